"""The flash back end's end-to-end data protection as the tests see it (rtl/flash/flash.rdl
E2E_CRC): CRC-32C (Castagnoli, reflected, init and final XOR all ones) of each sector of a page,
stored little-endian in the hardware-owned end of the page's spare area (GEOMETRY_SPARE.E2E_BYTES
= 4 x (sectors + 1)): first the spare CRC, the CRC-32C of the spare bytes before the field (the
firmware's), then sector s's CRC at spare_bytes - 4 x sectors + 4 s."""

from __future__ import annotations

_POLY = 0x82F63B78


def _table() -> list[int]:
    t = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ (_POLY if c & 1 else 0)
        t.append(c)
    return t


_TABLE = _table()


def crc32c(data: bytes, crc: int = 0) -> int:
    """CRC-32C of data (crc: a previous result to continue from)."""
    c = crc ^ 0xFFFFFFFF
    for b in data:
        c = (c >> 8) ^ _TABLE[(c ^ b) & 0xFF]
    return c ^ 0xFFFFFFFF


def sector_crcs(page: bytes, sectors: int) -> list[int]:
    """The CRCs of a page split into `sectors` equal sectors."""
    n = len(page) // sectors
    return [crc32c(page[s * n:(s + 1) * n]) for s in range(sectors)]


def field_bytes(sectors: int) -> int:
    """GEOMETRY_SPARE.E2E_BYTES: the spare CRC and one CRC per sector."""
    return 4 * (sectors + 1)


def crc_field(page: bytes, sectors: int, fw_spare: bytes) -> bytes:
    """The hardware-owned bytes at the end of the spare area for this page data and these
    firmware spare bytes (everything before the field)."""
    return crc32c(fw_spare).to_bytes(4, "little") + b"".join(
        c.to_bytes(4, "little") for c in sector_crcs(page, sectors))
