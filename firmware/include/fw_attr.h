/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file fw_attr.h
 * @brief Code placement for the set cores' I/O path (rtl/soc/doc/system.md, firmware cost).
 *
 * Rocket's instruction cache here is 4 KiB, direct mapped, 64-byte lines (LitexConfig), and a
 * miss refills from the boot memory over the uncached MMIO port. Spread over the 23 KiB image,
 * the functions one command runs evict each other, and whatever the idle loop and the interrupt
 * handler run between commands evicts more. FW_HOT puts a function in .text.hot, which
 * link/soc.ld places first and contiguously: what is in it maps to distinct cache lines as long
 * as the section stays within 4 KiB. Mark only the code of every command and of the idle loop;
 * __text_hot_start / __text_hot_end in the set program (build/fw-rv64/boot/set.elf) give the
 * section's size: 5.7 KiB so far, so its last 1.7 KiB still collide with its first.
 */
#ifndef FW_ATTR_H
#define FW_ATTR_H

#if defined(__riscv) && !defined(FW_NO_HOT) /* FW_NO_HOT: the old placement, to compare */
#define FW_HOT __attribute__((section(".text.hot")))
#define FW_COLD __attribute__((noinline, cold))
#else
#define FW_HOT
#define FW_COLD __attribute__((noinline))
#endif

#endif /* FW_ATTR_H */
