/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Host interface layer of one NVM set's core (include/hil.h). One command at a time: pop it,
 * serve it page by page through the ICL with the data mover moving host data straight into or
 * out of the cache page, complete it. Register protocol as sim/lib/cssd_sim/nvme_io (IoSetModel) and
 * sim/lib/cssd_sim/page_ftl.py (FtlSetModel), which it replaces on the cores.
 *
 * Two ways to serve a command. A Read whose pages all miss the cache (and are mapped) is served
 * asynchronously: its pages are read with ftl_read_submit into bounce pages of the HIL's own, each
 * page's host transfer is pushed when its flash read completes, and the command completes when
 * its last transfer's DONE came, out of order with the others; up to HIL_READ_CTXS such reads are
 * in flight, so the set's dies see deep queues. Every other command (writes, reads that touch
 * the cache, Flush, DSM, Write Zeroes) is served synchronously as before: a transfer is waited
 * for before the next one is queued, since the ICL page it names is only valid until the next
 * ICL call. firmware/doc/async.md has the design this is the first step of (the ICL and the
 * write path are not asynchronous yet).
 */
#include "hil.h"
#include "hil_int.h"
#include "fw_attr.h"

#include <stddef.h>
#include <string.h>

#include "generated/nvme_set_enums.h"
#include "generated/nvme_spec.h"
#include "soc_io.h" /* generated/fw_port_regs.h: the register macros; fw_rd32 and the counters */
#include "fw_prof.h"
#if defined(FW_PROFILE) && !defined(HIL_HOST_TEST)
#include "soc_console.h"
uint64_t fw_prof_c[FW_PROF_N], fw_prof_i[FW_PROF_N], fw_prof_w[FW_PROF_N], fw_prof_rd, fw_prof_wr;

/*
 * One line per read served from flash: per stage (FW_PROF(k - 1) to FW_PROF(k)), work cycles
 * (waits excluded, shown as +w when there were any) / instructions, then the register accesses.
 */
static void prof_print(uint64_t rd, uint64_t wr)
{
	console_puts("prof");
	for (unsigned k = 1; k <= 11; k++) {
		uint64_t c = fw_prof_c[k] - fw_prof_c[k - 1], w = fw_prof_w[k] - fw_prof_w[k - 1];
		console_puts(" ");
		console_putdec(c - w);
		console_puts("/");
		console_putdec(fw_prof_i[k] - fw_prof_i[k - 1]);
		if (w) {
			console_puts("+w");
			console_putdec(w);
		}
	}
	console_puts(" mmio ");
	console_putdec(rd);
	console_puts("r ");
	console_putdec(wr);
	console_puts("w\n");
}
#endif

#define R(name) ((uint32_t)offsetof(nvme_set_t, name))

#define ICL_SHIFT 9 /* the ICL's logical block: the namespaces' LBAs are multiples of it */

struct cmd {
	uint32_t slot, opcode, nsid, cdw10, cdw11, cdw12;
};

#define RD_NONE 0xFFu /* slot2rd: no asynchronous read holds the slot */
#define RD_STARTED 0xFFFFu /* serve_rw: not a status, the Read went asynchronously (rd_try) */
#define WR_PARKED 0xFFFEu  /* serve_rw: not a status, the Write was parked (wr_park) */

static int rd_try(struct hil *h, uint32_t slot, uint64_t off, uint64_t len);
static uint32_t wr_park(struct hil *h, uint32_t slot, uint64_t off, uint64_t len, uint64_t pos);
static int wr_resume(struct hil *h);

static void done_other(struct hil *h, uint32_t info);
static void bp_put(struct hil *h, uint16_t b);

/*
 * On the cores through a 64-bit pointer to the window: fw_rd32's 32-bit offset sum cost three
 * more instructions per access (add, and the zero extension) on every one of a command's dozen
 * register accesses. Host tests go through their fake device's fw_rd32 / fw_wr32.
 */
FW_HOT static uint32_t rd(const struct hil *h, uint32_t reg)
{
#ifdef FW_HOST_TEST
	return fw_rd32(h->base + reg);
#else
	FW_PROF_RD();
	return h->regs[reg / 4];
#endif
}

FW_HOT static void wr(const struct hil *h, uint32_t reg, uint32_t v)
{
#ifdef FW_HOST_TEST
	fw_wr32(h->base + reg, v);
#else
	FW_PROF_WR();
	h->regs[reg / 4] = v;
#endif
}

/* The counter fields in mailbox order: hil_counters mirrors them one for one. */
#define HIL_COUNTERS(X)                                                                            \
	X(commands) X(read_cmds) X(write_cmds) X(flush_cmds) X(other_cmds) X(error_cmds) X(busy_cycles) \
	X(busy_instret) X(read_cycles) X(read_instret) X(read_pages) X(write_cycles) X(write_instret)   \
	X(write_pages) X(read_wait_cycles) X(write_wait_cycles)
/* The loop's stage counters: published with them, but not carried over from the mailbox at
 * start-up (the commands are, for SMART): like serve_cycles and sleep_cycles they count from this
 * boot of the core, so that they still add up after a cores-only reset. */
#define HIL_LOOP_COUNTERS(X)                                                                        \
	X(loop_passes) X(loop_idle_passes) X(loop_idle_cycles) X(loop_bg_cycles) X(loop_pass_cycles)    \
	X(loop_status_cycles) X(loop_result_cycles) X(loop_cmd_cycles)

uint64_t hil_wait_cycles;
uint32_t hil_wait_epoch;

int hil_init(struct hil *h, const struct hil_config *cfg)
{
	if (!cfg->icl || !cfg->mb || !cfg->scratch || ((uintptr_t)cfg->scratch & 7) || cfg->icl->cfg.lba_shift != ICL_SHIFT ||
	    cfg->mb->nns > SET_MAILBOX_MAX_NS)
		return FTL_ERR_CONFIG;
	memset(h, 0, sizeof(*h)); /* not a zero struct on the stack: the read contexts make it ~9 KiB */
	hil_search_reset();
	h->cfg = *cfg;
	h->base = FW_SET_OFF(cfg->set);
#ifndef FW_HOST_TEST
	h->regs = (volatile uint32_t *)(uintptr_t)(SOC_FW_PORT_BASE + h->base);
#endif
	/* Counting goes on from what the mailbox holds (zero after a power-up). */
#define HIL_GET(f) h->cnt.f = cfg->mb->f;
	HIL_COUNTERS(HIL_GET)
#undef HIL_GET
	uint64_t cap = icl_capacity(cfg->icl), per_page = cfg->icl->page_bytes >> ICL_SHIFT, next = 0;
	for (uint32_t i = 0; i < cfg->mb->nns; i++) {
		struct hil_ns *ns = &h->ns[i];
		ns->nsid = cfg->mb->ns[i].nsid;
		ns->lba_shift = cfg->mb->ns[i].lba_shift;
		ns->blocks = cfg->mb->ns[i].blocks;
		if (!ns->nsid || ns->lba_shift < ICL_SHIFT || ns->lba_shift > 16)
			return FTL_ERR_CONFIG;
		/* Each namespace starts on a page so one command never shares a page with another
		 * namespace's data (no RMW across namespaces). */
		uint32_t mul = ns->lba_shift - ICL_SHIFT;
		if (ns->blocks > (cap >> mul) || (ns->blocks << mul) > cap - next)
			return FTL_ERR_CONFIG;
		ns->icl_base = next;
		next += ((ns->blocks << mul) + per_page - 1) / per_page * per_page;
		if (next > cap)
			return FTL_ERR_CONFIG;
	}
	h->nns = cfg->mb->nns;
	if (cfg->bounce_pages > HIL_BOUNCE_MAX || (cfg->bounce_pages && (!cfg->bounce || ((uintptr_t)cfg->bounce & 7))))
		return FTL_ERR_CONFIG;
	h->bp_free = HIL_NONE;
	for (uint32_t b = cfg->bounce_pages; b-- > 0;)
		bp_put(h, (uint16_t)b);
	for (uint32_t i = 0; i < 256; i++)
		h->slot2rd[i] = RD_NONE;
	for (uint32_t r = 0; r < HIL_READ_CTXS; r++) /* context 0 on top */
		h->rd_free[r] = (uint8_t)(HIL_READ_CTXS - 1 - r);
	uint32_t pb = cfg->icl->page_bytes;
	h->park_ok = cfg->parks != NULL;
	h->page_shift = -1;
	if (pb && !(pb & (pb - 1)))
		for (h->page_shift = 0; (1u << h->page_shift) < pb; h->page_shift++)
			;
	return FTL_OK;
}


/*
 * Room in the request queue. Results are taken meanwhile: the data mover starts a request only
 * with room for its result, so with asynchronous reads' results piling up the queue would not
 * drain otherwise. Nothing this takes is a synchronous transfer's (those are waited for).
 */
FW_HOT static void wait_space(struct hil *h)
{
	while (!h->space) {
		uint32_t st = rd(h, R(STATUS));
		h->space = (st & NVME_SET__STATUS__REQ_SPACE_bm) != 0;
		if (!h->space && (st & NVME_SET__STATUS__DONE_AVAIL_bm)) {
			uint32_t info = rd(h, R(DONE_INFO));
			wr(h, R(DONE_POP), 1);
			done_other(h, info);
		}
	}
}

/*
 * A request register keeps its value: skip the write (a slow bus round trip) when unchanged.
 * bit: which register's copy is known (after init none is: another agent may have written them).
 */
FW_HOT static void wr_cached(struct hil *h, uint32_t reg, uint32_t *last, uint32_t v, int bit)
{
	if (!(h->req_valid & bit) || *last != v) {
		wr(h, reg, v);
		*last = v;
		h->req_valid |= bit;
	}
}

FW_HOT static void push(struct hil *h, uint32_t ctrl)
{
	wr(h, R(REQ_CTRL), ctrl | NVME_SET__REQ_CTRL__GO_bm);
	h->space = 0;
}

FW_HOT static uint32_t xfer_status(uint32_t done)
{
	switch (done) {
	case NVME_SET__XFER_STATUS_E__OK: return SF_SUCCESS;
	case NVME_SET__XFER_STATUS_E__PRP_OFFSET: return SF_PRP_OFFSET_INVALID;
	case NVME_SET__XFER_STATUS_E__INVALID: return SF_INVALID_FIELD;
	case NVME_SET__XFER_STATUS_E__PCIE_ERROR: return SF_DATA_TRANSFER_ERROR;
	/* controller reset: the host will not see it anyway */
	case NVME_SET__XFER_STATUS_E__DROPPED: return SF_ABORT_REQUESTED;
	default: return SF_INTERNAL_ERROR;
	}
}

/*
 * Move len bytes between the command's host buffer at offset off and local, and wait for the
 * result. Returns the NVMe status (0 on success). The hardware reports every transfer it took
 * (dropped ones with status 5 after a controller reset), so the wait ends.
 */
FW_HOT static uint32_t transfer(struct hil *h, uint32_t slot, uint32_t off, uint32_t len, const void *local, int to_host)
{
	wait_space(h);
	wr_cached(h, R(REQ_LOCAL), &h->req_local, ddr0_addr(local), 1);
	wr_cached(h, R(REQ_OFFSET), &h->req_offset, off, 2);
	wr_cached(h, R(REQ_LEN), &h->req_len, len, 4);
	push(h, slot | (to_host ? NVME_SET__REQ_CTRL__TO_HOST_bm : 0));
	FW_PROF(8);
	uint64_t t0 = cpu_cycles();
	for (;;) {
		uint32_t st = rd(h, R(STATUS));
		h->space = (st & NVME_SET__STATUS__REQ_SPACE_bm) != 0;
		if (!(st & NVME_SET__STATUS__DONE_AVAIL_bm))
			continue;
		uint32_t info = rd(h, R(DONE_INFO));
		wr(h, R(DONE_POP), 1);
		/* Another slot's result belongs to an asynchronous read, or is stale (dropped). */
		if ((info & NVME_SET__DONE_INFO__SLOT_bm) == slot) {
			hil_wait_cycles += cpu_cycles() - t0;
			FW_PROF(9);
			return xfer_status((info & NVME_SET__DONE_INFO__STATUS_bm) >> NVME_SET__DONE_INFO__STATUS_bp);
		}
		done_other(h, info);
	}
}

FW_HOT static void complete_dw0(struct hil *h, uint32_t slot, uint32_t status, uint32_t dw0)
{
	wait_space(h);
	wr_cached(h, R(REQ_DW0), &h->req_dw0, dw0, 8);
	push(h, slot | NVME_SET__REQ_CTRL__KIND_bm | (status << NVME_SET__REQ_CTRL__STATUS_bp & NVME_SET__REQ_CTRL__STATUS_bm));
}

FW_HOT static void complete(struct hil *h, uint32_t slot, uint32_t status)
{
	complete_dw0(h, slot, status, 0);
}

uint32_t hil_xfer(struct hil *h, uint32_t slot, uint32_t off, uint32_t len, const void *local, int to_host)
{
	return transfer(h, slot, off, len, local, to_host);
}

FW_HOT static uint32_t ftl_status(int rc, int writing)
{
	switch (rc) {
	case FTL_OK:
	case FTL_UNMAPPED: return SF_SUCCESS;
	case FTL_ERR_UNC: return SF_UNRECOVERED_READ;
	case FTL_ERR_RANGE: return SF_LBA_OUT_OF_RANGE;
	case FTL_ERR_NOSPC:
	case FTL_ERR_IO: return writing ? SF_WRITE_FAULT : SF_INTERNAL_ERROR;
	default: return SF_INTERNAL_ERROR;
	}
}

uint32_t ftl_status_of(int rc, int writing)
{
	return ftl_status(rc, writing);
}

FW_HOT static const struct hil_ns *find_ns(const struct hil *h, uint32_t nsid)
{
	for (uint32_t i = 0; i < h->nns; i++)
		if (h->ns[i].nsid == nsid)
			return &h->ns[i];
	return NULL;
}

/* The ICL byte range of [slba, slba + nlb) in ns, or an error status. */
FW_HOT static uint32_t icl_range(const struct hil_ns *ns, uint64_t slba, uint64_t nlb, uint64_t *off, uint64_t *len)
{
	if (!ns)
		return SF_INVALID_NAMESPACE;
	if (slba + nlb < slba || slba + nlb > ns->blocks)
		return SF_LBA_OUT_OF_RANGE;
	*off = (ns->icl_base << ICL_SHIFT) + (slba << ns->lba_shift);
	*len = nlb << ns->lba_shift;
	return SF_SUCCESS;
}

uint32_t hil_icl_range(const struct hil_ns *ns, uint64_t slba, uint64_t nlb, uint64_t *off, uint64_t *len)
{
	return icl_range(ns, slba, nlb, off, len);
}

/*
 * hil_config.sync_when_alone: nothing else in flight and no command waiting (this one is
 * popped, so CMD_AVAIL means another). Inline in FW_HOT: asking from the asynchronous code
 * (.fw_hot.miss) cost the synchronous read ~100 cycles more at QD 1 (measured).
 */
FW_HOT static inline int rd_alone(struct hil *h)
{
	if (!h->cfg.sync_when_alone || h->nrd)
		return 0;
	uint32_t st = rd(h, R(STATUS));
	h->space = (st & NVME_SET__STATUS__REQ_SPACE_bm) != 0;
	return !(st & NVME_SET__STATUS__CMD_AVAIL_bm);
}

/* The ICL page of byte pos of [off, off + len): its number, the offset in it and the bytes there. */
static inline __attribute__((always_inline)) void page_of(const struct hil *h, uint64_t off, uint64_t pos,
							  uint64_t len, uint32_t *lpn, uint32_t *po, uint32_t *n)
{
	/* 64-bit divisions are tens of cycles each on Rocket: shift when the page allows */
	uint32_t pb = h->cfg.icl->page_bytes;
	uint64_t at = off + pos;
	*lpn = (uint32_t)(h->page_shift >= 0 ? at >> h->page_shift : at / pb);
	*po = (uint32_t)(h->page_shift >= 0 ? at & (pb - 1) : at % pb);
	*n = pb - *po < len - pos ? pb - *po : (uint32_t)(len - pos);
}

/*
 * One page of a Write, the data mover filling the cache page itself. With park and a full cache,
 * a page that would wait for a write-back program (icl_write_try) is left alone: WR_PARKED.
 * Inlined into serve_rw (hot) and wr_resume (cold): the cached write pays the full-cache check.
 */
static inline __attribute__((always_inline)) uint32_t write_page(struct hil *h, uint32_t slot, uint32_t lpn,
								 uint32_t po, uint32_t n, uint64_t pos,
								 uint64_t len, int fua, int park)
{
	struct icl *icl = h->cfg.icl;
	void *page;
	int rc = park && icl_write_full(icl) ? icl_write_try(icl, lpn, po, n, &page)
					    : icl_write_begin(icl, lpn, po, n, &page);
	if (rc == ICL_EAGAIN)
		return WR_PARKED;
	if (rc < 0)
		return ftl_status(rc, 1);
	uint32_t st = transfer(h, slot, (uint32_t)pos, n, (uint8_t *)page + po, 0);
	if (st) {
		icl_write_abort(icl, lpn);
		return st;
	}
	unsigned fl = !fua ? 0 : pos + n < len ? ICL_FUA_MORE : ICL_FUA;
	rc = icl_write_end(icl, lpn, fl);
	return rc < 0 ? ftl_status(rc, 1) : SF_SUCCESS;
}

/* Read and Write: one ICL page at a time, the data mover filling or draining the page itself. */
FW_HOT static uint32_t serve_rw(struct hil *h, const struct cmd *c, const struct hil_ns *ns)
{
	struct icl *icl = h->cfg.icl;
	uint64_t slba = c->cdw10 | (uint64_t)c->cdw11 << 32, off, len;
	uint32_t nlb = NVME_GET(NVME_RW_CDW12_NLB, c->cdw12) + 1, st = icl_range(ns, slba, nlb, &off, &len);
	if (st)
		return st;
	int writing = c->opcode == NVME_NVM_OPC_WRITE, fua = writing && (c->cdw12 & NVME_RW_CDW12_FUA_MASK);
	icl_count_io(icl, writing, len, fua);
	/* FUA Writes never park: the ICL's queue of FUA pages is one command's (icl_write_end) */
	int park = !fua && h->park_ok;
	for (uint64_t pos = 0; pos < len;) {
		uint32_t lpn, po, n;
		page_of(h, off, pos, len, &lpn, &po, &n);
		h->pages++;
		if (!writing) {
			const void *page;
			int rc;
			if (!pos && h->cfg.bounce_pages) {
				/* a first page that misses the cache: maybe the whole Read goes asynchronously */
				rc = icl_read_cached(icl, lpn, &page);
				if (rc == 1) {
					if (!rd_alone(h) && rd_try(h, c->slot, off, len))
						return RD_STARTED;
					rc = icl_read_begin(icl, lpn, &page);
				}
			} else {
				rc = icl_read_begin(icl, lpn, &page);
			}
			if (rc < 0)
				return ftl_status(rc, 0);
			st = transfer(h, c->slot, (uint32_t)pos, n, (const uint8_t *)page + po, 1);
			if (st)
				return st;
		} else {
			st = write_page(h, c->slot, lpn, po, n, pos, len, fua, park);
			if (st == WR_PARKED)
				return wr_park(h, c->slot, off, len, pos);
			if (st)
				return st;
		}
		pos += n;
	}
	return SF_SUCCESS;
}

/* Zeros over an ICL byte range: whole pages unmapped, partial ones zero-filled (icl_trim). */
FW_COLD static uint32_t zero_range(struct hil *h, uint64_t off, uint64_t len)
{
	/* icl_trim counts 32-bit blocks; a DSM range of 4 KiB LBAs can be 8x that */
	for (uint64_t lba = off >> ICL_SHIFT, n = len >> ICL_SHIFT; n;) {
		uint32_t k = n > 0x40000000u ? 0x40000000u : (uint32_t)n;
		int rc = icl_trim(h->cfg.icl, lba, k);
		if (rc)
			return ftl_status(rc, 1);
		lba += k;
		n -= k;
	}
	return SF_SUCCESS;
}

FW_COLD static uint32_t serve_write_zeroes(struct hil *h, const struct cmd *c, const struct hil_ns *ns)
{
	uint64_t slba = c->cdw10 | (uint64_t)c->cdw11 << 32, off, len;
	uint32_t st = icl_range(ns, slba, NVME_GET(NVME_RW_CDW12_NLB, c->cdw12) + 1, &off, &len);
	if (!st)
		st = zero_range(h, off, len);
	/* FUA: the zeros must be durable; a whole flush is more than needed but rare and correct */
	if (!st && (c->cdw12 & NVME_RW_CDW12_FUA_MASK))
		st = ftl_status(icl_flush(h->cfg.icl), 1);
	return st;
}

FW_COLD static uint32_t serve_dsm(struct hil *h, const struct cmd *c, const struct hil_ns *ns)
{
	if (!ns)
		return SF_INVALID_NAMESPACE;
	uint32_t nr = NVME_GET(NVME_DSM_CDW10_NR, c->cdw10) + 1;
	const uint8_t *r = h->cfg.scratch;
	uint32_t st = transfer(h, c->slot, 0, nr * NVME_DSM_RANGE_BYTES, r, 0);
	if (st || !(c->cdw11 & NVME_DSM_CDW11_AD_MASK))
		return st;
	/* All ranges are checked before any is deallocated: a failed command changes nothing. */
	for (int pass = 0; pass < 2; pass++) {
		for (uint32_t i = 0; i < nr; i++) {
			const volatile uint8_t *e = r + NVME_DSM_RANGE_BYTES * i; /* little endian */
			uint32_t nlb = 0;
			uint64_t slba = 0, off, len;
			for (int b = NVME_DSM_RANGE_NLB_SIZE - 1; b >= 0; b--)
				nlb = nlb << 8 | e[NVME_DSM_RANGE_NLB_OFF + b];
			for (int b = NVME_DSM_RANGE_SLBA_SIZE - 1; b >= 0; b--)
				slba = slba << 8 | e[NVME_DSM_RANGE_SLBA_OFF + b];
			st = icl_range(ns, slba, nlb, &off, &len);
			if (st)
				return st;
			if (pass && nlb) {
				st = zero_range(h, off, len);
				if (st)
					return st;
			}
		}
	}
	return SF_SUCCESS;
}

FW_HOT static void count(uint64_t *ctr, uint64_t n)
{
	*ctr += n;
}

/* ------------------------------------------------------------------ asynchronous reads */

/*
 * FW_HOT_MISS and never inlined: a read from flash runs them, a cache hit and a cached write
 * must not find them inside hil_poll's FW_HOT code, which has to stay within the first 4 KiB
 * of .hot (include/fw_attr.h).
 */
#define RD_FN FW_HOT_MISS __attribute__((noinline))

FW_HOT_MISS static uint8_t *bounce_page(const struct hil *h, uint32_t i)
{
	size_t at = h->page_shift >= 0 ? (size_t)i << h->page_shift : (size_t)i * h->cfg.icl->page_bytes;
	return (uint8_t *)h->cfg.bounce + at;
}

RD_FN static void bp_put(struct hil *h, uint16_t b)
{
	h->bp[b].rd = HIL_NONE;
	h->bp[b].next = h->bp_free;
	h->bp_free = b;
}

/* Everything of the read is in: nothing more to submit, no flash read or transfer outstanding. */
FW_HOT_MISS static int rd_done(const struct hil_rd *c)
{
	return (c->pos >= c->len || c->status) && !c->nflash && !c->nxfer;
}

/* Queue read r's completion for the next pass once everything of it is in (once: a read is
 * done for good, but the power-loss path may look at it again). */
FW_HOT_MISS static void rd_check_done(struct hil *h, uint32_t r)
{
	struct hil_rd *c = &h->rd[r];
	if (!c->finishing && rd_done(c)) {
		c->finishing = 1;
		h->rd_fin[h->nfinish++] = (uint8_t)r;
	}
}

/*
 * A transfer result that is not the awaited synchronous transfer's: the oldest transfer of the
 * asynchronous read holding that slot (one slot's requests all go to the host, and requests of
 * one direction are answered in order). Completing the command is left to the next hil_poll
 * pass (nfinish), since this runs inside waits that are in the middle of writing a request.
 * A result for a slot with no asynchronous read is stale and dropped, as before.
 */
RD_FN static void done_other(struct hil *h, uint32_t info)
{
	uint32_t r = h->slot2rd[info & NVME_SET__DONE_INFO__SLOT_bm];
	if (r == RD_NONE)
		return;
	struct hil_rd *c = &h->rd[r];
	uint16_t b = c->xq_head;
	if (b == HIL_NONE)
		return;
	c->xq_head = h->bp[b].next;
	bp_put(h, b);
	c->nxfer--;
	uint32_t st = xfer_status((info & NVME_SET__DONE_INFO__STATUS_bm) >> NVME_SET__DONE_INFO__STATUS_bp);
	if (st && !c->status)
		c->status = st;
	rd_check_done(h, r);
}

/* Push bounce page b's transfer to the host (its result comes later: done_other). */
RD_FN static void rd_push(struct hil *h, struct hil_rd *c, uint16_t b)
{
	const struct hil_bounce *p = &h->bp[b];
	wait_space(h);
	wr_cached(h, R(REQ_LOCAL), &h->req_local, ddr0_addr(bounce_page(h, b) + p->po), 1);
	wr_cached(h, R(REQ_OFFSET), &h->req_offset, p->pos, 2);
	wr_cached(h, R(REQ_LEN), &h->req_len, p->n, 4);
	push(h, c->slot | NVME_SET__REQ_CTRL__TO_HOST_bm);
	h->bp[b].next = HIL_NONE;
	if (c->xq_head == HIL_NONE)
		c->xq_head = b;
	else
		h->bp[c->xq_tail].next = b;
	c->xq_tail = b;
	c->nxfer++;
}

/* Submit the read's next pages while bounce pages and the FTL's room last. */
RD_FN static void rd_advance(struct hil *h, uint32_t r)
{
	struct hil_rd *c = &h->rd[r];
	struct icl *icl = h->cfg.icl;
	uint32_t pb = icl->page_bytes;
	c->blocked = 0;
	while (c->pos < c->len && !c->status) {
		uint64_t at = c->off + c->pos;
		uint32_t lpn = (uint32_t)(h->page_shift >= 0 ? at >> h->page_shift : at / pb);
		uint32_t po = (uint32_t)(h->page_shift >= 0 ? at & (pb - 1) : at % pb);
		uint32_t n = pb - po < c->len - c->pos ? pb - po : (uint32_t)(c->len - c->pos);
		uint16_t b = h->bp_free;
		if (b == HIL_NONE) {
			c->blocked = 1;
			break;
		}
		int rc = ftl_read_submit(icl->ftl, lpn, bounce_page(h, b), b);
		if (rc == FTL_ERR_BUSY) {
			c->blocked = 1;
			break;
		}
		if (rc < 0) {
			c->status = ftl_status(rc, 0);
			break;
		}
		h->bp_free = h->bp[b].next;
		h->bp[b] = (struct hil_bounce){.rd = (uint16_t)r, .next = HIL_NONE, .pos = (uint32_t)c->pos, .po = po, .n = n};
		c->pos += n;
		c->pages++;
		icl->st.read_misses++;
		if (rc == FTL_UNMAPPED)
			rd_push(h, c, b); /* trimmed since the command came: the FTL zeroed the page */
		else
			c->nflash++;
	}
	if (c->blocked)
		h->rd_blk[h->nblocked++] = (uint8_t)r;
}

/* Post the read's completion and count it; at the top of a hil_poll pass only. */
RD_FN static void rd_finish(struct hil *h, uint32_t r)
{
	struct hil_rd *c = &h->rd[r];
	uint64_t c0 = cpu_cycles(), i0 = cpu_instret();
	complete(h, c->slot, c->status);
	struct hil_counters *cn = &h->cnt;
	uint64_t dc = c->work_cycles + cpu_cycles() - c0, di = c->work_instret + cpu_instret() - i0;
	count(&cn->commands, 1);
	count(&cn->busy_cycles, dc);
	count(&cn->busy_instret, di);
	count(&cn->read_cmds, 1);
	count(&cn->read_cycles, dc);
	count(&cn->read_instret, di);
	count(&cn->read_pages, c->pages);
	if (c->status)
		count(&cn->error_cmds, 1);
	h->slot2rd[c->slot] = RD_NONE;
	c->used = 0;
	h->nrd--;
	h->rd_free[HIL_READ_CTXS - 1 - h->nrd] = (uint8_t)r;
	h->unpublished++;
}

/*
 * 1 if the read can go asynchronously: a bounce pool, a free context, and every page must come
 * from the flash (a page in the cache may be dirty, and the cache page is only valid until the
 * next ICL call, so such reads stay synchronous).
 */
RD_FN static int rd_eligible(const struct hil *h, uint64_t off, uint64_t len)
{
	const struct icl *icl = h->cfg.icl;
	uint32_t pb = icl->page_bytes;
	uint64_t first = h->page_shift >= 0 ? off >> h->page_shift : off / pb;
	uint64_t last = h->page_shift >= 0 ? (off + len - 1) >> h->page_shift : (off + len - 1) / pb;
	for (uint64_t lpn = first; lpn <= last; lpn++)
		if (!icl_must_read_flash(icl, (uint32_t)lpn))
			return 0;
	return 1;
}

/* The transfer result hil_poll found, with its cost counted to its read. */
RD_FN static void rd_result(struct hil *h)
{
	uint64_t c0 = cpu_cycles(), i0 = cpu_instret();
	uint32_t info = rd(h, R(DONE_INFO));
	wr(h, R(DONE_POP), 1);
	uint32_t r = h->slot2rd[info & NVME_SET__DONE_INFO__SLOT_bm];
	done_other(h, info);
	if (r != RD_NONE) {
		h->rd[r].work_cycles += cpu_cycles() - c0;
		h->rd[r].work_instret += cpu_instret() - i0;
	}
}

/* Start the Read asynchronously if it can go so (rd_eligible); 0: serve it synchronously. */
RD_FN static int rd_try(struct hil *h, uint32_t slot, uint64_t off, uint64_t len)
{
	if (h->nrd >= HIL_READ_CTXS || !rd_eligible(h, off, len)) /* (hil_command waits for a context first) */
		return 0;
	uint64_t c0 = h->cmd_c0, i0 = h->cmd_i0;
	uint32_t r = h->rd_free[HIL_READ_CTXS - 1 - h->nrd];
	struct hil_rd *c = &h->rd[r];
	*c = (struct hil_rd){.slot = (uint16_t)slot, .xq_head = HIL_NONE, .xq_tail = HIL_NONE, .used = 1, .off = off,
			     .len = len};
	h->slot2rd[slot] = (uint8_t)r;
	h->nrd++; /* (serve_rw counted the command's bytes) */
	rd_advance(h, r);
	c->work_cycles = cpu_cycles() - c0;
	c->work_instret = cpu_instret() - i0;
	if (!c->finishing && rd_done(c)) /* (finishing: a DONE taken inside rd_advance queued it) */
		rd_finish(h, r);
	return 1;
}

/*
 * One pass over the asynchronous reads: flash completions (each pushes its page's transfer),
 * blocked reads resumed, finished ones completed. 1 if it did anything.
 */
RD_FN static int rd_pass(struct hil *h)
{
	struct ftl_done d[8];
	hil_wait_epoch++;
	/* the ICL finishes its write-backs' completions and hands back our reads' */
	uint64_t p0 = cpu_cycles(), pi0 = cpu_instret(), pw0 = hil_wait_cycles;
	int work = 0, n = icl_poll(h->cfg.icl, d, 8);
	if (n > 0) {
		/*
		 * What it took to get these completions (the flash driver's CPL reads, the FTL's
		 * checks of each page) is the reads' work: all of it goes to the first one's command,
		 * so the sum over commands is right without a division per pass (a single command's
		 * figure is not; write-back completions taken in the same call are charged too).
		 */
		struct hil_rd *c = &h->rd[h->bp[d[0].cookie].rd];
		c->work_cycles += cpu_cycles() - p0 - (hil_wait_cycles - pw0);
		c->work_instret += cpu_instret() - pi0;
	}
	if (n < 0) {
		/* the back end is gone (power): nothing more completes; fail what waits on it */
		for (uint32_t r = 0; r < HIL_READ_CTXS; r++)
			if (h->rd[r].used && h->rd[r].nflash) {
				h->rd[r].nflash = 0;
				h->rd[r].status = SF_INTERNAL_ERROR;
				rd_check_done(h, r);
			}
		n = 0;
	}
	for (int i = 0; i < n; i++) {
		uint64_t c0 = cpu_cycles(), i0 = cpu_instret(), w0 = hil_wait_cycles;
		uint16_t b = d[i].cookie, r = h->bp[b].rd;
		struct hil_rd *c = &h->rd[r];
		c->nflash--;
		if (d[i].rc < 0 && !c->status)
			c->status = ftl_status(d[i].rc, 0);
		if (c->status)
			bp_put(h, b);
		else
			rd_push(h, c, b);
		rd_check_done(h, r);
		c->work_cycles += cpu_cycles() - c0 - (hil_wait_cycles - w0);
		c->work_instret += cpu_instret() - i0;
		work = 1;
	}
	if (h->nblocked && h->bp_free != HIL_NONE) {
		/* oldest first; one that blocks again goes back on the list (rd_advance) */
		uint8_t blk[HIL_READ_CTXS];
		uint32_t nb = h->nblocked;
		memcpy(blk, h->rd_blk, nb);
		h->nblocked = 0;
		for (uint32_t i = 0; i < nb; i++) {
			rd_advance(h, blk[i]);
			rd_check_done(h, blk[i]);
		}
		work = 1;
	}
	if (h->nfinish) {
		/* nfinish re-read each time: a completion that waits for REQ_SPACE takes other reads'
		 * transfer results meanwhile (done_other), which may queue more */
		for (uint32_t i = 0; i < h->nfinish; i++)
			rd_finish(h, h->rd_fin[i]);
		h->nfinish = 0;
		work = 1;
	}
	/* parked Writes, once the completions above may have freed a cache slot */
	if (h->nwp)
		work |= wr_resume(h);
	return work;
}

/* ------------------------------------------------------------------ parked writes */

/* The parked Write at ring position i (0: the oldest). */
static struct hil_wpark *wp_at(struct hil *h, uint32_t i)
{
	return &h->cfg.parks[(h->wp_head + i) % HIL_WRITE_PARKS];
}

/*
 * Park a Write whose page at pos would wait for a write-back (that page not counted yet), with
 * what it cost from its fetch on.
 */
FW_COLD static uint32_t wr_park(struct hil *h, uint32_t slot, uint64_t off, uint64_t len, uint64_t pos)
{
	*wp_at(h, h->nwp) = (struct hil_wpark){.slot = (uint16_t)slot, .pages = h->pages - 1u, .off = off,
					       .len = len, .pos = pos, .work_cycles = cpu_cycles() - h->cmd_c0,
					       .work_instret = cpu_instret() - h->cmd_i0,
					       .wait_cycles = hil_wait_cycles - h->cmd_w0};
	h->nwp++;
	h->write_parks++;
	h->park_ok = h->nwp < HIL_WRITE_PARKS;
	return WR_PARKED;
}

/*
 * Resume parked Writes, oldest first, until one parks again. Each one's cycles (waits included,
 * as the other commands' busy and write cycles) add up over the turns that wrote a page or ended
 * it. 1 if any page was written.
 */
FW_COLD static int wr_resume(struct hil *h)
{
	int work = 0;
	while (h->nwp) {
		struct hil_wpark *p = wp_at(h, 0);
		uint64_t c0 = cpu_cycles(), i0 = cpu_instret(), w0 = hil_wait_cycles;
		uint32_t st = SF_SUCCESS, pages = 0;
		hil_wait_epoch++;
		while (p->pos < p->len) {
			uint32_t lpn, po, n;
			page_of(h, p->off, p->pos, p->len, &lpn, &po, &n);
			st = write_page(h, p->slot, lpn, po, n, p->pos, p->len, 0, 1);
			if (st == WR_PARKED)
				break;
			pages++;
			if (st)
				break;
			p->pos += n;
		}
		if (st != WR_PARKED)
			complete(h, p->slot, st);
		/* a turn that wrote nothing is polling, like the idle loop's: nobody's work */
		if (pages || st != WR_PARKED) {
			p->work_cycles += cpu_cycles() - c0;
			p->work_instret += cpu_instret() - i0;
			p->wait_cycles += hil_wait_cycles - w0;
		}
		p->pages += pages;
		work |= pages != 0;
		if (st == WR_PARKED)
			return work;
		struct hil_counters *cn = &h->cnt;
		count(&cn->commands, 1);
		count(&cn->busy_cycles, p->work_cycles);
		count(&cn->busy_instret, p->work_instret);
		if (st)
			count(&cn->error_cmds, 1);
		count(&cn->write_cmds, 1);
		count(&cn->write_cycles, p->work_cycles);
		count(&cn->write_instret, p->work_instret);
		count(&cn->write_pages, p->pages);
		count(&cn->write_wait_cycles, p->wait_cycles);
		h->wp_head = (uint16_t)((h->wp_head + 1u) % HIL_WRITE_PARKS);
		h->nwp--;
		h->park_ok = 1; /* one ring entry free again (parks exist: one was used) */
		h->unpublished++;
		work = 1;
	}
	return work;
}

/* ------------------------------------------------------------------ for hil_search.c */

uint8_t *hil_bounce_page(const struct hil *h, uint16_t b)
{
	return bounce_page(h, b);
}

/* Bounce pages a Search holds: no hil_rd owns them (done_other and rd_pass never see them). */
#define BP_SEARCH 0xFFFEu

void hil_bp_take(struct hil *h, uint16_t b)
{
	h->bp_free = h->bp[b].next;
	h->bp[b] = (struct hil_bounce){.rd = BP_SEARCH, .next = HIL_NONE};
}

void hil_bp_put(struct hil *h, uint16_t b)
{
	bp_put(h, b);
}

void hil_finish_other(struct hil *h, uint32_t slot, uint32_t status, uint32_t dw0, uint64_t cycles, uint64_t instret)
{
	complete_dw0(h, slot, status, dw0);
	struct hil_counters *cn = &h->cnt;
	count(&cn->commands, 1);
	count(&cn->busy_cycles, cycles);
	count(&cn->busy_instret, instret);
	count(&cn->other_cmds, 1);
	if (status)
		count(&cn->error_cmds, 1);
	h->unpublished++;
}

FW_HOT void hil_publish(struct hil *h)
{
	volatile struct set_mailbox *mb = h->cfg.mb;
#define HIL_PUT(f) mb->f = h->cnt.f;
	HIL_COUNTERS(HIL_PUT)
	HIL_LOOP_COUNTERS(HIL_PUT)
#undef HIL_PUT
	h->unpublished = 0;
}

static int hil_command(struct hil *h);

FW_HOT int hil_poll(struct hil *h)
{
	struct hil_counters *cn = &h->cnt;
	uint64_t t0 = cpu_cycles();
	/* background work first, outside any command's measured cycles: write-back, completions */
	int work = icl_bg_step(h->cfg.icl);
	uint64_t t1 = cpu_cycles();
	work |= h->nrd || h->nwp || icl_wb_inflight(h->cfg.icl) ? rd_pass(h) : 0;
	if (h->search_active)
		work |= hil_search_step(h);
	uint64_t t2 = cpu_cycles();
	uint32_t s = rd(h, R(STATUS));
	h->space = (s & NVME_SET__STATUS__REQ_SPACE_bm) != 0;
	uint64_t t3 = cpu_cycles();
	cn->loop_passes++;
	cn->loop_bg_cycles += t1 - t0;
	cn->loop_pass_cycles += t2 - t1;
	if (s & NVME_SET__STATUS__DONE_AVAIL_bm) {
		rd_result(h); /* an asynchronous read's transfer result (or a stray one, dropped) */
		cn->loop_status_cycles += t3 - t2;
		cn->loop_result_cycles += cpu_cycles() - t3;
		return 1;
	}
	if (!(s & NVME_SET__STATUS__CMD_AVAIL_bm) || h->search_waiting) {
		if (!work) {
			cn->loop_idle_passes++;
			if (h->unpublished)
				hil_publish(h);
		}
		uint64_t t4 = cpu_cycles();
		cn->loop_status_cycles += t4 - t2;
		/* polling that found nothing: what a core with reads in flight spends waiting */
		if (!work)
			cn->loop_idle_cycles += t4 - t0;
		return work;
	}
	cn->loop_status_cycles += t3 - t2;
	int rc = hil_command(h);
	cn->loop_cmd_cycles += cpu_cycles() - t3;
	return rc;
}

/* Fetch the command at the head of the set queue and serve it (or start it, when it goes on
 * asynchronously); 1 (hil_poll's "did work"). */
FW_HOT static __attribute__((noinline)) int hil_command(struct hil *h)
{
	uint64_t c0 = cpu_cycles(), i0 = cpu_instret(), w0 = hil_wait_cycles;
	hil_wait_epoch++;
	h->cmd_c0 = c0;
	h->cmd_i0 = i0;
	h->cmd_w0 = w0;
	FW_PROF(0);
#if defined(FW_PROFILE) && !defined(HIL_HOST_TEST)
	uint64_t prd = fw_prof_rd, pwr = fw_prof_wr;
	fw_prof_c[2] = 0;
#endif
	struct cmd c;
	c.slot = rd(h, R(CMD_INFO)) & NVME_SET__CMD_INFO__SLOT_bm;
	c.opcode = NVME_GET(NVME_SQE_DW0_OPC, rd(h, R(CMD_DW0)));
	/* every read context taken: the command waits in the queue until one completes */
	if (c.opcode == NVME_NVM_OPC_READ && h->nrd == HIL_READ_CTXS)
		return 1;
	/* one Search at a time (the first stage's query is per channel): the next waits likewise */
	if (c.opcode == NVME_VENDOR_OPC_SEARCH && h->search_active) {
		h->search_waiting = 1; /* hil_poll fetches no command (and re-reads none) until it ends */
		return 1;
	}
	c.nsid = rd(h, R(CMD_DW1));
	c.cdw10 = rd(h, R(CMD_DW10));
	c.cdw11 = rd(h, R(CMD_DW11));
	c.cdw12 = rd(h, R(CMD_DW12));
	/* only the Search has a CDW13 of its own: a register read the hot path does not pay */
	uint32_t cdw13 = c.opcode == NVME_VENDOR_OPC_SEARCH ? rd(h, R(CMD_DW13)) : 0;
	wr(h, R(CMD_POP), 1);
	FW_PROF(1);
	const struct hil_ns *ns = find_ns(h, c.nsid);
	struct hil_counters *cn = &h->cnt;
	uint32_t st;
	h->pages = 0;
	switch (c.opcode) {
	case NVME_NVM_OPC_READ:
	case NVME_NVM_OPC_WRITE:
		st = serve_rw(h, &c, ns);
		break;
	case NVME_NVM_OPC_FLUSH:
		/* one cache for every namespace of the set: NSID FFFFFFFFh or one of ours alike */
		st = ftl_status(icl_flush(h->cfg.icl), 1);
		break;
	case NVME_NVM_OPC_WRITE_ZEROES:
		st = serve_write_zeroes(h, &c, ns);
		break;
	case NVME_NVM_OPC_DATASET_MANAGEMENT:
		st = serve_dsm(h, &c, ns);
		break;
	case NVME_VENDOR_OPC_SEARCH_QUERY:
		st = hil_search_query(h, c.slot, c.cdw10);
		break;
	case NVME_VENDOR_OPC_SEARCH:
		st = hil_search(h, c.slot, ns, c.cdw10 | (uint64_t)c.cdw11 << 32, NVME_GET(NVME_RW_CDW12_NLB, c.cdw12) + 1,
				cdw13);
		break;
	default:
		st = SF_INVALID_OPCODE;
	}
	if (st >= HIL_GOES_ON)
		return 1; /* an asynchronous Read or Search, or a parked Write: a later pass completes it */
	complete(h, c.slot, st);
	FW_PROF(10);
	uint64_t dc = cpu_cycles() - c0, di = cpu_instret() - i0, dw = hil_wait_cycles - w0;
	count(&cn->commands, 1);
	count(&cn->busy_cycles, dc);
	count(&cn->busy_instret, di);
	if (st)
		count(&cn->error_cmds, 1);
	switch (c.opcode) {
	case NVME_NVM_OPC_READ:
		count(&cn->read_cmds, 1);
		count(&cn->read_cycles, dc);
		count(&cn->read_instret, di);
		count(&cn->read_pages, h->pages);
		count(&cn->read_wait_cycles, dw);
		break;
	case NVME_NVM_OPC_WRITE:
		count(&cn->write_cmds, 1);
		count(&cn->write_cycles, dc);
		count(&cn->write_instret, di);
		count(&cn->write_pages, h->pages);
		count(&cn->write_wait_cycles, dw);
		break;
	case NVME_NVM_OPC_FLUSH:
		count(&cn->flush_cmds, 1);
		break;
	default:
		count(&cn->other_cmds, 1);
	}
	FW_PROF(11);
#if defined(FW_PROFILE) && !defined(HIL_HOST_TEST)
	if (c.opcode == NVME_NVM_OPC_READ && fw_prof_c[2] > fw_prof_c[0])
		prof_print(fw_prof_rd - prd, fw_prof_wr - pwr);
#endif
	if (++h->unpublished >= HIL_PUBLISH_EVERY)
		hil_publish(h);
	return 1;
}
