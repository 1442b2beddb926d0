// rle against a plain decoder on an 8-bit image encoded by a plain encoder (runs up to 255,
// counts of 0 mixed in), an empty file, a trailing odd byte.
#include "rle.h"
#include "tb_util.h"

int main(int argc, char **argv) {
  xorshift rng(tb_seed(argc, argv));
  int fails = 0, cases = 0;
  size_t out_bytes = 0;
  for (int c = 0; c < 10; c++) {
    bytes image;
    size_t n = c == 0 ? 0 : 1 + rng.below(40000);
    while (image.size() < n) {
      size_t run = 1 + rng.below(c % 2 ? 300 : 8);
      image.insert(image.end(), run, (uint8_t)rng.below(4));
    }
    bytes file;
    for (size_t i = 0; i < image.size();) {
      size_t run = 1;
      while (i + run < image.size() && image[i + run] == image[i] && run < 255) run++;
      file.push_back((uint8_t)run);
      file.push_back(image[i]);
      if (rng.below(10) == 0) {  // an empty run
        file.push_back(0);
        file.push_back(0xee);
      }
      i += run;
    }
    if (c == 7) file.push_back(9);
    app_stream in, out;
    param_stream params;
    feed(in, file);
    rle(in, out, params);
    bytes got = drain(out, "rle");
    fails += consumed("rle", cases, in, params);
    fails += compare("rle", cases++, got, image);
    out_bytes += got.size();
  }
  return report("rle", fails, cases, out_bytes);
}
