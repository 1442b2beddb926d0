"""cocotb tests for nvme_saca, the NVM-set-aware command arbitrator (rtl/nvme/generated/front_end/
nvme_saca.sv, Chisel source rtl/chisel/src/main/scala/cssd/nvme/NvmeSaca.scala; behaviour in
rtl/nvme/doc/README.md "I/O path and SACA").

The bench drives every port directly: FwCmd commands in, namespace table writes, per-set firmware
(command pops, transfer and completion requests, done pops), the data mover (xfer accepted,
xferDone answered) and the completion stream. A monitor samples every handshake each cycle and a
Python model (`SacaModel`) predicts, per command, where it goes (management queue, a set, or an
error completion with its status) and, per set request, the transfer or completion it becomes.
Per-set and management order is exact; the completion stream mixes three producers whose
interleaving is a timing choice, so completions are matched as a multiset (CIDs are unique).

The committed emit has 4 sets, 256 slots, 8 namespaces, MDTS 1 MiB (`NvmeSacaParams` defaults);
Chisel elaborates these away, so the sweep is over seeds and back-pressure.
"""

from __future__ import annotations

import os
from collections import Counter, deque
from dataclasses import dataclass

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from cssd_nvme.nvme_spec import SEARCH_CDW13, SEARCH_QUERY, STATUS, GenericStatus, NvmOpcode, VendorIoOpcode  # noqa: E402
from cssd_sim.cocotb_run import RTL, run
from cssd_sim.tb_random import make_rng

NUM_SETS = 4
NUM_SLOTS = 256
MAX_NS = 8
MDTS_BYTES = 1 << 20
DONE_DEPTH = 16  # NvmeSacaParams.doneDepth: each set's result queue and transfer credit
PARK_SLOTS = 72  # NvmeSacaParams.parkSlots
SET_BITS = 2  # log2(NUM_SETS): the table's 4-bit set field is cut to this

# NVMe status values (SCT 0) and the DNR bit NvmeSaca.scala's NvmeStatus posts, from the table.
DNR = STATUS.DNR.mask
SC_INVALID_OPCODE = GenericStatus.INVALID_OPCODE
SC_INVALID_FIELD = GenericStatus.INVALID_FIELD
SC_DATA_XFER_ERROR = GenericStatus.DATA_TRANSFER_ERROR
SC_INTERNAL = GenericStatus.INTERNAL_ERROR
SC_ABORT = GenericStatus.ABORT_REQUESTED
SC_INVALID_NS = GenericStatus.INVALID_NAMESPACE_OR_FORMAT
SC_PRP_OFFSET = GenericStatus.PRP_OFFSET_INVALID
SC_LBA_RANGE = GenericStatus.LBA_OUT_OF_RANGE
OP_FLUSH, OP_WRITE, OP_READ = NvmOpcode.FLUSH, NvmOpcode.WRITE, NvmOpcode.READ
OP_WZ, OP_DSM = NvmOpcode.WRITE_ZEROES, NvmOpcode.DATASET_MANAGEMENT
OP_SEARCH_QUERY, OP_SEARCH = VendorIoOpcode.SEARCH_QUERY, VendorIoOpcode.SEARCH
XFER_DROPPED = 5
# Data mover status -> NVMe status of an automatic completion (README: AUTO_CPL mapping).
AUTO_STATUS = {0: 0, 1: DNR | SC_PRP_OFFSET, 2: DNR | SC_INVALID_FIELD, 3: SC_DATA_XFER_ERROR,
               4: DNR | SC_INTERNAL, XFER_DROPPED: SC_ABORT}
PERIOD_NS = 4


# ----------------------------------------------------------------------------------------------
# reference model


@dataclass
class Ns:
    valid: bool = False
    host: bool = False
    set: int = 0
    lba_shift: int = 9
    nsze: int = 0


def make_sqe(opcode: int, cid: int, nsid: int, prp1: int = 0, prp2: int = 0, cdw10: int = 0,
             cdw11: int = 0, cdw12: int = 0, fuse: int = 0, psdt: int = 0, extra: int = 0) -> int:
    dw0 = opcode | (fuse << 8) | (psdt << 14) | (cid << 16)
    sqe = dw0 | (nsid << 32) | (prp1 << 192) | (prp2 << 256) | (cdw10 << 320) | (cdw11 << 352) | (cdw12 << 384)
    # Dwords the checks ignore (2-5, 13-15) carry noise so a dropped or shifted bit shows.
    return sqe | (extra & ((((1 << 128) - 1) << 64) | (((1 << 96) - 1) << 416)))


def rw_sqe(opcode, cid, nsid, slba, nlb, prp1=0x1000, prp2=0x2000, **kw) -> int:
    return make_sqe(opcode, cid, nsid, prp1, prp2, slba & 0xFFFFFFFF, slba >> 32, nlb & 0xFFFF, **kw)


class SacaModel:
    def __init__(self) -> None:
        self.ns = [Ns() for _ in range(MAX_NS)]

    def ns_write(self, index: int, e: Ns) -> None:
        if index < MAX_NS:  # entries past the table are ignored
            self.ns[index] = e

    def route(self, sqid: int, sqe: int) -> tuple:
        """('mgmt',) | ('err', status) | ('set', set, len), in the README's check order."""
        opcode = sqe & 0xFF
        fuse = (sqe >> 8) & 3
        psdt = (sqe >> 14) & 3
        nsid = (sqe >> 32) & 0xFFFFFFFF
        prp1 = (sqe >> 192) & ((1 << 64) - 1)
        cdw10 = (sqe >> 320) & 0xFFFFFFFF
        slba = (sqe >> 320) & ((1 << 64) - 1)
        nlb = (sqe >> 384) & 0xFFFF
        cdw13 = (sqe >> 416) & 0xFFFFFFFF
        search = opcode in (OP_SEARCH_QUERY, OP_SEARCH)
        if sqid == 0 or (opcode & 0x80 and not search) or (opcode == OP_FLUSH and nsid == 0xFFFFFFFF):
            return ("mgmt",)
        if opcode not in (OP_FLUSH, OP_WRITE, OP_READ, OP_WZ, OP_DSM, OP_SEARCH_QUERY, OP_SEARCH):
            return ("err", DNR | SC_INVALID_OPCODE)
        if fuse or psdt:
            return ("err", DNR | SC_INVALID_FIELD)
        ns = self.ns[nsid - 1] if 1 <= nsid <= MAX_NS else Ns()
        if not (ns.valid and ns.host):
            return ("err", DNR | SC_INVALID_NS)
        is_rw = opcode in (OP_READ, OP_WRITE)
        if (is_rw or opcode in (OP_WZ, OP_SEARCH)) and slba + nlb >= ns.nsze:
            return ("err", DNR | SC_LBA_RANGE)
        rw_bytes = (nlb + 1) << ns.lba_shift
        if is_rw and rw_bytes > MDTS_BYTES:
            return ("err", DNR | SC_INVALID_FIELD)
        has_data = is_rw or opcode in (OP_DSM, OP_SEARCH_QUERY, OP_SEARCH)
        if has_data and prp1 & 3:
            return ("err", DNR | SC_PRP_OFFSET)
        shift = SEARCH_CDW13.RANGE_SHIFT.get(cdw13)
        length = (rw_bytes if is_rw else ((cdw10 & 0xFF) + 1) * 16 if opcode == OP_DSM
                  else SEARCH_QUERY.size if opcode == OP_SEARCH_QUERY
                  else -(-(nlb + 1) // (1 << shift)) + 3 & ~3 if opcode == OP_SEARCH else 0)
        return ("set", ns.set & (NUM_SETS - 1), length)


@dataclass
class Cmd:
    sqid: int
    gen: int
    sqe: int
    # The model's verdict, taken when the command is sent (the table may change later).
    route: tuple | None = None

    @property
    def cid(self) -> int:
        return (self.sqe >> 16) & 0xFFFF

    @property
    def prp1(self) -> int:
        return (self.sqe >> 192) & ((1 << 64) - 1)

    @property
    def prp2(self) -> int:
        return (self.sqe >> 256) & ((1 << 64) - 1)


# ----------------------------------------------------------------------------------------------
# bench


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        # cocotb derives each test's RANDOM_SEED from the regression seed and the test name, so
        # SACA_SEED (not SEED) replays one test.
        self.rng = make_rng(dut, "SACA_SEED")
        self.model = SacaModel()
        self.cycle = 0
        # Observed handshakes, appended by the monitor in cycle order.
        self.cmd_in: list[Cmd] = []
        self.mgmt: list[Cmd] = []
        self.set_cmds: list[list[tuple[int, int, int, int]]] = [[] for _ in range(NUM_SETS)]  # slot, sqid, len, sqe
        self.set_dones: list[list[tuple[int, int]]] = [[] for _ in range(NUM_SETS)]
        self.xfers: list[dict] = []
        self.xfer_cycles: list[int] = []  # the cycle each xfer was accepted
        self.cpls: list[tuple[int, int, int, int, int, int]] = []  # sqid gen cid status dw0 dw1
        self.rejected = 0
        self.capped = 0
        self.hold_seen = 0  # every SQ bit sqHold ever raised
        self.stat = {k: [0] * NUM_SETS for k in ("statCmd", "statXfer", "statCpl")}
        self.set_req_fires = [0] * NUM_SETS
        self.p_ready = {"mgmt": 1.0, "set": 1.0, "done": 1.0, "xfer": 1.0, "cpl": 1.0}
        self.cmd_stalled = 0  # cycles cmdIn was offered and not taken
        # A data mover that moves this many bytes per cycle holds io_xfer_ready low for each
        # accepted transfer's length (0: io_xfer_ready follows p_ready alone).
        self.mover_bytes_per_cycle = 0
        self.mover_busy_until = 0

    def s(self, name: str):
        return getattr(self.dut, name)

    async def start(self) -> None:
        dut = self.dut
        cocotb.start_soon(Clock(dut.clock, PERIOD_NS, unit="ns").start())
        for name in ["io_cmdIn_valid", "io_cmdIn_bits_sqid", "io_cmdIn_bits_gen", "io_cmdIn_bits_sqe",
                     "io_gen", "io_nsCfg_valid", "io_nsCfg_bits_index", "io_nsCfg_bits_entry_valid",
                     "io_nsCfg_bits_entry_host", "io_nsCfg_bits_entry_set", "io_nsCfg_bits_entry_lbaShift",
                     "io_nsCfg_bits_entry_nsze", "io_xferDone_valid", "io_xferDone_bits_tag",
                     "io_xferDone_bits_status"]:
            self.s(name).value = 0
        for i in range(NUM_SETS):
            self.s(f"io_setReq_{i}_valid").value = 0
            for f in ("slot", "complete", "toHost", "autoCpl", "status", "dw0", "localAddr", "offset", "len"):
                self.s(f"io_setReq_{i}_bits_{f}").value = 0
        # SLOT_CAP as it resets (nvme.rdl); no cap unless a test sets one.
        self.slot_cap = [255] * NUM_SETS
        for i in range(NUM_SETS):
            self.s(f"io_slotCap_{i}").value = 255
        self._set_readies()
        dut.reset.value = 1
        for _ in range(3):
            await RisingEdge(dut.clock)
        dut.reset.value = 0
        cocotb.start_soon(self._monitor())
        cocotb.start_soon(self._ready_driver())
        await RisingEdge(dut.clock)

    def _readies(self):
        yield "io_mgmtCmd_ready", "mgmt"
        for i in range(NUM_SETS):
            yield f"io_setCmd_{i}_ready", f"set{i}" if f"set{i}" in self.p_ready else "set"
            yield f"io_setDone_{i}_ready", "done"
        yield "io_xfer_ready", "xfer"
        yield "io_cpl_ready", "cpl"

    def _set_readies(self) -> None:
        for name, key in self._readies():
            p = self.p_ready[key]
            ready = p >= 1.0 or (p > 0 and self.rng.random() < p)
            if key == "xfer" and self.cycle < self.mover_busy_until:
                ready = False
            self.s(name).value = int(ready)

    async def _ready_driver(self) -> None:
        while True:
            await RisingEdge(self.dut.clock)
            self._set_readies()

    async def _monitor(self) -> None:
        dut = self.dut
        v = lambda name: int(self.s(name).value)  # noqa: E731
        while True:
            await RisingEdge(dut.clock)
            await ReadOnly()
            self.cycle += 1
            if v("io_cmdIn_valid") and not v("io_cmdIn_ready"):
                self.cmd_stalled += 1
            if v("io_cmdIn_valid") and v("io_cmdIn_ready"):
                self.cmd_in.append(Cmd(v("io_cmdIn_bits_sqid"), v("io_cmdIn_bits_gen"), v("io_cmdIn_bits_sqe")))
            if v("io_mgmtCmd_valid") and v("io_mgmtCmd_ready"):
                self.mgmt.append(Cmd(v("io_mgmtCmd_bits_sqid"), v("io_mgmtCmd_bits_gen"), v("io_mgmtCmd_bits_sqe")))
            fired = {"statCmd": 0, "statXfer": 0, "statCpl": 0}
            for i in range(NUM_SETS):
                p = f"io_setCmd_{i}_"
                if v(p + "valid") and v(p + "ready"):
                    self.set_cmds[i].append((v(p + "bits_slot"), v(p + "bits_sqid"), v(p + "bits_len"),
                                             v(p + "bits_sqe")))
                    fired["statCmd"] |= 1 << i
                p = f"io_setDone_{i}_"
                if v(p + "valid") and v(p + "ready"):
                    self.set_dones[i].append((v(p + "bits_slot"), v(p + "bits_status")))
                if v(f"io_setReq_{i}_valid") and v(f"io_setReq_{i}_ready"):
                    self.set_req_fires[i] += 1
            if v("io_xfer_valid") and v("io_xfer_ready"):
                self.xfers.append({f: v("io_xfer_bits_" + f) for f in
                                   ("tag", "toHost", "prp1", "prp2", "cmdLen", "offset", "len", "localAddr")})
                self.xfer_cycles.append(self.cycle)
                if self.mover_bytes_per_cycle:
                    self.mover_busy_until = self.cycle + self.xfers[-1]["len"] // self.mover_bytes_per_cycle
            if v("io_cpl_valid") and v("io_cpl_ready"):
                self.cpls.append(tuple(v("io_cpl_bits_" + f) for f in ("sqid", "gen", "cid", "status", "dw0", "dw1")))
            self.rejected += v("io_rejected")
            self.capped += v("io_capped")
            self.hold_seen |= v("io_sqHold")
            assert v("io_statCmd") == fired["statCmd"], "statCmd differs from the setCmd handshakes"
            for k in self.stat:
                bits = v("io_" + k)
                for i in range(NUM_SETS):
                    self.stat[k][i] += (bits >> i) & 1

    async def cycles(self, n: int) -> None:
        for _ in range(n):
            await RisingEdge(self.dut.clock)

    async def wait_init(self) -> None:
        # The free-slot list is filled one slot per cycle after reset.
        await self.cycles(NUM_SLOTS + 4)

    async def ns_write(self, index: int, e: Ns) -> None:
        d = self.dut
        d.io_nsCfg_valid.value = 1
        d.io_nsCfg_bits_index.value = index
        d.io_nsCfg_bits_entry_valid.value = int(e.valid)
        d.io_nsCfg_bits_entry_host.value = int(e.host)
        d.io_nsCfg_bits_entry_set.value = e.set
        d.io_nsCfg_bits_entry_lbaShift.value = e.lba_shift
        d.io_nsCfg_bits_entry_nsze.value = e.nsze
        await RisingEdge(d.clock)
        d.io_nsCfg_valid.value = 0
        self.model.ns_write(index, e)

    async def default_table(self) -> None:
        """Namespaces 1..8: 1..6 host-visible on sets 0,1,2,3,0,1 with 512 B / 4 KiB blocks, 7 a
        firmware-private namespace, 8 unused."""
        for i in range(MAX_NS):
            e = Ns(valid=i != 7, host=i != 6, set=i % NUM_SETS, lba_shift=12 if i % 2 else 9,
                   nsze=(1 << 20) + 1000 * i)
            await self.ns_write(i, e)

    async def send(self, cmds: list[Cmd], p_valid: float = 1.0) -> None:
        d = self.dut
        for c in cmds:
            c.route = self.model.route(c.sqid, c.sqe)
            while p_valid < 1.0 and self.rng.random() >= p_valid:
                d.io_cmdIn_valid.value = 0
                await RisingEdge(d.clock)
            d.io_cmdIn_valid.value = 1
            d.io_cmdIn_bits_sqid.value = c.sqid
            d.io_cmdIn_bits_gen.value = c.gen
            d.io_cmdIn_bits_sqe.value = c.sqe
            while True:
                await ReadOnly()
                fired = int(d.io_cmdIn_ready.value)
                await RisingEdge(d.clock)
                if fired:
                    break
        d.io_cmdIn_valid.value = 0

    async def set_req(self, i: int, slot: int, complete: bool = False, to_host: bool = False,
                      auto: bool = False, status: int = 0, dw0: int = 0, local: int = 0,
                      offset: int = 0, length: int = 0) -> None:
        d = self.dut
        p = f"io_setReq_{i}_"
        for f, val in (("slot", slot), ("complete", complete), ("toHost", to_host), ("autoCpl", auto),
                       ("status", status), ("dw0", dw0), ("localAddr", local), ("offset", offset),
                       ("len", length)):
            self.s(p + "bits_" + f).value = int(val)
        self.s(p + "valid").value = 1
        while True:
            await ReadOnly()
            fired = int(self.s(p + "ready").value)
            await RisingEdge(d.clock)
            if fired:
                break
        self.s(p + "valid").value = 0

    async def xfer_done(self, tag: int, status: int) -> None:
        d = self.dut
        d.io_xferDone_valid.value = 1
        d.io_xferDone_bits_tag.value = tag
        d.io_xferDone_bits_status.value = status
        while True:
            await ReadOnly()
            fired = int(d.io_xferDone_ready.value)
            await RisingEdge(d.clock)
            if fired:
                break
        d.io_xferDone_valid.value = 0

    async def until(self, cond, limit: int = 2000, what: str = "condition") -> None:
        for _ in range(limit):
            if cond():
                return
            await RisingEdge(self.dut.clock)
        assert cond(), f"timeout waiting for {what}"

    # -- checks against the model --

    def check_routing(self, cmds: list[Cmd]) -> dict[int, Cmd]:
        """Every command in `cmds` (in SQ order) went where the model says, per-set and
        management order exact, with the right payload. Returns slot -> command for outstanding
        set commands."""
        exp_mgmt, exp_set, exp_cpl = [], [[] for _ in range(NUM_SETS)], []
        for c in cmds:
            r = c.route
            if r[0] == "mgmt":
                exp_mgmt.append(c)
            elif r[0] == "err":
                exp_cpl.append((c.sqid, c.gen, c.cid, r[1], 0, 0))
            else:
                exp_set[r[1]].append((c, r[2]))
        assert [(m.sqid, m.gen, m.sqe) for m in self.mgmt] == [(m.sqid, m.gen, m.sqe) for m in exp_mgmt]
        slots = {}
        for i in range(NUM_SETS):
            got = self.set_cmds[i]
            assert len(got) == len(exp_set[i]), f"set {i}: {len(got)} commands, model {len(exp_set[i])}"
            for (slot, sqid, length, sqe), (c, elen) in zip(got, exp_set[i]):
                assert (sqid, length, sqe) == (c.sqid, elen, c.sqe), f"set {i} cid {c.cid:#x}: wrong command"
                slots[slot] = c
        assert Counter(self.cpls) == Counter(exp_cpl), "error completions differ from the model"
        assert self.rejected == len(exp_cpl)
        return slots


async def setup(dut) -> Tb:
    tb = Tb(dut)
    await tb.start()
    await tb.wait_init()
    await tb.default_table()
    return tb


# ----------------------------------------------------------------------------------------------
# directed tests


@cocotb.test()
async def command_checks_and_statuses(dut):
    """Each check in the documented order gives its status with DNR (opcode, FUSE/PSDT,
    namespace 0 / beyond the table / unused / private, LBA range incl. 64-bit wrap and the last
    LBA, MDTS at and above 1 MiB for both block sizes, PRP1 alignment), precedence between
    failing checks, and the good commands in between reach their set with the right length."""
    tb = await setup(dut)
    m = tb.model
    cmds: list[Cmd] = []
    cid = 0

    def push(sqe_fn, sqid=1):
        nonlocal cid
        cid += 1
        cmds.append(Cmd(sqid, 3, sqe_fn(cid)))

    def rw(opc, nsid, slba, nlb, sqid=1, **kw):
        push(lambda c: rw_sqe(opc, c, nsid, slba, nlb, **kw), sqid)

    def op(opc, nsid, sqid=1, **kw):
        push(lambda c: make_sqe(opc, c, nsid, **kw), sqid)

    nsze1 = m.ns[0].nsze  # 512 B blocks
    nsze2 = m.ns[1].nsze  # 4 KiB blocks
    for bad_op in (0x03, 0x04, 0x05, 0x0A, 0x0D, 0x11, 0x7F):
        op(bad_op, 1)
    rw(OP_READ, 1, 0, 0, fuse=1)
    rw(OP_WRITE, 1, 0, 0, psdt=2)
    op(0x03, 0, fuse=1)  # opcode is checked before fields and namespace
    for nsid in (0, 9, 16, 0xFFFFFFFE, 7, 8):  # 7 private, 8 unused
        rw(OP_READ, nsid, 0, 0)
    rw(OP_READ, 9, 0, 0, fuse=2)  # fields before namespace
    rw(OP_READ, 1, nsze1 - 1, 0)  # last LBA: good
    rw(OP_READ, 1, nsze1 - 1, 1)  # one past
    rw(OP_WRITE, 1, nsze1, 0)
    rw(OP_WZ, 2, nsze2 - 4, 3)  # Write Zeroes: range checked, no MDTS, no data
    rw(OP_WZ, 2, nsze2 - 4, 4)
    rw(OP_WZ, 2, 0, 0xFFFF)  # 256 MiB of zeroes: not limited by MDTS
    rw(OP_READ, 1, (1 << 64) - 1, 1)  # SLBA + NLB wraps 64 bits
    rw(OP_READ, 1, (1 << 64) - 2, 1)
    rw(OP_READ, 1, 0, 2047)  # 1 MiB of 512 B blocks: good
    rw(OP_READ, 1, 0, 2048)
    rw(OP_WRITE, 2, 0, 255)  # 1 MiB of 4 KiB blocks
    rw(OP_WRITE, 2, 0, 256)
    rw(OP_WRITE, 2, nsze2, 256)  # range before MDTS
    for low in (1, 2, 3):
        rw(OP_READ, 1, 0, 7, prp1=0x1000 | low)
    rw(OP_READ, 1, 0, 2048, prp1=0x1001)  # MDTS before PRP
    rw(OP_READ, 2, 0, 0, prp1=0x1004)  # dword offset: good
    op(OP_DSM, 3, prp1=0x2002, cdw10=4)  # DSM has data: PRP checked
    op(OP_DSM, 3, prp1=0x2000, cdw10=255)  # 256 ranges = 4 KiB
    op(OP_WZ, 4, prp1=0x3)  # no data: PRP ignored
    op(OP_FLUSH, 4, prp1=0x3)
    op(OP_FLUSH, 8)  # Flush of an unused namespace
    op(OP_FLUSH, 0xFFFFFFFF)  # broadcast Flush -> management
    op(0x06, 1, sqid=0)  # admin Identify
    op(0x03, 1, sqid=0)  # an admin opcode that is not an NVM one
    op(0xE1, 0)  # vendor I/O -> management, namespace not checked
    # The 2PM search pair goes to the set, checked like a Read (no MDTS: one byte per range).
    op(OP_SEARCH_QUERY, 2, prp1=0x4000)
    op(OP_SEARCH_QUERY, 0)
    op(OP_SEARCH_QUERY, 2, prp1=0x4002)
    for shift in (0, 3, 16, 31):
        rw(OP_SEARCH, 1, 0, 0xFFFF, extra=shift << 416)
        rw(OP_SEARCH, 1, 5, 8, extra=shift << 416)
    rw(OP_SEARCH, 1, nsze1 - 1, 1)
    op(0x80, 99, fuse=3)
    await tb.send(cmds)
    await tb.cycles(40)
    tb.check_routing(cmds)
    statuses = Counter(s for *_, s, _, _ in tb.cpls)
    dut._log.info("statuses %s", {hex(k): n for k, n in statuses.items()})
    for st in (SC_INVALID_OPCODE, SC_INVALID_FIELD, SC_INVALID_NS, SC_LBA_RANGE, SC_PRP_OFFSET):
        assert statuses[DNR | st], f"no command exercised status {st:#x}"


@cocotb.test()
async def namespace_table_routing(dut):
    """Table writes take effect for the next command: moving a namespace between sets, hiding it
    (host = 0) and dropping it (valid = 0), a set id above the set count (only its low bits
    count), writes to indices past the table ignored. Commands of one set keep SQ order across
    several SQs."""
    tb = await setup(dut)
    rng = tb.rng
    cmds: list[Cmd] = []
    cid = 0
    for round_ in range(6):
        if round_:
            idx = rng.randrange(16)  # 8..15 must change nothing
            await tb.ns_write(idx, Ns(valid=rng.random() < 0.85, host=rng.random() < 0.85,
                                      set=rng.randrange(16), lba_shift=rng.choice([9, 12]),
                                      nsze=rng.choice([16, 1 << 20, (1 << 64) - 1])))
            await tb.ns_write(rng.randrange(MAX_NS), Ns(True, True, rng.randrange(16), 9, 1 << 30))
        batch = []
        for _ in range(24):
            cid += 1
            batch.append(Cmd(rng.randrange(1, 129), round_, rw_sqe(rng.choice([OP_READ, OP_WRITE]), cid,
                                                                  rng.randrange(0, 10), rng.randrange(64), 7)))
        # Route each batch before the next table write: the model must see the same table.
        await tb.send(batch)
        await tb.cycles(20)
        cmds += batch
        tb.check_routing(cmds)
    assert sum(map(len, tb.set_cmds)) > 40


@cocotb.test()
async def slots_fill_backpressure_release(dut):
    """With no completions every slot is given out once (all 256 distinct), then the input stalls
    (two more commands sit in the input buffer) and an admin command behind the stall waits too
    (the command stream is in order); each completion frees exactly one slot for the next command;
    the completion carries the slot's SQID/GEN/CID and the requested status and DW0."""
    tb = await setup(dut)
    rng = tb.rng
    tb.p_ready["set"] = 1.0
    cmds = [Cmd(1 + (k % 7), 5, rw_sqe(OP_READ, k, 1 + (k % 4), k, 0)) for k in range(NUM_SLOTS + 10)]
    admin = Cmd(0, 5, make_sqe(0x06, 0xAD, 0))
    sender = cocotb.start_soon(tb.send(cmds[:NUM_SLOTS + 3] + [admin] + cmds[NUM_SLOTS + 3:]))
    await tb.until(lambda: sum(map(len, tb.set_cmds)) == NUM_SLOTS, 3000, "every slot in use")
    await tb.cycles(30)
    assert sum(map(len, tb.set_cmds)) == NUM_SLOTS, "a command went out without a free slot"
    assert len(tb.cmd_in) == NUM_SLOTS + 2, f"{len(tb.cmd_in)} commands taken; expected slots + input buffer"
    assert not sender.done()
    assert not tb.mgmt, "the admin command passed the stalled I/O command"
    delivered = [e for q in tb.set_cmds for e in q]
    slot_cmd = {slot: sqe for slot, _, _, sqe in delivered}
    assert sorted(slot_cmd) == list(range(NUM_SLOTS)), "slots are not all distinct"
    # Release slots one at a time from random sets; one new command flows per release.
    owner = {slot: i for i in range(NUM_SETS) for slot, *_ in tb.set_cmds[i]}
    freed = rng.sample(range(NUM_SLOTS), 10)
    by_sqe = {c.sqe: c for c in cmds}
    exp_cpl = []
    for n, slot in enumerate(freed, 1):
        i = owner[slot]
        c = by_sqe[slot_cmd[slot]]
        status, dw0 = rng.randrange(1 << 15), rng.getrandbits(32)
        exp_cpl.append((c.sqid, c.gen, c.cid, status, dw0, 0))
        await tb.set_req(i, slot, complete=True, status=status, dw0=dw0)
        await tb.until(lambda: sum(map(len, tb.set_cmds)) == NUM_SLOTS + n, 100, "the command after a release")
        await tb.cycles(5)
        assert sum(map(len, tb.set_cmds)) == NUM_SLOTS + n
    await sender
    uses = Counter(slot for q in tb.set_cmds for slot, *_ in q)
    assert {s for s, k in uses.items() if k == 2} == set(freed), "the new commands did not get the freed slots"
    assert max(uses.values()) == 2
    assert tb.cpls == exp_cpl
    assert [m.sqe for m in tb.mgmt] == [admin.sqe]
    assert tb.stat["statCpl"] == [sum(1 for s in freed if owner[s] == i) for i in range(NUM_SETS)]


@cocotb.test()
async def stopped_set_does_not_block_others(dut):
    """Set 0 stops popping; commands for sets 1-3 interleaved with set-0 commands keep flowing
    (their FIFOs absorb set 0's share) until the slots run out."""
    tb = await setup(dut)
    dut.io_setCmd_0_ready.value = 0
    tb.p_ready["set"] = 1.0
    stop0 = cocotb.start_soon(_hold_low(tb, "io_setCmd_0_ready"))
    cmds = [Cmd(2, 1, rw_sqe(OP_WRITE, k, 1 + (k % 4), 0, 0)) for k in range(200)]
    await tb.send(cmds)
    await tb.cycles(30)
    assert len(tb.set_cmds[0]) == 0
    assert [len(q) for q in tb.set_cmds[1:]] == [50, 50, 50]
    stop0.cancel()
    await tb.cycles(80)
    tb.check_routing(cmds)


async def _hold_low(tb: Tb, name: str) -> None:
    while True:
        await RisingEdge(tb.dut.clock)
        tb.s(name).value = 0


@cocotb.test()
async def transfers_done_and_auto_completion(dut):
    """A transfer request becomes an xfer with the slot's PRP1/PRP2/length and the request's
    offset/length/local address/direction, tagged autoCpl|set|slot; a done without AUTO_CPL goes
    back to that set's done queue with the mover's status; with AUTO_CPL it becomes the command's
    completion with the mapped status (README table) and frees the slot. A transfer for a slot
    of an older generation moves nothing: done status 5, or an Abort Requested completion."""
    tb = await setup(dut)
    rng = tb.rng
    dut.io_gen.value = 2
    cmds = []
    for k in range(16):
        prp1 = rng.getrandbits(62) << 2
        cmds.append(Cmd(rng.randrange(1, 129), 2, rw_sqe(OP_READ, 100 + k, 1 + (k % 4), k, rng.randrange(8),
                                                        prp1=prp1, prp2=rng.getrandbits(64))))
    await tb.send(cmds)
    await tb.cycles(20)
    slots = tb.check_routing(cmds)
    set_of = {slot: i for i in range(NUM_SETS) for slot, *_ in tb.set_cmds[i]}
    len_of = {slot: ln for i in range(NUM_SETS) for slot, _, ln, _ in tb.set_cmds[i]}
    items = sorted(slots.items())
    exp_cpl = []
    # First half: plain transfers, one done per status, then completion requests.
    for n, (slot, c) in enumerate(items[:8]):
        i = set_of[slot]
        req = dict(to_host=bool(n & 1), local=rng.getrandbits(32) & ~3, offset=4 * n, length=4 * (n + 1))
        await tb.set_req(i, slot, **req)
        await tb.until(lambda: len(tb.xfers) == n + 1, 50, "xfer")
        x = tb.xfers[-1]
        assert x == {"tag": (i << 11) | slot, "toHost": int(req["to_host"]), "prp1": c.prp1, "prp2": c.prp2,
                     "cmdLen": len_of[slot], "offset": req["offset"], "len": req["length"],
                     "localAddr": req["local"]}, f"xfer of slot {slot}"
        st = n % 5
        await tb.xfer_done(x["tag"], st)
        await tb.until(lambda: len(tb.set_dones[i]) and tb.set_dones[i][-1] == (slot, st), 50, "set done")
        await tb.set_req(i, slot, complete=True, status=0x123, dw0=0xCAFE0000 | n)
        exp_cpl.append((c.sqid, 2, c.cid, 0x123, 0xCAFE0000 | n, 0))
    # Second half: AUTO_CPL transfers with each mover status.
    for n, (slot, c) in enumerate(items[8:13]):
        i = set_of[slot]
        await tb.set_req(i, slot, auto=True, length=64)
        await tb.until(lambda: len(tb.xfers) == 9 + n, 50, "auto xfer")
        assert tb.xfers[-1]["tag"] == (1 << 15) | (i << 11) | slot
        await tb.xfer_done(tb.xfers[-1]["tag"], n)
        exp_cpl.append((c.sqid, 2, c.cid, AUTO_STATUS[n], 0, 0))
    # Controller reset: the remaining three slots are stale.
    dut.io_gen.value = 3
    stale = items[13:]
    (s0, c0), (s1, c1), (s2, c2) = stale
    await tb.set_req(set_of[s0], s0, length=8)  # plain: done status 5 to the set
    await tb.set_req(set_of[s1], s1, auto=True, length=8)  # auto: Abort Requested completion
    await tb.until(lambda: any(d == (s0, XFER_DROPPED) for d in tb.set_dones[set_of[s0]]), 50, "dropped done")
    exp_cpl.append((c1.sqid, 2, c1.cid, SC_ABORT, 0, 0))
    await tb.set_req(set_of[s2], s2, complete=True, status=0)  # completion still goes out (engine drops it)
    exp_cpl.append((c2.sqid, 2, c2.cid, 0, 0, 0))
    await tb.set_req(set_of[s0], s0, complete=True, status=0)
    exp_cpl.append((c0.sqid, 2, c0.cid, 0, 0, 0))
    await tb.cycles(20)
    assert len(tb.xfers) == 13, "a stale transfer reached the data mover"
    assert Counter(tb.cpls) == Counter(exp_cpl)
    assert sum(tb.stat["statXfer"]) == 15 and sum(tb.stat["statCpl"]) == 16
    # All 16 slots are free again: 256 new commands fit without a completion.
    more = [Cmd(1, 3, rw_sqe(OP_READ, 500 + k, 1 + k % 4, 0, 0)) for k in range(NUM_SLOTS)]
    await tb.send(more)
    await tb.cycles(30)
    assert sum(map(len, tb.set_cmds)) == 16 + NUM_SLOTS


@cocotb.test()
async def set_at_its_cap_holds_its_sqs(dut):
    """Set 0 (cap 20) stops completing. Its SQ 3 brings it 30 commands (all are taken: what the
    engine fetched before a hold still gets a slot, from the park) and is held from the 20th on;
    SQ 5 brings set 0 one command at the cap and is held too; SQ 7 feeds sets 1 and 2 and is never
    held, and all of its commands reach their sets. The holds end when set 0 completes below its
    cap. The cap counts slots, not commands popped: set 0 pops every command."""
    tb = await setup(dut)
    dut.io_slotCap_0.value = 20
    set0 = [Cmd(3, 0, rw_sqe(OP_READ, k, 1, k, 0)) for k in range(30)]  # namespace 1: set 0
    await tb.send(set0)
    await tb.cycles(10)
    hold = lambda: int(dut.io_sqHold.value)  # noqa: E731
    assert hold() == 1 << 3, f"sqHold {hold():#x}: SQ 3 should be held"
    assert tb.capped == 11, f"{tb.capped} commands counted at the cap (the 20th to the 30th)"
    await tb.send([Cmd(5, 0, rw_sqe(OP_READ, 99, 1, 0, 0))])
    others = [Cmd(7, 0, rw_sqe(OP_WRITE, 200 + k, 2 + (k % 2), k, 0)) for k in range(60)]  # sets 1, 2
    await tb.send(others)
    await tb.cycles(20)
    assert hold() == (1 << 3) | (1 << 5)
    assert len(tb.set_cmds[0]) == 31 and [len(q) for q in tb.set_cmds[1:3]] == [30, 30]
    # Completing set 0's slots: still at the cap (31 -> 20) the holds stay, below it they end.
    slots0 = [slot for slot, *_ in tb.set_cmds[0]]
    for n, slot in enumerate(slots0[:12], 1):
        await tb.set_req(0, slot, complete=True)
        await tb.until(lambda: tb.stat["statCpl"][0] == n, 50, "the completion")
        await tb.cycles(2)
        assert (hold() != 0) == (31 - n >= 20), f"{31 - n} slots in use, sqHold {hold():#x}"
    assert hold() == 0
    assert tb.hold_seen == (1 << 3) | (1 << 5), "an SQ that never fed set 0 was held"


async def _answer_every_xfer(tb: Tb) -> None:
    """A data mover that reports every transfer it takes, in order, with status OK."""
    seen = 0
    while True:
        if seen < len(tb.xfers):
            await tb.xfer_done(tb.xfers[seen]["tag"], 0)
            seen += 1
        else:
            await RisingEdge(tb.dut.clock)


def _xfer_set(x: dict) -> int:
    return (x["tag"] >> 11) & 0xF


@cocotb.test()
async def unpopped_results_hold_only_their_set(dut):
    """Set 0 pushes 24 transfers and never pops a result: SACA takes exactly DONE_DEPTH of them
    (its credit), the rest wait in set 0's request queue and port, and the data mover and set 1 go
    on (set 1's 12 transfers all get their results). Popping again lets the rest through. Without
    the credit the fifth unpopped result held the mover's done stream, and with it every set."""
    tb = await setup(dut)
    cmds = [Cmd(1, 0, rw_sqe(OP_READ, k, 1 + (k % 2), k, 7)) for k in range(60)]  # sets 0 and 1
    await tb.send(cmds)
    await tb.cycles(10)
    slots = [[slot for slot, *_ in tb.set_cmds[i]] for i in range(2)]
    stop0 = cocotb.start_soon(_hold_low(tb, "io_setDone_0_ready"))
    mover = cocotb.start_soon(_answer_every_xfer(tb))

    async def push(i: int, n: int) -> None:
        for k in range(n):
            await tb.set_req(i, slots[i][k], length=256)

    set0 = cocotb.start_soon(push(0, 24))
    await tb.until(lambda: sum(_xfer_set(x) == 0 for x in tb.xfers) == DONE_DEPTH, 500, "set 0's credit")
    await push(1, 12)
    await tb.until(lambda: len(tb.set_dones[1]) == 12, 500, "set 1's results past set 0's unpopped ones")
    await tb.cycles(50)
    assert sum(_xfer_set(x) == 0 for x in tb.xfers) == DONE_DEPTH, "set 0 went past its credit"
    assert not tb.set_dones[0] and not set0.done()
    stop0.cancel()
    await set0
    await tb.until(lambda: len(tb.set_dones[0]) == 24, 500, "set 0's results once popped")
    assert [slot for slot, _ in tb.set_dones[0]] == slots[0][:24]
    assert [slot for slot, _ in tb.set_dones[1]] == slots[1][:12]
    mover.cancel()


@cocotb.test()
async def sets_share_the_mover_by_bytes(dut):
    """Set 0 asks for 16 KiB transfers, set 1 for 512 B ones, both without pause, before a data
    mover that moves 64 B a cycle. Deficit round robin gives each about half the bytes (per-request
    round robin gave set 0 32 times set 1's). A set alone gets the whole mover."""
    tb = await setup(dut)
    cmds = [Cmd(1, 0, rw_sqe(OP_READ, k, 2 - (k % 2), 0, 63)) for k in range(8)]  # sets 1 and 0
    await tb.send(cmds)
    await tb.cycles(10)
    slot = [tb.set_cmds[i][0][0] for i in range(2)]
    tb.mover_bytes_per_cycle = 64
    mover = cocotb.start_soon(_answer_every_xfer(tb))
    sizes = (16384, 512)

    async def push(i: int, until_cycle: int) -> None:
        while tb.cycle < until_cycle:
            await tb.set_req(i, slot[i], length=sizes[i])

    window = (500, 8500)
    pushers = [cocotb.start_soon(push(i, window[1] + 600)) for i in range(2)]
    await tb.until(lambda: tb.cycle >= window[1], window[1] + 100, "the measuring window")
    got = [0, 0]
    for x, cyc in zip(tb.xfers, tb.xfer_cycles):
        if window[0] <= cyc < window[1]:
            got[_xfer_set(x)] += x["len"]
    ratio = got[0] / got[1]
    dut._log.info("bytes in %d cycles: set 0 %d, set 1 %d (ratio %.2f)", window[1] - window[0], *got, ratio)
    assert sum(got) >= 0.9 * 64 * (window[1] - window[0]), f"the mover idled: {got}"
    assert 0.8 <= ratio <= 1.25, f"set 0 / set 1 bytes {ratio:.2f}, not byte-fair"
    # Alone, set 0 is never made to wait for a deficit: the mover stays busy.
    for p in pushers:
        await p
    await tb.cycles(600)
    start, n0 = tb.cycle, len(tb.xfers)
    await push(0, start + 3000)
    alone = sum(x["len"] for x in tb.xfers[n0:])
    assert alone >= 0.9 * 64 * (tb.cycle - start), f"set 0 alone got {alone} B in {tb.cycle - start} cycles"
    mover.cancel()


# ----------------------------------------------------------------------------------------------
# random test: set firmware and data mover models around the DUT, back-pressure everywhere


class RandomIo:
    """Per set: pop commands, issue 0-3 transfers (sometimes the last with AUTO_CPL), wait for
    their dones, complete. A data mover answers xfers out of order with random statuses."""

    def __init__(self, tb: Tb) -> None:
        self.tb = tb
        self.rng = tb.rng
        self.exp_xfer: dict[int, deque] = {}  # tag -> expected xfer dicts, in order
        self.exp_cpl: list[tuple] = []
        self.set_seen = [0] * NUM_SETS
        self.done_wait: dict[tuple[int, int], int] = {}
        self.mover_seen = 0
        self.outstanding = 0
        self.gen = 0
        self.slot_cmd: dict[int, tuple[int, Cmd, int]] = {}  # slot -> (set, cmd, len)
        self.xfer_reqs = [0] * NUM_SETS

    async def set_fw(self, i: int, route_of) -> None:
        tb, rng = self.tb, self.rng
        while True:
            while self.set_seen[i] >= len(tb.set_cmds[i]):
                await RisingEdge(tb.dut.clock)
            slot, sqid, length, sqe = tb.set_cmds[i][self.set_seen[i]]
            self.set_seen[i] += 1
            c = route_of(sqe)
            self.slot_cmd[slot] = (i, c, length)
            n = rng.randrange(4) if length else 0
            auto_last = n and rng.random() < 0.4
            for k in range(n):
                auto = auto_last and k == n - 1
                off = rng.randrange(0, max(1, length // 4)) * 4
                req = dict(to_host=rng.random() < 0.5, local=rng.getrandbits(30) << 2, offset=off,
                           length=4 * rng.randrange(1, 64))
                tag = (int(auto) << 15) | (i << 11) | slot
                self.exp_xfer.setdefault(tag, deque()).append(
                    {"tag": tag, "toHost": int(req["to_host"]), "prp1": c.prp1, "prp2": c.prp2,
                     "cmdLen": length, "offset": off, "len": req["length"], "localAddr": req["local"]})
                before = len(tb.set_dones[i])
                await tb.set_req(i, slot, auto=auto, **req)
                self.xfer_reqs[i] += 1
                if auto:
                    break
                # Dones for one set come back in the mover's order; this set waits for its own.
                await tb.until(lambda: any(d[0] == slot for d in tb.set_dones[i][before:]), 5000, "done")
                for _ in range(rng.randrange(3)):
                    await RisingEdge(tb.dut.clock)
            if not auto_last:
                status, dw0 = rng.randrange(1 << 15), rng.getrandbits(32)
                self.exp_cpl.append((c.sqid, c.gen, c.cid, status, dw0, 0))
                await tb.set_req(i, slot, complete=True, status=status, dw0=dw0)

    async def mover(self) -> None:
        tb, rng = self.tb, self.rng
        pending: list[dict] = []
        while True:
            while self.mover_seen < len(tb.xfers):
                x = tb.xfers[self.mover_seen]
                self.mover_seen += 1
                exp = self.exp_xfer.get(x["tag"])
                assert exp, f"unexpected xfer {x}"
                assert x == exp.popleft(), f"xfer differs from the request: {x}"
                pending.append(x)
            if pending and rng.random() < 0.5:
                x = pending.pop(rng.randrange(len(pending)))
                st = rng.choice([0, 0, 0, 1, 2, 3, 4])
                if x["tag"] >> 15:
                    slot = x["tag"] & 0xFF
                    _, c, _ = self.slot_cmd[slot]
                    self.exp_cpl.append((c.sqid, c.gen, c.cid, AUTO_STATUS[st], 0, 0))
                await tb.xfer_done(x["tag"], st)
            else:
                await RisingEdge(tb.dut.clock)


@cocotb.test()
async def random_io(dut):
    """Seeded random commands (good and malformed, several SQs, all sets) with random back-pressure
    on every output and a random set firmware / data mover: routing, per-set order, xfers,
    dones and every completion against the model; all slots free at the end."""
    tb = await setup(dut)
    rng = tb.rng
    for k in ("mgmt", "set", "done", "xfer", "cpl"):
        tb.p_ready[k] = rng.choice([1.0, 0.7, 0.3])
    # One set in two runs is slow (pops rarely until the SQ stream ends): its FIFO fills, the
    # slots run out and every set waits until it catches up.
    slow = rng.choice([None, rng.randrange(NUM_SETS)])
    if slow is not None:
        tb.p_ready[f"set{slow}"] = 0.01
    # Some sets get a slot cap: their SQs are held at it (this bench feeds commands regardless,
    # as a queue engine would with fetches in flight), and every hold ends when the run does.
    caps = [rng.choice([255, 255, rng.randrange(2, 48)]) for _ in range(NUM_SETS)]
    for i, c in enumerate(caps):
        tb.s(f"io_slotCap_{i}").value = c
    dut._log.info("ready probabilities %s, slot caps %s", tb.p_ready, caps)
    n_cmds = int(os.environ.get("SACA_COMMANDS", "1500"))
    cmds = []
    for k in range(n_cmds):
        roll = rng.random()
        cid = k
        # About two thirds good commands; the rest hits each check (namespace 0, private, unused,
        # beyond the table; range end and wrap; MDTS; PRP1 bits 1:0; FUSE; unknown opcode).
        bad = rng.random() < 0.3
        nsid = rng.choice([0, 7, 8, 9, 1, 2]) if bad else rng.randrange(1, 7)
        if roll < 0.05:
            sqe = make_sqe(rng.choice([0x06, 0x09, 0x0C]), cid, 0)
            sqid = 0
        elif roll < 0.08:
            sqe, sqid = make_sqe(rng.choice([0x80, 0xE1, 0xE2, OP_SEARCH_QUERY]), cid, nsid), rng.randrange(1, 129)
        elif roll < 0.10:
            sqe, sqid = make_sqe(OP_FLUSH, cid, 0xFFFFFFFF), rng.randrange(1, 129)
        else:
            op = rng.choice([OP_READ, OP_WRITE, OP_READ, OP_WRITE, OP_WZ, OP_DSM, OP_FLUSH, OP_SEARCH]
                            + ([0x05, 0x0A] if bad else []))
            nsze = tb.model.ns[(nsid - 1) % MAX_NS].nsze
            slba = rng.choice([rng.randrange(1 << 16), nsze - rng.randrange(1, 300)]
                              + ([rng.getrandbits(64)] if bad else []))
            nlb = rng.choice([0, 7, rng.randrange(256)] + ([rng.randrange(2040, 2100)] if bad else []))
            prp1 = rng.getrandbits(52) << 12 | rng.choice([0, 4, 0x800] + ([1, 2, 3] if bad else []))
            sqe = rw_sqe(op, cid, nsid, slba & ((1 << 64) - 1), nlb, prp1=prp1, prp2=rng.getrandbits(64),
                         fuse=int(bad and rng.random() < 0.1), extra=rng.getrandbits(512))
            if op == OP_DSM:
                sqe = (sqe & ~(0xFFFFFFFF << 320)) | (rng.randrange(256) << 320)
            sqid = rng.randrange(1, 129)
        cmds.append(Cmd(sqid, 0, sqe))
    by_sqe = {c.sqe: c for c in cmds}
    io = RandomIo(tb)
    tasks = [cocotb.start_soon(io.set_fw(i, by_sqe.__getitem__)) for i in range(NUM_SETS)]
    tasks.append(cocotb.start_soon(io.mover()))
    await tb.send(cmds, p_valid=rng.choice([1.0, 0.5]))
    tb.p_ready.pop(f"set{slow}", None)
    routes = Counter(c.route[0] for c in cmds)
    n_err = routes["err"]
    exp_total = lambda: n_err + len(io.exp_cpl)  # noqa: E731
    await tb.until(lambda: sum(io.set_seen) == routes["set"] and len(tb.cpls) == exp_total()
                   and len(tb.mgmt) == routes["mgmt"], 200000, "every command finished")
    await tb.cycles(50)
    assert len(tb.cpls) == exp_total()
    exp_err = [(c.sqid, c.gen, c.cid, c.route[1], 0, 0) for c in cmds if c.route[0] == "err"]
    assert Counter(tb.cpls) == Counter(exp_err + io.exp_cpl)
    # Per-set routing and order (the completions were checked above with the set ones included).
    exp_set = [[c.sqe for c in cmds if c.route[:2] == ("set", i)] for i in range(NUM_SETS)]
    assert [[e[3] for e in q] for q in tb.set_cmds] == exp_set
    assert all(not q for q in io.exp_xfer.values()), "an expected xfer never came"
    assert tb.stat["statCmd"] == [len(q) for q in tb.set_cmds]
    assert sum(tb.stat["statCpl"]) == len(io.exp_cpl)
    assert tb.stat["statXfer"] == io.xfer_reqs, "statXfer differs from the transfer requests"
    assert int(dut.io_sqHold.value) == 0, "an SQ is still held with every slot free"
    # (255 is a cap too: a slow set can hold 255 of the 256 slots.)
    per_set = Counter(c.route[1] for c in cmds if c.route[0] == "set")
    feeds_capped = {c.sqid for c in cmds if c.route[0] == "set" and per_set[c.route[1]] >= caps[c.route[1]]}
    held = {q for q in range(129) if tb.hold_seen >> q & 1}
    assert held <= feeds_capped, f"SQs {sorted(held - feeds_capped)} held without feeding a capped set"
    dut._log.info("commands %s, set completions %d, xfers %d, cycles %d, input stalled %d cycles",
                  dict(routes), len(io.exp_cpl), len(tb.xfers), tb.cycle, tb.cmd_stalled)
    # Every slot came back: a full slot's worth of new commands is accepted without completions.
    for t in tasks:
        t.cancel()
    for k in ("set", "mgmt", "done", "xfer", "cpl"):
        tb.p_ready[k] = 1.0
    before = sum(map(len, tb.set_cmds))
    await tb.send([Cmd(1, 0, rw_sqe(OP_READ, 0xF000 + k, 1, 0, 0)) for k in range(NUM_SLOTS)])
    await tb.until(lambda: sum(map(len, tb.set_cmds)) == before + NUM_SLOTS, 2000, "slots after the run")


# ----------------------------------------------------------------------------------------------
# known RTL issue


@cocotb.test()
async def mdts_with_large_lba_shift(dut):
    """LBA_SHIFT is a 5-bit field (nvme.rdl NS_ATTR, 0..31). The byte count (NLB+1) << shift is
    cut to 41 bits (NvmeSaca.scala `rwBytes(40, 0)`, sized for shift <= 16), so a large command
    on a namespace with shift >= 25 wraps to a small size and passes the MDTS check."""
    tb = await setup(dut)
    await tb.ns_write(0, Ns(True, True, 0, 25, (1 << 64) - 1))
    cmd = Cmd(1, 0, rw_sqe(OP_READ, 1, 1, 0, 0xFFFF))
    await tb.send([cmd])
    await tb.cycles(20)
    assert tb.cpls == [(1, 0, 1, DNR | SC_INVALID_FIELD, 0, 0)], \
        f"2^41-byte read not rejected by MDTS: set commands {[len(q) for q in tb.set_cmds]}"


# ----------------------------------------------------------------------------------------------
# pytest


def _sources():
    # Every module file of the emission: helper module names may change, the folder is the list.
    return sorted((RTL / "nvme" / "generated" / "front_end").glob("*.sv"))


RANDOM_ONLY = "random_io"
KNOWN_BUGS = ["mdts_with_large_lba_shift"]


def _run(monkeypatch, seed: int, **kw) -> None:
    monkeypatch.setenv("SEED", str(seed))
    run(test_file=__file__, toplevel="nvme_saca", sources=_sources(), build_tag="default", **kw)


def test_nvme_saca(monkeypatch):
    """Every directed test and the random test with seed 1."""
    _run(monkeypatch, 1, test_filter=r"^(?!.*\.(" + "|".join(KNOWN_BUGS) + ")$)")


@pytest.mark.parametrize("seed", [2026, 77, 31337])
def test_nvme_saca_random(monkeypatch, seed):
    """The random test under other seeds (each draws its own back-pressure mix)."""
    _run(monkeypatch, seed, testcase=RANDOM_ONLY)


@pytest.mark.xfail(strict=True, reason="RTL: MDTS byte count cut to 41 bits wraps for LBA_SHIFT >= 25 "
                   "(NvmeSaca.scala rwBytes(40, 0)); a 2^41-byte Read passes the MDTS check")
def test_nvme_saca_mdts_large_lba_shift(monkeypatch):
    _run(monkeypatch, 1, testcase=KNOWN_BUGS)


def test_slot_cap_reset_is_the_equal_share():
    """SLOT_CAP's reset values (nvme.rdl) are NvmeSacaParams.defaultCap: the slots the park leaves,
    shared equally by the sets. The two are written in two languages, so this ties them."""
    import re
    header = (RTL.parent / "firmware" / "include" / "generated" / "fw_port_regs.h").read_text()
    resets = {int(m[1]): int(m[2], 16) for m in re.finditer(r"NVME__SLOT_CAP__SET(\d)_reset (0x[0-9a-f]+)", header)}
    assert resets == {i: (NUM_SLOTS - PARK_SLOTS) // NUM_SETS for i in range(NUM_SETS)}, resets
