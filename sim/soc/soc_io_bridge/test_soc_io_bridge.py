"""cocotb tests for rtl/soc/soc_io_bridge.sv.

A cocotbext-axi AxiMaster drives the slave port (a core's m_axi_io); an AxiLiteRam answers the
firmware port and an AxiRam (DdrDataWidth bits) the DDR port, or, for the error pass-through
test, a hand-written responder that answers with a chosen response.

The test keeps its own model of the map (system.md): fw window at 0x2000_0000 of 2**FwAddrWidth
bytes (single beats of 1/2/4 bytes inside one word, else SLVERR), DDR window 0x4000_0000 -
0x7FFF_FFFF (single beats, DDR address = address - 0x4000_0000), DECERR elsewhere, SLVERR for any
burst. A cycle monitor checks, against that model and the transaction open on the slave port:

* each fw-port AW/AR carries the word address inside the window, each fw W the addressed half
  of the beat with its 4 strobes; fw read data is returned in both halves of the R beat;
* each DDR AW/AR carries ID 0, LEN 0, INCR, the access's size and address - 0x4000_0000; each
  DDR W has WLAST and strobes only in the 64-bit lane picked by the address;
* nothing reaches either port for an access the model answers itself (error kinds), and
  every such access gets its response (SLVERR / DECERR) on B or on every one of its AxLEN + 1 R
  beats (data 0, RLAST on the last only, the AR's ID);
* one transaction per direction on the slave port.

Data: both RAMs start random; reads are compared with reference copies and at the end each RAM
equals its reference byte for byte.
"""

from __future__ import annotations

import logging
import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import RisingEdge, with_timeout
from cocotbext.axi import AxiBus, AxiLiteBus, AxiLiteRam, AxiMaster, AxiRam, AxiResp

from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng, pause_gen

PERIOD_NS = 4
FW_BASE = 0x2000_0000
DDR_BASE = 0x4000_0000
DDR_WINDOW = 0x4000_0000
DDR_SIZE = 0x1_0000         # the DDR RAM answers modulo this: low and high test regions differ
OKAY, SLVERR, DECERR = 0, 2, 3


class TB:
    def __init__(self, dut, rng: random.Random, ddr_ram: bool = True) -> None:
        self.dut = dut
        self.rng = rng
        self.fw_bits = len(dut.m_axil_fw_awaddr)
        self.fw_size = 1 << self.fw_bits
        self.ddr_lanes = len(dut.m_axi_ddr_wdata) // 64
        self.id_width = len(dut.s_axi_arid)
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
        dut.rst_ni.value = 0
        self.master = AxiMaster(AxiBus.from_prefix(dut, "s_axi"), dut.clk_i, dut.rst_ni,
                                reset_active_level=False)
        self.fw = AxiLiteRam(AxiLiteBus.from_prefix(dut, "m_axil_fw"), dut.clk_i, dut.rst_ni,
                             reset_active_level=False, size=self.fw_size)
        self.ddr = None
        if ddr_ram:
            self.ddr = AxiRam(AxiBus.from_prefix(dut, "m_axi_ddr"), dut.clk_i, dut.rst_ni,
                              reset_active_level=False, size=DDR_SIZE)
        for name in ("s_axi", "m_axil_fw", "m_axi_ddr"):
            logging.getLogger(f"cocotb.{dut._name}.{name}").setLevel(logging.WARNING)
        self.fw_ref = bytearray(rng.randbytes(self.fw_size))
        self.fw.write(0, bytes(self.fw_ref))
        self.ddr_ref = bytearray(rng.randbytes(DDR_SIZE))
        if self.ddr is not None:
            self.ddr.write(0, bytes(self.ddr_ref))
        self.errors: list[str] = []
        self.counts = {"fw_aw": 0, "fw_ar": 0, "ddr_aw": 0, "ddr_ar": 0, "err_r": 0, "err_b": 0}

    # ---- the map, as system.md gives it: (kind, error response)
    def decode(self, addr: int, length: int, size: int) -> tuple[str, int]:
        if length != 0:
            return "err", SLVERR
        if FW_BASE <= addr < FW_BASE + self.fw_size:
            ok = size <= 2 and (addr & 3) + (1 << size) <= 4
            return ("fw", OKAY) if ok else ("err", SLVERR)
        if DDR_BASE <= addr < DDR_BASE + DDR_WINDOW:
            return ("ddr", OKAY) if size <= 3 else ("err", SLVERR)
        return "err", DECERR

    async def reset(self) -> None:
        for _ in range(4):
            await RisingEdge(self.dut.clk_i)
        self.dut.rst_ni.value = 1
        await RisingEdge(self.dut.clk_i)
        cocotb.start_soon(self._monitor())

    def backpressure(self, p: float) -> None:
        chans = [self.master.write_if.aw_channel, self.master.write_if.w_channel,
                 self.master.write_if.b_channel, self.master.read_if.ar_channel,
                 self.master.read_if.r_channel,
                 self.fw.write_if.aw_channel, self.fw.write_if.w_channel, self.fw.write_if.b_channel,
                 self.fw.read_if.ar_channel, self.fw.read_if.r_channel]
        if self.ddr is not None:
            chans += [self.ddr.write_if.aw_channel, self.ddr.write_if.w_channel,
                      self.ddr.write_if.b_channel, self.ddr.read_if.ar_channel,
                      self.ddr.read_if.r_channel]
        for ch in chans:
            if p:
                ch.set_pause_generator(pause_gen(random.Random(self.rng.getrandbits(32)), p))
            else:
                ch.clear_pause_generator()
                ch.pause = False

    async def _monitor(self) -> None:
        d = self.dut
        v = lambda s: int(getattr(d, s).value)  # noqa: E731
        rd = wr = None      # open transactions on the slave port: dicts
        while True:
            await RisingEdge(d.clk_i)
            try:
                # -- slave port: open / close transactions
                if v("s_axi_awvalid") and v("s_axi_awready"):
                    assert wr is None, "a second write accepted while one is open"
                    addr, alen, size = v("s_axi_awaddr"), v("s_axi_awlen"), v("s_axi_awsize")
                    kind, resp = self.decode(addr, alen, size)
                    wr = {"addr": addr, "size": size, "kind": kind, "resp": resp, "id": v("s_axi_awid"),
                          "aw": 0, "w": 0, "strb": None}
                    # Reset is the only way out of an error kind: a fresh write has not been sent.
                if wr is not None and v("s_axi_wvalid") and v("s_axi_wready"):
                    wr["strb"], wr["data"] = v("s_axi_wstrb"), v("s_axi_wdata")
                if v("s_axi_arvalid") and v("s_axi_arready"):
                    assert rd is None, "a second read accepted while one is open"
                    addr, alen, size = v("s_axi_araddr"), v("s_axi_arlen"), v("s_axi_arsize")
                    kind, resp = self.decode(addr, alen, size)
                    rd = {"addr": addr, "size": size, "kind": kind, "resp": resp, "id": v("s_axi_arid"),
                          "beats": alen + 1, "sent": 0, "ar": 0}

                # -- fw port
                fw_addr = lambda a: (a - FW_BASE) & ~3  # noqa: E731
                if v("m_axil_fw_awvalid") and v("m_axil_fw_awready"):
                    assert wr is not None and wr["kind"] == "fw", f"fw AW for {wr}"
                    assert v("m_axil_fw_awaddr") == fw_addr(wr["addr"]), (
                        f"fw AW {v('m_axil_fw_awaddr'):#x} for {wr['addr']:#x}")
                    wr["aw"] += 1
                    self.counts["fw_aw"] += 1
                if v("m_axil_fw_wvalid") and v("m_axil_fw_wready"):
                    assert wr is not None and wr["kind"] == "fw" and wr["strb"] is not None, f"fw W for {wr}"
                    half = (wr["addr"] >> 2) & 1
                    exp = ((wr["data"] >> (32 * half)) & 0xFFFF_FFFF, (wr["strb"] >> (4 * half)) & 0xF)
                    got = (v("m_axil_fw_wdata"), v("m_axil_fw_wstrb"))
                    assert got == exp, f"fw W (data, strb) {got} for {wr['addr']:#x}, expected {exp}"
                if v("m_axil_fw_arvalid") and v("m_axil_fw_arready"):
                    assert rd is not None and rd["kind"] == "fw", f"fw AR for {rd}"
                    assert v("m_axil_fw_araddr") == fw_addr(rd["addr"]), f"fw AR for {rd['addr']:#x}"
                    rd["ar"] += 1
                    self.counts["fw_ar"] += 1

                # -- DDR port
                lane_of = lambda a: (a >> 3) % self.ddr_lanes  # noqa: E731
                for ch, t in (("aw", wr), ("ar", rd)):
                    if v(f"m_axi_ddr_{ch}valid") and v(f"m_axi_ddr_{ch}ready"):
                        assert t is not None and t["kind"] == "ddr", f"DDR {ch.upper()} for {t}"
                        got = tuple(v(f"m_axi_ddr_{ch}{f}") for f in ("id", "addr", "len", "size", "burst"))
                        exp = (0, t["addr"] - DDR_BASE, 0, t["size"], 1)
                        assert got == exp, f"DDR {ch.upper()} (id, addr, len, size, burst) {got}, expected {exp}"
                        t[ch] += 1
                        self.counts[f"ddr_{ch}"] += 1
                if v("m_axi_ddr_wvalid") and v("m_axi_ddr_wready"):
                    assert wr is not None and wr["kind"] == "ddr" and wr["strb"] is not None, f"DDR W for {wr}"
                    lane = lane_of(wr["addr"])
                    strb, data = v("m_axi_ddr_wstrb"), v("m_axi_ddr_wdata")
                    assert v("m_axi_ddr_wlast") == 1, "DDR W without WLAST"
                    assert strb == wr["strb"] << (8 * lane), (
                        f"DDR WSTRB {strb:#x} for {wr['addr']:#x} strobes {wr['strb']:#x}")
                    assert (data >> (64 * lane)) & (2**64 - 1) == wr["data"], "DDR W data not in its lane"

                # -- responses
                if v("s_axi_bvalid") and v("s_axi_bready"):
                    assert wr is not None, "B without a write"
                    assert v("s_axi_bid") == wr["id"], "BID"
                    if wr["kind"] == "err":
                        assert v("s_axi_bresp") == wr["resp"], f"B {v('s_axi_bresp')} for {wr}"
                        self.counts["err_b"] += 1
                    else:
                        assert wr["aw"] == 1, f"B before the port took the write: {wr}"
                    wr = None
                if v("s_axi_rvalid") and v("s_axi_rready"):
                    assert rd is not None, "R without a read"
                    rd["sent"] += 1
                    last = rd["sent"] == rd["beats"]
                    assert v("s_axi_rid") == rd["id"] and v("s_axi_rlast") == int(last), (
                        f"R beat {rd['sent']} of {rd['beats']}: id {v('s_axi_rid')} last {v('s_axi_rlast')}")
                    data = v("s_axi_rdata")
                    if rd["kind"] == "err":
                        assert (v("s_axi_rresp"), data) == (rd["resp"], 0), f"R ({v('s_axi_rresp')}, {data:#x}) for {rd}"
                        self.counts["err_r"] += 1
                    else:
                        assert rd["ar"] == 1, f"R before the port took the read: {rd}"
                    if rd["kind"] == "fw":
                        assert data >> 32 == data & 0xFFFF_FFFF, f"fw read data {data:#x}: halves differ"
                    if last:
                        rd = None
            except AssertionError as exc:
                self.errors.append(str(exc))
                raise

    # ---- reference data
    def ref_of(self, addr: int) -> tuple[bytearray, int]:
        if FW_BASE <= addr < FW_BASE + self.fw_size:
            return self.fw_ref, addr - FW_BASE
        return self.ddr_ref, (addr - DDR_BASE) % DDR_SIZE

    async def write(self, addr: int, data: bytes, size: int, exp_resp: int) -> None:
        resp = await self.master.write(addr, data, awid=self.rng.getrandbits(self.id_width), size=size)
        assert int(resp.resp) == exp_resp, f"write {addr:#x}+{len(data)} size {size}: {resp.resp}, expected {exp_resp}"
        if exp_resp == OKAY:
            mem, off = self.ref_of(addr)
            mem[off:off + len(data)] = data

    async def read(self, addr: int, length: int, size: int, exp_resp: int) -> None:
        resp = await self.master.read(addr, length, arid=self.rng.getrandbits(self.id_width), size=size)
        assert int(resp.resp) == exp_resp, f"read {addr:#x}+{length} size {size}: {resp.resp}, expected {exp_resp}"
        if exp_resp == OKAY:
            mem, off = self.ref_of(addr)
            assert resp.data == bytes(mem[off:off + length]), (
                f"read {addr:#x}+{length}: {resp.data.hex()}, expected {mem[off:off + length].hex()}")

    def random_fw(self) -> tuple[int, int]:
        size = self.rng.randint(0, 2)
        return FW_BASE + (self.rng.randrange(self.fw_size) & ~((1 << size) - 1)), size

    def random_ddr(self) -> tuple[int, int]:
        size = self.rng.randint(0, 3)
        off = self.rng.randrange(DDR_SIZE // 2)
        if self.rng.random() < 0.5:          # the top of the window aliases the RAM's upper half
            off += DDR_WINDOW - DDR_SIZE // 2
        return DDR_BASE + (off & ~((1 << size) - 1)), size

    async def random_ops(self, n: int) -> None:
        for _ in range(n):
            addr, size = self.random_fw() if self.rng.random() < 0.5 else self.random_ddr()
            if self.rng.random() < 0.5:
                await self.write(addr, self.rng.randbytes(1 << size), size, OKAY)
            else:
                await self.read(addr, 1 << size, size, OKAY)

    async def finish(self) -> None:
        for _ in range(10):
            await RisingEdge(self.dut.clk_i)
        assert not self.errors, f"monitor: {self.errors[0]}"
        assert self.fw.read(0, self.fw_size) == bytes(self.fw_ref), "fw RAM differs from the reference"
        if self.ddr is not None:
            assert self.ddr.read(0, DDR_SIZE) == bytes(self.ddr_ref), "DDR RAM differs from the reference"


async def start(dut, ddr_ram: bool = True) -> TB:
    tb = TB(dut, make_rng(dut), ddr_ram)
    await tb.reset()
    return tb


@cocotb.test()
async def test_random_accesses(dut):
    """Random 1/2/4-byte fw and 1/2/4/8-byte DDR reads and writes, then again under backpressure."""
    tb = await start(dut)
    await with_timeout(tb.random_ops(400), 1000, "us")
    tb.backpressure(0.5)
    await with_timeout(tb.random_ops(300), 1000, "us")
    tb.backpressure(0)
    await tb.finish()
    assert min(tb.counts[k] for k in ("fw_aw", "fw_ar", "ddr_aw", "ddr_ar")) > 0, tb.counts


@cocotb.test()
async def test_ddr_unaligned_and_lanes(dut):
    """Every 64-bit lane of the wide beat, 8-byte beats that start mid-word (the strobes carry
    the bytes), and read-back through a different size."""
    tb = await start(dut)
    tb.backpressure(0.3)
    for lane in range(tb.ddr_lanes):
        for base in (DDR_BASE + 0x100, DDR_BASE + DDR_WINDOW - 0x200):
            addr = base + 8 * lane
            await tb.write(addr, tb.rng.randbytes(8), 3, OKAY)
            await tb.read(addr, 8, 3, OKAY)
            for k in range(8):
                await tb.read(addr + k, 1, 0, OKAY)
    for _ in range(50):
        addr = DDR_BASE + tb.rng.randrange(DDR_SIZE // 2)
        n = 8 - addr % 8
        await tb.write(addr, tb.rng.randbytes(n), 3, OKAY)
        await tb.read(addr & ~7, 8, 3, OKAY)
    tb.backpressure(0)
    await tb.finish()


@cocotb.test()
async def test_errors(dut):
    """8-byte and word-crossing fw accesses -> SLVERR, the fw port untouched; bursts in every
    window -> SLVERR (all W beats taken; AxLEN + 1 R beats); unmapped addresses -> DECERR;
    normal accesses still work in between."""
    tb = await start(dut)
    tb.backpressure(0.3)
    unmapped = [0x0, 0x1000_0000, 0x1FFF_FFF8, FW_BASE + tb.fw_size, 0x3FFF_FFF8, 0x8000_0000,
                0xFFFF_FFF8]
    for rnd in range(3):
        before = dict(tb.counts)
        fw = FW_BASE + (tb.rng.randrange(tb.fw_size) & ~7)
        await tb.write(fw, tb.rng.randbytes(8), 3, SLVERR)
        await tb.read(fw, 8, 3, SLVERR)
        # 2 bytes at offset 3 of a word: the master makes it two beats (a burst), also SLVERR.
        await tb.write(fw + 3, tb.rng.randbytes(2), 1, SLVERR)
        for addr in unmapped:
            await tb.write(addr, tb.rng.randbytes(8), 3, DECERR)
            await tb.read(addr, 4, 2, DECERR)
        # Bursts kept inside 4 KiB (the master would split them there, maybe into single beats).
        for addr, size in ((fw & ~0x7F, 2), (DDR_BASE + 0x80, 3), ((0x0, 0x1000_0000, 0x8000_0000)[rnd], 3)):
            n = tb.rng.randint(2, 17) << size
            await tb.write(addr, tb.rng.randbytes(n), size, SLVERR)
            await tb.read(addr, n, size, SLVERR)
        assert all(tb.counts[k] == before[k] for k in ("fw_aw", "fw_ar", "ddr_aw", "ddr_ar")), (
            f"an error access reached a port: {before} -> {tb.counts}")
        await tb.random_ops(20)
    tb.backpressure(0)
    await tb.finish()
    dut._log.info("counts %s", tb.counts)


async def ddr_responder(dut, rng: random.Random, resp_of) -> None:
    """A DDR slave by hand: takes AW, W and AR whenever offered (random ready), answers each
    with the response resp_of(address) and random read data."""
    dut.m_axi_ddr_awready.value = 0
    dut.m_axi_ddr_wready.value = 0
    dut.m_axi_ddr_arready.value = 0
    dut.m_axi_ddr_bvalid.value = 0
    dut.m_axi_ddr_rvalid.value = 0
    dut.m_axi_ddr_bid.value = 0
    dut.m_axi_ddr_rid.value = 0
    dut.m_axi_ddr_rlast.value = 1
    aw = w = False
    aw_addr = 0
    reads: list[int] = []
    width = len(dut.m_axi_ddr_rdata)
    v = lambda s: int(getattr(dut, s).value)  # noqa: E731
    while True:
        await RisingEdge(dut.clk_i)
        if v("m_axi_ddr_awvalid") and v("m_axi_ddr_awready"):
            aw, aw_addr = True, v("m_axi_ddr_awaddr")
        if v("m_axi_ddr_wvalid") and v("m_axi_ddr_wready"):
            w = True
        if v("m_axi_ddr_arvalid") and v("m_axi_ddr_arready"):
            reads.append(v("m_axi_ddr_araddr"))
        if v("m_axi_ddr_bvalid") and v("m_axi_ddr_bready"):
            dut.m_axi_ddr_bvalid.value = 0
        elif aw and w and not v("m_axi_ddr_bvalid") and rng.random() < 0.5:
            dut.m_axi_ddr_bresp.value = resp_of(aw_addr)
            dut.m_axi_ddr_bvalid.value = 1
            aw = w = False
        if v("m_axi_ddr_rvalid") and v("m_axi_ddr_rready"):
            dut.m_axi_ddr_rvalid.value = 0
        elif reads and not v("m_axi_ddr_rvalid") and rng.random() < 0.5:
            dut.m_axi_ddr_rresp.value = resp_of(reads.pop(0))
            dut.m_axi_ddr_rdata.value = rng.getrandbits(width)
            dut.m_axi_ddr_rvalid.value = 1
        dut.m_axi_ddr_awready.value = int(rng.random() < 0.6)
        dut.m_axi_ddr_wready.value = int(rng.random() < 0.6)
        dut.m_axi_ddr_arready.value = int(rng.random() < 0.6)


@cocotb.test()
async def test_ddr_error_passed_back(dut):
    """The DDR's own response (OKAY, SLVERR, DECERR by address) comes back on B and R."""
    tb = await start(dut, ddr_ram=False)
    resp_of = lambda a: (a >> 3) % 3 and (1 + (a >> 3) % 3)  # noqa: E731  0, 2 or 3 by address
    cocotb.start_soon(ddr_responder(dut, random.Random(tb.rng.getrandbits(32)), resp_of))
    for _ in range(100):
        addr, size = tb.random_ddr()
        exp = resp_of(addr - DDR_BASE)
        resp = await tb.master.write(addr, tb.rng.randbytes(1 << size), size=size)
        assert int(resp.resp) == exp, f"write {addr:#x}: {resp.resp}, DDR said {exp}"
        resp = await tb.master.read(addr, 1 << size, size=size)
        assert int(resp.resp) == exp, f"read {addr:#x}: {resp.resp}, DDR said {exp}"
    for _ in range(10):
        await RisingEdge(dut.clk_i)
    assert not tb.errors, f"monitor: {tb.errors[0]}"


# (IdWidth, FwAddrWidth, DdrAddrWidth, DdrDataWidth, DdrIdWidth): the system's, and others.
PARAMS = [(4, 17, 32, 512, 4), (1, 12, 30, 64, 1), (6, 20, 34, 128, 6)]


@pytest.mark.parametrize("id_width,fw_bits,ddr_addr,ddr_data,ddr_id", PARAMS)
def test_soc_io_bridge(id_width, fw_bits, ddr_addr, ddr_data, ddr_id):
    run(test_file=__file__, toplevel="soc_io_bridge", sources=rtl_files("soc/soc_io_bridge.sv"),
        parameters={"IdWidth": id_width, "FwAddrWidth": fw_bits, "DdrAddrWidth": ddr_addr,
                    "DdrDataWidth": ddr_data, "DdrIdWidth": ddr_id})


def test_soc_io_bridge_rejects_bad_parameters(capfd):
    """DdrAddrWidth 29 cannot hold the 1 GiB window: the run must stop with the module's message."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="soc_io_bridge", sources=rtl_files("soc/soc_io_bridge.sv"),
            parameters={"DdrAddrWidth": 29}, simulator="icarus", testcase="test_errors")
    assert "soc_io_bridge: bad parameters" in capfd.readouterr().out
