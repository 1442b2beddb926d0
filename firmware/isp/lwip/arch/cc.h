/* SPDX-License-Identifier: Apache-2.0 */
/* lwIP's compiler and platform glue, for picolibc on the ISP core and glibc on the host. */
#ifndef LWIP_ARCH_CC_H
#define LWIP_ARCH_CC_H

#include <stdio.h>
#include <stdlib.h>

#define LWIP_PLATFORM_DIAG(x) do { printf x; } while (0)
/* An lwIP assertion is a firmware bug: stop where it happened rather than run on corrupted. */
#define LWIP_PLATFORM_ASSERT(x) do { printf("lwIP assertion \"%s\" at %s:%d\n", x, __FILE__, __LINE__); abort(); } while (0)

#endif
