"""Create / Delete I/O Submission and Completion Queue, every error path, deletion ordering, and the
Number of Queues feature that bounds the queue identifiers."""
from cssd_sim.nvme_fw import status as st
from cssd_sim.nvme_fw.fake_hw import FakeHw
from nvme_fw_testutil import Harness, async_test, code, sqe


@async_test
async def test_create_and_delete_program_hardware():
    h = await Harness().start()
    c = await h.create_cq(1, qsize=255, iv=3, ien=True, base=0x1234_0000)
    assert c.status == 0
    assert h.hw.cq[1] == dict(base=0x1234_0000, size=256, vector=3, ien=True)
    c = await h.create_sq(1, cqid=1, qsize=127, base=0x5678_0000)
    assert c.status == 0
    assert h.hw.sq[1] == dict(base=0x5678_0000, size=128, cqid=1, prio=0)
    assert (await h.delete_sq(1)).status == 0
    assert (await h.delete_cq(1)).status == 0
    names = [x[0] for x in h.hw.calls if x[0] in ("create_cq", "create_sq", "delete_sq", "delete_cq")]
    assert names == ["create_cq", "create_sq", "delete_sq", "delete_cq"]
    assert h.hw.sq == {} and h.hw.cq == {}


@async_test
async def test_create_cq_errors():
    h = await Harness(hw=FakeHw(num_io_queues=8, num_vectors=16, max_queue_entries=1024)).start()
    cases = [
        (dict(qid=0), st.INVALID_QUEUE_IDENTIFIER),
        (dict(qid=9), st.INVALID_QUEUE_IDENTIFIER),  # beyond the hardware's queues
        (dict(qid=1, qsize=0), st.INVALID_QUEUE_SIZE),  # one entry
        (dict(qid=1, qsize=1024), st.INVALID_QUEUE_SIZE),  # 1025 > CAP.MQES + 1
        (dict(qid=1, base=0x4000_0800), st.PRP_OFFSET_INVALID),
        (dict(qid=1, iv=16), st.INVALID_INTERRUPT_VECTOR),
        (dict(qid=1, pc=False), st.INVALID_FIELD),  # CAP.CQR = 1
        (dict(qid=1, nsid=1), st.INVALID_FIELD),  # NSID not used by this command
    ]
    for kw, expect in cases:
        c = await h.create_cq(**kw)
        assert code(c) == expect and st.dnr_of(c.status), (kw, st.describe(c.status))
    assert h.hw.cq == {}
    assert (await h.create_cq(1, qsize=1023, iv=15)).status == 0  # limits themselves are fine
    c = await h.create_cq(1)
    assert code(c) == st.INVALID_QUEUE_IDENTIFIER  # already in use


@async_test
async def test_create_sq_errors():
    h = await Harness(hw=FakeHw(num_io_queues=8, max_queue_entries=1024)).start()
    assert (await h.create_cq(2)).status == 0
    cases = [
        (dict(qid=1, cqid=0), st.COMPLETION_QUEUE_INVALID),  # admin CQ
        (dict(qid=1, cqid=3), st.COMPLETION_QUEUE_INVALID),  # CQ does not exist
        (dict(qid=0, cqid=2), st.INVALID_QUEUE_IDENTIFIER),
        (dict(qid=9, cqid=2), st.INVALID_QUEUE_IDENTIFIER),
        (dict(qid=1, cqid=2, qsize=0), st.INVALID_QUEUE_SIZE),
        (dict(qid=1, cqid=2, qsize=1024), st.INVALID_QUEUE_SIZE),
        (dict(qid=1, cqid=2, base=0x6000_0004), st.PRP_OFFSET_INVALID),
        (dict(qid=1, cqid=2, pc=False), st.INVALID_FIELD),
        (dict(qid=1, cqid=2, nvmsetid=5), st.INVALID_FIELD),  # no such NVM set
    ]
    for kw, expect in cases:
        c = await h.create_sq(**kw)
        assert code(c) == expect and st.dnr_of(c.status), (kw, st.describe(c.status))
    assert h.hw.sq == {}
    assert (await h.create_sq(1, cqid=2, nvmsetid=3)).status == 0
    assert code(await h.create_sq(1, cqid=2)) == st.INVALID_QUEUE_IDENTIFIER
    assert (await h.create_sq(3, cqid=2)).status == 0  # two SQs may share a CQ


@async_test
async def test_qprio_ignored_under_round_robin_and_passed_under_wrr():
    h = await Harness().start()
    await h.create_cq(1)
    assert (await h.create_sq(1, qprio=3)).status == 0
    assert h.hw.sq[1]["prio"] == 0
    h2 = await Harness(hw=FakeHw(arbitration_mechanism="wrr")).start()
    await h2.create_cq(1)
    assert (await h2.create_sq(1, qprio=2)).status == 0
    assert h2.hw.sq[1]["prio"] == 2


@async_test
async def test_delete_errors_and_ordering():
    h = await Harness().start()
    await h.io_pair(1)
    assert code(await h.delete_sq(0)) == st.INVALID_QUEUE_IDENTIFIER
    assert code(await h.delete_sq(2)) == st.INVALID_QUEUE_IDENTIFIER
    assert code(await h.delete_cq(0)) == st.INVALID_QUEUE_IDENTIFIER
    assert code(await h.delete_cq(2)) == st.INVALID_QUEUE_IDENTIFIER
    c = await h.delete_cq(1)  # SQ 1 still uses it
    assert code(c) == st.INVALID_QUEUE_DELETION and not st.dnr_of(c.status)
    assert 1 in h.hw.cq
    assert code(await h.delete_sq(1, nsid=1)) == st.INVALID_FIELD
    assert (await h.delete_sq(1)).status == 0
    assert code(await h.delete_sq(1)) == st.INVALID_QUEUE_IDENTIFIER  # gone
    assert (await h.delete_cq(1)).status == 0
    assert h.hw.cq == {} and h.hw.sq == {}


@async_test
async def test_delete_sq_aborts_held_io_first():
    h = await Harness().start()
    await h.io_pair(1)
    await h.io_pair(2)
    held = []

    async def keep(io):
        held.append((io.sqid, io.cid))
        return None  # firmware keeps the command

    h.model.register_io_handler(keep)
    await h.submit(0x02, sqid=1, cid=7, nsid=1)
    await h.submit(0x01, sqid=1, cid=8, nsid=1)
    await h.submit(0x02, sqid=2, cid=7, nsid=1)
    assert len(held) == 3 and h.hw.completions[-1].sqid == 0
    n = len(h.hw.completions)
    dcid = await h.submit(0x00, cdw10=1)
    tail = h.hw.completions[n:]
    assert [(c.sqid, c.cid, st.code_of(c.status)) for c in tail] == [
        (1, 7, st.ABORTED_SQ_DELETION), (1, 8, st.ABORTED_SQ_DELETION), (0, dcid, st.SUCCESS)]
    assert 1 not in h.hw.sq and 2 in h.hw.sq
    assert h.model.is_outstanding(2, 7) and not h.model.is_outstanding(1, 7)
    assert not await h.model.complete_io(1, 7, 0)  # already completed by the deletion
    assert await h.model.complete_io(2, 7, 0)


@async_test
async def test_delete_sq_waits_for_command_the_handler_cannot_drop():
    h = await Harness().start()
    await h.io_pair(1)

    async def keep(io):
        return None

    async def cannot_abort(sqid, cid):
        return False

    h.model.register_io_handler(keep, abort=cannot_abort)
    await h.submit(0x01, sqid=1, cid=3, nsid=2)
    dcid = await h.submit(0x00, cdw10=1)
    assert h.completions_for(0, dcid) == [] and 1 in h.hw.sq  # Delete held
    c = await h.cmd(0x02, sqid=1, cid=4, nsid=2)  # a late command of the dying SQ
    assert code(c) == st.ABORTED_SQ_DELETION
    assert code(await h.delete_cq(1)) == st.INVALID_QUEUE_DELETION
    assert await h.model.complete_io(1, 3, 0)  # handler finishes: posted as aborted
    assert code(h.completions_for(1, 3)[0]) == st.ABORTED_SQ_DELETION
    assert h.completions_for(0, dcid)[0].status == 0 and 1 not in h.hw.sq
    seq = [(c.sqid, c.cid) for c in h.hw.completions]
    assert seq.index((1, 3)) < seq.index((0, dcid))


@async_test
async def test_number_of_queues_bounds_queue_ids():
    h = await Harness(hw=FakeHw(num_io_queues=16)).start()
    c = await h.set_feature(0x07, dw11=(3 << 16) | 1)  # 4 CQs, 2 SQs requested
    assert c.status == 0 and c.dw0 == (3 << 16) | 1
    assert code(await h.create_cq(5)) == st.INVALID_QUEUE_IDENTIFIER
    assert (await h.create_cq(4)).status == 0
    assert code(await h.create_sq(3, cqid=4)) == st.INVALID_QUEUE_IDENTIFIER
    assert (await h.create_sq(2, cqid=4)).status == 0


@async_test
async def test_controller_disable_drops_queues_and_held_commands():
    h = await Harness().start()
    await h.io_pair(1)

    async def keep(io):
        return None

    h.model.register_io_handler(keep)
    await h.submit(0x02, sqid=1, cid=9, nsid=1)
    aer = await h.submit(0x0C)
    n = len(h.hw.completions)
    h.hw.disable()
    await h.drain()
    assert len(h.hw.completions) == n  # nothing completed for dropped commands
    assert h.model.io_queues == {"sq": {}, "cq": {}} and h.model.outstanding_aers == []
    assert not await h.model.complete_io(1, 9, 0)
    assert aer not in h.model.outstanding_aers
    h.hw.event(__import__("cssd_sim.nvme_fw").nvme_fw.EventKind.CONTROLLER_ENABLED)
    await h.drain()
    assert (await h.create_cq(1)).status == 0  # queue ids free again
    h.hw.submit(0, sqe(0x01, 0x55, prp1=0x6000_0000, cdw10=1 | (7 << 16), cdw11=1 | (1 << 16)))
    await h.drain()
    assert h.completions_for(0, 0x55)[0].status == 0
