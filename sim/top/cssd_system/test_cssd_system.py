"""cssd_system smoke test: ctrl_core (small flash back end) with two Rocket cores that boot the
same image (firmware/tests/target/sys_smoke.c) and each use their own NVM set's resources.

The PCIe side is held idle (no host); all three DRAM ports are the C++ sparse memories. The
test bench reads each set's GEOMETRY through the external firmware port first (the reference,
also checked against the values the RTL is built with), releases the cores, and keeps reading
GEOMETRY through the same port while they run, so the arbiter is shared for real. After both
cores have exited it checks:
* both exit codes (0 for sys_smoke; nonzero, with a FAIL line, for sys_smoke-bad, which
  compares one readback against a wrong value: the harness must be able to fail);
* each core's pattern in DDR bank 0 at its set region (cssd_config.DDR0_SET), through the memory's
  backdoor, byte for byte (and the gap between the two written areas still zero);
* the GEOMETRY value each core printed equals the value the RTL returns to the test bench;
* interrupts (firmware/drivers/soc_irq.c): each core took exactly one PLIC interrupt from its flash
  channel's completion (source 3, a READ STATUS it pushed) and three machine timer interrupts, as
  counted by its trap handler and printed ("irq flash 1 timer 3"); the flash interrupt line of each
  core's channel was seen high while the cores ran;
* a cores-only reset (cores_rst_ni) leaves ctrl_core running and both cores boot again and
  rewrite their buffers;
* every m_axi_cpu request a core raised lies in its own range (id * CoreMemBytes + offset; the
  core index is the top ID bit);
* the console UART (uart_tx_o, soc_console): decoded at the UartDiv bit time, every frame is 8N1,
  every line carries a "[i] " prefix, and per core the prefixed lines are exactly the text the core
  printed (its core_console bytes): nothing lost, nothing interleaved between cores;
* the console UART's receive side (uart_rx_i, cocotbext-uart UartSource at the same bit time): a
  line sent as the cores start reaches core 0 (the UART owner without a management core,
  soc_sysctl CONSOLE_RX), which echoes it ("rx echo <line>") with no receive errors; core 1 reads
  nothing ("rx none"). After the cores-only reset a different line is sent and echoed (the FIFO
  is on the system reset, so nothing of the first line may come back).
Verilator only (Rocket; C++ DRAM models). Rocket is linked as a protected library as in
sim/soc/soc_core (SOC_ROCKET_PROTECT=0 builds it in full).
"""

from __future__ import annotations

import fcntl
import os
import re
import subprocess
import time
from pathlib import Path

import pytest

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, ReadOnly, RisingEdge, Timer, with_timeout
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiLiteBus, AxiLiteMaster
from cocotbext.uart import UartSource
from peakrdl_python.lib import AsyncCallbackSet

REPO = Path(__file__).resolve().parents[3]
from cssd_sim import rocket  # noqa: E402
from cssd_sim.cocotb_run import core_files, run  # noqa: E402
from cssd_regs.fw_port.reg_model import RegModel as FwPortMap  # noqa: E402
from cssd_regs.nvme_set.reg_model import RegModel as SetMap  # noqa: E402
from cssd_config import CONFIGS, DDR0_SET, LIMITS  # noqa: E402
from cssd_sim.sparse_mem import axi_memory  # noqa: E402

FW_BUILD = REPO / "build" / "fw-rv64" / "boot"
# The sim_smoke configuration (config/cssd.toml): two set cores, no management core, the small
# flash geometry of sim/system/nvme_flash.
CONFIG = CONFIGS["sim_smoke"]
NUM_CORES = CONFIG.set_cores
CORE_MEM_BYTES = 16 << 20
GEOMETRY = CONFIG.flash_parameters()
# Console UART: the shortest bit time, and line buffers that hold all a core prints in a burst
# (sys_smoke prints faster than even this UART sends). Every core runs the smoke image (no
# management core).
UART_DIV = 4
PARAMS = {**CONFIG.system_parameters(), "UartDiv": UART_DIV, "ConsoleLineBytes": 1024}
# nvme_ctrl's SACA build (rtl/nvme/nvme_ctrl.sv defaults): GEOMETRY = {NumSlots, NumSets, set}.
NUM_SETS, NUM_SLOTS = LIMITS["sets"], LIMITS["slots"]
# Register offsets and fields from the generated maps (cssd_regs), never from literals.
_CB = AsyncCallbackSet(read_callback=None, write_callback=None)
_FW_PORT = FwPortMap(callbacks=_CB)
SET_REGS = lambda s: _FW_PORT.set[s].address  # noqa: E731  (fw-port address of set s's registers)
_SET = SetMap(callbacks=_CB)
_SET_MAP = {r.inst_name: r.address for r in _SET.get_registers()}
GEOMETRY_OFF = _SET_MAP["GEOMETRY"]
IRQ_ENABLE_OFF = _SET_MAP["IRQ_ENABLE"]   # read/write, reset 0
SET_BUF = DDR0_SET.at
RUN_WORDS = 16
CLK_NS = 4
MAX_CYCLES = int(os.environ.get("SYS_MAX_CYCLES", "3000000"))
FREE_RUN_CYCLES = 50_000
CASES = {"sys_smoke": True, "sys_smoke-bad": False}   # image: expected to pass
# Lines sent to the console UART's receive side at each boot (each fits the 16-byte RX FIFO, so
# none is lost before core 0 reads it).
RX_LINES = (b"ping 0:~Az\n", b"second boot!\n")


def pattern64(core: int, k: int) -> int:
    """sys_smoke.c pattern64()."""
    return ((0x0123456789ABCDEF ^ (core * 0x1111111111111111)) + k) & (2**64 - 1)


def expected_buffer(core: int) -> bytes:
    """Bytes 0-191 of core's DDR0 buffer after sys_smoke: 0-15 the mixed-size stores, 16-63
    untouched, 64-191 the run of words."""
    head = (pattern64(core, 0).to_bytes(8, "little") + (0xC0DE0000 | core).to_bytes(4, "little")
            + (0xBE00 | core).to_bytes(2, "little") + bytes([0x70 + core, 0x80 + core]))
    run_words = b"".join(pattern64(core, k + 1).to_bytes(8, "little") for k in range(RUN_WORDS))
    return head + bytes(48) + run_words


@cocotb.test()
async def smoke(dut):
    image = os.environ["SYS_IMAGE"]
    want_pass = CASES[image]
    n = len(dut.core_exit_valid_o)
    assert n == NUM_CORES
    cocotb.start_soon(Clock(dut.clk_i, CLK_NS, unit="ns").start())
    # PCIe and board inputs idle: no host in this test.
    for name, val in (("s_axis_cq_tvalid", 0), ("s_axis_cq_tdata", 0), ("s_axis_cq_tkeep", 0),
                      ("s_axis_cq_tlast", 0), ("s_axis_cq_tuser", 0), ("pcie_cq_np_req_count", 0),
                      ("m_axis_cc_tready", 1), ("m_axis_rq_tready", 1), ("s_axis_rc_tvalid", 0),
                      ("s_axis_rc_tdata", 0), ("s_axis_rc_tkeep", 0), ("s_axis_rc_tlast", 0),
                      ("s_axis_rc_tuser", 0), ("cfg_max_payload", 0), ("cfg_max_read_req", 0),
                      ("cfg_function_status", 0), ("cfg_interrupt_msix_enable", 0),
                      ("cfg_interrupt_msix_mask", 0), ("uart_rx_i", 1)):
        getattr(dut, name).value = val
    dut.rst_ni.value = 0
    dut.cores_rst_ni.value = 0
    dut.flash_array_rst_ni.value = 0
    dut.flash_power_loss_i.value = 0
    ddr0 = axi_memory(dut, "m_axi_ddr0", dut.clk_i, dut.rst_ni, size=2**32)
    axi_memory(dut, "m_axi_cpu", dut.clk_i, dut.rst_ni, size=2**32)
    axi_memory(dut, "m_axi_ddr1", dut.clk_i, dut.rst_ni, size=2**32)
    fw = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil_fw"), dut.clk_i, dut.rst_ni,
                       reset_active_level=False)
    fw.write_if.log.setLevel("WARNING")
    fw.read_if.log.setLevel("WARNING")
    await ClockCycles(dut.clk_i, 10)
    dut.rst_ni.value = 1
    dut.flash_array_rst_ni.value = 1
    await ClockCycles(dut.clk_i, 10)

    # Reference: the registers as the external port sees them, before the cores run.
    ref = []
    for s in range(n):
        geo = await fw.read_dword(SET_REGS(s) + GEOMETRY_OFF)
        g = _SET.GEOMETRY
        assert geo == NUM_SLOTS << g.NUM_SLOTS.lsb | NUM_SETS << g.NUM_SETS.lsb | s << g.SET_ID.lsb, \
            f"set {s} GEOMETRY {geo:#x}"
        ref.append(geo)

    consoles = [bytearray() for _ in range(n)]
    exited = [False] * n

    async def collect():
        prev = 0
        while True:
            await dut.core_console_valid_o.value_change
            now = int(dut.core_console_valid_o.value)
            data = int(dut.core_console_data_o.value)
            for i in range(n):
                if now >> i & 1 and not prev >> i & 1:
                    consoles[i].append(data >> (8 * i) & 0xFF)
            prev = now

    fw_reads = 0

    async def poll_fw():
        """The management model's side of the shared port, while the cores use it too."""
        nonlocal fw_reads
        k = 0
        while not all(exited):
            s = k % n
            got = await fw.read_dword(SET_REGS(s) + GEOMETRY_OFF)
            assert got == ref[s], f"external port read set {s} GEOMETRY {got:#x} while cores ran, want {ref[s]:#x}"
            fw_reads += 1
            k += 1

    cpu_reqs = [0] * n
    cpu_bad: list[tuple[str, int, int]] = []

    async def watch_cpu(ch: str):
        """Sampled when a request is raised (a back-to-back one may be missed: this is a check of
        the address map, not a count)."""
        valid, addr, axi_id = (getattr(dut, f"m_axi_cpu_{ch}{f}") for f in ("valid", "addr", "id"))
        # cssd_system's CpuIdWidth: the core index in the top $clog2(cores) bits of the ID
        core_lsb = len(axi_id) - (n - 1).bit_length()
        while True:
            await RisingEdge(valid)
            a, core = int(addr.value), int(axi_id.value) >> core_lsb
            cpu_reqs[core] += 1
            if a // CORE_MEM_BYTES != core:
                cpu_bad.append((ch, core, a))

    uart_edges: list[tuple[int, int]] = [(0, 1)]

    async def watch_uart():
        while True:
            await dut.uart_tx_o.value_change
            uart_edges.append((get_sim_time("ns"), int(dut.uart_tx_o.value)))

    irq_seen = [0] * n

    async def watch_flash_irq():
        """Rising edges of flash_irq_o per channel (channel i belongs to core i here)."""
        prev = 0
        while True:
            await dut.flash_irq_o.value_change
            now = int(dut.flash_irq_o.value)
            for i in range(n):
                if now >> i & 1 and not prev >> i & 1:
                    irq_seen[i] += 1
            prev = now

    cocotb.start_soon(collect())
    cocotb.start_soon(watch_uart())
    irq_watch = cocotb.start_soon(watch_flash_irq())
    cocotb.start_soon(watch_cpu("ar"))
    cocotb.start_soon(watch_cpu("aw"))
    # Before the cores leave reset, so that the line is queued ahead of anything core 0 reads.
    uart_in = UartSource(dut.uart_rx_i, baud=1e9 / (UART_DIV * CLK_NS), bits=8)
    uart_in.log.setLevel("WARNING")
    uart_in.write_nowait(RX_LINES[0])
    dut.cores_rst_ni.value = 1
    t_start = get_sim_time("ns")
    t0 = time.monotonic()
    poller = cocotb.start_soon(poll_fw())

    async def wait_exits():
        while True:
            v = int(dut.core_exit_valid_o.value)
            for i in range(n):
                exited[i] = bool(v >> i & 1)
            if all(exited):
                return
            await dut.core_exit_valid_o.value_change

    await with_timeout(wait_exits(), MAX_CYCLES * CLK_NS, "ns")
    secs = time.monotonic() - t0
    cycles = int((get_sim_time("ns") - t_start) // CLK_NS)
    await poller
    codes = [int(dut.core_exit_code_o.value) >> (32 * i) & 0xFFFFFFFF for i in range(n)]
    for i in range(n):
        dut._log.info("core %d console:\n%s", i, consoles[i].decode(errors="replace"))
    dut._log.info("exit codes %s after %d cycles in %.1f s: %.0f cycles/s; %d external fw-port reads meanwhile",
                  codes, cycles, secs, cycles / secs, fw_reads)

    for i in range(n):
        text = consoles[i].decode(errors="replace")
        assert f"sys_smoke core {i}" in text, f"core {i} did not report CORE_ID {i}"
        if want_pass:
            assert codes[i] == 0, f"core {i} exit code {codes[i]:#x}"
            assert "sys_smoke: PASSED" in text
        else:
            assert codes[i] != 0, f"core {i} passed a check that was built to fail"
            assert "FAIL u64" in text and "sys_smoke: FAILED" in text
        m = re.search(r"geometry 0x([0-9a-fA-F]{8})", text)
        assert m, f"core {i} printed no geometry"
        assert int(m.group(1), 16) == ref[i], f"core {i} printed GEOMETRY {m.group(1)}, RTL holds {ref[i]:#010x}"
        m = re.search(r"irq flash (\d+) timer (\d+)", text)
        assert m, f"core {i} printed no interrupt counts"
        assert (int(m.group(1)), int(m.group(2))) == (1, 3), \
            f"core {i} handler counts: flash {m.group(1)} (want 1), timer {m.group(2)} (want 3)"
        check_rx(i, text, RX_LINES[0])
        got = ddr0.read(SET_BUF(i), 192)
        want = expected_buffer(i)
        assert got == want, f"core {i} DDR0 buffer {got.hex()} != {want.hex()}"
    # Private DRAM: every request a core made (its index is the top ID bit) is in its own range.
    # (A program this short leaves its dirty lines in the D$, so there is nothing to check in the
    # memory itself; the requests are its cache fills.)
    assert not cpu_bad, f"m_axi_cpu requests outside the issuing core's range: {cpu_bad[:4]}"
    assert all(cpu_reqs), f"m_axi_cpu requests per core {cpu_reqs}: a core never reached its DRAM"
    dut._log.info("m_axi_cpu requests seen per core %s", cpu_reqs)
    assert fw_reads > 0, "the external firmware port was not used while the cores ran"
    irq_watch.cancel()
    assert irq_seen == [1] * n, f"flash_irq_o rising edges per core's channel {irq_seen}, want one each"

    # Speed without the Python side busy every cycle (the cores sit in wfi after their exit, the
    # clock and ctrl_core keep running).
    t0 = time.monotonic()
    await Timer(FREE_RUN_CYCLES * CLK_NS, "ns")
    secs = time.monotonic() - t0
    dut._log.info("free-running: %d cycles in %.1f s: %.0f cycles/s", FREE_RUN_CYCLES, secs, FREE_RUN_CYCLES / secs)

    # The console UART: it sends 10 * UART_DIV cycles a byte, so what the cores printed in a burst
    # may still be going out after the free run. Wait for the line to go idle (high for longer than
    # any frame holds it), bounded by that rate for every byte printed, prefixes included.
    uart_bytes = sum(len(c) + 4 * c.count(b"\n") for c in consoles)

    async def uart_drained():
        while uart_edges[-1][1] == 0 or get_sim_time("ns") - uart_edges[-1][0] < 20 * UART_DIV * CLK_NS:
            await ClockCycles(dut.clk_i, 10 * UART_DIV)

    await with_timeout(uart_drained(), uart_bytes * 10 * UART_DIV * CLK_NS, "ns")
    assert int(dut.uart_tx_o.value) == 1, "UART still sending"
    uart = decode_uart(uart_edges, UART_DIV * CLK_NS)
    dut._log.info("UART (%d bytes):\n%s", len(uart), uart.decode(errors="replace"))
    per_core = split_prefixed(uart, n)
    for i in range(n):
        assert per_core[i] == bytes(consoles[i]), (
            f"core {i}: UART lines {per_core[i][:200]!r}... != console {bytes(consoles[i])[:200]!r}...")
        assert f"[{i}] sys_smoke core {i}\n".encode() in uart

    # Cores-only reset (the cores are quiet on their buses now): the buffers are wiped through the
    # backdoor, ctrl_core keeps its state, and both cores must boot again and rewrite them.
    for i in range(n):
        ddr0.write(SET_BUF(i), bytes(192))
    for c in consoles:
        c.clear()
    # A mark in ctrl_core that a reset would clear: set 3's IRQ_ENABLE (no core owns set 3).
    await fw.write_dword(SET_REGS(3) + IRQ_ENABLE_OFF, 0x3)
    dut.cores_rst_ni.value = 0
    await ClockCycles(dut.clk_i, 5)
    await ReadOnly()
    assert int(dut.core_exit_valid_o.value) == 0, "core reset did not clear the exit registers"
    await RisingEdge(dut.clk_i)
    assert uart_in.idle()
    uart_in.write_nowait(RX_LINES[1])
    dut.cores_rst_ni.value = 1
    mark = await fw.read_dword(SET_REGS(3) + IRQ_ENABLE_OFF)
    assert mark == 0x3, f"set 3 IRQ_ENABLE {mark:#x} after a cores-only reset: ctrl_core was reset too"
    await with_timeout(wait_exits(), MAX_CYCLES * CLK_NS, "ns")
    codes2 = [int(dut.core_exit_code_o.value) >> (32 * i) & 0xFFFFFFFF for i in range(n)]
    assert codes2 == codes, f"exit codes after the core reset {codes2}, before {codes}"
    for i in range(n):
        assert f"sys_smoke core {i}" in consoles[i].decode(errors="replace"), f"core {i} did not boot again"
        assert ddr0.read(SET_BUF(i), 192) == expected_buffer(i), f"core {i} did not rewrite its buffer"
        check_rx(i, consoles[i].decode(errors="replace"), RX_LINES[1])


def check_rx(core: int, text: str, line: bytes) -> None:
    """sys_smoke.c rx_checks(): core 0 echoes the received line, no receive errors; others see
    no byte."""
    if core == 0:
        assert f"rx echo {line.decode()}" in text, f"core 0 did not echo {line!r} from uart_rx_i"
        assert re.search(r"ok   rx errors = 0x0+\n", text), "core 0 saw receive errors"
        assert text.count("rx echo ") == 1
    else:
        assert re.search(r"ok   rx none = 0xf{16}\n", text), f"core {core} read a received byte"


def decode_uart(edges: list[tuple[int, int]], bit_ns: int) -> bytes:
    """8N1 frames from (time, level) transitions of an idle-high line, sampled mid-bit; every
    frame must have a low start bit and a high stop bit."""
    times = [t for t, _ in edges]

    def level(t: float) -> int:
        lo, hi = 0, len(times)
        while hi - lo > 1:                      # last transition at or before t
            mid = (lo + hi) // 2
            lo, hi = (mid, hi) if times[mid] <= t else (lo, mid)
        return edges[lo][1]

    out = bytearray()
    k = 1
    while k < len(edges):
        t0, v = edges[k]
        if v != 0:
            k += 1
            continue
        bits = [level(t0 + (b + 0.5) * bit_ns) for b in range(10)]
        assert bits[0] == 0 and bits[9] == 1, f"UART frame at {t0} ns: start {bits[0]} stop {bits[9]} (byte {len(out)})"
        out.append(sum(bits[1 + b] << b for b in range(8)))
        end = t0 + 9.5 * bit_ns
        while k < len(edges) and edges[k][0] <= end:
            k += 1
    return bytes(out)


def split_prefixed(text: bytes, n: int) -> list[bytes]:
    """Per source, the concatenated lines of "[i] line\\n" text (soc_console_mux, one hex digit)."""
    per = [bytearray() for _ in range(n)]
    lines = text.split(b"\n")
    assert lines[-1] == b"", f"UART text ends in an unfinished line {lines[-1]!r}"
    for line in (ln + b"\n" for ln in lines[:-1]):
        assert line[:1] == b"[" and line[2:4] == b"] ", f"UART line without a core prefix: {line!r}"
        per[int(line[1:2], 16)] += line[4:]
    return [bytes(p) for p in per]


def _build_firmware() -> None:
    FW_BUILD.parent.mkdir(parents=True, exist_ok=True)
    with open(FW_BUILD.parent / ".boot.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        subprocess.run(["make", "-s", "-C", str(REPO / "firmware"), "boot"], check=True, stdout=subprocess.DEVNULL)


@pytest.mark.parametrize("image", list(CASES))
def test_cssd_system(image: str) -> None:
    rocket_sources = rocket.sources(CONFIG.rocket)  # fails loudly without the pinned Rocket package (make setup)
    if os.environ.get("SIM", "verilator") != "verilator":
        pytest.skip("cssd_system runs on Verilator only")
    _build_firmware()
    protect = os.environ.get("SOC_ROCKET_PROTECT", "1") == "1"
    link: list[str] = []
    defines: dict[str, object] = {"SOC_SIM": 1}
    if protect:
        wrapper, lib = rocket.protected(CONFIG.rocket)
        rocket_sources, link = [wrapper], [str(lib)]
    else:
        defines.update(rocket.DEFINES)
    lock_path = REPO / "build" / "sim" / "top" / ".cssd_system.lock"
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with open(lock_path, "w") as lock:   # both images share one model and build folder
        fcntl.flock(lock, fcntl.LOCK_EX)
        t0 = time.monotonic()
        run(
            test_file=__file__,
            toplevel="cssd_system",
            build_tag="protlib" if protect else "full",
            sources=rocket_sources + core_files("system"),  # rtl/top/system.core and its dependencies
            parameters=PARAMS,
            defines=defines,
            simulator="verilator",
            build_args=["-O3", "-Wno-lint", "-Wno-style", "-Wno-UNOPTFLAT",
                        str(REPO / "rtl" / "soc" / "lint" / "soc.vlt"), *link],
            axi_memories=["m_axi_ddr0", "m_axi_ddr1", "m_axi_cpu"],
            plusargs=[f"+soc_boot_hex={FW_BUILD / (image + '.hex')}"],
            extra_env={"SYS_IMAGE": image},
        )
        print(f"[cssd_system] {image}: build + run {time.monotonic() - t0:.0f} s")
