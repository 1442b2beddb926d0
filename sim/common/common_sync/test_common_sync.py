"""cocotb tests for rtl/common/common_sync.sv.

In simulation a synchronizer is a Stages-deep delay line per bit: q_o shows the d_i sampled
Stages clock edges earlier, and ResetValue until the line has filled after reset. The tests
check that delay exactly for random data (all bits independent), and that reset puts every
stage back to ResetValue regardless of what was flowing through.
"""

from __future__ import annotations

import random
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng


def params(dut) -> tuple[int, int, int]:
    return int(dut.Width.value), int(dut.Stages.value), int(dut.ResetValue.value)


async def reset(dut, cycles: int = 2) -> None:
    dut.rst_ni.value = 0
    for _ in range(cycles):
        await RisingEdge(dut.clk_i)
    dut.rst_ni.value = 1


async def run_delay_line(dut, rng: random.Random, cycles: int, line: deque[int]) -> None:
    """Drive random d_i each cycle and check q_o against `line`, the model of the stage contents
    (output stage first). Call it right after a clock edge; it returns in ReadOnly."""
    pending = int(dut.d_i.value)  # what the next edge samples
    for _ in range(cycles):
        await RisingEdge(dut.clk_i)
        line.append(pending)
        pending = rng.getrandbits(len(dut.d_i))
        dut.d_i.value = pending
        await ReadOnly()
        got = int(dut.q_o.value)
        assert got == line[0], f"q_o {got:#x}, expected {line[0]:#x}"


@cocotb.test()
async def test_delay_and_reset_value(dut):
    """Out of reset q_o holds ResetValue for Stages cycles, then follows d_i Stages cycles late."""
    width, stages, reset_value = params(dut)
    rng = make_rng(dut)
    cocotb.start_soon(Clock(dut.clk_i, 5, unit="ns").start())
    dut.d_i.value = rng.getrandbits(width)
    await reset(dut)
    await ReadOnly()
    assert int(dut.q_o.value) == reset_value
    await run_delay_line(dut, rng, 500, deque([reset_value] * stages, maxlen=stages))


@cocotb.test()
async def test_async_reset_mid_stream(dut):
    """An asynchronous reset asserted between edges clears every stage at once."""
    width, stages, reset_value = params(dut)
    rng = make_rng(dut)
    cocotb.start_soon(Clock(dut.clk_i, 5, unit="ns").start())
    await reset(dut)
    for _ in range(5):
        line = deque([reset_value] * stages, maxlen=stages)
        await run_delay_line(dut, rng, rng.randint(stages, 40), line)
        await Timer(rng.randint(1, 4), unit="ns")  # somewhere inside the cycle
        dut.rst_ni.value = 0
        await Timer(1, unit="ps")
        await ReadOnly()
        assert int(dut.q_o.value) == reset_value, "reset did not act asynchronously"
        await RisingEdge(dut.clk_i)
        await ReadOnly()
        assert int(dut.q_o.value) == reset_value
        await RisingEdge(dut.clk_i)
        dut.rst_ni.value = 1


@pytest.mark.parametrize("width,stages,reset_value", [
    (1, 2, 0), (1, 3, 1), (8, 2, 0xA5), (5, 4, 0), (64, 2, 0x0123456789ABCDEF)])
def test_common_sync(width, stages, reset_value):
    run(test_file=__file__, toplevel="common_sync",
        sources=rtl_files("common/common_sync.sv"),
        parameters={"Width": width, "Stages": stages, "ResetValue": reset_value})


def test_common_sync_rejects_bad_parameters(capfd):
    """Stages = 1 must stop the run with the module's own parameter message. Icarus only: there the
    check is a $fatal at time 0 (Icarus 11 has no elaboration-time $error); Verilator and Yosys
    report it at elaboration."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="common_sync", sources=rtl_files("common/common_sync.sv"),
            parameters={"Width": 4, "Stages": 1}, simulator="icarus", testcase="test_delay_and_reset_value")
    assert "common_sync: need Stages >= 2" in capfd.readouterr().out
