/* SPDX-License-Identifier: Apache-2.0 */
#include "health.h"

#include <string.h>

#define SPARE_THRESHOLD 10u

static uint64_t units_of_512k(uint64_t bytes)
{
	/* NVMe: thousands of 512-byte units, rounded up */
	return (bytes / 512u + 999u) / 1000u;
}

void health_collect(struct health *h, const struct ftl *f, const struct icl *icl)
{
	memset(h, 0, sizeof(*h));
	const struct ftl_stats *s = &f->st;
	uint32_t avg, mx, good, total;
	ftl_wear(f, &avg, &mx, &good, &total);
	h->avg_erase_count = avg;
	h->max_erase_count = mx;
	h->good_blocks = good;
	h->total_blocks = total;
	/*
	 * Spare = good blocks beyond what the capacity, the GC reserve and the checkpoint need;
	 * 100% when every block is good, 0% when one more bad block would eat into capacity.
	 */
	uint32_t ppb = f->geo.pages;
	uint32_t needed = (f->nlpn + ppb - 1) / ppb + f->nunits * ((uint32_t)f->cfg.gc_high + 2u);
	uint32_t spare_total = total > needed ? total - needed : 0;
	uint32_t spare_left = good > needed ? good - needed : 0;
	h->available_spare = spare_total ? (uint8_t)((uint64_t)spare_left * 100u / spare_total) : 0;
	h->available_spare_threshold = SPARE_THRESHOLD;
	uint64_t used = f->cfg.rated_pe_cycles ? (uint64_t)avg * 100u / f->cfg.rated_pe_cycles : 0;
	h->percentage_used = (uint8_t)(used > 255 ? 255 : used);
	h->uncorrectable_reads = s->uncorrectable;
	h->program_failures = s->program_failures;
	h->erase_failures = s->erase_failures;
	h->media_errors = s->media_errors;
	h->grown_bad_blocks = s->grown_bad;
	h->gc_runs = s->gc_runs;
	h->gc_copies = s->gc_copies;
	h->wl_moves = s->wl_moves;
	h->host_page_writes = s->host_writes;
	h->nand_page_programs = s->nand_programs;
	h->waf_x100 = s->host_writes ? (uint32_t)(s->nand_programs * 100u / s->host_writes) : 0;
	if (icl) {
		h->data_units_read = units_of_512k(icl->st.bytes_read);
		h->data_units_written = units_of_512k(icl->st.bytes_written);
		h->host_read_commands = icl->st.read_cmds;
		h->host_write_commands = icl->st.write_cmds;
	} else {
		h->data_units_read = units_of_512k(s->host_reads * f->geo.page_bytes);
		h->data_units_written = units_of_512k(s->host_writes * f->geo.page_bytes);
		h->host_read_commands = s->host_reads;
		h->host_write_commands = s->host_writes;
	}
	if (h->available_spare < SPARE_THRESHOLD)
		h->critical_warning |= HEALTH_WARN_SPARE;
	if (used >= 100)
		h->critical_warning |= HEALTH_WARN_RELIABLE;
}
