"""Binding of the driver's transport interfaces to cocotb and cocotbext-pcie.

Typical use in a cocotb test, after enumeration::

    pci = rc.find_device(dev.functions[0].pcie_id)
    await pci.enable_device()
    await pci.set_master()
    ctrl = cocotb_controller(rc, pci)           # BAR0 registers, host memory, MSI-X, sim time
    await ctrl.init(ready_timeout=100e-6)       # simulated seconds

* :class:`CocotbBar`: BAR0 dword reads/writes through the root complex (64-bit registers as
  two dwords, low then high: the controller's BAR0 path is dword based).
* :class:`CocotbHostMemory`: arenas from ``rc.alloc_region`` (aligned: the pool is a buddy
  allocator) sub-allocated with alignment; reads/writes go straight to the arena's memory, not
  through TLPs.
* :class:`CocotbTimebase`: cocotb ``Event``/``Timer``/``First``/``start_soon``, simulated time.
* :class:`CocotbMsixIrq`: ``pci.alloc_irq_vectors`` (programs the MSI-X table in BAR0) and
  ``pci.request_irq``; it is also a CocotbTimebase, so the controller uses it for waits.
"""

from __future__ import annotations

import bisect
from typing import Any, Coroutine, Optional

import cocotb
from cocotb.simtime import get_sim_time
from cocotb.triggers import Event, First, Timer

from .controller import NvmeController
from .transport import (
    ArenaAllocator,
    HostMemory,
    IrqCallback,
    IrqSource,
    RegisterAccess,
    TaskHandle,
    Timebase,
    WaitEvent,
)


class CocotbBar(RegisterAccess):
    """BAR dword access through a cocotbext-pcie ``pci.bar_window[n]``."""

    def __init__(self, window: Any, *, timeout: float = 10e-6) -> None:
        self.window = window
        self.timeout_ns = max(1, int(round(timeout * 1e9)))

    async def read32(self, offset: int) -> int:
        return int(await self.window.read_dword(offset, timeout=self.timeout_ns, timeout_unit="ns"))

    async def write32(self, offset: int, value: int) -> None:
        await self.window.write_dword(offset, value & 0xFFFFFFFF)


class CocotbHostMemory(HostMemory):
    """Host memory carved from the root complex's memory pool."""

    def __init__(self, rc: Any, arena_size: int = 16 << 20) -> None:
        self.rc = rc
        self.arena_size = arena_size
        self._bases: list[int] = []
        self._arenas: dict[int, tuple[int, Any, ArenaAllocator]] = {}  # base -> (size, mem, allocator)

    def _new_arena(self, size: int) -> ArenaAllocator:
        size = max(self.arena_size, 1 << max(size - 1, 1).bit_length())
        base, mem = self.rc.alloc_region(size)
        alloc = ArenaAllocator(base, size)
        bisect.insort(self._bases, base)
        self._arenas[base] = (size, mem, alloc)
        return alloc

    def alloc(self, size: int, align: int = 4096) -> int:
        for base in self._bases:
            addr = self._arenas[base][2].alloc(size, align)
            if addr is not None:
                return addr
        addr = self._new_arena(size + align).alloc(size, align)
        assert addr is not None
        return addr

    def free(self, addr: int) -> None:
        self._locate(addr, 1)[2].free(addr)

    def _locate(self, addr: int, n: int) -> tuple[int, Any, ArenaAllocator]:
        i = bisect.bisect_right(self._bases, addr) - 1
        if i >= 0:
            base = self._bases[i]
            size, mem, alloc = self._arenas[base]
            if addr + n <= base + size:
                return base, mem, alloc
        raise ValueError(f"host memory access [{addr:#x}, +{n}) is outside the driver's arenas")

    async def read(self, addr: int, n: int) -> bytes:
        base, mem, _ = self._locate(addr, n)
        return bytes(mem[addr - base: addr - base + n])

    async def write(self, addr: int, data: bytes) -> None:
        base, mem, _ = self._locate(addr, len(data))
        mem[addr - base: addr - base + len(data)] = bytes(data)


class _CocotbEvent(WaitEvent):
    def __init__(self) -> None:
        self._ev = Event()

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
        await First(self._ev.wait(), Timer(timeout, "sec", round_mode="ceil"))
        return self._ev.is_set()


class CocotbTimebase(Timebase):
    """Waits in simulated time."""

    def __init__(self, poll_interval: float = 100e-9) -> None:
        self.poll_interval = poll_interval

    def event(self) -> WaitEvent:
        return _CocotbEvent()

    async def sleep(self, seconds: float) -> None:
        if seconds > 0:
            await Timer(seconds, "sec", round_mode="ceil")

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> TaskHandle:
        return cocotb.start_soon(coro)

    def now(self) -> float:
        return float(get_sim_time("sec"))


class CocotbMsixIrq(CocotbTimebase, IrqSource):
    """MSI-X (or MSI, if that is all the function offers) through cocotbext-pcie's PciDevice."""

    def __init__(self, pci: Any, poll_interval: float = 100e-9) -> None:
        super().__init__(poll_interval)
        self.pci = pci
        self.enabled = 0
        self.fired: dict[int, int] = {}

    async def enable(self, max_vectors: Optional[int] = None) -> int:
        if self.enabled:
            return self.enabled if max_vectors is None else min(self.enabled, max_vectors)
        available = await self.pci.msix_vec_count()
        if max_vectors is None:
            max_vectors = available if available > 0 else 32
        n = await self.pci.alloc_irq_vectors(1, max_vectors)
        self.enabled = max(0, int(n))
        return self.enabled

    def request_irq(self, vector: int, callback: IrqCallback) -> None:
        if not 0 <= vector < self.enabled:
            raise ValueError(f"vector {vector} not enabled ({self.enabled} enabled)")

        async def handler() -> None:
            self.fired[vector] = self.fired.get(vector, 0) + 1
            callback()

        self.pci.request_irq(vector, handler)


def cocotb_controller(rc: Any, pci: Any, *, bar: int = 0, reg_timeout: float = 10e-6,
                      poll_interval: float = 100e-9, cmd_timeout: Optional[float] = 10e-3,
                      arena_size: int = 16 << 20, **kwargs: Any) -> NvmeController:
    """An :class:`NvmeController` on an enumerated cocotbext-pcie function (times in simulated
    seconds). Whether MSI-X is used is decided by ``init(use_msix=...)``."""
    irq = CocotbMsixIrq(pci, poll_interval)
    return NvmeController(CocotbBar(pci.bar_window[bar], timeout=reg_timeout), CocotbHostMemory(rc, arena_size),
                          irq, timebase=irq, cmd_timeout=cmd_timeout, poll_interval=poll_interval, **kwargs)
