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

import fcntl
import logging
import subprocess
import sys
import time
from pathlib import Path

import cocotb
from cocotb.triggers import ClockCycles, Edge
from cocotb.utils import get_sim_time

import rocket
import set_mailbox as smb
from cocotb_run import rtl_files
from nvme_tb import CTRL_SOURCES, NvmeTb
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
        # Admin commands are rare here: the management model polls the shared firmware port less
        # often than its default, which leaves the port to the set cores and costs less Python.
        self.fw_hw.poll_interval = 64
        self.cpu_mem = axi_memory(dut, CPU_PORT, dut.clk_i, dut.rst_ni, size=2**32)
        self.consoles = [bytearray() for _ in range(num_cores)]
        self.log_fw = logging.getLogger("cocotb.fw")
        self._console_task = cocotb.start_soon(self._watch_consoles())
        self.set_configs: list[smb.SetConfig] = []
        self.boot_cycles = 0
        self.clk_ns = 4.0  # the PCIe model's 250 MHz user clock drives the whole system
        # Power-on: the DRAMs hold nothing (a second test in the same simulation starts clean).
        self.ddr0.clear()
        self.cpu_mem.clear()

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

    def start_firmware(self, nvram=None):
        """The management model, with the set cores' mailbox counters as its source for the
        SMART / health log (what the management core will read from the mailboxes)."""
        fw = super().start_firmware(nvram)
        self._pulled = [smb.Mailbox() for _ in range(self.num_cores)]
        fw.before_log_page = self._pull_set_counters
        return fw

    def _pull_set_counters(self) -> None:
        """Mailbox counters since the last pull into the model's SMART counters. Data units
        come from the 4 KiB pages the HIL touched (a 512-byte read counts a page)."""
        for s, mb in enumerate(self.mailboxes()):
            last = self._pulled[s]
            nss = [ns.nsid for ns in self.fw_config.namespaces if ns.nvm_set == s + 1]
            nsid = nss[0] if nss else 0
            for is_read, kind in ((True, "read"), (False, "write")):
                n = getattr(mb, f"{kind}_cmds") - getattr(last, f"{kind}_cmds")
                pages = getattr(mb, f"{kind}_pages") - getattr(last, f"{kind}_pages")
                for _ in range(n):
                    self.fw.record_io(is_read, pages * 4096 // n, nsid)
            if mb.media_errors > last.media_errors:
                self.fw.record_media_error(mb.media_errors - last.media_errors, nsid)
            self._pulled[s] = mb

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
        t_boot = get_sim_time("ns")
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
                self.boot_cycles = int((get_sim_time("ns") - t_boot) / self.clk_ns)
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


# ---- building it -------------------------------------------------------------------------------
SYSTEM_SOURCES = [
    "common/common_axil_arb.sv",
    "common/common_axi_mux.sv",
    "soc/soc_axi_to_mem.sv",
    "soc/soc_boot_mem.sv",
    "soc/soc_sysctl.sv",
    "soc/soc_mmio_split.sv",
    "soc/soc_io_bridge.sv",
    "soc/soc_core.sv",
    "common/common_sync.sv",
    "soc/soc_uart.sv",
    "soc/soc_console_mux.sv",
    "soc/soc_console.sv",
    "top/cssd_system.sv",
]
SYSTEM_MEMORIES = ["m_axi_ddr0", "m_axi_ddr1", CPU_PORT]


def build_firmware(repo: Path) -> Path:
    """`make -C firmware set` (once at a time across processes); returns the boot image."""
    image = repo / "build" / "fw-rv64" / "boot" / "set.hex"
    image.parent.mkdir(parents=True, exist_ok=True)
    with open(image.parent.parent / ".boot.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        subprocess.run(["make", "-s", "-C", str(repo / "firmware"), "set"], check=True, stdout=subprocess.DEVNULL)
    return image


def system_run_kwargs(repo: Path, parameters: dict) -> dict:
    """cocotb_run.run() arguments for cssd_system on Verilator: Rocket as a protected library
    (sim/common/rocket.py, shared with sim/soc), C++ memories on the DRAM ports, the set image
    in every core's boot memory. Raises RuntimeError when the Rocket package is missing."""
    image = build_firmware(repo)
    venv_verilator = Path(sys.executable).parent / "verilator"
    wrapper, lib = rocket.protected(repo / "build" / "sim" / "soc" / "rocket_protlib",
                                    str(venv_verilator) if venv_verilator.exists() else "verilator")
    return dict(toplevel="cssd_system",
                sources=[wrapper] + rtl_files(*CTRL_SOURCES, *SYSTEM_SOURCES),
                parameters=parameters,
                defines={**rocket.DEFINES, "SOC_SIM": 1},
                simulator="verilator",
                build_args=["-O3", "-Wno-lint", "-Wno-style", "-Wno-UNOPTFLAT",
                            str(repo / "rtl" / "soc" / "lint" / "soc.vlt"), str(lib)],
                axi_memories=SYSTEM_MEMORIES,
                plusargs=[f"+soc_boot_hex={image}"])
