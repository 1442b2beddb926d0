"""Page-mapped FTL model: the per-set I/O firmware on the flash back end, in Python.

The model of `sim/system/nvme_flash` only. On the Rocket cores the C FTL (`firmware/ftl`) serves
the sets (`sim/system/fw_system`, `make run`); this model serves them in the one bench that runs
ctrl_core with the flash back end but no cores, which checks what the full system does not, at a
fraction of its cost: two dies per channel, every mapped page found in the NAND array through
this model's map, the flash register windows' decode, concurrent read-modify-writes of one page
from four queues. It is not a reference for the C FTL (`firmware/tests` checks that against
byte-exact models and power cuts) and does not follow its design. It serves the
NVM set queues exactly as `nvme_io.IoSetModel` does (same registers, same transfer and
completion requests) but keeps namespace data on the emulated NAND (rtl/flash) through the
flash registers on the same firmware port (`flash_port.FlashPort`):

- Mapping unit: one flash page. A logical page is (nsid, byte offset // page size); the map
  holds its physical page (unit, block, page). Unmapped pages read as zeros (DLFEAT = 001b).
- Allocation units: every plane of every die. Host writes stripe round-robin over the units,
  channel first, so consecutive pages land on different channels and dies.
- Page buffers: a pool of page-sized buffers in controller DRAM (DDR bank 0, where the NVMe data
  mover reads and writes): a read is NAND -> buffer (flash READ) then buffer -> host (transfer);
  a write is host -> buffer, then buffer -> NAND (PROGRAM). A write that covers part of a page
  first reads the old page into the buffer (read-modify-write).
- NAND rules: pages of a block are pushed in order under the unit's lock (the die's scheduler
  never reorders operations on one block), erased blocks only.
- Garbage collection per unit, greedy (fewest valid pages), when its free blocks fall to
  `gc_low`: valid pages are read and programmed into the unit's active block, the map updated only
  if the page was not rewritten meanwhile (so GC takes no logical-page locks and cannot deadlock
  with host writes waiting for space), the victim erased once no reader holds it.
- Factory bad blocks come from the bad-block table (BBT_*) at start; a block whose program or
  erase fails is retired (its valid pages stay readable until GC moves them).
- Media errors: an uncorrectable read completes the command with Unrecovered Read Error.

What it does not model (the C FTL and ICL do): power-loss recovery of the map (the map is Python
state), wear levelling, multi-plane operations, write caching (Flush has nothing to do).
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass, field
from typing import Optional

import cocotb
from cocotb.triggers import ClockCycles, Event, Lock, gather

from cssd_sim.flash_port import FlashPort, Op, St
from cssd_sim.nvme_fw import status as nst
from cssd_sim.nvme_io import (OPC_DSM, OPC_FLUSH, OPC_READ, OPC_WRITE, OPC_WRITE_ZEROES, IoBackEnd, IoSetModel,
                     SetCommand, _xfer_status)

# Controller-memory layout the FTL uses in DDR bank 0 (clear of the management model's staging,
# the I/O models' scratch and the namespace regions, which the FTL does not use).
BUF_BASE = 0xC000_0000


@dataclass
class Unit:
    """One plane of one die: the allocation and GC unit."""

    index: int
    ch: int
    die: int
    plane: int
    free: deque = field(default_factory=deque)  # erased good blocks
    active: Optional[int] = None
    next_page: int = 0
    valid: dict = field(default_factory=dict)  # block -> {page: logical page}
    closed: set = field(default_factory=set)  # full blocks: GC candidates
    retired: set = field(default_factory=set)  # grown bad blocks
    programming: dict = field(default_factory=dict)  # block -> programs pushed, not yet finished
    bad: set = field(default_factory=set)  # factory bad blocks
    lock: Lock = field(default_factory=Lock)
    gc_running: bool = False


@dataclass
class FtlStats:
    host_programs: int = 0
    gc_programs: int = 0
    reads: int = 0
    rmw_reads: int = 0
    erases: int = 0
    gc_runs: int = 0
    gc_dropped: int = 0  # relocated copies made stale by a host write during GC
    program_failures: int = 0
    erase_failures: int = 0
    uncorrectable: int = 0
    unexpected: int = 0  # flash statuses the FTL never expects (order violation, erased mapped page)


class PageFtl:
    """The mapping, allocation and GC shared by every set's firmware (one flash array)."""

    def __init__(self, flash: FlashPort, ddr, *, buf_base: int = BUF_BASE, buffers: int = 256,
                 gc_low: int = 2, gc_high: int = 3, reserve: int = 1) -> None:
        self.flash = flash
        self.ddr = ddr
        self.buf_base = buf_base
        self.num_buffers = buffers
        self.gc_low, self.gc_high, self.reserve = gc_low, gc_high, reserve
        self.log = logging.getLogger("cocotb.ftl")
        self.stats = FtlStats()
        self.map: dict[tuple[int, int], tuple[int, int, int]] = {}
        self.units: list[Unit] = []
        self._rr = 0
        self._tags: dict[int, int] = {}
        self._pins: dict[tuple[int, int], int] = {}  # (unit, block) -> readers in flight
        self._unpinned: dict[tuple[int, int], Event] = {}
        self._lpn_locks: dict[tuple[int, int], Lock] = {}
        self._free_bufs: deque[int] = deque()
        self._buf_event = Event()
        self._space = Event()  # a unit got a free block back
        self._space_gen = 0
        self.zero_page = 0
        self.page_bytes = 0

    async def start(self) -> None:
        geo = self.flash.geo or await self.flash.start()
        self.page_bytes = geo.page_bytes
        self.pages_per_block = geo.pages
        self.zero_page = self.buf_base
        self.ddr.write(self.zero_page, bytes(self.page_bytes))
        self._free_bufs = deque(self.buf_base + (1 + i) * self.page_bytes for i in range(self.num_buffers))
        # Channel-first order: consecutive allocations go to different channels, then dies, planes.
        order = [(ch, die, plane) for plane in range(geo.planes) for die in range(geo.dies)
                 for ch in range(geo.channels)]
        for i, (ch, die, plane) in enumerate(order):
            u = Unit(i, ch, die, plane)
            for blk in range(geo.blocks):
                bad, written = await self.flash.block_state(ch, die, plane, blk)
                if bad:
                    u.bad.add(blk)
                elif written:
                    # Not erased (an earlier run's data): erase before use.
                    st = await self._erase(u, blk)
                    if st != St.OK:
                        u.retired.add(blk)
                        continue
                    u.free.append(blk)
                else:
                    u.free.append(blk)
            self.units.append(u)
        self.log.info("FTL: %d units, %d good blocks, %d factory bad", len(self.units),
                      sum(len(u.free) for u in self.units), sum(len(u.bad) for u in self.units))

    def check_namespaces(self, namespaces, over_provisioning: float = 0.25) -> None:
        """The namespaces must leave `over_provisioning` of the good pages free for GC."""
        logical = sum(-(-(ns.blocks * ns.lba_size) // self.page_bytes) for ns in namespaces)
        limit = int(self.capacity_pages * (1 - over_provisioning))
        if logical > limit:
            raise ValueError(f"namespaces need {logical} pages; the flash has {self.capacity_pages} good "
                             f"pages, so at most {limit} with {over_provisioning:.0%} over-provisioning")

    @property
    def capacity_pages(self) -> int:
        """Good pages in total, and what the namespaces must stay well below (GC needs room)."""
        return sum(len(u.free) + len(u.valid) for u in self.units) * self.pages_per_block

    # ---------------------------------------------------------------- helpers
    def _tag(self, ch: int) -> int:
        t = self._tags.get(ch, 0)
        self._tags[ch] = (t + 1) & 0xFFFF
        return t

    def lpn_lock(self, lpn: tuple[int, int]) -> Lock:
        lock = self._lpn_locks.get(lpn)
        if lock is None:
            lock = self._lpn_locks[lpn] = Lock()
        return lock

    async def get_buffer(self) -> int:
        while not self._free_bufs:
            self._buf_event.clear()
            await self._buf_event.wait()
        return self._free_bufs.popleft()

    def put_buffer(self, addr: int) -> None:
        self._free_bufs.append(addr)
        self._buf_event.set()

    def _pin(self, key: tuple[int, int]) -> None:
        self._pins[key] = self._pins.get(key, 0) + 1

    def _unpin(self, key: tuple[int, int]) -> None:
        self._pins[key] -= 1
        if self._pins[key] == 0:
            del self._pins[key]
            ev = self._unpinned.pop(key, None)
            if ev is not None:
                ev.set()

    async def _erase(self, u: Unit, blk: int) -> St:
        cpl = await self.flash.execute(u.ch, Op.ERASE, u.die, u.plane, blk, 0, tag=self._tag(u.ch))
        self.stats.erases += 1
        if cpl.status == St.ERASE_FAIL:
            self.stats.erase_failures += 1
        elif cpl.status != St.OK:
            self.stats.unexpected += 1
            self.log.error("erase of ch%d die%d plane%d block %d: %s", u.ch, u.die, u.plane, blk, cpl.status.name)
        return cpl.status

    # ---------------------------------------------------------------- reads
    async def read_page(self, lpn: tuple[int, int], buf: int) -> Optional[St]:
        """NAND -> buf for a mapped page (None if unmapped). Call with the page's lock held."""
        ppa = self.map.get(lpn)
        if ppa is None:
            return None
        ui, blk, page = ppa
        u = self.units[ui]
        self._pin((ui, blk))
        try:
            cpl = await self.flash.execute(u.ch, Op.READ, u.die, u.plane, blk, page, buf=buf, tag=self._tag(u.ch))
        finally:
            self._unpin((ui, blk))
        self.stats.reads += 1
        if cpl.status == St.UNCORRECTABLE:
            self.stats.uncorrectable += 1
        elif cpl.status != St.OK or cpl.erased:
            self.stats.unexpected += 1
            self.log.error("read of %s at %s: %s erased=%d", lpn, ppa, cpl.status.name, cpl.erased)
        return cpl.status

    # ---------------------------------------------------------------- writes
    async def _claim(self, u: Unit, for_gc: bool) -> Optional[tuple[int, int]]:
        """Next page of the unit's active block, opening a free block when needed (under u.lock).
        Host writes leave `reserve` blocks for GC; returns None when they would have to wait."""
        if not for_gc and u.gc_running and len(u.free) <= self.reserve:
            # The unit's remaining pages are GC's: a host write taking them could leave a
            # collection with nowhere to put the valid pages it is moving.
            return None
        if u.active is None or u.next_page >= self.pages_per_block:
            if u.active is not None:
                u.closed.add(u.active)
                u.active = None
            if len(u.free) <= (0 if for_gc else self.reserve):
                return None
            u.active = u.free.popleft()
            u.next_page = 0
            u.valid.setdefault(u.active, {})
        page = u.next_page
        u.next_page += 1
        u.programming[u.active] = u.programming.get(u.active, 0) + 1
        return u.active, page

    async def program(self, lpn: tuple[int, int], buf: int, *, unit: Optional[Unit] = None,
                      expect: Optional[tuple[int, int, int]] = None) -> bool:
        """buf -> a fresh page, then map lpn to it. Host writes (unit None) stripe over the units,
        skipping units that are out of space, and wait only when every unit is; GC (unit given)
        programs into its own unit and maps only if the page still maps to `expect`. Returns
        False when a GC copy was dropped."""
        for_gc = unit is not None
        while True:
            u, blk, page, done = await self._push_program(unit, buf)
            try:
                cpl = await done
            finally:
                # Until its last program is finished (and mapped) a closed block is no GC victim:
                # its in-flight pages are not in `valid` yet, and an erase would wipe them.
                u.programming[blk] -= 1
                if not u.programming[blk]:
                    del u.programming[blk]
            if cpl.status == St.PROGRAM_FAIL:
                self.stats.program_failures += 1
                # The page is consumed; retire the block (GC moves what it holds) and try again.
                u.retired.add(blk)
                async with u.lock:
                    if u.active == blk:
                        u.closed.add(blk)
                        u.active = None
                continue
            if cpl.status != St.OK:
                self.stats.unexpected += 1
                self.log.error("program of %s at unit %d block %d page %d: %s", lpn, u.index, blk, page,
                               cpl.status.name)
                raise RuntimeError(f"program status {cpl.status.name}")
            if for_gc:
                self.stats.gc_programs += 1
                if self.map.get(lpn) != expect:
                    self.stats.gc_dropped += 1
                    return False
            else:
                self.stats.host_programs += 1
            self._map(lpn, (u.index, blk, page))
            return True

    async def _push_program(self, unit: Optional[Unit], buf: int):
        """Claim a page and push its PROGRAM under the unit's lock (pages of a block go to the die
        in order); returns (unit, block, page, completion awaitable)."""
        futile = 0
        while True:
            gen = self._space_gen
            if unit is not None:
                tried = [unit]
            else:  # start at the next unit in turn, then the others (skipping full ones)
                start = self._next_unit().index
                tried = self.units[start:] + self.units[:start]
            for u in tried:
                async with u.lock:
                    slot = await self._claim(u, unit is not None)
                    if slot is not None:
                        blk, page = slot
                        done = await self.flash.issue(u.ch, Op.PROGRAM, u.die, u.plane, blk, page, buf=buf,
                                                      tag=self._tag(u.ch))
                if unit is None:
                    self._kick_gc(u)
                if slot is not None:
                    return u, blk, page, done
            if unit is not None:
                raise RuntimeError(f"GC of unit {unit.index} ran out of blocks (over-provisioning too small)")
            if gen == self._space_gen:  # nothing freed while we looked: sleep until GC frees
                self._space.clear()
                await self._space.wait()
            futile += 1
            if futile > 10_000:  # GC keeps finding nothing to reclaim: the namespaces overfill the flash
                raise RuntimeError("no free page in any unit and nothing for GC to reclaim")

    def _next_unit(self) -> Unit:
        u = self.units[self._rr]
        self._rr = (self._rr + 1) % len(self.units)
        return u

    def _map(self, lpn: tuple[int, int], ppa: Optional[tuple[int, int, int]]) -> None:
        old = self.map.pop(lpn, None)
        if old is not None:
            ou, ob, op = old
            self.units[ou].valid[ob].pop(op, None)
        if ppa is not None:
            self.map[lpn] = ppa
            ui, blk, page = ppa
            self.units[ui].valid[blk][page] = lpn

    def trim(self, lpn: tuple[int, int]) -> None:
        self._map(lpn, None)

    # ---------------------------------------------------------------- garbage collection
    def _kick_gc(self, u: Unit) -> None:
        if not u.gc_running and len(u.free) <= self.gc_low and u.closed - u.retired:
            u.gc_running = True
            cocotb.start_soon(self._gc(u))

    async def _gc(self, u: Unit) -> None:
        try:
            while len(u.free) < self.gc_high:
                candidates = [b for b in u.closed if b != u.active and b not in u.programming]
                if not candidates:
                    if any(b in u.programming for b in u.closed):
                        await ClockCycles(self.flash.clk, 64)  # a closed block's last programs
                        continue
                    break
                victim = min(candidates, key=lambda b: len(u.valid.get(b, {})))
                if len(u.valid.get(victim, {})) >= self.pages_per_block and victim not in u.retired:
                    break  # nothing to gain: every page still valid
                self.stats.gc_runs += 1
                u.closed.discard(victim)
                buf = await self.get_buffer()
                try:
                    for page, lpn in sorted(u.valid.get(victim, {}).items()):
                        if self.map.get(lpn) != (u.index, victim, page):
                            continue
                        status = await self.read_page(lpn, buf)
                        if status is None or status == St.UNCORRECTABLE:
                            # Rewritten meanwhile, or lost: an uncorrectable page stays where it is
                            # mapped until the host rewrites it (its reads keep failing).
                            if status == St.UNCORRECTABLE:
                                self.log.warning("GC: %s uncorrectable, left unmapped", lpn)
                                self.trim(lpn)
                            continue
                        await self.program(lpn, buf, unit=u, expect=(u.index, victim, page))
                finally:
                    self.put_buffer(buf)
                key = (u.index, victim)
                if key in self._pins:
                    ev = self._unpinned.setdefault(key, Event())
                    await ev.wait()
                u.valid.pop(victim, None)
                if victim in u.retired:
                    continue
                st = await self._erase(u, victim)
                if st == St.OK:
                    u.free.append(victim)
                    self._space_gen += 1
                    self._space.set()
                else:
                    u.retired.add(victim)
        finally:
            u.gc_running = False
            self._space_gen += 1
            self._space.set()


class FtlSetModel(IoSetModel):
    """Per-set I/O firmware on the FTL: Read, Write, Write Zeroes, DSM and Flush on the NAND."""

    def __init__(self, axil, set_id: int, ddr, lba_shift, ns_blocks, *, ftl: PageFtl, clk, **kw) -> None:
        super().__init__(axil, set_id, ddr, lba_shift, ns_blocks, clk=clk, **kw)
        self.ftl = ftl
        self.serve_inline = False  # every command waits for the NAND: each gets its own coroutine
        self._slot_locks: dict[int, Lock] = {}

    async def _xfer(self, cmd: SetCommand, offset: int, length: int, local: int, to_host: bool) -> int:
        """One host transfer of the command at a time: DONE_INFO names only the slot, so two
        transfers of one slot in flight could not be told apart. The pages' flash operations
        still overlap; only their (much shorter) host transfers take turns."""
        lock = self._slot_locks.setdefault(cmd.slot, Lock())
        async with lock:
            return await self.transfer_wait(cmd.slot, offset, length, local, to_host)

    def _segments(self, nsid: int, byte_off: int, length: int):
        """(logical page, offset in page, bytes, offset in the command) per page touched."""
        pb = self.ftl.page_bytes
        pos = 0
        while pos < length:
            off = (byte_off + pos) % pb
            n = min(pb - off, length - pos)
            yield (nsid, (byte_off + pos) // pb), off, n, pos
            pos += n

    async def _serve(self, cmd: SetCommand) -> None:
        status = nst.SUCCESS
        try:
            if cmd.opcode in (OPC_READ, OPC_WRITE):
                slba = cmd.cdw10 | cmd.cdw11 << 32
                sh = self.lba_shift[cmd.nsid]
                segs = list(self._segments(cmd.nsid, slba << sh, cmd.length))
                one = self._read_segment if cmd.opcode == OPC_READ else self._write_segment
                tasks = [cocotb.start_soon(one(cmd, *seg)) for seg in segs]
                await gather(*tasks)
                results = [t.result() for t in tasks]
                status = next((r for r in results if r != nst.SUCCESS), nst.SUCCESS)
            elif cmd.opcode == OPC_WRITE_ZEROES:
                slba = cmd.cdw10 | cmd.cdw11 << 32
                nlb = (cmd.cdw12 & 0xFFFF) + 1
                sh = self.lba_shift[cmd.nsid]
                status = await self._zero(cmd.nsid, slba << sh, nlb << sh)
            elif cmd.opcode == OPC_DSM:
                status = await self._dsm(cmd)
            elif cmd.opcode != OPC_FLUSH:
                status = nst.INVALID_OPCODE
        except RuntimeError as exc:
            self.log.error("set %d: %s", self.set_id, exc)
            status = nst.status(nst.INTERNAL_ERROR, dnr=True)
        await self.complete(cmd.slot, status)

    async def _read_segment(self, cmd: SetCommand, lpn, off: int, n: int, pos: int) -> int:
        ftl = self.ftl
        async with ftl.lpn_lock(lpn):
            if lpn not in ftl.map:
                res = await self._xfer(cmd, pos, n, ftl.zero_page + off, True)
                return nst.SUCCESS if res == 0 else _xfer_status(res)
            buf = await ftl.get_buffer()
            try:
                st = await ftl.read_page(lpn, buf)
                if st == St.UNCORRECTABLE:
                    return nst.UNRECOVERED_READ_ERROR
                if st != St.OK:
                    return nst.status(nst.INTERNAL_ERROR, dnr=True)
                res = await self._xfer(cmd, pos, n, buf + off, True)
                return nst.SUCCESS if res == 0 else _xfer_status(res)
            finally:
                ftl.put_buffer(buf)

    async def _write_segment(self, cmd: SetCommand, lpn, off: int, n: int, pos: int) -> int:
        ftl = self.ftl
        async with ftl.lpn_lock(lpn):
            buf = await ftl.get_buffer()
            try:
                if n < ftl.page_bytes:
                    st = await self._fill_old(lpn, buf)
                    if st != nst.SUCCESS:
                        return st
                res = await self._xfer(cmd, pos, n, buf + off, False)
                if res != 0:
                    return _xfer_status(res)
                await ftl.program(lpn, buf)
                return nst.SUCCESS
            finally:
                ftl.put_buffer(buf)

    async def _fill_old(self, lpn, buf: int) -> int:
        """The page's current contents into buf (zeros if unmapped), for read-modify-write."""
        ftl = self.ftl
        if lpn not in ftl.map:
            self.ddr.write(buf, bytes(ftl.page_bytes))
            return nst.SUCCESS
        ftl.stats.rmw_reads += 1
        st = await ftl.read_page(lpn, buf)
        if st == St.UNCORRECTABLE:
            return nst.UNRECOVERED_READ_ERROR
        return nst.SUCCESS if st == St.OK else nst.status(nst.INTERNAL_ERROR, dnr=True)

    async def _zero(self, nsid: int, byte_off: int, length: int) -> int:
        """Write Zeroes and deallocation: whole pages are unmapped (they read as zeros), partial
        ones rewritten with zeros over the range."""
        ftl = self.ftl
        for lpn, off, n, _ in self._segments(nsid, byte_off, length):
            async with ftl.lpn_lock(lpn):
                if n == ftl.page_bytes or lpn not in ftl.map:
                    ftl.trim(lpn)
                    continue
                buf = await ftl.get_buffer()
                try:
                    st = await self._fill_old(lpn, buf)
                    if st != nst.SUCCESS:
                        return st
                    self.ddr.write(buf + off, bytes(n))
                    await ftl.program(lpn, buf)
                finally:
                    ftl.put_buffer(buf)
        return nst.SUCCESS

    async def _dsm(self, cmd: SetCommand) -> int:
        status, ranges = await self.dsm_ranges(cmd)
        if status == nst.SUCCESS and cmd.cdw11 & 4:  # AD: deallocate; reads return zeros afterwards
            sh = self.lba_shift[cmd.nsid]
            for _, n, slba in ranges:
                if n:
                    status = await self._zero(cmd.nsid, slba << sh, n << sh)
                    if status != nst.SUCCESS:
                        break
        return status


class FtlBackEnd(IoBackEnd):
    """One FtlSetModel per NVM set, all on one PageFtl (the IoBackEnd of a drive with flash)."""

    def __init__(self, fw_hw, fw_config, ddr, ftl: PageFtl, *, num_sets: int, **kw) -> None:
        super().__init__(fw_hw, fw_config, ddr, num_sets=num_sets, set_model=FtlSetModel, ftl=ftl, **kw)
        self.ftl = ftl
