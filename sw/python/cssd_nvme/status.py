"""Completion status decoding and the driver's exceptions.

The Status Field is CQE dword 3 bits 31:17 (4.6.1 "Completion Queue Entry", Figure 93): SC bits
24:17, SCT 27:25, CRD 29:28, M 30, DNR 31; bit 16 is the Phase Tag. Code names follow
4.6.1.2 "Status Code Definitions": Figure 96 (generic), Figure 97 (command specific), Figure 98
(media and data integrity), Figure 99 (path related); codes 80h-BFh of SCT 0/1/2 are defined by
the I/O command set specifications (NVM, Zoned Namespace, Key Value).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:  # pragma: no cover
    from .command import Command, Completion


class StatusCodeType(IntEnum):
    GENERIC = 0x0
    COMMAND_SPECIFIC = 0x1
    MEDIA_DATA_INTEGRITY = 0x2
    PATH_RELATED = 0x3
    VENDOR_SPECIFIC = 0x7


class GenericStatus(IntEnum):
    """SCT 0h (Figure 96; 80h-BFh from the NVM and Key Value command set specifications)."""

    SUCCESS = 0x00
    INVALID_OPCODE = 0x01
    INVALID_FIELD = 0x02
    CID_CONFLICT = 0x03
    DATA_TRANSFER_ERROR = 0x04
    ABORTED_POWER_LOSS = 0x05
    INTERNAL_ERROR = 0x06
    ABORT_REQUESTED = 0x07
    ABORTED_SQ_DELETION = 0x08
    ABORTED_FAILED_FUSED = 0x09
    ABORTED_MISSING_FUSED = 0x0A
    INVALID_NAMESPACE_OR_FORMAT = 0x0B
    COMMAND_SEQUENCE_ERROR = 0x0C
    INVALID_SGL_SEGMENT_DESCRIPTOR = 0x0D
    INVALID_NUMBER_OF_SGL_DESCRIPTORS = 0x0E
    DATA_SGL_LENGTH_INVALID = 0x0F
    METADATA_SGL_LENGTH_INVALID = 0x10
    SGL_DESCRIPTOR_TYPE_INVALID = 0x11
    INVALID_USE_OF_CMB = 0x12
    PRP_OFFSET_INVALID = 0x13
    ATOMIC_WRITE_UNIT_EXCEEDED = 0x14
    OPERATION_DENIED = 0x15
    SGL_OFFSET_INVALID = 0x16
    HOST_ID_INCONSISTENT_FORMAT = 0x18
    KEEP_ALIVE_TIMER_EXPIRED = 0x19
    KEEP_ALIVE_TIMEOUT_INVALID = 0x1A
    ABORTED_PREEMPT_AND_ABORT = 0x1B
    SANITIZE_FAILED = 0x1C
    SANITIZE_IN_PROGRESS = 0x1D
    SGL_DATA_BLOCK_GRANULARITY_INVALID = 0x1E
    COMMAND_NOT_SUPPORTED_FOR_QUEUE_IN_CMB = 0x1F
    NAMESPACE_WRITE_PROTECTED = 0x20
    COMMAND_INTERRUPTED = 0x21
    TRANSIENT_TRANSPORT_ERROR = 0x22
    PROHIBITED_BY_LOCKDOWN = 0x23
    ADMIN_COMMAND_MEDIA_NOT_READY = 0x24
    # I/O command set specific (80h-BFh)
    LBA_OUT_OF_RANGE = 0x80
    CAPACITY_EXCEEDED = 0x81
    NAMESPACE_NOT_READY = 0x82
    RESERVATION_CONFLICT = 0x83
    FORMAT_IN_PROGRESS = 0x84
    INVALID_VALUE_SIZE = 0x85
    INVALID_KEY_SIZE = 0x86
    KV_KEY_DOES_NOT_EXIST = 0x87
    UNRECOVERED_ERROR = 0x88
    KEY_EXISTS = 0x89


class CommandSpecificStatus(IntEnum):
    """SCT 1h (Figure 97; 80h-BFh from the NVM and Zoned Namespace command set specifications)."""

    COMPLETION_QUEUE_INVALID = 0x00
    INVALID_QUEUE_IDENTIFIER = 0x01
    INVALID_QUEUE_SIZE = 0x02
    ABORT_COMMAND_LIMIT_EXCEEDED = 0x03
    ASYNC_EVENT_REQUEST_LIMIT_EXCEEDED = 0x05
    INVALID_FIRMWARE_SLOT = 0x06
    INVALID_FIRMWARE_IMAGE = 0x07
    INVALID_INTERRUPT_VECTOR = 0x08
    INVALID_LOG_PAGE = 0x09
    INVALID_FORMAT = 0x0A
    FW_ACTIVATION_REQUIRES_CONVENTIONAL_RESET = 0x0B
    INVALID_QUEUE_DELETION = 0x0C
    FEATURE_ID_NOT_SAVEABLE = 0x0D
    FEATURE_NOT_CHANGEABLE = 0x0E
    FEATURE_NOT_NAMESPACE_SPECIFIC = 0x0F
    FW_ACTIVATION_REQUIRES_NVM_SUBSYSTEM_RESET = 0x10
    FW_ACTIVATION_REQUIRES_CONTROLLER_LEVEL_RESET = 0x11
    FW_ACTIVATION_REQUIRES_MAX_TIME_VIOLATION = 0x12
    FW_ACTIVATION_PROHIBITED = 0x13
    OVERLAPPING_RANGE = 0x14
    NAMESPACE_INSUFFICIENT_CAPACITY = 0x15
    NAMESPACE_ID_UNAVAILABLE = 0x16
    NAMESPACE_ALREADY_ATTACHED = 0x18
    NAMESPACE_IS_PRIVATE = 0x19
    NAMESPACE_NOT_ATTACHED = 0x1A
    THIN_PROVISIONING_NOT_SUPPORTED = 0x1B
    CONTROLLER_LIST_INVALID = 0x1C
    DEVICE_SELF_TEST_IN_PROGRESS = 0x1D
    BOOT_PARTITION_WRITE_PROHIBITED = 0x1E
    INVALID_CONTROLLER_IDENTIFIER = 0x1F
    INVALID_SECONDARY_CONTROLLER_STATE = 0x20
    INVALID_NUMBER_OF_CONTROLLER_RESOURCES = 0x21
    INVALID_RESOURCE_IDENTIFIER = 0x22
    SANITIZE_PROHIBITED_WHILE_PMR_ENABLED = 0x23
    ANA_GROUP_IDENTIFIER_INVALID = 0x24
    ANA_ATTACH_FAILED = 0x25
    INSUFFICIENT_CAPACITY = 0x26
    NAMESPACE_ATTACHMENT_LIMIT_EXCEEDED = 0x27
    PROHIBITION_OF_COMMAND_EXECUTION_NOT_SUPPORTED = 0x28
    IO_COMMAND_SET_NOT_SUPPORTED = 0x29
    IO_COMMAND_SET_NOT_ENABLED = 0x2A
    IO_COMMAND_SET_COMBINATION_REJECTED = 0x2B
    INVALID_IO_COMMAND_SET = 0x2C
    IDENTIFIER_UNAVAILABLE = 0x2D
    # I/O command set specific (80h-BFh)
    CONFLICTING_ATTRIBUTES = 0x80
    INVALID_PROTECTION_INFORMATION = 0x81
    ATTEMPTED_WRITE_TO_READ_ONLY_RANGE = 0x82
    COMMAND_SIZE_LIMIT_EXCEEDED = 0x83
    ZONED_BOUNDARY_ERROR = 0xB8
    ZONE_IS_FULL = 0xB9
    ZONE_IS_READ_ONLY = 0xBA
    ZONE_IS_OFFLINE = 0xBB
    ZONE_INVALID_WRITE = 0xBC
    TOO_MANY_ACTIVE_ZONES = 0xBD
    TOO_MANY_OPEN_ZONES = 0xBE
    INVALID_ZONE_STATE_TRANSITION = 0xBF


class MediaStatus(IntEnum):
    """SCT 2h (Figure 98; 80h-BFh from the NVM command set specification)."""

    WRITE_FAULT = 0x80
    UNRECOVERED_READ_ERROR = 0x81
    END_TO_END_GUARD_CHECK_ERROR = 0x82
    END_TO_END_APPLICATION_TAG_CHECK_ERROR = 0x83
    END_TO_END_REFERENCE_TAG_CHECK_ERROR = 0x84
    COMPARE_FAILURE = 0x85
    ACCESS_DENIED = 0x86
    DEALLOCATED_OR_UNWRITTEN_LOGICAL_BLOCK = 0x87
    END_TO_END_STORAGE_TAG_CHECK_ERROR = 0x88


class PathStatus(IntEnum):
    """SCT 3h (Figure 99)."""

    INTERNAL_PATH_ERROR = 0x00
    ASYMMETRIC_ACCESS_PERSISTENT_LOSS = 0x01
    ASYMMETRIC_ACCESS_INACCESSIBLE = 0x02
    ASYMMETRIC_ACCESS_TRANSITION = 0x03
    CONTROLLER_PATHING_ERROR = 0x60
    HOST_PATHING_ERROR = 0x70
    COMMAND_ABORTED_BY_HOST = 0x71


# Readable names in the specification's wording.
_NAMES: dict[int, dict[int, str]] = {
    StatusCodeType.GENERIC: {
        0x00: "Successful Completion",
        0x01: "Invalid Command Opcode",
        0x02: "Invalid Field in Command",
        0x03: "Command ID Conflict",
        0x04: "Data Transfer Error",
        0x05: "Commands Aborted due to Power Loss Notification",
        0x06: "Internal Error",
        0x07: "Command Abort Requested",
        0x08: "Command Aborted due to SQ Deletion",
        0x09: "Command Aborted due to Failed Fused Command",
        0x0A: "Command Aborted due to Missing Fused Command",
        0x0B: "Invalid Namespace or Format",
        0x0C: "Command Sequence Error",
        0x0D: "Invalid SGL Segment Descriptor",
        0x0E: "Invalid Number of SGL Descriptors",
        0x0F: "Data SGL Length Invalid",
        0x10: "Metadata SGL Length Invalid",
        0x11: "SGL Descriptor Type Invalid",
        0x12: "Invalid Use of Controller Memory Buffer",
        0x13: "PRP Offset Invalid",
        0x14: "Atomic Write Unit Exceeded",
        0x15: "Operation Denied",
        0x16: "SGL Offset Invalid",
        0x18: "Host Identifier Inconsistent Format",
        0x19: "Keep Alive Timer Expired",
        0x1A: "Keep Alive Timeout Invalid",
        0x1B: "Command Aborted due to Preempt and Abort",
        0x1C: "Sanitize Failed",
        0x1D: "Sanitize In Progress",
        0x1E: "SGL Data Block Granularity Invalid",
        0x1F: "Command Not Supported for Queue in CMB",
        0x20: "Namespace is Write Protected",
        0x21: "Command Interrupted",
        0x22: "Transient Transport Error",
        0x23: "Command Prohibited by Command and Feature Lockdown",
        0x24: "Admin Command Media Not Ready",
        0x80: "LBA Out of Range",
        0x81: "Capacity Exceeded",
        0x82: "Namespace Not Ready",
        0x83: "Reservation Conflict",
        0x84: "Format In Progress",
        0x85: "Invalid Value Size",
        0x86: "Invalid Key Size",
        0x87: "KV Key Does Not Exist",
        0x88: "Unrecovered Error",
        0x89: "Key Exists",
    },
    StatusCodeType.COMMAND_SPECIFIC: {
        0x00: "Completion Queue Invalid",
        0x01: "Invalid Queue Identifier",
        0x02: "Invalid Queue Size",
        0x03: "Abort Command Limit Exceeded",
        0x05: "Asynchronous Event Request Limit Exceeded",
        0x06: "Invalid Firmware Slot",
        0x07: "Invalid Firmware Image",
        0x08: "Invalid Interrupt Vector",
        0x09: "Invalid Log Page",
        0x0A: "Invalid Format",
        0x0B: "Firmware Activation Requires Conventional Reset",
        0x0C: "Invalid Queue Deletion",
        0x0D: "Feature Identifier Not Saveable",
        0x0E: "Feature Not Changeable",
        0x0F: "Feature Not Namespace Specific",
        0x10: "Firmware Activation Requires NVM Subsystem Reset",
        0x11: "Firmware Activation Requires Controller Level Reset",
        0x12: "Firmware Activation Requires Maximum Time Violation",
        0x13: "Firmware Activation Prohibited",
        0x14: "Overlapping Range",
        0x15: "Namespace Insufficient Capacity",
        0x16: "Namespace Identifier Unavailable",
        0x18: "Namespace Already Attached",
        0x19: "Namespace Is Private",
        0x1A: "Namespace Not Attached",
        0x1B: "Thin Provisioning Not Supported",
        0x1C: "Controller List Invalid",
        0x1D: "Device Self-test In Progress",
        0x1E: "Boot Partition Write Prohibited",
        0x1F: "Invalid Controller Identifier",
        0x20: "Invalid Secondary Controller State",
        0x21: "Invalid Number of Controller Resources",
        0x22: "Invalid Resource Identifier",
        0x23: "Sanitize Prohibited While Persistent Memory Region is Enabled",
        0x24: "ANA Group Identifier Invalid",
        0x25: "ANA Attach Failed",
        0x26: "Insufficient Capacity",
        0x27: "Namespace Attachment Limit Exceeded",
        0x28: "Prohibition of Command Execution Not Supported",
        0x29: "I/O Command Set Not Supported",
        0x2A: "I/O Command Set Not Enabled",
        0x2B: "I/O Command Set Combination Rejected",
        0x2C: "Invalid I/O Command Set",
        0x2D: "Identifier Unavailable",
        0x80: "Conflicting Attributes",
        0x81: "Invalid Protection Information",
        0x82: "Attempted Write to Read Only Range",
        0x83: "Command Size Limit Exceeded",
        0xB8: "Zoned Boundary Error",
        0xB9: "Zone Is Full",
        0xBA: "Zone Is Read Only",
        0xBB: "Zone Is Offline",
        0xBC: "Zone Invalid Write",
        0xBD: "Too Many Active Zones",
        0xBE: "Too Many Open Zones",
        0xBF: "Invalid Zone State Transition",
    },
    StatusCodeType.MEDIA_DATA_INTEGRITY: {
        0x80: "Write Fault",
        0x81: "Unrecovered Read Error",
        0x82: "End-to-end Guard Check Error",
        0x83: "End-to-end Application Tag Check Error",
        0x84: "End-to-end Reference Tag Check Error",
        0x85: "Compare Failure",
        0x86: "Access Denied",
        0x87: "Deallocated or Unwritten Logical Block",
        0x88: "End-to-End Storage Tag Check Error",
    },
    StatusCodeType.PATH_RELATED: {
        0x00: "Internal Path Error",
        0x01: "Asymmetric Access Persistent Loss",
        0x02: "Asymmetric Access Inaccessible",
        0x03: "Asymmetric Access Transition",
        0x60: "Controller Pathing Error",
        0x70: "Host Pathing Error",
        0x71: "Command Aborted By Host",
    },
}

_SCT_OF_ENUM: dict[type, int] = {GenericStatus: 0, CommandSpecificStatus: 1, MediaStatus: 2, PathStatus: 3}

_SCT_NAMES = {
    0: "Generic Command Status",
    1: "Command Specific Status",
    2: "Media and Data Integrity Errors",
    3: "Path Related Status",
    7: "Vendor Specific",
}


def status_name(sct: int, sc: int) -> str:
    """Readable name of status code ``sc`` in status code type ``sct``."""
    if sct == StatusCodeType.VENDOR_SPECIFIC:
        return f"Vendor Specific ({sc:#04x})"
    name = _NAMES.get(sct, {}).get(sc)
    if name is not None:
        return name
    if sct in _NAMES and 0xC0 <= sc <= 0xFF:
        return f"Vendor Specific ({sc:#04x})"
    return f"Reserved (SCT {sct:#x}, SC {sc:#04x})"


def _enum_for(sct: int, sc: int) -> Optional[IntEnum]:
    enum: Any = {0: GenericStatus, 1: CommandSpecificStatus, 2: MediaStatus, 3: PathStatus}.get(sct)
    if enum is None:
        return None
    try:
        return enum(sc)  # type: ignore[no-any-return]
    except ValueError:
        return None


@dataclass(frozen=True)
class NvmeStatus:
    """A decoded completion status (plus the phase tag when it came from a CQE)."""

    sc: int = 0
    sct: int = 0
    crd: int = 0
    more: bool = False
    dnr: bool = False
    phase: int = 0

    @classmethod
    def from_field(cls, field: int) -> "NvmeStatus":
        """Decode the 16-bit value of CQE dword 3 bits 31:16 (bit 0 is the phase tag)."""
        return cls(
            sc=(field >> 1) & 0xFF,
            sct=(field >> 9) & 0x7,
            crd=(field >> 12) & 0x3,
            more=bool((field >> 14) & 1),
            dnr=bool((field >> 15) & 1),
            phase=field & 1,
        )

    @classmethod
    def from_dw3(cls, dw3: int) -> "NvmeStatus":
        """Decode from a whole CQE dword 3."""
        return cls.from_field((dw3 >> 16) & 0xFFFF)

    @classmethod
    def of(cls, code: IntEnum | int, sct: int | None = None, *, dnr: bool = False, more: bool = False,
           crd: int = 0) -> "NvmeStatus":
        """Status from one of this module's enums (the SCT follows the enum) or a raw SC + SCT."""
        if sct is None:
            sct = _SCT_OF_ENUM.get(type(code), 0)
        return cls(sc=int(code), sct=int(sct), dnr=dnr, more=more, crd=crd)

    def to_field(self) -> int:
        """Encode as the 16-bit value of CQE dword 3 bits 31:16 (including the phase tag)."""
        for name, value, width in (("sc", self.sc, 8), ("sct", self.sct, 3), ("crd", self.crd, 2)):
            if not 0 <= value < (1 << width):
                raise ValueError(f"status {name}={value} does not fit in {width} bits")
        return ((self.phase & 1) | (self.sc << 1) | (self.sct << 9) | (self.crd << 12)
                | (int(self.more) << 14) | (int(self.dnr) << 15))

    @property
    def is_error(self) -> bool:
        """True unless SCT 0 / SC 0 (Successful Completion)."""
        return self.sc != 0 or self.sct != 0

    @property
    def name(self) -> str:
        return status_name(self.sct, self.sc)

    @property
    def sct_name(self) -> str:
        return _SCT_NAMES.get(self.sct, f"Reserved SCT {self.sct:#x}")

    @property
    def code(self) -> Optional[IntEnum]:
        """The matching enum member (GenericStatus, CommandSpecificStatus, ...), if defined."""
        return _enum_for(self.sct, self.sc)

    def matches(self, code: IntEnum) -> bool:
        """True when this status is ``code`` (SCT taken from the enum's class)."""
        want = NvmeStatus.of(code)
        return self.sct == want.sct and self.sc == want.sc

    def __str__(self) -> str:
        flags = "".join(f", {f}" for f, on in (("DNR", self.dnr), ("M", self.more)) if on)
        crd = f", CRD={self.crd}" if self.crd else ""
        return f"{self.name} (SCT {self.sct:#x}, SC {self.sc:#04x}{flags}{crd})"


SUCCESS = NvmeStatus()


def is_error(status: "NvmeStatus | int") -> bool:
    """True when a status (an NvmeStatus or a raw 16-bit status field) is not success."""
    if isinstance(status, NvmeStatus):
        return status.is_error
    return NvmeStatus.from_field(int(status)).is_error


# --------------------------------------------------------------------------------------------
# Exceptions
# --------------------------------------------------------------------------------------------


class NvmeError(Exception):
    """Base class of every error the driver raises."""


class NvmeControllerError(NvmeError):
    """Register-level failure: CSTS.RDY/SHST timeout, CSTS.CFS set, unsupported capability."""


class NvmeTimeoutError(NvmeError):
    """A command did not complete in time (it stays outstanding; its CID is not reused)."""

    def __init__(self, message: str, command: "Command | None" = None) -> None:
        super().__init__(message)
        self.command = command


class NvmeAbortedError(NvmeError):
    """A command was dropped by the host (queue deleted, controller disabled) without a CQE."""


class NvmeCommandError(NvmeError):
    """A command completed with an error status."""

    def __init__(self, status: NvmeStatus, command: "Command | None" = None,
                 completion: "Completion | None" = None, sqid: int | None = None) -> None:
        self.status = status
        self.command = command
        self.completion = completion
        self.sqid = sqid
        what = ""
        if command is not None:
            what = f"{command.describe(sqid)}: "
        super().__init__(f"{what}{status}")
