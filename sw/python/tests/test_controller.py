"""The driver end to end on plain asyncio against the management firmware's reference model
(cssd_sim.nvme_fw) behind SoftFrontEnd; expected values come from the model's configuration."""

from __future__ import annotations

import asyncio
import random
import time

import pytest
from cssd_sim.nvme_fw.config import NamespaceConfig
from harness import ECHO_OPCODE, echo, fw_config, make_env

from cssd_nvme import command as cmds
from cssd_nvme.spec import AsyncEventInfoNotice, AsyncEventType, Cc, FeatureId, LogPageId, Reg, Shst
from cssd_nvme.status import (
    CommandSpecificStatus,
    GenericStatus,
    NvmeAbortedError,
    NvmeCommandError,
    NvmeControllerError,
    NvmeError,
    NvmeTimeoutError,
)

# ------------------------------------------------------------------------------ init / reset


async def test_init_register_sequence():
    env = await make_env(init_kw=dict(admin_sq_depth=16, admin_cq_depth=8, ams="wrr"))
    f = env.fe
    writes = [(off, v) for off, v in f.reg_writes if off < 0x1000]
    offsets = [off for off, _ in writes]
    # CC was 0 (disabled): no disable step; AQA, ASQ low/high, ACQ low/high, CC config, CC enable
    assert offsets == [Reg.AQA, Reg.ASQ, Reg.ASQ + 4, Reg.ACQ, Reg.ACQ + 4, Reg.CC, Reg.CC]
    assert writes[0][1] == (15 | (7 << 16))
    admin = env.ctrl.admin
    assert f.asq == admin.sq.addr and f.acq == admin.cq.addr
    cfg, en = Cc.decode(writes[5][1]), Cc.decode(writes[6][1])
    assert (cfg.en, cfg.css, cfg.mps, cfg.ams, cfg.shn, cfg.iosqes, cfg.iocqes) == (0, 0, 0, 1, 0, 6, 4)
    assert en == cfg.replace(en=1)
    assert f.ready and env.ctrl.version is not None and str(env.ctrl.version) == "2.0.0"
    assert env.ctrl.num_vectors == 32 and admin.cq.vector == 0


async def test_init_resets_an_enabled_controller():
    env = await make_env()
    env.fe.reg_writes.clear()
    t0 = time.monotonic()
    await env.ctrl.init(mps=8192)
    assert time.monotonic() - t0 >= 2e-3  # waited for RDY=0 then RDY=1 (1 ms each in SoftFrontEnd)
    first = env.fe.reg_writes[0]
    assert first[0] == Reg.CC and not first[1] & 1
    assert env.fe.page_size == 8192
    assert (await env.ctrl.identify_controller()).mn == env.model.config.model


async def test_init_timeout_uses_cap_to_and_reports_registers():
    env = await make_env(init=False, never_ready=True, to=1)
    t0 = time.monotonic()
    with pytest.raises(NvmeControllerError) as ei:
        await env.ctrl.init()
    elapsed = time.monotonic() - t0
    assert 0.5 <= elapsed < 1.5  # CAP.TO = 1 -> 500 ms
    msg = str(ei.value)
    assert "timed out after 500 ms (CAP.TO=1 x 500 ms) waiting for CSTS.RDY=1 after setting CC.EN" in msg
    assert "CAP=0x0040002001030fff" in msg and "CC=0x00460001" in msg and "CSTS=0x00000000" in msg
    assert "RDY=0 CFS=0" in msg


async def test_init_ready_timeout_override():
    env = await make_env(init=False, never_ready=True, to=100)
    t0 = time.monotonic()
    with pytest.raises(NvmeControllerError, match="timed out after 50 ms"):
        await env.ctrl.init(ready_timeout=0.05)
    assert time.monotonic() - t0 < 0.5


async def test_init_cfs_error():
    env = await make_env(init=False, cfs_on_enable=True)
    with pytest.raises(NvmeControllerError) as ei:
        await env.ctrl.init()
    msg = str(ei.value)
    assert "CSTS.CFS=1" in msg and "CSTS=0x00000002" in msg and "(RDY=0 CFS=1 SHST=0)" in msg


async def test_init_capability_checks():
    env = await make_env(init=False, wrr=False, mpsmin=1, mpsmax=2)
    with pytest.raises(NvmeControllerError, match="memory page size 4096 outside the controller's range 8192..16384"):
        await env.ctrl.init(mps=4096)
    with pytest.raises(NvmeControllerError, match="weighted round robin"):
        await env.ctrl.init(mps=8192, ams="wrr")
    with pytest.raises(ValueError, match="admin SQ depth 1"):
        await env.ctrl.init(mps=8192, admin_sq_depth=1)
    await env.ctrl.init(mps=16384)
    assert env.fe.page_size == 16384


async def test_disable_and_shutdown():
    env = await make_env()
    c = env.ctrl
    qp = await c.create_io_queue_pair(1, 8)
    slow = await qp.submit(echo(1, delay_us=2_000_000))
    await c.disable()
    assert not env.fe.ready and c.admin is None and c.io_queues == {}
    with pytest.raises(NvmeAbortedError, match="controller disabled"):
        await slow
    await c.init()
    await c.create_io_queue_pair(1, 8)
    await c.create_io_queue_pair(2, 8)
    await c.shutdown()
    assert (env.fe.csts >> 2) & 3 == Shst.COMPLETE
    assert env.fe.sqs.keys() == {0} and env.fe.cqs.keys() == {0}  # normal shutdown deleted the I/O queues
    await c.init()
    await c.create_io_queue_pair(1, 8)
    await c.shutdown(abrupt=True)
    assert 1 in env.fe.sqs  # abrupt: queues left as they were
    assert Cc.decode(env.fe.cc).shn == 2


# ------------------------------------------------------------------------------ admin commands


async def test_identify_structures():
    env = await make_env()
    c, cfg = env.ctrl, env.model.config
    idc = await c.identify_controller()
    assert (idc.vid, idc.sn, idc.mn, idc.fr, idc.mdts, idc.nn, idc.sqes, idc.cqes) == \
        (cfg.vid, cfg.serial, cfg.model, cfg.firmware_rev, 5, 3, 0x66, 0x44)
    assert idc.subnqn == cfg.subnqn and idc.psd[0].mp == cfg.max_power_cw and c.id_ctrl is idc
    ns1, ns2 = await c.identify_namespace(1), await c.identify_namespace(2)
    assert (ns1.nsze, ns1.lba_size, ns1.nvmsetid) == (1 << 16, 4096, 1)
    assert (ns2.nsze, ns2.lba_size, ns2.nvmsetid) == (1 << 20, 512, 2)
    assert ns1.eui64[:3] == cfg.ieee_oui.to_bytes(3, "big") and ns1.eui64 != ns2.eui64
    private = await c.identify_namespace(3)  # in range (NN = 3) but the firmware's own: inactive
    assert private.nsze == 0
    with pytest.raises(NvmeCommandError, match="Invalid Namespace or Format"):
        await c.identify_namespace(99)
    assert await c.active_namespaces() == [1, 2]
    assert await c.active_namespaces(1) == [2]
    d = await c.ns_descriptors(2)
    assert (d.eui64, d.nguid, d.csi) == (ns2.eui64, ns2.nguid, 0) and len(d.uuid) == 16
    sets = await c.nvm_set_list()
    # set 1 holds namespace 1 and the private one
    assert [(s.nvmsetid, s.rr4kt, s.tnvmsetcap) for s in sets.sets] == \
        [(1, cfg.random_4k_read_typical_100ns, (1 << 16) * 4096 + (1 << 10) * 512),
         (2, cfg.random_4k_read_typical_100ns, (1 << 20) * 512)]
    assert [s.nvmsetid for s in (await c.nvm_set_list(2)).sets] == [2]
    with pytest.raises(NvmeCommandError, match="Invalid Field in Command"):
        await c.identify(0x1C)


async def test_features():
    env = await make_env()
    c = env.ctrl
    assert await c.get_features(FeatureId.TEMPERATURE_THRESHOLD) == 343
    await c.set_features(FeatureId.ARBITRATION, 0x03020103)
    assert await c.get_features(FeatureId.ARBITRATION) == 0x03020103
    assert await c.get_features(FeatureId.ARBITRATION, sel=3) == 0b100
    with pytest.raises(NvmeCommandError) as ei:
        await c.set_features(FeatureId.ARBITRATION, 1, save=True)
    assert ei.value.status.matches(CommandSpecificStatus.FEATURE_ID_NOT_SAVEABLE)
    assert "Feature Identifier Not Saveable" in str(ei.value) and "SET_FEATURES" in str(ei.value)
    with pytest.raises(NvmeCommandError, match="Invalid Field in Command"):
        await c.get_features(0x7B)
    assert await c.set_number_of_queues(4, 2) == (4, 2)
    assert await c.set_number_of_queues(1000, 1000) == (64, 64)
    await c.create_io_queue_pair(1, 4)
    with pytest.raises(NvmeCommandError, match="Command Sequence Error"):
        await c.set_number_of_queues(2, 2)


async def test_log_pages():
    env = await make_env()
    c, nv = env.ctrl, env.model.nvram
    env.model.record_error(sqid=1, cid=7, status=(1 << 14) | 0x80, lba=99, nsid=1)  # DNR, LBA Out of Range
    # 128-bit counters and hours, as a drive's lifetime would leave them
    nv.units_read_512 = ((1 << 70) + 5) * 1000
    nv.power_on_seconds += 42 * 3600
    await c.identify_controller()
    errs = await c.error_log()
    assert len(errs) == 4  # ELPE = 3
    assert (errs[0].error_count, errs[0].cid, errs[0].lba) == (1, 7, 99)
    assert errs[0].status.name == "LBA Out of Range" and not errs[1].valid
    smart = await c.smart_log()
    cfg = env.model.config
    assert (smart.composite_temperature, smart.available_spare, smart.data_units_read) == \
        (cfg.temperature, cfg.available_spare, (1 << 70) + 5)
    assert (smart.power_on_hours, smart.error_log_entries, smart.temperature_sensors[:2]) == \
        (42, 1, (cfg.temperature, 0))
    fw = await c.firmware_slot_log()
    assert (fw.active_slot, fw.frs[:2]) == (1, (cfg.firmware_rev, ""))
    part = await c.get_log_page(LogPageId.SMART_HEALTH, 16, offset=32)
    assert part == smart.raw[32:48]
    with pytest.raises(NvmeCommandError) as ei:
        await c.get_log_page(0x42, 512)
    assert ei.value.status.name == "Invalid Log Page" and ei.value.status.dnr


async def test_queue_creation_errors():
    env = await make_env()
    c = env.ctrl
    await c.set_number_of_queues(2, 2)
    with pytest.raises(NvmeCommandError, match="Invalid Queue Identifier"):
        await c.create_io_cq(3, 8)
    assert 3 not in c._cqs and ("cq", 3) not in c._queue_mem  # host state rolled back
    cpl = await c.execute(0, cmds.create_io_cq(1, 1, 0x1000_0000), check=False)  # QSIZE 0
    assert cpl.status.matches(CommandSpecificStatus.INVALID_QUEUE_SIZE)
    cpl = await c.execute(0, cmds.create_io_cq(1, 4097, 0x1000_0000), check=False)  # > MQES + 1
    assert cpl.status.name == "Invalid Queue Size"
    cpl = await c.execute(0, cmds.create_io_sq(1, 8, 0x1000_0000, 2), check=False)
    assert cpl.status.name == "Completion Queue Invalid"
    env.fe.num_vectors = 4
    with pytest.raises(NvmeCommandError, match="Invalid Interrupt Vector"):
        await c.create_io_cq(1, 8, vector=6)
    cpl = await c.execute(0, cmds.create_io_cq(1, 8, 0x1000_0000, pc=False), check=False)
    assert cpl.status.matches(GenericStatus.INVALID_FIELD)
    qp = await c.create_io_queue_pair(1, 8, vector=2)
    with pytest.raises(NvmeCommandError, match="Invalid Queue Deletion"):
        await c.delete_io_cq(1)
    with pytest.raises(NvmeCommandError, match="Invalid Queue Identifier"):
        await c.delete_io_sq(2)
    with pytest.raises(NvmeCommandError, match="Invalid Queue Identifier"):
        await c.execute(0, cmds.delete_io_cq(0))
    with pytest.raises(ValueError, match="already exists"):
        await c.create_io_cq(1, 8)
    with pytest.raises(ValueError, match="depth 4097"):
        await c.create_io_cq(2, 4097)
    assert (await qp.execute(echo(5))).dw0 == 5
    await c.delete_io_queue_pair(qp)
    assert env.fe.sqs.keys() == {0} and env.fe.cqs.keys() == {0} and c.io_queues == {}
    assert env.fe.errors == []


async def test_command_errors_and_check_flag():
    env = await make_env()
    qp = await env.ctrl.create_io_queue_pair(1, 8)
    status = (1 << 15) | (2 << 8) | 0x81  # DNR, media, Unrecovered Read Error
    cpl = await qp.execute(echo(1, status=status), check=False)
    assert cpl.status.name == "Unrecovered Read Error" and cpl.status.dnr and cpl.dw0 == 1
    with pytest.raises(NvmeCommandError) as ei:
        await qp.execute(echo(1, status=status))
    assert ei.value.command.opcode == ECHO_OPCODE and ei.value.sqid == 1
    assert qp.sq.counters.errors == 2
    with pytest.raises(NvmeCommandError, match="Invalid Command Opcode"):
        await env.ctrl.execute(0, cmds.Command(0xC7))


async def test_command_as_field_dict_and_unbatched_doorbells():
    env = await make_env(ctrl_kw=dict(batch_cq_doorbell=False))
    qp = await env.ctrl.create_io_queue_pair(1, 8)
    env.fe.pause_fetch()
    pend = [await qp.submit(dict(opcode=ECHO_OPCODE, nsid=1, cdw12=i)) for i in range(5)]
    env.fe.resume_fetch()
    assert [(await p).dw0 for p in pend] == list(range(5))
    assert qp.cq.counters.doorbells == qp.cq.counters.reaped == 5


async def test_raw_sqe_bytes():
    env = await make_env()
    qp = await env.ctrl.create_io_queue_pair(1, 8)
    raw = bytearray(echo(0xABCD, dw1=0x55).to_bytes(cid=0xFFFF))
    cpl = await qp.execute(bytes(raw))
    assert (cpl.dw0, cpl.dw1) == (0xABCD, 0x55) and cpl.cid != 0xFFFF
    fetched = env.fe.commands[-1][1]
    assert fetched.cid == cpl.cid and fetched.cdw12 == 0xABCD


async def test_read_write_through_prps():
    env = await make_env(config=fw_config(mdts=10))
    c = env.ctrl
    qp = await c.create_io_queue_pair(1, 16)
    rng = random.Random(3)
    # 4 KiB blocks, 32 KiB: PRP list
    data = rng.randbytes(8 * 4096)
    wbuf = c.alloc_buffer(len(data))
    await wbuf.write(data)
    await qp.write(1, 100, 8, wbuf)
    rbuf = c.alloc_buffer(len(data))
    await qp.read(1, 100, 8, rbuf)
    assert await rbuf.read() == data
    assert env.io.disk[1][103] == data[3 * 4096: 4 * 4096]
    # 512-byte blocks into a buffer with a page offset (PRP1 offset, PRP2 entry)
    small = rng.randbytes(3 * 512)
    base = env.mem.alloc(2 * 4096) + 0xC00
    await env.mem.write(base, small)
    await qp.write(2, 7, 3, base, length=len(small))
    out = env.mem.alloc(2 * 4096) + 0xE00
    await qp.read(2, 7, 3, out, length=len(small))
    assert await env.mem.read(out, len(small)) == small
    # 600 pages: chained PRP lists walked by the device
    big = rng.randbytes(600 * 4096)
    bbuf = c.alloc_buffer(len(big))
    await bbuf.write(big)
    await qp.write(1, 1000, 600, bbuf)
    await bbuf.clear()
    await qp.read(1, 1000, 600, bbuf)
    assert await bbuf.read() == big
    # scattered segments
    segs = [(env.mem.alloc(4096) + 0x800, 0x800), (env.mem.alloc(4096), 4096), (env.mem.alloc(4096), 0x800)]
    await qp.read(1, 1000, 2, segs)
    got = b"".join([await env.mem.read(a, n) for a, n in segs])
    assert got == big[:8192]
    assert env.fe.errors == []
    before = len(env.mem._pages)
    await qp.flush(1)
    with pytest.raises(NvmeCommandError, match="LBA Out of Range"):
        await qp.read(1, (1 << 16) - 1, 2, c.alloc_buffer(8192))
    assert len(env.mem._pages) >= before


async def test_prp_list_pages_are_freed():
    env = await make_env(config=fw_config(mdts=10))
    c = env.ctrl
    qp = await c.create_io_queue_pair(1, 16)
    buf = c.alloc_buffer(64 * 4096)
    used = env.mem.allocator.bytes_used
    for _ in range(5):
        await qp.write(1, 0, 64, buf)
    assert env.mem.allocator.bytes_used == used


async def test_mdts_enforced_once_known():
    env = await make_env()  # MDTS 5 -> 128 KiB
    c = env.ctrl
    qp = await c.create_io_queue_pair(1, 8)
    await c.identify_controller()
    with pytest.raises(ValueError, match="exceeds MDTS"):
        await qp.read(1, 0, 33, c.alloc_buffer(33 * 4096))
    await qp.read(1, 0, 32, c.alloc_buffer(32 * 4096))


async def test_abort():
    env = await make_env()
    c = env.ctrl
    qp = await c.create_io_queue_pair(1, 8)
    slow = await qp.submit(echo(9, delay_us=5_000_000))
    await asyncio.sleep(0.01)
    assert await c.abort(1, slow.cid) is True
    cpl = await slow
    assert cpl.status.name == "Command Abort Requested" and cpl.cid == slow.cid
    assert await c.abort(1, 0x4321) is False


async def test_async_events():
    env = await make_env()
    c = env.ctrl
    aer = await c.async_event_request()
    await asyncio.sleep(0.01)
    assert not aer.done
    env.model.raise_event(AsyncEventType.NOTICE, AsyncEventInfoNotice.FIRMWARE_ACTIVATION_STARTING,
                          LogPageId.FIRMWARE_SLOT)
    ev = await aer
    assert (ev.type, ev.info, ev.log_page) == (2, 1, 3) and ev.info_name == "FIRMWARE_ACTIVATION_STARTING"
    await c.get_log_page(LogPageId.FIRMWARE_SLOT, 512)  # RAE = 0: notices unmasked again
    # AERL = 3 -> four outstanding allowed, the fifth fails
    reqs = [await c.async_event_request() for _ in range(5)]
    with pytest.raises(NvmeCommandError, match="Asynchronous Event Request Limit Exceeded"):
        await reqs[4].wait(1.0)
    assert not any(r.done for r in reqs[:4])
    with pytest.raises(NvmeCommandError, match="Invalid Command Opcode"):
        await c.keep_alive()  # KAS = 0: the model has no Keep Alive
    await c.disable()
    with pytest.raises(NvmeAbortedError):
        await reqs[0]


async def test_delete_sq_with_commands_in_flight():
    env = await make_env()
    c = env.ctrl
    qp = await c.create_io_queue_pair(1, 8)
    slow = [await qp.submit(echo(i, delay_us=5_000_000)) for i in range(3)]
    await asyncio.sleep(0.01)
    await c.delete_io_sq(1)
    for p in slow:
        cpl = await p
        assert cpl.status.matches(GenericStatus.ABORTED_SQ_DELETION)
    await c.delete_io_cq(1)
    assert env.fe.errors == [] and qp.sq.counters.bad_sqhd == 0


async def test_command_timeout_keeps_cid_reserved():
    env = await make_env()
    qp = await env.ctrl.create_io_queue_pair(1, 8)
    p = await qp.submit(echo(1, delay_us=150_000))
    with pytest.raises(NvmeTimeoutError, match="did not complete within 0.02 s"):
        await p.wait(0.02)
    other = await qp.submit(echo(2))
    assert other.cid != p.cid
    assert (await other).dw0 == 2
    assert (await p.wait(2.0)).dw0 == 1
    with pytest.raises(NvmeTimeoutError):
        await qp.execute(echo(3, delay_us=150_000), timeout=0.02)


# ------------------------------------------------------------------------------ interrupts / polling


async def test_polling_mode_without_irq():
    env = await make_env(irq=False)
    c = env.ctrl
    assert c.num_vectors == 0 and c.admin.cq.vector is None
    qp = await c.create_io_queue_pair(1, 8)
    assert qp.cq.vector is None and env.fe.cqs[1].ien is False
    assert [(await qp.execute(echo(i))).dw0 for i in range(5)] == list(range(5))
    assert qp.cq.counters.interrupts == 0 and env.irq.enabled == 0 and 1 not in env.irq.fired


async def test_use_msix_false_polls_even_with_irq_source():
    env = await make_env(init_kw=dict(use_msix=False))
    qp = await env.ctrl.create_io_queue_pair(1, 8)
    assert qp.cq.vector is None
    assert (await qp.execute(echo(4))).dw0 == 4


async def test_concurrent_commands_read_identify_namespace_once():
    """Commands issued together on a fresh controller need the namespace's format; one Identify
    Namespace answers them all (each used to send its own, and the I/O waited behind the admin
    queue: an 8 ms tail at QD 256 on cssd_sim). A failing read still fails every caller."""
    env = await make_env()
    c = env.ctrl
    qp = await c.create_io_queue_pair(1, 16)
    admin_before = c.admin.sq.counters.submitted
    bufs = [c.alloc_buffer(4096) for _ in range(12)]
    cpls = await asyncio.gather(*(qp.read(1, i, 1, b) for i, b in enumerate(bufs)))
    assert all(not cpl.status.is_error for cpl in cpls)
    assert c.admin.sq.counters.submitted - admin_before == 1, "one Identify Namespace for twelve reads"
    assert await c.transfer_length(1, 2) == 2 * 4096 and c.admin.sq.counters.submitted - admin_before == 1
    # NSID 99 does not exist: every concurrent caller gets the error, none hangs
    results = await asyncio.gather(*(c.transfer_length(99, 1) for _ in range(3)), return_exceptions=True)
    assert all(isinstance(r, NvmeCommandError) for r in results), results
    assert not c._ns_reads


async def test_interrupt_driven_completion():
    env = await make_env(ctrl_kw=dict(irq_fallback=30.0))  # no practical polling fallback
    c = env.ctrl
    qp = await c.create_io_queue_pair(3, 8)
    assert qp.cq.vector == 3 and env.fe.cqs[3].vector == 3 and env.fe.cqs[3].ien
    for i in range(10):
        assert (await qp.execute(echo(i))).dw0 == i
    assert qp.cq.counters.interrupts == 10 == env.irq.fired[3]
    assert qp.cq.counters.fallback_reaps == 0


async def test_lost_interrupts_are_caught_by_fallback_polling():
    env = await make_env(ctrl_kw=dict(irq_fallback=0.005))
    qp = await env.ctrl.create_io_queue_pair(1, 8)
    env.fe.drop_interrupts = True
    assert (await qp.execute(echo(7), timeout=1.0)).dw0 == 7
    assert qp.cq.counters.fallback_reaps >= 1 and qp.cq.counters.interrupts == 0


async def test_many_queues_concurrently():
    env = await make_env(vectors=8)
    c = env.ctrl
    nq, per_q = 16, 96
    await c.set_number_of_queues(nq, nq)
    qps = [await c.create_io_queue_pair(q, 16, polled=(q % 4 == 0)) for q in range(1, nq + 1)]
    assert {qp.cq.vector for qp in qps} == {None, 1, 2, 3, 5, 6, 7}
    rng = random.Random(11)

    async def worker(qp, wid):
        vals = [(wid << 16) | i for i in range(per_q)]
        pend = [await qp.submit(echo(v, delay_us=rng.randrange(0, 300))) for v in vals]
        return [(await p).dw0 for p in pend], vals

    results = await asyncio.gather(*(worker(qp, i) for i, qp in enumerate(qps)))
    for got, want in results:
        assert got == want
    counters = c.counters()
    for qp in qps:
        k = counters[qp.qid]
        assert k["sq_submitted"] == k["sq_completed"] == per_q and k["sq_errors"] == 0
        assert k["sq_max_outstanding"] > 1
        if qp.cq.vector is None:
            assert k["cq_interrupts"] == 0
        else:
            assert k["cq_interrupts"] >= 1
    assert sum(k["sq_full_waits"] for k in counters.values()) > 0  # 96 commands through 16-deep SQs
    assert env.fe.errors == []


async def test_shared_vector_wakes_every_cq_on_it():
    env = await make_env(vectors=2)
    c = env.ctrl
    a = await c.create_io_queue_pair(1, 8, vector=1)
    b = await c.create_io_queue_pair(2, 8, vector=1)
    res = await asyncio.gather(a.execute(echo(1)), b.execute(echo(2)))
    assert [r.dw0 for r in res] == [1, 2]


async def test_namespace_model_sizes():
    # NSID 2 is the firmware's own: in range (NN = 2) but never active for the host
    env = await make_env(config=fw_config(namespaces=[NamespaceConfig(1, 1, 64, 512),
                                                      NamespaceConfig(2, 1, 64, 512, private=True)]))
    qp = await env.ctrl.create_io_queue_pair(1, 4)
    buf = env.ctrl.alloc_buffer(512)
    await buf.write(b"\x5A" * 512)
    await qp.write(1, 63, 1, buf)
    with pytest.raises(NvmeCommandError, match="LBA Out of Range"):
        await qp.write(1, 64, 1, buf)
    with pytest.raises(NvmeCommandError, match="Invalid Namespace or Format"):
        await qp.write(5, 0, 1, buf, length=512)
    with pytest.raises(NvmeCommandError, match="Invalid Field in Command"):
        await qp.write(2, 0, 1, buf, length=512)
    with pytest.raises(NvmeError, match="namespace 2 is not active"):
        await qp.write(2, 0, 1, buf)


async def test_transfer_length_follows_the_namespace_not_the_buffer():
    """A buffer larger than the transfer must not turn PRP2 into a list pointer."""
    env = await make_env()
    c = env.ctrl
    qp = await c.create_io_queue_pair(1, 4)
    buf = c.alloc_buffer(3 * 4096)
    await buf.write(bytes([7]) * 8192)
    await qp.write(1, 0, 2, buf)  # 2 blocks of 4 KiB: PRP1 + PRP2 page, no list
    sent = env.fe.commands[-1][1]
    assert (sent.prp1, sent.prp2) == (buf.addr, buf.addr + 4096)
    assert env.io.disk[1][1] == bytes([7]) * 4096
    assert await c.transfer_length(2, 3) == 3 * 512 and 1 in c.namespaces
