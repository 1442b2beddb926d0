/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file fw_prof.h
 * @brief Optional per-stage cycle/instruction stamps of one command on the set cores, for
 * finding where a command's cycles go (rtl/soc/doc/system.md, firmware cost). Off unless the set
 * program is built with -DFW_PROFILE (`make -C firmware set SET_DEFS=-DFW_PROFILE`): then the HIL
 * prints one console line of stage deltas per read served from flash. The stamps are CSR reads,
 * so they add a few instructions and no memory traffic beyond one cached store each.
 */
#ifndef FW_PROF_H
#define FW_PROF_H

#include <stdint.h>

#if defined(FW_PROFILE) && !defined(HIL_HOST_TEST)
#define FW_PROF_N 16
extern uint64_t fw_prof_c[FW_PROF_N], fw_prof_i[FW_PROF_N], fw_prof_w[FW_PROF_N];
extern uint64_t fw_prof_rd, fw_prof_wr, hil_wait_cycles;
#define FW_PROF(k)                                                        \
	do {                                                              \
		__asm__ volatile("csrr %0, mcycle" : "=r"(fw_prof_c[k]));  \
		__asm__ volatile("csrr %0, minstret" : "=r"(fw_prof_i[k])); \
		fw_prof_w[k] = hil_wait_cycles;                           \
	} while (0)
#define FW_PROF_RD() (fw_prof_rd++)
#define FW_PROF_WR() (fw_prof_wr++)
#else
#define FW_PROF(k) ((void)0)
#define FW_PROF_RD() ((void)0)
#define FW_PROF_WR() ((void)0)
#endif

#endif /* FW_PROF_H */
