"""cocotb tests for nvme_prp_walker, the PRP engine (rtl/nvme/generated/front_end/nvme_prp_walker.sv,
Chisel source rtl/chisel/src/main/scala/cssd/nvme/NvmePrpWalker.scala; behaviour and statuses in
rtl/nvme/doc/README.md "nvme_data_mover").

The walker turns xfers (a byte range of a command's buffer, described by PRP1/PRP2/cmdLen) into
per-page DMA segments and reads the PRP list entries it needs as a PCIe requester (PG213 RQ/RC
beats). The bench answers its list reads from a Python host memory (split into completions at
64-byte boundaries at random, with random gaps) and compares every segment and end marker with
`expected_segments`, a direct Python reading of the PRP rules, and every list read with the exact
set of list qwords the xfer must touch (entries kFirst-1..kLast-1 plus the chain pointers on the
way), checking each read stays inside one list page and within min(MRRS, 256 B).

The committed emit uses NvmeDataMoverParams defaults: list tags 8..15, maxCmdLen 1 MiB, list
reads <= 256 B. Chisel elaborates these away, so the sweep is over MRRS (an input) and seeds.
"""

from __future__ import annotations

import os
from collections import deque
from dataclasses import dataclass, field

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from cssd_sim.cocotb_run import RTL, run
from cssd_sim.tb_random import make_rng

PAGE = 4096
MAX_CMD_LEN = 1 << 20
TAG_BASE, NUM_TAGS = 8, 8
LIST_READS = 4  # list contexts (NvmeDataMoverParams.listReads): reads in flight at once
TAGS_PER_CTX = NUM_TAGS // LIST_READS
LIST_READ_MAX = 256
ST_OK, ST_PRP_OFFSET, ST_INVALID_FIELD, ST_DATA_ERROR = 0, 1, 2, 3
MRRS = [128, 256, 512, 1024, 2048, 4096, 128, 128]
PERIOD_NS = 4
M64 = (1 << 64) - 1


# ----------------------------------------------------------------------------------------------
# reference model


class HostMem:
    """Sparse qword memory holding PRP lists; qwords in `bad` answer with a completion error."""

    def __init__(self) -> None:
        self.q: dict[int, int] = {}
        self.bad_pages: set[int] = set()

    def read(self, addr: int) -> int:
        return self.q.get(addr, 0)


@dataclass
class Xfer:
    tag: int
    to_host: bool
    prp1: int
    prp2: int
    cmd_len: int
    offset: int
    length: int
    local: int
    serial: int = 0
    # Model results.
    segs: list = field(default_factory=list)  # (host, local, len) then optionally ("marker", status)
    reads: set = field(default_factory=set)  # list qword addresses the walk must read


def list_entry(mem: HostMem, prp2: int, n_entries: int, e: int, touched: set) -> tuple[int | None, int]:
    """Entry `e` (0-based, for command page e+1) of the list at PRP2 holding `n_entries` entries;
    adds the qwords read to `touched`. Returns (value, 0) or (None, status) when the walk meets a
    chain pointer with an offset or a failing read."""
    ptr, base = prp2, 0
    while True:
        slots = (PAGE - (ptr & 0xFFF)) // 8
        chain = n_entries - base > slots
        data = slots - 1 if chain else n_entries - base
        if e < base + data:
            a = ptr + 8 * (e - base)
            touched.add(a)
            if a // PAGE in mem.bad_pages:
                return None, ST_DATA_ERROR
            return mem.read(a), 0
        a = ptr + 8 * (slots - 1)
        touched.add(a)
        if a // PAGE in mem.bad_pages:
            return None, ST_DATA_ERROR
        nxt = mem.read(a)
        if nxt & 0xFFF:
            return None, ST_PRP_OFFSET
        ptr, base = nxt, base + slots - 1


def expected_segments(x: Xfer, mem: HostMem) -> None:
    x.segs, x.reads = [], set()
    if (x.length == 0 or x.offset % 4 or x.length % 4 or x.offset + x.length > x.cmd_len
            or x.cmd_len > MAX_CMD_LEN):
        x.segs.append(("marker", ST_INVALID_FIELD))
        return
    o1 = x.prp1 & 0xFFF
    v_first, v_end = x.offset + o1, x.offset + x.length + o1
    tot = (x.cmd_len + o1 + PAGE - 1) // PAGE
    k_first, k_last = v_first // PAGE, (v_end - 1) // PAGE
    mode = "prp1" if tot <= 1 else "prp2" if tot == 2 else "list"
    if x.prp1 & 3 or (k_last and ((mode == "prp2" and x.prp2 & 0xFFF) or (mode == "list" and x.prp2 & 7))):
        x.segs.append(("marker", ST_PRP_OFFSET))
        return
    if mode == "list" and k_last:
        # The fetcher reads every entry the xfer needs, bad ones included; only a chain pointer
        # with an offset or a failed read stops it.
        for e in range(max(k_first, 1) - 1, k_last):
            if list_entry(mem, x.prp2, tot - 1, e, x.reads)[1]:
                break
    v, loc = v_first, x.local
    for k in range(k_first, k_last + 1):
        if k == 0:
            page = x.prp1 >> 12
        elif mode == "prp2":
            page = x.prp2 >> 12
        else:
            val, st = list_entry(mem, x.prp2, tot - 1, k - 1, set())
            if st or val & 0xFFF:
                x.segs.append(("marker", st or ST_PRP_OFFSET))
                return
            page = val >> 12
        end = min(v_end, (k + 1) * PAGE)
        x.segs.append((((page << 12) | (v & 0xFFF)) & M64, loc & 0xFFFFFFFF, end - v))
        loc += end - v
        v = end


# ----------------------------------------------------------------------------------------------
# bench


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        # cocotb derives each test's seed from the regression seed and the test name: PRP_SEED
        # replays one test.
        self.rng = make_rng(dut, "PRP_SEED")
        self.mem = HostMem()
        self.segs: list[dict] = []
        self.reads: list[tuple[int, int, int]] = []  # addr, dwords, tag
        self.read_q: deque = deque()
        self.p_seg = 1.0
        self.p_rq = 1.0
        self.p_gap = 0.0
        self.split = True
        self.mrrs_code = 2
        self.outstanding: dict[int, int] = {}  # tag -> cycle the read was issued
        self.max_outstanding = 0
        self.latency = 0  # cycles before a list read is answered (a host round trip)
        self.cycle = 0

    async def start(self) -> None:
        dut = self.dut
        cocotb.start_soon(Clock(dut.clock, PERIOD_NS, unit="ns").start())
        for n in ("io_xfer_valid", "io_xfer_bits_tag", "io_xfer_bits_toHost", "io_xfer_bits_prp1",
                  "io_xfer_bits_prp2", "io_xfer_bits_cmdLen", "io_xfer_bits_offset", "io_xfer_bits_len",
                  "io_xfer_bits_localAddr", "io_abort_valid", "io_abort_bits", "io_rc_valid",
                  "io_rc_bits_data", "io_rc_bits_last", "io_rc_bits_user"):
            getattr(dut, n).value = 0
        dut.io_seg_ready.value = 1
        dut.io_rq_ready.value = 1
        dut.io_maxReadReq.value = self.mrrs_code
        dut.reset.value = 1
        for _ in range(3):
            await RisingEdge(dut.clock)
        dut.reset.value = 0
        cocotb.start_soon(self._monitor())
        cocotb.start_soon(self._readies())
        cocotb.start_soon(self._responder())
        await RisingEdge(dut.clock)

    async def _readies(self) -> None:
        dut, rng = self.dut, self.rng
        while True:
            await RisingEdge(dut.clock)
            dut.io_seg_ready.value = int(self.p_seg >= 1 or rng.random() < self.p_seg)
            dut.io_rq_ready.value = int(self.p_rq >= 1 or rng.random() < self.p_rq)

    async def _monitor(self) -> None:
        dut = self.dut
        while True:
            await RisingEdge(dut.clock)
            self.cycle += 1
            await ReadOnly()
            if int(dut.io_seg_valid.value) and int(dut.io_seg_ready.value):
                self.segs.append({f: int(getattr(dut, "io_seg_bits_" + f).value) for f in
                                  ("marker", "last", "status", "tag", "serial", "toHost", "host", "local", "len")})
            if int(dut.io_rq_valid.value) and int(dut.io_rq_ready.value):
                d = int(dut.io_rq_bits_data.value)
                addr = d & (M64 & ~3)
                dw = (d >> 64) & 0x7FF
                req_type = (d >> 75) & 0xF
                tag = (d >> 96) & 0xFF
                assert req_type == 0, "PRP list read is not a memory read"
                user = int(dut.io_rq_bits_user.value)
                assert user & 0xF == 0xF and (user >> 8) & 0xF == (0 if dw == 1 else 0xF), "byte enables"
                assert tag not in self.outstanding, f"tag {tag} reused while its read is in flight"
                ctx = (tag - TAG_BASE) // TAGS_PER_CTX
                assert not any((t - TAG_BASE) // TAGS_PER_CTX == ctx for t in self.outstanding), (
                    f"a second list read of context {ctx} while one is in flight")
                self.outstanding[tag] = self.cycle
                assert len(self.outstanding) <= LIST_READS, "more list reads in flight than contexts"
                self.max_outstanding = max(self.max_outstanding, len(self.outstanding))
                self.reads.append((addr, dw, tag))
                self.read_q.append((addr, dw, tag))

    async def _send_beat(self, data: int, last: bool, user: int = 0) -> None:
        dut = self.dut
        dut.io_rc_valid.value = 1
        dut.io_rc_bits_data.value = data
        dut.io_rc_bits_last.value = int(last)
        dut.io_rc_bits_user.value = user
        while True:
            await ReadOnly()
            fired = int(dut.io_rc_ready.value)
            await RisingEdge(dut.clock)
            if fired:
                break
        dut.io_rc_valid.value = 0

    async def _responder(self) -> None:
        """Answers the list reads in flight `latency` cycles after each was issued, interleaving
        them a completion at a time in random order (PCIe orders completions only within one
        request): each read split at 64-byte boundaries (RCB) when `split`, each completion with
        its remaining byte count; a read touching a bad page gets one Unsupported Request
        completion instead."""
        dut, rng = self.dut, self.rng
        active: list[list] = []  # [tag, ready cycle, completions (lists of beats)]
        while True:
            while self.read_q:
                addr, dw, tag = self.read_q.popleft()
                active.append([tag, self.outstanding[tag] + self.latency, self._completions(addr, dw, tag)])
            ready = [r for r in active if r[1] <= self.cycle]
            if not ready:
                await RisingEdge(dut.clock)
                continue
            for _ in range(rng.randrange(0, 3)):
                await RisingEdge(dut.clock)
            r = rng.choice(ready)
            beats = r[2].pop(0)
            for i, data in enumerate(beats):
                await self._send_beat(data, i == len(beats) - 1)
                if self.p_gap and rng.random() < self.p_gap:
                    await RisingEdge(dut.clock)
            if not r[2]:
                active.remove(r)
                del self.outstanding[r[0]]

    def _completions(self, addr: int, dw: int, tag: int) -> list[list[int]]:
        rng = self.rng
        nbytes = 4 * dw
        if any(p in self.mem.bad_pages for p in {addr // PAGE, (addr + nbytes - 1) // PAGE}):
            return [[(addr & 0xFFF) | (nbytes << 16) | (1 << 30) | (0 << 32) | (1 << 43) | (tag << 64)]]
        pieces, a = [], addr
        while a < addr + nbytes:
            end = min(addr + nbytes, (a // 64 + 1) * 64) if self.split and rng.random() < 0.5 else addr + nbytes
            pieces.append((a, end))
            a = end
        cpls = []
        for a, end in pieces:
            payload = [self._dword(x) for x in range(a, end, 4)]
            remaining = addr + nbytes - a
            desc = ((a & 0xFFF) | ((remaining & 0x1FFF) << 16) | (int(end == addr + nbytes) << 30)
                    | (len(payload) << 32) | (tag << 64))
            words = [desc & 0xFFFFFFFF, (desc >> 32) & 0xFFFFFFFF, desc >> 64] + payload
            cpls.append([sum(w << (32 * i) for i, w in enumerate(words[b:b + 16])) for b in range(0, len(words), 16)])
        return cpls

    def _dword(self, addr: int) -> int:
        q = self.mem.read(addr & ~7)
        return (q >> 32) & 0xFFFFFFFF if addr & 4 else q & 0xFFFFFFFF

    async def send(self, x: Xfer) -> None:
        dut = self.dut
        for f, v in (("tag", x.tag), ("toHost", int(x.to_host)), ("prp1", x.prp1), ("prp2", x.prp2),
                     ("cmdLen", x.cmd_len), ("offset", x.offset), ("len", x.length), ("localAddr", x.local)):
            getattr(dut, "io_xfer_bits_" + f).value = v
        dut.io_xfer_valid.value = 1
        while True:
            await ReadOnly()
            fired = int(dut.io_xfer_ready.value)
            await RisingEdge(dut.clock)
            if fired:
                break
        dut.io_xfer_valid.value = 0

    async def idle(self, n_segs: int, limit: int = 50000) -> None:
        """The emission prunes `busy`: wait for the model's number of entries, then make sure
        nothing more comes."""
        for _ in range(limit):
            await RisingEdge(self.dut.clock)
            if len(self.segs) >= n_segs and not self.read_q and not self.outstanding:
                break
        for _ in range(40):
            await RisingEdge(self.dut.clock)

    async def until_segs(self, n: int, limit: int = 20000) -> None:
        for _ in range(limit):
            if len(self.segs) >= n:
                return
            await RisingEdge(self.dut.clock)
        raise AssertionError(f"fewer than {n} segments")

    def check(self, xfers: list[Xfer], check_reads: bool = True) -> None:
        """Segments in xfer order, each xfer's stream equal to the model's, `last` on the final
        entry; list reads cover exactly the qwords the xfers need and stay inside list pages."""
        it = iter(self.segs)
        for x in xfers:
            for i, s in enumerate(x.segs):
                got = next(it, None)
                assert got is not None, f"xfer tag {x.tag:#x}: segment {i} missing"
                ctx = f"xfer tag {x.tag:#x} (prp1 {x.prp1:#x} prp2 {x.prp2:#x} cmdLen {x.cmd_len} " \
                      f"off {x.offset} len {x.length}) entry {i}: got {got}, model {s}"
                assert (got["tag"], got["serial"], got["toHost"]) == (x.tag, x.serial & 0xFF, int(x.to_host)), ctx
                assert got["last"] == int(i == len(x.segs) - 1), ctx
                if s[0] == "marker":
                    assert (got["marker"], got["status"]) == (1, s[1]), ctx
                else:
                    assert (got["marker"], got["status"], got["host"], got["local"], got["len"]) == (0, 0, *s), ctx
        extra = list(it)
        assert not extra, f"{len(extra)} segments beyond the model: {extra[:3]}"
        mrrs = min(MRRS[self.mrrs_code], LIST_READ_MAX)
        touched = set()
        for addr, dw, tag in self.reads:
            assert TAG_BASE <= tag < TAG_BASE + NUM_TAGS, f"list read tag {tag}"
            assert addr % 8 == 0 and dw % 2 == 0 and 0 < 4 * dw <= mrrs, f"list read {addr:#x} {dw} dw"
            assert addr // PAGE == (addr + 4 * dw - 1) // PAGE, f"list read {addr:#x} +{4 * dw} crosses a page"
            touched |= {addr + 8 * i for i in range(dw // 2)}
        if check_reads:
            # A failing read covers more qwords than the model's walk stops at: leave bad pages out.
            need = set().union(*(x.reads for x in xfers)) if xfers else set()
            need = {a for a in need if a // PAGE not in self.mem.bad_pages}
            touched = {a for a in touched if a // PAGE not in self.mem.bad_pages}
            assert touched == need, f"list qwords read {sorted(touched ^ need)[:8]} differ from the model"
        for ctx in range(LIST_READS):
            lo = TAG_BASE + ctx * TAGS_PER_CTX
            tags = [t for *_, t in self.reads if lo <= t < lo + TAGS_PER_CTX]
            assert all(b == (a - lo + 1) % TAGS_PER_CTX + lo for a, b in zip(tags, tags[1:])), (
                f"context {ctx}'s tags do not rotate: {tags[:8]}")

    # -- building PRP lists in host memory --

    def build_list(self, pages: list[int], prp2: int, next_list_pages) -> None:
        """Writes entries for `pages` (command pages 1..) into a list starting at prp2; when more
        entries follow than the current list page has slots, its last slot points at the next
        list page from `next_list_pages` (an iterator of list page addresses, possibly with a
        qword offset)."""
        ptr, i = prp2, 0
        while i < len(pages):
            slots = (PAGE - (ptr & 0xFFF)) // 8
            if len(pages) - i > slots:
                for s in range(slots - 1):
                    self.mem.q[ptr + 8 * s] = pages[i + s]
                nxt = next(next_list_pages)
                self.mem.q[ptr + 8 * (slots - 1)] = nxt
                i += slots - 1
                ptr = nxt
            else:
                for s in range(len(pages) - i):
                    self.mem.q[ptr + 8 * s] = pages[i + s]
                i = len(pages)


async def setup(dut, mrrs_code: int | None = None) -> Tb:
    tb = Tb(dut)
    tb.mrrs_code = int(os.environ.get("PRP_MRRS", "2")) if mrrs_code is None else mrrs_code
    dut._log.info("MRRS %d B", MRRS[tb.mrrs_code])
    await tb.start()
    return tb


def list_pages(rng, base: int):
    """Distinct list pages (random high addresses) for chains."""
    n = 0
    while True:
        n += 1
        yield (base + n) << 12


async def run_xfers(tb: Tb, xfers: list[Xfer], serial0: int = 0) -> None:
    for n, x in enumerate(xfers):
        x.serial = serial0 + n
        expected_segments(x, tb.mem)
    for x in xfers:
        await tb.send(x)
    await tb.idle(sum(len(x.segs) for x in xfers))


# ----------------------------------------------------------------------------------------------
# directed tests


@cocotb.test()
async def prp1_prp2_shapes(dut):
    """PRP1 only (offsets, up to the page end), PRP1 + PRP2 page (two pages, offsets in page 0,
    xfers inside page 1 only), local address advancing, xfers inside page 0 ignoring a bad PRP2,
    pieces of a command in any order. No list reads."""
    tb = await setup(dut)
    xs = []
    p1, p2 = 0x12345_000, 0xABCDE_000
    for o1 in (0, 4, 0x800, 0xFFC):
        xs.append(Xfer(1, True, p1 | o1, 0, PAGE - o1, 0, PAGE - o1, 0x1000_0000))
        xs.append(Xfer(2, False, p1 | o1, p2, PAGE + 4, 0, PAGE + 4, 0x2000_0004))
        xs.append(Xfer(3, False, p1 | o1, p2, 2 * PAGE - o1, PAGE - o1, PAGE, 0x3000_0000))  # page 1 only
        xs.append(Xfer(4, True, p1 | o1, 0x7, 2 * PAGE - o1, 0, 4, 0x40))  # page 0 only: PRP2 unused
    xs.append(Xfer(5, True, p1, p2, 8192, 4096 - 16, 32, 0x100))  # straddles the page boundary
    xs.append(Xfer(6, True, p1 | 0x10, p2, 8000, 8000 - 4, 4, 0x200))  # last dword
    await run_xfers(tb, xs)
    tb.check(xs)
    assert not tb.reads


@cocotb.test()
async def list_walk_and_chains(dut):
    """List mode: entries kFirst-1..kLast-1 read exactly (windows at the start, middle and end of
    a 1 MiB command), list at a qword offset, chains across list pages (PRP2 near the page end,
    chained pages at offset 0 and with an offset, a first list page with only the chain slot),
    an xfer that starts past several chain pointers, and 1 MiB at PRP1 offsets."""
    tb = await setup(dut)
    rng = tb.rng
    xs = []
    pages_iter = list_pages(rng, 0x80000)
    cases = [
        (0x1000, 0x500000, 256),  # one list page (256 entries)
        (0x1004, 0x500FF8, 256),  # PRP2 at FF8h: the first page is only a chain pointer
        (0x1800, 0x501F00, 257),  # 32 slots then chains
        (0x1000, 0x502000, 40),
        (0x1FFC, 0x503E00, 100),  # 64 slots, chain into an offset-0 page
    ]
    for prp1, prp2, n_pages in cases:
        cmd_len = n_pages * PAGE - (prp1 & 0xFFF)
        data_pages = [(0x100000 + rng.getrandbits(30)) << 12 for _ in range(n_pages - 1)]
        tb.build_list(data_pages, prp2, pages_iter)
        windows = [(0, cmd_len), (0, 4), (cmd_len - 4, 4), (PAGE * 3, PAGE * 5 + 12),
                   (rng.randrange(cmd_len // 4) * 4, 4 * rng.randrange(1, 2000))]
        for off, ln in windows:
            ln = min(ln, cmd_len - off)
            xs.append(Xfer(len(xs), rng.random() < 0.5, prp1, prp2, cmd_len, off, ln, rng.getrandbits(30) << 2))
    await run_xfers(tb, xs)
    tb.check(xs)
    dut._log.info("%d xfers, %d segments, %d list reads", len(xs), len(tb.segs), len(tb.reads))


@cocotb.test()
async def field_and_prp_errors(dut):
    """Invalid Field (len 0, unaligned offset/len, beyond cmdLen, cmdLen > 1 MiB) before PRP
    checks; PRP Offset Invalid for PRP1 bits 1:0, PRP2 page with an offset, PRP2 list pointer not
    qword aligned; a list entry with an offset ends the xfer after the pages before it; a chain
    pointer with an offset ends it when the walk needs it; PCIe errors on a list read give Data
    Transfer Error. Good xfers around them are unaffected."""
    tb = await setup(dut)
    rng = tb.rng
    p1, p2 = 0x40000_000, 0x50000_000
    xs = [
        Xfer(1, 0, p1, p2, 8192, 0, 0, 0),
        Xfer(2, 0, p1, p2, 8192, 2, 8, 0),
        Xfer(3, 0, p1, p2, 8192, 0, 6, 0),
        Xfer(4, 0, p1, p2, 8192, 8000, 400, 0),
        Xfer(5, 0, p1, p2, MAX_CMD_LEN + 4, 0, 4, 0),
        Xfer(6, 0, p1 | 1, p2, 8192, 0, 0, 0),  # field check first
        Xfer(7, 0, p1 | 2, p2, 4096, 0, 4, 0),
        Xfer(8, 1, p1, p2 | 0x10, 8192, 0, 8192, 0),
        Xfer(9, 1, p1, p2 | 0x10, 8192, 0, 4096, 0),  # page 0 only: PRP2 unchecked
        Xfer(10, 1, p1, 0x600004, 3 * PAGE, 0, 3 * PAGE, 0),  # list pointer not qword aligned
        Xfer(11, 1, p1, 0x600008, 3 * PAGE, 0, 3 * PAGE, 0x80),  # qword aligned: fine
        Xfer(12, 1, p1, p2, MAX_CMD_LEN, 0, 4, 0),
    ]
    tb.build_list([0x700000, 0x701000], 0x600008, iter([]))
    # A list whose third entry has an offset.
    tb.build_list([0x710000, 0x711000, 0x712080, 0x713000], 0x620000, iter([]))
    xs += [Xfer(13, 1, p1, 0x620000, 5 * PAGE, 0, 5 * PAGE, 0x1000),
           Xfer(14, 1, p1, 0x620000, 5 * PAGE, 4 * PAGE, PAGE, 0x2000),  # after the bad entry: fine
           Xfer(15, 1, p1, 0x620000, 5 * PAGE, 2 * PAGE + 8, 8, 0x3000)]  # only the bad entry
    # A chain pointer with an offset (PRP2 at F00h: 32 slots, the last points at 0x640010).
    pages = [0x720000 + (i << 12) for i in range(40)]
    tb.build_list(pages, 0x630F00, iter([0x640010]))
    xs += [Xfer(16, 0, p1, 0x630F00, 41 * PAGE, 0, 41 * PAGE, 0x4000),  # pages 1..31 then error
           Xfer(17, 0, p1, 0x630F00, 41 * PAGE, 0, 31 * PAGE, 0x5000),  # stops before the chain: fine
           Xfer(18, 0, p1, 0x630F00, 41 * PAGE, 35 * PAGE, 8, 0x6000)]
    # A list in a page the host answers with Unsupported Request.
    tb.build_list([0x730000, 0x731000], 0x650000, iter([]))
    tb.mem.bad_pages.add(0x650)
    xs += [Xfer(19, 0, p1, 0x650000, 3 * PAGE, 0, 3 * PAGE, 0x7000),
           Xfer(20, 0, p1, 0x650000, 3 * PAGE, 0, 4, 0x8000),  # page 0 only: no list read
           Xfer(21, 1, p1, p2, 8192, 0, 8192, 0x9000)]
    for x in xs:
        x.to_host = bool(x.to_host)
    await run_xfers(tb, xs)
    tb.check(xs)
    statuses = [x.segs[-1][1] if x.segs[-1][0] == "marker" else 0 for x in xs]
    dut._log.info("statuses %s", statuses)
    assert {ST_INVALID_FIELD, ST_PRP_OFFSET, ST_DATA_ERROR} <= set(statuses)
    del rng


@cocotb.test()
async def random_xfers(dut):
    """Seeded random commands (random PRP1 offset, lengths up to 1 MiB, list at a qword offset
    with chains) cut into random xfers with a few malformed ones, under random back-pressure on
    segments and RQ and split, gapped completions: segments and list reads against the model."""
    tb = await setup(dut)
    rng = tb.rng
    tb.p_seg = rng.choice([1.0, 0.6, 0.3])
    tb.p_rq = rng.choice([1.0, 0.5])
    tb.p_gap = rng.choice([0.0, 0.3])
    dut._log.info("p_seg %.1f p_rq %.1f p_gap %.1f", tb.p_seg, tb.p_rq, tb.p_gap)
    n_cmds = int(os.environ.get("PRP_COMMANDS", "60"))
    next_page = iter(range(0x100000, 0x200000))
    xs = []
    for c in range(n_cmds):
        o1 = rng.choice([0, 0, 4 * rng.randrange(1024)])
        cmd_len = rng.choice([4 * rng.randrange(1, 1024), 4 * rng.randrange(1, 8192),
                              4 * rng.randrange(1, MAX_CMD_LEN // 4 + 1), MAX_CMD_LEN])
        tot = (cmd_len + o1 + PAGE - 1) // PAGE
        data = [rng.getrandbits(40) << 12 for _ in range(tot)]
        prp1 = (data[0] | o1)
        if tot == 2:
            prp2 = data[1]
        elif tot > 2:
            prp2 = (next(next_page) << 12) | rng.choice([0, 0, 8 * rng.randrange(512)])
            tb.build_list(data[1:], prp2, ((next(next_page) << 12) for _ in iter(int, 1)))
        else:
            prp2 = rng.getrandbits(64)
        # Cut into pieces in random order, some commands with a bad piece.
        pieces, off = [], 0
        while off < cmd_len:
            ln = min(cmd_len - off, 4 * rng.randrange(1, rng.choice([16, 1024, 1 << 15])))
            pieces.append((off, ln))
            off += ln
        rng.shuffle(pieces)
        for off, ln in pieces[:6]:
            if rng.random() < 0.05:
                ln = rng.choice([0, ln + 2, cmd_len + 4])
            xs.append(Xfer(rng.getrandbits(16), rng.random() < 0.5, prp1, prp2, cmd_len, off, ln,
                           rng.getrandbits(30) << 2))
    await run_xfers(tb, xs)
    tb.check(xs)
    dut._log.info("%d xfers, %d segments, %d list reads (%d B)", len(xs), len(tb.segs), len(tb.reads),
                  sum(4 * dw for _, dw, _ in tb.reads))


@cocotb.test()
async def list_reads_overlap(dut):
    """List reads of successive xfers (different commands, as from different NVM sets) are in
    flight together, one per list context, so a host round trip of `latency` cycles is paid about
    once per LIST_READS xfers, not once per xfer; segments stay in xfer order and match the model.
    Also a run of xfers of one command after a slow one."""
    tb = await setup(dut)
    rng = tb.rng
    tb.latency = latency = 400
    xs = []
    for c in range(4 * LIST_READS):
        n_pages = rng.randrange(3, 40)
        data = [(0x300000 + 64 * c + i) << 12 for i in range(n_pages)]
        prp2 = (0x380000 + c) << 12
        tb.build_list(data[1:], prp2, iter([]))
        cmd_len = n_pages * PAGE
        off = PAGE * rng.randrange(1, n_pages)
        xs.append(Xfer(c, rng.random() < 0.5, data[0], prp2, cmd_len, off, PAGE, rng.getrandbits(30) << 2))
    start = tb.cycle
    await run_xfers(tb, xs)
    elapsed = tb.cycle - start
    tb.check(xs)
    dut._log.info("%d list-mode xfers with a %d-cycle list read each: %d cycles (one at a time: >= %d); "
                  "at most %d reads in flight", len(xs), latency, elapsed, len(xs) * latency, tb.max_outstanding)
    assert tb.max_outstanding == LIST_READS, f"at most {tb.max_outstanding} list reads in flight"
    assert elapsed < len(xs) * latency / 2, f"{elapsed} cycles: the list reads did not overlap"


@cocotb.test()
async def abort_stops_an_xfer(dut):
    """`abort` with an xfer's serial (the data mover saw an error on it) ends it with a status-0
    marker after the segments already issued; the list entries still coming for it are dropped,
    so the next xfer (same list) gets exactly its own pages."""
    tb = await setup(dut)
    rng = tb.rng
    n_pages = 250  # 1000 KiB: under maxCmdLen
    data = [(0x200000 + i) << 12 for i in range(n_pages)]
    tb.build_list(data[1:], 0x900F00, iter([0x901000]))
    cmd_len = n_pages * PAGE
    a = Xfer(0xA, True, data[0], 0x900F00, cmd_len, 0, cmd_len, 0)
    b = Xfer(0xB, False, data[0], 0x900F00, cmd_len, 37 * PAGE + 8, 5 * PAGE, 0x100)
    for n, x in enumerate((a, b)):
        x.serial = n
        expected_segments(x, tb.mem)
    tb.p_seg = 0.5
    await tb.send(a)
    await tb.send(b)
    cut = rng.randrange(5, 60)
    await tb.until_segs(cut)
    dut.io_abort_valid.value = 1
    dut.io_abort_bits.value = a.serial
    await RisingEdge(dut.clock)
    dut.io_abort_valid.value = 0
    # The fetcher still reads the rest of a's entries (then drops them) before b's.
    for _ in range(20000):
        if sum(g["tag"] == 0xB for g in tb.segs) >= len(b.segs):
            break
        await RisingEdge(dut.clock)
    await tb.idle(0)
    got_a = [g for g in tb.segs if g["tag"] == 0xA]
    got_b = [g for g in tb.segs if g["tag"] == 0xB]
    assert tb.segs == got_a + got_b, "xfers interleaved"
    n_data = len(got_a) - 1
    assert cut <= n_data < len(a.segs), f"abort after {cut} segments left {n_data}"
    assert [(g["host"], g["local"], g["len"]) for g in got_a[:-1]] == a.segs[:n_data]
    assert all(g["marker"] == 0 and g["last"] == 0 for g in got_a[:-1])
    assert (got_a[-1]["marker"], got_a[-1]["last"], got_a[-1]["status"]) == (1, 1, 0)
    tb.segs = got_b
    tb.check([b], check_reads=False)
    dut._log.info("aborted after %d of %d pages", n_data, len(a.segs))


# ----------------------------------------------------------------------------------------------
# pytest


def _sources():
    # Every module file of the emission: helper module names may change, the folder is the list.
    return sorted((RTL / "nvme" / "generated" / "front_end").glob("*.sv"))


@pytest.mark.parametrize("mrrs", [0, 2, 5])
def test_nvme_prp_walker(monkeypatch, mrrs):
    """All tests at MRRS 128 B, 512 B and 4096 B (list reads cut at min(MRRS, 256 B))."""
    monkeypatch.setenv("SEED", str(100 + mrrs))
    run(test_file=__file__, toplevel="nvme_prp_walker", sources=_sources(), build_tag="default",
        extra_env={"PRP_MRRS": str(mrrs)})
