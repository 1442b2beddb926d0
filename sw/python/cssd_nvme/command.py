"""Submission and completion queue entries, and builders for the commands the driver issues.

Layouts: 4.2 "Submission Queue Entry" (Figure 88, Common Command Format) and 4.6 "Completion
Queue Entry" (Figure 90). Builders return a :class:`Command` with every field the command needs
except the data pointer and CID, which the driver fills when it submits.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Optional

from .spec import (
    CQE_SIZE,
    NSID_ALL,
    SQE_SIZE,
    AdminOpcode,
    FeatureSelect,
    NvmOpcode,
    QueuePriority,
)
from .nvme_spec import (
    ABORT_CDW10,
    CREATE_CQ_CDW11,
    CREATE_SQ_CDW11,
    CREATE_SQ_CDW12,
    FEATURES_CDW10,
    GET_LOG_CDW10,
    GET_LOG_CDW11,
    GET_LOG_CDW14,
    IDENTIFY_CDW10,
    IDENTIFY_CDW11,
    NUM_QUEUES,
    QUEUE_CDW10,
    RW_CDW12,
    SEARCH_CDW13,
    SEARCH_QUERY,
    SEARCH_QUERY_CDW10,
    SEARCH_RESULT,
    SQE_DW0,
    FeatureId,
    Field,
    VendorIoOpcode,
)
from .status import NvmeStatus

_SQE = struct.Struct("<IIIIQQQIIIIII")  # CDW0, NSID, CDW2, CDW3, MPTR, PRP1, PRP2, CDW10..15
_CQE = struct.Struct("<IIHHHH")  # DW0, DW1, SQHD, SQID, CID, status field

_U32 = 0xFFFFFFFF
_U64 = 0xFFFFFFFFFFFFFFFF


def _opcode_name(opcode: int, admin: Optional[bool]) -> str:
    enums = {True: (AdminOpcode,), False: (NvmOpcode,), None: (AdminOpcode, NvmOpcode)}[admin]
    for enum in enums:
        try:
            return enum(opcode).name
        except ValueError:
            continue
    return f"opcode {opcode:#04x}"


@dataclass
class Command:
    """One 64-byte submission queue entry (Common Command Format)."""

    opcode: int
    nsid: int = 0
    cdw2: int = 0
    cdw3: int = 0
    mptr: int = 0
    prp1: int = 0
    prp2: int = 0
    cdw10: int = 0
    cdw11: int = 0
    cdw12: int = 0
    cdw13: int = 0
    cdw14: int = 0
    cdw15: int = 0
    fuse: int = 0
    psdt: int = 0
    cid: int = 0
    admin: Optional[bool] = field(default=None, compare=False)
    """True for admin commands (only used to name the opcode in messages)."""

    def cdw0(self, cid: Optional[int] = None) -> int:
        cid = self.cid if cid is None else cid
        f = SQE_DW0
        return (f.OPC.put_masked(self.opcode) | f.FUSE.put_masked(self.fuse) | f.PSDT.put_masked(self.psdt)
                | f.CID.put_masked(cid))

    def to_bytes(self, cid: Optional[int] = None) -> bytes:
        """Encode as a 64-byte SQE, optionally with a different CID."""
        values = (self.nsid, self.cdw2, self.cdw3, self.cdw10, self.cdw11, self.cdw12, self.cdw13,
                  self.cdw14, self.cdw15)
        for v in values:
            if not 0 <= v <= _U32:
                raise ValueError(f"command dword {v:#x} does not fit in 32 bits")
        for v in (self.mptr, self.prp1, self.prp2):
            if not 0 <= v <= _U64:
                raise ValueError(f"command address {v:#x} does not fit in 64 bits")
        return _SQE.pack(self.cdw0(cid), self.nsid, self.cdw2, self.cdw3, self.mptr, self.prp1, self.prp2,
                         self.cdw10, self.cdw11, self.cdw12, self.cdw13, self.cdw14, self.cdw15)

    @classmethod
    def from_bytes(cls, data: bytes) -> "Command":
        """Decode a 64-byte SQE."""
        if len(data) < SQE_SIZE:
            raise ValueError(f"submission queue entry needs {SQE_SIZE} bytes, got {len(data)}")
        (cdw0, nsid, cdw2, cdw3, mptr, prp1, prp2, c10, c11, c12, c13, c14, c15) = _SQE.unpack_from(data)
        f = SQE_DW0
        return cls(opcode=f.OPC.get(cdw0), fuse=f.FUSE.get(cdw0), psdt=f.PSDT.get(cdw0), cid=f.CID.get(cdw0),
                   nsid=nsid, cdw2=cdw2, cdw3=cdw3, mptr=mptr, prp1=prp1, prp2=prp2, cdw10=c10,
                   cdw11=c11, cdw12=c12, cdw13=c13, cdw14=c14, cdw15=c15)

    @property
    def name(self) -> str:
        return _opcode_name(self.opcode, self.admin)

    def describe(self, sqid: Optional[int] = None) -> str:
        """Short text naming the command, e.g. ``CREATE_IO_SQ (SQ 0, CID 5, CDW10=0x3f0001)``."""
        where = f"SQ {sqid}, " if sqid is not None else ""
        extra = "".join(f", {n.upper()}={getattr(self, n):#x}"
                        for n in ("nsid", "cdw10", "cdw11", "cdw12") if getattr(self, n))
        return f"{self.name} ({where}CID {self.cid}{extra})"


@dataclass(frozen=True)
class Completion:
    """One 16-byte completion queue entry."""

    dw0: int
    dw1: int
    sqhd: int
    sqid: int
    cid: int
    status: NvmeStatus

    @property
    def phase(self) -> int:
        return self.status.phase

    @classmethod
    def from_bytes(cls, data: bytes) -> "Completion":
        if len(data) < CQE_SIZE:
            raise ValueError(f"completion queue entry needs {CQE_SIZE} bytes, got {len(data)}")
        dw0, dw1, sqhd, sqid, cid, sf = _CQE.unpack_from(data)
        return cls(dw0=dw0, dw1=dw1, sqhd=sqhd, sqid=sqid, cid=cid, status=NvmeStatus.from_field(sf))

    def to_bytes(self) -> bytes:
        return _CQE.pack(self.dw0, self.dw1, self.sqhd, self.sqid, self.cid, self.status.to_field())

    def __str__(self) -> str:
        return (f"Completion(SQ {self.sqid}, CID {self.cid}, SQHD {self.sqhd}, DW0={self.dw0:#x}, "
                f"P={self.phase}, {self.status})")


# --------------------------------------------------------------------------------------------
# Admin command builders (5 "Admin Command Set")
# --------------------------------------------------------------------------------------------


def _check(name: str, value: int, bits: int, lo: int = 0) -> int:
    if not lo <= value < (1 << bits):
        raise ValueError(f"{name}={value} out of range {lo}..{(1 << bits) - 1}")
    return value


def _put(name: str, field: Field, value: int, lo: int = 0) -> int:
    """``value`` placed in ``field`` after ``_check``'s range check (the name is for the message)."""
    return field.put(_check(name, value, field.width, lo))


def identify(cns: int, *, nsid: int = 0, cntid: int = 0, cns_id: int = 0, csi: int = 0,
             uuid_index: int = 0) -> Command:
    """Identify (5.17): CDW10 CNS/CNTID, CDW11 CNS Specific Identifier/CSI, CDW14 UUID index."""
    return Command(AdminOpcode.IDENTIFY, nsid=nsid, admin=True,
                   cdw10=_put("CNS", IDENTIFY_CDW10.CNS, cns) | _put("CNTID", IDENTIFY_CDW10.CNTID, cntid),
                   cdw11=_put("CNS specific identifier", IDENTIFY_CDW11.CNSSID, cns_id)
                   | _put("CSI", IDENTIFY_CDW11.CSI, csi),
                   cdw14=_put("UUID index", GET_LOG_CDW14.UUID, uuid_index))


def get_log_page(lid: int, nbytes: int, *, rae: bool = False, offset: int = 0, lsp: int = 0, lsi: int = 0,
                 nsid: int = NSID_ALL, csi: int = 0, uuid_index: int = 0) -> Command:
    """Get Log Page (5.16): NUMD (0's based dword count) split over CDW10/11, offset in CDW12/13."""
    if nbytes <= 0 or nbytes % 4:
        raise ValueError(f"log page length {nbytes} must be a positive multiple of 4 bytes")
    if offset % 4:
        raise ValueError(f"log page offset {offset} must be dword aligned")
    numd = nbytes // 4 - 1
    _check("NUMD", numd, 32)
    return Command(AdminOpcode.GET_LOG_PAGE, nsid=nsid, admin=True,
                   cdw10=_put("LID", GET_LOG_CDW10.LID, lid) | _put("LSP", GET_LOG_CDW10.LSP, lsp)
                   | GET_LOG_CDW10.RAE.put(int(rae)) | GET_LOG_CDW10.NUMDL.put_masked(numd),
                   cdw11=GET_LOG_CDW11.NUMDU.put(numd >> GET_LOG_CDW10.NUMDL.width) | _put("LSI", GET_LOG_CDW11.LSI, lsi),
                   cdw12=offset & _U32, cdw13=(offset >> 32) & _U32,
                   cdw14=_put("UUID index", GET_LOG_CDW14.UUID, uuid_index) | _put("CSI", GET_LOG_CDW14.CSI, csi))


def get_features(fid: int, *, sel: int = FeatureSelect.CURRENT, cdw11: int = 0, nsid: int = 0,
                 uuid_index: int = 0) -> Command:
    """Get Features (5.15): CDW10 FID and SEL."""
    return Command(AdminOpcode.GET_FEATURES, nsid=nsid, admin=True,
                   cdw10=_put("FID", FEATURES_CDW10.FID, fid) | _put("SEL", FEATURES_CDW10.SEL, sel), cdw11=cdw11,
                   cdw14=_put("UUID index", GET_LOG_CDW14.UUID, uuid_index))


def set_features(fid: int, cdw11: int = 0, *, cdw12: int = 0, cdw13: int = 0, cdw14: int = 0, cdw15: int = 0,
                 save: bool = False, nsid: int = 0) -> Command:
    """Set Features (5.27): CDW10 FID and SV (save)."""
    return Command(AdminOpcode.SET_FEATURES, nsid=nsid, admin=True,
                   cdw10=_put("FID", FEATURES_CDW10.FID, fid) | FEATURES_CDW10.SV.put(int(save)), cdw11=cdw11, cdw12=cdw12,
                   cdw13=cdw13, cdw14=cdw14, cdw15=cdw15)


def set_number_of_queues(nsq: int, ncq: int) -> Command:
    """Set Features / Number of Queues (5.27.1.5): requested counts are 1's based here."""
    _check("number of I/O submission queues", nsq, 16, 1)
    _check("number of I/O completion queues", ncq, 16, 1)
    return set_features(FeatureId.NUMBER_OF_QUEUES, NUM_QUEUES.NSQ.put(nsq - 1) | NUM_QUEUES.NCQ.put(ncq - 1))


def create_io_cq(qid: int, entries: int, prp1: int, *, vector: int = 0, ien: bool = True,
                 pc: bool = True) -> Command:
    """Create I/O Completion Queue (5.4): QSIZE is 0's based; CDW11 PC, IEN, IV."""
    _check("QID", qid, 16, 1)
    _check("queue entries - 1 (QSIZE)", entries - 1, 16)
    return Command(AdminOpcode.CREATE_IO_CQ, prp1=prp1, admin=True,
                   cdw10=QUEUE_CDW10.QID.put(qid) | QUEUE_CDW10.QSIZE.put(entries - 1),
                   cdw11=CREATE_CQ_CDW11.PC.put(int(pc)) | CREATE_CQ_CDW11.IEN.put(int(ien))
                   | _put("interrupt vector", CREATE_CQ_CDW11.IV, vector))


def create_io_sq(qid: int, entries: int, prp1: int, cqid: int, *, prio: int = QueuePriority.URGENT,
                 pc: bool = True, nvmset_id: int = 0) -> Command:
    """Create I/O Submission Queue (5.5): CDW11 PC, QPRIO, CQID; CDW12 NVMSETID."""
    _check("QID", qid, 16, 1)
    _check("queue entries - 1 (QSIZE)", entries - 1, 16)
    return Command(AdminOpcode.CREATE_IO_SQ, prp1=prp1, admin=True,
                   cdw10=QUEUE_CDW10.QID.put(qid) | QUEUE_CDW10.QSIZE.put(entries - 1),
                   cdw11=CREATE_SQ_CDW11.PC.put(int(pc)) | _put("QPRIO", CREATE_SQ_CDW11.QPRIO, prio)
                   | _put("CQID", CREATE_SQ_CDW11.CQID, cqid),
                   cdw12=_put("NVMSETID", CREATE_SQ_CDW12.NVMSETID, nvmset_id))


def delete_io_sq(qid: int) -> Command:
    """Delete I/O Submission Queue (5.7)."""
    return Command(AdminOpcode.DELETE_IO_SQ, admin=True, cdw10=_put("QID", QUEUE_CDW10.QID, qid))


def delete_io_cq(qid: int) -> Command:
    """Delete I/O Completion Queue (5.6)."""
    return Command(AdminOpcode.DELETE_IO_CQ, admin=True, cdw10=_put("QID", QUEUE_CDW10.QID, qid))


def abort(sqid: int, cid: int) -> Command:
    """Abort (5.1): CDW10 SQID and CID of the command to abort."""
    return Command(AdminOpcode.ABORT, admin=True,
                   cdw10=_put("SQID", ABORT_CDW10.SQID, sqid) | _put("CID", ABORT_CDW10.CID, cid))


def async_event_request() -> Command:
    """Asynchronous Event Request (5.2): no parameters; completes when an event occurs."""
    return Command(AdminOpcode.ASYNC_EVENT_REQUEST, admin=True)


def keep_alive() -> Command:
    """Keep Alive (5.25)."""
    return Command(AdminOpcode.KEEP_ALIVE, admin=True)


# --------------------------------------------------------------------------------------------
# NVM command builders (NVM Command Set Specification 3.3)
# --------------------------------------------------------------------------------------------


def _rw(opcode: int, nsid: int, slba: int, nlb: int, *, fua: bool = False, dtype: int = 0) -> Command:
    _check("SLBA", slba, 64)
    _check("number of logical blocks", nlb - 1, 16)
    return Command(opcode, nsid=nsid, admin=False, cdw10=slba & _U32, cdw11=slba >> 32,
                   cdw12=RW_CDW12.NLB.put(nlb - 1) | RW_CDW12.FUA.put(int(fua)) | _put("DTYPE", RW_CDW12.DTYPE, dtype))


def nvm_read(nsid: int, slba: int, nlb: int, *, fua: bool = False) -> Command:
    """Read: ``nlb`` is the number of blocks (1's based here; NLB in CDW12 is 0's based)."""
    return _rw(NvmOpcode.READ, nsid, slba, nlb, fua=fua)


def nvm_write(nsid: int, slba: int, nlb: int, *, fua: bool = False, dtype: int = 0) -> Command:
    """Write: ``nlb`` is the number of blocks (1's based here)."""
    return _rw(NvmOpcode.WRITE, nsid, slba, nlb, fua=fua, dtype=dtype)


def nvm_flush(nsid: int) -> Command:
    """Flush."""
    return Command(NvmOpcode.FLUSH, nsid=nsid, admin=False)


DSM_RANGE_BYTES = 16
DSM_MAX_RANGES = 256


def dataset_management(nsid: int, nr: int, *, deallocate: bool = True, idr: bool = False,
                       idw: bool = False) -> Command:
    """Dataset Management (NVM 3.3.3): ``nr`` ranges (1's based here; NR in CDW10 is 0's based)
    in the data buffer, built by :func:`dsm_ranges`; CDW11 AD (deallocate), IDW, IDR."""
    _check("number of ranges - 1 (NR)", nr - 1, 8)
    return Command(NvmOpcode.DATASET_MANAGEMENT, nsid=nsid, admin=False, cdw10=nr - 1,
                   cdw11=int(idr) | (int(idw) << 1) | (int(deallocate) << 2))


def dsm_ranges(ranges: list[tuple[int, int]]) -> bytes:
    """The Dataset Management range list (Figure "Dataset Management - Range Definition"):
    (SLBA, number of blocks) pairs, context attributes 0."""
    if not 1 <= len(ranges) <= DSM_MAX_RANGES:
        raise ValueError(f"{len(ranges)} ranges: a Dataset Management command takes 1..{DSM_MAX_RANGES}")
    return b"".join(struct.pack("<IIQ", 0, _check("range length", n, 32), _check("SLBA", slba, 64))
                    for slba, n in ranges)


# --------------------------------------------------------------------------------------------
# 2PM search (vendor-specific, config/nvme.toml VendorIoOpcode; rtl/pm2/doc/README.md)
# --------------------------------------------------------------------------------------------

SEARCH_MAX_KEYS = SEARCH_QUERY.key_len.count
SEARCH_MAX_KEY_BYTES = SEARCH_QUERY.key.stride


def search_query_data(keys: list[bytes]) -> bytes:
    """The Search Query data: the key count, the lengths, each key in its slot. Keys are matched
    in order; ValueError for a query the drive would refuse (1..8 keys of 1..32 bytes)."""
    if not 1 <= len(keys) <= SEARCH_MAX_KEYS or not all(1 <= len(k) <= SEARCH_MAX_KEY_BYTES for k in keys):
        raise ValueError(f"a query is 1..{SEARCH_MAX_KEYS} keys of 1..{SEARCH_MAX_KEY_BYTES} bytes")
    return search_query_bytes(keys)


def search_query_bytes(keys: list[bytes]) -> bytes:
    """The Search Query data for any keys, unchecked (what a bad-input test sends)."""
    data = bytearray(SEARCH_QUERY.size)
    data[SEARCH_QUERY.key_count.offset] = len(keys) & 0xFF
    for k, key in enumerate(keys[:SEARCH_MAX_KEYS]):
        data[SEARCH_QUERY.key_len.offset + k * SEARCH_QUERY.key_len.stride] = len(key) & 0xFF
        at = SEARCH_QUERY.key.offset + k * SEARCH_QUERY.key.stride
        data[at:at + min(len(key), SEARCH_MAX_KEY_BYTES)] = key[:SEARCH_MAX_KEY_BYTES]
    return bytes(data)


def search_query(nsid: int, query: int = 0) -> Command:
    """Search Query (91h, host to controller): load query slot ``query`` of the namespace's NVM
    set from :func:`search_query_data` in the data buffer."""
    return Command(VendorIoOpcode.SEARCH_QUERY, nsid=nsid, admin=False, cdw10=SEARCH_QUERY_CDW10.QUERY.put(query))


def search(nsid: int, slba: int, nlb: int, *, range_shift: int, query: int = 0) -> Command:
    """Search (92h, controller to host): for each range of 2^range_shift blocks of [slba,
    slba + nlb) (``nlb`` 1's based here), one result byte (:func:`search_results`)."""
    cmd = _rw(VendorIoOpcode.SEARCH, nsid, slba, nlb)
    cmd.cdw13 = SEARCH_CDW13.RANGE_SHIFT.put(range_shift) | SEARCH_CDW13.QUERY.put(query)
    return cmd


def search_ranges(nlb: int, range_shift: int) -> int:
    """Ranges of a Search: the last one possibly short."""
    return -(-nlb // (1 << range_shift))


def search_result_bytes(nlb: int, range_shift: int) -> int:
    """Bytes of a Search's data: one per range, padded to a whole dword."""
    return (search_ranges(nlb, range_shift) + 3) & ~3


def search_results(data: bytes) -> list[tuple[bool, bool]]:
    """(matched, decided by the firmware's byte search) per range."""
    return [(bool(SEARCH_RESULT.MATCHED.get(b)), bool(SEARCH_RESULT.BY_FIRMWARE.get(b))) for b in data]
