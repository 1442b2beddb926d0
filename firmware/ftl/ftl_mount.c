/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Format, and mount after a clean shutdown or a power cut: the newest complete checkpoint, then
 * the journal (every page programmed after it). The protocol is in README.md.
 */
#include "ftl_priv.h"

#include <string.h>

static struct mount_blk *mblk(struct ftl *f)
{
	return (struct mount_blk *)(void *)(f->mem + f->mblk_off);
}

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
	ftl_async_reset(f);
	f->ntrim = 0;
	f->rr = 0;
	f->since_ckpt = 0;
	f->ckpt_seq = 0;
	f->in_gc = f->in_ckpt = 0;
	ftl_activity_update(f);
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
			if (ftl_slot_get(f, &slots[k]) || ftl_submit(f, slots[k], FTL_CAT_FORMAT, NAND_OP_ERASE, b, 0, NULL, 0))
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
 * On flash_top that status includes its end-to-end CRC (E2E_CRC: a CRC-32C per sector, computed
 * by the flash DMA from the data it programmed and stored at the end of the spare area, checked
 * on read): a torn page whose spare area landed fails it because its data did not, so it is
 * recognised as torn here, and outside mount a flipped bit reads as NAND_UNCORRECTABLE.
 */
static int readable(const struct ftl *f, uint8_t st)
{
	return st == NAND_OK || (f->cfg.data_crc && st == NAND_UNCORRECTABLE);
}

/* Read pages [first, first + count) of block b into the GC buffers; statuses in the slots. */
static int read_pages(struct ftl *f, uint32_t b, uint32_t first, uint32_t count, uint32_t *slots)
{
	for (uint32_t i = 0; i < count; i++)
		if (ftl_slot_get(f, &slots[i]) || ftl_submit(f, slots[i], FTL_CAT_MOUNT, NAND_OP_READ, b, first + i, buf(f, i), 1))
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
		/* Section by section, as ckpt_image writes it: p is in the uncached DDR0 window. */
		const uint8_t *p = buf(f, 0);
		size_t off = (size_t)c * pb, end = off + pb < total ? off + pb : total;
		if (off == 0) {
			const struct ckpt_hdr *h = (const struct ckpt_hdr *)(const void *)p;
			if (h->magic != CKPT_MAGIC || h->nlpn != f->nlpn || h->nblocks != f->nblocks || h->id != id)
				return -1;
		}
		size_t lo = off > hdr ? off : hdr, hi = end < map_end ? end : map_end;
		if (lo < hi)
			memcpy((uint8_t *)f->map + (lo - hdr), p + (lo - off), hi - lo);
		for (lo = off > map_end ? off : map_end; lo < end;) {
			size_t bo = lo - map_end, b0 = bo / sizeof(struct ckpt_blk), skip = bo % sizeof(struct ckpt_blk);
			const uint8_t *src = p + (lo - off);
			uint64_t stage[CKPT_STAGE + 1];
			uint8_t *s = (uint8_t *)stage + (((uintptr_t)src - skip) & 7);
			size_t n = CKPT_STAGE * sizeof(struct ckpt_blk) - skip;
			if (n > end - lo)
				n = end - lo;
			memcpy(s + skip, src, n);
			/* ckpt_blk: erase_count (4 bytes), wp (2 bytes), state (2 bytes, not restored); an
			 * entry split between two pages gets its bytes from each. */
			for (size_t k = 0; k * sizeof(struct ckpt_blk) < skip + n; k++) {
				size_t e0 = k * sizeof(struct ckpt_blk);
				struct ftl_block *bk = &f->blk[b0 + k];
				if (e0 >= skip && e0 + sizeof(struct ckpt_blk) <= skip + n) {
					memcpy(&bk->erase_count, s + e0, 4);
					memcpy(&bk->wp, s + e0 + 4, 2);
					continue;
				}
				for (size_t j = 0; j < 6; j++)
					if (e0 + j >= skip && e0 + j < skip + n) {
						if (j < 4)
							((uint8_t *)&bk->erase_count)[j] = s[e0 + j];
						else
							((uint8_t *)&bk->wp)[j - 4] = s[e0 + j];
					}
			}
			lo += n;
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
	int erased_ok = f->nand->ops->is_erased != NULL;
	/* Pass 1: every good block's first page says what the block is and when it was opened. */
	for (uint32_t b0 = 0; b0 < f->nblocks; b0 += n) {
		uint32_t k = 0, blks[64];
		for (uint32_t b = b0; b < f->nblocks && b < b0 + n; b++) {
			/* All of it: pass 2 takes the erase count of every block, erased ones included, and
			 * this memory is not cleared at start-up (a power-on left garbage there, a hot
			 * reset the previous mount's entries). */
			mb[b] = (struct mount_blk){.kind = MB_ERASED};
			if (f->blk[b].state == FTL_BLK_BAD)
				continue;
			/*
			 * A block the back end knows to be erased (nothing programmed since its last
			 * erase) would read back erased with a good status (no fault applies to an
			 * erased page): no read. Every block of a blank drive, so a blank mount costs a
			 * state lookup per block instead of a page read.
			 */
			struct nand_req r;
			fill_addr(f, b, 0, &r);
			if (erased_ok && f->nand->ops->is_erased(f->nand->ctx, r.ch, r.die, r.plane, r.block))
				continue;
			if (ftl_slot_get(f, &slots[k]) || ftl_submit(f, slots[k], FTL_CAT_MOUNT, NAND_OP_READ, b, 0, buf(f, k), 1))
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
