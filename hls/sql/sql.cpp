// sql: the WHERE of a query, offloaded (INSIDER: filtering in the drive, sorting and grouping on
// the host). Records are 32 bytes: eight 32-bit unsigned little-endian fields.
// Parameters, 3 words: the field (0..7), lo, hi. Output: every record with lo <= field <= hi,
// unchanged, in order. A field number above 7 selects nothing.
#include "sql.h"

void sql(app_stream &in, app_stream &out, param_stream &params) {
#pragma HLS INTERFACE axis port = in
#pragma HLS INTERFACE axis port = out
#pragma HLS INTERFACE axis port = params
  ap_uint<32> field = params.read();
  ap_uint<32> lo = params.read();
  ap_uint<32> hi = params.read();
  byte_reader reader;
  flit_writer<256> writer;
  ap_uint<256> rec;
  while (reader.next_word<256>(in, rec)) {
#pragma HLS PIPELINE II = 1
    if (field > 7) continue;
    ap_uint<32> v = rec.range(32 * field + 31, 32 * field);
    if (v >= lo && v <= hi) writer.put(out, rec);
  }
  writer.finish(out);
}
