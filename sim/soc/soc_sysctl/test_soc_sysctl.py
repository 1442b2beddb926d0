"""cocotb tests for rtl/soc/soc_sysctl.sv.

The test drives the request port one access a cycle (inputs change mid-cycle, on the falling
edge) and checks, after every rising edge, the registered outputs against a Python model of the
register map:

* word 0 CONSOLE: a write with WSTRB[0] pulses console_valid_o for exactly one cycle with the
  low byte; no pulse otherwise (other lanes, reads, idle cycles, we_i without req_i); reads 0;
* word 1 EXIT: the first write with WSTRB[0] latches the 32-bit code and raises exit_valid_o for
  good; later writes change nothing; reads {written, code}; reset clears it;
* word 2 SCRATCH: DataWidth bits, byte strobes, read back;
* word 3 CORE_ID: reads the CoreId parameter (swept: 0, 5, 1, 255); writes change nothing (no
  console, no exit, no scratch, same ID);
* word 4 CONSOLE_RX: the test bench plays the receive FIFO (a Python deque behind rx_valid_i /
  rx_data_i, popped on rx_ready_i && rx_valid_i at the edge) and pulses rx_overrun_i /
  rx_frame_err_i: bytes pushed in come out of reads in order with VALID = 1, an empty FIFO reads
  VALID = 0 and DATA = 0, rx_ready_o is raised by CONSOLE_RX reads only (never by writes, other
  words or idle cycles), the flags are sticky until the read that returns them and a pulse in the
  cycle of that read survives it; with the inputs tied to 0 (a core that does not own the UART,
  the RxOwner runs) nothing ever reads valid;
* word 5 SET_CORES_RUN: the RunBits low bits are write-1-to-set (writing 0 clears nothing), read
  back and drive set_cores_run_o; bits at and above RunBits, and the whole register when RunBits
  is 0 (every core but the management core), read 0 and ignore writes; only reset clears it
  (swept: RunBits 0, 3, 8);
* word 5 SET_CORES_RUN.ISP_HOLD (bit 16, lane 2) / ISP_HELD (bit 17, isp_held_i), only where
  IspCore = 1 and RunBits > NumSetCores (the management core's instance): HOLD read-write and on
  isp_hold_o, HELD the input as the read sees it; elsewhere 0, and isp_hold_o stays 0;
* word 6 CORES: reads {ISP, MGMT, SETS} = the IspCore, MgmtCore and NumSetCores parameters (swept:
  none, 2 + management + ISP, 3 + management, 7 + management + ISP, 255); writes change nothing;
* word 7 reads 0;
* read data appears in the cycle after the read request.

The register offsets and the EXIT / CONSOLE field positions come from the map generated from
rtl/soc/soc_sysctl.rdl (cssd_regs.soc_sysctl): the RTL is hand-written, so this test is
what keeps it in step with the SystemRDL description (test_map_matches_rdl checks the map's shape
the model relies on).
"""

from __future__ import annotations

import os
from collections import deque
from pathlib import Path

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly, RisingEdge
from peakrdl_python.lib import AsyncCallbackSet

from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng

from cssd_regs.soc_sysctl.reg_model import RegModel

PERIOD_NS = 4
# The generated map: {register: (byte offset, {field: (lsb, msb)})}.
MAP = {r.inst_name: (r.address, {f.inst_name: (f.lsb, f.msb) for f in r.fields})
       for r in RegModel(callbacks=AsyncCallbackSet(read_callback=None, write_callback=None)).get_registers()}
# Word indices on soc_sysctl's addr_i (byte offset / 8: 64-bit registers).
CONSOLE, EXIT, SCRATCH, CORE_ID = (MAP[n][0] // 8 for n in ("CONSOLE", "EXIT", "SCRATCH", "CORE_ID"))
CONSOLE_DATA = MAP["CONSOLE"][1]["DATA"]
EXIT_CODE, EXIT_WRITTEN = MAP["EXIT"][1]["CODE"], MAP["EXIT"][1]["WRITTEN"]
SCRATCH_VALUE = MAP["SCRATCH"][1]["VALUE"]
CORE_ID_ID = MAP["CORE_ID"][1]["ID"]
CONSOLE_RX = MAP["CONSOLE_RX"][0] // 8
RX_DATA, RX_VALID = MAP["CONSOLE_RX"][1]["DATA"], MAP["CONSOLE_RX"][1]["VALID"]
RX_OVERRUN, RX_FRAME_ERR = MAP["CONSOLE_RX"][1]["OVERRUN"], MAP["CONSOLE_RX"][1]["FRAME_ERR"]
SET_CORES_RUN = MAP["SET_CORES_RUN"][0] // 8
RUN = MAP["SET_CORES_RUN"][1]["RUN"]
ISP_HOLD, ISP_HELD = MAP["SET_CORES_RUN"][1]["ISP_HOLD"], MAP["SET_CORES_RUN"][1]["ISP_HELD"]
CORES = MAP["CORES"][0] // 8
CORES_SETS, CORES_MGMT, CORES_ISP = (MAP["CORES"][1][f] for f in ("SETS", "MGMT", "ISP"))
DOORBELL = MAP["DOORBELL"][0] // 8
BELL_RING, BELL_PENDING = MAP["DOORBELL"][1]["RING"], MAP["DOORBELL"][1]["PENDING"]


def field(value: int, bits: tuple[int, int]) -> int:
    lsb, msb = bits
    return value >> lsb & ((1 << (msb - lsb + 1)) - 1)


class Model:
    def __init__(self, width: int, core_id: int, run_bits: int, cores: tuple[int, int, int] = (0, 0, 0)) -> None:
        self.width = width
        self.core_id = core_id
        self.run_mask = (1 << run_bits) - 1
        sets, mgmt, isp = cores
        self.cores = sets << CORES_SETS[0] | mgmt << CORES_MGMT[0] | isp << CORES_ISP[0]
        # ISP_HOLD / ISP_HELD: on the instance that releases an ISP core (the management core's).
        self.has_isp_hold = isp == 1 and run_bits > sets
        self.lanes = width // 8
        self.reset()

    def reset(self) -> None:
        self.exit_valid = 0
        self.exit_code = 0
        self.scratch = 0
        self.rdata = 0
        self.overrun = 0
        self.frame_err = 0
        self.run = 0
        self.hold = 0
        self.pending = 0
        self.ring = 0

    def access(self, req: int, we: int, addr: int, wdata: int, wstrb: int,
               rx: int | None = None, overrun: int = 0, frame_err: int = 0,
               bell: int = 0, held: int = 0) -> tuple[int | None, int | None]:
        """One cycle; rx is the byte at the FIFO's head (None: empty), overrun / frame_err the
        pulses in this cycle, bell the other core's doorbell pulse, held isp_held_i. Returns (console byte or None,
        read data or None); ring and pending are the doorbell outputs after the edge."""
        bell_write = req and we and addr == DOORBELL and wstrb & 1
        clear = bell_write and field(wdata, BELL_PENDING)
        self.ring = int(bool(bell_write and field(wdata, BELL_RING)))
        old_pending = self.pending
        self.pending = int(bool((self.pending and not clear) or bell))
        rx_read = req and not we and addr == CONSOLE_RX
        rx_word = ((rx or 0) << RX_DATA[0] | int(rx is not None) << RX_VALID[0]
                   | self.overrun << RX_OVERRUN[0] | self.frame_err << RX_FRAME_ERR[0])
        if rx_read:
            self.overrun, self.frame_err = overrun, frame_err
        else:
            self.overrun |= overrun
            self.frame_err |= frame_err
        if not req:
            return None, None
        if not we:
            self.rdata = {EXIT: (self.exit_valid << EXIT_WRITTEN[0]) | (self.exit_code << EXIT_CODE[0]),
                          SCRATCH: self.scratch, CORE_ID: self.core_id << CORE_ID_ID[0],
                          CONSOLE_RX: rx_word,
                          SET_CORES_RUN: self.run << RUN[0] | self.hold << ISP_HOLD[0]
                          | int(self.has_isp_hold and held) << ISP_HELD[0],
                          CORES: self.cores, DOORBELL: old_pending << BELL_PENDING[0]}.get(addr, 0)
            return None, self.rdata
        if addr == CONSOLE and wstrb & 1:
            return field(wdata, CONSOLE_DATA), None
        if addr == EXIT and wstrb & 1 and not self.exit_valid:
            self.exit_valid, self.exit_code = 1, field(wdata, EXIT_CODE)
        if addr == SET_CORES_RUN and wstrb & 1:
            self.run |= field(wdata, RUN) & self.run_mask
        if addr == SET_CORES_RUN and wstrb >> (ISP_HOLD[0] // 8) & 1 and self.has_isp_hold:
            self.hold = field(wdata, ISP_HOLD)
        if addr == SCRATCH:
            for b in range(self.lanes):
                if wstrb >> b & 1:
                    m = 0xFF << (8 * b)
                    self.scratch = (self.scratch & ~m) | (wdata & m)
        return None, None


class TB:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.width = len(dut.wdata_i)
        self.lanes = self.width // 8
        # The expected ID comes from the runner's environment, not from the DUT.
        self.core_id = int(os.environ["SOC_CORE_ID"])
        # 0: the receive inputs stay tied to 0, as on a core that does not own the UART.
        self.rx_owner = os.environ.get("SOC_RX_OWNER", "1") == "1"
        # SET_CORES_RUN bits (the RunBits parameter): > 0 only on the management core.
        self.run_bits = int(os.environ.get("SOC_RUN_BITS", "0"))
        # The system's cores (NumSetCores, MgmtCore, IspCore), from the runner like the ID.
        self.cores = tuple(int(v) for v in os.environ.get("SOC_CORES", "0,0,0").split(","))
        self.model = Model(self.width, self.core_id, self.run_bits, self.cores)
        self.rx_fifo: deque[int] = deque()
        self.rx_got: list[int] = []
        self.pops = 0
        self.console: list[int] = []
        self.cycles = 0
        self.idle()
        dut.rst_ni.value = 0
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())

    def idle(self) -> None:
        d = self.dut
        d.req_i.value = 0
        d.we_i.value = 0
        d.addr_i.value = 0
        d.wdata_i.value = 0
        d.wstrb_i.value = 0
        d.rx_valid_i.value = 0
        d.rx_data_i.value = 0
        d.rx_overrun_i.value = 0
        d.rx_frame_err_i.value = 0
        d.doorbell_i.value = 0
        d.isp_held_i.value = 0

    async def reset(self) -> None:
        d = self.dut
        await FallingEdge(d.clk_i)
        self.idle()          # else the last access repeats in the cycle after reset
        d.rst_ni.value = 0
        await RisingEdge(d.clk_i)
        await ReadOnly()
        assert int(d.rx_ready_o.value) == 0, "rx_ready_o without a request"
        assert int(d.console_valid_o.value) == 0 and int(d.exit_valid_o.value) == 0
        assert int(d.exit_code_o.value) == 0, "reset leaves the exit code"
        assert int(d.set_cores_run_o.value) == 0, "reset leaves set cores released"
        assert int(d.isp_hold_o.value) == 0, "reset leaves the ISP core held"
        assert int(d.doorbell_o.value) == 0 and int(d.doorbell_irq_o.value) == 0, "reset leaves a doorbell"
        await FallingEdge(d.clk_i)
        d.rst_ni.value = 1
        self.model.reset()

    async def cycle(self, req: int, we: int, addr: int, wdata: int = 0, wstrb: int = 0,
                    overrun: int = 0, frame_err: int = 0, bell: int = 0, held: int | None = None) -> int | None:
        """Drive one cycle's access (and the receive FIFO's head and error pulses), check the
        outputs the edge registers; returns read data. held: isp_held_i (None: random, as the system's
        answer does not depend on anything the bench drives here)."""
        d = self.dut
        await FallingEdge(d.clk_i)
        if not self.rx_owner:
            overrun = frame_err = 0
        head = self.rx_fifo[0] if self.rx_fifo and self.rx_owner else None
        d.req_i.value, d.we_i.value, d.addr_i.value = req, we, addr
        d.wdata_i.value, d.wstrb_i.value = wdata, wstrb
        d.rx_valid_i.value = int(head is not None)
        d.rx_data_i.value = head if head is not None else (self.cycles * 37) & 0xFF   # junk when empty
        d.rx_overrun_i.value, d.rx_frame_err_i.value = overrun, frame_err
        d.doorbell_i.value = bell
        if held is None:
            held = (self.cycles * 2654435761 >> 7) & 1
        d.isp_held_i.value = held
        await ReadOnly()
        what = f"cycle {self.cycles + 1}: req {req} we {we} addr {addr} wdata {wdata:#x} wstrb {wstrb:#x}"
        ready = int(d.rx_ready_o.value)
        assert ready == int(bool(req and not we and addr == CONSOLE_RX)), f"{what}: rx_ready_o {ready}"
        if ready and head is not None:
            self.rx_fifo.popleft()
            self.rx_got.append(head)
            self.pops += 1
        await RisingEdge(d.clk_i)
        await ReadOnly()
        self.cycles += 1
        m = self.model
        byte, rdata = m.access(req, we, addr, wdata, wstrb, head, overrun, frame_err, bell, held)
        ring, pend = int(d.doorbell_o.value), int(d.doorbell_irq_o.value)
        assert (ring, pend) == (m.ring, m.pending), (
            f"{what}: doorbell (ring, pending) ({ring}, {pend}), expected ({m.ring}, {m.pending})")
        cv = int(d.console_valid_o.value)
        assert cv == (byte is not None), f"{what}: console_valid_o {cv}"
        if byte is not None:
            got = int(d.console_data_o.value)
            assert got == byte, f"{what}: console byte {got:#x}, expected {byte:#x}"
            self.console.append(got)
        ev, ec = int(d.exit_valid_o.value), int(d.exit_code_o.value)
        assert (ev, ec) == (m.exit_valid, m.exit_code if m.exit_valid else 0), (
            f"{what}: exit (valid, code) ({ev}, {ec:#x}), expected ({m.exit_valid}, {m.exit_code:#x})")
        run_o = int(d.set_cores_run_o.value)
        assert run_o == m.run, f"{what}: set_cores_run_o {run_o:#x}, expected {m.run:#x}"
        hold_o = int(d.isp_hold_o.value)
        assert hold_o == m.hold, f"{what}: isp_hold_o {hold_o}, expected {m.hold}"
        if rdata is not None:
            got = int(d.rdata_o.value)
            assert got == rdata, f"{what}: rdata {got:#x}, expected {rdata:#x}"
        return rdata

    async def write(self, addr: int, wdata: int, wstrb: int | None = None) -> None:
        await self.cycle(1, 1, addr, wdata, (1 << self.lanes) - 1 if wstrb is None else wstrb)

    async def read(self, addr: int) -> int:
        return await self.cycle(1, 0, addr)

    def push(self, data: bytes) -> None:
        """Bytes into the receive FIFO (the UART's side)."""
        self.rx_fifo.extend(data)


async def start(dut) -> TB:
    tb = TB(dut)
    await tb.reset()
    return tb


@cocotb.test()
async def test_console(dut):
    """A string byte by byte, back to back and with gaps: one pulse per byte with WSTRB[0];
    writes without lane 0, reads and req_i-less cycles print nothing; CONSOLE reads 0."""
    rng = make_rng(dut)
    tb = await start(dut)
    text = b"Hello, SoC!\n" + bytes(range(256))
    for ch in text:
        wdata = (rng.getrandbits(tb.width) & ~0xFF) | ch   # junk in the upper lanes
        await tb.write(CONSOLE, wdata, rng.getrandbits(tb.lanes) | 1)
        if rng.random() < 0.3:
            await tb.cycle(0, rng.randint(0, 1), CONSOLE, rng.getrandbits(tb.width), (1 << tb.lanes) - 1)
        if rng.random() < 0.2:
            await tb.write(CONSOLE, rng.getrandbits(tb.width), rng.getrandbits(tb.lanes) & ~1)
        if rng.random() < 0.2:
            assert await tb.read(CONSOLE) == 0
    await tb.cycle(0, 0, 0)
    assert bytes(tb.console) == text, f"console {bytes(tb.console)!r}"


@cocotb.test()
async def test_exit_first_code_kept(dut):
    """EXIT reads 0 until written; a write without lane 0 does not count; the first code is kept
    against later writes (incl. 0, a 'pass' after a failure); reset clears it for a new one."""
    rng = make_rng(dut)
    tb = await start(dut)
    assert await tb.read(EXIT) == 0
    await tb.write(EXIT, 0x55, rng.getrandbits(tb.lanes) & ~1)
    assert await tb.read(EXIT) == 0 and int(dut.exit_valid_o.value) == 0
    code = rng.getrandbits(32) | 0x8000_0000
    junk = rng.getrandbits(tb.width) & ~0xFFFF_FFFF
    await tb.write(EXIT, junk | code, 1)                  # only lane 0 strobed: the whole code
    assert await tb.read(EXIT) == (1 << EXIT_WRITTEN[0]) | code
    for later in (0, 1, rng.getrandbits(32)):
        await tb.write(EXIT, later)
        for _ in range(rng.randint(0, 3)):
            await tb.cycle(0, 0, 0)
    assert await tb.read(EXIT) == (1 << EXIT_WRITTEN[0]) | code
    assert int(dut.exit_code_o.value) == code
    await tb.reset()
    assert await tb.read(EXIT) == 0
    await tb.write(EXIT, 0)
    assert await tb.read(EXIT) == 1 << EXIT_WRITTEN[0], "code 0 (pass) is a valid first code"


@cocotb.test()
async def test_scratch_and_core_id(dut):
    """SCRATCH keeps byte-strobed writes; CORE_ID reads the parameter and ignores writes (no
    console, no exit, scratch and ID unchanged); back-to-back reads return the right word each
    cycle."""
    rng = make_rng(dut)
    tb = await start(dut)
    assert await tb.read(SCRATCH) == 0, "scratch is cleared by reset"
    for _ in range(100):
        await tb.write(SCRATCH, rng.getrandbits(tb.width), rng.getrandbits(tb.lanes))
        assert await tb.read(SCRATCH) == tb.model.scratch
    full = rng.getrandbits(tb.width)
    await tb.write(SCRATCH, full)
    assert await tb.read(SCRATCH) == full
    assert await tb.read(CORE_ID) == tb.core_id
    for _ in range(20):
        await tb.write(CORE_ID, rng.getrandbits(tb.width), rng.getrandbits(tb.lanes) | 1)
        assert await tb.read(CORE_ID) == tb.core_id
    for a in (SCRATCH, CORE_ID, SCRATCH, CONSOLE, EXIT, CORE_ID, SCRATCH):
        await tb.read(a)
    assert await tb.read(SCRATCH) == full and int(dut.exit_valid_o.value) == 0 and not tb.console


@cocotb.test()
async def test_console_rx(dut):
    """CONSOLE_RX: bytes come out in order, one per read, VALID = 0 and DATA = 0 once empty; the
    overrun and framing-error flags are sticky until read, cleared by that read, and a pulse in
    the cycle of the clearing read is reported by the next one; writes and other words never pop.
    A non-owner (inputs tied 0) reads 0 whatever is pushed."""
    rng = make_rng(dut)
    tb = await start(dut)
    empty = await tb.read(CONSOLE_RX)
    assert empty == 0, f"CONSOLE_RX {empty:#x} with nothing received"
    text = bytes(range(256)) + b"hello\n"
    tb.push(text)
    got = bytearray()
    for k in range(len(text) + 3):
        v = await tb.read(CONSOLE_RX)
        if tb.rx_owner and k < len(text):
            assert field(v, RX_VALID) == 1, f"read {k}: {v:#x} not valid with {len(tb.rx_fifo) + 1} bytes queued"
            got.append(field(v, RX_DATA))
        else:
            assert v == 0, f"read {k}: {v:#x}, expected no byte"
        # Nothing but a CONSOLE_RX read may pop: writes to it, other words, idle cycles.
        for _ in range(rng.randint(0, 2)):
            await tb.cycle(rng.randint(0, 1), 1, CONSOLE_RX, rng.getrandbits(tb.width), rng.getrandbits(tb.lanes))
            await tb.cycle(1, 0, rng.choice([a for a in range(8) if a != CONSOLE_RX]))
            await tb.cycle(0, 0, CONSOLE_RX)
    if tb.rx_owner:
        assert bytes(got) == text and tb.pops == len(text)
    else:
        assert tb.pops == 0 and len(tb.rx_fifo) == len(text)
        tb.rx_fifo.clear()

    # Flags: a pulse, no read for a while, then read (set), read again (clear).
    want = int(tb.rx_owner)
    for ov, fe in ((1, 0), (0, 1), (1, 1)):
        await tb.cycle(0, 0, 0, overrun=ov, frame_err=fe)
        for _ in range(rng.randint(0, 5)):
            await tb.cycle(rng.randint(0, 1), rng.randint(0, 1), rng.choice([CONSOLE, SCRATCH, CORE_ID]))
        v = await tb.read(CONSOLE_RX)
        assert (field(v, RX_OVERRUN), field(v, RX_FRAME_ERR)) == (ov * want, fe * want), f"flags {v:#x} after ({ov}, {fe})"
        assert field(v, RX_VALID) == 0
        v = await tb.read(CONSOLE_RX)
        assert v == 0, f"{v:#x}: the flags survived the read that returned them"
    # A pulse in the clearing read's own cycle is kept for the next read; with a byte queued the
    # flags come with it.
    await tb.cycle(0, 0, 0, overrun=1)
    tb.push(b"Z")
    v = await tb.cycle(1, 0, CONSOLE_RX, frame_err=1)
    assert v == want * ((ord("Z") << RX_DATA[0]) | (1 << RX_VALID[0]) | (1 << RX_OVERRUN[0])), f"{v:#x}"
    v = await tb.read(CONSOLE_RX)
    assert v == want << RX_FRAME_ERR[0], f"{v:#x}: the framing error in the clearing cycle was lost"
    # Reset clears the flags (the FIFO is outside the block).
    await tb.cycle(0, 0, 0, overrun=1, frame_err=1)
    await tb.reset()
    tb.rx_fifo.clear()
    assert await tb.read(CONSOLE_RX) == 0, "reset left CONSOLE_RX flags"


@cocotb.test()
async def test_random_traffic(dut):
    """Random accesses of every kind every cycle (idle ones included), bytes arriving in the
    receive FIFO and error pulses at random, checked each cycle."""
    rng = make_rng(dut)
    tb = await start(dut)
    pushed = 0
    for _ in range(3000):
        if rng.random() < 0.1:
            data = bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 4)))
            tb.push(data)
            pushed += len(data)
        await tb.cycle(int(rng.random() < 0.8), rng.randint(0, 1), rng.randrange(8),
                       rng.getrandbits(tb.width), rng.getrandbits(tb.lanes),
                       int(rng.random() < 0.02), int(rng.random() < 0.02), int(rng.random() < 0.05))
        if rng.random() < 0.002:
            await tb.reset()
    dut._log.info("%d console bytes, exit %s, %d of %d received bytes read", len(tb.console),
                  tb.model.exit_valid, tb.pops, pushed)


@cocotb.test()
async def test_set_cores_run(dut):
    """SET_CORES_RUN: 0 after reset (every set core held); bits set one write at a time stay set
    (a write of 0 or of other bits clears none), a write without lane 0 does nothing, bits at and
    above RunBits never set (all of them on a non-management instance); reset clears it. The reads
    look at RUN (cycle() checks the whole word, ISP_HOLD / ISP_HELD too, against the model)."""
    rng = make_rng(dut)
    tb = await start(dut)
    mask = (1 << tb.run_bits) - 1
    assert field(await tb.read(SET_CORES_RUN), RUN) == 0 and int(dut.set_cores_run_o.value) == 0
    await tb.write(SET_CORES_RUN, 0xFF, rng.getrandbits(tb.lanes) & ~1)
    assert field(await tb.read(SET_CORES_RUN), RUN) == 0, "a write without lane 0 set bits"
    want = 0
    for bit in rng.sample(range(8), 8):
        junk = rng.getrandbits(tb.width) & ~(0xFF << RUN[0])
        await tb.write(SET_CORES_RUN, junk | 1 << bit << RUN[0], 1 | rng.getrandbits(tb.lanes))
        want |= (1 << bit) & mask
        assert field(await tb.read(SET_CORES_RUN), RUN) == want
        await tb.write(SET_CORES_RUN, 0)
        assert field(await tb.read(SET_CORES_RUN), RUN) == want, "writing 0 cleared a bit"
    assert want == mask and int(dut.set_cores_run_o.value) == mask
    await tb.reset()
    assert field(await tb.read(SET_CORES_RUN), RUN) == 0 and int(dut.set_cores_run_o.value) == 0, "reset left bits set"
    await tb.write(SET_CORES_RUN, 0xFF << RUN[0])
    assert field(await tb.read(SET_CORES_RUN), RUN) == mask


@cocotb.test()
async def test_isp_hold(dut):
    """SET_CORES_RUN.ISP_HOLD / ISP_HELD, on the management core's instance with an ISP core: HOLD
    is a plain read-write bit written through lane 2 only (a write without lane 2, or one that
    sets RUN bits, leaves it), it drives isp_hold_o, and RUN's write-1-to-set is not disturbed by
    it; HELD reads isp_held_i as it is in the read's cycle and ignores writes; reset clears HOLD.
    Everywhere else both read 0, writes do nothing and isp_hold_o stays 0. (cycle() checks
    isp_hold_o and every read against the model; held is driven random there.)"""
    rng = make_rng(dut)
    tb = await start(dut)
    has = tb.model.has_isp_hold
    hold_bit, held_bit, lane2 = 1 << ISP_HOLD[0], 1 << ISP_HELD[0], 1 << (ISP_HOLD[0] // 8)
    assert await tb.read(SET_CORES_RUN) & (hold_bit | held_bit) == 0 or has
    await tb.write(SET_CORES_RUN, hold_bit, ((1 << tb.lanes) - 1) & ~lane2)
    assert int(dut.isp_hold_o.value) == 0, "HOLD set without lane 2"
    await tb.write(SET_CORES_RUN, hold_bit | held_bit, lane2)
    assert int(dut.isp_hold_o.value) == int(has)
    for held in (0, 1, 0, 1):
        got = await tb.cycle(1, 0, SET_CORES_RUN, held=held)
        assert field(got, ISP_HELD) == int(has and held) and field(got, ISP_HOLD) == int(has)
    await tb.write(SET_CORES_RUN, 1 << RUN[0], 1)  # lane 0 only: RUN, HOLD untouched
    assert int(dut.isp_hold_o.value) == int(has) and int(dut.set_cores_run_o.value) == tb.model.run
    for _ in range(20):
        await tb.write(SET_CORES_RUN, rng.getrandbits(tb.width), rng.getrandbits(tb.lanes))
    await tb.write(SET_CORES_RUN, 0, lane2)
    assert int(dut.isp_hold_o.value) == 0, "a write of 0 through lane 2 left HOLD set"
    await tb.write(SET_CORES_RUN, hold_bit, lane2)
    await tb.reset()
    assert int(dut.isp_hold_o.value) == 0 and await tb.read(SET_CORES_RUN) & hold_bit == 0


@cocotb.test()
async def test_cores(dut):
    """CORES reads the system's set cores, management core and ISP core (the parameters), in
    every instance; writes of anything change nothing, and reset does not touch it."""
    rng = make_rng(dut)
    tb = await start(dut)
    sets, mgmt, isp = tb.cores
    want = sets << CORES_SETS[0] | mgmt << CORES_MGMT[0] | isp << CORES_ISP[0]
    got = await tb.read(CORES)
    assert got == want, f"CORES {got:#x}, expected {want:#x} for {tb.cores}"
    assert (field(got, CORES_SETS), field(got, CORES_MGMT), field(got, CORES_ISP)) == tb.cores
    for _ in range(20):
        await tb.write(CORES, rng.getrandbits(tb.width), rng.getrandbits(tb.lanes) | 1)
        assert await tb.read(CORES) == want
    await tb.reset()
    assert await tb.read(CORES) == want


@cocotb.test()
async def test_doorbell(dut):
    """DOORBELL: a RING write pulses doorbell_o for exactly one cycle (only with lane 0 and bit
    RING set); the other core's pulse sets PENDING, which doorbell_irq_o holds as a level until
    a write of 1 to PENDING clears it; a pulse in the clearing cycle keeps it set; writes of 0
    clear nothing; reset clears it. (cycle() checks both outputs against the model every cycle.)"""
    rng = make_rng(dut)
    tb = await start(dut)
    await tb.write(DOORBELL, 1 << BELL_RING[0])
    assert int(dut.doorbell_o.value) == 1
    await tb.cycle(0, 0, 0)
    assert int(dut.doorbell_o.value) == 0, "the ring pulse lasted more than a cycle"
    await tb.write(DOORBELL, 1 << BELL_RING[0], rng.getrandbits(tb.lanes) & ~1)
    assert int(dut.doorbell_o.value) == 0, "rang without lane 0"
    assert await tb.read(DOORBELL) == 0
    await tb.cycle(0, 0, 0, bell=1)
    for _ in range(rng.randint(1, 20)):
        await tb.cycle(0, 0, 0)
    assert await tb.read(DOORBELL) == 1 << BELL_PENDING[0] and int(dut.doorbell_irq_o.value) == 1
    await tb.write(DOORBELL, 0)
    assert int(dut.doorbell_irq_o.value) == 1, "a write of 0 cleared the doorbell"
    await tb.write(DOORBELL, 1 << BELL_PENDING[0])
    assert int(dut.doorbell_irq_o.value) == 0 and await tb.read(DOORBELL) == 0
    await tb.cycle(0, 0, 0, bell=1)
    await tb.cycle(1, 1, DOORBELL, 1 << BELL_PENDING[0], 1, bell=1)
    assert int(dut.doorbell_irq_o.value) == 1, "the ring in the clearing cycle was lost"
    await tb.reset()
    assert int(dut.doorbell_irq_o.value) == 0 and await tb.read(DOORBELL) == 0


def test_map_matches_rdl():
    """The generated map has the shape soc_sysctl.sv implements: eight 64-bit registers, one word
    apart from 0 (addr_i is a 3-bit word index), CONSOLE.DATA the low byte, EXIT.CODE bits 31:0
    with WRITTEN at 32 (the RTL's {exit_valid, exit_code}), SCRATCH all 64 bits, CORE_ID.ID from
    bit 0 (the RTL returns the CoreId parameter zero-extended; cssd_system keeps it below 256),
    CONSOLE_RX {FRAME_ERR, OVERRUN, VALID, DATA} from bit 0, all in the low 32 bits (a 32-bit
    load of the low half gets everything, rtl/soc/soc_sysctl.rdl), SET_CORES_RUN.RUN bits 7:0,
    CORES {ISP, MGMT, SETS} from bit 0 (the RTL's {IspCore, MgmtCore, NumSetCores[7:0]}),
    DOORBELL {PENDING, RING} from bit 0."""
    assert (CONSOLE, EXIT, SCRATCH, CORE_ID, CONSOLE_RX, SET_CORES_RUN, CORES, DOORBELL) == tuple(range(8)), (
        "the RTL decodes these word indices")
    assert len(MAP) == 8 and RUN == (0, 7) and (BELL_RING, BELL_PENDING) == ((0, 0), (1, 1))
    assert (ISP_HOLD, ISP_HELD) == ((16, 16), (17, 17)), "the RTL's {isp_held, isp_hold_o, 8'h00, run}"
    assert (CORES_SETS, CORES_MGMT, CORES_ISP) == ((0, 7), (8, 8), (9, 9))
    assert CONSOLE_DATA == (0, 7) and EXIT_CODE == (0, 31) and EXIT_WRITTEN == (32, 32)
    assert SCRATCH_VALUE == (0, 63) and CORE_ID_ID[0] == 0 and CORE_ID_ID[1] >= 7
    assert (RX_DATA, RX_VALID, RX_OVERRUN, RX_FRAME_ERR) == ((0, 7), (8, 8), (9, 9), (10, 10))


# rx_owner 0: the receive inputs held at 0, as cssd_system ties them on cores that do not own the
# UART (the RTL is the same; the test checks that nothing leaks through).
# run_bits > 0: the management core's instance (RunBits = the number of set cores, + 1 with an
# ISP core). cores: (NumSetCores, MgmtCore, IspCore), the same in every instance of a system.
@pytest.mark.parametrize("data_width,core_id,rx_owner,run_bits,cores",
                         [(64, 0, 1, 0, (0, 0, 0)), (64, 2, 0, 3, (2, 1, 1)), (64, 5, 0, 3, (3, 1, 0)),
                          (128, 1, 1, 0, (2, 1, 1)), (128, 255, 0, 8, (7, 1, 1)), (64, 7, 0, 0, (255, 0, 0))])
def test_soc_sysctl(data_width, core_id, rx_owner, run_bits, cores):
    sets, mgmt, isp = cores
    run(test_file=__file__, toplevel="soc_sysctl", sources=rtl_files("soc/soc_sysctl.sv"),
        parameters={"DataWidth": data_width, "CoreId": core_id, "RunBits": run_bits,
                    "NumSetCores": sets, "MgmtCore": mgmt, "IspCore": isp},
        extra_env={"SOC_CORE_ID": str(core_id), "SOC_RX_OWNER": str(rx_owner), "SOC_RUN_BITS": str(run_bits),
                   "SOC_CORES": f"{sets},{mgmt},{isp}"})


@pytest.mark.parametrize("parameters,message", [
    # DataWidth 32 cannot read EXIT back.
    ({"DataWidth": 32}, "soc_sysctl: DataWidth must be at least 64"),
    # CORES.ISP is one bit: a system has no ISP core or one.
    ({"IspCore": 2}, "soc_sysctl: NumSetCores must be 0..255, MgmtCore and IspCore 0 or 1"),
])
def test_soc_sysctl_rejects_bad_parameters(capfd, parameters, message):
    """A parameter the registers cannot hold: the run must stop with the module's own message."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="soc_sysctl", sources=rtl_files("soc/soc_sysctl.sv"),
            parameters=parameters, simulator="icarus", testcase="test_console",
            extra_env={"SOC_CORE_ID": "0"})
    assert message in capfd.readouterr().out
