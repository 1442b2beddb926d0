"""`make bench`: the 2PM Search on the drive at real NAND timing (issue 22).

cssd_sim on the VCU118 configuration (4 set cores, 8 channels x 4 dies x 2 planes, 16 KiB pages;
2PM Table 1 timing, TIME_SCALE 256), set up as the real-timing bench does
(test_real_timing_bench.precondition_and_mount): REGION_BYTES per set written at 1/256 timing,
power cycle, mount, real timing. Then, in the same run:

1. 128 KiB sequential reads of every set's region, QD 8 per set: the drive's read rate;
2. one Search per set over its region, all four at once, ranges of one page, with a query whose
   keys occur nowhere (every page mismatched: the flash driver reads each page's fragments, the
   dearest case for the firmware);
3. the same with a query taken from one page's bytes (that page matched, the rest not).

Each Search's result is checked against the reference bytes. Reported: bytes per second searched
against the sequential reads and the flash's read limit of the same run, and the set cores' busy
cycles per page (mailbox counters). Writes build/bench/pm2_search.json."""

from __future__ import annotations

import asyncio
import json
import os
import random
from pathlib import Path

import pytest

from cssd_sim import pm2
from test_real_timing_bench import (CONFIG, LBA, REAL_SCALE, SEQ_BYTES, SEQ_QD_PER_SET, SETS, _Drive, _set_delta,
                                    _slope, closed_loop, precondition_and_mount, run_bench)

REPO = Path(__file__).resolve().parents[2]
REGION_BYTES = 2 << 20  # per set


async def _searches(drive: _Drive, keys: list[bytes], page: int) -> dict:
    """One Search per set over its region at once, ranges of one page: the span and the results."""
    shift = (page // LBA).bit_length() - 1

    async def one(nsid: int) -> tuple[float, float, list]:
        qp = drive.qps[nsid]
        await qp.load_search_query(nsid, keys, query=0)
        t0 = drive.now()
        cpl, res = await qp.search(nsid, 0, REGION_BYTES // LBA, range_shift=shift, query=0)
        t1 = drive.now()
        want = [pm2.matches(bytes(drive.ref[nsid][a:a + page]), keys) for a in range(0, REGION_BYTES, page)]
        assert [m for m, _ in res] == want, f"ns {nsid}: the Search's ranges differ from the reference"
        assert cpl.dw0 == sum(want)
        return t0, t1, res

    mb0 = await drive.settle()
    runs = await asyncio.gather(*(one(n) for n in drive.qps))
    mb1 = await drive.settle()
    t0, t1 = min(r[0] for r in runs), max(r[1] for r in runs)
    pages = SETS * REGION_BYTES // page
    sets = _set_delta(mb0, mb1)
    return {"keys": [len(k) for k in keys], "span_s": t1 - t0, "bytes_per_s": SETS * REGION_BYTES / (t1 - t0),
            "per_set_s": [r[1] - r[0] for r in runs], "pages": pages,
            "matched": sum(m for r in runs for m, _ in r[2]), "by_firmware": sum(f for r in runs for _, f in r[2]),
            "busy_cycles_per_page": sum(s["busy_cycles"] for s in sets) / pages, "sets": sets}


async def _bench(system, rng: random.Random) -> dict:
    chan = system.chan
    drive = _Drive(system, {s + 1: bytearray(REGION_BYTES) for s in range(SETS)})
    fill_s, limits = await precondition_and_mount(system, drive, rng, REGION_BYTES, 2 * SEQ_QD_PER_SET, "search")
    page = limits["page_bytes"]
    res = {"config": CONFIG, "set_cores": SETS, "lba_bytes": LBA, "region_bytes_per_set": REGION_BYTES,
           "time_scale": REAL_SCALE, "flash": limits, "precondition_sim_s": fill_s}

    # 1. the same regions read sequentially: what the drive reads in the same run
    print("[search] sequential reads", flush=True)
    done = {n: [] for n in drive.qps}
    t0 = drive.now()
    await asyncio.gather(*(closed_loop(drive, n, SEQ_QD_PER_SET, list(range(0, REGION_BYTES, SEQ_BYTES)),
                                        SEQ_BYTES, done[n]) for n in drive.qps))
    span = drive.now() - t0
    ends = [b for v in done.values() for _, b in v]
    res["seq_read"] = {"qd": SETS * SEQ_QD_PER_SET, "span_s": span, "bytes_per_s_mean": len(ends) * SEQ_BYTES / span,
                       "bytes_per_s": _slope(ends, SETS * SEQ_QD_PER_SET) * SEQ_BYTES}

    # 2. keys that occur nowhere; 3. keys from one page of set 1
    print("[search] Searches", flush=True)
    res["search_none"] = await _searches(drive, [rng.randbytes(8), rng.randbytes(8)], page)
    at = 5 * page + 1000
    hit = [bytes(drive.ref[1][at:at + 12]), bytes(drive.ref[1][at + 3000:at + 3016])]
    res["search_hit"] = await _searches(drive, hit, page)
    assert not chan.errors, chan.errors
    return res


def test_search_bench(tmp_path):
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    res = run_bench(_bench, 22, tmp_path)
    out = REPO / "build" / "bench" / "pm2_search.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, indent=1))
    lim = res["flash"]["read_bytes_per_s"]
    print(f"\nflash read limit {lim / 1e9:.2f} GB/s; sequential reads {res['seq_read']['bytes_per_s'] / 1e9:.2f} GB/s")
    for k in ("search_none", "search_hit"):
        s = res[k]
        print(f"{k}: {s['bytes_per_s'] / 1e9:.3f} GB/s ({s['bytes_per_s'] / lim:.1%} of the flash, "
              f"{s['bytes_per_s'] / res['seq_read']['bytes_per_s']:.1%} of the reads), "
              f"{s['busy_cycles_per_page']:,.0f} set-core cycles a page, {s['matched']} matched")
