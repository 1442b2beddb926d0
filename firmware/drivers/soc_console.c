/* SPDX-License-Identifier: Apache-2.0 */
/* Console and exit over soc_sysctl: each byte is one uncached store, always accepted. */
#include "soc_console.h"

#include "soc_map.h"

void console_putc(char c)
{
	*soc_sysctl_reg(SOC_SYSCTL_CONSOLE) = (uint8_t)c;
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

void soc_exit(uint32_t code)
{
	*soc_sysctl_reg(SOC_SYSCTL_EXIT) = code;
	for (;;)
		__asm__ volatile("wfi");
}
