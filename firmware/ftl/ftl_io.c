/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Host operations: reads, batched writes striped over the planes, trims, flush.
 */
#include "ftl_priv.h"

#include <string.h>

#include "fw_prof.h"

FW_HOT_MISS int ftl_read(struct ftl *f, uint32_t lpn, void *out)
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
	if (ftl_slot_get(f, &slot))
		return FTL_ERR_IO;
	FW_PROF(3);
	if (ftl_submit(f, slot, FTL_CAT_READ, NAND_OP_READ, blk_of(f, ppa), mod_sh(ppa, ppb(f), f->sh_pages), out, 1))
		return FTL_ERR_IO;
	FW_PROF(4);
	if (wait_slot(f, slot))
		return FTL_ERR_IO;
	FW_PROF(5);
	uint8_t st = f->ops[slot].status, erased = f->ops[slot].erased;
	struct oob o = *spare(f, slot);
	slot_put(f, slot);
	FW_PROF(6);
	int ok = host_read_ok(f, st, erased, out, &o, lpn);
	FW_PROF(7);
	return ok ? FTL_OK : host_read_failed(f, st);
}

/* An operation slot for an asynchronous host operation on ppa, counted in flight and in its block. */
static int async_start(struct ftl *f, uint32_t *slot, uint8_t kind, uint16_t cookie, uint32_t lpn, uint32_t ppa,
		       const void *buf)
{
	if (ftl_slot_get(f, slot))
		return FTL_ERR_IO;
	struct ftl_op *op = &f->ops[*slot];
	op->kind = kind;
	op->cookie = cookie;
	op->lpn = lpn;
	op->ppa = ppa;
	op->data = buf;
	f->blk[blk_of(f, ppa)].pend++;
	f->async_ops++;
	f->async_pending++;
	return FTL_OK;
}

/* A host read of lpn, through the channel's first stage when res is given (inlined: the plain
 * read's res is a constant NULL). */
static inline int host_read_submit(struct ftl *f, uint32_t lpn, void *buf, struct nand_search_res *res,
				   uint16_t cookie)
{
	if (lpn >= f->nlpn)
		return FTL_ERR_RANGE;
	uint32_t ppa = f->map[lpn];
	if (ppa == FTL_NONE) {
		f->st.host_reads++;
		memset(buf, 0, f->geo.page_bytes);
		return FTL_UNMAPPED;
	}
	if (f->async_ops >= f->async_cap)
		return FTL_ERR_BUSY;
	uint32_t slot;
	if (async_start(f, &slot, res ? OP_HOST_SEARCH : OP_HOST_READ, cookie, lpn, ppa, buf))
		return FTL_ERR_IO;
	f->st.host_reads++;
	uint32_t b = blk_of(f, ppa), page = mod_sh(ppa, ppb(f), f->sh_pages);
	return res ? ftl_submit_search(f, slot, b, page, buf, res)
		   : ftl_submit(f, slot, FTL_CAT_READ, NAND_OP_READ, b, page, buf, 1);
}

int ftl_read_submit(struct ftl *f, uint32_t lpn, void *buf, uint16_t cookie)
{
	return host_read_submit(f, lpn, buf, NULL, cookie);
}

int ftl_search_submit(struct ftl *f, uint32_t lpn, void *buf, struct nand_search_res *res, uint16_t cookie)
{
	if (!f->nand->ops->search_load)
		return FTL_ERR_INVALID;
	return host_read_submit(f, lpn, buf, res, cookie);
}

int ftl_search_load(struct ftl *f, unsigned n, const uint8_t *const *keys, const uint8_t *lens)
{
	if (!f->nand->ops->search_load)
		return FTL_ERR_INVALID;
	int rc = f->nand->ops->search_load(f->nand->ctx, n, keys, lens);
	return rc == 0 ? FTL_OK : rc == NAND_EBUSY ? FTL_ERR_BUSY : FTL_ERR_IO;
}

/*
 * A page for a host write, striped over the planes; 1 when a plane must collect first and the
 * caller still has `own` programs of its own in flight (it finishes them, then asks again).
 */
static int pick_host_unit(struct ftl *f, uint32_t *ppa, uint32_t own)
{
	for (uint32_t k = 0; k < f->nunits; k++) {
		uint32_t u = f->rr;
		if (ftl_unit_needs_gc(f, u)) {
			/*
			 * GC needs the block state settled: no program whose completion would remap a
			 * page it copies, no read of a block it erases. The synchronous caller finishes
			 * its own programs, the asynchronous ones are drained here.
			 */
			if (own)
				return 1;
			if (ftl_drain(f))
				return FTL_ERR_IO;
			if (f->inflight)
				return 1;
			int rc = ftl_gc_unit(f, u);
			if (rc)
				return rc;
		}
		f->rr = (f->rr + 1) % f->nunits;
		*ppa = ftl_claim(f, u, HOST_RESERVE);
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
			ftl_retire(f, blk_of(f, dst));
			int r = ftl_program_sync(f, FTL_CAT_HOST, FTL_NONE, OOB_DATA, 0, op.lpn, o.vseq, op.data, &dst);
			if (r) {
				rc = r;
				continue;
			}
		} else if (op.status != NAND_OK) {
			f->st.unexpected++;
			rc = FTL_ERR_IO;
			continue;
		}
		ftl_map_set(f, op.lpn, dst);
	}
	return rc;
}

int ftl_write_batch(struct ftl *f, const uint32_t *lpns, const void *const *bufs, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		if (lpns[i] >= f->nlpn)
			return FTL_ERR_RANGE;
		/* an asynchronous program of the page must complete first, or it would map last */
		if (wip_test(f, lpns[i]) && ftl_drain(f))
			return FTL_ERR_IO;
	}
	if (f->cfg.ckpt_interval && f->since_ckpt >= f->cfg.ckpt_interval) {
		/* Short of space for one is no reason to fail the write: the journal still covers it. */
		int rc = ftl_checkpoint(f);
		if (rc && rc != FTL_ERR_NOSPC)
			return rc;
	}
	/* the slots asynchronous operations do not hold (at least the synchronous reserve) */
	uint32_t slots[64], k = 0, max = f->cfg.max_inflight - f->async_ops;
	if (max > 64)
		max = 64;
	for (uint32_t i = 0; i < n;) {
		uint32_t ppa;
		int rc = k < max ? pick_host_unit(f, &ppa, k) : 1;
		if (rc == 1 && !k)
			return FTL_ERR_IO; /* operations in flight that are not ours: a bug */
		if (rc == FTL_OK) {
			uint32_t s;
			if (ftl_slot_get(f, &s))
				return FTL_ERR_IO;
			f->ops[s].lpn = lpns[i];
			f->ops[s].ppa = ppa;
			f->ops[s].data = bufs[i];
			ftl_fill_oob(f, s, OOB_DATA, 0, lpns[i], f->seq, 0, ppa, bufs[i]);
			if (ftl_submit(f, s, FTL_CAT_HOST, NAND_OP_PROGRAM, blk_of(f, ppa), ppa % ppb(f), (void *)(uintptr_t)bufs[i], 1))
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

int ftl_write_submit(struct ftl *f, uint32_t lpn, const void *buf, uint16_t cookie)
{
	if (lpn >= f->nlpn)
		return FTL_ERR_RANGE;
	/* one program per page in flight: two could complete in either order and map the older last */
	if (wip_test(f, lpn) || f->async_ops >= f->async_cap)
		return FTL_ERR_BUSY;
	if (f->cfg.ckpt_interval && f->since_ckpt >= f->cfg.ckpt_interval) {
		int rc = ftl_checkpoint(f); /* drains first */
		if (rc && rc != FTL_ERR_NOSPC)
			return rc;
	}
	uint32_t ppa, slot;
	int rc = pick_host_unit(f, &ppa, 0);
	if (rc)
		return rc == 1 ? FTL_ERR_IO : rc;
	if (async_start(f, &slot, OP_HOST_PROG, cookie, lpn, ppa, buf))
		return FTL_ERR_IO;
	ftl_fill_oob(f, slot, OOB_DATA, 0, lpn, f->seq, 0, ppa, buf);
	wip_set(f, lpn, 1);
	f->st.host_writes++;
	f->since_ckpt++;
	return ftl_submit(f, slot, FTL_CAT_HOST, NAND_OP_PROGRAM, blk_of(f, ppa), mod_sh(ppa, ppb(f), f->sh_pages),
			  (void *)(uintptr_t)buf, 1);
}

int ftl_trim(struct ftl *f, uint32_t lpn)
{
	if (lpn >= f->nlpn)
		return FTL_ERR_RANGE;
	f->st.host_trims++;
	/* a program of the page in flight would map it again after the trim */
	if (wip_test(f, lpn) && ftl_drain(f))
		return FTL_ERR_IO;
	if (f->map[lpn] == FTL_NONE)
		return FTL_OK; /* unmapped in RAM: nothing newer than an earlier trim to cancel */
	ftl_map_set(f, lpn, FTL_NONE);
	return ftl_trim_add(f, lpn, f->seq++);
}

int ftl_flush(struct ftl *f)
{
	/*
	 * Synchronous programs are on flash when ftl_write returns (R1), asynchronous ones when they
	 * complete; then only trims wait in RAM.
	 */
	if (ftl_drain(f))
		return FTL_ERR_IO;
	return ftl_write_trims(f);
}
