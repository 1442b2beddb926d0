"""cocotb tests for rtl/soc/soc_boot_mem.sv.

The pytest side writes a small $readmemh image into the run's build folder (seeded, so the
cocotb side regenerates the same words as its reference) and passes it as InitFile; one
configuration per image kind (Image 0 set core, 1 management core, 2 ISP core) also defines
SOC_SIM and names a second image with the kind's plusarg (+soc_boot_hex, +soc_mgmt_hex,
+soc_isp_hex), which must replace InitFile, and a third under the other kinds' plusargs, which
must not load. The cocotb side drives one access a cycle (on the falling edge) and checks
after each rising edge:

* every word reads back as the image has it (words past the image: zero), one cycle after the
  read request;
* a write changes exactly its strobed bytes, takes no effect without req_i, and leaves rdata_o
  alone; back-to-back mixed reads and writes (incl. read right after write of the same word)
  against a Python copy.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly, RisingEdge

from cssd_sim.cocotb_run import BUILD, REPO, rtl_files, run
from cssd_sim.tb_random import make_rng

PERIOD_NS = 4
_STATE: dict[str, object] = {}   # reference memory and last read data, across tests


def image_words(seed: int, count: int, width: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(width) for _ in range(count)]


def write_image(path: Path, words: dict[int, int], width: int) -> None:
    """$readmemh text: a comment, then runs of words, each run starting with @address."""
    digits = width // 4
    lines = ["// soc_boot_mem test image (generated)"]
    prev = None
    for addr in sorted(words):
        if prev is None or addr != prev + 1:
            lines.append(f"@{addr:x}")
        lines.append(f"{words[addr]:0{digits}x}")
        prev = addr
    path.write_text("\n".join(lines) + "\n")


def image_layout(words: int, seed: int, width: int) -> dict[int, int]:
    """The image the test loads. Seed 1 (InitFile): the first half of the memory, a gap, then a
    short run near the top (so 'past the image' and 'inside a gap' both read zero). Seed 2 (the
    +soc_boot_hex image): only the first quarter, so a left-over of the InitFile image shows."""
    vals = image_words(seed, words, width)
    if seed == 2:
        return {a: vals[a] for a in range(words // 4)}
    out = {a: vals[a] for a in range(words // 2)}
    out.update({a: vals[a] for a in range(words - words // 4, words - 1)})
    return out


class TB:
    def __init__(self, dut) -> None:
        self.dut = dut
        self.width = len(dut.wdata_i)
        self.lanes = self.width // 8
        self.words = 1 << len(dut.addr_i)
        # The memory has no reset: it keeps its contents from one cocotb test to the next in
        # the same simulation, and so does the reference.
        if not _STATE:
            seed = int(os.environ.get("BOOT_IMAGE_SEED", "-1"))
            mem = [0] * self.words
            if seed >= 0:
                for a, w in image_layout(self.words, seed, self.width).items():
                    mem[a] = w
            _STATE.update(mem=mem, rdata=None)
        self.mem = _STATE["mem"]
        self.cycles = 0
        dut.req_i.value = 0
        dut.we_i.value = 0
        dut.addr_i.value = 0
        dut.wdata_i.value = 0
        dut.wstrb_i.value = 0
        cocotb.start_soon(Clock(dut.clk_i, PERIOD_NS, unit="ns").start())

    async def cycle(self, req: int, we: int, addr: int, wdata: int = 0, wstrb: int = 0) -> None:
        d = self.dut
        await FallingEdge(d.clk_i)
        d.req_i.value, d.we_i.value, d.addr_i.value = req, we, addr
        d.wdata_i.value, d.wstrb_i.value = wdata, wstrb
        await RisingEdge(d.clk_i)
        await ReadOnly()
        self.cycles += 1
        if req and not we:
            _STATE["rdata"] = self.mem[addr]
        elif req:
            for b in range(self.lanes):
                if wstrb >> b & 1:
                    m = 0xFF << (8 * b)
                    self.mem[addr] = (self.mem[addr] & ~m) | (wdata & m)
        exp = _STATE["rdata"]
        if exp is not None:
            # Held between reads: a write or an idle cycle does not disturb the last read data.
            got = d.rdata_o.value
            shown = f"{int(got):#x}" if got.is_resolvable else str(got)
            assert got.is_resolvable and int(got) == exp, (
                f"cycle {self.cycles} (req {req} we {we} addr {addr:#x}): rdata_o {shown}, "
                f"expected {exp:#x}")

    async def read_all(self) -> None:
        for a in range(self.words):
            await self.cycle(1, 0, a)


@cocotb.test()
async def test_image(dut):
    """Every word reads as the image (zero in the gaps and past its end), ascending then in a
    random order with idle cycles between."""
    rng = make_rng(dut)
    tb = TB(dut)
    await tb.read_all()
    nonzero = sum(1 for w in tb.mem if w)
    dut._log.info("%d words, %d non-zero in the image", tb.words, nonzero)
    if os.environ.get("BOOT_IMAGE_SEED", "-1") != "-1":
        assert nonzero >= tb.words // 4, "the reference image is (nearly) empty"
    order = list(range(tb.words))
    rng.shuffle(order)
    for a in order:
        await tb.cycle(1, 0, a)
        if rng.random() < 0.3:
            await tb.cycle(0, rng.randint(0, 1), rng.randrange(tb.words), rng.getrandbits(tb.width),
                           rng.getrandbits(tb.lanes))


@cocotb.test()
async def test_strobed_writes(dut):
    """Each word written with a random strobe (none, all and single lanes included), read back
    right after; writes with req_i low change nothing; then the whole memory is read."""
    rng = make_rng(dut)
    tb = TB(dut)
    full = (1 << tb.lanes) - 1
    strobes = [0, full] + [1 << b for b in range(tb.lanes)]
    for a in range(tb.words):
        strb = strobes[a % len(strobes)] if a < 2 * len(strobes) else rng.getrandbits(tb.lanes)
        await tb.cycle(1, 1, a, rng.getrandbits(tb.width), strb)
        await tb.cycle(1, 0, a)
        await tb.cycle(0, 1, a, rng.getrandbits(tb.width), full)    # no req_i: no write
    await tb.read_all()


@cocotb.test()
async def test_random_traffic(dut):
    """Random reads, writes and idle cycles, back to back, against the Python copy."""
    rng = make_rng(dut)
    tb = TB(dut)
    hot = [rng.randrange(tb.words) for _ in range(4)]   # revisited often: read-after-write
    for _ in range(4000):
        a = rng.choice(hot) if rng.random() < 0.5 else rng.randrange(tb.words)
        await tb.cycle(int(rng.random() < 0.85), rng.randint(0, 1), a, rng.getrandbits(tb.width),
                       rng.getrandbits(tb.lanes))
    await tb.read_all()


# (Words, DataWidth, image: "init" InitFile / "none" / "plusarg[-mgmt|-isp]" InitFile + one under
# the plusarg of Image 0 / 1 / 2, and a decoy under the other two)
PARAMS = [(16, 64, "init"), (256, 32, "init"), (8, 128, "none"), (64, 64, "plusarg"), (32, 8, "init"),
          (64, 64, "plusarg-mgmt"), (64, 64, "plusarg-isp")]
# The plusarg of each Image kind.
PLUSARGS = ["soc_boot_hex", "soc_mgmt_hex", "soc_isp_hex"]


@pytest.mark.parametrize("words,data_width,image", PARAMS)
def test_soc_boot_mem(words, data_width, image):
    sim = os.environ.get("SIM", "icarus")
    tag = f"Words{words}_DataWidth{data_width}_{image}"
    folder = BUILD / Path(__file__).resolve().parent.relative_to(REPO / "sim") / f"{sim}-{tag}"
    folder.mkdir(parents=True, exist_ok=True)
    params: dict[str, object] = {"Words": words, "DataWidth": data_width}
    env: dict[str, str] = {}
    defines: dict[str, object] = {}
    plusargs: list[str] = []
    if image != "none":
        init = folder / "init.hex"
        write_image(init, image_layout(words, 1, data_width), data_width)
        params["InitFile"] = f'"{init}"'
        env["BOOT_IMAGE_SEED"] = "1"
    if image.startswith("plusarg"):
        # The kind's plusarg image replaces InitFile's: the reference is the second image alone;
        # the other kinds' plusargs name a third image, which must not show.
        kind = {"plusarg": 0, "plusarg-mgmt": 1, "plusarg-isp": 2}[image]
        params["Image"] = kind
        plus, decoy = folder / "plus.hex", folder / "decoy.hex"
        write_image(plus, image_layout(words, 2, data_width), data_width)
        write_image(decoy, image_layout(words, 3, data_width), data_width)
        defines["SOC_SIM"] = 1
        plusargs += [f"+{arg}={plus if k == kind else decoy}" for k, arg in enumerate(PLUSARGS)]
        env["BOOT_IMAGE_SEED"] = "2"
    run(test_file=__file__, toplevel="soc_boot_mem", sources=rtl_files("soc/soc_boot_mem.sv"),
        parameters=params, defines=defines, plusargs=plusargs, extra_env=env, build_tag=tag)


@pytest.mark.parametrize("parameters", [{"Words": 12, "DataWidth": 64}, {"Words": 16, "DataWidth": 64, "Image": 3}])
def test_soc_boot_mem_rejects_bad_parameters(capfd, parameters):
    """Words = 12 is no power of two, Image 3 no kind of core: the run must stop with the
    module's own message."""
    with pytest.raises((AssertionError, SystemExit, RuntimeError)):
        run(test_file=__file__, toplevel="soc_boot_mem", sources=rtl_files("soc/soc_boot_mem.sv"),
            parameters=parameters, simulator="icarus", testcase="test_image")
    assert "soc_boot_mem: Words must be a power of two >= 2, DataWidth a multiple of 8, Image 0..2" in \
        capfd.readouterr().out
