"""Identify (CNS 00h, 01h, 02h, 03h, 04h, 08h, 19h) field checks and the PRP data path."""
import struct

from cssd_sim.nvme_fw import status as st
from cssd_sim.nvme_fw import structs
from cssd_sim.nvme_fw.config import NamespaceConfig
from nvme_fw_testutil import BUF, PAGE, Harness, async_test, code, u


@async_test
async def test_identify_controller_fields():
    h = await Harness(serial="SN123", model="cssd model", firmware_rev="1.2", mdts=5, acl=3, aerl=3,
                      elpe=63, maxcmd=1024, cntlid=7).start()
    c, d = await h.identify(0x01)
    assert c.status == 0 and c.dw0 == 0
    assert u(d, 0, 2) == 0x10EE and u(d, 2, 2) == 0x10EE  # VID, SSVID
    assert d[4:24] == b"SN123".ljust(20)  # SN padded with spaces
    assert d[24:64] == b"cssd model".ljust(40)
    assert d[64:72] == b"1.2     "
    assert d[72] == 6  # RAB
    assert d[73:76] == bytes([0x35, 0x0A, 0x00])  # IEEE OUI, LSB first
    assert d[77] == 5  # MDTS
    assert u(d, 78, 2) == 7  # CNTLID
    assert u(d, 80, 4) == 0x00020000  # VER 2.0
    assert u(d, 92, 4) == 0  # OAES
    assert u(d, 96, 4) == 0x14  # CTRATT: NVM Sets (bit 2) + Endurance Groups (bit 4)
    assert d[111] == 1  # CNTRLTYPE: I/O controller
    assert u(d, 256, 2) == 0  # OACS: no NS management, no FW download
    assert d[258] == 3 and d[259] == 3  # ACL, AERL
    assert d[260] == 0x03  # FRMW: 1 slot, slot 1 read only
    assert d[261] == 0x06  # LPA: CSE log + extended data
    assert d[262] == 63  # ELPE
    assert d[263] == 0  # NPSS
    assert u(d, 266, 2) == 343 and u(d, 268, 2) == 358  # WCTEMP, CCTEMP
    assert u(d, 320, 2) == 0  # KAS: keep alive not supported
    assert u(d, 338, 2) == 4 and u(d, 340, 2) == 4  # NSETIDMAX, ENDGIDMAX
    assert d[512] == 0x66 and d[513] == 0x44  # SQES, CQES
    assert u(d, 514, 2) == 1024  # MAXCMD
    assert u(d, 516, 4) == 5  # NN: 4 host + 1 private (never active for the host)
    assert u(d, 520, 2) == 0x0010  # ONCS: Save/Select only
    assert u(d, 522, 2) == 0  # FUSES
    assert d[525] == 0x07  # VWC present, flush all supported
    assert u(d, 536, 4) == 0  # SGLS
    assert d[768:768 + 27] == b"nqn.2024-01.org.cssd:nvme:S"
    assert u(d, 2048, 2) == 2500  # PSD0 max power


@async_test
async def test_identify_controller_vwc_absent_and_nsid_must_be_zero():
    h = await Harness(vwc=False).start()
    c, d = await h.identify(0x01)
    assert c.status == 0 and d[525] == 0
    c, _ = await h.identify(0x01, nsid=1)
    assert code(c) == st.INVALID_FIELD and st.dnr_of(c.status)


@async_test
async def test_identify_namespace_fields_512_and_4k():
    h = await Harness(namespaces=[NamespaceConfig(1, 1, 1000, 512), NamespaceConfig(2, 2, 500, 4096),
                                  NamespaceConfig(3, 2, 10, 512, private=True)]).start()
    c, d = await h.identify(0x00, nsid=1)
    assert c.status == 0
    assert u(d, 0, 8) == u(d, 8, 8) == u(d, 16, 8) == 1000  # NSZE NCAP NUSE
    assert d[25] == 1  # NLBAF: two formats
    assert d[26] == 0  # FLBAS -> LBAF0
    assert u(d, 48, 16) == 512000  # NVMCAP
    assert u(d, 100, 2) == 1 and u(d, 102, 2) == 1  # NVMSETID, ENDGID
    assert (u(d, 128, 4) >> 16) & 0xFF == 9 and (u(d, 132, 4) >> 16) & 0xFF == 12  # LBADS
    assert d[120:123] == bytes([0x00, 0x0A, 0x35])  # EUI64 starts with the OUI
    c, d = await h.identify(0x00, nsid=2)
    assert c.status == 0 and d[26] == 1 and u(d, 0, 8) == 500 and u(d, 48, 16) == 500 * 4096
    assert u(d, 100, 2) == 2


@async_test
async def test_identify_namespace_invalid_inactive_and_broadcast():
    h = await Harness().start()
    for nsid in (0, 6, 0xFFFFFFFF):  # invalid; FFFFFFFFh without Namespace Management
        c, _ = await h.identify(0x00, nsid=nsid)
        assert code(c) == st.INVALID_NAMESPACE and st.dnr_of(c.status), hex(nsid)
    h.hw.write_mem(BUF, b"\xAA" * 4096)
    c, d = await h.identify(0x00, nsid=5)  # firmware-private: reported as an inactive NSID
    assert c.status == 0 and d == bytes(4096)


@async_test
async def test_active_namespace_list():
    h = await Harness().start()
    c, d = await h.identify(0x02, nsid=0)
    assert c.status == 0
    assert list(struct.unpack("<5I", d[:20])) == [1, 2, 3, 4, 0]  # private NSID 5 absent
    c, d = await h.identify(0x02, nsid=2)
    assert list(struct.unpack("<3I", d[:12])) == [3, 4, 0]
    c, d = await h.identify(0x02, nsid=4)
    assert d[:4] == bytes(4)
    for nsid in (0xFFFFFFFE, 0xFFFFFFFF):
        c, _ = await h.identify(0x02, nsid=nsid)
        assert code(c) == st.INVALID_NAMESPACE


@async_test
async def test_namespace_descriptors_match_identify_namespace():
    h = await Harness().start()
    c, d = await h.identify(0x03, nsid=3)
    assert c.status == 0
    descs, off = {}, 0
    while d[off + 1]:
        nidt, nidl = d[off], d[off + 1]
        descs[nidt] = d[off + 4:off + 4 + nidl]
        off += 4 + nidl
    assert sorted(descs) == [1, 2, 3, 4]
    assert len(descs[1]) == 8 and len(descs[2]) == 16 and len(descs[3]) == 16
    assert descs[4] == b"\x00"  # CSI: NVM command set
    _, ns = await h.identify(0x00, nsid=3)
    assert ns[120:128] == descs[1] and ns[104:120] == descs[2]
    _, other = await h.identify(0x03, nsid=4)
    assert other[:100] != d[:100]  # identifiers differ per namespace
    c, _ = await h.identify(0x03, nsid=5)  # private / inactive
    assert code(c) == st.INVALID_FIELD
    c, _ = await h.identify(0x03, nsid=0xFFFFFFFF)
    assert code(c) == st.INVALID_NAMESPACE


@async_test
async def test_nvm_set_list():
    h = await Harness(ns_blocks=1000).start()
    c, d = await h.identify(0x04, cdw11=0)
    assert c.status == 0 and d[0] == 4
    for i in range(4):
        e = d[128 + 128 * i:256 + 128 * i]
        assert u(e, 0, 2) == i + 1 and u(e, 2, 2) == i + 1
        assert u(e, 8, 4) == 1000 and u(e, 12, 4) == 16384
        expect = 1000 * 512 + (1 << 18) * 512 * (i == 0)  # set 1 also holds the private namespace
        assert u(e, 16, 16) == expect
    c, d = await h.identify(0x04, cdw11=3)  # NVM Set Identifiers >= 3
    assert d[0] == 2 and u(d, 128, 2) == 3 and u(d, 256, 2) == 4
    c, d = await h.identify(0x04, cdw11=9)
    assert c.status == 0 and d[0] == 0


@async_test
async def test_cs_independent_namespace_and_endurance_group_list():
    h = await Harness().start()
    c, d = await h.identify(0x08, nsid=2)
    assert c.status == 0 and u(d, 10, 2) == 2 and u(d, 12, 2) == 2 and d[14] == 1
    c, d = await h.identify(0x08, nsid=5)
    assert c.status == 0 and d == bytes(4096)
    c, d = await h.identify(0x19, cdw11=2)
    assert u(d, 0, 2) == 3 and [u(d, 2 + 2 * i, 2) for i in range(3)] == [2, 3, 4]


@async_test
async def test_unsupported_cns():
    h = await Harness().start()
    for cns in (0x05, 0x06, 0x07, 0x10, 0x12, 0x1C, 0xFF):
        c, _ = await h.identify(cns, nsid=1)
        assert code(c) == st.INVALID_FIELD, hex(cns)


@async_test
async def test_prp_offset_and_second_page():
    h = await Harness().start()
    # PRP1 not dword aligned
    c, _ = await h.identify(0x01, prp1=BUF + 2)
    assert code(c) == st.PRP_OFFSET_INVALID and st.dnr_of(c.status)
    # PRP1 with an offset: the rest goes to PRP2's page
    prp1, prp2 = BUF + PAGE - 256, 0x80_0000
    c = await h.cmd(0x06, prp1=prp1, prp2=prp2, cdw10=1)
    assert c.status == 0
    ref = structs.identify_controller(h.model.config)
    assert h.hw.read_mem(prp1, 256) == ref[:256]
    assert h.hw.read_mem(prp2, 4096 - 256) == ref[256:]
    # PRP2 must be page aligned
    c = await h.cmd(0x06, prp1=prp1, prp2=prp2 + 8, cdw10=1)
    assert code(c) == st.PRP_OFFSET_INVALID


@async_test
async def test_dma_error_gives_data_transfer_error():
    h = await Harness().start()
    h.hw.fail_dma_at.append((BUF, 16))
    c, _ = await h.identify(0x01)
    assert code(c) == st.DATA_TRANSFER_ERROR
