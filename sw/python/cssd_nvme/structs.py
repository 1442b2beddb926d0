"""Parsers for Identify data structures and log pages (NVMe Base Specification 2.0).

Each structure is a frozen dataclass built by ``from_bytes(data)``; ``raw`` keeps the bytes it
came from. Byte layouts are declared once, as tables of :class:`F` (field name, byte offset,
size, kind, optional bit slice); the same tables drive the ``build(**fields)`` class methods
that tests and device models use to produce the structures. Integer fields are little endian,
``str`` fields are ASCII with trailing spaces/NULs removed (SUBNQN: UTF-8 up to the first NUL),
``bytes`` fields are returned as is.

Identify Controller: 5.17.2.1 (Figure 275); Identify Namespace: NVM Command Set Specification
4.1.5.1 (Figure 97); Namespace Identification Descriptor: Figure 276; NVM Set List: Figure 277;
Error Information: 5.16.1.2 (Figure 205); SMART / Health Information: 5.16.1.3 (Figure 207);
Firmware Slot Information: 5.16.1.4 (Figure 208).
"""

from __future__ import annotations

import dataclasses
import struct
from dataclasses import dataclass
from typing import Any, ClassVar, Iterable, Mapping, NamedTuple, Optional, Sequence, TypeVar

from .spec import (
    ERROR_LOG_ENTRY_SIZE,
    FIRMWARE_SLOT_LOG_SIZE,
    IDENTIFY_DATA_SIZE,
    NID_LENGTHS,
    SMART_LOG_SIZE,
    NidType,
)
from .nvme_spec import (
    ERROR_LOG_ENTRY,
    FW_SLOT_LOG,
    ID_CTRL,
    ID_NS,
    LBAF,
    NVM_SET_ATTR,
    NVM_SET_LIST,
    PSD,
    SMART_LOG,
)
from .nvme_spec import Layout as _TableLayout
from .status import NvmeStatus


class NulStr(str):
    """Layout kind for NUL-terminated/padded UTF-8 strings (e.g. SUBNQN); ``str`` fields are
    space-padded ASCII (SN, MN, FR)."""


class F(NamedTuple):
    """One field of a byte layout: ``kind`` is ``int``, ``str``, :class:`NulStr` or ``bytes``.

    For ``int`` fields, ``lsb``/``width`` select a bit slice of the little-endian value at
    ``offset``/``size`` (several fields may share one byte).
    """

    name: str
    offset: int
    size: int
    kind: type = int
    lsb: int = 0
    width: Optional[int] = None


Layout = Sequence[F]

_KINDS: dict[str, type] = {"int": int, "str": str, "bytes": bytes}


def _from_table(table: _TableLayout) -> tuple[F, ...]:
    """A structure's fields as config/nvme.toml lays them out (through the generated module)."""
    kinds = {**_KINDS, "nulstr": NulStr}
    return tuple(F(f.name, f.offset, f.size, kinds[f.kind], f.lsb, f.width) for f in table.fields)


def _parse(layout: Layout, data: bytes, base: int = 0) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in layout:
        chunk = bytes(data[base + f.offset: base + f.offset + f.size])
        if f.kind is int:
            v = int.from_bytes(chunk, "little")
            if f.width is not None:
                v = (v >> f.lsb) & ((1 << f.width) - 1)
            out[f.name] = v
        elif f.kind is str:
            out[f.name] = chunk.rstrip(b"\x00 ").decode("ascii", errors="replace")
        elif f.kind is NulStr:
            out[f.name] = chunk.split(b"\x00", 1)[0].decode("utf-8", errors="replace")
        else:
            out[f.name] = chunk
    return out


def _build(layout: Layout, values: Mapping[str, Any], buf: bytearray, base: int = 0) -> None:
    names = {f.name for f in layout}
    unknown = set(values) - names
    if unknown:
        raise TypeError(f"unknown field(s): {', '.join(sorted(unknown))}")
    for f in layout:
        if f.name not in values:
            continue
        v = values[f.name]
        lo, hi = base + f.offset, base + f.offset + f.size
        if f.kind is int:
            width = f.width if f.width is not None else 8 * f.size
            v = int(v)
            if not 0 <= v < (1 << width):
                raise ValueError(f"{f.name}={v:#x} does not fit in {width} bits")
            cur = int.from_bytes(buf[lo:hi], "little")
            mask = ((1 << width) - 1) << f.lsb
            cur = (cur & ~mask) | (v << f.lsb)
            buf[lo:hi] = cur.to_bytes(f.size, "little")
        elif f.kind is str or f.kind is NulStr:
            b = str(v).encode("ascii" if f.kind is str else "utf-8")
            if len(b) > f.size:
                raise ValueError(f"{f.name}={v!r} longer than {f.size} bytes")
            buf[lo:hi] = b.ljust(f.size, b" " if f.kind is str else b"\x00")
        else:
            b = bytes(v)
            if len(b) > f.size:
                raise ValueError(f"{f.name} longer than {f.size} bytes")
            buf[lo:hi] = b.ljust(f.size, b"\x00")


def _need(data: bytes, size: int, what: str) -> None:
    if len(data) < size:
        raise ValueError(f"{what} needs {size} bytes, got {len(data)}")


_T = TypeVar("_T", bound="_LayoutStruct")


@dataclass(frozen=True)
class _LayoutStruct:
    """Base of fixed-layout structures: subclasses set ``_LAYOUT`` and ``_SIZE``."""

    _LAYOUT: ClassVar[Layout] = ()
    _SIZE: ClassVar[int] = 0

    @classmethod
    def _fields_from(cls, data: bytes, base: int = 0) -> dict[str, Any]:
        return _parse(cls._LAYOUT, data, base)

    @classmethod
    def from_bytes(cls: type[_T], data: bytes) -> _T:
        """Parse ``data`` (at least the structure's size)."""
        _need(data, cls._SIZE, cls.__name__)
        raw = bytes(data[: cls._SIZE])
        return cls(raw=raw, **cls._fields_from(raw))  # type: ignore[call-arg]

    @classmethod
    def build(cls, **fields: Any) -> bytes:
        """Encode a structure from field values (unspecified fields are zero)."""
        buf = bytearray(cls._SIZE)
        _build(cls._LAYOUT, fields, buf)
        return bytes(buf)


# --------------------------------------------------------------------------------------------
# Identify Controller (CNS 01h)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PowerStateDescriptor:
    """Power State Descriptor (Figure 276, 32 bytes). Power values are in ``*ps`` units."""

    mp: int
    mxps: int
    nops: int
    enlat: int
    exlat: int
    rrt: int
    rrl: int
    rwt: int
    rwl: int
    idlp: int
    ips: int
    actp: int
    apw: int
    aps: int

    LAYOUT: ClassVar[Layout] = _from_table(PSD)
    SIZE: ClassVar[int] = PSD.size

    @property
    def max_power_w(self) -> float:
        """Maximum power in watts (MXPS selects 0.01 W or 0.0001 W units)."""
        return self.mp * (0.0001 if self.mxps else 0.01)

    @classmethod
    def parse(cls, data: bytes, base: int = 0) -> "PowerStateDescriptor":
        return cls(**_parse(cls.LAYOUT, data, base))

    @classmethod
    def build_into(cls, buf: bytearray, base: int, **fields: int) -> None:
        _build(cls.LAYOUT, fields, buf, base)


_PSD_OFFSET = ID_CTRL.psd.offset


@dataclass(frozen=True)
class IdentifyController(_LayoutStruct):
    """Identify Controller data structure (CNS 01h, 4096 bytes)."""

    raw: bytes
    vid: int
    ssvid: int
    sn: str
    mn: str
    fr: str
    rab: int
    ieee: int
    cmic: int
    mdts: int
    cntlid: int
    ver: int
    rtd3r: int
    rtd3e: int
    oaes: int
    ctratt: int
    rrls: int
    cntrltype: int
    fguid: bytes
    crdt1: int
    crdt2: int
    crdt3: int
    nvmsr: int
    vwci: int
    mec: int
    oacs: int
    acl: int
    aerl: int
    frmw: int
    lpa: int
    elpe: int
    npss: int
    avscc: int
    apsta: int
    wctemp: int
    cctemp: int
    mtfa: int
    hmpre: int
    hmmin: int
    tnvmcap: int
    unvmcap: int
    rpmbs: int
    edstt: int
    dsto: int
    fwug: int
    kas: int
    hctma: int
    mntmt: int
    mxtmt: int
    sanicap: int
    hmminds: int
    hmmaxd: int
    nsetidmax: int
    endgidmax: int
    anatt: int
    anacap: int
    anagrpmax: int
    nanagrpid: int
    pels: int
    domainid: int
    megcap: int
    sqes: int
    cqes: int
    maxcmd: int
    nn: int
    oncs: int
    fuses: int
    fna: int
    vwc: int
    awun: int
    awupf: int
    icsvscc: int
    nwpc: int
    acwu: int
    ocfs: int
    sgls: int
    mnan: int
    maxdna: int
    maxcna: int
    subnqn: str
    psd: tuple[PowerStateDescriptor, ...] = ()

    _LAYOUT: ClassVar[Layout] = _from_table(ID_CTRL)
    _SIZE: ClassVar[int] = IDENTIFY_DATA_SIZE

    @classmethod
    def from_bytes(cls, data: bytes) -> "IdentifyController":
        _need(data, cls._SIZE, cls.__name__)
        raw = bytes(data[: cls._SIZE])
        fields = cls._fields_from(raw)
        psd = tuple(PowerStateDescriptor.parse(raw, _PSD_OFFSET + ID_CTRL.psd.stride * i) for i in range(fields["npss"] + 1))
        return cls(raw=raw, psd=psd, **fields)

    @classmethod
    def build(cls, *, power_states: Iterable[Mapping[str, int]] = (), **fields: Any) -> bytes:
        """Encode; ``power_states`` is a list of PowerStateDescriptor field dicts (PSD0 first)."""
        buf = bytearray(super().build(**fields))
        for i, ps in enumerate(power_states):
            if i >= ID_CTRL.psd.count:
                raise ValueError(f"at most {ID_CTRL.psd.count} power state descriptors")
            PowerStateDescriptor.build_into(buf, _PSD_OFFSET + ID_CTRL.psd.stride * i, **ps)
        return bytes(buf)

    @property
    def nvmsetidmax(self) -> int:
        """NVM Set Identifier Maximum (the spec's NSETIDMAX)."""
        return self.nsetidmax

    @property
    def version(self) -> tuple[int, int, int]:
        return (self.ver >> 16, (self.ver >> 8) & 0xFF, self.ver & 0xFF)

    @property
    def sqes_min(self) -> int:
        """Required (minimum) SQ entry size as log2(bytes)."""
        return self.sqes & 0xF

    @property
    def sqes_max(self) -> int:
        return self.sqes >> 4

    @property
    def cqes_min(self) -> int:
        return self.cqes & 0xF

    @property
    def cqes_max(self) -> int:
        return self.cqes >> 4

    def max_transfer(self, min_page_size: int) -> Optional[int]:
        """Largest data transfer in bytes (MDTS in units of CAP.MPSMIN pages); None = no limit."""
        return None if self.mdts == 0 else (1 << self.mdts) * min_page_size


# --------------------------------------------------------------------------------------------
# Identify Namespace (CNS 00h, NVM Command Set)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LbaFormat:
    """LBA Format Data Structure: metadata size, LBA data size (log2), relative performance."""

    ms: int
    lbads: int
    rp: int

    @property
    def lba_size(self) -> int:
        return 1 << self.lbads

    @classmethod
    def decode(cls, value: int) -> "LbaFormat":
        return cls(ms=LBAF.MS.get(value), lbads=LBAF.LBADS.get(value), rp=LBAF.RP.get(value))

    def encode(self) -> int:
        try:
            return LBAF.MS.put(self.ms) | LBAF.LBADS.put(self.lbads) | LBAF.RP.put(self.rp)
        except ValueError:
            raise ValueError(f"invalid LBA format {self}") from None


_LBAF_OFFSET = ID_NS.lbaf.offset
_LBAF_MAX = ID_NS.lbaf.count


@dataclass(frozen=True)
class IdentifyNamespace(_LayoutStruct):
    """Identify Namespace data structure for the NVM Command Set (CNS 00h, 4096 bytes)."""

    raw: bytes
    nsze: int
    ncap: int
    nuse: int
    nsfeat: int
    nlbaf: int
    flbas: int
    mc: int
    dpc: int
    dps: int
    nmic: int
    rescap: int
    fpi: int
    dlfeat: int
    nawun: int
    nawupf: int
    nacwu: int
    nabsn: int
    nabo: int
    nabspf: int
    noiob: int
    nvmcap: int
    npwg: int
    npwa: int
    npdg: int
    npda: int
    nows: int
    mssrl: int
    mcl: int
    msrc: int
    nulbaf: int
    anagrpid: int
    nsattr: int
    nvmsetid: int
    endgid: int
    nguid: bytes
    eui64: bytes
    lbaf: tuple[LbaFormat, ...] = ()

    _LAYOUT: ClassVar[Layout] = _from_table(ID_NS)
    _SIZE: ClassVar[int] = IDENTIFY_DATA_SIZE

    @classmethod
    def from_bytes(cls, data: bytes) -> "IdentifyNamespace":
        _need(data, cls._SIZE, cls.__name__)
        raw = bytes(data[: cls._SIZE])
        fields = cls._fields_from(raw)
        n = min(fields["nlbaf"] + 1, _LBAF_MAX)
        lbaf = tuple(LbaFormat.decode(struct.unpack_from("<I", raw, _LBAF_OFFSET + ID_NS.lbaf.stride * i)[0]) for i in range(n))
        return cls(raw=raw, lbaf=lbaf, **fields)

    @classmethod
    def build(cls, *, lba_formats: Sequence[LbaFormat] = (), **fields: Any) -> bytes:
        """Encode; NLBAF defaults to ``len(lba_formats) - 1``."""
        if len(lba_formats) > _LBAF_MAX:
            raise ValueError(f"at most {_LBAF_MAX} LBA formats")
        if lba_formats and "nlbaf" not in fields:
            fields["nlbaf"] = len(lba_formats) - 1
        buf = bytearray(super().build(**fields))
        for i, lf in enumerate(lba_formats):
            struct.pack_into("<I", buf, _LBAF_OFFSET + ID_NS.lbaf.stride * i, lf.encode())
        return bytes(buf)

    @property
    def lba_format_index(self) -> int:
        """Index of the formatted LBA format: FLBAS bits 3:0, plus bits 6:5 as bits 5:4."""
        return (self.flbas & 0xF) | (((self.flbas >> 5) & 0x3) << 4)

    @property
    def extended_metadata(self) -> bool:
        """FLBAS bit 4: metadata transferred at the end of each LBA."""
        return bool(self.flbas & 0x10)

    @property
    def lba_format(self) -> LbaFormat:
        return self.lbaf[self.lba_format_index]

    @property
    def lba_size(self) -> int:
        """Bytes per logical block of the formatted LBA format."""
        return self.lba_format.lba_size

    @property
    def metadata_size(self) -> int:
        return self.lba_format.ms


# --------------------------------------------------------------------------------------------
# Active Namespace ID list (CNS 02h)
# --------------------------------------------------------------------------------------------


def parse_ns_list(data: bytes) -> list[int]:
    """Namespace List (CNS 02h): up to 1024 NSIDs in increasing order, ended by the first 0."""
    _need(data, IDENTIFY_DATA_SIZE, "namespace list")
    out: list[int] = []
    for (nsid,) in struct.iter_unpack("<I", bytes(data[:IDENTIFY_DATA_SIZE])):
        if nsid == 0:
            break
        out.append(nsid)
    return out


def build_ns_list(nsids: Sequence[int]) -> bytes:
    """Encode a Namespace List (at most 1024 entries)."""
    if len(nsids) > 1024:
        raise ValueError("a namespace list holds at most 1024 entries")
    return struct.pack(f"<{len(nsids)}I", *nsids).ljust(IDENTIFY_DATA_SIZE, b"\x00")


# --------------------------------------------------------------------------------------------
# Namespace Identification Descriptor list (CNS 03h)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NsIdDescriptor:
    """One Namespace Identification Descriptor: NIDT, NIDL and NID."""

    nidt: int
    nid: bytes

    @property
    def nidl(self) -> int:
        return len(self.nid)


@dataclass(frozen=True)
class NsIdDescriptorList:
    """Namespace Identification Descriptor list, with shortcuts for the defined types."""

    raw: bytes
    descriptors: tuple[NsIdDescriptor, ...]

    @classmethod
    def from_bytes(cls, data: bytes) -> "NsIdDescriptorList":
        _need(data, IDENTIFY_DATA_SIZE, "namespace identification descriptor list")
        raw = bytes(data[:IDENTIFY_DATA_SIZE])
        out: list[NsIdDescriptor] = []
        off = 0
        while off + 4 <= len(raw):
            nidt, nidl = raw[off], raw[off + 1]
            if nidt == 0 or nidl == 0:
                break
            if off + 4 + nidl > len(raw):
                raise ValueError(f"descriptor at byte {off} (NIDT {nidt}, NIDL {nidl}) runs past the list")
            want = NID_LENGTHS.get(nidt)  # type: ignore[call-overload]
            if want is not None and nidl != want:
                raise ValueError(f"descriptor at byte {off}: NIDT {nidt} needs NIDL {want}, got {nidl}")
            out.append(NsIdDescriptor(nidt, raw[off + 4: off + 4 + nidl]))
            off += 4 + nidl
        return cls(raw=raw, descriptors=tuple(out))

    @staticmethod
    def build(descriptors: Iterable[tuple[int, bytes]]) -> bytes:
        """Encode (NIDT, NID) pairs."""
        buf = bytearray()
        for nidt, nid in descriptors:
            buf += bytes([nidt, len(nid), 0, 0]) + bytes(nid)
        if len(buf) > IDENTIFY_DATA_SIZE:
            raise ValueError("descriptor list longer than 4096 bytes")
        return bytes(buf.ljust(IDENTIFY_DATA_SIZE, b"\x00"))

    def _get(self, nidt: int) -> Optional[bytes]:
        for d in self.descriptors:
            if d.nidt == nidt:
                return d.nid
        return None

    @property
    def eui64(self) -> Optional[bytes]:
        return self._get(NidType.EUI64)

    @property
    def nguid(self) -> Optional[bytes]:
        return self._get(NidType.NGUID)

    @property
    def uuid(self) -> Optional[bytes]:
        return self._get(NidType.UUID)

    @property
    def csi(self) -> Optional[int]:
        v = self._get(NidType.CSI)
        return None if v is None else v[0]


# --------------------------------------------------------------------------------------------
# NVM Set List (CNS 04h)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NvmSetAttributes(_LayoutStruct):
    """NVM Set Attributes Entry (128 bytes). ``rr4kt`` is in 100 ns units; capacities in bytes."""

    raw: bytes
    nvmsetid: int
    endgid: int
    rr4kt: int
    ows: int
    tnvmsetcap: int
    unvmsetcap: int

    _LAYOUT: ClassVar[Layout] = _from_table(NVM_SET_ATTR)
    _SIZE: ClassVar[int] = NVM_SET_ATTR.size

    @property
    def random_4k_read_typical_ns(self) -> int:
        return self.rr4kt * 100


@dataclass(frozen=True)
class NvmSetList:
    """NVM Set List: number of identifiers (1's based, at most 31) and one entry per set."""

    raw: bytes
    nid: int
    sets: tuple[NvmSetAttributes, ...]

    @classmethod
    def from_bytes(cls, data: bytes) -> "NvmSetList":
        _need(data, IDENTIFY_DATA_SIZE, "NVM set list")
        raw = bytes(data[:IDENTIFY_DATA_SIZE])
        nid = raw[NVM_SET_LIST.nid.offset]
        e = NVM_SET_LIST.entry
        if nid > e.count:
            raise ValueError(f"NVM set list reports {nid} entries; at most {e.count} fit")
        sets = tuple(NvmSetAttributes.from_bytes(raw[e.offset + e.stride * i: e.offset + e.stride * (i + 1)])
                     for i in range(nid))
        return cls(raw=raw, nid=nid, sets=sets)

    @staticmethod
    def build(sets: Sequence[Mapping[str, int]]) -> bytes:
        """Encode a list of NvmSetAttributes field dicts."""
        e = NVM_SET_LIST.entry
        if len(sets) > e.count:
            raise ValueError(f"at most {e.count} NVM set entries")
        buf = bytearray(IDENTIFY_DATA_SIZE)
        buf[NVM_SET_LIST.nid.offset] = len(sets)
        for i, s in enumerate(sets):
            buf[e.offset + e.stride * i: e.offset + e.stride * (i + 1)] = NvmSetAttributes.build(**s)
        return bytes(buf)


# --------------------------------------------------------------------------------------------
# Log pages
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ErrorLogEntry(_LayoutStruct):
    """Error Information Log Entry (64 bytes). ``status`` decodes the Status Field (bit 0 is
    the phase tag); ``param_error_byte``/``param_error_bit`` locate the offending field."""

    raw: bytes
    error_count: int
    sqid: int
    cid: int
    status_field: int
    param_error_location: int
    lba: int
    nsid: int
    vsia: int
    trtype: int
    cmd_specific: int
    trtype_specific: int

    _LAYOUT: ClassVar[Layout] = _from_table(ERROR_LOG_ENTRY)
    _SIZE: ClassVar[int] = ERROR_LOG_ENTRY_SIZE

    @property
    def status(self) -> NvmeStatus:
        return NvmeStatus.from_field(self.status_field)

    @property
    def param_error_byte(self) -> int:
        return self.param_error_location & 0xFF

    @property
    def param_error_bit(self) -> int:
        return (self.param_error_location >> 8) & 0x7

    @property
    def valid(self) -> bool:
        """Entries with Error Count 0 are unused."""
        return self.error_count != 0


def parse_error_log(data: bytes) -> list[ErrorLogEntry]:
    """Split an Error Information log page into its 64-byte entries."""
    if len(data) % ERROR_LOG_ENTRY_SIZE:
        raise ValueError(f"error log length {len(data)} is not a multiple of {ERROR_LOG_ENTRY_SIZE}")
    return [ErrorLogEntry.from_bytes(data[i: i + ERROR_LOG_ENTRY_SIZE])
            for i in range(0, len(data), ERROR_LOG_ENTRY_SIZE)]


_SENSORS = SMART_LOG.temperature_sensor


@dataclass(frozen=True)
class SmartLog(_LayoutStruct):
    """SMART / Health Information log page (512 bytes). Temperatures are in kelvins; data
    units are thousands of 512-byte units; 128-bit counters are plain ints."""

    raw: bytes
    critical_warning: int
    composite_temperature: int
    available_spare: int
    available_spare_threshold: int
    percentage_used: int
    endurance_group_critical_warning: int
    data_units_read: int
    data_units_written: int
    host_read_commands: int
    host_write_commands: int
    controller_busy_time: int
    power_cycles: int
    power_on_hours: int
    unsafe_shutdowns: int
    media_errors: int
    error_log_entries: int
    warning_temp_time: int
    critical_temp_time: int
    temperature_sensors: tuple[int, ...] = ()
    tmt1_transitions: int = 0
    tmt2_transitions: int = 0
    tmt1_total_time: int = 0
    tmt2_total_time: int = 0

    _LAYOUT: ClassVar[Layout] = _from_table(SMART_LOG)
    _SIZE: ClassVar[int] = SMART_LOG_SIZE

    @classmethod
    def from_bytes(cls, data: bytes) -> "SmartLog":
        _need(data, cls._SIZE, cls.__name__)
        raw = bytes(data[: cls._SIZE])
        sensors = struct.unpack_from(f"<{_SENSORS.count}H", raw, _SENSORS.offset)
        return cls(raw=raw, temperature_sensors=tuple(sensors), **cls._fields_from(raw))

    @classmethod
    def build(cls, *, temperature_sensors: Sequence[int] = (), **fields: Any) -> bytes:
        buf = bytearray(super().build(**fields))
        if len(temperature_sensors) > _SENSORS.count:
            raise ValueError(f"at most {_SENSORS.count} temperature sensors")
        for i, t in enumerate(temperature_sensors):
            struct.pack_into("<H", buf, _SENSORS.offset + _SENSORS.stride * i, t)
        return bytes(buf)

    @property
    def composite_temperature_c(self) -> float:
        return self.composite_temperature - 273.15


@dataclass(frozen=True)
class FirmwareSlotLog:
    """Firmware Slot Information log page: AFI and the revision in each of the 7 slots."""

    raw: bytes
    afi: int
    frs: tuple[str, ...]

    @classmethod
    def from_bytes(cls, data: bytes) -> "FirmwareSlotLog":
        _need(data, FIRMWARE_SLOT_LOG_SIZE, "firmware slot log")
        raw = bytes(data[:FIRMWARE_SLOT_LOG_SIZE])
        f = FW_SLOT_LOG.frs
        frs = tuple(raw[f.offset + f.stride * i: f.offset + f.stride * (i + 1)].rstrip(b"\x00 ")
                    .decode("ascii", errors="replace") for i in range(f.count))
        return cls(raw=raw, afi=raw[FW_SLOT_LOG.afi.offset], frs=frs)

    @staticmethod
    def build(afi: int, frs: Sequence[str]) -> bytes:
        f = FW_SLOT_LOG.frs
        if len(frs) > f.count:
            raise ValueError(f"at most {f.count} firmware slots")
        buf = bytearray(FIRMWARE_SLOT_LOG_SIZE)
        buf[FW_SLOT_LOG.afi.offset] = afi
        for i, rev in enumerate(frs):
            b = rev.encode("ascii")
            if len(b) > f.stride:
                raise ValueError(f"firmware revision {rev!r} longer than {f.stride} characters")
            buf[f.offset + f.stride * i: f.offset + f.stride * (i + 1)] = b.ljust(f.stride, b" ") if b else bytes(f.stride)
        return bytes(buf)

    @property
    def active_slot(self) -> int:
        """AFI bits 2:0: slot the running firmware was loaded from."""
        return self.afi & 0x7

    @property
    def next_slot(self) -> int:
        """AFI bits 6:4: slot activated at the next reset (0 = none indicated)."""
        return (self.afi >> 4) & 0x7


def layout_names(cls: type) -> set[str]:
    """Names a layout-driven structure decodes (for consistency checks in tests)."""
    return {f.name for f in getattr(cls, "_LAYOUT", ())}


def dataclass_field_names(cls: type) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)}
