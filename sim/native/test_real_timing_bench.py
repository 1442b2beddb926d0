"""`make bench`: the drive at real NAND timing (issue 20, "Full system at real timing").

cssd_sim on the VCU118 configuration (4 set cores, the management core, 8 channels x 4 dies x 2
planes, 16 KiB pages) with the host driver (cssd_nvme over the host channel), measured at 2PM
Table 1 timing: TIME_SCALE 256, nothing scaled. Every limit is computed from the flash back
end's registers and the link model (cssd_sim.pcie_link) of the same run.

The run, in simulated time:
1. boot with the flash at 1/256 timing (formatting 8,000 blocks at real tBERS would take most of
   a simulated second, hours of wall time) and write REGION_BYTES per NVM set with 128 KiB writes,
   then Flush;
2. power cycle (only the NAND array survives, so the set cores' caches start empty and every
   read below comes from flash: the ICL does not allocate on reads), mount at 1/256, then set
   TIME_SCALE to 256 through the firmware port before any measured I/O;
3. QD 1 4 KiB reads on set 1 (latency against tR + page transfer + 10 us);
4. 4 KiB random reads at QD 256 (64 per set, one queue per set) against the die / channel limit;
5. 128 KiB sequential reads, QD 8 per set, against min(flash, link).
Every read is compared with what was written. The set cores' mailbox counters are read around
each measured phase (after a Flush and an idle gap, which is when the firmware publishes them):
busy cycles (the core's utilisation) and the firmware's cycles per command at real timing.

Not measured here (said in the report): 4 KiB random writes in steady state with GC. Reaching
steady state means writing the drive's 2 GB of flash over once or more; at ~11 kHz that is many
hours of wall time.

Writes build/bench/real_timing.json."""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
from pathlib import Path

import pytest

from cssd_config import CONFIGS
from cssd_nvme.sim_transport import HostChannel, sim_controller

from cssd_sim import boot_config, flash_timing, native
from cssd_sim import set_mailbox as smb
from cssd_sim.native_bench import NativeSystem
from cssd_sim.pcie_link import Gen3x16, command_limits

REPO = Path(__file__).resolve().parents[2]
CONFIG = "vcu118"
CFG = CONFIGS[CONFIG]
SETS = CFG.set_cores
LBA = 4096
NS_BYTES = 64 << 20
REGION_BYTES = 4 << 20          # written per set, read back by every phase
SEQ_BYTES = 128 << 10
PRECONDITION_QD = 8             # per set
QD1_READS = 32
RANDOM_QD_PER_SET = 64          # x 4 sets = QD 256
RANDOM_READS_PER_SET = 512
SEQ_QD_PER_SET = 8
MPS_CODE, MRRS_CODE = 1, 2      # 256 B / 512 B: a common server root port
REAL_SCALE = 256                # flash TIME_SCALE: x/256 of the register times
FAST_SCALE = 1
CLK_HZ = 1e12 / native.CLK_PERIOD_PS
IDLE_GAP_S = 400e-6             # lets every set core go idle and publish its counters


def _slope(times: list[float], skip: int) -> float:
    """Completions per second: least-squares slope of completion count over completion time,
    without the first and last `skip` (ramp-up, drain), as the flash_random bench does."""
    t = sorted(times)
    core = t[skip:len(t) - skip] if len(t) > 2 * skip + 2 else t
    fit = statistics.linear_regression(core, list(range(len(core))))
    return fit.slope


class _Drive:
    """The host's view: one queue pair per set, the reference data, per-command timings."""

    def __init__(self, system: NativeSystem, ref: dict[int, bytearray]) -> None:
        self.system = system
        self.ref = ref
        self.ctrl = None
        self.qps: dict[int, object] = {}

    async def open(self, depth: int) -> None:
        """A queue pair per namespace of the reference (one per set), each namespace identified."""
        self.ctrl = sim_controller(self.system.chan, mps_code=MPS_CODE, mrrs_code=MRRS_CODE)
        await self.ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=len(self.ref) + 1)
        depth = min(depth, self.ctrl.cap.max_queue_entries)
        self.qps = {n: await self.ctrl.create_io_queue_pair(q + 1, depth) for q, n in enumerate(sorted(self.ref))}
        # The namespaces' formats are read here, as a driver does when it probes: otherwise the
        # first measured command of each namespace would include an Identify on the admin queue.
        for n in self.qps:
            await self.ctrl.identify_namespace(n)

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    async def write(self, nsid: int, off: int, data: bytes) -> None:
        buf = self.ctrl.alloc_buffer(len(data))
        await buf.write(data)
        await self.qps[nsid].write(nsid, off // LBA, len(data) // LBA, buf)
        buf.free()
        self.ref[nsid][off:off + len(data)] = data

    async def read(self, nsid: int, off: int, size: int) -> tuple[float, float]:
        buf = self.ctrl.alloc_buffer(size)
        t0 = self.now()
        await self.qps[nsid].read(nsid, off // LBA, size // LBA, buf)
        t1 = self.now()
        got = await buf.read()
        buf.free()
        assert got == bytes(self.ref[nsid][off:off + size]), f"ns {nsid} offset {off}: data differs"
        return t0, t1

    async def settle(self) -> list[smb.Mailbox]:
        """Flush every namespace and let the cores idle: their counters are then published."""
        for nsid, qp in self.qps.items():
            await qp.flush(nsid)
        await asyncio.sleep(IDLE_GAP_S)
        return self.system.mailboxes()


async def closed_loop(drive: _Drive, nsid: int, depth: int, offsets: list[int], size: int,
                      out: list[tuple[float, float]], until: float | None = None) -> None:
    """Reads of `size` at `offsets`, `depth` at a time; (submitted, completed) times into `out`.
    With `until` (the loop's time), no read is issued after it; those issued all complete."""
    todo = iter(offsets)

    async def worker() -> None:
        for off in todo:
            if until is not None and drive.now() > until:
                return
            out.append(await drive.read(nsid, off, size))
    await asyncio.gather(*(worker() for _ in range(depth)))


def _set_delta(before: list[smb.Mailbox], after: list[smb.Mailbox]) -> list[dict]:
    keys = ("read_cmds", "read_cycles", "read_wait_cycles", "read_instret", "busy_cycles", "sleep_cycles",
            "nand_reads", "commands", "serve_cycles", "publish_cycles", "loop_passes", "loop_idle_passes",
            "loop_idle_cycles", *smb.LOOP_STAGES)
    return [{k: getattr(a, k) - getattr(b, k) for k in keys} for b, a in zip(before, after)]


async def _flash_limits(system: NativeSystem) -> dict:
    """The back end's times from its registers, in effective cycles at the programmed scale
    (rtl/flash/flash_top.sv `scaled`, `xfer_cycles`)."""
    f = system.flash
    geo = await f.start()
    raw = {k: await f.rd(r) & 0xFFFFFFFF for k, r in (("t_cmd", "T_CMD"), ("t_read", "T_READ"),
                                                         ("page_types", "PAGE_TYPES"))}
    rate, scale = await f.rd("BUS_RATE") & 0xFFFF, await f.rd("TIME_SCALE") & 0xFFFF
    assert raw["page_types"] & 3 < 2, "the limits below assume one tR for every page type"
    cmd, t_read = flash_timing.effective(raw["t_cmd"], scale), flash_timing.effective(raw["t_read"], scale)
    xfer = flash_timing.transfer(geo.page_bytes, rate, scale)
    per_cycle = flash_timing.ops_per_cycle(geo.channels, geo.dies, cmd, t_read, xfer)  # page reads
    return {"channels": geo.channels, "dies": geo.dies, "planes": geo.planes, "page_bytes": geo.page_bytes,
            "flash_bytes": geo.channels * geo.dies * geo.planes * geo.blocks * geo.pages * geo.page_bytes,
            "time_scale": scale, "t_cmd": cmd, "t_read": t_read, "t_xfer": xfer, "bus_rate": rate,
            "read_iops": per_cycle * CLK_HZ,
            "read_bytes_per_s": per_cycle * CLK_HZ * geo.page_bytes,
            "qd1_limit_us": (t_read + xfer) / CLK_HZ * 1e6 + 10.0,
            "bound": "dies" if geo.dies / (cmd + t_read + xfer) < 1 / (cmd + xfer) else "channel bus"}


async def precondition_and_mount(system: NativeSystem, drive: _Drive, rng: random.Random, region_bytes: int,
                                 depth: int, tag: str) -> tuple[float, dict]:
    """Steps 1 and 2: at 1/256 timing write [0, region_bytes) of every set's namespace with
    128 KiB writes (PRECONDITION_QD per set), Flush, power cycle, mount, switch the flash to real
    timing and open `depth`-deep queues. Returns the fill's simulated seconds and the limits."""
    await system.wait_ready(timeout_s=400e-3)
    await drive.open(depth=2 * PRECONDITION_QD)
    t0 = drive.now()

    async def fill(nsid: int) -> None:
        offs = iter(range(0, region_bytes, SEQ_BYTES))

        async def worker() -> None:
            for off in offs:
                await drive.write(nsid, off, rng.randbytes(SEQ_BYTES))
        await asyncio.gather(*(worker() for _ in range(PRECONDITION_QD)))
    await asyncio.gather(*(fill(n) for n in drive.qps))
    for nsid, qp in drive.qps.items():
        await qp.flush(nsid)
    fill_s = drive.now() - t0
    print(f"[{tag}] regions written ({fill_s * 1e3:.2f} ms simulated); power cycle", flush=True)

    await system.power_cut()
    await system.wait_ready(timeout_s=400e-3)
    await system.flash.set_timing(scale=REAL_SCALE)
    limits = await _flash_limits(system)
    assert limits["time_scale"] == REAL_SCALE
    await drive.open(depth=depth)
    return fill_s, limits


async def _bench(system: NativeSystem, rng: random.Random) -> dict:
    chan = system.chan
    ref = {s + 1: bytearray(REGION_BYTES) for s in range(SETS)}
    drive = _Drive(system, ref)
    # 1. precondition at 1/256 timing: the whole region of every set, QD 8 per set
    # 2. power cycle, mount, real timing
    fill_s, limits = await precondition_and_mount(system, drive, rng, REGION_BYTES, RANDOM_QD_PER_SET + 1,
                                                  "real timing")
    link = Gen3x16(mps=128 << MPS_CODE, mrrs=128 << MRRS_CODE)
    res = {"config": CONFIG, "rocket": CFG.rocket, "set_cores": SETS, "lba_bytes": LBA, "region_bytes_per_set": REGION_BYTES,
           "precondition_sim_s": fill_s, "flash": limits, "link": link.describe()}

    # 3. QD 1 from flash on set 1
    print(f"[real timing] mounted, TIME_SCALE {REAL_SCALE}: QD 1, QD {SETS * RANDOM_QD_PER_SET}, sequential", flush=True)
    mb0 = await drive.settle()
    lat = []
    for off in rng.sample(range(0, REGION_BYTES, LBA), QD1_READS):
        a, b = await drive.read(1, off, LBA)
        lat.append((b - a) * 1e6)
    mb1 = await drive.settle()
    res["qd1"] = {"reads": QD1_READS, "lat_us": lat, "p50_us": statistics.median(lat), "max_us": max(lat),
                  "sets": _set_delta(mb0, mb1)}

    # 4. 4 KiB random reads at QD 256
    done: dict[int, list] = {n: [] for n in drive.qps}
    t0 = drive.now()
    await asyncio.gather(*(closed_loop(drive, n, RANDOM_QD_PER_SET,
                                        [rng.randrange(REGION_BYTES // LBA) * LBA for _ in range(RANDOM_READS_PER_SET)],
                                        LBA, done[n]) for n in drive.qps))
    span = drive.now() - t0
    mb2 = await drive.settle()
    ends = [b for v in done.values() for _, b in v]
    lats = sorted((b - a) * 1e6 for v in done.values() for a, b in v)
    iops = _slope(ends, SETS * RANDOM_QD_PER_SET)
    res["random_read"] = {"qd": SETS * RANDOM_QD_PER_SET, "reads": len(ends), "span_s": span, "iops": iops,
                          "iops_mean": len(ends) / span, "p50_us": lats[len(lats) // 2],
                          "p99_us": lats[int(len(lats) * 0.99)], "sets": _set_delta(mb1, mb2)}

    # 5. 128 KiB sequential reads, QD 8 per set
    done = {n: [] for n in drive.qps}
    t0 = drive.now()
    await asyncio.gather(*(closed_loop(drive, n, SEQ_QD_PER_SET, list(range(0, REGION_BYTES, SEQ_BYTES)),
                                        SEQ_BYTES, done[n]) for n in drive.qps))
    span = drive.now() - t0
    mb3 = await drive.settle()
    ends = [b for v in done.values() for _, b in v]
    rate = _slope(ends, SETS * SEQ_QD_PER_SET) * SEQ_BYTES
    lk = command_limits(link, SEQ_BYTES, write=False)
    res["seq_read"] = {"qd": SETS * SEQ_QD_PER_SET, "reads": len(ends), "span_s": span, "bytes_per_s": rate,
                       "bytes_per_s_mean": len(ends) * SEQ_BYTES / span, "link_bytes_per_s": lk["bytes_per_s"],
                       "iface_bytes_per_s": lk["iface_bytes_per_s"],
                       "limit_bytes_per_s": min(limits["read_bytes_per_s"], lk["bytes_per_s"]),
                       "sets": _set_delta(mb2, mb3)}
    assert not chan.errors, chan.errors
    return res


def run_bench(bench, seed: int, tmp_path: Path, config: str = CONFIG) -> dict:
    """Boots `config` on cssd_sim at 1/256 flash timing and runs `bench(system, rng)`; its result
    gains the simulator's name and the run's cycles and wall seconds."""
    bc = boot_config.for_config(config, time_scale=FAST_SCALE, lba_size=LBA, ns_bytes=NS_BYTES)
    with native.launch(config, host_mem_bytes=64 << 20, boot_config=bc, console_dir=tmp_path / "console",
                       max_cycles=400_000_000) as sim:
        chan = HostChannel(sim.client.sock, str(sim.host_mem_path))
        res = chan.run(bench(NativeSystem(chan), random.Random(seed)), max_sim_seconds=1.0)
        stats = chan.close()
    res["simulator"] = "cssd_sim (Verilator, C++ root port)"
    res["sim"] = {"cycles": stats.cycles, "wall_s": stats.wall_seconds} if stats else None
    return res


def test_real_timing_bench(tmp_path):
    if os.environ.get("CSSD_BENCH") != "1":
        pytest.skip("a benchmark: `make bench` runs it (CSSD_BENCH=1)")
    res = run_bench(_bench, 1, tmp_path)
    print(json.dumps({k: v for k, v in res.items() if k != "qd1"}, indent=1, default=str))
    out = REPO / "build" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "real_timing.json").write_text(json.dumps(res, indent=1))
