/* SPDX-License-Identifier: Apache-2.0 */
/* lwIP's platform glue: the same for the cores (picolibc, no stdio) and the host harness. */
#ifndef LWIP_ARCH_CC_H
#define LWIP_ARCH_CC_H

#include "isp_hal.h"

/* No LWIP_DEBUG output: what a user needs to see are the counters (lwip_stats, struct eon_stats). */
#define LWIP_PLATFORM_DIAG(x) do { } while (0)
/* An lwIP assertion is a firmware bug: stop where it happened rather than run on corrupted. */
#define LWIP_PLATFORM_ASSERT(x) isp_hal_fatal(x, __FILE__, __LINE__)

#endif
