"""cocotb tests for rtl/soc/soc_console_mux.sv (per-source line buffers, round robin per line).

Every source sends lines of random text (pulses with random gaps, several sources in the same
cycles) while the sink takes bytes with random backpressure. A monitor records, each cycle, the
bytes each source's buffer accepted (src_valid_i without src_drop_o) and the merged output. The
output is then parsed line by line ("[i] " prefix, body up to '\n', or a LineBytes chunk of an
over-long line) and checked:
* lines do not interleave: every output line is, whole, the next line (or chunk) of one source
  (with the prefix, of the source it names);
* nothing is lost or invented: per source, the lines that came out are exactly the bytes it put
  in, in order; no drop pulse unless the buffer was full;
* lines longer than LineBytes come out as LineBytes chunks, each with the prefix;
* with the sink stalled, a source that overflows its buffer gets drop pulses, exactly the bytes
  the buffer did not take are missing, and the other sources are unaffected;
* fairness: with every source busy, no source waits more than NumSrc - 1 other lines.
Swept: NumSrc 1/3/4, LineBytes 8/32, Prefix on/off.
"""

from __future__ import annotations

import os

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge

from cssd_sim.cocotb_run import core_files, rtl_files, run
from cssd_sim.tb_random import make_rng

CLK_NS = 4
TEXT = b"abcdefghijklmnopqrstuvwxyz0123456789 .:=-"


class TB:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.n = int(os.environ["MUX_NUM_SRC"])
        self.line_bytes = int(os.environ["MUX_LINE_BYTES"])
        self.prefix = os.environ["MUX_PREFIX"] == "1"
        self.accepted = [bytearray() for _ in range(self.n)]
        self.dropped = [0] * self.n
        self.out = bytearray()
        self.drop_while_room: list[str] = []
        self.ready_p = 0.7
        self.valid = 0
        self.data = 0
        dut.src_valid_i.value = 0
        dut.src_data_i.value = 0
        dut.out_ready_i.value = 0
        dut.rst_ni.value = 0
        cocotb.start_soon(Clock(dut.clk_i, CLK_NS, unit="ns").start())

    async def start(self, rng) -> None:
        await ClockCycles(self.dut.clk_i, 3)
        self.dut.rst_ni.value = 1
        cocotb.start_soon(self._drive(rng))
        cocotb.start_soon(self._monitor())

    async def _drive(self, rng) -> None:
        """Every falling edge: present this cycle's source pulses and a random out_ready_i."""
        d = self.dut
        while True:
            await FallingEdge(d.clk_i)
            d.src_valid_i.value = self.valid
            d.src_data_i.value = self.data
            self.valid = 0
            d.out_ready_i.value = int(rng.random() < self.ready_p)

    async def _monitor(self) -> None:
        """Samples after the falling edge, where the inputs for the next rising edge are set and
        the outputs are what that edge transfers."""
        d = self.dut
        while True:
            await FallingEdge(d.clk_i)
            await ReadOnly()
            v, data, drop = int(d.src_valid_i.value), int(d.src_data_i.value), int(d.src_drop_o.value)
            assert drop & ~v == 0, "drop pulse without a byte"
            for i in range(self.n):
                if v >> i & 1:
                    if drop >> i & 1:
                        self.dropped[i] += 1
                        if os.environ.get("MUX_DEBUG"):
                            d._log.warning("drop src %d: state %s cur %s nl %s out %r", i, d.state_q.value, d.cur_q.value,
                                           [(str(d.nl_cnt_q[j].value), str(d.fifo_count[j].value)) for j in range(self.n)], bytes(self.out[-60:]))
                    else:
                        self.accepted[i].append(data >> (8 * i) & 0xFF)
            if int(d.out_valid_o.value) and int(d.out_ready_i.value):
                self.out.append(int(d.out_data_o.value))

    def put(self, src: int, byte: int) -> None:
        """Queue one byte of source src for the next falling edge (call once per cycle per src)."""
        self.valid |= 1 << src
        self.data |= byte << (8 * src)

    async def next_cycle(self) -> None:
        await FallingEdge(self.dut.clk_i)
        await ReadOnly()
        self.data = 0
        await RisingEdge(self.dut.clk_i)

    def parse(self) -> list[tuple[int | None, bytes]]:
        """Split the output into (source named by the prefix or None, line or chunk)."""
        out, pos, lines = bytes(self.out), 0, []
        while pos < len(out):
            src = None
            if self.prefix:
                digits = 2 if self.n > 16 else 1
                pre = out[pos:pos + digits + 3]
                assert (len(pre) == digits + 3 and pre[0:1] == b"[" and pre[-2:] == b"] "
                        and pre[1:-2].decode(errors="replace") == pre[1:-2].decode(errors="replace").lower()), (
                    f"bad prefix {pre!r} at {pos}")
                src = int(pre[1:-2], 16)
                pos += digits + 3
            end = out.find(b"\n", pos, pos + self.line_bytes)
            stop = end + 1 if end >= 0 else pos + self.line_bytes
            assert stop <= len(out), f"unfinished line at {pos}: {out[pos:]!r}"
            lines.append((src, out[pos:stop]))
            pos = stop
        return lines

    def split_source(self, data: bytes) -> list[bytes]:
        """A source's stream as the mux must cut it: at '\n' or every LineBytes bytes."""
        pieces, pos = [], 0
        while pos < len(data):
            end = data.find(b"\n", pos, pos + self.line_bytes)
            stop = end + 1 if end >= 0 else pos + self.line_bytes
            pieces.append(data[pos:stop])
            pos = stop
        return pieces

    def check(self, complete: bool = True) -> list[tuple[int, bytes]]:
        """Every output piece is the next whole piece of one source; returns (source, piece).

        Without prefixes a piece names no source; when several sources' next pieces are equal
        (short random lines often are), any of them may be the one that went out, so the
        attribution is searched (depth first) rather than taken greedily."""
        pending = [self.split_source(bytes(a)) for a in self.accepted]
        pieces = self.parse()
        heads = [0] * self.n
        taken: list[tuple[int, bytes]] = []
        stuck = [(-1, b"", None)]

        def attribute(k: int) -> bool:
            if k == len(pieces):
                return True
            src, piece = pieces[k]
            cands = [src] if src is not None else range(self.n)
            for i in cands:
                nxt = pending[i][heads[i]] if heads[i] < len(pending[i]) else None
                if nxt != piece:
                    continue
                heads[i] += 1
                taken.append((i, piece))
                if attribute(k + 1):
                    return True
                heads[i] -= 1
                taken.pop()
            if k > stuck[0][0]:
                nxt = None
                if src is not None:
                    nxt = pending[src][heads[src]] if heads[src] < len(pending[src]) else None
                stuck[0] = (k, piece, (src, nxt))
            return False

        if not attribute(0):
            k, piece, (src, nxt) = stuck[0]
            assert False, (f"output line {k} {piece!r} is no source's next line (interleaved or invented)"
                           + (f"; [{src}]'s next line is {nxt!r}" if src is not None else ""))
        if complete:
            left = {i: p[heads[i]:] for i, p in enumerate(pending) if heads[i] < len(p)}
            assert not left, f"lines never sent out: {left}"
        return taken


def random_line(rng, longest: int) -> bytes:
    return bytes(rng.choice(TEXT) for _ in range(rng.randint(0, longest - 1))) + b"\n"


async def settle(tb: TB, cycles: int) -> None:
    tb.ready_p = 1.0
    await ClockCycles(tb.dut.clk_i, cycles)


@cocotb.test()
async def test_lines_do_not_interleave(dut):
    """All sources print lines that fit the buffer, with random gaps and a random sink: whole
    lines out, nothing lost, prefixes name the right source, no drops."""
    rng = make_rng(dut)
    tb = TB(dut)
    await tb.start(rng)
    # Lines up to half the buffer: the next line has room while one waits for its turn.
    streams = [b"".join(random_line(rng, max(1, tb.line_bytes // 2)) for _ in range(30)) for _ in range(tb.n)]
    pos = [0] * tb.n
    while any(p < len(s) for p, s in zip(pos, streams)):
        for i in range(tb.n):
            # Slow enough that the buffers never overflow at ready_p 0.7 (with the prefixes).
            if pos[i] < len(streams[i]) and rng.random() < 0.1 / tb.n:
                tb.put(i, streams[i][pos[i]])
                pos[i] += 1
        await tb.next_cycle()
    await settle(tb, 20 * tb.line_bytes * tb.n)
    assert tb.dropped == [0] * tb.n, f"drops {tb.dropped} with room in the buffers"
    assert [bytes(a) for a in tb.accepted] == streams
    tb.check()


@cocotb.test()
async def test_long_lines_and_partial(dut):
    """Lines longer than LineBytes go out as prefixed LineBytes chunks; a partial line waits for
    its '\n' (and then comes out whole)."""
    rng = make_rng(dut)
    tb = TB(dut)
    await tb.start(rng)
    tb.ready_p = 1.0
    long = bytes(rng.choice(TEXT) for _ in range(2 * tb.line_bytes + 3)) + b"\n"
    for b in long:                    # one byte every 8 cycles: the sink keeps up, prefixes included
        tb.put(0, b)
        for _ in range(8):
            await tb.next_cycle()
    partial = b"xyz"[: tb.line_bytes - 1]
    for b in partial:
        tb.put(tb.n - 1, b)
        await tb.next_cycle()
    await ClockCycles(dut.clk_i, 10 * tb.line_bytes)
    tb.check(complete=False)
    assert not bytes(tb.out).endswith(partial), f"a partial line went out early: {bytes(tb.out)[-20:]!r}"
    tb.put(tb.n - 1, ord("\n"))
    await tb.next_cycle()
    await ClockCycles(dut.clk_i, 10 * tb.line_bytes)
    taken = tb.check()
    chunks = [p for i, p in taken if i == 0]
    assert [len(c) for c in chunks[:3]] == [tb.line_bytes, tb.line_bytes, 4], [len(c) for c in chunks]
    assert tb.dropped == [0] * tb.n


@cocotb.test()
async def test_overflow_drops_only_that_source(dut):
    """Sink stalled: source 0 writes more than its buffer holds without a '\n' and then a line;
    the excess bytes pulse src_drop_o[0] and are exactly what is missing; the other sources'
    lines all come out."""
    rng = make_rng(dut)
    tb = TB(dut)
    tb.ready_p = 0.0
    await tb.start(rng)
    flood = bytes(rng.choice(TEXT) for _ in range(tb.line_bytes + 5))
    others = [random_line(rng, min(tb.line_bytes, 6)) for _ in range(tb.n)]
    for k, b in enumerate(flood):
        tb.put(0, b)
        for i in range(1, tb.n):
            if k < len(others[i]):
                tb.put(i, others[i][k])
        await tb.next_cycle()
    await ClockCycles(dut.clk_i, 4)
    assert tb.dropped[0] >= 5, f"source 0 dropped {tb.dropped[0]} of {len(flood)} into {tb.line_bytes}"
    assert tb.dropped[1:] == [0] * (tb.n - 1)
    assert bytes(tb.accepted[0]) == flood[:len(flood) - tb.dropped[0]], "the dropped bytes are not the last ones"
    await settle(tb, 20 * tb.line_bytes * tb.n)
    tb.check()
    for i in range(1, tb.n):
        assert bytes(tb.accepted[i]) == others[i]


@cocotb.test()
async def test_round_robin(dut):
    """Every source keeps a complete line waiting: consecutive output lines rotate through all
    sources (no source waits more than NumSrc - 1 lines)."""
    rng = make_rng(dut)
    tb = TB(dut)
    await tb.start(rng)
    tb.ready_p = 0.0                  # sink stalled while every source queues two lines
    short = max(1, min(4, tb.line_bytes // 4))
    for i in range(tb.n):
        # Tagged so that, without prefixes, the output still says which source each line is from.
        tag = b"%x:" % i
        for b in tag + random_line(rng, short) + tag + random_line(rng, short):
            tb.put(i, b)
            await tb.next_cycle()
    await settle(tb, 20 * tb.line_bytes * tb.n)
    srcs = [i for i, _ in tb.check()]
    assert srcs == list(range(tb.n)) * 2, f"line order by source {srcs}, want round robin"


# The common blocks from rtl/common/common.core, then the DUT: the soc core's own list would bring
# soc_core, which needs the Rocket package.
SOURCES = core_files("common") + rtl_files("soc/soc_console_mux.sv")


@pytest.mark.parametrize("num_src,line_bytes,prefix", [(3, 32, 1), (4, 8, 1), (1, 8, 1), (3, 32, 0), (18, 16, 1)])
def test_soc_console_mux(num_src, line_bytes, prefix):
    run(test_file=__file__, toplevel="soc_console_mux", sources=SOURCES,
        parameters={"NumSrc": num_src, "LineBytes": line_bytes, "Prefix": prefix},
        extra_env={"MUX_NUM_SRC": str(num_src), "MUX_LINE_BYTES": str(line_bytes), "MUX_PREFIX": str(prefix)})
