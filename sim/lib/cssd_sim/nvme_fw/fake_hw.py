"""A pure-Python :class:`nvme_fw.hw.NvmeHw` for unit tests: sparse host memory, records of every
queue programming and feature call, the list of posted completions, and injection of commands and
events. Fault injection: ``fail_dma_at`` makes DMA to or from an address range fail."""
from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass

from .hw import EventKind, FwCommand, FwEvent


@dataclass(frozen=True)
class Completion:
    sqid: int
    cid: int
    status: int  # 15-bit Status Field
    dw0: int = 0
    dw1: int = 0


class FakeHw:
    def __init__(self, *, num_io_queues: int = 128, num_vectors: int = 256,
                 max_queue_entries: int = 4096, page_size: int = 4096,
                 arbitration_mechanism: str = "rr", blocking: bool = False) -> None:
        self._num_io_queues = num_io_queues
        self._num_vectors = num_vectors
        self._max_queue_entries = max_queue_entries
        self._page_size = page_size
        self._arbitration = arbitration_mechanism
        self.blocking = blocking  # poll() waits for an item instead of returning None
        self.now = 0.0  # seconds; tests advance it
        self.memory: dict[int, int] = {}  # sparse host memory, byte address -> value
        self.inbox: deque[FwCommand | FwEvent] = deque()
        self.completions: list[Completion] = []
        self.calls: list[tuple] = []  # (method, args...) for every programming call
        self.sq: dict[int, dict] = {}
        self.cq: dict[int, dict] = {}
        self.fail_dma_at: list[tuple[int, int]] = []  # (start, length) ranges that fail
        self.shutdown_done = False
        self.fatal = False
        self._wake: asyncio.Event | None = None

    # --- properties -------------------------------------------------------------------------------
    @property
    def num_io_queues(self) -> int:
        return self._num_io_queues

    @property
    def num_vectors(self) -> int:
        return self._num_vectors

    @property
    def max_queue_entries(self) -> int:
        return self._max_queue_entries

    @property
    def page_size(self) -> int:
        return self._page_size

    @property
    def clock(self):
        return lambda: self.now

    @property
    def arbitration_mechanism(self) -> str:
        return self._arbitration

    # --- injection (test side) ------------------------------------------------------------------
    def submit(self, sqid: int, sqe: bytes) -> None:
        self.inbox.append(FwCommand(sqid, bytes(sqe)))
        self._notify()

    def event(self, kind: EventKind, qid: int = 0, is_cq: bool = False, value: int = 0) -> None:
        self.inbox.append(FwEvent(kind, qid, is_cq, value))
        self._notify()

    def write_mem(self, addr: int, data: bytes) -> None:
        for i, v in enumerate(data):
            self.memory[addr + i] = v

    def read_mem(self, addr: int, length: int) -> bytes:
        return bytes(self.memory.get(addr + i, 0) for i in range(length))

    def _notify(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def _dma_fails(self, addr: int, length: int) -> bool:
        return any(addr < s + n and s < addr + length for s, n in self.fail_dma_at)

    # --- NvmeHw ------------------------------------------------------------------------------------
    async def poll(self):
        if not self.inbox and self.blocking:
            self._wake = self._wake or asyncio.Event()
            self._wake.clear()
            await self._wake.wait()
        return self.inbox.popleft() if self.inbox else None

    def wake(self) -> None:
        """Let a blocking poll() return None (e.g. after model.stop())."""
        self._notify()

    async def complete(self, sqid: int, cid: int, status: int, dw0: int = 0, dw1: int = 0) -> None:
        assert 0 <= status < (1 << 15), "status is the 15-bit Status Field"
        self.completions.append(Completion(sqid, cid, status, dw0 & 0xFFFFFFFF, dw1 & 0xFFFFFFFF))

    async def dma_to_host(self, host_addr: int, data: bytes) -> bool:
        self.calls.append(("dma_to_host", host_addr, len(data)))
        if self._dma_fails(host_addr, len(data)):
            return False
        self.write_mem(host_addr, data)
        return True

    async def dma_from_host(self, host_addr: int, length: int) -> bytes | None:
        self.calls.append(("dma_from_host", host_addr, length))
        if self._dma_fails(host_addr, length):
            return None
        return self.read_mem(host_addr, length)

    async def create_sq(self, qid, base, size, cqid, prio) -> None:
        assert qid not in self.sq and cqid in self.cq, "firmware must validate before programming"
        self.sq[qid] = dict(base=base, size=size, cqid=cqid, prio=prio)
        self.calls.append(("create_sq", qid, base, size, cqid, prio))

    async def create_cq(self, qid, base, size, vector, ien) -> None:
        assert qid not in self.cq
        self.cq[qid] = dict(base=base, size=size, vector=vector, ien=ien)
        self.calls.append(("create_cq", qid, base, size, vector, ien))

    async def delete_sq(self, qid) -> None:
        del self.sq[qid]
        self.calls.append(("delete_sq", qid))

    async def delete_cq(self, qid) -> None:
        assert not any(s["cqid"] == qid for s in self.sq.values())
        del self.cq[qid]
        self.calls.append(("delete_cq", qid))

    async def set_arbitration(self, burst, lpw, mpw, hpw) -> None:
        self.calls.append(("set_arbitration", burst, lpw, mpw, hpw))

    async def set_coalescing(self, thr, time) -> None:
        self.calls.append(("set_coalescing", thr, time))

    async def set_vector_coalescing_disable(self, vector, cd) -> None:
        self.calls.append(("set_vector_coalescing_disable", vector, cd))

    async def shutdown_complete(self) -> None:
        self.shutdown_done = True
        self.calls.append(("shutdown_complete",))

    async def set_fatal(self) -> None:
        self.fatal = True
        self.calls.append(("set_fatal",))

    # --- controller reset as the hardware does it ----------------------------------------------------
    def disable(self) -> None:
        """CC.EN 1 -> 0: drop every queue context and report it to firmware."""
        self.sq.clear()
        self.cq.clear()
        self.event(EventKind.CONTROLLER_DISABLED)
