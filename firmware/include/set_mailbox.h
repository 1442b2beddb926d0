/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file set_mailbox.h
 * @brief Mailbox between the management side and one NVM set's core, at the start of the set's
 * DDR0 region (SOC_SET_DDR0_BASE(s), uncached for the core).
 *
 * The management side (the management core, app/mgmt_main.c; or a testbench playing it) fills the
 * configuration and then writes `go`: the set core spins on `go` after reset and reads nothing
 * else before it. With a management core the set core is held in reset until the management
 * core has rewritten the mailbox (soc_sysctl SET_CORES_RUN), so a `go` left in DDR0 by an earlier
 * boot is never acted on. The namespace table is write-only in SACA, so the set core learns its
 * namespaces and channels here. The set core publishes its state and counters here; the
 * counters are what SMART (mgmt/mgmt_log.c) and the benchmarks read (the testbench reads them
 * through the memory backdoor). Layout is little endian and fixed: sim/lib/cssd_sim/set_mailbox.py
 * mirrors it.
 */
#ifndef SET_MAILBOX_H
#define SET_MAILBOX_H

#include <stdint.h>

#define SET_MAILBOX_MAGIC 0x54455343u /* "CSET" */
#define SET_MAILBOX_VERSION 1u
#define SET_MAILBOX_MAX_NS 8u
#define SET_MAILBOX_GO 0x21214F47u /* "GO!!": the configuration half is complete, start */

/** Set core state. */
enum set_state {
	SET_STATE_BOOT = 0,    /**< not yet started (the testbench clears the mailbox) */
	SET_STATE_MOUNTING = 1,
	SET_STATE_READY = 2,   /**< serving the set's queues */
	SET_STATE_FAILED = 3,  /**< see error */
};

/** Configuration flags. */
#define SET_CFG_FORMAT_IF_BLANK 0x1u /**< format the media when mount finds no FTL on it */
#define SET_CFG_FORMAT_ALWAYS 0x2u   /**< format regardless (factory-fresh drive) */

struct set_mailbox_ns {
	uint32_t nsid;      /**< 1-based NSID, 0 = unused entry */
	uint32_t lba_shift; /**< log2 of the LBA data size */
	uint64_t blocks;    /**< NSZE in logical blocks */
};

struct set_mailbox {
	/* ---- written by the management side before the core starts ---- */
	uint32_t magic;
	uint32_t version;
	uint32_t flags;     /**< SET_CFG_* */
	uint32_t time_scale; /**< informational: the flash timing scale programmed (TIME_SCALE) */
	uint32_t ch_first;  /**< first flash channel of this set */
	uint32_t ch_count;  /**< channels of this set */
	uint32_t nns;       /**< namespaces of this set (entries used in ns[]) */
	uint32_t go;        /**< SET_MAILBOX_GO, written last; anything else: wait */
	struct set_mailbox_ns ns[SET_MAILBOX_MAX_NS];
	/* ---- written by the set core (offset 0xA0) ---- */
	uint32_t state;     /**< enum set_state */
	int32_t error;      /**< FTL / HIL error code when FAILED */
	uint64_t capacity_pages; /**< logical pages the FTL exports */
	uint64_t commands;  /**< commands completed */
	uint64_t read_cmds, write_cmds, flush_cmds, other_cmds, error_cmds;
	uint64_t busy_cycles; /**< mcycle spent serving commands (poll loop idle time excluded) */
	uint64_t busy_instret; /**< minstret spent serving commands */
	uint64_t read_cycles, read_instret, read_pages;   /**< Read commands: cost and 4K pages */
	uint64_t write_cycles, write_instret, write_pages;
	uint64_t nand_reads, nand_programs, nand_erases, gc_runs, gc_copies, host_page_writes;
	uint64_t media_errors, grown_bad, recoveries;
	uint32_t max_ec, avg_ec;
	uint64_t read_wait_cycles;  /**< of read_cycles: waiting for transfers and NAND (hil_wait_cycles) */
	uint64_t write_wait_cycles; /**< of write_cycles: the same for writes */
	/* idle (set_main: WFI when no command, no flash operation in flight) */
	uint64_t sleeps;       /**< WFIs executed */
	uint64_t sleep_cycles; /**< mcycle spent in them (soc_idle_sleep: the PLIC clean-up, WFI to the handler's return) */
	uint64_t wake_set;     /**< interrupts taken from the set queue (PLIC source 1) */
	uint64_t wake_flash;   /**< from the set's flash channels (sources 3-8) */
	uint64_t wake_timer;   /**< machine timer: a sleep that ran to its bound */
	uint64_t wake_other;   /**< anything else (source 2, a claim that found nothing) */
	/* The serving loop's own cycles (app/set_main.c serve, hil/hil.c hil_poll), so that a busy
	 * core's cycles add up: serve_cycles - sleep_cycles - publish_cycles - the loop_*_cycles is
	 * what the loop itself costs around them (idle checks, counter hand-over). */
	uint64_t serve_cycles;       /**< mcycle since serving began, as of the last publish */
	uint64_t publish_cycles;     /**< copying the FTL's counters into this mailbox (uncached stores) */
	uint64_t loop_passes;        /**< hil_poll passes */
	uint64_t loop_idle_passes;   /**< of them: nothing to do */
	uint64_t loop_idle_cycles;   /**< the idle passes' cycles, every stage of them (a part of the stages below, not one more) */
	uint64_t loop_bg_cycles;     /**< the ICL's background step (write-back submissions) */
	uint64_t loop_pass_cycles;   /**< the asynchronous pass: flash completions, transfers, reads finished, parked writes */
	uint64_t loop_status_cycles; /**< the set queue's STATUS read (and an idle pass's counter publish) */
	uint64_t loop_result_cycles; /**< transfer results (DONE_INFO / DONE_POP) */
	uint64_t loop_cmd_cycles;    /**< command fetch and service (a synchronous command's busy_cycles included) */
	uint64_t torn_pages;         /**< pages this boot's mount found torn (bad CRC or uncorrectable) and skipped */
	/* Live, not a published counter: the FTL stores it as background work starts and ends
	 * (ftl::activity, FTL_ACTIVITY_* bits), so a power cut can be told what it landed in. */
	uint64_t ftl_activity;
};

#endif /* SET_MAILBOX_H */
