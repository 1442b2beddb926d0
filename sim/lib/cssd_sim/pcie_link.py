"""PCIe link limits for benchmark reports: what a Gen3 x16 link can carry for a given payload and
TLP settings, computed from the link rate and per-TLP overheads, not measured.

Per direction: 8 GT/s x 16 lanes with 128b/130b encoding = 15.754 GB/s of symbols. Each TLP costs
its header (12 B for a completion, 16 B for a request with a 64-bit address), a 4 B STP framing
token (which carries the sequence number at Gen3) and a 4 B LCRC; ECRC is off. DLLPs (ACK, flow
control) are not counted, so the limits are slightly optimistic, which is the right side to err
on for a ratio against them.

Per NVMe command the limit counts only what a command cannot avoid: its data TLPs and, on the
controller-to-host direction, its 16 B CQE write. SQE fetches are counted as 64 B of payload on the
host-to-controller direction (many SQEs share one read), MSI-X writes and doorbells as free
(coalescing and batching amortize them).

The PG213 user interface without straddling is also a bound of this configuration: 512 bits at
250 MHz, one TLP per beat group, so a request of MPS bytes plus its 16 B descriptor takes
ceil((MPS + 16) / 64) beats. `iface_bytes_per_s` reports it next to the link limit.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import ceil

STP, LCRC = 4, 4
HDR_REQ64, HDR_CPL = 16, 12
CQE, SQE = 16, 64


@dataclass(frozen=True)
class Gen3x16:
    mps: int = 512
    mrrs: int = 512
    lanes: int = 16
    gts: float = 8e9
    user_clk: float = 250e6
    user_bytes: int = 64

    @property
    def bytes_per_s(self) -> float:
        return self.gts * self.lanes * 128 / 130 / 8

    def describe(self) -> dict:
        return {"gen": 3, "lanes": self.lanes, "raw_bytes_per_s": self.bytes_per_s, "mps": self.mps,
                "mrrs": self.mrrs, "user_clk_hz": self.user_clk, "user_bytes_per_beat": self.user_bytes}


def _tlps(n: int, size: int) -> int:
    return ceil(n / size)


def command_limits(link: Gen3x16, payload: int, write: bool) -> dict:
    """Limits for back-to-back NVMe commands each moving `payload` bytes. A Read moves data
    controller -> host as memory writes of MPS bytes; a Write moves it host -> controller as
    completions (of at most MPS bytes) to reads of at most MRRS bytes."""
    if write:
        cpl_size = min(link.mps, link.mrrs)
        data_wire = payload + _tlps(payload, cpl_size) * (HDR_CPL + STP + LCRC)
        wire = data_wire + SQE  # busiest direction: host -> controller
        iface_beats = sum(ceil((min(cpl_size, payload - o) + 12) / link.user_bytes)
                          for o in range(0, payload, cpl_size))
    else:
        data_wire = payload + _tlps(payload, link.mps) * (HDR_REQ64 + STP + LCRC)
        wire = data_wire + CQE + HDR_REQ64 + STP + LCRC  # controller -> host
        iface_beats = sum(ceil((min(link.mps, payload - o) + 16) / link.user_bytes)
                          for o in range(0, payload, link.mps)) + 1
    per_s = link.bytes_per_s / wire
    return {"iops": per_s, "bytes_per_s": per_s * payload, "wire_bytes": wire,
            "serial_ns": wire / link.bytes_per_s * 1e9,
            "iface_bytes_per_s": payload / iface_beats * link.user_clk}
