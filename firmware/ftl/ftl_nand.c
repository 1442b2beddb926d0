/* SPDX-License-Identifier: Apache-2.0 */
/*
 * NAND operations in flight: a slot per operation, its index in the tag, completions recorded
 * in the slot for whoever waits on it (synchronous callers), or finished here and queued for
 * ftl_poll (asynchronous host reads and programs, firmware/doc/async.md section 5).
 */
#include "ftl_priv.h"

#include <string.h>

/*
 * The asynchronous completion path and the die-queue feeding are FW_COLD: kept out of
 * ftl_poll_one and ftl_submit, which a synchronous read from flash runs from the .fw_hot.miss
 * section, so that section does not grow past what the instruction cache holds (inlined, they
 * cost a read from flash ~800 work cycles of misses, measured with test_firmware_cost).
 */
FW_COLD static void done_push(struct ftl *f, uint32_t slot, int rc)
{
	struct ftl_op *op = &f->ops[slot];
	op->rc = (int8_t)rc;
	op->next = OP_NONE;
	if (f->done_head == OP_NONE)
		f->done_head = (uint16_t)slot;
	else
		f->ops[f->done_tail].next = (uint16_t)slot;
	f->done_tail = (uint16_t)slot;
	f->async_pending--;
}

/*
 * An asynchronous operation's completion. The map changes here and nowhere earlier (R1): a read
 * submitted while a program of its page is in flight still finds the older copy mapped, and a
 * cut before this point leaves the older version as the current one. A failed program keeps its
 * slot (its data buffer is the caller's until the completion) and is submitted again elsewhere
 * by ftl_async_retry, with the same version, before the caller hears of it.
 */
FW_COLD static void async_complete(struct ftl *f, uint32_t slot)
{
	struct ftl_op *op = &f->ops[slot];
	f->blk[blk_of(f, op->ppa)].pend--;
	if (op->kind == OP_HOST_READ || op->kind == OP_HOST_SEARCH) {
		struct oob o = *spare(f, slot);
		if (host_read_ok(f, op->status, op->erased, op->data, &o, op->lpn))
			done_push(f, slot, FTL_OK);
		else
			done_push(f, slot, host_read_failed(f, op->status));
		return;
	}
	if (op->status == NAND_OK) {
		ftl_map_set(f, op->lpn, op->ppa);
		wip_set(f, op->lpn, 0);
		done_push(f, slot, FTL_OK);
		return;
	}
	if (op->status == NAND_PROG_FAIL) {
		f->st.program_failures++;
		f->st.media_errors++;
		ftl_retire(f, blk_of(f, op->ppa));
		op->next = f->retry_head;
		f->retry_head = (uint16_t)slot;
		return;
	}
	f->st.unexpected++;
	wip_set(f, op->lpn, 0);
	done_push(f, slot, FTL_ERR_IO);
}

void ftl_async_reset(struct ftl *f)
{
	f->async_ops = f->async_pending = 0;
	f->done_head = f->done_tail = f->retry_head = OP_NONE;
	memset(f->wip, 0, (f->nlpn + 7) / 8);
	for (uint32_t d = 0; d < f->ndies; d++)
		f->dieq[d].head = f->dieq[d].tail = OP_NONE;
	f->dieq_ops = 0;
}

/* Hand a die's waiting operations to the back end, oldest first, while it takes them. */
FW_COLD static int kick_die(struct ftl *f, uint32_t d)
{
	struct ftl_dieq *q = &f->dieq[d];
	while (q->head != OP_NONE) {
		struct ftl_op *op = &f->ops[q->head];
		int rc = f->nand->ops->submit(f->nand->ctx, &f->dieq_req[q->head]);
		if (rc == NAND_EBUSY)
			return 0;
		if (rc)
			return FTL_ERR_IO;
		q->head = op->next;
		f->dieq_ops--;
	}
	return 0;
}

static uint32_t die_index(const struct ftl *f, const struct nand_req *r)
{
	return (f->sh_channels >= 0 ? (uint32_t)r->die << f->sh_channels : (uint32_t)r->die * f->geo.channels) + r->ch;
}

FW_COLD static int dieq_empty(const struct ftl *f, const struct nand_req *r)
{
	return f->dieq[die_index(f, r)].head == OP_NONE;
}

FW_COLD static void dieq_add(struct ftl *f, const struct nand_req *r, uint32_t slot)
{
	struct ftl_dieq *q = &f->dieq[die_index(f, r)];
	f->dieq_req[slot] = *r;
	f->ops[slot].next = OP_NONE;
	if (q->head == OP_NONE)
		q->head = (uint16_t)slot;
	else
		f->ops[q->tail].next = (uint16_t)slot;
	q->tail = (uint16_t)slot;
	f->dieq_ops++;
}

/*
 * Every die with waiting operations, not only the one that just completed something: the back
 * end may also refuse for a shared reason (the host model's completion queue, the driver's
 * operation table), which any completion can clear.
 */
FW_COLD static int kick_dies(struct ftl *f)
{
	for (uint32_t d = 0; d < f->ndies && f->dieq_ops; d++)
		if (f->dieq[d].head != OP_NONE && kick_die(f, d))
			return FTL_ERR_IO;
	return 0;
}

int ftl_async_retry(struct ftl *f)
{
	while (f->retry_head != OP_NONE) {
		uint32_t slot = f->retry_head;
		struct ftl_op *op = &f->ops[slot];
		f->retry_head = op->next;
		struct oob o = *spare(f, slot);
		uint32_t ppa = ftl_claim_any(f, FTL_NONE);
		if (ppa == FTL_NONE) {
			wip_set(f, op->lpn, 0);
			done_push(f, slot, FTL_ERR_NOSPC);
			continue;
		}
		op->ppa = ppa;
		op->done = 0;
		ftl_fill_oob(f, slot, OOB_DATA, o.flags, op->lpn, o.vseq, 0, ppa, op->data);
		f->blk[blk_of(f, ppa)].pend++;
		if (ftl_submit(f, slot, FTL_CAT_HOST, NAND_OP_PROGRAM, blk_of(f, ppa), mod_sh(ppa, ppb(f), f->sh_pages),
			       (void *)(uintptr_t)op->data, 1))
			return FTL_ERR_IO;
	}
	return FTL_OK;
}

int ftl_poll_kinds(struct ftl *f, struct ftl_done *out, unsigned max, unsigned kinds)
{
	/* bounded: at most one pass over what can be in flight, so a caller's loop keeps its turn */
	for (uint32_t k = 0; k <= f->cfg.max_inflight; k++) {
		int rc = ftl_poll_one(f);
		if (rc < 0)
			return FTL_ERR_IO;
		if (!rc)
			break;
	}
	if (f->retry_head != OP_NONE && ftl_async_retry(f))
		return FTL_ERR_IO;
	/* the done list in order, taking the kinds asked for and leaving the others where they are */
	unsigned n = 0;
	uint16_t prev = OP_NONE;
	for (uint16_t slot = f->done_head; n < max && slot != OP_NONE;) {
		struct ftl_op *op = &f->ops[slot];
		uint16_t next = op->next;
		uint8_t kind = op->kind == OP_HOST_READ ? FTL_DONE_READ
			       : op->kind == OP_HOST_SEARCH ? FTL_DONE_SEARCH : FTL_DONE_WRITE;
		if (!(kinds & FTL_DONE_BIT(kind))) {
			prev = slot;
			slot = next;
			continue;
		}
		if (prev == OP_NONE)
			f->done_head = next;
		else
			f->ops[prev].next = next;
		if (f->done_tail == slot)
			f->done_tail = prev;
		out[n++] = (struct ftl_done){.cookie = op->cookie, .kind = kind, .rc = op->rc};
		op->kind = OP_SYNC;
		slot_put(f, slot);
		f->async_ops--;
		slot = next;
	}
	return (int)n;
}

int ftl_poll(struct ftl *f, struct ftl_done *out, unsigned max)
{
	return ftl_poll_kinds(f, out, max, FTL_DONE_BIT(FTL_DONE_READ) | FTL_DONE_BIT(FTL_DONE_WRITE));
}

int ftl_drain(struct ftl *f)
{
	while (f->async_pending) {
		if (ftl_poll_one(f) < 0)
			return FTL_ERR_IO;
		if (f->retry_head != OP_NONE && ftl_async_retry(f))
			return FTL_ERR_IO;
	}
	return FTL_OK;
}

FW_HOT_MISS int ftl_poll_one(struct ftl *f)
{
	struct nand_cpl c;
	int rc = f->nand->ops->poll(f->nand->ctx, &c);
	if (rc <= 0) {
		if (!rc && f->dieq_ops && kick_dies(f))
			return FTL_ERR_IO;
		return rc;
	}
	uint32_t slot = c.tag & 0xFFFu;
	if (slot >= f->cfg.max_inflight || !f->ops[slot].busy || f->ops[slot].done) {
		f->st.unexpected++;
		return 1;
	}
	f->ops[slot].done = 1;
	f->ops[slot].status = c.status;
	f->ops[slot].erased = c.erased;
	f->inflight--;
	if (f->ops[slot].kind != OP_SYNC)
		async_complete(f, slot);
	if (f->dieq_ops && kick_dies(f))
		return FTL_ERR_IO;
	return 1;
}

/*
 * The lowest free slot, waiting for completions if all are taken (their owners handle them
 * later). Lowest rather than round robin: at low queue depth the same few slots, so their
 * ftl_op entries stay in the data cache and the driver finds their spare buffers' address
 * already in DESC_SPARE_LO (one firmware-port write less per read from flash). A slot is free
 * only once its completion was taken, so no late completion can name a reused slot. Slots held by
 * asynchronous operations that ftl_poll has not returned yet free only through the caller: with
 * nothing in flight to wait for, fail rather than spin (async_cap leaves the synchronous paths
 * their share, so this is a bug, not a load condition).
 */
FW_HOT_MISS int ftl_slot_get(struct ftl *f, uint32_t *slot)
{
	for (;;) {
		/* a struct store rather than a memset call (picolibc's goes byte by byte) */
		for (uint32_t s = 0; s < f->cfg.max_inflight; s++) {
			if (!f->ops[s].busy) {
				f->ops[s] = (struct ftl_op){.busy = 1};
				*slot = s;
				return 0;
			}
		}
		if (!f->inflight || ftl_poll_one(f) < 0)
			return FTL_ERR_IO;
	}
}

FW_HOT_MISS static int submit_req(struct ftl *f, uint32_t slot, struct nand_req *rq);

FW_HOT_MISS int ftl_submit(struct ftl *f, uint32_t slot, int cat, uint8_t op, uint32_t b, uint32_t page, void *data,
		      int with_spare)
{
	struct nand_req r = {.op = op, .data = data, .tag = (uint16_t)((uint32_t)cat << 12 | slot)};
	fill_addr(f, b, page, &r);
	r.spare = with_spare ? spare(f, slot) : NULL;
	return submit_req(f, slot, &r);
}

int ftl_submit_search(struct ftl *f, uint32_t slot, uint32_t b, uint32_t page, void *data,
		      struct nand_search_res *res)
{
	struct nand_req r = {.op = NAND_OP_READ, .data = data, .tag = (uint16_t)((uint32_t)FTL_CAT_READ << 12 | slot),
			     .search = res};
	fill_addr(f, b, page, &r);
	r.spare = spare(f, slot);
	return submit_req(f, slot, &r);
}

FW_HOT_MISS static int submit_req(struct ftl *f, uint32_t slot, struct nand_req *rq)
{
	struct nand_req r = *rq;
	uint8_t op = r.op;
	/*
	 * A die whose hardware queue is full keeps the rest in its software queue, in order (programs
	 * of a block must reach the die in page order, R7), and completions feed them on
	 * (ftl_poll_one): nothing waits here, so an asynchronous submit returns at once.
	 */
	int rc = !f->dieq_ops || dieq_empty(f, &r) ? f->nand->ops->submit(f->nand->ctx, &r) : NAND_EBUSY;
	if (rc == NAND_EBUSY)
		dieq_add(f, &r, slot);
	else if (rc)
		return FTL_ERR_IO;
	f->inflight++;
	if (op == NAND_OP_PROGRAM)
		f->st.nand_programs++;
	else if (op == NAND_OP_READ)
		f->st.nand_reads++;
	else if (op == NAND_OP_ERASE)
		f->st.nand_erases++;
	return 0;
}
