"""cocotb tests for rtl/common/common_fifo_sync.sv.

The reference model is cycle-exact: a deque of accepted words whose length is the expected
occupancy. Every cycle the test checks count_o, in_ready_o (room left), out_valid_o (not empty)
and out_data_o (the oldest word), then applies the handshakes both sides saw.
"""

from __future__ import annotations

import random
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng

PERIOD_NS = 4


def params(dut) -> tuple[int, int]:
    return int(dut.Width.value), int(dut.Depth.value)


async def start(dut) -> None:
    """Start the clock and hold reset for a few cycles with both sides idle."""
    cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
    dut.in_valid_i.value = 0
    dut.in_data_i.value = 0
    dut.out_ready_i.value = 0
    dut.rst_ni.value = 0
    for _ in range(3):
        await RisingEdge(dut.clk_i)
    dut.rst_ni.value = 1


class Scoreboard:
    """Cycle-exact model of the FIFO plus a record of everything that went in and out."""

    def __init__(self, dut, depth: int) -> None:
        self.dut = dut
        self.depth = depth
        self.model: deque[int] = deque()
        self.sent: list[int] = []
        self.received: list[int] = []

    def check_and_step(self) -> tuple[bool, bool]:
        """Call in ReadOnly: compare outputs to the model, then apply this cycle's handshakes."""
        dut = self.dut
        occ = len(self.model)
        count = int(dut.count_o.value)
        in_ready = bool(int(dut.in_ready_o.value))
        out_valid = bool(int(dut.out_valid_o.value))
        assert count == occ, f"count_o {count}, model holds {occ}"
        assert in_ready == (occ < self.depth), f"in_ready_o {in_ready} with {occ}/{self.depth}"
        assert out_valid == (occ > 0), f"out_valid_o {out_valid} with {occ} words"
        push = in_ready and bool(int(dut.in_valid_i.value))
        pop = out_valid and bool(int(dut.out_ready_i.value))
        if pop:
            got = int(dut.out_data_o.value)
            exp = self.model.popleft()
            assert got == exp, f"out_data_o {got:#x}, expected {exp:#x}"
            self.received.append(got)
        if push:
            word = int(dut.in_data_i.value)
            self.model.append(word)
            self.sent.append(word)
        return push, pop


async def stream(dut, sb: Scoreboard, rng: random.Random, words: list[int],
                 p_valid: float, p_ready: float, max_cycles: int) -> None:
    """Push `words` with random valid gaps and random back-pressure, then drain."""
    pending = deque(words)
    cur = None  # word held on in_data_i until accepted (data must not change while valid)
    for _ in range(max_cycles):
        await RisingEdge(dut.clk_i)
        if cur is None and pending and rng.random() < p_valid:
            cur = pending.popleft()
        dut.in_valid_i.value = int(cur is not None)
        dut.in_data_i.value = cur if cur is not None else rng.getrandbits(len(dut.in_data_i))
        dut.out_ready_i.value = int(rng.random() < p_ready)
        await ReadOnly()
        push, _ = sb.check_and_step()
        if push:
            cur = None
        if cur is None and not pending and not sb.model:
            break
    else:
        raise AssertionError(f"stream did not finish in {max_cycles} cycles")
    await RisingEdge(dut.clk_i)
    dut.in_valid_i.value = 0
    dut.out_ready_i.value = 0


@cocotb.test()
async def test_random_backpressure(dut):
    """Random valid gaps and ready back-pressure in several mixes; no loss, dup or reordering."""
    width, depth = params(dut)
    rng = make_rng(dut)
    await start(dut)
    sb = Scoreboard(dut, depth)
    for p_valid, p_ready in [(0.9, 0.9), (0.95, 0.3), (0.3, 0.95), (0.5, 0.5), (1.0, 1.0)]:
        words = [rng.getrandbits(width) for _ in range(300)]
        await stream(dut, sb, rng, words, p_valid, p_ready, max_cycles=300 * 40)
    assert sb.received == sb.sent
    assert len(sb.sent) == 1500


@cocotb.test()
async def test_full_throughput(dut):
    """Both sides always ready: one word in and one out every cycle, latency one cycle."""
    width, depth = params(dut)
    rng = make_rng(dut)
    await start(dut)
    sb = Scoreboard(dut, depth)
    n = 4 * depth + 32
    words = [rng.getrandbits(width) for _ in range(n)]
    push_cycles: list[int] = []
    pop_cycles: list[int] = []
    i = 0
    for cycle in range(n + 10):
        await RisingEdge(dut.clk_i)
        dut.in_valid_i.value = int(i < n)
        dut.in_data_i.value = words[i] if i < n else 0
        dut.out_ready_i.value = 1
        await ReadOnly()
        push, pop = sb.check_and_step()
        if push:
            push_cycles.append(cycle)
            i += 1
        if pop:
            pop_cycles.append(cycle)
    assert sb.received == words
    assert push_cycles == list(range(n)), "input side stalled with the output always ready"
    assert pop_cycles == list(range(1, n + 1)), "output side had bubbles"
    dut._log.info("%d words in %d cycles", n, pop_cycles[-1] + 1)


@cocotb.test()
async def test_fill_and_drain(dut):
    """Fill until in_ready_o drops exactly at Depth, hold there, then drain in order."""
    width, depth = params(dut)
    rng = make_rng(dut)
    await start(dut)
    sb = Scoreboard(dut, depth)
    words = [rng.getrandbits(width) for _ in range(depth + 5)]
    i = 0
    for _ in range(depth + 8):
        await RisingEdge(dut.clk_i)
        dut.in_valid_i.value = 1
        dut.in_data_i.value = words[i]
        dut.out_ready_i.value = 0
        await ReadOnly()
        push, _ = sb.check_and_step()
        i += int(push)
    assert i == depth, f"accepted {i} words into a {depth}-deep FIFO"
    assert int(dut.count_o.value) == depth
    await RisingEdge(dut.clk_i)
    dut.in_valid_i.value = 0
    for _ in range(depth + 3):
        dut.out_ready_i.value = 1
        await ReadOnly()
        sb.check_and_step()
        await RisingEdge(dut.clk_i)
    assert sb.received == words[:depth]
    assert int(dut.count_o.value) == 0


@cocotb.test()
async def test_reset_mid_traffic(dut):
    """An asynchronous reset in the middle of a stream empties the FIFO; it works afterwards."""
    width, depth = params(dut)
    rng = make_rng(dut)
    await start(dut)
    sb = Scoreboard(dut, depth)
    for _ in range(3):
        for _ in range(rng.randint(depth, 4 * depth)):
            await RisingEdge(dut.clk_i)
            dut.in_valid_i.value = 1
            dut.in_data_i.value = rng.getrandbits(width)
            dut.out_ready_i.value = int(rng.random() < 0.3)
            await ReadOnly()
            sb.check_and_step()
        await RisingEdge(dut.clk_i)
        dut.rst_ni.value = 0
        dut.in_valid_i.value = 0
        dut.out_ready_i.value = 0
        await ReadOnly()
        assert int(dut.count_o.value) == 0 and int(dut.out_valid_o.value) == 0
        assert int(dut.in_ready_o.value) == 1
        await RisingEdge(dut.clk_i)
        dut.rst_ni.value = 1
        sb.model.clear()
        sb.sent.clear()
        sb.received.clear()
        words = [rng.getrandbits(width) for _ in range(50)]
        await stream(dut, sb, rng, words, 0.8, 0.6, max_cycles=50 * 40)
        assert sb.received == words


@pytest.mark.parametrize("width,depth", [(1, 2), (8, 2), (8, 3), (32, 16), (64, 5), (16, 33)])
def test_common_fifo_sync(width, depth):
    run(test_file=__file__, toplevel="common_fifo_sync",
        sources=rtl_files("common/common_fifo_sync.sv"),
        parameters={"Width": width, "Depth": depth})


def test_common_fifo_sync_rejects_bad_parameters(capfd):
    """Depth = 1 must stop the run with the module's own parameter message. Icarus only: there the
    check is a $fatal at time 0 (Icarus 11 has no elaboration-time $error); Verilator and Yosys
    report it at elaboration."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="common_fifo_sync", sources=rtl_files("common/common_fifo_sync.sv"),
            parameters={"Width": 8, "Depth": 1}, simulator="icarus", testcase="test_fill_and_drain")
    assert "common_fifo_sync: need Depth >= 2" in capfd.readouterr().out
