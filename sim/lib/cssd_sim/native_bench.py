"""Full-system bench on cssd_sim: what cssd_sim.fw_system_tb.FwSystemTb gives the cocotb tests
(mailboxes and boot block read from DDR bank 0, the NAND array in DDR bank 1, the flash back
end's registers for fault injection and bad blocks, power cuts), over the host channel's
version 2 requests instead of cocotb handles.

Runs inside ``HostChannel.run(...)`` (cssd_nvme.sim_transport): waits are ``asyncio.sleep`` on
simulated time. The same decoders as the cocotb bench read the bytes (cssd_sim.set_mailbox,
cssd_sim.boot_config), and the flash registers go through the same driver
(cssd_sim.flash_port.FlashPort) with the simulator's firmware port as its AXI4-Lite master.
"""

from __future__ import annotations

import asyncio

from peakrdl_python.lib import AsyncCallbackSet

from cssd_nvme.sim_transport import (MEM_CPU, MEM_DDR0, MEM_DDR1, PS_PER_S, RESET_CYCLES, DeviceMemory, HostChannel,
                                     SimFwPort)
from cssd_regs.fw_port.reg_model import RegModel as FwPortMap

from cssd_sim import boot_config as bcfg
from cssd_sim import set_mailbox as smb
from cssd_sim.flash_port import FlashPort
from cssd_sim.nand_array import ArrayGeometry, find_pages

# ctrl_core's firmware port: the flash back end's registers (rtl/top/fw_port.rdl).
FLASH_FW_BASE = FwPortMap(callbacks=AsyncCallbackSet(read_callback=None, write_callback=None)).flash.address


class FirmwareFailed(AssertionError):
    pass


class NativeSystem:
    """One cssd_sim with a boot block: its memories, its flash registers, its boot state."""

    def __init__(self, chan: HostChannel) -> None:
        cfg = chan.hello.config
        self.chan = chan
        self.set_cores = int(cfg["set_cores"])
        self.mgmt_core = self.set_cores  # the management core follows the set cores
        # Every core, the ISP core (last) of a configuration with one included.
        self.num_all = self.set_cores + 1 + int(cfg.get("isp_core", 0))
        self.ddr0 = DeviceMemory(chan, MEM_DDR0)
        self.ddr1 = DeviceMemory(chan, MEM_DDR1)
        self.cpu_mem = DeviceMemory(chan, MEM_CPU)
        self.geo = ArrayGeometry.of(cfg)
        self.flash = FlashPort(None, None, None, base=FLASH_FW_BASE, axil=SimFwPort(chan),
                               cycles=lambda n: asyncio.sleep(n * chan.hello.clk_period_ps / PS_PER_S))

    def console(self, core: int) -> str:
        return "\n".join(self.chan.consoles.get(core, []))

    def mailboxes(self) -> list[smb.Mailbox]:
        return [smb.read(self.ddr0, s) for s in range(self.set_cores)]

    async def wait_ready(self, *, timeout_s: float = 20e-3, poll_s: float = 20e-6) -> list[smb.Mailbox]:
        """Until the management core and every set core say READY in DDR bank 0 (the loader's
        boot block and the set mailboxes), as FwSystemTb.boot_cores polls them; FAILED in either
        raises with the core's console."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout_s
        while True:
            bc = bcfg.read(self.ddr0)
            if bc.mgmt_state == bcfg.STATE_FAILED:
                raise FirmwareFailed(f"management core failed with error {bc.mgmt_error}:\n"
                                     f"{self.console(self.mgmt_core)}")
            mbs = self.mailboxes()
            for s, mb in enumerate(mbs):
                if mb.state == smb.STATE_FAILED:
                    raise FirmwareFailed(f"set core {s} failed with error {mb.error}:\n{self.console(s)}")
            if bc.mgmt_state == bcfg.STATE_READY and all(mb.state == smb.STATE_READY for mb in mbs):
                return mbs
            if loop.time() >= end:
                raise FirmwareFailed(f"not ready after {timeout_s * 1e3:g} ms simulated (management state "
                                     f"{bc.mgmt_state}, set states {[mb.state for mb in mbs]}):\n"
                                     + "\n".join(self.console(c) for c in range(self.num_all)))
            await asyncio.sleep(poll_s)

    async def power_cut(self, *, hold_cores: bool = False) -> None:
        """FwSystemTb.power_cut's semantics (only the NAND array keeps its contents) as the
        simulator's power cycle; returns once the reset is over, so DDR bank 0 already holds the
        fresh boot block and nothing older (a READY left from before the cut must not pass for
        the next boot's). The cores then boot (hold_cores: at chan.release())."""
        self.chan.power_cycle(hold_cores=hold_cores)
        self.flash.forget_registers()
        self.chan.consoles.clear()
        await asyncio.sleep((RESET_CYCLES + 2) * self.chan.hello.clk_period_ps / PS_PER_S)

    def find_page(self, data: bytes) -> int:
        """The index of the one page of the NAND array that holds `data` (the firmware keeps its
        map in its private DRAM, so exactly one copy is expected)."""
        hits = find_pages(self.ddr1, self.geo, data)
        if len(hits) != 1:
            raise AssertionError(f"{len(hits)} copies of the page in the NAND array")
        return hits[0]
