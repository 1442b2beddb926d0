// DPI-C side of accel_hls_shell.sv: one state per shell instance. See the .sv for what it models.
#include <svdpi.h>

#include <cstdint>
#include <cstdio>
#include <deque>
#include <map>
#include <vector>

#include "program_table.h"

namespace {

struct Shell {
  int prog = 0;
  std::vector<uint32_t> params;
  std::vector<app_data> file;  // the current file's flits, up to eop
  bool file_whole = false;
  std::deque<app_data> out;
};

std::map<int, Shell> shells;

void run(Shell &s) {
  const program_entry &p = kPrograms[s.prog - 1];
  app_stream in, out;
  param_stream params;
  for (uint32_t w : s.params) params.write(w);
  for (const app_data &f : s.file) in.write(f);
  p.run(in, out, params);
  if (!in.empty() || !params.empty()) {
    fprintf(stderr, "accel_hls_shell: %s left input or parameters unread\n", p.name);
  }
  while (!out.empty()) s.out.push_back(out.read());
  s.params.clear();
  s.file.clear();
  s.file_whole = false;
}

}  // namespace

extern "C" void accel_hls_shell_reset(int instance) { shells[instance] = Shell(); }

extern "C" void accel_hls_shell_step(int instance, int prog, svBit in_take, const svBitVecVal *in_data, int in_len,
                                     svBit in_eof, svBit par_take, int par_data, svBit out_taken, svBit *in_ready,
                                     svBit *par_ready, svBit *out_valid, svBitVecVal *out_data, int *out_len,
                                     svBit *out_eof) {
  Shell &s = shells[instance];
  // A program number out of range is an empty slot: it takes nothing and sends nothing.
  s.prog = prog >= 1 && prog <= kNumPrograms ? prog : 0;
  if (out_taken && !s.out.empty()) s.out.pop_front();
  if (par_take) s.params.push_back((uint32_t)par_data);
  if (in_take) {
    app_data f;
    for (int w = 0; w < 16; w++) f.data.range(32 * w + 31, 32 * w) = in_data[w];
    f.len = in_len;
    f.eop = in_eof;
    s.file.push_back(f);
    if (in_eof) s.file_whole = true;
  }
  const int words = s.prog ? kPrograms[s.prog - 1].param_words : 0;
  if (s.prog && s.file_whole && (int)s.params.size() == words) run(s);
  *in_ready = s.prog && !s.file_whole;
  *par_ready = s.prog && (int)s.params.size() < words;
  *out_valid = !s.out.empty();
  if (!s.out.empty()) {
    const app_data &f = s.out.front();
    for (int w = 0; w < 16; w++) out_data[w] = (uint32_t)f.data.range(32 * w + 31, 32 * w);
    *out_len = (int)f.len;
    *out_eof = f.eop;
  } else {
    for (int w = 0; w < 16; w++) out_data[w] = 0;
    *out_len = 0;
    *out_eof = 0;
  }
}
