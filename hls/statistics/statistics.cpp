// statistics: per row of 32-bit unsigned numbers, its minimum, maximum and sum (INSIDER's
// row-level reduction: the host computes over the reduced rows).
// Parameters, 1 word: numbers per row (>= 1). Output per row, 16 bytes little-endian:
// {min (32 bits), max (32 bits), sum (64 bits)}; a last row with fewer numbers is reported as it
// is. A row length of 0 reports nothing.
#include "statistics.h"

void statistics(app_stream &in, app_stream &out, param_stream &params) {
#pragma HLS INTERFACE axis port = in
#pragma HLS INTERFACE axis port = out
#pragma HLS INTERFACE axis port = params
  ap_uint<32> row_len = params.read();
  byte_reader reader;
  flit_writer<128> writer;
  ap_uint<32> lo = 0, hi = 0, count = 0;
  ap_uint<64> sum = 0;
  ap_uint<32> v;
  while (reader.next_word<32>(in, v)) {
#pragma HLS PIPELINE II = 1
    if (row_len == 0) continue;
    if (count == 0 || v < lo) lo = v;
    if (count == 0 || v > hi) hi = v;
    sum += v;
    count++;
    if (count == row_len) {
      writer.put(out, (sum, hi, lo));
      count = 0;
      sum = 0;
    }
  }
  if (count != 0) writer.put(out, (sum, hi, lo));
  writer.finish(out);
}
