#ifndef STATISTICS_H
#define STATISTICS_H
#include "insider_app.h"
// Words in the parameter block the program reads for each file (hls/README.md).
static const int kStatisticsParamWords = 1;
void statistics(app_stream &in, app_stream &out, param_stream &params);
#endif
