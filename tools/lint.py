#!/usr/bin/env python3
"""`make lint`: Verilator --lint-only -Wall over every synthesizable top and every common block.

Files come from the FuseSoC core files (fusesoc.core's targets, the IP cores beside the RTL).
Each top is linted on its own (`--top-module`), so a block that no top instantiates yet is still
checked. Waivers live only in the IPs' lint/*.vlt files, each with
its reason; nothing is waived on the command line.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corefile  # noqa: E402

REPO = corefile.REPO


def verilator() -> str:
    venv = REPO / ".venv" / "bin" / "verilator"
    return str(venv) if venv.exists() else (shutil.which("verilator") or "verilator")


def lint_jobs() -> list[tuple[str, list[Path]]]:
    """(top module, files) for each lint run."""
    jobs = []
    lint_files = corefile.target_files("lint")
    sv = [p for t, p in lint_files if t.startswith("systemVerilog") or t.startswith("verilog")]
    vlt = [p for t, p in lint_files if t == "vlt"]
    jobs.append((corefile.toplevel("lint"), vlt + sv))
    # Common blocks and the single-file Chisel/PeakRDL blocks are also linted on their own, so a
    # block no top instantiates yet is still checked (the split front end is linted in ctrl_core).
    chisel_out = REPO / "rtl" / "nvme" / "generated"
    # The flash back end's modules are each linted as a top too (flash_top is not in ctrl_core
    # in every configuration).
    for path in (p for p in sv if p.parent.name in ("common", "flash") or p.parent == chisel_out):
        jobs.append((path.stem, vlt + sv))
    # 2PM's blocks are not in any top yet (rtl/pm2/pm2.core): each is linted as a top of its own.
    pm2 = [p for _, p in corefile.core_files("pm2", tool="verilator") if p.suffix in (".sv", ".vlt")]
    jobs += [(p.stem, pm2) for p in pm2 if p.suffix == ".sv" and p.parent.name == "pm2"]
    # So are INSIDER's accelerator cluster and its bench programs (rtl/accel/accel.core).
    accel = [p for _, p in corefile.core_files("accel", target="sim", tool="verilator") if p.suffix in (".sv", ".vlt")]
    jobs += [(p.stem, accel) for p in accel if p.suffix == ".sv" and "accel" in p.parts[-3:-1]]
    # The firmware core wraps Rocket, whose Verilog is a pinned pip package (not in the core files);
    # its own lint file waives the package's files, so only our soc_* modules are held to -Wall.
    from cssd_config import CONFIGS
    from cssd_sim import rocket
    for target in corefile.targets():
        if target.startswith("lint_") and target != "lint":  # e.g. lint_vcu118 (board tops)
            files = [p for _, p in corefile.target_files(target) if p.suffix in (".sv", ".v", ".vlt")]
            if any(p.name == "soc_core.sv" for p in files):  # a board top with the cores: the board's
                files = [*system_rocket(CONFIGS[target.removeprefix("lint_")]), *files]
            jobs.append((corefile.toplevel(target), files))
    # The firmware complex and the system top, from their core files (rtl/soc/soc.core,
    # rtl/top/system.core) with their waivers: soc_core and the system with Rocket's files; the
    # splitter, the I/O bridge and the console modules each on their own as well.
    soc = [p for _, p in corefile.core_files("soc", tool="verilator") if p.suffix in (".sv", ".vlt")]
    jobs.append(("soc_core", [*rocket.sources(), *soc]))
    for m in ("soc_mmio_split", "soc_io_bridge", "soc_axi_quiesce", "soc_uart", "soc_console_mux", "soc_console"):
        jobs.append((m, soc))
    # The system top: ctrl_core's files (with a small flash back end, SYSTEM_LINT_PARAMS) plus
    # the cores and their bridges, with the simulated drive's Rocket configurations (its ISP
    # core's renamed beside the others').
    system = [p for _, p in corefile.core_files("system", tool="verilator") if p.suffix in (".sv", ".vlt")]
    jobs.append(("cssd_system", [*system_rocket(CONFIGS["sim_drive"]), *system]))
    return jobs


def system_rocket(cfg) -> list[Path]:
    """Rocket's files for a system configuration's cores (cssd_sim.rocket.system_sources; the
    defines follow from the files, rocket_defines)."""
    from cssd_sim import rocket
    return rocket.system_sources(cfg.rocket, cfg.isp_rocket if cfg.isp_core else None)[0]


def rocket_defines(files: list[Path]) -> list[str]:
    """Rocket's Verilog needs SYNTHESIS (rocket.DEFINES); a list with the ISP core's renamed
    Rocket also names its module for soc_core (rocket.ISP_DEFINE)."""
    from cssd_sim import rocket
    defines = []
    if any("pythondata_cpu_rocket" in str(f) for f in files):
        defines += [f"+define+{k}={v}" for k, v in rocket.DEFINES.items()]
    if any(rocket.ISP_DIR in f.parents for f in files):
        defines.append(f"+define+{rocket.ISP_DEFINE}={rocket.ISP_TOP}")
    return defines


# cssd_system is linted with flash channels in (ctrl_core's default leaves the back end out) and
# with the ISP core (so the ISP core's own Rocket configuration is linted in place).
SYSTEM_LINT_PARAMS = ["-GFlashChannels=2", "-GIspCore=1"]


def main() -> int:
    failed = []
    for top, files in lint_jobs():
        # Our blocks are linted with their simulation-only checks in (no SYNTHESIS without Rocket).
        defines = rocket_defines(files)
        if top == "cssd_system":
            defines += SYSTEM_LINT_PARAMS
        # Waivers first, so they hold for every file they name.
        files = [f for f in files if f.suffix == ".vlt"] + [f for f in files if f.suffix != ".vlt"]
        cmd = [verilator(), "--lint-only", "-Wall", "--timescale", "1ns/1ps", "--top-module", top,
               *defines, *map(str, files)]
        res = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
        status = "ok" if res.returncode == 0 else "FAIL"
        print(f"[lint] {top:28s} {status}")
        if res.returncode:
            failed.append(top)
            sys.stdout.write(res.stdout + res.stderr)
    if failed:
        print(f"[lint] {len(failed)} top(s) failed: {' '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
