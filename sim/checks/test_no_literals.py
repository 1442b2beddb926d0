"""Address-map and encoding literals stay in their SystemRDL sources.

The firmware-port map (rtl/top/fw_port.rdl) and the field encodings (EVT_INFO.KIND, the flash
op, status and fault codes) used to be copied by hand into ctrl_core.sv, the firmware and the
Python helpers. They now come from the generated outputs; this check fails when one of the known
hand copies comes back outside generated files. Each rule names what to use instead, and
test_rules_catch_their_samples shows every rule firing on the form it forbids (and not on the
generated form that replaced it), so a rule that no longer matches anything is noticed.

The NVMe encodings (opcodes, status codes, identifiers, SQE / CQE / command dword fields and the
Identify and log page layouts) come from config/nvme.toml through tools/gen_nvme.py; the NVMe
rules below catch their hand copies in the firmware and the Python helpers. Left on purpose: the
Python admin model's byte layouts and command-dword decodes (sim/lib/cssd_sim/nvme_fw/model.py,
structs.py), and the expected values the host-native tests write out, stay written from the
specification: they are what the C firmware (built from the table) is compared with, so a wrong
table entry shows up as a difference instead of agreeing with itself. The Chisel front end takes
the same table through the generated object cssd.generated.NvmeSpec; the Scala rules catch an
opcode or status given a number again (a plain Int / Long constant, or a hex UInt literal: the
Chisel blocks' own small decimal encodings such as NvmeXferStatus.InvalidField = 2.U(3.W) share
names with the spec's statuses and stay) and SQE dwords cut out by bit numbers. The controller
register offsets (config/nvme.toml [enum.Reg] -> NvmeSpec.Reg) and the firmware event kinds and
queue operations (rtl/nvme/nvme.rdl evt_kind_e / qcfg_op_e -> cssd.generated.NvmeRegEnums, by
tools/regs.py) have Scala rules too: a register decoded by dword number, the doorbell bit by
number, or an event kind / queue operation defined by number is reported.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import enum

import pytest

from cssd_nvme import nvme_spec

REPO = Path(__file__).resolve().parents[2]
# Generated output is where these numbers belong; the RDL sources are where they come from.
EXCLUDE = re.compile(r"(^|/)generated/|^sw/python/cssd_regs/|^sw/python/cssd_nvme/nvme_spec\.py$|^sw/python/cssd_config\.py$"
                     r"|\.rdl$|^sim/checks/test_no_literals\.py$")


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    files: re.Pattern[str]  # repository paths the rule applies to
    instead: str
    bad: str  # a line the rule must catch
    good: str  # the generated-name form that replaced it, which it must not catch
    skip: re.Pattern[str] | None = None  # paths the rule leaves alone (the reason is in the module doc)


C = re.compile(r"^firmware/.*\.[ch]$")
# The Python admin model: the independent reference the firmware is compared with (module doc).
# The Python admin model, and tests' expected values: written from the specification on purpose,
# the independent reference the table-built firmware and driver are compared with (module doc).
NVME_REFERENCE = re.compile(r"^sim/lib/cssd_sim/nvme_fw/(model|structs)\.py$|(^|/)tests?/test_[^/]*\.py$")
# Every name the table gives an opcode, status, identifier or event code (its IntEnum members).
_NVME_NAMES = sorted({m for v in vars(nvme_spec).values()
                      if isinstance(v, type) and issubclass(v, enum.IntEnum) for m in v.__members__},
                     key=len, reverse=True)
PY = re.compile(r"^(sim|sw|tools)/.*\.py$")
SCALA = re.compile(r"^rtl/chisel/.*\.scala$")
# The opcodes and statuses as the generated NvmeSpec names them (UpperCamelCase of the table's names).
_NVME_SCALA_NAMES = sorted({"".join(p.capitalize() for p in m.split("_"))
                            for e in (nvme_spec.AdminOpcode, nvme_spec.NvmOpcode, nvme_spec.VendorIoOpcode,
                                      *nvme_spec.STATUS_SCT) for m in e.__members__}, key=len, reverse=True)
SV_TOP = re.compile(r"^rtl/top/.*\.sv$")
# The controller registers as the generated NvmeSpec.Reg names them, and the RDL encodings the
# front end uses as the generated NvmeRegEnums names them (plus the hand-kept FwEventKind's old names).
_REG_SCALA_NAMES = sorted({"".join(p.capitalize() for p in m.split("_")) for m in nvme_spec.Reg.__members__}
                          | {"DoorbellBase", "DoorbellUnit"}, key=len, reverse=True)
_RDL_ENUM_SCALA = REPO / "rtl/chisel/src/main/scala/cssd/generated/NvmeRegEnums.scala"
_RDL_ENUM_NAMES = sorted(set(re.findall(r"^\s*val\s+([A-Z]\w*):\s*Int\s*=", _RDL_ENUM_SCALA.read_text(), re.M))
                         | {"ControllerEnabled", "ControllerDisabled", "ShutdownRequested"}, key=len, reverse=True)

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


# The DDR0 map (config/cssd.toml [ddr0]): the staging, boot block and set-region addresses that
# soc_io.h, boot_config.h and their Python mirrors used to spell out. (0x2000_0000 alone is also
# the cores' firmware-port base, so only the set-region form "base + s * stride" is caught.)
RULES += [
    Rule("DDR0 map address by number", re.compile(
        r"\b0x(0*1000000|0100_0000|0*1800000|0180_0000)u?\b|\b0x(20000000|2000_0000)u?\s*\+"),
         re.compile(r"^firmware/.*\.[ch]$|^(sim|sw|tools)/.*\.py$"),
         "CSSD_DDR0_* (generated/cssd_config.h) / cssd_config.DDR0_* (config/cssd.toml [ddr0])",
         "#define SOC_SET_DDR0_BASE(s) (0x20000000u + 0x01000000u * (s))",
         "#define SOC_SET_DDR0_BASE(s) CSSD_DDR0_SET_BASE(s)"),
]

RULES += [
    Rule("NVMe code defined by number in C", re.compile(
        r"#define\s+((OPC|SC|SF|FID|LID|CNS|AEI|CW)_\w+|AE_(ERROR|SMART|NOTICE))\s+\(?(0x[0-9A-Fa-f]+|[0-9]+)"
        r"|\b(OPC|FID|LID|CNS|AEI)_\w+\s*=\s*(0x[0-9A-Fa-f]+|[0-9]+)\b"), C,
         "NVME_ADMIN_OPC_* / NVME_NVM_OPC_* / NVME_SC_* / NVME_FID_* / NVME_LID_* / NVME_CNS_* (generated/nvme_spec.h)",
         "#define SC_INVALID_FIELD 0x002u",
         "#define SF_INVALID_FIELD (NVME_SC_INVALID_FIELD | SF_DNR)"),
    Rule("Identify / log page offset by number in C", re.compile(
        r"\b(nvme_)?put\(\s*\w+\s*,\s*[0-9]+u?\s*,\s*[0-9]+u?\s*,"), C,
         "NVME_PUT(b, NVME_<LAYOUT>_<FIELD>, v) and the _OFF / _SIZE / _STRIDE macros (generated/nvme_spec.h)",
         "\tput(b, 77, 1, cfg->mdts);",
         "\tPUT(b, NVME_ID_CTRL_MDTS, cfg->mdts);"),
    Rule("SQE / command dword field by literal shift in C", re.compile(
        r"\b(c|cmd)(\.|->)(dw\[[0-9]+\]|cdw1[0-5]|dw0)\s*(>>|&)\s*(0x[0-9A-Fa-f]+|[0-9]+)"
        r"|CMD_DW0\)\)\s*&\s*0x"), C,
         "NVME_GET(NVME_<GROUP>_<FIELD>, dword) (generated/nvme_spec.h)",
         "\tuint32_t qid = c->cdw10 & 0xFFFF, qsize = c->cdw10 >> 16;",
         "\tuint32_t qid = NVME_GET(NVME_QUEUE_CDW10_QID, c->cdw10);"),
    Rule("NVMe code defined by number in Python", re.compile(
        r"^\s*((OPC|FID|LID|AEI|SC|CNS)_[A-Z0-9_]+|" + "|".join(_NVME_NAMES) + r")\s*=\s*(0x[0-9A-Fa-f]+|[0-9]+|0b[01]+)\s*(#.*)?$"
        r"|\b_[gcm]\(0x[0-9A-Fa-f]+\)"), PY,
         "the enums of cssd_nvme.nvme_spec (re-exported by cssd_nvme.spec / status)",
         "    INVALID_FIELD = 0x02",
         "SC_INVALID_FIELD = GenericStatus.INVALID_FIELD"),
    Rule("Identify / log layout by number in Python", re.compile(r'\bF\("[a-z0-9_]+",\s*[0-9]+,\s*[0-9]+'), PY,
         "the Layouts of cssd_nvme.nvme_spec (ID_CTRL, ID_NS, SMART_LOG ...)",
         '        F("vid", 0, 2), F("ssvid", 2, 2), F("sn", 4, 20, str),',
         "    _LAYOUT: ClassVar[Layout] = _from_table(ID_CTRL)", skip=NVME_REFERENCE),
    Rule("SQE / CQE / status field by literal shift in Python", re.compile(
        r"\bdw(s\[0\]|0)\s*>>\s*16\b|\bdw0\s*&\s*0xFF\b|\(dw3\s*>>\s*16\)|\(field\s*>>\s*(1|9|12|14|15)\)"
        r"|_cc\s*>>\s*(7|11)\b"), PY,
         "the Field objects of cssd_nvme.nvme_spec (SQE_DW0.CID.get(dw0), CC.MPS.get(cc), STATUS_P ...)",
         "                self._gen_of[(sqid, dws[0] >> 16)] = gen",
         "                self._gen_of[(sqid, SQE_DW0.CID.get(dws[0]))] = gen", skip=NVME_REFERENCE),
    Rule("NVMe opcode / status defined by number in Scala", re.compile(
        r"\bval\s+(" + "|".join(_NVME_SCALA_NAMES) + r")\s*(:\s*\w+\s*)?=\s*"
        r"(\(?(0x[0-9A-Fa-f]+L?|[0-9]+L?)\)?\s*(//.*)?$|0x[0-9A-Fa-f]+\.U\b|\"h[0-9A-Fa-f]+\"\.U\b)"), SCALA,
         "cssd.generated.NvmeSpec (NvmOpcode.Flush, GenericStatus.InvalidField, Status.Dnr ...)",
         "  val InvalidOpcode = 0x01",
         "    errStatus := dnr | GenericStatus.InvalidOpcode.U"),
    Rule("SQE dword or field by bit numbers in Scala", re.compile(
        r"\b(sqe|dw0|cdw1[0-5])\(\s*[0-9]+\s*,\s*[0-9]+\s*\)"), SCALA,
         "the Field / LayoutField extractors of cssd.generated.NvmeSpec (SqeDw0.Opc(dw0), Sqe.Prp1(sqe) ...)",
         "  val opcode = dw0(7, 0)",
         "  val opcode = SqeDw0.Opc(dw0)"),
    Rule("NVMe controller register by offset in Scala", re.compile(
        r"\bval\s+(" + "|".join(_REG_SCALA_NAMES) + r")\s*(:\s*\w+\s*)?=\s*(0x[0-9A-Fa-f]+|[0-9]+)\b"
        r"|(\bis\(\s*[0-9]+\.U\s*\)|\b[0-9]+\.U\s*->).*\b(capLo|capHi|cstsVal|intms|aqa|asq|acq|cc|vs)\b"
        r"|\bregOff\s*(===|=/=)\s*[0-9]+\.U|\.addr\(\s*12\s*\)|\baddr\b.*(0x1000\b|\"h1000\")"), SCALA,
         "cssd.generated.NvmeSpec.Reg (config/nvme.toml [enum.Reg]): is(dw(CtrlReg.Aqa)), Constant.DoorbellBase",
         "      is(9.U) { when(!adminLocked) { aqa := merge(aqa, r.wdata, r.wstrb) } }",
         "      is(dw(CtrlReg.Aqa)) { when(!adminLocked) { aqa := merge(aqa, r.wdata, r.wstrb) } }"),
    Rule("Firmware event kind / queue operation by number in Scala", re.compile(
        r"\bval\s+(" + "|".join(_RDL_ENUM_NAMES) + r")\s*(:\s*\w+\s*)?=\s*[0-9]+(\.U)?\b"
        r"|\bpostEvent\(\s*[0-9]+\.U"), SCALA,
         "cssd.generated.NvmeRegEnums (rtl/nvme/nvme.rdl evt_kind_e, qcfg_op_e): FwEventKind(EvtKindE.Enabled)",
         "  val ControllerEnabled = 3.U(8.W)",
         "      postEvent(FwEventKind(EvtKindE.Enabled), 0.U, false.B, nv)"),
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
        rules = [r for r in RULES if r.files.search(f) and not (r.skip and r.skip.search(f))]
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


def test_nvme_rules_fire_on_planted_copies() -> None:
    """End to end for the NVMe rules: a hand-copied opcode, status, Identify offset and CDW shift
    planted in firmware and Python files are each reported; the generated files and the admin
    model's independent layouts are not."""
    planted = {
        "firmware/mgmt/mgmt_admin.c": "enum { OPC_IDENTIFY = 0x06 };\n",
        "firmware/mgmt/mgmt_identify.c": "\tput(b, 516, 4, m->nn);\n",
        "firmware/hil/hil.c": "\tc.opcode = rd(h, R(CMD_DW0)) & 0xFF;\n",
        "sw/python/cssd_nvme/status.py": "    INVALID_LOG_PAGE = 0x09\n",
        "sim/lib/cssd_sim/nvme_fw_port.py": "        cid = dw0 >> 16\n",
        "sw/python/cssd_nvme/structs.py": '        F("nn", 516, 4),\n',
        "sim/lib/cssd_sim/nvme_fw/structs.py": '        F("nn", 516, 4),\n',
        "firmware/include/generated/nvme_spec.h": "#define SC_INVALID_FIELD 0x002u\n",
        "sw/python/cssd_nvme/nvme_spec.py": "    INVALID_FIELD = 0x02\n",
    }
    hits = scan(list(planted), read=planted.__getitem__)
    assert sorted(h.split(":")[0] for h in hits) == sorted(list(planted)[:6]), hits


def test_nvme_scala_rules_fire_on_planted_copies() -> None:
    """The Chisel side: the old hand-written NvmOpcode / NvmeStatus objects and SQE cuts, planted
    in the front end's sources, are reported; the generated NvmeSpec and the Chisel blocks' own
    transfer-status encodings are not."""
    planted = {
        "rtl/chisel/src/main/scala/cssd/nvme/NvmeSaca.scala":
            "object NvmOpcode {\n  val Flush = 0x00\n  val WriteZeroes = 0x08\n}\n"
            "object NvmeStatus {\n  val LbaOutOfRange = 0x80\n}\n  val cid = dw0(31, 16)\n",
        "rtl/chisel/src/main/scala/cssd/nvme/NvmeQueueEngine.scala": '  val InvalidQueueIdentifier = "h101".U\n',
        "rtl/chisel/src/main/scala/cssd/nvme/NvmeDataMover.scala": "  val InvalidField = 2.U(3.W)\n",
        "rtl/chisel/src/main/scala/cssd/generated/NvmeSpec.scala": "    val Flush = 0x0\n",
    }
    hits = scan(list(planted), read=planted.__getitem__)
    where = sorted(":".join(h.split(":")[:2]) for h in hits)
    assert where == ["rtl/chisel/src/main/scala/cssd/nvme/NvmeQueueEngine.scala:1",
                     *(f"rtl/chisel/src/main/scala/cssd/nvme/NvmeSaca.scala:{n}" for n in (2, 3, 6, 8))], hits


def test_nvme_register_and_event_rules_fire_on_planted_copies() -> None:
    """The front end's old hand-kept register decode, doorbell split and FwEventKind / QueueOp
    numbers, planted back, are reported; the generated NvmeSpec / NvmeRegEnums are not."""
    qe = "rtl/chisel/src/main/scala/cssd/nvme/NvmeQueueEngine.scala"
    planted = {
        qe: "    0.U -> capLo, 1.U -> capHi, 2.U -> vs.U(32.W), 3.U -> intms,\n"
            "      is(5.U) {\n"  # not caught alone (no register on the line): the next lines are
            "      is(10.U) { when(!adminLocked) { asq := nv } }\n"
            "  private val isDoorbell = r.addr(12)\n"
            "  val Cc = 0x14\n"
            "  val DoorbellBase = 0x1000\n"
            "      postEvent(5.U, 0.U, false.B, ccShn(nv))\n",
        "rtl/chisel/src/main/scala/cssd/nvme/NvmeTypes.scala":
            "object FwEventKind {\n  val InvalidDoorbell = 1.U(8.W)\n  val ShutdownRequested = 5.U(8.W)\n}\n"
            "object QueueOp {\n  val DeleteCq = 3.U(2.W)\n}\n",
        "rtl/chisel/src/main/scala/cssd/generated/NvmeSpec.scala": "    val Cc = 0x14\n",
        "rtl/chisel/src/main/scala/cssd/generated/NvmeRegEnums.scala": "    val Shutdown: Int = 5 // Shutdown requested\n",
    }
    hits = scan(list(planted), read=planted.__getitem__)
    where = sorted(":".join(h.split(":")[:2]) for h in hits)
    assert where == sorted([*(f"{qe}:{n}" for n in (1, 3, 4, 5, 6, 7)),
                            *(f"rtl/chisel/src/main/scala/cssd/nvme/NvmeTypes.scala:{n}" for n in (2, 3, 6))]), hits


def test_ddr0_rule_fires_on_planted_copies() -> None:
    """The DDR0 map's old hand copies, planted back, are reported; the generated modules are not."""
    planted = {
        "firmware/include/boot_config.h": "#define BOOT_CONFIG_DDR0 0x01800000u\n",
        "sim/lib/cssd_sim/nvme_fw_port.py": "DMA_STAGING_BASE = 0x0100_0000\n",
        "sim/top/cssd_system/test_cssd_system.py": "SET_BUF = lambda s: 0x2000_0000 + s * 0x0100_0000\n",
        "sw/python/cssd_config.py": "DDR0_MGMT_DMA = Ddr0Region(0x0100_0000, 0x0010_0000)\n",
        "firmware/include/generated/cssd_config.h": "#define CSSD_DDR0_BOOT_CONFIG_BASE 0x01800000u\n",
    }
    hits = scan(list(planted), read=planted.__getitem__)
    assert sorted(h.split(":")[0] for h in hits) == sorted(list(planted)[:3]), hits


def test_scan_reports_a_planted_copy() -> None:
    """End to end: a planted line in a file the rules cover is reported; in generated output it
    is not."""
    planted = {"firmware/include/soc_io.h": "#define FW_FLASH_OFF 0x10000u\n",
               "firmware/include/generated/fw_port_regs.h": "#define FW_FLASH_OFF 0x10000u\n"}
    hits = scan(list(planted), read=planted.__getitem__)
    assert len(hits) == 1 and hits[0].startswith("firmware/include/soc_io.h:1:"), hits
