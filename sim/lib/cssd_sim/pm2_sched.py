"""2PM's reordering chip-level queue: the reference for pm2_reorder_queue.

Written from the rules in rtl/pm2/doc/README.md ("The reordering queue"), which restate 2PM
sections IV.B-IV.D (detection-guided reordering, slack-aware insertion from Slacker, anti-
starvation). It is cycle-exact at the level the RTL promises: one structural change a cycle
(pop, else push, else one step of the walker), reordering requests taken every cycle, the walker
serving the lowest-numbered entry that still has to move. Entry numbers are the RTL's storage
slots (the lowest free one is taken), so the bench can compare entry by entry.
"""

from __future__ import annotations

from dataclasses import dataclass

# Priorities, as the result analyzer sends them (pm2_analyzer: 2 matched, 1 partial).
NONE, PARTIAL, MATCHED = 0, 1, 2
# Why an entry is walking: placed at the tail (slack rule among equals) or promoted.
INSERT, PROMOTE = 0, 1


@dataclass
class Entry:
    tag: int
    req: int
    svc: int  # expected service time, cycles
    slack: int  # cycles it may finish later without delaying its request
    pin: bool  # never passed (anti-starvation: each request keeps one sub-request in place)
    prio: int = NONE
    swaps: int = 0  # times passed by another entry
    move: bool = True  # still has to walk toward the head
    kind: int = INSERT


@dataclass
class Config:
    reorder_en: bool = True  # reordering requests raise priorities (2PM)
    slack_en: bool = True  # slack-aware insertion (Slacker)
    pin_en: bool = True  # pinned entries are never passed (anti-starvation)
    max_swaps: int = 15  # an entry passed this many times is not passed again


class ReorderQueue:
    def __init__(self, depth: int, time_bits: int = 24, swap_bits: int = 4) -> None:
        self.depth = depth
        self.time_max = (1 << time_bits) - 1
        self.swap_max = (1 << swap_bits) - 1
        self.slots: list[Entry | None] = [None] * depth
        self.order: list[int] = []  # slot numbers, head first
        self.queued_svc = 0
        self.running_left = 0

    # ------------------------------------------------------------------ views
    @property
    def count(self) -> int:
        return len(self.order)

    def end_time(self) -> int:
        """Expected cycles until everything queued and running is done (saturating)."""
        return min(self.queued_svc + self.running_left, self.time_max)

    def busy(self) -> bool:
        return any(e is not None and e.move for e in self.slots)

    def tags(self) -> list[int]:
        return [self.slots[i].tag for i in self.order]  # type: ignore[union-attr]

    # ------------------------------------------------------------------ rules
    def may_pass(self, e: Entry, p: Entry, cfg: Config) -> bool:
        """Entry e may move ahead of p, its predecessor."""
        if (cfg.pin_en and p.pin) or p.swaps >= cfg.max_swaps:
            return False
        if p.prio < e.prio:
            return True
        return cfg.slack_en and e.kind == INSERT and p.prio == e.prio and p.slack > e.svc

    # ------------------------------------------------------------------ one clock cycle
    def cycle(self, cfg: Config, *, pop: int | None = None, push: Entry | None = None,
              ro: tuple[int, int] | None = None, done: bool = False, unpin: int | None = None) -> bool:
        """One rising edge. `pop`: the slot the consumer takes (a slot holding no entry, or past
        the queue, is ignored, but still holds off the push and the walker for the cycle, as
        pop_i does); `push`: an entry offered (taken unless a pop is asked or the queue is full);
        `ro`: a reordering request (req, prio); `done`: nothing the consumer took is still
        running; `unpin`: a request whose entries, this cycle's push included, lose their pin.
        Returns whether the push was taken."""
        pushed = False
        pop_asked = pop is not None
        if pop is not None and not (0 <= pop < self.depth and self.slots[pop] is not None):
            pop = None
        # Decisions on the state before the edge.
        ro_hits: list[int] = []
        if ro is not None and cfg.reorder_en:
            ro_hits = [i for i, e in enumerate(self.slots) if e is not None and e.req == ro[0] and e.prio < ro[1]]
        walker = None
        if not pop_asked and not (push is not None and self.count < self.depth):
            movers = [i for i, e in enumerate(self.slots) if e is not None and e.move]
            if movers:
                walker = movers[0]
        # Time bookkeeping: what runs counts down; `done` corrects it to 0 (the paper's
        # compensation at the end of a sub-request); a pop adds the entry's service time.
        left = 0 if done else max(self.running_left - 1, 0)
        if pop is not None:
            left += self.slots[pop].svc  # type: ignore[union-attr]
        self.running_left = min(left, self.time_max)
        # The structural change.
        if pop is not None:
            e = self.slots[pop]
            assert e is not None
            self.queued_svc -= e.svc
            self.order.remove(pop)
            self.slots[pop] = None
            ro_hits = [i for i in ro_hits if i != pop]
        elif push is not None and not pop_asked and self.count < self.depth:
            slot = self.slots.index(None)
            e = Entry(**{**push.__dict__})
            e.move, e.kind, e.swaps = True, INSERT, 0
            if ro is not None and cfg.reorder_en and e.req == ro[0] and e.prio < ro[1]:
                ro_hits.append(slot)
            self.slots[slot] = e
            self.order.append(slot)
            self.queued_svc += e.svc
            pushed = True
        elif walker is not None:
            e = self.slots[walker]
            pos = self.order.index(walker)
            assert e is not None
            p = self.slots[self.order[pos - 1]] if pos else None
            if p is not None and self.may_pass(e, p, cfg):
                self.order[pos - 1], self.order[pos] = walker, self.order[pos - 1]
                p.slack = p.slack - e.svc if p.slack > e.svc else 0
                p.swaps = min(p.swaps + 1, self.swap_max)
            else:
                e.move = False
        if unpin is not None:
            for e in self.slots:
                if e is not None and e.req == unpin:
                    e.pin = False
        # Reordering requests: the request's entries take its priority, lose their slack (so
        # nothing passes them on slack again) and walk.
        for i in ro_hits:
            e = self.slots[i]
            assert e is not None and ro is not None
            e.prio, e.slack, e.move, e.kind = ro[1], 0, True, PROMOTE
        return pushed

    def settle(self, cfg: Config, limit: int = 10_000) -> int:
        """Edges with no input until nothing walks; returns how many."""
        n = 0
        while self.busy():
            self.cycle(cfg)
            n += 1
            assert n < limit, "the walker did not settle"
        return n


def request_slacks(end_times: dict[int, int], svc: int) -> dict[int, int]:
    """The slack of a request's sub-request on each of its queues (2PM section IV.C): the request
    ends when its latest sub-request does, so a sub-request may finish that much later than its
    own queue's expected end without delaying the request. `end_times`: queue -> expected end
    (pm2_reorder_queue's end_time_o) of the queues the request goes to; `svc`: each sub-request's
    service time."""
    worst = max(end_times.values()) + svc
    return {q: worst - (t + svc) for q, t in end_times.items()}


@dataclass
class Push:
    req: int
    first: bool  # the first sub-request of its request (DESC_CTRL.FIRST)
    end: int  # its die's expected end including its own service, cycles from now


class RequestManager:
    """The reference for pm2_request_manager (rtl/pm2/doc/README.md, "The request manager").

    Per request it remembers the latest absolute expected end of the sub-requests pushed so far
    (the worst), the expected end of its pinned sub-request (the best) and the priority the result
    analyzer raised it to. A push's slack is that worst minus its own end (after this cycle's
    pushes of the same request joined it), and it takes the request's priority, including a
    reordering request of the same cycle.

    The pin goes to the sub-request expected to be read first, as far as the pushes so far tell:
    a push takes it when its request has no pinned sub-request (a FIRST push starts the request
    afresh, so every push of that cycle competes) or when its end is strictly before the best. Among one cycle's pushes of a request the
    earliest end wins (the lowest port on a tie). Moving a pin away from a queued sub-request needs
    the unpin bus (one request a cycle, `self.unpin`): when several requests would move theirs in
    one cycle the lowest port's does, and the others stay where they are. A worst that time
    reaches is forgotten, with the request's priority; a best that time reaches, with the pin."""

    def __init__(self, req_bits: int, slack_bits: int) -> None:
        self.now = 0
        self.worst: dict[int, int] = {}  # request -> absolute expected end, only while in the future
        self.best: dict[int, int] = {}  # request -> its pinned sub-request's absolute expected end
        self.prio: dict[int, int] = {}
        self.slack_max = (1 << slack_bits) - 1
        self.req_bits = req_bits
        self.unpin: int | None = None  # the request unpinned in the last cycle

    def cycle(self, pushes: list[Push | None], ro: tuple[int, int] | None = None
              ) -> list[tuple[int, bool, int] | None]:
        """One clock cycle: the pushes of each port, and a reordering request (req, prio).
        Returns each push's (slack, pin, prio); `self.unpin` is the cycle's unpin request."""
        worst = dict(self.worst)
        best = dict(self.best)
        prio = dict(self.prio)
        restart = {p.req for p in pushes if p is not None and p.first}
        for r in restart:
            worst.pop(r, None)
            best.pop(r, None)
            prio[r] = NONE
        own = [None if p is None else self.now + p.end for p in pushes]
        for p, t in zip(pushes, own):
            if p is not None:
                worst[p.req] = max(worst.get(p.req, t), t)
        # The pin: per request, this cycle's earliest push, if the request has no pinned
        # sub-request (restarted, or none yet) or the push's end is before the pinned one's.
        winner: dict[int, int] = {}
        for i, (p, t) in enumerate(zip(pushes, own)):
            if p is None or (p.req in best and t >= best[p.req]):
                continue
            if p.req not in winner or t < own[winner[p.req]]:
                winner[p.req] = i
        self.unpin = None
        pinned: set[int] = set()
        for r, i in sorted(winner.items(), key=lambda kv: kv[1]):
            if r in best:  # a queued sub-request holds the pin: moving it needs the bus
                if self.unpin is not None:
                    continue
                self.unpin = r
            pinned.add(i)
            best[r] = own[i]  # type: ignore[assignment]
        out: list[tuple[int, bool, int] | None] = []
        for i, (p, t) in enumerate(zip(pushes, own)):
            if p is None:
                out.append(None)
                continue
            pr = prio.get(p.req, NONE)
            if ro is not None and ro[0] == p.req:
                pr = max(pr, ro[1])
            out.append((min(worst[p.req] - t, self.slack_max), i in pinned, pr))
        if ro is not None:
            prio[ro[0]] = max(prio.get(ro[0], NONE), ro[1])
        self.now += 1
        self.worst = {r: w for r, w in worst.items() if w >= self.now}
        # A request's priority lives as long as its worst end does; its pin as long as the pinned
        # sub-request is expected to be pending (after that, a later push takes the pin without
        # the bus: if the old one is still queued, the request has two, which only holds more back).
        self.best = {r: b for r, b in best.items() if r in self.worst and b >= self.now}
        self.prio = {r: p for r, p in prio.items() if r in self.worst}
        return out
