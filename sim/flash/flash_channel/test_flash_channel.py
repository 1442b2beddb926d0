"""flash_channel: several dies behind one channel's registers and one channel bus.

The channel is driven through its register window (flash_chan.rdl) by sim/common/flash_port.py,
exactly as the firmware of its NVM set would; the data mover is a Python model on the dies'
packed copy-request ports (each request performed on sparse buffer / array memories after a few
cycles, answered with its done pulse). Expectations come from rtl/flash/doc/README.md:

* every descriptor completes exactly once with its own tag, op and status; a die the channel does
  not have completes at once with ADDRESS_INVALID; a push to a full die queue is dropped and
  counted, and the other dies go on;
* the dies' operations interleave (array phases overlap; completions of different dies mix), while
  each die keeps its own order (FCFS);
* the data of every page lands at the documented array address of its die and comes back byte for
  byte, with no die's data in another's pages;
* one bus holder at a time, and the run time of reads over 1..NumDies dies follows the doc's model
  (die-bound or bus-bound) within its stated bound.
"""

from __future__ import annotations

import os
import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, Combine, ReadOnly, RisingEdge
from cocotb.utils import get_sim_time
from cocotbext.axi.sparse_memory import SparseMemory

from cssd_sim import pm2
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.flash_port import WINDOW, FlashPort, Op, St
from cssd_sim.tb_random import make_rng

CLK_NS = 4
DATA_BASE = 0x1_0000_0000
SPARE_BASE = 0x2_0000_0000
BUF_BASE = 0x10_0000


class ChannelTb:
    def __init__(self, dut) -> None:
        self.dut = dut
        p = lambda n: int(getattr(dut, n).value)  # noqa: E731
        self.channel, self.dies, self.planes = p("Channel"), p("NumDies"), p("NumPlanes")
        self.blocks, self.pages = p("BlocksPerPlane"), p("PagesPerBlock")
        self.pb, self.sb = p("PageBytes"), p("SpareBytes")
        self.depth, self.addr_w, self.len_w = p("Depth"), p("AddrW"), p("LenW")
        self.buf = SparseMemory(1 << 40)
        self.arr = SparseMemory(1 << 40)
        # The channel's window is the whole register port here; flash_port addresses channel c at
        # WINDOW * (1 + c), so a base of -WINDOW puts channel 0 at offset 0.
        self.port = FlashPort(dut, dut.clk_i, dut.rst_ni, base=-WINDOW, poll=8)
        self.dma_latency = 3
        self.cycle = 0
        self.errors: list[str] = []
        self.copies: list[tuple] = []  # (die, kind, src, dst, len)
        self.bus_cycles_seen = 0
        self.beat = int(dut.DataW.value) // 8
        self.tap_copies = 0  # copies handed to the tap

    async def start(self, t_cmd=5, t_read=40, t_prog=90, t_erase=150, t_page=16, t_spare=3, policy=0) -> None:
        d = self.dut
        cocotb.start_soon(Clock(d.clk_i, CLK_NS, unit="ns").start())
        for name in ("fault_kind_i", "fault_whole_i", "fault_ch_i", "fault_die_i", "fault_plane_i", "fault_block_i",
                     "fault_page_i", "rate_uecc_i", "rate_prog_i", "rate_erase_i", "bbt_die_i", "bbt_plane_i",
                     "bbt_block_i", "bbt_set_bad_i", "bbt_clear_bad_i", "dma_done_i", "dma_err_i", "mon_die_i",
                     "mon_idx_i", "page_types_i", "power_loss_i", "tap_valid_i", "tap_data_i", "tap_last_i",
                     "tap_tag_i", "pm2_ro_valid_i", "pm2_ro_req_i", "pm2_ro_prio_i", "pm2_push_slack_i",
                     "pm2_push_pin_i", "pm2_push_prio_i", "slack_en_i", "pin_en_i", "pm2_unpin_valid_i",
                     "pm2_unpin_req_i"):
            getattr(d, name).value = 0
        # The result analyzer takes every page result at once; SCHED.MAX_SWAPS's reset value.
        d.pm2_res_ready_i.value = 1
        d.max_swaps_i.value = 15
        d.detect_en_i.value = 1  # SCHED.DETECT's reset value
        d.data_base_i.value = DATA_BASE
        d.spare_base_i.value = SPARE_BASE
        self.set_timing(t_cmd=t_cmd, t_read=t_read, t_prog=t_prog, t_erase=t_erase, t_page=t_page, t_spare=t_spare,
                        policy=policy)
        d.rst_ni.value = 0
        d.array_rst_ni.value = 0
        await ClockCycles(d.clk_i, 3)
        d.rst_ni.value = 1
        d.array_rst_ni.value = 1
        await ClockCycles(d.clk_i, 2)
        cocotb.start_soon(self._cycle())

    def set_timing(self, t_cmd, t_read, t_prog, t_erase, t_page, t_spare, policy) -> None:
        d = self.dut
        self.t = dict(cmd=t_cmd, read=t_read, prog=t_prog, erase=t_erase, page=t_page, spare=t_spare)
        d.t_cmd_i.value = t_cmd
        d.t_read_i.value = t_read * (1 | 1 << 32 | 1 << 64)
        d.t_prog_i.value = t_prog * (1 | 1 << 32 | 1 << 64)
        d.t_erase_i.value = t_erase
        d.t_page_xfer_i.value = t_page
        d.t_spare_xfer_i.value = t_spare
        d.policy_i.value = policy

    async def _cycle(self) -> None:
        """Data mover model (one copy per die at a time, as the dies ask) and the bus check."""
        d = self.dut
        n = self.dies
        cur: list[tuple | None] = [None] * n
        done = 0
        aw, lw = self.addr_w, self.len_w
        # A tapped copy (flash_dma hands its beats to the channel's tap, one copy at a time):
        # (die, beats left as (data, last, tag)); its done waits for the last beat.
        tapping: list = []
        tap_queue: list[int] = []  # dies whose tapped copy waits for the tap
        while True:
            await RisingEdge(d.clk_i)
            d.dma_done_i.value = done
            beat = tapping[1][0] if tapping else None
            d.tap_valid_i.value = int(beat is not None)
            if beat is not None:
                d.tap_data_i.value, d.tap_last_i.value, d.tap_tag_i.value = beat
            await ReadOnly()
            self.cycle += 1
            c = self.cycle
            # One bus holder at a time (the channel's grant vector, read inside the DUT).
            gnt = int(d.bus_gnt.value)
            if gnt & (gnt - 1):
                self.errors.append(f"cycle {c}: bus granted to {gnt:#x}")
            self.bus_cycles_seen += gnt != 0
            req = int(d.dma_req_o.value)
            done = 0
            if req:
                kinds, srcs, dsts, lens = (int(d.dma_kind_o.value), int(d.dma_src_o.value), int(d.dma_dst_o.value),
                                           int(d.dma_len_o.value))
            for i in range(n):
                if cur[i] is None and req >> i & 1:
                    r = (kinds >> (3 * i) & 7, srcs >> (aw * i) & ((1 << aw) - 1), dsts >> (aw * i) & ((1 << aw) - 1),
                         lens >> (lw * i) & ((1 << lw) - 1))
                    cur[i] = (c + self.dma_latency, r)
                    self.copies.append((i,) + r)
                elif cur[i] is not None and not req >> i & 1:
                    cur[i] = None  # dropped after our done pulse
                if cur[i] is not None and cur[i][0] == c and (int(d.dma_tap_o.value) >> i & 1):
                    # A tapped copy: its data goes to the tap first, in turn with the others.
                    if i not in tap_queue and not (tapping and tapping[0] == i):
                        kind, src, dst, length = cur[i][1]
                        data = self.arr.read(src, length) if kind == 0 else b"\xff" * length
                        tw = len(d.tap_tag_i)
                        tag = int(d.dma_tap_tag_o.value) >> (tw * i) & ((1 << tw) - 1)
                        if not int(d.tap_room_o.value) and not tapping and not tap_queue:
                            self.errors.append(f"cycle {c}: die {i}'s reserved tap page has no room")
                        tap_queue.append(i)
                        cur[i] = (c + 1, cur[i][1], [(int.from_bytes(data[o:o + self.beat], "little"),
                                                      int(o + self.beat >= length), tag)
                                                     for o in range(0, length, self.beat)])
                    else:
                        cur[i] = (c + 1,) + cur[i][1:]
                    continue
                if cur[i] is not None and cur[i][0] == c:
                    kind, src, dst, length = cur[i][1]
                    if kind == 1:
                        self.arr.write(dst, self.buf.read(src, length))
                    else:
                        self.buf.write(dst, self.arr.read(src, length) if kind == 0 else b"\xff" * length)
                    done |= 1 << i
                    cur[i] = (-1, cur[i][1])
            # The tap: the head tapped copy's beats, then its data lands and it is done.
            if tapping and beat is not None and int(d.tap_ready_o.value):
                tapping[1].pop(0)
                if not tapping[1]:
                    i = tapping[0]
                    kind, src, dst, length = cur[i][1]
                    self.buf.write(dst, self.arr.read(src, length) if kind == 0 else b"\xff" * length)
                    done |= 1 << i
                    cur[i] = (-1, cur[i][1])
                    tapping = []
                    self.tap_copies += 1
            elif tapping and beat is not None:
                self.errors.append(f"cycle {c}: the tap refused a reserved beat")
            if not tapping and tap_queue:
                i = tap_queue.pop(0)
                tapping = [i, list(cur[i][2])]

    def page_index(self, die, plane, block, page) -> int:
        return ((((self.channel * self.dies + die) * self.planes + plane) * self.blocks + block) * self.pages + page)

    async def monitor(self, die: int, idx: int) -> int:
        self.dut.mon_die_i.value = die
        self.dut.mon_idx_i.value = idx
        await ClockCycles(self.dut.clk_i, 3)  # the die's counter mux is registered
        await ReadOnly()
        v = int(self.dut.mon_data_o.value)
        await RisingEdge(self.dut.clk_i)
        return v


# =============================================================================================
@cocotb.test(timeout_time=50, timeout_unit="ms")
async def interleave_and_integrity(dut):
    """Programs then reads (single and multi-plane, some with the spare area) spread at random over
    every die and pushed in a random interleaving; the same block and page on every die holds
    different data. Each completion: its tag once, OK; each die's completions in its push order
    (FCFS); completions of different dies interleave; each page is at its die's documented array
    address and reads back byte for byte; erased pages read ones with ERASED after an erase."""
    tb = ChannelTb(dut)
    rng = make_rng(dut, "SEED")
    await tb.start(policy=0)
    p = tb.port
    await p.use_interrupts(dut.irq_o)
    ref: dict[tuple, tuple[bytes, bytes | None]] = {}
    tag = [0]

    def new(die, op, plane, block, page, multi=False, spare=False):
        d = dict(die=die, op=op, plane=plane, block=block, page=page, multi=multi, spare=spare, tag=tag[0],
                 buf=BUF_BASE + tag[0] * 2 * tb.planes * tb.pb, sbuf=BUF_BASE + 0x80_0000 + tag[0] * 256 * tb.planes)
        tag[0] += 1
        return d

    # Per die, a list of programs in page order per (plane, block); multi-plane when the planes agree.
    work = {die: [] for die in range(tb.dies)}
    for die in range(tb.dies):
        nxt = {}
        for _ in range(12):
            block = rng.randrange(3)
            if tb.planes > 1 and rng.random() < 0.3 and len({nxt.get((q, block), 0) for q in range(tb.planes)}) == 1:
                page = nxt.get((0, block), 0)
                if page >= tb.pages:
                    continue
                work[die].append(new(die, Op.PROGRAM, 0, block, page, multi=True, spare=rng.random() < 0.5))
                for q in range(tb.planes):
                    nxt[(q, block)] = page + 1
            else:
                plane = rng.randrange(tb.planes)
                page = nxt.get((plane, block), 0)
                if page >= tb.pages:
                    continue
                work[die].append(new(die, Op.PROGRAM, plane, block, page, spare=rng.random() < 0.5))
                nxt[(plane, block)] = page + 1
    for ds in work.values():
        for d in ds:
            for q in range(tb.planes if d["multi"] else 1):
                data = rng.randbytes(tb.pb)
                spare = rng.randbytes(tb.sb) if d["spare"] else None
                tb.buf.write(d["buf"] + q * tb.pb, data)
                if spare:
                    tb.buf.write(d["sbuf"] + q * tb.sb, spare)
                ref[(d["die"], (q if d["multi"] else d["plane"]), d["block"], d["page"])] = (data, spare)
    # Then a read of every programmed page from the other side of the bench, and an erased page.
    for die in range(tb.dies):
        for d in list(work[die]):
            work[die].append(new(die, Op.READ, d["plane"], d["block"], d["page"], multi=d["multi"], spare=d["spare"]))
        work[die].append(new(die, Op.READ, 0, 3, 0, spare=True))
    # A random interleaving that keeps each die's own order.
    order = [die for die in range(tb.dies) for _ in work[die]]
    rng.shuffle(order)
    cursor = {die: 0 for die in range(tb.dies)}
    seq = []
    for die in order:
        seq.append(work[die][cursor[die]])
        cursor[die] += 1
    # A die the channel does not have, in the middle of it all.
    bad_die = new(tb.dies, Op.READ, 0, 0, 0)
    seq.insert(len(seq) // 2, bad_die)

    cpls: list = []
    by_tag = {d["tag"]: d for d in seq}
    results = {}
    waits = []
    for d in seq:
        waits.append(await p.issue(0, d["op"], d["die"], d["plane"], d["block"], d["page"], buf=d["buf"],
                                   spare_buf=d["sbuf"] if d["spare"] else None, multi=d["multi"], tag=d["tag"],
                                   wait_space=d["die"] < tb.dies))

    async def collect(d, w):
        c = await w
        results[d["tag"]] = (c, tb.cycle)
        cpls.append(c)

    await Combine(*(cocotb.start_soon(collect(d, w)) for d, w in zip(seq, waits)))
    assert len(cpls) == len(seq) and {c.tag for c in cpls} == set(by_tag), "each tag exactly once"
    for c in cpls:
        d = by_tag[c.tag]
        want = St.ADDRESS_INVALID if d["die"] >= tb.dies else St.OK
        assert (c.status, c.op) == (want, d["op"]), (d, c)
    # Per-die order kept; dies interleaved.
    for die in range(tb.dies):
        tags = [d["tag"] for d in seq if d["die"] == die]
        done = sorted(tags, key=lambda t: results[t][1])
        assert done == tags, f"die {die}: completions {done}, pushed {tags}"
    by_time = [by_tag[t]["die"] for t, _ in sorted(results.items(), key=lambda kv: kv[1][1])]
    switches = sum(a != b for a, b in zip(by_time, by_time[1:]))
    dut._log.info("%d ops over %d dies, %d die switches in completion order", len(seq), tb.dies, switches)
    if tb.dies > 1:
        assert switches >= len(seq) // 4, "completions of the dies should interleave"
    # Data: in the array at the documented address, and back in each read's buffer.
    for (die, plane, block, page), (data, spare) in ref.items():
        idx = tb.page_index(die, plane, block, page)
        assert tb.arr.read(DATA_BASE + idx * tb.pb, tb.pb) == data, ("array", die, plane, block, page)
        if spare:
            assert tb.arr.read(SPARE_BASE + idx * tb.sb, tb.sb) == spare, ("spare", die, plane, block, page)
    for d in seq:
        if d["op"] != Op.READ or d["die"] >= tb.dies:
            continue
        c = results[d["tag"]][0]
        for q in range(tb.planes if d["multi"] else 1):
            plane = q if d["multi"] else d["plane"]
            got = tb.buf.read(d["buf"] + q * tb.pb, tb.pb)
            key = (d["die"], plane, d["block"], d["page"])
            if key in ref:
                assert c.erased == 0 and got == ref[key][0], ("read back", key)
                if d["spare"]:
                    assert tb.buf.read(d["sbuf"] + q * tb.sb, tb.sb) == ref[key][1], ("spare back", key)
            else:
                assert c.erased >> plane & 1 and got == b"\xff" * tb.pb, ("erased", key, c)
    assert not tb.errors, tb.errors[:5]


@cocotb.test(timeout_time=50, timeout_unit="ms")
async def bus_sharing_and_throughput(dut):
    """Reads with every die's queue kept busy, over 1..NumDies dies: the run takes the doc's model
    max(reads per die x (t_cmd + tR + t_xfer) + (dies - 1) x (t_cmd + t_xfer),
        t_cmd + tR + reads per die x dies x (t_cmd + t_xfer))
    within its stated -3% .. +1%; the array phases of different dies overlap (the dies' array-busy
    counters add up to more than the run when several dies work); the channel's bus-busy counter
    equals the cycles a die held the bus, and no two dies ever hold it at once."""
    tb = ChannelTb(dut)
    # tR = 2 page transfers, as in the doc's measurement, so the bus saturates between 2 and 4 dies;
    # long enough that the few control cycles per read stay inside the bound.
    cmd, tr, x = 5, 512, 256
    await tb.start(t_cmd=cmd, t_read=tr, t_page=x, policy=0)
    p = tb.port
    await p.use_interrupts(dut.irq_o)
    per_die = 8
    tag = 0
    for dies in range(1, tb.dies + 1):
        busy0 = [await tb.monitor(die, 0) for die in range(dies)]
        bus0 = await tb.monitor(15, 0)
        seen0 = tb.bus_cycles_seen
        t0 = get_sim_time("ns")
        waits = []
        for i in range(per_die):
            for die in range(dies):
                waits.append(await p.issue(0, Op.READ, die, 0, i % tb.blocks, 0, buf=BUF_BASE + die * 0x1000, tag=tag))
                tag += 1
        cpls = [await w for w in waits]
        cycles = (get_sim_time("ns") - t0) / CLK_NS
        assert all(c.status == St.OK and c.erased == 1 for c in cpls), cpls
        model = max(per_die * (cmd + tr + x) + (dies - 1) * (cmd + x), cmd + tr + dies * per_die * (cmd + x))
        busy = sum([await tb.monitor(die, 0) for die in range(dies)]) - sum(busy0)
        bus = await tb.monitor(15, 0) - bus0
        seen = tb.bus_cycles_seen - seen0
        dut._log.info("%d dies: %d reads in %.0f cycles, model %d (%.3f); array busy %d, bus busy %d", dies,
                      dies * per_die, cycles, model, model / cycles, busy, bus)
        assert 0.97 <= model / cycles <= 1.01, f"{dies} dies: {cycles} cycles against the model {model}"
        assert busy == dies * per_die * tr, "array time: tR per read"
        if dies > 1:
            assert busy > cycles, "the dies' array phases overlap"
        # Each read holds the bus for its command and its transfer; a die with more queued keeps it
        # through its completion and next checks (doc: about 5 cycles; measured 7) to issue the next
        # command at once.
        assert seen - 2 <= bus <= seen + 2, f"bus-busy counter {bus}, cycles with a grant {seen}"
        assert dies * per_die * (cmd + x) <= bus <= dies * per_die * (cmd + x + 8), bus
    assert not tb.errors, tb.errors[:5]


@cocotb.test(timeout_time=50, timeout_unit="ms")
async def full_queue_and_held_completions(dut):
    """Die 0's queue filled behind a long erase: DIE_SPACE bit 0 drops, a further push to it is
    dropped and counted (channel monitor 1) and never completes, while the other dies are still
    served. Completions not popped wait in the FIFO (CPL_COUNT, the level interrupt); popped
    later, every accepted descriptor completes exactly once."""
    tb = ChannelTb(dut)
    await tb.start(t_erase=3000, policy=0)
    p = tb.port
    tags = []
    for i in range(tb.depth + 1):
        await p.push(0, Op.ERASE, 0, 0, i % tb.blocks, 0, tag=100 + i, wait_space=False)
        tags.append(100 + i)
    await ClockCycles(dut.clk_i, 10)
    assert not (await p.die_space(0)) & 1, "die 0: one executing and Depth queued"
    await p.push(0, Op.ERASE, 0, 0, 0, 0, tag=999, wait_space=False)
    assert await tb.monitor(15, 1) == 1, "the push to a full queue is counted as dropped"
    expect_other = []
    if tb.dies > 1:
        assert (await p.die_space(0)) >> 1 & 1, "die 1 has room"
        for i in range(3):
            await p.push(0, Op.STATUS, tb.dies - 1, 0, 0, 0, tag=200 + i)
            expect_other.append(200 + i)
        await ClockCycles(dut.clk_i, 200)
        status = await p.crd(0, "STATUS")
        assert status & 1 and (status >> 8) & 0xFF == 3, f"the other die's 3 completions wait: {status:#x}"
    await p.cwr(0, "IRQ_ENABLE", 1)
    await ClockCycles(dut.clk_i, 2)
    if tb.dies > 1:
        assert int(dut.irq_o.value) == 1
    # Let everything finish without popping: the FIFO holds it all.
    total = len(tags) + len(expect_other)
    for _ in range(200):
        await ClockCycles(dut.clk_i, 500)
        if (await p.crd(0, "STATUS")) >> 8 & 0xFF == total:
            break
    assert (await p.crd(0, "STATUS")) >> 8 & 0xFF == total
    got = []
    while (c := await p.pop(0)) is not None:
        got.append(c)
    await ClockCycles(dut.clk_i, 2)
    assert int(dut.irq_o.value) == 0
    assert sorted(c.tag for c in got) == sorted(tags + expect_other), [c.tag for c in got]
    assert [c.tag for c in got if c.tag >= 100 and c.tag < 200] == tags, "die 0 in its order"
    assert all(c.status == St.OK for c in got)
    await ClockCycles(dut.clk_i, 100)
    assert await p.pop(0) is None, "the dropped descriptor never completes"
    assert not tb.errors, tb.errors[:5]


@cocotb.test(timeout_time=50, timeout_unit="ms")
async def search_reads_share_the_tap(dut):
    """Every die's search reads (multi-plane, both planes, one of them never programmed) at once:
    the dies reserve the channel's tap pages in turn, no reserved beat is ever refused, and each
    page gives one result (tag and plane) equal to the reference. While nobody pops results the
    search reads wait off the bus: a plain read on a die with none of them queued completes."""
    tb = ChannelTb(dut)
    await tb.start()
    p, rng = tb.port, make_rng(dut, "SEED")
    keys = [b"needle", b"hay!"]
    await p.search_query(0, keys)
    pages = {}
    for die in range(tb.dies):
        for page in range(2):
            data = bytearray(rng.choice(b"abcdefgh") for _ in range(tb.pb))
            for key in rng.sample(keys, rng.randint(0, 2)):
                at = rng.randrange(tb.pb - len(key))
                data[at:at + len(key)] = key
            tb.buf.write(0x1000, bytes(data))
            assert (await p.execute(0, Op.PROGRAM, die, 0, 1, page, buf=0x1000, tag=die * 8 + page)).status == St.OK
            pages[(die, 0, page)] = bytes(data)
    search_dies = range(max(1, tb.dies - 1))
    waits = {}
    # More pages than the results, the matcher and the tap buffer hold (8 + 4 + 2): pushes beyond
    # a die's queue wait for its space.
    for die in search_dies:
        for i in range(2 * tb.depth + 4):
            tag = 0x100 + die * 0x10 + i
            waits[tag] = cocotb.start_soon(p.execute(0, Op.READ, die, 0, 1, i % 2, buf=0x10_0000 + tag * 2 * tb.pb,
                                                     multi=True, tag=tag, search=True))
    await ClockCycles(dut.clk_i, 3000)
    assert not all(w.done() for w in waits.values()), "search reads finished with no result popped"
    if tb.dies > 1:
        cpl = await p.execute(0, Op.READ, tb.dies - 1, 0, 1, 0, buf=0x8000, tag=0x80)
        assert cpl.status == St.OK and tb.buf.read(0x8000, tb.pb) == pages[(tb.dies - 1, 0, 0)]
    results = await p.search_results(0, 2 * len(waits), poll_cycles=20)
    for (tag, plane), res in results.items():
        die, page = (tag - 0x100) >> 4, (tag & 0xF) % 2
        want = pm2.classify_page(pages.get((die, plane, page), b"\xff" * tb.pb), keys)
        assert res == want, (tag, plane, res, want)
    assert set(results) == {(t, pl) for t in waits for pl in range(tb.planes)}
    for w in waits.values():
        assert (await w).status == St.OK
    assert tb.tap_copies == 2 * len(waits) and not tb.errors, tb.errors[:5]


# Die count sweep (2 planes, small pages and blocks). CplDepth: the smallest the channel accepts,
# NumDies x (Depth + 2).
def _config(dies: int) -> dict:
    return dict(Channel=1, NumDies=dies, NumPlanes=2, BlocksPerPlane=4, PagesPerBlock=4, PageBytes=256,
                SpareBytes=64, Depth=4, NumFaults=2, CplDepth=dies * 6)


SOURCES = ["common/common_rr_arb.sv", "common/common_fifo_sync.sv", "flash/generated/flash_chan_csr.sv",
           "pm2/pm2_matcher.sv", "pm2/pm2_tap.sv", "pm2/pm2_reorder_queue.sv", "flash/flash_chip_sched.sv",
           "flash/flash_die.sv",
           "flash/flash_channel.sv"]
# Verilator by default, as for flash_top: Icarus 11 runs the dies at a few hundred cycles per second
# while they count (rtl/flash/doc/README.md, Testplan). SIM=icarus still works for short runs.
SIMULATOR = os.environ.get("SIM", "verilator")


@pytest.mark.parametrize("dies", [2, 4])
def test_flash_channel(dies):
    run(test_file=__file__, toplevel="flash_channel", sources=rtl_files(*SOURCES), parameters=_config(dies),
        simulator=SIMULATOR)
