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

# The numbers come from config/nvme.toml through the generated module (tools/gen_nvme.py); this
# module keeps the public names users import and adds the register views and helpers.
from .nvme_spec import (  # noqa: F401  (re-exported)
    AER_DW0,
    AQA,
    CAP,
    CC,
    CSTS,
    ERROR_LOG_ENTRY,
    FW_SLOT_LOG,
    SMART_LOG,
    VS,
    AdminOpcode,
    Ams,
    AsyncEventInfoError,
    AsyncEventInfoIoCommandSet,
    AsyncEventInfoNotice,
    AsyncEventInfoSmart,
    AsyncEventType,
    CcCss,
    Cns,
    Constant,
    Csi,
    FeatureId,
    FeatureSelect,
    Fuse,
    LogPageId,
    NidLength,
    NidType,
    NvmOpcode,
    OpcodeRange,
    Psdt,
    QueuePriority,
    Reg,  # controller register offsets in BAR0 (Base 3.1.4, Figure 35)
    Shn,
    Shst,
    VendorIoOpcode,
)


def _fields_of(group: type) -> tuple[tuple[str, int, int], ...]:
    """(name, lsb, width) of a generated field group, in the table's order."""
    return tuple((k.lower(), v.lsb, v.width) for k, v in vars(group).items() if not k.startswith("_"))

DOORBELL_BASE = Constant.DOORBELL_BASE
"""First doorbell register: SQ 0 Tail Doorbell (3.1.4.x "SQyTDBL")."""

DOORBELL_UNIT = Constant.DOORBELL_UNIT
"""Bytes between doorbells at CAP.DSTRD = 0; the stride is DOORBELL_UNIT << DSTRD."""

NSSR_RESET_VALUE = Constant.NSSR_RESET_VALUE
"""Value written to NSSR to start an NVM Subsystem Reset ("NVMe")."""

ASQS_MAX = Constant.ASQS_MAX
"""Largest admin queue (AQA.ASQS/ACQS are 12-bit 0's based values)."""

NSID_ALL = Constant.NSID_ALL
"""Broadcast namespace identifier."""

CID_RESERVED = Constant.CID_RESERVED
"""Command identifier the host must not use (the Error Information log uses FFFFh for 'none')."""

SQE_SIZE = Constant.SQE_SIZE
CQE_SIZE = Constant.CQE_SIZE
IOSQES_DEFAULT = Constant.IOSQES_DEFAULT  # log2: 64-byte submission queue entries
IOCQES_DEFAULT = Constant.IOCQES_DEFAULT  # log2: 16-byte completion queue entries


def doorbell_offset(qid: int, is_cq: bool, dstrd: int = 0) -> int:
    """BAR0 offset of queue ``qid``'s SQ Tail (``is_cq=False``) or CQ Head doorbell.

    ``DOORBELL_BASE + (2*qid + is_cq) * (DOORBELL_UNIT << CAP.DSTRD)`` (3.1.4.23/24).
    """
    if not 0 <= qid <= 0xFFFF:
        raise ValueError(f"queue identifier {qid} out of range 0..65535")
    if not 0 <= dstrd <= 15:
        raise ValueError(f"CAP.DSTRD {dstrd} out of range 0..15")
    return DOORBELL_BASE + (2 * qid + int(bool(is_cq))) * (DOORBELL_UNIT << dstrd)


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

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = _fields_of(CAP)

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

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = _fields_of(VS)

    def __str__(self) -> str:
        return f"{self.mjr}.{self.mnr}.{self.ter}"


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

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = _fields_of(CC)


@dataclass(frozen=True)
class Csts(_BitReg):
    """CSTS, Controller Status (3.1.4.6)."""

    rdy: int = 0
    cfs: int = 0
    shst: int = 0
    nssro: int = 0
    pp: int = 0
    st: int = 0

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = _fields_of(CSTS)


@dataclass(frozen=True)
class Aqa(_BitReg):
    """AQA, Admin Queue Attributes (3.1.4.8). Sizes are 0's based (entries - 1)."""

    asqs: int = 0
    acqs: int = 0

    _FIELDS: ClassVar[tuple[tuple[str, int, int], ...]] = _fields_of(AQA)

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


VENDOR_OPCODE_MIN = OpcodeRange.ADMIN_VENDOR_MIN  # admin vendor-specific range C0h-FFh
NVM_VENDOR_OPCODE_MIN = OpcodeRange.NVM_VENDOR_MIN  # I/O vendor-specific range 80h-FFh


# --------------------------------------------------------------------------------------------
# Identify (5.17, Figure 273 "CNS Values")
# --------------------------------------------------------------------------------------------


NID_LENGTHS = {t: getattr(NidLength, t.name) for t in NidType}

IDENTIFY_DATA_SIZE = Constant.IDENTIFY_DATA_SIZE

# --------------------------------------------------------------------------------------------
# Features (5.27.1, Figure 317 "Feature Identifiers")
# --------------------------------------------------------------------------------------------


# --------------------------------------------------------------------------------------------
# Log pages (5.16.1, Figure 202 "Log Page Identifiers")
# --------------------------------------------------------------------------------------------


ERROR_LOG_ENTRY_SIZE = ERROR_LOG_ENTRY.size
SMART_LOG_SIZE = SMART_LOG.size
FIRMWARE_SLOT_LOG_SIZE = FW_SLOT_LOG.size

# --------------------------------------------------------------------------------------------
# Asynchronous events (5.2, Figures 146-151)
# --------------------------------------------------------------------------------------------


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
        return cls(type=AER_DW0.TYPE.get(dw0), info=AER_DW0.INFO.get(dw0), log_page=AER_DW0.LID.get(dw0), dw0=dw0)

    def encode(self) -> int:
        f = AER_DW0
        return f.TYPE.put_masked(self.type) | f.INFO.put_masked(self.info) | f.LID.put_masked(self.log_page)

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

