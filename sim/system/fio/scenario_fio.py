"""fio drives the simulated drive: the full system (`cssd_system`: ctrl_core with the flash back
end and two Rocket set cores running firmware/app/set_main.c) serves the cssd fio ioengine
(sw/fio/cssd_engine.c) through sim/lib/cssd_sim/fio_server.py.

The drive is the one sim/system/fw_system tests: namespace 1 (512-byte LBAs, 128 KiB) in NVM set
1 on core 0 / channel 0, namespace 2 (4 KiB LBAs, 128 KiB) in NVM set 2 on core 1 / channel 1; fio
names them `filename=ns1`, `ns2`. Every request becomes one NVMe command from the cssd_nvme host
driver (one I/O queue pair per namespace, 32 deep) and runs as its own coroutine, so the commands
of one fio job overlap at the controller as fio's iodepth says; completions go back to fio as they
come. Partial, as in fw_system: the management core is the Python model.

The jobs come from $FIO_JOBS, comma-separated, run one after the other on the same drive (one
boot): `name` is a job file in sw/fio/jobs/ (or a path); `+corrupt` first flushes, then arms the
flash back end's silent-corruption rule (one flipped bit in the data of a read, status OK) on
pages of namespace 2 that the previous jobs wrote; `+verify_only` runs the job with
CSSD_VERIFY_ONLY=1 (read and check what an earlier run of the same job wrote). fio runs as a child
process of the simulation; its output goes to <$FIO_OUT_DIR>/<n>-<name>.txt. Per job, the results
($FIO_RESULT, JSON): fio's totals (I/Os, IOPS, mean completion latency: wall clock), what the
server measured for the same requests (wall clock and simulated time), and the set cores'
command counters over the job.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import cocotb
from cocotb.triggers import ClockCycles
from cocotb.utils import get_sim_time

from cssd_sim import fio_server as fs
from cssd_sim import set_mailbox as smb
from cssd_nvme import Command
from cssd_nvme.cocotb_transport import cocotb_controller
from cssd_sim.flash_port import Fault
from cssd_sim.fw_system_tb import FwSystemTb
from cssd_sim.nvme_fw import FwConfig
from cssd_sim.nvme_fw.config import NamespaceConfig

# The drive of `make run` and sim/system/fw_system (config/cssd.toml sim_drive, fio_server.DRIVE).
CONFIG = fs.DRIVE
NUM_CORES = CONFIG.set_cores
GEOMETRY = CONFIG.flash_parameters()
PAGE = CONFIG.page_bytes
# nsid: (LBA size, LBAs, NVM set), as in sim/system/fw_system
NS = {1: (512, 256, 1), 2: (4096, 32, 2)}
TIMING = dict(scale=1)  # 2PM Table 1 at 1/256
CLK_NS = 4.0
POLL_CYCLES = int(os.environ.get("FIO_POLL_CYCLES", "20"))  # socket poll period
JOB_TIMEOUT_S = float(os.environ.get("FIO_JOB_TIMEOUT", "1200"))  # wall clock per fio run
CORRUPT_PAGES = 4  # pages of namespace 2 given a silent-corruption rule by `+corrupt`


class Server:
    """The fio server's requests as NVMe commands on the simulated drive, with a record of each."""

    def __init__(self, tb: FwSystemTb, ctrl, qps, path: str) -> None:
        self.tb, self.ctrl, self.qps = tb, ctrl, qps
        self.srv = fs.FioServer(path)
        self.records: list[dict] = []  # one per completed I/O request
        self.own_cmds = 0  # commands the scenario sent itself (the Flush before `+corrupt`)
        self.outstanding = 0
        self.max_outstanding = 0
        self.written: dict[tuple[int, int], bytes] = {}  # (nsid, 4 KiB page) -> last data written
        self.write_order: list[tuple[int, int]] = []

    async def run(self) -> None:
        clk = self.tb.dut.clk_i
        while True:
            for req in self.srv.poll():
                if req.op == fs.OP_INFO:
                    ns = NS.get(req.nsid)
                    self.srv.complete(req, 0 if ns else fs.STATUS_HOST_ERROR, value=ns[0] * ns[1] if ns else 0)
                else:
                    cocotb.start_soon(self.io(req))
            self.srv.flush()
            await ClockCycles(clk, POLL_CYCLES)

    async def io(self, req: fs.Request) -> None:
        ns = NS.get(req.nsid)
        lba = ns[0] if ns else 1
        if not ns or req.offset % lba or req.length % lba or req.offset + req.length > lba * ns[1]:
            self.srv.complete(req, fs.STATUS_HOST_ERROR)
            return
        qp = self.qps[req.nsid - 1]
        slba, nlb = req.offset // lba, req.length // lba
        self.outstanding += 1
        self.max_outstanding = max(self.max_outstanding, self.outstanding)
        t0 = get_sim_time("ns")
        data = b""
        if req.op == fs.OP_FLUSH:
            cpl = await qp.execute(Command(opcode=0x00, nsid=req.nsid), check=False)
        elif req.op == fs.OP_TRIM:
            cpl = await qp.deallocate(req.nsid, [(slba, nlb)], check=False)
            if not cpl.status.is_error:
                # Deallocated pages hold zeros now: none of them is a candidate for `+corrupt`,
                # which needs a page whose written data sits in the NAND array.
                for i in range(0, req.length, PAGE):
                    self.written.pop((req.nsid, (req.offset + i) // PAGE), None)
        elif req.op == fs.OP_WRITE:
            buf = self.ctrl.alloc_buffer(req.length)
            await buf.write(req.data)
            t0 = get_sim_time("ns")
            cpl = await qp.write(req.nsid, slba, nlb, buf, check=False)
            buf.free()
            if not cpl.status.is_error:
                for i in range(0, req.length, PAGE):
                    key = (req.nsid, (req.offset + i) // PAGE)
                    if key not in self.written:
                        self.write_order.append(key)
                    self.written[key] = req.data[i:i + PAGE]
        else:
            buf = self.ctrl.alloc_buffer(req.length)
            cpl = await qp.read(req.nsid, slba, nlb, buf, check=False)
            t1 = get_sim_time("ns")
            data = await buf.read()
            buf.free()
        t1 = get_sim_time("ns") if req.op != fs.OP_READ else t1
        self.outstanding -= 1
        status = cpl.status.sct << 8 | cpl.status.sc if cpl.status.is_error else 0
        self.srv.complete(req, status, data=bytes(data))
        self.records.append(dict(op=fs.OP_NAMES[req.op], nsid=req.nsid, wall0=req.t_recv, wall1=time.monotonic(),
                                 sim0=t0, sim1=t1, status=status, bytes=req.length))

    async def corrupt(self) -> list[tuple]:
        """Flush both namespaces (the data is on flash), then a silent-corruption rule on the
        first pages of namespace 2 the jobs wrote that are in the NAND array exactly once."""
        for nsid in NS:
            await self.qps[nsid - 1].execute(Command(opcode=0x00, nsid=nsid))
            self.own_cmds += 1
        await self.tb.cycles(2000)
        g = GEOMETRY
        pages = g["FlashChannels"] * g["FlashDies"] * g["FlashPlanes"] * g["FlashBlocks"] * g["FlashPages"]
        array = self.tb.ddr1.read(0, pages * PAGE)
        targets = []
        for key in self.write_order:
            if key[0] != 2:
                continue
            want = self.written[key]
            hits = [i for i in range(pages) if array[i * PAGE:(i + 1) * PAGE] == want]
            if len(hits) != 1:
                continue
            loc = self.tb.array_location(hits[0])
            await self.tb.flash.fault_rule(len(targets), Fault.CORRUPT, *loc)
            targets.append({"nsid": key[0], "offset": key[1] * PAGE, "nand": loc})
            if len(targets) == CORRUPT_PAGES:
                break
        self.tb.log.info("silent corruption armed on %s", targets)
        return targets

    async def clear_faults(self, n: int) -> None:
        for i in range(n):
            await self.tb.flash.fault_rule(i, Fault.OFF, 0, 0, 0, 0, 0)


def _stats(records: list[dict]) -> dict:
    """What the server measured: per direction, count, IOPS and mean latency in wall clock and
    in simulated time (first request arrival to last completion)."""
    out = {}
    for op in ("read", "write", "trim", "flush", "all"):
        rs = [r for r in records if r["op"] == op or (op == "all" and r["op"] not in ("flush", "trim"))]
        if not rs:
            out[op] = {"n": 0}
            continue
        n = len(rs)
        wall_span = max(r["wall1"] for r in rs) - min(r["wall0"] for r in rs)
        sim_span = (max(r["sim1"] for r in rs) - min(r["sim0"] for r in rs)) / 1e9
        out[op] = {
            "n": n,
            "errors": sum(1 for r in rs if r["status"]),
            "wall_iops": n / wall_span if wall_span else 0.0,
            "wall_lat_mean_us": sum(r["wall1"] - r["wall0"] for r in rs) / n * 1e6,
            "sim_iops": n / sim_span if sim_span else 0.0,
            "sim_lat_mean_us": sum(r["sim1"] - r["sim0"] for r in rs) / n / 1000,
            "sim_span_us": sim_span * 1e6,
            "wall_span_s": wall_span,
        }
    return out


COUNTERS = ("commands", "read_cmds", "write_cmds", "error_cmds", "read_cycles", "write_cycles")


def _counters(mbs: list[smb.Mailbox]) -> dict:
    """The set cores' counters, summed, and per set (`sets`)."""
    out = {k: sum(getattr(mb, k) for mb in mbs) for k in COUNTERS}
    out["sets"] = [{k: getattr(mb, k) for k in COUNTERS} for mb in mbs]
    return out


def _delta(after: dict, before: dict) -> dict:
    d = {k: after[k] - before[k] for k in COUNTERS}
    d["sets"] = [{k: a[k] - b[k] for k in COUNTERS} for a, b in zip(after["sets"], before["sets"])]
    return d


@cocotb.test(timeout_time=5000, timeout_unit="ms")
async def fio_jobs(dut):
    wall0 = time.monotonic()
    jobs = [j for j in os.environ.get("FIO_JOBS", "verify").split(",") if j]
    out_dir = Path(os.environ.get("FIO_OUT_DIR", "fio-out"))
    out_dir.mkdir(parents=True, exist_ok=True)
    sock = os.environ.get("CSSD_FIO_SOCKET", str(out_dir / "cssd.sock"))
    config = FwConfig(namespaces=[NamespaceConfig(nsid, nvm_set, n, lba) for nsid, (lba, n, nvm_set) in NS.items()])
    tb = FwSystemTb(dut, fw_config=config, num_cores=NUM_CORES)
    await tb.bring_up(with_io=False)
    geo = await tb.start_flash_hw(TIMING)
    await tb.boot_cores(tb.set_configs_from(geo, time_scale=TIMING["scale"]))
    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=5e-3, poll_interval=500e-9, irq_fallback=2e-6)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    await ctrl.identify_controller()
    for nsid in NS:
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, 32) for q in range(len(NS))]
    server = Server(tb, ctrl, qps, sock)
    serve_task = cocotb.start_soon(server.run())
    boot = {"boot_cycles": tb.boot_cycles, "ready_wall_s": time.monotonic() - wall0,
            "ready_sim_us": get_sim_time("ns") / 1000}
    tb.log.info("[fio] drive ready after %.0f s wall; fio socket %s", boot["ready_wall_s"], sock)
    raw = {k: await tb.flash.rd(k) for k in ("T_CMD", "T_READ", "T_PROG", "BUS_RATE", "TIME_SCALE")}
    flash = dict(channels=geo.channels, dies=geo.dies, planes=geo.planes, blocks=geo.blocks, pages=geo.pages,
                 page_bytes=geo.page_bytes, **{k.lower(): v for k, v in raw.items()})
    results = {"boot": boot, "flash": flash, "jobs": []}
    faults = 0
    for n, spec in enumerate(jobs):
        name, *modes = spec.split("+")
        if faults:
            await server.clear_faults(faults)
            faults = 0
        targets = []
        if "corrupt" in modes:
            targets = await server.corrupt()
            faults = len(targets)
        before = _counters(tb.mailboxes())
        own0 = server.own_cmds
        server.records.clear()
        server.max_outstanding = 0
        out_file = out_dir / f"{n}-{Path(name).stem}.txt"
        t_wall, t_sim = time.monotonic(), get_sim_time("ns")
        tb.log.info("[fio] job %d: %s", n, spec)
        with open(out_file, "w") as f:
            proc = subprocess.Popen(fs.fio_argv(name), env=fs.fio_env(sock, verify_only="verify_only" in modes),
                                    stdout=f, stderr=subprocess.STDOUT, cwd=out_dir)
            while proc.poll() is None:
                if time.monotonic() - t_wall > JOB_TIMEOUT_S:
                    proc.kill()
                    proc.wait()
                    break
                await ClockCycles(dut.clk_i, 500)
        wall_s, sim_us = time.monotonic() - t_wall, (get_sim_time("ns") - t_sim) / 1000
        # A set core counts a command after it posted the completion: let the counters settle.
        sent = len(server.records) + server.own_cmds - own0
        for _ in range(50):
            after = _counters(tb.mailboxes())
            if after["commands"] - before["commands"] >= sent:
                break
            await tb.cycles(200)
        # The cycle counters are published a little after the command counts: let them settle too
        # (they carry over into the next job otherwise).
        await tb.cycles(3000)
        after = _counters(tb.mailboxes())
        text, report = fs.split_output(out_file.read_text(errors="replace"))
        job = {
            "spec": spec, "rc": proc.returncode, "output": str(out_file), "wall_s": wall_s, "sim_us": sim_us,
            "fio": fs.summarize(report) if report else None,
            "verify_failures": text.count("verify failed") + text.count("verify: bad"),
            "server": _stats(server.records), "max_outstanding": server.max_outstanding,
            "bytes_per_io": (sum(r["bytes"] for r in server.records if r["op"] != "flush")
                             / max(1, sum(1 for r in server.records if r["op"] != "flush"))),
            "own_cmds": server.own_cmds - own0,
            "counters": _delta(after, before),
            "corrupted": targets,
        }
        results["jobs"].append(job)
        tb.log.info("[fio] job %d done: rc %s, %s", n, proc.returncode, json.dumps(job["fio"]))
        if os.environ.get("FIO_RESULT"):
            Path(os.environ["FIO_RESULT"]).write_text(json.dumps(results, indent=1))
    if faults:
        await server.clear_faults(faults)
    serve_task.cancel()
    server.srv.close()
    results["cycles"] = get_sim_time("ns") / CLK_NS
    results["wall_s"] = time.monotonic() - wall0
    results["khz"] = results["cycles"] / results["wall_s"] / 1e3
    if os.environ.get("FIO_RESULT"):
        Path(os.environ["FIO_RESULT"]).write_text(json.dumps(results, indent=1))
