"""accel_decoupler: a slot's handshakes gated while its partition is reloaded.

Every handshake input random every cycle, decouple requests of random length: at every cycle the
outputs are what the decoupler's rule says for the decouple request of the cycle before (the
partition reaches nothing, the framework's input and parameter FIFOs drain, the output FIFO sees
nothing), the partition's reset is low from the cluster's reset until the first edge after it and
throughout a decoupling, and a coupled slot passes every handshake through unchanged.
"""

from __future__ import annotations

import cocotb
from cocotb.triggers import FallingEdge, ReadOnly

from cssd_sim import tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng

INPUTS = ("fin_valid_i", "rp_in_ready_i", "fpar_valid_i", "rp_par_ready_i", "rp_out_valid_i", "fout_ready_i")


@cocotb.test()
async def gating_follows_decouple(dut) -> None:
    rng = make_rng(dut)
    await tb_clock.start(dut, zero=("decouple_i", *INPUTS), reset_cycles=2)
    await ReadOnly()
    assert int(dut.rp_rst_no.value) == 0, "the partition leaves reset on a clock edge, not with the cluster's reset"
    decoupled = False  # the registered request
    rp_reset = True    # the partition's reset: held until the first edge after the cluster's
    held = 0
    seen = {True: 0, False: 0}
    for cycle in range(4000):
        await FallingEdge(dut.clk_i)
        if held == 0 and rng.random() < 0.02:
            held = rng.randint(1, 30)
        request = held > 0
        held = max(0, held - 1)
        dut.decouple_i.value = int(request)
        v = {name: rng.random() < 0.5 for name in INPUTS}
        for name, bit in v.items():
            getattr(dut, name).value = int(bit)
        await ReadOnly()
        got = {name: int(getattr(dut, name).value) for name in
               ("decoupled_o", "rp_rst_no", "rp_in_valid_o", "fin_ready_o", "rp_par_valid_o", "fpar_ready_o",
                "fout_valid_o", "rp_out_ready_o")}
        want = {
            "decoupled_o": int(decoupled),
            "rp_rst_no": int(not rp_reset),
            "rp_in_valid_o": int(v["fin_valid_i"] and not decoupled),
            "fin_ready_o": int(decoupled or v["rp_in_ready_i"]),
            "rp_par_valid_o": int(v["fpar_valid_i"] and not decoupled),
            "fpar_ready_o": int(decoupled or v["rp_par_ready_i"]),
            "fout_valid_o": int(v["rp_out_valid_i"] and not decoupled),
            "rp_out_ready_o": int(v["fout_ready_i"] and not decoupled),
        }
        assert got == want, f"cycle {cycle}: decoupled {decoupled}: {got} != {want}"
        seen[decoupled] += 1
        decoupled = rp_reset = request
    assert min(seen.values()) > 500, seen


def test_accel_decoupler() -> None:
    run(test_file=__file__, toplevel="accel_decoupler", sources=rtl_files("accel/accel_decoupler.sv"))
