"""The host channel of cssd_sim at the protocol level (sim/native/doc/host_channel.md): HELLO,
MMIO reads and writes of every size through the root port model and the RTL's BAR0 completer,
several reads outstanding at once, the answers for addresses nothing implements, protocol errors
and a completion timeout that ends instead of hanging; of version 2, the memory backdoor in every
space (no simulated time), firmware-port reads and writes on the flash registers and a DECERR,
and the protocol errors of each new message. The cores boot on their board default in
the background; nothing here waits for them. The tests do not depend on each other's order (a
pytest-xdist worker may run any subset; each worker starts its own simulator)."""

from __future__ import annotations

import asyncio
import struct

import pytest
from peakrdl_python.lib import AsyncCallbackSet

from cssd_regs.flash.reg_model import RegModel as FlashMap
from cssd_regs.fw_port.reg_model import RegModel as FwPortMap

from cssd_config import CONFIGS

from cssd_sim import native
from cssd_sim.flash_port import FlashPort

CONFIG = "sim_drive"
HOST_MEM = 4 << 20
HOST_BASE = 0x1_0000_0000  # not 0: offsets and host addresses must not be confused anywhere

# NVMe registers (NVMe base spec 1.4 3.1) and ctrl_core's CSRs (rtl/ctrl/ctrl.rdl at 0x10000).
CAP, VS, CC, CSTS, ASQ = 0x00, 0x08, 0x14, 0x1C, 0x28
CTRL_SCRATCH = 0x10000 + 0x10
UNMAPPED = 0x8000  # between the MSI-X PBA page and the controller CSRs (rtl/top/bar0.rdl)
# The flash back end's registers on the firmware port (rtl/top/fw_port.rdl, rtl/flash/flash.rdl).
_CB = AsyncCallbackSet(read_callback=None, write_callback=None)
FLASH_BASE = FwPortMap(callbacks=_CB).flash.address
FLASH = FlashMap(callbacks=_CB)
# Backdoor test addresses at the top of each 4 GiB space: nothing the firmware booting in the
# background touches, and straddling a 4 KiB page of the sparse store.
BACKDOOR_ADDR = (1 << 32) - 0x3000 + 0x7F0


def expected_cap() -> int:
    """CAP as rtl/nvme/doc/README.md states it: MQES 4095, CQR, AMS = WRR with urgent, TO 2,
    DSTRD 0, CSS = NVM, MPSMIN = MPSMAX = 0."""
    mqes, cqr, ams_wrr, to, css_nvm = 4095, 1, 1, 2, 1
    return mqes | cqr << 16 | ams_wrr << 17 | to << 24 | css_nvm << 37


@pytest.fixture(scope="module")
def sim():
    with native.launch(CONFIG, host_mem_bytes=HOST_MEM, host_mem_base=HOST_BASE, max_cycles=20_000_000) as s:
        yield s


def test_hello(sim):
    fixed, info = sim.client.hello()
    assert fixed["version"] == 2
    assert fixed["clk_period_ps"] == native.CLK_PERIOD_PS
    assert (fixed["host_mem_base"], fixed["host_mem_bytes"]) == (HOST_BASE, HOST_MEM)
    assert fixed["msi_bytes"] > 0
    assert info["config"] == CONFIG
    assert {k: info[k] for k in CONFIGS[CONFIG].geometry()} == CONFIGS[CONFIG].geometry()
    assert info["bar0_bytes"] == native.bar0_bytes()
    assert info["fw_port_bytes"] == native.fw_port_bytes()


def test_nvme_cap_and_vs(sim):
    c = sim.client
    cap = c.mmio_read(CAP, 8)
    assert cap.status == native.ST_SC
    assert cap.data == expected_cap()
    lo, hi = c.mmio_read(CAP, 4), c.mmio_read(CAP + 4, 4)
    assert (hi.data << 32 | lo.data) == expected_cap()
    vs = c.mmio_read(VS, 4)
    assert (vs.status, vs.data) == (native.ST_SC, 0x0002_0000)  # NVMe 2.0.0
    # Narrow reads take the bytes their byte enables select.
    assert c.mmio_read(CAP + 1, 1).data == expected_cap() >> 8 & 0xFF
    assert c.mmio_read(VS + 2, 2).data == 0x0002


def test_scratch_write_readback_every_size(sim):
    c = sim.client
    c.mmio_write(CTRL_SCRATCH, 4, 0x1122_3344)
    assert c.mmio_read(CTRL_SCRATCH, 4).data == 0x1122_3344
    c.mmio_write(CTRL_SCRATCH + 1, 1, 0xAB)
    assert c.mmio_read(CTRL_SCRATCH, 4).data == 0x1122_AB44
    assert c.mmio_read(CTRL_SCRATCH + 2, 1).data == 0x22
    c.mmio_write(CTRL_SCRATCH + 2, 2, 0xBEEF)
    assert c.mmio_read(CTRL_SCRATCH, 4).data == 0xBEEF_AB44
    assert c.mmio_read(CTRL_SCRATCH + 2, 2).data == 0xBEEF
    c.mmio_write(CTRL_SCRATCH + 3, 1, 0x5A)
    assert c.mmio_read(CTRL_SCRATCH, 2).data == 0xAB44
    assert c.mmio_read(CTRL_SCRATCH, 4).data == 0x5AEF_AB44
    # 8 bytes: ASQ is a 64-bit register, writable while CC.EN = 0 (bits 11:0 reserved).
    asq = 0x0000_1234_5678_9000
    c.mmio_write(ASQ, 8, asq)
    got = c.mmio_read(ASQ, 8)
    assert (got.status, got.data) == (native.ST_SC, asq)
    assert c.mmio_read(ASQ + 4, 4).data == asq >> 32


def test_reads_outstanding_together_match_by_tag(sim):
    c = sim.client
    c.mmio_write(CTRL_SCRATCH, 4, 0xCAFE_F00D)
    ids = {c.mmio_read_start(CAP, 4): expected_cap() & 0xFFFF_FFFF,
           c.mmio_read_start(VS, 4): 0x0002_0000,
           c.mmio_read_start(CTRL_SCRATCH, 4): 0xCAFE_F00D,
           c.mmio_read_start(CAP + 4, 4): expected_cap() >> 32,
           c.mmio_read_start(CTRL_SCRATCH + 2, 2): 0xCAFE}
    for rid, want in ids.items():
        done = c.wait_read(rid, limit_ps=10**8)
        assert (done.status, done.data) == (native.ST_SC, want), f"read {rid}"


def test_unmapped_offsets(sim):
    c = sim.client
    # Inside BAR0 but no register: ctrl_core reads such dwords as zero (NVMe: reserved registers
    # read 0), a successful completion, and counts them.
    got = c.mmio_read(UNMAPPED, 4)
    assert (got.status, got.data) == (native.ST_SC, 0)
    # Beyond BAR0 or another BAR: no function claims the address, the root complex answers
    # Unsupported Request.
    assert c.mmio_read(native.bar0_bytes(), 4).status == native.ST_UR
    assert c.mmio_read(0x10, 4, bar=2).status == native.ST_UR


def _error(c, mtype: int, payload: bytes) -> tuple[int, str]:
    """Send a bad message; the ERROR comes back at once (outside any RUN)."""
    c.send(mtype, payload)
    m = c._until(native.ERROR)
    kind, _, _addr, _t = struct.unpack_from("<IIQQ", m.payload)
    return kind, m.payload[24:].decode()


def test_protocol_errors(sim):
    c = sim.client
    kind, text = _error(c, 0x55, b"\0" * 4)
    assert kind == native.ERR_PROTOCOL and "0x55" in text
    kind, _ = _error(c, native.MMIO_READ, struct.pack("<QQII", 1, 0x10002, 4, 0))  # misaligned
    assert kind == native.ERR_PROTOCOL
    kind, _ = _error(c, native.MMIO_WRITE, struct.pack("<QQIIQ", 1, 0x10010, 3, 0, 0))  # size 3
    assert kind == native.ERR_PROTOCOL
    kind, _ = _error(c, native.RUN, b"\0" * 4)  # short payload
    assert kind == native.ERR_PROTOCOL
    kind, _ = _error(c, native.CFG, struct.pack("<IIQ", native.CFG_RCB_BYTES, 0, 96))
    assert kind == native.ERR_PROTOCOL
    # The channel still works afterwards.
    assert c.hello()[0]["version"] == 2
    assert c.mmio_read(VS, 4).data == 0x0002_0000


def test_v2_protocol_errors(sim):
    """Each version 2 message with a bad length or field: ERROR 3 at once, nothing else."""
    c = sim.client
    mem = lambda space, n, addr: struct.pack("<QIIQ", 7, space, n, addr)  # noqa: E731
    top = 1 << 32
    bad = {
        "MEM_READ short": (native.MEM_READ, mem(native.MEM_DDR0, 4, 0)[:20]),
        "MEM_READ space 3": (native.MEM_READ, mem(3, 4, 0)),
        "MEM_READ 0 bytes": (native.MEM_READ, mem(native.MEM_DDR0, 0, 0)),
        "MEM_READ over the bound": (native.MEM_READ, mem(native.MEM_DDR1, native.MEM_MAX_BYTES + 1, 0)),
        "MEM_READ past 4 GiB": (native.MEM_READ, mem(native.MEM_CPU, 8, top - 4)),
        "MEM_READ at 2^64 - 4": (native.MEM_READ, mem(native.MEM_DDR0, 8, 2**64 - 4)),
        "MEM_WRITE data short of len": (native.MEM_WRITE, mem(native.MEM_DDR0, 8, 0) + b"\1" * 7),
        "MEM_WRITE data beyond len": (native.MEM_WRITE, mem(native.MEM_DDR0, 8, 0) + b"\1" * 9),
        "MEM_WRITE past 4 GiB": (native.MEM_WRITE, mem(native.MEM_DDR1, 8, top - 4) + b"\1" * 8),
        "FW_READ unaligned": (native.FW_READ, struct.pack("<QII", 1, FLASH_BASE + 2, 0)),
        "FW_READ beyond the port": (native.FW_READ, struct.pack("<QII", 1, native.fw_port_bytes(), 0)),
        "FW_READ pad": (native.FW_READ, struct.pack("<QII", 1, FLASH_BASE, 1)),
        "FW_WRITE short": (native.FW_WRITE, struct.pack("<QI", 1, FLASH_BASE)),
        "RELEASE with nothing held": (native.RELEASE, b""),
        "RELEASE with a payload": (native.RELEASE, b"\0" * 8),
        "RESET kind 3": (native.RESET, struct.pack("<II", 3, 0)),
    }
    for name, (mtype, payload) in bad.items():
        kind, text = _error(c, mtype, payload)
        assert kind == native.ERR_PROTOCOL, f"{name}: ERROR {kind} {text}"
    # Nothing was written, nothing is pending: the next RUN reports no event, the bytes are zero.
    assert c.mem_read(native.MEM_DDR1, top - 8, 8) == bytes(8)
    reason, got = c.run(c.now_ps + 200 * native.CLK_PERIOD_PS)
    assert reason == 0 and got == [], got


def test_mem_backdoor_every_space(sim):
    """MEM_WRITE then MEM_READ in DDR0, DDR1 and the cores' DRAM: the bytes come back, each
    space is its own, never-written bytes read zero, and no simulated time passes."""
    c = sim.client
    # The client learns the simulator's clock from its replies: on a fresh simulator (this test
    # first on its pytest worker) it still says 0 while power-on reset has run 17 cycles.
    c.run(c.now_ps)
    t0 = c.now_ps
    pattern = {space: bytes((space * 31 + i) & 0xFF for i in range(0x1800))
               for space in (native.MEM_DDR0, native.MEM_DDR1, native.MEM_CPU)}
    for space, data in pattern.items():
        assert c.mem_read(space, BACKDOOR_ADDR, len(data)) == bytes(len(data))
        c.mem_write(space, BACKDOOR_ADDR, data)
    for space, data in pattern.items():
        assert c.mem_read(space, BACKDOOR_ADDR, len(data)) == data, f"space {space}"
        assert c.mem_read(space, BACKDOOR_ADDR + 5, 3) == data[5:8]
    # More than one message carries (the client splits at MEM_MAX_BYTES).
    big = native.MEM_MAX_BYTES + 4096
    assert len(c.mem_read(native.MEM_DDR1, (1 << 32) - big, big)) == big
    reason, _ = c.run(c.now_ps)  # asks for no time: STOPPED tells the simulator's clock
    assert reason == 0 and c.now_ps == t0, "the backdoor took simulated time"


class _SyncAxil:
    """FlashPort's register master on the raw client: each access one FW_* and the RUNs it takes."""

    def __init__(self, c) -> None:
        self.c = c

    async def read_dword(self, addr: int) -> int:
        data, status = self.c.fw_read(addr, limit_ps=10**8)
        assert status == native.FW_OKAY, f"FW_READ {addr:#x}: status {status}"
        return data

    async def write_dword(self, addr: int, value: int) -> None:
        status = self.c.fw_write(addr, value, limit_ps=10**8)
        assert status == native.FW_OKAY, f"FW_WRITE {addr:#x}: status {status}"


def test_fw_port_reads_writes_and_decode_error(sim):
    """FW_READ / FW_WRITE are AXI4-Lite transactions on the firmware port, shared with the cores:
    the flash GEOMETRY registers equal the configuration, a read/write register keeps what was
    written, and an address no window decodes answers DECERR (the transaction still ends)."""
    c = sim.client
    flash = FlashPort(None, None, None, base=FLASH_BASE, axil=_SyncAxil(c))
    geo = asyncio.run(flash.start())
    want = CONFIGS[CONFIG].geometry()
    assert {k: getattr(geo, k) for k in ("channels", "dies", "planes", "blocks", "pages", "page_bytes",
                                          "spare_bytes")} == {k: want[k] for k in ("channels", "dies", "planes",
                                                                                    "blocks", "pages", "page_bytes",
                                                                                    "spare_bytes")}
    sel = FLASH_BASE + FLASH.FAULT_SEL.address
    t0 = c.now_ps
    assert c.fw_write(sel, 5) == native.FW_OKAY
    assert c.now_ps > t0, "a firmware-port access is a bus transaction: it takes simulated time"
    assert c.fw_read(sel) == (5, native.FW_OKAY)
    assert c.fw_write(sel, 0) == native.FW_OKAY
    # Past the last flash channel's window: ctrl_core's decoder answers DECERR.
    data, status = c.fw_read(native.fw_port_bytes() - 4)
    assert status == native.FW_DECERR, (hex(data), status)
    assert c.fw_read(sel) == (0, native.FW_OKAY)


def test_run_to_time_stops_there(sim):
    c = sim.client
    start = c.now_ps
    reason, got = c.run(start + 100 * native.CLK_PERIOD_PS)
    assert reason == 0 and got == [] and c.now_ps == start + 100 * native.CLK_PERIOD_PS
    reason, _ = c.run(c.now_ps - 1)  # in the past: no time passes
    assert reason == 0 and c.now_ps == start + 100 * native.CLK_PERIOD_PS


def test_completion_timeout_ends_the_read(sim):
    """A hot reset drops the link with a read queued: the read must end in a completion timeout
    50 us later, not wait for ever."""
    c = sim.client
    rid = c.mmio_read_start(VS, 4)
    c.send(native.RESET, struct.pack("<II", 0, 0))
    t0 = c.now_ps
    done = c.wait_read(rid, limit_ps=200_000_000)
    assert done.status == native.ST_TIMEOUT
    assert 50_000_000 <= done.time_ps - t0 <= 51_000_000
    # After the reset the controller answers again (registers back at their reset values).
    assert c.mmio_read(VS, 4).data == 0x0002_0000
    assert c.mmio_read(ASQ, 8).data == 0


def test_quit_says_bye():
    with native.launch(CONFIG, host_mem_bytes=HOST_MEM) as s:
        s.client.hello()
        s.client.run(s.client.now_ps + 1000 * native.CLK_PERIOD_PS)
        cycles, now_ps, wall = s.client.quit()
        assert now_ps == cycles * native.CLK_PERIOD_PS and cycles >= 1000 and wall > 0
        assert s.proc.wait(timeout=10) == 0
        assert f"{cycles} cycles" in s.stdout() and "kHz" in s.stdout()


def test_max_cycles_ends_the_run():
    """--max-cycles bounds a RUN that asks for more: ERROR 3, BYE, exit status 3."""
    with native.launch(CONFIG, host_mem_bytes=HOST_MEM, max_cycles=5000) as s:
        c = s.client
        c.hello()
        c.send(native.RUN, struct.pack("<Q", 10**12))
        kinds = []
        while True:
            m = c.recv()
            if m.type == native.ERROR:
                kinds.append(struct.unpack_from("<I", m.payload)[0])
            if m.type == native.BYE:
                cycles, _, _ = struct.unpack("<QQd", m.payload)
                break
        assert kinds == [native.ERR_PROTOCOL] and cycles == 5000
        assert s.proc.wait(timeout=10) == 3
        assert "--max-cycles reached" in s.stdout()


def test_configuration_without_management_core_is_refused():
    no_mgmt = [name for name, cfg in CONFIGS.items() if cfg.mgmt_core == 0]
    assert no_mgmt, "config/cssd.toml has no configuration without a management core to check"
    with pytest.raises(ValueError, match="management core"):
        native.build(no_mgmt[0])
