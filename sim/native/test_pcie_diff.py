"""Differential test of cssd_sim's C++ PCIe root port against cocotbext-pcie, the reference for
PG213 behaviour: one scenario, written once against the cssd_nvme driver, runs on the same RTL
(cssd_system, sim_drive) through both models, each recording every TLP on the CQ / CC / RQ / RC
streams (sim/native/doc/tlp_trace.md); the traces and the scenario's results must agree
(cssd_sim.pcie_trace.compare). Then each deliberate defect of the C++ model (`cssd_sim
--rp-defect`) must make them disagree: a test that cannot see a wrong byte enable, a completion
split at the wrong boundary or a lost tag would not be worth its run time.

The scenario: configuration (MPS, MRRS, bus mastering, MSI-X enable, as each side sets them),
BAR0 writes and reads of 1, 2, 4 and 8 bytes at every alignment (the last MSI-X table entry, a
writable part of BAR0, read back) and of the PBA, controller enable, Identify (device writes to
the host), an I/O queue pair, then under several MPS / MRRS pairs (128 to 512 B; 128 B to 4 KiB:
three in `make test`, six in `make regress`) a Write and a Read of 12 KiB at a host buffer offset that is not RCB-aligned (PRP lists; device
reads split at MRRS and 4 KiB and answered in RCB / MPS-split completions; device writes at MPS)
plus smaller transfers under the first; every completion by MSI-X.

The cocotb side (the full system at ~6 kHz: boot ~300k cycles) runs in `make regress` only, once,
and leaves its trace in build/sim/native/pcie_diff/; the native side (~23 kHz) runs once clean and
once per defect. `make test` holds each defect run against the clean cssd_sim run instead of the
reference (test_pcie_diff's docstring says what that does and does not check).
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import time
from pathlib import Path
from typing import Any, Optional

import pytest

import cocotb

from cssd_config import CONFIGS
from cssd_nvme.controller import NvmeController
from cssd_nvme.transport import DmaBuffer
from cssd_sim import pcie_trace
from cssd_sim.tier import pick, regress

REPO = Path(__file__).resolve().parents[2]
CONFIG = "sim_drive"
NUM_SETS = CONFIGS[CONFIG].set_cores
LBA = 512
NS_BYTES = 128 * 1024
TIME_SCALE = 1
HOST_MEM = 16 << 20
# cocotbext-pcie's root complex answers MSI writes at this address, one message number per vector
# (MsiRegion); cssd_sim's MSI window is put at the same place so both MSI-X tables hold the same.
MSI_ADDR = 0x8000_0000
OUT = REPO / "build" / "sim" / "native" / "pcie_diff"
# Where cocotbext-pcie's root complex puts the first host memory region (the reference run reports
# it, and `make regress` uses the reported value): `make test`'s cssd_sim runs, without a
# reference, put their host memory at the same address so that their traces are the same as the
# ones `make regress` compares.
HOST_MEM_BASE = 0
# (MPS code, MRRS code): 128/128, 128/512, 256/256, 256/1024, 512/512, 512/4096 bytes in `make
# regress`; `make test` takes every MPS once, with the smallest, a middle and the largest MRRS.
LINKS = pick([(0, 0), (1, 3), (2, 5)], [(0, 0), (0, 2), (1, 1), (1, 3), (2, 2), (2, 5)])
BIG = 12 * 1024        # four pages with the offset: PRP1 + a PRP list
OFFSET = 0x104         # dword aligned (PRP), not RCB aligned
SMALL = [(LBA, 0x0), (4096, 0x0), (3 * LBA, 0x3C)]  # under the first link only
# Each defect and the difference it must cause (a regex over the comparison's lines): a defect
# run that merely fails for another reason (a timeout, a scenario cut short) does not count.
DEFECTS = {
    "byte-enable": r"host request #\d+ \(M(Wr|Rd) BAR0.*: fbe reference \d+, model \d+",
    "split-boundary": r"device read #\d+ .* completion \d+: (byte_count|lower_addr) reference",
    "lost-tag": r"model: RC at cycle \d+ with tag \d+ matches no outstanding device read",
}
# The driver's command timeout: 2 ms of simulated time on the clean run; a defect run only has to
# get as far as its defect, and the lost tag leaves a command hanging for the whole timeout
# (500k cycles at 2 ms), so it gets 1 ms. 0.2 ms was too short: a 512 B write (read-modify-write
# of a flash page) timed out before the defects were reached.
CMD_TIMEOUT_S = {None: 2e-3, **{d: 1e-3 for d in DEFECTS}}


def _namespaces():
    from cssd_sim.nvme_fw.config import NamespaceConfig

    return [NamespaceConfig(s + 1, s + 1, NS_BYTES // LBA, LBA) for s in range(NUM_SETS)]


# ---- the scenario, once for both models ----------------------------------------------------------

class Port:
    """What the scenario needs beyond the driver, each side its own way: sized BAR0 accesses
    (the driver's RegisterAccess is dword based) and the link configuration."""

    msix_table_offset: int
    msix_vectors: int
    msix_pba_offset: int

    async def bar_read(self, offset: int, size: int) -> int:
        raise NotImplementedError

    async def bar_write(self, offset: int, size: int, value: int) -> None:
        raise NotImplementedError

    async def set_link(self, mps_code: int, mrrs_code: int) -> None:
        raise NotImplementedError


async def scenario(ctrl: NvmeController, port: Port, seed: int = 19) -> dict:
    rng = random.Random(seed)
    res: dict[str, Any] = {}
    await port.set_link(*LINKS[0])

    # BAR0 of every size at every alignment: the last MSI-X table entry (unused: the driver asks
    # for fewer vectors, and its enable rewrites the table anyway), each write read back at once.
    entry = port.msix_table_offset + (port.msix_vectors - 1) * 16
    shadow = bytearray(16)
    bar = []
    for size in (1, 2, 4, 8):
        for off in range(0, 16, size):
            value = rng.getrandbits(8 * size)
            await port.bar_write(entry + off, size, value)
            shadow[off:off + size] = value.to_bytes(size, "little")
            got = await port.bar_read(entry + off, size)
            bar.append((size, off, value, got))
    for off in range(0, 16, 4):
        bar.append((4, off, int.from_bytes(shadow[off:off + 4], "little"), await port.bar_read(entry + off, 4)))
    res["bar"] = bar
    res["bar_as_written"] = sum(1 for _, _, v, g in bar if v == g)
    res["pba"] = [await port.bar_read(port.msix_pba_offset, 4), await port.bar_read(port.msix_pba_offset, 8)]

    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    idc = await ctrl.identify(1)
    idn = await ctrl.identify(0, nsid=1)
    res["identify"] = [hashlib.sha256(idc).hexdigest(), hashlib.sha256(idn).hexdigest()]
    qp = await ctrl.create_io_queue_pair(1, 16)

    io = []
    slba = 0
    for i, link in enumerate(LINKS):
        # A read first: PCIe lets no read pass a posted write, so the CQ doorbell the last
        # completion made reaches the device under the old configuration on both models.
        await ctrl.read_csts()
        await port.set_link(*link)
        for size, off in [(BIG, OFFSET)] + (SMALL if i == 0 else []):
            data = rng.randbytes(size)
            base = ctrl.mem.alloc(size + 2 * 4096, 4096)
            buf = DmaBuffer(ctrl.mem, base + off, size)
            await buf.write(data)
            wr = await qp.write(1, slba, size // LBA, buf, length=size, check=False)
            await buf.clear()
            rd = await qp.read(1, slba, size // LBA, buf, length=size, check=False)
            got = await buf.read()
            ctrl.mem.free(base)
            io.append({"link": link, "size": size, "offset": off, "slba": slba,
                       "write_status": str(wr.status), "read_status": str(rd.status),
                       "same": got == data, "sha": hashlib.sha256(got).hexdigest()[:16]})
            slba += -(-size // LBA)
    res["io"] = io
    res["vectors"] = ctrl.num_vectors
    return res


# ---- the cocotb side (reference) ------------------------------------------------------------------

class CocotbPort(Port):
    def __init__(self, tb: Any) -> None:
        from cssd_sim.bar0_layout import MSIX_PBA_OFFSET, MSIX_TABLE_OFFSET, MSIX_VECTORS

        self.tb = tb
        self.msix_table_offset, self.msix_vectors, self.msix_pba_offset = MSIX_TABLE_OFFSET, MSIX_VECTORS, MSIX_PBA_OFFSET

    async def bar_read(self, offset: int, size: int) -> int:
        return int.from_bytes(await self.tb.pci.bar_window[0].read(offset, size), "little")

    async def bar_write(self, offset: int, size: int, value: int) -> None:
        await self.tb.pci.bar_window[0].write(offset, value.to_bytes(size, "little"))

    async def set_link(self, mps_code: int, mrrs_code: int) -> None:
        # The root port's own MPS sets how its completions split; the device's Device Control
        # register (config writes) drives cfg_max_payload / cfg_max_read_req.
        self.tb.rc.max_payload_size = mps_code
        await self.tb.pci.set_mps(mps_code)
        await self.tb.pci.set_readrq(mrrs_code)


@cocotb.test(timeout_time=100, timeout_unit="ms")
async def pcie_diff_reference(dut):
    """The scenario on cocotbext-pcie; writes reference.tlp.jsonl and reference.json."""
    from cssd_nvme.cocotb_transport import CocotbBar, CocotbHostMemory, CocotbMsixIrq
    from cssd_sim.fw_system_tb import FwSystemTb
    from cssd_sim.nvme_fw import FwConfig

    out = Path(os.environ["PCIE_DIFF_OUT"])
    tb = FwSystemTb(dut, fw_config=FwConfig(namespaces=_namespaces()), num_cores=NUM_SETS)
    tracer = pcie_trace.CocotbTlpTracer(dut, dut.clk_i)
    t0 = time.monotonic()
    await tb.bring_up(with_io=False)
    geo = await tb.start_flash_hw(dict(scale=TIME_SCALE))
    await tb.boot_cores(tb.set_configs_from(geo, time_scale=TIME_SCALE))
    t_boot = time.monotonic() - t0
    mem = CocotbHostMemory(tb.rc, arena_size=HOST_MEM)
    # cssd_sim's driver memory keeps its first page free: the same here, so that both drivers
    # place every queue and buffer at the same host address (PRPs are part of the payloads).
    mem.alloc(4096)
    irq = CocotbMsixIrq(tb.pci, 500e-9)
    ctrl = NvmeController(CocotbBar(tb.pci.bar_window[0], timeout=10e-6), mem, irq, timebase=irq, cmd_timeout=5e-3,
                          poll_interval=500e-9, batch_cq_doorbell=False)
    cycles0 = tb.boot_cycles
    res = await scenario(ctrl, CocotbPort(tb))
    res["host_mem_base"] = mem._bases[0]
    n = tracer.write(out / "reference.tlp.jsonl")
    meta = {"records": n, "boot_wall_s": t_boot, "wall_s": time.monotonic() - t0, "boot_cycles": cycles0}
    (out / "reference.json").write_text(json.dumps({"result": res, "meta": meta}, indent=1))


# ---- the native side ------------------------------------------------------------------------------

class NativePort(Port):
    def __init__(self, chan: Any, bar: Any) -> None:
        cfg = chan.hello.config
        self.chan, self.bar = chan, bar
        self.msix_table_offset, self.msix_vectors = int(cfg["msix_table_offset"]), int(cfg["msix_vectors"])
        from cssd_sim.bar0_layout import MSIX_PBA_OFFSET

        self.msix_pba_offset = MSIX_PBA_OFFSET

    async def bar_read(self, offset: int, size: int) -> int:
        return await self.bar.read(offset, size)

    async def bar_write(self, offset: int, size: int, value: int) -> None:
        await self.bar.write(offset, size, value)

    async def set_link(self, mps_code: int, mrrs_code: int) -> None:
        from cssd_nvme.sim_transport import CFG_MAX_PAYLOAD, CFG_MAX_READ_REQ

        self.chan.cfg(CFG_MAX_PAYLOAD, mps_code)
        self.chan.cfg(CFG_MAX_READ_REQ, mrrs_code)


def _native_irq(chan: Any, bar: Any):
    """MSI-X programmed the way cocotbext-pcie's msix_capability_init does it (every table entry,
    one MSI address, the vector as data, then a read of the table) so that the BAR0 writes of
    both sides are the same; the IRQ message's data names the vector."""
    from cssd_nvme.sim_transport import CFG_MSIX_ENABLE, CFG_MSIX_MASK, SimError, SimMsixIrq

    class RefMsixIrq(SimMsixIrq):
        async def enable(self, max_vectors: Optional[int] = None) -> int:
            msi = self.chan.hello.msi_base
            for v in range(self.num_vectors):
                e = self.table_offset + v * self.ENTRY_BYTES
                await self.bar.write32(e + 0, msi & 0xFFFFFFFC)
                await self.bar.write32(e + 4, msi >> 32)
                await self.bar.write32(e + 8, v)
                await self.bar.write32(e + 12, 0)
            await self.bar.read32(self.table_offset)
            self.chan.cfg(CFG_MSIX_MASK, 0)
            self.chan.cfg(CFG_MSIX_ENABLE, 1)
            self.enabled = self.num_vectors if max_vectors is None else min(max_vectors, self.num_vectors)
            return self.enabled

        def _on_irq(self, addr: int, data: int) -> None:
            if addr != self.chan.hello.msi_base or data >= self.enabled:
                raise SimError(f"MSI-X write {data:#x} to {addr:#x} matches no enabled vector")
            self.fired[data] = self.fired.get(data, 0) + 1
            for cb in list(self._callbacks.get(data, ())):
                cb()

    return RefMsixIrq(chan, bar)


def run_native(out: Path, host_mem_base: int, defect: Optional[str] = None) -> dict:
    """The scenario on cssd_sim (with `defect` in its root port); returns the result, the trace's
    path and timings. A scenario that fails (a defect can hang the device) is reported, not
    raised: the traces say what went wrong."""
    from cssd_nvme.sim_transport import CFG_BUS_MASTER, HostChannel, SimBar, SimHostMemory
    from cssd_nvme.transport import AsyncioTimebase
    from cssd_sim import boot_config, native
    from cssd_sim.set_mailbox import CFG_FORMAT_IF_BLANK

    name = defect or "clean"
    trace = out / f"native-{name}.tlp.jsonl"
    bc = boot_config.to_bytes(set_cores=NUM_SETS, set_flags=CFG_FORMAT_IF_BLANK, time_scale=TIME_SCALE,
                              namespaces=_namespaces())
    extra = ["--tlp-trace", str(trace), "--msi-base", hex(MSI_ADDR), "--msi-bytes", "16"]
    if defect:
        extra += ["--rp-defect", defect]
    t0 = time.monotonic()
    error = None
    res: dict = {}
    with native.launch(CONFIG, host_mem_bytes=HOST_MEM, host_mem_base=host_mem_base, boot_config=bc,
                       console_dir=out / f"console-{name}", max_cycles=40_000_000, extra_args=tuple(extra)) as sim:
        boot = sim.client
        boot.hello()
        assert boot.wait_sets_ready(NUM_SETS, limit_ps=8_000_000_000) is None, boot.console
        t_boot = time.monotonic() - t0
        chan = HostChannel(boot.sock, str(sim.host_mem_path))
        chan.raise_on_error = defect is None
        try:
            chan.cfg(CFG_BUS_MASTER, 1)
            bar = SimBar(chan)
            ctrl = NvmeController(bar, SimHostMemory(chan), _native_irq(chan, bar),
                                  timebase=AsyncioTimebase(500e-9), cmd_timeout=CMD_TIMEOUT_S[defect], poll_interval=500e-9,
                                  batch_cq_doorbell=False)
            res = chan.run(scenario(ctrl, NativePort(chan, bar)), max_sim_seconds=30e-3)
        except Exception as e:  # noqa: BLE001 - reported with the trace comparison
            error = f"{type(e).__name__}: {e}"
        finally:
            stats = chan.close()
        res["host_mem_base"] = host_mem_base
    return {"result": res, "trace": trace, "error": error, "device_errors": [str(e) for e in chan.errors],
            "boot_wall_s": t_boot, "wall_s": time.monotonic() - t0, "cycles": stats.cycles if stats else None}


# ---- pytest -----------------------------------------------------------------------------------------

def _reference() -> dict:
    """The cocotb reference run (its trace stays in OUT for inspection)."""
    if os.environ.get("SIM", "verilator") != "verilator":
        pytest.skip("the full system runs on Verilator only (Rocket, DPI memories)")
    from cssd_sim.cocotb_run import run
    from cssd_sim.fw_system_tb import system_run_kwargs

    OUT.mkdir(parents=True, exist_ok=True)
    for stale in ("reference.tlp.jsonl", "reference.json"):
        (OUT / stale).unlink(missing_ok=True)
    cfg = CONFIGS[CONFIG]
    kw = system_run_kwargs(REPO, cfg.system_parameters(), cfg.rocket, cfg.isp_rocket)
    t0 = time.monotonic()
    run(test_file=__file__, testcase="pcie_diff_reference", extra_env={"PCIE_DIFF_OUT": str(OUT)}, **kw)
    ref = json.loads((OUT / "reference.json").read_text())
    ref["pytest_wall_s"] = time.monotonic() - t0
    ref["trace"] = OUT / "reference.tlp.jsonl"
    ref["norm"] = pcie_trace.normalise(pcie_trace.load(ref["trace"]))
    print(f"reference (cocotbext-pcie): {pcie_trace.summary(ref['norm'])}, meta {ref['meta']}, "
          f"pytest wall {ref['pytest_wall_s']:.0f} s")
    return ref


def _compare(reference: dict, run: dict) -> list[str]:
    diffs = pcie_trace.compare(reference["norm"], pcie_trace.normalise(pcie_trace.load(run["trace"])))
    if run["error"]:
        diffs.append(f"the scenario failed on cssd_sim: {run['error']}")
    want, got = reference["result"], json.loads(json.dumps(run["result"]))  # tuples as the reference's JSON has them
    for k in sorted(set(want) | set(got)):
        if want.get(k) != got.get(k):
            diffs.append(f"result {k}: reference {want.get(k)}, cssd_sim {got.get(k)}")
    return diffs


@pytest.mark.tiered
def test_pcie_diff() -> None:
    """One item, so that pytest-xdist workers never run the cocotb reference twice into the same
    folder. `make regress`: the cocotb reference, then cssd_sim's root port as it is (traces and
    results equal to cocotbext-pcie's), then each deliberate defect, which must show up as a
    difference from the reference. `make test` leaves the reference out (its own full-system
    cocotb model: ~250 s of CPU to build and boot, an eighth of the test budget) and plants one
    defect, split-boundary (each defect run boots and runs the drive again): the clean
    cssd_sim run must pass the scenario's own checks, and the defect must differ from that clean
    run by a difference of its own kind. The comparison's other kinds (first BE, lost tag) are
    checked without simulators by test_compare_catches_planted_differences; agreement with
    cocotbext-pcie and the other planted defects are only checked by `make regress`."""
    reference = _reference() if regress() else None
    host_mem_base = reference["result"]["host_mem_base"] if reference else HOST_MEM_BASE
    run = run_native(OUT, host_mem_base)
    norm = pcie_trace.normalise(pcie_trace.load(run["trace"]))
    print(f"cssd_sim clean: {pcie_trace.summary(norm)}, {run['cycles']} cycles, boot {run['boot_wall_s']:.0f} s, "
          f"total {run['wall_s']:.0f} s wall")
    if reference is not None:
        diffs = _compare(reference, run)
        assert not diffs, "cssd_sim differs from cocotbext-pcie:\n" + "\n".join(diffs)
    assert run["error"] is None, f"the scenario failed on cssd_sim: {run['error']}"
    assert not norm.problems, norm.problems
    assert not run["device_errors"], run["device_errors"]
    res = run["result"]
    assert all(io["same"] and io["write_status"] == io["read_status"] for io in res["io"]), res["io"]
    summ = pcie_trace.summary(norm)
    assert summ["split_reads"] > 0 and summ["device_writes"] > 0, summ  # the scenario reached what it is for
    baseline = reference or {"result": json.loads(json.dumps(res)), "norm": norm}

    unnoticed = []
    planted = pick({"split-boundary": DEFECTS["split-boundary"]}, DEFECTS)
    for defect, signature in planted.items():
        run = run_native(OUT, host_mem_base, defect)
        diffs = _compare(baseline, run)
        print(f"cssd_sim --rp-defect {defect}: {len(diffs)} differences from the "
              f"{'reference' if reference else 'clean run'}, {run['wall_s']:.0f} s wall; first:\n  "
              + "\n  ".join(diffs[:8]))
        if not any(re.search(signature, d) for d in diffs):
            unnoticed.append(defect)
    assert not unnoticed, (f"--rp-defect {unnoticed} went unnoticed (no difference of the defect's own kind): "
                           "the differential test cannot see them")


def _synthetic(*, fbe: int = 0x2, split: tuple = (31, 1), rc_tag: int = 7, polls: int = 1) -> list[dict]:
    """A small trace as either model would write it: a byte write to BAR0, a register polled
    `polls` times, a device read of 128 bytes from 0x1004 answered in two completions, a device
    write."""
    recs = [{"port": "CFG", "cycle": 0, "mps": 0, "mrrs": 2, "function_status": 7, "msix_enable": 1, "msix_mask": 0},
            {"port": "CQ", "cycle": 1, "dw": "fe000104 00000000 00000801 00900000 0000ab00", "fbe": fbe, "lbe": 0,
             "be": f"0000{fbe:x}"}]
    for k in range(polls):
        recs += [{"port": "CQ", "cycle": 2 + 2 * k, "dw": f"fe00001c 00000000 00000001 009000{k:02x}", "fbe": 15,
                  "lbe": 0, "be": "0000"},
                 {"port": "CC", "cycle": 3 + 2 * k, "dw": f"0004001c 00000001 000000{k:02x} {int(k == polls - 1)}"}]
    recs.append({"port": "RQ", "cycle": 20, "dw": "00001004 00000000 00000020 00000007", "fbe": 15, "lbe": 15})
    left, cycle = 128, 21
    for i, n in enumerate(split):
        la = 0x004 if i == 0 else 0x004 + 4 * split[0]
        tag = rc_tag if i == len(split) - 1 else 7
        recs.append({"port": "RC", "cycle": cycle, "dw": " ".join([f"{left << 16 | la:08x}", f"{n:08x}", f"{tag:08x}"]
                                                                   + ["11111111"] * n), "be": "000" + "f" * n})
        left -= 4 * n
        cycle += 1
    recs.append({"port": "RQ", "cycle": 30, "dw": "80000000 00000000 00000801 00000000 00000001", "fbe": 15, "lbe": 0})
    return recs


def _norm(recs: list[dict]) -> pcie_trace.Normalised:
    return pcie_trace.normalise(sorted((pcie_trace.decode(r) for r in recs), key=lambda r: r["cycle"]))


def test_compare_catches_planted_differences():
    """The comparison without simulators: equal traces agree whatever the polling count; a first
    BE, a completion split or a completion tag changed is reported."""
    ref = _norm(_synthetic())
    assert not ref.problems, ref.problems
    assert pcie_trace.compare(ref, _norm(_synthetic(polls=3))) == []
    assert any("fbe" in d for d in pcie_trace.compare(ref, _norm(_synthetic(fbe=0x1))))
    split = pcie_trace.compare(ref, _norm(_synthetic(split=(30, 2))))
    assert any("completion 0: dwords" in d for d in split) and any("lower_addr" in d for d in split), split
    lost = pcie_trace.compare(ref, _norm(_synthetic(rc_tag=0x87)))
    assert any("matches no outstanding device read" in d for d in lost), lost
    assert any("never completed" in d for d in lost), lost
