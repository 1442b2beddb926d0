"""2PM search on the full system (cssd_sim): Search Query and Search served by the set cores'
C firmware (firmware/hil/hil_search.c), whose search reads go through each channel's first stage
(rtl/pm2/pm2_tap.sv) in the RTL back end.

Each set's namespace is filled with text from an alphabet that shares no letter with the keys,
and the keys are planted at chosen places: inside a page, in order over two pages of one range,
across a page boundary (which the page results cannot decide: the firmware searches those bytes),
out of order, and in a range left unwritten (unmapped pages read as zeros, classified by the
firmware). Every range's result must equal `cssd_sim.pm2.matches` over the host's reference copy
of the same bytes, and DW0 the number of matched ranges. Both sets search at once, each with its
own query in its channels' matchers. A Search runs beside Writes and Reads on its own set, which
complete before it. Then the bad inputs: no query loaded, a range smaller than a
page, a start or an end inside a page, a query of no key or of a 33-byte key, a range past the
namespace; each gets its status and the drive reads back every byte afterwards.
"""

from __future__ import annotations

import asyncio
import random
import re
import subprocess
from pathlib import Path

import pytest
from cssd_nvme.status import GenericStatus

from cssd_sim import pm2
from cssd_sim.etheron_relay import Relay
from cssd_sim.tier import regress
from test_fw_native import Bench, Drive, cycles, now_cycles

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
            # part of the namespace, starting mid-way and ending with a short range; then 7 ranges,
            # whose 7 result bytes the drive pads to 8
            out += await search_ns(drive, qp, nsid, keys, nsid % 4, data, page,
                                   slba=2 * per_page, nlb=7 * per_page, range_shift=(2 * per_page).bit_length() - 1)
            out += await search_ns(drive, qp, nsid, keys, nsid % 4, data, page,
                                   slba=2 * per_page, nlb=7 * per_page, range_shift=per_page.bit_length() - 1)
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

        # The Search runs beside block I/O on its own set: on the namespace's other queue, Writes
        # into the pages it does not search (the cache takes them) and Reads of the text it
        # searches complete while it goes on, and all of it is right.
        keys, data = datas[nsid]
        per_page = page // lba
        text_blocks = nblocks - 4 * per_page
        search_end = []

        async def long_search() -> None:
            await search_ns(drive, drive.qps[0], nsid, keys, nsid % 4, data, page, slba=0, nlb=text_blocks,
                            range_shift=(2 * per_page).bit_length() - 1)
            search_end.append(now_cycles())

        io_end = []

        async def block_io() -> None:
            await cycles(2000)  # the Search first
            for k in range(6):
                if k % 2 == 0:
                    await drive.write(drive.qps[1], nsid, text_blocks + (k // 2) * per_page, rng.randbytes(page))
                else:
                    await drive.read(drive.qps[1], nsid, rng.randrange(text_blocks // per_page) * per_page, per_page)
                io_end.append(now_cycles())

        await asyncio.gather(long_search(), block_io())
        assert io_end[0] < search_end[0], \
            f"a Write behind the Search completed at cycle {io_end[0]}, after it ({search_end[0]})"

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


# --------------------------------------------------------------------------------------------
# `cssd search` (sw/search): the C library and tool through the simulation's wire
# --------------------------------------------------------------------------------------------

REPO = Path(__file__).resolve().parents[3]
CSSD = REPO / "build" / "search" / "cssd"
CLI_QID = 3  # the relay's queue; the drive's own bring-up uses 1 and 2
WALL_S = 600


def debugfs_extents(image: Path, path: str) -> list[tuple[int, int, int]]:
    """(logical, physical, length) in bytes of `path` in the ext4 image, from debugfs."""
    block = int(re.search(r"Block size:\s+(\d+)", subprocess.run(
        ["debugfs", "-R", "stats", str(image)], capture_output=True, text=True, check=True).stdout).group(1))
    out = subprocess.run(["debugfs", "-R", f"dump_extents {path}", str(image)], capture_output=True, text=True,
                         check=True).stdout
    ext = []
    for m in re.finditer(r"^\s*\d+/\s*\d+\s+\d+/\s*\d+\s+(\d+)\s+-\s+(\d+)\s+(\d+)\s+-\s+(\d+)\s+(\d+)", out, re.M):
        lo, _hi, phys, _pend, n = map(int, m.groups())
        ext.append((lo * block, phys * block, n * block))
    return ext


def make_image(tmp: Path, size: int, page: int, keys: list[bytes], rng: random.Random) -> tuple[Path, bytes, list]:
    """A 1 KiB-block ext4 image of `size` bytes holding /log.txt (text, keys planted), so the
    file's extents start inside flash pages: some of it is the drive's to search, some the
    host's. The keys go in through the image's bytes at places chosen from the extents: inside a
    page, across the boundary between two whole pages of one extent, and at an extent's edge."""
    src = tmp / "fs"
    src.mkdir()
    file_bytes = 40_000
    (src / "log.txt").write_bytes(bytes(text(rng, file_bytes)))
    image = tmp / "ns.ext4"
    subprocess.run(["mke2fs", "-q", "-t", "ext4", "-b", "1024", "-O", "^has_journal,^resize_inode", "-N", "16",
                    "-d", str(src), str(image), f"{size // 1024}k"], check=True, capture_output=True)
    ext = debugfs_extents(image, "/log.txt")
    img = bytearray(image.read_bytes())
    k0, k1 = keys

    def put(file_off: int, key: bytes) -> None:
        for i, b in enumerate(key):
            at = file_off + i
            lo, ph, n = next(e for e in ext if e[0] <= at < e[0] + e[2])
            img[ph + at - lo] = b

    def to_file(dev: int) -> int:
        lo, ph, _n = next(e for e in ext if e[1] <= dev < e[1] + e[2])
        return lo + dev - ph

    # the whole pages of each extent (device offsets), within the file's bytes
    runs = [[p for p in range(-(-ph // page) * page, ph + n - page + 1, page) if lo + p - ph + page <= file_bytes]
            for lo, ph, n in ext]
    run = next((r for r in runs if len(r) >= 4), None)
    assert run, f"no extent holds four whole pages: {ext}"
    r0, _r1, r2, r3 = run[:4]
    put(to_file(r0) + 100, k0), put(to_file(r0) + 900, k1)      # inside one page
    put(to_file(r3) - 3, k0), put(to_file(r3) + 500, k1)        # across r2 | r3, one 2-page range
    put(to_file(run[-1]) + 2000, k1), put(to_file(run[-1]) + 3000, k0)  # out of order
    assert r3 == r2 + page
    put(5, k0), put(file_bytes - 40, k1)                                 # the file's first and last bytes
    image.write_bytes(img)
    data = bytearray((src / "log.txt").read_bytes())
    for lo, ph, n in ext:
        m = min(n, file_bytes - lo)
        data[lo:lo + m] = img[ph:ph + m]
    return image, bytes(data), ext


def test_cssd_search_cli(tmp_path) -> None:
    """`cssd search` on a file of an ext4 image written to namespace 1 equals a host-side search
    of the file's bytes, range by range; the drive decides the whole pages and the host the edges."""
    subprocess.run(["make", "-s", "-C", str(REPO / "sw" / "search")], check=True, timeout=300)
    bench = Bench("sim_drive", tmp_path)
    rng = random.Random(11)
    keys = [b"needle", b"haystack"]
    nsid = 1

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        lba, nblocks = drive.ns[nsid]
        page = system.geo.page_bytes
        image, file_data, ext = make_image(tmp_path, nblocks * lba, page, keys, rng)
        img = image.read_bytes()
        for at in range(0, len(img), 8 * page):
            await drive.write(drive.qps[0], nsid, at // lba, img[at:at + 8 * page])
        await drive.ctrl.create_io_queue_pair(CLI_QID, 16)
        sock = str(tmp_path / "wire.sock")
        relay = Relay(drive.ctrl, CLI_QID, sock, nsid=nsid)
        relay_task = asyncio.ensure_future(relay.run())
        runs = {}
        try:
            for pages in (1, 2):
                # one run takes the page size from the drive (Identify Namespace NPWG), one is told it
                told = ["--page-bytes", str(page)] if pages == 2 else []
                runs[pages] = await asyncio.to_thread(
                    subprocess.run, [str(CSSD), "search", "--drive", f"unix:{sock}", "--nsid", str(nsid),
                                     "--image", str(image), "--range-pages", str(pages), *told,
                                     "/log.txt", *(k.decode() for k in keys)],
                    capture_output=True, text=True, timeout=WALL_S)
            runs["bad"] = await asyncio.to_thread(
                subprocess.run, [str(CSSD), "search", "--drive", f"unix:{sock}", "--nsid", "9", "--image",
                                 str(image), "/log.txt", "x"], capture_output=True, text=True, timeout=WALL_S)
        finally:
            relay_task.cancel()
            relay.close()
        assert not relay.errors, relay.errors
        return file_data, ext, runs, page

    file_data, ext, runs, page = bench.run(body, max_sim_seconds=2.0)
    for pages in (1, 2):
        r = runs[pages]
        (tmp_path / f"cssd-search-{pages}.out").write_text(r.stdout)
        assert r.returncode == 0, f"--range-pages {pages}: exit {r.returncode}: {r.stderr}"
        lines = [ln.split() for ln in r.stdout.splitlines() if not ln.startswith("#")]
        covered = sorted((int(off), int(n)) for off, n, _m, _how in lines)
        assert [c[0] for c in covered] == [0] + [o + n for o, n in covered[:-1]] and \
            covered[-1][0] + covered[-1][1] == len(file_data), f"the ranges do not tile the file: {covered}"
        for off, n, m, how in lines:
            want = pm2.matches(file_data[int(off):int(off) + int(n)], keys)
            assert (m == "match") == want, f"--range-pages {pages}: {off}+{n} ({how}): {m}, the host's search {want}"
        hows = {how for *_, how in lines}
        assert {"drive", "host"} <= hows, f"--range-pages {pages}: decided by {hows} only"
        assert any(m == "match" and how == "drive" for *_, m, how in lines), "no match decided by the drive alone"
        if pages == 2:
            assert any(m == "match" and how == "drive-fw" for *_, m, how in lines), \
                "the key across two whole pages was not found by the firmware's byte search"
        summary = r.stdout.splitlines()[-1]
        assert summary.startswith(f"# {len(lines)} ranges") and f"pages of {page} B" in summary, summary
    bad = runs["bad"]
    assert bad.returncode == 2 and "Identify Namespace" in bad.stderr, (bad.returncode, bad.stderr)


def test_cssd_search_scale(tmp_path) -> None:
    """`cssd search` over a 4 MiB file of an ext4 image on sim_scale (64 MiB of flash per set)
    returns exactly the host's answer range by range, while reads and writes with read-back run on
    the other set's queue and on the searched namespace's other queue. `make regress`
    (`make search-scale`): tens of minutes of simulation."""
    if not regress():
        pytest.skip("make regress runs it (CSSD_TIER=regress, `make search-scale`): a 4 MiB file on sim_scale")
    subprocess.run(["make", "-s", "-C", str(REPO / "sw" / "search")], check=True, timeout=300)
    bench = Bench("sim_scale", tmp_path)
    rng = random.Random(13)
    keys = [b"needle", b"haystack"]
    nsid, other = 1, 2
    file_bytes, image_bytes = 4 << 20, 8 << 20

    async def body(chan, system):
        drive = await bench.drive(chan, system)
        lba, nblocks = drive.ns[nsid]
        page = system.geo.page_bytes
        src = tmp_path / "fs"
        src.mkdir()
        (src / "big.txt").write_bytes(bytes(text(rng, file_bytes)))
        image = tmp_path / "ns.ext4"
        subprocess.run(["mke2fs", "-q", "-t", "ext4", "-b", "4096", "-O", "^has_journal", "-d", str(src), str(image),
                        f"{image_bytes // 1024}k"], check=True, capture_output=True)
        ext = debugfs_extents(image, "/big.txt")
        img = bytearray(image.read_bytes())
        # keys inside pages, across page boundaries and out of order, at random places of the file
        for _ in range(24):
            at = rng.randrange(file_bytes - 3 * page)
            kind = rng.randrange(3)
            first, second = (keys[1], keys[0]) if kind == 2 else (keys[0], keys[1])
            start = (at // page + 1) * page - 3 if kind == 1 else at
            for off, key in ((start, first), (start + 600, second)):
                for i, b in enumerate(key):
                    lo, ph, _n = next(e for e in ext if e[0] <= off + i < e[0] + e[2])
                    img[ph + off + i - lo] = b
        image.write_bytes(img)
        data = bytearray(file_bytes)
        for lo, ph, n in ext:
            m = max(0, min(n, file_bytes - lo))
            data[lo:lo + m] = img[ph:ph + m]
        assert image_bytes <= nblocks * lba
        for at in range(0, image_bytes, 128 << 10):
            await drive.write(drive.qps[0], nsid, at // lba, bytes(img[at:at + (128 << 10)]))
        await drive.ctrl.create_io_queue_pair(CLI_QID, 16)
        sock = str(tmp_path / "wire.sock")
        relay = Relay(drive.ctrl, CLI_QID, sock, nsid=nsid, timeout_s=5.0)
        relay_task = asyncio.ensure_future(relay.run())
        stop = asyncio.Event()
        done = {"commands": 0}

        async def block_io(qp, n: int, first: int, count: int) -> None:
            size = drive.ns[n][0]
            while not stop.is_set():
                slba = first + rng.randrange(count - 32)
                await drive.write(qp, n, slba, rng.randbytes(8 * size))
                await drive.read(qp, n, slba, 8)
                done["commands"] += 2

        io = [asyncio.ensure_future(block_io(drive.qps[1], other, 0, 4096)),
              asyncio.ensure_future(block_io(drive.qps[0], nsid, image_bytes // lba, 4096))]
        t0 = now_cycles()
        try:
            runs = {}
            for pages in (1, 16):
                runs[pages] = await asyncio.to_thread(
                    subprocess.run, [str(CSSD), "search", "--drive", f"unix:{sock}", "--nsid", str(nsid),
                                     "--image", str(image), "--range-pages", str(pages), "--page-bytes", str(page),
                                     "/big.txt", *(k.decode() for k in keys)],
                    capture_output=True, text=True, timeout=3 * 3600)
        finally:
            stop.set()
            await asyncio.gather(*io)
            relay_task.cancel()
            relay.close()
        assert not relay.errors, relay.errors
        return bytes(data), runs, done["commands"], now_cycles() - t0

    data, runs, commands, cycles = bench.run(body, max_sim_seconds=60.0, max_cycles=4_000_000_000)
    print(f"\ncssd search over {len(data)} bytes twice: {cycles:,} cycles simulated, {commands} block commands beside")
    for pages, r in runs.items():
        assert r.returncode == 0, f"--range-pages {pages}: exit {r.returncode}: {r.stderr}"
        lines = [ln.split() for ln in r.stdout.splitlines() if not ln.startswith("#")]
        print(f"  --range-pages {pages}: {r.stdout.splitlines()[-1]}")
        assert sum(int(n) for _o, n, _m, _h in lines) == len(data)
        for off, n, m, how in lines:
            want = pm2.matches(data[int(off):int(off) + int(n)], keys)
            assert (m == "match") == want, f"--range-pages {pages}: {off}+{n} ({how}): {m}, the host's search {want}"
    assert commands > 0, "no block I/O ran beside the searches"
