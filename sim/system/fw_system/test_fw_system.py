"""Full system under cocotb: the firmware's cost per command and the cocotb path's simulation
speed, for `make bench` only. The full-system tests run on cssd_sim (test_fw_native.py); this
path stays as the reference the speed report compares cssd_sim with.

`cssd_system` = ctrl_core (NVMe front end, SACA, flash back end) + two Rocket set cores running
`firmware/app` (HIL -> ICL -> FTL -> flash driver) and the management core, on cocotbext-pcie's
UltraScale+ model. Namespace 1 (512 B LBAs) lives in NVM set 1, served by core 0 on channel 0;
namespace 2 (4 KiB LBAs) in set 2, core 1, channel 1. Every byte read back is checked against a
host-side reference (host_ref).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import cocotb
from cocotb.triggers import gather

REPO = Path(__file__).resolve().parents[3]
from cssd_config import CONFIGS  # noqa: E402
from cssd_sim import fw_cost  # noqa: E402
from cssd_sim.cocotb_run import run  # noqa: E402
from cssd_nvme import Command  # noqa: E402
from cssd_nvme.cocotb_transport import cocotb_controller  # noqa: E402
from cssd_sim.fw_system_tb import FwSystemTb, system_run_kwargs  # noqa: E402
from cssd_sim.host_ref import RefHost  # noqa: E402
from cssd_sim.nvme_fw import FwConfig  # noqa: E402
from cssd_sim.nvme_fw.config import namespace_configs, set_namespaces  # noqa: E402
from cssd_sim.tb_random import make_rng  # noqa: E402

# sim_drive: one die per set, 2 planes x 8 blocks x 8 pages = 128 raw pages, 43 exported.
CONFIG = CONFIGS[os.environ.get("CSSD_CONFIG", "sim_drive")]
# The firmware-cost bench measures the board's cores (the figures are the VCU118 drive's)
# on CONFIG's small geometry.
BENCH_ROCKET = CONFIGS["vcu118"].rocket
NUM_CORES = CONFIG.set_cores
GEOMETRY = CONFIG.flash_parameters()
PAGE = CONFIG.page_bytes
# nsid: (LBA size, LBAs, NVM set), one namespace per set, 512 B and 4 KiB LBAs in turn
# (cssd_sim.nvme_fw.config.set_namespaces; 128 KiB each on sim_drive: 32 of the 43 pages a
# one-channel set exports).
NS = set_namespaces(CONFIG)
# The 2PM Table 1 times at 1/256 (tR 49, tPROG 684, tBERS 3418 cycles): data and mapping are
# under test here; timing is measured in the flash_top tests and `make bench`.
TIMING = dict(scale=1)


def _config() -> FwConfig:
    return FwConfig(namespaces=namespace_configs(NS))


class Drive(RefHost):
    def __init__(self, tb: FwSystemTb, ctrl, qps) -> None:
        super().__init__(ctrl, {nsid: (lba, n) for nsid, (lba, n, _) in NS.items()})
        self.tb, self.qps = tb, qps
        self.sent = {nsid: 0 for nsid in NS}  # commands per namespace (= per set)
        self.reads = self.writes = 0  # Read / Write commands sent (what SMART counts)

    async def write(self, qp, nsid: int, slba: int, data: bytes, *, fua: bool = False) -> None:
        self.sent[nsid] += 1
        self.writes += 1
        if fua:
            lba = self.ns[nsid][0]
            buf = self.ctrl.alloc_buffer(len(data))
            await buf.write(data)
            cpl = await qp.execute(Command(opcode=0x01, nsid=nsid, cdw10=slba, cdw12=(len(data) // lba - 1) | 1 << 30),
                                   data=buf, length=len(data), check=False)
            buf.free()
            if not cpl.status.is_error:
                self.ref[nsid][slba * lba:slba * lba + len(data)] = data
        else:
            cpl = await super().write(qp, nsid, slba, data)
        assert not cpl.status.is_error, f"write ns{nsid} lba {slba}+{len(data) // self.ns[nsid][0]}: {cpl.status}"

    async def read(self, qp, nsid: int, slba: int, nlb: int) -> None:
        self.sent[nsid] += 1
        self.reads += 1
        cpl, buf, want = await super().read(qp, nsid, slba, nlb)
        assert not cpl.status.is_error, f"read ns{nsid} lba {slba}+{nlb}: {cpl.status}"
        if buf != want:
            bad = next(i for i in range(len(want)) if buf[i] != want[i])
            raise AssertionError(f"ns{nsid} lba {slba}+{nlb}: first mismatch at byte {bad} "
                                 f"(lba {slba + bad // self.ns[nsid][0]})")

    async def command(self, qp, nsid: int, cmd: Command, **kw):
        self.sent[nsid] += 1
        cpl = await qp.execute(cmd, check=False, **kw)
        assert not cpl.status.is_error, f"ns{nsid} opcode {cmd.opcode:#x}: {cpl.status}"
        return cpl

    async def verify_all(self) -> None:
        jobs = []
        for nsid, (lba, n) in self.ns.items():
            step = 8 * PAGE // lba
            jobs += [(nsid, s, min(step, n - s)) for s in range(0, n, step)]
        for i in range(0, len(jobs), len(self.qps)):
            await gather(*(cocotb.start_soon(self.read(qp, *job)) for qp, job in zip(self.qps, jobs[i:i + len(self.qps)])))


async def _drive(dut, before_cores=None) -> Drive:
    """Bring-up: the management model, the flash set-up (`before_cores` runs then, e.g. to mark
    factory bad blocks), the set cores booted (format), the host driver with two queues."""
    tb = FwSystemTb(dut, fw_config=_config(), num_cores=NUM_CORES)
    await tb.bring_up(with_io=False)
    geo = await tb.start_flash_hw(TIMING, before_cores)
    mbs = await tb.boot_cores(tb.set_configs_from(geo, time_scale=TIMING["scale"]))
    for s, mb in enumerate(mbs):
        tb.log.info("set %d: %d logical pages", s, mb.capacity_pages)
    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=5e-3, poll_interval=500e-9, irq_fallback=2e-6)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    await ctrl.identify_controller()
    for nsid in NS:
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(2)]
    return Drive(tb, ctrl, qps)


@cocotb.test(timeout_time=60, timeout_unit="ms", skip=os.environ.get("CSSD_BENCH") != "1")
async def firmware_cost(dut):
    """`make bench`: the set cores' cost per 4 KiB command on the Rocket RTL (mcycle / minstret
    around each command in the HIL, the time spent waiting for the data mover and the flash
    counted apart), for cache-hit reads, reads from flash and cache-absorbed writes (hits, and
    ones that evict) at QD 1, and the full system's simulation speed. Writes build/bench/fw_system.json."""
    import json
    import time

    from cocotb.utils import get_sim_time

    rng = make_rng(dut, "FW_SYSTEM_SEED")
    wall0, sim0 = time.monotonic(), get_sim_time("ns")
    drive = await _drive(dut)
    tb = drive.tb
    boot_cycles = tb.boot_cycles
    phases = await fw_cost.phases(drive, ns=NS, page=PAGE, rng=rng, mailboxes=tb.mailboxes,
                                  settle=lambda: tb.cycles(2000),
                                  log=lambda name, sets: tb.log.info("%s: %s", name, sets), gather=gather)
    cycles = (get_sim_time("ns") - sim0) / 4.0
    result = {"boot_cycles": boot_cycles, "boot_wall_s": tb.boot_wall_s, "boot_cpu_s": tb.boot_cpu_s,
              "config": CONFIG.name, "rocket": BENCH_ROCKET, "phases": phases, "cores": NUM_CORES,
              "mgmt_core": tb.mgmt_core,
              "geometry": GEOMETRY,
              "time_scale": TIMING["scale"], "sim_cycles": cycles, "wall_s": time.monotonic() - wall0,
              "khz": cycles / (time.monotonic() - wall0) / 1e3, "goal_cycles": 1000}
    out = REPO / "build" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "fw_system.json").write_text(json.dumps(result, indent=1))
    tb.log.info("full system: %.0f cycles in %.0f s wall = %.2f kHz", cycles, result["wall_s"], result["khz"])


def test_fw_system_bench() -> None:
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    kw = system_run_kwargs(REPO, CONFIG.system_parameters(), BENCH_ROCKET, CONFIG.isp_rocket)
    run(test_file=__file__, testcase="firmware_cost", **kw)
