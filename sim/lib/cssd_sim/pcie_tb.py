"""Test bench glue: a controller core on cocotbext-pcie's UltraScale+ hard-block model.

The core's ports carry PG213 names, so the model binds straight to them; host memory, enumeration
and config space come from the model's RootComplex. The BAR layout matches boards/vcu118's PCIe
IP configuration (BAR0 256 KiB, 64-bit; MSI-X table/PBA in BAR0) so a test sees what a host sees.
"""

from __future__ import annotations

import logging

import cocotb
from cocotb.triggers import ClockCycles, RisingEdge, Timer
from cocotbext.axi import AxiStreamBus
from cocotbext.pcie.core import RootComplex
from cocotbext.pcie.xilinx.us import UltraScalePlusPcieDevice
from peakrdl_python.lib import AsyncCallbackSet

from cssd_regs.bar0.reg_model import RegModel as Bar0Map

from cssd_sim.bar0_layout import BAR0_SIZE, MSIX_PBA_OFFSET, MSIX_TABLE_OFFSET, MSIX_VECTORS  # noqa: F401

# A second BAR the core does not serve: requests to it must come back Unsupported Request.
BAR2_SIZE = 4096


class PcieTb:
    """Root complex + UltraScale+ PCIe model around a DUT with ctrl_core's ports."""

    def __init__(self, dut, *, with_unserved_bar: bool = False) -> None:
        self.dut = dut
        # Hold reset from time 0: the stream models sample valid on the first clock edge, before
        # reset() runs, and flops are X until the asynchronous reset reaches them. The firmware
        # port idles unless a test's firmware drives it.
        dut.rst_ni.value = 0
        # The emulated NAND starts factory-fresh: its block-state reset is held with the first
        # controller reset and never again (a later reset() leaves the media as it is).
        self._array_fresh = hasattr(dut, "flash_array_rst_ni")
        if self._array_fresh:
            dut.flash_array_rst_ni.value = 0
        if hasattr(dut, "flash_power_loss_i"):
            dut.flash_power_loss_i.value = 0
        for pin in ("s_axil_fw_awvalid", "s_axil_fw_wvalid", "s_axil_fw_arvalid"):
            if hasattr(dut, pin):
                getattr(dut, pin).value = 0
        for pin in ("s_axil_fw_bready", "s_axil_fw_rready"):
            if hasattr(dut, pin):
                getattr(dut, pin).value = 1
        self.log = logging.getLogger("cocotb.tb")
        self.log.setLevel(logging.INFO)
        self.rc = RootComplex()
        self.dev = UltraScalePlusPcieDevice(
            pcie_generation=3,
            pcie_link_width=16,
            user_clk_frequency=250e6,
            alignment="dword",
            cq_straddle=False,
            cc_straddle=False,
            rq_straddle=False,
            rc_straddle=False,
            rc_4tlp_straddle=False,
            pf_count=1,
            max_payload_size=512,
            enable_client_tag=True,
            enable_extended_tag=True,
            pf0_msix_enable=True,
            pf0_msix_table_size=MSIX_VECTORS - 1,
            pf0_msix_table_bir=0,
            pf0_msix_table_offset=MSIX_TABLE_OFFSET,
            pf0_msix_pba_bir=0,
            pf0_msix_pba_offset=MSIX_PBA_OFFSET,
            user_clk=dut.clk_i,
            rq_bus=AxiStreamBus.from_prefix(dut, "m_axis_rq"),
            rc_bus=AxiStreamBus.from_prefix(dut, "s_axis_rc"),
            cq_bus=AxiStreamBus.from_prefix(dut, "s_axis_cq"),
            pcie_cq_np_req=dut.pcie_cq_np_req,
            pcie_cq_np_req_count=dut.pcie_cq_np_req_count,
            cc_bus=AxiStreamBus.from_prefix(dut, "m_axis_cc"),
            cfg_max_payload=dut.cfg_max_payload,
            cfg_max_read_req=dut.cfg_max_read_req,
            cfg_function_status=dut.cfg_function_status,
            cfg_interrupt_msix_enable=dut.cfg_interrupt_msix_enable,
            cfg_interrupt_msix_mask=dut.cfg_interrupt_msix_mask,
        )
        self.dev.log.setLevel(logging.WARNING)
        self.rc.log.setLevel(logging.WARNING)
        # The stream interfaces log every TLP at INFO: formatting them costs more wall time than
        # simulating the RTL under load.
        for name in ("m_axis_rq", "s_axis_rc", "s_axis_cq", "m_axis_cc"):
            logging.getLogger(f"cocotb.{dut._name}.{name}").setLevel(logging.WARNING)
        for f in self.dev.functions:
            f.log.setLevel(logging.WARNING)
        self.dev.functions[0].configure_bar(0, BAR0_SIZE, ext=True)
        if with_unserved_bar:
            self.dev.functions[0].configure_bar(2, BAR2_SIZE)
        self.rc.make_port().connect(self.dev)
        self.pci = None
        self.bar0 = None
        self.regs: Bar0Map | None = None

    async def reset(self) -> None:
        """Hold the core in reset while the model's clock runs, then release it."""
        self.dut.rst_ni.value = 0
        self.dut.uart_rx_i.value = 1
        await ClockCycles(self.dut.clk_i, 10)
        self.dut.rst_ni.value = 1
        if hasattr(self.dut, "flash_power_loss_i"):
            self.dut.flash_power_loss_i.value = 0  # powered again (power_cut raised it)
        if self._array_fresh:
            self.dut.flash_array_rst_ni.value = 1
            self._array_fresh = False
        await ClockCycles(self.dut.clk_i, 5)

    async def bring_up(self) -> None:
        """Reset, enumerate, enable memory space and bus mastering, map BAR0."""
        # The model starts user_clk itself; give it a moment before touching the clock.
        await Timer(10, "ns")
        await self.reset()
        await self.rc.enumerate()
        self.pci = self.rc.find_device(self.dev.functions[0].pcie_id)
        await self.pci.enable_device()
        await self.pci.set_master()
        self.bar0 = self.pci.bar_window[0]
        self.regs = Bar0Map(callbacks=AsyncCallbackSet(read_callback=self._read, write_callback=self._write))

    async def _read(self, addr: int, width: int, accesswidth: int) -> int:
        assert width == 32 and accesswidth == 32
        return await self.bar0.read_dword(addr, timeout=10, timeout_unit="us")

    async def _write(self, addr: int, width: int, accesswidth: int, data: int) -> None:
        assert width == 32 and accesswidth == 32
        # Posted: PCIe ordering keeps any later read behind it, so no flush is needed here.
        await self.bar0.write_dword(addr, data)
