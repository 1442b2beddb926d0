"""Shared cocotb and test helpers (runner glue, testbench classes, firmware and flash models),
installed editable by tools/setup.sh so tests and tools import them as `cssd_sim.<module>`."""
