/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file flash_drv.h
 * @brief nand.h back end on the flash_top channels of one NVM set (rtl/flash/doc/README.md,
 * "Firmware interface"): descriptors into the channel windows on ctrl_core's firmware port,
 * completions from CPL_INFO, the bad-block table through BBT_SEL / BBT_STATE / BBT_CTRL.
 *
 * The set's channels [ch_first, ch_first + ch_count) appear to the FTL as channels 0..ch_count-1.
 * Data and spare buffers must lie in the DDR0 window (soc_io.h) and be 64-byte aligned; the
 * driver hands the hardware their DDR0 addresses and never touches their bytes.
 */
#ifndef FLASH_DRV_H
#define FLASH_DRV_H

#include <stdint.h>

#include "nand.h"

#ifdef __cplusplus
extern "C" {
#endif

#define FLASH_DRV_MAX_CH 8        /**< channels one set may own */
#define FLASH_DRV_MAX_DIES 16     /**< DESC_ROW.DIE is 4 bits */
#define FLASH_DRV_MAX_INFLIGHT 256 /**< operations in flight over all of a set's dies */

/** Descriptor registers as last written: they keep their values, so only changes are written. */
struct flash_drv_desc {
	uint32_t row, buf_lo, buf_hi, spare_lo, spare_hi;
	uint8_t valid; /**< 0 after init or flash_drv_forget: values unknown */
};

/** An operation in flight: the hardware tag indexes this table. */
struct flash_drv_op {
	uint16_t tag; /**< the caller's nand_req tag */
	uint8_t ch;   /**< set-local channel */
	uint8_t die;
};

#define FLASH_DRV_S_WANT 1u /**< a search read */
#define FLASH_DRV_S_CPL 2u  /**< its completion arrived and is held */
#define FLASH_DRV_S_RES 4u  /**< its page result arrived */

/** One set's driver state (private RAM). Opaque; fields shown so the caller can allocate it. */
struct flash_drv {
	unsigned ch_first, ch_count;
	struct nand_geometry geo; /**< the set's view: channels = ch_count */
	struct flash_drv_desc desc[FLASH_DRV_MAX_CH];
	/* Operations in flight per die, counted by the driver so a push never needs a STATUS read
	 * (a push to a full die queue is dropped by the hardware, not refused). */
	uint8_t die_inflight[FLASH_DRV_MAX_CH][FLASH_DRV_MAX_DIES];
	uint16_t ch_inflight[FLASH_DRV_MAX_CH];
	uint8_t cpl_known[FLASH_DRV_MAX_CH]; /**< completions STATUS said were waiting, not yet popped */
	unsigned poll_ch;                    /**< next channel poll looks at */
	uint32_t cap;                        /**< entries of ops used: min(dies x depth x channels, MAX) */
	uint16_t nfree;
	uint16_t free_tags[FLASH_DRV_MAX_INFLIGHT];
	struct flash_drv_op ops[FLASH_DRV_MAX_INFLIGHT];
	uint8_t busy[FLASH_DRV_MAX_INFLIGHT];
	/*
	 * Search reads (nand_req.search): the completion and the page result come in either order
	 * (the matcher runs behind the copy), so the tag stays taken until both are in and the
	 * completion is held meanwhile.
	 */
	uint8_t search_state[FLASH_DRV_MAX_INFLIGHT]; /**< FLASH_DRV_S_* bits */
	struct nand_search_res *search[FLASH_DRV_MAX_INFLIGHT];
	struct nand_cpl held[FLASH_DRV_MAX_INFLIGHT];
	uint16_t search_wait[FLASH_DRV_MAX_CH]; /**< search reads whose page result is still to come */
	uint8_t search_keys;                     /**< keys of the loaded query: fragments read per result */
	uint32_t search_stray; /**< page results with a tag no search read waits on (must stay 0) */
	uint32_t stray; /**< completions with a tag the driver did not issue (must stay 0) */
	uint32_t bbt_retries; /**< BBT_SEL changed under us by another core: selection repeated */
	uint64_t empty_since; /**< mcycle of the last poll that found nothing (0: the last one found one) */
	uint32_t empty_epoch; /**< hil_wait_epoch at that poll */
};

/**
 * Read the geometry registers and bind the driver to channels [ch_first, ch_first + ch_count).
 * Fills *out (ops, ctx = d, the set's geometry). 0, or NAND_EINVAL if the channels do not exist
 * or exceed FLASH_DRV_MAX_CH / the dies FLASH_DRV_MAX_DIES.
 */
int flash_drv_init(struct flash_drv *d, unsigned ch_first, unsigned ch_count, struct nand_dev *out);

/** After a controller reset: descriptor registers are back at their reset values. */
void flash_drv_forget(struct flash_drv *d);

/** Completion interrupt of every channel of the set on (1) or off (0): IRQ_ENABLE.CPL, level. */
void flash_drv_irq_enable(struct flash_drv *d, int on);

/** 1 if no operation is in flight (nothing can complete: the set may sleep). */
static inline int flash_drv_idle(const struct flash_drv *d)
{
	return d->nfree == d->cap;
}

extern const struct nand_ops flash_drv_ops;

#ifdef __cplusplus
}
#endif

#endif /* FLASH_DRV_H */
