"""pm2_matcher: 2PM's first-stage page classification against the Python reference.

The reference (sim/lib/cssd_sim/pm2.py) is written from the definitions in rtl/pm2/doc/README.md.
Pages are random bytes over a small alphabet with keys planted whole, in and out of order, and
across page boundaries, so every class and every boundary fragment comes up; the second-stage
join is checked on the DUT's own results against a search of the whole request.
"""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge

from cssd_sim import pm2, tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng
from cssd_sim.tier import pick

ALPHABET = b"abc"


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.lanes = int(dut.LaneBytes.value)
        self.max_keys = int(dut.MaxKeys.value)
        self.max_key_bytes = int(dut.MaxKeyBytes.value)
        self.state_w = (self.max_keys).bit_length()
        self.frag_w = self.max_key_bytes - 1
        self.key_words = self.max_keys * self.max_key_bytes // 4
        self.count_addr = self.key_words + self.max_keys
        self.results: list[tuple[int, pm2.PageResult]] = []
        self.ready_prob = 1.0
        self.rng = random.Random()
        self.stall_cycles = 0
        self.key_lens: list[int] = []

    async def start(self, rng: random.Random) -> None:
        self.rng = rng
        await tb_clock.start(self.dut, zero=("cfg_valid_i", "s_valid_i", "s_last_i", "s_data_i", "s_tag_i",
                                              "r_ready_i"), after_reset=1)
        tb_clock.every_cycle(self.dut, self._sample, self._drive)

    def _drive(self) -> None:
        self.dut.r_ready_i.value = int(self.rng.random() < self.ready_prob)

    def _sample(self) -> None:
        d = self.dut
        if int(d.r_valid_o.value) and int(d.r_ready_i.value):
            self.results.append((int(d.r_tag_o.value), self._decode()))

    def _decode(self) -> pm2.PageResult:
        """The result fields; tail comes right-aligned like the key in its slot (bit
        MaxKeyBytes - length + j - 1 for the first j bytes) and is turned to the reference's
        bit j - 1 with the key lengths of the query."""
        d = self.dut
        adv, head, tail = int(d.r_adv_o.value), int(d.r_head_o.value), int(d.r_tail_o.value)
        sm, fm = (1 << self.state_w) - 1, (1 << self.frag_w) - 1
        tails = []
        for k in range(self.max_keys):
            t = tail >> (k * self.frag_w) & fm
            ln = self.key_lens[k] if k < len(self.key_lens) else 0
            if 1 <= ln <= self.max_key_bytes:
                off = self.max_key_bytes - ln
                assert t & ((1 << off) - 1) == 0, f"tail bits below key {k}'s first slot byte: {t:#x}"
                t >>= off
            tails.append(t)
        return pm2.PageResult(
            cls=int(d.r_class_o.value), found=int(d.r_found_o.value),
            adv=tuple(adv >> (s * self.state_w) & sm for s in range(self.max_keys)),
            head=tuple(head >> (k * self.frag_w) & fm for k in range(self.max_keys)),
            tail=tuple(tails))

    async def cfg_write(self, addr: int, data: int) -> None:
        d = self.dut
        while True:
            await FallingEdge(d.clk_i)
            d.cfg_valid_i.value = 1
            d.cfg_addr_i.value = addr
            d.cfg_wdata_i.value = data & 0xFFFFFFFF
            await ReadOnly()
            if int(d.cfg_ready_o.value):
                break
        await FallingEdge(d.clk_i)
        d.cfg_valid_i.value = 0

    async def load_query(self, keys: list[bytes], lengths: list[int] | None = None, n: int | None = None,
                         commit: bool = True) -> None:
        """The documented order: lengths (default: the keys' own), the key count (the tables are
        cleared to its wildcards), the key words (right-aligned in their slots), the commit."""
        lengths = [len(k) for k in keys] if lengths is None else lengths
        self.key_lens = list(lengths)
        for k, ln in enumerate(lengths[:self.max_keys]):
            await self.cfg_write(self.key_words + k, ln)
        await self.cfg_write(self.count_addr, len(keys) if n is None else n)
        for k, key in enumerate(keys[:self.max_keys]):
            await self.write_key(k, key)
        if commit:
            await self.cfg_write(self.count_addr + 1, 0)
        await self.wait_loaded()

    async def write_key(self, k: int, key: bytes) -> None:
        padded = key[:self.max_key_bytes].rjust(self.max_key_bytes, b"\0")  # right-aligned in the slot
        for w in range(self.max_key_bytes // 4):
            await self.cfg_write(k * self.max_key_bytes // 4 + w, int.from_bytes(padded[4 * w:4 * w + 4], "little"))

    async def wait_loaded(self) -> None:
        """The loader stops the input while it clears the tables (256 cycles) and adds a key word
        (8 cycles)."""
        d = self.dut
        for _ in range(300):
            await FallingEdge(d.clk_i)
            await ReadOnly()
            if int(d.s_ready_o.value) and int(d.cfg_ready_o.value):
                return
        raise AssertionError("the query did not load in 300 cycles")

    async def send_pages(self, pages: list[bytes], tags: list[int], gap_prob: float = 0.0) -> None:
        """Stream pages back to back (random idle cycles with gap_prob), counting cycles in which
        a beat was offered and not taken."""
        d = self.dut
        for page, tag in zip(pages, tags):
            assert len(page) % self.lanes == 0
            beats = [page[i:i + self.lanes] for i in range(0, len(page), self.lanes)]
            for b, beat in enumerate(beats):
                while self.rng.random() < gap_prob:
                    await FallingEdge(d.clk_i)
                    d.s_valid_i.value = 0
                await FallingEdge(d.clk_i)
                d.s_valid_i.value = 1
                d.s_data_i.value = int.from_bytes(beat, "little")
                d.s_last_i.value = int(b == len(beats) - 1)
                d.s_tag_i.value = tag
                await ReadOnly()
                while not int(d.s_ready_o.value):
                    self.stall_cycles += 1
                    await FallingEdge(d.clk_i)
                    await ReadOnly()
        await FallingEdge(d.clk_i)
        d.s_valid_i.value = 0

    async def wait_results(self, count: int) -> None:
        for _ in range(100 * count + 100):
            if len(self.results) >= count:
                return
            await RisingEdge(self.dut.clk_i)
        raise AssertionError(f"{len(self.results)} of {count} results after the bound")


def random_keys(rng: random.Random, max_keys: int, max_key_bytes: int) -> list[bytes]:
    n = rng.randint(1, max_keys)
    lengths = [rng.choice([1, 2, 3, rng.randint(1, max_key_bytes), max_key_bytes]) for _ in range(n)]
    return [bytes(rng.choice(ALPHABET) for _ in range(ln)) for ln in lengths]


def random_page(rng: random.Random, keys: list[bytes], length: int) -> bytearray:
    """Noise that rarely holds a long key by chance (or none: "xy" is outside the keys' alphabet),
    with keys planted in or out of order."""
    noise = rng.choice([b"ab", b"abcd", b"xy"])
    page = bytearray(rng.choice(noise) for _ in range(length))
    for _ in range(rng.randint(0, 3)):
        key = rng.choice(keys)
        if len(key) <= length:
            at = rng.randrange(length - len(key) + 1)
            page[at:at + len(key)] = key
    return page


def split_keys_across(rng: random.Random, data: bytearray, keys: list[bytes], boundaries: list[int]) -> None:
    """Plant a key over some page boundaries, cut at a random point."""
    for b in boundaries:
        key = rng.choice(keys)
        if len(key) >= 2 and rng.random() < 0.6:
            cut = rng.randint(1, len(key) - 1)
            if b - cut >= 0 and b - cut + len(key) <= len(data):
                data[b - cut:b - cut + len(key)] = key



@cocotb.test()
async def pages_against_reference(dut):
    """Random queries and pages, random result back-pressure and input gaps: every page's class,
    found keys, adv vector and boundary fragments equal the reference, in order, none lost."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    rng = tb.rng
    seen = {c: 0 for c in range(3)}
    frags = 0
    sent = 0
    for query in range(40):
        keys = random_keys(rng, tb.max_keys, tb.max_key_bytes)
        await tb.load_query(keys)
        tb.ready_prob = rng.choice([1.0, 0.5, 0.1])
        pages, tags = [], []
        for _ in range(rng.randint(3, 8)):
            length = tb.lanes * rng.randint(1, max(1, 256 // tb.lanes))
            page = random_page(rng, keys, length)
            split_keys_across(rng, page, keys, [rng.randrange(len(page))])  # inside the page too
            pages.append(bytes(page))
            tags.append(rng.randrange(1 << 16))
        await tb.send_pages(pages, tags, gap_prob=rng.choice([0.0, 0.3]))
        await tb.wait_results(sent + len(pages))
        for i, (page, tag) in enumerate(zip(pages, tags)):
            got_tag, got = tb.results[sent + i]
            want = pm2.classify_page(page, keys, tb.max_keys, tb.max_key_bytes)
            assert got_tag == tag, (query, i)
            assert got == want, (query, i, keys, page, got, want)
            seen[got.cls] += 1
            frags += any(got.head) + any(got.tail)
        sent += len(pages)
    dut._log.info("pages %d: %s, with fragments %d", sent, seen, frags)
    assert all(v >= 5 for v in seen.values()) and frags >= 20, f"too little exercised: {seen} {frags}"


@cocotb.test()
async def full_rate(dut):
    """Results taken every cycle: once its query is loaded the matcher takes a beat every cycle,
    pages back to back, for the longest keys and the most of them (the channel is never
    slowed)."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    rng = tb.rng
    keys = [bytes(rng.choice(ALPHABET) for _ in range(tb.max_key_bytes)) for _ in range(tb.max_keys)]
    await tb.load_query(keys)
    pages = [bytes(random_page(rng, keys, 64 * tb.lanes)) for _ in range(12)]
    await tb.send_pages(pages, list(range(len(pages))))
    assert tb.stall_cycles == 0, f"the input stalled {tb.stall_cycles} cycles"
    await tb.wait_results(len(pages))
    for (tag, got), page in zip(tb.results, pages):
        assert got == pm2.classify_page(page, keys, tb.max_keys, tb.max_key_bytes), tag


@cocotb.test()
async def results_back_pressure_stalls_input(dut):
    """With nobody taking results, the FIFO holds four pages and then the input stops (nothing
    is dropped); taking them lets the rest through in order."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    tb.ready_prob = 0.0
    keys = [b"ab"]
    await tb.load_query(keys)
    pages = [bytes(tb.lanes) * 2, (b"ab" * tb.lanes)[:2 * tb.lanes], bytes(tb.lanes), b"b" * tb.lanes,
             (b"ab" * tb.lanes)[:2 * tb.lanes]]
    send = cocotb.start_soon(tb.send_pages(pages, [1, 2, 3, 4, 5]))
    await ClockCycles(dut.clk_i, 40)
    assert not send.done() and tb.stall_cycles > 30 and not tb.results
    tb.ready_prob = 1.0
    await send
    await tb.wait_results(5)
    assert [t for t, _ in tb.results] == [1, 2, 3, 4, 5]
    assert [r.cls for _, r in tb.results] == [pm2.MISMATCHED, pm2.MATCHED, pm2.MISMATCHED, pm2.MISMATCHED,
                                              pm2.MATCHED]


@cocotb.test()
async def bad_queries(dut):
    """No keys, more keys than MaxKeys, a used key of length 0 or longer than MaxKeyBytes: every
    page reports class 3 with nothing else; a good query afterwards works again. Reset leaves a
    bad query (no keys) rather than matching on zeros."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    page = b"a" * (4 * tb.lanes)
    cases: list[tuple[list[bytes], list[int] | None, int | None]] = [
        ([], None, None),  # the reset state: no query loaded
        ([b"a"], None, 0),
        ([b"a"], None, tb.max_keys + 1),
        ([b"a", b"a"], [1, 0], 2),
        ([b"a"], [tb.max_key_bytes + 1], 1),
        ([b"a", b"a"], [1, 255], 2),
    ]
    for i, (keys, lengths, n) in enumerate(cases):
        if keys or n is not None:
            await tb.load_query(keys, lengths, n)
        await tb.send_pages([page], [i])
        await tb.wait_results(i + 1)
        got = tb.results[i][1]
        assert got.cls == pm2.BAD_QUERY and not got.found and not any(got.adv) and not any(got.head) \
            and not any(got.tail), (i, got)
    # An unused key slot may hold anything: a length of 0 beyond n is not an error.
    await tb.load_query([b"a"], [1] + [0] * (tb.max_keys - 1), 1)
    await tb.send_pages([page], [99])
    await tb.wait_results(len(cases) + 1)
    assert tb.results[-1][1].cls == pm2.MATCHED
    # Out of order: a key word after the commit, a commit without the count before it, key words
    # before the count. Each leaves the query out of effect; the documented order restores it.
    await tb.cfg_write(tb.max_key_bytes // 4 - 1, int.from_bytes(b"bbbb", "little"))  # key 0's last slot word
    await tb.send_pages([page], [100])
    await tb.cfg_write(tb.count_addr + 1, 0)
    await tb.send_pages([page], [101])
    await tb.write_key(0, b"b")
    await tb.cfg_write(tb.count_addr, 1)
    await tb.wait_loaded()
    await tb.cfg_write(tb.count_addr + 1, 0)  # the key word came before the count: not in the tables
    await tb.send_pages([b"b" * len(page)], [102])
    await tb.load_query([b"b"])
    await tb.send_pages([page, b"b" * len(page)], [103, 104])
    await tb.wait_results(len(cases) + 6)
    got = [(t, r.cls) for t, r in tb.results[-5:]]
    assert got == [(100, pm2.BAD_QUERY), (101, pm2.BAD_QUERY), (102, pm2.MISMATCHED), (103, pm2.MISMATCHED),
                   (104, pm2.MATCHED)], got
    # Without the commit the loaded query is not in effect.
    await tb.load_query([b"a"], commit=False)
    await tb.send_pages([page], [105])
    await tb.wait_results(len(cases) + 7)
    assert tb.results[-1][1].cls == pm2.BAD_QUERY


@cocotb.test()
async def query_changes_only_between_pages(dut):
    """A query write waits while a page is in flight or offered, so a page is matched against
    one query only; it goes through as soon as the page has ended."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    await tb.load_query([b"ab"])
    d = dut
    page = (b"ab" + bytes(3 * tb.lanes))[:3 * tb.lanes]
    await FallingEdge(d.clk_i)
    d.s_valid_i.value = 1
    d.s_data_i.value = int.from_bytes(page[:tb.lanes], "little")
    d.s_last_i.value = 0
    d.s_tag_i.value = 7
    await ReadOnly()
    assert int(d.s_ready_o.value)
    assert not int(d.cfg_ready_o.value), "a query write was open while a page's first beat was offered"
    await FallingEdge(d.clk_i)
    d.s_valid_i.value = 0
    write = cocotb.start_soon(tb.cfg_write(tb.count_addr, 0))  # would make the query bad
    await ClockCycles(d.clk_i, 10)
    assert not write.done()
    rest = page[tb.lanes:]
    await tb.send_pages([rest], [7])  # the page's remaining beats (the tag is the first beat's)
    await write
    await tb.wait_results(1)
    assert tb.results[0][0] == 7 and tb.results[0][1] == pm2.classify_page(page, [b"ab"], tb.max_keys, tb.max_key_bytes)
    await tb.send_pages([page], [8])
    await tb.wait_results(2)
    assert tb.results[1][1].cls == pm2.BAD_QUERY


@cocotb.test()
async def requests_join_from_page_results(dut):
    """Multi-page requests (keys planted across page boundaries): the second-stage join on the
    DUT's page results equals a search of the request's bytes whenever it gives an answer, and
    it asks for the bytes only when a key spans a boundary."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    rng = tb.rng
    outcomes = {True: 0, False: 0, None: 0}
    # At least 30 requests, and more (up to 200) until every outcome has come up a few times.
    for req in range(200):
        if req >= 30 and all(v >= 3 for v in outcomes.values()):
            break
        keys = random_keys(rng, min(tb.max_keys, 4), tb.max_key_bytes)
        await tb.load_query(keys)
        shortest = -(-tb.max_key_bytes // tb.lanes)  # pm2.join's condition: pages of MaxKeyBytes or more
        page_len = tb.lanes * rng.randint(shortest, max(shortest, 64 // tb.lanes))
        npages = rng.randint(2, 6)
        noise = rng.choice([b"ab", b"xy"])
        data = bytearray(rng.choice(noise) for _ in range(page_len * npages))
        for _ in range(rng.randint(0, len(keys))):
            key = rng.choice(keys)
            if len(key) <= len(data):
                at = rng.randrange(len(data) - len(key) + 1)
                data[at:at + len(key)] = key
        split_keys_across(rng, data, keys, [page_len * i for i in range(1, npages)])
        pages = [bytes(data[i:i + page_len]) for i in range(0, len(data), page_len)]
        base = len(tb.results)
        await tb.send_pages(pages, [req] * npages)
        await tb.wait_results(base + npages)
        got = [r for _, r in tb.results[base:base + npages]]
        verdict = pm2.join(got, keys, page_len, tb.max_key_bytes)
        truth = pm2.matches(bytes(data), keys)
        if verdict is None:
            assert any(pm2.spans_boundary(a, b, keys) for a, b in zip(got, got[1:]))
        else:
            assert verdict == truth, (req, keys, bytes(data), page_len)
        outcomes[verdict] += 1
    dut._log.info("join outcomes: %s", outcomes)
    assert all(v >= 3 for v in outcomes.values()), f"too little exercised: {outcomes}"


# The default (the 8 keys of 32 bytes at 4 bytes a cycle), one byte a cycle with few
# short keys, and a wide lane with an odd key count. Each point is a Verilator build (~10 s, about
# 20 s with its run in a cold `make test`), so `make test` runs the default and `make regress` all.
SWEEP = pick([(4, 8, 32)], [(4, 8, 32), (1, 2, 8), (8, 3, 12)])


@pytest.mark.tiered
@pytest.mark.parametrize("lanes,max_keys,max_key_bytes", SWEEP)
def test_pm2_matcher(lanes: int, max_keys: int, max_key_bytes: int) -> None:
    run(test_file=__file__, toplevel="pm2_matcher", simulator="verilator",
        sources=rtl_files("common/common_fifo_sync.sv", "pm2/pm2_matcher.sv"),
        parameters=dict(LaneBytes=lanes, MaxKeys=max_keys, MaxKeyBytes=max_key_bytes))
