"""accel_cluster: INSIDER's data plane with RTL bench programs in its slots (accel_cluster_tb),
the rest of the drive played by `cssd_sim.accel_tb`.

- Pass-through at full rate: normal reads mixed with three busy slots whose programs are slower
  than the drive. The read data never waits (the credit bound keeps every slot FIFO from
  filling), the normal reads leave in order and unchanged, every program's output is its input.
- Reload in the middle of work: slot 2 is reloaded (decouple, drain, a new program, couple)
  while slots 1 and 3 stream. Slots 1 and 3 lose and corrupt nothing; slot 2 runs its new
  program on a new file; the data of its old file still in flight is dropped, not delivered.
- Fair sharing (INSIDER section 5.3, scaled): three programs whose rates together exceed the
  drive's bandwidth share it; each gets its max-min fair share within 5%.
"""

from __future__ import annotations

import os
from pathlib import Path

import cocotb
import pytest

from cssd_sim.accel_tb import Tb
from cssd_sim.cocotb_run import REPO, rtl_files, run
from cssd_sim.tb_random import make_rng

PROG_EMPTY, PROG_PACE, PROG_SUM = 0, 1, 2


def pace_out(flits: list[tuple[int, int]]) -> list[tuple[int, int, int]]:
    return [(data, length, int(i == len(flits) - 1)) for i, (data, length) in enumerate(flits)]


def sum_out(flits: list[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """accel_prog_sum's one flit: {sum of the file's 32-bit words (bytes past len are zero),
    the file's bytes}."""
    raw = b"".join(data.to_bytes(length, "little") + bytes(-length % 4) for data, length in flits)
    total = sum(int.from_bytes(raw[i:i + 4], "little") for i in range(0, len(raw), 4))
    nbytes = sum(length for _, length in flits)
    return [((total % (1 << 64)) << 64 | nbytes, 16, 1)]


@cocotb.test()
async def pass_through_at_full_rate(dut) -> None:
    """Normal reads beside three busy slots slower than the drive: the read data never waits."""
    rng = make_rng(dut)
    tb = Tb(dut, rng, gap=1, queue=12)
    await tb.start()
    files = {}
    for s in range(1, tb.n):
        tb.prog[s] = PROG_PACE
        files[s] = tb.flits(6 * tb.req_flits + 3, tail=rng.randint(1, tb.flit_bytes))
        tb.open_file(s, files[s], [6 + 2 * s])  # 8, 10, 12 cycles a flit: each far slower than the drive
    for _ in range(60):
        tb.normal_read(rng.choice([1, 4, tb.req_flits]))
    want_out = {s: pace_out(files[s]) for s in files}
    await tb.run_until(lambda: all(len(tb.stats.out[s]) >= len(want_out[s]) for s in files)
                       and len(tb.stats.normal) >= len(tb.expect_normal), 40_000)
    assert tb.stats.rd_stalls == 0, f"the read data waited {tb.stats.rd_stalls} cycles"
    # The bound was what held the slots back (a slot out of credit had R requests outstanding).
    assert any(c == 0 for c in tb.min_credit[1:]), f"no slot ran out of credit: {tb.min_credit}"
    assert tb.stats.normal == tb.expect_normal, "normal reads through slot 0 differ"
    for s in files:
        assert tb.stats.out[s] == want_out[s], f"slot {s}: output differs from its input"
    assert int(dut.stat_dropped_o.value) == 0 and int(dut.stat_credit_err_o.value) == 0


@cocotb.test()
async def reload_in_the_middle_of_work(dut) -> None:
    """Slot 2 reloaded while slots 1 and 3 stream: nothing of 1 and 3 lost or changed; slot 2
    comes back with its new program."""
    rng = make_rng(dut)
    tb = Tb(dut, rng, gap=1, queue=8)
    await tb.start()
    if tb.n < 4:
        dut._log.info("fewer than 3 accelerator slots: the reload is checked on slot 1 alone")
    target = 2 if tb.n >= 4 else 1
    others = [s for s in range(1, tb.n) if s != target]
    files = {}
    for s in range(1, tb.n):
        tb.prog[s] = PROG_PACE
        files[s] = tb.flits(12 * tb.req_flits, tail=rng.randint(1, tb.flit_bytes))
        tb.open_file(s, files[s], [2])
    # Let every slot get going, then reload the target in the middle of its file.
    await tb.run_until(lambda: len(tb.stats.out[target]) >= 3 * tb.req_flits, 20_000)
    dropped_before = int(dut.stat_dropped_o.value)
    tb.decouple |= 1 << target
    await tb.run_until(lambda: int(dut.drained_o.value) >> target & 1, 2_000)
    old_out = list(tb.stats.out[target])
    assert old_out == pace_out(files[target])[:len(old_out)], "slot 2's old output was corrupted"
    assert len(old_out) < len(files[target]), "the reload came after slot 2's file had finished"
    tb.prog[target] = PROG_SUM
    for _ in range(3):
        await tb.step()
    tb.decouple &= ~(1 << target)
    await tb.step()
    await tb.step()
    new_file = tb.flits(5 * tb.req_flits + 1, tail=rng.randint(1, tb.flit_bytes))
    tb.open_file(target, new_file, [])
    await tb.run_until(lambda: len(tb.stats.out[target]) > len(old_out)
                       and all(len(tb.stats.out[s]) >= len(files[s]) for s in others), 60_000)
    for _ in range(200):
        await tb.step()
    for s in others:
        assert tb.stats.out[s] == pace_out(files[s]), f"slot {s} lost or changed data across slot {target}'s reload"
    assert tb.stats.out[target][len(old_out):] == sum_out(new_file), "slot 2's new program's output"
    assert tb.stats.rd_stalls == 0
    assert int(dut.stat_credit_err_o.value) == 0
    dut._log.info("flits dropped for the reloaded slot: %d", int(dut.stat_dropped_o.value) - dropped_before)


@cocotb.test()
async def fair_share(dut) -> None:
    """Three programs at 1/2, 1/3 and 1/10 flit a cycle on a drive of 1/2 flit a cycle: max-min
    fair shares 0.2, 0.2 and 0.1, each within 5%."""
    rng = make_rng(dut)
    assert int(dut.NumSlots.value) >= 4, "the sharing experiment needs three accelerator slots"
    tb = Tb(dut, rng, gap=2, queue=8)
    await tb.start()
    intervals = {1: 2, 2: 3, 3: 10}
    drive = 1 / tb.gap
    demand = {s: 1 / iv for s, iv in intervals.items()}
    share = max_min(drive, demand)
    n_flits = 4000
    for s in range(1, 4):
        tb.prog[s] = PROG_PACE
        tb.open_file(s, tb.flits(n_flits), [intervals[s]])
    window = (1_000, 3_000)
    await tb.run_until(lambda: tb.cycle >= window[1], window[1] + 10)
    rates = {s: sum(window[0] <= c < window[1] for c in tb.stats.out_cycles[s]) / (window[1] - window[0])
             for s in intervals}
    dut._log.info("drive %.3f flit/cycle; rates %s; max-min shares %s", drive,
                  {s: round(r, 4) for s, r in rates.items()}, {s: round(r, 4) for s, r in share.items()})
    for s in intervals:
        assert abs(rates[s] - share[s]) <= 0.05 * share[s], f"slot {s}: {rates[s]:.4f} flit/cycle, fair share {share[s]:.4f}"
    assert tb.stats.rd_stalls == 0


def max_min(drive: float, demand: dict[int, float]) -> dict[int, float]:
    """Max-min fair shares of `drive` among `demand` (progressive filling)."""
    share, left, todo = {}, drive, dict(demand)
    while todo:
        even = left / len(todo)
        low = {s: r for s, r in todo.items() if r <= even}
        if not low:
            share.update({s: even for s in todo})
            break
        for s, r in low.items():
            share[s] = r
            left -= r
            del todo[s]
    return share


BENCH_WINDOW = 250  # cycles per point of the rate plot


@cocotb.test()
async def sharing_bench(dut) -> None:
    """`make bench`: INSIDER's Figure 11 scaled to this bench's drive. Three programs start one
    after the other (slot 1 alone, then 1 and 2, then all three, then 2 and 3 after slot 1's file
    ends); each phase's measured rates against its max-min fair shares. Then one program alone at
    full rate against normal reads through slot 0 on the same drive."""
    rng = make_rng(dut)
    tb = Tb(dut, rng, gap=2, queue=8)
    await tb.start()
    intervals = {1: 2, 2: 3, 3: 10}
    drive = 1 / tb.gap
    starts = {1: 0, 2: 3000, 3: 6000}
    sizes = {1: 3000, 2: 10_000, 3: 10_000}
    end = 14_000
    for s in intervals:
        tb.prog[s] = PROG_PACE
    opened = set()
    while tb.cycle < end:
        for s, t in starts.items():
            if s not in opened and tb.cycle >= t:
                tb.open_file(s, tb.flits(sizes[s]), [intervals[s]])
                opened.add(s)
        await tb.step()
    finish1 = tb.stats.out_cycles[1][-1] if len(tb.stats.out[1]) == sizes[1] else end
    bounds = [("1 alone", 500, 3000, [1]), ("1 and 2", 3500, 6000, [1, 2]),
              ("1, 2 and 3", 6500, min(finish1, end), [1, 2, 3]), ("2 and 3", finish1 + 500, end, [2, 3])]
    phases = []
    for name, lo, hi, active in bounds:
        if hi - lo < 1000:
            continue
        share = max_min(drive, {s: 1 / intervals[s] for s in active})
        rates = {s: sum(lo <= c < hi for c in tb.stats.out_cycles[s]) / (hi - lo) for s in active}
        phases.append({"phase": name, "from": lo, "to": hi,
                       "slots": {str(s): {"rate": rates[s], "share": share[s], "demand": 1 / intervals[s]}
                                 for s in active}})
    series = {str(s): [sum(w <= c < w + BENCH_WINDOW for c in tb.stats.out_cycles[s]) / BENCH_WINDOW
                       for w in range(0, end, BENCH_WINDOW)] for s in intervals}
    # One program alone at a flit a cycle, then the same number of flits as normal reads (slot 0),
    # on the same drive. Slots 2 and 3 are stopped first (a reload drops their work).
    tb.decouple |= 0b1100
    await tb.run_until(lambda: (int(dut.drained_o.value) & 0b1100) == 0b1100 and not tb.flash and not tb.sif, 5_000)
    n = 2000
    tb.open_file(1, tb.flits(n), [1])
    t0, out0 = tb.cycle, len(tb.stats.out[1])
    await tb.run_until(lambda: len(tb.stats.out[1]) >= out0 + n, 20 * n)
    alone = n / (tb.stats.out_cycles[1][-1] - t0)
    for _ in range(n // tb.req_flits):
        tb.normal_read(tb.req_flits)
    t0, got0 = tb.cycle, len(tb.stats.normal)
    await tb.run_until(lambda: len(tb.stats.normal) >= got0 + n, 20 * n)
    passthru = n / (tb.cycle - t0)
    tb.decouple = 0
    import json
    from datetime import datetime, timezone
    out = Path(os.environ["CSSD_BENCH_OUT"])
    out.write_text(json.dumps({
        "simulator": "cocotb + Icarus: accel_cluster RTL with accel_prog_pace programs; the drive is the bench's "
                     "Python model",
        "measured_utc": f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M}",
        "drive": {"flits_per_cycle": drive, "latency_cycles": tb.latency, "queue_requests": tb.queue,
                  "request_flits": tb.req_flits, "credits": int(dut.ResetCredits.value),
                  "flit_bytes": tb.flit_bytes},
        "intervals": {str(s): iv for s, iv in intervals.items()}, "starts": {str(s): t for s, t in starts.items()},
        "sizes": {str(s): n for s, n in sizes.items()}, "phases": phases, "window": BENCH_WINDOW, "series": series,
        "alone": {"program_flits_per_cycle": alone, "pass_through_flits_per_cycle": passthru},
        "rd_stalls": tb.stats.rd_stalls}, indent=1))
    for ph in phases:
        for s, r in ph["slots"].items():
            assert abs(r["rate"] - r["share"]) <= 0.05 * r["share"], (ph["phase"], s, r)


# The default cluster (3 accelerator slots, 64-byte flits) at 8-flit requests, and one
# accelerator slot at 16-byte flits with R = 2.
SOURCES = [*rtl_files("common/common_fifo_sync.sv", "common/common_skid_buffer.sv", "common/common_rr_arb.sv",
                      "accel/accel_*.sv", "accel/prog/*.sv"), Path(__file__).parent / "accel_rp_bank.sv",
           Path(__file__).parent / "accel_cluster_tb.sv"]
SWEEP = [dict(NumSlots=4, DataW=512, ReqFlits=8, ResetCredits=4),
         dict(NumSlots=2, DataW=128, ReqFlits=4, ResetCredits=2)]


@pytest.mark.parametrize("params", SWEEP, ids=lambda p: f"{p['NumSlots']}slots-{p['DataW']}b")
def test_accel_cluster(params: dict) -> None:
    # The sharing experiment needs three accelerator slots.
    tests = ["pass_through_at_full_rate", "reload_in_the_middle_of_work"] + (["fair_share"] if params["NumSlots"] >= 4 else [])
    run(test_file=__file__, toplevel="accel_cluster_tb",
        sources=SOURCES, parameters=params, testcase=tests)


def test_accel_cluster_bench() -> None:
    """`make bench` (CSSD_BENCH=1): the sharing experiment over time and one program alone
    (build/bench/accel_share.json)."""
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    out = REPO / "build" / "bench" / "accel_share.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    run(test_file=__file__, toplevel="accel_cluster_tb", sources=SOURCES, parameters=SWEEP[0],
        testcase="sharing_bench", extra_env={"CSSD_BENCH_OUT": str(out)})
