// relief: Relief feature weights (Kira and Rendell), fully offloaded. The input is a sequence of
// triples of D one-byte features: an instance, its nearest hit (same class) and its nearest miss
// (other class), as the host's preparation pairs them. Each feature's weight gains
// |instance - miss| - |instance - hit| per triple: features that separate the classes score high,
// and the host prunes the low ones.
// Parameters, 1 word: D (1..256). Output at the end of the file: D signed 32-bit little-endian
// weights. A trailing partial triple is dropped; D outside 1..256 reports nothing.
#include "relief.h"

void relief(app_stream &in, app_stream &out, param_stream &params) {
#pragma HLS INTERFACE axis port = in
#pragma HLS INTERFACE axis port = out
#pragma HLS INTERFACE axis port = params
  ap_uint<32> dims = params.read();
  bool valid = dims >= 1 && dims <= kReliefMaxFeatures;
  ap_int<32> weight[kReliefMaxFeatures], pending[kReliefMaxFeatures];
  ap_uint<8> inst[kReliefMaxFeatures], hit[kReliefMaxFeatures];
  for (int f = 0; f < kReliefMaxFeatures; f++) {
    weight[f] = 0;
    pending[f] = 0;
  }
  byte_reader reader;
  ap_uint<32> i = 0;
  ap_uint<2> part = 0;  // 0 instance, 1 hit, 2 miss
  ap_uint<8> x;
  while (reader.next(in, x)) {
#pragma HLS PIPELINE II = 1
    if (!valid) continue;
    if (part == 0) {
      inst[i] = x;
    } else if (part == 1) {
      hit[i] = x;
    } else {
      ap_int<10> dm = (ap_int<10>)x - (ap_int<10>)inst[i];
      ap_int<10> dh = (ap_int<10>)hit[i] - (ap_int<10>)inst[i];
      // Held until the triple is whole, so a partial one at the end is dropped.
      pending[i] = (dm < 0 ? (ap_int<10>)-dm : dm) - (dh < 0 ? (ap_int<10>)-dh : dh);
    }
    if (++i == dims) {
      i = 0;
      if (part == 2) {
        for (int f = 0; f < kReliefMaxFeatures; f++) weight[f] += pending[f];
        part = 0;
      } else {
        part++;
      }
    }
  }
  flit_writer<32> writer;
  for (int f = 0; f < kReliefMaxFeatures; f++) {
    if (valid && f < (int)dims) writer.put(out, (ap_uint<32>)weight[f]);
  }
  writer.finish(out);
}
