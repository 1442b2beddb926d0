"""Front-end benchmark (`make bench`, not part of `make test`): IOPS, bandwidth and QD1 latency of
the NVMe front end with the zero-latency back end, each next to the PCIe Gen3 x16 limit for the
same payload and TLP settings.

ctrl_core on the UltraScale+ PCIe model, the cssd_nvme host driver, the management firmware model
and the per-set firmware models in zero-latency mode (each Read/Write is one AUTO_CPL transfer as
soon as the set model has read the command). All times are simulated time. Results go to
build/bench/nvme_frontend.json; tools/bench.py renders the report.

Knobs: BENCH_FULL=1 runs the whole QD x queues matrix (slow), BENCH_CMDS scales the commands per
point.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import cocotb
from cocotb.triggers import ClockCycles, Combine, RisingEdge
from cocotb.utils import get_sim_time

from cssd_sim.cocotb_run import REPO, core_files, run
from cssd_nvme import Command
from cssd_nvme.cocotb_transport import cocotb_controller
from cssd_sim.nvme_fw import FwConfig
from cssd_sim.nvme_tb import NvmeTb
from cssd_sim.pcie_link import Gen3x16, command_limits

import pytest

OUT = REPO / "build" / "bench" / "nvme_frontend.json"
NS_BLOCKS = 1 << 19  # 256 MiB per namespace at 512 B (sparse in the DDR model)
FULL = os.environ.get("BENCH_FULL") == "1"
SCALE = float(os.environ.get("BENCH_CMDS", "1"))


def _save(section: str, value) -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    data = json.loads(OUT.read_text()) if OUT.exists() else {}
    data[section] = value
    OUT.write_text(json.dumps(data, indent=1))


async def _host(dut, queues: int, depth: int):
    tb = NvmeTb(dut, fw_config=FwConfig(ns_blocks=NS_BLOCKS, private_ns_blocks=1 << 12))
    # The root port allows 512 B payloads (a common server setting; the model's default is 128 B),
    # so enumeration programs MPS 512, the most the PCIe model of the hard block supports here.
    tb.rc.max_payload_size = 2
    await tb.bring_up(with_io=True)
    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=20e-3, poll_interval=50e-9, irq_fallback=1e-6,
                             arena_size=64 << 20)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=17)
    await ctrl.identify_controller()
    for nsid in range(1, tb.fw_config.num_sets + 1):
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, depth) for q in range(queues)]
    return tb, ctrl, qps


def _link(dut) -> Gen3x16:
    mps = 128 << int(dut.cfg_max_payload.value)
    mrrs = 128 << int(dut.cfg_max_read_req.value)
    return Gen3x16(mps=mps, mrrs=mrrs)


async def _closed_loop(ctrl, qps, *, qd: int, count: int, size: int, write: bool, rng: random.Random,
                       sequential: bool = False) -> dict:
    """`qd` commands kept outstanding, spread round-robin over `qps` and over the four
    namespaces (sets); returns the rate over the run, measured between the first submission and
    the last completion."""
    blocks = size // 512
    bufs = [ctrl.alloc_buffer(size) for _ in range(qd)]
    for b in bufs:
        await b.write(bytes(size))
    issued = 0
    lat = []
    seq_lba = {n: 0 for n in (1, 2, 3, 4)}

    async def worker(w: int):
        nonlocal issued
        qp = qps[w % len(qps)]
        buf = bufs[w]
        while issued < count:
            i = issued
            issued += 1
            nsid = 1 + i % 4
            if sequential:
                slba = seq_lba[nsid]
                seq_lba[nsid] = (slba + blocks) % (NS_BLOCKS - blocks)
            else:
                slba = rng.randrange(NS_BLOCKS // blocks) * blocks
            t = get_sim_time("ns")
            cpl = await (qp.write if write else qp.read)(nsid, slba, blocks, buf, length=size, check=False)
            assert not cpl.status.is_error, cpl.status
            lat.append(get_sim_time("ns") - t)

    t0 = get_sim_time("ns")
    await Combine(*[cocotb.start_soon(worker(w)) for w in range(qd)])
    elapsed = get_sim_time("ns") - t0
    for b in bufs:
        b.free()
    lat.sort()
    return {"commands": count, "ns": elapsed, "iops": count / elapsed * 1e9,
            "bytes_per_s": count * size / elapsed * 1e9,
            "lat_p50_ns": lat[len(lat) // 2], "lat_p99_ns": lat[int(len(lat) * 0.99)]}


@cocotb.test(timeout_time=2, timeout_unit="sec")
async def bench_iops(dut):
    """4K random read and write IOPS over QD (total outstanding) x queues."""
    queues_set = [1, 2, 4, 8, 16] if FULL else [1, 16]
    qds = [1, 2, 4, 8, 16, 32, 64, 128, 256] if FULL else [1, 16, 64, 256]
    tb, ctrl, qps = await _host(dut, max(queues_set), 256 + 1)
    link = _link(dut)
    rng = random.Random(1)
    rows = []
    for write in (False, True):
        lim = command_limits(link, 4096, write)
        for nq in queues_set:
            for qd in qds:
                if qd < nq:
                    continue
                count = max(64, int(SCALE * max(128, 2 * qd)))
                r = await _closed_loop(ctrl, qps[:nq], qd=qd, count=count, size=4096, write=write, rng=rng)
                r.update(op="write" if write else "read", queues=nq, qd=qd, limit_iops=lim["iops"],
                         ratio=r["iops"] / lim["iops"])
                dut._log.info("4K %s QD %3d over %2d queues: %.3f M IOPS (%.1f%% of link %.3f M)",
                              r["op"], qd, nq, r["iops"] / 1e6, 100 * r["ratio"], lim["iops"] / 1e6)
                rows.append(r)
    _save("iops_4k", {"link": link.describe(), "rows": rows})


@cocotb.test(timeout_time=3, timeout_unit="sec")
async def bench_seq(dut):
    """128K sequential read and write bandwidth at QD 32 over 4 queues, at MPS 128, 256 and 512
    (the root port reprograms Device Control between runs); each against its own MPS's limits."""
    tb, ctrl, qps = await _host(dut, 4, 64)
    rng = random.Random(2)
    rows = []
    for mps_code in (0, 1, 2):
        await tb.pci.set_mps(mps_code)
        tb.rc.max_payload_size = mps_code
        await ClockCycles(dut.clk_i, 4)
        link = _link(dut)
        assert link.mps == 128 << mps_code, f"MPS {link.mps} after programming {128 << mps_code}"
        for write in (False, True):
            lim = command_limits(link, 128 << 10, write)
            r = await _closed_loop(ctrl, qps, qd=32, count=int(SCALE * 96), size=128 << 10, write=write, rng=rng,
                                   sequential=True)
            r.update(op="write" if write else "read", queues=4, qd=32, mps=link.mps, limit_bytes_per_s=lim["bytes_per_s"],
                     iface_bytes_per_s=lim["iface_bytes_per_s"], ratio=r["bytes_per_s"] / lim["bytes_per_s"])
            dut._log.info("128K seq %s at MPS %d: %.2f GB/s (%.1f%% of link %.2f GB/s; interface bound %.2f GB/s)",
                          r["op"], link.mps, r["bytes_per_s"] / 1e9, 100 * r["ratio"], lim["bytes_per_s"] / 1e9,
                          lim["iface_bytes_per_s"] / 1e9)
            rows.append(r)
    _save("seq_128k", {"link": link.describe(), "rows": rows})


class PortMonitor:
    """Watches the PCIe user interface for one command at a time (QD1): the SQ tail doorbell's
    arrival on CQ, requester reads outstanding on RQ/RC (time the controller waits for host
    memory), and the CQE write leaving on RQ."""

    def __init__(self, dut, cq_lo: int, cq_hi: int) -> None:
        self.dut = dut
        self.cq_lo, self.cq_hi = cq_lo, cq_hi
        self.reset()
        self._task = cocotb.start_soon(self._run())

    def reset(self) -> None:
        self.t_db = None
        self.t_cqe = None
        self.host_wait = 0.0
        self.reads = 0
        self._last = 0.0

    def stop(self) -> None:
        self._task.cancel()

    async def _run(self) -> None:
        d = self.dut
        cq_in = rq_in = rc_in = False
        while True:
            await RisingEdge(d.clk_i)
            now = get_sim_time("ns")
            if self.reads:
                self.host_wait += now - self._last
            self._last = now
            if d.s_axis_cq_tvalid.value and d.s_axis_cq_tready.value:
                if not cq_in:
                    w = int(d.s_axis_cq_tdata.value) & ((1 << 128) - 1)
                    req_type = (w >> 75) & 0xF
                    off = w & 0xFFFC
                    # MWr to an I/O SQ tail doorbell (0x1000 + 8 * qid, qid >= 1)
                    if req_type == 1 and off >= 0x1008 and off < 0x2000 and (off - 0x1000) % 8 == 0:
                        self.t_db = now
                cq_in = not d.s_axis_cq_tlast.value
            if d.m_axis_rq_tvalid.value and d.m_axis_rq_tready.value:
                if not rq_in:
                    w = int(d.m_axis_rq_tdata.value) & ((1 << 128) - 1)
                    addr = w & ((1 << 64) - 4)
                    req_type = (w >> 75) & 0xF
                    if req_type == 0:
                        self.reads += 1
                    elif req_type == 1 and self.cq_lo <= addr < self.cq_hi:
                        self.t_cqe = now
                rq_in = not d.m_axis_rq_tlast.value
            if d.s_axis_rc_tvalid.value and d.s_axis_rc_tready.value:
                if not rc_in:
                    w = int(d.s_axis_rc_tdata.value) & ((1 << 96) - 1)
                    if (w >> 30) & 1:  # request completed: the last completion of that read
                        self.reads -= 1
                rc_in = not d.s_axis_rc_tlast.value


@cocotb.test(timeout_time=1, timeout_unit="sec")
async def bench_latency(dut):
    """QD1 4K read and write: SQ doorbell arrival to CQE departure at the PCIe user interface,
    less the time spent waiting for host memory reads (SQE fetch, write data) and less the
    link-rate serialization of the command's TLPs = controller-added latency."""
    tb, ctrl, qps = await _host(dut, 1, 16)
    link = _link(dut)
    qp = qps[0]
    cq_lo = qp.cq.addr
    mon = PortMonitor(dut, cq_lo, cq_lo + 16 * qp.cq.depth)
    rng = random.Random(3)
    buf = ctrl.alloc_buffer(4096)
    rows = []
    for write in (False, True):
        samples = []
        for i in range(int(SCALE * 48)):
            mon.reset()
            nsid = 1 + i % 4
            cpl = await (qp.write if write else qp.read)(nsid, rng.randrange(NS_BLOCKS // 8) * 8, 8, buf,
                                                         length=4096, check=False)
            assert not cpl.status.is_error
            await RisingEdge(dut.clk_i)
            assert mon.t_db is not None and mon.t_cqe is not None, "monitor missed the doorbell or the CQE"
            samples.append((mon.t_cqe - mon.t_db, mon.host_wait))
        lim = command_limits(link, 4096, write)
        total = sorted(s[0] for s in samples)
        added = sorted(s[0] - s[1] - lim["serial_ns"] for s in samples)
        r = {"op": "write" if write else "read", "samples": len(samples),
             "doorbell_to_cqe_p50_ns": total[len(total) // 2],
             "host_wait_p50_ns": sorted(s[1] for s in samples)[len(samples) // 2],
             "link_serial_ns": lim["serial_ns"], "added_p50_ns": added[len(added) // 2],
             "added_max_ns": added[-1]}
        dut._log.info("QD1 4K %s: doorbell->CQE %.0f ns, host reads %.0f ns, link serialization %.0f ns, "
                      "controller-added %.0f ns (max %.0f)", r["op"], r["doorbell_to_cqe_p50_ns"],
                      r["host_wait_p50_ns"], r["link_serial_ns"], r["added_p50_ns"], r["added_max_ns"])
        rows.append(r)
    mon.stop()
    _save("latency_qd1", {"link": link.describe(), "rows": rows})


@pytest.mark.skipif(os.environ.get("CSSD_BENCH") != "1", reason="benchmark: run with make bench")
def test_nvme_bench():
    run(test_file=__file__, toplevel="ctrl_core", sources=core_files("top"),
        testcase=os.environ.get("BENCH_TESTS", "bench_latency,bench_seq,bench_iops").split(","))
