/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Page-mapped FTL. The persistence protocol and why it survives a power cut anywhere are in
 * README.md; the comments here point at the ordering rules (R1..R6) it relies on.
 */
#include "ftl.h"
#include "fw_attr.h"

#include <string.h>

#include "crc32.h"
#include "fw_prof.h"

#define FTL_NONE 0xFFFFFFFFu
#define P2L_INVALID 0xFFFFFFFFu
#define P2L_TRIM 0xFFFFFFFEu

#define OOB_MAGIC 0x4654u /* "FT" */
#define OOB_DATA 1
#define OOB_TRIM 2
#define OOB_CKPT 3
#define OOB_POISON 1u /* copied by GC from an uncorrectable page: reads keep failing */

#define CKPT_MAGIC 0x43505446u /* "FTPC" */
#define HOST_RESERVE 1u        /* free blocks per plane only GC may take */

/* Tag categories (tag bits 15:12): the tests cut power by category. */
enum { CAT_HOST = 1, CAT_GC = 2, CAT_CKPT = 3, CAT_TRIM = 4, CAT_MOUNT = 5, CAT_FORMAT = 6, CAT_READ = 7 };

/* Spare-area layout. 40 bytes: the back end's spare area must hold it. */
struct oob {
	uint16_t magic;
	uint8_t type;
	uint8_t flags;
	uint32_t lpn;  /* DATA: logical page; TRIM: entries; CKPT: chunk index */
	uint64_t seq;  /* program sequence number: unique, increasing in program order */
	uint64_t vseq; /* DATA: the version (seq of the host write, kept by GC); CKPT: checkpoint id */
	uint32_t aux;  /* CKPT: chunks in the checkpoint */
	uint32_t ec;   /* erase count of the block when programmed */
	uint32_t crc;  /* over the page data and the bytes above */
	uint32_t pad;
};
_Static_assert(sizeof(struct oob) == 40, "spare layout");

struct trim_ent {
	uint32_t lpn;
	uint32_t pad;
	uint64_t tseq;
};

struct ckpt_hdr {
	uint32_t magic;
	uint32_t nlpn;
	uint32_t nblocks;
	uint32_t pages;
	uint64_t id;
	uint64_t pad[5];
};
_Static_assert(sizeof(struct ckpt_hdr) == 64, "checkpoint header");

struct ckpt_blk {
	uint32_t erase_count;
	uint16_t wp;
	uint16_t state;
};

struct ftl_op {
	uint8_t busy;
	uint8_t done;
	uint8_t status;
	uint8_t erased;
	uint32_t ppa;
	uint32_t lpn;
	uint32_t aux;
	const void *data;
};

/* What mount learns from a block's first page. */
struct mount_blk {
	uint64_t seq;
	uint64_t id;     /* CKPT: checkpoint id */
	uint32_t chunk;  /* CKPT: first chunk in the block */
	uint32_t nchunks;
	uint32_t ec;
	uint8_t kind;
};
enum { MB_ERASED = 0, MB_DATA, MB_CKPT, MB_GARBAGE };

/* ------------------------------------------------------------------ memory layout */

static size_t align8(size_t n)
{
	return (n + 7) & ~(size_t)7;
}

/*
 * Two memories: `mem` (maps, tables, slots: read and written all the time, so the caller puts it
 * in fast private RAM) and `dma` (the page buffers and spare areas the back end reads and writes,
 * which on the cores must be in the DMA-visible, uncached DDR0 window).
 */
struct layout {
	size_t map, p2l, blk, unit, seqs, mblk, ops, tlpn, tseq, total;
	size_t bufs, spares, dma_total;
	uint32_t nunits, nblocks, npages, nlpn, trim_cap;
};

static int plan(const struct nand_geometry *g, const struct ftl_config *c, struct layout *l)
{
	if (!g->channels || !g->dies || !g->planes || g->blocks < 4 || g->pages < 2 || g->page_bytes < 256 ||
	    g->spare_bytes < sizeof(struct oob) || c->gc_buffers < 2 || c->max_inflight < 2 ||
	    c->max_inflight > 4096 || c->op_percent >= 100 || c->gc_high <= c->gc_low || c->gc_low < 2)
		return -1;
	memset(l, 0, sizeof(*l));
	l->nunits = (uint32_t)g->channels * g->dies * g->planes;
	l->nblocks = l->nunits * g->blocks;
	l->npages = l->nblocks * g->pages;
	l->nlpn = ftl_capacity_of(g, c);
	l->trim_cap = g->page_bytes / sizeof(struct trim_ent);
	size_t o = 0;
	l->map = o, o = align8(o + (size_t)l->nlpn * 4);
	l->p2l = o, o = align8(o + (size_t)l->npages * 4);
	l->blk = o, o = align8(o + (size_t)l->nblocks * sizeof(struct ftl_block));
	l->unit = o, o = align8(o + (size_t)l->nunits * sizeof(struct ftl_unit));
	l->seqs = o, o = align8(o + (size_t)l->nlpn * 16);
	l->mblk = o, o = align8(o + (size_t)l->nblocks * sizeof(struct mount_blk));
	l->ops = o, o = align8(o + (size_t)c->max_inflight * sizeof(struct ftl_op));
	l->tlpn = o, o = align8(o + (size_t)l->trim_cap * 4);
	l->tseq = o, o = align8(o + (size_t)l->trim_cap * 8);
	l->total = o;
	/* Buffers first: dma is 64-byte aligned, and so is every page when page_bytes is. */
	o = 0;
	l->bufs = o, o = align8(o + (size_t)(c->gc_buffers + 1) * g->page_bytes);
	l->spares = o, o = align8(o + (size_t)c->max_inflight * g->spare_bytes);
	l->dma_total = o;
	return 0;
}

size_t ftl_mem_size(const struct nand_geometry *geo, const struct ftl_config *cfg)
{
	struct layout l;
	return plan(geo, cfg, &l) ? 0 : l.total;
}

size_t ftl_dma_size(const struct nand_geometry *geo, const struct ftl_config *cfg)
{
	struct layout l;
	return plan(geo, cfg, &l) ? 0 : l.dma_total;
}

static int8_t pow2_shift(uint32_t n)
{
	if (!n || (n & (n - 1)))
		return -1;
	int8_t k = 0;
	while (n >>= 1)
		k++;
	return k;
}

int ftl_init(struct ftl *f, struct nand_dev *nand, const struct ftl_config *cfg, void *mem, size_t mem_size,
	     void *dma, size_t dma_size)
{
	struct layout l;
	if (plan(&nand->geo, cfg, &l) || mem_size < l.total || ((uintptr_t)mem & 7) || dma_size < l.dma_total ||
	    ((uintptr_t)dma & 63))
		return FTL_ERR_CONFIG;
	memset(f, 0, sizeof(*f));
	f->cfg = *cfg;
	f->nand = nand;
	f->geo = nand->geo;
	f->nunits = l.nunits;
	f->nblocks = l.nblocks;
	f->npages = l.npages;
	f->nlpn = l.nlpn;
	uint8_t *m = mem;
	f->map = (uint32_t *)(void *)(m + l.map);
	f->p2l = (uint32_t *)(void *)(m + l.p2l);
	f->blk = (struct ftl_block *)(void *)(m + l.blk);
	f->unit = (struct ftl_unit *)(void *)(m + l.unit);
	f->scratch_seq = (uint64_t *)(void *)(m + l.seqs);
	f->ops = (struct ftl_op *)(void *)(m + l.ops);
	f->bufs = (uint8_t *)dma + l.bufs;
	f->spares = (uint8_t *)dma + l.spares;
	f->trim_lpn = (uint32_t *)(void *)(m + l.tlpn);
	f->trim_seq = (uint64_t *)(void *)(m + l.tseq);
	f->trim_cap = l.trim_cap;
	f->mblk_off = l.mblk;
	f->mem = m;
	f->sh_pages = pow2_shift(f->geo.pages);
	f->sh_blocks = pow2_shift(f->geo.blocks);
	f->sh_channels = pow2_shift(f->geo.channels);
	f->sh_dies = pow2_shift(f->geo.dies);
	return FTL_OK;
}

/* ------------------------------------------------------------------ addressing */

FW_HOT static uint32_t ppb(const struct ftl *f)
{
	return f->geo.pages;
}

/* x / d and x % d, d's log2 in sh (-1: not a power of two, divide). */
static inline uint32_t div_sh(uint32_t x, uint32_t d, int8_t sh)
{
	return sh >= 0 ? x >> sh : x / d;
}

static inline uint32_t mod_sh(uint32_t x, uint32_t d, int8_t sh)
{
	return sh >= 0 ? x & (d - 1) : x % d;
}

FW_HOT static uint32_t blk_of(const struct ftl *f, uint32_t ppa)
{
	return div_sh(ppa, ppb(f), f->sh_pages);
}

FW_HOT static uint32_t unit_of(const struct ftl *f, uint32_t b)
{
	return div_sh(b, f->geo.blocks, f->sh_blocks);
}

/* Units are numbered channel first, then die, then plane: consecutive units on different channels. */
FW_HOT static void fill_addr(const struct ftl *f, uint32_t b, uint32_t page, struct nand_req *r)
{
	uint32_t u = unit_of(f, b), uc = div_sh(u, f->geo.channels, f->sh_channels);
	r->ch = (uint8_t)mod_sh(u, f->geo.channels, f->sh_channels);
	r->die = (uint8_t)mod_sh(uc, f->geo.dies, f->sh_dies);
	r->plane = (uint8_t)div_sh(uc, f->geo.dies, f->sh_dies);
	r->block = (uint16_t)mod_sh(b, f->geo.blocks, f->sh_blocks);
	r->page = (uint16_t)page;
}

static uint8_t *buf(struct ftl *f, uint32_t i)
{
	return f->bufs + (size_t)i * f->geo.page_bytes;
}

/* The last buffer is the trim-record page: GC fills trims while its buffers hold data. */
static uint8_t *trim_buf(struct ftl *f)
{
	return buf(f, f->cfg.gc_buffers);
}

FW_HOT static struct oob *spare(struct ftl *f, uint32_t slot)
{
	return (struct oob *)(void *)(f->spares + (size_t)slot * f->geo.spare_bytes);
}

static struct mount_blk *mblk(struct ftl *f)
{
	return (struct mount_blk *)(void *)(f->mem + f->mblk_off);
}

/*
 * With data_crc off only the spare fields are covered: on the cores the page data sits in the
 * uncached DDR0 window and reading all of it per page would cost more than the NAND operation.
 * The back end's ECC status then stands for the data (see readable() for what that gives up).
 */
FW_HOT static uint32_t oob_crc(const struct ftl *f, const void *data, const struct oob *o)
{
	uint32_t c = f->cfg.data_crc ? crc32_update(0, data, f->geo.page_bytes) : 0;
	return crc32_update(c, o, offsetof(struct oob, crc));
}

FW_HOT static int oob_ok(const struct ftl *f, const void *data, const struct oob *o)
{
	return o->magic == OOB_MAGIC && o->crc == oob_crc(f, data, o);
}

/* ------------------------------------------------------------------ operations in flight */

FW_HOT static int poll_one(struct ftl *f)
{
	struct nand_cpl c;
	int rc = f->nand->ops->poll(f->nand->ctx, &c);
	if (rc <= 0)
		return rc;
	uint32_t slot = c.tag & 0xFFFu;
	if (slot >= f->cfg.max_inflight || !f->ops[slot].busy || f->ops[slot].done) {
		f->st.unexpected++;
		return 1;
	}
	f->ops[slot].done = 1;
	f->ops[slot].status = c.status;
	f->ops[slot].erased = c.erased;
	f->inflight--;
	return 1;
}

/* A free slot, waiting for completions if all are taken (their owners handle them later). */
FW_HOT static int slot_get(struct ftl *f, uint32_t *slot)
{
	for (;;) {
		/* Round robin from next_tag without a division per step, and a struct store rather than
		 * a memset call (picolibc's goes byte by byte): this runs for every NAND operation. */
		uint32_t s = f->next_tag < f->cfg.max_inflight ? f->next_tag : f->next_tag % f->cfg.max_inflight;
		for (uint32_t i = 0; i < f->cfg.max_inflight; i++) {
			if (!f->ops[s].busy) {
				f->next_tag = s + 1;
				f->ops[s] = (struct ftl_op){.busy = 1};
				*slot = s;
				return 0;
			}
			if (++s == f->cfg.max_inflight)
				s = 0;
		}
		if (poll_one(f) < 0)
			return FTL_ERR_IO;
	}
}

FW_HOT static void slot_put(struct ftl *f, uint32_t slot)
{
	f->ops[slot].busy = 0;
}

FW_HOT static int submit(struct ftl *f, uint32_t slot, int cat, uint8_t op, uint32_t b, uint32_t page, void *data,
		  int with_spare)
{
	struct nand_req r = {.op = op, .data = data, .tag = (uint16_t)((uint32_t)cat << 12 | slot)};
	fill_addr(f, b, page, &r);
	r.spare = with_spare ? spare(f, slot) : NULL;
	for (;;) {
		int rc = f->nand->ops->submit(f->nand->ctx, &r);
		if (rc == 0)
			break;
		if (rc != NAND_EBUSY || poll_one(f) < 0)
			return FTL_ERR_IO;
	}
	f->inflight++;
	if (op == NAND_OP_PROGRAM)
		f->st.nand_programs++;
	else if (op == NAND_OP_READ)
		f->st.nand_reads++;
	else if (op == NAND_OP_ERASE)
		f->st.nand_erases++;
	return 0;
}

FW_HOT static int wait_slot(struct ftl *f, uint32_t slot)
{
	while (!f->ops[slot].done)
		if (poll_one(f) < 0)
			return FTL_ERR_IO;
	return 0;
}

/* ------------------------------------------------------------------ map and blocks */

static void invalidate(struct ftl *f, uint32_t ppa)
{
	if (ppa == FTL_NONE)
		return;
	f->p2l[ppa] = P2L_INVALID;
	f->blk[blk_of(f, ppa)].valid--;
}

static void map_set(struct ftl *f, uint32_t lpn, uint32_t ppa)
{
	invalidate(f, f->map[lpn]);
	f->map[lpn] = ppa;
	if (ppa != FTL_NONE) {
		f->p2l[ppa] = lpn;
		f->blk[blk_of(f, ppa)].valid++;
	}
}

/* Dynamic wear levelling: the least-erased free block of the plane. */
static uint32_t alloc_block(struct ftl *f, uint32_t u, uint32_t reserve)
{
	if (f->unit[u].nfree <= reserve)
		return FTL_NONE;
	uint32_t best = FTL_NONE;
	for (uint32_t i = 0; i < f->geo.blocks; i++) {
		uint32_t b = u * f->geo.blocks + i;
		if (f->blk[b].state == FTL_BLK_FREE && (best == FTL_NONE || f->blk[b].erase_count < f->blk[best].erase_count))
			best = b;
	}
	if (best != FTL_NONE) {
		f->unit[u].nfree--;
		f->blk[best].wp = 0;
		f->blk[best].valid = 0;
	}
	return best;
}

static void close_open(struct ftl *f, uint32_t u)
{
	uint32_t b = f->unit[u].open_blk;
	if (b != FTL_NONE && f->blk[b].state == FTL_BLK_OPEN)
		f->blk[b].state = FTL_BLK_CLOSED;
	f->unit[u].open_blk = FTL_NONE;
}

/* The next page of the plane's write point; FTL_NONE if it would dip into `reserve`. */
static uint32_t claim(struct ftl *f, uint32_t u, uint32_t reserve)
{
	uint32_t b = f->unit[u].open_blk;
	if (b == FTL_NONE || f->blk[b].wp >= ppb(f) || f->blk[b].state != FTL_BLK_OPEN) {
		close_open(f, u);
		b = alloc_block(f, u, reserve);
		if (b == FTL_NONE)
			return FTL_NONE;
		f->blk[b].state = FTL_BLK_OPEN;
		f->unit[u].open_blk = b;
	}
	return b * ppb(f) + f->blk[b].wp++;
}

static int unit_needs_gc(const struct ftl *f, uint32_t u)
{
	uint32_t b = f->unit[u].open_blk;
	int full = b == FTL_NONE || f->blk[b].wp >= ppb(f) || f->blk[b].state != FTL_BLK_OPEN;
	return full && f->unit[u].nfree <= f->cfg.gc_low;
}

static void retire(struct ftl *f, uint32_t b)
{
	uint32_t u = unit_of(f, b);
	if (f->unit[u].open_blk == b)
		f->unit[u].open_blk = FTL_NONE;
	if (f->blk[b].state != FTL_BLK_RETIRED) {
		f->blk[b].state = FTL_BLK_RETIRED;
		f->st.grown_bad++;
	}
}

static void fill_oob(struct ftl *f, uint32_t slot, uint8_t type, uint8_t flags, uint32_t lpn, uint64_t vseq,
		     uint32_t aux, uint32_t ppa, const void *data)
{
	struct oob *o = spare(f, slot);
	memset(f->spares + (size_t)slot * f->geo.spare_bytes, 0xFF, f->geo.spare_bytes);
	o->magic = OOB_MAGIC;
	o->type = type;
	o->flags = flags;
	o->lpn = lpn;
	o->seq = f->seq++;
	o->vseq = vseq;
	o->aux = aux;
	o->ec = f->blk[blk_of(f, ppa)].erase_count;
	o->pad = 0;
	o->crc = oob_crc(f, data, o);
}

/*
 * Program a page into unit u (or any unit from rr when u is FTL_NONE) and wait. Used for the
 * rare single programs (trim records, program-failure retries); returns the ppa or FTL_NONE.
 */
static int program_sync(struct ftl *f, int cat, uint32_t u, uint8_t type, uint8_t flags, uint32_t lpn,
			uint64_t vseq, const void *data, uint32_t *out)
{
	for (uint32_t tries = 0; tries < f->nunits * 4 + 8; tries++) {
		uint32_t ppa = u != FTL_NONE ? claim(f, u, 0) : FTL_NONE;
		/* Anywhere else, leaving each plane its GC reserve if possible. */
		for (uint32_t reserve = HOST_RESERVE + 1; reserve-- > 0 && ppa == FTL_NONE;)
			for (uint32_t k = 0; k < f->nunits && ppa == FTL_NONE; k++)
				ppa = claim(f, (f->rr + k) % f->nunits, reserve);
		if (ppa == FTL_NONE)
			return FTL_ERR_NOSPC;
		uint32_t slot;
		if (slot_get(f, &slot))
			return FTL_ERR_IO;
		fill_oob(f, slot, type, flags, lpn, vseq, 0, ppa, data);
		if (submit(f, slot, cat, NAND_OP_PROGRAM, blk_of(f, ppa), ppa % ppb(f), (void *)(uintptr_t)data, 1) ||
		    wait_slot(f, slot))
			return FTL_ERR_IO;
		uint8_t st = f->ops[slot].status;
		slot_put(f, slot);
		if (st == NAND_OK) {
			*out = ppa;
			return FTL_OK;
		}
		if (st != NAND_PROG_FAIL) {
			f->st.unexpected++;
			return FTL_ERR_IO;
		}
		f->st.program_failures++;
		f->st.media_errors++;
		retire(f, blk_of(f, ppa));
	}
	return FTL_ERR_IO;
}

/* ------------------------------------------------------------------ trims */

/*
 * Trims reach flash as records in the write stream: on flush, when the buffer is full, and
 * before any erase (R3).
 */
static int write_trims(struct ftl *f)
{
	if (!f->ntrim)
		return FTL_OK;
	uint8_t *p = trim_buf(f);
	memset(p, 0, f->geo.page_bytes);
	struct trim_ent *e = (struct trim_ent *)(void *)p;
	for (uint32_t i = 0; i < f->ntrim; i++) {
		e[i].lpn = f->trim_lpn[i];
		e[i].pad = 0;
		e[i].tseq = f->trim_seq[i];
	}
	uint32_t ppa;
	int rc = program_sync(f, CAT_TRIM, FTL_NONE, OOB_TRIM, 0, f->ntrim, 0, p, &ppa);
	if (rc)
		return rc;
	f->p2l[ppa] = P2L_TRIM;
	f->blk[blk_of(f, ppa)].valid++;
	f->st.trim_records++;
	f->ntrim = 0;
	return FTL_OK;
}

static int trim_add(struct ftl *f, uint32_t lpn, uint64_t tseq)
{
	if (f->ntrim == f->trim_cap) {
		int rc = write_trims(f);
		if (rc)
			return rc;
	}
	f->trim_lpn[f->ntrim] = lpn;
	f->trim_seq[f->ntrim] = tseq;
	f->ntrim++;
	return FTL_OK;
}

/* ------------------------------------------------------------------ garbage collection */

static uint32_t pick_victim(struct ftl *f, uint32_t u, int *wl)
{
	uint32_t best = FTL_NONE, coldest = FTL_NONE;
	uint32_t max_ec = 0;
	*wl = 0;
	for (uint32_t i = 0; i < f->geo.blocks; i++) {
		uint32_t b = u * f->geo.blocks + i;
		struct ftl_block *k = &f->blk[b];
		if (k->state != FTL_BLK_BAD && k->erase_count > max_ec)
			max_ec = k->erase_count;
		if (k->state == FTL_BLK_RETIRED || k->state == FTL_BLK_CKPT_OLD)
			return b; /* nothing to gain by waiting: evacuate or reclaim first */
		if (k->state != FTL_BLK_CLOSED)
			continue;
		if (best == FTL_NONE || k->valid < f->blk[best].valid)
			best = b;
		if (coldest == FTL_NONE || k->erase_count < f->blk[coldest].erase_count)
			coldest = b;
	}
	/*
	 * Static wear levelling, every 8th collection of the plane at most: when the coldest closed
	 * block lags the most-erased block by more than the threshold, its (cold) data moves and the
	 * block rejoins the free pool, where dynamic levelling hands it out first.
	 */
	if (coldest != FTL_NONE && f->cfg.wl_threshold && max_ec - f->blk[coldest].erase_count > f->cfg.wl_threshold &&
	    (f->st.gc_runs & 7) == 7) {
		*wl = 1;
		return coldest;
	}
	if (best != FTL_NONE && f->blk[best].valid >= ppb(f))
		return FTL_NONE; /* every page valid: collecting gains nothing */
	return best;
}

/* Move the valid pages (and live trim records) of block v elsewhere in the same plane. */
static int relocate(struct ftl *f, uint32_t v)
{
	uint32_t u = unit_of(f, v), n = f->cfg.gc_buffers;
	uint32_t rslot[64], pslot[64], src[64];
	if (n > 64)
		n = 64;
	uint32_t page = 0;
	while (page < f->blk[v].wp) {
		/* Read up to n live pages together. */
		uint32_t k = 0;
		for (; page < f->blk[v].wp && k < n; page++) {
			uint32_t ppa = v * ppb(f) + page;
			if (f->p2l[ppa] == P2L_INVALID)
				continue;
			if (slot_get(f, &rslot[k]) || submit(f, rslot[k], CAT_GC, NAND_OP_READ, v, page, buf(f, k), 1))
				return FTL_ERR_IO;
			src[k++] = ppa;
		}
		for (uint32_t i = 0; i < k; i++)
			if (wait_slot(f, rslot[i]))
				return FTL_ERR_IO;
		/* Program the copies together; they complete before the victim is erased (R4). */
		uint32_t np = 0;
		for (uint32_t i = 0; i < k; i++) {
			struct ftl_op *op = &f->ops[rslot[i]];
			struct oob o = *spare(f, rslot[i]);
			uint8_t st = op->status, erased = op->erased;
			slot_put(f, rslot[i]);
			uint32_t lpn = f->p2l[src[i]];
			int good = st == NAND_OK && !erased && oob_ok(f, buf(f, i), &o);
			if (lpn == P2L_TRIM) {
				/* R5: entries newer than the checkpoint must survive the erase. */
				if (good && o.type == OOB_TRIM) {
					const struct trim_ent *e = (const struct trim_ent *)(const void *)buf(f, i);
					for (uint32_t j = 0; j < o.lpn && j < f->trim_cap; j++)
						if (e[j].tseq > f->ckpt_seq && trim_add(f, e[j].lpn, e[j].tseq))
							return FTL_ERR_IO;
				} else {
					f->st.uncorrectable++;
					f->st.media_errors++;
				}
				invalidate(f, src[i]);
				continue;
			}
			uint8_t flags = 0;
			uint64_t vseq;
			if (good && o.type == OOB_DATA && o.lpn == lpn) {
				vseq = o.vseq;
				flags = o.flags;
			} else {
				/*
				 * Unreadable: move what was read, marked poisoned, so the host keeps getting
				 * an error (not silently other data) until it rewrites the page. Its version
				 * is unknown, so it takes a new one: it is the current one anyway.
				 */
				vseq = f->seq;
				flags = OOB_POISON;
				f->st.uncorrectable++;
				f->st.media_errors++;
			}
			uint32_t ppa = claim(f, u, 0);
			for (uint32_t j = 1; j < f->nunits && ppa == FTL_NONE; j++)
				ppa = claim(f, (u + j) % f->nunits, HOST_RESERVE); /* after program failures */
			if (ppa == FTL_NONE)
				return FTL_ERR_NOSPC;
			uint32_t s;
			if (slot_get(f, &s))
				return FTL_ERR_IO;
			f->ops[s].lpn = lpn;
			f->ops[s].ppa = ppa;
			f->ops[s].data = buf(f, i);
			f->ops[s].aux = src[i];
			fill_oob(f, s, OOB_DATA, flags, lpn, vseq, 0, ppa, buf(f, i));
			if (submit(f, s, CAT_GC, NAND_OP_PROGRAM, blk_of(f, ppa), ppa % ppb(f), buf(f, i), 1))
				return FTL_ERR_IO;
			pslot[np++] = s;
		}
		for (uint32_t i = 0; i < np; i++) {
			if (wait_slot(f, pslot[i]))
				return FTL_ERR_IO;
			struct ftl_op op = f->ops[pslot[i]];
			struct oob o = *spare(f, pslot[i]);
			slot_put(f, pslot[i]);
			uint32_t dst = op.ppa;
			if (op.status == NAND_PROG_FAIL) {
				f->st.program_failures++;
				f->st.media_errors++;
				retire(f, blk_of(f, dst));
				int rc = program_sync(f, CAT_GC, u, OOB_DATA, o.flags, op.lpn, o.vseq, op.data, &dst);
				if (rc)
					return rc;
			} else if (op.status != NAND_OK) {
				f->st.unexpected++;
				return FTL_ERR_IO;
			}
			map_set(f, op.lpn, dst);
			f->st.gc_copies++;
		}
	}
	return FTL_OK;
}

static int erase_block(struct ftl *f, uint32_t b, int cat)
{
	uint32_t slot;
	if (slot_get(f, &slot) || submit(f, slot, cat, NAND_OP_ERASE, b, 0, NULL, 0) || wait_slot(f, slot))
		return FTL_ERR_IO;
	uint8_t st = f->ops[slot].status;
	slot_put(f, slot);
	struct nand_req r;
	fill_addr(f, b, 0, &r);
	if (st == NAND_OK) {
		f->blk[b].erase_count++;
		f->blk[b].state = FTL_BLK_FREE;
		f->blk[b].wp = 0;
		f->blk[b].valid = 0;
		f->unit[unit_of(f, b)].nfree++;
		return FTL_OK;
	}
	if (st == NAND_ERASE_FAIL) {
		f->st.erase_failures++;
		f->st.media_errors++;
	} else {
		f->st.unexpected++;
	}
	f->nand->ops->mark_bad(f->nand->ctx, r.ch, r.die, r.plane, r.block);
	if (f->blk[b].state != FTL_BLK_RETIRED)
		f->st.grown_bad++;
	f->blk[b].state = FTL_BLK_BAD;
	return FTL_OK;
}

static int gc_unit(struct ftl *f, uint32_t u)
{
	int rc = FTL_OK;
	f->in_gc = 1;
	while (f->unit[u].nfree < f->cfg.gc_high) {
		int wl;
		uint32_t v = pick_victim(f, u, &wl);
		if (v == FTL_NONE)
			break;
		/*
		 * Only collect what the plane has room to move (a program failure on the way moves
		 * that page to another plane); otherwise the plane stays full and host writes go
		 * elsewhere until overwrites there make a better victim.
		 */
		uint32_t ob = f->unit[u].open_blk, room = f->unit[u].nfree * ppb(f);
		if (ob != FTL_NONE && f->blk[ob].state == FTL_BLK_OPEN)
			room += ppb(f) - f->blk[ob].wp;
		if (room < f->blk[v].valid)
			break;
		f->st.gc_runs++;
		f->st.wl_moves += (uint64_t)wl;
		uint8_t was = f->blk[v].state;
		if (was == FTL_BLK_CLOSED)
			f->blk[v].state = FTL_BLK_GC;
		rc = relocate(f, v);
		if (rc)
			break;
		/* R3: what invalidated pages of v without writing a newer copy must be on flash first. */
		rc = write_trims(f);
		if (rc)
			break;
		if (was == FTL_BLK_RETIRED) {
			struct nand_req r;
			fill_addr(f, v, 0, &r);
			f->nand->ops->mark_bad(f->nand->ctx, r.ch, r.die, r.plane, r.block);
			f->blk[v].state = FTL_BLK_BAD;
			continue;
		}
		rc = erase_block(f, v, CAT_GC);
		if (rc)
			break;
	}
	f->in_gc = 0;
	return rc;
}

/* ------------------------------------------------------------------ checkpoint */

static size_t ckpt_bytes(const struct ftl *f)
{
	return sizeof(struct ckpt_hdr) + (size_t)f->nlpn * 4 + (size_t)f->nblocks * sizeof(struct ckpt_blk);
}

/* Bytes [off, off + len) of the checkpoint image: header, map, block table. */
static void ckpt_image(struct ftl *f, uint64_t id, size_t off, uint8_t *dst, size_t len)
{
	size_t hdr = sizeof(struct ckpt_hdr), map_end = hdr + (size_t)f->nlpn * 4, total = ckpt_bytes(f);
	memset(dst, 0, len);
	for (size_t i = 0; i < len && off + i < total; i++) {
		size_t o = off + i;
		uint8_t v;
		if (o < hdr) {
			struct ckpt_hdr h = {.magic = CKPT_MAGIC, .nlpn = f->nlpn, .nblocks = f->nblocks,
					     .pages = f->geo.pages, .id = id};
			v = ((const uint8_t *)&h)[o];
		} else if (o < map_end) {
			v = ((const uint8_t *)f->map)[o - hdr];
		} else {
			size_t bo = o - map_end, b = bo / sizeof(struct ckpt_blk);
			struct ckpt_blk cb = {.erase_count = f->blk[b].erase_count, .wp = f->blk[b].wp,
					      .state = f->blk[b].state};
			v = ((const uint8_t *)&cb)[bo % sizeof(struct ckpt_blk)];
		}
		dst[i] = v;
	}
}

static int do_checkpoint(struct ftl *f, int cat)
{
	uint32_t pb = f->geo.page_bytes;
	uint32_t nchunks = (uint32_t)((ckpt_bytes(f) + pb - 1) / pb);
	uint32_t nblk = (nchunks + ppb(f) - 1) / ppb(f);
	uint32_t blocks[16];
	if (nblk > 16)
		return FTL_ERR_CONFIG;
	/* Blocks for the new checkpoint, from the planes with the most free blocks. */
	for (uint32_t i = 0; i < nblk; i++) {
		uint32_t best = FTL_NONE;
		for (uint32_t u = 0; u < f->nunits; u++)
			if (f->unit[u].nfree > HOST_RESERVE && (best == FTL_NONE || f->unit[u].nfree > f->unit[best].nfree))
				best = u;
		int rc = FTL_OK;
		if (best == FTL_NONE || f->unit[best].nfree <= f->cfg.gc_low) {
			rc = gc_unit(f, best == FTL_NONE ? f->rr : best);
			if (!rc && best == FTL_NONE) {
				for (uint32_t u = 0; u < f->nunits; u++)
					if (f->unit[u].nfree > HOST_RESERVE && (best == FTL_NONE || f->unit[u].nfree > f->unit[best].nfree))
						best = u;
			}
		}
		blocks[i] = rc || best == FTL_NONE ? FTL_NONE : alloc_block(f, best, HOST_RESERVE);
		if (blocks[i] == FTL_NONE) {
			/* Nothing was written to the blocks taken so far: they are still erased. */
			for (uint32_t j = 0; j < i; j++) {
				f->blk[blocks[j]].state = FTL_BLK_FREE;
				f->unit[unit_of(f, blocks[j])].nfree++;
			}
			return rc ? rc : FTL_ERR_NOSPC;
		}
		f->blk[blocks[i]].state = FTL_BLK_CKPT_NEW;
	}
	/* The image is taken from RAM as it stands now: everything below is quiescent (R2). */
	uint64_t id = f->seq++;
	uint32_t n = f->cfg.gc_buffers, slots[64];
	if (n > 64)
		n = 64;
	int failed = 0;
	for (uint32_t c = 0; c < nchunks; c += n) {
		uint32_t k = 0;
		for (; k < n && c + k < nchunks; k++) {
			uint32_t chunk = c + k, b = blocks[chunk / ppb(f)], page = chunk % ppb(f);
			ckpt_image(f, id, (size_t)chunk * pb, buf(f, k), pb);
			if (slot_get(f, &slots[k]))
				return FTL_ERR_IO;
			f->blk[b].wp = (uint16_t)(page + 1);
			fill_oob(f, slots[k], OOB_CKPT, 0, chunk, id, nchunks, b * ppb(f) + page, buf(f, k));
			if (submit(f, slots[k], cat, NAND_OP_PROGRAM, b, page, buf(f, k), 1))
				return FTL_ERR_IO;
		}
		for (uint32_t i = 0; i < k; i++) {
			if (wait_slot(f, slots[i]))
				return FTL_ERR_IO;
			uint8_t st = f->ops[slots[i]].status;
			slot_put(f, slots[i]);
			if (st == NAND_PROG_FAIL) {
				f->st.program_failures++;
				f->st.media_errors++;
				retire(f, blocks[(c + i) / ppb(f)]);
				failed = 1;
			} else if (st != NAND_OK) {
				f->st.unexpected++;
				failed = 1;
			}
		}
	}
	if (failed) {
		/* The older checkpoint still stands; these blocks are erasable. */
		for (uint32_t i = 0; i < nblk; i++)
			if (f->blk[blocks[i]].state == FTL_BLK_CKPT_NEW)
				f->blk[blocks[i]].state = FTL_BLK_CKPT_OLD;
		return 1;
	}
	/* R6: only now is the older checkpoint dispensable. */
	for (uint32_t b = 0; b < f->nblocks; b++)
		if (f->blk[b].state == FTL_BLK_CKPT)
			f->blk[b].state = FTL_BLK_CKPT_OLD;
	for (uint32_t i = 0; i < nblk; i++)
		f->blk[blocks[i]].state = FTL_BLK_CKPT;
	f->ckpt_seq = id;
	/* Trims and trim records older than the checkpoint are in its map now. */
	f->ntrim = 0;
	for (uint32_t p = 0; p < f->npages; p++)
		if (f->p2l[p] == P2L_TRIM)
			invalidate(f, p);
	f->since_ckpt = 0;
	f->st.checkpoints++;
	return FTL_OK;
}

int ftl_checkpoint(struct ftl *f)
{
	f->in_ckpt = 1;
	int rc = do_checkpoint(f, CAT_CKPT);
	for (int tries = 0; rc == 1 && tries < 3; tries++)
		rc = do_checkpoint(f, CAT_CKPT); /* a program failed: again, on other blocks */
	f->in_ckpt = 0;
	return rc == 1 ? FTL_ERR_IO : rc;
}

/* ------------------------------------------------------------------ host operations */

FW_HOT int ftl_read(struct ftl *f, uint32_t lpn, void *out)
{
	if (lpn >= f->nlpn)
		return FTL_ERR_RANGE;
	f->st.host_reads++;
	uint32_t ppa = f->map[lpn];
	if (ppa == FTL_NONE) {
		memset(out, 0, f->geo.page_bytes);
		return FTL_UNMAPPED;
	}
	uint32_t slot;
	FW_PROF(2);
	if (slot_get(f, &slot))
		return FTL_ERR_IO;
	FW_PROF(3);
	if (submit(f, slot, CAT_READ, NAND_OP_READ, blk_of(f, ppa), mod_sh(ppa, ppb(f), f->sh_pages), out, 1))
		return FTL_ERR_IO;
	FW_PROF(4);
	if (wait_slot(f, slot))
		return FTL_ERR_IO;
	FW_PROF(5);
	uint8_t st = f->ops[slot].status, erased = f->ops[slot].erased;
	struct oob o = *spare(f, slot);
	slot_put(f, slot);
	FW_PROF(6);
	/*
	 * The CRC and reverse map check catch what the media's ECC missed (silent corruption) and a
	 * map entry that would hand out another page's data: both are reported, never returned.
	 */
	int ok = st == NAND_OK && !erased && oob_ok(f, out, &o) && o.type == OOB_DATA && o.lpn == lpn &&
		 !(o.flags & OOB_POISON);
	FW_PROF(7);
	if (ok)
		return FTL_OK;
	if (st != NAND_OK && st != NAND_UNCORRECTABLE)
		f->st.unexpected++;
	f->st.uncorrectable++;
	f->st.media_errors++;
	return FTL_ERR_UNC;
}

/* A page for a host write, striped over the planes; 1 when a plane must collect first (drain). */
static int pick_host_unit(struct ftl *f, uint32_t *ppa)
{
	for (uint32_t k = 0; k < f->nunits; k++) {
		uint32_t u = f->rr;
		if (unit_needs_gc(f, u)) {
			/* GC needs the block state settled: the caller finishes its programs first. */
			if (f->inflight)
				return 1;
			int rc = gc_unit(f, u);
			if (rc)
				return rc;
		}
		f->rr = (f->rr + 1) % f->nunits;
		*ppa = claim(f, u, HOST_RESERVE);
		if (*ppa != FTL_NONE)
			return FTL_OK;
	}
	return FTL_ERR_NOSPC;
}

/* Wait for the host programs in flight, map what landed and rewrite what failed (no data loss). */
static int finish_host(struct ftl *f, const uint32_t *slots, uint32_t n)
{
	int rc = FTL_OK;
	for (uint32_t i = 0; i < n; i++) {
		if (wait_slot(f, slots[i]))
			return FTL_ERR_IO;
		struct ftl_op op = f->ops[slots[i]];
		struct oob o = *spare(f, slots[i]);
		slot_put(f, slots[i]);
		uint32_t dst = op.ppa;
		if (op.status == NAND_PROG_FAIL) {
			f->st.program_failures++;
			f->st.media_errors++;
			retire(f, blk_of(f, dst));
			int r = program_sync(f, CAT_HOST, FTL_NONE, OOB_DATA, 0, op.lpn, o.vseq, op.data, &dst);
			if (r) {
				rc = r;
				continue;
			}
		} else if (op.status != NAND_OK) {
			f->st.unexpected++;
			rc = FTL_ERR_IO;
			continue;
		}
		map_set(f, op.lpn, dst);
	}
	return rc;
}

int ftl_write_batch(struct ftl *f, const uint32_t *lpns, const void *const *bufs, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (lpns[i] >= f->nlpn)
			return FTL_ERR_RANGE;
	if (f->cfg.ckpt_interval && f->since_ckpt >= f->cfg.ckpt_interval) {
		/* Short of space for one is no reason to fail the write: the journal still covers it. */
		int rc = ftl_checkpoint(f);
		if (rc && rc != FTL_ERR_NOSPC)
			return rc;
	}
	uint32_t slots[64], k = 0, max = f->cfg.max_inflight < 64 ? f->cfg.max_inflight : 64;
	for (uint32_t i = 0; i < n;) {
		uint32_t ppa;
		int rc = k < max ? pick_host_unit(f, &ppa) : 1;
		if (rc == 1 && !k)
			return FTL_ERR_IO; /* operations in flight that are not ours: a bug */
		if (rc == FTL_OK) {
			uint32_t s;
			if (slot_get(f, &s))
				return FTL_ERR_IO;
			f->ops[s].lpn = lpns[i];
			f->ops[s].ppa = ppa;
			f->ops[s].data = bufs[i];
			fill_oob(f, s, OOB_DATA, 0, lpns[i], f->seq, 0, ppa, bufs[i]);
			if (submit(f, s, CAT_HOST, NAND_OP_PROGRAM, blk_of(f, ppa), ppa % ppb(f), (void *)(uintptr_t)bufs[i], 1))
				return FTL_ERR_IO;
			slots[k++] = s;
			f->st.host_writes++;
			f->since_ckpt++;
			i++;
			continue;
		}
		/* Out of slots, or a plane must collect garbage: finish what is in flight, then go on. */
		int r = finish_host(f, slots, k);
		k = 0;
		if (r)
			return r;
		if (rc < 0)
			return rc;
	}
	return finish_host(f, slots, k);
}

int ftl_trim(struct ftl *f, uint32_t lpn)
{
	if (lpn >= f->nlpn)
		return FTL_ERR_RANGE;
	f->st.host_trims++;
	if (f->map[lpn] == FTL_NONE)
		return FTL_OK; /* unmapped in RAM: nothing newer than an earlier trim to cancel */
	map_set(f, lpn, FTL_NONE);
	return trim_add(f, lpn, f->seq++);
}

int ftl_flush(struct ftl *f)
{
	/* Programs are on flash when ftl_write returns (R1); only trims wait in RAM. */
	return write_trims(f);
}

FW_HOT void ftl_wear(const struct ftl *f, uint32_t *avg_ec, uint32_t *max_ec, uint32_t *good, uint32_t *total)
{
	uint64_t sum = 0;
	uint32_t n = 0, mx = 0;
	for (uint32_t b = 0; b < f->nblocks; b++) {
		if (f->blk[b].state == FTL_BLK_BAD || f->blk[b].state == FTL_BLK_RETIRED)
			continue;
		sum += f->blk[b].erase_count;
		n++;
		if (f->blk[b].erase_count > mx)
			mx = f->blk[b].erase_count;
	}
	*avg_ec = n ? (uint32_t)(sum / n) : 0;
	*max_ec = mx;
	*good = n;
	*total = f->nblocks;
}

/* ------------------------------------------------------------------ format and mount */

static void reset_ram(struct ftl *f)
{
	for (uint32_t i = 0; i < f->nlpn; i++)
		f->map[i] = FTL_NONE;
	for (uint32_t p = 0; p < f->npages; p++)
		f->p2l[p] = P2L_INVALID;
	memset(f->blk, 0, (size_t)f->nblocks * sizeof(*f->blk));
	for (uint32_t u = 0; u < f->nunits; u++) {
		f->unit[u].open_blk = FTL_NONE;
		f->unit[u].nfree = 0;
	}
	memset(f->ops, 0, (size_t)f->cfg.max_inflight * sizeof(*f->ops));
	f->inflight = 0;
	f->ntrim = 0;
	f->rr = 0;
	f->since_ckpt = 0;
	f->ckpt_seq = 0;
	f->in_gc = f->in_ckpt = 0;
	for (uint32_t b = 0; b < f->nblocks; b++) {
		struct nand_req r;
		fill_addr(f, b, 0, &r);
		if (f->nand->ops->is_bad(f->nand->ctx, r.ch, r.die, r.plane, r.block))
			f->blk[b].state = FTL_BLK_BAD;
	}
}

int ftl_format(struct ftl *f)
{
	reset_ram(f);
	f->seq = 1;
	/* Erase every good block, a die's worth of erases in flight at a time. */
	int erased_ok = f->nand->ops->is_erased != NULL;
	uint32_t slots[64], blks[64], n = f->cfg.max_inflight < 64 ? f->cfg.max_inflight : 64;
	for (uint32_t b0 = 0; b0 < f->nblocks; b0 += n) {
		uint32_t k = 0;
		for (uint32_t b = b0; b < f->nblocks && b < b0 + n; b++) {
			struct nand_req r;
			fill_addr(f, b, 0, &r);
			if (f->blk[b].state == FTL_BLK_BAD)
				continue;
			/*
			 * A block the back end knows to be erased (nothing programmed since its last
			 * erase) needs no erase: it holds no page an older FTL instance could be
			 * recovered from, which is all format's erase is for. Saves tBERS per block on
			 * a fresh simulated drive.
			 */
			if (erased_ok && f->nand->ops->is_erased(f->nand->ctx, r.ch, r.die, r.plane, r.block)) {
				f->blk[b].state = FTL_BLK_FREE;
				f->unit[unit_of(f, b)].nfree++;
				f->st.format_erases_skipped++;
				continue;
			}
			if (slot_get(f, &slots[k]) || submit(f, slots[k], CAT_FORMAT, NAND_OP_ERASE, b, 0, NULL, 0))
				return FTL_ERR_IO;
			blks[k++] = b;
		}
		for (uint32_t i = 0; i < k; i++) {
			if (wait_slot(f, slots[i]))
				return FTL_ERR_IO;
			uint8_t st = f->ops[slots[i]].status;
			slot_put(f, slots[i]);
			struct nand_req r;
			fill_addr(f, blks[i], 0, &r);
			if (st == NAND_OK) {
				f->blk[blks[i]].state = FTL_BLK_FREE;
				f->unit[unit_of(f, blks[i])].nfree++;
			} else {
				f->st.erase_failures += st == NAND_ERASE_FAIL;
				f->st.media_errors++;
				f->nand->ops->mark_bad(f->nand->ctx, r.ch, r.die, r.plane, r.block);
				f->blk[blks[i]].state = FTL_BLK_BAD;
			}
		}
	}
	return ftl_checkpoint(f);
}

/*
 * Mount trusts a page whose CRC holds even when the media flagged it uncorrectable: the back
 * end returns such data as stored, and dropping the page would turn a media error into silently
 * older data. A torn program fails the CRC (its data or spare never completed) and is skipped.
 * Without data_crc the CRC cannot tell a torn page whose spare area landed from a media error:
 * only the ECC status can, so an uncorrectable page is taken as torn and skipped (a media error
 * on the newest copy of a page then brings back its previous version instead of an error).
 */
static int readable(const struct ftl *f, uint8_t st)
{
	return st == NAND_OK || (f->cfg.data_crc && st == NAND_UNCORRECTABLE);
}

/* Read pages [first, first + count) of block b into the GC buffers; statuses in the slots. */
static int read_pages(struct ftl *f, uint32_t b, uint32_t first, uint32_t count, uint32_t *slots)
{
	for (uint32_t i = 0; i < count; i++)
		if (slot_get(f, &slots[i]) || submit(f, slots[i], CAT_MOUNT, NAND_OP_READ, b, first + i, buf(f, i), 1))
			return FTL_ERR_IO;
	for (uint32_t i = 0; i < count; i++)
		if (wait_slot(f, slots[i]))
			return FTL_ERR_IO;
	return FTL_OK;
}

/* Load checkpoint `id` into the map, erase counts and write pointers; -1 if a chunk is missing or bad. */
static int load_ckpt(struct ftl *f, uint64_t id, uint32_t nchunks, uint64_t *max_seq)
{
	uint32_t pb = f->geo.page_bytes, slot;
	size_t hdr = sizeof(struct ckpt_hdr), map_end = hdr + (size_t)f->nlpn * 4, total = ckpt_bytes(f);
	if (nchunks != (total + pb - 1) / pb)
		return -1;
	struct mount_blk *mb = mblk(f);
	for (uint32_t c = 0; c < nchunks; c++) {
		uint32_t b = FTL_NONE;
		for (uint32_t i = 0; i < f->nblocks && b == FTL_NONE; i++)
			if (mb[i].kind == MB_CKPT && mb[i].id == id && mb[i].chunk <= c && c < mb[i].chunk + ppb(f))
				b = i;
		if (b == FTL_NONE)
			return -1;
		int rc = read_pages(f, b, c - mb[b].chunk, 1, &slot);
		if (rc)
			return rc;
		struct oob o = *spare(f, slot);
		uint8_t st = f->ops[slot].status;
		slot_put(f, slot);
		f->st.recovery_scanned_pages++;
		if (!readable(f, st) || !oob_ok(f, buf(f, 0), &o) || o.type != OOB_CKPT || o.vseq != id || o.lpn != c)
			return -1;
		if (o.seq > *max_seq)
			*max_seq = o.seq;
		const uint8_t *p = buf(f, 0);
		for (size_t i = 0; i < pb && (size_t)c * pb + i < total; i++) {
			size_t off = (size_t)c * pb + i;
			if (off < hdr) {
				if (off == 0) {
					const struct ckpt_hdr *h = (const struct ckpt_hdr *)(const void *)p;
					if (h->magic != CKPT_MAGIC || h->nlpn != f->nlpn || h->nblocks != f->nblocks || h->id != id)
						return -1;
				}
			} else if (off < map_end) {
				((uint8_t *)f->map)[off - hdr] = p[i];
			} else {
				size_t bo = off - map_end, bi = bo / sizeof(struct ckpt_blk), k = bo % sizeof(struct ckpt_blk);
				/* ckpt_blk: erase_count (4 bytes), wp (2 bytes), state (2 bytes) */
				if (k < 4)
					((uint8_t *)&f->blk[bi].erase_count)[k] = p[i];
				else if (k < 6)
					((uint8_t *)&f->blk[bi].wp)[k - 4] = p[i];
			}
		}
	}
	return 0;
}

int ftl_mount(struct ftl *f)
{
	reset_ram(f);
	struct mount_blk *mb = mblk(f);
	uint64_t max_seq = 0;
	uint32_t slots[64], n = f->cfg.gc_buffers < 64 ? f->cfg.gc_buffers : 64;
	/* Pass 1: every good block's first page says what the block is and when it was opened. */
	for (uint32_t b0 = 0; b0 < f->nblocks; b0 += n) {
		uint32_t k = 0, blks[64];
		for (uint32_t b = b0; b < f->nblocks && b < b0 + n; b++) {
			mb[b].kind = MB_ERASED;
			if (f->blk[b].state == FTL_BLK_BAD)
				continue;
			if (slot_get(f, &slots[k]) || submit(f, slots[k], CAT_MOUNT, NAND_OP_READ, b, 0, buf(f, k), 1))
				return FTL_ERR_IO;
			blks[k++] = b;
		}
		for (uint32_t i = 0; i < k; i++)
			if (wait_slot(f, slots[i]))
				return FTL_ERR_IO;
		for (uint32_t i = 0; i < k; i++) {
			uint32_t b = blks[i];
			struct oob o = *spare(f, slots[i]);
			uint8_t st = f->ops[slots[i]].status, erased = f->ops[slots[i]].erased;
			slot_put(f, slots[i]);
			f->st.recovery_scanned_pages++;
			if (erased && st == NAND_OK)
				continue;
			if (!readable(f, st) || !oob_ok(f, buf(f, i), &o)) {
				mb[b].kind = MB_GARBAGE;
				continue;
			}
			mb[b].kind = o.type == OOB_CKPT ? MB_CKPT : MB_DATA;
			mb[b].seq = o.seq;
			mb[b].id = o.vseq;
			mb[b].chunk = o.lpn;
			mb[b].nchunks = o.aux;
			mb[b].ec = o.ec;
			if (o.seq > max_seq)
				max_seq = o.seq;
		}
	}
	/* The newest complete checkpoint (R6: there always is one once formatted). */
	uint64_t ck = 0, tried = UINT64_MAX;
	for (;;) {
		uint64_t id = 0;
		uint32_t nch = 0;
		for (uint32_t b = 0; b < f->nblocks; b++)
			if (mb[b].kind == MB_CKPT && mb[b].id < tried && mb[b].id > id)
				id = mb[b].id, nch = mb[b].nchunks;
		if (!id)
			return FTL_ERR_NOMEDIA;
		int rc = load_ckpt(f, id, nch, &max_seq);
		if (rc != -1 && rc != 0)
			return rc;
		if (rc == 0) {
			ck = id;
			break;
		}
		tried = id;
	}
	if (ck > max_seq)
		max_seq = ck;
	/* Pass 2 (the journal): pages programmed after the checkpoint; the newest version wins. */
	uint64_t *best = f->scratch_seq, *bseq = f->scratch_seq + f->nlpn;
	memset(best, 0, (size_t)f->nlpn * 16);
	for (uint32_t b = 0; b < f->nblocks; b++) {
		if (f->blk[b].state == FTL_BLK_BAD)
			continue;
		if (mb[b].ec > f->blk[b].erase_count)
			f->blk[b].erase_count = mb[b].ec;
		if (mb[b].kind == MB_ERASED) {
			if (f->blk[b].wp)
				f->blk[b].erase_count++; /* erased since the checkpoint */
			f->blk[b].wp = 0;
			continue;
		}
		if (mb[b].kind == MB_CKPT) {
			f->blk[b].wp = (uint16_t)ppb(f);
			f->blk[b].state = mb[b].id == ck ? FTL_BLK_CKPT : FTL_BLK_CKPT_OLD;
			continue;
		}
		/* Opened before the checkpoint: its pages below the checkpoint's write pointer are in it. */
		uint32_t start = (mb[b].kind == MB_DATA && mb[b].seq < ck) ? f->blk[b].wp : 0;
		uint32_t wp = start;
		f->blk[b].state = FTL_BLK_CLOSED; /* never appended to after a mount */
		for (uint32_t page = start; page < ppb(f);) {
			uint32_t k = ppb(f) - page < n ? ppb(f) - page : n;
			int rc = read_pages(f, b, page, k, slots);
			if (rc)
				return rc;
			int stop = 0;
			for (uint32_t i = 0; i < k; i++) {
				struct ftl_op op = f->ops[slots[i]];
				struct oob o = *spare(f, slots[i]);
				slot_put(f, slots[i]);
				if (stop)
					continue;
				uint32_t ppa = b * ppb(f) + page + i;
				f->st.recovery_scanned_pages++;
				if (op.erased && op.status == NAND_OK) {
					stop = 1; /* pages are programmed in order: the rest is erased too */
					continue;
				}
				wp = page + i + 1;
				if (!readable(f, op.status) || !oob_ok(f, buf(f, i), &o)) {
					f->st.recovery_torn_pages++;
					continue;
				}
				if (o.seq > max_seq)
					max_seq = o.seq;
				if (o.seq <= ck)
					continue;
				if (o.type == OOB_DATA && o.lpn < f->nlpn) {
					/* Same version twice (a GC or retry copy and its source): the later copy. */
					if (o.vseq > best[o.lpn] || (o.vseq == best[o.lpn] && o.seq > bseq[o.lpn])) {
						best[o.lpn] = o.vseq;
						bseq[o.lpn] = o.seq;
						f->map[o.lpn] = ppa;
					}
				} else if (o.type == OOB_TRIM) {
					const struct trim_ent *e = (const struct trim_ent *)(const void *)buf(f, i);
					for (uint32_t j = 0; j < o.lpn && j < f->trim_cap; j++) {
						uint32_t l = e[j].lpn;
						if (l < f->nlpn && e[j].tseq > ck && e[j].tseq > best[l]) {
							best[l] = e[j].tseq;
							f->map[l] = FTL_NONE;
						}
					}
					/* R5: live until the next checkpoint, so GC must move it, not drop it. */
					f->p2l[ppa] = P2L_TRIM;
					f->blk[b].valid++;
				}
			}
			page += k;
			if (stop)
				break;
		}
		f->blk[b].wp = (uint16_t)wp;
		if (wp == 0)
			f->blk[b].state = FTL_BLK_FREE;
	}
	/* Checkpoint entries must point into blocks untouched since the checkpoint. */
	for (uint32_t l = 0; l < f->nlpn; l++) {
		uint32_t ppa = f->map[l];
		if (ppa == FTL_NONE || best[l])
			continue;
		uint32_t b = ppa < f->npages ? blk_of(f, ppa) : 0;
		if (ppa >= f->npages || mb[b].kind != MB_DATA || mb[b].seq > ck || f->blk[b].state == FTL_BLK_BAD ||
		    ppa % ppb(f) >= f->blk[b].wp) {
			f->st.recovery_inconsistent++;
			f->map[l] = FTL_NONE;
		}
	}
	for (uint32_t l = 0; l < f->nlpn; l++)
		if (f->map[l] != FTL_NONE) {
			f->p2l[f->map[l]] = l;
			f->blk[blk_of(f, f->map[l])].valid++;
		}
	for (uint32_t b = 0; b < f->nblocks; b++)
		if (f->blk[b].state == FTL_BLK_FREE)
			f->unit[unit_of(f, b)].nfree++;
	f->seq = max_seq + 1;
	f->ckpt_seq = ck;
	f->st.recoveries++;
	/* A fresh checkpoint bounds the next scan and lets the older checkpoints go. */
	return ftl_checkpoint(f);
}
