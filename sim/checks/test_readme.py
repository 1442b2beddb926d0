"""README.md's Layout table and Index of blocks agree with the tree: every path they name exists,
every hand-written RTL module and every bench folder is indexed, every top-level folder is laid
out. A block's name then finds its RTL, tests and docs from the README alone."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _section(text: str, title: str) -> str:
    start = text.index(f"## {title}")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else None]


def _ticked(section: str) -> set[str]:
    return set(re.findall(r"`([^`]+)`", section))


def problems(readme: str, repo: Path) -> list[str]:
    """What the README's tables get wrong about `repo` (empty when they agree)."""
    out = []
    layout, index = _section(readme, "Layout"), _section(readme, "Index of blocks")
    tracked = subprocess.run(["git", "ls-files"], cwd=repo, capture_output=True, text=True, check=True).stdout
    tops = {line.split("/")[0] for line in tracked.splitlines() if "/" in line and not line.startswith(".")}
    for token in sorted(_ticked(layout) | _ticked(index)):
        path = token.split()[0]
        # Paths from the repository root (a row's `generated/` or `tests/` is relative to it).
        if path.split("/")[0] in tops and "<" not in path and not (repo / path.rstrip("/")).exists():
            out.append(f"named but missing: {path}")
    for sv in sorted(repo.glob("rtl/*/*.sv")):
        if not re.search(rf"`{re.escape(sv.stem)}`", index):
            out.append(f"module not in the Index of blocks: {sv.stem} ({sv.relative_to(repo)})")
    # sim/<ip>/<dut>/ bench folders; `sim/common/<block>/` stands for the rows' common_* blocks.
    for bench in sorted({p.parent for p in repo.glob("sim/*/*/test_*.py")}):
        rel = f"{bench.relative_to(repo)}/"
        pattern = f"{bench.parent.relative_to(repo)}/<block>/"
        if rel not in index and not (pattern in index and f"`{bench.name}`" in index):
            out.append(f"bench not in the Index of blocks: {rel}")
    for top in sorted(tops):
        if not re.search(rf"`{re.escape(top)}/", layout):
            out.append(f"top-level folder not in the Layout table: {top}/")
    return out


def test_readme_tables_match_the_tree() -> None:
    bad = problems((REPO / "README.md").read_text(), REPO)
    assert not bad, "README.md's Layout / Index of blocks disagree with the tree:\n" + "\n".join(bad)


def test_readme_check_can_fail() -> None:
    """A module dropped from the index, a renamed path and a missing bench row are caught."""
    text = (REPO / "README.md").read_text()
    assert "`ctrl_core`" in text and "`rtl/top/ctrl_core.sv`" in text
    broken = text.replace("`ctrl_core`", "`core`").replace("`rtl/top/ctrl_core.sv`", "`rtl/top/core.sv`")
    broken = broken.replace("`sim/top/cssd_system/`", "`sim/top/system/`")
    bad = problems(broken, REPO)
    assert "module not in the Index of blocks: ctrl_core (rtl/top/ctrl_core.sv)" in bad
    assert "named but missing: rtl/top/core.sv" in bad
    assert "bench not in the Index of blocks: sim/top/cssd_system/" in bad
