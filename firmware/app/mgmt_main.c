/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Main program of the management core (core NumCores of cssd_system, rtl/soc/doc/system.md):
 *
 * 1. read the boot configuration block the loader left in DDR0 (boot_config.h): set cores,
 *    namespaces, format policy, flash timing scale. No block (no magic: a board, where nothing
 *    loads one) means the board default, mgmt_board_config, from what the hardware reports;
 *    a block with the magic but a bad version or fields fails as before;
 * 2. the flash back end's global set-up: the NAND array in DDR bank 1 (data at 0, spare areas
 *    from the next MiB after the data) and the timing scale;
 * 3. mgmt_init (mgmt/mgmt_init.c): the namespace table in SACA and each set's mailbox, then `go` in
 *    every mailbox, then soc_sysctl SET_CORES_RUN, which lets the set cores out of reset (they
 *    read their mailbox once `go` is there);
 * 4. publish READY in the boot block (only when a loader wrote one: without it the console
 *    line "mgmt ready" is the sign) and serve admin commands and controller events (mgmt_poll)
 *    until reset.
 *
 * Identity and limits (serial, model, MDTS, ...) are mgmt_default_config's, which equal the
 * Python model's FwConfig() defaults (tests/test_host_native.py::test_mgmt_layout).
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "boot_config.h"
#include "etheron_proto.h"
#include "generated/flash_enums.h" /* SCHED.POLICY */
#include "generated/nvme_spec.h"
#include "isp_net.h"
#include "soc_io.h" /* generated/fw_port_regs.h: the register macros */
#include "mgmt.h"
#include "set_mailbox.h"
#include "soc_console.h"
#include "soc_irq.h"
#include "soc_map.h"

#define FLASH(name) (FW_FLASH_OFF + (uint32_t)offsetof(flash_t, name))
/* The board default's LBA size: the loader's default (nvme_fw.config.NamespaceConfig, 512 B). */
#define BOARD_LBA_SHIFT 9u

static struct mgmt_config cfg;
static struct mgmt mgmt;

/*
 * Idle: after MGMT_IDLE_POLLS empty polls the core sleeps in WFI until the management interrupt
 * (an admin or vendor command, a controller event), the ISP core's doorbell (a frame for a held
 * receive) or MGMT_IDLE_TICKS of the machine timer, which
 * bounds how late the timed work runs (AERs from the set mailboxes, lwIP's timers and the held
 * Ether-oN receives). A core that polled instead took a turn of the firmware port, which every
 * set core shares, on each pass: one transaction in six under load on the VCU118 build.
 */
#define MGMT_IDLE_POLLS 16u
#define MGMT_IDLE_TICKS 1000u /* 1000 mtime ticks: 0.4 ms at 250 MHz, the set cores' bound too */

static __attribute__((noreturn)) void mgmt_serve(void)
{
	/* The doorbell: the ISP core put a frame toward the host in its ring (Ether-oN). */
	soc_irq_init(1u << SOC_IRQ_MGMT | 1u << SOC_IRQ_DOORBELL);
	fw_wr32(FW_NVME_OFF + (uint32_t)offsetof(nvme_t, IRQ_ENABLE), NVME__IRQ_ENABLE__CMD_bm | NVME__IRQ_ENABLE__EVT_bm);
	for (uint32_t empty = 0;;) {
		int work = mgmt_poll(&mgmt);
#ifdef MGMT_ETHERON
		work |= mgmt_etheron_poll();
#endif
		if (work) {
			empty = 0;
		} else if (++empty > MGMT_IDLE_POLLS) {
			empty = 0;
			soc_idle_sleep(MGMT_IDLE_TICKS);
		}
	}
}
/* Ether-oN's addressing without a loader's block, or with net_ip 0 in it (sw/etheron/README.md):
 * 10.77.0.2/24, a locally administered MAC, echo on port 7. */
static struct isp_net_config net = {
	.mac = {0x02, 0xc5, 0x5d, 0x00, 0x00, 0x01},
	.ip = 10u << 24 | 77u << 16 | 2u, .netmask = 0xffffff00u, .gateway = 0,
	.hold_us = ETHERON_HOLD_US_DEFAULT, .echo_port = 7,
};

static __attribute__((noreturn)) void fail(volatile struct boot_config *bc, int err, const char *what)
{
	if (bc) {
		bc->mgmt_error = err;
		bc->mgmt_state = MGMT_STATE_FAILED;
	}
	console_puts("mgmt failed: ");
	console_puts(what);
	console_puts("\n");
	for (;;)
		__asm__ volatile("wfi");
}

/* The whole array as the flash back end's GEOMETRY CSRs report it. */
static struct nand_geometry flash_geometry(void)
{
	uint32_t g0 = fw_rd32(FLASH(GEOMETRY)), g1 = fw_rd32(FLASH(GEOMETRY_BLOCKS));
	struct nand_geometry g = {
		.channels = (uint16_t)((g0 & FLASH__GEOMETRY__CHANNELS_bm) >> FLASH__GEOMETRY__CHANNELS_bp),
		.dies = (uint16_t)((g0 & FLASH__GEOMETRY__DIES_bm) >> FLASH__GEOMETRY__DIES_bp),
		.planes = (uint16_t)((g0 & FLASH__GEOMETRY__PLANES_bm) >> FLASH__GEOMETRY__PLANES_bp),
		.blocks = (uint16_t)((g1 & FLASH__GEOMETRY_BLOCKS__BLOCKS_bm) >> FLASH__GEOMETRY_BLOCKS__BLOCKS_bp),
		.pages = (uint16_t)((g1 & FLASH__GEOMETRY_BLOCKS__PAGES_bm) >> FLASH__GEOMETRY_BLOCKS__PAGES_bp),
		.page_bytes = fw_rd32(FLASH(GEOMETRY_PAGE)) & FLASH__GEOMETRY_PAGE__PAGE_BYTES_bm,
		.spare_bytes = (uint16_t)(fw_rd32(FLASH(GEOMETRY_SPARE)) & FLASH__GEOMETRY_SPARE__SPARE_BYTES_bm),
	};
	return g;
}

/* The array placement the sets' FTLs and the flash DMA share: data pages from DDR1 address 0,
 * spare areas from the first MiB boundary after them (sim/lib/cssd_sim/nvme_tb.py start_flash_hw). */
static int flash_setup(uint32_t time_scale)
{
	struct nand_geometry g = flash_geometry();
	uint64_t pages = (uint64_t)g.channels * g.dies * g.planes * g.blocks * g.pages;
	uint64_t page = g.page_bytes, spare = g.spare_bytes;
	uint64_t spare_base = (pages * page + 0xFFFFFu) & ~(uint64_t)0xFFFFF;
	if (!pages || spare_base + pages * spare > (1ull << 32))
		return -1;
	fw_wr32(FLASH(DATA_BASE_LO), 0);
	fw_wr32(FLASH(DATA_BASE_HI), 0);
	fw_wr32(FLASH(SPARE_BASE_LO), (uint32_t)spare_base);
	fw_wr32(FLASH(SPARE_BASE_HI), (uint32_t)(spare_base >> 32));
	fw_wr32(FLASH(TIME_SCALE), time_scale);
	/* 2PM+ (flash.rdl SCHED; rtl/pm2/doc/README.md): a Search's page that matches moves the
	 * queued reads of its range ahead on every die (DETECT), a new read may pass a range's page
	 * that has slack (SLACK), and each range's first page is pinned (PIN) so no range is pushed
	 * back on all of its pages. Other reads keep read priority's order; the swap limit stays at
	 * its reset value. */
	fw_wr32(FLASH(SCHED), ((uint32_t)FLASH__SCHED_POLICY_E__REORDER << FLASH__SCHED__POLICY_bp) |
				      (FLASH__SCHED__MAX_SWAPS_reset << FLASH__SCHED__MAX_SWAPS_bp) |
				      FLASH__SCHED__SLACK_bm | FLASH__SCHED__PIN_bm | FLASH__SCHED__DETECT_bm);
	/* End-to-end data protection on before any core programs a page (flash.rdl E2E_CRC). */
	fw_wr32(FLASH(E2E_CRC), FLASH__E2E_CRC__ENABLE_bm);
	return 0;
}

/* The configuration from the loader's block, or (no magic) the board default. */
static void read_config(volatile struct boot_config *bc, int *from_block)
{
	*from_block = bc->magic == BOOT_CONFIG_MAGIC;
	if (!*from_block) {
		/* The management core is the last core: its index is the set core count. */
		uint32_t set_cores = (uint32_t)*soc_sysctl_reg(SOC_SYSCTL_CORE_ID);
		struct nand_geometry g = flash_geometry();
		int rc = mgmt_board_config(&cfg, set_cores, &g, BOARD_LBA_SHIFT);
		if (rc)
			fail(NULL, rc, "no boot block and no board default for this geometry");
		console_puts("mgmt: no boot block, board defaults: ");
		console_putdec(cfg.set_cores);
		console_puts(" sets, ");
		console_putdec(cfg.nns);
		console_puts(" namespaces of ");
		console_putdec(cfg.ns[0].blocks);
		console_puts(" x ");
		console_putdec(1u << BOARD_LBA_SHIFT);
		console_puts(" B, time scale 256/256\n");
		return;
	}
	/* The magic says a loader wrote it: anything wrong past it is the loader's bug, not an
	 * absent block, and must not be papered over with defaults. */
	if (bc->version != BOOT_CONFIG_VERSION || !bc->nns || bc->nns > BOOT_CONFIG_MAX_NS || bc->nns > MGMT_MAX_NS)
		fail(bc, BOOT_ERR_MAGIC, "bad boot configuration block (version or namespace count)");
	cfg = mgmt_default_config;
	cfg.set_cores = bc->set_cores;
	cfg.set_flags = bc->set_flags;
	cfg.time_scale = bc->time_scale;
	cfg.nns = bc->nns;
	for (uint32_t i = 0; i < cfg.nns; i++) {
		cfg.ns[i].nsid = bc->ns[i].nsid;
		cfg.ns[i].nvm_set = bc->ns[i].nvm_set;
		cfg.ns[i].lba_shift = bc->ns[i].lba_shift;
		cfg.ns[i].priv = bc->ns[i].priv;
		cfg.ns[i].blocks = bc->ns[i].blocks;
	}
	if (bc->net_ip) {
		for (int i = 0; i < 6; i++)
			net.mac[i] = bc->net_mac[i];
		net.ip = bc->net_ip;
		net.netmask = bc->net_netmask;
		net.gateway = bc->net_gateway;
		net.echo_port = bc->net_echo_port;
		if (bc->net_hold_us)
			net.hold_us = bc->net_hold_us;
	}
}

int main(void)
{
	volatile struct boot_config *bc = ddr0_ptr(BOOT_CONFIG_DDR0);
	int from_block;
	read_config(bc, &from_block);
	if (!from_block)
		bc = NULL; /* nobody reads the block: leave DDR0 there alone */
	/* What the set cores' HIL serves (Flush, Write, Read, Write Zeroes, Dataset Management, the
	 * 2PM search pair) and, with Ether-oN built in, this core's frame commands. */
	static const uint8_t served[] = {NVME_NVM_OPC_FLUSH, NVME_NVM_OPC_WRITE, NVME_NVM_OPC_READ,
		NVME_NVM_OPC_WRITE_ZEROES, NVME_NVM_OPC_DATASET_MANAGEMENT, NVME_VENDOR_OPC_SEARCH_QUERY,
		NVME_VENDOR_OPC_SEARCH,
#ifdef MGMT_ETHERON
		NVME_VENDOR_OPC_ETHERON_TX, NVME_VENDOR_OPC_ETHERON_RX,
#endif
	};
	memset(cfg.io_opcodes, 0, sizeof cfg.io_opcodes);
	for (uint32_t i = 0; i < sizeof served; i++)
		cfg.io_opcodes[served[i] / 32] |= 1u << (served[i] % 32);
	cfg.page_bytes = flash_geometry().page_bytes;
	if (flash_setup(cfg.time_scale))
		fail(bc, MGMT_ERR_GEOMETRY, "flash geometry");
	int rc = mgmt_init(&mgmt, &cfg);
	if (rc)
		fail(bc, rc, rc == MGMT_ERR_GEOMETRY ? "geometry" : "configuration");
	/* The configuration halves are in DDR0; `go` after them marks each mailbox valid. The set
	 * cores are held in reset until SET_CORES_RUN, written last: a `go` left in DDR0 by the
	 * previous boot (DDR0 survives a reset of the cores) must not start them before this boot's
	 * flash set-up. */
	__asm__ volatile("fence" ::: "memory");
	for (uint32_t s = 0; s < mgmt.set_cores; s++)
		((volatile struct set_mailbox *)ddr0_ptr(SOC_SET_DDR0_BASE(s)))->go = SET_MAILBOX_GO;
	soc_release_set_cores((1ull << mgmt.set_cores) - 1);
	if (bc) {
		uint64_t now;
		__asm__ volatile("csrr %0, mcycle" : "=r"(now));
		bc->ready_cycles = now;
		bc->mgmt_error = 0;
		bc->mgmt_state = MGMT_STATE_READY;
	}
	console_puts("mgmt ready: ");
	console_putdec(mgmt.set_cores);
	console_puts(" set cores, ");
	console_putdec(mgmt.num_io_queues);
	console_puts(" I/O queues\n");
#ifdef MGMT_ETHERON
	mgmt_etheron_init(&mgmt, &net);
#endif
	mgmt_serve();
}
