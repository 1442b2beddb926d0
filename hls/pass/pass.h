#ifndef PASS_H
#define PASS_H
#include "insider_app.h"
void pass(app_stream &in, app_stream &out, param_stream &params);
#endif
