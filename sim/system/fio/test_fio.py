"""fio against the simulated drive (issue 7).

- test_engine_ramdisk: the ioengine and the server's wire format without the simulation: the
  server (sim/lib/cssd_sim/fio_server.py) serves two RAM namespaces from a plain loop, completing
  requests out of order; fio's verify job must pass, and must fail when the server flips one bit
  of one block on the way back (the check can fail). Seconds.
- test_fio_system: the full system on cssd_sim (sim/lib/cssd_sim/fio_drive.py: cssd_system, Rocket
  cores running the firmware, the host NVMe driver on the host channel): one boot, then fio's crc32c verify job across both NVM sets
  must pass; a block corrupted in the NAND array (the flash back end's silent-corruption fault
  rule) must make fio's verify-only pass report it; and fio's I/O counts must equal the set
  cores' command counters, its IOPS and mean latency (wall clock) must agree with what the server
  measured; then the trim job: Dataset Management deallocates through the engine, trimmed blocks
  read as zeros, the others keep their crc32c. Minutes.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
from cssd_sim import fio_server as fs  # noqa: E402


def build_engine() -> None:
    """sw/fio's engine against fio-3.33's headers. A missing fio or fio source fails the test: `make
    setup` installs fio from the same Debian mirror the source comes from, so a skip here would
    only hide the must-show checks on a machine that cannot run them."""
    if subprocess.run(["which", "fio"], capture_output=True).returncode:
        pytest.fail("fio is not installed (make setup installs it)")
    r = subprocess.run(["bash", str(REPO / "sw" / "fio" / "fetch_fio_src.sh"), str(REPO / "build" / "fio")],
                       capture_output=True, text=True)
    if r.returncode:
        pytest.fail(f"getting the fio source failed:\n{r.stdout}\n{r.stderr}")
    r = subprocess.run(["make", "-s", "-C", str(REPO / "sw" / "fio")], capture_output=True, text=True)
    if r.returncode:
        pytest.fail(f"building the fio engine failed:\n{r.stdout}\n{r.stderr}")


class RamDisk:
    """Namespaces in RAM behind the fio server; completions in random order."""

    def __init__(self, sizes: dict[int, int], seed: int, corrupt: tuple[int, int] | None = None,
                 ignore_trim: bool = False) -> None:
        self.ns = {nsid: bytearray(n) for nsid, n in sizes.items()}
        self.rng = random.Random(seed)
        self.corrupt = corrupt  # (nsid, byte offset) flipped on every read that covers it
        self.ignore_trim = ignore_trim  # a drive that completes a deallocate and keeps the data
        self.counts = {"read": 0, "write": 0, "flush": 0, "trim": 0}
        self.max_outstanding = 0

    def serve(self, server: fs.FioServer, proc: subprocess.Popen, timeout: float = 60) -> None:
        pending: list[fs.Request] = []
        t0 = time.monotonic()
        while proc.poll() is None:
            assert time.monotonic() - t0 < timeout, "fio did not finish"
            pending += server.poll()
            self.max_outstanding = max(self.max_outstanding, len(pending))
            self.rng.shuffle(pending)
            for req in pending[:max(1, len(pending) // 2)]:  # some now, the rest later
                self.do(server, req)
            pending = pending[max(1, len(pending) // 2):] if pending else []
            server.flush()
            time.sleep(0.001)

    def do(self, server: fs.FioServer, req: fs.Request) -> None:
        mem = self.ns.get(req.nsid)
        if req.op == fs.OP_INFO:
            return server.complete(req, 0 if mem is not None else fs.STATUS_HOST_ERROR, value=len(mem or b""))
        if mem is None or req.offset + req.length > len(mem):
            return server.complete(req, fs.STATUS_HOST_ERROR)
        self.counts[fs.OP_NAMES[req.op]] += 1
        if req.op == fs.OP_WRITE:
            mem[req.offset:req.offset + req.length] = req.data
            return server.complete(req)
        if req.op == fs.OP_FLUSH:
            return server.complete(req)
        if req.op == fs.OP_TRIM:
            if not self.ignore_trim:
                mem[req.offset:req.offset + req.length] = bytes(req.length)
            return server.complete(req)
        data = bytearray(mem[req.offset:req.offset + req.length])
        if self.corrupt and self.corrupt[0] == req.nsid and req.offset <= self.corrupt[1] < req.offset + req.length:
            data[self.corrupt[1] - req.offset] ^= 0x10
        server.complete(req, data=bytes(data))


def _run_ramdisk(tmp_path: Path, corrupt=None, job: str = "verify", ignore_trim: bool = False
                 ) -> tuple[int, str, dict, RamDisk]:
    sock = str(tmp_path / "cssd.sock")
    server = fs.FioServer(sock)
    disk = RamDisk({1: 128 * 1024, 2: 128 * 1024}, seed=1, corrupt=corrupt, ignore_trim=ignore_trim)
    try:
        proc = subprocess.Popen(fs.fio_argv(job), env=fs.fio_env(sock), stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True)
        disk.serve(server, proc)
        out = proc.stdout.read()
    finally:
        server.close()
    text, report = fs.split_output(out)
    return proc.returncode, text, report, disk


def test_engine_ramdisk(tmp_path: Path) -> None:
    build_engine()
    rc, text, report, disk = _run_ramdisk(tmp_path)
    assert rc == 0 and report is not None, f"fio failed ({rc}):\n{text}"
    s = fs.summarize(report)
    # 2 x 128 KiB written in 4 KiB blocks, then read back and checked
    assert s["write"] == 64 and s["read"] == 64 and s["errors"] == 0, (s, text)
    assert disk.counts["write"] == 64 and disk.counts["read"] == 64, disk.counts
    assert disk.max_outstanding > 1, "fio never had more than one I/O outstanding (iodepth=4)"

    rc, text, report, _ = _run_ramdisk(tmp_path, corrupt=(2, 5 * 4096 + 100))
    assert rc != 0, f"fio passed with a flipped bit:\n{text}"
    assert "verify" in text and "crc32c" in text, text


def test_engine_ramdisk_trim(tmp_path: Path) -> None:
    """fio's trim-and-verify job through the engine: trims reach the server as deallocates, and
    a disk that ignores them fails fio's zero check on the trimmed blocks."""
    build_engine()
    rc, text, report, disk = _run_ramdisk(tmp_path, job="trim")
    assert rc == 0 and report is not None, f"fio failed ({rc}):\n{text}"
    s = fs.summarize(report)
    assert s["write"] == 64 and s["errors"] == 0, (s, text)
    # a quarter of the 64 blocks trimmed; every block read twice: the write job's verify, then
    # the zeros (trimmed quarter) and rest (crc32c) jobs
    assert s["trim"] == 16 and disk.counts["trim"] == 16, (s, disk.counts)
    assert s["read"] == 128, (s, text)

    rc, text, _, disk = _run_ramdisk(tmp_path, job="trim", ignore_trim=True)
    assert disk.counts["trim"] > 0 and rc != 0, f"fio passed although the trimmed blocks kept their data:\n{text}"


def test_fio_system(tmp_path: Path) -> None:
    """One boot of the full system, two fio runs: the crc32c verify job across both NVM sets
    (must pass, and every figure must agree with the simulation's), then the same job in
    verify-only mode after a silent corruption in the NAND array (must report it)."""
    build_engine()
    sys.path.insert(0, str(REPO / "tools"))
    import fio as launcher
    res = launcher.run_scenario("verify,verify+corrupt+verify_only,trim", tmp_path, tmp_path / "sim.log",
                                progress=False)
    assert res and len(res["jobs"]) == 3, f"the scenario did not finish; see {tmp_path / 'sim.log'}"
    check_system_results(res)


def check_system_results(res: dict) -> None:
    """test_fio_system's checks on cssd_sim.fio_drive's results (also usable on a saved result.json)."""
    good, bad, trim = res["jobs"]
    assert not res["device_errors"], f"the root port reported device errors: {res['device_errors']}"
    out = Path(good["output"]).read_text()
    assert good["rc"] == 0 and good["fio"], f"fio's verify job failed:\n{out}"
    f = good["fio"]
    assert f["write"] == 64 and f["read"] == 64 and f["errors"] == 0 and good["verify_failures"] == 0, (f, out)
    assert good["max_outstanding"] > 1, "never more than one command outstanding (iodepth=4)"
    for what, a, b, agree in fs.agreement(good):
        print(f"{what}: fio {a:,.3f}, simulation {b:,.3f}")
        assert agree, f"{what}: fio says {a:,.3f}, the simulation {b:,.3f}"

    out = Path(bad["output"]).read_text()
    assert bad["corrupted"], "no page of namespace 2 found in the NAND array to corrupt"
    assert bad["rc"] != 0 and bad["verify_failures"] >= 1, f"fio did not see the corrupted block:\n{out}"
    # verify-only: fio counts the writes it skips, the drive must see none
    assert bad["server"]["write"]["n"] == 0 and bad["counters"]["write_cmds"] == 0, "verify-only wrote"
    # The set cores counted exactly what the server sent (fio stops at the first bad block, so
    # its own count may miss reads still in flight then).
    assert bad["counters"]["read_cmds"] == bad["server"]["read"]["n"], (bad["counters"], bad["server"])
    assert bad["counters"]["commands"] == bad["server"]["read"]["n"] + bad["own_cmds"], bad["counters"]

    # trim and verify (the corruption rule cleared): a quarter of each namespace deallocated
    # reads as zeros, the rest keeps its crc32c; every trim reached a set core as a command
    out = Path(trim["output"]).read_text()
    f = trim["fio"]
    assert trim["rc"] == 0 and f and f["errors"] == 0 and trim["verify_failures"] == 0, f"trim job failed:\n{out}"
    assert f["trim"] == 16 and trim["server"]["trim"]["n"] == 16, (f, trim["server"])
    # Counts only: fio times this job's reads over three phases, the server over one span.
    for what, a, b, agree in fs.agreement(trim):
        assert agree or "wall clock" in what, f"{what}: fio says {a:,.3f}, the simulation {b:,.3f}"


BENCH_JOBS = "randwrite,randread,mixed,seq128k"


def test_fio_bench() -> None:
    """`make bench`: fio's randwrite, randread, mixed 70/30 and seq128k jobs on one boot of the
    full system; build/bench/fio.json for tools/bench.py (fio's wall-clock figures, the server's
    simulated-time figures, the set cores' counters and the flash timing of the same run)."""
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    build_engine()
    sys.path.insert(0, str(REPO / "tools"))
    import fio as launcher
    out = REPO / "build" / "fio" / "bench"
    res = launcher.run_scenario(BENCH_JOBS, out, out / "sim.log", progress=False)
    assert res and len(res["jobs"]) == len(BENCH_JOBS.split(",")), f"the scenario did not finish; see {out / 'sim.log'}"
    for job in res["jobs"]:
        assert job["rc"] == 0 and job["fio"] and job["fio"]["errors"] == 0, Path(job["output"]).read_text()
        job["agreement"] = fs.agreement(job)
        job["fio_text"] = Path(job["output"]).read_text(errors="replace")
    bench = REPO / "build" / "bench"
    bench.mkdir(parents=True, exist_ok=True)
    (bench / "fio.json").write_text(json.dumps(res, indent=1))
