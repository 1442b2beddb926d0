"""Submission/completion queue rings in host memory (3.3 "NVMe Queue Model", 4.1 "Submission
Queue Entry", 4.6 "Completion Queue Entry").

* :class:`SubmissionQueue` allocates a CID per command (next-fit over 0..FFFEh, never one that
  is outstanding), writes the SQE at the tail and rings the SQ Tail doorbell. Concurrent
  submitters may finish writing their entries out of order; the doorbell only ever advances
  over entries that are fully written, and only one doorbell write is in flight at a time so
  the value never goes backwards. The head comes from the SQHD of each completion: the queue
  is full when ``tail + 1 == head`` (modulo depth), and submitters wait for SQHD to move.
* :class:`CompletionQueue` consumes entries whose Phase Tag matches the expected phase (which
  starts at 1 and flips each time the head wraps), hands each to its SQ by SQID/CID, and
  writes the CQ Head doorbell once per pass (``batch_doorbell=True``) or per entry. A
  background *reaper* per CQ does this: woken by the CQ's interrupt vector, or polling every
  ``poll_interval`` seconds when the CQ has no vector. With a vector it still polls every
  ``irq_fallback`` seconds while commands are outstanding and counts completions found that
  way (``fallback_reaps``): a lost interrupt shows up in the counters instead of a hang.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass
from typing import Any, Callable, Generator, Optional, Union

from .command import Command, Completion
from .spec import CID_RESERVED, CQE_SIZE, SQE_SIZE, cq_head_doorbell, sq_tail_doorbell
from .status import NvmeAbortedError, NvmeCommandError, NvmeError, NvmeTimeoutError
from .transport import HostMemory, RegisterAccess, TaskHandle, Timebase, WaitEvent

_log = logging.getLogger("cssd_nvme")

_NO_TIMEOUT: Any = object()


@dataclass
class SqCounters:
    """Per-SQ statistics."""

    submitted: int = 0
    completed: int = 0
    errors: int = 0  # completions with an error status
    doorbells: int = 0  # SQ tail doorbell writes
    full_waits: int = 0  # times a submitter found the SQ full and waited for SQHD
    max_outstanding: int = 0
    bad_sqhd: int = 0  # SQHD values outside [head, tail]: a controller bug
    unexpected_cid: int = 0  # completions whose CID was not outstanding


@dataclass
class CqCounters:
    """Per-CQ statistics."""

    reaped: int = 0  # completion entries consumed
    doorbells: int = 0  # CQ head doorbell writes
    interrupts: int = 0  # interrupt callbacks for this CQ's vector
    passes: int = 0  # reaper passes that found at least one entry
    phase_flips: int = 0  # wrap-arounds of the head
    fallback_reaps: int = 0  # passes that found entries without an interrupt (vector CQs)
    unexpected_sqid: int = 0  # entries naming an SQ not bound to this CQ


class PendingCommand:
    """A submitted command. ``await pending`` (or :meth:`wait`) returns its :class:`Completion`."""

    def __init__(self, command: Command, sqid: int, event: WaitEvent, timebase: Timebase,
                 timeout: Optional[float]) -> None:
        self.command = command
        self.sqid = sqid
        self.timeout = timeout
        self.completion: Optional[Completion] = None
        self.error: Optional[BaseException] = None
        self.submitted_at = timebase.now()
        self.completed_at: Optional[float] = None
        self._timebase = timebase
        self._event = event
        self._callbacks: list[Callable[["PendingCommand"], None]] = []

    @property
    def cid(self) -> int:
        return self.command.cid

    @property
    def done(self) -> bool:
        return self.completion is not None or self.error is not None

    @property
    def latency(self) -> Optional[float]:
        """Seconds from submission to completion."""
        return None if self.completed_at is None else self.completed_at - self.submitted_at

    def add_done_callback(self, cb: Callable[["PendingCommand"], None]) -> None:
        if self.done:
            cb(self)
        else:
            self._callbacks.append(cb)

    def _finish(self) -> None:
        self.completed_at = self._timebase.now()
        self._event.set()
        callbacks, self._callbacks = self._callbacks, []
        for cb in callbacks:
            try:
                cb(self)
            except Exception:  # pragma: no cover - a callback bug must not stop the reaper
                _log.exception("completion callback failed for %s", self.command.describe(self.sqid))

    def _complete(self, cpl: Completion) -> None:
        self.completion = cpl
        self._finish()

    def _fail(self, exc: BaseException) -> None:
        if not self.done:
            self.error = exc
            self._finish()

    async def wait(self, timeout: Optional[float] = _NO_TIMEOUT) -> Completion:
        """Wait for the completion (``timeout`` seconds; default: the submit-time timeout,
        None = forever). Raises NvmeTimeoutError (the command stays outstanding) or the
        host-side error that ended the command (e.g. NvmeAbortedError)."""
        if timeout is _NO_TIMEOUT:
            timeout = self.timeout
        if not self.done and not await self._event.wait(timeout):
            raise NvmeTimeoutError(
                f"{self.command.describe(self.sqid)} did not complete within {timeout:g} s", self.command)
        if self.error is not None:
            raise self.error
        assert self.completion is not None
        return self.completion

    async def result(self, timeout: Optional[float] = _NO_TIMEOUT) -> Completion:
        """Like :meth:`wait` but raises :class:`NvmeCommandError` on an error status."""
        cpl = await self.wait(timeout)
        if cpl.status.is_error:
            raise NvmeCommandError(cpl.status, self.command, cpl, self.sqid)
        return cpl

    def __await__(self) -> Generator[Any, None, Completion]:
        return self.wait().__await__()

    def __repr__(self) -> str:
        state = "done" if self.done else "outstanding"
        return f"<PendingCommand {self.command.describe(self.sqid)} {state}>"


class SubmissionQueue:
    """Host side of one submission queue ring."""

    def __init__(self, qid: int, depth: int, addr: int, cq: "CompletionQueue", regs: RegisterAccess,
                 mem: HostMemory, timebase: Timebase, dstrd: int = 0) -> None:
        if depth < 2:
            raise ValueError(f"SQ {qid}: depth {depth} < 2 (one slot always stays empty)")
        self.qid = qid
        self.depth = depth
        self.addr = addr
        self.cq = cq
        self.regs = regs
        self.mem = mem
        self.timebase = timebase
        self.doorbell = sq_tail_doorbell(qid, dstrd)
        self.head = 0  # from the latest SQHD
        self.tail = 0  # last value written to the doorbell
        self._alloc = 0  # next slot to hand out
        self._commit = 0  # slots before this one are written (contiguously)
        self._filled = [False] * depth
        self._ringing = False
        self._next_cid = 0
        self._space = timebase.event()
        self.pending: dict[int, PendingCommand] = {}
        self.counters = SqCounters()
        self.deleted = False
        cq.attach(self)

    @property
    def used_slots(self) -> int:
        """Entries handed out and not yet consumed (per SQHD) by the controller."""
        return (self._alloc - self.head) % self.depth

    @property
    def free_slots(self) -> int:
        return self.depth - 1 - self.used_slots

    @property
    def outstanding(self) -> int:
        return len(self.pending)

    def _alloc_cid(self) -> int:
        for _ in range(CID_RESERVED):
            cid = self._next_cid
            self._next_cid = (cid + 1) % CID_RESERVED
            if cid not in self.pending:
                return cid
        raise NvmeError(f"SQ {self.qid}: all {CID_RESERVED} command identifiers are outstanding")

    async def submit(self, command: Union[Command, bytes], *, timeout: Optional[float] = None,
                     space_timeout: Optional[float] = None) -> PendingCommand:
        """Queue one command; returns once its doorbell write is issued (or handed to the
        submitter already ringing). ``command`` may be raw SQE bytes: the CID is replaced.
        ``timeout`` becomes the pending command's default wait timeout; ``space_timeout``
        bounds the wait for a free slot when the SQ is full."""
        if self.deleted:
            raise NvmeError(f"SQ {self.qid} was deleted")
        while self.free_slots == 0:
            self.counters.full_waits += 1
            self._space.clear()
            if not await self._space.wait(space_timeout):
                raise NvmeTimeoutError(
                    f"SQ {self.qid} stayed full for {space_timeout:g} s (head {self.head}, tail {self.tail}, "
                    f"depth {self.depth}, {self.outstanding} outstanding): no completion advanced SQHD")
            if self.deleted:
                raise NvmeError(f"SQ {self.qid} was deleted")
        slot = self._alloc
        self._alloc = (slot + 1) % self.depth
        cid = self._alloc_cid()
        if isinstance(command, (bytes, bytearray, memoryview)):
            if len(command) != SQE_SIZE:
                raise ValueError(f"raw submission queue entry must be {SQE_SIZE} bytes, got {len(command)}")
            cmd = Command.from_bytes(bytes(command))
            cmd.cid = cid
            raw = bytes(command[:2]) + cid.to_bytes(2, "little") + bytes(command[4:])
        else:
            cmd = dataclasses.replace(command, cid=cid)
            raw = cmd.to_bytes()
        pending = PendingCommand(cmd, self.qid, self.timebase.event(), self.timebase, timeout)
        self.pending[cid] = pending
        self.counters.submitted += 1
        self.counters.max_outstanding = max(self.counters.max_outstanding, len(self.pending))
        await self.mem.write(self.addr + slot * SQE_SIZE, raw)
        self._filled[slot] = True
        while self._filled[self._commit]:
            self._filled[self._commit] = False
            self._commit = (self._commit + 1) % self.depth
        self.cq.kick()
        await self._ring()
        return pending

    async def _ring(self) -> None:
        if self._ringing:
            return  # the task already ringing picks up our entry before it stops
        self._ringing = True
        try:
            while self.tail != self._commit:
                self.tail = self._commit
                self.counters.doorbells += 1
                await self.regs.write32(self.doorbell, self.tail)
        finally:
            self._ringing = False

    def _update_head(self, sqhd: int) -> None:
        advance = (sqhd - self.head) % self.depth
        if sqhd >= self.depth or advance > (self.tail - self.head) % self.depth:
            self.counters.bad_sqhd += 1
            _log.warning("SQ %d: completion reports SQHD %d outside [head %d, tail %d] (depth %d)",
                         self.qid, sqhd, self.head, self.tail, self.depth)
            return
        if advance:
            self.head = sqhd
            self._space.set()

    def _complete(self, cpl: Completion) -> bool:
        self._update_head(cpl.sqhd)
        pending = self.pending.pop(cpl.cid, None)
        if pending is None:
            self.counters.unexpected_cid += 1
            _log.warning("SQ %d: completion for CID %d which is not outstanding: %s", self.qid, cpl.cid, cpl)
            return False
        self.counters.completed += 1
        if cpl.status.is_error:
            self.counters.errors += 1
        pending._complete(cpl)
        return True

    def fail_all(self, exc: BaseException) -> int:
        """End every outstanding command with ``exc`` (host-side teardown); returns how many."""
        pend, self.pending = self.pending, {}
        for p in pend.values():
            p._fail(exc)
        self._space.set()
        return len(pend)


class CompletionQueue:
    """Host side of one completion queue ring, with its reaper task."""

    def __init__(self, qid: int, depth: int, addr: int, regs: RegisterAccess, mem: HostMemory,
                 timebase: Timebase, dstrd: int = 0, *, vector: Optional[int] = None,
                 poll_interval: Optional[float] = None, irq_fallback: Optional[float] = None,
                 batch_doorbell: bool = True) -> None:
        if depth < 2:
            raise ValueError(f"CQ {qid}: depth {depth} < 2")
        self.qid = qid
        self.depth = depth
        self.addr = addr
        self.regs = regs
        self.mem = mem
        self.timebase = timebase
        self.vector = vector
        self.poll_interval = poll_interval if poll_interval is not None else timebase.poll_interval
        self.irq_fallback = irq_fallback
        self.batch_doorbell = batch_doorbell
        self.doorbell = cq_head_doorbell(qid, dstrd)
        self.head = 0
        self.phase = 1
        self.sqs: dict[int, SubmissionQueue] = {}
        self.counters = CqCounters()
        self.unexpected: list[Completion] = []
        self._wake = timebase.event()
        self._reaping = False
        self._task: Optional[TaskHandle] = None
        self.error: Optional[BaseException] = None

    def attach(self, sq: SubmissionQueue) -> None:
        self.sqs[sq.qid] = sq

    def detach(self, sq: SubmissionQueue) -> None:
        self.sqs.pop(sq.qid, None)

    @property
    def outstanding(self) -> int:
        return sum(len(sq.pending) for sq in self.sqs.values())

    def kick(self) -> None:
        """Wake the reaper (called after a submission)."""
        self._wake.set()

    def on_interrupt(self) -> None:
        """Interrupt callback for this CQ's vector."""
        self.counters.interrupts += 1
        self._wake.set()

    def start(self) -> None:
        if self._task is None:
            self._task = self.timebase.spawn(self._reaper())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def reap(self, max_entries: Optional[int] = None) -> int:
        """Consume new entries (at most ``max_entries``, and never more than one ring's worth
        per call, so a controller that writes bad phase tags cannot spin the host); returns
        how many."""
        if self._reaping:
            return 0
        self._reaping = True
        n = 0
        limit = self.depth if max_entries is None else min(max_entries, self.depth)
        try:
            while n < limit:
                raw = await self.mem.read(self.addr + self.head * CQE_SIZE, CQE_SIZE)
                if (raw[14] & 1) != self.phase:
                    break
                cpl = Completion.from_bytes(raw)
                self.head += 1
                if self.head == self.depth:
                    self.head = 0
                    self.phase ^= 1
                    self.counters.phase_flips += 1
                n += 1
                self._dispatch(cpl)
                if not self.batch_doorbell:
                    await self._ring_head()
            if n and self.batch_doorbell:
                await self._ring_head()
        finally:
            self._reaping = False
        if n:
            self.counters.reaped += n
            self.counters.passes += 1
        return n

    async def _ring_head(self) -> None:
        self.counters.doorbells += 1
        await self.regs.write32(self.doorbell, self.head)

    def _dispatch(self, cpl: Completion) -> None:
        sq = self.sqs.get(cpl.sqid)
        if sq is None:
            self.counters.unexpected_sqid += 1
            self._keep_unexpected(cpl)
            _log.warning("CQ %d: completion names SQ %d which is not bound to it: %s", self.qid, cpl.sqid, cpl)
            return
        if not sq._complete(cpl):
            self._keep_unexpected(cpl)

    def _keep_unexpected(self, cpl: Completion) -> None:
        self.unexpected.append(cpl)
        del self.unexpected[:-64]

    async def _reaper(self) -> None:
        try:
            while True:
                if self.outstanding == 0:
                    await self._wake.wait()
                    self._wake.clear()
                    await self.reap()
                    continue
                timeout = self.poll_interval if self.vector is None else self.irq_fallback
                woke = await self._wake.wait(timeout)
                self._wake.clear()
                n = await self.reap()
                if n and not woke and self.vector is not None:
                    self.counters.fallback_reaps += 1
        except Exception as exc:  # a broken reaper must not leave waiters hanging forever
            self.error = exc
            _log.exception("CQ %d reaper failed", self.qid)
            for sq in list(self.sqs.values()):
                sq.fail_all(NvmeError(f"CQ {self.qid} reaper failed: {exc!r}"))

    def fail_all(self, exc: BaseException) -> int:
        return sum(sq.fail_all(exc) for sq in list(self.sqs.values()))


__all__ = [
    "CompletionQueue",
    "CqCounters",
    "NvmeAbortedError",
    "PendingCommand",
    "SqCounters",
    "SubmissionQueue",
]
