"""fio drives the simulated drive on cssd_sim: the cssd fio ioengine (sw/fio/cssd_engine.c) talks
to cssd_sim.fio_server, whose requests become NVMe commands from the cssd_nvme host driver on the
host channel (cssd_nvme.sim_transport), in simulated time.

The drive is cssd_sim.fio_server.DRIVE (sim_drive, or the configuration CSSD_CONFIG names) with
the namespaces cssd_sim.nvme_fw.config.set_namespaces gives it, one per NVM set; on sim_drive
namespace 1 (512-byte LBAs, 128 KiB) in NVM set 1 on core 0 / channel 0, namespace 2 (4 KiB
LBAs, 128 KiB) in NVM set 2 on core 1 / channel 1; fio names them `filename=ns1`, `ns2`. Every
request becomes one NVMe command (one I/O queue pair per namespace, 32 deep) in its own task,
so the commands of one fio job overlap at the controller as fio's iodepth says; completions go
back to fio as they come.

Jobs run one after the other on the same drive (one boot): `name` is a job file in sw/fio/jobs/
(or a path); `+corrupt` first flushes, then arms the flash back end's silent-corruption rule (one
flipped bit in the data of a read, status OK) on pages of namespace 2 that the previous jobs
wrote; `+flip` first flushes, then flips one bit of the NAND array directly (the memory
backdoor, no fault rule): in the middle of the first block an earlier job wrote whose page is in
the array exactly once, so well past the crc32c header fio puts at the start of each block;
`+verify_only` runs the job with CSSD_VERIFY_ONLY=1 (read and check what an earlier run of
the same job wrote). fio runs as a child process; its output goes to <out_dir>/<n>-<name>.txt.
Per job, the results: fio's totals (I/Os, IOPS, mean completion latency: wall clock), what the
server measured for the same requests (wall clock and simulated time), and the set cores'
command counters over the job.

While fio has nothing outstanding the simulation keeps running (the server polls its socket
every POLL_CYCLES): the drive idles in simulated time as it would in real time.
"""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import time
from collections import Counter
from pathlib import Path

from cssd_nvme import Command

from cssd_sim import fio_server as fs
from cssd_sim import set_mailbox as smb
from cssd_sim.flash_port import Fault
from cssd_sim.nvme_fw.config import set_namespaces
from cssd_sim.native_bench import NativeSystem

CLK_S = 4e-9  # the PCIe user clock drives the whole system
POLL_CYCLES = 20  # socket poll period
JOB_TIMEOUT_S = 1200.0  # wall clock per fio run (sim_drive's jobs; run_jobs takes another)
CORRUPT_PAGES = 4  # pages of namespace 2 given a silent-corruption rule by `+corrupt`
FLIP_MASK = 0x10  # the bit `+flip` inverts
NS = set_namespaces(fs.DRIVE)  # nsid: (LBA size, LBAs, NVM set)
COUNTERS = ("commands", "read_cmds", "write_cmds", "error_cmds", "read_cycles", "write_cycles")


def _now_ns() -> float:
    return asyncio.get_running_loop().time() * 1e9


async def _cycles(n: int) -> None:
    await asyncio.sleep(n * CLK_S)


class Server:
    """The fio server's requests as NVMe commands on the simulated drive, with a record of each."""

    def __init__(self, system: NativeSystem, ctrl, qps, path: str) -> None:
        self.system, self.ctrl, self.qps = system, ctrl, qps
        self.page = system.geo.page_bytes
        self.srv = fs.FioServer(path)
        self.records: list[dict] = []  # one per completed I/O request
        self.own_cmds = 0  # commands sent by the scenario itself (the Flush before `+corrupt`)
        self.outstanding = 0
        self.max_outstanding = 0
        self.written: dict[tuple[int, int], bytes] = {}  # (nsid, page) -> last data written
        self.write_order: list[tuple[int, int]] = []
        self.write_reqs: list[tuple[int, int, int]] = []  # (nsid, offset, length) of writes, as they arrived
        self.tasks: set[asyncio.Task] = set()

    async def run(self) -> None:
        while True:
            for req in self.srv.poll():
                if req.op == fs.OP_INFO:
                    ns = NS.get(req.nsid)
                    self.srv.complete(req, 0 if ns else fs.STATUS_HOST_ERROR, value=ns[0] * ns[1] if ns else 0)
                else:
                    task = asyncio.ensure_future(self.io(req))
                    self.tasks.add(task)
                    task.add_done_callback(self.tasks.discard)
            self.srv.flush()
            await _cycles(POLL_CYCLES)

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
        now = _now_ns
        t0 = now()
        data = b""
        if req.op == fs.OP_FLUSH:
            cpl = await qp.execute(Command(opcode=0x00, nsid=req.nsid), check=False)
            t1 = now()
        elif req.op == fs.OP_TRIM:
            cpl = await qp.deallocate(req.nsid, [(slba, nlb)], check=False)
            t1 = now()
            if not cpl.status.is_error:
                # Deallocated pages hold zeros now: none of them is a candidate for `+corrupt`,
                # which needs a page whose written data sits in the NAND array.
                for i in range(0, req.length, self.page):
                    self.written.pop((req.nsid, (req.offset + i) // self.page), None)
        elif req.op == fs.OP_WRITE:
            self.write_reqs.append((req.nsid, req.offset, req.length))
            buf = self.ctrl.alloc_buffer(req.length)
            await buf.write(req.data)
            t0 = now()
            cpl = await qp.write(req.nsid, slba, nlb, buf, check=False)
            t1 = now()
            buf.free()
            if not cpl.status.is_error:
                for i in range(0, req.length, self.page):
                    key = (req.nsid, (req.offset + i) // self.page)
                    if key not in self.written:
                        self.write_order.append(key)
                    self.written[key] = req.data[i:i + self.page]
        else:
            buf = self.ctrl.alloc_buffer(req.length)
            cpl = await qp.read(req.nsid, slba, nlb, buf, check=False)
            t1 = now()
            data = await buf.read()
            buf.free()
        self.outstanding -= 1
        status = cpl.status.sct << 8 | cpl.status.sc if cpl.status.is_error else 0
        self.srv.complete(req, status, data=bytes(data))
        self.records.append(dict(op=fs.OP_NAMES[req.op], nsid=req.nsid, wall0=req.t_recv, wall1=time.monotonic(),
                                 sim0=t0, sim1=t1, status=status, bytes=req.length))

    async def corrupt(self) -> list[dict]:
        """Flush both namespaces (the data is on flash), then a silent-corruption rule on the
        first pages of namespace 2 the jobs wrote that are in the NAND array exactly once. The
        flipped bit is anywhere in the page (FAULT_FLIP, seeded by SEED), not only fio's header."""
        for nsid in NS:
            await self.qps[nsid - 1].execute(Command(opcode=0x00, nsid=nsid))
            self.own_cmds += 1
        await _cycles(2000)
        g = self.system.geo
        pages = g.total_pages
        array = self.system.ddr1.read(0, pages * self.page)
        rng = random.Random(int(os.environ.get("SEED", "1")))
        byte, bit = rng.randrange(self.page), rng.randrange(8)
        await self.system.flash.corrupt_at(byte, bit)
        targets = []
        for key in self.write_order:
            if key[0] != 2:
                continue
            want = self.written[key]
            hits = [i for i in range(pages) if array[i * self.page:(i + 1) * self.page] == want]
            if len(hits) != 1:
                continue
            loc = g.location(hits[0])
            await self.system.flash.fault_rule(len(targets), Fault.CORRUPT, *loc)
            targets.append({"nsid": key[0], "offset": key[1] * self.page, "nand": loc, "flip": (byte, bit)})
            if len(targets) == CORRUPT_PAGES:
                break
        return targets

    async def flip(self) -> dict | None:
        """Flush every namespace, then invert FLIP_MASK in one byte of the NAND array: the middle
        byte of the first written block (fio's verify block: its header is at the start) whose
        page holds what was last written there and sits in the array exactly once. The target, or
        None when no written page qualifies."""
        for nsid in NS:
            await self.qps[nsid - 1].execute(Command(opcode=0x00, nsid=nsid))
            self.own_cmds += 1
        await _cycles(2000)
        g = self.system.geo
        array = self.system.ddr1.read(0, g.total_pages * self.page)  # one backdoor read, searched below
        for nsid, offset, length in self.write_reqs:
            pos = offset + length // 2
            want = self.written.get((nsid, pos // self.page))
            if want is None:
                continue
            hits = [i for i in range(g.total_pages) if array[i * self.page:(i + 1) * self.page] == want]
            if len(hits) != 1:
                continue
            addr = g.data_address(hits[0]) + pos % self.page
            old = array[addr]
            self.system.ddr1.write(addr, bytes([old ^ FLIP_MASK]))
            assert self.system.ddr1.read(addr, 1)[0] == old ^ FLIP_MASK
            return {"nsid": nsid, "block_offset": offset, "block_length": length, "byte_offset": pos,
                    "nand": g.location(hits[0]), "page_byte": pos % self.page, "mask": FLIP_MASK}
        return None

    async def clear_faults(self, n: int) -> None:
        for i in range(n):
            await self.system.flash.fault_rule(i, Fault.OFF, 0, 0, 0, 0, 0)


def server_stats(records: list[dict]) -> dict:
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


def counters(mbs: list[smb.Mailbox]) -> dict:
    """The set cores' counters, summed, and per set (`sets`)."""
    out = {k: sum(getattr(mb, k) for mb in mbs) for k in COUNTERS}
    out["sets"] = [{k: getattr(mb, k) for k in COUNTERS} for mb in mbs]
    return out


def delta(after: dict, before: dict) -> dict:
    d = {k: after[k] - before[k] for k in COUNTERS}
    d["sets"] = [{k: a[k] - b[k] for k in COUNTERS} for a, b in zip(after["sets"], before["sets"])]
    return d


async def run_jobs(system: NativeSystem, ctrl, jobs: list[str], out_dir: Path, sock: str, log,
                   job_timeout_s: float = JOB_TIMEOUT_S) -> dict:
    """The fio jobs one after the other on the booted drive; `ctrl` a driver not enabled yet."""
    wall0, sim0 = time.monotonic(), _now_ns()
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    await ctrl.identify_controller()
    for nsid in NS:
        await ctrl.identify_namespace(nsid)
    qps = [await ctrl.create_io_queue_pair(q + 1, 32) for q in range(len(NS))]
    server = Server(system, ctrl, qps, sock)
    serve_task = asyncio.ensure_future(server.run())
    geo = system.geo
    raw = {k: await system.flash.rd(k) for k in ("T_CMD", "T_READ", "T_PROG", "BUS_RATE", "TIME_SCALE")}
    flash = dict(channels=geo.channels, dies=geo.dies, planes=geo.planes, blocks=geo.blocks, pages=geo.pages,
                 page_bytes=geo.page_bytes, **{k.lower(): v for k, v in raw.items()})
    results = {"boot": {"ready_sim_us": sim0 / 1000}, "flash": flash, "jobs": []}
    faults = 0
    try:
        for n, spec in enumerate(jobs):
            name, *modes = spec.split("+")
            if faults:
                await server.clear_faults(faults)
                faults = 0
            targets = []
            if "flip" in modes:
                flipped = await server.flip()
                targets = [flipped] if flipped else []
                log(f"one bit flipped in the NAND array: {flipped}")
            if "corrupt" in modes:
                targets = await server.corrupt()
                faults = len(targets)
                log(f"silent corruption armed on {targets}")
            before = counters(system.mailboxes())
            own0 = server.own_cmds
            server.records.clear()
            server.max_outstanding = 0
            out_file = out_dir / f"{n}-{Path(name).stem}.txt"
            t_wall, t_sim = time.monotonic(), _now_ns()
            log(f"job {n}: {spec}")
            with open(out_file, "w") as f:
                proc = subprocess.Popen(fs.fio_argv(name), env=fs.fio_env(sock, verify_only="verify_only" in modes),
                                        stdout=f, stderr=subprocess.STDOUT, cwd=out_dir)
                while proc.poll() is None:
                    if time.monotonic() - t_wall > job_timeout_s:
                        proc.kill()
                        proc.wait()
                        break
                    await _cycles(500)
            wall_s, sim_us = time.monotonic() - t_wall, (_now_ns() - t_sim) / 1000
            # A set core counts a command after it posted the completion: let the counters settle.
            sent = len(server.records) + server.own_cmds - own0
            for _ in range(50):
                after = counters(system.mailboxes())
                if after["commands"] - before["commands"] >= sent:
                    break
                await _cycles(200)
            # The cycle counters are published a little after the command counts.
            await _cycles(3000)
            after = counters(system.mailboxes())
            text, report = fs.split_output(out_file.read_text(errors="replace"))
            job = {
                "spec": spec, "rc": proc.returncode, "output": str(out_file), "wall_s": wall_s, "sim_us": sim_us,
                "fio": fs.summarize(report) if report else None,
                "verify_failures": text.count("verify failed") + text.count("verify: bad"),
                "server": server_stats(server.records), "max_outstanding": server.max_outstanding,
                "bytes_per_io": (sum(r["bytes"] for r in server.records if r["op"] != "flush")
                                 / max(1, sum(1 for r in server.records if r["op"] != "flush"))),
                "own_cmds": server.own_cmds - own0,
                # request sizes in bytes -> count (reads and writes): what a mixed-size job mixed
                "sizes": {str(n): c for n, c in sorted(Counter(r["bytes"] for r in server.records
                                                               if r["op"] in ("read", "write")).items())},
                "sim_cycles": round(sim_us * 1e-6 / CLK_S),
                "counters": delta(after, before),
                "corrupted": targets,
            }
            results["jobs"].append(job)
            log(f"job {n} done: rc {proc.returncode}, {job['fio']}")
        if faults:
            await server.clear_faults(faults)
    finally:
        serve_task.cancel()
        server.srv.close()
    results["sim_s"] = _now_ns() / 1e9
    results["jobs_wall_s"] = time.monotonic() - wall0
    return results
