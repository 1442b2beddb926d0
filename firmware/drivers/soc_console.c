/* SPDX-License-Identifier: Apache-2.0 */
/* Console and exit over soc_sysctl: each byte out is one uncached store, always accepted; each
 * byte in is one uncached load of CONSOLE_RX, which pops it. */
#include "soc_console.h"

#include "soc_map.h"

void console_putc(char c)
{
	*soc_sysctl_reg(SOC_SYSCTL_CONSOLE) = (uint8_t)c;
}

static unsigned rx_errors;

int console_getc(void)
{
	/* One 64-bit load: the read pops a byte and clears the error flags, so the register must be
	 * read exactly once per call (never split into two 32-bit halves). */
	const uint64_t v = *soc_sysctl_reg(SOC_SYSCTL_CONSOLE_RX);

	if (v & SOC_SYSCTL__CONSOLE_RX__OVERRUN_bm)
		rx_errors |= CONSOLE_RX_OVERRUN;
	if (v & SOC_SYSCTL__CONSOLE_RX__FRAME_ERR_bm)
		rx_errors |= CONSOLE_RX_FRAME_ERR;
	if (!(v & SOC_SYSCTL__CONSOLE_RX__VALID_bm))
		return -1;
	return (int)((v & SOC_SYSCTL__CONSOLE_RX__DATA_bm) >> SOC_SYSCTL__CONSOLE_RX__DATA_bp);
}

unsigned console_rx_errors(void)
{
	const unsigned e = rx_errors;

	rx_errors = 0;
	return e;
}

void console_puts(const char *s)
{
	while (*s)
		console_putc(*s++);
}

void console_puthex(uint64_t v, unsigned digits)
{
	if (digits < 1)
		digits = 1;
	if (digits > 16)
		digits = 16;
	console_puts("0x");
	for (int i = (int)digits - 1; i >= 0; i--)
		console_putc("0123456789abcdef"[(v >> (4 * i)) & 0xf]);
}

void console_putdec(uint64_t v)
{
	char buf[21];
	int i = 0;

	do {
		buf[i++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	while (i)
		console_putc(buf[--i]);
}

void console_putisa(uint64_t misa)
{
	/* The ISA manual's naming order; not S and U (privilege modes) nor X (non-standard
	 * extensions present, which have no single letter in an ISA string). */
	static const char order[] = "iemafdqlcbkjtpvnh";
	const unsigned mxl = (unsigned)(misa >> 62);

	console_puts(mxl == 1u ? "rv32" : mxl == 3u ? "rv128" : "rv64");
	for (const char *c = order; *c; c++)
		if ((misa >> (unsigned)(*c - 'a')) & 1u)
			console_putc(*c);
}

void soc_exit(uint32_t code)
{
	*soc_sysctl_reg(SOC_SYSCTL_EXIT) = code;
	for (;;)
		__asm__ volatile("wfi");
}
