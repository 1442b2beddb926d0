"""`make bench`: DC-Store's isolation experiment at real NAND timing (issue 21, "Isolation").

One tenant runs 4 KiB random reads on NVM set 1 while other tenants write bursts of 128 KiB;
the reads' latency distribution is compared with the same reads alone. DC-Store (section 4)
claims that with NVM sets the reader's tail does not move, and reports 4.5x without them.

cssd_sim on the VCU118 configuration (4 set cores, the management core, 8 channels x 4 dies x
2 planes, 16 KiB pages; each set owns 2 channels), the host driver on the C++ root port, flash
at 2PM Table 1 timing (TIME_SCALE 256: tR 50 us, tPROG 700 us). The run, in simulated time:
1. boot at 1/256 timing, write REGION_BYTES into every set's namespace, Flush, power cycle (the
   caches start empty: every read below comes from flash), mount, TIME_SCALE 256;
2. **alone**: the reader, READ_QD deep, READS random 4 KiB reads over its region;
3. **sets**: the same reads (same offsets) while sets 2, 3 and 4 each run a writer: bursts of
   BURST 128 KiB writes at once, WRITE_GAP_S apart, into their own namespaces;
4. **shared**: the same reads while the write load a drive without NVM sets would put on set 1's
   channels goes to set 1 itself: a writer on set 1's namespace (outside the reader's region)
   with bursts of SHARED_BURST = 3 x BURST x 2 / 8 writes (three writers' bytes spread over 8
   channels, of which set 1 has 2). This is not a drive built as one set over all channels (no
   such configuration is built here); it puts the same bytes per channel, and one core's work,
   under the reader.
Then DC-Store's baseline itself, on a second drive built as one NVM set over all channels
(`vcu118_one_set`: one set core, the same 8 channels x 4 dies x 2 planes, pages and timing; 8
blocks per plane): its namespace preconditioned over ONE_SET_WRITERS + 1 regions, then
5. **one set, alone**: the same reads on its first region;
6. **one set, shared**: the same reads while ONE_SET_WRITERS writers (the sets phase's: BURST
   128 KiB writes a burst, WRITE_GAP_S apart) write the other regions of the same namespace. The
   one set core serves everything, as the one FTL of a drive without sets does, and the FTL
   stripes every region over all channels.
Every read is compared with what was written. The writers stop when the reader is done; their
throughput is reported so the load is seen to be real. No read is issued PHASE_S after a phase's
first: the shared phase's reads take milliseconds, and at a few kHz of simulation its 300 reads
would take an hour of wall time, so it reports fewer (the report says how many).

Writes build/bench/isolation.json."""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
from pathlib import Path

import pytest

from cssd_config import CONFIGS
from cssd_sim import flash_timing
from cssd_sim.native_bench import NativeSystem

from test_real_timing_bench import (CONFIG, LBA, REAL_SCALE, _Drive, closed_loop, precondition_and_mount,
                                    run_bench)

REPO = Path(__file__).resolve().parents[2]
CFG = CONFIGS[CONFIG]
SETS = CFG.set_cores
READER = 1                      # the reader's NVM set (= namespace)
REGION_BYTES = 2 << 20          # preconditioned per set; the reader reads inside it
WRITE_BYTES = 128 << 10
READ_QD = 4
READS = 300                     # per phase: p99 is the 3rd largest
PHASE_S = 12e-3                 # no read is issued after this much simulated time in a phase
BURST = 8                       # 128 KiB writes per burst, per writer (sets)
SHARED_BURST = (SETS - 1) * BURST * 2 // 8
WRITE_GAP_S = 300e-6
ONE_SET_CONFIG = "vcu118_one_set"
ONE_SET_WRITERS = SETS - 1      # the tenants the sets phase gives their own sets


def _pct(v: list[float], q: float) -> float:
    s = sorted(v)
    return s[min(len(s) - 1, int(len(s) * q))]


async def _reader(drive: _Drive, offsets: list[int]) -> list[float]:
    """The reads at READ_QD, latencies in us; none is issued PHASE_S after the first (the shared
    phase's reads take milliseconds each, and the simulator runs at a few kHz)."""
    times: list[tuple[float, float]] = []
    await closed_loop(drive, READER, READ_QD, offsets, LBA, times, until=drive.now() + PHASE_S)
    return [(b - a) * 1e6 for a, b in times]


async def _writer(drive: _Drive, nsid: int, base: int, span: int, burst: int, stop: asyncio.Event,
                  rng: random.Random, out: dict) -> None:
    """Bursts of `burst` 128 KiB writes at once into [base, base + span) of `nsid`, WRITE_GAP_S
    apart, until `stop`; counts the bytes and the time they took."""
    t0, off = drive.now(), 0
    while not stop.is_set():
        offs = [base + (off + i * WRITE_BYTES) % span for i in range(burst)]
        off = (off + burst * WRITE_BYTES) % span
        await asyncio.gather(*(drive.write(nsid, o, rng.randbytes(WRITE_BYTES)) for o in offs))
        out["bytes"] = out.get("bytes", 0) + burst * WRITE_BYTES
        out["bursts"] = out.get("bursts", 0) + 1
        try:
            await asyncio.wait_for(stop.wait(), WRITE_GAP_S)
        except asyncio.TimeoutError:
            pass
    out["span_s"] = drive.now() - t0


async def _phase(drive: _Drive, offsets: list[int], writers: list[tuple[int, int, int, int]],
                 rng: random.Random) -> dict:
    stop = asyncio.Event()
    outs = [{"nsid": w[0]} for w in writers]
    tasks = [asyncio.ensure_future(_writer(drive, nsid, base, span, burst, stop, rng, o))
             for (nsid, base, span, burst), o in zip(writers, outs)]
    if writers:  # let the first bursts land before the reads start
        await asyncio.sleep(2 * WRITE_GAP_S)
    t0 = drive.now()
    lat = await _reader(drive, offsets)
    span = drive.now() - t0
    stop.set()
    await asyncio.gather(*tasks)
    for o in outs:
        o["bytes_per_s"] = o.get("bytes", 0) / o["span_s"] if o.get("span_s") else 0.0
    return {"reads": len(lat), "span_s": span, "lat_us": lat, "p50_us": _pct(lat, 0.5),
            "p99_us": _pct(lat, 0.99), "max_us": max(lat), "mean_us": statistics.fmean(lat), "writers": outs}


async def _bench(system: NativeSystem, rng: random.Random) -> dict:
    # The reader's namespace also holds the shared writer's area, above the reader's region.
    ref = {s + 1: bytearray(2 * REGION_BYTES if s + 1 == READER else REGION_BYTES) for s in range(SETS)}
    drive = _Drive(system, ref)
    fill_s, limits = await precondition_and_mount(system, drive, rng, REGION_BYTES,
                                                  READ_QD + max(BURST, SHARED_BURST) + 1, "isolation")
    limits["t_prog"] = flash_timing.effective(await system.flash.rd("T_PROG") & 0xFFFFFFFF, REAL_SCALE)
    res = {"config": CONFIG, "rocket": CFG.rocket, "set_cores": SETS, "lba_bytes": LBA,
           "region_bytes_per_set": REGION_BYTES, "read_qd": READ_QD, "write_bytes": WRITE_BYTES, "burst": BURST,
           "shared_burst": SHARED_BURST, "write_gap_s": WRITE_GAP_S, "phase_s": PHASE_S,
           "precondition_sim_s": fill_s, "flash": limits}
    offsets = [rng.randrange(REGION_BYTES // LBA) * LBA for _ in range(READS)]
    others = [n for n in drive.qps if n != READER]
    phases = {
        "alone": [],
        "sets": [(n, 0, REGION_BYTES, BURST) for n in others],
        "shared": [(READER, REGION_BYTES, REGION_BYTES, SHARED_BURST)],
    }
    for name, writers in phases.items():
        print(f"[isolation] phase {name}: {READS} reads at QD {READ_QD} on set {READER}, "
              f"{len(writers)} writer(s)", flush=True)
        res[name] = await _phase(drive, offsets, writers, rng)
        r = res[name]
        print(f"[isolation] {name}: p50 {r['p50_us']:.1f} us, p99 {r['p99_us']:.1f} us, max {r['max_us']:.1f} us; "
              f"writers {[round(w['bytes_per_s'] / 1e6) for w in r['writers']]} MB/s", flush=True)
    assert not system.chan.errors, system.chan.errors
    return res


async def _bench_one_set(system: NativeSystem, rng: random.Random) -> dict:
    regions = ONE_SET_WRITERS + 1
    drive = _Drive(system, {READER: bytearray(regions * REGION_BYTES)})
    fill_s, limits = await precondition_and_mount(system, drive, rng, regions * REGION_BYTES,
                                                  READ_QD + ONE_SET_WRITERS * BURST + 1, "isolation, one set")
    cfg = CONFIGS[ONE_SET_CONFIG]
    res = {"config": ONE_SET_CONFIG, "rocket": cfg.rocket, "set_cores": cfg.set_cores, "writers": ONE_SET_WRITERS,
           "precondition_sim_s": fill_s, "flash": limits}
    offsets = [rng.randrange(REGION_BYTES // LBA) * LBA for _ in range(READS)]
    phases = {"alone": [],
              "shared": [(READER, (w + 1) * REGION_BYTES, REGION_BYTES, BURST) for w in range(ONE_SET_WRITERS)]}
    for name, writers in phases.items():
        print(f"[isolation] one set, {name}: {READS} reads at QD {READ_QD}, {len(writers)} writer(s)", flush=True)
        res[name] = await _phase(drive, offsets, writers, rng)
        r = res[name]
        print(f"[isolation] one set, {name}: p50 {r['p50_us']:.1f} us, p99 {r['p99_us']:.1f} us, "
              f"max {r['max_us']:.1f} us; writers {[round(w['bytes_per_s'] / 1e6) for w in r['writers']]} MB/s",
              flush=True)
    assert not system.chan.errors, system.chan.errors
    return res


def test_isolation_bench(tmp_path):
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    res = run_bench(_bench, 2, tmp_path)
    res["one_set"] = run_bench(_bench_one_set, 2, tmp_path / "one_set", config=ONE_SET_CONFIG)
    assert res["one_set"]["alone"]["reads"] == READS, res["one_set"]["alone"]["reads"]
    assert res["one_set"]["shared"]["reads"] >= 2 * READ_QD, res["one_set"]["shared"]["reads"]
    assert all(w["bytes"] > 0 for w in res["one_set"]["shared"]["writers"]), res["one_set"]["shared"]
    # The reader's phases alone and beside the other sets' writers read every offset; the
    # shared phase reads as many as its time allows (said in the report).
    for name in ("alone", "sets"):
        assert res[name]["reads"] == READS, (name, res[name]["reads"])
    assert res["shared"]["reads"] >= 2 * READ_QD, res["shared"]["reads"]
    # Each writer moved data while the reader ran: the load was real.
    assert all(w["bytes"] > 0 for name in ("sets", "shared") for w in res[name]["writers"]), res
    out = REPO / "build" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "isolation.json").write_text(json.dumps(res, indent=1))
    print(json.dumps({k: ({kk: vv for kk, vv in v.items() if kk != "lat_us"} if isinstance(v, dict) else v)
                      for k, v in res.items()}, indent=1, default=str))
