"""Ether-oN from Python: the protocol's constants, read from the one C header that defines them
(firmware/include/etheron_proto.h), and a client for the simulation's wire (NVMe passthrough over
a Unix socket, one command outstanding per connection). sw/etheron/README.md is the guide."""

from __future__ import annotations

import re
import socket
import struct
from pathlib import Path

PROTO_H = Path(__file__).resolve().parents[3] / "firmware" / "include" / "etheron_proto.h"
# The drive's frame rings between the management core and the ISP core (DDR0 [ddr0.etheron]): what
# a test reads through the simulator's memory backdoor.
RING_H = Path(__file__).resolve().parents[3] / "firmware" / "isp" / "include" / "eon_ring.h"


def _constants(text: str, prefix: str = "ETHERON_") -> dict[str, int]:
    """#define <prefix>* values: integers, or expressions of earlier ones (`(ETHERON_MTU + 14u)`)."""
    values: dict[str, int] = {}
    for name, expr in re.findall(rf"^#define\s+({prefix}\w+)\s+([^/\n]+?)\s*(?:/\*.*)?$", text, re.M):
        expr = re.sub(r"\b(0x[0-9A-Fa-f]+|\d+)[uU]\b", r"\1", expr)
        expr = re.sub(rf"\b{prefix}\w+\b", lambda m: str(values[m.group(0)]), expr)
        if re.fullmatch(r"[\d\sxA-Fa-f()+\-*|<>]+", expr):
            values[name] = int(eval(expr, {"__builtins__": {}}))  # digits and operators only
    return values


C = _constants(PROTO_H.read_text())
RING = _constants(RING_H.read_text(), "EON_")
REQ = struct.Struct("<IBB2xII6I")  # struct etheron_wire_req: magic, opcode, flags, nsid, data_len, CDW10-15
RSP = struct.Struct("<IIII")  # struct etheron_wire_rsp
assert REQ.size == 40 and RSP.size == 16


class WireError(RuntimeError):
    """The other end broke the wire (closed, or sent something that is not a response)."""


class WireClient:
    """One connection: one command outstanding at a time, as one passthrough ioctl."""

    def __init__(self, path: str, timeout: float = 10.0):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        self.sock.connect(path)
        self._opcode = 0

    def close(self) -> None:
        self.sock.close()

    def send(self, opcode: int, cdw10: int = 0, cdw11: int = 0, cdw12: int = 0, data: bytes = b"",
             data_len: int | None = None, magic: int | None = None) -> None:
        """Submit a command; data is sent for a host-to-controller opcode (bit 0)."""
        n = len(data) if data_len is None else data_len
        self._opcode = opcode
        hdr = REQ.pack(C["ETHERON_WIRE_REQ_MAGIC"] if magic is None else magic, opcode, 0, 0, n,
                       cdw10, cdw11, cdw12, 0, 0, 0)
        self.sock.sendall(hdr + (data if opcode & 1 else b""))

    def _read(self, n: int) -> bytes:
        buf = bytearray()
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise WireError("connection closed")
            buf += chunk
        return bytes(buf)

    def response(self) -> tuple[int, int, bytes]:
        """(status, DW0, the buffer for a controller-to-host opcode) of the outstanding command."""
        magic, status, result, data_len = RSP.unpack(self._read(RSP.size))
        if magic != C["ETHERON_WIRE_RSP_MAGIC"]:
            raise WireError(f"bad response magic {magic:#x}")
        return status, result, self._read(data_len) if data_len else b""

    def command(self, *args, **kwargs) -> tuple[int, int, bytes]:
        self.send(*args, **kwargs)
        return self.response()

    def transmit(self, frame: bytes, buf_len: int | None = None) -> int:
        """One frame, in a buffer padded to whole dwords (the drive moves whole dwords)."""
        n, align = len(frame), C["ETHERON_XFER_ALIGN"]
        padded = frame + bytes(-n % align)
        return self.command(C["ETHERON_OPC_TRANSMIT"], n, len(padded) if buf_len is None else buf_len, 0,
                            padded)[0]

    def post_receive(self, buf_len: int = 4096) -> None:
        self.send(C["ETHERON_OPC_RECEIVE"], 0, buf_len, 0, data_len=buf_len)

    def release(self) -> int:
        return self.command(C["ETHERON_OPC_TRANSMIT"], 0, 0, C["ETHERON_TX_RELEASE"])[0]
