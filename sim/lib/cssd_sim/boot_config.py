"""The boot configuration block (firmware/include/boot_config.h) in DDR bank 0, seen from the
testbench: the loader's half (namespaces, set cores, format policy, flash timing scale) written
before the cores leave reset, the management core's state read back. ctypes mirror of the C
struct; sim/system/fw_system/test_mailbox_layout.py checks it against the header."""

from __future__ import annotations

import ctypes

DDR0_ADDRESS = 0x0180_0000
MAGIC = 0x544F4243  # "CBOT"
VERSION = 1
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
    ]


def write(ddr0, *, set_cores: int, set_flags: int, time_scale: int, namespaces) -> None:
    """namespaces: nvme_fw.config.NamespaceConfig-like objects (nsid, nvm_set, lba_size,
    blocks, private). The management core's half is cleared (state BOOT)."""
    namespaces = list(namespaces)
    if len(namespaces) > MAX_NS:
        raise ValueError(f"at most {MAX_NS} namespaces")
    bc = BootConfig(magic=MAGIC, version=VERSION, set_cores=set_cores, set_flags=set_flags,
                    time_scale=time_scale, nns=len(namespaces))
    for i, ns in enumerate(namespaces):
        bc.ns[i] = BootNs(ns.nsid, ns.nvm_set, ns.lba_size.bit_length() - 1, int(bool(ns.private)), ns.blocks)
    ddr0.write(DDR0_ADDRESS, bytes(bc))


def read(ddr0) -> BootConfig:
    return BootConfig.from_buffer_copy(ddr0.read(DDR0_ADDRESS, ctypes.sizeof(BootConfig)))
