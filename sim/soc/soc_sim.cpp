// Stand-alone Verilator harness for soc_core: one Rocket core on the firmware image given by
// +soc_boot_hex=<file>, its DRAM port answered by the C++ sparse memory (sim_axi_sparse_mem in
// the generated soc_core_simmem wrapper). Prints the console as it comes, then the exit code,
// the cycle count and the simulation speed. Exit status: 0 when the firmware exits with 0;
// 1 on a non-zero exit code; 2 when +max_cycles=<n> (default 50M) runs out first.
// Built by sim/soc/build_harness.py.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "Vsoc_core_simmem.h"
#include "verilated.h"

int main(int argc, char **argv) {
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  uint64_t max_cycles = 50000000;
  if (const char *arg = ctx->commandArgsPlusMatch("max_cycles=")) {
    if (*arg) max_cycles = std::strtoull(arg + std::strlen("+max_cycles="), nullptr, 0);
  }
  auto top = std::make_unique<Vsoc_core_simmem>(ctx.get());

  // Reset for a few cycles: soc_core releases Rocket's synchronous reset two edges later.
  top->clk_i = 0;
  top->rst_ni = 0;
  top->interrupts_i = 0;
  top->eval();
  for (int i = 0; i < 10; i++) {
    top->clk_i = 1;
    top->eval();
    top->clk_i = 0;
    top->eval();
  }
  top->rst_ni = 1;
  top->eval();

  const auto t0 = std::chrono::steady_clock::now();
  uint64_t cycles = 0;
  bool at_line_start = true;
  while (!top->exit_valid_o && cycles < max_cycles && !ctx->gotFinish()) {
    top->clk_i = 1;
    top->eval();
    top->clk_i = 0;
    top->eval();
    cycles++;
    if (top->console_valid_o) {
      std::putchar(top->console_data_o);
      at_line_start = top->console_data_o == '\n';
      if (at_line_start) std::fflush(stdout);
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!at_line_start) std::putchar('\n');
  int status;
  if (top->exit_valid_o) {
    std::printf("[soc_sim] exit code %u (0x%x)", top->exit_code_o, top->exit_code_o);
    status = top->exit_code_o == 0 ? 0 : 1;
  } else {
    std::printf("[soc_sim] no exit after %llu cycles", static_cast<unsigned long long>(max_cycles));
    status = 2;
  }
  std::printf(" after %llu cycles in %.2f s: %.1f kHz\n", static_cast<unsigned long long>(cycles), secs,
              secs > 0 ? cycles / secs / 1e3 : 0.0);
  top->final();
  return status;
}
