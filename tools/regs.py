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
Maps in SV_PACKAGES also give the RTL decode its numbers:
  rtl/top/generated/<map>_pkg.sv          localparams per block: base, stride, count, window
Per IP whose fields carry SystemRDL enums (`encode`):
  firmware/include/generated/<ip>_enums.h C enum of each encoding (PeakRDL-cheader 1.1 emits none)

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
# Address maps whose decode is hand-written RTL: the RTL reads base, stride, count and window of
# each block from a generated package instead of restating them.
SV_PACKAGES = {"fw_port"}
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
        if name in SV_PACKAGES:
            written.append(sv_package(rdl, ip_dir / "generated" / f"{name}_pkg.sv"))
        if rdl.parent.name != "top":  # maps include the IPs' sources: their enums come from there
            enums = c_enums(rdl, out / "firmware" / "include" / "generated" / f"{name}_enums.h")
            written += [enums] if enums else []
    return written


def _elaborate(rdl: Path):
    from systemrdl import RDLCompiler  # PeakRDL's own front end, in the venv with it

    comp = RDLCompiler()
    comp.compile_file(str(rdl))
    return comp.elaborate(top_def_name=rdl.stem).top


def c_enums(rdl: Path, dest: Path) -> Path | None:
    """C header of the field encodings (SystemRDL `enum`s) of one IP, or None if it has none.

    Names follow PeakRDL-cheader's scheme: <SCOPE>__<ENUM>__<MEMBER>, e.g. FLASH_CHAN__OP_E__READ
    for `enum op_e` in addrmap flash_chan; the header lists the fields each encoding serves.
    """
    from systemrdl.node import FieldNode

    top = _elaborate(rdl)
    enums: dict[tuple[str, str], tuple[object, list[str]]] = {}
    for node in top.descendants(unroll=False):
        enc = node.get_property("encode") if isinstance(node, FieldNode) else None
        if enc is not None:
            key = (enc.get_scope_path() or top.inst_name, enc.type_name)
            enums.setdefault(key, (enc, []))[1].append(node.get_path())
    if not enums:
        return None
    guard = f"{rdl.stem.upper()}_ENUMS_H"
    lines = [f"/* Generated by tools/regs.py from {rdl.relative_to(REPO)}; do not edit (`make regs`). */",
             f"#ifndef {guard}", f"#define {guard}", ""]
    for (scope, type_name), (enc, fields) in sorted(enums.items()):
        prefix = f"{scope.replace('::', '__')}__{type_name}".upper()
        lines.append(f"/* {scope}::{type_name}, the encoding of {', '.join(fields)} */")
        lines.append(f"enum {prefix.lower()} {{")
        for m in enc:
            lines.append(f"\t{prefix}__{m.name} = {m.value}u, /**< {m.rdl_desc or m.name} */")
        lines += ["};", ""]
    lines += [f"#endif /* {guard} */", ""]
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text("\n".join(lines))
    return dest


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def sv_package(rdl: Path, dest: Path) -> Path:
    """SV package of an address map's top-level blocks, for RTL that decodes the map by hand.

    Per block <B> (UpperCamelCase of the instance name, prefixed by the map's): <B>Base, <B>Stride
    (the array stride; the window for a single block), <B>Count (1 for a single block), <B>Window
    (bytes each instance owns: up to the next block, or the stride) and <B>Size (bytes its
    registers span). A compact exporter on systemrdl-compiler, as PeakRDL has none for packages
    of plain parameters. `int`, not `int unsigned`: Icarus 11 rejects the latter in a package.
    """
    top = _elaborate(rdl)
    blocks = sorted(top.children(), key=lambda n: n.raw_address_offset)
    pre = _camel(top.inst_name)
    lines = [
        f"// Generated by tools/regs.py from {rdl.relative_to(REPO)}; do not edit (`make regs`).",
        f"// {top.get_property('name')}: where each block sits. Addresses in bytes.",
        f"package {top.inst_name}_pkg;",
    ]
    for i, b in enumerate(blocks):
        count = b.array_dimensions[0] if b.is_array else 1
        if b.is_array and len(b.array_dimensions) != 1:
            raise SystemExit(f"{rdl}: {b.inst_name}: only one-dimensional arrays have a package form")
        stride = b.array_stride if b.is_array else None
        end = b.raw_address_offset + (stride * count if stride else b.size)
        nxt = blocks[i + 1].raw_address_offset if i + 1 < len(blocks) else None
        window = stride if stride else (nxt if nxt is not None else end) - b.raw_address_offset
        if nxt is not None and end > nxt:
            raise SystemExit(f"{rdl}: {b.inst_name} overlaps {blocks[i + 1].inst_name}")
        n = pre + _camel(b.inst_name)
        lines += [
            f"  // {b.inst_name}: {b.get_property('name')}"
            + (f" ({count} instances)" if b.is_array else ""),
            f"  localparam int {n}Base   = 32'h{b.raw_address_offset:X};",
            f"  localparam int {n}Stride = 32'h{stride or window:X};",
            f"  localparam int {n}Count  = {count};",
            f"  localparam int {n}Window = 32'h{window:X};",
            f"  localparam int {n}Size   = 32'h{b.size:X};",
        ]
    lines += [
        "  // Bytes the map spans, and the address bits that reach all of it.",
        f"  localparam int {pre}Span      = 32'h{top.size:X};",
        f"  localparam int {pre}AddrWidth = {max(top.size - 1, 1).bit_length()};",
        "endpackage",
        "",
    ]
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text("\n".join(lines))
    return dest


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
