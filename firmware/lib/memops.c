/* SPDX-License-Identifier: Apache-2.0 */
/*
 * memset / memcpy a 64-bit word at a time where the alignment allows, for the management core's
 * and the set cores' images: picolibc's rv64 build has byte loops (4 instructions a byte), the
 * management firmware clears several KiB of state at boot (struct mgmt, queue tables, admin
 * staging), which the set cores wait for, and the set cores copy their FTL checkpoints (the
 * whole map, 55 KiB on a 64 MiB set) to and from the uncached DDR0 window, where each store is a
 * bus write. Linked before the library, so these definitions win.
 */
#include <stddef.h>
#include <stdint.h>

/* keep GCC from turning the loops back into calls to memset / memcpy */
#define NO_PATTERNS __attribute__((optimize("no-tree-loop-distribute-patterns")))

NO_PATTERNS void *memset(void *dst, int c, size_t n)
{
	uint8_t *p = dst;
	uint64_t v = (uint64_t)(uint8_t)c * 0x0101010101010101ull;
	while (n && ((uintptr_t)p & 7)) {
		*p++ = (uint8_t)c;
		n--;
	}
	for (; n >= 8; n -= 8, p += 8)
		*(uint64_t *)p = v;
	while (n--)
		*p++ = (uint8_t)c;
	return dst;
}

NO_PATTERNS void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
	uint8_t *d = dst;
	const uint8_t *s = src;
	if ((((uintptr_t)d ^ (uintptr_t)s) & 7) == 0) {
		while (n && ((uintptr_t)d & 7)) {
			*d++ = *s++;
			n--;
		}
		for (; n >= 8; n -= 8, d += 8, s += 8)
			*(uint64_t *)d = *(const uint64_t *)s;
	}
	while (n--)
		*d++ = *s++;
	return dst;
}
