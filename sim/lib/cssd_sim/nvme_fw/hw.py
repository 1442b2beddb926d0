"""The hardware interface the firmware model runs on.

The RTL front end owns registers, doorbells, queue contexts, arbitration, SQE fetch, CQE posting
(SQHD, SQID and phase are filled by hardware), MSI-X, interrupt coalescing and the DMA engine. It hands
every fetched SQE to firmware and reports controller events. Firmware decides everything about the
commands. :class:`NvmeHw` is what the model needs from that hardware; the cocotb testbench implements it
on top of the RTL's firmware registers, :mod:`nvme_fw.fake_hw` implements it in pure Python.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable, Protocol, runtime_checkable


class EventKind(enum.Enum):
    """Controller events the hardware reports to firmware."""

    #: A write to the doorbell of a queue that does not exist (``qid``, ``is_cq`` say which doorbell).
    INVALID_DOORBELL = "invalid_doorbell"
    #: A doorbell value past the queue size, or a CQ head beyond the tail (``qid``, ``is_cq``, ``value``).
    INVALID_DOORBELL_VALUE = "invalid_doorbell_value"
    #: CC.EN 0 -> 1 (admin queues are live).
    CONTROLLER_ENABLED = "controller_enabled"
    #: CC.EN 1 -> 0: hardware has already dropped every queue context; firmware drops its I/O queue
    #: state and outstanding commands (no completions), keeps SMART and other persistent counters.
    CONTROLLER_DISABLED = "controller_disabled"
    #: CC.SHN written non-zero; ``value`` = CC.SHN (01b normal, 10b abrupt).
    SHUTDOWN_REQUESTED = "shutdown_requested"


@dataclass(frozen=True)
class FwCommand:
    """One fetched submission queue entry."""

    sqid: int
    sqe: bytes  # 64 bytes, little endian, exactly as in host memory


@dataclass(frozen=True)
class FwEvent:
    kind: EventKind
    qid: int = 0
    is_cq: bool = False
    value: int = 0


@runtime_checkable
class NvmeHw(Protocol):
    """What the firmware model needs from the hardware (all methods are coroutines).

    ``poll`` returns the next command or event, or None when there is none; an implementation used by
    :meth:`NvmeFirmwareModel.run` must let (simulated) time pass before returning None so that the run
    loop does not spin.
    """

    @property
    def num_io_queues(self) -> int:
        """I/O SQ/CQ pairs the hardware has contexts for (queue ids 1..num_io_queues)."""

    @property
    def num_vectors(self) -> int:
        """MSI-X table size (vectors 0..num_vectors-1)."""

    @property
    def max_queue_entries(self) -> int:
        """CAP.MQES + 1."""

    @property
    def page_size(self) -> int:
        """Host memory page size in bytes from CC.MPS."""

    @property
    def clock(self) -> Callable[[], float]:
        """Callable returning the current time in seconds (simulated time in cocotb)."""

    @property
    def arbitration_mechanism(self) -> str:
        """'rr' or 'wrr' from CC.AMS."""

    async def poll(self) -> FwCommand | FwEvent | None: ...

    async def complete(self, sqid: int, cid: int, status: int, dw0: int = 0, dw1: int = 0) -> None:
        """Post a completion for (sqid, cid); ``status`` is the 15-bit Status Field (CQE DW3 31:17)."""

    async def dma_to_host(self, host_addr: int, data: bytes) -> bool:
        """Write one physically contiguous host range; False on a PCIe error."""

    async def dma_from_host(self, host_addr: int, length: int) -> bytes | None:
        """Read one physically contiguous host range; None on a PCIe error."""

    async def create_sq(self, qid: int, base: int, size: int, cqid: int, prio: int) -> None:
        """Program an I/O SQ context (``size`` in entries, ``prio`` = QPRIO, 0 under round robin)."""

    async def create_cq(self, qid: int, base: int, size: int, vector: int, ien: bool) -> None:
        """Program an I/O CQ context (``size`` in entries)."""

    async def delete_sq(self, qid: int) -> None: ...

    async def delete_cq(self, qid: int) -> None: ...

    async def set_arbitration(self, burst: int, lpw: int, mpw: int, hpw: int) -> None:
        """Feature 01h fields as written by the host (AB is log2, weights are 0's based)."""

    async def set_coalescing(self, thr: int, time: int) -> None:
        """Feature 08h fields as written by the host (THR 0's based, TIME in 100 us units)."""

    async def set_vector_coalescing_disable(self, vector: int, cd: bool) -> None: ...

    async def shutdown_complete(self) -> None:
        """Set CSTS.SHST to 10b (shutdown processing complete)."""

    async def set_fatal(self) -> None:
        """Set CSTS.CFS."""
