"""cssd_nvme's cocotb transport over cocotbext-pcie, with a software device.

The device is a cocotbext-pcie ``MemoryEndpoint`` whose BAR0 follows the controller's map (NVMe
registers 0x0, doorbells 0x1000 with DSTRD=0, MSI-X table 0x2000, PBA 0x3000) and forwards the
register window to the management firmware's reference model behind its software front end
(``cssd_sim.nvme_fw.soft_front_end``, as in ``sw/python/tests``). Every driver
access is a real TLP: BAR0 dword reads/writes from the root complex, queue and PRP traffic as
bus-master reads/writes into the memory the driver allocated from ``rc.mem_pool``, completions
signalled by MSI-X message writes programmed by ``pci.alloc_irq_vectors``. So this checks
:mod:`cssd_nvme.cocotb_transport` (registers, host memory, events/timers/tasks, MSI-X) end to
end, apart from the RTL; the driver on the UltraScale+ model and ctrl_core is in ``sim/top`` and
``sim/system``.
"""

from __future__ import annotations

import logging
import struct
from pathlib import Path

import cocotb
from cocotb.triggers import Combine, Timer
from cocotbext.pcie.core import Device, RootComplex
from cocotbext.pcie.core.caps import MsixCapability
from cocotbext.pcie.core.endpoint import MemoryEndpoint

from cssd_nvme.cocotb_transport import CocotbTimebase, cocotb_controller
from cssd_nvme.status import NvmeCommandError
from cssd_sim.cocotb_run import run
from cssd_sim.nvme_fw import FwConfig
from cssd_sim.nvme_fw.config import NamespaceConfig
from cssd_sim.nvme_fw.soft_front_end import echo, soft_controller

# The controller's BAR0 and MSI-X layout (config/cssd.toml [bar0]), so the model looks like the RTL.
from cssd_config import BAR0_BYTES as BAR0_SIZE
from cssd_config import MSIX_PBA_OFFSET as MSIX_PBA
from cssd_config import MSIX_TABLE_OFFSET as MSIX_TABLE
from cssd_config import MSIX_VECTORS


class _EndpointDma:
    """Bus-master access for the software front end: TLPs to host memory."""

    def __init__(self, ep: MemoryEndpoint) -> None:
        self.ep = ep
        self.reads = 0
        self.writes = 0

    async def read(self, addr: int, n: int) -> bytes:
        self.reads += 1
        return bytes(await self.ep.mem_read(addr, n))

    async def write(self, addr: int, data: bytes) -> None:
        self.writes += 1
        await self.ep.mem_write(addr, bytes(data))


class SoftNvmeEndpoint(MemoryEndpoint):
    """A PCIe function with the controller's BAR0 layout around the front end and the model."""

    def __init__(self) -> None:
        super().__init__()
        self.vendor_id = 0x1D1D
        self.device_id = 0x0001
        self.class_code = 0x010802  # mass storage / NVM / NVMe
        self.msix_cap = MsixCapability()
        self.msix_cap.msix_table_size = MSIX_VECTORS - 1
        self.msix_cap.msix_table_bar_indicator_register = 0
        self.msix_cap.msix_table_offset = MSIX_TABLE
        self.msix_cap.msix_pba_bar_indicator_register = 0
        self.msix_cap.msix_pba_offset = MSIX_PBA
        self.register_capability(self.msix_cap)
        self.add_region(BAR0_SIZE, read=self._bar_read, write=self._bar_write, ext=True)
        self.msix_table = bytearray(16 * MSIX_VECTORS)
        self.msix_sent: dict[int, int] = {}
        self.intx_would_assert = False
        self.dma = _EndpointDma(self)
        # NSID 1 with 4 KiB LBAs, NSID 2 with 512 B
        cfg = FwConfig(namespaces=[NamespaceConfig(1, 1, 1 << 16, 4096), NamespaceConfig(2, 2, 1 << 20, 512)])
        self.fe, self.model, self.io = soft_controller(self.dma, CocotbTimebase(), cfg, interrupt=self._msix,
                                                       num_vectors=MSIX_VECTORS, rdy_delay=2e-6,
                                                       poll_interval=1e-6)

    async def _bar_read(self, addr: int, length: int) -> bytes:
        out = bytearray()
        for a in range(addr & ~3, addr + length, 4):
            if a < MSIX_TABLE:
                out += struct.pack("<I", await self.fe.read32(a))
            elif a < MSIX_TABLE + len(self.msix_table):
                out += self.msix_table[a - MSIX_TABLE: a - MSIX_TABLE + 4]
            else:
                out += bytes(4)  # PBA (nothing is ever pending) and unused space
        off = addr & 3
        return bytes(out[off: off + length])

    async def _bar_write(self, addr: int, data: bytes) -> None:
        if MSIX_TABLE <= addr < MSIX_TABLE + len(self.msix_table):
            self.msix_table[addr - MSIX_TABLE: addr - MSIX_TABLE + len(data)] = data
            return
        if addr < MSIX_TABLE:
            assert addr % 4 == 0 and len(data) % 4 == 0, f"partial register write at {addr:#x}"
            for i in range(0, len(data), 4):
                await self.fe.write32(addr + i, struct.unpack_from("<I", data, i)[0])

    async def _msix(self, vector: int) -> None:
        if not self.msix_cap.msix_enable:
            self.intx_would_assert = True  # the host did not enable MSI-X: a real device would use INTx
            return
        lo, hi, msg, ctrl = struct.unpack_from("<IIII", self.msix_table, 16 * vector)
        assert not ctrl & 1, f"MSI-X vector {vector} masked"
        self.msix_sent[vector] = self.msix_sent.get(vector, 0) + 1
        await self.msix_cap.issue_msix_interrupt(lo | (hi << 32), msg)


async def _bring_up():
    logging.getLogger("cocotb.pcie").setLevel(logging.WARNING)
    rc = RootComplex()
    ep = SoftNvmeEndpoint()
    dev = Device(ep)
    rc.make_port().connect(dev)
    await rc.enumerate()
    pci = rc.find_device(ep.pcie_id)
    await pci.enable_device()
    await pci.set_master()
    return rc, ep, pci


@cocotb.test(timeout_time=20, timeout_unit="ms")
async def msix_queues_and_prps(dut):
    """Init, identify, data through PRP lists, many queues with MSI-X completions, shutdown."""
    rc, ep, pci = await _bring_up()
    ctrl = cocotb_controller(rc, pci, cmd_timeout=1e-3, irq_fallback=1e-3)
    await ctrl.init(ready_timeout=50e-6, max_vectors=8)
    assert ctrl.num_vectors == 8 and ctrl.admin.cq.vector == 0
    # 64-bit ASQ/ACQ arrived as two dword writes, low first, and match the driver's memory
    assert ep.fe.asq == ctrl.admin.sq.addr and ep.fe.acq == ctrl.admin.cq.addr
    idc = await ctrl.identify_controller()
    assert idc.mn == ep.model.config.model and idc.nn == 2
    ns = await ctrl.identify_namespace(1)
    assert ns.lba_size == 4096
    assert await ctrl.set_number_of_queues(4, 4) == (4, 4)

    qps = [await ctrl.create_io_queue_pair(q, 8) for q in range(1, 5)]
    assert [qp.cq.vector for qp in qps] == [1, 2, 3, 4]

    # 96 KiB write + read back: PRP1 + a PRP list page, walked by the device over TLPs
    data = bytes((i * 7) & 0xFF for i in range(24 * 4096))
    buf = ctrl.alloc_buffer(len(data))
    await buf.write(data)
    await qps[0].write(1, 10, 24, buf)
    await buf.clear()
    await qps[0].read(1, 10, 24, buf)
    assert await buf.read() == data

    async def worker(qp, base):
        pend = [await qp.submit(echo(base + i, delay_us=i % 3)) for i in range(20)]
        return [(await p).dw0 for p in pend]

    tasks = [cocotb.start_soon(worker(qp, 100 * qp.qid)) for qp in qps]
    await Combine(*tasks)
    for qp, t in zip(qps, tasks, strict=True):
        assert t.result() == [100 * qp.qid + i for i in range(20)]
        c = qp.counters()
        assert c["sq_completed"] == 20 + (2 if qp.qid == 1 else 0)
        assert c["cq_interrupts"] > 0 and c["cq_fallback_reaps"] == 0, c
        assert c["sq_bad_sqhd"] == 0 and c["sq_unexpected_cid"] == 0
    assert ctrl.irq.fired.get(1, 0) == ep.msix_sent.get(1) > 0

    try:
        await qps[1].execute(echo(0, status=0x8281))
        raise AssertionError("error status not raised")
    except NvmeCommandError as exc:
        assert exc.status.name == "Unrecovered Read Error"

    await ctrl.shutdown(timeout=50e-6)
    assert ep.fe.sqs.keys() == {0}
    assert ep.fe.errors == [], ep.fe.errors
    assert ep.dma.reads > 0 and ep.dma.writes > 0


@cocotb.test(timeout_time=10, timeout_unit="ms")
async def polled_without_msix(dut):
    """use_msix=False: every queue polled in simulated time; CSTS.RDY timeout in sim seconds."""
    rc, ep, pci = await _bring_up()
    ctrl = cocotb_controller(rc, pci, cmd_timeout=1e-3)
    await ctrl.init(use_msix=False, ready_timeout=50e-6)
    assert ctrl.num_vectors == 0 and ctrl.admin.cq.vector is None
    qp = await ctrl.create_io_queue_pair(1, 4)
    assert not ep.fe.cqs[1].ien
    pend = [await qp.submit(echo(i)) for i in range(10)]
    assert [(await p).dw0 for p in pend] == list(range(10))
    assert qp.cq.counters.interrupts == 0 and ep.msix_sent == {}
    # a controller that never becomes ready: the wait is bounded in simulated time
    ep.fe.never_ready = True
    t0 = cocotb.simtime.get_sim_time("us")
    try:
        await ctrl.init(use_msix=False, ready_timeout=20e-6)
        raise AssertionError("init did not time out")
    except Exception as exc:  # NvmeControllerError
        assert "CSTS.RDY=1" in str(exc), exc
    elapsed = cocotb.simtime.get_sim_time("us") - t0
    assert 20 <= elapsed < 40, elapsed
    await Timer(1, "us")


def test_cssd_nvme_pcie():
    here = Path(__file__).resolve().parent
    run(test_file=__file__, toplevel="cssd_nvme_pcie_tb", sources=[here / "cssd_nvme_pcie_tb.sv"])
