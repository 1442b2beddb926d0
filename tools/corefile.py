"""Reads fusesoc.core, the project's one file list, for tools that do not go through FuseSoC."""

from __future__ import annotations

from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]


def load(core: Path = REPO / "fusesoc.core") -> dict:
    return yaml.safe_load(core.read_text())


def target_files(target: str, core: Path = REPO / "fusesoc.core") -> list[tuple[str, Path]]:
    """(file_type, path) of every file of `target`, in fileset order, as FuseSoC would pass them."""
    data = load(core)
    tgt = data["targets"][target]
    out: list[tuple[str, Path]] = []
    for fs_name in tgt.get("filesets", []):
        fs = data["filesets"][fs_name]
        default_type = fs.get("file_type", "")
        for entry in fs.get("files", []):
            if isinstance(entry, dict):  # `- path: {file_type: ...}`
                (path, attrs), = entry.items()
                ftype = (attrs or {}).get("file_type", default_type)
            else:
                path, ftype = entry, default_type
            out.append((ftype, REPO / path))
    return out


def toplevel(target: str, core: Path = REPO / "fusesoc.core") -> str:
    data = load(core)
    tgt = data["targets"][target]
    return tgt.get("toplevel") or data["targets"]["default"]["toplevel"]
