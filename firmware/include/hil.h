/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file hil.h
 * @brief Host interface layer of one NVM set's core: serves the set's hardware command queues
 * (rtl/nvme/nvme_set.rdl) through the ICL.
 *
 * Commands arrive already checked by SACA (opcode, namespace, LBA range, MDTS). The data path is
 * zero-copy: the HIL asks the ICL for the DDR0 address of a cache page and has the NVMe data
 * mover move host data straight into or out of it, one logical page at a time. Served: Read,
 * Write (FUA), Flush, Write Zeroes, Dataset Management (deallocate); anything else completes
 * with Invalid Command Opcode. Counters go to the set's mailbox.
 */
#ifndef HIL_H
#define HIL_H

#include <stdint.h>

#include "icl.h"
#include "set_mailbox.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Scratch the caller gives the HIL: DMA-visible (DDR0), 8-byte aligned. */
#define HIL_SCRATCH_BYTES 65536u

struct hil_config {
	unsigned set;                   /**< NVM set served (0's based; the queue window is FW_SET_OFF(set)) */
	struct icl *icl;                /**< the set's cache, bound to its mounted FTL; lba_shift must be 9 */
	volatile struct set_mailbox *mb; /**< namespaces in (ns[], nns), counters out */
	void *scratch;                  /**< HIL_SCRATCH_BYTES in the set's DDR0 region, DMA-visible */
	/**
	 * Pages (the ICL's page size each, DMA-visible, 8-byte aligned) for asynchronous reads: a
	 * Read whose pages all miss the cache is read from flash into these with up to
	 * HIL_READ_CTXS commands in flight, its transfers pushed as pages arrive. NULL or 0 pages:
	 * every command is served synchronously.
	 */
	void *bounce;
	uint32_t bounce_pages; /**< at most HIL_BOUNCE_MAX */
	/**
	 * Nonzero: a Read that finds no other command waiting in the set queue and no asynchronous
	 * read in flight is served synchronously all the same (at QD 1 the synchronous path costs
	 * about half the work cycles, and nothing waits for the core meanwhile); at depth reads go
	 * asynchronously. Zero: every eligible Read goes asynchronously (the host tests' default).
	 */
	uint8_t sync_when_alone;
	/**
	 * HIL_WRITE_PARKS entries (cached memory), or NULL. With them, a Write (without FUA) whose
	 * next page would wait for a write-back program (the cache full of dirty pages and a miss, or
	 * that page being written back: icl_write_try) is parked with the pages it has written so
	 * far, and the set serves other commands until the program completes; parked Writes resume
	 * in arrival order. NULL: it waits (one command at a time). Memory of the caller's, not a
	 * part of struct hil: 448 more bytes there moved the set cores' hot data in their 4 KiB
	 * direct-mapped data cache and cost a cache hit 110 cycles (measured).
	 */
	struct hil_wpark *parks;
};

/** Read commands served asynchronously at once (issue 20: at least 64 per set). */
/* 2PM search (hil_search.c): query slots (SEARCH_QUERY_CDW10.QUERY) and pages in flight. */
#define HIL_SEARCH_QUERIES 4u
#define HIL_SEARCH_WINDOW 32u

#define HIL_READ_CTXS 64u
#define HIL_BOUNCE_MAX 256u
#define HIL_NONE 0xFFFFu

/** An asynchronous Read: every page from flash, through bounce pages. */
struct hil_rd {
	uint16_t slot;            /**< the command's slot */
	uint16_t nflash;          /**< flash reads submitted, not yet completed */
	uint16_t nxfer;           /**< transfers pushed, their DONE not yet taken */
	uint16_t xq_head, xq_tail; /**< bounce pages of those transfers, oldest first */
	uint8_t used, blocked;    /**< blocked: waits for a bounce page or the FTL's room (on hil.rd_blk) */
	uint8_t finishing;        /**< on hil.rd_fin: everything is in, the completion waits for the next pass */
	uint32_t status;          /**< first error (NVMe Status Field) */
	uint32_t pages;
	uint64_t off, len, pos;   /**< ICL byte range; next byte not yet submitted */
	uint64_t work_cycles, work_instret; /**< spent on this command (waits excluded) */
};

/** Writes parked at once (hil_config.parks); beyond that a Write waits as before. */
#define HIL_WRITE_PARKS 8u

/** A parked Write: its pages before pos are in the cache, the rest wait for a clean slot. */
struct hil_wpark {
	uint16_t slot;            /**< the command's slot */
	uint32_t pages;
	uint64_t off, len, pos;   /**< ICL byte range; next byte not yet written */
	uint64_t work_cycles, work_instret, wait_cycles; /**< spent on this command so far */
};

/** A bounce page's piece of its command. */
struct hil_bounce {
	uint16_t rd;   /**< owning hil_rd, or HIL_NONE when free */
	uint16_t next; /**< free list, or the owner's transfer FIFO */
	uint32_t pos;  /**< offset in the command's data (REQ_OFFSET) */
	uint32_t po;   /**< offset in the page */
	uint32_t n;    /**< bytes */
};

/** One namespace of the set: a contiguous, page-aligned region of the ICL's logical blocks. */
struct hil_ns {
	uint32_t nsid;
	uint32_t lba_shift;
	uint64_t blocks;   /**< NSZE in the namespace's LBAs */
	uint64_t icl_base; /**< first ICL block (512 B) of the namespace */
};

/** The mailbox's command counters, kept in cached memory and published by hil_publish. */
struct hil_counters {
	uint64_t commands, read_cmds, write_cmds, flush_cmds, other_cmds, error_cmds;
	uint64_t busy_cycles, busy_instret;
	uint64_t read_cycles, read_instret, read_pages, write_cycles, write_instret, write_pages;
	uint64_t read_wait_cycles, write_wait_cycles;
	/* Where hil_poll's own cycles go, pass by pass (set_mailbox.h, "event loop"): a command's
	 * handler cycles above only cover what runs on its behalf, and at depth that was about half
	 * of a busy core's cycles. */
	uint64_t loop_passes, loop_idle_passes, loop_idle_cycles;
	uint64_t loop_bg_cycles, loop_pass_cycles, loop_status_cycles, loop_result_cycles, loop_cmd_cycles;
};

/** State of the HIL. Opaque; fields shown so the caller can allocate it. */
struct hil {
	struct hil_config cfg;
	uint32_t base;  /**< firmware-port offset of the set's queue window */
	volatile uint32_t *regs; /**< the window as the core addresses it (on target; one load per access) */
	uint32_t nns;
	struct hil_ns ns[SET_MAILBOX_MAX_NS];
	/* Last values written to the request registers: a transfer or completion rewrites only the
	 * ones that change, since each firmware-port access is a slow uncached bus round trip. */
	uint32_t req_local, req_offset, req_len, req_dw0;
	int req_valid; /**< bit set: which of the four copies is known (1 local, 2 offset, 4 len, 8 dw0) */
	int space; /**< the last STATUS read showed REQ_SPACE and nothing was pushed since */
	uint32_t pages; /**< pages the current command touched (read_pages / write_pages) */
	int page_shift; /**< log2 of the ICL page, -1 if not a power of two (then serve_rw divides) */
	/* Counted here and copied to the uncached mailbox in one go (hil_publish): updating the
	 * mailbox per command cost about 16 uncached round trips on the hot path. */
	struct hil_counters cnt;
	uint32_t unpublished; /**< commands counted since the last hil_publish */
	/* asynchronous reads */
	struct hil_rd rd[HIL_READ_CTXS];
	struct hil_bounce bp[HIL_BOUNCE_MAX];
	uint16_t bp_free;       /**< free bounce pages (list through next) */
	uint16_t nrd, nblocked; /**< reads in flight; of them blocked */
	/* Lists of context indices, so that no pass walks all HIL_READ_CTXS contexts: 64 of them
	 * (64 bytes each) are the whole 4 KiB data cache, and such a walk on every completion
	 * evicted everything else the read path uses. */
	uint8_t rd_free[HIL_READ_CTXS]; /**< free contexts (a stack: the most recently used first) */
	uint8_t rd_blk[HIL_READ_CTXS];  /**< blocked ones, oldest first (nblocked of them) */
	uint8_t rd_fin[HIL_READ_CTXS];  /**< finished ones whose completion is not posted yet (nfinish) */
	/* parked Writes (the ring cfg.parks, oldest at wp_head) */
	uint16_t wp_head, nwp;
	uint8_t park_ok;        /**< cfg.parks, and room for one more parked Write */
	uint32_t write_parks;   /**< Writes parked so far (a command parked twice counts twice; wraps) */
	uint16_t nfinish;       /**< entries on rd_fin: completed by the next pass */
	uint8_t slot2rd[256];   /**< the hil_rd of a command slot, 0xFF none */
	uint64_t cmd_c0, cmd_i0, cmd_w0; /**< cycles, instructions and hil_wait_cycles at the current command's fetch */
	uint8_t search_active; /**< a Search is being served (hil_search.c); last, so the hot fields keep their places */
	uint8_t search_waiting; /**< another Search heads the set queue: nothing is fetched until search_active ends */
};

/**
 * Bind to the set's queues. Reads the namespaces from cfg->mb and lays them out back to back,
 * each starting on a page boundary of the ICL. 0, or a negative FTL_ERR_* (FTL_ERR_CONFIG when
 * the namespaces do not fit icl_capacity, the ICL's LBA size is not 512 B, or the scratch is
 * missing).
 */
int hil_init(struct hil *h, const struct hil_config *cfg);

/**
 * Serve what is pending in the set's queues: 1 if it did work, 0 if idle. Most commands are
 * served to their completion in the call; an asynchronous Read starts in one call and completes
 * in a later one, out of order with the others. The mailbox counters are published on the first
 * idle poll after work and every HIL_PUBLISH_EVERY commands.
 */
int hil_poll(struct hil *h);

#define HIL_PUBLISH_EVERY 32u

/** Copy the command counters to the mailbox now. */
void hil_publish(struct hil *h);

/*
 * The 2PM search commands (hil_search.c): Search Query (91h), served at once, and Search (92h,
 * nlb 1's based), which hil_command starts and hil_poll steps until it completes (DW0: the matched
 * ranges). hil_search returns the Status Field of a Search that fails at once, else HIL_GOES_ON
 * (hil_int.h). hil_search_step: 1 if it did work; hil_search_reset: no Search (hil_init).
 */
uint32_t hil_search_query(struct hil *h, uint32_t slot, uint32_t cdw10);
uint32_t hil_search(struct hil *h, uint32_t slot, const struct hil_ns *ns, uint64_t slba, uint32_t nlb,
		    uint32_t cdw13);
int hil_search_step(struct hil *h);
void hil_search_reset(void);

/**
 * Cycles this core spent waiting for hardware: a host transfer's DONE (the HIL) and NAND
 * completions (the flash driver adds the time between empty polls). The HIL subtracts a
 * command's share from its cost, so the mailbox's *_wait_cycles separate the firmware's own work
 * from the time the (synchronous) FTL and HIL wait for the data mover and the flash.
 */
extern uint64_t hil_wait_cycles;

/**
 * Bumped where the HIL starts measuring a command (and at each pass over the asynchronous
 * reads): the flash driver counts the time since its last empty poll as a wait only if no such
 * start came in between. A poll that only collects completions (ftl_poll, the ICL's write-backs)
 * ends empty; the idle time until the next command's first poll is not that command's wait.
 */
extern uint32_t hil_wait_epoch;

#ifdef __cplusplus
}
#endif

#endif /* HIL_H */
