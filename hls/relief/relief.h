#ifndef RELIEF_H
#define RELIEF_H
#include "insider_app.h"
static const int kReliefMaxFeatures = 256;
// Words in the parameter block the program reads for each file (hls/README.md).
static const int kReliefParamWords = 1;
void relief(app_stream &in, app_stream &out, param_stream &params);
#endif
