"""Transport helpers: 64-bit register split, allocators, in-process memory, events, IRQs."""

from __future__ import annotations

import asyncio

import pytest

from cssd_nvme.transport import (
    ArenaAllocator,
    AsyncioTimebase,
    BufferHostMemory,
    DmaBuffer,
    RegisterAccess,
    SoftIrqSource,
)


class Rec(RegisterAccess):
    def __init__(self) -> None:
        self.log: list[tuple[str, int, int]] = []
        self.regs = {0x0: 0x11223344, 0x4: 0x55667788}

    async def read32(self, offset: int) -> int:
        self.log.append(("r", offset, 0))
        return self.regs.get(offset, 0)

    async def write32(self, offset: int, value: int) -> None:
        self.log.append(("w", offset, value))


async def test_64bit_access_is_two_dwords_low_first():
    r = Rec()
    assert await r.read64(0x0) == 0x55667788_11223344
    await r.write64(0x28, 0x0000_0012_3456_7000)
    assert r.log == [("r", 0x0, 0), ("r", 0x4, 0), ("w", 0x28, 0x34567000), ("w", 0x2C, 0x12)]


def test_arena_allocator_alignment_free_and_coalesce():
    a = ArenaAllocator(0x1000, 0x10000)
    x = a.alloc(100, 8)
    y = a.alloc(0x1000, 0x1000)
    z = a.alloc(64, 64)
    assert x == 0x1000 and y == 0x2000 and z % 64 == 0 and z not in (x, y)
    assert a.bytes_used == 100 + 0x1000 + 64
    assert a.alloc(0x20000) is None
    for addr in (y, x, z):
        a.free(addr)
    assert a.bytes_used == 0 and a._free == [(0x1000, 0x10000)]
    with pytest.raises(ValueError):
        a.free(0x1234)
    with pytest.raises(ValueError):
        a.alloc(8, 3)
    assert a.alloc(0x10000, 0x1000) == 0x1000


async def test_buffer_host_memory_pages_and_bounds():
    m = BufferHostMemory(base=0x10_0000, size=1 << 20)
    addr = m.alloc(3 * 4096, 4096)
    assert addr % 4096 == 0
    await m.write(addr + 4000, bytes(range(200)))  # crosses a page
    assert await m.read(addr + 4000, 200) == bytes(range(200))
    assert await m.read(addr + 9000, 8) == bytes(8)  # untouched memory reads as zero
    with pytest.raises(MemoryError):
        m.alloc(2 << 20)
    buf = DmaBuffer(m, m.alloc(64), 64)
    await buf.write(b"abc", offset=10)
    assert await buf.read(10, 3) == b"abc"
    with pytest.raises(ValueError):
        await buf.write(b"x" * 8, offset=60)
    await buf.clear()
    assert await buf.read() == bytes(64)


async def test_soft_irq_source():
    irq = SoftIrqSource(4)
    assert await irq.enable(8) == 4
    hits: list[int] = []
    irq.request_irq(2, lambda: hits.append(2))
    irq.request_irq(2, lambda: hits.append(22))
    irq.fire(2)
    irq.fire(1)
    irq.fire(7)  # not enabled: counted, not delivered
    assert hits == [2, 22] and irq.fired == {2: 1, 1: 1, 7: 1}
    with pytest.raises(ValueError):
        irq.request_irq(4, lambda: None)


async def test_asyncio_timebase_events():
    tb = AsyncioTimebase()
    ev = tb.event()
    t0 = tb.now()
    assert await ev.wait(0.02) is False
    assert 0.015 < tb.now() - t0 < 0.5
    tb.spawn(_set_later(ev, tb))
    assert await ev.wait(1.0) is True and ev.is_set()
    ev.clear()
    assert not ev.is_set()
    ev.set()
    assert await ev.wait() is True
    task = tb.spawn(asyncio.sleep(10))
    task.cancel()
    await tb.sleep(0)


async def _set_later(ev, tb):
    await tb.sleep(0.005)
    ev.set()
