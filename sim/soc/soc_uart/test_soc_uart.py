"""cocotb tests for rtl/soc/soc_uart.sv (8N1 UART with TX and RX FIFOs).

* TX framing, cycle-exact: a monitor samples uart_tx_o every cycle and checks each frame is one
  start bit (0), 8 data bits LSB first and a stop bit (1), each exactly div cycles long, at
  divisors 4, 7 and 16 (random bytes, back-to-back frames and gaps);
* TX FIFO full / backpressure: with a slow line, tx_ready_o drops after TxDepth + 1 bytes (one in
  the shifter), a byte held on tx_valid_i while not ready is taken later, and every byte comes out
  in order; tx_idle_o only when all is sent;
* RX: bytes from cocotbext-uart's UartSource at divisors 8 and 16 arrive in the RX FIFO;
* RX overrun: with nobody reading, the bytes past RxDepth pulse rx_overrun_o and are dropped, the
  first RxDepth stay; RX framing error: a frame with a low stop bit pulses rx_frame_err_o and
  yields no byte; a short low glitch is not taken for a start bit.
"""

from __future__ import annotations

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge, Timer
from cocotbext.uart import UartSource

from cssd_sim.cocotb_run import core_files, rtl_files, run
from cssd_sim.tb_random import make_rng

CLK_NS = 10


class TB:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.tx_depth = int(dut.TxDepth.value)
        self.rx_depth = int(dut.RxDepth.value)
        self.frames: list[int] = []
        self.frame_errors: list[str] = []
        self.frame_starts: list[int] = []
        self.cycle = 0
        dut.div_i.value = 8
        dut.tx_valid_i.value = 0
        dut.tx_data_i.value = 0
        dut.rx_ready_i.value = 0
        dut.uart_rx_i.value = 1
        dut.rst_ni.value = 0
        cocotb.start_soon(Clock(dut.clk_i, CLK_NS, unit="ns").start())
        cocotb.start_soon(self._count())

    async def _count(self) -> None:
        while True:
            await RisingEdge(self.dut.clk_i)
            self.cycle += 1

    async def reset(self) -> None:
        await ClockCycles(self.dut.clk_i, 3)
        self.dut.rst_ni.value = 1
        await ClockCycles(self.dut.clk_i, 2)

    async def tx_monitor(self) -> None:
        """Cycle-exact frame checker on uart_tx_o; div is read at each start bit."""
        d = self.dut
        while True:
            await RisingEdge(d.clk_i)
            await ReadOnly()
            if int(d.uart_tx_o.value):
                continue
            div = int(d.div_i.value)
            self.frame_starts.append(self.cycle)
            samples = [0]
            for _ in range(10 * div - 1):
                await RisingEdge(d.clk_i)
                await ReadOnly()
                samples.append(int(d.uart_tx_o.value))
            bits = [samples[b * div:(b + 1) * div] for b in range(10)]
            for b, s in enumerate(bits):
                if len(set(s)) != 1:
                    self.frame_errors.append(f"frame {len(self.frames)} bit {b} not stable for {div} cycles: {s}")
            if bits[0][0] != 0 or bits[9][0] != 1:
                self.frame_errors.append(f"frame {len(self.frames)}: start {bits[0][0]} stop {bits[9][0]}")
            self.frames.append(sum(bits[1 + k][0] << k for k in range(8)))

    async def send(self, data: int) -> None:
        """Offer one byte until it is taken."""
        d = self.dut
        await FallingEdge(d.clk_i)
        d.tx_valid_i.value, d.tx_data_i.value = 1, data
        while True:
            await RisingEdge(d.clk_i)
            await ReadOnly()
            if int(d.tx_ready_o.value):
                break
            await FallingEdge(d.clk_i)
        await FallingEdge(d.clk_i)
        d.tx_valid_i.value = 0

    async def wait_tx_idle(self, limit: int) -> None:
        for _ in range(limit):
            await RisingEdge(self.dut.clk_i)
            await ReadOnly()
            if int(self.dut.tx_idle_o.value) and int(self.dut.uart_tx_o.value):
                # the monitor needs the last frame complete: idle means the stop bit is over
                await ClockCycles(self.dut.clk_i, 2)
                return
        raise AssertionError("TX never went idle")


async def start(dut) -> TB:
    tb = TB(dut)
    await tb.reset()
    return tb


@cocotb.test()
async def test_tx_framing(dut):
    """Random bytes at divisors 4, 7 and 16, some back to back, some with gaps: every frame
    decodes to the byte sent, with exact bit times; back-to-back frames start div*10 apart."""
    rng = make_rng(dut)
    tb = await start(dut)
    cocotb.start_soon(tb.tx_monitor())
    assert int(dut.uart_tx_o.value) == 1, "line idles high"
    sent: list[int] = []
    for div in (4, 7, 16):
        await FallingEdge(dut.clk_i)
        dut.div_i.value = div
        first = len(tb.frames)
        burst = [rng.randrange(256) for _ in range(tb.tx_depth)]
        for b in burst:                         # back to back: all queued at once
            await tb.send(b)
        sent += burst
        await tb.wait_tx_idle(40 * div * tb.tx_depth)
        starts = tb.frame_starts[first:]
        gaps = {b - a for a, b in zip(starts, starts[1:])}
        assert gaps == {10 * div}, f"div {div}: frame start spacing {gaps}, want {{{10 * div}}}"
        for _ in range(20):                     # with gaps between bytes
            b = rng.randrange(256)
            await tb.send(b)
            sent.append(b)
            await ClockCycles(dut.clk_i, rng.randrange(0, 12 * div))
        await tb.wait_tx_idle(40 * div * tb.tx_depth)
    assert not tb.frame_errors, tb.frame_errors[:5]
    assert tb.frames == sent, f"sent {bytes(sent).hex()} got {bytes(tb.frames).hex()}"


@cocotb.test()
async def test_tx_fifo_full(dut):
    """Offer bytes every cycle on a slow line: tx_ready_o falls after TxDepth + 1 (one leaves the
    FIFO into the shifter), held bytes are taken as frames leave, nothing lost or reordered."""
    rng = make_rng(dut)
    tb = await start(dut)
    cocotb.start_soon(tb.tx_monitor())
    div = 8
    dut.div_i.value = div
    data = [rng.randrange(256) for _ in range(3 * tb.tx_depth)]
    accepted = 0
    first_stall = None
    await FallingEdge(dut.clk_i)
    while accepted < len(data):
        dut.tx_valid_i.value, dut.tx_data_i.value = 1, data[accepted]
        await RisingEdge(dut.clk_i)
        await ReadOnly()
        if int(dut.tx_ready_o.value):
            accepted += 1
        elif first_stall is None:
            first_stall = accepted
        await FallingEdge(dut.clk_i)
        assert not int(dut.tx_idle_o.value), "tx_idle_o while bytes are queued"
    dut.tx_valid_i.value = 0
    assert first_stall in (tb.tx_depth, tb.tx_depth + 1), (
        f"tx_ready_o fell after {first_stall} bytes, FIFO depth {tb.tx_depth}")
    await tb.wait_tx_idle(20 * div * len(data))
    assert not tb.frame_errors, tb.frame_errors[:5]
    assert tb.frames == data


async def drive_frame(dut, byte: int, div: int, stop: int = 1) -> None:
    """Bit-bang one frame onto uart_rx_i, cycle-exact."""
    for bit in [0] + [byte >> k & 1 for k in range(8)] + [stop]:
        dut.uart_rx_i.value = bit
        await ClockCycles(dut.clk_i, div)
    dut.uart_rx_i.value = 1


async def watch_pulses(dut, counts: dict[str, int]) -> None:
    while True:
        await RisingEdge(dut.clk_i)
        await ReadOnly()
        counts["overrun"] += int(dut.rx_overrun_o.value)
        counts["frame"] += int(dut.rx_frame_err_o.value)


async def drain_rx(dut, limit: int = 10) -> list[int]:
    """Pop the RX FIFO until it stays empty for `limit` cycles (sampled before each edge)."""
    got = []
    idle = 0
    while idle < limit:
        await FallingEdge(dut.clk_i)
        valid = int(dut.rx_valid_o.value)
        dut.rx_ready_i.value = valid
        if valid:
            got.append(int(dut.rx_data_o.value))
            idle = 0
        else:
            idle += 1
    await FallingEdge(dut.clk_i)
    dut.rx_ready_i.value = 0
    return got


@cocotb.test()
async def test_rx_uart_source(dut):
    """Bytes from cocotbext-uart's UartSource at divisors 8 and 16 come out of the RX FIFO."""
    rng = make_rng(dut)
    tb = await start(dut)
    counts = {"overrun": 0, "frame": 0}
    cocotb.start_soon(watch_pulses(dut, counts))
    for div in (8, 16):
        dut.div_i.value = div
        src = UartSource(dut.uart_rx_i, baud=1e9 / (CLK_NS * div), bits=8, stop_bits=1)
        src.log.setLevel("WARNING")
        data = bytes(rng.randrange(256) for _ in range(3 * tb.rx_depth))
        got: list[int] = []
        dut.rx_ready_i.value = 1
        await src.write(data)
        for _ in range(12 * div * (len(data) + 2)):   # read as they come (the FIFO is small)
            await RisingEdge(dut.clk_i)
            await ReadOnly()
            if int(dut.rx_valid_o.value):
                got.append(int(dut.rx_data_o.value))
            if len(got) == len(data):
                break
        await src.wait()
        await FallingEdge(dut.clk_i)
        dut.rx_ready_i.value = 0
        src._run_cr.cancel()
        assert bytes(got) == data, f"div {div}: sent {data.hex()} got {bytes(got).hex()}"
        await Timer(10 * CLK_NS * div, "ns")
    assert counts == {"overrun": 0, "frame": 0}, counts


@cocotb.test()
async def test_rx_overrun_and_framing(dut):
    """Unread RX FIFO: bytes past RxDepth pulse rx_overrun_o and are dropped; a low stop bit pulses
    rx_frame_err_o and yields no byte; a one-cycle low glitch is no start bit."""
    rng = make_rng(dut)
    tb = await start(dut)
    counts = {"overrun": 0, "frame": 0}
    cocotb.start_soon(watch_pulses(dut, counts))
    div = 8
    dut.div_i.value = div
    data = [rng.randrange(256) for _ in range(tb.rx_depth + 2)]
    for b in data:
        await drive_frame(dut, b, div)
    await ClockCycles(dut.clk_i, 2 * div)
    assert counts == {"overrun": 2, "frame": 0}, counts
    assert await drain_rx(dut) == data[:tb.rx_depth]
    await drive_frame(dut, 0x5A, div, stop=0)
    await ClockCycles(dut.clk_i, 4 * div)        # line high again: no new frame from the break
    assert counts["frame"] == 1, counts
    assert await drain_rx(dut) == []
    await FallingEdge(dut.clk_i)                 # glitch: low for one cycle only
    dut.uart_rx_i.value = 0
    await FallingEdge(dut.clk_i)
    dut.uart_rx_i.value = 1
    await ClockCycles(dut.clk_i, 12 * div)
    assert await drain_rx(dut) == [] and counts == {"overrun": 2, "frame": 1}, counts
    await drive_frame(dut, 0xA5, div)
    await ClockCycles(dut.clk_i, 2 * div)
    assert await drain_rx(dut) == [0xA5]


# The common blocks from rtl/common/common.core, then the DUT: the soc core's own list would bring
# soc_core, which needs the Rocket package.
SOURCES = core_files("common") + rtl_files("soc/soc_uart.sv")


@pytest.mark.parametrize("tx_depth,rx_depth", [(16, 4), (4, 2)])
def test_soc_uart(tx_depth, rx_depth):
    run(test_file=__file__, toplevel="soc_uart", sources=SOURCES,
        parameters={"TxDepth": tx_depth, "RxDepth": rx_depth})
