/* SPDX-License-Identifier: Apache-2.0 */
/*
 * flash_top driver for one NVM set: port of sim/lib/cssd_sim/flash_port.py (push, pop, bad-block
 * table) to nand.h. Every register access is an uncached round trip over ctrl_core's shared
 * firmware port, so the per-operation cost is kept to what must change: a push writes DESC_CTRL
 * plus the descriptor registers whose value differs from the last push on that channel, a
 * completion costs one CPL_INFO read and one CPL_POP write (STATUS is read once for a batch).
 */
#include "flash_drv.h"
#include "fw_attr.h"

#include <stddef.h>

#include "soc_io.h" /* generated/fw_port_regs.h: the register macros */
#include "hil.h" /* hil_wait_cycles */

#if (FLASH_CHAN__DESC_CTRL__REQ_bm >> FLASH_CHAN__DESC_CTRL__REQ_bp) + 1 != NAND_SEARCH_REQS
#error "NAND_SEARCH_REQS (nand.h) must be the number of DESC_CTRL.REQ values (flash_chan.rdl)"
#endif

#define GREG(name) (FW_FLASH_OFF + (uint32_t)offsetof(flash_t, name))
#define CREG(d, c, name) (FW_FLASH_CHAN_OFF((d)->ch_first + (c)) + (uint32_t)offsetof(flash_chan_t, name))
#define FIELD(v, reg, f) (((v) & reg##__##f##_bm) >> reg##__##f##_bp)

int flash_drv_init(struct flash_drv *d, unsigned ch_first, unsigned ch_count, struct nand_dev *out)
{
	uint32_t g0 = fw_rd32(GREG(GEOMETRY)), g1 = fw_rd32(GREG(GEOMETRY_BLOCKS));
	unsigned channels = FIELD(g0, FLASH__GEOMETRY, CHANNELS), dies = FIELD(g0, FLASH__GEOMETRY, DIES);
	if (!ch_count || ch_count > FLASH_DRV_MAX_CH || ch_first + ch_count > channels || !dies ||
	    dies > FLASH_DRV_MAX_DIES)
		return NAND_EINVAL;
	d->ch_first = ch_first;
	d->ch_count = ch_count;
	d->geo.channels = (uint16_t)ch_count;
	d->geo.dies = (uint16_t)dies;
	d->geo.planes = (uint16_t)FIELD(g0, FLASH__GEOMETRY, PLANES);
	d->geo.queue_depth = (uint16_t)FIELD(g0, FLASH__GEOMETRY, QUEUE_DEPTH);
	d->geo.blocks = (uint16_t)FIELD(g1, FLASH__GEOMETRY_BLOCKS, BLOCKS);
	d->geo.pages = (uint16_t)FIELD(g1, FLASH__GEOMETRY_BLOCKS, PAGES);
	d->geo.page_bytes = FIELD(fw_rd32(GREG(GEOMETRY_PAGE)), FLASH__GEOMETRY_PAGE, PAGE_BYTES);
	uint32_t gs = fw_rd32(GREG(GEOMETRY_SPARE));
	d->geo.spare_bytes = (uint16_t)FIELD(gs, FLASH__GEOMETRY_SPARE, SPARE_BYTES);
	d->geo.spare_hw_bytes = (uint16_t)FIELD(gs, FLASH__GEOMETRY_SPARE, E2E_BYTES);
	/* The management core enables E2E_CRC before it releases the set cores, and keeps it. */
	uint32_t e2e = fw_rd32(GREG(E2E_CRC));
	d->geo.spare_checked = FIELD(e2e, FLASH__E2E_CRC, ENABLE) && FIELD(e2e, FLASH__E2E_CRC, SPARE_CHECK);
	if (!d->geo.queue_depth || !d->geo.planes)
		return NAND_EINVAL;
	for (unsigned c = 0; c < FLASH_DRV_MAX_CH; c++) {
		d->ch_inflight[c] = 0;
		d->cpl_known[c] = 0;
		for (unsigned k = 0; k < FLASH_DRV_MAX_DIES; k++)
			d->die_inflight[c][k] = 0;
	}
	flash_drv_forget(d);
	uint32_t cap = (uint32_t)ch_count * dies * d->geo.queue_depth;
	d->cap = cap < FLASH_DRV_MAX_INFLIGHT ? cap : FLASH_DRV_MAX_INFLIGHT;
	d->nfree = 0;
	/* Lowest tags on top of the stack: completions are easier to read in a trace. */
	for (unsigned c = 0; c < FLASH_DRV_MAX_CH; c++)
		d->search_wait[c] = 0;
	d->search_keys = 0;
	d->search_stray = 0;
	for (uint32_t t = d->cap; t-- > 0;) {
		d->busy[t] = 0;
		d->search_state[t] = 0;
		d->free_tags[d->nfree++] = (uint16_t)t;
	}
	d->poll_ch = 0;
	d->stray = 0;
	d->bbt_retries = 0;
	/*
	 * Completions left in the FIFOs by an earlier run of this core (a reset of the core but not
	 * of ctrl_core) belong to nobody: drop them so their tags cannot complete new operations.
	 * Operations still queued then will complete later and count as stray.
	 */
	for (unsigned c = 0; c < ch_count; c++) {
		unsigned n = FIELD(fw_rd32(CREG(d, c, STATUS)), FLASH_CHAN__STATUS, CPL_COUNT);
		while (n--)
			fw_wr32(CREG(d, c, CPL_POP), FLASH_CHAN__CPL_POP__POP_bm);
		n = FIELD(fw_rd32(CREG(d, c, SEARCH_STATUS)), FLASH_CHAN__SEARCH_STATUS, RES_COUNT);
		while (n--)
			fw_wr32(CREG(d, c, SEARCH_RES_POP), FLASH_CHAN__SEARCH_RES_POP__POP_bm);
	}
	out->ops = &flash_drv_ops;
	out->ctx = d;
	out->geo = d->geo;
	return 0;
}

void flash_drv_irq_enable(struct flash_drv *d, int on)
{
	for (unsigned c = 0; c < d->ch_count; c++)
		fw_wr32(CREG(d, c, IRQ_ENABLE), on ? FLASH_CHAN__IRQ_ENABLE__CPL_bm : 0);
}

void flash_drv_forget(struct flash_drv *d)
{
	for (unsigned c = 0; c < FLASH_DRV_MAX_CH; c++)
		d->desc[c].valid = 0;
}

/* DDR0 address of [p, p + len) if the hardware can reach it (inside the window, 64-byte aligned). */
FW_HOT static int dma_addr(const void *p, uint32_t len, uint32_t *addr)
{
	uintptr_t a = (uintptr_t)p;
	if (a < SOC_DDR0_WINDOW_BASE || a - SOC_DDR0_WINDOW_BASE > SOC_DDR0_WINDOW_BYTES - len || (a & 63))
		return -1;
	*addr = ddr0_addr(p);
	return 0;
}

/* Write a descriptor register (base: the channel window) unless it already holds v. */
FW_HOT static void desc_wr(const struct flash_drv_desc *k, uint32_t base, uint32_t off, uint32_t *cached, uint32_t v)
{
	if (k->valid && *cached == v)
		return;
	fw_wr32(base + off, v);
	*cached = v;
}

FW_HOT static int drv_submit(void *ctx, const struct nand_req *r)
{
	struct flash_drv *d = ctx;
	if (r->ch >= d->ch_count || r->die >= d->geo.dies)
		return NAND_EINVAL;
	uint32_t data = 0, spare = 0;
	int moves_data = r->op == NAND_OP_READ || r->op == NAND_OP_PROGRAM;
	if (moves_data && dma_addr(r->data, d->geo.page_bytes, &data))
		return NAND_EINVAL;
	if (moves_data && r->spare && dma_addr(r->spare, d->geo.spare_bytes, &spare))
		return NAND_EINVAL;
	if (r->search && r->op != NAND_OP_READ)
		return NAND_EINVAL;
	if (d->die_inflight[r->ch][r->die] >= d->geo.queue_depth || !d->nfree)
		return NAND_EBUSY;
	uint16_t t = d->free_tags[--d->nfree];
	d->busy[t] = 1;
	d->search_state[t] = r->search ? FLASH_DRV_S_WANT : 0;
	if (r->search) {
		d->search[t] = r->search;
		r->search->cls = NAND_SEARCH_NONE;
		d->search_wait[r->ch]++;
	}
	d->ops[t].tag = r->tag;
	d->ops[t].ch = r->ch;
	d->ops[t].die = r->die;
	d->die_inflight[r->ch][r->die]++;
	d->ch_inflight[r->ch]++;

	struct flash_drv_desc *k = &d->desc[r->ch];
	/* Once: every volatile store below would make the compiler reload d->ch_first. */
	const uint32_t base = FW_FLASH_CHAN_OFF(d->ch_first + r->ch);
	uint32_t row = ((uint32_t)r->page << FLASH_CHAN__DESC_ROW__PAGE_bp & FLASH_CHAN__DESC_ROW__PAGE_bm) |
		       ((uint32_t)r->block << FLASH_CHAN__DESC_ROW__BLOCK_bp & FLASH_CHAN__DESC_ROW__BLOCK_bm) |
		       ((uint32_t)r->plane << FLASH_CHAN__DESC_ROW__PLANE_bp & FLASH_CHAN__DESC_ROW__PLANE_bm) |
		       ((uint32_t)r->die << FLASH_CHAN__DESC_ROW__DIE_bp & FLASH_CHAN__DESC_ROW__DIE_bm);
	desc_wr(k, base, offsetof(flash_chan_t, DESC_ROW), &k->row, row);
	uint32_t ctrl = FLASH_CHAN__DESC_CTRL__GO_bm |
			((uint32_t)r->op << FLASH_CHAN__DESC_CTRL__OP_bp & FLASH_CHAN__DESC_CTRL__OP_bm) |
			((uint32_t)t << FLASH_CHAN__DESC_CTRL__TAG_bp) |
			(r->search ? FLASH_CHAN__DESC_CTRL__SEARCH_bm |
					     ((uint32_t)r->search->req << FLASH_CHAN__DESC_CTRL__REQ_bp &
					      FLASH_CHAN__DESC_CTRL__REQ_bm) |
					     (r->search->first ? FLASH_CHAN__DESC_CTRL__FIRST_bm : 0)
				   : 0);
	/* An erase moves no data: whatever the buffer registers hold is ignored. */
	if (moves_data) {
		desc_wr(k, base, offsetof(flash_chan_t, DESC_BUF_LO), &k->buf_lo, data);
		desc_wr(k, base, offsetof(flash_chan_t, DESC_BUF_HI), &k->buf_hi, 0);
		if (r->spare) {
			desc_wr(k, base, offsetof(flash_chan_t, DESC_SPARE_LO), &k->spare_lo, spare);
			desc_wr(k, base, offsetof(flash_chan_t, DESC_SPARE_HI), &k->spare_hi, 0);
			ctrl |= FLASH_CHAN__DESC_CTRL__SPARE_bm;
		}
	}
	/* Only now are all five cached values real (the first push wrote every one it needs). */
	if (!k->valid && moves_data && r->spare)
		k->valid = 1;
	fw_wr32(base + (uint32_t)offsetof(flash_chan_t, DESC_CTRL), ctrl);
	return 0;
}

FW_HOT static inline uint64_t mcycle(void)
{
	uint64_t c;
	__asm__ volatile("csrr %0, mcycle" : "=r"(c));
	return c;
}

static int drv_poll_once(struct flash_drv *d, struct nand_cpl *cpl);

/* The time from an empty poll to the next poll is the FTL waiting for the flash: it goes to
 * hil_wait_cycles (the first empty poll of a wait and the loop around the polls are counted as
 * work, so the split errs towards firmware cost). */
FW_HOT static int drv_poll(void *ctx, struct nand_cpl *cpl)
{
	struct flash_drv *d = ctx;
	int rc = drv_poll_once(d, cpl);
	uint64_t now = mcycle();
	if (d->empty_since && d->empty_epoch == hil_wait_epoch)
		hil_wait_cycles += now - d->empty_since;
	d->empty_since = rc == 0 ? now : 0;
	d->empty_epoch = hil_wait_epoch;
	return rc;
}

/* Hand the caller tag t's completion and free the tag (its die queue entry is free already). */
static void search_deliver(struct flash_drv *d, uint32_t t, struct nand_cpl *cpl)
{
	*cpl = d->held[t];
	d->search_state[t] = 0;
	d->busy[t] = 0;
	d->free_tags[d->nfree++] = (uint16_t)t;
	d->ch_inflight[d->ops[t].ch]--;
}

/*
 * Take channel c's head page result, if one waits, into its search read's nand_search_res:
 * 1 (and *cpl) when that read's completion was already held, else 0. Fragments are read for the
 * query's keys only, and not for a matched page, which decides its request without them.
 */
static int search_pop(struct flash_drv *d, unsigned c, struct nand_cpl *cpl)
{
	if (!FIELD(fw_rd32(CREG(d, c, SEARCH_STATUS)), FLASH_CHAN__SEARCH_STATUS, RES_AVAIL))
		return 0;
	uint32_t info = fw_rd32(CREG(d, c, SEARCH_RES_INFO));
	uint32_t t = FIELD(info, FLASH_CHAN__SEARCH_RES_INFO, TAG);
	if (t >= d->cap || !d->busy[t] || d->ops[t].ch != c ||
	    (d->search_state[t] & (FLASH_DRV_S_WANT | FLASH_DRV_S_RES)) != FLASH_DRV_S_WANT) {
		d->search_stray++;
		fw_wr32(CREG(d, c, SEARCH_RES_POP), FLASH_CHAN__SEARCH_RES_POP__POP_bm);
		return 0;
	}
	struct nand_search_res *res = d->search[t];
	res->cls = (uint8_t)FIELD(info, FLASH_CHAN__SEARCH_RES_INFO, CLASS);
	res->found = (uint8_t)FIELD(info, FLASH_CHAN__SEARCH_RES_INFO, FOUND);
	uint32_t adv = fw_rd32(CREG(d, c, SEARCH_RES_ADV));
	for (unsigned s = 0; s < NAND_SEARCH_KEYS; s++) {
		res->adv[s] = (uint8_t)(adv >> (4 * s) & 0xF);
		res->head[s] = res->tail[s] = 0;
	}
	if (res->cls == NAND_SEARCH_PARTIAL || res->cls == NAND_SEARCH_MISMATCHED) {
		for (unsigned k = 0; k < d->search_keys; k++) {
			fw_wr32(CREG(d, c, SEARCH_RES_FRAG_SEL), (uint32_t)k << FLASH_CHAN__SEARCH_RES_FRAG_SEL__KEY_bp);
			res->head[k] = FIELD(fw_rd32(CREG(d, c, SEARCH_RES_FRAG)), FLASH_CHAN__SEARCH_RES_FRAG, BITS);
			fw_wr32(CREG(d, c, SEARCH_RES_FRAG_SEL),
				(uint32_t)k << FLASH_CHAN__SEARCH_RES_FRAG_SEL__KEY_bp | FLASH_CHAN__SEARCH_RES_FRAG_SEL__TAIL_bm);
			res->tail[k] = FIELD(fw_rd32(CREG(d, c, SEARCH_RES_FRAG)), FLASH_CHAN__SEARCH_RES_FRAG, BITS);
		}
	}
	fw_wr32(CREG(d, c, SEARCH_RES_POP), FLASH_CHAN__SEARCH_RES_POP__POP_bm);
	d->search_wait[c]--;
	d->search_state[t] |= FLASH_DRV_S_RES;
	if (!(d->search_state[t] & FLASH_DRV_S_CPL))
		return 0;
	search_deliver(d, t, cpl);
	return 1;
}

/* Statuses of a read whose page was copied (so the first stage saw it): the others stop at the check. */
static int read_copied(uint8_t status)
{
	return status == NAND_OK || status == NAND_UNCORRECTABLE || status == FLASH_CHAN__STATUS_E__CRC_ERROR ||
	       status == NAND_MEMORY;
}

FW_HOT static int drv_poll_once(struct flash_drv *d, struct nand_cpl *cpl)
{
	for (unsigned i = 0; i < d->ch_count; i++) {
		unsigned c = d->poll_ch;
		if (d->search_wait[c] && search_pop(d, c, cpl))
			return 1;
		if (!d->cpl_known[c]) {
			/* Nothing in flight on an idle channel can complete: skip its STATUS read. */
			if (!d->ch_inflight[c]) {
				d->poll_ch = c + 1 < d->ch_count ? c + 1 : 0; /* no remainder: ~65 cycles */
				continue;
			}
			d->cpl_known[c] = (uint8_t)FIELD(fw_rd32(CREG(d, c, STATUS)), FLASH_CHAN__STATUS, CPL_COUNT);
			if (!d->cpl_known[c]) {
				d->poll_ch = c + 1 < d->ch_count ? c + 1 : 0; /* no remainder: ~65 cycles */
				continue;
			}
		}
		uint32_t info = fw_rd32(CREG(d, c, CPL_INFO));
		fw_wr32(CREG(d, c, CPL_POP), FLASH_CHAN__CPL_POP__POP_bm);
		d->cpl_known[c]--;
		uint32_t t = FIELD(info, FLASH_CHAN__CPL_INFO, TAG);
		if (t >= d->cap || !d->busy[t] || d->ops[t].ch != c) {
			d->stray++;
			return 0;
		}
		d->die_inflight[c][d->ops[t].die]--;
		uint8_t status = (uint8_t)FIELD(info, FLASH_CHAN__CPL_INFO, STATUS);
		struct nand_cpl *out = d->search_state[t] ? &d->held[t] : cpl;
		out->tag = d->ops[t].tag;
		out->op = (uint8_t)FIELD(info, FLASH_CHAN__CPL_INFO, OP);
		/* End-to-end CRC mismatch (E2E_CRC): to the FTL a read it cannot trust, like ECC. */
		out->status = status == FLASH_CHAN__STATUS_E__CRC_ERROR ? NAND_UNCORRECTABLE : status;
		out->erased = FIELD(info, FLASH_CHAN__CPL_INFO, ERASED) != 0; /* single-plane: its plane's bit */
		/* Stay on this channel while it has completions known: no STATUS read for them. */
		if (!d->cpl_known[c])
			d->poll_ch = c + 1 < d->ch_count ? c + 1 : 0; /* no remainder: ~65 cycles */
		if (d->search_state[t]) {
			if (!(d->search_state[t] & FLASH_DRV_S_RES) && read_copied(status)) {
				d->search_state[t] |= FLASH_DRV_S_CPL; /* its page result is still to come */
				continue;
			}
			if (!(d->search_state[t] & FLASH_DRV_S_RES))
				d->search_wait[c]--; /* no copy, so no page result will come */
			search_deliver(d, t, cpl);
			return 1;
		}
		d->busy[t] = 0;
		d->free_tags[d->nfree++] = (uint16_t)t;
		d->ch_inflight[c]--;
		return 1;
	}
	return 0;
}

/*
 * BBT_SEL is one register in the global window, shared by every core and the management side.
 * Reading it back after BBT_STATE shows whether someone else selected another block in between
 * (sets own disjoint channels, so their selections always differ from ours): then select again.
 */
static uint32_t bbt_sel(const struct flash_drv *d, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	return (uint32_t)block << FLASH__BBT_SEL__BLOCK_bp | (uint32_t)plane << FLASH__BBT_SEL__PLANE_bp |
	       (uint32_t)die << FLASH__BBT_SEL__DIE_bp | (uint32_t)(d->ch_first + ch) << FLASH__BBT_SEL__CHANNEL_bp;
}

/*
 * BBT_SEL is one register for every core. Cores that select at the same moment in lockstep
 * (every set core mounts right after the management core releases them, one BBT read per
 * block) can overwrite each other's selection on every try, forever: seen with three set cores
 * on sim_uneven, none of which got through mount. After a lost selection a core waits a time
 * that grows with its tries and differs per set (its first channel is its own), so the cores
 * fall out of step and each gets its turn.
 */
static void bbt_backoff(const struct flash_drv *d, unsigned tries)
{
	unsigned n = (d->ch_first + 1u) << (tries < 6u ? tries : 6u);
	for (volatile unsigned i = 0; i < n; i++)
		;
}

static uint32_t bbt_state(struct flash_drv *d, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	uint32_t sel = bbt_sel(d, ch, die, plane, block);
	for (unsigned tries = 0;; tries++) {
		fw_wr32(GREG(BBT_SEL), sel);
		uint32_t v = fw_rd32(GREG(BBT_STATE));
		if (fw_rd32(GREG(BBT_SEL)) == sel)
			return v;
		d->bbt_retries++;
		bbt_backoff(d, tries);
	}
}

static int drv_is_bad(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	return (int)FIELD(bbt_state(ctx, ch, die, plane, block), FLASH__BBT_STATE, BAD);
}

static int drv_is_erased(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	uint32_t v = bbt_state(ctx, ch, die, plane, block);
	return !FIELD(v, FLASH__BBT_STATE, BAD) && !FIELD(v, FLASH__BBT_STATE, WRITTEN);
}

/*
 * Not atomic against another core selecting a block between the check and the BBT_CTRL write
 * (that would mark its block bad, not ours): the window is two bus accesses long and mark_bad is
 * rare (grown bad blocks), but only a per-channel BBT window or a lock in hardware closes it.
 */
static void drv_mark_bad(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block)
{
	struct flash_drv *d = ctx;
	uint32_t sel = bbt_sel(d, ch, die, plane, block);
	for (unsigned tries = 0;; tries++) {
		fw_wr32(GREG(BBT_SEL), sel);
		if (fw_rd32(GREG(BBT_SEL)) == sel)
			break;
		d->bbt_retries++;
		bbt_backoff(d, tries);
	}
	fw_wr32(GREG(BBT_CTRL), FLASH__BBT_CTRL__SET_BAD_bm);
}

/* The query words pm2_matcher takes (cssd_sim.pm2.query_words): the lengths, the key count
 * (which clears the byte tables), each key right-aligned in its slot, the commit. */
#define SEARCH_KEY_WORDS (NAND_SEARCH_KEYS * NAND_SEARCH_KEY_BYTES / 4)
#define SEARCH_CFG_WORDS (SEARCH_KEY_WORDS + NAND_SEARCH_KEYS + 2)
#define SEARCH_LOAD_POLLS 100000u /* CFG_SPACE reads per channel before the load gives up */

static unsigned query_words(unsigned n, const uint8_t *const *keys, const uint8_t *lens, uint8_t *addr,
			    uint32_t *val)
{
	unsigned m = 0, nk = n < NAND_SEARCH_KEYS ? n : NAND_SEARCH_KEYS;
	for (unsigned k = 0; k < nk; k++) {
		addr[m] = (uint8_t)(SEARCH_KEY_WORDS + k);
		val[m++] = lens[k];
	}
	addr[m] = SEARCH_KEY_WORDS + NAND_SEARCH_KEYS;
	val[m++] = n;
	for (unsigned k = 0; k < nk; k++) {
		uint8_t slot[NAND_SEARCH_KEY_BYTES] = {0};
		unsigned len = lens[k] < NAND_SEARCH_KEY_BYTES ? lens[k] : NAND_SEARCH_KEY_BYTES;
		for (unsigned b = 0; b < len; b++)
			slot[NAND_SEARCH_KEY_BYTES - len + b] = keys[k][b];
		for (unsigned w = 0; w < NAND_SEARCH_KEY_BYTES / 4; w++) {
			addr[m] = (uint8_t)(k * NAND_SEARCH_KEY_BYTES / 4 + w);
			val[m++] = (uint32_t)slot[4 * w] | (uint32_t)slot[4 * w + 1] << 8 | (uint32_t)slot[4 * w + 2] << 16 |
				   (uint32_t)slot[4 * w + 3] << 24;
		}
	}
	addr[m] = SEARCH_KEY_WORDS + NAND_SEARCH_KEYS + 1;
	val[m++] = 0;
	return m;
}

static int drv_search_load(void *ctx, unsigned n, const uint8_t *const *keys, const uint8_t *lens)
{
	struct flash_drv *d = ctx;
	for (unsigned c = 0; c < d->ch_count; c++)
		if (d->search_wait[c])
			return NAND_EBUSY;
	for (uint32_t t = 0; t < d->cap; t++)
		if (d->search_state[t])
			return NAND_EBUSY;
	uint8_t addr[SEARCH_CFG_WORDS];
	uint32_t val[SEARCH_CFG_WORDS];
	unsigned m = query_words(n, keys, lens, addr, val);
	int rc = 0;
	for (unsigned c = 0; c < d->ch_count; c++) {
		unsigned i = 0, space = 0;
		for (unsigned polls = 0; i < m && polls < SEARCH_LOAD_POLLS;) {
			if (!space) {
				space = FIELD(fw_rd32(CREG(d, c, SEARCH_STATUS)), FLASH_CHAN__SEARCH_STATUS, CFG_SPACE);
				polls++;
				continue;
			}
			fw_wr32(CREG(d, c, SEARCH_CFG_ADDR), addr[i]);
			fw_wr32(CREG(d, c, SEARCH_CFG_DATA), val[i]);
			i++;
			space--;
		}
		/* A query cut short never commits: that channel's pages then report BAD_QUERY. */
		if (i < m)
			rc = NAND_EBUSY;
	}
	d->search_keys = (uint8_t)(n < NAND_SEARCH_KEYS ? n : NAND_SEARCH_KEYS);
	return rc;
}

const struct nand_ops flash_drv_ops = {
	.submit = drv_submit,
	.poll = drv_poll,
	.is_bad = drv_is_bad,
	.mark_bad = drv_mark_bad,
	.is_erased = drv_is_erased,
	.search_load = drv_search_load,
};
