/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file set_ftl.h
 * @brief The FTL configuration every set core runs (app/set_main.c). Here, not in set_main.c,
 * because the management core needs the same numbers: with no boot block it sizes each set's
 * namespace from the set's FTL capacity (ftl_capacity_of, mgmt_board_config) before the set core
 * has run, and a second copy of the over-provisioning rule would drift.
 */
#ifndef SET_FTL_H
#define SET_FTL_H

#include "ftl.h"

/*
 * Small drives (1-2 channels x 2 dies x 2 planes x 8-16 blocks x 8-16 pages) as in the system
 * simulation: gc_high 3 keeps (blocks - 5) blocks per plane for data, 10% of it spare; GC
 * buffers as in the host tests (8 pages = one read batch per die pair); a checkpoint every 256
 * programs bounds the mount scan. 160 operations in flight: the HIL's 64 asynchronous reads of up
 * to 2 pages each (async_cap = 160 - gc_buffers - 1) with room left for write-back and GC.
 * data_crc off: see ftl_config.data_crc, the back end's ECC
 * status stands for the data; flash_top checks the data itself with its end-to-end CRC (the
 * management core sets E2E_CRC.ENABLE), whose mismatch the driver reports as NAND_UNCORRECTABLE.
 */
static const struct ftl_config set_ftl_config = {.op_percent = 10, .gc_low = 2, .gc_high = 3, .wl_threshold = 8,
						 .gc_buffers = 8, .ckpt_interval = 256, .max_inflight = 160,
						 .rated_pe_cycles = 3000, .data_crc = 0};

#endif /* SET_FTL_H */
