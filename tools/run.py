#!/usr/bin/env python3
"""`make run`: build the simulated drive (ctrl_core with flash, Verilator), run the default workload, print a summary."""

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
from nvme_tb import CTRL_SOURCES, DDR_PORTS  # noqa: E402  (the one source list of ctrl_core)


def build_id() -> int:
    try:
        out = subprocess.run(["git", "rev-parse", "--short=8", "HEAD"], cwd=REPO, capture_output=True,
                             text=True, check=True).stdout.strip()
        return int(out, 16)
    except (subprocess.CalledProcessError, ValueError, FileNotFoundError):
        return 0


# The drive `make run` simulates: ctrl_core with the flash back end (small, so a run takes minutes).
DRIVE = dict(FlashChannels=2, FlashDies=2, FlashPlanes=2, FlashBlocks=16, FlashPages=16, FlashPageBytes=4096,
             FlashSpareBytes=64, FlashDepth=8)


def main() -> int:
    out_dir = REPO / "build" / "run"
    out_dir.mkdir(parents=True, exist_ok=True)
    result_file = out_dir / "summary.json"
    result_file.unlink(missing_ok=True)
    log = out_dir / "sim.log"
    print(f"[run] building ctrl_core with the flash back end (Verilator) and running the default scenario "
          f"(log: {log.relative_to(REPO)})")
    t0 = time.time()
    failure = None
    try:
        run(test_file=str(REPO / "sim" / "system" / "default_scenario" / "scenario_default.py"),
            toplevel="ctrl_core",
            sources=rtl_files(*CTRL_SOURCES),
            parameters={"BuildId": build_id(), **DRIVE},
            extra_env={"SCENARIO_RESULT": str(result_file)},
            # Icarus runs the flash dies far too slowly (rtl/flash/doc/README.md); the build is
            # cached, so a second run starts at once.
            simulator=os.environ.get("SIM", "verilator"),
            build_tag="drive",
            axi_memories=DDR_PORTS,
            log_file=log)
    except (AssertionError, SystemExit, RuntimeError) as exc:
        failure = exc
    wall = time.time() - t0
    if not result_file.exists():
        print(f"[run] scenario did not finish: {failure}; see {log}")
        return 1
    r = json.loads(result_file.read_text())
    v = r["version"]
    f = r["flash"]
    st = r["ftl"]
    feats = [k for k, on in r["features"].items() if on]

    def rate(name):
        ph = r["phases"][name]
        ops = sum(ph["ops"].values())
        return f"{ops} commands in {ph['sim_us']:.0f} us ({ops / ph['sim_us'] * 1e3:.1f} KIOPS in simulated time)"
    lat = r["latency_us"]
    busy = r["die_array_busy"]
    rows = [
        ("controller", f"magic {r['magic']:#010x} ('CSSD'), RTL v{v['MAJOR']}.{v['MINOR']}.{v['PATCH']}, "
                       f"build {r['build_id']:08x}; {r['identify']['model']} SN {r['identify']['serial']}"),
        ("PCIe link (model)", r["link"]),
        ("blocks present", ", ".join(feats)),
        ("flash", f"{f['channels']} ch x {f['dies']} dies x {f['planes']} planes x {f['blocks']} blocks x "
                  f"{f['pages']} pages of {f['page_bytes'] // 1024} KiB; 2PM Table 1 timing at 1/{256 // f['time_scale']} "
                  "(simulated times below are that fast)"),
        ("fill (64 KiB writes)", rate("fill")),
        ("mixed 4K 70/30 QD16", rate("mixed")),
        ("read-back", rate("verify")),
        ("latency p50 / p99", f"read {lat['read']['p50']:.1f} / {lat['read']['p99']:.1f} us, "
                              f"write {lat['write']['p50']:.1f} / {lat['write']['p99']:.1f} us (simulated time)"),
        ("FTL", f"{st['host_programs']} host programs, {st['gc_programs']} GC programs (WAF {r['waf']:.2f}), "
                f"{st['reads']} page reads ({st['rmw_reads']} for read-modify-write), {st['erases']} erases"),
        ("die array busy", f"min {100 * min(busy):.0f}% / max {100 * max(busy):.0f}% of the run"),
        ("data check", f"{r['mismatched_bytes']} mismatched bytes, {r['errors']} error completions "
                       f"(seed {r['seed']})"),
        ("simulated time", f"{r['sim_time_us']:.1f} us, {r['cycles_at_end']} datapath cycles"),
        ("wall time", f"{wall:.1f} s"),
    ]
    width = max(len(k) for k, _ in rows)
    print("\n== default scenario summary ==")
    for k, val in rows:
        print(f"  {k:<{width}}  {val}")
    ok = failure is None and r["mismatched_bytes"] == 0 and r["errors"] == 0
    print(f"\nresult: {'PASS' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    os.chdir(REPO)
    sys.exit(main())
