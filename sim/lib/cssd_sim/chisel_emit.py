"""Emit a Chisel block with non-default parameters for a test sweep.

Chisel elaborates parameters away, so a bench that sweeps them needs one emitted file per
configuration. This runs the project's emitter (`cssd.Emit`, through Maven offline) with
`-Demit.only=<stem> -Demit.params=k=v,...` into `build/chisel/<stem>-<tag>/` and returns the file.
A file newer than every Chisel source and the POM is reused; a lock keeps parallel pytest
workers from compiling the Scala sources at the same time.
"""

from __future__ import annotations

import fcntl
import shutil
import subprocess
from pathlib import Path
from typing import Mapping

REPO = Path(__file__).resolve().parents[3]
CHISEL = REPO / "rtl" / "chisel"
OUT = REPO / "build" / "chisel"


def available() -> bool:
    return shutil.which("mvn") is not None


def _newest_source() -> float:
    files = [CHISEL / "pom.xml", *(CHISEL / "src").rglob("*.scala")]
    return max(f.stat().st_mtime for f in files)


def emit_variant(stem: str, params: Mapping[str, int]) -> Path:
    """Path of `<stem>.sv` emitted with `params` overriding the block's defaults."""
    tag = "_".join(f"{k}{v}" for k, v in sorted(params.items())) or "default"
    out_dir = OUT / f"{stem}-{tag}"
    OUT.mkdir(parents=True, exist_ok=True)
    with open(OUT / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        hits = sorted(out_dir.rglob(f"{stem}.sv"))
        if hits and hits[0].stat().st_mtime > _newest_source():
            return hits[0]
        shutil.rmtree(out_dir, ignore_errors=True)
        arg = ",".join(f"{k}={v}" for k, v in sorted(params.items()))
        res = subprocess.run(["mvn", "-q", "-B", "-o", "compile", "exec:java", f"-Demit.dir={out_dir}",
                              f"-Demit.only={stem}", f"-Demit.params={arg}"],
                             cwd=CHISEL, capture_output=True, text=True)
        if res.returncode != 0:
            raise RuntimeError(f"Chisel emit of {stem} {arg} failed:\n{res.stdout[-3000:]}{res.stderr[-3000:]}")
        hits = sorted(out_dir.rglob(f"{stem}.sv"))
        if len(hits) != 1:
            raise RuntimeError(f"Chisel emit of {stem} {arg} wrote {hits}")
        return hits[0]
