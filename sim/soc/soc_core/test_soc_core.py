"""soc_core: one Rocket core boots our own firmware (firmware/tests/target/hello.c) from its boot
memory, prints on the console and writes the exit register.

One Verilator model per Rocket configuration that config/cssd.toml uses (the Rocket Verilog from
the pinned `pythondata-cpu-rocket` package, sim/lib/cssd_sim/rocket.py). The real test (exit 0,
every check "ok", misa naming the configuration's extensions) runs on each, as the board's core
(LitexFullConfig) runs no other test in `make test`; on the simulated drive's core two more
images given by +soc_boot_hex must fail, so a harness that passed everything would be caught: a
wrong expected CRC (exit 1, a FAIL line) and a load with no device behind it (the trap handler
reports mcause 5 and exits with 0x105). Where a configuration's ISP core has a Rocket
configuration of its own (config/cssd.toml `isp_rocket`), hello runs on it too as the ISP core
(Image = 2) sees it: renamed (rocket.isp_sources), chosen by the `SOC_ISP_ROCKET_TOP` define, its
image from +soc_isp_hex, misa naming floating point. The DRAM port is the C++ sparse memory (SIM_MEM=dpi, the
default); the console and exit are watched by edge, not per clock, so Python costs little.
Verilator only: Rocket's 170k lines take minutes on Icarus and the DRAM model needs DPI-C.
Rocket is linked as a Verilator --protect-lib (rocket.protected): ~100 kHz instead of ~6 kHz
under cocotb's --public-flat-rw. SOC_ROCKET_PROTECT=0 builds it in full instead (its signals
are then visible, e.g. for waves).
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import time
from pathlib import Path

import pytest

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge, with_timeout
from cocotb.utils import get_sim_time

REPO = Path(__file__).resolve().parents[3]
from cssd_config import CONFIGS  # noqa: E402
from cssd_sim import rocket  # noqa: E402
from cssd_sim.cocotb_run import core_files, run  # noqa: E402

FW_BUILD = REPO / "build" / "fw-rv64" / "boot"
# (image, exit code, console lines that must appear)
CASES = {
    "hello": (0, ["hello from soc_core", "ok   crc32 4 KiB = 0x000000005e4e1995", "hello: PASSED"]),
    "hello-badcrc": (1, ["FAIL crc32 4 KiB = 0x000000005e4e1995 (want 0x00000000deadbeef)", "hello: FAILED"]),
    "hello-trap": (0x105, ["*** TRAP mcause=0x0000000000000005", "mtval=0x0000000000008000"]),
}
# (image, Rocket configuration): hello on every core a configuration names (`rocket`, `isp_rocket`),
# the failing images on one; and hello on the ISP core's renamed configuration where a
# configuration has one (`<config>:isp`: soc_core with Image = 2 instantiates IspRocket_... through
# the macro the file list defines, and reads its image from +soc_isp_hex).
ISP_RENAMED = sorted({c.isp_rocket for c in CONFIGS.values() if c.isp_core and c.isp_rocket != c.rocket})
RUNS = ([("hello", core) for core in sorted({r for c in CONFIGS.values() for r in (c.rocket, c.isp_rocket)})]
        + [(image, rocket.CONFIG) for image in CASES if image != "hello"]
        + [("hello", f"{core}:isp") for core in ISP_RENAMED])
CLK_NS = 10
MAX_CYCLES = int(os.environ.get("SOC_MAX_CYCLES", "2000000"))


@cocotb.test()
async def boot_firmware(dut):
    """Run the image to its exit; check the exit code and the console."""
    want_code, want_lines = CASES[os.environ["SOC_IMAGE"]]
    cocotb.start_soon(Clock(dut.clk_i, CLK_NS, unit="ns").start())
    dut.rst_ni.value = 0
    dut.interrupts_i.value = 0
    await ClockCycles(dut.clk_i, 10)
    dut.rst_ni.value = 1

    console = bytearray()

    async def collect():
        while True:
            await RisingEdge(dut.console_valid_o)
            console.append(int(dut.console_data_o.value))

    cocotb.start_soon(collect())
    t0 = time.monotonic()
    await with_timeout(RisingEdge(dut.exit_valid_o), MAX_CYCLES * CLK_NS, "ns")
    secs = time.monotonic() - t0
    cycles = int(get_sim_time("ns")) // CLK_NS - 10
    code = int(dut.exit_code_o.value)
    text = console.decode(errors="replace")
    dut._log.info("console:\n%s", text)
    dut._log.info("exit code 0x%x after %d cycles in %.1f s: %.1f kHz", code, cycles, secs, cycles / secs / 1e3)
    assert code == want_code, f"exit code 0x{code:x}, expected 0x{want_code:x}"
    for line in want_lines:
        assert line in text, f"console lacks {line!r}"
    if code == 0:
        # The core that ran is the one asked for: misa's letters against its ISA string (rv64imac...)
        misa = int(text.split("misa ", 1)[1].split()[0], 16)
        isa = rocket.CORES[os.environ["SOC_ROCKET"]].isa
        for ext in "imafdc":
            assert bool(misa >> (ord(ext) - ord("a")) & 1) == (ext in isa[4:]), (
                f"misa 0x{misa:x}: extension {ext} against {os.environ['SOC_ROCKET']}'s {isa}")


def _build_firmware() -> None:
    """make -C firmware boot, once at a time across pytest-xdist workers."""
    FW_BUILD.parent.mkdir(parents=True, exist_ok=True)
    with open(FW_BUILD.parent / ".boot.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        subprocess.run(["make", "-s", "-C", str(REPO / "firmware"), "boot"], check=True, stdout=subprocess.DEVNULL)


@pytest.mark.parametrize("image, core", RUNS, ids=[f"{i}-{c.replace(':', '-')}" for i, c in RUNS])
def test_soc_core(image: str, core: str) -> None:
    core, _, variant = core.partition(":")
    isp = variant == "isp"
    # fails loudly without the pinned Rocket package (make setup)
    rocket_sources = rocket.black_boxes() + rocket.isp_sources(core) if isp else rocket.sources(core)
    if os.environ.get("SIM", "verilator") != "verilator":
        pytest.skip("soc_core runs on Verilator only")
    _build_firmware()
    protect = os.environ.get("SOC_ROCKET_PROTECT", "1") == "1"
    link: list[str] = []
    if protect:
        wrapper, lib = rocket.protected(core, isp=isp)
        rocket_sources, link = [wrapper], [str(lib)]  # Verilator links a .a named on its command line
    # The images of a core share one model and one build folder (and its results.xml): under
    # pytest-xdist, one worker at a time builds and runs it (the other core's model meanwhile).
    tag = f"{core}-isp" if isp else core
    with open(_lock_path(tag), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _run_image(image, core, rocket_sources, link, protect, isp=isp)


def _lock_path(core: str) -> Path:
    path = REPO / "build" / "sim" / "soc" / f".soc_core-{core}.lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _run_image(image: str, core: str, rocket_sources: list, link: list[str], protect: bool, *, isp: bool) -> None:
    run(
        test_file=__file__,
        toplevel="soc_core",
        build_tag=f"{core}{'-isp' if isp else ''}-{'protlib' if protect else 'full'}",
        sources=rocket_sources + core_files("soc"),
        parameters={"Image": 2} if isp else {},
        defines={**rocket.DEFINES, **({rocket.ISP_DEFINE: rocket.ISP_TOP} if isp else {}), "SOC_SIM": 1},
        simulator="verilator",
        # Rocket's generated Verilog is not held to our lint rules (rtl/soc/lint/soc.vlt).
        build_args=["-O3", "-Wno-lint", "-Wno-style", "-Wno-UNOPTFLAT", str(REPO / "rtl" / "soc" / "lint" / "soc.vlt"),
                    *link],
        axi_memories=["m_axi_mem"],
        plusargs=[f"+soc_{'isp' if isp else 'boot'}_hex={FW_BUILD / (image + '.hex')}"],
        extra_env={"SOC_IMAGE": image, "SOC_ROCKET": core},
    )
