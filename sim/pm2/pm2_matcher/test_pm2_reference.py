"""The 2PM reference itself (cssd_sim.pm2) on hand-worked pages: the bench holds the matcher to
it, so its definitions are checked here against answers worked out by hand from the paper's
start-key / end-key example and the boundary rules in rtl/pm2/doc/README.md."""

from __future__ import annotations

import pytest

from cssd_sim import pm2

A, Z = b"start", b"end"


@pytest.mark.parametrize("page,cls,found,adv", [
    (b"..start..end..", pm2.MATCHED, 0b11, (2, 2)),
    (b"..end..start..", pm2.PARTIAL, 0b11, (1, 2)),   # both keys, reversed order
    (b"..start.......", pm2.PARTIAL, 0b01, (1, 1)),   # the start key only
    (b"....end.......", pm2.PARTIAL, 0b10, (0, 2)),   # the end key only
    (b"..............", pm2.MISMATCHED, 0, (0, 1)),
    (b"startend......", pm2.MATCHED, 0b11, (2, 2)),   # back to back
])
def test_start_and_end_key_classes(page: bytes, cls: int, found: int, adv: tuple[int, int]) -> None:
    r = pm2.classify_page(page, [A, Z], max_keys=2, max_key_bytes=8)
    assert (r.cls, r.found, r.adv) == (cls, found, adv)


def test_keys_must_not_overlap() -> None:
    # "aba" then "ab": the second key must start after the first ends; "abab" holds "ab" at 2.
    assert pm2.classify_page(b"xabax", [b"aba", b"ab"], 2, 4).cls == pm2.PARTIAL
    assert pm2.classify_page(b"xababx", [b"aba", b"ab"], 2, 4).cls == pm2.PARTIAL
    assert pm2.classify_page(b"xabaabx", [b"aba", b"ab"], 2, 4).cls == pm2.MATCHED


def test_fragments_and_join() -> None:
    keys = [b"needle"]
    left = b"x" * 29 + b"nee"      # ends with the first 3 bytes
    right = b"dle" + b"y" * 29     # begins with the last 3 bytes
    lr, rr = (pm2.classify_page(p, keys, 1, 8) for p in (left, right))
    assert lr.tail == (0b100,) and rr.head == (0b100,) and lr.cls == rr.cls == pm2.MISMATCHED
    assert pm2.spans_boundary(lr, rr, keys)
    assert pm2.join([lr, rr], keys, 32, 8) is None  # only the bytes can tell
    assert pm2.matches(left + right, keys)
    # Pages shorter than MaxKeyBytes report no fragments, and the join refuses them.
    assert pm2.classify_page(b"nee", keys, 1, 8).tail == (0,)
    with pytest.raises(ValueError):
        pm2.join([lr, rr], keys, 4, 8)


def test_join_composes_without_fragments() -> None:
    keys = [A, Z]
    pages = [b"..start.......", b"..............", b"....end......."]
    results = [pm2.classify_page(p, keys, 2, 8) for p in pages]
    assert not any(pm2.spans_boundary(a, b, keys) for a, b in zip(results, results[1:]))
    assert pm2.join(results, keys, 14, 8) is True
    assert pm2.join(results[::-1], keys, 14, 8) is False  # end key first, then the start key


def test_bad_queries() -> None:
    for keys in ([], [b""], [b"x" * 9], [b"a"] * 3):
        assert pm2.classify_page(b"aaaa", keys, max_keys=2, max_key_bytes=8).cls == pm2.BAD_QUERY
