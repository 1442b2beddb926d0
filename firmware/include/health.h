/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file health.h
 * @brief SMART / health counters of one NVM set, as the HIL maps them to the NVMe SMART log
 * (log page 02h) and to vendor statistics.
 */
#ifndef HEALTH_H
#define HEALTH_H

#include <stdint.h>

#include "ftl.h"
#include "icl.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Critical-warning bits (SMART log byte 0). */
#define HEALTH_WARN_SPARE 0x01u    /**< available spare below its threshold */
#define HEALTH_WARN_RELIABLE 0x04u /**< reliability degraded (media errors, or rated wear exceeded) */

struct health {
	/* NVMe SMART log fields */
	uint8_t critical_warning;
	uint8_t available_spare;           /**< percent of the spare blocks left */
	uint8_t available_spare_threshold; /**< percent */
	uint8_t percentage_used;           /**< average erase count / rated cycles, may exceed 100 (255 max) */
	uint64_t data_units_read;          /**< thousands of 512-byte units, rounded up */
	uint64_t data_units_written;
	uint64_t host_read_commands;
	uint64_t host_write_commands;
	uint64_t media_errors;             /**< unrecovered reads and program/erase failures */
	/* vendor statistics */
	uint64_t uncorrectable_reads;
	uint64_t program_failures;
	uint64_t erase_failures;
	uint64_t grown_bad_blocks;
	uint64_t gc_runs;
	uint64_t gc_copies;
	uint64_t wl_moves;
	uint64_t host_page_writes;
	uint64_t nand_page_programs;
	uint32_t waf_x100;                 /**< write amplification: NAND programs / host page writes x 100 */
	uint32_t max_erase_count;
	uint32_t avg_erase_count;
	uint32_t good_blocks, total_blocks;
};

/** Fill h from an FTL and the cache above it (icl may be NULL). */
void health_collect(struct health *h, const struct ftl *f, const struct icl *icl);

#ifdef __cplusplus
}
#endif

#endif /* HEALTH_H */
