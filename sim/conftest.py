"""pytest configuration for every test under sim/: orders the tests for `make test`. The shared
helpers (cssd_sim), host packages (cssd_nvme) and register maps (cssd_regs) are installed in the
venv by tools/setup.sh."""
import os


# Seconds each long test takes on a cold run (the 2-core machine the CI uses; the model build
# counted in the first test that needs it). Keys are node-id prefixes; the first match wins;
# anything else counts as SHORT. They only steer the order below (and tools/test_plan.py's
# estimate), nothing fails when they drift, but refresh them when a test's time changes a lot.
# The longest ones are the pytest --durations of the cold `make test` of 2026-11-27 (fresh clone
# of 21569d0, two workers on the idle 2-core machine: 28 min 11 s); the others were measured as CPU seconds of
# the test's processes while other builds shared the machine. "est." marks values scaled from an
# older measurement, not re-measured.
_SECONDS = {
    # cssd_sim (sim_drive) is built once (~6 minutes cold, counted in the first native item that
    # runs: the plan starts the longest first) and shared by sim/native, fw_system and fio; the
    # cocotb cssd_system model (~190 s) only by the differential test's reference (make regress).
    "sim/native/test_pcie_diff.py::test_pcie_diff": 328,  # build + 4 runs; make test now runs 2 (not re-measured)
    "sim/system/fw_system/test_fw_native.py::test_channel_split_uneven": 312,  # its own cssd_sim (sim_uneven)
    "sim/system/fw_system/test_fw_native.py::test_io_integrity_and_gc": 226,  # + the sim_drive build
    "sim/system/fw_system/test_fw_native.py::test_media_faults": 69,
    "sim/system/fw_system/test_fw_native.py::test_flipped_bit_e2e_crc": 40,  # one namespace (est.; both: 76 s cold)
    "sim/system/fw_system/test_fw_native.py::test_mgmt_admin": 60,
    "sim/system/fw_system/test_fw_native.py::test_mgmt_board_default": 60,
    "sim/system/fw_system/test_fw_native.py::test_hot_reset_stale_go": 28,
    "sim/system/fw_system/test_fw_native.py::test_firmware_cost": 1,  # skipped in make test (regress: ~45 s)
    "sim/system/fw_system/test_fw_native.py::test_deep_queue_out_of_order": 55,  # test tier, TIME_SCALE 1
    "sim/system/fw_system/test_fw_search.py::test_search": 60,  # measured warm, 2026-11-28
    "sim/system/fw_system/test_fw_search.py::test_cssd_search_cli": 25,  # + the sw/search build
    "sim/system/fw_system/test_fw_search.py::test_cssd_search_scale": 0.1,  # make regress only
    "sim/native/test_search_bench.py": 0.1,  # make bench only
    "sim/native/test_power_cuts_native.py": 70,
    "sim/native/test_backdoor.py": 25,
    "sim/native/test_admin_fuzz_native.py": 30,  # boot + 60 admin commands
    "sim/native/test_hil_shapes_native.py": 0.1,  # make regress only (105 s there)
    "sim/native/test_io_fuzz_native.py": 40,  # boot + 100 random I/O commands + the read-back
    "sim/native/test_etheron_native.py": 47,  # boot, wire checks, 2 pings, a TCP segment (cold make test, 2026-11-27)
    "sim/system/fio/test_fio.py::test_fio_system": 57,
    "sim/checks/test_tooling.py::test_synth_check_reports_resources": 28,  # SYNTH_QUICK: elaborate + the completer
    "sim/checks/test_tooling.py::test_synth_elaboration_check_can_fail": 2,
    "sim/flash/flash_top/test_flash_top.py::test_flash_top_scaling": 59,  # 2 x 4, Verilator build included
    "sim/system/nvme_flash/test_nvme_flash.py::test_nvme_flash": 158,  # build + write_read_verify
    "sim/top/cssd_system/test_cssd_system.py::test_cssd_system[sys_smoke]": 165,
    # One ctrl_core model on Verilator for nvme_ctrl and nvme_io (~95 s to build, in admin_fuzz).
    "sim/nvme/nvme_ctrl/test_nvme_ctrl.py::test_nvme_ctrl[admin_fuzz]": 130,  # 250 commands (est.)
    "sim/nvme/nvme_ctrl/test_nvme_ctrl.py::test_nvme_ctrl[rest]": 34,
    "sim/nvme/nvme_io/test_nvme_io.py::test_nvme_io[sizes]": 43,
    "sim/nvme/nvme_io/test_nvme_io.py::test_nvme_io[prp]": 56,
    "sim/nvme/nvme_io/test_nvme_io.py::test_nvme_io[paths]": 91,
    "sim/nvme/nvme_data_mover/test_nvme_data_mover.py::test_nvme_data_mover[default]": 96,  # Verilator, build included
    "sim/nvme/nvme_data_mover/test_nvme_data_mover.py::test_nvme_data_mover[small]": 63,  # Verilator, build included
    "sim/checks/test_tooling.py::test_lint_clean": 103,
    "sim/checks/test_config.py::test_system_elaboration_checks_fire": 13,
    "sim/native/test_boot.py": 25,
    "sim/native/test_lint.py": 50,
    "sim/native/test_host_driver.py": 60,  # boot + 48 driver commands (est.)
    "sim/flash/flash_top/test_flash_top.py::test_flash_top[": 45,
    "firmware/tests/test_host_native.py::test_unit[test_ftl": 40,
    "sim/nvme/nvme_host_dma/": 28,
    "sim/top/cssd_system/": 23,
    "sim/nvme/nvme_msix/": 16,
    "sim/pm2/pm2_matcher/test_pm2_matcher.py": 20,  # its Verilator build included (cold make test, 2026-11-27)
    "sim/pm2/pm2_matcher/test_pm2_reference.py": 0.1,
    "sim/pm2/pm2_second_stage/": 15,  # its Verilator build included (cold make test, 2026-11-27)
    "sim/pm2/pm2_analyzer/": 1,  # Icarus
    "sim/pm2/pm2_reorder_queue/": 4,  # Icarus
    "sim/accel/accel_cluster/test_accel_cluster.py::test_accel_cluster[4slots": 22,  # Icarus, 512-bit flits
    "sim/accel/accel_cluster/test_accel_cluster_hls.py": 40,  # Verilator build with the eight programs' C++
    "sim/accel/accel_prog_grep/": 8,  # Icarus, plus the HLS runner's build (shared)
    "sim/accel/accel_prog_stats/": 8,
    "sim/accel/": 3,  # Icarus (accel_isc: a register bench, ~2 s)
    "sim/hls/test_hls_csim.py::test_csim": 2,  # g++ with ap_types, then the run
    "sim/hls/": 0.5,
    # The board's core (LitexFullConfig) is built only here in make test: its protected library
    # (~60 s) and soc_core model (measured alone on 2026-11-27, one other job running).
    "sim/soc/soc_core/test_soc_core.py::test_soc_core[hello-LitexFullConfig]": 86,
    # 49 tests (vcu118 flow less its lint, test_generated, test_config less the elaboration
    # checks, the mailbox layout) took 40 s of CPU together, most of it test_generated's three
    # regeneration runs.
    "sim/checks/test_generated.py": 4,
    "sim/boards/vcu118/": 0.3,
    "sim/checks/test_config.py": 0.5,
    "sim/system/fw_system/test_mailbox_layout.py": 0.5,
    # Ether-oN: lwIP and the bridge built in the first test (~5 s of CPU), the cross-compile ~4 s.
    "sw/python/tests/test_etheron.py::test_ping": 6,
    "sw/python/tests/test_etheron.py::test_isp_firmware_builds": 4,
    "sw/python/tests/test_etheron.py": 1,
    # Pure Python: 237 of these took 10 s together.
    "sw/python/tests/": 0.1,
    "sim/lib/": 0.1,
    "sim/checks/test_core_files.py": 0.5,
    "sim/checks/test_no_literals.py": 1,
    "sim/checks/test_readme.py": 0.5,
}
SHORT = 5


def _seconds(item) -> float:
    nodeid = item.nodeid
    return next((s for key, s in _SECONDS.items() if nodeid.startswith(key)), SHORT)


# Test files whose tests build one shared model (cocotb_run.run's model_dir): the build lock makes
# a second worker wait for the first one's build, so _plan treats them as one file.
_MODELS = {
    "sim/nvme/nvme_ctrl/test_nvme_ctrl.py": "ctrl_core_model",
    "sim/nvme/nvme_io/test_nvme_io.py": "ctrl_core_model",
}


def _file(item) -> str:
    path = item.nodeid.split("::", 1)[0]
    return _MODELS.get(path, path)


def _plan(items: list, workers: int) -> list:
    """pytest-xdist's worksteal hands worker i the i-th contiguous share of the collection
    (len // workers items each, the rest to the last) and runs each share front to back; an idle
    worker later steals from the *end* of a busy one's share. So: share the long tests out
    longest first to the least-loaded worker (LPT), fill every share to its size with the short
    ones (again to the least-loaded), and put each share's long tests at its front."""
    ranked = sorted(items, key=_seconds, reverse=True)
    sizes = [len(items) // workers] * workers
    sizes[-1] += len(items) - sum(sizes)
    shares: list[list] = [[] for _ in range(workers)]
    load = [0.0] * workers
    for item in ranked:
        open_shares = [w for w in range(workers) if len(shares[w]) < sizes[w]]
        w = min(open_shares, key=lambda w: (load[w], w))
        shares[w].append(item)
        load[w] += _seconds(item)
    # Two shares starting with tests of one file (or one shared model) would both wait for its
    # model's build (one file lock): start the later share with its next test from another file.
    for w in range(1, workers):
        firsts = {_file(s[0]) for s in shares[:w] if s}
        share = shares[w]
        if share and _file(share[0]) in firsts:
            k = next((k for k, it in enumerate(share) if _file(it) not in firsts), None)
            if k is not None:
                share.insert(0, share.pop(k))
    return [item for share in shares for item in share]


def pytest_collection_modifyitems(session, config, items) -> None:
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    items[:] = _plan(items, workers) if workers > 1 else sorted(items, key=_seconds, reverse=True)
