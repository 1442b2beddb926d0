/* SPDX-License-Identifier: Apache-2.0 */
/*
 * First on-target program: proves the start-up (data copy, bss clear, stack in DRAM), the
 * M and A extensions on the cached DRAM path, the console and the exit register, and runs the
 * portable CRC-32 (firmware/lib/crc32.c) over a 4 KiB buffer against a value computed on the
 * host (zlib). Exit code = number of failed checks (0 = pass).
 * Build variants that must fail (sim/soc tests use them): -DHELLO_CRC_EXPECT=<wrong value>
 * (a failed check), -DHELLO_TRAP (a load from 0x8000, where no device is -> load access fault
 * -> trap exit). A load from an unused MMIO address would not do: it returns a bus error, which
 * Rocket does not turn into a precise trap (the load just gets zero).
 */
#include <stdint.h>

#include "crc32.h"
#include "soc_console.h"

#ifndef HELLO_CRC_EXPECT
#define HELLO_CRC_EXPECT 0x5e4e1995u /* zlib.crc32(bytes((i * 7 + 3) & 0xff for i in range(4096))) */
#endif

static volatile uint64_t data_word = 0x0123456789abcdefull; /* .data: checks the copy */
static uint32_t bss_words[64];                    /* .bss: checks the clear */
static uint8_t buf[4096];
static uint64_t counter;

static unsigned failures;

static void check(const char *what, uint64_t got, uint64_t want)
{
	console_puts(got == want ? "  ok   " : "  FAIL ");
	console_puts(what);
	console_puts(" = ");
	console_puthex(got, 16);
	if (got != want) {
		console_puts(" (want ");
		console_puthex(want, 16);
		console_putc(')');
		failures++;
	}
	console_putc('\n');
}

static inline uint64_t csr_mcycle(void)
{
	uint64_t v;
	__asm__ volatile("csrr %0, mcycle" : "=r"(v));
	return v;
}

static inline uint64_t csr_minstret(void)
{
	uint64_t v;
	__asm__ volatile("csrr %0, minstret" : "=r"(v));
	return v;
}

int main(void)
{
	uint64_t misa;

	__asm__ volatile("csrr %0, misa" : "=r"(misa));
	console_puts("hello from soc_core (Rocket rv64imac)\nmisa ");
	console_puthex(misa, 16);
	console_putc('\n');

	check("data word", data_word, 0x0123456789abcdefull);
	uint32_t bss_or = 0;
	for (unsigned i = 0; i < 64; i++)
		bss_or |= bss_words[i];
	check("bss or", bss_or, 0);

	/* volatile: the compiler must not fold the arithmetic away */
	volatile uint64_t a = 0x123456789ull, b = 0xabcdefull;
	volatile uint64_t c = 0xfedcba9876543210ull, d = 0x0f0e0d0c0b0a0908ull;
	check("mul", a * b, 0xc379aaaa375de7ull);
	check("mulhu", (uint64_t)(((unsigned __int128)c * d) >> 64), 0xefcebfe56155e53ull);
	check("div", a / 7, 698102620);
	check("rem", a % 1000, 345);

	__atomic_store_n(&counter, 40, __ATOMIC_SEQ_CST);
	uint64_t old = __atomic_fetch_add(&counter, 2, __ATOMIC_SEQ_CST); /* amoadd.d */
	uint64_t expect = 42;
	int swapped = __atomic_compare_exchange_n(&counter, &expect, 7, 0, __ATOMIC_SEQ_CST,
						  __ATOMIC_SEQ_CST); /* lr.d / sc.d */
	check("amoadd old", old, 40);
	check("lr/sc", (uint64_t)swapped << 8 | counter, 0x107);

	check("crc32 \"123456789\"", crc32_update(0, "123456789", 9), 0xcbf43926u);
	for (unsigned i = 0; i < sizeof(buf); i++)
		buf[i] = (uint8_t)(i * 7 + 3);
	uint64_t t0 = csr_mcycle(), i0 = csr_minstret();
	uint32_t crc = crc32_update(0, buf, sizeof(buf));
	uint64_t t1 = csr_mcycle(), i1 = csr_minstret();
	check("crc32 4 KiB", crc, HELLO_CRC_EXPECT);
	console_puts("  crc32 4 KiB took ");
	console_putdec(t1 - t0);
	console_puts(" cycles, ");
	console_putdec(i1 - i0);
	console_puts(" instructions\n");

#ifdef HELLO_TRAP
	console_puts("load from 0x8000 (no device)...\n");
	(void)*(volatile uint32_t *)0x8000ul;
	console_puts("no trap!\n");
#endif

	console_puts(failures ? "hello: FAILED\n" : "hello: PASSED\n");
	return (int)failures;
}
