"""Get / Set Features: every feature, every SEL value, saving, namespace scope, error statuses."""
from cssd_sim.nvme_fw import status as st
from cssd_sim.nvme_fw.config import Nvram
from cssd_sim.nvme_fw.fake_hw import FakeHw
from cssd_sim.nvme_fw.hw import EventKind
from nvme_fw_testutil import Harness, async_test, code

SEL_CURRENT, SEL_DEFAULT, SEL_SAVED, SEL_CAPS = 0, 1, 2, 3


async def sels(h, fid, dw11=0, nsid=0):
    out = []
    for sel in range(4):
        c = await h.get_feature(fid, sel=sel, dw11=dw11, nsid=nsid)
        assert c.status == 0, (fid, sel, st.describe(c.status))
        out.append(c.dw0)
    return out


@async_test
async def test_arbitration_passes_to_hardware():
    h = await Harness().start()
    assert ("set_arbitration", 7, 0, 0, 0) in h.hw.calls  # defaults programmed on enable
    value = (9 << 24) | (5 << 16) | (2 << 8) | 3
    assert (await h.set_feature(0x01, value)).status == 0
    assert h.hw.calls[-1] == ("set_arbitration", 3, 2, 5, 9)
    assert await sels(h, 0x01) == [value, 7, 7, 0b100]  # not saveable: saved reads the default
    assert code(await h.set_feature(0x01, value, sv=True)) == st.FEATURE_NOT_SAVEABLE


@async_test
async def test_power_management():
    h = await Harness().start()
    assert (await h.set_feature(0x02, (1 << 5) | 0)).status == 0  # WH 001b, PS 0
    assert await sels(h, 0x02) == [0x20, 0, 0, 0b101]
    assert code(await h.set_feature(0x02, 1)) == st.INVALID_FIELD  # PS 1 > NPSS
    assert code(await h.set_feature(0x02, 3 << 5)) == st.INVALID_FIELD  # reserved workload hint
    assert (await h.set_feature(0x02, 2 << 5, sv=True)).status == 0
    assert await sels(h, 0x02) == [0x40, 0, 0x40, 0b101]


@async_test
async def test_temperature_threshold_select_and_save():
    h = await Harness(num_temp_sensors=2).start()
    over, under = 0 << 20, 1 << 20
    assert await sels(h, 0x04, dw11=over) == [343, 343, 343, 0b101]  # composite over = WCTEMP
    assert (await h.get_feature(0x04, dw11=under)).dw0 == under  # TMPTH 0, THSEL echoed
    assert (await h.get_feature(0x04, dw11=(1 << 16) | over)).dw0 == (1 << 16) | 0xFFFF
    assert (await h.set_feature(0x04, under | (2 << 16) | 250)).status == 0
    assert (await h.get_feature(0x04, dw11=under | (2 << 16))).dw0 == under | (2 << 16) | 250
    assert (await h.get_feature(0x04, dw11=under)).dw0 == under  # composite untouched
    assert (await h.set_feature(0x04, over | (0xF << 16) | 350, sv=True)).status == 0  # all sensors
    for s in range(3):
        c = await h.get_feature(0x04, sel=SEL_SAVED, dw11=(s << 16) | over)
        assert c.dw0 & 0xFFFF == 350
    assert code(await h.get_feature(0x04, dw11=0xF << 16)) == st.INVALID_FIELD  # Fh: Set only
    assert code(await h.set_feature(0x04, 3 << 16)) == st.INVALID_FIELD  # sensor 3 absent
    assert code(await h.set_feature(0x04, 2 << 20)) == st.INVALID_FIELD  # THSEL reserved


@async_test
async def test_error_recovery_is_namespace_specific():
    h = await Harness().start()
    assert await sels(h, 0x05, nsid=1) == [0, 0, 0, 0b111]
    assert (await h.set_feature(0x05, 100, nsid=2)).status == 0
    assert (await h.get_feature(0x05, nsid=2)).dw0 == 100
    assert (await h.get_feature(0x05, nsid=1)).dw0 == 0
    assert (await h.set_feature(0x05, 7, nsid=0xFFFFFFFF, sv=True)).status == 0
    assert [(await h.get_feature(0x05, nsid=n)).dw0 for n in (1, 2, 3, 4)] == [7] * 4
    assert (await h.get_feature(0x05, sel=SEL_SAVED, nsid=3)).dw0 == 7
    assert code(await h.get_feature(0x05, nsid=0xFFFFFFFF)) == st.INVALID_NAMESPACE
    assert code(await h.get_feature(0x05, nsid=0)) == st.INVALID_NAMESPACE
    assert code(await h.get_feature(0x05, nsid=5)) == st.INVALID_FIELD  # private: inactive
    assert code(await h.set_feature(0x05, 1 << 16, nsid=1)) == st.INVALID_FIELD  # DULBE


@async_test
async def test_volatile_write_cache():
    h = await Harness().start()
    assert await sels(h, 0x06) == [1, 1, 1, 0b101]
    assert (await h.set_feature(0x06, 0)).status == 0
    assert (await h.get_feature(0x06)).dw0 == 0
    h2 = await Harness(vwc=False).start()
    assert code(await h2.get_feature(0x06)) == st.INVALID_FIELD
    assert code(await h2.set_feature(0x06, 1)) == st.INVALID_FIELD


@async_test
async def test_number_of_queues_and_sequence_error():
    h = await Harness(hw=FakeHw(num_io_queues=128)).start()
    assert await sels(h, 0x07) == [(127 << 16) | 127] * 3 + [0b100]
    c = await h.set_feature(0x07, (999 << 16) | 15)  # capped to the hardware
    assert c.status == 0 and c.dw0 == (127 << 16) | 15
    assert (await h.get_feature(0x07)).dw0 == (127 << 16) | 15
    assert code(await h.set_feature(0x07, 0xFFFF)) == st.INVALID_FIELD
    assert code(await h.set_feature(0x07, 0xFFFF << 16)) == st.INVALID_FIELD
    assert (await h.create_cq(1)).status == 0
    c = await h.set_feature(0x07, (3 << 16) | 3)
    assert code(c) == st.COMMAND_SEQUENCE_ERROR and st.dnr_of(c.status)
    assert (await h.delete_cq(1)).status == 0
    assert code(await h.set_feature(0x07, 3)) == st.COMMAND_SEQUENCE_ERROR  # until a reset
    h.hw.disable()
    h.hw.event(EventKind.CONTROLLER_ENABLED)
    await h.drain()
    assert (await h.get_feature(0x07)).dw0 == (127 << 16) | 127  # back to the default
    assert (await h.set_feature(0x07, (3 << 16) | 3)).dw0 == (3 << 16) | 3


@async_test
async def test_interrupt_coalescing_and_vector_configuration():
    h = await Harness(hw=FakeHw(num_vectors=32)).start()
    assert (await h.set_feature(0x08, (20 << 8) | 5)).status == 0
    assert h.hw.calls[-1] == ("set_coalescing", 5, 20)
    assert await sels(h, 0x08) == [(20 << 8) | 5, 0, 0, 0b100]
    assert await sels(h, 0x09, dw11=3) == [3, 3, 3, 0b100]
    assert (await h.set_feature(0x09, (1 << 16) | 3)).status == 0
    assert h.hw.calls[-1] == ("set_vector_coalescing_disable", 3, True)
    assert await sels(h, 0x09, dw11=3) == [(1 << 16) | 3, 3, 3, 0b100]
    assert (await h.get_feature(0x09, dw11=4)).dw0 == 4
    # The admin vector 0: coalescing disabled for good; it reads so, and only CD = 1 is accepted.
    assert await sels(h, 0x09, dw11=0) == [1 << 16, 1 << 16, 1 << 16, 0b100]
    calls = len(h.hw.calls)
    assert code(await h.set_feature(0x09, 0)) == st.INVALID_FIELD
    assert (await h.set_feature(0x09, 1 << 16)).status == 0
    assert len(h.hw.calls) == calls  # nothing to change in the hardware
    assert code(await h.set_feature(0x09, 32)) == st.INVALID_FIELD  # beyond the MSI-X table
    assert code(await h.get_feature(0x09, dw11=32)) == st.INVALID_FIELD


@async_test
async def test_write_atomicity_and_async_event_config():
    h = await Harness().start()
    assert (await h.set_feature(0x0A, 1)).status == 0
    assert await sels(h, 0x0A) == [1, 0, 0, 0b100]
    assert (await h.set_feature(0x0B, 0xFFFF_FFFF)).status == 0
    assert (await h.get_feature(0x0B)).dw0 == 0x1F  # only supported SMART bits stick
    assert await sels(h, 0x0B) == [0x1F, 0, 0, 0b101]


@async_test
async def test_unknown_fid_select_and_namespace_scope_errors():
    h = await Harness().start()
    for fid in (0x00, 0x03, 0x0C, 0x0D, 0x0F, 0x80, 0xFF):
        assert code(await h.get_feature(fid)) == st.INVALID_FIELD, hex(fid)
        assert code(await h.set_feature(fid, 0)) == st.INVALID_FIELD, hex(fid)
    assert code(await h.get_feature(0x01, sel=4)) == st.INVALID_FIELD
    c = await h.set_feature(0x06, 1, nsid=1)
    assert code(c) == st.FEATURE_NOT_NS_SPECIFIC and st.dnr_of(c.status)
    assert code(await h.set_feature(0x06, 1, nsid=99)) == st.INVALID_NAMESPACE
    assert (await h.set_feature(0x06, 1, nsid=0xFFFFFFFF)).status == 0


@async_test
async def test_saved_values_survive_reset_and_power_cycle():
    nv = Nvram()
    h = await Harness(nvram=nv).start()
    assert (await h.set_feature(0x06, 0, sv=True)).status == 0
    assert (await h.set_feature(0x02, 0x20)).status == 0  # current only
    assert (await h.set_feature(0x08, 0x0101)).status == 0  # not saveable
    h.hw.disable()
    h.hw.event(EventKind.CONTROLLER_ENABLED)
    await h.drain()
    assert (await h.get_feature(0x06)).dw0 == 0  # saved value loaded by the reset
    assert (await h.get_feature(0x02)).dw0 == 0  # current-only value reverted
    assert (await h.get_feature(0x08)).dw0 == 0
    assert ("set_coalescing", 0, 0) == h.hw.calls[-1]  # defaults reprogrammed on enable
    h2 = await Harness(nvram=nv).start()  # power cycle
    assert (await h2.get_feature(0x06)).dw0 == 0
    assert (await h2.get_feature(0x06, sel=SEL_DEFAULT)).dw0 == 1
