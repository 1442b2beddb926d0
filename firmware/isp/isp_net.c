/* SPDX-License-Identifier: Apache-2.0 */
/* The network half's bring-up and main-loop step (include/isp_net.h). */
#include "isp_net.h"

#include "eon_netif.h"
#include "eon_ring.h"
#include "isp_hal.h"
#include "lwip/init.h"
#include "lwip/netif.h"
#include "lwip/timeouts.h"
#include "netif/ethernet.h"

static struct netif eon_netif;
static void *eon_ring_base;

/* lwIP's clock (NO_SYS). */
u32_t sys_now(void) { return isp_hal_now_us() / 1000u; }

static err_t eon_netif_init(struct netif *netif)
{
	eon_netif_setup(netif, eon_ring_base);
	return ERR_OK;
}

static void ip4_of(ip4_addr_t *a, uint32_t v)
{
	IP4_ADDR(a, v >> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
}

void isp_net_init(void *ring_base)
{
	eon_ring_base = ring_base;
	const volatile struct isp_net_config *cfg = &eon_ring_at(ring_base).ctl->net;
	ip4_addr_t ip, mask, gw;
	ip4_of(&ip, cfg->ip);
	ip4_of(&mask, cfg->netmask);
	ip4_of(&gw, cfg->gateway);
	uint16_t echo_port = cfg->echo_port;
	lwip_init();
	netif_add(&eon_netif, &ip, &mask, &gw, NULL, eon_netif_init, ethernet_input);
	netif_set_default(&eon_netif);
	netif_set_up(&eon_netif);
	isp_echo_start(echo_port);
	eon_netif_ready();
}

int isp_net_poll(void)
{
	int work = eon_netif_poll();
	sys_check_timeouts();
	return work;
}
