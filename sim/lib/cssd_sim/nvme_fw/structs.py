"""Byte layouts of the data structures the model returns (NVMe Base Specification 2.0 and the NVM
Command Set Specification 1.0). Each builder returns ``bytes`` of the structure's full size."""
from __future__ import annotations

import hashlib
import uuid

from .config import ErrorEntry, FwConfig, NamespaceConfig

IDENTIFY_SIZE = 4096
VERSION_2_0 = 0x00020000
LBA_FORMATS = (512, 4096)  # LBAF0, LBAF1 of every namespace


class Buf:
    """A little-endian byte buffer with typed writes at absolute offsets."""

    def __init__(self, size: int) -> None:
        self.b = bytearray(size)

    def put(self, off: int, width: int, value: int) -> None:
        self.b[off:off + width] = int(value).to_bytes(width, "little")

    def raw(self, off: int, data: bytes) -> None:
        self.b[off:off + len(data)] = data

    def ascii(self, off: int, width: int, text: str) -> None:
        """ASCII string, left justified, padded with spaces (20h)."""
        self.raw(off, text.encode("ascii").ljust(width, b" ")[:width])

    def bytes(self) -> bytes:
        return bytes(self.b)


# --- namespace identifiers ----------------------------------------------------------------------

def ns_uuid(cfg: FwConfig, nsid: int) -> bytes:
    return uuid.uuid5(uuid.NAMESPACE_URL, f"{cfg.subnqn}/ns/{nsid}").bytes


def ns_nguid(cfg: FwConfig, nsid: int) -> bytes:
    """NGUID: 8-byte vendor specific extension identifier, then the IEEE OUI, then a 5-byte extension
    (big endian byte order as in Figure 276 of the 2.0 spec)."""
    h = hashlib.sha256(f"{cfg.subnqn}/nguid/{nsid}".encode()).digest()
    return h[:8] + cfg.ieee_oui.to_bytes(3, "big") + h[8:13]


def ns_eui64(cfg: FwConfig, nsid: int) -> bytes:
    """EUI-64: IEEE OUI in the first three bytes (big endian), then a 40-bit extension."""
    h = hashlib.sha256(f"{cfg.subnqn}/eui64/{nsid}".encode()).digest()
    return cfg.ieee_oui.to_bytes(3, "big") + h[:5]


# --- Identify -------------------------------------------------------------------------------------

def identify_controller(cfg: FwConfig) -> bytes:
    b = Buf(IDENTIFY_SIZE)
    b.put(0, 2, cfg.vid)
    b.put(2, 2, cfg.ssvid)
    b.ascii(4, 20, cfg.serial)
    b.ascii(24, 40, cfg.model)
    b.ascii(64, 8, cfg.firmware_rev)
    b.put(72, 1, cfg.rab)
    b.raw(73, cfg.ieee_oui.to_bytes(3, "little"))  # IEEE: OUI, least significant byte first
    b.put(76, 1, 0)  # CMIC: single port, single controller
    b.put(77, 1, cfg.mdts)
    b.put(78, 2, cfg.cntlid)
    b.put(80, 4, VERSION_2_0)
    b.put(84, 4, cfg.rtd3r_us)
    b.put(88, 4, cfg.rtd3e_us)
    b.put(92, 4, 0)  # OAES: no optional asynchronous events (notices) supported
    b.put(96, 4, (1 << 2) | (1 << 4))  # CTRATT: NVM Sets, Endurance Groups
    b.put(111, 1, 1)  # CNTRLTYPE: I/O controller
    b.put(256, 2, 0)  # OACS: no Security, Format, FW Download/Commit, NS Management, Self-test...
    b.put(258, 1, cfg.acl)
    b.put(259, 1, cfg.aerl)
    b.put(260, 1, (1 << 1) | 1)  # FRMW: one slot, slot 1 read only
    b.put(261, 1, (1 << 1) | (1 << 2))  # LPA: Commands Supported and Effects log, extended data
    b.put(262, 1, cfg.elpe)
    b.put(263, 1, 0)  # NPSS: one power state
    b.put(266, 2, cfg.wctemp)
    b.put(268, 2, cfg.cctemp)
    b.put(320, 2, 0)  # KAS: Keep Alive not supported
    b.put(338, 2, cfg.num_sets)  # NSETIDMAX
    b.put(340, 2, cfg.num_sets)  # ENDGIDMAX: one Endurance Group per NVM Set
    b.put(512, 1, 0x66)  # SQES: 64 B required and maximum
    b.put(513, 1, 0x44)  # CQES: 16 B
    b.put(514, 2, cfg.maxcmd)
    b.put(516, 4, cfg.nn)
    b.put(520, 2, 1 << 4)  # ONCS: Save field in Set Features / Select field in Get Features
    b.put(522, 2, 0)  # FUSES: no fused operations
    b.put(524, 1, 0)  # FNA
    b.put(525, 1, 0x07 if cfg.vwc else 0)  # VWC present; Flush supports NSID FFFFFFFFh
    b.put(536, 4, 0)  # SGLS: SGLs not supported
    b.raw(768, cfg.subnqn.encode("ascii")[:256])  # SUBNQN: UTF-8, null terminated
    # Power State Descriptor 0
    b.put(2048, 2, cfg.max_power_cw)
    return b.bytes()


def lbaf_index(ns: NamespaceConfig) -> int:
    return LBA_FORMATS.index(ns.lba_size)


def identify_namespace(cfg: FwConfig, ns: NamespaceConfig) -> bytes:
    b = Buf(IDENTIFY_SIZE)
    b.put(0, 8, ns.blocks)  # NSZE
    b.put(8, 8, ns.blocks)  # NCAP
    b.put(16, 8, ns.blocks)  # NUSE
    page_blocks = cfg.page_bytes // ns.lba_size
    if page_blocks and page_blocks * ns.lba_size == cfg.page_bytes and page_blocks <= 0x10000:
        b.put(24, 1, 0x10)  # NSFEAT.OPTPERF: the five fields below are defined
        for off in (64, 66, 68, 70, 72):  # NPWG NPWA NPDG NPDA NOWS, 0's based blocks: the FTL's page
            b.put(off, 2, page_blocks - 1)
    b.put(25, 1, len(LBA_FORMATS) - 1)  # NLBAF (0's based)
    b.put(26, 1, lbaf_index(ns))  # FLBAS: format index, no extended metadata
    b.put(48, 16, ns.blocks * ns.lba_size)  # NVMCAP
    b.put(100, 2, ns.nvm_set)  # NVMSETID
    b.put(102, 2, ns.nvm_set)  # ENDGID
    b.raw(104, ns_nguid(cfg, ns.nsid))
    b.raw(120, ns_eui64(cfg, ns.nsid))
    for i, size in enumerate(LBA_FORMATS):
        rp = 0 if size == 4096 else 1  # Relative Performance: 4 KiB best, 512 B better
        b.put(128 + 4 * i, 4, ((size.bit_length() - 1) << 16) | (rp << 24))
    return b.bytes()


def identify_ns_cs_independent(cfg: FwConfig, ns: NamespaceConfig) -> bytes:
    """CNS 08h: I/O Command Set Independent Identify Namespace."""
    b = Buf(IDENTIFY_SIZE)
    b.put(10, 2, ns.nvm_set)  # NVMSETID
    b.put(12, 2, ns.nvm_set)  # ENDGID
    b.put(14, 1, 1)  # NSTAT: namespace ready
    return b.bytes()


def ns_id_descriptors(cfg: FwConfig, ns: NamespaceConfig) -> bytes:
    """CNS 03h: EUI64 (NIDT 1), NGUID (2), UUID (3), CSI (4, NVM)."""
    b = Buf(IDENTIFY_SIZE)
    off = 0
    for nidt, nid in ((1, ns_eui64(cfg, ns.nsid)), (2, ns_nguid(cfg, ns.nsid)),
                      (3, ns_uuid(cfg, ns.nsid)), (4, b"\x00")):
        b.put(off, 1, nidt)
        b.put(off + 1, 1, len(nid))
        b.raw(off + 4, nid)
        off += 4 + len(nid)
    return b.bytes()


def id_list_u32(ids: list[int]) -> bytes:
    b = Buf(IDENTIFY_SIZE)
    for i, v in enumerate(ids[:1024]):
        b.put(4 * i, 4, v)
    return b.bytes()


def id_list_u16(ids: list[int]) -> bytes:
    """Number of identifiers, then the identifiers (as the Controller / Endurance Group lists)."""
    b = Buf(IDENTIFY_SIZE)
    ids = ids[:2047]
    b.put(0, 2, len(ids))
    for i, v in enumerate(ids):
        b.put(2 + 2 * i, 2, v)
    return b.bytes()


def nvm_set_list(cfg: FwConfig, first: int) -> bytes:
    """CNS 04h: NVM Set Attributes entries for NVM Set Identifiers >= ``first`` (up to 31)."""
    b = Buf(IDENTIFY_SIZE)
    sets = [s for s in range(1, cfg.num_sets + 1) if s >= first][:31]
    b.put(0, 1, len(sets))
    for i, s in enumerate(sets):
        off = 128 + 128 * i
        cap = sum(ns.blocks * ns.lba_size for ns in cfg.namespaces if ns.nvm_set == s)
        b.put(off, 2, s)  # NVM Set Identifier
        b.put(off + 2, 2, s)  # Endurance Group Identifier
        b.put(off + 8, 4, cfg.random_4k_read_typical_100ns)
        b.put(off + 12, 4, cfg.page_bytes or cfg.optimal_write_size)  # OWS (bytes): the flash page when known
        b.put(off + 16, 16, cap)  # Total NVM Set Capacity
        b.put(off + 32, 16, 0)  # Unallocated NVM Set Capacity
    return b.bytes()


# --- log pages ------------------------------------------------------------------------------------

ERROR_ENTRY_SIZE = 64


def error_entry(e: ErrorEntry) -> bytes:
    b = Buf(ERROR_ENTRY_SIZE)
    b.put(0, 8, e.error_count)
    b.put(8, 2, e.sqid)
    b.put(10, 2, e.cid)
    b.put(12, 2, (e.status & 0x7FFF) << 1)  # Status Field in bits 15:1, phase tag (bit 0) 0
    b.put(14, 2, e.param_loc)
    b.put(16, 8, e.lba)
    b.put(24, 4, e.nsid)
    return b.bytes()


def error_log(cfg: FwConfig, entries: list[ErrorEntry]) -> bytes:
    """Newest entry first; unused entries are zero (Error Count 0 = invalid entry)."""
    n = cfg.elpe + 1
    newest_first = list(reversed(entries))[:n]
    return b"".join(error_entry(e) for e in newest_first) + bytes(ERROR_ENTRY_SIZE * (n - len(newest_first)))


def smart_log(*, critical_warning: int, temperature: int, available_spare: int, spare_threshold: int,
              percentage_used: int, data_units_read: int, data_units_written: int, host_reads: int,
              host_writes: int, busy_minutes: int, power_cycles: int, power_on_hours: int,
              unsafe_shutdowns: int, media_errors: int, error_entries: int, warning_temp_minutes: int,
              critical_temp_minutes: int, sensors: list[int]) -> bytes:
    b = Buf(512)
    b.put(0, 1, critical_warning)
    b.put(1, 2, temperature)
    b.put(3, 1, available_spare)
    b.put(4, 1, spare_threshold)
    b.put(5, 1, min(percentage_used, 255))
    b.put(32, 16, data_units_read)
    b.put(48, 16, data_units_written)
    b.put(64, 16, host_reads)
    b.put(80, 16, host_writes)
    b.put(96, 16, busy_minutes)
    b.put(112, 16, power_cycles)
    b.put(128, 16, power_on_hours)
    b.put(144, 16, unsafe_shutdowns)
    b.put(160, 16, media_errors)
    b.put(176, 16, error_entries)
    b.put(192, 4, min(warning_temp_minutes, 0xFFFFFFFF))
    b.put(196, 4, min(critical_temp_minutes, 0xFFFFFFFF))
    for i, t in enumerate(sensors[:8]):
        b.put(200 + 2 * i, 2, t)
    return b.bytes()


def firmware_slot_log(cfg: FwConfig) -> bytes:
    b = Buf(512)
    b.put(0, 1, 0x01)  # AFI: running from slot 1, next reset slot not indicated
    b.ascii(8, 8, cfg.firmware_rev)  # FRS1
    return b.bytes()


def supported_log_pages(lids: list[int]) -> bytes:
    b = Buf(1024)
    for lid in lids:
        b.put(4 * lid, 4, 1)  # LSUPP
    return b.bytes()


CSE_CSUPP, CSE_LBCC, CSE_NCC, CSE_NIC, CSE_CCC = 1, 2, 4, 8, 16


def commands_supported_effects(admin: dict[int, int], io: dict[int, int]) -> bytes:
    b = Buf(4096)
    for opc, eff in admin.items():
        b.put(4 * opc, 4, eff)
    for opc, eff in io.items():
        b.put(1024 + 4 * opc, 4, eff)
    return b.bytes()


def endurance_group_log(*, critical_warning: int, available_spare: int, spare_threshold: int,
                        percentage_used: int, gb_read: int, gb_written: int, host_reads: int,
                        host_writes: int, media_errors: int, error_entries: int, capacity: int) -> bytes:
    b = Buf(512)
    b.put(0, 1, critical_warning)
    b.put(3, 1, available_spare)
    b.put(4, 1, spare_threshold)
    b.put(5, 1, min(percentage_used, 255))
    b.put(48, 16, gb_read)  # Data Units Read (billions of bytes, rounded up)
    b.put(64, 16, gb_written)  # Data Units Written
    b.put(80, 16, gb_written)  # Media Units Written (no write amplification modelled yet)
    b.put(96, 16, host_reads)
    b.put(112, 16, host_writes)
    b.put(128, 16, media_errors)
    b.put(144, 16, error_entries)
    b.put(160, 16, capacity)  # Total Endurance Group Capacity
    b.put(176, 16, 0)  # Unallocated Endurance Group Capacity
    return b.bytes()
