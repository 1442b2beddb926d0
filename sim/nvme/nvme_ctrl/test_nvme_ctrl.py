"""NVMe controller (rtl/nvme) at core level: ctrl_core on the UltraScale+ PCIe model, the host side
driven by the cssd_nvme driver, the firmware port served by the firmware model (sim/lib/cssd_sim/nvme_fw)
through the generated registers. Low-level tests drive BAR0 and the firmware port by hand.

Simulated times are short (the datapath runs at 250 MHz); every wait has a bound so a hang fails.
"""

from __future__ import annotations

import os
import random
import struct

import cocotb
import pytest
from cocotb.triggers import ClockCycles, with_timeout

from cssd_config import MSIX_PBA_OFFSET, MSIX_TABLE_OFFSET
from cssd_sim.cocotb_run import ctrl_core_model, run
from cssd_nvme import Command, command as cmds
from cssd_nvme.cocotb_transport import cocotb_controller
from cssd_nvme.status import CommandSpecificStatus as CS
from cssd_nvme.status import GenericStatus as GS
from cssd_sim.nvme_fw.hw import EventKind, FwCommand, FwEvent
from cssd_sim.nvme_fuzz import ModelReference, admin_command, create_cq, create_sq, sqe
from cssd_sim.nvme_tb import NvmeTb

CAP_TO = 2


async def _poll_until(tb, kind, tries=50):
    for _ in range(tries):
        item = await tb.fw_hw.poll()
        if isinstance(item, kind):
            return item
    raise AssertionError(f"no {kind.__name__} from the firmware port")


async def _host(dut, *, ams="rr", use_msix=True, max_vectors=8, **kw):
    tb = NvmeTb(dut, **kw)
    await tb.bring_up()
    # Short fallback: a completion whose interrupt is (correctly) held back is still reaped soon.
    ctrl = cocotb_controller(tb.rc, tb.pci, cmd_timeout=2e-3, poll_interval=200e-9, irq_fallback=3e-6)
    await ctrl.init(admin_sq_depth=16, admin_cq_depth=16, ams=ams, use_msix=use_msix,
                    max_vectors=max_vectors)
    return tb, ctrl


async def _status(ctrl, sqid, command, **kw):
    cpl = await ctrl.execute(sqid, command, check=False, **kw)
    return cpl


def _is(cpl, code):
    assert cpl.status.matches(code), f"expected {code.name}, got {cpl.status}"


# ---------------------------------------------------------------------------------------------
# Registers and controller state
# ---------------------------------------------------------------------------------------------


@cocotb.test(timeout_time=2, timeout_unit="ms")
async def raw_admin_round_trip(dut):
    """Enable by hand, one SQE through fetch -> firmware port -> DMA -> CQE, checked byte by byte."""
    tb = NvmeTb(dut)
    await tb.bring_up(start_firmware=False)
    bar = tb.bar0
    mem = tb.rc.mem_address_space
    asq, _ = tb.rc.alloc_region(4096)
    acq, _ = tb.rc.alloc_region(4096)
    data, _ = tb.rc.alloc_region(8192)
    await bar.write_dword(0x24, (15 << 16) | 15)
    await bar.write_dword(0x28, asq & 0xFFFFFFFF)
    await bar.write_dword(0x2C, asq >> 32)
    await bar.write_dword(0x30, acq & 0xFFFFFFFF)
    await bar.write_dword(0x34, acq >> 32)
    await bar.write_dword(0x14, (4 << 20) | (6 << 16) | 1)
    for _ in range(100):
        if await bar.read_dword(0x1C) & 1:
            break
    else:
        raise AssertionError("CSTS.RDY never set")
    evt = await _poll_until(tb, FwEvent)
    assert evt.kind == EventKind.CONTROLLER_ENABLED
    entry = Command(opcode=0x06, cid=0x1234, prp1=data + 8, cdw10=1).to_bytes()  # Identify controller
    await mem.write(asq, entry)
    await bar.write_dword(0x1000, 1)
    cmd = await _poll_until(tb, FwCommand)
    assert cmd.sqid == 0 and cmd.sqe == entry, (cmd.sqe.hex(), entry.hex())
    payload = bytes(range(256)) * 16
    assert await tb.fw_hw.dma_to_host(data + 8, payload)  # 4 KiB at a dword offset: two pages
    await tb.fw_hw.complete(0, 0x1234, 0, dw0=0xCAFEF00D)
    for _ in range(200):
        cqe = await mem.read(acq, 16)
        if cqe[14] & 1:
            break
        await ClockCycles(dut.clk_i, 10)
    dw0, dw1, dw2, dw3 = struct.unpack("<IIII", cqe)
    assert dw0 == 0xCAFEF00D and dw1 == 0
    assert dw2 == 1, f"SQHD=1 SQID=0, got {dw2:#x}"
    assert dw3 == (0x1234 | 1 << 16), f"CID, phase 1, status 0: {dw3:#x}"
    assert await mem.read(data + 8, 4096) == payload


@cocotb.test(timeout_time=2, timeout_unit="ms")
async def register_reset_values_and_access(dut):
    """CAP/VS/CC/CSTS/AQA/ASQ/ACQ reset values, reserved bits, read-only registers."""
    tb = NvmeTb(dut)
    await tb.bring_up(start_firmware=False)
    bar = tb.bar0
    cap = await bar.read_dword(0) | (await bar.read_dword(4)) << 32
    assert cap & 0xFFFF == 4095, "MQES = 4095"
    assert (cap >> 16) & 1 == 1, "CQR"
    assert (cap >> 17) & 3 == 1, "AMS: weighted round robin with urgent"
    assert (cap >> 24) & 0xFF == CAP_TO
    assert (cap >> 32) & 0xF == 0, "DSTRD"
    assert (cap >> 37) & 0xFF == 1, "CSS: NVM command set"
    assert (cap >> 48) & 0xF == 0 and (cap >> 52) & 0xF == 0, "MPSMIN = MPSMAX = 4 KiB"
    assert await bar.read_dword(0x08) == 0x00020000
    for off in (0x14, 0x1C, 0x24, 0x28, 0x2C, 0x30, 0x34):
        assert await bar.read_dword(off) == 0, hex(off)
    # CAP and VS are read-only.
    await bar.write_dword(0x00, 0)
    await bar.write_dword(0x08, 0)
    assert await bar.read_dword(0) == cap & 0xFFFFFFFF and await bar.read_dword(8) == 0x00020000
    # AQA: 12-bit sizes; ASQ/ACQ: page aligned (bits 11:0 reserved).
    await bar.write_dword(0x24, 0xFFFFFFFF)
    assert await bar.read_dword(0x24) == 0x0FFF0FFF
    await bar.write_dword(0x28, 0xFFFFFFFF)
    await bar.write_dword(0x2C, 0x12345678)
    assert await bar.read_dword(0x28) == 0xFFFFF000 and await bar.read_dword(0x2C) == 0x12345678
    # Byte-enable writes (a 1-byte write to CC.IOCQES/IOSQES byte).
    await bar.write(0x16, bytes([0x46]))
    assert await bar.read_dword(0x14) == 0x00460000
    # Doorbells read as zero and a write while disabled changes nothing.
    await bar.write_dword(0x1000, 5)
    assert await bar.read_dword(0x1000) == 0


@cocotb.test(timeout_time=5, timeout_unit="ms")
async def enable_disable_shutdown(dut):
    """Enable, CC changes while enabled ignored, disable resets queue state, re-enable, shutdown,
    and an unsupported configuration sets CSTS.CFS until the host clears CC.EN."""
    tb, ctrl = await _host(dut)
    bar = tb.bar0
    fw = tb.fw_hw
    cc = await bar.read_dword(0x14)
    assert cc & 1 and await bar.read_dword(0x1C) & 1
    ignored = await fw.map.CC_IGNORED.read()
    await bar.write_dword(0x14, cc | (1 << 7))  # MPS change while enabled: ignored
    assert await bar.read_dword(0x14) == cc
    assert await fw.map.CC_IGNORED.read() == ignored + 1
    await bar.write_dword(0x24, 0x00030003)  # AQA while enabled: ignored
    assert await bar.read_dword(0x24) != 0x00030003
    # An I/O queue pair, then a controller reset: the queue must be gone afterwards.
    await ctrl.create_io_queue_pair(1, 8)
    await ctrl.disable()
    assert await bar.read_dword(0x1C) & 1 == 0
    gen = (await fw.map.CSTS.read()) >> 8 & 0xF
    await ctrl.init(admin_sq_depth=8, admin_cq_depth=8)
    assert (await fw.map.CSTS.read()) >> 8 & 0xF == gen, "generation counts resets, not enables"
    errors = await fw.map.DOORBELL_ERRORS.read()
    await bar.write_dword(0x1000 + 8, 1)  # SQ 1 tail: the queue died with the reset
    for _ in range(20):
        if await fw.map.DOORBELL_ERRORS.read() == errors + 1:
            break
    else:
        raise AssertionError("doorbell of a queue removed by reset was accepted")
    ident = await ctrl.identify_controller()
    assert ident.sqes == 0x66
    # Normal shutdown: SHST 01b then 10b once firmware finished.
    await ctrl.shutdown()
    csts = await bar.read_dword(0x1C)
    assert (csts >> 2) & 3 == 2 and csts & 1
    assert tb.fw.nvram is not None
    # Disable, then try to enable with an unsupported page size: CFS, RDY stays 0.
    await ctrl.disable()
    assert (await bar.read_dword(0x1C) >> 2) & 3 == 0, "SHST cleared by the reset"
    await bar.write_dword(0x14, (4 << 20) | (6 << 16) | (1 << 7) | 1)
    await ClockCycles(dut.clk_i, 20)
    csts = await bar.read_dword(0x1C)
    assert csts & 0b11 == 0b10, f"RDY=0 CFS=1 expected, CSTS={csts:#x}"
    await bar.write_dword(0x14, 0)
    for _ in range(50):
        if await bar.read_dword(0x1C) & 0b11 == 0:
            break
    else:
        raise AssertionError("CFS not cleared by CC.EN=0")
    await ctrl.init(admin_sq_depth=4, admin_cq_depth=4)
    assert (await ctrl.identify_controller()).cqes == 0x44


# ---------------------------------------------------------------------------------------------
# Admin commands through the hardware
# ---------------------------------------------------------------------------------------------


@cocotb.test(timeout_time=10, timeout_unit="ms")
async def identify_all_cns(dut):
    """Identify CNS 00h-04h: fields the firmware model reports arrive intact through DMA."""
    tb, ctrl = await _host(dut)
    cfg = tb.fw_config
    ic = await ctrl.identify_controller()
    assert ic.vid == cfg.vid and ic.ssvid == cfg.ssvid
    assert ic.sn.strip() == cfg.serial and ic.mn.strip() == cfg.model and ic.fr.strip() == cfg.firmware_rev
    assert ic.ver == 0x00020000 and ic.mdts == cfg.mdts
    assert ic.sqes == 0x66 and ic.cqes == 0x44
    assert ic.acl == cfg.acl and ic.aerl == cfg.aerl
    assert ic.nn == cfg.num_sets + cfg.private_namespaces
    assert ic.nvmsetidmax == cfg.num_sets
    assert await ctrl.active_namespaces() == list(range(1, cfg.num_sets + 1)), "private NS hidden"
    for nsid in range(1, cfg.num_sets + 1):
        ns = await ctrl.identify_namespace(nsid)
        assert ns.nsze == cfg.ns_blocks and ns.nvmsetid == nsid
        assert 1 << ns.lbaf[ns.flbas & 0xF].lbads == cfg.lba_size
        desc = await ctrl.ns_descriptors(nsid)
        assert desc.raw[:4] != bytes(4), "descriptor list is not empty"
    private = await ctrl.identify_namespace(cfg.num_sets + 1)
    assert private.nsze == 0, "the firmware-private namespace looks inactive to the host"
    sets = await ctrl.nvm_set_list()
    assert [e.nvmsetid for e in sets.sets] == list(range(1, cfg.num_sets + 1))
    assert [e.nvmsetid for e in (await ctrl.nvm_set_list(3)).sets] == [3, 4]
    cpl = await _status(ctrl, 0, cmds.identify(0x7F), data=ctrl.alloc_buffer(4096))
    _is(cpl, GS.INVALID_FIELD)
    cpl = await _status(ctrl, 0, cmds.identify(0, nsid=0x1000), data=ctrl.alloc_buffer(4096))
    _is(cpl, GS.INVALID_NAMESPACE_OR_FORMAT)


@cocotb.test(timeout_time=20, timeout_unit="ms")
async def queue_create_delete_errors(dut):
    """Create/Delete I/O SQ/CQ: each spec error status, then normal create/delete."""
    tb, ctrl = await _host(dut)
    buf = ctrl.mem.alloc(64 * 4096)
    nq = tb.fw_hw.num_io_queues
    checks = [
        (create_cq(0, 8, buf), CS.INVALID_QUEUE_IDENTIFIER),
        (create_cq(nq + 1, 8, buf), CS.INVALID_QUEUE_IDENTIFIER),
        (create_cq(1, 4097, buf), CS.INVALID_QUEUE_SIZE),
        (create_cq(1, 1, buf), CS.INVALID_QUEUE_SIZE),
        (create_cq(1, 8, buf, vector=tb.fw_hw.num_vectors), CS.INVALID_INTERRUPT_VECTOR),
        (create_cq(1, 8, buf, pc=False), GS.INVALID_FIELD),
        (create_sq(1, 8, buf, cqid=1), CS.COMPLETION_QUEUE_INVALID),
        (create_sq(1, 8, buf, cqid=0), CS.COMPLETION_QUEUE_INVALID),
        (sqe(0x00, cdw10=1), CS.INVALID_QUEUE_IDENTIFIER),  # delete SQ 1: does not exist
        (sqe(0x04, cdw10=1), CS.INVALID_QUEUE_IDENTIFIER),  # delete CQ 1
        (sqe(0x00, cdw10=0), CS.INVALID_QUEUE_IDENTIFIER),  # the admin SQ cannot be deleted
        (sqe(0xC3), GS.INVALID_OPCODE),
    ]
    for command, code in checks:
        _is(await _status(ctrl, 0, command), code)
    _is(await _status(ctrl, 0, create_cq(1, 8, buf + 1024)), GS.PRP_OFFSET_INVALID)
    await ctrl.create_io_cq(1, 8)
    _is(await _status(ctrl, 0, create_cq(1, 8, buf)), CS.INVALID_QUEUE_IDENTIFIER)
    await ctrl.create_io_sq(1, 8, 1)
    _is(await _status(ctrl, 0, create_sq(1, 8, buf, cqid=1)), CS.INVALID_QUEUE_IDENTIFIER)
    _is(await _status(ctrl, 0, sqe(0x04, cdw10=1)), CS.INVALID_QUEUE_DELETION)
    cpl = await ctrl.execute(1, cmds.nvm_flush(1))
    assert cpl.sqid == 1 and not cpl.status.is_error
    await ctrl.delete_io_sq(1)
    await ctrl.delete_io_cq(1)
    _is(await _status(ctrl, 0, sqe(0x04, cdw10=1)), CS.INVALID_QUEUE_IDENTIFIER)


@cocotb.test(timeout_time=40, timeout_unit="ms")
async def many_queues_and_wraparound(dut):
    """128 I/O queue pairs live at once; queues of depth 2, 3 and 17 wrap several times with phase
    flips (commands > 3 x depth), completions land on the right CQ with the right SQHD."""
    tb, ctrl = await _host(dut)
    nq = tb.fw_hw.num_io_queues
    assert nq >= 128
    pairs = [await ctrl.create_io_queue_pair(q, 4) for q in range(1, nq + 1)]
    pend = [await qp.submit(cmds.nvm_flush(1)) for qp in pairs]  # one in flight on every queue
    results = [await p.result() for p in pend]
    assert all(not r.status.is_error for r in results)
    assert [r.sqid for r in results] == list(range(1, nq + 1))
    for qp in pairs[:3]:
        await ctrl.delete_io_queue_pair(qp)
    for qid, depth in ((1, 2), (2, 3), (3, 17)):
        qp = await ctrl.create_io_queue_pair(qid, depth)
        n = 3 * depth + 2
        pend = [await qp.submit(cmds.nvm_flush(1)) for _ in range(n)] if depth > 2 else []
        if depth == 2:
            for _ in range(n):
                assert not (await qp.flush(1)).status.is_error
        else:
            for p in pend:
                assert not (await p.result()).status.is_error
        # n completions on a ring of `depth`: head and phase tag show every wrap was followed.
        assert qp.cq.head == n % depth and qp.cq.phase == (1 if (n // depth) % 2 == 0 else 0), (
            depth, qp.cq.head, qp.cq.phase)
        assert n // depth >= 3


@cocotb.test(timeout_time=20, timeout_unit="ms")
async def features_and_log_pages(dut):
    """Get/Set Features 01h-0Bh (set, then read back current/default/saved/capabilities), their
    errors, and Get Log Page 01h/02h/03h with real counters."""
    tb, ctrl = await _host(dut)
    nq = tb.fw_hw.num_io_queues
    nsqa, ncqa = await ctrl.set_number_of_queues(200, 200)
    assert (nsqa, ncqa) == (nq, nq), "allocation capped to the hardware's queues"
    writes = {0x01: 0x07030102, 0x02: 0, 0x04: 350, 0x05: 10, 0x06: 0, 0x08: 0x0A03, 0x0A: 1, 0x0B: 0x1F}
    for fid, value in writes.items():
        nsid = 1 if fid == 0x05 else 0
        await ctrl.set_features(fid, value, nsid=nsid)
        got = await ctrl.get_features(fid, nsid=nsid)
        assert got == value, f"feature {fid:#x}: wrote {value:#x}, read {got:#x}"
    assert await ctrl.get_features(0x01) == 0x07030102
    assert await tb.fw_hw.map.ARB.read() == 0x07030102, "arbitration reached the hardware"
    assert await tb.fw_hw.map.COALESCE.read() == 0x0A03, "coalescing reached the hardware"
    await ctrl.set_features(0x09, 1 << 16 | 1)
    assert await ctrl.get_features(0x09, cdw11=1) == 1 << 16 | 1
    # The admin vector 0 is never coalesced: CD reads 1, and only CD = 1 may be "set".
    assert await ctrl.get_features(0x09, cdw11=0) == 1 << 16
    _is(await _status(ctrl, 0, sqe(0x09, cdw10=0x09, cdw11=0)), GS.INVALID_FIELD)
    await ctrl.set_features(0x09, 1 << 16 | 0)
    _is(await _status(ctrl, 0, sqe(0x0A, cdw10=0x7E)), GS.INVALID_FIELD)
    _is(await _status(ctrl, 0, sqe(0x09, cdw10=1 << 31 | 0x07, cdw11=0)), CS.FEATURE_ID_NOT_SAVEABLE)
    await ctrl.create_io_queue_pair(1, 4)
    _is(await _status(ctrl, 0, sqe(0x09, cdw10=0x07, cdw11=0x00010001)), GS.COMMAND_SEQUENCE_ERROR)
    # Host reads and writes served by the sets are counted in the SMART log.
    buf = ctrl.mem.alloc(4096)
    before = await ctrl.smart_log()
    for opc in (0x02, 0x02, 0x01):
        assert not (await ctrl.execute(1, sqe(opc, nsid=1, prp1=buf, cdw12=7))).status.is_error
    after = await ctrl.smart_log()
    assert after.host_read_commands == before.host_read_commands + 2
    assert after.host_write_commands == before.host_write_commands + 1
    assert after.power_cycles >= 1 and after.available_spare == tb.fw_config.available_spare
    assert after.composite_temperature == tb.fw_config.temperature
    # A failing command lands in the error log with its identifiers.
    bad = await _status(ctrl, 0, sqe(0xC3))
    _is(bad, GS.INVALID_OPCODE)
    log = await ctrl.error_log(4)
    assert log[0].sqid == 0 and log[0].cid == bad.cid and (log[0].status_field >> 1) & 0xFF == 0x01
    assert (await ctrl.smart_log()).error_log_entries >= 1
    slots = await ctrl.firmware_slot_log()
    assert slots.raw[0] & 7 == 1 and slots.raw[8:16].rstrip(b" \0") == tb.fw_config.firmware_rev.encode()
    _is(await _status(ctrl, 0, sqe(0x02, nsid=0xFFFFFFFF, prp1=buf, cdw10=(127 << 16) | 0x7F)),
        CS.INVALID_LOG_PAGE)


@cocotb.test(timeout_time=20, timeout_unit="ms")
async def async_events_and_abort(dut):
    """AER completes on real events: invalid doorbell, invalid doorbell value, SMART temperature;
    masked until the log page is read; Abort of a held command and of an unknown one; limits."""
    tb, ctrl = await _host(dut)
    bar = tb.bar0
    aer = await ctrl.async_event_request()
    await bar.write_dword(0x1000 + 8 * 5, 1)  # SQ 5 tail doorbell: queue never created
    ev = await aer.wait(timeout=200e-6)
    assert (ev.type, ev.info, ev.log_page) == (0, 0x00, 0x01), ev
    await ctrl.error_log(1)  # RAE = 0: unmasks error events
    aer = await ctrl.async_event_request()
    await bar.write_dword(0x1000 + 4, 100)  # admin CQ head beyond its 16 entries
    ev = await aer.wait(timeout=200e-6)
    assert (ev.type, ev.info, ev.log_page) == (0, 0x01, 0x01), ev
    assert (await ctrl.identify_controller()).cqes == 0x44, "state intact after bad doorbells"
    await ctrl.error_log(1)
    await ctrl.set_features(0x0B, 0xFF)  # report every SMART critical warning
    aer = await ctrl.async_event_request()
    await ctrl.set_features(0x04, 300)  # over-temperature threshold below the current 313 K
    ev = await aer.wait(timeout=200e-6)
    assert (ev.type, ev.info, ev.log_page) == (1, 0x01, 0x02), ev
    # Abort: an outstanding AER is held by firmware, so it can be aborted.
    held = await ctrl.async_event_request()
    assert await ctrl.abort(0, held.cid), "held AER aborted"
    assert (await held.pending.wait(timeout=100e-6)).status.matches(GS.ABORT_REQUESTED)
    assert not await ctrl.abort(0, 0xBEEF), "unknown CID: not aborted"
    # AER limit: AERL + 1 outstanding, one more is refused.
    for _ in range(tb.fw_config.aerl + 1):
        await ctrl.async_event_request()
    _is(await _status(ctrl, 0, sqe(0x0C)), CS.ASYNC_EVENT_REQUEST_LIMIT_EXCEEDED)


@cocotb.test(timeout_time=20, timeout_unit="ms")
async def msix_vectors_masking_coalescing(dut):
    """Per-CQ vectors arrive; a masked vector waits in the PBA and fires once when unmasked;
    the aggregation threshold holds interrupts until THR+1 entries; Coalescing Disable."""
    tb, ctrl = await _host(dut, max_vectors=8)
    bar = tb.bar0
    fired = ctrl.irq.fired
    qps = [await ctrl.create_io_queue_pair(q, 8, vector=q) for q in (1, 2, 3)]
    for qp in qps:
        before = fired.get(qp.qid, 0)
        await qp.flush(1)
        await ClockCycles(dut.clk_i, 50)
        assert fired.get(qp.qid, 0) == before + 1, f"vector {qp.qid} did not fire"
    # Mask vector 2 (vector control bit 0), complete a command: PBA bit, no message.
    await bar.write_dword(MSIX_TABLE_OFFSET + 16 * 2 + 12, 1)
    before = fired.get(2, 0)
    await qps[1].flush(1)
    await ClockCycles(dut.clk_i, 50)
    assert fired.get(2, 0) == before and (await bar.read_dword(MSIX_PBA_OFFSET)) >> 2 & 1 == 1
    await bar.write_dword(MSIX_TABLE_OFFSET + 16 * 2 + 12, 0)
    await ClockCycles(dut.clk_i, 50)
    assert fired.get(2, 0) == before + 1 and (await bar.read_dword(MSIX_PBA_OFFSET)) >> 2 & 1 == 0
    # Threshold 3 (four entries per interrupt), time far beyond the test.
    await ctrl.set_features(0x08, 0xFF03)
    before = fired.get(3, 0)
    for _ in range(3):
        await qps[2].flush(1)
    await ClockCycles(dut.clk_i, 50)
    assert fired.get(3, 0) == before, "coalesced: no interrupt before THR + 1 entries"
    await qps[2].flush(1)
    await ClockCycles(dut.clk_i, 50)
    assert fired.get(3, 0) == before + 1
    # Coalescing Disable on vector 3: every entry interrupts again.
    await ctrl.set_features(0x09, 1 << 16 | 3)
    await qps[2].flush(1)
    await ClockCycles(dut.clk_i, 50)
    assert fired.get(3, 0) == before + 2
    assert await tb.fw_hw.map.MSIX_SENT.read() >= 6


@cocotb.test(timeout_time=40, timeout_unit="ms")
async def wrr_weights_and_urgent(dut):
    """Weighted round robin: the urgent SQ drains first, then high/medium/low are fetched in
    proportion to HPW+1 : MPW+1 : LPW+1 while all are backlogged (measured at the firmware port)."""
    tb, ctrl = await _host(dut, ams="wrr")
    from cssd_nvme.spec import QueuePriority as P
    await ctrl.set_features(0x01, 0 | 0 << 8 | 1 << 16 | 3 << 24)  # AB=1 cmd, L=1, M=2, H=4
    prios = {1: P.URGENT, 2: P.HIGH, 3: P.MEDIUM, 4: P.LOW}
    n = 40
    qps = {q: await ctrl.create_io_queue_pair(q, 64, prio=pr) for q, pr in prios.items()}
    tb.fw_hw.paused = True
    pend = []
    for q in (4, 3, 2, 1):  # urgent last: arbitration, not submission order, must put it first
        # Flush to all namespaces: SACA routes it to the management queue, where the order is seen.
        pend += [await qps[q].submit(cmds.nvm_flush(0xFFFFFFFF)) for _ in range(n)]
    await ClockCycles(dut.clk_i, 200)
    tb.fw_hw.command_log.clear()
    tb.fw_hw.paused = False
    for p in pend:
        assert not (await p.result()).status.is_error
    order = [q for q in tb.fw_hw.command_log if q != 0]
    skip = 8 * 2  # fetched before the pause bit was seen: tags x SQEs-per-tag at most
    urgent_done = max(i for i, q in enumerate(order) if q == 1)
    assert urgent_done < n + skip, f"urgent SQ not served first: last urgent at {urgent_done}"
    window = [q for q in order[urgent_done + 1:] if q in (2, 3, 4)][:35]
    counts = {q: window.count(q) for q in (2, 3, 4)}
    tb.log.info("WRR window counts (H, M, L) = %s", counts)
    assert abs(counts[2] / 35 - 4 / 7) < 0.12 and abs(counts[3] / 35 - 2 / 7) < 0.12, counts
    assert counts[2] > counts[3] > counts[4] > 0, counts


@cocotb.test(timeout_time=400, timeout_unit="ms")
async def admin_fuzz(dut):
    """Seeded random admin commands through the RTL; every one completes (no hang) with the status,
    dword 0 and data that the same firmware model on pure-Python hardware produces (the
    reference), so any command lost, duplicated or corrupted by the hardware path fails."""
    import os

    from cssd_sim.tier import count as tier_count

    # 400 in `make test`; `make fuzz` (part of `make regress`) sets 5000.
    count = tier_count("NVME_FUZZ_COMMANDS", 250, 1000)
    seed = int(os.environ.get("NVME_FUZZ_SEED", str(cocotb.RANDOM_SEED)))
    tb, ctrl = await _host(dut)
    tb.log.info("admin fuzz: %d commands, seed %d (NVME_FUZZ_SEED to replay)", count, seed)
    rng = random.Random(seed)
    nq = tb.fw_hw.num_io_queues
    buf = ctrl.mem.alloc(64 * 1024)
    ref = ModelReference(tb.fw_config, num_io_queues=nq, num_vectors=tb.fw_hw.num_vectors)
    statuses: dict[str, int] = {}
    for i in range(count):
        raw = admin_command(rng, buf, nq)
        await ctrl.mem.write(buf, bytes(4096))
        cpl, differs = await ref.run(ctrl, raw, timeout=1e-3)
        assert differs is None, f"command {i}: {differs} (seed {seed})"
        statuses[cpl.status.name] = statuses.get(cpl.status.name, 0) + 1
    tb.log.info("admin fuzz statuses: %s", statuses)
    assert len(statuses) >= 8, f"the fuzz exercised too few outcomes: {statuses}"
    assert (await ctrl.identify_controller()).sqes == 0x66, "controller still serves commands"


# ---------------------------------------------------------------------------------------------


# admin_fuzz takes as long as all the others together: its own pytest item, so that `make test`'s
# workers run the two halves side by side (one model, built once).
@pytest.mark.parametrize("group", ["admin_fuzz", "rest"])
def test_nvme_ctrl(group):
    if os.environ.get("COCOTB_TEST_FILTER"):
        if group != "rest":
            pytest.skip("COCOTB_TEST_FILTER picks tests from the whole module in one run")
        select = {}
    else:
        select = {"testcase": "admin_fuzz"} if group == "admin_fuzz" else {"test_filter": r"^(?!.*\.admin_fuzz$)"}
    run(test_file=__file__, **select, **ctrl_core_model())
