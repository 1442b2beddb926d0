"""Parsers against bytes laid out by hand from the NVMe 2.0 figures (offsets written out here,
independent of the layout tables in structs.py)."""

from __future__ import annotations

import struct

import pytest

from cssd_nvme.structs import (
    ErrorLogEntry,
    FirmwareSlotLog,
    IdentifyController,
    IdentifyNamespace,
    LbaFormat,
    NsIdDescriptorList,
    NvmSetAttributes,
    NvmSetList,
    SmartLog,
    build_ns_list,
    dataclass_field_names,
    layout_names,
    parse_error_log,
    parse_ns_list,
)


def put(buf: bytearray, offset: int, fmt: str, *values: int) -> None:
    struct.pack_into("<" + fmt, buf, offset, *values)


def put_int(buf: bytearray, offset: int, size: int, value: int) -> None:
    buf[offset:offset + size] = value.to_bytes(size, "little")


def id_ctrl_bytes() -> bytes:
    b = bytearray(4096)
    put(b, 0, "HH", 0x1D1D, 0xABCD)
    b[4:24] = b"SN-0001".ljust(20, b" ")
    b[24:64] = b"cssd model".ljust(40, b" ")
    b[64:72] = b"FW1.2".ljust(8, b" ")
    b[72] = 6  # RAB
    b[73:76] = bytes([0x56, 0x34, 0x12])  # IEEE OUI, little endian
    b[76] = 0x02  # CMIC
    b[77] = 5  # MDTS
    put(b, 78, "H", 0x0042)  # CNTLID
    put(b, 80, "I", 0x00020000)  # VER
    put(b, 84, "II", 100, 200000)  # RTD3R, RTD3E
    put(b, 92, "I", 0x100)  # OAES
    put(b, 96, "I", 0x4)  # CTRATT (NVM sets)
    b[111] = 1  # CNTRLTYPE I/O controller
    b[112:128] = bytes(range(16))  # FGUID
    put(b, 128, "HHH", 1, 2, 3)  # CRDT1..3
    put(b, 256, "H", 0x0017)  # OACS
    b[258:266] = bytes([3, 7, 0x16, 0x1E, 63, 1, 1, 1])  # ACL AERL FRMW LPA ELPE NPSS AVSCC APSTA
    put(b, 266, "HH", 353, 363)  # WCTEMP, CCTEMP
    put_int(b, 280, 16, (1 << 100) + 12345)  # TNVMCAP
    put_int(b, 296, 16, 777)  # UNVMCAP
    put(b, 320, "H", 10)  # KAS
    put(b, 338, "HH", 4, 2)  # NSETIDMAX, ENDGIDMAX
    put(b, 352, "I", 0x99)  # PELS
    b[512], b[513] = 0x66, 0x44  # SQES, CQES
    put(b, 514, "H", 1024)  # MAXCMD
    put(b, 516, "I", 16)  # NN
    put(b, 520, "H", 0x5F)  # ONCS
    b[525] = 1  # VWC
    put(b, 536, "I", 0x00170001)  # SGLS
    b[768:768 + 25] = b"nqn.2024-01.org.cssd:test"
    # PSD0 @2048, PSD1 @2080
    put(b, 2048, "H", 2500)
    b[2048 + 3] = 0x03  # MXPS | NOPS
    put(b, 2048 + 4, "II", 10, 20)  # ENLAT, EXLAT
    b[2048 + 12:2048 + 16] = bytes([1, 2, 3, 4])  # RRT RRL RWT RWL
    put(b, 2048 + 16, "H", 600)  # IDLP
    b[2048 + 18] = 0x40  # IPS = 01b
    put(b, 2048 + 20, "H", 700)  # ACTP
    b[2048 + 22] = 0x85  # APW = 101b, APS = 10b
    put(b, 2080, "H", 900)
    return bytes(b)


def test_identify_controller():
    raw = id_ctrl_bytes()
    c = IdentifyController.from_bytes(raw)
    assert (c.vid, c.ssvid, c.sn, c.mn, c.fr) == (0x1D1D, 0xABCD, "SN-0001", "cssd model", "FW1.2")
    assert (c.rab, c.ieee, c.cmic, c.mdts, c.cntlid) == (6, 0x123456, 2, 5, 0x42)
    assert (c.ver, c.version, c.rtd3r, c.rtd3e, c.oaes, c.ctratt) == (0x20000, (2, 0, 0), 100, 200000, 0x100, 4)
    assert (c.cntrltype, c.fguid, c.crdt1, c.crdt2, c.crdt3) == (1, bytes(range(16)), 1, 2, 3)
    assert (c.oacs, c.acl, c.aerl, c.frmw, c.lpa, c.elpe, c.npss) == (0x17, 3, 7, 0x16, 0x1E, 63, 1)
    assert (c.avscc, c.apsta, c.wctemp, c.cctemp) == (1, 1, 353, 363)
    assert c.tnvmcap == (1 << 100) + 12345 and c.unvmcap == 777 and c.kas == 10
    assert (c.nsetidmax, c.nvmsetidmax, c.endgidmax, c.pels) == (4, 4, 2, 0x99)
    assert (c.sqes, c.sqes_min, c.sqes_max, c.cqes_min, c.cqes_max) == (0x66, 6, 6, 4, 4)
    assert (c.maxcmd, c.nn, c.oncs, c.vwc, c.sgls) == (1024, 16, 0x5F, 1, 0x00170001)
    assert c.subnqn == "nqn.2024-01.org.cssd:test"
    assert c.max_transfer(4096) == 128 * 1024
    assert len(c.psd) == 2  # NPSS is 0's based
    p = c.psd[0]
    assert (p.mp, p.mxps, p.nops, p.enlat, p.exlat) == (2500, 1, 1, 10, 20)
    assert (p.rrt, p.rrl, p.rwt, p.rwl, p.idlp, p.ips, p.actp, p.apw, p.aps) == (1, 2, 3, 4, 600, 1, 700, 5, 2)
    assert p.max_power_w == pytest.approx(0.25)
    assert c.psd[1].mp == 900 and c.psd[1].max_power_w == pytest.approx(9.0)
    assert c.raw == raw


def test_identify_controller_build_round_trip():
    c = IdentifyController.from_bytes(id_ctrl_bytes())
    fields = {n: getattr(c, n) for n in layout_names(IdentifyController)}
    psd = [{k: getattr(p, k) for k in ("mp", "mxps", "nops", "enlat", "exlat", "rrt", "rrl", "rwt", "rwl",
                                       "idlp", "ips", "actp", "apw", "aps")} for p in c.psd]
    assert IdentifyController.build(power_states=psd, **fields) == id_ctrl_bytes()
    assert IdentifyController.build(mdts=3)[77] == 3
    with pytest.raises(ValueError):
        IdentifyController.build(mdts=256)
    with pytest.raises(TypeError):
        IdentifyController.build(bogus=1)


def test_layout_tables_cover_dataclass_fields():
    for cls, extra in ((IdentifyController, {"raw", "psd"}), (IdentifyNamespace, {"raw", "lbaf"}),
                       (SmartLog, {"raw", "temperature_sensors"}), (ErrorLogEntry, {"raw"}),
                       (NvmSetAttributes, {"raw"})):
        assert dataclass_field_names(cls) == layout_names(cls) | extra, cls.__name__


def test_short_buffers_rejected():
    for parse in (IdentifyController.from_bytes, IdentifyNamespace.from_bytes, NvmSetList.from_bytes,
                  SmartLog.from_bytes, FirmwareSlotLog.from_bytes, parse_ns_list, NsIdDescriptorList.from_bytes):
        with pytest.raises(ValueError):
            parse(bytes(100))


def test_identify_namespace():
    b = bytearray(4096)
    put(b, 0, "QQQ", 1 << 33, (1 << 33) - 8, 12345)  # NSZE NCAP NUSE
    b[24:34] = bytes([0x1B, 1, 0x11, 3, 0x1F, 0x9, 1, 0xFF, 0x80, 0x9])  # NSFEAT NLBAF FLBAS MC DPC DPS NMIC ..
    put(b, 34, "HHHHHHH", 7, 8, 9, 10, 11, 12, 13)  # NAWUN .. NOIOB
    put_int(b, 48, 16, 1 << 45)  # NVMCAP
    put(b, 64, "HHHHHH", 1, 2, 3, 4, 5, 6)  # NPWG NPWA NPDG NPDA NOWS MSSRL
    put(b, 76, "I", 128)  # MCL
    b[80] = 2  # MSRC
    put(b, 92, "I", 5)  # ANAGRPID
    b[99] = 1  # NSATTR
    put(b, 100, "HH", 2, 1)  # NVMSETID ENDGID
    b[104:120] = bytes(range(0x10, 0x20))
    b[120:128] = bytes(range(0xA0, 0xA8))
    put(b, 128, "I", 0 | (9 << 16) | (2 << 24))  # LBAF0: 512 B, RP 2
    put(b, 132, "I", 8 | (12 << 16))  # LBAF1: 4 KiB + 8 B metadata
    put(b, 136, "I", 99)  # LBAF2 beyond NLBAF: ignored
    ns = IdentifyNamespace.from_bytes(bytes(b))
    assert (ns.nsze, ns.ncap, ns.nuse) == (1 << 33, (1 << 33) - 8, 12345)
    assert (ns.nsfeat, ns.nlbaf, ns.flbas, ns.mc, ns.dpc, ns.dps, ns.nmic, ns.rescap, ns.fpi, ns.dlfeat) == \
        (0x1B, 1, 0x11, 3, 0x1F, 9, 1, 0xFF, 0x80, 9)
    assert (ns.nawun, ns.nawupf, ns.nacwu, ns.nabsn, ns.nabo, ns.nabspf, ns.noiob) == (7, 8, 9, 10, 11, 12, 13)
    assert ns.nvmcap == 1 << 45
    assert (ns.npwg, ns.npwa, ns.npdg, ns.npda, ns.nows, ns.mssrl, ns.mcl, ns.msrc) == (1, 2, 3, 4, 5, 6, 128, 2)
    assert (ns.anagrpid, ns.nsattr, ns.nvmsetid, ns.endgid) == (5, 1, 2, 1)
    assert ns.nguid == bytes(range(0x10, 0x20)) and ns.eui64 == bytes(range(0xA0, 0xA8))
    assert ns.lbaf == (LbaFormat(ms=0, lbads=9, rp=2), LbaFormat(ms=8, lbads=12, rp=0))
    assert (ns.lba_format_index, ns.lba_size, ns.metadata_size, ns.extended_metadata) == (1, 4096, 8, True)


def test_identify_namespace_upper_format_index_and_build():
    fmts = [LbaFormat(0, 9, 0)] * 17 + [LbaFormat(16, 12, 1)]
    raw = IdentifyNamespace.build(nsze=10, flbas=0x21, lba_formats=fmts)
    assert raw[25] == 17  # NLBAF defaults to len - 1
    assert struct.unpack_from("<I", raw, 128 + 4 * 17)[0] == 16 | (12 << 16) | (1 << 24)
    ns = IdentifyNamespace.from_bytes(raw)
    assert ns.lba_format_index == 17 and ns.lba_size == 4096 and ns.metadata_size == 16
    assert not ns.extended_metadata


def test_namespace_list():
    b = bytearray(4096)
    put(b, 0, "IIII", 1, 2, 5, 0)
    put(b, 20, "I", 9)  # after the terminator: ignored
    assert parse_ns_list(bytes(b)) == [1, 2, 5]
    assert parse_ns_list(build_ns_list([3, 4])) == [3, 4]
    assert parse_ns_list(build_ns_list(list(range(1, 1025)))) == list(range(1, 1025))


def test_ns_descriptor_list():
    b = bytearray(4096)
    b[0:4] = bytes([1, 8, 0, 0])
    b[4:12] = bytes(range(8))
    b[12:16] = bytes([2, 16, 0, 0])
    b[16:32] = bytes(range(0x20, 0x30))
    b[32:36] = bytes([3, 16, 0, 0])
    b[36:52] = bytes(range(0x40, 0x50))
    b[52:56] = bytes([4, 1, 0, 0])
    b[56] = 2
    d = NsIdDescriptorList.from_bytes(bytes(b))
    assert [x.nidt for x in d.descriptors] == [1, 2, 3, 4]
    assert [x.nidl for x in d.descriptors] == [8, 16, 16, 1]
    assert d.eui64 == bytes(range(8)) and d.nguid == bytes(range(0x20, 0x30)) and d.uuid == bytes(range(0x40, 0x50))
    assert d.csi == 2
    assert NsIdDescriptorList.build([(1, bytes(range(8))), (2, bytes(range(0x20, 0x30))),
                                     (3, bytes(range(0x40, 0x50))), (4, b"\x02")]) == bytes(b)
    bad = bytearray(4096)
    bad[0:4] = bytes([1, 7, 0, 0])  # EUI64 must be 8 bytes
    with pytest.raises(ValueError, match="NIDL 8"):
        NsIdDescriptorList.from_bytes(bytes(bad))
    empty = NsIdDescriptorList.from_bytes(bytes(4096))
    assert empty.descriptors == () and empty.eui64 is None and empty.csi is None


def test_nvm_set_list():
    b = bytearray(4096)
    b[0] = 2
    e0, e1 = 128, 256
    put(b, e0, "HH", 1, 7)
    put(b, e0 + 8, "II", 1234, 16)
    put_int(b, e0 + 16, 16, 1 << 80)
    put_int(b, e0 + 32, 16, 1 << 40)
    put(b, e1, "HH", 2, 8)
    put(b, e1 + 8, "II", 99, 32)
    put(b, 384, "H", 3)  # a third entry beyond the count: ignored
    lst = NvmSetList.from_bytes(bytes(b))
    assert lst.nid == 2 and len(lst.sets) == 2
    s0, s1 = lst.sets
    assert (s0.nvmsetid, s0.endgid, s0.rr4kt, s0.ows) == (1, 7, 1234, 16)
    assert (s0.tnvmsetcap, s0.unvmsetcap) == (1 << 80, 1 << 40)
    assert s0.random_4k_read_typical_ns == 123400
    assert (s1.nvmsetid, s1.endgid, s1.rr4kt, s1.ows, s1.tnvmsetcap) == (2, 8, 99, 32, 0)
    built = NvmSetList.build([dict(nvmsetid=1, endgid=7, rr4kt=1234, ows=16, tnvmsetcap=1 << 80, unvmsetcap=1 << 40),
                              dict(nvmsetid=2, endgid=8, rr4kt=99, ows=32)])
    b[384:386] = b"\x00\x00"
    assert built == bytes(b)
    b[0] = 32
    with pytest.raises(ValueError):
        NvmSetList.from_bytes(bytes(b))


def test_error_log():
    e = bytearray(64)
    put(e, 0, "QHHHH", 5, 1, 0x22, 0x8005, (2 << 8) | 0x28)
    put(e, 16, "QI", 0x1000, 1)
    e[28], e[29] = 1, 3
    put(e, 32, "QH", 0xDEADBEEF, 0x1234)
    page = bytes(e) + bytes(64)
    entries = parse_error_log(page)
    assert len(entries) == 2 and not entries[1].valid
    x = entries[0]
    assert (x.error_count, x.sqid, x.cid, x.lba, x.nsid, x.vsia, x.trtype) == (5, 1, 0x22, 0x1000, 1, 1, 3)
    assert (x.cmd_specific, x.trtype_specific) == (0xDEADBEEF, 0x1234)
    assert (x.param_error_byte, x.param_error_bit) == (0x28, 2)
    assert x.status.name == "Invalid Field in Command" and x.status.dnr and x.status.phase == 1
    assert ErrorLogEntry.build(error_count=5, sqid=1, cid=0x22, status_field=0x8005,
                               param_error_location=0x228, lba=0x1000, nsid=1, vsia=1, trtype=3,
                               cmd_specific=0xDEADBEEF, trtype_specific=0x1234) == bytes(e)
    with pytest.raises(ValueError):
        parse_error_log(bytes(65))


def test_smart_log():
    b = bytearray(512)
    b[0] = 0x05
    put(b, 1, "H", 310)
    b[3], b[4], b[5], b[6] = 95, 10, 3, 1
    for i, off in enumerate(range(32, 192, 16)):
        put_int(b, off, 16, (1 << 100) + i)
    put(b, 192, "II", 11, 12)
    put(b, 200, "8H", 310, 320, 0, 0, 0, 0, 0, 333)
    put(b, 216, "IIII", 21, 22, 23, 24)
    s = SmartLog.from_bytes(bytes(b))
    assert (s.critical_warning, s.composite_temperature, s.available_spare, s.available_spare_threshold) == \
        (5, 310, 95, 10)
    assert (s.percentage_used, s.endurance_group_critical_warning) == (3, 1)
    counters = [s.data_units_read, s.data_units_written, s.host_read_commands, s.host_write_commands,
                s.controller_busy_time, s.power_cycles, s.power_on_hours, s.unsafe_shutdowns, s.media_errors,
                s.error_log_entries]
    assert counters == [(1 << 100) + i for i in range(10)]
    assert (s.warning_temp_time, s.critical_temp_time) == (11, 12)
    assert s.temperature_sensors == (310, 320, 0, 0, 0, 0, 0, 333)
    assert (s.tmt1_transitions, s.tmt2_transitions, s.tmt1_total_time, s.tmt2_total_time) == (21, 22, 23, 24)
    assert s.composite_temperature_c == pytest.approx(36.85)


def test_firmware_slot_log():
    b = bytearray(512)
    b[0] = 0x21
    b[8:16] = b"FW1.0   "
    b[16:24] = b"FW2.0\x00\x00\x00"
    f = FirmwareSlotLog.from_bytes(bytes(b))
    assert (f.afi, f.active_slot, f.next_slot) == (0x21, 1, 2)
    assert f.frs == ("FW1.0", "FW2.0", "", "", "", "", "")
    assert FirmwareSlotLog.build(0x21, ["FW1.0"])[:16] == bytes(b[:16])
