/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file etheron.h
 * @brief Ether-oN in the drive: the command layer (etheron.c: the transmit and receive commands
 * of etheron_proto.h, on the management core) and the network half (eon_netif.c: an lwIP network
 * interface, on the ISP core), joined by the frame rings of eon_ring.h.
 *
 * A transmit's frame goes into the ring toward the network half, which hands it to the stack
 * (netif->input). A frame the stack sends toward the host goes into the other ring; the command
 * layer completes the oldest held receive with it, or the next receive takes it at once. That ring
 * is the backlog: a frame that finds it full is dropped and counted, as a NIC with a full ring
 * drops. A held receive with nothing to deliver completes with "no frame" after the hold time.
 * Until the network half says it is up, and while it resets, every command gets ISP Not Ready.
 * Every refusal has a status and a counter (struct eon_stats).
 */
#ifndef ETHERON_H
#define ETHERON_H

#include <stdint.h>

#include "etheron_proto.h"
#include "isp_net.h"

/** One Ether-oN command as the management core's queue gives it. */
struct eon_cmd {
	uint8_t opcode;
	uint16_t sqid;
	uint16_t cid;
	uint8_t gen; /**< the controller-enable generation the command came in (its completion names it) */
	uint32_t cdw10, cdw11, cdw12;
	uint64_t prp1, prp2;
	void *ctx; /**< the HAL's own handle for the command (native harness: its connection) */
};

struct eon_stats {
	uint64_t tx_frames, tx_bytes;   /**< transmits whose frame went into the stack */
	uint64_t rx_frames, rx_bytes;   /**< frames delivered to the host in receives */
	uint64_t no_frame;              /**< receives completed empty after the hold time */
	uint64_t released;              /**< receives completed empty by a release */
	uint64_t bad_length;            /**< transmits refused: frame length out of range */
	uint64_t bad_buffer;            /**< commands refused: buffer length out of range or below the frame */
	uint64_t rx_limit;              /**< receives refused: ETHERON_HELD_MAX already held */
	uint64_t not_ready;             /**< commands refused while the ISP resets */
	uint64_t xfer_errors;           /**< host buffer transfers that failed */
	uint64_t invalid_opcode;        /**< commands that are neither transmit nor receive */
	uint64_t tx_no_pbuf;            /**< transmitted frames dropped: the ring toward the stack was full */
	uint64_t backlog_drops;         /**< frames toward the host dropped by the network half: ring full or link down */
	uint64_t ring_errors;           /**< slots toward the host with an impossible length (shared memory overwritten) */
	uint32_t held;                  /**< receives held now */
	uint32_t backlog;               /**< frames waiting in the ring toward the host now */
};

/* ---- the command layer (etheron.c) ---- */

/**
 * Lay the rings out in the shared region at ring_base (EON_RING_BYTES) and write the network
 * settings there for the network half; the hold time is net->hold_us. Before the network half
 * starts (on the drive: before the ISP core leaves reset).
 */
void eon_init(void *ring_base, const struct isp_net_config *net);

/** The network half has said its stack is up (EON_NET_UP). */
int eon_net_up(void);

/** Take one command from the queue. Completes it now, or holds it (a receive). */
void eon_submit(const struct eon_cmd *c);

/** Deliver frames to held receives and complete those whose hold time is over. Nonzero when it
 * completed something. Call from the main loop. */
int eon_poll(void);

/**
 * The ISP core going into reset: held receives complete with ETHERON_ST_NOT_READY, the frames
 * waiting for the host are dropped, and every command until eon_reset_end() is refused the same
 * way.
 */
void eon_reset_begin(void);
void eon_reset_end(void);

/** The host disabled the controller (CC.EN = 0): its queues are gone, so the held receives are
 * dropped without a completion. */
void eon_forget_held(void);

/** The host shuts the controller down: every held receive completes now with "no frame". */
void eon_release_held(void);

const struct eon_stats *eon_get_stats(void);

#endif /* ETHERON_H */
