"""Where the Rocket core's Verilog comes from: the pinned PyPI package `pythondata-cpu-rocket`.

The generated Verilog is a dependency, not our code (nothing of it is committed). `ROCKET_VERILOG`
may name the package's `verilog` folder instead (e.g. a scratch install outside the venv).
Facts: /work/shared/TOOLCHAIN.md "Rocket cores"; rocket-chip 850e1d5d5 (the package's
`_upstream.rev`).
"""

from __future__ import annotations

import os
from pathlib import Path

PIN = "pythondata-cpu-rocket==0.0.post7146"
CONFIG = "LitexConfig"
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
    root = verilog_dir()
    gen = root / "generated-src" / f"freechips.rocketchip.system.{config}"
    files = [root / "vsrc" / "plusarg_reader.v", root / "vsrc" / "EICG_wrapper.v",
             gen.with_name(gen.name + ".behav_srams.v"), gen.with_name(gen.name + ".v")]
    missing = [str(f) for f in files if not f.exists()]
    if missing:
        raise RuntimeError(f"Rocket Verilog incomplete ({PIN}?): missing {missing}")
    return files
