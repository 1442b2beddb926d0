"""Driver for the flash back end's firmware port (rtl/flash/flash.rdl, flash_chan.rdl).

What the firmware of an NVM set does with its channels, written once for the cocotb tests and the
Python FTL model: push descriptors into a die's queue, collect completions by tag, program the
timing model, inject faults, read the monitors. Register offsets come from the generated maps
(cssd_regs.flash*), never from literals.
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass

import cocotb
from cocotb.triggers import ClockCycles, Event, Lock, ReadOnly, RisingEdge
from cocotbext.axi import AxiLiteBus, AxiLiteMaster
from peakrdl_python.lib import AsyncCallbackSet

from cssd_regs.flash.reg_model import RegModel as FlashMap
from cssd_regs.flash_chan.reg_model import RegModel as FlashChanMap

WINDOW = 0x1000  # channel c's registers at WINDOW * (1 + c)


class Op(enum.IntEnum):
    READ = 1
    PROGRAM = 2
    ERASE = 3
    STATUS = 4


class St(enum.IntEnum):
    OK = 0
    UNCORRECTABLE = 1
    PROGRAM_FAIL = 2
    ERASE_FAIL = 3
    ORDER_VIOLATION = 4
    BAD_BLOCK = 5
    ADDRESS_INVALID = 6
    INVALID = 7
    MEMORY_ERROR = 8


class Fault(enum.IntEnum):
    OFF = 0
    UNCORRECTABLE = 1
    PROGRAM_FAIL = 2
    ERASE_FAIL = 3
    CORRUPT = 4


@dataclass(frozen=True)
class Geometry:
    channels: int
    dies: int
    planes: int
    queue_depth: int
    blocks: int
    pages: int
    page_bytes: int
    spare_bytes: int


@dataclass(frozen=True)
class Completion:
    tag: int
    status: St
    op: int  # an Op, or the raw value the descriptor carried (invalid opcodes are echoed)
    erased: int  # bit p: plane p's page was erased


def _off(reg_map, name: str) -> int:
    return getattr(reg_map, name).address


class FlashPort:
    """AXI4-Lite master on ``s_axil_<prefix>_*`` (or ``s_axil_*``) of a flash_top."""

    def __init__(self, dut, clk, rst_n, prefix: str = "s_axil", base: int = 0, poll: int = 4,
                 axil: AxiLiteMaster | None = None) -> None:
        """``axil``: share an existing master (ctrl_core's firmware port carries the NVMe
        registers too; two masters on one port would collide)."""
        self.clk = clk
        self.base = base
        self.poll = poll
        if axil is None:
            axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, prefix), clk, rst_n, reset_active_level=False)
            axil.write_if.log.setLevel(logging.WARNING)
            axil.read_if.log.setLevel(logging.WARNING)
        self.axil = axil
        cb = AsyncCallbackSet(read_callback=None, write_callback=None)
        self.g = {r.inst_name: r.address for r in FlashMap(callbacks=cb).get_registers()}
        self.c = {r.inst_name: r.address for r in FlashChanMap(callbacks=cb).get_registers()}
        self.geo: Geometry | None = None
        self._waiters: dict[tuple[int, int], Event] = {}
        self._results: dict[tuple[int, int], Completion] = {}
        self._collectors: dict[int, object] = {}
        # A push is several register writes: one pusher per channel at a time. The last value
        # written to each descriptor register is remembered so unchanged ones are not rewritten.
        self._push_lock: dict[int, Lock] = {}
        self._desc_cache: dict[tuple[int, str], int] = {}

    # ---- raw access ----
    async def rd(self, name: str) -> int:
        return await self.axil.read_dword(self.base + self.g[name])

    async def wr(self, name: str, value: int) -> None:
        await self.axil.write_dword(self.base + self.g[name], value)

    async def crd(self, ch: int, name: str) -> int:
        return await self.axil.read_dword(self.base + WINDOW * (1 + ch) + self.c[name])

    async def cwr(self, ch: int, name: str, value: int) -> None:
        await self.axil.write_dword(self.base + WINDOW * (1 + ch) + self.c[name], value)

    # ---- set-up ----
    async def start(self) -> Geometry:
        g0, g1 = await self.rd("GEOMETRY"), await self.rd("GEOMETRY_BLOCKS")
        self.geo = Geometry(channels=g0 & 0xFF, dies=(g0 >> 8) & 0xFF, planes=(g0 >> 16) & 0xF,
                            queue_depth=g0 >> 24, blocks=g1 & 0xFFFF, pages=g1 >> 16,
                            page_bytes=await self.rd("GEOMETRY_PAGE") & 0xFFFFFF,
                            spare_bytes=await self.rd("GEOMETRY_SPARE") & 0xFFFF)
        return self.geo

    async def set_timing(self, **cycles: int) -> None:
        """t_read=, t_prog=, t_erase=, t_cmd=, t_read_lsb= ..., bus_rate= (cycles per KiB),
        scale= (x/256), page_types=, policy=."""
        names = {"t_read": "T_READ", "t_prog": "T_PROG", "t_erase": "T_ERASE", "t_cmd": "T_CMD",
                 "t_read_lsb": "T_READ_LSB", "t_read_csb": "T_READ_CSB", "t_read_msb": "T_READ_MSB",
                 "t_prog_lsb": "T_PROG_LSB", "t_prog_csb": "T_PROG_CSB", "t_prog_msb": "T_PROG_MSB",
                 "bus_rate": "BUS_RATE", "scale": "TIME_SCALE", "page_types": "PAGE_TYPES",
                 "policy": "SCHED"}
        for key, value in cycles.items():
            await self.wr(names[key], value)
        await ClockCycles(self.clk, 2)  # effective times are registered

    async def set_array_base(self, data: int, spare: int) -> None:
        await self.wr("DATA_BASE_LO", data & 0xFFFFFFFF)
        await self.wr("DATA_BASE_HI", data >> 32)
        await self.wr("SPARE_BASE_LO", spare & 0xFFFFFFFF)
        await self.wr("SPARE_BASE_HI", spare >> 32)

    # ---- operations ----
    @staticmethod
    def row(die: int, plane: int, block: int, page: int) -> int:
        return (page & 0xFFF) | (block & 0xFFF) << 12 | (plane & 0x3) << 24 | (die & 0xF) << 26

    async def die_space(self, ch: int) -> int:
        return (await self.crd(ch, "STATUS")) >> 16

    async def push(self, ch: int, op: int, die: int, plane: int, block: int, page: int, *,
                   buf: int = 0, spare_buf: int | None = None, multi: bool = False, tag: int = 0,
                   wait_space: bool = True) -> None:
        """Push one descriptor; with wait_space, first wait until the die's queue has room."""
        lock = self._push_lock.setdefault(ch, Lock())
        # A full die is waited for outside the channel's lock, so it does not hold up pushes to
        # the other dies of its channel.
        while True:
            await lock.acquire()
            if not wait_space or die >= 16 or (await self.die_space(ch)) >> die & 1:
                break
            lock.release()
            await ClockCycles(self.clk, self.poll)
        try:
            regs = [("DESC_ROW", self.row(die, plane, block, page)), ("DESC_BUF_LO", buf & 0xFFFFFFFF),
                    ("DESC_BUF_HI", buf >> 32)]
            if spare_buf is not None:
                regs += [("DESC_SPARE_LO", spare_buf & 0xFFFFFFFF), ("DESC_SPARE_HI", spare_buf >> 32)]
            for name, value in regs:
                if self._desc_cache.get((ch, name)) != value:
                    await self.cwr(ch, name, value)
                    self._desc_cache[(ch, name)] = value
            ctrl = 1 | (int(op) & 7) << 4 | int(multi) << 8 | int(spare_buf is not None) << 9 | (tag & 0xFFFF) << 16
            await self.cwr(ch, "DESC_CTRL", ctrl)
        finally:
            lock.release()

    def forget_registers(self) -> None:
        """After a controller reset the descriptor registers are back to their reset values."""
        self._desc_cache.clear()

    async def pop(self, ch: int) -> Completion | None:
        """The head completion of channel ch, or None."""
        if not (await self.crd(ch, "STATUS")) & 1:
            return None
        info = await self.crd(ch, "CPL_INFO")
        await self.cwr(ch, "CPL_POP", 1)
        return self._completion(info)

    @staticmethod
    def _completion(info: int) -> Completion:
        op = (info >> 4) & 7
        return Completion(tag=info >> 16, status=St(info & 0xF), op=Op(op) if op in set(Op) else op,
                          erased=(info >> 8) & 0xF)

    async def wait_one(self, ch: int, timeout_cycles: int = 10_000_000, poll: int | None = None) -> Completion:
        waited = 0
        poll = poll or self.poll
        while True:
            cpl = await self.pop(ch)
            if cpl is not None:
                return cpl
            if waited > timeout_cycles:
                raise TimeoutError(f"channel {ch}: no completion in {timeout_cycles} cycles")
            await ClockCycles(self.clk, poll)
            waited += poll

    async def use_interrupts(self, irq) -> None:
        """Collect completions on the channels' interrupt lines (``irq`` bit c = channel c, e.g.
        flash_top.irq_o) instead of polling STATUS over the register port, as firmware would:
        with many channels, polling alone would keep the one register port busy."""
        self.irq = irq
        for ch in range(self.geo.channels if self.geo else 1):
            await self.cwr(ch, "IRQ_ENABLE", 1)

    async def _next_completion(self, ch: int) -> Completion:
        irq = getattr(self, "irq", None)
        if irq is None:
            return await self.wait_one(ch, timeout_cycles=1 << 62)
        while True:
            await ReadOnly()
            if int(irq.value) >> ch & 1:
                break
            await irq.value_change
        # The line says the channel's completion FIFO is not empty, and only this collector pops
        # it: no STATUS read needed.
        await RisingEdge(self.clk)
        info = await self.crd(ch, "CPL_INFO")
        await self.cwr(ch, "CPL_POP", 1)
        # Let the pop reach the FIFO and the line before anyone looks at the line again: a stale
        # high would read CPL_INFO of an empty FIFO.
        await ClockCycles(self.clk, 3)
        return self._completion(info)

    # Tag-matched completions for concurrent users: one collector task per channel.
    def _collector(self, ch: int) -> None:
        if ch in self._collectors:
            return

        async def run() -> None:
            while True:
                cpl = await self._next_completion(ch)
                key = (ch, cpl.tag)
                self._results[key] = cpl
                if key in self._waiters:
                    self._waiters.pop(key).set()

        self._collectors[ch] = cocotb.start_soon(run())

    async def issue(self, ch: int, op: int, die: int, plane: int, block: int, page: int, *,
                    tag: int, **kw):
        """Push now and return an awaitable for this tag's completion (tags must be unique per
        channel in flight). Callers that must keep pushes in order (programs of one block) push
        under their own lock and wait outside it."""
        self._collector(ch)
        key = (ch, tag)
        ev = Event()
        self._waiters[key] = ev
        await self.push(ch, op, die, plane, block, page, tag=tag, **kw)
        return self._finish(key, ev)

    async def _finish(self, key: tuple[int, int], ev: Event) -> Completion:
        if key not in self._results:
            await ev.wait()
        self._waiters.pop(key, None)
        return self._results.pop(key)

    async def execute(self, ch: int, op: int, die: int, plane: int, block: int, page: int, *,
                      tag: int, **kw) -> Completion:
        """Push and wait for this tag's completion (tags must be unique per channel in flight)."""
        return await (await self.issue(ch, op, die, plane, block, page, tag=tag, **kw))

    def stop_collectors(self) -> None:
        for task in self._collectors.values():
            task.cancel()
        self._collectors.clear()

    # ---- bad-block table, faults, monitors ----
    async def select_block(self, ch: int, die: int, plane: int, block: int) -> None:
        await self.wr("BBT_SEL", block | plane << 16 | die << 20 | ch << 24)

    async def block_state(self, ch: int, die: int, plane: int, block: int) -> tuple[bool, int]:
        """(bad, pages written since the last erase)."""
        await self.select_block(ch, die, plane, block)
        v = await self.rd("BBT_STATE")
        return bool(v & 1), v >> 16

    async def mark_bad(self, ch: int, die: int, plane: int, block: int, bad: bool = True) -> None:
        await self.select_block(ch, die, plane, block)
        await self.wr("BBT_CTRL", 1 if bad else 2)

    async def fault_rule(self, index: int, kind: Fault, ch: int, die: int, plane: int, block: int,
                         page: int = 0, whole_block: bool = False) -> None:
        await self.wr("FAULT_SEL", index)
        await self.wr("FAULT_ADDR", self.row(die, plane, block, page))
        await self.wr("FAULT_RULE", int(kind) | int(whole_block) << 3 | ch << 8 | 1 << 31)

    async def monitor(self, ch: int, die: int, index: int) -> int:
        """Die counter (die < 15) or channel counter (die = 15); see flash.rdl MON_SEL."""
        await self.wr("MON_SEL", index | die << 8 | ch << 16)
        await ClockCycles(self.clk, 2)
        return await self.rd("MON_DATA")
