/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Ether-oN's network half (include/eon_netif.h): an lwIP network interface whose wire is the
 * frame rings of eon_ring.h. It runs where lwIP runs (the ISP core, or the management core on a
 * drive without one), single-threaded from that core's main loop (lwIP NO_SYS).
 */
#include "eon_netif.h"

#include <string.h>

#include "eon_ring.h"
#include "isp_hal.h"
#include "lwip/etharp.h"
#include "lwip/netif.h"
#include "lwip/pbuf.h"
#include "netif/ethernet.h"

static struct eon_ring ring;
static struct netif *eon_if;
static uint32_t to_net_cons, to_host_prod, to_host_drops, passes;
static int link_up = 1;

static void drop_to_host(void)
{
	ring.ctl->to_host_drops = ++to_host_drops;
}

/* netif->linkoutput: a frame from the stack toward the host, copied into the next slot. */
static err_t eon_linkoutput(struct netif *netif, struct pbuf *p)
{
	(void)netif;
	if (!link_up || p->tot_len < ETHERON_FRAME_MIN || p->tot_len > ETHERON_FRAME_MAX ||
	    eon_ring_used(to_host_prod, ring.ctl->to_host_cons) == EON_RING_SLOTS) {
		drop_to_host(); /* as a link that is down, or a NIC with a full ring, drops */
		return ERR_OK;
	}
	eon_fence(); /* the command layer freed the slot before we overwrite it */
	struct eon_slot *s = &ring.to_host[to_host_prod % EON_RING_SLOTS];
	pbuf_copy_partial(p, s->frame, p->tot_len, 0);
	s->len = p->tot_len;
	eon_fence();
	ring.ctl->to_host_prod = ++to_host_prod;
	isp_hal_doorbell();
	return ERR_OK;
}

int eon_netif_poll(void)
{
	int moved = 0;
	while (ring.ctl->to_net_prod != to_net_cons) {
		eon_fence(); /* the slot's bytes were written before the index we just read */
		const struct eon_slot *s = &ring.to_net[to_net_cons % EON_RING_SLOTS];
		uint32_t len = s->len;
		struct pbuf *p = NULL;
		if (len >= ETHERON_FRAME_MIN && len <= ETHERON_FRAME_MAX) {
			p = pbuf_alloc(PBUF_RAW, (u16_t)len, PBUF_POOL);
			if (p == NULL)
				break; /* no stack buffer: the frame waits in its slot, the ring fills, the
				        * command layer drops and counts further transmits */
			pbuf_take(p, s->frame, (u16_t)len);
		}
		eon_fence();
		ring.ctl->to_net_cons = ++to_net_cons;
		moved = 1;
		/* ethernet_input checks the header and drops (and counts in lwIP's stats) what it cannot
		 * parse: a truncated IP header, a bad checksum, an unknown EtherType. */
		if (p != NULL && (!link_up || eon_if->input(p, eon_if) != ERR_OK))
			pbuf_free(p);
	}
	if (moved)
		ring.ctl->net_passes = ++passes;
	return moved;
}

void eon_netif_link(int up)
{
	link_up = up;
	if (up)
		netif_set_link_up(eon_if);
	else
		netif_set_link_down(eon_if);
}

void eon_netif_setup(struct netif *netif, void *ring_base)
{
	ring = eon_ring_at(ring_base);
	to_net_cons = ring.ctl->to_net_cons;
	to_host_prod = ring.ctl->to_host_prod;
	to_host_drops = ring.ctl->to_host_drops;
	eon_if = netif;
	netif->name[0] = 'e';
	netif->name[1] = 'n';
	netif->output = etharp_output;
	netif->linkoutput = eon_linkoutput;
	netif->mtu = ETHERON_MTU;
	netif->hwaddr_len = ETH_HWADDR_LEN;
	for (int i = 0; i < ETH_HWADDR_LEN; i++)
		netif->hwaddr[i] = ring.ctl->net.mac[i];
	netif->flags = NETIF_FLAG_BROADCAST | NETIF_FLAG_ETHARP | NETIF_FLAG_ETHERNET | NETIF_FLAG_LINK_UP;
}

void eon_netif_ready(void)
{
	eon_fence();
	ring.ctl->net_state = EON_NET_UP;
	isp_hal_doorbell();
}
