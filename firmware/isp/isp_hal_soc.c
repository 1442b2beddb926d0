/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The machine-independent half of isp_hal.h on a cssd_system core (the ISP core, or the
 * management core running the network half): time, randomness, and the stop on a broken
 * invariant. Moving host data and posting completions is the management core's (mgmt_etheron.c).
 */
#include <stdint.h>

#include "isp_hal.h"
#include "soc_console.h"
#include "soc_io.h"
#include "soc_irq.h"

/* The cores' clock in cssd_system (rtl/soc/doc/system.md: 250 MHz on the VCU118 and in the
 * simulation's time base). Time comes from the CLINT's mtime, which runs while the core sleeps
 * in WFI; mcycle stops there, so hold times counted in it stretched to tens of milliseconds once
 * the core slept between commands. */
#define CORE_CYCLES_PER_US 250u

static uint64_t rng = 0x2545F4914F6CDD1Dull;

uint32_t isp_hal_now_us(void)
{
	return (uint32_t)(soc_mtime() * SOC_MTIME_CYCLES / CORE_CYCLES_PER_US);
}

void isp_hal_doorbell(void)
{
	soc_doorbell_ring(); /* without an ISP core it reaches nobody, and nobody needs it */
}

uint32_t isp_hal_rand(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 32) ^ (uint32_t)cpu_cycles();
}

void isp_hal_fatal(const char *what, const char *file, int line)
{
	console_puts("net: network stack assertion: ");
	console_puts(what);
	console_puts(" at ");
	console_puts(file);
	console_puts(":");
	console_putdec((uint32_t)line);
	console_puts("\n");
	for (;;)
		__asm__ volatile("wfi");
}
