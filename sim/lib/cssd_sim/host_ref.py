"""Host-side NVMe I/O with a reference copy of every namespace, for tests and scenarios that
check each byte they read back (sim/system/*).

Writes go through the cssd_nvme driver from a fresh DMA buffer and, when they succeed, into the
reference; reads come back with what the reference says they should hold. Callers decide what a
mismatch means (a test asserts, a scenario counts). Per-command latency is kept in simulated ns.
"""

from __future__ import annotations

from cocotb.utils import get_sim_time


class RefHost:
    def __init__(self, ctrl, namespaces: dict[int, tuple[int, int]]) -> None:
        """``namespaces``: nsid -> (LBA size, LBAs)."""
        self.ctrl = ctrl
        self.ns = namespaces
        self.ref = {nsid: bytearray(lba * n) for nsid, (lba, n) in namespaces.items()}
        self.lat_ns: dict[str, list[float]] = {"read": [], "write": []}

    async def write(self, qp, nsid: int, slba: int, data: bytes):
        """NVM Write of ``data`` at ``slba``; returns the completion."""
        lba = self.ns[nsid][0]
        buf = self.ctrl.alloc_buffer(len(data))
        await buf.write(data)
        t0 = get_sim_time("ns")
        cpl = await qp.write(nsid, slba, len(data) // lba, buf, check=False)
        self.lat_ns["write"].append(get_sim_time("ns") - t0)
        buf.free()
        if not cpl.status.is_error:
            self.ref[nsid][slba * lba:slba * lba + len(data)] = data
        return cpl

    async def read(self, qp, nsid: int, slba: int, nlb: int):
        """NVM Read of ``nlb`` blocks; returns (completion, data read, data expected)."""
        lba = self.ns[nsid][0]
        dma = self.ctrl.alloc_buffer(nlb * lba)
        await dma.clear()
        t0 = get_sim_time("ns")
        cpl = await qp.read(nsid, slba, nlb, dma, check=False)
        self.lat_ns["read"].append(get_sim_time("ns") - t0)
        got = await dma.read()
        dma.free()
        return cpl, bytes(got), bytes(self.ref[nsid][slba * lba:(slba + nlb) * lba])
