"""cocotb tests for rtl/common/common_axi_mux2.sv.

Two cocotbext-axi AxiMasters drive the slave ports s0_axi/s1_axi and one AxiRam answers on the
master port m_axi. The data scoreboard is a Python copy of the RAM. Independently of the bus
models, a cycle monitor (running in every test) checks the mux itself:

* every m_axi AR/AW handshake is exactly one master's handshake, with the same payload and the
  master's index in the top ID bit;
* W beats reach m_axi only from the master whose AW was accepted, burst by burst in AW order;
* every R/B beat is offered to the master named by the top ID bit, with that bit cleared, and to
  no one else;
* a raised m_axi AR/AW/W valid holds, with its payload, until ready (AXI);
* a master that keeps its AR/AW valid up is passed over at most once (round-robin).
"""

from __future__ import annotations

import logging
import random
from collections import deque
from dataclasses import dataclass

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge, SimTimeoutError, with_timeout
from cocotbext.axi import AxiBus, AxiMaster, AxiRam, AxiResp

from cssd_sim.cocotb_run import core_files, run
from cssd_sim.tb_random import make_rng, pause_gen

PERIOD_NS = 4
RAM_SIZE = 0x8000
REGION = 0x2000
PRIVATE = (0x0000, 0x2000)   # master 0's and master 1's own regions
SHARED = 0x4000              # both masters read and write here
# 0x6000..0x7fff is never addressed: the final whole-RAM compare checks no write strayed there.
MAX_BEATS = 16

REQ_FIELDS = {
    "ar": ("arid", "araddr", "arlen", "arsize", "arburst"),
    "aw": ("awid", "awaddr", "awlen", "awsize", "awburst"),
    "w": ("wdata", "wstrb", "wlast"),
}
RSP_FIELDS = {
    "r": ("rid", "rdata", "rresp", "rlast"),
    "b": ("bid", "bresp"),
}


class Monitor:
    """Per-cycle checker of the mux (see the module docstring). Failures are raised in its task
    and also kept in `errors`, which every test checks at its end."""

    def __init__(self, dut, id_width: int) -> None:
        self.dut = dut
        self.top = id_width - 1
        self.low_mask = (1 << (id_width - 1)) - 1
        names = [f"{p}_axi_{ch}{s}" for p in ("m", "s0", "s1")
                 for ch in ("ar", "aw", "w", "r", "b") for s in ("valid", "ready")]
        names += [f"{p}_axi_{f}" for p in ("m", "s0", "s1")
                  for fields in (*REQ_FIELDS.values(), *RSP_FIELDS.values()) for f in fields]
        self.h = {n: getattr(dut, n) for n in names}
        self.errors: list[str] = []
        # Per channel: (master, other master's valid at that moment) per m_axi handshake, and
        # the m_axi ID of each.
        self.grants: dict[str, list[tuple[int, bool]]] = {"ar": [], "aw": []}
        self.ids_seen: dict[str, set[int]] = {"ar": set(), "aw": set()}
        self.passed = {"ar": [0, 0], "aw": [0, 0]}
        self.w_owner: deque[list[int]] = deque()   # [master, beats left] per accepted AW
        self.stalled: dict[str, tuple[int, ...]] = {}
        self.beats = {"r": [0, 0], "b": [0, 0]}
        self.cycle = 0
        self._task = cocotb.start_soon(self._run())

    def clear_grants(self) -> None:
        for ch in self.grants:
            self.grants[ch] = []

    def check(self) -> None:
        assert not self.errors, f"monitor: {self.errors[0]}"
        assert not self.w_owner, f"W bursts still owed at the end: {list(self.w_owner)}"

    def _v(self, name: str) -> int:
        return int(self.h[name].value)

    def _payload(self, port: str, fields) -> tuple[int, ...]:
        return tuple(self._v(f"{port}_axi_{f}") for f in fields)

    async def _run(self) -> None:
        clk = self.dut.clk_i
        while True:
            await RisingEdge(clk)
            await ReadOnly()
            self.cycle += 1
            try:
                self._check_cycle()
            except Exception as exc:  # noqa: BLE001  (kept for the end-of-test check, then raised)
                self.errors.append(f"cycle {self.cycle}: {exc!r}")
                raise

    def _check_stable(self, ch: str, mv: int, mr: int) -> None:
        snap = self.stalled.pop(ch, None)
        if snap is not None:
            assert mv, f"m_axi_{ch}valid dropped before {ch}ready"
            now = self._payload("m", REQ_FIELDS[ch])
            assert now == snap, f"m_axi {ch} payload changed while stalled: {snap} -> {now}"
        if mv and not mr:
            self.stalled[ch] = self._payload("m", REQ_FIELDS[ch])

    def _check_cycle(self) -> None:
        v = self._v
        for ch in ("ar", "aw", "w"):
            mv, mr = v(f"m_axi_{ch}valid"), v(f"m_axi_{ch}ready")
            sv = [v(f"s{i}_axi_{ch}valid") for i in (0, 1)]
            shs = [sv[i] and v(f"s{i}_axi_{ch}ready") for i in (0, 1)]
            mhs = mv and mr
            self._check_stable(ch, mv, mr)
            assert sum(shs) == mhs, f"{ch}: m_axi handshake {mhs}, master handshakes {shs}"
            if mv and ch == "w":
                assert self.w_owner, "m_axi_wvalid with no accepted AW to own it"
            if not mhs:
                continue
            i = shs.index(1)
            m = self._payload("m", REQ_FIELDS[ch])
            s = self._payload(f"s{i}", REQ_FIELDS[ch])
            if ch == "w":
                owner, left = self.w_owner[0]
                assert i == owner, f"W beat from master {i}, but the AW in front is master {owner}'s"
                assert m == s, f"W payload {m} != master {i}'s {s}"
                left -= 1
                assert m[2] == (left == 0), f"wlast {m[2]} with {left} beats left"
                self.w_owner[0][1] = left
                if left == 0:
                    self.w_owner.popleft()
                continue
            exp_id = (i << self.top) | (s[0] & self.low_mask)
            assert m[0] == exp_id, f"m_axi_{ch}id {m[0]:#x} for master {i} id {s[0]:#x}, expected {exp_id:#x}"
            assert m[1:] == s[1:], f"{ch} payload {m[1:]} != master {i}'s {s[1:]}"
            other = 1 - i
            self.grants[ch].append((i, bool(sv[other])))
            self.ids_seen[ch].add(m[0])
            if sv[other]:
                self.passed[ch][other] += 1
                assert self.passed[ch][other] <= 1, f"{ch}: master {other} passed over twice while waiting"
            self.passed[ch][i] = 0
            if ch == "aw":
                self.w_owner.append([i, m[2] + 1])
        for ch in ("r", "b"):
            # m_axi_rready/bready follow the (possibly X) ID while valid is low: read them only
            # with a valid beat.
            mv = v(f"m_axi_{ch}valid")
            sv = [v(f"s{i}_axi_{ch}valid") for i in (0, 1)]
            if not mv:
                assert sv == [0, 0], f"{ch}valid {sv} on the masters without m_axi_{ch}valid"
                continue
            mr = v(f"m_axi_{ch}ready")
            mid = v(f"m_axi_{ch}id")
            t = mid >> self.top
            assert sv[t] == 1 and sv[1 - t] == 0, f"{ch} beat id {mid:#x} offered to masters {sv}"
            assert mr == v(f"s{t}_axi_{ch}ready"), f"m_axi_{ch}ready is not master {t}'s"
            if mr:
                m = self._payload("m", RSP_FIELDS[ch])
                s = self._payload(f"s{t}", RSP_FIELDS[ch])
                assert s[0] == mid & self.low_mask, f"master {t} sees {ch}id {s[0]:#x} for {mid:#x}"
                assert s[1:] == m[1:], f"{ch} payload to master {t} {s[1:]} != {m[1:]}"
                self.beats[ch][t] += 1


class TB:
    def __init__(self, dut, rng: random.Random) -> None:
        self.dut = dut
        self.rng = rng
        self.id_width = len(dut.m_axi_arid)
        self.addr_width = len(dut.m_axi_araddr)
        self.byte_lanes = len(dut.m_axi_rdata) // 8
        self.max_size = (self.byte_lanes - 1).bit_length()
        self.num_ids = 1 << (self.id_width - 1)      # IDs a master may use
        # Addresses carry the top address bit (the RAM wraps modulo its size), so a dropped or
        # crossed high address bit shows in the monitor.
        self.base = 1 << (self.addr_width - 1)
        dut.rst_ni.value = 0
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
        self.masters = [AxiMaster(AxiBus.from_prefix(dut, f"s{i}_axi"), dut.clk_i, dut.rst_ni,
                                  reset_active_level=False) for i in (0, 1)]
        self.ram = AxiRam(AxiBus.from_prefix(dut, "m_axi"), dut.clk_i, dut.rst_ni,
                          reset_active_level=False, size=RAM_SIZE)
        # The models log every burst with its data at INFO: far too slow and long here.
        for name in ("s0_axi", "s1_axi", "m_axi"):
            logging.getLogger(f"cocotb.{dut._name}.{name}").setLevel(logging.WARNING)
        self.monitor: Monitor | None = None

    async def reset(self) -> None:
        dut = self.dut
        dut.rst_ni.value = 0
        for _ in range(4):
            await RisingEdge(dut.clk_i)
        await ReadOnly()
        assert int(dut.m_axi_arvalid.value) == 0 and int(dut.m_axi_awvalid.value) == 0
        assert int(dut.m_axi_wvalid.value) == 0
        await RisingEdge(dut.clk_i)
        dut.rst_ni.value = 1
        await RisingEdge(dut.clk_i)
        self.monitor = Monitor(dut, self.id_width)

    def backpressure(self, p_slave: float, p_master: tuple[float, float] = (0.0, 0.0)) -> None:
        """Random stalls: p_slave on every RAM channel (ready low on AW/W/AR, valid gaps on B/R);
        p_master[i] on master i's channels (valid gaps on AW/W/AR, ready low on B/R)."""
        def set_pause(ch, p: float) -> None:
            if p:
                ch.set_pause_generator(pause_gen(random.Random(self.rng.getrandbits(32)), p))
            else:
                # Removing a generator leaves the channel in its last state, perhaps paused.
                ch.clear_pause_generator()
                ch.pause = False
        ram = self.ram
        for ch in (ram.write_if.aw_channel, ram.write_if.w_channel, ram.write_if.b_channel,
                   ram.read_if.ar_channel, ram.read_if.r_channel):
            set_pause(ch, p_slave)
        for m, p in zip(self.masters, p_master):
            for ch in (m.write_if.aw_channel, m.write_if.w_channel, m.write_if.b_channel,
                       m.read_if.ar_channel, m.read_if.r_channel):
                set_pause(ch, p)

    async def finish(self, tasks, timeout_us: float) -> None:
        async def join():
            for t in tasks:
                await t
        try:
            await with_timeout(cocotb.start_soon(join()), timeout_us, "us")
        except SimTimeoutError:
            # A hang: show which handshakes are stuck and what the models still hold.
            h = self.monitor.h
            self.dut._log.error("stuck: %s", " ".join(f"{n}={h[n].value}" for n in sorted(h)
                                                      if n.endswith(("valid", "ready"))))
            for i, m in enumerate(self.masters):
                chans = (m.write_if.aw_channel, m.write_if.w_channel, m.write_if.b_channel,
                         m.read_if.ar_channel, m.read_if.r_channel)
                self.dut._log.error("master %d queues (aw w b ar r) %s, paused %s", i,
                                    [c.count() for c in chans], [c.pause for c in chans])
            raise
        for _ in range(4):   # let the monitor see the last handshakes
            await RisingEdge(self.dut.clk_i)
        self.monitor.check()


@dataclass
class Op:
    master: int
    write: bool
    off: int
    length: int
    size: int
    axi_id: int
    data: bytes = b""


async def do_op(tb: TB, op: Op, model: bytearray) -> None:
    m = tb.masters[op.master]
    addr = tb.base + op.off
    if op.write:
        resp = await m.write(addr, op.data, awid=op.axi_id, size=op.size)
        assert resp.resp == AxiResp.OKAY, f"{op}: bresp {resp.resp}"
    else:
        resp = await m.read(addr, op.length, arid=op.axi_id, size=op.size)
        assert resp.resp == AxiResp.OKAY, f"{op}: rresp {resp.resp}"
        exp = bytes(model[op.off:op.off + op.length])
        assert resp.data == exp, (f"master {op.master} read {op.length} bytes at {op.off:#x} "
                                  f"(size {op.size}, id {op.axi_id}): got {resp.data.hex()}, "
                                  f"expected {exp.hex()}")


def plan_round(tb: TB, rng: random.Random, ops_per_master: int) -> list[Op]:
    """Random reads and writes for both masters, to be run all at once. Within the round no two
    writes overlap and no read overlaps a write, so every read's data is known in advance
    whatever order the bus takes them in; across rounds everything overlaps freely."""
    written = bytearray(RAM_SIZE)
    touched = bytearray(RAM_SIZE)
    ops: list[Op] = []
    for _ in range(ops_per_master):
        for master in (0, 1):
            write = rng.random() < 0.5
            lo = SHARED if rng.random() < 0.35 else PRIVATE[master]
            size = rng.randint(0, tb.max_size)
            length = rng.randint(1, MAX_BEATS << size)
            for _ in range(20):
                off = rng.randrange(lo, lo + REGION - length + 1)
                free = bytes(length)
                if written[off:off + length] != free:
                    continue
                if write and touched[off:off + length] != free:
                    continue
                touched[off:off + length] = b"\x01" * length
                data = b""
                if write:
                    written[off:off + length] = b"\x01" * length
                    data = rng.randbytes(length)
                ops.append(Op(master, write, off, length, size, rng.randrange(tb.num_ids), data))
                break
    rng.shuffle(ops)
    return ops


@cocotb.test()
async def test_random_traffic(dut):
    """Both masters at once: random reads and writes (lengths, burst sizes, unaligned addresses,
    IDs) to their own regions and to a shared one, random back-pressure on all five channels of
    the RAM and of both masters. Every read is checked against the reference copy, the whole RAM
    at the end; then each master reads back what the other has just written."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    model = bytearray(rng.randbytes(RAM_SIZE))
    tb.ram.write(0, bytes(model))
    rounds = 40
    for _ in range(rounds):
        tb.backpressure(rng.choice([0.0, 0.3, 0.6]), (rng.choice([0.0, 0.3]), rng.choice([0.0, 0.3])))
        ops = plan_round(tb, rng, 10)
        tasks = [cocotb.start_soon(do_op(tb, op, model)) for op in ops]
        await tb.finish(tasks, 200)
        for op in ops:
            if op.write:
                model[op.off:op.off + op.length] = op.data
    got = tb.ram.read(0, RAM_SIZE)
    bad = [a for a in range(RAM_SIZE) if got[a] != model[a]]
    assert not bad, f"RAM differs from the model at {len(bad)} bytes, first at {bad[0]:#x}"

    # Hand-over through the shared region, both directions at once.
    tb.backpressure(0.3, (0.2, 0.2))
    length = 8 * tb.byte_lanes + 3
    offs = (SHARED + 5, SHARED + REGION // 2 + 9)
    blobs = [rng.randbytes(length) for _ in (0, 1)]
    tasks = [cocotb.start_soon(do_op(tb, Op(i, True, offs[i], length, tb.max_size, i % tb.num_ids, blobs[i]), model))
             for i in (0, 1)]
    await tb.finish(tasks, 500)
    for i in (0, 1):
        model[offs[i]:offs[i] + length] = blobs[i]
    tasks = [cocotb.start_soon(do_op(tb, Op(1 - i, False, offs[i], length, rng.randint(0, tb.max_size), 0), model))
             for i in (0, 1)]
    await tb.finish(tasks, 500)

    mon = tb.monitor
    dut._log.info("R beats per master %s, B per master %s, AR grants %d, AW grants %d",
                  mon.beats["r"], mon.beats["b"], len(mon.grants["ar"]), len(mon.grants["aw"]))
    assert all(mon.beats["r"]) and all(mon.beats["b"]), "a master saw no R or no B beat"


def window_shares(grants: list[tuple[int, bool]], per_master: int) -> tuple[list[int], int]:
    """Grants per master up to the point where the first master has had all of its own."""
    counts = [0, 0]
    for n, (i, _) in enumerate(grants, 1):
        counts[i] += 1
        if counts[i] == per_master:
            return counts, n
    return counts, len(grants)


@cocotb.test()
async def test_fairness(dut):
    """Both masters issue back-to-back reads, then back-to-back writes, into a slow slave. Until
    the first of them is done, each gets at least 40% of the AR (then AW) grants; the monitor
    meanwhile checks that a waiting master is never passed over twice."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    tb.backpressure(0.3)
    per_master = 32
    step = 2 * tb.byte_lanes    # bursts of one or two full beats, never across 4 KiB
    for ch in ("ar", "aw"):
        tb.monitor.clear_grants()
        tasks = []
        for k in range(per_master):
            for i in (0, 1):
                nbytes = tb.byte_lanes * rng.randint(1, 2)
                addr = tb.base + PRIVATE[i] + k * step
                m = tb.masters[i]
                if ch == "ar":
                    coro = m.read(addr, nbytes, arid=k % tb.num_ids)
                else:
                    coro = m.write(addr, rng.randbytes(nbytes), awid=k % tb.num_ids)
                tasks.append(cocotb.start_soon(coro))
        await tb.finish(tasks, 1000)
        grants = tb.monitor.grants[ch]
        assert len(grants) == 2 * per_master, f"{ch}: {len(grants)} grants for {2 * per_master} bursts"
        contended = sum(1 for _, both in grants if both)
        counts, window = window_shares(grants, per_master)
        dut._log.info("%s: grants per master %s in the first %d (%d of all %d contended)",
                      ch, counts, window, contended, len(grants))
        assert contended >= per_master, f"{ch}: only {contended} contended grants; the test did not load the mux"
        for i in (0, 1):
            assert counts[i] >= 0.4 * window, f"{ch}: master {i} got {counts[i]} of {window} grants"


@cocotb.test()
async def test_id_routing(dut):
    """Every ID a master may use, from both masters at once, reads and writes, with one master
    slow to take R/B and the other fast (then the other way round). Reads return each master's
    own data pattern; the monitor checks the ID's top bit on m_axi against the issuing master
    and the routing of every R and B beat; the bus models check each response's ID."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    model = bytearray(RAM_SIZE)
    for i in (0, 1):
        model[PRIVATE[i]:PRIVATE[i] + REGION] = bytes(((a * 7 + 0x40 * i + 1) & 0xff) for a in range(REGION))
    tb.ram.write(0, bytes(model))
    slot = 4 * tb.byte_lanes
    for slow in (0, 1):
        tb.backpressure(0.2, (0.6, 0.0) if slow == 0 else (0.0, 0.6))
        ops: list[Op] = []
        for i in (0, 1):
            for axi_id in range(tb.num_ids):
                for rep in (0, 1):
                    k = 2 * axi_id + rep
                    length = tb.byte_lanes * rng.randint(1, 4)
                    ops.append(Op(i, False, PRIVATE[i] + k * slot, length, tb.max_size, axi_id))
                    ops.append(Op(i, True, PRIVATE[i] + REGION // 2 + k * slot, length, tb.max_size,
                                  axi_id, rng.randbytes(length)))
        rng.shuffle(ops)
        tasks = [cocotb.start_soon(do_op(tb, op, model)) for op in ops]
        await tb.finish(tasks, 1000)
        for op in ops:
            if op.write:
                model[op.off:op.off + op.length] = op.data
        assert tb.ram.read(0, RAM_SIZE) == bytes(model), "RAM differs from the model"
    expect = {(i << (tb.id_width - 1)) | k for i in (0, 1) for k in range(tb.num_ids)}
    for ch in ("ar", "aw"):
        assert tb.monitor.ids_seen[ch] == expect, f"{ch} IDs seen {sorted(tb.monitor.ids_seen[ch])}"


PARAMS = [(32, 512, 4), (40, 64, 2), (32, 32, 3)]


@pytest.mark.parametrize("addr_width,data_width,id_width", PARAMS)
def test_common_axi_mux2(addr_width, data_width, id_width):
    run(test_file=__file__, toplevel="common_axi_mux2",
        sources=core_files("common"),
        parameters={"AddrWidth": addr_width, "DataWidth": data_width, "IdWidth": id_width})


def test_common_axi_mux2_rejects_bad_parameters(capfd):
    """IdWidth = 1 leaves no bit for the master index: the run must stop with the module's own
    message. Icarus only (a $fatal at time 0 there; Verilator and Yosys stop at elaboration)."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="common_axi_mux2",
            sources=core_files("common"),
            parameters={"AddrWidth": 32, "DataWidth": 32, "IdWidth": 1}, simulator="icarus",
            testcase="test_id_routing")
    assert "common_axi_mux2: need IdWidth >= 2" in capfd.readouterr().out
