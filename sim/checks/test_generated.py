"""Generated files are what the generators make now: registers (PeakRDL) and Chisel output.

Each test regenerates into a scratch folder and compares it with the committed tree, so a change
to an .rdl or a .scala file without `make regs` / `make chisel` fails CI.
"""

from __future__ import annotations

import filecmp
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
import gen_config  # noqa: E402
import gen_nvme  # noqa: E402
import regs  # noqa: E402


def _tree_diff(fresh: Path, committed: Path) -> list[str]:
    """Relative paths that differ, are missing, or are extra between two trees (no caches)."""
    def files(root: Path) -> set[str]:
        return {str(p.relative_to(root)) for p in root.rglob("*")
                if p.is_file() and "__pycache__" not in p.parts}
    a, b = files(fresh), files(committed)
    diff = sorted((a ^ b))
    diff += sorted(f for f in a & b if not filecmp.cmp(fresh / f, committed / f, shallow=False))
    return diff


def test_regs_up_to_date(tmp_path: Path) -> None:
    written = regs.generate(tmp_path, html=False)
    assert written, "no SystemRDL sources found"
    problems = []
    for fresh in written:
        rel = fresh.relative_to(tmp_path)
        committed = REPO / rel
        if fresh.is_dir():
            problems += [f"{rel}/{d}" for d in _tree_diff(fresh, committed)] if committed.exists() else [str(rel)]
        elif not committed.exists() or not filecmp.cmp(fresh, committed, shallow=False):
            problems.append(str(rel))
    assert not problems, f"stale generated register files (run `make regs`): {problems}"


def test_regs_check_detects_drift(tmp_path: Path) -> None:
    """The comparison above can fail: a changed register description yields different output."""
    work = tmp_path / "a"
    regs.generate(work, html=False)
    hdr = work / "firmware" / "include" / "generated" / "ctrl_regs.h"
    hdr.write_text(hdr.read_text().replace("0x43535344", "0x0"))
    assert _tree_diff(work / "firmware", REPO / "firmware")


def test_config_up_to_date(tmp_path: Path) -> None:
    """config/cssd.toml's outputs (SV package, Scala, C header, Python module) are current."""
    written = gen_config.generate(tmp_path)
    stale = [str(p.relative_to(tmp_path)) for p in written
             if not filecmp.cmp(p, REPO / p.relative_to(tmp_path), shallow=False)]
    assert not stale, f"stale configuration outputs (run `make regs`): {stale}"


def test_config_check_detects_drift(tmp_path: Path) -> None:
    """A changed configuration source yields different outputs, so the check above can fail."""
    src = tmp_path / "cssd.toml"
    src.write_text(gen_config.SOURCE.read_text().replace("[configs.vcu118]\nset_cores = 4",
                                                         "[configs.vcu118]\nset_cores = 3"))
    written = gen_config.generate(tmp_path / "out", src)
    assert any(not filecmp.cmp(p, REPO / p.relative_to(tmp_path / "out"), shallow=False) for p in written)


def test_nvme_spec_up_to_date(tmp_path: Path) -> None:
    """config/nvme.toml's outputs (the C header, the Python module, the Scala object) are current."""
    written = gen_nvme.generate(tmp_path)
    stale = [str(p.relative_to(tmp_path)) for p in written
             if not filecmp.cmp(p, REPO / p.relative_to(tmp_path), shallow=False)]
    assert not stale, f"stale NVMe encoding outputs (run `make regs`): {stale}"


def test_nvme_spec_check_detects_drift(tmp_path: Path) -> None:
    """A changed table yields different outputs (the check above can fail), and the table's own
    checks reject a layout field that overlaps another."""
    src = tmp_path / "nvme.toml"
    text = gen_nvme.SOURCE.read_text()
    src.write_text(text.replace("INVALID_LOG_PAGE = [0x09,", "INVALID_LOG_PAGE = [0x0A,"))
    written = gen_nvme.generate(tmp_path / "out", src)
    assert all(not filecmp.cmp(p, REPO / p.relative_to(tmp_path / "out"), shallow=False) for p in written)
    src.write_text(text.replace('["ssvid", 2, 2]', '["ssvid", 1, 2]'))
    with pytest.raises(SystemExit, match="overlaps"):
        gen_nvme.load(src)


def test_chisel_emit_up_to_date(tmp_path: Path) -> None:
    res = subprocess.run(["mvn", "-q", "-B", "-o", "compile", "exec:java", f"-Demit.dir={tmp_path}"],
                         cwd=REPO / "rtl" / "chisel", capture_output=True, text=True)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
    emitted = sorted(tmp_path.rglob("*.sv"))
    assert emitted, "the Chisel emitter wrote nothing"
    stale = [str(p.relative_to(tmp_path)) for p in emitted
             if not filecmp.cmp(p, REPO / "rtl" / p.relative_to(tmp_path), shallow=False)]
    assert not stale, f"stale Chisel output (run `make chisel`): {stale}"
    # Split emissions (one file per module) must not leave modules behind that no longer exist.
    for folder in tmp_path.glob("*/generated/*/"):
        committed = REPO / "rtl" / folder.relative_to(tmp_path)
        assert {p.name for p in folder.glob("*.sv")} == {p.name for p in committed.glob("*.sv")}, folder


def test_fusesoc_lists_every_split_module() -> None:
    """FuseSoC has no globs: the IP's core file (rtl/<ip>/<ip>.core) must name each module file
    of a split emission."""
    for folder in (REPO / "rtl").glob("*/generated/*/"):
        ip = folder.relative_to(REPO / "rtl").parts[0]
        core_file = REPO / "rtl" / ip / f"{ip}.core"
        core = core_file.read_text()
        for sv in folder.glob("*.sv"):
            rel = sv.relative_to(core_file.parent).as_posix()
            assert f"- {rel}\n" in core, f"{rel} missing from {core_file.relative_to(REPO)}"


# A module or package declaration at the start of a line (comments and instances do not match).
_MODULE_DECL = re.compile(r"^[ \t]*(?:(?:macro)?module|package)\s+(?:(?:automatic|static)\s+)?([A-Za-z_]\w*)", re.M)
# rtl/top holds the project-wide tops and packages: their prefix is the project's.
_IP_PREFIX = {"top": "cssd"}


def _unprefixed(text: str, ip: str) -> list[str]:
    """Modules declared in `text` that lack the IP prefix `<ip>_` or carry it twice."""
    prefix = f"{ip}_"
    return [m for m in _MODULE_DECL.findall(text)
            if not m.startswith(prefix) or m.startswith(prefix * 2)]


def test_generated_modules_carry_ip_prefix() -> None:
    """Every module or package in rtl/<ip>/generated/ (PeakRDL blocks, Chisel tops and Chisel's
    helpers: queues, arbiters, memories; rtl/top's generated packages) is named `<ip>_...`
    (`cssd_...` in rtl/top), like the hand-written RTL."""
    files = sorted((REPO / "rtl").glob("*/generated/**/*.sv"))
    assert files, "no generated SystemVerilog found"
    bad = []
    for sv in files:
        ip = sv.relative_to(REPO / "rtl").parts[0]
        ip = _IP_PREFIX.get(ip, ip)
        text = sv.read_text()
        assert _MODULE_DECL.search(text), f"{sv.relative_to(REPO)}: no module declaration found"
        bad += [f"{sv.relative_to(REPO)}: {m}" for m in _unprefixed(text, ip)]
    assert not bad, f"generated modules without their IP prefix (see Emit.prefixed): {bad}"


def test_prefix_check_detects_unprefixed_module() -> None:
    """The check above can fail: the helper names firtool gives without a prefix, a doubled
    prefix and an indented declaration are caught; prefixed modules, instances and comments pass."""
    sample = (
        "// module Queue2_FwCmd is instantiated below\n"
        "module nvme_front_end(\n  input clock\n);\n"
        "  nvme_Queue2_FwCmd i_q (.clock(clock));\n"
        "  Queue2_FwCmd i_old (.clock(clock));\n"
        "endmodule\n"
        "module Queue16_FwEvent(\n);\nendmodule\n"
        "  module mem_256x8 (\n);\nendmodule\n"
        "module nvme_nvme_msix(\n);\nendmodule\n"
        "module flash_csr (\n);\nendmodule\n"
        "package fw_port_pkg;\nendpackage\n"
    )
    assert _unprefixed(sample, "nvme") == ["Queue16_FwEvent", "mem_256x8", "nvme_nvme_msix", "flash_csr",
                                           "fw_port_pkg"]
    assert _unprefixed(sample, "flash") == ["nvme_front_end", "Queue16_FwEvent", "mem_256x8",
                                            "nvme_nvme_msix", "fw_port_pkg"]
    # A committed file with one helper renamed back to firtool's default name is caught.
    fe = REPO / "rtl" / "nvme" / "generated" / "front_end" / "nvme_Queue16_FwEvent.sv"
    assert _unprefixed(fe.read_text(), "nvme") == []
    assert _unprefixed(fe.read_text().replace("module nvme_Queue16_FwEvent", "module Queue16_FwEvent"),
                       "nvme") == ["Queue16_FwEvent"]
