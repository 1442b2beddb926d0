"""Core-level NVMe bench: ctrl_core on the UltraScale+ PCIe model, DDR bank 0 as an AXI RAM, and the
Python firmware model (sim/lib/cssd_sim/nvme_fw) serving the firmware port through the generated
registers. Tests drive the host side with the cssd_nvme driver or with raw register accesses.
"""

from __future__ import annotations

import cocotb
from cocotb.triggers import ClockCycles

from cssd_regs.fw_port.reg_model import RegModel as FwPortMap
from cssd_sim.cocotb_run import RTL, core_files
from cssd_sim.flash_port import FlashPort
from cssd_sim.nvme_fw import FwConfig, NvmeFirmwareModel
from cssd_sim.nvme_io import IoBackEnd
from cssd_sim.page_ftl import FtlBackEnd, PageFtl
from cssd_sim.nvme_fw_port import RtlFwHw
from cssd_sim.pcie_tb import PcieTb
from cssd_sim.sparse_mem import axi_memory
from peakrdl_python.lib import AsyncCallbackSet

def __getattr__(name: str):
    """CTRL_SOURCES: ctrl_core's files (rtl/-relative, for rtl_files()), read from the core files.
    Kept for benches written against the old hand list; new code calls core_files("top")."""
    if name == "CTRL_SOURCES":
        return [p.relative_to(RTL).as_posix() for p in core_files("top")]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# ctrl_core's DRAM ports: cocotb_run.run(axi_memories=DDR_PORTS) answers them with the C++
# memory on Verilator.
DDR_PORTS = ["m_axi_ddr0", "m_axi_ddr1"]

# ctrl_core's firmware port: the flash back end's registers (rtl/top/fw_port.rdl).
FLASH_FW_BASE = FwPortMap(callbacks=AsyncCallbackSet(read_callback=None, write_callback=None)).flash.address

# 256 MiB at 512 B: four host namespaces and the private one fit the 4 GiB DDR bank.
SIM_NS_BLOCKS = 1 << 19


class NvmeTb(PcieTb):
    """PcieTb plus controller memory and a running firmware model."""

    def __init__(self, dut, *, fw_config: FwConfig | None = None, with_unserved_bar: bool = False) -> None:
        super().__init__(dut, with_unserved_bar=with_unserved_bar)
        # AxiRam, or the C++ memory where the build put one (run(axi_memories=DDR_PORTS)).
        self.ddr0 = axi_memory(dut, "m_axi_ddr0", dut.clk_i, dut.rst_ni, size=2**32)
        self.fw_hw = RtlFwHw(dut, self.ddr0)
        # Namespaces small enough that each fits its region of controller memory (nvme_io.ns_base).
        self.fw_config = fw_config or FwConfig(ns_blocks=SIM_NS_BLOCKS)
        self.fw: NvmeFirmwareModel | None = None
        self._fw_task = None
        # Per-set I/O firmware models (sim/lib/cssd_sim/nvme_io), started by bring_up unless with_io=False.
        self.io: IoBackEnd | FtlBackEnd | None = None
        # With a flash back end built in (FlashChannels > 0): DDR bank 1 holds the emulated NAND,
        # and the sets are served by the page-mapped FTL model (sim/lib/cssd_sim/page_ftl.py).
        self.has_flash = hasattr(dut, "FlashChannels") and int(dut.FlashChannels.value) > 0
        self.ddr1 = None
        self.flash: FlashPort | None = None
        self.ftl: PageFtl | None = None
        if self.has_flash:
            self.ddr1 = axi_memory(dut, "m_axi_ddr1", dut.clk_i, dut.rst_ni, size=2**32)
            self.flash = FlashPort(dut, dut.clk_i, dut.rst_ni, base=FLASH_FW_BASE, axil=self.fw_hw.axil)

    async def bring_up(self, *, start_firmware: bool = True, with_io: bool | None = None,
                       flash_timing: dict | None = None, before_ftl=None, ftl_kw: dict | None = None,
                       **io_kw) -> None:
        """Reset, enumerate, start the management firmware model and (SACA sends every NVM I/O
        command to a set) the per-set firmware models; `with_io` defaults to `start_firmware`.

        With flash: `flash_timing` goes to FlashPort.set_timing, `before_ftl` (an async callable
        taking the FlashPort) runs before the FTL reads the bad-block table (factory bad blocks),
        `ftl_kw` goes to PageFtl."""
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
            if self.has_flash:
                await self.start_flash(flash_timing or {}, before_ftl, ftl_kw or {})
                self.io = FtlBackEnd(self.fw_hw, self.fw_config, self.ddr0, self.ftl, num_sets=num_sets, **io_kw)
            else:
                self.io = IoBackEnd(self.fw_hw, self.fw_config, self.ddr0, num_sets=num_sets, **io_kw)
            self.io.start()

    async def start_flash(self, timing: dict, before_ftl=None, ftl_kw: dict | None = None) -> PageFtl:
        """Program the timing model, place the array in DDR bank 1 (data at 0, spare areas after
        it) and start the FTL model on it."""
        await self.start_flash_hw(timing, before_ftl)
        self.ftl = PageFtl(self.flash, self.ddr0, **(ftl_kw or {}))
        await self.ftl.start()
        self.ftl.check_namespaces(self.fw_config.namespaces)
        return self.ftl

    async def start_flash_hw(self, timing: dict, before_ftl=None):
        """The flash back end's global set-up (what the management core will do): timing model
        and array placement in DDR bank 1; `before_ftl` runs last (e.g. factory bad blocks)."""
        geo = await self.flash.start()
        data_bytes = geo.channels * geo.dies * geo.planes * geo.blocks * geo.pages * geo.page_bytes
        spare_base = -(-data_bytes // (1 << 20)) << 20
        spare_bytes = data_bytes // geo.page_bytes * geo.spare_bytes
        if spare_base + spare_bytes > 2**32:
            raise ValueError("the flash geometry does not fit DDR bank 1 (4 GiB) with its spare areas")
        await self.flash.set_array_base(0, spare_base)
        if timing:
            await self.flash.set_timing(**timing)
        if before_ftl is not None:
            await before_ftl(self.flash)
        return geo

    def array_address(self, ppa: tuple[int, int, int]) -> int:
        """DDR bank 1 address of a physical page the FTL names (unit, block, page)."""
        u = self.ftl.units[ppa[0]]
        g = self.flash.geo
        index = ((((u.ch * g.dies + u.die) * g.planes + u.plane) * g.blocks + ppa[1]) * g.pages + ppa[2])
        return index * g.page_bytes

    def array_location(self, index: int) -> tuple[int, int, int, int, int]:
        """(channel, die, plane, block, page) of the index-th page of the NAND array in DDR bank 1
        (the order array_address uses), e.g. for a fault rule on a page found there by content."""
        g = self.flash.geo
        index, page = divmod(index, g.pages)
        index, block = divmod(index, g.blocks)
        index, plane = divmod(index, g.planes)
        ch, die = divmod(index, g.dies)
        return ch, die, plane, block, page

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
