"""The set mailbox (firmware/include/set_mailbox.h) in DDR bank 0, seen from the testbench.

The management side fills the configuration and then `go`, which the set core waits for after
reset (the management core does it; with the Python management model the testbench writes it
through the memory backdoor); the set core publishes its state and counters there. The ctypes layout mirrors the C
struct field by field; `test_layout_matches_header` in sim/system/fw_system checks the offsets
against the header so the two cannot drift apart silently.
"""

from __future__ import annotations

import ctypes
from collections.abc import Mapping
from dataclasses import dataclass

from cssd_config import DDR0_SET

MAGIC = 0x54455343  # "CSET"
VERSION = 1
MAX_NS = 8
GO = 0x21214F47  # "GO!!": the set core starts when it reads this in `go`

STATE_BOOT, STATE_MOUNTING, STATE_READY, STATE_FAILED = range(4)
CFG_FORMAT_IF_BLANK, CFG_FORMAT_ALWAYS = 0x1, 0x2


class MailboxNs(ctypes.LittleEndianStructure):
    _fields_ = [("nsid", ctypes.c_uint32), ("lba_shift", ctypes.c_uint32), ("blocks", ctypes.c_uint64)]


_COUNTERS = ["commands", "read_cmds", "write_cmds", "flush_cmds", "other_cmds", "error_cmds",
             "busy_cycles", "busy_instret", "read_cycles", "read_instret", "read_pages",
             "write_cycles", "write_instret", "write_pages", "nand_reads", "nand_programs",
             "nand_erases", "gc_runs", "gc_copies", "host_page_writes", "media_errors",
             "grown_bad", "recoveries"]


# Idle: WFIs, cycles asleep, interrupts taken by cause (set queue, flash channels, timer, other).
_IDLE = ["sleeps", "sleep_cycles", "wake_set", "wake_flash", "wake_timer", "wake_other"]
# The serving loop's cycles by stage (set_mailbox.h): with sleep_cycles and publish_cycles they add
# up to serve_cycles less the loop's own overhead (loop_overhead()).
_LOOP = ["serve_cycles", "publish_cycles", "loop_passes", "loop_idle_passes", "loop_idle_cycles", "loop_bg_cycles",
         "loop_pass_cycles", "loop_status_cycles", "loop_result_cycles", "loop_cmd_cycles"]
# Mount (after a power cut): pages found torn and skipped.
_MOUNT = ["torn_pages"]
# Live: the FTL's background work in progress (ftl::activity), stored as it starts and ends.
ACTIVITY_GC, ACTIVITY_CKPT = 0x1, 0x2
LOOP_STAGES = ("loop_cmd_cycles", "loop_pass_cycles", "loop_result_cycles", "loop_status_cycles", "loop_bg_cycles")


class Mailbox(ctypes.LittleEndianStructure):
    _fields_ = [
        ("magic", ctypes.c_uint32), ("version", ctypes.c_uint32), ("flags", ctypes.c_uint32),
        ("time_scale", ctypes.c_uint32), ("ch_first", ctypes.c_uint32), ("ch_count", ctypes.c_uint32),
        ("nns", ctypes.c_uint32), ("go", ctypes.c_uint32), ("ns", MailboxNs * MAX_NS),
        ("state", ctypes.c_uint32), ("error", ctypes.c_int32), ("capacity_pages", ctypes.c_uint64),
        *[(name, ctypes.c_uint64) for name in _COUNTERS],
        ("max_ec", ctypes.c_uint32), ("avg_ec", ctypes.c_uint32),
        ("read_wait_cycles", ctypes.c_uint64), ("write_wait_cycles", ctypes.c_uint64),
        *[(name, ctypes.c_uint64) for name in _IDLE],
        *[(name, ctypes.c_uint64) for name in _LOOP],
        *[(name, ctypes.c_uint64) for name in _MOUNT],
        ("ftl_activity", ctypes.c_uint64),
    ]


COUNTERS = (tuple(_COUNTERS) + ("read_wait_cycles", "write_wait_cycles") + tuple(_IDLE) + tuple(_LOOP)
            + tuple(_MOUNT))


def loop_overhead(counts: Mapping[str, int]) -> int:
    """Cycles of the serving loop that no stage counter holds, from counter values by name (one
    mailbox's, or the differences between two snapshots): the awake cycles (serve_cycles less
    sleep_cycles) less publishing and the loop_*_cycles stages."""
    return (counts["serve_cycles"] - counts["sleep_cycles"] - counts["publish_cycles"]
            - sum(counts[f] for f in LOOP_STAGES))


def address(set_id: int) -> int:
    """DDR bank 0 address of set `set_id`'s mailbox."""
    return DDR0_SET.at(set_id)


@dataclass
class SetConfig:
    ch_first: int
    ch_count: int
    namespaces: list[tuple[int, int, int]]  # (nsid, lba_shift, blocks)
    flags: int = CFG_FORMAT_IF_BLANK
    time_scale: int = 256


def write_config(ddr0, set_id: int, cfg: SetConfig) -> None:
    """Fill the configuration half with `go` set and clear the core's half (state BOOT)."""
    if len(cfg.namespaces) > MAX_NS:
        raise ValueError(f"at most {MAX_NS} namespaces per set")
    mb = Mailbox(magic=MAGIC, version=VERSION, flags=cfg.flags, time_scale=cfg.time_scale,
                 ch_first=cfg.ch_first, ch_count=cfg.ch_count, nns=len(cfg.namespaces), go=GO)
    for i, (nsid, shift, blocks) in enumerate(cfg.namespaces):
        mb.ns[i] = MailboxNs(nsid, shift, blocks)
    ddr0.write(address(set_id), bytes(mb))


def read(ddr0, set_id: int) -> Mailbox:
    return Mailbox.from_buffer_copy(ddr0.read(address(set_id), ctypes.sizeof(Mailbox)))


def clear(ddr0, set_id: int) -> None:
    """The loader's part before the management core runs: no `go`, state BOOT."""
    ddr0.write(address(set_id), bytes(ctypes.sizeof(Mailbox)))
