"""cssd_nvme: host-side NVMe driver for the cssd controller (NVMe Base Specification 2.0).

Runs under cocotb (``cssd_nvme.cocotb_transport``) and plain asyncio alike; see README.md.
This module re-exports the public API; cocotb is only imported by ``cocotb_transport``.
"""

from . import command, spec
from .command import Command, Completion
from .controller import AsyncEventRequest, CommandArg, DataArg, NvmeController, QueuePair
from .prp import PrpError, PrpResult, build_prps
from .queue import CompletionQueue, CqCounters, PendingCommand, SqCounters, SubmissionQueue
from .spec import (
    AdminOpcode,
    AsyncEvent,
    AsyncEventType,
    Cap,
    Cc,
    Cns,
    Csts,
    FeatureId,
    FeatureSelect,
    LogPageId,
    NvmOpcode,
    QueuePriority,
    Reg,
)
from .status import (
    CommandSpecificStatus,
    GenericStatus,
    MediaStatus,
    NvmeAbortedError,
    NvmeCommandError,
    NvmeControllerError,
    NvmeError,
    NvmeStatus,
    NvmeTimeoutError,
    PathStatus,
    StatusCodeType,
    is_error,
    status_name,
)
from .structs import (
    ErrorLogEntry,
    FirmwareSlotLog,
    IdentifyController,
    IdentifyNamespace,
    LbaFormat,
    NsIdDescriptorList,
    NvmSetList,
    SmartLog,
)
from .transport import (
    AsyncioTimebase,
    BufferHostMemory,
    DmaBuffer,
    HostMemory,
    IrqSource,
    RegisterAccess,
    SoftIrqSource,
    Timebase,
)

__all__ = [
    "AdminOpcode", "AsyncEvent", "AsyncEventRequest", "AsyncEventType", "AsyncioTimebase", "BufferHostMemory",
    "Cap", "Cc", "Cns", "Command", "CommandArg", "CommandSpecificStatus", "Completion", "CompletionQueue",
    "CqCounters", "Csts",
    "DataArg", "DmaBuffer", "ErrorLogEntry", "FeatureId", "FeatureSelect", "FirmwareSlotLog", "GenericStatus",
    "HostMemory", "IdentifyController", "IdentifyNamespace", "IrqSource", "LbaFormat", "LogPageId", "MediaStatus",
    "NsIdDescriptorList", "NvmOpcode", "NvmSetList", "NvmeAbortedError", "NvmeCommandError", "NvmeController",
    "NvmeControllerError", "NvmeError", "NvmeStatus", "NvmeTimeoutError", "PathStatus", "PendingCommand",
    "PrpError", "PrpResult", "QueuePair", "QueuePriority", "Reg", "RegisterAccess", "SmartLog", "SoftIrqSource",
    "SqCounters", "StatusCodeType", "SubmissionQueue", "Timebase", "build_prps", "command", "is_error", "spec",
    "status_name",
]
