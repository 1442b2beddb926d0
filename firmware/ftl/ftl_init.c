/* SPDX-License-Identifier: Apache-2.0 */
/*
 * FTL memory layout and binding an instance to its back end and memory.
 */
#include "ftl_priv.h"

#include <string.h>

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
	size_t map, p2l, blk, unit, seqs, mblk, ops, tlpn, tseq, wip, dieq, dieq_req, total;
	size_t bufs, spares, dma_total;
	uint32_t nunits, nblocks, npages, nlpn, trim_cap;
};

/*
 * Operation slots the asynchronous calls leave to the synchronous paths they may run inside
 * (GC's relocation batches, a checkpoint's chunks, a single program): up to gc_buffers at a
 * time, plus one.
 */
static uint32_t sync_reserve(const struct ftl_config *c)
{
	return (c->gc_buffers < 64 ? c->gc_buffers : 64) + 1u;
}

static int plan(const struct nand_geometry *g, const struct ftl_config *c, struct layout *l)
{
	if (!g->channels || !g->dies || !g->planes || g->blocks < 4 || g->pages < 2 || g->page_bytes < 256 ||
	    g->spare_bytes < sizeof(struct oob) + g->spare_hw_bytes || c->gc_buffers < 2 || c->max_inflight < 2 ||
	    c->max_inflight > 4096 || c->op_percent >= 100 || c->gc_high <= c->gc_low || c->gc_low < 2 ||
	    c->max_inflight <= sync_reserve(c))
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
	l->wip = o, o = align8(o + ((size_t)l->nlpn + 7) / 8);
	l->dieq = o, o = align8(o + (size_t)g->channels * g->dies * sizeof(struct ftl_dieq));
	/* apart from the slots: only an operation that finds its die full copies its request here */
	l->dieq_req = o, o = align8(o + (size_t)c->max_inflight * sizeof(struct nand_req));
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
	f->wip = m + l.wip;
	f->dieq = (struct ftl_dieq *)(void *)(m + l.dieq);
	f->dieq_req = (struct nand_req *)(void *)(m + l.dieq_req);
	f->ndies = (uint32_t)f->geo.channels * f->geo.dies;
	f->async_cap = cfg->max_inflight - sync_reserve(cfg);
	ftl_async_reset(f);
	f->mblk_off = l.mblk;
	f->mem = m;
	f->sh_pages = pow2_shift(f->geo.pages);
	f->sh_blocks = pow2_shift(f->geo.blocks);
	f->sh_spare = pow2_shift(f->geo.spare_bytes);
	f->sh_channels = pow2_shift(f->geo.channels);
	f->sh_dies = pow2_shift(f->geo.dies);
	return FTL_OK;
}
