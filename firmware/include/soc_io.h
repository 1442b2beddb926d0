/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file soc_io.h
 * @brief How a firmware core reaches the hardware (rtl/soc/doc/system.md): 32-bit register
 * accesses on ctrl_core's firmware port and pointers into the uncached DDR bank 0 window.
 *
 * The firmware port answers 32-bit accesses only, so every register access goes through
 * fw_rd32 / fw_wr32. Buffers the data mover or the flash DMA read or write live in the DDR0
 * window; their hardware address is the pointer minus the window base.
 */
#ifndef SOC_IO_H
#define SOC_IO_H

#include <stddef.h>
#include <stdint.h>

#include "fw_prof.h"
#include "generated/cssd_config.h"  /* the DDR0 map (config/cssd.toml [ddr0]) */
#include "generated/fw_port_regs.h" /* fw_port_t and every block's register macros */
#include "soc_map.h"                /* SOC_FW_PORT_BASE, SOC_DDR0_WINDOW_BASE */

/*
 * Firmware-port offsets (ctrl_core), all from rtl/top/fw_port.rdl through fw_port_t: NVMe
 * management, set s queues, flash global, channel c. fw_port_regs.h holds the blocks' register
 * macros and types too, so firmware includes it (here) instead of the per-IP headers, whose
 * types would clash with it.
 */
#define FW_NVME_OFF ((uint32_t)offsetof(fw_port_t, nvme))
#define FW_SET_OFF(s) ((uint32_t)offsetof(fw_port_t, set) + (uint32_t)sizeof(nvme_set_t) * (uint32_t)(s))
#define FW_FLASH_OFF ((uint32_t)offsetof(fw_port_t, flash))
#define FW_FLASH_CHAN_OFF(c) \
	((uint32_t)offsetof(fw_port_t, flash_chan) + (uint32_t)sizeof(flash_chan_t) * (uint32_t)(c))
/** Windows the map has: the most sets and flash channels the RTL supports. */
#define FW_SET_COUNT (sizeof(((fw_port_t *)0)->set) / sizeof(nvme_set_t))
#define FW_FLASH_CHAN_COUNT (sizeof(((fw_port_t *)0)->flash_chan) / sizeof(flash_chan_t))

/* An array element's type is named after its stride in fw_port_regs.h; these keep the block's name. */
typedef __typeof__(((fw_port_t *)0)->set[0]) nvme_set_t;
typedef __typeof__(((fw_port_t *)0)->flash_chan[0]) flash_chan_t;

/* The map is config/cssd.toml's; the window it must fit is the SoC's. */
_Static_assert(CSSD_DDR0_BYTES <= SOC_DDR0_WINDOW_BYTES, "config/cssd.toml [ddr0] is larger than the DDR0 window");

/** DDR0 region of set s's firmware (its mailbox, buffers, cache slots, spare areas). */
#define SOC_SET_DDR0_BASE(s) CSSD_DDR0_SET_BASE(s)
#define SOC_SET_DDR0_BYTES CSSD_DDR0_SET_BYTES

/*
 * DDR0 staging of the management core's admin data (Identify, log pages, PRP lists); the Python
 * port (sim/lib/cssd_sim/nvme_fw_port.py) stages in the same region. The firmware stages one
 * command at a time: SOC_MGMT_DMA_BYTES of data, then that command's PRP list page.
 */
#define SOC_MGMT_DMA_DDR0 CSSD_DDR0_MGMT_DMA_BASE
#define SOC_MGMT_DMA_BYTES 8192u
_Static_assert(SOC_MGMT_DMA_BYTES + 4096u <= CSSD_DDR0_MGMT_DMA_BYTES, "one command's data and PRP list page");

#ifdef FW_HOST_TEST
/*
 * Host-native tests (firmware/tests, built with FW_HOST_TEST) run the HIL and the management
 * firmware against a fake device: they define these instead, so the firmware's logic is tested
 * without the full-system simulation.
 */
uint32_t fw_rd32(uint32_t off);
void fw_wr32(uint32_t off, uint32_t v);
void *ddr0_ptr(uint32_t ddr0_addr);
uint32_t ddr0_addr(const void *p);
uint64_t cpu_cycles(void);
uint64_t cpu_instret(void);
#else
static inline uint32_t fw_rd32(uint32_t off)
{
	FW_PROF_RD();
	return *(volatile uint32_t *)(uintptr_t)(SOC_FW_PORT_BASE + off);
}

static inline void fw_wr32(uint32_t off, uint32_t v)
{
	FW_PROF_WR();
	*(volatile uint32_t *)(uintptr_t)(SOC_FW_PORT_BASE + off) = v;
}

/** Core pointer for a DDR0 address, and back (pointers outside the window are a bug). */
static inline void *ddr0_ptr(uint32_t ddr0_addr)
{
	return (void *)(uintptr_t)(SOC_DDR0_WINDOW_BASE + ddr0_addr);
}

static inline uint32_t ddr0_addr(const void *p)
{
	return (uint32_t)((uintptr_t)p - SOC_DDR0_WINDOW_BASE);
}

/** This core's cycle and retired-instruction counters (the firmware's cost figures). */
static inline uint64_t cpu_cycles(void)
{
	uint64_t v;
	__asm__ volatile("csrr %0, mcycle" : "=r"(v));
	return v;
}

static inline uint64_t cpu_instret(void)
{
	uint64_t v;
	__asm__ volatile("csrr %0, minstret" : "=r"(v));
	return v;
}

/** This core's misa: its base width and the extensions its Rocket configuration implements. */
static inline uint64_t cpu_misa(void)
{
	uint64_t v;
	__asm__ volatile("csrr %0, misa" : "=r"(v));
	return v;
}
#endif

#endif /* SOC_IO_H */
