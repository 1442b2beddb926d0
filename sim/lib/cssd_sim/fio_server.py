"""The simulation's end of the cssd fio ioengine (sw/fio/cssd_engine.c): a Unix-socket server
that turns the engine's requests into work items and sends completions back in whatever order
they finish. Wire format: sw/fio/cssd_proto.h (keep the two in step).

It never blocks: `poll()` accepts connections, reads what has arrived and returns the complete
requests; `complete()` queues a response; `flush()` writes what the sockets take. A cocotb
task on cssd_sim's host channel calls them every 20 clock cycles (cssd_sim.fio_drive); a plain
loop can drive it too (the RAM-disk check in sim/system/fio/test_fio.py).
"""

from __future__ import annotations

import os
import select
import socket
import struct
import time
from dataclasses import dataclass, field

from cssd_config import CONFIGS

REQ = struct.Struct("<IIIIQQ")  # magic, op, nsid, length, tag, offset
RSP = struct.Struct("<IIQQII")  # magic, status, tag, value, length, reserved
REQ_MAGIC = 0x51525343
RSP_MAGIC = 0x53525343
OP_READ, OP_WRITE, OP_FLUSH, OP_INFO, OP_TRIM = 1, 2, 3, 4, 5
OP_NAMES = {OP_READ: "read", OP_WRITE: "write", OP_FLUSH: "flush", OP_INFO: "info", OP_TRIM: "trim"}
STATUS_HOST_ERROR = 0xFFFF  # refused by the server before the drive saw it


class ProtocolError(Exception):
    pass


@dataclass
class Request:
    conn: "_Conn"
    op: int
    nsid: int
    tag: int
    offset: int
    length: int
    data: bytes = b""
    t_recv: float = field(default_factory=time.monotonic)  # wall clock when it arrived


class _Conn:
    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.inbuf = bytearray()
        self.outbuf = bytearray()
        self.closed = False


class FioServer:
    def __init__(self, path: str) -> None:
        self.path = path
        if os.path.exists(path):
            os.unlink(path)
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(path)
        self.listener.listen(16)
        self.listener.setblocking(False)
        self.conns: list[_Conn] = []

    def close(self) -> None:
        for c in self.conns:
            c.sock.close()
        self.listener.close()
        if os.path.exists(self.path):
            os.unlink(self.path)

    def poll(self) -> list[Request]:
        """New connections and complete requests, without blocking."""
        reqs: list[Request] = []
        socks = [self.listener] + [c.sock for c in self.conns]
        readable, _, _ = select.select(socks, [], [], 0)
        for s in readable:
            if s is self.listener:
                try:
                    sock, _ = self.listener.accept()
                except BlockingIOError:
                    continue
                sock.setblocking(False)
                self.conns.append(_Conn(sock))
                continue
            conn = next(c for c in self.conns if c.sock is s)
            try:
                chunk = s.recv(1 << 20)
            except (BlockingIOError, InterruptedError):
                continue
            except ConnectionError:
                chunk = b""
            if not chunk:
                conn.closed = True
                continue
            conn.inbuf += chunk
            reqs += self._parse(conn)
        for c in [c for c in self.conns if c.closed]:  # the client went: its answers too
            c.sock.close()
            self.conns.remove(c)
        return reqs

    def _parse(self, conn: _Conn) -> list[Request]:
        out = []
        buf = conn.inbuf
        while len(buf) >= REQ.size:
            magic, op, nsid, length, tag, offset = REQ.unpack_from(buf)
            if magic != REQ_MAGIC or op not in OP_NAMES:
                raise ProtocolError(f"bad request header {bytes(buf[:REQ.size]).hex()}")
            need = REQ.size + (length if op == OP_WRITE else 0)
            if len(buf) < need:
                break
            data = bytes(buf[REQ.size:need]) if op == OP_WRITE else b""
            del buf[:need]
            out.append(Request(conn, op, nsid, tag, offset, length, data))
        return out

    def complete(self, req: Request, status: int = 0, data: bytes = b"", value: int = 0) -> None:
        if status:
            data = b""
        req.conn.outbuf += RSP.pack(RSP_MAGIC, status, req.tag, value, len(data), 0) + data

    def flush(self) -> None:
        for c in self.conns:
            while c.outbuf and not c.closed:
                try:
                    n = c.sock.send(c.outbuf)
                except (BlockingIOError, InterruptedError):
                    break
                except ConnectionError:
                    c.closed = True
                    c.outbuf.clear()
                    break
                del c.outbuf[:n]


# ---- running fio against it ----------------------------------------------------------------
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
ENGINE = os.path.join(REPO, "build", "fio", "cssd-engine.so")
JOBS_DIR = os.path.join(REPO, "sw", "fio", "jobs")
# The drive fio runs against (cssd_sim.fio_drive; tools/fio.py builds cssd_sim for it): a named
# configuration of config/cssd.toml, sim_drive unless CSSD_CONFIG names another (the scale job of
# `make regress` runs on sim_scale).
DRIVE = CONFIGS[os.environ.get("CSSD_CONFIG", "sim_drive")]


def fio_argv(job: str, *, fmt: str = "normal,json") -> list[str]:
    """fio's command line for a job file (a path, or a name in sw/fio/jobs/)."""
    if not os.path.exists(job):
        job = os.path.join(JOBS_DIR, job if job.endswith(".fio") else job + ".fio")
    job = os.path.abspath(job)
    return ["fio", f"--output-format={fmt}", job]


def fio_env(sock: str, *, verify_only: bool = False) -> dict[str, str]:
    """The environment the job files expect (${CSSD_FIO_ENGINE}, ${CSSD_VERIFY_ONLY})."""
    return {**os.environ, "CSSD_FIO_SOCKET": os.path.abspath(sock), "CSSD_FIO_ENGINE": ENGINE,
            "CSSD_VERIFY_ONLY": "1" if verify_only else "0"}


def split_output(text: str) -> tuple[str, dict | None]:
    """fio's `--output-format=normal,json` output -> (the normal text, the JSON report)."""
    import json
    start = text.find('{\n  "fio version"')
    if start < 0:
        return text, None
    report, end = json.JSONDecoder().raw_decode(text[start:])
    return text[:start] + text[start + end:], report


def summarize(report: dict) -> dict:
    """Totals over a fio JSON report's jobs: I/Os per direction, IOPS (wall clock), mean
    completion latency in us (wall clock), verify errors as fio counts them (total_err)."""
    out = {"read": 0, "write": 0, "trim": 0, "sync": 0, "iops": {"read": 0.0, "write": 0.0},
           "clat_mean_us": {}, "errors": 0, "runtime_ms": 0}
    lat = {"read": [0.0, 0], "write": [0.0, 0]}
    for job in report.get("jobs", []):
        out["errors"] += job.get("total_err", 0) + (1 if job.get("error") else 0)
        out["runtime_ms"] = max(out["runtime_ms"], job.get("job_runtime", 0))
        for d in ("read", "write"):
            j = job[d]
            out[d] += j["total_ios"]
            out["iops"][d] += j["iops"]
            clat = j.get("clat_ns", {})
            if clat.get("N"):
                lat[d][0] += clat["mean"] * clat["N"]
                lat[d][1] += clat["N"]
        out["trim"] += job.get("trim", {}).get("total_ios", 0)
        out["sync"] += job.get("sync", {}).get("total_ios", 0)
    for d, (s, n) in lat.items():
        if n:
            out["clat_mean_us"][d] = s / n / 1000
    return out


# ---- fio's figures against the server's and the drive's -------------------------------------
IOPS_TOL = 0.15  # relative
LAT_TOL = 0.15  # relative, or LAT_TOL_US absolute, whichever is larger
LAT_TOL_US = 50_000.0


def agreement(job: dict) -> list[tuple[str, float, float, bool]]:
    """(what, fio's figure, the simulation's figure, agree?) for one job of cssd_sim.fio_drive's
    results: I/O counts against the set cores' command counters (exact), IOPS and mean
    completion latency (wall clock) against what the server measured for the same requests."""
    f, s, c = job["fio"], job["server"], job["counters"]
    rows: list[tuple[str, float, float, bool]] = [
        ("reads: fio I/Os vs set-core read commands", f["read"], c["read_cmds"], f["read"] == c["read_cmds"]),
        ("writes: fio I/Os vs set-core write commands", f["write"], c["write_cmds"], f["write"] == c["write_cmds"]),
        ("all: fio I/Os (+ trims, + syncs, + the scenario's own) vs set-core commands",
         f["read"] + f["write"] + f["trim"] + f["sync"] + job["own_cmds"], c["commands"],
         f["read"] + f["write"] + f["trim"] + f["sync"] + job["own_cmds"] == c["commands"]),
    ]
    for d in ("read", "write"):
        if not f[d] or not s[d]["n"]:
            continue
        a, b = f["iops"][d], s[d]["wall_iops"]
        rows.append((f"{d} IOPS (wall clock)", a, b, abs(a - b) <= IOPS_TOL * max(a, b)))
        a, b = f["clat_mean_us"].get(d, 0.0), s[d]["wall_lat_mean_us"]
        rows.append((f"{d} mean latency, us (wall clock)", a, b, abs(a - b) <= max(LAT_TOL * max(a, b), LAT_TOL_US)))
    return rows
