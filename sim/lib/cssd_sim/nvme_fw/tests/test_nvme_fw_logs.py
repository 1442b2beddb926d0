"""Get Log Page: Error Information, SMART / Health, Firmware Slot, Supported Log Pages, Commands
Supported and Effects, Endurance Group Information; offsets, lengths, PRP lists and error statuses."""
import struct

from cssd_sim.nvme_fw import status as st
from cssd_sim.nvme_fw.config import NamespaceConfig
from nvme_fw_testutil import BUF, PAGE, Harness, async_test, code, u


@async_test
async def test_error_log_entries_newest_first_with_status_and_location():
    h = await Harness().start()
    c1 = await h.cmd(0xEE, cid=0x11)  # unknown admin opcode
    c2 = await h.cmd(0x06, cid=0x12, nsid=0, prp1=BUF, cdw10=0x7F)  # unsupported CNS
    c3 = await h.cmd(0x05, cid=0x13, prp1=0x4000_0000, cdw10=0, cdw11=1)  # CQ id 0
    for c in (c1, c2, c3):
        assert st.more_of(c.status) and st.dnr_of(c.status)  # M: see the error log
    c, d = await h.get_log(0x01, 4096)
    assert c.status == 0
    e = [d[64 * i:64 * i + 64] for i in range(4)]
    assert [u(x, 0, 8) for x in e] == [3, 2, 1, 0]  # error count, newest first, then empty
    assert [u(x, 10, 2) for x in e[:3]] == [0x13, 0x12, 0x11]  # CID
    assert all(u(x, 8, 2) == 0 for x in e[:3])  # SQID
    assert u(e[0], 12, 2) >> 1 == c3.status and u(e[2], 12, 2) >> 1 == c1.status
    assert st.code_of(u(e[1], 12, 2) >> 1) == st.INVALID_FIELD
    assert u(e[2], 14, 2) == 0 and u(e[1], 14, 2) == 40 and u(e[0], 14, 2) == 40  # byte offsets


@async_test
async def test_error_log_ring_keeps_elpe_plus_one_entries():
    h = await Harness(elpe=3).start()
    for _ in range(6):
        await h.cmd(0xEE)
    c, d = await h.get_log(0x01, 256)
    assert c.status == 0 and [u(d, 64 * i, 8) for i in range(4)] == [6, 5, 4, 3]
    c, _ = await h.get_log(0x01, 64, offset=256)  # page is 256 bytes
    assert code(c) == st.INVALID_FIELD
    _, d = await h.get_log(0x02, 512)
    assert u(d, 176, 16) == 7  # lifetime entries, including the failed Get Log Page above


@async_test
async def test_smart_counters():
    h = await Harness(namespaces=[NamespaceConfig(1, 1, 1 << 20, 512), NamespaceConfig(2, 2, 1 << 20, 4096)]).start()
    await h.io_pair(1)
    assert (await h.cmd(0x01, sqid=1, nsid=1, cdw12=0)).status == 0  # write 1 x 512 B
    assert (await h.cmd(0x02, sqid=1, nsid=2, cdw12=1)).status == 0  # read 2 x 4 KiB
    assert (await h.cmd(0x02, sqid=1, nsid=1, cdw12=7)).status == 0  # read 8 x 512 B
    assert (await h.cmd(0x00, sqid=1, nsid=1)).status == 0  # flush counts as neither
    _, d = await h.get_log(0x02, 512, nsid=0xFFFFFFFF)
    assert u(d, 32, 16) == 1 and u(d, 48, 16) == 1  # 24 and 1 units: rounded up to thousands
    assert u(d, 64, 16) == 2 and u(d, 80, 16) == 1  # host read / write commands
    h.model.record_io(False, 999 * 512)  # 1000 units written -> still 1
    _, d = await h.get_log(0x02, 512)
    assert u(d, 48, 16) == 1
    h.model.record_io(False, 1)  # 1001 units -> 2
    h.model.record_media_error(3)
    _, d = await h.get_log(0x02, 512)
    assert u(d, 48, 16) == 2 and u(d, 80, 16) == 3 and u(d, 160, 16) == 3
    assert u(d, 112, 16) == 1 and u(d, 144, 16) == 0  # power cycles, unsafe shutdowns
    assert d[0] == 0 and u(d, 1, 2) == 313 and d[3] == 100 and d[4] == 10  # CW, temp, spare
    assert u(d, 200, 2) == 313 and u(d, 202, 2) == 0  # sensor 1 implemented, sensor 2 not


@async_test
async def test_smart_time_counters():
    h = await Harness().start()
    await h.io_pair(1)

    async def keep(io):
        return None

    h.model.register_io_handler(keep)
    await h.submit(0x02, sqid=1, cid=1, nsid=1)
    h.hw.now += 150.0  # busy for 2.5 minutes
    await h.model.complete_io(1, 1, 0)
    h.hw.now += 3 * 3600  # idle for 3 hours
    h.model.set_temperature(345)  # above WCTEMP (343)
    h.hw.now += 130
    h.model.set_temperature(360)  # above CCTEMP (358)
    h.hw.now += 61
    _, d = await h.get_log(0x02, 512)
    assert u(d, 96, 16) == 2  # controller busy time, minutes
    assert u(d, 128, 16) == 3  # power-on hours
    assert u(d, 192, 4) == 2 and u(d, 196, 4) == 1  # warning / critical temperature time
    assert d[0] & 0x02 and u(d, 1, 2) == 360


@async_test
async def test_critical_warning_bits():
    h = await Harness().start()
    h.model.set_available_spare(9)
    h.model.set_critical_warning(3, True)
    _, d = await h.get_log(0x02, 512)
    assert d[0] == 0x01 | 0x08 and d[3] == 9
    h.model.set_available_spare(50)
    h.model.set_critical_warning(3, False)
    _, d = await h.get_log(0x02, 512)
    assert d[0] == 0
    assert code((await h.set_feature(0x04, (1 << 20) | 320))) == st.SUCCESS  # under threshold
    _, d = await h.get_log(0x02, 512)
    assert d[0] == 0x02  # 313 K <= under temperature threshold


@async_test
async def test_firmware_slot_log():
    h = await Harness(firmware_rev="2.5b").start()
    c, d = await h.get_log(0x03, 512)
    assert c.status == 0 and d[0] == 0x01 and d[8:16] == b"2.5b    " and d[16:64] == bytes(48)


@async_test
async def test_supported_logs_and_command_effects():
    h = await Harness().start()
    _, d = await h.get_log(0x00, 1024)
    assert [lid for lid in range(256) if u(d, 4 * lid, 4) & 1] == [0, 1, 2, 3, 5, 9]
    _, d = await h.get_log(0x05, 4096)
    admin = [opc for opc in range(256) if u(d, 4 * opc, 4) & 1]
    assert admin == [0x00, 0x01, 0x02, 0x04, 0x05, 0x06, 0x08, 0x09, 0x0A, 0x0C]
    assert u(d, 1024 + 0, 4) == 1 and u(d, 1024 + 4, 4) == 3 and u(d, 1024 + 8, 4) == 1  # Flush: no LBCC
    assert u(d, 1024 + 4 * 5, 4) == 0
    c, _ = await h.get_log(0x05, 4096, cdw14=1 << 24)  # CSI other than NVM
    assert code(c) == st.INVALID_FIELD


@async_test
async def test_endurance_group_log():
    h = await Harness().start()
    h.model.record_io(True, 3 * 10**9, nsid=2)
    h.model.record_io(False, 10, nsid=2)
    h.model.record_io(False, 10, nsid=1)
    c, d = await h.get_log(0x09, 512, lsi=2)
    assert c.status == 0
    assert u(d, 48, 16) == 3 and u(d, 64, 16) == 1  # billions of bytes, rounded up
    assert u(d, 96, 16) == 1 and u(d, 112, 16) == 1
    assert u(d, 160, 16) == (1 << 21) * 512
    for lsi in (0, 5):
        c, _ = await h.get_log(0x09, 512, lsi=lsi)
        assert code(c) == st.INVALID_FIELD


@async_test
async def test_offsets_lengths_and_errors():
    h = await Harness(mdts=1).start()
    _, full = await h.get_log(0x02, 512)
    h.model.record_io(True, 512)
    c, d = await h.get_log(0x02, 16, offset=32)  # Data Units Read
    assert c.status == 0 and u(d, 0, 16) == 1
    assert code((await h.get_log(0x02, 4, offset=2))[0]) == st.INVALID_FIELD  # not dword aligned
    assert code((await h.get_log(0x02, 4, offset=512))[0]) == st.INVALID_FIELD  # beyond the page
    assert code((await h.get_log(0x02, 4, offset=1 << 32))[0]) == st.INVALID_FIELD  # LPOU
    assert code((await h.get_log(0x02, 3 * PAGE))[0]) == st.INVALID_FIELD  # > MDTS (8 KiB)
    for lid in (0x04, 0x06, 0x07, 0x0D, 0x70, 0x80, 0xC0, 0xFF):
        c, _ = await h.get_log(lid, 512)
        assert code(c) == st.INVALID_LOG_PAGE and st.dnr_of(c.status), hex(lid)
    c, _ = await h.get_log(0x02, 512, nsid=1)  # SMART is not kept per namespace (LPA bit 0 = 0)
    assert code(c) == st.INVALID_FIELD
    c, _ = await h.get_log(0x02, 512, cdw14=1 << 23)  # offset type = index: not supported
    assert code(c) == st.INVALID_FIELD


@async_test
async def test_long_read_through_prp_list_and_numdu():
    h = await Harness(mdts=0, elpe=255).start()
    for _ in range(70):
        await h.cmd(0xEE)
    # 0x10001 dwords (NUMDU = 1): 256 KiB + 4 bytes; page is 16 KiB, the rest zero filled
    nbytes = (0x10001) * 4
    pages = -(-nbytes // PAGE)
    prp1, lst, lst2, data = 0x100_0000, 0x200_0000 + PAGE - 80, 0x300_0000, 0x400_0000
    addrs = [prp1] + [data + i * PAGE for i in range(pages - 1)]
    # the list starts 10 entries before the end of its page: 9 data entries, then a chain pointer
    h.hw.write_mem(lst, struct.pack("<10Q", *addrs[1:10], lst2))
    h.hw.write_mem(lst2, struct.pack(f"<{pages - 10}Q", *addrs[10:]))
    h.hw.write_mem(data + (pages - 2) * PAGE, b"\xEE" * PAGE)
    c, _ = await h.get_log(0x01, nbytes, prp1=prp1, prp2=lst)
    assert c.status == 0
    got = b"".join(h.hw.read_mem(a, PAGE) for a in addrs)[:nbytes]
    assert [u(got, 64 * i, 8) for i in (0, 69, 70)] == [70, 1, 0]
    assert got[16384:] == bytes(nbytes - 16384)
    # a PRP list entry with an offset is rejected
    h.hw.write_mem(lst + 8, struct.pack("<Q", data + PAGE + 16))
    c, _ = await h.get_log(0x01, 3 * PAGE, prp1=prp1, prp2=lst)
    assert code(c) == st.PRP_OFFSET_INVALID
