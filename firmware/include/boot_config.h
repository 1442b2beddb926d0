/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file boot_config.h
 * @brief Boot configuration block: what the loader (the testbench, or a board's boot loader)
 * tells the management core, in DDR bank 0 at BOOT_CONFIG_DDR0, before it releases the cores;
 * like a boot loader passing a device tree. rtl/soc/doc/system.md describes the boot sequence.
 *
 * The loader writes the first half (magic last is not needed: the cores are in reset while it
 * writes) and clears the second; the management core publishes its state in the second half
 * (the loader and tests wait for MGMT_STATE_READY). No loader (no magic, e.g. on a board): the
 * management core builds the board default (mgmt_board_config), leaves the block alone and says
 * so on the console. Identity strings and limits (serial, model, MDTS, ...) are compiled into
 * the management firmware (mgmt_default_config); the drive's layout (namespaces, sets, format
 * policy, flash timing scale) comes from here. Little endian, natural alignment;
 * sim/lib/cssd_sim/boot_config.py mirrors it and sim/system/fw_system/test_mailbox_layout.py checks
 * the two agree.
 */
#ifndef BOOT_CONFIG_H
#define BOOT_CONFIG_H

#include <stdint.h>

#include "generated/cssd_config.h" /* the DDR0 map */

#define BOOT_CONFIG_DDR0 CSSD_DDR0_BOOT_CONFIG_BASE /**< DDR0 address (config/cssd.toml [ddr0.boot_config]) */
#define BOOT_CONFIG_MAGIC 0x544F4243u  /* "CBOT" */
#define BOOT_CONFIG_VERSION 2u /* 2: the network fields */
#define BOOT_CONFIG_MAX_NS 16u

/** Management core state (boot_config.mgmt_state). */
enum mgmt_boot_state {
	MGMT_STATE_BOOT = 0,   /**< not yet started (the loader clears it) */
	MGMT_STATE_READY = 2,  /**< set cores released, serving admin commands */
	MGMT_STATE_FAILED = 3, /**< see mgmt_error: bad boot block, configuration or geometry */
};

/** One namespace: as struct mgmt_ns (include/mgmt.h), field for field. */
struct boot_config_ns {
	uint32_t nsid;     /**< 1-based */
	uint16_t nvm_set;  /**< NVM Set Identifier, 1-based: set core nvm_set - 1 serves it */
	uint8_t lba_shift; /**< 9 or 12 */
	uint8_t priv;      /**< firmware-private namespace (in SACA's table, hidden from the host) */
	uint64_t blocks;   /**< NSZE in logical blocks */
};

struct boot_config {
	/* ---- written by the loader ---- */
	uint32_t magic;
	uint32_t version;
	uint32_t set_cores;  /**< set cores in the system (cssd_system NumCores) */
	uint32_t set_flags;  /**< SET_CFG_* for every set's mailbox */
	uint32_t time_scale; /**< flash TIME_SCALE the management core programs (x/256) */
	uint32_t nns;        /**< entries used in ns[] */
	struct boot_config_ns ns[BOOT_CONFIG_MAX_NS];
	/* ---- written by the management core (offset 0x118) ---- */
	uint32_t mgmt_state; /**< enum mgmt_boot_state */
	int32_t mgmt_error;  /**< MGMT_ERR_* or BOOT_ERR_* when FAILED */
	uint64_t ready_cycles; /**< the management core's mcycle when it released the set cores */
	/* ---- written by the loader: Ether-oN's static addressing (sw/etheron/README.md) ----
	 * After the management core's half so that its offset stays; net_ip 0: the board default. */
	uint8_t net_mac[6];
	uint16_t net_echo_port;
	uint32_t net_ip, net_netmask, net_gateway; /**< a.b.c.d as (a << 24) | ... | d */
	uint32_t net_hold_us; /**< a held receive's hold time; 0: ETHERON_HOLD_US_DEFAULT */
};
#ifdef __cplusplus /* the native simulator (sim/native) loads the block too */
static_assert(sizeof(struct boot_config) <= CSSD_DDR0_BOOT_CONFIG_BYTES, "the block outgrew its DDR0 region");
#else
_Static_assert(sizeof(struct boot_config) <= CSSD_DDR0_BOOT_CONFIG_BYTES, "the block outgrew its DDR0 region");
#endif


#define BOOT_ERR_MAGIC (-10) /**< a block with the magic but a bad version or nns (no magic: board default) */

#endif /* BOOT_CONFIG_H */
