"""cocotb tests for nvme_sq_arbiter (rtl/nvme/generated/front_end/nvme_sq_arbiter.sv, Chisel source
rtl/chisel/src/main/scala/cssd/nvme/NvmeSqArbiter.scala): NVMe submission queue arbitration
(base spec "Command Arbitration", 4.13 in NVMe 1.4): round robin, and weighted round robin with
the urgent priority class.

Two kinds of check:
- `ArbModel`, a cycle model written from the spec and the Scala's documented rules (admin first,
  then urgent round robin, then high/medium/low with weight + 1 credits each, reloaded when no
  class with work holds credit; round robin inside each class; credits spent by the number of
  commands the fetcher took), runs in lockstep: every cycle the grant (valid, queue) and
  maxBurst must equal the model's.
- Scenario properties that do not depend on the model: RR visits every pending queue in turn,
  WRR serves H:M:L in the ratio of (weight + 1), urgent and admin are never passed over.

The committed emit has 129 queues (admin + 128 I/O); the sweep is over seeds.
"""

from __future__ import annotations

from collections import Counter

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge

from cssd_sim.cocotb_run import RTL, run
from cssd_sim.tb_random import make_rng

NQ = 129
ADMIN, URGENT, HIGH, MEDIUM, LOW, ALL = range(6)
PERIOD_NS = 4


def rr_pick(req: int, last: int) -> int:
    """The first requester after `last`, else the first one (NvmeTypes.scala RoundRobin.pick)."""
    after = req & ~((2 << last) - 1) & ((1 << NQ) - 1)
    r = after or req
    return (r & -r).bit_length() - 1 if r else 0


class ArbModel:
    def __init__(self) -> None:
        self.last = [0] * 6
        self.credit = [0, 0, 0]  # high, medium, low

    def eval(self, pending: int, prio: list[int], wrr: bool) -> tuple[bool, int, int, bool]:
        """(grant valid, queue, class, reload) for this cycle's inputs."""
        masks = [1] + [sum(1 << i for i in range(1, NQ) if prio[i] == v) for v in range(4)] + [(1 << NQ) - 1]
        want = [m & pending for m in masks]
        eligible = [bool(want[HIGH + k]) and self.credit[k] != 0 for k in range(3)]
        any_weighted = any(want[HIGH:LOW + 1])
        reload = wrr and not want[ADMIN] and not want[URGENT] and any_weighted and not any(eligible)
        cls = ALL
        if wrr:
            cls = (ADMIN if want[ADMIN] else URGENT if want[URGENT] else HIGH if eligible[0]
                   else MEDIUM if eligible[1] else LOW if eligible[2] else ALL)
        valid = (cls != ALL and not reload) if wrr else bool(want[ALL])
        return valid, rr_pick(want[cls], self.last[cls]), cls, reload

    def step(self, valid: bool, q: int, cls: int, reload: bool, take: int | None, cfg: dict) -> None:
        if reload:
            self.credit = [cfg["hpw"] + 1, cfg["mpw"] + 1, cfg["lpw"] + 1]
        if take is not None and valid:
            self.last[cls] = q
            if HIGH <= cls <= LOW:
                k = cls - HIGH
                self.credit[k] = self.credit[k] - take if self.credit[k] > take else 0


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        # cocotb derives each test's seed from the regression seed and the test name: ARB_SEED
        # replays one test.
        self.rng = make_rng(dut, "ARB_SEED")
        self.model = ArbModel()
        self.prio = [0] * NQ
        self.cfg = {"burst": 0, "lpw": 0, "mpw": 0, "hpw": 0}
        self.grants: list[tuple[int, int]] = []  # (queue, class) per taken grant

    async def start(self) -> None:
        dut = self.dut
        cocotb.start_soon(Clock(dut.clock, PERIOD_NS, unit="ns").start())
        dut.io_pending.value = 0
        dut.io_wrr.value = 0
        dut.io_take_valid.value = 0
        dut.io_take_bits.value = 0
        self.set_prio([0] * NQ)
        self.set_cfg(0, 0, 0, 0)
        dut.reset.value = 1
        for _ in range(3):
            await RisingEdge(dut.clock)
        dut.reset.value = 0
        await RisingEdge(dut.clock)

    def set_prio(self, prio: list[int]) -> None:
        for i in range(1, NQ):  # the admin SQ has no QPRIO port
            getattr(self.dut, f"io_prio_{i}").value = prio[i]
        self.prio = list(prio)

    def set_cfg(self, burst: int, hpw: int, mpw: int, lpw: int) -> None:
        self.cfg = {"burst": burst, "hpw": hpw, "mpw": mpw, "lpw": lpw}
        for k, v in self.cfg.items():
            getattr(self.dut, f"io_cfg_{k}").value = v

    async def cycle(self, pending: int, wrr: bool, take: int | None) -> tuple[bool, int]:
        """Drive one cycle (called just after a clock edge), check the grant against the model,
        advance both. `take` None = the fetcher takes nothing."""
        dut = self.dut
        dut.io_pending.value = pending
        dut.io_wrr.value = int(wrr)
        dut.io_take_valid.value = int(take is not None)
        dut.io_take_bits.value = take or 0
        valid, q, cls, reload = self.model.eval(pending, self.prio, wrr)
        await ReadOnly()
        got_v = int(dut.io_grant_valid.value)
        assert got_v == int(valid), f"grant valid {got_v}, model {valid} (pending {pending:#x}, wrr {wrr}, " \
                                    f"credits {self.model.credit})"
        if valid:
            got_q = int(dut.io_grant_bits.value)
            assert got_q == q, f"granted SQ {got_q}, model {q} (class {cls}, pending {pending:#x})"
            if take is not None:
                self.grants.append((q, cls))
        b = self.cfg["burst"]
        assert int(dut.io_maxBurst.value) == (255 if b == 7 else 1 << b)
        await RisingEdge(dut.clock)
        self.model.step(valid, q, cls, reload, take, self.cfg)
        return valid, q


async def setup(dut) -> Tb:
    tb = Tb(dut)
    await tb.start()
    return tb


@cocotb.test()
async def round_robin_order(dut):
    """RR (CC.AMS = 0): with every SQ pending the grants go 1, ..., 128, 0, 1, ...; QPRIO is
    ignored; with a random subset pending each pending SQ is served once per turn, in ascending
    order after the last one served; an SQ that stops being pending is skipped."""
    tb = await setup(dut)
    rng = tb.rng
    tb.set_prio([rng.randrange(4) for _ in range(NQ)])
    everyone = (1 << NQ) - 1
    seq = [(await tb.cycle(everyone, False, 1))[1] for _ in range(2 * NQ + 5)]
    # Reset leaves "last served" at SQ 0, so the first turn starts at SQ 1.
    assert seq == [(i + 1) % NQ for i in range(2 * NQ + 5)]
    for _ in range(20):
        pending = rng.getrandbits(NQ) | (1 << rng.randrange(NQ))
        served = [(await tb.cycle(pending, False, rng.randrange(1, 9)))[1] for _ in range(bin(pending).count("1"))]
        assert sorted(served) == [i for i in range(NQ) if pending >> i & 1], "a pending SQ missed its turn"
    # Idle: no grant; a grant without take moves nothing.
    v, _ = await tb.cycle(0, False, None)
    assert not v
    a = await tb.cycle(0b1010, False, None)
    b = await tb.cycle(0b1010, False, None)
    assert a == b


@cocotb.test()
async def wrr_weights_and_urgent(dut):
    """WRR with urgent (CC.AMS = 1): with every class busy the grants per round are exactly
    HPW+1 high, MPW+1 medium, LPW+1 low (in that order), round robin inside each class; urgent
    SQs are served before any weighted class and the admin SQ before everything; a take of
    several commands spends that many credits."""
    tb = await setup(dut)
    rng = tb.rng
    prio = [0] + [(i % 3) + 1 for i in range(1, NQ)]  # high, medium, low in turn; no urgent
    tb.set_prio(prio)
    weights = (3, 1, 0)  # H:M:L = 4:2:1
    tb.set_cfg(0, *weights)
    weighted = ((1 << NQ) - 1) & ~1
    rounds = 30
    for _ in range(rounds * 7 + rounds):  # each round has one reload bubble
        await tb.cycle(weighted, True, 1)
    counts = Counter(cls for _, cls in tb.grants)
    assert counts[HIGH] == 4 * rounds and counts[MEDIUM] == 2 * rounds and counts[LOW] == rounds, counts
    assert [c for _, c in tb.grants[:14]] == [HIGH] * 4 + [MEDIUM] * 2 + [LOW] + [HIGH] * 4 + [MEDIUM] * 2 + [LOW]
    highs = [q for q, c in tb.grants if c == HIGH]
    assert highs[:5] == [3, 6, 9, 12, 15], "round robin inside the high class"
    # Urgent SQs take every grant while they have work; the admin SQ goes before them.
    for u in (5, 77):
        prio[u] = 0
    tb.set_prio(prio)
    tb.grants.clear()
    for n in range(12):
        await tb.cycle(weighted | (1 if n in (3, 7) else 0), True, 1)
    assert [q for q, _ in tb.grants] == [5, 77, 5, 0, 77, 5, 77, 0, 5, 77, 5, 77]
    # Bursts: a take of 3 uses 3 of high's 4 credits.
    prio[5] = prio[77] = 1
    tb.set_prio(prio)
    tb.set_cfg(2, *weights)
    tb.grants.clear()
    for _ in range(40):
        await tb.cycle(weighted, True, rng.randrange(1, 5))


@cocotb.test()
async def random_lockstep(dut):
    """Seeded random pending sets, QPRIO, mode switches, weights, burst and take counts (incl.
    takes larger than the class credit and cycles without a take): grant and maxBurst equal the
    model's every cycle."""
    tb = await setup(dut)
    rng = tb.rng
    wrr = False
    pending = 0
    grants = 0
    for n in range(3000):
        if n % 250 == 0:
            tb.set_prio([rng.choice([0, 1, 1, 2, 2, 3, 3, 3]) for _ in range(NQ)])
            tb.set_cfg(rng.randrange(8), rng.randrange(256), rng.randrange(256), rng.choice([0, 1, 255]))
            if rng.random() < 0.4:
                tb.set_cfg(rng.randrange(8), rng.randrange(4), rng.randrange(4), rng.randrange(4))
            wrr = rng.random() < 0.7
        if rng.random() < 0.1:
            pending = rng.getrandbits(NQ) & rng.getrandbits(NQ) & rng.getrandbits(NQ)
            if rng.random() < 0.3:
                pending |= 1  # admin
        take = None if rng.random() < 0.2 else rng.randrange(1, 256 if rng.random() < 0.05 else 9)
        v, q = await tb.cycle(pending, wrr, take)
        if v and take is not None and rng.random() < 0.3:
            pending &= ~(1 << q)  # the SQ ran dry
        grants += v
    dut._log.info("%d cycles, %d grants", 3000, grants)


# ----------------------------------------------------------------------------------------------
# pytest


def _sources():
    # Every module file of the emission: helper module names may change, the folder is the list.
    return sorted((RTL / "nvme" / "generated" / "front_end").glob("*.sv"))


@pytest.mark.parametrize("seed", [1, 42, 2026])
def test_nvme_sq_arbiter(monkeypatch, seed):
    monkeypatch.setenv("SEED", str(seed))
    run(test_file=__file__, toplevel="nvme_sq_arbiter", sources=_sources(), build_tag="default")
