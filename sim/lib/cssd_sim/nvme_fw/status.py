"""NVMe status codes (NVM Express Base Specification 2.0, section 4.6.1.2) and helpers.

A status value here is the 15-bit Status Field of a completion queue entry, i.e. CQE DW3 bits 31:17
shifted down by 17: SC in bits 7:0, SCT in bits 10:8, CRD in bits 12:11, More (M) in bit 13 and Do Not
Retry (DNR) in bit 14. The constants below carry SCT and SC only; :func:`status` adds M and DNR.
"""
from __future__ import annotations

# Status Code Types (Figure 94)
SCT_GENERIC = 0
SCT_COMMAND_SPECIFIC = 1
SCT_MEDIA = 2
SCT_PATH = 3
SCT_VENDOR = 7


def _g(sc: int) -> int:
    return (SCT_GENERIC << 8) | sc


def _c(sc: int) -> int:
    return (SCT_COMMAND_SPECIFIC << 8) | sc


def _m(sc: int) -> int:
    return (SCT_MEDIA << 8) | sc


# Generic Command Status (Figure 95)
SUCCESS = _g(0x00)
INVALID_OPCODE = _g(0x01)
INVALID_FIELD = _g(0x02)
CID_CONFLICT = _g(0x03)
DATA_TRANSFER_ERROR = _g(0x04)
ABORTED_POWER_LOSS = _g(0x05)
INTERNAL_ERROR = _g(0x06)
ABORT_REQUESTED = _g(0x07)
ABORTED_SQ_DELETION = _g(0x08)
ABORTED_FAILED_FUSED = _g(0x09)
ABORTED_MISSING_FUSED = _g(0x0A)
INVALID_NAMESPACE = _g(0x0B)  # Invalid Namespace or Format
COMMAND_SEQUENCE_ERROR = _g(0x0C)
PRP_OFFSET_INVALID = _g(0x13)
# Generic status values for NVM command set commands (Figure 96)
LBA_OUT_OF_RANGE = _g(0x80)
CAPACITY_EXCEEDED = _g(0x81)
NAMESPACE_NOT_READY = _g(0x82)

# Command Specific Status (Figure 97)
COMPLETION_QUEUE_INVALID = _c(0x00)
INVALID_QUEUE_IDENTIFIER = _c(0x01)
INVALID_QUEUE_SIZE = _c(0x02)
ABORT_LIMIT_EXCEEDED = _c(0x03)
AER_LIMIT_EXCEEDED = _c(0x05)
INVALID_FIRMWARE_SLOT = _c(0x06)
INVALID_FIRMWARE_IMAGE = _c(0x07)
INVALID_INTERRUPT_VECTOR = _c(0x08)
INVALID_LOG_PAGE = _c(0x09)
INVALID_FORMAT = _c(0x0A)
INVALID_QUEUE_DELETION = _c(0x0C)
FEATURE_NOT_SAVEABLE = _c(0x0D)
FEATURE_NOT_CHANGEABLE = _c(0x0E)
FEATURE_NOT_NS_SPECIFIC = _c(0x0F)

# Media and Data Integrity Errors (Figure 101)
WRITE_FAULT = _m(0x80)
UNRECOVERED_READ_ERROR = _m(0x81)

M_BIT = 1 << 13
DNR_BIT = 1 << 14

NAMES = {
    SUCCESS: "Successful Completion",
    INVALID_OPCODE: "Invalid Command Opcode",
    INVALID_FIELD: "Invalid Field in Command",
    CID_CONFLICT: "Command ID Conflict",
    DATA_TRANSFER_ERROR: "Data Transfer Error",
    INTERNAL_ERROR: "Internal Error",
    ABORT_REQUESTED: "Command Abort Requested",
    ABORTED_SQ_DELETION: "Command Aborted due to SQ Deletion",
    INVALID_NAMESPACE: "Invalid Namespace or Format",
    COMMAND_SEQUENCE_ERROR: "Command Sequence Error",
    PRP_OFFSET_INVALID: "PRP Offset Invalid",
    LBA_OUT_OF_RANGE: "LBA Out of Range",
    COMPLETION_QUEUE_INVALID: "Completion Queue Invalid",
    INVALID_QUEUE_IDENTIFIER: "Invalid Queue Identifier",
    INVALID_QUEUE_SIZE: "Invalid Queue Size",
    ABORT_LIMIT_EXCEEDED: "Abort Command Limit Exceeded",
    AER_LIMIT_EXCEEDED: "Asynchronous Event Request Limit Exceeded",
    INVALID_INTERRUPT_VECTOR: "Invalid Interrupt Vector",
    INVALID_LOG_PAGE: "Invalid Log Page",
    INVALID_QUEUE_DELETION: "Invalid Queue Deletion",
    FEATURE_NOT_SAVEABLE: "Feature Identifier Not Saveable",
    FEATURE_NOT_CHANGEABLE: "Feature Not Changeable",
    FEATURE_NOT_NS_SPECIFIC: "Feature Not Namespace Specific",
    WRITE_FAULT: "Write Fault",
    UNRECOVERED_READ_ERROR: "Unrecovered Read Error",
}


def status(code: int, dnr: bool = False, more: bool = False) -> int:
    """Status Field value for ``code`` (SCT << 8 | SC) with the DNR and M bits."""
    return (code & 0x7FF) | (DNR_BIT if dnr else 0) | (M_BIT if more else 0)


def code_of(value: int) -> int:
    """SCT << 8 | SC of a Status Field value (drops CRD, M and DNR)."""
    return value & 0x7FF


def sc_of(value: int) -> int:
    return value & 0xFF


def sct_of(value: int) -> int:
    return (value >> 8) & 0x7


def dnr_of(value: int) -> bool:
    return bool(value & DNR_BIT)


def more_of(value: int) -> bool:
    return bool(value & M_BIT)


def describe(value: int) -> str:
    name = NAMES.get(code_of(value), f"SCT {sct_of(value)} SC {sc_of(value):#04x}")
    flags = "".join((" DNR" if dnr_of(value) else "", " M" if more_of(value) else ""))
    return name + flags
