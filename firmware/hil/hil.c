/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Host interface layer of one NVM set's core (include/hil.h). One command at a time: pop it,
 * serve it page by page through the ICL with the data mover moving host data straight into or
 * out of the cache page, complete it. Register protocol as sim/lib/cssd_sim/nvme_io (IoSetModel) and
 * sim/lib/cssd_sim/page_ftl.py (FtlSetModel), which it replaces on the cores.
 *
 * Partial on purpose: a transfer is waited for before the next one is queued (the ICL page it
 * names is only valid until the next ICL call), so one command's pages do not overlap their
 * host transfers with each other or with the next command's flash reads.
 */
#include "hil.h"
#include "fw_attr.h"

#include <stddef.h>

#include "generated/nvme_set_enums.h"
#include "generated/nvme_spec.h"
#include "soc_io.h" /* generated/fw_port_regs.h: the register macros; fw_rd32 and the counters */
#include "fw_prof.h"
#if defined(FW_PROFILE) && !defined(HIL_HOST_TEST)
#include "soc_console.h"
uint64_t fw_prof_c[FW_PROF_N], fw_prof_i[FW_PROF_N], fw_prof_w[FW_PROF_N], fw_prof_rd, fw_prof_wr;

/*
 * One line per read served from flash: per stage (FW_PROF(k - 1) to FW_PROF(k)), work cycles
 * (waits excluded, shown as +w when there were any) / instructions, then the register accesses.
 */
static void prof_print(uint64_t rd, uint64_t wr)
{
	console_puts("prof");
	for (unsigned k = 1; k <= 11; k++) {
		uint64_t c = fw_prof_c[k] - fw_prof_c[k - 1], w = fw_prof_w[k] - fw_prof_w[k - 1];
		console_puts(" ");
		console_putdec(c - w);
		console_puts("/");
		console_putdec(fw_prof_i[k] - fw_prof_i[k - 1]);
		if (w) {
			console_puts("+w");
			console_putdec(w);
		}
	}
	console_puts(" mmio ");
	console_putdec(rd);
	console_puts("r ");
	console_putdec(wr);
	console_puts("w\n");
}
#endif

#define R(name) ((uint32_t)offsetof(nvme_set_t, name))

/* Status Field values: the code (SCT << 8 | SC), with DNR where a retry cannot succeed */
#define SF_DNR NVME_STATUS_DNR_MASK
#define SF_SUCCESS NVME_SC_SUCCESS
#define SF_INVALID_OPCODE (NVME_SC_INVALID_OPCODE | SF_DNR)
#define SF_INVALID_FIELD (NVME_SC_INVALID_FIELD | SF_DNR)
#define SF_DATA_TRANSFER_ERROR NVME_SC_DATA_TRANSFER_ERROR
#define SF_INTERNAL_ERROR (NVME_SC_INTERNAL_ERROR | SF_DNR)
#define SF_ABORT_REQUESTED NVME_SC_ABORT_REQUESTED
#define SF_INVALID_NAMESPACE (NVME_SC_INVALID_NAMESPACE_OR_FORMAT | SF_DNR)
#define SF_PRP_OFFSET_INVALID (NVME_SC_PRP_OFFSET_INVALID | SF_DNR)
#define SF_LBA_OUT_OF_RANGE (NVME_SC_LBA_OUT_OF_RANGE | SF_DNR)
#define SF_WRITE_FAULT NVME_SC_WRITE_FAULT
#define SF_UNRECOVERED_READ NVME_SC_UNRECOVERED_READ_ERROR

#define ICL_SHIFT 9 /* the ICL's logical block: the namespaces' LBAs are multiples of it */

struct cmd {
	uint32_t slot, opcode, nsid, cdw10, cdw11, cdw12;
};

/*
 * On the cores through a 64-bit pointer to the window: fw_rd32's 32-bit offset sum cost three
 * more instructions per access (add, and the zero extension) on every one of a command's dozen
 * register accesses. Host tests go through their fake device's fw_rd32 / fw_wr32.
 */
FW_HOT static uint32_t rd(const struct hil *h, uint32_t reg)
{
#ifdef FW_HOST_TEST
	return fw_rd32(h->base + reg);
#else
	FW_PROF_RD();
	return h->regs[reg / 4];
#endif
}

FW_HOT static void wr(const struct hil *h, uint32_t reg, uint32_t v)
{
#ifdef FW_HOST_TEST
	fw_wr32(h->base + reg, v);
#else
	FW_PROF_WR();
	h->regs[reg / 4] = v;
#endif
}

/* The counter fields in mailbox order: hil_counters mirrors them one for one. */
#define HIL_COUNTERS(X)                                                                            \
	X(commands) X(read_cmds) X(write_cmds) X(flush_cmds) X(other_cmds) X(error_cmds) X(busy_cycles) \
	X(busy_instret) X(read_cycles) X(read_instret) X(read_pages) X(write_cycles) X(write_instret)   \
	X(write_pages) X(read_wait_cycles) X(write_wait_cycles)

uint64_t hil_wait_cycles;

int hil_init(struct hil *h, const struct hil_config *cfg)
{
	if (!cfg->icl || !cfg->mb || !cfg->scratch || ((uintptr_t)cfg->scratch & 7) || cfg->icl->cfg.lba_shift != ICL_SHIFT ||
	    cfg->mb->nns > SET_MAILBOX_MAX_NS)
		return FTL_ERR_CONFIG;
	struct hil z = {0};
	*h = z;
	h->cfg = *cfg;
	h->base = FW_SET_OFF(cfg->set);
#ifndef FW_HOST_TEST
	h->regs = (volatile uint32_t *)(uintptr_t)(SOC_FW_PORT_BASE + h->base);
#endif
	/* Counting goes on from what the mailbox holds (zero after a power-up). */
#define HIL_GET(f) h->cnt.f = cfg->mb->f;
	HIL_COUNTERS(HIL_GET)
#undef HIL_GET
	uint64_t cap = icl_capacity(cfg->icl), per_page = cfg->icl->page_bytes >> ICL_SHIFT, next = 0;
	for (uint32_t i = 0; i < cfg->mb->nns; i++) {
		struct hil_ns *ns = &h->ns[i];
		ns->nsid = cfg->mb->ns[i].nsid;
		ns->lba_shift = cfg->mb->ns[i].lba_shift;
		ns->blocks = cfg->mb->ns[i].blocks;
		if (!ns->nsid || ns->lba_shift < ICL_SHIFT || ns->lba_shift > 16)
			return FTL_ERR_CONFIG;
		/* Each namespace starts on a page so one command never shares a page with another
		 * namespace's data (no RMW across namespaces). */
		uint32_t mul = ns->lba_shift - ICL_SHIFT;
		if (ns->blocks > (cap >> mul) || (ns->blocks << mul) > cap - next)
			return FTL_ERR_CONFIG;
		ns->icl_base = next;
		next += ((ns->blocks << mul) + per_page - 1) / per_page * per_page;
		if (next > cap)
			return FTL_ERR_CONFIG;
	}
	h->nns = cfg->mb->nns;
	uint32_t pb = cfg->icl->page_bytes;
	h->page_shift = -1;
	if (pb && !(pb & (pb - 1)))
		for (h->page_shift = 0; (1u << h->page_shift) < pb; h->page_shift++)
			;
	return FTL_OK;
}

FW_HOT static void wait_space(struct hil *h)
{
	while (!h->space)
		h->space = (rd(h, R(STATUS)) & NVME_SET__STATUS__REQ_SPACE_bm) != 0;
}

/*
 * A request register keeps its value: skip the write (a slow bus round trip) when unchanged.
 * bit: which register's copy is known (after init none is: another agent may have written them).
 */
FW_HOT static void wr_cached(struct hil *h, uint32_t reg, uint32_t *last, uint32_t v, int bit)
{
	if (!(h->req_valid & bit) || *last != v) {
		wr(h, reg, v);
		*last = v;
		h->req_valid |= bit;
	}
}

FW_HOT static void push(struct hil *h, uint32_t ctrl)
{
	wr(h, R(REQ_CTRL), ctrl | NVME_SET__REQ_CTRL__GO_bm);
	h->space = 0;
}

FW_HOT static uint32_t xfer_status(uint32_t done)
{
	switch (done) {
	case NVME_SET__XFER_STATUS_E__OK: return SF_SUCCESS;
	case NVME_SET__XFER_STATUS_E__PRP_OFFSET: return SF_PRP_OFFSET_INVALID;
	case NVME_SET__XFER_STATUS_E__INVALID: return SF_INVALID_FIELD;
	case NVME_SET__XFER_STATUS_E__PCIE_ERROR: return SF_DATA_TRANSFER_ERROR;
	/* controller reset: the host will not see it anyway */
	case NVME_SET__XFER_STATUS_E__DROPPED: return SF_ABORT_REQUESTED;
	default: return SF_INTERNAL_ERROR;
	}
}

/*
 * Move len bytes between the command's host buffer at offset off and local, and wait for the
 * result. Returns the NVMe status (0 on success). The hardware reports every transfer it took
 * (dropped ones with status 5 after a controller reset), so the wait ends.
 */
FW_HOT static uint32_t transfer(struct hil *h, uint32_t slot, uint32_t off, uint32_t len, const void *local, int to_host)
{
	wait_space(h);
	wr_cached(h, R(REQ_LOCAL), &h->req_local, ddr0_addr(local), 1);
	wr_cached(h, R(REQ_OFFSET), &h->req_offset, off, 2);
	wr_cached(h, R(REQ_LEN), &h->req_len, len, 4);
	push(h, slot | (to_host ? NVME_SET__REQ_CTRL__TO_HOST_bm : 0));
	FW_PROF(8);
	uint64_t t0 = cpu_cycles();
	for (;;) {
		uint32_t st = rd(h, R(STATUS));
		h->space = (st & NVME_SET__STATUS__REQ_SPACE_bm) != 0;
		if (!(st & NVME_SET__STATUS__DONE_AVAIL_bm))
			continue;
		uint32_t info = rd(h, R(DONE_INFO));
		wr(h, R(DONE_POP), 1);
		/* Only this transfer is in flight, so a result for another slot is stale: drop it. */
		if ((info & NVME_SET__DONE_INFO__SLOT_bm) == slot) {
			hil_wait_cycles += cpu_cycles() - t0;
			FW_PROF(9);
			return xfer_status((info & NVME_SET__DONE_INFO__STATUS_bm) >> NVME_SET__DONE_INFO__STATUS_bp);
		}
	}
}

FW_HOT static void complete(struct hil *h, uint32_t slot, uint32_t status)
{
	wait_space(h);
	wr_cached(h, R(REQ_DW0), &h->req_dw0, 0, 8);
	push(h, slot | NVME_SET__REQ_CTRL__KIND_bm | (status << NVME_SET__REQ_CTRL__STATUS_bp & NVME_SET__REQ_CTRL__STATUS_bm));
}

FW_HOT static uint32_t ftl_status(int rc, int writing)
{
	switch (rc) {
	case FTL_OK:
	case FTL_UNMAPPED: return SF_SUCCESS;
	case FTL_ERR_UNC: return SF_UNRECOVERED_READ;
	case FTL_ERR_RANGE: return SF_LBA_OUT_OF_RANGE;
	case FTL_ERR_NOSPC:
	case FTL_ERR_IO: return writing ? SF_WRITE_FAULT : SF_INTERNAL_ERROR;
	default: return SF_INTERNAL_ERROR;
	}
}

FW_HOT static const struct hil_ns *find_ns(const struct hil *h, uint32_t nsid)
{
	for (uint32_t i = 0; i < h->nns; i++)
		if (h->ns[i].nsid == nsid)
			return &h->ns[i];
	return NULL;
}

/* The ICL byte range of [slba, slba + nlb) in ns, or an error status. */
FW_HOT static uint32_t icl_range(const struct hil_ns *ns, uint64_t slba, uint64_t nlb, uint64_t *off, uint64_t *len)
{
	if (!ns)
		return SF_INVALID_NAMESPACE;
	if (slba + nlb < slba || slba + nlb > ns->blocks)
		return SF_LBA_OUT_OF_RANGE;
	*off = (ns->icl_base << ICL_SHIFT) + (slba << ns->lba_shift);
	*len = nlb << ns->lba_shift;
	return SF_SUCCESS;
}

/* Read and Write: one ICL page at a time, the data mover filling or draining the page itself. */
FW_HOT static uint32_t serve_rw(struct hil *h, const struct cmd *c, const struct hil_ns *ns)
{
	struct icl *icl = h->cfg.icl;
	uint64_t slba = c->cdw10 | (uint64_t)c->cdw11 << 32, off, len;
	uint32_t nlb = NVME_GET(NVME_RW_CDW12_NLB, c->cdw12) + 1, st = icl_range(ns, slba, nlb, &off, &len);
	if (st)
		return st;
	int writing = c->opcode == NVME_NVM_OPC_WRITE, fua = writing && (c->cdw12 & NVME_RW_CDW12_FUA_MASK);
	uint32_t pb = icl->page_bytes;
	icl_count_io(icl, writing, len, fua);
	for (uint64_t pos = 0; pos < len;) {
		/* 64-bit divisions are tens of cycles each on Rocket: shift when the page allows */
		uint64_t at = off + pos;
		uint32_t lpn = (uint32_t)(h->page_shift >= 0 ? at >> h->page_shift : at / pb);
		uint32_t po = (uint32_t)(h->page_shift >= 0 ? at & (pb - 1) : at % pb);
		uint32_t n = pb - po < len - pos ? pb - po : (uint32_t)(len - pos);
		h->pages++;
		if (!writing) {
			const void *page;
			int rc = icl_read_begin(icl, lpn, &page);
			if (rc < 0)
				return ftl_status(rc, 0);
			st = transfer(h, c->slot, (uint32_t)pos, n, (const uint8_t *)page + po, 1);
			if (st)
				return st;
		} else {
			void *page;
			int rc = icl_write_begin(icl, lpn, po, n, &page);
			if (rc < 0)
				return ftl_status(rc, 1);
			st = transfer(h, c->slot, (uint32_t)pos, n, (uint8_t *)page + po, 0);
			if (st) {
				icl_write_abort(icl, lpn);
				return st;
			}
			unsigned fl = !fua ? 0 : pos + n < len ? ICL_FUA_MORE : ICL_FUA;
			rc = icl_write_end(icl, lpn, fl);
			if (rc < 0)
				return ftl_status(rc, 1);
		}
		pos += n;
	}
	return SF_SUCCESS;
}

/* Zeros over an ICL byte range: whole pages unmapped, partial ones zero-filled (icl_trim). */
FW_COLD static uint32_t zero_range(struct hil *h, uint64_t off, uint64_t len)
{
	/* icl_trim counts 32-bit blocks; a DSM range of 4 KiB LBAs can be 8x that */
	for (uint64_t lba = off >> ICL_SHIFT, n = len >> ICL_SHIFT; n;) {
		uint32_t k = n > 0x40000000u ? 0x40000000u : (uint32_t)n;
		int rc = icl_trim(h->cfg.icl, lba, k);
		if (rc)
			return ftl_status(rc, 1);
		lba += k;
		n -= k;
	}
	return SF_SUCCESS;
}

FW_COLD static uint32_t serve_write_zeroes(struct hil *h, const struct cmd *c, const struct hil_ns *ns)
{
	uint64_t slba = c->cdw10 | (uint64_t)c->cdw11 << 32, off, len;
	uint32_t st = icl_range(ns, slba, NVME_GET(NVME_RW_CDW12_NLB, c->cdw12) + 1, &off, &len);
	if (!st)
		st = zero_range(h, off, len);
	/* FUA: the zeros must be durable; a whole flush is more than needed but rare and correct */
	if (!st && (c->cdw12 & NVME_RW_CDW12_FUA_MASK))
		st = ftl_status(icl_flush(h->cfg.icl), 1);
	return st;
}

FW_COLD static uint32_t serve_dsm(struct hil *h, const struct cmd *c, const struct hil_ns *ns)
{
	if (!ns)
		return SF_INVALID_NAMESPACE;
	uint32_t nr = NVME_GET(NVME_DSM_CDW10_NR, c->cdw10) + 1;
	const uint8_t *r = h->cfg.scratch;
	uint32_t st = transfer(h, c->slot, 0, nr * NVME_DSM_RANGE_BYTES, r, 0);
	if (st || !(c->cdw11 & NVME_DSM_CDW11_AD_MASK))
		return st;
	/* All ranges are checked before any is deallocated: a failed command changes nothing. */
	for (int pass = 0; pass < 2; pass++) {
		for (uint32_t i = 0; i < nr; i++) {
			const volatile uint8_t *e = r + NVME_DSM_RANGE_BYTES * i; /* little endian */
			uint32_t nlb = 0;
			uint64_t slba = 0, off, len;
			for (int b = NVME_DSM_RANGE_NLB_SIZE - 1; b >= 0; b--)
				nlb = nlb << 8 | e[NVME_DSM_RANGE_NLB_OFF + b];
			for (int b = NVME_DSM_RANGE_SLBA_SIZE - 1; b >= 0; b--)
				slba = slba << 8 | e[NVME_DSM_RANGE_SLBA_OFF + b];
			st = icl_range(ns, slba, nlb, &off, &len);
			if (st)
				return st;
			if (pass && nlb) {
				st = zero_range(h, off, len);
				if (st)
					return st;
			}
		}
	}
	return SF_SUCCESS;
}

FW_HOT static void count(uint64_t *ctr, uint64_t n)
{
	*ctr += n;
}

FW_HOT void hil_publish(struct hil *h)
{
	volatile struct set_mailbox *mb = h->cfg.mb;
#define HIL_PUT(f) mb->f = h->cnt.f;
	HIL_COUNTERS(HIL_PUT)
#undef HIL_PUT
	h->unpublished = 0;
}

FW_HOT int hil_poll(struct hil *h)
{
	uint32_t s = rd(h, R(STATUS));
	h->space = (s & NVME_SET__STATUS__REQ_SPACE_bm) != 0;
	if (s & NVME_SET__STATUS__DONE_AVAIL_bm) {
		/* nothing is waited for between commands: a stray result, dropped */
		wr(h, R(DONE_POP), 1);
		return 1;
	}
	if (!(s & NVME_SET__STATUS__CMD_AVAIL_bm)) {
		if (h->unpublished)
			hil_publish(h);
		return 0;
	}
	uint64_t c0 = cpu_cycles(), i0 = cpu_instret(), w0 = hil_wait_cycles;
	FW_PROF(0);
#if defined(FW_PROFILE) && !defined(HIL_HOST_TEST)
	uint64_t prd = fw_prof_rd, pwr = fw_prof_wr;
	fw_prof_c[2] = 0;
#endif
	struct cmd c;
	c.slot = rd(h, R(CMD_INFO)) & NVME_SET__CMD_INFO__SLOT_bm;
	c.opcode = NVME_GET(NVME_SQE_DW0_OPC, rd(h, R(CMD_DW0)));
	c.nsid = rd(h, R(CMD_DW1));
	c.cdw10 = rd(h, R(CMD_DW10));
	c.cdw11 = rd(h, R(CMD_DW11));
	c.cdw12 = rd(h, R(CMD_DW12));
	wr(h, R(CMD_POP), 1);
	FW_PROF(1);
	const struct hil_ns *ns = find_ns(h, c.nsid);
	struct hil_counters *cn = &h->cnt;
	uint32_t st;
	h->pages = 0;
	switch (c.opcode) {
	case NVME_NVM_OPC_READ:
	case NVME_NVM_OPC_WRITE:
		st = serve_rw(h, &c, ns);
		break;
	case NVME_NVM_OPC_FLUSH:
		/* one cache for every namespace of the set: NSID FFFFFFFFh or one of ours alike */
		st = ftl_status(icl_flush(h->cfg.icl), 1);
		break;
	case NVME_NVM_OPC_WRITE_ZEROES:
		st = serve_write_zeroes(h, &c, ns);
		break;
	case NVME_NVM_OPC_DATASET_MANAGEMENT:
		st = serve_dsm(h, &c, ns);
		break;
	default:
		st = SF_INVALID_OPCODE;
	}
	complete(h, c.slot, st);
	FW_PROF(10);
	uint64_t dc = cpu_cycles() - c0, di = cpu_instret() - i0, dw = hil_wait_cycles - w0;
	count(&cn->commands, 1);
	count(&cn->busy_cycles, dc);
	count(&cn->busy_instret, di);
	if (st)
		count(&cn->error_cmds, 1);
	switch (c.opcode) {
	case NVME_NVM_OPC_READ:
		count(&cn->read_cmds, 1);
		count(&cn->read_cycles, dc);
		count(&cn->read_instret, di);
		count(&cn->read_pages, h->pages);
		count(&cn->read_wait_cycles, dw);
		break;
	case NVME_NVM_OPC_WRITE:
		count(&cn->write_cmds, 1);
		count(&cn->write_cycles, dc);
		count(&cn->write_instret, di);
		count(&cn->write_pages, h->pages);
		count(&cn->write_wait_cycles, dw);
		break;
	case NVME_NVM_OPC_FLUSH:
		count(&cn->flush_cmds, 1);
		break;
	default:
		count(&cn->other_cmds, 1);
	}
	FW_PROF(11);
#if defined(FW_PROFILE) && !defined(HIL_HOST_TEST)
	if (c.opcode == NVME_NVM_OPC_READ && fw_prof_c[2] > fw_prof_c[0])
		prof_print(fw_prof_rd - prd, fw_prof_wr - pwr);
#endif
	if (++h->unpublished >= HIL_PUBLISH_EVERY)
		hil_publish(h);
	return 1;
}
