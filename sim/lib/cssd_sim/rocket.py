"""Where the Rocket core's Verilog comes from: the pinned PyPI package `pythondata-cpu-rocket`.

The generated Verilog is a dependency, not our code (nothing of it is committed). `ROCKET_VERILOG`
may name the package's `verilog` folder instead (e.g. a scratch install outside the venv).
Facts: /work/shared/TOOLCHAIN.md "Rocket cores"; rocket-chip 850e1d5d5 (the package's
`_upstream.rev`).

A system's set and management cores are built from config/cssd.toml's `rocket`, its ISP core
from `isp_rocket`. The package's configurations share every module name (`ExampleRocketSystem`
and all its submodules), so when the two differ the ISP core's configuration is renamed
(`isp_sources`: every module it declares gets ISP_PREFIX, into build/) and soc_core instantiates
ISP_TOP for the ISP core when the file list defines ISP_DEFINE (`system_sources`,
`system_protected` give both).
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parents[3]
PIN = "pythondata-cpu-rocket==0.0.post7146"
# Where protected() builds its libraries, one folder per configuration (and per ISP variant).
PROTLIB_DIR = REPO / "build" / "sim" / "soc" / "rocket_protlib"
# Where isp_sources() writes the renamed Verilog, one folder per configuration.
ISP_DIR = REPO / "build" / "sim" / "soc" / "rocket_isp"


class Core(NamedTuple):
    isa: str     # the extensions it implements (misa), e.g. rv64imac
    caches: str  # its L1 caches, as reports name them


# The configurations config/cssd.toml may name (`rocket`, `isp_rocket`), from the package's
# device trees: both one core, the same ports (64-bit AXI4 mem and mmio), memory map, CLINT and
# PLIC context 0 for machine mode, so one firmware image (rv64imac) runs on either.
# tools/gen_config.py checks the names against this table.
CORES = {
    "LitexConfig": Core("rv64imac", "4 KiB direct-mapped L1 caches"),
    "LitexFullConfig": Core("rv64imafdc", "16 KiB 4-way L1 caches"),
}
TOP = "ExampleRocketSystem"
# The ISP core's configuration, when it differs from the other cores', with every module renamed
# by this prefix; soc_core instantiates ISP_TOP for the ISP core (Image = 2) when the macro
# ISP_DEFINE names it (its default is TOP).
ISP_PREFIX = "IspRocket_"
ISP_TOP = ISP_PREFIX + TOP
ISP_DEFINE = "SOC_ISP_ROCKET_TOP"
# The generated file also holds TestHarness (needs SimDTM); without SYNTHESIS every instruction
# is printed and ~7k TileLink monitors slow the model 2.7x.
DEFINES = {"SYNTHESIS": 1}


def __getattr__(name: str) -> str:
    """CONFIG: what core-only users without a system configuration build (soc_core lint, the
    Rocket-only harness, the synthesis estimate): the simulated drive's set cores' configuration.
    Looked up on use, so that tools/gen_config.py can read CORES before cssd_config exists."""
    if name == "CONFIG":
        from cssd_config import CONFIGS
        return CONFIGS["sim_drive"].rocket
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _default(config: str | None) -> str:
    return config if config is not None else __getattr__("CONFIG")


def verilog_dir() -> Path:
    env = os.environ.get("ROCKET_VERILOG")
    if env:
        return Path(env)
    try:
        import pythondata_cpu_rocket  # type: ignore[import-not-found]
    except ImportError as exc:
        raise RuntimeError(f"Rocket Verilog not found: pip install {PIN} (or set ROCKET_VERILOG)") from exc
    return Path(pythondata_cpu_rocket.data_location)


def _check_name(config: str) -> None:
    if config not in CORES:
        raise ValueError(f"Rocket configuration {config!r}: one of {sorted(CORES)} (config/cssd.toml `rocket`)")


def black_boxes() -> list[Path]:
    """The hand-written Verilog every configuration instantiates unchanged (listed once in a
    file list that holds two configurations)."""
    root = verilog_dir()
    return [root / "vsrc" / "plusarg_reader.v", root / "vsrc" / "EICG_wrapper.v"]


def generated(config: str) -> list[Path]:
    """`config`'s FIRRTL output: its SRAM models, then the design."""
    _check_name(config)
    gen = verilog_dir() / "generated-src" / f"freechips.rocketchip.system.{config}"
    return [gen.with_name(gen.name + ".behav_srams.v"), gen.with_name(gen.name + ".v")]


def sources(config: str | None = None) -> list[Path]:
    """The Rocket files for `config` (default CONFIG), in dependency order (black boxes first)."""
    config = _default(config)
    _check_name(config)
    files = black_boxes() + generated(config)
    missing = [str(f) for f in files if not f.exists()]
    if missing:
        raise RuntimeError(f"Rocket Verilog incomplete ({PIN}?): missing {missing}")
    return files


# FIRRTL's Verilog: a declaration starts a line with `module <name>`; an instantiation starts a
# line with the module name, then the instance name or `#(` on the same line.
_DECL = re.compile(r"^([ \t]*module[ \t]+)(\w+)", re.M)
_INST = re.compile(r"^([ \t]*)(\w+)([ \t]+(?:#|\w))", re.M)


def rename_modules(texts: dict[str, str], prefix: str) -> dict[str, str]:
    """Every module declared in `texts` (file name -> Verilog, FIRRTL's output) renamed
    prefix + name, in its declarations and instantiations; modules instantiated but declared
    elsewhere (the black boxes) keep their names. Checked: every renamed module declared exactly
    once, as many instantiations as before, none of an original name left."""
    names = {m.group(2) for t in texts.values() for m in _DECL.finditer(t)}
    if not names:
        raise ValueError("no module declarations found")
    taken = sorted(n for n in names if n.startswith(prefix))
    if taken:
        raise ValueError(f"modules already named with the prefix {prefix!r}: {taken[:5]}")

    def inst(m: re.Match) -> str:
        return m.group(1) + prefix + m.group(2) + m.group(3) if m.group(2) in names else m.group(0)

    out = {}
    for key, text in texts.items():
        new = _DECL.sub(lambda m: m.group(1) + prefix + m.group(2), text)
        out[key] = _INST.sub(inst, new)
    # The checks, on the whole result: a declaration each, the instantiation count unchanged,
    # and (with any whitespace, line breaks included, between the names) no original name
    # instantiated any more.
    decls: dict[str, int] = {}
    for text in out.values():
        for m in _DECL.finditer(text):
            decls[m.group(2)] = decls.get(m.group(2), 0) + 1
    want = {prefix + n: 1 for n in names}
    if decls != want:
        bad = sorted(set(decls.items()) ^ set(want.items()))
        raise ValueError(f"renamed declarations do not match the originals: {bad[:5]}")
    loose = re.compile(r"^\s*(\w+)\s+(?:#|\w)", re.M)
    for key in texts:
        before = sum(m.group(2) in names for m in _INST.finditer(texts[key]))
        after = sum(m.group(2)[len(prefix):] in names for m in _INST.finditer(out[key])
                    if m.group(2).startswith(prefix))
        left = sorted({m.group(1) for m in loose.finditer(out[key]) if m.group(1) in names})
        if before != after or left:
            raise ValueError(f"{key}: {before} instantiations before the rename, {after} after; "
                             f"original names still instantiated: {left[:5]}")
    return out


def isp_sources(config: str) -> list[Path]:
    """`config`'s generated Verilog (generated()) with every module renamed ISP_PREFIX + name,
    written to ISP_DIR/`config` and redone only when a source (or this file) changes. The black
    boxes are not among them: the list that adds these already has them (black_boxes())."""
    src = generated(config)
    sources(config)  # every file there
    out_dir = ISP_DIR / config
    out = [out_dir / (ISP_PREFIX + f.name) for f in src]
    h = hashlib.sha256(Path(__file__).read_bytes())
    for f in src:
        h.update(f.read_bytes())
    key = h.hexdigest()
    stamp = out_dir / "built-from"
    import fcntl
    out_dir.mkdir(parents=True, exist_ok=True)
    with open(out_dir / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # pytest-xdist workers may ask at once
        if stamp.exists() and stamp.read_text() == key and all(f.exists() for f in out):
            return out
        stamp.unlink(missing_ok=True)
        renamed = rename_modules({f.name: f.read_text() for f in src}, ISP_PREFIX)
        for f, o in zip(src, out):
            banner = (f"// Generated by sim/lib/cssd_sim/rocket.py from {f.name} ({PIN}): every module "
                      f"renamed {ISP_PREFIX}<name>. Do not edit.\n")
            o.write_text(banner + renamed[f.name])
        stamp.write_text(key)
    return out


def system_sources(config: str, isp_config: str | None = None) -> tuple[list[Path], dict[str, object]]:
    """Rocket's files and defines for a system whose set and management cores are `config` and
    whose ISP core is `isp_config` (None, or the same: every core `config`): with another ISP
    configuration, its renamed files follow `config`'s and ISP_DEFINE names ISP_TOP."""
    files, defines = sources(config), dict(DEFINES)
    if isp_config is not None and isp_config != config:
        files += isp_sources(isp_config)
        defines[ISP_DEFINE] = ISP_TOP
    return files, defines


def system_protected(config: str, isp_config: str | None = None) -> tuple[list[Path], list[Path], dict[str, object]]:
    """system_sources() as --protect-lib libraries: (wrappers, libraries, defines for our RTL).
    Each library is its own model (Rocket's SYNTHESIS is inside it), so the defines are only
    ISP_DEFINE, when there is an ISP variant."""
    wrapper, lib = protected(config)
    if isp_config is None or isp_config == config:
        return [wrapper], [lib], {}
    isp_wrapper, isp_lib = protected(isp_config, isp=True)
    return [wrapper, isp_wrapper], [lib, isp_lib], {ISP_DEFINE: ISP_TOP}


def protected(config: str | None = None, *, isp: bool = False) -> list[Path]:
    """Rocket as a Verilator --protect-lib: (wrapper .sv, static library), built once into
    PROTLIB_DIR/`config` (isp: the renamed ISP variant, module ISP_TOP, into `config`-isp) with
    the venv's Verilator (one compile job; a file lock serialises pytest-xdist workers).

    Why: under cocotb the model is built with --public-flat-rw, which keeps Rocket's ~170k lines
    of signals visible and slows it ~16x (6 kHz -> 99 kHz measured on soc_core with a test suite
    running alongside). Behind --protect-lib Rocket is compiled as a plain model and only its
    ports are seen; the wrapper keeps the module name (ExampleRocketSystem, or ISP_TOP), and the
    library's C++ classes carry it too, so the two variants link into one model.
    """
    import fcntl
    import subprocess

    config = _default(config)
    venv_verilator = Path(sys.executable).parent / "verilator"
    verilator = str(venv_verilator) if venv_verilator.exists() else "verilator"
    top = ISP_TOP if isp else TOP
    files = black_boxes() + isp_sources(config) if isp else sources(config)
    out_dir = PROTLIB_DIR / (f"{config}-isp" if isp else config)
    out_dir.mkdir(parents=True, exist_ok=True)
    sv, lib = out_dir / f"{top}.sv", out_dir / f"lib{top}.a"
    stamp = out_dir / "built-from"
    key = PIN + " " + " ".join(str(f) for f in files)
    if isp:  # the renamed files by content: they are ours to regenerate
        key += " " + hashlib.sha256(b"".join(f.read_bytes() for f in files)).hexdigest()
    with open(out_dir / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if sv.exists() and lib.exists() and stamp.exists() and stamp.read_text() == key:
            return [sv, lib]
        subprocess.run([verilator, "--cc", "--protect-lib", top, "--Mdir", str(out_dir), "--top-module", top, "-O3",
                        "--x-assign", "0", "--x-initial", "0", "-Wno-fatal", "-Wno-lint", "-Wno-style",
                        "-Wno-UNOPTFLAT", *(f"+define+{k}={v}" for k, v in DEFINES.items()),
                        *map(str, files)], check=True, stdout=subprocess.DEVNULL)
        # The wheel's verilated.mk leaves these config values empty (TOOLCHAIN.md "Simulators").
        subprocess.run(["make", "-s", "-j", "1", "-C", str(out_dir), "-f", f"V{top}.mk", lib.name,
                        "CFG_CXXFLAGS_STD=-std=gnu++17", "CFG_LDLIBS_THREADS=-pthread -lpthread -latomic",
                        "PYTHON3=python3", "OPT_FAST=-O2"], check=True, stdout=subprocess.DEVNULL)
        stamp.write_text(key)
    return [sv, lib]
