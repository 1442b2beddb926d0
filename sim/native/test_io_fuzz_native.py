"""The C set firmware under random I/O, on cssd_sim (issue 21: until now the random I/O fuzz ran
only against the Python firmware models, sim/nvme/nvme_io `io_fuzz`).

Seeded random Read, Write, Write Zeroes, Dataset Management (deallocate) and Flush on every NVM
set's namespace, over four I/O queues, many commands in flight, buffers at odd offsets inside a
page, and about 7% malformed commands (unknown opcodes, a namespace that does not exist, a range
past the namespace's end, a PRP entry that is not dword aligned). A model of every namespace's
blocks predicts each status and every byte read; commands that touch blocks another in-flight
command writes are held back, so the expected data is unambiguous. Every command must complete
before the driver's timeout (a hang fails), with the model's status; at the end every block of
every namespace is read back and compared.

IO_FUZZ_NATIVE_COMMANDS commands (60 in `make test`, 1,500 in `make regress`),
IO_FUZZ_NATIVE_SEED picks the run.
"""

from __future__ import annotations

import asyncio
import os
import random

import pytest

from cssd_config import CONFIGS
from cssd_nvme import Command
from cssd_nvme.sim_transport import sim_controller
from cssd_nvme.status import GenericStatus as GS

from cssd_sim import boot_config, native
from cssd_sim.nvme_fuzz import sqe
from cssd_sim.tier import count

CONFIG = "sim_drive"
NUM_SETS = CONFIGS[CONFIG].set_cores
LBA = 512
NS_BYTES = 128 * 1024
NS_BLOCKS = NS_BYTES // LBA
PAGE = 4096
MS = 1_000_000_000  # picoseconds
COMMANDS = count("IO_FUZZ_NATIVE_COMMANDS", 60, 1500)
QUEUES = 4
IN_FLIGHT = 16


def rw(opc: int, nsid: int, slba: int, nlb: int, prp1: int) -> bytes:
    """A raw Read (02h) / Write (01h) of `nlb` blocks (1's based here)."""
    return sqe(opc, nsid=nsid, prp1=prp1, cdw10=slba & 0xFFFFFFFF, cdw11=slba >> 32, cdw12=(nlb - 1) & 0xFFFF)


async def _fuzz(chan, seed: int) -> dict:
    rng = random.Random(seed)
    ctrl = sim_controller(chan)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=QUEUES + 1)
    qps = [await ctrl.create_io_queue_pair(q + 1, 32) for q in range(QUEUES)]
    nsids = list(range(1, NUM_SETS + 1))
    ref: dict[int, dict[int, bytes]] = {n: {} for n in nsids}  # nsid -> lba -> block (absent: zeros)
    busy: dict[int, list[tuple[int, int, bool]]] = {n: [] for n in nsids}
    stats = {"ok": 0, "malformed": 0, "bytes": 0}
    freed = asyncio.Event()
    page = ctrl.alloc_buffer(PAGE)

    def overlaps(nsid: int, a: int, n: int, writes: bool) -> bool:
        return any(a < b + m and b < a + n and (writes or w) for b, m, w in busy[nsid])

    async def run_one(qp, kind, nsid: int, slba: int, nlb: int) -> None:
        if kind in ("write", "read"):
            size = nlb * LBA
            off = rng.choice([0, 0, 4, LBA, 0x600])
            buf = ctrl.alloc_buffer(size + PAGE)
            try:
                if kind == "write":
                    data = rng.randbytes(size)
                    await buf.write(data, off)
                    cpl = await qp.write(nsid, slba, nlb, (buf.addr + off, size), check=False)
                    assert not cpl.status.is_error, (kind, nsid, slba, nlb, cpl.status)
                    for k in range(nlb):
                        ref[nsid][slba + k] = data[LBA * k:LBA * (k + 1)]
                else:
                    cpl = await qp.read(nsid, slba, nlb, (buf.addr + off, size), check=False)
                    assert not cpl.status.is_error, (kind, nsid, slba, nlb, cpl.status)
                    got = await buf.read(off, size)
                    want = b"".join(ref[nsid].get(slba + k, bytes(LBA)) for k in range(nlb))
                    assert got == want, f"read NS {nsid} LBA {slba}+{nlb}: data differs (seed {seed})"
            finally:
                buf.free()
            stats["bytes"] += size
        elif kind == "zeroes":
            cpl = await qp.execute(Command(opcode=0x08, nsid=nsid, cdw10=slba, cdw12=nlb - 1), check=False)
            assert not cpl.status.is_error, (kind, nsid, slba, nlb, cpl.status)
            for k in range(nlb):
                ref[nsid].pop(slba + k, None)
        elif kind == "dsm":
            cpl = await qp.deallocate(nsid, [(slba, nlb)], check=False)
            assert not cpl.status.is_error, (kind, nsid, slba, nlb, cpl.status)
            for k in range(nlb):
                ref[nsid].pop(slba + k, None)
        elif kind == "flush":
            cpl = await qp.execute(Command(opcode=0x00, nsid=nsid), check=False)
            assert not cpl.status.is_error, (kind, nsid, cpl.status)
        else:  # malformed: the status is the check
            entry, want = kind
            cpl = await qp.execute(entry, check=False)
            assert cpl.status.matches(want), f"{want.name} expected, got {cpl.status} (seed {seed})"
            stats["malformed"] += 1
            return
        stats["ok"] += 1

    async def job(qp, kind, nsid: int, slba: int, nlb: int, writes: bool) -> None:
        try:
            await run_one(qp, kind, nsid, slba, nlb)
        finally:
            if nsid in busy:
                busy[nsid].remove((slba, nlb, writes))
            freed.set()

    tasks = []
    for _ in range(COMMANDS):
        qp = rng.choice(qps)
        nsid = rng.choice(nsids)
        if rng.random() < 0.07:
            bad = rng.choice([
                (sqe(rng.choice([0x03, 0x04, 0x0C, 0x7F]), nsid=nsid), GS.INVALID_OPCODE),
                (rw(0x02, rng.choice([NUM_SETS + 1, 7, 1000]), 0, 1, page.addr), GS.INVALID_NAMESPACE_OR_FORMAT),
                (rw(rng.choice([0x01, 0x02]), nsid, NS_BLOCKS - rng.randint(0, 3), 8, page.addr),
                 GS.LBA_OUT_OF_RANGE),
                (rw(0x02, nsid, 0, 1, page.addr + 1), GS.PRP_OFFSET_INVALID),
            ])
            tasks.append(asyncio.ensure_future(job(qp, bad, -1, 0, 0, False)))
            continue
        kind = rng.choices(["write", "read", "zeroes", "dsm", "flush"], [40, 40, 7, 7, 6])[0]
        nlb = rng.choice([1, 1, 2, 3, 7, 8, 8, 16, 24, 32])
        slba = rng.randrange(0, NS_BLOCKS - nlb + 1)
        writes = kind in ("write", "zeroes", "dsm")
        while overlaps(nsid, slba, nlb, writes) or sum(len(b) for b in busy.values()) >= IN_FLIGHT:
            freed.clear()
            await freed.wait()
        busy[nsid].append((slba, nlb, writes))
        tasks.append(asyncio.ensure_future(job(qp, kind, nsid, slba, nlb, writes)))
    await asyncio.gather(*tasks)
    # Every block of every namespace, read back through the first queue.
    qp = qps[0]
    for nsid in nsids:
        buf = ctrl.alloc_buffer(NS_BYTES)
        for slba in range(0, NS_BLOCKS, 32):
            await qp.read(nsid, slba, 32, (buf.addr + slba * LBA, 32 * LBA))
        got = await buf.read(0, NS_BYTES)
        buf.free()
        for lba in range(NS_BLOCKS):
            want = ref[nsid].get(lba, bytes(LBA))
            assert got[lba * LBA:(lba + 1) * LBA] == want, f"NS {nsid} LBA {lba} differs at the end (seed {seed})"
    return {**stats, "written_blocks": sum(len(r) for r in ref.values()), "irqs": dict(ctrl.irq.fired)}


@pytest.mark.tiered
def test_io_fuzz_native(tmp_path) -> None:
    seed = int(os.environ.get("IO_FUZZ_NATIVE_SEED", "1"))
    print(f"IO_FUZZ_NATIVE_SEED={seed}, {COMMANDS} commands")
    bc = boot_config.for_config(CONFIG, time_scale=1, lba_size=LBA, ns_bytes=NS_BYTES)
    with native.ready_channel(CONFIG, boot_config=bc, console_dir=tmp_path / "console",
                              max_cycles=(20 + COMMANDS // 5) * 1_000_000, ready_limit_ps=8 * MS) as chan:
        res = chan.run(_fuzz(chan, seed), max_sim_seconds=(20 + COMMANDS // 5) * 1e-3)
        errors = list(chan.errors)
    print(res)
    assert res["ok"] + res["malformed"] == COMMANDS
    assert res["malformed"] > 0 and res["written_blocks"] > 0, res
    assert not errors, errors
