"""The flash back end's effective times, as rtl/flash/flash_top.sv computes them from its timing
registers (`scaled`, `xfer_cycles`), and the die / channel limit the benchmarks report against.
One place for the arithmetic the flash benches, the full-system benches and the report share."""

from __future__ import annotations


def effective(cycles: int, scale: int) -> int:
    """A register time at TIME_SCALE `scale` (x/256), at least one cycle."""
    return max(1, cycles * scale // 256)


def transfer(nbytes: int, rate: int, scale: int) -> int:
    """Cycles the channel bus takes for `nbytes` at BUS_RATE `rate` (cycles per KiB), scaled."""
    return max(1, -(-nbytes * rate * scale // (1 << 18)))


def ops_per_cycle(channels: int, dies: int, t_cmd: int, t_array: int, t_xfer: int) -> float:
    """The back end's limit in page operations per cycle: each die busy for command + array time
    + transfer, each channel bus for command + transfer, whichever binds (effective cycles)."""
    return channels * min(dies / (t_cmd + t_array + t_xfer), 1 / (t_cmd + t_xfer))
