"""The Python mirror of the set mailbox (sim/lib/cssd_sim/set_mailbox.py) has the C header's layout:
every field's offset and the total size, as the host compiler lays out
firmware/include/set_mailbox.h (same rules as rv64 lp64: natural alignment, little endian)."""

from __future__ import annotations

import ctypes
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
from cssd_sim import set_mailbox as smb  # noqa: E402


def test_layout_matches_header(tmp_path: Path) -> None:
    fields = [name for name, _ in smb.Mailbox._fields_]
    src = tmp_path / "layout.c"
    src.write_text(
        '#include <stddef.h>\n#include <stdio.h>\n#include "set_mailbox.h"\n#include "ftl.h"\nint main(void) {\n'
        + "".join(f'printf("{f} %zu\\n", offsetof(struct set_mailbox, {f}));\n' for f in fields)
        + 'printf("SIZE %zu\\n", sizeof(struct set_mailbox));\n'
        + f'printf("MAGIC %u\\n", SET_MAILBOX_MAGIC);\nprintf("VERSION %u\\n", SET_MAILBOX_VERSION);\n'
        + 'printf("MAX_NS %u\\n", SET_MAILBOX_MAX_NS);\n'
        + 'printf("STATES %d,%d,%d,%d\\n", SET_STATE_BOOT, SET_STATE_MOUNTING, SET_STATE_READY, SET_STATE_FAILED);\n'
        + 'printf("FLAGS %u,%u\\n", SET_CFG_FORMAT_IF_BLANK, SET_CFG_FORMAT_ALWAYS);\n'
        + 'printf("ACTIVITY %u,%u\\n", FTL_ACTIVITY_GC, FTL_ACTIVITY_CKPT);\nreturn 0;\n}\n')
    exe = tmp_path / "layout"
    subprocess.run(["gcc", "-std=c11", "-I", str(REPO / "firmware" / "include"), str(src), "-o", str(exe)], check=True)
    got = dict(line.split() for line in subprocess.run([str(exe)], check=True, capture_output=True,
                                                        text=True).stdout.splitlines())
    for f in fields:
        assert int(got[f]) == getattr(smb.Mailbox, f).offset, f"field {f}: C offset {got[f]}, Python {getattr(smb.Mailbox, f).offset}"
    assert int(got["SIZE"]) == ctypes.sizeof(smb.Mailbox)
    assert got["STATES"] == f"{smb.STATE_BOOT},{smb.STATE_MOUNTING},{smb.STATE_READY},{smb.STATE_FAILED}"
    assert got["FLAGS"] == f"{smb.CFG_FORMAT_IF_BLANK},{smb.CFG_FORMAT_ALWAYS}"
    assert got["ACTIVITY"] == f"{smb.ACTIVITY_GC},{smb.ACTIVITY_CKPT}"
    assert (int(got["MAGIC"]), int(got["VERSION"]), int(got["MAX_NS"])) == (smb.MAGIC, smb.VERSION, smb.MAX_NS)


def test_boot_config_matches_header(tmp_path: Path) -> None:
    """sim/lib/cssd_sim/boot_config.py against firmware/include/boot_config.h, and the `go` word."""
    from cssd_sim import boot_config as bcfg

    fields = [name for name, _ in bcfg.BootConfig._fields_]
    nsf = [name for name, _ in bcfg.BootNs._fields_]
    src = tmp_path / "boot.c"
    src.write_text(
        '#include <stddef.h>\n#include <stdio.h>\n#include "boot_config.h"\n#include "set_mailbox.h"\n'
        'int main(void) {\n'
        + "".join(f'printf("{f} %zu\\n", offsetof(struct boot_config, {f}));\n' for f in fields)
        + "".join(f'printf("ns.{f} %zu\\n", offsetof(struct boot_config_ns, {f}));\n' for f in nsf)
        + 'printf("SIZE %zu\\n", sizeof(struct boot_config));\n'
        + 'printf("CONST %u,%u,%u,%u\\n", BOOT_CONFIG_DDR0, BOOT_CONFIG_MAGIC, BOOT_CONFIG_VERSION, BOOT_CONFIG_MAX_NS);\n'
        + 'printf("STATES %d,%d,%d,%d\\n", MGMT_STATE_BOOT, MGMT_STATE_READY, MGMT_STATE_FAILED, BOOT_ERR_MAGIC);\n'
        + 'printf("GO %u\\n", SET_MAILBOX_GO);\nreturn 0;\n}\n')
    exe = tmp_path / "boot"
    subprocess.run(["gcc", "-std=c11", "-I", str(REPO / "firmware" / "include"), str(src), "-o", str(exe)], check=True)
    got = dict(line.split() for line in subprocess.run([str(exe)], check=True, capture_output=True,
                                                        text=True).stdout.splitlines())
    for f in fields:
        assert int(got[f]) == getattr(bcfg.BootConfig, f).offset, f"field {f}"
    for f in nsf:
        assert int(got[f"ns.{f}"]) == getattr(bcfg.BootNs, f).offset, f"ns field {f}"
    assert int(got["SIZE"]) == ctypes.sizeof(bcfg.BootConfig)
    assert got["CONST"] == f"{bcfg.DDR0_ADDRESS},{bcfg.MAGIC},{bcfg.VERSION},{bcfg.MAX_NS}"
    assert got["STATES"] == f"{bcfg.STATE_BOOT},{bcfg.STATE_READY},{bcfg.STATE_FAILED},{bcfg.ERR_MAGIC}"
    assert int(got["GO"]) == smb.GO
