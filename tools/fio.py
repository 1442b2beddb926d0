#!/usr/bin/env python3
"""`make fio JOB=<job>[,<job>...]`: build the fio engine (sw/fio) and the simulated drive
(cssd_system with the Rocket set cores running the firmware, Verilator), boot it, run fio with the
job file(s) against it (sim/system/fio/scenario_fio.py runs fio once the drive is ready), print
fio's output and how fio's figures compare with the simulation's own.

JOB: a job file in sw/fio/jobs/ (randread, randwrite, mixed, seq128k, verify) or a path; several
run one after the other on the same drive, modes after '+' (`verify+corrupt+verify_only`: see the
scenario's docstring)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

from cssd_sim.cocotb_run import run  # noqa: E402
from cssd_sim.fio_server import DRIVE, agreement, split_output  # noqa: E402
from cssd_sim.fw_system_tb import system_run_kwargs  # noqa: E402
from run import follow  # noqa: E402  (tools/run.py: the log follower make run uses)

SCENARIO = REPO / "sim" / "system" / "fio" / "scenario_fio.py"


def build_engine() -> None:
    subprocess.run(["make", "-s", "-C", str(REPO / "sw" / "fio")], check=True)


def run_scenario(jobs: str, out_dir: Path, log: Path, progress: bool = True) -> dict | None:
    """Build and boot the drive, run the fio jobs; the scenario's results (None if it wrote none)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    result = out_dir / "result.json"
    result.unlink(missing_ok=True)
    log.unlink(missing_ok=True)
    stop = threading.Event()
    follower = threading.Thread(target=follow, args=(log, stop, "[fio]", "[fio]"), daemon=True)
    if progress:
        follower.start()
    try:
        kw = system_run_kwargs(REPO, DRIVE.system_parameters())
        run(test_file=str(SCENARIO), log_file=log,
            extra_env={"FIO_JOBS": jobs, "FIO_OUT_DIR": str(out_dir), "FIO_RESULT": str(result),
                       "CSSD_FIO_SOCKET": str(out_dir / "cssd.sock")}, **kw)
    except (AssertionError, SystemExit, RuntimeError) as exc:
        print(f"[fio] simulation failed: {exc}; see {log}")
    finally:
        stop.set()
        if progress:
            follower.join(timeout=2)
    return json.loads(result.read_text()) if result.exists() else None


def report(res: dict) -> bool:
    """Print each job's fio output and the agreement table; True when every figure agrees."""
    ok = True
    for n, job in enumerate(res["jobs"]):
        print(f"\n==== fio job {n}: {job['spec']} (exit {job['rc']}, {job['wall_s']:.0f} s wall, "
              f"{job['sim_us']:.0f} us simulated) ====")
        print(split_output(Path(job["output"]).read_text(errors="replace"))[0].rstrip())  # fio's own text
        if not job["fio"]:
            print("(no fio JSON report)")
            ok = False
            continue
        print(f"\n-- fio vs the simulation (at most {job['max_outstanding']} commands outstanding at the controller) --")
        for what, a, b, agree in agreement(job):
            ok &= agree
            print(f"  {what:<66} {a:>14,.3f} {b:>14,.3f}  {'ok' if agree else 'DIFFERENT'}")
        for d in ("read", "write"):
            s = job["server"][d]
            if s["n"]:
                print(f"  {d} in simulated time: {s['sim_iops']:,.0f} IOPS, mean latency {s['sim_lat_mean_us']:.1f} us "
                      f"({s['n']} commands over {s['sim_span_us']:.0f} us simulated)")
        if job["corrupted"]:
            print(f"  silent corruption armed on {job['corrupted']}")
    print(f"\nsimulation: {res['cycles']:,.0f} cycles in {res['wall_s']:.0f} s wall = {res['khz']:.2f} kHz; "
          f"drive ready after {res['boot']['ready_wall_s']:.0f} s")
    return ok


def main() -> int:
    jobs = os.environ.get("JOB") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not jobs:
        print("usage: make fio JOB=<randread|randwrite|mixed|seq128k|verify|path>[,...]")
        return 2
    build_engine()
    out_dir = REPO / "build" / "fio" / "run"
    print(f"[fio] building and booting the simulated drive, then fio {jobs} (log: {out_dir / 'sim.log'})", flush=True)
    res = run_scenario(jobs, out_dir, out_dir / "sim.log")
    if not res or len(res["jobs"]) != len(jobs.split(",")):
        print("[fio] the scenario did not finish every job")
        return 1
    agree = report(res)
    failed = [j["spec"] for j in res["jobs"] if j["rc"] != 0]
    print(f"\nresult: fio exit codes {[j['rc'] for j in res['jobs']]}; figures "
          f"{'agree' if agree else 'DISAGREE'}" + (f"; failed: {failed}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    os.chdir(REPO)
    sys.exit(main())
