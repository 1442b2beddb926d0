"""sim_native_top is held to Verilator -Wall like the RTL (sim/models/README.md: the simulation
models compile without warnings): linted over the whole system with the system's own waivers,
so a warning here is one of this folder's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cssd_config import CONFIGS

from cssd_sim import rocket
from cssd_sim.cocotb_run import REPO, core_files


def test_sim_native_top_lint_clean():
    venv = Path(sys.executable).parent / "verilator"
    # sim_native_top's default geometry is sim_drive's: its cores' Rocket configurations, the ISP
    # core's renamed beside the others' (rocket.system_sources).
    drive = CONFIGS["sim_drive"]
    rocket_files, defines = rocket.system_sources(drive.rocket, drive.isp_rocket if drive.isp_core else None)
    files = [*rocket_files, *core_files("system", tool="verilator", file_types=("systemVerilogSource",
                                                                                     "verilogSource", "vlt")),
             REPO / "sim" / "models" / "sim_axi_sparse_mem.sv", REPO / "sim" / "native" / "sim_native_top.sv"]
    files = [f for f in files if f.suffix == ".vlt"] + [f for f in files if f.suffix != ".vlt"]
    cmd = [str(venv) if venv.exists() else "verilator", "--lint-only", "-Wall", "--timescale", "1ns/1ps",
           "--top-module", "sim_native_top", *(f"+define+{k}={v}" for k, v in defines.items()), "+define+SOC_SIM",
           *map(str, files)]
    res = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=900)
    assert res.returncode == 0, res.stdout + res.stderr
