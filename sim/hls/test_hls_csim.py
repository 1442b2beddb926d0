"""The drive programs (hls/): C simulation against their CPU references, and their HLS scripts.

Each program's testbench (hls/<program>/<program>_tb.cpp) is compiled with g++ against Xilinx's
ap_types headers (fetched by set-up from the hls4ml wheel, hls/fetch_ap_types.sh) and run: it
feeds generated files as 64-byte flits, checks the output's framing (full flits, one eop, its
input and parameter block fully read) and compares the output with a plain C++ reference, case by
case. `make test`: seed 1; `make regress`: 20 seeds (HLS_SEED picks one).

Each run_hls.tcl runs in tclsh under stub HLS commands (sim/hls/hls_stubs.tcl): the right top
function and files, the VCU118's part (boards/vcu118/build.tcl's), the 250 MHz clock, C
simulation, synthesis and IP export. No HLS tool runs here.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from cssd_sim.tier import pick

from cssd_sim import hls
from cssd_sim.hls import AP_TYPES, CXXFLAGS, HLS

REPO = hls.REPO
PROGRAMS = hls.programs()


def test_every_program_found() -> None:
    assert PROGRAMS == ["grep", "integration", "knn", "pass", "relief", "rle", "sql", "statistics"], PROGRAMS
    # The slot shell and the host runner number the programs by program_table.h, which must list
    # every program, sorted, each with its own parameter-block constant.
    table = hls.program_table()
    assert [n for n, _ in table] == PROGRAMS, table
    assert all(c.lower() == f"k{n}paramwords".replace("_", "") for n, c in table), table


@pytest.mark.tiered
@pytest.mark.parametrize("program", PROGRAMS)
def test_csim(program: str) -> None:
    exe = hls.build_csim(program)
    seeds = [int(os.environ["HLS_SEED"])] if os.environ.get("HLS_SEED") else pick([1], list(range(1, 21)))
    for seed in seeds:
        proc = subprocess.run([str(exe), str(seed)], capture_output=True, text=True, timeout=300)
        out = proc.stdout
        assert proc.returncode == 0 and re.search(rf"^PASS {program}: \d+ cases", out, re.M), \
            f"{program} (HLS_SEED={seed}): exit {proc.returncode}\n{out[-3000:]}{proc.stderr[-2000:]}"
        # Xilinx's stream model warns when a stream is left with data: the testbench checks that
        # itself, so any such warning means a stream the checks do not cover.
        assert "leftover data" not in out + proc.stderr, out


def test_csim_catches_a_wrong_program(tmp_path: Path) -> None:
    """The checks can fail: grep built with its match test inverted must fail its testbench."""
    src = (HLS / "grep" / "grep.cpp").read_text()
    bad = src.replace("if (match) writer.put", "if (!match) writer.put")
    assert bad != src
    (tmp_path / "grep.cpp").write_text(bad)
    shutil.copy(HLS / "grep" / "grep.h", tmp_path)
    exe = tmp_path / "grep_bad"
    subprocess.run(["g++", *CXXFLAGS, "-isystem", str(AP_TYPES), f"-I{HLS / 'common'}", f"-I{tmp_path}",
                    str(tmp_path / "grep.cpp"), str(HLS / "grep" / "grep_tb.cpp"), "-o", str(exe)], check=True,
                   timeout=300)
    proc = subprocess.run([str(exe), "1"], capture_output=True, text=True, timeout=300)
    assert proc.returncode != 0 and "FAIL grep case" in proc.stdout, proc.stdout


def board_part() -> str:
    m = re.search(r"^set vcu118_part\s+(\S+)", (REPO / "boards" / "vcu118" / "build.tcl").read_text(), re.M)
    assert m, "boards/vcu118/build.tcl names the part"
    return m.group(1)


@pytest.mark.parametrize("program", PROGRAMS)
def test_run_hls_tcl(program: str, tmp_path: Path) -> None:
    tclsh = shutil.which("tclsh")
    assert tclsh, "tclsh (Debian tcl) missing: `make setup` installs it"
    log = tmp_path / "hls.log"
    driver = tmp_path / "driver.tcl"
    driver.write_text(f"source {{{Path(__file__).parent / 'hls_stubs.tcl'}}}\n"
                      f"source {{{HLS / program / 'run_hls.tcl'}}}\n")
    proc = subprocess.run([tclsh, str(driver)], capture_output=True, text=True, cwd=HLS / program, timeout=60,
                          env={**os.environ, "HLS_STUB_LOG": str(log)})
    assert proc.returncode == 0, proc.stderr
    calls = [ln.split("\x1f") for ln in log.read_text().splitlines()]
    names = [c[0] for c in calls]
    assert names == ["open_project", "set_top", "add_files", "add_files", "open_solution", "set_part", "create_clock",
                     "csim_design", "csynth_design", "export_design", "exit"], names
    by = {c[0]: c[1:] for c in calls}
    assert by["set_top"] == [program]
    files = [c[1:] for c in calls if c[0] == "add_files"]
    assert files[0][0] == f"{program}.cpp" and files[1][:2] == ["-tb", f"{program}_tb.cpp"], files
    for f in files:
        name = f[1] if f[0] == "-tb" else f[0]
        assert (HLS / program / name).exists(), name
        inc = f[f.index("-cflags") + 1]
        assert inc == f"-I{HLS / 'common'}", inc
    assert by["set_part"] == [board_part()]
    assert by["create_clock"][by["create_clock"].index("-period") + 1] == "4"
    assert by["export_design"] == ["-format", "ip_catalog"]


def test_runner_runs_a_program_and_refuses_bad_use(tmp_path: Path) -> None:
    """The host-side runner (the CPU side of the slot checks): pass returns its input; a wrong
    parameter count or an unknown program is refused with exit 2."""
    runner = hls.build_runner()
    data = bytes(range(200))
    assert hls.run_on_cpu(runner, "pass", [], data) == data
    p, i, o = tmp_path / "p.bin", tmp_path / "i.bin", tmp_path / "o.bin"
    p.write_bytes(b"\0" * 4)
    i.write_bytes(data)
    for args in (["pass", p, i, o], ["nosuch", p, i, o]):
        proc = subprocess.run([str(runner), *map(str, args)], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, (args, proc.returncode, proc.stderr)
