/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Garbage collection per plane (greedy victim, static wear levelling) and block erase.
 * The ordering rules R3-R5 it keeps are in README.md.
 */
#include "ftl_priv.h"

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
		if (k->pend)
			continue; /* an asynchronous read or program in it: not before it completes */
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
			if (ftl_slot_get(f, &rslot[k]) || ftl_submit(f, rslot[k], FTL_CAT_GC, NAND_OP_READ, v, page, buf(f, k), 1))
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
						if (e[j].tseq > f->ckpt_seq && ftl_trim_add(f, e[j].lpn, e[j].tseq))
							return FTL_ERR_IO;
				} else {
					f->st.uncorrectable++;
					f->st.media_errors++;
				}
				ftl_invalidate(f, src[i]);
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
			uint32_t ppa = ftl_claim(f, u, 0);
			for (uint32_t j = 1; j < f->nunits && ppa == FTL_NONE; j++)
				ppa = ftl_claim(f, (u + j) % f->nunits, HOST_RESERVE); /* after program failures */
			if (ppa == FTL_NONE)
				return FTL_ERR_NOSPC;
			uint32_t s;
			if (ftl_slot_get(f, &s))
				return FTL_ERR_IO;
			f->ops[s].lpn = lpn;
			f->ops[s].ppa = ppa;
			f->ops[s].data = buf(f, i);
			f->ops[s].aux = src[i];
			ftl_fill_oob(f, s, OOB_DATA, flags, lpn, vseq, 0, ppa, buf(f, i));
			if (ftl_submit(f, s, FTL_CAT_GC, NAND_OP_PROGRAM, blk_of(f, ppa), ppa % ppb(f), buf(f, i), 1))
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
				ftl_retire(f, blk_of(f, dst));
				int rc = ftl_program_sync(f, FTL_CAT_GC, u, OOB_DATA, o.flags, op.lpn, o.vseq, op.data, &dst);
				if (rc)
					return rc;
			} else if (op.status != NAND_OK) {
				f->st.unexpected++;
				return FTL_ERR_IO;
			}
			ftl_map_set(f, op.lpn, dst);
			f->st.gc_copies++;
		}
	}
	return FTL_OK;
}

int ftl_erase_block(struct ftl *f, uint32_t b, int cat)
{
	uint32_t slot;
	if (ftl_slot_get(f, &slot) || ftl_submit(f, slot, cat, NAND_OP_ERASE, b, 0, NULL, 0) || wait_slot(f, slot))
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

int ftl_gc_unit(struct ftl *f, uint32_t u)
{
	int rc = FTL_OK;
	f->in_gc = 1;
	ftl_activity_update(f);
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
		rc = ftl_write_trims(f);
		if (rc)
			break;
		if (was == FTL_BLK_RETIRED) {
			struct nand_req r;
			fill_addr(f, v, 0, &r);
			f->nand->ops->mark_bad(f->nand->ctx, r.ch, r.die, r.plane, r.block);
			f->blk[v].state = FTL_BLK_BAD;
			continue;
		}
		rc = ftl_erase_block(f, v, FTL_CAT_GC);
		if (rc)
			break;
	}
	f->in_gc = 0;
	ftl_activity_update(f);
	return rc;
}
