/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Get / Set Features: Arbitration, Power Management, Temperature Threshold, Error Recovery,
 * Volatile Write Cache, Number of Queues, Interrupt Coalescing, Interrupt Vector Configuration,
 * Write Atomicity, Asynchronous Event Configuration; current, default, saved (until power off:
 * no NVRAM) and supported capabilities.
 */
#include <string.h>

#include "mgmt_int.h"

static int saveable(uint32_t fid)
{
	return fid == NVME_FID_POWER_MANAGEMENT || fid == NVME_FID_TEMPERATURE_THRESHOLD || fid == NVME_FID_ERROR_RECOVERY ||
	       fid == NVME_FID_VOLATILE_WRITE_CACHE || fid == NVME_FID_ASYNC_EVENT_CONFIG;
}

static int ns_specific(uint32_t fid)
{
	return fid == NVME_FID_ERROR_RECOVERY;
}

/* the SMART warnings an event can be enabled for: the five the model knows */
#define AEC_SMART_MASK                                                                                      \
	(NVME_SMART_CW_SPARE_MASK | NVME_SMART_CW_TEMPERATURE_MASK | NVME_SMART_CW_RELIABILITY_MASK |      \
	 NVME_SMART_CW_READ_ONLY_MASK | NVME_SMART_CW_VOLATILE_BACKUP_MASK)

void mgmt_feature_defaults(const struct mgmt *m, struct mgmt_features *f)
{
	memset(f, 0, sizeof(*f));
	f->arb = NVME_ARBITRATION_AB_MASK; /* AB = 111b (no limit), all weights 0 */
	f->vwc = m->cfg->vwc ? 1 : 0;
	for (uint32_t s = 0; s <= m->cfg->num_temp_sensors; s++) {
		f->temp[s][0] = s == 0 ? m->cfg->wctemp : NVME_TEMP_THRESHOLD_TMPTH_MASK; /* over: none for sensors */
		f->temp[s][1] = 0;
	}
}

static int feature_supported(const struct mgmt *m, uint32_t fid)
{
	if (fid == NVME_FID_VOLATILE_WRITE_CACHE)
		return m->cfg->vwc;
#ifdef MGMT_ETHERON
	if (fid == NVME_FID_ISP_CORE)
		return mgmt_isp_core_present(); /* vendor: with an ISP core only */
#endif
	return fid == NVME_FID_ARBITRATION || fid == NVME_FID_POWER_MANAGEMENT || fid == NVME_FID_TEMPERATURE_THRESHOLD ||
	       fid == NVME_FID_ERROR_RECOVERY || fid == NVME_FID_NUMBER_OF_QUEUES || fid == NVME_FID_INTERRUPT_COALESCING ||
	       fid == NVME_FID_INTERRUPT_VECTOR_CONFIG || fid == NVME_FID_WRITE_ATOMICITY_NORMAL ||
	       fid == NVME_FID_ASYNC_EVENT_CONFIG;
}

static uint32_t vector_arg(const struct mgmt *m, uint32_t dw11, uint32_t *iv)
{
	*iv = NVME_GET(NVME_IRQ_VECTOR_CONFIG_IV, dw11);
	if (*iv >= m->num_vectors)
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_IRQ_VECTOR_CONFIG_IV));
	return 0;
}

/* Coalescing never applies to the admin completion queue's vector 0: its Coalescing Disable
 * reads as 1 and cannot be cleared. */
#define ADMIN_VECTOR 0u

#define TMPSEL_ALL 0xFu /* Set Features: every sensor and the composite */

/* temperature sensor selection: *first..*last sensors, *th threshold type */
static uint32_t temp_select(const struct mgmt *m, uint32_t dw11, int for_set, uint32_t *first, uint32_t *last, uint32_t *th)
{
	uint32_t tmpsel = NVME_GET(NVME_TEMP_THRESHOLD_TMPSEL, dw11);
	*th = NVME_GET(NVME_TEMP_THRESHOLD_THSEL, dw11);
	if (*th > 1)
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_TEMP_THRESHOLD_THSEL));
	if (tmpsel == TMPSEL_ALL && for_set) {
		*first = 0;
		*last = m->cfg->num_temp_sensors;
		return 0;
	}
	if (tmpsel > m->cfg->num_temp_sensors)
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_TEMP_THRESHOLD_TMPSEL));
	*first = *last = tmpsel;
	return 0;
}

/* the feature set a Select value names: current, default, saved (default if not saveable) */
static const struct mgmt_features *selected(const struct mgmt *m, uint32_t fid, uint32_t sel, struct mgmt_features *tmp)
{
	if (sel == NVME_SEL_CURRENT)
		return &m->feat;
	if (sel == NVME_SEL_SAVED && saveable(fid))
		return &m->saved;
	mgmt_feature_defaults(m, tmp);
	return tmp;
}

uint32_t mgmt_get_features(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	uint32_t fid = NVME_GET(NVME_FEATURES_CDW10_FID, c->cdw10), sel = NVME_GET(NVME_FEATURES_CDW10_SEL, c->cdw10), rc;
	uint32_t n = m->num_io_queues;
	if (!feature_supported(m, fid))
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_FEATURES_CDW10_FID));
	if (sel > NVME_SEL_SUPPORTED)
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_FEATURES_CDW10_SEL));
	if (sel == NVME_SEL_SUPPORTED) {
		*dw0 = NVME_SET(NVME_FEATURE_CAPS_SAVEABLE, saveable(fid)) |
		       NVME_SET(NVME_FEATURE_CAPS_NS_SPECIFIC, ns_specific(fid)) | NVME_FEATURE_CAPS_CHANGEABLE_MASK;
		return 0;
	}
	struct mgmt_features tmp;
	const struct mgmt_features *f = selected(m, fid, sel, &tmp);
	switch (fid) {
	case NVME_FID_ARBITRATION: *dw0 = f->arb; break;
	case NVME_FID_POWER_MANAGEMENT: *dw0 = f->pm; break;
	case NVME_FID_VOLATILE_WRITE_CACHE: *dw0 = f->vwc; break;
	case NVME_FID_INTERRUPT_COALESCING: *dw0 = f->coal; break;
	case NVME_FID_WRITE_ATOMICITY_NORMAL: *dw0 = f->wa; break;
	case NVME_FID_ASYNC_EVENT_CONFIG: *dw0 = f->aec; break;
	case NVME_FID_TEMPERATURE_THRESHOLD: {
		uint32_t s, last, th;
		if ((rc = temp_select(m, c->cdw11, 0, &s, &last, &th)))
			return rc;
		*dw0 = NVME_SET(NVME_TEMP_THRESHOLD_TMPTH, f->temp[s][th]) | NVME_SET(NVME_TEMP_THRESHOLD_TMPSEL, s) |
		       NVME_SET(NVME_TEMP_THRESHOLD_THSEL, th);
		break;
	}
	case NVME_FID_ERROR_RECOVERY: {
		uint32_t idx;
		if (!nsid_valid(m, c->nsid))
			return ERR(NVME_SC_INVALID_NAMESPACE_OR_FORMAT, NVME_SQE_NSID_OFF);
		if (!host_ns(m, c->nsid, &idx))
			return ERR(NVME_SC_INVALID_FIELD, NVME_SQE_NSID_OFF);
		*dw0 = f->err_rec[idx];
		break;
	}
	case NVME_FID_NUMBER_OF_QUEUES:
		*dw0 = sel == NVME_SEL_CURRENT ? NVME_SET(NVME_NUM_QUEUES_NCQ, m->ncqa - 1) | NVME_SET(NVME_NUM_QUEUES_NSQ, m->nsqa - 1)
					       : NVME_SET(NVME_NUM_QUEUES_NCQ, n - 1) | NVME_SET(NVME_NUM_QUEUES_NSQ, n - 1);
		break;
	case NVME_FID_INTERRUPT_VECTOR_CONFIG: {
		uint32_t iv;
		if ((rc = vector_arg(m, c->cdw11, &iv)))
			return rc;
		*dw0 = NVME_SET(NVME_IRQ_VECTOR_CONFIG_IV, iv) |
		       NVME_SET(NVME_IRQ_VECTOR_CONFIG_CD, iv == ADMIN_VECTOR || (sel == NVME_SEL_CURRENT &&
											 iv < MGMT_MAX_VECTORS && m->iv_cd[iv]));
		break;
	}
#ifdef MGMT_ETHERON
	case NVME_FID_ISP_CORE: /* not saveable: the saved value is the default, the core running */
		*dw0 = sel == NVME_SEL_CURRENT ? mgmt_isp_core_state() : 0;
		break;
#endif
	}
	return 0;
}

uint32_t mgmt_set_features(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	uint32_t fid = NVME_GET(NVME_FEATURES_CDW10_FID, c->cdw10), sv = NVME_GET(NVME_FEATURES_CDW10_SV, c->cdw10);
	uint32_t dw11 = c->cdw11, rc;
	struct mgmt_features *f = &m->feat, *saved = &m->saved;
	if (!feature_supported(m, fid))
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_FEATURES_CDW10_FID));
	if (sv && !saveable(fid))
		return ERR(NVME_SC_FEATURE_ID_NOT_SAVEABLE, LOC_OF(CDW10, NVME_FEATURES_CDW10_SV));
	if (!ns_specific(fid) && c->nsid != 0 && c->nsid != NVME_NSID_ALL) {
		if (!nsid_valid(m, c->nsid))
			return ERR(NVME_SC_INVALID_NAMESPACE_OR_FORMAT, NVME_SQE_NSID_OFF);
		return ERR(NVME_SC_FEATURE_NOT_NAMESPACE_SPECIFIC, NVME_SQE_NSID_OFF);
	}
	switch (fid) {
	case NVME_FID_ARBITRATION:
		f->arb = dw11 & (NVME_ARBITRATION_AB_MASK | NVME_ARBITRATION_LPW_MASK | NVME_ARBITRATION_MPW_MASK |
				 NVME_ARBITRATION_HPW_MASK);
		mgmt_set_arbitration(f->arb);
		break;
	case NVME_FID_POWER_MANAGEMENT:
		if (NVME_GET(NVME_POWER_MGMT_PS, dw11) > 0) /* NPSS = 0: power state 0 only */
			return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_POWER_MGMT_PS));
		if (NVME_GET(NVME_POWER_MGMT_WH, dw11) > 2) /* workload hints 011b..111b are reserved */
			return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_POWER_MGMT_WH));
		f->pm = dw11 & (NVME_POWER_MGMT_PS_MASK | NVME_POWER_MGMT_WH_MASK);
		if (sv)
			saved->pm = f->pm;
		break;
	case NVME_FID_TEMPERATURE_THRESHOLD: {
		uint32_t s, last, th;
		if ((rc = temp_select(m, dw11, 1, &s, &last, &th)))
			return rc;
		for (; s <= last; s++) {
			f->temp[s][th] = (uint16_t)NVME_GET(NVME_TEMP_THRESHOLD_TMPTH, dw11);
			if (sv)
				saved->temp[s][th] = (uint16_t)NVME_GET(NVME_TEMP_THRESHOLD_TMPTH, dw11);
		}
		mgmt_check_health(m);
		break;
	}
	case NVME_FID_ERROR_RECOVERY: {
		uint32_t idx = 0;
		if (c->nsid != NVME_NSID_ALL) {
			if (!nsid_valid(m, c->nsid))
				return ERR(NVME_SC_INVALID_NAMESPACE_OR_FORMAT, NVME_SQE_NSID_OFF);
			if (!host_ns(m, c->nsid, &idx))
				return ERR(NVME_SC_INVALID_FIELD, NVME_SQE_NSID_OFF);
		}
		if (dw11 & NVME_ERROR_RECOVERY_DULBE_MASK) /* DULBE not supported */
			return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_ERROR_RECOVERY_DULBE));
		for (uint32_t i = 0; i < m->cfg->nns; i++) {
			if (m->cfg->ns[i].priv || (c->nsid != NVME_NSID_ALL && i != idx))
				continue;
			f->err_rec[i] = (uint16_t)NVME_GET(NVME_ERROR_RECOVERY_TLER, dw11);
			if (sv)
				saved->err_rec[i] = (uint16_t)NVME_GET(NVME_ERROR_RECOVERY_TLER, dw11);
		}
		break;
	}
	case NVME_FID_VOLATILE_WRITE_CACHE:
		f->vwc = dw11 & 1; /* WCE */
		if (sv)
			saved->vwc = f->vwc;
		break;
	case NVME_FID_NUMBER_OF_QUEUES: {
		uint32_t nsqr = NVME_GET(NVME_NUM_QUEUES_NSQ, dw11), ncqr = NVME_GET(NVME_NUM_QUEUES_NCQ, dw11);
		uint32_t n = m->num_io_queues, all = NVME_NUM_QUEUES_NSQ_MASK >> NVME_NUM_QUEUES_NSQ_SHIFT;
		if (m->queues_created)
			return ERR(NVME_SC_COMMAND_SEQUENCE_ERROR, LOC_OF(CDW11, NVME_NUM_QUEUES_NSQ));
		if (nsqr == all || ncqr == all) /* 65536 queues: 0's based FFFFh is invalid */
			return ERR(NVME_SC_INVALID_FIELD,
				   nsqr == all ? LOC_OF(CDW11, NVME_NUM_QUEUES_NSQ) : LOC_OF(CDW11, NVME_NUM_QUEUES_NCQ));
		m->nsqa = nsqr + 1 < n ? nsqr + 1 : n;
		m->ncqa = ncqr + 1 < n ? ncqr + 1 : n;
		*dw0 = NVME_SET(NVME_NUM_QUEUES_NCQ, m->ncqa - 1) | NVME_SET(NVME_NUM_QUEUES_NSQ, m->nsqa - 1);
		break;
	}
	case NVME_FID_INTERRUPT_COALESCING:
		f->coal = dw11 & (NVME_IRQ_COALESCING_THR_MASK | NVME_IRQ_COALESCING_TIME_MASK);
		mgmt_set_coalescing(f->coal);
		break;
	case NVME_FID_INTERRUPT_VECTOR_CONFIG: {
		uint32_t iv, cd = NVME_GET(NVME_IRQ_VECTOR_CONFIG_CD, dw11);
		if ((rc = vector_arg(m, dw11, &iv)))
			return rc;
		if (iv == ADMIN_VECTOR) {
			if (!cd)
				return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_IRQ_VECTOR_CONFIG_CD));
			break; /* already so */
		}
		if (iv < MGMT_MAX_VECTORS)
			m->iv_cd[iv] = (uint8_t)cd;
		wr(R(IV_CONFIG), iv | cd << NVME__IV_CONFIG__CD_bp | NVME__IV_CONFIG__GO_bm);
		break;
	}
	case NVME_FID_WRITE_ATOMICITY_NORMAL:
		f->wa = dw11 & 1; /* DN */
		break;
	case NVME_FID_ASYNC_EVENT_CONFIG:
		f->aec = dw11 & AEC_SMART_MASK; /* notices not supported (OAES = 0) */
		if (sv)
			saved->aec = f->aec;
		break;
#ifdef MGMT_ETHERON
	case NVME_FID_ISP_CORE:
		return mgmt_isp_core_hold((int)NVME_GET(NVME_ISP_CORE_HOLD, dw11));
#endif
	}
	return 0;
}
