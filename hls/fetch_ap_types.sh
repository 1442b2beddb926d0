#!/usr/bin/env bash
# Xilinx's ap_types headers (ap_int, ap_fixed, hls_stream; Apache-2.0) for C simulation of the drive
# programs, as PyPI's hls4ml 1.3.0 wheel ships them. Only the wheel is fetched (no dependencies,
# nothing installed), checked against its sha256, and the headers are unpacked into
# build/hls/ap_types. Never committed. Idempotent: a second run finds the headers and returns.
#   HLS4ML_WHEEL=<hls4ml-1.3.0-py3-none-any.whl>   the same wheel already on disk (offline machines)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/build/hls"
version=1.3.0
sha256=01bf1de2cd9bca56699b9fe3385cb1735026b022f9580fe1d73faf192dfb90f2
stamp="$out/ap_types/.from-hls4ml-$version"
[ -f "$stamp" ] && exit 0
mkdir -p "$out/dl"
wheel="${HLS4ML_WHEEL:-$out/dl/hls4ml-$version-py3-none-any.whl}"
if [ ! -f "$wheel" ]; then
  "${PIP:-$root/.venv/bin/pip}" download -q --no-deps --only-binary=:all: -d "$out/dl" "hls4ml==$version"
fi
echo "$sha256  $wheel" | sha256sum -c --quiet - || { echo "hls4ml wheel: sha256 mismatch ($wheel)" >&2; exit 1; }
rm -rf "$out/ap_types" "$out/unpack"
python3 -m zipfile -e "$wheel" "$out/unpack"
mv "$out/unpack/hls4ml/templates/vivado/ap_types" "$out/ap_types"
rm -rf "$out/unpack"
touch "$stamp"
