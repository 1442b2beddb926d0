"""Command builders whose layouts no other host test checks field by field."""

import struct

import pytest

from cssd_nvme import command as cmds
from cssd_nvme.spec import NvmOpcode


def test_dataset_management_deallocate():
    c = cmds.dataset_management(3, 2)
    assert c.opcode == NvmOpcode.DATASET_MANAGEMENT and c.nsid == 3 and not c.admin
    assert c.cdw10 == 1            # NR is 0's based
    assert c.cdw11 == 1 << 2       # AD only
    assert cmds.dataset_management(1, 1, deallocate=False, idr=True, idw=True).cdw11 == 0b011
    with pytest.raises(ValueError):
        cmds.dataset_management(1, 0)
    with pytest.raises(ValueError):
        cmds.dataset_management(1, 257)


def test_dsm_range_list():
    data = cmds.dsm_ranges([(0x1_0000_0002, 8), (5, 1)])
    assert len(data) == 2 * cmds.DSM_RANGE_BYTES
    # context attributes, length in LBAs, starting LBA
    assert struct.unpack_from("<IIQ", data, 0) == (0, 8, 0x1_0000_0002)
    assert struct.unpack_from("<IIQ", data, 16) == (0, 1, 5)
    with pytest.raises(ValueError):
        cmds.dsm_ranges([])
    with pytest.raises(ValueError):
        cmds.dsm_ranges([(0, 1 << 32)])


def test_search_query_data():
    data = cmds.search_query_data([b"needle", b"x" * 32])
    assert len(data) == 512
    assert data[0] == 2                              # key count
    assert data[8:10] == bytes([6, 32])              # key lengths from byte 8
    assert data[32:38] == b"needle" and data[38:64] == bytes(26)
    assert data[64:96] == b"x" * 32                  # key k at 32 + 32 k
    for bad in ([], [b""], [b"a" * 33], [b"a"] * 9):
        with pytest.raises(ValueError):
            cmds.search_query_data(bad)
    assert cmds.search_query_bytes([b"a"] * 9)[0] == 9  # unchecked: what a bad-input test sends
    c = cmds.search_query(4, query=3)
    assert c.opcode == 0x91 and c.opcode & 3 == 0b01 and c.nsid == 4 and c.cdw10 == 3 and not c.admin


def test_search_command():
    c = cmds.search(2, 0x1_0000_0010, 24, range_shift=3, query=1)
    assert c.opcode == 0x92 and c.opcode & 3 == 0b10  # controller to host
    assert (c.cdw10, c.cdw11, c.cdw12) == (0x10, 1, 23)
    assert c.cdw13 == 3 | 1 << 8
    assert cmds.search_ranges(24, 3) == 3 and cmds.search_result_bytes(24, 3) == 4  # padded to a dword
    assert cmds.search_ranges(25, 3) == 4 and cmds.search_result_bytes(25, 3) == 4
    assert cmds.search_result_bytes(8 * 5, 3) == 8
    assert cmds.search_results(bytes([0, 1, 3, 2])) == [(False, False), (True, False), (True, True), (False, True)]
    with pytest.raises(ValueError):
        cmds.search(1, 0, 8, range_shift=32)
