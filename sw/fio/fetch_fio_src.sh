#!/usr/bin/env bash
# The fio source the engine is compiled against: fio-3.33 (Debian 12's fio), pinned by sha256,
# unpacked into build/fio/src and configured (./configure writes config-host.h, which fixes the
# layout of fio's structures). Never committed: build/ only.
#
# The pin is the sha256 of the *uncompressed* tar stream of GitHub's tag archive (prefix
# fio-fio-3.33/), i.e. `git archive --format=tar --prefix=fio-fio-3.33/ fio-3.33` in fio's
# repository: it does not depend on how the server gzips it. Sources, tried in order:
#   FIO_SRC_TARBALL=<file.tar[.gz]>   a tarball already on disk
#   FIO_SRC_GIT=<fio git repository>  `git archive` of the tag (offline machines with a clone)
#   the network: $FIO_URL
# Exit status 3: no source to be had (offline, nothing given); 1: anything else, e.g. a bad sha256.
set -euo pipefail
out=${1:?usage: fetch_fio_src.sh <build dir>}
version=3.33
sha256=6f4211337f60a0718a5bff1498133abea0c349d724b3927797bc8f6a510c745b
url=${FIO_URL:-https://github.com/axboe/fio/archive/refs/tags/fio-$version.tar.gz}
src="$out/src"
[ -f "$src/.configured-$version" ] && exit 0
mkdir -p "$out"
tar_file="$out/fio-$version.tar"
if [ -n "${FIO_SRC_TARBALL:-}" ]; then
  case "$FIO_SRC_TARBALL" in *.gz) gzip -dc "$FIO_SRC_TARBALL" >"$tar_file" ;; *) cp "$FIO_SRC_TARBALL" "$tar_file" ;; esac
elif [ -n "${FIO_SRC_GIT:-}" ]; then
  git -C "$FIO_SRC_GIT" archive --format=tar --prefix="fio-fio-$version/" "fio-$version" >"$tar_file"
else
  echo "[fio] downloading $url"
  curl -fsSL --retry 2 "$url" | gzip -dc >"$tar_file" \
    || { echo "[fio] download failed; set FIO_SRC_TARBALL=<fio-$version.tar.gz> or FIO_SRC_GIT=<fio clone>" >&2
         rm -f "$tar_file"; exit 3; }  # 3: source unavailable (the tests skip), unlike a bad checksum
fi
got=$(sha256sum "$tar_file" | cut -d' ' -f1)
if [ "$got" != "$sha256" ]; then
  echo "[fio] sha256 mismatch for fio-$version source: got $got, want $sha256" >&2
  rm -f "$tar_file"
  exit 1
fi
rm -rf "$src" "$out/fio-fio-$version"
tar -xf "$tar_file" -C "$out"
mv "$out/fio-fio-$version" "$src"
rm -f "$tar_file"
# config-host.h only; the options Debian's build uses do not change the structures the engine
# touches (io_u, fio_file and thread_data up to io_ops_data have no #ifdef'd members).
(cd "$src" && ./configure --disable-native >"$out/configure.log" 2>&1) \
  || { echo "[fio] configure failed, see $out/configure.log" >&2; exit 1; }
touch "$src/.configured-$version"
