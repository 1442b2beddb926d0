"""cocotb tests for nvme_queue_engine (rtl/nvme/generated/front_end/nvme_queue_engine.sv, Chisel
source rtl/chisel/src/main/scala/cssd/nvme/NvmeQueueEngine.scala; host-visible behaviour in
rtl/nvme/doc/README.md): controller registers, doorbells, queue contexts, SQE fetch, CQE posting.

The bench drives the register port, the firmware-side ports (fwCmd, fwCpl, qcfg, evt) and plays
the host on RQ/RC: SQ rings live in a Python host memory, every SQE read the engine issues is
checked against the model's SQ head (address, count within the documented bounds) and answered
(sometimes split at SQE boundaries, tags answered out of order); every CQE write is checked
against the model CQ (address, phase, SQHD = the model SQ head, SQID, CID, status, DW0/DW1) and
the interrupt request that follows. Commands reach firmware in per-SQ order, each exactly once.

The committed emit has 129 queues, 4096 entries max, 8 fetch tags of up to 8 SQEs each.
"""

from __future__ import annotations

import os
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import Lock, ReadOnly, RisingEdge

from cssd_sim.cocotb_run import RTL, run
from cssd_sim.tb_random import make_rng

NQ = 129
FETCH_TAGS, SQES_PER_TAG = 8, 8
MQES = 4095
CAP = MQES | (1 << 16) | (1 << 17) | (2 << 24) | (1 << 37)
EVT_INVALID_DB, EVT_INVALID_DB_VALUE, EVT_ENABLED, EVT_DISABLED, EVT_SHUTDOWN = 1, 2, 3, 4, 5
R_CAP, R_VS, R_INTMS, R_INTMC, R_CC, R_CSTS, R_AQA, R_ASQ, R_ACQ = 0x0, 0x8, 0xC, 0x10, 0x14, 0x1C, 0x24, 0x28, 0x30
MRRS = [128, 256, 512, 1024, 2048, 4096, 128, 128]
PERIOD_NS = 4


def dist(a: int, b: int, size: int) -> int:
    return (b - a) % size


class Sq:
    def __init__(self, qid: int, base: int, size: int, cq: int) -> None:
        self.qid, self.base, self.size, self.cq = qid, base, size, cq
        self.tail = 0
        self.head = 0  # engine's head as the model follows the fetch reads
        self.entries: dict[int, int] = {}  # slot -> SQE
        # SQEs submitted and not yet at firmware. Not a FIFO: finished fetch tags go to firmware
        # lowest tag first, so two reads of one SQ may deliver out of order (NVMe allows it).
        self.submitted: set[int] = set()


class Cq:
    def __init__(self, qid: int, base: int, size: int, vector: int, ien: bool) -> None:
        self.qid, self.base, self.size, self.vector, self.ien = qid, base, size, vector, ien
        self.tail = 0
        self.head = 0
        self.phase = 1


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        # cocotb derives each test's seed from the regression seed and the test name: QE_SEED
        # replays one test.
        self.rng = make_rng(dut, "QE_SEED")
        self.sqs: dict[int, Sq] = {}
        self.cqs: dict[int, Cq] = {}
        self.events: list[tuple[int, int, int, int]] = []  # kind, isCq, qid, value
        self.cmds: list[tuple[int, int, int]] = []  # sqid, gen, sqe at firmware
        self.cqes: list[tuple[int, int, int, int, int, int]] = []  # cq, sqid, cid, status, dw0, dw1
        self.irqs: list[tuple[int, int]] = []
        self.reads: deque = deque()  # (tag, addr, dw) to answer
        self.p_fetch = 1.0
        self.p_cqe = 1.0
        self.p_cmd = 1.0
        self.mrrs_code = 5
        self.burst = 7
        self.stats: dict[str, int] = {}
        self.ctrl_resets = 0
        self.awaiting_irq: int | None = None
        self.hold_reads = False
        self.cmds_at_reset = -1
        self.reg_lock = Lock()  # the host and the test both write doorbells

    async def start(self) -> None:
        dut = self.dut
        cocotb.start_soon(Clock(dut.clock, PERIOD_NS, unit="ns").start())
        for n in ("io_reg_valid", "io_reg_bits_write", "io_reg_bits_addr", "io_reg_bits_wdata",
                  "io_reg_bits_wstrb", "io_rc_valid", "io_rc_bits_data", "io_rc_bits_keep", "io_rc_bits_last",
                  "io_fwCpl_valid", "io_fwCpl_bits_sqid", "io_fwCpl_bits_gen", "io_fwCpl_bits_cid",
                  "io_fwCpl_bits_status", "io_fwCpl_bits_dw0", "io_fwCpl_bits_dw1", "io_qcfg_valid",
                  "io_qcfg_bits_op", "io_qcfg_bits_qid", "io_qcfg_bits_base", "io_qcfg_bits_sizeM1",
                  "io_qcfg_bits_cqidOrVector", "io_qcfg_bits_prio", "io_qcfg_bits_ien", "io_arb_lpw",
                  "io_arb_mpw", "io_arb_hpw", "io_shutdownDone", "io_fatal", "io_sqHold"):
            getattr(dut, n).value = 0
        dut.io_arb_burst.value = self.burst
        dut.io_maxReadReq.value = self.mrrs_code
        dut.io_evt_ready.value = 1
        dut.io_fwCmd_ready.value = 1
        dut.io_rqFetch_ready.value = 1
        dut.io_rqCqe_ready.value = 1
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
            dut.io_rqFetch_ready.value = int(self.p_fetch >= 1 or rng.random() < self.p_fetch)
            dut.io_rqCqe_ready.value = int(self.p_cqe >= 1 or rng.random() < self.p_cqe)
            dut.io_fwCmd_ready.value = int(self.p_cmd >= 1 or rng.random() < self.p_cmd)

    async def _monitor(self) -> None:
        dut = self.dut
        v = lambda n: int(getattr(dut, n).value)  # noqa: E731
        while True:
            await RisingEdge(dut.clock)
            await ReadOnly()
            for n in ("sqeFetched", "cqePosted", "cplDropped", "doorbellError", "fetchError",
                      "ccWriteIgnored", "eventDropped"):
                self.stats[n] = self.stats.get(n, 0) + v("io_stats_" + n)
            self.ctrl_resets += v("io_ctrlReset")
            if v("io_evt_valid") and v("io_evt_ready"):
                self.events.append((v("io_evt_bits_kind"), v("io_evt_bits_isCq"), v("io_evt_bits_qid"),
                                    v("io_evt_bits_value")))
            if v("io_irq_valid"):  # ready is tied high in this emission
                assert self.awaiting_irq is not None, "interrupt request without a CQE"
                self.irqs.append((v("io_irq_bits_vector"), v("io_irq_bits_coalesce")))
                self.awaiting_irq = None
            cqe = None
            if v("io_rqCqe_valid") and v("io_rqCqe_ready"):
                cqe = v("io_rqCqe_bits_data")
            if v("io_fwCmd_valid") and v("io_fwCmd_ready"):
                sqid, gen, sqe = v("io_fwCmd_bits_sqid"), v("io_fwCmd_bits_gen"), v("io_fwCmd_bits_sqe")
                sq = self.sqs.get(sqid)
                assert sq is not None and sqe in sq.submitted, \
                    f"SQ {sqid}: an SQE the host did not submit (or delivered twice)"
                sq.submitted.remove(sqe)
                self.cmds.append((sqid, gen, sqe))
            # The CQE of this cycle carries the head before this cycle's fetch moves it.
            if cqe is not None:
                self._check_cqe(cqe)
            if v("io_rqFetch_valid") and v("io_rqFetch_ready"):
                self._check_fetch(v("io_rqFetch_bits_data"), v("io_rqFetch_bits_user"))
            if v("io_ctrlReset"):
                self.cmds_at_reset = len(self.cmds)

    def _check_fetch(self, d: int, user: int) -> None:
        addr = d & ((1 << 64) - 4)
        dw = (d >> 64) & 0x7FF
        assert (d >> 75) & 0xF == 0, "SQE fetch is not a memory read"
        tag = (d >> 96) & 0xFF
        assert tag < FETCH_TAGS, f"fetch tag {tag}"
        assert user & 0xF == 0xF and (user >> 8) & 0xF == 0xF
        assert dw % 16 == 0 and dw
        n = dw // 16
        hits = [sq for sq in self.sqs.values() if sq.base + 64 * sq.head == addr]
        assert hits, f"fetch at {addr:#x} is not the head of any SQ"
        sq = hits[0]
        avail = dist(sq.head, sq.tail, sq.size)
        bound = min(avail, sq.size - sq.head, 64 - sq.head % 64, MRRS[self.mrrs_code] // 64,
                    255 if self.burst == 7 else 1 << self.burst, SQES_PER_TAG)
        assert 1 <= n <= bound, f"SQ {sq.qid}: fetch of {n} SQEs, at most {bound}"
        # Fetches take the most the bounds allow.
        assert n == bound, f"SQ {sq.qid}: fetch of {n} SQEs where {bound} were allowed"
        self.reads.append((tag, addr, dw, [sq.entries[(sq.head + i) % sq.size] for i in range(n)]))
        sq.head = (sq.head + n) % sq.size

    def _check_cqe(self, d: int) -> None:
        addr = d & ((1 << 64) - 4)
        assert (d >> 64) & 0x7FF == 4 and (d >> 75) & 0xF == 1, "CQE write descriptor"
        words = [(d >> (128 + 32 * i)) & 0xFFFFFFFF for i in range(4)]
        sqhd, sqid = words[2] & 0xFFFF, words[2] >> 16
        cid, phase, status = words[3] & 0xFFFF, (words[3] >> 16) & 1, words[3] >> 17
        sq = self.sqs[sqid]
        cq = self.cqs[sq.cq]
        assert addr == cq.base + 16 * cq.tail, f"CQE for CQ {cq.qid} at {addr:#x}, tail {cq.tail}"
        assert phase == cq.phase, f"CQ {cq.qid}: phase {phase} at tail {cq.tail}"
        assert sqhd == sq.head, f"SQ {sqid}: SQHD {sqhd}, model head {sq.head}"
        assert dist(cq.head, cq.tail, cq.size) < cq.size - 1, f"CQ {cq.qid} written while full"
        cq.tail = (cq.tail + 1) % cq.size
        if cq.tail == 0:
            cq.phase ^= 1
        self.cqes.append((cq.qid, sqid, cid, status, words[0], words[1]))
        if cq.ien:
            self.awaiting_irq = cq.qid

    async def _responder(self) -> None:
        """Answers fetch reads, sometimes several at once in a shuffled order, each split at SQE
        (64-byte) boundaries at random; the last completion of a read has Request Completed."""
        dut, rng = self.dut, self.rng
        while True:
            if not self.reads or self.hold_reads:
                await RisingEdge(dut.clock)
                continue
            for _ in range(rng.randrange(4)):
                await RisingEdge(dut.clock)
            batch = list(self.reads)
            self.reads.clear()
            rng.shuffle(batch)
            for tag, addr, dw, sqes in batch:
                cuts = sorted({0, len(sqes)} | {i for i in range(1, len(sqes)) if rng.random() < 0.3})
                for a, b in zip(cuts, cuts[1:]):
                    payload = []
                    for s in sqes[a:b]:
                        payload += [(s >> (32 * i)) & 0xFFFFFFFF for i in range(16)]
                    start = addr + 64 * a
                    remaining = 4 * dw - 64 * a
                    desc = ((start & 0xFFF) | ((remaining & 0x1FFF) << 16) | (int(b == len(sqes)) << 30)
                            | (len(payload) << 32) | (tag << 64))
                    words = [desc & 0xFFFFFFFF, (desc >> 32) & 0xFFFFFFFF, desc >> 64] + payload
                    for i in range(0, len(words), 16):
                        chunk = words[i:i + 16]
                        dut.io_rc_valid.value = 1
                        dut.io_rc_bits_data.value = sum(w << (32 * k) for k, w in enumerate(chunk))
                        dut.io_rc_bits_keep.value = (1 << len(chunk)) - 1
                        dut.io_rc_bits_last.value = int(i + 16 >= len(words))
                        await RisingEdge(dut.clock)  # rc is always ready
                    dut.io_rc_valid.value = 0

    # -- register port --

    async def reg_write(self, addr: int, data: int, strb: int = 0xF, after=None) -> None:
        """One register write; `after` runs once the engine has taken it (at the clock edge)."""
        async with self.reg_lock:
            await self._reg_write(addr, data, strb)
            if after:
                after()

    async def _reg_write(self, addr: int, data: int, strb: int) -> None:
        d = self.dut
        d.io_reg_valid.value = 1
        d.io_reg_bits_write.value = 1
        d.io_reg_bits_addr.value = addr
        d.io_reg_bits_wdata.value = data
        d.io_reg_bits_wstrb.value = strb
        await RisingEdge(d.clock)
        d.io_reg_valid.value = 0

    async def reg_read(self, addr: int) -> int:
        async with self.reg_lock:
            return await self._reg_read(addr)

    async def _reg_read(self, addr: int) -> int:
        d = self.dut
        d.io_reg_valid.value = 1
        d.io_reg_bits_write.value = 0
        d.io_reg_bits_addr.value = addr
        await ReadOnly()
        assert int(d.io_regRsp_valid.value)
        val = int(d.io_regRsp_bits.value)
        await RisingEdge(d.clock)
        d.io_reg_valid.value = 0
        return val

    async def cycles(self, n: int) -> None:
        for _ in range(n):
            await RisingEdge(self.dut.clock)

    async def until(self, cond, limit: int = 5000, what: str = "condition") -> None:
        for _ in range(limit):
            if cond():
                return
            await RisingEdge(self.dut.clock)
        assert cond(), f"timeout waiting for {what}"

    async def enable(self, asqs: int = 32, acqs: int = 32, cc_extra: int = 0) -> None:
        await self.reg_write(R_AQA, (asqs - 1) | ((acqs - 1) << 16))
        await self.reg_write(R_ASQ, 0x10000)
        await self.reg_write(R_ASQ + 4, 0x1)
        await self.reg_write(R_ACQ, 0x20000)
        await self.reg_write(R_ACQ + 4, 0x1)
        await self.reg_write(R_CC, 1 | cc_extra)
        self.sqs = {0: Sq(0, 0x1_0001_0000, asqs, 0)}
        self.cqs = {0: Cq(0, 0x1_0002_0000, acqs, 0, True)}

    async def qcfg(self, op: int, qid: int, base: int = 0, size: int = 2, cqv: int = 0, prio: int = 0,
                   ien: bool = True) -> None:
        d = self.dut
        for f, val in (("op", op), ("qid", qid), ("base", base), ("sizeM1", size - 1), ("cqidOrVector", cqv),
                       ("prio", prio), ("ien", int(ien))):
            getattr(d, "io_qcfg_bits_" + f).value = val
        d.io_qcfg_valid.value = 1
        while True:
            await ReadOnly()
            fired = int(d.io_qcfg_ready.value)
            await RisingEdge(d.clock)
            if fired:
                break
        d.io_qcfg_valid.value = 0
        if op == 0:
            self.sqs[qid] = Sq(qid, base, size, cqv)
        elif op == 1:
            self.cqs[qid] = Cq(qid, base, size, cqv, ien)

    async def submit(self, qid: int, sqes: list[int]) -> None:
        sq = self.sqs[qid]
        tail = sq.tail
        for s in sqes:
            sq.entries[tail] = s
            sq.submitted.add(s)
            tail = (tail + 1) % sq.size
        # The engine sees the new tail from the write's edge on; fetch bounds are checked against it.
        await self.reg_write(0x1000 + 8 * qid, tail, after=lambda: setattr(sq, "tail", tail))

    async def cpl(self, sqid: int, gen: int, cid: int, status: int = 0, dw0: int = 0, dw1: int = 0) -> None:
        d = self.dut
        for f, val in (("sqid", sqid), ("gen", gen), ("cid", cid), ("status", status), ("dw0", dw0), ("dw1", dw1)):
            getattr(d, "io_fwCpl_bits_" + f).value = val
        d.io_fwCpl_valid.value = 1
        while True:
            await ReadOnly()
            fired = int(d.io_fwCpl_ready.value)
            await RisingEdge(d.clock)
            if fired:
                break
        d.io_fwCpl_valid.value = 0

    async def cq_doorbell(self, qid: int, head: int) -> None:
        self.cqs[qid].head = head
        await self.reg_write(0x1000 + 8 * qid + 4, head)


async def setup(dut) -> Tb:
    tb = Tb(dut)
    await tb.start()
    return tb


def sqe(rng, cid: int, opcode: int = 0x02) -> int:
    return (rng.getrandbits(512) & ~0xFFFFFFFF) | opcode | (cid << 16)


# ----------------------------------------------------------------------------------------------
# tests


@cocotb.test()
async def registers_enable_disable_shutdown(dut):
    """Reset values (CAP, VS 2.0, CC/CSTS/AQA 0), reserved bits, byte enables, admin registers
    locked while enabled, INTMS/INTMC; enable with a bad configuration sets CFS; a good one sets
    RDY with an Enabled event (value = CC); while enabled only EN and SHN change; shutdown
    SHST 01b then 10b on shutdownDone; disable drains, clears RDY/CFS/SHST, pulses ctrlReset,
    bumps the generation and posts Disabled."""
    tb = await setup(dut)
    assert await tb.reg_read(R_CAP) == CAP & 0xFFFFFFFF
    assert await tb.reg_read(R_CAP + 4) == CAP >> 32
    assert await tb.reg_read(R_VS) == 0x00020000
    for r in (R_CC, R_CSTS, R_AQA, R_ASQ, R_ACQ, R_INTMS):
        assert await tb.reg_read(r) == 0, hex(r)
    await tb.reg_write(R_AQA, 0xFFFFFFFF)
    assert await tb.reg_read(R_AQA) == 0x0FFF0FFF
    await tb.reg_write(R_AQA, 0x00001234, strb=0b0001)
    assert await tb.reg_read(R_AQA) == 0x0FFF0F34
    await tb.reg_write(R_ASQ, 0xFFFFFFFF)
    assert await tb.reg_read(R_ASQ) == 0xFFFFF000
    await tb.reg_write(R_INTMS, 0x5)
    await tb.reg_write(R_INTMC, 0x1)
    assert await tb.reg_read(R_INTMS) == 0x4 and await tb.reg_read(R_INTMC) == 0x4
    assert await tb.reg_read(0x1008) == 0, "doorbells read 0"
    # Bad configurations: CSS, MPS, AMS, zero admin queue size.
    for cc, aqa in ((1 | (1 << 4), 0x1F001F), (1 | (1 << 7), 0x1F001F), (1 | (2 << 11), 0x1F001F), (1, 0x1F0000)):
        await tb.reg_write(R_AQA, aqa)
        await tb.reg_write(R_CC, cc)
        csts = await tb.reg_read(R_CSTS)
        assert csts & 3 == 2, f"CC {cc:#x} AQA {aqa:#x}: CSTS {csts:#x}, want CFS and not RDY"
        await tb.reg_write(R_CC, 0)
        await tb.until(lambda: tb.ctrl_resets, 100, "reset after a failed enable")
        assert await tb.reg_read(R_CSTS) == 0
        tb.ctrl_resets = 0
    gen0 = int(dut.io_gen.value)
    ignored0 = tb.stats["ccWriteIgnored"]
    await tb.enable(cc_extra=(1 << 11) | (6 << 16) | (4 << 20))
    cc = await tb.reg_read(R_CC)
    assert cc == 1 | (1 << 11) | (6 << 16) | (4 << 20)
    assert await tb.reg_read(R_CSTS) == 1
    await tb.cycles(3)
    assert tb.events[-1] == (EVT_ENABLED, 0, 0, cc)
    await tb.reg_write(R_AQA, 0)
    assert await tb.reg_read(R_AQA) == 0x1F001F, "AQA changed while enabled"
    await tb.reg_write(R_CC, cc | (1 << 4) | (1 << 14))  # CSS change ignored, SHN = 01b taken
    assert await tb.reg_read(R_CC) == cc | (1 << 14)
    assert tb.stats["ccWriteIgnored"] == ignored0 + 1
    assert (await tb.reg_read(R_CSTS) >> 2) & 3 == 1
    await tb.cycles(2)
    assert tb.events[-1] == (EVT_SHUTDOWN, 0, 0, 1)
    dut.io_shutdownDone.value = 1
    await RisingEdge(dut.clock)
    dut.io_shutdownDone.value = 0
    assert (await tb.reg_read(R_CSTS) >> 2) & 3 == 2
    await tb.reg_write(R_CC, cc & ~1)
    await tb.until(lambda: tb.ctrl_resets == 1, 100, "controller reset")
    await tb.cycles(3)
    assert await tb.reg_read(R_CSTS) == 0
    assert int(dut.io_gen.value) == (gen0 + 1) % 16
    assert tb.events[-1][0] == EVT_DISABLED
    # fatal sets CFS while enabled.
    await tb.enable()
    dut.io_fatal.value = 1
    await RisingEdge(dut.clock)
    dut.io_fatal.value = 0
    assert await tb.reg_read(R_CSTS) == 3


@cocotb.test()
async def doorbell_errors(dut):
    """Doorbells of a queue that does not exist, a tail beyond the SQ size, a CQ head beyond the
    tail, and qids past the table change nothing and raise Invalid Doorbell (1) / Invalid
    Doorbell Value (2) events with the qid, direction and value; good doorbells raise none.
    Doorbells while disabled are ignored."""
    tb = await setup(dut)
    await tb.reg_write(0x1000, 3)  # disabled: ignored, no event
    await tb.enable(asqs=16, acqs=8)
    await tb.cycles(3)
    tb.events.clear()
    await tb.reg_write(0x1000 + 8 * 5, 1)  # SQ 5 does not exist
    await tb.reg_write(0x1000 + 8 * 5 + 4, 1)  # CQ 5
    await tb.reg_write(0x1000 + 8 * 200, 1)  # beyond the 129 queues (qid 200 < 512 doorbells)
    await tb.reg_write(0x1000, 16)  # admin SQ tail = size
    await tb.reg_write(0x1004, 1)  # admin CQ head beyond the tail (0)
    await tb.cycles(4)
    assert tb.events == [(EVT_INVALID_DB, 0, 5, 1), (EVT_INVALID_DB, 1, 5, 1), (EVT_INVALID_DB, 0, 200, 1),
                         (EVT_INVALID_DB_VALUE, 0, 0, 16), (EVT_INVALID_DB_VALUE, 1, 0, 1)]
    assert tb.stats["doorbellError"] == 5
    assert not tb.reads and not tb.cmds, "a bad doorbell started a fetch"
    await tb.submit(0, [sqe(tb.rng, 7, 0x06)])
    await tb.until(lambda: tb.cmds, 200, "admin command")
    assert len(tb.events) == 5


@cocotb.test()
async def io_round_trip_random(dut):
    """Seeded random traffic: I/O CQs/SQs created through qcfg (sizes 2..64, shared CQs, random
    QPRIO, a CQ without interrupts), random batches of SQEs on random SQs including wrap-around,
    random back-pressure on fetch, CQE and firmware ports, split and reordered fetch completions,
    firmware completing in random order, the host consuming CQEs late (CQ full holds posting).
    Checks in the monitor: fetch address/count, per-SQ SQE order, CQE address/phase/SQHD/fields,
    interrupt vector and coalesce flag; at the end every command completed once."""
    tb = await setup(dut)
    rng = tb.rng
    tb.mrrs_code = rng.choice([0, 1, 5])
    tb.burst = rng.choice([0, 2, 7])
    dut.io_maxReadReq.value = tb.mrrs_code
    dut.io_arb_burst.value = tb.burst
    tb.p_fetch, tb.p_cqe, tb.p_cmd = rng.choice([1.0, 0.5]), rng.choice([1.0, 0.5]), rng.choice([1.0, 0.4])
    dut._log.info("MRRS %d, burst %d, ready p %.1f/%.1f/%.1f", MRRS[tb.mrrs_code], tb.burst, tb.p_fetch,
                  tb.p_cqe, tb.p_cmd)
    await tb.enable(asqs=8, acqs=4)
    n_cq = 4
    for q in range(1, n_cq + 1):
        await tb.qcfg(1, q, base=(0x300 + q) << 12, size=rng.choice([2, 3, 8, 64]), cqv=q * 3, ien=q != 2)
    sq_ids = list(range(1, 9)) + [128]
    for q in sq_ids:
        await tb.qcfg(0, q, base=(0x400 + q) << 12, size=rng.choice([2, 5, 17, 64, 100]),
                      cqv=rng.randrange(1, n_cq + 1), prio=rng.randrange(4))
    n_cmds = int(os.environ.get("QE_COMMANDS", "400"))
    cid = 0
    done: dict[tuple[int, int], int] = {}

    async def firmware():
        held = []
        seen = 0
        while True:
            while seen < len(tb.cmds):
                sqid, gen, s = tb.cmds[seen]
                held.append((sqid, gen, (s >> 16) & 0xFFFF))
                seen += 1
            if held and rng.random() < 0.5:
                sqid, gen, c = held.pop(rng.randrange(len(held)))
                st, d0, d1 = rng.randrange(1 << 15), rng.getrandbits(32), rng.getrandbits(32)
                done[(sqid, c)] = (st, d0, d1)
                await tb.cpl(sqid, gen, c, st, d0, d1)
            else:
                await RisingEdge(dut.clock)

    async def host_cq():
        while True:
            await tb.cycles(rng.randrange(1, 40))
            for q, cq in tb.cqs.items():
                n = dist(cq.head, cq.tail, cq.size)
                if n:
                    await tb.cq_doorbell(q, (cq.head + rng.randrange(1, n + 1)) % cq.size)

    cocotb.start_soon(firmware())
    cocotb.start_soon(host_cq())
    while cid < n_cmds:
        q = rng.choice(sq_ids)
        sq = tb.sqs[q]
        # The host never overfills an SQ: room = size - 1 - entries not yet fetched... nor those
        # not yet completed, since SQHD frees slots only through completions it has seen.
        in_flight = sum(1 for (s, c) in tb_outstanding(tb, done) if s == q)
        room = sq.size - 1 - in_flight
        if room <= 0:
            await tb.cycles(5)
            continue
        k = rng.randrange(1, min(room, 12) + 1)
        batch = []
        for _ in range(k):
            cid += 1
            batch.append(sqe(rng, cid))
        await tb.submit(q, batch)
        await tb.cycles(rng.randrange(0, 10))
    n_cmds = cid  # the last batch may go past the target
    await tb.until(lambda: len(tb.cqes) == n_cmds, 100000, "every completion")
    await tb.cycles(50)
    assert len(tb.cmds) == n_cmds
    got = {(sqid, c): (st, d0, d1) for _, sqid, c, st, d0, d1 in tb.cqes}
    assert len(got) == n_cmds and got == done, "CQE fields differ from firmware's completions"
    for (cq, sqid, *_ ) in tb.cqes:
        assert tb.sqs[sqid].cq == cq
    exp_irqs = [(tb.cqs[cq].vector, int(cq != 0)) for cq, *_ in tb.cqes if tb.cqs[cq].ien]
    assert tb.irqs == exp_irqs, "interrupt requests differ from the CQEs posted"
    assert tb.stats["sqeFetched"] == n_cmds and tb.stats["cqePosted"] == n_cmds
    dut._log.info("%d commands on %d SQs / %d CQs", n_cmds, len(sq_ids), n_cq)


@cocotb.test()
async def held_sqs_are_not_fetched(dut):
    """An SQ SACA holds (sqHold, a set at its slot cap) is left out of arbitration: its entries
    stay in host memory while another SQ's are fetched, and are fetched in order once released."""
    tb = await setup(dut)
    rng = tb.rng
    await tb.enable(asqs=8, acqs=4)
    await tb.qcfg(1, 1, base=0x301 << 12, size=64, cqv=1)
    for q in (1, 2):
        await tb.qcfg(0, q, base=(0x400 + q) << 12, size=32, cqv=1)
    dut.io_sqHold.value = 1 << 1
    held = [sqe(rng, 100 + k) for k in range(6)]
    free = [sqe(rng, 200 + k) for k in range(6)]
    await tb.submit(1, held)
    await tb.submit(2, free)
    await tb.until(lambda: len(tb.cmds) == 6, 2000, "the free SQ's commands")
    await tb.cycles(300)
    assert [(q, s) for q, _, s in tb.cmds] == [(2, s) for s in free], "a held SQ was fetched"
    dut.io_sqHold.value = 0
    await tb.until(lambda: len(tb.cmds) == 12, 2000, "the released SQ's commands")
    assert [(q, s) for q, _, s in tb.cmds[6:]] == [(1, s) for s in held]


@cocotb.test()
async def delete_and_reset_drop_state(dut):
    """Delete SQ drops SQEs fetched but not yet handed to firmware; completions for a deleted SQ
    or an older generation are dropped (counted, no CQE); a re-created SQ starts at head 0;
    CC.EN = 0 with a fetch read outstanding keeps RDY until the read returns, then resets. SQEs
    of that read may still reach firmware up to the reset cycle (with the old generation, so
    SACA and the CQ poster drop their work), never after it."""
    tb = await setup(dut)
    rng = tb.rng
    await tb.enable()
    await tb.qcfg(1, 1, base=0x301 << 12, size=8, cqv=5)
    await tb.qcfg(0, 1, base=0x401 << 12, size=16, cqv=1)
    gen = int(dut.io_gen.value)
    tb.p_cmd = 0.0
    await tb.submit(1, [sqe(rng, c) for c in (1, 2, 3)])
    await tb.until(lambda: tb.stats.get("sqeFetched", 0) == 0 and not tb.reads and tb.sqs[1].head == 3, 500,
                   "fetch answered")
    await tb.cycles(20)
    await tb.qcfg(2, 1)
    tb.p_cmd = 1.0
    await tb.cycles(30)
    assert not tb.cmds, "SQEs of a deleted SQ reached firmware"
    await tb.cpl(1, gen, 1)
    await tb.cycles(10)
    assert tb.stats["cplDropped"] == 1 and not tb.cqes
    await tb.qcfg(0, 1, base=0x402 << 12, size=16, cqv=1)
    await tb.submit(1, [sqe(rng, c) for c in (4, 5)])
    await tb.until(lambda: len(tb.cmds) == 2, 500, "commands on the re-created SQ")
    await tb.cpl(1, (gen - 1) % 16, 4)
    await tb.cpl(1, gen, 5, status=0x4002, dw0=0x1234)
    await tb.until(lambda: len(tb.cqes) == 1, 200, "CQE")
    await tb.cycles(3)  # the interrupt request follows the CQE write
    assert tb.cqes == [(1, 1, 5, 0x4002, 0x1234, 0)] and tb.stats["cplDropped"] == 2
    assert tb.irqs == [(5, 1)]
    # Controller reset while a fetch read is outstanding.
    tb.hold_reads = True
    await tb.submit(1, [sqe(rng, c) for c in (6, 7)])
    await tb.until(lambda: tb.reads, 200, "fetch read")
    cc = await tb.reg_read(R_CC)
    await tb.reg_write(R_CC, cc & ~1)
    await tb.cycles(40)
    assert await tb.reg_read(R_CSTS) & 1 == 1, "RDY fell with a fetch read outstanding"
    assert tb.ctrl_resets == 0
    tb.hold_reads = False
    await tb.until(lambda: tb.ctrl_resets == 1, 500, "controller reset")
    await tb.cycles(20)
    assert await tb.reg_read(R_CSTS) == 0
    assert len(tb.cmds) == tb.cmds_at_reset, "an SQE reached firmware after the controller reset"
    assert all(g == gen for _, g, _ in tb.cmds[2:]), "an SQE of the old configuration with a new generation"
    dut._log.info("%d of the 2 SQEs in flight at the reset reached firmware (old generation)", len(tb.cmds) - 2)
    assert int(dut.io_gen.value) == (gen + 1) % 16
    assert tb.events[-1][0] == EVT_DISABLED


def tb_outstanding(tb: Tb, done: dict) -> list[tuple[int, int]]:
    """(sqid, cid) submitted but not yet completed by a CQE the host has seen."""
    completed = {(sqid, c) for _, sqid, c, *_ in tb.cqes}
    out = []
    for sq in tb.sqs.values():
        for s in list(sq.entries.values()):
            key = (sq.qid, (s >> 16) & 0xFFFF)
            if key not in completed:
                out.append(key)
    return out


# ----------------------------------------------------------------------------------------------
# pytest


def _sources():
    # Every module file of the emission: helper module names may change, the folder is the list.
    return sorted((RTL / "nvme" / "generated" / "front_end").glob("*.sv"))


@pytest.mark.parametrize("seed", [1, 2026, 7])
def test_nvme_queue_engine(monkeypatch, seed):
    monkeypatch.setenv("SEED", str(seed))
    run(test_file=__file__, toplevel="nvme_queue_engine", sources=_sources(), build_tag="default")
