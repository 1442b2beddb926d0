"""Where the emulated NAND array sits in DDR bank 1, for tests that look at it or damage it
through a memory backdoor (the cocotb benches' SparseMem, cssd_sim's MEM_READ / MEM_WRITE).

The placement is the management firmware's (firmware/app/mgmt_main.c flash_setup, and
cssd_sim.nvme_tb.NvmeTb.start_flash_hw for the Python model): data pages from address 0 in
(channel, die, plane, block, page) order, the spare areas in the same order from the first MiB
boundary after the data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

_MIB = 1 << 20


@dataclass(frozen=True)
class ArrayGeometry:
    channels: int
    dies: int
    planes: int
    blocks: int
    pages: int
    page_bytes: int
    spare_bytes: int

    @classmethod
    def of(cls, geo: Mapping[str, int]) -> "ArrayGeometry":
        """From cssd_config's Config.geometry() or cssd_sim's HELLO_ACK JSON (same keys)."""
        return cls(**{k: int(geo[k]) for k in cls.__dataclass_fields__})

    @property
    def total_pages(self) -> int:
        return self.channels * self.dies * self.planes * self.blocks * self.pages

    @property
    def spare_base(self) -> int:
        return -(-self.total_pages * self.page_bytes // _MIB) * _MIB

    def index(self, ch: int, die: int, plane: int, block: int, page: int) -> int:
        return (((ch * self.dies + die) * self.planes + plane) * self.blocks + block) * self.pages + page

    def location(self, index: int) -> tuple[int, int, int, int, int]:
        """(channel, die, plane, block, page) of the index-th page (FlashPort.fault_rule's order)."""
        index, page = divmod(index, self.pages)
        index, block = divmod(index, self.blocks)
        index, plane = divmod(index, self.planes)
        ch, die = divmod(index, self.dies)
        return ch, die, plane, block, page

    def data_address(self, index: int) -> int:
        return index * self.page_bytes

    def spare_address(self, index: int) -> int:
        return self.spare_base + index * self.spare_bytes


def find_pages(ddr1, geo: ArrayGeometry, data: bytes) -> list[int]:
    """Indices of the pages whose data area holds `data` (a page's worth); `ddr1` is anything with
    read(addr, n)."""
    if len(data) != geo.page_bytes:
        raise ValueError(f"{len(data)} bytes, a page is {geo.page_bytes}")
    array = ddr1.read(0, geo.total_pages * geo.page_bytes)
    return [i for i in range(geo.total_pages) if array[i * geo.page_bytes:(i + 1) * geo.page_bytes] == data]
