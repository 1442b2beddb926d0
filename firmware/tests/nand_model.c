/* SPDX-License-Identifier: Apache-2.0 */
/* Host-native NAND model: see nand_model.h. Test code, so it allocates with malloc. */
#define _GNU_SOURCE /* memmem */
#include "nand_model.h"
#include "crc32.h"

#include <stdlib.h>
#include <string.h>

#define MAX_FAULTS 64
#define NCAT 16
/*
 * Polls in a row that may withhold an available completion (set_delay): a caller that polls
 * until it gets one must still get it, as the hardware's CPL_AVAIL eventually shows it.
 */
#define MAX_WITHHELD 8

struct fault {
	uint8_t kind;
	uint8_t ch, die, plane;
	uint16_t block;
	int page;
	int count;
};

struct blk {
	uint16_t written; /* pages programmed since the last erase */
	uint8_t bad;
	uint8_t garbled; /* an erase was cut: every page reads uncorrectable until erased */
};

struct qop {
	struct nand_req req;
};

struct nand_model {
	struct nand_dev dev;
	struct nand_geometry geo;
	uint8_t *data;
	uint8_t *spare;
	uint8_t *torn; /* per page: a cut program left garbage here */
	struct blk *blk;
	struct qop *q; /* per die: queue_depth entries, compacting (entry 0 the oldest), like flash_die's */
	uint16_t *qlen;
	struct nand_cpl *cq; /* completions executed, not yet polled */
	unsigned cq_head, cq_len, cq_cap;
	uint64_t rng;
	struct fault faults[MAX_FAULTS];
	int nfaults;
	uint32_t rate_unc, rate_pfail, rate_efail, eager, delay;
	unsigned withheld_run; /* polls withheld in a row */
	int policy;            /* enum nand_model_policy */
	int powered;
	int cut_armed, cut_cat;
	uint64_t cut_left;
	uint64_t cut_inflight; /* nonzero: the armed cut counts operations in flight, not submits */
	nand_cut_hook cut_hook;
	void *cut_arg;
	uint16_t cut_tag;
	uint64_t cat_count[NCAT];
	int ecc_torn;
	struct nand_model_stats st;
	/* the first stage's query (search_load): every channel holds the same one */
	unsigned q_n;
	uint8_t q_len[NAND_SEARCH_KEYS];
	uint8_t q_key[NAND_SEARCH_KEYS][NAND_SEARCH_KEY_BYTES];
};

/*
 * The first stage's page result, written from the definitions in rtl/pm2/doc/README.md
 * ("Joining pages") like cssd_sim.pm2.classify_page, not from the RTL: the model's search reads
 * give the firmware what pm2_tap gives it on the drive.
 */
static unsigned advance(const struct nand_model *m, const uint8_t *page, size_t len, unsigned s)
{
	size_t pos = 0;
	while (s < m->q_n) {
		const uint8_t *at = m->q_len[s] <= len - pos ? memmem(page + pos, len - pos, m->q_key[s], m->q_len[s]) : NULL;
		if (!at)
			break;
		pos = (size_t)(at - page) + m->q_len[s++];
	}
	return s;
}

static void classify(const struct nand_model *m, const uint8_t *page, size_t len, struct nand_search_res *r)
{
	memset(r, 0, sizeof(*r));
	int ok = m->q_n >= 1 && m->q_n <= NAND_SEARCH_KEYS;
	for (unsigned k = 0; ok && k < m->q_n; k++)
		ok = m->q_len[k] >= 1 && m->q_len[k] <= NAND_SEARCH_KEY_BYTES;
	if (!ok) {
		r->cls = NAND_SEARCH_BAD_QUERY;
		return;
	}
	for (unsigned s = 0; s < NAND_SEARCH_KEYS; s++)
		r->adv[s] = (uint8_t)(s < m->q_n ? advance(m, page, len, s) : s);
	for (unsigned k = 0; k < m->q_n; k++) {
		unsigned kl = m->q_len[k];
		if (kl <= len && memmem(page, len, m->q_key[k], kl))
			r->found |= (uint8_t)(1u << k);
		if (len < NAND_SEARCH_KEY_BYTES)
			continue;
		for (unsigned j = 1; j < kl; j++) {
			if (!memcmp(page, m->q_key[k] + kl - j, j))
				r->head[k] |= 1u << (j - 1);
			if (!memcmp(page + len - j, m->q_key[k], j))
				r->tail[k] |= 1u << (NAND_SEARCH_KEY_BYTES - kl + j - 1);
		}
	}
	r->cls = r->adv[0] == m->q_n ? NAND_SEARCH_MATCHED : r->found ? NAND_SEARCH_PARTIAL : NAND_SEARCH_MISMATCHED;
}

static uint64_t rnd(struct nand_model *m)
{
	/* xorshift64*: reproducible from the seed, good enough for scheduling and faults */
	m->rng ^= m->rng >> 12;
	m->rng ^= m->rng << 25;
	m->rng ^= m->rng >> 27;
	return m->rng * 0x2545F4914F6CDD1DULL;
}

static unsigned ndies(const struct nand_model *m)
{
	return (unsigned)m->geo.channels * m->geo.dies;
}

static size_t blk_index(const struct nand_model *m, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	return (((size_t)ch * m->geo.dies + die) * m->geo.planes + plane) * m->geo.blocks + block;
}

static size_t page_index(const struct nand_model *m, const struct nand_req *r)
{
	return blk_index(m, r->ch, r->die, r->plane, r->block) * m->geo.pages + r->page;
}

static int fault_hit(struct nand_model *m, int kind, const struct nand_req *r)
{
	for (int i = 0; i < m->nfaults; i++) {
		struct fault *f = &m->faults[i];
		if (f->kind != kind || f->count == 0 || f->ch != r->ch || f->die != r->die ||
		    f->plane != r->plane || f->block != r->block || (f->page >= 0 && f->page != r->page))
			continue;
		if (f->count > 0)
			f->count--;
		return 1;
	}
	return 0;
}

static int rate_hit(struct nand_model *m, uint32_t rate)
{
	return rate && (rnd(m) & 0xFFFF) < rate;
}

static void garbage(struct nand_model *m, uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)rnd(m);
}

/*
 * geo.spare_checked: what flash_top's end-to-end CRCs give the FTL, folded into one CRC over the
 * page data and the firmware's spare bytes, kept in the first 4 of the spare_hw_bytes.
 */
static uint32_t page_crc(const struct nand_model *m, const uint8_t *pd, const uint8_t *ps)
{
	const struct nand_geometry *g = &m->geo;
	return crc32_update(crc32_update(0, pd, g->page_bytes), ps, (size_t)(g->spare_bytes - g->spare_hw_bytes));
}

static void store_crc(const struct nand_model *m, const uint8_t *pd, uint8_t *ps)
{
	uint32_t c = page_crc(m, pd, ps);
	memcpy(ps + m->geo.spare_bytes - m->geo.spare_hw_bytes, &c, sizeof(c));
}

static int stored_crc_ok(const struct nand_model *m, const uint8_t *pd, const uint8_t *ps)
{
	uint32_t c;
	memcpy(&c, ps + m->geo.spare_bytes - m->geo.spare_hw_bytes, sizeof(c));
	return c == page_crc(m, pd, ps);
}

static uint8_t check(struct nand_model *m, const struct nand_req *r)
{
	const struct nand_geometry *g = &m->geo;
	if (r->op < NAND_OP_READ || r->op > NAND_OP_STATUS)
		return NAND_INVALID;
	if (r->op == NAND_OP_STATUS)
		return NAND_OK;
	if (r->ch >= g->channels || r->die >= g->dies || r->plane >= g->planes || r->block >= g->blocks ||
	    r->page >= g->pages)
		return NAND_ADDRESS;
	if (r->op != NAND_OP_ERASE && !r->data)
		return NAND_INVALID;
	if (m->blk[blk_index(m, r->ch, r->die, r->plane, r->block)].bad)
		return NAND_BAD_BLOCK;
	return NAND_OK;
}

static struct nand_cpl execute(struct nand_model *m, const struct nand_req *r)
{
	const struct nand_geometry *g = &m->geo;
	struct nand_cpl c = {.tag = r->tag, .op = r->op, .status = check(m, r), .erased = 0};
	m->st.executed[r->op < 5 ? r->op : 0]++;
	if (c.status != NAND_OK) {
		if (c.status == NAND_BAD_BLOCK)
			m->st.bad_block++;
		else
			m->st.invalid++;
		return c;
	}
	if (r->op == NAND_OP_STATUS)
		return c;
	struct blk *b = &m->blk[blk_index(m, r->ch, r->die, r->plane, r->block)];
	size_t pi = page_index(m, r);
	uint8_t *pd = m->data + pi * g->page_bytes;
	uint8_t *ps = m->spare + pi * g->spare_bytes;
	switch (r->op) {
	case NAND_OP_READ:
		if (r->page >= b->written && !b->garbled) {
			memset(r->data, 0xFF, g->page_bytes);
			if (r->spare)
				memset(r->spare, 0xFF, g->spare_bytes);
			c.erased = 1;
			break;
		}
		memcpy(r->data, pd, g->page_bytes);
		if (r->spare)
			memcpy(r->spare, ps, g->spare_bytes);
		if (b->garbled) {
			/* an interrupted erase leaves cells half erased: nothing reads back right */
			garbage(m, r->data, g->page_bytes);
			if (r->spare)
				garbage(m, r->spare, g->spare_bytes);
		}
		if (b->garbled || (m->torn[pi] && ((m->torn[pi] & 1) || m->ecc_torn)) || fault_hit(m, NAND_FAULT_UNC, r) ||
		    rate_hit(m, m->rate_unc) || (g->spare_checked && !stored_crc_ok(m, pd, ps))) {
			c.status = NAND_UNCORRECTABLE;
			m->st.uncorrectable++;
		} else if (fault_hit(m, NAND_FAULT_CORRUPT, r)) {
			((uint8_t *)r->data)[rnd(m) % g->page_bytes] ^= (uint8_t)(1u << (rnd(m) & 7));
		}
		break;
	case NAND_OP_PROGRAM:
		if (b->garbled || r->page != b->written) {
			c.status = NAND_ORDER_VIOLATION;
			m->st.order_violation++;
			break;
		}
		b->written++;
		if (fault_hit(m, NAND_FAULT_PROG_FAIL, r) || rate_hit(m, m->rate_pfail)) {
			/* The page is consumed; what it holds is undefined. */
			garbage(m, pd, g->page_bytes);
			garbage(m, ps, g->spare_bytes);
			m->torn[pi] = 1;
			c.status = NAND_PROG_FAIL;
			m->st.prog_fail++;
			break;
		}
		memcpy(pd, r->data, g->page_bytes);
		if (r->spare)
			memcpy(ps, r->spare, g->spare_bytes);
		else
			memset(ps, 0xFF, g->spare_bytes);
		if (g->spare_checked)
			store_crc(m, pd, ps);
		m->torn[pi] = 0;
		break;
	case NAND_OP_ERASE:
		if (fault_hit(m, NAND_FAULT_ERASE_FAIL, r) || rate_hit(m, m->rate_efail)) {
			c.status = NAND_ERASE_FAIL;
			m->st.erase_fail++;
			break;
		}
		b->written = 0;
		b->garbled = 0;
		memset(m->torn + blk_index(m, r->ch, r->die, r->plane, r->block) * g->pages, 0, g->pages);
		break;
	default:
		break;
	}
	/* a search read's page went through the first stage on its way (erased pages as all ones) */
	if (r->op == NAND_OP_READ && r->search && (c.status == NAND_OK || c.status == NAND_UNCORRECTABLE))
		classify(m, r->data, g->page_bytes, r->search);
	return c;
}

static struct qop *qslot(struct nand_model *m, unsigned d, unsigned i)
{
	return &m->q[(size_t)d * m->geo.queue_depth + i];
}

/*
 * flash_chip_sched's conflict: the same block of the same plane (the model has no multi-plane
 * operations) with a program or erase on either side; a status touches no block.
 */
static int conflict(const struct nand_req *a, const struct nand_req *b)
{
	if (a->op == NAND_OP_STATUS || b->op == NAND_OP_STATUS)
		return 0;
	return a->plane == b->plane && a->block == b->block &&
	       (a->op == NAND_OP_PROGRAM || a->op == NAND_OP_ERASE || b->op == NAND_OP_PROGRAM ||
		b->op == NAND_OP_ERASE);
}

/* The entry die d runs next, as flash_chip_sched picks it (entry 0 the oldest). */
static unsigned pick(struct nand_model *m, unsigned d)
{
	if (m->policy == NAND_MODEL_FCFS)
		return 0;
	for (unsigned i = 0; i < m->qlen[d]; i++) {
		const struct nand_req *r = &qslot(m, d, i)->req;
		if (r->op != NAND_OP_READ)
			continue;
		unsigned k = 0;
		while (k < i && !conflict(&qslot(m, d, k)->req, r))
			k++;
		if (k == i)
			return i;
	}
	return 0;
}

/* Run the picked operation of a random busy die into the completion queue. */
static int step(struct nand_model *m)
{
	unsigned n = ndies(m), start = (unsigned)(rnd(m) % n);
	for (unsigned k = 0; k < n; k++) {
		unsigned d = (start + k) % n;
		if (!m->qlen[d])
			continue;
		unsigned i = pick(m, d);
		if (i)
			m->st.reordered++;
		struct nand_cpl c = execute(m, &qslot(m, d, i)->req);
		memmove(qslot(m, d, i), qslot(m, d, i + 1), (m->qlen[d] - i - 1) * sizeof(struct qop));
		m->qlen[d]--;
		m->cq[(m->cq_head + m->cq_len) % m->cq_cap] = c;
		m->cq_len++;
		return 1;
	}
	return 0;
}

static uint64_t inflight(const struct nand_model *m)
{
	uint64_t n = m->cq_len;
	for (unsigned d = 0; d < ndies(m); d++)
		n += m->qlen[d];
	return n;
}

void nand_model_power_cut(struct nand_model *m)
{
	const struct nand_geometry *g = &m->geo;
	for (unsigned d = 0; d < ndies(m); d++) {
		if (m->qlen[d]) {
			/*
			 * The die was executing what it picked, half the time it had started. flash_die
			 * takes its scheduler's pick the moment it is idle, so with the queue as it is
			 * now that is pick(), not necessarily the oldest.
			 */
			const struct nand_req *r = &qslot(m, d, pick(m, d))->req;
			if (check(m, r) == NAND_OK && (rnd(m) & 1)) {
				struct blk *b = &m->blk[blk_index(m, r->ch, r->die, r->plane, r->block)];
				if (r->op == NAND_OP_PROGRAM && r->page == b->written && !b->garbled) {
					size_t pi = page_index(m, r);
					b->written++;
					unsigned how = (unsigned)(rnd(m) % 3);
					if (how == 2 && r->spare) {
						/* partly programmed: spare area and the first part of the data
						 * landed, the rest did not (only a CRC over the data tells) */
						memcpy(m->spare + pi * g->spare_bytes, r->spare, g->spare_bytes);
						memcpy(m->data + pi * g->page_bytes, r->data, g->page_bytes / 2);
						garbage(m, m->data + pi * g->page_bytes + g->page_bytes / 2,
							g->page_bytes - g->page_bytes / 2);
					} else {
						garbage(m, m->data + pi * g->page_bytes, g->page_bytes);
						garbage(m, m->spare + pi * g->spare_bytes, g->spare_bytes);
					}
					/* odd: reads report UNCORRECTABLE; even: OK with garbage (the CRC must catch it) */
					m->torn[pi] = (uint8_t)(2 | (how == 1));
					m->st.torn_programs++;
				} else if (r->op == NAND_OP_ERASE) {
					unsigned what = (unsigned)(rnd(m) % 3);
					if (what == 0) {
						b->written = 0;
						b->garbled = 0;
					} else if (what == 1) {
						b->garbled = 1;
					}
					m->st.torn_erases++;
				}
			}
		}
		m->st.dropped += m->qlen[d];
		m->qlen[d] = 0;
	}
	m->st.dropped += m->cq_len;
	m->cq_len = 0;
	m->withheld_run = 0;
	m->powered = 0;
	m->cut_armed = 0;
	m->st.cuts++;
}

void nand_model_power_on(struct nand_model *m)
{
	m->powered = 1;
}

static int m_submit(void *ctx, const struct nand_req *req)
{
	struct nand_model *m = ctx;
	if (!m->powered)
		return NAND_EPOWER;
	unsigned d = (unsigned)req->ch * m->geo.dies + req->die;
	if (req->ch >= m->geo.channels || req->die >= m->geo.dies) {
		/* No die to queue on: complete at once, as the channel does. */
		if (m->cq_len == m->cq_cap)
			return NAND_EBUSY;
		struct nand_cpl c = {.tag = req->tag, .op = req->op, .status = NAND_ADDRESS};
		m->cq[(m->cq_head + m->cq_len++) % m->cq_cap] = c;
		return 0;
	}
	if (m->qlen[d] == m->geo.queue_depth || m->cq_len + ndies(m) * m->geo.queue_depth >= m->cq_cap) {
		m->st.busy++;
		return NAND_EBUSY;
	}
	if (req->search) {
		req->search->cls = NAND_SEARCH_NONE;
		m->st.search_firsts += req->op == NAND_OP_READ && req->search->first;
	}
	qslot(m, d, m->qlen[d])->req = *req;
	m->qlen[d]++;
	m->st.submitted[req->op < 5 ? req->op : 0]++;
	int cat = (req->tag >> 12) & 0xF;
	m->cat_count[cat]++;
	if (m->cut_armed && (m->cut_inflight ? inflight(m) >= m->cut_inflight
					     : (m->cut_cat < 0 || m->cut_cat == cat) && --m->cut_left == 0)) {
		m->cut_tag = req->tag;
		nand_model_power_cut(m);
		if (m->cut_hook)
			m->cut_hook(m, m->cut_arg);
		return NAND_EPOWER;
	}
	if (rate_hit(m, m->eager))
		step(m);
	return 0;
}

static int m_poll(void *ctx, struct nand_cpl *cpl)
{
	struct nand_model *m = ctx;
	if (!m->powered)
		return NAND_EPOWER;
	/* Sometimes run more before delivering, so completions of several dies pile up. */
	if (!m->cq_len || (rnd(m) & 3) == 0)
		step(m);
	if (!m->cq_len)
		return 0;
	if (m->withheld_run < MAX_WITHHELD && rate_hit(m, m->delay)) {
		m->withheld_run++;
		m->st.withheld++;
		return 0;
	}
	m->withheld_run = 0;
	*cpl = m->cq[m->cq_head];
	m->cq_head = (m->cq_head + 1) % m->cq_cap;
	m->cq_len--;
	return 1;
}

static int m_is_bad(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	struct nand_model *m = ctx;
	return m->blk[blk_index(m, ch, die, plane, block)].bad;
}

static void m_mark_bad(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	struct nand_model *m = ctx;
	m->blk[blk_index(m, ch, die, plane, block)].bad = 1;
}

static int m_is_erased(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	struct nand_model *m = ctx;
	const struct blk *b = &m->blk[blk_index(m, ch, die, plane, block)];
	return !b->written && !b->garbled;
}

static int m_search_load(void *ctx, unsigned n, const uint8_t *const *keys, const uint8_t *lens)
{
	struct nand_model *m = ctx;
	m->q_n = n;
	for (unsigned k = 0; k < n && k < NAND_SEARCH_KEYS; k++) {
		m->q_len[k] = lens[k];
		memcpy(m->q_key[k], keys[k], lens[k] < NAND_SEARCH_KEY_BYTES ? lens[k] : NAND_SEARCH_KEY_BYTES);
	}
	return 0;
}

static const struct nand_ops model_ops = {
	.submit = m_submit,
	.poll = m_poll,
	.is_bad = m_is_bad,
	.mark_bad = m_mark_bad,
	.search_load = m_search_load,
};

/* The flash_top driver's view: the block state says which blocks are erased. */
static const struct nand_ops model_ops_erased = {
	.submit = m_submit,
	.poll = m_poll,
	.is_bad = m_is_bad,
	.mark_bad = m_mark_bad,
	.is_erased = m_is_erased,
	.search_load = m_search_load,
};

void nand_model_report_erased(struct nand_model *m, int on)
{
	m->dev.ops = on ? &model_ops_erased : &model_ops;
}

void nand_model_media_reset(struct nand_model *m)
{
	const struct nand_geometry *g = &m->geo;
	size_t blocks = (size_t)g->channels * g->dies * g->planes * g->blocks;
	for (size_t b = 0; b < blocks; b++)
		m->blk[b].written = m->blk[b].garbled = m->blk[b].bad = 0;
	memset(m->torn, 0, blocks * g->pages);
}

void nand_model_set_ecc_torn(struct nand_model *m, int on)
{
	m->ecc_torn = on;
}

void nand_model_flip(struct nand_model *m, unsigned ch, unsigned die, unsigned plane, unsigned block,
		     unsigned page, size_t byte, unsigned bit)
{
	const struct nand_geometry *g = &m->geo;
	struct nand_req r = {.ch = (uint8_t)ch, .die = (uint8_t)die, .plane = (uint8_t)plane,
			     .block = (uint16_t)block, .page = (uint16_t)page};
	size_t pi = page_index(m, &r);
	uint8_t *p = byte < g->page_bytes ? m->data + pi * g->page_bytes + byte
					  : m->spare + pi * g->spare_bytes + (byte - g->page_bytes);
	*p ^= (uint8_t)(1u << (bit & 7));
}

struct nand_model *nand_model_new(const struct nand_geometry *geo, uint64_t seed)
{
	if (geo->spare_checked && geo->spare_hw_bytes < 4)
		return NULL;
	struct nand_model *m = calloc(1, sizeof(*m));
	if (!m)
		return NULL;
	m->geo = *geo;
	if (!m->geo.queue_depth)
		m->geo.queue_depth = 8;
	size_t blocks = (size_t)geo->channels * geo->dies * geo->planes * geo->blocks;
	size_t pages = blocks * geo->pages;
	m->data = malloc(pages * geo->page_bytes);
	m->spare = malloc(pages * geo->spare_bytes);
	m->torn = calloc(pages, 1);
	m->blk = calloc(blocks, sizeof(*m->blk));
	m->q = calloc((size_t)ndies(m) * m->geo.queue_depth, sizeof(*m->q));
	m->qlen = calloc(ndies(m), sizeof(uint16_t));
	m->cq_cap = ndies(m) * m->geo.queue_depth * 2 + 8;
	m->cq = calloc(m->cq_cap, sizeof(*m->cq));
	if (!m->data || !m->spare || !m->torn || !m->blk || !m->q || !m->qlen || !m->cq) {
		nand_model_free(m);
		return NULL;
	}
	/* Fresh media is not erased in a known way: the FTL's format must erase what it uses. */
	memset(m->data, 0xA5, pages * geo->page_bytes);
	memset(m->spare, 0xA5, pages * geo->spare_bytes);
	for (size_t b = 0; b < blocks; b++)
		m->blk[b].written = geo->pages;
	m->rng = seed * 0x9E3779B97F4A7C15ULL + 1;
	m->powered = 1;
	m->policy = NAND_MODEL_READ_PRIO; /* SCHED.POLICY's reset value */
	m->dev.ops = &model_ops;
	m->dev.ctx = m;
	m->dev.geo = m->geo;
	return m;
}

void nand_model_free(struct nand_model *m)
{
	if (!m)
		return;
	free(m->data);
	free(m->spare);
	free(m->torn);
	free(m->blk);
	free(m->q);
	free(m->qlen);
	free(m->cq);
	free(m);
}

struct nand_dev *nand_model_dev(struct nand_model *m)
{
	return &m->dev;
}

void nand_model_set_bad(struct nand_model *m, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	m->blk[blk_index(m, ch, die, plane, block)].bad = 1;
}

void nand_model_add_fault(struct nand_model *m, enum nand_fault_kind kind, unsigned ch, unsigned die,
			  unsigned plane, unsigned block, int page, int count)
{
	/* a used-up fault's entry is free again: tests that inject one-shot faults by the hundred */
	int i = 0;
	while (i < m->nfaults && m->faults[i].count != 0)
		i++;
	if (i == MAX_FAULTS)
		return;
	if (i == m->nfaults)
		m->nfaults++;
	m->faults[i] = (struct fault){.kind = (uint8_t)kind, .ch = (uint8_t)ch, .die = (uint8_t)die,
						 .plane = (uint8_t)plane, .block = (uint16_t)block, .page = page,
						 .count = count};
}

void nand_model_set_rates(struct nand_model *m, uint32_t unc, uint32_t prog_fail, uint32_t erase_fail)
{
	m->rate_unc = unc;
	m->rate_pfail = prog_fail;
	m->rate_efail = erase_fail;
}

void nand_model_set_eager(struct nand_model *m, uint32_t rate)
{
	m->eager = rate;
}

void nand_model_set_policy(struct nand_model *m, enum nand_model_policy policy)
{
	m->policy = policy;
}

void nand_model_set_delay(struct nand_model *m, uint32_t rate)
{
	m->delay = rate;
}

void nand_model_arm_cut(struct nand_model *m, int cat, uint64_t n, nand_cut_hook hook, void *arg)
{
	m->cut_armed = n > 0;
	m->cut_inflight = 0;
	m->cut_cat = cat;
	m->cut_left = n;
	m->cut_hook = hook;
	m->cut_arg = arg;
}

uint64_t nand_model_inflight(const struct nand_model *m)
{
	return inflight(m);
}

void nand_model_arm_cut_inflight(struct nand_model *m, uint64_t n, nand_cut_hook hook, void *arg)
{
	m->cut_armed = n > 0;
	m->cut_inflight = n;
	m->cut_hook = hook;
	m->cut_arg = arg;
}

void nand_model_disarm_cut(struct nand_model *m)
{
	m->cut_armed = 0;
}

uint16_t nand_model_cut_tag(const struct nand_model *m)
{
	return m->cut_tag;
}

uint64_t nand_model_cat_count(const struct nand_model *m, int cat)
{
	return m->cat_count[cat & (NCAT - 1)];
}

const struct nand_model_stats *nand_model_stats(const struct nand_model *m)
{
	return &m->st;
}

unsigned nand_model_written(const struct nand_model *m, unsigned ch, unsigned die, unsigned plane,
			    unsigned block)
{
	return m->blk[blk_index(m, ch, die, plane, block)].written;
}
