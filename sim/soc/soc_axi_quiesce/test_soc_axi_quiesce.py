"""cocotb tests for rtl/soc/soc_axi_quiesce.sv.

The slave port is driven by a cocotbext-axi AxiMaster (random traffic) or by hand (the directed
tests, which need orders of AW and W no master model makes, and a core "in reset" that drives
garbage); an AxiRam answers the master port, with pauses on its channels to hold addresses and
data presented downstream.

A cycle monitor (in every test) keeps its own account of the master port from its handshakes:
AWs, Bs, ARs, last Rs, W bursts started, a W burst half sent, and which of AW / AR / W was
presented without READY in the cycle before. From that account and the AXI4 rules in the
module's header it checks, every cycle:

(a) idle_o = 1: no VALID toward the system (AW, W, AR), no READY toward it (B, R), no READY toward
    the core (AW, W, AR) and no VALID toward it (B, R);
(b) idle_o = quiesce_i && nothing outstanding in the monitor's account (exactly: neither early
    nor late);
(c) an AW, AR or W presented downstream without READY is presented the next cycle with the same
    payload;
(d) with quiesce_i = 1, an AR goes downstream exactly if it was presented before; an AW exactly
    if it was, or if more W bursts started (or are held at their first beat) than AWs were
    accepted (W data sent ahead of its address); a first W beat exactly if it was, or if an
    accepted (or held) AW still owes its burst; later W beats always. With quiesce_i = 0 every
    VALID and READY passes unchanged, except that a new AW (AR) waits while MaxOutstanding
    writes (reads) are open, and a new W burst while MaxOutstanding are ahead of their AWs; the
    counts never exceed MaxOutstanding. B and R pass unchanged except under idle_o; payloads
    always pass. ("Exactly": a VALID held back that the rules let through fails as well.)

(e) Once quiesce_i is held, idle_o rises within DRAIN_BOUND cycles although the master keeps
trying to issue (the random test's quiesce driver, the limit test) and stays up. Data: reads
against a reference byte array, and at the end the RAM equals it byte for byte. Random tests
print their seed (SEED=... replays).
"""

from __future__ import annotations

import logging
import random

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import Event, RisingEdge, with_timeout
from cocotbext.axi import AxiBus, AxiMaster, AxiRam, AxiResp

from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng, pause_gen

PERIOD_NS = 4
RAM_SIZE = 0x1_0000
BLOCK = 512                 # each worker of the random test owns whole blocks
MAX_BURST = 16              # beats per burst the AxiMaster makes
DRAIN_BOUND = 4000          # cycles from quiesce_i to idle_o, master still issuing (e)

# Payload fields per channel (the monitor reads them only while the channel's VALID is high).
_PAYLOAD = {
    "aw": ("awid", "awaddr", "awlen", "awsize", "awburst"),
    "w": ("wdata", "wstrb", "wlast"),
    "ar": ("arid", "araddr", "arlen", "arsize", "arburst"),
    "b": ("bid", "bresp"),
    "r": ("rid", "rdata", "rresp", "rlast"),
}


class TB:
    def __init__(self, dut, rng: random.Random, master: bool = True) -> None:
        self.dut = dut
        self.rng = rng
        self.max_out = int(dut.MaxOutstanding.value)
        self.id_width = len(dut.s_axi_awid)
        self.lanes = len(dut.s_axi_wdata) // 8
        self.max_size = (self.lanes - 1).bit_length()
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())
        dut.rst_ni.value = 0
        dut.quiesce_i.value = 0
        self.master = None
        if master:
            self.master = AxiMaster(AxiBus.from_prefix(dut, "s_axi"), dut.clk_i, dut.rst_ni,
                                    reset_active_level=False, max_burst_len=MAX_BURST)
        else:
            self.drive_quiet()
        self.ram = AxiRam(AxiBus.from_prefix(dut, "m_axi"), dut.clk_i, dut.rst_ni,
                          reset_active_level=False, size=RAM_SIZE)
        for name in ("s_axi", "m_axi"):
            logging.getLogger(f"cocotb.{dut._name}.{name}").setLevel(logging.WARNING)
        self.init = rng.randbytes(RAM_SIZE)
        self.ram.write(0, self.init)
        self.ref = bytearray(self.init)
        self.errors: list[str] = []
        self.cycle = 0
        # The monitor's account of the master port (handshakes there).
        self.n = {"aw": 0, "b": 0, "ar": 0, "rlast": 0, "wstart": 0}
        self.w_mid = False
        self.held: dict[str, tuple[str, ...]] = {}
        self.prev_q = 0
        # What the monitor saw on the slave port (hand-driven tests read B and R from here).
        self.b_seen: list[tuple[int, int]] = []
        self.r_seen: list[tuple[int, int, int, int]] = []
        self.stats = {"idle_cycles": 0, "quiesce_cycles": 0, "held_at_quiesce": 0,
                      "aw_for_early_w": 0, "w_for_held_aw": 0, "blocked_under_quiesce": 0,
                      "limit_stalls": 0, "max_wr": 0, "max_rd": 0, "min_lead": 0}

    # ---- hand driving of the slave port ---------------------------------------------------------
    def drive_quiet(self) -> None:
        d = self.dut
        for ch in ("aw", "w", "ar"):
            getattr(d, f"s_axi_{ch}valid").value = 0
            for f in _PAYLOAD[ch]:
                getattr(d, f"s_axi_{f}").value = 0
        d.s_axi_wstrb.value = (1 << self.lanes) - 1
        d.s_axi_bready.value = 1
        d.s_axi_rready.value = 1

    def present(self, ch: str, **fields: int) -> None:
        for k, v in fields.items():
            getattr(self.dut, f"s_axi_{ch}{k}").value = v
        getattr(self.dut, f"s_axi_{ch}valid").value = 1

    async def taken(self, ch: str, bound: int) -> int:
        """Wait for the handshake of what present() put on `ch`; drop VALID after it. Returns
        the cycles waited (0: taken in the first cycle)."""
        return (await self.taken_all([ch], bound))[ch]

    async def taken_all(self, chs: list[str], bound: int) -> dict[str, int]:
        """taken() for several channels presented together."""
        done: dict[str, int] = {}
        for n in range(bound):
            await RisingEdge(self.dut.clk_i)
            for ch in chs:
                if ch not in done and int(getattr(self.dut, f"s_axi_{ch}ready").value):
                    getattr(self.dut, f"s_axi_{ch}valid").value = 0
                    done[ch] = n
            if len(done) == len(chs):
                return done
        missing = [c.upper() for c in chs if c not in done]
        raise AssertionError(f"cycle {self.cycle}: {missing} not taken in {bound} cycles")

    async def not_taken(self, ch: str, cycles: int) -> None:
        for _ in range(cycles):
            await RisingEdge(self.dut.clk_i)
            assert not int(getattr(self.dut, f"s_axi_{ch}ready").value), (
                f"cycle {self.cycle}: {ch.upper()} taken under quiesce")

    async def send_aw(self, addr: int, beats: int, axi_id: int = 0, bound: int = 50) -> None:
        self.present("aw", id=axi_id, addr=addr, len=beats - 1, size=self.max_size, burst=1)
        await self.taken("aw", bound)

    async def send_w(self, words: list[int], first: int = 0, count: int | None = None,
                     bound: int = 50) -> None:
        """Beats words[first:first+count] of a burst of len(words) beats (WLAST on the last)."""
        end = len(words) if count is None else first + count
        for k in range(first, end):
            self.present("w", data=words[k], strb=(1 << self.lanes) - 1,
                         last=int(k == len(words) - 1))
            await self.taken("w", bound)

    async def cycles(self, n: int) -> None:
        for _ in range(n):
            await RisingEdge(self.dut.clk_i)

    async def until(self, cond, bound: int, what: str) -> int:
        for n in range(bound):
            if cond():
                return n
            await RisingEdge(self.dut.clk_i)
        raise AssertionError(f"cycle {self.cycle}: {what} not within {bound} cycles")

    async def quiesce(self, on: bool) -> None:
        self.dut.quiesce_i.value = int(on)
        await RisingEdge(self.dut.clk_i)

    def idle(self) -> bool:
        return bool(int(self.dut.idle_o.value))

    # ---- reset, backpressure --------------------------------------------------------------------
    async def reset(self) -> None:
        for _ in range(4):
            await RisingEdge(self.dut.clk_i)
        self.dut.rst_ni.value = 1
        await RisingEdge(self.dut.clk_i)
        cocotb.start_soon(self._monitor())

    def channels(self) -> dict[str, object]:
        """Every channel model by name: "s.aw" ... the AxiMaster's, "m.aw" ... the RAM's."""
        out = {}
        if self.master is not None:
            wi, ri = self.master.write_if, self.master.read_if
            out.update({"s.aw": wi.aw_channel, "s.w": wi.w_channel, "s.b": wi.b_channel,
                        "s.ar": ri.ar_channel, "s.r": ri.r_channel})
        wi, ri = self.ram.write_if, self.ram.read_if
        out.update({"m.aw": wi.aw_channel, "m.w": wi.w_channel, "m.b": wi.b_channel,
                    "m.ar": ri.ar_channel, "m.r": ri.r_channel})
        return out

    def backpressure(self, p_master: float, p_ram: float, **extra: float) -> None:
        """Pause probability p_master on the AxiMaster's channels, p_ram on the RAM's; `extra`
        overrides single channels (s_aw=0.9: the master's AW)."""
        for name, ch in self.channels().items():
            p = extra.get(name.replace(".", "_"), p_master if name[0] == "s" else p_ram)
            if p:
                ch.set_pause_generator(pause_gen(random.Random(self.rng.getrandbits(32)), p))
            else:
                ch.clear_pause_generator()
                ch.pause = False

    def deep_ram(self, depth: int = 64) -> None:
        """Let the RAM take many addresses, W beats (also before their AW) and responses."""
        r = self.ram
        for ch in (r.write_if.aw_channel, r.write_if.w_channel, r.write_if.b_channel,
                   r.read_if.ar_channel, r.read_if.r_channel):
            ch.queue_occupancy_limit = depth

    # ---- the monitor ----------------------------------------------------------------------------
    async def _monitor(self) -> None:
        while True:
            await RisingEdge(self.dut.clk_i)
            self.cycle += 1
            try:
                self._check_cycle()
            except AssertionError as exc:
                self.errors.append(f"cycle {self.cycle}: {exc}")
                raise

    def _payload(self, side: str, ch: str) -> tuple[str, ...]:
        return tuple(str(getattr(self.dut, f"{side}_axi_{f}").value) for f in _PAYLOAD[ch])

    def _check_cycle(self) -> None:
        d = self.dut
        v = lambda s: int(getattr(d, s).value)  # noqa: E731
        q, idle = v("quiesce_i"), v("idle_o")
        M = self.max_out
        n = self.n
        wr_out, rd_out, lead = n["aw"] - n["b"], n["ar"] - n["rlast"], n["aw"] - n["wstart"]
        held_aw, held_ar, held_w = "aw" in self.held, "ar" in self.held, "w" in self.held
        w_first_held = held_w and not self.w_mid

        sv = {c: v(f"s_axi_{c}valid") for c in ("aw", "w", "ar")}
        sr = {c: v(f"s_axi_{c}ready") for c in ("aw", "w", "ar")}
        mv = {c: v(f"m_axi_{c}valid") for c in ("aw", "w", "ar")}
        mr = {c: v(f"m_axi_{c}ready") for c in ("aw", "w", "ar")}
        bv, br, rv, rr = v("m_axi_bvalid"), v("m_axi_bready"), v("m_axi_rvalid"), v("m_axi_rready")
        sbv, sbr, srv, srr = v("s_axi_bvalid"), v("s_axi_bready"), v("s_axi_rvalid"), v("s_axi_rready")

        # (b) idle_o exactly when quiesced with nothing outstanding
        nothing = (not held_aw and not held_ar and not held_w and not self.w_mid and lead == 0
                   and wr_out == 0 and rd_out == 0)
        assert idle == int(bool(q) and nothing), (
            f"idle_o {idle} with quiesce_i {q}, writes open {wr_out}, reads open {rd_out}, "
            f"AW - W bursts {lead}, W burst half sent {self.w_mid}, held {sorted(self.held)}")
        # (a) nothing passes either way while idle
        if idle:
            self.stats["idle_cycles"] += 1
            outs = {**{f"m_axi_{c}valid": mv[c] for c in mv}, **{f"s_axi_{c}ready": sr[c] for c in sr},
                    "m_axi_bready": br, "m_axi_rready": rr, "s_axi_bvalid": sbv, "s_axi_rvalid": srv}
            high = [k for k, x in outs.items() if x]
            assert not high, f"idle_o but {high} high"
        if q:
            self.stats["quiesce_cycles"] += 1

        # (c) a presented address / beat stays, unchanged
        for ch, prev in self.held.items():
            assert mv[ch], f"m_axi_{ch}valid dropped before its READY"
            assert self._payload("m", ch) == prev, f"m_axi {ch.upper()} payload changed while waiting"

        # (d) what may pass: the rules of the module's header
        if q:
            aw_ok = held_aw or (wr_out < M and (lead < 0 or (w_first_held and lead == 0)))
            ar_ok = held_ar
            w_ok = held_w or self.w_mid or lead > 0 or (held_aw and lead == 0)
        else:
            aw_ok = held_aw or wr_out < M
            ar_ok = held_ar or rd_out < M
            w_ok = held_w or self.w_mid or lead > -M
        for ch, ok in (("aw", aw_ok), ("w", w_ok), ("ar", ar_ok)):
            assert mv[ch] == (sv[ch] and ok), (
                f"m_axi_{ch}valid {mv[ch]} with s_axi_{ch}valid {sv[ch]}, quiesce_i {q}, allowed {ok}")
            assert sr[ch] == (mr[ch] and ok), (
                f"s_axi_{ch}ready {sr[ch]} with m_axi_{ch}ready {mr[ch]}, quiesce_i {q}, allowed {ok}")
            if sv[ch] and not ok:
                if q:
                    self.stats["blocked_under_quiesce"] += 1
                else:
                    self.stats["limit_stalls"] += 1
            if mv[ch]:
                assert self._payload("m", ch) == self._payload("s", ch), f"{ch.upper()} payload altered"
        assert (sbv, br) == (bv and not idle, sbr and not idle), "B valid/ready not passed"
        assert (srv, rr) == (rv and not idle, srr and not idle), "R valid/ready not passed"
        if bv:
            assert self._payload("s", "b") == self._payload("m", "b"), "B payload altered"
        if rv:
            assert self._payload("s", "r") == self._payload("m", "r"), "R payload altered"
        if q and mv["aw"] and mr["aw"] and not held_aw:
            self.stats["aw_for_early_w"] += 1
        if q and mv["w"] and mr["w"] and not self.w_mid and not held_w and held_aw and lead == 0:
            self.stats["w_for_held_aw"] += 1
        if q and not self.prev_q and self.held:
            self.stats["held_at_quiesce"] += 1
        self.prev_q = q

        # the account: handshakes on the master port
        aw_hs, w_hs, ar_hs = (mv[c] and mr[c] for c in ("aw", "w", "ar"))
        b_hs, r_hs = bv and br, rv and rr
        if aw_hs:
            n["aw"] += 1
        if w_hs:
            if not self.w_mid:
                n["wstart"] += 1
            self.w_mid = not v("m_axi_wlast")
        if b_hs:
            assert wr_out > 0 or aw_hs, "B with no write open (the RAM misbehaved)"
            n["b"] += 1
            self.b_seen.append((v("s_axi_bid"), v("s_axi_bresp")))
        if ar_hs:
            n["ar"] += 1
        if r_hs:
            assert rd_out > 0 or ar_hs, "R with no read open (the RAM misbehaved)"
            last = v("m_axi_rlast")
            n["rlast"] += last
            self.r_seen.append((v("s_axi_rid"), v("s_axi_rdata"), v("s_axi_rresp"), last))
        wr_out, rd_out, lead = n["aw"] - n["b"], n["ar"] - n["rlast"], n["aw"] - n["wstart"]
        assert wr_out <= M and rd_out <= M and -lead <= M, (
            f"more than MaxOutstanding {M} open: writes {wr_out}, reads {rd_out}, W bursts ahead {-lead}")
        st = self.stats
        st["max_wr"] = max(st["max_wr"], wr_out)
        st["max_rd"] = max(st["max_rd"], rd_out)
        st["min_lead"] = min(st["min_lead"], lead)
        self.held = {}
        for ch in ("aw", "w", "ar"):
            if mv[ch] and not mr[ch]:
                self.held[ch] = self._payload("m", ch)

    # ---- data -----------------------------------------------------------------------------------
    async def do_op(self, write: bool, addr: int, length: int, size: int) -> None:
        m = self.master
        axi_id = self.rng.getrandbits(self.id_width)
        if write:
            data = self.rng.randbytes(length)
            resp = await m.write(addr, data, awid=axi_id, size=size)
            assert resp.resp == AxiResp.OKAY, f"write {addr:#x}+{length}: {resp.resp}"
            self.ref[addr:addr + length] = data
        else:
            resp = await m.read(addr, length, arid=axi_id, size=size)
            assert resp.resp == AxiResp.OKAY, f"read {addr:#x}+{length}: {resp.resp}"
            exp = bytes(self.ref[addr:addr + length])
            assert resp.data == exp, f"read {addr:#x}+{length} size {size}: {resp.data.hex()} != {exp.hex()}"

    def random_op(self, blocks: list[int]) -> tuple[bool, int, int, int]:
        rng = self.rng
        base = rng.choice(blocks)
        size = rng.randint(0, self.max_size)
        length = rng.choice([1, self.lanes, 2 * self.lanes, rng.randint(1, 64), rng.randint(1, BLOCK)])
        off = rng.randrange(0, BLOCK - length + 1)
        return rng.random() < 0.5, base + off, length, size

    def check(self) -> None:
        assert not self.errors, f"monitor: {self.errors[0]}"
        got = self.ram.read(0, RAM_SIZE)
        if got != bytes(self.ref):
            bad = [i for i in range(RAM_SIZE) if got[i] != self.ref[i]]
            raise AssertionError(f"RAM differs from the reference at {len(bad)} bytes, first at {bad[0]:#x}")

    async def finish(self) -> None:
        for _ in range(10):
            await RisingEdge(self.dut.clk_i)
        self.check()
        self.dut._log.info("monitor: %s", self.stats)


async def start(dut, master: bool = True) -> TB:
    tb = TB(dut, make_rng(dut), master)
    await tb.reset()
    return tb


async def run_workers(tb: TB, workers: int, ops: int, timeout_us: float = 5000) -> None:
    blocks = list(range(0, RAM_SIZE, BLOCK))
    tb.rng.shuffle(blocks)

    async def worker(k: int) -> None:
        mine = blocks[k::workers]
        for _ in range(ops):
            await tb.do_op(*tb.random_op(mine))

    tasks = [cocotb.start_soon(worker(k)) for k in range(workers)]
    for t in tasks:
        await with_timeout(t, timeout_us, "us")


async def quiescer(tb: TB, stop: Event, episodes: dict[str, int], aim: dict) -> None:
    """quiesce_i on and off at random: short pulses (dropped before or after idle_o), and holds
    that must reach idle_o within DRAIN_BOUND cycles (e) and then stay idle while the master
    keeps trying to issue. aim["when"], if set, is a condition quiesce_i waits for (a while) before
    it rises, to hit a case the traffic makes only now and then."""
    rng = random.Random(tb.rng.getrandbits(32))
    dut = tb.dut
    while not stop.is_set():
        await tb.cycles(rng.choice([rng.randint(0, 5), rng.randint(5, 100), rng.randint(100, 400)]))
        when = aim.get("when")
        if when is not None:
            for _ in range(500):
                if when():
                    break
                await RisingEdge(dut.clk_i)
        dut.quiesce_i.value = 1
        await RisingEdge(dut.clk_i)
        if rng.random() < 0.4:
            await tb.cycles(rng.randint(0, 30))
            episodes["pulses"] += 1
        else:
            took = await tb.until(tb.idle, DRAIN_BOUND, "idle_o after quiesce_i (e)")
            episodes["drains"] += 1
            episodes["longest_drain"] = max(episodes["longest_drain"], took)
            for _ in range(rng.randint(1, 100)):
                await RisingEdge(dut.clk_i)
                assert tb.idle(), f"cycle {tb.cycle}: idle_o fell while quiesce_i held"
        dut.quiesce_i.value = 0
        await RisingEdge(dut.clk_i)


@cocotb.test()
async def test_random_quiesce(dut):
    """Concurrent random reads and writes (random lengths, sizes, bursts up to 16 beats, IDs)
    under random backpressure on all ten channels, with quiesce_i toggled at random; data against
    the reference, monitor (a)-(d), drain bound (e)."""
    tb = await start(dut)
    stop = Event()
    episodes = {"pulses": 0, "drains": 0, "longest_drain": 0}
    aim: dict = {}
    q = cocotb.start_soon(quiescer(tb, stop, episodes, aim))
    n = tb.n
    v = lambda s: int(getattr(dut, s).value)  # noqa: E731
    # W data sent ahead of its AW (the AW is owed); an AW presented downstream and not taken
    # while its W burst has not started (the burst is owed).
    w_ahead = lambda: n["wstart"] > n["aw"]  # noqa: E731
    aw_waits = lambda: (v("m_axi_awvalid") and not v("m_axi_awready") and not v("m_axi_wvalid")  # noqa: E731
                        and n["aw"] == n["wstart"] and not tb.w_mid)
    rounds = [
        (dict(p_master=0.0, p_ram=0.0), None),
        (dict(p_master=0.3, p_ram=0.3), None),
        (dict(p_master=0.0, p_ram=0.7), None),
        (dict(p_master=0.7, p_ram=0.2), None),
        (dict(p_master=0.1, p_ram=0.1, s_aw=0.9), w_ahead),
        (dict(p_master=0.1, p_ram=0.1, s_w=0.8, m_aw=0.9), aw_waits),
    ]
    for kw, when in rounds:
        tb.backpressure(**kw)
        aim["when"] = when
        await run_workers(tb, 4, 12)
    stop.set()
    await with_timeout(q, 100, "us")
    tb.backpressure(0, 0)
    await tb.finish()
    dut._log.info("quiesce episodes: %s", episodes)
    st = tb.stats
    assert episodes["drains"] >= 5 and st["idle_cycles"] > 0, f"too few drains: {episodes}"
    assert st["blocked_under_quiesce"] > 0, "the master never tried to issue under quiesce_i"
    assert st["held_at_quiesce"] > 0, "quiesce_i never rose with something presented downstream"
    assert st["aw_for_early_w"] > 0 and st["w_for_held_aw"] > 0, f"W-before-AW cases not met: {st}"
    if tb.max_out == 1:
        assert st["limit_stalls"] > 0, "MaxOutstanding = 1 never stalled anything"


@cocotb.test()
async def test_outstanding_limit(dut):
    """A RAM with deep queues and a master that holds BREADY / RREADY low: exactly MaxOutstanding
    writes and reads open (the next ones wait at the limit, the monitor checks never more); then
    quiesce_i, the responses trickle back and idle_o follows; the waiting ones finish after."""
    tb = await start(dut)
    tb.deep_ram()
    m = tb.master
    resp = (m.write_if.b_channel, m.read_if.r_channel)
    for ch in resp:
        ch.pause = True
    n = tb.max_out + 4
    tasks = []
    for base in range(0, n * BLOCK, BLOCK):
        tasks.append(cocotb.start_soon(tb.do_op(True, base, 2 * tb.lanes, tb.max_size)))
        tasks.append(cocotb.start_soon(tb.do_op(False, base + BLOCK // 2, 3 * tb.lanes, tb.max_size)))
    st = tb.stats
    await tb.until(lambda: st["max_wr"] == tb.max_out and st["max_rd"] == tb.max_out, 100 * n,
                   "MaxOutstanding writes and reads open")
    stalls = st["limit_stalls"]
    await tb.cycles(20)
    assert st["limit_stalls"] >= stalls + 20, "nothing waited at the limit"
    dut.quiesce_i.value = 1
    await tb.cycles(20)
    assert not tb.idle()
    for ch in resp:
        ch.set_pause_generator(pause_gen(random.Random(tb.rng.getrandbits(32)), 0.7))
    await tb.until(tb.idle, DRAIN_BOUND, "idle_o from a full port")
    await tb.cycles(20)
    dut.quiesce_i.value = 0
    for t in tasks:
        await with_timeout(t, 2000, "us")
    tb.backpressure(0, 0)
    await tb.finish()


@cocotb.test()
async def test_w_before_aw(dut):
    """W data ahead of its address, by hand: (1) a whole burst sent, then quiesce_i, then its
    AW: the AW passes, B returns, idle_o follows; (2) half a burst, quiesce_i, the rest and the
    AW pass; (3) idle: a new burst's W and AW wait until quiesce_i falls; (4) a first W beat
    presented downstream and not taken when quiesce_i rises stays presented, and its AW passes
    (the slave may wait for it); (5) an AW presented and not taken when quiesce_i rises stays,
    and its W burst passes before it is taken; (6) while idle the core drives garbage on every
    input: nothing passes either way."""
    tb = await start(dut, master=False)
    tb.deep_ram()
    rng = tb.rng
    lanes = tb.lanes
    ram = tb.ram

    def words(k: int) -> list[int]:
        return [rng.getrandbits(8 * lanes) for _ in range(k)]

    def expect(addr: int, ws: list[int]) -> None:
        data = b"".join(w.to_bytes(lanes, "little") for w in ws)
        tb.ref[addr:addr + len(data)] = data
        assert ram.read(addr, len(data)) == data, f"RAM at {addr:#x} does not hold the burst"

    async def b_then_idle(axi_id: int) -> None:
        nb = len(tb.b_seen)
        await tb.until(lambda: len(tb.b_seen) > nb, 100, "B")
        assert tb.b_seen[-1] == (axi_id, 0), f"B {tb.b_seen[-1]}, expected ({axi_id}, OKAY)"
        await tb.until(tb.idle, 3, "idle_o after B")

    top = (1 << tb.id_width) - 1
    # (1) the whole burst before its address
    ws = words(4)
    await tb.send_w(ws)
    await tb.quiesce(True)
    await tb.cycles(5)
    assert not tb.idle(), "idle_o with an AW owed for data already sent"
    await tb.send_aw(0x100, 4, axi_id=top)
    await b_then_idle(top)
    expect(0x100, ws)
    await tb.quiesce(False)

    # (2) half a burst, then quiesce_i
    ws = words(4)
    await tb.send_w(ws, 0, 2)
    await tb.quiesce(True)
    await tb.cycles(3)
    assert not tb.idle(), "idle_o with a W burst half sent"
    await tb.send_w(ws, 2, 2)
    await tb.send_aw(0x200, 4, axi_id=1 & top)
    await b_then_idle(1 & top)
    expect(0x200, ws)

    # (3) idle: a new burst waits, W and AW both
    assert tb.idle()
    ws = words(2)
    tb.present("w", data=ws[0], strb=(1 << lanes) - 1, last=0)
    tb.present("aw", id=0, addr=0x300, len=1, size=tb.max_size, burst=1)
    await tb.not_taken("w", 20)
    assert not int(dut.s_axi_awready.value) and tb.idle()
    dut.quiesce_i.value = 0           # a wire again in the very next cycle
    took = await tb.taken_all(["aw", "w"], 50)
    assert took == {"aw": 0, "w": 0}, f"AW / W waited {took} cycles after quiesce_i fell"
    await tb.send_w(ws, 1, 1)
    await tb.quiesce(True)
    await b_then_idle(0)
    expect(0x300, ws)
    await tb.quiesce(False)

    # (4) a first W beat held downstream (the RAM's W paused), no AW yet, quiesce_i rises
    ws = words(3)
    ram.write_if.w_channel.pause = True
    await tb.cycles(2)                # the RAM's WREADY is low from here on
    tb.present("w", data=ws[0], strb=(1 << lanes) - 1, last=0)
    await tb.cycles(3)
    assert int(dut.m_axi_wvalid.value) and tb.n["wstart"] == 3, "W not held downstream"
    await tb.quiesce(True)
    await tb.cycles(3)                # monitor (c): still presented
    await tb.send_aw(0x400, 3, axi_id=2 & top)   # owed for the held beat: must pass
    ram.write_if.w_channel.pause = False
    await tb.taken("w", 50)
    await tb.send_w(ws, 1, 2)
    await b_then_idle(2 & top)
    expect(0x400, ws)
    await tb.quiesce(False)

    # (5) an AW held downstream (the RAM's AW paused), quiesce_i rises, its W burst still passes
    ws = words(4)
    ram.write_if.aw_channel.pause = True
    await tb.cycles(2)
    tb.present("aw", id=3 & top, addr=0x500, len=3, size=tb.max_size, burst=1)
    await tb.cycles(2)
    assert int(dut.m_axi_awvalid.value) and tb.n["aw"] == 4, "AW not held downstream"
    await tb.quiesce(True)
    await tb.send_w(ws)               # all four beats before the AW is taken
    assert int(dut.m_axi_awvalid.value) and int(dut.s_axi_awvalid.value), "AW not held"
    ram.write_if.aw_channel.pause = False
    await tb.taken("aw", 50)
    await b_then_idle(3 & top)
    expect(0x500, ws)

    # (6) the core in reset: garbage on every input while idle
    assert tb.idle()
    sigs = [s for ch in ("aw", "w", "ar") for s in (*_PAYLOAD[ch], f"{ch}valid")] + ["wstrb", "bready", "rready"]
    for _ in range(100):
        for s in sigs:
            sig = getattr(dut, f"s_axi_{s}")
            sig.value = rng.getrandbits(len(sig))
        await RisingEdge(dut.clk_i)
    tb.drive_quiet()
    await RisingEdge(dut.clk_i)
    await tb.quiesce(False)
    assert tb.n["aw"] == 5 and tb.n["wstart"] == 5 and tb.n["ar"] == 0, f"traffic leaked: {tb.n}"
    await tb.finish()
    assert tb.stats["aw_for_early_w"] >= 3 and tb.stats["w_for_held_aw"] >= 1, tb.stats


@cocotb.test()
async def test_ar_held(dut):
    """An AR presented downstream and not taken (the RAM's AR paused) when quiesce_i rises stays
    presented with its payload until taken; its R beats pass (with RREADY back-pressure) and
    idle_o rises only after the last. Under idle_o a new AR waits; when quiesce_i falls it passes
    the same cycle."""
    tb = await start(dut, master=False)
    ram = tb.ram
    lanes = tb.lanes
    top = (1 << tb.id_width) - 1
    for rep in range(3):
        addr = 0x1000 * (rep + 1)
        ram.read_if.ar_channel.pause = True
        await tb.cycles(2)
        tb.present("ar", id=top - rep % (top + 1), addr=addr, len=3, size=tb.max_size, burst=1)
        await tb.cycles(1 + rep)
        assert int(dut.m_axi_arvalid.value) and tb.n["ar"] == 2 * rep, "AR not held downstream"
        await tb.quiesce(True)
        for _ in range(10 + 5 * rep):
            await RisingEdge(dut.clk_i)   # monitor (c): presented, payload unchanged
            assert not tb.idle() and int(dut.m_axi_arvalid.value), "held AR dropped"
        ram.read_if.ar_channel.pause = False
        nr = len(tb.r_seen)
        await tb.taken("ar", 20)
        for k in range(12):           # RREADY back-pressure
            dut.s_axi_rready.value = int(k % 3 == 0)
            await RisingEdge(dut.clk_i)
            assert not tb.idle() or len(tb.r_seen) - nr == 4, "idle_o before the last R"
        dut.s_axi_rready.value = 1
        await tb.until(lambda: len(tb.r_seen) - nr == 4, 50, "four R beats")
        beats = tb.r_seen[nr:]
        exp = [int.from_bytes(ram.read(addr + k * lanes, lanes), "little") for k in range(4)]
        assert [b[1] for b in beats] == exp and [b[3] for b in beats] == [0, 0, 0, 1], f"R beats {beats}"
        assert all(b[0] == top - rep % (top + 1) and b[2] == 0 for b in beats), f"R id/resp {beats}"
        await tb.until(tb.idle, 3, "idle_o after the last R")
        # a new AR under idle_o waits, and passes the cycle quiesce_i falls
        tb.present("ar", id=0, addr=addr + 0x80, len=0, size=tb.max_size, burst=1)
        await tb.not_taken("ar", 10)
        dut.quiesce_i.value = 0
        n = await tb.taken("ar", 10)
        assert n == 0, f"AR taken {n} cycles after quiesce_i fell"
        nr = len(tb.r_seen)
        await tb.until(lambda: len(tb.r_seen) > nr, 50, "R")
    await tb.finish()


PARAMS = [(4, 32, 64, 16), (1, 32, 32, 1), (4, 17, 32, 1), (1, 40, 64, 16)]


@pytest.mark.parametrize("id_width,addr_width,data_width,max_out", PARAMS)
def test_soc_axi_quiesce(id_width, addr_width, data_width, max_out):
    run(test_file=__file__, toplevel="soc_axi_quiesce", sources=rtl_files("soc/soc_axi_quiesce.sv"),
        parameters={"IdWidth": id_width, "AddrWidth": addr_width, "DataWidth": data_width,
                    "MaxOutstanding": max_out})


@pytest.mark.parametrize("data_width,max_out", [(64, 0), (48, 16)])
def test_soc_axi_quiesce_rejects_bad_parameters(capfd, data_width, max_out):
    """MaxOutstanding 0 (holds nothing) and DataWidth 48 (no power of two): the run must stop
    with the module's own message."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="soc_axi_quiesce", sources=rtl_files("soc/soc_axi_quiesce.sv"),
            parameters={"IdWidth": 4, "AddrWidth": 32, "DataWidth": data_width, "MaxOutstanding": max_out},
            simulator="icarus", testcase="test_ar_held")
    assert "soc_axi_quiesce: bad parameters" in capfd.readouterr().out
