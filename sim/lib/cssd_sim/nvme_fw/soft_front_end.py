"""The NVMe front end's hardware half in software, so the host driver runs against the firmware model.

In the design the RTL front end (``rtl/nvme``) owns the BAR0 registers, doorbells, queue contexts,
SQE fetch, CQE posting and MSI-X, and hands every fetched admin command and every controller event
to the management firmware; :class:`NvmeFirmwareModel` is the documented reference of that
firmware. :class:`SoftFrontEnd` stands in for the RTL half without a simulator: towards the
driver it is a :class:`cssd_nvme.transport.RegisterAccess` (BAR0), towards the model an
:class:`NvmeHw`. Host memory is any object with async ``read(addr, n)`` / ``write(addr, data)``,
time a :class:`cssd_nvme.transport.Timebase`: plain asyncio in ``sw/python/tests``, cocotb behind
a cocotbext-pcie endpoint in ``sim/host/cssd_nvme``. The RTL itself is checked against the same
model in ``sim/nvme`` and ``sim/top``.

Hardware behaviour kept: CAP / VS / CC / CSTS / AQA / ASQ / ACQ / INTMS / INTMC; CSTS.RDY follows
CC.EN after ``rdy_delay``; CC.SHN raises SHUTDOWN_REQUESTED and CSTS.SHST goes to "occurring"
until the model reports it complete; doorbell writes to missing queues or past a queue's end
reach the model as INVALID_DOORBELL / INVALID_DOORBELL_VALUE events (and ``errors`` for the
tests); SQEs fetched round robin; a completion waits for room in its CQ; SQHD and the phase tag
filled in; an interrupt callback per CQ vector. Fault injection for the driver's error paths:
``never_ready``, ``cfs_on_enable``, ``drop_interrupts``, ``pause_fetch()``.

I/O commands go to SACA and the set cores in the design, not to the management firmware; here
:class:`TestIo` serves them through the model's I/O handler hook: a RAM disk per namespace (Read,
Write, Flush) and a vendor-specific ECHO (80h) for queueing tests: DW0 = CDW12, DW1 = CDW13,
completes after CDW14 microseconds with the status CDW15 holds (bits 7:0 SC, 10:8 SCT, bit 15
DNR), abortable while it waits.
"""

from __future__ import annotations

import inspect
from collections import deque
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Optional, Protocol

from cssd_nvme.command import Command, Completion
from cssd_nvme.spec import CQE_SIZE, SQE_SIZE, Cap, Cc, Reg, Shn, Shst
from cssd_nvme.status import NvmeStatus
from cssd_nvme.transport import RegisterAccess, Timebase

from . import status as st
from .config import FwConfig, Nvram
from .hw import EventKind, FwCommand, FwEvent
from .model import LOC_DW10, LOC_DW12, CmdError, IoCommand, IoResult, NvmeFirmwareModel

ECHO_OPCODE = 0x80


class Dma(Protocol):
    def read(self, addr: int, n: int) -> Awaitable[bytes]: ...

    def write(self, addr: int, data: bytes) -> Awaitable[None]: ...


@dataclass
class SqContext:
    qid: int
    base: int
    depth: int
    cqid: int
    prio: int = 0
    head: int = 0
    tail: int = 0


@dataclass
class CqContext:
    qid: int
    base: int
    depth: int
    vector: int
    ien: bool
    head: int = 0  # the host's doorbell
    tail: int = 0
    phase: int = 1


class SoftFrontEnd(RegisterAccess):
    """See the module docstring. ``interrupt(vector)`` may return an awaitable."""

    def __init__(self, dma: Dma, timebase: Timebase, *, interrupt: Optional[Callable[[int], Any]] = None,
                 mqes: int = 4095, to: int = 1, wrr: bool = True, mpsmin: int = 0, mpsmax: int = 4,
                 num_io_queues: int = 64, num_vectors: int = 32, rdy_delay: float = 1e-3,
                 poll_interval: float = 5e-3, never_ready: bool = False, cfs_on_enable: bool = False) -> None:
        self.dma = dma
        self.tb = timebase
        self.interrupt = interrupt
        # DSTRD 0 and CQR 1, as the RTL front end
        self.cap = Cap(mqes=mqes, cqr=1, ams=Cap.AMS_WRR if wrr else 0, to=to, dstrd=0, css=Cap.CSS_NVM,
                       mpsmin=mpsmin, mpsmax=mpsmax)
        self.num_io_queues = num_io_queues
        self.num_vectors = num_vectors
        self.rdy_delay = rdy_delay
        self.poll_interval = poll_interval
        self.never_ready = never_ready
        self.cfs_on_enable = cfs_on_enable
        self.cc = self.csts = self.aqa = self.asq = self.acq = self.intms = 0
        self.page_size = 4096
        self.sqs: dict[int, SqContext] = {}
        self.cqs: dict[int, CqContext] = {}
        # what the model was told to program (tests look at these)
        self.arbitration: tuple[int, int, int, int] | None = None
        self.coalescing: tuple[int, int] | None = None
        # observation and fault injection
        self.errors: list[str] = []
        self.commands: list[tuple[int, Command]] = []
        self.reg_writes: list[tuple[int, int]] = []
        self.interrupts: dict[int, int] = {}
        self.cq_full_waits = 0
        self.fetch_paused = False
        self.drop_interrupts = False
        self.generation = 0  # bumps on every controller reset: work of an older one is dropped
        self._inbox: deque[FwCommand | FwEvent] = deque()
        self._work = timebase.event()
        self._fetch = timebase.event()
        self._cq_space = timebase.event()
        self._fetching = False

    # ------------------------------------------------------------------ BAR0 (RegisterAccess)

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
        old, new = Cc.decode(self.cc), Cc.decode(value)
        self.cc = value
        if new.en and not old.en:
            self.generation += 1
            self.tb.spawn(self._enable(self.generation))
        elif old.en and not new.en:
            self.generation += 1
            self._reset()
            self.tb.spawn(self._clear_ready(self.generation))
        elif new.en and new.shn != Shn.NONE and old.shn == Shn.NONE:
            self.csts = (self.csts & ~0xC) | (Shst.OCCURRING << 2)
            self._to_fw(FwEvent(EventKind.SHUTDOWN_REQUESTED, value=new.shn))

    async def _enable(self, gen: int) -> None:
        await self.tb.sleep(self.rdy_delay)
        if gen != self.generation or self.never_ready:
            return
        if self.cfs_on_enable:
            self.csts |= 0x2
            return
        self.page_size = 1 << (12 + Cc.decode(self.cc).mps)
        asqs, acqs = (self.aqa & 0xFFF) + 1, ((self.aqa >> 16) & 0xFFF) + 1
        self.cqs[0] = CqContext(0, self.acq, acqs, vector=0, ien=True)
        self.sqs[0] = SqContext(0, self.asq, asqs, cqid=0)
        self.csts = (self.csts & ~0xC) | 0x1
        self._to_fw(FwEvent(EventKind.CONTROLLER_ENABLED))
        if not self._fetching:
            self._fetching = True
            self.tb.spawn(self._fetch_loop())

    async def _clear_ready(self, gen: int) -> None:
        await self.tb.sleep(self.rdy_delay)
        if gen == self.generation:
            self.csts &= ~0xF

    def _reset(self) -> None:
        """CC.EN 1 -> 0: contexts and fetched commands not yet with firmware are gone."""
        self.sqs.clear()
        self.cqs.clear()
        self._inbox = deque(i for i in self._inbox if not isinstance(i, FwCommand))
        self._to_fw(FwEvent(EventKind.CONTROLLER_DISABLED))
        self._cq_space.set()

    def _doorbell(self, offset: int, value: int) -> None:
        index, rem = divmod(offset - 0x1000, 4)
        qid, is_cq = divmod(index, 2)
        if rem:
            self.errors.append(f"doorbell write at unaligned offset {offset:#x}")
            return
        q = self.cqs.get(qid) if is_cq else self.sqs.get(qid)
        name = f"{'CQ' if is_cq else 'SQ'} {qid}"
        if q is None:
            self.errors.append(f"{name} doorbell written but the queue does not exist")
            self._to_fw(FwEvent(EventKind.INVALID_DOORBELL, qid, bool(is_cq), value))
            return
        bad = value >= q.depth
        if is_cq and not bad:
            bad = (value - q.head) % q.depth > (q.tail - q.head) % q.depth  # past the tail
        if bad:
            self.errors.append(f"{name} doorbell value {value} invalid (depth {q.depth})")
            self._to_fw(FwEvent(EventKind.INVALID_DOORBELL_VALUE, qid, bool(is_cq), value))
            return
        if is_cq:
            q.head = value
            self._cq_space.set()
        else:
            q.tail = value
            self._fetch.set()

    # ------------------------------------------------------------------ test hooks

    def pause_fetch(self) -> None:
        self.fetch_paused = True

    def resume_fetch(self) -> None:
        self.fetch_paused = False
        self._fetch.set()

    # ------------------------------------------------------------------ fetch

    def _to_fw(self, item: FwCommand | FwEvent) -> None:
        self._inbox.append(item)
        self._work.set()

    async def _fetch_loop(self) -> None:
        while True:
            did = False
            if not self.fetch_paused and self.ready:
                for sq in sorted(self.sqs.values(), key=lambda s: s.qid):
                    if sq.head == sq.tail:
                        continue
                    gen = self.generation
                    raw = await self.dma.read(sq.base + sq.head * SQE_SIZE, SQE_SIZE)
                    if gen != self.generation or self.sqs.get(sq.qid) is not sq:
                        break
                    sq.head = (sq.head + 1) % sq.depth
                    self.commands.append((sq.qid, Command.from_bytes(raw)))
                    self._to_fw(FwCommand(sq.qid, raw))
                    did = True
            if not did:
                self._fetch.clear()
                await self._fetch.wait(self.poll_interval)

    # ------------------------------------------------------------------ NvmeHw (the model's side)

    @property
    def max_queue_entries(self) -> int:
        return self.cap.mqes + 1

    @property
    def clock(self) -> Callable[[], float]:
        return self.tb.now

    @property
    def arbitration_mechanism(self) -> str:
        return "wrr" if Cc.decode(self.cc).ams == 1 else "rr"

    async def poll(self) -> FwCommand | FwEvent | None:
        if not self._inbox:
            self._work.clear()
            await self._work.wait(self.poll_interval)
        return self._inbox.popleft() if self._inbox else None

    async def complete(self, sqid: int, cid: int, status: int, dw0: int = 0, dw1: int = 0) -> None:
        gen = self.generation
        sq = self.sqs.get(sqid)
        cq = self.cqs.get(sq.cqid) if sq is not None else None
        if cq is None:
            self.errors.append(f"completion for SQ {sqid} CID {cid} dropped: no such queue")
            return
        while (cq.tail + 1) % cq.depth == cq.head:
            self.cq_full_waits += 1
            self._cq_space.clear()
            await self._cq_space.wait(self.poll_interval)
            if gen != self.generation:
                return
        slot, phase = cq.tail, cq.phase
        cq.tail = (cq.tail + 1) % cq.depth
        if cq.tail == 0:
            cq.phase ^= 1
        s = NvmeStatus(sc=status & 0xFF, sct=(status >> 8) & 7, crd=(status >> 11) & 3, more=bool(status >> 13 & 1),
                       dnr=bool(status >> 14 & 1), phase=phase)
        await self.dma.write(cq.base + slot * CQE_SIZE, Completion(dw0, dw1, sq.head, sqid, cid, s).to_bytes())
        if cq.ien:
            self.interrupts[cq.vector] = self.interrupts.get(cq.vector, 0) + 1
            if self.interrupt is not None and not self.drop_interrupts:
                r = self.interrupt(cq.vector)
                if inspect.isawaitable(r):
                    await r

    async def dma_to_host(self, host_addr: int, data: bytes) -> bool:
        await self.dma.write(host_addr, data)
        return True

    async def dma_from_host(self, host_addr: int, length: int) -> bytes | None:
        return bytes(await self.dma.read(host_addr, length))

    async def create_sq(self, qid: int, base: int, size: int, cqid: int, prio: int) -> None:
        self.sqs[qid] = SqContext(qid, base, size, cqid, prio)

    async def create_cq(self, qid: int, base: int, size: int, vector: int, ien: bool) -> None:
        self.cqs[qid] = CqContext(qid, base, size, vector, ien)

    async def delete_sq(self, qid: int) -> None:
        self.sqs.pop(qid, None)

    async def delete_cq(self, qid: int) -> None:
        self.cqs.pop(qid, None)

    async def set_arbitration(self, burst: int, lpw: int, mpw: int, hpw: int) -> None:
        self.arbitration = (burst, lpw, mpw, hpw)

    async def set_coalescing(self, thr: int, time: int) -> None:
        self.coalescing = (thr, time)

    async def set_vector_coalescing_disable(self, vector: int, cd: bool) -> None:
        pass  # no coalescing here: every completion interrupts

    async def shutdown_complete(self) -> None:
        self.csts = (self.csts & ~0xC) | (Shst.COMPLETE << 2)

    async def set_fatal(self) -> None:
        self.csts |= 0x2


class TestIo:
    """The I/O commands of the driver tests, served through the model's I/O handler hook (see the
    module docstring). ``disk[nsid][lba]`` holds what was written."""

    __test__ = False  # not a pytest class

    def __init__(self, model: NvmeFirmwareModel, fe: SoftFrontEnd) -> None:
        self.model, self.fe = model, fe
        self.disk: dict[int, dict[int, bytes]] = {ns.nsid: {} for ns in model.config.namespaces}
        self._waiting: dict[tuple[int, int], Any] = {}
        model.register_io_handler(self.handle, {0x00, 0x01, 0x02, ECHO_OPCODE}, self.abort)

    async def handle(self, io: IoCommand) -> IoResult:
        cmd = io.sqe
        if cmd.opc == ECHO_OPCODE:
            ev = self.fe.tb.event()
            self._waiting[(io.sqid, cmd.cid)] = ev
            self.fe.tb.spawn(self._echo(io, ev, self.fe.generation))
            return None  # held until _echo completes it
        if cmd.opc == 0x00:  # Flush: the RAM disk is always durable
            return st.SUCCESS
        ns = io.ns
        assert ns is not None
        slba, nlb = cmd.cdw10 | (cmd.cdw11 << 32), (cmd.cdw12 & 0xFFFF) + 1
        if slba + nlb > ns.blocks:
            raise CmdError(st.LBA_OUT_OF_RANGE, LOC_DW10, lba=slba)
        n = nlb * ns.lba_size
        if self.model.config.mdts and n > (1 << self.model.config.mdts) * 4096:
            raise CmdError(st.INVALID_FIELD, LOC_DW12)
        blocks = self.disk[ns.nsid]
        if cmd.opc == 0x01:
            data = await self.model.from_host(cmd, n)
            for i in range(nlb):
                blocks[slba + i] = data[i * ns.lba_size:(i + 1) * ns.lba_size]
        else:
            await self.model.to_host(cmd, b"".join(blocks.get(slba + i, bytes(ns.lba_size)) for i in range(nlb)))
        self.model.record_io(cmd.opc == 0x02, n, ns.nsid)
        return st.SUCCESS

    async def _echo(self, io: IoCommand, ev: Any, gen: int) -> None:
        cmd = io.sqe
        if cmd.cdw14:
            await ev.wait(cmd.cdw14 * 1e-6)
        self._waiting.pop((io.sqid, cmd.cid), None)
        if gen != self.fe.generation:
            return  # the controller was reset meanwhile: nobody waits for it
        s = cmd.cdw15
        await self.model.complete_io(io.sqid, cmd.cid, (s & 0x7FF) | (s >> 15 & 1) << 14, cmd.cdw12, cmd.cdw13)

    async def abort(self, sqid: int, cid: int) -> bool:
        ev = self._waiting.pop((sqid, cid), None)
        if ev is None:
            return False  # a RAM disk command is never held
        ev.set()
        return True


def soft_controller(dma: Dma, timebase: Timebase, config: FwConfig | None = None, *,
                    nvram: Nvram | None = None, **fe_kw: Any) -> tuple[SoftFrontEnd, NvmeFirmwareModel, TestIo]:
    """A front end, the firmware model on it (running) and TestIo serving its I/O."""
    fe = SoftFrontEnd(dma, timebase, **fe_kw)
    model = NvmeFirmwareModel(fe, config, nvram)
    io = TestIo(model, fe)
    timebase.spawn(model.run())
    return fe, model, io


def echo(value: int, *, dw1: int = 0, delay_us: int = 0, status: int = 0, nsid: int = 1) -> Command:
    """TestIo's vendor-specific ECHO I/O command."""
    return Command(ECHO_OPCODE, nsid=nsid, cdw12=value, cdw13=dw1, cdw14=delay_us, cdw15=status, admin=False)
