"""pm2_request_manager: each search sub-request's slack, pin and priority as it is pushed, and the
unpin bus.

Random pushes on every port (several in one cycle, the same request on several ports, FIRST
resets, ends long enough to wrap the narrow sweep's counter) and random reordering requests,
cycle by cycle against cssd_sim.pm2_sched.RequestManager, the unpin bus included; plus the
paper's Figure 5 case worked by hand: a request over an idle die and a busy one gets slack on the
idle one only and its pin there, and the pin moves to a later push that ends sooner.
"""

from __future__ import annotations

import cocotb
import pytest
from cocotb.triggers import FallingEdge, ReadOnly

from cssd_sim import tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.pm2_sched import MATCHED, PARTIAL, Push, RequestManager
from cssd_sim.tb_random import make_rng


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.ports = int(dut.NumPorts.value)
        self.req_w = int(dut.ReqW.value)
        self.time_w = int(dut.TimeW.value)
        self.slack_w = int(dut.SlackW.value)
        self.model = RequestManager(self.req_w, self.slack_w)

    async def start(self) -> None:
        await tb_clock.start(self.dut, zero=("push_valid_i", "push_req_i", "push_first_i",
                                             "push_end_i", "ro_valid_i", "ro_req_i", "ro_prio_i"))
        # The model's clock starts at the first cycle after reset, as the counter does.
        await FallingEdge(self.dut.clk_i)
        self.model.now = 1

    async def cycle(self, pushes: list[Push | None], ro: tuple[int, int] | None = None
                    ) -> list[tuple[int, bool, int] | None]:
        """Drive one cycle (we are at a falling edge); check the outputs against the model and
        return them."""
        d = self.dut
        valid = req = first = end = 0
        for p, x in enumerate(pushes):
            if x is not None:
                valid |= 1 << p
                req |= x.req << (p * self.req_w)
                first |= int(x.first) << p
                end |= x.end << (p * self.time_w)
        d.push_valid_i.value = valid
        d.push_req_i.value = req
        d.push_first_i.value = first
        d.push_end_i.value = end
        d.ro_valid_i.value = int(ro is not None)
        d.ro_req_i.value = ro[0] if ro else 0
        d.ro_prio_i.value = ro[1] if ro else 0
        await ReadOnly()
        want = self.model.cycle(pushes, ro)
        slack, pin, prio = int(d.push_slack_o.value), int(d.push_pin_o.value), int(d.push_prio_o.value)
        got: list[tuple[int, bool, int] | None] = []
        for p, x in enumerate(pushes):
            got.append(None if x is None else (slack >> (p * self.slack_w) & ((1 << self.slack_w) - 1),
                                               bool(pin >> p & 1), prio >> (2 * p) & 3))
        assert got == want, f"cycle {self.model.now - 1}: pushes {pushes} ro {ro}: got {got}, want {want}"
        unpin = int(d.unpin_req_o.value) if int(d.unpin_valid_o.value) else None
        assert unpin == self.model.unpin, f"cycle {self.model.now - 1}: unpin {unpin}, want {self.model.unpin}"
        await FallingEdge(d.clk_i)
        return got


@cocotb.test()
async def random_against_reference(dut):
    """Random traffic, cycle by cycle against the reference; the interesting cases are counted so
    the run shows it reached them."""
    tb = Tb(dut)
    await tb.start()
    rng = make_rng(dut)
    reqs = 1 << tb.req_w
    end_max = (1 << (tb.time_w - 1)) - 1  # the manager's promise holds below half the range
    seen = {"slack": 0, "saturated": 0, "same_req_same_cycle": 0, "prio_inherited": 0, "expired": 0,
            "pin_moved": 0, "pin_not_first": 0, "bus_denied": 0, "pin_expired": 0}
    for _ in range(3000):
        load = rng.choice([0.05, 0.3, 0.9])
        pushes: list[Push | None] = []
        for _ in range(tb.ports):
            if rng.random() < load:
                short = rng.random() < 0.7
                pushes.append(Push(req=rng.randrange(min(reqs, 4) if rng.random() < 0.5 else reqs),
                                   first=rng.random() < 0.15,
                                   end=rng.randrange(40 if short else end_max + 1)))
            else:
                pushes.append(None)
        ro = (rng.randrange(reqs), rng.choice([PARTIAL, MATCHED])) if rng.random() < 0.1 else None
        before = dict(tb.model.worst)
        held = dict(tb.model.best)
        got = await tb.cycle(pushes, ro)
        seen["pin_moved"] += tb.model.unpin is not None
        # A push that would have moved its request's pin but found the bus taken.
        movers = {x.req for x, g in zip(pushes, got) if x is not None and not x.first and x.req in held
                  and tb.model.now - 1 + x.end < held[x.req]}
        seen["bus_denied"] += len(movers - {tb.model.unpin}) > 0 and tb.model.unpin is not None
        seen["pin_expired"] += sum(1 for r in held if r in tb.model.worst and r not in tb.model.best)
        live = [x for x in pushes if x is not None]
        if len({x.req for x in live}) < len(live):
            seen["same_req_same_cycle"] += 1
        for x, g in zip(pushes, got):
            if g is None:
                continue
            seen["slack"] += g[0] > 0
            seen["saturated"] += g[0] == (1 << tb.slack_w) - 1
            seen["prio_inherited"] += g[2] > 0 and not x.first
            seen["pin_not_first"] += g[1] and not x.first
        seen["expired"] += sum(1 for r in before if r not in tb.model.worst)
    dut._log.info("cases reached: %s", seen)
    for case in ("slack", "prio_inherited", "expired", "pin_moved", "pin_not_first", "pin_expired") + (
            ("same_req_same_cycle", "bus_denied") if tb.ports > 1 else ()):
        assert seen[case] > 0, f"the random run never reached {case}"
    if tb.slack_w < tb.time_w - 1:
        assert seen["saturated"] > 0, "slack never saturated although it is narrower than the ends"


@cocotb.test()
async def figure5_idle_and_busy_die(dut):
    """Request 1 goes to a busy die (end 500) and an idle one (end 100): the idle die's
    sub-request may finish 400 cycles later, the busy one has no slack; the idle die's is the one
    read first, so it is pinned, not the FIRST one. A matched result for request 1 is inherited by
    its next sub-request, which ends sooner still (at 60 against 100) and takes the pin over the
    unpin bus; one ending later does not. A FIRST reuse of the id starts afresh with priority 0."""
    tb = Tb(dut)
    await tb.start()
    got = await tb.cycle([Push(1, True, 500), Push(1, False, 100)] + [None] * (tb.ports - 2))
    assert got[:2] == [(0, False, 0), (400, True, 0)]
    assert tb.model.unpin is None  # nothing of the request was queued before
    # Ten cycles later a third sub-request on a die ending in 50: its request still ends ~490 on.
    for _ in range(9):
        await tb.cycle([None] * tb.ports)
    got = await tb.cycle([None, Push(1, False, 50)] + [None] * (tb.ports - 2), ro=(1, MATCHED))
    assert got[1] == (500 - 10 - 50, True, MATCHED) and tb.model.unpin == 1
    got = await tb.cycle([None, None, Push(1, False, 70)] + [None] * (tb.ports - 3))
    assert got[2] == (500 - 11 - 70, False, MATCHED) and tb.model.unpin is None
    got = await tb.cycle([Push(1, True, 60)] + [None] * (tb.ports - 1))
    assert got[0] == (0, True, 0) and tb.model.unpin is None


# (ports, request id bits, time bits, slack bits): the back end's 8 channels with 5-bit ids; a
# narrow counter that wraps within the run with a slack that saturates; one port.
SWEEP = [(8, 5, 25, 24), (3, 2, 10, 6), (1, 1, 12, 11)]


@pytest.mark.parametrize("ports,req_w,time_w,slack_w", SWEEP)
def test_pm2_request_manager(ports: int, req_w: int, time_w: int, slack_w: int) -> None:
    run(test_file=__file__, toplevel="pm2_request_manager",
        sources=rtl_files("pm2/pm2_request_manager.sv"),
        parameters=dict(NumPorts=ports, ReqW=req_w, TimeW=time_w, SlackW=slack_w),
        # The worked example needs two ports and 10-bit slacks; the other points run the random test.
        testcase=None if ports >= 2 and slack_w >= 10 else "random_against_reference")
