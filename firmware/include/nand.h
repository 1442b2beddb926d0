/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file nand.h
 * @brief Asynchronous NAND operation interface used by the FTL.
 *
 * One interface, two implementations: the flash_top driver on the Rocket cores (descriptors into
 * the channel windows, completions from CPL_INFO) and the host-native C model used by the unit
 * tests (firmware/tests/nand_model.c). Operation codes and statuses are the flash back end's
 * DESC_CTRL.OP and CPL_INFO.STATUS encodings (rtl/flash/flash_chan.rdl, generated into
 * flash_chan_enums.h), so the driver passes them through unchanged.
 */
#ifndef NAND_H
#define NAND_H

#include <stddef.h>
#include <stdint.h>

#include "generated/flash_chan_enums.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Operation codes (DESC_CTRL.OP). */
enum nand_op {
	NAND_OP_READ = FLASH_CHAN__OP_E__READ,
	NAND_OP_PROGRAM = FLASH_CHAN__OP_E__PROGRAM,
	NAND_OP_ERASE = FLASH_CHAN__OP_E__ERASE,
	NAND_OP_STATUS = FLASH_CHAN__OP_E__STATUS,
};

/** Completion statuses (CPL_INFO.STATUS). */
enum nand_status {
	NAND_OK = FLASH_CHAN__STATUS_E__OK,
	NAND_UNCORRECTABLE = FLASH_CHAN__STATUS_E__UNCORRECTABLE,     /**< read: ECC failed; the data is returned as stored */
	NAND_PROG_FAIL = FLASH_CHAN__STATUS_E__PROGRAM_FAIL,          /**< the page is consumed, its contents undefined */
	NAND_ERASE_FAIL = FLASH_CHAN__STATUS_E__ERASE_FAIL,           /**< the block keeps its contents */
	NAND_ORDER_VIOLATION = FLASH_CHAN__STATUS_E__ORDER_VIOLATION, /**< program not at the block's next page; nothing written */
	NAND_BAD_BLOCK = FLASH_CHAN__STATUS_E__BAD_BLOCK,             /**< the block is marked bad */
	NAND_ADDRESS = FLASH_CHAN__STATUS_E__ADDRESS_INVALID,         /**< die, plane, block or page beyond the geometry */
	NAND_INVALID = FLASH_CHAN__STATUS_E__INVALID,                 /**< opcode, buffer, multi-plane with a nonzero plane */
	NAND_MEMORY = FLASH_CHAN__STATUS_E__MEMORY_ERROR,             /**< bus error while copying the page */
};

/** Return values of nand_ops::submit and nand_ops::poll besides success. */
#define NAND_EBUSY (-1)  /**< the die queue is full: poll, then submit again */
#define NAND_EPOWER (-2) /**< the device lost power; nothing more will complete */
#define NAND_EINVAL (-3) /**< the request cannot be queued (e.g. a buffer the back end cannot reach) */

/** Media geometry (GEOMETRY* registers). */
struct nand_geometry {
	uint16_t channels;
	uint16_t dies;   /**< per channel */
	uint16_t planes; /**< per die */
	uint16_t blocks; /**< per plane */
	uint16_t pages;  /**< per block */
	uint32_t page_bytes;
	uint16_t spare_bytes; /**< spare (OOB) bytes per page */
	/**
	 * Bytes at the end of the spare area the back end owns (flash_top's end-to-end CRCs,
	 * GEOMETRY_SPARE.E2E_BYTES; 0 for the host model unless it checks spare areas): the FTL
	 * keeps its fields before them. A data buffer whose stored CRC does not match reads as
	 * NAND_UNCORRECTABLE.
	 */
	uint16_t spare_hw_bytes;
	/**
	 * Nonzero: every read checks the spare bytes before spare_hw_bytes against a CRC the back
	 * end stored at the program (flash_top's spare CRC: E2E_CRC.ENABLE and SPARE_CHECK), and
	 * a page whose spare bytes or data changed since reads as NAND_UNCORRECTABLE. The FTL
	 * then skips its own spare CRC on host reads (ftl_priv.h host_read_ok).
	 */
	uint8_t spare_checked;
	uint16_t queue_depth; /**< operations a die queue holds */
};

/**
 * 2PM first stage (flash_top's per-channel pm2_tap, rtl/pm2/doc/README.md): the query a channel's
 * matcher holds. The sizes are pm2_matcher's MaxKeys and MaxKeyBytes as flash_channel builds it.
 */
#define NAND_SEARCH_KEYS 8
#define NAND_SEARCH_KEY_BYTES 32

/** Page classes (SEARCH_RES_INFO.CLASS), and NONE: the read moved no data, so no page was matched. */
enum nand_search_class {
	NAND_SEARCH_MISMATCHED = FLASH_CHAN__SEARCH_CLASS_E__MISMATCHED,
	NAND_SEARCH_PARTIAL = FLASH_CHAN__SEARCH_CLASS_E__PARTIAL,
	NAND_SEARCH_MATCHED = FLASH_CHAN__SEARCH_CLASS_E__MATCHED,
	NAND_SEARCH_BAD_QUERY = FLASH_CHAN__SEARCH_CLASS_E__BAD_QUERY,
	NAND_SEARCH_NONE = 0xFF,
};

/** Distinct 2PM request ids (flash_chan.rdl DESC_CTRL.REQ: 5 bits; flash_drv.c checks). */
#define NAND_SEARCH_REQS 32u

/**
 * What the first stage reports for one page of a search read (cssd_sim.pm2.PageResult): the
 * class; found bit k: key k lies wholly inside the page; adv[s]: the key in-order matching looks
 * for at the page's end when it enters the page looking for key s; head[k] bit j-1: the page
 * starts with the last j bytes of key k; tail[k]: the page ends with the first j bytes of key k,
 * right-aligned in the key's slot as the matcher reports it (bit NAND_SEARCH_KEY_BYTES - len + j - 1).
 */
struct nand_search_res {
	/**
	 * In: the 2PM request the page belongs to (a Search's range). A matched or partial page
	 * makes the back end move the queued reads of the same request ahead (flash.rdl SCHED.POLICY
	 * 3). Ids are reused modulo NAND_SEARCH_REQS: reads of different requests in flight at once
	 * must differ there.
	 */
	uint8_t req;
	/**
	 * In: the request's first page submitted. The back end's request manager starts the
	 * request afresh (its id is being reused) and pins this page, so the request is never pushed
	 * back on all of its pages (flash.rdl SCHED.PIN, DESC_CTRL.FIRST).
	 */
	uint8_t first;
	uint8_t cls; /**< enum nand_search_class */
	uint8_t found;
	uint8_t adv[NAND_SEARCH_KEYS];
	uint32_t head[NAND_SEARCH_KEYS];
	uint32_t tail[NAND_SEARCH_KEYS];
};

/** One operation. data and spare must stay valid until its completion is polled. */
struct nand_req {
	uint8_t op; /**< enum nand_op */
	uint8_t ch;
	uint8_t die;
	uint8_t plane;
	uint16_t block;
	uint16_t page;
	void *data;  /**< page_bytes (read, program); unused for erase */
	void *spare; /**< spare_bytes, or NULL to leave the spare area alone */
	uint16_t tag; /**< returned in the completion */
	/**
	 * Read only, NULL for a plain read: a search read through the channel's first stage, whose
	 * page result is stored here before the completion is returned (single-plane reads).
	 */
	struct nand_search_res *search;
};

/** One completion: each submitted operation completes exactly once (unless power is lost). */
struct nand_cpl {
	uint16_t tag;
	uint8_t op;
	uint8_t status; /**< enum nand_status */
	uint8_t erased; /**< read of a page not programmed since the last erase (all ones) */
};

/** Operations of one flash back end (a set's share of the channels). */
struct nand_ops {
	/** Queue one operation on its die. 0, NAND_EBUSY or NAND_EPOWER. */
	int (*submit)(void *ctx, const struct nand_req *req);
	/** Take one completion: 1 and *cpl filled, 0 none yet, NAND_EPOWER. */
	int (*poll)(void *ctx, struct nand_cpl *cpl);
	/** The bad-block table (factory marks and marks set by mark_bad): nonzero if bad. */
	int (*is_bad)(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block);
	/** Mark a block bad in the table (persistent, like the media's bad-block marker). */
	void (*mark_bad)(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block);
	/**
	 * Optional (NULL: unknown). Nonzero only if nothing was programmed in the block since its
	 * last complete erase, as the back end's block state says (flash_top BBT_STATE.WRITTEN);
	 * format skips erasing such blocks. Real NAND cannot answer this exactly: leave it NULL.
	 */
	int (*is_erased)(void *ctx, unsigned ch, unsigned die, unsigned plane, unsigned block);
	/**
	 * Optional (NULL: no first stage, search reads are refused with NAND_EINVAL). Load a query of
	 * n keys (1..NAND_SEARCH_KEYS, each 1..NAND_SEARCH_KEY_BYTES) into every channel's matcher,
	 * for the search reads submitted after it. Only while no search read is in flight: 0, or
	 * NAND_EBUSY. A query outside those bounds loads as written and every page of a search read
	 * then reports NAND_SEARCH_BAD_QUERY.
	 */
	int (*search_load)(void *ctx, unsigned n, const uint8_t *const *keys, const uint8_t *lens);
};

/** A flash back end as the FTL sees it. */
struct nand_dev {
	const struct nand_ops *ops;
	void *ctx;
	struct nand_geometry geo;
};

#ifdef __cplusplus
}
#endif

#endif /* NAND_H */
