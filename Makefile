# Open computational-SSD controller: top-level entry points. `make help` lists them.
# Every target that needs tools runs `setup` first; set-up is idempotent and takes seconds when
# everything is already in place.

SHELL   := /bin/bash
VENV    := $(CURDIR)/.venv
PY      := $(VENV)/bin/python
export PATH := $(VENV)/bin:$(PATH)
export CCACHE_DIR ?= $(HOME)/.cache/ccache
BOARD   ?= vcu118
# pytest-xdist workers; each cocotb test builds into its own folder, so parallel runs are safe.
# worksteal: an idle worker takes queued tests from a busy one (with the default "load" the tail of
# the run can wait behind a 25-minute test while the other worker idles).
JOBS    ?= auto

.DEFAULT_GOAL := help
.PHONY: help setup run fio test regress regress-tiered fw-uneven fio-scale search-scale bench fuzz power-cuts lint regs chisel synth-check fw native hls-csim bit clean

help: ## list the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | awk -F'\t' '{printf "  make %-15s %s\n", $$1, $$2}'
	@echo "  variables: SIM=icarus|verilator WAVES=1 SEED=<n> JOBS=<n|auto> BOARD=$(BOARD)"
	@echo "  test tiers: make test runs the small counts and sweeps; CSSD_TIER=regress (what make regress sets) the full ones"

setup: ## install what the project needs (apt packages if missing, venv, Maven deps); idempotent
	@bash tools/setup.sh

run: setup ## build the simulated controller and run the default scenario, printing a summary
	@$(PY) tools/run.py

fio: setup ## real fio against the simulated drive: JOB=randread|randwrite|mixed|seq128k|verify|trim (sw/fio/jobs) or a path; several with commas; CSSD_CONFIG=sim_scale for the 64 MiB-per-set drive (JOB=verify_scale)
	@JOB="$(JOB)" $(PY) tools/fio.py

test: setup ## every feature at least once, small counts (the `test` tier; tools/test_plan.py estimates its cold wall time): cocotb benches, unit tests, generated-file checks, lint, synthesis, board flow
	@$(PY) -m pytest -n $(JOBS) --dist worksteal -q -p no:cacheprovider --durations=60 sim sw/python/tests firmware/tests

# Every regress part runs the `regress` tier (sim/lib/cssd_sim/tier.py), also when started alone
# through this target; `make fw-uneven` etc. on their own keep the tier of the environment.
regress: export CSSD_TIER := regress
regress: regress-tiered fuzz power-cuts fw-uneven fio-scale search-scale run-scale synth-check ## the long runs kept out of `make test` (CSSD_TIER=regress): `regress-tiered`, `fuzz`, `power-cuts` (their variables apply), `fw-uneven`, `fio-scale`, `search-scale`, `run-scale`, `synth-check`

regress-tiered: setup ## the tests marked `tiered` with their full counts and sweeps (nvme_io sizes/prp/paths, flash_top scaling on 8 channels)
	@CSSD_TIER=regress $(PY) -m pytest -n $(JOBS) --dist worksteal -q -p no:cacheprovider --durations=30 -m tiered sim

fw-uneven: setup ## every sim/system/fw_system test on config/cssd.toml's sim_uneven (3 set cores over 4 channels, cssd_sim), full counts
	@CSSD_TIER=regress CSSD_CONFIG=sim_uneven $(PY) -m pytest -q -p no:cacheprovider sim/system/fw_system/test_fw_native.py \
		sim/native/test_power_cuts_native.py

run-scale: setup ## `make run`'s workload on sim_scale (64 MiB of flash per set): fill, mixed, random overwrites until both sets' FTLs collect garbage (~11,000 per set), read-back (hours on this machine kind: measured in README.md)
	@CSSD_CONFIG=sim_scale $(PY) tools/run.py

search-scale: setup ## `cssd search` over a 4 MiB file of an ext4 image on sim_scale, block I/O with read-back beside it (sim/system/fw_system/test_fw_search.py)
	@CSSD_TIER=regress $(PY) -m pytest -q -s -p no:cacheprovider sim/system/fw_system/test_fw_search.py -k scale

fio-scale: setup ## fio's crc32c verify job of 14,000+ mixed-size I/Os over both NVM sets of sim_scale (64 MiB of flash per set), then one bit flipped in the NAND array must fail it (sim/system/fio/test_fio_scale.py)
	@CSSD_TIER=regress $(PY) -m pytest -q -s -p no:cacheprovider sim/system/fio/test_fio_scale.py

bench: setup ## benchmarks (simulated time) -> docs/bench/README.md + plots; BENCH_FULL=1 for the whole matrix
	@$(PY) tools/bench.py

FUZZ_COMMANDS ?= 5000
IO_FUZZ_COMMANDS ?= 100000
fuzz: setup ## long fuzz runs: admin commands vs the firmware model (FUZZ_COMMANDS), random I/O vs a reference model (IO_FUZZ_COMMANDS); SEED
	@NVME_FUZZ_COMMANDS=$(FUZZ_COMMANDS) $(if $(SEED),NVME_FUZZ_SEED=$(SEED)) COCOTB_TEST_FILTER=admin_fuzz \
		$(PY) -m pytest -q -p no:cacheprovider sim/nvme/nvme_ctrl
	@SIM=verilator NVME_IO_FUZZ_MPS=512 NVME_IO_FUZZ_MIX=small NVME_IO_FUZZ_COMMANDS=$(IO_FUZZ_COMMANDS) \
		$(if $(SEED),NVME_IO_SEED=$(SEED)) COCOTB_TEST_FILTER=io_fuzz \
		$(PY) -m pytest -q -s -p no:cacheprovider sim/nvme/nvme_io

POWER_CUTS ?= 200
power-cuts: setup ## full system: POWER_CUTS power cuts (default 200) during writes, GC and checkpoints (every third cut waits for a GC, every third for a checkpoint), each recovery checked; SEED
	@FW_SYSTEM_CUTS=$(POWER_CUTS) $(if $(SEED),FW_SYSTEM_SEED=$(SEED)) \
		$(PY) -m pytest -q -s -p no:cacheprovider sim/native/test_power_cuts_native.py

lint: setup ## Verilator --lint-only -Wall over every top and common block
	@$(PY) tools/lint.py

regs: setup ## SystemRDL -> PeakRDL outputs (SV regblock, C header, Python map, Markdown, HTML); config/cssd.toml and config/nvme.toml -> their outputs
	@$(PY) tools/regs.py
	@$(PY) tools/gen_config.py
	@$(PY) tools/gen_nvme.py

chisel: setup ## emit the Chisel blocks into rtl/<ip>/generated/
	@cd rtl/chisel && mvn -q -B -o compile exec:java
	@$(PY) tools/sync_core_list.py

fw: setup ## firmware for the Rocket cores (rv64imac): boot images and the cross-compiled layers into build/fw-rv64
	@$(MAKE) -s -C firmware boot cross set

synth-check: setup ## Yosys synth_xilinx -family xcup per top; resource table in build/reports/synth.md (SYNTH_ROCKET=1: also one Rocket core)
	@$(PY) tools/synth_check.py

hls-csim: setup ## C simulation of the drive programs in hls/ against their CPU references (g++ and ap_types; HLS_SEED=<n> for one seed, CSSD_TIER=regress for 20)
	@$(PY) -m pytest -q -p no:cacheprovider sim/hls

CONFIG ?= sim_drive
native: setup ## the native full-system simulator build/native/<CONFIG>/cssd_sim (sim/native/README.md); CONFIG=<name in config/cssd.toml>, default sim_drive
	@$(PY) -c "import sys; from cssd_sim import native; print(native.build(sys.argv[1]))" "$(CONFIG)"

bit: setup ## Vivado bitstream for BOARD (needs Vivado on PATH; see boards/<BOARD>/README.md)
	@bash boards/$(BOARD)/build.sh

clean: ## remove build outputs (keeps the venv)
	rm -rf build rtl/chisel/target
