"""The C set firmware's host path under the command shapes the other system tests leave out
(issue 21), on cssd_sim (sim_drive: the management core, two set cores, the C firmware):

- transfers of a whole 128 KiB namespace and of half of it (32 and 16 host pages: PRP lists);
- host buffers that start inside a page (PRP1 with an offset, every later entry page aligned);
- four I/O queues, each carrying commands of both NVM sets at once;
- every PCIe Max Payload Size the root port offers here (128, 256 and 512 B): the front end cuts
  the data into other TLPs, the firmware must see the same commands.

A matrix of shapes, so `make regress` runs it (regress-tiered); `make test` skips it, saying so:
the cold `make test` at 26363d6 went over its 30 minutes with it (its MPS 512 part, 36 s).

Every read is compared with the host's copy of the namespace.

1 MiB commands and the MDTS check need a namespace larger than MDTS (1 MiB), which sim_drive (1 MiB
of flash in all) cannot hold: `test_hil_mdts_native` runs them on sim_scale (8 MiB namespaces, 512 B
LBAs on set 1 and 4 KiB on set 2), regress-tiered as well (`make test` does not build sim_scale).
With MDTS read from Identify Controller, under PCIe MPS 128 and 512 B and on both sets at once:
one Write of MDTS bytes at a page-aligned LBA and at an unaligned one (inside a flash page for
512 B LBAs, off the MDTS grid for 4 KiB), each read back in one Read of MDTS bytes, every buffer
inside a page (PRP1 with an offset, a PRP list of 256 entries); a Write and a Read of MDTS + 1 LBA
inside the namespace must get Invalid Field in Command (SCT 0, SC 02h), and the refused Write must
leave the data as it was (read back).
"""

from __future__ import annotations

import asyncio
import random

import pytest

from cssd_config import CONFIGS
from cssd_nvme import GenericStatus, NvmeStatus
from cssd_nvme import command as cmds
from cssd_nvme.prp import build_prps, write_prp_lists
from cssd_nvme.sim_transport import HostChannel, sim_controller
from cssd_nvme.transport import DmaBuffer

from cssd_sim import boot_config, native, set_mailbox
from cssd_sim.nvme_fw.config import NamespaceConfig
from cssd_sim.tier import regress

CONFIG = "sim_drive"
NUM_SETS = CONFIGS[CONFIG].set_cores
LBA = 512
NS_BYTES = 128 * 1024
HOST_MEM = 8 << 20
MS = 1_000_000_000  # picoseconds
QUEUES = 4
# PCIe MPS 128, 256, 512 bytes (105 s of wall time for the three).
MPS_CODES = (0, 1, 2)
OFFSETS = (0, 512, 4096 - 512)  # where a buffer starts in its page


async def _shapes(chan: HostChannel, seed: int) -> dict:
    rng = random.Random(seed)
    ref = {nsid: bytearray(NS_BYTES) for nsid in range(1, NUM_SETS + 1)}
    done = []

    for mps_code in MPS_CODES:
        ctrl = sim_controller(chan, mps_code=mps_code)
        await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=QUEUES + 1)
        qps = [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(QUEUES)]

        def buffer(size: int) -> tuple[DmaBuffer, DmaBuffer]:
            """(the allocation, the buffer inside it at a random page offset)"""
            base = ctrl.alloc_buffer(size + 4096)
            return base, DmaBuffer(ctrl.mem, base.addr + rng.choice(OFFSETS), size)

        async def write(qp, nsid: int, slba: int, data: bytes) -> None:
            base, buf = buffer(len(data))
            await buf.write(data)
            await qp.write(nsid, slba, len(data) // LBA, buf)
            base.free()
            ref[nsid][slba * LBA:slba * LBA + len(data)] = data
            done.append(("write", mps_code, nsid, len(data)))

        async def read_back(qp, nsid: int, slba: int, size: int) -> None:
            base, buf = buffer(size)
            await buf.write(b"\xA5" * size)
            await qp.read(nsid, slba, size // LBA, buf)
            got = await buf.read()
            base.free()
            assert got == bytes(ref[nsid][slba * LBA:slba * LBA + size]), \
                f"MPS code {mps_code}: ns {nsid} LBA {slba} + {size} B read back differs"
            done.append(("read", mps_code, nsid, size))

        # The whole namespace in one command each way (32 pages), on two different queues.
        for nsid in ref:
            await write(qps[nsid % QUEUES], nsid, 0, rng.randbytes(NS_BYTES))
            await read_back(qps[(nsid + 1) % QUEUES], nsid, 0, NS_BYTES)
        # Every queue at once with both sets' commands: halves and odd sizes on disjoint ranges.
        quarter = NS_BYTES // 4 // LBA
        jobs = []
        for q, qp in enumerate(qps):
            for nsid in ref:
                size = rng.choice([NS_BYTES // 4, 12 * 1024 + LBA, 3 * 4096, LBA])
                slba = q * quarter + rng.randrange(quarter - size // LBA + 1)
                jobs.append(write(qp, nsid, slba, rng.randbytes(size)))
        await asyncio.gather(*jobs)
        jobs = [read_back(qps[(q + 1) % QUEUES], nsid, q * quarter, NS_BYTES // 4)
                for q in range(QUEUES) for nsid in ref]
        await asyncio.gather(*jobs)
        # Half a namespace (16 pages) read from the middle, on the last queue.
        for nsid in ref:
            await read_back(qps[-1], nsid, NS_BYTES // 4 // LBA, NS_BYTES // 2)
    return {"commands": len(done), "largest": max(size for *_, size in done),
            "mps_codes": sorted({m for _, m, _, _ in done})}


@pytest.mark.tiered
def test_hil_shapes_native(tmp_path) -> None:
    if not regress():
        pytest.skip("a matrix of command shapes: `make regress` runs it (CSSD_TIER=regress)")
    bc = boot_config.for_config(CONFIG, time_scale=1, lba_size=LBA, ns_bytes=NS_BYTES)
    with native.ready_channel(CONFIG, host_mem_bytes=HOST_MEM, boot_config=bc, console_dir=tmp_path / "console",
                              max_cycles=200_000_000, ready_limit_ps=8 * MS) as chan:
        res = chan.run(_shapes(chan, seed=1), max_sim_seconds=200e-3)
    print(res)
    per_mps = 2 * NUM_SETS + 2 * QUEUES * NUM_SETS + NUM_SETS
    assert res["commands"] == len(MPS_CODES) * per_mps and res["largest"] == NS_BYTES, res
    assert res["mps_codes"] == list(MPS_CODES)
    assert not chan.errors, chan.errors


# ---- 1 MiB commands and the MDTS check (sim_scale: namespaces larger than MDTS) ----

SCALE_CONFIG = "sim_scale"
# One namespace per set core (NSID = NVM set), 512 B LBAs on set 1 and 4 KiB on set 2, both the
# same size: a few MiB, room for two MDTS-sized regions per MPS value (plus half of one), far below
# the 14,169 pages a sim_scale set exports (no garbage collection in the run).
SCALE_LBAS = {1: 512, 2: 4096}
SCALE_NS_BYTES = 8 << 20
# PCIe MPS 128 and 512 bytes.
SCALE_MPS_CODES = (0, 2)
# Boot on blank media formats 64 MiB of flash per set: tools/run.py bounds it at 20 ms.
SCALE_READY_PS = 20 * MS
# The status a Read or Write above MDTS must get (NVMe base spec, MDTS in Identify Controller).
OVER_MDTS = NvmeStatus.of(GenericStatus.INVALID_FIELD)


async def _mdts_commands(chan: HostChannel, seed: int) -> dict:
    """Per MPS value, on both sets at once (set 1 on one I/O queue, set 2 on the other): one Write
    of MDTS bytes at a page-aligned LBA and one Read of it back; one Write of MDTS bytes at an LBA
    inside a flash page (512 B LBAs) or off the MDTS grid (4 KiB LBAs); then a Write and a Read of
    MDTS + 1 LBA over [that LBA - 1, + MDTS], which must be refused with Invalid Field in Command
    and the Write must leave the namespace unchanged: MDTS read back in one Read from the unaligned
    LBA and the LBA before it. Every data buffer starts inside a page (PRP1 with an offset, a PRP
    list of 256 entries behind it)."""
    rng = random.Random(seed)
    t0 = asyncio.get_running_loop().time()  # simulated seconds
    ref = {nsid: bytearray(SCALE_NS_BYTES) for nsid in SCALE_LBAS}
    done, refused = [], []
    mdts_seen = set()

    for i, mps_code in enumerate(SCALE_MPS_CODES):
        ctrl = sim_controller(chan, mps_code=mps_code)
        await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=len(SCALE_LBAS) + 1)
        # MDTS as the drive reports it (units of CAP.MPSMIN); from here on the host driver itself
        # refuses larger transfers, so the commands above MDTS below build their PRPs by hand.
        mdts = (await ctrl.identify_controller()).max_transfer(ctrl.cap.min_page_size)
        assert mdts, "Identify Controller reports no MDTS (0): nothing to check"
        assert (2 * len(SCALE_MPS_CODES) + 1) * mdts <= SCALE_NS_BYTES, f"MDTS {mdts} B: namespaces too small"
        mdts_seen.add(mdts)
        for nsid, lba in SCALE_LBAS.items():
            ns = await ctrl.identify_namespace(nsid)
            assert (ns.lba_size, ns.nsze) == (lba, SCALE_NS_BYTES // lba), (nsid, ns.lba_size, ns.nsze)
        qps = [await ctrl.create_io_queue_pair(q + 1, 16) for q in range(len(SCALE_LBAS))]

        def buffer(size: int, offset: int) -> tuple[DmaBuffer, DmaBuffer]:
            """(the allocation, the buffer inside it `offset` bytes into its first page)"""
            base = ctrl.alloc_buffer(size + 4096)
            return base, DmaBuffer(ctrl.mem, base.addr + offset, size)

        async def write(qp, nsid: int, slba: int, data: bytes, offset: int) -> None:
            lba = SCALE_LBAS[nsid]
            base, buf = buffer(len(data), offset)
            await buf.write(data)
            cpl = await qp.write(nsid, slba, len(data) // lba, buf, check=False)
            base.free()
            assert not cpl.status.is_error, f"MPS code {mps_code}: ns {nsid} write LBA {slba} + {len(data)} B: " \
                                            f"{cpl.status}"
            ref[nsid][slba * lba:slba * lba + len(data)] = data
            done.append(("write", mps_code, nsid, len(data)))

        async def read_back(qp, nsid: int, slba: int, size: int, offset: int) -> None:
            lba = SCALE_LBAS[nsid]
            base, buf = buffer(size, offset)
            await buf.write(b"\xA5" * size)
            cpl = await qp.read(nsid, slba, size // lba, buf, check=False)
            got = await buf.read()
            base.free()
            assert not cpl.status.is_error, f"MPS code {mps_code}: ns {nsid} read LBA {slba} + {size} B: {cpl.status}"
            want = bytes(ref[nsid][slba * lba:slba * lba + size])
            if got != want:
                bad = next(k for k in range(size) if got[k] != want[k])
                raise AssertionError(f"MPS code {mps_code}: ns {nsid} read LBA {slba} + {size} B differs from the "
                                     f"host's copy first at byte {bad} (LBA {slba + bad // lba})")
            done.append(("read", mps_code, nsid, size))

        async def over_mdts(qp, write_: bool, nsid: int, slba: int, nlb: int) -> None:
            """A Read or Write of `nlb` LBAs (above MDTS) with PRPs built here: the driver's own
            MDTS guard (Controller._attach_data) would refuse to send it."""
            lba = SCALE_LBAS[nsid]
            size = nlb * lba
            fill = rng.randbytes(size) if write_ else b"\x5A" * size
            base, buf = buffer(size, 4096 - 512)
            await buf.write(fill)
            lists = []

            def list_page() -> int:
                lists.append(ctrl.mem.alloc(4096, 4096))
                return lists[-1]

            prps = build_prps(buf.addr, size, ctrl.page_size, list_page)
            await write_prp_lists(ctrl.mem, prps)
            cmd = (cmds.nvm_write if write_ else cmds.nvm_read)(nsid, slba, nlb)
            cmd.prp1, cmd.prp2 = prps.prp1, prps.prp2
            cpl = await qp.execute(cmd, check=False)
            untouched = await buf.read() == fill
            for a in lists:
                ctrl.mem.free(a)
            base.free()
            what = "write" if write_ else "read"
            assert (cpl.status.sct, cpl.status.sc) == (OVER_MDTS.sct, OVER_MDTS.sc), \
                f"MPS code {mps_code}: ns {nsid} {what} of {nlb} LBAs ({size} B, MDTS {mdts} B) at LBA {slba}: " \
                f"{cpl.status}, not {OVER_MDTS}"
            refused.append((what, mps_code, nsid, size, str(cpl.status), untouched))

        async def one_set(nsid: int) -> None:
            qp = qps[(nsid + i) % len(qps)]  # each set on the other queue in the next pass
            lba = SCALE_LBAS[nsid]
            per = mdts // lba  # LBAs in MDTS bytes
            aligned = 2 * i * per
            # inside a flash page of 4 KiB (512 B LBAs), off the MDTS grid (both)
            unaligned = aligned + per // 2 + (3 if lba == 512 else 1)
            await write(qp, nsid, aligned, rng.randbytes(mdts), 512)
            await read_back(qp, nsid, aligned, mdts, 4096 - 512)
            await write(qp, nsid, unaligned, rng.randbytes(mdts), 4096 - 512)
            # MDTS + 1 LBA from the LBA before: inside the namespace, over data written above
            first = unaligned - 1
            assert first + per + 1 <= SCALE_NS_BYTES // lba
            await over_mdts(qp, True, nsid, first, per + 1)
            await over_mdts(qp, False, nsid, first, per + 1)
            await read_back(qp, nsid, unaligned, mdts, 512)
            await read_back(qp, nsid, first, lba, 512)

        await asyncio.gather(*(one_set(nsid) for nsid in SCALE_LBAS))
    return {"commands": len(done), "largest": max(size for *_, size in done), "mdts": sorted(mdts_seen),
            "mps_codes": sorted({m for _, m, _, _ in done}), "refused": refused,
            "sim_ms": round((asyncio.get_running_loop().time() - t0) * 1e3, 2)}


@pytest.mark.tiered
def test_hil_mdts_native(tmp_path) -> None:
    if not regress():
        pytest.skip("1 MiB commands on sim_scale: `make regress` runs it (CSSD_TIER=regress); `make test` does not "
                    "build sim_scale, and the run adds about 5 minutes of simulation")
    bc = boot_config.to_bytes(set_cores=CONFIGS[SCALE_CONFIG].set_cores, set_flags=set_mailbox.CFG_FORMAT_IF_BLANK,
                              time_scale=1, namespaces=[NamespaceConfig(nsid, nsid, SCALE_NS_BYTES // lba, lba)
                                                        for nsid, lba in SCALE_LBAS.items()])
    with native.ready_channel(SCALE_CONFIG, host_mem_bytes=HOST_MEM, boot_config=bc, console_dir=tmp_path / "console",
                              max_cycles=400_000_000, ready_limit_ps=SCALE_READY_PS) as chan:
        res = chan.run(_mdts_commands(chan, seed=2), max_sim_seconds=1.5)
    print({k: v for k, v in res.items() if k != "refused"})
    for r in res["refused"]:
        print("refused:", r)
    mdts = res["mdts"][0]
    # per set and MPS value: 2 Writes of MDTS, a Read of MDTS twice and one Read of one LBA
    assert res["commands"] == len(SCALE_MPS_CODES) * len(SCALE_LBAS) * 5, res
    assert res["largest"] == mdts and res["mdts"] == [mdts], res
    assert res["mps_codes"] == list(SCALE_MPS_CODES)
    assert len(res["refused"]) == len(SCALE_MPS_CODES) * len(SCALE_LBAS) * 2, res["refused"]
    assert not chan.errors, chan.errors
