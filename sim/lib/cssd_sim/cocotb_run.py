"""Shared cocotb runner glue: every test folder builds into its own directory and fails loudly.

Each `sim/<ip>/<dut>/test_<dut>.py` calls :func:`run` from a pytest function. The build folder
is `build/sim/<ip>/<dut>/<tag>` so parameter sweeps never share one, and a second run reuses the
compiled model. Several pytest items may run different cocotb tests of one model (`testcase` /
`test_filter`) so that pytest-xdist spreads a long test file over the workers: the build is
serialised by a file lock and each selection writes its own results file. `SIM=verilator|icarus` picks the simulator (Icarus is
the default: it starts fast), `WAVES=1` dumps waves (FST on Verilator, VCD/FST on Icarus).

DRAM ports named in `axi_memories` are answered on Verilator by the C++ sparse memory
(sim/models/sim_axi_sparse_mem.sv): the DUT is wrapped in a generated top that has the DUT's
parameters and every other port under the same names, with one memory per named port; the DUT
instance is `i_dut`. `SIM_MEM=python` keeps cocotbext-axi AxiRams (the only choice on Icarus);
sim/lib/cssd_sim/sparse_mem.axi_memory gives the test whichever the build made.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import sys
from pathlib import Path
from typing import Mapping, Sequence

from cocotb_tools.runner import get_results, get_runner

REPO = Path(__file__).resolve().parents[3]
RTL = REPO / "rtl"
BUILD = REPO / "build" / "sim"
MODELS = REPO / "sim" / "models"
# tools/filelist.py reads the FuseSoC core files (core_files below); tools never import from sim.
if str(REPO / "tools") not in sys.path:
    sys.path.append(str(REPO / "tools"))

# sim_axi_sparse_mem's port suffixes, each connected to `<prefix>_<suffix>` of the DUT.
_MEM_SIGNALS = ("awid", "awaddr", "awlen", "awsize", "awburst", "awvalid", "awready", "wdata", "wstrb",
                "wlast", "wvalid", "wready", "bid", "bresp", "bvalid", "bready", "arid", "araddr",
                "arlen", "arsize", "arburst", "arvalid", "arready", "rid", "rdata", "rresp", "rlast",
                "rvalid", "rready")


def rtl_files(*globs: str) -> list[Path]:
    """RTL sources by glob relative to rtl/, in the order given (dependency order matters)."""
    out: list[Path] = []
    for g in globs:
        hits = sorted(RTL.glob(g))
        if not hits:
            raise FileNotFoundError(f"no RTL matches rtl/{g}")
        out.extend(h for h in hits if h not in out)
    return out


def core_files(core: str, target: str = "default", tool: str | None = None,
               file_types: Sequence[str] = ("systemVerilogSource", "verilogSource")) -> list[Path]:
    """The HDL files of a FuseSoC core and of every core it depends on, in dependency order
    (packages and leaf blocks first), read from the core files by tools/filelist.py: the one file
    list that lint, synthesis, the board flows and the benches share.

    `core` is a core file's name, e.g. "common", "flash", "nvme", "soc", "top" (ctrl_core),
    "system" (cssd_system), "vcu118", or a full name such as "cssd:ctrl:core" (the root core,
    whose targets are "lint", "sim", "synth_vcu118"...). Dependencies contribute their default
    target's files; `tool` evaluates "tool_<name>? (...)" filesets (Verilator adds lint waivers).
    """
    import filelist  # tools/filelist.py (see the sys.path line above)

    core_file = filelist.find_core(core, REPO)
    files, _ = filelist.get_files(core_file, target, tool, cores_root=REPO)
    return [Path(os.path.normpath(core_file.parent / f["name"])) for f in files
            if f["file_type"] in file_types]


def ctrl_core_model() -> dict:
    """run() arguments for ctrl_core with its default parameters, the model the front-end benches
    (sim/nvme/nvme_ctrl, sim/nvme/nvme_io) share: built once under build/sim/top/ctrl_core_model.
    Verilator by default: its build takes about 100 s of CPU once, and the benches then run ~3.4x
    faster than on Icarus (nvme_io's sizes test: 45 s against 155 s of CPU); SIM=icarus still
    works."""
    return dict(toplevel="ctrl_core", sources=core_files("top"), simulator=os.environ.get("SIM", "verilator"),
                model_dir="top/ctrl_core_model")


def _tag(parameters: Mapping[str, object]) -> str:
    if not parameters:
        return "default"
    text = "_".join(f"{k}{v}" for k, v in sorted(parameters.items()))
    tag = re.sub(r"[^A-Za-z0-9_.-]", "", text)
    if len(tag) <= 120:
        return tag
    # Two parameter sets that differ only past the cut must not share a model: hash the whole.
    return f"{tag[:107]}-{hashlib.sha1(text.encode()).hexdigest()[:12]}"


def _strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def _balanced(text: str, start: int) -> int:
    """Index just past the bracket group opening at text[start]."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
    raise ValueError("unbalanced brackets")


def _split_top(text: str) -> list[str]:
    """Split on commas outside brackets."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def memory_wrapper(toplevel: str, sources: Sequence[Path], ports: Sequence[str], out_dir: Path) -> tuple[str, Path]:
    """Write `<toplevel>_simmem`: the DUT as `i_dut` with a sim_axi_sparse_mem on each AXI4 master
    port prefix in `ports`, every other port and every parameter passed through by name (read from
    the DUT's ANSI header, so the wrapper follows the RTL without a copy to keep in step)."""
    pat = re.compile(rf"\bmodule\s+{re.escape(toplevel)}\b")
    for src in sources:
        text = _strip_comments(Path(src).read_text())
        m = pat.search(text)
        if m:
            break
    else:
        raise ValueError(f"module {toplevel} not found in the sources")
    pos = m.end()
    params: list[str] = []
    hash_pos = re.compile(r"\s*#\s*\(").match(text, pos)
    if hash_pos:
        open_at = hash_pos.end() - 1
        end = _balanced(text, open_at)
        params = _split_top(text[open_at + 1:end - 1])
        pos = end
    open_at = text.index("(", pos)
    port_items = _split_top(text[open_at + 1:_balanced(text, open_at) - 1])

    decls: list[tuple[str, str]] = []  # (declaration, name)
    prev = ""
    for item in port_items:
        name = re.findall(r"[A-Za-z_][A-Za-z0-9_$]*", item)[-1]
        decl = item if re.search(r"\b(input|output|inout)\b", item) else f"{prev} {name}"
        prev = decl[:decl.rindex(name)].strip()
        decls.append((decl, name))
    names = {n for _, n in decls}
    mem_names = {f"{p}_{sig}" for p in ports for sig in _MEM_SIGNALS}
    missing = sorted(mem_names - names)
    if missing:
        raise ValueError(f"{toplevel} lacks AXI4 signals the memory needs: {missing}")

    param_names = []
    for p in params:
        if re.match(r"\s*localparam\b", p):
            continue
        param_names.append(re.match(r"([^=]*?)([A-Za-z_][A-Za-z0-9_]*)\s*=", p).group(2))

    wrapper = f"{toplevel}_simmem"
    lines = ["// Generated by sim/lib/cssd_sim/cocotb_run.py (memory_wrapper): do not edit.",
             "`default_nettype none", f"module {wrapper}"]
    if params:
        lines.append("#(\n  " + ",\n  ".join(params) + "\n)")
    outer = [d for d, n in decls if n not in mem_names]
    lines.append("(\n  " + ",\n  ".join(outer) + "\n);")
    for decl, name in decls:
        if name in mem_names:
            kind = re.sub(r"\b(input|output|inout|wire|var|logic|reg)\b", " ", decl[:decl.rindex(name)])
            lines.append(f"  logic {' '.join(kind.split())} {name};")
    plist = ", ".join(f".{n}({n})" for n in param_names)
    lines.append(f"  {toplevel} " + (f"#({plist}) " if plist else "") + "i_dut (")
    lines.append(",\n".join(f"    .{n}({n})" for _, n in decls))
    lines.append("  );")
    clk = "clk_i" if "clk_i" in names else "clk"
    rst = "rst_ni" if "rst_ni" in names else "rst_n"
    for p in ports:
        lines.append(f"  sim_axi_sparse_mem #(.Name(\"{p}\"), .IdW($bits({p}_awid)), .AddrW($bits({p}_awaddr)),"
                     f" .DataW($bits({p}_wdata))) i_mem_{p} (")
        conns = [f"    .clk_i({clk})", f"    .rst_ni({rst})"] + [f"    .s_axi_{sig}({p}_{sig})" for sig in _MEM_SIGNALS]
        lines.append(",\n".join(conns))
        lines.append("  );")
    lines.append("endmodule")
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{wrapper}.sv"
    text = "\n".join(lines) + "\n"
    if not path.exists() or path.read_text() != text:  # keep the timestamp: no needless rebuild
        path.write_text(text)
    return wrapper, path


def run(
    *,
    test_file: str,
    toplevel: str,
    sources: Sequence[Path],
    parameters: Mapping[str, object] | None = None,
    defines: Mapping[str, object] | None = None,
    extra_env: Mapping[str, str] | None = None,
    simulator: str | None = None,
    build_args: Sequence[str] = (),
    testcase: str | Sequence[str] | None = None,
    test_filter: str | None = None,
    log_file: Path | None = None,
    build_tag: str | None = None,
    axi_memories: Sequence[str] = (),
    plusargs: Sequence[str] = (),
    model_dir: str | None = None,
) -> Path:
    """Build `toplevel` from `sources` and run the cocotb tests in `test_file`'s module.

    `build_tag` names the build folder when the variants of a sweep are not HDL parameters (e.g.
    Chisel blocks emitted once per configuration); by default the parameters name it.
    `axi_memories`: the DUT's AXI4 master port prefixes that face DRAM (see the module doc).
    `plusargs`: run-time `+name=value` arguments (e.g. a firmware image for one compiled model).
    `testcase` (names) or `test_filter` (a regular expression on cocotb's test names) select the
    cocotb tests; the caller's COCOTB_TEST_FILTER, if set, is overridden by either.
    `model_dir`: build under build/sim/<model_dir>/ instead of the test's own folder, so that
    tests in several folders that build the same RTL with the same parameters share one model
    (e.g. "system/cssd_system" for every full-system test); the build folder's lock serialises
    the build, each test module writes its own results file.
    """
    parameters = dict(parameters or {})
    test_path = Path(test_file).resolve()
    sim = simulator or os.environ.get("SIM", "icarus")
    rel = Path(model_dir) if model_dir else test_path.parent.relative_to(REPO / "sim")
    build_dir = BUILD / rel / f"{sim}-{build_tag or _tag(parameters)}"
    waves = os.environ.get("WAVES", "0") == "1"
    sim_mem = os.environ.get("SIM_MEM", "dpi")
    if sim_mem not in ("dpi", "python"):
        raise ValueError(f"SIM_MEM={sim_mem}: dpi or python")
    dpi_ports = list(axi_memories) if sim == "verilator" and sim_mem == "dpi" else []
    sources = list(sources)
    hdl_top = toplevel
    if dpi_ports:
        build_dir = build_dir.with_name(build_dir.name + "-dpimem")
        hdl_top, wrapper = memory_wrapper(toplevel, sources, dpi_ports, build_dir / "wrapper")
        sources += [MODELS / "sim_axi_sparse_mem.sv", wrapper]

    # The runner finds simulators on PATH; the venv's `verilator` wrapper must win over Debian's.
    venv_bin = str(Path(sys.executable).parent)
    if venv_bin not in os.environ.get("PATH", "").split(os.pathsep):
        os.environ["PATH"] = venv_bin + os.pathsep + os.environ.get("PATH", "")
    runner = get_runner(sim)
    args = list(build_args)
    if sim == "verilator":
        # Warnings stay warnings, but a parameter check's $error/$fatal must still stop the build.
        args += ["-Wno-fatal", "-Werror-USERERROR", "-Werror-USERFATAL", "--x-assign", "0", "--x-initial", "0"]
    if dpi_ports:
        # The store is C++; Python's backdoor finds its functions in the executable (ctypes).
        args += [str(MODELS / "sim_sparse_mem.cpp"), "-LDFLAGS", "-rdynamic"]
    build_dir.mkdir(parents=True, exist_ok=True)
    with open(build_dir.parent / f".{build_dir.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another pytest worker may be building this model
        _build(runner, sources, hdl_top, parameters, defines, build_dir, args, waves, log_file)
    # The packages (cssd_sim, cssd_nvme, cssd_regs) come from the venv; only the test's own
    # folder needs adding, for its cocotb module and any helper beside it.
    env = {"PYTHONPATH": os.pathsep.join([str(test_path.parent), os.environ.get("PYTHONPATH", "")])}
    env["SIM_MEM_PORTS"] = ",".join(dpi_ports)
    env.update(extra_env or {})
    seed = os.environ.get("SEED")
    results = runner.test(
        test_module=test_path.stem,
        hdl_toplevel=hdl_top,
        test_dir=test_path.parent,
        build_dir=build_dir,
        parameters=parameters,
        extra_env=env,
        waves=waves,
        testcase=testcase,
        test_filter=test_filter,
        seed=seed,
        plusargs=list(plusargs),
        results_xml=str(build_dir / _results_name(testcase, test_filter, test_path.stem if model_dir else None, seed)),
        log_file=log_file,
    )
    num_tests, num_failed = get_results(results)
    assert num_tests > 0, f"{test_path.name}: no cocotb test ran"
    assert num_failed == 0, f"{test_path.name}: {num_failed} of {num_tests} cocotb tests failed"
    return build_dir


def _build(runner, sources, hdl_top, parameters, defines, build_dir, args, waves, log_file) -> None:
    runner.build(
        sources=sources,
        hdl_toplevel=hdl_top,
        parameters=parameters,
        defines=dict(defines or {}),
        build_dir=build_dir,
        build_args=args,
        waves=waves,
        timescale=("1ns", "1ps"),
        log_file=None if log_file is None else log_file.with_suffix(".build.log"),
    )


def _results_name(testcase, test_filter, module: str | None = None, seed: str | None = None) -> str:
    """results.xml for the whole module; a selection of it gets its own file (runs of one model
    may overlap under pytest-xdist). `module`: the test module's name, for a model shared by
    several modules (results-<module>[-<selection>].xml). `seed` (SEED): runs of one model under
    several seeds overlap too (a sweep of seeds on one build), so each seed has its own file; two
    workers writing one file made a run fail with "results file not found" (cold make test at
    29e35ee, nvme_sq_arbiter)."""
    stem = "results" if module is None else f"results-{module}"
    if seed:
        stem += f"-seed{seed}"
    if testcase is None and test_filter is None:
        return f"{stem}.xml"
    names = [testcase] if isinstance(testcase, str) else list(testcase or [])
    key = ",".join(names) + "|" + (test_filter or "")
    if test_filter is None and len(key) <= 60 and re.fullmatch(r"[A-Za-z0-9_,|-]+", key):
        return f"{stem}-{key.rstrip('|').replace(',', '+')}.xml"
    return f"{stem}-{hashlib.sha1(key.encode()).hexdigest()[:12]}.xml"
