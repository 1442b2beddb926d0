/* SPDX-License-Identifier: Apache-2.0 */
/*
 * 2PM search commands of one NVM set (rtl/pm2/doc/README.md, "Host command"; config/nvme.toml
 * VendorIoOpcode, SEARCH_*):
 *
 * - Search Query (91h) loads up to NAND_SEARCH_KEYS literal keys into one of HIL_SEARCH_QUERIES
 *   query slots of the set.
 * - Search (92h) answers, for each range of 2^RANGE_SHIFT logical blocks of [SLBA, SLBA + NLB],
 *   whether the query's keys occur in it in order: one SEARCH_RESULT byte per range (zeros pad
 *   the data to a whole dword), DW0 the number of matched ranges.
 *
 * The pages are read as search reads: each channel's first stage (pm2_tap) classifies the page on
 * its way to memory, and the firmware never looks at the bytes of a page the hardware decided.
 * The second stage runs here, per range and in logical order: the pages' ADV vectors are composed
 * (reaching the end of the pattern is a match); falling short is final unless a key occurrence
 * may cross a page boundary (a tail fragment of one page and a head fragment of the next that
 * make a key). Only then, and only for that range, the firmware reads the range again and searches
 * its bytes (SEARCH_RESULT.BY_FIRMWARE), because page results carry no positions.
 *
 * A range must be whole pages, and so must the command (the first stage sees whole pages): else
 * Invalid Field.
 *
 * A Search runs beside the set's other commands (hil_search_step, from hil_poll), with up to
 * HIL_SEARCH_WINDOW pages in flight over the set's dies in half of the HIL's bounce pages, and
 * completes out of order with them.
 *
 * Partial, and said so in the README: the cache is flushed first (synchronously) so that flash
 * holds what the host wrote; the first stage's per-channel query means one Search at a time per
 * set, and a second one waits at the head of the set queue, with the commands behind it; the
 * byte search of a range with a key across a page boundary is synchronous; the hardware second
 * stage of the paper is not in the path yet. Each page carries its range as its 2PM request, so
 * the dies' reordering queues (flash.rdl SCHED.POLICY 3) move a range's pages ahead once one
 * of them matched.
 */
#include "hil.h"

#include <stddef.h>
#include <string.h>

#include "ftl.h"
#include "hil_int.h"
#include "soc_io.h" /* cpu_cycles, cpu_instret */
#include "generated/nvme_spec.h"

#if NVME_SEARCH_QUERY_KEY_COUNT != NAND_SEARCH_KEYS || NVME_SEARCH_QUERY_KEY_STRIDE != NAND_SEARCH_KEY_BYTES
#error "the Search Query layout (config/nvme.toml) must hold what the first stage takes (nand.h)"
#endif
/* A page's 2PM request is its range; the window's ranges must have distinct ids (nand.h). */
#if HIL_SEARCH_WINDOW > NAND_SEARCH_REQS
#error "more pages in flight than 2PM request ids: ranges in flight could share one"
#endif

struct search_query {
	uint8_t valid, n;
	uint8_t len[NAND_SEARCH_KEYS];
	uint8_t key[NAND_SEARCH_KEYS][NAND_SEARCH_KEY_BYTES];
};

static struct search_query queries[HIL_SEARCH_QUERIES];

/* Scratch use: result bytes, then the pages in flight, each 64-byte aligned for the flash DMA. */
#define RES_CHUNK 4096u

uint32_t hil_search_query(struct hil *h, uint32_t slot, uint32_t cdw10)
{
	struct search_query *q = &queries[NVME_GET(NVME_SEARCH_QUERY_CDW10_QUERY, cdw10)];
	const uint8_t *b = h->cfg.scratch;
	uint32_t st = hil_xfer(h, slot, 0, NVME_SEARCH_QUERY_BYTES, b, 0);
	if (st)
		return st;
	q->valid = 0;
	unsigned n = b[NVME_SEARCH_QUERY_KEY_COUNT_OFF];
	if (n < 1 || n > NAND_SEARCH_KEYS)
		return SF_INVALID_FIELD;
	for (unsigned k = 0; k < n; k++) {
		unsigned len = b[NVME_SEARCH_QUERY_KEY_LEN_OFF + k * NVME_SEARCH_QUERY_KEY_LEN_STRIDE];
		if (len < 1 || len > NAND_SEARCH_KEY_BYTES)
			return SF_INVALID_FIELD;
		q->len[k] = (uint8_t)len;
		memcpy(q->key[k], b + NVME_SEARCH_QUERY_KEY_OFF + k * NVME_SEARCH_QUERY_KEY_STRIDE, len);
	}
	q->n = (uint8_t)n;
	q->valid = 1;
	return SF_SUCCESS;
}

/* A page of zeros (unmapped) as the first stage would report it, without reading it. */
static void classify_zero_page(const struct search_query *q, uint32_t page_bytes, struct nand_search_res *r)
{
	uint8_t zero_key[NAND_SEARCH_KEYS];
	r->found = 0;
	for (unsigned k = 0; k < NAND_SEARCH_KEYS; k++) {
		r->head[k] = r->tail[k] = 0;
		r->adv[k] = (uint8_t)k;
		zero_key[k] = 0;
		if (k >= q->n)
			continue;
		unsigned zeros = 0; /* leading zero bytes of the key */
		while (zeros < q->len[k] && !q->key[k][zeros])
			zeros++;
		unsigned trail = 0; /* trailing zero bytes */
		while (trail < q->len[k] && !q->key[k][q->len[k] - 1 - trail])
			trail++;
		zero_key[k] = zeros == q->len[k];
		if (zero_key[k] && q->len[k] <= page_bytes)
			r->found |= (uint8_t)(1u << k);
		if (page_bytes < NAND_SEARCH_KEY_BYTES)
			continue; /* no fragments for short pages (as the matcher) */
		for (unsigned j = 1; j < q->len[k]; j++) {
			if (trail >= j) /* the page starts with the key's last j bytes */
				r->head[k] |= 1u << (j - 1);
			if (zeros >= j) /* it ends with the first j: right-aligned like the matcher's */
				r->tail[k] |= 1u << (NAND_SEARCH_KEY_BYTES - q->len[k] + j - 1);
		}
	}
	for (unsigned s = 0; s < q->n; s++) {
		uint32_t used = 0;
		unsigned t = s;
		while (t < q->n && zero_key[t] && used + q->len[t] <= page_bytes)
			used += q->len[t++];
		r->adv[s] = (uint8_t)t;
	}
	r->cls = r->adv[0] == q->n ? NAND_SEARCH_MATCHED : r->found ? NAND_SEARCH_PARTIAL : NAND_SEARCH_MISMATCHED;
}

/* Some key occurrence may cross the boundary between pages a and b (cssd_sim.pm2.spans_boundary). */
static int spans(const struct search_query *q, const struct nand_search_res *a, const struct nand_search_res *b)
{
	for (unsigned k = 0; k < q->n; k++) {
		unsigned len = q->len[k];
		for (unsigned j = 1; j < len; j++)
			if ((a->tail[k] >> (NAND_SEARCH_KEY_BYTES - len + j - 1) & 1) && (b->head[k] >> (len - j - 1) & 1))
				return 1;
	}
	return 0;
}

/* Leftmost occurrence of key in buf[from, end), or -1. */
static int32_t find(const uint8_t *buf, uint32_t from, uint32_t end, const uint8_t *key, uint32_t len)
{
	for (uint32_t i = from; i + len <= end; i++)
		if (buf[i] == key[0] && !memcmp(buf + i + 1, key + 1, len - 1))
			return (int32_t)i;
	return -1;
}

/*
 * The second stage's fallback: greedy in-order matching over the bytes of pages [lpn, lpn + n),
 * read again one at a time into buf behind a carry of the bytes a key might still start in.
 * 1 matched, 0 not, or a negative FTL error.
 */
static int search_bytes(struct ftl *f, const struct search_query *q, uint32_t lpn, uint32_t n, uint8_t *buf)
{
	uint32_t pb = f->geo.page_bytes, carry = 0;
	uint8_t *page = buf + NAND_SEARCH_KEY_BYTES; /* still 64-byte aligned when buf is at 32 mod 64 */
	unsigned s = 0;
	for (uint32_t i = 0; i < n && s < q->n; i++) {
		int rc = ftl_read(f, lpn + i, page);
		if (rc < 0)
			return rc;
		uint8_t *start = page - carry;
		uint32_t end = carry + pb, pos = 0;
		while (s < q->n) {
			int32_t at = find(start, pos, end, q->key[s], q->len[s]);
			if (at < 0)
				break;
			pos = (uint32_t)at + q->len[s++];
		}
		/* A key not found may still start in the last len - 1 bytes after pos. */
		uint32_t keep = s < q->n ? q->len[s] - 1u : 0;
		if (keep > end - pos)
			keep = end - pos;
		memmove(page - keep, start + end - keep, keep);
		carry = keep;
	}
	return s == q->n;
}

/* One range's second stage, page by page: its state, its last page's result, what is known. */
struct range_join {
	uint32_t pages, state;
	int cross;                    /* an occurrence may cross one of its boundaries */
	struct nand_search_res last;  /* the previous page's result */
};

/* Pages of the Search in flight, in a ring of the job's window: a result per page, in order. */
struct page_slot {
	uint8_t done, err;
	uint8_t skipped;              /* not read: its range was already matched (job_submit) */
	uint32_t page;                /* its index in the Search */
	uint16_t bp;                  /* the HIL bounce page it was read into, HIL_NONE: the job's own */
	struct nand_search_res res;
};

/*
 * The Search being served. One at a time per set: the first stage holds one query per channel.
 * It runs beside the set's other commands: hil_poll steps it (hil_search_step), and it completes
 * out of order with them.
 */
static struct search_job {
	struct search_query q;        /* the query as the Search found it: a Search Query may reload the slot meanwhile */
	uint32_t slot, status, matched;
	uint32_t first, npages, per_range, ranges, range;
	uint32_t issued, joined, inflight, window;
	/* 1 + the range being issued once one of its pages came back matched: its pages not yet
	 * read are skipped (a matched page decides its range whatever the others hold). */
	uint32_t matched_range;
	uint32_t res_fill, res_off;
	uint8_t *res_buf, *carry_buf; /* the scratch's upper half (hil_search_buffers) */
	uint8_t *pages;               /* the window's pages when there is no bounce pool, else NULL */
	struct range_join j;
	uint64_t work_cycles, work_instret;
} job;

static struct page_slot ring[HIL_SEARCH_WINDOW];

void hil_search_reset(void)
{
	memset(&job, 0, sizeof(job));
}

/*
 * Start a Search (hil_command has popped it): checks, the cache flushed, the first stage loaded,
 * the job set up and its first pages submitted. HIL_GOES_ON, or the status it fails with at once.
 */
uint32_t hil_search(struct hil *h, uint32_t slot, const struct hil_ns *ns, uint64_t slba, uint32_t nlb,
		    uint32_t cdw13)
{
	struct icl *icl = h->cfg.icl;
	struct ftl *f = icl->ftl;
	const struct search_query *q = &queries[NVME_GET(NVME_SEARCH_CDW13_QUERY, cdw13)];
	if (!ns)
		return SF_INVALID_NAMESPACE;
	if (!q->valid)
		return SF_COMMAND_SEQUENCE_ERROR;
	uint64_t off, len;
	uint32_t st = hil_icl_range(ns, slba, nlb, &off, &len);
	if (st)
		return st;
	uint32_t pb = f->geo.page_bytes, shift = NVME_GET(NVME_SEARCH_CDW13_RANGE_SHIFT, cdw13);
	/* A range is whole pages (the first stage classifies pages), and so is the start. */
	uint64_t range_bytes = (uint64_t)1 << (shift + ns->lba_shift > 40 ? 40 : shift + ns->lba_shift);
	if (range_bytes % pb || off % pb || len % pb)
		return SF_INVALID_FIELD;
	/*
	 * The scratch's upper half is the job's (the lower half serves the synchronous commands
	 * meanwhile): the result bytes, then a carry and a page for search_bytes, then, without a
	 * bounce pool, the window's pages (each 64-byte aligned for the flash DMA).
	 */
	uint8_t *half = (uint8_t *)h->cfg.scratch + HIL_SCRATCH_BYTES / 2;
	uint8_t *spare = (uint8_t *)(((uintptr_t)half + RES_CHUNK + 63u) & ~(uintptr_t)63u);
	uint32_t room = (uint32_t)((uint8_t *)h->cfg.scratch + HIL_SCRATCH_BYTES - spare);
	if (room < 64u + pb)
		return SF_INTERNAL_ERROR;
	uint32_t window;
	uint8_t *pages = NULL;
	if (h->cfg.bounce && h->cfg.bounce_pages) {
		window = h->cfg.bounce_pages / 2u; /* the other half stays for the Reads meanwhile */
		if (!window)
			window = 1;
	} else {
		pages = spare + 64u + pb;
		window = (room - 64u - pb) / pb;
	}
	if (window > HIL_SEARCH_WINDOW)
		window = HIL_SEARCH_WINDOW;
	if (window < 1)
		return SF_INTERNAL_ERROR;
	/* The flash must hold what the host wrote before the Search: the set's cache goes first, as
	 * for a Flush. */
	int rc = icl_flush(icl);
	if (rc < 0)
		return SF_INTERNAL_ERROR;
	const uint8_t *keys[NAND_SEARCH_KEYS];
	for (unsigned k = 0; k < q->n; k++)
		keys[k] = q->key[k];
	rc = ftl_search_load(f, q->n, keys, q->len);
	if (rc == FTL_ERR_INVALID)
		return SF_INVALID_OPCODE; /* a back end without the first stage */
	if (rc < 0)
		return SF_INTERNAL_ERROR;
	memset(&job, 0, sizeof(job));
	job.q = *q;
	job.slot = slot;
	job.status = SF_SUCCESS;
	job.ranges = (uint32_t)((nlb + ((uint64_t)1 << shift) - 1) >> shift);
	job.per_range = (uint32_t)(range_bytes / pb < 0xFFFFFFFFu ? range_bytes / pb : 0xFFFFFFFFu);
	job.first = (uint32_t)(off / pb);
	job.npages = (uint32_t)((len + pb - 1) / pb);
	job.window = window;
	job.res_buf = half;
	job.carry_buf = spare + 32u; /* its page at spare + 64 */
	job.pages = pages;
	job.work_cycles = cpu_cycles() - h->cmd_c0;
	job.work_instret = cpu_instret() - h->cmd_i0;
	h->search_active = 1;
	hil_search_step(h);
	return HIL_GOES_ON;
}

/* The job is over: its bounce pages back, its completion posted and counted. */
static void job_finish(struct hil *h)
{
	for (uint32_t i = job.joined; i < job.issued; i++) {
		struct page_slot *ps = &ring[i % job.window];
		if (ps->bp != HIL_NONE)
			hil_bp_put(h, ps->bp);
		ps->bp = HIL_NONE;
	}
	h->search_active = 0;
	h->search_waiting = 0; /* the Search at the head of the queue may start */
	hil_finish_other(h, job.slot, job.status, job.status ? 0 : job.matched, job.work_cycles, job.work_instret);
}

/* A page of the range being issued came back matched: its other pages need not be read. */
static void note_matched(const struct page_slot *ps)
{
	uint32_t range = ps->page / job.per_range;
	if (ps->res.cls == NAND_SEARCH_MATCHED && !ps->err && range == job.issued / job.per_range)
		job.matched_range = range + 1;
}

/* Submit the window's next pages, in page order, while the FTL and the bounce pool have room;
 * the pages of a range already matched are skipped. */
static int job_submit(struct hil *h, struct ftl *f, uint32_t pb)
{
	int work = 0;
	uint32_t w = job.window;
	while (job.issued < job.npages && job.issued - job.joined < w && job.status == SF_SUCCESS) {
		struct page_slot *ps = &ring[job.issued % w];
		if (job.matched_range == job.issued / job.per_range + 1) {
			ps->done = 1;
			ps->err = 0;
			ps->skipped = 1;
			ps->bp = HIL_NONE;
			job.issued++;
			work = 1;
			continue;
		}
		ps->skipped = 0;
		ps->page = job.issued;
		uint16_t bp = HIL_NONE;
		uint8_t *buf;
		if (job.pages) {
			buf = job.pages + (job.issued % w) * pb;
		} else {
			bp = h->bp_free;
			if (bp == HIL_NONE)
				break;
			buf = hil_bounce_page(h, bp);
		}
		ps->done = ps->err = 0;
		ps->res.req = (uint8_t)(job.issued / job.per_range % NAND_SEARCH_REQS);
		ps->res.first = job.issued % job.per_range == 0;
		int rc = ftl_search_submit(f, job.first + job.issued, buf, &ps->res, (uint16_t)(job.issued % w));
		if (rc == FTL_ERR_BUSY)
			break;
		if (rc < 0) {
			job.status = ftl_status_of(rc, 0);
			break;
		}
		if (bp != HIL_NONE)
			hil_bp_take(h, bp);
		ps->bp = bp;
		if (rc == FTL_UNMAPPED) {
			classify_zero_page(&job.q, pb, &ps->res);
			ps->done = 1;
			note_matched(ps);
		} else {
			job.inflight++;
		}
		job.issued++;
		work = 1;
	}
	return work;
}

/* The results so far to the host (the last time padded to a whole dword): 0 or a status. */
static uint32_t job_send_results(struct hil *h)
{
	while (job.range == job.ranges && (job.res_fill & 3u))
		job.res_buf[job.res_fill++] = 0;
	uint32_t st = hil_xfer(h, job.slot, job.res_off, job.res_fill, job.res_buf, 1);
	job.res_off += job.res_fill;
	job.res_fill = 0;
	return st;
}

/* The second stage over the pages in, in logical order: each complete range gets its byte. */
static int job_join(struct hil *h, struct ftl *f)
{
	const struct search_query *q = &job.q;
	struct range_join *j = &job.j;
	int work = 0;
	while (job.status == SF_SUCCESS && job.joined < job.issued && ring[job.joined % job.window].done) {
		struct page_slot *ps = &ring[job.joined % job.window];
		if (ps->bp != HIL_NONE) /* the result is all the join needs: the page goes back at once */
			hil_bp_put(h, ps->bp);
		ps->bp = HIL_NONE;
		const struct nand_search_res *r = &ps->res;
		work = 1;
		if (ps->skipped) {
			/* after its range's matched page in page order, which took the state to n: what
			 * follows leaves the state alone (its result is never looked at) */
			if (j->state < q->n) {
				job.status = SF_INTERNAL_ERROR;
				break;
			}
		} else if (r->cls == NAND_SEARCH_BAD_QUERY || r->cls == NAND_SEARCH_NONE) {
			job.status = SF_INTERNAL_ERROR;
			break;
		}
		if (j->pages && j->state < q->n && spans(q, &j->last, r))
			j->cross = 1;
		if (j->state < q->n)
			j->state = r->adv[j->state];
		j->last = *r;
		j->pages++;
		job.joined++;
		if (j->pages < job.per_range && job.joined < job.npages)
			continue;
		/* the range is complete */
		uint8_t out = 0;
		if (j->state >= q->n) {
			out = NVME_SEARCH_RESULT_MATCHED_MASK;
		} else if (j->cross) {
			/* synchronous: rare (a key fragment at both sides of a boundary), and the set's
			 * other commands wait meanwhile */
			int m = search_bytes(f, q, job.first + job.joined - j->pages, j->pages, job.carry_buf);
			if (m < 0) {
				job.status = ftl_status_of(m, 0);
				break;
			}
			out = (uint8_t)(NVME_SEARCH_RESULT_BY_FIRMWARE_MASK | (m ? NVME_SEARCH_RESULT_MATCHED_MASK : 0));
		}
		job.matched += out & NVME_SEARCH_RESULT_MATCHED_MASK;
		job.res_buf[job.res_fill++] = out;
		job.range++;
		if (job.res_fill == RES_CHUNK || job.range == job.ranges) {
			uint32_t st = job_send_results(h);
			if (st) {
				job.status = st;
				break;
			}
		}
		memset(j, 0, sizeof(*j));
	}
	return work;
}

int hil_search_step(struct hil *h)
{
	uint64_t c0 = cpu_cycles(), i0 = cpu_instret(), w0 = hil_wait_cycles;
	struct ftl *f = h->cfg.icl->ftl;
	uint32_t pb = f->geo.page_bytes;
	int work = job_submit(h, f, pb);
	if (job.inflight) {
		struct ftl_done d[8];
		int nd = ftl_poll_kinds(f, d, 8, FTL_DONE_BIT(FTL_DONE_SEARCH));
		if (nd < 0) {
			/* the back end is gone (power): nothing more completes */
			job.inflight = 0;
			if (job.status == SF_SUCCESS)
				job.status = SF_INTERNAL_ERROR;
			nd = 0;
		}
		for (int i = 0; i < nd; i++) {
			struct page_slot *ps = &ring[d[i].cookie];
			ps->done = 1;
			ps->err = d[i].rc != FTL_OK;
			note_matched(ps);
			job.inflight--;
			if (ps->err && job.status == SF_SUCCESS)
				job.status = ftl_status_of(d[i].rc, 0);
			work = 1;
		}
	}
	work |= job_join(h, f);
	/* over once every range is sent, or on an error once nothing of it is in flight */
	int over = job.status == SF_SUCCESS ? job.range == job.ranges : !job.inflight;
	if (work || over) {
		job.work_cycles += cpu_cycles() - c0 - (hil_wait_cycles - w0);
		job.work_instret += cpu_instret() - i0;
	}
	if (over) {
		job_finish(h);
		return 1;
	}
	return work;
}
