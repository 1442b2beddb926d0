"""The root port model alone, in C++ (test_pcie_root_port.cpp): MPS / MRRS / 4 KiB violations,
completion splitting at RCB and MPS, DMA outside host memory, the MSI window, bus mastering off.
The cases the RTL never produces (it obeys MPS and MRRS) can only be checked this way."""

from __future__ import annotations

import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent


def test_pcie_root_port(tmp_path):
    exe = tmp_path / "test_pcie_root_port"
    subprocess.run(["g++", "-std=gnu++17", "-O1", "-Wall", "-Wextra", "-Werror", f"-I{HERE}", "-o", str(exe),
                    str(HERE / "test_pcie_root_port.cpp"), str(HERE / "pcie_root_port.cpp")], check=True)
    res = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "passed" in res.stdout
