#!/usr/bin/env bash
# lwIP 2.1.3, the ISP core's TCP/IP stack, as Debian 12 packages it: the `orig` tarball of Debian's
# source package lwip 2.1.3+dfsg1-2, pinned by the sha256 its lwip_2.1.3+dfsg1-2.dsc lists, from
# deb.debian.org (the mirror set-up installs apt packages from). Unpacked into build/lwip/src.
# Never committed: build/ only. Idempotent: a second run finds the stamp and returns.
# Sources, tried in order:
#   LWIP_SRC_TARBALL=<lwip_2.1.3+dfsg1.orig.tar.xz>   the same tarball already on disk (offline)
#   the network: $LWIP_URL (default: the Debian pool)
# Exit status 3: no source to be had (download failed, nothing given); 1: anything else, e.g. a
# bad sha256.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/build/lwip"
version=2.1.3+dfsg1
sha256=0a8276d09fc4e97bbba2f953d74af2388fc2195ea156be9d7589e297a68fde24
url=${LWIP_URL:-http://deb.debian.org/debian/pool/main/l/lwip/lwip_$version.orig.tar.xz}
src="$out/src"
stamp="$src/.unpacked-$version"
[ -f "$stamp" ] && exit 0
mkdir -p "$out"
tar_file="$out/lwip_$version.orig.tar.xz"
if [ -n "${LWIP_SRC_TARBALL:-}" ]; then
  cp "$LWIP_SRC_TARBALL" "$tar_file"
else
  echo "[lwip] downloading $url"
  curl -fsSL --retry 2 "$url" -o "$tar_file" \
    || { echo "[lwip] download failed; set LWIP_SRC_TARBALL=<lwip_$version.orig.tar.xz>" >&2
         rm -f "$tar_file"; exit 3; }
fi
got=$(sha256sum "$tar_file" | cut -d' ' -f1)
if [ "$got" != "$sha256" ]; then
  echo "[lwip] sha256 mismatch for lwip-$version: got $got, want $sha256" >&2
  rm -f "$tar_file"
  exit 1
fi
rm -rf "$src" "$out/unpack"
mkdir -p "$out/unpack"
tar -xJf "$tar_file" -C "$out/unpack"
# The tarball's one top-level directory becomes build/lwip/src.
mv "$out/unpack"/* "$src"
rm -rf "$out/unpack" "$tar_file"
touch "$stamp"
