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
 */
#include <stddef.h>
#include <stdint.h>

#include "flash_drv.h"
#include "ftl.h"
#include "icl.h"
#include "set_mailbox.h"
#include "soc_console.h"
#include "soc_io.h"
#include "soc_map.h"

#include "hil.h"

#define MAILBOX_BYTES 4096u
#define ICL_SLOTS 16u  /* pages of write-back cache (64 KiB of the set's 16 MiB DDR0 region): small, so the
                       * simulated drives (tens of pages per namespace) exercise eviction */
#define ICL_WB_BATCH 8u
#define SCRATCH_BYTES 65536u
#define STATS_EVERY 32u /* served polls between counter copies (and one on every idle poll) */

extern uint8_t __heap_start[], __heap_end[];

static struct flash_drv drv;
static struct nand_dev nand;
static struct ftl ftl;
static struct icl icl;
static struct hil hil;

/*
 * Small drives (1-2 channels x 2 dies x 2 planes x 8-16 blocks x 8-16 pages) as in the system
 * simulation: gc_high 3 keeps (blocks - 5) blocks per plane for data, 10% of it spare; GC
 * buffers as in the host tests (8 pages = one read batch per die pair); a checkpoint every 256
 * programs bounds the mount scan. data_crc off: see ftl_config.data_crc, the back end's ECC
 * status stands for the data.
 */
static const struct ftl_config ftl_cfg = {.op_percent = 10, .gc_low = 2, .gc_high = 3, .wl_threshold = 8,
					  .gc_buffers = 8, .ckpt_interval = 256, .max_inflight = 64,
					  .rated_pe_cycles = 3000, .data_crc = 0};

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

/* Plain stores into the uncached mailbox: what SMART and the benchmarks read. */
static void publish_counters(volatile struct set_mailbox *mb, const struct ftl *f)
{
	mb->nand_reads = f->st.nand_reads;
	mb->nand_programs = f->st.nand_programs;
	mb->nand_erases = f->st.nand_erases;
	mb->gc_runs = f->st.gc_runs;
	mb->gc_copies = f->st.gc_copies;
	mb->host_page_writes = f->st.host_writes;
	mb->media_errors = f->st.media_errors;
	mb->grown_bad = f->st.grown_bad;
	mb->recoveries = f->st.recoveries;
	uint32_t avg, max, good, total;
	ftl_wear(f, &avg, &max, &good, &total);
	mb->max_ec = max;
	mb->avg_ec = avg;
}

int main(void)
{
	unsigned id = (unsigned)*soc_sysctl_reg(SOC_SYSCTL_CORE_ID);
	volatile struct set_mailbox *mb = ddr0_ptr(SOC_SET_DDR0_BASE(id));
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
	size_t fm = ftl_mem_size(&nand.geo, &ftl_cfg), fd = ftl_dma_size(&nand.geo, &ftl_cfg);
	void *fmem = carve(&heap, __heap_end, fm), *fdma = carve(&dma, dma_end, fd);
	if (!fm || !fd || !fmem || !fdma)
		fail(mb, id, "FTL memory", FTL_ERR_CONFIG);
	rc = ftl_init(&ftl, &nand, &ftl_cfg, fmem, fm, fdma, fd);
	if (rc)
		fail(mb, id, "ftl_init", rc);
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
	if (!cmem || !cdma || !scratch)
		fail(mb, id, "ICL memory", FTL_ERR_CONFIG);
	rc = icl_init(&icl, &ftl, &icfg, cmem, cm, cdma, cd);
	if (rc)
		fail(mb, id, "icl_init", rc);
	const struct hil_config hcfg = {.set = id, .icl = &icl, .mb = mb, .scratch = scratch};
	rc = hil_init(&hil, &hcfg);
	if (rc)
		fail(mb, id, "hil_init", rc);

	mb->capacity_pages = ftl_capacity(&ftl);
	publish_counters(mb, &ftl);
	mb->error = 0;
	mb->state = SET_STATE_READY;
	console_puts("set ");
	console_putdec(id);
	console_puts(" ready: ");
	console_putdec(ftl_capacity(&ftl));
	console_puts(" pages\n");

	unsigned served = 0;
	int was_busy = 0;
	for (;;) {
		int busy = hil_poll(&hil);
		/* Counters after a burst of work and every STATS_EVERY served polls, not on every idle poll. */
		if (busy ? ++served >= STATS_EVERY : was_busy) {
			publish_counters(mb, &ftl);
			served = 0;
		}
		was_busy = busy;
	}
}
