// knn against a plain loop: 1, 7, 256 and 4096 dimensions (cases across flit boundaries), all
// features at the extremes, D of 0 and 4097, a trailing partial case.
#include "knn.h"
#include "tb_util.h"

int main(int argc, char **argv) {
  xorshift rng(tb_seed(argc, argv));
  int fails = 0, cases = 0;
  size_t out_bytes = 0;
  const uint32_t dims_list[] = {1, 7, 256, 4096, 0, 4097, 100};
  for (uint32_t dims : dims_list) {
    uint32_t d = dims >= 1 && dims <= 4096 ? dims : 16;
    bool extreme = dims == 7;
    bytes query(4096, 0);
    for (uint32_t i = 0; i < d; i++) query[i] = extreme ? 0 : (uint8_t)rng.next();
    size_t ncase = 1 + rng.below(dims == 4096 ? 20 : 400);
    bytes file(ncase * d);
    for (auto &b : file) b = extreme ? 255 : (uint8_t)rng.next();
    if (dims == 100) file.resize(file.size() + 50, 1);
    bytes want;
    for (size_t c = 0; c < ncase && dims >= 1 && dims <= 4096; c++) {
      uint32_t dist = 0;
      for (uint32_t i = 0; i < d; i++) {
        int diff = (int)file[c * d + i] - (int)query[i];
        dist += (uint32_t)(diff * diff);
      }
      put_le(want, dist, 4);
    }
    std::vector<uint32_t> p(1, dims);
    for (int w = 0; w < 1024; w++) p.push_back((uint32_t)get_le(query, 4 * w, 4));
    app_stream in, out;
    param_stream params;
    feed_params(params, p);
    feed(in, file);
    knn(in, out, params);
    bytes got = drain(out, "knn");
    fails += consumed("knn", cases, in, params);
    fails += compare("knn", cases++, got, want);
    out_bytes += got.size();
  }
  return report("knn", fails, cases, out_bytes);
}
