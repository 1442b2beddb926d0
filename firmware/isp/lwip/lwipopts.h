/* SPDX-License-Identifier: Apache-2.0 */
/*
 * lwIP's configuration for the ISP core: no OS (NO_SYS, the raw API from one main loop), IPv4 with
 * ARP, ICMP, TCP and UDP on one Ethernet interface (Ether-oN). The same file builds the stack for
 * the rv64imafdc core and for the host-native harness.
 */
#ifndef LWIPOPTS_H
#define LWIPOPTS_H

#define NO_SYS 1
#define SYS_LIGHTWEIGHT_PROT 0
#define LWIP_NETCONN 0
#define LWIP_SOCKET 0
#define LWIP_IPV4 1
#define LWIP_IPV6 0
#define LWIP_ARP 1
#define LWIP_ETHERNET 1
#define LWIP_ICMP 1
#define LWIP_TCP 1
#define LWIP_UDP 1
#define LWIP_DHCP 0
#define LWIP_AUTOIP 0
#define LWIP_IGMP 0
#define LWIP_DNS 0
#define LWIP_NETIF_LINK_CALLBACK 0
#define LWIP_NETIF_STATUS_CALLBACK 0

#define MEM_ALIGNMENT 8
#define MEM_SIZE (48 * 1024) /* TCP's copied send data (8 connections x a window at most) and replies */
#define MEMP_NUM_PBUF 64
#define MEMP_NUM_TCP_PCB 8
#define MEMP_NUM_TCP_PCB_LISTEN 4
#define MEMP_NUM_TCP_SEG 64
#define MEMP_NUM_UDP_PCB 4
#define PBUF_POOL_SIZE 32
/* One pool buffer holds a whole frame, so a transmit lands in one pbuf (the DMA's zero copy). */
#define PBUF_POOL_BUFSIZE 1536

#define TCP_MSS 1460
#define TCP_WND (8 * TCP_MSS)
#define TCP_SND_BUF (8 * TCP_MSS)
#define TCP_SND_QUEUELEN (4 * TCP_SND_BUF / TCP_MSS)
#define LWIP_TCP_KEEPALIVE 0

#define ARP_TABLE_SIZE 8
#define ARP_QUEUEING 1

/* Every checksum is generated and checked in software: the Ether-oN link has no offload, and a
 * malformed frame must be dropped by the stack, not trusted. */
#define CHECKSUM_GEN_IP 1
#define CHECKSUM_GEN_UDP 1
#define CHECKSUM_GEN_TCP 1
#define CHECKSUM_GEN_ICMP 1
#define CHECKSUM_CHECK_IP 1
#define CHECKSUM_CHECK_UDP 1
#define CHECKSUM_CHECK_TCP 1
#define CHECKSUM_CHECK_ICMP 1

#define LWIP_STATS 1
#define LWIP_STATS_DISPLAY 0
#define LWIP_RAND() isp_hal_rand()
#include "isp_hal.h"

#endif /* LWIPOPTS_H */
