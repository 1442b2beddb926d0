"""Host-native firmware tests: builds the FTL / ICL test programs with gcc (plain and with
AddressSanitizer + UBSan) into build/fw-host through firmware/Makefile, runs them, and checks that
the pure-logic layers also compile for the Rocket cores (rv64imac, picolibc) into build/fw-rv64.

Environment: SEED (random tests), POWER_CUTS (default 240), RANDOM_OPS (default 20000), HIL_OPS
(default 20000); test_power also reads POWER_PROG_FAIL and POWER_REPORT_ERASED (set by the tests
below);
FW_LONG=1 runs the long variant (more cuts, more operations, several seeds).
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FW = REPO / "firmware"
BUILD = REPO / "build" / "fw-host"
XBUILD = REPO / "build" / "fw-rv64"
LONG = os.environ.get("FW_LONG") == "1"


def _make(*targets: str) -> None:
    # pytest-xdist workers share build/: one make at a time (the others then find it up to date).
    BUILD.parent.mkdir(parents=True, exist_ok=True)
    with open(BUILD.parent / ".fw-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        subprocess.run(["make", "-s", "-C", str(FW), f"BUILD={BUILD}", f"XBUILD={XBUILD}", *targets], check=True)


@pytest.fixture(scope="module")
def host_build() -> Path:
    if not shutil.which("gcc"):
        pytest.fail("no host gcc: `make setup` installs it")
    _make("host-tests")
    return BUILD


def _run(binary: Path, env: dict[str, str] | None = None, timeout: int = 600) -> str:
    res = subprocess.run([str(binary)], capture_output=True, text=True, timeout=timeout,
                         env={**os.environ, **(env or {})})
    print(res.stdout)
    assert res.returncode == 0, f"{binary.name} failed (exit {res.returncode}):\n{res.stdout}\n{res.stderr}"
    return res.stdout


@pytest.mark.parametrize("san", ["", "-san"], ids=["plain", "asan"])
@pytest.mark.parametrize("name", ["test_ftl", "test_icl", "test_nand_model"])
def test_unit(host_build: Path, name: str, san: str) -> None:
    out = _run(host_build / f"{name}{san}")
    assert "all passed" in out


@pytest.mark.parametrize("san", ["", "-san"], ids=["plain", "asan"])
def test_random_ops(host_build: Path, san: str) -> None:
    # The sanitizer build is ~5x slower: fewer operations, same code paths.
    ops = "100000" if LONG else ("20000" if not san else "6000")
    seeds = ["1", "2", "3"] if LONG and not san else [os.environ.get("SEED", "1")]
    for seed in seeds:
        out = _run(host_build / f"test_random{san}", {"RANDOM_OPS": ops, "SEED": seed})
        assert "passed" in out


@pytest.mark.parametrize("san", ["", "-san"], ids=["plain", "asan"])
def test_ftl_async(host_build: Path, san: str) -> None:
    """Up to 128 asynchronous FTL reads and programs in flight, out-of-order completions, GC,
    checkpoints, program failures, media errors per operation, and power cuts with operations in
    flight (firmware/tests/test_ftl_async.c says what it checks)."""
    ops, cuts = ("100000", "400") if LONG and not san else (("30000", "40") if not san else ("16000", "12"))
    seeds = ["1", "2", "3"] if LONG and not san else [os.environ.get("SEED", "1")]
    for seed in seeds:
        out = _run(host_build / f"test_ftl_async{san}", {"ASYNC_OPS": ops, "ASYNC_CUTS": cuts, "SEED": seed})
        assert "test_ftl_async: passed" in out


@pytest.mark.parametrize("san", ["", "-san"], ids=["plain", "asan"])
def test_power_loss(host_build: Path, san: str) -> None:
    cuts = "1000" if LONG and not san else ("240" if not san else "60")
    seeds = ["1", "2", "3"] if LONG and not san else [os.environ.get("SEED", "1")]
    for seed in seeds:
        out = _run(host_build / f"test_power{san}", {"POWER_CUTS": cuts, "SEED": seed})
        assert "passed" in out


@pytest.mark.parametrize("san", ["", "-san"], ids=["plain", "asan"])
def test_hil(host_build: Path, san: str) -> None:
    """The HIL against a fake set-queue device over the real ICL, FTL and NAND model: random
    commands on a 512 B and a 4 KiB namespace, transfer failures, UNC reads, power cuts; reads
    that miss the cache asynchronously, then many reads at once with late transfers, then Writes
    and Reads together with Writes parked while the cache waits for write-backs; then the 2PM
    Search Query / Search through the NAND model's first stage against a search of the reference's
    bytes (ranges of 1-4 pages, trimmed pages, a key across a page boundary, each refused input,
    an uncorrectable page). The plain build
    also runs with the cores' setting (HIL_SYNC_ALONE=1: a lone Read stays synchronous) and with
    Writes that wait instead of parking (HIL_PARK=0)."""
    ops = "100000" if LONG and not san else ("20000" if not san else "5000")
    seeds = ["1", "2", "3"] if LONG and not san else [os.environ.get("SEED", "1")]
    variants = [("0", "1"), ("1", "1"), ("0", "0")] if not san else [("0", "1")]
    for seed in seeds:
        for alone, park in variants:
            out = _run(host_build / f"test_hil{san}",
                       {"HIL_OPS": ops, "SEED": seed, "HIL_SYNC_ALONE": alone, "HIL_PARK": park})
            assert "all passed" in out


@pytest.mark.parametrize("san", ["", "-san"], ids=["plain", "asan"])
def test_mgmt(host_build: Path, san: str) -> None:
    """The management firmware against a fake management-register device: start-up (namespace
    table, set mailboxes), events, Identify, queue creation and deletion with their refusals,
    features, log pages from mailbox counters, AERs and Abort, unknown opcodes."""
    out = _run(host_build / f"test_mgmt{san}")
    assert "all passed" in out


def test_power_loss_with_program_failures(host_build: Path) -> None:
    """Cuts on top of random program failures: retired blocks and rewritten data, no loss."""
    out = _run(host_build / "test_power", {"POWER_CUTS": "120", "SEED": "11", "POWER_PROG_FAIL": "60"})
    assert "passed" in out


@pytest.mark.parametrize("san", ["", "-san"], ids=["plain", "asan"])
def test_power_loss_erased_reported(host_build: Path, san: str) -> None:
    """Cuts with the back end reporting erased blocks (nand_ops::is_erased, as the flash_top
    driver does): format skips their erase, mount their first-page read."""
    cuts = "240" if not san else "60"
    out = _run(host_build / f"test_power{san}", {"POWER_CUTS": cuts, "SEED": "5", "POWER_REPORT_ERASED": "1"})
    assert "passed" in out


@pytest.mark.parametrize("name", ["test_power", "test_random"])
def test_data_crc_off(host_build: Path, name: str) -> None:
    """The FTL as the cores run it (ftl_config.data_crc = 0): the spare CRC covers the spare fields
    only and the model's ECC flags every torn program, as the flash back end's would. The checks
    that need the CRC over the data, silent corruption caught on read (test_ftl uncorrectable,
    test_icl media_error), run with it on only: without it nothing can see a bit flipped behind
    the ECC's back. Power cuts and random operations need nothing of it and must pass unchanged."""
    env = {"FTL_DATA_CRC": "0", "POWER_CUTS": "120", "SEED": os.environ.get("SEED", "1")}
    out = _run(host_build / name, env)
    assert "passed" in out


def test_cross_compile_rv64() -> None:
    """FTL, ICL, HIL, management, CRC and health build for the cores (rv64imac, lp64, picolibc, -Os, freestanding)."""
    if not shutil.which("riscv64-unknown-elf-gcc"):
        pytest.fail("no riscv64-unknown-elf-gcc: `make setup` installs it")
    # Objects of sources that no longer exist (a file split since the last build) are not this
    # tree's: remove them so that the check below sees what `make cross` builds now.
    for o in XBUILD.glob("*.o"):
        if not any((FW / d / f"{o.stem}.c").exists() for d in ("ftl", "icl", "hil", "mgmt", "lib")):
            o.unlink()
    _make("cross")
    objs = sorted(XBUILD.glob("*.o"))
    layers = {p.stem for d in ("ftl", "icl", "hil", "mgmt") for p in (FW / d).glob("*.c")}
    # mgmt_etheron is the Ether-oN glue to lwIP: it builds only into the management image, with
    # lwIP (test_mgmt_image_rv64 links it), not as a stand-alone layer.
    assert {o.stem for o in objs} == layers - {"mgmt_etheron"} | {"crc32", "health"}
    res = subprocess.run(["riscv64-unknown-elf-size", *map(str, objs)], capture_output=True, text=True, check=True)
    print(res.stdout)
    # The FTL must not pull in allocation or stdio: every instance's memory comes from its caller.
    res = subprocess.run(["riscv64-unknown-elf-nm", "-u", *map(str, objs)], capture_output=True, text=True,
                         check=True)
    undefined = {line.split()[-1] for line in res.stdout.splitlines() if line.strip() and ":" not in line}
    res = subprocess.run(["riscv64-unknown-elf-nm", "--defined-only", *map(str, objs)], capture_output=True,
                         text=True, check=True)
    defined = {line.split()[-1] for line in res.stdout.splitlines() if len(line.split()) == 3}
    assert undefined - defined <= {"memset", "memcpy", "memcmp", "memmove"}, undefined - defined


def _boot_image(name: str) -> tuple[dict[str, int], Path]:
    """`make -C firmware <name>`: the ELF's symbols (name -> address) and the boot memory image."""
    if not shutil.which("riscv64-unknown-elf-gcc"):
        pytest.fail("no riscv64-unknown-elf-gcc: `make setup` installs it")
    _make(name)
    elf, hexf = XBUILD / "boot" / f"{name}.elf", XBUILD / "boot" / f"{name}.hex"
    res = subprocess.run(["riscv64-unknown-elf-nm", str(elf)], capture_output=True, text=True, check=True)
    return ({line.split()[-1]: int(line.split()[0], 16) for line in res.stdout.splitlines() if len(line.split()) == 3},
            hexf)


def _boot_words(hexf: Path) -> list[str]:
    """The image's 64-bit words ($readmemh, one a line), checked to fit the 128 KiB boot memory."""
    words = hexf.read_text().split()
    assert all(len(w) == 16 for w in words)
    assert len(words) * 8 <= 131072, f"{len(words) * 8} bytes"
    return words


def test_set_image_rv64() -> None:
    """The set cores' program (set_main + flash driver + FTL + ICL [+ HIL]) links for the boot
    memory: code in it at 0x1000_0000, data, .bss and heap in private DRAM, the image within
    cssd_system's 128 KiB boot memory (the Makefile refuses a bigger one), the hex one 64-bit
    word a line for $readmemh."""
    sym, hexf = _boot_image("set")
    for name in ("main", "flash_drv_ops", "ftl_mount", "icl_init"):
        assert 0x1000_0000 <= sym[name] < 0x1002_0000 or name == "flash_drv_ops", name
    assert 0x8000_0000 <= sym["flash_drv_ops"] < sym["__bss_end"]  # .rodata is copied to DRAM
    assert sym["__bss_end"] <= sym["__heap_start"] < sym["__heap_end"] < sym["__stack_top"]
    # The I/O path (.hot, include/fw_attr.h) runs from the DRAM at 0x8010_0000, past the stack's
    # top, loaded in the boot memory: FW_HOT first with the hit / write / idle code within 4 KiB
    # of its start (the flash driver last), then FW_HOT_MISS (what only a read from flash runs).
    hot, miss, end = sym["__text_hot_start"], sym["__text_hot_miss"], sym["__text_hot_end"]
    assert hot == 0x8010_0000 and sym["__stack_top"] <= hot < miss < end
    assert 0x1000_0000 <= sym["__text_hot_load"] < 0x1002_0000 and sym["__text_hot_load"] % 8 == 0
    for name in ("hil_poll", "icl_read_begin", "icl_write_begin", "soc_irq_handler", "serve"):
        assert hot <= sym[name] < sym["drv_submit"] <= hot + 4096, name
    for name in ("ftl_read", "crc32_update"):
        assert miss <= sym[name] < end, name
    words = _boot_words(hexf)
    print(f"set image: {len(words) * 8} bytes of 131072; .hot {end - hot} bytes ({miss - hot} FW_HOT)")


def test_mgmt_image_rv64() -> None:
    """The management core's program (mgmt_main + mgmt) links for the boot memory like the set
    program: code at 0x1000_0000, the configuration (.rodata) copied to DRAM, within 128 KiB."""
    sym, hexf = _boot_image("mgmt")
    # With Ether-oN's command layer, and lwIP for drives without an ISP core.
    for name in ("main", "mgmt_init", "mgmt_poll", "mgmt_etheron_command", "eon_submit", "tcp_input"):
        assert 0x1000_0000 <= sym[name] < 0x1002_0000, name
    assert 0x8000_0000 <= sym["cfg"] < sym["__bss_end"]  # mgmt_main.c's configuration
    assert sym["__bss_end"] <= sym["__heap_start"] < sym["__heap_end"] < sym["__stack_top"]
    words = _boot_words(hexf)
    print(f"mgmt image: {len(words) * 8} bytes of 131072")


def test_isp_image_rv64() -> None:
    """The ISP core's program (app/isp_main.c: Ether-oN's network half and lwIP) links for the boot
    memory: code at 0x1000_0000, state in its DRAM, within 128 KiB; it has the network half and
    not the command layer, which stays on the management core."""
    sym, hexf = _boot_image("isp")
    for name in ("main", "isp_net_init", "eon_netif_poll", "tcp_input", "etharp_input"):
        assert 0x1000_0000 <= sym[name] < 0x1002_0000, name
    assert "eon_submit" not in sym and "mgmt_poll" not in sym
    assert 0x8000_0000 <= sym["__bss_start"] <= sym["__bss_end"] <= sym["__heap_start"] < sym["__stack_top"]
    words = _boot_words(hexf)
    print(f"isp image: {len(words) * 8} bytes of 131072")


def test_mgmt_layout(host_build: Path) -> None:
    """The C management firmware's Identify and log-page bytes equal what nvme_fw.structs and the
    Python model build for the same configuration (FwConfig() = mgmt_default_config). Masked:
    NGUID and EUI64 (Identify Namespace bytes 104..127), which the C port does not derive."""
    from cssd_sim.nvme_fw import FwConfig, NvmeFirmwareModel, structs
    from cssd_sim.nvme_fw.fake_hw import FakeHw

    res = subprocess.run([str(host_build / "test_mgmt"), "dump"], capture_output=True, text=True, check=True)
    got = {name: bytes.fromhex(data) for name, data in (line.split() for line in res.stdout.splitlines())}
    cfg = FwConfig()
    model = NvmeFirmwareModel(FakeHw(), cfg)
    ns = {n.nsid: n for n in cfg.namespaces}

    def masked(b: bytes) -> bytes:
        return b[:104] + bytes(24) + b[128:]

    want = {
        "ctrl": structs.identify_controller(cfg),
        "ns1": masked(structs.identify_namespace(cfg, ns[1])),
        "ns4": masked(structs.identify_namespace(cfg, ns[4])),
        "ns5": bytes(structs.IDENTIFY_SIZE),  # private: inactive, zero filled
        "nsci1": structs.identify_ns_cs_independent(cfg, ns[1]),
        "active0": structs.id_list_u32([1, 2, 3, 4]),
        "setlist1": structs.nvm_set_list(cfg, 1),
        "egl1": structs.id_list_u16([1, 2, 3, 4]),
        "log0": model._log_supported(0),
        "log3": model._log_fw_slot(0),
        "log5": model._log_cse(0),
    }
    assert set(got) == set(want)
    for name, data in want.items():
        g = masked(got[name]) if name.startswith("ns") and name != "ns5" else got[name]
        diff = [i for i in range(len(data)) if g[i] != data[i]]
        assert len(g) == len(data) and not diff, f"{name}: bytes differ at {diff[:16]}"
