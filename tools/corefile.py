"""The FuseSoC core files, the project's one file list, for the tools that do not run through
FuseSoC (lint, synthesis check): fusesoc.core holds the targets, each IP's core file beside its RTL
its files and `depend:` list. Reading is delegated to tools/filelist.py (FuseSoC's own parser),
which follows the dependencies and gives the files in dependency order."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import filelist  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
CORE = REPO / "fusesoc.core"


def targets() -> list[str]:
    import yaml  # noqa: PLC0415  (ships with FuseSoC)
    return sorted(yaml.safe_load(CORE.read_text())["targets"])


def target_files(target: str) -> list[tuple[str, Path]]:
    """(file_type, path) of every file of `target`, in fileset order, as FuseSoC passes them."""
    files, _ = filelist.get_files(CORE, target)
    return [(f["file_type"] or "", (REPO / f["name"]).resolve()) for f in files]


def toplevel(target: str) -> str:
    return filelist.get_files(CORE, target)[1]


def core_files(name: str, target: str = "default", tool: str | None = None) -> list[tuple[str, Path]]:
    """(file_type, path) of every file of core `name` ("soc", "system", "cssd:ip:nvme"...) and of
    the cores it depends on, in dependency order; tool="verilator" adds the lint waivers."""
    files, _ = filelist.get_files(filelist.find_core(name, REPO), target, tool, cores_root=REPO)
    core_dir = filelist.find_core(name, REPO).parent
    return [(f["file_type"] or "", (core_dir / f["name"]).resolve()) for f in files]
