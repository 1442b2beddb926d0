"""accel_isc: the cluster driven the way firmware drives it, through its registers (accel.rdl)
over AXI4-Lite, with the bench programs in the slots (accel_rp_sim). Register offsets and fields
come from the generated map (cssd_regs.accel), never from literals.

- INFO reports the build's shape; CREDIT_INIT above CREDIT_MAX acts as CREDIT_MAX.
- A file on slot 1: JOB adds its requests, each GRANT is popped and issued as a drive request
  whose SIF entry (pushed through SIF) names the grant's slot and epoch; parameters go through
  PARAM_DATA / PARAM_CTRL. The program's output equals its input; SLOT_STATE tracks credits and
  waiting work.
- Reload through DECOUPLE / RELOAD_STATUS: the epoch moves on, the slot comes back.
- Refusals are counted, never waited on: work for slot 0 or a slot beyond the cluster, a
  parameter or SIF push the FIFO cannot take; a SIF entry or parameters for a slot beyond the
  cluster never reach another slot.
"""

from __future__ import annotations

import logging
from pathlib import Path

import cocotb
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly, RisingEdge
from cocotbext.axi import AxiLiteBus, AxiLiteMaster
from peakrdl_python.lib import AsyncCallbackSet

from cssd_regs.accel.reg_model import RegModel as AccelMap
from cssd_sim import tb_clock
from cssd_sim.cocotb_run import rtl_files, run
from cssd_sim.tb_random import make_rng

HERE = Path(__file__).resolve().parent
_M = AccelMap(callbacks=AsyncCallbackSet(read_callback=None, write_callback=None))
PROG_PACE = 1


def put(**fields) -> int:
    """A register value from (register, field) pairs given as REG__FIELD=value."""
    v = 0
    for key, value in fields.items():
        reg, field = key.split("__")
        f = getattr(getattr(_M, reg), field)
        v |= (int(value) << f.lsb) & f.bitmask
    return v


def get(reg: str, field: str, value: int) -> int:
    f = getattr(getattr(_M, reg), field)
    return (value & f.bitmask) >> f.lsb


class Isc:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clk_i, dut.rst_ni,
                                  reset_active_level=False)
        self.axil.write_if.log.setLevel(logging.WARNING)
        self.axil.read_if.log.setLevel(logging.WARNING)

    async def rd(self, reg: str) -> int:
        return await self.axil.read_dword(getattr(_M, reg).address)

    async def wr(self, reg: str, value: int) -> None:
        await self.axil.write_dword(getattr(_M, reg).address, value)

    async def slot_state(self, s: int) -> tuple[int, int, int]:
        await self.wr("SLOT_SEL", put(SLOT_SEL__SLOT=s))
        v = await self.rd("SLOT_STATE")
        return get("SLOT_STATE", "CREDIT", v), get("SLOT_STATE", "EPOCH", v), get("SLOT_STATE", "PEND", v)


async def start(dut):
    await tb_clock.start(dut, zero=("rd_valid_i", "rd_data_i", "rd_len_i", "rd_last_i", "p0_ready_i", "ao_ready_i",
                                    "prog_i"))
    dut.p0_ready_i.value = 1
    dut.ao_ready_i.value = 1
    return Isc(dut)


async def send_request(dut, flits: list[tuple[int, int]]) -> None:
    """The read data of one drive request, a flit a cycle as the cluster takes them."""
    for i, (data, length) in enumerate(flits):
        await FallingEdge(dut.clk_i)
        dut.rd_valid_i.value, dut.rd_data_i.value, dut.rd_len_i.value = 1, data, length
        dut.rd_last_i.value = int(i == len(flits) - 1)
        while True:
            await ReadOnly()
            if int(dut.rd_ready_o.value):
                break
            await FallingEdge(dut.clk_i)
    await FallingEdge(dut.clk_i)
    dut.rd_valid_i.value = 0


@cocotb.test()
async def firmware_drives_a_file_through_a_slot(dut) -> None:
    rng = make_rng(dut)
    isc = await start(dut)
    info = await isc.rd("INFO")
    slots, req_flits = get("INFO", "SLOTS", info), get("INFO", "REQ_FLITS", info)
    credit_max = get("INFO", "CREDIT_MAX", info)
    assert (slots, req_flits, get("INFO", "EPOCH_BITS", info)) == (int(dut.NumSlots.value), int(dut.ReqFlits.value),
                                                                  int(dut.EpochW.value))
    assert credit_max == int(dut.InDepth.value) // req_flits

    # Load the pace program in slot 1 by a reload, with R above CREDIT_MAX: clamped.
    await isc.wr("CREDIT_INIT", credit_max + 5)
    await isc.wr("DECOUPLE", 1 << 1)
    for _ in range(100):
        if get("RELOAD_STATUS", "DRAINED", await isc.rd("RELOAD_STATUS")) >> 1 & 1:
            break
    else:
        raise AssertionError("slot 1 never drained")
    dut.prog_i.value = PROG_PACE  # slot 1's field
    await isc.wr("DECOUPLE", 0)
    credit, epoch, pend = await isc.slot_state(1)
    assert credit == credit_max and epoch == 1 and pend == 0, (credit, epoch, pend)

    # Parameters: one word (the pace), through PARAM_DATA and PARAM_CTRL.
    await isc.wr("PARAM_CTRL", put(PARAM_CTRL__SLOT=1))
    assert get("READY", "PARAM", await isc.rd("READY")) == 1
    await isc.wr("PARAM_DATA", 2)
    await isc.wr("PARAM_CTRL", put(PARAM_CTRL__SLOT=1, PARAM_CTRL__GO=1))

    # A file of five requests: the work, then each grant popped, its SIF entry pushed and its data sent.
    nreq = 5
    data = [[(rng.getrandbits(512), 64) for _ in range(req_flits)] for _ in range(nreq)]
    await isc.wr("JOB", put(JOB__SLOT=1, JOB__COUNT=nreq, JOB__GO=1))
    _, _, pend = await isc.slot_state(1)
    assert pend + min(nreq, credit_max) >= nreq, pend
    out = []

    async def collect():
        while True:
            await RisingEdge(dut.clk_i)
            await ReadOnly()
            if int(dut.ao_valid_o.value) and int(dut.ao_ready_i.value):
                out.append((int(dut.ao_data_o.value), int(dut.ao_len_o.value), int(dut.ao_eof_o.value),
                            int(dut.ao_slot_o.value)))

    cocotb.start_soon(collect())
    for r in range(nreq):
        for _ in range(200):
            g = await isc.rd("GRANT")
            if get("GRANT", "VALID", g):
                break
        else:
            raise AssertionError(f"no grant for request {r}")
        assert get("GRANT", "SLOT", g) == 1 and get("GRANT", "EPOCH", g) == 1
        await isc.wr("GRANT_POP", put(GRANT_POP__POP=1))
        assert get("READY", "SIF", await isc.rd("READY")) == 1
        await isc.wr("SIF", put(SIF__SLOT=1, SIF__EPOCH=1, SIF__EOF=int(r == nreq - 1), SIF__GO=1))
        await send_request(dut, data[r])
    for _ in range(2000):
        if out and out[-1][2]:
            break
        await ClockCycles(dut.clk_i, 1)
    want = [(d, ln, int(i == nreq * req_flits - 1), 1) for i, (d, ln) in enumerate(f for req in data for f in req)]
    assert out == want, f"{len(out)} flits out of slot 1, {len(want)} sent"
    credit, _, pend = await isc.slot_state(1)
    assert (credit, pend) == (credit_max, 0), (credit, pend)
    assert await isc.rd("REFUSED") == 0 and await isc.rd("DROPPED") == 0 and await isc.rd("CREDIT_ERR") == 0


@cocotb.test()
async def refusals_are_counted_not_waited_on(dut) -> None:
    isc = await start(dut)
    # Work for slot 0 (the pass-through has no work queue) and for a slot that does not exist.
    await isc.wr("JOB", put(JOB__SLOT=0, JOB__COUNT=3, JOB__GO=1))
    await isc.wr("JOB", put(JOB__SLOT=15, JOB__COUNT=3, JOB__GO=1))
    refused = await isc.rd("REFUSED")
    assert get("REFUSED", "JOB", refused) == 2, hex(refused)
    # A SIF entry naming slot 15 (beyond the cluster: its number must not alias onto slot 3
    # once cut to the cluster's slot bits): its data is taken and dropped.
    await isc.wr("SIF", put(SIF__SLOT=15, SIF__EPOCH=0, SIF__GO=1))
    await send_request(dut, [(12345, 64), (6789, 64)])
    await ClockCycles(dut.clk_i, 10)
    assert await isc.rd("DROPPED") == 2
    assert not int(dut.ao_valid_o.value) and not int(dut.p0_valid_o.value)
    # Parameters for slot 15 likewise: taken (READY.PARAM says so) and dropped, not counted.
    await isc.wr("PARAM_CTRL", put(PARAM_CTRL__SLOT=15))
    assert get("READY", "PARAM", await isc.rd("READY")) == 1
    await isc.wr("PARAM_CTRL", put(PARAM_CTRL__SLOT=15, PARAM_CTRL__GO=1))
    assert get("REFUSED", "PARAM", await isc.rd("REFUSED")) == 0
    # Slot 2's parameter FIFO holds ParDepth words and its program (none loaded) takes none.
    depth = int(dut.ParDepth.value)
    await isc.wr("PARAM_CTRL", put(PARAM_CTRL__SLOT=2))
    for i in range(depth + 3):
        await isc.wr("PARAM_DATA", i)
        await isc.wr("PARAM_CTRL", put(PARAM_CTRL__SLOT=2, PARAM_CTRL__GO=1))
    assert get("READY", "PARAM", await isc.rd("READY")) == 0
    assert get("REFUSED", "PARAM", await isc.rd("REFUSED")) == 3
    # SIF entries with no data behind them fill the SIF; the pushes past its depth are dropped.
    sif_depth = int(dut.SifDepth.value)
    for _ in range(sif_depth + 2):
        await isc.wr("SIF", put(SIF__SLOT=0, SIF__GO=1))
    assert get("READY", "SIF", await isc.rd("READY")) == 0
    assert get("REFUSED", "SIF", await isc.rd("REFUSED")) == 2


def test_accel_isc() -> None:
    run(test_file=__file__, toplevel="accel_isc_tb",
        sources=[*rtl_files("common/common_fifo_sync.sv", "common/common_skid_buffer.sv", "common/common_rr_arb.sv",
                            "accel/accel_dispatcher.sv", "accel/accel_credit_sched.sv", "accel/accel_decoupler.sv",
                            "accel/accel_cluster.sv", "accel/generated/accel_csr.sv", "accel/accel_isc.sv",
                            "accel/prog/*.sv"), HERE.parent / "accel_cluster" / "accel_rp_bank.sv", HERE / "accel_isc_tb.sv"],
        parameters=dict(NumSlots=4, ReqFlits=8, ResetCredits=4, SifDepth=16))
