"""The Python mirror of the set mailbox (sim/common/set_mailbox.py) has the C header's layout:
every field's offset and the total size, as the host compiler lays out
firmware/include/set_mailbox.h (same rules as rv64 lp64: natural alignment, little endian)."""

from __future__ import annotations

import ctypes
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "sim" / "common"))
import set_mailbox as smb  # noqa: E402


def test_layout_matches_header(tmp_path: Path) -> None:
    fields = [name for name, _ in smb.Mailbox._fields_]
    src = tmp_path / "layout.c"
    src.write_text(
        '#include <stddef.h>\n#include <stdio.h>\n#include "set_mailbox.h"\nint main(void) {\n'
        + "".join(f'printf("{f} %zu\\n", offsetof(struct set_mailbox, {f}));\n' for f in fields)
        + 'printf("SIZE %zu\\n", sizeof(struct set_mailbox));\n'
        + f'printf("MAGIC %u\\n", SET_MAILBOX_MAGIC);\nprintf("VERSION %u\\n", SET_MAILBOX_VERSION);\n'
        + 'printf("MAX_NS %u\\n", SET_MAILBOX_MAX_NS);\n'
        + 'printf("STATES %d,%d,%d,%d\\n", SET_STATE_BOOT, SET_STATE_MOUNTING, SET_STATE_READY, SET_STATE_FAILED);\n'
        + 'printf("FLAGS %u,%u\\n", SET_CFG_FORMAT_IF_BLANK, SET_CFG_FORMAT_ALWAYS);\nreturn 0;\n}\n')
    exe = tmp_path / "layout"
    subprocess.run(["gcc", "-std=c11", "-I", str(REPO / "firmware" / "include"), str(src), "-o", str(exe)], check=True)
    got = dict(line.split() for line in subprocess.run([str(exe)], check=True, capture_output=True,
                                                        text=True).stdout.splitlines())
    for f in fields:
        assert int(got[f]) == getattr(smb.Mailbox, f).offset, f"field {f}: C offset {got[f]}, Python {getattr(smb.Mailbox, f).offset}"
    assert int(got["SIZE"]) == ctypes.sizeof(smb.Mailbox)
    assert got["STATES"] == f"{smb.STATE_BOOT},{smb.STATE_MOUNTING},{smb.STATE_READY},{smb.STATE_FAILED}"
    assert got["FLAGS"] == f"{smb.CFG_FORMAT_IF_BLANK},{smb.CFG_FORMAT_ALWAYS}"
    assert (int(got["MAGIC"]), int(got["VERSION"]), int(got["MAX_NS"])) == (smb.MAGIC, smb.VERSION, smb.MAX_NS)
