"""TLP traces of the PG213 streams (CQ, CC, RQ, RC) and the comparison of two of them.

Both PCIe models of the project write the same trace format (sim/native/doc/tlp_trace.md): the
native simulator's root port (`cssd_sim --tlp-trace FILE`) and, on the cocotb side, a
:class:`CocotbTlpTracer` on the DUT's four AXI-Stream interfaces. A record holds the dwords the
beats carried and the tuser byte enables, undecoded: the descriptor fields are decoded here, by
one decoder for both models, so that a decoding slip cannot hide a model's defect.

:func:`normalise` turns a trace into what must not depend on timing; :func:`compare` reports
every difference between a reference (cocotbext-pcie) and a model under test:

* host requests (CQ) in order, BAR offset, dword count, first/last and per-dword byte enables,
  payload; a read together with its completion (CC). Runs of identical reads (a driver polling
  a register) count as one, with the last one's completion.
* device requests (RQ) per stream in order: writes with their payload (MSI-X writes included),
  reads by address, length and byte enables.
* completions (RC) grouped by the device read they answer (matched by tag among the reads still
  outstanding): split sizes, byte counts, lower addresses, request-completed, status, data.
* the configuration the device saw (MPS, MRRS, bus master, MSI-X enable and mask) at every TLP.

Tags are not compared (each model picks its own), but each trace must be consistent on its own:
every completion's tag must belong to a request still outstanding, and every read must end with
its byte count met (:attr:`Normalised.problems`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Optional

PORTS = ("CQ", "CC", "RQ", "RC")
REQ_TYPES = {0: "MRd", 1: "MWr", 2: "IORd", 3: "IOWr", 4: "FetchAdd", 5: "Swap", 6: "CAS", 7: "LockRd",
             8: "CfgRd0", 9: "CfgRd1", 10: "CfgWr0", 11: "CfgWr1", 12: "Msg", 13: "MsgVD", 14: "ATS"}
CFG_FIELDS = ("mps", "mrrs", "bus_master", "msix_enable", "msix_mask")
CLK_PERIOD_PS = 4000

# tuser bit positions at 512 bits (PG213 tables "Completer Request / Requester Request /
# Requester Completion tuser"): first and last BE, and where the per-dword byte enables start.
TUSER_FIRST_BE, TUSER_LAST_BE, TUSER_CQ_BYTE_EN, TUSER_RC_BYTE_EN = 0, 8, 16, 0


def _bits(v: int, lo: int, width: int) -> int:
    return v >> lo & ((1 << width) - 1)


# ---- decoding -------------------------------------------------------------------------------------

def decode(rec: dict) -> dict:
    """One trace record as named fields (descriptor per PG213; payload as hex)."""
    port = rec["port"]
    if port == "CFG":
        return {"port": "CFG", "cycle": rec["cycle"], "mps": rec["mps"], "mrrs": rec["mrrs"],
                "bus_master": rec["function_status"] >> 2 & 1, "msix_enable": rec["msix_enable"] & 1,
                "msix_mask": rec["msix_mask"] & 1}
    dw = [int(x, 16) for x in rec["dw"].split()]
    out: dict[str, Any] = {"port": port, "cycle": rec["cycle"]}
    if port in ("CQ", "RQ"):
        d0, d1, d2, d3 = (dw + [0, 0, 0, 0])[:4]
        out.update(addr=(d0 & ~3) | d1 << 32, at=d0 & 3, dwords=_bits(d2, 0, 11) or 1024,
                   type=REQ_TYPES.get(_bits(d2, 11, 4), str(_bits(d2, 11, 4))), requester_id=_bits(d2, 16, 16),
                   tag=_bits(d3, 0, 8), tc=_bits(d3, 25, 3), attr=_bits(d3, 28, 3),
                   fbe=rec.get("fbe", 0), lbe=rec.get("lbe", 0), payload=dw[4:])
        if port == "CQ":
            out.update(bar_id=_bits(d3, 16, 3), bar_aperture=_bits(d3, 19, 6), target_function=_bits(d3, 8, 8))
            out["offset"] = out["addr"] & ((1 << out["bar_aperture"]) - 1) if out["bar_aperture"] else out["addr"]
        else:
            out.update(poisoned=_bits(d2, 15, 1), requester_id_enable=_bits(d3, 24, 1),
                       completer_id=_bits(d3, 8, 16))
    elif port == "CC":
        d0, d1, d2 = (dw + [0, 0, 0])[:3]
        out.update(lower_addr=_bits(d0, 0, 7), at=_bits(d0, 8, 2), byte_count=_bits(d0, 16, 13),
                   locked=_bits(d0, 29, 1), dwords=_bits(d1, 0, 11), status=_bits(d1, 11, 3),
                   poisoned=_bits(d1, 14, 1), requester_id=_bits(d1, 16, 16), tag=_bits(d2, 0, 8),
                   completer_id=_bits(d2, 8, 16), tc=_bits(d2, 25, 3), attr=_bits(d2, 28, 3), payload=dw[3:])
    elif port == "RC":
        d0, d1, d2 = (dw + [0, 0, 0])[:3]
        out.update(lower_addr=_bits(d0, 0, 12), error_code=_bits(d0, 12, 4), byte_count=_bits(d0, 16, 13),
                   locked=_bits(d0, 29, 1), request_completed=_bits(d0, 30, 1), dwords=_bits(d1, 0, 11),
                   status=_bits(d1, 11, 3), poisoned=_bits(d1, 14, 1), requester_id=_bits(d1, 16, 16),
                   tag=_bits(d2, 0, 8), completer_id=_bits(d2, 8, 16), tc=_bits(d2, 25, 3), attr=_bits(d2, 28, 3),
                   payload=dw[3:])
    else:
        raise ValueError(f"unknown port {port!r} in a trace record")
    if "be" in rec:
        be = [int(c, 16) for c in rec["be"]]
        hdr = 4 if port == "CQ" else 3
        out["payload_be"] = be[hdr:]
    return out


def load(path: Path | str) -> list[dict]:
    """A trace file's records, decoded, in time order (a stable sort: records of one cycle keep
    the file's order)."""
    recs = [decode(json.loads(line)) for line in Path(path).read_text().splitlines() if line.strip()]
    return sorted(recs, key=lambda r: r["cycle"])


def _hex(words: Iterable[int]) -> str:
    return " ".join(f"{w:08x}" for w in words)


# ---- normalising ----------------------------------------------------------------------------------

@dataclass
class Normalised:
    host: list[dict] = field(default_factory=list)         # CQ requests (+ "cpl" for reads)
    dev_writes: list[dict] = field(default_factory=list)   # RQ writes
    dev_reads: list[dict] = field(default_factory=list)    # RQ reads (+ "cpls", the RC TLPs)
    cfg_states: list[tuple] = field(default_factory=list)  # distinct configurations at TLPs, in order
    problems: list[str] = field(default_factory=list)      # tag and byte-count inconsistencies
    counts: dict[str, int] = field(default_factory=dict)


def _cfg_tuple(c: Optional[dict]) -> tuple:
    return tuple(c[k] for k in CFG_FIELDS) if c else (None,) * len(CFG_FIELDS)


def normalise(records: list[dict]) -> Normalised:
    n = Normalised()
    n.counts = {p: sum(1 for r in records if r["port"] == p) for p in (*PORTS, "CFG")}
    cfg: Optional[dict] = None
    host_out: dict[int, dict] = {}   # outstanding host reads by tag
    dev_out: dict[int, dict] = {}    # outstanding device reads by tag

    def note_cfg(item: dict) -> None:
        item["cfg"] = _cfg_tuple(cfg)
        if not n.cfg_states or n.cfg_states[-1] != item["cfg"]:
            n.cfg_states.append(item["cfg"])

    for r in records:
        p = r["port"]
        if p == "CFG":
            cfg = r
        elif p == "CQ":
            item = {k: r[k] for k in ("type", "bar_id", "bar_aperture", "offset", "dwords", "fbe", "lbe", "tc",
                                      "attr", "at")}
            item["payload_be"] = r.get("payload_be", [])
            item["payload"] = _hex(r["payload"])
            item["cycle"] = r["cycle"]
            note_cfg(item)
            if r["type"] == "MRd":
                if r["tag"] in host_out:
                    n.problems.append(f"CQ read at cycle {r['cycle']} reuses tag {r['tag']} still outstanding")
                item["cpl"] = None
                host_out[r["tag"]] = item
            n.host.append(item)
        elif p == "CC":
            req = host_out.pop(r["tag"], None)
            if req is None:
                n.problems.append(f"CC at cycle {r['cycle']} with tag {r['tag']} matches no outstanding host read")
                continue
            req["cpl"] = {k: r[k] for k in ("lower_addr", "byte_count", "dwords", "status", "poisoned", "tc", "attr")}
            req["cpl"]["payload"] = _hex(r["payload"])
        elif p == "RQ":
            item = {k: r[k] for k in ("type", "addr", "at", "dwords", "fbe", "lbe", "tc", "attr", "poisoned",
                                      "requester_id", "requester_id_enable")}
            item["cycle"] = r["cycle"]
            note_cfg(item)
            if r["type"] == "MRd":
                if r["tag"] in dev_out:
                    n.problems.append(f"RQ read at cycle {r['cycle']} reuses tag {r['tag']} still outstanding")
                item["cpls"] = []
                item["left"] = None
                dev_out[r["tag"]] = item
                n.dev_reads.append(item)
            else:
                item["payload"] = _hex(r["payload"])
                n.dev_writes.append(item)
        elif p == "RC":
            req = dev_out.get(r["tag"])
            if req is None:
                n.problems.append(f"RC at cycle {r['cycle']} with tag {r['tag']} matches no outstanding device "
                                  f"read (byte count {r['byte_count']}, lower address {r['lower_addr']:#x})")
                continue
            cpl = {k: r[k] for k in ("lower_addr", "byte_count", "request_completed", "dwords", "status",
                                     "error_code", "poisoned", "tc", "attr")}
            cpl["payload"] = _hex(r["payload"])
            cpl["payload_be"] = r.get("payload_be", [])
            req["cpls"].append(cpl)
            # The read is over when this completion carries its last bytes (or ends it with an error).
            last_bytes = r["dwords"] * 4 - (r["lower_addr"] & 3)
            if r["status"] != 0 or r["request_completed"] or r["byte_count"] <= last_bytes:
                del dev_out[r["tag"]]
    for tag, req in host_out.items():
        n.problems.append(f"host read at offset {req['offset']:#x} (cycle {req['cycle']}, tag {tag}) never completed")
    for tag, req in dev_out.items():
        n.problems.append(f"device read of {req['addr']:#x} +{req['dwords']} dwords (cycle {req['cycle']}, tag {tag}) "
                          f"never completed ({len(req['cpls'])} completions)")
    # A driver polling a register: identical consecutive reads count once, with the last answer.
    polled: list[dict] = []
    for item in n.host:
        if (polled and item["type"] == "MRd" and polled[-1]["type"] == "MRd"
                and _req_key(polled[-1]) == _req_key(item)):
            polled[-1] = item
        else:
            polled.append(item)
    n.host = polled
    return n


def _req_key(item: dict) -> tuple:
    return tuple((k, str(v)) for k, v in sorted(item.items()) if k not in ("cpl", "cycle"))


# ---- comparing ------------------------------------------------------------------------------------

def _diff_item(what: str, ref: dict, dut: dict, skip: tuple = ("cycle",)) -> list[str]:
    out = []
    for k in sorted(set(ref) | set(dut)):
        if k in skip:
            continue
        a, b = ref.get(k), dut.get(k)
        if a != b:
            out.append(f"{what}: {k} reference {_fmt(a)}, model {_fmt(b)}")
    return out


def _fmt(v: Any) -> str:
    if isinstance(v, int):
        return f"{v:#x}" if v > 9 else str(v)
    if isinstance(v, str) and len(v) > 80:
        return v[:80] + "..."
    return str(v)


def _where(item: dict) -> str:
    if "offset" in item:
        return f"{item['type']} BAR{item['bar_id']}+{item['offset']:#x}"
    return f"{item['type']} {item['addr']:#x}"


def compare(ref: Normalised, dut: Normalised, *, limit: int = 40) -> list[str]:
    """Every difference between a reference trace and a model's, most telling first; empty when
    the two agree."""
    out: list[str] = [f"model: {p}" for p in dut.problems]
    out += [f"reference: {p}" for p in ref.problems]

    def seq(name: str, a: list[dict], b: list[dict], sub=None) -> None:
        for i, (x, y) in enumerate(zip(a, b)):
            where = f"{name} #{i} ({_where(x)}, reference cycle {x['cycle']}, model cycle {y['cycle']})"
            d = _diff_item(where, x, y, skip=("cycle", "cpl", "cpls", "left"))
            if sub:
                d += sub(where, x, y)
            out.extend(d)
            if len(out) > limit:
                return
        if len(a) != len(b):
            longer, who = (a, "reference") if len(a) > len(b) else (b, "model")
            extra = longer[min(len(a), len(b))]
            out.append(f"{name}: reference has {len(a)}, model {len(b)}; first extra in the {who}: {_where(extra)} "
                       f"at cycle {extra['cycle']}")

    def host_cpl(where: str, x: dict, y: dict) -> list[str]:
        if x["type"] != "MRd":
            return []
        if (x.get("cpl") is None) != (y.get("cpl") is None):
            return [f"{where}: completion reference {x.get('cpl')}, model {y.get('cpl')}"]
        return _diff_item(f"{where} completion", x["cpl"] or {}, y["cpl"] or {})

    def dev_cpls(where: str, x: dict, y: dict) -> list[str]:
        a, b = x["cpls"], y["cpls"]
        d = []
        if len(a) != len(b):
            d.append(f"{where}: {len(a)} completions in the reference "
                     f"({[c['dwords'] for c in a]} dwords), {len(b)} in the model ({[c['dwords'] for c in b]} dwords)")
        for j, (c, e) in enumerate(zip(a, b)):
            d += _diff_item(f"{where} completion {j}", c, e)
        return d

    seq("host request", ref.host, dut.host, host_cpl)
    seq("device write", ref.dev_writes, dut.dev_writes)
    seq("device read", ref.dev_reads, dut.dev_reads, dev_cpls)
    if ref.cfg_states != dut.cfg_states:
        out.append(f"configurations at TLPs ({', '.join(CFG_FIELDS)}): reference {ref.cfg_states}, "
                   f"model {dut.cfg_states}")
    return out[:limit] + ([f"... and {len(out) - limit} more"] if len(out) > limit else [])


def summary(n: Normalised) -> dict:
    """Counts for a report line."""
    return {"records": n.counts, "host_requests": len(n.host), "device_writes": len(n.dev_writes),
            "device_reads": len(n.dev_reads), "completions": sum(len(r["cpls"]) for r in n.dev_reads),
            "split_reads": sum(1 for r in n.dev_reads if len(r["cpls"]) > 1),
            "configurations": len(n.cfg_states)}


def _user_at(tuser: Any, i: int) -> int:
    if tuser is None:
        return 0
    if isinstance(tuser, (list, tuple)):
        return int(tuser[i]) if i < len(tuser) else 0
    return int(tuser)


# ---- the cocotb side ------------------------------------------------------------------------------

class CocotbTlpTracer:
    """The trace of a cocotb bench: AxiStreamMonitors on the DUT's s_axis_cq, m_axis_cc,
    m_axis_rq and s_axis_rc (what the RTL sees and sends, not what the PCIe model meant to send)
    and a watcher of the cfg_* inputs. Call :meth:`write` at the end."""

    BUSES = {"CQ": "s_axis_cq", "CC": "m_axis_cc", "RQ": "m_axis_rq", "RC": "s_axis_rc"}
    CFG_PINS = ("cfg_max_payload", "cfg_max_read_req", "cfg_function_status", "cfg_interrupt_msix_enable",
                "cfg_interrupt_msix_mask")

    def __init__(self, dut: Any, clock: Any, clk_period_ps: int = CLK_PERIOD_PS) -> None:
        import logging

        import cocotb
        from cocotbext.axi import AxiStreamBus, AxiStreamMonitor

        self.dut = dut
        self.period = clk_period_ps
        self.monitors = {}
        for port, prefix in self.BUSES.items():
            mon = AxiStreamMonitor(AxiStreamBus.from_prefix(dut, prefix), clock)
            mon.log.setLevel(logging.WARNING)  # each frame at INFO costs more than the simulation
            self.monitors[port] = mon
        self.cfg_records: list[dict] = []
        self._cfg_task = cocotb.start_soon(self._watch_cfg())

    def _now_cycle(self) -> int:
        from cocotb.simtime import get_sim_time

        return int(get_sim_time("ps")) // self.period

    def _cfg_record(self) -> None:
        vals = [int(getattr(self.dut, pin).value) for pin in self.CFG_PINS]
        rec = {"port": "CFG", "cycle": self._now_cycle(), "mps": vals[0], "mrrs": vals[1], "function_status": vals[2],
               "msix_enable": vals[3], "msix_mask": vals[4]}
        if not self.cfg_records or [self.cfg_records[-1][k] for k in list(rec)[2:]] != vals:
            self.cfg_records.append(rec)

    async def _watch_cfg(self) -> None:
        from cocotb.triggers import First

        self._cfg_record()
        pins = [getattr(self.dut, pin) for pin in self.CFG_PINS]
        while True:
            await First(*(p.value_change for p in pins))
            self._cfg_record()

    def _frame_record(self, port: str, frame: Any) -> dict:
        # recv_nowait() compacts the frame: the kept dwords only (the lanes of a TLP start at lane
        # 0 and only its last beat is partial, so dword i rode lane i % 16), and a tuser that
        # never changed folded into one value.
        dws, bes = [], []
        tuser = frame.tuser
        for i, d in enumerate(frame.tdata):
            if frame.tkeep is not None and not frame.tkeep[i]:
                continue
            dws.append(int(d))
            user = _user_at(tuser, i)
            if port == "CQ":
                bes.append(_bits(user, TUSER_CQ_BYTE_EN + 4 * (i % 16), 4))
            elif port == "RC":
                bes.append(_bits(user, TUSER_RC_BYTE_EN + 4 * (i % 16), 4))
        rec: dict[str, Any] = {"port": port, "cycle": int(frame.sim_time_start) // self.period, "dw": _hex(dws)}
        first_user = _user_at(tuser, 0)
        if port in ("CQ", "RQ"):
            rec["fbe"] = _bits(first_user, TUSER_FIRST_BE, 4)
            rec["lbe"] = _bits(first_user, TUSER_LAST_BE, 4)
        if port in ("CQ", "RC"):
            rec["be"] = "".join(f"{b:x}" for b in bes)
        return rec

    def write(self, path: Path | str) -> int:
        """Every TLP seen so far and the configuration changes, in time order; returns the count."""
        recs = list(self.cfg_records)
        for port, mon in self.monitors.items():
            while not mon.empty():
                recs.append(self._frame_record(port, mon.recv_nowait()))
        recs.sort(key=lambda r: r["cycle"])
        Path(path).write_text("".join(json.dumps(r, separators=(",", ":")) + "\n" for r in recs))
        return len(recs)


def main(argv: Optional[list[str]] = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m cssd_sim.pcie_trace",
                                 description="Decode a TLP trace, or compare a model's with a reference.")
    ap.add_argument("trace")
    ap.add_argument("reference", nargs="?", help="compare TRACE (the model) with this reference trace")
    a = ap.parse_args(argv)
    if a.reference is None:
        for r in load(a.trace):
            if "payload" in r:
                r["payload"] = _hex(r["payload"])
            print(json.dumps(r))
        return 0
    diffs = compare(normalise(load(a.reference)), normalise(load(a.trace)))
    print("\n".join(diffs) if diffs else "traces agree")
    return 1 if diffs else 0


if __name__ == "__main__":
    raise SystemExit(main())
