#ifndef KNN_H
#define KNN_H
#include "insider_app.h"
void knn(app_stream &in, app_stream &out, param_stream &params);
#endif
