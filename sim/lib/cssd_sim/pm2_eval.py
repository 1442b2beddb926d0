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

Background work (the paper's Figure 8 mixes of read, write and internal migration): host page
writes (the page over the channel, then tPROG) and migrations (GC copies through the controller:
tR, the page out and back over the channel, tPROG) arrive as their own Poisson stream of page
operations on random dies. A die serves reads first (the read-priority rule the die keeps under
every policy) and takes a program only when its reordering queue is empty; a read arriving behind
a running program waits for it. The expected end a slack is computed from includes the running
program.

Two more of the paper's knobs (Figure 12): `outstanding` runs the search requests closed loop
(that many in flight, the next issued when one finishes: the request queue depth), and
`group_dies` splits the dies into groups of that many, each with its own request logic: a
reordering request reaches only the queues of the group whose matcher raised it, and a request's
slacks and pin are computed per group (flash_top keeps one analyzer and one request manager per
group).

What it leaves out, so its figures are the policies' effect in this model, not the drive's:
PAQ's multi-plane grouping (the baseline is arrival order); erases; program suspension; the set
firmware's splitting cost; the matcher and analyzer latency (a cycle or two); a request's result
delivery.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass, field

from .pm2_sched import MATCHED, NONE, PARTIAL, Config, Entry, Push, ReorderQueue, RequestManager, request_slacks

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
    # Background page operations, as shares of all page operations offered (the rest are the
    # search requests' reads); `load` then counts die time: every operation's die occupancy.
    write_fraction: float = 0.0
    migration_fraction: float = 0.0
    t_prog_ns: int = 700_000  # tPROG (2PM Table 1)
    outstanding: int | None = None  # search requests in flight (closed loop); None: Poisson arrivals
    group_dies: int | None = None  # dies per request-logic group; None: one group of every die
    # Where a page's slack, pin and inherited priority come from. "arrival": computed over all of
    # the request's pages when it arrives (the paper's request logic, which sees the whole
    # request). "push": flash_top's pm2_request_manager rules (cssd_sim.pm2_sched.RequestManager,
    # the RTL's cycle reference) applied when each page enters its die's queue, one page a cycle:
    # a page waiting for a full queue is placed when it gets in, and the manager knows only the
    # pages pushed so far (the RTL's lower-bound slack, its expiring pin and priority).
    manager: str = "arrival"

    @property
    def dies(self) -> int:
        return self.channels * self.dies_per_channel

    @property
    def read_svc_ns(self) -> int:
        return self.t_read_ns + self.t_xfer_ns

    @property
    def write_svc_ns(self) -> int:
        return self.t_xfer_ns + self.t_prog_ns

    @property
    def migration_svc_ns(self) -> int:
        return self.t_read_ns + 2 * self.t_xfer_ns + self.t_prog_ns

    def group_of(self, die: int) -> int:
        return die // (self.group_dies or self.dies)

    def page_op_rate(self) -> float:
        """Page operations per second, all kinds, that put `load` of the dies' time to use."""
        fr = 1.0 - self.write_fraction - self.migration_fraction
        assert fr > 0 and self.write_fraction >= 0 and self.migration_fraction >= 0
        die_ns = (fr * self.read_svc_ns + self.write_fraction * self.write_svc_ns
                  + self.migration_fraction * self.migration_svc_ns)
        # Reads only: the old definition (pages over the array's read limit, dies or channels).
        if not self.write_fraction and not self.migration_fraction:
            return self.load * self.capacity_pages_per_s()
        return self.load * self.dies * 1e9 / die_ns

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


WRITE, MIGRATION = "write", "migration"


@dataclass
class BackgroundOp:
    arrival: int
    die: int
    kind: str  # WRITE or MIGRATION


@dataclass
class Result:
    policy: str
    latency_ns: dict[int, int] = field(default_factory=dict)  # rid -> latency
    key: dict[int, bool] = field(default_factory=dict)
    reorders: int = 0  # reordering requests that moved something
    makespan_ns: int = 0
    background_done: int = 0
    background_latency_ns: list[int] = field(default_factory=list)
    max_in_flight: int = 0  # search requests issued and not finished, at most
    pinned_pushes: int = 0  # pages that entered their queue pinned
    multi_pinned: int = 0  # ... after which their request held more than one pinned page


def make_requests(w: Workload) -> list[Request]:
    rng = random.Random(w.seed)
    mean_pages = (w.pages_min + w.pages_max) / 2
    read_share = 1.0 - w.write_fraction - w.migration_fraction
    rate = w.page_op_rate() * read_share / mean_pages  # requests per second
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


def make_background(w: Workload, until_ns: int) -> list[BackgroundOp]:
    """Writes and migrations at their shares of the page operations, Poisson, up to `until_ns`
    (the search requests' last arrival), each on a random die. A generator of its own, so the
    search requests are the same with and without background work."""
    share = w.write_fraction + w.migration_fraction
    if share <= 0:
        return []
    rng = random.Random(w.seed * 7919 + 1)
    rate = w.page_op_rate() * share
    t, out = 0.0, []
    while True:
        t += rng.expovariate(rate) * 1e9
        if t > until_ns:
            return out
        kind = WRITE if rng.random() < w.write_fraction / share else MIGRATION
        out.append(BackgroundOp(int(t), rng.randrange(w.dies), kind))


def simulate(policy: str, w: Workload, requests: list[Request] | None = None,
             background: list[BackgroundOp] | None = None) -> Result:
    cfg = POLICIES[policy]
    reqs = [Request(r.rid, r.arrival, r.key, list(r.pages)) for r in (requests or make_requests(w))]
    if background is None:
        background = make_background(w, max((r.arrival for r in reqs), default=0))
    if w.outstanding:
        # Closed loop: arrival times are ignored; the first `outstanding` requests start at 0 and
        # each finish issues the next one. A background stream would need a rate of its own.
        assert not background, "closed-loop runs take no background operations"
    svc = w.read_svc_ns
    queues = [ReorderQueue(w.queue_depth, time_bits=40) for _ in range(w.dies)]
    waiting: list[list[Entry]] = [[] for _ in range(w.dies)]  # sub-requests a full queue has not taken
    die_free_at = [0] * w.dies  # when the die's current page is done (0: idle)
    chan_free_at = [0] * w.channels
    holders: dict[int, set[int]] = {}  # rid -> dies whose queue holds one of its sub-requests
    res = Result(policy)
    events: list[tuple[int, int, int, int]] = []  # (time, order, kind, arg)
    order = 0
    ARRIVE, PAGE_DONE = 0, 1
    if w.outstanding:
        for r in reqs[:w.outstanding]:
            heapq.heappush(events, (0, order, ARRIVE, r.rid))
            order += 1
    else:
        for r in reqs:
            heapq.heappush(events, (r.arrival, order, ARRIVE, r.rid))
            order += 1
    running: dict[int, tuple[int, int]] = {}  # die -> (rid, class) of the page it reads (rid -1: background)
    ops: list[list[BackgroundOp]] = [[] for _ in range(w.dies)]  # background operations waiting, per die
    BACKGROUND = 2
    for i, op in enumerate(background):
        heapq.heappush(events, (op.arrival, order, BACKGROUND, i))
        order += 1
    next_issue = w.outstanding or 0  # closed loop: the next request to issue
    in_flight = 0

    def end_time(d: int, now: int) -> int:
        return max(die_free_at[d] - now, 0) + queues[d].queued_svc + svc * len(waiting[d])

    assert w.manager in ("arrival", "push"), w.manager
    managers = {g: RequestManager(req_bits=40, slack_bits=40) for g in {w.group_of(d) for d in range(w.dies)}}
    started: set[int] = set()  # requests with a page pushed (the manager's FIRST)

    def managed(d: int, e: Entry, now: int) -> None:
        """flash_top's request manager, as the page enters its queue (manager "push")."""
        g = w.group_of(d)
        rm = managers[g]
        rm.now = max(rm.now, now)  # one manager cycle a push; ns stand for cycles
        (slack, pin, prio), = rm.cycle([Push(e.req, e.req not in started, end_time(d, now) + svc)])
        started.add(e.req)
        if rm.unpin is not None:
            # The unpin bus: the request's pages already queued in the group lose their pin.
            for h in sorted(x for x in holders.get(rm.unpin, ()) if w.group_of(x) == g):
                queues[h].cycle(cfg, unpin=rm.unpin)
                queues[h].settle(cfg)
        e.slack, e.pin, e.prio = slack, pin, prio if cfg.reorder_en else NONE

    def push(d: int, e: Entry, now: int) -> None:
        q = queues[d]
        if q.count >= q.depth:
            waiting[d].append(e)
            return
        if w.manager == "push":
            managed(d, e, now)
        assert q.cycle(cfg, push=e)
        q.settle(cfg)
        holders.setdefault(e.req, set()).add(d)
        if e.pin:
            pins = sum(1 for h in holders[e.req] for x in queues[h].slots if x is not None and x.req == e.req and x.pin)
            res.pinned_pushes += 1
            res.multi_pinned += pins > 1

    def start(d: int, now: int) -> None:
        nonlocal order
        q = queues[d]
        if die_free_at[d] > now or d in running:
            return
        ch = d // w.dies_per_channel
        if not q.order:
            # Read priority: a program starts only on a die with no read queued.
            if not ops[d]:
                return
            op = ops[d].pop(0)
            if op.kind == WRITE:
                xfer_start = max(now, chan_free_at[ch])
                chan_free_at[ch] = xfer_start + w.t_xfer_ns
            else:
                xfer_start = max(now + w.t_read_ns, chan_free_at[ch])
                chan_free_at[ch] = xfer_start + 2 * w.t_xfer_ns
            die_free_at[d] = chan_free_at[ch] + w.t_prog_ns
            running[d] = (-1, op.arrival)
            heapq.heappush(events, (die_free_at[d], order, PAGE_DONE, d))
            order += 1
            return
        slot = q.order[0]
        e = q.slots[slot]
        assert e is not None
        q.cycle(cfg, pop=slot)
        q.settle(cfg)
        if not any(x is not None and x.req == e.req for x in q.slots):
            holders[e.req].discard(d)
        if waiting[d]:
            push(d, waiting[d].pop(0), now)
        xfer_start = max(now + w.t_read_ns, chan_free_at[ch])
        chan_free_at[ch] = xfer_start + w.t_xfer_ns
        die_free_at[d] = chan_free_at[ch]
        running[d] = (e.req, e.tag)
        heapq.heappush(events, (die_free_at[d], order, PAGE_DONE, d))
        order += 1

    while events:
        now, _, kind, arg = heapq.heappop(events)
        if kind == BACKGROUND:
            op = background[arg]
            ops[op.die].append(op)
            start(op.die, now)
        elif kind == ARRIVE:
            r = reqs[arg]
            r.arrival = now  # the issue time (closed loop; the same as before when open)
            r.left = len(r.pages)
            in_flight += 1
            res.max_in_flight = max(res.max_in_flight, in_flight)
            ends = {d: end_time(d, now) for d, _ in r.pages}
            # Each group's request logic sees only the request's pages on its own dies.
            slacks: dict[int, int] = {}
            pinned: set[int] = set()
            for g in {w.group_of(d) for d in ends}:
                mine = {d: t for d, t in ends.items() if w.group_of(d) == g}
                slacks |= request_slacks(mine, svc)
                pinned.add(min(mine, key=lambda d: (mine[d], d)))
            for d, cls in r.pages:
                push(d, Entry(tag=cls, req=r.rid, svc=svc, slack=slacks[d], pin=(d in pinned), prio=NONE), now)
            for d, _ in r.pages:
                start(d, now)
        else:
            d = arg
            rid, cls = running.pop(d)
            die_free_at[d] = 0
            if rid < 0:
                res.background_done += 1
                res.background_latency_ns.append(now - cls)
                start(d, now)
                continue
            r = reqs[rid]
            r.left -= 1
            if r.left == 0:
                r.done = now
                res.latency_ns[rid] = now - r.arrival
                res.key[rid] = r.key
                res.makespan_ns = max(res.makespan_ns, now)
                in_flight -= 1
                if w.outstanding and next_issue < len(reqs):
                    heapq.heappush(events, (now, order, ARRIVE, reqs[next_issue].rid))
                    order += 1
                    next_issue += 1
            if cls in (MATCHED, PARTIAL) and w.manager == "push":
                rm = managers[w.group_of(d)]  # the analyzer's bus reaches the manager too
                rm.now = max(rm.now, now)
                rm.cycle([], ro=(rid, cls))
            if cls in (MATCHED, PARTIAL) and cfg.reorder_en:
                # The analyzer's bus reaches the queues of the matcher's own group only.
                for h in sorted(x for x in holders.get(rid, ()) if w.group_of(x) == w.group_of(d)):
                    q = queues[h]
                    before = list(q.order)
                    q.cycle(cfg, ro=(rid, cls))
                    q.settle(cfg)
                    res.reorders += q.order != before
            start(d, now)
    assert len(res.latency_ns) == len(reqs), "requests left unfinished"
    assert res.background_done == len(background), "background operations left unfinished"
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
