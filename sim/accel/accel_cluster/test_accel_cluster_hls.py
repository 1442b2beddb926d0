"""accel_cluster with the HLS drive programs (hls/) in its slots, over DPI-C (accel_cluster_tb
with HlsShell, Verilator).

Every program runs in a slot of the cluster on a generated file that reaches it as drive reads
through the dispatcher, the slot's FIFOs and the credit scheduler, with normal reads through
slot 0 beside it; its output, gathered from the cluster's output port, must equal the same C++
run on the CPU (hls/common/run_program.cpp) on the same file and parameters. The slots are
reloaded between rounds (three slots, eight programs, three rounds), so every load also goes
through a reload. The programs' own correctness against their references is `make hls-csim`'s.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import cocotb

from cssd_sim import hls
from cssd_sim.accel_tb import Tb
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng

HERE = Path(__file__).resolve().parent


def words(data: bytes, n: int) -> list[int]:
    data = data.ljust(4 * n, b"\0")
    return [int.from_bytes(data[4 * i:4 * i + 4], "little") for i in range(n)]


def workload(program: str, rng: random.Random) -> tuple[bytes, list[int]]:
    """A file and a parameter block for `program` that give it real work (matches, hits)."""
    if program == "grep":
        text = bytes(rng.choice(b"abcd \n") for _ in range(3000))
        pattern = text[700:705]
        return text, [len(pattern), *words(pattern, 8)]
    if program == "integration":
        keys = [rng.randrange(50) for _ in range(8)]
        recs = b"".join(rng.randrange(100).to_bytes(4, "little") + rng.randbytes(60) for _ in range(60))
        return recs, [5, *keys]
    if program == "knn":
        dims = 100
        query = rng.randbytes(dims)
        return rng.randbytes(dims * 30), [dims, *words(query, 1024)]
    if program == "pass":
        return rng.randbytes(2500), []
    if program == "relief":
        return rng.randbytes(3 * 40 * 20), [40]
    if program == "rle":
        return bytes(b for _ in range(300) for b in (rng.randrange(0, 40), rng.randrange(4))), []
    if program == "sql":
        return b"".join(rng.randrange(1000).to_bytes(4, "little") for _ in range(8 * 90)), [2, 100, 600]
    if program == "statistics":
        return b"".join(rng.getrandbits(32).to_bytes(4, "little") for _ in range(700)), [16]
    raise ValueError(program)


def flits(data: bytes) -> list[tuple[int, int]]:
    return [(int.from_bytes(data[i:i + 64], "little"), len(data[i:i + 64])) for i in range(0, len(data), 64)]


def output_bytes(out: list[tuple[int, int, int]]) -> tuple[bytes, int]:
    """The bytes of the first file in a slot's output, and how many flits it took."""
    data = b""
    for n, (value, length, eof) in enumerate(out):
        data += value.to_bytes(64, "little")[:length]
        if eof:
            return data, n + 1
    raise AssertionError("no eop in the slot's output")


@cocotb.test()
async def every_program_in_a_slot(dut) -> None:
    rng = make_rng(dut)
    tb = Tb(dut, rng, gap=1, queue=8)
    await tb.start()
    runner = Path(os.environ["HLS_RUNNER"])
    table = [name for name, _ in hls.program_table()]
    slots = list(range(1, tb.n))
    rounds = [table[i:i + len(slots)] for i in range(0, len(table), len(slots))]
    loaded = 0
    for programs in rounds:
        # A reload of every slot this round uses (the first one loads empty slots).
        mask = sum(1 << s for s in slots[:len(programs)])
        tb.decouple |= mask
        await tb.run_until(lambda: int(dut.drained_o.value) & mask == mask, 5_000)
        want = {}
        for slot, program in zip(slots, programs):
            tb.prog[slot] = table.index(program) + 1
        for _ in range(3):
            await tb.step()
        tb.decouple &= ~mask
        for _ in range(3):
            await tb.step()
        for slot, program in zip(slots, programs):
            data, params = workload(program, rng)
            want[slot] = (program, hls.run_on_cpu(runner, program, params, data))
            tb.stats.out[slot].clear()
            tb.open_file(slot, flits(data), params)
        for _ in range(10):
            tb.normal_read(rng.choice([1, 8]))
        await tb.run_until(lambda: all(any(eof for _, _, eof in tb.stats.out[s]) for s in want)
                           and len(tb.stats.normal) >= len(tb.expect_normal), 200_000)
        for slot, (program, expected) in want.items():
            got, nflits = output_bytes(tb.stats.out[slot])
            assert got == expected, f"{program} in slot {slot}: {len(got)} bytes out, the CPU's {len(expected)}"
            assert nflits == len(tb.stats.out[slot]), f"{program}: output after its eop"
            dut._log.info("%s in slot %d: %d bytes out, equal to the CPU's", program, slot, len(got))
            loaded += 1
    assert loaded == len(table)
    assert tb.stats.normal == tb.expect_normal, "normal reads through slot 0 differ"
    assert tb.stats.rd_stalls == 0
    assert int(dut.stat_credit_err_o.value) == 0


def test_accel_cluster_hls() -> None:
    runner = hls.build_runner()
    shell = [HERE.parent.parent / "models" / "accel_hls_shell.cpp", *hls.sources()]
    run(test_file=__file__, toplevel="accel_cluster_tb", simulator="verilator",
        sources=[*rtl_files("common/common_fifo_sync.sv", "common/common_skid_buffer.sv", "common/common_rr_arb.sv",
                            "accel/accel_*.sv", "accel/prog/*.sv"),
                 HERE.parent.parent / "models" / "accel_hls_shell.sv", HERE / "accel_rp_bank.sv", HERE / "accel_cluster_tb.sv"],
        parameters=dict(NumSlots=4, DataW=512, ReqFlits=8, ResetCredits=4, ProgW=4, HlsShell=1),
        build_args=[*map(str, shell), "-CFLAGS", " ".join(["-std=c++17", *hls.includes()])],
        extra_env={"HLS_RUNNER": str(runner)})
