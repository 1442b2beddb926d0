/* SPDX-License-Identifier: Apache-2.0 */
#include "icl.h"

#include <string.h>

#define SLOT_FREE 0
#define SLOT_CLEAN 1
#define SLOT_DIRTY 2
#define WB_MAX 64

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
	return align8((size_t)cfg->slots * sizeof(struct icl_slot)) + align8((size_t)hash_size(cfg->slots) * 4) +
	       (size_t)(cfg->slots + 1) * page_bytes;
}

int icl_init(struct icl *c, struct ftl *ftl, const struct icl_config *cfg, void *mem, size_t mem_size)
{
	uint32_t pb = ftl->geo.page_bytes;
	/* A FUA command's batch must never be evicted by its own later pages: slots >= 2 batches. */
	if (!cfg->slots || !cfg->wb_batch || cfg->wb_batch > WB_MAX || cfg->slots < 2u * cfg->wb_batch || cfg->lba_shift < 9 ||
	    (1u << cfg->lba_shift) > pb || mem_size < icl_mem_size(cfg, pb) || ((uintptr_t)mem & 7))
		return FTL_ERR_CONFIG;
	memset(c, 0, sizeof(*c));
	c->ftl = ftl;
	c->cfg = *cfg;
	c->page_bytes = pb;
	c->nhash = hash_size(cfg->slots);
	uint8_t *m = mem;
	c->slot = (struct icl_slot *)(void *)m;
	m += align8((size_t)cfg->slots * sizeof(struct icl_slot));
	c->hash = (int32_t *)(void *)m;
	m += align8((size_t)c->nhash * 4);
	c->data = m;
	c->bounce = m + (size_t)cfg->slots * pb;
	for (uint32_t i = 0; i < c->nhash; i++)
		c->hash[i] = -1;
	memset(c->slot, 0, (size_t)cfg->slots * sizeof(struct icl_slot));
	return FTL_OK;
}

uint64_t icl_capacity(const struct icl *c)
{
	return (uint64_t)ftl_capacity(c->ftl) * (c->page_bytes >> c->cfg.lba_shift);
}

static uint32_t hslot(const struct icl *c, uint32_t lpn)
{
	return (lpn * 2654435761u) & (c->nhash - 1);
}

static int32_t lookup(const struct icl *c, uint32_t lpn)
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
	c->slot[s].state = SLOT_FREE;
}

static uint8_t *sdata(struct icl *c, int32_t s)
{
	return c->data + (size_t)s * c->page_bytes;
}

/* Write back the given dirty slots in one FTL batch (programs on many planes at once). */
static int writeback(struct icl *c, const int32_t *s, uint32_t n)
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
	for (uint32_t i = 0; i < n; i++)
		c->slot[s[i]].state = SLOT_CLEAN;
	c->st.writebacks += n;
	return FTL_OK;
}

/* The n oldest dirty slots, oldest first. */
static uint32_t oldest_dirty(struct icl *c, int32_t *out, uint32_t n)
{
	uint32_t k = 0;
	for (uint32_t i = 0; i < c->cfg.slots; i++) {
		if (c->slot[i].state != SLOT_DIRTY)
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

/* A slot for lpn: a free one, else the least recently used (written back first if dirty). */
static int get_slot(struct icl *c, uint32_t lpn, int32_t *out)
{
	int32_t victim = -1;
	for (uint32_t i = 0; i < c->cfg.slots; i++) {
		if (c->slot[i].state == SLOT_FREE) {
			victim = (int32_t)i;
			break;
		}
		if (victim < 0 || c->tick - c->slot[i].lru > c->tick - c->slot[victim].lru)
			victim = (int32_t)i;
	}
	if (c->slot[victim].state == SLOT_DIRTY) {
		int32_t s[WB_MAX];
		uint32_t n = oldest_dirty(c, s, c->cfg.wb_batch);
		int found = 0;
		for (uint32_t i = 0; i < n; i++)
			found |= s[i] == victim;
		if (!found)
			s[n ? n - 1 : n++] = victim;
		int rc = writeback(c, s, n);
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

int icl_read(struct icl *c, uint64_t lba, uint32_t nlb, void *buf)
{
	if (!range_ok(c, lba, nlb))
		return FTL_ERR_RANGE;
	c->st.read_cmds++;
	uint64_t off = lba << c->cfg.lba_shift, end = off + ((uint64_t)nlb << c->cfg.lba_shift);
	uint8_t *dst = buf;
	while (off < end) {
		uint32_t lpn = (uint32_t)(off / c->page_bytes), po = (uint32_t)(off % c->page_bytes);
		uint32_t n = c->page_bytes - po;
		if (n > end - off)
			n = (uint32_t)(end - off);
		int32_t s = lookup(c, lpn);
		if (s >= 0) {
			c->st.read_hits++;
			memcpy(dst, sdata(c, s) + po, n);
		} else {
			c->st.read_misses++;
			int rc = ftl_read(c->ftl, lpn, c->bounce);
			if (rc < 0) {
				c->st.media_errors += rc == FTL_ERR_UNC;
				return rc;
			}
			memcpy(dst, c->bounce + po, n);
		}
		dst += n;
		off += n;
	}
	c->st.bytes_read += (uint64_t)nlb << c->cfg.lba_shift;
	return FTL_OK;
}

/* Put bytes (or zeros when src is NULL) at [po, po + n) of lpn's cached page, reading the rest. */
static int put(struct icl *c, uint32_t lpn, uint32_t po, uint32_t n, const uint8_t *src, int32_t *slot)
{
	int32_t s = lookup(c, lpn);
	if (s >= 0) {
		c->st.write_hits++;
		c->slot[s].lru = c->tick++;
	} else {
		c->st.write_misses++;
		int rc = get_slot(c, lpn, &s);
		if (rc)
			return rc;
		if (n < c->page_bytes) {
			/* Read-modify-write lives here, so the FTL only ever programs whole pages. */
			c->st.rmw_reads++;
			rc = ftl_read(c->ftl, lpn, sdata(c, s));
			if (rc < 0) {
				unlink_slot(c, s);
				c->st.media_errors += rc == FTL_ERR_UNC;
				return rc;
			}
		}
	}
	if (src)
		memcpy(sdata(c, s) + po, src, n);
	else
		memset(sdata(c, s) + po, 0, n);
	c->slot[s].state = SLOT_DIRTY;
	*slot = s;
	return FTL_OK;
}

int icl_write(struct icl *c, uint64_t lba, uint32_t nlb, const void *buf, int fua)
{
	if (!range_ok(c, lba, nlb))
		return FTL_ERR_RANGE;
	c->st.write_cmds++;
	c->st.fua_writes += fua != 0;
	uint64_t off = lba << c->cfg.lba_shift, end = off + ((uint64_t)nlb << c->cfg.lba_shift);
	const uint8_t *src = buf;
	int32_t fs[WB_MAX];
	uint32_t nf = 0;
	while (off < end) {
		uint32_t lpn = (uint32_t)(off / c->page_bytes), po = (uint32_t)(off % c->page_bytes);
		uint32_t n = c->page_bytes - po;
		if (n > end - off)
			n = (uint32_t)(end - off);
		int32_t s;
		int rc = put(c, lpn, po, n, src, &s);
		if (rc)
			return rc;
		if (fua) {
			fs[nf++] = s;
			/* FUA: the command's pages go to flash before it completes, a batch at a time */
			if (nf == c->cfg.wb_batch) {
				rc = writeback(c, fs, nf);
				if (rc)
					return rc;
				nf = 0;
			}
		}
		src += n;
		off += n;
	}
	c->st.bytes_written += (uint64_t)nlb << c->cfg.lba_shift;
	return nf ? writeback(c, fs, nf) : FTL_OK;
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
			if (s >= 0)
				unlink_slot(c, s);
			rc = ftl_trim(c->ftl, lpn);
		} else {
			int32_t s;
			rc = put(c, lpn, po, n, NULL, &s);
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
	int32_t s[WB_MAX];
	for (;;) {
		uint32_t n = 0;
		for (uint32_t i = 0; i < c->cfg.slots && n < c->cfg.wb_batch; i++)
			if (c->slot[i].state == SLOT_DIRTY)
				s[n++] = (int32_t)i;
		if (!n)
			break;
		int rc = writeback(c, s, n);
		if (rc)
			return rc;
	}
	/* Written pages are durable once programmed; the FTL adds what it keeps in RAM (trims). */
	return ftl_flush(c->ftl);
}
