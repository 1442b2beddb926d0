"""accel_prog_grep: the RTL grep against its HLS twin (hls/grep run on the CPU by
hls/common/run_program) on the same files and parameter blocks: short and full-length patterns,
self-overlapping patterns, zero bytes (a match must not reach before the file's start), occurrences across flit boundaries, dense matches, lengths 0 and 33,
an empty file; files back to back, random gaps and back-pressure. Lanes 4 (the default) and 1."""

from __future__ import annotations

import os
from pathlib import Path

import cocotb
import pytest

from cssd_sim import hls, tb_clock
from cssd_sim.accel_tb import drive_program
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng


def block(pattern: bytes, n: int | None = None) -> list[int]:
    p = pattern[:32].ljust(32, b"\0")
    return [len(pattern) if n is None else n] + [int.from_bytes(p[i:i + 4], "little") for i in range(0, 32, 4)]


@cocotb.test()
async def against_the_hls_program(dut) -> None:
    rng = make_rng(dut)
    await tb_clock.start(dut, zero=("in_valid_i", "par_valid_i", "out_ready_i"))
    runner = Path(os.environ["HLS_RUNNER"])
    files = []
    for c in range(14):
        # The dense-match files are long whatever the seed, so that every run gives the matcher
        # work (a short one once left 97 matches in all).
        size = 0 if c == 0 else rng.randrange(1000, 1500) if c in (1, 2) else rng.randrange(1, 1500)
        text = bytes(rng.choice(b"abc \n") for _ in range(size))
        if c == 1:
            pat = b"a"                       # dense matches
        elif c == 2:
            pat = b"aa"                      # overlapping
        elif c == 3 and len(text) > 40:
            pat = text[5:37]                 # the full 32 bytes
        elif c == 4 and len(text) > 130:
            pat = text[60:70]                # across the first flit boundary
        else:
            pat = bytes(rng.choice(b"abc") for _ in range(rng.randrange(1, 5)))
        if c == 7:
            # Zero bytes: the window starts as zeros, so only the count of bytes seen stops a
            # match before the file's start.
            text = b"a\0\0a" + bytes(rng.choice(b"\0a") for _ in range(300))
            pat = b"\0\0a"
        n = 0 if c == 5 else 33 if c == 6 else None
        files.append((block(pat, n), text))
    outs = await drive_program(dut, rng, files, p_in=0.7, p_out=0.7)
    matches = 0
    for i, ((params, text), got) in enumerate(zip(files, outs)):
        want = hls.run_on_cpu(runner, "grep", params, text)
        assert got == want, f"file {i}: {len(got) // 4} offsets, the HLS program's {len(want) // 4}"
        matches += len(got) // 4
    assert matches > 100, "the files gave the matcher work"
    dut._log.info("%d files, %d matches, all equal to the HLS program's", len(files), matches)


@pytest.mark.parametrize("lanes", [4, 1])
def test_accel_prog_grep(lanes: int) -> None:
    runner = hls.build_runner()
    run(test_file=__file__, toplevel="accel_prog_grep",
        sources=rtl_files("accel/prog/accel_flit_packer.sv", "accel/prog/accel_prog_grep.sv"),
        parameters=dict(Lanes=lanes), extra_env={"HLS_RUNNER": str(runner)})
