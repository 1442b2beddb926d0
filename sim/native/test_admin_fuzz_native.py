"""The C management firmware under random admin commands, on cssd_sim (issue 21: before this it had
seen about 40 admin commands on the RTL; the admin fuzz ran only against the Python model).

The commands come from the front end's admin fuzz generator (cssd_sim.nvme_fuzz: plausible
commands with random, often invalid fields: Identify, Get Log Page, Get / Set Features, queue
creation and deletion, Abort, unknown opcodes, bad PRP offsets, PSDT and fused bits). Each must
complete before the driver's timeout (no hang), with the status and dword 0 that the Python
firmware model (cssd_sim.nvme_fw, the specification the front-end benches hold the RTL to) gives
for the same drive and the same commands; Identify data must match too. Afterwards the drive must
still serve I/O: an I/O queue pair is created and a write is read back.

ADMIN_FUZZ_COMMANDS commands (60 in `make test`, 1,000 in `make regress`; about 0.4 s of wall time
each on cssd_sim), ADMIN_FUZZ_SEED picks the run.
"""

from __future__ import annotations

import os
import random

import pytest

from cssd_config import CONFIGS, MSIX_VECTORS
from cssd_nvme.command import nvm_read, nvm_write
from cssd_nvme.sim_transport import HostChannel, sim_controller

from cssd_sim import boot_config as bcfg
from cssd_sim import native
from cssd_sim import set_mailbox as smb
from cssd_sim.native_bench import NativeSystem
from cssd_sim.nvme_fuzz import ModelReference, admin_command, sqe
from cssd_sim.nvme_fw import FwConfig
from cssd_sim.nvme_fw.config import namespace_configs, set_namespaces
from cssd_sim.tier import count

CONFIG = "sim_drive"
CFG = CONFIGS[CONFIG]
NS = set_namespaces(CFG)
COMMANDS = count("ADMIN_FUZZ_COMMANDS", 60, 1000)


def _boot_block() -> bytes:
    return bcfg.to_bytes(set_cores=CFG.set_cores, set_flags=smb.CFG_FORMAT_IF_BLANK, time_scale=1,
                         namespaces=namespace_configs(NS))


@pytest.mark.tiered
def test_admin_fuzz_native(tmp_path) -> None:
    seed = int(os.environ.get("ADMIN_FUZZ_SEED", "1"))
    print(f"ADMIN_FUZZ_SEED={seed}, {COMMANDS} commands")
    rng = random.Random(seed)
    with native.launch(CONFIG, host_mem_bytes=8 << 20, boot_config=_boot_block(), console_dir=tmp_path / "console",
                       max_cycles=(40 + COMMANDS // 4) * 1_000_000) as sim:
        chan = HostChannel(sim.client.sock, str(sim.host_mem_path))
        system = NativeSystem(chan)
        chan.run(system.wait_ready(), max_sim_seconds=20e-3)

        async def fuzz() -> tuple[dict[str, int], list[str]]:
            ctrl = sim_controller(chan)
            await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, use_msix=True, max_vectors=4)
            # The drive's I/O queues (Get Features Number of Queues, 0's based), for the generator
            # and the model.
            cpl = await ctrl.execute(0, sqe(0x0A, cdw10=0x07), check=True)
            nq = (cpl.dw0 & 0xFFFF) + 1
            ref = ModelReference(FwConfig(namespaces=namespace_configs(NS), page_bytes=CFG.page_bytes), num_io_queues=nq,
                                 num_vectors=MSIX_VECTORS)
            buf = ctrl.mem.alloc(64 * 1024)
            statuses: dict[str, int] = {}
            differ: list[str] = []
            for i in range(COMMANDS):
                raw = admin_command(rng, buf, nq)
                await ctrl.mem.write(buf, bytes(4096))
                got, differs = await ref.run(ctrl, raw, timeout=5e-3)  # the timeout is a hang: it fails
                statuses[got.status.name] = statuses.get(got.status.name, 0) + 1
                if differs:
                    differ.append(f"command {i}: {differs}")
            # Still a drive: whatever the fuzz created or deleted, an I/O queue pair of its own
            # (deleted first, ignoring the status) carries a write and its read-back.
            for opc, qid in ((0x00, 1), (0x04, 1)):
                await ctrl.execute(0, sqe(opc, cdw10=qid), check=False)
            qp = await ctrl.create_io_queue_pair(1, 16)
            nsid = min(NS)
            lba = NS[nsid][0]
            data = rng.randbytes(8 * lba)
            wbuf, rbuf = ctrl.alloc_buffer(len(data)), ctrl.alloc_buffer(len(data))
            await wbuf.write(data)
            assert not (await qp.execute(nvm_write(nsid, 0, 8), data=wbuf)).status.is_error
            assert not (await qp.execute(nvm_read(nsid, 0, 8), data=rbuf)).status.is_error
            assert await rbuf.read() == data, "the drive lost a write after the fuzz"
            return statuses, differ

        statuses, differ = chan.run(fuzz(), max_sim_seconds=2.0)
        print("statuses:", statuses)
        assert len(statuses) >= 8, f"the fuzz exercised too few outcomes: {statuses}"
        assert not differ, f"{len(differ)} of {COMMANDS} commands differ from the model:\n" + "\n".join(differ[:20])
        assert not chan.errors, chan.errors

