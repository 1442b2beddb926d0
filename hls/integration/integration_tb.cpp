// integration against a plain join: 1 to 8 keys, a repeated key (the first index wins), no
// match, k of 0 and 9, a trailing partial record.
#include "integration.h"
#include "tb_util.h"

int main(int argc, char **argv) {
  xorshift rng(tb_seed(argc, argv));
  int fails = 0, cases = 0;
  size_t out_bytes = 0;
  for (int c = 0; c < 16; c++) {
    uint32_t k = c == 3 ? 0 : c == 4 ? 9 : 1 + (uint32_t)(c % 8);
    std::vector<uint32_t> keys(8);
    for (auto &x : keys) x = rng.below(64);
    if (c == 5) keys[1] = keys[0];
    size_t nrec = c == 0 ? 0 : rng.below(1500);
    bytes file;
    for (size_t r = 0; r < nrec; r++) {
      put_le(file, rng.below(c == 6 ? 1 : 200) + (c == 6 ? 1000 : 0), 4);
      for (int b = 0; b < 60; b++) file.push_back((uint8_t)rng.next());
    }
    if (c % 4 == 2) file.resize(file.size() + 33, 5);
    bytes want;
    for (size_t r = 0; r < nrec; r++) {
      uint32_t key = (uint32_t)get_le(file, 64 * r, 4);
      for (uint32_t i = 0; i < k && k <= 8; i++) {
        if (keys[i] == key) {
          put_le(want, i, 4);
          want.insert(want.end(), file.begin() + 64 * r + 4, file.begin() + 64 * r + 64);
          break;
        }
      }
    }
    std::vector<uint32_t> p(1, k);
    p.insert(p.end(), keys.begin(), keys.end());
    app_stream in, out;
    param_stream params;
    feed_params(params, p);
    feed(in, file);
    integration(in, out, params);
    bytes got = drain(out, "integration");
    fails += consumed("integration", cases, in, params);
    fails += compare("integration", cases++, got, want);
    out_bytes += got.size();
  }
  return report("integration", fails, cases, out_bytes);
}
