/* SPDX-License-Identifier: Apache-2.0 */
/*
 * libcssd_search: the 2PM search commands from C (rtl/pm2/doc/README.md, "Host command"), over
 * any passthrough handle (sw/common/cssd_passthru.h: a board's /dev/ngXnY or the simulation's
 * wire). The Python twin is cssd_nvme's QueuePair.load_search_query / search.
 *
 * Statuses: >= 0 an NVMe status in Linux passthrough's encoding (0 success); -1 the transport
 * failed; -EINVAL (<= -2) a request this library refuses before sending it.
 */
#ifndef CSSD_SEARCH_H
#define CSSD_SEARCH_H

#include <stddef.h>
#include <stdint.h>

#include "cssd_passthru.h"
#include "generated/nvme_spec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A query: up to CSSD_SEARCH_MAX_KEYS literal keys of 1..CSSD_SEARCH_MAX_KEY_BYTES, in order. */
#define CSSD_SEARCH_MAX_KEYS NVME_SEARCH_QUERY_KEY_COUNT
#define CSSD_SEARCH_MAX_KEY_BYTES NVME_SEARCH_QUERY_KEY_STRIDE
#define CSSD_SEARCH_QUERIES (NVME_SEARCH_QUERY_CDW10_QUERY_MASK + 1u) /**< query slots per NVM set */

struct cssd_search_query {
	unsigned n;
	const uint8_t *key[CSSD_SEARCH_MAX_KEYS];
	size_t len[CSSD_SEARCH_MAX_KEYS];
};

/** One range's result byte (SEARCH_RESULT). */
#define CSSD_SEARCH_MATCHED NVME_SEARCH_RESULT_MATCHED_MASK
#define CSSD_SEARCH_BY_FIRMWARE NVME_SEARCH_RESULT_BY_FIRMWARE_MASK

/** Search Query: load q into query slot `slot` of the namespace's NVM set. */
int cssd_search_load(struct cssd_passthru *t, uint32_t nsid, unsigned slot, const struct cssd_search_query *q);

/**
 * Search [slba, slba + nlb) (nlb 1's based) in ranges of 2^range_shift blocks with query slot
 * `slot`: one result byte per range into results (room for cssd_search_data_bytes(nlb,
 * range_shift) bytes), *matched the number of matched ranges.
 */
int cssd_search(struct cssd_passthru *t, uint32_t nsid, unsigned slot, uint64_t slba, uint32_t nlb,
		unsigned range_shift, uint8_t *results, uint32_t *matched);

/** Ranges of a Search: the last one possibly short. */
static inline uint32_t cssd_search_ranges(uint32_t nlb, unsigned range_shift)
{
	return (uint32_t)(((uint64_t)nlb + (1ull << range_shift) - 1) >> range_shift);
}

/** Bytes of a Search's data: a result byte per range, padded with zeros to a whole dword. */
static inline uint32_t cssd_search_data_bytes(uint32_t nlb, unsigned range_shift)
{
	return (cssd_search_ranges(nlb, range_shift) + 3u) & ~3u;
}

/**
 * The namespace's logical block size in bytes and its preferred write granularity in bytes
 * (Identify Namespace NPWG, the drive's flash page: what a Search decides whole), 0 when the
 * drive does not report it (NSFEAT.OPTPERF clear); or a status as above.
 */
int cssd_ns_format(struct cssd_passthru *t, uint32_t nsid, uint32_t *lba_bytes, uint32_t *page_bytes);

/** Read [slba, slba + nlb) into buf (nlb x the block size, at most 1 MiB). */
int cssd_read(struct cssd_passthru *t, uint32_t nsid, uint64_t slba, uint32_t nlb, void *buf, uint32_t len);

/** The host-side search: 1 if the keys occur in buf in order (greedy, as the drive decides), else 0. */
int cssd_search_bytes(const uint8_t *buf, size_t len, const struct cssd_search_query *q);

#ifdef __cplusplus
}
#endif

#endif
