"""2PM's scheduling policies compared on a behavioural flash array (the paper's section V, in small).

An event-driven model: search requests arrive (Poisson, open loop, so every policy sees the same
arrivals and each request's latency can be compared across policies), each split into one page
sub-request per die it touches. Every die has a reordering queue, the reference model of
pm2_reorder_queue (cssd_sim.pm2_sched.ReorderQueue, which the RTL bench holds to the RTL cycle by
cycle), driven with the same rules and run-time switches as the RTL. A die reads a page in tR and
then moves it over its channel (shared by the channel's dies, one page at a time); the first
stage's class of the page becomes known when the transfer ends, and a matched or partial class
sends a reordering request to the queues holding the request's other sub-requests (the result
analyzer's bus). The queue's walks take a few cycles and are applied at once here (33 cycles at
250 MHz is 0.13 us against tR's 50 us).

What it leaves out, so its figures are the policies' effect in this model, not the drive's:
writes, GC and PAQ's multi-plane grouping (the baseline is arrival order); the set firmware's
splitting cost; the matcher and analyzer latency (a cycle or two); a request's result delivery.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass, field

from .pm2_sched import MATCHED, NONE, PARTIAL, Config, Entry, ReorderQueue, request_slacks

# The policies of the paper's comparison that this queue implements (section V.A).
POLICIES: dict[str, Config] = {
    "baseline": Config(reorder_en=False, slack_en=False, pin_en=False),
    "Slacker": Config(reorder_en=False, slack_en=True, pin_en=False),
    "2PM": Config(reorder_en=True, slack_en=False, pin_en=False),
    "2PM+": Config(reorder_en=True, slack_en=True, pin_en=True, max_swaps=8),
}


@dataclass
class Workload:
    channels: int = 8
    dies_per_channel: int = 4
    queue_depth: int = 32  # sub-request queue entries per die (pm2_reorder_queue's Depth)
    t_read_ns: int = 50_000  # tR (2PM Table 1)
    t_xfer_ns: int = 4_096  # a 4 KiB page at the channel's 1 GB/s
    pages_min: int = 4  # pages (sub-requests) per request
    pages_max: int = 16
    key_fraction: float = 0.2  # requests whose data hold the pattern
    p_matched: float = 0.3  # a key request's page is matched (at least one is)
    p_partial: float = 0.1  # any other page is partial (a key fragment)
    load: float = 0.7  # offered pages per second over the dies' read capacity
    requests: int = 2000
    seed: int = 1

    @property
    def dies(self) -> int:
        return self.channels * self.dies_per_channel

    def capacity_pages_per_s(self) -> float:
        """The array's read limit: every die busy (tR and its transfer) or every channel busy."""
        per_die = 1e9 / (self.t_read_ns + self.t_xfer_ns)
        per_channel = 1e9 / self.t_xfer_ns
        return min(self.dies * per_die, self.channels * per_channel)


@dataclass
class Request:
    rid: int
    arrival: int
    key: bool
    pages: list[tuple[int, int]]  # (die, class)
    left: int = 0
    done: int = -1


@dataclass
class Result:
    policy: str
    latency_ns: dict[int, int] = field(default_factory=dict)  # rid -> latency
    key: dict[int, bool] = field(default_factory=dict)
    reorders: int = 0  # reordering requests that moved something
    makespan_ns: int = 0


def make_requests(w: Workload) -> list[Request]:
    rng = random.Random(w.seed)
    mean_pages = (w.pages_min + w.pages_max) / 2
    rate = w.load * w.capacity_pages_per_s() / mean_pages  # requests per second
    t = 0.0
    out = []
    for rid in range(w.requests):
        t += rng.expovariate(rate) * 1e9
        n = rng.randint(w.pages_min, w.pages_max)
        dies = rng.sample(range(w.dies), n) if n <= w.dies else [rng.randrange(w.dies) for _ in range(n)]
        key = rng.random() < w.key_fraction
        classes = []
        for _ in range(n):
            if key and rng.random() < w.p_matched:
                classes.append(MATCHED)
            else:
                classes.append(PARTIAL if rng.random() < w.p_partial else NONE)
        if key and MATCHED not in classes:
            classes[rng.randrange(n)] = MATCHED
        out.append(Request(rid, int(t), key, list(zip(dies, classes))))
    return out


def simulate(policy: str, w: Workload, requests: list[Request] | None = None) -> Result:
    cfg = POLICIES[policy]
    reqs = [Request(r.rid, r.arrival, r.key, list(r.pages)) for r in (requests or make_requests(w))]
    svc = w.t_read_ns + w.t_xfer_ns
    queues = [ReorderQueue(w.queue_depth, time_bits=40) for _ in range(w.dies)]
    waiting: list[list[Entry]] = [[] for _ in range(w.dies)]  # sub-requests a full queue has not taken
    die_free_at = [0] * w.dies  # when the die's current page is done (0: idle)
    chan_free_at = [0] * w.channels
    holders: dict[int, set[int]] = {}  # rid -> dies whose queue holds one of its sub-requests
    res = Result(policy)
    events: list[tuple[int, int, int, int]] = []  # (time, order, kind, arg)
    order = 0
    ARRIVE, PAGE_DONE = 0, 1
    for r in reqs:
        heapq.heappush(events, (r.arrival, order, ARRIVE, r.rid))
        order += 1
    running: dict[int, tuple[int, int]] = {}  # die -> (rid, class) of the page it reads

    def end_time(d: int, now: int) -> int:
        return max(die_free_at[d] - now, 0) + queues[d].queued_svc + svc * len(waiting[d])

    def push(d: int, e: Entry) -> None:
        q = queues[d]
        if q.count >= q.depth:
            waiting[d].append(e)
            return
        assert q.cycle(cfg, push=e)
        q.settle(cfg)
        holders.setdefault(e.req, set()).add(d)

    def start(d: int, now: int) -> None:
        nonlocal order
        q = queues[d]
        if die_free_at[d] > now or not q.order:
            return
        slot = q.order[0]
        e = q.slots[slot]
        assert e is not None
        q.cycle(cfg, pop=slot)
        q.settle(cfg)
        if not any(x is not None and x.req == e.req for x in q.slots):
            holders[e.req].discard(d)
        if waiting[d]:
            push(d, waiting[d].pop(0))
        ch = d // w.dies_per_channel
        xfer_start = max(now + w.t_read_ns, chan_free_at[ch])
        chan_free_at[ch] = xfer_start + w.t_xfer_ns
        die_free_at[d] = chan_free_at[ch]
        running[d] = (e.req, e.tag)
        heapq.heappush(events, (die_free_at[d], order, PAGE_DONE, d))
        order += 1

    while events:
        now, _, kind, arg = heapq.heappop(events)
        if kind == ARRIVE:
            r = reqs[arg]
            r.left = len(r.pages)
            ends = {d: end_time(d, now) for d, _ in r.pages}
            slacks = request_slacks(ends, svc)
            pinned = min(ends, key=lambda d: (ends[d], d))
            for d, cls in r.pages:
                push(d, Entry(tag=cls, req=r.rid, svc=svc, slack=slacks[d], pin=(d == pinned), prio=NONE))
            for d, _ in r.pages:
                start(d, now)
        else:
            d = arg
            rid, cls = running.pop(d)
            die_free_at[d] = 0
            r = reqs[rid]
            r.left -= 1
            if r.left == 0:
                r.done = now
                res.latency_ns[rid] = now - r.arrival
                res.key[rid] = r.key
                res.makespan_ns = max(res.makespan_ns, now)
            if cls in (MATCHED, PARTIAL) and cfg.reorder_en:
                for h in sorted(holders.get(rid, ())):
                    q = queues[h]
                    before = list(q.order)
                    q.cycle(cfg, ro=(rid, cls))
                    q.settle(cfg)
                    res.reorders += q.order != before
            start(d, now)
    assert len(res.latency_ns) == len(reqs), "requests left unfinished"
    return res


def summary(res: Result) -> dict:
    def stats(vals: list[int]) -> dict:
        vals = sorted(vals)
        if not vals:
            return {"n": 0}
        return {"n": len(vals), "mean_us": sum(vals) / len(vals) / 1e3,
                "p50_us": vals[len(vals) // 2] / 1e3, "p99_us": vals[min(len(vals) - 1, int(len(vals) * 0.99))] / 1e3}

    key = [v for r, v in res.latency_ns.items() if res.key[r]]
    other = [v for r, v in res.latency_ns.items() if not res.key[r]]
    return {"policy": res.policy, "key": stats(key), "non_key": stats(other), "reorders": res.reorders,
            "makespan_us": res.makespan_ns / 1e3}


def penalty(res: Result, base: Result) -> dict:
    """Figure 11: key requests that finished later than under the baseline, and by how much."""
    delays = [res.latency_ns[r] - base.latency_ns[r] for r in res.latency_ns if res.key[r]]
    late = [x for x in delays if x > 0]
    return {"delayed_ratio": len(late) / max(len(delays), 1), "total_delay_us": sum(late) / 1e3}
