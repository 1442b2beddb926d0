/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file nand_model.h
 * @brief Host-native NAND model implementing nand.h for the FTL/ICL unit tests.
 *
 * Enforces the flash back end's rules (in-order program once per erase, erased pages read as
 * ones with the ERASED flag, bad blocks refused), schedules each die's queue the way
 * flash_chip_sched does (read priority by default: a read may pass older operations, never a
 * program or erase of its own block, so programs of a block stay in page order) and completes
 * operations in a random but plausible order (a random die's pick next, completions optionally
 * delivered late), injects media faults and cuts power: queued operations are dropped, the one a
 * die was executing is torn (a program leaves its page consumed with garbage, an erase leaves
 * the block erased, untouched or garbled) and contents persist.
 */
#ifndef NAND_MODEL_H
#define NAND_MODEL_H

#include <stddef.h>
#include <stdint.h>

#include "generated/flash_enums.h" /* the back end's fault kinds (FAULT_RULE.KIND) */
#include "nand.h"

enum nand_fault_kind {
	NAND_FAULT_UNC = FLASH__FAULT_E__UNCORRECTABLE,      /**< reads return UNCORRECTABLE */
	NAND_FAULT_PROG_FAIL = FLASH__FAULT_E__PROGRAM_FAIL, /**< programs fail */
	NAND_FAULT_ERASE_FAIL = FLASH__FAULT_E__ERASE_FAIL,  /**< erases fail */
	NAND_FAULT_CORRUPT = FLASH__FAULT_E__CORRUPT,        /**< reads return OK with one bit flipped */
};

/** The die scheduling policies the model has, with flash.rdl's SCHED.POLICY values. */
enum nand_model_policy {
	NAND_MODEL_FCFS = 0,      /**< oldest first */
	NAND_MODEL_READ_PRIO = 1, /**< the oldest read that may go, else the oldest (the default) */
};

struct nand_model_stats {
	uint64_t submitted[5]; /**< by op */
	uint64_t executed[5];
	uint64_t uncorrectable, prog_fail, erase_fail, order_violation, bad_block, invalid;
	uint64_t cuts, torn_programs, torn_erases, dropped;
	uint64_t busy; /**< submits refused because the die queue was full */
	uint64_t reordered; /**< operations a die ran before an older one of its queue */
	uint64_t withheld;  /**< polls that returned 0 with a completion available (set_delay) */
	uint64_t search_firsts; /**< search reads submitted as their request's first (DESC_CTRL.FIRST) */
};

struct nand_model;

/** Power-cut hook: called after the cut has been applied; a test longjmps out of it. */
typedef void (*nand_cut_hook)(struct nand_model *m, void *arg);

/*
 * geo->spare_checked (with spare_hw_bytes >= 4, else NULL): the model stores a CRC of each page's
 * data and spare bytes at the program and fails reads whose stored page no longer matches it.
 */
struct nand_model *nand_model_new(const struct nand_geometry *geo, uint64_t seed);
void nand_model_free(struct nand_model *m);
/** The nand_dev the FTL uses. */
struct nand_dev *nand_model_dev(struct nand_model *m);

/** Factory bad block (as if marked before the first boot). */
void nand_model_set_bad(struct nand_model *m, unsigned ch, unsigned die, unsigned plane, unsigned block);
/** Persistent fault on one page (page < 0: the whole block); count < 0: forever. */
void nand_model_add_fault(struct nand_model *m, enum nand_fault_kind kind, unsigned ch, unsigned die,
			  unsigned plane, unsigned block, int page, int count);
/** Random fault rates per operation, in 1/65536. */
void nand_model_set_rates(struct nand_model *m, uint32_t unc, uint32_t prog_fail, uint32_t erase_fail);
/** Probability (1/65536) that a submit also lets one queued operation run (background progress). */
void nand_model_set_eager(struct nand_model *m, uint32_t rate);

/** Die scheduling policy, as SCHED.POLICY; NAND_MODEL_READ_PRIO, its reset value, by default. */
void nand_model_set_policy(struct nand_model *m, enum nand_model_policy policy);
/**
 * Probability (1/65536) that a poll returns 0 although a completion is ready, so that pollers see
 * completions late. At most a few polls in a row are refused, so polling until one comes ends.
 * 0 (the default) never withholds.
 */
void nand_model_set_delay(struct nand_model *m, uint32_t rate);

/**
 * Arm a power cut: at the n-th (1-based) submit from now whose tag category ((tag >> 12) & 0xF)
 * is cat (cat < 0: any), after queueing it. The hook runs once the cut is applied.
 */
void nand_model_arm_cut(struct nand_model *m, int cat, uint64_t n, nand_cut_hook hook, void *arg);
/**
 * Arm a power cut by depth: at the first submit after which at least n operations are in flight,
 * after queueing it. In flight counts what the firmware has not seen complete: operations queued
 * on the dies and completions executed but not yet polled (those completed on the media, so the
 * cut keeps them). Replaces a cut armed by nand_model_arm_cut; the hook runs as there.
 */
void nand_model_arm_cut_inflight(struct nand_model *m, uint64_t n, nand_cut_hook hook, void *arg);
void nand_model_disarm_cut(struct nand_model *m);
/** Operations in flight, counted as nand_model_arm_cut_inflight counts them. */
uint64_t nand_model_inflight(const struct nand_model *m);
/** Cut power now (a test hook between FTL calls). Does not call the hook. */
void nand_model_power_cut(struct nand_model *m);
/** After a cut: power is back, queues are empty. */
void nand_model_power_on(struct nand_model *m);
/** Tag of the submit that triggered the last armed cut. */
uint16_t nand_model_cut_tag(const struct nand_model *m);
/** Submits counted per tag category since creation. */
uint64_t nand_model_cat_count(const struct nand_model *m, int cat);

const struct nand_model_stats *nand_model_stats(const struct nand_model *m);
/** Every block erased, no bad marks: what flash_top's array reset (array_rst_ni) leaves. */
void nand_model_media_reset(struct nand_model *m);
/** Offer nand_ops::is_erased (the flash_top driver does; off by default, like real NAND). */
void nand_model_report_erased(struct nand_model *m, int on);
/**
 * Every torn program reads UNCORRECTABLE, as with an ECC over the data (the flash back end's
 * model of it), instead of half of them reading OK with garbage. For FTLs without data_crc.
 */
void nand_model_set_ecc_torn(struct nand_model *m, int on);
/**
 * Invert one stored bit of a page (byte < page_bytes: the data, else spare byte byte -
 * page_bytes), behind every check: the media going bad. With geo.spare_checked the next read
 * of the page returns NAND_UNCORRECTABLE, as flash_top's end-to-end CRCs do; without, it
 * returns the flipped bit with NAND_OK.
 */
void nand_model_flip(struct nand_model *m, unsigned ch, unsigned die, unsigned plane, unsigned block,
		     unsigned page, size_t byte, unsigned bit);
/** Pages programmed (write pointer) of a block, for checks. */
unsigned nand_model_written(const struct nand_model *m, unsigned ch, unsigned die, unsigned plane,
			    unsigned block);

#endif /* NAND_MODEL_H */
