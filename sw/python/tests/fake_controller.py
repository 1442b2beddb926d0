"""A small pure-Python NVMe controller model for exercising the driver end to end.

It implements :class:`cssd_nvme.transport.RegisterAccess` (the BAR0 register file) and
reaches host memory through any object with async ``read(addr, n)`` / ``write(addr, data)``,
so it runs on plain asyncio (unit tests) and behind a cocotbext-pcie endpoint (the cocotb
transport bench) alike.

Behaviour (NVMe Base Specification 2.0):

* CAP/VS/CC/CSTS/AQA/ASQ/ACQ with CSTS.RDY following CC.EN after ``rdy_delay`` seconds,
  optional failure modes (``never_ready``, ``cfs_on_enable``), CC.SHN -> CSTS.SHST.
* Doorbells: SQ tails and CQ heads, with protocol checks recorded in ``errors`` (writes to
  doorbells of queues that do not exist, values >= depth, CQ heads past the tail, CID
  conflicts among a queue's outstanding commands).
* A fetch loop that polls the SQ tail doorbells, executes admin commands in order and I/O
  commands concurrently, and posts completions with the phase tag and SQHD, waiting when the
  CQ is full (per the CQ head doorbell); an interrupt callback per CQ vector.
* Admin: Identify (CNS 00h-04h), Get Log Page (01h-03h), Get/Set Features (a few), Create/
  Delete I/O SQ/CQ with the spec's errors, Abort, Asynchronous Event Request, Keep Alive.
* I/O: Flush, Read, Write (RAM-backed namespaces through the PRPs) and a vendor-specific
  ECHO (opcode 80h): DW0 = CDW12, DW1 = CDW13, completes after CDW14 microseconds with the
  status CDW15 holds (bits 7:0 SC, 10:8 SCT, bit 15 DNR).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Optional, Protocol

from cssd_nvme.command import Command, Completion
from cssd_nvme.prp import PrpError, walk_prps
from cssd_nvme.spec import (
    CQE_SIZE,
    SQE_SIZE,
    AdminOpcode,
    AsyncEvent,
    Cap,
    Cc,
    Csts,
    FeatureId,
    LogPageId,
    NidType,
    NvmOpcode,
    Reg,
    Shn,
    Shst,
)
from cssd_nvme.status import CommandSpecificStatus as CS
from cssd_nvme.status import GenericStatus as GS
from cssd_nvme.status import NvmeStatus
from cssd_nvme.structs import (
    ErrorLogEntry,
    FirmwareSlotLog,
    IdentifyController,
    IdentifyNamespace,
    LbaFormat,
    NsIdDescriptorList,
    NvmSetList,
    SmartLog,
    build_ns_list,
)
from cssd_nvme.transport import RegisterAccess, Timebase, WaitEvent

ECHO_OPCODE = 0x80
OK = NvmeStatus()


class Dma(Protocol):
    def read(self, addr: int, n: int) -> Awaitable[bytes]: ...

    def write(self, addr: int, data: bytes) -> Awaitable[None]: ...


@dataclass
class Namespace:
    nsze: int
    lbads: int = 12
    blocks: dict[int, bytes] = field(default_factory=dict)

    @property
    def lba_size(self) -> int:
        return 1 << self.lbads


@dataclass
class _Sq:
    qid: int
    base: int
    depth: int
    cqid: int
    prio: int = 0
    head: int = 0
    tail: int = 0


@dataclass
class _Cq:
    qid: int
    base: int
    depth: int
    vector: int
    ien: bool
    head: int = 0  # host's doorbell
    tail: int = 0
    phase: int = 1


class _Inflight:
    def __init__(self, ev: WaitEvent) -> None:
        self.abort_status: Optional[NvmeStatus] = None
        self.event = ev


class FakeNvmeController(RegisterAccess):
    """See the module docstring. ``interrupt(vector)`` may return an awaitable."""

    def __init__(self, dma: Dma, timebase: Timebase, *,
                 interrupt: Optional[Callable[[int], Any]] = None,
                 mqes: int = 4095, dstrd: int = 0, to: int = 1, cqr: bool = True, wrr: bool = True,
                 mpsmin: int = 0, mpsmax: int = 4, rdy_delay: float = 1e-3, shutdown_delay: float = 1e-3,
                 never_ready: bool = False, cfs_on_enable: bool = False, max_queues: int = 64,
                 num_vectors: int = 32, namespaces: Optional[dict[int, Namespace]] = None, nn: int = 16,
                 mdts: int = 5, aerl: int = 3, poll_interval: float = 5e-3) -> None:
        self.dma = dma
        self.tb = timebase
        self.interrupt = interrupt
        self.cap = Cap(mqes=mqes, cqr=int(cqr), ams=Cap.AMS_WRR if wrr else 0, to=to, dstrd=dstrd,
                       css=Cap.CSS_NVM, mpsmin=mpsmin, mpsmax=mpsmax)
        self.rdy_delay = rdy_delay
        self.shutdown_delay = shutdown_delay
        self.never_ready = never_ready
        self.cfs_on_enable = cfs_on_enable
        self.max_queues = max_queues
        self.num_vectors = num_vectors
        self.namespaces = namespaces if namespaces is not None else {1: Namespace(nsze=1 << 16, lbads=12),
                                                                     2: Namespace(nsze=1 << 20, lbads=9)}
        self.nn = nn
        self.mdts = mdts
        self.aerl = aerl
        self.poll_interval = poll_interval
        # register state
        self.cc = 0
        self.csts = 0
        self.aqa = 0
        self.asq = 0
        self.acq = 0
        self.intms = 0
        # queue state
        self.sqs: dict[int, _Sq] = {}
        self.cqs: dict[int, _Cq] = {}
        self.page_size = 4096
        self.nsqa = self.ncqa = max_queues
        self.io_queues_created = False
        self.features: dict[int, int] = {FeatureId.ARBITRATION: 0, FeatureId.VOLATILE_WRITE_CACHE: 0,
                                         FeatureId.KEEP_ALIVE_TIMER: 0, FeatureId.ASYNC_EVENT_CONFIG: 0,
                                         FeatureId.INTERRUPT_COALESCING: 0,
                                         FeatureId.TEMPERATURE_THRESHOLD: 343}
        self.unchangeable = {FeatureId.WRITE_ATOMICITY_NORMAL}
        self.inflight: dict[tuple[int, int], _Inflight] = {}
        self.aers: list[int] = []  # CIDs of outstanding AERs
        self.queued_events: list[AsyncEvent] = []
        self.error_entries: list[bytes] = []
        self.host_reads = 0
        self.host_writes = 0
        # observation / fault injection
        self.errors: list[str] = []
        self.commands: list[tuple[int, Command]] = []
        self.reg_writes: list[tuple[int, int]] = []
        self.interrupts: dict[int, int] = {}
        self.cq_full_waits = 0
        self.fetch_paused = False
        self.drop_interrupts = False
        self._nudge = timebase.event()
        self._cq_space = timebase.event()
        self._running = False
        self._gen = 0  # bumps on every reset so stale tasks stop

    # ------------------------------------------------------------------------------ registers

    @property
    def ready(self) -> bool:
        return bool(self.csts & 1)

    async def read32(self, offset: int) -> int:
        if offset in (Reg.CAP, Reg.CAP + 4):
            return (self.cap.encode() >> (8 * (offset - Reg.CAP))) & 0xFFFFFFFF
        if offset in (Reg.ASQ, Reg.ASQ + 4):
            return (self.asq >> (8 * (offset - Reg.ASQ))) & 0xFFFFFFFF
        if offset in (Reg.ACQ, Reg.ACQ + 4):
            return (self.acq >> (8 * (offset - Reg.ACQ))) & 0xFFFFFFFF
        return {Reg.VS: 0x00020000, Reg.CC: self.cc, Reg.CSTS: self.csts, Reg.AQA: self.aqa,
                Reg.INTMS: self.intms, Reg.INTMC: self.intms}.get(offset, 0)  # type: ignore[call-overload]

    async def write32(self, offset: int, value: int) -> None:
        self.reg_writes.append((offset, value))
        if offset >= 0x1000:
            self._doorbell(offset, value)
        elif offset == Reg.CC:
            self._write_cc(value)
        elif offset == Reg.AQA:
            self.aqa = value & 0x0FFF0FFF
        elif offset in (Reg.ASQ, Reg.ASQ + 4):
            self.asq = self._merge(self.asq, offset - Reg.ASQ, value) & ~0xFFF
        elif offset in (Reg.ACQ, Reg.ACQ + 4):
            self.acq = self._merge(self.acq, offset - Reg.ACQ, value) & ~0xFFF
        elif offset == Reg.INTMS:
            self.intms |= value
        elif offset == Reg.INTMC:
            self.intms &= ~value

    @staticmethod
    def _merge(old: int, half: int, value: int) -> int:
        shift = 8 * half
        return (old & ~(0xFFFFFFFF << shift)) | ((value & 0xFFFFFFFF) << shift)

    def _write_cc(self, value: int) -> None:
        old = Cc.decode(self.cc)
        new = Cc.decode(value)
        self.cc = value
        if new.en and not old.en:
            self._gen += 1
            self.tb.spawn(self._enable(self._gen))
        elif old.en and not new.en:
            self._gen += 1
            self._reset()
            self.tb.spawn(self._clear_ready(self._gen))
        elif new.en and new.shn != Shn.NONE and old.shn == Shn.NONE:
            self.csts = (self.csts & ~0xC) | (Shst.OCCURRING << 2)
            self.tb.spawn(self._shutdown(self._gen))

    async def _enable(self, gen: int) -> None:
        await self.tb.sleep(self.rdy_delay)
        if gen != self._gen or self.never_ready:
            return
        if self.cfs_on_enable:
            self.csts |= 0x2
            return
        cc = Cc.decode(self.cc)
        self.page_size = 1 << (12 + cc.mps)
        asqs, acqs = (self.aqa & 0xFFF) + 1, ((self.aqa >> 16) & 0xFFF) + 1
        self.cqs[0] = _Cq(0, self.acq, acqs, vector=0, ien=True)
        self.sqs[0] = _Sq(0, self.asq, asqs, cqid=0)
        self.csts = (self.csts & ~0xC) | 0x1
        self._running = True
        self.tb.spawn(self._fetch_loop(gen))

    async def _clear_ready(self, gen: int) -> None:
        await self.tb.sleep(self.rdy_delay)
        if gen == self._gen:
            self.csts &= ~0x3 & ~0xC

    async def _shutdown(self, gen: int) -> None:
        await self.tb.sleep(self.shutdown_delay)
        if gen == self._gen:
            self._running = False
            self.csts = (self.csts & ~0xC) | (Shst.COMPLETE << 2)

    def _reset(self) -> None:
        self._running = False
        self.sqs.clear()
        self.cqs.clear()
        self.inflight.clear()
        self.aers.clear()
        self.nsqa = self.ncqa = self.max_queues
        self.io_queues_created = False
        self._nudge.set()

    def _doorbell(self, offset: int, value: int) -> None:
        stride = 4 << self.cap.dstrd
        index, rem = divmod(offset - 0x1000, stride)
        if rem:
            self.errors.append(f"doorbell write at unaligned offset {offset:#x}")
            return
        qid, is_cq = divmod(index, 2)
        if is_cq:
            cq = self.cqs.get(qid)
            if cq is None:
                self.errors.append(f"CQ {qid} head doorbell written but the CQ does not exist")
                return
            if value >= cq.depth:
                self.errors.append(f"CQ {qid} head doorbell value {value} >= depth {cq.depth}")
                return
            if (value - cq.head) % cq.depth > (cq.tail - cq.head) % cq.depth:
                self.errors.append(f"CQ {qid} head doorbell {value} moves past the tail {cq.tail} (head {cq.head})")
                return
            cq.head = value
            self._cq_space.set()
        else:
            sq = self.sqs.get(qid)
            if sq is None:
                self.errors.append(f"SQ {qid} tail doorbell written but the SQ does not exist")
                return
            if value >= sq.depth:
                self.errors.append(f"SQ {qid} tail doorbell value {value} >= depth {sq.depth}")
                return
            sq.tail = value
            self._nudge.set()

    # ------------------------------------------------------------------------------ test hooks

    def pause_fetch(self) -> None:
        self.fetch_paused = True

    def resume_fetch(self) -> None:
        self.fetch_paused = False
        self._nudge.set()

    async def post_async_event(self, event_type: int, info: int, log_page: int) -> None:
        """Complete the oldest outstanding AER with this event (or queue it)."""
        ev = AsyncEvent(event_type, info, log_page, 0)
        if self.aers:
            await self._post(0, 0, self.aers.pop(0), dw0=ev.encode())
        else:
            self.queued_events.append(ev)

    def add_error_entry(self, **fields: int) -> None:
        """Prepend an Error Information log entry (newest first)."""
        self.error_entries.insert(0, ErrorLogEntry.build(**fields))

    # ------------------------------------------------------------------------------ engine

    async def _fetch_loop(self, gen: int) -> None:
        while self._running and gen == self._gen:
            did = False
            if not self.fetch_paused:
                for sq in sorted(self.sqs.values(), key=lambda s: s.qid):
                    if sq.head == sq.tail or self.sqs.get(sq.qid) is not sq:
                        continue
                    raw = await self.dma.read(sq.base + sq.head * SQE_SIZE, SQE_SIZE)
                    sq.head = (sq.head + 1) % sq.depth
                    cmd = Command.from_bytes(raw)
                    self.commands.append((sq.qid, cmd))
                    did = True
                    if sq.qid == 0:
                        await self._admin(cmd)
                    else:
                        self._start_io(sq, cmd)
                    if gen != self._gen:
                        return
            if not did:
                self._nudge.clear()
                await self._nudge.wait(self.poll_interval)

    async def _post(self, cqid: int, sqid: int, cid: int, *, dw0: int = 0, dw1: int = 0,
                    status: NvmeStatus = OK) -> None:
        gen = self._gen
        cq = self.cqs.get(cqid)
        sq = self.sqs.get(sqid)
        if cq is None:
            self.errors.append(f"completion for SQ {sqid} CID {cid} dropped: CQ {cqid} does not exist")
            return
        while (cq.tail + 1) % cq.depth == cq.head:
            self.cq_full_waits += 1
            self._cq_space.clear()
            await self._cq_space.wait(self.poll_interval)
            if gen != self._gen:
                return
        slot, phase = cq.tail, cq.phase
        cq.tail = (cq.tail + 1) % cq.depth
        if cq.tail == 0:
            cq.phase ^= 1
        st = NvmeStatus(sc=status.sc, sct=status.sct, dnr=status.dnr, more=status.more, crd=status.crd, phase=phase)
        sqhd = sq.head if sq is not None else 0
        await self.dma.write(cq.base + slot * CQE_SIZE,
                             Completion(dw0, dw1, sqhd, sqid, cid, st).to_bytes())
        if cq.ien:
            self.interrupts[cq.vector] = self.interrupts.get(cq.vector, 0) + 1
            if self.interrupt is not None and not self.drop_interrupts:
                r = self.interrupt(cq.vector)
                if inspect.isawaitable(r):
                    await r

    async def _to_host(self, cmd: Command, data: bytes) -> Optional[NvmeStatus]:
        try:
            segs = await walk_prps(cmd.prp1, cmd.prp2, len(data), self.page_size, self.dma.read)
        except PrpError as exc:
            self.errors.append(f"{cmd.describe()}: {exc}")
            return NvmeStatus.of(GS.PRP_OFFSET_INVALID)
        pos = 0
        for addr, n in segs:
            await self.dma.write(addr, data[pos: pos + n])
            pos += n
        return None

    async def _from_host(self, cmd: Command, n: int) -> tuple[bytes, Optional[NvmeStatus]]:
        try:
            segs = await walk_prps(cmd.prp1, cmd.prp2, n, self.page_size, self.dma.read)
        except PrpError as exc:
            self.errors.append(f"{cmd.describe()}: {exc}")
            return b"", NvmeStatus.of(GS.PRP_OFFSET_INVALID)
        out = bytearray()
        for addr, ln in segs:
            out += await self.dma.read(addr, ln)
        return bytes(out), None

    # ------------------------------------------------------------------------------ admin

    async def _admin(self, cmd: Command) -> None:
        op = cmd.opcode
        handler = {
            AdminOpcode.IDENTIFY: self._identify,
            AdminOpcode.GET_LOG_PAGE: self._get_log_page,
            AdminOpcode.GET_FEATURES: self._get_features,
            AdminOpcode.SET_FEATURES: self._set_features,
            AdminOpcode.CREATE_IO_CQ: self._create_cq,
            AdminOpcode.CREATE_IO_SQ: self._create_sq,
            AdminOpcode.DELETE_IO_SQ: self._delete_sq,
            AdminOpcode.DELETE_IO_CQ: self._delete_cq,
            AdminOpcode.ABORT: self._abort,
            AdminOpcode.KEEP_ALIVE: self._keep_alive,
        }.get(op)  # type: ignore[call-overload]
        if op == AdminOpcode.ASYNC_EVENT_REQUEST:
            if len(self.aers) > self.aerl:
                await self._post(0, 0, cmd.cid, status=NvmeStatus.of(CS.ASYNC_EVENT_REQUEST_LIMIT_EXCEEDED))
            elif self.queued_events:
                await self._post(0, 0, cmd.cid, dw0=self.queued_events.pop(0).encode())
            else:
                self.aers.append(cmd.cid)
            return
        if handler is None:
            status, dw0 = NvmeStatus.of(GS.INVALID_OPCODE, dnr=True), 0
        else:
            status, dw0 = await handler(cmd)
        await self._post(0, 0, cmd.cid, dw0=dw0, status=status)

    def identify_controller_data(self) -> bytes:
        return IdentifyController.build(
            vid=0x1D1D, ssvid=0x1D1D, sn="CSSD0001", mn="cssd fake controller", fr="0.1", rab=1,
            ieee=0x00A0B1, cmic=0, mdts=self.mdts, cntlid=1, ver=0x00020000, rtd3e=1000, oacs=0,
            acl=3, aerl=self.aerl, frmw=0x02, lpa=0x02, elpe=3, npss=0, wctemp=353, cctemp=363,
            sqes=0x66, cqes=0x44, maxcmd=0, nn=self.nn, oncs=0, vwc=0, sgls=0, nsetidmax=2,
            subnqn="nqn.2024-01.org.cssd:fake",
            power_states=[dict(mp=2500, enlat=10, exlat=10)])

    def identify_namespace_data(self, nsid: int) -> bytes:
        ns = self.namespaces[nsid]
        return IdentifyNamespace.build(
            nsze=ns.nsze, ncap=ns.nsze, nuse=len(ns.blocks), flbas=0, nvmsetid=1 + (nsid - 1) % 2,
            endgid=1, nguid=bytes(range(nsid, nsid + 16)), eui64=bytes([0xEE] * 7 + [nsid]),
            lba_formats=[LbaFormat(ms=0, lbads=ns.lbads, rp=0), LbaFormat(ms=8, lbads=ns.lbads, rp=1)])

    async def _identify(self, cmd: Command) -> tuple[NvmeStatus, int]:
        cns = cmd.cdw10 & 0xFF
        nsid = cmd.nsid
        bad_ns = NvmeStatus.of(GS.INVALID_NAMESPACE_OR_FORMAT, dnr=True)
        if cns == 0x00:
            if nsid == 0 or (nsid > self.nn and nsid != 0xFFFFFFFF):
                return bad_ns, 0
            data = self.identify_namespace_data(nsid) if nsid in self.namespaces else bytes(4096)
        elif cns == 0x01:
            data = self.identify_controller_data()
        elif cns == 0x02:
            if nsid >= 0xFFFFFFFE:
                return bad_ns, 0
            data = build_ns_list(sorted(n for n in self.namespaces if n > nsid)[:1024])
        elif cns == 0x03:
            if nsid not in self.namespaces:
                return bad_ns, 0
            data = NsIdDescriptorList.build([
                (NidType.EUI64, bytes([0xEE] * 7 + [nsid])), (NidType.NGUID, bytes(range(nsid, nsid + 16))),
                (NidType.UUID, bytes([0x55] * 15 + [nsid])), (NidType.CSI, b"\x00")])
        elif cns == 0x04:
            start = cmd.cdw11 & 0xFFFF
            sets = [dict(nvmsetid=i, endgid=1, rr4kt=800 * i, ows=8, tnvmsetcap=(1 << 30) * i,
                         unvmsetcap=(1 << 20) * i) for i in (1, 2) if i >= start]
            data = NvmSetList.build(sets)
        else:
            return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0
        return (await self._to_host(cmd, data)) or OK, 0

    def log_page(self, lid: int) -> Optional[bytes]:
        if lid == LogPageId.ERROR_INFORMATION:
            entries = self.error_entries[:4]
            return b"".join(entries).ljust(4 * 64, b"\x00")
        if lid == LogPageId.SMART_HEALTH:
            return SmartLog.build(critical_warning=0, composite_temperature=310, available_spare=100,
                                  available_spare_threshold=10, percentage_used=1,
                                  data_units_read=(1 << 70) + 5, data_units_written=7,
                                  host_read_commands=self.host_reads, host_write_commands=self.host_writes,
                                  power_cycles=3, power_on_hours=42, unsafe_shutdowns=1,
                                  error_log_entries=len(self.error_entries), temperature_sensors=[310, 312])
        if lid == LogPageId.FIRMWARE_SLOT:
            return FirmwareSlotLog.build(afi=0x01, frs=["0.1", "0.2"])
        return None

    async def _get_log_page(self, cmd: Command) -> tuple[NvmeStatus, int]:
        lid = cmd.cdw10 & 0xFF
        numd = ((cmd.cdw10 >> 16) | ((cmd.cdw11 & 0xFFFF) << 16)) + 1
        offset = cmd.cdw12 | (cmd.cdw13 << 32)
        page = self.log_page(lid)
        if page is None:
            return NvmeStatus.of(CS.INVALID_LOG_PAGE, dnr=True), 0
        if offset >= len(page) or offset % 4:
            return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0
        data = page[offset: offset + 4 * numd].ljust(4 * numd, b"\x00")
        return (await self._to_host(cmd, data)) or OK, 0

    async def _get_features(self, cmd: Command) -> tuple[NvmeStatus, int]:
        fid, sel = cmd.cdw10 & 0xFF, (cmd.cdw10 >> 8) & 0x7
        if fid == FeatureId.NUMBER_OF_QUEUES:
            return OK, (self.nsqa - 1) | ((self.ncqa - 1) << 16)
        if fid not in self.features:
            return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0
        if sel == 0b011:  # supported capabilities: changeable, not saveable, not namespace specific
            return OK, 0b100
        return OK, self.features[fid]

    async def _set_features(self, cmd: Command) -> tuple[NvmeStatus, int]:
        fid, save = cmd.cdw10 & 0xFF, bool(cmd.cdw10 >> 31)
        if save:
            return NvmeStatus.of(CS.FEATURE_ID_NOT_SAVEABLE, dnr=True), 0
        if fid in self.unchangeable:
            return NvmeStatus.of(CS.FEATURE_NOT_CHANGEABLE, dnr=True), 0
        if fid == FeatureId.NUMBER_OF_QUEUES:
            if self.io_queues_created:
                return NvmeStatus.of(GS.COMMAND_SEQUENCE_ERROR, dnr=True), 0
            nsq, ncq = (cmd.cdw11 & 0xFFFF), cmd.cdw11 >> 16
            if nsq == 0xFFFF or ncq == 0xFFFF:
                return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0
            self.nsqa, self.ncqa = min(nsq + 1, self.max_queues), min(ncq + 1, self.max_queues)
            return OK, (self.nsqa - 1) | ((self.ncqa - 1) << 16)
        if fid not in self.features:
            return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0
        self.features[fid] = cmd.cdw11
        return OK, 0

    async def _create_cq(self, cmd: Command) -> tuple[NvmeStatus, int]:
        qid, qsize = cmd.cdw10 & 0xFFFF, (cmd.cdw10 >> 16) + 1
        pc, ien, iv = cmd.cdw11 & 1, bool(cmd.cdw11 & 2), cmd.cdw11 >> 16
        if qid == 0 or qid > self.ncqa or qid in self.cqs:
            return NvmeStatus.of(CS.INVALID_QUEUE_IDENTIFIER, dnr=True), 0
        if qsize < 2 or qsize > self.cap.mqes + 1:
            return NvmeStatus.of(CS.INVALID_QUEUE_SIZE, dnr=True), 0
        if not pc and self.cap.cqr:
            return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0
        if iv >= self.num_vectors:
            return NvmeStatus.of(CS.INVALID_INTERRUPT_VECTOR, dnr=True), 0
        if cmd.prp1 % self.page_size:
            return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0
        self.cqs[qid] = _Cq(qid, cmd.prp1, qsize, vector=iv, ien=ien)
        self.io_queues_created = True
        return OK, 0

    async def _create_sq(self, cmd: Command) -> tuple[NvmeStatus, int]:
        qid, qsize = cmd.cdw10 & 0xFFFF, (cmd.cdw10 >> 16) + 1
        pc, prio, cqid = cmd.cdw11 & 1, (cmd.cdw11 >> 1) & 3, cmd.cdw11 >> 16
        if qid == 0 or qid > self.nsqa or qid in self.sqs:
            return NvmeStatus.of(CS.INVALID_QUEUE_IDENTIFIER, dnr=True), 0
        if qsize < 2 or qsize > self.cap.mqes + 1:
            return NvmeStatus.of(CS.INVALID_QUEUE_SIZE, dnr=True), 0
        if cqid == 0 or cqid not in self.cqs:
            return NvmeStatus.of(CS.COMPLETION_QUEUE_INVALID, dnr=True), 0
        if not pc and self.cap.cqr:
            return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0
        self.sqs[qid] = _Sq(qid, cmd.prp1, qsize, cqid, prio)
        self.io_queues_created = True
        return OK, 0

    async def _delete_sq(self, cmd: Command) -> tuple[NvmeStatus, int]:
        qid = cmd.cdw10 & 0xFFFF
        if qid == 0 or qid not in self.sqs:
            return NvmeStatus.of(CS.INVALID_QUEUE_IDENTIFIER, dnr=True), 0
        mine = [f for (sq, _), f in self.inflight.items() if sq == qid]
        for f in mine:
            f.abort_status = NvmeStatus.of(GS.ABORTED_SQ_DELETION)
            f.event.set()
        while any(sq == qid for sq, _ in self.inflight):
            await self.tb.sleep(self.poll_interval / 10)
        del self.sqs[qid]
        return OK, 0

    async def _delete_cq(self, cmd: Command) -> tuple[NvmeStatus, int]:
        qid = cmd.cdw10 & 0xFFFF
        if qid == 0 or qid not in self.cqs:
            return NvmeStatus.of(CS.INVALID_QUEUE_IDENTIFIER, dnr=True), 0
        if any(sq.cqid == qid for sq in self.sqs.values()):
            return NvmeStatus.of(CS.INVALID_QUEUE_DELETION, dnr=True), 0
        del self.cqs[qid]
        return OK, 0

    async def _abort(self, cmd: Command) -> tuple[NvmeStatus, int]:
        key = (cmd.cdw10 & 0xFFFF, cmd.cdw10 >> 16)
        f = self.inflight.get(key)
        if f is None or f.abort_status is not None:
            return OK, 1
        f.abort_status = NvmeStatus.of(GS.ABORT_REQUESTED)
        f.event.set()
        return OK, 0

    async def _keep_alive(self, cmd: Command) -> tuple[NvmeStatus, int]:
        return OK, 0

    # ------------------------------------------------------------------------------ I/O

    def _start_io(self, sq: _Sq, cmd: Command) -> None:
        key = (sq.qid, cmd.cid)
        if key in self.inflight:
            self.errors.append(f"SQ {sq.qid}: CID {cmd.cid} reused while outstanding")
            self.tb.spawn(self._post(sq.cqid, sq.qid, cmd.cid, status=NvmeStatus.of(GS.CID_CONFLICT)))
            return
        f = _Inflight(self.tb.event())
        self.inflight[key] = f
        self.tb.spawn(self._run_io(sq, cmd, f, self._gen))

    async def _run_io(self, sq: _Sq, cmd: Command, f: _Inflight, gen: int) -> None:
        key = (sq.qid, cmd.cid)
        try:
            status, dw0, dw1 = await self._exec_io(cmd, f)
            if gen == self._gen:
                await self._post(sq.cqid, sq.qid, cmd.cid, dw0=dw0, dw1=dw1, status=f.abort_status or status)
        finally:
            if gen == self._gen:
                self.inflight.pop(key, None)

    async def _exec_io(self, cmd: Command, f: _Inflight) -> tuple[NvmeStatus, int, int]:
        op = cmd.opcode
        if op == ECHO_OPCODE:
            if cmd.cdw14:
                await f.event.wait(cmd.cdw14 * 1e-6)
            s = cmd.cdw15
            return NvmeStatus(sc=s & 0xFF, sct=(s >> 8) & 7, dnr=bool(s & 0x8000)), cmd.cdw12, cmd.cdw13
        if op == NvmOpcode.FLUSH:
            return OK, 0, 0
        if op in (NvmOpcode.READ, NvmOpcode.WRITE):
            ns = self.namespaces.get(cmd.nsid)
            if ns is None:
                return NvmeStatus.of(GS.INVALID_NAMESPACE_OR_FORMAT, dnr=True), 0, 0
            slba = cmd.cdw10 | (cmd.cdw11 << 32)
            nlb = (cmd.cdw12 & 0xFFFF) + 1
            if slba + nlb > ns.nsze:
                return NvmeStatus.of(GS.LBA_OUT_OF_RANGE, dnr=True), 0, 0
            n = nlb * ns.lba_size
            if n > (1 << self.mdts) * self.cap.min_page_size:
                return NvmeStatus.of(GS.INVALID_FIELD, dnr=True), 0, 0
            if op == NvmOpcode.WRITE:
                data, err = await self._from_host(cmd, n)
                if err:
                    return err, 0, 0
                for i in range(nlb):
                    ns.blocks[slba + i] = data[i * ns.lba_size: (i + 1) * ns.lba_size]
                self.host_writes += 1
            else:
                data = b"".join(ns.blocks.get(slba + i, bytes(ns.lba_size)) for i in range(nlb))
                err = await self._to_host(cmd, data)
                if err:
                    return err, 0, 0
                self.host_reads += 1
            return OK, 0, 0
        return NvmeStatus.of(GS.INVALID_OPCODE, dnr=True), 0, 0


def echo(value: int, *, dw1: int = 0, delay_us: int = 0, status: int = 0, nsid: int = 1) -> Command:
    """The fake's vendor-specific ECHO I/O command."""
    return Command(ECHO_OPCODE, nsid=nsid, cdw12=value, cdw13=dw1, cdw14=delay_us, cdw15=status, admin=False)


def csts_of(fake: FakeNvmeController) -> Csts:
    return Csts.decode(fake.csts)
