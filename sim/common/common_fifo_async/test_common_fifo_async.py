"""cocotb tests for rtl/common/common_fifo_async.sv (with common_sync).

The two clocks run at unrelated periods (4/7 ns, swapped, equal with a phase offset, and 3/17 ns)
and start with a random phase. One coroutine per domain drives its side with random valid or
ready and records handshakes in ReadOnly; the scoreboard is a deque of words written and not yet
read. The reader must never see valid with the model empty (underflow), words must come out in
order and unchanged (no loss, duplication or reordering), and the writer can never have more
than Depth words outstanding (overflow). Other tests measure throughput with both sides always
ready, check that exactly Depth words fit, and reset both domains in the middle of traffic.
"""

from __future__ import annotations

import random
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from cssd_sim.cocotb_run import core_files, run
from cssd_sim.tb_random import make_rng

PERIODS = (("wr_ns", "rd_ns"), [(4, 7), (7, 4), (5, 5), (3, 17)])


class Bench:
    """Clocks, per-domain drivers/monitors and the scoreboard."""

    def __init__(self, dut, rng: random.Random, wr_ns: int, rd_ns: int) -> None:
        self.dut = dut
        self.rng = rng
        self.wr_ns = wr_ns
        self.rd_ns = rd_ns
        self.width = int(dut.Width.value)
        self.depth = int(dut.Depth.value)
        self.stages = int(dut.SyncStages.value)
        self.p_valid = 0.0
        self.p_ready = 0.0
        self.model: deque[int] = deque()
        self.sent: list[int] = []
        self.received: list[int] = []
        self.push_times: list[float] = []
        self.pop_times: list[float] = []
        self.max_outstanding = 0

    async def start(self) -> None:
        dut = self.dut
        dut.wr_valid_i.value = 0
        dut.wr_data_i.value = 0
        dut.rd_ready_i.value = 0
        dut.wr_rst_ni.value = 0
        dut.rd_rst_ni.value = 0
        # Unrelated phases: the read clock starts a random number of ns after the write clock.
        cocotb.start_soon(Clock(dut.wr_clk_i, self.wr_ns, unit="ns").start())
        await Timer(self.rng.randint(1, 2 * self.rd_ns), unit="ns")
        cocotb.start_soon(Clock(dut.rd_clk_i, self.rd_ns, unit="ns").start())
        await self.reset()
        cocotb.start_soon(self.writer())
        cocotb.start_soon(self.reader())

    async def reset(self) -> None:
        """Assert both resets together (at any point in either clock's cycle), hold them longer
        than the synchronizers, release them at different moments, and empty the model."""
        dut = self.dut
        await Timer(self.rng.randint(1, 999), unit="ps")
        dut.wr_rst_ni.value = 0
        dut.rd_rst_ni.value = 0
        await Timer(1, unit="ps")
        self.model.clear()
        self.sent.clear()
        self.received.clear()
        hold_ps = (self.stages + 2) * max(self.wr_ns, self.rd_ns) * 1000
        # Odd picosecond offsets keep releases away from clock edges (those lie on 500 ps).
        first, second = self.rng.sample(["wr_rst_ni", "rd_rst_ni"], 2)
        await Timer(hold_ps + 2 * self.rng.randint(0, 500) + 1, unit="ps")
        getattr(dut, first).value = 1
        await Timer(2 * self.rng.randint(0, 3000) + 1, unit="ps")
        getattr(dut, second).value = 1

    # Each side samples valid/ready/data in ReadOnly but books the handshake at the following
    # edge, and only if its reset is high at that edge: a reset that is released (or asserted)
    # between the two decides whether the edge really transferred a word.

    async def writer(self) -> None:
        dut, rng = self.dut, self.rng
        cur = None  # word held on wr_data_i until accepted
        offered = False
        while True:
            await RisingEdge(dut.wr_clk_i)
            if offered and int(dut.wr_rst_ni.value):
                self.model.append(cur)
                self.sent.append(cur)
                self.push_times.append(cocotb.utils.get_sim_time("ns"))
                self.max_outstanding = max(self.max_outstanding, len(self.model))
                assert len(self.model) <= self.depth, \
                    f"{len(self.model)} words in a {self.depth}-deep FIFO (overflow)"
                cur = None
            if cur is None and rng.random() < self.p_valid:
                cur = rng.getrandbits(self.width)
            dut.wr_valid_i.value = int(cur is not None)
            dut.wr_data_i.value = cur if cur is not None else rng.getrandbits(self.width)
            await ReadOnly()
            offered = cur is not None and bool(int(dut.wr_ready_o.value))

    async def reader(self) -> None:
        dut, rng = self.dut, self.rng
        taken = None
        while True:
            await RisingEdge(dut.rd_clk_i)
            if taken is not None and int(dut.rd_rst_ni.value):
                assert self.model, "rd_valid_o with nothing written (underflow)"
                exp = self.model.popleft()
                assert taken == exp, f"rd_data_o {taken:#x}, expected {exp:#x}"
                self.received.append(taken)
                self.pop_times.append(cocotb.utils.get_sim_time("ns"))
            ready = rng.random() < self.p_ready
            dut.rd_ready_i.value = int(ready)
            await ReadOnly()
            valid = bool(int(dut.rd_valid_o.value))
            if not int(dut.rd_rst_ni.value):
                assert not valid, "rd_valid_o high during read reset"
            taken = int(dut.rd_data_o.value) if valid and ready else None

    async def drain(self) -> None:
        """Stop writing, read everything out, and check the whole epoch matched."""
        self.p_valid = 0.0
        self.p_ready = 1.0
        await RisingEdge(self.dut.wr_clk_i)  # let a held word go in first
        await RisingEdge(self.dut.wr_clk_i)
        for _ in range(10 * self.depth + 50):
            await RisingEdge(self.dut.rd_clk_i)
            await ReadOnly()
            if not self.model and not int(self.dut.rd_valid_o.value):
                break
        # A few more cycles each side: nothing may appear out of an empty FIFO.
        await Timer(10 * max(self.wr_ns, self.rd_ns), unit="ns")
        assert not self.model, f"{len(self.model)} words never came out"
        assert self.received == self.sent


@cocotb.test()
@cocotb.parametrize(PERIODS)
async def test_random_traffic(dut, wr_ns, rd_ns):
    """Random valid and ready on both sides in several mixes; order and contents preserved."""
    bench = Bench(dut, make_rng(dut), wr_ns, rd_ns)
    await bench.start()
    for p_valid, p_ready in [(0.8, 0.8), (1.0, 0.3), (0.3, 1.0), (0.5, 0.5)]:
        bench.p_valid, bench.p_ready = p_valid, p_ready
        await Timer(300 * max(wr_ns, rd_ns), unit="ns")
        await bench.drain()
    assert len(bench.received) > 100
    dut._log.info("%d words, at most %d outstanding", len(bench.received), bench.max_outstanding)


@cocotb.test()
@cocotb.parametrize(PERIODS)
async def test_throughput(dut, wr_ns, rd_ns):
    """Both sides always ready: the slower clock moves one word per cycle once the FIFO is deep
    enough to cover the synchronizer round trip (Depth >= 8 with two-flop synchronizers)."""
    bench = Bench(dut, make_rng(dut), wr_ns, rd_ns)
    await bench.start()
    bench.p_valid = bench.p_ready = 1.0
    await Timer(50 * max(wr_ns, rd_ns), unit="ns")  # warm up
    t0 = cocotb.utils.get_sim_time("ns")
    n0 = len(bench.received)
    window = 400 * max(wr_ns, rd_ns)
    await Timer(window, unit="ns")
    moved = len(bench.received) - n0
    ideal = window / max(wr_ns, rd_ns)
    dut._log.info("moved %d words in %d ns starting at %d ns: %.1f%% of the slower clock's rate",
                  moved, window, t0, 100 * moved / ideal)
    if bench.depth >= 4 * bench.stages:
        assert moved >= ideal - 2, f"throughput {moved}/{ideal:.0f}"
    else:
        assert moved >= ideal / 4, f"throughput {moved}/{ideal:.0f} even for a shallow FIFO"
    await bench.drain()


@cocotb.test()
@cocotb.parametrize(PERIODS)
async def test_fill_exactly_depth(dut, wr_ns, rd_ns):
    """With the reader stalled, exactly Depth words go in; then they all come out in order and
    the FIFO reads empty."""
    bench = Bench(dut, make_rng(dut), wr_ns, rd_ns)
    await bench.start()
    bench.p_valid, bench.p_ready = 1.0, 0.0
    await Timer((2 * bench.depth + 20) * max(wr_ns, rd_ns), unit="ns")
    assert len(bench.sent) == bench.depth, f"accepted {len(bench.sent)} with the reader stalled"
    await RisingEdge(dut.wr_clk_i)
    await ReadOnly()
    assert int(dut.wr_ready_o.value) == 0
    await bench.drain()
    assert int(dut.wr_ready_o.value) == 1


@cocotb.test()
@cocotb.parametrize(PERIODS)
async def test_reset_mid_traffic(dut, wr_ns, rd_ns):
    """Both resets asserted at random moments in random traffic: the FIFO comes back empty
    (no stale word ever appears) and carries a fresh stream correctly."""
    rng = make_rng(dut)
    bench = Bench(dut, rng, wr_ns, rd_ns)
    await bench.start()
    for _ in range(4):
        bench.p_valid, bench.p_ready = rng.choice([(0.9, 0.5), (0.9, 0.1), (0.5, 0.9)])
        await Timer(rng.randint(10, 60) * max(wr_ns, rd_ns), unit="ns")
        await bench.reset()
        await Timer(rng.randint(10, 60) * max(wr_ns, rd_ns), unit="ns")
        await bench.drain()


@pytest.mark.parametrize("width,depth,stages", [
    (8, 2, 2), (8, 4, 2), (32, 8, 2), (16, 16, 3), (64, 32, 2)])
def test_common_fifo_async(width, depth, stages):
    run(test_file=__file__, toplevel="common_fifo_async",
        sources=core_files("common"),
        parameters={"Width": width, "Depth": depth, "SyncStages": stages})


def test_common_fifo_async_rejects_bad_parameters(capfd):
    """Depth = 6 (not a power of two) must stop the run with the module's own parameter message. Icarus only: there the
    check is a $fatal at time 0 (Icarus 11 has no elaboration-time $error); Verilator and Yosys
    report it at elaboration."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="common_fifo_async", sources=core_files("common"),
            parameters={"Width": 8, "Depth": 6, "SyncStages": 2}, simulator="icarus", testcase="test_fill_exactly_depth/wr_ns=4/rd_ns=7")
    assert "common_fifo_async: need Depth a power of two" in capfd.readouterr().out
