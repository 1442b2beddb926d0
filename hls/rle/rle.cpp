// rle: bitmap decompression, the run-length decoding INSIDER offloads (the host parses the
// header and checks the format; this runs on the virtual-file write path, so its output is what
// the drive stores). Input: pairs (count, value) of one byte each; each pair expands to count
// copies of value (a count of 0 expands to nothing). No parameters. A trailing odd byte is
// dropped.
#include "rle.h"

void rle(app_stream &in, app_stream &out, param_stream &params) {
#pragma HLS INTERFACE axis port = in
#pragma HLS INTERFACE axis port = out
#pragma HLS INTERFACE axis port = params
  (void)params;
  byte_reader reader;
  flit_writer<8> writer;
  ap_uint<16> pair;
  while (reader.next_word<16>(in, pair)) {
    ap_uint<8> count = pair.range(7, 0), value = pair.range(15, 8);
    for (int i = 0; i < 255; i++) {
#pragma HLS PIPELINE II = 1
      if (i < (int)count) writer.put(out, value);
    }
  }
  writer.finish(out);
}
