/* SPDX-License-Identifier: Apache-2.0 */
#include "icl.h"
#include "fw_attr.h"

#include <string.h>

#define SLOT_FREE 0
#define SLOT_CLEAN 1
#define SLOT_DIRTY 2
#define SLOT_WB 3 /* its write-back program is in flight: readable, not writable, not reusable */
#define WB_MAX ICL_WB_MAX
/* ftl/ftl_priv.h's FTL_NONE: a map entry of a page never written or trimmed */
#define LPN_UNMAPPED 0xFFFFFFFFu

static size_t align8(size_t n)
{
	return (n + 7) & ~(size_t)7;
}

static uint32_t hash_size(uint32_t slots)
{
	uint32_t n = 1;
	while (n < 2 * slots)
		n <<= 1;
	return n;
}

size_t icl_mem_size(const struct icl_config *cfg, uint32_t page_bytes)
{
	(void)page_bytes; /* the pages moved to icl_dma_size; kept so the metadata may depend on it */
	return align8((size_t)cfg->slots * sizeof(struct icl_slot)) + align8((size_t)hash_size(cfg->slots) * 4);
}

size_t icl_dma_size(const struct icl_config *cfg, uint32_t page_bytes)
{
	return (size_t)(cfg->slots + 2) * page_bytes;
}

int icl_init(struct icl *c, struct ftl *ftl, const struct icl_config *cfg, void *mem, size_t mem_size,
	     void *dma_mem, size_t dma_size)
{
	uint32_t pb = ftl->geo.page_bytes;
	/* A FUA command's batch must never be evicted by its own later pages: slots >= 2 batches. */
	if (!cfg->slots || !cfg->wb_batch || cfg->wb_batch > WB_MAX || cfg->slots < 2u * cfg->wb_batch || cfg->lba_shift < 9 ||
	    (1u << cfg->lba_shift) > pb || mem_size < icl_mem_size(cfg, pb) || ((uintptr_t)mem & 7) ||
	    dma_size < icl_dma_size(cfg, pb) || ((uintptr_t)dma_mem & 7))
		return FTL_ERR_CONFIG;
	memset(c, 0, sizeof(*c));
	c->ftl = ftl;
	c->cfg = *cfg;
	c->page_bytes = pb;
	c->page_shift = -1;
	if (!(pb & (pb - 1)))
		for (c->page_shift = 0; (1u << c->page_shift) < pb; c->page_shift++)
			;
	c->nhash = hash_size(cfg->slots);
	uint8_t *m = mem;
	c->slot = (struct icl_slot *)(void *)m;
	m += align8((size_t)cfg->slots * sizeof(struct icl_slot));
	c->hash = (int32_t *)(void *)m;
	c->data = dma_mem;
	c->bounce = c->data + (size_t)cfg->slots * pb;
	c->zero = c->bounce + pb;
	/* Once, at start-up: afterwards unmapped reads hand this page to the DMA untouched. */
	memset(c->zero, 0, pb);
	c->wip = -1;
	c->wb_start = cfg->slots - cfg->wb_batch;
	for (uint32_t i = 0; i < c->nhash; i++)
		c->hash[i] = -1;
	memset(c->slot, 0, (size_t)cfg->slots * sizeof(struct icl_slot));
	return FTL_OK;
}

FW_HOT uint64_t icl_capacity(const struct icl *c)
{
	return (uint64_t)ftl_capacity(c->ftl) * (c->page_bytes >> c->cfg.lba_shift);
}

/*
 * The low bits of the LPN. (It was the low bits of lpn * 2654435761: an odd multiplier maps the
 * low k bits of lpn one to one onto the low k bits of the product, so that spread the LPNs over
 * the buckets exactly as well, for a multiplication on every lookup.)
 */
FW_HOT static uint32_t hslot(const struct icl *c, uint32_t lpn)
{
	return lpn & (c->nhash - 1);
}

FW_HOT static int32_t lookup(const struct icl *c, uint32_t lpn)
{
	for (int32_t s = c->hash[hslot(c, lpn)]; s >= 0; s = c->slot[s].hnext)
		if (c->slot[s].lpn == lpn)
			return s;
	return -1;
}

static void unlink_slot(struct icl *c, int32_t s)
{
	int32_t *pp = &c->hash[hslot(c, c->slot[s].lpn)];
	while (*pp != s)
		pp = &c->slot[*pp].hnext;
	*pp = c->slot[s].hnext;
	c->ndirty -= c->slot[s].state == SLOT_DIRTY;
	c->slot[s].state = SLOT_FREE;
}

FW_HOT static uint8_t *sdata(struct icl *c, int32_t s)
{
	/* a shift when it can: a multiplication is several cycles on Rocket, on every hit and write */
	return c->data + (c->page_shift >= 0 ? (size_t)s << c->page_shift : (size_t)s * c->page_bytes);
}

/* Write back the given dirty slots in one synchronous FTL batch (programs on many planes at once). */
static int writeback_sync(struct icl *c, const int32_t *s, uint32_t n)
{
	uint32_t lpns[WB_MAX] = {0};
	const void *bufs[WB_MAX] = {0};
	for (uint32_t i = 0; i < n; i++) {
		lpns[i] = c->slot[s[i]].lpn;
		bufs[i] = sdata(c, s[i]);
	}
	int rc = ftl_write_batch(c->ftl, lpns, bufs, n);
	if (rc)
		return rc;
	for (uint32_t i = 0; i < n; i++) {
		c->slot[s[i]].state = SLOT_CLEAN;
		c->slot[s[i]].wb_rc = FTL_OK;
	}
	c->ndirty -= n;
	c->st.writebacks += n;
	return FTL_OK;
}

/* A write-back program's completion (cookie: the slot). A failed one leaves the page dirty. */
static void wb_done(struct icl *c, const struct ftl_done *d)
{
	struct icl_slot *sl = &c->slot[d->cookie];
	c->nwb--;
	sl->wb_rc = d->rc;
	if (d->rc == FTL_OK) {
		sl->state = SLOT_CLEAN;
		c->st.writebacks++;
		return;
	}
	sl->state = SLOT_DIRTY;
	c->ndirty++;
	if (!c->wb_err)
		c->wb_err = d->rc;
}

/* Take write-back completions only (the caller's reads stay queued in the FTL). */
static int wb_reap(struct icl *c)
{
	struct ftl_done d[8];
	int n = ftl_poll_kinds(c->ftl, d, 8, FTL_DONE_BIT(FTL_DONE_WRITE));
	for (int i = 0; i < n; i++)
		wb_done(c, &d[i]);
	return n < 0 ? n : FTL_OK;
}

/* Wait until slot s has no write-back in flight. Cold: kept out of icl_write_begin's hot code. */
FW_COLD static int wb_wait(struct icl *c, int32_t s)
{
	while (c->slot[s].state == SLOT_WB) {
		int rc = wb_reap(c);
		if (rc)
			return rc;
	}
	return FTL_OK;
}

/* Start slot s's write-back. FTL_ERR_BUSY: the FTL takes no more asynchronous operations now. */
static int wb_submit(struct icl *c, int32_t s)
{
	int rc = ftl_write_submit(c->ftl, c->slot[s].lpn, sdata(c, s), (uint16_t)s);
	if (rc)
		return rc;
	c->slot[s].state = SLOT_WB;
	c->ndirty--;
	c->nwb++;
	return FTL_OK;
}

int icl_poll(struct icl *c, struct ftl_done *out, unsigned max)
{
	int n = ftl_poll(c->ftl, out, max), k = 0;
	for (int i = 0; i < n; i++) {
		if (out[i].kind == FTL_DONE_WRITE)
			wb_done(c, &out[i]);
		else
			out[k++] = out[i];
	}
	return n < 0 ? n : k;
}

/* The n oldest dirty slots, oldest first. */
static uint32_t oldest_dirty(struct icl *c, int32_t *out, uint32_t n)
{
	uint32_t k = 0;
	for (uint32_t i = 0; i < c->cfg.slots; i++) {
		if (c->slot[i].state != SLOT_DIRTY || (int32_t)i == c->wip)
			continue;
		uint32_t age = c->tick - c->slot[i].lru;
		if (k == n && age <= c->tick - c->slot[out[n - 1]].lru)
			continue;
		uint32_t j = k < n ? k++ : n - 1;
		while (j > 0 && c->tick - c->slot[out[j - 1]].lru < age) {
			out[j] = out[j - 1];
			j--;
		}
		out[j] = (int32_t)i;
	}
	return k;
}

/* Start the write-back of up to n of the oldest dirty pages; stops quietly when the FTL is full. */
static int wb_oldest(struct icl *c, uint32_t n)
{
	int32_t s[WB_MAX];
	n = oldest_dirty(c, s, n);
	for (uint32_t i = 0; i < n; i++) {
		int rc = wb_submit(c, s[i]);
		if (rc)
			return rc == FTL_ERR_BUSY ? FTL_OK : rc;
	}
	return FTL_OK;
}

int icl_wb_kick(struct icl *c)
{
	/*
	 * A failure here is no command's (their data is in the cache): the pages stay dirty, and the
	 * next slot allocation or Flush that needs them written reports it.
	 */
	uint32_t before = c->nwb;
	(void)wb_oldest(c, c->cfg.wb_batch);
	return c->nwb != before;
}

/*
 * Make a slot clean: start write-backs and wait for one to complete. With none of its own in
 * flight and the FTL full (every asynchronous slot held by the caller's reads, whose completions
 * only the caller takes), write a batch synchronously: the FTL keeps slots for synchronous calls,
 * so this never waits on the caller.
 */
static int make_clean(struct icl *c)
{
	if (c->ndirty) {
		int rc = wb_oldest(c, c->cfg.wb_batch);
		if (rc)
			return rc;
	}
	if (c->nwb) {
		uint32_t before = c->nwb;
		while (c->nwb == before) {
			int rc = wb_reap(c);
			if (rc)
				return rc;
		}
		return FTL_OK;
	}
	int32_t s[WB_MAX];
	uint32_t n = oldest_dirty(c, s, c->cfg.wb_batch);
	return n ? writeback_sync(c, s, n) : FTL_ERR_CONFIG; /* nothing dirty, nothing clean: the wip slot alone */
}

/* A slot for lpn: a free one, else the least recently written clean one (never a dirty one). */
__attribute__((noinline)) static int get_slot(struct icl *c, uint32_t lpn, int32_t *out)
{
	int32_t victim;
	for (;;) {
		victim = -1;
		for (uint32_t i = 0; i < c->cfg.slots; i++) {
			if (c->slot[i].state == SLOT_FREE) {
				victim = (int32_t)i;
				break;
			}
			if (c->slot[i].state == SLOT_CLEAN &&
			    (victim < 0 || c->tick - c->slot[i].lru > c->tick - c->slot[victim].lru))
				victim = (int32_t)i;
		}
		if (victim >= 0)
			break;
		int rc = make_clean(c);
		if (rc)
			return rc;
	}
	if (c->slot[victim].state != SLOT_FREE) {
		unlink_slot(c, victim);
		c->st.evictions++;
	}
	struct icl_slot *sl = &c->slot[victim];
	sl->lpn = lpn;
	sl->state = SLOT_CLEAN;
	sl->lru = c->tick++;
	uint32_t h = hslot(c, lpn);
	sl->hnext = c->hash[h];
	c->hash[h] = victim;
	*out = victim;
	return FTL_OK;
}

static int range_ok(const struct icl *c, uint64_t lba, uint32_t nlb)
{
	return lba + nlb >= lba && lba + nlb <= icl_capacity(c);
}

FW_HOT void icl_count_io(struct icl *c, int is_write, uint64_t bytes, int fua)
{
	if (is_write) {
		c->st.write_cmds++;
		c->st.fua_writes += fua != 0;
		c->st.bytes_written += bytes;
	} else {
		c->st.read_cmds++;
		c->st.bytes_read += bytes;
	}
}

FW_HOT int icl_read_cached(struct icl *c, uint32_t lpn, const void **page)
{
	if (lpn >= ftl_capacity(c->ftl))
		return FTL_ERR_RANGE;
	int32_t s = lookup(c, lpn);
	if (s >= 0) {
		c->st.read_hits++;
		*page = sdata(c, s);
		return FTL_OK;
	}
	if (c->ftl->map[lpn] == LPN_UNMAPPED) {
		/* ftl_read would zero the bounce page byte by byte through the uncached window */
		c->st.read_misses++;
		*page = c->zero;
		return FTL_OK;
	}
	return 1;
}

FW_HOT int icl_read_begin(struct icl *c, uint32_t lpn, const void **page)
{
	int rc = icl_read_cached(c, lpn, page);
	if (rc <= 0)
		return rc;
	c->st.read_misses++;
	rc = ftl_read(c->ftl, lpn, c->bounce);
	if (rc < 0) {
		c->st.media_errors += rc == FTL_ERR_UNC;
		return rc;
	}
	*page = c->bounce;
	return FTL_OK;
}

FW_HOT_MISS int icl_must_read_flash(const struct icl *c, uint32_t lpn)
{
	return lpn < ftl_capacity(c->ftl) && lookup(c, lpn) < 0 && c->ftl->map[lpn] != LPN_UNMAPPED;
}

FW_HOT int icl_write_begin(struct icl *c, uint32_t lpn, uint32_t off, uint32_t len, void **page)
{
	if (lpn >= ftl_capacity(c->ftl) || !len || off >= c->page_bytes || len > c->page_bytes - off)
		return FTL_ERR_RANGE;
	int32_t s = lookup(c, lpn);
	if (s >= 0) {
		c->st.write_hits++;
		if (c->slot[s].state == SLOT_WB) {
			int rc = wb_wait(c, s);
			if (rc) {
				c->nfua = 0;
				return rc;
			}
		}
		c->slot[s].lru = c->tick++;
		c->wip_was_dirty = c->slot[s].state == SLOT_DIRTY;
	} else {
		c->st.write_misses++;
		int rc = get_slot(c, lpn, &s);
		if (rc) {
			c->nfua = 0; /* the command fails: its queued FUA pages stay dirty, written back later */
			return rc;
		}
		if (len < c->page_bytes) {
			/* Read-modify-write lives here, so the FTL only ever programs whole pages. */
			c->st.rmw_reads++;
			rc = ftl_read(c->ftl, lpn, sdata(c, s));
			if (rc < 0) {
				unlink_slot(c, s);
				c->st.media_errors += rc == FTL_ERR_UNC;
				c->nfua = 0;
				return rc;
			}
		}
		c->wip_was_dirty = 0;
	}
	c->wip = s;
	c->wip_lpn = lpn;
	*page = sdata(c, s);
	return FTL_OK;
}

/*
 * Only called with every slot dirty or under write-back (icl_write_full), so kept out of the
 * cached write's hot code: a page in the cache that is not being written back takes its slot; a
 * page under write-back, or a miss while write-backs are in flight, says ICL_EAGAIN; a miss
 * starts the oldest dirty pages' write-back first so one is.
 */
FW_COLD int icl_write_try(struct icl *c, uint32_t lpn, uint32_t off, uint32_t len, void **page)
{
	if (lpn < ftl_capacity(c->ftl)) {
		int32_t s = lookup(c, lpn);
		if (s < 0 && c->ndirty) {
			int rc = wb_oldest(c, c->cfg.wb_batch);
			if (rc)
				return rc;
		}
		if (s >= 0 ? c->slot[s].state == SLOT_WB : c->nwb != 0) {
			c->st.write_waits++;
			return ICL_EAGAIN;
		}
	}
	return icl_write_begin(c, lpn, off, len, page);
}

/*
 * Make the queued FUA pages durable: each one still holding its data is written back (unless its
 * write-back is already in flight) and waited for. A slot is never reused while queued: slots >= 2
 * batches and the queue is the newest pages, so none of them is an LRU victim.
 */
FW_COLD static int fua_drain(struct icl *c)
{
	uint32_t n = c->nfua;
	c->nfua = 0;
	for (uint32_t i = 0; i < n; i++) {
		int32_t s = c->fua_slot[i];
		if (c->slot[s].state != SLOT_DIRTY || c->slot[s].lpn != c->fua_lpn[i])
			continue;
		int rc;
		while ((rc = wb_submit(c, s)) == FTL_ERR_BUSY && c->nwb)
			if ((rc = wb_reap(c)))
				return rc;
		if (rc == FTL_ERR_BUSY)
			rc = writeback_sync(c, &s, 1);
		if (rc)
			return rc;
	}
	for (uint32_t i = 0; i < n; i++) {
		int32_t s = c->fua_slot[i];
		if (c->slot[s].state == SLOT_FREE || c->slot[s].lpn != c->fua_lpn[i])
			continue;
		int rc = wb_wait(c, s);
		if (rc)
			return rc;
		if (c->slot[s].state == SLOT_DIRTY)
			return c->slot[s].wb_rc; /* its program failed: not durable */
	}
	return FTL_OK;
}

FW_HOT int icl_write_end(struct icl *c, uint32_t lpn, unsigned flags)
{
	int32_t s = c->wip;
	if (s < 0 || c->wip_lpn != lpn)
		return FTL_ERR_CONFIG;
	c->wip = -1;
	c->ndirty += !c->wip_was_dirty;
	c->slot[s].state = SLOT_DIRTY;
	if (!(flags & ICL_FUA))
		return FTL_OK; /* write-back is the caller's background step (icl_bg_step) */
	/* FUA: the command's pages go to flash before it completes, a batch at a time */
	c->fua_slot[c->nfua] = s;
	c->fua_lpn[c->nfua++] = lpn;
	if (flags == ICL_FUA_MORE && c->nfua < c->cfg.wb_batch)
		return FTL_OK;
	return fua_drain(c);
}

void icl_write_abort(struct icl *c, uint32_t lpn)
{
	int32_t s = c->wip;
	c->nfua = 0;
	if (s < 0 || c->wip_lpn != lpn)
		return;
	c->wip = -1;
	/*
	 * A dirty page keeps its other bytes' newer data (only the failed range is indeterminate);
	 * a clean or new one goes back to its flash copy, never to half-filled bytes marked clean.
	 */
	if (!c->wip_was_dirty)
		unlink_slot(c, s);
}

int icl_read(struct icl *c, uint64_t lba, uint32_t nlb, void *buf)
{
	if (!range_ok(c, lba, nlb))
		return FTL_ERR_RANGE;
	icl_count_io(c, 0, 0, 0);
	uint64_t off = lba << c->cfg.lba_shift, end = off + ((uint64_t)nlb << c->cfg.lba_shift);
	uint8_t *dst = buf;
	while (off < end) {
		uint32_t lpn = (uint32_t)(off / c->page_bytes), po = (uint32_t)(off % c->page_bytes);
		uint32_t n = c->page_bytes - po;
		if (n > end - off)
			n = (uint32_t)(end - off);
		const void *page;
		int rc = icl_read_begin(c, lpn, &page);
		if (rc < 0)
			return rc;
		memcpy(dst, (const uint8_t *)page + po, n);
		dst += n;
		off += n;
	}
	c->st.bytes_read += (uint64_t)nlb << c->cfg.lba_shift;
	return FTL_OK;
}

/* Put bytes (or zeros when src is NULL) at [po, po + n) of lpn's cached page, reading the rest. */
static int put(struct icl *c, uint32_t lpn, uint32_t po, uint32_t n, const uint8_t *src, unsigned flags)
{
	void *page;
	int rc = icl_write_begin(c, lpn, po, n, &page);
	if (rc)
		return rc;
	if (src)
		memcpy((uint8_t *)page + po, src, n);
	else
		memset((uint8_t *)page + po, 0, n);
	return icl_write_end(c, lpn, flags);
}

int icl_write(struct icl *c, uint64_t lba, uint32_t nlb, const void *buf, int fua)
{
	if (!range_ok(c, lba, nlb))
		return FTL_ERR_RANGE;
	icl_count_io(c, 1, 0, fua);
	uint64_t off = lba << c->cfg.lba_shift, end = off + ((uint64_t)nlb << c->cfg.lba_shift);
	const uint8_t *src = buf;
	c->nfua = 0;
	while (off < end) {
		uint32_t lpn = (uint32_t)(off / c->page_bytes), po = (uint32_t)(off % c->page_bytes);
		uint32_t n = c->page_bytes - po;
		if (n > end - off)
			n = (uint32_t)(end - off);
		int rc = put(c, lpn, po, n, src, !fua ? 0 : off + n < end ? ICL_FUA_MORE : ICL_FUA);
		if (rc) {
			c->nfua = 0;
			return rc;
		}
		src += n;
		off += n;
	}
	c->st.bytes_written += (uint64_t)nlb << c->cfg.lba_shift;
	icl_bg_step(c); /* the memcpy callers have no loop of their own to run it from */
	return FTL_OK;
}

int icl_trim(struct icl *c, uint64_t lba, uint32_t nlb)
{
	if (!range_ok(c, lba, nlb))
		return FTL_ERR_RANGE;
	c->st.trim_cmds++;
	uint64_t off = lba << c->cfg.lba_shift, end = off + ((uint64_t)nlb << c->cfg.lba_shift);
	while (off < end) {
		uint32_t lpn = (uint32_t)(off / c->page_bytes), po = (uint32_t)(off % c->page_bytes);
		uint32_t n = c->page_bytes - po;
		if (n > end - off)
			n = (uint32_t)(end - off);
		int rc;
		if (n == c->page_bytes) {
			int32_t s = lookup(c, lpn);
			/* a program of the page completing after the trim would map it again */
			if (s >= 0 && (rc = wb_wait(c, s)))
				return rc;
			if (s >= 0)
				unlink_slot(c, s);
			rc = ftl_trim(c->ftl, lpn);
		} else {
			/* the only place the firmware writes page bytes itself: partial trims are rare */
			rc = put(c, lpn, po, n, NULL, 0);
		}
		if (rc)
			return rc;
		off += n;
	}
	return FTL_OK;
}

int icl_flush(struct icl *c)
{
	c->st.flush_cmds++;
	c->nfua = 0; /* every dirty page, queued FUA ones included, is written below */
	c->wb_err = 0; /* failures before the Flush left their pages dirty: they are written again */
	while (c->ndirty || c->nwb) {
		int rc = make_clean(c); /* one step: submit, or wait for a completion, or a synchronous batch */
		if (!rc)
			rc = c->wb_err;
		if (rc)
			return rc;
	}
	/* Written pages are durable once programmed; the FTL adds what it keeps in RAM (trims). */
	return ftl_flush(c->ftl);
}
