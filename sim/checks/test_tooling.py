"""Lint, synthesis and FuseSoC checks that `make lint` / `make synth-check` run, kept in the test
suite so CI catches a block that stops linting or synthesizing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PY = sys.executable


def test_lint_clean() -> None:
    res = subprocess.run([PY, "tools/lint.py"], cwd=REPO, capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "[lint] ctrl_core" in res.stdout


def test_lint_catches_warnings(tmp_path: Path) -> None:
    """Without its waiver file the generated CSR block has -Wall warnings: the lint can fail."""
    sys.path.insert(0, str(REPO / "tools"))
    import lint  # noqa: PLC0415
    top, files = lint.lint_jobs()[0]
    files = [f for f in files if f.suffix != ".vlt"]
    res = subprocess.run([lint.verilator(), "--lint-only", "-Wall", "--timescale", "1ns/1ps",
                          "--top-module", top, *map(str, files)], cwd=REPO, capture_output=True, text=True)
    assert res.returncode != 0 and "UNUSEDSIGNAL" in res.stderr


def test_synth_check_reports_resources() -> None:
    """The quick mode of `make synth-check` (tools/synth_check.py, quick()): ctrl_core elaborated
    and checked by Yosys, the BAR0 completer mapped to xcup and reported. `make regress` maps the
    whole of ctrl_core."""
    res = subprocess.run([PY, "tools/synth_check.py"], cwd=REPO, capture_output=True, text=True,
                         env={**os.environ, "SYNTH_QUICK": "1"})
    assert res.returncode == 0, res.stdout + res.stderr
    assert "[synth] ctrl_core: elaborated and checked" in res.stdout, res.stdout
    rows = {r["top"]: r for r in json.loads((REPO / "build/reports/synth-quick.json").read_text())}
    completer = rows["nvme_pcie_completer"]
    # The BAR0 completer holds a 512-bit beat and a 16-dword read buffer in flops.
    assert completer["FF"] > 512 + 16 * 32 and completer["LUT"] > 100, completer
    assert "| nvme_pcie_completer |" in (REPO / "build/reports/synth-quick.md").read_text()


def test_synth_elaboration_check_can_fail(tmp_path: Path) -> None:
    """The elaboration check is not a formality: a second driver of a net fails it."""
    bad = tmp_path / "two_drivers.sv"
    bad.write_text("module two_drivers(input logic a, b, output logic y);\n"
                   "  assign y = a;\n  assign y = b;\nendmodule\n")
    sys.path.insert(0, str(REPO / "tools"))
    import synth_check  # noqa: PLC0415
    try:
        synth_check.elaborate("two_drivers", [bad])
    except SystemExit as exc:
        assert "elaboration check failed" in str(exc)
    else:
        raise AssertionError("Yosys accepted a net with two drivers")


def test_fusesoc_core_parses() -> None:
    fusesoc = Path(PY).parent / "fusesoc"
    res = subprocess.run([str(fusesoc), "--cores-root", ".", "core-info", "cssd:ctrl:core"],
                         cwd=REPO, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    for target in ("lint", "sim", "synth_vcu118"):
        assert f"{target} " in res.stdout or f"{target}:" in res.stdout, res.stdout
