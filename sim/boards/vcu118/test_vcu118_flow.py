"""Checks of the VCU118 board flow that run without Vivado.

What is checked here (and what is not) is listed in boards/vcu118/README.md, "What was checked
here and what needs Vivado". In short:
  - the file list of FuseSoC target synth_vcu118 (tools/filelist.py): every file exists, both
    readers agree, the checking stubs are not in it;
  - every Tcl script of the flow and every XDC file parses and runs in tclsh against stub Vivado
    commands (vivado_stubs.tcl), which reject unknown commands and unknown option names and log
    each call; the log shows which files are read, which IP is created with which settings, and
    that the build ends in a bitstream and configuration-memory files;
  - every top-level port of vcu118_top has a pin constraint and every constrained port exists
    (check_port_constraints, with negative cases proving the check can fail);
  - the Vivado file list (boards/vcu118/sources.py) adds the Rocket Verilog of the pip package
    and the cores' boot images (firmware set.hex, mgmt.hex and the ISP core's isp.hex) to the
    FuseSoC list, and build.tcl hands each image, by name, to its vcu118_top parameter and
    defines SYNTHESIS;
  - vcu118_top with cssd_system (ctrl_core, the flash back end, four Rocket set cores, the
    management core and the ISP core) and the
    black-box stubs elaborates and passes Verilator -Wall lint. (Yosys 0.23 no longer reads the
    board top: cssd_system and soc_core use `parameter string` and `longint'` casts it rejects,
    and parsing the Rocket Verilog alone takes it over a minute. `SYNTH_ROCKET=1 make
    synth-check` runs Yosys on one core, with the string type dropped, for the resource
    estimate in boards/vcu118/README.md.)
  - build.sh fails with a clear message when Vivado is missing, and hands Vivado the right
    script and arguments when it is there (a stand-in records them).
"""
from __future__ import annotations

import fnmatch
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent
BOARD = REPO / "boards" / "vcu118"
CONSTRAINTS = REPO / "constraints" / "vcu118"
TOP_SV = BOARD / "rtl" / "vcu118_top.sv"
STUBS_TCL = HERE / "vivado_stubs.tcl"
CORE = REPO / "fusesoc.core"
PART = "xcvu9p-flga2104-2L-e"
TARGET = "synth_vcu118"

sys.path.insert(0, str(REPO / "tools"))
sys.path.insert(0, str(BOARD))
import filelist  # noqa: E402  (tools/filelist.py)
from cssd_sim import rocket  # noqa: E402  (where the Rocket Verilog comes from)
import sources  # noqa: E402  (boards/vcu118/sources.py: the Vivado file list)
from cssd_config import (BAR0_BYTES, CONFIGS, LIMITS, MSIX_PBA_OFFSET,  # noqa: E402  (config/cssd.toml)
                         MSIX_TABLE_OFFSET, MSIX_VECTORS)

# Ports on GT (transceiver) pins: located by PACKAGE_PIN like all others, but they take no
# IOSTANDARD (the GT quad fixes the electrical standard).
GT_PORTS = re.compile(r"^(pci_exp_(tx|rx)[pn]_[io]|pcie_refclk_[pn]_i)$")

EXPECTED_IPS = {"pcie4_uscale_plus_0", "ddr4_c1", "ddr4_c2", "axi_cc_ddr", "axi_dw_cpu"}
# Our modules vcu118_top instantiates (beside the IP and the primitives).
OUR_MODULES = {"cssd_system", "common_axi_mux"}
# The VCU118 configuration (config/cssd.toml): one set core per ctrl_core NVM set (four) plus
# the management core and the ISP core; vcu118_top says why no more set cores.
VCU118 = CONFIGS["vcu118"]
VCU118_SET_CORES = VCU118.set_cores
VCU118_CORES = VCU118.num_all
PRIMITIVES = {"IBUFDS_GTE4", "IBUF"}


# --------------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------------
def tclsh() -> str:
    exe = shutil.which("tclsh")
    if exe is None:
        pytest.fail("tclsh not found (apt package 'tcl'; tools/setup.sh installs it)")
    return exe


def run_tcl(tmp_path: Path, body: str, env: dict | None = None,
            name: str = "run") -> tuple[subprocess.CompletedProcess, list[list[str]]]:
    """Run `body` in tclsh after the Vivado stubs; return the process and the call log."""
    log = tmp_path / f"{name}.log"
    driver = tmp_path / f"{name}.tcl"
    driver.write_text(f"source {{{STUBS_TCL}}}\n{body}\n")
    full_env = {**os.environ, "VIVADO_STUB_LOG": str(log), **(env or {})}
    proc = subprocess.run([tclsh(), str(driver)], capture_output=True, text=True, env=full_env,
                          cwd=tmp_path, timeout=120)
    calls = []
    if log.exists():
        calls = [line.split("\x1f") for line in log.read_text(encoding="utf-8").splitlines()]
    return proc, calls


def calls_of(calls: list[list[str]], name: str) -> list[list[str]]:
    return [c[1:] for c in calls if c[0] == name]


def opt(args: list[str], option: str) -> str | None:
    return args[args.index(option) + 1] if option in args else None


def synth_files() -> list[dict]:
    files, _ = filelist.get_files(CORE, TARGET)
    return files


@pytest.fixture(scope="session")
def boot_hex() -> Path:
    """The set cores' boot image, built as build.sh builds the images (make -C firmware set
    mgmt isp, a few seconds); the management core's and the ISP core's are beside it (mgmt_hex,
    isp_hex)."""
    proc = subprocess.run(["make", "-s", "-C", str(REPO / "firmware"), "set", "mgmt", "isp"], capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert all(p.is_file() for p in (sources.DEFAULT_BOOT_HEX, sources.DEFAULT_MGMT_HEX, sources.DEFAULT_ISP_HEX))
    return sources.DEFAULT_BOOT_HEX


@pytest.fixture(scope="session")
def mgmt_hex(boot_hex) -> Path:
    return sources.DEFAULT_MGMT_HEX


@pytest.fixture(scope="session")
def isp_hex(boot_hex) -> Path:
    return sources.DEFAULT_ISP_HEX


def write_sources_f(tmp_path: Path) -> Path:
    path = tmp_path / "sources.f"
    path.write_text("".join(l + "\n" for l in sources.lines()))
    return path


def hdl_files_abs() -> list[Path]:
    return [REPO / f["name"] for f in synth_files()
            if f["file_type"].startswith(("systemVerilogSource", "verilogSource"))
            and not f["is_include_file"]]


def stub_files() -> list[Path]:
    return sorted((BOARD / "sim_stubs").glob("*.sv"))


def ip_configs(calls: list[list[str]]) -> dict[str, dict[str, str]]:
    """CONFIG.* settings per IP module name, from the set_property -dict calls in the log."""
    out: dict[str, dict[str, str]] = {}
    for args in calls_of(calls, "set_property"):
        if args[0] != "-dict":
            continue
        items, target = args[1].split(), args[2]
        assert len(items) % 2 == 0, f"odd -dict list for {target}: {items}"
        settings = {k[len("CONFIG."):]: v for k, v in zip(items[::2], items[1::2])
                    if k.startswith("CONFIG.")}
        if settings:
            out.setdefault(target, {}).update(settings)
    return out


# --------------------------------------------------------------------------------------------------
# Port / constraint consistency
# --------------------------------------------------------------------------------------------------
_PORT_RE = re.compile(
    r"^\s*(input|output|inout)\s+(?:wire\s+|logic\s+|wire\s+logic\s+)?"
    r"(?:\[\s*([^\]:]+?)\s*:\s*([^\]]+?)\s*\]\s*)?(\w+)\s*,?\s*(?://.*)?$")


def parse_top_ports(sv_path: Path, module: str = "vcu118_top",
                    literal_ranges: bool = True) -> dict[str, dict]:
    """Ports of `module` (ANSI header): name -> {dir, bits: [names of the port's bits]}.

    With literal_ranges (the default, used for the board top) port ranges must be integer
    literals, since board pins are physical: anything else is an error, so a parameterised port
    cannot slip past the pin check. Without it, only the names are wanted and bits is [name].
    """
    text = sv_path.read_text()
    m = re.search(rf"\bmodule\s+{module}\b", text)
    if not m:
        raise ValueError(f"{sv_path}: module {module} not found")
    rest = text[m.end():]
    # Skip an optional parameter list "#( ... )", then take the port list "( ... );".
    if rest.lstrip().startswith("#"):
        start = rest.index("(")
        depth = 0
        for i in range(start, len(rest)):
            depth += {"(": 1, ")": -1}.get(rest[i], 0)
            if depth == 0:
                rest = rest[i + 1:]
                break
    start = rest.index("(")
    end = rest.index(");", start)
    ports: dict[str, dict] = {}
    for line in rest[start + 1:end].splitlines():
        line = line.split("//")[0].strip()
        if not line:
            continue
        pm = _PORT_RE.match(line)
        if not pm:
            raise ValueError(f"{sv_path}: cannot parse port declaration: {line!r}")
        direction, msb, lsb, name = pm.groups()
        if msb is None or not literal_ranges:
            bits = [name]
        else:
            try:
                hi, lo = int(msb), int(lsb)
            except ValueError:
                raise ValueError(f"{sv_path}: port {name} has a non-literal range [{msb}:{lsb}]")
            step = 1 if hi >= lo else -1
            bits = [f"{name}[{i}]" for i in range(lo, hi + step, step)]
        ports[name] = {"dir": direction, "bits": bits}
    return ports


def _pattern_regex(pattern: str) -> re.Pattern:
    # Vivado object patterns: '*' and '?' are wildcards, brackets are literal bus indices.
    return re.compile("^" + "".join(".*" if c == "*" else "." if c == "?" else re.escape(c)
                                    for c in pattern) + "$")


def check_port_constraints(sv_path: Path, xdc_paths: list[Path], tmp_path: Path) -> list[str]:
    """Return a list of problems (empty when consistent):

    - a port bit of the top without a PACKAGE_PIN;
    - a non-GT port bit without an IOSTANDARD;
    - a get_ports pattern (in any XDC command) that names no port of the top;
    - a package pin given to two different port bits, or a port bit given two pins.
    """
    problems: list[str] = []
    ports = parse_top_ports(sv_path)
    all_bits = [b for p in ports.values() for b in p["bits"]]
    bit_to_port = {b: n for n, p in ports.items() for b in p["bits"]}

    sources = "\n".join(f"source {{{p}}}" for p in xdc_paths)
    proc, calls = run_tcl(tmp_path, sources, name="xdc_check")
    if proc.returncode != 0:
        return [f"XDC evaluation failed: {proc.stderr.strip()}"]

    def resolve(tag: str) -> list[str]:
        pats = tag[len("PORTS:"):].split("\x1e") if tag != "PORTS:" else []
        bits: list[str] = []
        for pat in pats:
            rx = _pattern_regex(pat)
            hit = [b for b in all_bits if rx.match(b)]
            # A pattern naming a bus as a whole selects all of its bits.
            hit += [b for n, p in ports.items() if rx.match(n) and n not in hit
                    for b in p["bits"] if b not in hit]
            if not hit:
                problems.append(f"get_ports '{pat}' names no port of {sv_path.name}")
            bits += hit
        return bits

    props: dict[str, dict[str, str]] = {b: {} for b in all_bits}
    for call in calls:
        name, args = call[0], call[1:]
        tags = [a for a in args if a.startswith("PORTS:")]
        resolved = [resolve(t) for t in tags]
        if name != "set_property" or not tags:
            continue
        if args[0] == "-dict":
            items = args[1].split()
            kv = dict(zip(items[::2], items[1::2]))
        else:
            kv = {args[0]: args[1]}
        for bits in resolved:
            for b in bits:
                for k, v in kv.items():
                    k = "PACKAGE_PIN" if k == "LOC" else k
                    if k == "PACKAGE_PIN" and props[b].get(k, v) != v:
                        problems.append(f"{b}: two pins, {props[b][k]} and {v}")
                    props[b][k] = v

    pin_owner: dict[str, str] = {}
    for b in all_bits:
        pin = props[b].get("PACKAGE_PIN")
        if pin is None:
            problems.append(f"port {b} has no PACKAGE_PIN")
            continue
        if pin in pin_owner and pin_owner[pin] != b:
            problems.append(f"pin {pin} given to both {pin_owner[pin]} and {b}")
        pin_owner[pin] = b
        if not GT_PORTS.match(bit_to_port[b]) and "IOSTANDARD" not in props[b]:
            problems.append(f"port {b} has no IOSTANDARD")
    return problems


# --------------------------------------------------------------------------------------------------
# 1. File list
# --------------------------------------------------------------------------------------------------
def test_filelist_synth_vcu118_files_exist():
    files, toplevel = filelist.get_files(CORE, TARGET)
    assert toplevel == "vcu118_top"
    missing = [f["name"] for f in files if not (REPO / f["name"]).exists()]
    assert not missing, f"files listed for {TARGET} that do not exist: {missing}"
    names = {f["name"] for f in files}
    # Everything the board owns is in the list (nothing forgotten)...
    owned = {p.relative_to(REPO).as_posix() for p in
             [TOP_SV, *CONSTRAINTS.glob("*.xdc"), *(BOARD / "ip").glob("*.tcl")]}
    assert owned <= names, f"board files missing from {TARGET}: {sorted(owned - names)}"
    # ...with the types Vivado needs, and the checking stubs are not (Vivado must use real IP).
    types = {f["name"]: f["file_type"] for f in files}
    assert all(types[n] == "xdc" for n in names if n.endswith(".xdc"))
    assert all(types[n] == "tclSource" for n in names if n.endswith(".tcl"))
    assert types[TOP_SV.relative_to(REPO).as_posix()] == "systemVerilogSource"
    assert not [n for n in names if "sim_stubs" in n]
    # The board builds the whole core: every file of the default target (the core) is in the list,
    # so a fileset added to the core but forgotten in synth_vcu118 fails here.
    core_files, _ = filelist.get_files(CORE, "default")
    assert [f["name"] for f in core_files] == [f["name"] for f in files][:len(core_files)]
    assert "rtl/top/ctrl_core.sv" in names
    # The system with the cores, and every module of the firmware complex.
    soc = {f"rtl/soc/{p.name}" for p in (REPO / "rtl" / "soc").glob("soc_*.sv")}
    assert {"rtl/top/cssd_system.sv", *soc} <= names, sorted({"rtl/top/cssd_system.sv", *soc} - names)


def test_vivado_sources_add_rocket_and_boot_image(tmp_path, boot_hex, mgmt_hex, isp_hex):
    """The list build.tcl reads: the FuseSoC list, then every Rocket file of the pip package
    (absolute, existing, holding ExampleRocketSystem), then the boot images (set.hex, mgmt.hex
    and, the vcu118 configuration having an ISP core, isp.hex)."""
    assert VCU118.isp_core == 1 and sources.HAS_ISP
    lines = sources.lines(boot_hex, mgmt_hex, isp_hex)
    fuse = filelist.format_lines(synth_files())
    assert lines[:len(fuse)] == fuse
    extra = [l.split(" ", 1) for l in lines[len(fuse):]]
    rocket_files = [Path(p) for t, p in extra if t == "verilogSource"]
    assert rocket_files == [p.resolve() for p in rocket.sources(VCU118.rocket)]
    assert all(p.is_absolute() and p.is_file() for p in rocket_files)
    assert any("module ExampleRocketSystem" in p.read_text() for p in rocket_files if p.suffix == ".v")
    mems = [Path(p) for t, p in extra if t == "mem"]
    assert mems == [boot_hex.resolve(), mgmt_hex.resolve(), isp_hex.resolve()] and len(extra) == len(rocket_files) + 3
    # $readmemh images of 64-bit words that fit the boot memory (BootWords in vcu118_top).
    boot_words = int(re.search(r"localparam int\s+BootWords\s*=\s*(\d+);", TOP_SV.read_text()).group(1))
    for image in (boot_hex, mgmt_hex, isp_hex):
        words = image.read_text().split()
        assert 0 < len(words) <= boot_words and all(re.fullmatch(r"[0-9a-f]{16}", w) for w in words)
    # A missing image (either) is an error before Vivado starts, and so is one under another
    # name (build.tcl could not tell which core it is for).
    (tmp_path / "set").mkdir()
    with pytest.raises(sources.SourcesError, match="make -C firmware set"):
        sources.lines(tmp_path / "set" / "set.hex", mgmt_hex)
    with pytest.raises(sources.SourcesError, match="make -C firmware mgmt"):
        sources.lines(boot_hex, tmp_path / "set" / "mgmt.hex")
    with pytest.raises(sources.SourcesError, match="must be named mgmt.hex"):
        sources.lines(boot_hex, boot_hex)
    with pytest.raises(sources.SourcesError, match="make -C firmware isp"):
        sources.lines(boot_hex, mgmt_hex, tmp_path / "set" / "isp.hex")
    with pytest.raises(sources.SourcesError, match="must be named isp.hex"):
        sources.lines(boot_hex, mgmt_hex, mgmt_hex)
    for option, value in (("--boot-hex", tmp_path / "set" / "set.hex"), ("--mgmt-hex", tmp_path / "set" / "mgmt.hex"),
                          ("--isp-hex", tmp_path / "set" / "isp.hex")):
        proc = subprocess.run([sys.executable, str(BOARD / "sources.py"), option, str(value)],
                              capture_output=True, text=True)
        assert proc.returncode == 1 and "not found" in proc.stderr, (option, proc.stderr)


def test_vivado_sources_one_rocket_configuration(monkeypatch, boot_hex, mgmt_hex, isp_hex):
    """Every VCU118 core is built from one Rocket configuration (the ISP core's `isp_rocket` is
    the board's `rocket`): the list needs no renamed copy, and a board configuration that asked
    for one is refused before Vivado starts (build.tcl defines no soc_core macro for it)."""
    assert VCU118.isp_rocket == VCU118.rocket
    other = next(c for c in rocket.CORES if c != VCU118.rocket)
    monkeypatch.setitem(sources.CONFIGS, "vcu118", VCU118.replace(isp_rocket=other))
    with pytest.raises(sources.SourcesError, match="one Rocket configuration"):
        sources.lines(boot_hex, mgmt_hex, isp_hex)


def test_filelist_readers_agree():
    """FuseSoC's parser and the fallback YAML reader give the same list for the board target."""
    for tool in (None, "verilator"):
        via_fusesoc = filelist.get_files(CORE, TARGET, tool, backend="fusesoc")
        via_yaml = filelist.get_files(CORE, TARGET, tool, backend="yaml")
        assert via_fusesoc == via_yaml


def test_filelist_cli(tmp_path):
    out = tmp_path / "sources.f"
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "filelist.py"), "--target", TARGET,
                           "-o", str(out)], capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    lines = out.read_text().splitlines()
    assert "systemVerilogSource boards/vcu118/rtl/vcu118_top.sv" in lines
    assert "xdc constraints/vcu118/vcu118_pins.xdc" in lines
    bad = subprocess.run([sys.executable, str(REPO / "tools" / "filelist.py"), "--target",
                          "no_such_target"], capture_output=True, text=True)
    assert bad.returncode != 0 and "no_such_target" in bad.stderr


# --------------------------------------------------------------------------------------------------
# 2. Tcl flow under stub Vivado commands
# --------------------------------------------------------------------------------------------------
def run_build(tmp_path: Path, env: dict | None = None, sources_f: Path | None = None,
              extra_args: str = "abcd1234"):
    sources_f = sources_f or write_sources_f(tmp_path)
    out = tmp_path / "out"
    body = (f"set argv [list {{{REPO}}} {{{sources_f}}} {{{out}}} {extra_args}]\n"
            f"source {{{BOARD / 'build.tcl'}}}")
    return run_tcl(tmp_path, body, env=env, name="build")


def test_build_tcl_runs_and_reads_every_listed_file(tmp_path, boot_hex):
    proc, calls = run_build(tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr

    listed = synth_files()
    want_sv = [str(REPO / f["name"]) for f in listed if f["file_type"] == "systemVerilogSource"]
    want_xdc = [str(REPO / f["name"]) for f in listed if f["file_type"] == "xdc"]
    want_tcl = [str(REPO / f["name"]) for f in listed if f["file_type"] == "tclSource"]

    read_sv = [p for args in calls_of(calls, "read_verilog") if "-sv" in args
               for p in args[args.index("-sv") + 1].split()]
    read_v = [p for args in calls_of(calls, "read_verilog") if "-sv" not in args
              for p in args[-1].split()]
    assert read_v == [str(p.resolve()) for p in rocket.sources(VCU118.rocket)]
    read_xdc = [p for args in calls_of(calls, "read_xdc") for p in args[-1].split()]
    sourced = [args[-1] for args in calls_of(calls, "source")]
    assert read_sv == want_sv
    assert read_xdc == want_xdc
    assert [s for s in sourced if s in want_tcl] == want_tcl
    for path in read_sv + read_v + read_xdc + sourced:
        assert Path(path).is_file(), f"build.tcl names {path}, which does not exist"

    created = [opt(a, "-module_name") for a in calls_of(calls, "create_ip")]
    assert set(created) == EXPECTED_IPS and len(created) == len(EXPECTED_IPS)
    assert all(opt(a, "-dir") == str(tmp_path / "out" / "ip") for a in calls_of(calls, "create_ip"))
    assert calls_of(calls, "generate_target") and calls_of(calls, "synth_ip")

    (synth,) = calls_of(calls, "synth_design")
    assert opt(synth, "-top") == "vcu118_top" and opt(synth, "-part") == PART
    generics = [synth[i + 1] for i, a in enumerate(synth) if a == "-generic"]
    assert generics == ["BuildId=32'habcd1234", f'BootHex="{boot_hex.resolve()}"',
                        f'MgmtBootHex="{sources.DEFAULT_MGMT_HEX.resolve()}"',
                        f'IspBootHex="{sources.DEFAULT_ISP_HEX.resolve()}"']
    assert opt(synth, "-verilog_define") == "SYNTHESIS"
    (project,) = calls_of(calls, "create_project")
    assert opt(project, "-part") == PART and "-in_memory" in project

    order = [c[0] for c in calls]
    steps = ["synth_design", "opt_design", "place_design", "route_design", "write_bitstream",
             "write_cfgmem"]
    assert [order.index(s) for s in steps] == sorted(order.index(s) for s in steps)

    reports = {Path(opt(a, "-file")).name for c in ("report_timing_summary", "report_utilization")
               for a in calls_of(calls, c)}
    assert {"timing_summary.rpt", "utilization.rpt"} <= reports

    (bit,) = calls_of(calls, "write_bitstream")
    assert bit[-1] == str(tmp_path / "out" / "vcu118_top.bit")
    (cfg,) = calls_of(calls, "write_cfgmem")
    assert opt(cfg, "-format") == "mcs" and opt(cfg, "-interface") == "SPIx8"
    assert opt(cfg, "-size") == "256"
    assert opt(cfg, "-loadbit") == f"up 0x00000000 {tmp_path / 'out' / 'vcu118_top.bit'}"

    # The stubs report no clock on the DDR4 system clock inputs, so build.tcl must create them.
    created_clocks = {opt(a, "-name"): a[-1] for a in calls_of(calls, "create_clock")}
    assert created_clocks.get("ddr4_c1_sys_clk") == "PORTS:ddr4_c1_sys_clk_p_i"
    assert created_clocks.get("ddr4_c2_sys_clk") == "PORTS:ddr4_c2_sys_clk_p_i"


def test_build_tcl_stops_when_timing_fails(tmp_path, boot_hex):
    proc, calls = run_build(tmp_path, env={"VIVADO_STUB_SLACK": "-0.120"})
    assert proc.returncode == 1
    assert "timing not met" in proc.stderr
    assert not calls_of(calls, "write_bitstream")

    proc, calls = run_build(tmp_path, env={"VIVADO_STUB_SLACK": "-0.120",
                                           "VCU118_ALLOW_TIMING_FAILURE": "1"})
    assert proc.returncode == 0, proc.stderr
    assert calls_of(calls, "write_bitstream")


def test_build_tcl_rejects_bad_input(tmp_path, boot_hex):
    proc, _ = run_build(tmp_path, extra_args="")
    assert proc.returncode == 0  # build id is optional
    proc, _ = run_build(tmp_path, extra_args="not-hex")
    assert proc.returncode == 1 and "hex" in proc.stderr

    broken = tmp_path / "broken.f"
    broken.write_text("systemVerilogSource rtl/does/not/exist.sv\n")
    proc, calls = run_build(tmp_path, sources_f=broken)
    assert proc.returncode == 1 and "does not exist" in proc.stderr
    assert not calls_of(calls, "synth_design")

    # Every boot image, by name, once each: without one (or with a copy, or with an image of
    # another name) some core would run the wrong firmware or none. isp.hex is wanted exactly
    # when the configuration has an ISP core, which build.tcl reads from the generated package.
    good = write_sources_f(tmp_path).read_text().splitlines()
    mems = [l for l in good if l.startswith("mem ")]
    other = tmp_path / "other.hex"
    other.write_text("0" * 16 + "\n")
    pkg_line = next(l for l in good if l.endswith("/cssd_config_pkg.sv"))
    no_isp_pkg = tmp_path / "no_isp" / "cssd_config_pkg.sv"
    no_isp_pkg.parent.mkdir()
    pkg_text = (REPO / pkg_line.split()[1]).read_text()
    assert "localparam int Vcu118IspCore = 1;" in pkg_text
    no_isp_pkg.write_text(pkg_text.replace("Vcu118IspCore = 1;", "Vcu118IspCore = 0;"))
    cases = {"no_mem.f": ([l for l in good if not l.startswith("mem ")], "boot image set.hex"),
             "no_mgmt.f": ([l for l in good if not l.endswith("/mgmt.hex")], "boot image mgmt.hex"),
             "no_set.f": ([l for l in good if not l.endswith("/set.hex")], "boot image set.hex"),
             "no_isp.f": ([l for l in good if not l.endswith("/isp.hex")], "boot image isp.hex"),
             "two_set.f": (good + [mems[0]], "set.hex twice"),
             "two_isp.f": (good + [mems[2]], "isp.hex twice"),
             "other_name.f": (good + [f"mem {other}"], "is none of set.hex, mgmt.hex, isp.hex"),
             # a configuration without the ISP core: its image would load nothing
             "isp_not_configured.f": ([f"systemVerilogSource {no_isp_pkg}" if l == pkg_line else l for l in good],
                                      "is none of set.hex, mgmt.hex"),
             "no_pkg.f": ([l for l in good if l != pkg_line], "no cssd_config_pkg.sv with Vcu118IspCore")}
    for name, (lines, why) in cases.items():
        (tmp_path / name).write_text("\n".join(lines) + "\n")
        proc, calls = run_build(tmp_path, sources_f=tmp_path / name)
        assert proc.returncode == 1 and why in proc.stderr, (name, proc.stderr)
        assert not calls_of(calls, "synth_design")

    body = f"set argv [list only_one_arg]\nsource {{{BOARD / 'build.tcl'}}}"
    proc, _ = run_tcl(tmp_path, body, name="usage")
    assert proc.returncode == 1 and "usage" in proc.stderr


def test_build_tcl_warns_on_other_vivado_versions(tmp_path, boot_hex):
    proc, _ = run_build(tmp_path, env={"VIVADO_STUB_VERSION": "2019.1"})
    assert proc.returncode == 0
    assert "written for Vivado 2023.2" in proc.stdout


def test_stubs_reject_unknown_commands_and_options(tmp_path):
    """The stub layer itself can fail: otherwise 'the scripts run' would prove nothing."""
    proc, _ = run_tcl(tmp_path, "synth_desing -top x", name="typo_cmd")
    assert proc.returncode != 0 and "unstubbed command: synth_desing" in proc.stderr
    proc, _ = run_tcl(tmp_path, "write_cfgmem -interfce SPIx8", name="typo_opt")
    assert proc.returncode != 0 and "-interfce" in proc.stderr


def test_ip_settings(tmp_path, boot_hex):
    proc, calls = run_build(tmp_path)
    assert proc.returncode == 0, proc.stderr
    cfg = ip_configs(calls)
    assert set(cfg) == EXPECTED_IPS

    pcie = cfg["pcie4_uscale_plus_0"]
    expect = {
        "PL_LINK_CAP_MAX_LINK_SPEED": "8.0_GT/s", "PL_LINK_CAP_MAX_LINK_WIDTH": "X16",
        "axisten_if_width": "512_bit", "axisten_freq": "250",
        "AXISTEN_IF_EXT_512_CQ_STRADDLE": "false", "AXISTEN_IF_EXT_512_CC_STRADDLE": "false",
        "AXISTEN_IF_EXT_512_RQ_STRADDLE": "false", "AXISTEN_IF_EXT_512_RC_4TLP_STRADDLE": "false",
        "PF0_CLASS_CODE": "010802", "pf0_bar0_64bit": "true", "pf0_bar0_prefetchable": "false",
        # BAR0 and the MSI-X capability: config/cssd.toml [bar0], which the RTL is built from
        "pf0_bar0_scale": "Kilobytes", "pf0_bar0_size": str(BAR0_BYTES // 1024), "pf0_msi_enabled": "false",
        "pf0_msix_enabled": "true", "MSI_X_OPTIONS": "MSI-X_External",
        "PF0_MSIX_CAP_TABLE_SIZE": f"{MSIX_VECTORS - 1:03X}", "PF0_MSIX_CAP_TABLE_OFFSET": f"{MSIX_TABLE_OFFSET:08X}",
        "PF0_MSIX_CAP_PBA_OFFSET": f"{MSIX_PBA_OFFSET:08X}", "PF0_MSIX_CAP_TABLE_BIR": "BAR_1:0",
        "PF0_MSIX_CAP_PBA_BIR": "BAR_1:0", "select_quad": "GTY_Quad_227",
    }
    assert {k: pcie.get(k) for k in expect} == expect
    # The vectors' 16 bytes each end where the PBA starts: no overlap.
    table, pba = int(pcie["PF0_MSIX_CAP_TABLE_OFFSET"], 16), int(pcie["PF0_MSIX_CAP_PBA_OFFSET"], 16)
    vectors = int(pcie["PF0_MSIX_CAP_TABLE_SIZE"], 16) + 1
    assert vectors == MSIX_VECTORS and table + 16 * vectors <= pba < int(pcie["pf0_bar0_size"]) * 1024

    # Both DDR4 controllers are configured identically, and their AXI widths match the stubs and
    # the ports vcu118_top connects (512-bit data, 31-bit address for 2 GiB, and the ID width
    # the top is built for: DdrIpIdWidth, which its elaboration checks against the bank IDs).
    top = TOP_SV.read_text()
    top_int = lambda name: int(re.search(rf"localparam int\s+{name}\s*=\s*(\d+);", top).group(1))  # noqa: E731
    assert cfg["ddr4_c1"] == cfg["ddr4_c2"]
    ddr = cfg["ddr4_c1"]
    stub = parse_top_ports(BOARD / "sim_stubs" / "ddr4_c1.sv", "ddr4_c1")
    assert int(ddr["C0.DDR4_AxiDataWidth"]) == len(stub["c0_ddr4_s_axi_wdata"]["bits"]) == 512
    assert int(ddr["C0.DDR4_AxiIDWidth"]) == len(stub["c0_ddr4_s_axi_awid"]["bits"]) == top_int("DdrIpIdWidth")
    assert int(ddr["C0.DDR4_AxiAddressWidth"]) == len(stub["c0_ddr4_s_axi_awaddr"]["bits"]) == 31
    assert int(ddr["C0.DDR4_DataWidth"]) == len(stub["c0_ddr4_dq"]["bits"]) == 64
    assert ddr["C0.DDR4_InputClockPeriod"] == "4000"  # the board's 250 MHz oscillators

    cc = cfg["axi_cc_ddr"]
    stub = parse_top_ports(BOARD / "sim_stubs" / "axi_cc_ddr.sv", "axi_cc_ddr")
    assert cc["PROTOCOL"] == "AXI4" and cc["ACLK_ASYNC"] == "1"
    assert int(cc["DATA_WIDTH"]) == len(stub["s_axi_wdata"]["bits"])
    assert int(cc["ADDR_WIDTH"]) == len(stub["s_axi_awaddr"]["bits"])
    assert int(cc["ID_WIDTH"]) == len(stub["s_axi_awid"]["bits"]) == top_int("DdrIpIdWidth")

    # The cores' private-DRAM upsizer: 64-bit m_axi_cpu (ID CpuDwIdWidth) to the 512-bit bank.
    dw = cfg["axi_dw_cpu"]
    stub = parse_top_ports(BOARD / "sim_stubs" / "axi_dw_cpu.sv", "axi_dw_cpu")
    assert dw["PROTOCOL"] == "AXI4" and dw["ACLK_ASYNC"] == "0"
    assert int(dw["SI_DATA_WIDTH"]) == len(stub["s_axi_wdata"]["bits"]) == 64
    assert int(dw["MI_DATA_WIDTH"]) == len(stub["m_axi_wdata"]["bits"]) == 512
    assert int(dw["ADDR_WIDTH"]) == len(stub["s_axi_awaddr"]["bits"]) == len(stub["m_axi_awaddr"]["bits"])
    assert int(dw["SI_ID_WIDTH"]) == len(stub["s_axi_awid"]["bits"]) == top_int("CpuDwIdWidth")
    assert not [p for p in stub if re.fullmatch(r"m_axi_(aw|b|ar|r)id", p)]


def test_top_instantiates_exactly_the_generated_ip():
    """Every module vcu118_top instantiates is cssd_system, the bank 0 mux, a UNISIM primitive or
    an IP that the Tcl creates, and each of those has a checking stub."""
    text = TOP_SV.read_text()
    instantiated = set(re.findall(r"^\s*([A-Za-z_]\w*)\s*(?:#\s*\([^;]*?\)\s*)?\bi_\w+\s*\(",
                                  text, re.M | re.S))
    assert instantiated == EXPECTED_IPS | PRIMITIVES | OUR_MODULES
    stubs = {p.stem for p in stub_files()}
    assert stubs == EXPECTED_IPS | PRIMITIVES
    for p in stub_files():
        assert "(* blackbox *)" in p.read_text() and "CHECKING STUB" in p.read_text()


def test_cssd_system_connected_port_by_port():
    """cssd_system is connected by name, every port, no .* (conventions)."""
    core_ports = set(parse_top_ports(REPO / "rtl" / "top" / "cssd_system.sv", "cssd_system",
                                     literal_ranges=False))
    text = TOP_SV.read_text()
    inst = text[text.index("i_cssd_system ("):]
    inst = inst[:inst.index(");")]
    connected = set(re.findall(r"^\s*\.(\w+)\s*\(", inst, re.M))
    assert ".*" not in inst
    assert connected == core_ports, (f"missing: {sorted(core_ports - connected)}, "
                                     f"unknown: {sorted(connected - core_ports)}")


def test_board_builds_the_vcu118_core_count():
    """One board parameter sets the set core count (four, one per ctrl_core NVM set, in the
    VCU118 configuration) and it reaches cssd_system with the management core and its image;
    the cores' private DRAM fits its bank window."""
    text = TOP_SV.read_text()
    assert len(re.findall(r"\bparameter\s+int\s+NumCores\s*=", text)) == 1
    assert re.search(r"\bparameter\s+int\s+NumCores\s*=\s*cssd_config_pkg::Vcu118NumCores\b", text)
    inst = text[text.index("cssd_system #("):text.index("i_cssd_system (")]
    assert re.search(r"\.NumCores\s*\(NumCores\)", inst)
    assert re.search(r"\.BootHex\s*\(BootHex\)", inst)
    assert re.search(r"\.MgmtBootHex\s*\(MgmtBootHex\)", inst)
    assert re.search(r"\.IspBootHex\s*\(IspBootHex\)", inst)
    # Every geometry parameter comes from the vcu118 configuration, none is restated.
    for param in VCU118.system_parameters():
        if param != "NumCores":
            assert re.search(rf"\.{param}\s*\(cssd_config_pkg::Vcu118{param}\)", inst), param
    pkg = (REPO / "rtl" / "top" / "generated" / "cssd_config_pkg.sv").read_text()
    for param, value in VCU118.system_parameters().items():
        assert re.search(rf"localparam int Vcu118{param} = {value};", pkg), param
    # The management core's board default takes its set count from its core index (NumCores):
    # more set cores than ctrl_core's NVM sets would fail its start-up.
    assert VCU118_SET_CORES <= LIMITS["sets"] and VCU118.mgmt_core == 1
    # The ISP core is the sixth core and has its own 16 MiB range like the others.
    assert VCU118.isp_core == 1 and VCU118_CORES == VCU118_SET_CORES + 2
    # The NAND array (data and spare areas) fits DDR4 bank C2's 2 GiB.
    g = VCU118
    assert g.channels * g.dies * g.planes * g.blocks * g.pages * (g.page_bytes + g.spare_bytes) <= 2 << 30
    assert re.search(r"localparam int\s+CoreMemBytes\s*=\s*16\s*\*\s*1024\s*\*\s*1024;", text)
    assert re.search(r"CpuDramBase\s*=\s*32'h4000_0000;", text)
    assert VCU118_CORES * (16 << 20) <= 1 << 30  # C1 0x4000_0000 - 0x7FFF_FFFF


def test_program_tcl(tmp_path):
    bit = tmp_path / "vcu118_top.bit"
    bit.write_text("x")
    proc, calls = run_tcl(tmp_path, f"set argv [list jtag {{{bit}}}]\n"
                                    f"source {{{BOARD / 'program.tcl'}}}", name="jtag")
    assert proc.returncode == 0, proc.stderr
    assert calls_of(calls, "program_hw_devices")
    assert ["PROGRAM.FILE", str(bit), "xcvu9p_0"] in calls_of(calls, "set_property")

    for suffix in ("_primary.mcs", "_secondary.mcs", "_primary.prm", "_secondary.prm"):
        (tmp_path / f"vcu118_top{suffix}").write_text("x")
    proc, calls = run_tcl(tmp_path, f"set argv [list flash {{{tmp_path / 'vcu118_top.mcs'}}}]\n"
                                    f"source {{{BOARD / 'program.tcl'}}}", name="flash")
    assert proc.returncode == 0, proc.stderr
    assert calls_of(calls, "get_cfgmem_parts") == [["mt25qu01g-spi-x1_x2_x4_x8"]]
    files = [a for a in calls_of(calls, "set_property") if a[0] == "PROGRAM.FILES"]
    assert files == [["PROGRAM.FILES", f"{tmp_path}/vcu118_top_primary.mcs "
                      f"{tmp_path}/vcu118_top_secondary.mcs", "hw_cfgmem_0"]]
    order = [c[0] for c in calls]
    assert order.index("program_hw_cfgmem") < order.index("boot_hw_device")

    (tmp_path / "vcu118_top_secondary.prm").unlink()
    proc, _ = run_tcl(tmp_path, f"set argv [list flash {{{tmp_path / 'vcu118_top.mcs'}}}]\n"
                                f"source {{{BOARD / 'program.tcl'}}}", name="flash_missing")
    assert proc.returncode == 1 and "secondary.prm not found" in proc.stderr


def test_every_ip_script_runs_on_its_own(tmp_path):
    for script in sorted((BOARD / "ip").glob("*.tcl")):
        proc, calls = run_tcl(tmp_path, f"source {{{script}}}", name=script.stem)
        assert proc.returncode == 0, f"{script.name}: {proc.stderr}"
        assert [opt(a, "-module_name") for a in calls_of(calls, "create_ip")] == [script.stem]


# --------------------------------------------------------------------------------------------------
# 3. Constraints
# --------------------------------------------------------------------------------------------------
def xdc_files() -> list[Path]:
    return sorted(CONSTRAINTS.glob("*.xdc"))


def test_xdc_files_parse(tmp_path):
    for xdc in xdc_files():
        proc, _ = run_tcl(tmp_path, f"source {{{xdc}}}", name=xdc.stem)
        assert proc.returncode == 0, f"{xdc.name}: {proc.stderr}"


def test_xdc_headers_name_board_part_and_source():
    for xdc in xdc_files():
        head = xdc.read_text()[:3000]
        assert "VCU118" in head and PART in head, f"{xdc.name}: header must name board and part"
    pins_head = (CONSTRAINTS / "vcu118_pins.xdc").read_text()[:3000]
    assert "part0_pins.xml" in pins_head and "XilinxBoardStore" in pins_head


def test_every_port_constrained_and_every_constraint_a_port(tmp_path):
    problems = check_port_constraints(TOP_SV, xdc_files(), tmp_path)
    assert problems == []


@pytest.mark.parametrize("case", ["unknown_port", "unconstrained_port", "duplicate_pin",
                                  "no_iostandard", "bus_bit_out_of_range"])
def test_port_check_detects_inconsistency(tmp_path, case):
    """Broken copies of the top or the XDC must be reported: the check can fail."""
    top, xdcs = TOP_SV, xdc_files()
    pins = CONSTRAINTS / "vcu118_pins.xdc"
    broken_xdc = tmp_path / "vcu118_pins.xdc"
    text = pins.read_text()
    if case == "unknown_port":
        text += "\nset_property -dict {PACKAGE_PIN BD21 IOSTANDARD LVCMOS18} [get_ports bogus_o]\n"
        expect = "bogus_o"
    elif case == "unconstrained_port":
        top = tmp_path / "vcu118_top.sv"
        top.write_text(TOP_SV.read_text().replace(
            "  input  wire        led_page_i\n",
            "  input  wire        led_page_i,\n  output wire        extra_o\n"))
        expect = "port extra_o has no PACKAGE_PIN"
    elif case == "duplicate_pin":
        text = text.replace("{PACKAGE_PIN AV34 ", "{PACKAGE_PIN AT32 ")  # led_o[1] onto led_o[0]
        expect = "pin AT32 given to both"
    elif case == "no_iostandard":
        text = text.replace("{PACKAGE_PIN L19 IOSTANDARD LVCMOS12}", "{PACKAGE_PIN L19}")
        expect = "cpu_reset_i has no IOSTANDARD"
    else:
        text += "\nset_property -dict {PACKAGE_PIN BD21 IOSTANDARD LVCMOS12} [get_ports {led_o[8]}]\n"
        expect = "led_o[8]"
    assert text != pins.read_text() or case == "unconstrained_port"
    broken_xdc.write_text(text)
    xdcs = [broken_xdc if x == pins else x for x in xdcs]
    problems = check_port_constraints(top, xdcs, tmp_path)
    assert any(expect in p for p in problems), problems


def test_cdc_constraints_match_synchronizers(tmp_path):
    """The synchronizer flops named by vcu118_timing.xdc exist in vcu118_top, and every
    ASYNC_REG chain of the top is covered by one of those constraints."""
    proc, calls = run_tcl(tmp_path, f"source {{{CONSTRAINTS / 'vcu118_timing.xdc'}}}", name="cdc")
    assert proc.returncode == 0, proc.stderr
    patterns = [p for args in calls_of(calls, "get_cells") for p in args[-1].split()]
    assert patterns
    text = TOP_SV.read_text()
    async_regs = re.findall(r"\(\*\s*ASYNC_REG\s*=\s*\"TRUE\"\s*\*\)\s*logic\s*\[[^\]]+\]\s*(\w+)",
                            text)
    assert len(async_regs) >= 5
    # Vivado names a register q as q_reg[i]; inside generate block gen_x[k] as gen_x[k].q_reg[i].
    cell_names = [f"gen_ddr_bank[0].{r}_reg[0]" if r in ("calib_sync_q", "ddr_rst_sync_q")
                  else f"{r}_reg[0]" for r in async_regs]
    for pat in patterns:
        assert any(fnmatch.fnmatchcase(c, pat.replace("[", "[[]")) for c in cell_names), \
            f"timing constraint pattern {pat} matches no synchronizer in vcu118_top"
    for cell in cell_names:
        assert any(fnmatch.fnmatchcase(cell, p.replace("[", "[[]")) for p in patterns), \
            f"synchronizer {cell} is not covered by vcu118_timing.xdc"


# --------------------------------------------------------------------------------------------------
# 4. HDL checks with the black-box stubs
# --------------------------------------------------------------------------------------------------
def test_lint_reads_what_vivado_reads():
    """`make lint` (tools/lint.py, in `make test` as test_lint_clean) lints vcu118_top with six
    Rocket cores from the root core's `lint_vcu118` target, -Wall, with the board's and the SoC's
    waivers. That is this flow's check of the HDL as long as the two read the same files: the
    sources Vivado gets from the `vcu118` target plus the black-box stubs of its IP. (A second
    Verilator run of the same top here cost ~50 s of `make test` and checked nothing more.)"""
    sys.path.insert(0, str(REPO / "tools"))
    import lint  # noqa: PLC0415

    jobs = {top: files for top, files in lint.lint_jobs()}
    assert "vcu118_top" in jobs, "tools/lint.py no longer lints the board top"
    linted = {p.resolve() for p in jobs["vcu118_top"]}
    vivado = {p.resolve() for p in hdl_files_abs()} | {p.resolve() for p in stub_files()}
    assert vivado <= linted, f"Vivado reads files the lint does not: {sorted(map(str, vivado - linted))}"
    extra = {p for p in linted - vivado if p.suffix != ".vlt" and "pythondata_cpu_rocket" not in str(p)}
    assert not extra, f"the lint reads files Vivado does not: {sorted(map(str, extra))}"
    waivers = {p.name for p in linted if p.suffix == ".vlt"}
    assert {"vcu118.vlt", "soc.vlt"} <= waivers, waivers


# --------------------------------------------------------------------------------------------------
# 5. Entry point and documentation
# --------------------------------------------------------------------------------------------------
def test_build_sh_fails_clearly_without_vivado(tmp_path):
    empty_bin = tmp_path / "bin"
    empty_bin.mkdir()
    out = tmp_path / "build"
    proc = subprocess.run(["/bin/bash", str(BOARD / "build.sh"), "bit"], capture_output=True,
                          text=True, env={"PATH": str(empty_bin), "BUILD_DIR": str(out)},
                          timeout=60)
    assert proc.returncode != 0
    assert "Vivado not found" in proc.stderr
    assert not out.exists(), "nothing should be written before Vivado is found"


def test_build_sh_drives_vivado(tmp_path, boot_hex):
    """With a stand-in `vivado` on PATH, build.sh writes the file list and starts Vivado on
    build.tcl with the arguments build.tcl expects (program/flash likewise on program.tcl)."""
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    record = tmp_path / "vivado_args"
    fake = fake_bin / "vivado"
    fake.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$@\" > {record}\n")
    fake.chmod(0o755)
    out = tmp_path / "build"
    env = {**os.environ, "PATH": f"{fake_bin}:{os.environ['PATH']}", "BUILD_DIR": str(out),
           "PYTHON": sys.executable}
    proc = subprocess.run(["/bin/bash", str(BOARD / "build.sh")], capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    args = record.read_text().splitlines()
    assert args[args.index("-source") + 1] == str(BOARD / "build.tcl")
    tclargs = args[args.index("-tclargs") + 1:]
    assert tclargs[:3] == [str(REPO), str(out / "sources.f"), str(out)]
    assert re.fullmatch(r"[0-9a-f]{1,8}", tclargs[3])
    listed = (out / "sources.f").read_text().splitlines()
    assert listed == sources.lines()

    for cmd, mode, file in (("program", "jtag", "vcu118_top.bit"),
                            ("flash", "flash", "vcu118_top.mcs")):
        proc = subprocess.run(["/bin/bash", str(BOARD / "build.sh"), cmd], capture_output=True,
                              text=True, env=env, timeout=60)
        assert proc.returncode == 0, proc.stderr
        args = record.read_text().splitlines()
        assert args[args.index("-source") + 1] == str(BOARD / "program.tcl")
        assert args[args.index("-tclargs") + 1:] == [mode, str(out / file)]


def test_readme_says_what_was_checked():
    text = (BOARD / "README.md").read_text()
    for needle in ("What was checked here and what needs Vivado", "make bit BOARD=vcu118",
                   "program.tcl", "lspci", "nvme list", "115200", "CSTS.RDY", "Identify"):
        assert needle in text, f"README lacks {needle!r}"
