#!/usr/bin/env bash
# The fio source the engine is compiled against: fio-3.33 (Debian 12's fio), pinned by sha256,
# unpacked into build/fio/src and configured (./configure writes config-host.h, which fixes the
# layout of fio's structures). Never committed: build/ only.
#
# The source is Debian's upstream tarball of fio 3.33 (the `orig` tarball of the package Debian 12
# ships as /usr/bin/fio), pinned by the sha256 Debian's fio_3.33-3.dsc lists for it. It comes
# from deb.debian.org, the mirror `make setup` installs apt packages from, so a machine that can
# install the project can build the engine. Sources, tried in order:
#   FIO_SRC_TARBALL=<fio_3.33.orig.tar.gz>   the same tarball already on disk (offline machines)
#   the network: $FIO_URL (default: the Debian pool)
# Exit status 3: no source to be had (download failed, nothing given); 1: anything else, e.g. a
# bad sha256.
set -euo pipefail
out=${1:?usage: fetch_fio_src.sh <build dir>}
version=3.33
sha256=d2410e13e0f379d061d077cc5ae325835bb7c6186aa7bafc1df954cbc9b014fc
url=${FIO_URL:-http://deb.debian.org/debian/pool/main/f/fio/fio_$version.orig.tar.gz}
src="$out/src"
[ -f "$src/.configured-$version" ] && exit 0
mkdir -p "$out"
tar_file="$out/fio_$version.orig.tar.gz"
if [ -n "${FIO_SRC_TARBALL:-}" ]; then
  cp "$FIO_SRC_TARBALL" "$tar_file"
else
  echo "[fio] downloading $url"
  curl -fsSL --retry 2 "$url" -o "$tar_file" \
    || { echo "[fio] download failed; set FIO_SRC_TARBALL=<fio_$version.orig.tar.gz>" >&2
         rm -f "$tar_file"; exit 3; }  # 3: source unavailable, unlike a bad checksum
fi
got=$(sha256sum "$tar_file" | cut -d' ' -f1)
if [ "$got" != "$sha256" ]; then
  echo "[fio] sha256 mismatch for fio-$version source: got $got, want $sha256" >&2
  rm -f "$tar_file"
  exit 1
fi
rm -rf "$src" "$out/fio-$version"
tar -xzf "$tar_file" -C "$out"
mv "$out/fio-$version" "$src"
rm -f "$tar_file"
# config-host.h only; the options Debian's build uses do not change the structures the engine
# touches (io_u, fio_file and thread_data up to io_ops_data have no #ifdef'd members).
(cd "$src" && ./configure --disable-native >"$out/configure.log" 2>&1) \
  || { echo "[fio] configure failed, see $out/configure.log" >&2; exit 1; }
touch "$src/.configured-$version"
