#ifndef INTEGRATION_H
#define INTEGRATION_H
#include "insider_app.h"
void integration(app_stream &in, app_stream &out, param_stream &params);
#endif
