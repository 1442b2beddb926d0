"""2PM search on the full system (cssd_sim): Search Query and Search served by the set cores'
C firmware (firmware/hil/hil_search.c), whose search reads go through each channel's first stage
(rtl/pm2/pm2_tap.sv) in the RTL back end.

Each set's namespace is filled with text from an alphabet that shares no letter with the keys,
and the keys are planted at chosen places: inside a page, in order over two pages of one range,
across a page boundary (which the page results cannot decide: the firmware searches those bytes),
out of order, and in a range left unwritten (unmapped pages read as zeros, classified by the
firmware). Every range's result must equal `cssd_sim.pm2.matches` over the host's reference copy
of the same bytes, and DW0 the number of matched ranges. Both sets search at once, each with its
own query in its channels' matchers. Then the bad inputs: no query loaded, a range smaller than a
page, a start or an end inside a page, a query of no key or of a 33-byte key, a range past the
namespace; each gets its status and the drive reads back every byte afterwards.
"""

from __future__ import annotations

import asyncio
import random

from cssd_nvme.status import GenericStatus

from cssd_sim import pm2
from test_fw_native import Bench, Drive

FILLER = b"abcfgij \n"  # no letter of any key below


def text(rng: random.Random, n: int) -> bytearray:
    return bytearray(rng.choice(FILLER) for _ in range(n))


def plant(buf: bytearray, at: int, key: bytes) -> None:
    buf[at:at + len(key)] = key


def layout(rng: random.Random, page: int, pages: int, keys: list[bytes], written_pages: int) -> bytearray:
    """The namespace's bytes: text over the first `written_pages` pages, with the cases below
    (page p = bytes [p * page, (p + 1) * page))."""
    data = text(rng, written_pages * page)
    k0, k1 = keys
    # p0: both keys in order inside the page (the hardware decides: matched)
    plant(data, 100, k0), plant(data, 2000, k1)
    # p2 | p3 (one two-page range): k0 in p2, k1 in p3 (the ADV composition: matched)
    plant(data, 2 * page + 3000, k0), plant(data, 3 * page + 50, k1)
    # p4 | p5: k0 across the boundary, k1 after it (the firmware searches the bytes)
    plant(data, 5 * page - 3, k0), plant(data, 5 * page + 700, k1)
    # p6: out of order (partial, not matched)
    plant(data, 6 * page + 10, k1), plant(data, 6 * page + 900, k0)
    # p8 | p9: k1 across the boundary but k0 after it: fragments, yet no match
    plant(data, 9 * page - 5, k1), plant(data, 9 * page + 300, k0)
    # p10 | p11: a k0 prefix at the end of p10 that does not go on in p11 (false fragment), k1 later
    plant(data, 11 * page - 2, k0[:2]), plant(data, 11 * page + 400, k1)
    # p12: the keys overlap each other's place: k0 then k1 right after
    plant(data, 12 * page + 4000, k0), plant(data, 12 * page + 4000 + len(k0), k1)
    return data + bytearray((pages - written_pages) * page)


def expected(data: bytes, keys: list[bytes], range_bytes: int, start: int, length: int) -> list[bool]:
    return [pm2.matches(bytes(data[a:min(a + range_bytes, start + length)]), keys)
            for a in range(start, start + length, range_bytes)]


async def search_ns(drive: Drive, qp, nsid: int, keys: list[bytes], query: int, data: bytes, page: int,
                    *, slba: int, nlb: int, range_shift: int) -> list[tuple[bool, bool]]:
    lba = drive.ns[nsid][0]
    cpl, res = await qp.search(nsid, slba, nlb, range_shift=range_shift, query=query)
    want = expected(data, keys, lba << range_shift, slba * lba, nlb * lba)
    got = [m for m, _ in res]
    assert got == want, f"ns{nsid} ranges of {lba << range_shift} bytes from lba {slba}: {got} != {want}"
    assert cpl.dw0 == sum(want), f"DW0 {cpl.dw0}, matched ranges {sum(want)}"
    return res


def test_search(tmp_path) -> None:
    bench = Bench("sim_drive", tmp_path)
    rng = random.Random(7)

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        page = system.geo.page_bytes
        queries = {1: [b"needle", b"haystack"], 2: [b"xyzzy", b"plugh-0123456789-0123456789-0123"]}
        datas = {}
        for nsid, (lba, nblocks, _) in drive.nstab.items():
            keys = queries[1 + (nsid - 1) % 2]
            pages = nblocks * lba // page
            data = layout(rng, page, pages, keys, written_pages=pages - 4)
            datas[nsid] = (keys, bytes(data))
            for at in range(0, (pages - 4) * page, 8 * page):
                await drive.write(drive.qps[nsid % 2], nsid, at // lba, bytes(data[at:at + 8 * page]))
        for nsid, (keys, _) in datas.items():
            await drive.qps[0].load_search_query(nsid, keys, query=nsid % 4)

        async def sweep(nsid: int) -> list:
            keys, data = datas[nsid]
            lba, nblocks = drive.ns[nsid]
            qp = drive.qps[nsid % 2]
            per_page = page // lba
            out = []
            for range_pages in (2, 1, 4):
                shift = (per_page * range_pages).bit_length() - 1
                out += await search_ns(drive, qp, nsid, keys, nsid % 4, data, page,
                                       slba=0, nlb=nblocks, range_shift=shift)
            # part of the namespace, starting mid-way and ending with a short range
            out += await search_ns(drive, qp, nsid, keys, nsid % 4, data, page,
                                   slba=2 * per_page, nlb=7 * per_page, range_shift=(2 * per_page).bit_length() - 1)
            return out

        results = await asyncio.gather(*(sweep(nsid) for nsid in datas))
        for nsid, res in zip(datas, results):
            assert any(m and not f for m, f in res), f"ns{nsid}: no range matched by the first stage alone"
            assert any(m and f for m, f in res), f"ns{nsid}: no boundary match found by the firmware's byte search"
            assert any(f and not m for m, f in res), f"ns{nsid}: no boundary fragments that were no match"
            assert any(not m and not f for m, f in res), f"ns{nsid}: no mismatched range"

        # A query made of zeros matches where nothing was written (unmapped pages).
        nsid = 1
        lba, nblocks = drive.ns[nsid]
        zkeys = [bytes(8), bytes(3)]
        await drive.qps[0].load_search_query(nsid, zkeys, query=3)
        zdata = datas[nsid][1]
        res = await search_ns(drive, drive.qps[0], nsid, zkeys, 3, zdata, page, slba=0, nlb=nblocks,
                              range_shift=(page // lba).bit_length() - 1)
        assert res[-1][0] and not res[0][0], "zero keys: the unwritten pages match, the text does not"

        # Bad input: each command gets its status, and block I/O goes on.
        qp = drive.qps[1]
        per_page = page // lba
        shift = per_page.bit_length() - 1

        async def status(coro) -> int:
            r = await coro
            cpl = r[0] if isinstance(r, tuple) else r
            assert cpl.status.sct == 0 and cpl.status.dnr, f"{cpl.status}: a generic status that says do not retry"
            return cpl.status.sc

        assert await status(qp.search(nsid, 0, per_page, range_shift=shift, query=2, check=False)) \
            == GenericStatus.COMMAND_SEQUENCE_ERROR, "a Search of a query slot never loaded"
        assert await status(qp.search(nsid, 0, per_page, range_shift=shift - 1, check=False, query=1)) \
            == GenericStatus.INVALID_FIELD, "a range smaller than a page"
        assert await status(qp.search(nsid, 1, per_page, range_shift=shift, check=False, query=1)) \
            == GenericStatus.INVALID_FIELD, "a start inside a page"
        assert await status(qp.search(nsid, 0, per_page + 1, range_shift=shift, check=False, query=1)) \
            == GenericStatus.INVALID_FIELD, "an end inside a page"
        assert await status(qp.search(nsid, nblocks - per_page, 2 * per_page, range_shift=shift, check=False,
                                      query=1)) == GenericStatus.LBA_OUT_OF_RANGE, "past the namespace"
        for bad in ([], [b"a" * 33], [b"a"] * 9, [b"a", b""]):
            assert await status(qp.load_search_query(nsid, bad, query=1, check=False, raw=True)) \
                == GenericStatus.INVALID_FIELD, f"query {[len(k) for k in bad]}"
        # a refused load leaves that slot empty
        assert await status(qp.search(nsid, 0, per_page, range_shift=shift, query=1, check=False)) \
            == GenericStatus.COMMAND_SEQUENCE_ERROR, "the slot of a refused query"
        await drive.verify_all()

    bench.run(body, max_sim_seconds=2.0)
