"""pm2_analyzer: the matchers' results to one reordering request a cycle per group.

Random bursts from every channel (all at once too) with random classes: every matched or partial
result leaves exactly once on its own group's bus with its priority, in order per channel, the
rest are counted as dropped, each group takes one result every cycle it holds any, and the round
robin serves every waiting channel within one turn of the others.
"""

from __future__ import annotations


import cocotb
import pytest
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

from cssd_sim import tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng

MATCHED, PARTIAL = 2, 1


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.m = int(dut.NumChannels.value)
        self.n = int(dut.NumQueues.value)
        self.gq = int(dut.GroupQueues.value)
        self.groups = -(-self.n // self.gq)
        self.per_group = self.m // self.groups
        self.req_w = int(dut.ReqW.value)
        self.out: list[list[tuple[int, int, int]]] = [[] for _ in range(self.groups)]  # (cycle, req, prio)
        self.cycle = 0

    async def start(self) -> None:
        await tb_clock.start(self.dut, zero=("res_valid_i", "res_req_i", "res_class_i"))
        tb_clock.every_cycle(self.dut, self._sample)

    def _sample(self) -> None:
        d = self.dut
        self.cycle += 1
        valid, req, prio = int(d.ro_valid_o.value), int(d.ro_req_o.value), int(d.ro_prio_o.value)
        for g in range(self.groups):
            if valid >> g & 1:
                self.out[g].append((self.cycle, req >> (g * self.req_w) & ((1 << self.req_w) - 1),
                                    prio >> (2 * g) & 3))

    def dropped(self) -> list[int]:
        v = int(self.dut.stat_dropped_o.value)
        return [v >> (32 * g) & 0xFFFFFFFF for g in range(self.groups)]

    async def drive(self, offers: list[list[tuple[int, int] | None]]) -> list[list[tuple[int, int]]]:
        """Per cycle, per channel, a result to offer (req, class) or None; a result not taken is
        offered again in the following cycles before the next one of its channel. Returns what
        each channel sent, in order."""
        d = self.dut
        queues: list[list[tuple[int, int]]] = [[] for _ in range(self.m)]
        sent: list[list[tuple[int, int]]] = [[] for _ in range(self.m)]
        step = 0
        for _ in range(100 * len(offers) + 1000):
            if step < len(offers):
                for c, o in enumerate(offers[step]):
                    if o is not None:
                        queues[c].append(o)
                step += 1
            elif not any(queues):
                break
            await FallingEdge(d.clk_i)
            valid = req = cls = 0
            for c, q in enumerate(queues):
                if q:
                    valid |= 1 << c
                    req |= q[0][0] << (c * self.req_w)
                    cls |= q[0][1] << (2 * c)
            d.res_valid_i.value = valid
            d.res_req_i.value = req
            d.res_class_i.value = cls
            await ReadOnly()
            ready = int(d.res_ready_o.value)
            for c, q in enumerate(queues):
                if q and ready >> c & 1:
                    sent[c].append(q.pop(0))
        else:
            raise AssertionError("results still waiting after the bound")
        await FallingEdge(d.clk_i)
        d.res_valid_i.value = 0
        await ClockCycles(d.clk_i, self.m + 4)
        return sent



@cocotb.test()
async def bursts_nothing_lost(dut):
    """Random bursts (all channels at once in some cycles): every matched or partial result leaves
    once, on its group's bus, with its priority, in its channel's order; the others are counted."""
    tb = Tb(dut)
    await tb.start()
    rng = make_rng(dut)
    offers = []
    for _ in range(400):
        p = rng.choice([0.1, 0.5, 1.0])
        offers.append([(rng.randrange(1 << tb.req_w), rng.randrange(4)) if rng.random() < p else None
                       for _ in range(tb.m)])
    sent = await tb.drive(offers)
    for g in range(tb.groups):
        chans = range(g * tb.per_group, (g + 1) * tb.per_group)
        want_keys = sorted((r, c) for ch in chans for r, c in sent[ch] if c in (MATCHED, PARTIAL))
        got = sorted((r, p) for _, r, p in tb.out[g])
        assert got == want_keys, f"group {g}: {len(got)} out, {len(want_keys)} expected"
        assert tb.dropped()[g] == sum(1 for ch in chans for _, c in sent[ch] if c not in (MATCHED, PARTIAL))
        # Per channel, in order: each channel's key results appear as a subsequence of the bus.
        bus = [(r, p) for _, r, p in tb.out[g]]
        for ch in chans:
            mine = [(r, c) for r, c in sent[ch] if c in (MATCHED, PARTIAL)]
            it = iter(bus)
            assert all(x in it for x in mine), f"channel {ch}'s results out of order"
    assert sum(len(s) for s in sent) > 100 * tb.m


@cocotb.test()
async def one_a_cycle_and_round_robin(dut):
    """Every channel offering all the time: each group takes one result every cycle, and in any
    run of GroupChannels consecutive takes every channel of the group appears once."""
    tb = Tb(dut)
    await tb.start()
    cycles = 40 * tb.per_group
    # The request id names the channel and every result is a key result, so the bus shows who won.
    offers = [[(c, MATCHED) for c in range(tb.m)] for _ in range(cycles)]
    await tb.drive(offers)
    for g in range(tb.groups):
        out = tb.out[g]
        assert len(out) >= cycles, (g, len(out), cycles)
        first = out[0][0]
        steady = out[:cycles]
        assert [cy for cy, _, _ in steady] == list(range(first, first + len(steady))), f"group {g} skipped a cycle"
        for i in range(0, len(steady) - tb.per_group):
            window = {r for _, r, _ in steady[i:i + tb.per_group]}
            assert window == set(range(g * tb.per_group, (g + 1) * tb.per_group)), (g, i, window)


@cocotb.test()
async def burst_of_all_channels_buffered(dut):
    """All m channels in one cycle, then nothing: all are taken at once (m - 1 held while one
    leaves) and come out in m consecutive cycles per group."""
    tb = Tb(dut)
    await tb.start()
    sent = await tb.drive([[(c, PARTIAL) for c in range(tb.m)]])
    assert all(len(s) == 1 for s in sent)
    for g in range(tb.groups):
        cyc = [cy for cy, _, _ in tb.out[g]]
        assert sorted(r for _, r, _ in tb.out[g]) == list(range(g * tb.per_group, (g + 1) * tb.per_group))
        assert cyc == list(range(cyc[0], cyc[0] + tb.per_group)), cyc


# 8 channels and 32 dies (one group), 8 channels and 128 dies (four groups of 32, the paper's
# example), a single channel, and an odd split (3 groups of 4 queues, one channel each).
SWEEP = [(8, 32, 32), (8, 128, 32), (1, 4, 32), (3, 12, 4)]


@pytest.mark.parametrize("channels,queues,group_queues", SWEEP)
def test_pm2_analyzer(channels: int, queues: int, group_queues: int) -> None:
    run(test_file=__file__, toplevel="pm2_analyzer",
        sources=rtl_files("common/common_rr_arb.sv", "pm2/pm2_analyzer.sv"),
        parameters=dict(NumChannels=channels, NumQueues=queues, GroupQueues=group_queues, ReqW=8))
