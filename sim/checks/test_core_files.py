"""The FuseSoC core files are the one file list: every SystemVerilog file of rtl/ and of the board
tops (boards/*/rtl) is listed in exactly one core file, every listed file exists, every `depend:`
names a core of the repository, and the tools read the same lists (tools/filelist.py)."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
import filelist  # noqa: E402

CORES = filelist.core_index(REPO)
_DECL = re.compile(r"^\s*package\s+([A-Za-z_]\w*)", re.M)
_IMPORT = re.compile(r"\b([A-Za-z_]\w*)::")


def listed_files(core_file: Path) -> list[Path]:
    """Every file named in any fileset of a core (whatever the target or flags)."""
    data = yaml.safe_load(core_file.read_text()) or {}
    out = []
    for fs in (data.get("filesets") or {}).values():
        for entry in (fs or {}).get("files") or []:
            if isinstance(entry, str) and "?" in entry:  # "flag? (a b)": take the names inside
                names = entry[entry.index("(") + 1:entry.rindex(")")].split()
            else:
                names = [next(iter(entry)) if isinstance(entry, dict) else entry]
            out += [Path(os.path.normpath(core_file.parent / n)) for n in names]
    return out


def test_cores_found() -> None:
    names = {n.split(":")[-1] for n in CORES}
    assert {"common", "ctrl", "nvme", "flash", "soc", "top", "vcu118"} <= names, sorted(CORES)
    assert "cssd:ctrl:core" in CORES


def test_every_listed_file_exists() -> None:
    missing = [f"{core.relative_to(REPO)}: {p.relative_to(REPO)}"
               for core in CORES.values() for p in listed_files(core) if not p.exists()]
    assert not missing, missing


def test_every_rtl_file_in_exactly_one_core() -> None:
    owners: dict[Path, list[str]] = {}
    for core in CORES.values():
        for p in listed_files(core):
            owners.setdefault(p, []).append(str(core.relative_to(REPO)))
    sv = sorted([*(REPO / "rtl").rglob("*.sv"), *REPO.glob("boards/*/rtl/**/*.sv")])
    assert sv
    unlisted = [str(p.relative_to(REPO)) for p in sv if p not in owners]
    assert not unlisted, f"in no core file: {unlisted}"
    twice = {str(p.relative_to(REPO)): c for p, c in owners.items() if len(c) > 1}
    assert not twice, f"in more than one core file (or twice in one): {twice}"


def test_every_dependency_is_a_core() -> None:
    for core in CORES.values():
        data = yaml.safe_load(core.read_text()) or {}
        for fs in (data.get("filesets") or {}).values():
            for dep in (fs or {}).get("depend") or []:
                assert filelist._vln(dep) in CORES, f"{core.relative_to(REPO)}: unknown core {dep}"


@pytest.mark.parametrize("name", sorted(CORES))
def test_core_resolves_in_dependency_order(name: str) -> None:
    """Each core's default list resolves (FuseSoC and the fallback reader agree), names no file
    twice and names every package before the first file that uses it."""
    core = CORES[name]
    target = "default"
    via_fusesoc = filelist.get_files(core, target, backend="fusesoc")
    assert via_fusesoc == filelist.get_files(core, target, backend="yaml")
    paths = [Path(os.path.normpath(core.parent / f["name"])) for f in via_fusesoc[0]
             if f["file_type"] == "systemVerilogSource"]
    assert len(paths) == len(set(paths)), "a file twice in the list"
    defined: dict[str, int] = {}
    for i, p in enumerate(paths):
        for m in _DECL.finditer(p.read_text()):
            defined[m.group(1)] = i
    for i, p in enumerate(paths):
        text = p.read_text()
        for pkg in set(_IMPORT.findall(text)):
            if pkg in defined:
                assert defined[pkg] < i, f"{p.name} uses package {pkg} listed after it"

