// grep: the byte offset of every occurrence of a literal pattern (overlapping ones too).
// Parameters, always 9 words: the pattern's length n (1..32), then 32 bytes holding the pattern,
// four to a word, little-endian, zero-padded (a fixed block, so that a bad length never leaves
// words behind for the next file).
// Output: 32-bit little-endian offsets, in order. A length of 0 or above 32 matches nothing (the
// host runtime refuses it before it gets here).
#include "grep.h"

void grep(app_stream &in, app_stream &out, param_stream &params) {
#pragma HLS INTERFACE axis port = in
#pragma HLS INTERFACE axis port = out
#pragma HLS INTERFACE axis port = params
  ap_uint<32> n = params.read();
  bool valid = n >= 1 && n <= kGrepMaxPattern;
  ap_uint<8> pattern[kGrepMaxPattern];
#pragma HLS ARRAY_PARTITION variable = pattern complete
  ap_uint<8> window[kGrepMaxPattern];
#pragma HLS ARRAY_PARTITION variable = window complete
  for (int i = 0; i < kGrepMaxPattern; i++) {
    pattern[i] = 0;
    window[i] = 0;
  }
  for (int w = 0; w < kGrepMaxPattern / 4; w++) {
    ap_uint<32> word = params.read();
    for (int b = 0; b < 4; b++) pattern[4 * w + b] = word.range(8 * b + 7, 8 * b);
  }
  byte_reader reader;
  flit_writer<32> writer;
  ap_uint<32> pos = 0;
  ap_uint<8> byte;
  while (reader.next(in, byte)) {
#pragma HLS PIPELINE II = 1
    for (int i = 0; i < kGrepMaxPattern - 1; i++) window[i] = window[i + 1];
    window[kGrepMaxPattern - 1] = byte;
    pos++;
    if (!valid || pos < n) continue;
    // The last n bytes are window[32 - n .. 31].
    bool match = true;
    for (int i = 0; i < kGrepMaxPattern; i++) {
      if (i < (int)n && window[kGrepMaxPattern - (int)n + i] != pattern[i]) match = false;
    }
    if (match) writer.put(out, pos - n);
  }
  writer.finish(out);
}
