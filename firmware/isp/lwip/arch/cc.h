/* SPDX-License-Identifier: Apache-2.0 */
/* lwIP's platform glue: the same for the cores (picolibc, no stdio) and the host harness. */
#ifndef LWIP_ARCH_CC_H
#define LWIP_ARCH_CC_H

#include "isp_hal.h"

/* No LWIP_DEBUG output: what a user needs to see are the counters (lwip_stats, struct eon_stats). */
#define LWIP_PLATFORM_DIAG(x) do { } while (0)
/* An lwIP assertion is a firmware bug: stop where it happened rather than run on corrupted.
 * File name and line only: the cores copy their read-only data from the boot memory at every
 * start, and lwIP's assertion messages with full paths were most of it (about 60k cycles). */
#define LWIP_PLATFORM_ASSERT(x) isp_hal_fatal("lwIP assertion", __FILE_NAME__, __LINE__)

/* On the cores, lwIP's heap and pools (most of its memory) go in .noinit (link/soc.ld), which
 * start-up does not clear: mem_init and memp_init set up what they use, and clearing them cost
 * every boot of the management core about 100k cycles. */
#if defined(__riscv) && !defined(__linux__)
#define LWIP_DECLARE_MEMORY_ALIGNED(variable_name, size) \
	u8_t variable_name[LWIP_MEM_ALIGN_BUFFER(size)] __attribute__((section(".noinit." #variable_name)))
#endif

#endif
