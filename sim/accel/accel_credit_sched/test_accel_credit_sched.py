"""accel_credit_sched: INSIDER's credit-based bandwidth scheduler.

A cycle model of the scheduler's rule runs beside the RTL on the same random inputs (jobs for
good and bad slots, grants taken at random, credits returned after a random delay as a program
would consume the requests, reloads that hold a slot for a while, stray returns) and every grant,
credit, count and epoch must agree. The model is written from the rule, not the RTL's structure:
round robin over the slots with work and credit, one grant a cycle, one credit per grant.

Properties checked on top of the model, so a model that drifted with the RTL still fails:
- a slot never has more than R requests granted and not yet returned;
- a slot that keeps work and credit is granted within NumSlots - 1 grants of others;
- a held slot gets no grant and takes no job, and its epoch moves once per hold;
- every job's requests are granted exactly once unless a reload dropped them.
"""

from __future__ import annotations

from collections import deque

import cocotb
import pytest

from cssd_sim import tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng


class Model:
    def __init__(self, slots: int, credit_w: int, pend_w: int, epoch_w: int, reset_credits: int) -> None:
        self.n = slots
        self.cmax, self.pmax, self.emod = (1 << credit_w) - 1, (1 << pend_w) - 1, 1 << epoch_w
        self.credit = [0] + [reset_credits] * (slots - 1)
        self.limit = list(self.credit)
        self.pend = [0] * slots
        self.epoch = [0] * slots
        self.held = [False] * slots
        self.ptr = 0                       # the slot with the highest priority
        self.gnt: tuple[int, int] | None = None
        self.errors = 0

    def eligible(self, flush: list[bool]) -> list[int]:
        return [s for s in range(1, self.n) if self.pend[s] and self.credit[s] and not flush[s]]

    def winner(self, flush: list[bool]) -> int | None:
        el = self.eligible(flush)
        if not el:
            return None
        return min(el, key=lambda s: (s - self.ptr) % self.n)

    def job_ok(self, slot: int, count: int, flush: list[bool], granted: int | None) -> bool:
        if slot == 0 or slot >= self.n or flush[slot]:
            return False
        return self.pend[slot] + count - (1 if granted == slot else 0) <= self.pmax

    def step(self, *, job: tuple[int, int] | None, flush: list[bool], ret: list[bool], gnt_ready: bool,
             init: int) -> tuple[bool, int | None]:
        """One clock edge; returns (job taken, slot granted into the output register)."""
        take = (self.gnt is None or gnt_ready)
        win = self.winner(flush) if take else None
        job_taken = job is not None and self.job_ok(job[0], job[1], flush, win)
        if win is not None:
            new_gnt = (win, self.epoch[win])
            self.ptr = (win + 1) % self.n
        elif gnt_ready:
            new_gnt = None
        else:
            new_gnt = self.gnt
        for s in range(1, self.n):
            g = 1 if win == s else 0
            if flush[s]:
                self.credit[s] = self.limit[s] = init
                self.pend[s] = 0
                if not self.held[s]:
                    self.epoch[s] = (self.epoch[s] + 1) % self.emod
                self.held[s] = True
                continue
            self.held[s] = False
            back = ret[s] and self.credit[s] - g < self.limit[s]
            if ret[s] and not back:
                self.errors += 1
            self.credit[s] += back - g
            if job_taken and job[0] == s:
                self.pend[s] += job[1] - g
            else:
                self.pend[s] -= g
        self.gnt = new_gnt
        return job_taken, win


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.n = int(dut.NumSlots.value)
        self.cw = int(dut.CreditW.value)
        self.pw = int(dut.PendW.value)
        self.ew = int(dut.EpochW.value)
        self.reset_credits = int(dut.ResetCredits.value)
        self.model = Model(self.n, self.cw, self.pw, self.ew, self.reset_credits)

    async def start(self) -> None:
        await tb_clock.start(self.dut, zero=("credit_init_i", "job_valid_i", "job_slot_i", "job_count_i", "flush_i",
                                             "credit_ret_i", "gnt_ready_i"))

    def field(self, name: str, w: int, s: int) -> int:
        return int(getattr(self.dut, name).value) >> (s * w) & ((1 << w) - 1)

    def compare(self, cycle: int) -> None:
        d, m = self.dut, self.model
        for s in range(self.n):
            got = (self.field("credit_o", self.cw, s), self.field("pend_o", self.pw, s), self.field("epoch_o", self.ew, s))
            want = (m.credit[s], m.pend[s], m.epoch[s])
            assert got == want, f"cycle {cycle}: slot {s} (credit, pending, epoch) {got}, model {want}"
        gv = int(d.gnt_valid_o.value)
        assert gv == (m.gnt is not None), f"cycle {cycle}: gnt_valid {gv}, model {m.gnt}"
        if gv:
            got = (int(d.gnt_slot_o.value), int(d.gnt_epoch_o.value))
            assert got == m.gnt, f"cycle {cycle}: grant {got}, model {m.gnt}"
        assert int(d.stat_credit_err_o.value) == m.errors


@cocotb.test()
async def random_against_model(dut) -> None:
    """Random work, grants, consumption, reloads and stray returns: the RTL follows the model
    and the properties hold."""
    tb = Tb(dut)
    d, m, n = dut, tb.model, tb.n
    rng = make_rng(dut)
    await tb.start()
    R = tb.reset_credits
    init = min(R + 1, (1 << tb.cw) - 1)
    d.credit_init_i.value = init
    inflight: list[deque] = [deque() for _ in range(n)]  # per slot: cycle at which the grant returns
    hold = [0] * n                                       # cycles of reload left
    jobs_in = [0] * n
    dropped = [0] * n          # requests a reload dropped before they were granted
    rises = [0] * n            # holds begun (flush_i rising)
    prev_flush = [False] * n
    granted = [0] * n
    since = [0] * n            # grants to others while the slot was continuously eligible
    holds = [0] * n
    cycle = 0
    for phase, (p_job, p_ready, p_reload, p_stray) in enumerate([(0.3, 0.8, 0.0, 0.0), (0.2, 0.5, 0.004, 0.0),
                                                                 (0.6, 1.0, 0.002, 0.0), (0.05, 0.7, 0.002, 0.02)]):
        for _ in range(3000):
            await cocotb.triggers.FallingEdge(d.clk_i)
            cycle += 1
            # The state after the last edge, before this cycle's inputs.
            tb.compare(cycle)
            for s in range(1, n):
                owed = len(inflight[s]) + (1 if m.gnt is not None and m.gnt[0] == s else 0)
                assert owed <= m.limit[s], f"cycle {cycle}: slot {s} has {owed} requests out, R {m.limit[s]}"
            # Inputs.
            job = None
            if rng.random() < p_job:
                slot = rng.randrange(0, 1 << max(1, (n - 1).bit_length()))
                count = rng.choice([1, 1, 2, 3, 7]) if rng.random() > 0.01 else (1 << tb.pw) - 1
                job = (slot, count)
            d.job_valid_i.value = int(job is not None)
            if job:
                d.job_slot_i.value, d.job_count_i.value = job
            for s in range(1, n):
                if hold[s] == 0 and rng.random() < p_reload:
                    hold[s] = rng.randint(1, 40)
                    holds[s] += 1
                    # Everything in flight for the slot is now stale: the dispatcher drops it.
                    inflight[s].clear()
            flush = [False] + [hold[s] > 0 for s in range(1, n)]
            d.flush_i.value = sum(int(f) << s for s, f in enumerate(flush))
            ret = [False] * n
            for s in range(1, n):
                if inflight[s] and inflight[s][0] <= cycle:
                    inflight[s].popleft()
                    ret[s] = True
                elif (rng.random() < p_stray and not inflight[s] and m.pend[s] == 0
                      and (m.gnt is None or m.gnt[0] != s)):
                    # A return nobody was owed, while nothing is out (a return that arrives
                    # with requests out is indistinguishable from theirs): refused and counted.
                    ret[s] = True
            d.credit_ret_i.value = sum(int(r) << s for s, r in enumerate(ret))
            gnt_ready = rng.random() < p_ready
            d.gnt_ready_i.value = int(gnt_ready)
            # The grant the DUT hands over this cycle (the output register's, if taken).
            handed = m.gnt if gnt_ready else None
            eligible_before = set(m.eligible(flush))
            for s in range(1, n):
                if flush[s]:
                    dropped[s] += m.pend[s]
                    rises[s] += not prev_flush[s]
            prev_flush = flush
            await cocotb.triggers.ReadOnly()
            job_ready = int(d.job_ready_o.value)
            taken, win = m.step(job=job, flush=flush, ret=ret, gnt_ready=gnt_ready, init=init)
            if job is not None:
                assert job_ready == int(taken), f"cycle {cycle}: job {job} ready {job_ready}, model {taken}"
                if taken:
                    jobs_in[job[0]] += job[1]
            if handed is not None:
                s, epoch = handed
                # A grant from before a reload carries the old epoch: its data is dropped and
                # no credit returns for it.
                if epoch == m.epoch[s] and not flush[s]:
                    inflight[s].append(cycle + rng.randint(1, 60))
            for s in range(1, n):
                if win == s:
                    granted[s] += 1
                    since[s] = 0
                elif win is not None and s in eligible_before:
                    since[s] += 1
                    assert since[s] <= n - 1, f"cycle {cycle}: slot {s} waited {since[s]} grants"
                elif s not in eligible_before:
                    since[s] = 0
                if hold[s]:
                    assert win != s, f"cycle {cycle}: slot {s} granted while held"
                    hold[s] -= 1
    await cocotb.triggers.FallingEdge(d.clk_i)
    for s in range(1, n):
        pend = tb.field("pend_o", tb.pw, s)
        assert jobs_in[s] == granted[s] + dropped[s] + pend, \
            f"slot {s}: {jobs_in[s]} requests in, {granted[s]} granted, {dropped[s]} dropped, {pend} waiting"
        assert tb.field("epoch_o", tb.ew, s) == rises[s] % (1 << tb.ew), f"slot {s}: epoch after {rises[s]} holds"
    assert all(granted[1:]), f"every slot was granted: {granted}"
    assert sum(holds) > 0 and m.errors > 0, "reloads and stray returns happened"
    dut._log.info("granted %s, holds %s, refused returns %d", granted, holds, m.errors)


@cocotb.test()
async def equal_share_when_all_busy(dut) -> None:
    """Every slot keeps work (topped up at each grant) and gets each credit back the cycle after
    the grant is taken: the grants rotate exactly."""
    tb = Tb(dut)
    d, n = dut, tb.n
    await tb.start()
    d.credit_init_i.value = tb.reset_credits
    for s in range(1, n):
        await cocotb.triggers.FallingEdge(d.clk_i)
        d.job_valid_i.value, d.job_slot_i.value, d.job_count_i.value = 1, s, 2
    await cocotb.triggers.FallingEdge(d.clk_i)
    d.job_valid_i.value = 0
    d.gnt_ready_i.value = 1
    order = []
    for _ in range(40 * (n - 1) + 20):
        if len(order) >= 10 * (n - 1):
            break
        await cocotb.triggers.ReadOnly()
        granted = int(d.gnt_slot_o.value) if int(d.gnt_valid_o.value) else None
        await cocotb.triggers.FallingEdge(d.clk_i)
        if granted is not None:
            order.append(granted)
            d.credit_ret_i.value = 1 << granted
            d.job_valid_i.value, d.job_slot_i.value, d.job_count_i.value = 1, granted, 1
        else:
            d.credit_ret_i.value = 0
            d.job_valid_i.value = 0
    assert len(order) >= 10 * (n - 1), f"too few grants: {order}"
    first = order[:n - 1]
    assert sorted(first) == list(range(1, n)), order
    assert order == (first * 11)[:len(order)], order


# The cluster's 4 slots; 2 slots (one accelerator); 8 slots with 1-bit epochs, R = 1 and 4-bit
# pending counts (overflow reachable).
SWEEP = [(4, 4, 4, 16, 2), (2, 3, 2, 8, 2), (8, 2, 1, 4, 1)]


@pytest.mark.parametrize("slots,credit_w,reset_credits,pend_w,epoch_w", SWEEP)
def test_accel_credit_sched(slots: int, credit_w: int, reset_credits: int, pend_w: int, epoch_w: int) -> None:
    run(test_file=__file__, toplevel="accel_credit_sched",
        sources=rtl_files("common/common_rr_arb.sv", "accel/accel_credit_sched.sv"),
        parameters=dict(NumSlots=slots, CreditW=credit_w, ResetCredits=reset_credits, PendW=pend_w, EpochW=epoch_w))
