"""A flood of malformed, oversized and fragmented frames toward a drive on a TAP, for the Ether-oN
tests (run inside the test's network namespace, as root):

    python -m cssd_etheron.flood TAP DRIVE_IP SEED DRIVE_MAC_HEX ROUNDS raw|udp

raw: each round writes every malformed frame of `malformed_frames` (and one of random bytes) to
the TAP with a packet socket, so the bridge hands each to the drive as a transmit; the TAP's MTU
must allow the oversized one. udp: each round sends datagrams of 1 to 9,000 bytes to the echo port
(the larger ones fragmented by the host at the TAP's MTU). Prints the number sent.
"""

from __future__ import annotations

import random
import socket
import struct
import sys

HOST_IP = "10.77.0.1"


def _ip_header(rng: random.Random, drive_ip: str, total: int, ihl: int = 5, csum: int | None = None) -> bytes:
    h = struct.pack("!BBHHHBBH4s4s", 0x40 | ihl, 0, total, rng.randrange(65536), 0, 64, 17, 0,
                    socket.inet_aton(HOST_IP), socket.inet_aton(drive_ip))
    if csum is None:
        s = sum(struct.unpack("!10H", h))
        csum = ~((s & 0xFFFF) + (s >> 16)) & 0xFFFF
    return h[:10] + struct.pack("!H", csum) + h[12:]


def malformed_frames(rng: random.Random, drive_mac: bytes, host_mac: bytes, drive_ip: str) -> list[bytes]:
    """One of each kind. (A runt below an Ethernet header cannot be written to a TAP: the kernel
    refuses it; the wire tests send one to the drive directly.)"""
    eth = drive_mac + host_mac + b"\x08\x00"

    def ip(total: int, **kw) -> bytes:
        return _ip_header(rng, drive_ip, total, **kw)

    return [
        eth,                                                # a header and nothing else
        eth + ip(28)[:8],                                   # truncated IP header
        eth + ip(28, csum=0x1234) + b"\0" * 8,              # bad header checksum
        eth + ip(60000) + b"\0" * 8,                        # total length beyond the frame
        eth + ip(28, ihl=3) + b"\0" * 8,                    # IHL below 5
        eth + ip(28, ihl=15) + b"\0" * 8,                   # options beyond the frame
        eth + ip(36) + struct.pack("!HHHH", 1234, 7, 400, 0) + b"x" * 8,  # UDP length beyond IP's
        drive_mac + host_mac + b"\x86\xdd" + b"\0" * 60,    # IPv6: not spoken here
        drive_mac + host_mac + b"\x08\x06" + b"\x00\x01" * 3,  # truncated ARP
        eth + ip(20 + 3000) + b"y" * 3000,                  # oversized: above MTU + header
    ]


def main(argv: list[str]) -> int:
    tap, drive_ip, seed, drive_mac, rounds, mode = argv
    rng = random.Random(int(seed))
    sent = 0
    if mode == "raw":
        raw = socket.socket(socket.AF_PACKET, socket.SOCK_RAW)
        raw.bind((tap, 0))
        host_mac = raw.getsockname()[4]
        frames = malformed_frames(rng, bytes.fromhex(drive_mac), host_mac, drive_ip)
        eth = bytes.fromhex(drive_mac) + host_mac + b"\x08\x00"
        for _ in range(int(rounds)):
            for f in frames:
                raw.send(f + bytes(rng.randrange(4)))
                sent += 1
            raw.send(eth + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 1480))))  # random bytes
            sent += 1
    else:
        udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        for _ in range(int(rounds)):
            for n in (1, 512, 1472, 1473, 4000, 9000):
                udp.sendto(b"u" * n, (drive_ip, 7))
                sent += 1
    print(sent)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
