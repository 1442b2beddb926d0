"""Driver for the flash back end's firmware port (rtl/flash/flash.rdl, flash_chan.rdl).

What the firmware of an NVM set does with its channels, written once for the cocotb tests and the
Python FTL model: push descriptors into a die's queue, collect completions by tag, program the
timing model, inject faults, read the monitors. Register offsets, field positions and encodings
come from the generated maps (cssd_regs.flash*, cssd_regs.fw_port), never from literals.
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
from cssd_regs.fw_port.reg_model import RegModel as FwPortMap
from cssd_sim import pm2

_CB = AsyncCallbackSet(read_callback=None, write_callback=None)
_G = FlashMap(callbacks=_CB)
_C = FlashChanMap(callbacks=_CB)
_FW = FwPortMap(callbacks=_CB)
# Channel c's registers at CHAN0 + WINDOW * c from the flash block's base (fw_port.rdl; flash_top
# alone decodes the same windows from 0).
CHAN0 = _FW.flash_chan[0].address - _FW.flash.address
# The channel matcher's query limits, as flash_chan.rdl's fields hold them (FOUND: a bit per key,
# FRAG: a bit per key byte but the last).
SEARCH_KEYS = _C.SEARCH_RES_INFO.FOUND.width
SEARCH_KEY_BYTES = _C.SEARCH_RES_FRAG.BITS.width + 1
WINDOW = _FW.flash_chan[1].address - _FW.flash_chan[0].address


def _int_enum(name: str, field) -> type[enum.IntEnum]:
    """An IntEnum of a field's SystemRDL encoding: the generated enum's members carry entries,
    not ints, and the helpers compare and pack raw register values."""
    return enum.IntEnum(name, {m.name: int(m.value) for m in field.enum_cls}, module=__name__)


Op = _int_enum("Op", _C.DESC_CTRL.OP)
St = _int_enum("St", _C.CPL_INFO.STATUS)
Fault = _int_enum("Fault", _G.FAULT_RULE.KIND)


def _put(field, value: int) -> int:
    """value placed in its field of a register value (generated position and width)."""
    return (int(value) << field.lsb) & field.bitmask


def _get(field, reg: int) -> int:
    return (reg & field.bitmask) >> field.lsb


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
    crc_sectors: int = 0  # CRC_ERROR: CPL_CRC.SECTORS (bit p x sectors + s: sector s of plane p)
    crc_spare: int = 0  # CRC_ERROR: CPL_CRC.SPARE (bit p: plane p's spare area)


def _off(reg_map, name: str) -> int:
    return getattr(reg_map, name).address


class FlashPort:
    """AXI4-Lite master on ``s_axil_<prefix>_*`` (or ``s_axil_*``) of a flash_top."""

    def __init__(self, dut, clk, rst_n, prefix: str = "s_axil", base: int = 0, poll: int = 4,
                 axil: AxiLiteMaster | None = None, cycles=None) -> None:
        """``axil``: share an existing master (ctrl_core's firmware port carries the NVMe
        registers too; two masters on one port would collide). ``cycles``: an async function
        waiting n clock cycles, for a master without a cocotb clock (cssd_sim's firmware port);
        the interrupt-driven completion collectors need cocotb."""
        self.clk = clk
        self._cycles = cycles or (lambda n: ClockCycles(self.clk, n))
        self.base = base
        self.poll = poll
        if axil is None:
            axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, prefix), clk, rst_n, reset_active_level=False)
            axil.write_if.log.setLevel(logging.WARNING)
            axil.read_if.log.setLevel(logging.WARNING)
        self.axil = axil
        self.g = {r.inst_name: r.address for r in _G.get_registers()}
        self.c = {r.inst_name: r.address for r in _C.get_registers()}
        self.geo: Geometry | None = None
        self._waiters: dict[tuple[int, int], Event] = {}
        self._results: dict[tuple[int, int], Completion] = {}
        self._collectors: dict[int, object] = {}
        # A push is several register writes: one pusher per channel at a time. The last value
        # written to each descriptor register is remembered so unchanged ones are not rewritten.
        self._push_lock: dict[int, Lock] = {}
        self._desc_cache: dict[tuple[int, str], int] = {}
        # Key lengths of each channel's last query (its tail fragments are right-aligned by them).
        self._search_lens: dict[int, list[int]] = {}

    # ---- raw access ----
    async def rd(self, name: str) -> int:
        return await self.axil.read_dword(self.base + self.g[name])

    async def wr(self, name: str, value: int) -> None:
        await self.axil.write_dword(self.base + self.g[name], value)

    async def crd(self, ch: int, name: str) -> int:
        return await self.axil.read_dword(self.base + CHAN0 + WINDOW * ch + self.c[name])

    async def cwr(self, ch: int, name: str, value: int) -> None:
        await self.axil.write_dword(self.base + CHAN0 + WINDOW * ch + self.c[name], value)

    # ---- set-up ----
    async def start(self) -> Geometry:
        g0, g1 = await self.rd("GEOMETRY"), await self.rd("GEOMETRY_BLOCKS")
        geo, blk = _G.GEOMETRY, _G.GEOMETRY_BLOCKS
        self.geo = Geometry(channels=_get(geo.CHANNELS, g0), dies=_get(geo.DIES, g0),
                            planes=_get(geo.PLANES, g0), queue_depth=_get(geo.QUEUE_DEPTH, g0),
                            blocks=_get(blk.BLOCKS, g1), pages=_get(blk.PAGES, g1),
                            page_bytes=_get(_G.GEOMETRY_PAGE.PAGE_BYTES, await self.rd("GEOMETRY_PAGE")),
                            spare_bytes=_get(_G.GEOMETRY_SPARE.SPARE_BYTES, await self.rd("GEOMETRY_SPARE")))
        self.sectors = _get(_G.GEOMETRY_PAGE.SECTORS, await self.rd("GEOMETRY_PAGE"))
        self.e2e_bytes = _get(_G.GEOMETRY_SPARE.E2E_BYTES, await self.rd("GEOMETRY_SPARE"))
        return self.geo

    async def set_e2e(self, on: bool) -> None:
        """End-to-end data protection (E2E_CRC.ENABLE)."""
        await self.wr("E2E_CRC", _put(_G.E2E_CRC.ENABLE, on))

    async def set_timing(self, **cycles: int) -> None:
        """t_read=, t_prog=, t_erase=, t_cmd=, t_read_lsb= ..., bus_rate= (cycles per KiB),
        scale= (x/256), page_types=, policy= (SCHED.POLICY), max_swaps=, slack=, pin= and
        detect= (SCHED's other fields; their reset values unless given)."""
        names = {"t_read": "T_READ", "t_prog": "T_PROG", "t_erase": "T_ERASE", "t_cmd": "T_CMD",
                 "t_read_lsb": "T_READ_LSB", "t_read_csb": "T_READ_CSB", "t_read_msb": "T_READ_MSB",
                 "t_prog_lsb": "T_PROG_LSB", "t_prog_csb": "T_PROG_CSB", "t_prog_msb": "T_PROG_MSB",
                 "bus_rate": "BUS_RATE", "scale": "TIME_SCALE", "page_types": "PAGE_TYPES"}
        sched = _G.SCHED
        fields = {"policy": sched.POLICY, "max_swaps": sched.MAX_SWAPS, "slack": sched.SLACK,
                  "pin": sched.PIN, "detect": sched.DETECT}
        if any(k in cycles for k in fields):
            value = 0
            for key, field in fields.items():
                value |= _put(field, int(cycles.pop(key, field.default)))
            await self.wr("SCHED", value)
        for key, value in cycles.items():
            await self.wr(names[key], value)
        await self._cycles(2)  # effective times are registered

    async def set_array_base(self, data: int, spare: int) -> None:
        await self.wr("DATA_BASE_LO", data & 0xFFFFFFFF)
        await self.wr("DATA_BASE_HI", data >> 32)
        await self.wr("SPARE_BASE_LO", spare & 0xFFFFFFFF)
        await self.wr("SPARE_BASE_HI", spare >> 32)

    # ---- operations ----
    @staticmethod
    def row(die: int, plane: int, block: int, page: int, reg=_C.DESC_ROW) -> int:
        """DESC_ROW (or FAULT_ADDR, which has the same fields) of an address."""
        return _put(reg.PAGE, page) | _put(reg.BLOCK, block) | _put(reg.PLANE, plane) | _put(reg.DIE, die)

    async def die_space(self, ch: int) -> int:
        return _get(_C.STATUS.DIE_SPACE, await self.crd(ch, "STATUS"))

    async def push(self, ch: int, op: int, die: int, plane: int, block: int, page: int, *,
                   buf: int = 0, spare_buf: int | None = None, multi: bool = False, tag: int = 0,
                   wait_space: bool = True, search: bool = False, req: int = 0,
                   first: bool = False) -> None:
        """Push one descriptor; with wait_space, first wait until the die's queue has room."""
        lock = self._push_lock.setdefault(ch, Lock())
        # A full die is waited for outside the channel's lock, so it does not hold up pushes to
        # the other dies of its channel.
        while True:
            await lock.acquire()
            # dies beyond STATUS.DIE_SPACE's bits have no space flag: pushed without a wait
            if not wait_space or die >= _C.STATUS.DIE_SPACE.width or (await self.die_space(ch)) >> die & 1:
                break
            lock.release()
            await self._cycles(self.poll)
        try:
            regs = [("DESC_ROW", self.row(die, plane, block, page)), ("DESC_BUF_LO", buf & 0xFFFFFFFF),
                    ("DESC_BUF_HI", buf >> 32)]
            if spare_buf is not None:
                regs += [("DESC_SPARE_LO", spare_buf & 0xFFFFFFFF), ("DESC_SPARE_HI", spare_buf >> 32)]
            for name, value in regs:
                if self._desc_cache.get((ch, name)) != value:
                    await self.cwr(ch, name, value)
                    self._desc_cache[(ch, name)] = value
            d = _C.DESC_CTRL
            ctrl = (d.GO.bitmask | _put(d.OP, op) | _put(d.MULTI, multi) | _put(d.SPARE, spare_buf is not None)
                    | _put(d.SEARCH, search) | _put(d.REQ, req) | _put(d.FIRST, first)
                    | _put(d.TAG, tag))
            await self.cwr(ch, "DESC_CTRL", ctrl)
        finally:
            lock.release()

    # ---- 2PM first stage (SEARCH_*) ----
    async def search_query(self, ch: int, keys: list[bytes]) -> None:
        """Load channel ch's matcher with a query (pm2.query_words), never writing more words than
        SEARCH_STATUS.CFG_SPACE says it takes."""
        words = pm2.query_words(keys, SEARCH_KEYS, SEARCH_KEY_BYTES)
        self._search_lens[ch] = [len(k) for k in keys]
        while words:
            space = _get(_C.SEARCH_STATUS.CFG_SPACE, await self.crd(ch, "SEARCH_STATUS"))
            if not space:
                await self._cycles(self.poll)
                continue
            for addr, value in words[:space]:
                await self.cwr(ch, "SEARCH_CFG_ADDR", addr)
                await self.cwr(ch, "SEARCH_CFG_DATA", value)
            words = words[space:]

    async def search_result(self, ch: int) -> tuple[int, int, pm2.PageResult] | None:
        """The head page result of channel ch as (tag, plane, result), popped; None if there is
        none. Fragments are read only for keys the channel's last query has."""
        status = await self.crd(ch, "SEARCH_STATUS")
        if not status & _C.SEARCH_STATUS.RES_AVAIL.bitmask:
            return None
        info, adv = await self.crd(ch, "SEARCH_RES_INFO"), await self.crd(ch, "SEARCH_RES_ADV")
        lens = self._search_lens.get(ch, [])
        heads, tails = [0] * SEARCH_KEYS, [0] * SEARCH_KEYS
        sel = _C.SEARCH_RES_FRAG_SEL
        for k, ln in enumerate(lens[:SEARCH_KEYS]):
            for tail in (False, True):
                await self.cwr(ch, "SEARCH_RES_FRAG_SEL", _put(sel.KEY, k) | _put(sel.TAIL, tail))
                bits = _get(_C.SEARCH_RES_FRAG.BITS, await self.crd(ch, "SEARCH_RES_FRAG"))
                if tail:
                    tails[k] = pm2.tail_from_slot(bits, ln, SEARCH_KEY_BYTES)
                else:
                    heads[k] = bits
        await self.cwr(ch, "SEARCH_RES_POP", _C.SEARCH_RES_POP.POP.bitmask)
        r = _C.SEARCH_RES_INFO
        state_w = _C.SEARCH_RES_ADV.ADV.width // SEARCH_KEYS
        result = pm2.PageResult(cls=_get(r.CLASS, info), found=_get(r.FOUND, info),
                                adv=tuple(adv >> (state_w * s) & ((1 << state_w) - 1) for s in range(SEARCH_KEYS)),
                                head=tuple(heads), tail=tuple(tails))
        return _get(r.TAG, info), _get(r.PLANE, info), result

    async def search_results(self, ch: int, count: int, *, poll_cycles: int = 50,
                             timeout_cycles: int = 10_000_000) -> dict[tuple[int, int], pm2.PageResult]:
        """Pop channel ch's page results until `count` have arrived: {(tag, plane): result}. A
        (tag, plane) reported twice is an AssertionError; fewer than `count` in timeout_cycles a
        TimeoutError."""
        results: dict[tuple[int, int], pm2.PageResult] = {}
        waited = 0
        while len(results) < count:
            got = await self.search_result(ch)
            if got is None:
                if waited > timeout_cycles:
                    raise TimeoutError(f"channel {ch}: {len(results)} of {count} search results in {timeout_cycles} cycles")
                await self._cycles(poll_cycles)
                waited += poll_cycles
                continue
            tag, plane, res = got
            assert (tag, plane) not in results, f"channel {ch}: result for tag {tag:#x} plane {plane} twice"
            results[(tag, plane)] = res
        return results

    async def search_drain(self, ch: int) -> list[tuple[int, int, int]]:
        """Pop every page result channel ch holds now, reading only SEARCH_RES_INFO: (tag, plane,
        class) each (what a firmware that needs only the class reads)."""
        r = _C.SEARCH_RES_INFO
        n = _get(_C.SEARCH_STATUS.RES_COUNT, await self.crd(ch, "SEARCH_STATUS"))
        out = []
        for _ in range(n):
            info = await self.crd(ch, "SEARCH_RES_INFO")
            await self.cwr(ch, "SEARCH_RES_POP", _C.SEARCH_RES_POP.POP.bitmask)
            out.append((_get(r.TAG, info), _get(r.PLANE, info), _get(r.CLASS, info)))
        return out

    def forget_registers(self) -> None:
        """After a controller reset the descriptor registers are back to their reset values."""
        self._desc_cache.clear()

    async def pop(self, ch: int) -> Completion | None:
        """The head completion of channel ch, or None."""
        if not (await self.crd(ch, "STATUS")) & _C.STATUS.CPL_AVAIL.bitmask:
            return None
        info = await self.crd(ch, "CPL_INFO")
        crc = await self._crc(ch, info)
        await self.cwr(ch, "CPL_POP", _C.CPL_POP.POP.bitmask)
        return self._completion(info, *crc)

    async def _crc(self, ch: int, info: int) -> tuple[int, int]:
        """CPL_CRC (SECTORS, SPARE) of the head completion, read only when it is a CRC_ERROR (as
        firmware would)."""
        if _get(_C.CPL_INFO.STATUS, info) != St.CRC_ERROR:
            return 0, 0
        v = await self.crd(ch, "CPL_CRC")
        return _get(_C.CPL_CRC.SECTORS, v), _get(_C.CPL_CRC.SPARE, v)

    @staticmethod
    def _completion(info: int, crc_sectors: int = 0, crc_spare: int = 0) -> Completion:
        cpl = _C.CPL_INFO
        op = _get(cpl.OP, info)
        return Completion(tag=_get(cpl.TAG, info), status=St(_get(cpl.STATUS, info)),
                          op=Op(op) if op in set(Op) else op, erased=_get(cpl.ERASED, info),
                          crc_sectors=crc_sectors, crc_spare=crc_spare)

    async def wait_one(self, ch: int, timeout_cycles: int = 10_000_000, poll: int | None = None) -> Completion:
        waited = 0
        poll = poll or self.poll
        while True:
            cpl = await self.pop(ch)
            if cpl is not None:
                return cpl
            if waited > timeout_cycles:
                raise TimeoutError(f"channel {ch}: no completion in {timeout_cycles} cycles")
            await self._cycles(poll)
            waited += poll

    async def use_interrupts(self, irq) -> None:
        """Collect completions on the channels' interrupt lines (``irq`` bit c = channel c, e.g.
        flash_top.irq_o) instead of polling STATUS over the register port, as firmware would:
        with many channels, polling alone would keep the one register port busy."""
        self.irq = irq
        for ch in range(self.geo.channels if self.geo else 1):
            await self.cwr(ch, "IRQ_ENABLE", _C.IRQ_ENABLE.CPL.bitmask)

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
        crc = await self._crc(ch, info)
        await self.cwr(ch, "CPL_POP", _C.CPL_POP.POP.bitmask)
        # Let the pop reach the FIFO and the line before anyone looks at the line again: a stale
        # high would read CPL_INFO of an empty FIFO.
        await ClockCycles(self.clk, 3)
        return self._completion(info, *crc)

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
        sel = _G.BBT_SEL
        await self.wr("BBT_SEL", _put(sel.BLOCK, block) | _put(sel.PLANE, plane) | _put(sel.DIE, die)
                      | _put(sel.CHANNEL, ch))

    async def block_state(self, ch: int, die: int, plane: int, block: int) -> tuple[bool, int]:
        """(bad, pages written since the last erase)."""
        await self.select_block(ch, die, plane, block)
        v = await self.rd("BBT_STATE")
        return bool(_get(_G.BBT_STATE.BAD, v)), _get(_G.BBT_STATE.WRITTEN, v)

    async def mark_bad(self, ch: int, die: int, plane: int, block: int, bad: bool = True) -> None:
        await self.select_block(ch, die, plane, block)
        ctl = _G.BBT_CTRL
        await self.wr("BBT_CTRL", ctl.SET_BAD.bitmask if bad else ctl.CLEAR_BAD.bitmask)

    async def fault_rule(self, index: int, kind: Fault, ch: int, die: int, plane: int, block: int,
                         page: int = 0, whole_block: bool = False) -> None:
        await self.wr("FAULT_SEL", index)
        await self.wr("FAULT_ADDR", self.row(die, plane, block, page, reg=_G.FAULT_ADDR))
        rule = _G.FAULT_RULE
        await self.wr("FAULT_RULE", _put(rule.KIND, kind) | _put(rule.WHOLE_BLOCK, whole_block)
                      | _put(rule.CHANNEL, ch) | rule.WRITE.bitmask)

    async def corrupt_at(self, byte: int, bit: int) -> None:
        """Where every CORRUPT rule flips its bit: `bit` of byte `byte` modulo the page size."""
        flip = _G.FAULT_FLIP
        await self.wr("FAULT_FLIP", _put(flip.BYTE, byte) | _put(flip.BIT, bit))

    async def monitor(self, ch: int, die: int, index: int) -> int:
        """Die counter (die < 15) or channel counter (die = 15); see flash.rdl MON_SEL."""
        sel = _G.MON_SEL
        await self.wr("MON_SEL", _put(sel.INDEX, index) | _put(sel.DIE, die) | _put(sel.CHANNEL, ch))
        await self._cycles(2)
        return await self.rd("MON_DATA")
