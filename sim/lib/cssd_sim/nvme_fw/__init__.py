"""Python model of the management firmware of the computational SSD controller (see README.md)."""
from .config import ErrorEntry, FwConfig, NamespaceConfig, Nvram
from .hw import EventKind, FwCommand, FwEvent, NvmeHw
from .model import CmdError, IoCommand, NvmeFirmwareModel, Sqe

__all__ = ["CmdError", "ErrorEntry", "EventKind", "FwCommand", "FwConfig", "FwEvent", "IoCommand",
           "NamespaceConfig", "NvmeFirmwareModel", "NvmeHw", "Nvram", "Sqe"]
