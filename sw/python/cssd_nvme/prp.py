"""Physical Region Page (PRP) construction (4.1.1 "Physical Region Page Entry and List").

Rules applied (memory page size = CC.MPS):

* PRP1 points at the first byte of the data; it may carry an offset into its page but must be
  dword aligned (bits 1:0 cleared).
* Every later entry points at the start of a memory page (offset 0).
* A transfer that fits in PRP1's page uses PRP1 only (PRP2 = 0); one that ends in the next page
  puts that page in PRP2; anything longer makes PRP2 a pointer to a PRP List.
* A PRP List page holds ``page_size / 8`` entries. When more entries follow than fit, the last
  entry of the page points to the next list page instead of data (chained lists).

:func:`build_prps` is pure: it returns the entries and the bytes of every list page; the
caller writes those pages to host memory (:func:`write_prp_lists` does it through any object
with an async ``write(addr, data)``).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Awaitable, Callable, Protocol, Sequence, Union

Segment = tuple[int, int]
"""A host buffer piece: (address, length in bytes)."""

BufferSpec = Union[int, Segment, Sequence[Segment]]


class PrpError(ValueError):
    """The buffer cannot be described by PRPs (misaligned, gaps, too short)."""


@dataclass(frozen=True)
class PrpResult:
    """PRP1/PRP2 for the command plus the list pages to write to host memory."""

    prp1: int
    prp2: int
    pages: tuple[int, ...]
    """Address of every memory page the data touches; ``pages[0]`` is PRP1 (with its offset)."""
    list_pages: tuple[tuple[int, bytes], ...] = field(default=())
    """(address, contents) of each PRP List page, in chain order."""

    @property
    def list_addresses(self) -> tuple[int, ...]:
        return tuple(addr for addr, _ in self.list_pages)


def _normalise(buffer: BufferSpec, length: int) -> list[Segment]:
    if isinstance(buffer, int):
        return [(buffer, length)]
    if isinstance(buffer, tuple) and len(buffer) == 2 and all(isinstance(x, int) for x in buffer):
        return [(buffer[0], buffer[1])]  # type: ignore[list-item]
    return [(int(a), int(n)) for a, n in buffer]  # type: ignore[misc]


def data_pages(buffer: BufferSpec, length: int, page_size: int = 4096) -> list[int]:
    """Memory pages (first one with its offset) that carry ``length`` bytes of ``buffer``.

    ``buffer`` is a start address (contiguous buffer), one (addr, len) segment or a list of
    segments. Raises :class:`PrpError` naming the offending segment when the layout breaks a
    PRP rule.
    """
    if page_size < 4096 or page_size & (page_size - 1):
        raise PrpError(f"memory page size {page_size} is not a power of two >= 4096")
    if length <= 0:
        raise PrpError(f"transfer length {length} must be positive")
    segments = _normalise(buffer, length)
    if not segments:
        raise PrpError("no buffer segments given")
    pages: list[int] = []
    remaining = length
    for i, (addr, seg_len) in enumerate(segments):
        if remaining == 0:
            break
        if seg_len <= 0:
            raise PrpError(f"segment {i} at {addr:#x} has length {seg_len}")
        if addr < 0:
            raise PrpError(f"segment {i} has a negative address")
        if i == 0:
            if addr & 0x3:
                raise PrpError(f"PRP1 address {addr:#x} is not dword aligned (bits 1:0 must be 0)")
        elif addr % page_size:
            raise PrpError(f"segment {i} starts at {addr:#x}, not on a {page_size}-byte page boundary "
                           "(only the first PRP entry may have an offset)")
        use = min(seg_len, remaining)
        end = addr + use
        if remaining > use and end % page_size:
            raise PrpError(f"segment {i} ends at {end:#x}, not on a page boundary, but more data follows "
                           "(PRP entries after the first must cover whole pages)")
        a = addr
        while a < end:
            pages.append(a)
            a = (a // page_size + 1) * page_size
        remaining -= use
    if remaining:
        raise PrpError(f"buffer holds {length - remaining} bytes, transfer needs {length}")
    return pages


def build_prps(buffer: BufferSpec, length: int, page_size: int = 4096,
               alloc_page: Callable[[], int] | None = None) -> PrpResult:
    """PRP1, PRP2 and any PRP List pages for a transfer of ``length`` bytes.

    ``alloc_page()`` must return the address of a fresh page-aligned page for a list; it is
    only called when the transfer spans more than two pages.
    """
    pages = data_pages(buffer, length, page_size)
    if len(pages) == 1:
        return PrpResult(prp1=pages[0], prp2=0, pages=tuple(pages))
    if len(pages) == 2:
        return PrpResult(prp1=pages[0], prp2=pages[1], pages=tuple(pages))
    if alloc_page is None:
        raise PrpError(f"transfer spans {len(pages)} pages and needs a PRP list, but no page allocator was given")
    per_page = page_size // 8
    rest = pages[1:]
    lists: list[tuple[int, bytes]] = []

    def new_page() -> int:
        addr = alloc_page()
        if addr % page_size:
            raise PrpError(f"PRP list page allocator returned {addr:#x}, not {page_size}-byte aligned")
        return addr

    current = new_page()
    first = current
    while True:
        if len(rest) <= per_page:
            entries, rest = rest, []
            nxt = None
        else:
            entries, rest = rest[: per_page - 1], rest[per_page - 1:]
            nxt = new_page()
            entries = entries + [nxt]
        body = struct.pack(f"<{len(entries)}Q", *entries).ljust(page_size, b"\x00")
        lists.append((current, body))
        if nxt is None:
            break
        current = nxt
    return PrpResult(prp1=pages[0], prp2=first, pages=tuple(pages), list_pages=tuple(lists))


def prp_list_pages_needed(n_pages: int, page_size: int = 4096) -> int:
    """Number of PRP List pages for a transfer touching ``n_pages`` memory pages."""
    if n_pages <= 2:
        return 0
    per = page_size // 8
    rest = n_pages - 1
    count = 1
    while rest > per:
        rest -= per - 1
        count += 1
    return count


class _Writer(Protocol):
    def write(self, addr: int, data: bytes) -> Awaitable[None]: ...


async def write_prp_lists(mem: _Writer, result: PrpResult) -> None:
    """Write every PRP List page of ``result`` into host memory."""
    for addr, body in result.list_pages:
        await mem.write(addr, body)


async def walk_prps(prp1: int, prp2: int, length: int, page_size: int,
                    read: Callable[[int, int], Awaitable[bytes]]) -> list[Segment]:
    """Device-side view: turn PRP1/PRP2 into (address, length) pieces, following PRP lists.

    ``read(addr, nbytes)`` reads host memory (list pages). Used by device models; raises
    PrpError on a misaligned entry.
    """

    async def read_page_entries(addr: int, count: int) -> list[int]:
        return list(struct.unpack(f"<{count}Q", await read(addr, 8 * count)))

    if prp1 & 3:
        raise PrpError(f"PRP1 {prp1:#x} is not dword aligned")
    first = min(length, page_size - prp1 % page_size)
    out: list[Segment] = [(prp1, first)]
    remaining = length - first
    if remaining == 0:
        return out
    if remaining <= page_size:
        if prp2 % page_size:
            raise PrpError(f"PRP2 {prp2:#x} has a page offset")
        out.append((prp2, remaining))
        return out
    per = page_size // 8
    list_addr = prp2
    if list_addr & 7:
        raise PrpError(f"PRP list pointer {list_addr:#x} is not qword aligned")
    while remaining:
        slots = per - (list_addr % page_size) // 8
        n_needed = -(-remaining // page_size)
        if n_needed <= slots:
            entries = await read_page_entries(list_addr, n_needed)
            chain = None
        else:
            entries = await read_page_entries(list_addr, slots)
            chain = entries[-1]
            entries = entries[:-1]
        for e in entries:
            if e % page_size:
                raise PrpError(f"PRP entry {e:#x} has a page offset")
            n = min(page_size, remaining)
            out.append((e, n))
            remaining -= n
        if chain is None:
            break
        if chain & 7:
            raise PrpError(f"PRP list chain pointer {chain:#x} is not qword aligned")
        list_addr = chain
    return out
