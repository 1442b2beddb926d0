/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Ether-oN on the management core. SACA hands vendor-specific I/O commands (80h-FFh) to the
 * management core; the transmit and receive commands (etheron_proto.h) go to the Ether-oN driver
 * (firmware/isp/etheron.c) through the HAL below: host memory through this core's DMA and PRP walk
 * (mgmt_hw.c), completions through its completion path.
 *
 * Where this is going (sw/etheron/README.md, "Status"): the routing through the management core
 * stays, and the driver's network half (lwIP, the netif, the services) moves to the ISP core
 * behind a frame ring in DDR0. Until the ISP core is in cssd_system, that half runs here, between
 * admin commands, so the whole path can be exercised on the simulated drive now.
 */
#include <string.h>

#include "etheron.h"
#include "isp_hal.h"
#include "isp_net.h"
#include "mgmt_int.h"
#include "soc_console.h"
#include "soc_irq.h"

/* The cores' clock in cssd_system (rtl/soc/doc/system.md: 250 MHz on the VCU118 and in the
 * simulation's time base). Time comes from the CLINT's mtime, which runs while the core sleeps
 * in WFI (app/mgmt_main.c); mcycle stops there, so hold times counted in it stretched to tens of
 * milliseconds once the core slept between commands. */
#define CORE_CYCLES_PER_US 250u

static struct mgmt *eon_mgmt;
static uint64_t rng = 0x2545F4914F6CDD1Dull;

static struct sqe buffer_of(const struct eon_cmd *c)
{
	struct sqe s;
	memset(&s, 0, sizeof s);
	s.prp1 = c->prp1;
	s.prp2 = c->prp2;
	return s;
}

/* The DMA moves whole dwords (nvme.rdl DMA_CTRL.LEN); the driver has checked that the host's
 * buffer (CDW11) covers the frame rounded up to one. */
static uint32_t dwords(uint32_t n) { return (n + ETHERON_XFER_ALIGN - 1) & ~(ETHERON_XFER_ALIGN - 1); }

int isp_hal_from_host(const struct eon_cmd *c, uint32_t off, void *dst, uint32_t len)
{
	struct sqe s = buffer_of(c);
	if (dwords(off + len) > SOC_MGMT_DMA_BYTES || dwords(off + len) > c->cdw11 ||
	    mgmt_from_host(eon_mgmt, &s, dwords(off + len)))
		return -1;
	memcpy(dst, staging() + off, len);
	return 0;
}

int isp_hal_to_host(const struct eon_cmd *c, uint32_t off, const void *src, uint32_t len)
{
	struct sqe s = buffer_of(c);
	if (off != 0 || dwords(len) > SOC_MGMT_DMA_BYTES || dwords(len) > c->cdw11) /* a frame goes in one piece */
		return -1;
	memcpy(staging(), src, len);
	return mgmt_to_host(eon_mgmt, &s, dwords(len)) ? -1 : 0;
}

void isp_hal_complete(const struct eon_cmd *c, uint32_t status, uint32_t result)
{
	mgmt_complete(eon_mgmt, c->sqid, c->cid, c->gen, status, result);
}

uint32_t isp_hal_now_us(void)
{
	return (uint32_t)(soc_mtime() * SOC_MTIME_CYCLES / CORE_CYCLES_PER_US);
}

uint32_t isp_hal_rand(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 32) ^ (uint32_t)cpu_cycles();
}

void isp_hal_fatal(const char *what, const char *file, int line)
{
	console_puts("mgmt: network stack assertion: ");
	console_puts(what);
	console_puts(" at ");
	console_puts(file);
	console_puts(":");
	console_putdec((uint32_t)line);
	console_puts("\n");
	for (;;)
		__asm__ volatile("wfi");
}

void mgmt_etheron_init(struct mgmt *m, const struct isp_net_config *net)
{
	eon_mgmt = m;
	isp_net_init(net);
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
}

void mgmt_etheron_shutdown(void)
{
	eon_release_held();
}

void mgmt_etheron_poll(void)
{
	isp_net_poll();
}
