"""What a drive may hold after a power cut, per LBA: the reference the power-cut tests check the
recovered contents against, shared by the cocotb full-system test (sim/system/fw_system) and its
port to cssd_sim (sim/native/test_power_cuts_native.py).

`host` is a cssd_sim.host_ref.RefHost (its `ns`: nsid -> (LBA size, LBAs), its `ref`: the host's
copy of each namespace, which check() resets to what was recovered).
"""

from __future__ import annotations

import logging


class PowerCutRef:
    """What a recovered drive may hold, per LBA: the durable value (made durable by a completed
    Flush, or by a completed FUA write of that LBA) or any value written after it, acknowledged
    or still in flight when the power went (NVMe promises nothing about those)."""

    def __init__(self, host, log: logging.Logger | None = None) -> None:
        self.drive = host
        self.log = log or logging.getLogger("cssd_sim.power_cut")
        self.durable = {nsid: [bytes(lba)] * n for nsid, (lba, n) in host.ns.items()}
        self.maybe: dict[int, dict[int, list[bytes]]] = {nsid: {} for nsid in host.ns}

    def submitted(self, nsid: int, slba: int, data: bytes) -> None:
        lba = self.drive.ns[nsid][0]
        for i in range(len(data) // lba):
            self.maybe[nsid].setdefault(slba + i, []).append(data[i * lba:(i + 1) * lba])

    def fua_done(self, nsid: int, slba: int, data: bytes) -> None:
        lba = self.drive.ns[nsid][0]
        for i in range(len(data) // lba):
            self.durable[nsid][slba + i] = data[i * lba:(i + 1) * lba]
            self.maybe[nsid].pop(slba + i, None)

    def flushed(self, nsid: int, snapshot: bytes) -> None:
        """A Flush completed; `snapshot` is the reference as it was when the Flush was sent
        (every write acknowledged before it is durable)."""
        lba, n = self.drive.ns[nsid]
        for i in range(n):
            v = snapshot[i * lba:(i + 1) * lba]
            if v != self.durable[nsid][i]:
                self.durable[nsid][i] = v
                # values older than the flushed one cannot come back; newer ones still may
                vals = self.maybe[nsid].get(i)
                if vals and v in vals:
                    del vals[:vals.index(v) + 1]

    def check(self, nsid: int, got: bytes) -> int:
        """LBAs whose recovered value is neither durable nor possibly newer; then the recovered
        contents become the new baseline."""
        lba, n = self.drive.ns[nsid]
        bad = 0
        for i in range(n):
            v = got[i * lba:(i + 1) * lba]
            if v != self.durable[nsid][i] and v not in self.maybe[nsid].get(i, []):
                bad += 1
                if bad <= 3:
                    self.log.error("ns%d lba %d: recovered data is neither the durable value nor a later write", nsid, i)
            self.durable[nsid][i] = v
        self.maybe[nsid].clear()
        self.drive.ref[nsid][:] = got
        return bad
