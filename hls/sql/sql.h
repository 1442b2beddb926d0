#ifndef SQL_H
#define SQL_H
#include "insider_app.h"
// Words in the parameter block the program reads for each file (hls/README.md).
static const int kSqlParamWords = 3;
void sql(app_stream &in, app_stream &out, param_stream &params);
#endif
