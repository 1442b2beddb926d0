"""Ether-oN on the simulated drive (cssd_sim, sim_drive): the host bridge (sw/etheron) on a TAP in
a network namespace of the test's own, through the relay (cssd_sim.etheron_relay: the wire as
real NVMe commands on an I/O queue over the host channel), to the drive's front end, SACA, and
the management core's firmware (mgmt_etheron.c: the Ether-oN driver and lwIP, which run there
until the ISP core exists, sw/etheron/README.md "Status").

One boot:
- on the wire, before the bridge: the drive's address announcement; a held receive's "no frame"
  after the boot block's hold time, in simulated time; refusals; an ARP request answered;
- then the bridge: `ping` to the drive (2 in `make test`, 5 in `make regress`), and a TCP exchange
  through the echo service checked byte for byte (one segment; 64 KiB in `make regress`), while
  block writes and reads with verify run on both NVM sets' own queues;
- the bridge's clean stop.
The 1 MiB TCP exchange runs against isp_hostsim (sw/python/tests/test_etheron.py): at the
simulator's speed it would take most of an hour here.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cssd_config import CONFIGS
from cssd_etheron import C, WireClient
from cssd_nvme.sim_transport import sim_controller

from cssd_sim import boot_config, native
from cssd_sim.etheron_relay import Relay
from cssd_sim.tier import pick

REPO = Path(__file__).resolve().parents[2]
CONFIG = "sim_drive"
NUM_SETS = CONFIGS[CONFIG].set_cores
LBA = 512
NS_BYTES = 128 * 1024
MS = 1_000_000_000  # picoseconds
HOLD_US = 300  # the boot block's hold time (simulated microseconds; a board's default is 5 s)
DRIVE_IP, HOST_IP = "10.77.0.2", "10.77.0.1"
DRIVE_MAC = bytes.fromhex("02c55d000001")
EON_QID = NUM_SETS + 1  # the bridge's queue; queues 1..NUM_SETS carry block I/O
ST = {k[len("ETHERON_ST_"):]: v for k, v in C.items() if k.startswith("ETHERON_ST_")}
TX, RX = C["ETHERON_OPC_TRANSMIT"], C["ETHERON_OPC_RECEIVE"]
WALL_S = 600  # every external step's bound
PINGS = pick(2, 5)
TCP_BYTES = pick(1460, 64 << 10)  # one segment; at about 1.5 s of wall time a frame, 64 KiB is regress

TCP_CLIENT = r"""
import random, socket, sys
data = random.Random(int(sys.argv[3])).randbytes(int(sys.argv[2]))
s = socket.create_connection((sys.argv[1], 7), timeout=300)
s.sendall(data)
got = bytearray()
while len(got) < len(data):
    chunk = s.recv(65536)
    if not chunk:
        break
    got += chunk
s.close()
print(len(got), got == data)
"""


def arp_request(target: str) -> bytes:
    import socket

    src = bytes.fromhex("02aabbccddee")
    body = b"\x00\x01\x08\x00\x06\x04\x00\x01" + src + socket.inet_aton(HOST_IP) + b"\0" * 6 + socket.inet_aton(target)
    return b"\xff" * 6 + src + b"\x08\x06" + body


def wire_checks(sock: str) -> dict:
    """Blocking client calls, run in a thread while the simulation runs."""
    c = WireClient(sock, timeout=WALL_S)
    out = {}
    out["announce"] = c.command(RX, 0, 4096, data_len=4096)
    t0 = time.monotonic()
    out["no_frame"] = c.command(RX, 0, 4096, data_len=4096)[:2]
    out["no_frame_wall_s"] = time.monotonic() - t0
    out["runt"] = c.command(TX, 13, 13, data=b"\0" * 13)[0]
    out["small_rx"] = c.command(RX, 0, 1000, data_len=1000)[0]
    out["too_long"] = c.command(TX, 1515, 1515, data=b"\0" * 1515)[0]
    out["other_opcode"] = c.command(0xE5, 0, 0)[0]
    out["arp_tx"] = c.transmit(arp_request(DRIVE_IP))
    out["arp_reply"] = c.command(RX, 0, 4096, data_len=4096)
    c.close()
    return out


def ns_run(ns: str, *cmd: str) -> subprocess.CompletedProcess:
    return subprocess.run(["ip", "netns", "exec", ns, *cmd], capture_output=True, text=True, timeout=WALL_S)


async def workload(chan, tmp: Path, ns: str) -> dict:
    loop = asyncio.get_running_loop()
    rng = random.Random(7)
    ctrl = sim_controller(chan)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    qps = {nsid: await ctrl.create_io_queue_pair(nsid, 16) for nsid in range(1, NUM_SETS + 1)}
    await ctrl.create_io_queue_pair(EON_QID, 16)
    sock = str(tmp / "eon.sock")
    relay = Relay(ctrl, EON_QID, sock, timeout_s=50e-3)
    relay_task = asyncio.ensure_future(relay.run())
    res: dict = {}
    try:
        res["wire"] = await asyncio.to_thread(wire_checks, sock)
        res["rx_latency_s"] = list(relay.latencies.get(RX, []))

        bridge = subprocess.Popen(["ip", "netns", "exec", ns, str(REPO / "build" / "etheron" / "etheron-bridge"),
                                   "--tap", "eon0", "--drive", f"unix:{sock}", "--max-seconds", str(WALL_S)],
                                  stdout=open(tmp / "bridge.out", "w"), stderr=open(tmp / "bridge.err", "w"))
        # Block I/O with verify on the sets' own queues while the network traffic runs.
        blocks = {"commands": 0}
        stop = asyncio.Event()

        async def block_io(nsid: int) -> None:
            qp = qps[nsid]
            while not stop.is_set():
                slba = rng.randrange(NS_BYTES // LBA - 8)
                data = rng.randbytes(8 * LBA)
                buf = ctrl.alloc_buffer(len(data))
                await buf.write(data)
                await qp.write(nsid, slba, 8, buf)
                await buf.clear()
                await qp.read(nsid, slba, 8, buf)
                assert await buf.read() == data, f"ns{nsid} LBA {slba}: read back differs"
                buf.free()
                blocks["commands"] += 2

        io_tasks = [asyncio.ensure_future(block_io(n)) for n in qps]
        ping = await asyncio.to_thread(ns_run, ns, "ping", "-c", str(PINGS), "-i", "1", "-W", "60", DRIVE_IP)
        res["ping"] = (ping.returncode, ping.stdout[-400:])
        tcp = await asyncio.to_thread(ns_run, ns, sys.executable, "-c", TCP_CLIENT, DRIVE_IP, str(TCP_BYTES), "3")
        res["tcp"] = (tcp.returncode, tcp.stdout.strip(), tcp.stderr[-400:])
        stop.set()
        await asyncio.gather(*io_tasks)
        res["block_commands"] = blocks["commands"]
        bridge.send_signal(signal.SIGINT)
        t0 = time.monotonic()
        while bridge.poll() is None and time.monotonic() - t0 < 60:
            await asyncio.sleep(50e-6)  # simulated: the bridge's releases go through the drive
        res["bridge_rc"] = bridge.poll()
        if res["bridge_rc"] is None:
            bridge.kill()
        res["bridge"] = (tmp / "bridge.out").read_text().strip().splitlines()[-1:] or [""]
        res["relay_errors"] = relay.errors
        res["sim_s"] = loop.time()
    finally:
        relay_task.cancel()
        relay.close()
    return res


@pytest.mark.tiered
def test_etheron_on_cssd_sim(tmp_path):
    assert os.geteuid() == 0, "the Ether-oN test makes a network namespace and a TAP: it needs root"
    subprocess.run(["make", "-s", "-C", str(REPO / "sw" / "etheron")], check=True, timeout=300)
    ns = f"cssd-eon-native-{os.getpid()}"
    subprocess.run(["ip", "netns", "add", ns], check=True)
    try:
        for cmd in (["ip", "tuntap", "add", "dev", "eon0", "mode", "tap"],
                    ["ip", "addr", "add", f"{HOST_IP}/24", "dev", "eon0"],
                    ["ip", "link", "set", "eon0", "up"], ["ip", "link", "set", "lo", "up"],
                    # The drive answers in simulated time, seconds of wall time: give ARP time.
                    ["sysctl", "-q", "-w", "net.ipv4.neigh.eon0.retrans_time_ms=5000"]):
            assert ns_run(ns, *cmd).returncode == 0, cmd
        bc = boot_config.for_config(CONFIG, time_scale=1, lba_size=LBA, ns_bytes=NS_BYTES,
                                    network=boot_config.net(ip=DRIVE_IP, hold_us=HOLD_US))
        with native.ready_channel(CONFIG, boot_config=bc, console_dir=tmp_path / "console",
                                  max_cycles=200_000_000, ready_limit_ps=8 * MS) as chan:
            res = chan.run(workload(chan, tmp_path, ns), max_sim_seconds=0.5)
            chan.close()
    finally:
        subprocess.run(["ip", "netns", "del", ns], check=False)
    print(json.dumps({k: v for k, v in res.items() if k != "wire"}, default=str, indent=1))
    w = res["wire"]
    st, length, buf = w["announce"]
    assert (st, length) == (0, 42) and buf[6:12] == DRIVE_MAC and buf[12:14] == b"\x08\x06", w["announce"][:2]
    assert w["no_frame"] == (ST["SUCCESS"], 0)
    # The no-frame completion came after the hold time of simulated time, not much later.
    assert HOLD_US * 1e-6 <= res["rx_latency_s"][1] <= HOLD_US * 1e-6 * 1.5 + 50e-6, res["rx_latency_s"]
    assert (w["runt"], w["small_rx"], w["too_long"]) == (ST["INVALID_FIELD"],) * 3, w
    assert w["other_opcode"] & 0x7FF == 0x001, f"{w['other_opcode']:#x}: Invalid Opcode expected"
    assert w["arp_tx"] == ST["SUCCESS"]
    st, length, buf = w["arp_reply"]
    assert (st, length) == (0, 42) and buf[20:22] == b"\x00\x02" and buf[:6] == bytes.fromhex("02aabbccddee")
    assert res["ping"][0] == 0 and f" {PINGS} received" in res["ping"][1], res["ping"]
    assert res["tcp"][0] == 0 and res["tcp"][1] == f"{TCP_BYTES} True", res["tcp"]
    assert res["block_commands"] >= 4, res["block_commands"]
    assert res["bridge_rc"] == 0, res["bridge"]
    final = json.loads(res["bridge"][0])
    assert final["transport_errors"] == 0 and final["rx_frames"] >= PINGS, final
    assert not res["relay_errors"], res["relay_errors"]
    assert not chan.errors, chan.errors
