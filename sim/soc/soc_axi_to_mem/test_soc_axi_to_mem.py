"""cocotb tests for rtl/soc/soc_axi_to_mem.sv.

A cocotbext-axi AxiMaster drives the AXI4 slave port; the test plays the target behind the
request port: a byte-array memory that takes a write on a req_o && we_o cycle (WSTRB lanes of the
bus word at addr_o), answers a read request with the word on rdata_i in the next cycle (and with
random junk in every other cycle, so a DUT that samples at the wrong time reads junk), and drives
err_i from addr_o alone (an address decode: a foreign high address, or a decode hole in the top
quarter of the memory), as soc_core's decoder does.

A cycle monitor (running in every test) is the scoreboard. It follows the AXI4 spec on its own:

* each AR/AW handshake opens a burst whose beat addresses it computes (INCR / WRAP / FIXED,
  narrow sizes, unaligned starts); one burst at a time, and when both an AR and an AW wait the
  one taken is the other kind than the last (the module's alternation);
* every target request is the next beat of the open burst at the spec's address; a write beat is
  handed on (req_o) exactly when err_i is low, with the master's WDATA/WSTRB unchanged; a read
  beat is requested only after the previous R beat has gone;
* every R beat carries the burst's ID, RLAST on the counted last beat, the memory word of the
  beat's address from a reference copy (or zero and DECERR on a decode error); every B carries
  the ID and DECERR iff some beat of the burst hit one; R and B hold with their payload until
  ready; nothing is offered outside a burst;
* the reference memory takes exactly the non-error write beats; at the end the target memory
  must equal it byte for byte.

On top, each test checks what the AxiMaster returns: INCR read data against the reference
(byte ranges), and OKAY / DECERR per operation.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, field

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, RisingEdge, SimTimeoutError, with_timeout
from cocotbext.axi import AxiBurstType, AxiBus, AxiMaster, AxiResp

from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng, pause_gen

PERIOD_NS = 4
MEM_SIZE = 0x4000           # the target answers modulo this size
HOLE_LO = 0x3000            # top quarter: every third 64-byte block is a decode hole
BLOCK = 64
OKAY, DECERR = 0, 3


def beat_addrs(addr: int, length: int, size: int, burst: int, addr_width: int) -> list[int]:
    """AXI4 A3.4.1: the address of every beat of a burst (length = AxLEN + 1)."""
    nbytes = 1 << size
    aligned = addr & ~(nbytes - 1)
    mask = (1 << addr_width) - 1
    out = [addr]
    if burst == 0:
        return out * length
    wrap_bytes = nbytes * length
    lo = addr & ~(wrap_bytes - 1)
    cur = aligned
    for _ in range(length - 1):
        cur += nbytes
        if burst == 2 and cur == lo + wrap_bytes:
            cur = lo
        out.append(cur & mask)
    return out


@dataclass
class Burst:
    write: bool
    axi_id: int
    addrs: list[int]
    reqs: int = 0            # read requests seen / write beats seen
    sent: int = 0            # R beats handed over
    err: bool = False
    rwords: list[tuple[int, int]] = field(default_factory=list)   # expected (rdata, rresp)


class TB:
    def __init__(self, dut, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.id_width = len(dut.s_axi_arid)
        self.addr_width = len(dut.s_axi_araddr)
        self.lanes = len(dut.s_axi_rdata) // 8
        self.max_size = (self.lanes - 1).bit_length()
        self.base = 1 << (self.addr_width - 1)          # where the memory decodes
        self.foreign = self.base | (1 << (self.addr_width - 2))   # decodes to nothing
        self.mem = bytearray(rng.randbytes(MEM_SIZE))   # the target behind the port
        self.ref = bytearray(self.mem)                  # the scoreboard's copy
        self.errors: list[str] = []
        self.bursts: list[Burst] = []                   # every burst accepted, in order
        self.cur: Burst | None = None
        self.last_kind_write = True      # after reset a read wins a tie (prefer_wr_q = 0)
        self.contended = 0
        self.read_pending = False
        self.hold: dict[str, tuple[int, ...]] = {}
        self.cycle = 0
        dut.rst_ni.value = 0
        dut.err_i.value = 0
        dut.rdata_i.value = 0
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
        self.master = AxiMaster(AxiBus.from_prefix(dut, "s_axi"), dut.clk_i, dut.rst_ni,
                                reset_active_level=False)
        logging.getLogger(f"cocotb.{dut._name}.s_axi").setLevel(logging.WARNING)

    # ---- the target's decode, on word-aligned 64-byte blocks (so a beat is all in or all out)
    def decode_err(self, addr: int) -> bool:
        if addr & ~(MEM_SIZE - 1) != self.base:
            return True
        off = addr & (MEM_SIZE - 1)
        return off >= HOLE_LO and (off // BLOCK) % 3 == 1

    def word(self, mem: bytearray, addr: int) -> int:
        w = (addr & (MEM_SIZE - 1)) & ~(self.lanes - 1)
        return int.from_bytes(mem[w:w + self.lanes], "little")

    def put(self, mem: bytearray, addr: int, data: int, strb: int) -> None:
        w = (addr & (MEM_SIZE - 1)) & ~(self.lanes - 1)
        for b in range(self.lanes):
            if strb >> b & 1:
                mem[w + b] = (data >> (8 * b)) & 0xFF

    async def reset(self) -> None:
        dut = self.dut
        dut.rst_ni.value = 0
        for _ in range(4):
            await RisingEdge(dut.clk_i)
        dut.rst_ni.value = 1
        await RisingEdge(dut.clk_i)
        cocotb.start_soon(self._decoder())
        cocotb.start_soon(self._cycle())

    def backpressure(self, p_master: float, p_resp: float) -> None:
        """p_master: valid gaps on AR/AW/W; p_resp: RREADY/BREADY low."""
        m = self.master
        for ch, p in ((m.write_if.aw_channel, p_master), (m.write_if.w_channel, p_master),
                      (m.read_if.ar_channel, p_master), (m.write_if.b_channel, p_resp),
                      (m.read_if.r_channel, p_resp)):
            if p:
                ch.set_pause_generator(pause_gen(random.Random(self.rng.getrandbits(32)), p))
            else:
                ch.clear_pause_generator()
                ch.pause = False

    async def _decoder(self) -> None:
        # addr_o is a register: decode it in the middle of the cycle, err_i is ready by the edge.
        while True:
            await FallingEdge(self.dut.clk_i)
            self.dut.err_i.value = int(self.decode_err(int(self.dut.addr_o.value)))

    async def _cycle(self) -> None:
        """Target and monitor: values read right after the edge are those of the cycle that the
        edge closes (writes land after it)."""
        rng = random.Random(self.rng.getrandbits(32))
        while True:
            await RisingEdge(self.dut.clk_i)
            self.cycle += 1
            try:
                rdata = self._check_cycle()
            except AssertionError as exc:
                self.errors.append(f"cycle {self.cycle}: {exc}")
                raise
            self.dut.rdata_i.value = rng.getrandbits(8 * self.lanes) if rdata is None else rdata

    def _held(self, ch: str, valid: int, ready: int, payload: tuple[int, ...]) -> None:
        prev = self.hold.pop(ch, None)
        if prev is not None:
            assert valid, f"{ch}valid dropped before {ch}ready"
            assert payload == prev, f"{ch} payload changed while stalled: {prev} -> {payload}"
        if valid and not ready:
            self.hold[ch] = payload

    def _check_cycle(self) -> int | None:
        d = self.dut
        v = lambda s: int(getattr(d, s).value)  # noqa: E731
        arv, arr, awv, awr = v("s_axi_arvalid"), v("s_axi_arready"), v("s_axi_awvalid"), v("s_axi_awready")
        wv, wr, rv, rr, bv, br = (v("s_axi_wvalid"), v("s_axi_wready"), v("s_axi_rvalid"),
                                  v("s_axi_rready"), v("s_axi_bvalid"), v("s_axi_bready"))
        req, we, addr = v("req_o"), v("we_o"), v("addr_o")
        err = v("err_i")
        assert err == int(self.decode_err(addr)), "test decoder out of step"
        cur = self.cur
        rdata_next = None

        # -- address channels: a burst opens only when none is open
        if arv and arr or awv and awr:
            assert not (arv and arr and awv and awr), "AR and AW taken in the same cycle"
            assert cur is None, "a new burst was accepted while one is open"
            write = bool(awv and awr)
            if arv and awv:
                self.contended += 1
                assert write != self.last_kind_write, (
                    f"both AR and AW waited and the {'write' if write else 'read'} won twice in a row")
            self.last_kind_write = write
            p = "aw" if write else "ar"
            alen, asize, aburst = v(f"s_axi_{p}len"), v(f"s_axi_{p}size"), v(f"s_axi_{p}burst")
            assert aburst != 3 and asize <= self.max_size, "the test sent an illegal burst"
            self.cur = Burst(write, v(f"s_axi_{p}id"),
                             beat_addrs(v(f"s_axi_{p}addr"), alen + 1, asize, aburst, self.addr_width))
            self.bursts.append(self.cur)
            # The request port and the responses start in the next cycle at the earliest.
            assert not (req or rv or bv or wr), "request or response in the accepting cycle"
            return None

        if cur is None:
            assert not (req or rv or bv or wr), (
                f"outside a burst: req_o {req} rvalid {rv} bvalid {bv} wready {wr}")
            self.hold.clear()
            return None

        if cur.write:
            assert not rv, "rvalid during a write burst"
            whs = wv and wr
            if wr:
                assert cur.reqs < len(cur.addrs), "wready after the last W beat"
            if whs:
                k = cur.reqs
                exp_addr = cur.addrs[k]
                wdata, wstrb, wlast = v("s_axi_wdata"), v("s_axi_wstrb"), v("s_axi_wlast")
                assert wlast == (k == len(cur.addrs) - 1), "the master's WLAST is off (test bug)"
                assert addr == exp_addr, f"write beat {k}: addr_o {addr:#x}, expected {exp_addr:#x}"
                assert we == 1, f"write beat {k}: we_o low"
                e = self.decode_err(exp_addr)
                assert req == (not e), f"write beat {k} at {exp_addr:#x}: req_o {req} with err_i {int(e)}"
                assert v("wdata_o") == wdata and v("wstrb_o") == wstrb, f"write beat {k}: wdata/wstrb altered"
                if req:
                    self.put(self.mem, addr, v("wdata_o"), v("wstrb_o"))   # the target
                    self.put(self.ref, exp_addr, wdata, wstrb)              # the reference
                cur.err |= e
                cur.reqs += 1
            else:
                assert not req, "req_o without a W handshake"
            if bv:
                assert cur.reqs == len(cur.addrs), f"bvalid after {cur.reqs} of {len(cur.addrs)} W beats"
                payload = (v("s_axi_bid"), v("s_axi_bresp"))
                assert payload == (cur.axi_id, DECERR if cur.err else OKAY), (
                    f"B (id, resp) {payload}, expected {(cur.axi_id, DECERR if cur.err else OKAY)}")
                self._held("b", bv, br, payload)
                if br:
                    self.cur = None
            else:
                self._held("b", bv, br, ())
            return None

        # read burst
        assert not (bv or wr), "bvalid/wready during a read burst"
        if req:
            assert not we, "we_o on a read request"
            k = cur.reqs
            assert k < len(cur.addrs), "more read requests than beats"
            assert cur.sent == k, f"read request for beat {k} before beat {cur.sent} went out"
            assert addr == cur.addrs[k], f"read beat {k}: addr_o {addr:#x}, expected {cur.addrs[k]:#x}"
            e = self.decode_err(addr)
            cur.rwords.append((0, DECERR) if e else (self.word(self.ref, addr), OKAY))
            cur.reqs += 1
            rdata_next = self.word(self.mem, addr)
        if rv:
            k = cur.sent
            assert k < cur.reqs, f"R beat {k} before its request"
            payload = (v("s_axi_rid"), v("s_axi_rdata"), v("s_axi_rresp"), v("s_axi_rlast"))
            exp = (cur.axi_id, *cur.rwords[k], int(k == len(cur.addrs) - 1))
            assert payload == exp, (f"R beat {k} at {cur.addrs[k]:#x} (id, data, resp, last) "
                                    f"{tuple(hex(x) for x in payload)}, expected {tuple(hex(x) for x in exp)}")
            self._held("r", rv, rr, payload)
            if rr:
                cur.sent += 1
                if cur.sent == len(cur.addrs):
                    self.cur = None
        else:
            self._held("r", rv, rr, ())
        return rdata_next

    async def finish(self, tasks, timeout_us: float) -> None:
        async def join():
            for t in tasks:
                await t
        try:
            await with_timeout(cocotb.start_soon(join()), timeout_us, "us")
        except SimTimeoutError:
            d = self.dut
            self.dut._log.error("stuck: open burst %s, valids ar %s aw %s w %s r %s b %s", self.cur,
                                d.s_axi_arvalid.value, d.s_axi_awvalid.value, d.s_axi_wvalid.value,
                                d.s_axi_rvalid.value, d.s_axi_bvalid.value)
            raise
        for _ in range(4):
            await RisingEdge(self.dut.clk_i)
        self.check()

    def check(self) -> None:
        assert not self.errors, f"monitor: {self.errors[0]}"
        assert self.cur is None, f"burst still open at the end: {self.cur}"
        if self.mem != self.ref:
            bad = [a for a in range(MEM_SIZE) if self.mem[a] != self.ref[a]]
            raise AssertionError(f"target memory differs from the reference at {len(bad)} bytes, "
                                 f"first at {bad[0]:#x}")


@dataclass
class Op:
    write: bool
    addr: int            # full bus address
    length: int          # bytes
    size: int
    burst: AxiBurstType
    axi_id: int
    data: bytes = b""


def op_beats(tb: TB, op: Op) -> list[int]:
    """The beat addresses the master will send for `op` (one burst: the planner keeps it so)."""
    nbytes = 1 << op.size
    beats = (op.length + (op.addr % nbytes) + nbytes - 1) // nbytes
    return beat_addrs(op.addr, beats, op.size, int(op.burst), tb.addr_width)


def op_words(tb: TB, op: Op) -> set[int]:
    """Memory words (offsets) a burst touches."""
    return {(a & (MEM_SIZE - 1)) & ~(tb.lanes - 1) for a in op_beats(tb, op)}


def op_err(tb: TB, op: Op) -> bool:
    return any(tb.decode_err(a) for a in op_beats(tb, op))


async def do_op(tb: TB, op: Op, expect: bytes | None) -> None:
    m = tb.master
    op.axi_id &= (1 << tb.id_width) - 1      # tests name IDs freely; the port has IdWidth bits
    exp_resp = AxiResp.DECERR if op_err(tb, op) else AxiResp.OKAY
    if op.write:
        resp = await m.write(op.addr, op.data, awid=op.axi_id, size=op.size, burst=op.burst)
        assert resp.resp == exp_resp, f"{op}: bresp {resp.resp}, expected {exp_resp}"
    else:
        resp = await m.read(op.addr, op.length, arid=op.axi_id, size=op.size, burst=op.burst)
        assert resp.resp == exp_resp, f"{op}: rresp {resp.resp}, expected {exp_resp}"
        if expect is not None:
            assert resp.data == expect, (f"read {op.length} bytes at {op.addr:#x} (size {op.size}, "
                                         f"id {op.axi_id}): got {resp.data.hex()}, expected {expect.hex()}")


def incr_expect(tb: TB, op: Op) -> bytes:
    """What an INCR read returns: the reference bytes, zeros where the decode fails."""
    out = bytearray()
    for a in range(op.addr, op.addr + op.length):
        out.append(0 if tb.decode_err(a) else tb.ref[a & (MEM_SIZE - 1)])
    return bytes(out)


def random_op(tb: TB, rng: random.Random, write: bool, max_beats: int = 16) -> Op:
    """One random legal burst within a 4 KiB page (so the master sends it as one burst)."""
    kind = rng.choices([AxiBurstType.INCR, AxiBurstType.WRAP, AxiBurstType.FIXED], [5, 2, 2])[0]
    size = rng.randint(0, tb.max_size)
    nbytes = 1 << size
    r = rng.random()
    region = tb.foreign if r < 0.05 else tb.base
    lo, hi = (HOLE_LO, MEM_SIZE) if r > 0.85 else (0, HOLE_LO)
    axi_id = rng.randrange(1 << tb.id_width)
    if kind == AxiBurstType.INCR:
        length = rng.randint(1, max_beats * nbytes)
        off = rng.randrange(lo, hi - length + 1)
        if (off & 0xFFF) + length > 0x1000:
            off = (off | 0xFFF) + 1 - length
    elif kind == AxiBurstType.WRAP:
        beats = rng.choice([b for b in (2, 4, 8, 16) if b <= max_beats])
        if write:
            # The AxiMaster places write lanes as for INCR: a wrap block narrower than the bus
            # would get strobes outside the beat's bytes. Keep writes legal.
            while (beats << size) < tb.lanes:
                size += 1
                nbytes = 1 << size
        length = beats * nbytes
        block = rng.randrange(lo, hi - length + 1) & ~(length - 1)
        # Start anywhere in the block (aligned to the size), but the master must not split it on
        # a 4 KiB line as if it were INCR: the block's tail after the start stays in the page.
        off = block + rng.randrange(beats) * nbytes
        if (off & 0xFFF) + length > 0x1000:
            off = block
    else:  # FIXED
        beats = rng.randint(1, max_beats)
        if write:
            # Full-width beats at an aligned address (the master moves narrow lanes as for INCR).
            size, nbytes = tb.max_size, tb.lanes
        length = beats * nbytes
        off = rng.randrange(lo, hi - nbytes + 1) & ~(nbytes - 1)
    data = rng.randbytes(length) if write else b""
    return Op(write, region + off, length, size, kind, axi_id, data)


async def run_round(tb: TB, rng: random.Random, nops: int, max_beats: int = 16) -> None:
    """Random reads and writes all at once. No read touches a word a write of the same round
    touches, so a read's INCR data is known at the start whatever order the bus takes."""
    ops: list[Op] = []
    wwords: set[int] = set()
    rwords: set[int] = set()
    for _ in range(nops):
        write = rng.random() < 0.5
        for _ in range(50):
            op = random_op(tb, rng, write, max_beats)
            words = op_words(tb, op)
            if words & (rwords if write else wwords):
                continue
            (wwords if write else rwords).update(words)
            ops.append(op)
            break
    rng.shuffle(ops)
    tasks = []
    for op in ops:
        exp = incr_expect(tb, op) if not op.write and op.burst == AxiBurstType.INCR else None
        tasks.append(cocotb.start_soon(do_op(tb, op, exp)))
    await tb.finish(tasks, 2000)


@cocotb.test()
async def test_random_bursts(dut):
    """Random INCR / WRAP / FIXED reads and writes, narrow and unaligned, random IDs and WSTRB
    (partial first and last beats), into the memory, its decode holes and a foreign address
    range, with random valid gaps from the master and RREADY/BREADY back-pressure."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    for _ in range(30):
        tb.backpressure(rng.choice([0.0, 0.3]), rng.choice([0.0, 0.3, 0.7]))
        await run_round(tb, rng, 8)
    nerr = sum(1 for b in tb.bursts if any(tb.decode_err(a) for a in b.addrs))
    kinds = {(b.write, len(set(b.addrs)) == 1 and len(b.addrs) > 1) for b in tb.bursts}
    dut._log.info("%d bursts (%d with decode errors), %d contended", len(tb.bursts), nerr, tb.contended)
    assert nerr >= 5 and len(tb.bursts) - nerr >= 100, "the test did not cover errors and clean bursts"
    assert len(kinds) == 4, f"burst kinds covered: {kinds}"


@cocotb.test()
async def test_wstrb_patterns(dut):
    """Full-width INCR writes with random WSTRB per beat (incl. all-off and all-on), sent as raw
    beats by splitting the data into lanes the master then strobes, and read back."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    tb.backpressure(0.2, 0.3)
    m = tb.master
    for _ in range(60):
        beats = rng.randint(1, 8)
        off = rng.randrange(0, HOLE_LO - beats * tb.lanes) & ~(tb.lanes - 1)
        if (off & 0xFFF) + beats * tb.lanes > 0x1000:
            off &= ~0xFFF
        addr = tb.base + off
        # Byte-granular writes: each run of strobed bytes is one write (the master strobes
        # exactly those lanes), so the DUT sees every WSTRB shape the master can make.
        keep = [rng.random() < 0.5 for _ in range(beats * tb.lanes)]
        tasks = []
        a = 0
        while a < len(keep):
            if not keep[a]:
                a += 1
                continue
            b = a
            while b < len(keep) and keep[b]:
                b += 1
            tasks.append(cocotb.start_soon(m.write(addr + a, rng.randbytes(b - a), awid=rng.randrange(1 << tb.id_width))))
            a = b
        await tb.finish(tasks, 500)
        op = Op(False, addr, beats * tb.lanes, tb.max_size, AxiBurstType.INCR, 0)
        await tb.finish([cocotb.start_soon(do_op(tb, op, incr_expect(tb, op)))], 500)


@cocotb.test()
async def test_long_bursts(dut):
    """256-beat bursts (AxLEN = 255, the counter's top): INCR write and read of a whole 4 KiB
    page (or 256 beats), FIXED 256-beat read and write, WRAP 16 at every start beat."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    tb.backpressure(0.1, 0.2)
    size = tb.max_size
    while (256 << size) > 0x1000:
        size -= 1
    n = 256 << size
    data = rng.randbytes(n)
    await tb.finish([cocotb.start_soon(do_op(tb, Op(True, tb.base + 0x1000, n, size, AxiBurstType.INCR, 1, data), None))], 2000)
    op = Op(False, tb.base + 0x1000, n, size, AxiBurstType.INCR, 2)
    await tb.finish([cocotb.start_soon(do_op(tb, op, incr_expect(tb, op)))], 2000)
    assert incr_expect(tb, op) == data
    fixed_w = rng.randbytes(256 * tb.lanes)
    await tb.finish([cocotb.start_soon(do_op(tb, Op(True, tb.base + 0x2000, len(fixed_w), tb.max_size, AxiBurstType.FIXED, 3, fixed_w), None))], 2000)
    assert tb.ref[0x2000:0x2000 + tb.lanes] == fixed_w[-tb.lanes:], "FIXED write: last beat wins"
    await tb.finish([cocotb.start_soon(do_op(tb, Op(False, tb.base + 0x2000, 256 << size, size, AxiBurstType.FIXED, 4), None))], 2000)
    assert len(tb.bursts[-1].addrs) == 256 and len(set(tb.bursts[-1].addrs)) == 1
    for s in range(tb.max_size + 1):
        for start in range(16):
            off = 0x800 + start * (1 << s)
            await tb.finish([cocotb.start_soon(do_op(tb, Op(False, tb.base + off, 16 << s, s, AxiBurstType.WRAP, 5), None))], 500)
            b = tb.bursts[-1]
            assert len(b.addrs) == 16 and sorted(b.addrs) == [tb.base + 0x800 + i * (1 << s) for i in range(16)]


@cocotb.test()
async def test_ids_and_alternation(dut):
    """Every ID, reads and writes queued together so AR and AW wait at once: the monitor checks
    each response's ID and that a waiting kind is never passed over twice; B and R slow."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    tb.backpressure(0.0, 0.5)
    tasks = []
    ids = range(min(1 << tb.id_width, 16))
    for i in ids:
        for rep in range(2):
            off = (2 * i + rep) * 4 * tb.lanes
            data = rng.randbytes(2 * tb.lanes)
            tasks.append(cocotb.start_soon(do_op(tb, Op(True, tb.base + 0x1000 + off, len(data), tb.max_size, AxiBurstType.INCR, i, data), None)))
            op = Op(False, tb.base + off, 3 * tb.lanes, tb.max_size, AxiBurstType.INCR, i)
            tasks.append(cocotb.start_soon(do_op(tb, op, incr_expect(tb, op))))
    await tb.finish(tasks, 2000)
    seen = {(b.write, b.axi_id) for b in tb.bursts}
    assert seen == {(w, i) for w in (False, True) for i in ids}, f"IDs seen {sorted(seen)}"
    dut._log.info("%d of %d bursts contended", tb.contended, len(tb.bursts))
    assert tb.contended >= len(tb.bursts) // 2, "AR and AW rarely waited together: alternation untested"


@cocotb.test()
async def test_decode_errors(dut):
    """Bursts that straddle decode holes: DECERR with zero data on exactly the bad read beats;
    on writes the good beats land, the bad ones do not, and B is DECERR."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    tb.backpressure(0.2, 0.3)
    hole = HOLE_LO + BLOCK      # block 1 of the hole area is a hole, blocks 0 and 2 are not
    span = 3 * BLOCK
    data = rng.randbytes(span)
    op = Op(True, tb.base + HOLE_LO, span, tb.max_size, AxiBurstType.INCR, 1, data)
    await tb.finish([cocotb.start_soon(do_op(tb, op, None))], 500)
    assert tb.ref[HOLE_LO:HOLE_LO + BLOCK] == data[:BLOCK]
    assert tb.ref[hole + BLOCK:hole + 2 * BLOCK] == data[2 * BLOCK:]
    assert tb.ref[hole:hole + BLOCK] != data[BLOCK:2 * BLOCK], "the hole was written"
    op = Op(False, tb.base + HOLE_LO + 3, span - 5, rng.randint(0, tb.max_size), AxiBurstType.INCR, 2)
    exp = incr_expect(tb, op)
    assert exp[BLOCK - 3:2 * BLOCK - 3] == bytes(BLOCK) and exp[:BLOCK - 3] != bytes(BLOCK - 3)
    await tb.finish([cocotb.start_soon(do_op(tb, op, exp))], 1000)
    for burst in (AxiBurstType.FIXED, AxiBurstType.INCR):
        await tb.finish([cocotb.start_soon(do_op(tb, Op(False, tb.foreign + 0x40, 4 * tb.lanes, tb.max_size, burst, 3), None)),
                         cocotb.start_soon(do_op(tb, Op(True, tb.foreign + 0x40, 4 * tb.lanes, tb.max_size, burst, 4, rng.randbytes(4 * tb.lanes)), None))], 500)


PARAMS = [(4, 31, 64), (1, 16, 32), (6, 40, 128), (2, 20, 8)]


@pytest.mark.parametrize("id_width,addr_width,data_width", PARAMS)
def test_soc_axi_to_mem(id_width, addr_width, data_width):
    run(test_file=__file__, toplevel="soc_axi_to_mem", sources=rtl_files("soc/soc_axi_to_mem.sv"),
        parameters={"IdWidth": id_width, "AddrWidth": addr_width, "DataWidth": data_width})


def test_soc_axi_to_mem_rejects_bad_parameters(capfd):
    """DataWidth 48 is no power of two: the run must stop with the module's own message."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="soc_axi_to_mem", sources=rtl_files("soc/soc_axi_to_mem.sv"),
            parameters={"IdWidth": 4, "AddrWidth": 31, "DataWidth": 48}, simulator="icarus",
            testcase="test_decode_errors")
    assert "soc_axi_to_mem: bad parameters" in capfd.readouterr().out
