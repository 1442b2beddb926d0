"""The default workload behind `make run` (tools/run.py runs it on cssd_sim), written against the
cssd_nvme driver and nothing else, so any transport can carry it.

The drive is config/cssd.toml's sim_drive (CONFIG; CSSD_CONFIG=<name> picks another, e.g.
sim_scale with 64 MiB per set): two NVM sets, one Rocket set core and one channel each, the
management core, 2 x 1 die x 2 planes x 8 blocks x 8 pages of 4 KiB, the 2PM Table 1 timing at
1/256; one namespace per set from cssd_sim.nvme_fw.config.set_namespaces (128 KiB each on
sim_drive). The workload, seeded:

1. bring-up as a host driver does it: enable, identify controller and namespaces, one I/O queue
   pair per set;
2. sequential fill of both namespaces (one queue per set; commands of an eighth of the namespace,
   16 KiB to 128 KiB: 16 KiB on sim_drive, 128 KiB on sim_scale);
3. mixed 4 KiB random I/O across both sets, 70% reads / 30% writes, 8 commands in flight, every
   read checked against the host's copy;
4. sustained random 4 KiB overwrites (4 in flight per namespace) with a Flush per round until both sets' FTLs have collected
   garbage (the set cores' mailbox counters in DDR0 say when), bounded by twice the set's raw
   pages, so every geometry gets there (GC starts after about one raw capacity of programs:
   ~8 rounds on sim_drive, 926 on sim_scale, where this phase is most of the run);
5. a full read-back, checked.

The bounds follow the geometry, so the same workload runs at realistic scale
(`make run-scale`: sim_scale, 64 MiB per set; `make regress`).
"""

from __future__ import annotations

import asyncio
import os
import random
import time
from typing import Awaitable, Callable

from cssd_nvme import Command
from cssd_sim import set_mailbox as smb
from cssd_sim.host_ref import RefHost
from cssd_config import CONFIGS
from cssd_sim.nvme_fw.config import NamespaceConfig, namespace_configs, set_namespaces

PAGE = 4096
TIME_SCALE = 1  # /256: tR 49, tPROG 684, tBERS 3418 cycles
# The drive `make run` simulates (tools/run.py builds cssd_sim for it).
CONFIG = os.environ.get("CSSD_CONFIG", "sim_drive")
# nsid: (LBA size, LBAs, NVM set); on sim_drive 128 KiB each, 32 of the 43 logical pages a set
# exports.
NS = set_namespaces(CONFIGS[CONFIG])
MIXED_WORKERS, MIXED_PER_WORKER = 8, 10
ROUND_WRITES, ROUND_WRITERS = 8, 4  # 4 KiB writes per namespace and sustained round, in flight at once
FILL_CMD_MIN, FILL_CMD_MAX = 16 << 10, 128 << 10  # bytes per fill command (MDTS allows 1 MiB)
# Simulated time the sustained phase may take per 4 KiB write it may issue, GC included (measured
# 29-35 us per namespace at TIME_SCALE 1 on sim_drive and sim_scale: a 3x margin), and for
# everything else.
SIM_S_PER_WRITE, SIM_S_BASE = 100e-6, 50e-3


def raw_pages() -> int:
    """Flash pages of the smallest set: the programs it takes before its FTL runs out of free
    blocks and collects garbage."""
    cfg = CONFIGS[CONFIG]
    return min(len(cfg.set_channels(s)) for s in range(cfg.set_cores)) * cfg.dies * cfg.planes * cfg.blocks * cfg.pages


def max_gc_rounds() -> int:
    """Sustained rounds before the workload gives up waiting for GC: twice the raw pages of a set
    in 4 KiB writes, whatever the fill and mixed phases wrote before."""
    return -(-2 * raw_pages() // ROUND_WRITES)


def sim_seconds_limit() -> float:
    """Simulated seconds after which the run is called hung (tools/run.py): the base plus the
    sustained phase's every write at SIM_S_PER_WRITE."""
    return SIM_S_BASE + max_gc_rounds() * ROUND_WRITES * SIM_S_PER_WRITE


def fill_cmd_bytes(ns_bytes: int) -> int:
    return max(FILL_CMD_MIN, min(FILL_CMD_MAX, ns_bytes // 8))


def namespaces() -> list[NamespaceConfig]:
    """What the boot block tells the management core to create."""
    return namespace_configs(NS)


class Host(RefHost):
    """Counts what a test would assert on: bytes that differ, error completions."""

    def __init__(self, ctrl, qps, now_ns) -> None:
        super().__init__(ctrl, {nsid: (lba, n) for nsid, (lba, n, _) in NS.items()}, now_ns=now_ns)
        self.qps = qps
        self.mismatched = 0
        self.errors = 0

    async def write(self, qp, nsid, slba, data) -> None:
        cpl = await super().write(qp, nsid, slba, data)
        self.errors += cpl.status.is_error

    async def read(self, qp, nsid, slba, nlb) -> None:
        cpl, got, want = await super().read(qp, nsid, slba, nlb)
        if cpl.status.is_error:
            self.errors += 1
            return
        self.mismatched += sum(a != b for a, b in zip(got, want))


def percentile(vals: list[float], q: float) -> float:
    vals = sorted(vals)
    return vals[min(len(vals) - 1, max(0, int(q * len(vals) + 0.999999) - 1))] if vals else 0.0


async def run(ctrl, *, seed: int, mailboxes: Callable[[], list[smb.Mailbox]], now_ns: Callable[[], float],
              settle: Callable[[], Awaitable[None]], progress: Callable[[str], None]) -> dict:
    """The workload on a driver `ctrl` the controller has not been enabled through yet. `mailboxes()` reads the set
    cores' mailboxes now; `settle()` lets the cores publish their counters after the last
    completion. Returns the figures tools/run.py prints; does not assert (the caller decides)."""
    rng = random.Random(seed)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    idc = await ctrl.identify_controller()
    for nsid in NS:
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(len(NS))]
    host = Host(ctrl, qps, now_ns)
    result = {"seed": seed, "identify": {"model": idc.mn.strip(), "serial": idc.sn.strip()}, "phases": {}}

    async def phase(name, jobs):
        progress(f"{name} ...")
        t0, w0 = now_ns(), time.monotonic()
        n0 = {k: len(v) for k, v in host.lat_ns.items()}
        await asyncio.gather(*jobs)
        ops = {k: len(v) - n0[k] for k, v in host.lat_ns.items()}
        result["phases"][name] = {"sim_us": (now_ns() - t0) / 1000, "ops": ops, "wall_s": time.monotonic() - w0}
        progress(f"{name}: {sum(ops.values())} commands, {host.mismatched} mismatched bytes, {host.errors} errors")

    async def fill(q, nsid):
        lba, n, _ = NS[nsid]
        per_cmd = fill_cmd_bytes(n * lba) // lba
        for slba in range(0, n, per_cmd):
            await host.write(qps[q], nsid, slba, rng.randbytes(min(per_cmd, n - slba) * lba))
    await phase("fill", [fill(q, nsid) for q, nsid in enumerate(NS)])

    async def mixed(worker, count):
        # Each worker owns its page-aligned LBAs: commands in flight never overlap.
        qp = qps[worker % len(qps)]
        for _ in range(count):
            nsid = rng.choice(list(NS))
            lba, n, _ = NS[nsid]
            per = PAGE // lba
            lo, hi = worker * n // MIXED_WORKERS, (worker + 1) * n // MIXED_WORKERS
            slba = lo + rng.randrange(0, (hi - lo) // per) * per
            if rng.random() < 0.7:
                await host.read(qp, nsid, slba, per)
            else:
                await host.write(qp, nsid, slba, rng.randbytes(PAGE))
    await phase("mixed", [mixed(w, MIXED_PER_WORKER) for w in range(MIXED_WORKERS)])

    async def overwrite_stripe(q, nsid, stripe):
        # ROUND_WRITERS writers per namespace, each in its own stripe of pages: commands in flight
        # never overlap, and the set's queue holds several, as a host's would.
        lba, n, _ = NS[nsid]
        per = PAGE // lba
        pages = n // per
        lo, hi = stripe * pages // ROUND_WRITERS, (stripe + 1) * pages // ROUND_WRITERS
        for _ in range(ROUND_WRITES // ROUND_WRITERS):
            await host.write(qps[q], nsid, rng.randrange(lo, hi) * per, rng.randbytes(PAGE))

    async def overwrite_round(q, nsid):
        await asyncio.gather(*(overwrite_stripe(q, nsid, w) for w in range(ROUND_WRITERS)))
        await qps[q].execute(Command(opcode=0x00, nsid=nsid), check=False)

    async def sustained():
        rounds = max_gc_rounds()
        every = max(5, rounds // 50)
        for r in range(rounds):
            if all(mb.gc_runs > 0 for mb in mailboxes()):
                return
            await asyncio.gather(*(overwrite_round(q, nsid) for q, nsid in enumerate(NS)))
            if r % every == every - 1:
                progress(f"sustained writes: round {r + 1}, GC runs per set {[mb.gc_runs for mb in mailboxes()]}")
    await phase("sustained", [sustained()])

    async def verify(q, nsid):
        lba, n, _ = NS[nsid]
        per_cmd = fill_cmd_bytes(n * lba) // lba
        for slba in range(0, n, per_cmd):
            await host.read(qps[q], nsid, slba, min(per_cmd, n - slba))
    await phase("verify", [verify(q, nsid) for q, nsid in enumerate(NS)])

    await settle()
    sets = []
    for mb in mailboxes():
        sets.append({k: getattr(mb, k) for k in smb.COUNTERS} | {
            "capacity_pages": mb.capacity_pages, "max_ec": mb.max_ec, "avg_ec": mb.avg_ec,
            "waf": mb.nand_programs / max(1, mb.host_page_writes)})
    result.update({
        "mismatched_bytes": host.mismatched,
        "errors": host.errors,
        "latency_us": {k: {"p50": percentile(v, 0.5) / 1000, "p99": percentile(v, 0.99) / 1000}
                       for k, v in host.lat_ns.items()},
        "sets": sets,
    })
    return result
