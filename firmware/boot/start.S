/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reset entry of a firmware core. Rocket's boot ROM jumps here (0x1000_0000, the start of the
 * boot memory on the MMIO port) in M-mode with interrupts off. Code and constants stay in the
 * boot memory; .data is copied to DRAM, .bss cleared, the stack is at the top of the core's
 * DRAM range (firmware/link/soc.ld). A trap of any kind is fatal: soc_trap reports it on the
 * console and exits with SOC_EXIT_TRAP | cause.
 */
	.section .text.start, "ax"
	.globl _start
_start:
	csrw	mie, zero
	csrci	mstatus, 8			/* MIE off */
	la	t0, trap_entry
	csrw	mtvec, t0			/* direct mode: trap_entry is 4-byte aligned */
	.option push
	.option norelax				/* gp cannot be relaxed against itself */
	la	gp, __global_pointer$
	.option pop
	la	sp, __stack_top

	/* .data: load image (boot memory) -> DRAM, 8 bytes at a time (the script aligns both). */
	la	t0, __data_load
	la	t1, __data_start
	la	t2, __data_end
1:	bgeu	t1, t2, 2f
	ld	t3, 0(t0)
	sd	t3, 0(t1)
	addi	t0, t0, 8
	addi	t1, t1, 8
	j	1b
2:	la	t0, __bss_start
	la	t1, __bss_end
3:	bgeu	t0, t1, 4f
	sd	zero, 0(t0)
	addi	t0, t0, 8
	j	3b

4:	call	main
	call	soc_exit			/* a0 = main's return value; does not return */

	/* Fatal trap: a fresh stack (the old one may be the cause), then report. */
	.align	2
trap_entry:
	csrr	a0, mcause
	csrr	a1, mepc
	csrr	a2, mtval
	la	sp, __stack_top
	call	soc_trap
5:	j	5b
