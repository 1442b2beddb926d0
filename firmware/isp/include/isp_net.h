/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file isp_net.h
 * @brief The ISP core's network: lwIP (NO_SYS, raw API) on the Ether-oN interface, with static
 * addressing, and the services that prove the path (TCP and UDP echo).
 */
#ifndef ISP_NET_H
#define ISP_NET_H

#include <stdint.h>

/**
 * Static addressing and the driver's settings. On the drive the management core takes them from
 * the boot configuration block; the native harness from its command line. Either passes them to
 * the network half in the frame rings' control block (eon_ring.h). Addresses are a.b.c.d as
 * (a << 24) | (b << 16) | (c << 8) | d.
 */
struct isp_net_config {
	uint8_t mac[6];
	uint32_t ip, netmask, gateway;
	uint32_t hold_us;   /**< a receive's hold time before "no frame" (etheron_proto.h), us */
	uint16_t echo_port; /**< TCP and UDP echo (RFC 862); 7 */
};

/** Bring the stack up on the frame rings at ring_base, which the command layer has laid out with
 * the settings (eon_init): lwip_init, the Ether-oN netif, the services; then say it is up. Once
 * per boot. */
void isp_net_init(void *ring_base);

/** One pass of the main loop's network work: transmitted frames into the stack, lwIP's timers.
 * Nonzero when a frame moved. */
int isp_net_poll(void);

/** The echo services (isp_echo.c). */
void isp_echo_start(uint16_t port);

#endif /* ISP_NET_H */
