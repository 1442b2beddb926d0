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

#include <stdint.h>

#include "fw_prof.h"
#include "soc_map.h" /* SOC_FW_PORT_BASE, SOC_DDR0_WINDOW_BASE */

/** Firmware-port offsets (ctrl_core): NVMe management, set s queues, flash global, channel c. */
#define FW_NVME_OFF 0x00000u
#define FW_SET_OFF(s) (0x1000u * (1u + (s)))
#define FW_FLASH_OFF 0x10000u
#define FW_FLASH_CHAN_OFF(c) (0x10000u + 0x1000u * (1u + (c)))

/** DDR0 region of set s's firmware (buffers, cache slots, spare areas): 16 MiB each. */
#define SOC_SET_DDR0_BASE(s) (0x20000000u + 0x01000000u * (s))
#define SOC_SET_DDR0_BYTES 0x01000000u

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

#endif /* SOC_IO_H */
