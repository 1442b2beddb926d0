"""Full-system bench: `cssd_system` (ctrl_core + the Rocket set cores running firmware/) on the
UltraScale+ PCIe model, with the C++ memories for DDR bank 0 (buffers), DDR bank 1 (the NAND
array) and the cores' private DRAM.

What is real and what is a model: the NVMe front end, SACA, the flash back end, the set cores
and their firmware (HIL / ICL / FTL / flash driver) are the RTL and the C code; the host is the
cssd_nvme driver on cocotbext-pcie; the management core's firmware does not exist yet, so the
Python management model (sim/common/nvme_fw) still serves admin commands on the external
firmware port and the testbench does the management core's other jobs: the flash back end's
global set-up and each set's mailbox (sim/common/set_mailbox.py) before the cores boot.
"""

from __future__ import annotations

import logging
import time

import cocotb
from cocotb.triggers import ClockCycles, Edge

import set_mailbox as smb
from nvme_tb import NvmeTb
from sparse_mem import axi_memory

CPU_PORT = "m_axi_cpu"


class FirmwareFailed(AssertionError):
    pass


class FwSystemTb(NvmeTb):
    def __init__(self, dut, *, fw_config, num_cores: int) -> None:
        # The cores stay in reset until boot(): the drive is configured first, as the management
        # core will do before it releases the set cores.
        dut.cores_rst_ni.value = 0
        super().__init__(dut, fw_config=fw_config)
        self.num_cores = num_cores
        self.cpu_mem = axi_memory(dut, CPU_PORT, dut.clk_i, dut.rst_ni, size=2**32)
        self.consoles = [bytearray() for _ in range(num_cores)]
        self.log_fw = logging.getLogger("cocotb.fw")
        self._console_task = cocotb.start_soon(self._watch_consoles())
        self.set_configs: list[smb.SetConfig] = []

    async def _watch_consoles(self) -> None:
        """Console bytes of every core; whole lines are logged. Watched by edge, not per clock."""
        valid, data = self.dut.core_console_valid_o, self.dut.core_console_data_o
        while True:
            await Edge(valid)
            v = int(valid.value)
            if not v:
                continue
            d = int(data.value)
            for core in range(self.num_cores):
                if v >> core & 1:
                    ch = (d >> (8 * core)) & 0xFF
                    buf = self.consoles[core]
                    buf.append(ch)
                    if ch == 0x0A:
                        line = buf[buf.rfind(b"\n", 0, len(buf) - 1) + 1:-1].decode(errors="replace")
                        self.log_fw.info("core %d: %s", core, line)

    def console(self, core: int) -> str:
        return self.consoles[core].decode(errors="replace")

    def set_configs_from(self, geo, *, flags: int = smb.CFG_FORMAT_IF_BLANK, time_scale: int = 256) -> list[smb.SetConfig]:
        """Channels split evenly over the set cores (set s owns a contiguous range), namespaces
        to the set their NVM Set Identifier names (1-based)."""
        per = geo.channels // self.num_cores
        if per < 1:
            raise ValueError(f"{geo.channels} channels cannot be shared by {self.num_cores} set cores")
        cfgs = []
        for s in range(self.num_cores):
            nss = [(ns.nsid, ns.lba_size.bit_length() - 1, ns.blocks)
                   for ns in self.fw_config.namespaces if ns.nvm_set == s + 1 and not ns.private]
            cfgs.append(smb.SetConfig(ch_first=s * per, ch_count=per, namespaces=nss, flags=flags,
                                      time_scale=time_scale))
        return cfgs

    async def boot_cores(self, cfgs: list[smb.SetConfig], *, timeout_cycles: int = 3_000_000,
                         poll: int = 2000) -> list[smb.Mailbox]:
        """Write the mailboxes, release the cores, wait until every set core says READY."""
        self.set_configs = cfgs
        for s, cfg in enumerate(cfgs):
            smb.write_config(self.ddr0, s, cfg)
        self.dut.cores_rst_ni.value = 1
        t0, waited = time.monotonic(), 0
        while True:
            mbs = [smb.read(self.ddr0, s) for s in range(self.num_cores)]
            for s, mb in enumerate(mbs):
                if mb.state == smb.STATE_FAILED:
                    raise FirmwareFailed(f"set core {s} failed with error {mb.error}:\n{self.console(s)}")
            if all(mb.state == smb.STATE_READY for mb in mbs):
                self.log.info("set cores ready after %d cycles (%.1f s wall)", waited, time.monotonic() - t0)
                return mbs
            if waited >= timeout_cycles:
                states = [mb.state for mb in mbs]
                raise FirmwareFailed(f"set cores not ready after {waited} cycles (states {states}):\n"
                                     + "\n".join(self.console(s) for s in range(self.num_cores)))
            await ClockCycles(self.dut.clk_i, poll)
            waited += poll

    def mailboxes(self) -> list[smb.Mailbox]:
        return [smb.read(self.ddr0, s) for s in range(self.num_cores)]

    async def power_cut(self) -> None:
        """Everything loses power but the NAND: cores and controller in reset, the DRAMs (DDR
        bank 0 and the cores' memory) lose their contents. The array in DDR bank 1 keeps what
        the flash back end had written when the reset hit."""
        self.dut.cores_rst_ni.value = 0
        self.dut.rst_ni.value = 0
        await ClockCycles(self.dut.clk_i, 4)
        self.ddr0.clear()
        self.cpu_mem.clear()
        self.consoles = [bytearray() for _ in range(self.num_cores)]
