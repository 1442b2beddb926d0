// grep against std::string search on generated text: short and long patterns, patterns that
// overlap themselves, occurrences across flit boundaries, no occurrence, an empty file, and
// pattern lengths outside 1..32.
#include <string>

#include "grep.h"
#include "tb_util.h"

static bytes reference(const bytes &text, const std::string &pat) {
  bytes out;
  if (pat.empty() || pat.size() > 32) return out;
  std::string s(text.begin(), text.end());
  for (size_t at = s.find(pat); at != std::string::npos; at = s.find(pat, at + 1)) put_le(out, at, 4);
  return out;
}

static std::vector<uint32_t> params_for(const std::string &pat, uint32_t n) {
  std::vector<uint32_t> p(1, n);
  for (size_t i = 0; i < 8; i++) {
    uint32_t w = 0;
    for (size_t b = 0; b < 4 && 4 * i + b < pat.size(); b++) w |= (uint32_t)(uint8_t)pat[4 * i + b] << (8 * b);
    p.push_back(w);
  }
  return p;
}

int main(int argc, char **argv) {
  xorshift rng(tb_seed(argc, argv));
  int fails = 0, cases = 0;
  size_t out_bytes = 0;
  const char *alphabet = "abcd \n";
  for (int c = 0; c < 24; c++) {
    size_t n = c == 0 ? 0 : (size_t)rng.below(6000);
    bytes text(n);
    for (auto &b : text) b = (uint8_t)alphabet[rng.below(6)];
    std::string pat;
    size_t plen = c % 6 == 1 ? 32 : c % 6 == 2 ? 33 : 1 + rng.below(6);
    if (c % 6 == 3) pat = "aaa";  // overlapping occurrences
    else
      for (size_t i = 0; i < plen; i++) pat += alphabet[rng.below(4)];
    // Plant some occurrences, some across flit boundaries.
    for (int k = 0; k < 5 && n >= 128 + pat.size(); k++) {
      size_t at = k < 2 ? 64 * (1 + rng.below((uint32_t)(n / 64 - 1))) - rng.below((uint32_t)pat.size()) : rng.below((uint32_t)(n - pat.size()));
      if (pat.size() <= 32 && at + pat.size() <= n) std::copy(pat.begin(), pat.end(), text.begin() + at);
    }
    uint32_t declared = c % 12 == 5 ? 0 : (uint32_t)pat.size();
    app_stream in, out;
    param_stream params;
    feed_params(params, params_for(pat, declared));
    feed(in, text);
    grep(in, out, params);
    bytes got = drain(out, "grep");
    fails += consumed("grep", cases, in, params);
    fails += compare("grep", cases++, got, declared ? reference(text, pat) : bytes());
    out_bytes += got.size();
  }
  return report("grep", fails, cases, out_bytes);
}
