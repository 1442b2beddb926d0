/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file eon_netif.h
 * @brief Ether-oN's network half: an lwIP network interface on the frame rings of eon_ring.h,
 * whose other end is the command layer (etheron.h).
 */
#ifndef EON_NETIF_H
#define EON_NETIF_H

struct netif;

/** Attach the interface to the rings at ring_base, which the command layer has laid out (eon_init);
 * the MAC comes from the settings there. Call from the netif's init function. */
void eon_netif_setup(struct netif *netif, void *ring_base);

/** Tell the command layer the stack is up: commands are served from now on. */
void eon_netif_ready(void);

/** Hand the transmitted frames waiting in the ring to the stack. Nonzero when it moved one. */
int eon_netif_poll(void);

/** Link state: down drops every frame both ways (the harness's ISP reset). */
void eon_netif_link(int up);

#endif /* EON_NETIF_H */
