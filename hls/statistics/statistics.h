#ifndef STATISTICS_H
#define STATISTICS_H
#include "insider_app.h"
void statistics(app_stream &in, app_stream &out, param_stream &params);
#endif
