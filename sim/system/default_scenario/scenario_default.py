"""The default scenario behind `make run`: the simulated drive under a default workload.

ctrl_core with the flash back end (2 channels x 2 dies x 2 planes x 16 blocks x 16 pages of
4 KiB, the 2PM Table 1 timing at 1/16 time scale) on the UltraScale+ PCIe model. The host side
is the cssd_nvme driver, the management firmware and the per-set FTL are the Python models that
stand in for the Rocket firmware until it exists (issue 6). The workload, seeded:

1. bring-up as a host driver does it: enumerate, enable, identify controller and namespaces;
2. sequential fill of both namespaces (64 KiB writes, four queues);
3. mixed 4 KiB random I/O, 70% reads / 30% writes, queue depth 16 over four queues, every read
   checked against the host's copy;
4. full read-back of both namespaces, checked.

Results (identity, throughput and latency in simulated time, FTL and flash counters, the number
of mismatched bytes) go to the JSON file named by $SCENARIO_RESULT for tools/run.py to print.
"""

from __future__ import annotations

import json
import os
import random

import cocotb
from cocotb.triggers import gather
from cocotb.utils import get_sim_time

from cssd_nvme.cocotb_transport import cocotb_controller
from nvme_fw import FwConfig
from nvme_fw.config import NamespaceConfig
from host_ref import RefHost
from nvme_tb import NvmeTb

CLK_NS = 4.0  # 250 MHz datapath clock
PAGE = 4096
TIME_SCALE = 16  # /256: tR 781, tPROG 10937, tBERS 54687 cycles
NS = {1: (512, 1024), 2: (4096, 128)}  # nsid: (LBA size, LBAs): 512 KiB each


class Host(RefHost):
    """Counts what a test would assert on: bytes that differ, error completions."""

    def __init__(self, ctrl, qps) -> None:
        super().__init__(ctrl, NS)
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


@cocotb.test(timeout_time=400, timeout_unit="ms")
async def default_scenario(dut):
    rng = random.Random(cocotb.RANDOM_SEED)
    config = FwConfig(namespaces=[NamespaceConfig(nsid, nsid, n, lba) for nsid, (lba, n) in NS.items()])
    tb = NvmeTb(dut, fw_config=config)
    await tb.bring_up(with_io=True, flash_timing=dict(scale=TIME_SCALE))
    regs = tb.regs.ctrl
    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=50e-3, poll_interval=200e-9, irq_fallback=2e-6)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    idc = await ctrl.identify_controller()
    for nsid in NS:
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(4)]
    host = Host(ctrl, qps)
    geo = tb.flash.geo
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
        "phases": {},
    }

    async def phase(name, jobs_per_queue):
        t0 = get_sim_time("ns")
        n0 = {k: len(v) for k, v in host.lat_ns.items()}
        await gather(*(cocotb.start_soon(j) for j in jobs_per_queue))
        dt = get_sim_time("ns") - t0
        ops = {k: len(v) - n0[k] for k, v in host.lat_ns.items()}
        result["phases"][name] = {"sim_us": dt / 1000, "ops": ops}

    # 2. sequential fill, 64 KiB per command, the namespace split over the four queues
    async def fill(q):
        for nsid, (lba, n) in NS.items():
            per_cmd = 65536 // lba
            for slba in range(q * n // 4, (q + 1) * n // 4, per_cmd):
                await host.write(qps[q], nsid, slba, rng.randbytes(per_cmd * lba))
    await phase("fill", [fill(q) for q in range(4)])

    # 3. mixed random 4 KiB, 70/30, QD 16 (4 workers per queue); each worker owns its LBAs
    # (page-aligned slices), so concurrent writes never overlap and every read is checkable.
    def mixed(worker, count):
        qp = qps[worker % 4]

        async def run():
            for _ in range(count):
                nsid = rng.choice(list(NS))
                lba, n = NS[nsid]
                per = PAGE // lba
                lo, hi = worker * n // 16, (worker + 1) * n // 16
                slba = lo + rng.randrange(0, (hi - lo) // per) * per
                if rng.random() < 0.7:
                    await host.read(qp, nsid, slba, per)
                else:
                    await host.write(qp, nsid, slba, rng.randbytes(PAGE))
        return run()
    await phase("mixed", [mixed(w, 20) for w in range(16)])

    # 4. full read-back
    async def verify(q):
        for nsid, (lba, n) in NS.items():
            per_cmd = 65536 // lba
            for slba in range(q * n // 4, (q + 1) * n // 4, per_cmd):
                await host.read(qps[q], nsid, slba, per_cmd)
    await phase("verify", [verify(q) for q in range(4)])

    st = tb.ftl.stats
    busy = []
    for ch in range(geo.channels):
        for die in range(geo.dies):
            busy.append(await tb.flash.monitor(ch, die, 0))
    cycles = get_sim_time("ns") / CLK_NS
    result.update({
        "mismatched_bytes": host.mismatched,
        "errors": host.errors,
        "latency_us": {k: {"p50": _pct(v, 0.5) / 1000, "p99": _pct(v, 0.99) / 1000} for k, v in host.lat_ns.items()},
        "ftl": vars(st),
        "waf": (st.host_programs + st.gc_programs) / max(1, st.host_programs),
        "die_array_busy": [b / cycles for b in busy],
        "sim_time_us": get_sim_time("ns") / 1000,
        "cycles_at_end": int(cycles),
    })
    with open(os.environ["SCENARIO_RESULT"], "w") as f:
        json.dump(result, f, indent=1)
    assert host.mismatched == 0 and host.errors == 0, f"{host.mismatched} bytes differ, {host.errors} errors"
    assert st.unexpected == 0, "the flash reported a status the FTL never provokes"
    assert result["magic"] == 0x43535344
