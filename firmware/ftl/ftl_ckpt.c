/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Writing a checkpoint: the map and the block table as one image over fresh blocks; the older
 * checkpoint stays until this one is complete (R6 in README.md).
 */
#include "ftl_priv.h"

#include <string.h>

/*
 * Bytes [off, off + len) of the checkpoint image: header, map, block table, zeros past its end.
 * Section by section through memcpy / memset rather than byte by byte: dst is a page buffer in
 * the uncached DDR0 window on the cores, where every store is a bus round trip, so the copies
 * must be able to use word stores (lib/memops.c), and the map, the bulk of the image on a large
 * drive, must not cost a branch and a byte store per byte. The block table goes through a
 * small staging buffer in cached memory, placed at dst's alignment so the copy out stays wide.
 */
static void ckpt_image(struct ftl *f, uint64_t id, size_t off, uint8_t *dst, size_t len)
{
	size_t hdr = sizeof(struct ckpt_hdr), map_end = hdr + (size_t)f->nlpn * 4, total = ckpt_bytes(f);
	size_t end = off + len < total ? off + len : total;
	if (end < off)
		end = off;
	if (off < hdr) {
		struct ckpt_hdr h = {.magic = CKPT_MAGIC, .nlpn = f->nlpn, .nblocks = f->nblocks,
				     .pages = f->geo.pages, .id = id};
		memcpy(dst, (const uint8_t *)&h + off, (end < hdr ? end : hdr) - off);
	}
	size_t lo = off > hdr ? off : hdr, hi = end < map_end ? end : map_end;
	if (lo < hi)
		memcpy(dst + (lo - off), (const uint8_t *)f->map + (lo - hdr), hi - lo);
	for (lo = off > map_end ? off : map_end; lo < end;) {
		size_t bo = lo - map_end, b = bo / sizeof(struct ckpt_blk), skip = bo % sizeof(struct ckpt_blk);
		uint8_t *d = dst + (lo - off);
		uint64_t stage[CKPT_STAGE + 1];
		uint8_t *s = (uint8_t *)stage + (((uintptr_t)d - skip) & 7);
		size_t k = 0;
		for (; k < CKPT_STAGE && b + k < f->nblocks; k++) {
			struct ckpt_blk cb = {.erase_count = f->blk[b + k].erase_count, .wp = f->blk[b + k].wp,
					      .state = f->blk[b + k].state};
			memcpy(s + k * sizeof(cb), &cb, sizeof(cb));
		}
		size_t n = k * sizeof(struct ckpt_blk) - skip;
		if (n > end - lo)
			n = end - lo;
		memcpy(d, s + skip, n);
		lo += n;
	}
	if (end - off < len)
		memset(dst + (end - off), 0, len - (end - off));
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
			rc = ftl_gc_unit(f, best == FTL_NONE ? f->rr : best);
			if (!rc && best == FTL_NONE) {
				for (uint32_t u = 0; u < f->nunits; u++)
					if (f->unit[u].nfree > HOST_RESERVE && (best == FTL_NONE || f->unit[u].nfree > f->unit[best].nfree))
						best = u;
			}
		}
		blocks[i] = rc || best == FTL_NONE ? FTL_NONE : ftl_alloc_block(f, best, HOST_RESERVE);
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
			if (ftl_slot_get(f, &slots[k]))
				return FTL_ERR_IO;
			f->blk[b].wp = (uint16_t)(page + 1);
			ftl_fill_oob(f, slots[k], OOB_CKPT, 0, chunk, id, nchunks, b * ppb(f) + page, buf(f, k));
			if (ftl_submit(f, slots[k], cat, NAND_OP_PROGRAM, b, page, buf(f, k), 1))
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
				ftl_retire(f, blocks[(c + i) / ppb(f)]);
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
			ftl_invalidate(f, p);
	f->since_ckpt = 0;
	f->st.checkpoints++;
	return FTL_OK;
}

int ftl_checkpoint(struct ftl *f)
{
	/* R2: the image is the map with no program in flight that would change it */
	if (ftl_drain(f))
		return FTL_ERR_IO;
	f->in_ckpt = 1;
	ftl_activity_update(f);
	int rc = do_checkpoint(f, FTL_CAT_CKPT);
	for (int tries = 0; rc == 1 && tries < 3; tries++)
		rc = do_checkpoint(f, FTL_CAT_CKPT); /* a program failed: again, on other blocks */
	f->in_ckpt = 0;
	ftl_activity_update(f);
	return rc == 1 ? FTL_ERR_IO : rc;
}
