"""pm2_second_stage: one verdict per search request from its page results, against the reference.

Page results come from the Python first-stage reference (cssd_sim.pm2.classify_page, the model the
matcher's bench holds the RTL to) over random requests with keys planted inside pages and across
their boundaries; they reach the DUT out of order and interleaved over several open requests. The
verdict must be the reference join's (cssd_sim.pm2.join): matched, mismatched or rescan, matched
at once when a page matched.
"""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

from cssd_sim import pm2, tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng
from cssd_sim.tier import pick

MISMATCHED, MATCHED, RESCAN, BAD = 0, 1, 2, 3
VERDICT = {False: MISMATCHED, True: MATCHED, None: RESCAN}


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.num_reqs = int(dut.NumReqs.value)
        self.max_subs = int(dut.MaxSubs.value)
        self.max_keys = int(dut.MaxKeys.value)
        self.mkb = int(dut.MaxKeyBytes.value)
        self.state_w = self.max_keys.bit_length()
        self.frag_w = self.mkb - 1
        self.verdicts: list[tuple[int, int, int]] = []  # (cycle, slot, verdict)
        self.errors: list[tuple[int, int]] = []  # (cycle, code)
        self.cycle = 0
        self.ready_prob = 1.0
        self.rng = random.Random()

    async def start(self, rng: random.Random) -> None:
        self.rng = rng
        await tb_clock.start(self.dut, zero=(
            "open_valid_i", "sub_valid_i", "done_ready_i", "open_req_i", "open_subs_i", "open_keys_i",
            "sub_req_i", "sub_idx_i", "sub_class_i", "sub_adv_i", "sub_head_i", "sub_tail_i"))
        tb_clock.every_cycle(self.dut, self._sample, self._drive)

    def _drive(self) -> None:
        self.cycle += 1
        self.dut.done_ready_i.value = int(self.rng.random() < self.ready_prob)

    def _sample(self) -> None:
        d = self.dut
        if int(d.done_valid_o.value) and int(d.done_ready_i.value):
            self.verdicts.append((self.cycle, int(d.done_req_o.value), int(d.done_verdict_o.value)))
        if int(d.err_valid_o.value):
            self.errors.append((self.cycle, int(d.err_code_o.value)))

    async def open(self, slot: int, subs: int, keys: int) -> None:
        d = self.dut
        await FallingEdge(d.clk_i)
        d.open_valid_i.value = 1
        d.open_req_i.value = slot
        d.open_subs_i.value = subs
        d.open_keys_i.value = keys
        await FallingEdge(d.clk_i)
        d.open_valid_i.value = 0

    def encode(self, r: pm2.PageResult, keys: list[bytes]) -> tuple[int, int, int, int]:
        """The matcher's fields: adv packed, head as is, tail right-aligned like the key."""
        adv = sum(a << (s * self.state_w) for s, a in enumerate(r.adv))
        head = sum(h << (k * self.frag_w) for k, h in enumerate(r.head))
        tail = 0
        for k, t in enumerate(r.tail):
            if k < len(keys):
                tail |= (t << (self.mkb - len(keys[k]))) << (k * self.frag_w)
        return r.cls, adv, head, tail

    async def send(self, slot: int, idx: int, fields: tuple[int, int, int, int]) -> None:
        d = self.dut
        await FallingEdge(d.clk_i)
        d.sub_valid_i.value = 1
        d.sub_req_i.value = slot
        d.sub_idx_i.value = idx
        d.sub_class_i.value, d.sub_adv_i.value, d.sub_head_i.value, d.sub_tail_i.value = fields
        for _ in range(1000):
            await ReadOnly()
            if int(d.sub_ready_o.value):
                break
            await FallingEdge(d.clk_i)
        else:
            raise AssertionError("a page result waited 1000 cycles")
        await FallingEdge(d.clk_i)
        d.sub_valid_i.value = 0

    async def settle(self, cycles: int = 20) -> None:
        await ClockCycles(self.dut.clk_i, cycles + 2 * self.max_subs)



def random_request(rng: random.Random, tb: Tb) -> tuple[list[bytes], list[bytes]]:
    """(keys, pages): pages of MaxKeyBytes bytes or a little more, keys planted anywhere and cut by
    page boundaries."""
    keys = [bytes(rng.choice(b"ab") for _ in range(rng.randint(2, min(tb.mkb, 6))))
            for _ in range(rng.randint(1, min(tb.max_keys, 3)))]
    page_len = tb.mkb + rng.randrange(0, tb.mkb)
    npages = rng.randint(1, min(tb.max_subs, 8))
    noise = rng.choice([b"xy", b"xya"])
    data = bytearray(rng.choice(noise) for _ in range(page_len * npages))
    if len(keys) > 1 and npages >= len(keys) and rng.random() < 0.3:
        # The pattern over several pages, one key in each, in order: only the join finds it.
        for k, page in enumerate(sorted(rng.sample(range(npages), len(keys)))):
            at = page * page_len + rng.randrange(page_len - len(keys[k]) + 1)
            data[at:at + len(keys[k])] = keys[k]
    for _ in range(rng.randint(0, 3)):
        key = rng.choice(keys)
        if rng.random() < 0.5 and npages > 1:  # across a boundary
            b = page_len * rng.randint(1, npages - 1)
            cut = rng.randint(1, len(key) - 1)
            data[b - cut:b - cut + len(key)] = key
        else:
            at = rng.randrange(len(data) - len(key) + 1)
            data[at:at + len(key)] = key
    return keys, [bytes(data[i:i + page_len]) for i in range(0, len(data), page_len)]


@cocotb.test()
async def verdicts_against_join(dut):
    """Requests open on random slots at once, their page results shuffled together, random
    back-pressure on the verdicts: every request gets exactly one verdict, the reference's, and
    a page that matched settles its request before the rest arrive."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    rng = tb.rng
    seen = {v: 0 for v in (MISMATCHED, MATCHED, RESCAN)}
    early = joined = 0  # pages matched before the last of their request; matched by the join alone
    # At least 12 batches, and more (up to 80) until every verdict and an early one have come up.
    for batch in range(80):
        if batch >= 12 and all(n >= 3 for n in seen.values()) and early >= 1 and joined >= 2:
            break
        tb.ready_prob = rng.choice([1.0, 0.4])
        slots = rng.sample(range(tb.num_reqs), rng.randint(1, min(tb.num_reqs, 6)))
        want: dict[int, int] = {}
        items = []
        for slot in slots:
            keys, pages = random_request(rng, tb)
            results = [pm2.classify_page(p, keys, tb.max_keys, tb.mkb) for p in pages]
            want[slot] = MATCHED if any(r.cls == pm2.MATCHED for r in results) else \
                VERDICT[pm2.join(results, keys, len(pages[0]), tb.mkb)]
            joined += want[slot] == MATCHED and not any(r.cls == pm2.MATCHED for r in results)
            await tb.open(slot, len(pages), len(keys))
            items += [(slot, i, tb.encode(r, keys)) for i, r in enumerate(results)]
        rng.shuffle(items)
        base = len(tb.verdicts)
        pending = {s: sum(1 for it in items if it[0] == s) for s in slots}
        for slot, idx, fields in items:
            await tb.send(slot, idx, fields)
            pending[slot] -= 1
            if fields[0] == pm2.MATCHED and pending[slot] > 0:
                early += 1
        await tb.settle()
        got = {s: v for _, s, v in tb.verdicts[base:]}
        assert len(tb.verdicts) - base == len(slots), (batch, tb.verdicts[base:], slots)
        assert got == want, (batch, got, want)
        assert not tb.errors, tb.errors
        for v in want.values():
            seen[v] += 1
    dut._log.info("verdicts %s, pages matched before their request's last: %d, matched by the join "
                  "alone: %d", seen, early, joined)
    assert all(n >= 3 for n in seen.values()) and early >= 1 and joined >= 2, \
        f"too little exercised: {seen}, early {early}, joined {joined}"


@cocotb.test()
async def early_matched_verdict(dut):
    """A matched page decides its request at once; its other pages still arrive and free the slot,
    and nothing more comes out for it."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    keys = [b"ab"]
    pages = [b"x" * tb.mkb, (b"ab" + b"x" * tb.mkb)[:tb.mkb]]
    results = [tb.encode(pm2.classify_page(p, keys, tb.max_keys, tb.mkb), keys) for p in pages]
    await tb.open(1, 2, 1)
    await tb.send(1, 1, results[1])
    await tb.settle(5)
    assert [(s, v) for _, s, v in tb.verdicts] == [(1, MATCHED)]
    await tb.open(1, 2, 1)  # still in use: the other page has not come
    await tb.settle(2)
    assert tb.errors and tb.errors[-1][1] == 1
    await tb.send(1, 0, results[0])
    await tb.settle(5)
    assert len(tb.verdicts) == 1
    await tb.open(1, 1, 1)  # free now
    await tb.send(1, 0, results[1])
    await tb.settle(5)
    assert [(s, v) for _, s, v in tb.verdicts] == [(1, MATCHED), (1, MATCHED)] and len(tb.errors) == 1


@cocotb.test()
async def bad_inputs_refused(dut):
    """Each refused input gets its code and changes nothing; a bad-query page gives the request
    the verdict "bad query"; the slots work normally afterwards."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    keys = [b"ab"]
    page = tb.encode(pm2.classify_page(b"x" * tb.mkb, keys, tb.max_keys, tb.mkb), keys)

    async def refused(action, code: int, name: str) -> None:
        n = len(tb.errors)
        await action
        await tb.settle(2)
        assert [c for _, c in tb.errors[n:]] == [code], (name, tb.errors[n:])

    await refused(tb.send(0, 0, page), 2, "result for a slot not open")
    await refused(tb.open(0, 0, 1), 5, "open with no pages")
    await refused(tb.open(0, tb.max_subs + 1, 1), 5, "open past MaxSubs")
    await tb.open(0, tb.max_subs - 1, 1)
    await refused(tb.send(0, tb.max_subs - 1, page), 3, "index past the count")
    await refused(tb.open(0, 1, 1), 1, "open a slot in use")
    await tb.open(1, 2, 1)
    await tb.send(1, 0, page)
    await refused(tb.send(1, 0, page), 4, "index already done")
    await tb.send(1, 1, (pm2.BAD_QUERY, 0, 0, 0))
    for i in range(tb.max_subs - 1):
        await tb.send(0, i, page)
    await tb.settle()
    assert sorted((s, v) for _, s, v in tb.verdicts) == [(0, MISMATCHED), (1, BAD)], tb.verdicts
    # Both slots are free again and work.
    good = tb.encode(pm2.classify_page((b"ab" + b"x" * tb.mkb)[:tb.mkb], keys, tb.max_keys, tb.mkb), keys)
    n = len(tb.errors)
    for slot in (0, 1):
        await tb.open(slot, 1, 1)
        await tb.send(slot, 0, good)
    await tb.settle()
    assert [(s, v) for _, s, v in tb.verdicts[-2:]] == [(0, MATCHED), (1, MATCHED)] and len(tb.errors) == n


@cocotb.test()
async def join_takes_a_page_a_cycle(dut):
    """The join reads one page record a cycle: a request of MaxSubs pages gets its verdict within
    MaxSubs + 8 cycles of its last page."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    keys = [b"ab"]
    page = tb.encode(pm2.classify_page(b"x" * tb.mkb, keys, tb.max_keys, tb.mkb), keys)
    await tb.open(0, tb.max_subs, 1)
    for i in range(tb.max_subs):
        await tb.send(0, i, page)
    sent = tb.cycle
    await tb.settle()
    assert [(s, v) for _, s, v in tb.verdicts] == [(0, MISMATCHED)]
    assert tb.verdicts[0][0] - sent <= tb.max_subs + 8, (tb.verdicts[0][0] - sent, tb.max_subs)


# The issue-sized default and two small ones (the smallest slots and pages, an odd key count).
# Each point is a Verilator build: `make test` runs the default, `make regress` all.
SWEEP = pick([(16, 64, 8, 32)], [(16, 64, 8, 32), (2, 2, 2, 8), (4, 8, 3, 12)])


@pytest.mark.tiered
@pytest.mark.parametrize("num_reqs,max_subs,max_keys,max_key_bytes", SWEEP)
def test_pm2_second_stage(num_reqs: int, max_subs: int, max_keys: int, max_key_bytes: int) -> None:
    run(test_file=__file__, toplevel="pm2_second_stage", simulator="verilator",
        sources=rtl_files("common/common_fifo_sync.sv", "pm2/pm2_second_stage.sv"),
        parameters=dict(NumReqs=num_reqs, MaxSubs=max_subs, MaxKeys=max_keys, MaxKeyBytes=max_key_bytes))
