#!/usr/bin/env python3
"""`make fio JOB=<job>[,<job>...]`: build the fio engine (sw/fio) and the simulated drive
(cssd_sim: cssd_system with the Rocket cores running the firmware, sim/native/), boot it, run fio
with the job file(s) against it (sim/lib/cssd_sim/fio_drive.py), print fio's output and how
fio's figures compare with the simulation's own.

JOB: a job file in sw/fio/jobs/ (randread, randwrite, mixed, seq128k, verify, trim, verify_scale)
or a path; several run one after the other on the same drive, modes after '+'
(`verify+corrupt+verify_only`, `verify_scale+flip+verify_only`: see cssd_sim.fio_drive's
docstring). The drive: sim_drive, or the configuration CSSD_CONFIG names (sim_scale for
verify_scale: 64 MiB per set)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

from cssd_nvme.sim_transport import HostChannel, sim_controller  # noqa: E402
from cssd_sim import boot_config, default_scenario, fio_drive, native  # noqa: E402
from cssd_sim import set_mailbox as smb  # noqa: E402
from cssd_sim.fio_server import DRIVE, agreement, split_output  # noqa: E402
from cssd_sim.native_bench import NativeSystem  # noqa: E402
from cssd_sim.nvme_fw.config import namespace_configs  # noqa: E402

HOST_MEM = 16 << 20


def build_engine() -> None:
    subprocess.run(["make", "-s", "-C", str(REPO / "sw" / "fio")], check=True)


def run_scenario(jobs: str, out_dir: Path, log: Path, progress: bool = True,
                 job_timeout_s: float = fio_drive.JOB_TIMEOUT_S) -> dict | None:
    """Build (cached) and boot the drive on cssd_sim, run the fio jobs (cssd_sim.fio_drive); the
    results (None if the drive did not get ready or the jobs did not finish). `log` gets the
    progress lines and the simulator's errors; the cores' consoles go to <out_dir>/console/."""
    out_dir.mkdir(parents=True, exist_ok=True)
    log.unlink(missing_ok=True)
    wall0 = time.monotonic()

    def note(msg: str) -> None:
        line = f"[fio] {time.monotonic() - wall0:6.0f} s wall: {msg}"
        with open(log, "a") as f:
            f.write(line + "\n")
        if progress:
            print(line, flush=True)

    name = DRIVE.name
    native.build(name)
    bc = boot_config.to_bytes(set_cores=DRIVE.set_cores, set_flags=smb.CFG_FORMAT_IF_BLANK,
                              time_scale=default_scenario.TIME_SCALE, namespaces=namespace_configs(fio_drive.NS))
    res = None
    with native.launch(name, host_mem_bytes=HOST_MEM, boot_config=bc, console_dir=out_dir / "console",
                       max_cycles=2_000_000_000) as sim:
        boot = sim.client
        boot.hello()
        late = boot.wait_sets_ready(DRIVE.set_cores, limit_ps=20_000_000_000)
        if late is not None:
            note(f"set core {late} not ready: {boot.console}")
            return None
        note(f"drive ready after {boot.now_ps / 1e6:.0f} us simulated")
        ready_wall = time.monotonic() - wall0
        chan = HostChannel(boot.sock, str(sim.host_mem_path))
        try:
            res = chan.run(fio_drive.run_jobs(NativeSystem(chan), sim_controller(chan), jobs.split(","),
                                              out_dir, str(out_dir / "cssd.sock"), note,
                                              job_timeout_s=job_timeout_s))
        except Exception as exc:  # noqa: BLE001  reported; the caller sees no results
            note(f"the jobs failed: {exc!r}")
        for e in chan.errors:
            note(f"root port reported: {e}")
        stats = chan.close()
    if res is None:
        return None
    res["boot"]["ready_wall_s"] = ready_wall
    res["device_errors"] = [str(e) for e in chan.errors]
    res["cycles"] = stats.cycles if stats else 0
    res["wall_s"] = time.monotonic() - wall0
    res["khz"] = res["cycles"] / res["wall_s"] / 1e3
    (out_dir / "result.json").write_text(json.dumps(res, indent=1))
    return res


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
