/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file isp_hal.h
 * @brief What the ISP firmware needs from the machine under it: moving a command's data to and
 * from host memory, posting its completion, and a millisecond clock.
 *
 * Two implementations: the host-native harness (host/isp_hostsim.c), where a command arrives on a
 * Unix socket with its data; and the drive, where the management core's queue and DMA move the
 * commands' data (firmware/mgmt/mgmt_etheron.c) and isp_hal_soc.c gives time and randomness on
 * whichever core runs the network half. The command layer (etheron.c) uses the first three, the
 * network half (lwIP) the last three.
 */
#ifndef ISP_HAL_H
#define ISP_HAL_H

#include <stdint.h>

struct eon_cmd;

/**
 * Copy len bytes at byte offset off of the command's host buffer into dst.
 * @return 0, or -1 if the transfer failed (on a board: a PRP the DMA could not read).
 */
int isp_hal_from_host(const struct eon_cmd *c, uint32_t off, void *dst, uint32_t len);

/** Copy len bytes from src to byte offset off of the command's host buffer; 0 or -1 as above. */
int isp_hal_to_host(const struct eon_cmd *c, uint32_t off, const void *src, uint32_t len);

/** Post the command's completion: status as etheron_proto.h encodes it, result in DW0. */
void isp_hal_complete(const struct eon_cmd *c, uint32_t status, uint32_t result);

/** Microseconds since an arbitrary start; wraps (after 71 minutes: only differences are used). */
uint32_t isp_hal_now_us(void);

/** Tell the other half that a ring has a new frame (on the drive: the doorbell between the
 * management core and the ISP core; a no-op where both halves share one loop). */
void isp_hal_doorbell(void);

/** A pseudo-random number (TCP initial sequence numbers, ephemeral ports). */
uint32_t isp_hal_rand(void);

/** A broken invariant (an lwIP assertion): say where, and stop. */
void isp_hal_fatal(const char *what, const char *file, int line) __attribute__((noreturn));

#endif /* ISP_HAL_H */
