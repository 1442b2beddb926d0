"""Address-map and encoding literals stay in their SystemRDL sources.

The firmware-port map (rtl/top/fw_port.rdl) and the field encodings (EVT_INFO.KIND, the flash
op, status and fault codes) used to be copied by hand into ctrl_core.sv, the firmware and the
Python helpers. They now come from the generated outputs; this check fails when one of the known
hand copies comes back outside generated files. Each rule names what to use instead, and
test_rules_catch_their_samples shows every rule firing on the form it forbids (and not on the
generated form that replaced it), so a rule that no longer matches anything is noticed.

NVMe-spec encodings (opcodes, status codes, CC/CSTS fields) and the Chisel copies are not yet
covered (issue 18).
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
# Generated output is where these numbers belong; the RDL sources are where they come from.
EXCLUDE = re.compile(r"(^|/)generated/|^sw/python/cssd_regs/|\.rdl$|^sim/checks/test_no_literals\.py$")


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    files: re.Pattern[str]  # repository paths the rule applies to
    instead: str
    bad: str  # a line the rule must catch
    good: str  # the generated-name form that replaced it, which it must not catch


C = re.compile(r"^firmware/.*\.[ch]$")
PY = re.compile(r"^(sim|sw|tools)/.*\.py$")
SV_TOP = re.compile(r"^rtl/top/.*\.sv$")

RULES = [
    Rule("fw-port offset in C", re.compile(r"0x1000u\s*\*\s*\(1u\s*\+|\b0x1[01]000u\b"), C,
         "FW_SET_OFF / FW_FLASH_OFF / FW_FLASH_CHAN_OFF (soc_io.h, from fw_port_t)",
         "#define FW_FLASH_CHAN_OFF(c) (0x10000u + 0x1000u * (1u + (c)))",
         "#define FW_FLASH_OFF ((uint32_t)offsetof(fw_port_t, flash))"),
    Rule("fw-port window in Python", re.compile(r"0x1000\s*\*\s*\(1\s*\+|\b\w*FW\w*\s*=\s*0x1_?0000\b|\bWINDOW\s*=\s*0x1000\b"),
         PY, "the fw_port map: FwPortMap(...).set[s].address, .flash.address, .flash_chan[c].address",
         "SET_REGS = lambda s: 0x1000 * (1 + s)",
         "SET_REGS = lambda s: _FW_PORT.set[s].address"),
    Rule("fw-port decode width in ctrl_core", re.compile(r"\bFwAddrW\s*=\s*17\b|AddrWidth\(17\)|SelLsb\(16\)|\[17 \+: 16\]"),
         SV_TOP, "cssd_fw_port_pkg::FwPortAddrWidth and the localparams derived from cssd_fw_port_pkg",
         "common_axil_demux #(.NumPorts(FwPorts), .AddrWidth(17), .SelLsb(16), .SelWidth(1)) i_fw_demux (",
         "common_axil_demux #(.NumPorts(FwPorts), .AddrWidth(FwAddrW), .SelLsb(FwNvmeAddrW),"),
    Rule("EVT_INFO.KIND value in C", re.compile(
        r"\bEVT_(INVALID_DOORBELL(_VALUE)?|ENABLED|DISABLED|SHUTDOWN|FETCH_ERROR)\s*=\s*\d"), C,
         "NVME__EVT_KIND_E__* (generated/nvme_enums.h)",
         "enum { EVT_INVALID_DOORBELL = 1, EVT_INVALID_DOORBELL_VALUE = 2, EVT_ENABLED = 3,",
         "case NVME__EVT_KIND_E__ENABLED:"),
    Rule("EVT_INFO field by shift in Python", re.compile(
        r"\bkind\s*=\s*info\s*&\s*0xFF\b|\bqid\s*=\s*info\s*>>\s*16\b|\binfo\s*&\s*0x100\b|_FETCH_ERROR\s*=\s*\d|kind in \(3, 4\)"),
         PY, "the nvme map's EVT_INFO fields and KIND.enum_cls",
         "return FwEvent(_KINDS[kind], qid=info >> 16, is_cq=bool(info & 0x100), value=value)",
         "return FwEvent(_KINDS[kind], qid=_get(_M.EVT_INFO.QID, info),"),
    Rule("flash op / status / fault value in C", re.compile(
        r"\bNAND_(OP_(READ|PROGRAM|ERASE|STATUS)|OK|UNCORRECTABLE|PROG_FAIL|ERASE_FAIL|ORDER_VIOLATION|BAD_BLOCK"
        r"|ADDRESS|INVALID|MEMORY|FAULT_(UNC|PROG_FAIL|ERASE_FAIL|CORRUPT))\s*=\s*\d"), C,
         "FLASH_CHAN__OP_E__*, FLASH_CHAN__STATUS_E__*, FLASH__FAULT_E__* (generated/flash*_enums.h)",
         "\tNAND_OP_READ = 1,",
         "\tNAND_OP_READ = FLASH_CHAN__OP_E__READ,"),
    Rule("flash op / status / fault value in Python", re.compile(
        r"^\s+(READ|PROGRAM|ERASE|OK|OFF|UNCORRECTABLE|PROGRAM_FAIL|ERASE_FAIL|ORDER_VIOLATION|BAD_BLOCK"
        r"|ADDRESS_INVALID|MEMORY_ERROR|CORRUPT)\s*=\s*\d+\s*$"), re.compile(r"^sim/common/flash_port\.py$"),
         "Op / St / Fault built from the flash maps' enum_cls",
         "    PROGRAM_FAIL = 2",
         'St = _int_enum("St", _C.CPL_INFO.STATUS)'),
    Rule("flash descriptor field by shift in Python", re.compile(
        r"\(int\(op\)\s*&\s*7\)\s*<<\s*4|\(info\s*>>\s*4\)\s*&\s*7|St\(info\s*&\s*0xF\)"),
         PY, "the flash_chan map's DESC_CTRL / CPL_INFO fields",
         "        op = (info >> 4) & 7",
         "        op = _get(cpl.OP, info)"),
]


def _tracked() -> list[str]:
    try:
        out = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True).stdout
        return out.splitlines()
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: every file
        return [str(p.relative_to(REPO)) for p in REPO.rglob("*") if p.is_file() and ".venv" not in p.parts]


def scan(files: list[str], read=lambda f: (REPO / f).read_text(errors="replace")) -> list[str]:
    hits = []
    for f in files:
        if EXCLUDE.search(f):
            continue
        rules = [r for r in RULES if r.files.search(f)]
        if not rules:
            continue
        for n, line in enumerate(read(f).splitlines(), 1):
            for r in rules:
                if r.pattern.search(line):
                    hits.append(f"{f}:{n}: {r.name} (use {r.instead}): {line.strip()}")
    return hits


def test_no_hand_copied_literals() -> None:
    hits = scan(_tracked())
    assert not hits, "hand copies of generated numbers:\n" + "\n".join(hits)


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.name)
def test_rules_catch_their_samples(rule: Rule) -> None:
    assert rule.pattern.search(rule.bad), f"{rule.name}: does not catch {rule.bad!r}"
    assert not rule.pattern.search(rule.good), f"{rule.name}: catches the generated form {rule.good!r}"


def test_scan_reports_a_planted_copy() -> None:
    """End to end: a planted line in a file the rules cover is reported; in generated output it
    is not."""
    planted = {"firmware/include/soc_io.h": "#define FW_FLASH_OFF 0x10000u\n",
               "firmware/include/generated/fw_port_regs.h": "#define FW_FLASH_OFF 0x10000u\n"}
    hits = scan(list(planted), read=planted.__getitem__)
    assert len(hits) == 1 and hits[0].startswith("firmware/include/soc_io.h:1:"), hits
