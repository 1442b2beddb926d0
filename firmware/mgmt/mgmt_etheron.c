/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Ether-oN on the management core. SACA hands vendor-specific I/O commands (80h-FFh) to the
 * management core, which owns the host-facing queue, DMA and PRP walk (mgmt_hw.c). The transmit
 * and receive commands (etheron_proto.h) go to Ether-oN's command layer (firmware/isp/etheron.c)
 * through the HAL below. Its frames meet the network half (lwIP, firmware/isp/eon_netif.c) in the
 * DDR0 frame rings (eon_ring.h):
 *
 *   - with an ISP core in the system (soc_sysctl CORES.ISP), the network half runs there
 *     (app/isp_main.c): this core lays the rings out, writes the boot block's addressing into
 *     them and releases the ISP core, which answers "up" once its stack is. Each side rings the
 *     other's doorbell (soc_sysctl DOORBELL, PLIC source 1) when it puts a frame in a ring;
 *   - without one (the smaller simulated drives), this core runs the network half itself, on the
 *     same rings, between admin commands.
 *
 * A frame moves between host memory and its ring slot by this core's DMA directly (no copy here).
 *
 * The host can put the ISP core back in reset and let it boot again (the vendor feature ISP Core,
 * mgmt_features.c). While it is held, Ether-oN answers every command with ISP Not Ready, the
 * held receives complete with it, and the frames waiting for the host are dropped; the rings are
 * laid out afresh for the next boot, whose "up" ends the refusals. Block I/O never notices: the
 * hardware drains the core's ports before its reset (soc_axi_quiesce), so no transaction on the
 * shared interconnect is cut.
 */
#include <string.h>

#include "eon_ring.h"
#include "etheron.h"
#include "isp_hal.h"
#include "isp_net.h"
#include "mgmt_int.h"
#include "soc_map.h"

_Static_assert(EON_RING_BYTES <= CSSD_DDR0_ETHERON_BYTES, "config/cssd.toml [ddr0.etheron] holds the rings");

static struct mgmt *eon_mgmt;
static int net_here; /* no ISP core: the network half runs on this core */
static struct isp_net_config eon_net; /* the boot block's settings, for each boot of the ISP core */
static int isp_held;  /* the host holds the ISP core in reset */

/* Polls of ISP_HELD before a hold gives up: the drain waits for the core's started transactions
 * alone (a few hundred cycles even behind DRAM refresh and the other cores' traffic); a register
 * read is tens of cycles, so this is a generous bound that still answers the host in well under
 * a millisecond. */
#define ISP_DRAIN_POLLS 4096u

static struct sqe buffer_of(const struct eon_cmd *c)
{
	struct sqe s;
	memset(&s, 0, sizeof s);
	s.prp1 = c->prp1;
	s.prp2 = c->prp2;
	return s;
}

/* The DMA moves whole dwords (nvme.rdl DMA_CTRL.LEN); the driver has checked that the host's
 * buffer (CDW11) covers the frame rounded up to one, and a ring slot has room past it. */
static uint32_t dwords(uint32_t n) { return (n + ETHERON_XFER_ALIGN - 1) & ~(ETHERON_XFER_ALIGN - 1); }

/* The command layer moves a frame between host memory and its ring slot in DDR0, whole: one DMA
 * (or one per PRP range) into or out of the slot. */
static int slot_xfer(const struct eon_cmd *c, uint32_t off, const void *slot, uint32_t len, int to_host)
{
	struct sqe s = buffer_of(c);
	if (off != 0 || dwords(len) > c->cdw11 || dwords(len) > EON_RING_SLOT_BYTES - EON_SLOT_FRAME)
		return -1;
	return mgmt_xfer_at(eon_mgmt, &s, dwords(len), to_host, ddr0_addr(slot)) ? -1 : 0;
}

int isp_hal_from_host(const struct eon_cmd *c, uint32_t off, void *dst, uint32_t len)
{
	return slot_xfer(c, off, dst, len, 0);
}

int isp_hal_to_host(const struct eon_cmd *c, uint32_t off, const void *src, uint32_t len)
{
	return slot_xfer(c, off, src, len, 1);
}

void isp_hal_complete(const struct eon_cmd *c, uint32_t status, uint32_t result)
{
	mgmt_complete(eon_mgmt, c->sqid, c->cid, c->gen, status, result);
}

void mgmt_etheron_init(struct mgmt *m, const struct isp_net_config *net)
{
	eon_mgmt = m;
	eon_net = *net;
	void *ring = ddr0_ptr(CSSD_DDR0_ETHERON_BASE);
	eon_init(ring, net);
	if (soc_isp_core_present()) {
		soc_release_isp_core(); /* after eon_init: the rings and settings are in place */
	} else {
		net_here = 1;
		isp_net_init(ring);
	}
}

void mgmt_etheron_command(struct mgmt *m, uint32_t sqid, const struct sqe *c)
{
	struct eon_cmd e = {
		.opcode = (uint8_t)c->opc, .sqid = (uint16_t)sqid, .cid = (uint16_t)c->cid, .gen = (uint8_t)m->cur_gen,
		.cdw10 = c->cdw10, .cdw11 = c->cdw11, .cdw12 = c->cdw12, .prp1 = c->prp1, .prp2 = c->prp2,
	};
	eon_submit(&e);
}

void mgmt_etheron_disabled(void)
{
	eon_forget_held();
	if (isp_held)
		(void)mgmt_isp_core_hold(0); /* a controller reset takes features back to their defaults */
}

int mgmt_isp_core_present(void) { return eon_mgmt != NULL && !net_here; }

uint32_t mgmt_isp_core_state(void)
{
	return NVME_SET(NVME_ISP_CORE_HOLD, (uint32_t)isp_held) | NVME_SET(NVME_ISP_CORE_UP, (uint32_t)eon_net_up());
}

uint32_t mgmt_isp_core_hold(int on)
{
	if (!mgmt_isp_core_present())
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_FEATURES_CDW10_FID));
	if (on == isp_held)
		return 0;
	if (!on) {
		isp_held = 0;
		soc_isp_hold(0); /* it boots again on the rings laid out at the hold, and says "up" */
		return 0;
	}
	eon_reset_begin(); /* refuse from now on; held receives answered, waiting frames dropped */
	isp_held = 1;
	soc_isp_hold(1);
	uint32_t polls = 0;
	while (!soc_isp_core_held() && ++polls < ISP_DRAIN_POLLS)
		;
	if (!soc_isp_core_held())
		return ERR(NVME_SC_INTERNAL_ERROR, 0); /* still draining: HOLD stays, Get shows UP = 0 */
	/* Fresh rings for the next boot; their "not up" keeps Ether-oN refusing until that boot's
	 * stack is up (eon_init ends the reset state, the ring's state takes over). */
	eon_init(ddr0_ptr(CSSD_DDR0_ETHERON_BASE), &eon_net);
	return 0;
}

void mgmt_etheron_shutdown(void)
{
	eon_release_held();
}

int mgmt_etheron_poll(void)
{
	if (!net_here)
		soc_doorbell_clear(); /* before the look: a ring after it wakes the core again */
	int work = eon_poll();
	if (net_here)
		work |= isp_net_poll();
	return work;
}
