"""NVMe status codes (NVM Express Base Specification 2.0, section 4.6.1.2) and helpers.

A status value here is the 15-bit Status Field of a completion queue entry, i.e. CQE DW3 bits 31:17
shifted down by 17: SC in bits 7:0, SCT in bits 10:8, CRD in bits 12:11, More (M) in bit 13 and Do Not
Retry (DNR) in bit 14. The constants below carry SCT and SC only; :func:`status` adds M and DNR.
Their numbers and names come from config/nvme.toml (cssd_nvme.nvme_spec, generated); this module
keeps the model's short names.
"""
from __future__ import annotations

from cssd_nvme.nvme_spec import STATUS, STATUS_NAMES, STATUS_SCT, status_code
from cssd_nvme.nvme_spec import CommandSpecificStatus as _C
from cssd_nvme.nvme_spec import GenericStatus as _G
from cssd_nvme.nvme_spec import MediaStatus as _M
from cssd_nvme.nvme_spec import StatusCodeType as _SCT

# Status Code Types (Figure 94)
SCT_GENERIC = int(_SCT.GENERIC)
SCT_COMMAND_SPECIFIC = int(_SCT.COMMAND_SPECIFIC)
SCT_MEDIA = int(_SCT.MEDIA_DATA_INTEGRITY)
SCT_PATH = int(_SCT.PATH_RELATED)
SCT_VENDOR = int(_SCT.VENDOR_SPECIFIC)

# Generic Command Status (Figure 95)
SUCCESS = status_code(_G.SUCCESS)
INVALID_OPCODE = status_code(_G.INVALID_OPCODE)
INVALID_FIELD = status_code(_G.INVALID_FIELD)
CID_CONFLICT = status_code(_G.CID_CONFLICT)
DATA_TRANSFER_ERROR = status_code(_G.DATA_TRANSFER_ERROR)
ABORTED_POWER_LOSS = status_code(_G.ABORTED_POWER_LOSS)
INTERNAL_ERROR = status_code(_G.INTERNAL_ERROR)
ABORT_REQUESTED = status_code(_G.ABORT_REQUESTED)
ABORTED_SQ_DELETION = status_code(_G.ABORTED_SQ_DELETION)
ABORTED_FAILED_FUSED = status_code(_G.ABORTED_FAILED_FUSED)
ABORTED_MISSING_FUSED = status_code(_G.ABORTED_MISSING_FUSED)
INVALID_NAMESPACE = status_code(_G.INVALID_NAMESPACE_OR_FORMAT)
COMMAND_SEQUENCE_ERROR = status_code(_G.COMMAND_SEQUENCE_ERROR)
PRP_OFFSET_INVALID = status_code(_G.PRP_OFFSET_INVALID)
# Generic status values for NVM command set commands (Figure 96)
LBA_OUT_OF_RANGE = status_code(_G.LBA_OUT_OF_RANGE)
CAPACITY_EXCEEDED = status_code(_G.CAPACITY_EXCEEDED)
NAMESPACE_NOT_READY = status_code(_G.NAMESPACE_NOT_READY)

# Command Specific Status (Figure 97)
COMPLETION_QUEUE_INVALID = status_code(_C.COMPLETION_QUEUE_INVALID)
INVALID_QUEUE_IDENTIFIER = status_code(_C.INVALID_QUEUE_IDENTIFIER)
INVALID_QUEUE_SIZE = status_code(_C.INVALID_QUEUE_SIZE)
ABORT_LIMIT_EXCEEDED = status_code(_C.ABORT_COMMAND_LIMIT_EXCEEDED)
AER_LIMIT_EXCEEDED = status_code(_C.ASYNC_EVENT_REQUEST_LIMIT_EXCEEDED)
INVALID_FIRMWARE_SLOT = status_code(_C.INVALID_FIRMWARE_SLOT)
INVALID_FIRMWARE_IMAGE = status_code(_C.INVALID_FIRMWARE_IMAGE)
INVALID_INTERRUPT_VECTOR = status_code(_C.INVALID_INTERRUPT_VECTOR)
INVALID_LOG_PAGE = status_code(_C.INVALID_LOG_PAGE)
INVALID_FORMAT = status_code(_C.INVALID_FORMAT)
INVALID_QUEUE_DELETION = status_code(_C.INVALID_QUEUE_DELETION)
FEATURE_NOT_SAVEABLE = status_code(_C.FEATURE_ID_NOT_SAVEABLE)
FEATURE_NOT_CHANGEABLE = status_code(_C.FEATURE_NOT_CHANGEABLE)
FEATURE_NOT_NS_SPECIFIC = status_code(_C.FEATURE_NOT_NAMESPACE_SPECIFIC)

# Media and Data Integrity Errors (Figure 101)
WRITE_FAULT = status_code(_M.WRITE_FAULT)
UNRECOVERED_READ_ERROR = status_code(_M.UNRECOVERED_READ_ERROR)

M_BIT = STATUS.M.mask
DNR_BIT = STATUS.DNR.mask

NAMES = {status_code(m): STATUS_NAMES[STATUS_SCT[e]][int(m)] for e in (_G, _C, _M) for m in e}


def status(code: int, dnr: bool = False, more: bool = False) -> int:
    """Status Field value for ``code`` (SCT << 8 | SC) with the DNR and M bits."""
    return STATUS.CODE.put_masked(code) | (DNR_BIT if dnr else 0) | (M_BIT if more else 0)


def code_of(value: int) -> int:
    """SCT << 8 | SC of a Status Field value (drops CRD, M and DNR)."""
    return STATUS.CODE.get(value)


def sc_of(value: int) -> int:
    return STATUS.SC.get(value)


def sct_of(value: int) -> int:
    return STATUS.SCT.get(value)


def dnr_of(value: int) -> bool:
    return bool(value & DNR_BIT)


def more_of(value: int) -> bool:
    return bool(value & M_BIT)


def describe(value: int) -> str:
    name = NAMES.get(code_of(value), f"SCT {sct_of(value)} SC {sc_of(value):#04x}")
    flags = "".join((" DNR" if dnr_of(value) else "", " M" if more_of(value) else ""))
    return name + flags
