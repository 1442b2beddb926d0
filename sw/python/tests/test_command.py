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
