"""Python model of the controller's management firmware.

It stands behind the hardware's firmware queue interface (:class:`nvme_fw.hw.NvmeHw`), serves the
NVMe admin commands the hardware delegates (NVM Express Base Specification 2.0) and, for now, answers
I/O commands with a placeholder (see :meth:`NvmeFirmwareModel._placeholder_io`).

Every method that talks to hardware is a coroutine and awaits only the ``hw`` object, so the model runs
unchanged under plain asyncio (unit tests with :class:`nvme_fw.fake_hw.FakeHw`) and under cocotb.
"""
from __future__ import annotations

import logging
import math
import struct
from dataclasses import dataclass, field
from typing import Awaitable, Callable, Union

from . import status as st
from . import structs
from .config import ErrorEntry, FwConfig, NamespaceConfig, Nvram
from .hw import EventKind, FwCommand, FwEvent, NvmeHw
from cssd_nvme.nvme_spec import CREATE_CQ_CDW11, PEL, QUEUE_CDW10, SMART_CW, SQE, SQE_DW0
from cssd_nvme.nvme_spec import AdminOpcode as _A
from cssd_nvme.nvme_spec import AsyncEventInfoError as _AEE
from cssd_nvme.nvme_spec import AsyncEventInfoSmart as _AES
from cssd_nvme.nvme_spec import AsyncEventType as _AET
from cssd_nvme.nvme_spec import Constant as _K
from cssd_nvme.nvme_spec import FeatureId as _F
from cssd_nvme.nvme_spec import LogPageId as _L
from cssd_nvme.nvme_spec import NvmOpcode as _N

log = logging.getLogger("nvme_fw")

# Numbers from config/nvme.toml (cssd_nvme.nvme_spec, generated); the model keeps its short names.
NSID_ALL = _K.NSID_ALL

# Admin opcodes served (Figure 138)
OPC_DELETE_SQ = _A.DELETE_IO_SQ
OPC_CREATE_SQ = _A.CREATE_IO_SQ
OPC_GET_LOG_PAGE = _A.GET_LOG_PAGE
OPC_DELETE_CQ = _A.DELETE_IO_CQ
OPC_CREATE_CQ = _A.CREATE_IO_CQ
OPC_IDENTIFY = _A.IDENTIFY
OPC_ABORT = _A.ABORT
OPC_SET_FEATURES = _A.SET_FEATURES
OPC_GET_FEATURES = _A.GET_FEATURES
OPC_AER = _A.ASYNC_EVENT_REQUEST
OPC_KEEP_ALIVE = _A.KEEP_ALIVE  # not supported (KAS = 0): Invalid Command Opcode

# NVM command set I/O opcodes
IO_FLUSH = _N.FLUSH
IO_WRITE = _N.WRITE
IO_READ = _N.READ
IO_WRITE_ZEROES = _N.WRITE_ZEROES
IO_DSM = _N.DATASET_MANAGEMENT

# Feature identifiers
FID_ARBITRATION = _F.ARBITRATION
FID_POWER_MGMT = _F.POWER_MANAGEMENT
FID_TEMP_THRESHOLD = _F.TEMPERATURE_THRESHOLD
FID_ERROR_RECOVERY = _F.ERROR_RECOVERY
FID_VWC = _F.VOLATILE_WRITE_CACHE
FID_NUM_QUEUES = _F.NUMBER_OF_QUEUES
FID_IRQ_COALESCING = _F.INTERRUPT_COALESCING
FID_IRQ_VECTOR_CONFIG = _F.INTERRUPT_VECTOR_CONFIG
ADMIN_VECTOR = 0  # the admin completion queue's MSI-X vector: never coalesced
FID_WRITE_ATOMICITY = _F.WRITE_ATOMICITY_NORMAL
FID_ASYNC_EVENT_CONFIG = _F.ASYNC_EVENT_CONFIG

SAVEABLE_FIDS = {FID_POWER_MGMT, FID_TEMP_THRESHOLD, FID_ERROR_RECOVERY, FID_VWC, FID_ASYNC_EVENT_CONFIG}
NS_SPECIFIC_FIDS = {FID_ERROR_RECOVERY}

# Log page identifiers
LID_SUPPORTED = _L.SUPPORTED_LOG_PAGES
LID_ERROR = _L.ERROR_INFORMATION
LID_SMART = _L.SMART_HEALTH
LID_FW_SLOT = _L.FIRMWARE_SLOT
LID_CSE = _L.COMMANDS_SUPPORTED_EFFECTS
LID_ENDURANCE_GROUP = _L.ENDURANCE_GROUP_INFO

# Asynchronous event types and information (Figures 150-153)
AE_ERROR = _AET.ERROR
AE_SMART = _AET.SMART_HEALTH
AE_NOTICE = _AET.NOTICE
AEI_INVALID_DOORBELL = _AEE.INVALID_DOORBELL_REGISTER
AEI_INVALID_DOORBELL_VALUE = _AEE.INVALID_DOORBELL_VALUE
AEI_DIAGNOSTIC_FAILURE = _AEE.DIAGNOSTIC_FAILURE
AEI_PERSISTENT_INTERNAL_ERROR = _AEE.PERSISTENT_INTERNAL_ERROR
AEI_TRANSIENT_INTERNAL_ERROR = _AEE.TRANSIENT_INTERNAL_ERROR
AEI_FW_IMAGE_LOAD_ERROR = _AEE.FIRMWARE_IMAGE_LOAD_ERROR
AEI_SMART_RELIABILITY = _AES.SUBSYSTEM_RELIABILITY
AEI_SMART_TEMPERATURE = _AES.TEMPERATURE_THRESHOLD
AEI_SMART_SPARE = _AES.SPARE_BELOW_THRESHOLD

# Critical Warning bits (SMART / Health log byte 0)
CW_SPARE = SMART_CW.SPARE.mask
CW_TEMPERATURE = SMART_CW.TEMPERATURE.mask
CW_RELIABILITY = SMART_CW.RELIABILITY.mask
CW_READ_ONLY = SMART_CW.READ_ONLY.mask
CW_VOLATILE_BACKUP = SMART_CW.VOLATILE_BACKUP.mask
CW_PMR_READ_ONLY = SMART_CW.PMR_READ_ONLY.mask
# Async Event Configuration bits supported (no PMR, no notices: OAES = 0)
AEC_SMART_MASK = CW_SPARE | CW_TEMPERATURE | CW_RELIABILITY | CW_READ_ONLY | CW_VOLATILE_BACKUP


def _loc(dword_off: int, field=None) -> int:
    """Parameter Error Location: the SQE byte of a dword's field, and its bit (Figure 205)."""
    lsb = field.lsb if field is not None else 0
    return PEL.BYTE.put(dword_off + lsb // 8) | PEL.BIT.put(lsb % 8)


# Parameter Error Location values: byte offset in the SQE, bit in bits 10:8 (Figure 205)
LOC_NONE = _K.PEL_NONE
LOC_OPC = _loc(SQE.cdw0.offset, SQE_DW0.OPC)
LOC_FUSE = _loc(SQE.cdw0.offset, SQE_DW0.FUSE)
LOC_PSDT = _loc(SQE.cdw0.offset, SQE_DW0.PSDT)
LOC_NSID = SQE.nsid.offset
LOC_PRP1 = SQE.prp1.offset
LOC_PRP2 = SQE.prp2.offset
LOC_DW10 = SQE.cdw10.offset
LOC_DW10_HI = _loc(SQE.cdw10.offset, QUEUE_CDW10.QSIZE)
LOC_DW11 = SQE.cdw11.offset
LOC_DW11_HI = _loc(SQE.cdw11.offset, CREATE_CQ_CDW11.IV)
LOC_DW12 = SQE.cdw12.offset
LOC_DW14 = SQE.cdw14.offset

_NOT_LOGGED = {st.ABORT_REQUESTED, st.ABORTED_SQ_DELETION}


class CmdError(Exception):
    """Raised by a command handler to complete the command with an error status."""

    def __init__(self, code: int, loc: int = LOC_NONE, *, dnr: bool = True, lba: int = 0) -> None:
        super().__init__(st.describe(code))
        self.code = code
        self.loc = loc
        self.dnr = dnr
        self.lba = lba


@dataclass(frozen=True)
class Sqe:
    """A parsed 64-byte submission queue entry (Figure 88)."""

    opc: int
    fuse: int
    psdt: int
    cid: int
    nsid: int
    cdw2: int
    cdw3: int
    mptr: int
    prp1: int
    prp2: int
    cdw10: int
    cdw11: int
    cdw12: int
    cdw13: int
    cdw14: int
    cdw15: int
    raw: bytes

    @classmethod
    def parse(cls, raw: bytes) -> "Sqe":
        if len(raw) != 64:
            raise ValueError("an SQE is 64 bytes")
        dw0, nsid, cdw2, cdw3, mptr, prp1, prp2, *cdw = struct.unpack("<IIIIQQQ6I", raw)
        return cls(opc=dw0 & 0xFF, fuse=(dw0 >> 8) & 3, psdt=(dw0 >> 14) & 3, cid=dw0 >> 16,
                   nsid=nsid, cdw2=cdw2, cdw3=cdw3, mptr=mptr, prp1=prp1, prp2=prp2,
                   cdw10=cdw[0], cdw11=cdw[1], cdw12=cdw[2], cdw13=cdw[3], cdw14=cdw[4], cdw15=cdw[5],
                   raw=bytes(raw))


@dataclass
class IoCommand:
    """What an I/O handler gets. ``ns`` is the addressed namespace (None for Flush to all)."""

    sqid: int
    sqe: Sqe
    ns: NamespaceConfig | None
    model: "NvmeFirmwareModel"

    @property
    def cid(self) -> int:
        return self.sqe.cid


#: An I/O handler returns a status (int), a (status, dw0) tuple, or None when it keeps the command and
#: will finish it later with ``await model.complete_io(sqid, cid, status, dw0)``.
IoResult = Union[int, tuple, None]
IoHandler = Callable[[IoCommand], Awaitable[IoResult]]
#: Optional abort hook: ``await abort(sqid, cid)`` -> True when the handler dropped the command (the
#: model then completes it with Command Abort Requested), False when it cannot stop it now.
AbortHook = Callable[[int, int], Awaitable[bool]]


@dataclass
class _Sq:
    base: int
    size: int
    cqid: int
    prio: int
    nvmsetid: int
    deleting: bool = False


@dataclass
class _Cq:
    base: int
    size: int
    vector: int
    ien: bool


@dataclass
class _Held:
    """An I/O command firmware holds (handed to the I/O handler, not completed yet)."""

    sqid: int
    cid: int
    opc: int
    abort_waiters: list[int] = field(default_factory=list)  # CIDs of Abort commands waiting on it
    deleting: bool = False  # its SQ is being deleted: complete with Aborted due to SQ Deletion


_HOLD = object()  # handler result: the command stays outstanding in firmware


class NvmeFirmwareModel:
    """Management firmware model; see the package README for what it serves."""

    def __init__(self, hw: NvmeHw, config: FwConfig | None = None, nvram: Nvram | None = None) -> None:
        self.hw = hw
        self.config = config or FwConfig()
        # Called before a log page is built: where the I/O and media counters live elsewhere
        # (the set cores' mailboxes in the full system), it brings them in through record_io /
        # record_media_error first.
        self.before_log_page: Callable[[], None] | None = None
        self.nvram = nvram if nvram is not None else Nvram()
        self._ns = {ns.nsid: ns for ns in self.config.namespaces}
        # power-on accounting: this is a power cycle; an unclean end of the last one is unsafe
        nv = self.nvram
        if nv.started and not nv.clean_shutdown:
            nv.unsafe_shutdowns += 1
        nv.started = True
        nv.clean_shutdown = False
        nv.power_cycles += 1
        self._last_tick = self.hw.clock()
        # physical state that controller resets do not touch
        cfg = self.config
        self._temps = [cfg.temperature] * (1 + cfg.num_temp_sensors)  # [0] = composite
        self.available_spare = cfg.available_spare
        self.percentage_used = 0
        self._cw_other = 0  # critical warning bits 2..5 set through set_critical_warning()
        self._cw_reported = 0  # critical warning bits already raised as events
        self._io_handler: IoHandler = self._placeholder_io
        self._io_abort: AbortHook | None = None
        self._io_opcodes = {IO_FLUSH, IO_WRITE, IO_READ}
        self._running = False
        self.enabled = False
        self.shutdown_state = 0  # 0 none, 1 processing, 2 complete
        self._shutdown_abrupt = False
        self._reset_controller_state()

    # ------------------------------------------------------------------ public API

    def register_io_handler(self, handler: IoHandler, opcodes: set[int] | None = None,
                            abort: AbortHook | None = None) -> None:
        """Route I/O commands (SQID != 0) to ``handler``. ``opcodes`` is the set of I/O opcodes it
        serves (others complete with Invalid Command Opcode); ``abort`` is the optional abort hook."""
        self._io_handler = handler
        if opcodes is not None:
            self._io_opcodes = set(opcodes)
        self._io_abort = abort

    async def program_namespaces(self) -> None:
        """Hand the namespace table to SACA (hardware that checks I/O commands itself): every
        configured namespace with its 0's based set, LBA size and NSZE; private ones unreachable
        from the host. Hardware without the hook (pure-Python tests) skips this."""
        hook = getattr(self.hw, "set_namespace", None)
        if hook is None:
            return
        for ns in self.config.namespaces:
            await hook(ns.nsid - 1, ns.nvm_set - 1, ns.lba_size.bit_length() - 1, ns.blocks,
                       valid=True, host=not ns.private)
        caps = getattr(self.hw, "set_slot_caps", None)
        if caps is not None:
            await caps(self.config.num_sets)

    async def run(self) -> None:
        """Serve commands and events until :meth:`stop`."""
        await self.program_namespaces()
        self._running = True
        while self._running:
            await self.step()

    def stop(self) -> None:
        self._running = False

    async def step(self) -> bool:
        """Handle at most one command or event; False when the hardware had nothing."""
        self._tick()
        await self._process_aers()
        item = await self.hw.poll()
        if item is None:
            return False
        self._tick()
        if isinstance(item, FwCommand):
            await self._command(item.sqid, item.sqe)
        elif isinstance(item, FwEvent):
            await self._event(item)
        else:
            raise TypeError(f"unexpected item from poll(): {item!r}")
        await self._process_aers()
        return True

    async def complete_io(self, sqid: int, cid: int, status: int, dw0: int = 0, dw1: int = 0) -> bool:
        """Finish an I/O command an I/O handler kept. False if firmware no longer holds it (aborted,
        SQ deleted or controller reset in the meantime)."""
        held = self._held.pop((sqid, cid), None)
        if held is None:
            return False
        self._tick()
        self._io_outstanding -= 1
        if held.deleting:
            status, dw0, dw1 = st.status(st.ABORTED_SQ_DELETION), 0, 0
        elif st.code_of(status) not in {st.SUCCESS} | _NOT_LOGGED and not st.more_of(status):
            self.record_error(sqid, cid, status, LOC_NONE)
            status |= st.M_BIT
        await self.hw.complete(sqid, cid, status, dw0, dw1)
        aborted = st.code_of(status) in _NOT_LOGGED
        for acid in held.abort_waiters:
            await self.hw.complete(0, acid, st.SUCCESS, 0 if aborted else 1)
        await self._finish_pending_deletes()
        await self._maybe_finish_shutdown()
        await self._process_aers()
        return True

    def is_outstanding(self, sqid: int, cid: int) -> bool:
        return (sqid, cid) in self._held

    async def to_host(self, cmd: Sqe, data: bytes) -> None:
        """Move ``data`` to the host buffers ``cmd``'s PRPs describe (for I/O handlers that move
        data); raises CmdError with the status the command then completes with."""
        await self._to_host(cmd, data)

    async def from_host(self, cmd: Sqe, length: int) -> bytes:
        """``length`` bytes from the host buffers ``cmd``'s PRPs describe; raises CmdError like to_host."""
        return await self._from_host(cmd, length)

    # hooks for other model code -----------------------------------------------------------------

    def record_io(self, read: bool, nlb_bytes: int, nsid: int = 0) -> None:
        """Count one host read (Compare/Read) or write command of ``nlb_bytes`` bytes."""
        nv = self.nvram
        units = -(-nlb_bytes // 512)
        grp = self._group(nsid)
        if read:
            nv.units_read_512 += units
            nv.host_read_commands += 1
        else:
            nv.units_written_512 += units
            nv.host_write_commands += 1
        if grp is not None:
            g = self._group_counters(grp)
            g["bytes_read" if read else "bytes_written"] += nlb_bytes
            g["reads" if read else "writes"] += 1

    def record_media_error(self, count: int = 1, nsid: int = 0) -> None:
        """Count unrecovered data integrity errors (SMART Media and Data Integrity Errors)."""
        self.nvram.media_errors += count
        grp = self._group(nsid)
        if grp is not None:
            self._group_counters(grp)["media_errors"] += count

    def record_error(self, sqid: int, cid: int, status: int, param_loc: int = LOC_NONE, lba: int = 0,
                     nsid: int = 0, aer_info: int | None = None) -> ErrorEntry:
        """Add an Error Information log entry. With ``aer_info`` (an Error status event information
        value, e.g. AEI_PERSISTENT_INTERNAL_ERROR) it also raises an Error asynchronous event; command
        errors by themselves do not generate events (spec 5.2)."""
        nv = self.nvram
        nv.error_count += 1
        # NSID FFFFFFFFh when the error is not specific to a namespace (Figure 205)
        entry_nsid = nsid if self._nsid_valid(nsid) else NSID_ALL
        entry = ErrorEntry(nv.error_count, sqid, cid, status, param_loc, lba, entry_nsid)
        nv.error_log.append(entry)
        del nv.error_log[:-(self.config.elpe + 1)]
        grp = self._group(nsid)
        if grp is not None:
            self._group_counters(grp)["errors"] += 1
        if aer_info is not None:
            self.raise_event(AE_ERROR, aer_info, LID_ERROR)
        return entry

    def report_internal_error(self, persistent: bool) -> None:
        self.record_error(0xFFFF, 0xFFFF, st.status(st.INTERNAL_ERROR), LOC_NONE,
                          aer_info=AEI_PERSISTENT_INTERNAL_ERROR if persistent
                          else AEI_TRANSIENT_INTERNAL_ERROR)

    async def enter_fatal(self) -> None:
        """A persistent internal error the controller cannot recover from: log it, raise the Error
        event and set CSTS.CFS."""
        self.report_internal_error(persistent=True)
        await self._process_aers()
        await self.hw.set_fatal()

    def set_temperature(self, kelvin: int, sensor: int = 0) -> None:
        """Set the composite temperature (sensor 0) or Temperature Sensor ``sensor`` (1..n)."""
        self._tick()
        self._temps[sensor] = kelvin
        self._check_health()

    def set_available_spare(self, percent: int) -> None:
        self.available_spare = percent
        self._check_health()

    def set_critical_warning(self, bit: int, on: bool) -> None:
        """Set reliability-degraded (bit 2), read-only (3), volatile backup failed (4) or PMR (5)."""
        if bit not in (2, 3, 4, 5):
            raise ValueError("bits 0 and 1 follow spare and temperature")
        self._cw_other = (self._cw_other | (1 << bit)) if on else (self._cw_other & ~(1 << bit))
        self._check_health()

    def raise_event(self, ae_type: int, info: int, lid: int) -> None:
        """Queue an asynchronous event; it completes an outstanding AER when its type is unmasked."""
        ev = (ae_type, info, lid)
        if ev in self._aer_queue or len(self._aer_queue) >= self.config.aer_queue_max:
            return
        self._aer_queue.append(ev)

    async def flush_events(self) -> None:
        """Deliver queued events to outstanding AERs now (step() does this too)."""
        await self._process_aers()

    @property
    def critical_warning(self) -> int:
        cw = self._cw_other
        if self.available_spare < self.config.spare_threshold:
            cw |= CW_SPARE
        if self._temperature_alarm():
            cw |= CW_TEMPERATURE
        return cw

    @property
    def io_queues(self) -> dict[str, dict[int, object]]:
        """Firmware's view of the I/O queues (for tests)."""
        return {"sq": dict(self._sqs), "cq": dict(self._cqs)}

    @property
    def outstanding_aers(self) -> list[int]:
        return list(self._aers)

    # ------------------------------------------------------------------ state

    def _reset_controller_state(self) -> None:
        """Controller Level Reset: queues, outstanding commands, events and features to defaults."""
        self._sqs: dict[int, _Sq] = {}
        self._cqs: dict[int, _Cq] = {}
        self._queues_created = False
        n = self.hw.num_io_queues
        self._nsqa = n
        self._ncqa = n
        self._aers: list[int] = []
        self._aer_queue: list[tuple[int, int, int]] = []
        self._aer_mask: dict[int, int] = {}  # event type -> log page that clears it
        self._held: dict[tuple[int, int], _Held] = {}
        self._pending_delete: dict[int, int] = {}  # SQID -> CID of the waiting Delete I/O SQ
        self._io_outstanding = 0
        self._load_features()

    def _tick(self) -> None:
        now = self.hw.clock()
        dt = max(0.0, now - self._last_tick)
        self._last_tick = now
        nv = self.nvram
        nv.power_on_seconds += dt
        if self._io_outstanding > 0:
            nv.busy_seconds += dt
        t = self._temps[0]
        if t >= self.config.cctemp:
            nv.critical_temp_seconds += dt
        elif t >= self.config.wctemp:
            nv.warning_temp_seconds += dt

    def _group(self, nsid: int) -> int | None:
        ns = self._ns.get(nsid)
        return ns.nvm_set if ns else None

    def _group_counters(self, grp: int) -> dict[str, int]:
        return self.nvram.group_counters.setdefault(str(grp), {
            "bytes_read": 0, "bytes_written": 0, "reads": 0, "writes": 0, "media_errors": 0,
            "errors": 0})

    def _host_ns(self, nsid: int) -> NamespaceConfig | None:
        """The namespace if ``nsid`` is active for the host (private namespaces never are)."""
        ns = self._ns.get(nsid)
        return ns if ns is not None and not ns.private else None

    def _nsid_valid(self, nsid: int) -> bool:
        return 1 <= nsid <= self.config.nn

    def _active_nsids(self) -> list[int]:
        return sorted(ns.nsid for ns in self.config.namespaces if not ns.private)

    # ------------------------------------------------------------------ features

    def _feature_defaults(self) -> dict:
        cfg = self.config
        temp = {}
        for s in range(1 + cfg.num_temp_sensors):
            temp[(s, 0)] = cfg.wctemp if s == 0 else 0xFFFF  # over temperature threshold
            temp[(s, 1)] = 0  # under temperature threshold
        return {
            FID_ARBITRATION: 7,  # AB = 111b (no limit), all weights 0
            FID_POWER_MGMT: 0,
            FID_TEMP_THRESHOLD: temp,
            FID_ERROR_RECOVERY: {nsid: 0 for nsid in self._active_nsids()},
            FID_VWC: 1 if cfg.vwc else 0,
            FID_IRQ_COALESCING: 0,
            FID_WRITE_ATOMICITY: 0,
            FID_ASYNC_EVENT_CONFIG: 0,
        }

    @staticmethod
    def _saved_key(fid: int, sub: object = None) -> str:
        if sub is None:
            return f"{fid:02X}"
        if isinstance(sub, tuple):
            return f"{fid:02X}:" + ":".join(str(x) for x in sub)
        return f"{fid:02X}:{sub}"

    def _saved_or_default(self, fid: int, sub: object = None) -> int:
        d = self._feature_defaults()[fid]
        default = d[sub] if sub is not None else d
        if fid not in SAVEABLE_FIDS:
            return default
        return self.nvram.saved_features.get(self._saved_key(fid, sub), default)

    def _load_features(self) -> None:
        defaults = self._feature_defaults()
        self._feat: dict[int, object] = {}
        for fid, d in defaults.items():
            if isinstance(d, dict):
                self._feat[fid] = {k: self._saved_or_default(fid, k) for k in d}
            else:
                self._feat[fid] = self._saved_or_default(fid)
        self._iv_cd: dict[int, bool] = {}

    # ------------------------------------------------------------------ events

    async def _event(self, ev: FwEvent) -> None:
        if ev.kind in (EventKind.INVALID_DOORBELL, EventKind.INVALID_DOORBELL_VALUE):
            info = AEI_INVALID_DOORBELL if ev.kind is EventKind.INVALID_DOORBELL \
                else AEI_INVALID_DOORBELL_VALUE
            sqid = 0xFFFF if ev.is_cq else ev.qid
            self.record_error(sqid, 0xFFFF, 0, LOC_NONE, aer_info=info)
        elif ev.kind is EventKind.CONTROLLER_ENABLED:
            self.enabled = True
            self.shutdown_state = 0
            self.nvram.clean_shutdown = False
            f = self._feat
            arb = f[FID_ARBITRATION]
            await self.hw.set_arbitration(arb & 7, (arb >> 8) & 0xFF, (arb >> 16) & 0xFF, arb >> 24)
            coal = f[FID_IRQ_COALESCING]
            await self.hw.set_coalescing(coal & 0xFF, (coal >> 8) & 0xFF)
        elif ev.kind is EventKind.CONTROLLER_DISABLED:
            # Hardware has dropped every queue context: forget commands without completing them.
            self.enabled = False
            self._reset_controller_state()
        elif ev.kind is EventKind.SHUTDOWN_REQUESTED:
            if ev.value & 3 == 0:
                return
            self.shutdown_state = 1
            self._shutdown_abrupt = (ev.value & 3) == 2
            await self._maybe_finish_shutdown()
        else:
            raise ValueError(f"unknown event {ev!r}")

    async def _maybe_finish_shutdown(self) -> None:
        if self.shutdown_state != 1:
            return
        if self._held and not self._shutdown_abrupt:
            return  # normal shutdown: finish the I/O the handler still holds first
        self._tick()
        self.nvram.clean_shutdown = True
        self.shutdown_state = 2
        await self.hw.shutdown_complete()

    def _temperature_alarm(self) -> bool:
        th = self._feat[FID_TEMP_THRESHOLD]
        for s, t in enumerate(self._temps):
            if t >= th[(s, 0)] or t <= th[(s, 1)]:
                return True
        return False

    def _check_health(self) -> None:
        """Raise SMART / Health events for critical warning bits that became set."""
        cw = self.critical_warning
        new = cw & ~self._cw_reported
        self._cw_reported = cw
        enabled = self._feat[FID_ASYNC_EVENT_CONFIG] & AEC_SMART_MASK
        for bit in range(6):
            if not (new & enabled & (1 << bit)):
                continue
            info = {0: AEI_SMART_SPARE, 1: AEI_SMART_TEMPERATURE}.get(bit, AEI_SMART_RELIABILITY)
            self.raise_event(AE_SMART, info, LID_SMART)

    async def _process_aers(self) -> None:
        while self._aers:
            ev = next((e for e in self._aer_queue if e[0] not in self._aer_mask), None)
            if ev is None:
                return
            self._aer_queue.remove(ev)
            ae_type, info, lid = ev
            self._aer_mask[ae_type] = lid
            cid = self._aers.pop(0)
            await self.hw.complete(0, cid, st.SUCCESS, ae_type | (info << 8) | (lid << 16))

    def _clear_events(self, lid: int) -> None:
        for ae_type, mask_lid in list(self._aer_mask.items()):
            if mask_lid == lid:
                del self._aer_mask[ae_type]

    # ------------------------------------------------------------------ command dispatch

    async def _command(self, sqid: int, raw: bytes) -> None:
        cmd = Sqe.parse(raw)
        log.debug("sq %d cid %#06x opc %#04x nsid %#x", sqid, cmd.cid, cmd.opc, cmd.nsid)
        if sqid == 0:
            await self._admin(cmd)
        else:
            await self._io(sqid, cmd)

    async def _post(self, sqid: int, cmd: Sqe, code: int, *, dnr: bool = False, loc: int = LOC_NONE,
                    dw0: int = 0, dw1: int = 0, lba: int = 0) -> None:
        """Complete ``cmd``; failed commands get an Error Information log entry and the M bit."""
        value = st.status(code, dnr=dnr)
        if code != st.SUCCESS and code not in _NOT_LOGGED:
            value |= st.M_BIT
            self.record_error(sqid, cmd.cid, value, loc, lba, cmd.nsid)
        await self.hw.complete(sqid, cmd.cid, value, dw0, dw1)

    async def _admin(self, cmd: Sqe) -> None:
        handler = self._admin_handlers.get(cmd.opc)
        try:
            if handler is None:
                raise CmdError(st.INVALID_OPCODE, LOC_OPC)
            if cmd.psdt != 0:  # SGLs shall not be used for Admin commands (NVMe over PCIe)
                raise CmdError(st.INVALID_FIELD, LOC_PSDT)
            if cmd.fuse != 0:  # no fused operations
                raise CmdError(st.INVALID_FIELD, LOC_FUSE)
            result = await handler(self, cmd)
        except CmdError as e:
            await self._post(0, cmd, e.code, dnr=e.dnr, loc=e.loc, lba=e.lba)
            return
        if result is _HOLD:
            return
        await self._post(0, cmd, st.SUCCESS, dw0=result or 0)

    @staticmethod
    def _nsid_unused(cmd: Sqe) -> None:
        if cmd.nsid != 0:
            raise CmdError(st.INVALID_FIELD, LOC_NSID)

    # ------------------------------------------------------------------ data transfer (PRP)

    def _max_transfer(self) -> int | None:
        return (1 << self.config.mdts) * 4096 if self.config.mdts else None

    async def _prp_ranges(self, cmd: Sqe, length: int) -> list[tuple[int, int]]:
        """Host ranges described by PRP1/PRP2 for ``length`` bytes (section 4.1.1)."""
        ps = self.hw.page_size
        if cmd.prp1 & 3:
            raise CmdError(st.PRP_OFFSET_INVALID, LOC_PRP1)
        first = min(length, ps - (cmd.prp1 & (ps - 1)))
        ranges = [(cmd.prp1, first)]
        left = length - first
        if left == 0:
            return ranges
        if left <= ps:
            if cmd.prp2 & (ps - 1):
                raise CmdError(st.PRP_OFFSET_INVALID, LOC_PRP2)
            return ranges + [(cmd.prp2, left)]
        # PRP2 is a PRP List pointer; the last entry of a full list page chains to the next page
        if cmd.prp2 & 3:
            raise CmdError(st.PRP_OFFSET_INVALID, LOC_PRP2)
        lst = cmd.prp2
        while left > 0:
            slots = (ps - (lst & (ps - 1))) // 8
            pages = -(-left // ps)
            n = pages if pages <= slots else slots
            raw = await self.hw.dma_from_host(lst, n * 8)
            if raw is None:
                raise CmdError(st.DATA_TRANSFER_ERROR, dnr=False)
            entries = list(struct.unpack(f"<{n}Q", raw))
            chain = None
            if pages > slots:
                chain = entries.pop()
            for e in entries:
                if e & (ps - 1):
                    raise CmdError(st.PRP_OFFSET_INVALID, LOC_PRP2)
                chunk = min(ps, left)
                ranges.append((e, chunk))
                left -= chunk
            if chain is not None:
                if chain & 7:
                    raise CmdError(st.PRP_OFFSET_INVALID, LOC_PRP2)
                lst = chain
        return ranges

    @staticmethod
    def _merge(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
        out: list[list[int]] = []
        for a, n in ranges:
            if out and out[-1][0] + out[-1][1] == a:
                out[-1][1] += n
            else:
                out.append([a, n])
        return [(a, n) for a, n in out]

    async def _to_host(self, cmd: Sqe, data: bytes) -> None:
        pos = 0
        for addr, n in self._merge(await self._prp_ranges(cmd, len(data))):
            if not await self.hw.dma_to_host(addr, data[pos:pos + n]):
                raise CmdError(st.DATA_TRANSFER_ERROR, dnr=False)
            pos += n

    async def _from_host(self, cmd: Sqe, length: int) -> bytes:
        out = bytearray()
        for addr, n in self._merge(await self._prp_ranges(cmd, length)):
            chunk = await self.hw.dma_from_host(addr, n)
            if chunk is None:
                raise CmdError(st.DATA_TRANSFER_ERROR, dnr=False)
            out += chunk
        return bytes(out)

    # ------------------------------------------------------------------ queue management

    async def _create_cq(self, cmd: Sqe):
        self._nsid_unused(cmd)
        qid, qsize = cmd.cdw10 & 0xFFFF, cmd.cdw10 >> 16
        pc, ien, iv = cmd.cdw11 & 1, bool(cmd.cdw11 & 2), cmd.cdw11 >> 16
        if qid == 0 or qid > min(self._ncqa, self.hw.num_io_queues) or qid in self._cqs:
            raise CmdError(st.INVALID_QUEUE_IDENTIFIER, LOC_DW10)
        if qsize == 0 or qsize + 1 > self.hw.max_queue_entries:
            raise CmdError(st.INVALID_QUEUE_SIZE, LOC_DW10_HI)
        if cmd.prp1 & (self.hw.page_size - 1):
            raise CmdError(st.PRP_OFFSET_INVALID, LOC_PRP1)
        if iv >= self.hw.num_vectors:
            raise CmdError(st.INVALID_INTERRUPT_VECTOR, LOC_DW11_HI)
        if not pc:  # CAP.CQR = 1: queues must be physically contiguous
            raise CmdError(st.INVALID_FIELD, LOC_DW11)
        self._cqs[qid] = _Cq(cmd.prp1, qsize + 1, iv, ien)
        self._queues_created = True
        await self.hw.create_cq(qid, cmd.prp1, qsize + 1, iv, ien)
        return 0

    async def _create_sq(self, cmd: Sqe):
        self._nsid_unused(cmd)
        qid, qsize = cmd.cdw10 & 0xFFFF, cmd.cdw10 >> 16
        pc, qprio, cqid = cmd.cdw11 & 1, (cmd.cdw11 >> 1) & 3, cmd.cdw11 >> 16
        nvmsetid = cmd.cdw12 & 0xFFFF
        if cqid == 0 or cqid not in self._cqs:
            raise CmdError(st.COMPLETION_QUEUE_INVALID, LOC_DW11_HI)
        if qid == 0 or qid > min(self._nsqa, self.hw.num_io_queues) or qid in self._sqs:
            raise CmdError(st.INVALID_QUEUE_IDENTIFIER, LOC_DW10)
        if qsize == 0 or qsize + 1 > self.hw.max_queue_entries:
            raise CmdError(st.INVALID_QUEUE_SIZE, LOC_DW10_HI)
        if cmd.prp1 & (self.hw.page_size - 1):
            raise CmdError(st.PRP_OFFSET_INVALID, LOC_PRP1)
        if not pc:
            raise CmdError(st.INVALID_FIELD, LOC_DW11)
        if nvmsetid > self.config.num_sets:
            raise CmdError(st.INVALID_FIELD, LOC_DW12)
        # QPRIO only has meaning under weighted round robin; round robin ignores it
        prio = qprio if self.hw.arbitration_mechanism == "wrr" else 0
        self._sqs[qid] = _Sq(cmd.prp1, qsize + 1, cqid, prio, nvmsetid)
        self._queues_created = True
        await self.hw.create_sq(qid, cmd.prp1, qsize + 1, cqid, prio)
        return 0

    async def _delete_sq(self, cmd: Sqe):
        self._nsid_unused(cmd)
        qid = cmd.cdw10 & 0xFFFF
        sq = self._sqs.get(qid)
        if qid == 0 or sq is None or sq.deleting:
            raise CmdError(st.INVALID_QUEUE_IDENTIFIER, LOC_DW10)
        sq.deleting = True
        for key, held in list(self._held.items()):
            if key[0] != qid:
                continue
            held.deleting = True
            dropped = True if self._io_abort is None else await self._io_abort(*key)
            if dropped:
                await self.complete_io(qid, key[1], st.status(st.ABORTED_SQ_DELETION))
        if any(k[0] == qid for k in self._held):
            self._pending_delete[qid] = cmd.cid  # completes when the last command is done
            return _HOLD
        await self._remove_sq(qid)
        return 0

    async def _remove_sq(self, qid: int) -> None:
        del self._sqs[qid]
        await self.hw.delete_sq(qid)

    async def _finish_pending_deletes(self) -> None:
        for qid, dcid in list(self._pending_delete.items()):
            if not any(k[0] == qid for k in self._held):
                del self._pending_delete[qid]
                await self._remove_sq(qid)
                await self.hw.complete(0, dcid, st.SUCCESS)

    async def _delete_cq(self, cmd: Sqe):
        self._nsid_unused(cmd)
        qid = cmd.cdw10 & 0xFFFF
        if qid == 0 or qid not in self._cqs:
            raise CmdError(st.INVALID_QUEUE_IDENTIFIER, LOC_DW10)
        if any(sq.cqid == qid for sq in self._sqs.values()):
            raise CmdError(st.INVALID_QUEUE_DELETION, LOC_DW10, dnr=False)
        del self._cqs[qid]
        await self.hw.delete_cq(qid)
        return 0

    # ------------------------------------------------------------------ Identify

    async def _identify(self, cmd: Sqe):
        cns = cmd.cdw10 & 0xFF
        cfg = self.config
        nsid = cmd.nsid
        if cns in (0x00, 0x08):  # Identify Namespace / I/O Command Set Independent Identify NS
            if not self._nsid_valid(nsid):  # includes FFFFFFFFh: no Namespace Management
                raise CmdError(st.INVALID_NAMESPACE, LOC_NSID)
            ns = self._host_ns(nsid)
            if ns is None:
                data = bytes(structs.IDENTIFY_SIZE)  # inactive NSID: zero filled
            elif cns == 0x00:
                data = structs.identify_namespace(cfg, ns)
            else:
                data = structs.identify_ns_cs_independent(cfg, ns)
        elif cns == 0x01:
            self._nsid_unused(cmd)
            data = structs.identify_controller(cfg)
        elif cns == 0x02:  # Active Namespace ID list, NSIDs greater than NSID
            if nsid >= 0xFFFFFFFE:
                raise CmdError(st.INVALID_NAMESPACE, LOC_NSID)
            data = structs.id_list_u32([n for n in self._active_nsids() if n > nsid])
        elif cns == 0x03:  # Namespace Identification Descriptor list
            if not self._nsid_valid(nsid):
                raise CmdError(st.INVALID_NAMESPACE, LOC_NSID)
            ns = self._host_ns(nsid)
            if ns is None:
                raise CmdError(st.INVALID_FIELD, LOC_NSID)  # inactive NSID (section 3.2.1.5)
            data = structs.ns_id_descriptors(cfg, ns)
        elif cns == 0x04:  # NVM Set List
            self._nsid_unused(cmd)
            data = structs.nvm_set_list(cfg, cmd.cdw11 & 0xFFFF)
        elif cns == 0x19:  # Endurance Group List
            self._nsid_unused(cmd)
            first = cmd.cdw11 & 0xFFFF
            data = structs.id_list_u16([g for g in range(1, cfg.num_sets + 1) if g >= first])
        else:
            raise CmdError(st.INVALID_FIELD, LOC_DW10)
        await self._to_host(cmd, data)
        return 0

    # ------------------------------------------------------------------ Get Log Page

    _LOG_SIZES = {LID_SUPPORTED: 1024, LID_SMART: 512, LID_FW_SLOT: 512, LID_CSE: 4096,
                  LID_ENDURANCE_GROUP: 512}

    async def _get_log_page(self, cmd: Sqe):
        lid = cmd.cdw10 & 0xFF
        rae = bool(cmd.cdw10 & (1 << 15))
        numd = ((cmd.cdw11 & 0xFFFF) << 16) | (cmd.cdw10 >> 16)
        lsi = cmd.cdw11 >> 16
        offset = cmd.cdw12 | (cmd.cdw13 << 32)
        csi, ot = cmd.cdw14 >> 24, bool(cmd.cdw14 & (1 << 23))
        length = (numd + 1) * 4
        if lid not in self._log_builders:
            raise CmdError(st.INVALID_LOG_PAGE, LOC_DW10)
        if cmd.nsid not in (0, NSID_ALL):  # no log page here is namespace specific (LPA bit 0 = 0)
            raise CmdError(st.INVALID_FIELD, LOC_NSID)
        if ot:  # index offsets not supported by any of these log pages
            raise CmdError(st.INVALID_FIELD, LOC_DW14 + 2)
        if offset & 3:
            raise CmdError(st.INVALID_FIELD, LOC_DW12)
        mt = self._max_transfer()
        if mt is not None and length > mt:
            raise CmdError(st.INVALID_FIELD, LOC_DW10_HI)
        if lid == LID_ENDURANCE_GROUP and not 1 <= lsi <= self.config.num_sets:
            raise CmdError(st.INVALID_FIELD, LOC_DW11_HI)
        if lid == LID_CSE and csi != 0:
            raise CmdError(st.INVALID_FIELD, LOC_DW14 + 3)
        self._tick()
        if self.before_log_page is not None:
            self.before_log_page()
        page = self._log_builders[lid](self, lsi)
        if offset >= len(page):
            raise CmdError(st.INVALID_FIELD, LOC_DW12)
        data = page[offset:offset + length]
        await self._to_host(cmd, data + bytes(length - len(data)))
        if not rae:
            self._clear_events(lid)
        return 0

    def _log_supported(self, _lsi: int) -> bytes:
        return structs.supported_log_pages(sorted(self._log_builders))

    def _log_error(self, _lsi: int) -> bytes:
        return structs.error_log(self.config, self.nvram.error_log)

    def _log_smart(self, _lsi: int) -> bytes:
        nv = self.nvram
        return structs.smart_log(
            critical_warning=self.critical_warning, temperature=self._temps[0],
            available_spare=self.available_spare, spare_threshold=self.config.spare_threshold,
            percentage_used=self.percentage_used,
            data_units_read=-(-nv.units_read_512 // 1000),
            data_units_written=-(-nv.units_written_512 // 1000),
            host_reads=nv.host_read_commands, host_writes=nv.host_write_commands,
            busy_minutes=int(nv.busy_seconds // 60), power_cycles=nv.power_cycles,
            power_on_hours=int(nv.power_on_seconds // 3600), unsafe_shutdowns=nv.unsafe_shutdowns,
            media_errors=nv.media_errors, error_entries=nv.error_count,
            warning_temp_minutes=int(nv.warning_temp_seconds // 60),
            critical_temp_minutes=int(nv.critical_temp_seconds // 60), sensors=self._temps[1:])

    def _log_fw_slot(self, _lsi: int) -> bytes:
        return structs.firmware_slot_log(self.config)

    def _log_cse(self, _lsi: int) -> bytes:
        c = structs.CSE_CSUPP
        admin = {opc: c for opc in self._admin_handlers}
        admin[OPC_CREATE_SQ] = admin[OPC_CREATE_CQ] = admin[OPC_DELETE_SQ] = admin[OPC_DELETE_CQ] = c
        io = {opc: c for opc in self._io_opcodes}
        for opc in (IO_WRITE, IO_WRITE_ZEROES, IO_DSM):  # may change block content (Linux's list)
            if opc in io:
                io[opc] |= structs.CSE_LBCC
        return structs.commands_supported_effects(admin, io)

    def _log_endurance_group(self, grp: int) -> bytes:
        g = self._group_counters(grp)
        cap = sum(ns.blocks * ns.lba_size for ns in self.config.namespaces if ns.nvm_set == grp)
        cw = self.critical_warning
        return structs.endurance_group_log(
            critical_warning=(cw & (CW_SPARE | CW_RELIABILITY | CW_READ_ONLY)),
            available_spare=self.available_spare, spare_threshold=self.config.spare_threshold,
            percentage_used=self.percentage_used,
            gb_read=math.ceil(g["bytes_read"] / 1e9), gb_written=math.ceil(g["bytes_written"] / 1e9),
            host_reads=g["reads"], host_writes=g["writes"], media_errors=g["media_errors"],
            error_entries=g["errors"], capacity=cap)

    _log_builders = {LID_SUPPORTED: _log_supported, LID_ERROR: _log_error, LID_SMART: _log_smart,
                     LID_FW_SLOT: _log_fw_slot, LID_CSE: _log_cse,
                     LID_ENDURANCE_GROUP: _log_endurance_group}

    # ------------------------------------------------------------------ Get / Set Features

    def _feature_supported(self, fid: int) -> bool:
        if fid == FID_VWC:
            return self.config.vwc
        return fid in (FID_ARBITRATION, FID_POWER_MGMT, FID_TEMP_THRESHOLD, FID_ERROR_RECOVERY,
                       FID_NUM_QUEUES, FID_IRQ_COALESCING, FID_IRQ_VECTOR_CONFIG,
                       FID_WRITE_ATOMICITY, FID_ASYNC_EVENT_CONFIG)

    def _temp_select(self, dw11: int, for_set: bool) -> list[tuple[int, int]]:
        tmpsel, thsel = (dw11 >> 16) & 0xF, (dw11 >> 20) & 3
        if thsel > 1:
            raise CmdError(st.INVALID_FIELD, LOC_DW11 + 2 | (4 << 8))
        if tmpsel == 0xF and for_set:  # all implemented temperature sensors
            return [(s, thsel) for s in range(1 + self.config.num_temp_sensors)]
        if tmpsel > self.config.num_temp_sensors:  # not implemented, reserved or Fh on Get
            raise CmdError(st.INVALID_FIELD, LOC_DW11 + 2)
        return [(tmpsel, thsel)]

    def _vector_arg(self, dw11: int) -> int:
        iv = dw11 & 0xFFFF
        if iv >= self.hw.num_vectors:
            raise CmdError(st.INVALID_FIELD, LOC_DW11)
        return iv

    def _ns_specific_target(self, cmd: Sqe, for_set: bool) -> list[int]:
        nsid = cmd.nsid
        if nsid == NSID_ALL and for_set:
            return self._active_nsids()
        if not self._nsid_valid(nsid):
            raise CmdError(st.INVALID_NAMESPACE, LOC_NSID)
        if self._host_ns(nsid) is None:
            raise CmdError(st.INVALID_FIELD, LOC_NSID)
        return [nsid]

    async def _get_features(self, cmd: Sqe):
        fid, sel = cmd.cdw10 & 0xFF, (cmd.cdw10 >> 8) & 7
        if not self._feature_supported(fid):
            raise CmdError(st.INVALID_FIELD, LOC_DW10)
        if sel > 3:
            raise CmdError(st.INVALID_FIELD, LOC_DW10 + 1)
        if sel == 3:  # supported capabilities
            return ((1 if fid in SAVEABLE_FIDS else 0) | (2 if fid in NS_SPECIFIC_FIDS else 0) | 4)
        n = self.hw.num_io_queues
        if fid == FID_TEMP_THRESHOLD:
            (key,) = self._temp_select(cmd.cdw11, for_set=False)
            value = self._select(fid, key, sel)
            return value | (key[0] << 16) | (key[1] << 20)
        if fid == FID_ERROR_RECOVERY:
            (nsid,) = self._ns_specific_target(cmd, for_set=False)
            return self._select(fid, nsid, sel)
        if fid == FID_NUM_QUEUES:
            if sel == 0:
                return ((self._ncqa - 1) << 16) | (self._nsqa - 1)
            return ((n - 1) << 16) | (n - 1)
        if fid == FID_IRQ_VECTOR_CONFIG:
            iv = self._vector_arg(cmd.cdw11)
            # Coalescing never applies to the admin completion queue's vector 0.
            cd = iv == ADMIN_VECTOR or (self._iv_cd.get(iv, False) if sel == 0 else False)
            return iv | (int(cd) << 16)
        return self._select(fid, None, sel)

    def _select(self, fid: int, key: object, sel: int) -> int:
        if sel == 0:
            cur = self._feat[fid]
            return cur[key] if key is not None else cur
        if sel == 1:
            d = self._feature_defaults()[fid]
            return d[key] if key is not None else d
        return self._saved_or_default(fid, key)  # saved; the default for non-saveable features

    async def _set_features(self, cmd: Sqe):
        fid, sv = cmd.cdw10 & 0xFF, bool(cmd.cdw10 >> 31)
        dw11 = cmd.cdw11
        if not self._feature_supported(fid):
            raise CmdError(st.INVALID_FIELD, LOC_DW10)
        if sv and fid not in SAVEABLE_FIDS:
            raise CmdError(st.FEATURE_NOT_SAVEABLE, LOC_DW10 + 3 | (7 << 8))
        if fid not in NS_SPECIFIC_FIDS and cmd.nsid not in (0, NSID_ALL):
            if not self._nsid_valid(cmd.nsid):
                raise CmdError(st.INVALID_NAMESPACE, LOC_NSID)
            raise CmdError(st.FEATURE_NOT_NS_SPECIFIC, LOC_NSID)
        saved = self.nvram.saved_features
        f = self._feat
        dw0 = 0
        if fid == FID_ARBITRATION:
            value = dw11 & 0xFFFFFF07
            f[fid] = value
            await self.hw.set_arbitration(value & 7, (value >> 8) & 0xFF, (value >> 16) & 0xFF,
                                          value >> 24)
        elif fid == FID_POWER_MGMT:
            ps, wh = dw11 & 0x1F, (dw11 >> 5) & 7
            if ps > 0:  # NPSS = 0: only power state 0
                raise CmdError(st.INVALID_FIELD, LOC_DW11)
            if wh > 2:  # workload hints 011b..111b are reserved
                raise CmdError(st.INVALID_FIELD, LOC_DW11 | (5 << 8))
            f[fid] = dw11 & 0xFF
            if sv:
                saved[self._saved_key(fid)] = f[fid]
        elif fid == FID_TEMP_THRESHOLD:
            keys = self._temp_select(dw11, for_set=True)
            for key in keys:
                f[fid][key] = dw11 & 0xFFFF
                if sv:
                    saved[self._saved_key(fid, key)] = dw11 & 0xFFFF
            self._check_health()
        elif fid == FID_ERROR_RECOVERY:
            nsids = self._ns_specific_target(cmd, for_set=True)
            if dw11 & (1 << 16):  # DULBE: deallocated or unwritten block errors not supported
                raise CmdError(st.INVALID_FIELD, LOC_DW11 + 2)
            for nsid in nsids:
                f[fid][nsid] = dw11 & 0xFFFF
                if sv:
                    saved[self._saved_key(fid, nsid)] = dw11 & 0xFFFF
        elif fid == FID_VWC:
            f[fid] = dw11 & 1
            if sv:
                saved[self._saved_key(fid)] = f[fid]
        elif fid == FID_NUM_QUEUES:
            nsqr, ncqr = dw11 & 0xFFFF, dw11 >> 16
            if self._queues_created:
                raise CmdError(st.COMMAND_SEQUENCE_ERROR, LOC_DW11)
            if nsqr == 0xFFFF or ncqr == 0xFFFF:
                raise CmdError(st.INVALID_FIELD, LOC_DW11 if nsqr == 0xFFFF else LOC_DW11_HI)
            n = self.hw.num_io_queues
            self._nsqa = min(nsqr + 1, n)
            self._ncqa = min(ncqr + 1, n)
            dw0 = ((self._ncqa - 1) << 16) | (self._nsqa - 1)
        elif fid == FID_IRQ_COALESCING:
            f[fid] = dw11 & 0xFFFF
            await self.hw.set_coalescing(dw11 & 0xFF, (dw11 >> 8) & 0xFF)
        elif fid == FID_IRQ_VECTOR_CONFIG:
            iv = self._vector_arg(dw11)
            cd = bool(dw11 & (1 << 16))
            if iv == ADMIN_VECTOR:  # its Coalescing Disable is 1 for good
                if not cd:
                    raise CmdError(st.INVALID_FIELD, LOC_DW11_HI)
            else:
                self._iv_cd[iv] = cd
                await self.hw.set_vector_coalescing_disable(iv, cd)
        elif fid == FID_WRITE_ATOMICITY:
            f[fid] = dw11 & 1
        elif fid == FID_ASYNC_EVENT_CONFIG:
            f[fid] = dw11 & AEC_SMART_MASK  # notices are not supported (OAES = 0)
            if sv:
                saved[self._saved_key(fid)] = f[fid]
        return dw0

    # ------------------------------------------------------------------ AER, Abort

    async def _aer(self, cmd: Sqe):
        self._nsid_unused(cmd)
        if len(self._aers) >= self.config.aerl + 1:
            raise CmdError(st.AER_LIMIT_EXCEEDED, dnr=False)
        self._aers.append(cmd.cid)
        return _HOLD

    def _aborts_outstanding(self) -> int:
        return sum(len(h.abort_waiters) for h in self._held.values())

    async def _abort(self, cmd: Sqe):
        self._nsid_unused(cmd)
        sqid, cid = cmd.cdw10 & 0xFFFF, cmd.cdw10 >> 16
        if sqid != 0 and sqid not in self._sqs:
            raise CmdError(st.INVALID_FIELD, LOC_DW10)
        if self._aborts_outstanding() >= self.config.acl + 1:
            raise CmdError(st.ABORT_LIMIT_EXCEEDED, dnr=False)
        if sqid == 0 and cid in self._aers:
            self._aers.remove(cid)
            await self.hw.complete(0, cid, st.status(st.ABORT_REQUESTED))
            return 0
        held = self._held.get((sqid, cid))
        if held is None:
            return 1  # not found (completed already, or not fetched yet): not aborted
        if self._io_abort is not None and not await self._io_abort(sqid, cid):
            held.abort_waiters.append(cmd.cid)  # completes when the command does
            return _HOLD
        await self.complete_io(sqid, cid, st.status(st.ABORT_REQUESTED))
        return 0

    _admin_handlers = {
        OPC_DELETE_SQ: _delete_sq, OPC_CREATE_SQ: _create_sq, OPC_GET_LOG_PAGE: _get_log_page,
        OPC_DELETE_CQ: _delete_cq, OPC_CREATE_CQ: _create_cq, OPC_IDENTIFY: _identify,
        OPC_ABORT: _abort, OPC_SET_FEATURES: _set_features, OPC_GET_FEATURES: _get_features,
        OPC_AER: _aer,
    }

    # ------------------------------------------------------------------ I/O commands

    async def _io(self, sqid: int, cmd: Sqe) -> None:
        sq = self._sqs.get(sqid)
        if sq is not None and sq.deleting:
            await self.hw.complete(sqid, cmd.cid, st.status(st.ABORTED_SQ_DELETION))
            return
        if (sqid, cmd.cid) in self._held:
            await self._post(sqid, cmd, st.CID_CONFLICT, dnr=True, loc=LOC_OPC + 2)
            return
        try:
            ns = self._io_validate(cmd)
        except CmdError as e:
            await self._post(sqid, cmd, e.code, dnr=e.dnr, loc=e.loc, lba=e.lba)
            return
        self._held[(sqid, cmd.cid)] = _Held(sqid, cmd.cid, cmd.opc)
        self._io_outstanding += 1
        try:
            result = await self._io_handler(IoCommand(sqid, cmd, ns, self))
        except CmdError as e:
            if (sqid, cmd.cid) in self._held:
                del self._held[(sqid, cmd.cid)]
                self._io_outstanding -= 1
                await self._post(sqid, cmd, e.code, dnr=e.dnr, loc=e.loc, lba=e.lba)
            return
        if result is None:
            return  # the handler keeps it and calls complete_io() later
        status, dw0 = (result if isinstance(result, tuple) else (result, 0))
        await self.complete_io(sqid, cmd.cid, status, dw0)

    def _io_validate(self, cmd: Sqe) -> NamespaceConfig | None:
        if cmd.opc not in self._io_opcodes:
            raise CmdError(st.INVALID_OPCODE, LOC_OPC)
        if cmd.fuse != 0:  # FUSES = 0
            raise CmdError(st.INVALID_FIELD, LOC_FUSE)
        if cmd.psdt != 0:  # SGLS = 0
            raise CmdError(st.INVALID_FIELD, LOC_PSDT)
        if cmd.opc == IO_FLUSH and cmd.nsid == NSID_ALL and self.config.vwc:
            return None
        if not self._nsid_valid(cmd.nsid):
            raise CmdError(st.INVALID_NAMESPACE, LOC_NSID)
        ns = self._host_ns(cmd.nsid)
        if ns is None:  # inactive NSID, including firmware-private namespaces (section 3.2.1.5)
            raise CmdError(st.INVALID_FIELD, LOC_NSID)
        return ns

    async def _placeholder_io(self, io: IoCommand) -> IoResult:
        """PLACEHOLDER until the I/O path exists: Flush, Write and Read complete successfully after
        the LBA range and MDTS checks, without moving any data. Reads and writes are counted in the
        SMART log as if they had been served."""
        cmd, ns = io.sqe, io.ns
        if cmd.opc == IO_FLUSH:
            return st.SUCCESS
        assert ns is not None
        slba = cmd.cdw10 | (cmd.cdw11 << 32)
        nlb = (cmd.cdw12 & 0xFFFF) + 1
        if slba + nlb > ns.blocks:
            raise CmdError(st.LBA_OUT_OF_RANGE, LOC_DW10, lba=slba)
        nbytes = nlb * ns.lba_size
        mt = self._max_transfer()
        if mt is not None and nbytes > mt:
            raise CmdError(st.INVALID_FIELD, LOC_DW12)
        self.record_io(cmd.opc == IO_READ, nbytes, ns.nsid)
        return st.SUCCESS
