#ifndef RELIEF_H
#define RELIEF_H
#include "insider_app.h"
void relief(app_stream &in, app_stream &out, param_stream &params);
#endif
