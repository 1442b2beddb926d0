/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Errors and events: the Error Information entries, Asynchronous Event Requests (held, completed
 * when an unmasked event is queued; an event type stays masked until its log page is read
 * without RAE), SMART health warnings, Abort (which finds only AERs here), and the controller
 * events the hardware reports (invalid doorbells, enable, disable, shutdown, fetch errors).
 */
#include <string.h>

#include "mgmt_int.h"

#define AE_TYPES 8u /* Asynchronous Event Type is 3 bits: one mask slot each */

static uint32_t set_index_of(const struct mgmt *m, uint32_t nsid)
{
	const struct mgmt_ns *ns = ns_of(m, nsid, NULL);
	return ns ? ns->nvm_set : 0;
}

static void raise_event(struct mgmt *m, uint32_t type, uint32_t info, uint32_t lid)
{
	for (uint32_t i = 0; i < m->nev; i++)
		if (m->evq[i][0] == type && m->evq[i][1] == info && m->evq[i][2] == lid)
			return;
	if (m->nev >= MGMT_EVQ)
		return;
	m->evq[m->nev][0] = (uint8_t)type;
	m->evq[m->nev][1] = (uint8_t)info;
	m->evq[m->nev][2] = (uint8_t)lid;
	m->nev++;
}

void mgmt_record_error(struct mgmt *m, uint32_t sqid, uint32_t cid, uint32_t status, uint32_t loc, uint32_t nsid)
{
	uint32_t n = m->cfg->elpe + 1u;
	m->error_count++;
	struct mgmt_err *e = &m->errlog[m->error_count % n];
	e->count = m->error_count;
	e->sqid = (uint16_t)sqid;
	e->cid = (uint16_t)cid;
	e->status = (uint16_t)status;
	e->loc = (uint16_t)loc;
	e->lba = 0;
	/* NSID FFFFFFFFh when the error is not specific to a namespace */
	e->nsid = nsid_valid(m, nsid) ? nsid : NVME_NSID_ALL;
	uint32_t grp = set_index_of(m, nsid);
	if (grp && grp <= MGMT_MAX_SETS)
		m->set_errors[grp - 1]++;
}

void mgmt_process_aers(struct mgmt *m)
{
	while (m->naers) {
		uint32_t i = 0;
		while (i < m->nev && m->aer_mask[m->evq[i][0] & (AE_TYPES - 1)] >= 0)
			i++;
		if (i == m->nev)
			return;
		uint32_t type = m->evq[i][0], info = m->evq[i][1], lid = m->evq[i][2];
		memmove(&m->evq[i], &m->evq[i + 1], (m->nev - i - 1) * sizeof(m->evq[0]));
		m->nev--;
		m->aer_mask[type & (AE_TYPES - 1)] = (int16_t)lid;
		uint32_t cid = m->aer_cid[0], gen = m->aer_gen[0];
		memmove(&m->aer_cid[0], &m->aer_cid[1], (m->naers - 1) * sizeof(m->aer_cid[0]));
		memmove(&m->aer_gen[0], &m->aer_gen[1], (m->naers - 1) * sizeof(m->aer_gen[0]));
		m->naers--;
		mgmt_complete(m, 0, cid, gen, NVME_SC_SUCCESS,
			      NVME_SET(NVME_AER_DW0_TYPE, type) | NVME_SET(NVME_AER_DW0_INFO, info) | NVME_SET(NVME_AER_DW0_LID, lid));
	}
}

void mgmt_clear_events(struct mgmt *m, uint32_t lid)
{
	for (uint32_t t = 0; t < AE_TYPES; t++)
		if (m->aer_mask[t] == (int16_t)lid)
			m->aer_mask[t] = -1;
}

static int temperature_alarm(const struct mgmt *m)
{
	for (uint32_t s = 0; s <= m->cfg->num_temp_sensors; s++)
		if (m->temps[s] >= m->feat.temp[s][0] || m->temps[s] <= m->feat.temp[s][1])
			return 1;
	return 0;
}

uint32_t mgmt_critical_warning(const struct mgmt *m)
{
	uint32_t cw = 0;
	if (m->cfg->available_spare < m->cfg->spare_threshold)
		cw |= NVME_SMART_CW_SPARE_MASK;
	if (temperature_alarm(m))
		cw |= NVME_SMART_CW_TEMPERATURE_MASK;
	return cw;
}

/* SMART / Health events for critical warning bits that became set */
void mgmt_check_health(struct mgmt *m)
{
	uint32_t cw = mgmt_critical_warning(m), fresh = cw & ~m->cw_reported;
	m->cw_reported = cw;
	if (fresh & m->feat.aec & NVME_SMART_CW_SPARE_MASK)
		raise_event(m, NVME_AET_SMART_HEALTH, NVME_AEI_SMART_SPARE_BELOW_THRESHOLD, NVME_LID_SMART_HEALTH);
	if (fresh & m->feat.aec & NVME_SMART_CW_TEMPERATURE_MASK)
		raise_event(m, NVME_AET_SMART_HEALTH, NVME_AEI_SMART_TEMPERATURE_THRESHOLD, NVME_LID_SMART_HEALTH);
	/* every other warning the AEC enables (the model's five) is a reliability event */
	uint32_t other = NVME_SMART_CW_RELIABILITY_MASK | NVME_SMART_CW_READ_ONLY_MASK | NVME_SMART_CW_VOLATILE_BACKUP_MASK;
	if (fresh & m->feat.aec & other)
		raise_event(m, NVME_AET_SMART_HEALTH, NVME_AEI_SMART_SUBSYSTEM_RELIABILITY, NVME_LID_SMART_HEALTH);
}

/* Controller Level Reset: queues, outstanding AERs, events and features (saved ones kept) */
void mgmt_reset_controller_state(struct mgmt *m)
{
	memset(m->sq, 0, sizeof(m->sq));
	memset(m->cq, 0, sizeof(m->cq));
	m->queues_created = 0;
	m->nsqa = m->ncqa = m->num_io_queues;
	m->naers = 0;
	m->nev = 0;
	for (uint32_t i = 0; i < AE_TYPES; i++)
		m->aer_mask[i] = -1;
	struct mgmt_features d;
	mgmt_feature_defaults(m, &d);
	m->feat = d;
	m->feat.pm = m->saved.pm;
	m->feat.vwc = m->saved.vwc;
	m->feat.aec = m->saved.aec;
	memcpy(m->feat.temp, m->saved.temp, sizeof(d.temp));
	memcpy(m->feat.err_rec, m->saved.err_rec, sizeof(d.err_rec));
	memset(m->iv_cd, 0, sizeof(m->iv_cd));
}

uint32_t mgmt_aer(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c);
	if (rc)
		return rc;
	if (m->naers >= m->cfg->aerl + 1u || m->naers >= MGMT_MAX_AERS)
		return ERR(NVME_SC_ASYNC_EVENT_REQUEST_LIMIT_EXCEEDED, NVME_PEL_NONE) | NODNR;
	m->aer_cid[m->naers] = (uint16_t)c->cid;
	m->aer_gen[m->naers] = (uint8_t)m->cur_gen;
	m->naers++;
	return HOLD;
}

/* Firmware holds no I/O commands, so an Abort finds only AERs; anything else is "not aborted"
 * (dw0 = 1), as the model answers for a command it does not hold. */
uint32_t mgmt_abort(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	uint32_t rc = nsid_unused(c), sqid = NVME_GET(NVME_ABORT_CDW10_SQID, c->cdw10);
	uint32_t cid = NVME_GET(NVME_ABORT_CDW10_CID, c->cdw10);
	if (rc)
		return rc;
	if (sqid != 0 && (sqid > MGMT_MAX_QUEUES || !m->sq[sqid].used))
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_ABORT_CDW10_SQID));
	if (sqid == 0)
		for (uint32_t i = 0; i < m->naers; i++)
			if (m->aer_cid[i] == cid) {
				uint32_t gen = m->aer_gen[i];
				memmove(&m->aer_cid[i], &m->aer_cid[i + 1], (m->naers - i - 1) * sizeof(m->aer_cid[0]));
				memmove(&m->aer_gen[i], &m->aer_gen[i + 1], (m->naers - i - 1) * sizeof(m->aer_gen[0]));
				m->naers--;
				mgmt_complete(m, 0, cid, gen, NVME_SC_ABORT_REQUESTED, 0);
				*dw0 = 0;
				return 0;
			}
	*dw0 = 1;
	return 0;
}

void mgmt_event(struct mgmt *m, uint32_t info, uint32_t value)
{
	uint32_t kind = (info & NVME__EVT_INFO__KIND_bm) >> NVME__EVT_INFO__KIND_bp;
	uint32_t qid = (info & NVME__EVT_INFO__QID_bm) >> NVME__EVT_INFO__QID_bp;
	uint32_t is_cq = (info & NVME__EVT_INFO__IS_CQ_bm) != 0;
	m->events++;
	switch (kind) {
	case NVME__EVT_KIND_E__INVALID_DOORBELL:
	case NVME__EVT_KIND_E__INVALID_DOORBELL_VALUE:
		/* no SQ to name for a CQ doorbell, and no command */
		mgmt_record_error(m, is_cq ? NVME_CID_RESERVED : qid, NVME_CID_RESERVED, 0, NVME_PEL_NONE, 0);
		raise_event(m, NVME_AET_ERROR,
			    kind == NVME__EVT_KIND_E__INVALID_DOORBELL ? NVME_AEI_ERROR_INVALID_DOORBELL_REGISTER
								      : NVME_AEI_ERROR_INVALID_DOORBELL_VALUE,
			    NVME_LID_ERROR_INFORMATION);
		break;
	case NVME__EVT_KIND_E__ENABLED:
		m->cc = rd(R(CC));
		m->enabled = 1;
		m->shutdown_state = 0;
		mgmt_set_arbitration(m->feat.arb);
		mgmt_set_coalescing(m->feat.coal);
		break;
	case NVME__EVT_KIND_E__DISABLED:
		/* hardware has dropped every queue context: forget commands without completing them */
		m->cc = rd(R(CC));
		m->enabled = 0;
		mgmt_reset_controller_state(m);
#ifdef MGMT_ETHERON
		mgmt_etheron_disabled();
#endif
		break;
	case NVME__EVT_KIND_E__SHUTDOWN: /* value: CC.SHN */
		if ((value & NVME_CC_SHN_MASK >> NVME_CC_SHN_SHIFT) == NVME_CC_SHN_NONE)
			break;
		/* the only I/O held here is Ether-oN's receives: completed empty, then both kinds of
		 * shutdown complete at once */
#ifdef MGMT_ETHERON
		mgmt_etheron_shutdown();
#endif
		m->shutdown_state = NVME_CSTS_SHST_COMPLETE;
		wr(R(CONTROL), NVME__CONTROL__SHUTDOWN_DONE_bm);
		break;
	case NVME__EVT_KIND_E__FETCH_ERROR: /* hardware has set CSTS.CFS; nothing to answer */
		m->fetch_errors++;
		break;
	default:
		m->unknown_events++;
		break;
	}
}
