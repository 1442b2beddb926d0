"""What the driver needs from its environment, as small abstract interfaces.

* :class:`RegisterAccess`: dword (and two-dword 64-bit) access to BAR0.
* :class:`HostMemory`: allocate DMA-able host memory and read/write it directly.
* :class:`Timebase`: events with timeouts, sleeping and background tasks. All times are in
  seconds (simulated seconds under cocotb).
* :class:`IrqSource`: enable interrupt vectors and register a callback per vector.

Plain-asyncio implementations live here (:class:`AsyncioTimebase`, :class:`BufferHostMemory`,
:class:`SoftIrqSource`); the cocotb/cocotbext-pcie ones are in :mod:`.cocotb_transport`.
"""

from __future__ import annotations

import asyncio
import bisect
import logging
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, Coroutine, Optional, Protocol

_log = logging.getLogger("cssd_nvme")


class RegisterAccess(ABC):
    """BAR0 register access. 64-bit registers are accessed as two dwords, low then high."""

    @abstractmethod
    async def read32(self, offset: int) -> int:
        """Read the dword at BAR0 ``offset``."""

    @abstractmethod
    async def write32(self, offset: int, value: int) -> None:
        """Write the dword at BAR0 ``offset``."""

    async def read64(self, offset: int) -> int:
        """Read a 64-bit register as two dword reads (low dword first)."""
        lo = await self.read32(offset)
        hi = await self.read32(offset + 4)
        return lo | (hi << 32)

    async def write64(self, offset: int, value: int) -> None:
        """Write a 64-bit register as two dword writes (low dword first)."""
        await self.write32(offset, value & 0xFFFFFFFF)
        await self.write32(offset + 4, (value >> 32) & 0xFFFFFFFF)


class HostMemory(ABC):
    """Host memory the device can DMA to, with direct (non-bus) host-side access."""

    @abstractmethod
    def alloc(self, size: int, align: int = 4096) -> int:
        """Allocate ``size`` bytes aligned to ``align`` (a power of two); returns the address."""

    def free(self, addr: int) -> None:  # noqa: B027 - optional
        """Release an allocation (optional; the default keeps it)."""

    @abstractmethod
    async def read(self, addr: int, n: int) -> bytes:
        """Read ``n`` bytes at ``addr``."""

    @abstractmethod
    async def write(self, addr: int, data: bytes) -> None:
        """Write ``data`` at ``addr``."""


class WaitEvent(ABC):
    """A settable flag a task can wait on, with an optional timeout."""

    @abstractmethod
    def set(self) -> None: ...

    @abstractmethod
    def clear(self) -> None: ...

    @abstractmethod
    def is_set(self) -> bool: ...

    @abstractmethod
    async def wait(self, timeout: Optional[float] = None) -> bool:
        """Wait until set; returns False when ``timeout`` seconds passed first."""


class TaskHandle(Protocol):
    def cancel(self) -> Any: ...


class Timebase(ABC):
    """Time and concurrency primitives of the environment (asyncio or cocotb)."""

    poll_interval: float = 1e-4
    """Default completion-polling period in seconds for this environment."""

    @abstractmethod
    def event(self) -> WaitEvent:
        """A new, cleared event."""

    @abstractmethod
    async def sleep(self, seconds: float) -> None:
        """Let ``seconds`` pass."""

    @abstractmethod
    def spawn(self, coro: Coroutine[Any, Any, Any]) -> TaskHandle:
        """Run ``coro`` concurrently; the handle's ``cancel()`` stops it."""

    @abstractmethod
    def now(self) -> float:
        """Current time in seconds."""


IrqCallback = Callable[[], None]


class IrqSource(ABC):
    """Interrupt vectors (MSI-X in hardware). Callbacks run in the event loop's context."""

    @abstractmethod
    async def enable(self, max_vectors: Optional[int] = None) -> int:
        """Enable up to ``max_vectors`` vectors (all available when None); returns how many."""

    @abstractmethod
    def request_irq(self, vector: int, callback: IrqCallback) -> None:
        """Call ``callback()`` each time ``vector`` fires."""


# --------------------------------------------------------------------------------------------
# Plain asyncio implementations
# --------------------------------------------------------------------------------------------


class _AsyncioEvent(WaitEvent):
    def __init__(self) -> None:
        self._ev = asyncio.Event()

    def set(self) -> None:
        self._ev.set()

    def clear(self) -> None:
        self._ev.clear()

    def is_set(self) -> bool:
        return self._ev.is_set()

    async def wait(self, timeout: Optional[float] = None) -> bool:
        if self._ev.is_set():
            return True
        if timeout is None:
            await self._ev.wait()
            return True
        try:
            await asyncio.wait_for(self._ev.wait(), timeout)
        except asyncio.TimeoutError:
            return self._ev.is_set()
        return True


class AsyncioTimebase(Timebase):
    """Timebase on the running asyncio loop (wall-clock seconds)."""

    def __init__(self, poll_interval: float = 1e-4) -> None:
        self.poll_interval = poll_interval

    def event(self) -> WaitEvent:
        return _AsyncioEvent()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> TaskHandle:
        return asyncio.get_running_loop().create_task(coro)

    def now(self) -> float:
        return asyncio.get_running_loop().time()


class ArenaAllocator:
    """First-fit allocator over an address range, with alignment and free."""

    def __init__(self, base: int, size: int) -> None:
        self.base = base
        self.size = size
        self._free: list[tuple[int, int]] = [(base, size)]  # sorted (addr, len)
        self._used: dict[int, tuple[int, int]] = {}  # addr -> (block start, block len)

    def alloc(self, size: int, align: int = 8) -> Optional[int]:
        """An aligned block of ``size`` bytes, or None when nothing fits."""
        if size <= 0:
            raise ValueError(f"allocation size {size} must be positive")
        if align <= 0 or align & (align - 1):
            raise ValueError(f"alignment {align} is not a power of two")
        for i, (start, length) in enumerate(self._free):
            addr = (start + align - 1) & ~(align - 1)
            if addr + size <= start + length:
                del self._free[i]
                if addr > start:
                    self._insert(start, addr - start)
                if start + length > addr + size:
                    self._insert(addr + size, start + length - addr - size)
                self._used[addr] = (addr, size)
                return addr
        return None

    def free(self, addr: int) -> None:
        if addr not in self._used:
            raise ValueError(f"{addr:#x} is not an allocated block")
        start, length = self._used.pop(addr)
        self._insert(start, length)
        self._coalesce()

    def _insert(self, start: int, length: int) -> None:
        bisect.insort(self._free, (start, length))

    def _coalesce(self) -> None:
        out: list[tuple[int, int]] = []
        for start, length in self._free:
            if out and out[-1][0] + out[-1][1] == start:
                out[-1] = (out[-1][0], out[-1][1] + length)
            else:
                out.append((start, length))
        self._free = out

    def owns(self, addr: int) -> bool:
        return self.base <= addr < self.base + self.size

    @property
    def bytes_used(self) -> int:
        return sum(n for _, n in self._used.values())


class BufferHostMemory(HostMemory):
    """Sparse in-process memory (pages allocated on first touch) with an arena allocator."""

    PAGE = 4096

    def __init__(self, base: int = 0x1_0000_0000, size: int = 1 << 32) -> None:
        self._pages: dict[int, bytearray] = {}
        self.allocator = ArenaAllocator(base, size)
        self.reads = 0
        self.writes = 0

    def alloc(self, size: int, align: int = 4096) -> int:
        addr = self.allocator.alloc(size, align)
        if addr is None:
            raise MemoryError(f"host memory exhausted allocating {size} bytes")
        return addr

    def free(self, addr: int) -> None:
        self.allocator.free(addr)

    def read_now(self, addr: int, n: int) -> bytes:
        """Synchronous read (for tests and device models)."""
        out = bytearray()
        while n > 0:
            page, off = divmod(addr, self.PAGE)
            take = min(n, self.PAGE - off)
            p = self._pages.get(page)
            out += p[off: off + take] if p is not None else bytes(take)
            addr += take
            n -= take
        return bytes(out)

    def write_now(self, addr: int, data: bytes) -> None:
        """Synchronous write (for tests and device models)."""
        data = bytes(data)
        pos = 0
        while pos < len(data):
            page, off = divmod(addr + pos, self.PAGE)
            take = min(len(data) - pos, self.PAGE - off)
            p = self._pages.get(page)
            if p is None:
                p = self._pages[page] = bytearray(self.PAGE)
            p[off: off + take] = data[pos: pos + take]
            pos += take

    async def read(self, addr: int, n: int) -> bytes:
        self.reads += 1
        return self.read_now(addr, n)

    async def write(self, addr: int, data: bytes) -> None:
        self.writes += 1
        self.write_now(addr, data)


class SoftIrqSource(IrqSource):
    """In-process interrupt source: a device model calls :meth:`fire` (plain asyncio tests)."""

    def __init__(self, num_vectors: int = 32) -> None:
        self.num_vectors = num_vectors
        self.enabled = 0
        self.fired: dict[int, int] = {}
        self._callbacks: dict[int, list[IrqCallback]] = {}

    async def enable(self, max_vectors: Optional[int] = None) -> int:
        n = self.num_vectors if max_vectors is None else min(max_vectors, self.num_vectors)
        self.enabled = n
        return n

    def request_irq(self, vector: int, callback: IrqCallback) -> None:
        if not 0 <= vector < max(self.enabled, 1):
            raise ValueError(f"vector {vector} not enabled ({self.enabled} enabled)")
        self._callbacks.setdefault(vector, []).append(callback)

    def fire(self, vector: int) -> None:
        """Deliver ``vector`` (dropped, like a real message, when interrupts are not enabled)."""
        self.fired[vector] = self.fired.get(vector, 0) + 1
        if vector >= self.enabled:
            return
        for cb in list(self._callbacks.get(vector, ())):
            cb()


# --------------------------------------------------------------------------------------------
# DMA buffers
# --------------------------------------------------------------------------------------------


@dataclass
class DmaBuffer:
    """A contiguous host-memory buffer for command data."""

    mem: HostMemory
    addr: int
    size: int

    async def read(self, offset: int = 0, n: Optional[int] = None) -> bytes:
        n = self.size - offset if n is None else n
        self._check(offset, n)
        return await self.mem.read(self.addr + offset, n)

    async def write(self, data: bytes, offset: int = 0) -> None:
        self._check(offset, len(data))
        await self.mem.write(self.addr + offset, bytes(data))

    async def clear(self) -> None:
        await self.mem.write(self.addr, bytes(self.size))

    def free(self) -> None:
        self.mem.free(self.addr)

    def _check(self, offset: int, n: int) -> None:
        if offset < 0 or n < 0 or offset + n > self.size:
            raise ValueError(f"access [{offset}, {offset + n}) outside a {self.size}-byte buffer")
