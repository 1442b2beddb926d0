#!/usr/bin/env bash
# VCU118 board flow entry point (make bit BOARD=vcu118 calls "build.sh bit").
#
#   boards/vcu118/build.sh [bit]     firmware boot images (make -C firmware set mgmt isp), file list
#                                    (sources.py) -> Vivado: IP, synthesis, implementation,
#                                    reports, bitstream, configuration-memory files in build/vcu118/
#   boards/vcu118/build.sh program   load build/vcu118/vcu118_top.bit over JTAG
#   boards/vcu118/build.sh flash     write build/vcu118/vcu118_top_{primary,secondary}.mcs to the
#                                    configuration flash and reboot the FPGA from it
#
# Environment: BUILD_DIR (default <repo>/build/vcu118), VIVADO (default: vivado on PATH),
# PYTHON (default: the project venv, else python3), VCU118_HW_SERVER (program/flash),
# VCU118_ALLOW_TIMING_FAILURE=1 (write a bitstream even if timing fails; lab use only).
set -euo pipefail

# Vivado first: without it nothing below can run, and the message must say so plainly.
# (Only shell built-ins are used before this check.)
vivado="${VIVADO:-vivado}"
if ! command -v "$vivado" >/dev/null 2>&1; then
  {
    echo "Vivado not found: '$vivado' is not on PATH."
    echo "The VCU118 build needs AMD/Xilinx Vivado 2023.2 (with Virtex UltraScale+ device support)."
    echo "Install it, then run 'source <Vivado install>/settings64.sh' (or set VIVADO=/path/to/vivado)"
    echo "and retry. What can be checked without Vivado is run by: .venv/bin/python -m pytest sim/boards"
  } >&2
  exit 127
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
board_dir="$root/boards/vcu118"
out="${BUILD_DIR:-$root/build/vcu118}"
python="${PYTHON:-$root/.venv/bin/python}"
[ -x "$python" ] || python=python3

cmd="${1:-bit}"
case "$cmd" in
  bit)
    mkdir -p "$out"
    # The cores' boot images (riscv64-unknown-elf-gcc; make setup installs it), then the file
    # list: FuseSoC target synth_vcu118 + the Rocket Verilog (pip package) + the boot images
    # (the ISP core's when the vcu118 configuration has one: sources.py decides).
    make -s -C "$root/firmware" set mgmt isp
    "$python" "$board_dir/sources.py" -o "$out/sources.f"
    build_id="$(git -C "$root" rev-parse --short=8 HEAD 2>/dev/null || echo 0)"
    echo "[vcu118] Vivado: $(command -v "$vivado"); output: $out; build id: $build_id"
    cd "$out"
    exec "$vivado" -mode batch -notrace -nojournal -log "$out/vivado.log" \
      -source "$board_dir/build.tcl" -tclargs "$root" "$out/sources.f" "$out" "$build_id"
    ;;
  program)
    cd "$out"
    exec "$vivado" -mode batch -notrace -nojournal -log "$out/program.log" \
      -source "$board_dir/program.tcl" -tclargs jtag "$out/vcu118_top.bit"
    ;;
  flash)
    cd "$out"
    exec "$vivado" -mode batch -notrace -nojournal -log "$out/flash.log" \
      -source "$board_dir/program.tcl" -tclargs flash "$out/vcu118_top.mcs"
    ;;
  *)
    echo "usage: $0 [bit|program|flash]" >&2
    exit 2
    ;;
esac
