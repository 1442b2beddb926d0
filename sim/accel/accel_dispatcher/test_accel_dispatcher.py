"""accel_dispatcher: read data to the slots by the Slot Index FIFO.

Random interleavings of requests (random slots, lengths, eof flags, gaps in the read data and in
the SIF, random back-pressure from every slot, slot epochs that move while requests are in
flight, SIF entries naming slots that do not exist or marked to drop) against a reference that
follows the SIF: every flit reaches exactly the slot its request named, in order and unchanged,
unless its request's epoch is no longer the slot's at that flit, the slot does not exist or the
entry was marked to drop, and then it is dropped and counted. At every cycle at most one slot sees valid, and it is the reference's.

Full rate: with the read data, the SIF and slot 0 always ready, normal reads (slot 0) move a
flit every cycle, and so do mixed requests when every slot is ready.
"""

from __future__ import annotations

import cocotb
import pytest

from cssd_sim import tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng


class Tb:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.slots = int(dut.NumSlots.value)
        self.data_w = int(dut.DataW.value)
        self.epoch_w = int(dut.EpochW.value)
        self.slot_w = max(1, (self.slots - 1).bit_length())
        self.flit_bytes = self.data_w // 8
        self.epochs = [0] * self.slots
        self.got: list[list[tuple[int, int, int, int]]] = [[] for _ in range(self.slots)]
        self.want: list[list[tuple[int, int, int, int]]] = [[] for _ in range(self.slots)]
        self.dropped = 0
        self.cycles = 0
        self.rd_moves = 0

    async def start(self) -> None:
        await tb_clock.start(self.dut, zero=("rd_valid_i", "rd_data_i", "rd_len_i", "rd_last_i", "sif_valid_i",
                                             "sif_slot_i", "sif_epoch_i", "sif_eof_i", "sif_drop_i", "slot_epoch_i",
                                             "out_ready_i"))

    def set_epochs(self) -> None:
        v = 0
        for s, e in enumerate(self.epochs):
            v |= e << (s * self.epoch_w)
        self.dut.slot_epoch_i.value = v

    async def run(self, requests, rng, *, p_rd: float, p_sif: float, p_ready: float, p_epoch: float,
                  max_cycles: int) -> None:
        """requests: (slot, epoch, eof, flits, drop) with flits a list of (data, len). Drives them
        through, checking every cycle against the reference."""
        d = self.dut
        sif = list(requests)             # SIF entries still to push
        data = [(i, f) for i, r in enumerate(requests) for f in range(len(r[3]))]  # flits to send
        cur_req = None                   # the reference's request being dispatched
        sif_pos = 0                      # next SIF entry the reference pops
        for _ in range(max_cycles):
            if not data:
                break
            await cocotb.triggers.FallingEdge(d.clk_i)
            # Inputs for this cycle.
            if rng.random() < p_epoch:
                s = rng.randrange(1, self.slots)
                self.epochs[s] = (self.epochs[s] + 1) % (1 << self.epoch_w)
            self.set_epochs()
            sif_on = bool(sif) and rng.random() < p_sif
            if sif_on:
                slot, epoch, eof, _, drop_flag = sif[0]
                d.sif_slot_i.value, d.sif_epoch_i.value, d.sif_eof_i.value = slot, epoch, int(eof)
                d.sif_drop_i.value = int(drop_flag)
            d.sif_valid_i.value = int(sif_on)
            rd_on = bool(data) and rng.random() < p_rd
            if rd_on:
                ri, fi = data[0]
                flit, length = requests[ri][3][fi]
                d.rd_data_i.value, d.rd_len_i.value = flit, length
                d.rd_last_i.value = int(fi == len(requests[ri][3]) - 1)
            d.rd_valid_i.value = int(rd_on)
            ready = [rng.random() < p_ready for _ in range(self.slots)]
            d.out_ready_i.value = sum(int(r) << s for s, r in enumerate(ready))
            await cocotb.triggers.ReadOnly()
            self.cycles += 1
            # The SIF the DUT sees is `sif` (a FIFO in front of it, modelled by this list): the
            # reference's pop happens at the first flit of each request.
            valid = int(d.out_valid_o.value)
            rd_ready = int(d.rd_ready_o.value)
            sif_ready = int(d.sif_ready_o.value)
            exp_valid = 0
            exp_move = False
            if rd_on:
                ri, fi = data[0]
                head = cur_req if cur_req is not None else (sif[0] if sif_on else None)
                if head is not None:
                    assert cur_req is not None or sif_pos == ri, "SIF and read data out of step in the bench"
                    slot, epoch, eof, flits, drop_flag = head
                    known = slot < self.slots
                    drop = drop_flag or not known or (slot != 0 and self.epochs[slot] != epoch)
                    exp_move = drop or ready[slot]
                    if not drop:
                        exp_valid = 1 << slot
            assert valid == exp_valid, f"cycle {self.cycles}: out_valid {valid:b}, reference {exp_valid:b}"
            assert bool(rd_on and rd_ready) == exp_move, f"cycle {self.cycles}: rd moved {rd_ready}, reference {exp_move}"
            assert sif_ready == int(exp_move and cur_req is None), f"cycle {self.cycles}: SIF pop {sif_ready}"
            if valid:
                slot = valid.bit_length() - 1
                assert int(d.out_data_o.value) == flit and int(d.out_len_o.value) == length
                last = fi == len(requests[ri][3]) - 1
                assert int(d.out_last_o.value) == int(last)
                assert int(d.out_eof_o.value) == int(last and head[2])
                if exp_move:
                    self.got[slot].append((ri, fi, flit, int(d.out_eof_o.value)))
            if exp_move:
                self.rd_moves += 1
                if valid == 0:
                    self.dropped += 1
                else:
                    self.want[slot].append((ri, fi, flit, int(last and head[2])))
                if cur_req is None:
                    cur_req = sif.pop(0)
                    sif_pos += 1
                data.pop(0)
                if fi == len(requests[ri][3]) - 1:
                    cur_req = None
        assert not data, f"{len(data)} flits never moved in {max_cycles} cycles"
        await cocotb.triggers.FallingEdge(d.clk_i)
        d.rd_valid_i.value = 0
        d.sif_valid_i.value = 0
        await cocotb.triggers.ReadOnly()
        assert int(d.stat_dropped_o.value) == self.dropped, (int(d.stat_dropped_o.value), self.dropped)


def random_requests(tb: Tb, rng, n: int, *, bad_slots: bool) -> list:
    reqs = []
    for _ in range(n):
        if bad_slots and rng.random() < 0.05:
            slot = rng.randrange(tb.slots, 1 << tb.slot_w) if tb.slots < (1 << tb.slot_w) else 0
        else:
            slot = rng.choice([0, 0, *range(tb.slots)])
        nflits = rng.choice([1, 1, 2, 3, 5, 8])
        flits = []
        for f in range(nflits):
            length = tb.flit_bytes if f < nflits - 1 else rng.randint(1, tb.flit_bytes)
            flits.append((rng.getrandbits(tb.data_w), length))
        epoch = tb.epochs[slot] if slot < tb.slots else 0
        # Marked to drop now and then (accel_isc marks the entries of slots beyond the cluster).
        reqs.append((slot, epoch, rng.random() < 0.3, flits, bad_slots and rng.random() < 0.03))
    return reqs


@cocotb.test()
async def random_interleavings(dut) -> None:
    """Random slots, gaps, back-pressure and epoch changes: every flit where the reference puts it."""
    tb = Tb(dut)
    rng = make_rng(dut)
    await tb.start()
    for p_rd, p_sif, p_ready, p_epoch in [(0.8, 0.6, 0.7, 0.0), (0.5, 0.9, 0.4, 0.01), (1.0, 1.0, 0.9, 0.03)]:
        # Requests carry the epoch current when they are generated; the epochs move while they
        # are in flight, so some arrive stale.
        reqs = random_requests(tb, rng, 150, bad_slots=True)
        await tb.run(reqs, rng, p_rd=p_rd, p_sif=p_sif, p_ready=p_ready, p_epoch=p_epoch, max_cycles=20_000)
    for s in range(tb.slots):
        assert tb.got[s] == tb.want[s], f"slot {s} got other flits than the reference"
    assert all(tb.got[s] for s in range(tb.slots)), "every slot received data"
    assert tb.dropped > 0, "the run dropped stale flits (the case was exercised)"
    dut._log.info("%d flits moved, %d dropped, %d cycles", tb.rd_moves, tb.dropped, tb.cycles)


@cocotb.test()
async def full_rate(dut) -> None:
    """Normal reads alone, then mixed slots with every slot ready: a flit every cycle."""
    tb = Tb(dut)
    rng = make_rng(dut)
    await tb.start()
    normal = [(0, 0, False, [(rng.getrandbits(tb.data_w), tb.flit_bytes)] * 64, False) for _ in range(8)]
    start = tb.cycles
    await tb.run(normal, rng, p_rd=1.0, p_sif=1.0, p_ready=1.0, p_epoch=0.0, max_cycles=10_000)
    assert tb.cycles - start == 8 * 64, f"512 normal flits took {tb.cycles - start} cycles"
    mixed = random_requests(tb, rng, 100, bad_slots=False)
    flits = sum(len(r[3]) for r in mixed)
    start = tb.cycles
    await tb.run(mixed, rng, p_rd=1.0, p_sif=1.0, p_ready=1.0, p_epoch=0.0, max_cycles=10_000)
    assert tb.cycles - start == flits, f"{flits} mixed flits took {tb.cycles - start} cycles"
    assert tb.dropped == 0


# The cluster's 4 slots at 64-byte flits; 3 slots (a slot number with no slot) at 8-byte flits;
# 8 slots with 1-bit epochs.
SWEEP = [(4, 512, 2), (3, 64, 2), (8, 64, 1)]


@pytest.mark.parametrize("slots,data_w,epoch_w", SWEEP)
def test_accel_dispatcher(slots: int, data_w: int, epoch_w: int) -> None:
    run(test_file=__file__, toplevel="accel_dispatcher", sources=rtl_files("accel/accel_dispatcher.sv"),
        parameters=dict(NumSlots=slots, DataW=data_w, EpochW=epoch_w))
