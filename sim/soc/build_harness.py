#!/usr/bin/env python3
"""Build the stand-alone Verilator model of soc_core (sim/soc/soc_sim.cpp) and optionally run it.

    python3 sim/soc/build_harness.py                      build into build/sim/soc/harness/<Rocket config>
    python3 sim/soc/build_harness.py --run <image.hex>    build if needed, then run the image

The model is rebuilt when what it is built from changes (the Rocket configuration and files, our
sources, the option): a stamp in the build folder holds their digest.

The DRAM port is answered by the C++ sparse memory through the same generated wrapper the cocotb
route uses (cocotb_run.memory_wrapper). Rocket's Verilog comes from the pinned package
(sim/lib/cssd_sim/rocket.py). One compile job (-j 1): the machine is shared.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
from cssd_sim import rocket  # noqa: E402
from cssd_sim.cocotb_run import memory_wrapper  # noqa: E402

SOC_SOURCES = [REPO / "rtl" / "soc" / f for f in ("soc_axi_to_mem.sv", "soc_boot_mem.sv", "soc_sysctl.sv", "soc_mmio_split.sv", "soc_core.sv")]
MODELS = REPO / "sim" / "models"


def verilator() -> str:
    venv = REPO / ".venv" / "bin" / "verilator"
    return str(venv) if venv.exists() else "verilator"


def _key(opt_fast: str) -> str:
    """What the model is built from: the Rocket files by name (a pinned package), ours by content."""
    h = hashlib.sha256(" ".join([rocket.PIN, rocket.CONFIG, opt_fast, *map(str, rocket.sources())]).encode())
    for f in [*SOC_SOURCES, HERE / "soc_sim.cpp", MODELS / "sim_sparse_mem.cpp", MODELS / "sim_axi_sparse_mem.sv"]:
        h.update(f.read_bytes())
    return h.hexdigest()


def build(out: Path, opt_fast: str) -> Path:
    sources = rocket.sources() + SOC_SOURCES
    top, wrapper = memory_wrapper("soc_core", sources, ["m_axi_mem"], out / "wrapper")
    obj = out / "obj"
    cmd = [verilator(), "--cc", "--exe", "-O3", "--top-module", top, "--Mdir", str(obj), "-o", "soc_sim",
           "--x-assign", "0", "--x-initial", "0", "-Wno-fatal", "-Wno-lint", "-Wno-style", "-Wno-UNOPTFLAT",
           "+define+SYNTHESIS", "+define+SOC_SIM", str(REPO / "rtl" / "soc" / "lint" / "soc.vlt"),
           *map(str, sources), str(MODELS / "sim_axi_sparse_mem.sv"), str(wrapper),
           str(HERE / "soc_sim.cpp"), str(MODELS / "sim_sparse_mem.cpp")]
    t0 = time.monotonic()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    t1 = time.monotonic()
    # The wheel's verilated.mk leaves these config values empty (TOOLCHAIN.md "Simulators").
    subprocess.run(["make", "-s", "-j", "1", "-C", str(obj), "-f", f"V{top}.mk", "soc_sim",
                    "CFG_CXXFLAGS_STD=-std=gnu++17", "CFG_LDLIBS_THREADS=-pthread -lpthread -latomic",
                    "PYTHON3=python3", f"OPT_FAST={opt_fast}"], check=True)
    t2 = time.monotonic()
    print(f"[build_harness] verilate {t1 - t0:.1f} s, C++ {t2 - t1:.1f} s ({opt_fast})")
    return obj / "soc_sim"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=REPO / "build" / "sim" / "soc" / "harness" / rocket.CONFIG)
    ap.add_argument("--opt-fast", default="-O2", help="C++ optimisation of the model (OPT_FAST)")
    ap.add_argument("--rebuild", action="store_true")
    ap.add_argument("--run", type=Path, metavar="HEX", help="firmware image to run ($readmemh, 64-bit words)")
    ap.add_argument("--max-cycles", type=int, default=50_000_000)
    args = ap.parse_args()
    exe, stamp = args.out / "obj" / "soc_sim", args.out / "built-from"
    key = _key(args.opt_fast)
    if args.rebuild or not exe.exists() or not stamp.exists() or stamp.read_text() != key:
        exe = build(args.out, args.opt_fast)
        stamp.write_text(key)
    if args.run is None:
        return 0
    return subprocess.run([str(exe), f"+soc_boot_hex={args.run.resolve()}", f"+max_cycles={args.max_cycles}"]).returncode


if __name__ == "__main__":
    sys.exit(main())
