#ifndef SQL_H
#define SQL_H
#include "insider_app.h"
void sql(app_stream &in, app_stream &out, param_stream &params);
#endif
