"""The drive programs of hls/ on the host: their list, the compiler flags of their C simulation,
and the host-side runner (hls/common/run_program.cpp) that runs one on a file, for the checks
that compare a slot's output with the same C++ run on the CPU."""

from __future__ import annotations

import fcntl
import hashlib
import re
import subprocess
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
HLS = REPO / "hls"
AP_TYPES = REPO / "build" / "hls" / "ap_types"
OUT = REPO / "build" / "hls"
# The ap_types headers leave members uninitialised by design (hls::stream's read of an empty
# stream returns one); everything else is held to -Wall -Wextra -Werror.
CXXFLAGS = ["-std=c++14", "-O1", "-Wall", "-Wextra", "-Werror", "-Wno-unknown-pragmas", "-Wno-uninitialized",
            "-Wno-maybe-uninitialized"]


def programs() -> list[str]:
    """The programs, one folder each with <name>.cpp, sorted."""
    return sorted(p.name for p in HLS.iterdir() if (p / f"{p.name}.cpp").exists())


def program_table() -> list[tuple[str, str]]:
    """(name, parameter-word constant) in the order of hls/common/program_table.h: a program's
    number in a slot is its position plus one."""
    text = (HLS / "common" / "program_table.h").read_text()
    body = text[text.index("kPrograms[] = {"):]
    return re.findall(r'\{"(\w+)", (k\w+ParamWords), \w+\}', body[:body.index("};")])


def includes() -> list[str]:
    if not (AP_TYPES / "ap_int.h").exists():
        raise FileNotFoundError(f"{AP_TYPES}/ap_int.h missing: `make setup` fetches it (hls/fetch_ap_types.sh)")
    return ["-isystem", str(AP_TYPES), f"-I{HLS / 'common'}"]


def sources() -> list[Path]:
    return [HLS / p / f"{p}.cpp" for p in programs()]


def _compile(srcs: list[Path], exe: Path) -> Path:
    """g++ `srcs` into `exe`, once: rebuilt only when a source, a header of hls/ or the flags
    change, under a lock (pytest-xdist workers ask for the same runner)."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    cmd = ["g++", *CXXFLAGS, *includes(), *map(str, srcs), "-o", str(exe)]
    h = hashlib.sha256("\0".join(cmd).encode())
    for f in sorted({*srcs, *HLS.glob("*/*.h")}):
        h.update(f.read_bytes())
    stamp = exe.with_name(exe.name + ".built-from")
    with open(exe.with_name(f".{exe.name}.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if exe.exists() and stamp.exists() and stamp.read_text() == h.hexdigest():
            return exe
        exe.unlink(missing_ok=True)
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        if proc.returncode:
            raise RuntimeError(f"building {exe.name} failed:\n{proc.stderr[-4000:]}")
        stamp.write_text(h.hexdigest())
    return exe


def build_csim(program: str) -> Path:
    src = HLS / program
    return _compile([src / f"{program}.cpp", src / f"{program}_tb.cpp"], OUT / program / f"{program}_csim")


def build_runner() -> Path:
    return _compile([HLS / "common" / "run_program.cpp", *sources()], OUT / "run_program")


def run_on_cpu(runner: Path, program: str, params: list[int], data: bytes) -> bytes:
    """The program's output on `data` with `params`, computed by `runner` (build_runner())."""
    with tempfile.TemporaryDirectory() as d:
        p, i, o = Path(d) / "params.bin", Path(d) / "input.bin", Path(d) / "output.bin"
        p.write_bytes(b"".join(w.to_bytes(4, "little") for w in params))
        i.write_bytes(data)
        proc = subprocess.run([str(runner), program, str(p), str(i), str(o)], capture_output=True, text=True,
                              timeout=120)
        if proc.returncode:
            raise RuntimeError(f"run_program {program}: exit {proc.returncode}: {proc.stderr}")
        return o.read_bytes()
