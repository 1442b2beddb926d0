"""The firmware model's hardware interface (nvme_fw.hw.NvmeHw) on the RTL's firmware port.

Everything goes through the registers generated from rtl/nvme/nvme.rdl over the AXI4-Lite port
`s_axil_fw_*`, exactly as firmware on the cores will do it; the one shortcut is that DMA buffers
are filled and read directly in the DDR model (that is the core's own DRAM, not the interface under
test).
"""

from __future__ import annotations

import logging
from typing import Callable

from cocotb.triggers import ClockCycles
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiLiteBus, AxiLiteMaster
from cocotbext.axi.memory import Memory
from peakrdl_python.lib import AsyncCallbackSet

from cssd_regs.nvme.reg_model import RegModel as NvmeFwMap
from cssd_sim.nvme_fw.hw import EventKind, FwCommand, FwEvent

_KINDS = {
    1: EventKind.INVALID_DOORBELL,
    2: EventKind.INVALID_DOORBELL_VALUE,
    3: EventKind.CONTROLLER_ENABLED,
    4: EventKind.CONTROLLER_DISABLED,
    5: EventKind.SHUTDOWN_REQUESTED,
}
_FETCH_ERROR = 6
# Controller memory the adapter uses for DMA staging (bank 0, above anything else in the tests).
DMA_STAGING_BASE = 0x0100_0000
DMA_STAGING_SIZE = 0x0010_0000


class FwPortError(RuntimeError):
    """The hardware did not behave as its programmer's guide says (a test failure, not a status)."""


class RtlFwHw:
    """NvmeHw on the RTL: AXI4-Lite master on `s_axil_fw_*`, DMA buffers in `ddr` (bank 0)."""

    def __init__(self, dut, ddr: Memory, *, poll_interval: int = 8, timeout_cycles: int = 200_000) -> None:
        self.dut = dut
        self.clk = dut.clk_i
        self.log = logging.getLogger("cocotb.fw_port")
        self.axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil_fw"), dut.clk_i, dut.rst_ni,
                                  reset_active_level=False)
        self.axil.write_if.log.setLevel(logging.WARNING)
        self.axil.read_if.log.setLevel(logging.WARNING)
        self.ddr = ddr
        # The generated map, for tests that want field names; the hot paths below use raw offsets.
        self.map = NvmeFwMap(callbacks=AsyncCallbackSet(read_callback=self._map_read,
                                                         write_callback=self._map_write))
        self.poll_interval = poll_interval
        self.timeout_cycles = timeout_cycles
        self._a = {name: reg.address for name, reg in (
            (n, getattr(self.map, n)) for n in (
                "STATUS", "GEOMETRY", "CC", "CSTS", "CMD_INFO", "CMD_POP", "CPL_DW0", "CPL_DW1",
                "CPL_ID", "CPL_STATUS", "QCFG_BASE_LO", "QCFG_BASE_HI", "QCFG_ATTR", "QCFG_OP",
                "EVT_INFO", "EVT_VALUE", "EVT_POP", "DMA_HOST_LO", "DMA_HOST_HI", "DMA_LOCAL",
                "DMA_CTRL", "DMA_ID", "DMA_DONE", "DMA_DONE_POP", "ARB", "COALESCE", "IV_CONFIG",
                "CONTROL", "NS_SIZE_LO", "NS_SIZE_HI", "NS_ATTR", "SACA_GEOMETRY"))}
        self._cmd_dw0 = self.map.CMD_DW0.address
        self._gen_of: dict[tuple[int, int], int] = {}
        self._num_io_queues = 0
        self._num_vectors = 0
        self._cc = 0
        self._dma_id = 0
        self._staging = DMA_STAGING_BASE
        self.fetch_errors = 0
        # Tests: `paused` makes the firmware stop taking commands (events still flow), and
        # `command_log` records the SQ of every command in the order firmware received them.
        self.paused = False
        self.command_log: list[int] = []

    async def _map_read(self, addr: int, width: int, accesswidth: int) -> int:
        return await self.axil.read_dword(addr)

    async def _map_write(self, addr: int, width: int, accesswidth: int, data: int) -> None:
        await self.axil.write_dword(addr, data)

    # ---- raw register access ----
    async def rd(self, name: str) -> int:
        return await self.axil.read_dword(self._a[name])

    async def wr(self, name: str, value: int) -> None:
        await self.axil.write_dword(self._a[name], value)

    async def start(self) -> None:
        """Read the build geometry (after reset)."""
        geo = await self.rd("GEOMETRY")
        self._num_io_queues = geo & 0xFFFF
        self._num_vectors = geo >> 16

    async def _wait(self, cond: Callable[[int], bool], what: str) -> int:
        waited = 0
        while True:
            status = await self.rd("STATUS")
            if cond(status):
                return status
            if waited >= self.timeout_cycles:
                raise FwPortError(f"timed out waiting for {what} (STATUS={status:#x})")
            await ClockCycles(self.clk, self.poll_interval)
            waited += self.poll_interval

    # ---- NvmeHw ----
    @property
    def num_io_queues(self) -> int:
        return self._num_io_queues

    @property
    def num_vectors(self) -> int:
        return self._num_vectors

    @property
    def max_queue_entries(self) -> int:
        return 4096

    @property
    def page_size(self) -> int:
        return 4096 << ((self._cc >> 7) & 0xF)

    @property
    def clock(self) -> Callable[[], float]:
        return lambda: get_sim_time("ns") * 1e-9

    @property
    def arbitration_mechanism(self) -> str:
        return "wrr" if (self._cc >> 11) & 0x7 == 1 else "rr"

    async def poll(self, idle_cycles: int = 64) -> FwCommand | FwEvent | None:
        """Next event (events first: a reset must be seen before commands after it) or command;
        None after `idle_cycles` without either."""
        waited = 0
        while True:
            status = await self.rd("STATUS")
            if status & 0x2:
                info = await self.rd("EVT_INFO")
                value = await self.rd("EVT_VALUE")
                await self.wr("EVT_POP", 1)
                kind = info & 0xFF
                if kind in (3, 4):
                    self._cc = await self.rd("CC")
                if kind == _FETCH_ERROR:
                    self.fetch_errors += 1
                    self.log.warning("hardware reported an SQE fetch error (CSTS.CFS set)")
                    continue
                if kind not in _KINDS:
                    raise FwPortError(f"unknown event kind {kind}")
                return FwEvent(_KINDS[kind], qid=info >> 16, is_cq=bool(info & 0x100), value=value)
            if status & 0x1 and not self.paused:
                info = await self.rd("CMD_INFO")
                dws = [await self.axil.read_dword(self._cmd_dw0 + 4 * i) for i in range(16)]
                await self.wr("CMD_POP", 1)
                sqe = b"".join(d.to_bytes(4, "little") for d in dws)
                sqid, gen = info & 0xFFFF, (info >> 16) & 0xF
                self._gen_of[(sqid, dws[0] >> 16)] = gen
                self.command_log.append(sqid)
                return FwCommand(sqid=sqid, sqe=sqe)
            if waited >= idle_cycles:
                return None
            await ClockCycles(self.clk, self.poll_interval)
            waited += self.poll_interval

    async def complete(self, sqid: int, cid: int, status: int, dw0: int = 0, dw1: int = 0) -> None:
        gen = self._gen_of.pop((sqid, cid), None)
        if gen is None:
            gen = (await self.rd("CSTS") >> 8) & 0xF
        await self._wait(lambda s: s & 0x8, "completion queue space")
        await self.wr("CPL_DW0", dw0 & 0xFFFFFFFF)
        await self.wr("CPL_DW1", dw1 & 0xFFFFFFFF)
        await self.wr("CPL_ID", (sqid & 0xFFFF) | (cid & 0xFFFF) << 16)
        await self.wr("CPL_STATUS", (status & 0x7FFF) | gen << 16 | 1 << 31)

    def _stage(self, length: int) -> int:
        if self._staging + length > DMA_STAGING_BASE + DMA_STAGING_SIZE:
            self._staging = DMA_STAGING_BASE
        addr = self._staging
        self._staging += (length + 63) & ~63
        return addr

    async def _dma(self, to_host: bool, host_addr: int, local: int, length: int) -> bool:
        await self._wait(lambda s: s & 0x10, "DMA queue space")
        self._dma_id = (self._dma_id + 1) & 0xFF
        await self.wr("DMA_HOST_LO", host_addr & 0xFFFFFFFF)
        await self.wr("DMA_HOST_HI", host_addr >> 32)
        await self.wr("DMA_LOCAL", local)
        await self.wr("DMA_ID", self._dma_id)
        await self.wr("DMA_CTRL", length | int(to_host) << 24 | 1 << 31)
        await self._wait(lambda s: s & 0x4, "DMA completion")
        done = await self.rd("DMA_DONE")
        await self.wr("DMA_DONE_POP", 1)
        if done & 0xFF != self._dma_id:
            raise FwPortError(f"DMA completion for id {done & 0xFF}, expected {self._dma_id}")
        return (done >> 8) & 0x3 == 0

    async def dma_to_host(self, host_addr: int, data: bytes) -> bool:
        if not data:
            return True
        local = self._stage(len(data))
        self.ddr.write(local, data)
        return await self._dma(True, host_addr, local, len(data))

    async def dma_from_host(self, host_addr: int, length: int) -> bytes | None:
        if length == 0:
            return b""
        local = self._stage(length)
        ok = await self._dma(False, host_addr, local, length)
        return self.ddr.read(local, length) if ok else None

    async def _qcfg(self, op: int, qid: int, base: int = 0, size: int = 1, cqid_iv: int = 0,
                    prio: int = 0, ien: bool = False) -> None:
        await self.wr("QCFG_BASE_LO", base & 0xFFFFFFFF)
        await self.wr("QCFG_BASE_HI", base >> 32)
        await self.wr("QCFG_ATTR", (size - 1) | prio << 16 | int(ien) << 18)
        await self.wr("QCFG_OP", op | qid << 4 | cqid_iv << 16 | 1 << 31)
        await self._wait(lambda s: not s & 0x20, "queue programming")

    async def create_sq(self, qid: int, base: int, size: int, cqid: int, prio: int) -> None:
        await self._qcfg(0, qid, base, size, cqid, prio)

    async def create_cq(self, qid: int, base: int, size: int, vector: int, ien: bool) -> None:
        await self._qcfg(1, qid, base, size, vector, ien=ien)

    async def delete_sq(self, qid: int) -> None:
        await self._qcfg(2, qid)

    async def delete_cq(self, qid: int) -> None:
        await self._qcfg(3, qid)

    async def set_arbitration(self, burst: int, lpw: int, mpw: int, hpw: int) -> None:
        await self.wr("ARB", (burst & 7) | (lpw & 0xFF) << 8 | (mpw & 0xFF) << 16 | (hpw & 0xFF) << 24)

    async def set_coalescing(self, thr: int, time: int) -> None:
        await self.wr("COALESCE", (thr & 0xFF) | (time & 0xFF) << 8)

    async def set_vector_coalescing_disable(self, vector: int, cd: bool) -> None:
        await self.wr("IV_CONFIG", (vector & 0xFFFF) | int(cd) << 16 | 1 << 31)

    async def shutdown_complete(self) -> None:
        await self.wr("CONTROL", 1)

    async def set_fatal(self) -> None:
        await self.wr("CONTROL", 2)

    async def set_namespace(self, index: int, nvm_set: int, lba_shift: int, nsze: int, *,
                            valid: bool = True, host: bool = True) -> None:
        """Entry `index` (NSID - 1) of SACA's namespace table; `nvm_set` is 0's based."""
        await self.wr("NS_SIZE_LO", nsze & 0xFFFFFFFF)
        await self.wr("NS_SIZE_HI", nsze >> 32)
        await self.wr("NS_ATTR", index | nvm_set << 8 | lba_shift << 16 | int(valid) << 24
                      | int(host) << 25 | 1 << 31)

    async def saca_geometry(self) -> tuple[int, int, int]:
        """(NVM sets, namespace table entries, MDTS) of this build."""
        g = await self.rd("SACA_GEOMETRY")
        return g & 0xFF, (g >> 8) & 0xFF, (g >> 16) & 0xFF
