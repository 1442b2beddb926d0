// statistics against a plain loop: row lengths 1, 3, 16, 1000 and 0, files ending inside a row,
// values at the extremes.
#include "statistics.h"
#include "tb_util.h"

static bytes reference(const std::vector<uint32_t> &v, uint32_t row_len) {
  bytes out;
  if (row_len == 0) return out;
  for (size_t at = 0; at < v.size(); at += row_len) {
    uint32_t lo = v[at], hi = v[at];
    uint64_t sum = 0;
    for (size_t i = at; i < v.size() && i < at + row_len; i++) {
      lo = v[i] < lo ? v[i] : lo;
      hi = v[i] > hi ? v[i] : hi;
      sum += v[i];
    }
    put_le(out, lo, 4);
    put_le(out, hi, 4);
    put_le(out, sum, 8);
  }
  return out;
}

int main(int argc, char **argv) {
  xorshift rng(tb_seed(argc, argv));
  int fails = 0, cases = 0;
  size_t out_bytes = 0;
  const uint32_t row_lens[] = {1, 3, 16, 1000, 0, 7};
  for (uint32_t row_len : row_lens) {
    for (int k = 0; k < 3; k++) {
      std::vector<uint32_t> v(k == 0 ? 0 : rng.below(5000));
      for (auto &x : v) x = rng.below(4) == 0 ? (rng.below(2) ? 0xffffffffu : 0) : (uint32_t)rng.next();
      bytes file;
      for (uint32_t x : v) put_le(file, x, 4);
      app_stream in, out;
      param_stream params;
      feed_params(params, std::vector<uint32_t>(1, row_len));
      feed(in, file);
      statistics(in, out, params);
      bytes got = drain(out, "statistics");
      fails += consumed("statistics", cases, in, params);
      fails += compare("statistics", cases++, got, reference(v, row_len));
      out_bytes += got.size();
    }
  }
  return report("statistics", fails, cases, out_bytes);
}
