"""The host-channel client (cssd_nvme.sim_transport) against a scripted peer that speaks the
protocol of sim/native/doc/host_channel.md: simulated time only moves inside RUN, reads complete
after a fixed latency, a write to one offset raises an MSI-X message. This checks the client's
side (virtual-time loop, request matching, errors, bounds); the simulator itself is checked by
sim/native's tests, where the same client drives the real RTL."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import struct
import tempfile
import threading

import pytest

from cssd_nvme import sim_transport as st

CLK_PS = 4000
READ_LATENCY_PS = 200 * CLK_PS
MSI_BASE = 0xFEE0_0000
IRQ_TRIGGER = 0x40          # a write here sends IRQ for vector <value>
UR_OFFSET = 0x3F000         # reads here complete Unsupported Request
SILENT_OFFSET = 0x3E000     # reads here never complete within a RUN (completion timeout)
HOST_MEM_BYTES = 1 << 20


class ScriptedPeer(threading.Thread):
    """A protocol peer with a dword register file; time advances by whole clocks in RUN."""

    def __init__(self, sock: socket.socket) -> None:
        super().__init__(daemon=True)
        self.sock = sock
        self.now = 0
        self.regs: dict[int, int] = {}
        self.pending: list[tuple[int, int, int, int]] = []  # (due_ps, id, offset, size)
        self.irqs: list[tuple[int, int]] = []                 # (due_ps, vector)
        self.log: list[tuple] = []
        self.cfgs: dict[int, int] = {}

    def _recv_exact(self, n: int) -> bytes:
        buf = b""
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise EOFError
            buf += chunk
        return buf

    def _send(self, mtype: int, payload: bytes) -> None:
        self.sock.sendall(struct.pack("<II", mtype, len(payload)) + payload)

    def run(self) -> None:
        try:
            while True:
                mtype, n = struct.unpack("<II", self._recv_exact(8))
                payload = self._recv_exact(n)
                self.log.append((mtype, self.now))
                if mtype == st.HELLO:
                    cfg = json.dumps({"config": "scripted", "msix_table_offset": 0x2000, "msix_vectors": 4})
                    self._send(st.HELLO_ACK, struct.pack("<IIQQQQQ", 1, CLK_PS, 0, HOST_MEM_BYTES, self.now,
                                                         MSI_BASE, 1 << 20) + cfg.encode())
                elif mtype == st.MMIO_WRITE:
                    _, off, size, _, data = struct.unpack("<QQIIQ", payload)
                    self.regs[off] = data
                    if off == IRQ_TRIGGER:
                        self.irqs.append((self.now + 10 * CLK_PS, data))
                elif mtype == st.MMIO_READ:
                    rid, off, size, _ = struct.unpack("<QQII", payload)
                    self.pending.append((self.now + READ_LATENCY_PS, rid, off, size))
                elif mtype == st.CFG:
                    fid, _, value = struct.unpack("<IIQ", payload)
                    self.cfgs[fid] = value
                elif mtype == st.RUN:
                    (until,) = struct.unpack("<Q", payload)
                    self._run(until)
                elif mtype == st.QUIT:
                    self._send(st.BYE, struct.pack("<QQd", self.now // CLK_PS, self.now, 0.5))
                    return
                else:
                    self._send(st.ERROR, struct.pack("<IIQQ", 3, 0, 0, self.now) + b"unknown message")
        except EOFError:
            return

    def _run(self, until: int) -> None:
        events = 0
        while True:
            for item in sorted(self.pending):
                due, rid, off, size = item
                if due <= self.now and off != SILENT_OFFSET:
                    self.pending.remove(item)
                    status = st.MMIO_UR if off == UR_OFFSET else st.MMIO_SC
                    data = self.regs.get(off, 0xA5A5_0000 | off) & ((1 << 8 * size) - 1)
                    self._send(st.MMIO_READ_DONE, struct.pack("<QQIIQ", rid, data, status, 0, self.now))
                    events += 1
            for item in sorted(self.irqs):
                if item[0] <= self.now:
                    self.irqs.remove(item)
                    self._send(st.IRQ, struct.pack("<QIIQ", MSI_BASE + 4 * item[1], item[1], 0, self.now))
                    events += 1
            if self.now >= until or events:
                break
            if self.now % (1000 * CLK_PS) == 0:
                self._send(st.CONSOLE, struct.pack("<IIQ", 1, 0, self.now) + b"tick")
            self.now += CLK_PS
        self._send(st.STOPPED, struct.pack("<QII", self.now, int(bool(events)), 0))


@pytest.fixture
def chan():
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "host_mem")
        with open(path, "wb") as f:
            f.truncate(HOST_MEM_BYTES)
        a, b = socket.socketpair()
        peer = ScriptedPeer(b)
        peer.start()
        c = st.HostChannel(a, path)
        c.peer = peer
        yield c
        c.close()
        peer.join(5)
        assert not peer.is_alive()


def test_hello(chan):
    assert chan.hello.clk_period_ps == CLK_PS and chan.hello.host_mem_bytes == HOST_MEM_BYTES
    assert chan.hello.config["config"] == "scripted"


def test_sleep_is_simulated_time(chan):
    async def main():
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        await asyncio.sleep(3e-6)
        return loop.time() - t0

    elapsed = chan.run(main())
    # The peer stops at the first clock edge at or after the timer.
    assert 3e-6 <= elapsed < 3e-6 + CLK_PS / st.PS_PER_S + 1e-15
    assert chan.now_ps == chan.peer.now


def test_reads_complete_by_id_and_in_simulated_time(chan):
    bar = st.SimBar(chan)

    async def main():
        await bar.write32(0x100, 0x1234_5678)
        await bar.write(0x108, 8, 0x0102_0304_0506_0708)
        t0 = asyncio.get_running_loop().time()
        a, b, c = await asyncio.gather(bar.read32(0x100), bar.read(0x108, 8), bar.read(0x200, 2))
        return a, b, c, asyncio.get_running_loop().time() - t0

    a, b, c, dt = chan.run(main())
    assert (a, b, c) == (0x1234_5678, 0x0102_0304_0506_0708, 0x0200)
    # The three reads overlap: one read latency, not three.
    assert dt == pytest.approx(READ_LATENCY_PS / st.PS_PER_S)


def test_error_status_raises(chan):
    bar = st.SimBar(chan)
    with pytest.raises(st.MmioError, match="Unsupported Request"):
        chan.run(bar.read32(UR_OFFSET))


def test_timeouts_and_bound_do_not_hang(chan):
    bar = st.SimBar(chan)

    async def main():
        return await asyncio.wait_for(bar.read32(SILENT_OFFSET), 20e-6)

    with pytest.raises(asyncio.TimeoutError):
        chan.run(main())
    # Nothing scheduled but a read that never completes: the simulated-time bound ends the run.
    with pytest.raises(st.SimError, match="bound"):
        chan.run(bar.read32(SILENT_OFFSET), max_sim_seconds=1e-3)


def test_msix_vectors_and_console(chan):
    bar = st.SimBar(chan)
    irq = st.SimMsixIrq(chan, bar)
    got = []

    async def main():
        n = await irq.enable()
        ev = asyncio.Event()
        irq.request_irq(2, lambda: (got.append(asyncio.get_running_loop().time()), ev.set()))
        await bar.write32(IRQ_TRIGGER, 2)
        await asyncio.wait_for(ev.wait(), 1e-3)
        await asyncio.sleep(5e-6)
        return n

    assert chan.run(main()) == 4
    assert irq.fired == {2: 1} and len(got) == 1
    # The table entry of vector 2 points into the MSI window with data 2.
    assert chan.peer.regs[0x2000 + 2 * 16] == MSI_BASE + 8 and chan.peer.regs[0x2000 + 2 * 16 + 8] == 2
    assert chan.peer.cfgs[st.CFG_MSIX_ENABLE] == 1
    assert chan.consoles[1] and chan.consoles[1][0] == "tick"


def test_stray_irq_is_an_error(chan):
    bar = st.SimBar(chan)

    async def main():
        await bar.write32(IRQ_TRIGGER, 3)      # no vector enabled
        await asyncio.sleep(1e-6)

    st.SimMsixIrq(chan, bar)
    with pytest.raises(st.SimError, match="no enabled vector"):
        chan.run(main())


def test_host_memory_is_the_shared_file(chan):
    mem = st.SimHostMemory(chan)
    addr = mem.alloc(8192)
    assert addr >= 4096 and addr % 4096 == 0
    mem.write_now(addr, b"abc")
    assert bytes(chan.mem[addr:addr + 3]) == b"abc"
    with pytest.raises(ValueError):
        mem.read_now(HOST_MEM_BYTES - 2, 4)


def test_bad_access_size_is_refused(chan):
    with pytest.raises(ValueError):
        chan.mmio_write(0x2, 4, 0)
    with pytest.raises(ValueError):
        chan.mmio_write(0x0, 3, 0)


def test_close_reports_stats(chan):
    chan.run(asyncio.sleep(1e-6))
    stats = chan.close()
    assert stats is not None and stats.cycles == chan.peer.now // CLK_PS and stats.khz > 0


def test_version_1_simulator_refuses_version_2_requests(chan):
    """The scripted peer speaks version 1: the client still talks to it, and each version 2
    request raises before anything is sent (the peer would not know the message)."""
    assert chan.hello.version == 1
    sent = len(chan.peer.log)
    for call in (lambda: chan.mem_read(st.MEM_DDR0, 0, 4), lambda: chan.mem_write(st.MEM_DDR1, 0, b"x"),
                 lambda: chan.power_cycle(), lambda: chan.release()):
        with pytest.raises(st.SimError, match="version 2"):
            call()

    async def main():
        with pytest.raises(st.SimError, match="version 2"):
            chan.fw_read(0x10000)
        with pytest.raises(st.SimError, match="version 2"):
            chan.fw_write(0x10000, 1)

    chan.run(main())
    chan.run_until(chan.now_ps + CLK_PS)  # a round trip: the peer has logged all sent before it
    assert [m for m, _ in chan.peer.log[sent:]] == [st.RUN]


def test_device_memory_and_fw_port_arguments_checked_before_sending():
    """Bad spaces, ranges and firmware-port addresses are the caller's bug: ValueError, no message."""
    with pytest.raises(ValueError):
        st._check_mem(3, 0, 4)
    with pytest.raises(ValueError):
        st._check_mem(st.MEM_DDR0, st.MEM_SPACE_BYTES - 2, 4)
    with pytest.raises(ValueError):
        st._check_mem(st.MEM_CPU, 0, 0)
    with pytest.raises(ValueError):
        st._check_fw(0x10002)
    st._check_mem(st.MEM_DDR1, st.MEM_SPACE_BYTES - 4, 4)
    st._check_fw(0x10004)
