/* SPDX-License-Identifier: Apache-2.0 */
/* Fatal trap report: every exception means the firmware is broken (interrupts go to
 * soc_irq_handler, drivers/soc_irq.c, and return). */
#include <stdint.h>

#include "soc_console.h"
#include "soc_map.h"

void soc_trap(uint64_t mcause, uint64_t mepc, uint64_t mtval);
void soc_irq_handler(uint64_t mcause);

/* Programs without drivers/soc_irq.c enable no interrupt: one arriving anyway is fatal too. */
__attribute__((weak)) void soc_irq_handler(uint64_t mcause)
{
	uint64_t mepc, mtval;
	__asm__ volatile("csrr %0, mepc" : "=r"(mepc));
	__asm__ volatile("csrr %0, mtval" : "=r"(mtval));
	soc_trap(mcause, mepc, mtval);
}

void soc_trap(uint64_t mcause, uint64_t mepc, uint64_t mtval)
{
	static volatile int nested;

	/* A trap while reporting one (e.g. the console itself faults): exit without printing. */
	if (nested++)
		*soc_sysctl_reg(SOC_SYSCTL_EXIT) = SOC_EXIT_TRAP | (mcause & 0xff);
	console_puts("\n*** TRAP mcause=");
	console_puthex(mcause, 16);
	console_puts(" mepc=");
	console_puthex(mepc, 16);
	console_puts(" mtval=");
	console_puthex(mtval, 16);
	console_putc('\n');
	soc_exit(SOC_EXIT_TRAP | (uint32_t)(mcause & 0xff));
}
