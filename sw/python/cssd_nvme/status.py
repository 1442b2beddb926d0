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


# The codes and their names come from config/nvme.toml through the generated module
# (tools/gen_nvme.py); the enums keep their public names here.
from .nvme_spec import CQE_DW3, STATUS_P  # noqa: E402
from .nvme_spec import (  # noqa: E402,F401  (re-exported)
    STATUS_ENUMS,
    STATUS_NAMES,
    STATUS_SCT,
    CommandSpecificStatus,
    GenericStatus,
    MediaStatus,
    PathStatus,
    StatusCodeType,
)

_NAMES: dict[int, dict[int, str]] = STATUS_NAMES
_SCT_OF_ENUM: dict[type, int] = STATUS_SCT

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
    enum: Any = STATUS_ENUMS.get(sct)
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
        f = STATUS_P
        return cls(sc=f.SC.get(field), sct=f.SCT.get(field), crd=f.CRD.get(field), more=bool(f.M.get(field)),
                   dnr=bool(f.DNR.get(field)), phase=f.P.get(field))

    @classmethod
    def from_dw3(cls, dw3: int) -> "NvmeStatus":
        """Decode from a whole CQE dword 3."""
        return cls.from_field(STATUS_P.P.put(CQE_DW3.P.get(dw3)) | STATUS_P.SF.put(CQE_DW3.SF.get(dw3)))

    @classmethod
    def of(cls, code: IntEnum | int, sct: int | None = None, *, dnr: bool = False, more: bool = False,
           crd: int = 0) -> "NvmeStatus":
        """Status from one of this module's enums (the SCT follows the enum) or a raw SC + SCT."""
        if sct is None:
            sct = _SCT_OF_ENUM.get(type(code), 0)
        return cls(sc=int(code), sct=int(sct), dnr=dnr, more=more, crd=crd)

    def to_field(self) -> int:
        """Encode as the 16-bit value of CQE dword 3 bits 31:16 (including the phase tag)."""
        f = STATUS_P
        for name, value, field in (("sc", self.sc, f.SC), ("sct", self.sct, f.SCT), ("crd", self.crd, f.CRD)):
            if not 0 <= value < (1 << field.width):
                raise ValueError(f"status {name}={value} does not fit in {field.width} bits")
        return (f.P.put(self.phase & 1) | f.SC.put(self.sc) | f.SCT.put(self.sct) | f.CRD.put(self.crd)
                | f.M.put(int(self.more)) | f.DNR.put(int(self.dnr)))

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
