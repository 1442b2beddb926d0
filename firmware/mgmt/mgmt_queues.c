/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Create / Delete I/O Submission and Completion Queue: the checks the model makes, then the
 * queue programmed in hardware (QCFG_*).
 */
#include "mgmt_int.h"

uint32_t mgmt_create_cq(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c);
	if (rc)
		return rc;
	uint32_t qid = NVME_GET(NVME_QUEUE_CDW10_QID, c->cdw10), qsize = NVME_GET(NVME_QUEUE_CDW10_QSIZE, c->cdw10);
	uint32_t pc = NVME_GET(NVME_CREATE_CQ_CDW11_PC, c->cdw11), ien = NVME_GET(NVME_CREATE_CQ_CDW11_IEN, c->cdw11);
	uint32_t iv = NVME_GET(NVME_CREATE_CQ_CDW11_IV, c->cdw11);
	uint32_t lim = m->ncqa < m->num_io_queues ? m->ncqa : m->num_io_queues;
	if (qid == 0 || qid > lim || m->cq[qid].used)
		return ERR(NVME_SC_INVALID_QUEUE_IDENTIFIER, LOC_OF(CDW10, NVME_QUEUE_CDW10_QID));
	if (qsize == 0 || qsize + 1 > MAX_QUEUE_ENTRIES)
		return ERR(NVME_SC_INVALID_QUEUE_SIZE, LOC_OF(CDW10, NVME_QUEUE_CDW10_QSIZE));
	if (c->prp1 & (page_size(m) - 1))
		return ERR(NVME_SC_PRP_OFFSET_INVALID, NVME_SQE_PRP1_OFF);
	if (iv >= m->num_vectors)
		return ERR(NVME_SC_INVALID_INTERRUPT_VECTOR, LOC_OF(CDW11, NVME_CREATE_CQ_CDW11_IV));
	if (!pc) /* CAP.CQR = 1: queues must be physically contiguous */
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_CREATE_CQ_CDW11_PC));
	m->cq[qid] = (struct mgmt_cq){c->prp1, (uint16_t)(qsize + 1), (uint16_t)iv, (uint8_t)ien, 1};
	m->queues_created = 1;
	mgmt_qcfg(NVME__QCFG_OP_E__CREATE_CQ, qid, c->prp1, qsize + 1, iv, 0, ien);
	return 0;
}

uint32_t mgmt_create_sq(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c);
	if (rc)
		return rc;
	uint32_t qid = NVME_GET(NVME_QUEUE_CDW10_QID, c->cdw10), qsize = NVME_GET(NVME_QUEUE_CDW10_QSIZE, c->cdw10);
	uint32_t pc = NVME_GET(NVME_CREATE_SQ_CDW11_PC, c->cdw11), qprio = NVME_GET(NVME_CREATE_SQ_CDW11_QPRIO, c->cdw11);
	uint32_t cqid = NVME_GET(NVME_CREATE_SQ_CDW11_CQID, c->cdw11);
	uint32_t nvmsetid = NVME_GET(NVME_CREATE_SQ_CDW12_NVMSETID, c->cdw12);
	uint32_t lim = m->nsqa < m->num_io_queues ? m->nsqa : m->num_io_queues;
	if (cqid == 0 || cqid > MGMT_MAX_QUEUES || !m->cq[cqid].used)
		return ERR(NVME_SC_COMPLETION_QUEUE_INVALID, LOC_OF(CDW11, NVME_CREATE_SQ_CDW11_CQID));
	if (qid == 0 || qid > lim || m->sq[qid].used)
		return ERR(NVME_SC_INVALID_QUEUE_IDENTIFIER, LOC_OF(CDW10, NVME_QUEUE_CDW10_QID));
	if (qsize == 0 || qsize + 1 > MAX_QUEUE_ENTRIES)
		return ERR(NVME_SC_INVALID_QUEUE_SIZE, LOC_OF(CDW10, NVME_QUEUE_CDW10_QSIZE));
	if (c->prp1 & (page_size(m) - 1))
		return ERR(NVME_SC_PRP_OFFSET_INVALID, NVME_SQE_PRP1_OFF);
	if (!pc)
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_CREATE_SQ_CDW11_PC));
	if (nvmsetid > m->num_sets_cfg)
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW12, NVME_CREATE_SQ_CDW12_NVMSETID));
	/* QPRIO only has meaning under weighted round robin */
	uint32_t prio = NVME_GET(NVME_CC_AMS, m->cc) == NVME_CC_AMS_WRR_URGENT ? qprio : 0;
	m->sq[qid] = (struct mgmt_sq){c->prp1, (uint16_t)(qsize + 1), (uint16_t)cqid, (uint16_t)nvmsetid, (uint8_t)prio, 1};
	m->queues_created = 1;
	mgmt_qcfg(NVME__QCFG_OP_E__CREATE_SQ, qid, c->prp1, qsize + 1, cqid, prio, 0);
	return 0;
}

/* No I/O command is ever held here (the set cores serve them), so a deletion completes at once;
 * the model's wait for held commands and their Aborted due to SQ Deletion are not needed. */
uint32_t mgmt_delete_sq(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c), qid = NVME_GET(NVME_QUEUE_CDW10_QID, c->cdw10);
	if (rc)
		return rc;
	if (qid == 0 || qid > MGMT_MAX_QUEUES || !m->sq[qid].used)
		return ERR(NVME_SC_INVALID_QUEUE_IDENTIFIER, LOC_OF(CDW10, NVME_QUEUE_CDW10_QID));
	m->sq[qid].used = 0;
	mgmt_qcfg(NVME__QCFG_OP_E__DELETE_SQ, qid, 0, 1, 0, 0, 0);
	return 0;
}

uint32_t mgmt_delete_cq(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c), qid = NVME_GET(NVME_QUEUE_CDW10_QID, c->cdw10);
	if (rc)
		return rc;
	if (qid == 0 || qid > MGMT_MAX_QUEUES || !m->cq[qid].used)
		return ERR(NVME_SC_INVALID_QUEUE_IDENTIFIER, LOC_OF(CDW10, NVME_QUEUE_CDW10_QID));
	for (uint32_t i = 1; i <= MGMT_MAX_QUEUES; i++)
		if (m->sq[i].used && m->sq[i].cqid == qid)
			return ERR(NVME_SC_INVALID_QUEUE_DELETION, LOC_OF(CDW10, NVME_QUEUE_CDW10_QID)) | NODNR;
	m->cq[qid].used = 0;
	mgmt_qcfg(NVME__QCFG_OP_E__DELETE_CQ, qid, 0, 1, 0, 0, 0);
	return 0;
}
