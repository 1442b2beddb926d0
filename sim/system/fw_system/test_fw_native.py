"""Full system on cssd_sim: host NVMe I/O served by the set cores' firmware on Rocket RTL.

`cssd_sim` (sim/native/) = cssd_system (NVMe front end, SACA, flash back end, one Rocket set core
per NVM set running `firmware/app` (HIL -> ICL -> FTL -> flash driver), the Rocket management
core running `firmware/app/mgmt_main.c`) with the C++ root port, DRAMs and boot loader. The host
is the cssd_nvme driver on the host channel (cssd_nvme.sim_transport), the bench's backdoor is
cssd_sim.native_bench.NativeSystem (mailboxes and boot block in DDR0, the NAND array in DDR1, the
flash back end's registers through the firmware port, power cycles).

Namespace s + 1 lives in NVM set s + 1, served by set core s on its share of the channels
(cssd_config's split); 512 B and 4 KiB LBAs in turn. Every byte read back is checked against a
host-side reference (host_ref), so data the firmware dropped, misplaced or never wrote to flash
fails the test; the set cores' counters (set mailbox) must agree with what the host sent. Each
test is one simulator process: one boot (format on blank media), then its workload. The power-cut
test is sim/native/test_power_cuts_native.py.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import struct
from pathlib import Path

import pytest

from cssd_config import CONFIGS, set_channel_count
from cssd_nvme import Command
from cssd_nvme.sim_transport import HostChannel, sim_controller
from cssd_nvme.spec import AdminOpcode, Cns
from cssd_nvme.status import MediaStatus

from cssd_sim import boot_config as bcfg
from cssd_sim import fw_cost
from cssd_sim import native
from cssd_sim import set_mailbox as smb
from cssd_sim.flash_port import Fault
from cssd_sim.host_ref import DisjointGroup, RefHost
from cssd_sim.native_bench import NativeSystem
from cssd_sim.nvme_fw import FwConfig, structs
from cssd_sim.nvme_fw.config import namespace_configs, set_namespaces
from cssd_sim.tier import pick, regress

log = logging.getLogger("fw_native")
CLK_S = 4e-9  # the PCIe user clock drives the whole system
HOST_MEM = 16 << 20
# sim_drive: one die per set, 2 planes x 8 blocks x 8 pages = 128 raw pages, 43 exported; GC after
# about 80 page programs. Flash timing at 1/256 (tR 49, tPROG 684, tBERS 3418 cycles): data and
# mapping are under test here; timing is measured in the flash_top tests and `make bench`.
TIME_SCALE = 1
# A named configuration of config/cssd.toml (`make fw-uneven` runs every test on sim_uneven).
CONFIG = os.environ.get("CSSD_CONFIG", "sim_drive")


# nsid: (LBA size, LBAs, NVM set), one namespace per set, 512 B and 4 KiB LBAs in turn
# (cssd_sim.nvme_fw.config.set_namespaces; 128 KiB each on sim_drive and sim_uneven: 32 of the 43
# pages a one-channel set exports).
ns_table = set_namespaces


def fw_config(ns: dict, config_name: str = CONFIG) -> FwConfig:
    """What the management firmware reports for `ns` on `config_name`'s flash (its page size)."""
    return FwConfig(namespaces=namespace_configs(ns), page_bytes=CONFIGS[config_name].page_bytes)


def seed() -> int:
    return int(os.environ.get("FW_SYSTEM_SEED", "1"))


async def cycles(n: int) -> None:
    await asyncio.sleep(n * CLK_S)


def now_cycles() -> int:
    return int(asyncio.get_running_loop().time() / CLK_S)


class Drive(RefHost):
    """The host with its reference copy, counting what the set cores must count."""

    def __init__(self, system: NativeSystem, ctrl, qps, ns: dict) -> None:
        super().__init__(ctrl, {nsid: (lba, n) for nsid, (lba, n, _) in ns.items()},
                         now_ns=lambda: asyncio.get_running_loop().time() * 1e9)
        self.system, self.qps, self.nstab = system, qps, ns
        self.sent = {nsid: 0 for nsid in ns}  # commands per namespace (= per set)
        self.reads = self.writes = 0  # Read / Write commands sent (what SMART counts)

    async def write(self, qp, nsid: int, slba: int, data: bytes, *, fua: bool = False) -> None:
        self.sent[nsid] += 1
        self.writes += 1
        if fua:
            lba = self.ns[nsid][0]
            buf = self.ctrl.alloc_buffer(len(data))
            await buf.write(data)
            cpl = await qp.execute(Command(opcode=0x01, nsid=nsid, cdw10=slba, cdw12=(len(data) // lba - 1) | 1 << 30),
                                   data=buf, length=len(data), check=False)
            buf.free()
            if not cpl.status.is_error:
                self.ref[nsid][slba * lba:slba * lba + len(data)] = data
        else:
            cpl = await super().write(qp, nsid, slba, data)
        assert not cpl.status.is_error, f"write ns{nsid} lba {slba}+{len(data) // self.ns[nsid][0]}: {cpl.status}"

    async def read(self, qp, nsid: int, slba: int, nlb: int) -> None:
        self.sent[nsid] += 1
        self.reads += 1
        cpl, buf, want = await super().read(qp, nsid, slba, nlb)
        assert not cpl.status.is_error, f"read ns{nsid} lba {slba}+{nlb}: {cpl.status}"
        if buf != want:
            bad = next(i for i in range(len(want)) if buf[i] != want[i])
            raise AssertionError(f"ns{nsid} lba {slba}+{nlb}: first mismatch at byte {bad} "
                                 f"(lba {slba + bad // self.ns[nsid][0]})")

    async def command(self, qp, nsid: int, cmd: Command, **kw):
        self.sent[nsid] += 1
        cpl = await qp.execute(cmd, check=False, **kw)
        assert not cpl.status.is_error, f"ns{nsid} opcode {cmd.opcode:#x}: {cpl.status}"
        return cpl

    async def verify_all(self) -> None:
        page = self.system.geo.page_bytes
        jobs = []
        for nsid, (lba, n) in self.ns.items():
            step = 8 * page // lba
            jobs += [(nsid, s, min(step, n - s)) for s in range(0, n, step)]
        for i in range(0, len(jobs), len(self.qps)):
            await asyncio.gather(*(self.read(qp, *job) for qp, job in zip(self.qps, jobs[i:i + len(self.qps)])))


class Bench:
    """One cssd_sim for one test: the configuration, its namespaces and boot block."""

    def __init__(self, config_name: str, tmp_path: Path, *, loader: bool = True, time_scale: int = TIME_SCALE,
                 rocket_config: str | None = None) -> None:
        self.config = CONFIGS[config_name]
        self.rocket_config = rocket_config  # None: the configuration's own
        self.ns = ns_table(self.config)
        self.tmp_path = tmp_path
        self.loader = loader
        self.time_scale = time_scale

    def run(self, body, *, max_sim_seconds: float = 0.1, max_cycles: int = 100_000_000):
        """`body(chan, system)` on a fresh simulator; the root port must report no device error."""
        bc = None
        if self.loader:
            bc = bcfg.to_bytes(set_cores=self.config.set_cores, set_flags=smb.CFG_FORMAT_IF_BLANK,
                               time_scale=self.time_scale, namespaces=fw_config(self.ns).namespaces)
        with native.launch(self.config.name, host_mem_bytes=HOST_MEM, boot_config=bc, max_cycles=max_cycles,
                           console_dir=self.tmp_path / "console", rocket_config=self.rocket_config) as sim:
            chan = HostChannel(sim.client.sock, str(sim.host_mem_path))
            try:
                res = chan.run(body(chan, NativeSystem(chan)), max_sim_seconds=max_sim_seconds)
            finally:
                errors = list(chan.errors)
                chan.close()
        assert not errors, f"the root port reported: {[str(e) for e in errors]}"
        return res

    async def drive(self, chan: HostChannel, system: NativeSystem, *, before_cores=None) -> Drive:
        """Bring-up: (`before_cores`: the cores held in reset while it runs, e.g. to mark factory
        bad blocks) the set cores booted (format), checked to have taken cssd_config's channel
        split, the host driver with two queues (or one per set, whichever is more)."""
        if before_cores is not None:
            await system.power_cut(hold_cores=True)  # a fresh boot, the cores held until release()
            await before_cores(system.flash)
            chan.release()
        mbs = await system.wait_ready()
        self.boot_cycles = now_cycles()
        for s, mb in enumerate(mbs):
            chans = self.config.set_channels(s)
            assert (mb.ch_first, mb.ch_count, mb.time_scale) == (chans.start, len(chans), self.time_scale), (
                f"set {s}: the management core gave channels {mb.ch_first}+{mb.ch_count} scale {mb.time_scale}")
        ctrl = sim_controller(chan)
        await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
        await ctrl.identify_controller()
        for nsid in self.ns:
            await ctrl.identify_namespace(nsid)
        qps = [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(2)]
        return Drive(system, ctrl, qps, self.ns)


# Idle time that lets a set core spin its IDLE_SPIN_POLLS (app/set_main.c, ~100 cycles each)
# and go to sleep, with room for the write-backs still in flight.
IDLE_GAP_CYCLES = 60_000
IDLE_GAPS = 8  # at most: a set core with write-backs left may need several


async def check_counters(drive: Drive, *, idle_woken: bool = True) -> list[smb.Mailbox]:
    """Per-set command counts against the host's; `idle_woken`: each set core also slept on WFI
    and its set-queue interrupt woke it at least once. The workload's own gaps between commands
    decide whether a busy set ever idles long enough (seen: set 0 slept once in the whole first
    phase, then not at all after a change of code layout), so the check makes one: the drive
    idles for IDLE_GAP_CYCLES, then a Flush per namespace wakes each set core through its set
    queue."""
    ns = drive.nstab
    if idle_woken:
        # A set core still writing its cache back after the workload (or collecting garbage)
        # is not asleep when the Flush arrives: then idle again and send another (bounded). The
        # counters reach the mailbox right after the Flush's burst.
        for gap in range(IDLE_GAPS):
            await cycles(IDLE_GAP_CYCLES)
            for nsid in ns:
                await drive.command(drive.qps[0], nsid, Command(opcode=0x00, nsid=nsid))
            await cycles(2000)
            if all(mb.sleeps > 0 and mb.wake_set > 0 for mb in drive.system.mailboxes()):
                break
        log.info("woken from idle by a Flush after %d gap(s) of %d cycles", gap + 1, IDLE_GAP_CYCLES)
    # A set core counts a command after it posted the completion, so the host can see the
    # completion a few hundred cycles before the count: wait (bounded) for the counts to settle.
    set_ns = {st - 1: n for n, (_, _, st) in ns.items()}
    want = [drive.sent[set_ns[s]] for s in range(len(set_ns))]
    for _ in range(50):
        mbs = drive.system.mailboxes()
        if [mb.commands for mb in mbs] == want:
            break
        await cycles(200)
    for s, mb in enumerate(mbs):
        nsid = set_ns[s]
        assert mb.commands == drive.sent[nsid], (
            f"set {s}: firmware counted {mb.commands} commands, the host sent {drive.sent[nsid]}")
        assert mb.error_cmds == 0, f"set {s}: {mb.error_cmds} commands failed in firmware"
        # Idle is WFI (app/set_main.c): the core slept, and its set queue interrupt woke it.
        assert not idle_woken or (mb.sleeps > 0 and mb.wake_set > 0), (
            f"set {s}: {mb.sleeps} sleeps, {mb.wake_set} set-queue wake-ups: the idle loop did not sleep on WFI")
        log.info("set %d: %s", s, {k: getattr(mb, k) for k in smb.COUNTERS})
    # The serving loop's stage counters: the counts above came with an idle pass's publish, and
    # the loop publishes serve_cycles right after it; read again once that has surely happened.
    await cycles(2000)
    for s, mb in enumerate(drive.system.mailboxes()):
        stages = {k: getattr(mb, k) for k in smb.LOOP_STAGES}
        awake = mb.serve_cycles - mb.sleep_cycles
        assert mb.loop_passes > mb.loop_idle_passes > 0 and mb.loop_cmd_cycles > 0 and awake > 0, (
            f"set {s}: loop counters {stages}, {mb.loop_passes} passes ({mb.loop_idle_passes} idle), awake {awake}")
        # every stage is a disjoint slice of the awake cycles: together they can never exceed them
        rest = smb.loop_overhead({k: getattr(mb, k) for k in smb.COUNTERS})
        assert 0 <= rest < awake, (f"set {s}: stages {stages} + publish {mb.publish_cycles} against "
                                   f"{awake} awake cycles ({mb.serve_cycles} serving, {mb.sleep_cycles} asleep)")
        # the idle passes' cycles are a part of the stages that are not a command's or a result's
        polling = mb.loop_bg_cycles + mb.loop_pass_cycles + mb.loop_status_cycles
        assert 0 < mb.loop_idle_cycles <= polling, (
            f"set {s}: {mb.loop_idle_cycles} idle-pass cycles against {polling} of background, pass and STATUS")
        log.info("set %d loop: %s, publish %d, loop overhead %d of %d awake", s, stages, mb.publish_cycles, rest, awake)
    return mbs


async def check_smart(drive: Drive) -> None:
    """SMART / Health from the management core: host Read / Write commands equal what the host
    sent (mgmt_log.c sums the set mailboxes), data units from the pages the set cores moved."""
    for _ in range(50):  # the set cores publish their counters at their next idle poll
        mbs = drive.system.mailboxes()
        if sum(mb.read_cmds for mb in mbs) == drive.reads and sum(mb.write_cmds for mb in mbs) == drive.writes:
            break
        await cycles(200)
    smart = await drive.ctrl.smart_log()
    after = drive.system.mailboxes()
    assert (smart.host_read_commands, smart.host_write_commands) == (drive.reads, drive.writes), (
        f"SMART host read/write commands {smart.host_read_commands}/{smart.host_write_commands}, "
        f"the host sent {drive.reads}/{drive.writes}")

    def units(boxes, kind):  # thousands of 512-byte units, rounded up, from 4 KiB pages
        return (sum(getattr(mb, f"{kind}_pages") for mb in boxes) * 8 + 999) // 1000

    # the management core read the mailboxes between the two snapshots
    for kind, got in (("read", smart.data_units_read), ("write", smart.data_units_written)):
        assert units(mbs, kind) <= got <= units(after, kind), (
            f"SMART data units {kind} {got}, mailbox pages give {units(mbs, kind)}..{units(after, kind)}")
    assert smart.power_cycles == 1 and smart.media_errors == sum(mb.media_errors for mb in after)


# ---- the tests -------------------------------------------------------------------------------

def test_io_integrity_and_gc(tmp_path) -> None:
    """Random writes (sub-page, unaligned, multi-page, FUA), reads, Write Zeroes, deallocation
    and Flush over every set from two queues, groups of up to 8 commands per queue in flight at
    once, everything read back and compared; then overwrites (8 per namespace in flight) until
    every set core's FTL has collected garbage, and everything again."""
    bench = Bench(CONFIG, tmp_path)
    ns = bench.ns
    rng = random.Random(seed())

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        page = system.geo.page_bytes

        async def writer(q, qp, count):
            # Queue q owns half of each namespace, so the two queues never overlap; within a queue
            # a group of writes and reads runs at once on disjoint LBAs (DisjointGroup).
            while count > 0:
                taken = DisjointGroup()
                group = []
                for _ in range(min(8, count)):
                    count -= 1
                    nsid = rng.choice(list(ns))
                    lba, n, _ = ns[nsid]
                    lo, hi = q * n // 2, (q + 1) * n // 2
                    nlb = rng.choice([1, 3, 8, 9, 16]) if lba == 512 else rng.choice([1, 1, 2, 3])
                    slba = rng.randrange(lo, hi - nlb + 1)
                    if not taken.claim(nsid, slba, nlb):
                        continue
                    if rng.random() < 0.3:
                        group.append(drive.read(qp, nsid, slba, nlb))
                    else:
                        group.append(drive.write(qp, nsid, slba, rng.randbytes(nlb * lba), fua=rng.random() < 0.1))
                await asyncio.gather(*group)

        for _ in range(2):
            await asyncio.gather(*(writer(q, qp, 12) for q, qp in enumerate(drive.qps)))
            await asyncio.gather(*(drive.read(qp, 1 + q, rng.randrange(0, 8), 4) for q, qp in enumerate(drive.qps)))

        qp = drive.qps[0]
        await drive.write(qp, 1, 64, rng.randbytes(64 * 512))  # ns1 LBAs 64..127 = pages 8..15
        await drive.command(qp, 1, Command(opcode=0x08, nsid=1, cdw10=67, cdw12=20 - 1))
        drive.ref[1][67 * 512:87 * 512] = bytes(20 * 512)
        ranges = [(90, 3), (96, 16)]  # part of page 11; all of pages 12 and 13
        dsm = drive.ctrl.alloc_buffer(page)
        await dsm.write(b"".join(struct.pack("<IIQ", 0, n, a) for a, n in ranges))
        await drive.command(qp, 1, Command(opcode=0x09, nsid=1, cdw10=len(ranges) - 1, cdw11=4), data=dsm,
                            length=16 * len(ranges))
        dsm.free()
        for a, n in ranges:
            drive.ref[1][a * 512:(a + n) * 512] = bytes(n * 512)
        for nsid in ns:
            await drive.command(qp, nsid, Command(opcode=0x00, nsid=nsid))
        await drive.verify_all()
        await check_counters(drive)

        # Overwrite whole pages until every FTL has run GC (bounded: several times the raw pages).
        rounds = 0
        while not all(mb.gc_runs > 0 for mb in system.mailboxes()):
            rounds += 1
            assert rounds <= 40, f"no GC after {rounds} rounds: {[(mb.gc_runs, mb.nand_programs) for mb in system.mailboxes()]}"
            jobs = []
            for nsid, (lba, n, _) in ns.items():  # one writer per namespace (= set): no overlaps
                q = drive.qps[(nsid - 1) % len(drive.qps)]
                per = page // lba
                picks = sorted({rng.randrange(0, n // per) * per for _ in range(8)})  # distinct: in flight at once
                jobs.append(_writes(drive, q, nsid, picks, per, rng, page))
            await asyncio.gather(*jobs)
            for nsid in ns:  # push the cache's pages to flash so programs (and GC) happen
                await drive.command(drive.qps[0], nsid, Command(opcode=0x00, nsid=nsid))
        await drive.verify_all()
        mbs = await check_counters(drive)
        assert all(mb.nand_erases > 0 for mb in mbs)
        await check_smart(drive)
        return rounds

    rounds = bench.run(body)
    log.info("GC on every set after %d overwrite rounds", rounds)


@pytest.mark.tiered
def test_deep_queue_out_of_order(tmp_path) -> None:
    """Reads at depth on the full system: every page written and flushed (the cache keeps the
    last 16 pages of each set, the rest is on flash only), then per namespace (one per set) a
    queue pair of depth 128 with 64 reads outstanding: 48 of pages on flash only, which the set
    core serves asynchronously (firmware/doc/async.md, HIL bounce pages), then 16 of cached pages.
    Every byte and every count is checked; the last round (of 1 here, 2 in `make regress`) has
    writes among the reads.

    In `make test` the flash runs at TIME_SCALE 1 (tR ~50 cycles), so each read from flash is done
    before the core has fetched the next command and completions come back in order: the test
    checks the asynchronous path's data at depth. In `make regress` the flash runs at real timing
    (TIME_SCALE 256, tR 50 us): the reads wait on the set's one die while the core goes on, and
    the cache hits behind them must overtake them, which a core serving one command at a time
    cannot do (asserted there)."""
    real_timing = regress()
    bench = Bench(CONFIG, tmp_path, time_scale=256 if real_timing else TIME_SCALE)
    ns = bench.ns
    rng = random.Random(seed())
    cached = 16  # set_main.c ICL_SLOTS: the pages written last stay in the cache

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        page = system.geo.page_bytes
        for nsid, (lba, n, _) in ns.items():
            per = page // lba
            for p in range(n // per):
                await drive.write(drive.qps[0], nsid, p * per, rng.randbytes(page))
            await drive.command(drive.qps[0], nsid, Command(opcode=0x00, nsid=nsid))
        deep = [await drive.ctrl.create_io_queue_pair(3 + i, 128) for i in range(len(ns))]
        overtaken = {nsid: 0 for nsid in ns}
        rounds = 2 if real_timing else 1
        for rnd in range(rounds):
            order: dict[int, list[int]] = {nsid: [] for nsid in ns}

            async def one(qp, nsid, i, slba, nlb):
                await drive.read(qp, nsid, slba, nlb)
                order[nsid].append(i)

            jobs = []
            for k, (nsid, (lba, n, _)) in enumerate(ns.items()):
                per, pages = page // lba, n // (page // lba)
                # the last round keeps page 0 for writes among the reads (no read of it races them)
                first = 1 if rnd == rounds - 1 else 0
                flash_only = [rng.randrange(first, pages - cached) for _ in range(48)]
                hits = [rng.randrange(pages - cached, pages) for _ in range(16)]
                for i, p in enumerate(flash_only + hits):
                    jobs.append(one(deep[k], nsid, i, p * per, per))
            if rnd == rounds - 1:
                for nsid in ns:
                    jobs.insert(len(jobs) // 2, drive.write(drive.qps[1], nsid, 0, rng.randbytes(page)))
            await asyncio.gather(*jobs)
            for nsid, seen in order.items():
                assert sorted(seen) == list(range(64)), f"ns{nsid}: {len(seen)} of 64 reads completed"
                # reads from flash that completed after a cache hit queued behind them
                first_hit = min(seen.index(i) for i in range(48, 64))
                overtaken[nsid] += sum(1 for i in seen[first_hit:] if i < 48)
        if real_timing:
            assert all(overtaken.values()), f"no cache hit overtook a read waiting for the flash: {overtaken}"
        await drive.verify_all()
        await check_counters(drive, idle_woken=False)
        return overtaken

    overtaken = bench.run(body, max_sim_seconds=2.0 if real_timing else 0.1)
    log.info("reads from flash overtaken by later cache hits, per namespace: %s", overtaken)


async def _writes(drive, qp, nsid, picks, per, rng, page) -> None:
    """Whole-page writes of `picks` (distinct pages), all in flight at once."""
    lba = drive.ns[nsid][0]
    await asyncio.gather(*(drive.write(qp, nsid, slba, rng.randbytes(per * lba)) for slba in picks))


def _channel_split(bench: Bench) -> None:
    rng = random.Random(seed())
    ns, config = bench.ns, bench.config

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        page = system.geo.page_bytes
        chunk = 4 * page
        for nsid, (lba, n, _) in ns.items():
            per = chunk // lba
            starts = list(range(0, pick(16 * page // lba, n), per))
            for i in range(0, len(starts), len(drive.qps)):
                await asyncio.gather(*(drive.write(qp, nsid, s, rng.randbytes(min(per, n - s) * lba))
                                       for qp, s in zip(drive.qps, starts[i:i + len(drive.qps)])))
            await drive.command(drive.qps[0], nsid, Command(opcode=0x00, nsid=nsid))
        await drive.verify_all()
        mbs = await check_counters(drive, idle_woken=False)  # each set's writes came in one burst
        for s, mb in enumerate(mbs):
            lba, n, _ = ns[s + 1]
            pages = pick(16, n * lba // page)
            assert (mb.ch_first, mb.ch_count) == (config.set_channels(s).start, len(config.set_channels(s)))
            assert mb.nand_programs >= pages, f"set {s}: {mb.nand_programs} programs for {pages} pages"

    bench.run(body)


def test_channel_split_uneven(tmp_path) -> None:
    """Each set on its own share of the channels, on sim_uneven (3 set cores over 4 channels: 1,
    1 and 2), rebuilt from config/cssd.toml alone, so the RTL's interrupt wiring, the management
    firmware's mailboxes and this bench's expectations all take the uneven split from
    cssd_config: every namespace written (`make test`: the first 16 pages; `make regress`: all of
    it) from both queues, flushed, read back and compared, each set's programs counted by its own
    FTL. sim_drive's even split (one channel per set) is the simple case: `make regress` only."""
    cfg = CONFIGS["sim_uneven"]
    assert len({len(cfg.set_channels(s)) for s in range(cfg.set_cores)}) > 1, "the split must be uneven"
    _channel_split(Bench("sim_uneven", tmp_path))


@pytest.mark.tiered
def test_channel_split_even(tmp_path) -> None:
    if not pick(False, True):
        pytest.skip("make regress only: the even split is the simple case of test_channel_split_uneven's")
    _channel_split(Bench(CONFIG, tmp_path))


def test_mgmt_admin(tmp_path) -> None:
    """Admin commands served by the management core's firmware on the RTL: Identify bytes equal
    the Python model's structs (as firmware/tests test_mgmt_layout checks host-natively) and
    report the flash page as NPWG, the Commands Supported and Effects log lists every I/O command
    the drive serves (vendor ones included), SMART
    counts what the host sent, malformed commands get the NVMe statuses, I/O queues deleted and
    created again carry I/O, Abort and Get / Set Features answer."""
    bench = Bench(CONFIG, tmp_path)
    ns = bench.ns
    cfg = fw_config(ns)
    nss = {n.nsid: n for n in cfg.namespaces}
    rng = random.Random(seed())

    def masked(b: bytes) -> bytes:  # NGUID / EUI64: not derived by the C port
        return b[:104] + bytes(24) + b[128:]

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        ctrl = drive.ctrl
        page = system.geo.page_bytes
        want = {"controller": (Cns.CONTROLLER, 0, structs.identify_controller(cfg)),
                "active list": (Cns.ACTIVE_NS_LIST, 0, structs.id_list_u32(sorted(ns))),
                "NVM set list": (Cns.NVM_SET_LIST, 0, structs.nvm_set_list(cfg, 1))}
        for nsid in ns:
            want[f"namespace {nsid}"] = (Cns.NAMESPACE, nsid, masked(structs.identify_namespace(cfg, nss[nsid])))
        for name, (cns, nsid, data) in want.items():
            got = await ctrl.identify(cns, nsid=nsid, cns_id=1 if cns == Cns.NVM_SET_LIST else 0)
            got = masked(got) if name.startswith("namespace") else got
            diff = [i for i in range(len(data)) if got[i] != data[i]]
            assert not diff, f"Identify {name}: bytes differ from nvme_fw.structs at {diff[:16]}"
        # The flash page, which the FTL maps and a Search decides, as the preferred granularity.
        for nsid, (lba, _, _) in ns.items():
            d = await ctrl.identify(Cns.NAMESPACE, nsid=nsid)
            npwg, nows = (int.from_bytes(d[o:o + 2], "little") + 1 for o in (64, 72))
            assert d[24] & 0x10 and npwg * lba == page and nows == npwg, \
                f"namespace {nsid}: NSFEAT {d[24]:#x}, NPWG {npwg} x {lba} B, NOWS {nows}: not the {page} B page"
        # Commands Supported and Effects: every I/O command the drive serves, vendor ones included.
        cse = await ctrl.get_log_page(0x05, 4096)
        iocs = {opc: int.from_bytes(cse[1024 + 4 * opc:1028 + 4 * opc], "little") for opc in range(256)}
        served = {0x00: 1, 0x01: 3, 0x02: 1, 0x08: 3, 0x09: 3, 0x91: 1, 0x92: 1, 0xE1: 1, 0xE2: 1}  # CSUPP | LBCC
        assert {opc: v for opc, v in iocs.items() if v} == served, f"CSE I/O entries {iocs}"

        for q, qp in enumerate(drive.qps):
            nsid = 1 + q
            lba, n, _ = ns[nsid]
            await drive.write(qp, nsid, 0, rng.randbytes(2 * page))
            await drive.read(qp, nsid, 0, 2 * page // lba)
            await drive.read(qp, nsid, n - 1, 1)
        await check_smart(drive)

        # Malformed admin commands: status (SCT, SC) and DNR.
        qmem = ctrl.alloc_buffer(page)
        bad = [("unknown opcode", Command(opcode=0x7F, admin=True), (0, 0x01)),
               ("Identify CNS 0x55", Command(AdminOpcode.IDENTIFY, admin=True, cdw10=0x55), (0, 0x02)),
               ("Identify inactive NSID 99", Command(AdminOpcode.IDENTIFY, admin=True, nsid=99, cdw10=Cns.NAMESPACE),
                (0, 0x0B)),
               ("Get Log Page LID 0x7E", Command(AdminOpcode.GET_LOG_PAGE, admin=True, nsid=0xFFFFFFFF,
                                                   cdw10=0x7E | (128 - 1) << 16), (1, 0x09)),
               ("Get Features FID 0x7E", Command(AdminOpcode.GET_FEATURES, admin=True, cdw10=0x7E), (0, 0x02)),
               ("Create CQ QID 0", Command(AdminOpcode.CREATE_IO_CQ, admin=True, prp1=qmem.addr, cdw10=0 | 15 << 16,
                                           cdw11=1), (1, 0x01)),
               ("Create SQ on a missing CQ", Command(AdminOpcode.CREATE_IO_SQ, admin=True, prp1=qmem.addr,
                                                     cdw10=3 | 15 << 16, cdw11=1 | 9 << 16), (1, 0x00)),
               # retry allowed (no DNR): the host may delete the SQ first (the Python model's choice)
               ("Delete CQ 1 with its SQ", Command(AdminOpcode.DELETE_IO_CQ, admin=True, cdw10=1), (1, 0x0C, False)),
               ("Delete SQ 9 (none)", Command(AdminOpcode.DELETE_IO_SQ, admin=True, cdw10=9), (1, 0x01))]
        errors0 = (await ctrl.smart_log()).error_log_entries
        for name, cmd, (sct, sc, *dnr) in bad:
            dnr = dnr[0] if dnr else True
            cpl = await ctrl.execute(0, cmd, check=False)
            assert (cpl.status.sct, cpl.status.sc, cpl.status.dnr) == (sct, sc, dnr), (
                f"{name}: status {cpl.status}, expected SCT {sct} SC {sc:#x} DNR {dnr}")
        qmem.free()
        errors = (await ctrl.smart_log()).error_log_entries
        assert errors == errors0 + len(bad), f"Error Information entries {errors0} -> {errors}, {len(bad)} errors"

        # Abort of a command that is not outstanding: success, dw0 bit 0 = not aborted.
        cpl = await ctrl.execute(0, Command(AdminOpcode.ABORT, admin=True, cdw10=1 | 0x1234 << 16))
        assert cpl.dw0 & 1 == 1
        # Features: Number of Queues (set once the queues exist: Command Sequence Error; read:
        # what was granted), Arbitration written and read back.
        cpl = await ctrl.execute(0, Command(AdminOpcode.SET_FEATURES, admin=True, cdw10=0x07, cdw11=0x0001_0001),
                                 check=False)
        assert (cpl.status.sct, cpl.status.sc) == (0, 0x0C), f"Number of Queues after queue creation: {cpl.status}"
        granted = await ctrl.get_features(0x07)
        assert (granted & 0xFFFF) + 1 >= 2 and (granted >> 16) + 1 >= 2, f"Number of Queues {granted:#x}"
        await ctrl.set_features(0x01, 0x0302)
        assert await ctrl.get_features(0x01) == 0x0302

        # Queue pair 2 deleted and created again; I/O through it still reaches its set.
        await ctrl.delete_io_sq(2)
        await ctrl.delete_io_cq(2)
        drive.qps[1] = await ctrl.create_io_queue_pair(2, 16)
        await drive.write(drive.qps[1], 2, 4, rng.randbytes(page))
        await drive.read(drive.qps[1], 2, 0, 8)
        await drive.verify_all()
        await check_counters(drive)
        await check_smart(drive)

    bench.run(body)


# The set cores' FTL (firmware/include/set_ftl.h): gc_high blocks per plane kept for GC, two for
# the checkpoint, OP_PERCENT of the rest not exported. Repeated here on purpose: the board
# default test compares the management core's arithmetic with this one.
SET_FTL_GC_HIGH, SET_FTL_CKPT_BLOCKS, SET_FTL_OP_PERCENT = 3, 2, 10


def board_default_namespaces(geo: dict, set_cores: int, lba: int = 512) -> dict[int, int]:
    """What the management core's board default (no boot block) should be: one namespace per
    set, NSID = NVM set = s + 1, as many LBAs as the set's FTL exports on its share of the
    channels (cssd_config's split)."""
    out = {}
    for s in range(set_cores):
        planes = set_channel_count(s, set_cores, geo["FlashChannels"]) * geo["FlashDies"] * geo["FlashPlanes"]
        raw = (geo["FlashBlocks"] - SET_FTL_GC_HIGH - SET_FTL_CKPT_BLOCKS) * planes * geo["FlashPages"]
        pages = raw * (100 - SET_FTL_OP_PERCENT) // 100
        out[s + 1] = pages * geo["FlashPageBytes"] // lba
    return out


def test_mgmt_board_default(tmp_path) -> None:
    """No loader, as on a board: nothing writes the boot block, the management core comes up on
    its compiled-in board default (set cores from its CORE_ID, one namespace per set sized from
    the flash GEOMETRY CSRs and the set FTL's over-provisioning, 512 B LBAs, TIME_SCALE 256).
    Readiness is the console (what the board's UART shows). The host then sees the namespaces
    with the sizes computed here in Python, and one LBA per namespace (the last one, so an
    off-by-one in the size shows) round-trips; one past the end is refused."""
    bench = Bench(CONFIG, tmp_path, loader=False)
    cores = bench.config.set_cores
    want = board_default_namespaces(bench.config.flash_parameters(), cores)
    rng = random.Random(seed())

    async def wait_console(system, core: int, text: str, limit_s: float = 20e-3) -> None:
        end = asyncio.get_running_loop().time() + limit_s
        while text not in system.console(core):
            for c in range(cores + 1):
                assert "failed" not in system.console(c), f"core {c} failed:\n{system.console(c)}"
            assert asyncio.get_running_loop().time() < end, (
                f"core {core} never printed {text!r}:\n" + "\n".join(system.console(c) for c in range(cores + 1)))
            await cycles(2000)

    async def body(chan, system):
        await wait_console(system, cores, "mgmt ready")
        # The board default is real NAND timing; the simulation cannot afford it (a program is
        # 175k cycles at 256/256): check what the management core programmed, then speed up.
        scale = await system.flash.rd("TIME_SCALE")
        await system.flash.set_timing(scale=TIME_SCALE)
        for s in range(cores):
            await wait_console(system, s, f"set {s} ready")
        mgmt_log = system.console(cores)
        assert f"mgmt: no boot block, board defaults: {cores} sets, {cores} namespaces of {want[1]} x 512 B" \
            in mgmt_log, mgmt_log
        assert scale == 256, f"board default TIME_SCALE {scale}, expected 256 (real NAND timing)"
        bc = bcfg.read(system.ddr0)
        assert bc.magic == 0 and bc.mgmt_state == bcfg.STATE_BOOT, "the management core wrote a boot block nobody reads"
        for s, mb in enumerate(system.mailboxes()):
            assert [(n.nsid, n.lba_shift, n.blocks) for n in mb.ns[:mb.nns]] == [(s + 1, 9, want[s + 1])], (
                f"set {s} mailbox namespaces")

        ctrl = sim_controller(chan)
        await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
        idc = await ctrl.identify_controller()
        assert idc.nn == cores, f"Identify Controller NN {idc.nn}, expected {cores}"
        active = struct.unpack_from(f"<{cores + 1}I", await ctrl.identify(Cns.ACTIVE_NS_LIST))
        assert list(active) == sorted(want) + [0], f"active namespaces {active}"
        for nsid, blocks in want.items():
            nsd = await ctrl.identify_namespace(nsid)
            assert (nsd.nsze, nsd.ncap, nsd.lba_size, nsd.nvmsetid) == (blocks, blocks, 512, nsid), (
                f"namespace {nsid}: NSZE {nsd.nsze} NCAP {nsd.ncap} LBA {nsd.lba_size} set {nsd.nvmsetid}, "
                f"expected {blocks} blocks of 512 B in set {nsid}")

        host = RefHost(ctrl, {nsid: (512, blocks) for nsid, blocks in want.items()},
                       now_ns=lambda: asyncio.get_running_loop().time() * 1e9)
        qp = await ctrl.create_io_queue_pair(1, 16)
        for nsid, blocks in want.items():
            cpl = await host.write(qp, nsid, blocks - 1, rng.randbytes(512))
            assert not cpl.status.is_error, f"write ns{nsid} last LBA {blocks - 1}: {cpl.status}"
            cpl, got, exp = await host.read(qp, nsid, blocks - 1, 1)
            assert not cpl.status.is_error and got == exp, f"ns{nsid} last LBA {blocks - 1}: {cpl.status}, data equal {got == exp}"
            cpl = await host.write(qp, nsid, blocks, bytes(512))
            assert (cpl.status.sct, cpl.status.sc) == (0, 0x80), f"write ns{nsid} LBA {blocks} (past the end): {cpl.status}"

    bench.run(body)


def _find_page(system: NativeSystem, data: bytes) -> tuple[int, int, int, int, int]:
    """(ch, die, plane, block, page) of the one page of the NAND array holding `data`."""
    return system.geo.location(system.find_page(data))


def test_media_faults(tmp_path) -> None:
    """Factory bad blocks are never programmed; an uncorrectable page (injected in the back end)
    fails its reads with Unrecovered Read Error, counted by the set core and in the SMART log,
    while its neighbours read back and a rewrite heals it; a block whose programs fail is retired
    (grown bad) and no data is lost."""
    bench = Bench(CONFIG, tmp_path)
    rng = random.Random(seed())
    factory_bad = [(0, 0, 0, 2), (1, 0, 1, 5), (1, 0, 0, 0)]  # (channel, die, plane, block)

    async def mark(flash):
        for blk in factory_bad:
            await flash.mark_bad(*blk)

    async def body(chan, system):
        drive = await bench.drive(chan, system, before_cores=mark)
        page = system.geo.page_bytes
        qp = drive.qps[1]
        lba, n, _ = bench.ns[2]  # namespace 2, 4 KiB LBAs, set 1 on channel 1
        for slba in range(n):  # more pages than the cache holds: the early ones are on flash only
            await drive.write(qp, 2, slba, rng.randbytes(page))
        await drive.command(qp, 2, Command(opcode=0x00, nsid=2))
        target = 2
        loc = _find_page(system, bytes(drive.ref[2][target * page:(target + 1) * page]))
        await system.flash.fault_rule(0, Fault.UNCORRECTABLE, *loc)
        smart0 = await drive.ctrl.smart_log()
        for nlb_start, nlb in ((target, 1), (target - 1, 3)):
            drive.sent[2] += 1
            cpl, _, _ = await RefHost.read(drive, qp, 2, nlb_start, nlb)
            assert cpl.status.matches(MediaStatus.UNRECOVERED_READ_ERROR), f"read of an uncorrectable page: {cpl.status}"
        for slba in (target - 1, target + 1):
            await drive.read(qp, 2, slba, 1)
        await cycles(2000)
        mb = system.mailboxes()[1]
        assert mb.media_errors >= 2 and mb.error_cmds == 2, (
            f"set 1 counted {mb.media_errors} media errors, {mb.error_cmds} failed commands")
        smart1 = await drive.ctrl.smart_log()
        assert smart1.media_errors >= smart0.media_errors + 2, (smart0.media_errors, smart1.media_errors)
        await drive.write(qp, 2, target, rng.randbytes(page))  # the rewrite lands on another page
        await drive.command(qp, 2, Command(opcode=0x00, nsid=2))
        await drive.read(qp, 2, target - 1, 3)
        await system.flash.fault_rule(0, Fault.OFF, 0, 0, 0, 0, 0)

        # Programs fail in the block the set's last write went to (an open block): it is retired.
        last = rng.randbytes(page)
        await drive.write(qp, 2, 7, last)
        await drive.command(qp, 2, Command(opcode=0x00, nsid=2))
        ch, die, plane, block, _ = _find_page(system, last)
        await system.flash.fault_rule(1, Fault.PROGRAM_FAIL, ch, die, plane, block, 0, whole_block=True)
        for _ in range(3):
            for slba in rng.sample(range(n), 16):
                await drive.write(qp, 2, slba, rng.randbytes(page))
            await drive.command(qp, 2, Command(opcode=0x00, nsid=2))
        await cycles(2000)
        mb = system.mailboxes()[1]
        assert mb.grown_bad >= 1, f"no block retired after program failures ({mb.nand_programs} programs)"
        await system.flash.fault_rule(1, Fault.OFF, 0, 0, 0, 0, 0)
        await drive.verify_all()
        for blk in factory_bad:
            bad, written = await system.flash.block_state(*blk)
            assert bad and written == 0, f"factory bad block {blk} was programmed ({written} pages)"

    bench.run(body)


@pytest.mark.tiered
def test_flipped_bit_e2e_crc(tmp_path) -> None:
    """End-to-end data protection (flash.rdl E2E_CRC, which the management core enables): one
    payload bit flipped in the NAND array (DDR bank 1, through the backdoor, behind every check)
    fails the reads that cover it with Unrecovered Read Error, never silently; the neighbouring
    sectors (4 KiB each: the FTL's page) read back correct. On 512 B LBAs (the 8 LBAs of the
    flipped sector fail, the LBAs either side of it do not) and, in `make regress`, on 4 KiB LBAs
    too (one LBA per sector). The set core counts the media errors; a rewrite heals the LBA."""
    bench = Bench(CONFIG, tmp_path)
    rng = random.Random(seed())

    async def flip(system, data: bytes) -> tuple:
        """Invert one bit, anywhere (seeded), of the one page of the array holding `data`."""
        index = system.find_page(data)
        offset, bit = rng.randrange(len(data)), rng.randrange(8)
        addr = system.geo.data_address(index) + offset
        old = system.ddr1.read(addr, 1)[0]
        system.ddr1.write(addr, bytes([old ^ 1 << bit]))
        return system.geo.location(index) + (offset, bit)

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        page = system.geo.page_bytes
        # ENABLE (bit 0) set by the management core; SPARE_CHECK (bit 1): the back end checks the spare fields too
        assert await system.flash.rd("E2E_CRC") == 0b11, "the management core did not enable E2E_CRC"
        errors = 0
        nsids = pick((1,), (2, 1))
        for nsid in nsids:
            lba, n, _ = bench.ns[nsid]
            per = page // lba  # LBAs per sector (= page on sim_drive)
            qp = drive.qps[nsid - 1]
            # More pages than the cache holds: the early ones are on flash only.
            for slba in range(0, n, per):
                await drive.write(qp, nsid, slba, rng.randbytes(page))
            await drive.command(qp, nsid, Command(opcode=0x00, nsid=nsid))
            target = 2 * per  # the third sector
            where = await flip(system, bytes(drive.ref[nsid][target * lba:(target + per) * lba]))
            log.info("ns%d: one bit flipped in LBA %d's page %s (byte, bit)", nsid, target, where)
            # Every read that covers a flipped sector's LBA fails, whole or in part.
            for slba, nlb in ((target, 1), (target + per - 1, 1), (target - 1, 2), (target - per, 3 * per)):
                drive.sent[nsid] += 1
                errors += 1
                cpl, _, _ = await RefHost.read(drive, qp, nsid, slba, nlb)
                assert cpl.status.matches(MediaStatus.UNRECOVERED_READ_ERROR), (
                    f"ns{nsid} read {slba}+{nlb} over the flipped bit: {cpl.status} (the bit reached the host)")
            # The neighbouring sectors, and the LBAs right next to the flipped sector, are fine.
            await drive.read(qp, nsid, target - per, per)
            await drive.read(qp, nsid, target + per, per)
            await drive.read(qp, nsid, target - 1, 1)
            await drive.read(qp, nsid, target + per, 1)
            # A rewrite lands on another page: healed.
            await drive.write(qp, nsid, target, rng.randbytes(page))
            await drive.command(qp, nsid, Command(opcode=0x00, nsid=nsid))
            await drive.read(qp, nsid, target - per, 3 * per)
        await cycles(2000)
        mbs = system.mailboxes()
        assert sum(mb.error_cmds for mb in mbs) == errors, [mb.error_cmds for mb in mbs]
        assert all(mbs[nsid - 1].media_errors >= 4 for nsid in nsids), [mb.media_errors for mb in mbs]
        await drive.verify_all()

    bench.run(body)


# Set core mailbox `state` while nobody has written it since the hot reset (not a set_state).
_UNTOUCHED = 0x5EA1ED


def test_hot_reset_stale_go(tmp_path) -> None:
    """A hot reset (PCIe hot reset / FLR on the VCU118): controller, flash back end and cores are
    reset, DDR bank 0 and the cores' DRAM are not, so every set mailbox still holds the previous
    boot's configuration and `go`. The set cores must not start on that stale `go`: the
    management core holds them in reset (SET_CORES_RUN) until it has set up the flash back end
    again and rewritten their mailboxes. Seen from DDR0: after the reset the first write to a
    mailbox's `state` must be the management core's rewrite (BOOT), never a set core's
    (MOUNTING). Data flushed before the reset reads back afterwards."""
    bench = Bench(CONFIG, tmp_path)
    ns = bench.ns
    cores = bench.config.set_cores
    rng = random.Random(seed())
    state_at = smb.Mailbox.state.offset

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        page = system.geo.page_bytes
        for q, nsid in enumerate(ns):
            lba, n, _ = ns[nsid]
            for slba in rng.sample(range(0, n - page // lba + 1, page // lba), 3):
                await drive.write(drive.qps[q % 2], nsid, slba, rng.randbytes(page))
            await drive.command(drive.qps[q % 2], nsid, Command(opcode=0x00, nsid=nsid))
        assert all(mb.go == smb.GO for mb in system.mailboxes()), "the set mailboxes lost `go` before the reset"

        chan.hot_reset()
        chan.consoles.clear()
        await cycles(4)  # inside the reset (16 cycles): nothing runs, DDR0 is kept
        for s in range(cores):
            system.ddr0.write(smb.address(s) + state_at, _UNTOUCHED.to_bytes(4, "little"))
        first = [None] * cores
        end = asyncio.get_running_loop().time() + 10e-3
        while None in first:
            for s in range(cores):
                v = int.from_bytes(system.ddr0.read(smb.address(s) + state_at, 4), "little")
                if first[s] is None and v != _UNTOUCHED:
                    first[s] = v
            assert asyncio.get_running_loop().time() < end, f"set mailbox states never written after the reset: {first}"
            await cycles(16)
        assert first == [smb.STATE_BOOT] * cores, (
            f"set mailbox states first written after the hot reset: {first} (BOOT = the management "
            f"core's rewrite; MOUNTING = a set core started on the stale `go`)")
        await system.wait_ready()
        await drive.ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
        drive.qps = [await drive.ctrl.create_io_queue_pair(q + 1, 16) for q in range(2)]
        await drive.verify_all()

    bench.run(body)


@pytest.mark.tiered
def test_firmware_cost(tmp_path) -> None:
    """The cocotb `firmware_cost` bench's phases (test_fw_system.py) on cssd_sim: every page
    written and flushed, then 8 cache-hit reads, 8 reads from flash (QD 1, then QD 8), 8
    cached writes of 4 KiB and 8 writes that evict per set; work cycles (cycles minus the waits for the data mover and the flash) and
    instructions per command from the set mailboxes' counters. Writes build/bench/fw_native.json
    and logs the figures (rtl/soc/doc/system.md, firmware cost) for the board's Rocket
    configuration on CONFIG's geometry; it checks the data and that
    each phase's counters saw exactly its commands, not a goal. `make regress` only: it is a
    measurement (about a minute), and the paths it drives (hits, reads from flash, cached and
    evicting writes, the counters) are what test_io_integrity_and_gc, test_deep_queue_out_of_order
    and check_counters cover in `make test`."""
    if not regress():
        pytest.skip("make regress only: a measurement; its paths and counters are covered by make test's other tests")
    import json
    core = CONFIGS["vcu118"].rocket  # the board's cores, as the make bench figure (test_fw_system.py)
    bench = Bench(CONFIG, tmp_path, rocket_config=core)
    ns = bench.ns
    rng = random.Random(seed())

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        return await fw_cost.phases(drive, ns=ns, page=system.geo.page_bytes, rng=rng, mailboxes=system.mailboxes,
                                    settle=lambda: cycles(2000))

    phases = bench.run(body)
    out = Path(__file__).resolve().parents[3] / "build" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "fw_native.json").write_text(json.dumps({"config": CONFIG, "rocket": core, "phases": phases}, indent=1))
    for name, sets in phases.items():
        log.warning("%s: %s", name, "; ".join(f"set {s}: {d['work_cycles']:,.0f} work cycles / {d['instret']:,.0f} instr"
                                             for s, d in enumerate(sets) if d["cmds"]))
        assert all(d["cmds"] == fw_cost.PHASE_CMDS for d in sets), f"{name}: {sets}"
