"""The default scenario behind `make run`: the simulated drive, firmware and all, under a default
workload.

`cssd_system`: ctrl_core (NVMe front end, SACA, flash back end of 2 channels x 1 die x 2 planes
x 8 blocks x 8 pages of 4 KiB, the 2PM Table 1 timing at 1/256) plus one Rocket core per NVM set
running the firmware (firmware/app/set_main.c: HIL -> ICL -> FTL -> flash driver) and the Rocket
management core (firmware/app/mgmt_main.c: admin commands, flash global set-up, set mailboxes)
on the UltraScale+ PCIe model. The host is the cssd_nvme driver; the testbench is the boot
loader (boot configuration block in DDR0, cores released). The workload, seeded:

1. boot: the management core configures the drive and releases the set cores, which mount
   (format on blank media) and report ready;
2. bring-up as a host driver does it: enumerate, enable, identify controller and namespaces;
3. sequential fill of both namespaces (16 KiB writes, one queue per set);
4. mixed 4 KiB random I/O across both sets, 70% reads / 30% writes, 8 commands in flight, every
   read checked against the host's copy;
5. sustained random overwrites until both sets' FTLs have collected garbage;
6. Flush and a full read-back, checked.

Progress lines go to the log as `[progress] ...` (tools/run.py shows them while it runs); the
results go to the JSON file named by $SCENARIO_RESULT for tools/run.py to print.
"""

from __future__ import annotations

import json
import os
import random
import time

import cocotb
from cocotb.triggers import gather
from cocotb.utils import get_sim_time

from cssd_config import CONFIGS
from cssd_sim import set_mailbox as smb
from cssd_nvme import Command
from cssd_nvme.cocotb_transport import cocotb_controller
from cssd_sim.fw_system_tb import FwSystemTb
from cssd_sim.host_ref import RefHost
from cssd_sim.nvme_fw import FwConfig
from cssd_sim.nvme_fw.config import NamespaceConfig

CLK_NS = 4.0  # 250 MHz datapath clock
PAGE = 4096
TIME_SCALE = 1  # /256: tR 49, tPROG 684, tBERS 3418 cycles
NUM_CORES = CONFIGS["sim_drive"].set_cores  # the drive tools/run.py builds (config/cssd.toml)
# nsid: (LBA size, LBAs, NVM set): 128 KiB each, 32 of the 43 logical pages a set exports.
NS = {1: (512, 256, 1), 2: (4096, 32, 2)}
MAX_GC_ROUNDS = 60


class Host(RefHost):
    """Counts what a test would assert on: bytes that differ, error completions."""

    def __init__(self, ctrl, qps) -> None:
        super().__init__(ctrl, {nsid: (lba, n) for nsid, (lba, n, _) in NS.items()})
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


def _pct(vals: list[float], q: float) -> float:
    vals = sorted(vals)
    return vals[min(len(vals) - 1, max(0, int(q * len(vals) + 0.999999) - 1))] if vals else 0.0


@cocotb.test(timeout_time=200, timeout_unit="ms")
async def default_scenario(dut):
    rng = random.Random(cocotb.RANDOM_SEED)
    wall0 = time.monotonic()
    config = FwConfig(namespaces=[NamespaceConfig(nsid, nvm_set, n, lba) for nsid, (lba, n, nvm_set) in NS.items()])
    tb = FwSystemTb(dut, fw_config=config, num_cores=NUM_CORES)

    def progress(msg: str) -> None:
        tb.log.info("[progress] %6.0f s wall, %8.0f us simulated: %s", time.monotonic() - wall0,
                    get_sim_time("ns") / 1000, msg)

    await tb.bring_up(with_io=False)
    geo = await tb.start_flash_hw(dict(scale=TIME_SCALE))
    progress("booting the management core and the set cores")
    mbs = await tb.boot_cores(tb.set_configs_from(geo, time_scale=TIME_SCALE))
    progress(f"set cores ready ({', '.join(f'set {s}: {mb.capacity_pages} pages' for s, mb in enumerate(mbs))})")
    regs = tb.regs.ctrl
    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=5e-3, poll_interval=500e-9, irq_fallback=2e-6)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    idc = await ctrl.identify_controller()
    for nsid in NS:
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(2)]
    host = Host(ctrl, qps)
    result = {
        "seed": cocotb.RANDOM_SEED,
        "magic": await regs.ID.MAGIC.read(),
        "version": await regs.VERSION.read_fields(),
        "build_id": await regs.BUILD_ID.read(),
        "features": await regs.FEATURES.read_fields(),
        "link": f"Gen{tb.dev.upstream_port.cur_link_speed} x{tb.dev.upstream_port.cur_link_width}",
        "identify": {"model": idc.mn.strip(), "serial": idc.sn.strip()},
        "flash": dict(channels=geo.channels, dies=geo.dies, planes=geo.planes, blocks=geo.blocks,
                      pages=geo.pages, page_bytes=geo.page_bytes, time_scale=TIME_SCALE),
        "cores": NUM_CORES,
        "boot_cycles": tb.boot_cycles,
        "phases": {},
    }

    async def phase(name, jobs):
        progress(f"{name} ...")
        t0, w0 = get_sim_time("ns"), time.monotonic()
        n0 = {k: len(v) for k, v in host.lat_ns.items()}
        await gather(*(cocotb.start_soon(j) for j in jobs))
        dt = get_sim_time("ns") - t0
        ops = {k: len(v) - n0[k] for k, v in host.lat_ns.items()}
        result["phases"][name] = {"sim_us": dt / 1000, "ops": ops, "wall_s": time.monotonic() - w0}
        progress(f"{name}: {sum(ops.values())} commands, {host.mismatched} mismatched bytes, {host.errors} errors")

    # 3. sequential fill, 16 KiB per command, one queue per namespace (= per set)
    async def fill(q, nsid):
        lba, n, _ = NS[nsid]
        per_cmd = 16384 // lba
        for slba in range(0, n, per_cmd):
            await host.write(qps[q], nsid, slba, rng.randbytes(per_cmd * lba))
    await phase("fill", [fill(0, 1), fill(1, 2)])

    # 4. mixed random 4 KiB, 70/30, 8 in flight; each worker owns its page-aligned LBAs
    def mixed(worker, count):
        qp = qps[worker % 2]

        async def run():
            for _ in range(count):
                nsid = rng.choice(list(NS))
                lba, n, _ = NS[nsid]
                per = PAGE // lba
                lo, hi = worker * n // 8, (worker + 1) * n // 8
                slba = lo + rng.randrange(0, (hi - lo) // per) * per
                if rng.random() < 0.7:
                    await host.read(qp, nsid, slba, per)
                else:
                    await host.write(qp, nsid, slba, rng.randbytes(PAGE))
        return run()
    await phase("mixed", [mixed(w, 10) for w in range(8)])

    # 5. sustained 4 KiB overwrites with a Flush per round until both FTLs collected garbage
    async def overwrite_round(q, nsid):
        lba, n, _ = NS[nsid]
        per = PAGE // lba
        for _ in range(8):
            await host.write(qps[q], nsid, rng.randrange(0, n // per) * per, rng.randbytes(PAGE))
        await qps[q].execute(Command(opcode=0x00, nsid=nsid), check=False)

    async def sustained():
        for r in range(MAX_GC_ROUNDS):
            if all(mb.gc_runs > 0 for mb in tb.mailboxes()):
                return
            await gather(cocotb.start_soon(overwrite_round(0, 1)), cocotb.start_soon(overwrite_round(1, 2)))
            if r % 5 == 4:
                progress(f"sustained writes: round {r + 1}, GC runs per set "
                         f"{[mb.gc_runs for mb in tb.mailboxes()]}")
    await phase("sustained", [sustained()])

    # 6. full read-back
    async def verify(q, nsid):
        lba, n, _ = NS[nsid]
        per_cmd = 16384 // lba
        for slba in range(0, n, per_cmd):
            await host.read(qps[q], nsid, slba, per_cmd)
    await phase("verify", [verify(0, 1), verify(1, 2)])

    await tb.cycles(2000)  # the cores publish their counters after the last completion
    mbs = tb.mailboxes()
    cycles = get_sim_time("ns") / CLK_NS
    sets = []
    for mb in mbs:
        sets.append({k: getattr(mb, k) for k in smb.COUNTERS} | {
            "capacity_pages": mb.capacity_pages, "max_ec": mb.max_ec, "avg_ec": mb.avg_ec,
            "waf": mb.nand_programs / max(1, mb.host_page_writes)})
    result.update({
        "mismatched_bytes": host.mismatched,
        "errors": host.errors,
        "latency_us": {k: {"p50": _pct(v, 0.5) / 1000, "p99": _pct(v, 0.99) / 1000} for k, v in host.lat_ns.items()},
        "sets": sets,
        "sim_time_us": get_sim_time("ns") / 1000,
        "cycles_at_end": int(cycles),
        "wall_s": time.monotonic() - wall0,
    })
    with open(os.environ["SCENARIO_RESULT"], "w") as f:
        json.dump(result, f, indent=1)
    assert host.mismatched == 0 and host.errors == 0, f"{host.mismatched} bytes differ, {host.errors} errors"
    assert all(s["gc_runs"] > 0 for s in sets), f"GC did not run on every set within {MAX_GC_ROUNDS} rounds"
    assert result["magic"] == 0x43535344
