"""Ether-oN's simulation transport on cssd_sim: the wire of firmware/include/etheron_proto.h (NVMe
passthrough over a Unix socket, one command outstanding per connection; sw/etheron/README.md,
"Transports") served inside the simulation's event loop, each request becoming a real NVMe command
from the cssd_nvme host driver on one I/O queue of the simulated drive.

So the host bridge (sw/etheron) reaches the simulated drive exactly as it reaches isp_hostsim, and
as it reaches a board through /dev/ngXnY: the frames cross the host channel as PRP-described host
memory, the drive's front end hands the commands to its firmware, and the completions come back
through the CQ.

The server never blocks: the relay polls it every POLL_CYCLES of simulated time, as the fio server
is polled (cssd_sim.fio_drive)."""

from __future__ import annotations

import asyncio
import os
import select
import socket

from cssd_etheron import C, REQ, RSP
from cssd_nvme.command import Command

CLK_S = 4e-9  # the PCIe user clock drives the whole system
POLL_CYCLES = 20


class _Conn:
    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.inbuf = bytearray()
        self.outbuf = bytearray()
        self.busy = False  # a command outstanding: the next request waits in inbuf
        self.closed = False


class WireServer:
    """The wire's server side: non-blocking; poll() returns whole requests."""

    def __init__(self, path: str) -> None:
        self.path = path
        if os.path.exists(path):
            os.unlink(path)
        # Bound under a temporary name and renamed once listening, so that a client that waits
        # for the path to appear is never refused (between bind and listen it would be).
        tmp = f"{path}.{os.getpid()}"
        if os.path.exists(tmp):
            os.unlink(tmp)
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(tmp)
        self.listener.listen(64)
        os.rename(tmp, path)
        self.listener.setblocking(False)
        self.conns: list[_Conn] = []
        self.refused = 0

    def close(self) -> None:
        for c in self.conns:
            c.sock.close()
        self.listener.close()
        if os.path.exists(self.path):
            os.unlink(self.path)

    def poll(self) -> list[tuple[_Conn, tuple, bytes]]:
        """(connection, header fields, data) of every whole request now in."""
        socks = [self.listener] + [c.sock for c in self.conns if not c.closed]
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
                chunk = s.recv(1 << 16)
            except (BlockingIOError, InterruptedError):
                continue
            except ConnectionError:
                chunk = b""
            if not chunk:
                conn.closed = True
            conn.inbuf += chunk
        out = []
        for c in self.conns:
            if c.busy or c.closed or len(c.inbuf) < REQ.size:
                continue
            hdr = REQ.unpack_from(c.inbuf)
            magic, opcode, _flags, _nsid, data_len = hdr[:5]
            if magic != C["ETHERON_WIRE_REQ_MAGIC"] or data_len > C["ETHERON_WIRE_DATA_MAX"]:
                self.refused += 1
                c.outbuf += RSP.pack(C["ETHERON_WIRE_RSP_MAGIC"], C["ETHERON_WIRE_ST_BAD_REQUEST"], 0, 0)
                self._send(c)
                c.closed = True  # the stream cannot be resynchronised
                continue
            need = REQ.size + (data_len if opcode & 1 else 0)
            if len(c.inbuf) < need:
                continue
            data = bytes(c.inbuf[REQ.size:need])
            del c.inbuf[:need]
            c.busy = True
            out.append((c, hdr, data))
        for c in [c for c in self.conns if c.closed and not c.busy]:
            c.sock.close()
            self.conns.remove(c)
        return out

    def respond(self, conn: _Conn, status: int, result: int, data: bytes = b"") -> None:
        conn.busy = False
        if conn.closed:
            return
        conn.outbuf += RSP.pack(C["ETHERON_WIRE_RSP_MAGIC"], status, result, len(data)) + data
        self._send(conn)

    @staticmethod
    def _send(conn: _Conn) -> None:
        conn.sock.setblocking(True)  # a response is at most 8 KiB and 16 bytes: never waits long
        try:
            conn.sock.sendall(conn.outbuf)
        except OSError:
            conn.closed = True
        finally:
            conn.outbuf.clear()
            conn.sock.setblocking(False)


def passthrough_status(status) -> int:
    """A completion's status in Linux passthrough's encoding (etheron_proto.h)."""
    return status.sc | status.sct << 8 | status.crd << 11 | int(status.more) << 13 | int(status.dnr) << 14


class Relay:
    """Requests from the wire as NVMe commands on I/O queue `qid` of `ctrl` (cssd_nvme)."""

    def __init__(self, ctrl, qid: int, path: str, *, nsid: int = 1, timeout_s: float = 0.05) -> None:
        self.ctrl, self.qid, self.nsid, self.timeout_s = ctrl, qid, nsid, timeout_s
        self.srv = WireServer(path)
        self.tasks: set[asyncio.Task] = set()
        self.commands = 0
        self.latencies: dict[int, list[float]] = {}  # opcode -> simulated seconds per command
        self.errors: list[str] = []

    async def run(self) -> None:
        while True:
            for conn, hdr, data in self.srv.poll():
                task = asyncio.ensure_future(self._command(conn, hdr, data))
                self.tasks.add(task)
                task.add_done_callback(self.tasks.discard)
            await asyncio.sleep(POLL_CYCLES * CLK_S)

    async def _command(self, conn: _Conn, hdr: tuple, data: bytes) -> None:
        _magic, opcode, flags, nsid, data_len, *cdw = hdr
        # An admin command goes to the admin queue; a request's namespace, when it names one,
        # wins over the relay's (the Ether-oN bridge's commands name none that matters).
        qid = 0 if flags & C["ETHERON_WIRE_ADMIN"] else self.qid
        buf = self.ctrl.alloc_buffer(max(data_len, 1)) if data_len else None
        try:
            if buf is not None and opcode & 1:
                await buf.write(data)
            elif buf is not None:
                await buf.clear()
            cmd = Command(opcode=opcode, nsid=nsid or self.nsid, admin=qid == 0, cdw10=cdw[0], cdw11=cdw[1], cdw12=cdw[2], cdw13=cdw[3],
                          cdw14=cdw[4], cdw15=cdw[5])
            t0 = asyncio.get_running_loop().time()
            try:
                cpl = await self.ctrl.execute(qid, cmd, data=buf, length=data_len or None,
                                              timeout=self.timeout_s, check=False)
            except Exception as exc:  # a timeout: the bridge hears of it rather than waiting forever
                self.errors.append(f"opcode {opcode:#x}: {exc}")
                self.srv.respond(conn, C["ETHERON_WIRE_ST_BAD_REQUEST"], 0)
                return
            self.latencies.setdefault(opcode, []).append(asyncio.get_running_loop().time() - t0)
            self.commands += 1
            back = await buf.read() if buf is not None and opcode & 2 else b""
            self.srv.respond(conn, passthrough_status(cpl.status), cpl.dw0, back)
        finally:
            if buf is not None:
                buf.free()

    def close(self) -> None:
        for t in self.tasks:
            t.cancel()
        self.srv.close()
