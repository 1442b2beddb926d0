"""NVMe constants and controller-register field helpers (NVM Express Base Specification 2.0).

Register offsets follow section 3.1.4 "Controller Properties" (memory-based transport: the
properties are the BAR0 registers). Field helpers are frozen dataclasses with ``decode(value)``
and ``encode()``; ``encode`` rejects values that do not fit their field.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import IntEnum
from typing import ClassVar, TypeVar

# --------------------------------------------------------------------------------------------
# Register map (3.1.4, Figure 35 "Offset Map")
# --------------------------------------------------------------------------------------------


class Reg(IntEnum):
    """Controller register offsets in BAR0."""

    CAP = 0x00  # Controller Capabilities (64-bit)
    VS = 0x08  # Version
    INTMS = 0x0C  # Interrupt Mask Set (pin/MSI only; not used with MSI-X)
    INTMC = 0x10  # Interrupt Mask Clear
    CC = 0x14  # Controller Configuration
    CSTS = 0x1C  # Controller Status
    NSSR = 0x20  # NVM Subsystem Reset
    AQA = 0x24  # Admin Queue Attributes
    ASQ = 0x28  # Admin Submission Queue Base Address (64-bit)
    ACQ = 0x30  # Admin Completion Queue Base Address (64-bit)
    CMBLOC = 0x38
    CMBSZ = 0x3C
    BPINFO = 0x40
    BPRSEL = 0x44
    BPMBL = 0x48  # 64-bit
    CMBMSC = 0x50  # 64-bit
    CMBSTS = 0x58
    CMBEBS = 0x5C
    CMBSWTP = 0x60
    NSSD = 0x64  # NVM Subsystem Shutdown
    CRTO = 0x68  # Controller Ready Timeouts
    PMRCAP = 0xE00
    PMRCTL = 0xE04
    PMRSTS = 0xE08
    PMREBS = 0xE0C
    PMRSWTP = 0xE10
    PMRMSCL = 0xE14
    PMRMSCU = 0xE18


DOORBELL_BASE = 0x1000
"""First doorbell register: SQ 0 Tail Doorbell (3.1.4.x "SQyTDBL")."""

NSSR_RESET_VALUE = 0x4E564D65
"""Value written to NSSR to start an NVM Subsystem Reset ("NVMe")."""

ASQS_MAX = 4096
"""Largest admin queue (AQA.ASQS/ACQS are 12-bit 0's based values)."""

NSID_ALL = 0xFFFFFFFF
"""Broadcast namespace identifier."""

CID_RESERVED = 0xFFFF
"""Command identifier the host must not use (the Error Information log uses FFFFh for 'none')."""

SQE_SIZE = 64
CQE_SIZE = 16
IOSQES_DEFAULT = 6  # 2^6 = 64-byte submission queue entries
IOCQES_DEFAULT = 4  # 2^4 = 16-byte completion queue entries


def doorbell_offset(qid: int, is_cq: bool, dstrd: int = 0) -> int:
    """BAR0 offset of queue ``qid``'s SQ Tail (``is_cq=False``) or CQ Head doorbell.

    ``0x1000 + (2*qid + is_cq) * (4 << CAP.DSTRD)`` (3.1.4.23/24).
    """
    if not 0 <= qid <= 0xFFFF:
        raise ValueError(f"queue identifier {qid} out of range 0..65535")
    if not 0 <= dstrd <= 15:
        raise ValueError(f"CAP.DSTRD {dstrd} out of range 0..15")
    return DOORBELL_BASE + (2 * qid + int(bool(is_cq))) * (4 << dstrd)


def sq_tail_doorbell(qid: int, dstrd: int = 0) -> int:
    """BAR0 offset of SQ ``qid``'s tail doorbell."""
    return doorbell_offset(qid, False, dstrd)


def cq_head_doorbell(qid: int, dstrd: int = 0) -> int:
    """BAR0 offset of CQ ``qid``'s head doorbell."""
    return doorbell_offset(qid, True, dstrd)


# --------------------------------------------------------------------------------------------
# Bit-field registers
# --------------------------------------------------------------------------------------------

_R = TypeVar("_R", bound="_BitReg")


@dataclass(frozen=True)
class _BitReg:
    """Base for register views: ``_FIELDS`` lists (name, lsb, width) per dataclass field."""

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = ()

    @classmethod
    def decode(cls: type[_R], value: int) -> _R:
        """Split a register value into its fields (reserved bits are dropped)."""
        kw = {name: (value >> lsb) & ((1 << width) - 1) for name, lsb, width in cls._FIELDS}
        return cls(**kw)

    def encode(self) -> int:
        """Pack the fields into a register value; raises ValueError when a field overflows."""
        value = 0
        for name, lsb, width in self._FIELDS:
            v = int(getattr(self, name))
            if not 0 <= v < (1 << width):
                raise ValueError(f"{type(self).__name__}.{name}={v} does not fit in {width} bit(s)")
            value |= v << lsb
        return value

    def replace(self: _R, **changes: int) -> _R:
        """Copy with some fields changed."""
        return dataclasses.replace(self, **changes)

    def __str__(self) -> str:
        parts = " ".join(f"{n.upper()}={getattr(self, n):#x}" for n, _, _ in self._FIELDS)
        return f"{type(self).__name__}({parts})"


@dataclass(frozen=True)
class Cap(_BitReg):
    """CAP, Controller Capabilities (3.1.4.1). ``mqes`` is 0's based (entries = mqes + 1)."""

    mqes: int = 0
    cqr: int = 0
    ams: int = 0
    to: int = 0
    dstrd: int = 0
    nssrs: int = 0
    css: int = 0
    bps: int = 0
    cps: int = 0
    mpsmin: int = 0
    mpsmax: int = 0
    pmrs: int = 0
    cmbs: int = 0
    nsss: int = 0
    crms: int = 0

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = (
        ("mqes", 0, 16),
        ("cqr", 16, 1),
        ("ams", 17, 2),
        ("to", 24, 8),
        ("dstrd", 32, 4),
        ("nssrs", 36, 1),
        ("css", 37, 8),
        ("bps", 45, 1),
        ("cps", 46, 2),
        ("mpsmin", 48, 4),
        ("mpsmax", 52, 4),
        ("pmrs", 56, 1),
        ("cmbs", 57, 1),
        ("nsss", 58, 1),
        ("crms", 59, 2),
    )

    # CAP.CSS bits (relative to the field)
    CSS_NVM: ClassVar[int] = 1 << 0
    CSS_IOCS: ClassVar[int] = 1 << 6  # one or more I/O command sets
    CSS_NOIOCS: ClassVar[int] = 1 << 7  # admin command set only
    # CAP.AMS bits (relative to the field)
    AMS_WRR: ClassVar[int] = 1 << 0  # weighted round robin with urgent priority class
    AMS_VENDOR: ClassVar[int] = 1 << 1

    @property
    def max_queue_entries(self) -> int:
        """Largest I/O queue the controller supports (MQES is 0's based)."""
        return self.mqes + 1

    @property
    def timeout_s(self) -> float:
        """Worst-case CSTS.RDY transition time in seconds (CAP.TO is in 500 ms units)."""
        return self.to * 0.5

    @property
    def doorbell_stride(self) -> int:
        """Bytes between consecutive doorbell registers."""
        return 4 << self.dstrd

    @property
    def min_page_size(self) -> int:
        return 1 << (12 + self.mpsmin)

    @property
    def max_page_size(self) -> int:
        return 1 << (12 + self.mpsmax)

    @property
    def supports_wrr(self) -> bool:
        return bool(self.ams & self.AMS_WRR)

    @property
    def supports_nvm(self) -> bool:
        return bool(self.css & self.CSS_NVM)


@dataclass(frozen=True)
class Version(_BitReg):
    """VS, Version (3.1.4.2)."""

    ter: int = 0
    mnr: int = 0
    mjr: int = 0

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = (("ter", 0, 8), ("mnr", 8, 8), ("mjr", 16, 16))

    def __str__(self) -> str:
        return f"{self.mjr}.{self.mnr}.{self.ter}"


class CcCss(IntEnum):
    """CC.CSS, I/O Command Set Selected."""

    NVM = 0b000
    ALL_IO = 0b110  # all supported I/O command sets (CAP.CSS bit 6)
    ADMIN_ONLY = 0b111


class Ams(IntEnum):
    """CC.AMS, Arbitration Mechanism Selected (4.13 "Command Arbitration")."""

    RR = 0b000
    WRR_URGENT = 0b001
    VENDOR = 0b111


class Shn(IntEnum):
    """CC.SHN, Shutdown Notification."""

    NONE = 0b00
    NORMAL = 0b01
    ABRUPT = 0b10


class Shst(IntEnum):
    """CSTS.SHST, Shutdown Status."""

    NORMAL = 0b00
    OCCURRING = 0b01
    COMPLETE = 0b10


@dataclass(frozen=True)
class Cc(_BitReg):
    """CC, Controller Configuration (3.1.4.5). ``mps`` is log2(page size) - 12."""

    en: int = 0
    css: int = 0
    mps: int = 0
    ams: int = 0
    shn: int = 0
    iosqes: int = 0
    iocqes: int = 0
    crime: int = 0

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = (
        ("en", 0, 1),
        ("css", 4, 3),
        ("mps", 7, 4),
        ("ams", 11, 3),
        ("shn", 14, 2),
        ("iosqes", 16, 4),
        ("iocqes", 20, 4),
        ("crime", 24, 1),
    )


@dataclass(frozen=True)
class Csts(_BitReg):
    """CSTS, Controller Status (3.1.4.6)."""

    rdy: int = 0
    cfs: int = 0
    shst: int = 0
    nssro: int = 0
    pp: int = 0
    st: int = 0

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = (
        ("rdy", 0, 1),
        ("cfs", 1, 1),
        ("shst", 2, 2),
        ("nssro", 4, 1),
        ("pp", 5, 1),
        ("st", 6, 1),
    )


@dataclass(frozen=True)
class Aqa(_BitReg):
    """AQA, Admin Queue Attributes (3.1.4.8). Sizes are 0's based (entries - 1)."""

    asqs: int = 0
    acqs: int = 0

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = (("asqs", 0, 12), ("acqs", 16, 12))

    @classmethod
    def for_depths(cls, sq_entries: int, cq_entries: int) -> "Aqa":
        """AQA for queues of ``sq_entries``/``cq_entries`` slots (2..4096 each)."""
        for what, n in (("admin SQ", sq_entries), ("admin CQ", cq_entries)):
            if not 2 <= n <= ASQS_MAX:
                raise ValueError(f"{what} depth {n} out of range 2..{ASQS_MAX}")
        return cls(asqs=sq_entries - 1, acqs=cq_entries - 1)


def page_size_to_mps(page_size: int) -> int:
    """CC.MPS value for a memory page size in bytes (a power of two, 4 KiB .. 128 MiB)."""
    if page_size < 4096 or page_size & (page_size - 1) or page_size > (1 << 27):
        raise ValueError(f"memory page size {page_size} is not a power of two in 4 KiB..128 MiB")
    return page_size.bit_length() - 13


# --------------------------------------------------------------------------------------------
# Opcodes (5 "Admin Command Set", Figure 138; NVM Command Set Specification Figure 16)
# --------------------------------------------------------------------------------------------


class AdminOpcode(IntEnum):
    DELETE_IO_SQ = 0x00
    CREATE_IO_SQ = 0x01
    GET_LOG_PAGE = 0x02
    DELETE_IO_CQ = 0x04
    CREATE_IO_CQ = 0x05
    IDENTIFY = 0x06
    ABORT = 0x08
    SET_FEATURES = 0x09
    GET_FEATURES = 0x0A
    ASYNC_EVENT_REQUEST = 0x0C
    NAMESPACE_MANAGEMENT = 0x0D
    FIRMWARE_COMMIT = 0x10
    FIRMWARE_IMAGE_DOWNLOAD = 0x11
    DEVICE_SELF_TEST = 0x14
    NAMESPACE_ATTACHMENT = 0x15
    KEEP_ALIVE = 0x18
    DIRECTIVE_SEND = 0x19
    DIRECTIVE_RECEIVE = 0x1A
    VIRTUALIZATION_MANAGEMENT = 0x1C
    NVME_MI_SEND = 0x1D
    NVME_MI_RECEIVE = 0x1E
    CAPACITY_MANAGEMENT = 0x20
    LOCKDOWN = 0x24
    DOORBELL_BUFFER_CONFIG = 0x7C
    FABRICS = 0x7F
    FORMAT_NVM = 0x80
    SECURITY_SEND = 0x81
    SECURITY_RECEIVE = 0x82
    SANITIZE = 0x84
    GET_LBA_STATUS = 0x86


class NvmOpcode(IntEnum):
    FLUSH = 0x00
    WRITE = 0x01
    READ = 0x02
    WRITE_UNCORRECTABLE = 0x04
    COMPARE = 0x05
    WRITE_ZEROES = 0x08
    DATASET_MANAGEMENT = 0x09
    VERIFY = 0x0C
    RESERVATION_REGISTER = 0x0D
    RESERVATION_REPORT = 0x0E
    RESERVATION_ACQUIRE = 0x11
    RESERVATION_RELEASE = 0x15
    COPY = 0x19


VENDOR_OPCODE_MIN = 0xC0  # admin vendor-specific range C0h-FFh
NVM_VENDOR_OPCODE_MIN = 0x80  # I/O vendor-specific range 80h-FFh


class Fuse(IntEnum):
    NORMAL = 0b00
    FIRST = 0b01
    SECOND = 0b10


class Psdt(IntEnum):
    """PRP or SGL for Data Transfer (CDW0 bits 15:14)."""

    PRP = 0b00
    SGL_MPTR_CONTIG = 0b01
    SGL_MPTR_SGL = 0b10


# --------------------------------------------------------------------------------------------
# Identify (5.17, Figure 273 "CNS Values")
# --------------------------------------------------------------------------------------------


class Cns(IntEnum):
    NAMESPACE = 0x00
    CONTROLLER = 0x01
    ACTIVE_NS_LIST = 0x02
    NS_ID_DESCRIPTORS = 0x03
    NVM_SET_LIST = 0x04
    CSI_NAMESPACE = 0x05
    CSI_CONTROLLER = 0x06
    CSI_ACTIVE_NS_LIST = 0x07
    CSI_INDEPENDENT_NAMESPACE = 0x08
    ALLOCATED_NS_LIST = 0x10
    ALLOCATED_NAMESPACE = 0x11
    NS_CONTROLLER_LIST = 0x12
    CONTROLLER_LIST = 0x13
    PRIMARY_CTRL_CAPS = 0x14
    SECONDARY_CTRL_LIST = 0x15
    NS_GRANULARITY_LIST = 0x16
    UUID_LIST = 0x17
    DOMAIN_LIST = 0x18
    ENDURANCE_GROUP_LIST = 0x19
    CSI_ALLOCATED_NS_LIST = 0x1A
    CSI_ALLOCATED_NAMESPACE = 0x1B
    IO_COMMAND_SET = 0x1C


class Csi(IntEnum):
    """Command Set Identifier."""

    NVM = 0x00
    KEY_VALUE = 0x01
    ZONED = 0x02


class NidType(IntEnum):
    """Namespace Identifier Type in the Namespace Identification Descriptor (Figure 276)."""

    EUI64 = 0x01
    NGUID = 0x02
    UUID = 0x03
    CSI = 0x04


NID_LENGTHS = {NidType.EUI64: 8, NidType.NGUID: 16, NidType.UUID: 16, NidType.CSI: 1}

IDENTIFY_DATA_SIZE = 4096

# --------------------------------------------------------------------------------------------
# Features (5.27.1, Figure 317 "Feature Identifiers")
# --------------------------------------------------------------------------------------------


class FeatureId(IntEnum):
    ARBITRATION = 0x01
    POWER_MANAGEMENT = 0x02
    LBA_RANGE_TYPE = 0x03
    TEMPERATURE_THRESHOLD = 0x04
    ERROR_RECOVERY = 0x05
    VOLATILE_WRITE_CACHE = 0x06
    NUMBER_OF_QUEUES = 0x07
    INTERRUPT_COALESCING = 0x08
    INTERRUPT_VECTOR_CONFIG = 0x09
    WRITE_ATOMICITY_NORMAL = 0x0A
    ASYNC_EVENT_CONFIG = 0x0B
    AUTONOMOUS_POWER_STATE = 0x0C
    HOST_MEMORY_BUFFER = 0x0D
    TIMESTAMP = 0x0E
    KEEP_ALIVE_TIMER = 0x0F
    HOST_CONTROLLED_THERMAL_MGMT = 0x10
    NON_OPERATIONAL_POWER_STATE = 0x11
    READ_RECOVERY_LEVEL = 0x12
    PREDICTABLE_LATENCY_MODE_CONFIG = 0x13
    PREDICTABLE_LATENCY_MODE_WINDOW = 0x14
    HOST_BEHAVIOR_SUPPORT = 0x16
    SANITIZE_CONFIG = 0x17
    ENDURANCE_GROUP_EVENT_CONFIG = 0x18
    IO_COMMAND_SET_PROFILE = 0x19
    SPINUP_CONTROL = 0x1A
    ENHANCED_CONTROLLER_METADATA = 0x7D
    CONTROLLER_METADATA = 0x7E
    NAMESPACE_METADATA = 0x7F
    SOFTWARE_PROGRESS_MARKER = 0x80
    HOST_IDENTIFIER = 0x81
    RESERVATION_NOTIFICATION_MASK = 0x82
    RESERVATION_PERSISTENCE = 0x83
    NAMESPACE_WRITE_PROTECTION = 0x84


class FeatureSelect(IntEnum):
    """Get Features SEL (CDW10 bits 10:8)."""

    CURRENT = 0b000
    DEFAULT = 0b001
    SAVED = 0b010
    SUPPORTED = 0b011


# --------------------------------------------------------------------------------------------
# Log pages (5.16.1, Figure 202 "Log Page Identifiers")
# --------------------------------------------------------------------------------------------


class LogPageId(IntEnum):
    SUPPORTED_LOG_PAGES = 0x00
    ERROR_INFORMATION = 0x01
    SMART_HEALTH = 0x02
    FIRMWARE_SLOT = 0x03
    CHANGED_NAMESPACE_LIST = 0x04
    COMMANDS_SUPPORTED_EFFECTS = 0x05
    DEVICE_SELF_TEST = 0x06
    TELEMETRY_HOST = 0x07
    TELEMETRY_CONTROLLER = 0x08
    ENDURANCE_GROUP_INFO = 0x09
    PREDICTABLE_LATENCY_PER_SET = 0x0A
    PREDICTABLE_LATENCY_AGGREGATE = 0x0B
    ASYMMETRIC_NAMESPACE_ACCESS = 0x0C
    PERSISTENT_EVENT = 0x0D
    ENDURANCE_GROUP_EVENT_AGGREGATE = 0x0F
    MEDIA_UNIT_STATUS = 0x10
    SUPPORTED_CAPACITY_CONFIG = 0x11
    FEATURE_IDS_SUPPORTED_EFFECTS = 0x12
    NVME_MI_COMMANDS_SUPPORTED_EFFECTS = 0x13
    COMMAND_FEATURE_LOCKDOWN = 0x14
    BOOT_PARTITION = 0x15
    ROTATIONAL_MEDIA_INFO = 0x16
    DISCOVERY = 0x70
    RESERVATION_NOTIFICATION = 0x80
    SANITIZE_STATUS = 0x81


ERROR_LOG_ENTRY_SIZE = 64
SMART_LOG_SIZE = 512
FIRMWARE_SLOT_LOG_SIZE = 512

# --------------------------------------------------------------------------------------------
# Asynchronous events (5.2, Figures 146-151)
# --------------------------------------------------------------------------------------------


class AsyncEventType(IntEnum):
    ERROR = 0b000
    SMART_HEALTH = 0b001
    NOTICE = 0b010
    IMMEDIATE = 0b011
    IO_COMMAND_SPECIFIC = 0b110
    VENDOR_SPECIFIC = 0b111


class AsyncEventInfoError(IntEnum):
    INVALID_DOORBELL_REGISTER = 0x00  # write to invalid doorbell register
    INVALID_DOORBELL_VALUE = 0x01  # invalid doorbell write value
    DIAGNOSTIC_FAILURE = 0x02
    PERSISTENT_INTERNAL_ERROR = 0x03
    TRANSIENT_INTERNAL_ERROR = 0x04
    FIRMWARE_IMAGE_LOAD_ERROR = 0x05


class AsyncEventInfoSmart(IntEnum):
    SUBSYSTEM_RELIABILITY = 0x00
    TEMPERATURE_THRESHOLD = 0x01
    SPARE_BELOW_THRESHOLD = 0x02


class AsyncEventInfoNotice(IntEnum):
    NAMESPACE_ATTRIBUTE_CHANGED = 0x00
    FIRMWARE_ACTIVATION_STARTING = 0x01
    TELEMETRY_LOG_CHANGED = 0x02
    ANA_CHANGE = 0x03
    PREDICTABLE_LATENCY_AGGREGATE_CHANGED = 0x04
    LBA_STATUS_INFORMATION_ALERT = 0x05
    ENDURANCE_GROUP_EVENT_AGGREGATE_CHANGED = 0x06
    NORMAL_SUBSYSTEM_SHUTDOWN = 0x07
    DISCOVERY_LOG_CHANGED = 0xF0


class AsyncEventInfoIoCommandSet(IntEnum):
    RESERVATION_LOG_AVAILABLE = 0x00
    SANITIZE_COMPLETED = 0x01
    SANITIZE_COMPLETED_UNEXPECTED_DEALLOCATION = 0x02


_AEI_ENUMS: dict[int, type[IntEnum]] = {
    AsyncEventType.ERROR: AsyncEventInfoError,
    AsyncEventType.SMART_HEALTH: AsyncEventInfoSmart,
    AsyncEventType.NOTICE: AsyncEventInfoNotice,
    AsyncEventType.IO_COMMAND_SPECIFIC: AsyncEventInfoIoCommandSet,
}


@dataclass(frozen=True)
class AsyncEvent:
    """An Asynchronous Event Request completion, decoded from CQE dword 0 (Figure 146)."""

    type: int
    info: int
    log_page: int
    dw0: int

    @classmethod
    def from_dw0(cls, dw0: int) -> "AsyncEvent":
        return cls(type=dw0 & 0x7, info=(dw0 >> 8) & 0xFF, log_page=(dw0 >> 16) & 0xFF, dw0=dw0)

    def encode(self) -> int:
        return (self.type & 0x7) | ((self.info & 0xFF) << 8) | ((self.log_page & 0xFF) << 16)

    @property
    def type_name(self) -> str:
        try:
            return AsyncEventType(self.type).name
        except ValueError:
            return f"RESERVED_{self.type:#x}"

    @property
    def info_name(self) -> str:
        enum = _AEI_ENUMS.get(self.type)
        if enum is not None:
            try:
                return enum(self.info).name
            except ValueError:
                pass
        return f"{self.info:#04x}"

    def __str__(self) -> str:
        return f"AsyncEvent({self.type_name}/{self.info_name}, log page {self.log_page:#04x})"


class QueuePriority(IntEnum):
    """Create I/O Submission Queue QPRIO (CDW11 bits 2:1), used with weighted round robin."""

    URGENT = 0b00
    HIGH = 0b01
    MEDIUM = 0b10
    LOW = 0b11
