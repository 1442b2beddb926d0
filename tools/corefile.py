"""fusesoc.core, the project's one file list, for the tools that do not run through FuseSoC
(lint, synthesis check). Reading is delegated to tools/filelist.py (FuseSoC's own parser)."""

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
