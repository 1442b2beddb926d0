"""The INSIDER host runtime's registration (sw/insider, cssd_insider): extents from an ext4
image through debugfs and from a mounted file through FIEMAP, each checked by reading the data
back where the extents say it is (or against e2fsprogs' filefrag); the permission check; virtual
file descriptors; bad input."""

from __future__ import annotations

import errno
import os
import random
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def insider():
    subprocess.run(["make", "-s", "-C", str(REPO / "sw" / "insider")], check=True, timeout=300)
    import cssd_insider

    return cssd_insider


def tool(name: str) -> str:
    path = shutil.which(name) or shutil.which(name, path="/usr/sbin:/sbin")
    assert path, f"{name} (e2fsprogs) missing: `make setup` installs it"
    return path


@pytest.fixture(scope="module")
def image(tmp_path_factory):
    """An ext4 image made from a tree of files (as a test writes one to the drive), and the tree."""
    src = tmp_path_factory.mktemp("tree")
    rng = random.Random(5)
    files = {
        "/big.bin": rng.randbytes(300_000),
        "/small.txt": b"hello, drive\n",
        "/dir/nested.bin": rng.randbytes(40_000),
        "/empty": b"",
    }
    for name, data in files.items():
        p = src / name.lstrip("/")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    # A file with a hole: data at 0 and at 1 MiB, nothing between.
    sparse = src / "sparse.bin"
    with open(sparse, "wb") as f:
        f.write(b"A" * 5000)
        f.seek(1 << 20)
        f.write(b"B" * 7000)
    files["/sparse.bin"] = sparse.read_bytes()
    (src / "private.bin").write_bytes(b"secret" * 100)
    (src / "private.bin").chmod(0o600)
    img = tmp_path_factory.mktemp("img") / "drive.ext4"
    subprocess.run([tool("mke2fs"), "-q", "-F", "-t", "ext4", "-b", "4096", "-d", str(src), str(img), "16M"],
                   check=True, timeout=60)
    img.chmod(0o644)
    return img, files


def read_back(device: Path, size: int, extents: list[tuple[int, int, int]]) -> bytes:
    data = bytearray(size)  # holes read as zeros
    with open(device, "rb") as f:
        for logical, physical, length in extents:
            f.seek(physical)
            data[logical:logical + length] = f.read(length)
    return bytes(data)


def test_image_extents_locate_the_data(insider, image) -> None:
    img, files = image
    for name, data in files.items():
        size, ext = insider.extents(name, image=img)
        assert size == len(data), name
        assert read_back(img, size, ext) == data, f"{name}: the bytes at its extents are not the file's"
    _, ext = insider.extents("/sparse.bin", image=img)
    assert len(ext) == 2 and ext[1][0] == 1 << 20, f"the hole is a gap between two extents: {ext}"


def test_fiemap_agrees_with_filefrag(insider, tmp_path) -> None:
    f = tmp_path / "data.bin"
    f.write_bytes(random.Random(1).randbytes(200_000))
    size, ext = insider.extents(f)
    assert size == 200_000 and ext and sum(e[2] for e in ext) == size
    out = subprocess.run([tool("filefrag"), "-e", "-b4096", str(f)], check=True, capture_output=True,
                         text=True).stdout
    rows = re.findall(r"^\s*\d+:\s+(\d+)\.\.\s*(\d+):\s+(\d+)\.\.\s*(\d+):", out, re.M)
    assert [(int(a) * 4096, int(c) * 4096) for a, _, c, _ in rows] == [(e[0], e[1]) for e in ext], (out, ext)


def _as_nobody(fn) -> int:
    """Runs fn() in a child that cannot read root's 0600 files; returns the errno it raised (0 if
    none). As root the child drops to uid/gid 65534; otherwise the caller's own 000 file is used
    (see the test)."""
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            if os.geteuid() == 0:
                os.setgroups([])
                os.setgid(65534)
                os.setuid(65534)
            fn()
        except OSError as e:
            code = e.errno or 255
        except BaseException:  # noqa: BLE001 - anything else is a failure of its own
            code = 254
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def test_a_caller_who_cannot_read_the_file_cannot_register_it(insider, image) -> None:
    # Where another user can reach the image itself (pytest's own folders are root's, 0700).
    d = Path(tempfile.mkdtemp(dir="/tmp"))
    try:
        d.chmod(0o755)
        img = d / "drive.ext4"
        shutil.copy(image[0], img)
        img.chmod(0o644)
        # In the image: root's 0600 file refuses another user; a 0644 one does not.
        if os.geteuid() == 0:
            assert _as_nobody(lambda: insider.extents("/private.bin", image=img)) == errno.EACCES
            assert _as_nobody(lambda: insider.extents("/big.bin", image=img)) == 0
        # On a mounted file system the kernel decides at open.
        f = d / "private.bin"
        f.write_bytes(b"x" * 5000)
        f.chmod(0o600 if os.geteuid() == 0 else 0o000)
        assert _as_nobody(lambda: insider.reg_virt_file(f)) == errno.EACCES
        assert not Path(str(f) + ".insider").exists(), "a refused registration left a descriptor"
    finally:
        shutil.rmtree(d)


def test_reg_virt_file_sg_writes_the_descriptor(insider, image, tmp_path) -> None:
    img, files = image
    copy = tmp_path / "drive.ext4"
    shutil.copy(img, copy)
    virt = insider.reg_virt_file_sg(["/small.txt", "/sparse.bin", "/big.bin"], image=copy)
    assert virt == f"{copy}._small.txt.insider"
    lines = Path(virt).read_text().splitlines()
    assert lines[:3] == ["insider-virtual-file 1", f"source {copy}",
                         f"size {len(files['/small.txt']) + len(files['/sparse.bin']) + len(files['/big.bin'])}"]
    # The extents, with logical offsets running on across the files, read back the concatenation.
    ext = [tuple(map(int, ln.split()[1:])) for ln in lines if ln.startswith("extent ")]
    total = int(lines[2].split()[1])
    want = files["/small.txt"] + files["/sparse.bin"] + files["/big.bin"]
    assert read_back(copy, total, ext) == want
    assert [ln.split()[1] for ln in lines if ln.startswith("file ")] == ["/small.txt", "/sparse.bin", "/big.bin"]
    # On a mounted file system: the descriptor beside the real file.
    real = tmp_path / "real.bin"
    real.write_bytes(b"z" * 10_000)
    assert insider.reg_virt_file(real) == f"{real}.insider"


@pytest.mark.parametrize("path,image_kind,err", [
    ("/nosuch", "image", errno.ENOENT),
    ("/dir", "image", errno.EISDIR),
    ("relative/path", "image", errno.EINVAL),
    ('/with"quote', "image", errno.EINVAL),
    ("/big.bin", "missing image", errno.ENOENT),
    ("/nonexistent/file", "mounted", errno.ENOENT),
    ("/tmp", "mounted", errno.EISDIR),
])
def test_bad_input(insider, image, path, image_kind, err) -> None:
    img, _ = image
    where = {"image": img, "missing image": img.with_name("none.ext4"), "mounted": None}[image_kind]
    with pytest.raises(OSError) as e:
        insider.reg_virt_file(path, image=where)
    assert e.value.errno == err, e.value
