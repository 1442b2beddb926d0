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
 * Eviction is LRU; a dirty victim is written back together with the next-oldest dirty pages, so
 * write-back programs go to many planes at once.
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
};

struct icl_slot {
	uint32_t lpn;
	uint32_t lru;
	int32_t hnext;
	uint8_t state; /* 0 free, 1 clean, 2 dirty */
	uint8_t pad[3];
};

/** One cache instance (per FTL). Opaque; fields shown so the caller can allocate it. */
struct icl {
	struct ftl *ftl;
	struct icl_config cfg;
	uint32_t page_bytes;
	uint32_t nhash;
	uint32_t tick;
	struct icl_slot *slot;
	int32_t *hash;
	uint8_t *data;   /* slots x page_bytes */
	uint8_t *bounce; /* one page */
	struct icl_stats st;
};

/** Bytes of memory a cache needs. */
size_t icl_mem_size(const struct icl_config *cfg, uint32_t page_bytes);

/** Bind to a mounted FTL (mem: icl_mem_size bytes, 8-byte aligned). The cache starts empty. */
int icl_init(struct icl *c, struct ftl *ftl, const struct icl_config *cfg, void *mem, size_t mem_size);

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

#ifdef __cplusplus
}
#endif

#endif /* ICL_H */
