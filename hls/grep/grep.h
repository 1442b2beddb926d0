#ifndef GREP_H
#define GREP_H
#include "insider_app.h"
void grep(app_stream &in, app_stream &out, param_stream &params);
#endif
