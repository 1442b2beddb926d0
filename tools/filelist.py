#!/usr/bin/env python3
"""Print the files of one FuseSoC target, in fileset order, one per line.

The board flows (e.g. `make bit BOARD=vcu118`) read their sources from this list so that Vivado
builds exactly what FuseSoC would: the same files, in the same order, with the same types.

Output format, one file per line (paths as written in the core file, relative to its folder,
unless --absolute):

    <file_type> <path>              e.g. systemVerilogSource rtl/common/common_fifo_sync.sv
    <file_type> <path> include      for files marked is_include_file (their folder is an include
                                    directory; they are not compiled on their own)

FuseSoC's own parser is used when the fusesoc package is importable (it is in the project venv),
so use flags and expressions such as "tool_vivado? (fileset)" mean exactly what they mean to
FuseSoC. Without it, a minimal CAPI=2 reader handles the subset this project uses (filesets with
files/file_type, targets with filesets/filesets_append/default_tool/toplevel, YAML merge keys and
simple "flag? (...)" / "!flag? (...)" expressions). The tests compare the two on the real core.

Examples:
    tools/filelist.py --target synth_vcu118
    tools/filelist.py --target synth_vcu118 --tool verilator -o build/vcu118/lint.f
    tools/filelist.py --target synth_vcu118 --toplevel
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Iterable

REPO_ROOT = Path(__file__).resolve().parent.parent


class FileListError(Exception):
    """The core file or the requested target cannot be turned into a file list."""


# --------------------------------------------------------------------------------------------------
# Via FuseSoC
# --------------------------------------------------------------------------------------------------
def _files_fusesoc(core_file: Path, target: str, tool: str | None) -> tuple[list[dict], str]:
    from fusesoc.capi2.core import CoreInterface  # type: ignore[import-not-found]
    from fusesoc.capi2.coreparser import Core2Parser  # type: ignore[import-not-found]

    core = CoreInterface(Core2Parser(), core_file)
    try:
        flags = dict(core.get_flags(target))
    except RuntimeError as exc:  # unknown target
        raise FileListError(str(exc)) from exc
    if tool:
        flags["tool"] = tool
    flags["target"] = target
    flags["is_toplevel"] = True
    files = [
        {
            "name": f["name"],
            "file_type": f.get("file_type", ""),
            "is_include_file": bool(f.get("is_include_file", False)),
        }
        for f in core.get_files(flags)
    ]
    return files, str(core.get_toplevel(flags) or "")


# --------------------------------------------------------------------------------------------------
# Minimal CAPI=2 reader (fallback)
# --------------------------------------------------------------------------------------------------
_EXPR = re.compile(r"^\s*(!?)([\w.-]+)\s*\?\s*\((.*)\)\s*$", re.DOTALL)


def _expand(items: Iterable, flags: dict) -> list:
    """Expand FuseSoC "flag? (a b)" / "!flag? (a b)" entries in a fileset list."""
    out: list = []
    for item in items:
        m = _EXPR.match(item) if isinstance(item, str) else None
        if not m:
            out.append(item)
            continue
        negate, flag, inner = m.group(1) == "!", m.group(2), m.group(3)
        if flag.startswith("tool_"):
            value = flags.get("tool") == flag[len("tool_"):]
        elif flag.startswith("target_"):
            value = flags.get("target") == flag[len("target_"):]
        else:
            value = bool(flags.get(flag, False))
        if value != negate:
            out.extend(_expand(inner.split(), flags))
    return out


def _files_yaml(core_file: Path, target: str, tool: str | None) -> tuple[list[dict], str]:
    import yaml

    text = core_file.read_text()
    if not text.startswith("CAPI=2:"):
        raise FileListError(f"{core_file}: not a CAPI=2 core file (first line must be 'CAPI=2:')")
    data = yaml.safe_load(text) or {}
    targets = data.get("targets") or {}
    if target not in targets:
        raise FileListError(f"{core_file}: no target '{target}' (targets: {', '.join(targets)})")
    tgt = targets[target] or {}
    flags = dict(tgt.get("flags") or {})
    flags["tool"] = tool or tgt.get("default_tool")
    flags["target"] = target
    fileset_names = _expand(list(tgt.get("filesets") or []) + list(tgt.get("filesets_append") or []),
                            flags)
    filesets = data.get("filesets") or {}
    files: list[dict] = []
    for fs_name in fileset_names:
        if fs_name not in filesets:
            raise FileListError(f"{core_file}: fileset '{fs_name}', requested by target "
                                f"'{target}', was not found")
        fs = filesets[fs_name] or {}
        default_type = fs.get("file_type", "")
        for entry in _expand(fs.get("files") or [], flags):
            if isinstance(entry, dict):
                ((name, attrs),) = entry.items()
                attrs = attrs or {}
            else:
                name, attrs = entry, {}
            files.append({
                "name": str(name),
                "file_type": attrs.get("file_type", default_type),
                "is_include_file": bool(attrs.get("is_include_file", False)),
            })
    return files, str(tgt.get("toplevel") or "")


# --------------------------------------------------------------------------------------------------
def get_files(core_file: Path, target: str, tool: str | None = None,
              backend: str = "auto") -> tuple[list[dict], str]:
    """Return ([{name, file_type, is_include_file}], toplevel) for a target.

    backend: "fusesoc", "yaml" or "auto" (FuseSoC when importable, else the YAML reader).
    """
    if not core_file.is_file():
        raise FileListError(f"core file not found: {core_file}")
    if backend == "auto":
        try:
            import fusesoc.capi2.core  # noqa: F401  # type: ignore[import-not-found]
            backend = "fusesoc"
        except ImportError:
            backend = "yaml"
    if backend == "fusesoc":
        return _files_fusesoc(core_file, target, tool)
    if backend == "yaml":
        return _files_yaml(core_file, target, tool)
    raise ValueError(f"unknown backend {backend}")


def format_lines(files: list[dict], root: Path | None = None) -> list[str]:
    lines = []
    for f in files:
        path = Path(f["name"])
        if root is not None and not path.is_absolute():
            path = root / path
        line = f"{f['file_type'] or 'unknown'} {path.as_posix()}"
        if f["is_include_file"]:
            line += " include"
        lines.append(line)
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--core", type=Path, default=REPO_ROOT / "fusesoc.core",
                    help="CAPI=2 core file (default: fusesoc.core at the repository root)")
    ap.add_argument("--target", required=True, help="FuseSoC target, e.g. synth_vcu118")
    ap.add_argument("--tool", help="tool flag to evaluate expressions with "
                                   "(default: the target's default_tool)")
    ap.add_argument("--backend", choices=("auto", "fusesoc", "yaml"), default="auto")
    ap.add_argument("--absolute", action="store_true",
                    help="print absolute paths (relative to the core file's folder otherwise)")
    ap.add_argument("--toplevel", action="store_true", help="print only the target's toplevel")
    ap.add_argument("-o", "--output", type=Path, help="write to this file instead of stdout")
    args = ap.parse_args(argv)

    core = args.core.resolve()
    try:
        files, toplevel = get_files(core, args.target, args.tool, args.backend)
    except FileListError as exc:
        print(f"filelist.py: {exc}", file=sys.stderr)
        return 1
    if args.toplevel:
        text = toplevel + "\n"
    else:
        text = "".join(l + "\n" for l in format_lines(files, core.parent if args.absolute else None))
    if args.output:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
