"""cssd_sim boots the whole system and serves the host: the loader's boot block, the management
core releasing the set cores, then a raw NVMe bring-up from the test (admin queues in the shared
host memory, CC.EN, CSTS.RDY, an MSI-X vector in BAR0) and an Identify Controller, which takes
the RQ/RC path (SQE fetch, data write, CQE post) and the MSI-X write to the client as an IRQ.
A second Identify aimed outside host memory must come back as ERROR kind 1. Then an I/O queue
pair and a 4 KiB write and read-back at page offsets that are not RCB-aligned, with a larger
MPS: the root port's completions split at the RCB and MPS, the data must come back intact.
Last, bus mastering off: the device's next request is dropped and reported as ERROR kind 2.
Along the way every core reports its misa at boot: the set cores rv64imac (config/cssd.toml
`rocket`), the ISP core rv64imafdc (`isp_rocket`, its Rocket configuration renamed into the same
model)."""

from __future__ import annotations

import struct

from cssd_config import CONFIGS
from cssd_nvme.nvme_spec import CQE_DW2, CQE_DW3

from cssd_sim import boot_config, native, rocket
from cssd_sim.nvme_fw.config import FwConfig

CONFIG = "sim_drive"
NUM_SETS = CONFIGS[CONFIG].set_cores
MGMT = NUM_SETS  # the management core follows the set cores (the ISP core, if any, is last)
ISP = MGMT + 1
HOST_MEM = 1 << 20
HOST_BASE = 0x8000_0000

# NVMe registers and the MSI-X table (rtl/top/bar0.rdl: table at 0x2000, 16 bytes an entry).
CC, CSTS, AQA, ASQ, ACQ = 0x14, 0x1C, 0x24, 0x28, 0x30
SQ0TDBL, CQ0HDBL = 0x1000, 0x1004
MSIX_TABLE = 0x2000
# Host memory layout of the test (host addresses).
ASQ_ADDR, ACQ_ADDR, IDENT_ADDR = HOST_BASE + 0x1000, HOST_BASE + 0x2000, HOST_BASE + 0x3000
IOSQ_ADDR, IOCQ_ADDR, WBUF, RBUF = HOST_BASE + 0x4000, HOST_BASE + 0x5000, HOST_BASE + 0x8000, HOST_BASE + 0xC000
SQ1TDBL, CQ1HDBL = 0x1008, 0x100C
QDEPTH = 16
IRQ_DATA = 0x0000_4321
MS = 1_000_000_000  # picoseconds


def test_boot_and_nvme(tmp_path):
    """One simulation, the phases in order (each needs the state the one before left; one pytest
    item, so pytest-xdist cannot split them over workers)."""
    cons = tmp_path / "console"
    # TIME_SCALE 1: NAND times at 1/256, so formatting the blank media takes ~1 ms simulated.
    bc = boot_config.for_config(CONFIG, time_scale=1)
    with native.launch(CONFIG, host_mem_bytes=HOST_MEM, host_mem_base=HOST_BASE, boot_config=bc,
                       console_dir=cons, max_cycles=5_000_000) as sim:
        sim.console_dir = cons
        management_core_releases_the_set_cores(sim)
        cores_report_their_isa(sim)
        nvme_bring_up_identify_and_msix(sim)
        io_write_read_back_through_split_completions(sim)
        bus_master_off_drops_device_requests(sim)
        sim.client.quit()
        assert sim.proc.wait(timeout=10) == 0


def management_core_releases_the_set_cores(sim):
    c = sim.client
    c.hello()
    assert c.run_until_console(MGMT, "mgmt ready", limit_ps=4 * MS), c.console
    assert c.wait_sets_ready(NUM_SETS, limit_ps=8 * MS) is None, c.console
    mgmt_lines = c.console[MGMT]
    assert not any("failed" in line for lines in c.console.values() for line in lines)
    # The loader's block, not the board default, configured the drive.
    assert not any("no boot block" in line for line in mgmt_lines)
    assert any(f"mgmt ready: {NUM_SETS} set cores" in line for line in mgmt_lines)
    # The same lines went to the console files and, prefixed, to stdout.
    assert "mgmt ready" in (sim.console_dir / f"core{MGMT}.log").read_text()
    assert f"[core {MGMT}] mgmt ready" in sim.stdout()


def _isa(sim, core: int, prefix: str) -> str:
    """The ISA string core `core` printed at boot after `prefix` (firmware console_putisa)."""
    lines = [line.strip() for line in sim.client.console.get(core, []) if line.startswith(prefix)]
    assert len(lines) == 1, f"core {core}: {sim.client.console.get(core)}"
    return lines[0][len(prefix):]


def cores_report_their_isa(sim):
    """The ISP core (released by the management core once the set cores are ready) has its own
    Rocket configuration, with floating point; the set cores keep the drive's rv64imac."""
    cfg = CONFIGS[CONFIG]
    assert CONFIGS[CONFIG].isp_core == 1
    c = sim.client
    assert c.run_until_console(ISP, "isp: misa ", limit_ps=4 * MS), c.console
    isp = _isa(sim, ISP, "isp: misa ")
    assert isp == rocket.CORES[cfg.isp_rocket].isa == "rv64imafdc", isp
    assert {"f", "d"} <= set(isp[4:])
    for s in range(NUM_SETS):
        got = _isa(sim, s, f"set {s}: misa ")
        assert got == rocket.CORES[cfg.rocket].isa == "rv64imac", (s, got)


def _sqe(opcode: int, cid: int, nsid: int, prp1: int, cdw10: int, *, prp2: int = 0, cdw11: int = 0,
         cdw12: int = 0) -> bytes:
    sqe = bytearray(64)
    struct.pack_into("<BBHI", sqe, 0, opcode, 0, cid, nsid)
    struct.pack_into("<QQ", sqe, 24, prp1, prp2)
    struct.pack_into("<III", sqe, 40, cdw10, cdw11, cdw12)
    return bytes(sqe)


def _wait_cqe(c, slot: int, phase: int, limit_ps: int, cq: int = ACQ_ADDR) -> tuple[int, int, int]:
    """(command id, status field, SQ head) of the CQE at `slot` once its phase tag flips."""
    addr = cq + 16 * slot
    end = c.now_ps + limit_ps
    while c.now_ps < end:
        dw2, dw3 = struct.unpack("<II", c.host_read(addr + 8, 8))
        if CQE_DW3.P.get(dw3) == phase:
            return CQE_DW3.CID.get(dw3), CQE_DW3.SF.get(dw3), CQE_DW2.SQHD.get(dw2)
        c.run(min(end, c.now_ps + 400_000))
    raise AssertionError(f"no CQE in slot {slot} within {limit_ps} ps")


def nvme_bring_up_identify_and_msix(sim):
    c = sim.client
    fixed, info = c.hello()
    msi = fixed["msi_base"]
    c.cfg(native.CFG_MAX_PAYLOAD, 0)   # 128 B
    c.cfg(native.CFG_MAX_READ_REQ, 2)  # 512 B
    c.cfg(native.CFG_BUS_MASTER, 1)
    c.cfg(native.CFG_MSIX_ENABLE, 1)
    c.host_write(ASQ_ADDR, bytes(64 * QDEPTH))
    c.host_write(ACQ_ADDR, bytes(16 * QDEPTH))
    c.host_write(IDENT_ADDR, b"\xEE" * 4096)
    c.mmio_write(AQA, 4, (QDEPTH - 1) << 16 | (QDEPTH - 1))
    c.mmio_write(ASQ, 8, ASQ_ADDR)
    c.mmio_write(ACQ, 8, ACQ_ADDR)
    # MSI-X vector 0 (the admin queue's): message address in the MSI window, then unmasked.
    c.mmio_write(MSIX_TABLE + 0, 4, msi & 0xFFFF_FFFF)
    c.mmio_write(MSIX_TABLE + 4, 4, msi >> 32)
    c.mmio_write(MSIX_TABLE + 8, 4, IRQ_DATA)
    c.mmio_write(MSIX_TABLE + 12, 4, 0)
    iosqes, iocqes = 6, 4
    c.mmio_write(CC, 4, 1 | iosqes << 16 | iocqes << 20)
    end = c.now_ps + 2 * MS
    while c.mmio_read(CSTS, 4).data & 1 == 0:
        assert c.now_ps < end, "CSTS.RDY did not rise after CC.EN = 1"
        c.run(c.now_ps + 200_000)
    assert c.mmio_read(CSTS, 4).data & 0x3 == 0x1  # RDY, no fatal status

    # Identify Controller (CNS 1) into host memory.
    c.events.clear()
    c.host_write(ASQ_ADDR, _sqe(0x06, 0x0031, 0, IDENT_ADDR, 1))
    c.mmio_write(SQ0TDBL, 4, 1)
    cid, status, sqhd = _wait_cqe(c, 0, 1, 4 * MS)
    assert (cid, status, sqhd) == (0x0031, 0, 1)
    ident = c.host_read(IDENT_ADDR, 4096)
    fw = FwConfig()
    assert struct.unpack_from("<H", ident, 0)[0] == fw.vid
    assert ident[4:24] == fw.serial.encode().ljust(20, b" ")
    assert ident[24:64] == fw.model.encode().ljust(40, b" ")
    # The CQE's interrupt arrived as an IRQ message for vector 0's address and data.
    if not any(m.type == native.IRQ for m in c.events):
        c.run_until(lambda m: m.type == native.IRQ, limit_ps=100_000_000)
    irqs = [struct.unpack_from("<QI", m.payload) for m in c.events if m.type == native.IRQ]
    assert irqs and irqs[0] == (msi, IRQ_DATA), irqs
    c.mmio_write(CQ0HDBL, 4, 1)

    # Identify into an address past host memory: the data write is dropped and reported.
    c.events.clear()
    outside = HOST_BASE + HOST_MEM + 0x10_0000
    c.host_write(ASQ_ADDR + 64, _sqe(0x06, 0x0032, 0, outside, 1))
    c.mmio_write(SQ0TDBL, 4, 2)
    cid, status, _ = _wait_cqe(c, 1, 1, 4 * MS)
    assert cid == 0x0032
    errs = [(struct.unpack_from("<IIQ", m.payload), m.payload[24:].decode())
            for m in c.events if m.type == native.ERROR]
    assert any(kind == native.ERR_DMA_OUTSIDE and addr >= outside and addr < outside + 4096
               for (kind, _, addr), _text in errs), errs
    c.mmio_write(CQ0HDBL, 4, 2)
    assert info["config"] == CONFIG


def io_write_read_back_through_split_completions(sim):
    """After the bring-up above: admin SQ tail 2, CQ head 2."""
    c = sim.client
    c.events.clear()
    c.cfg(native.CFG_MAX_PAYLOAD, 1)   # 256 B
    c.cfg(native.CFG_MAX_READ_REQ, 2)  # 512 B: each read splits into MPS-sized, RCB-ended pieces
    c.cfg(native.CFG_RCB_BYTES, 64)
    c.host_write(IOCQ_ADDR, bytes(16 * QDEPTH))
    admin = [_sqe(0x05, 0x40, 0, IOCQ_ADDR, (QDEPTH - 1) << 16 | 1, cdw11=1),           # Create I/O CQ 1
             _sqe(0x01, 0x41, 0, IOSQ_ADDR, (QDEPTH - 1) << 16 | 1, cdw11=1 << 16 | 1)]  # Create I/O SQ 1
    for i, sqe in enumerate(admin):
        c.host_write(ASQ_ADDR + 64 * (2 + i), sqe)
        c.mmio_write(SQ0TDBL, 4, 3 + i)
        cid, status, _ = _wait_cqe(c, 2 + i, 1, 4 * MS)
        assert (cid, status) == (0x40 + i, 0)
        c.mmio_write(CQ0HDBL, 4, 3 + i)

    # 8 LBAs of 512 B to namespace 1 from a buffer at page offset 0x24 (PRP1 + PRP2: two pages).
    data = bytes((i * 7 + (i >> 8) * 13) & 0xFF for i in range(4096))
    woff, roff = 0x24, 0x1C4
    c.host_write(WBUF + woff, data)
    c.host_write(RBUF, b"\x55" * 8192)
    io = [_sqe(0x01, 0x50, 1, WBUF + woff, 16, prp2=WBUF + 0x1000, cdw12=7),   # Write, SLBA 16
          _sqe(0x02, 0x51, 1, RBUF + roff, 16, prp2=RBUF + 0x1000, cdw12=7)]   # Read it back
    for i, sqe in enumerate(io):
        c.host_write(IOSQ_ADDR + 64 * i, sqe)
        c.mmio_write(SQ1TDBL, 4, 1 + i)
        cid, status, _ = _wait_cqe(c, i, 1, 8 * MS, cq=IOCQ_ADDR)
        assert (cid, status) == (0x50 + i, 0), f"command {i}: status {status:#x}"
        c.mmio_write(CQ1HDBL, 4, 1 + i)
    back = c.host_read(RBUF, 8192)
    assert back[roff:roff + 4096] == data
    assert back[:roff] == b"\x55" * roff and back[roff + 4096:] == b"\x55" * (8192 - roff - 4096)
    assert not [m for m in c.events if m.type == native.ERROR]


def bus_master_off_drops_device_requests(sim):
    c = sim.client
    c.events.clear()
    c.cfg(native.CFG_BUS_MASTER, 0)
    c.host_write(IOSQ_ADDR + 64 * 2, _sqe(0x02, 0x52, 1, RBUF, 16, prp2=RBUF + 0x1000, cdw12=7))
    c.mmio_write(SQ1TDBL, 4, 3)  # the SQE fetch is the device's next request
    err = c.run_until(lambda m: m.type == native.ERROR, limit_ps=1 * MS)
    assert err is not None
    kind, _, addr = struct.unpack_from("<IIQ", err.payload)
    assert kind == native.ERR_MALFORMED and "bus mastering" in err.payload[24:].decode()
    assert addr == IOSQ_ADDR + 64 * 2
