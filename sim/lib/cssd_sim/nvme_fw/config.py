"""Configuration of the firmware model (identity, limits, namespace geometry) and its NVRAM."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field

from cssd_config import LIMITS


@dataclass
class NamespaceConfig:
    """One namespace. ``private`` namespaces belong to firmware and are never visible to the host."""

    nsid: int
    nvm_set: int  # NVM Set Identifier (1-based); also the Endurance Group Identifier
    blocks: int  # NSZE = NCAP = NUSE, in logical blocks
    lba_size: int = 512  # 512 or 4096
    private: bool = False

    def __post_init__(self) -> None:
        if self.lba_size not in (512, 4096):
            raise ValueError("lba_size must be 512 or 4096")
        if self.nsid < 1 or self.nsid >= 0xFFFFFFFF or self.nvm_set < 1 or self.blocks < 1:
            raise ValueError(f"bad namespace {self}")


# The host namespaces the system tests, `make run` and `make fio` create on a configuration: one
# per set core (NSID = NVM set = core + 1), 512-byte LBAs on odd NSIDs and 4 KiB on even ones (both
# LBA formats in every run), all the same size: a third of the smallest set's raw flash, rounded
# down to a multiple of NS_UNIT. Why: the set cores' FTL exports (blocks - 5) / blocks x 90% of a
# set's raw pages (firmware/include/set_ftl.h), only 43 of 128 pages on sim_drive's 8-block planes;
# a third rounded to 128 KiB gives sim_drive the 32 pages (128 KiB) its tests were written for,
# and sim_scale (16,384 pages per set, 14,169 exported) 21.25 MiB per namespace, leaving the FTL
# about 60% of its exported space as room for GC. Equal sizes: an uneven split (sim_uneven) gives
# every namespace the size of the one-channel sets'.
NS_SHARE = 3
NS_UNIT = 128 * 1024


def set_namespaces(cfg) -> dict[int, tuple[int, int, int]]:
    """nsid: (LBA size, LBAs, NVM set) for a cssd_config.Config, as described above."""
    from cssd_config import set_channel_count

    chans = min(set_channel_count(s, cfg.set_cores, cfg.channels) for s in range(cfg.set_cores))
    raw = chans * cfg.dies * cfg.planes * cfg.blocks * cfg.pages * cfg.page_bytes
    ns_bytes = raw // NS_SHARE // NS_UNIT * NS_UNIT
    return {s + 1: (lba, ns_bytes // lba, s + 1)
            for s in range(cfg.set_cores) for lba in [512 if s % 2 == 0 else 4096]}


def namespace_configs(table: dict[int, tuple[int, int, int]]) -> list["NamespaceConfig"]:
    """set_namespaces()'s table as the NamespaceConfig list a boot block or FwConfig takes."""
    return [NamespaceConfig(nsid, nvm_set, n, lba) for nsid, (lba, n, nvm_set) in table.items()]


@dataclass
class FwConfig:
    # identity (Identify Controller)
    vid: int = 0x10EE  # PCI vendor ID of the function (Xilinx default in boards/vcu118)
    ssvid: int = 0x10EE
    serial: str = "CSSD0000000000000001"  # SN, up to 20 ASCII characters
    model: str = "cssd computational SSD"  # MN, up to 40
    firmware_rev: str = "0.1"  # FR, up to 8; also the slot 1 revision in the Firmware Slot log
    ieee_oui: int = 0x000A35  # IEEE OUI (also the top of each namespace EUI64)
    cntlid: int = 0
    subnqn: str = ""  # empty: derived from the serial number
    # limits
    mdts: int = 8  # 2^n units of CAP.MPSMIN (4 KiB assumed); 0 = no limit; SACA enforces 8 (1 MiB)
    rab: int = 6  # Recommended Arbitration Burst (2^n)
    acl: int = 3  # Abort Command Limit, 0's based
    aerl: int = 3  # Asynchronous Event Request Limit, 0's based
    elpe: int = 63  # Error Log Page Entries, 0's based
    maxcmd: int = 4096
    aer_queue_max: int = 64  # events retained while no AER is outstanding
    # power and thermal
    max_power_cw: int = 2500  # PSD0 maximum power in centiwatts
    rtd3r_us: int = 0
    rtd3e_us: int = 0
    wctemp: int = 343  # Kelvin (70 C)
    cctemp: int = 358  # Kelvin (85 C)
    temperature: int = 313  # initial composite temperature, Kelvin (40 C)
    num_temp_sensors: int = 1  # Temperature Sensor 1..n implemented (0..8)
    available_spare: int = 100  # percent
    spare_threshold: int = 10  # percent
    vwc: bool = True  # volatile write cache present (Feature 06h supported)
    # NVM sets: performance attributes reported in the NVM Set List
    random_4k_read_typical_100ns: int = 1000
    optimal_write_size: int = 16384  # NVM Set OWS in bytes when page_bytes is 0
    # the sets' FTL mapping unit, the flash page in bytes (struct mgmt_config.page_bytes): reported
    # per namespace as NPWG, NPWA, NPDG, NPDA and NOWS with NSFEAT.OPTPERF; 0: not reported
    page_bytes: int = 0
    # namespace geometry: one host namespace per NVM set (NSID 1..num_sets), then the private ones
    num_sets: int = LIMITS["sets"]  # config/cssd.toml: the front end's NVM sets
    ns_blocks: int = 1 << 21  # 1 GiB at 512 B
    lba_size: int = 512
    private_namespaces: int = 1
    private_ns_blocks: int = 1 << 18
    private_ns_set: int = 1
    namespaces: list[NamespaceConfig] = field(default_factory=list)  # overrides the four above

    def __post_init__(self) -> None:
        if not self.namespaces:
            self.namespaces = [NamespaceConfig(i + 1, i + 1, self.ns_blocks, self.lba_size)
                               for i in range(self.num_sets)]
            self.namespaces += [NamespaceConfig(self.num_sets + 1 + j, self.private_ns_set,
                                                self.private_ns_blocks, self.lba_size, private=True)
                                for j in range(self.private_namespaces)]
        self.num_sets = max(ns.nvm_set for ns in self.namespaces)
        if len({ns.nsid for ns in self.namespaces}) != len(self.namespaces):
            raise ValueError("duplicate NSID")
        if not self.subnqn:
            self.subnqn = f"nqn.2024-01.org.cssd:nvme:{self.serial.strip()}"
        for name, limit in (("serial", 20), ("model", 40), ("firmware_rev", 8)):
            if len(getattr(self, name).encode("ascii")) > limit:
                raise ValueError(f"{name} longer than {limit} characters")
        if not 0 <= self.num_temp_sensors <= 8:
            raise ValueError("num_temp_sensors must be 0..8")

    @property
    def nn(self) -> int:
        """Identify Controller NN: the largest NSID (private NSIDs are in range but never active)."""
        return max(ns.nsid for ns in self.namespaces)


@dataclass
class ErrorEntry:
    """One Error Information log entry (Figure 205)."""

    error_count: int
    sqid: int
    cid: int
    status: int  # 15-bit Status Field
    param_loc: int
    lba: int = 0
    nsid: int = 0


@dataclass
class Nvram:
    """State that survives power cycles. Pass the same object to a new model to model a restart."""

    started: bool = False  # a model has run on this NVRAM before
    clean_shutdown: bool = True  # the last run ended with a shutdown notification (CC.SHN)
    power_cycles: int = 0
    unsafe_shutdowns: int = 0
    power_on_seconds: float = 0.0
    busy_seconds: float = 0.0
    warning_temp_seconds: float = 0.0
    critical_temp_seconds: float = 0.0
    units_read_512: int = 0  # 512-byte units
    units_written_512: int = 0
    host_read_commands: int = 0
    host_write_commands: int = 0
    media_errors: int = 0
    error_count: int = 0  # lifetime error log entries (also the last entry's Error Count)
    error_log: list[ErrorEntry] = field(default_factory=list)  # oldest first
    saved_features: dict[str, int] = field(default_factory=dict)
    # per Endurance Group (= NVM set) counters, keyed by the group id as a string (JSON friendly)
    group_counters: dict[str, dict[str, int]] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> "Nvram":
        raw = json.loads(text)
        raw["error_log"] = [ErrorEntry(**e) for e in raw.get("error_log", [])]
        return cls(**raw)
