"""Register offsets, field helpers and constants against NVMe 2.0 values."""

from __future__ import annotations

import pytest

from cssd_nvme.command import Command, Completion
from cssd_nvme import command as cmds
from cssd_nvme.spec import (
    AdminOpcode,
    Ams,
    Aqa,
    AsyncEvent,
    AsyncEventType,
    Cap,
    Cc,
    Cns,
    Csts,
    FeatureId,
    LogPageId,
    NvmOpcode,
    QueuePriority,
    Reg,
    Shst,
    Version,
    cq_head_doorbell,
    doorbell_offset,
    page_size_to_mps,
    sq_tail_doorbell,
)
from cssd_nvme.status import NvmeStatus


def test_register_offsets():
    assert [Reg.CAP, Reg.VS, Reg.INTMS, Reg.INTMC, Reg.CC, Reg.CSTS, Reg.NSSR, Reg.AQA, Reg.ASQ, Reg.ACQ] == \
        [0x0, 0x8, 0xC, 0x10, 0x14, 0x1C, 0x20, 0x24, 0x28, 0x30]


@pytest.mark.parametrize("qid,is_cq,dstrd,expected", [
    (0, False, 0, 0x1000), (0, True, 0, 0x1004), (1, False, 0, 0x1008), (1, True, 0, 0x100C),
    (63, True, 0, 0x1000 + 127 * 4), (3, True, 2, 0x1000 + 7 * 16), (2, False, 1, 0x1000 + 4 * 8),
])
def test_doorbell_offsets(qid, is_cq, dstrd, expected):
    assert doorbell_offset(qid, is_cq, dstrd) == expected
    assert (cq_head_doorbell if is_cq else sq_tail_doorbell)(qid, dstrd) == expected


def test_doorbell_range_checks():
    with pytest.raises(ValueError):
        doorbell_offset(0x10000, False)
    with pytest.raises(ValueError):
        doorbell_offset(1, False, 16)


def test_cap_decode_fields():
    value = (0x3FF | (1 << 16) | (0b01 << 17) | (0x14 << 24) | (2 << 32) | (1 << 36) | (0b1000001 << 37)
             | (1 << 45) | (0b10 << 46) | (1 << 48) | (4 << 52) | (1 << 56) | (1 << 57) | (1 << 58) | (0b11 << 59))
    cap = Cap.decode(value)
    assert (cap.mqes, cap.cqr, cap.ams, cap.to, cap.dstrd, cap.nssrs) == (0x3FF, 1, 1, 0x14, 2, 1)
    assert (cap.css, cap.bps, cap.cps, cap.mpsmin, cap.mpsmax) == (0b1000001, 1, 2, 1, 4)
    assert (cap.pmrs, cap.cmbs, cap.nsss, cap.crms) == (1, 1, 1, 3)
    assert cap.max_queue_entries == 1024
    assert cap.timeout_s == 10.0
    assert cap.doorbell_stride == 16
    assert (cap.min_page_size, cap.max_page_size) == (8192, 65536)
    assert cap.supports_wrr and cap.supports_nvm
    assert cap.encode() == value


def test_cc_encode_decode():
    cc = Cc(en=1, css=0, mps=1, ams=Ams.WRR_URGENT, shn=1, iosqes=6, iocqes=4, crime=1)
    assert cc.encode() == 1 | (1 << 7) | (1 << 11) | (1 << 14) | (6 << 16) | (4 << 20) | (1 << 24)
    assert Cc.decode(cc.encode()) == cc
    assert Cc.decode(0x00460001).iosqes == 6 and Cc.decode(0x00460001).iocqes == 4
    with pytest.raises(ValueError, match="iosqes"):
        Cc(iosqes=16).encode()
    assert cc.replace(en=0).encode() == cc.encode() & ~1


def test_csts_aqa_version():
    csts = Csts.decode(0b1111001)
    assert (csts.rdy, csts.cfs, csts.shst, csts.nssro, csts.pp, csts.st) == (1, 0, Shst.COMPLETE, 1, 1, 1)
    assert Aqa.for_depths(32, 64).encode() == 0x003F001F
    assert Aqa.decode(0x0FFF0001) == Aqa(asqs=1, acqs=4095)
    for bad in ((1, 2), (2, 4097)):
        with pytest.raises(ValueError):
            Aqa.for_depths(*bad)
    assert str(Version.decode(0x00020000)) == "2.0.0"
    assert str(Version.decode(0x00010403)) == "1.4.3"


def test_page_size_to_mps():
    assert page_size_to_mps(4096) == 0
    assert page_size_to_mps(65536) == 4
    for bad in (2048, 6144, 1 << 28):
        with pytest.raises(ValueError):
            page_size_to_mps(bad)


def test_opcode_and_identifier_values():
    assert [AdminOpcode.DELETE_IO_SQ, AdminOpcode.CREATE_IO_SQ, AdminOpcode.GET_LOG_PAGE, AdminOpcode.DELETE_IO_CQ,
            AdminOpcode.CREATE_IO_CQ, AdminOpcode.IDENTIFY, AdminOpcode.ABORT, AdminOpcode.SET_FEATURES,
            AdminOpcode.GET_FEATURES, AdminOpcode.ASYNC_EVENT_REQUEST, AdminOpcode.KEEP_ALIVE,
            AdminOpcode.FORMAT_NVM] == [0, 1, 2, 4, 5, 6, 8, 9, 0xA, 0xC, 0x18, 0x80]
    assert [NvmOpcode.FLUSH, NvmOpcode.WRITE, NvmOpcode.READ, NvmOpcode.WRITE_ZEROES,
            NvmOpcode.DATASET_MANAGEMENT, NvmOpcode.COPY] == [0, 1, 2, 8, 9, 0x19]
    assert [Cns.NAMESPACE, Cns.CONTROLLER, Cns.ACTIVE_NS_LIST, Cns.NS_ID_DESCRIPTORS, Cns.NVM_SET_LIST] == \
        [0, 1, 2, 3, 4]
    assert (FeatureId.ARBITRATION, FeatureId.NUMBER_OF_QUEUES, FeatureId.ASYNC_EVENT_CONFIG,
            FeatureId.KEEP_ALIVE_TIMER, FeatureId.HOST_IDENTIFIER) == (1, 7, 0xB, 0xF, 0x81)
    assert (LogPageId.ERROR_INFORMATION, LogPageId.SMART_HEALTH, LogPageId.FIRMWARE_SLOT,
            LogPageId.SANITIZE_STATUS) == (1, 2, 3, 0x81)
    assert (QueuePriority.URGENT, QueuePriority.LOW) == (0, 3)


def test_async_event_decode():
    ev = AsyncEvent.from_dw0(0x00030102)
    assert (ev.type, ev.info, ev.log_page) == (AsyncEventType.NOTICE, 1, 3)
    assert ev.type_name == "NOTICE" and ev.info_name == "FIRMWARE_ACTIVATION_STARTING"
    assert ev.encode() == 0x00030102
    assert AsyncEvent.from_dw0(0x00020101).info_name == "TEMPERATURE_THRESHOLD"
    assert AsyncEvent.from_dw0(0x5).type_name == "RESERVED_0x5"


def test_sqe_layout():
    cmd = Command(0x06, nsid=0x11223344, cdw2=2, cdw3=3, mptr=0x1111222233334444, prp1=0xAAAA0000,
                  prp2=0xBBBB0000, cdw10=10, cdw11=11, cdw12=12, cdw13=13, cdw14=14, cdw15=15, fuse=1, psdt=0)
    raw = cmd.to_bytes(cid=0xBEEF)
    assert len(raw) == 64
    assert raw[0] == 0x06 and raw[1] == 0x01 and raw[2:4] == b"\xEF\xBE"
    assert raw[4:8] == bytes.fromhex("44332211")
    assert int.from_bytes(raw[16:24], "little") == 0x1111222233334444
    assert int.from_bytes(raw[24:32], "little") == 0xAAAA0000
    assert int.from_bytes(raw[32:40], "little") == 0xBBBB0000
    assert [int.from_bytes(raw[i:i + 4], "little") for i in range(40, 64, 4)] == [10, 11, 12, 13, 14, 15]
    back = Command.from_bytes(raw)
    assert back.cid == 0xBEEF and back.cdw15 == 15 and back.fuse == 1 and back.nsid == 0x11223344
    with pytest.raises(ValueError):
        Command(1, cdw10=1 << 32).to_bytes()


def test_cqe_layout():
    st = NvmeStatus(sc=0x02, sct=1, dnr=True, phase=1)
    raw = Completion(dw0=0xDEADBEEF, dw1=7, sqhd=5, sqid=3, cid=0x1234, status=st).to_bytes()
    assert raw[:4] == bytes.fromhex("EFBEADDE")
    assert int.from_bytes(raw[8:10], "little") == 5 and int.from_bytes(raw[10:12], "little") == 3
    assert int.from_bytes(raw[12:14], "little") == 0x1234
    dw3 = int.from_bytes(raw[12:16], "little")
    assert (dw3 >> 16) & 1 == 1 and (dw3 >> 17) & 0xFF == 0x02 and (dw3 >> 25) & 7 == 1 and dw3 >> 31 == 1
    cpl = Completion.from_bytes(raw)
    assert cpl.phase == 1 and cpl.status.name == "Invalid Queue Size"


def test_command_builders():
    c = cmds.create_io_sq(3, 64, 0x10000, 2, prio=QueuePriority.HIGH, nvmset_id=5)
    assert (c.opcode, c.cdw10, c.cdw11, c.cdw12, c.prp1) == (1, 3 | (63 << 16), 1 | (1 << 1) | (2 << 16), 5, 0x10000)
    c = cmds.create_io_cq(2, 16, 0x20000, vector=7, ien=True)
    assert (c.opcode, c.cdw10, c.cdw11) == (5, 2 | (15 << 16), 0b11 | (7 << 16))
    c = cmds.get_log_page(2, 512, rae=True, offset=0x1_0000_0008, lsp=1, lsi=0x22)
    assert c.cdw10 == 2 | (1 << 8) | (1 << 15) | (127 << 16)
    assert (c.cdw11, c.cdw12, c.cdw13, c.nsid) == (0x22 << 16, 8, 1, 0xFFFFFFFF)
    big = cmds.get_log_page(1, 4 * 0x20000)
    assert big.cdw10 >> 16 == 0xFFFF and big.cdw11 == 1
    c = cmds.identify(4, cns_id=2, cntid=9)
    assert (c.cdw10, c.cdw11) == (4 | (9 << 16), 2)
    assert cmds.set_number_of_queues(8, 4).cdw11 == 7 | (3 << 16)
    assert cmds.set_features(7, 1, save=True).cdw10 == 7 | (1 << 31)
    assert cmds.abort(3, 0x44).cdw10 == 3 | (0x44 << 16)
    c = cmds.nvm_write(1, 0x1_0000_0002, 8, fua=True)
    assert (c.opcode, c.cdw10, c.cdw11, c.cdw12) == (1, 2, 1, 7 | (1 << 30))
    for bad in (lambda: cmds.get_log_page(1, 6), lambda: cmds.get_log_page(1, 8, offset=2),
                lambda: cmds.create_io_cq(0, 16, 0), lambda: cmds.create_io_cq(1, 0, 0),
                lambda: cmds.create_io_sq(1, 65537, 0, 1),
                lambda: cmds.nvm_read(1, 0, 0x10001), lambda: cmds.set_number_of_queues(0, 1)):
        with pytest.raises(ValueError):
            bad()
    assert "CREATE_IO_SQ" in cmds.create_io_sq(1, 2, 0, 1).describe(0)
