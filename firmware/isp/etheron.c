/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Ether-oN's command layer (include/etheron.h): the transmit and receive commands on one side, the
 * frame rings to the network half (include/eon_ring.h) on the other. It runs on the management
 * core, which owns the host-facing queue and DMA; it never calls lwIP, so the network half can
 * run on another core. Single-threaded, called from that core's main loop: nothing here locks.
 */
#include "etheron.h"

#include <stddef.h>

#include "eon_ring.h"
#include "isp_hal.h"

struct held_rx {
	struct eon_cmd cmd;
	uint32_t since_us;
};

/* Receives in arrival order: the oldest gets the next frame, and with one hold time for all the
 * oldest is also the first to time out, so a ring serves both. */
static struct held_rx held[ETHERON_HELD_MAX];
static uint32_t held_head, held_count;

static struct eon_ring ring;
/* Our copies of the indices we write (the shared words are uncached: no read-back needed). */
static uint32_t to_net_prod, to_host_cons;
static uint32_t hold_us = ETHERON_HOLD_US_DEFAULT;
static int resetting;
static struct eon_stats stats;

void eon_init(void *ring_base, const struct isp_net_config *net)
{
	ring = eon_ring_at(ring_base);
	volatile struct eon_ring_ctl *c = ring.ctl;
	c->to_net_prod = c->to_net_cons = c->to_host_prod = c->to_host_cons = 0;
	c->net_state = c->to_host_drops = c->net_passes = c->reserved = 0;
	c->net = *net;
	eon_fence();
	to_net_prod = to_host_cons = 0;
	held_head = held_count = 0;
	hold_us = net->hold_us;
	resetting = 0;
}

int eon_net_up(void) { return ring.ctl && ring.ctl->net_state == EON_NET_UP; }

const struct eon_stats *eon_get_stats(void)
{
	stats.held = held_count;
	stats.backlog = ring.ctl ? eon_ring_used(ring.ctl->to_host_prod, to_host_cons) : 0;
	stats.backlog_drops = ring.ctl ? ring.ctl->to_host_drops : 0;
	return &stats;
}

static struct held_rx *held_pop(void)
{
	struct held_rx *h = &held[held_head];
	held_head = (held_head + 1) % ETHERON_HELD_MAX;
	held_count--;
	return h;
}

/* The oldest frame toward the host, or NULL. */
static const struct eon_slot *to_host_peek(void)
{
	if (ring.ctl->to_host_prod == to_host_cons)
		return NULL;
	eon_fence(); /* the slot's bytes were written before the index we just read */
	return &ring.to_host[to_host_cons % EON_RING_SLOTS];
}

static void to_host_free(void)
{
	eon_fence(); /* done with the slot before the network half may reuse it */
	ring.ctl->to_host_cons = ++to_host_cons;
}

/* Put the oldest frame toward the host in the receive's buffer, complete it, free the slot. */
static void deliver(const struct eon_cmd *rx, const struct eon_slot *s)
{
	uint32_t len = s->len;
	if (len < ETHERON_FRAME_MIN || len > ETHERON_FRAME_MAX) {
		/* not a frame the network half can have written: the shared memory was overwritten */
		stats.ring_errors++;
		to_host_free();
		isp_hal_complete(rx, ETHERON_ST_SUCCESS, 0);
		return;
	}
	int rc = isp_hal_to_host(rx, 0, s->frame, len);
	to_host_free();
	if (rc != 0) {
		stats.xfer_errors++;
		isp_hal_complete(rx, ETHERON_ST_DATA_XFER_ERROR, 0);
		return;
	}
	stats.rx_frames++;
	stats.rx_bytes += len;
	isp_hal_complete(rx, ETHERON_ST_SUCCESS, len);
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
	if (eon_ring_used(to_net_prod, ring.ctl->to_net_cons) == EON_RING_SLOTS) {
		stats.tx_no_pbuf++; /* a NIC with no free buffer drops the frame; TCP resends */
		isp_hal_complete(c, ETHERON_ST_SUCCESS, 0);
		return;
	}
	eon_fence(); /* the network half freed the slot before we overwrite it */
	struct eon_slot *s = &ring.to_net[to_net_prod % EON_RING_SLOTS];
	if (isp_hal_from_host(c, 0, s->frame, len) != 0) { /* straight into the slot */
		stats.xfer_errors++;
		isp_hal_complete(c, ETHERON_ST_DATA_XFER_ERROR, 0);
		return;
	}
	s->len = len;
	eon_fence();
	ring.ctl->to_net_prod = ++to_net_prod;
	isp_hal_doorbell();
	stats.tx_frames++;
	stats.tx_bytes += len;
	/* The network half's ethernet_input checks the header and drops (and counts in lwIP's stats)
	 * what it cannot parse: a truncated IP header, a bad checksum, an unknown EtherType. */
	isp_hal_complete(c, ETHERON_ST_SUCCESS, 0);
}

static void receive(const struct eon_cmd *c)
{
	if (c->cdw11 < ETHERON_RX_BUF_MIN || c->cdw11 > ETHERON_BUF_MAX) {
		stats.bad_buffer++;
		isp_hal_complete(c, ETHERON_ST_INVALID_FIELD, 0);
		return;
	}
	const struct eon_slot *s = held_count == 0 ? to_host_peek() : NULL;
	if (s) {
		deliver(c, s);
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
	if (resetting || !eon_net_up()) {
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

int eon_poll(void)
{
	int work = 0;
	if (!ring.ctl)
		return 0;
	const struct eon_slot *s;
	while (held_count > 0 && (s = to_host_peek()) != NULL) {
		deliver(&held_pop()->cmd, s);
		work = 1;
	}
	uint32_t now = isp_hal_now_us();
	while (held_count > 0 && (uint32_t)(now - held[held_head].since_us) >= hold_us) {
		isp_hal_complete(&held_pop()->cmd, ETHERON_ST_SUCCESS, 0);
		stats.no_frame++;
		work = 1;
	}
	return work;
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
	/* the frames waiting for the host go with the reset: we are their ring's consumer */
	while (to_host_peek() != NULL)
		to_host_free();
}

void eon_reset_end(void)
{
	resetting = 0;
}
