"""Models shared by the host DMA benches (nvme_host_dma, nvme_data_mover): local memory behind a
cocotbext-axi AXI slave with injectable errors, a reordering/poisoning read completer for the
cocotbext-pcie RootComplex, and the UltraScale+ device set up the way those benches use it."""

from __future__ import annotations

import logging
import random
from collections import deque

import cocotb
from cocotb.triggers import ClockCycles, Event
from cocotbext.axi import AxiStreamBus
from cocotbext.pcie.core import RootComplex
from cocotbext.pcie.core.tlp import Tlp
from cocotbext.pcie.core.utils import PcieId
from cocotbext.pcie.xilinx.us import UltraScalePlusPcieDevice


class LocalMem:
    """AXI slave target: a byte array; accesses overlapping a 'bad' range fail (SLVERR)."""

    def __init__(self, size: int) -> None:
        self.mem = bytearray(size)
        self.bad: list[tuple[int, int]] = []

    def _check(self, addr: int, length: int) -> None:
        if addr + length > len(self.mem):
            logging.getLogger("cocotb.tb").warning("local access beyond memory: %#x+%d", addr, length)
            raise IOError(f"local access beyond memory: {addr:#x}+{length}")
        for lo, hi in self.bad:
            if addr < hi and lo < addr + length:
                raise IOError(f"injected local error at {addr:#x}")

    async def read(self, addr: int, length: int) -> bytes:
        self._check(addr, length)
        return bytes(self.mem[addr:addr + length])

    async def write(self, addr: int, data: bytes) -> None:
        self._check(addr, len(data))
        self.mem[addr:addr + len(data)] = data


def make_pcie(dut, rc: RootComplex) -> UltraScalePlusPcieDevice:
    """Gen3 x16 UltraScale+ model, 512-bit dword-aligned RQ/RC without straddling, bound to the
    DUT's m_axis_rq / s_axis_rc and cfg_max_* ports, connected to `rc`."""
    dev = UltraScalePlusPcieDevice(
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
        max_payload_size=1024,
        enable_client_tag=True,
        enable_extended_tag=True,
        user_clk=dut.clk_i,
        rq_bus=AxiStreamBus.from_prefix(dut, "m_axis_rq"),
        rc_bus=AxiStreamBus.from_prefix(dut, "s_axis_rc"),
        cfg_max_payload=dut.cfg_max_payload,
        cfg_max_read_req=dut.cfg_max_read_req,
    )
    dev.log.setLevel(logging.WARNING)
    rc.log.setLevel(logging.WARNING)
    for name in ("m_axis_rq", "s_axis_rc", "m_axi"):
        logging.getLogger(f"cocotb.{dut._name}.{name}").setLevel(logging.WARNING)
    rc.make_port().connect(dev)
    for f in dev.functions:
        f.log.setLevel(logging.WARNING)
    return dev


class ReorderingCompleter:
    """Serves memory reads like a root complex that splits them at random RCB (64 B) boundaries
    and returns completions of different tags interleaved; completions of one tag stay in address
    order, as PCIe requires. Optionally poisons the completions of reads covering `poison_addr`.
    `tb` needs `.rc` (RootComplex) and `.dut.clk_i`."""

    def __init__(self, tb, rng: random.Random, max_cpl: int = 256) -> None:
        self.tb = tb
        self.rng = rng
        self.max_cpl = max_cpl
        self.pending: dict[int, deque[Tlp]] = {}
        self.wake = Event()
        self.interleaved = 0  # completions sent while another tag's read was part-way through
        self.last_tag = None
        self.poison_addr: int | None = None
        cocotb.start_soon(self._run())

    async def handle_read(self, tlp: Tlp) -> None:
        rc = self.tb.rc
        if not rc.mem_address_space.find_regions(tlp.address, tlp.length * 4):
            await rc.send(Tlp.create_ur_completion_for_tlp(tlp, PcieId(0, 0, 0)))
            return
        data = await rc.mem_address_space.read(tlp.address, tlp.length * 4)
        poison = self.poison_addr is not None and tlp.address <= self.poison_addr < tlp.address + tlp.length * 4
        addr, off, total = tlp.address, 0, tlp.length * 4
        q = self.pending.setdefault(tlp.tag, deque())
        while off < total:
            # Completions end on an RCB boundary (or at the end) and hold at most max_cpl bytes.
            room = min(self.max_cpl, total - off)
            first_end = 64 - (addr & 63)
            ends = [e for e in range(first_end, room + 1, 64)] or [room]
            if room not in ends and total - off <= self.max_cpl:
                ends.append(room)
            size = self.rng.choice(ends)
            cpl = Tlp.create_completion_data_for_tlp(tlp, PcieId(0, 0, 0))
            cpl.byte_count = total - off
            cpl.lower_address = addr & 0x7F
            cpl.set_data(data[off:off + size])
            cpl.ep = poison
            q.append(cpl)
            addr += size
            off += size
        self.wake.set()

    async def _run(self) -> None:
        clk = self.tb.dut.clk_i
        while True:
            if not any(self.pending.values()):
                self.wake.clear()
                await self.wake.wait()
                # Let a few more reads arrive so there is something to interleave.
                await ClockCycles(clk, self.rng.randint(0, 24))
            tags = [t for t, q in self.pending.items() if q]
            tag = self.rng.choice(tags)
            cpl = self.pending[tag].popleft()
            if self.last_tag is not None and tag != self.last_tag and self.pending.get(self.last_tag):
                self.interleaved += 1
            self.last_tag = tag
            await self.tb.rc.send(cpl)
