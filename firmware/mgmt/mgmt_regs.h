/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the management firmware needs from the hardware, in one place (as hil/hil_regs.h for the
 * HIL): 32-bit firmware-port accesses, DDR0 address <-> pointer, and the DMA staging area the
 * front end's DMA engine reads and writes. On the management core these are soc_io.h's
 * accessors; the host test (tests/test_mgmt.c, built with MGMT_HOST_TEST) supplies a fake
 * management-register device and a fake DDR0 instead.
 */
#ifndef MGMT_REGS_H
#define MGMT_REGS_H

#include <stdint.h>

#include "soc_io.h"

/* DDR0 staging for admin data (Identify, log pages, PRP lists): the address the Python port
 * (sim/lib/cssd_sim/nvme_fw_port.py DMA_STAGING_BASE) uses, below the set regions at 0x2000_0000. */
#define MGMT_DMA_DDR0 0x01000000u
#define MGMT_DMA_BYTES 8192u

#ifdef MGMT_HOST_TEST
uint32_t mgmt_rd32(uint32_t off);
void mgmt_wr32(uint32_t off, uint32_t v);
void *mgmt_ddr0_ptr(uint32_t ddr0_addr);
#else
static inline uint32_t mgmt_rd32(uint32_t off)
{
	return fw_rd32(off);
}

static inline void mgmt_wr32(uint32_t off, uint32_t v)
{
	fw_wr32(off, v);
}

static inline void *mgmt_ddr0_ptr(uint32_t a)
{
	return ddr0_ptr(a);
}
#endif

#endif /* MGMT_REGS_H */
