/* SPDX-License-Identifier: Apache-2.0 */
/* PLIC / CLINT driver and the interrupt half of the trap handler (include/soc_irq.h). */
#include "soc_irq.h"
#include "fw_attr.h"

struct soc_irq_state soc_irq_state;

void soc_irq_init(uint32_t mask)
{
	soc_plic_set_enable(0);
	for (unsigned s = 1; s <= SOC_PLIC_SOURCES; s++)
		soc_plic_set_priority(s, 1);
	soc_plic_set_threshold(0);
	/* The PLIC is inside the core (ExampleRocketSystem) and resets with it: nothing is in flight. */
	soc_irq_state.claimed = 0;
	soc_timer_start(0);
	soc_plic_set_enable(mask & (((1u << SOC_PLIC_SOURCES) - 1u) << 1));
	__asm__ volatile("csrw mie, %0" ::"r"((uint64_t)(SOC_MIE_MEIE | SOC_MIE_MTIE)));
}

void soc_timer_start(uint64_t period)
{
	soc_irq_state.timer_period = period;
	soc_mtimecmp_set(period ? soc_mtime() + period : ~(uint64_t)0);
}

FW_HOT void soc_irq_handler(uint64_t mcause)
{
	soc_irq_state.traps++;
	uint64_t code = mcause & 0xff;
	if (code == 7) { /* machine timer: next period from now (ticks missed while busy are not made up) */
		soc_irq_state.timer++;
		uint64_t p = soc_irq_state.timer_period;
		soc_mtimecmp_set(p ? soc_mtime() + p : ~(uint64_t)0);
		return;
	}
	if (code == 11) { /* machine external: claim everything pending; completion is the server's */
		uint32_t s = soc_plic_claim();
		if (!s)
			soc_irq_state.ext[0]++; /* the source was claimed away or dropped below threshold */
		for (; s; s = soc_plic_claim()) {
			if (s <= SOC_PLIC_SOURCES) {
				soc_irq_state.ext[s]++;
				soc_irq_state.claimed |= 1u << s;
			} else {
				soc_plic_complete(s);
			}
		}
		return;
	}
	/* A software interrupt or anything else: nothing enables it. Clear msip so it cannot repeat. */
	*(volatile uint32_t *)(uintptr_t)SOC_CLINT_MSIP = 0;
	soc_irq_state.ext[0]++;
}
