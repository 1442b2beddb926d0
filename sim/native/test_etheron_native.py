"""Ether-oN on the simulated drive (cssd_sim, sim_drive): the host bridge (sw/etheron) on a TAP in
a network namespace of the test's own, through the relay (cssd_sim.etheron_relay: the wire as
real NVMe commands on an I/O queue over the host channel), to the drive's front end, SACA, the
management core's command layer (mgmt_etheron.c) and, through the frame rings in DDR0, lwIP on the
ISP core (app/isp_main.c; sw/etheron/README.md "Status"). native.ready_channel waits for the ISP
core's "network up" on its console; at the end the rings' control block (read through the memory backdoor) must show the
network half up and frames moved by it.

One boot:
- on the wire, before the bridge: the drive's address announcement; a held receive's "no frame"
  after the boot block's hold time, in simulated time; refusals; an ARP request answered;
- then the bridge: `ping` to the drive (2 in `make test`, 5 in `make regress`), and a TCP exchange
  through the echo service checked byte for byte (one segment; 1 MiB in `make regress`), while
  block writes and reads with verify run on both NVM sets' own queues;
- the ISP core alone put back in reset and booted again (vendor feature ISP Core, C0h): Ether-oN
  answers ISP Not Ready while it is held, block I/O runs on, and a ping works after the new boot;
- in `make regress`, a flood of malformed and oversized frames through the bridge, then a ping;
- the bridge's clean stop.
isp_hostsim (sw/python/tests/test_etheron.py) runs the 1 MiB exchange in `make test` too, in
seconds.
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
from cssd_config import CONFIGS, DDR0_ETHERON
from cssd_etheron import C, RING, WireClient
from cssd_nvme.command import Command
from cssd_nvme.nvme_spec import ISP_CORE as ISP_CORE_FIELDS
from cssd_nvme.nvme_spec import FeatureId
from cssd_nvme.sim_transport import MEM_DDR0, sim_controller

from cssd_sim import boot_config, native
from cssd_sim.etheron_relay import Relay
from cssd_sim.tier import pick

REPO = Path(__file__).resolve().parents[2]
CONFIG = "sim_drive"
NUM_SETS = CONFIGS[CONFIG].set_cores
LBA = 512
NS_BYTES = 128 * 1024
MS = 1_000_000_000  # picoseconds
HOLD_US = 1000  # the boot block's hold time (simulated microseconds; a board's default is 5 s): long
# enough for the drive to take receive_limit's ETHERON_HELD_MAX + 1 receives before any expires
DRIVE_IP, HOST_IP = "10.77.0.2", "10.77.0.1"
DRIVE_MAC = bytes.fromhex("02c55d000001")
EON_QID = NUM_SETS + 1  # the bridge's queue; queues 1..NUM_SETS carry block I/O
# The ISP core (the last core: after the set cores and the management core) runs the network half.
ISP_CORE = NUM_SETS + 1 if CONFIGS[CONFIG].isp_core else None
ST = {k[len("ETHERON_ST_"):]: v for k, v in C.items() if k.startswith("ETHERON_ST_")}
TX, RX = C["ETHERON_OPC_TRANSMIT"], C["ETHERON_OPC_RECEIVE"]
WALL_S = 600  # every external step's bound
# Simulated time the ISP core may take from leaving reset to its stack's "up" (start-up clears
# .bss and brings lwIP up: well under a millisecond at TIME_SCALE 1).
ISP_BOOT_LIMIT_S = 5e-3
HOLD_BLOCK_COMMANDS = 8  # block commands that must complete while the ISP core is held
PINGS = pick(2, 5)
# One segment in `make test`; the 1 MiB in `make regress` (about 0.2 s of simulated time,
# tens of minutes of wall time).
TCP_BYTES = pick(1460, 1 << 20)
TCP_WALL_S = pick(WALL_S, 4 * 3600)  # the exchange's own bound
SIM_S = pick(0.5, 3.0)  # the whole workload's bound in simulated seconds
# Rounds of cssd_etheron.flood's malformed frames through the bridge, then a ping: make regress only
# (make test floods isp_hostsim instead, sw/python/tests/test_etheron.py).
FLOOD_ROUNDS = pick(0, 3)


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


async def receive_limit(ctrl) -> dict:
    """More receives than the drive holds, straight from the driver on a queue deep enough: the
    drive holds ETHERON_HELD_MAX and refuses the next to arrive at once with Receive Limit; a
    release (a transmit with CDW12 ETHERON_TX_RELEASE) then completes the held ones with no
    frame. Which receive is refused is the drive's arrival order: the queue engine's fetch reads
    return out of order, and NVMe does not order commands of an SQ. All arrive well inside the
    hold time (HOLD_US), so none expires first. The backlog is empty here: wire_checks took the
    announcement and the ARP reply."""
    loop = asyncio.get_running_loop()
    held_max = C["ETHERON_HELD_MAX"]
    qid = EON_QID + 1
    await ctrl.create_io_queue_pair(qid, 64)
    bufs = [ctrl.alloc_buffer(4096) for _ in range(held_max + 1)]
    t0 = loop.time()
    pend = [await ctrl.submit(qid, Command(opcode=RX, nsid=1, cdw11=4096), data=b, length=4096, timeout=1.0)
            for b in bufs]
    waits = [asyncio.ensure_future(p.wait()) for p in pend]
    first, _ = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    refused_after = loop.time() - t0
    refused = [t.result() for t in first]
    release = await ctrl.execute(qid, Command(opcode=TX, nsid=1, cdw12=C["ETHERON_TX_RELEASE"]), check=False)
    held = [await t for t in waits if t not in first]
    for b in bufs:
        b.free()
    await ctrl.delete_io_queue_pair(qid)
    return {"refused": [(c.status.sct, c.status.sc) for c in refused], "refused_after_s": refused_after,
            "release": (release.status.sct, release.status.sc),
            "held": sorted({(c.status.sct, c.status.sc, c.dw0) for c in held}), "n_held": len(held)}


async def isp_restart(ctrl, block_commands) -> dict:
    """The ISP core alone back into reset and booted again, through the vendor feature ISP Core
    (C0h): the Set that holds it returns once the hardware has drained the core's ports and put it
    in reset; meanwhile a transmit and a receive straight from the driver get ISP Not Ready (and
    the bridge's held receives come back with it); the block I/O on the sets' queues runs on
    throughout (workload's block_io verifies every read; block_commands() counts them): the hold
    lasts until at least HOLD_BLOCK_COMMANDS more have completed. The Set that lets it go
    returns at once; the new boot's stack says "up" within a bound of simulated time."""
    loop = asyncio.get_running_loop()
    fid, up = FeatureId.ISP_CORE, ISP_CORE_FIELDS.UP.mask
    out = {"before": await ctrl.get_features(fid)}
    await ctrl.set_features(fid, ISP_CORE_FIELDS.HOLD.mask)
    held_at = block_commands()
    out["held"] = await ctrl.get_features(fid)
    qid = EON_QID + 1
    await ctrl.create_io_queue_pair(qid, 4)
    frame = arp_request(DRIVE_IP)
    buf = ctrl.alloc_buffer(4096)
    await buf.write(frame)
    tx = await ctrl.execute(qid, Command(opcode=TX, nsid=1, cdw10=len(frame), cdw11=4096), data=buf,
                            length=4096, check=False)
    rx = await ctrl.execute(qid, Command(opcode=RX, nsid=1, cdw11=4096), data=buf, length=4096, check=False)
    out["during"] = [(c.status.sct, c.status.sc) for c in (tx, rx)]
    buf.free()
    await ctrl.delete_io_queue_pair(qid)
    t0 = loop.time()
    while block_commands() - held_at < HOLD_BLOCK_COMMANDS and loop.time() - t0 < ISP_BOOT_LIMIT_S:
        await asyncio.sleep(20e-6)
    out["block_commands_held"] = block_commands() - held_at
    await ctrl.set_features(fid, 0)
    t0 = loop.time()
    state = await ctrl.get_features(fid)
    while not state & up and loop.time() - t0 < ISP_BOOT_LIMIT_S:
        await asyncio.sleep(100e-6)
        state = await ctrl.get_features(fid)
    out["after"], out["up_after_s"] = state, loop.time() - t0
    return out


def ns_run(ns: str, *cmd: str, timeout: float = WALL_S) -> subprocess.CompletedProcess:
    return subprocess.run(["ip", "netns", "exec", ns, *cmd], capture_output=True, text=True, timeout=timeout)


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
        res["limit"] = await receive_limit(ctrl)

        bridge = subprocess.Popen(["ip", "netns", "exec", ns, str(REPO / "build" / "etheron" / "etheron-bridge"),
                                   "--tap", "eon0", "--drive", f"unix:{sock}", "--max-seconds", str(TCP_WALL_S + WALL_S)],
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
        tcp = await asyncio.to_thread(ns_run, ns, sys.executable, "-m", "cssd_etheron.echo_client", DRIVE_IP,
                                      str(TCP_BYTES), "3", str(TCP_WALL_S), timeout=TCP_WALL_S + WALL_S)
        res["tcp"] = (tcp.returncode, tcp.stdout.strip(), tcp.stderr[-400:])
        res["isp_restart"] = await isp_restart(ctrl, lambda: blocks["commands"])
        again = await asyncio.to_thread(ns_run, ns, "ping", "-c", "1", "-W", "120", DRIVE_IP)
        res["ping_after_restart"] = (again.returncode, again.stdout[-400:])
        if FLOOD_ROUNDS:
            await asyncio.to_thread(ns_run, ns, "ip", "link", "set", "eon0", "mtu", "9000")
            flood = await asyncio.to_thread(ns_run, ns, sys.executable, "-m", "cssd_etheron.flood", "eon0", DRIVE_IP,
                                            "9", DRIVE_MAC.hex(), str(FLOOD_ROUNDS), "raw")
            await asyncio.to_thread(ns_run, ns, "ip", "link", "set", "eon0", "mtu", "1500")
            after = await asyncio.to_thread(ns_run, ns, "ping", "-c", "1", "-W", "120", DRIVE_IP)
            res["flood"] = (flood.returncode, flood.stdout.strip(), after.returncode)
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
                                  max_cycles=int(SIM_S * 1e12) // native.CLK_PERIOD_PS + 8 * MS // native.CLK_PERIOD_PS,
                                  ready_limit_ps=8 * MS) as chan:
            res = chan.run(workload(chan, tmp_path, ns), max_sim_seconds=SIM_S)
            ring = ring_state(chan)
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
    lim = res["limit"]
    assert lim["refused"] == [(0, ST["RX_LIMIT"])] and lim["refused_after_s"] < HOLD_US * 1e-6 / 2, lim
    assert lim["release"] == (0, 0) and lim["held"] == [(0, 0, 0)] and lim["n_held"] == C["ETHERON_HELD_MAX"], lim
    assert w["other_opcode"] & 0x7FF == 0x001, f"{w['other_opcode']:#x}: Invalid Opcode expected"
    assert w["arp_tx"] == ST["SUCCESS"]
    st, length, buf = w["arp_reply"]
    assert (st, length) == (0, 42) and buf[20:22] == b"\x00\x02" and buf[:6] == bytes.fromhex("02aabbccddee")
    assert res["ping"][0] == 0 and f" {PINGS} received" in res["ping"][1], res["ping"]
    assert res["tcp"][0] == 0 and res["tcp"][1] == f"{TCP_BYTES} None", res["tcp"]
    isp = res["isp_restart"]
    hold, up = ISP_CORE_FIELDS.HOLD.mask, ISP_CORE_FIELDS.UP.mask
    assert (isp["before"], isp["held"], isp["after"]) == (up, hold, up), isp
    assert isp["during"] == [(0, ST["NOT_READY"])] * 2, isp
    assert isp["block_commands_held"] >= HOLD_BLOCK_COMMANDS, isp
    assert 0 < isp["up_after_s"] < ISP_BOOT_LIMIT_S, isp
    assert res["ping_after_restart"][0] == 0, res["ping_after_restart"]
    assert res["block_commands"] >= 4, res["block_commands"]
    if FLOOD_ROUNDS:
        assert res["flood"] == (0, str(FLOOD_ROUNDS * 11), 0), f"after the flood: {res['flood']}"
    assert res["bridge_rc"] == 0, res["bridge"]
    final = json.loads(res["bridge"][0])
    assert final["transport_errors"] == 0 and final["rx_frames"] >= PINGS, final
    assert not res["relay_errors"], res["relay_errors"]
    assert not chan.errors, chan.errors
    # The network half is up, and it moved the frames (each pass that moved one counts).
    # The ISP core's restart laid the rings out afresh, so the count starts at that boot: the
    # ping after it (and the flood's in regress) went through at least one pass.
    assert ring["net_state"] == RING["EON_NET_UP"] and ring["net_passes"] >= 1, ring


def ring_state(chan) -> dict:
    """The frame rings' control words (firmware/isp/include/eon_ring.h) through the backdoor."""
    base = DDR0_ETHERON.base
    word = lambda off: int.from_bytes(chan.mem_read(MEM_DDR0, base + off, 4), "little")  # noqa: E731
    return {k: word(RING[f"EON_CTL_{k.upper()}_OFF"]) for k in ("net_state", "to_host_drops", "net_passes")}


# ---- make bench: Ether-oN's round trip and throughput in simulated time --------------------------

BENCH_FRAMES = [64, 256, 512, 1024, 1514]  # Ethernet frame bytes (UDP payloads 22 to 1,472)
BENCH_ROUND_TRIPS = 5
BENCH_STREAM = 24  # frames per size in the throughput run
BENCH_DEPTH = 4  # transmits and receives in flight (the bridge's four receives)
BENCH_ADMIN = 16  # admin commands timed idle and again while full frames stream
HOST_MAC = bytes.fromhex("02aabbccddee")


def _csum(b: bytes) -> int:
    s = sum(int.from_bytes(b[i:i + 2], "big") for i in range(0, len(b) - 1, 2)) + (b[-1] << 8 if len(b) % 2 else 0)
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return ~s & 0xFFFF


def udp_frame(frame_bytes: int, seq: int) -> bytes:
    """An Ethernet frame of frame_bytes: UDP from the host to the drive's echo port."""
    import socket
    import struct

    payload = seq.to_bytes(4, "big") + random.Random(seq).randbytes(frame_bytes - 14 - 20 - 8 - 4)
    src, dst = socket.inet_aton(HOST_IP), socket.inet_aton(DRIVE_IP)
    udp_len = 8 + len(payload)
    pseudo = src + dst + struct.pack("!BBH", 0, 17, udp_len)
    udp = struct.pack("!HHHH", 5000, 7, udp_len, 0) + payload
    udp = udp[:6] + struct.pack("!H", _csum(pseudo + udp) or 0xFFFF) + udp[8:]
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + udp_len, seq & 0xFFFF, 0, 64, 17, 0, src, dst)
    ip = ip[:10] + struct.pack("!H", _csum(ip)) + ip[12:]
    return DRIVE_MAC + HOST_MAC + b"\x08\x00" + ip + udp


async def _bench(chan) -> dict:
    from cssd_sim.pcie_link import Gen3x16, command_limits

    loop = asyncio.get_running_loop()
    ctrl = sim_controller(chan)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
    await ctrl.create_io_queue_pair(EON_QID, 32)
    align = C["ETHERON_XFER_ALIGN"]

    async def post_receive():
        buf = ctrl.alloc_buffer(4096)
        pending = await ctrl.submit(EON_QID, Command(opcode=RX, nsid=1, cdw11=4096), data=buf, length=4096,
                                    timeout=1.0)
        return pending, buf

    async def take(rx) -> bytes:
        pending, buf = rx
        cpl = await pending.result()
        data = (await buf.read())[:cpl.dw0]
        buf.free()
        return data

    async def transmit(frame: bytes) -> None:
        padded = frame + bytes(-len(frame) % align)
        buf = ctrl.alloc_buffer(4096)
        await buf.write(padded)
        cpl = await ctrl.execute(EON_QID, Command(opcode=TX, nsid=1, cdw10=len(frame), cdw11=len(padded)),
                                 data=buf, length=len(padded), check=False)
        buf.free()
        assert cpl.status.sc == 0 and cpl.status.sct == 0, cpl.status

    assert len(await take(await post_receive())) == 42  # the drive's gratuitous ARP
    rx = await post_receive()
    await transmit(arp_request(DRIVE_IP).replace(bytes.fromhex("02aabbccddee"), HOST_MAC))
    assert (await take(rx))[20:22] == b"\x00\x02"  # answered: the drive knows the host's MAC now
    link = Gen3x16()
    rows = []
    seq = 1
    for size in BENCH_FRAMES:
        rtts = []
        for _ in range(BENCH_ROUND_TRIPS):
            rx = await post_receive()
            frame = udp_frame(size, seq)
            t0 = loop.time()
            await transmit(frame)
            echo = await take(rx)
            rtts.append(loop.time() - t0)
            assert len(echo) == size and echo[42:] == frame[42:], f"{size}-byte frame: echo differs"
            seq += 1
        # Throughput: BENCH_DEPTH receives kept posted, bursts of BENCH_DEPTH transmits in flight,
        # each burst's echoes taken oldest receive first (the backlog holds any the receives miss).
        rxq = [await post_receive() for _ in range(BENCH_DEPTH)]
        got = sent = 0
        t0 = loop.time()
        while got < BENCH_STREAM:
            n = min(BENCH_DEPTH, BENCH_STREAM - sent)
            await asyncio.gather(*[transmit(udp_frame(size, seq + i)) for i in range(n)])
            seq += n
            sent += n
            while got < sent:
                echo = await take(rxq.pop(0))
                assert len(echo) == size, f"{size}-byte stream: a {len(echo)}-byte frame came back"
                got += 1
                if got + len(rxq) < BENCH_STREAM:
                    rxq.append(await post_receive())
        span = loop.time() - t0
        limit = command_limits(link, size + (-size % align), write=True)
        rows.append({"frame": size, "rtt_s": sorted(rtts), "stream_frames": BENCH_STREAM, "stream_s": span,
                     "bytes_per_s": BENCH_STREAM * size / span, "frames_per_s": BENCH_STREAM / span,
                     "limit_bytes_per_s": limit["bytes_per_s"], "limit_frames_per_s": limit["iops"]})

    # Admin and Ether-oN commands share the management core's queue and its command layer: what a
    # stream of frames costs an admin command. Get Features (Number of Queues), one at a time,
    # idle and then while bursts of BENCH_DEPTH full frames are echoed without pause.
    async def admin_latencies() -> list[float]:
        out = []
        for _ in range(BENCH_ADMIN):
            t0 = loop.time()
            await ctrl.get_features(FeatureId.NUMBER_OF_QUEUES)
            out.append(loop.time() - t0)
        return sorted(out)

    idle = await admin_latencies()
    streaming = asyncio.Event()
    stop = asyncio.Event()
    echoed = 0

    async def stream() -> None:
        nonlocal seq, echoed
        while not stop.is_set():
            rxq = [await post_receive() for _ in range(BENCH_DEPTH)]
            await asyncio.gather(*[transmit(udp_frame(1514, seq + i)) for i in range(BENCH_DEPTH)])
            seq += BENCH_DEPTH
            for rx in rxq:
                assert len(await take(rx)) == 1514
            echoed += BENCH_DEPTH
            streaming.set()

    task = asyncio.ensure_future(stream())
    await streaming.wait()
    busy = await admin_latencies()
    stop.set()
    await task
    return {"simulator": f"cssd_sim (Verilator), {CONFIG}", "rows": rows, "link": link.describe(),
            "admin": {"command": "Get Features (Number of Queues)", "idle_s": idle, "streaming_s": busy,
                      "frames_echoed": echoed, "frame": 1514},
            "depth": BENCH_DEPTH, "core_clock_hz": 250e6,
            "path": "transmit and receive commands on one I/O queue from the cssd_nvme driver over the host channel; "
                    "the management core's command layer, the DDR0 frame rings and lwIP's UDP echo on "
                    + ("the ISP core" if ISP_CORE is not None else "the management core")}


def test_etheron_bench(tmp_path):
    """`make bench` (CSSD_BENCH=1): round trip and throughput of UDP echo through Ether-oN per frame
    size, in simulated time, beside the PCIe link's limit for NVMe commands moving the same bytes
    (build/bench/etheron.json)."""
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    bc = boot_config.for_config(CONFIG, time_scale=1, lba_size=LBA, ns_bytes=NS_BYTES,
                                network=boot_config.net(ip=DRIVE_IP, hold_us=200_000))
    with native.ready_channel(CONFIG, boot_config=bc, console_dir=tmp_path / "console",
                              max_cycles=400_000_000, ready_limit_ps=8 * MS) as chan:
        res = chan.run(_bench(chan), max_sim_seconds=1.0)
        chan.close()
    out = REPO / "build" / "bench" / "etheron.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, indent=1))
    for r in res["rows"]:
        print(f"{r['frame']:5d} B: rtt median {r['rtt_s'][len(r['rtt_s']) // 2] * 1e6:.1f} us, "
              f"{r['bytes_per_s'] / 1e6:.2f} MB/s ({r['bytes_per_s'] / r['limit_bytes_per_s']:.2%} of the link)")
