"""PRP construction (NVMe 2.0 4.1.1): every entry checked exactly."""

from __future__ import annotations

import asyncio
import random
import struct
from typing import Callable

import pytest

from cssd_nvme.prp import PrpError, build_prps, data_pages, prp_list_pages_needed, walk_prps
from cssd_nvme.transport import BufferHostMemory

P = 4096


def allocator(start: int = 0x9000_0000, step: int = P) -> tuple[Callable[[], int], list[int]]:
    handed: list[int] = []

    def alloc() -> int:
        addr = start + step * len(handed)
        handed.append(addr)
        return addr

    return alloc, handed


def entries(body: bytes, n: int) -> list[int]:
    return list(struct.unpack_from(f"<{n}Q", body))


def test_within_one_page_with_offset():
    r = build_prps(0x10100, 512)
    assert (r.prp1, r.prp2, r.pages, r.list_pages) == (0x10100, 0, (0x10100,), ())


def test_exact_page():
    r = build_prps(0x10000, P)
    assert (r.prp1, r.prp2) == (0x10000, 0)


def test_offset_spilling_into_second_page():
    r = build_prps(0x10F00, 512)
    assert (r.prp1, r.prp2, r.pages) == (0x10F00, 0x11000, (0x10F00, 0x11000))


def test_two_full_pages_no_list():
    alloc, handed = allocator()
    r = build_prps(0x10000, 2 * P, P, alloc)
    assert (r.prp1, r.prp2, handed) == (0x10000, 0x11000, [])


def test_three_pages_uses_a_list():
    alloc, handed = allocator()
    r = build_prps(0x10000, 3 * P, P, alloc)
    assert r.prp1 == 0x10000 and r.prp2 == 0x9000_0000 and handed == [0x9000_0000]
    (addr, body), = r.list_pages
    assert addr == 0x9000_0000 and len(body) == P
    assert entries(body, 3) == [0x11000, 0x12000, 0]


def test_offset_first_page_then_list():
    alloc, _ = allocator()
    r = build_prps(0x10800, 2 * P, P, alloc)  # 2 KiB in the first page, 4 KiB, 2 KiB
    assert r.pages == (0x10800, 0x11000, 0x12000)
    assert entries(r.list_pages[0][1], 2) == [0x11000, 0x12000]


def test_list_exactly_full_is_not_chained():
    alloc, handed = allocator()
    n = 1 + 512  # PRP1 page + 512 list entries: one full list page, no chain pointer
    r = build_prps(0x100000, n * P, P, alloc)
    assert len(r.list_pages) == 1 and handed == [0x9000_0000]
    assert entries(r.list_pages[0][1], 512) == [0x100000 + P * i for i in range(1, 513)]


def test_chained_lists():
    alloc, handed = allocator()
    n = 1 + 513
    r = build_prps(0x100000, n * P, P, alloc)
    assert handed == [0x9000_0000, 0x9000_1000]
    first, second = r.list_pages
    e1 = entries(first[1], 512)
    assert e1[:511] == [0x100000 + P * i for i in range(1, 512)]
    assert e1[511] == 0x9000_1000  # last entry points to the next list page
    assert entries(second[1], 3) == [0x100000 + P * 512, 0x100000 + P * 513, 0]


def test_three_chained_list_pages():
    alloc, handed = allocator()
    n = 1 + 511 * 2 + 2  # fills two pages with 511 entries + pointer, then 2 entries
    r = build_prps(0x200000, n * P, P, alloc)
    assert len(r.list_pages) == 3 == prp_list_pages_needed(n)
    assert entries(r.list_pages[0][1], 512)[511] == handed[1]
    assert entries(r.list_pages[1][1], 512)[511] == handed[2]
    flat = entries(r.list_pages[0][1], 511) + entries(r.list_pages[1][1], 511) + entries(r.list_pages[2][1], 2)
    assert flat == [0x200000 + P * i for i in range(1, n)]


def test_list_pages_needed():
    assert [prp_list_pages_needed(n) for n in (1, 2, 3, 513, 514, 1024, 1025, 1026)] == [0, 0, 1, 1, 2, 2, 3, 3]
    assert prp_list_pages_needed(1 + 1024, 8192) == 1


def test_larger_page_size():
    alloc, _ = allocator(step=8192)
    r = build_prps(0x40010, 8192 * 2, 8192, alloc)  # offset 16 -> spans 3 pages of 8 KiB
    assert r.pages == (0x40010, 0x42000, 0x44000)
    assert entries(r.list_pages[0][1], 2) == [0x42000, 0x44000]
    assert len(r.list_pages[0][1]) == 8192


def test_segments():
    segs = [(0x10200, 0xE00), (0x20000, 0x1000), (0x30000, 0x2000)]
    alloc, _ = allocator()
    r = build_prps(segs, 0xE00 + 0x1000 + 0x1800, P, alloc)
    assert r.pages == (0x10200, 0x20000, 0x30000, 0x31000)
    assert entries(r.list_pages[0][1], 3) == [0x20000, 0x30000, 0x31000]
    # length shorter than the segments: later segments unused
    assert build_prps(segs, 0x100).pages == (0x10200,)
    assert build_prps((0x10200, 0xE00), 0xE00).pages == (0x10200,)


@pytest.mark.parametrize("buf,length,msg", [
    (0x10002, 16, "not dword aligned"),
    ([(0x10000, 0x1000), (0x20010, 0x1000)], 0x2000, "not on a 4096-byte page boundary"),
    ([(0x10000, 0x800), (0x20000, 0x1000)], 0x1800, "not on a page boundary, but more data follows"),
    ([(0x10000, 0x1000)], 0x2000, "buffer holds 4096 bytes, transfer needs 8192"),
    (0x10000, 0, "must be positive"),
    ([], 16, "no buffer segments"),
])
def test_errors(buf, length, msg):
    with pytest.raises(PrpError, match=msg):
        build_prps(buf, length, P, allocator()[0])


def test_allocator_errors():
    with pytest.raises(PrpError, match="no page allocator"):
        build_prps(0x10000, 3 * P)
    with pytest.raises(PrpError, match="not 4096-byte aligned"):
        build_prps(0x10000, 3 * P, P, lambda: 0x9000_0008)
    with pytest.raises(PrpError, match="page size"):
        data_pages(0x10000, 16, 2048)


def test_device_walk_matches_random_layouts():
    rng = random.Random(1234)

    async def main() -> None:
        mem = BufferHostMemory()
        for _ in range(200):
            ps = rng.choice([4096, 8192])
            first_off = rng.randrange(0, ps, 4)
            length = rng.randrange(4, ps * rng.choice([1, 3, 40, 700]), 4)
            base = mem.alloc(length + ps, ps) + first_off
            lists: list[int] = []
            r = build_prps(base, length, ps, lambda ps=ps: mem.alloc(ps, ps))
            for addr, body in r.list_pages:
                await mem.write(addr, body)
                lists.append(addr)
            segs = await walk_prps(r.prp1, r.prp2, length, ps, mem.read)
            # the device sees one contiguous range starting at the buffer
            assert sum(n for _, n in segs) == length
            assert [a for a, _ in segs] == list(r.pages)
            pos = base
            for a, n in segs:
                assert a == pos
                pos += n

    asyncio.run(main())
