// sql against a plain filter: each field, ranges that take none, some and all records, a field
// number out of range, a file ending in a partial record (dropped).
#include "sql.h"
#include "tb_util.h"

int main(int argc, char **argv) {
  xorshift rng(tb_seed(argc, argv));
  int fails = 0, cases = 0;
  size_t out_bytes = 0;
  for (int c = 0; c < 20; c++) {
    size_t nrec = c == 0 ? 0 : rng.below(3000);
    bytes file;
    for (size_t r = 0; r < nrec * 8; r++) put_le(file, rng.below(1000), 4);
    if (c % 5 == 4) file.resize(file.size() + 20, 7);  // a partial record at the end
    uint32_t field = c == 3 ? 8 : (uint32_t)(c % 8);
    uint32_t lo = c % 4 == 1 ? 0 : rng.below(1000), hi = c % 4 == 1 ? 999 : lo + rng.below(200);
    bytes want;
    for (size_t r = 0; r < nrec && field < 8; r++) {
      uint32_t v = (uint32_t)get_le(file, 32 * r + 4 * field, 4);
      if (v >= lo && v <= hi) want.insert(want.end(), file.begin() + 32 * r, file.begin() + 32 * r + 32);
    }
    app_stream in, out;
    param_stream params;
    feed_params(params, {field, lo, hi});
    feed(in, file);
    sql(in, out, params);
    bytes got = drain(out, "sql");
    fails += consumed("sql", cases, in, params);
    fails += compare("sql", cases++, got, want);
    out_bytes += got.size();
  }
  return report("sql", fails, cases, out_bytes);
}
