/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Reset entry of a firmware core. Rocket's boot ROM jumps here (0x1000_0000, the start of the
 * boot memory on the MMIO port) in M-mode with interrupts off. Code stays in the boot memory
 * except .hot (the set cores' I/O path), which is copied to the cached DRAM and run there; .data
 * is copied too, .bss cleared, the stack is at the top of the core's DRAM range
 * (firmware/link/soc.ld). Interrupts (mcause bit 63) go to soc_irq_handler
 * (drivers/soc_irq.c) on the interrupted stack and return with mret; any exception is fatal:
 * soc_trap reports it on the console and exits with SOC_EXIT_TRAP | cause.
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

	/* .hot (the set cores' I/O path, link/soc.ld): load image -> DRAM, then fence.i so the
	 * instruction cache fetches the copy (the refill reads through the coherent bus). */
	la	t0, __text_hot_load
	la	t1, __text_hot_start
	la	t2, __text_hot_end
0:	bgeu	t1, t2, 1f
	ld	t3, 0(t0)
	sd	t3, 0(t1)
	addi	t0, t0, 8
	addi	t1, t1, 8
	j	0b
1:	fence.i

	/* .data: load image (boot memory) -> DRAM, 8 bytes at a time (the script aligns both). */
	la	t0, __data_load
	la	t1, __data_start
	la	t2, __data_end
6:	bgeu	t1, t2, 2f
	ld	t3, 0(t0)
	sd	t3, 0(t1)
	addi	t0, t0, 8
	addi	t1, t1, 8
	j	6b
2:	la	t0, __bss_start
	la	t1, __bss_end
3:	bgeu	t0, t1, 4f
	sd	zero, 0(t0)
	addi	t0, t0, 8
	j	3b

4:	call	main
	call	soc_exit			/* a0 = main's return value; does not return */

	/* Interrupts: save the caller-saved registers, call soc_irq_handler(mcause), mret.
	 * Exceptions (fatal): a fresh stack (the old one may be the cause), then report. mscratch
	 * holds t0 while mcause is looked at, so nothing is stored before the kind is known. */
	.align	2
trap_entry:
	csrw	mscratch, t0
	csrr	t0, mcause
	bltz	t0, irq_entry
	csrr	a0, mcause
	csrr	a1, mepc
	csrr	a2, mtval
	la	sp, __stack_top
	call	soc_trap
5:	j	5b

irq_entry:
	csrr	t0, mscratch
	addi	sp, sp, -128
	sd	ra, 0(sp)
	sd	t0, 8(sp)
	sd	t1, 16(sp)
	sd	t2, 24(sp)
	sd	t3, 32(sp)
	sd	t4, 40(sp)
	sd	t5, 48(sp)
	sd	t6, 56(sp)
	sd	a0, 64(sp)
	sd	a1, 72(sp)
	sd	a2, 80(sp)
	sd	a3, 88(sp)
	sd	a4, 96(sp)
	sd	a5, 104(sp)
	sd	a6, 112(sp)
	sd	a7, 120(sp)
	csrr	a0, mcause
	call	soc_irq_handler
	ld	ra, 0(sp)
	ld	t0, 8(sp)
	ld	t1, 16(sp)
	ld	t2, 24(sp)
	ld	t3, 32(sp)
	ld	t4, 40(sp)
	ld	t5, 48(sp)
	ld	t6, 56(sp)
	ld	a0, 64(sp)
	ld	a1, 72(sp)
	ld	a2, 80(sp)
	ld	a3, 88(sp)
	ld	a4, 96(sp)
	ld	a5, 104(sp)
	ld	a6, 112(sp)
	ld	a7, 120(sp)
	addi	sp, sp, 128
	mret
