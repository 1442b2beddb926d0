#ifndef RLE_H
#define RLE_H
#include "insider_app.h"
void rle(app_stream &in, app_stream &out, param_stream &params);
#endif
