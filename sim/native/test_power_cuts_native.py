"""The full-system power-cut test on cssd_sim (it was `power_cuts` of the cocotb
sim/system/fw_system/test_fw_system.py): the same namespaces (512 B LBAs in set 1, 4 KiB in set 2), the same write workload
(sub-page and whole-page writes, FUA, Flush; per set a group of up to DEPTH writes and reads in
flight at once on disjoint LBAs, then a Flush) and the same reference
(cssd_sim.power_cut_ref.PowerCutRef), with the power cut as the host channel's power cycle
(protocol version 2): controller, cores and DRAM lose everything, the NAND array keeps what was
programmed. After each cut the set cores mount the FTL again and every LBA must hold its durable
value or a value written after it. FW_SYSTEM_CUTS cuts (2 by default, 5 in `make regress`,
`make power-cuts` 200), each at a random point of the workload (FW_SYSTEM_SEED picks the run);
every third one then waits, bounded, until a set core is collecting garbage and every third one
after it until one is writing a checkpoint (the FTL's live activity word in the set mailbox), so
that cuts land in GC copies and erases and in checkpoints, not only between them. Cuts inside a
program or an erase show as the torn pages the next mount finds and skips. From 10 cuts on, the
test requires cuts in GC, in a checkpoint and torn pages."""

from __future__ import annotations

import asyncio
import os
import random

from cssd_config import CONFIGS
from cssd_nvme.command import nvm_flush
from cssd_nvme.sim_transport import HostChannel, sim_controller

from cssd_sim import boot_config as bcfg
from cssd_sim import native
from cssd_sim import set_mailbox as smb
from cssd_sim.host_ref import DisjointGroup, RefHost
from cssd_sim.native_bench import NativeSystem
from cssd_sim.nvme_fw.config import namespace_configs, set_namespaces
from cssd_sim.power_cut_ref import PowerCutRef
from cssd_sim.tier import count

CONFIG = os.environ.get("CSSD_CONFIG", "sim_drive")  # `make fw-uneven`: sim_uneven
CFG = CONFIGS[CONFIG]
NUM_CORES = CFG.set_cores
PAGE = CFG.page_bytes
# nsid -> (LBA size, LBAs, NVM set): the configuration's namespaces (128 KiB each on sim_drive).
NS = set_namespaces(CFG)
CUTS = count("FW_SYSTEM_CUTS", 2, 5)
CLK_S = native.CLK_PERIOD_PS * 1e-12
# Commands per namespace in flight at once (the I/O queues hold 15): the cut lands with many of
# them, and with the set cores' asynchronous reads and write-backs, in flight.
DEPTH = 12
# Targeted cuts poll the set cores' FTL activity every TARGET_POLL_CYCLES (a GC or a checkpoint
# on sim_drive lasts thousands of cycles) for at most TARGET_POLLS[kind] polls: GC comes every few
# dozen programs once the drive is full, a checkpoint every 256 programs of a set (set_ftl.h).
TARGET_POLL_CYCLES = 500


def _boot_block() -> bytes:
    return bcfg.to_bytes(set_cores=NUM_CORES, set_flags=smb.CFG_FORMAT_IF_BLANK, time_scale=1,
                         namespaces=namespace_configs(NS))


async def _open(system: NativeSystem):
    ctrl = sim_controller(system.chan)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    return ctrl, [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(2)]


async def _workload(rng: random.Random, host: RefHost, ref: PowerCutRef, qp, nsid: int,
                    inflight: dict[int, int]) -> None:
    lba, n = host.ns[nsid]
    per = PAGE // lba

    async def write(slba: int, nlb: int) -> None:
        data = rng.randbytes(nlb * lba)
        fua = rng.random() < 0.15
        ref.submitted(nsid, slba, data)
        inflight[nsid] += 1
        inflight["writes_sent"] += 1
        cpl = await host.write(qp, nsid, slba, data, fua=fua)
        inflight[nsid] -= 1
        assert not cpl.status.is_error, f"write ns{nsid} lba {slba}+{nlb}: {cpl.status}"
        if fua:
            ref.fua_done(nsid, slba, data)

    async def read(slba: int, nlb: int) -> None:
        inflight[nsid] += 1
        cpl, got, exp = await host.read(qp, nsid, slba, nlb)
        inflight[nsid] -= 1
        assert not cpl.status.is_error and got == exp, f"read ns{nsid} lba {slba}+{nlb}: {cpl.status}, equal {got == exp}"

    while True:
        taken = DisjointGroup()
        group = []
        for _ in range(rng.randrange(DEPTH // 2, DEPTH + 1)):
            nlb = rng.choice([1, 3, per, per, 2 * per]) if lba == 512 else rng.choice([1, 1, 2])
            slba = rng.randrange(0, n - nlb + 1)
            if not taken.claim(nsid, slba, nlb):
                continue
            group.append((read if rng.random() < 0.25 else write)(slba, nlb))
        await asyncio.gather(*group)
        snapshot = bytes(host.ref[nsid])
        cpl = await qp.execute(nvm_flush(nsid), check=False)
        assert not cpl.status.is_error, f"flush ns{nsid}: {cpl.status}"
        ref.flushed(nsid, snapshot)


def test_power_cuts_native(tmp_path):
    seed = int(os.environ.get("FW_SYSTEM_SEED", "1"))
    rng = random.Random(seed)
    print(f"FW_SYSTEM_SEED={seed}")
    with native.launch(CONFIG, host_mem_bytes=8 << 20, boot_config=_boot_block(), console_dir=tmp_path / "console",
                       max_cycles=(60 + 40 * CUTS) * 1_000_000) as sim:
        chan = HostChannel(sim.client.sock, str(sim.host_mem_path))
        system = NativeSystem(chan)
        now_ns = lambda: chan.now_ps / 1000  # noqa: E731

        mbs = chan.run(system.wait_ready(), max_sim_seconds=20e-3)
        capacity = [mb.capacity_pages for mb in mbs]
        host = RefHost(None, {nsid: (lba, n) for nsid, (lba, n, _) in NS.items()}, now_ns=now_ns)
        ref = PowerCutRef(host)
        total_bad = total_torn = 0
        deepest = 0
        # What the cuts landed in, from the set cores' live FTL activity word read at the cut
        # (set_mailbox.h ftl_activity): cuts that found a set collecting garbage or writing a
        # checkpoint. Cuts inside a program or erase show as the torn pages mount finds.
        landed = {"gc": 0, "checkpoint": 0}
        for cut in range(CUTS):
            at = rng.randrange(20_000, 300_000)
            # Every third cut waits past `at` for a set to be collecting garbage, every third one
            # after it for a checkpoint (each bounded: if none starts, the cut lands where it is).
            target = (0, smb.ACTIVITY_GC, smb.ACTIVITY_CKPT)[cut % 3]
            polls = {0: 0, smb.ACTIVITY_GC: 2_000, smb.ACTIVITY_CKPT: 8_000}[target]

            async def until_cut():
                # The driver's queues live in the loop of one HostChannel.run: each run enables
                # the controller again (after a cut it must anyway).
                host.ctrl, qps = await _open(system)
                inflight = {1 + q: 0 for q in range(NUM_CORES)} | {"writes_sent": 0}
                tasks = [asyncio.ensure_future(_workload(rng, host, ref, qps[q % len(qps)], 1 + q, inflight))
                         for q in range(NUM_CORES)]
                await asyncio.sleep(at * CLK_S)
                for _ in range(polls):
                    if any(mb.ftl_activity & target for mb in system.mailboxes()):
                        break
                    await asyncio.sleep(TARGET_POLL_CYCLES * CLK_S)
                at_cut = sum(v for k, v in inflight.items() if k != "writes_sent")
                for t in tasks:
                    if t.done():
                        t.result()  # a workload that failed before the cut fails the test
                    t.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
                before = system.mailboxes()
                await system.power_cut()
                return before, at_cut, inflight["writes_sent"]

            writes0 = len(host.lat_ns["write"])
            before, at_cut, sent = chan.run(until_cut(), max_sim_seconds=25e-3)
            deepest = max(deepest, at_cut)
            activity = [mb.ftl_activity for mb in before]
            landed["gc"] += any(a & smb.ACTIVITY_GC for a in activity)
            landed["checkpoint"] += any(a & smb.ACTIVITY_CKPT for a in activity)
            writes = len(host.lat_ns["write"]) - writes0
            # A workload that never got going would make every check below pass vacuously.
            # (An early cut may find the first writes of a group still in flight: sent is what counts.)
            assert sent >= NUM_CORES, f"cut {cut + 1} at +{at} cycles: only {sent} writes sent before it"
            print(f"power cut {cut + 1} at +{at} cycles: {sent} writes sent, {writes} completed, {at_cut} commands in flight: "
                  "set counters before the cut",
                  [dict(programs=mb.nand_programs, gc=mb.gc_runs, erases=mb.nand_erases, activity=mb.ftl_activity)
                   for mb in before])

            async def recover():
                mbs = await system.wait_ready()
                assert [mb.capacity_pages for mb in mbs] == capacity, "the FTL came back with another capacity"
                host.ctrl, new_qps = await _open(system)
                bad = 0
                for nsid, (lba, n, _) in NS.items():
                    got = bytearray()
                    for slba in range(0, n, 32 * 512 // lba):
                        nlb = min(32 * 512 // lba, n - slba)
                        cpl, buf, _ = await host.read(new_qps[0], nsid, slba, nlb)
                        assert not cpl.status.is_error, f"after cut {cut + 1}: read ns{nsid} lba {slba}: {cpl.status}"
                        got += buf
                    bad += ref.check(nsid, bytes(got))
                return bad, mbs

            bad, mbs = chan.run(recover(), max_sim_seconds=30e-3)
            total_bad += bad
            assert total_bad == 0, f"after cut {cut + 1}: {total_bad} LBAs lost durable data or hold data never written"
            total_torn += sum(mb.torn_pages for mb in mbs)
            print(f"cut {cut + 1}: recovered, all LBAs durable or newer",
                  [dict(recoveries=mb.recoveries, programs=mb.nand_programs, torn_pages=mb.torn_pages)
                   for mb in mbs])
        # the point of the groups: at least one cut came with a queue's worth of commands in flight
        assert deepest >= 4, f"no cut landed with more than {deepest} commands in flight"
        # The dies tear a program a cut lands in (flash_die, "Power loss"); over many cuts some
        # must have, or the recovery of torn pages went untested.
        print(f"{CUTS} cuts: {total_torn} torn pages found and skipped by mount; {landed['gc']} cuts during "
              f"garbage collection, {landed['checkpoint']} during a checkpoint")
        if CUTS >= 10:
            assert total_torn > 0, f"none of {CUTS} cuts tore a page"
            assert landed["gc"] and landed["checkpoint"], f"no cut in GC or none in a checkpoint: {landed}"
        assert not chan.errors, chan.errors
