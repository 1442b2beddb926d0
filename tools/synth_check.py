#!/usr/bin/env python3
"""`make synth-check`: Yosys `synth_xilinx -family xcup` on each synthesizable top.

Writes build/reports/synth.md (and .json; SYNTH_QUICK=1: synth-quick.md): LUT, FF, LUTRAM, BRAM (36 Kb equivalents) and DSP per
top, each also as a share of the XCVU9P on the VCU118. Yosys maps to CARRY4 rather than CARRY8 and
does no timing-driven optimisation, so these are estimates for fit, not Vivado's numbers.
Fails (exit 1) on any synthesis error.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corefile  # noqa: E402

from cssd_config import CONFIGS  # noqa: E402

REPO = corefile.REPO
OUT = REPO / "build" / "reports"
# The firmware core of the board the estimate is for (config/cssd.toml, vcu118 `rocket`).
VCU118_ROCKET = CONFIGS["vcu118"].rocket

# XCVU9P-L2FLGA2104E capacity (Xilinx DS923): CLB LUTs, CLB flip-flops, 36 Kb block RAMs, DSP48E2.
XCVU9P = {"LUT": 1_182_240, "FF": 2_364_480, "BRAM36": 2_160, "DSP": 6_840}


def tops() -> list[tuple[str, str, list[Path], dict[str, int]]]:
    """(report name, top module, files, parameter overrides) per synthesis run."""
    sv = rtl_sources()
    # `make synth-check` also reports blocks alone (their own resource lines): the NVMe front end
    # and the flash back end with one channel and with eight (default geometry otherwise). The
    # test suite synthesizes the core only, to keep `make test` short.
    extra = []
    if os.environ.get("SYNTH_BLOCKS", "1") == "1":
        extra = [("nvme_front_end", "nvme_front_end", sv, {})]
        # 2PM's first-stage matcher at the issue's 8 keys of 32 bytes and 4 bytes a cycle (1 GB/s
        # at 250 MHz), and the per-channel tap around it as flash_channel builds it (two 16 KiB
        # pages of 512-bit beats buffered).
        pm2 = [p for t, p in corefile.core_files("pm2") if t.startswith("systemVerilog")]
        extra += [("pm2_matcher (8 keys x 32 B, 4 B/cycle)", "pm2_matcher", pm2, {}),
                  ("pm2_tap (the matcher, 2 x 16 KiB pages, 8 results)", "pm2_tap", pm2, {"ResDepth": 8}),
                  ("pm2_second_stage (16 requests x 64 pages)", "pm2_second_stage", pm2, {}),
                  ("pm2_analyzer (8 channels, 32 queues)", "pm2_analyzer", pm2, {}),
                  # The paper's 32-entry queue (one per die) with 32-bit slack counters
                  # (section IV.E.2: c is 32 to 64 bits).
                  ("pm2_reorder_queue (32 entries, 32-bit times)", "pm2_reorder_queue", pm2, {"TimeW": 32})]
        # INSIDER's framework without programs (the issue's area goal): 4 slots of 64-byte flits,
        # 4 KiB requests, R = 4, so each accelerator slot's input FIFO holds 256 flits.
        accel = [p for t, p in corefile.core_files("accel") if t.startswith("systemVerilog")]
        extra += [("accel_cluster (4 slots, 64 B flits, R 4 x 4 KiB)", "accel_cluster", accel, {}),
                  ("accel_isc (the cluster with its registers)", "accel_isc", accel, {})]
        # The two drive programs that also exist as RTL (the issue asks for their area).
        progs = [p for t, p in corefile.core_files("accel", target="sim") if t.startswith("systemVerilog")]
        extra += [("accel_prog_grep (32-byte pattern, 4 B/cycle)", "accel_prog_grep", progs, {}),
                  ("accel_prog_stats (1 number/cycle)", "accel_prog_stats", progs, {})]
    # Every die is its own module (Channel and Die are parameters) and Yosys maps each: about 4
    # minutes for one channel and 23 for eight, so these rows are opt-in.
    if os.environ.get("SYNTH_FLASH", "0") == "1":
        extra += [("flash_top (1 channel x 4 dies)", "flash_top", sv, {"NumChannels": 1}),
                  ("flash_top (8 channels x 4 dies)", "flash_top", sv, {"NumChannels": 8})]
    # One firmware core (soc_core: the board's Rocket configuration with its 128 KiB boot memory, as cssd_system
    # builds it), for the VCU118 estimate (boards/vcu118/README.md, Resources): opt-in, Rocket
    # takes Yosys a long time. Yosys 0.23 rejects `parameter string`, so soc_core's sources are
    # read from copies with that type dropped (an untyped parameter takes the same value).
    if os.environ.get("SYNTH_ROCKET", "0") == "1":
        # BootWords 512 (4 KiB): Yosys 0.23 unrolls the boot memory's zero-fill loop word by word
        # and did not get through cssd_system's 16384 words in minutes. The 128 KiB boot memory
        # (64 x 16384 bits) is 32 BRAM36 more per core, to be added by hand.
        extra += [(f"soc_core (one Rocket core, {VCU118_ROCKET}, 4 KiB boot memory)", "soc_core",
                   rocket_core_files(), {"BootWords": 512})]
    top = corefile.toplevel("default")
    if quick():
        # `make test`: the completer maps in seconds; ctrl_core is elaborated and checked by elaborate().
        return [("nvme_pcie_completer", "nvme_pcie_completer", sv, {})]
    return [(top, top, sv, {}), *extra]


def rtl_sources() -> list[Path]:
    return [p for t, p in corefile.target_files("default") if t.startswith("systemVerilog")]


def run_yosys(work: Path, script: str, failure: str) -> None:
    """Yosys on `script`, its log in `work`; any error ends the check with `failure`."""
    res = subprocess.run([shutil.which("yosys") or "yosys", "-q", "-l", str(work / "yosys.log"), "-p", script],
                         cwd=REPO, capture_output=True, text=True)
    if res.returncode:
        sys.stdout.write(res.stdout + res.stderr)
        raise SystemExit(f"[synth] {failure} (log {work / 'yosys.log'})")


def quick() -> bool:
    """SYNTH_QUICK=1 (what `make test` runs): mapping ctrl_core to xcup costs ~7 minutes of Yosys
    (~400 s CPU, most of it the Chisel front end), more than a tenth of the test budget. The test
    tier instead elaborates the whole top in Yosys (every RTL file through its front end,
    `hierarchy -check`, `proc`, `check -assert`: what breaks synthesis first) and maps one block
    (the BAR0 completer) through the same synth_xilinx flow and report. The resource-fit numbers
    come from `make synth-check` (part of `make regress`)."""
    return os.environ.get("SYNTH_QUICK", "0") == "1"


def elaborate(top: str, files: list[Path]) -> float:
    """Yosys front end, hierarchy and process check of `top` with no mapping; fails on any
    problem `check -assert` reports (multiple drivers, combinational loops, undriven wires)."""
    work = REPO / "build" / "synth" / f"{top}_elaborate"
    work.mkdir(parents=True, exist_ok=True)
    script = (f"read_verilog -sv {' '.join(str(f) for f in files)}; "
              f"hierarchy -check -top {top}; proc; opt_clean; check -assert")
    t0 = time.time()
    run_yosys(work, script, f"{top}: Yosys elaboration check failed")
    return round(time.time() - t0, 1)


def rocket_core_files() -> list[Path]:
    from cssd_sim import rocket  # the pinned pip package's Verilog
    src = REPO / "build" / "synth" / "src"
    src.mkdir(parents=True, exist_ok=True)
    ours = []
    for m in ("soc_axi_to_mem", "soc_boot_mem", "soc_sysctl", "soc_mmio_split", "soc_core"):
        text = (REPO / "rtl" / "soc" / f"{m}.sv").read_text()
        (src / f"{m}.sv").write_text(re.sub(r"\bparameter\s+string\b", "parameter", text))
        ours.append(src / f"{m}.sv")
    return [*rocket.sources(VCU118_ROCKET), *ours]


def classify(cells: dict[str, int]) -> dict[str, float]:
    res = {"LUT": 0, "FF": 0, "LUTRAM": 0, "BRAM36": 0.0, "DSP": 0}
    for cell, n in cells.items():
        if re.fullmatch(r"LUT[1-6]", cell):
            res["LUT"] += n
        elif cell in ("FDRE", "FDSE", "FDCE", "FDPE", "LDCE", "LDPE"):
            res["FF"] += n
        elif cell.startswith("RAM") and not cell.startswith("RAMB"):
            res["LUTRAM"] += n
        elif cell.startswith("RAMB36"):
            res["BRAM36"] += n
        elif cell.startswith("RAMB18"):
            res["BRAM36"] += n / 2
        elif cell.startswith("DSP48"):
            res["DSP"] += n
    return res


def synth(name: str, top: str, files: list[Path], params: dict[str, int]) -> dict:
    work = REPO / "build" / "synth" / re.sub(r"[^A-Za-z0-9_]+", "_", name).strip("_")
    work.mkdir(parents=True, exist_ok=True)
    stat_json = work / "stat.json"
    chparam = "".join(f"chparam -set {k} {v} {top}; " for k, v in params.items())
    # SYNTHESIS: the Rocket Verilog needs it (else it prints a commit log and keeps ~7k TileLink
    # monitors); only the soc_core row reads Rocket, so the other rows are read as before.
    define = "-DSYNTHESIS " if top == "soc_core" else ""
    plain_v = [f for f in files if f.suffix == ".v"]  # Verilog-2005 (the Rocket files)
    read_v = f"read_verilog {define}{' '.join(str(f) for f in plain_v)}; " if plain_v else ""
    sv_files = [f for f in files if f.suffix != ".v"]
    script = (f"{read_v}read_verilog -sv {define}{' '.join(str(f) for f in sv_files)}; {chparam}"
              f"synth_xilinx -family xcup -noiopad -top {top}; "
              f"tee -q -o {stat_json} stat -json")
    t0 = time.time()
    run_yosys(work, script, f"{name}: Yosys failed")
    # Yosys 0.23 prints the module hierarchy as plain text ("  name  count") inside the JSON of a
    # design that keeps submodules; drop those lines.
    text = "\n".join(ln for ln in stat_json.read_text().splitlines()
                     if not re.fullmatch(r"\s+[^\s\"{}]+\s+\d+", ln))
    stat = json.loads(text)
    cells = stat["design"]["num_cells_by_type"]
    return {"top": name, "seconds": round(time.time() - t0, 1), "cells": cells, **classify(cells)}


def report(rows: list[dict]) -> str:
    lines = ["# Yosys resource estimates (synth_xilinx -family xcup)", "",
             "Generated by `make synth-check`. Shares are of the XCVU9P (VCU118): "
             + ", ".join(f"{k} {v:,}" for k, v in XCVU9P.items()) + ".", "",
             "| top | LUT | FF | LUTRAM | BRAM36 | DSP | LUT % | FF % | BRAM % | DSP % |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['top']} | {r['LUT']:,} | {r['FF']:,} | {r['LUTRAM']:,} | {r['BRAM36']:g} | "
                     f"{r['DSP']:,} | {100 * r['LUT'] / XCVU9P['LUT']:.3f} | "
                     f"{100 * r['FF'] / XCVU9P['FF']:.3f} | {100 * r['BRAM36'] / XCVU9P['BRAM36']:.3f} | "
                     f"{100 * r['DSP'] / XCVU9P['DSP']:.3f} |")
    return "\n".join(lines) + "\n"


def main() -> int:
    rows = []
    if quick():
        top = corefile.toplevel("default")
        print(f"[synth] {top}: elaborated and checked, not mapped ({elaborate(top, rtl_sources())} s)")
    for name, top, files, params in tops():
        row = synth(name, top, files, params)
        print(f"[synth] {name}: LUT {row['LUT']} FF {row['FF']} LUTRAM {row['LUTRAM']} "
              f"BRAM36 {row['BRAM36']:g} DSP {row['DSP']} ({row['seconds']} s)")
        rows.append(row)
    OUT.mkdir(parents=True, exist_ok=True)
    stem = "synth-quick" if quick() else "synth"  # the quick check never overwrites the full report
    (OUT / f"{stem}.md").write_text(report(rows))
    (OUT / f"{stem}.json").write_text(json.dumps(rows, indent=1))
    print(f"[synth] report: {(OUT / f'{stem}.md').relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
