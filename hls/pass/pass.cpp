// Pass-through: the file unchanged (INSIDER's PT program: vread of the real file's data).
#include "pass.h"

void pass(app_stream &in, app_stream &out, param_stream &params) {
#pragma HLS INTERFACE axis port = in
#pragma HLS INTERFACE axis port = out
#pragma HLS INTERFACE axis port = params
  (void)params;
  for (;;) {
#pragma HLS PIPELINE II = 1
    app_data f = in.read();
    out.write(f);
    if (f.eop) break;
  }
}
