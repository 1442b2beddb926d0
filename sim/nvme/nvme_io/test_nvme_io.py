"""NVMe I/O path at core level: SACA, the per-set queues, the PRP engine and data mover.

ctrl_core on the UltraScale+ PCIe model; the host side is the cssd_nvme driver (or raw SQEs with
hand-built PRPs); the management firmware is the firmware model (sim/lib/cssd_sim/nvme_fw) and each NVM
set is served by the per-set firmware model (sim/lib/cssd_sim/nvme_io) through the generated set
registers, against namespace data in the DDR model. Every transfer is verified byte for byte on
the host side and in controller memory. Random tests log their seed (NVME_IO_SEED reruns one).
"""

from __future__ import annotations

import os
import random
import struct

import cocotb
import pytest
from cocotb.triggers import Combine
from cocotb.utils import get_sim_time

from cssd_sim.cocotb_run import ctrl_core_model, run
from cssd_nvme import Command
from cssd_nvme.cocotb_transport import cocotb_controller
from cssd_nvme.status import GenericStatus as GS
from cssd_sim.nvme_fw import FwConfig
from cssd_sim.nvme_io import ns_base
from cssd_sim.nvme_io.vendor import OPC_ETHERON_RX, OPC_ETHERON_TX, VendorCommands
from cssd_sim.nvme_tb import NvmeTb
from cssd_sim.tier import count as count_of, pick, regress

NS_BLOCKS = 1 << 16  # 32 MiB per namespace at 512 B: small enough to sweep, sparse in the DDR model
PAGE = 4096
MDTS_BYTES = 1 << 20
IO_REJECTED = 0x148  # management register: commands SACA completed itself


def _config() -> FwConfig:
    return FwConfig(ns_blocks=NS_BLOCKS, private_ns_blocks=NS_BLOCKS)


async def _io_host(dut, *, queues=4, depth=64, mps_code=0, **io_kw):
    tb = NvmeTb(dut, fw_config=_config())
    tb.rc.max_payload_size = mps_code  # root port cap; enumeration programs the device MPS from it
    await tb.bring_up(with_io=True, **io_kw)
    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=5e-3, poll_interval=100e-9, irq_fallback=2e-6)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=8)
    await ctrl.identify_controller()
    for nsid in range(1, tb.fw_config.num_sets + 1):  # cached: transfer lengths need the LBA size
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, depth) for q in range(queues)]
    return tb, ctrl, qps


def sqe(opc, **fields) -> bytes:
    return Command(opcode=opc, **fields).to_bytes()


def rw(opc, nsid, slba, nlb, prp1=0, prp2=0, **kw) -> bytes:
    """Raw Read (02h) / Write (01h); ``nlb`` is 1's based here."""
    return sqe(opc, nsid=nsid, prp1=prp1, prp2=prp2, cdw10=slba & 0xFFFFFFFF, cdw11=slba >> 32,
               cdw12=(nlb - 1) & 0xFFFF, **kw)


class HostPages:
    """Scattered host pages and hand-built PRP lists in the root complex's memory."""

    def __init__(self, tb, rng: random.Random) -> None:
        self.tb = tb
        self.rng = rng
        self.mem = tb.rc.mem_address_space

    def page(self) -> int:
        addr, _ = self.tb.rc.alloc_region(PAGE)
        return addr

    def pages(self, n: int) -> list[int]:
        # Allocate extra and shuffle, so consecutive data pages are not contiguous in host memory.
        got = [self.page() for _ in range(n + n // 2)]
        self.rng.shuffle(got)
        return got[:n]

    async def build(self, length: int, first_off: int = 0, list_off: int = 0):
        """Host pages for `length` bytes whose first byte sits at `first_off` in its page, and
        PRP1/PRP2: PRP2 a second page, or a PRP list starting `list_off` bytes into its page.
        When the entries do not fit, the last slot of the list page holds a chain pointer to the
        next list page (at offset 0, as the spec requires of every entry inside a list)."""
        n = -(-(first_off + length) // PAGE)
        data_pages = self.pages(n)
        prp1 = data_pages[0] + first_off
        if n == 1:
            return prp1, 0, data_pages
        if n == 2:
            return prp1, data_pages[1], data_pages
        rest = data_pages[1:]
        list_page = self.page()
        prp2 = list_page + list_off
        cur = prp2
        while rest:
            slots = (PAGE - (cur % PAGE)) // 8
            if len(rest) <= slots:
                entries, rest, nxt = rest, [], None
            else:
                nxt = self.page()
                entries, rest = rest[:slots - 1] + [nxt], rest[slots - 1:]
            await self.mem.write(cur, struct.pack(f"<{len(entries)}Q", *entries))
            cur = nxt
            if nxt is None:
                break
        return prp1, prp2, data_pages

    @staticmethod
    def spans(data_pages, first_off, length):
        out, left, off = [], length, first_off
        for p in data_pages:
            n = min(PAGE - off, left)
            out.append((p + off, n))
            left -= n
            off = 0
            if not left:
                break
        return out

    async def fill(self, spans, data: bytes) -> None:
        pos = 0
        for a, n in spans:
            await self.mem.write(a, data[pos:pos + n])
            pos += n

    async def gather(self, spans) -> bytes:
        return b"".join([await self.mem.read(a, n) for a, n in spans])


async def _raw(ctrl, qid, entry):
    return await ctrl.execute(qid, entry, check=False)


# ---------------------------------------------------------------------------------------------
# Data paths
# ---------------------------------------------------------------------------------------------


@cocotb.test(timeout_time=10, timeout_unit="ms")
async def one_write_read_per_set(dut):
    """The simplest path first: one 4 KiB write and read back per namespace, one at a time."""
    tb, ctrl, qps = await _io_host(dut, queues=1)
    for nsid in (1, 2, 3, 4):
        data = bytes([nsid]) * 2048 + bytes(range(256)) * 8
        buf = ctrl.alloc_buffer(4096)
        await buf.write(data)
        assert not (await qps[0].write(nsid, 16, 8, buf)).status.is_error
        assert tb.ddr0.read(ns_base(nsid) + 16 * 512, 4096) == data
        await buf.clear()
        assert not (await qps[0].read(nsid, 16, 8, buf)).status.is_error
        assert await buf.read() == data
        buf.free()
    assert [s.stats.commands for s in tb.io.sets] == [2, 2, 2, 2]


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def read_write_sizes_all_sets(dut):
    """Writes then reads of 512 B .. MDTS through the driver's PRPs on four queues, one namespace
    (set) each, all in flight together; data checked on the host and in controller memory.
    `make test` sends every size class (one LBA, sub-page with an offset, PRP1+PRP2, a PRP
    list) on every queue and MDTS on one; `make regress` (CSSD_TIER=regress) every size on all
    four (the Python PCIe model moves the bytes: ~12 MiB cost minutes)."""
    tb, ctrl, qps = await _io_host(dut)
    rng = random.Random(int(os.environ.get("NVME_IO_SEED", "1")))
    sizes = pick([512, 4096 + 512, 12288, 65536],
                 [512, 1024, 4096, 4096 + 512, 8192, 12288, 65536, 131072, 262144])
    # MDTS: on every queue in regress, on queue 0 (namespace 1) in make test.
    mdts_queues = pick(1, len(qps))

    async def one(qp, nsid, size, slba, first_off):
        data = rng.randbytes(size)
        buf = ctrl.alloc_buffer(size + PAGE)
        await buf.write(data, first_off)
        cpl = await qp.write(nsid, slba, size // 512, (buf.addr + first_off, size))
        assert not cpl.status.is_error, cpl.status
        assert tb.ddr0.read(ns_base(nsid) + slba * 512, size) == data, f"NS {nsid} media after write"
        await buf.clear()
        cpl = await qp.read(nsid, slba, size // 512, (buf.addr + first_off, size))
        assert not cpl.status.is_error, cpl.status
        assert await buf.read(first_off, size) == data, f"read back {size} B from NS {nsid}"
        buf.free()

    jobs = []
    for i, size in enumerate(sizes + [MDTS_BYTES]):
        for q, qp in enumerate(qps if size < MDTS_BYTES else qps[:mdts_queues]):
            off = rng.choice([0, 4, 512, PAGE - 512, 0x7FC]) if size < MDTS_BYTES else 0
            jobs.append(cocotb.start_soon(one(qp, q + 1, size, 4096 * i + 8 * q, off)))
    await Combine(*jobs)
    per_set = [s.stats.commands for s in tb.io.sets]
    want = [2 * (len(sizes) + (q < mdts_queues)) for q in range(4)]
    assert per_set == want, f"each set served exactly its namespace's commands: {per_set}, expected {want}"


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def prp_shapes(dut):
    """Hand-built PRPs: PRP1 only at dword offsets, PRP1+PRP2, lists at an in-page offset, lists
    chained across several list pages (with offsets), transfers starting and ending mid-page;
    both directions; then the same with the set firmware moving data in 4 KiB + 512 chunks
    (offset transfers and DONE; chunks of an odd size cross page boundaries at every offset, which
    16 KiB flash-page chunks would not)."""
    tb, ctrl, qps = await _io_host(dut, queues=2)
    rng = random.Random(int(os.environ.get("NVME_IO_SEED", "2")))
    hp = HostPages(tb, rng)
    cases = [
        # (bytes, first page offset, list offset)
        (512, 0x3FC, 0),
        (4096, 0, 0),
        (4096, 0x204, 0),  # PRP1 + PRP2
        (8192, 0, 0),
        (8192 + 512, 0x100, 0),  # list of 2
        (65536, 0xE00, 0xFF0),  # list at an in-page offset: 1 entry then a chain
        (65536, 0, 0x800),
        (131072 + 2048, 0x40, 0xFC0),  # 7 entries then a chain, ends mid-page
        (MDTS_BYTES, 0, 0xFF8),  # list pointer at the last slot: only a chain, then 255 entries
        (MDTS_BYTES - 4096, 0x800, 0xF00),  # 31 entries, chain, 224 entries
    ]
    for chunk in (None, 4096 + 512):
        tb.io.set_chunk(chunk)
        for i, (size, off, loff) in enumerate(cases):
            # make test: the two MDTS-sized lists once (their chain shapes are the PRP engine's,
            # whatever the chunk); chunked moves across pages are the smaller lists' cases.
            if chunk and size > 131072 + 2048 and not regress():
                continue
            nsid = 1 + i % 4
            slba = 2048 * i
            prp1, prp2, pages = await hp.build(size, off, loff)
            spans = hp.spans(pages, off, size)
            data = rng.randbytes(size)
            await hp.fill(spans, data)
            cpl = await _raw(ctrl, 1 + i % 2, rw(0x01, nsid, slba, size // 512, prp1, prp2))
            assert not cpl.status.is_error, (chunk, size, off, loff, cpl.status)
            assert tb.ddr0.read(ns_base(nsid) + slba * 512, size) == data, (chunk, size, off, loff)
            await hp.fill(spans, bytes(size))
            cpl = await _raw(ctrl, 1 + i % 2, rw(0x02, nsid, slba, size // 512, prp1, prp2))
            assert not cpl.status.is_error, (chunk, size, off, loff, cpl.status)
            assert await hp.gather(spans) == data, ("read", chunk, size, off, loff)
            tb.ddr0.write(ns_base(nsid) + slba * 512, bytes(size))


# ---------------------------------------------------------------------------------------------
# Bad input
# ---------------------------------------------------------------------------------------------


@cocotb.test(timeout_time=40, timeout_unit="ms")
async def bad_io_commands(dut):
    """Each malformed command gets its spec status; good commands keep flowing between them;
    SACA's own rejections are counted."""
    tb, ctrl, qps = await _io_host(dut, queues=2)
    rng = random.Random(3)
    hp = HostPages(tb, rng)
    page = hp.page()
    before = await tb.fw_hw.axil.read_dword(IO_REJECTED)
    priv = tb.fw_config.num_sets + 1
    hw_cases = [
        ("unknown opcode", sqe(0x7E, nsid=1), GS.INVALID_OPCODE),
        ("fused", sqe(0x02, nsid=1, prp1=page, fuse=1), GS.INVALID_FIELD),
        ("SGL", sqe(0x02, nsid=1, prp1=page, psdt=1), GS.INVALID_FIELD),
        ("NSID 0", rw(0x02, 0, 0, 1, page), GS.INVALID_NAMESPACE_OR_FORMAT),
        ("NSID beyond NN", rw(0x02, 99, 0, 1, page), GS.INVALID_NAMESPACE_OR_FORMAT),
        ("broadcast read", rw(0x02, 0xFFFFFFFF, 0, 1, page), GS.INVALID_NAMESPACE_OR_FORMAT),
        ("private namespace read", rw(0x02, priv, 0, 1, page), GS.INVALID_NAMESPACE_OR_FORMAT),
        ("private namespace write", rw(0x01, priv, 0, 1, page), GS.INVALID_NAMESPACE_OR_FORMAT),
        ("LBA past the end", rw(0x02, 1, NS_BLOCKS - 1, 2, page), GS.LBA_OUT_OF_RANGE),
        ("SLBA wraps", rw(0x01, 2, (1 << 64) - 1, 2, page), GS.LBA_OUT_OF_RANGE),
        ("write zeroes past the end", sqe(0x08, nsid=3, cdw10=NS_BLOCKS, cdw12=0), GS.LBA_OUT_OF_RANGE),
        ("beyond MDTS", rw(0x02, 1, 0, MDTS_BYTES // 512 + 1, page), GS.INVALID_FIELD),
        ("PRP1 not dword aligned", rw(0x02, 1, 0, 1, page + 2), GS.PRP_OFFSET_INVALID),
    ]
    for name, entry, want in hw_cases:
        cpl = await _raw(ctrl, 1, entry)
        assert cpl.status.matches(want), f"{name}: expected {want.name}, got {cpl.status}"
        good = await _raw(ctrl, 2, rw(0x02, 1, 0, 1, page))
        assert not good.status.is_error, f"after {name}: {good.status}"
    after = await tb.fw_hw.axil.read_dword(IO_REJECTED)
    assert after - before == len(hw_cases), (before, after)

    # PRP errors found while moving data (by the PRP engine): the command fails, others go on.
    p0, p1 = hp.page(), hp.page()
    lst = hp.page()
    await hp.mem.write(lst, struct.pack("<QQ", hp.page(), hp.page() + 0x200))
    prp_cases = [
        ("second page with an offset", rw(0x02, 1, 0, 16, p0, p1 + 0x100)),
        ("list pointer not qword aligned", rw(0x02, 1, 0, 24, p0, lst + 4)),
        ("list entry with an offset", rw(0x01, 1, 0, 24, p0, lst)),
    ]
    for chunk in (None, 8192):
        tb.io.set_chunk(chunk)
        for name, entry in prp_cases:
            cpl = await _raw(ctrl, 1, entry)
            assert cpl.status.matches(GS.PRP_OFFSET_INVALID), f"{name} (chunk {chunk}): {cpl.status}"
            good = await _raw(ctrl, 2, rw(0x02, 2, 0, 1, page))
            assert not good.status.is_error, f"after {name}: {good.status}"


# ---------------------------------------------------------------------------------------------
# SACA
# ---------------------------------------------------------------------------------------------


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def saca_stalled_set_does_not_stall_others(dut):
    """One SQ carries commands for all four sets, interleaved. Set 0's firmware stops taking
    commands: the other sets' commands in the same SQ still complete, each within a bound, while
    set 0's wait; when set 0 resumes, its commands complete with correct data."""
    tb, ctrl, qps = await _io_host(dut, queues=1, depth=256)
    qp = qps[0]
    rng = random.Random(4)
    tb.io.sets[0].paused = True
    per_set = 12  # (the 300-command stall on separate SQs is saca_capped_set_leaves_other_queues)
    bufs, pend, lat = {}, [], {1: [], 2: [], 3: []}
    for i in range(per_set):
        for nsid in (1, 2, 3, 4):
            data = rng.randbytes(4096)
            buf = ctrl.alloc_buffer(4096)
            await buf.write(data)
            p = await qp.submit(Command(opcode=0x01, nsid=nsid, cdw10=8 * i, cdw12=7), data=buf)
            pend.append((nsid, i, p, get_sim_time("ns")))
            bufs[(nsid, i)] = (buf, data)
    for nsid, i, p, t0 in pend:
        if nsid == 1:
            continue
        cpl = await p.result()
        lat[nsid - 1].append(get_sim_time("ns") - t0)
    assert not any(p.done for nsid, i, p, t0 in pend if nsid == 1), "set 0 is stalled"
    worst = max(max(v) for v in lat.values())
    # 36 commands of 4 KiB move in ~12 us at link rate plus firmware-model register traffic;
    # a stall of set 0 would hold them until it resumes (never, here).
    assert worst < 200_000, f"other sets' latency {worst} ns"
    dut._log.info("stalled set 0: other sets' worst latency %.1f us", worst / 1000)
    tb.io.sets[0].paused = False
    for nsid, i, p, t0 in pend:
        if nsid == 1:
            cpl = await p.result()
            assert not cpl.status.is_error
    for (nsid, i), (buf, data) in bufs.items():
        assert tb.ddr0.read(ns_base(nsid) + 8 * i * 512, 4096) == data, (nsid, i)
        buf.free()


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def saca_capped_set_leaves_other_queues(dut):
    """Set 0's firmware stops while 300 writes for it wait on two SQs of their own: more than the
    256 slots, so without slot caps the 257th would hold SACA's input and every set behind it. Set
    0 reaches its cap (46: the firmware model splits the reset budget among its four sets), its SQs are held and the rest of its commands
    stay in host memory. The other three sets' 96 writes on two other SQs complete, each within
    twice their worst latency with set 0 idle. Resumed, set 0 completes all 300, data intact."""
    tb, ctrl, qps = await _io_host(dut, queues=4, depth=256)
    rng = random.Random(21)

    async def other_sets(round_: int) -> float:
        pend = []
        for i in range(32):
            for nsid in (2, 3, 4):
                buf = ctrl.alloc_buffer(4096)
                data = rng.randbytes(4096)
                await buf.write(data)
                slba = 8 * (64 * round_ + i)
                p = await qps[2 + (i % 2)].submit(Command(opcode=0x01, nsid=nsid, cdw10=slba, cdw12=7), data=buf)
                pend.append((nsid, slba, data, buf, p, get_sim_time("ns")))
        worst = 0.0
        for nsid, slba, data, buf, p, t0 in pend:
            assert not (await p.result()).status.is_error
            worst = max(worst, get_sim_time("ns") - t0)
            assert tb.ddr0.read(ns_base(nsid) + slba * 512, 4096) == data, (nsid, slba)
            buf.free()
        return worst

    idle = await other_sets(0)
    holds_before = await tb.fw_hw.rd("SLOT_CAP_HOLDS")
    tb.io.sets[0].paused = True
    parked = []
    for i in range(300):
        buf = ctrl.alloc_buffer(4096)
        data = rng.randbytes(4096)
        await buf.write(data)
        p = await qps[i % 2].submit(Command(opcode=0x01, nsid=1, cdw10=8 * i, cdw12=7), data=buf)
        parked.append((i, data, buf, p))
    stalled = await other_sets(1)
    dut._log.info("other sets' worst latency: %.1f us with set 0 idle, %.1f us with 300 parked",
                  idle / 1000, stalled / 1000)
    assert not any(p.done for *_, p in parked), "set 0 is stopped"
    assert await tb.fw_hw.rd("SLOT_CAP_HOLDS") > holds_before, "set 0 never reached its cap"
    assert stalled <= 2 * idle, f"other sets {stalled / 1000:.1f} us with set 0 stopped, {idle / 1000:.1f} us idle"
    tb.io.sets[0].paused = False
    for i, data, buf, p in parked:
        assert not (await p.result()).status.is_error
        assert tb.ddr0.read(ns_base(1) + 8 * i * 512, 4096) == data, i
        buf.free()


@cocotb.test(timeout_time=30, timeout_unit="ms")
async def vendor_commands_go_to_management(dut):
    """Ether-oN receive (E2h) is posted in advance and stays outstanding until firmware has a
    frame; transmit (E1h) moves a frame from the host; broadcast Flush goes to management too.
    Sets never see them, and I/O keeps flowing while a receive is outstanding."""
    tb, ctrl, qps = await _io_host(dut, queues=2)
    vend = VendorCommands(tb.fw)
    rx = ctrl.alloc_buffer(4096)
    await rx.clear()
    pending_rx = await qps[0].submit(Command(opcode=OPC_ETHERON_RX, nsid=1, cdw10=2048), data=rx)
    frame = bytes(range(256)) * 6
    tx = ctrl.alloc_buffer(4096)
    await tx.write(frame)
    cpl = await qps[1].execute(Command(opcode=OPC_ETHERON_TX, nsid=1, cdw10=len(frame)), data=tx)
    assert not cpl.status.is_error and vend.tx_frames == [frame]
    for i in range(8):
        buf = ctrl.alloc_buffer(4096)
        assert not (await qps[1].write(1, 8 * i, 8, buf)).status.is_error
    assert not (await qps[1].execute(Command(opcode=0x00, nsid=0xFFFFFFFF))).status.is_error
    assert not pending_rx.done, "receive stays outstanding"
    got = bytes(range(100, 200)) * 3
    assert await vend.deliver_frame(got)
    cpl = await pending_rx.result()
    assert cpl.dw0 == len(got) and await rx.read(0, len(got)) == got
    opcodes = [c.opcode for s in tb.io.sets for c in s.received]
    assert not {OPC_ETHERON_RX, OPC_ETHERON_TX} & set(opcodes) and 0 not in opcodes


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def reset_with_io_outstanding(dut):
    """A controller reset (CC.EN 1 -> 0) while set 0 holds commands (its firmware paused) and the
    other sets have commands in flight: the reset finishes, and when set 0's firmware later serves
    its pre-reset commands, the hardware drops their transfers and completions (no data moves to
    or from host memory that the host may have reused). After re-enabling, I/O on every set works,
    and more commands than SACA has slots complete, so none leaked."""
    tb, ctrl, qps = await _io_host(dut, queues=2, depth=64)
    rng = random.Random(5)
    tb.io.sets[0].paused = True
    stale, pend = [], []
    for i in range(8):
        wbuf = ctrl.alloc_buffer(4096)
        await wbuf.write(rng.randbytes(4096))  # would land on NS 1 LBA 8i if moved
        rbuf = ctrl.alloc_buffer(4096)
        await rbuf.write(b"\xa5" * 4096)  # would be overwritten if a stale read moved data
        tb.ddr0.write(ns_base(1) + (64 + 8 * i) * 512, b"\x5a" * 4096)
        stale.append((i, wbuf, rbuf))
        pend.append(await qps[0].submit(Command(opcode=0x01, nsid=1, cdw10=8 * i, cdw12=7), data=wbuf))
        pend.append(await qps[1].submit(Command(opcode=0x02, nsid=1, cdw10=64 + 8 * i, cdw12=7), data=rbuf))
        for nsid in (2, 3, 4):
            b = ctrl.alloc_buffer(16384)
            pend.append(await qps[i % 2].submit(Command(opcode=0x02, nsid=nsid, cdw10=32 * i, cdw12=31), data=b))
    await ctrl.disable()
    for p in pend:  # the driver failed every outstanding command when it disabled the controller
        assert p.done
    assert tb.io.sets[0].stats.commands == 0, "set 0 was paused"
    # Set 0's firmware wakes up after the reset and serves what it finds.
    tb.io.sets[0].paused = False
    for _ in range(400):
        if tb.io.sets[0].stats.transfers >= 16:
            break
        await cocotb.triggers.Timer(1, "us")
    assert tb.io.sets[0].stats.transfers >= 16, f"set 0 served {tb.io.sets[0].stats.transfers} stale commands"
    await cocotb.triggers.Timer(20, "us")  # let anything the hardware might still move land
    for i, wbuf, rbuf in stale:
        assert tb.ddr0.read(ns_base(1) + 8 * i * 512, 4096) == bytes(4096), f"stale write {i} moved data"
        assert await rbuf.read() == b"\xa5" * 4096, f"stale read {i} moved data into host memory"
    # Back up: every set serves I/O with correct data, over more commands than there are slots.
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=8)
    for nsid in range(1, 5):
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, 64) for q in range(2)]
    bufs = [ctrl.alloc_buffer(4096) for _ in range(32)]

    async def worker(w):
        for k in range(10):
            n = w * 10 + k
            nsid = 1 + n % 4
            data = rng.randbytes(4096)
            await bufs[w].write(data)
            await qps[w % 2].write(nsid, 8 * n, 8, bufs[w])
            await bufs[w].clear()
            await qps[w % 2].read(nsid, 8 * n, 8, bufs[w])
            assert await bufs[w].read() == data, (w, k)

    await Combine(*[cocotb.start_soon(worker(w)) for w in range(len(bufs))])


# ---------------------------------------------------------------------------------------------
# Random I/O against a reference model
# ---------------------------------------------------------------------------------------------


class _CommandTrace:
    """Debug aid (NVME_IO_TRACE=1): every command at the queue engine's output and at each set
    queue's input, to find where a lost command stopped."""

    def __init__(self) -> None:
        self.engine: list[tuple[float, int, int]] = []
        self.sets: list[tuple[float, int, int, int, int]] = []
        self.cpl_in: list[tuple[float, int, int]] = []
        self.cqe_out: list[tuple[float, int, int]] = []

    def report(self, dut, what: str) -> None:
        import re
        m = re.search(r"SQ (\d+), CID (\d+)", what)
        if not m:
            return
        sq, cid = int(m.group(1)), int(m.group(2))
        dut._log.error("trace: %s", what)
        dut._log.error("trace: engine out %s", [e for e in self.engine if e[1:] == (sq, cid)])
        dut._log.error("trace: set in %s", [e for e in self.sets if e[2:4] == (sq, cid)])
        dut._log.error("trace: completion into the engine %s", [e for e in self.cpl_in if e[1:] == (sq, cid)])
        dut._log.error("trace: CQE written %s", [e for e in self.cqe_out if e[1:] == (sq, cid)])
        dut._log.error("trace: last engine out %s", self.engine[-8:])


def _trace_commands(dut) -> _CommandTrace:
    trace = _CommandTrace()
    fe = dut.i_nvme.i_front_end
    eng, saca = fe.engine, fe.saca

    async def run():
        while True:
            await cocotb.triggers.RisingEdge(dut.clk_i)
            now = get_sim_time("ns")
            if eng.io_fwCmd_valid.value and eng.io_fwCmd_ready.value:
                sqe = int(eng.io_fwCmd_bits_sqe.value)
                trace.engine.append((now, int(eng.io_fwCmd_bits_sqid.value), (sqe >> 16) & 0xFFFF))
            if eng.io_fwCpl_valid.value and eng.io_fwCpl_ready.value:
                trace.cpl_in.append((now, int(eng.io_fwCpl_bits_sqid.value), int(eng.io_fwCpl_bits_cid.value)))
            if eng.io_rqCqe_valid.value and eng.io_rqCqe_ready.value:
                d = int(eng.io_rqCqe_bits_data.value)
                trace.cqe_out.append((now, (d >> 208) & 0xFFFF, (d >> 224) & 0xFFFF))
            for k in range(4):
                if getattr(saca, f"io_setCmd_{k}_valid").value and getattr(saca, f"io_setCmd_{k}_ready").value:
                    sqe = int(getattr(saca, f"io_setCmd_{k}_bits_sqe").value)
                    trace.sets.append((now, k, int(getattr(saca, f"io_setCmd_{k}_bits_sqid").value),
                                       (sqe >> 16) & 0xFFFF, int(getattr(saca, f"io_setCmd_{k}_bits_slot").value)))

    cocotb.start_soon(run())
    return trace


@cocotb.test(timeout_time=10, timeout_unit="sec")
async def io_fuzz(dut):
    """Seeded random Read/Write/Write Zeroes/DSM/Flush and malformed commands over four queues
    and four sets, many in flight; a reference model of every namespace's blocks predicts each
    status and every byte read. Commands that touch blocks another in-flight command writes are
    held back, so the expected data is unambiguous. NVME_IO_FUZZ_COMMANDS (default 60 in
    `make test`, 200 under CSSD_TIER=regress; `make fuzz` runs 100k), NVME_IO_SEED, NVME_IO_FUZZ_MPS (payload size the root
    port allows: 128 by default, the most TLPs per byte; the long run uses 512 for speed),
    NVME_IO_FUZZ_MIX (transfer sizes: "full" 512 B..1 MiB with 3% of 0.5-1 MiB commands; "small"
    512 B..32 KiB, for the 100k run, where the large commands would cost most of the wall time
    and add no new command shapes: MDTS-sized commands run in every `make test`, in
    read_write_sizes_all_sets and prp_shapes)."""
    count = count_of("NVME_IO_FUZZ_COMMANDS", 60, 200)
    seed = int(os.environ.get("NVME_IO_SEED", str(random.randrange(1 << 30))))
    mps = int(os.environ.get("NVME_IO_FUZZ_MPS", "128"))
    assert mps in (128, 256, 512), f"NVME_IO_FUZZ_MPS={mps}: 128, 256 or 512"
    mix = os.environ.get("NVME_IO_FUZZ_MIX", "full")
    assert mix in ("full", "small"), f"NVME_IO_FUZZ_MIX={mix}: full or small"
    dut._log.info("io_fuzz: %d commands, NVME_IO_SEED=%d, MPS %d, %s size mix", count, seed, mps, mix)
    rng = random.Random(seed)
    tb, ctrl, qps = await _io_host(dut, queues=4, depth=32, mps_code=(mps // 128).bit_length() - 1)
    window = 4096  # blocks per namespace the fuzz touches: overlaps are frequent
    ref = {n: {} for n in (1, 2, 3, 4)}  # nsid -> lba -> 512-byte block (absent: zeros)
    busy: dict[int, list[tuple[int, int, bool]]] = {n: [] for n in ref}
    stats = {"ok": 0, "err": 0, "bytes": 0}
    lock_free = cocotb.triggers.Event()

    def overlaps(nsid, a, n, writes):
        return any(a < b + m and b < a + n and (writes or w) for b, m, w in busy[nsid])

    async def run_one(qp, kind, nsid, slba, nlb):
        if kind in ("write", "read"):
            size = nlb * 512
            buf = ctrl.alloc_buffer(size + PAGE)
            off = rng.choice([0, 0, 4, 512, 0x600])
            if kind == "write":
                data = rng.randbytes(size)
                await buf.write(data, off)
                cpl = await qp.write(nsid, slba, nlb, (buf.addr + off, size), check=False)
                assert not cpl.status.is_error, (kind, nsid, slba, nlb, cpl.status)
                for k in range(nlb):
                    ref[nsid][slba + k] = data[512 * k:512 * (k + 1)]
            else:
                cpl = await qp.read(nsid, slba, nlb, (buf.addr + off, size), check=False)
                assert not cpl.status.is_error, (kind, nsid, slba, nlb, cpl.status)
                got = await buf.read(off, size)
                want = b"".join(ref[nsid].get(slba + k, bytes(512)) for k in range(nlb))
                assert got == want, f"data mismatch: read NS {nsid} LBA {slba}+{nlb} (seed {seed})"
            stats["bytes"] += size
            buf.free()
        elif kind == "zeroes":
            cpl = await qp.execute(Command(opcode=0x08, nsid=nsid, cdw10=slba, cdw12=nlb - 1), check=False)
            assert not cpl.status.is_error, cpl.status
            for k in range(nlb):
                ref[nsid].pop(slba + k, None)
        elif kind == "dsm":
            ranges = [(slba, nlb)]
            buf = ctrl.alloc_buffer(PAGE)
            await buf.write(b"".join(struct.pack("<IIQ", 0, n, a) for a, n in ranges))
            cpl = await qp.execute(Command(opcode=0x09, nsid=nsid, cdw10=len(ranges) - 1, cdw11=4),
                                   data=buf, length=16 * len(ranges), check=False)
            assert not cpl.status.is_error, cpl.status
            for a, n in ranges:
                for k in range(n):
                    ref[nsid].pop(a + k, None)
            buf.free()
        elif kind == "flush":
            cpl = await qp.execute(Command(opcode=0x00, nsid=nsid), check=False)
            assert not cpl.status.is_error, cpl.status
        else:  # malformed: the status is the check
            entry, want = kind
            cpl = await qp.execute(entry, check=False)
            assert cpl.status.matches(want), f"{want.name} expected, got {cpl.status} (seed {seed})"
            stats["err"] += 1
            return
        stats["ok"] += 1

    async def job(qp, kind, nsid, slba, nlb, writes):
        try:
            await run_one(qp, kind, nsid, slba, nlb)
        except Exception as exc:
            if trace is not None:
                trace.report(dut, str(exc))
            # Where a lost command got to: which set received it, what each set holds.
            for sm in tb.io.sets:
                dut._log.error("set %d: %s, REQ_OVERFLOW %d, last received %s", sm.set_id, sm.stats,
                               await sm.overflows(), [(c.sqid, c.cid, c.opcode, c.slot) for c in sm.received[-6:]])
            raise
        finally:
            if nsid in busy:
                busy[nsid].remove((slba, nlb, writes))
            lock_free.set()

    trace = _trace_commands(dut) if os.environ.get("NVME_IO_TRACE") == "1" else None
    tasks = []
    page = ctrl.alloc_buffer(PAGE).addr
    for i in range(count):
        if i and i % 5000 == 0:
            dut._log.info("io_fuzz: %d/%d commands issued (%d ok, %d rejected so far)", i, count,
                          stats["ok"], stats["err"])
        qp = rng.choice(qps)
        nsid = rng.randint(1, 4)
        r = rng.random()
        if r < 0.07:
            bad = rng.choice([
                (sqe(rng.choice([0x03, 0x04, 0x0C, 0x7F]), nsid=nsid), GS.INVALID_OPCODE),
                (rw(0x02, rng.choice([0, 6, 7, 5, 1000]), 0, 1, page), GS.INVALID_NAMESPACE_OR_FORMAT),
                (rw(0x01, nsid, NS_BLOCKS - rng.randint(0, 3), 8, page), GS.LBA_OUT_OF_RANGE),
                (rw(0x02, nsid, 0, 2049, page), GS.INVALID_FIELD),
                (rw(0x02, nsid, 0, 1, page + 1), GS.PRP_OFFSET_INVALID),
            ])
            tasks.append(cocotb.start_soon(job(qp, bad, -1, 0, 0, False)))
            continue
        kind = rng.choices(["write", "read", "zeroes", "dsm", "flush"], [40, 45, 5, 5, 5])[0]
        if mix == "full":
            nlb = rng.choice([1, 1, 2, 7, 8, 8, 16, 31, 64, 128, 256]) if rng.random() < 0.97 else rng.choice([1024, 2048])
        else:
            nlb = rng.choice([1, 1, 2, 3, 7, 8, 8, 8, 9, 16, 31, 64])
        slba = rng.randrange(0, window - nlb) if nlb < window else 0
        writes = kind in ("write", "zeroes", "dsm")
        while overlaps(nsid, slba, nlb, writes) or sum(len(b) for b in busy.values()) >= 48:
            lock_free.clear()
            await lock_free.wait()
        busy[nsid].append((slba, nlb, writes))
        tasks.append(cocotb.start_soon(job(qp, kind, nsid, slba, nlb, writes)))
    for t in tasks:
        await t
    dut._log.info("io_fuzz: %d good, %d rejected, %.1f MiB moved", stats["ok"], stats["err"],
                  stats["bytes"] / 2**20)
    assert stats["ok"] + stats["err"] == count
    for sm in tb.io.sets:
        assert await sm.overflows() == 0, f"set {sm.set_id}: requests pushed without room (lost)"
    # Every namespace region in controller memory matches the model (block by block in the window).
    for nsid, blocks in ref.items():
        media = tb.ddr0.read(ns_base(nsid), window * 512)
        for lba in range(window):
            want = blocks.get(lba, bytes(512))
            assert media[512 * lba:512 * (lba + 1)] == want, f"media NS {nsid} LBA {lba} (seed {seed})"


# Groups of a minute or two each, so `make test`'s workers share them out.
IO_GROUPS = {
    "sizes": ["read_write_sizes_all_sets"],
    "prp": ["prp_shapes"],
    "paths": ["one_write_read_per_set", "bad_io_commands", "saca_stalled_set_does_not_stall_others",
              "saca_capped_set_leaves_other_queues",
              "vendor_commands_go_to_management", "reset_with_io_outstanding", "io_fuzz"],
}


@pytest.mark.tiered
@pytest.mark.parametrize("group", list(IO_GROUPS))
def test_nvme_io(group):
    if os.environ.get("COCOTB_TEST_FILTER") and group != "paths":
        pytest.skip("COCOTB_TEST_FILTER picks tests from the whole module in one run")
    run(test_file=__file__, testcase=None if os.environ.get("COCOTB_TEST_FILTER") else IO_GROUPS[group],
        **ctrl_core_model())

