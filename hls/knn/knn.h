#ifndef KNN_H
#define KNN_H
#include "insider_app.h"
static const int kKnnMaxDims = 4096;
// Words in the parameter block the program reads for each file (hls/README.md).
static const int kKnnParamWords = 1 + kKnnMaxDims / 4;
void knn(app_stream &in, app_stream &out, param_stream &params);
#endif
