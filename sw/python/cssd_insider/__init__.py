"""Python binding of the INSIDER host runtime (sw/insider, libinsider.so) over ctypes: the
paper's Table 2 names. So far the control plane's registration (reg_virt_file,
reg_virt_file_sg) and the extents behind it; vopen and the rest need the drive's ISC unit and do
not exist yet (sw/insider/README.md).

`image`: the ext4 image a simulation wrote to the drive (INSIDER_IMAGE for the C library); the
paths are then paths inside it. Errors raise OSError with the C library's errno."""

from __future__ import annotations

import ctypes
import errno
import os
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
LIB = Path(os.environ.get("INSIDER_LIB", REPO / "build" / "insider" / "libinsider.so"))
MAX_EXTENTS = 4096  # INSIDER_MAX_EXTENTS


class Extent(ctypes.Structure):
    _fields_ = [("logical", ctypes.c_uint64), ("physical", ctypes.c_uint64), ("length", ctypes.c_uint64)]


_lib = None


def lib() -> ctypes.CDLL:
    global _lib
    if _lib is None:
        if not LIB.exists():
            raise FileNotFoundError(f"{LIB} missing: build it with `make -C sw/insider`")
        _lib = ctypes.CDLL(str(LIB), use_errno=True)
        _lib.insider_extents.argtypes = [ctypes.c_char_p, ctypes.POINTER(Extent), ctypes.c_int,
                                         ctypes.POINTER(ctypes.c_uint64)]
        _lib.reg_virt_file_sg.argtypes = [ctypes.POINTER(ctypes.c_char_p), ctypes.c_int, ctypes.c_char_p,
                                          ctypes.c_size_t]
    return _lib


@contextmanager
def _image(image: str | os.PathLike | None):
    old = os.environ.get("INSIDER_IMAGE")
    if image is None:
        os.environ.pop("INSIDER_IMAGE", None)
    else:
        os.environ["INSIDER_IMAGE"] = str(image)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("INSIDER_IMAGE", None)
        else:
            os.environ["INSIDER_IMAGE"] = old


def _check(rc: int, what: str) -> int:
    if rc < 0:
        raise OSError(-rc, f"{what}: {os.strerror(-rc)}")
    return rc


def extents(path: str | os.PathLike, image: str | os.PathLike | None = None) -> tuple[int, list[tuple[int, int, int]]]:
    """(size, [(logical, physical, length), ...]) of a file the caller may read."""
    buf = (Extent * MAX_EXTENTS)()
    size = ctypes.c_uint64()
    with _image(image):
        n = _check(lib().insider_extents(os.fsencode(path), buf, MAX_EXTENTS, ctypes.byref(size)), str(path))
    return size.value, [(e.logical, e.physical, e.length) for e in buf[:n]]


def reg_virt_file_sg(paths: list[str | os.PathLike], image: str | os.PathLike | None = None) -> str:
    """Registers a virtual file over the concatenation of `paths`; returns its descriptor's path."""
    if not paths:
        raise OSError(errno.EINVAL, "no real file")
    arr = (ctypes.c_char_p * len(paths))(*[os.fsencode(p) for p in paths])
    out = ctypes.create_string_buffer(4096)
    with _image(image):
        _check(lib().reg_virt_file_sg(arr, len(paths), out, len(out)), str(paths[0]))
    return os.fsdecode(out.value)


def reg_virt_file(path: str | os.PathLike, image: str | os.PathLike | None = None) -> str:
    return reg_virt_file_sg([path], image)
