/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file soc_irq.h
 * @brief Interrupts of one firmware core: Rocket's PLIC (external sources 1-8, machine context 0)
 * and CLINT (machine timer), and the machine-mode trap handler that takes them (boot/start.S
 * trap_entry -> soc_irq_handler; exceptions stay fatal, boot/trap.c).
 *
 * Sources (rtl/soc/doc/system.md): 1 = the core's set queue interrupt, 2 = the NVMe management
 * interrupt, 3-8 = the set's flash channel interrupts. All of them are level: high while the
 * enabled queue is non-empty.
 *
 * Completion is deferred: the handler claims every pending source, counts it and records it in
 * soc_irq_state.claimed, but does not complete it. A claimed source stays "in flight" in the
 * PLIC gateway, so a level line that is still high (the queue is served only after the handler
 * returns) cannot interrupt again and again. The code that serves the queue calls
 * soc_irq_complete() once it has seen the queue empty: if the line is high again by then, the
 * gateway makes it pending at once, so no event is lost.
 *
 * The machine timer is periodic (soc_timer_start): the handler moves mtimecmp one period past
 * the current mtime and counts a tick. mtime advances once every SOC_MTIME_CYCLES core cycles.
 */
#ifndef SOC_IRQ_H
#define SOC_IRQ_H

#include <stdint.h>

#include "soc_map.h"

#define SOC_PLIC_SOURCES 8u  /**< external sources 1..8 (cssd_system wires interrupts[7:0]) */
#define SOC_MTIME_CYCLES 100u /**< core cycles per mtime tick (Rocket's RTC divider in LitexConfig) */

/** PLIC sources of a set core (rtl/top/cssd_system.sv). */
#define SOC_IRQ_SET 1u          /**< the core's set queue interrupt (nvme_set IRQ_ENABLE) */
#define SOC_IRQ_MGMT 2u         /**< NVMe management interrupt (nvme IRQ_ENABLE) */
#define SOC_IRQ_FLASH(c) (3u + (c)) /**< the set's c-th flash channel (flash_chan IRQ_ENABLE), c < 6 */
#define SOC_IRQ_DOORBELL 1u     /**< management and ISP core: the other one's doorbell (soc_sysctl DOORBELL) */

/* Rocket PLIC (SiFive layout), machine-mode context 0 of hart 0. */
#define SOC_PLIC_PRIORITY(s) (SOC_PLIC_BASE + 4u * (s))
#define SOC_PLIC_PENDING (SOC_PLIC_BASE + 0x1000u)
#define SOC_PLIC_ENABLE (SOC_PLIC_BASE + 0x2000u)
#define SOC_PLIC_THRESHOLD (SOC_PLIC_BASE + 0x200000u)
#define SOC_PLIC_CLAIM (SOC_PLIC_BASE + 0x200004u)
/* CLINT */
#define SOC_CLINT_MSIP (SOC_CLINT_BASE + 0x0u)
#define SOC_CLINT_MTIMECMP (SOC_CLINT_BASE + 0x4000u)
#define SOC_CLINT_MTIME (SOC_CLINT_BASE + 0xBFF8u)

#define SOC_MIE_MTIE (1u << 7)
#define SOC_MIE_MEIE (1u << 11)
#define SOC_MSTATUS_MIE (1u << 3)

/** What the handler has seen (private RAM; read by the firmware, published by set_main). */
struct soc_irq_state {
	uint64_t ext[SOC_PLIC_SOURCES + 1]; /**< claims per source (index 0: claims that returned 0) */
	uint64_t timer;                     /**< machine timer interrupts taken */
	uint64_t traps;                     /**< interrupt traps taken (each may claim several sources) */
	uint32_t claimed;                   /**< bit s: source s claimed, not yet completed */
	uint64_t timer_period;              /**< mtime ticks between timer interrupts (0: timer off) */
};

extern struct soc_irq_state soc_irq_state;

static inline void soc_plic_set_priority(unsigned src, uint32_t prio)
{
	*(volatile uint32_t *)(uintptr_t)SOC_PLIC_PRIORITY(src) = prio;
}

static inline void soc_plic_set_threshold(uint32_t t)
{
	*(volatile uint32_t *)(uintptr_t)SOC_PLIC_THRESHOLD = t;
}

/** Enable mask of sources (bit s = source s); sources 1-8 share the first enable word. */
static inline void soc_plic_set_enable(uint32_t mask)
{
	*(volatile uint32_t *)(uintptr_t)SOC_PLIC_ENABLE = mask;
}

static inline uint32_t soc_plic_pending(void)
{
	return *(volatile uint32_t *)(uintptr_t)SOC_PLIC_PENDING;
}

static inline uint32_t soc_plic_claim(void)
{
	return *(volatile uint32_t *)(uintptr_t)SOC_PLIC_CLAIM;
}

static inline void soc_plic_complete(unsigned src)
{
	*(volatile uint32_t *)(uintptr_t)SOC_PLIC_CLAIM = src;
}

static inline uint64_t soc_mtime(void)
{
	return *(volatile uint64_t *)(uintptr_t)SOC_CLINT_MTIME;
}

static inline void soc_mtimecmp_set(uint64_t t)
{
	*(volatile uint64_t *)(uintptr_t)SOC_CLINT_MTIMECMP = t;
}

/**
 * PLIC: every source priority 1, threshold 0, the sources in mask enabled for this core (the
 * rest disabled); timer off (mtimecmp at its maximum); mie = MEIE | MTIE. mstatus.MIE is left
 * as it is (off after reset): the caller opens it where it wants to take interrupts.
 */
void soc_irq_init(uint32_t mask);

/** Periodic machine timer: an interrupt every period mtime ticks from now (0: off). */
void soc_timer_start(uint64_t period);

/** One-shot machine timer: one interrupt ticks mtime ticks from now (replaces a periodic one). */
static inline void soc_timer_arm(uint64_t ticks)
{
	soc_irq_state.timer_period = 0;
	soc_mtimecmp_set(soc_mtime() + ticks);
}

/**
 * Claim and complete whatever is pending without taking a trap (call with MIE off): clears
 * pending bits a level source latched while the firmware was busy with MIE off and has since
 * served (its line is low, so completing it does not bring it back). A source whose line is high
 * again becomes pending once more right after its completion, so nothing is lost; at most
 * SOC_PLIC_SOURCES claims, so a line held high cannot keep this loop going. Returns the claims.
 */
static inline unsigned soc_irq_drain(void)
{
	unsigned n = 0;
	for (uint32_t s; n < SOC_PLIC_SOURCES && (s = soc_plic_claim()) != 0; n++)
		soc_plic_complete(s);
	return n;
}

/** Complete the claimed sources in mask (bit s = source s) and forget them. */
static inline void soc_irq_complete(uint32_t mask)
{
	uint32_t m = soc_irq_state.claimed & mask;
	if (!m)
		return;
	soc_irq_state.claimed &= ~m;
	for (unsigned s = 1; s <= SOC_PLIC_SOURCES; s++)
		if (m >> s & 1u)
			soc_plic_complete(s);
}

static inline void soc_irq_enable_global(void)
{
	__asm__ volatile("csrsi mstatus, 8" ::: "memory");
}

static inline void soc_irq_disable_global(void)
{
	__asm__ volatile("csrci mstatus, 8" ::: "memory");
}

/**
 * Sleep until an enabled interrupt is pending, then take it: WFI with mstatus.MIE off (so the
 * pending interrupt cannot slip in between the caller's last check and the WFI: WFI wakes on
 * mip & mie whatever MIE says), then MIE opened for one instruction so the handler runs here.
 * Call with MIE off. The handler's counts tell what woke the core.
 */
static inline void soc_wfi_and_take(void)
{
	__asm__ volatile("wfi\n\tcsrsi mstatus, 8\n\tcsrci mstatus, 8" ::: "memory");
}

/**
 * Sleep after a poll that found the queues empty (MIE off): until an enabled source or `ticks`
 * mtime ticks. The sources claimed last time are completed first (their queues were just seen
 * empty, so their lines are low unless something new came, and then the completion makes them
 * pending again and the WFI falls through), and the pending bits level lines latched while the
 * core was busy are drained, so work already done does not wake it.
 */
static inline void soc_idle_sleep(uint64_t ticks)
{
	soc_irq_complete(~0u);
	soc_irq_drain();
	soc_timer_arm(ticks);
	soc_wfi_and_take();
}

/** C part of the interrupt trap (boot/start.S): mcause has the interrupt bit set. */
void soc_irq_handler(uint64_t mcause);

#endif /* SOC_IRQ_H */
