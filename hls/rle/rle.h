#ifndef RLE_H
#define RLE_H
#include "insider_app.h"
// Words in the parameter block the program reads for each file (hls/README.md).
static const int kRleParamWords = 0;
void rle(app_stream &in, app_stream &out, param_stream &params);
#endif
