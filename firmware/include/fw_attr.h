/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file fw_attr.h
 * @brief Code placement for the set cores' I/O path (rtl/soc/doc/system.md, firmware cost).
 *
 * Sized for the small core: LitexConfig's instruction cache is 4 KiB, direct mapped, 64-byte
 * lines (the simulated drives' cores; the VCU118's LitexFullConfig has 16 KiB, 4-way, which holds
 * all of .hot: config/cssd.toml `rocket`). Spread over the 23 KiB image, the functions one
 * command runs evict each other, and whatever the idle loop and the interrupt handler run
 * between commands evicts more. FW_HOT puts a function in
 * .fw_hot, which link/soc.ld places contiguously in the cached DRAM (boot/start.S copies it there
 * from the boot memory): what is in it maps to distinct cache lines as long as the section stays
 * within 4 KiB, and a miss refills from the DRAM instead of the uncached MMIO port (~26 cycles
 * instead of ~50). Mark only the code of every command and of the idle loop;
 * __text_hot_start / __text_hot_end in the set program (build/fw-rv64/boot/set.elf) give the
 * section's size (rtl/soc/doc/system.md, firmware cost, has the current figure).
 * FW_HOT_MISS marks what only a read from flash runs (the FTL's read, its operation slots, the
 * spare check): placed after the FW_HOT code, so a cache hit's and a cached write's code, the
 * idle loop's included, stays within the first 4 KiB and never evicts itself; only a read from
 * flash, with more code than the cache holds, collides (with the start of FW_HOT).
 */
#ifndef FW_ATTR_H
#define FW_ATTR_H

#if defined(__riscv) && !defined(FW_NO_HOT) /* FW_NO_HOT: the old placement, to compare */
#define FW_HOT __attribute__((section(".fw_hot")))
#define FW_HOT_MISS __attribute__((section(".fw_hot.miss")))
#define FW_COLD __attribute__((noinline, cold))
#else
#define FW_HOT
#define FW_HOT_MISS
#define FW_COLD __attribute__((noinline))
#endif

#endif /* FW_ATTR_H */
