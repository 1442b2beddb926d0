"""Shared cocotb runner glue: every test folder builds into its own directory and fails loudly.

Each `sim/<ip>/<dut>/test_<dut>.py` calls :func:`run` from a pytest function. The build folder
is `build/sim/<ip>/<dut>/<tag>` so parameter sweeps and parallel pytest workers never share one,
and a second run reuses the compiled model. `SIM=verilator|icarus` picks the simulator (Icarus is
the default: it starts fast), `WAVES=1` dumps waves (FST on Verilator, VCD/FST on Icarus).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Mapping, Sequence

from cocotb_tools.runner import get_results, get_runner

REPO = Path(__file__).resolve().parents[2]
RTL = REPO / "rtl"
BUILD = REPO / "build" / "sim"


def rtl_files(*globs: str) -> list[Path]:
    """RTL sources by glob relative to rtl/, in the order given (dependency order matters)."""
    out: list[Path] = []
    for g in globs:
        hits = sorted(RTL.glob(g))
        if not hits:
            raise FileNotFoundError(f"no RTL matches rtl/{g}")
        out.extend(h for h in hits if h not in out)
    return out


def _tag(parameters: Mapping[str, object]) -> str:
    if not parameters:
        return "default"
    text = "_".join(f"{k}{v}" for k, v in sorted(parameters.items()))
    return re.sub(r"[^A-Za-z0-9_.-]", "", text)[:120]


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
    testcase: str | None = None,
    log_file: Path | None = None,
    build_tag: str | None = None,
) -> Path:
    """Build `toplevel` from `sources` and run the cocotb tests in `test_file`'s module.

    `build_tag` names the build folder when variants differ by something other than HDL
    parameters (e.g. Chisel blocks emitted with other generator parameters).
    """
    parameters = dict(parameters or {})
    test_path = Path(test_file).resolve()
    sim = simulator or os.environ.get("SIM", "icarus")
    rel = test_path.parent.relative_to(REPO / "sim")
    build_dir = BUILD / rel / f"{sim}-{build_tag or _tag(parameters)}"
    waves = os.environ.get("WAVES", "0") == "1"

    # The runner finds simulators on PATH; the venv's `verilator` wrapper must win over Debian's.
    venv_bin = str(Path(sys.executable).parent)
    if venv_bin not in os.environ.get("PATH", "").split(os.pathsep):
        os.environ["PATH"] = venv_bin + os.pathsep + os.environ.get("PATH", "")
    runner = get_runner(sim)
    args = list(build_args)
    if sim == "verilator":
        # Warnings stay warnings, but a parameter check's $error/$fatal must still stop the build.
        args += ["-Wno-fatal", "-Werror-USERERROR", "-Werror-USERFATAL", "--x-assign", "0", "--x-initial", "0"]
    runner.build(
        sources=list(sources),
        hdl_toplevel=toplevel,
        parameters=parameters,
        defines=dict(defines or {}),
        build_dir=build_dir,
        build_args=args,
        waves=waves,
        timescale=("1ns", "1ps"),
        log_file=None if log_file is None else log_file.with_suffix(".build.log"),
    )
    env = {"PYTHONPATH": os.pathsep.join([str(test_path.parent), str(REPO / "sim" / "common"),
                                          str(REPO / "sw" / "python"),
                                          os.environ.get("PYTHONPATH", "")])}
    env.update(extra_env or {})
    seed = os.environ.get("SEED")
    results = runner.test(
        test_module=test_path.stem,
        hdl_toplevel=toplevel,
        test_dir=test_path.parent,
        build_dir=build_dir,
        parameters=parameters,
        extra_env=env,
        waves=waves,
        testcase=testcase,
        seed=seed,
        results_xml=str(build_dir / "results.xml"),
        log_file=log_file,
    )
    num_tests, num_failed = get_results(results)
    assert num_tests > 0, f"{test_path.name}: no cocotb test ran"
    assert num_failed == 0, f"{test_path.name}: {num_failed} of {num_tests} cocotb tests failed"
    return build_dir
