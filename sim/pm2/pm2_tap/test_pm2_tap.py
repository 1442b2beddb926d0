"""pm2_tap: one channel's 2PM first stage (page buffer, beat-to-lane conversion, matcher, result
FIFO) against the Python reference.

The bench plays the data mover and the channel: it loads a query through cfg_* never writing
more words than cfg_space_o allows, sends a page only when room_o says the buffer takes it (and
then checks that in_ready_o never stalls the page), and pops results at random. Every result must
equal cssd_sim.pm2.classify_page on the page's bytes, in page order with its tag; page_freed_o
pulses once per page. Left unpopped, the results fill the FIFO and the matcher, the buffer
fills, room_o stays low and nothing is lost: popped, every page reports.
"""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

from cssd_sim import pm2, tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng

ALPHABET = b"abc"


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        p = lambda n: int(getattr(dut, n).value)  # noqa: E731
        self.beat = p("DataW") // 8
        self.page_bytes, self.buf_pages = p("PageBytes"), p("BufPages")
        self.max_keys, self.max_key_bytes = p("MaxKeys"), p("MaxKeyBytes")
        self.res_depth = p("ResDepth")
        self.state_w = self.max_keys.bit_length()
        self.frag_w = self.max_key_bytes - 1
        self.keys: list[bytes] = []
        self.results: list[tuple[int, pm2.PageResult]] = []
        # What the analyzer port took (tag, class), with its own random ready.
        self.events: list[tuple[int, int]] = []
        self.ev_ready_prob = 1.0
        self.freed = 0
        self.pop_prob = 1.0
        self.rng = random.Random()
        self.errors: list[str] = []

    async def start(self, rng: random.Random) -> None:
        self.rng = rng
        await tb_clock.start(self.dut, zero=("in_valid_i", "in_last_i", "in_data_i", "in_tag_i", "cfg_valid_i",
                                              "cfg_addr_i", "cfg_wdata_i", "res_pop_i", "ev_ready_i"),
                             after_reset=1)
        tb_clock.every_cycle(self.dut, self._sample, self._drive)

    def _drive(self) -> None:
        self.dut.res_pop_i.value = int(self.rng.random() < self.pop_prob)
        self.dut.ev_ready_i.value = int(self.rng.random() < self.ev_ready_prob)

    def _sample(self) -> None:
        d = self.dut
        self.freed += int(d.page_freed_o.value)
        if int(d.res_valid_o.value) and int(d.res_pop_i.value):
            self.results.append((int(d.res_tag_o.value), self._decode()))
        if int(d.ev_valid_o.value) and int(d.ev_ready_i.value):
            self.events.append((int(d.ev_tag_o.value), int(d.ev_class_o.value)))

    def check_events(self) -> None:
        """The analyzer port saw every result once, in the FIFO's order, with its tag and class."""
        want = [(t, r.cls) for t, r in self.results]
        assert self.events[:len(want)] == want, (self.events[:8], want[:8])

    def _decode(self) -> pm2.PageResult:
        d = self.dut
        adv, head, tail = int(d.res_adv_o.value), int(d.res_head_o.value), int(d.res_tail_o.value)
        sm, fm = (1 << self.state_w) - 1, (1 << self.frag_w) - 1
        tails = [pm2.tail_from_slot(tail >> (k * self.frag_w) & fm,
                                    len(self.keys[k]) if k < len(self.keys) else 0, self.max_key_bytes)
                 for k in range(self.max_keys)]
        return pm2.PageResult(cls=int(d.res_class_o.value), found=int(d.res_found_o.value),
                              adv=tuple(adv >> (s * self.state_w) & sm for s in range(self.max_keys)),
                              head=tuple(head >> (k * self.frag_w) & fm for k in range(self.max_keys)),
                              tail=tuple(tails))

    async def load_query(self, keys: list[bytes]) -> None:
        """The query words (pm2.query_words), at most cfg_space_o at a time, one a cycle."""
        d = self.dut
        self.keys = keys
        words = pm2.query_words(keys, self.max_keys, self.max_key_bytes)
        while words:
            await FallingEdge(d.clk_i)
            d.cfg_valid_i.value = 0
            await ReadOnly()
            space = int(d.cfg_space_o.value)
            for addr, value in words[:space]:
                await FallingEdge(d.clk_i)
                d.cfg_valid_i.value = 1
                d.cfg_addr_i.value = addr
                d.cfg_wdata_i.value = value
            words = words[space:]
            await FallingEdge(d.clk_i)
            d.cfg_valid_i.value = 0

    async def send_page(self, page: bytes, tag: int, wait_room: int = 100_000) -> bool:
        """One page, once room_o is up (False if it did not come in wait_room cycles); every beat
        must be taken in its cycle."""
        d = self.dut
        for _ in range(wait_room):
            await FallingEdge(d.clk_i)
            d.in_valid_i.value = 0
            await ReadOnly()
            if int(d.room_o.value):
                break
        else:
            return False
        beats = [page[i:i + self.beat] for i in range(0, len(page), self.beat)]
        for b, data in enumerate(beats):
            await FallingEdge(d.clk_i)
            d.in_valid_i.value = 1
            d.in_data_i.value = int.from_bytes(data, "little")
            d.in_last_i.value = int(b == len(beats) - 1)
            d.in_tag_i.value = tag
            await ReadOnly()
            if not int(d.in_ready_o.value):
                self.errors.append(f"page {tag:#x} beat {b}: stalled after room_o")
        await FallingEdge(d.clk_i)
        d.in_valid_i.value = 0
        return True

    async def wait_results(self, n: int, limit: int = 200_000) -> None:
        for _ in range(limit):
            if len(self.results) >= n:
                return
            await ClockCycles(self.dut.clk_i, 1)
        raise AssertionError(f"{len(self.results)} of {n} results in {limit} cycles")


def random_keys(rng: random.Random, max_keys: int, max_key_bytes: int) -> list[bytes]:
    lengths = [rng.choice([1, 3, rng.randint(1, max_key_bytes), max_key_bytes]) for _ in range(rng.randint(1, max_keys))]
    return [bytes(rng.choice(ALPHABET) for _ in range(ln)) for ln in lengths]


def random_pages(rng: random.Random, keys: list[bytes], n: int, length: int) -> list[bytes]:
    """Noise with keys planted in the pages and across their boundaries."""
    data = bytearray(rng.choice(rng.choice([b"ab", b"xy"])) for _ in range(n * length))
    for _ in range(2 * n):
        key = rng.choice(keys)
        at = rng.choice([rng.randrange(len(data) - len(key) + 1),
                         max(0, length * rng.randrange(1, n + 1) - rng.randint(1, len(key)))])
        data[at:at + len(key)] = key[:len(data) - at]
    return [bytes(data[i:i + length]) for i in range(0, len(data), length)]


@cocotb.test()
async def pages_against_reference(dut):
    """Several queries, pages sent as room_o allows, random pops: each result equals the
    reference, in order with its tag; the page buffer frees each page once."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    rng = tb.rng
    for q in range(6):
        keys = random_keys(rng, tb.max_keys, tb.max_key_bytes)
        await tb.load_query(keys)
        tb.pop_prob = rng.choice([1.0, 0.3, 0.05])
        tb.ev_ready_prob = rng.choice([1.0, 0.5, 0.1])
        pages = random_pages(rng, keys, rng.randint(3, 8), tb.page_bytes)
        base, freed = len(tb.results), tb.freed
        for i, page in enumerate(pages):
            assert await tb.send_page(page, q << 8 | i), "room_o never came"
        await tb.wait_results(base + len(pages))
        for i, (tag, res) in enumerate(tb.results[base:]):
            assert tag == q << 8 | i, f"query {q}: result {i} has tag {tag:#x}"
            assert res == pm2.classify_page(pages[i], keys, tb.max_keys, tb.max_key_bytes), (q, i, keys)
        assert tb.freed - freed == len(pages), f"page_freed_o {tb.freed - freed} for {len(pages)} pages"
    tb.check_events()
    assert not tb.errors, tb.errors[:4]


@cocotb.test()
async def unpopped_results_hold_the_buffer(dut):
    """Nobody pops: the result FIFO, the matcher and the page buffer fill, room_o stays low and
    busy_o high; popped again, every page reports, in order, none lost."""
    tb = Tb(dut)
    await tb.start(make_rng(dut))
    keys = [b"abc"]
    await tb.load_query(keys)
    tb.pop_prob = 0.0
    sent: list[bytes] = []
    for i in range(tb.res_depth + 3 + 1 + tb.buf_pages + 4):
        page = random_pages(tb.rng, keys, 1, tb.page_bytes)[0]
        if not await tb.send_page(page, i, wait_room=20 * tb.page_bytes):
            break
        sent.append(page)
    else:
        raise AssertionError(f"{len(sent)} pages went in with no result popped")
    assert len(sent) >= tb.res_depth + tb.buf_pages, f"only {len(sent)} pages held"
    await ClockCycles(dut.clk_i, 4 * tb.page_bytes)
    await ReadOnly()
    assert not int(dut.room_o.value) and int(dut.busy_o.value) and not tb.results
    await FallingEdge(dut.clk_i)
    tb.pop_prob = 0.5
    await tb.wait_results(len(sent))
    assert [t for t, _ in tb.results] == list(range(len(sent)))
    assert [r for _, r in tb.results] == [pm2.classify_page(p, keys, tb.max_keys, tb.max_key_bytes) for p in sent]
    tb.check_events()
    await ClockCycles(dut.clk_i, 10)
    await ReadOnly()
    assert int(dut.room_o.value) and not int(dut.busy_o.value), "idle again"
    assert not tb.errors, tb.errors[:4]


# The back end's shape (512-bit beats, 4 bytes a cycle, 8 keys of 32 bytes; short pages keep the
# run brief) and a narrow one (64-bit beats as one 8-byte lane, 3 pages buffered,
# 4 keys of 16 bytes).
CONFIGS = {
    "w512": dict(DataW=512, LaneBytes=4, PageBytes=512, BufPages=2, MaxKeys=8, MaxKeyBytes=32, ResDepth=8),
    "w64": dict(DataW=64, LaneBytes=8, PageBytes=256, BufPages=3, MaxKeys=4, MaxKeyBytes=16, ResDepth=4),
}


@pytest.mark.parametrize("config", list(CONFIGS))
def test_pm2_tap(config: str) -> None:
    run(test_file=__file__, toplevel="pm2_tap", simulator="verilator",
        sources=rtl_files("common/common_fifo_sync.sv", "pm2/pm2_matcher.sv", "pm2/pm2_tap.sv"),
        parameters=CONFIGS[config])
