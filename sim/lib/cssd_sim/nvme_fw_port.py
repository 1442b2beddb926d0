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
from cssd_config import DDR0_MGMT_DMA
from cssd_nvme.nvme_spec import CC, SQE_DW0, Ams
from cssd_sim.nvme_fw.hw import EventKind, FwCommand, FwEvent

# Field positions and encodings from the generated map (rtl/nvme/nvme.rdl), never literals.
_M = NvmeFwMap(callbacks=AsyncCallbackSet(read_callback=None, write_callback=None))
_EVT = {m.name: int(m.value) for m in _M.EVT_INFO.KIND.enum_cls}
_KINDS = {
    _EVT["INVALID_DOORBELL"]: EventKind.INVALID_DOORBELL,
    _EVT["INVALID_DOORBELL_VALUE"]: EventKind.INVALID_DOORBELL_VALUE,
    _EVT["ENABLED"]: EventKind.CONTROLLER_ENABLED,
    _EVT["DISABLED"]: EventKind.CONTROLLER_DISABLED,
    _EVT["SHUTDOWN"]: EventKind.SHUTDOWN_REQUESTED,
}
_FETCH_ERROR = _EVT["FETCH_ERROR"]
_QOP = {m.name: int(m.value) for m in _M.QCFG_OP.OP.enum_cls}
_ST = _M.STATUS


def _put(field, value: int) -> int:
    """value placed in its field of a register value (generated position and width)."""
    return (int(value) << field.lsb) & field.bitmask


def _get(field, reg: int) -> int:
    return (reg & field.bitmask) >> field.lsb
# The adapter stages DMA where the C management firmware does (config/cssd.toml [ddr0.mgmt_dma]).
DMA_STAGING_BASE = DDR0_MGMT_DMA.base
DMA_STAGING_SIZE = DDR0_MGMT_DMA.bytes


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
                "CONTROL", "NS_SIZE_LO", "NS_SIZE_HI", "NS_ATTR", "SACA_GEOMETRY", "SLOT_CAP",
                "SLOT_CAP_HOLDS"))}
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
        self._num_io_queues = _get(_M.GEOMETRY.NUM_IO_QUEUES, geo)
        self._num_vectors = _get(_M.GEOMETRY.NUM_VECTORS, geo)

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
        return 4096 << CC.MPS.get(self._cc)

    @property
    def clock(self) -> Callable[[], float]:
        return lambda: get_sim_time("ns") * 1e-9

    @property
    def arbitration_mechanism(self) -> str:
        return "wrr" if CC.AMS.get(self._cc) == Ams.WRR_URGENT else "rr"

    async def poll(self, idle_cycles: int = 64) -> FwCommand | FwEvent | None:
        """Next event (events first: a reset must be seen before commands after it) or command;
        None after `idle_cycles` without either."""
        waited = 0
        while True:
            status = await self.rd("STATUS")
            if status & _ST.EVT_AVAIL.bitmask:
                info = await self.rd("EVT_INFO")
                value = await self.rd("EVT_VALUE")
                await self.wr("EVT_POP", _M.EVT_POP.POP.bitmask)
                kind = _get(_M.EVT_INFO.KIND, info)
                if kind in (_EVT["ENABLED"], _EVT["DISABLED"]):
                    self._cc = await self.rd("CC")
                if kind == _FETCH_ERROR:
                    self.fetch_errors += 1
                    self.log.warning("hardware reported an SQE fetch error (CSTS.CFS set)")
                    continue
                if kind not in _KINDS:
                    raise FwPortError(f"unknown event kind {kind}")
                return FwEvent(_KINDS[kind], qid=_get(_M.EVT_INFO.QID, info),
                               is_cq=bool(_get(_M.EVT_INFO.IS_CQ, info)), value=value)
            if status & _ST.CMD_AVAIL.bitmask and not self.paused:
                info = await self.rd("CMD_INFO")
                dws = [await self.axil.read_dword(self._cmd_dw0 + 4 * i) for i in range(16)]
                await self.wr("CMD_POP", _M.CMD_POP.POP.bitmask)
                sqe = b"".join(d.to_bytes(4, "little") for d in dws)
                sqid, gen = _get(_M.CMD_INFO.SQID, info), _get(_M.CMD_INFO.GEN, info)
                self._gen_of[(sqid, SQE_DW0.CID.get(dws[0]))] = gen
                self.command_log.append(sqid)
                return FwCommand(sqid=sqid, sqe=sqe)
            if waited >= idle_cycles:
                return None
            await ClockCycles(self.clk, self.poll_interval)
            waited += self.poll_interval

    async def complete(self, sqid: int, cid: int, status: int, dw0: int = 0, dw1: int = 0) -> None:
        gen = self._gen_of.pop((sqid, cid), None)
        if gen is None:
            gen = _get(_M.CSTS.GEN, await self.rd("CSTS"))
        await self._wait(lambda s: s & _ST.CPL_SPACE.bitmask, "completion queue space")
        await self.wr("CPL_DW0", dw0 & 0xFFFFFFFF)
        await self.wr("CPL_DW1", dw1 & 0xFFFFFFFF)
        await self.wr("CPL_ID", _put(_M.CPL_ID.SQID, sqid) | _put(_M.CPL_ID.CID, cid))
        cpl = _M.CPL_STATUS
        await self.wr("CPL_STATUS", _put(cpl.STATUS, status) | _put(cpl.GEN, gen) | cpl.PUSH.bitmask)

    def _stage(self, length: int) -> int:
        if self._staging + length > DMA_STAGING_BASE + DMA_STAGING_SIZE:
            self._staging = DMA_STAGING_BASE
        addr = self._staging
        self._staging += (length + 63) & ~63
        return addr

    async def _dma(self, to_host: bool, host_addr: int, local: int, length: int) -> bool:
        await self._wait(lambda s: s & _ST.DMA_SPACE.bitmask, "DMA queue space")
        self._dma_id = _get(_M.DMA_ID.ID, self._dma_id + 1)
        await self.wr("DMA_HOST_LO", host_addr & 0xFFFFFFFF)
        await self.wr("DMA_HOST_HI", host_addr >> 32)
        await self.wr("DMA_LOCAL", local)
        await self.wr("DMA_ID", self._dma_id)
        ctl = _M.DMA_CTRL
        await self.wr("DMA_CTRL", _put(ctl.LEN, length) | _put(ctl.TO_HOST, to_host) | ctl.GO.bitmask)
        await self._wait(lambda s: s & _ST.DMA_DONE_AVAIL.bitmask, "DMA completion")
        done = await self.rd("DMA_DONE")
        await self.wr("DMA_DONE_POP", _M.DMA_DONE_POP.POP.bitmask)
        if _get(_M.DMA_DONE.ID, done) != self._dma_id:
            raise FwPortError(f"DMA completion for id {_get(_M.DMA_DONE.ID, done)}, expected {self._dma_id}")
        return _get(_M.DMA_DONE.STATUS, done) == 0

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
        attr, qop = _M.QCFG_ATTR, _M.QCFG_OP
        await self.wr("QCFG_ATTR", _put(attr.SIZE_M1, size - 1) | _put(attr.PRIO, prio) | _put(attr.IEN, ien))
        await self.wr("QCFG_OP", _put(qop.OP, op) | _put(qop.QID, qid) | _put(qop.CQID_IV, cqid_iv) | qop.GO.bitmask)
        await self._wait(lambda s: not s & _ST.QCFG_BUSY.bitmask, "queue programming")

    async def create_sq(self, qid: int, base: int, size: int, cqid: int, prio: int) -> None:
        await self._qcfg(_QOP["CREATE_SQ"], qid, base, size, cqid, prio)

    async def create_cq(self, qid: int, base: int, size: int, vector: int, ien: bool) -> None:
        await self._qcfg(_QOP["CREATE_CQ"], qid, base, size, vector, ien=ien)

    async def delete_sq(self, qid: int) -> None:
        await self._qcfg(_QOP["DELETE_SQ"], qid)

    async def delete_cq(self, qid: int) -> None:
        await self._qcfg(_QOP["DELETE_CQ"], qid)

    async def set_arbitration(self, burst: int, lpw: int, mpw: int, hpw: int) -> None:
        arb = _M.ARB
        await self.wr("ARB", _put(arb.AB, burst) | _put(arb.LPW, lpw) | _put(arb.MPW, mpw) | _put(arb.HPW, hpw))

    async def set_coalescing(self, thr: int, time: int) -> None:
        await self.wr("COALESCE", _put(_M.COALESCE.THR, thr) | _put(_M.COALESCE.TIME, time))

    async def set_vector_coalescing_disable(self, vector: int, cd: bool) -> None:
        iv = _M.IV_CONFIG
        await self.wr("IV_CONFIG", _put(iv.IV, vector) | _put(iv.CD, cd) | iv.GO.bitmask)

    async def shutdown_complete(self) -> None:
        await self.wr("CONTROL", _M.CONTROL.SHUTDOWN_DONE.bitmask)

    async def set_fatal(self) -> None:
        await self.wr("CONTROL", _M.CONTROL.FATAL.bitmask)

    async def set_namespace(self, index: int, nvm_set: int, lba_shift: int, nsze: int, *,
                            valid: bool = True, host: bool = True) -> None:
        """Entry `index` (NSID - 1) of SACA's namespace table; `nvm_set` is 0's based."""
        await self.wr("NS_SIZE_LO", nsze & 0xFFFFFFFF)
        await self.wr("NS_SIZE_HI", nsze >> 32)
        ns = _M.NS_ATTR
        await self.wr("NS_ATTR", _put(ns.INDEX, index) | _put(ns.SET, nvm_set) | _put(ns.LBA_SHIFT, lba_shift)
                      | _put(ns.VALID, valid) | _put(ns.HOST, host) | ns.GO.bitmask)

    async def set_slot_caps(self, sets: int) -> None:
        """SLOT_CAP as the C management firmware writes it (mgmt_init.c): the reset values' budget
        split among the `sets` sets the drive runs; the others get 0 (they have no namespace)."""
        fields = [_M.SLOT_CAP.SET0, _M.SLOT_CAP.SET1, _M.SLOT_CAP.SET2, _M.SLOT_CAP.SET3]
        cap = min(255, sum(f.default for f in fields) // sets)
        await self.wr("SLOT_CAP", sum(_put(f, cap) for f in fields[:sets]))

    async def saca_geometry(self) -> tuple[int, int, int]:
        """(NVM sets, namespace table entries, MDTS) of this build."""
        g = await self.rd("SACA_GEOMETRY")
        sg = _M.SACA_GEOMETRY
        return _get(sg.NUM_SETS, g), _get(sg.MAX_NS, g), _get(sg.MDTS, g)
