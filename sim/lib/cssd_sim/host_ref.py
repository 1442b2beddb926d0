"""Host-side NVMe I/O with a reference copy of every namespace, for tests and scenarios that
check each byte they read back (sim/system/*).

Writes go through the cssd_nvme driver from a fresh DMA buffer and, when they succeed, into the
reference; reads come back with what the reference says they should hold. Callers decide what a
mismatch means (a test asserts, a scenario counts). Per-command latency is kept in simulated ns.
"""

from __future__ import annotations

from typing import Callable, Optional

from cssd_nvme.command import nvm_write


def _cocotb_ns() -> float:
    from cocotb.utils import get_sim_time

    return get_sim_time("ns")


class DisjointGroup:
    """LBA ranges for commands sent together: none overlaps another of the group, so each LBA has
    one expected value while they are in flight, whatever order the drive completes them in (the
    reference then stays exact for reads, FUA and Flush snapshots)."""

    def __init__(self) -> None:
        self.taken: dict[int, set[int]] = {}

    def claim(self, nsid: int, slba: int, nlb: int) -> bool:
        """True and the range is the caller's, or False if it overlaps one already claimed."""
        span, used = set(range(slba, slba + nlb)), self.taken.setdefault(nsid, set())
        if used & span:
            return False
        used |= span
        return True


class RefHost:
    def __init__(self, ctrl, namespaces: dict[int, tuple[int, int]], *,
                 now_ns: Optional[Callable[[], float]] = None) -> None:
        """``namespaces``: nsid -> (LBA size, LBAs). ``now_ns``: the simulated clock for the
        latencies (default cocotb's; on cssd_sim the event loop's)."""
        self.ctrl = ctrl
        self.ns = namespaces
        self.ref = {nsid: bytearray(lba * n) for nsid, (lba, n) in namespaces.items()}
        self.lat_ns: dict[str, list[float]] = {"read": [], "write": []}
        self._now_ns = now_ns or _cocotb_ns

    async def write(self, qp, nsid: int, slba: int, data: bytes, *, fua: bool = False):
        """NVM Write of ``data`` at ``slba`` (Force Unit Access with ``fua``); returns the
        completion."""
        lba = self.ns[nsid][0]
        buf = self.ctrl.alloc_buffer(len(data))
        await buf.write(data)
        t0 = self._now_ns()
        if fua:
            cpl = await qp.execute(nvm_write(nsid, slba, len(data) // lba, fua=True), data=buf, length=len(data),
                                   check=False)
        else:
            cpl = await qp.write(nsid, slba, len(data) // lba, buf, check=False)
        self.lat_ns["write"].append(self._now_ns() - t0)
        buf.free()
        if not cpl.status.is_error:
            self.ref[nsid][slba * lba:slba * lba + len(data)] = data
        return cpl

    async def read(self, qp, nsid: int, slba: int, nlb: int):
        """NVM Read of ``nlb`` blocks; returns (completion, data read, data expected)."""
        lba = self.ns[nsid][0]
        dma = self.ctrl.alloc_buffer(nlb * lba)
        await dma.clear()
        t0 = self._now_ns()
        cpl = await qp.read(nsid, slba, nlb, dma, check=False)
        self.lat_ns["read"].append(self._now_ns() - t0)
        got = await dma.read()
        dma.free()
        return cpl, bytes(got), bytes(self.ref[nsid][slba * lba:(slba + nlb) * lba])
