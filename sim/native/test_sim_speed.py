"""`make bench`: full-system simulation speed, measured in one run on the same machine.

Three simulators of the same firmware on the same Rocket RTL:
- `cssd_sim` (this directory) booting the VCU118 configuration (4 set cores, the management
  core, 8 channels) and sim_drive (the configuration the cocotb system tests use), to every set
  core's "ready" line;
- the cocotb path: `sim/system/fw_system`'s `firmware_cost` bench writes its boot's cycles, wall
  and CPU seconds to build/bench/fw_system.json (`make bench` runs it in the same run; the
  report pairs the two);
- the Rocket-only C++ harness (`sim/soc/build_harness.py`): one soc_core running the `hello`
  image, which bounds what a full system with the same core can reach.

CPU seconds are reported beside wall seconds: the machine is shared, and the CPU figure is the
one that says what the simulator costs. Writes build/bench/sim_speed.json.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cssd_config import CONFIGS
from cssd_sim import native, rocket

REPO = Path(__file__).resolve().parents[2]
GOAL_KHZ, AIM_KHZ = 100.0, 300.0  # issue 19: at least 100 kHz, aim for 300, on the VCU118 configuration
VCU118_CYCLES = 1_000_000
_HARNESS_LINE = re.compile(r"after (\d+) cycles in ([0-9.]+) s")


def _rocket_only() -> dict:
    """soc_core alone in sim/soc/soc_sim.cpp on the hello image: cycles to its exit."""
    subprocess.run(["make", "-s", "-C", str(REPO / "firmware"), "boot"], check=True, stdout=subprocess.DEVNULL)
    image = REPO / "build" / "fw-rv64" / "boot" / "hello.hex"
    t0, c0 = time.monotonic(), os.times()
    res = subprocess.run([sys.executable, str(REPO / "sim" / "soc" / "build_harness.py"), "--run", str(image)],
                         cwd=REPO, capture_output=True, text=True, timeout=1800)
    assert res.returncode == 0, res.stdout + res.stderr
    m = _HARNESS_LINE.search(res.stdout)
    assert m, res.stdout
    cycles, secs = int(m.group(1)), float(m.group(2))
    return {"simulator": "Rocket-only C++ harness (soc_core, hello image)", "config": "soc_core",
            "cycles": cycles, "wall_s": secs, "khz_wall": cycles / secs / 1e3,
            "harness_total_wall_s": time.monotonic() - t0, "harness_cpu_s": os.times().children_user - c0.children_user}


def test_sim_speed_bench() -> None:
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    rows = []
    # sim_drive boots to ready in ~280k cycles (the cocotb row's workload); the VCU118 drive's
    # format takes millions, so its row is the first VCU118_CYCLES of the same boot: the management
    # core done and every set core formatting, the busiest stretch of a boot.
    for config, limit_cycles in (("vcu118", VCU118_CYCLES), ("sim_drive", None)):
        cfg = CONFIGS[config]
        r = native.boot_speed(config, **({"limit_ps": limit_cycles * native.CLK_PERIOD_PS} if limit_cycles else {}))
        if limit_cycles:
            assert r["mgmt_ready"] and r["cycles"] >= limit_cycles - 100, r
            workload = f"first {limit_cycles:,} cycles of the boot (set cores formatting)"
        else:
            # A boot that did not reach ready would measure a different workload (a stuck core idles).
            assert r["mgmt_ready"] and r["sets_ready"] == list(range(cfg.set_cores)), r
            workload = "boot to every set core ready"
        rows.append({"simulator": "cssd_sim", "workload": workload, **r,
                     "set_cores": cfg.set_cores, "channels": cfg.channels, "rocket": cfg.rocket,
                     **({"isp_rocket": cfg.isp_rocket} if cfg.isp_core else {})})
    rows.append({"workload": "hello to exit", **_rocket_only(), "rocket": rocket.CONFIG})
    out = REPO / "build" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "sim_speed.json").write_text(json.dumps({"rows": rows, "goal_khz": GOAL_KHZ, "aim_khz": AIM_KHZ}, indent=1))
