"""accel_flit_packer: records into 64-byte flits as hls/common/insider_app.h's flit_writer does.

Random files of random record counts (none, less than a flit, exactly whole flits, many), records
and finishes offered with random gaps, the output taken with random back-pressure: each file's
flits must be exactly the writer's (full flits, the eop on the last data flit, one len-0 flit for
an empty file). Record widths 8, 32, 128 and 512 bits."""

from __future__ import annotations

import cocotb
import pytest
from cocotb.triggers import FallingEdge, ReadOnly

from cssd_sim import tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng


def writer(records: list[int], rec_bytes: int) -> list[tuple[bytes, int, int]]:
    """flit_writer: put() sends a held full flit first; finish() sends what is held with eop."""
    out, buf = [], b""
    for r in records:
        if len(buf) == 64:
            out.append((buf, 64, 0))
            buf = b""
        buf += r.to_bytes(rec_bytes, "little")
    out.append((buf, len(buf), 1))
    return out


@cocotb.test()
async def like_the_cpp_writer(dut) -> None:
    rng = make_rng(dut)
    await tb_clock.start(dut, zero=("rec_valid_i", "rec_data_i", "fin_valid_i", "out_ready_i"))
    rec_w = int(dut.RecW.value)
    rec_bytes, per_flit = rec_w // 8, 512 // rec_w
    files = [[rng.getrandbits(rec_w) for _ in range(n)]
             for n in [0, 1, per_flit, 2 * per_flit, per_flit + 1, 0, *[rng.randrange(0, 5 * per_flit) for _ in range(12)]]]
    want = [f for recs in files for f in writer(recs, rec_bytes)]
    todo = [("rec", r) for recs in files for r in recs + [None]]
    got = []
    for _ in range(100_000):
        if len(got) == len(want):
            break
        await FallingEdge(dut.clk_i)
        offer = todo[0] if todo and rng.random() < 0.7 else None
        dut.rec_valid_i.value = int(offer is not None and offer[1] is not None)
        dut.fin_valid_i.value = int(offer is not None and offer[1] is None)
        if offer is not None and offer[1] is not None:
            dut.rec_data_i.value = offer[1]
        dut.out_ready_i.value = int(rng.random() < 0.6)
        await ReadOnly()
        if offer is not None and ((offer[1] is not None and int(dut.rec_ready_o.value))
                                  or (offer[1] is None and int(dut.fin_ready_o.value))):
            todo.pop(0)
        if int(dut.out_valid_o.value) and int(dut.out_ready_i.value):
            length = int(dut.out_len_o.value)
            got.append((int(dut.out_data_o.value).to_bytes(64, "little")[:length], length, int(dut.out_eof_o.value)))
    assert got == want, f"{len(got)} flits, the writer's {len(want)}; first difference at " \
        f"{next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))}"


@pytest.mark.parametrize("rec_w", [32, 8, 128, 512])
def test_accel_flit_packer(rec_w: int) -> None:
    run(test_file=__file__, toplevel="accel_flit_packer", sources=rtl_files("accel/prog/accel_flit_packer.sv"),
        parameters=dict(RecW=rec_w))
