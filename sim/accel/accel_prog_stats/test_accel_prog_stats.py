"""accel_prog_stats: the RTL statistics against its HLS twin (hls/statistics run on the CPU by
hls/common/run_program) on the same files: row lengths 1, 3, 16, 100 and 0, rows across flits, a
short last row, a trailing partial number, extreme values, an empty file; files back to back,
random gaps and back-pressure."""

from __future__ import annotations

import os
from pathlib import Path

import cocotb

from cssd_sim import hls, tb_clock
from cssd_sim.accel_tb import drive_program
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng


@cocotb.test()
async def against_the_hls_program(dut) -> None:
    rng = make_rng(dut)
    await tb_clock.start(dut, zero=("in_valid_i", "par_valid_i", "out_ready_i"))
    runner = Path(os.environ["HLS_RUNNER"])
    files = []
    for c, row in enumerate([1, 3, 16, 100, 0, 7, 5, 16]):
        count = 0 if c == 7 else rng.randrange(1, 400)
        nums = [rng.choice([0, 0xFFFFFFFF, rng.getrandbits(32)]) for _ in range(count)]
        data = b"".join(x.to_bytes(4, "little") for x in nums) + (b"\x07\x07" if c == 6 else b"")
        files.append(([row], data))
    outs = await drive_program(dut, rng, files, p_in=0.7, p_out=0.6)
    for i, ((params, data), got) in enumerate(zip(files, outs)):
        want = hls.run_on_cpu(runner, "statistics", params, data)
        assert got == want, f"file {i} (row length {params[0]}): {len(got)} bytes, the HLS program's {len(want)}"
    assert sum(len(o) for o in outs) > 1000


def test_accel_prog_stats() -> None:
    runner = hls.build_runner()
    run(test_file=__file__, toplevel="accel_prog_stats",
        sources=rtl_files("accel/prog/accel_flit_packer.sv", "accel/prog/accel_prog_stats.sv"),
        extra_env={"HLS_RUNNER": str(runner)})
