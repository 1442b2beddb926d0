/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The management registers' protocol (rtl/nvme/nvme.rdl; sim/lib/cssd_sim/nvme_fw_port.py
 * RtlFwHw): completions, queue programming, arbitration and coalescing, and the DMA between host
 * memory and the staging area, with the PRP walk of a command's data (model._prp_ranges,
 * _merge, _to_host).
 */
#include "mgmt_int.h"

static void wait_status(uint32_t mask, uint32_t want)
{
	while ((rd(R(STATUS)) & mask) != want)
		;
}

void mgmt_complete(struct mgmt *m, uint32_t sqid, uint32_t cid, uint32_t gen, uint32_t status, uint32_t dw0)
{
	(void)m;
	wait_status(NVME__STATUS__CPL_SPACE_bm, NVME__STATUS__CPL_SPACE_bm);
	wr(R(CPL_DW0), dw0);
	wr(R(CPL_DW1), 0);
	wr(R(CPL_ID), (sqid << NVME__CPL_ID__SQID_bp & NVME__CPL_ID__SQID_bm) |
			      (cid << NVME__CPL_ID__CID_bp & NVME__CPL_ID__CID_bm));
	wr(R(CPL_STATUS), (status << NVME__CPL_STATUS__STATUS_bp & NVME__CPL_STATUS__STATUS_bm) |
				  (gen << NVME__CPL_STATUS__GEN_bp & NVME__CPL_STATUS__GEN_bm) | NVME__CPL_STATUS__PUSH_bm);
}

void mgmt_qcfg(uint32_t op, uint32_t qid, uint64_t base, uint32_t size, uint32_t cqid_iv, uint32_t prio, uint32_t ien)
{
	wr(R(QCFG_BASE_LO), (uint32_t)base);
	wr(R(QCFG_BASE_HI), (uint32_t)(base >> 32));
	wr(R(QCFG_ATTR), (size - 1) | prio << NVME__QCFG_ATTR__PRIO_bp | ien << NVME__QCFG_ATTR__IEN_bp);
	wr(R(QCFG_OP), op | qid << NVME__QCFG_OP__QID_bp | cqid_iv << NVME__QCFG_OP__CQID_IV_bp | NVME__QCFG_OP__GO_bm);
	wait_status(NVME__STATUS__QCFG_BUSY_bm, 0);
}

void mgmt_set_arbitration(uint32_t v)
{
	/* the register's fields are Feature 01h's */
	wr(R(ARB), v & (NVME_ARBITRATION_AB_MASK | NVME_ARBITRATION_LPW_MASK | NVME_ARBITRATION_MPW_MASK |
			NVME_ARBITRATION_HPW_MASK));
}

void mgmt_set_coalescing(uint32_t v)
{
	wr(R(COALESCE), v & (NVME_IRQ_COALESCING_THR_MASK | NVME_IRQ_COALESCING_TIME_MASK));
}

/* one DMA between the host and the staging area; 0 on success */
static int dma(int to_host, uint64_t host, uint32_t local, uint32_t len)
{
	static uint32_t id;
	wait_status(NVME__STATUS__DMA_SPACE_bm, NVME__STATUS__DMA_SPACE_bm);
	id = (id + 1) & NVME__DMA_ID__ID_bm;
	wr(R(DMA_HOST_LO), (uint32_t)host);
	wr(R(DMA_HOST_HI), (uint32_t)(host >> 32));
	wr(R(DMA_LOCAL), local);
	wr(R(DMA_ID), id);
	wr(R(DMA_CTRL), len | (to_host ? NVME__DMA_CTRL__TO_HOST_bm : 0) | NVME__DMA_CTRL__GO_bm);
	wait_status(NVME__STATUS__DMA_DONE_AVAIL_bm, NVME__STATUS__DMA_DONE_AVAIL_bm);
	uint32_t done = rd(R(DMA_DONE));
	wr(R(DMA_DONE_POP), 1);
	/* one DMA in flight at a time: a completion for another id is a hardware fault, and a
	 * failed transfer is all the host can be told either way */
	return (done & NVME__DMA_DONE__ID_bm) != id || (done & NVME__DMA_DONE__STATUS_bm) ? -1 : 0;
}

struct range {
	uint64_t addr;
	uint32_t len;
};
#define MAX_RANGES 8u
#define PRP_ENTRY_BYTES 8u

static uint64_t le64(const uint8_t *p)
{
	uint64_t v = 0;
	for (int k = PRP_ENTRY_BYTES - 1; k >= 0; k--)
		v = v << 8 | p[k];
	return v;
}

static uint32_t prp_ranges(struct mgmt *m, const struct sqe *c, uint32_t length, struct range *r, uint32_t *nr)
{
	uint64_t ps = page_size(m);
	if (c->prp1 & 3)
		return ERR(NVME_SC_PRP_OFFSET_INVALID, NVME_SQE_PRP1_OFF);
	uint32_t first = (uint32_t)(ps - (c->prp1 & (ps - 1)));
	if (first > length)
		first = length;
	*nr = 0;
	r[(*nr)++] = (struct range){c->prp1, first};
	uint32_t left = length - first;
	if (!left)
		return 0;
	if (left <= ps) {
		if (c->prp2 & (ps - 1))
			return ERR(NVME_SC_PRP_OFFSET_INVALID, NVME_SQE_PRP2_OFF);
		r[(*nr)++] = (struct range){c->prp2, left};
		return 0;
	}
	/* PRP2 is a PRP List pointer; the last entry of a full list page chains to the next page */
	if (c->prp2 & 3)
		return ERR(NVME_SC_PRP_OFFSET_INVALID, NVME_SQE_PRP2_OFF);
	uint64_t lst = c->prp2;
	while (left) {
		uint32_t slots = (uint32_t)((ps - (lst & (ps - 1))) / PRP_ENTRY_BYTES), pages = (uint32_t)div_up(left, ps);
		uint32_t n = pages <= slots ? pages : slots;
		if (dma(0, lst, SOC_MGMT_DMA_DDR0 + PRP_LIST_OFF, n * PRP_ENTRY_BYTES))
			return ERR(NVME_SC_DATA_TRANSFER_ERROR, NVME_PEL_NONE) | NODNR;
		const uint8_t *raw = staging() + PRP_LIST_OFF;
		uint32_t use = pages > slots ? n - 1 : n;
		for (uint32_t i = 0; i < use; i++) {
			uint64_t e = le64(raw + PRP_ENTRY_BYTES * i);
			if (e & (ps - 1))
				return ERR(NVME_SC_PRP_OFFSET_INVALID, NVME_SQE_PRP2_OFF);
			uint32_t chunk = left < ps ? left : (uint32_t)ps;
			if (*nr == MAX_RANGES) /* cannot happen within SOC_MGMT_DMA_BYTES at 4 KiB pages */
				return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_GET_LOG_CDW10_NUMDL));
			r[(*nr)++] = (struct range){e, chunk};
			left -= chunk;
		}
		if (pages > slots) {
			uint64_t chain = le64(raw + PRP_ENTRY_BYTES * (n - 1));
			if (chain & 7)
				return ERR(NVME_SC_PRP_OFFSET_INVALID, NVME_SQE_PRP2_OFF);
			lst = chain;
		}
	}
	return 0;
}

/* `length` bytes at DDR0 address `local` to (to_host) or from the host buffer the command's PRPs
 * describe */
static uint32_t host_xfer(struct mgmt *m, const struct sqe *c, uint32_t length, int to_host, uint32_t local)
{
	struct range r[MAX_RANGES];
	uint32_t nr, rc = prp_ranges(m, c, length, r, &nr);
	if (rc)
		return rc;
	uint32_t pos = 0;
	for (uint32_t i = 0; i < nr;) {
		uint64_t a = r[i].addr;
		uint32_t n = r[i].len;
		for (i++; i < nr && a + n == r[i].addr; i++)
			n += r[i].len;
		if (dma(to_host, a, local + pos, n))
			return ERR(NVME_SC_DATA_TRANSFER_ERROR, NVME_PEL_NONE) | NODNR;
		pos += n;
	}
	return 0;
}

uint32_t mgmt_to_host(struct mgmt *m, const struct sqe *c, uint32_t length)
{
	return host_xfer(m, c, length, 1, SOC_MGMT_DMA_DDR0);
}

uint32_t mgmt_from_host(struct mgmt *m, const struct sqe *c, uint32_t length)
{
	return host_xfer(m, c, length, 0, SOC_MGMT_DMA_DDR0);
}

uint32_t mgmt_xfer_at(struct mgmt *m, const struct sqe *c, uint32_t length, int to_host, uint32_t ddr0_local)
{
	return host_xfer(m, c, length, to_host, ddr0_local);
}
