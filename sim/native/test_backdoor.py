"""Host-channel version 2 on a booted sim_drive (sim/native/doc/host_channel.md): what the
full-system tests need beside the host, used the way they use it (cssd_sim.native_bench).

- The boot state read through the memory backdoor: the boot block says the management core is
  READY and each set mailbox READY with the configuration's channel split.
- Damage in the NAND array (DDR bank 1) through the backdoor, on a page found there by content
  after NVMe writes: a flipped data bit fails the flash DMA's end-to-end CRC (flash.rdl E2E_CRC,
  enabled by the management core; the set cores' FTL keeps no data CRC) and comes back to the
  host as Unrecovered Read Error, never as data; so does a flipped bit of the hardware-owned CRC
  field at the end of the spare area (a sector CRC, and the spare CRC), and of the FTL's spare
  sequence number, which a host read does not compare and the set cores no longer check in
  software: only the back end's spare CRC catches it; each heals when the byte is restored.
  (Before E2E_CRC the data flip reached the host with a good status.)
- A fault rule written to the flash back end through the firmware port (FW_WRITE, the cocotb
  benches' FlashPort driver) fails the read of that page; cleared, the page reads again.
- Power cycles: flushed data reads back equal after one, DDR bank 0 and the cores' DRAM come
  back empty (the boot block loaded again), the NAND array keeps its bytes, an MMIO read in
  flight ends in a completion timeout; with the cores held (RESET kind 2) nothing runs until
  RELEASE, while the firmware port already answers.

One simulator for the module; each test writes what it reads, so any subset runs in any order.
"""

from __future__ import annotations

import asyncio
import random

import pytest

from cssd_config import CONFIGS
from cssd_nvme.sim_transport import MMIO_TIMEOUT, HostChannel, sim_controller
from cssd_nvme.spec import Reg
from cssd_nvme.status import MediaStatus

from cssd_sim import boot_config as bcfg
from cssd_sim import native
from cssd_sim import set_mailbox as smb
from cssd_sim.e2e_crc import field_bytes
from cssd_sim.flash_port import Fault
from cssd_sim.native_bench import NativeSystem

CONFIG = "sim_drive"
CFG = CONFIGS[CONFIG]
LBA = 4096  # one LBA per flash page: a page found in the array is one LBA
NS_BYTES = 128 * 1024
NS_LBAS = NS_BYTES // LBA
HOST_MEM = 8 << 20
VS = Reg.VS  # NVMe Version register
# Backdoor markers at the top of each space, away from everything the firmware uses.
MARK_ADDR = (1 << 32) - 0x1000
MARK = b"power-cycle marker"


@pytest.fixture(scope="module")
def system(tmp_path_factory):
    bc = bcfg.for_config(CONFIG, time_scale=1, lba_size=LBA, ns_bytes=NS_BYTES)
    console = tmp_path_factory.mktemp("console")
    with native.launch(CONFIG, host_mem_bytes=HOST_MEM, boot_config=bc, console_dir=console,
                       max_cycles=60_000_000) as sim:
        chan = HostChannel(sim.client.sock, str(sim.host_mem_path))
        system = NativeSystem(chan)
        chan.run(system.wait_ready())
        yield system


async def _open(system: NativeSystem):
    """A controller enabled again (the previous test's may be gone with a power cycle) and an I/O
    queue pair per namespace."""
    ctrl = sim_controller(system.chan)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    qps = {s + 1: await ctrl.create_io_queue_pair(s + 1, 16) for s in range(system.set_cores)}
    return ctrl, qps


async def _write(ctrl, qp, nsid: int, slba: int, data: bytes) -> None:
    buf = ctrl.alloc_buffer(len(data))
    await buf.write(data)
    await qp.write(nsid, slba, len(data) // LBA, buf)
    buf.free()


async def _read(ctrl, qp, nsid: int, slba: int, nlb: int = 1):
    """(completion, data) without raising on an error status."""
    buf = ctrl.alloc_buffer(nlb * LBA)
    await buf.clear()
    cpl = await qp.read(nsid, slba, nlb, buf, check=False)
    data = await buf.read()
    buf.free()
    return cpl, data


async def _fill(system: NativeSystem, nsid: int, seed: int) -> tuple:
    """Every LBA of `nsid` written and flushed: more pages than the set's write cache (16) holds,
    so the first ones are read from flash."""
    rng = random.Random(seed)
    ctrl, qps = await _open(system)
    ref = [rng.randbytes(LBA) for _ in range(NS_LBAS)]
    for slba, data in enumerate(ref):
        await _write(ctrl, qps[nsid], nsid, slba, data)
    await qps[nsid].flush(nsid)
    return ctrl, qps, ref


def test_boot_state_read_through_the_backdoor(system):
    bc = bcfg.read(system.ddr0)
    assert (bc.magic, bc.set_cores) == (bcfg.MAGIC, CFG.set_cores)
    assert bc.mgmt_state == bcfg.STATE_READY and bc.ready_cycles > 0, (bc.mgmt_state, bc.mgmt_error)
    for s, mb in enumerate(system.mailboxes()):
        assert (mb.magic, mb.go, mb.state) == (smb.MAGIC, smb.GO, smb.STATE_READY), f"set {s}: state {mb.state}"
        assert (mb.ch_first, mb.ch_count) == (CFG.set_channels(s).start, len(CFG.set_channels(s)))
        assert [(n.nsid, n.blocks) for n in mb.ns[:mb.nns]] == [(s + 1, NS_LBAS)]
        assert mb.capacity_pages >= NS_LBAS


def test_nand_bit_flips(system):
    nsid, target = 2, 2
    chan = system.chan

    async def run():
        ctrl, qps, ref = await _fill(system, nsid, seed=11)
        qp = qps[nsid]
        index = system.find_page(ref[target])
        data_at = system.geo.data_address(index) + 100
        # The FTL's program sequence number (firmware/ftl/ftl_priv.h struct oob): covered by the
        # back end's spare CRC (and the FTL's own, which host reads skip), compared by nothing else.
        spare_at = system.geo.spare_address(index) + 8
        spare_end = system.geo.spare_address(index) + system.geo.spare_bytes
        crc_at = spare_end - 1  # the last sector's CRC (E2E_CRC field)
        spare_crc_at = spare_end - field_bytes(max(1, system.geo.page_bytes // 4096))  # the spare CRC
        seen = {}
        orig = system.ddr1.read(data_at, 1)
        system.ddr1.write(data_at, bytes([orig[0] ^ 0x10]))
        seen["data flip"] = await _read(ctrl, qp, nsid, target)
        system.ddr1.write(data_at, orig)
        seen["data restored"] = await _read(ctrl, qp, nsid, target)
        orig = system.ddr1.read(crc_at, 1)
        system.ddr1.write(crc_at, bytes([orig[0] ^ 0x80]))
        seen["crc flip"] = await _read(ctrl, qp, nsid, target)
        system.ddr1.write(crc_at, orig)
        seen["crc restored"] = await _read(ctrl, qp, nsid, target)
        orig = system.ddr1.read(spare_crc_at, 1)
        system.ddr1.write(spare_crc_at, bytes([orig[0] ^ 0x02]))
        seen["spare crc flip"] = await _read(ctrl, qp, nsid, target)
        system.ddr1.write(spare_crc_at, orig)
        orig = system.ddr1.read(spare_at, 1)
        system.ddr1.write(spare_at, bytes([orig[0] ^ 0x01]))
        seen["spare flip"] = await _read(ctrl, qp, nsid, target)
        seen["neighbour"] = await _read(ctrl, qp, nsid, target + 1)
        system.ddr1.write(spare_at, orig)
        seen["spare restored"] = await _read(ctrl, qp, nsid, target)
        return ref, seen

    ref, seen = chan.run(run(), max_sim_seconds=20e-3)
    want = ref[target]
    for name in ("data flip", "crc flip", "spare crc flip", "spare flip"):
        cpl, got = seen[name]
        assert cpl.status.matches(MediaStatus.UNRECOVERED_READ_ERROR), (
            f"{name}: {cpl.status}, data {'as written' if got == want else 'other'}")
    for name, want_data in (("data restored", want), ("crc restored", want), ("neighbour", ref[target + 1]),
                            ("spare restored", want)):
        cpl, got = seen[name]
        assert not cpl.status.is_error and got == want_data, f"{name}: {cpl.status}"


def test_fault_rule_through_the_firmware_port(system):
    nsid, target = 2, 5

    async def run():
        ctrl, qps, ref = await _fill(system, nsid, seed=12)
        qp = qps[nsid]
        loc = system.geo.location(system.find_page(ref[target]))
        await system.flash.fault_rule(0, Fault.UNCORRECTABLE, *loc)
        failed = await _read(ctrl, qp, nsid, target)
        neighbour = await _read(ctrl, qp, nsid, target + 1)
        await system.flash.fault_rule(0, Fault.OFF, 0, 0, 0, 0, 0)
        healed = await _read(ctrl, qp, nsid, target)
        return ref, failed, neighbour, healed

    ref, failed, neighbour, healed = system.chan.run(run(), max_sim_seconds=20e-3)
    assert failed[0].status.matches(MediaStatus.UNRECOVERED_READ_ERROR), f"read under the rule: {failed[0].status}"
    assert not neighbour[0].status.is_error and neighbour[1] == ref[target + 1]
    assert not healed[0].status.is_error and healed[1] == ref[target], f"after the rule: {healed[0].status}"


def _mark(system: NativeSystem) -> None:
    for mem in (system.ddr0, system.ddr1, system.cpu_mem):
        mem.write(MARK_ADDR, MARK)


def _check_marks_after_power_cycle(system: NativeSystem) -> None:
    assert system.ddr0.read(MARK_ADDR, len(MARK)) == bytes(len(MARK)), "DDR0 kept its contents"
    assert system.cpu_mem.read(MARK_ADDR, len(MARK)) == bytes(len(MARK)), "the cores' DRAM kept its contents"
    assert system.ddr1.read(MARK_ADDR, len(MARK)) == MARK, "the NAND array lost its contents"


def test_power_cycle_keeps_flushed_data(system):
    chan = system.chan
    rng = random.Random(13)
    written = {}

    async def before():
        ctrl, qps = await _open(system)
        for nsid in qps:
            for slba in rng.sample(range(NS_LBAS), 6):
                written[(nsid, slba)] = rng.randbytes(LBA)
                await _write(ctrl, qps[nsid], nsid, slba, written[(nsid, slba)])
            await qps[nsid].flush(nsid)
        # A set core publishes its counters at its next idle poll, after the completions.
        for _ in range(50):
            if all(mb.commands >= 7 for mb in system.mailboxes()):
                break
            await asyncio.sleep(1e-6)

    chan.run(before(), max_sim_seconds=20e-3)
    commands = [mb.commands for mb in system.mailboxes()]
    assert all(n >= 7 for n in commands), commands
    _mark(system)

    async def after():
        await system.power_cut()
        mbs = await system.wait_ready()
        ctrl, qps = await _open(system)
        got = {}
        for (nsid, slba) in written:
            got[(nsid, slba)] = await _read(ctrl, qps[nsid], nsid, slba)
        return mbs, got

    mbs, got = chan.run(after(), max_sim_seconds=30e-3)
    _check_marks_after_power_cycle(system)
    assert bcfg.read(system.ddr0).magic == bcfg.MAGIC, "the boot block was not loaded again"
    # The set cores' counters live in their DRAM and DDR0: they start again from nothing.
    assert all(mb.commands < n for mb, n in zip(mbs, commands)), ([mb.commands for mb in mbs], commands)
    bad = [k for k, (cpl, data) in got.items() if cpl.status.is_error or data != written[k]]
    assert not bad, f"flushed LBAs (nsid, lba) not read back equal after the power cycle: {bad}"


def test_power_cycle_holding_the_cores(system):
    """RESET kind 2: after the reset the cores stay in reset (no console line, the boot block
    back in DDR0 in state BOOT, the mailboxes empty) while the firmware port answers; RELEASE
    boots them. An MMIO read queued when the power went ends in a completion timeout."""
    chan = system.chan
    _mark(system)

    async def run():
        pending = chan.mmio_read(VS, 4)
        await system.power_cut(hold_cores=True)
        _, status = await pending
        await asyncio.sleep(20e-6)
        held = (bcfg.read(system.ddr0), system.mailboxes(), dict(chan.consoles))
        geo = await system.flash.start()  # the firmware port works with the cores held
        _check_marks_after_power_cycle(system)
        await asyncio.sleep(20e-6)
        still = bcfg.read(system.ddr0).mgmt_state
        chan.release()
        mbs = await system.wait_ready()
        return status, held, geo, still, mbs

    status, (bc, mbs_held, consoles), geo, still, mbs = chan.run(run(), max_sim_seconds=30e-3)
    assert status == MMIO_TIMEOUT, f"MMIO read across the power cycle: status {status}"
    assert (bc.magic, bc.mgmt_state) == (bcfg.MAGIC, bcfg.STATE_BOOT), (bc.magic, bc.mgmt_state)
    assert all(mb.magic == 0 and mb.state == smb.STATE_BOOT for mb in mbs_held), "a set mailbox survived or was written"
    assert not consoles, f"a core printed while held: {consoles}"
    assert still == bcfg.STATE_BOOT, "the management core ran before RELEASE"
    assert (geo.channels, geo.blocks, geo.pages) == (CFG.channels, CFG.flash_parameters()["FlashBlocks"],
                                                     CFG.flash_parameters()["FlashPages"])
    assert all(mb.state == smb.STATE_READY for mb in mbs)
