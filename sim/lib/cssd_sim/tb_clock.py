"""Clock, reset and a per-cycle monitor for the block benches.

The convention the benches share: inputs change at falling edges and outputs are sampled after
them (ReadOnly), so a valid/ready transfer happens at the next rising edge exactly when both were
seen high in the sample.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly


async def start(dut, *, zero: Iterable[str] = (), period_ns: int = 4, reset_cycles: int = 2,
                after_reset: int = 0, clk: str = "clk_i", rst: str = "rst_ni") -> None:
    """Start the clock, hold the active-low reset for `reset_cycles` with the `zero` inputs at 0,
    release it and wait `after_reset` more cycles."""
    clock = getattr(dut, clk)
    cocotb.start_soon(Clock(clock, period_ns, "ns").start())
    getattr(dut, rst).value = 0
    for name in zero:
        getattr(dut, name).value = 0
    await ClockCycles(clock, reset_cycles)
    getattr(dut, rst).value = 1
    if after_reset:
        await ClockCycles(clock, after_reset)


def every_cycle(dut, sample: Callable[[], None], drive: Callable[[], None] | None = None,
                clk: str = "clk_i") -> None:
    """From now on, at every falling edge: `drive()` (set this cycle's inputs, e.g. a random
    ready), then, once the outputs have settled, `sample()`."""
    clock = getattr(dut, clk)

    async def loop() -> None:
        while True:
            await FallingEdge(clock)
            if drive is not None:
                drive()
            await ReadOnly()
            sample()

    cocotb.start_soon(loop())
