#ifndef GREP_H
#define GREP_H
#include "insider_app.h"
static const int kGrepMaxPattern = 32;
// Words in the parameter block the program reads for each file (hls/README.md).
static const int kGrepParamWords = 1 + kGrepMaxPattern / 4;
void grep(app_stream &in, app_stream &out, param_stream &params);
#endif
