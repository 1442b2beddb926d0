#include "pass.h"
#include "tb_util.h"

int main(int argc, char **argv) {
  xorshift rng(tb_seed(argc, argv));
  int fails = 0, cases = 0;
  size_t out_bytes = 0;
  const size_t sizes[] = {0, 1, 63, 64, 65, 4096, 10000};
  for (size_t n : sizes) {
    bytes file(n);
    for (auto &b : file) b = (uint8_t)rng.next();
    app_stream in, out;
    param_stream params;
    feed(in, file);
    pass(in, out, params);
    bytes got = drain(out, "pass");
    fails += consumed("pass", cases, in, params);
    fails += compare("pass", cases++, got, file);
    out_bytes += got.size();
  }
  return report("pass", fails, cases, out_bytes);
}
