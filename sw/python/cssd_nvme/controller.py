"""The NVMe controller driver: initialisation, admin commands, I/O queue pairs.

Initialisation follows 3.5.1 "Memory-based Controller Initialization"; shutdown follows 3.6.1
"Memory-based Controller Shutdown". Everything environment-specific goes through
:mod:`.transport`, so the same code runs under cocotb and under plain asyncio.
"""

from __future__ import annotations

import dataclasses
import logging
from functools import partial
from typing import Any, Generator, Mapping, Optional, Sequence, Union

from . import command as cmds
from .command import Command, Completion
from .prp import Segment, build_prps, write_prp_lists
from .queue import CompletionQueue, PendingCommand, SubmissionQueue
from .nvme_spec import NUM_QUEUES
from .spec import (
    CQE_SIZE,
    FIRMWARE_SLOT_LOG_SIZE,
    IDENTIFY_DATA_SIZE,
    IOCQES_DEFAULT,
    IOSQES_DEFAULT,
    NSID_ALL,
    SMART_LOG_SIZE,
    SQE_SIZE,
    Ams,
    Aqa,
    AsyncEvent,
    Cap,
    Cc,
    CcCss,
    Cns,
    Csts,
    FeatureSelect,
    LogPageId,
    QueuePriority,
    Reg,
    Shn,
    Shst,
    Version,
    page_size_to_mps,
)
from .status import NvmeAbortedError, NvmeCommandError, NvmeControllerError, NvmeError
from .structs import (
    ErrorLogEntry,
    FirmwareSlotLog,
    IdentifyController,
    IdentifyNamespace,
    NsIdDescriptorList,
    NvmSetList,
    SmartLog,
    parse_error_log,
    parse_ns_list,
)
from .transport import AsyncioTimebase, DmaBuffer, HostMemory, IrqSource, RegisterAccess, Timebase, WaitEvent

_log = logging.getLogger("cssd_nvme")

DataArg = Union[DmaBuffer, int, Segment, Sequence[Segment], None]
"""Command data: a DmaBuffer, a start address (give ``length``), or (addr, len) segments."""

CommandArg = Union[Command, bytes, Mapping[str, Any]]
"""A command: a :class:`Command`, 64 raw SQE bytes, or Command field values (``opcode`` etc.)."""

_DEFAULT = object()


class QueuePair:
    """A submission queue and its completion queue (the admin pair has qid 0).

    Commands are asynchronous: ``pending = await qp.submit(cmd)`` returns once the doorbell is
    rung; ``await pending`` gives the completion. Many submissions may be in flight across many
    queue pairs at once.
    """

    def __init__(self, ctrl: "NvmeController", sq: SubmissionQueue, cq: CompletionQueue) -> None:
        self.ctrl = ctrl
        self.sq = sq
        self.cq = cq

    @property
    def qid(self) -> int:
        return self.sq.qid

    @property
    def depth(self) -> int:
        return self.sq.depth

    @property
    def outstanding(self) -> int:
        return self.sq.outstanding

    async def submit(self, command: CommandArg, *, data: DataArg = None,
                     length: Optional[int] = None, timeout: Any = _DEFAULT) -> PendingCommand:
        """Queue ``command`` (with PRPs built for ``data``); returns the pending command."""
        return await self.ctrl.submit(self.qid, command, data=data, length=length, timeout=timeout)

    async def execute(self, command: CommandArg, *, data: DataArg = None,
                      length: Optional[int] = None, timeout: Any = _DEFAULT, check: bool = True) -> Completion:
        """Submit and wait; raises NvmeCommandError on an error status unless ``check=False``."""
        return await self.ctrl.execute(self.qid, command, data=data, length=length, timeout=timeout, check=check)

    async def read(self, nsid: int, slba: int, nlb: int, data: DataArg, *, length: Optional[int] = None,
                   check: bool = True) -> Completion:
        """NVM Read of ``nlb`` blocks into ``data``. ``length`` defaults to ``nlb`` times the
        namespace's block size (Identify Namespace is read once and cached)."""
        if length is None:
            length = await self.ctrl.transfer_length(nsid, nlb)
        return await self.execute(cmds.nvm_read(nsid, slba, nlb), data=data, length=length, check=check)

    async def write(self, nsid: int, slba: int, nlb: int, data: DataArg, *, length: Optional[int] = None,
                    check: bool = True) -> Completion:
        """NVM Write of ``nlb`` blocks from ``data`` (``length`` as for :meth:`read`)."""
        if length is None:
            length = await self.ctrl.transfer_length(nsid, nlb)
        return await self.execute(cmds.nvm_write(nsid, slba, nlb), data=data, length=length, check=check)

    async def flush(self, nsid: int) -> Completion:
        return await self.execute(cmds.nvm_flush(nsid))

    async def load_search_query(self, nsid: int, keys: list[bytes], *, query: int = 0, check: bool = True,
                                raw: bool = False) -> Completion:
        """2PM Search Query: load ``keys`` (matched in order) into query slot ``query`` of the
        namespace's NVM set. ``raw``: send the keys unchecked (bad-input tests)."""
        data = cmds.search_query_bytes(keys) if raw else cmds.search_query_data(keys)
        buf = self.ctrl.alloc_buffer(len(data))
        try:
            await buf.write(data)
            return await self.execute(cmds.search_query(nsid, query), data=buf, length=len(data), check=check)
        finally:
            buf.free()

    async def search(self, nsid: int, slba: int, nlb: int, *, range_shift: int, query: int = 0,
                     check: bool = True) -> tuple[Completion, list[tuple[bool, bool]]]:
        """2PM Search of [slba, slba + nlb) with a loaded query: the completion (DW0: ranges
        matched) and per range of 2^range_shift blocks (matched, decided by the firmware's byte
        search)."""
        n = cmds.search_result_bytes(nlb, range_shift)
        buf = self.ctrl.alloc_buffer(n)
        try:
            await buf.clear()
            cpl = await self.execute(cmds.search(nsid, slba, nlb, range_shift=range_shift, query=query), data=buf,
                                     length=n, check=check)
            return cpl, cmds.search_results((await buf.read())[:cmds.search_ranges(nlb, range_shift)])
        finally:
            buf.free()

    async def deallocate(self, nsid: int, ranges: list[tuple[int, int]], *, check: bool = True) -> Completion:
        """Dataset Management with Deallocate (trim) of ``ranges``, (SLBA, number of blocks)
        pairs; the range list goes in a host buffer of its own."""
        data = cmds.dsm_ranges(ranges)
        buf = self.ctrl.alloc_buffer(len(data))
        try:
            await buf.write(data)
            return await self.execute(cmds.dataset_management(nsid, len(ranges)), data=buf, length=len(data),
                                      check=check)
        finally:
            buf.free()

    def counters(self) -> dict[str, int]:
        """SQ counters (``sq_*``) and CQ counters (``cq_*``) in one dict."""
        out = {f"sq_{k}": v for k, v in vars(self.sq.counters).items()}
        out.update({f"cq_{k}": v for k, v in vars(self.cq.counters).items()})
        return out

    def __repr__(self) -> str:
        return (f"<QueuePair {self.qid} depth {self.depth} vector {self.cq.vector} "
                f"outstanding {self.outstanding}>")


class AsyncEventRequest:
    """An outstanding Asynchronous Event Request; ``await`` it for the :class:`AsyncEvent`."""

    def __init__(self, pending: PendingCommand) -> None:
        self.pending = pending

    @property
    def done(self) -> bool:
        return self.pending.done

    @property
    def cid(self) -> int:
        return self.pending.cid

    async def wait(self, timeout: Optional[float] = None) -> AsyncEvent:
        cpl = await self.pending.result(timeout)
        return AsyncEvent.from_dw0(cpl.dw0)

    def __await__(self) -> Generator[Any, None, AsyncEvent]:
        return self.wait().__await__()


class NvmeController:
    """Host driver for one NVMe controller.

    ``regs`` reaches BAR0, ``mem`` is DMA-able host memory, ``irq`` delivers MSI-X vectors (None:
    every queue is polled). ``timebase`` supplies waits; by default the ``irq`` object when it
    is also a :class:`Timebase` (as the cocotb binding is), else plain asyncio.
    ``cmd_timeout`` (seconds, None = forever) is the default wait for :meth:`execute`;
    ``poll_interval`` the polling period for queues without interrupts and for registers;
    ``irq_fallback`` the polling period of interrupt-driven queues while commands are
    outstanding (default 1000 x ``poll_interval``); ``batch_cq_doorbell`` writes each CQ head
    doorbell once per reaper pass instead of once per entry.
    """

    def __init__(self, regs: RegisterAccess, mem: HostMemory, irq: Optional[IrqSource] = None, *,
                 timebase: Optional[Timebase] = None, cmd_timeout: Optional[float] = 5.0,
                 poll_interval: Optional[float] = None, irq_fallback: Optional[float] = None,
                 batch_cq_doorbell: bool = True) -> None:
        self.regs = regs
        self.mem = mem
        self.irq = irq
        if timebase is None:
            timebase = irq if isinstance(irq, Timebase) else AsyncioTimebase()
        self.timebase: Timebase = timebase
        self.cmd_timeout = cmd_timeout
        self.poll_interval = poll_interval if poll_interval is not None else timebase.poll_interval
        self.irq_fallback = irq_fallback if irq_fallback is not None else 1000 * self.poll_interval
        self.batch_cq_doorbell = batch_cq_doorbell
        self.cap: Optional[Cap] = None
        self.version: Optional[Version] = None
        self.page_size = 4096
        self.num_vectors = 0
        self.id_ctrl: Optional[IdentifyController] = None
        self.namespaces: dict[int, IdentifyNamespace] = {}
        # Identify Namespace reads in flight, by NSID: commands that need the namespace's format
        # meanwhile wait for that one read instead of each sending its own (transfer_length).
        self._ns_reads: dict[int, WaitEvent] = {}
        self.admin: Optional[QueuePair] = None
        self.io_queues: dict[int, QueuePair] = {}
        self._sqs: dict[int, SubmissionQueue] = {}
        self._cqs: dict[int, CompletionQueue] = {}
        self._queue_mem: dict[tuple[str, int], int] = {}
        self._irq_hooked: set[int] = set()

    # ----------------------------------------------------------------------------------------
    # Registers and bring-up
    # ----------------------------------------------------------------------------------------

    @property
    def dstrd(self) -> int:
        return self.cap.dstrd if self.cap else 0

    async def read_cap(self) -> Cap:
        return Cap.decode(await self.regs.read64(Reg.CAP))

    async def read_cc(self) -> Cc:
        return Cc.decode(await self.regs.read32(Reg.CC))

    async def read_csts(self) -> Csts:
        value = await self.regs.read32(Reg.CSTS)
        if value == 0xFFFFFFFF:
            raise NvmeControllerError("CSTS reads all ones: the controller is not responding on BAR0")
        return Csts.decode(value)

    async def register_dump(self) -> str:
        """CAP, VS, CC, CSTS, AQA, ASQ, ACQ as one line (for error messages)."""
        try:
            cap = await self.regs.read64(Reg.CAP)
            vs = await self.regs.read32(Reg.VS)
            cc = await self.regs.read32(Reg.CC)
            csts = await self.regs.read32(Reg.CSTS)
            aqa = await self.regs.read32(Reg.AQA)
            asq = await self.regs.read64(Reg.ASQ)
            acq = await self.regs.read64(Reg.ACQ)
        except Exception as exc:  # pragma: no cover - best effort
            return f"(register dump failed: {exc!r})"
        c = Csts.decode(csts)
        return (f"CAP=0x{cap:016x} VS=0x{vs:08x} CC=0x{cc:08x} CSTS=0x{csts:08x} "
                f"(RDY={c.rdy} CFS={c.cfs} SHST={c.shst}) AQA=0x{aqa:08x} ASQ=0x{asq:x} ACQ=0x{acq:x}")

    async def _wait_csts(self, what: str, done: Any, timeout: float) -> Csts:
        start = self.timebase.now()
        while True:
            csts = await self.read_csts()
            if csts.cfs:
                raise NvmeControllerError(
                    f"controller fatal status (CSTS.CFS=1) while waiting for {what}: {await self.register_dump()}")
            if done(csts):
                return csts
            if self.timebase.now() - start >= timeout:
                to = f" (CAP.TO={self.cap.to} x 500 ms)" if self.cap else ""
                raise NvmeControllerError(
                    f"timed out after {timeout * 1e3:g} ms{to} waiting for {what}: {await self.register_dump()}")
            await self.timebase.sleep(self.poll_interval)

    def _ready_timeout(self, override: Optional[float]) -> float:
        if override is not None:
            return override
        assert self.cap is not None
        return max(self.cap.to, 1) * 0.5

    async def init(self, admin_sq_depth: int = 32, admin_cq_depth: int = 32, ams: Union[str, int] = "rr",
                   mps: int = 4096, use_msix: bool = True, *, max_vectors: Optional[int] = None,
                   ready_timeout: Optional[float] = None) -> None:
        """Reset (if enabled) and enable the controller with a fresh admin queue pair.

        Steps (3.5.1): clear CC.EN and wait for CSTS.RDY=0 if it was enabled; program AQA/ASQ/ACQ;
        write CC (CSS=NVM, MPS, AMS, IOSQES=6, IOCQES=4) then set CC.EN; wait for CSTS.RDY=1
        within CAP.TO x 500 ms (or ``ready_timeout`` seconds). Raises NvmeControllerError with
        the register values on timeout or CSTS.CFS=1. ``ams`` is 'rr', 'wrr' or an :class:`Ams`.
        With ``use_msix`` and an ``irq`` source, enables up to ``max_vectors`` vectors and uses
        vector 0 for the admin CQ; otherwise every queue is polled.
        """
        self._teardown(NvmeAbortedError("controller re-initialised"))
        self.id_ctrl = None
        self.namespaces.clear()
        cap = self.cap = await self.read_cap()
        self.version = Version.decode(await self.regs.read32(Reg.VS))
        mps_field = page_size_to_mps(mps)
        if not cap.mpsmin <= mps_field <= cap.mpsmax:
            raise NvmeControllerError(f"memory page size {mps} outside the controller's range "
                                      f"{cap.min_page_size}..{cap.max_page_size} (CAP.MPSMIN/MPSMAX)")
        if isinstance(ams, str):
            try:
                ams_value = {"rr": Ams.RR, "wrr": Ams.WRR_URGENT, "vendor": Ams.VENDOR}[ams.lower()]
            except KeyError:
                raise ValueError(f"ams must be 'rr', 'wrr' or 'vendor', not {ams!r}") from None
        else:
            ams_value = Ams(ams)
        if ams_value == Ams.WRR_URGENT and not cap.supports_wrr:
            raise NvmeControllerError(f"weighted round robin requested but CAP.AMS={cap.ams:#x} does not offer it")
        if ams_value == Ams.VENDOR and not cap.ams & Cap.AMS_VENDOR:
            raise NvmeControllerError(f"vendor arbitration requested but CAP.AMS={cap.ams:#x} does not offer it")
        if not cap.supports_nvm:
            raise NvmeControllerError(f"CAP.CSS={cap.css:#x} does not include the NVM command set")
        aqa = Aqa.for_depths(admin_sq_depth, admin_cq_depth)
        timeout = self._ready_timeout(ready_timeout)

        cc = await self.read_cc()
        csts = await self.read_csts()
        if cc.en:
            await self.regs.write32(Reg.CC, cc.replace(en=0, shn=0).encode())
        if cc.en or csts.rdy:
            await self._wait_csts("CSTS.RDY=0 after clearing CC.EN", lambda s: s.rdy == 0, timeout)

        self.page_size = mps
        asq = self._alloc_queue_mem("sq", 0, admin_sq_depth * SQE_SIZE)
        acq = self._alloc_queue_mem("cq", 0, admin_cq_depth * CQE_SIZE)
        await self.mem.write(asq, bytes(admin_sq_depth * SQE_SIZE))
        await self.mem.write(acq, bytes(admin_cq_depth * CQE_SIZE))
        await self.regs.write32(Reg.AQA, aqa.encode())
        await self.regs.write64(Reg.ASQ, asq)
        await self.regs.write64(Reg.ACQ, acq)

        self.num_vectors = 0
        if use_msix and self.irq is not None:
            self.num_vectors = max(0, await self.irq.enable(max_vectors))
        vector = 0 if self.num_vectors else None
        cq = self._new_cq(0, admin_cq_depth, acq, vector)
        sq = SubmissionQueue(0, admin_sq_depth, asq, cq, self.regs, self.mem, self.timebase, cap.dstrd)
        self._sqs[0] = sq
        self.admin = QueuePair(self, sq, cq)

        cc = Cc(en=0, css=CcCss.NVM, mps=mps_field, ams=ams_value, shn=Shn.NONE,
                iosqes=IOSQES_DEFAULT, iocqes=IOCQES_DEFAULT)
        try:
            await self.regs.write32(Reg.CC, cc.encode())
            await self.regs.write32(Reg.CC, cc.replace(en=1).encode())
            await self._wait_csts("CSTS.RDY=1 after setting CC.EN", lambda s: s.rdy == 1, timeout)
        except BaseException:
            # No usable admin queue; the queue memory stays allocated (the controller may still
            # look at ASQ/ACQ) until the next init() or disable().
            self._sqs.clear()
            self._cqs.clear()
            self.admin = None
            raise
        cq.start()
        _log.info("NVMe controller %s ready: MQES %d, DSTRD %d, page %d, %d MSI-X vector(s)",
                  self.version, cap.mqes, cap.dstrd, mps, self.num_vectors)

    async def disable(self, timeout: Optional[float] = None) -> None:
        """Clear CC.EN and wait for CSTS.RDY=0 (a controller reset: all queues are gone)."""
        if self.cap is None:
            self.cap = await self.read_cap()
        cc = await self.read_cc()
        self._teardown(NvmeAbortedError("controller disabled"))
        await self.regs.write32(Reg.CC, cc.replace(en=0, shn=0).encode())
        await self._wait_csts("CSTS.RDY=0 after clearing CC.EN", lambda s: s.rdy == 0, self._ready_timeout(timeout))

    async def shutdown(self, abrupt: bool = False, timeout: Optional[float] = None) -> None:
        """Shut the controller down (3.6.1): for a normal shutdown delete the I/O queues first,
        then set CC.SHN and wait for CSTS.SHST=complete. ``timeout`` defaults to RTD3E (when
        Identify Controller was read and reports it), else CAP.TO x 500 ms."""
        if self.cap is None:
            self.cap = await self.read_cap()
        if not abrupt:
            for qid in sorted(self.io_queues, reverse=True):
                try:
                    await self.delete_io_queue_pair(qid)
                except NvmeError as exc:
                    _log.warning("shutdown: deleting I/O queue pair %d failed: %s", qid, exc)
        if timeout is None:
            rtd3e = self.id_ctrl.rtd3e if self.id_ctrl else 0
            timeout = rtd3e * 1e-6 if rtd3e else self._ready_timeout(None)
        cc = await self.read_cc()
        await self.regs.write32(Reg.CC, cc.replace(shn=Shn.ABRUPT if abrupt else Shn.NORMAL).encode())
        await self._wait_csts("CSTS.SHST=complete after setting CC.SHN", lambda s: s.shst == Shst.COMPLETE, timeout)
        self._teardown(NvmeAbortedError("controller shut down"))

    def _teardown(self, exc: BaseException) -> None:
        for cq in self._cqs.values():
            cq.stop()
            cq.fail_all(exc)
        for sq in self._sqs.values():
            sq.deleted = True
            sq.fail_all(exc)
        self._sqs.clear()
        self._cqs.clear()
        self.io_queues.clear()
        self.admin = None
        for addr in self._queue_mem.values():
            self.mem.free(addr)
        self._queue_mem.clear()

    # ----------------------------------------------------------------------------------------
    # Queues and interrupts (host side)
    # ----------------------------------------------------------------------------------------

    def _alloc_queue_mem(self, kind: str, qid: int, size: int) -> int:
        old = self._queue_mem.pop((kind, qid), None)
        if old is not None:
            self.mem.free(old)
        addr = self.mem.alloc(max(size, self.page_size), self.page_size)
        self._queue_mem[(kind, qid)] = addr
        return addr

    def _free_queue_mem(self, kind: str, qid: int) -> None:
        addr = self._queue_mem.pop((kind, qid), None)
        if addr is not None:
            self.mem.free(addr)

    def _new_cq(self, qid: int, depth: int, addr: int, vector: Optional[int]) -> CompletionQueue:
        cq = CompletionQueue(qid, depth, addr, self.regs, self.mem, self.timebase, self.dstrd, vector=vector,
                             poll_interval=self.poll_interval, irq_fallback=self.irq_fallback,
                             batch_doorbell=self.batch_cq_doorbell)
        self._cqs[qid] = cq
        if vector is not None:
            self._hook_vector(vector)
        return cq

    def _hook_vector(self, vector: int) -> None:
        if vector in self._irq_hooked or self.irq is None:
            return
        self.irq.request_irq(vector, partial(self._on_vector, vector))
        self._irq_hooked.add(vector)

    def _on_vector(self, vector: int) -> None:
        for cq in list(self._cqs.values()):
            if cq.vector == vector:
                cq.on_interrupt()

    def _sq(self, sqid: int) -> SubmissionQueue:
        sq = self._sqs.get(sqid)
        if sq is None:
            if self.admin is None:
                raise NvmeError("controller not initialised: call init() first")
            raise NvmeError(f"no submission queue {sqid} (existing: {sorted(self._sqs)})")
        return sq

    # ----------------------------------------------------------------------------------------
    # Generic command path
    # ----------------------------------------------------------------------------------------

    def alloc_buffer(self, size: int, align: Optional[int] = None) -> DmaBuffer:
        """A DMA buffer of ``size`` bytes, page aligned by default."""
        align = align or self.page_size
        return DmaBuffer(self.mem, self.mem.alloc(size, align), size)

    async def _attach_data(self, cmd: Command, data: DataArg, length: Optional[int]) -> list[int]:
        if data is None:
            return []
        if isinstance(data, DmaBuffer):
            buf: Any = (data.addr, data.size)
            length = data.size if length is None else length
        elif isinstance(data, int):
            if length is None:
                raise ValueError("a data address needs a length")
            buf = data
        else:
            buf = data
            if length is None:
                segs = [data] if isinstance(data, tuple) and len(data) == 2 and isinstance(data[0], int) else data
                length = sum(n for _, n in segs)
        if self.id_ctrl is not None and self.cap is not None:
            limit = self.id_ctrl.max_transfer(self.cap.min_page_size)
            if limit is not None and length > limit:
                raise ValueError(f"transfer of {length} bytes exceeds MDTS ({limit} bytes)")
        ps = self.page_size
        allocated: list[int] = []

        def alloc_page() -> int:
            addr = self.mem.alloc(ps, ps)
            allocated.append(addr)
            return addr

        try:
            res = build_prps(buf, length, ps, alloc_page)
            await write_prp_lists(self.mem, res)
        except BaseException:
            for a in allocated:
                self.mem.free(a)
            raise
        cmd.prp1, cmd.prp2 = res.prp1, res.prp2
        return allocated

    async def submit(self, sqid: int, command: CommandArg, *, data: DataArg = None,
                     length: Optional[int] = None, timeout: Any = _DEFAULT) -> PendingCommand:
        """Queue a command on SQ ``sqid``; ``await`` the result for its :class:`Completion`.

        ``command`` is a :class:`Command`, a dict of its fields, or 64 raw SQE bytes (the CID
        is always replaced by the queue's allocator). With
        ``data``, PRP1/PRP2 (and PRP lists, freed on completion) are built for it; otherwise
        the command's own PRP fields are used. ``timeout`` sets the pending command's default
        wait (default: ``cmd_timeout``).
        """
        sq = self._sq(sqid)
        if isinstance(command, (bytes, bytearray, memoryview)):
            cmd = Command.from_bytes(bytes(command))
        elif isinstance(command, Command):
            cmd = dataclasses.replace(command)
        else:
            cmd = Command(**command)
        if cmd.admin is None:
            cmd.admin = sqid == 0
        lists = await self._attach_data(cmd, data, length)
        wait_timeout = self.cmd_timeout if timeout is _DEFAULT else timeout
        try:
            pending = await sq.submit(cmd, timeout=wait_timeout, space_timeout=wait_timeout)
        except BaseException:
            for a in lists:
                self.mem.free(a)
            raise
        if lists:
            def free_lists(_p: PendingCommand) -> None:
                for a in lists:
                    self.mem.free(a)

            pending.add_done_callback(free_lists)
        return pending

    async def execute(self, sqid: int, command: CommandArg, *, data: DataArg = None,
                      length: Optional[int] = None, timeout: Any = _DEFAULT, check: bool = True) -> Completion:
        """Submit and wait for the completion. Raises :class:`NvmeCommandError` on an error status
        unless ``check=False`` (then inspect ``completion.status``)."""
        pending = await self.submit(sqid, command, data=data, length=length, timeout=timeout)
        return await (pending.result() if check else pending.wait())

    async def _read_data(self, cmd: Command, nbytes: int, *, timeout: Any = _DEFAULT) -> bytes:
        buf = self.alloc_buffer(nbytes)
        await buf.clear()
        await self.execute(0, cmd, data=buf, timeout=timeout)
        data = await buf.read()
        buf.free()
        return data

    # ----------------------------------------------------------------------------------------
    # Admin helpers
    # ----------------------------------------------------------------------------------------

    async def identify(self, cns: int, *, nsid: int = 0, cntid: int = 0, cns_id: int = 0, csi: int = 0) -> bytes:
        """Raw Identify data (4096 bytes) for any CNS value."""
        return await self._read_data(cmds.identify(cns, nsid=nsid, cntid=cntid, cns_id=cns_id, csi=csi),
                                     IDENTIFY_DATA_SIZE)

    async def identify_controller(self) -> IdentifyController:
        """Identify Controller (CNS 01h); cached in ``self.id_ctrl`` (MDTS checks use it)."""
        self.id_ctrl = IdentifyController.from_bytes(await self.identify(Cns.CONTROLLER))
        return self.id_ctrl

    async def identify_namespace(self, nsid: int) -> IdentifyNamespace:
        """Identify Namespace (CNS 00h) for ``nsid``; cached in ``self.namespaces``."""
        ns = IdentifyNamespace.from_bytes(await self.identify(Cns.NAMESPACE, nsid=nsid))
        self.namespaces[nsid] = ns
        return ns

    async def _namespace(self, nsid: int) -> IdentifyNamespace:
        """The cached Identify Namespace of ``nsid``, read once however many commands ask at the
        same time: without this, a queue's worth of commands issued together on a fresh
        controller each sent an Identify, and the I/O waited behind the admin queue (measured:
        up to 8 ms at QD 256 on cssd_sim). A read that fails wakes the waiters; one of them
        then tries again, so each caller still gets an answer or an error of its own."""
        while (ns := self.namespaces.get(nsid)) is None:
            pending = self._ns_reads.get(nsid)
            if pending is None:
                done = self._ns_reads[nsid] = self.timebase.event()
                try:
                    return await self.identify_namespace(nsid)
                finally:
                    del self._ns_reads[nsid]
                    done.set()
            await pending.wait()
        return ns

    async def transfer_length(self, nsid: int, nlb: int) -> int:
        """Bytes moved by an NVM Read/Write of ``nlb`` blocks (metadata included when it is
        interleaved, FLBAS bit 4); reads Identify Namespace the first time."""
        ns = await self._namespace(nsid)
        if ns.nsze == 0 or not ns.lbaf:
            raise NvmeError(f"namespace {nsid} is not active (Identify Namespace reports NSZE 0)")
        per_block = ns.lba_size + (ns.metadata_size if ns.extended_metadata else 0)
        return nlb * per_block

    async def active_namespaces(self, start: int = 0) -> list[int]:
        """Active namespace IDs greater than ``start`` (CNS 02h; at most 1024 per call)."""
        return parse_ns_list(await self.identify(Cns.ACTIVE_NS_LIST, nsid=start))

    async def ns_descriptors(self, nsid: int) -> NsIdDescriptorList:
        """Namespace Identification Descriptor list (CNS 03h)."""
        return NsIdDescriptorList.from_bytes(await self.identify(Cns.NS_ID_DESCRIPTORS, nsid=nsid))

    async def nvm_set_list(self, start: int = 0) -> NvmSetList:
        """NVM Set List (CNS 04h) of sets with NVMSETID >= ``start``."""
        return NvmSetList.from_bytes(await self.identify(Cns.NVM_SET_LIST, cns_id=start))

    async def get_features(self, fid: int, *, sel: int = FeatureSelect.CURRENT, cdw11: int = 0, nsid: int = 0,
                           data: DataArg = None, length: Optional[int] = None) -> int:
        """Get Features; returns completion dword 0 (attribute data, if any, lands in ``data``)."""
        cpl = await self.execute(0, cmds.get_features(fid, sel=sel, cdw11=cdw11, nsid=nsid), data=data,
                                 length=length)
        return cpl.dw0

    async def set_features(self, fid: int, cdw11: int = 0, *, cdw12: int = 0, cdw13: int = 0, cdw14: int = 0,
                           cdw15: int = 0, save: bool = False, nsid: int = 0, data: DataArg = None,
                           length: Optional[int] = None) -> int:
        """Set Features; returns completion dword 0."""
        cpl = await self.execute(0, cmds.set_features(fid, cdw11, cdw12=cdw12, cdw13=cdw13, cdw14=cdw14,
                                                      cdw15=cdw15, save=save, nsid=nsid), data=data, length=length)
        return cpl.dw0

    async def set_number_of_queues(self, nsq: int, ncq: int) -> tuple[int, int]:
        """Request ``nsq``/``ncq`` I/O queues; returns the allocated counts (1's based)."""
        cpl = await self.execute(0, cmds.set_number_of_queues(nsq, ncq))
        return NUM_QUEUES.NSQ.get(cpl.dw0) + 1, NUM_QUEUES.NCQ.get(cpl.dw0) + 1

    async def get_log_page(self, lid: int, nbytes: int, *, rae: bool = False, offset: int = 0, lsp: int = 0,
                           lsi: int = 0, nsid: int = NSID_ALL, csi: int = 0) -> bytes:
        """Get Log Page: ``nbytes`` (multiple of 4) from byte ``offset`` of log ``lid``."""
        return await self._read_data(cmds.get_log_page(lid, nbytes, rae=rae, offset=offset, lsp=lsp, lsi=lsi,
                                                       nsid=nsid, csi=csi), nbytes)

    async def error_log(self, entries: Optional[int] = None) -> list[ErrorLogEntry]:
        """Error Information log entries (default: ELPE + 1 when known, else 1)."""
        if entries is None:
            entries = self.id_ctrl.elpe + 1 if self.id_ctrl else 1
        return parse_error_log(await self.get_log_page(LogPageId.ERROR_INFORMATION, 64 * entries))

    async def smart_log(self, nsid: int = NSID_ALL) -> SmartLog:
        """SMART / Health Information log page."""
        return SmartLog.from_bytes(await self.get_log_page(LogPageId.SMART_HEALTH, SMART_LOG_SIZE, nsid=nsid))

    async def firmware_slot_log(self) -> FirmwareSlotLog:
        """Firmware Slot Information log page."""
        return FirmwareSlotLog.from_bytes(await self.get_log_page(LogPageId.FIRMWARE_SLOT, FIRMWARE_SLOT_LOG_SIZE))

    async def create_io_cq(self, qid: int, depth: int, *, vector: Optional[int] = None, polled: bool = False,
                           pc: bool = True) -> CompletionQueue:
        """Create I/O Completion Queue ``qid`` with ``depth`` entries.

        Interrupts: vector ``vector`` (default ``qid % num_vectors``) unless ``polled`` or no
        vectors are enabled, in which case IEN=0 and the queue is polled.
        """
        if self.cap is None or self.admin is None:
            raise NvmeError("controller not initialised: call init() first")
        if qid in self._cqs:
            raise ValueError(f"CQ {qid} already exists")
        if not 2 <= depth <= self.cap.max_queue_entries:
            raise ValueError(f"CQ depth {depth} outside 2..{self.cap.max_queue_entries} (CAP.MQES + 1)")
        if polled or not self.num_vectors:
            vector = None
        elif vector is None:
            vector = qid % self.num_vectors
        elif not 0 <= vector < self.num_vectors:
            raise ValueError(f"vector {vector} not enabled ({self.num_vectors} vectors)")
        addr = self._alloc_queue_mem("cq", qid, depth * CQE_SIZE)
        await self.mem.write(addr, bytes(depth * CQE_SIZE))
        try:
            await self.execute(0, cmds.create_io_cq(qid, depth, addr, vector=vector or 0, ien=vector is not None,
                                                    pc=pc))
        except BaseException:
            self._free_queue_mem("cq", qid)
            raise
        cq = self._new_cq(qid, depth, addr, vector)
        cq.start()
        return cq

    async def create_io_sq(self, qid: int, depth: int, cqid: Optional[int] = None, *,
                           prio: int = QueuePriority.MEDIUM, nvmset_id: int = 0, pc: bool = True) -> SubmissionQueue:
        """Create I/O Submission Queue ``qid`` bound to CQ ``cqid`` (default: same id)."""
        if self.cap is None or self.admin is None:
            raise NvmeError("controller not initialised: call init() first")
        cqid = qid if cqid is None else cqid
        if qid in self._sqs:
            raise ValueError(f"SQ {qid} already exists")
        cq = self._cqs.get(cqid)
        if cq is None or cqid == 0:
            raise ValueError(f"SQ {qid}: no I/O completion queue {cqid} on the host side")
        if not 2 <= depth <= self.cap.max_queue_entries:
            raise ValueError(f"SQ depth {depth} outside 2..{self.cap.max_queue_entries} (CAP.MQES + 1)")
        addr = self._alloc_queue_mem("sq", qid, depth * SQE_SIZE)
        await self.mem.write(addr, bytes(depth * SQE_SIZE))
        try:
            await self.execute(0, cmds.create_io_sq(qid, depth, addr, cqid, prio=prio, pc=pc, nvmset_id=nvmset_id))
        except BaseException:
            self._free_queue_mem("sq", qid)
            raise
        sq = SubmissionQueue(qid, depth, addr, cq, self.regs, self.mem, self.timebase, self.dstrd)
        self._sqs[qid] = sq
        return sq

    async def delete_io_sq(self, qid: int) -> None:
        """Delete I/O Submission Queue ``qid``; commands the controller did not complete end
        with NvmeAbortedError."""
        await self.execute(0, cmds.delete_io_sq(qid))
        sq = self._sqs.pop(qid, None)
        self.io_queues.pop(qid, None)
        if sq is None:
            return
        await sq.cq.reap()  # aborted-command completions posted before the delete completed
        sq.deleted = True
        sq.fail_all(NvmeAbortedError(f"SQ {qid} deleted"))
        sq.cq.detach(sq)
        self._free_queue_mem("sq", qid)

    async def delete_io_cq(self, qid: int) -> None:
        """Delete I/O Completion Queue ``qid`` (its SQs must be deleted first, else the
        controller answers Invalid Queue Deletion)."""
        await self.execute(0, cmds.delete_io_cq(qid))
        cq = self._cqs.pop(qid, None)
        if cq is not None:
            cq.stop()
            self._free_queue_mem("cq", qid)

    async def create_io_queue_pair(self, qid: int, depth: int, *, vector: Optional[int] = None,
                                   polled: bool = False, prio: int = QueuePriority.MEDIUM,
                                   nvmset_id: int = 0) -> QueuePair:
        """Create CQ ``qid`` then SQ ``qid`` bound to it; returns the :class:`QueuePair`."""
        cq = await self.create_io_cq(qid, depth, vector=vector, polled=polled)
        try:
            sq = await self.create_io_sq(qid, depth, qid, prio=prio, nvmset_id=nvmset_id)
        except BaseException:
            await self.delete_io_cq(qid)
            raise
        qp = QueuePair(self, sq, cq)
        self.io_queues[qid] = qp
        return qp

    async def delete_io_queue_pair(self, qp: Union[QueuePair, int]) -> None:
        """Delete SQ then CQ of a queue pair."""
        qid = qp if isinstance(qp, int) else qp.qid
        await self.delete_io_sq(qid)
        await self.delete_io_cq(qid)

    async def abort(self, sqid: int, cid: int) -> bool:
        """Abort command ``cid`` on SQ ``sqid``; True when the controller reports it aborted
        (completion dword 0 bit 0 cleared)."""
        cpl = await self.execute(0, cmds.abort(sqid, cid))
        return not cpl.dw0 & 1

    async def async_event_request(self) -> AsyncEventRequest:
        """Post an Asynchronous Event Request; ``await`` the returned object for the event."""
        pending = await self.submit(0, cmds.async_event_request(), timeout=None)
        return AsyncEventRequest(pending)

    async def keep_alive(self) -> None:
        """Keep Alive."""
        await self.execute(0, cmds.keep_alive())

    def counters(self) -> dict[int, dict[str, int]]:
        """Per queue pair counters keyed by qid (0 = admin)."""
        out: dict[int, dict[str, int]] = {}
        if self.admin is not None:
            out[0] = self.admin.counters()
        for qid, qp in sorted(self.io_queues.items()):
            out[qid] = qp.counters()
        return out


__all__ = ["AsyncEventRequest", "DataArg", "NvmeCommandError", "NvmeController", "QueuePair"]
