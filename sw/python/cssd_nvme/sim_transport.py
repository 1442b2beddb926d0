"""Binding of the driver's transport interfaces to ``cssd_sim``, the native full-system simulator,
through its host channel (protocol: ``sim/native/doc/host_channel.md``).

The simulator advances simulated time only when its client asks it to, so the client owns the
clock. :class:`SimEventLoop` is an asyncio loop whose ``time()`` *is* simulated time: whenever
every task waits (on a timer, an MMIO read or an interrupt), the loop asks the simulator to run up
to the next timer and resumes at the first event the simulator reports. The driver's plain-asyncio
:class:`~cssd_nvme.transport.AsyncioTimebase` therefore measures simulated seconds unchanged, and a
run is deterministic for a given program.

Typical use (the simulator already started, e.g. by ``cssd_sim.native.launch``)::

    chan = HostChannel.connect(socket_path, host_mem_path)
    async def main():
        ctrl = sim_controller(chan)
        await ctrl.init()
        ...
    chan.run(main())
    stats = chan.close()          # QUIT: cycles, simulated time, wall seconds

* :class:`HostChannel`: the socket, the shared host memory and the message codec.
* :class:`SimBar`: BAR0 accesses as MMIO_READ / MMIO_WRITE (any size 1, 2, 4, 8).
* :class:`SimHostMemory`: the shared host-memory file, with an arena allocator.
* :class:`SimMsixIrq`: MSI-X vectors programmed straight into the BAR0 MSI-X table with addresses
  in the simulator's MSI window; IRQ messages call the vector's callbacks.

Protocol version 2 adds what a test bench needs beside the host: the device memory backdoor
(:meth:`HostChannel.mem_read` / :meth:`HostChannel.mem_write`, :class:`DeviceMemory` for code
written against a ``read(addr, n)`` / ``write(addr, data)`` memory), the firmware port
(:meth:`HostChannel.fw_read` / :meth:`HostChannel.fw_write`, :class:`SimFwPort` for code written
against cocotbext-axi's ``read_dword`` / ``write_dword``) and power cycles
(:meth:`HostChannel.power_cycle`, :meth:`HostChannel.release`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import mmap
import os
import selectors
import socket
import struct
from dataclasses import dataclass, field
from typing import Any, Callable, Coroutine, Optional

from .controller import NvmeController
from .transport import ArenaAllocator, AsyncioTimebase, HostMemory, IrqCallback, IrqSource, RegisterAccess

_log = logging.getLogger("cssd_nvme.sim")

PROTOCOL_VERSION = 2
# What this client can talk to: version 1 simulators lack only the version 2 requests, which
# raise SimError against them.
SUPPORTED_VERSIONS = (1, 2)
PS_PER_S = 10**12

# Message types (host_channel.md). Client -> simulator.
HELLO, MMIO_WRITE, MMIO_READ, RUN, CFG, RESET, QUIT = 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07
MEM_READ, MEM_WRITE, FW_READ, FW_WRITE, RELEASE = 0x08, 0x09, 0x0A, 0x0B, 0x0C  # version 2
# Simulator -> client.
HELLO_ACK, MMIO_READ_DONE, STOPPED, IRQ, ERROR, BYE, CONSOLE = 0x81, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88
MEM_DONE, FW_DONE = 0x89, 0x8A  # version 2

# RESET kinds: PCIe hot reset; power cycle (only the NAND array keeps its contents); power cycle
# with the cores held in reset until RELEASE.
RESET_HOT, RESET_POWER, RESET_POWER_HOLD = 0, 1, 2
RESET_CYCLES = 16  # clock cycles a RESET holds its resets low, from the start of the next RUN
# MEM_READ / MEM_WRITE spaces: controller DRAM (DDR bank 0), the NAND array (DDR bank 1), the
# cores' private DRAM; each 4 GiB, at most MEM_MAX_BYTES per message.
MEM_DDR0, MEM_DDR1, MEM_CPU = 0, 1, 2
MEM_SPACE_BYTES = 1 << 32
MEM_MAX_BYTES = 1 << 20
# FW_DONE status: the AXI4-Lite response (OKAY, EXOKAY, SLVERR, DECERR), or ABORTED (in flight
# when a RESET took effect).
FW_OKAY, FW_EXOKAY, FW_SLVERR, FW_DECERR, FW_ABORTED = 0, 1, 2, 3, 4
FW_STATUS_NAMES = {FW_OKAY: "OKAY", FW_EXOKAY: "EXOKAY", FW_SLVERR: "SLVERR", FW_DECERR: "DECERR",
                   FW_ABORTED: "aborted by a reset"}

# CFG fields.
CFG_MAX_PAYLOAD, CFG_MAX_READ_REQ, CFG_BUS_MASTER, CFG_MSIX_ENABLE, CFG_MSIX_MASK, CFG_RCB_BYTES = 1, 2, 3, 4, 5, 6
# MMIO_READ_DONE status.
MMIO_SC, MMIO_UR, MMIO_CA, MMIO_TIMEOUT = 0, 1, 2, 3
# ERROR kinds.
ERROR_DMA_OUTSIDE, ERROR_MALFORMED, ERROR_PROTOCOL, ERROR_UNEXPECTED_CPL = 1, 2, 3, 4
ERROR_KINDS = {ERROR_DMA_OUTSIDE: "DMA outside host memory", ERROR_MALFORMED: "malformed device TLP",
               ERROR_PROTOCOL: "protocol error", ERROR_UNEXPECTED_CPL: "unexpected completion"}

_HDR = struct.Struct("<II")
_HELLO_ACK = struct.Struct("<IIQQQQQ")
_MMIO_WRITE = struct.Struct("<QQIIQ")
_MMIO_READ = struct.Struct("<QQII")
_MMIO_READ_DONE = struct.Struct("<QQIIQ")
_RUN = struct.Struct("<Q")
_CFG = struct.Struct("<IIQ")
_RESET = struct.Struct("<II")
_STOPPED = struct.Struct("<QII")
_IRQ = struct.Struct("<QIIQ")
_ERROR = struct.Struct("<IIQQ")
_BYE = struct.Struct("<QQd")
_CONSOLE = struct.Struct("<IIQ")
_MEM = struct.Struct("<QIIQ")  # MEM_READ, and MEM_WRITE before its data
_MEM_DONE = struct.Struct("<QII")
_FW_READ = struct.Struct("<QII")
_FW_WRITE = struct.Struct("<QII")
_FW_DONE = struct.Struct("<QIIQ")

# How far one RUN goes when no task has a timer (every task waits on the simulator): far enough
# to cost few round trips, short enough that a `max_sim_seconds` bound is checked often.
_IDLE_RUN_S = 100e-6


class MmioError(Exception):
    """A BAR access that completed with an error status (UR, CA) or timed out."""

    def __init__(self, offset: int, size: int, status: int) -> None:
        names = {MMIO_UR: "Unsupported Request", MMIO_CA: "Completer Abort", MMIO_TIMEOUT: "completion timeout"}
        super().__init__(f"BAR0 read of {size} bytes at {offset:#x}: {names.get(status, status)}")
        self.offset, self.size, self.status = offset, size, status


class SimError(Exception):
    """The simulator reported a device-side error (ERROR message) or broke the protocol."""


class FwPortError(SimError):
    """A firmware-port access that did not complete OKAY (SLVERR, DECERR, or a reset)."""

    def __init__(self, addr: int, write: bool, status: int) -> None:
        super().__init__(f"firmware port {'write' if write else 'read'} at {addr:#x}: "
                         f"{FW_STATUS_NAMES.get(status, status)}")
        self.addr, self.write, self.status = addr, write, status


@dataclass
class DeviceError:
    kind: int
    addr: int
    time_ps: int
    text: str

    def __str__(self) -> str:
        return f"{ERROR_KINDS.get(self.kind, self.kind)} at {self.addr:#x} (t={self.time_ps} ps): {self.text}"


@dataclass
class SimStats:
    cycles: int
    sim_ps: int
    wall_seconds: float

    @property
    def khz(self) -> float:
        return self.cycles / self.wall_seconds / 1e3 if self.wall_seconds > 0 else 0.0


@dataclass
class HelloInfo:
    version: int
    clk_period_ps: int
    host_mem_base: int
    host_mem_bytes: int
    now_ps: int
    msi_base: int
    msi_bytes: int
    config: dict = field(default_factory=dict)


class HostChannel:
    """The client end of one simulator's host channel."""

    def __init__(self, sock: socket.socket, host_mem_path: str) -> None:
        self.sock = sock
        self._rx = bytearray()
        self._next_id = 1
        self._reads: dict[int, asyncio.Future] = {}
        self._fw: dict[int, tuple[asyncio.Future, bool]] = {}  # id: (future, is a write)
        self.now_ps = 0
        self.irq_handler: Optional[Callable[[int, int], None]] = None
        self.console_handler: Optional[Callable[[int, str], None]] = None
        self.consoles: dict[int, list[str]] = {}
        self.errors: list[DeviceError] = []
        # Device errors fail the run unless a test says it expects them.
        self.raise_on_error = True
        self.closed = False
        self.hello = self._handshake()
        fd = os.open(host_mem_path, os.O_RDWR)
        try:
            size = os.fstat(fd).st_size
            if size < self.hello.host_mem_bytes:
                raise SimError(f"{host_mem_path} holds {size} bytes, the simulator maps {self.hello.host_mem_bytes}")
            self.mem = mmap.mmap(fd, self.hello.host_mem_bytes, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
        finally:
            os.close(fd)

    @classmethod
    def connect(cls, socket_path: str, host_mem_path: str, *, timeout: float = 60.0) -> "HostChannel":
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        # Blocking reads are bounded: a simulator that dies or stops answering raises, never hangs.
        sock.settimeout(timeout)
        sock.connect(socket_path)
        return cls(sock, host_mem_path)

    # -- codec ----------------------------------------------------------------------------------

    def _send(self, mtype: int, payload: bytes = b"") -> None:
        if self.closed:
            raise SimError("host channel closed")
        self.sock.sendall(_HDR.pack(mtype, len(payload)) + payload)

    def _recv(self) -> tuple[int, bytes]:
        while True:
            if len(self._rx) >= _HDR.size:
                mtype, n = _HDR.unpack_from(self._rx)
                if len(self._rx) >= _HDR.size + n:
                    payload = bytes(self._rx[_HDR.size:_HDR.size + n])
                    del self._rx[:_HDR.size + n]
                    return mtype, payload
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise SimError("the simulator closed the host channel")
            self._rx += chunk

    def _handshake(self) -> HelloInfo:
        self._send(HELLO)
        mtype, payload = self._recv()
        if mtype != HELLO_ACK or len(payload) < _HELLO_ACK.size:
            raise SimError(f"expected HELLO_ACK, got message {mtype:#x} ({len(payload)} bytes)")
        fields = _HELLO_ACK.unpack_from(payload)
        text = payload[_HELLO_ACK.size:].decode()
        info = HelloInfo(*fields, config=json.loads(text) if text.strip() else {})
        if info.version not in SUPPORTED_VERSIONS:
            raise SimError(f"simulator speaks host-channel version {info.version}, this client {SUPPORTED_VERSIONS}")
        self.now_ps = info.now_ps
        return info

    # -- requests -------------------------------------------------------------------------------

    def mmio_write(self, offset: int, size: int, value: int, bar: int = 0) -> None:
        _check_access(offset, size)
        self._send(MMIO_WRITE, _MMIO_WRITE.pack(self._take_id(), offset, size, bar, value & ((1 << 8 * size) - 1)))

    def mmio_read(self, offset: int, size: int, bar: int = 0) -> asyncio.Future:
        """A future of (data, status); resolved during a later RUN."""
        _check_access(offset, size)
        rid = self._take_id()
        fut = asyncio.get_running_loop().create_future()
        self._reads[rid] = fut
        self._send(MMIO_READ, _MMIO_READ.pack(rid, offset, size, bar))
        return fut

    def cfg(self, field_id: int, value: int) -> None:
        self._send(CFG, _CFG.pack(field_id, 0, value))

    def hot_reset(self) -> None:
        self._send(RESET, _RESET.pack(RESET_HOT, 0))

    # -- version 2: backdoor, firmware port, power --------------------------------------------

    def _need_v2(self, what: str) -> None:
        if self.hello.version < 2:
            raise SimError(f"{what} needs host-channel version 2; the simulator speaks {self.hello.version}")

    def power_cycle(self, *, hold_cores: bool = False) -> None:
        """RESET kind 1 (or 2 with ``hold_cores``: the cores wait for :meth:`release`), taking
        effect at the next RUN: controller and cores reset, DDR bank 0 and the cores' DRAM
        cleared, the NAND array kept, the boot block loaded again."""
        self._need_v2("a power cycle")
        self._send(RESET, _RESET.pack(RESET_POWER_HOLD if hold_cores else RESET_POWER, 0))

    def release(self) -> None:
        """RELEASE: the cores held by ``power_cycle(hold_cores=True)`` start (at the next RUN)."""
        self._need_v2("RELEASE")
        self._send(RELEASE)

    def _answer(self, want: int) -> bytes:
        """The reply to a request answered at once (no RUN in between): ``want``, or the
        simulator's ERROR raised."""
        while True:
            mtype, payload = self._recv()
            if mtype == want:
                return payload
            if mtype == ERROR:
                kind, _, addr, t = _ERROR.unpack_from(payload)
                raise SimError(str(DeviceError(kind, addr, t, payload[_ERROR.size:].decode(errors="replace"))))
            self._dispatch(mtype, payload)

    def mem_read(self, space: int, addr: int, n: int) -> bytes:
        """``n`` bytes of device memory ``space`` (MEM_DDR0 / MEM_DDR1 / MEM_CPU) at ``addr``,
        through the backdoor: no simulated time passes."""
        self._need_v2("MEM_READ")
        _check_mem(space, addr, n)
        out = bytearray()
        while len(out) < n:
            k = min(MEM_MAX_BYTES, n - len(out))
            rid = self._take_id()
            self._send(MEM_READ, _MEM.pack(rid, space, k, addr + len(out)))
            payload = self._answer(MEM_DONE)
            got_id, length, _ = _MEM_DONE.unpack_from(payload)
            if got_id != rid or length != k:
                raise SimError(f"MEM_DONE id {got_id} with {length} bytes answers MEM_READ {rid} of {k}")
            out += payload[_MEM_DONE.size:_MEM_DONE.size + k]
        return bytes(out)

    def mem_write(self, space: int, addr: int, data: bytes) -> None:
        """``data`` into device memory ``space`` at ``addr`` (backdoor, no simulated time)."""
        self._need_v2("MEM_WRITE")
        data = bytes(data)
        _check_mem(space, addr, len(data))
        for off in range(0, len(data), MEM_MAX_BYTES):
            chunk = data[off:off + MEM_MAX_BYTES]
            rid = self._take_id()
            self._send(MEM_WRITE, _MEM.pack(rid, space, len(chunk), addr + off) + chunk)
            got_id, _, _ = _MEM_DONE.unpack_from(self._answer(MEM_DONE))
            if got_id != rid:
                raise SimError(f"MEM_DONE id {got_id} answers MEM_WRITE {rid}")

    def fw_read(self, addr: int) -> asyncio.Future:
        """A future of (data, status): an AXI4-Lite read of the firmware port during a later RUN."""
        self._need_v2("FW_READ")
        _check_fw(addr)
        return self._fw_request(FW_READ, _FW_READ.pack(0, addr, 0))

    def fw_write(self, addr: int, value: int) -> asyncio.Future:
        """A future of the status (FW_OKAY ...): an AXI4-Lite write of the firmware port."""
        self._need_v2("FW_WRITE")
        _check_fw(addr)
        return self._fw_request(FW_WRITE, _FW_WRITE.pack(0, addr, value & 0xFFFFFFFF), write=True)

    def _fw_request(self, mtype: int, packed: bytes, write: bool = False) -> asyncio.Future:
        rid = self._take_id()
        fut = asyncio.get_running_loop().create_future()
        self._fw[rid] = (fut, write)
        self._send(mtype, struct.pack("<Q", rid) + packed[8:])
        return fut

    def _take_id(self) -> int:
        rid = self._next_id
        self._next_id += 1
        return rid

    def run_until(self, until_ps: int) -> int:
        """One RUN: dispatch every message up to STOPPED; returns the STOPPED reason."""
        self._send(RUN, _RUN.pack(max(0, until_ps)))
        while True:
            mtype, payload = self._recv()
            if mtype == STOPPED:
                self.now_ps, reason, _ = _STOPPED.unpack_from(payload)
                return reason
            self._dispatch(mtype, payload)

    def _dispatch(self, mtype: int, payload: bytes) -> None:
        if mtype == MMIO_READ_DONE:
            rid, data, status, _, t = _MMIO_READ_DONE.unpack_from(payload)
            fut = self._reads.pop(rid, None)
            if fut is None:
                raise SimError(f"MMIO_READ_DONE for unknown request id {rid}")
            if not fut.done():
                fut.set_result((data, status))
        elif mtype == FW_DONE:
            rid, data, status, t = _FW_DONE.unpack_from(payload)
            entry = self._fw.pop(rid, None)
            if entry is None:
                raise SimError(f"FW_DONE for unknown request id {rid}")
            fut, write = entry
            if not fut.done():
                fut.set_result(status if write else (data, status))
        elif mtype == IRQ:
            addr, data, _, t = _IRQ.unpack_from(payload)
            if self.irq_handler is not None:
                self.irq_handler(addr, data)
        elif mtype == CONSOLE:
            core, _, t = _CONSOLE.unpack_from(payload)
            line = payload[_CONSOLE.size:].decode(errors="replace")
            self.consoles.setdefault(core, []).append(line)
            _log.debug("[core %d] %s", core, line)
            if self.console_handler is not None:
                self.console_handler(core, line)
        elif mtype == ERROR:
            kind, _, addr, t = _ERROR.unpack_from(payload)
            err = DeviceError(kind, addr, t, payload[_ERROR.size:].decode(errors="replace"))
            self.errors.append(err)
            _log.warning("simulator: %s", err)
            if self.raise_on_error:
                raise SimError(str(err))
        else:
            raise SimError(f"unexpected message {mtype:#x} from the simulator")

    # -- running --------------------------------------------------------------------------------

    @property
    def now(self) -> float:
        """Simulated seconds."""
        return self.now_ps / PS_PER_S

    def run(self, coro: Coroutine[Any, Any, Any], *, max_sim_seconds: Optional[float] = None) -> Any:
        """Run ``coro`` to completion on a :class:`SimEventLoop` (simulated time)."""
        loop = SimEventLoop(self, max_sim_seconds=max_sim_seconds)
        try:
            return loop.run_until_complete(coro)
        finally:
            # As asyncio.run does: background tasks the coroutine left (the driver's completion
            # reapers) are cancelled and let finish, not destroyed pending.
            tasks = [t for t in asyncio.all_tasks(loop) if not t.done()]
            for t in tasks:
                t.cancel()
            if tasks:
                loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            loop.close()

    def close(self) -> Optional[SimStats]:
        """QUIT: the simulator's run statistics (None if it had already gone)."""
        if self.closed:
            return None
        stats = None
        try:
            self._send(QUIT)
            while True:
                mtype, payload = self._recv()
                if mtype == BYE:
                    stats = SimStats(*_BYE.unpack_from(payload))
                    break
                if mtype in (CONSOLE, ERROR):
                    self._dispatch(mtype, payload)
        except (OSError, SimError):
            pass
        finally:
            self.closed = True
            self.sock.close()
            self.mem.close()
        return stats


def _check_mem(space: int, addr: int, n: int) -> None:
    if space not in (MEM_DDR0, MEM_DDR1, MEM_CPU):
        raise ValueError(f"memory space {space}: MEM_DDR0, MEM_DDR1 or MEM_CPU")
    if n <= 0 or addr < 0 or addr + n > MEM_SPACE_BYTES:
        raise ValueError(f"device memory access [{addr:#x}, +{n}) outside [0, {MEM_SPACE_BYTES:#x})")


def _check_fw(addr: int) -> None:
    if addr % 4 or not 0 <= addr < 1 << 32:
        raise ValueError(f"firmware port address {addr:#x}: 32-bit registers, aligned")


class DeviceMemory:
    """One device memory space as a ``read(addr, n)`` / ``write(addr, data)`` memory, the
    backdoor shape the benches' helpers take (``cssd_sim.set_mailbox.read(mem, s)``,
    ``cssd_sim.boot_config.read(mem)``). ``chan``: anything with mem_read / mem_write(space, ...)."""

    def __init__(self, chan: Any, space: int) -> None:
        self.chan, self.space = chan, space

    def read(self, addr: int, n: int) -> bytes:
        return self.chan.mem_read(self.space, addr, n)

    def write(self, addr: int, data: bytes) -> None:
        self.chan.mem_write(self.space, addr, data)


class SimFwPort:
    """The firmware port with cocotbext-axi AxiLiteMaster's ``read_dword`` / ``write_dword``,
    so register drivers written for the cocotb benches (``cssd_sim.flash_port.FlashPort(...,
    axil=SimFwPort(chan))``) run on the simulator. Anything but OKAY raises FwPortError."""

    def __init__(self, chan: HostChannel) -> None:
        self.chan = chan

    async def read_dword(self, addr: int) -> int:
        data, status = await self.chan.fw_read(addr)
        if status != FW_OKAY:
            raise FwPortError(addr, False, status)
        return data

    async def write_dword(self, addr: int, value: int) -> None:
        status = await self.chan.fw_write(addr, value)
        if status != FW_OKAY:
            raise FwPortError(addr, True, status)


def _check_access(offset: int, size: int) -> None:
    if size not in (1, 2, 4, 8) or offset % size:
        raise ValueError(f"BAR access of {size} bytes at {offset:#x}: sizes 1, 2, 4, 8, naturally aligned")


class _SimSelector(selectors.DefaultSelector):
    """The loop's selector: where asyncio would block, simulated time runs instead.

    asyncio calls ``select(timeout)`` with 0 when callbacks are ready, with the time to the next
    timer, or with None when nothing is scheduled. Only the last two let the simulator run: up to
    the timer, or a bounded step while every task waits on the simulator (an MMIO read or an
    interrupt). The loop's own self-pipe stays a real file descriptor, polled without waiting."""

    def __init__(self, chan: HostChannel, max_sim_seconds: Optional[float]) -> None:
        super().__init__()
        self.chan = chan
        self.limit_ps = None if max_sim_seconds is None else chan.now_ps + int(max_sim_seconds * PS_PER_S)

    def select(self, timeout: Optional[float] = None):
        if timeout is None or timeout > 0:
            step = _IDLE_RUN_S if timeout is None else timeout
            until = self.chan.now_ps + max(1, math.ceil(step * PS_PER_S))
            if self.limit_ps is not None and self.chan.now_ps >= self.limit_ps:
                raise SimError(f"simulated-time bound reached ({self.limit_ps / PS_PER_S:g} s)")
            self.chan.run_until(until)
        return super().select(0)


class SimEventLoop(asyncio.SelectorEventLoop):
    """asyncio loop on simulated time (seconds)."""

    def __init__(self, chan: HostChannel, *, max_sim_seconds: Optional[float] = None) -> None:
        self.chan = chan
        super().__init__(selector=_SimSelector(chan, max_sim_seconds))

    def time(self) -> float:
        return self.chan.now_ps / PS_PER_S


class SimBar(RegisterAccess):
    """BAR accesses through the host channel."""

    def __init__(self, chan: HostChannel, bar: int = 0) -> None:
        self.chan = chan
        self.bar = bar

    async def read(self, offset: int, size: int) -> int:
        data, status = await self.chan.mmio_read(offset, size, self.bar)
        if status != MMIO_SC:
            raise MmioError(offset, size, status)
        return data

    async def write(self, offset: int, size: int, value: int) -> None:
        self.chan.mmio_write(offset, size, value, self.bar)

    async def read32(self, offset: int) -> int:
        return await self.read(offset, 4)

    async def write32(self, offset: int, value: int) -> None:
        self.chan.mmio_write(offset, 4, value, self.bar)


class SimHostMemory(HostMemory):
    """The shared host-memory file: the device's DMA and the driver see the same bytes."""

    def __init__(self, chan: HostChannel) -> None:
        self.chan = chan
        self.base = chan.hello.host_mem_base
        self.size = chan.hello.host_mem_bytes
        # The first page stays unallocated: a zero address in a PRP is a driver bug to catch.
        self.allocator = ArenaAllocator(self.base + 4096, self.size - 4096)

    def alloc(self, size: int, align: int = 4096) -> int:
        addr = self.allocator.alloc(size, align)
        if addr is None:
            raise MemoryError(f"host memory exhausted allocating {size} bytes")
        return addr

    def free(self, addr: int) -> None:
        self.allocator.free(addr)

    def _offset(self, addr: int, n: int) -> int:
        off = addr - self.base
        if off < 0 or off + n > self.size:
            raise ValueError(f"host memory access [{addr:#x}, +{n}) outside [{self.base:#x}, +{self.size:#x})")
        return off

    def read_now(self, addr: int, n: int) -> bytes:
        off = self._offset(addr, n)
        return bytes(self.chan.mem[off:off + n])

    def write_now(self, addr: int, data: bytes) -> None:
        off = self._offset(addr, len(data))
        self.chan.mem[off:off + len(data)] = bytes(data)

    async def read(self, addr: int, n: int) -> bytes:
        return self.read_now(addr, n)

    async def write(self, addr: int, data: bytes) -> None:
        self.write_now(addr, data)


class SimMsixIrq(IrqSource):
    """MSI-X: each vector's table entry points into the simulator's MSI window (address
    msi_base + 4 * vector, data = vector); the IRQ message names the vector by its data."""

    ENTRY_BYTES = 16
    VECTOR_CONTROL_MASKED = 1

    def __init__(self, chan: HostChannel, bar: SimBar) -> None:
        self.chan = chan
        self.bar = bar
        cfg = chan.hello.config
        try:
            self.table_offset = int(cfg["msix_table_offset"])
            self.num_vectors = int(cfg["msix_vectors"])
        except KeyError as e:
            raise SimError(f"the simulator's HELLO_ACK configuration lacks {e}") from None
        self.enabled = 0
        self.fired: dict[int, int] = {}
        self._callbacks: dict[int, list[IrqCallback]] = {}
        chan.irq_handler = self._on_irq

    async def enable(self, max_vectors: Optional[int] = None) -> int:
        n = self.num_vectors if max_vectors is None else max(0, min(max_vectors, self.num_vectors))
        msi = self.chan.hello.msi_base
        for v in range(n):
            entry = self.table_offset + v * self.ENTRY_BYTES
            addr = msi + 4 * v
            await self.bar.write32(entry + 0, addr & 0xFFFFFFFF)
            await self.bar.write32(entry + 4, addr >> 32)
            await self.bar.write32(entry + 8, v)
            await self.bar.write32(entry + 12, 0)
        self.chan.cfg(CFG_MSIX_MASK, 0)
        self.chan.cfg(CFG_MSIX_ENABLE, 1 if n else 0)
        self.enabled = n
        return n

    def request_irq(self, vector: int, callback: IrqCallback) -> None:
        if not 0 <= vector < self.enabled:
            raise ValueError(f"vector {vector} not enabled ({self.enabled} enabled)")
        self._callbacks.setdefault(vector, []).append(callback)

    def _on_irq(self, addr: int, data: int) -> None:
        hello = self.chan.hello
        vector = data
        if addr != hello.msi_base + 4 * vector or vector >= self.enabled:
            raise SimError(f"MSI-X write {data:#x} to {addr:#x} matches no enabled vector's table entry")
        self.fired[vector] = self.fired.get(vector, 0) + 1
        for cb in list(self._callbacks.get(vector, ())):
            cb()


def sim_controller(chan: HostChannel, *, poll_interval: float = 1e-6, cmd_timeout: Optional[float] = 50e-3,
                   mps_code: int = 0, mrrs_code: int = 2, **kwargs: Any) -> NvmeController:
    """An :class:`NvmeController` on the simulator (times in simulated seconds). Sets bus
    mastering and the link's MPS / MRRS codes (PG213 ``cfg_max_payload`` / ``cfg_max_read_req``;
    defaults 128 B / 512 B) as enumeration would."""
    chan.cfg(CFG_MAX_PAYLOAD, mps_code)
    chan.cfg(CFG_MAX_READ_REQ, mrrs_code)
    chan.cfg(CFG_BUS_MASTER, 1)
    bar = SimBar(chan)
    timebase = AsyncioTimebase(poll_interval)
    return NvmeController(bar, SimHostMemory(chan), SimMsixIrq(chan, bar), timebase=timebase,
                          cmd_timeout=cmd_timeout, poll_interval=poll_interval, **kwargs)
