"""Full system: host NVMe I/O served by the set cores' firmware on Rocket RTL.

`cssd_system` = ctrl_core (NVMe front end, SACA, flash back end) + two Rocket set cores running
`firmware/app` (HIL -> ICL -> FTL -> flash driver) on the UltraScale+ PCIe model. Namespace 1
(512 B LBAs) lives in NVM set 1, served by core 0 on channel 0; namespace 2 (4 KiB LBAs) in set
2, core 1, channel 1. Every byte read back is checked against a host-side reference (host_ref),
so data that the firmware dropped, misplaced or never wrote to flash fails the test; the set
cores' counters (set mailbox) must agree with what the host sent. The management core (core 2,
firmware/app/mgmt_main.c) boots from the boot block the testbench leaves in DDR0, sets up the
flash back end, configures and releases the set cores and serves every admin command
(`mgmt_admin` checks its answers against the Python model's structs and the NVMe statuses).
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest

import cocotb
from cocotb.triggers import ClockCycles, gather

REPO = Path(__file__).resolve().parents[3]
from cssd_config import CONFIGS, set_channel_count  # noqa: E402
from cssd_sim import boot_config as bcfg  # noqa: E402
from cssd_sim import set_mailbox as smb  # noqa: E402
from cssd_sim.cocotb_run import run  # noqa: E402
from cssd_nvme import Command  # noqa: E402
from cssd_nvme.cocotb_transport import cocotb_controller  # noqa: E402
from cssd_nvme.spec import AdminOpcode, Cns  # noqa: E402
from cssd_nvme.status import MediaStatus  # noqa: E402
from cssd_sim.flash_port import Fault  # noqa: E402
from cssd_sim.fw_system_tb import FwSystemTb, system_run_kwargs  # noqa: E402
from cssd_sim.host_ref import RefHost  # noqa: E402
from cssd_sim.power_cut_ref import PowerCutRef  # noqa: E402
from cssd_sim.nvme_fw import FwConfig, structs  # noqa: E402
from cssd_sim.nvme_fw.config import NamespaceConfig  # noqa: E402
from cssd_sim.tb_random import make_rng  # noqa: E402
from cssd_sim.tier import count, pick  # noqa: E402

# A named configuration of config/cssd.toml (CSSD_CONFIG; the pytest items below set it).
# sim_drive: one die per set, 2 planes x 8 blocks x 8 pages = 128 raw pages, 43 exported; GC after
# about 80 page programs, so the tests reach it in minutes of simulation (~7 kHz for the system).
CONFIG = CONFIGS[os.environ.get("CSSD_CONFIG", "sim_drive")]
NUM_CORES = CONFIG.set_cores
GEOMETRY = CONFIG.flash_parameters()
PAGE = CONFIG.page_bytes
# nsid: (LBA size, LBAs, NVM set), one namespace per set, 512 B and 4 KiB LBAs in turn. 128 KiB
# each: 32 of the 43 pages a one-channel set exports.
NS = {s + 1: ((512, 256) if s % 2 == 0 else (4096, 32)) + (s + 1,) for s in range(NUM_CORES)}
# The 2PM Table 1 times at 1/256 (tR 49, tPROG 684, tBERS 3418 cycles): data and mapping are
# under test here; timing is measured in the flash_top tests and `make bench`.
TIMING = dict(scale=1)



def _config() -> FwConfig:
    return FwConfig(namespaces=[NamespaceConfig(nsid, nvm_set, blocks, lba)
                                for nsid, (lba, blocks, nvm_set) in NS.items()])


class Drive(RefHost):
    def __init__(self, tb: FwSystemTb, ctrl, qps) -> None:
        super().__init__(ctrl, {nsid: (lba, n) for nsid, (lba, n, _) in NS.items()})
        self.tb, self.qps = tb, qps
        self.sent = {nsid: 0 for nsid in NS}  # commands per namespace (= per set)
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
        jobs = []
        for nsid, (lba, n) in self.ns.items():
            step = 8 * PAGE // lba
            jobs += [(nsid, s, min(step, n - s)) for s in range(0, n, step)]
        for i in range(0, len(jobs), len(self.qps)):
            await gather(*(cocotb.start_soon(self.read(qp, *job)) for qp, job in zip(self.qps, jobs[i:i + len(self.qps)])))


async def _drive(dut, before_cores=None) -> Drive:
    """Bring-up: the management model, the flash set-up (`before_cores` runs then, e.g. to mark
    factory bad blocks), the set cores booted (format), the host driver with two queues."""
    tb = FwSystemTb(dut, fw_config=_config(), num_cores=NUM_CORES)
    await tb.bring_up(with_io=False)
    geo = await tb.start_flash_hw(TIMING, before_cores)
    mbs = await tb.boot_cores(tb.set_configs_from(geo, time_scale=TIMING["scale"]))
    for s, mb in enumerate(mbs):
        tb.log.info("set %d: %d logical pages", s, mb.capacity_pages)
    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=5e-3, poll_interval=500e-9, irq_fallback=2e-6)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    await ctrl.identify_controller()
    for nsid in NS:
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(2)]
    return Drive(tb, ctrl, qps)


async def _check_smart(drive: Drive) -> None:
    """SMART / Health from the management core: host Read / Write commands equal what the host
    sent (mgmt_log.c sums the set mailboxes), data units from the pages the set cores moved."""
    for _ in range(50):  # the set cores publish their counters at their next idle poll
        mbs = drive.tb.mailboxes()
        if sum(mb.read_cmds for mb in mbs) == drive.reads and sum(mb.write_cmds for mb in mbs) == drive.writes:
            break
        await drive.tb.cycles(200)
    smart = await drive.ctrl.smart_log()
    after = drive.tb.mailboxes()
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


async def _check_counters(drive: Drive, *, idle_woken: bool = True) -> list[smb.Mailbox]:
    """Per-set command counts against the host's; `idle_woken`: each set core also slept on WFI
    and its set-queue interrupt woke it at least once (true of a workload with idle gaps between
    commands, not of one set's back-to-back burst)."""
    # A set core counts a command after it posted the completion, so the host can see the
    # completion a few hundred cycles before the count: wait (bounded) for the counts to settle.
    want = [drive.sent[next(n for n, (_, _, st) in NS.items() if st == s + 1)] for s in range(NUM_CORES)]
    for _ in range(50):
        mbs = drive.tb.mailboxes()
        if [mb.commands for mb in mbs] == want:
            break
        await drive.tb.cycles(200)
    for s, mb in enumerate(mbs):
        nsid = next(n for n, (_, _, st) in NS.items() if st == s + 1)
        assert mb.commands == drive.sent[nsid], (
            f"set {s}: firmware counted {mb.commands} commands, the host sent {drive.sent[nsid]}")
        assert mb.error_cmds == 0, f"set {s}: {mb.error_cmds} commands failed in firmware"
        # Idle is WFI (app/set_main.c): the core slept, and its set queue interrupt woke it.
        assert not idle_woken or (mb.sleeps > 0 and mb.wake_set > 0), (
            f"set {s}: {mb.sleeps} sleeps, {mb.wake_set} set-queue wake-ups: the idle loop did not sleep on WFI")
        drive.tb.log.info("set %d: %s", s, {k: getattr(mb, k) for k in smb.COUNTERS})
        if mb.read_cmds:
            drive.tb.log.info("set %d: %.0f cycles, %.0f instructions per read command",
                              s, mb.read_cycles / mb.read_cmds, mb.read_instret / mb.read_cmds)
        if mb.write_cmds:
            drive.tb.log.info("set %d: %.0f cycles, %.0f instructions per write command",
                              s, mb.write_cycles / mb.write_cmds, mb.write_instret / mb.write_cmds)
    return mbs


@cocotb.test(timeout_time=200, timeout_unit="ms")
async def io_integrity_and_gc(dut):
    """Random writes (sub-page, unaligned, multi-page, FUA), reads, Write Zeroes, deallocation
    and Flush over every set from two queues, everything read back and compared; then
    overwrites until every set core's FTL has collected garbage, and everything again."""
    rng = make_rng(dut, "FW_SYSTEM_SEED")
    drive = await _drive(dut)
    tb = drive.tb

    async def writer(q, qp, count):
        # Queue q owns half of each namespace: concurrent writes never overlap.
        for _ in range(count):
            nsid = rng.choice(list(NS))
            lba, n, _ = NS[nsid]
            lo, hi = q * n // 2, (q + 1) * n // 2
            nlb = rng.choice([1, 3, 8, 9, 16]) if lba == 512 else rng.choice([1, 1, 2, 3])
            slba = rng.randrange(lo, hi - nlb + 1)
            await drive.write(qp, nsid, slba, rng.randbytes(nlb * lba), fua=rng.random() < 0.1)

    for _ in range(2):
        await gather(*(cocotb.start_soon(writer(q, qp, 6)) for q, qp in enumerate(drive.qps)))
        await gather(*(cocotb.start_soon(drive.read(qp, 1 + q, rng.randrange(0, 8), 4)) for q, qp in enumerate(drive.qps)))

    qp = drive.qps[0]
    await drive.write(qp, 1, 64, rng.randbytes(64 * 512))  # ns1 LBAs 64..127 = pages 8..15
    await drive.command(qp, 1, Command(opcode=0x08, nsid=1, cdw10=67, cdw12=20 - 1))
    drive.ref[1][67 * 512:87 * 512] = bytes(20 * 512)
    ranges = [(90, 3), (96, 16)]  # part of page 11; all of pages 12 and 13
    dsm = drive.ctrl.alloc_buffer(PAGE)
    await dsm.write(b"".join(struct.pack("<IIQ", 0, n, a) for a, n in ranges))
    await drive.command(qp, 1, Command(opcode=0x09, nsid=1, cdw10=len(ranges) - 1, cdw11=4), data=dsm,
                        length=16 * len(ranges))
    dsm.free()
    for a, n in ranges:
        drive.ref[1][a * 512:(a + n) * 512] = bytes(n * 512)
    for nsid in NS:
        await drive.command(qp, nsid, Command(opcode=0x00, nsid=nsid))
    await drive.verify_all()
    await _check_counters(drive)

    # Overwrite whole pages until both FTLs have run GC (bounded: several times the raw pages).
    rounds = 0
    while not all(mb.gc_runs > 0 for mb in tb.mailboxes()):
        rounds += 1
        assert rounds <= 40, f"no GC after {rounds} rounds: {[(mb.gc_runs, mb.nand_programs) for mb in tb.mailboxes()]}"
        jobs = []
        for nsid, (lba, n, _) in NS.items():  # one writer per namespace (= set): no overlaps
            qp = drive.qps[(nsid - 1) % len(drive.qps)]
            per = PAGE // lba
            picks = [rng.randrange(0, n // per) * per for _ in range(8)]
            jobs.append(cocotb.start_soon(_writes(drive, qp, nsid, picks, per, rng)))
        await gather(*jobs)
        for nsid in NS:  # push the cache's pages to flash so programs (and GC) happen
            await drive.command(drive.qps[0], nsid, Command(opcode=0x00, nsid=nsid))
        tb.log.info("overwrite round %d: %s", rounds,
                    [dict(programs=mb.nand_programs, gc=mb.gc_runs, erases=mb.nand_erases) for mb in tb.mailboxes()])
    await drive.verify_all()
    mbs = await _check_counters(drive)
    assert all(mb.nand_erases > 0 and mb.gc_copies >= 0 for mb in mbs)
    await _check_smart(drive)


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def channel_split(dut):
    """Each set on its own share of the channels, whatever the configuration's split (boot_cores
    checks the management core wrote the mailboxes with cssd_config's): every namespace written
    whole from both queues, flushed, read back and compared, each set's programs counted by its
    own FTL. With sim_uneven the last set drives two channels, the others one. `make test`
    writes the first half of each namespace (16 pages), `make regress` (CSSD_TIER=regress) all
    of it."""
    rng = make_rng(dut, "FW_SYSTEM_SEED")
    drive = await _drive(dut)
    chunk = 4 * PAGE
    for nsid, (lba, n, _) in NS.items():
        per = chunk // lba
        starts = list(range(0, pick(16 * PAGE // lba, n), per))
        for i in range(0, len(starts), len(drive.qps)):
            await gather(*(cocotb.start_soon(drive.write(qp, nsid, s, rng.randbytes(min(per, n - s) * lba)))
                           for qp, s in zip(drive.qps, starts[i:i + len(drive.qps)])))
        await drive.command(drive.qps[0], nsid, Command(opcode=0x00, nsid=nsid))
    await drive.verify_all()
    mbs = await _check_counters(drive, idle_woken=False)  # each set's writes came in one burst
    for s, mb in enumerate(mbs):
        lba, n, _ = NS[s + 1]
        pages = pick(16, n * lba // PAGE)
        assert (mb.ch_first, mb.ch_count) == (CONFIG.set_channels(s).start, len(CONFIG.set_channels(s)))
        assert mb.nand_programs >= pages, f"set {s}: {mb.nand_programs} programs for {pages} pages"


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def mgmt_admin(dut):
    """Admin commands served by the management core's firmware on the RTL: Identify bytes equal
    the Python model's structs (as firmware/tests test_mgmt_layout checks host-natively), SMART
    counts what the host sent, malformed commands get the NVMe statuses, I/O queues deleted and
    created again carry I/O, Abort and Get / Set Features answer."""
    drive = await _drive(dut)
    tb, ctrl = drive.tb, drive.ctrl
    assert tb.mgmt_core, "this build has no management core"
    cfg = _config()
    nss = {n.nsid: n for n in cfg.namespaces}

    def masked(b: bytes) -> bytes:  # NGUID / EUI64: not derived by the C port
        return b[:104] + bytes(24) + b[128:]

    want = {"controller": (Cns.CONTROLLER, 0, structs.identify_controller(cfg)),
            "active list": (Cns.ACTIVE_NS_LIST, 0, structs.id_list_u32(sorted(NS))),
            "NVM set list": (Cns.NVM_SET_LIST, 0, structs.nvm_set_list(cfg, 1))}
    for nsid in NS:
        want[f"namespace {nsid}"] = (Cns.NAMESPACE, nsid, masked(structs.identify_namespace(cfg, nss[nsid])))
    for name, (cns, nsid, data) in want.items():
        got = await ctrl.identify(cns, nsid=nsid, cns_id=1 if cns == Cns.NVM_SET_LIST else 0)
        got = masked(got) if name.startswith("namespace") else got
        diff = [i for i in range(len(data)) if got[i] != data[i]]
        assert not diff, f"Identify {name}: bytes differ from nvme_fw.structs at {diff[:16]}"

    rng = make_rng(dut, "FW_SYSTEM_SEED")
    for q, qp in enumerate(drive.qps):
        nsid = 1 + q
        lba, n, _ = NS[nsid]
        await drive.write(qp, nsid, 0, rng.randbytes(2 * PAGE))
        await drive.read(qp, nsid, 0, 2 * PAGE // lba)
        await drive.read(qp, nsid, n - 1, 1)
    await _check_smart(drive)

    # Malformed admin commands: status (SCT, SC) and DNR.
    qmem = ctrl.alloc_buffer(PAGE)
    bad = [("unknown opcode", Command(opcode=0x7F, admin=True), (0, 0x01)),
           ("Identify CNS 0x55", Command(AdminOpcode.IDENTIFY, admin=True, cdw10=0x55), (0, 0x02)),
           ("Identify inactive NSID 99", Command(AdminOpcode.IDENTIFY, admin=True, nsid=99, cdw10=Cns.NAMESPACE), (0, 0x0B)),
           ("Get Log Page LID 0x7E", Command(AdminOpcode.GET_LOG_PAGE, admin=True, nsid=0xFFFFFFFF,
                                               cdw10=0x7E | (128 - 1) << 16), (1, 0x09)),
           ("Get Features FID 0x7E", Command(AdminOpcode.GET_FEATURES, admin=True, cdw10=0x7E), (0, 0x02)),
           ("Create CQ QID 0", Command(AdminOpcode.CREATE_IO_CQ, admin=True, prp1=qmem.addr, cdw10=0 | 15 << 16, cdw11=1),
            (1, 0x01)),
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
    # Features: Number of Queues (set once the queues exist: Command Sequence Error; read: what
    # was granted), Arbitration written and read back.
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
    await drive.write(drive.qps[1], 2, 4, rng.randbytes(PAGE))
    await drive.read(drive.qps[1], 2, 0, 8)
    await drive.verify_all()
    await _check_counters(drive)
    await _check_smart(drive)
    tb.log.info("management core: boot to release %d cycles, set cores ready %d cycles after reset",
                tb.mgmt_ready_cycles, tb.boot_cycles)


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


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def mgmt_board_default(dut):
    """No loader, as on a board: nothing writes the boot block, the management core comes up on
    its compiled-in board default (set cores from its CORE_ID, one namespace per set sized from
    the flash GEOMETRY CSRs and the set FTL's over-provisioning, 512 B LBAs, TIME_SCALE 256).
    Readiness is the console (what the board's UART shows). The host then sees the namespaces
    with the sizes computed here in Python, and one LBA per namespace (the last one, so an
    off-by-one in the size shows) round-trips; one past the end is refused."""
    want = board_default_namespaces(GEOMETRY, NUM_CORES)
    cfg = FwConfig(namespaces=[NamespaceConfig(nsid, nsid, blocks, 512) for nsid, blocks in want.items()])
    tb = FwSystemTb(dut, fw_config=cfg, num_cores=NUM_CORES)
    assert tb.mgmt_core, "this build has no management core"
    await tb.bring_up(with_io=False)
    geo = await tb.start_flash_hw({})
    seen = {}

    async def mgmt_ready():
        # The board default is real NAND timing; the simulation cannot afford it (a program is
        # 175k cycles at 256/256): check what the management core programmed, then speed up.
        seen["scale"] = await tb.flash.rd("TIME_SCALE")
        await tb.flash.set_timing(scale=TIMING["scale"])

    await tb.boot_cores(tb.set_configs_from(geo, time_scale=256), loader=False, on_mgmt_ready=mgmt_ready)
    mgmt_log = tb.console(NUM_CORES)
    assert f"mgmt: no boot block, board defaults: {NUM_CORES} sets, {NUM_CORES} namespaces of {want[1]} x 512 B" \
        in mgmt_log, mgmt_log
    assert seen["scale"] == 256, f"board default TIME_SCALE {seen['scale']}, expected 256 (real NAND timing)"
    bc = bcfg.read(tb.ddr0)
    assert bc.magic == 0 and bc.mgmt_state == bcfg.STATE_BOOT, "the management core wrote a boot block nobody reads"
    for s, mb in enumerate(tb.mailboxes()):
        assert [(n.nsid, n.lba_shift, n.blocks) for n in mb.ns[:mb.nns]] == [(s + 1, 9, want[s + 1])], (
            f"set {s} mailbox namespaces")

    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=5e-3, poll_interval=500e-9, irq_fallback=2e-6)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    idc = await ctrl.identify_controller()
    assert idc.nn == NUM_CORES, f"Identify Controller NN {idc.nn}, expected {NUM_CORES}"
    active = struct.unpack_from(f"<{NUM_CORES + 1}I", await ctrl.identify(Cns.ACTIVE_NS_LIST))
    assert list(active) == sorted(want) + [0], f"active namespaces {active}"
    for nsid, blocks in want.items():
        ns = await ctrl.identify_namespace(nsid)
        assert (ns.nsze, ns.ncap, ns.lba_size, ns.nvmsetid) == (blocks, blocks, 512, nsid), (
            f"namespace {nsid}: NSZE {ns.nsze} NCAP {ns.ncap} LBA {ns.lba_size} set {ns.nvmsetid}, "
            f"expected {blocks} blocks of 512 B in set {nsid}")

    host = RefHost(ctrl, {nsid: (512, blocks) for nsid, blocks in want.items()})
    qp = await ctrl.create_io_queue_pair(1, 16)
    rng = make_rng(dut, "FW_SYSTEM_SEED")
    for nsid, blocks in want.items():
        cpl = await host.write(qp, nsid, blocks - 1, rng.randbytes(512))
        assert not cpl.status.is_error, f"write ns{nsid} last LBA {blocks - 1}: {cpl.status}"
        cpl, got, exp = await host.read(qp, nsid, blocks - 1, 1)
        assert not cpl.status.is_error and got == exp, f"ns{nsid} last LBA {blocks - 1}: {cpl.status}, data equal {got == exp}"
        cpl = await host.write(qp, nsid, blocks, bytes(512))
        assert (cpl.status.sct, cpl.status.sc) == (0, 0x80), f"write ns{nsid} LBA {blocks} (past the end): {cpl.status}"
    tb.log.info("board default: %s LBAs per namespace, set cores ready %d cycles after reset", want, tb.boot_cycles)


def _find_page(tb: FwSystemTb, data: bytes) -> tuple[int, int, int, int, int]:
    """Where the NAND array (DDR bank 1 from 0) holds `data`: (ch, die, plane, block, page).
    Exactly one copy must be there (the firmware keeps its map in its private DRAM)."""
    g = GEOMETRY
    pages = g["FlashChannels"] * g["FlashDies"] * g["FlashPlanes"] * g["FlashBlocks"] * g["FlashPages"]
    array = tb.ddr1.read(0, pages * PAGE)
    hits = [i for i in range(pages) if array[i * PAGE:(i + 1) * PAGE] == data]
    assert len(hits) == 1, f"{len(hits)} copies of the page in the NAND array"
    return tb.array_location(hits[0])


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def media_faults(dut):
    """Factory bad blocks are never programmed; an uncorrectable page (injected in the back end)
    fails its reads with Unrecovered Read Error, counted by the set core and in the SMART log,
    while its neighbours read back and a rewrite heals it; a block whose programs fail is retired
    (grown bad) and no data is lost."""
    rng = make_rng(dut, "FW_SYSTEM_SEED")
    factory_bad = [(0, 0, 0, 2), (1, 0, 1, 5), (1, 0, 0, 0)]  # (channel, die, plane, block)

    async def mark(flash):
        for blk in factory_bad:
            await flash.mark_bad(*blk)

    drive = await _drive(dut, before_cores=mark)
    tb = drive.tb
    qp = drive.qps[1]
    lba, n, _ = NS[2]  # namespace 2, 4 KiB LBAs, set 1 on channel 1
    for slba in range(n):  # more pages than the cache holds: the early ones are on flash only
        await drive.write(qp, 2, slba, rng.randbytes(PAGE))
    await drive.command(qp, 2, Command(opcode=0x00, nsid=2))
    target = 2
    loc = _find_page(tb, bytes(drive.ref[2][target * PAGE:(target + 1) * PAGE]))
    await tb.flash.fault_rule(0, Fault.UNCORRECTABLE, *loc)
    smart0 = await drive.ctrl.smart_log()
    for nlb_start, nlb in ((target, 1), (target - 1, 3)):
        drive.sent[2] += 1
        cpl, _, _ = await RefHost.read(drive, qp, 2, nlb_start, nlb)
        assert cpl.status.matches(MediaStatus.UNRECOVERED_READ_ERROR), f"read of an uncorrectable page: {cpl.status}"
    for slba in (target - 1, target + 1):
        await drive.read(qp, 2, slba, 1)
    await tb.cycles(2000)
    mb = tb.mailboxes()[1]
    assert mb.media_errors >= 2 and mb.error_cmds == 2, f"set 1 counted {mb.media_errors} media errors, {mb.error_cmds} failed commands"
    smart1 = await drive.ctrl.smart_log()
    assert smart1.media_errors >= smart0.media_errors + 2, (smart0.media_errors, smart1.media_errors)
    await drive.write(qp, 2, target, rng.randbytes(PAGE))  # the rewrite lands on another page
    await drive.command(qp, 2, Command(opcode=0x00, nsid=2))
    await drive.read(qp, 2, target - 1, 3)
    await tb.flash.fault_rule(0, Fault.OFF, 0, 0, 0, 0, 0)

    # Programs fail in the block the set's last write went to (an open block): it is retired.
    last = rng.randbytes(PAGE)
    await drive.write(qp, 2, 7, last)
    await drive.command(qp, 2, Command(opcode=0x00, nsid=2))
    ch, die, plane, block, _ = _find_page(tb, last)
    await tb.flash.fault_rule(1, Fault.PROGRAM_FAIL, ch, die, plane, block, 0, whole_block=True)
    for _ in range(3):
        for slba in rng.sample(range(n), 16):
            await drive.write(qp, 2, slba, rng.randbytes(PAGE))
        await drive.command(qp, 2, Command(opcode=0x00, nsid=2))
    await tb.cycles(2000)
    mb = tb.mailboxes()[1]
    assert mb.grown_bad >= 1, f"no block retired after program failures ({mb.nand_programs} programs)"
    await tb.flash.fault_rule(1, Fault.OFF, 0, 0, 0, 0, 0)
    await drive.verify_all()
    for blk in factory_bad:
        bad, written = await tb.flash.block_state(*blk)
        assert bad and written == 0, f"factory bad block {blk} was programmed ({written} pages)"


# Power cuts per run: 2 in `make test`, 5 in `make regress`'s tiered run; `make power-cuts` sets
# FW_SYSTEM_CUTS (50 by default).
CUTS = count("FW_SYSTEM_CUTS", 2, 5)


@cocotb.test(timeout_time=30 + 5 * CUTS, timeout_unit="ms")
async def power_cuts(dut):
    """Power is cut at random points of a write workload (sub-page and whole-page writes, FUA,
    Flush; the cuts land in host programs, cache write-back, GC and checkpoints): controller,
    cores and DRAM lose everything, the NAND array keeps what was programmed. After each cut the
    set cores mount the FTL again and every LBA must hold its durable value or a value written
    after it (FW_SYSTEM_CUTS cuts; 2 in `make test`, `make power-cuts` runs 50)."""
    rng = make_rng(dut, "FW_SYSTEM_SEED")
    drive = await _drive(dut)
    tb = drive.tb
    ref = PowerCutRef(drive, log=tb.log)
    capacity = [mb.capacity_pages for mb in tb.mailboxes()]

    async def workload(q: int, nsid: int) -> None:
        lba, n, _ = NS[nsid]
        per = PAGE // lba
        qp = drive.qps[q % len(drive.qps)]  # sim_uneven: three sets over the two queues
        while True:
            for _ in range(rng.randrange(3, 9)):
                nlb = rng.choice([1, 3, per, per, 2 * per]) if lba == 512 else rng.choice([1, 1, 2])
                slba = rng.randrange(0, n - nlb + 1)
                data = rng.randbytes(nlb * lba)
                fua = rng.random() < 0.15
                ref.submitted(nsid, slba, data)
                await drive.write(qp, nsid, slba, data, fua=fua)
                if fua:
                    ref.fua_done(nsid, slba, data)
            snapshot = bytes(drive.ref[nsid])
            await drive.command(qp, nsid, Command(opcode=0x00, nsid=nsid))
            ref.flushed(nsid, snapshot)

    total_bad = 0
    for cut in range(CUTS):
        tasks = [cocotb.start_soon(workload(q, 1 + q)) for q in range(NUM_CORES)]
        at = rng.randrange(20_000, 300_000)
        await tb.cycles(at)
        before = tb.mailboxes()
        for t in tasks:
            t.cancel()
        tb.stop_firmware()
        await tb.power_cut()
        tb.log.info("power cut %d at +%d cycles: set counters before the cut %s", cut + 1, at,
                    [dict(programs=mb.nand_programs, gc=mb.gc_runs, erases=mb.nand_erases) for mb in before])
        await tb.reset()
        await tb.fw_hw.start()
        tb.start_firmware()
        geo = await tb.start_flash_hw(TIMING)
        mbs = await tb.boot_cores(tb.set_configs_from(geo, time_scale=TIMING["scale"]))
        assert [mb.capacity_pages for mb in mbs] == capacity, "the FTL came back with another capacity"
        await drive.ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
        drive.qps = [await drive.ctrl.create_io_queue_pair(q + 1, 16) for q in range(2)]
        for nsid, (lba, n, _) in NS.items():
            got = bytearray()
            for slba in range(0, n, 32 * 512 // lba):
                nlb = min(32 * 512 // lba, n - slba)
                cpl, buf, _ = await RefHost.read(drive, drive.qps[0], nsid, slba, nlb)
                assert not cpl.status.is_error, f"after cut {cut + 1}: read ns{nsid} lba {slba}: {cpl.status}"
                got += buf
            total_bad += ref.check(nsid, bytes(got))
        assert total_bad == 0, f"after cut {cut + 1}: {total_bad} LBAs lost durable data or hold data never written"
        tb.log.info("cut %d: recovered, all LBAs durable or newer (%s)", cut + 1,
                    [dict(recoveries=mb.recoveries, programs=mb.nand_programs) for mb in mbs])


# Set core mailbox `state` while nobody has written it since the hot reset (not a set_state).
_UNTOUCHED = 0x5EA1ED


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def hot_reset_stale_go(dut):
    """A hot reset (PCIe hot reset / FLR on the VCU118): controller, flash back end and cores are
    reset, DDR bank 0 and the cores' DRAM are not, so every set mailbox still holds the previous
    boot's configuration and `go`. The set cores must not start on that stale `go`: the
    management core holds them in reset (SET_CORES_RUN) until it has set up the flash back end
    again and rewritten their mailboxes. Seen from DDR0: after the reset the first write to a
    mailbox's `state` must be the management core's rewrite (BOOT), never a set core's
    (MOUNTING). Data flushed before the reset reads back afterwards."""
    rng = make_rng(dut, "FW_SYSTEM_SEED")
    drive = await _drive(dut)
    tb = drive.tb
    assert tb.mgmt_core, "this build has no management core"
    for q, nsid in enumerate(NS):
        lba, n, _ = NS[nsid]
        for slba in rng.sample(range(0, n - PAGE // lba + 1, PAGE // lba), 3):
            await drive.write(drive.qps[q], nsid, slba, rng.randbytes(PAGE))
        await drive.command(drive.qps[q], nsid, Command(opcode=0x00, nsid=nsid))
    assert all(mb.go == smb.GO for mb in tb.mailboxes()), "the set mailboxes lost `go` before the reset"

    tb.stop_firmware()
    dut.cores_rst_ni.value = 0
    dut.rst_ni.value = 0
    await ClockCycles(dut.clk_i, 4)
    tb.consoles = [bytearray() for _ in range(tb.num_all)]
    state_at = smb.Mailbox.state.offset
    for s in range(NUM_CORES):
        tb.ddr0.write(smb.address(s) + state_at, _UNTOUCHED.to_bytes(4, "little"))
    await tb.reset()
    await tb.fw_hw.start()
    tb.start_firmware()
    geo = await tb.start_flash_hw(TIMING)

    async def first_state_writes() -> list[int]:
        first = [None] * NUM_CORES
        while None in first:
            for s in range(NUM_CORES):
                v = int.from_bytes(tb.ddr0.read(smb.address(s) + state_at, 4), "little")
                if first[s] is None and v != _UNTOUCHED:
                    first[s] = v
            await ClockCycles(dut.clk_i, 16)
        return first

    watch = cocotb.start_soon(first_state_writes())
    boot = cocotb.start_soon(tb.boot_cores(tb.set_configs_from(geo, time_scale=TIMING["scale"]),
                                           keep_mailboxes=True))
    first = await watch
    assert first == [smb.STATE_BOOT] * NUM_CORES, (
        f"set mailbox states first written after the hot reset: {first} (BOOT = the management "
        f"core's rewrite; MOUNTING = a set core started on the stale `go`)")
    await boot
    await drive.ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    drive.qps = [await drive.ctrl.create_io_queue_pair(q + 1, 16) for q in range(2)]
    await drive.verify_all()
    tb.log.info("hot reset: set cores waited for the management core, flushed data intact")


def _cost_delta(after: smb.Mailbox, before: smb.Mailbox, kind: str) -> dict:
    n = getattr(after, f"{kind}_cmds") - getattr(before, f"{kind}_cmds")
    d = {k: getattr(after, f"{kind}_{k}") - getattr(before, f"{kind}_{k}") for k in ("cycles", "instret", "wait_cycles")}
    if not n:
        return {"cmds": 0}
    return {"cmds": n, "cycles": d["cycles"] / n, "instret": d["instret"] / n, "wait_cycles": d["wait_cycles"] / n,
            "work_cycles": (d["cycles"] - d["wait_cycles"]) / n}


@cocotb.test(timeout_time=60, timeout_unit="ms", skip=os.environ.get("CSSD_BENCH") != "1")
async def firmware_cost(dut):
    """`make bench`: the set cores' cost per 4 KiB command on the Rocket RTL (mcycle / minstret
    around each command in the HIL, the time spent waiting for the data mover and the flash
    counted apart), for cache-hit reads, reads from flash and cache-absorbed writes at QD 1, and
    the full system's simulation speed. Writes build/bench/fw_system.json."""
    import json
    import time

    from cocotb.utils import get_sim_time

    rng = make_rng(dut, "FW_SYSTEM_SEED")
    wall0, sim0 = time.monotonic(), get_sim_time("ns")
    drive = await _drive(dut)
    tb = drive.tb
    boot_cycles = tb.boot_cycles
    n_pages = {nsid: n * lba // PAGE for nsid, (lba, n, _) in NS.items()}
    for nsid, pages in n_pages.items():  # fill every page, then flush: the data is on flash
        per = PAGE // NS[nsid][0]
        for p in range(pages):
            await drive.write(drive.qps[nsid - 1], nsid, p * per, rng.randbytes(PAGE))
        await drive.command(drive.qps[0], nsid, Command(opcode=0x00, nsid=nsid))
    await tb.cycles(2000)
    phases = {}

    async def measure(name, kind, ops):
        before = tb.mailboxes()
        for nsid, slba in ops:
            per = PAGE // NS[nsid][0]
            if kind == "read":
                await drive.read(drive.qps[nsid - 1], nsid, slba, per)
            else:
                await drive.write(drive.qps[nsid - 1], nsid, slba, rng.randbytes(PAGE))
        await tb.cycles(2000)
        after = tb.mailboxes()
        phases[name] = [_cost_delta(a, b, kind) for a, b in zip(after, before)]
        tb.log.info("%s: %s", name, phases[name])

    # The ICL keeps the last 32 written pages: the last quarter of each namespace is cached, the
    # first quarter is not (evicted and written back during the fill).
    hits = [(nsid, p * (PAGE // NS[nsid][0])) for nsid, pages in n_pages.items() for p in range(pages - 8, pages)]
    misses = [(nsid, p * (PAGE // NS[nsid][0])) for nsid, pages in n_pages.items() for p in range(0, 8)]
    await measure("read_hit", "read", hits)
    await measure("read_flash", "read", misses)
    await measure("write_cached", "write", [(nsid, slba) for nsid, slba in hits])
    await drive.verify_all()
    cycles = (get_sim_time("ns") - sim0) / 4.0
    result = {"boot_cycles": boot_cycles, "phases": phases, "cores": NUM_CORES, "mgmt_core": tb.mgmt_core,
              "geometry": GEOMETRY,
              "time_scale": TIMING["scale"], "sim_cycles": cycles, "wall_s": time.monotonic() - wall0,
              "khz": cycles / (time.monotonic() - wall0) / 1e3, "goal_cycles": 1000}
    out = REPO / "build" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "fw_system.json").write_text(json.dumps(result, indent=1))
    tb.log.info("full system: %.0f cycles in %.0f s wall = %.2f kHz", cycles, result["wall_s"], result["khz"])


async def _writes(drive, qp, nsid, picks, per, rng) -> None:
    lba = drive.ns[nsid][0]
    for slba in picks:
        await drive.write(qp, nsid, slba, rng.randbytes(per * lba))


# The cocotb tests above as pytest items, so that `make test`'s workers share them out (one
# model, built once). "rest" is every test not named in another group, new ones included.
TEST_GROUPS = {
    "power_cuts": ["power_cuts"],
    "io_integrity_and_gc": ["io_integrity_and_gc"],
    "rest": None,
}
# Left out of "rest" on sim_drive in `make test` only: the split there (one channel per set) is
# the simple case of test_fw_system_uneven's (one and two channels per set), which make test runs.
TEST_ONLY_ELSEWHERE = ["channel_split"]


def _group_filter(group: str) -> dict:
    if TEST_GROUPS[group] is not None:
        return {"testcase": TEST_GROUPS[group]}
    named = [n for names in TEST_GROUPS.values() if names for n in names]
    if CONFIG.name == "sim_drive":
        named += pick(TEST_ONLY_ELSEWHERE, [])
    return {"test_filter": r"^(?!.*\.(" + "|".join(named) + r")$)"}


# "rest" is tiered: `make regress` runs it again with channel_split on sim_drive (see
# TEST_ONLY_ELSEWHERE); the other groups' full runs are `make power-cuts` and `make fw-uneven`.
@pytest.mark.parametrize("group", [pytest.param(g, marks=pytest.mark.tiered) if g == "rest" else g
                                   for g in TEST_GROUPS])
def test_fw_system(group) -> None:
    if os.environ.get("SIM", "verilator") != "verilator":
        pytest.skip("the full system runs on Verilator only (Rocket, DPI memories)")
    if os.environ.get("COCOTB_TEST_FILTER") and group != "rest":
        pytest.skip("COCOTB_TEST_FILTER picks tests from the whole module in one run")
    kw = system_run_kwargs(REPO, CONFIG.system_parameters())
    select = {} if os.environ.get("COCOTB_TEST_FILTER") else _group_filter(group)
    run(test_file=__file__, **select, **kw)  # firmware_cost skips itself outside `make bench`


def test_fw_system_uneven() -> None:
    """Another named configuration, rebuilt from config/cssd.toml alone: 3 set cores over 4
    channels (1, 1 and 2 channels), so the RTL's interrupt wiring, the management firmware's
    mailboxes and this bench's expectations all take the uneven split from cssd_config. Here the
    channel_split test; `make regress` runs every group on it (CSSD_CONFIG=sim_uneven), the I/O
    integrity and GC test took about 20 CPU minutes."""
    if os.environ.get("SIM", "verilator") != "verilator":
        pytest.skip("the full system runs on Verilator only (Rocket, DPI memories)")
    cfg = CONFIGS["sim_uneven"]
    assert len({len(cfg.set_channels(s)) for s in range(cfg.set_cores)}) > 1, "the split must be uneven"
    kw = system_run_kwargs(REPO, cfg.system_parameters())
    run(test_file=__file__, testcase="channel_split", extra_env={"CSSD_CONFIG": cfg.name}, **kw)


def test_fw_system_bench() -> None:
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    kw = system_run_kwargs(REPO, CONFIG.system_parameters())
    run(test_file=__file__, testcase="firmware_cost", **kw)
