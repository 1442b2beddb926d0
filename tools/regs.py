#!/usr/bin/env python3
"""Register generation: every SystemRDL source -> PeakRDL outputs.

Per IP (`rtl/<ip>/<ip>.rdl`):
  rtl/<ip>/generated/<ip>_csr.sv          register block (PeakRDL-etana: flat ports, no structs, so
                                          Icarus 11 and Yosys 0.23 accept it; CPU i/f per CPUIF)
  firmware/include/generated/<ip>_regs.h  C header (PeakRDL-cheader)
  sw/python/cssd_regs/<ip>/               Python register map (PeakRDL-python, async accessors)
  rtl/<ip>/doc/registers.md               Markdown reference (PeakRDL-markdown)
  build/regs-html/<ip>/                   HTML reference (PeakRDL-html; a build artifact, not
                                          committed: it carries megabytes of JavaScript assets)
Maps only (`rtl/top/*.rdl`, address maps that place IP blocks in a bus such as BAR0, and the
blocks in HAND_WRITTEN_RTL): the same outputs minus the register block.

`--out DIR` writes the committed outputs under DIR instead of the repository (CI's diff check).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PEAKRDL = [sys.executable, "-m", "peakrdl"]
# Register blocks behind a firmware bus get that bus; blocks behind the BAR0 completer take its
# dword accesses directly (passthrough).
# Register descriptions whose RTL stays hand-written (the generated register block does not fit
# the block's port or behaviour); their tests check the RTL against the generated map.
#   soc_sysctl: one-cycle 64-bit word port, console byte pulse, first-write-wins exit latch.
HAND_WRITTEN_RTL = {"soc_sysctl"}
CPUIF = {"nvme": "axi4-lite-flat", "nvme_set": "axi4-lite-flat", "flash": "axi4-lite-flat",
         "flash_chan": "axi4-lite-flat"}


def sources() -> list[tuple[str, Path, bool]]:
    """(name, rdl file, has register block) for every SystemRDL source, sorted."""
    out = []
    for rdl in sorted((REPO / "rtl").glob("*/*.rdl")):
        ip = rdl.parent.name
        out.append((rdl.stem, rdl, ip != "top" and rdl.stem not in HAND_WRITTEN_RTL))
    return out


def peakrdl(*args: str) -> None:
    subprocess.run([*PEAKRDL, *args], check=True, cwd=REPO, stdout=subprocess.DEVNULL)


def generate(out: Path, html: bool) -> list[Path]:
    written: list[Path] = []
    for name, rdl, regblock in sources():
        ip_dir = out / rdl.parent.relative_to(REPO)
        src = str(rdl.relative_to(REPO))  # relative: outputs must not depend on the clone path
        if regblock:
            gen = ip_dir / "generated"
            gen.mkdir(parents=True, exist_ok=True)
            peakrdl("etana", src, "-o", str(gen), "--cpuif", CPUIF.get(name, "passthrough"),
                    "--module-name", f"{name}_csr", "--default-reset", "arst_n")
            produced = gen / f"{name}_csr.sv"
            if not produced.exists():  # etana names the file after the addrmap on some versions
                (gen / f"{name}.sv").rename(produced)
            written.append(produced)
        hdr = out / "firmware" / "include" / "generated" / f"{name}_regs.h"
        hdr.parent.mkdir(parents=True, exist_ok=True)
        peakrdl("c-header", src, "-o", str(hdr))
        written.append(hdr)
        py = out / "sw" / "python" / "cssd_regs"
        py.mkdir(parents=True, exist_ok=True)
        peakrdl("python", src, "-o", str(py), "--async", "--skip_test_case_generation",
                "--skip_library_copy",
                "--hashing_mode", "SHA256")  # the default names classes by str hash: differs per run
        written.append(py / name)
        doc = ip_dir / "doc" / ("registers.md" if name == rdl.parent.name else f"{name}.md")
        doc.parent.mkdir(parents=True, exist_ok=True)
        peakrdl("markdown", src, "-o", str(doc))
        written.append(doc)
        if html:
            html_dir = REPO / "build" / "regs-html" / name
            shutil.rmtree(html_dir, ignore_errors=True)
            peakrdl("html", src, "-o", str(html_dir))
    return written


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=REPO, help="root to write committed outputs under")
    ap.add_argument("--no-html", action="store_true", help="skip the HTML build artifact")
    args = ap.parse_args()
    for p in generate(args.out.resolve(), html=not args.no_html):
        print(f"[regs] {p.relative_to(args.out.resolve())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
