/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Main program of an NVM set's core: waits for the management core's `go` in the set's mailbox
 * (set_mailbox.h), then flash driver -> FTL -> ICL -> HIL, configured by the mailbox, serving the
 * set's queues until reset. Core i serves NVM set i + 1 (SACA set i, mailbox i).
 *
 * Memory: firmware state (FTL map and tables, ICL slot table) in the private cached DRAM, from
 * the heap between .bss and the stack, which start-up does not clear (the FTL and ICL initialise
 * what they use; clearing it would cost simulation time for nothing). Everything the hardware
 * moves data to or from (FTL page buffers and spare areas, ICL pages, the HIL's scratch) in the
 * set's DDR0 region after the mailbox.
 *
 * Idle: when a poll finds no command (and no flash operation is in flight, which the FTL never
 * leaves between calls anyway) the core sleeps in WFI, woken by its set queue interrupt (PLIC
 * source 1: a command or a transfer result waits), its flash channels' completion interrupts
 * (sources 3-8) or a one-shot machine timer (IDLE_TIMER_TICKS), so a lost interrupt costs at most
 * that long and cannot hang the set. Everything inside a command (transfers, flash waits) still
 * polls. mstatus.MIE stays off except for the one instruction after the WFI, so the handler
 * (drivers/soc_irq.c) runs only there and never in the middle of a command.
 */
#include <stddef.h>
#include <stdint.h>

#include "flash_drv.h"
#include "fw_attr.h"
#include "ftl.h"
#include "icl.h"
#include "set_ftl.h"
#include "set_mailbox.h"
#include "soc_console.h"
#include "soc_io.h"
#include "soc_irq.h"
#include "soc_map.h"

#include "hil.h"

#define MAILBOX_BYTES 4096u
#define ICL_SLOTS 16u  /* pages of write-back cache (64 KiB of the set's 16 MiB DDR0 region): small, so the
                       * simulated drives (tens of pages per namespace) exercise eviction */
#define ICL_WB_BATCH 8u
#define SCRATCH_BYTES 65536u
/* Bounce pages of the HIL's asynchronous reads: one 4 KiB read from flash per read context in
 * flight (HIL_READ_CTXS); 1 MiB of the DDR0 region at 16 KiB pages. */
#define HIL_BOUNCE_PAGES 64u
#define STATS_EVERY 32u /* served polls between counter copies (and one on every idle poll) */
#define IDLE_TIMER_TICKS 1000u /* bound on one sleep: 1000 mtime ticks = 100k cycles (0.4 ms at 250 MHz) */
#ifndef IDLE_SPIN_POLLS
/* Empty polls before a sleep (0: sleep at the first empty poll). Waking from WFI costs the next
 * command work cycles (firmware_cost, 4K QD 1, cycles of work per command, before WFI / WFI at
 * once / 256 polls: read hit 738 / 956 / 868, flash read 4,864 / 5,234 / 5,188, cached write
 * 800 / 938 / 872); a spin of 256 polls (~tens of microseconds) takes back part of it for
 * back-to-back commands at the price of that much busy polling per idle period. */
#define IDLE_SPIN_POLLS 256u
#endif

extern uint8_t __heap_start[], __heap_end[];

static struct flash_drv drv;
static struct nand_dev nand;
static struct ftl ftl;
static struct icl icl;
static struct hil hil;

/* Sleep accounting (cached); the interrupt counts are soc_irq_state's. */
static uint64_t sleeps, sleep_cycles;

static inline uint64_t rd_mcycle(void)
{
	uint64_t c;
	__asm__ volatile("csrr %0, mcycle" : "=r"(c));
	return c;
}

static void *carve(uint8_t **p, uint8_t *end, size_t n)
{
	uintptr_t a = ((uintptr_t)*p + 63) & ~(uintptr_t)63; /* DMA descriptors want 64-byte alignment */
	if (a > (uintptr_t)end || n > (uintptr_t)end - a)
		return NULL;
	*p = (uint8_t *)(a + n);
	return (void *)a;
}

static __attribute__((noreturn)) void fail(volatile struct set_mailbox *mb, unsigned id, const char *what, int err)
{
	mb->error = err;
	mb->state = SET_STATE_FAILED;
	console_puts("set ");
	console_putdec(id);
	console_puts(" failed: ");
	console_puts(what);
	console_puts(" ");
	console_putdec((uint64_t)(uint32_t)-err);
	console_puts("\n");
	for (;;)
		__asm__ volatile("wfi");
}

/* mcycle when serve() began (0 before), and the cycles publish_counters has cost since. */
static uint64_t serve_start, publish_cycles;

/* Plain stores into the uncached mailbox: what SMART and the benchmarks read. */
static void publish_counters(volatile struct set_mailbox *mb, const struct ftl *f)
{
	uint64_t t0 = rd_mcycle();
	mb->nand_reads = f->st.nand_reads;
	mb->nand_programs = f->st.nand_programs;
	mb->nand_erases = f->st.nand_erases;
	mb->gc_runs = f->st.gc_runs;
	mb->gc_copies = f->st.gc_copies;
	mb->host_page_writes = f->st.host_writes;
	mb->media_errors = f->st.media_errors;
	mb->grown_bad = f->st.grown_bad;
	mb->recoveries = f->st.recoveries;
	mb->torn_pages = f->st.recovery_torn_pages;
	/*
	 * Erase counts change only with an erase, and a block leaves the count only by growing bad:
	 * walk the block table (every block, the data cache with it) only then, not after every
	 * command (this runs on each busy -> idle turn, at QD 1 after each command).
	 */
	static uint64_t wear_erases = ~0ull, wear_bad = ~0ull;
	static uint32_t avg, max;
	if (f->st.nand_erases != wear_erases || f->st.grown_bad != wear_bad) {
		uint32_t good, total;
		ftl_wear(f, &avg, &max, &good, &total);
		wear_erases = f->st.nand_erases;
		wear_bad = f->st.grown_bad;
	}
	mb->max_ec = max;
	mb->avg_ec = avg;
	const struct soc_irq_state *st = &soc_irq_state;
	uint64_t flash = 0;
	for (unsigned s = SOC_IRQ_FLASH(0); s <= SOC_PLIC_SOURCES; s++)
		flash += st->ext[s];
	mb->sleeps = sleeps;
	mb->sleep_cycles = sleep_cycles;
	mb->wake_set = st->ext[SOC_IRQ_SET];
	mb->wake_flash = flash;
	mb->wake_timer = st->timer;
	mb->wake_other = st->ext[0] + st->ext[SOC_IRQ_MGMT];
	uint64_t t1 = rd_mcycle();
	if (serve_start) {
		publish_cycles += t1 - t0;
		mb->publish_cycles = publish_cycles;
		mb->serve_cycles = t1 - serve_start;
	}
}

/* Nothing to do: sleep until an interrupt or the timer bound (soc_idle_sleep), counted. */
FW_HOT static void idle_sleep(void)
{
	uint64_t t0 = rd_mcycle();
	soc_idle_sleep(IDLE_TIMER_TICKS);
	sleep_cycles += rd_mcycle() - t0;
	sleeps++;
}

static __attribute__((noreturn)) void serve(volatile struct set_mailbox *mb);

#ifdef FW_PROFILE
/* What the firmware cost table's stages are made of: cycles of one firmware-port register
 * read and write, one uncached DDR0 load, one D-cache miss (cached DRAM, 64-byte stride) and
 * one I-cache miss (a 4 KiB run of jumps in the boot memory and in the DRAM copy), one 64-bit
 * multiplication and one 32-bit remainder (with the loop around each), each the mean of 64, on
 * the console at start-up. */
static uint8_t prof_stride[64 * 64 * 2] __attribute__((aligned(64)));

__attribute__((noinline, aligned(64))) static void prof_jumps(void)
{
	__asm__ volatile(".rept 64\n j 1f\n .balign 64\n 1:\n .endr");
}

FW_HOT_MISS __attribute__((noinline, aligned(64))) static void prof_jumps_hot(void)
{
	__asm__ volatile(".rept 64\n j 1f\n .balign 64\n 1:\n .endr");
}

static void prof_line(const char *what, uint64_t c)
{
	console_puts("cost ");
	console_puts(what);
	console_puts(" ");
	console_putdec(c / 64);
	console_puts(".");
	console_putdec(c % 64 * 100 / 64);
	console_puts("\n");
}

static void prof_costs(unsigned id)
{
	uint64_t t;
	volatile uint32_t sink = 0;
	t = rd_mcycle();
	for (int i = 0; i < 64; i++)
		sink += fw_rd32(FW_SET_OFF(id) + (uint32_t)offsetof(nvme_set_t, STATUS));
	prof_line("fw_port_read", rd_mcycle() - t);
	t = rd_mcycle();
	for (int i = 0; i < 64; i++)
		fw_wr32(FW_SET_OFF(id) + (uint32_t)offsetof(nvme_set_t, REQ_DW0), 0);
	prof_line("fw_port_write", rd_mcycle() - t);
	volatile uint64_t *u = ddr0_ptr(SOC_SET_DDR0_BASE(id));
	t = rd_mcycle();
	for (int i = 0; i < 64; i++)
		sink += (uint32_t)u[i];
	prof_line("ddr0_load", rd_mcycle() - t);
	for (int r = 0; r < 2; r++) { /* the second half evicts the first: every load misses */
		t = rd_mcycle();
		for (int i = 0; i < 64; i++)
			sink += ((volatile uint8_t *)prof_stride)[(64 * r + i) * 64];
		if (r)
			prof_line("dcache_miss", rd_mcycle() - t);
	}
	uint64_t x = id + 12345u, y = 1000003u;
	t = rd_mcycle();
	for (int i = 0; i < 64; i++)
		__asm__ volatile("mul %0, %0, %1" : "+r"(x) : "r"(y));
	prof_line("mul64", rd_mcycle() - t);
	t = rd_mcycle();
	for (int i = 0; i < 64; i++)
		__asm__ volatile("remuw %0, %0, %1" : "+r"(x) : "r"(y));
	prof_line("remuw", rd_mcycle() - t);
	sink += (uint32_t)x;
	__asm__ volatile("fence.i");
	t = rd_mcycle();
	prof_jumps();
	prof_line("icache_miss_boot", rd_mcycle() - t);
	__asm__ volatile("fence.i");
	t = rd_mcycle();
	prof_jumps_hot();
	prof_line("icache_miss_dram", rd_mcycle() - t);
	t = rd_mcycle();
	prof_jumps_hot();
	prof_line("icache_hit", rd_mcycle() - t);
	(void)sink;
}
#endif

int main(void)
{
	unsigned id = (unsigned)*soc_sysctl_reg(SOC_SYSCTL_CORE_ID);
	volatile struct set_mailbox *mb = ddr0_ptr(SOC_SET_DDR0_BASE(id));

	console_puts("set ");
	console_putdec(id);
	console_puts(": misa ");
	console_putisa(cpu_misa());
	console_puts("\n");
	/* Released by the management core (or a testbench playing it): spin on `go`, an uncached
	 * read every ~100 cycles, so the waiting cores leave the shared DDR0 path to the writer. */
	while (mb->go != SET_MAILBOX_GO)
		for (volatile unsigned i = 0; i < 16; i++)
			;
	if (mb->magic != SET_MAILBOX_MAGIC || mb->version != SET_MAILBOX_VERSION)
		fail(mb, id, "mailbox magic/version", FTL_ERR_CONFIG);
	mb->state = SET_STATE_MOUNTING;
	uint32_t flags = mb->flags;
	int rc = flash_drv_init(&drv, mb->ch_first, mb->ch_count, &nand);
	if (rc)
		fail(mb, id, "flash channels", FTL_ERR_CONFIG);

	uint8_t *heap = __heap_start;
	uint8_t *dma = (uint8_t *)ddr0_ptr(SOC_SET_DDR0_BASE(id) + MAILBOX_BYTES);
	uint8_t *dma_end = (uint8_t *)ddr0_ptr(SOC_SET_DDR0_BASE(id)) + SOC_SET_DDR0_BYTES;
	size_t fm = ftl_mem_size(&nand.geo, &set_ftl_config), fd = ftl_dma_size(&nand.geo, &set_ftl_config);
	void *fmem = carve(&heap, __heap_end, fm), *fdma = carve(&dma, dma_end, fd);
	if (!fm || !fd || !fmem || !fdma)
		fail(mb, id, "FTL memory", FTL_ERR_CONFIG);
	rc = ftl_init(&ftl, &nand, &set_ftl_config, fmem, fm, fdma, fd);
	if (rc)
		fail(mb, id, "ftl_init", rc);
	ftl.activity = &mb->ftl_activity;
	if (flags & SET_CFG_FORMAT_ALWAYS) {
		rc = ftl_format(&ftl);
	} else {
		rc = ftl_mount(&ftl);
		if (rc == FTL_ERR_NOMEDIA && (flags & SET_CFG_FORMAT_IF_BLANK))
			rc = ftl_format(&ftl);
	}
	if (rc)
		fail(mb, id, "mount/format", rc);

	/* 512 B LBAs: the HIL serves 512 B and 4 KiB namespaces through the one cache. */
	const struct icl_config icfg = {.slots = ICL_SLOTS, .lba_shift = 9, .wb_batch = ICL_WB_BATCH};
	size_t cm = icl_mem_size(&icfg, nand.geo.page_bytes), cd = icl_dma_size(&icfg, nand.geo.page_bytes);
	void *cmem = carve(&heap, __heap_end, cm), *cdma = carve(&dma, dma_end, cd);
	void *scratch = carve(&dma, dma_end, SCRATCH_BYTES);
	struct hil_wpark *parks = carve(&heap, __heap_end, HIL_WRITE_PARKS * sizeof(struct hil_wpark));
	void *bounce = carve(&dma, dma_end, (size_t)HIL_BOUNCE_PAGES * nand.geo.page_bytes);
	if (!cmem || !cdma || !scratch || !bounce || !parks)
		fail(mb, id, "ICL memory", FTL_ERR_CONFIG);
	rc = icl_init(&icl, &ftl, &icfg, cmem, cm, cdma, cd);
	if (rc)
		fail(mb, id, "icl_init", rc);
	const struct hil_config hcfg = {.set = id, .icl = &icl, .mb = mb, .scratch = scratch, .bounce = bounce,
					.bounce_pages = HIL_BOUNCE_PAGES, .sync_when_alone = 1, .parks = parks};
	rc = hil_init(&hil, &hcfg);
	if (rc)
		fail(mb, id, "hil_init", rc);

	/* Interrupts for the idle sleep: the set queue (commands and transfer results, level) and
	 * the set's flash channels (completions, level; the first six reach the PLIC). */
	uint32_t irqs = 1u << SOC_IRQ_SET;
	for (unsigned c = 0; c < mb->ch_count && SOC_IRQ_FLASH(c) <= SOC_PLIC_SOURCES; c++)
		irqs |= 1u << SOC_IRQ_FLASH(c);
	soc_irq_init(irqs);
	fw_wr32(FW_SET_OFF(id) + (uint32_t)offsetof(nvme_set_t, IRQ_ENABLE),
		NVME_SET__IRQ_ENABLE__CMD_bm | NVME_SET__IRQ_ENABLE__DONE_bm);
	flash_drv_irq_enable(&drv, 1);

#ifdef FW_PROFILE
	prof_costs(id);
#endif
	mb->capacity_pages = ftl_capacity(&ftl);
	publish_counters(mb, &ftl);
	mb->error = 0;
	mb->state = SET_STATE_READY;
	console_puts("set ");
	console_putdec(id);
	console_puts(" ready: ");
	console_putdec(ftl_capacity(&ftl));
	console_puts(" pages\n");

	serve(mb);
}

/* The serving loop, apart from main's start-up code so that only it sits in .text.hot. */
FW_HOT static __attribute__((noreturn, noinline)) void serve(volatile struct set_mailbox *mb)
{
	unsigned served = 0, empty = 0;
	int was_busy = 0;
	serve_start = rd_mcycle();
	for (;;) {
		int busy = hil_poll(&hil);
		/* Counters after a burst of work and every STATS_EVERY served polls, not on every idle poll. */
		if (busy ? ++served >= STATS_EVERY : was_busy) {
			publish_counters(mb, &ftl);
			served = 0;
		}
		was_busy = busy;
		if (busy || !flash_drv_idle(&drv)) {
			empty = 0;
		} else if (++empty > IDLE_SPIN_POLLS) {
			empty = 0;
			uint64_t timer = soc_irq_state.timer;
			idle_sleep();
			if (soc_irq_state.timer != timer) /* a long idle: show the counts now */
				publish_counters(mb, &ftl);
		}
	}
}
