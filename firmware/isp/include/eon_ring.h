/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file eon_ring.h
 * @brief The frame rings between Ether-oN's command layer (etheron.c, on the management core) and
 * its network half (eon_netif.c: lwIP, on the ISP core).
 *
 * Shared memory with no lock and no coherence: on the drive the uncached DDR0 region
 * config/cssd.toml [ddr0.etheron], in the host harness a static array. Each ring is single
 * producer, single consumer, and every control word has exactly one writer, so plain stores
 * ordered by a fence are enough:
 *
 *   to_net   command layer -> network half: frames the host transmits;
 *   to_host  network half -> command layer: frames for the host's receives. This ring is the
 *            backlog a receive takes at once; the network half drops (and counts) a frame that
 *            finds it full, as a NIC with a full ring does.
 *
 * A slot is a length word and the frame at byte 64, so the management core's DMA moves a frame
 * between host memory and the slot directly (it moves whole dwords: a slot has room past the
 * frame's last one). The command layer lays the rings out (eon_ring_reset) and writes the network
 * settings before the network half starts; the network half says it is up with EON_NET_UP.
 */
#ifndef EON_RING_H
#define EON_RING_H

#include <stdint.h>

#include "etheron_proto.h"
#include "isp_net.h"

#define EON_RING_SLOTS 16u          /**< frames per ring: a power of two */
#define EON_RING_SLOT_BYTES 2048u   /**< one slot: the length word, then the frame at EON_SLOT_FRAME */
#define EON_SLOT_FRAME 64u
#define EON_RING_CTL_BYTES 4096u    /**< control words and settings, before the slots */
#define EON_RING_BYTES (EON_RING_CTL_BYTES + 2u * EON_RING_SLOTS * EON_RING_SLOT_BYTES)
#define EON_NET_UP 0x4e455455u      /**< net_state once the network half's stack is up ("NETU") */

_Static_assert((EON_RING_SLOTS & (EON_RING_SLOTS - 1)) == 0, "ring indices wrap by masking");
_Static_assert(EON_SLOT_FRAME + ETHERON_FRAME_MAX + ETHERON_XFER_ALIGN <= EON_RING_SLOT_BYTES,
	       "a slot holds a whole frame rounded up to the DMA's dword");

/** The control words. The comment after each says which side writes it. */
struct eon_ring_ctl {
	uint32_t to_net_prod;    /**< command layer */
	uint32_t to_net_cons;    /**< network half */
	uint32_t to_host_prod;   /**< network half */
	uint32_t to_host_cons;   /**< command layer */
	uint32_t net_state;      /**< network half: EON_NET_UP when its stack is up, else 0 */
	uint32_t to_host_drops;  /**< network half: frames toward the host dropped (ring full, link down) */
	uint32_t net_passes;     /**< network half: main-loop passes that moved a frame (a liveness count) */
	uint32_t reserved;
	struct isp_net_config net; /**< command layer, before the network half starts */
};
_Static_assert(sizeof(struct eon_ring_ctl) <= EON_RING_CTL_BYTES, "control block");

/* Byte offsets of the words a host-side test reads through the simulator's backdoor
 * (cssd_etheron.RING parses these lines). */
#define EON_CTL_NET_STATE_OFF 16u
#define EON_CTL_TO_HOST_DROPS_OFF 20u
#define EON_CTL_NET_PASSES_OFF 24u
_Static_assert(__builtin_offsetof(struct eon_ring_ctl, net_state) == EON_CTL_NET_STATE_OFF, "layout");
_Static_assert(__builtin_offsetof(struct eon_ring_ctl, to_host_drops) == EON_CTL_TO_HOST_DROPS_OFF, "layout");
_Static_assert(__builtin_offsetof(struct eon_ring_ctl, net_passes) == EON_CTL_NET_PASSES_OFF, "layout");

struct eon_slot {
	uint32_t len;
	uint8_t pad[EON_SLOT_FRAME - sizeof(uint32_t)];
	uint8_t frame[EON_RING_SLOT_BYTES - EON_SLOT_FRAME];
};

/** Rings laid out over one shared region of EON_RING_BYTES. */
struct eon_ring {
	volatile struct eon_ring_ctl *ctl;
	struct eon_slot *to_net, *to_host;
};

static inline struct eon_ring eon_ring_at(void *base)
{
	uint8_t *b = (uint8_t *)base;
	return (struct eon_ring){
		.ctl = (volatile struct eon_ring_ctl *)b,
		.to_net = (struct eon_slot *)(b + EON_RING_CTL_BYTES),
		.to_host = (struct eon_slot *)(b + EON_RING_CTL_BYTES + EON_RING_SLOTS * EON_RING_SLOT_BYTES),
	};
}

/* Between a slot's bytes and the index that publishes (or frees) it. On the cores the region is
 * uncached device memory, where RISC-V orders only with a fence; on the host a release/acquire
 * pair does the same for the harness's threads of one process. */
static inline void eon_fence(void)
{
#if defined(__riscv) && !defined(FW_HOST_TEST)
	__asm__ volatile("fence rw, rw" ::: "memory");
#else
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

static inline uint32_t eon_ring_used(uint32_t prod, uint32_t cons) { return prod - cons; }

#endif /* EON_RING_H */
