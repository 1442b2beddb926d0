/* SPDX-License-Identifier: Apache-2.0 */
/*
 * System smoke test for cssd_system (rtl/top/cssd_system.sv, run by sim/top/cssd_system): every
 * core runs this same image and branches on CORE_ID. It writes a core-specific pattern into its
 * set's DDR bank 0 buffer through the uncached window with 8-, 4-, 2- and 1-byte stores (and a run
 * of 8-byte words across two 64-byte DDR beats), reads it all back, then reads its set's GEOMETRY
 * register through the shared ctrl_core firmware port and prints it. The test bench checks the
 * pattern in the DDR model and the printed register against the RTL.
 * Interrupts: it enables its first flash channel's completion interrupt (PLIC source 3), pushes
 * a READ STATUS descriptor and sleeps in WFI until the handler has claimed the source (then the
 * completion is popped, the source completed, and no second interrupt may follow: the line is
 * level and low again); then it runs the CLINT timer with a short period until the handler has
 * counted three ticks. It prints "irq flash <claims> timer <ticks>" for the test bench.
 * Console receive: the test bench sends one line on the UART as the cores start. Core 0 owns the
 * UART's receive side (the smoke system has no management core) and echoes the line back as
 * "rx echo <line>"; any other core must read nothing ("rx none").
 * Exit code = number of failed checks (0 = pass).
 * -DSYS_SMOKE_BAD: one readback is compared against a wrong value, so the run must fail.
 */
#include <stddef.h>
#include <stdint.h>

#include "soc_io.h" /* generated/fw_port_regs.h: the register macros */
#include "soc_console.h"
#include "soc_irq.h"
#include "soc_map.h"

/* rtl/soc/doc/system.md: set s's DDR0 buffer area and its queue registers on the fw port. */
#define SYS_SET_BUF_DDR0(s) CSSD_DDR0_SET_BASE(s)
#define SYS_SET_REGS(s)     (SOC_FW_PORT_BASE + FW_SET_OFF(s))

#define RUN_WORDS 16 /* 128 bytes: two 512-bit DDR beats */

#ifdef SYS_SMOKE_BAD
#define BAD_XOR 1u
#else
#define BAD_XOR 0u
#endif

static unsigned failures;

static void check(const char *what, uint64_t got, uint64_t want)
{
	console_puts(got == want ? "  ok   " : "  FAIL ");
	console_puts(what);
	console_puts(" = ");
	console_puthex(got, 16);
	if (got != want) {
		console_puts(" (want ");
		console_puthex(want, 16);
		console_putc(')');
		failures++;
	}
	console_putc('\n');
}

/* The test bench computes the same values (sim/top/cssd_system/test_cssd_system.py). */
static uint64_t pattern64(uint64_t id, unsigned k)
{
	return (0x0123456789abcdefull ^ (id * 0x1111111111111111ull)) + k;
}

static uint64_t mcycle(void)
{
	uint64_t c;
	__asm__ volatile("csrr %0, mcycle" : "=r"(c));
	return c;
}

#define IRQ_WAIT_CYCLES 200000u /* far more than a READ STATUS or three timer periods take */
#define TIMER_TICKS 20u          /* mtime ticks per timer period (2000 cycles) */

/* Sleep with interrupts on until *count moves past start or the wait times out. */
static uint64_t wait_count(volatile uint64_t *count, uint64_t want)
{
	uint64_t t0 = mcycle();
	while (*count < want && mcycle() - t0 < IRQ_WAIT_CYCLES)
		soc_wfi_and_take();
	return *count;
}

/* PLIC source 3 (the core's first flash channel) and the machine timer, through the handler. */
static void irq_checks(uint64_t id)
{
	volatile struct soc_irq_state *st = &soc_irq_state;
	unsigned channels = (fw_rd32(FW_FLASH_OFF + offsetof(flash_t, GEOMETRY)) & FLASH__GEOMETRY__CHANNELS_bm) >>
			    FLASH__GEOMETRY__CHANNELS_bp;
	/* sim/top/cssd_system builds one channel per core: core id owns channel id */
	check("channel exists", id < channels, 1);
	uint32_t ch = FW_FLASH_CHAN_OFF((uint32_t)id);
	soc_irq_init(1u << SOC_IRQ_FLASH(0));
	fw_wr32(ch + offsetof(flash_chan_t, IRQ_ENABLE), FLASH_CHAN__IRQ_ENABLE__CPL_bm);
	check("no irq before the push", st->ext[SOC_IRQ_FLASH(0)], 0);
	fw_wr32(ch + offsetof(flash_chan_t, DESC_ROW), 0);
	fw_wr32(ch + offsetof(flash_chan_t, DESC_CTRL),
		FLASH_CHAN__DESC_CTRL__GO_bm | 4u << FLASH_CHAN__DESC_CTRL__OP_bp | 0x5a5u << FLASH_CHAN__DESC_CTRL__TAG_bp);
	check("flash irq claims", wait_count(&st->ext[SOC_IRQ_FLASH(0)], 1), 1);
	check("flash irq claimed", st->claimed >> SOC_IRQ_FLASH(0) & 1u, 1);
	check("cpl avail", fw_rd32(ch + offsetof(flash_chan_t, STATUS)) & FLASH_CHAN__STATUS__CPL_AVAIL_bm, 1);
	check("cpl tag", (fw_rd32(ch + offsetof(flash_chan_t, CPL_INFO)) & FLASH_CHAN__CPL_INFO__TAG_bm) >>
				 FLASH_CHAN__CPL_INFO__TAG_bp, 0x5a5u);
	fw_wr32(ch + offsetof(flash_chan_t, CPL_POP), FLASH_CHAN__CPL_POP__POP_bm);
	(void)fw_rd32(ch + offsetof(flash_chan_t, STATUS)); /* the pop has landed: the line is low */
	soc_irq_complete(1u << SOC_IRQ_FLASH(0));
	/* the level line is low now: completing must not bring the source back */
	soc_irq_enable_global();
	for (uint64_t t0 = mcycle(); mcycle() - t0 < 2000;)
		;
	soc_irq_disable_global();
	check("no second flash irq", st->ext[SOC_IRQ_FLASH(0)], 1);
	check("plic pending", soc_plic_pending(), 0);
	fw_wr32(ch + offsetof(flash_chan_t, IRQ_ENABLE), 0);

	soc_timer_start(TIMER_TICKS);
	uint64_t ticks = wait_count(&st->timer, 3);
	soc_timer_start(0);
	check("timer ticks", ticks, 3);
	check("spurious claims", st->ext[0], 0);
	console_puts("irq flash ");
	console_putdec(st->ext[SOC_IRQ_FLASH(0)]);
	console_puts(" timer ");
	console_putdec(ticks);
	console_putc('\n');
	__asm__ volatile("csrw mie, zero");
}

#define RX_WAIT_CYCLES 200000u /* the line is sent as the cores start: far less than this */
#define RX_LINE_MAX 32u

/* The UART owner (core 0 here, rtl/soc/doc/console.md) echoes one received line; others must
 * see nothing, even while the owner's FIFO holds bytes. */
static void rx_checks(uint64_t id)
{
	if (id != 0) {
		int c = console_getc();
		check("rx none", (uint64_t)(int64_t)c, (uint64_t)(int64_t)-1);
		return;
	}
	char line[RX_LINE_MAX];
	unsigned n = 0;
	uint64_t t0 = mcycle();
	while (n < RX_LINE_MAX && (n == 0 || line[n - 1] != '\n') && mcycle() - t0 < RX_WAIT_CYCLES) {
		int c = console_getc();
		if (c >= 0)
			line[n++] = (char)c;
	}
	console_puts("rx echo ");
	for (unsigned i = 0; i < n; i++)
		console_putc(line[i]);
	if (n == 0 || line[n - 1] != '\n') {
		console_putc('\n');
		check("rx line complete", 0, 1);
	}
	check("rx errors", console_rx_errors(), 0);
}

int main(void)
{
	const uint64_t id = *soc_sysctl_reg(SOC_SYSCTL_CORE_ID);
	volatile uint8_t *buf = (volatile uint8_t *)(uintptr_t)(SOC_DDR0_WINDOW_BASE + SYS_SET_BUF_DDR0(id));

	console_puts("sys_smoke core ");
	console_putdec(id);
	console_putc('\n');

	/* Bytes 0-15: one of each store size. */
	*(volatile uint64_t *)(buf + 0) = pattern64(id, 0);
	*(volatile uint32_t *)(buf + 8) = 0xc0de0000u | (uint32_t)id;
	*(volatile uint16_t *)(buf + 12) = (uint16_t)(0xbe00u | id);
	buf[14] = (uint8_t)(0x70u + id);
	buf[15] = (uint8_t)(0x80u + id);
	/* Bytes 64-191: 8-byte words across two DDR beats. */
	for (unsigned k = 0; k < RUN_WORDS; k++)
		((volatile uint64_t *)(buf + 64))[k] = pattern64(id, k + 1);

	check("u64", *(volatile uint64_t *)(buf + 0), pattern64(id, 0) ^ BAD_XOR);
	check("u32", *(volatile uint32_t *)(buf + 8), 0xc0de0000u | (uint32_t)id);
	check("u16", *(volatile uint16_t *)(buf + 12), 0xbe00u | id);
	check("u8 14", buf[14], 0x70u + id);
	check("u8 15", buf[15], 0x80u + id);
	/* The narrow stores must have left their neighbours alone: the second word as a whole. */
	check("word 1", *(volatile uint64_t *)(buf + 8),
	      ((uint64_t)(0x80u + id) << 56) | ((uint64_t)(0x70u + id) << 48) |
		      ((uint64_t)(0xbe00u | id) << 32) | (0xc0de0000u | id));
	unsigned run_bad = 0;
	for (unsigned k = 0; k < RUN_WORDS; k++)
		run_bad += ((volatile uint64_t *)(buf + 64))[k] != pattern64(id, k + 1);
	check("run mismatches", run_bad, 0);

	/* Shared firmware port: this set's GEOMETRY (SET_ID must be ours). */
	uint32_t geo = *(volatile uint32_t *)(uintptr_t)(SYS_SET_REGS(id) + offsetof(nvme_set_t, GEOMETRY));
	console_puts("geometry ");
	console_puthex(geo, 8);
	console_putc('\n');
	check("geometry set id", (geo & NVME_SET__GEOMETRY__SET_ID_bm) >> NVME_SET__GEOMETRY__SET_ID_bp, id);

	irq_checks(id);
	rx_checks(id);

	console_puts(failures ? "sys_smoke: FAILED\n" : "sys_smoke: PASSED\n");
	return (int)failures;
}
