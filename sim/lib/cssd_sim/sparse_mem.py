"""DRAM ports of a DUT: the C++ sparse memory (sim/models/sim_axi_sparse_mem.sv) when the build put
one on the port, else a cocotbext-axi AxiRam; both offer the same backdoor (`read`, `write`,
`read_dword`, ...: cocotbext.axi.Memory).

`sim/lib/cssd_sim/cocotb_run.run(axi_memories=[...])` decides: on Verilator it wraps the DUT with one
sim_axi_sparse_mem per named port (SIM_MEM=python keeps AxiRam) and tells the test which ports it
wrapped in $SIM_MEM_PORTS. The store is C++ in the simulator process; Python reaches it through
ctypes on the executable's exported symbols, so a backdoor write is seen by the next AXI read.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys

from cocotbext.axi import AxiBus, AxiRam
from cocotbext.axi.memory import Memory


def dpi_ports() -> set[str]:
    """DUT port prefixes the build answers with the C++ memory (set by cocotb_run)."""
    return {p for p in os.environ.get("SIM_MEM_PORTS", "").split(",") if p}


_lib: ctypes.CDLL | None = None


def _library() -> ctypes.CDLL:
    global _lib
    if _lib is None:
        lib = ctypes.CDLL(None)
        try:
            lib.sim_sparse_mem_open
        except AttributeError as exc:
            raise RuntimeError("sim_sparse_mem symbols not found in the simulator: was it built by "
                               "cocotb_run with axi_memories (it links with -rdynamic)?") from exc
        lib.sim_sparse_mem_open.restype = ctypes.c_void_p
        lib.sim_sparse_mem_open.argtypes = [ctypes.c_char_p]
        for fn in (lib.sim_sparse_mem_read, lib.sim_sparse_mem_write):
            fn.restype = None
            fn.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint64, ctypes.c_char_p]
        lib.sim_sparse_mem_pages.restype = ctypes.c_uint64
        lib.sim_sparse_mem_pages.argtypes = [ctypes.c_void_p]
        lib.sim_sparse_mem_clear.restype = None
        lib.sim_sparse_mem_clear.argtypes = [ctypes.c_void_p]
        _lib = lib
    return _lib


class _Store:
    """Slice access to one named C++ store, the shape cocotbext.axi.Memory expects of `mem`."""

    def __init__(self, name: str, size: int) -> None:
        self._lib = _library()
        self._h = self._lib.sim_sparse_mem_open(name.encode())
        self._size = size

    def __len__(self) -> int:
        # len() must fit a C ssize_t; a 64-bit port still takes every address through slices.
        return min(self._size, sys.maxsize)

    def _range(self, key: slice) -> tuple[int, int]:
        # Not slice.indices: a 64-bit address space does not fit a C ssize_t.
        if key.step not in (None, 1):
            raise ValueError("step slices are not supported")
        start = 0 if key.start is None else key.start
        stop = self._size if key.stop is None else min(key.stop, self._size)
        if start < 0 or stop < 0:
            raise ValueError("negative addresses are not supported")
        return start, max(0, stop - start)

    def __getitem__(self, key):
        if isinstance(key, int):
            return self[key:key + 1][0]
        start, n = self._range(key)
        buf = ctypes.create_string_buffer(n)
        self._lib.sim_sparse_mem_read(self._h, start, n, buf)
        return buf.raw

    def __setitem__(self, key, data) -> None:
        if isinstance(key, int):
            key, data = slice(key, key + 1), [data]
        start, n = self._range(key)
        data = bytes(data)
        if len(data) != n:
            raise ValueError(f"write of {len(data)} bytes into a {n}-byte range (at {start:#x}, size {self._size:#x})")
        self._lib.sim_sparse_mem_write(self._h, start, n, data)

    def pages(self) -> int:
        return self._lib.sim_sparse_mem_pages(self._h)

    def clear(self) -> None:
        self._lib.sim_sparse_mem_clear(self._h)


class SparseMem(Memory):
    """Backdoor to the C++ memory named `name` (the wrapper names each after its port prefix).
    `size` bounds the addresses as AxiRam's size does; the store itself is sparse."""

    def __init__(self, name: str, size: int = 2**64) -> None:
        super().__init__(mem=_Store(name, size))
        self.name = name

    def read(self, address: int, length: int) -> bytes:
        return self.mem[address:address + length]

    def pages(self) -> int:
        """4 KiB pages allocated so far (written at least once)."""
        return self.mem.pages()

    def clear(self) -> None:
        """Forget every byte (all read as zero again)."""
        self.mem.clear()


def axi_memory(dut, prefix: str, clock, reset, *, size: int, reset_active_level: bool = False,
               log_level: int = logging.WARNING) -> SparseMem | AxiRam:
    """The memory on the DUT's AXI4 master port `prefix`: the C++ one if the build wrapped that
    port, else an AxiRam on the port (quiet below `log_level`)."""
    if prefix in dpi_ports():
        return SparseMem(prefix, size)
    ram = AxiRam(AxiBus.from_prefix(dut, prefix), clock, reset, reset_active_level=reset_active_level, size=size)
    ram.write_if.log.setLevel(log_level)
    ram.read_if.log.setLevel(log_level)
    return ram
