/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The poll loop and the admin command dispatch: events before commands (a reset must be seen
 * before the commands after it), the SQE decoded, the handler of the opcode called, its result
 * posted with the status, DNR / M bits and an Error Information entry as the model does. I/O
 * commands reach this core only with a vendor-specific opcode (SACA sends the NVM command set to
 * the set cores): Ether-oN's transmit and receive go to mgmt_etheron.c when it is built in
 * (MGMT_ETHERON); anything else on an I/O SQ completes with Invalid Command Opcode.
 */
#include "etheron_proto.h"
#include "mgmt_int.h"

const uint8_t mgmt_admin_opcodes[] = {
	NVME_ADMIN_OPC_DELETE_IO_SQ, NVME_ADMIN_OPC_CREATE_IO_SQ, NVME_ADMIN_OPC_GET_LOG_PAGE,
	NVME_ADMIN_OPC_DELETE_IO_CQ, NVME_ADMIN_OPC_CREATE_IO_CQ, NVME_ADMIN_OPC_IDENTIFY,
	NVME_ADMIN_OPC_ABORT,        NVME_ADMIN_OPC_SET_FEATURES, NVME_ADMIN_OPC_GET_FEATURES,
	NVME_ADMIN_OPC_ASYNC_EVENT_REQUEST,
};
const uint32_t mgmt_admin_opcode_count = sizeof(mgmt_admin_opcodes);

static mgmt_handler_fn admin_handler(uint32_t opc)
{
	switch (opc) {
	case NVME_ADMIN_OPC_DELETE_IO_SQ: return mgmt_delete_sq;
	case NVME_ADMIN_OPC_CREATE_IO_SQ: return mgmt_create_sq;
	case NVME_ADMIN_OPC_GET_LOG_PAGE: return mgmt_get_log_page;
	case NVME_ADMIN_OPC_DELETE_IO_CQ: return mgmt_delete_cq;
	case NVME_ADMIN_OPC_CREATE_IO_CQ: return mgmt_create_cq;
	case NVME_ADMIN_OPC_IDENTIFY: return mgmt_identify;
	case NVME_ADMIN_OPC_ABORT: return mgmt_abort;
	case NVME_ADMIN_OPC_SET_FEATURES: return mgmt_set_features;
	case NVME_ADMIN_OPC_GET_FEATURES: return mgmt_get_features;
	case NVME_ADMIN_OPC_ASYNC_EVENT_REQUEST: return mgmt_aer;
	}
	return NULL;
}

static void post(struct mgmt *m, uint32_t sqid, const struct sqe *c, uint32_t rc, uint32_t dw0)
{
	uint32_t code = ERR_CODE(rc), loc = ERR_LOC(rc), value = code | (rc & NODNR ? 0 : SF_DNR);
	if (code == NVME_SC_SUCCESS) {
		mgmt_complete(m, sqid, c->cid, m->cur_gen, 0, dw0);
		return;
	}
	/* aborts are the host's own doing: no error to log */
	if (code != NVME_SC_ABORT_REQUESTED && code != NVME_SC_ABORTED_SQ_DELETION) {
		value |= SF_M;
		mgmt_record_error(m, sqid, c->cid, value, loc, c->nsid);
	}
	mgmt_complete(m, sqid, c->cid, m->cur_gen, value, 0);
}

static void command(struct mgmt *m, uint32_t sqid, struct sqe *c)
{
	c->opc = NVME_GET(NVME_SQE_DW0_OPC, c->dw[0]);
	c->fuse = NVME_GET(NVME_SQE_DW0_FUSE, c->dw[0]);
	c->psdt = NVME_GET(NVME_SQE_DW0_PSDT, c->dw[0]);
	c->cid = NVME_GET(NVME_SQE_DW0_CID, c->dw[0]);
	c->nsid = c->dw[NVME_SQE_NSID_OFF / 4];
	c->prp1 = c->dw[NVME_SQE_PRP1_OFF / 4] | (uint64_t)c->dw[NVME_SQE_PRP1_OFF / 4 + 1] << 32;
	c->prp2 = c->dw[NVME_SQE_PRP2_OFF / 4] | (uint64_t)c->dw[NVME_SQE_PRP2_OFF / 4 + 1] << 32;
	c->cdw10 = c->dw[NVME_SQE_CDW10_OFF / 4];
	c->cdw11 = c->dw[NVME_SQE_CDW11_OFF / 4];
	c->cdw12 = c->dw[NVME_SQE_CDW12_OFF / 4];
	c->cdw13 = c->dw[NVME_SQE_CDW13_OFF / 4];
	c->cdw14 = c->dw[NVME_SQE_CDW14_OFF / 4];
	m->commands++;
	uint32_t loc_opc = LOC_OF(CDW0, NVME_SQE_DW0_OPC);
	if (sqid != 0) { /* I/O belongs to the set cores (see the file comment) */
#ifdef MGMT_ETHERON
		if (c->opc == ETHERON_OPC_TRANSMIT || c->opc == ETHERON_OPC_RECEIVE) {
			mgmt_etheron_command(m, sqid, c);
			return;
		}
#endif
		post(m, sqid, c, ERR(NVME_SC_INVALID_OPCODE, loc_opc), 0);
		return;
	}
	mgmt_handler_fn h = admin_handler(c->opc);
	uint32_t rc, dw0 = 0;
	if (!h)
		rc = ERR(NVME_SC_INVALID_OPCODE, loc_opc);
	else if (c->psdt != NVME_PSDT_PRP) /* SGLs shall not be used for Admin commands (NVMe over PCIe) */
		rc = ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW0, NVME_SQE_DW0_PSDT));
	else if (c->fuse != NVME_FUSE_NORMAL) /* no fused operations */
		rc = ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW0, NVME_SQE_DW0_FUSE));
	else
		rc = h(m, c, &dw0);
	if (rc != HOLD)
		post(m, 0, c, rc, dw0);
}

int mgmt_poll(struct mgmt *m)
{
	mgmt_process_aers(m);
	uint32_t status = rd(R(STATUS));
	if (status & NVME__STATUS__EVT_AVAIL_bm) {
		uint32_t info = rd(R(EVT_INFO)), value = rd(R(EVT_VALUE));
		wr(R(EVT_POP), 1);
		mgmt_event(m, info, value);
	} else if (status & NVME__STATUS__CMD_AVAIL_bm) {
		struct sqe c;
		uint32_t info = rd(R(CMD_INFO));
		for (uint32_t i = 0; i < NVME_SQE_SIZE / 4; i++)
			c.dw[i] = rd(R(CMD_DW0) + 4 * i);
		wr(R(CMD_POP), 1);
		m->cur_gen = (info & NVME__CMD_INFO__GEN_bm) >> NVME__CMD_INFO__GEN_bp;
		command(m, info & NVME__CMD_INFO__SQID_bm, &c);
	} else
		return 0;
	mgmt_process_aers(m);
	return 1;
}
