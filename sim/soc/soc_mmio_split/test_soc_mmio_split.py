"""cocotb tests for rtl/soc/soc_mmio_split.sv.

A cocotbext-axi AxiMaster drives the slave port; an AxiRam answers each master port. The two
RAMs are the same size, 2 * REGION, and AxiRam takes addresses modulo its size, so the REGION
bytes below SplitAddr land in the upper half of the internal RAM and the REGION bytes from
SplitAddr up in the lower half of the I/O RAM: a beat routed to the wrong side writes (or reads)
a half of the other RAM that nothing else touches.

Checks:

* a cycle monitor: every AR/AW accepted on m_axi_int is below SplitAddr and every one on m_axi_io
  at or above it; no W beat on a side without an open write there; at most one read and one write
  in flight on the slave port (no AR/AW accepted before the previous one's last R / B);
* read data from the AxiMaster against a reference byte array, OKAY responses;
* at the end, both RAMs equal the reference byte for byte, including the halves that must stay
  untouched (their random initial contents).

Traffic: several workers at once (so reads and writes to both sides overlap and interleave),
random lengths, sizes, bursts (INCR up to 16+ beats, narrow sizes, unaligned starts) with IDs,
random backpressure on all ten channels; an access that crosses SplitAddr (the AxiMaster splits
it at the 4 KiB boundary, so each part goes to its own side); accesses at the top of the address
space.
"""

from __future__ import annotations

import logging
import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import RisingEdge, with_timeout
from cocotbext.axi import AxiBus, AxiMaster, AxiRam, AxiResp

from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng, pause_gen

PERIOD_NS = 4
REGION = 0x4000        # bytes used on each side of SplitAddr
BLOCK = 256            # each worker owns whole blocks, so concurrent workers never overlap


class TB:
    def __init__(self, dut, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.split = int(dut.SplitAddr.value)
        self.addr_width = len(dut.s_axi_araddr)
        self.id_width = len(dut.s_axi_arid)
        self.lanes = len(dut.s_axi_wdata) // 8
        assert self.split % (2 * REGION) == 0 and self.split >= REGION, "test needs an aligned split"
        self.size = 2 * REGION
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
        dut.rst_ni.value = 0
        self.master = AxiMaster(AxiBus.from_prefix(dut, "s_axi"), dut.clk_i, dut.rst_ni,
                                reset_active_level=False)
        # The ready outputs follow the address (the route); the AxiMaster starts its address
        # lines at X, which its own ready check cannot take. A real master drives something.
        dut.s_axi_araddr.value = 0
        dut.s_axi_awaddr.value = 0
        self.ram = {
            "int": AxiRam(AxiBus.from_prefix(dut, "m_axi_int"), dut.clk_i, dut.rst_ni,
                          reset_active_level=False, size=self.size),
            "io": AxiRam(AxiBus.from_prefix(dut, "m_axi_io"), dut.clk_i, dut.rst_ni,
                         reset_active_level=False, size=self.size),
        }
        for name in ("s_axi", "m_axi_int", "m_axi_io"):
            logging.getLogger(f"cocotb.{dut._name}.{name}").setLevel(logging.WARNING)
        # Random initial contents; the reference is a byte map keyed by full address, and the
        # expected final RAM images follow it.
        self.init = {k: rng.randbytes(self.size) for k in self.ram}
        for k, r in self.ram.items():
            r.write(0, self.init[k])
        self.ref: dict[int, int] = {}
        self.errors: list[str] = []
        self.counts = {"int_ar": 0, "int_aw": 0, "io_ar": 0, "io_aw": 0}

    def side_of(self, addr: int) -> str:
        return "io" if addr >= self.split else "int"

    def ref_read(self, addr: int, length: int) -> bytes:
        out = bytearray()
        for a in range(addr, addr + length):
            if a in self.ref:
                out.append(self.ref[a])
            else:
                out.append(self.init[self.side_of(a)][a % self.size])
        return bytes(out)

    def ref_write(self, addr: int, data: bytes) -> None:
        for i, b in enumerate(data):
            self.ref[addr + i] = b

    async def reset(self) -> None:
        for _ in range(4):
            await RisingEdge(self.dut.clk_i)
        self.dut.rst_ni.value = 1
        await RisingEdge(self.dut.clk_i)
        cocotb.start_soon(self._monitor())

    def backpressure(self, p: float) -> None:
        chans = [self.master.write_if.aw_channel, self.master.write_if.w_channel,
                 self.master.write_if.b_channel, self.master.read_if.ar_channel,
                 self.master.read_if.r_channel]
        for r in self.ram.values():
            chans += [r.write_if.aw_channel, r.write_if.w_channel, r.write_if.b_channel,
                      r.read_if.ar_channel, r.read_if.r_channel]
        for ch in chans:
            if p:
                ch.set_pause_generator(pause_gen(random.Random(self.rng.getrandbits(32)), p))
            else:
                ch.clear_pause_generator()
                ch.pause = False

    async def _monitor(self) -> None:
        d = self.dut
        v = lambda s: int(getattr(d, s).value)  # noqa: E731
        rd_open = wr_open = False
        w_side: str | None = None       # side of the open write whose W beats are still due
        while True:
            await RisingEdge(d.clk_i)
            try:
                for side in ("int", "io"):
                    for ch in ("ar", "aw"):
                        if v(f"m_axi_{side}_{ch}valid") and v(f"m_axi_{side}_{ch}ready"):
                            addr = v(f"m_axi_{side}_{ch}addr")
                            assert self.side_of(addr) == side, f"{ch.upper()} {addr:#x} went to m_axi_{side}"
                            self.counts[f"{side}_{ch}"] += 1
                    if v(f"m_axi_{side}_wvalid"):
                        assert w_side == side, f"W beat offered on m_axi_{side}, open write on {w_side}"
                if v("s_axi_arvalid") and v("s_axi_arready"):
                    assert not rd_open, "a second read accepted while one is open"
                    rd_open = True
                if v("s_axi_awvalid") and v("s_axi_awready"):
                    assert not wr_open, "a second write accepted while one is open"
                    wr_open = True
                    w_side = self.side_of(v("s_axi_awaddr"))
                if v("s_axi_wvalid") and v("s_axi_wready"):
                    assert wr_open and w_side is not None, "W beat accepted before its AW"
                    if v("s_axi_wlast"):
                        w_side = None
                if v("s_axi_rvalid") and v("s_axi_rready") and v("s_axi_rlast"):
                    assert rd_open, "R beat without an open read"
                    rd_open = False
                if v("s_axi_bvalid") and v("s_axi_bready"):
                    assert wr_open, "B without an open write"
                    wr_open = False
            except AssertionError as exc:
                self.errors.append(str(exc))
                raise

    def random_op(self, blocks: list[int]) -> tuple[bool, int, int, int]:
        """(write, addr, length, size) inside one of `blocks` (block start addresses)."""
        rng = self.rng
        base = rng.choice(blocks)
        max_size = (self.lanes - 1).bit_length()
        size = rng.randint(0, max_size)
        length = rng.choice([1, 2, 3, 4, 8, rng.randint(1, 64), rng.randint(1, BLOCK // 2)])
        off = rng.randrange(0, BLOCK - length + 1)
        return rng.random() < 0.5, base + off, length, size

    async def do_op(self, write: bool, addr: int, length: int, size: int) -> None:
        m = self.master
        axi_id = self.rng.getrandbits(self.id_width)
        if write:
            data = self.rng.randbytes(length)
            resp = await m.write(addr, data, awid=axi_id, size=size)
            assert resp.resp == AxiResp.OKAY, f"write {addr:#x}+{length}: {resp.resp}"
            self.ref_write(addr, data)
        else:
            resp = await m.read(addr, length, arid=axi_id, size=size)
            assert resp.resp == AxiResp.OKAY, f"read {addr:#x}+{length}: {resp.resp}"
            exp = self.ref_read(addr, length)
            assert resp.data == exp, f"read {addr:#x}+{length} size {size}: {resp.data.hex()} != {exp.hex()}"

    def check(self) -> None:
        assert not self.errors, f"monitor: {self.errors[0]}"
        for side, ram in self.ram.items():
            exp = bytearray(self.init[side])
            for a, b in self.ref.items():
                if self.side_of(a) == side:
                    exp[a % self.size] = b
            got = ram.read(0, self.size)
            if got != bytes(exp):
                bad = [i for i in range(self.size) if got[i] != exp[i]]
                raise AssertionError(f"{side} RAM differs from the reference at {len(bad)} bytes, "
                                     f"first at offset {bad[0]:#x}")

    async def finish(self) -> None:
        for _ in range(10):
            await RisingEdge(self.dut.clk_i)
        self.check()


async def start(dut) -> TB:
    tb = TB(dut, make_rng(dut))
    await tb.reset()
    return tb


async def run_workers(tb: TB, workers: int, ops: int, lo: int, hi: int) -> None:
    """`workers` concurrent workers, each on its own blocks of [lo, hi)."""
    blocks = list(range(lo, hi, BLOCK))
    tb.rng.shuffle(blocks)

    async def worker(k: int) -> None:
        mine = blocks[k::workers]
        for _ in range(ops):
            await tb.do_op(*tb.random_op(mine))

    tasks = [cocotb.start_soon(worker(k)) for k in range(workers)]
    for t in tasks:
        await with_timeout(t, 2000, "us")


@cocotb.test()
async def test_both_sides_interleaved(dut):
    """Concurrent random reads and writes on both sides of SplitAddr, no backpressure."""
    tb = await start(dut)
    await run_workers(tb, 4, 60, tb.split - REGION, tb.split + REGION)
    await tb.finish()
    assert min(tb.counts.values()) > 0, f"a side saw no traffic: {tb.counts}"


@cocotb.test()
async def test_backpressure(dut):
    """The same under random backpressure on every channel of all three ports."""
    tb = await start(dut)
    for p in (0.3, 0.7):
        tb.backpressure(p)
        await run_workers(tb, 4, 40, tb.split - REGION, tb.split + REGION)
    tb.backpressure(0)
    await tb.finish()
    dut._log.info("handshakes per port: %s", tb.counts)


@cocotb.test()
async def test_boundary_and_top(dut):
    """Accesses across SplitAddr (split by the master at the 4 KiB boundary, one part per side)
    and at the very top of the address space (on the I/O side)."""
    tb = await start(dut)
    tb.backpressure(0.3)
    for _ in range(20):
        length = tb.rng.randint(2, 64)
        addr = tb.split - tb.rng.randint(1, length - 1)
        await tb.do_op(True, addr, length, (tb.lanes - 1).bit_length())
        await tb.do_op(False, addr - tb.rng.randint(0, 8), length + 16, (tb.lanes - 1).bit_length())
    top = (1 << tb.addr_width) - REGION // 2   # aliases to the I/O RAM's upper half: untouched
    if tb.side_of(top) == "io" and top % (2 * REGION) >= REGION:
        for _ in range(20):
            await tb.do_op(*tb.random_op([top + BLOCK * i for i in range(REGION // 2 // BLOCK)]))
    tb.backpressure(0)
    await tb.finish()
    assert tb.counts["io_aw"] > 0 and tb.counts["int_aw"] > 0, tb.counts


# (IdWidth, AddrWidth, DataWidth, SplitAddr): soc_core's, and a few others.
PARAMS = [(4, 31, 64, 0x2000_0000), (1, 32, 32, 0x8000_0000), (6, 20, 128, 0x4_0000)]


@pytest.mark.parametrize("id_width,addr_width,data_width,split", PARAMS)
def test_soc_mmio_split(id_width, addr_width, data_width, split):
    run(test_file=__file__, toplevel="soc_mmio_split", sources=rtl_files("soc/soc_mmio_split.sv"),
        parameters={"IdWidth": id_width, "AddrWidth": addr_width, "DataWidth": data_width,
                    "SplitAddr": split})
