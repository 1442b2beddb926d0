"""Helpers shared by the nvme_fw unit tests: a 64-byte SQE builder and a harness around FakeHw."""
from __future__ import annotations

import asyncio
import functools
import struct

from cssd_sim.nvme_fw import status as st
from cssd_sim.nvme_fw.config import FwConfig, Nvram
from cssd_sim.nvme_fw.fake_hw import Completion, FakeHw
from cssd_sim.nvme_fw.hw import EventKind
from cssd_sim.nvme_fw.model import NvmeFirmwareModel

BUF = 0x10_0000  # default data buffer (page aligned)
PAGE = 4096


def sqe(opc: int, cid: int = 0, nsid: int = 0, *, fuse: int = 0, psdt: int = 0, mptr: int = 0,
        prp1: int = 0, prp2: int = 0, cdw10: int = 0, cdw11: int = 0, cdw12: int = 0,
        cdw13: int = 0, cdw14: int = 0, cdw15: int = 0) -> bytes:
    """Pack a submission queue entry (NVMe 2.0 Figure 88)."""
    dw0 = (opc & 0xFF) | ((fuse & 3) << 8) | ((psdt & 3) << 14) | ((cid & 0xFFFF) << 16)
    return struct.pack("<IIIIQQQ6I", dw0, nsid, 0, 0, mptr, prp1, prp2,
                       cdw10, cdw11, cdw12, cdw13, cdw14, cdw15)


def u(data: bytes, off: int, width: int) -> int:
    return int.from_bytes(data[off:off + width], "little")


def async_test(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return asyncio.run(fn(*args, **kwargs))
    return wrapper


class Harness:
    def __init__(self, nvram: Nvram | None = None, hw: FakeHw | None = None, enable: bool = True,
                 **cfg) -> None:
        self.hw = hw or FakeHw()
        self.nvram = nvram if nvram is not None else Nvram()
        self.model = NvmeFirmwareModel(self.hw, FwConfig(**cfg), self.nvram)
        self._cid = 0x100
        self._enable = enable

    async def start(self) -> "Harness":
        if self._enable:
            self.hw.event(EventKind.CONTROLLER_ENABLED)
            await self.drain()
        return self

    async def drain(self) -> None:
        while await self.model.step():
            pass

    def next_cid(self) -> int:
        self._cid = (self._cid + 1) & 0xFFFF
        return self._cid

    def completions_for(self, sqid: int, cid: int) -> list[Completion]:
        return [c for c in self.hw.completions if c.sqid == sqid and c.cid == cid]

    async def submit(self, opc: int, sqid: int = 0, cid: int | None = None, **kw) -> int:
        cid = self.next_cid() if cid is None else cid
        self.hw.submit(sqid, sqe(opc, cid, **kw))
        await self.drain()
        return cid

    async def cmd(self, opc: int, sqid: int = 0, cid: int | None = None, **kw) -> Completion | None:
        """Submit one command, run the model, return its completion (None if firmware holds it)."""
        cid = await self.submit(opc, sqid, cid, **kw)
        got = self.completions_for(sqid, cid)
        assert len(got) <= 1, got
        return got[0] if got else None

    # admin command shorthands ---------------------------------------------------------------------
    async def identify(self, cns: int, nsid: int = 0, cdw11: int = 0, prp1: int = BUF, **kw):
        c = await self.cmd(0x06, nsid=nsid, prp1=prp1, cdw10=cns, cdw11=cdw11, **kw)
        return c, self.hw.read_mem(prp1, 4096)

    async def get_log(self, lid: int, nbytes: int, offset: int = 0, rae: bool = False, nsid: int = 0,
                      lsi: int = 0, prp1: int = BUF, prp2: int = 0, cdw14: int = 0):
        numd = nbytes // 4 - 1
        c = await self.cmd(0x02, nsid=nsid, prp1=prp1, prp2=prp2,
                           cdw10=lid | (int(rae) << 15) | ((numd & 0xFFFF) << 16),
                           cdw11=(numd >> 16) | (lsi << 16), cdw12=offset & 0xFFFFFFFF,
                           cdw13=offset >> 32, cdw14=cdw14)
        return c, self.hw.read_mem(prp1, nbytes)

    async def set_feature(self, fid: int, dw11: int = 0, sv: bool = False, nsid: int = 0, **kw):
        return await self.cmd(0x09, nsid=nsid, cdw10=fid | (int(sv) << 31), cdw11=dw11, **kw)

    async def get_feature(self, fid: int, sel: int = 0, dw11: int = 0, nsid: int = 0):
        return await self.cmd(0x0A, nsid=nsid, cdw10=fid | (sel << 8), cdw11=dw11)

    async def create_cq(self, qid: int, qsize: int = 63, iv: int | None = None, ien: bool = True,
                        pc: bool = True, base: int | None = None, **kw):
        base = 0x4000_0000 + qid * 0x10_0000 if base is None else base
        iv = qid if iv is None else iv
        return await self.cmd(0x05, prp1=base, cdw10=qid | (qsize << 16),
                              cdw11=int(pc) | (int(ien) << 1) | (iv << 16), **kw)

    async def create_sq(self, qid: int, cqid: int | None = None, qsize: int = 63, qprio: int = 0,
                        pc: bool = True, base: int | None = None, nvmsetid: int = 0, **kw):
        base = 0x6000_0000 + qid * 0x10_0000 if base is None else base
        cqid = qid if cqid is None else cqid
        return await self.cmd(0x01, prp1=base, cdw10=qid | (qsize << 16),
                              cdw11=int(pc) | (qprio << 1) | (cqid << 16), cdw12=nvmsetid, **kw)

    async def delete_sq(self, qid: int, **kw):
        return await self.cmd(0x00, cdw10=qid, **kw)

    async def delete_cq(self, qid: int, **kw):
        return await self.cmd(0x04, cdw10=qid, **kw)

    async def io_pair(self, qid: int) -> None:
        assert (await self.create_cq(qid)).status == 0
        assert (await self.create_sq(qid)).status == 0


def code(c: Completion) -> int:
    return st.code_of(c.status)
