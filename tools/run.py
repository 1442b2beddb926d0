#!/usr/bin/env python3
"""`make run`: build the simulated drive (cssd_system: ctrl_core with flash and the Rocket set cores
running the firmware, Verilator), run the default workload, print a summary with progress on the way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
from cssd_config import CONFIGS  # noqa: E402
from cssd_sim.cocotb_run import run  # noqa: E402
from cssd_sim.fw_system_tb import system_run_kwargs  # noqa: E402


def build_id() -> int:
    try:
        out = subprocess.run(["git", "rev-parse", "--short=8", "HEAD"], cwd=REPO, capture_output=True,
                             text=True, check=True).stdout.strip()
        return int(out, 16)
    except (subprocess.CalledProcessError, ValueError, FileNotFoundError):
        return 0


# The drive `make run` simulates: cssd_system (ctrl_core with the flash back end, two Rocket set
# cores and the management core) with a small flash, so a run takes minutes and garbage
# collection comes quickly: config/cssd.toml's sim_drive.
DRIVE_CONFIG = "sim_drive"


def follow(log: Path, stop: threading.Event, marker: str = "[progress]", prefix: str = "[run]") -> None:
    """Print the scenario's `marker` lines (after `prefix`) while the simulation writes its log
    (`make run`'s progress; tools/fio.py's fio output)."""
    while not log.exists() and not stop.is_set():
        time.sleep(0.5)
    if stop.is_set():
        return
    with open(log, errors="replace") as f:
        while not stop.is_set():
            line = f.readline()
            if not line:
                time.sleep(0.5)
                continue
            if marker in line:
                print(prefix, line.split(marker, 1)[1].strip(), flush=True)


def main() -> int:
    out_dir = REPO / "build" / "run"
    out_dir.mkdir(parents=True, exist_ok=True)
    result_file = out_dir / "summary.json"
    result_file.unlink(missing_ok=True)
    log = out_dir / "sim.log"
    log.unlink(missing_ok=True)
    print(f"[run] building cssd_system (ctrl_core, flash back end, 2 Rocket set cores and the management core; "
          f"Verilator) and the firmware, then running the default scenario (log: {log.relative_to(REPO)})", flush=True)
    t0 = time.time()
    failure = None
    stop = threading.Event()
    follower = threading.Thread(target=follow, args=(log, stop), daemon=True)
    follower.start()
    try:
        kw = system_run_kwargs(REPO, {"BuildId": build_id(), **CONFIGS[DRIVE_CONFIG].system_parameters()})
        run(test_file=str(REPO / "sim" / "system" / "default_scenario" / "scenario_default.py"),
            extra_env={"SCENARIO_RESULT": str(result_file)}, build_tag="drive", log_file=log, **kw)
    except (AssertionError, SystemExit, RuntimeError) as exc:
        failure = exc
    stop.set()
    follower.join(timeout=2)
    wall = time.time() - t0
    if not result_file.exists():
        print(f"[run] scenario did not finish: {failure}; see {log}")
        return 1
    r = json.loads(result_file.read_text())
    v = r["version"]
    f = r["flash"]
    feats = [k for k, on in r["features"].items() if on]

    def rate(name):
        ph = r["phases"][name]
        ops = sum(ph["ops"].values())
        return (f"{ops} commands in {ph['sim_us']:.0f} us simulated ({ops / ph['sim_us'] * 1e3:.1f} KIOPS), "
                f"{ph['wall_s']:.0f} s wall")
    lat = r["latency_us"]
    sets = r["sets"]

    def per_set(fmt):
        return "; ".join(f"set {i}: " + fmt(s) for i, s in enumerate(sets))

    def cost(s, kind):
        n = s[f"{kind}_cmds"]
        return f"{s[f'{kind}_cycles'] / n:,.0f} cycles / {s[f'{kind}_instret'] / n:,.0f} instr" if n else "-"
    rows = [
        ("controller", f"magic {r['magic']:#010x} ('CSSD'), RTL v{v['MAJOR']}.{v['MINOR']}.{v['PATCH']}, "
                       f"build {r['build_id']:08x}; {r['identify']['model']} SN {r['identify']['serial']}"),
        ("PCIe link (model)", r["link"]),
        ("blocks present", ", ".join(feats)),
        ("flash", f"{f['channels']} ch x {f['dies']} dies x {f['planes']} planes x {f['blocks']} blocks x "
                  f"{f['pages']} pages of {f['page_bytes'] // 1024} KiB; 2PM Table 1 timing at 1/{256 // f['time_scale']} "
                  "(simulated times below are that fast)"),
        ("firmware", f"{r['cores']} Rocket set cores (firmware/app/set_main.c) + the management core "
                     f"(firmware/app/mgmt_main.c: admin commands); boot to ready "
                     f"{r['boot_cycles']:,.0f} cycles; " + per_set(lambda s: f"{s['capacity_pages']} logical pages")),
        ("fill (16 KiB writes)", rate("fill")),
        ("mixed 4K 70/30, 8 in flight", rate("mixed")),
        ("sustained writes to GC", rate("sustained")),
        ("read-back", rate("verify")),
        ("latency p50 / p99", f"read {lat['read']['p50']:.1f} / {lat['read']['p99']:.1f} us, "
                              f"write {lat['write']['p50']:.1f} / {lat['write']['p99']:.1f} us (simulated time)"),
        ("FTL", per_set(lambda s: f"{s['host_page_writes']} host pages, {s['nand_programs']} programs (WAF "
                                  f"{s['waf']:.2f}), {s['gc_runs']} GC runs moving {s['gc_copies']} pages, "
                                  f"{s['nand_erases']} erases")),
        ("wear", per_set(lambda s: f"erase count max {s['max_ec']} / avg {s['avg_ec']}")),
        ("firmware per read cmd", per_set(lambda s: cost(s, "read"))),
        ("firmware per write cmd", per_set(lambda s: cost(s, "write"))),
        ("data check", f"{r['mismatched_bytes']} mismatched bytes, {r['errors']} error completions "
                       f"(seed {r['seed']})"),
        ("simulated time", f"{r['sim_time_us']:.1f} us, {r['cycles_at_end']:,} cycles "
                           f"({r['cycles_at_end'] / r['wall_s'] / 1e3:.1f} kHz simulated)"),
        ("wall time", f"{wall:.1f} s (build included)"),
    ]
    width = max(len(k) for k, _ in rows)
    print("\n== default scenario summary ==")
    for k, val in rows:
        print(f"  {k:<{width}}  {val}")
    print("  (firmware costs include the time a command waits for the flash: the FTL calls are synchronous)")
    ok = failure is None and r["mismatched_bytes"] == 0 and r["errors"] == 0
    print(f"\nresult: {'PASS' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    os.chdir(REPO)
    sys.exit(main())
