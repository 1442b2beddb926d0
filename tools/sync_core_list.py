#!/usr/bin/env python3
"""Rewrite rtl/nvme/nvme.core's list of the split Chisel emission (rtl/nvme/generated/front_end/)
from the folder's contents. `make chisel` runs it after emitting, because firtool names helper modules
after their types (nvme_Queue4_NvmeHostDmaReq.sv ...; Emit.scala adds the IP prefix), so the file
set changes with the Chisel source; sim/checks/test_generated.py checks that the list and the
folder agree.
"""
from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CORE = "rtl/nvme/nvme.core"
SPLIT_DIR = "rtl/nvme/generated/front_end"
# Paths in the core file are relative to its folder; the split files follow this line in its
# rtl fileset.
SPLIT_REL = "generated/front_end"
ANCHOR = "      - generated/nvme_pcie_completer.sv\n"


def main() -> int:
    core = REPO / CORE
    text = core.read_text()
    files = sorted(p.name for p in (REPO / SPLIT_DIR).glob("*.sv"))
    listing = "".join(f"      - {SPLIT_REL}/{f}\n" for f in files)
    pattern = re.escape(ANCHOR) + r"(?:      - " + re.escape(SPLIT_REL) + r"/[^\n]*\n)*"
    new, n = re.subn(pattern, lambda _m: ANCHOR + listing, text)
    if n != 1:
        raise SystemExit(f"{CORE}: anchor {ANCHOR.strip()!r} not found exactly once")
    if new != text:
        core.write_text(new)
        print(f"[chisel] {CORE} lists {len(files)} files of {SPLIT_DIR}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
