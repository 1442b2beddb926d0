"""The boot configuration block (firmware/include/boot_config.h) in DDR bank 0, seen from the
testbench: the loader's half (namespaces, set cores, format policy, flash timing scale) written
before the cores leave reset, the management core's state read back. ctypes mirror of the C
struct; sim/system/fw_system/test_mailbox_layout.py checks it against the header.

`to_bytes` gives the block as a loader writes it; the native simulator (sim/native) loads such a
file (`--boot-config`), which `python -m cssd_sim.boot_config` writes for a named configuration."""

from __future__ import annotations

import ctypes

from cssd_config import DDR0_BOOT_CONFIG

DDR0_ADDRESS = DDR0_BOOT_CONFIG.base
MAGIC = 0x544F4243  # "CBOT"
VERSION = 2  # 2: the network fields
MAX_NS = 16
STATE_BOOT, STATE_READY, STATE_FAILED = 0, 2, 3
ERR_MAGIC = -10


class BootNs(ctypes.LittleEndianStructure):
    _fields_ = [("nsid", ctypes.c_uint32), ("nvm_set", ctypes.c_uint16), ("lba_shift", ctypes.c_uint8),
                ("priv", ctypes.c_uint8), ("blocks", ctypes.c_uint64)]


class BootConfig(ctypes.LittleEndianStructure):
    _fields_ = [
        ("magic", ctypes.c_uint32), ("version", ctypes.c_uint32), ("set_cores", ctypes.c_uint32),
        ("set_flags", ctypes.c_uint32), ("time_scale", ctypes.c_uint32), ("nns", ctypes.c_uint32),
        ("ns", BootNs * MAX_NS),
        ("mgmt_state", ctypes.c_uint32), ("mgmt_error", ctypes.c_int32), ("ready_cycles", ctypes.c_uint64),
        # Ether-oN's static addressing (net_ip 0: the board default)
        ("net_mac", ctypes.c_uint8 * 6), ("net_echo_port", ctypes.c_uint16), ("net_ip", ctypes.c_uint32),
        ("net_netmask", ctypes.c_uint32), ("net_gateway", ctypes.c_uint32), ("net_hold_us", ctypes.c_uint32),
    ]


def net(ip: str = "10.77.0.2", netmask: str = "255.255.255.0", gateway: str = "0.0.0.0",
        mac: str = "02:c5:5d:00:00:01", echo_port: int = 7, hold_us: int = 0) -> dict:
    """Ether-oN's static addressing for to_bytes (hold_us 0: the firmware's default)."""
    import ipaddress

    return {"net_ip": int(ipaddress.IPv4Address(ip)), "net_netmask": int(ipaddress.IPv4Address(netmask)),
            "net_gateway": int(ipaddress.IPv4Address(gateway)), "net_echo_port": echo_port, "net_hold_us": hold_us,
            "net_mac": bytes(int(b, 16) for b in mac.split(":"))}


def to_bytes(*, set_cores: int, set_flags: int, time_scale: int, namespaces, network: dict | None = None) -> bytes:
    """The whole block (the management core's half cleared: state BOOT). namespaces:
    nvme_fw.config.NamespaceConfig-like objects (nsid, nvm_set, lba_size, blocks, private);
    network: net()'s fields, or None for the board default's addressing."""
    namespaces = list(namespaces)
    if len(namespaces) > MAX_NS:
        raise ValueError(f"at most {MAX_NS} namespaces")
    bc = BootConfig(magic=MAGIC, version=VERSION, set_cores=set_cores, set_flags=set_flags,
                    time_scale=time_scale, nns=len(namespaces))
    for i, ns in enumerate(namespaces):
        bc.ns[i] = BootNs(ns.nsid, ns.nvm_set, ns.lba_size.bit_length() - 1, int(bool(ns.private)), ns.blocks)
    for name, value in (network or {}).items():
        if name == "net_mac":
            bc.net_mac[:] = list(value)
        else:
            setattr(bc, name, value)
    return bytes(bc)


def write(ddr0, *, set_cores: int, set_flags: int, time_scale: int, namespaces) -> None:
    """The block into DDR bank 0 (`ddr0`: a cocotbext.axi Memory-like backdoor)."""
    ddr0.write(DDR0_ADDRESS, to_bytes(set_cores=set_cores, set_flags=set_flags, time_scale=time_scale,
                                      namespaces=namespaces))


def for_config(name: str, *, lba_size: int = 512, ns_bytes: int = 128 * 1024, time_scale: int = 256,
               set_flags: int | None = None, network: dict | None = None) -> bytes:
    """A block for a named configuration of config/cssd.toml: one namespace per set core (NSID =
    NVM set = core + 1) of `ns_bytes`. 128 KiB fits the smallest set of every configuration (a
    sim_drive set exports 43 pages of 4 KiB). time_scale 256 is real NAND timing (x/256)."""
    from cssd_config import CONFIGS
    from cssd_sim import set_mailbox
    from cssd_sim.nvme_fw.config import NamespaceConfig

    cfg = CONFIGS[name]
    if ns_bytes % lba_size:
        raise ValueError(f"namespace size {ns_bytes} is not a multiple of the LBA size {lba_size}")
    nss = [NamespaceConfig(s + 1, s + 1, ns_bytes // lba_size, lba_size) for s in range(cfg.set_cores)]
    return to_bytes(set_cores=cfg.set_cores, time_scale=time_scale, namespaces=nss, network=network,
                    set_flags=set_mailbox.CFG_FORMAT_IF_BLANK if set_flags is None else set_flags)


def write_file(path, data: bytes) -> None:
    with open(path, "wb") as f:
        f.write(data)


def read(ddr0) -> BootConfig:
    return BootConfig.from_buffer_copy(ddr0.read(DDR0_ADDRESS, ctypes.sizeof(BootConfig)))


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m cssd_sim.boot_config",
                                 description="Write a boot configuration block for cssd_sim --boot-config.")
    ap.add_argument("out", help="output file")
    ap.add_argument("--config", default="sim_drive", help="named configuration of config/cssd.toml")
    ap.add_argument("--lba-size", type=int, default=512, choices=(512, 4096))
    ap.add_argument("--ns-bytes", type=int, default=128 * 1024, help="bytes of each set's namespace")
    ap.add_argument("--time-scale", type=int, default=256, help="flash TIME_SCALE (x/256 of real NAND timing)")
    a = ap.parse_args(argv)
    write_file(a.out, for_config(a.config, lba_size=a.lba_size, ns_bytes=a.ns_bytes, time_scale=a.time_scale))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
