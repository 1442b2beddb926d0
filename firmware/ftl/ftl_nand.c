/* SPDX-License-Identifier: Apache-2.0 */
/*
 * NAND operations in flight: a slot per operation, its index in the tag, completions recorded
 * in the slot for whoever waits on it.
 */
#include "ftl_priv.h"

FW_HOT_MISS int ftl_poll_one(struct ftl *f)
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

/*
 * The lowest free slot, waiting for completions if all are taken (their owners handle them
 * later). Lowest rather than round robin: at low queue depth the same few slots, so their
 * ftl_op entries stay in the data cache and the driver finds their spare buffers' address
 * already in DESC_SPARE_LO (one firmware-port write less per read from flash). A slot is free
 * only once its completion was taken, so no late completion can name a reused slot.
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
		if (ftl_poll_one(f) < 0)
			return FTL_ERR_IO;
	}
}

FW_HOT_MISS int ftl_submit(struct ftl *f, uint32_t slot, int cat, uint8_t op, uint32_t b, uint32_t page, void *data,
		      int with_spare)
{
	struct nand_req r = {.op = op, .data = data, .tag = (uint16_t)((uint32_t)cat << 12 | slot)};
	fill_addr(f, b, page, &r);
	r.spare = with_spare ? spare(f, slot) : NULL;
	for (;;) {
		int rc = f->nand->ops->submit(f->nand->ctx, &r);
		if (rc == 0)
			break;
		if (rc != NAND_EBUSY || ftl_poll_one(f) < 0)
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
