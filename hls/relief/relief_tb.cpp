// relief against a plain loop: 1, 13 and 256 features, one triple and many, a trailing partial
// triple, a feature that separates the classes (its weight must come out high), D of 0 and 257.
#include <cstdlib>

#include "relief.h"
#include "tb_util.h"

int main(int argc, char **argv) {
  xorshift rng(tb_seed(argc, argv));
  int fails = 0, cases = 0;
  size_t out_bytes = 0;
  const uint32_t dims_list[] = {1, 13, 256, 0, 257, 40};
  for (uint32_t dims : dims_list) {
    uint32_t d = dims >= 1 && dims <= 256 ? dims : 8;
    size_t triples = dims == 1 ? 1 : 50 + rng.below(250);  // enough for feature 3 to lead
    bytes file;
    for (size_t t = 0; t < triples; t++) {
      bytes inst(d), hit(d), miss(d);
      for (uint32_t f = 0; f < d; f++) {
        inst[f] = (uint8_t)rng.next();
        hit[f] = (uint8_t)rng.next();
        miss[f] = (uint8_t)rng.next();
      }
      if (d > 3) {  // feature 3 separates the classes: the hit is close, the miss far
        hit[3] = inst[3];
        miss[3] = (uint8_t)(inst[3] ^ 0x80);
      }
      file.insert(file.end(), inst.begin(), inst.end());
      file.insert(file.end(), hit.begin(), hit.end());
      file.insert(file.end(), miss.begin(), miss.end());
    }
    if (dims == 40) file.resize(file.size() + 2 * d - 3, 9);
    bytes want;
    if (dims >= 1 && dims <= 256) {
      std::vector<int32_t> w(d, 0);
      for (size_t t = 0; t < triples; t++)
        for (uint32_t f = 0; f < d; f++) {
          int x = file[3 * d * t + f], h = file[3 * d * t + d + f], m = file[3 * d * t + 2 * d + f];
          w[f] += abs(x - m) - abs(x - h);
        }
      for (uint32_t f = 0; f < d; f++) put_le(want, (uint32_t)w[f], 4);
      if (d > 3) {
        for (uint32_t f = 0; f < d; f++)
          if (f != 3 && w[f] >= w[3]) {
            printf("FAIL relief case %d: the separating feature does not lead (bench data)\n", cases);
            fails++;
            break;
          }
      }
    }
    app_stream in, out;
    param_stream params;
    feed_params(params, std::vector<uint32_t>(1, dims));
    feed(in, file);
    relief(in, out, params);
    bytes got = drain(out, "relief");
    fails += consumed("relief", cases, in, params);
    fails += compare("relief", cases++, got, want);
    out_bytes += got.size();
  }
  return report("relief", fails, cases, out_bytes);
}
