"""The default scenario behind `make run`, for the blocks that exist so far.

Brings the simulated controller up on the PCIe model the way a host driver would (enumerate,
enable, map BAR0), identifies it, exercises the BAR0 path with a seeded read/write/verify load and
measures BAR0 read latency in datapath clock cycles. Later issues replace this with the full-system
scenario (NVMe identify, mixed I/O across NVM sets, GC); `make run` stays the entry point.
Results go to the JSON file named by $SCENARIO_RESULT for tools/run.py to print.
"""

from __future__ import annotations

import json
import os
import random
import statistics

import cocotb
from cocotb.triggers import ClockCycles
from cocotb.utils import get_sim_time

from pcie_tb import PcieTb

CLK_NS = 4.0  # 250 MHz PCIe user clock


@cocotb.test(timeout_time=50, timeout_unit="ms")
async def default_scenario(dut):
    tb = PcieTb(dut)
    await tb.bring_up()
    ctrl = tb.regs.ctrl
    rng = random.Random(cocotb.RANDOM_SEED)

    result = {
        "seed": cocotb.RANDOM_SEED,
        "magic": await ctrl.ID.MAGIC.read(),
        "version": await ctrl.VERSION.read_fields(),
        "build_id": await ctrl.BUILD_ID.read(),
        "features": await ctrl.FEATURES.read_fields(),
        "link": f"Gen{tb.dev.upstream_port.cur_link_speed} x{tb.dev.upstream_port.cur_link_width}",
    }

    # Seeded register traffic: every write read back and compared.
    ops, mismatches = 400, 0
    for _ in range(ops):
        value = rng.getrandbits(32)
        await ctrl.SCRATCH.write(value)
        if await ctrl.SCRATCH.read() != value:
            mismatches += 1

    # BAR0 read round trip, host issue to completion, in datapath cycles.
    lat = []
    for _ in range(100):
        t0 = get_sim_time("ns")
        await ctrl.ID.read()
        lat.append((get_sim_time("ns") - t0) / CLK_NS)
    c0 = await ctrl.CYCLES_LO.read() | (await ctrl.CYCLES_HI.read() << 32)
    await ClockCycles(dut.clk_i, 100)

    result.update({
        "scratch_ops": ops,
        "mismatches": mismatches,
        "bar0_reads": await ctrl.BAR0_READS.read(),
        "bar0_writes": await ctrl.BAR0_WRITES.read(),
        "unsupported": await ctrl.UNSUPPORTED.read(),
        "unmapped": await ctrl.UNMAPPED.read(),
        "read_latency_cycles": {"min": min(lat), "median": statistics.median(lat), "max": max(lat)},
        "cycles_at_end": c0,
        "sim_time_us": get_sim_time("ns") / 1000,
    })
    with open(os.environ["SCENARIO_RESULT"], "w") as f:
        json.dump(result, f, indent=1)
    assert mismatches == 0, f"{mismatches} scratch mismatches"
    assert result["magic"] == 0x43535344
