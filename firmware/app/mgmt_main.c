/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Main program of the management core (rtl/soc/doc/system.md: core NumSets when MgmtCore = 1):
 * start-up (namespace table, set mailboxes) then the admin command / controller event loop of
 * mgmt/mgmt.c. Not yet run on the RTL: the full-system simulation still drives the management
 * registers with the Python model, and nothing here releases the set cores or sets up the flash
 * back end's global registers (timing scale), which the testbench does today.
 *
 * The compiled-in configuration is the full-system test's (sim/system/fw_system/test_fw_system.py
 * NS): a 512 B namespace on set 1 and a 4 KiB one on set 2, 128 KiB each.
 */
#include <stdint.h>

#include "mgmt.h"
#include "set_mailbox.h"
#include "soc_console.h"

static const struct mgmt_config cfg = {
	.vid = 0x10EE, .ssvid = 0x10EE, .serial = "CSSD0000000000000001", .model = "cssd computational SSD",
	.firmware_rev = "0.1", .ieee_oui = 0x000A35, .mdts = 8, .rab = 6, .acl = 3, .aerl = 3, .elpe = 63,
	.maxcmd = 4096, .max_power_cw = 2500, .wctemp = 343, .cctemp = 358, .temperature = 313,
	.num_temp_sensors = 1, .available_spare = 100, .spare_threshold = 10, .vwc = 1,
	.random_4k_read_typical_100ns = 1000, .optimal_write_size = 16384,
	/* what the set cores' HIL serves: Flush, Write, Read, Write Zeroes, Dataset Management */
	.io_opcodes = 1u << 0 | 1u << 1 | 1u << 2 | 1u << 8 | 1u << 9,
	.set_flags = SET_CFG_FORMAT_IF_BLANK, .time_scale = 1, .nns = 2,
	.ns = {{1, 1, 9, 0, 256}, {2, 2, 12, 0, 32}},
};

static struct mgmt mgmt;

int main(void)
{
	int rc = mgmt_init(&mgmt, &cfg);
	if (rc) {
		console_puts("mgmt failed: ");
		console_puts(rc == MGMT_ERR_GEOMETRY ? "geometry\n" : "configuration\n");
		for (;;)
			__asm__ volatile("wfi");
	}
	console_puts("mgmt ready: ");
	console_putdec(mgmt.saca_sets);
	console_puts(" sets, ");
	console_putdec(mgmt.num_io_queues);
	console_puts(" I/O queues\n");
	for (;;)
		mgmt_poll(&mgmt);
}
