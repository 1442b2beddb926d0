"""Asynchronous Event Request (limit, delivery, masking until the log page is read with RAE = 0,
SMART events gated by Feature 0Bh) and Abort (AERs, held I/O, limit, not found)."""
from cssd_sim.nvme_fw import status as st
from cssd_sim.nvme_fw.hw import EventKind
from nvme_fw_testutil import Harness, async_test, code


def aer_dw0(ae_type, info, lid):
    return ae_type | (info << 8) | (lid << 16)


@async_test
async def test_aer_limit():
    h = await Harness(aerl=3).start()
    for cid in range(1, 5):
        assert await h.cmd(0x0C, cid=cid) is None  # held
    c = await h.cmd(0x0C, cid=5)
    assert code(c) == st.AER_LIMIT_EXCEEDED and st.sct_of(c.status) == 1 and st.sc_of(c.status) == 5
    assert h.model.outstanding_aers == [1, 2, 3, 4]
    assert code(await h.cmd(0x0C, cid=6, nsid=1)) == st.INVALID_FIELD


@async_test
async def test_doorbell_errors_masked_until_error_log_read_without_rae():
    h = await Harness().start()
    await h.submit(0x0C, cid=1)
    await h.submit(0x0C, cid=2)
    h.hw.event(EventKind.INVALID_DOORBELL, qid=9)
    await h.drain()
    c = h.completions_for(0, 1)[0]
    assert c.status == 0 and c.dw0 == aer_dw0(0, 0x00, 0x01)
    h.hw.event(EventKind.INVALID_DOORBELL_VALUE, qid=3, is_cq=True, value=999)
    await h.drain()
    assert h.completions_for(0, 2) == []  # Error events masked until cleared
    c, d = await h.get_log(0x01, 128, rae=True)
    assert c.status == 0 and h.completions_for(0, 2) == []  # RAE = 1 keeps it masked
    e0, e1 = d[:64], d[64:]
    assert int.from_bytes(e0[8:10], "little") == 0xFFFF  # CQ doorbell: no SQ
    assert int.from_bytes(e1[8:10], "little") == 9
    c, _ = await h.get_log(0x02, 512)  # another log page does not clear Error events
    await h.drain()
    assert h.completions_for(0, 2) == []
    await h.get_log(0x01, 64)
    await h.drain()
    assert h.completions_for(0, 2)[0].dw0 == aer_dw0(0, 0x01, 0x01)


@async_test
async def test_event_retained_until_an_aer_arrives():
    h = await Harness().start()
    h.hw.event(EventKind.INVALID_DOORBELL, qid=4)
    h.hw.event(EventKind.INVALID_DOORBELL, qid=4)  # same event twice: retained once
    await h.drain()
    c = await h.cmd(0x0C, cid=9)
    assert c.dw0 == aer_dw0(0, 0, 1)
    await h.get_log(0x01, 64)
    assert await h.cmd(0x0C, cid=10) is None  # nothing else pending


@async_test
async def test_smart_events_gated_by_async_event_configuration():
    h = await Harness().start()
    await h.submit(0x0C, cid=1)
    h.model.set_temperature(350)  # above WCTEMP, but AEC = 0
    await h.model.flush_events()
    assert h.completions_for(0, 1) == []
    h.model.set_temperature(300)
    assert (await h.set_feature(0x0B, 0x03)).status == 0  # spare + temperature
    h.model.set_temperature(350)
    await h.model.flush_events()
    assert h.completions_for(0, 1)[0].dw0 == aer_dw0(1, 0x01, 0x02)
    await h.submit(0x0C, cid=2)
    h.model.set_available_spare(5)  # SMART type is masked now
    await h.model.flush_events()
    assert h.completions_for(0, 2) == []
    await h.get_log(0x02, 512, rae=True)
    await h.model.flush_events()
    assert h.completions_for(0, 2) == []
    await h.get_log(0x02, 512)
    assert h.completions_for(0, 2)[0].dw0 == aer_dw0(1, 0x02, 0x02)
    await h.submit(0x0C, cid=3)
    h.model.set_critical_warning(2, True)  # reliability: AEC bit 2 not enabled
    await h.get_log(0x02, 512)
    assert h.completions_for(0, 3) == []


@async_test
async def test_lowering_the_threshold_raises_the_temperature_event():
    h = await Harness().start()
    await h.set_feature(0x0B, 0x02)
    await h.submit(0x0C, cid=1)
    assert (await h.set_feature(0x04, 310)).status == 0  # composite over threshold below 313 K
    assert h.completions_for(0, 1)[0].dw0 == aer_dw0(1, 0x01, 0x02)


@async_test
async def test_internal_error_report_raises_error_event():
    h = await Harness().start()
    await h.submit(0x0C, cid=1)
    h.model.report_internal_error(persistent=True)
    await h.model.flush_events()
    assert h.completions_for(0, 1)[0].dw0 == aer_dw0(0, 0x03, 0x01)
    _, d = await h.get_log(0x01, 64)
    assert st.code_of(int.from_bytes(d[12:14], "little") >> 1) == st.INTERNAL_ERROR


@async_test
async def test_abort_outstanding_aer_and_not_found():
    h = await Harness().start()
    await h.submit(0x0C, cid=0x40)
    c = await h.cmd(0x08, cdw10=(0x40 << 16) | 0)
    assert c.status == 0 and c.dw0 & 1 == 0  # aborted
    aer = h.completions_for(0, 0x40)[0]
    assert code(aer) == st.ABORT_REQUESTED and not st.more_of(aer.status)
    c = await h.cmd(0x08, cdw10=(0x40 << 16) | 0)  # gone now
    assert c.status == 0 and c.dw0 & 1 == 1
    assert code(await h.cmd(0x08, cdw10=(1 << 16) | 7)) == st.INVALID_FIELD  # SQ 7 does not exist
    assert h.nvram.error_count == 1  # aborted commands are not errors


@async_test
async def test_abort_held_io_without_and_with_hook():
    h = await Harness().start()
    await h.io_pair(1)
    asked = []

    async def keep(io):
        return None

    async def drop(sqid, cid):
        asked.append((sqid, cid))
        return True

    h.model.register_io_handler(keep)
    await h.submit(0x02, sqid=1, cid=5, nsid=1)
    c = await h.cmd(0x08, cdw10=(5 << 16) | 1)
    assert c.dw0 == 0 and code(h.completions_for(1, 5)[0]) == st.ABORT_REQUESTED
    assert not await h.model.complete_io(1, 5, 0)
    h.model.register_io_handler(keep, abort=drop)
    await h.submit(0x02, sqid=1, cid=6, nsid=1)
    c = await h.cmd(0x08, cdw10=(6 << 16) | 1)
    assert asked == [(1, 6)] and c.dw0 == 0
    assert code(h.completions_for(1, 6)[0]) == st.ABORT_REQUESTED


@async_test
async def test_abort_limit_with_aborts_waiting_on_commands():
    h = await Harness(acl=1).start()
    await h.io_pair(1)

    async def keep(io):
        return None

    async def cannot(sqid, cid):
        return False

    h.model.register_io_handler(keep, abort=cannot)
    for cid in (1, 2, 3):
        await h.submit(0x01, sqid=1, cid=cid, nsid=3)
    assert await h.cmd(0x08, cid=0x81, cdw10=(1 << 16) | 1) is None  # waits for the command
    assert await h.cmd(0x08, cid=0x82, cdw10=(2 << 16) | 1) is None
    c = await h.cmd(0x08, cid=0x83, cdw10=(3 << 16) | 1)  # ACL + 1 = 2 already outstanding
    assert code(c) == st.ABORT_LIMIT_EXCEEDED and not st.dnr_of(c.status)
    c = await h.cmd(0x08, cid=0x84, cdw10=(0x99 << 16) | 1)  # limit applies to any abort
    assert code(c) == st.ABORT_LIMIT_EXCEEDED
    assert await h.model.complete_io(1, 1, 0)  # completed normally: abort did not abort it
    assert h.completions_for(1, 1)[0].status == 0
    assert h.completions_for(0, 0x81)[0].dw0 == 1
    assert await h.model.complete_io(1, 2, st.status(st.ABORT_REQUESTED))  # handler aborted it
    assert h.completions_for(0, 0x82)[0].dw0 == 0
    c = await h.cmd(0x08, cid=0x85, cdw10=(0x99 << 16) | 1)
    assert c.status == 0 and c.dw0 == 1
