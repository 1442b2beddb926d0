#ifndef INTEGRATION_H
#define INTEGRATION_H
#include "insider_app.h"
static const int kIntegrationMaxKeys = 8;
// Words in the parameter block the program reads for each file (hls/README.md).
static const int kIntegrationParamWords = 1 + kIntegrationMaxKeys;
void integration(app_stream &in, app_stream &out, param_stream &params);
#endif
