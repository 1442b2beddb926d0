"""2PM's scheduling policies on the behavioural array model (cssd_sim.pm2_eval).

`make test` runs a small workload under every policy and checks the evaluator itself: every
request finishes under every policy, no page finishes sooner than a read and a transfer, the
policies without reordering never reorder and the ones with it do, and with reordering off the
arrival order is kept per die. `make bench` (CSSD_BENCH=1) runs the comparison at three loads and
writes build/bench/pm2_sched.json for docs/bench/README.md.
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
    w = pm2_eval.Workload()
    out = REPO / "build" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "pm2_sched.json").write_text(json.dumps({
        "simulator": "cssd_sim.pm2_eval (Python, the pm2_reorder_queue reference)",
        "workload": {k: getattr(w, k) for k in ("channels", "dies_per_channel", "queue_depth", "t_read_ns",
                                                 "t_xfer_ns", "pages_min", "pages_max", "key_fraction",
                                                 "p_matched", "p_partial")} | {"requests": BENCH_REQUESTS},
        "policies": {p: vars(c) for p, c in pm2_eval.POLICIES.items()},
        "rows": rows}, indent=1))
