"""The host NVMe driver (sw/python/cssd_nvme) on cssd_sim through its host-channel transport
(cssd_nvme.sim_transport): the same driver the cocotb system tests use, here on the native
simulator with the simulator's clock as the driver's clock.

One boot of sim_drive (the management core, two set cores, the C firmware), then what a host
does: controller enable with MSI-X, Identify Controller and Namespace, an I/O queue pair per NVM
set, then writes of mixed sizes (one LBA to 16 KiB) with several commands in flight on both sets,
each read back and compared with the host's copy, a Dataset Management deallocate that must
read back as zeros, and a Flush. Every completion is interrupt driven (MSI-X IRQ messages); the
root port must report no device error."""

from __future__ import annotations

import asyncio
import random

import pytest

from cssd_config import CONFIGS
from cssd_nvme.sim_transport import HostChannel, sim_controller

from cssd_sim import boot_config, native
from cssd_sim.tier import pick

CONFIG = "sim_drive"
NUM_SETS = CONFIGS[CONFIG].set_cores
MGMT = NUM_SETS
LBA = 512
NS_BYTES = 128 * 1024
HOST_MEM = 8 << 20
MS = 1_000_000_000  # picoseconds
SIZES = [LBA, 4096, 8192, 16384, 3 * LBA]
IN_FLIGHT = 4
ROUNDS = pick(3, 6)  # rounds of IN_FLIGHT writes + reads per set


async def _workload(chan: HostChannel, seed: int) -> dict:
    rng = random.Random(seed)
    ctrl = sim_controller(chan)
    t0 = asyncio.get_running_loop().time()
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    idc = await ctrl.identify_controller()
    nss = {s + 1: await ctrl.identify_namespace(s + 1) for s in range(NUM_SETS)}
    qps = {nsid: await ctrl.create_io_queue_pair(nsid, 16) for nsid in nss}
    ref = {nsid: bytearray(NS_BYTES) for nsid in nss}
    lat = []

    async def write_then_read(nsid: int, slba: int, data: bytes) -> None:
        qp = qps[nsid]
        buf = ctrl.alloc_buffer(len(data))
        await buf.write(data)
        t = asyncio.get_running_loop().time()
        await qp.write(nsid, slba, len(data) // LBA, buf)
        lat.append(asyncio.get_running_loop().time() - t)
        buf.free()
        ref[nsid][slba * LBA:slba * LBA + len(data)] = data
        rbuf = ctrl.alloc_buffer(len(data))
        await rbuf.clear()
        await qp.read(nsid, slba, len(data) // LBA, rbuf)
        got = await rbuf.read()
        rbuf.free()
        assert got == bytes(ref[nsid][slba * LBA:slba * LBA + len(data)]), f"ns {nsid} LBA {slba}: data differs"

    commands = 0
    for _ in range(ROUNDS):
        jobs = []
        # Disjoint ranges per round: commands in flight never overlap, so the reference is exact.
        for nsid in nss:
            for k in range(IN_FLIGHT):
                size = rng.choice(SIZES)
                lo = k * (NS_BYTES // LBA // IN_FLIGHT)
                span = NS_BYTES // LBA // IN_FLIGHT - size // LBA
                jobs.append(write_then_read(nsid, lo + rng.randrange(span + 1), rng.randbytes(size)))
        await asyncio.gather(*jobs)
        commands += 2 * len(jobs)

    # Deallocate 8 KiB of namespace 1 and read it back: zeros.
    await qps[1].deallocate(1, [(0, 16)])
    rbuf = ctrl.alloc_buffer(16 * LBA)
    await qps[1].read(1, 0, 16, rbuf)
    trimmed = await rbuf.read()
    await qps[1].flush(1)
    return {"model": idc.mn.strip(), "nsze": {n: ns.nsze for n, ns in nss.items()}, "commands": commands,
            "trimmed_zero": trimmed == bytes(16 * LBA), "irqs": dict(ctrl.irq.fired),
            "write_lat_us_max": max(lat) * 1e6, "sim_s": asyncio.get_running_loop().time() - t0}


@pytest.mark.tiered
def test_host_driver_on_cssd_sim(tmp_path):
    bc = boot_config.for_config(CONFIG, time_scale=1, lba_size=LBA, ns_bytes=NS_BYTES)
    with native.ready_channel(CONFIG, host_mem_bytes=HOST_MEM, boot_config=bc, console_dir=tmp_path / "console",
                              max_cycles=20_000_000, ready_limit_ps=8 * MS) as chan:
        res = chan.run(_workload(chan, seed=1), max_sim_seconds=50e-3)
        stats = chan.close()
    print(res, stats)
    assert res["nsze"] == {n: NS_BYTES // LBA for n in range(1, NUM_SETS + 1)}
    assert res["commands"] == 2 * ROUNDS * IN_FLIGHT * NUM_SETS
    assert res["trimmed_zero"], "a deallocated range did not read back as zeros"
    # every I/O queue's completions came by interrupt (vector 0 is the admin queue)
    assert all(res["irqs"].get(v, 0) > 0 for v in range(0, NUM_SETS + 1)), res["irqs"]
    assert not chan.errors, chan.errors
    assert stats is not None and stats.cycles > 0
