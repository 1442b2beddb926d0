"""fio's crc32c verify at realistic scale (issue 19), a `make regress` part (`make fio-scale`):
sw/fio/jobs/verify_scale.fio on config/cssd.toml's sim_scale (64 MiB of flash per NVM set, one
21.25 MiB namespace per set), through the same machinery as `make fio` (tools/fio.py,
cssd_sim.fio_drive) on cssd_sim with the Rocket cores running the firmware.

One boot, two fio runs:
1. the job: random reads and writes of 4 KiB to 128 KiB over both namespaces, every written block
   read back and checked by fio; must pass with at least MIN_IOS I/Os, I/Os on every NVM set (the
   set cores' command counters), several request sizes, and fio's counts equal to the set cores';
2. one bit flipped directly in the NAND array (DDR bank 1 through the backdoor, `+flip`): in the
   middle of the first block the job wrote, so in fio's checked payload, not in the crc32c header
   at the block's start; then the same job verify-only must fail, and fio must name that block.
   The flash DMA's end-to-end CRC (rtl/flash/flash.rdl E2E_CRC, enabled by the management core)
   catches the bit before it reaches the host: the read of that block fails with Unrecovered Read
   Error, which fio reports as an I/O error on that block (it never gets the data to verify).
   Before E2E_CRC the set cores' FTL (data CRC off) let the bit through and fio's verify caught it;
   the figures in sw/fio/README.md are from then. check_flip_result was checked on a sim_drive
   run of the same two modes (`verify,verify+flip+verify_only`), not yet at this scale.

In `make test`'s tier it skips (58 minutes wall measured on two shared cores); under
CSSD_TIER=regress it runs and fails, never skips, when something it needs is missing. The
scenario runs in a child process with CSSD_CONFIG=sim_scale (cssd_sim.fio_server picks the drive
when it is imported).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_fio import build_engine  # noqa: E402

from cssd_sim import fio_server as fs  # noqa: E402
from cssd_sim import tier  # noqa: E402

CONFIG = "sim_scale"
JOBS = "verify_scale,verify_scale+flip+verify_only"
MIN_IOS = 10_000  # issue 19: fio verify jobs of at least 10,000 I/Os
JOB_TIMEOUT_S = 3 * 3600.0  # wall clock per fio run: the first took 54 minutes on a loaded 2-core machine
CLK_S = 4e-9


def test_fio_scale(tmp_path: Path) -> None:
    if not tier.regress():
        pytest.skip("make regress runs it (CSSD_TIER=regress, `make fio-scale`): an hour or more of simulation")
    build_engine()
    code = ("import sys; from pathlib import Path; sys.path.insert(0, 'tools'); import fio; "
            "r = fio.run_scenario(sys.argv[1], Path(sys.argv[2]), Path(sys.argv[2]) / 'sim.log', "
            "job_timeout_s=float(sys.argv[3])); sys.exit(0 if r else 1)")
    t0 = time.monotonic()
    subprocess.run([sys.executable, "-c", code, JOBS, str(tmp_path), str(JOB_TIMEOUT_S)], cwd=REPO,
                   env={**os.environ, "CSSD_CONFIG": CONFIG}, check=False)
    wall = time.monotonic() - t0
    result = tmp_path / "result.json"
    assert result.exists(), f"the scenario did not finish; see {tmp_path / 'sim.log'}"
    res = json.loads(result.read_text())
    print(f"\n{CONFIG}: {wall:.0f} s wall in all (build cached or not), drive ready after "
          f"{res['boot']['ready_wall_s']:.0f} s wall / {res['boot']['ready_sim_us']:.0f} us simulated; "
          f"{res['cycles']:,} cycles simulated at {res['khz']:.2f} kHz")
    for job in res["jobs"]:
        f = job["fio"] or {}
        print(f"  {job['spec']}: exit {job['rc']}, {f.get('read', 0)} reads + {f.get('write', 0)} writes (fio), "
              f"{job['wall_s']:.0f} s wall, {job['sim_cycles']:,} cycles ({job['sim_us']:.0f} us) simulated, "
              f"sizes {job['sizes']}")
    check_scale_results(res)


def check_scale_results(res: dict) -> None:
    """test_fio_scale's checks on cssd_sim.fio_drive's results (also usable on a saved result.json)."""
    assert res["flash"]["channels"] * res["flash"]["dies"] * res["flash"]["planes"] * res["flash"]["blocks"] \
        * res["flash"]["pages"] * res["flash"]["page_bytes"] >= 2 * 64 << 20, res["flash"]
    assert not res["device_errors"], f"the root port reported device errors: {res['device_errors']}"
    assert len(res["jobs"]) == 2, res["jobs"]
    good, bad = res["jobs"]
    out = Path(good["output"]).read_text()
    f = good["fio"]
    assert good["rc"] == 0 and f, f"fio's verify job failed:\n{out[-4000:]}"
    assert f["errors"] == 0 and good["verify_failures"] == 0, (f, out[-4000:])
    assert f["read"] + f["write"] >= MIN_IOS, f"{f['read']} + {f['write']} I/Os: fewer than {MIN_IOS}"
    assert len(good["sizes"]) >= 4, f"not a mixed-size job: {good['sizes']}"
    for s, c in enumerate(good["counters"]["sets"]):
        assert c["write_cmds"] > 0 and c["read_cmds"] > 0, f"NVM set {s + 1} saw no reads or writes: {c}"
    # Counts exactly; fio's wall-clock IOPS and latency span its write and verify phases differently.
    for what, a, b, agree in fs.agreement(good):
        assert agree or "wall clock" in what, f"{what}: fio says {a:,.3f}, the simulation {b:,.3f}"

    check_flip_result(bad)


def check_flip_result(bad: dict) -> None:
    """The verify-only run after `+flip`: the drive's end-to-end CRC fails the read of the flipped
    block (fio: an I/O error on it), and nothing reaches fio's verify as data."""
    out = Path(bad["output"]).read_text()
    assert bad["corrupted"], "no written block found in the NAND array exactly once: nothing flipped"
    t = bad["corrupted"][0]
    assert t["byte_offset"] - t["block_offset"] >= 512, f"the flipped byte may be in fio's header: {t}"
    assert bad["rc"] != 0, f"fio passed with a flipped bit in the array:\n{out[-4000:]}"
    assert bad["verify_failures"] == 0, f"the flipped bit reached the host as data:\n{out[-4000:]}"
    where = f"io_u error on file ns{t['nsid']}: Input/output error: read offset={t['block_offset']},"
    assert where in out, f"fio failed, but not with an I/O error on the flipped block ({where}):\n{out[-4000:]}"
    assert bad["server"]["write"]["n"] == 0 and bad["counters"]["write_cmds"] == 0, "verify-only wrote"
