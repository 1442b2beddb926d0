/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file icl.h
 * @brief Internal cache layer: a DRAM write-back cache of flash pages over one FTL instance.
 *
 * Speaks logical blocks (512 B or 4 KiB, lba_shift) and does the read-modify-write of sub-page
 * writes in its cache slots, so the FTL only ever sees whole pages. Writes complete once in the
 * cache; Flush writes every dirty page and makes the FTL's state durable before it returns; a
 * FUA write is durable before it returns. Reads are served from the cache on a hit and straight
 * from the FTL on a miss (no read allocation: the cache is for absorbing and batching writes).
 *
 * Write-back is asynchronous (firmware/doc/async.md, section 7): once wb_batch pages short of all
 * slots are dirty, the background step (icl_bg_step) submits the oldest wb_batch dirty pages with
 * ftl_write_submit (cookie: the slot) and returns; the programs run while later commands are
 * served. A slot under
 * write-back stays in the hash, so reads of its page hit it (the map changes only when the
 * program completes: invariant I1), and is never reused. Eviction takes the least recently used
 * clean slot; when every slot is dirty or being written back, the call waits for a write-back to
 * complete. A write or trim of a page being written back waits for that program (a second program
 * of the page could complete first and map the older data last: invariant I2). The completions
 * arrive through icl_poll (the caller's own reads come back from it) or, while an ICL call waits,
 * through ftl_poll_kinds, which leaves the caller's reads queued in the FTL.
 *
 * Zero-copy use (the HIL on the cores): the cache pages and the bounce page live in DMA-visible
 * memory (DDR0, uncached for the core), the slot table and hash in the core's cached DRAM. The
 * begin/end calls hand out a page's address for one logical page (lpn = byte offset / page size)
 * so the NVMe data mover fills or drains it; icl_read / icl_write are the same calls plus a
 * memcpy, for callers that have the data in a buffer.
 */
#ifndef ICL_H
#define ICL_H

#include <stddef.h>
#include <stdint.h>

#include "ftl.h"

#ifdef __cplusplus
extern "C" {
#endif

struct icl_config {
	uint32_t slots;    /**< cache capacity in pages */
	uint8_t lba_shift; /**< log2 of the logical block size (9..page size) */
	uint16_t wb_batch; /**< pages written back together on eviction and flush (1..64) */
};

struct icl_stats {
	uint64_t read_cmds, write_cmds, flush_cmds, trim_cmds, fua_writes;
	uint64_t bytes_read, bytes_written;
	uint64_t read_hits, read_misses, write_hits, write_misses;
	uint64_t rmw_reads; /**< old pages read for sub-page writes */
	uint64_t evictions, writebacks;
	uint64_t media_errors; /**< commands failed with an uncorrectable read */
	uint64_t write_waits;  /**< icl_write_try calls that returned ICL_EAGAIN */
};

/** Most pages written back in one batch (icl_config.wb_batch). */
#define ICL_WB_MAX 64

/** icl_write_end flags. */
#define ICL_FUA 1u      /**< the page is durable when icl_write_end returns (with the queued FUA pages) */
#define ICL_FUA_MORE 3u /**< FUA, more pages of the same command follow: queued, written a batch at a time */

/** icl_write_try: the write would have to wait for a write-back program; nothing changed. */
#define ICL_EAGAIN 2

struct icl_slot {
	uint32_t lpn;
	uint32_t lru;  /* tick of its allocation or last write */
	int32_t hnext;
	uint8_t state; /* 0 free, 1 clean, 2 dirty, 3 write-back program in flight */
	int8_t wb_rc;  /* the last write-back's result (a FUA command waits for it) */
	uint8_t pad[2];
};

/** One cache instance (per FTL). Opaque; fields shown so the caller can allocate it. */
struct icl {
	struct ftl *ftl;
	struct icl_config cfg;
	uint32_t page_bytes;
	int32_t page_shift; /* log2(page_bytes), -1 if not a power of two (then sdata multiplies) */
	uint32_t nhash;
	/*
	 * Eviction and write-back order come from scans over the slots (the least recently written
	 * clean slot, the oldest dirty pages): cheap at tens of slots, and they keep the hit and the
	 * cached write to a few stores. Hundreds of slots would want lists (firmware/doc/async.md
	 * section 4; tried: ~40 more cycles per cached write at 16 slots).
	 */
	uint32_t tick;
	struct icl_slot *slot;
	int32_t *hash;
	uint8_t *data;   /* slots x page_bytes (DMA memory) */
	uint8_t *bounce; /* one page (DMA memory): read misses */
	struct icl_stats st;
	uint8_t *zero;   /* one page of zeros (DMA memory): unmapped reads without touching bytes */
	int32_t wip;     /* slot of the write between icl_write_begin and its end/abort, or -1 */
	uint32_t wip_lpn;
	uint8_t wip_was_dirty;
	uint32_t nfua;   /* FUA pages queued (ICL_FUA_MORE) and not yet written */
	int32_t fua_slot[ICL_WB_MAX];
	uint32_t fua_lpn[ICL_WB_MAX];
	uint32_t ndirty;   /* slots dirty and not being written back */
	uint32_t nwb;      /* write-back programs in flight */
	uint32_t wb_start; /* ndirty at which write-back starts: slots - wb_batch */
	int wb_err;        /* a write-back program that failed since the last Flush (its page is dirty again) */
};

/** Bytes of metadata memory (slot table, hash) a cache needs: the core's cached DRAM. */
size_t icl_mem_size(const struct icl_config *cfg, uint32_t page_bytes);

/** Bytes of page memory a cache needs (slots, bounce page, zero page): DMA-visible memory. */
size_t icl_dma_size(const struct icl_config *cfg, uint32_t page_bytes);

/**
 * Bind to a mounted FTL. mem: icl_mem_size bytes, dma_mem: icl_dma_size bytes, both 8-byte
 * aligned (dma_mem: the hardware moves whole pages in and out of it). The cache starts empty.
 */
int icl_init(struct icl *c, struct ftl *ftl, const struct icl_config *cfg, void *mem, size_t mem_size,
	     void *dma_mem, size_t dma_size);

/** Logical blocks exported. */
uint64_t icl_capacity(const struct icl *c);

/** Read nlb blocks from lba. 0, FTL_ERR_UNC (Unrecovered Read Error), FTL_ERR_RANGE, ... */
int icl_read(struct icl *c, uint64_t lba, uint32_t nlb, void *buf);

/** Write nlb blocks at lba; with fua, durable before the return. */
int icl_write(struct icl *c, uint64_t lba, uint32_t nlb, const void *buf, int fua);

/** Deallocate: whole pages are unmapped, partial ones zeroed; reads return zeros after. */
int icl_trim(struct icl *c, uint64_t lba, uint32_t nlb);

/** Every write and trim completed before the call is durable when it returns. */
int icl_flush(struct icl *c);

/*
 * Zero-copy page access. lpn is a logical page (byte offset / page size). A write is
 * icl_write_begin, the caller filling [off, off + len) of the page, then icl_write_end or, if the
 * fill failed, icl_write_abort; no other ICL call may come in between. Pointers are into the
 * DMA memory given to icl_init.
 */

/**
 * Read access to lpn's current contents: the cache slot on a hit, else the page read from the
 * FTL into the bounce page, or the zero page if unmapped. *page is valid until the next ICL call.
 * 0, FTL_ERR_UNC (Unrecovered Read Error; counted in st.media_errors), FTL_ERR_RANGE, ...
 */
int icl_read_begin(struct icl *c, uint32_t lpn, const void **page);

/**
 * icl_read_begin without the flash: FTL_OK and *page (the cache slot, or the zero page if
 * unmapped; counted as icl_read_begin counts them), 1 if the page must be read from the flash
 * (nothing counted), FTL_ERR_RANGE. The HIL's first look at a Read.
 */
int icl_read_cached(struct icl *c, uint32_t lpn, const void **page);

/**
 * 1 if a read of lpn must come from the flash: not in the cache and mapped (the HIL then reads it
 * asynchronously, ftl_read_submit, into a page of its own instead of the cache, and counts the
 * miss in st.read_misses itself).
 */
int icl_must_read_flash(const struct icl *c, uint32_t lpn);

/**
 * Start a write of [off, off + len) of lpn: finds or allocates its slot (evicting, with a batched
 * write-back, as needed) and, when the write does not cover the whole page and the page is not
 * cached, reads the old page into the slot first (read-modify-write). *page is the whole page;
 * the caller fills page + off. 0, FTL_ERR_UNC (old page unreadable: nothing changed), ...
 */
int icl_write_begin(struct icl *c, uint32_t lpn, uint32_t off, uint32_t len, void **page);

/**
 * No slot is free or clean: every one holds a dirty page or one under write-back. A write of a
 * page not in the cache would then wait for a write-back program (icl_write_try says so instead).
 */
static inline int icl_write_full(const struct icl *c)
{
	return c->ndirty + c->nwb >= c->cfg.slots;
}

/**
 * icl_write_begin for a full cache (icl_write_full) that does not wait for a write-back program:
 * ICL_EAGAIN (nothing changed, the FUA queue kept) when lpn's page is being written back, or when
 * it is not in the cache and write-backs are in flight (the oldest dirty pages' write-back is
 * started first, so one comes). Call again after icl_poll has taken write completions. With
 * nothing in flight and nothing that can start (the FTL full of the caller's unpolled reads) it
 * writes a batch synchronously, as icl_write_begin does. Not covered: a sub-page write of an
 * uncached page still reads the old page from the flash synchronously (read-modify-write), and
 * a rewrite of a page under write-back while the cache is not full waits for its program in
 * icl_write_begin. The HIL parks such a Write and serves other commands.
 */
int icl_write_try(struct icl *c, uint32_t lpn, uint32_t off, uint32_t len, void **page);

/**
 * The fill of icl_write_begin succeeded: the page is dirty. flags 0 (write-back), ICL_FUA
 * (durable on return, together with the pages queued by ICL_FUA_MORE) or ICL_FUA_MORE (queued;
 * a FUA command passes ICL_FUA_MORE for all its pages but the last).
 */
int icl_write_end(struct icl *c, uint32_t lpn, unsigned flags);

/**
 * The fill failed (e.g. the host transfer): the range written holds old, new or mixed bytes
 * (NVMe leaves a failed write's LBAs indeterminate), every other byte of the page keeps its
 * contents. A page that was dirty stays dirty; otherwise the slot is dropped, so the page reads
 * back as its flash copy. Clears the FUA queue (the command fails; its queued pages stay dirty).
 */
void icl_write_abort(struct icl *c, uint32_t lpn);

/**
 * Take flash completions: the ICL's write-backs are finished here; up to max of the caller's own
 * (its ftl_read_submit reads) are returned in out. The count returned, or FTL_ERR_IO (the back
 * end is gone). A caller with reads in flight polls here instead of ftl_poll.
 */
int icl_poll(struct icl *c, struct ftl_done *out, unsigned max);

/** icl_bg_step's slow half (not inlined: the check is what every loop pass runs). */
int icl_wb_kick(struct icl *c);

/**
 * The background write-back: once wb_batch pages short of all slots are dirty, start the
 * write-back of the oldest wb_batch (as many as the FTL takes now). 1 if it started any. The
 * HIL runs it from its loop, outside any command's measured work; icl_write runs it itself.
 */
static inline int icl_bg_step(struct icl *c)
{
	return c->ndirty >= c->wb_start ? icl_wb_kick(c) : 0;
}

/** Write-back programs in flight: someone must keep calling icl_poll. */
static inline uint32_t icl_wb_inflight(const struct icl *c)
{
	return c->nwb;
}

/** Command and byte counters (SMART) for callers that use the page calls directly. */
void icl_count_io(struct icl *c, int is_write, uint64_t bytes, int fua);

#ifdef __cplusplus
}
#endif

#endif /* ICL_H */
