"""The firmware-cost phases of a full system: what `make bench`'s firmware section measures on
the cocotb system (sim/system/fw_system/test_fw_system.py `firmware_cost`) and
`test_fw_native.test_firmware_cost` on cssd_sim, written once for both drives (any `RefHost`
with `qps`, `command` and `verify_all`).

Every page of every namespace is written and flushed, so the data is on flash; then, per set at
QD 1, 8 cache-hit reads, 8 reads from flash, the same 8 reads from flash at QD 8, 8
cache-absorbed writes of one page that hit the cache, and 8 that do not (each takes the slot of
an evicted page while the cache holds only dirty and written-back pages: the steady state of a
write workload), each phase read from the set mailboxes' counters as cycles, instructions, waits
and work per command."""

from __future__ import annotations

import asyncio
import random
from typing import Awaitable, Callable

from cssd_nvme import Command
from cssd_sim import set_mailbox as smb

PHASE_CMDS = 8  # commands per namespace and phase


def cost_delta(after: smb.Mailbox, before: smb.Mailbox, kind: str) -> dict:
    """Per-command averages of one set's `kind` ("read" / "write") counters between two readings:
    cycles, instructions, waits (data mover and flash) and work (cycles minus waits)."""
    n = getattr(after, f"{kind}_cmds") - getattr(before, f"{kind}_cmds")
    d = {k: getattr(after, f"{kind}_{k}") - getattr(before, f"{kind}_{k}") for k in ("cycles", "instret", "wait_cycles")}
    if not n:
        return {"cmds": 0}
    return {"cmds": n, "cycles": d["cycles"] / n, "instret": d["instret"] / n, "wait_cycles": d["wait_cycles"] / n,
            "work_cycles": (d["cycles"] - d["wait_cycles"]) / n}


async def phases(drive, *, ns: dict[int, tuple[int, int, int]], page: int, rng: random.Random,
                 mailboxes: Callable[[], list[smb.Mailbox]], settle: Callable[[], Awaitable[None]],
                 log: Callable[[str, list[dict]], None] = lambda name, sets: None,
                 gather: Callable = asyncio.gather) -> dict[str, list[dict]]:
    """Run the phases on `drive` (namespaces `ns`: nsid -> (LBA size, LBAs, NVM set), queue pair
    nsid - 1 per namespace); `settle()` lets the cores publish their counters. Returns phase name
    -> one cost_delta per set, and checks every byte read on the way (drive.verify_all). `gather`
    runs coroutines at once: asyncio's on cssd_sim, cocotb.triggers.gather under cocotb (whose
    scheduler cannot await asyncio futures)."""
    n_pages = {nsid: n * lba // page for nsid, (lba, n, _) in ns.items()}
    for nsid, pages in n_pages.items():
        per = page // ns[nsid][0]
        for p in range(pages):
            await drive.write(drive.qps[nsid - 1], nsid, p * per, rng.randbytes(page))
        await drive.command(drive.qps[0], nsid, Command(opcode=0x00, nsid=nsid))
    await settle()
    result: dict[str, list[dict]] = {}

    async def measure(name, kind, ops, concurrent=False):
        before = mailboxes()

        async def one(nsid, slba):
            per = page // ns[nsid][0]
            if kind == "read":
                await drive.read(drive.qps[nsid - 1], nsid, slba, per)
            else:
                await drive.write(drive.qps[nsid - 1], nsid, slba, rng.randbytes(page))
        if concurrent:  # every op outstanding at once (PHASE_CMDS per namespace and set)
            await gather(*(one(nsid, slba) for nsid, slba in ops))
        else:
            for nsid, slba in ops:
                await one(nsid, slba)
        # A set core counts a command after posting its completion (an asynchronous read at
        # the next pass of its loop), so the host can be ahead of the count: settle until every
        # set has counted its share (bounded).
        # A core busy in the background (write-backs in flight) may publish while the host reads,
        # so the counts are taken from two equal readings in a row.
        want = [sum(1 for nsid, _ in ops if ns[nsid][2] - 1 == s) for s in range(len(before))]

        def counts(mbs):
            return [tuple(getattr(m, f"{kind}_{k}") for k in ("cmds", "cycles", "instret", "wait_cycles")) for m in mbs]
        after = mailboxes()
        for _ in range(50):
            await settle()
            prev, after = after, mailboxes()
            if counts(after) == counts(prev) and [a[0] - b[0] for a, b in zip(counts(after), counts(before))] == want:
                break
        result[name] = [cost_delta(a, b, kind) for a, b in zip(after, before)]
        log(name, result[name])

    # The ICL keeps the last 32 written pages: the last 8 of each namespace are cached, the first 8
    # are not (evicted and written back during the fill).
    hits = [(nsid, p * (page // ns[nsid][0])) for nsid, pages in n_pages.items()
            for p in range(pages - PHASE_CMDS, pages)]
    misses = [(nsid, p * (page // ns[nsid][0])) for nsid, pages in n_pages.items() for p in range(PHASE_CMDS)]
    await measure("read_hit", "read", hits)
    await measure("read_flash", "read", misses)
    # the same pages again at QD 8 (reads from flash leave no copy in the cache): the set cores
    # serve them asynchronously (firmware/doc/async.md), each command's work the sum of its
    # handlers' cycles
    await measure("read_flash_qd8", "read", misses, concurrent=True)
    await measure("write_cached", "write", hits)
    # Steady state: the cache filled with dirty pages first (not measured), then writes of pages
    # it does not hold, so each evicts; the write-backs run in the background meanwhile. The
    # measured phase starts once every set has counted the filling writes (bounded): set 1 was
    # seen not to publish them for over 20,000 cycles (likely a synchronous GC or checkpoint).
    want = [m.write_cmds for m in mailboxes()]
    for nsid, pages in n_pages.items():
        per = page // ns[nsid][0]
        for p in range(pages - 2 * PHASE_CMDS, pages):
            await drive.write(drive.qps[nsid - 1], nsid, p * per, rng.randbytes(page))
        want[ns[nsid][2] - 1] += 2 * PHASE_CMDS
    for _ in range(200):
        if [m.write_cmds for m in mailboxes()] == want:
            break
        await settle()
    await measure("write_evict", "write", misses)
    await drive.verify_all()
    return result
