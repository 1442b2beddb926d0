// knn: the distance of every training case to the query (INSIDER: distances in the drive, the K
// partial sort on the host). A case is D one-byte unsigned features.
// Parameters, 1 + 1024 words: D (1..4096), then 4096 bytes holding the query's D features, four
// to a word, little-endian, zero-padded. Output per case: its squared Euclidean distance to the
// query, 32 bits little-endian (at most 4096 x 255^2 < 2^32). A trailing partial case is dropped;
// D outside 1..4096 reports nothing.
#include "knn.h"

void knn(app_stream &in, app_stream &out, param_stream &params) {
#pragma HLS INTERFACE axis port = in
#pragma HLS INTERFACE axis port = out
#pragma HLS INTERFACE axis port = params
  ap_uint<32> dims = params.read();
  bool valid = dims >= 1 && dims <= kKnnMaxDims;
  ap_uint<8> query[kKnnMaxDims];
  for (int w = 0; w < kKnnMaxDims / 4; w++) {
    ap_uint<32> word = params.read();
    for (int b = 0; b < 4; b++) query[4 * w + b] = word.range(8 * b + 7, 8 * b);
  }
  byte_reader reader;
  flit_writer<32> writer;
  ap_uint<32> dist = 0, i = 0;
  ap_uint<8> x;
  while (reader.next(in, x)) {
#pragma HLS PIPELINE II = 1
    if (!valid) continue;
    ap_int<10> d = (ap_int<10>)x - (ap_int<10>)query[i];
    dist += (ap_uint<32>)(d * d);
    if (++i == dims) {
      writer.put(out, dist);
      dist = 0;
      i = 0;
    }
  }
  writer.finish(out);
}
