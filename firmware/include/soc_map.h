/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file soc_map.h
 * @brief Address map of one firmware core (rtl/soc/soc_core.sv, rtl/soc/doc/system.md) and its
 *        system registers (rtl/soc/soc_sysctl.sv; offsets from the header generated from
 *        rtl/soc/soc_sysctl.rdl).
 */
#ifndef SOC_MAP_H
#define SOC_MAP_H

#include <stddef.h>
#include <stdint.h>

#include "generated/soc_sysctl_regs.h"

#define SOC_BOOT_BASE   0x10000000UL /**< boot memory (firmware image), MMIO, uncached */
#define SOC_SYSCTL_BASE 0x11000000UL /**< console / exit / scratch registers */
#define SOC_DRAM_BASE   0x80000000UL /**< cached memory port (this core's DRAM range) */
#define SOC_CLINT_BASE  0x02000000UL /**< Rocket CLINT: msip, mtimecmp, mtime */
#define SOC_PLIC_BASE   0x0C000000UL /**< Rocket PLIC, sources 1-8 */

/* Out of the core (m_axi_io -> soc_io_bridge), rtl/soc/doc/system.md. */
#define SOC_FW_PORT_BASE      0x20000000u /**< ctrl_core firmware port, 32-bit accesses only */
#define SOC_DDR0_WINDOW_BASE  0x40000000u /**< DDR bank 0, uncached: DDR0 address + this */
#define SOC_DDR0_WINDOW_BYTES 0x40000000u /**< size of the DDR bank 0 window */
#define SOC_PRIVATE_DRAM_BASE 0x80000000u /**< this core's cached private DRAM */

/** soc_sysctl registers (64-bit each), byte offsets in the generated soc_sysctl_t. */
#define SOC_SYSCTL_CONSOLE offsetof(soc_sysctl_t, CONSOLE) /**< W: byte [7:0] to the console */
#define SOC_SYSCTL_EXIT    offsetof(soc_sysctl_t, EXIT)    /**< W: exit code (0 = pass), the first write counts */
#define SOC_SYSCTL_SCRATCH offsetof(soc_sysctl_t, SCRATCH) /**< RW: 64-bit scratch */
#define SOC_SYSCTL_CORE_ID offsetof(soc_sysctl_t, CORE_ID) /**< R: this core's index in the system */
#define SOC_SYSCTL_CONSOLE_RX offsetof(soc_sysctl_t, CONSOLE_RX) /**< R: a received byte, popped (UART owner only) */
#define SOC_SYSCTL_SET_CORES_RUN offsetof(soc_sysctl_t, SET_CORES_RUN) /**< RW1S: set core reset release (management core only) */
#define SOC_SYSCTL_CORES offsetof(soc_sysctl_t, CORES) /**< R: the system's set cores, management and ISP core */
#define SOC_SYSCTL_DOORBELL offsetof(soc_sysctl_t, DOORBELL) /**< W: ring the other core; RW1C: pending */

/** Exit code the trap handler reports: SOC_EXIT_TRAP | (mcause & 0xff). */
#define SOC_EXIT_TRAP 0x100u

static inline volatile uint64_t *soc_sysctl_reg(unsigned off)
{
	return (volatile uint64_t *)(SOC_SYSCTL_BASE + off);
}

/**
 * Let set cores out of reset (bit i: set core i), on the management core only (other cores'
 * SET_CORES_RUN ignores writes). Bits only ever get set: a reset of the cores clears them. Call it
 * after the flash back end and the set mailboxes (with `go`) are written: DDR0 survives a reset
 * of the cores, so a set core released before that could act on the previous boot's mailbox.
 */
static inline void soc_release_set_cores(uint64_t mask)
{
	__asm__ volatile("fence" ::: "memory"); /* the mailbox writes reach DDR0 first */
	*soc_sysctl_reg(SOC_SYSCTL_SET_CORES_RUN) = mask;
}

/** The system has an ISP core (cssd_system IspCore = 1). */
static inline int soc_isp_core_present(void)
{
	return (*soc_sysctl_reg(SOC_SYSCTL_CORES) & SOC_SYSCTL__CORES__ISP_bm) != 0;
}

/** Let the ISP core out of reset (management core only): SET_CORES_RUN bit CORES.SETS (and
 * ISP_HOLD 0, as every write of soc_release_set_cores leaves it). */
static inline void soc_release_isp_core(void)
{
	uint64_t sets = (*soc_sysctl_reg(SOC_SYSCTL_CORES) & SOC_SYSCTL__CORES__SETS_bm) >> SOC_SYSCTL__CORES__SETS_bp;
	soc_release_set_cores(1ull << sets);
}

/**
 * Put the ISP core back in reset (on = 1) or let it boot again (on = 0), management core only:
 * SET_CORES_RUN.ISP_HOLD. The hardware drains the core's ports before the reset, which
 * soc_isp_core_held() reports. Only lane 2 carries a 1 here, and RUN ignores the 0s it gets.
 */
static inline void soc_isp_hold(int on)
{
	*soc_sysctl_reg(SOC_SYSCTL_SET_CORES_RUN) = on ? SOC_SYSCTL__SET_CORES_RUN__ISP_HOLD_bm : 0;
	__asm__ volatile("fence" ::: "memory");
}

/** The ISP core is drained and held in reset (SET_CORES_RUN.ISP_HELD). */
static inline int soc_isp_core_held(void)
{
	return (*soc_sysctl_reg(SOC_SYSCTL_SET_CORES_RUN) & SOC_SYSCTL__SET_CORES_RUN__ISP_HELD_bm) != 0;
}

/** Ring the other end of the management core / ISP core pair (its PLIC source 1). */
static inline void soc_doorbell_ring(void)
{
	__asm__ volatile("fence" ::: "memory"); /* what the doorbell announces reaches DDR0 first */
	*soc_sysctl_reg(SOC_SYSCTL_DOORBELL) = SOC_SYSCTL__DOORBELL__RING_bm;
}

/** Clear this core's pending doorbell: before looking at what it announces, so a later ring wakes. */
static inline void soc_doorbell_clear(void)
{
	*soc_sysctl_reg(SOC_SYSCTL_DOORBELL) = SOC_SYSCTL__DOORBELL__PENDING_bm;
	__asm__ volatile("fence" ::: "memory");
}

#endif /* SOC_MAP_H */
