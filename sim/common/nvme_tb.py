"""Core-level NVMe bench: ctrl_core on the UltraScale+ PCIe model, DDR bank 0 as an AXI RAM, and the
Python firmware model (sim/common/nvme_fw) serving the firmware port through the generated
registers. Tests drive the host side with the cssd_nvme driver or with raw register accesses.
"""

from __future__ import annotations

import logging

import cocotb
from cocotb.triggers import ClockCycles
from cocotbext.axi import AxiBus, AxiRam

from nvme_fw import FwConfig, NvmeFirmwareModel
from nvme_io import IoBackEnd
from nvme_fw_port import RtlFwHw
from pcie_tb import PcieTb

CTRL_SOURCES = [
    "common/common_axil_demux.sv",
    "nvme/generated/nvme_pcie_completer.sv",
    "nvme/generated/front_end/*.sv",
    "nvme/generated/nvme_csr.sv",
    "nvme/generated/nvme_set_csr.sv",
    "nvme/nvme_ctrl.sv",
    "ctrl/generated/ctrl_csr.sv",
    "top/ctrl_core.sv",
]


# 256 MiB at 512 B: four host namespaces and the private one fit the 4 GiB DDR bank.
SIM_NS_BLOCKS = 1 << 19


class NvmeTb(PcieTb):
    """PcieTb plus controller memory and a running firmware model."""

    def __init__(self, dut, *, fw_config: FwConfig | None = None, with_unserved_bar: bool = False) -> None:
        super().__init__(dut, with_unserved_bar=with_unserved_bar)
        self.ddr0 = AxiRam(AxiBus.from_prefix(dut, "m_axi_ddr0"), dut.clk_i, dut.rst_ni,
                           reset_active_level=False, size=2**32)
        self.ddr0.write_if.log.setLevel(logging.WARNING)
        self.ddr0.read_if.log.setLevel(logging.WARNING)
        self.fw_hw = RtlFwHw(dut, self.ddr0)
        # Namespaces small enough that each fits its region of controller memory (nvme_io.ns_base).
        self.fw_config = fw_config or FwConfig(ns_blocks=SIM_NS_BLOCKS)
        self.fw: NvmeFirmwareModel | None = None
        self._fw_task = None
        # Per-set I/O firmware models (sim/common/nvme_io), started by bring_up unless with_io=False.
        self.io: IoBackEnd | None = None

    async def bring_up(self, *, start_firmware: bool = True, with_io: bool | None = None, **io_kw) -> None:
        """Reset, enumerate, start the management firmware model and (SACA sends every NVM I/O
        command to a set) the per-set firmware models; `with_io` defaults to `start_firmware`."""
        if with_io is None:
            with_io = start_firmware
        await super().bring_up()
        await self.fw_hw.start()
        if start_firmware:
            self.start_firmware()
        if with_io:
            num_sets, _, _ = await self.fw_hw.saca_geometry()
            if self.fw is not None:
                io_kw.setdefault("on_io", self.fw.record_io)
            self.io = IoBackEnd(self.fw_hw, self.fw_config, self.ddr0, num_sets=num_sets, **io_kw)
            self.io.start()

    def start_firmware(self, nvram=None) -> NvmeFirmwareModel:
        self.fw = NvmeFirmwareModel(self.fw_hw, self.fw_config, nvram)
        self._fw_task = cocotb.start_soon(self.fw.run())
        return self.fw

    def stop_firmware(self) -> None:
        if self.fw is not None:
            self.fw.stop()
        if self._fw_task is not None:
            self._fw_task.cancel()
            self._fw_task = None

    async def cycles(self, n: int) -> None:
        await ClockCycles(self.dut.clk_i, n)
