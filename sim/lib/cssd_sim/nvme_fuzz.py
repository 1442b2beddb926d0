"""Random admin commands for the fuzz tests: the front end's bench (sim/nvme/nvme_ctrl, against the
Python firmware model) and the C management firmware's on cssd_sim (sim/native/
test_admin_fuzz_native.py) draw from the same generator, so both see the same kinds of bad input.
"""

from __future__ import annotations

import random

from cssd_nvme import Command


def sqe(opc: int, **fields) -> bytes:
    """A raw SQE from the driver's Command (its builders refuse out-of-range fields; the device
    must judge them, so the tests build the entry directly)."""
    return Command(opcode=opc, **fields).to_bytes()


def create_cq(qid, entries, prp1, vector=0, ien=True, pc=True):
    return sqe(0x05, prp1=prp1, cdw10=(entries - 1) << 16 | qid, cdw11=vector << 16 | int(ien) << 1 | int(pc))


def create_sq(qid, entries, prp1, cqid, prio=0, pc=True):
    return sqe(0x01, prp1=prp1, cdw10=(entries - 1) << 16 | qid, cdw11=cqid << 16 | prio << 1 | int(pc))


def admin_command(rng: random.Random, buf: int, nq: int) -> bytes:
    """A random admin SQE: mostly plausible commands with random (often invalid) fields. `buf`:
    64 KiB of host memory for data and queues; `nq`: the controller's I/O queues."""
    kind = rng.randrange(10)
    if kind == 0:
        return sqe(0x06, nsid=rng.choice([0, 1, 4, 5, 6, 0xFFFFFFFF]), prp1=buf,
                   cdw10=rng.choice([0, 1, 2, 3, 4, 5, 0x10, 0x7F]))
    if kind == 1:
        lid = rng.choice([1, 2, 3, 4, 0x7F, 0xC0])
        numd = rng.choice([0, 15, 127, 1023])
        return sqe(0x02, nsid=rng.choice([0, 1, 0xFFFFFFFF]), prp1=buf, cdw10=lid | 1 << 15 | numd << 16,
                   cdw12=rng.choice([0, 0, 4, 512, 8192]))
    if kind == 2:
        fid = rng.choice([1, 2, 4, 5, 6, 7, 8, 9, 0xA, 0xB, 0x3, 0x7E])
        return sqe(0x0A, nsid=rng.choice([0, 1]), cdw10=fid | rng.choice([0, 1, 2, 3, 4]) << 8,
                   cdw11=rng.choice([0, 1, 5, 200]))
    if kind == 3:
        fid = rng.choice([1, 2, 4, 5, 6, 8, 9, 0xA, 0xB, 0x3, 0x7E])
        return sqe(0x09, nsid=rng.choice([0, 1]), cdw10=fid | rng.choice([0, 0, 1]) << 31,
                   cdw11=rng.getrandbits(rng.choice([4, 8, 16, 32])))
    if kind == 4:
        qid = rng.choice([0, 1, 2, nq, nq + 1])
        return create_cq(qid, rng.choice([1, 2, 64, 4096, 4097]), buf + rng.choice([0, 0, 4096, 1024]),
                         vector=rng.choice([0, 1, 7, 255, 256]), pc=rng.random() < 0.9)
    if kind == 5:
        qid = rng.choice([0, 1, 2, nq + 1])
        return create_sq(qid, rng.choice([1, 2, 64, 4097]), buf + 8192, cqid=rng.choice([0, 1, 2, 3]),
                         prio=rng.randrange(4), pc=rng.random() < 0.9)
    if kind == 6:
        return sqe(rng.choice([0x00, 0x04]), cdw10=rng.choice([0, 1, 2, 3, nq + 5]))
    if kind == 7:
        return sqe(0x08, cdw10=rng.choice([0, 1, 2]) | rng.getrandbits(16) << 16)
    if kind == 8:
        return sqe(rng.choice([0x03, 0x07, 0x0B, 0x18, 0x7F, 0x81, 0xC1, 0xFF]), nsid=rng.randrange(3))
    return sqe(rng.choice([0x06, 0x02, 0x09]), prp1=buf + rng.choice([2, 6]), cdw10=1,
               psdt=rng.choice([0, 1]), fuse=rng.choice([0, 1]))


class ModelReference:
    """The Python firmware model (cssd_sim.nvme_fw) on fake hardware, fed the same admin commands as
    a device under test: what the device should have answered."""

    def __init__(self, fw_config, *, num_io_queues: int, num_vectors: int) -> None:
        from cssd_sim.nvme_fw import NvmeFirmwareModel
        from cssd_sim.nvme_fw.fake_hw import FakeHw

        self.hw = FakeHw(num_io_queues=num_io_queues, num_vectors=num_vectors)
        self.model = NvmeFirmwareModel(self.hw, fw_config)
        self.started = False

    async def _settle(self) -> None:
        while await self.model.step():
            pass

    async def run(self, ctrl, raw: bytes, *, timeout: float):
        """Submit `raw` on `ctrl`'s admin queue (a driver's NvmeController; its timeout is a hang)
        and to the model; returns the device's completion and what differs from the model's
        (status and dword 0, and an Identify's data), or None."""
        from cssd_sim.nvme_fw.hw import EventKind

        if not self.started:
            self.hw.event(EventKind.CONTROLLER_ENABLED)
            await self._settle()
            self.started = True
        pend = await ctrl.submit(0, raw, timeout=timeout)
        got = await pend.wait()
        self.hw.submit(0, raw[:2] + got.cid.to_bytes(2, "little") + raw[4:])
        await self._settle()
        exp = self.hw.completions.pop()
        assert not self.hw.completions, "the model answered more than once"
        got_field = got.status.to_field() >> 1
        what = f"opcode {raw[0]:#04x} cdw10 {int.from_bytes(raw[40:44], 'little'):#x}"
        if (got_field, got.dw0) != (exp.status, exp.dw0):
            return got, (f"{what}: device status {got_field:#x} dw0 {got.dw0:#x}, "
                         f"model {exp.status:#x} dw0 {exp.dw0:#x}")
        if raw[0] == 0x06 and exp.status == 0:
            prp1 = int.from_bytes(raw[24:32], "little")
            if await ctrl.mem.read(prp1, 4096) != self.hw.read_mem(prp1, 4096):
                return got, f"{what}: Identify data differs from the model's"
        return got, None
