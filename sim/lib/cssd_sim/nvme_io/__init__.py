"""Python model of the per-set I/O firmware behind SACA (stands in for the set cores until the
Rocket firmware exists).

It speaks the hardware queue interface of `rtl/nvme/nvme_set.rdl` through the firmware AXI4-Lite
port, exactly as the per-set firmware will: pop a command (CMD_*), move its data with transfer
requests that name the command's slot (REQ_*, the PRP engine resolves host addresses), complete
it (REQ_CTRL.KIND = 1, or AUTO_CPL on the last transfer). Namespace data lives in controller
memory (the DDR model), one region per namespace (`ns_base`), so a Read is a transfer from that
region and a Write a transfer into it: "a memory" the commands are served against.

Modes:
- `latency_ns = 0`: zero-latency back end. Each Read/Write is one transfer with AUTO_CPL, issued
  as soon as the command is read: what the front end benchmark measures.
- `latency_ns > 0`: fixed latency: the command completes that long after it was read.
- `chunk`: move data in transfers of at most this many bytes (e.g. a 16 KiB flash page), waiting
  for each DONE, then complete with a completion request: exercises offset transfers and DONE.

Write Zeroes and Dataset Management (deallocate) touch the DDR model directly (the real firmware
would use the flash back end); deallocated blocks read as zeros (Identify Namespace DLFEAT = 001b).
"""

from __future__ import annotations

import logging
import struct
from dataclasses import dataclass, field
from typing import Callable, Optional

import cocotb
from cocotb.triggers import ClockCycles, Event, Lock, Timer
from peakrdl_python.lib import AsyncCallbackSet

from cssd_nvme.nvme_spec import SQE_DW0
from cssd_regs.fw_port.reg_model import RegModel as FwPortMap
from cssd_regs.nvme_set.reg_model import RegModel as NvmeSetMap
from cssd_sim.nvme_fw import status as st

# Register offsets inside a set window, from the generated map (rtl/nvme/doc/nvme_set.md).
_MAP = NvmeSetMap(callbacks=AsyncCallbackSet())
STATUS, GEOMETRY = _MAP.STATUS.address, _MAP.GEOMETRY.address
CMD_INFO, CMD_LEN, CMD_POP, CMD_DW0 = (_MAP.CMD_INFO.address, _MAP.CMD_LEN.address, _MAP.CMD_POP.address,
                                       _MAP.CMD_DW0.address)
REQ_LOCAL, REQ_OFFSET, REQ_LEN, REQ_DW0, REQ_CTRL = (_MAP.REQ_LOCAL.address, _MAP.REQ_OFFSET.address,
                                                     _MAP.REQ_LEN.address, _MAP.REQ_DW0.address,
                                                     _MAP.REQ_CTRL.address)
DONE_INFO, DONE_POP = _MAP.DONE_INFO.address, _MAP.DONE_POP.address
REQ_OVERFLOW = _MAP.REQ_OVERFLOW.address
ST_CMD, ST_DONE, ST_REQ_SPACE = 1, 2, 4  # STATUS.CMD_AVAIL, DONE_AVAIL, REQ_SPACE

OPC_FLUSH, OPC_WRITE, OPC_READ, OPC_WRITE_ZEROES, OPC_DSM = 0x00, 0x01, 0x02, 0x08, 0x09

# Controller memory layout the model uses: namespace regions and per-set scratch.
NS_REGION_BASE = 0x1000_0000
NS_REGION_STRIDE = 0x1000_0000
SCRATCH_BASE = 0x0400_0000


def ns_base(nsid: int) -> int:
    """Controller-memory address of LBA 0 of namespace `nsid`."""
    return NS_REGION_BASE + (nsid - 1) * NS_REGION_STRIDE


_FW_PORT = FwPortMap(callbacks=AsyncCallbackSet(read_callback=None, write_callback=None))


def set_window(set_id: int) -> int:
    """Fw-port address of set `set_id`'s queue registers (rtl/top/fw_port.rdl)."""
    return _FW_PORT.set[set_id].address


@dataclass
class SetCommand:
    slot: int
    sqid: int
    length: int
    opcode: int
    cid: int
    nsid: int
    cdw10: int
    cdw11: int
    cdw12: int


@dataclass
class SetStats:
    commands: int = 0
    transfers: int = 0
    completions: int = 0
    by_opcode: dict[int, int] = field(default_factory=dict)


class IoSetModel:
    """Firmware of one NVM set (see the module docstring)."""

    def __init__(self, axil, set_id: int, ddr, lba_shift: dict[int, int], ns_blocks: dict[int, int], *,
                 clk, latency_ns: int = 0, chunk: Optional[int] = None, poll_interval: int = 4,
                 on_io: Optional[Callable[[bool, int, int], None]] = None) -> None:
        self.axil = axil
        self.set_id = set_id
        self.base = set_window(set_id)
        self.ddr = ddr
        self.lba_shift = lba_shift
        self.ns_blocks = ns_blocks
        self.clk = clk
        self.latency_ns = latency_ns
        self.chunk = chunk
        self.poll_interval = poll_interval
        # Reads and writes are reported to the management firmware (SMART counters), as the set
        # cores will through shared memory: on_io(is_read, bytes, nsid).
        self.on_io = on_io
        self.paused = False
        # Zero-latency Reads/Writes are served inline by the polling loop; a back end that waits
        # for media (the FTL model) serves every command in its own coroutine instead.
        self.serve_inline = True
        self.stats = SetStats()
        self.log = logging.getLogger(f"cocotb.set{set_id}")
        self._done: dict[int, Event] = {}
        self._done_status: dict[int, int] = {}
        self._running = False
        self._task = None
        self._last: dict[int, int] = {}  # request registers already holding a value
        self.scratch = SCRATCH_BASE + set_id * 0x0010_0000
        self.received: list[SetCommand] = []
        # Requests are several register writes: one writer at a time (served commands run as
        # their own coroutines in the latency and chunked modes).
        self._req_lock = Lock()
        self._inflight = 0
        # Requests pushed so far: a push may skip the REQ_SPACE check only if nothing was pushed
        # since the STATUS read that showed room (a served command's completion can slip in).
        self._pushes = 0

    async def rd(self, off: int) -> int:
        return await self.axil.read_dword(self.base + off)

    async def wr(self, off: int, value: int) -> None:
        await self.axil.write_dword(self.base + off, value)

    async def _wr_cached(self, off: int, value: int) -> None:
        if self._last.get(off) != value:
            await self.wr(off, value)
            self._last[off] = value

    def start(self) -> None:
        self._running = True
        self._task = cocotb.start_soon(self._run())

    def stop(self) -> None:
        self._running = False
        if self._task is not None:
            self._task.cancel()
            self._task = None

    # ---- requests ----
    async def _wait_space(self) -> None:
        while not await self.rd(STATUS) & ST_REQ_SPACE:
            await ClockCycles(self.clk, self.poll_interval)

    async def transfer(self, slot: int, offset: int, length: int, local: int, to_host: bool, *,
                       auto_cpl: bool = False, check_space: bool = True) -> None:
        async with self._req_lock:
            if check_space:
                await self._wait_space()
            await self._wr_cached(REQ_LOCAL, local)
            await self._wr_cached(REQ_OFFSET, offset)
            await self._wr_cached(REQ_LEN, length)
            await self.wr(REQ_CTRL, slot | int(to_host) << 11 | int(auto_cpl) << 12 | 1 << 31)
            self._pushes += 1
        self.stats.transfers += 1
        if auto_cpl:
            self.stats.completions += 1

    async def complete(self, slot: int, status: int, dw0: int = 0, *, check_space: bool = True) -> None:
        async with self._req_lock:
            if check_space:
                await self._wait_space()
            await self._wr_cached(REQ_DW0, dw0)
            await self.wr(REQ_CTRL, slot | 1 << 10 | (status & 0x7FFF) << 16 | 1 << 31)
            self._pushes += 1
        self.stats.completions += 1

    async def transfer_wait(self, slot: int, offset: int, length: int, local: int, to_host: bool) -> int:
        """A transfer without AUTO_CPL; returns its DONE status."""
        ev = Event()
        self._done[slot] = ev
        await self.transfer(slot, offset, length, local, to_host)
        await ev.wait()
        return self._done_status.pop(slot)

    # ---- main loop ----
    async def _run(self) -> None:
        while self._running:
            st = await self.rd(STATUS)
            pushes_at_status = self._pushes
            if st & ST_DONE:
                info = await self.rd(DONE_INFO)
                await self.wr(DONE_POP, 1)
                slot, status = info & 0xFFFF, (info >> 16) & 7
                ev = self._done.pop(slot, None)
                if ev is None:
                    raise AssertionError(f"set {self.set_id}: DONE for slot {slot} nobody waits for")
                self._done_status[slot] = status
                ev.set()
                continue
            if st & ST_CMD and not self.paused:
                cmd = await self._pop()
                if (self.serve_inline and self.latency_ns == 0 and self.chunk is None
                        and cmd.opcode in (OPC_READ, OPC_WRITE)):
                    # The STATUS read above said REQ_SPACE: room for this push unless another
                    # push (a served command's completion) came in between.
                    await self._serve_rw_auto(cmd, check_space=not st & ST_REQ_SPACE or self._inflight > 0
                                              or self._pushes != pushes_at_status)
                else:
                    self._inflight += 1
                    cocotb.start_soon(self._serve_counted(cmd))
                continue
            await ClockCycles(self.clk, self.poll_interval)

    async def overflows(self) -> int:
        """REQ_OVERFLOW: requests this model pushed without room (lost). Must stay 0."""
        return await self.rd(REQ_OVERFLOW)

    async def _pop(self) -> SetCommand:
        info = await self.rd(CMD_INFO)
        length = await self.rd(CMD_LEN)
        dw0 = await self.rd(CMD_DW0)
        nsid = await self.rd(CMD_DW0 + 4)
        cdw10 = await self.rd(CMD_DW0 + 40)
        cdw11 = await self.rd(CMD_DW0 + 44)
        cdw12 = await self.rd(CMD_DW0 + 48)
        await self.wr(CMD_POP, 1)
        cmd = SetCommand(info & 0xFFFF, info >> 16, length & 0xFFFFFF, SQE_DW0.OPC.get(dw0), SQE_DW0.CID.get(dw0), nsid,
                         cdw10, cdw11, cdw12)
        self.stats.commands += 1
        self.stats.by_opcode[cmd.opcode] = self.stats.by_opcode.get(cmd.opcode, 0) + 1
        self.received.append(cmd)
        if self.on_io is not None and cmd.opcode in (OPC_READ, OPC_WRITE):
            self.on_io(cmd.opcode == OPC_READ, cmd.length, cmd.nsid)
        return cmd

    def _local(self, cmd: SetCommand) -> int:
        slba = cmd.cdw10 | cmd.cdw11 << 32
        return ns_base(cmd.nsid) + (slba << self.lba_shift[cmd.nsid])

    async def _serve_rw_auto(self, cmd: SetCommand, check_space: bool = True) -> None:
        await self.transfer(cmd.slot, 0, cmd.length, self._local(cmd), cmd.opcode == OPC_READ,
                            auto_cpl=True, check_space=check_space)

    async def dsm_ranges(self, cmd: SetCommand) -> tuple[int, list[tuple[int, int, int]]]:
        """Fetch a Dataset Management command's ranges (context attributes, LBAs, SLBA) and
        check them against the namespace; returns (NVMe status, ranges)."""
        # One 4 KiB scratch page per slot (256 ranges x 16 B): DSM commands of this set may be
        # in flight together, and a shared page would let one read the other's ranges.
        scratch = self.scratch + (cmd.slot << 12)
        res = await self.transfer_wait(cmd.slot, 0, cmd.length, scratch, False)
        if res != 0:
            return _xfer_status(res), []
        raw = self.ddr.read(scratch, cmd.length)
        ranges = [struct.unpack_from("<IIQ", raw, 16 * i) for i in range(cmd.length // 16)]
        blocks = self.ns_blocks[cmd.nsid]
        if any(slba + n > blocks for _, n, slba in ranges):
            return st.status(st.LBA_OUT_OF_RANGE, dnr=True), ranges
        return st.SUCCESS, ranges

    async def _serve_counted(self, cmd: SetCommand) -> None:
        try:
            await self._serve(cmd)
        finally:
            self._inflight -= 1

    async def _serve(self, cmd: SetCommand) -> None:
        if self.latency_ns:
            await Timer(self.latency_ns, "ns")
        status = st.SUCCESS
        if cmd.opcode in (OPC_READ, OPC_WRITE):
            if self.chunk is None:
                await self._serve_rw_auto(cmd)
                return
            local = self._local(cmd)
            offsets = list(range(0, cmd.length, self.chunk))
            for off in offsets:
                n = min(self.chunk, cmd.length - off)
                res = await self.transfer_wait(cmd.slot, off, n, local + off, cmd.opcode == OPC_READ)
                if res != 0:
                    status = _xfer_status(res)
                    break
        elif cmd.opcode == OPC_WRITE_ZEROES:
            slba = cmd.cdw10 | cmd.cdw11 << 32
            nlb = (cmd.cdw12 & 0xFFFF) + 1
            sh = self.lba_shift[cmd.nsid]
            self.ddr.write(self._local(cmd), bytes(nlb << sh))
        elif cmd.opcode == OPC_DSM:
            status, ranges = await self.dsm_ranges(cmd)
            if status == st.SUCCESS and cmd.cdw11 & 4:  # AD: deallocate, reads return zeros afterwards
                sh = self.lba_shift[cmd.nsid]
                for _, n, slba in ranges:
                    if n:
                        self.ddr.write(ns_base(cmd.nsid) + (slba << sh), bytes(n << sh))
        # Flush: nothing is cached in this model.
        await self.complete(cmd.slot, status)


def _xfer_status(res: int) -> int:
    """NVMe status for a failed transfer (same mapping as the hardware's AUTO_CPL)."""
    code, dnr = {1: (st.PRP_OFFSET_INVALID, True), 2: (st.INVALID_FIELD, True),
                 3: (st.DATA_TRANSFER_ERROR, False), 5: (st.ABORT_REQUESTED, False)}.get(
                     res, (st.INTERNAL_ERROR, True))
    return st.status(code, dnr=dnr)


class IoBackEnd:
    """One IoSetModel per NVM set on the RTL's firmware port (shares the management model's
    AXI4-Lite master)."""

    def __init__(self, fw_hw, fw_config, ddr, *, num_sets: int, set_model: type = IoSetModel, **kw) -> None:
        """``set_model``: the per-set firmware class (IoSetModel, or page_ftl.FtlSetModel, which
        keeps the data on the flash instead of in namespace regions); ``kw`` goes to it."""
        shifts = {ns.nsid: ns.lba_size.bit_length() - 1 for ns in fw_config.namespaces}
        blocks = {ns.nsid: ns.blocks for ns in fw_config.namespaces}
        for ns in fw_config.namespaces:
            if set_model is IoSetModel and ns.blocks << shifts[ns.nsid] > NS_REGION_STRIDE:
                raise ValueError(f"namespace {ns.nsid} does not fit its {NS_REGION_STRIDE:#x}-byte region")
        self.sets = [set_model(fw_hw.axil, i, ddr, shifts, blocks, clk=fw_hw.clk, **kw)
                     for i in range(num_sets)]

    def start(self) -> None:
        for s in self.sets:
            s.start()

    def stop(self) -> None:
        for s in self.sets:
            s.stop()

    def set_latency(self, latency_ns: int) -> None:
        for s in self.sets:
            s.latency_ns = latency_ns

    def set_chunk(self, chunk: Optional[int]) -> None:
        for s in self.sets:
            s.chunk = chunk
