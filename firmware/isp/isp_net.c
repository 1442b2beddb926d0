/* SPDX-License-Identifier: Apache-2.0 */
/* The ISP core's network bring-up and main-loop step (include/isp_net.h). */
#include "isp_net.h"

#include "etheron.h"
#include "isp_hal.h"
#include "lwip/init.h"
#include "lwip/netif.h"
#include "lwip/timeouts.h"
#include "netif/ethernet.h"

static struct netif eon_netif;
static uint8_t eon_mac[6];

/* lwIP's clock (NO_SYS). */
u32_t sys_now(void) { return isp_hal_now_us() / 1000u; }

static err_t eon_netif_init(struct netif *netif)
{
	eon_netif_setup(netif, eon_mac);
	return ERR_OK;
}

void isp_net_init(const struct isp_net_config *cfg)
{
	ip4_addr_t ip, mask, gw;
	IP4_ADDR(&ip, cfg->ip >> 24, (cfg->ip >> 16) & 0xff, (cfg->ip >> 8) & 0xff, cfg->ip & 0xff);
	IP4_ADDR(&mask, cfg->netmask >> 24, (cfg->netmask >> 16) & 0xff, (cfg->netmask >> 8) & 0xff,
	         cfg->netmask & 0xff);
	IP4_ADDR(&gw, cfg->gateway >> 24, (cfg->gateway >> 16) & 0xff, (cfg->gateway >> 8) & 0xff,
	         cfg->gateway & 0xff);
	for (int i = 0; i < 6; i++)
		eon_mac[i] = cfg->mac[i];
	eon_set_hold_us(cfg->hold_us);
	lwip_init();
	netif_add(&eon_netif, &ip, &mask, &gw, NULL, eon_netif_init, ethernet_input);
	netif_set_default(&eon_netif);
	netif_set_up(&eon_netif);
	isp_echo_start(cfg->echo_port);
}

void isp_net_poll(void)
{
	eon_poll();
	sys_check_timeouts();
}
