#!/usr/bin/env python3
"""Write the file list Vivado reads for the VCU118 build (boards/vcu118/build.tcl).

The list is three parts, one file a line as tools/filelist.py writes them
("<file_type> <path>", paths relative to the repository root unless absolute):

  1. the files of FuseSoC target synth_vcu118 (fusesoc.core and the cores it depends on): our
     RTL, the board top, the XDC and the vendor-IP Tcl;
  2. the Rocket core's Verilog (`verilogSource <absolute path>`), which is the pinned PyPI package
     pythondata-cpu-rocket and not a file of this repository (sim/lib/cssd_sim/rocket.py says which
     files; they need SYNTHESIS defined, which build.tcl does);
  3. the cores' boot images (`mem <absolute path>` each), $readmemh images from
     `make -C firmware set mgmt isp` (build.sh runs it first): build/fw-rv64/boot/set.hex for
     every set core, mgmt.hex for the management core and, when the vcu118 configuration has an
     ISP core (config/cssd.toml isp_core), isp.hex for it. build.tcl tells them apart by file
     name and passes set.hex to vcu118_top's BootHex, mgmt.hex to its MgmtBootHex, isp.hex to
     its IspBootHex.

Nothing generated or vendored is committed: parts 2 and 3 are looked up when the list is written,
and a missing file is an error here, before Vivado starts.

    boards/vcu118/sources.py -o build/vcu118/sources.f [--boot-hex <set.hex>] [--mgmt-hex <mgmt.hex>]
                             [--isp-hex <isp.hex>]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))
import filelist  # noqa: E402
from cssd_config import CONFIGS  # noqa: E402
from cssd_sim import rocket  # noqa: E402

TARGET = "synth_vcu118"
DEFAULT_BOOT_HEX = REPO / "build" / "fw-rv64" / "boot" / "set.hex"
DEFAULT_MGMT_HEX = REPO / "build" / "fw-rv64" / "boot" / "mgmt.hex"
DEFAULT_ISP_HEX = REPO / "build" / "fw-rv64" / "boot" / "isp.hex"
# build.tcl maps the images to vcu118_top's parameters by these file names
IMAGE_NAMES = {"set.hex": "BootHex", "mgmt.hex": "MgmtBootHex", "isp.hex": "IspBootHex"}
# The board's configuration has an ISP core: its image is listed too.
HAS_ISP = CONFIGS["vcu118"].isp_core == 1


class SourcesError(Exception):
    """A part of the list cannot be found."""


def rocket_files() -> list[Path]:
    """The board's Rocket configuration (config/cssd.toml, vcu118 `rocket`; its ISP core's
    `isp_rocket` is the same, so no core needs a renamed copy: build.tcl defines only SYNTHESIS,
    not the macro soc_core would need for one, sim/lib/cssd_sim/rocket.py system_sources)."""
    cfg = CONFIGS["vcu118"]
    if cfg.isp_core and cfg.isp_rocket != cfg.rocket:
        raise SourcesError(f"vcu118: isp_rocket {cfg.isp_rocket} differs from rocket {cfg.rocket}; the board flow "
                           "builds every core from one Rocket configuration (no renamed ISP core)")
    try:
        return rocket.sources(cfg.rocket)
    except RuntimeError as exc:
        raise SourcesError(f"{exc} (make setup installs it into the project venv)") from exc


def lines(boot_hex: Path = DEFAULT_BOOT_HEX, mgmt_hex: Path = DEFAULT_MGMT_HEX, isp_hex: Path = DEFAULT_ISP_HEX,
          core: Path = REPO / "fusesoc.core") -> list[str]:
    """The Vivado file list for the VCU118 build, as lines (isp_hex only when the vcu118
    configuration has an ISP core)."""
    try:
        files, _ = filelist.get_files(core, TARGET)
    except filelist.FileListError as exc:
        raise SourcesError(str(exc)) from exc
    out = filelist.format_lines(files)
    out += [f"verilogSource {p.resolve().as_posix()}" for p in rocket_files()]
    images = [(boot_hex, "set.hex", "set"), (mgmt_hex, "mgmt.hex", "mgmt")]
    if HAS_ISP:
        images.append((isp_hex, "isp.hex", "isp"))
    for image, name, target in images:
        image = image.resolve()
        if image.name != name:
            raise SourcesError(f"boot image {image} must be named {name} (build.tcl tells the images apart by name)")
        if not image.is_file():
            raise SourcesError(f"boot image {image} not found: build it with `make -C firmware {target}`")
        out.append(f"mem {image.as_posix()}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boot-hex", type=Path, default=DEFAULT_BOOT_HEX,
                    help=f"the cores' boot image (default: {DEFAULT_BOOT_HEX.relative_to(REPO)})")
    ap.add_argument("--mgmt-hex", type=Path, default=DEFAULT_MGMT_HEX,
                    help=f"the management core's boot image (default: {DEFAULT_MGMT_HEX.relative_to(REPO)})")
    ap.add_argument("--isp-hex", type=Path, default=DEFAULT_ISP_HEX,
                    help=f"the ISP core's boot image (default: {DEFAULT_ISP_HEX.relative_to(REPO)}; listed when the "
                         "vcu118 configuration has an ISP core)")
    ap.add_argument("-o", "--output", type=Path, help="write to this file instead of stdout")
    args = ap.parse_args(argv)
    try:
        text = "".join(line + "\n" for line in lines(args.boot_hex, args.mgmt_hex, args.isp_hex))
    except SourcesError as exc:
        print(f"sources.py: {exc}", file=sys.stderr)
        return 1
    if args.output:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
