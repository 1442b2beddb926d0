"""Status field decoding and names (NVMe 2.0 Figures 93, 96-99)."""

from __future__ import annotations

import pytest

from cssd_nvme import command as cmds
from cssd_nvme.status import (
    _NAMES,
    CommandSpecificStatus,
    GenericStatus,
    MediaStatus,
    NvmeCommandError,
    NvmeStatus,
    PathStatus,
    is_error,
    status_name,
)


def test_decode_every_bit():
    # P=1, SC=0Ch, SCT=1, CRD=2, M=1, DNR=1
    field = 1 | (0x0C << 1) | (1 << 9) | (2 << 12) | (1 << 14) | (1 << 15)
    st = NvmeStatus.from_field(field)
    assert (st.phase, st.sc, st.sct, st.crd, st.more, st.dnr) == (1, 0x0C, 1, 2, True, True)
    assert st.name == "Invalid Queue Deletion"
    assert st.sct_name == "Command Specific Status"
    assert st.code is CommandSpecificStatus.INVALID_QUEUE_DELETION
    assert st.to_field() == field
    assert NvmeStatus.from_dw3((field << 16) | 0x1234) == st
    assert str(st) == "Invalid Queue Deletion (SCT 0x1, SC 0x0c, DNR, M, CRD=2)"


def test_success_and_is_error():
    ok = NvmeStatus.from_field(0x0001)
    assert not ok.is_error and ok.phase == 1 and ok.name == "Successful Completion"
    assert not is_error(0x0001) and is_error(0x0002) and is_error(NvmeStatus(sct=2, sc=0x81))
    assert is_error(NvmeStatus(sct=1, sc=0))  # Completion Queue Invalid has SC 0


@pytest.mark.parametrize("sc,name", [
    (0x00, "Completion Queue Invalid"), (0x01, "Invalid Queue Identifier"), (0x02, "Invalid Queue Size"),
    (0x03, "Abort Command Limit Exceeded"), (0x05, "Asynchronous Event Request Limit Exceeded"),
    (0x06, "Invalid Firmware Slot"), (0x07, "Invalid Firmware Image"), (0x08, "Invalid Interrupt Vector"),
    (0x09, "Invalid Log Page"), (0x0A, "Invalid Format"), (0x0C, "Invalid Queue Deletion"),
    (0x0D, "Feature Identifier Not Saveable"), (0x0E, "Feature Not Changeable"),
    (0x0F, "Feature Not Namespace Specific"), (0x18, "Namespace Already Attached"),
    (0x1D, "Device Self-test In Progress"), (0x2D, "Identifier Unavailable"),
    (0x80, "Conflicting Attributes"), (0x82, "Attempted Write to Read Only Range"), (0xB9, "Zone Is Full"),
])
def test_command_specific_names(sc, name):
    assert status_name(1, sc) == name


@pytest.mark.parametrize("sc,name", [
    (0x01, "Invalid Command Opcode"), (0x02, "Invalid Field in Command"), (0x03, "Command ID Conflict"),
    (0x07, "Command Abort Requested"), (0x08, "Command Aborted due to SQ Deletion"),
    (0x0B, "Invalid Namespace or Format"), (0x0C, "Command Sequence Error"), (0x13, "PRP Offset Invalid"),
    (0x1D, "Sanitize In Progress"), (0x22, "Transient Transport Error"), (0x24, "Admin Command Media Not Ready"),
    (0x80, "LBA Out of Range"), (0x81, "Capacity Exceeded"), (0x82, "Namespace Not Ready"),
    (0x83, "Reservation Conflict"), (0x84, "Format In Progress"),
])
def test_generic_names(sc, name):
    assert status_name(0, sc) == name


@pytest.mark.parametrize("sc,name", [
    (0x80, "Write Fault"), (0x81, "Unrecovered Read Error"), (0x82, "End-to-end Guard Check Error"),
    (0x85, "Compare Failure"), (0x86, "Access Denied"), (0x87, "Deallocated or Unwritten Logical Block"),
    (0x88, "End-to-End Storage Tag Check Error"),
])
def test_media_names(sc, name):
    assert status_name(2, sc) == name


def test_reserved_and_vendor_names():
    assert status_name(0, 0x17) == "Reserved (SCT 0x0, SC 0x17)"
    assert status_name(1, 0x04) == "Reserved (SCT 0x1, SC 0x04)"
    assert status_name(2, 0x00) == "Reserved (SCT 0x2, SC 0x00)"
    assert status_name(0, 0xC5) == "Vendor Specific (0xc5)"
    assert status_name(7, 0x01) == "Vendor Specific (0x01)"
    assert status_name(5, 0x01) == "Reserved (SCT 0x5, SC 0x01)"
    assert status_name(3, 0x71) == "Command Aborted By Host"


def test_every_enum_member_has_a_name_and_back():
    for enum, sct in ((GenericStatus, 0), (CommandSpecificStatus, 1), (MediaStatus, 2), (PathStatus, 3)):
        assert set(_NAMES[sct]) == {int(m) for m in enum}, enum.__name__
        for member in enum:
            st = NvmeStatus.of(member)
            assert st.sct == sct and st.code is member and st.matches(member)


def test_command_error_message():
    st = NvmeStatus.of(CommandSpecificStatus.INVALID_QUEUE_IDENTIFIER, dnr=True)
    cmd = cmds.create_io_cq(5, 16, 0x1000)
    cmd.cid = 9
    err = NvmeCommandError(st, cmd, sqid=0)
    assert err.status is st and err.command is cmd
    assert str(err) == ("CREATE_IO_CQ (SQ 0, CID 9, CDW10=0xf0005, CDW11=0x3): "
                        "Invalid Queue Identifier (SCT 0x1, SC 0x01, DNR)")
    with pytest.raises(ValueError):
        NvmeStatus(sc=0x100).to_field()
