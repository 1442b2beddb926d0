"""Full-system bench: `cssd_system` (ctrl_core + the Rocket set cores running firmware/app/
set_main.c + the management core running firmware/app/mgmt_main.c) on the UltraScale+ PCIe
model, with the C++ memories for DDR bank 0 (buffers), DDR bank 1 (the NAND array) and the
cores' private DRAM.

What is real and what is a model: the NVMe front end, SACA, the flash back end, the cores and
their firmware (management: admin commands, flash global set-up, set mailboxes; sets: HIL / ICL
/ FTL / flash driver) are the RTL and the C code; the host is the cssd_nvme driver on
cocotbext-pcie. The testbench is the boot loader: it writes the boot configuration block
(sim/lib/cssd_sim/boot_config.py) into DDR bank 0 and releases the cores' reset.

With a build of MgmtCore = 0 (no management core) the older arrangement remains: the Python
management model (sim/lib/cssd_sim/nvme_fw) serves admin commands on the external firmware port and
the testbench does the flash global set-up and writes the set mailboxes itself.
"""

from __future__ import annotations

import fcntl
import logging
import subprocess
import time
from pathlib import Path

import cocotb
from cocotb.triggers import ClockCycles, Edge
from cocotb.utils import get_sim_time

from cssd_config import set_channel_count, set_channel_first

from cssd_sim import boot_config as bcfg
from cssd_sim import rocket
from cssd_sim import set_mailbox as smb
from cssd_sim.cocotb_run import core_files
from cssd_sim.nvme_tb import NvmeTb
from cssd_sim.sparse_mem import axi_memory

CPU_PORT = "m_axi_cpu"


class FirmwareFailed(AssertionError):
    pass


class FwSystemTb(NvmeTb):
    def __init__(self, dut, *, fw_config, num_cores: int) -> None:
        """num_cores: set cores (cssd_system NumCores); the management core, when the build has
        one (MgmtCore = 1), is core num_cores and serves admin commands instead of the model; the
        ISP core, when the build has one (IspCore = 1), is the last core (its console is watched
        like the others'; the management firmware releases it)."""
        # The cores stay in reset until boot_cores(): the loader writes the boot block first.
        dut.cores_rst_ni.value = 0
        super().__init__(dut, fw_config=fw_config)
        self.num_cores = num_cores
        self.mgmt_core = hasattr(dut, "MgmtCore") and int(dut.MgmtCore.value) == 1
        self.isp_core = hasattr(dut, "IspCore") and int(dut.IspCore.value) == 1
        self.num_all = num_cores + int(self.mgmt_core) + int(self.isp_core)
        self.mgmt_ready_cycles = 0  # the management core's mcycle when it released the set cores
        # Admin commands are rare here: the management model polls the shared firmware port less
        # often than its default, which leaves the port to the set cores and costs less Python.
        self.fw_hw.poll_interval = 64
        self.cpu_mem = axi_memory(dut, CPU_PORT, dut.clk_i, dut.rst_ni, size=2**32)
        self.consoles = [bytearray() for _ in range(self.num_all)]
        self.log_fw = logging.getLogger("cocotb.fw")
        self._console_task = cocotb.start_soon(self._watch_consoles())
        self.set_configs: list[smb.SetConfig] = []
        self.boot_cycles = 0
        # Wall and process CPU seconds of the last boot_cores(): `make bench` compares the cocotb
        # path's speed on this boot with cssd_sim's on the same configuration.
        self.boot_wall_s = self.boot_cpu_s = 0.0
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
            for core in range(self.num_all):
                if v >> core & 1:
                    ch = (d >> (8 * core)) & 0xFF
                    buf = self.consoles[core]
                    buf.append(ch)
                    if ch == 0x0A:
                        line = buf[buf.rfind(b"\n", 0, len(buf) - 1) + 1:-1].decode(errors="replace")
                        self.log_fw.info("core %d: %s", core, line)

    def start_firmware(self, nvram=None):
        """With the management core: nothing (its firmware serves admin commands once
        boot_cores() released it). Without: the management model, with the set cores' mailbox
        counters as its source for the SMART / health log (what firmware/mgmt/mgmt_log.c reads)."""
        if self.mgmt_core:
            return None
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
        """Channels split over the set cores by cssd_config's split (set s owns a contiguous
        range; the RTL wires the interrupts and the management firmware writes the mailboxes by
        the same one), namespaces to the set their NVM Set Identifier names (1-based)."""
        if geo.channels < self.num_cores:
            raise ValueError(f"{geo.channels} channels cannot be shared by {self.num_cores} set cores")
        cfgs = []
        for s in range(self.num_cores):
            nss = [(ns.nsid, ns.lba_size.bit_length() - 1, ns.blocks)
                   for ns in self.fw_config.namespaces if ns.nvm_set == s + 1 and not ns.private]
            cfgs.append(smb.SetConfig(ch_first=set_channel_first(s, self.num_cores, geo.channels),
                                      ch_count=set_channel_count(s, self.num_cores, geo.channels),
                                      namespaces=nss, flags=flags, time_scale=time_scale))
        return cfgs

    async def start_flash_hw(self, timing: dict, before_ftl=None):
        """With the management core, its firmware does the flash global set-up (array placement,
        TIME_SCALE from the boot block): here only the geometry and `before_ftl` (e.g. factory
        bad blocks marked in the back end's table before any core runs)."""
        if not self.mgmt_core:
            geo = await super().start_flash_hw(timing, before_ftl)
            await self.flash.set_e2e(True)  # as the management firmware's flash_setup does
            return geo
        if set(timing) - {"scale"}:
            raise ValueError(f"the management core programs TIME_SCALE only, not {sorted(set(timing) - {'scale'})}")
        geo = await self.flash.start()
        if before_ftl is not None:
            await before_ftl(self.flash)
        return geo

    async def boot_cores(self, cfgs: list[smb.SetConfig], *, timeout_cycles: int = 3_000_000,
                         poll: int = 2000, loader: bool = True, on_mgmt_ready=None,
                         keep_mailboxes: bool = False) -> list[smb.Mailbox]:
        """Release the cores and wait until every set core says READY.

        With the management core: the boot block (namespaces from fw_config, format flags and
        time scale from cfgs) and cleared mailboxes, then reset released; the management core
        writes the mailboxes and releases the set cores. cfgs is what the testbench expects it
        to write (channel split): checked once the sets are up. Without: the testbench writes
        the mailboxes (with `go`) itself.

        loader=False (management core only) plays a board: nothing is written to DDR0 (it is
        clear at power-on), so the management core runs on its board default. There is no boot
        block state to poll then: readiness is what a board's UART shows, the management core's
        "mgmt ready" line and each set core's "set <s> ready" line; "failed" on any console
        fails. `on_mgmt_ready` (a coroutine function) runs once the management core says ready,
        before the set cores are (they are released by then).

        The loader clears the mailboxes out of habit only: the management core holds the set
        cores in reset (soc_sysctl SET_CORES_RUN) until it has rewritten them, so a `go` left
        from an earlier boot starts nothing. keep_mailboxes=True leaves them as they are (a hot
        reset: DDR0 is not cleared)."""
        self.set_configs = cfgs
        t_boot = get_sim_time("ns")
        if not loader and not self.mgmt_core:
            raise ValueError("without a loader only a management core can configure the set cores")
        if self.mgmt_core and loader:
            for s in range(self.num_cores if not keep_mailboxes else 0):
                smb.clear(self.ddr0, s)
            bcfg.write(self.ddr0, set_cores=self.num_cores, set_flags=cfgs[0].flags,
                       time_scale=cfgs[0].time_scale, namespaces=self.fw_config.namespaces)
        elif not self.mgmt_core:
            for s, cfg in enumerate(cfgs):
                smb.write_config(self.ddr0, s, cfg)
        self.dut.cores_rst_ni.value = 1
        t0, cpu0, waited = time.monotonic(), time.process_time(), 0
        mgmt_seen_ready = False
        while True:
            if self.mgmt_core and loader:
                bc = bcfg.read(self.ddr0)
                if bc.mgmt_state == bcfg.STATE_FAILED:
                    raise FirmwareFailed(f"management core failed with error {bc.mgmt_error}:\n"
                                         f"{self.console(self.num_cores)}")
            if not loader:
                for core in range(self.num_all):
                    if "failed" in self.console(core):
                        raise FirmwareFailed(f"core {core} failed:\n{self.console(core)}")
                if not mgmt_seen_ready and "\nmgmt ready" in "\n" + self.console(self.num_cores):
                    mgmt_seen_ready = True
                    if on_mgmt_ready is not None:
                        await on_mgmt_ready()
            mbs = [smb.read(self.ddr0, s) for s in range(self.num_cores)]
            for s, mb in enumerate(mbs):
                if mb.state == smb.STATE_FAILED:
                    raise FirmwareFailed(f"set core {s} failed with error {mb.error}:\n{self.console(s)}")
            if loader:
                ready = all(mb.state == smb.STATE_READY for mb in mbs)
            else:
                ready = mgmt_seen_ready and all(f"set {s} ready" in self.console(s) for s in range(self.num_cores))
            if ready:
                self.boot_cycles = int((get_sim_time("ns") - t_boot) / self.clk_ns)
                self.boot_wall_s, self.boot_cpu_s = time.monotonic() - t0, time.process_time() - cpu0
                if self.mgmt_core:
                    self.mgmt_ready_cycles = bc.ready_cycles if loader else 0
                    for s, (mb, cfg) in enumerate(zip(mbs, cfgs)):
                        if (mb.ch_first, mb.ch_count) != (cfg.ch_first, cfg.ch_count) or mb.time_scale != cfg.time_scale:
                            raise FirmwareFailed(f"set {s}: the management core gave channels {mb.ch_first}+{mb.ch_count} "
                                                 f"scale {mb.time_scale}, expected {cfg.ch_first}+{cfg.ch_count} "
                                                 f"scale {cfg.time_scale}")
                self.log.info("set cores ready after %d cycles (%.1f s wall)%s", self.boot_cycles,
                              time.monotonic() - t0,
                              f", management core released them at its cycle {bc.ready_cycles}"
                              if self.mgmt_core and loader else "")
                return mbs
            if waited >= timeout_cycles:
                states = [mb.state for mb in mbs]
                raise FirmwareFailed(f"set cores not ready after {waited} cycles (states {states}):\n"
                                     + "\n".join(self.console(s) for s in range(self.num_all)))
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
        # The NAND loses power too: a program or erase in its array phase is torn (flash_die,
        # "Power loss"); reset() lowers it with rst_ni.
        self.dut.flash_power_loss_i.value = 1
        await ClockCycles(self.dut.clk_i, 4)
        self.ddr0.clear()
        self.cpu_mem.clear()
        self.consoles = [bytearray() for _ in range(self.num_all)]


# ---- building it -------------------------------------------------------------------------------
SYSTEM_MEMORIES = ["m_axi_ddr0", "m_axi_ddr1", CPU_PORT]


def build_firmware(repo: Path, *, isp: bool = False) -> tuple[Path, Path, Path | None]:
    """`make -C firmware set mgmt` (and `isp` with isp: a build with an ISP core; once at a time
    across processes); returns the set cores', the management core's and the ISP core's boot
    images (None for the last without isp)."""
    boot = repo / "build" / "fw-rv64" / "boot"
    boot.mkdir(parents=True, exist_ok=True)
    with open(boot.parent / ".boot.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        subprocess.run(["make", "-s", "-C", str(repo / "firmware"), "set", "mgmt", *(["isp"] if isp else [])],
                       check=True, stdout=subprocess.DEVNULL)
    return boot / "set.hex", boot / "mgmt.hex", boot / "isp.hex" if isp else None


def system_run_kwargs(repo: Path, parameters: dict, rocket_config: str, isp_rocket: str | None = None) -> dict:
    """cocotb_run.run() arguments for cssd_system on Verilator: Rocket as a protected library
    (sim/lib/cssd_sim/rocket.py, shared with sim/soc), C++ memories on the DRAM ports, the set image
    in every set core's boot memory, the management image in the management core's
    (parameters MgmtCore = 0 builds without it) and, with IspCore = 1, the ISP image in the ISP
    core's. Raises RuntimeError when the Rocket package is
    missing. `rocket_config`: the set and management cores' Rocket configuration (config/cssd.toml
    `rocket`); `isp_rocket`: the ISP core's (`isp_rocket`; None: the same), renamed into the model
    when it differs (rocket.system_protected)."""
    isp = int(parameters.get("IspCore", 0)) == 1
    image, mgmt_image, isp_image = build_firmware(repo, isp=isp)
    isp_core = isp_rocket if isp and isp_rocket != rocket_config else None
    wrappers, libs, rocket_defines = rocket.system_protected(rocket_config, isp_core)
    return dict(toplevel="cssd_system",
                sources=wrappers + core_files("system"),  # rtl/top/system.core and its dependencies
                parameters=parameters,
                defines={**rocket.DEFINES, **rocket_defines, "SOC_SIM": 1},
                simulator="verilator",
                build_args=["-O3", "-Wno-lint", "-Wno-style", "-Wno-UNOPTFLAT",
                            str(repo / "rtl" / "soc" / "lint" / "soc.vlt"), *map(str, libs)],
                axi_memories=SYSTEM_MEMORIES,
                plusargs=[f"+soc_boot_hex={image}", f"+soc_mgmt_hex={mgmt_image}",
                          *([f"+soc_isp_hex={isp_image}"] if isp else [])],
                # One model per configuration for every full-system test (fw_system, fio, make
                # run): the same RTL and parameters, built once.
                model_dir=f"system/cssd_system/{rocket_config}" + (f"-isp-{isp_core}" if isp_core else ""))
