#!/usr/bin/env python3
"""Estimated cold wall time of `make test` from sim/conftest.py's table of measured seconds.

Collects the tests `make test` runs (pytest --collect-only, or node ids on stdin with `-`), orders
them with conftest's `_plan` exactly as the run does, and replays pytest-xdist's worksteal
schedule: each worker runs its share front to back; a worker whose share is empty takes half of
the other's remaining items from the end. Prints the per-worker loads, the makespan, the lower
bound max(total / workers, longest test) and the longest tests.

    .venv/bin/python tools/test_plan.py [--workers 2] [--top 25] [-]

An estimate: unlisted tests count conftest.SHORT seconds; two tests waiting for one model build
(file lock) are not modelled (the first one listed carries the build in the table).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "sim"))
import conftest  # noqa: E402  (sim/conftest.py: _SECONDS, _seconds, _plan)

# What `make test` collects (the Makefile's test target).
PATHS = ["sim", "sw/python/tests", "firmware/tests"]


class Item:
    def __init__(self, nodeid: str) -> None:
        self.nodeid = nodeid


def collect() -> list[str]:
    res = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *PATHS],
                         cwd=REPO, capture_output=True, text=True)
    ids = [ln.strip() for ln in res.stdout.splitlines() if "::" in ln]
    if res.returncode or not ids:
        raise SystemExit(f"collection failed:\n{res.stdout[-2000:]}\n{res.stderr[-2000:]}")
    return ids


def worksteal(order: list[Item], workers: int) -> list[float]:
    """Replay xdist's worksteal on `order` (conftest._plan's output): contiguous shares, each run
    front to back; a worker whose share is empty takes half of the longest remaining share from
    its end, or stops when no share has two items left. Returns each worker's finishing time."""
    n = len(order)
    sizes = [n // workers] * workers
    sizes[-1] += n - sum(sizes)
    queues, pos = [], 0
    for s in sizes:
        queues.append(list(order[pos:pos + s]))
        pos += s
    clock = [0.0] * workers
    done = [False] * workers
    while not all(done):
        w = min((k for k in range(workers) if not done[k]), key=lambda k: (clock[k], k))
        if not queues[w]:
            victim = max(range(workers), key=lambda k: len(queues[k]))
            take = len(queues[victim]) // 2
            if take == 0:
                done[w] = True
                continue
            queues[w] = queues[victim][-take:]
            del queues[victim][-take:]
        clock[w] += conftest._seconds(queues[w].pop(0))
    return clock


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("ids", nargs="?", help="'-': node ids on stdin instead of collecting")
    args = ap.parse_args()
    ids = [ln.strip() for ln in sys.stdin if "::" in ln] if args.ids == "-" else collect()
    items = [Item(i) for i in ids]
    order = conftest._plan(items, args.workers)
    loads = worksteal(order, args.workers)
    makespan = max(loads)
    total = sum(conftest._seconds(i) for i in items)
    longest = max(conftest._seconds(i) for i in items)
    print(f"{len(items)} tests, {total:.0f} s of work (unlisted tests at {conftest.SHORT} s each)")
    for w, load in enumerate(loads):
        print(f"  worker {w}: {load:.0f} s")
    print(f"estimated wall time: {makespan:.0f} s = {makespan / 60:.1f} min "
          f"(lower bound {max(total / args.workers, longest) / 60:.1f} min)")
    print(f"longest {args.top}:")
    for it in sorted(items, key=conftest._seconds, reverse=True)[:args.top]:
        print(f"  {conftest._seconds(it):6.0f}  {it.nodeid}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
