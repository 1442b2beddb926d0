/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file etheron.h
 * @brief The ISP core's Ether-oN driver: the transmit and receive commands of etheron_proto.h on
 * one side, an lwIP network interface on the other.
 *
 * A transmit's frame goes into the stack (netif->input). A frame the stack sends toward the host
 * completes the oldest held receive; with none held it waits in a small backlog (ETHERON_BACKLOG
 * frames, then dropped and counted, as a NIC with a full ring drops), which the next receive
 * takes at once. A held receive with nothing to deliver completes with "no frame" after the hold
 * time. Every refusal has a status and a counter (struct eon_stats).
 */
#ifndef ETHERON_H
#define ETHERON_H

#include <stdint.h>

#include "etheron_proto.h"

struct netif;
struct pbuf;

#define ETHERON_BACKLOG 16u /**< frames toward the host kept while no receive is held */

/** One Ether-oN command as the ISP core's queue gives it. */
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
	uint64_t tx_no_pbuf;            /**< transmitted frames dropped: the stack had no buffer */
	uint64_t backlog_drops;         /**< frames toward the host dropped: backlog full or resetting */
	uint32_t held;                  /**< receives held now */
	uint32_t backlog;               /**< frames waiting now */
};

/** Attach the driver to an lwIP interface (call from the netif's init function). */
void eon_netif_setup(struct netif *netif, const uint8_t mac[6]);

/** Receives held longer than hold_us microseconds complete with "no frame". */
void eon_set_hold_us(uint32_t hold_us);

/** Take one command from the ISP core's queue. Completes it now, or holds it (a receive). */
void eon_submit(const struct eon_cmd *c);

/** Complete the held receives whose hold time is over. Call from the main loop. */
void eon_poll(void);

/**
 * The ISP core going into reset: held receives complete with ETHERON_ST_NOT_READY, the backlog is
 * dropped, and every command until eon_reset_end() is refused the same way.
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
