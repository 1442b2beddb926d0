"""2PM's scheduling policies on the behavioural array model (cssd_sim.pm2_eval).

`make test` runs a small workload under every policy and checks the evaluator itself: every
request finishes under every policy, no page finishes sooner than a read and a transfer, the
policies without reordering never reorder and the ones with it do, and with reordering off the
arrival order is kept per die; then the background work, the closed loop and the groups (below).
`make bench` (CSSD_BENCH=1) runs the comparison at three loads, on eight workloads shaped like the
paper's Figure 8 and over Figure 12's three knobs, and writes build/bench/pm2_sched.json for
docs/bench/README.md.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cssd_sim import pm2_eval

REPO = Path(__file__).resolve().parents[3]
BENCH_LOADS = (0.5, 0.7, 0.85)
BENCH_REQUESTS = 4000
# Shaped like the paper's Figure 8 (its 16 MSR-derived mixes, read from the figure's categories,
# not its exact values): shares of the page operations that are migrations and writes (the rest
# are the search requests' reads), and the share of key requests. A program holds its die for
# tPROG, 13 reads' worth, so a few percent of writes already put most of the die time in programs.
FIGURE8_WORKLOADS = (
    ("W1 write-intensive", 0.05, 0.25, 0.2),
    ("W2 write-intensive", 0.10, 0.20, 0.4),
    ("W3 balanced", 0.05, 0.10, 0.2),
    ("W4 balanced", 0.02, 0.10, 0.5),
    ("W5 balanced, GC-heavy", 0.08, 0.05, 0.1),
    ("W6 read-intensive", 0.01, 0.03, 0.2),
    ("W7 read-intensive", 0.0, 0.02, 0.4),
    ("W8 read-only", 0.0, 0.0, 0.2),
)
FIGURE8_LOAD = 0.8
# Figure 12: request queue depth, sub-request queue size, chips per group; each knob swept from
# the same closed-loop point (64 requests in flight, 32-entry queues, one group of 32 dies).
FIGURE12_POINT = {"outstanding": 64, "queue_depth": 32, "group_dies": 32}
FIGURE12_SWEEPS = {"outstanding": (8, 16, 32, 64, 128), "queue_depth": (4, 8, 16, 32),
                   "group_dies": (4, 8, 16, 32)}
FIGURE12_POLICIES = ("baseline", "2PM", "2PM+")
FIGURE12_REQUESTS = 2000
# The RTL bench's point (test_flash_top_pm2_policies: 8-entry die queues, load 0.6), under both
# request-logic models: the whole request seen at arrival, and flash_top's request manager at push.
RTL_POINT = {"queue_depth": 8, "load": 0.6}


def test_policies_on_a_small_workload() -> None:
    w = pm2_eval.Workload(requests=300, load=0.8, seed=7, pages_min=1, pages_max=8)
    reqs = pm2_eval.make_requests(w)
    assert any(r.key for r in reqs) and not all(r.key for r in reqs)
    svc = w.t_read_ns + w.t_xfer_ns
    results = {p: pm2_eval.simulate(p, w, reqs) for p in pm2_eval.POLICIES}
    for p, res in results.items():
        assert sorted(res.latency_ns) == [r.rid for r in reqs], p
        assert min(res.latency_ns.values()) >= svc, p
    assert results["baseline"].reorders == 0 and results["Slacker"].reorders == 0
    assert results["2PM"].reorders > 0 and results["2PM+"].reorders > 0
    # Reordering moves key requests' pages ahead, so some request must finish at another time.
    assert results["2PM"].latency_ns != results["baseline"].latency_ns
    # A request touching one die only, under the baseline: its latency is its wait in that die's
    # arrival order, so it can never finish before a request that arrived earlier on the same die
    # and touches only that die.
    solo: dict[int, list[int]] = {}
    for r in reqs:
        if len(r.pages) == 1:
            solo.setdefault(r.pages[0][0], []).append(r.rid)
    assert sum(len(v) for v in solo.values()) > 10
    base = results["baseline"].latency_ns
    for die, rids in solo.items():
        finish = [reqs[r].arrival + base[r] for r in rids]
        assert finish == sorted(finish), die


def test_background_work() -> None:
    """Writes and migrations: every one is done, a program holds its die for tPROG, and they
    delay the reads (read priority does not preempt a running program)."""
    w = pm2_eval.Workload(requests=300, load=0.8, seed=3, pages_min=1, pages_max=8,
                          write_fraction=0.04, migration_fraction=0.02)
    reqs = pm2_eval.make_requests(w)
    bg = pm2_eval.make_background(w, reqs[-1].arrival)
    kinds = {op.kind for op in bg}
    assert kinds == {pm2_eval.WRITE, pm2_eval.MIGRATION}
    # The search requests do not depend on the background stream.
    assert [(r.arrival, r.pages) for r in reqs] == [
        (r.arrival, r.pages) for r in pm2_eval.make_requests(
            pm2_eval.Workload(requests=300, load=0.8, seed=3, pages_min=1, pages_max=8,
                              write_fraction=0.04, migration_fraction=0.02))]
    for p in pm2_eval.POLICIES:
        res = pm2_eval.simulate(p, w, reqs, bg)
        assert sorted(res.latency_ns) == [r.rid for r in reqs], p
        assert res.background_done == len(bg), p
        assert min(res.background_latency_ns) >= w.write_svc_ns, p
    base = pm2_eval.simulate("baseline", w, reqs, bg)
    quiet = pm2_eval.simulate("baseline", w, reqs, [])
    mean = lambda r: sum(r.latency_ns.values()) / len(r.latency_ns)  # noqa: E731
    assert mean(base) > mean(quiet) + 20_000, (mean(base), mean(quiet))


def test_groups_and_closed_loop() -> None:
    """One die a group: a reordering request reaches only its own die, which holds no other page
    of the request (pages are on distinct dies), so 2PM moves nothing and equals the baseline.
    The closed loop keeps exactly `outstanding` requests in flight."""
    w = pm2_eval.Workload(requests=300, load=0.8, seed=5, group_dies=1)
    reqs = pm2_eval.make_requests(w)
    base = pm2_eval.simulate("baseline", w, reqs)
    solo = pm2_eval.simulate("2PM", w, reqs)
    assert solo.reorders == 0 and solo.latency_ns == base.latency_ns
    whole = pm2_eval.simulate("2PM", pm2_eval.Workload(requests=300, load=0.8, seed=5), reqs)
    assert whole.reorders > 0 and whole.latency_ns != base.latency_ns
    w = pm2_eval.Workload(requests=300, seed=5, outstanding=24)
    reqs = pm2_eval.make_requests(w)
    res = {p: pm2_eval.simulate(p, w, reqs) for p in ("baseline", "2PM")}
    for p, r in res.items():
        assert r.max_in_flight == 24 and sorted(r.latency_ns) == [q.rid for q in reqs], p
    key = {p: [v for q, v in r.latency_ns.items() if r.key[q]] for p, r in res.items()}
    assert sum(key["2PM"]) < sum(key["baseline"])


def test_request_manager_at_push() -> None:
    """The RTL's request manager rules (manager "push": slack, pin and priority decided as each
    page enters its queue, from the pages pushed so far) at the RTL bench's point: pins move as
    later pages are expected sooner, never leave a request with two pinned pages here, slack-aware
    insertion still fires (Slacker differs from the baseline) and 2PM+ keeps a key gain. A FIRST
    on every page (the RTL bench's bug before 2026-11-29) pins every page and zeroes every slack:
    Slacker and 2PM+ then equal the baseline exactly, which these checks would catch."""
    results = {}
    for manager in ("arrival", "push"):
        w = pm2_eval.Workload(requests=300, seed=11, manager=manager, **RTL_POINT)
        reqs = pm2_eval.make_requests(w)
        results[manager] = {p: pm2_eval.simulate(p, w, reqs) for p in pm2_eval.POLICIES}
    arrival, push = results["arrival"], results["push"]
    # The baseline and 2PM use neither slack nor pin: the request logic cannot change them.
    for p in ("baseline", "2PM"):
        assert push[p].latency_ns == arrival[p].latency_ns, p
    plus = push["2PM+"]
    assert plus.pinned_pushes > len(reqs), "no pin ever moved to a later page"
    assert plus.multi_pinned == 0, f"{plus.multi_pinned} pushes left their request with two pinned pages"
    assert push["Slacker"].latency_ns != push["baseline"].latency_ns, "slack-aware insertion never fired"
    key = {p: sum(v for q, v in r.latency_ns.items() if r.key[q]) for p, r in push.items()}
    assert key["2PM+"] < 0.95 * key["baseline"], key


def test_pm2_sched_bench() -> None:
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    rows = []
    for load in BENCH_LOADS:
        w = pm2_eval.Workload(requests=BENCH_REQUESTS, load=load)
        reqs = pm2_eval.make_requests(w)
        base = None
        for p in pm2_eval.POLICIES:
            res = pm2_eval.simulate(p, w, reqs)
            base = base or res
            rows.append({"load": load, **pm2_eval.summary(res), **pm2_eval.penalty(res, base)})
    workloads = []
    for name, mig, wr, key in FIGURE8_WORKLOADS:
        w = pm2_eval.Workload(requests=BENCH_REQUESTS, load=FIGURE8_LOAD, migration_fraction=mig,
                              write_fraction=wr, key_fraction=key)
        reqs = pm2_eval.make_requests(w)
        bg = pm2_eval.make_background(w, reqs[-1].arrival)
        base = None
        for p in pm2_eval.POLICIES:
            res = pm2_eval.simulate(p, w, reqs, bg)
            base = base or res
            workloads.append({"workload": name, "migration": mig, "write": wr, "key_fraction": key,
                              "background_ops": len(bg), **pm2_eval.summary(res), **pm2_eval.penalty(res, base)})
    sweeps = []
    for knob, values in FIGURE12_SWEEPS.items():
        for v in values:
            point = FIGURE12_POINT | {knob: v}
            w = pm2_eval.Workload(requests=FIGURE12_REQUESTS, **point)
            reqs = pm2_eval.make_requests(w)
            for p in FIGURE12_POLICIES:
                sweeps.append({"knob": knob, "value": v, **point, **pm2_eval.summary(pm2_eval.simulate(p, w, reqs))})
    managers = []
    for manager in ("arrival", "push"):
        w = pm2_eval.Workload(requests=BENCH_REQUESTS, manager=manager, **RTL_POINT)
        reqs = pm2_eval.make_requests(w)
        base = None
        for p in pm2_eval.POLICIES:
            res = pm2_eval.simulate(p, w, reqs)
            base = base or res
            managers.append({"manager": manager, **pm2_eval.summary(res), **pm2_eval.penalty(res, base),
                             "pinned_pushes": res.pinned_pushes, "multi_pinned": res.multi_pinned})
    w = pm2_eval.Workload()
    out = REPO / "build" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "pm2_sched.json").write_text(json.dumps({
        "simulator": "cssd_sim.pm2_eval (Python, the pm2_reorder_queue reference)",
        "workload": {k: getattr(w, k) for k in ("channels", "dies_per_channel", "queue_depth", "t_read_ns",
                                                 "t_xfer_ns", "pages_min", "pages_max", "key_fraction",
                                                 "p_matched", "p_partial")} | {"requests": BENCH_REQUESTS},
        "policies": {p: vars(c) for p, c in pm2_eval.POLICIES.items()},
        "rows": rows,
        "figure8": {"load": FIGURE8_LOAD, "t_prog_ns": w.t_prog_ns, "rows": workloads},
        "figure12": {"point": FIGURE12_POINT, "requests": FIGURE12_REQUESTS, "rows": sweeps},
        "managers": {"point": RTL_POINT, "requests": BENCH_REQUESTS, "rows": managers}}, indent=1))
