"""sim_axi_sparse_mem (Verilator only: DPI-C): AXI4 bursts against a Python reference, the backdoor.

cocotbext-axi AxiMaster random bursts (unaligned starts and ends, narrow sizes, several in flight
with their own IDs, at addresses spread over the whole address space including the top of 4 GiB
and of the port) compared with a dict of every byte written; raw W beats with scattered WSTRB;
backdoor writes seen by AXI reads and AXI writes seen by backdoor reads; bytes never written read
as zero; only touched 4 KiB pages allocated. The seed is logged; MEM_SEED=<n> reruns one.
"""

from __future__ import annotations

import os
import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, gather
from cocotbext.axi import AxiBus, AxiMaster

from cssd_sim.cocotb_run import REPO, run
from cssd_sim.sparse_mem import SparseMem

NAME = "mem"


class Tb:
    def __init__(self, dut, *, master: bool = True) -> None:
        self.dut = dut
        self.addr_w = len(dut.s_axi_awaddr)
        self.lanes = len(dut.s_axi_wdata) // 8
        self.ids = 2**len(dut.s_axi_awid)
        self.master = self.add_master() if master else None
        # One store per simulation: each test starts from an empty one.
        self.mem = SparseMem(NAME, 2**self.addr_w)
        self.mem.clear()
        self.ref: dict[int, int] = {}
        seed = int(os.environ.get("MEM_SEED", cocotb.RANDOM_SEED))
        dut._log.info("seed %d (rerun with MEM_SEED=%d)", seed, seed)
        self.rng = random.Random(seed)

    def add_master(self) -> AxiMaster:
        self.master = AxiMaster(AxiBus.from_prefix(self.dut, "s_axi"), self.dut.clk_i, self.dut.rst_ni,
                                reset_active_level=False)
        for log in (self.master.write_if.log, self.master.read_if.log):
            log.setLevel("WARNING")
        return self.master

    async def start(self) -> None:
        cocotb.start_soon(Clock(self.dut.clk_i, 4, unit="ns").start())
        self.dut.rst_ni.value = 0
        await ClockCycles(self.dut.clk_i, 3)
        self.dut.rst_ni.value = 1
        await ClockCycles(self.dut.clk_i, 2)

    def expect(self, addr: int, n: int) -> bytes:
        return bytes(self.ref.get(a, 0) for a in range(addr, addr + n))

    def note(self, addr: int, data: bytes) -> None:
        for i, b in enumerate(data):
            self.ref[addr + i] = b

    def regions(self) -> list[int]:
        """Bases spread over the address space: low, around 4 GiB, the top of the port."""
        top = 2**self.addr_w
        bases = [0, 0x10_0000, top // 2]
        if self.addr_w > 32:
            bases += [(1 << 32) - 0x2000, (1 << 32) + 0x1000]
        bases.append(top - 0x4000)
        return bases


@cocotb.test()
async def random_bursts(dut):
    """Random writes and reads, several in flight, each checked against the reference; narrow
    sizes and unaligned ends give partial strobes."""
    tb = Tb(dut)
    await tb.start()
    max_size = (tb.lanes - 1).bit_length()
    regions = tb.regions()
    for rnd in range(12):
        # Writes in flight together never overlap (their order is not defined).
        jobs, spans = [], []
        while len(jobs) < 4:
            base = tb.rng.choice(regions)
            addr = base + tb.rng.randrange(0, 0x3000)
            n = tb.rng.choice([1, 3, tb.lanes, tb.lanes + 5, 4 * tb.lanes - 1, 300, 2000])
            if any(addr < e and s < addr + n for s, e in spans) or addr + n > 2**tb.addr_w:
                continue
            spans.append((addr, addr + n))
            data = tb.rng.randbytes(n)
            size = tb.rng.choice([max_size, max_size, tb.rng.randrange(0, max_size + 1)])
            tb.note(addr, data)
            jobs.append(cocotb.start_soon(tb.master.write(addr, data, awid=len(jobs) % tb.ids, size=size)))
        await gather(*jobs)
        reads = []
        for i in range(6):
            if i < 4 and spans:
                s, e = spans[i]
                addr, n = s - tb.rng.randrange(0, 40), (e - s) + tb.rng.randrange(0, 80)
            else:
                addr, n = tb.rng.choice(regions) + tb.rng.randrange(0, 0x3000), tb.rng.randrange(1, 700)
            addr = max(0, addr)
            n = min(n, 2**tb.addr_w - addr)
            size = tb.rng.choice([max_size, tb.rng.randrange(0, max_size + 1)])
            reads.append((addr, n, cocotb.start_soon(tb.master.read(addr, n, arid=i % tb.ids, size=size))))
        for addr, n, job in reads:
            got = (await job).data
            assert bytes(got) == tb.expect(addr, n), f"round {rnd}: AXI read {addr:#x}+{n} differs from the reference"
            assert tb.mem.read(addr, n) == tb.expect(addr, n), f"round {rnd}: backdoor read {addr:#x}+{n} differs"
    assert tb.mem.pages() <= 4 * 12 * 2, f"{tb.mem.pages()} pages allocated: the store is not sparse"


@cocotb.test()
async def backdoor(dut):
    """Backdoor writes are what AXI reads return and AXI writes are what backdoor reads return,
    at 0, near 4 GiB and at the top of the port; unwritten bytes read as zero."""
    tb = Tb(dut)
    await tb.start()
    for base in tb.regions():
        addr = base + tb.rng.randrange(0, 0x1000)
        data = tb.rng.randbytes(tb.rng.randrange(1, 3 * tb.lanes))
        tb.mem.write(addr, data)
        got = (await tb.master.read(addr - 7 if addr >= 7 else addr, len(data) + 14)).data
        lo = 7 if addr >= 7 else 0
        assert bytes(got[lo:lo + len(data)]) == data, f"AXI read after backdoor write at {addr:#x}"
        assert bytes(got[:lo]) == bytes(lo), "bytes before it never written: zeros"
        data2 = tb.rng.randbytes(len(data))
        await tb.master.write(addr, data2)
        assert tb.mem.read(addr, len(data2)) == data2, f"backdoor read after AXI write at {addr:#x}"
        assert tb.mem.read_dword(addr & ~3) == int.from_bytes(tb.mem.read(addr & ~3, 4), "little")
    assert tb.mem.read(0x7777_0000 % 2**tb.addr_w, 64) == bytes(64)


@cocotb.test()
async def scattered_strobes(dut):
    """Single-beat bursts driven by hand with random (non-contiguous) WSTRB: only strobed lanes
    change (checked through the backdoor, then by AXI reads)."""
    tb = Tb(dut, master=False)
    for sig in ("awvalid", "wvalid", "bready", "arvalid", "rready"):
        getattr(dut, f"s_axi_{sig}").value = 0
    await tb.start()
    written = {}
    d = dut
    size = (tb.lanes - 1).bit_length()
    for i in range(20):
        addr = (tb.rng.choice(tb.regions()) + tb.rng.randrange(0, 0x2000)) & ~(tb.lanes - 1)
        old = tb.rng.randbytes(tb.lanes)
        tb.mem.write(addr, old)
        new = tb.rng.randbytes(tb.lanes)
        strb = tb.rng.getrandbits(tb.lanes)
        # Driven and sampled at the falling edge, where everything the next rising edge takes is
        # settled.
        await FallingEdge(d.clk_i)
        d.s_axi_awid.value, d.s_axi_awaddr.value, d.s_axi_awlen.value = 0, addr, 0
        d.s_axi_awsize.value, d.s_axi_awburst.value, d.s_axi_awvalid.value = size, 1, 1
        d.s_axi_wdata.value = int.from_bytes(new, "little")
        d.s_axi_wstrb.value, d.s_axi_wlast.value, d.s_axi_wvalid.value = strb, 1, 1
        d.s_axi_bready.value = 1
        for _ in range(200):
            await ReadOnly()
            aw_hs = int(d.s_axi_awvalid.value) and int(d.s_axi_awready.value)
            w_hs = int(d.s_axi_wvalid.value) and int(d.s_axi_wready.value)
            b_hs = int(d.s_axi_bvalid.value)
            await FallingEdge(d.clk_i)
            if aw_hs:
                d.s_axi_awvalid.value = 0
            if w_hs:
                d.s_axi_wvalid.value = 0
            if b_hs:
                break
        else:
            raise AssertionError("no write response")
        d.s_axi_bready.value = 0
        want = bytes(new[j] if strb >> j & 1 else old[j] for j in range(tb.lanes))
        assert tb.mem.read(addr, tb.lanes) == want, f"write {i} at {addr:#x} strobe {strb:#x}"
        written[addr] = want
    # A master would take the hand-driven write responses for its own: it comes in afterwards.
    tb.add_master()
    for addr, want in written.items():
        assert bytes((await tb.master.read(addr, tb.lanes)).data) == want, f"AXI read at {addr:#x}"


CONFIGS = {
    "d512a40": dict(Name=f'"{NAME}"', DataW=512, AddrW=40, IdW=4, StallPct=0),
    "d64a64s30": dict(Name=f'"{NAME}"', DataW=64, AddrW=64, IdW=8, StallPct=30, Depth=2),
    "d32a32s50": dict(Name=f'"{NAME}"', DataW=32, AddrW=32, IdW=2, StallPct=50, Depth=8),
}


@pytest.mark.parametrize("config", list(CONFIGS))
def test_sim_axi_sparse_mem(config):
    if os.environ.get("SIM", "verilator") != "verilator":
        pytest.skip("DPI-C model: Verilator only")
    models = REPO / "sim" / "models"
    run(test_file=__file__, toplevel="sim_axi_sparse_mem", sources=[models / "sim_axi_sparse_mem.sv"],
        parameters=CONFIGS[config], simulator="verilator",
        build_args=[str(models / "sim_sparse_mem.cpp"), "-LDFLAGS", "-rdynamic"])
