"""A TCP client of the drive's echo service (port 7) for the Ether-oN tests (run inside the test's
network namespace):

    python -m cssd_etheron.echo_client DRIVE_IP BYTES SEED DEADLINE_S

Sends BYTES seeded random bytes and reads the echo at the same time: a client that sent
everything before reading would stall once the echo filled its receive buffer and the drive's
send window closed (64 KiB fits in the buffers, 1 MiB does not). Prints the bytes echoed and the
first byte that differs (None: all equal). Stops at DEADLINE_S seconds of wall time, or when the
drive closes the connection.
"""

from __future__ import annotations

import random
import selectors
import socket
import sys
import time


def exchange(drive_ip: str, size: int, seed: int, deadline_s: float) -> tuple[int, int | None]:
    data = random.Random(seed).randbytes(size)
    t0 = time.monotonic()
    s = socket.create_connection((drive_ip, 7), timeout=deadline_s)
    s.setblocking(False)
    sel = selectors.DefaultSelector()
    sel.register(s, selectors.EVENT_READ | selectors.EVENT_WRITE)
    got, sent = bytearray(), 0
    while len(got) < len(data) and time.monotonic() - t0 < deadline_s:
        for _, ev in sel.select(1):
            if ev & selectors.EVENT_WRITE and sent < len(data):
                sent += s.send(data[sent:sent + 65536])
                if sent == len(data):
                    sel.modify(s, selectors.EVENT_READ)
            if ev & selectors.EVENT_READ:
                chunk = s.recv(65536)
                if not chunk:
                    s.close()
                    return len(got), _first_bad(got, data)
                got += chunk
    s.close()
    return len(got), _first_bad(got, data)


def _first_bad(got: bytes, data: bytes) -> int | None:
    return next((i for i, (a, b) in enumerate(zip(got, data)) if a != b), None)


if __name__ == "__main__":
    n, bad = exchange(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]))
    print(n, bad)
