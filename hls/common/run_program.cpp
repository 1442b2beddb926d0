// A drive program run on the host, on files: the CPU side of the end-to-end checks (the same C++
// the slot runs, so a difference is the data path's, not the program's).
//   run_program <name> <params.bin> <input.bin> <output.bin>
// params.bin: the parameter block, 32-bit little-endian words (exactly the program's count);
// output.bin: the output bytes. Exit 2 on bad use, 1 if the output is badly framed.
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>

#include "program_table.h"
#include "tb_util.h"

static bytes slurp(const char *path) {
  std::ifstream f(path, std::ios::binary);
  return bytes(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s <program> <params.bin> <input.bin> <output.bin>\n", argv[0]);
    return 2;
  }
  const program_entry *prog = 0;
  for (int i = 0; i < kNumPrograms; i++)
    if (strcmp(kPrograms[i].name, argv[1]) == 0) prog = &kPrograms[i];
  if (!prog) {
    fprintf(stderr, "unknown program %s\n", argv[1]);
    return 2;
  }
  bytes par = slurp(argv[2]), file = slurp(argv[3]);
  if (par.size() != 4 * (size_t)prog->param_words) {
    fprintf(stderr, "%s takes %d parameter words, got %zu bytes\n", prog->name, prog->param_words, par.size());
    return 2;
  }
  app_stream in, out;
  param_stream params;
  for (size_t i = 0; i < par.size(); i += 4) params.write((uint32_t)get_le(par, i, 4));
  feed(in, file);
  prog->run(in, out, params);
  bytes got = drain(out, prog->name);
  std::ofstream(argv[4], std::ios::binary).write((const char *)got.data(), (std::streamsize)got.size());
  return 0;
}
