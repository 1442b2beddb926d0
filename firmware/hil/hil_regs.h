/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the HIL needs from the hardware, in one place: the set queue registers, the DDR0 address
 * of a buffer and the cycle/instruction counters. On the cores these are soc_io.h's accessors
 * and CSR reads; the host-native test (tests/test_hil.c, built with HIL_HOST_TEST) supplies a
 * fake set-queue device instead, so the HIL's logic is tested without the full-system simulation.
 */
#ifndef HIL_REGS_H
#define HIL_REGS_H

#include <stdint.h>

#include "soc_io.h"

#ifdef HIL_HOST_TEST
uint32_t hil_rd32(uint32_t off);
void hil_wr32(uint32_t off, uint32_t v);
uint32_t hil_ddr0_addr(const void *p);
uint64_t hil_cycles(void);
uint64_t hil_instret(void);
#else
static inline uint32_t hil_rd32(uint32_t off)
{
	return fw_rd32(off);
}

static inline void hil_wr32(uint32_t off, uint32_t v)
{
	fw_wr32(off, v);
}

static inline uint32_t hil_ddr0_addr(const void *p)
{
	return ddr0_addr(p);
}

static inline uint64_t hil_cycles(void)
{
	uint64_t v;
	__asm__ volatile("csrr %0, mcycle" : "=r"(v));
	return v;
}

static inline uint64_t hil_instret(void)
{
	uint64_t v;
	__asm__ volatile("csrr %0, minstret" : "=r"(v));
	return v;
}
#endif

#endif /* HIL_REGS_H */
