"""cocotb tests for rtl/common/common_axi_mux.sv (N masters -> 1 slave).

The same approach as sim/common/common_axi_mux2, for N masters: the DUT's packed slave ports are
split into s<i>_axi_* by a generated wrapper (sim/lib/cssd_sim/split_ports.py), N cocotbext-axi
AxiMasters drive them, one AxiRam answers on m_axi, and the data scoreboard is a Python copy of
the RAM. A cycle monitor (running in every test) checks the mux itself:

* every m_axi AR/AW handshake is exactly one master's handshake, with the same payload and
  ID = {master index, master's full ID};
* W beats reach m_axi only from the master whose AW was accepted, burst by burst in AW order;
* every R/B beat is offered to the master named by the top ID bits, with the low IdWidth bits as
  its ID, and to no one else;
* a raised m_axi AR/AW/W valid holds, with its payload, until ready (AXI);
* a master that keeps its AR/AW valid up is passed over at most N - 1 times (round-robin).
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

from cssd_sim.cocotb_run import BUILD, core_files, run
from cssd_sim.split_ports import split_wrapper
from cssd_sim.tb_random import make_rng, pause_gen

PERIOD_NS = 4
REGION = 0x1000
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

    def __init__(self, dut, n: int, id_width: int) -> None:
        self.dut = dut
        self.n = n
        self.id_width = id_width
        self.low_mask = (1 << id_width) - 1
        ports = ["m"] + [f"s{i}" for i in range(n)]
        names = [f"{p}_axi_{ch}{s}" for p in ports
                 for ch in ("ar", "aw", "w", "r", "b") for s in ("valid", "ready")]
        names += [f"{p}_axi_{f}" for p in ports
                  for fields in (*REQ_FIELDS.values(), *RSP_FIELDS.values()) for f in fields]
        self.h = {nm: getattr(dut, nm) for nm in names}
        self.errors: list[str] = []
        # Per channel: (master, number of other masters waiting) per m_axi handshake.
        self.grants: dict[str, list[tuple[int, int]]] = {"ar": [], "aw": []}
        self.ids_seen: dict[str, set[int]] = {"ar": set(), "aw": set()}
        self.passed = {"ar": [0] * n, "aw": [0] * n}
        self.max_passed = 0
        self.w_owner: deque[list[int]] = deque()   # [master, beats left] per accepted AW
        self.stalled: dict[str, tuple[int, ...]] = {}
        self.beats = {"r": [0] * n, "b": [0] * n}
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
        v, n = self._v, self.n
        for ch in ("ar", "aw", "w"):
            mv, mr = v(f"m_axi_{ch}valid"), v(f"m_axi_{ch}ready")
            sv = [v(f"s{i}_axi_{ch}valid") for i in range(n)]
            shs = [sv[i] and v(f"s{i}_axi_{ch}ready") for i in range(n)]
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
            exp_id = (i << self.id_width) | s[0]
            assert m[0] == exp_id, f"m_axi_{ch}id {m[0]:#x} for master {i} id {s[0]:#x}, expected {exp_id:#x}"
            assert m[1:] == s[1:], f"{ch} payload {m[1:]} != master {i}'s {s[1:]}"
            self.grants[ch].append((i, sum(sv) - 1))
            self.ids_seen[ch].add(m[0])
            for k in range(n):
                if k != i and sv[k]:
                    self.passed[ch][k] += 1
                    self.max_passed = max(self.max_passed, self.passed[ch][k])
                    assert self.passed[ch][k] <= n - 1, f"{ch}: master {k} passed over {self.passed[ch][k]} times"
                elif not sv[k] or k == i:
                    self.passed[ch][k] = 0
            if ch == "aw":
                self.w_owner.append([i, m[2] + 1])
        for ch in ("r", "b"):
            # m_axi_rready/bready follow the (possibly X) ID while valid is low: read them only
            # with a valid beat.
            mv = v(f"m_axi_{ch}valid")
            sv = [v(f"s{i}_axi_{ch}valid") for i in range(n)]
            if not mv:
                assert not any(sv), f"{ch}valid {sv} on the masters without m_axi_{ch}valid"
                continue
            mr = v(f"m_axi_{ch}ready")
            mid = v(f"m_axi_{ch}id")
            t = mid >> self.id_width
            assert t < n and sv == [int(k == t) for k in range(n)], f"{ch} beat id {mid:#x} offered to masters {sv}"
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
        self.n = sum(1 for k in range(16) if hasattr(dut, f"s{k}_axi_arvalid"))
        self.id_width = len(dut.s0_axi_arid)
        self.addr_width = len(dut.m_axi_araddr)
        self.byte_lanes = len(dut.m_axi_rdata) // 8
        self.max_size = (self.byte_lanes - 1).bit_length()
        self.num_ids = 1 << self.id_width
        # Private regions, one per master, then a shared one; the regions above are never addressed
        # (the final whole-RAM compare checks no write strayed there).
        # A power of two: the RAM wraps addresses modulo its size, and base (below) must land on 0.
        self.ram_size = REGION * (1 << (self.n + 1).bit_length())
        self.shared = REGION * self.n
        # Addresses carry the top address bit (the RAM wraps modulo its size), so a dropped or
        # crossed high address bit shows in the monitor.
        self.base = 1 << (self.addr_width - 1)
        dut.rst_ni.value = 0
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
        self.masters = [AxiMaster(AxiBus.from_prefix(dut, f"s{i}_axi"), dut.clk_i, dut.rst_ni,
                                  reset_active_level=False) for i in range(self.n)]
        self.ram = AxiRam(AxiBus.from_prefix(dut, "m_axi"), dut.clk_i, dut.rst_ni,
                          reset_active_level=False, size=self.ram_size)
        # The models log every burst with its data at INFO: far too slow and long here.
        for name in [f"s{i}_axi" for i in range(self.n)] + ["m_axi"]:
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
        self.monitor = Monitor(dut, self.n, self.id_width)

    def backpressure(self, p_slave: float, p_master: list[float] | None = None) -> None:
        """Random stalls: p_slave on every RAM channel; p_master[i] on master i's channels."""
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
        for m, p in zip(self.masters, p_master or [0.0] * self.n):
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
            h = self.monitor.h
            self.dut._log.error("stuck: %s", " ".join(f"{nm}={h[nm].value}" for nm in sorted(h)
                                                      if nm.endswith(("valid", "ready"))))
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
    """Random reads and writes for every master, to be run all at once. Within the round no two
    writes overlap and no read overlaps a write, so every read's data is known in advance
    whatever order the bus takes them in; across rounds everything overlaps freely."""
    written = bytearray(tb.ram_size)
    touched = bytearray(tb.ram_size)
    ops: list[Op] = []
    for _ in range(ops_per_master):
        for master in range(tb.n):
            write = rng.random() < 0.5
            lo = tb.shared if rng.random() < 0.35 else master * REGION
            size = rng.randint(0, tb.max_size)
            length = rng.randint(1, min(MAX_BEATS << size, REGION // 2))
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
    """All masters at once: random reads and writes (lengths, burst sizes, unaligned addresses,
    IDs) to their own regions and to a shared one, random back-pressure on all five channels of
    the RAM and of every master. Every read is checked against the reference copy, the whole RAM
    at the end."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    model = bytearray(rng.randbytes(tb.ram_size))
    tb.ram.write(0, bytes(model))
    for _ in range(25):
        tb.backpressure(rng.choice([0.0, 0.3, 0.6]), [rng.choice([0.0, 0.3]) for _ in range(tb.n)])
        ops = plan_round(tb, rng, 8)
        tasks = [cocotb.start_soon(do_op(tb, op, model)) for op in ops]
        await tb.finish(tasks, 400)
        for op in ops:
            if op.write:
                model[op.off:op.off + op.length] = op.data
    got = tb.ram.read(0, tb.ram_size)
    bad = [a for a in range(tb.ram_size) if got[a] != model[a]]
    assert not bad, f"RAM differs from the model at {len(bad)} bytes, first at {bad[0]:#x}"
    mon = tb.monitor
    dut._log.info("R beats per master %s, B per master %s, most times passed over %d",
                  mon.beats["r"], mon.beats["b"], mon.max_passed)
    assert all(mon.beats["r"]) and all(mon.beats["b"]), "a master saw no R or no B beat"


@cocotb.test()
async def test_fairness(dut):
    """Every master issues back-to-back reads, then back-to-back writes, into a slow slave. Until
    the first of them is done, each gets at least 0.8 / N of the AR (then AW) grants; the monitor
    meanwhile bounds how often a waiting master is passed over."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    tb.backpressure(0.3)
    per_master = 24
    step = 2 * tb.byte_lanes    # bursts of one or two full beats, never across 4 KiB
    for ch in ("ar", "aw"):
        tb.monitor.clear_grants()
        tasks = []
        for k in range(per_master):
            for i in range(tb.n):
                nbytes = tb.byte_lanes * rng.randint(1, 2)
                addr = tb.base + i * REGION + k * step
                m = tb.masters[i]
                if ch == "ar":
                    coro = m.read(addr, nbytes, arid=k % tb.num_ids)
                else:
                    coro = m.write(addr, rng.randbytes(nbytes), awid=k % tb.num_ids)
                tasks.append(cocotb.start_soon(coro))
        await tb.finish(tasks, 2000)
        grants = tb.monitor.grants[ch]
        assert len(grants) == tb.n * per_master, f"{ch}: {len(grants)} grants for {tb.n * per_master} bursts"
        counts = [0] * tb.n
        window = len(grants)
        for j, (i, _) in enumerate(grants, 1):
            counts[i] += 1
            if counts[i] == per_master:
                window = j
                break
        contended = sum(1 for _, waiting in grants if waiting)
        dut._log.info("%s: grants per master %s in the first %d (%d of all %d contended)",
                      ch, counts, window, contended, len(grants))
        if tb.n > 1:
            assert contended >= per_master, f"{ch}: only {contended} contended grants; the test did not load the mux"
        for i in range(tb.n):
            assert counts[i] >= 0.8 * window / tb.n, f"{ch}: master {i} got {counts[i]} of {window} grants"


@cocotb.test()
async def test_id_routing(dut):
    """Every ID a master may use, from all masters at once, reads and writes, with master 0 slow
    to take R/B and the others fast (then master N-1 slow). Reads return each master's own data
    pattern; the monitor checks the master index above the ID on m_axi and the routing of every
    R and B beat; the bus models check each response's ID."""
    rng = make_rng(dut)
    tb = TB(dut, rng)
    await tb.reset()
    model = bytearray(tb.ram_size)
    for i in range(tb.n):
        model[i * REGION:(i + 1) * REGION] = bytes(((a * 7 + 0x40 * i + 1) & 0xff) for a in range(REGION))
    tb.ram.write(0, bytes(model))
    slot = REGION // (4 * tb.num_ids)
    for slow in (0, tb.n - 1):
        tb.backpressure(0.2, [0.6 if i == slow else 0.0 for i in range(tb.n)])
        ops: list[Op] = []
        for i in range(tb.n):
            for axi_id in range(tb.num_ids):
                for rep in (0, 1):
                    k = 2 * axi_id + rep
                    length = rng.randint(1, slot)
                    ops.append(Op(i, False, i * REGION + k * slot, length, tb.max_size, axi_id))
                    ops.append(Op(i, True, i * REGION + REGION // 2 + k * slot, length, tb.max_size,
                                  axi_id, rng.randbytes(length)))
        rng.shuffle(ops)
        tasks = [cocotb.start_soon(do_op(tb, op, model)) for op in ops]
        await tb.finish(tasks, 2000)
        for op in ops:
            if op.write:
                model[op.off:op.off + op.length] = op.data
        assert tb.ram.read(0, tb.ram_size) == bytes(model), "RAM differs from the model"
    expect = {(i << tb.id_width) | k for i in range(tb.n) for k in range(tb.num_ids)}
    for ch in ("ar", "aw"):
        assert tb.monitor.ids_seen[ch] == expect, f"{ch} IDs seen {sorted(tb.monitor.ids_seen[ch])}"


# (N, AddrWidth, DataWidth, IdWidth)
CONFIGS = [(1, 32, 64, 4), (3, 32, 64, 2), (4, 40, 512, 3)]


@pytest.mark.parametrize("n,addr_width,data_width,id_width", CONFIGS)
def test_common_axi_mux(n, addr_width, data_width, id_width):
    params = {"N": n, "AddrWidth": addr_width, "DataWidth": data_width, "IdWidth": id_width}
    sel = (n - 1).bit_length() if n > 1 else 0
    strb = data_width // 8
    split = [("input", "awid", id_width), ("input", "awaddr", addr_width), ("input", "awlen", 8),
             ("input", "awsize", 3), ("input", "awburst", 2), ("input", "awvalid", 1), ("output", "awready", 1),
             ("input", "wdata", data_width), ("input", "wstrb", strb), ("input", "wlast", 1),
             ("input", "wvalid", 1), ("output", "wready", 1), ("output", "bid", id_width), ("output", "bresp", 2),
             ("output", "bvalid", 1), ("input", "bready", 1), ("input", "arid", id_width),
             ("input", "araddr", addr_width), ("input", "arlen", 8), ("input", "arsize", 3),
             ("input", "arburst", 2), ("input", "arvalid", 1), ("output", "arready", 1),
             ("output", "rid", id_width), ("output", "rdata", data_width), ("output", "rresp", 2),
             ("output", "rlast", 1), ("output", "rvalid", 1), ("input", "rready", 1)]
    flip = {"input": "output", "output": "input"}
    passthrough = [("input", "clk_i", 1), ("input", "rst_ni", 1)] + [
        (flip[d], f"m_axi_{s}", id_width + sel if s in ("awid", "bid", "arid", "rid") else w) for d, s, w in split]
    tag = f"N{n}_A{addr_width}_D{data_width}_I{id_width}"
    name, path = split_wrapper("common_axi_mux", params, n, "s_axi", split, passthrough,
                               BUILD / "common" / "common_axi_mux" / "wrappers" / tag)
    run(test_file=__file__, toplevel=name, build_tag=tag,
        sources=core_files("common") + [path])
