/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file soc_console.h
 * @brief Polled console on the soc_sysctl byte port, the console receive register, and the
 *        test exit register. No printf: the few formatters firmware needs.
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
/**
 * Write the ISA string a misa value names, e.g. "rv64imac" or "rv64imafdc": the base width
 * (MXL), then each standard extension letter set, in the ISA manual's naming order. S and U
 * (privilege modes, not extensions) and X (some non-standard extension; the pinned Rocket sets
 * it in every configuration) are left out.
 */
void console_putisa(uint64_t misa);
/**
 * The next byte received on the console UART, or -1 when none is waiting. Never blocks.
 * Only the core that owns the UART receive side gets bytes (in cssd_system the management core,
 * or core 0 without one, rtl/soc/doc/console.md); on every other core this always returns -1.
 * There is no flow control: bytes that arrive while the UART's 16-byte FIFO is full are lost
 * (see console_rx_errors()).
 */
int console_getc(void);
/**
 * Receive errors seen by console_getc() since the last call, and cleared by this one:
 * CONSOLE_RX_OVERRUN (bytes lost to a full FIFO), CONSOLE_RX_FRAME_ERR (frames with a bad stop
 * bit dropped). The hardware flags clear when read, so console_getc() keeps them here.
 */
unsigned console_rx_errors(void);
#define CONSOLE_RX_OVERRUN   1u
#define CONSOLE_RX_FRAME_ERR 2u
/** Report `code` (0 = pass) on the exit register and stop the hart. */
__attribute__((noreturn)) void soc_exit(uint32_t code);

#endif /* SOC_CONSOLE_H */
