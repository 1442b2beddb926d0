#!/usr/bin/env python3
"""`make run`: build the simulated controller, run the default scenario, print a summary."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "sim" / "common"), str(REPO / "sw" / "python")]

from cocotb_run import rtl_files, run  # noqa: E402
from nvme_tb import CTRL_SOURCES  # noqa: E402  (the one source list of ctrl_core)


def build_id() -> int:
    try:
        out = subprocess.run(["git", "rev-parse", "--short=8", "HEAD"], cwd=REPO, capture_output=True,
                             text=True, check=True).stdout.strip()
        return int(out, 16)
    except (subprocess.CalledProcessError, ValueError, FileNotFoundError):
        return 0


def main() -> int:
    out_dir = REPO / "build" / "run"
    out_dir.mkdir(parents=True, exist_ok=True)
    result_file = out_dir / "summary.json"
    result_file.unlink(missing_ok=True)
    log = out_dir / "sim.log"
    print(f"[run] building ctrl_core and running the default scenario (log: {log.relative_to(REPO)})")
    t0 = time.time()
    failure = None
    try:
        run(test_file=str(REPO / "sim" / "system" / "default_scenario" / "scenario_default.py"),
            toplevel="ctrl_core",
            sources=rtl_files(*CTRL_SOURCES),
            parameters={"BuildId": build_id()},
            extra_env={"SCENARIO_RESULT": str(result_file)},
            log_file=log)
    except (AssertionError, SystemExit, RuntimeError) as exc:
        failure = exc
    wall = time.time() - t0
    if not result_file.exists():
        print(f"[run] scenario did not finish: {failure}; see {log}")
        return 1
    r = json.loads(result_file.read_text())
    v = r["version"]
    lat = r["read_latency_cycles"]
    feats = [k for k, on in r["features"].items() if on] or ["none yet (BAR0 CSRs only)"]
    rows = [
        ("controller", f"magic {r['magic']:#010x} ('CSSD'), RTL v{v['MAJOR']}.{v['MINOR']}.{v['PATCH']}, "
                       f"build {r['build_id']:08x}"),
        ("PCIe link (model)", r["link"]),
        ("blocks present", ", ".join(feats)),
        ("BAR0 scratch write/read", f"{r['scratch_ops']} ops, {r['mismatches']} mismatches (seed {r['seed']})"),
        ("BAR0 TLPs counted", f"{r['bar0_reads']} reads, {r['bar0_writes']} writes, "
                              f"{r['unsupported']} unsupported, {r['unmapped']} unmapped dwords"),
        ("BAR0 read round trip", f"min {lat['min']:.0f} / median {lat['median']:.0f} / max {lat['max']:.0f} "
                                 "cycles @ 250 MHz (host model included)"),
        ("simulated time", f"{r['sim_time_us']:.1f} us, {r['cycles_at_end']} datapath cycles"),
        ("wall time", f"{wall:.1f} s"),
    ]
    width = max(len(k) for k, _ in rows)
    print("\n== default scenario summary ==")
    for k, val in rows:
        print(f"  {k:<{width}}  {val}")
    ok = failure is None and r["mismatches"] == 0
    print(f"\nresult: {'PASS' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    os.chdir(REPO)
    sys.exit(main())
