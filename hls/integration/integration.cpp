// integration: combining a large source with a small one, fully offloaded: a join of 64-byte
// records against a table of up to 8 keys. A record is a 32-bit little-endian key and 60 bytes of
// payload. Output: every record whose key is in the table, with its key replaced by the table
// index it matched (the first, if the table repeats a key), so the host joins it to its own row.
// Parameters, 9 words: the number of keys k (1..8), then 8 key words (the first k used). k outside
// 1..8 matches nothing. A trailing partial record is dropped.
#include "integration.h"

void integration(app_stream &in, app_stream &out, param_stream &params) {
#pragma HLS INTERFACE axis port = in
#pragma HLS INTERFACE axis port = out
#pragma HLS INTERFACE axis port = params
  ap_uint<32> k = params.read();
  ap_uint<32> keys[kIntegrationMaxKeys];
#pragma HLS ARRAY_PARTITION variable = keys complete
  for (int i = 0; i < kIntegrationMaxKeys; i++) keys[i] = params.read();
  byte_reader reader;
  flit_writer<512> writer;
  ap_uint<512> rec;
  while (reader.next_word<512>(in, rec)) {
#pragma HLS PIPELINE II = 1
    ap_uint<32> key = rec.range(31, 0);
    int hit = -1;
    for (int i = kIntegrationMaxKeys - 1; i >= 0; i--) {
      if (i < (int)k && k <= kIntegrationMaxKeys && keys[i] == key) hit = i;
    }
    if (hit >= 0) {
      rec.range(31, 0) = hit;
      writer.put(out, rec);
    }
  }
  writer.finish(out);
}
