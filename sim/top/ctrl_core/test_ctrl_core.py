"""ctrl_core through the PCIe model: enumeration, the BAR0 completer and the controller CSRs.

Every access goes host -> RootComplex -> UltraScale+ model -> CQ -> completer -> CSR block -> CC,
with addresses from the map generated out of rtl/top/bar0.rdl.
"""

from __future__ import annotations

import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles
from cocotbext.axi import AxiLiteBus, AxiLiteMaster
from cocotbext.pcie.core.tlp import CplStatus, Tlp, TlpType
from cocotbext.pcie.core.utils import PcieId

from cssd_sim.cocotb_run import core_files, run
from cssd_sim.pcie_tb import BAR0_SIZE, PcieTb

from cssd_regs.nvme.reg_model import RegModel as NvmeFwMap
from peakrdl_python.lib import AsyncCallbackSet


@cocotb.test(timeout_time=2, timeout_unit="ms")
async def identification(dut):
    """ID, VERSION and FEATURES read back their reset values; BUILD_ID carries the parameter."""
    tb = PcieTb(dut)
    await tb.bring_up()
    ctrl = tb.regs.ctrl
    assert await ctrl.ID.MAGIC.read() == ctrl.ID.MAGIC.default == 0x43535344
    version = await ctrl.VERSION.read_fields()
    assert version == {"PATCH": 0, "MINOR": 1, "MAJOR": 0}, version
    assert await ctrl.BUILD_ID.read() == int(dut.BuildId.value)
    # The NVMe front end is the only block beyond the CSRs so far; the register must not claim more.
    assert await ctrl.FEATURES.read_fields() == {"NVME": 1, "FLASH": 0, "CORES": 0, "ACCEL": 0, "CXL": 0}
    assert int(dut.status_o.value) & 0b11 == 0b11, "status LEDs: out of reset and BAR0 seen"


@cocotb.test(timeout_time=5, timeout_unit="ms")
async def scratch_and_byte_enables(dut):
    """Full and partial writes land with their byte enables; reads return what was written."""
    tb = PcieTb(dut)
    await tb.bring_up()
    ctrl = tb.regs.ctrl
    rng = random.Random(cocotb.RANDOM_SEED)
    tb.log.info("seed %d", cocotb.RANDOM_SEED)
    model = 0
    for _ in range(20):
        value = rng.getrandbits(32)
        await ctrl.SCRATCH.write(value)
        model = value
        assert await ctrl.SCRATCH.read() == model
    addr = ctrl.SCRATCH.address
    for byte in range(4):
        b = rng.getrandbits(8)
        await tb.bar0.write(addr + byte, bytes([b]))
        model = (model & ~(0xFF << (8 * byte))) | (b << (8 * byte))
        assert await tb.bar0.read_dword(addr, timeout=10, timeout_unit="us") == model
    # A read with partial byte enables still returns the addressed bytes.
    assert await tb.bar0.read(addr + 1, 2, timeout=10, timeout_unit="us") == model.to_bytes(4, "little")[1:3]
    # Read-only registers ignore writes.
    await tb.bar0.write_dword(ctrl.ID.address, 0)
    assert await ctrl.ID.read() == 0x43535344


@cocotb.test(timeout_time=5, timeout_unit="ms")
async def multi_dword_access(dut):
    """64-bit and 16-dword TLPs split into dword accesses in order (NVMe hosts use readq/writeq)."""
    tb = PcieTb(dut)
    await tb.bring_up()
    ctrl = tb.regs.ctrl
    await ctrl.SCRATCH.write(0x11223344)
    base = ctrl.ID.address
    words = await tb.bar0.read_dwords(base, 14, timeout=10, timeout_unit="us")
    assert words[0] == 0x43535344 and words[4] == 0x11223344, [hex(w) for w in words]
    # A qword write covering SCRATCH and the read-only dword after it changes only SCRATCH.
    await tb.bar0.write_qword(ctrl.SCRATCH.address, 0xDEADBEEF_CAFEF00D)
    assert await ctrl.SCRATCH.read() == 0xCAFEF00D
    assert await tb.bar0.read_qword(ctrl.SCRATCH.address, timeout=10, timeout_unit="us") == 0xCAFEF00D


@cocotb.test(timeout_time=5, timeout_unit="ms")
async def activity_counters_and_unmapped(dut):
    """BAR0 read/write counters count TLPs; unmapped dwords read 0, drop writes and are counted."""
    tb = PcieTb(dut)
    await tb.bring_up()
    ctrl = tb.regs.ctrl
    reads0 = await ctrl.BAR0_READS.read()
    writes0 = await ctrl.BAR0_WRITES.read()
    unmapped0 = await ctrl.UNMAPPED.read()
    for i in range(5):
        await tb.bar0.write_dword(0x20000 + 4 * i, 0xFFFFFFFF)  # nothing lives at 0x20000
    assert await tb.bar0.read_dword(0x20000, timeout=10, timeout_unit="us") == 0
    assert await tb.bar0.read_dword(BAR0_SIZE - 4, timeout=10, timeout_unit="us") == 0
    assert await ctrl.BAR0_WRITES.read() == writes0 + 5
    assert await ctrl.UNMAPPED.read() == unmapped0 + 7
    # The counter counts the read TLP that reads it: 6 reads since reads0, plus this one.
    assert await ctrl.BAR0_READS.read() == reads0 + 7


@cocotb.test(timeout_time=5, timeout_unit="ms")
async def cycle_counter_is_coherent(dut):
    """CYCLES_LO latches CYCLES_HI; the pair advances by about the elapsed clock cycles."""
    tb = PcieTb(dut)
    await tb.bring_up()
    ctrl = tb.regs.ctrl

    async def cycles() -> int:
        lo = await ctrl.CYCLES_LO.read()
        return (await ctrl.CYCLES_HI.read()) << 32 | lo

    t0 = await cycles()
    await ClockCycles(dut.clk_i, 1000)
    t1 = await cycles()
    assert 1000 < t1 - t0 < 1000 + 400, (t0, t1)


@cocotb.test(timeout_time=5, timeout_unit="ms")
async def unsupported_requests_complete(dut):
    """A read to a BAR the core does not serve gets a UR completion (all-ones to the host) instead
    of hanging the host, is counted, and the core keeps serving BAR0."""
    tb = PcieTb(dut, with_unserved_bar=True)
    await tb.bring_up()
    ctrl = tb.regs.ctrl
    before = await ctrl.UNSUPPORTED.read()
    bar2 = tb.pci.bar_window[2]
    cpls = await _raw_read(tb, bar2.get_absolute_address(0), dwords=1)
    assert len(cpls) == 1 and cpls[0].status == CplStatus.UR, cpls
    # A BAR0 read longer than the completer serves gets Completer Abort, not a hang.
    cpls = await _raw_read(tb, tb.bar0.get_absolute_address(0x10000), dwords=32)
    assert len(cpls) == 1 and cpls[0].status == CplStatus.CA, cpls
    await bar2.write_dword(0, 0x12345678)  # posted: dropped, counted
    assert await ctrl.UNSUPPORTED.read() == before + 3
    await ctrl.SCRATCH.write(0xA5A5A5A5)
    assert await ctrl.SCRATCH.read() == 0xA5A5A5A5


@cocotb.test(timeout_time=2, timeout_unit="ms")
async def firmware_port_windows(dut):
    """Without the flash back end the firmware port decodes 0x0_0000-0x0_FFFF only: above it
    reads and writes answer DECERR and never alias onto the NVMe registers below."""
    tb = PcieTb(dut)
    await tb.bring_up()
    fw = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil_fw"), dut.clk_i, dut.rst_ni, reset_active_level=False)
    reg = NvmeFwMap(callbacks=AsyncCallbackSet(read_callback=None, write_callback=None)).DMA_HOST_LO.address
    await fw.write_dword(reg, 0x1234_5678)
    assert await fw.read_dword(reg) == 0x1234_5678
    wr = await fw.write(0x1_0000 + reg, (0xDEAD_BEEF).to_bytes(4, "little"))
    assert int(wr.resp) == 3, f"write above 0xFFFF: resp {wr.resp}, want DECERR"
    rd = await fw.read(0x1_0000 + reg, 4)
    assert int(rd.resp) == 3, f"read above 0xFFFF: resp {rd.resp}, want DECERR"
    assert await fw.read_dword(reg) == 0x1234_5678, "a write above 0xFFFF reached the NVMe registers"


async def _raw_read(tb: PcieTb, addr: int, dwords: int) -> list[Tlp]:
    """One memory read TLP, returning its completions (the address-space API hides the status)."""
    req = Tlp()
    req.fmt_type = TlpType.MEM_READ_64 if addr > 0xFFFFFFFF else TlpType.MEM_READ
    req.requester_id = PcieId(0, 0, 0)
    req.set_addr_be(addr, 4 * dwords)
    return await tb.rc.perform_nonposted_operation(req, 10, "us")


@pytest.mark.parametrize("build_id", [0x0, 0x5EED1234])
def test_ctrl_core(build_id):
    run(test_file=__file__, toplevel="ctrl_core", sources=core_files("top"),
        parameters={"BuildId": build_id})
