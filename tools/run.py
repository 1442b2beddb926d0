#!/usr/bin/env python3
"""`make run`: build the simulated drive (cssd_sim: the whole controller with the Rocket cores
running the firmware, Verilator, sim/native/), run the default workload
(sim/lib/cssd_sim/default_scenario.py) through the host channel, print a summary with progress
on the way."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
from cssd_config import CONFIGS  # noqa: E402
from cssd_nvme.sim_transport import HostChannel, SimBar, sim_controller  # noqa: E402
from cssd_regs.bar0.reg_model import RegModel as Bar0Map  # noqa: E402
from cssd_sim import boot_config, default_scenario, native  # noqa: E402
from cssd_sim import set_mailbox as smb  # noqa: E402
from cssd_sim.native_bench import NativeSystem  # noqa: E402
from peakrdl_python.lib import AsyncCallbackSet  # noqa: E402


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short=8", "HEAD"], cwd=REPO, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return "unknown"


# The drive `make run` simulates (config/cssd.toml; default_scenario.CONFIG says which and why).
DRIVE_CONFIG = default_scenario.CONFIG
HOST_MEM = 8 << 20
MPS_CODE, MRRS_CODE = 0, 2  # 128 B / 512 B: what a typical root complex enumerates
PS = 1e-12
BOOT_LIMIT_PS = 20_000_000_000  # 20 ms: a few times the longest boot measured (format of sim_scale)


def follow(log: Path, stop: threading.Event, marker: str = "[progress]", prefix: str = "[run]") -> None:
    """Print the scenario's `marker` lines (after `prefix`) while a simulation writes its log
    (tools/fio.py's fio output)."""
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


async def _scenario(chan: HostChannel, seed: int, wall0: float, boot_ps: int) -> dict:
    """The default scenario on cssd_sim, with what the summary shows beside it: the controller's
    identification registers (BAR0) and the link settings the driver's transport programmed."""
    loop = asyncio.get_running_loop()

    def progress(msg: str) -> None:
        print(f"[run] {time.monotonic() - wall0:6.0f} s wall, {loop.time() * 1e6:8.0f} us simulated: {msg}", flush=True)

    system = NativeSystem(chan)
    bar = SimBar(chan)

    async def rd(addr: int, width: int, accesswidth: int) -> int:
        return await bar.read32(addr)

    async def wr(addr: int, width: int, accesswidth: int, data: int) -> None:
        await bar.write32(addr, data)
    regs = Bar0Map(callbacks=AsyncCallbackSet(read_callback=rd, write_callback=wr)).ctrl
    ident = {"magic": await regs.ID.MAGIC.read(), "version": await regs.VERSION.read_fields(),
             "build_id": await regs.BUILD_ID.read(), "features": await regs.FEATURES.read_fields()}
    res = await default_scenario.run(
        sim_controller(chan, mps_code=MPS_CODE, mrrs_code=MRRS_CODE), seed=seed, progress=progress, now_ns=lambda: loop.time() * 1e9,
        mailboxes=system.mailboxes,
        settle=lambda: asyncio.sleep(2000 * native.CLK_PERIOD_PS * PS))
    return {**ident, **res, "link": f"MPS {128 << MPS_CODE} B, MRRS {128 << MRRS_CODE} B, RCB 64 B",
            "boot_cycles": boot_ps // native.CLK_PERIOD_PS, "cores": system.set_cores,
            "sim_time_us": loop.time() * 1e6, "cycles_at_end": int(loop.time() / (native.CLK_PERIOD_PS * PS))}


def main() -> int:
    out_dir = REPO / "build" / "run"
    out_dir.mkdir(parents=True, exist_ok=True)
    result_file = out_dir / "summary.json"
    result_file.unlink(missing_ok=True)
    seed = int(os.environ.get("SEED", "1"))
    cfg = CONFIGS[DRIVE_CONFIG]
    print(f"[run] building cssd_sim for {DRIVE_CONFIG} ({cfg.set_cores} Rocket set cores and the management core, "
          f"{cfg.channels} channels; Verilator, cached in build/native/{DRIVE_CONFIG}) and the firmware", flush=True)
    t0 = time.monotonic()
    native.build(DRIVE_CONFIG)
    t_built = time.monotonic()
    print(f"[run] built in {t_built - t0:.0f} s; booting (consoles: build/run/console/)", flush=True)
    bc = boot_config.to_bytes(set_cores=cfg.set_cores, set_flags=smb.CFG_FORMAT_IF_BLANK,
                              time_scale=default_scenario.TIME_SCALE, namespaces=default_scenario.namespaces())
    failure = r = stats = None
    # Hang bounds from the workload's own (it scales with the geometry): boot, then the scenario.
    sim_s = default_scenario.sim_seconds_limit()
    max_cycles = int((sim_s + BOOT_LIMIT_PS * PS) / (native.CLK_PERIOD_PS * PS))
    with native.launch(DRIVE_CONFIG, host_mem_bytes=HOST_MEM, boot_config=bc, console_dir=out_dir / "console",
                       max_cycles=max_cycles) as sim:
        boot = sim.client
        boot.hello()
        late = boot.wait_sets_ready(cfg.set_cores, limit_ps=BOOT_LIMIT_PS)
        if late is not None:
            print(f"[run] set core {late} not ready after {boot.now_ps / 1e6:.0f} us: {boot.console}")
            return 1
        boot_ps = boot.now_ps
        print(f"[run] {time.monotonic() - t_built:6.0f} s wall, {boot_ps / 1e6:8.0f} us simulated: set cores ready",
              flush=True)
        chan = HostChannel(boot.sock, str(sim.host_mem_path))
        try:
            r = chan.run(_scenario(chan, seed, t_built, boot_ps), max_sim_seconds=sim_s)
        except Exception as exc:  # noqa: BLE001  the summary says what failed; the exit status too
            failure = exc
        device_errors = [str(e) for e in chan.errors]
        stats = chan.close()
    wall = time.monotonic() - t0
    if r is None:
        print(f"[run] scenario did not finish: {failure!r}")
        return 1
    r.update(wall_s=time.monotonic() - t_built, commit=commit(), device_errors=device_errors,
             flash={"channels": cfg.channels, "dies": cfg.dies, "planes": cfg.planes, "blocks": cfg.blocks,
                    "pages": cfg.pages, "page_bytes": cfg.page_bytes, "time_scale": default_scenario.TIME_SCALE})
    if stats is not None:
        r["sim_wall_s"] = stats.wall_seconds
    result_file.write_text(json.dumps(r, indent=1))
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
                       f"build id {r['build_id']:08x} (cssd_sim leaves it 0: one model serves every commit), commit "
                       f"{r['commit']}; {r['identify']['model']} SN {r['identify']['serial']}"),
        ("PCIe (cssd_sim root port)", r["link"]),
        ("blocks present", ", ".join(feats)),
        ("flash", f"{f['channels']} ch x {f['dies']} dies x {f['planes']} planes x {f['blocks']} blocks x "
                  f"{f['pages']} pages of {f['page_bytes'] // 1024} KiB; 2PM Table 1 timing at 1/{256 // f['time_scale']} "
                  "(simulated times below are that fast)"),
        ("firmware", f"{r['cores']} Rocket set cores (firmware/app/set_main.c) + the management core "
                     f"(firmware/app/mgmt_main.c: admin commands); boot to ready "
                     f"{r['boot_cycles']:,.0f} cycles; " + per_set(lambda s: f"{s['capacity_pages']} logical pages")),
        ("fill", rate("fill")),
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
    gc_everywhere = all(s["gc_runs"] > 0 for s in sets)
    if not gc_everywhere:
        print(f"  GC did not run on every set within {default_scenario.max_gc_rounds()} rounds "
              f"of {default_scenario.ROUND_WRITES} writes per namespace")
    for e in r["device_errors"]:
        print(f"  root port reported: {e}")
    if failure is not None:
        print(f"  the scenario failed: {failure!r}")
    ok = (failure is None and r["mismatched_bytes"] == 0 and r["errors"] == 0 and gc_everywhere
          and not r["device_errors"] and r["magic"] == 0x43535344)
    print(f"\nresult: {'PASS' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    os.chdir(REPO)
    sys.exit(main())
