"""Generic admin checks, the placeholder I/O path, the private namespace, controller events
(enable, disable, shutdown, doorbell errors) and NVRAM power-cycle accounting."""
from cssd_sim.nvme_fw import status as st
from cssd_sim.nvme_fw.config import Nvram
from cssd_sim.nvme_fw.hw import EventKind
from cssd_sim.nvme_fw.model import IoCommand
from nvme_fw_testutil import Harness, async_test, code


@async_test
async def test_unknown_admin_opcodes_and_generic_fields():
    h = await Harness().start()
    # 18h Keep Alive (KAS = 0), 10h/11h firmware commit/download, 0Dh NS management, 80h format...
    for opc in (0x03, 0x07, 0x0D, 0x10, 0x11, 0x14, 0x15, 0x18, 0x19, 0x1A, 0x7C, 0x80, 0x84, 0xC0):
        c = await h.cmd(opc)
        assert code(c) == st.INVALID_OPCODE and st.dnr_of(c.status), hex(opc)
    c = await h.cmd(0x06, psdt=1, prp1=0x10_0000, cdw10=1)  # SGL on an admin command
    assert code(c) == st.INVALID_FIELD
    c = await h.cmd(0x06, fuse=1, prp1=0x10_0000, cdw10=1)  # fused admin command
    assert code(c) == st.INVALID_FIELD
    _, d = await h.get_log(0x01, 64)
    assert int.from_bytes(d[14:16], "little") == 1  # parameter error location: FUSE, byte 1


@async_test
async def test_placeholder_io_path():
    h = await Harness(ns_blocks=1000, mdts=5).start()
    await h.io_pair(1)
    for opc in (0x00, 0x01, 0x02):
        assert (await h.cmd(opc, sqid=1, nsid=1)).status == 0, hex(opc)
    for opc in (0x04, 0x05, 0x08, 0x09, 0x0C, 0x0D, 0x19, 0x81, 0xFF):  # other NVM / vendor
        c = await h.cmd(opc, sqid=1, nsid=1)
        assert code(c) == st.INVALID_OPCODE, hex(opc)
    c = await h.cmd(0x02, sqid=1, nsid=1, cdw10=999, cdw12=1)  # LBAs 999..1000 of 1000
    assert code(c) == st.LBA_OUT_OF_RANGE
    assert (await h.cmd(0x02, sqid=1, nsid=1, cdw10=998, cdw12=1)).status == 0
    c = await h.cmd(0x02, sqid=1, nsid=1, cdw12=256)  # 257 x 512 B > MDTS (128 KiB)
    assert code(c) == st.INVALID_FIELD
    assert code(await h.cmd(0x01, sqid=1, nsid=1, fuse=1)) == st.INVALID_FIELD
    assert code(await h.cmd(0x01, sqid=1, nsid=1, psdt=1)) == st.INVALID_FIELD
    assert (await h.cmd(0x00, sqid=1, nsid=0xFFFFFFFF)).status == 0  # flush all namespaces
    assert code(await h.cmd(0x02, sqid=1, nsid=0xFFFFFFFF)) == st.INVALID_NAMESPACE
    assert code(await h.cmd(0x02, sqid=1, nsid=0)) == st.INVALID_NAMESPACE
    assert code(await h.cmd(0x02, sqid=1, nsid=6)) == st.INVALID_NAMESPACE


@async_test
async def test_error_entry_lba_and_namespace():
    h = await Harness(ns_blocks=1000).start()
    await h.io_pair(1)
    c = await h.cmd(0x01, sqid=1, cid=0x21, nsid=2, cdw10=1000)
    assert code(c) == st.LBA_OUT_OF_RANGE and st.more_of(c.status)
    await h.cmd(0xEE, cid=0x22)
    _, d = await h.get_log(0x01, 128)
    u = lambda b, o, w: int.from_bytes(b[o:o + w], "little")  # noqa: E731
    admin, io = d[:64], d[64:]
    assert u(admin, 24, 4) == 0xFFFFFFFF  # not namespace specific
    assert u(io, 8, 2) == 1 and u(io, 10, 2) == 0x21 and u(io, 16, 8) == 1000 and u(io, 24, 4) == 2
    assert u(io, 14, 2) == 40  # SLBA, CDW10


@async_test
async def test_enter_fatal_sets_cfs_and_reports():
    h = await Harness().start()
    await h.submit(0x0C, cid=1)
    await h.model.enter_fatal()
    assert h.hw.fatal and h.completions_for(0, 1)[0].dw0 == 0x010300


@async_test
async def test_private_namespace_unreachable():
    h = await Harness().start()
    await h.io_pair(1)
    for opc in (0x00, 0x01, 0x02):
        c = await h.cmd(opc, sqid=1, nsid=5)
        assert code(c) == st.INVALID_FIELD and st.dnr_of(c.status)  # inactive NSID for the host
    _, d = await h.identify(0x02)
    assert 5 not in [int.from_bytes(d[i:i + 4], "little") for i in range(0, 64, 4)]
    _, d = await h.identify(0x00, nsid=5)
    assert d == bytes(4096)
    assert code(await h.set_feature(0x05, 1, nsid=5)) == st.INVALID_FIELD
    assert h.nvram.host_read_commands == 0 and h.nvram.host_write_commands == 0


@async_test
async def test_registered_io_handler_and_cid_conflict():
    h = await Harness().start()
    await h.io_pair(2)
    seen: list[IoCommand] = []

    async def handler(io: IoCommand):
        seen.append(io)
        if io.sqe.opc == 0x85:
            return None
        return (0, 0xABCD)

    h.model.register_io_handler(handler, opcodes={0x02, 0x85})
    c = await h.cmd(0x02, sqid=2, cid=3, nsid=4)
    assert c.status == 0 and c.dw0 == 0xABCD and seen[-1].ns.nsid == 4 and seen[-1].cid == 3
    assert code(await h.cmd(0x01, sqid=2, nsid=4)) == st.INVALID_OPCODE  # not served any more
    await h.submit(0x85, sqid=2, cid=4, nsid=4)
    c = await h.cmd(0x85, sqid=2, cid=4, nsid=4)
    assert code(c) == st.CID_CONFLICT
    assert await h.model.complete_io(2, 4, st.status(st.UNRECOVERED_READ_ERROR, dnr=True))
    c = h.completions_for(2, 4)[-1]
    assert code(c) == st.UNRECOVERED_READ_ERROR and st.more_of(c.status)  # logged


@async_test
async def test_doorbell_events_logged():
    h = await Harness().start()
    h.hw.event(EventKind.INVALID_DOORBELL, qid=12)
    await h.drain()
    _, d = await h.get_log(0x01, 64)
    assert int.from_bytes(d[0:8], "little") == 1 and int.from_bytes(d[8:10], "little") == 12


@async_test
async def test_normal_shutdown_waits_for_held_io():
    nv = Nvram()
    h = await Harness(nvram=nv).start()
    await h.io_pair(1)

    async def keep(io):
        return None

    h.model.register_io_handler(keep)
    await h.submit(0x01, sqid=1, cid=1, nsid=1)
    h.hw.event(EventKind.SHUTDOWN_REQUESTED, value=1)
    await h.drain()
    assert not h.hw.shutdown_done and not nv.clean_shutdown
    await h.model.complete_io(1, 1, 0)
    assert h.hw.shutdown_done and nv.clean_shutdown and h.model.shutdown_state == 2


@async_test
async def test_abrupt_shutdown_is_immediate():
    nv = Nvram()
    h = await Harness(nvram=nv).start()
    await h.io_pair(1)

    async def keep(io):
        return None

    h.model.register_io_handler(keep)
    await h.submit(0x01, sqid=1, cid=1, nsid=1)
    h.hw.event(EventKind.SHUTDOWN_REQUESTED, value=2)
    await h.drain()
    assert h.hw.shutdown_done and nv.clean_shutdown


@async_test
async def test_power_cycles_and_unsafe_shutdowns():
    nv = Nvram()
    h = await Harness(nvram=nv).start()
    await h.cmd(0xEE)  # one error log entry
    h.hw.now = 7200.0
    _, d = await h.get_log(0x02, 512)
    assert int.from_bytes(d[112:128], "little") == 1 and int.from_bytes(d[144:160], "little") == 0
    # power lost without a shutdown notification
    h2 = await Harness(nvram=nv).start()
    _, d = await h2.get_log(0x02, 512)
    assert int.from_bytes(d[112:128], "little") == 2 and int.from_bytes(d[144:160], "little") == 1
    assert int.from_bytes(d[128:144], "little") == 2  # power-on hours carried over
    assert int.from_bytes(d[176:192], "little") == 1  # error entries carried over
    h2.hw.event(EventKind.SHUTDOWN_REQUESTED, value=1)
    await h2.drain()
    h2.hw.disable()
    await h2.drain()
    restored = Nvram.from_json(nv.to_json())  # NVRAM contents survive serialisation
    h3 = await Harness(nvram=restored).start()
    _, d = await h3.get_log(0x02, 512)
    assert int.from_bytes(d[112:128], "little") == 3 and int.from_bytes(d[144:160], "little") == 1
    _, d = await h3.get_log(0x01, 64)
    assert int.from_bytes(d[0:8], "little") == 1
    # re-enabling after a shutdown makes the drive live again: losing power now is unsafe
    h3.hw.event(EventKind.SHUTDOWN_REQUESTED, value=1)
    h3.hw.event(EventKind.CONTROLLER_ENABLED)
    await h3.drain()
    h4 = await Harness(nvram=restored).start()
    assert restored.unsafe_shutdowns == 2 and restored.power_cycles == 4
    assert h4.model.nvram is restored


@async_test
async def test_run_loop_with_blocking_poll():
    import asyncio

    from cssd_sim.nvme_fw.fake_hw import FakeHw
    from nvme_fw_testutil import sqe

    hw = FakeHw(blocking=True)
    h = Harness(hw=hw, enable=False)
    task = asyncio.ensure_future(h.model.run())
    hw.event(EventKind.CONTROLLER_ENABLED)
    hw.submit(0, sqe(0x0A, 0x77, cdw10=0x07))
    for _ in range(100):
        await asyncio.sleep(0)
        if h.completions_for(0, 0x77):
            break
    assert h.completions_for(0, 0x77)[0].dw0 == (127 << 16) | 127
    h.model.stop()
    hw.wake()
    await asyncio.wait_for(task, 1.0)
