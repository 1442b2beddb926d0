#ifndef PASS_H
#define PASS_H
#include "insider_app.h"
// Words in the parameter block the program reads for each file (hls/README.md).
static const int kPassParamWords = 0;
void pass(app_stream &in, app_stream &out, param_stream &params);
#endif
