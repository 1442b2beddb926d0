"""The one configuration source (config/cssd.toml, tools/gen_config.py): every named
configuration is buildable, each validation rule fires, the set-to-channel split means the same in
Python, C and SystemVerilog, and cssd_system's elaboration checks reject what the rules reject."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
import gen_config  # noqa: E402
import lint  # noqa: E402  (tools/lint.py: the cssd_system lint file list)
from cssd_config import (BAR0_BYTES, CONFIGS, DDR0_BOOT_CONFIG, DDR0_BYTES, DDR0_MGMT_DMA, DDR0_SET,  # noqa: E402
                         LIMITS, MSIX_PBA_OFFSET, MSIX_TABLE_OFFSET, MSIX_VECTORS, problems,
                         set_channel_count, set_channel_first)

# (set cores, channels) pairs the split is compared on across the three languages.
SWEEP = [(n, c) for n in range(1, 9) for c in range(n, 3 * n + 3)]


def test_named_configurations_are_buildable() -> None:
    for name, cfg in CONFIGS.items():
        assert problems(cfg.geometry(), LIMITS) == [], name
        owned = [ch for s in range(cfg.set_cores) for ch in cfg.set_channels(s)]
        assert owned == list(range(cfg.channels)), f"{name}: every channel in exactly one set, in order"


def test_every_configuration_names_a_known_rocket(tmp_path) -> None:
    """`rocket` and `isp_rocket` name configurations of the pinned Rocket package whose files
    exist; the generator refuses a configuration without `rocket`."""
    from cssd_sim import rocket
    for name, cfg in CONFIGS.items():
        assert cfg.rocket in rocket.CORES and cfg.isp_rocket in rocket.CORES, name
        assert all(f.is_file() for f in rocket.sources(cfg.rocket) + rocket.sources(cfg.isp_rocket)), name
    with pytest.raises(ValueError, match="one of"):
        rocket.sources("LitexNoSuchConfig")
    src = (REPO / "config" / "cssd.toml").read_text()
    bad = tmp_path / "cssd.toml"
    bad.write_text(re.sub(r'(\[configs\.sim_drive\][^\[]*?)rocket = "LitexConfig"\n', r"\1", src, count=1))
    assert bad.read_text() != src
    with pytest.raises(SystemExit, match=r"\[configs\.sim_drive\] keys must"):
        gen_config.load(bad)


def test_isp_core_has_an_fpu() -> None:
    """Every configuration with an ISP core builds it with floating point (rv64imafdc), the
    simulated drive too, whose set and management cores stay rv64imac; without an ISP core
    `isp_rocket` is `rocket` (nothing to rename)."""
    from cssd_sim import rocket
    for name, cfg in CONFIGS.items():
        if cfg.isp_core:
            assert {"f", "d"} <= set(rocket.CORES[cfg.isp_rocket].isa[4:]), name
        else:
            assert cfg.isp_rocket == cfg.rocket, name
    assert rocket.CORES[CONFIGS["sim_drive"].rocket].isa == "rv64imac"


def _sim_drive_isp(text: str, line: str | None) -> str:
    """config/cssd.toml with sim_drive's isp_rocket line replaced by `line` (None: dropped)."""
    old = 'rocket = "LitexConfig"\nisp_rocket = "LitexFullConfig"\n'
    head, sep, tail = text.partition("[configs.sim_drive]")
    assert sep and old in tail
    return head + sep + tail.replace(old, 'rocket = "LitexConfig"\n' + (line + "\n" if line else ""), 1)


@pytest.mark.parametrize("config, line, message", [
    # a name the Rocket package does not have
    ("sim_drive", 'isp_rocket = "LitexHugeConfig"', r"isp_rocket 'LitexHugeConfig': a Rocket configuration, one of"),
    # an ISP core's configuration on a drive without one
    ("sim_scale", 'isp_rocket = "LitexFullConfig"', r"\[configs\.sim_scale\] isp_rocket: only with isp_core = 1"),
])
def test_isp_rocket_rules_fire(tmp_path: Path, config: str, line: str, message: str) -> None:
    text = gen_config.SOURCE.read_text()
    if config == "sim_drive":
        text = _sim_drive_isp(text, line)
    else:
        head, sep, tail = text.partition(f"[configs.{config}]")
        text = head + sep + tail.replace('rocket = "LitexConfig"\n', f'rocket = "LitexConfig"\n{line}\n', 1)
    src = tmp_path / "cssd.toml"
    src.write_text(text)
    with pytest.raises(SystemExit, match=message):
        gen_config.generate(tmp_path / "out", src)
    assert not (tmp_path / "out").exists(), "nothing is written from a bad configuration"


def test_isp_rocket_defaults_to_rocket(tmp_path: Path) -> None:
    """Left out, `isp_rocket` is the configuration's `rocket` (generated that way)."""
    src = tmp_path / "cssd.toml"
    src.write_text(_sim_drive_isp(gen_config.SOURCE.read_text(), None))
    _, configs = gen_config.load(src)
    assert configs["sim_drive"]["isp_rocket"] == configs["sim_drive"]["rocket"] == "LitexConfig"
    gen_config.generate(tmp_path / "out", src)
    py = (tmp_path / "out" / "sw" / "python" / "cssd_config.py").read_text()
    assert "rocket='LitexConfig', isp_rocket='LitexConfig')" in py.split("'sim_drive': ", 1)[1].split("\n", 1)[0]


# FIRRTL-like input for the rename checks: two modules, one black box (declared elsewhere).
_FIR = {"a.v": "module Top(\n  input x\n);\n  Leaf leaf (\n    .x(x)\n  );\n  Leaf #(.P(1)) leaf_1 (.x(x));\n"
               "  plusarg_reader #(.FORMAT(\"a\")) reader (.out());\nendmodule\n",
        "b.v": "module Leaf #(parameter P = 0) (\n  input x\n);\n  wire Leaf_x = x;\nendmodule\n"}


def test_rocket_rename() -> None:
    """The ISP core's Rocket configuration is renamed module by module (rocket.rename_modules):
    declarations and instantiations get the prefix, black boxes and signals keep their names."""
    from cssd_sim import rocket
    out = rocket.rename_modules(_FIR, "P_")
    assert "module P_Top(" in out["a.v"] and "  P_Leaf leaf (" in out["a.v"]
    assert "  P_Leaf #(.P(1)) leaf_1" in out["a.v"]
    assert "  plusarg_reader #(" in out["a.v"], "a black box keeps its name"
    assert "module P_Leaf #(" in out["b.v"] and "wire Leaf_x = x;" in out["b.v"]


@pytest.mark.parametrize("texts, message", [
    # a module declared twice (two configurations' files given to one rename)
    ({**_FIR, "c.v": "module Leaf(\n);\nendmodule\n"}, "renamed declarations do not match"),
    # an instantiation the rename does not see (instance name on the next line): caught
    ({**_FIR, "a.v": _FIR["a.v"].replace("  Leaf leaf (", "  Leaf\n    leaf (")}, "original names still instantiated"),
    # a name that already carries the prefix
    ({"a.v": "module P_Top(\n);\nendmodule\n"}, "already named with the prefix"),
])
def test_rocket_rename_checks_fire(texts: dict, message: str) -> None:
    from cssd_sim import rocket
    with pytest.raises(ValueError, match=message):
        rocket.rename_modules(texts, "P_")


def test_isp_rocket_sources() -> None:
    """The simulated drive's ISP configuration, renamed under build/ (never in the repository):
    every module of the package's files declared once with the prefix, the black boxes listed
    once (not copied), the define naming the ISP top, and the files reused while the source is
    unchanged."""
    from cssd_sim import rocket
    drive = CONFIGS["sim_drive"]
    assert drive.isp_rocket != drive.rocket
    files, defines = rocket.system_sources(drive.rocket, drive.isp_rocket)
    isp = rocket.isp_sources(drive.isp_rocket)
    assert files == rocket.sources(drive.rocket) + isp
    assert defines == {**rocket.DEFINES, rocket.ISP_DEFINE: rocket.ISP_TOP}
    assert all(rocket.ISP_DIR in f.parents and (REPO / "build") in f.parents for f in isp)
    names = [f.name for f in files]
    assert names.count("plusarg_reader.v") == 1 and names.count("EICG_wrapper.v") == 1
    decl = re.compile(r"^\s*module\s+(\w+)", re.M)
    orig = sorted(m for f in rocket.generated(drive.isp_rocket) for m in decl.findall(f.read_text()))
    renamed = sorted(m for f in isp for m in decl.findall(f.read_text()))
    assert renamed == sorted(rocket.ISP_PREFIX + m for m in orig) and rocket.ISP_TOP in renamed
    mtimes = [f.stat().st_mtime_ns for f in isp]
    assert rocket.isp_sources(drive.isp_rocket) == isp and [f.stat().st_mtime_ns for f in isp] == mtimes
    # the same configuration everywhere: nothing renamed
    assert rocket.system_sources(drive.rocket, drive.rocket) == (rocket.sources(drive.rocket), rocket.DEFINES)


def test_split_is_balanced() -> None:
    for n, c in SWEEP:
        counts = [set_channel_count(s, n, c) for s in range(n)]
        assert sum(counts) == c and max(counts) - min(counts) <= 1 and min(counts) >= 1, (n, c, counts)
        assert [set_channel_first(s, n, c) for s in range(n)] == [sum(counts[:s]) for s in range(n)]


@pytest.mark.parametrize("change, message", [
    (dict(set_cores=LIMITS["sets"] + 1), "one NVM set of the front end each"),
    (dict(set_cores=0), "one NVM set of the front end each"),
    (dict(mgmt_core=2), "mgmt_core 2"),
    (dict(isp_core=2), "isp_core 2"),
    # the ISP core is released by the management core: none without it
    (dict(mgmt_core=0, isp_core=1), "isp_core 1 needs mgmt_core 1"),
    (dict(channels=1), "every set core needs a channel"),
    (dict(channels=LIMITS["channels"] + 1), "channel interrupts"),
    (dict(dies=0), "dies 0"),
    (dict(page_bytes=3000), "page_bytes 3000"),
])
def test_each_rule_fires(change: dict, message: str) -> None:
    base = CONFIGS["sim_drive"]
    assert not problems(base.geometry(), LIMITS)
    got = problems({**base.geometry(), **change}, LIMITS)
    assert any(message in p for p in got), got
    with pytest.raises(ValueError, match="configuration"):
        base.replace(**change)


def test_isp_core_needs_a_run_bit() -> None:
    """The management core releases the set cores and the ISP core through SET_CORES_RUN's
    run_bits bits: set_cores + isp_core of them. And the ISP core counts for CORE_ID."""
    geo = {**CONFIGS["sim_drive"].geometry(), "isp_core": 1}
    assert CONFIGS["sim_drive"].replace(isp_core=1).num_all == geo["set_cores"] + 2
    assert not problems(geo, {**LIMITS, "run_bits": geo["set_cores"] + 1})
    got = problems(geo, {**LIMITS, "run_bits": geo["set_cores"]})
    assert any("SET_CORES_RUN releases at most" in p for p in got), got
    assert not problems({**geo, "isp_core": 0}, {**LIMITS, "run_bits": geo["set_cores"]})
    got = problems(geo, {**LIMITS, "core_id_bits": 2})
    assert any("4 cores: CORE_ID holds 2 bits" in p for p in got), got


def test_ddr0_map_is_disjoint() -> None:
    """The generated map: one set region per NVM set, nothing overlapping, all inside the window."""
    assert DDR0_SET.count == LIMITS["sets"]
    spans = sorted((r.base, r.base + r.bytes * r.count) for r in (DDR0_MGMT_DMA, DDR0_BOOT_CONFIG, DDR0_SET))
    assert all(a_end <= b for (_, a_end), (b, _) in zip(spans, spans[1:])) and spans[-1][1] <= DDR0_BYTES
    with pytest.raises(IndexError):
        DDR0_SET.at(LIMITS["sets"])


@pytest.mark.parametrize("old, new, message", [
    # the boot block moved into the staging region
    (f"[ddr0.boot_config]\nbase = 0x{DDR0_BOOT_CONFIG.base:09_X}",
     f"[ddr0.boot_config]\nbase = 0x{DDR0_MGMT_DMA.base + DDR0_MGMT_DMA.bytes // 2:09_X}",
     "ddr0.mgmt_dma overlaps ddr0.boot_config"),
    # the set regions (one per NVM set, back to back) end past the window
    (f"[ddr0.set]\nbase = 0x{DDR0_SET.base:09_X}", f"[ddr0.set]\nbase = 0x{DDR0_BYTES - DDR0_SET.bytes:09_X}",
     "-byte window"),
    # the sets start just below the boot block
    (f"[ddr0.set]\nbase = 0x{DDR0_SET.base:09_X}", f"[ddr0.set]\nbase = 0x{DDR0_BOOT_CONFIG.base - 0x1000:09_X}",
     "ddr0.set overlaps ddr0.boot_config"),
])
def test_ddr0_overlap_fails_generation(tmp_path: Path, old: str, new: str, message: str) -> None:
    text = gen_config.SOURCE.read_text()
    assert old in text
    src = tmp_path / "cssd.toml"
    src.write_text(text.replace(old, new))
    with pytest.raises(SystemExit, match=message):
        gen_config.generate(tmp_path / "out", src)
    assert not (tmp_path / "out").exists(), "nothing is written from a bad map"


# The hard block's Vivado configuration: Vivado's own Tcl, not generated, so compared instead.
PCIE_IP_TCL = REPO / "boards" / "vcu118" / "ip" / "pcie4_uscale_plus_0.tcl"
_SCALE = {"Kilobytes": 1 << 10, "Megabytes": 1 << 20, "Gigabytes": 1 << 30}


def pcie_ip_problems(tcl: str) -> list[str]:
    """Where the PCIe IP's BAR0 / MSI-X capability disagrees with config/cssd.toml [bar0]."""
    cfg = dict(re.findall(r"CONFIG\.(\w+)\s+\{([^}]*)\}", tcl))
    got = {
        "BAR0 bytes": int(cfg["pf0_bar0_size"]) * _SCALE[cfg["pf0_bar0_scale"]],
        "MSI-X vectors": int(cfg["PF0_MSIX_CAP_TABLE_SIZE"], 16) + 1,  # the field holds N - 1
        "MSI-X table offset": int(cfg["PF0_MSIX_CAP_TABLE_OFFSET"], 16),
        "MSI-X PBA offset": int(cfg["PF0_MSIX_CAP_PBA_OFFSET"], 16),
        # NVMe's BAR0/1 is one 64-bit memory BAR, and the table and PBA are in it
        "BAR0 64-bit memory": (cfg["pf0_bar0_64bit"], cfg["pf0_bar0_type"]),
        "MSI-X BIRs": (cfg["PF0_MSIX_CAP_TABLE_BIR"], cfg["PF0_MSIX_CAP_PBA_BIR"]),
    }
    want = {"BAR0 bytes": BAR0_BYTES, "MSI-X vectors": MSIX_VECTORS, "MSI-X table offset": MSIX_TABLE_OFFSET,
            "MSI-X PBA offset": MSIX_PBA_OFFSET, "BAR0 64-bit memory": ("true", "Memory"),
            "MSI-X BIRs": ("BAR_1:0", "BAR_1:0")}
    return [f"{k}: {got[k]!r} in {PCIE_IP_TCL.name}, config/cssd.toml [bar0] says {want[k]!r}"
            for k in want if got[k] != want[k]]


def test_pcie_ip_tcl_agrees_with_bar0() -> None:
    assert pcie_ip_problems(PCIE_IP_TCL.read_text()) == []


@pytest.mark.parametrize("old, new, message", [
    ("CONFIG.PF0_MSIX_CAP_TABLE_SIZE              {0FF}", "CONFIG.PF0_MSIX_CAP_TABLE_SIZE              {01F}",
     "MSI-X vectors: 32"),
    ("CONFIG.pf0_bar0_size                        {256}", "CONFIG.pf0_bar0_size                        {128}",
     "BAR0 bytes"),
    ("CONFIG.PF0_MSIX_CAP_PBA_OFFSET              {00003000}", "CONFIG.PF0_MSIX_CAP_PBA_OFFSET              {00004000}",
     "MSI-X PBA offset"),
])
def test_pcie_ip_check_fires(old: str, new: str, message: str) -> None:
    """The comparison above can fail: each edited IP setting is reported."""
    tcl = PCIE_IP_TCL.read_text()
    assert old in tcl
    got = pcie_ip_problems(tcl.replace(old, new))
    assert len(got) == 1 and message in got[0], got


@pytest.mark.parametrize("change, message", [
    (dict(msix_vectors=128), "msix_vectors 128"),
    (dict(msix_table_offset=0x3000, msix_pba_offset=0x4000), "a power of two"),
    (dict(msix_pba_offset=0x2800), "first 4 KiB boundary after the table"),
    (dict(msix_vectors=512, msix_pba_offset=0x4000), "past the front end's window"),
    (dict(bytes=0x3000), "holding the front end's window"),
])
def test_bar0_rules_fire(change: dict, message: str) -> None:
    base = {"bytes": BAR0_BYTES, "msix_vectors": MSIX_VECTORS, "msix_table_offset": MSIX_TABLE_OFFSET,
            "msix_pba_offset": MSIX_PBA_OFFSET}
    assert gen_config.bar0_problems(base) == []
    got = gen_config.bar0_problems({**base, **change})
    assert any(message in p for p in got), got


def _sweep_lines() -> list[str]:
    return [f"{n} {c} {s} {set_channel_first(s, n, c)} {set_channel_count(s, n, c)}"
            for n, c in SWEEP for s in range(n)]


def test_split_same_in_c(tmp_path: Path) -> None:
    src = tmp_path / "split.c"
    pairs = ", ".join(f"{{{n}, {c}}}" for n, c in SWEEP)
    src.write_text(f"""#include <stdio.h>
#include "generated/cssd_config.h"
static const unsigned sweep[][2] = {{{pairs}}};
int main(void) {{
  for (unsigned i = 0; i < sizeof(sweep) / sizeof(sweep[0]); i++)
    for (unsigned s = 0; s < sweep[i][0]; s++)
      printf("%u %u %u %u %u\\n", sweep[i][0], sweep[i][1], s,
             cssd_set_channel_first(s, sweep[i][0], sweep[i][1]),
             cssd_set_channel_count(s, sweep[i][0], sweep[i][1]));
  return 0;
}}
""")
    exe = tmp_path / "split"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Werror", f"-I{REPO / 'firmware' / 'include'}", "-o", str(exe), str(src)],
                   check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.split("\n")
    assert out[:-1] == _sweep_lines()


def test_split_same_in_systemverilog(tmp_path: Path) -> None:
    body = "\n".join(f"    for (int s = 0; s < {n}; s++) $display(\"{n} {c} %0d %0d %0d\", s, "
                     f"cssd_config_pkg::set_channel_first(s, {n}, {c}), "
                     f"cssd_config_pkg::set_channel_count(s, {n}, {c}));" for n, c in SWEEP)
    tb = tmp_path / "split_tb.sv"
    tb.write_text(f"module split_tb;\n  initial begin\n{body}\n  end\nendmodule\n")
    exe = tmp_path / "split_tb.vvp"
    subprocess.run(["iverilog", "-g2012", "-o", str(exe), str(REPO / "rtl" / "top" / "generated" / "cssd_config_pkg.sv"),
                    str(tb)], check=True)
    out = subprocess.run(["vvp", "-n", str(exe)], capture_output=True, text=True, check=True).stdout.split("\n")
    assert [line for line in out if line and not line.startswith("VCD")] == _sweep_lines()


def _lint_system(params: dict) -> str:
    """Verilator elaborates cssd_system with `params`; Rocket is its --protect-lib wrapper (the
    same module and ports, built once for the full-system tests, sim/lib/cssd_sim/rocket.py), so
    the elaboration takes seconds instead of the 90 s Rocket's Verilog costs. `make lint` reads
    Rocket's own sources."""
    from cssd_sim import rocket
    wrapper, _ = rocket.protected()
    drive = CONFIGS["sim_drive"]
    rocket_files = set(rocket.system_sources(drive.rocket, drive.isp_rocket)[0])  # the lint job's
    files = [wrapper] + [f for f in dict(lint.lint_jobs())["cssd_system"] if f not in rocket_files]
    cmd = [lint.verilator(), "--lint-only", "-Wall", "--timescale", "1ns/1ps", "--top-module", "cssd_system",
           "+define+SYNTHESIS", *(f"-G{k}={v}" for k, v in params.items()), *map(str, files)]
    res = subprocess.run(cmd, capture_output=True, text=True)
    assert res.returncode != 0, "cssd_system elaborated a geometry its checks must reject"
    return res.stderr


@pytest.mark.parametrize("params, messages", [
    # More set cores than the front end has sets, and fewer channels than set cores.
    (dict(NumCores=LIMITS["sets"] + 1, FlashChannels=2),
     ["exceeds the front end's NVM sets", "every set core needs a flash channel"]),
    # More channels than ctrl_core's interrupt outputs.
    (dict(NumCores=1, FlashChannels=LIMITS["channels"] + 1),
     ["more flash channels than ctrl_core has channel interrupts"]),
    # An ISP core without the management core that releases it.
    (dict(NumCores=2, FlashChannels=2, MgmtCore=0, IspCore=1),
     ["IspCore = 1 needs the management core"]),
])
def test_system_elaboration_checks_fire(params: dict, messages: list[str]) -> None:
    """Verilator elaborates cssd_system (Rocket as its protected-library wrapper) with a rejected
    geometry: each check's $error appears. `make lint` shows the named geometries pass the same checks."""
    err = _lint_system(params)
    for m in messages:
        assert m in err, f"{m!r} not reported for {params}:\n{err[-3000:]}"
