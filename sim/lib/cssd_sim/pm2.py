"""2PM reference: the first stage's page classification and the second stage's join.

Written from the definitions in rtl/pm2/doc/README.md (not from the RTL), on plain bytes. The
query is an ordered sequence of literal keys K0 .. K(n-1); the pattern is the keys in this order,
each occurrence starting after the previous one ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

MISMATCHED, PARTIAL, MATCHED, BAD_QUERY = 0, 1, 2, 3
CLASS_NAMES = {MISMATCHED: "mismatched", PARTIAL: "partial", MATCHED: "matched", BAD_QUERY: "bad query"}


@dataclass(frozen=True)
class PageResult:
    """What the first stage reports for one page (the fields of pm2_matcher's result)."""

    cls: int
    found: int  # bit k: key k occurs wholly inside the page
    adv: tuple[int, ...]  # adv[s]: state after the page when entering it looking for key s
    head: tuple[int, ...]  # head[k] bit j-1: the page starts with the last j bytes of key k
    tail: tuple[int, ...]  # tail[k] bit j-1: the page ends with the first j bytes of key k
    # (head and tail are reported for pages of at least max_key_bytes bytes; 0 for shorter ones)


def query_ok(keys: Sequence[bytes], max_keys: int, max_key_bytes: int) -> bool:
    return 1 <= len(keys) <= max_keys and all(1 <= len(k) <= max_key_bytes for k in keys)


def query_words(keys: Sequence[bytes], max_keys: int = 8, max_key_bytes: int = 32) -> list[tuple[int, int]]:
    """The (word address, value) writes that load a query into a first-stage matcher, in the
    order pm2_matcher's header documents: the lengths, the key count (which clears the byte
    tables), the key words (each key right-aligned in its max_key_bytes slot, slot byte p in bits
    [7:0] of word p / 4), the commit. What the firmware and the tests write through
    flash_chan.rdl's SEARCH_CFG_*; a query that is not query_ok() loads as written and the
    matcher reports it as a bad query."""
    key_words = max_keys * max_key_bytes // 4
    words = [(key_words + k, len(key)) for k, key in enumerate(keys[:max_keys])]
    words.append((key_words + max_keys, len(keys)))
    for k, key in enumerate(keys[:max_keys]):
        slot = key[:max_key_bytes].rjust(max_key_bytes, b"\0")
        words += [(k * max_key_bytes // 4 + w, int.from_bytes(slot[4 * w:4 * w + 4], "little"))
                  for w in range(max_key_bytes // 4)]
    words.append((key_words + max_keys + 1, 0))
    return words


def tail_from_slot(tail: int, key_len: int, max_key_bytes: int = 32) -> int:
    """A tail vector as the matcher reports it (right-aligned like its key: bit
    max_key_bytes - len + j - 1 for the key's first j bytes) turned to PageResult's bit j - 1."""
    return tail >> (max_key_bytes - key_len) if 1 <= key_len <= max_key_bytes else tail


def advance(data: bytes, keys: Sequence[bytes], state: int, start: int = 0) -> tuple[int, int]:
    """Greedy in-order matching from `state` at byte `start`: (state reached, position after the
    last key found). Taking each key's leftmost occurrence is optimal for the keys after it."""
    pos = start
    while state < len(keys):
        at = data.find(keys[state], pos)
        if at < 0:
            break
        pos = at + len(keys[state])
        state += 1
    return state, pos


def matches(data: bytes, keys: Sequence[bytes]) -> bool:
    """The whole pattern occurs in `data` (the answer the second stage must give)."""
    return advance(data, keys, 0)[0] == len(keys)


def classify_page(page: bytes, keys: Sequence[bytes], max_keys: int = 8, max_key_bytes: int = 32) -> PageResult:
    if not query_ok(keys, max_keys, max_key_bytes):
        return PageResult(BAD_QUERY, 0, (0,) * max_keys, (0,) * max_keys, (0,) * max_keys)
    n = len(keys)
    found = sum(1 << k for k, key in enumerate(keys) if key in page)
    adv = tuple(advance(page, keys, s)[0] if s < n else s for s in range(max_keys))
    head, tail = [], []
    for k in range(max_keys):
        h = t = 0
        if k < n and len(page) >= max_key_bytes:  # fragments only for pages of MaxKeyBytes or more
            key = keys[k]
            for j in range(1, min(len(key), len(page) + 1)):
                if page[:j] == key[len(key) - j:]:
                    h |= 1 << (j - 1)
                if page[len(page) - j:] == key[:j]:
                    t |= 1 << (j - 1)
        head.append(h)
        tail.append(t)
    cls = MATCHED if adv[0] == n else PARTIAL if found else MISMATCHED
    return PageResult(cls, found, adv, tuple(head), tuple(tail))


def spans_boundary(left: PageResult, right: PageResult, keys: Sequence[bytes]) -> bool:
    """Some key occurs across the boundary between two consecutive pages (a tail fragment of the
    left page and a head fragment of the right one that together make the key)."""
    for k, key in enumerate(keys):
        for j in range(1, len(key)):
            if left.tail[k] >> (j - 1) & 1 and right.head[k] >> (len(key) - j - 1) & 1:
                return True
    return False


def join(pages: Sequence[PageResult], keys: Sequence[bytes], page_bytes: int, max_key_bytes: int = 32) -> bool | None:
    """The second stage on page results alone: matched (True) or mismatched (False) for the
    request these pages make, in order, or None when only a search of the pages' bytes can tell.
    adv composed over the pages uses only occurrences inside pages, each after the previous key's
    page, so reaching the end of the pattern is a real match. Falling short is exact only when no
    key occurrence spans a page boundary (then every occurrence lies inside one page and the
    composition is the greedy match over the whole request); otherwise the answer is open.
    Pages must be at least max_key_bytes long: then an occurrence touches at most two pages, and
    the first stage reports head and tail fragments (the drive's pages are 512 bytes or more, its
    keys 32 bytes at most)."""
    if any(p.cls == BAD_QUERY for p in pages):
        raise ValueError("bad query")
    if page_bytes < max_key_bytes:
        raise ValueError(f"pages of {page_bytes} bytes: the first stage gives no fragments below {max_key_bytes}")
    state = 0
    for p in pages:
        state = p.adv[state] if state < len(keys) else state
    if state == len(keys):
        return True
    if any(spans_boundary(a, b, keys) for a, b in zip(pages, pages[1:])):
        return None
    return False
