/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The map and the block table: reverse map and valid counts, write points per plane, block
 * retirement, spare areas, single programs, and trim records in the write stream.
 */
#include "ftl_priv.h"

#include <string.h>

void ftl_invalidate(struct ftl *f, uint32_t ppa)
{
	if (ppa == FTL_NONE)
		return;
	f->p2l[ppa] = P2L_INVALID;
	f->blk[blk_of(f, ppa)].valid--;
}

void ftl_map_set(struct ftl *f, uint32_t lpn, uint32_t ppa)
{
	ftl_invalidate(f, f->map[lpn]);
	f->map[lpn] = ppa;
	if (ppa != FTL_NONE) {
		f->p2l[ppa] = lpn;
		f->blk[blk_of(f, ppa)].valid++;
	}
}

/* Dynamic wear levelling: the least-erased free block of the plane. */
uint32_t ftl_alloc_block(struct ftl *f, uint32_t u, uint32_t reserve)
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
uint32_t ftl_claim(struct ftl *f, uint32_t u, uint32_t reserve)
{
	uint32_t b = f->unit[u].open_blk;
	if (b == FTL_NONE || f->blk[b].wp >= ppb(f) || f->blk[b].state != FTL_BLK_OPEN) {
		close_open(f, u);
		b = ftl_alloc_block(f, u, reserve);
		if (b == FTL_NONE)
			return FTL_NONE;
		f->blk[b].state = FTL_BLK_OPEN;
		f->unit[u].open_blk = b;
	}
	return b * ppb(f) + f->blk[b].wp++;
}

int ftl_unit_needs_gc(const struct ftl *f, uint32_t u)
{
	uint32_t b = f->unit[u].open_blk;
	int full = b == FTL_NONE || f->blk[b].wp >= ppb(f) || f->blk[b].state != FTL_BLK_OPEN;
	return full && f->unit[u].nfree <= f->cfg.gc_low;
}

void ftl_retire(struct ftl *f, uint32_t b)
{
	uint32_t u = unit_of(f, b);
	if (f->unit[u].open_blk == b)
		f->unit[u].open_blk = FTL_NONE;
	if (f->blk[b].state != FTL_BLK_RETIRED) {
		f->blk[b].state = FTL_BLK_RETIRED;
		f->st.grown_bad++;
	}
}

void ftl_fill_oob(struct ftl *f, uint32_t slot, uint8_t type, uint8_t flags, uint32_t lpn, uint64_t vseq,
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

/* A page in unit u if it has one, else anywhere, leaving each plane its GC reserve if possible. */
uint32_t ftl_claim_any(struct ftl *f, uint32_t u)
{
	uint32_t ppa = u != FTL_NONE ? ftl_claim(f, u, 0) : FTL_NONE;
	for (uint32_t reserve = HOST_RESERVE + 1; reserve-- > 0 && ppa == FTL_NONE;)
		for (uint32_t k = 0; k < f->nunits && ppa == FTL_NONE; k++)
			ppa = ftl_claim(f, (f->rr + k) % f->nunits, reserve);
	return ppa;
}

/*
 * Program a page into unit u (or any unit from rr when u is FTL_NONE) and wait. Used for the
 * rare single programs (trim records, program-failure retries); returns the ppa or FTL_NONE.
 */
int ftl_program_sync(struct ftl *f, int cat, uint32_t u, uint8_t type, uint8_t flags, uint32_t lpn,
		     uint64_t vseq, const void *data, uint32_t *out)
{
	for (uint32_t tries = 0; tries < f->nunits * 4 + 8; tries++) {
		uint32_t ppa = ftl_claim_any(f, u);
		if (ppa == FTL_NONE)
			return FTL_ERR_NOSPC;
		uint32_t slot;
		if (ftl_slot_get(f, &slot))
			return FTL_ERR_IO;
		ftl_fill_oob(f, slot, type, flags, lpn, vseq, 0, ppa, data);
		if (ftl_submit(f, slot, cat, NAND_OP_PROGRAM, blk_of(f, ppa), ppa % ppb(f), (void *)(uintptr_t)data, 1) ||
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
		ftl_retire(f, blk_of(f, ppa));
	}
	return FTL_ERR_IO;
}

/* ------------------------------------------------------------------ trims */

/* The last buffer is the trim-record page: GC fills trims while its buffers hold data. */
static uint8_t *trim_buf(struct ftl *f)
{
	return buf(f, f->cfg.gc_buffers);
}

/*
 * Trims reach flash as records in the write stream: on flush, when the buffer is full, and
 * before any erase (R3).
 */
int ftl_write_trims(struct ftl *f)
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
	int rc = ftl_program_sync(f, FTL_CAT_TRIM, FTL_NONE, OOB_TRIM, 0, f->ntrim, 0, p, &ppa);
	if (rc)
		return rc;
	f->p2l[ppa] = P2L_TRIM;
	f->blk[blk_of(f, ppa)].valid++;
	f->st.trim_records++;
	f->ntrim = 0;
	return FTL_OK;
}

int ftl_trim_add(struct ftl *f, uint32_t lpn, uint64_t tseq)
{
	if (f->ntrim == f->trim_cap) {
		int rc = ftl_write_trims(f);
		if (rc)
			return rc;
	}
	f->trim_lpn[f->ntrim] = lpn;
	f->trim_seq[f->ntrim] = tseq;
	f->ntrim++;
	return FTL_OK;
}

void ftl_wear(const struct ftl *f, uint32_t *avg_ec, uint32_t *max_ec, uint32_t *good, uint32_t *total)
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
