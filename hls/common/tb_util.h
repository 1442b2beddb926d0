// C-simulation helpers shared by the drive programs' testbenches: files as flits, outputs back
// to bytes with their framing checked, a seeded generator, and a result line the test runner
// (sim/hls/test_hls_csim.py) reads.
#ifndef INSIDER_TB_UTIL_H
#define INSIDER_TB_UTIL_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "insider_app.h"

typedef std::vector<uint8_t> bytes;

struct xorshift {
  uint64_t s;
  explicit xorshift(uint64_t seed) : s(seed ? seed : 0x9e3779b97f4a7c15ull) {}
  uint64_t next() {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
  }
  uint32_t below(uint32_t n) { return (uint32_t)(next() % n); }
};

// The seed: the first argument, else 1.
inline uint64_t tb_seed(int argc, char **argv) { return argc > 1 ? strtoull(argv[1], 0, 0) : 1; }

// A file as the cluster delivers it: 64-byte flits, the last one with eop and its length. An
// empty file is one flit with len 0.
inline void feed(app_stream &in, const bytes &file) {
  size_t n = file.size(), i = 0;
  do {
    app_data f;
    f.data = 0;
    int len = (int)(n - i < (size_t)kFlitBytes ? n - i : (size_t)kFlitBytes);
    for (int b = 0; b < len; b++) f.data.range(8 * b + 7, 8 * b) = file[i + b];
    f.len = len;
    i += len;
    f.eop = i == n;
    in.write(f);
  } while (i < n);
}

inline void feed_params(param_stream &p, const std::vector<uint32_t> &words) {
  for (size_t i = 0; i < words.size(); i++) p.write(words[i]);
}

// The program's output back to bytes. Exits with a message unless it is framed as the slot
// interface requires: every flit full but the last, exactly one eop (on the last), len 0 only
// for an empty output, and nothing left in the stream after it.
inline bytes drain(app_stream &out, const char *name) {
  bytes got;
  for (;;) {
    if (out.empty()) {
      printf("FAIL %s: output ended without eop\n", name);
      exit(1);
    }
    app_data f = out.read();
    int len = f.len;
    if (len > kFlitBytes || (!f.eop && len != kFlitBytes) || (f.eop && len == 0 && !got.empty())) {
      printf("FAIL %s: flit %zu has len %d, eop %d\n", name, got.size() / kFlitBytes, len, (int)f.eop);
      exit(1);
    }
    for (int b = 0; b < len; b++) got.push_back((uint8_t)f.data.range(8 * b + 7, 8 * b));
    if (f.eop) break;
  }
  if (!out.empty()) {
    printf("FAIL %s: output continues after eop\n", name);
    exit(1);
  }
  return got;
}

inline void put_le(bytes &b, uint64_t v, int n) {
  for (int i = 0; i < n; i++) b.push_back((uint8_t)(v >> (8 * i)));
}

inline uint64_t get_le(const bytes &b, size_t at, int n) {
  uint64_t v = 0;
  for (int i = 0; i < n; i++) v |= (uint64_t)b[at + i] << (8 * i);
  return v;
}

// After a program ran: its input and its parameter block fully consumed (a program that reads
// less would leave the rest for the next file). 0, or 1 with a FAIL line.
inline int consumed(const char *name, int case_no, app_stream &in, param_stream &params) {
  if (in.empty() && params.empty()) return 0;
  printf("FAIL %s case %d: %zu input flits and %zu parameter words left unread\n", name, case_no, in.size(),
         params.size());
  return 1;
}

// One case against the CPU reference: 0, or 1 with a FAIL line saying where they part.
inline int compare(const char *name, int case_no, const bytes &got, const bytes &want) {
  if (got == want) return 0;
  size_t i = 0;
  while (i < got.size() && i < want.size() && got[i] == want[i]) i++;
  printf("FAIL %s case %d: output differs from the CPU reference at byte %zu (got %zu bytes, want %zu)\n", name,
         case_no, i, got.size(), want.size());
  return 1;
}

// The line the runner checks: "PASS <name>: <cases> cases, <bytes> bytes out" when nothing failed.
inline int report(const char *name, int fails, int cases, size_t bytes_out) {
  if (fails == 0) printf("PASS %s: %d cases, %zu bytes out\n", name, cases, bytes_out);
  return fails ? 1 : 0;
}

#endif
