"""The rest of the drive around an accel_cluster bench top (accel_cluster_tb and
accel_cluster_hls_tb): a flash model that takes drive requests (the ISC unit's grants and normal
reads for slot 0) into a queue of limited depth, pushes each request's SIF entry as it issues it
and returns its flits in issue order after a latency at a set bandwidth; a host that opens files on
slots (a parameter block, then the file's requests as work for the credit scheduler) and collects
the slots' output and the normal reads. One `step()` is one clock cycle: inputs set after the
falling edge, handshakes read once the outputs settle.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from cocotb.triggers import FallingEdge, ReadOnly

from cssd_sim import tb_clock

@dataclass
class Request:
    slot: int
    epoch: int
    eof: bool
    flits: list[tuple[int, int]]
    ready_at: int = 0
    sent: int = 0


@dataclass
class File:
    slot: int
    epoch: int
    flits: list[tuple[int, int]]
    params: list[int]
    requests: int = 0          # requests granted so far
    total: int = 0             # requests the file needs


@dataclass
class Stats:
    rd_stalls: int = 0
    out: dict = field(default_factory=dict)          # slot -> [(data, len, eof)]
    out_cycles: dict = field(default_factory=dict)   # slot -> [cycle of each flit]
    normal: list = field(default_factory=list)


class Tb:
    def __init__(self, dut, rng, *, latency: int = 40, gap: int = 1, queue: int = 8) -> None:
        self.dut, self.rng = dut, rng
        self.n = int(dut.NumSlots.value)
        self.data_w = int(dut.DataW.value)
        self.epoch_w = int(dut.EpochW.value)
        self.req_flits = int(dut.ReqFlits.value)
        self.flit_bytes = self.data_w // 8
        self.latency, self.gap, self.queue = latency, gap, queue
        self.cycle = 0
        self.sif: deque[Request] = deque()       # issued, SIF entry not yet pushed
        self.flash: deque[Request] = deque()     # SIF pushed, data not fully returned
        self.normal_todo: deque[Request] = deque()
        self.files: dict[int, File] = {}
        self.host_jobs: deque[tuple[int, int]] = deque()
        self.host_params: deque[tuple[int, int]] = deque()
        self.next_flit_at = 0
        self.prog = [0] * self.n                  # the program in each slot (bench top's prog_i)
        self.prog_w = int(dut.ProgW.value)
        self.decouple = 0
        self.stats = Stats(out={s: [] for s in range(1, self.n)}, out_cycles={s: [] for s in range(1, self.n)})
        self.p0_ready_p = 1.0
        self.ao_ready_p = 1.0
        self.expect_normal: list[tuple[int, int, int]] = []
        self.min_credit = [None] + [int(dut.ResetCredits.value)] * (self.n - 1)

    async def start(self) -> None:
        d = self.dut
        await tb_clock.start(d, zero=("prog_i", "rd_valid_i", "rd_data_i", "rd_len_i", "rd_last_i", "sif_valid_i",
                                      "sif_slot_i", "sif_epoch_i", "sif_eof_i", "sif_drop_i", "p0_ready_i", "ao_ready_i",
                                      "credit_init_i", "job_valid_i", "job_slot_i", "job_count_i", "gnt_ready_i",
                                      "par_valid_i", "par_slot_i", "par_data_i", "decouple_i"))
        d.credit_init_i.value = int(d.ResetCredits.value)

    # ---- host side ------------------------------------------------------------------------------

    def flits(self, nflits: int, tail: int | None = None) -> list[tuple[int, int]]:
        out = []
        for f in range(nflits):
            length = self.flit_bytes if f < nflits - 1 or tail is None else tail
            out.append((self.rng.getrandbits(8 * length), length))
        return out

    def epoch(self, slot: int) -> int:
        return int(self.dut.epoch_o.value) >> (slot * self.epoch_w) & ((1 << self.epoch_w) - 1)

    def open_file(self, slot: int, flits: list[tuple[int, int]], params: list[int]) -> None:
        f = File(slot, self.epoch(slot), flits, params, total=-(-len(flits) // self.req_flits))
        self.files[slot] = f
        for p in params:
            self.host_params.append((slot, p))
        self.host_jobs.append((slot, f.total))

    def normal_read(self, nflits: int) -> None:
        req = Request(0, 0, False, self.flits(nflits))
        self.normal_todo.append(req)
        self.expect_normal += [(d, ln, int(i == nflits - 1)) for i, (d, ln) in enumerate(req.flits)]

    # ---- one cycle ---------------------------------------------------------------------------------

    async def step(self) -> None:
        d, rng = self.dut, self.rng
        await FallingEdge(d.clk_i)
        self.cycle += 1
        now = self.cycle
        d.prog_i.value = sum(p << (self.prog_w * (s - 1)) for s, p in enumerate(self.prog) if s)
        d.decouple_i.value = self.decouple
        # Flash: the head request's next flit, if it is due and the bandwidth allows.
        rd = None
        if self.flash and self.flash[0].ready_at <= now and now >= self.next_flit_at:
            rd = self.flash[0]
            data, length = rd.flits[rd.sent]
            d.rd_data_i.value, d.rd_len_i.value = data, length
            d.rd_last_i.value = int(rd.sent == len(rd.flits) - 1)
        d.rd_valid_i.value = int(rd is not None)
        sif = self.sif[0] if self.sif else None
        if sif:
            d.sif_slot_i.value, d.sif_epoch_i.value, d.sif_eof_i.value = sif.slot, sif.epoch, int(sif.eof)
        d.sif_valid_i.value = int(sif is not None)
        # The drive takes a request while its queue has room; normal reads and grants alternate.
        room = len(self.sif) + len(self.flash) < self.queue
        take_normal = room and bool(self.normal_todo) and (now % 2 == 0 or not int(d.gnt_valid_o.value))
        d.gnt_ready_i.value = int(room and not take_normal)
        job = self.host_jobs[0] if self.host_jobs else None
        d.job_valid_i.value = int(job is not None)
        if job:
            d.job_slot_i.value, d.job_count_i.value = job
        par = self.host_params[0] if self.host_params else None
        d.par_valid_i.value = int(par is not None)
        if par:
            d.par_slot_i.value, d.par_data_i.value = par
        d.p0_ready_i.value = int(rng.random() < self.p0_ready_p)
        d.ao_ready_i.value = int(rng.random() < self.ao_ready_p)
        await ReadOnly()
        credits = int(d.credit_o.value)
        cw = int(d.CreditW.value)
        for s in range(1, self.n):
            self.min_credit[s] = min(self.min_credit[s], credits >> (s * cw) & ((1 << cw) - 1))
        # Handshakes of this cycle.
        if rd is not None:
            if int(d.rd_ready_o.value):
                rd.sent += 1
                self.next_flit_at = now + self.gap
                if rd.sent == len(rd.flits):
                    self.flash.popleft()
            else:
                self.stats.rd_stalls += 1
        if sif and int(d.sif_ready_o.value):
            self.sif.popleft()
            sif.ready_at = now + self.latency
            self.flash.append(sif)
        if take_normal:
            self.sif.append(self.normal_todo.popleft())
        if int(d.gnt_valid_o.value) and room and not take_normal:
            slot, epoch = int(d.gnt_slot_o.value), int(d.gnt_epoch_o.value)
            f = self.files.get(slot)
            if f is not None and f.epoch == epoch and f.requests < f.total:
                lo = f.requests * self.req_flits
                chunk = f.flits[lo:lo + self.req_flits]
                f.requests += 1
                self.sif.append(Request(slot, epoch, f.requests == f.total, chunk))
            else:
                # A grant of a reloaded slot's old file: issued as the flash would (it cannot
                # know), with the old epoch; its data must be dropped.
                self.sif.append(Request(slot, epoch, False, self.flits(self.req_flits)))
        if job and int(d.job_ready_o.value):
            self.host_jobs.popleft()
        if par and int(d.par_ready_o.value):
            self.host_params.popleft()
        if int(d.p0_valid_o.value) and int(d.p0_ready_i.value):
            self.stats.normal.append((int(d.p0_data_o.value), int(d.p0_len_o.value), int(d.p0_last_o.value)))
        if int(d.ao_valid_o.value) and int(d.ao_ready_i.value):
            s = int(d.ao_slot_o.value)
            self.stats.out[s].append((int(d.ao_data_o.value), int(d.ao_len_o.value), int(d.ao_eof_o.value)))
            self.stats.out_cycles[s].append(now)

    async def run_until(self, done, limit: int) -> None:
        for _ in range(limit):
            if done():
                return
            await self.step()
        raise AssertionError(f"not done within {limit} cycles (cycle {self.cycle})")




async def drive_program(dut, rng, files: list[tuple[list[int], bytes]], *, p_in: float = 0.8, p_par: float = 0.8,
                        p_out: float = 0.8, max_cycles: int = 200_000) -> list[bytes]:
    """A slot program alone (the ports of rtl/accel/prog/), its clock already running: each
    file's parameter block and flits offered with random gaps, its output taken with random
    back-pressure. Returns each file's output bytes; checks the framing on the way (full flits
    but the last, one eop per file, len 0 only for an empty output)."""
    d = dut
    par = [w for p, _ in files for w in p]
    flits = []
    for _, data in files:
        chunks = [data[i:i + 64] for i in range(0, len(data), 64)] or [b""]
        flits += [(int.from_bytes(c, "little"), len(c), i == len(chunks) - 1) for i, c in enumerate(chunks)]
    outs: list[bytes] = []
    cur = b""
    for _ in range(max_cycles):
        if len(outs) == len(files):
            break
        await FallingEdge(d.clk_i)
        par_on = bool(par) and rng.random() < p_par
        d.par_valid_i.value = int(par_on)
        if par_on:
            d.par_data_i.value = par[0]
        in_on = bool(flits) and rng.random() < p_in
        d.in_valid_i.value = int(in_on)
        if in_on:
            d.in_data_i.value, d.in_len_i.value, d.in_eof_i.value = flits[0][0], flits[0][1], int(flits[0][2])
        d.out_ready_i.value = int(rng.random() < p_out)
        await ReadOnly()
        if par_on and int(d.par_ready_o.value):
            par.pop(0)
        if in_on and int(d.in_ready_o.value):
            flits.pop(0)
        if int(d.out_valid_o.value) and int(d.out_ready_i.value):
            length, eof = int(d.out_len_o.value), int(d.out_eof_o.value)
            assert length <= 64 and (eof or length == 64), f"flit of len {length} without eop"
            assert length or (eof and not cur), "an empty flit inside an output"
            cur += int(d.out_data_o.value).to_bytes(64, "little")[:length]
            if eof:
                outs.append(cur)
                cur = b""
    assert len(outs) == len(files), f"{len(outs)} of {len(files)} outputs in {max_cycles} cycles"
    await FallingEdge(d.clk_i)
    d.in_valid_i.value = 0
    d.par_valid_i.value = 0
    assert not par and not flits, "the program left parameters or input unread"
    return outs
