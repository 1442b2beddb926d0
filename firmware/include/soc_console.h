/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file soc_console.h
 * @brief Polled console on the soc_sysctl byte port, and the test exit register.
 *        No printf: the few formatters firmware needs before a UART driver exists.
 */
#ifndef SOC_CONSOLE_H
#define SOC_CONSOLE_H

#include <stdint.h>

void console_putc(char c);
/** Write a NUL-terminated string ("\n" is sent as is). */
void console_puts(const char *s);
/** Write v as 0x-prefixed hexadecimal with `digits` digits (1..16). */
void console_puthex(uint64_t v, unsigned digits);
/** Write v in decimal. */
void console_putdec(uint64_t v);
/** Report `code` (0 = pass) on the exit register and stop the hart. */
__attribute__((noreturn)) void soc_exit(uint32_t code);

#endif /* SOC_CONSOLE_H */
