// Every drive program with its parameter block, by name, sorted: the host-side runner
// (run_program.cpp) and the RTL-simulation shell (sim/models/accel_hls_shell.cpp) share it. A
// program's number is its position here plus one (0: no program).
#ifndef INSIDER_PROGRAM_TABLE_H
#define INSIDER_PROGRAM_TABLE_H

#include "../grep/grep.h"
#include "../integration/integration.h"
#include "../knn/knn.h"
#include "../pass/pass.h"
#include "../relief/relief.h"
#include "../rle/rle.h"
#include "../sql/sql.h"
#include "../statistics/statistics.h"

struct program_entry {
  const char *name;
  int param_words;
  void (*run)(app_stream &in, app_stream &out, param_stream &params);
};

static const program_entry kPrograms[] = {
    {"grep", kGrepParamWords, grep},       {"integration", kIntegrationParamWords, integration},
    {"knn", kKnnParamWords, knn},          {"pass", kPassParamWords, pass},
    {"relief", kReliefParamWords, relief}, {"rle", kRleParamWords, rle},
    {"sql", kSqlParamWords, sql},          {"statistics", kStatisticsParamWords, statistics},
};
static const int kNumPrograms = sizeof(kPrograms) / sizeof(kPrograms[0]);

#endif
