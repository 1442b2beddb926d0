#!/usr/bin/env python3
"""Print the files of one FuseSoC target, in dependency order, one per line.

A target's files are those of its core and of every core it depends on (`depend:` of its
filesets, recursively): each IP's core file sits beside its RTL (rtl/<ip>/<ip>.core,
boards/<board>/<board>.core) and the root fusesoc.core holds the targets. A dependency
contributes its `default` target's filesets, and the top core's target flags hold for all cores,
as in FuseSoC. Cores come before the cores that depend on them (depth first, in `depend:` order).

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
files/file_type/depend, targets with filesets/filesets_append/flags/default_tool/toplevel, YAML
merge keys and simple "flag? (...)" / "!flag? (...)" expressions). The tests compare the two on
the real cores.

Examples:
    tools/filelist.py --target synth_vcu118
    tools/filelist.py --target synth_vcu118 --tool verilator -o build/vcu118/lint.f
    tools/filelist.py --target synth_vcu118 --toplevel
    tools/filelist.py --core nvme --target default
"""
from __future__ import annotations

import argparse
import functools
import os
import re
import sys
from pathlib import Path
from typing import Iterable

REPO_ROOT = Path(__file__).resolve().parent.parent
REPO = REPO_ROOT


class FileListError(Exception):
    """The core file or the requested target cannot be turned into a file list."""


# Cores are looked up under the repository, in these folders (and the root core file itself);
# the rest of the tree (build outputs, the venv) is not scanned.
CORE_DIRS = ("rtl", "boards")


def _vln(name: str) -> str:
    """'cssd:ip:nvme' of a VLNV or a depend entry such as '>=cssd:ip:nvme:0.1.0'."""
    return ":".join(name.lstrip("<>=~^").split(":")[:3])


def _ordered(root, deps_of, key) -> list:
    """The cores under `root`, each after the cores it depends on (depth first, in the order of
    the `depend:` lists), `root` last: the dependency order the file lists need."""
    out: list = []
    seen: set = set()
    stack: list = []

    def visit(core) -> None:
        k = key(core)
        if k in stack:
            raise FileListError(f"dependency cycle: {' -> '.join(stack + [k])}")
        if k in seen:
            return
        stack.append(k)
        for dep in deps_of(core):
            visit(dep)
        stack.pop()
        seen.add(k)
        out.append(core)

    visit(root)
    return out


def _rel(core_dir: Path, name: str, base: Path) -> str:
    """A file of a core (relative to the core's folder) relative to `base`, normalised."""
    return os.path.relpath(os.path.normpath(core_dir / name), base).replace(os.sep, "/")


# --------------------------------------------------------------------------------------------------
# Via FuseSoC
# --------------------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=4)
def _core_manager(cores_root: Path):
    from fusesoc.config import Config  # type: ignore[import-not-found]
    from fusesoc.coremanager import CoreManager  # type: ignore[import-not-found]
    from fusesoc.librarymanager import Library  # type: ignore[import-not-found]

    cm = CoreManager(Config())
    ignored = [os.path.realpath(p) for p in cores_root.iterdir()
               if p.is_dir() and p.name not in CORE_DIRS]
    cm.add_library(Library("cssd", str(cores_root)), ignored)
    return cm


def _files_fusesoc(core_file: Path, target: str, tool: str | None,
                   cores_root: Path) -> tuple[list[dict], str]:
    cm = _core_manager(cores_root)
    by_file = {os.path.realpath(c.core_file): c for c in cm.get_cores().values()}
    top = by_file.get(os.path.realpath(core_file))
    if top is None:
        raise FileListError(f"{core_file}: not found among the cores under {cores_root}")
    try:
        flags = dict(top.get_flags(target))
    except RuntimeError as exc:  # unknown target
        raise FileListError(str(exc)) from exc
    if tool:
        flags["tool"] = tool
    flags["target"] = target

    def core_flags(core) -> dict:
        return {**flags, "is_toplevel": core is top}

    # FuseSoC resolves the dependencies (which cores, which versions); the order is the
    # depth-first walk of each core's depend lists, so it does not hang on the solver's order.
    solved = {_vln(str(c.name)): c for c in cm.get_depends(top.name, core_flags(top))}

    def deps_of(core) -> list:
        return [solved[_vln(str(d))] for d in core.get_depends(core_flags(core))]

    base = core_file.resolve().parent
    files = []
    for core in _ordered(top, deps_of, lambda c: _vln(str(c.name))):
        for f in core.get_files(core_flags(core)):
            files.append({
                "name": _rel(Path(core.core_root), f["name"], base),
                "file_type": f.get("file_type", ""),
                "is_include_file": bool(f.get("is_include_file", False)),
            })
    try:
        toplevel = top.get_toplevel({**flags, "is_toplevel": True})
    except SyntaxError:  # an IP core's default target need not name one
        toplevel = ""
    return files, str(toplevel or "")


# --------------------------------------------------------------------------------------------------
# Minimal CAPI=2 reader (fallback)
# --------------------------------------------------------------------------------------------------
_EXPR = re.compile(r"^\s*(!?)([\w.-]+)\s*\?\s*\((.*)\)\s*$", re.DOTALL)


def _flag_defs(flags: dict) -> frozenset:
    """The set flags as FuseSoC sees them: `name` when True, `name_value` for a string or
    number (so tool: verilator gives tool_verilator, target: lint gives target_lint)."""
    out = set()
    for k, v in flags.items():
        if v is True:
            out.add(k)
        elif isinstance(v, (str, int)):
            out.add(f"{k}_{v}")
    return frozenset(out)


def _expand(items: Iterable, defs: frozenset) -> list:
    """Expand FuseSoC "flag? (a b)" / "!flag? (a b)" entries in a list."""
    out: list = []
    for item in items:
        m = _EXPR.match(item) if isinstance(item, str) else None
        if not m:
            out.append(item)
            continue
        negate, flag, inner = m.group(1) == "!", m.group(2), m.group(3)
        if (flag in defs) != negate:
            out.extend(_expand(inner.split(), defs))
    return out


def _read_core(core_file: Path) -> dict:
    import yaml

    text = core_file.read_text()
    if not text.startswith("CAPI=2:"):
        raise FileListError(f"{core_file}: not a CAPI=2 core file (first line must be 'CAPI=2:')")
    return yaml.safe_load(text) or {}


@functools.lru_cache(maxsize=4)
def core_index(cores_root: Path = REPO) -> dict[str, Path]:
    """{'vendor:library:name': core file} of every core under `cores_root` (fusesoc.core at its
    root and the .core files in CORE_DIRS)."""
    paths = [p for p in [cores_root / "fusesoc.core"] if p.is_file()]
    for d in CORE_DIRS:
        paths += sorted((cores_root / d).rglob("*.core"))
    index: dict[str, Path] = {}
    for p in paths:
        name = _vln(str(_read_core(p).get("name", "")))
        if name in index:
            raise FileListError(f"core {name} defined twice: {index[name]} and {p}")
        index[name] = p
    return index


def _files_yaml(core_file: Path, target: str, tool: str | None,
                cores_root: Path) -> tuple[list[dict], str]:
    core_file = core_file.resolve()
    top = _read_core(core_file)
    targets = top.get("targets") or {}
    if target not in targets:
        raise FileListError(f"{core_file}: no target '{target}' (targets: {', '.join(targets)})")
    tgt = targets[target] or {}
    # The top core's target flags hold for every core, as in FuseSoC.
    flags = dict(tgt.get("flags") or {})
    if tool or tgt.get("default_tool"):
        flags["tool"] = tool or tgt.get("default_tool")
    flags["target"] = target
    index = {name: p.resolve() for name, p in core_index(cores_root).items()}

    def filesets_of(path: Path) -> list[tuple[str, dict]]:
        data = top if path == core_file else _read_core(path)
        is_top = path == core_file
        defs = _flag_defs({**flags, "is_toplevel": is_top})
        t = (data.get("targets") or {}).get(target if is_top else "default")
        if not t:
            return []
        all_fs = data.get("filesets") or {}
        out = []
        for fs_name in _expand(list(t.get("filesets") or []) + list(t.get("filesets_append") or []),
                               defs):
            if fs_name not in all_fs:
                raise FileListError(f"{path}: fileset '{fs_name}', requested by target "
                                    f"'{target if is_top else 'default'}', was not found")
            out.append((fs_name, all_fs[fs_name] or {}))
        return out

    def deps_of(path: Path) -> list[Path]:
        defs = _flag_defs({**flags, "is_toplevel": path == core_file})
        deps = []
        for _, fs in filesets_of(path):
            for d in _expand(fs.get("depend") or [], defs):
                if _vln(d) not in index:
                    raise FileListError(f"{path}: depends on {d}, which no core under "
                                        f"{cores_root} provides")
                deps.append(index[_vln(d)])
        return deps

    base = core_file.parent
    files: list[dict] = []
    for path in _ordered(core_file, deps_of, str):
        defs = _flag_defs({**flags, "is_toplevel": path == core_file})
        for _, fs in filesets_of(path):
            default_type = fs.get("file_type", "")
            for entry in _expand(fs.get("files") or [], defs):
                if isinstance(entry, dict):
                    ((name, attrs),) = entry.items()
                    attrs = attrs or {}
                else:
                    name, attrs = entry, {}
                files.append({
                    "name": _rel(path.parent, str(name), base),
                    "file_type": attrs.get("file_type", default_type),
                    "is_include_file": bool(attrs.get("is_include_file", False)),
                })
    return files, str(tgt.get("toplevel") or "")


# --------------------------------------------------------------------------------------------------
def get_files(core_file: Path, target: str, tool: str | None = None,
              backend: str = "auto", cores_root: Path = REPO) -> tuple[list[dict], str]:
    """Return ([{name, file_type, is_include_file}], toplevel) for a target: the files of the
    core and of every core it depends on (found under `cores_root`), in dependency order, paths
    relative to `core_file`'s folder.

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
        return _files_fusesoc(core_file, target, tool, cores_root)
    if backend == "yaml":
        return _files_yaml(core_file, target, tool, cores_root)
    raise ValueError(f"unknown backend {backend}")


def find_core(name: str, cores_root: Path = REPO) -> Path:
    """The core file of `name`: a full 'vendor:library:name' or just its last part ('nvme')."""
    index = core_index(cores_root)
    if _vln(name) in index:
        return index[_vln(name)]
    hits = [p for vln, p in index.items() if vln.split(":")[-1] == name]
    if len(hits) != 1:
        raise FileListError(f"core '{name}': {'ambiguous' if hits else 'not found'} "
                            f"(cores: {', '.join(sorted(index))})")
    return hits[0]


def format_lines(files: list[dict], root: Path | None = None) -> list[str]:
    lines = []
    for f in files:
        path = Path(f["name"])
        if root is not None and not path.is_absolute():
            path = Path(os.path.normpath(root / path))
        line = f"{f['file_type'] or 'unknown'} {path.as_posix()}"
        if f["is_include_file"]:
            line += " include"
        lines.append(line)
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--core", type=Path, default=REPO_ROOT / "fusesoc.core",
                    help="CAPI=2 core file or core name, e.g. nvme or cssd:ip:nvme (default: "
                         "fusesoc.core at the repository root)")
    ap.add_argument("--target", required=True, help="FuseSoC target, e.g. synth_vcu118")
    ap.add_argument("--tool", help="tool flag to evaluate expressions with "
                                   "(default: the target's default_tool)")
    ap.add_argument("--backend", choices=("auto", "fusesoc", "yaml"), default="auto")
    ap.add_argument("--absolute", action="store_true",
                    help="print absolute paths (relative to the core file's folder otherwise)")
    ap.add_argument("--toplevel", action="store_true", help="print only the target's toplevel")
    ap.add_argument("-o", "--output", type=Path, help="write to this file instead of stdout")
    args = ap.parse_args(argv)

    core = args.core
    if not core.is_file() and ":" in str(core) or core.suffix != ".core" and "/" not in str(core):
        try:
            core = find_core(str(core))
        except FileListError as exc:
            print(f"filelist.py: {exc}", file=sys.stderr)
            return 1
    core = core.resolve()
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
