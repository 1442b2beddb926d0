"""Queue rings: wrap-around and phase tags, doorbells, SQHD-based flow control, CID allocation.

The first tests drive SubmissionQueue/CompletionQueue directly with a scripted device (the test
itself fetches SQEs and writes CQEs), so every doorbell value and phase bit is checked exactly.
The last ones go end to end through the management firmware's reference model behind its software
front end (harness.py).
"""

from __future__ import annotations

import asyncio
import random

import pytest
from harness import echo, make_env

from cssd_nvme.command import Command, Completion
from cssd_nvme.queue import CompletionQueue, SubmissionQueue
from cssd_nvme.spec import CID_RESERVED
from cssd_nvme.status import SUCCESS, NvmeStatus, NvmeTimeoutError
from cssd_nvme.transport import AsyncioTimebase, BufferHostMemory, RegisterAccess


class RecRegs(RegisterAccess):
    def __init__(self) -> None:
        self.writes: list[tuple[int, int]] = []
        self.values: dict[int, int] = {}

    async def read32(self, offset: int) -> int:
        return self.values.get(offset, 0)

    async def write32(self, offset: int, value: int) -> None:
        self.writes.append((offset, value))
        self.values[offset] = value


class Scripted:
    """Host queues on qid 1 plus a hand-driven device side."""

    def __init__(self, depth: int, cq_depth: int | None = None, batch: bool = True) -> None:
        self.mem = BufferHostMemory()
        self.tb = AsyncioTimebase(1e-4)
        self.regs = RecRegs()
        self.cq_depth = cq_depth or depth
        self.cq = CompletionQueue(1, self.cq_depth, self.mem.alloc(16 * self.cq_depth), self.regs, self.mem,
                                  self.tb, batch_doorbell=batch)
        self.sq = SubmissionQueue(1, depth, self.mem.alloc(64 * depth), self.cq, self.regs, self.mem, self.tb)
        self.dev_head = 0  # device's SQ head
        self.dev_tail = 0  # device's CQ tail
        self.dev_phase = 1

    @property
    def sq_doorbell(self) -> int:
        return self.regs.values.get(0x1008, 0)

    @property
    def cq_doorbell(self) -> int:
        return self.regs.values.get(0x100C, 0)

    def fetch(self) -> list[Command]:
        out = []
        while self.dev_head != self.sq_doorbell:
            raw = self.mem.read_now(self.sq.addr + 64 * self.dev_head, 64)
            out.append(Command.from_bytes(raw))
            self.dev_head = (self.dev_head + 1) % self.sq.depth
        return out

    def post(self, cid: int, *, dw0: int = 0, sqhd: int | None = None, sqid: int = 1,
             status: NvmeStatus = SUCCESS) -> None:
        assert (self.dev_tail + 1) % self.cq_depth != self.cq_doorbell or self.cq_depth == 1, "CQ full"
        st = NvmeStatus(sc=status.sc, sct=status.sct, phase=self.dev_phase)
        sqhd = self.dev_head if sqhd is None else sqhd
        self.mem.write_now(self.cq.addr + 16 * self.dev_tail, Completion(dw0, 0, sqhd, sqid, cid, st).to_bytes())
        self.dev_tail += 1
        if self.dev_tail == self.cq_depth:
            self.dev_tail, self.dev_phase = 0, self.dev_phase ^ 1


@pytest.mark.parametrize("depth", [2, 3, 64, 4096])
async def test_wrap_and_phase_exact(depth):
    s = Scripted(depth)
    laps = 2 if depth < 4096 else 1
    n = laps * depth + 1
    for i in range(n):
        p = await s.sq.submit(Command(0x80, cdw12=i))
        assert s.sq_doorbell == (i + 1) % depth
        (cmd,) = s.fetch()
        assert cmd.cid == p.cid and cmd.cdw12 == i
        # the slot about to be used still holds last lap's entry (or zeros): stale phase
        assert await s.cq.reap() == 0
        s.post(cmd.cid, dw0=i)
        assert await s.cq.reap() == 1
        assert p.done and p.completion.dw0 == i
        assert s.cq.head == (i + 1) % depth == s.cq_doorbell
        assert s.cq.phase == (1 if ((i + 1) // depth) % 2 == 0 else 0)
        assert s.sq.head == (i + 1) % depth
    assert s.cq.counters.phase_flips == n // depth
    assert s.sq.counters.submitted == s.sq.counters.completed == n
    assert s.sq.counters.bad_sqhd == 0


@pytest.mark.parametrize("batch,expected_cq_doorbells", [(True, 1), (False, 7)])
async def test_cq_doorbell_batching(batch, expected_cq_doorbells):
    s = Scripted(8, batch=batch)
    pend = [await s.sq.submit(Command(0x80, cdw12=i)) for i in range(7)]
    assert s.sq.free_slots == 0
    for cmd in s.fetch():
        s.post(cmd.cid, dw0=cmd.cdw12)
    before = len([w for w in s.regs.writes if w[0] == 0x100C])
    assert await s.cq.reap() == 7
    cq_writes = [v for off, v in s.regs.writes if off == 0x100C][before:]
    assert len(cq_writes) == expected_cq_doorbells and cq_writes[-1] == 7
    assert [p.completion.dw0 for p in pend] == list(range(7))


async def test_sq_full_waits_for_sqhd():
    s = Scripted(4)
    for i in range(3):
        await s.sq.submit(Command(0x80, cdw12=i))
    assert s.sq.free_slots == 0
    blocked = asyncio.ensure_future(s.sq.submit(Command(0x80, cdw12=3)))
    await asyncio.sleep(0.01)
    assert not blocked.done() and s.sq.counters.full_waits == 1
    cmds = s.fetch()
    # completion that does not move SQHD (device still owns the slot) frees nothing
    s.post(cmds[0].cid, sqhd=0)
    await s.cq.reap()
    await asyncio.sleep(0.01)
    assert not blocked.done() and s.sq.free_slots == 0
    s.post(cmds[1].cid, sqhd=2)
    await s.cq.reap()
    p = await asyncio.wait_for(blocked, 1)
    assert s.sq_doorbell == 0  # tail wrapped: 3 -> 0
    assert p.cid not in (c.cid for c in cmds[2:])
    assert s.sq.counters.bad_sqhd == 0


async def test_sq_full_timeout_message():
    s = Scripted(2)
    await s.sq.submit(Command(0x80))
    with pytest.raises(NvmeTimeoutError, match="SQ 1 stayed full"):
        await s.sq.submit(Command(0x80), space_timeout=0.01)


async def test_bad_sqhd_and_unexpected_entries_are_counted():
    s = Scripted(8)
    p = await s.sq.submit(Command(0x80))
    s.fetch()
    s.post(p.cid, sqhd=5)  # beyond the tail (1): impossible
    s.post(0x777, sqhd=1)  # CID never issued
    s.post(0x1, sqid=9)  # SQ not bound to this CQ
    assert await s.cq.reap() == 3
    assert p.done
    assert s.sq.counters.bad_sqhd == 1 and s.sq.head == 1  # the later, valid SQHD applied
    assert s.sq.counters.unexpected_cid == 1 and s.cq.counters.unexpected_sqid == 1
    assert [c.cid for c in s.cq.unexpected] == [0x777, 0x1]


async def test_cid_next_fit_skips_outstanding_and_reserved():
    s = Scripted(64)
    first = [await s.sq.submit(Command(0x80)) for _ in range(3)]
    assert [p.cid for p in first] == [0, 1, 2]
    s.fetch()
    s.post(1)  # CID 1 completes; 0 and 2 stay outstanding
    await s.cq.reap()
    s.sq._next_cid = CID_RESERVED - 2
    got = [(await s.sq.submit(Command(0x80))).cid for _ in range(4)]
    assert got == [0xFFFD, 0xFFFE, 1, 3]
    assert CID_RESERVED not in got


async def test_cids_unique_under_random_out_of_order_completion():
    rng = random.Random(7)
    s = Scripted(32)
    outstanding: dict[int, int] = {}
    fetched: list[Command] = []
    s.sq._next_cid = CID_RESERVED - 40  # cross the wrap point during the test
    for step in range(3000):
        if s.sq.free_slots and rng.random() < 0.55:
            p = await s.sq.submit(Command(0x80, cdw12=step))
            assert p.cid not in outstanding and p.cid != CID_RESERVED
            outstanding[p.cid] = step
            fetched += s.fetch()
        elif fetched:
            cmd = fetched.pop(rng.randrange(len(fetched)))
            s.post(cmd.cid, dw0=cmd.cdw12)
            await s.cq.reap()
            assert outstanding.pop(cmd.cid) == cmd.cdw12
    assert s.sq.counters.unexpected_cid == 0 and s.sq.counters.bad_sqhd == 0


async def test_concurrent_submitters_ring_in_order():
    """Entries written out of order never let the doorbell pass an unwritten slot."""
    s = Scripted(16)

    delays = {}
    orig_write = s.mem.write

    async def write(addr: int, data: bytes) -> None:
        if s.sq.addr <= addr < s.sq.addr + 64 * 16:
            await asyncio.sleep(delays.get((addr - s.sq.addr) // 64, 0))
        await orig_write(addr, data)

    s.mem.write = write  # type: ignore[method-assign]
    delays.update({0: 0.03, 1: 0.0, 2: 0.01})
    tasks = [asyncio.ensure_future(s.sq.submit(Command(0x80, cdw12=i))) for i in range(3)]
    await asyncio.sleep(0.015)
    # slot 0 still being written: nothing may be rung yet even though 1 and 2 are ready
    assert [w for w in s.regs.writes if w[0] == 0x1008] == []
    await asyncio.gather(*tasks)
    rung = [v for off, v in s.regs.writes if off == 0x1008]
    assert rung == sorted(rung) and rung[-1] == 3
    assert [c.cdw12 for c in s.fetch()] == [0, 1, 2]


# ------------------------------------------------------------------------------ end to end


@pytest.mark.parametrize("depth", [2, 3, 64, 4096])
async def test_wrap_end_to_end(depth):
    env = await make_env()
    qp = await env.ctrl.create_io_queue_pair(1, depth)
    n = 2 * depth + 3
    window = min(depth, 256)
    results: list[int] = []
    for base in range(0, n, window):
        batch = [await qp.submit(echo(i)) for i in range(base, min(n, base + window))]
        results += [(await p).dw0 for p in batch]
    assert results == list(range(n))
    c = qp.counters()
    assert c["sq_submitted"] == c["sq_completed"] == c["cq_reaped"] == n
    assert c["cq_phase_flips"] == n // depth
    assert c["sq_bad_sqhd"] == 0 and c["sq_unexpected_cid"] == 0
    assert env.fe.errors == []
    assert env.fe.cqs[1].tail == n % depth == env.fe.cqs[1].head


async def test_admin_queue_wraps_with_depth_2():
    env = await make_env(init_kw=dict(admin_sq_depth=2, admin_cq_depth=3))
    for _ in range(10):
        assert await env.ctrl.get_features(0x07) == (63 | (63 << 16))
    c = env.ctrl.admin.counters()
    assert c["sq_completed"] == 10 and c["cq_phase_flips"] == 3 and env.fe.errors == []


async def test_sq_full_end_to_end():
    env = await make_env()
    qp = await env.ctrl.create_io_queue_pair(1, 4)
    env.fe.pause_fetch()
    pend = [await qp.submit(echo(i)) for i in range(3)]
    extra = asyncio.ensure_future(qp.submit(echo(3)))
    await asyncio.sleep(0.02)
    assert not extra.done() and qp.sq.counters.full_waits >= 1
    assert env.fe.sqs[1].tail == 3  # the driver never rang past the full mark
    env.fe.resume_fetch()
    pend.append(await asyncio.wait_for(extra, 2))
    assert [(await p).dw0 for p in pend] == [0, 1, 2, 3]
    assert env.fe.errors == []


async def test_cq_smaller_than_outstanding_commands():
    """A CQ shallower than the SQ: the controller waits for CQ head doorbells."""
    env = await make_env()
    c = env.ctrl
    await c.create_io_cq(1, 2)
    await c.create_io_sq(1, 64, 1)
    from cssd_nvme.controller import QueuePair
    qp = QueuePair(c, c._sqs[1], c._cqs[1])
    pend = [await qp.submit(echo(i)) for i in range(40)]
    assert [(await p).dw0 for p in pend] == list(range(40))
    assert env.fe.cq_full_waits > 0 and env.fe.errors == []
