/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The Ether-oN driver (include/etheron.h): NVMe transmit / receive commands <-> an lwIP netif.
 * Single-threaded, called from the ISP core's main loop (lwIP NO_SYS), so nothing here locks.
 */
#include "etheron.h"

#include <string.h>

#include "isp_hal.h"
#include "lwip/etharp.h"
#include "lwip/netif.h"
#include "lwip/pbuf.h"
#include "netif/ethernet.h"

struct held_rx {
	struct eon_cmd cmd;
	uint32_t since_us;
};

/* Receives in arrival order: the oldest gets the next frame, and with one hold time for all the
 * oldest is also the first to time out, so a ring serves both. */
static struct held_rx held[ETHERON_HELD_MAX];
static uint32_t held_head, held_count;

static struct pbuf *backlog[ETHERON_BACKLOG];
static uint32_t backlog_head, backlog_count;

static struct netif *eon_if;
static uint32_t hold_us = ETHERON_HOLD_US_DEFAULT;
static int resetting;
static struct eon_stats stats;

/* A frame the stack chained over several pbufs is gathered here before its one transfer. */
static uint8_t gather[ETHERON_FRAME_MAX];

void eon_set_hold_us(uint32_t us) { hold_us = us; }

const struct eon_stats *eon_get_stats(void)
{
	stats.held = held_count;
	stats.backlog = backlog_count;
	return &stats;
}

static struct held_rx *held_pop(void)
{
	struct held_rx *h = &held[held_head];
	held_head = (held_head + 1) % ETHERON_HELD_MAX;
	held_count--;
	return h;
}

/* Put the frame in the receive's buffer and complete it. */
static void deliver(const struct eon_cmd *rx, struct pbuf *p)
{
	uint32_t len = p->tot_len;
	const void *src = p->payload;
	if (p->next != NULL) { /* zero copy only when the frame is one piece */
		pbuf_copy_partial(p, gather, (u16_t)len, 0);
		src = gather;
	}
	if (isp_hal_to_host(rx, 0, src, len) != 0) {
		stats.xfer_errors++;
		isp_hal_complete(rx, ETHERON_ST_DATA_XFER_ERROR, 0);
		return;
	}
	stats.rx_frames++;
	stats.rx_bytes += len;
	isp_hal_complete(rx, ETHERON_ST_SUCCESS, len);
}

/* netif->linkoutput: a frame from the stack toward the host. */
static err_t eon_linkoutput(struct netif *netif, struct pbuf *p)
{
	(void)netif;
	if (resetting || p->tot_len > ETHERON_FRAME_MAX) {
		stats.backlog_drops++;
		return ERR_OK; /* dropped, as a link that is down drops */
	}
	if (held_count > 0) {
		deliver(&held_pop()->cmd, p);
		return ERR_OK;
	}
	if (backlog_count == ETHERON_BACKLOG) {
		stats.backlog_drops++;
		return ERR_OK;
	}
	pbuf_ref(p); /* the stack frees its reference when we return; the backlog keeps one */
	backlog[(backlog_head + backlog_count) % ETHERON_BACKLOG] = p;
	backlog_count++;
	return ERR_OK;
}

static void backlog_drop_all(void)
{
	while (backlog_count > 0) {
		pbuf_free(backlog[backlog_head]);
		backlog_head = (backlog_head + 1) % ETHERON_BACKLOG;
		backlog_count--;
	}
}

static void complete_all_held(uint32_t status, uint64_t *counter)
{
	while (held_count > 0) {
		isp_hal_complete(&held_pop()->cmd, status, 0);
		(*counter)++;
	}
}

static void transmit(const struct eon_cmd *c)
{
	if (c->cdw12 & ETHERON_TX_RELEASE) {
		if (c->cdw10 != 0) {
			stats.bad_length++;
			isp_hal_complete(c, ETHERON_ST_INVALID_FIELD, 0);
			return;
		}
		complete_all_held(ETHERON_ST_SUCCESS, &stats.released);
		isp_hal_complete(c, ETHERON_ST_SUCCESS, 0);
		return;
	}
	uint32_t len = c->cdw10;
	if (len < ETHERON_FRAME_MIN || len > ETHERON_FRAME_MAX) {
		stats.bad_length++;
		isp_hal_complete(c, ETHERON_ST_INVALID_FIELD, 0);
		return;
	}
	if (c->cdw11 < ((len + ETHERON_XFER_ALIGN - 1) & ~(ETHERON_XFER_ALIGN - 1)) || c->cdw11 > ETHERON_BUF_MAX) {
		stats.bad_buffer++;
		isp_hal_complete(c, ETHERON_ST_INVALID_FIELD, 0);
		return;
	}
	struct pbuf *p = pbuf_alloc(PBUF_RAW, (u16_t)len, PBUF_POOL);
	if (p == NULL) {
		stats.tx_no_pbuf++; /* a NIC with no free buffer drops the frame; TCP resends */
		isp_hal_complete(c, ETHERON_ST_SUCCESS, 0);
		return;
	}
	uint32_t off = 0;
	for (struct pbuf *q = p; q != NULL; q = q->next) { /* straight into the stack's buffers */
		if (isp_hal_from_host(c, off, q->payload, q->len) != 0) {
			pbuf_free(p);
			stats.xfer_errors++;
			isp_hal_complete(c, ETHERON_ST_DATA_XFER_ERROR, 0);
			return;
		}
		off += q->len;
	}
	stats.tx_frames++;
	stats.tx_bytes += len;
	isp_hal_complete(c, ETHERON_ST_SUCCESS, 0);
	/* ethernet_input checks the header and drops (and counts in lwIP's stats) what it cannot
	 * parse: a truncated IP header, a bad checksum, an unknown EtherType. */
	if (eon_if->input(p, eon_if) != ERR_OK)
		pbuf_free(p);
}

static void receive(const struct eon_cmd *c)
{
	if (c->cdw11 < ETHERON_RX_BUF_MIN || c->cdw11 > ETHERON_BUF_MAX) {
		stats.bad_buffer++;
		isp_hal_complete(c, ETHERON_ST_INVALID_FIELD, 0);
		return;
	}
	if (backlog_count > 0) {
		struct pbuf *p = backlog[backlog_head];
		backlog_head = (backlog_head + 1) % ETHERON_BACKLOG;
		backlog_count--;
		deliver(c, p);
		pbuf_free(p);
		return;
	}
	if (held_count == ETHERON_HELD_MAX) {
		stats.rx_limit++;
		isp_hal_complete(c, ETHERON_ST_RX_LIMIT, 0);
		return;
	}
	struct held_rx *h = &held[(held_head + held_count) % ETHERON_HELD_MAX];
	h->cmd = *c;
	h->since_us = isp_hal_now_us();
	held_count++;
}

void eon_submit(const struct eon_cmd *c)
{
	if (resetting) {
		stats.not_ready++;
		isp_hal_complete(c, ETHERON_ST_NOT_READY, 0);
		return;
	}
	switch (c->opcode) {
	case ETHERON_OPC_TRANSMIT: transmit(c); break;
	case ETHERON_OPC_RECEIVE: receive(c); break;
	default:
		stats.invalid_opcode++;
		isp_hal_complete(c, ETHERON_ST_INVALID_OPCODE, 0);
	}
}

void eon_poll(void)
{
	uint32_t now = isp_hal_now_us();
	while (held_count > 0 && (uint32_t)(now - held[held_head].since_us) >= hold_us) {
		isp_hal_complete(&held_pop()->cmd, ETHERON_ST_SUCCESS, 0);
		stats.no_frame++;
	}
}

void eon_forget_held(void)
{
	held_head = held_count = 0;
}

void eon_release_held(void)
{
	complete_all_held(ETHERON_ST_SUCCESS, &stats.released);
}

void eon_reset_begin(void)
{
	resetting = 1;
	complete_all_held(ETHERON_ST_NOT_READY, &stats.not_ready);
	backlog_drop_all();
	netif_set_link_down(eon_if);
}

void eon_reset_end(void)
{
	resetting = 0;
	netif_set_link_up(eon_if);
}

void eon_netif_setup(struct netif *netif, const uint8_t mac[6])
{
	eon_if = netif;
	netif->name[0] = 'e';
	netif->name[1] = 'n';
	netif->output = etharp_output;
	netif->linkoutput = eon_linkoutput;
	netif->mtu = ETHERON_MTU;
	netif->hwaddr_len = ETH_HWADDR_LEN;
	memcpy(netif->hwaddr, mac, ETH_HWADDR_LEN);
	netif->flags = NETIF_FLAG_BROADCAST | NETIF_FLAG_ETHARP | NETIF_FLAG_ETHERNET | NETIF_FLAG_LINK_UP;
}
