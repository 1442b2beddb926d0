/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file mgmt.h
 * @brief Management core firmware: the C port of the Python management model
 * (sim/lib/cssd_sim/nvme_fw/model.py) on ctrl_core's NVMe management registers (rtl/nvme/nvme.rdl).
 *
 * Start-up (mgmt_init) reads the build geometry, programs SACA's namespace table and writes each
 * NVM set's mailbox; mgmt_poll then serves one controller event or admin command at a time.
 * I/O commands are not served here: SACA routes them to the set cores. What is ported and what
 * is not: firmware/README.md.
 */
#ifndef MGMT_H
#define MGMT_H

#include <stdint.h>

#include "nand.h"

#define MGMT_MAX_NS 16u        /**< namespaces in a configuration (SACA's table holds 16) */
#define MGMT_MAX_QUEUES 64u    /**< I/O queue ids served (GEOMETRY may report more: clamped) */
#define MGMT_MAX_VECTORS 256u  /**< vectors whose coalescing-disable bit is remembered */
#define MGMT_ERRLOG 64u        /**< Error Information entries kept (ELPE + 1 at most) */
#define MGMT_EVQ 64u           /**< asynchronous events retained while no AER is outstanding */
#define MGMT_MAX_AERS 16u      /**< AERL + 1 at most */
#define MGMT_MAX_SETS 16u
#define MGMT_OPCODE_WORDS 8u /**< 256 opcodes, one bit each */

/** mgmt_init errors */
#define MGMT_ERR_CONFIG (-1)   /**< configuration inconsistent or beyond this build's limits */
#define MGMT_ERR_GEOMETRY (-2) /**< configuration does not fit the hardware (sets, table, channels) */

/** One namespace (as nvme_fw.config.NamespaceConfig). */
struct mgmt_ns {
	uint32_t nsid;     /**< 1-based */
	uint16_t nvm_set;  /**< NVM Set Identifier, 1-based; also the Endurance Group */
	uint8_t lba_shift; /**< 9 or 12 */
	uint8_t priv;      /**< firmware-private: in SACA's table, never visible to the host */
	uint64_t blocks;   /**< NSZE = NCAP = NUSE */
};

/** Identity, limits and namespaces (as nvme_fw.config.FwConfig; const, apart from state). */
struct mgmt_config {
	uint16_t vid, ssvid;
	const char *serial;       /**< up to 20 ASCII characters */
	const char *model;        /**< up to 40 */
	const char *firmware_rev; /**< up to 8 */
	uint32_t ieee_oui;
	uint16_t cntlid;
	const char *subnqn;       /**< NULL or "": "nqn.2024-01.org.cssd:nvme:<serial>" */
	uint8_t mdts, rab, acl, aerl, elpe;
	uint16_t maxcmd;
	uint16_t max_power_cw;
	uint32_t rtd3r_us, rtd3e_us;
	uint16_t wctemp, cctemp, temperature; /**< Kelvin */
	uint8_t num_temp_sensors;             /**< 0..8 */
	uint8_t available_spare, spare_threshold;
	uint8_t vwc;
	uint32_t random_4k_read_typical_100ns, optimal_write_size;
	/** bit n % 32 of word n / 32: I/O opcode n served (Commands Supported and Effects log) */
	uint32_t io_opcodes[MGMT_OPCODE_WORDS];
	/** The sets' FTL mapping unit, the flash page (bytes): reported per namespace as NPWG, NPWA,
	 * NPDG, NPDA and NOWS with NSFEAT.OPTPERF, so that hosts (and `cssd search`) write and search
	 * in whole pages; 0: not reported. */
	uint32_t page_bytes;
	/* set mailboxes */
	uint32_t set_flags;    /**< SET_CFG_* */
	uint32_t time_scale;   /**< informational copy in the mailbox */
	uint32_t set_cores;    /**< set cores present (mailboxes written, channels split): 0 = SACA's sets */
	uint32_t nns;
	struct mgmt_ns ns[MGMT_MAX_NS];
};

/** Configuration equal to nvme_fw.config.FwConfig() (four 1 GiB namespaces, one private). */
extern const struct mgmt_config mgmt_default_config;

struct mgmt_sq {
	uint64_t base;
	uint16_t size, cqid, nvmsetid;
	uint8_t prio, used;
};

struct mgmt_cq {
	uint64_t base;
	uint16_t size, vector;
	uint8_t ien, used;
};

struct mgmt_err {
	uint64_t count;
	uint16_t sqid, cid, status, loc;
	uint64_t lba;
	uint32_t nsid;
};

struct mgmt_features {
	uint32_t arb, pm, vwc, coal, wa, aec;
	uint16_t temp[9][2];            /**< [sensor][0 over, 1 under] */
	uint16_t err_rec[MGMT_MAX_NS];  /**< by index in the configuration */
};

/** Management firmware state. */
struct mgmt {
	const struct mgmt_config *cfg;
	char subnqn[224];
	uint32_t nn, num_sets_cfg;
	/* hardware geometry */
	uint32_t num_io_queues, num_vectors, saca_sets, saca_entries, saca_mdts, channels;
	uint32_t set_cores; /**< cfg->set_cores, or saca_sets */
	uint32_t cc;
	/* controller state (reset on CC.EN 1 -> 0) */
	int enabled, shutdown_state;
	struct mgmt_sq sq[MGMT_MAX_QUEUES + 1];
	struct mgmt_cq cq[MGMT_MAX_QUEUES + 1];
	int queues_created;
	uint32_t nsqa, ncqa;
	uint16_t aer_cid[MGMT_MAX_AERS];
	uint8_t aer_gen[MGMT_MAX_AERS];
	uint32_t naers;
	uint8_t evq[MGMT_EVQ][3]; /**< type, info, log page */
	uint32_t nev;
	int16_t aer_mask[8];      /**< per event type: the log page that unmasks it, -1 unmasked */
	struct mgmt_features feat;
	uint8_t iv_cd[MGMT_MAX_VECTORS];
	/* kept across controller resets (the model's NVRAM, here only until power off) */
	struct mgmt_features saved;
	struct mgmt_err errlog[MGMT_ERRLOG]; /**< ring, errlog[error_count % n] is the next */
	uint64_t error_count;
	uint64_t set_errors[MGMT_MAX_SETS];
	uint16_t temps[9];
	uint32_t cw_reported;
	uint64_t power_cycles;
	/* the command being served */
	uint32_t cur_gen;
	/* statistics */
	uint64_t commands, events, fetch_errors, unknown_events;
};

/**
 * The board default, for a boot without a loader (no boot configuration block, boot_config.h):
 * cfg = mgmt_default_config's identity and limits, `set_cores` set cores (the hardware's: the
 * management core is the last core, so its CORE_ID), the flash array split over them as
 * write_mailbox does (cssd_config.h's split: contiguous ranges, the later sets one more channel
 * when the channels do not divide), and one host namespace per set (NSID = NVM
 * Set Identifier = set + 1) as large as the set's FTL exports (ftl_capacity_of with set_ftl.h's
 * configuration, in 2^lba_shift-byte LBAs). Format if blank, TIME_SCALE 256 (real NAND
 * timing: a board has no simulation time to save). Pure: `array` is the flash GEOMETRY CSRs'
 * whole array, read by the caller.
 * @return 0, MGMT_ERR_CONFIG (lba_shift) or MGMT_ERR_GEOMETRY (no set core, more sets than
 * namespaces or channels, or a set with no capacity).
 */
int mgmt_board_config(struct mgmt_config *cfg, uint32_t set_cores, const struct nand_geometry *array,
		      uint8_t lba_shift);

/**
 * Start-up: GEOMETRY / SACA_GEOMETRY / the flash GEOMETRY, the namespace table (NS_SIZE_*,
 * NS_ATTR with GO) and every set's mailbox (configuration half filled, core half cleared).
 * @return 0, MGMT_ERR_CONFIG or MGMT_ERR_GEOMETRY (nothing programmed then).
 */
int mgmt_init(struct mgmt *m, const struct mgmt_config *cfg);

/** Serve at most one event (first: a reset must be seen before commands after it) or command.
 * @return 1 if something was served, 0 if the hardware had nothing. */
int mgmt_poll(struct mgmt *m);

/* Ether-oN's command layer on the management core (mgmt/mgmt_etheron.c, built into the management
 * core's image with MGMT_ETHERON): bring-up with the boot block's addressing (and the release of
 * the ISP core, or the network half here without one), and the main loop's step, nonzero when it
 * completed something. The ISP core's doorbell (SOC_IRQ_DOORBELL) wakes the loop for its frames. */
struct isp_net_config;
void mgmt_etheron_init(struct mgmt *m, const struct isp_net_config *net);
int mgmt_etheron_poll(void);

#endif /* MGMT_H */
