"""cocotb tests for nvme_msix (rtl/nvme/generated/front_end/nvme_msix*.sv, Chisel source
rtl/chisel/src/main/scala/cssd/nvme/NvmeMsix.scala).

The bench drives the ports directly: dword accesses on the register port (checked against a
Python model of the MSI-X table), interrupt requests, the coalescing configuration, the
config-space enable/mask bits and random back-pressure on the message port. A monitor records
every handshake each cycle; the checks compare messages (vector identified by its programmed
address/data), PBA reads and `stat_*` outputs with what the model expects.

Chisel elaborates parameters away, so the sweep emits one file per (numVectors, tickCycles)
through `chisel_emit` (Maven, offline) and tells the bench its configuration in MSIX_VECTORS /
MSIX_TICK. The committed default (256 vectors, 25000-cycle tick) runs too.
"""

from __future__ import annotations

import os
import random
from collections import defaultdict, deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from cssd_sim import chisel_emit
from cssd_sim.cocotb_run import RTL, run

PERIOD_NS = 4
DEFAULT = {"numVectors": 256, "tickCycles": 25000}


# ----------------------------------------------------------------------------------------------
# bench


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.n = int(os.environ["MSIX_VECTORS"])
        self.tick = int(os.environ["MSIX_TICK"])
        self.vec_bits = max(1, (self.n - 1).bit_length())
        self.pba_offset = max(0x1000, (16 * self.n + 0xFFF) // 0x1000 * 0x1000)
        self.pba_dwords = 2 * ((self.n + 63) // 64)
        seed = cocotb.RANDOM_SEED
        dut._log.info("random seed %d (rerun with SEED=%d); %d vectors, tick %d cycles",
                      seed, seed, self.n, self.tick)
        self.rng = random.Random(seed)
        # model of the table: [addr lo, addr hi, data, mask]
        self.table = [[0, 0, 0, 1] for _ in range(self.n)]
        self.cycle = 0
        self.msgs: list[tuple[int, int, int]] = []  # (cycle, addr, data)
        self.checked = 0  # msgs[:checked] have been accounted for by a check
        self.fires: list[tuple[int, int, bool]] = []  # (cycle, vector, coalesce) accepted on irq
        self.read_addrs: deque[int] = deque()  # accepted reads not yet answered
        self.results: deque[tuple[int, int]] = deque()  # (addr, rdata) in answer order
        self.p_ready = 1.0

    # -- set-up and monitor --

    async def start(self) -> None:
        dut = self.dut
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
        for sig, val in [("reg_req_valid", 0), ("reg_req_bits_write", 0), ("reg_req_bits_addr", 0),
                         ("reg_req_bits_wdata", 0), ("reg_req_bits_wstrb", 0),
                         ("cfg_interrupt_msix_enable", 1), ("cfg_interrupt_msix_mask", 0),
                         ("irq_valid", 0), ("irq_bits_vector", 0), ("irq_bits_coalesce", 0),
                         ("coal_thr", 0), ("coal_time", 0), ("cd_valid", 0), ("cd_bits_vector", 0),
                         ("cd_bits_disable", 0), ("clear_i", 0), ("msg_ready", 1)]:
            getattr(dut, sig).value = val
        dut.rst_ni.value = 0
        for _ in range(3):
            await RisingEdge(dut.clk_i)
        dut.rst_ni.value = 1
        cocotb.start_soon(self._monitor())
        cocotb.start_soon(self._ready_driver())
        # The table is cleared for numVectors cycles after reset; the register port waits.
        waited = 0
        while True:
            await ReadOnly()
            if int(dut.reg_req_ready.value):
                break
            await RisingEdge(dut.clk_i)
            waited += 1
            assert waited <= self.n + 2, "reg_req_ready still low after the table clear"
        assert waited >= self.n - 1, f"reg_req_ready high after {waited} cycles: table not cleared"
        await RisingEdge(dut.clk_i)

    async def _monitor(self) -> None:
        dut = self.dut
        while True:
            await RisingEdge(dut.clk_i)
            await ReadOnly()
            self.cycle += 1
            if int(dut.reg_req_valid.value) and int(dut.reg_req_ready.value) and not int(dut.reg_req_bits_write.value):
                self.read_addrs.append(int(dut.reg_req_bits_addr.value))
            if int(dut.reg_rsp_valid.value):
                assert self.read_addrs, "reg_rsp_valid without an outstanding read"
                self.results.append((self.read_addrs.popleft(), int(dut.reg_rsp_rdata.value)))
            fire = int(dut.msg_valid.value) and int(dut.msg_ready.value)
            if fire:
                self.msgs.append((self.cycle, int(dut.msg_bits_addr.value), int(dut.msg_bits_data.value)))
            assert int(dut.stat_sent_o.value) == fire, "stat_sent_o differs from the msg handshake"
            if int(dut.irq_valid.value) and int(dut.irq_ready.value):
                self.fires.append((self.cycle, int(dut.irq_bits_vector.value), bool(int(dut.irq_bits_coalesce.value))))

    async def _ready_driver(self) -> None:
        dut = self.dut
        while True:
            await RisingEdge(dut.clk_i)
            dut.msg_ready.value = int(self.p_ready >= 1.0 or self.rng.random() < self.p_ready)

    async def cycles(self, n: int) -> None:
        for _ in range(n):
            await RisingEdge(self.dut.clk_i)

    # -- register port --

    async def _req(self, write: bool, addr: int, wdata: int = 0, wstrb: int = 0xF) -> None:
        """Present one request (called just after a clock edge); returns after its handshake."""
        dut = self.dut
        dut.reg_req_valid.value = 1
        dut.reg_req_bits_write.value = int(write)
        dut.reg_req_bits_addr.value = addr
        dut.reg_req_bits_wdata.value = wdata
        dut.reg_req_bits_wstrb.value = wstrb
        while True:
            await ReadOnly()
            ok = int(dut.reg_req_ready.value)
            await RisingEdge(dut.clk_i)
            if ok:
                return

    def _idle_reg(self) -> None:
        self.dut.reg_req_valid.value = 0
        self.dut.reg_req_bits_write.value = 0

    async def write(self, addr: int, wdata: int, wstrb: int = 0xF) -> None:
        await self._req(True, addr, wdata, wstrb)
        self._idle_reg()
        self.model_write(addr, wdata, wstrb)

    async def read_many(self, addrs: list[int]) -> list[int]:
        """Back-to-back reads (valid held high); answers must come once each, in order."""
        assert not self.read_addrs and not self.results
        for a in addrs:
            await self._req(False, a)
        self._idle_reg()
        for _ in range(20):
            if len(self.results) >= len(addrs):
                break
            await RisingEdge(self.dut.clk_i)
        await self.cycles(3)  # an extra answer would show up here
        got = list(self.results)
        self.results.clear()
        assert len(got) == len(addrs), f"{len(addrs)} reads, {len(got)} answers"
        assert [a for a, _ in got] == addrs
        return [d for _, d in got]

    async def read(self, addr: int) -> int:
        return (await self.read_many([addr]))[0]

    def tab(self, v: int, f: int) -> int:
        return 16 * v + 4 * f

    def model_write(self, addr: int, wdata: int, wstrb: int) -> None:
        if addr >= self.pba_offset:
            return  # PBA is read-only
        v, f = addr // 16, (addr // 4) % 4
        if v >= self.n:
            return
        if f == 3:
            if wstrb & 1:
                self.table[v][3] = wdata & 1
            return
        old = self.table[v][f]
        for b in range(4):
            if wstrb >> b & 1:
                old = (old & ~(0xFF << 8 * b)) | (wdata & (0xFF << 8 * b))
        self.table[v][f] = old & 0xFFFFFFFC if f == 0 else old

    def model_read(self, addr: int) -> int:
        if addr >= self.pba_offset:
            raise AssertionError("PBA reads are checked against the pending model")
        v, f = addr // 16, (addr // 4) % 4
        return self.table[v][f] if v < self.n else 0

    async def program(self, v: int, masked: bool = False) -> tuple[int, int]:
        """Random dword-aligned address and data for vector v; returns (addr, data)."""
        addr = self.rng.getrandbits(64) & ~3
        data = self.rng.getrandbits(32)
        await self.write(self.tab(v, 0), addr & 0xFFFFFFFF)
        await self.write(self.tab(v, 1), addr >> 32)
        await self.write(self.tab(v, 2), data)
        await self.write(self.tab(v, 3), int(masked))
        return addr, data

    async def set_mask(self, v: int, masked: bool) -> None:
        await self.write(self.tab(v, 3), int(masked))

    async def read_pba(self) -> set[int]:
        words = await self.read_many([self.pba_offset + 4 * d for d in range(self.pba_dwords)])
        bits = sum(w << (32 * i) for i, w in enumerate(words))
        assert bits >> self.n == 0, f"PBA bits beyond vector {self.n - 1} set: {bits:#x}"
        return {i for i in range(self.n) if bits >> i & 1}

    def msg_vector(self, addr: int, data: int) -> int:
        """The vector a message belongs to: the unique table entry with this address and data."""
        hits = [v for v in range(self.n)
                if (self.table[v][1] << 32 | self.table[v][0]) == addr and self.table[v][2] == data]
        assert len(hits) == 1, f"message {addr:#x}/{data:#x} matches vectors {hits}"
        return hits[0]

    # -- interrupt side --

    async def irq(self, v: int, coalesce: bool = False) -> None:
        """One request (called just after a clock edge); valid stays high for a following one."""
        dut = self.dut
        dut.irq_valid.value = 1
        dut.irq_bits_vector.value = v
        dut.irq_bits_coalesce.value = int(coalesce)
        while True:
            await ReadOnly()
            ok = int(dut.irq_ready.value)
            await RisingEdge(dut.clk_i)
            if ok:
                return

    def idle_irq(self) -> None:
        self.dut.irq_valid.value = 0

    async def irqs(self, vs: list[int], coalesce: bool = False) -> None:
        for v in vs:
            await self.irq(v, coalesce)
        self.idle_irq()

    async def set_coal(self, thr: int, time: int) -> None:
        self.dut.coal_thr.value = thr
        self.dut.coal_time.value = time
        await RisingEdge(self.dut.clk_i)

    async def set_cd(self, v: int, disable: bool) -> None:
        self.dut.cd_valid.value = 1
        self.dut.cd_bits_vector.value = v
        self.dut.cd_bits_disable.value = int(disable)
        await RisingEdge(self.dut.clk_i)
        self.dut.cd_valid.value = 0

    async def clear(self) -> None:
        self.dut.clear_i.value = 1
        await RisingEdge(self.dut.clk_i)
        self.dut.clear_i.value = 0

    def pending(self) -> int:
        return int(self.dut.stat_pending_o.value)

    async def expect_msgs(self, vs: list[int], within: int) -> list[tuple[int, int, int]]:
        """Every message since the previous expect_* call must be, within `within` cycles, one per
        vector in `vs` (any order); a few more cycles are watched for duplicates."""
        for _ in range(within):
            if len(self.msgs) - self.checked >= len(vs):
                break
            await RisingEdge(self.dut.clk_i)
        await self.cycles(8)
        new = self.msgs[self.checked:]
        self.checked = len(self.msgs)
        got = sorted(self.msg_vector(a, d) for _, a, d in new)
        assert got == sorted(vs), f"expected messages for {sorted(vs)}, got {got}"
        return new

    async def expect_quiet(self, cycles: int) -> None:
        """No message since the previous expect_* call, also for the next `cycles` cycles."""
        await self.cycles(cycles)
        new = [self.msg_vector(a, d) for _, a, d in self.msgs[self.checked:]]
        self.checked = len(self.msgs)
        assert not new, f"unexpected messages for vectors {new}"

    def take_msgs(self) -> list[tuple[int, int, int]]:
        """Messages since the previous expect_* call, for checks of their own."""
        new = self.msgs[self.checked:]
        self.checked = len(self.msgs)
        return new


async def setup(dut, program_all: bool = True) -> tuple[Tb, dict[int, tuple[int, int]]]:
    tb = Tb(dut)
    await tb.start()
    prog = {}
    if program_all:
        for v in range(tb.n):
            prog[v] = await tb.program(v)
    return tb, prog


def one_pick(tb: Tb, k: int) -> list[int]:
    return tb.rng.sample(range(tb.n), k)


# ----------------------------------------------------------------------------------------------
# tests


@cocotb.test()
async def table_reset_and_byte_enables(dut):
    """Reset values (address/data 0, mask 1), byte-enable writes, reserved bits, out-of-range
    vectors reading 0, read-only PBA, back-to-back reads answered once each and in order."""
    tb, _ = await setup(dut, program_all=False)
    # Reset values of every vector plus a few entries past the table.
    beyond = list(range(tb.n, min(tb.n + 4, tb.pba_offset // 16)))
    addrs = [tb.tab(v, f) for v in list(range(tb.n)) + beyond for f in range(4)]
    for i in range(0, len(addrs), 16):
        chunk = addrs[i:i + 16]
        got = await tb.read_many(chunk)
        exp = [tb.model_read(a) for a in chunk]
        assert got == exp, f"reset values at {chunk[0]:#x}: {got} != {exp}"
    assert all(tb.model_read(tb.tab(v, 3)) == 1 for v in range(tb.n))
    # Random writes with random byte enables, including reserved bits and out-of-range vectors.
    touched = set()
    for _ in range(400):
        v = tb.rng.randrange(min(tb.pba_offset // 16, tb.n + 16))
        f = tb.rng.randrange(4)
        a = tb.tab(v, f)
        await tb.write(a, tb.rng.getrandbits(32), tb.rng.randrange(16))
        touched.add(a)
        if tb.rng.random() < 0.3:
            assert await tb.read(a) == tb.model_read(a), f"read-back at {a:#x}"
    # PBA writes are ignored (nothing is pending).
    for d in range(tb.pba_dwords):
        await tb.write(tb.pba_offset + 4 * d, 0xFFFFFFFF, 0xF)
    assert await tb.read_pba() == set()
    # Everything touched reads back as the model says, in long back-to-back bursts.
    order = sorted(touched)
    tb.rng.shuffle(order)
    for i in range(0, len(order), 16):
        chunk = order[i:i + 16]
        assert await tb.read_many(chunk) == [tb.model_read(a) for a in chunk]
    # Reads past the PBA (and past the table when it is smaller than its 4 KiB slot) read 0.
    assert await tb.read(tb.pba_offset + 4 * tb.pba_dwords) == 0
    assert tb.pending() == 0


@cocotb.test()
async def immediate_per_vector(dut):
    """Without coalescing every request sends one message at once with the vector's address and
    data, for every vector in random order; requests for vectors past the table are dropped."""
    tb, prog = await setup(dut)
    await tb.set_coal(0, 0)
    order = list(range(tb.n))
    tb.rng.shuffle(order)
    for v in order:
        await tb.irqs([v], coalesce=tb.rng.random() < 0.5)
        fire_cycle = tb.fires[-1][0]
        new = await tb.expect_msgs([v], within=10)
        assert (new[0][1], new[0][2]) == prog[v]
        assert new[0][0] - fire_cycle <= 4, f"vector {v}: message {new[0][0] - fire_cycle} cycles late"
    assert len(tb.msgs) == tb.n
    if tb.n < (1 << tb.vec_bits):
        await tb.irqs([tb.n, (1 << tb.vec_bits) - 1])
        await tb.expect_quiet(30)
        assert await tb.read_pba() == set()
    assert tb.pending() == 0


@cocotb.test()
async def vector_mask_holds_in_pba(dut):
    """A masked vector's interrupt sets its PBA bit (repeated fires merge); unmasking sends
    exactly one message with the table contents at that time and clears the bit."""
    tb, prog = await setup(dut)
    await tb.set_coal(0, 0)
    vs = one_pick(tb, 4)
    for v in vs:
        await tb.set_mask(v, True)
    await tb.irqs([vs[0], vs[1], vs[0], vs[2], vs[0]])
    await tb.expect_quiet(40)
    assert await tb.read_pba() == {vs[0], vs[1], vs[2]}
    assert tb.pending() == 3
    # Unmasked vectors still go out while others are held.
    other = next(v for v in range(tb.n) if v not in vs)
    await tb.irqs([other])
    await tb.expect_msgs([other], within=10)
    # Change vs[0]'s data while it is pending: the message carries the new data.
    new_data = tb.rng.getrandbits(32)
    await tb.write(tb.tab(vs[0], 2), new_data)
    await tb.set_mask(vs[0], False)
    new = await tb.expect_msgs([vs[0]], within=10)
    assert new[0][2] == new_data and new[0][1] == prog[vs[0]][0]
    assert await tb.read_pba() == {vs[1], vs[2]}
    assert tb.pending() == 2
    await tb.set_mask(vs[1], False)
    await tb.set_mask(vs[2], False)
    await tb.expect_msgs([vs[1], vs[2]], within=10)
    assert await tb.read_pba() == set() and tb.pending() == 0
    # A vector masked again holds again; a vector never fired stays quiet when unmasked.
    await tb.set_mask(vs[1], True)
    await tb.irqs([vs[1]])
    await tb.expect_quiet(20)
    assert await tb.read_pba() == {vs[1]}
    await tb.set_mask(vs[3], False)
    await tb.expect_quiet(20)
    await tb.set_mask(vs[1], False)
    await tb.expect_msgs([vs[1]], within=10)


@cocotb.test()
async def function_mask_and_enable(dut):
    """Function Mask and MSI-X Enable clear hold every vector in the PBA; each vector is sent
    exactly once when both allow it again."""
    tb, _ = await setup(dut)
    await tb.set_coal(0, 0)
    for sig, held in [("cfg_interrupt_msix_mask", 1), ("cfg_interrupt_msix_enable", 0)]:
        vs = one_pick(tb, 12)
        getattr(dut, sig).value = held
        await tb.irqs(vs + vs[:5])
        await tb.expect_quiet(40)
        assert await tb.read_pba() == set(vs)
        assert tb.pending() == len(vs)
        getattr(dut, sig).value = 1 - held
        await tb.expect_msgs(vs, within=60)
        assert await tb.read_pba() == set() and tb.pending() == 0
    # Both conditions: releasing one is not enough.
    vs = one_pick(tb, 5)
    dut.cfg_interrupt_msix_mask.value = 1
    dut.cfg_interrupt_msix_enable.value = 0
    await tb.irqs(vs)
    dut.cfg_interrupt_msix_mask.value = 0
    await tb.expect_quiet(30)
    dut.cfg_interrupt_msix_enable.value = 1
    await tb.expect_msgs(vs, within=40)


@cocotb.test()
async def coalescing_threshold(dut):
    """With THR = k and a long TIME, a vector sends nothing for k entries and one message at the
    (k+1)-th; the count restarts; vectors count independently. THR = 0 or TIME = 0 disables
    coalescing (every entry at once)."""
    tb, _ = await setup(dut)
    for k in [1, tb.rng.randint(2, 9), 40]:
        await tb.set_coal(k, 255)
        a, b = one_pick(tb, 2)
        for _round in range(2):
            seq = [a] * k + [b] * (k - 1)
            tb.rng.shuffle(seq)
            await tb.irqs(seq, coalesce=True)
            await tb.expect_quiet(20)
            await tb.irqs([a], coalesce=True)
            new = await tb.expect_msgs([a], within=10)
            assert new[0][0] - tb.fires[-1][0] <= 4
            await tb.irqs([b], coalesce=True)
            await tb.expect_quiet(20)
            await tb.irqs([b], coalesce=True)
            await tb.expect_msgs([b], within=10)
        assert await tb.read_pba() == set() and tb.pending() == 0
    for thr, time in [(0, 255), (5, 0)]:
        await tb.set_coal(thr, time)
        v = one_pick(tb, 1)[0]
        for _ in range(3):
            await tb.irqs([v], coalesce=True)
            await tb.expect_msgs([v], within=10)


@cocotb.test()
async def aggregation_time(dut):
    """A vector with fewer than THR+1 entries sends one message TIME ticks after its first entry:
    no earlier than (TIME-1) ticks, no later than TIME ticks plus the scan (numVectors cycles).
    Later entries do not extend the wait; vectors armed at different times fire separately."""
    tb, _ = await setup(dut)
    times = [1, 2, 3] if tb.tick <= 1000 else [2]
    slack = tb.n + 6
    for t in times:
        await tb.set_coal(255, t)
        a, b = one_pick(tb, 2)
        await tb.irqs([a], coalesce=True)
        t_a = tb.fires[-1][0]
        await tb.cycles(tb.rng.randrange(tb.tick // 2))
        await tb.irqs([a, b, a], coalesce=True)
        t_b = tb.fires[-2][0]
        await tb.cycles(t * tb.tick + 2 * slack)
        await tb.cycles(tb.tick)  # a second, late message would show here
        got = [(c, tb.msg_vector(ad, d)) for c, ad, d in tb.take_msgs()]
        assert sorted(v for _, v in got) == sorted([a, b]), f"TIME={t}: messages {got}"
        for c, v in got:
            first = t_a if v == a else t_b
            delay = c - first
            lo, hi = (t - 1) * tb.tick, t * tb.tick + slack
            tb.dut._log.info("TIME=%d vector %d: message after %d cycles (allowed %d..%d)", t, v, delay, lo, hi)
            assert lo <= delay <= hi, f"TIME={t} vector {v}: delay {delay} outside {lo}..{hi}"
        assert tb.pending() == 0


@cocotb.test()
async def per_vector_disable(dut):
    """Coalescing Disable (Features 09h) makes a vector's coalesced entries immediate while other
    vectors keep coalescing; setting it on an armed vector flushes that vector within a scan."""
    tb, _ = await setup(dut)
    await tb.set_coal(3, 255)
    v, w, x = one_pick(tb, 3)
    await tb.set_cd(v, True)
    for _ in range(3):
        await tb.irqs([v], coalesce=True)
        await tb.expect_msgs([v], within=10)
    await tb.irqs([w], coalesce=True)
    await tb.expect_quiet(20)
    # Re-enable: v coalesces again (4 entries for one message).
    await tb.set_cd(v, False)
    await tb.irqs([v, v, v], coalesce=True)
    await tb.expect_quiet(20)
    await tb.irqs([v], coalesce=True)
    await tb.expect_msgs([v], within=10)
    # w has one entry waiting: disabling coalescing on it flushes it within one scan.
    await tb.set_cd(w, True)
    await tb.expect_msgs([w], within=tb.n + 10)
    # Clearing the bit of a vector that never had it set changes nothing.
    await tb.set_cd(x, False)
    await tb.irqs([x], coalesce=True)
    await tb.expect_quiet(20)


@cocotb.test()
async def coalesce_false_forces_immediate(dut):
    """coalesce = 0 on a request sends at once even with coalescing configured, and its message
    covers the entries already waiting on that vector (the count restarts)."""
    tb, _ = await setup(dut)
    await tb.set_coal(3, 255)
    v = one_pick(tb, 1)[0]
    for _ in range(2):
        await tb.irqs([v], coalesce=False)
        await tb.expect_msgs([v], within=10)
    await tb.irqs([v, v], coalesce=True)
    await tb.expect_quiet(20)
    await tb.irqs([v], coalesce=False)
    await tb.expect_msgs([v], within=10)
    await tb.irqs([v, v, v], coalesce=True)
    await tb.expect_quiet(20)
    await tb.irqs([v], coalesce=True)
    await tb.expect_msgs([v], within=10)


@cocotb.test()
async def clear_drops_pending(dut):
    """clear_i drops waiting coalesced entries and PBA bits (no message follows, not even after
    unmasking or the aggregation time) and keeps the table; requests during clear_i are dropped."""
    tb, prog = await setup(dut)
    t = 1 if tb.tick > 1000 else 2
    await tb.set_coal(5, t)
    armed = one_pick(tb, 3)
    held = [v for v in one_pick(tb, 8) if v not in armed][:3]
    for v in held:
        await tb.set_mask(v, True)
    await tb.irqs(armed + armed[:1], coalesce=True)
    await tb.irqs(held, coalesce=False)
    assert await tb.read_pba() == set(held)
    assert tb.pending() == len(held)
    # A request in the same cycle as clear_i is dropped too.
    dut.irq_valid.value = 1
    dut.irq_bits_vector.value = armed[0]
    dut.irq_bits_coalesce.value = 0
    await tb.clear()
    tb.idle_irq()
    await RisingEdge(dut.clk_i)
    assert await tb.read_pba() == set()
    assert tb.pending() == 0
    for v in held:
        await tb.set_mask(v, False)
    await tb.expect_quiet(t * tb.tick + tb.n + 20)
    # The table survives; counting starts afresh (THR+1 = 6 entries).
    for v in held:
        assert await tb.read_many([tb.tab(v, f) for f in range(3)]) == [prog[v][0] & 0xFFFFFFFF, prog[v][0] >> 32, prog[v][1]]
    await tb.set_coal(5, 255)
    await tb.irqs([armed[1]] * 5, coalesce=True)
    await tb.expect_quiet(20)
    await tb.irqs([armed[1]], coalesce=True)
    await tb.expect_msgs([armed[1]], within=10)


@cocotb.test()
async def round_robin_no_starvation(dut):
    """A low vector that fires every cycle does not starve a higher one: the pick is round robin,
    so the higher vector goes out within a few messages (a fixed priority would hold it)."""
    tb, _ = await setup(dut)
    await tb.set_coal(0, 0)
    lo = tb.rng.randrange(tb.n // 2)
    hi = tb.rng.randrange(tb.n // 2, tb.n)
    await tb.set_mask(hi, True)
    await tb.irqs([hi])
    await tb.expect_quiet(10)
    await tb.irq(lo)
    await tb.set_mask(hi, False)  # the lo request stays valid during this write
    for _ in range(60):
        await tb.irq(lo)
    tb.idle_irq()
    await tb.cycles(20)
    seq = [tb.msg_vector(a, d) for _, a, d in tb.take_msgs()]
    assert hi in seq, f"vector {hi} starved by vector {lo}: {seq[:20]}"
    assert seq.count(hi) == 1
    assert seq.index(hi) <= 4, f"vector {hi} waited behind {seq.index(hi)} messages of vector {lo}"
    assert len(seq) > 30, f"only {len(seq)} messages for 60 back-to-back requests of vector {lo}"


@cocotb.test()
async def many_vectors_backpressure(dut):
    """Every vector firing back to back, all vectors released at once, and a random stream with
    repeats, each under random msg back-pressure: no message lost, none duplicated."""
    tb, prog = await setup(dut)
    await tb.set_coal(0, 0)
    for p_ready in [0.3, 0.05, 0.8]:
        tb.p_ready = p_ready
        order = list(range(tb.n))
        tb.rng.shuffle(order)
        await tb.irqs(order)
        await tb.expect_msgs(order, within=int(tb.n * 4 / p_ready) + 100)
        # All at once: held by the Function Mask, then released together.
        dut.cfg_interrupt_msix_mask.value = 1
        await tb.irqs(order)
        await tb.cycles(5)
        assert tb.pending() == tb.n
        dut.cfg_interrupt_msix_mask.value = 0
        await tb.expect_msgs(order, within=int(tb.n * 4 / p_ready) + 100)
        assert tb.pending() == 0
    # Random stream with repeats and idle gaps; coalescing on for part of it.
    tb.p_ready = 0.4
    await tb.set_coal(2, 1)
    start_fire = len(tb.fires)
    hot = one_pick(tb, 8)
    for _ in range(1500):
        v = tb.rng.choice(hot) if tb.rng.random() < 0.5 else tb.rng.randrange(tb.n)
        await tb.irq(v, coalesce=tb.rng.random() < 0.3)
        if tb.rng.random() < 0.2:
            tb.idle_irq()
            await tb.cycles(tb.rng.randrange(4))
    tb.idle_irq()
    await tb.set_coal(0, 0)  # flushes what is still coalescing within one scan
    tb.p_ready = 1.0
    await tb.cycles(tb.n + 4 * tb.n + 100)
    fires = defaultdict(list)
    for c, v, _ in tb.fires[start_fire:]:
        fires[v].append(c)
    msgs = defaultdict(list)
    for c, a, d in tb.take_msgs():
        msgs[tb.msg_vector(a, d)].append(c)
    assert set(msgs) <= set(fires), f"messages for vectors never fired: {set(msgs) - set(fires)}"
    merged = 0
    for v, fc in fires.items():
        mc = msgs.get(v, [])
        assert mc, f"vector {v} fired {len(fc)} times, no message"
        assert mc[-1] > fc[-1], f"vector {v}: last fire at {fc[-1]} after its last message {mc[-1]}"
        assert len(mc) <= len(fc), f"vector {v}: {len(mc)} messages for {len(fc)} requests"
        for k, c in enumerate(mc):
            assert sum(1 for f in fc if f < c) >= k + 1, f"vector {v}: message {k} at {c} without a new request"
        merged += len(fc) - len(mc)
    tb.dut._log.info("%d requests on %d vectors -> %d messages (%d merged or coalesced)",
                     sum(map(len, fires.values())), len(fires), sum(map(len, msgs.values())), merged)
    assert await tb.read_pba() == set() and tb.pending() == 0


# ----------------------------------------------------------------------------------------------
# pytest entry points


def _run(sv, params: dict[str, int], tag: str) -> None:
    sources = sv if isinstance(sv, list) else [sv]
    run(test_file=__file__, toplevel="nvme_msix", sources=sources, build_tag=tag,
        extra_env={"MSIX_VECTORS": str(params["numVectors"]), "MSIX_TICK": str(params["tickCycles"])})


def test_nvme_msix_default():
    """The default configuration (256 vectors, 100 us tick at 250 MHz), emitted on its own: inside
    the front end firtool optimises the block's ports across the hierarchy (constant or unread
    outputs disappear), so the front end's copy cannot be driven port by port."""
    _run(chisel_emit.emit_variant("nvme_msix", DEFAULT), DEFAULT, "default")


@pytest.mark.parametrize("vectors,tick", [(129, 200), (256, 256)])
def test_nvme_msix_sweep(vectors, tick):
    params = {"numVectors": vectors, "tickCycles": tick}
    _run(chisel_emit.emit_variant("nvme_msix", params), params, f"v{vectors}_t{tick}")
