/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Identify: Controller, Namespace, CS-independent Namespace, the NSID and Endurance Group lists,
 * the NVM Set List and the CSI descriptor, built in the staging area at the offsets of the
 * generated layouts (config/nvme.toml) and sent through the command's PRPs. NGUID / EUI64 / UUID
 * are not derived (zero: "not reported"), so CNS 03h returns the CSI descriptor only.
 */
#include <string.h>

#include "mgmt_int.h"

#define PUT NVME_PUT

static void identify_controller(const struct mgmt *m, uint8_t *b)
{
	const struct mgmt_config *cfg = m->cfg;
	PUT(b, NVME_ID_CTRL_VID, cfg->vid);
	PUT(b, NVME_ID_CTRL_SSVID, cfg->ssvid);
	put_ascii(b, NVME_ID_CTRL_SN_OFF, NVME_ID_CTRL_SN_SIZE, cfg->serial);
	put_ascii(b, NVME_ID_CTRL_MN_OFF, NVME_ID_CTRL_MN_SIZE, cfg->model);
	put_ascii(b, NVME_ID_CTRL_FR_OFF, NVME_ID_CTRL_FR_SIZE, cfg->firmware_rev);
	PUT(b, NVME_ID_CTRL_RAB, cfg->rab);
	PUT(b, NVME_ID_CTRL_IEEE, cfg->ieee_oui); /* OUI, least significant byte first */
	PUT(b, NVME_ID_CTRL_MDTS, cfg->mdts);
	PUT(b, NVME_ID_CTRL_CNTLID, cfg->cntlid);
	PUT(b, NVME_ID_CTRL_VER, NVME_VERSION_2_0);
	PUT(b, NVME_ID_CTRL_RTD3R, cfg->rtd3r_us);
	PUT(b, NVME_ID_CTRL_RTD3E, cfg->rtd3e_us);
	PUT(b, NVME_ID_CTRL_CTRATT, NVME_CTRATT_NVM_SETS_MASK | NVME_CTRATT_ENDURANCE_GROUPS_MASK);
	PUT(b, NVME_ID_CTRL_CNTRLTYPE, NVME_CNTRLTYPE_IO);
	PUT(b, NVME_ID_CTRL_ACL, cfg->acl);
	PUT(b, NVME_ID_CTRL_AERL, cfg->aerl);
	PUT(b, NVME_ID_CTRL_FRMW, NVME_FRMW_SLOT1_RO_MASK | NVME_SET(NVME_FRMW_NOFS, 1)); /* one slot, read only */
	PUT(b, NVME_ID_CTRL_LPA, NVME_LPA_CSE_MASK | NVME_LPA_EXTENDED_DATA_MASK);
	PUT(b, NVME_ID_CTRL_ELPE, cfg->elpe);
	PUT(b, NVME_ID_CTRL_WCTEMP, cfg->wctemp);
	PUT(b, NVME_ID_CTRL_CCTEMP, cfg->cctemp);
	PUT(b, NVME_ID_CTRL_NSETIDMAX, m->num_sets_cfg);
	PUT(b, NVME_ID_CTRL_ENDGIDMAX, m->num_sets_cfg); /* one Endurance Group per NVM Set */
	PUT(b, NVME_ID_CTRL_SQES, NVME_SET(NVME_QES_REQUIRED, NVME_IOSQES_DEFAULT) | NVME_SET(NVME_QES_MAXIMUM, NVME_IOSQES_DEFAULT));
	PUT(b, NVME_ID_CTRL_CQES, NVME_SET(NVME_QES_REQUIRED, NVME_IOCQES_DEFAULT) | NVME_SET(NVME_QES_MAXIMUM, NVME_IOCQES_DEFAULT));
	PUT(b, NVME_ID_CTRL_MAXCMD, cfg->maxcmd);
	PUT(b, NVME_ID_CTRL_NN, m->nn);
	PUT(b, NVME_ID_CTRL_ONCS, NVME_ONCS_SAVE_SELECT_MASK);
	PUT(b, NVME_ID_CTRL_VWC,
	    cfg->vwc ? NVME_VWC_PRESENT_MASK | NVME_SET(NVME_VWC_FLUSH_NSID_ALL, NVME_VWC_FLUSH_NSID_ALL_SUPPORTED) : 0);
	/* SUBNQN, null terminated by the zero fill */
	memcpy(b + NVME_ID_CTRL_SUBNQN_OFF, m->subnqn, slen(m->subnqn));
	/* Power State Descriptor 0 */
	nvme_put(b, NVME_ID_CTRL_PSD_OFF + NVME_PSD_MP_OFF, NVME_PSD_MP_SIZE, cfg->max_power_cw);
}

static void identify_namespace(const struct mgmt *m, const struct mgmt_ns *ns, uint8_t *b)
{
	/* The FTL maps whole flash pages: a smaller write is a read-modify-write of its page, and a
	 * Search decides whole pages only. NPWG and friends are 0's based counts of blocks. */
	uint32_t page_blocks = m->cfg->page_bytes >> ns->lba_shift;
	if (page_blocks && page_blocks <= 1u << (8 * NVME_ID_NS_NPWG_SIZE) && page_blocks << ns->lba_shift == m->cfg->page_bytes) {
		PUT(b, NVME_ID_NS_NSFEAT, NVME_NSFEAT_OPTPERF_MASK);
		PUT(b, NVME_ID_NS_NPWG, page_blocks - 1);
		PUT(b, NVME_ID_NS_NPWA, page_blocks - 1);
		PUT(b, NVME_ID_NS_NPDG, page_blocks - 1);
		PUT(b, NVME_ID_NS_NPDA, page_blocks - 1);
		PUT(b, NVME_ID_NS_NOWS, page_blocks - 1);
	}
	PUT(b, NVME_ID_NS_NSZE, ns->blocks);
	PUT(b, NVME_ID_NS_NCAP, ns->blocks);
	PUT(b, NVME_ID_NS_NUSE, ns->blocks);
	PUT(b, NVME_ID_NS_NLBAF, 1); /* 0's based: LBAF0 512 B, LBAF1 4 KiB */
	PUT(b, NVME_ID_NS_FLBAS, ns->lba_shift == 12 ? 1 : 0);
	PUT(b, NVME_ID_NS_NVMCAP, ns->blocks << ns->lba_shift);
	PUT(b, NVME_ID_NS_NVMSETID, ns->nvm_set);
	PUT(b, NVME_ID_NS_ENDGID, ns->nvm_set);
	/* NGUID and EUI64 stay zero: not derived here (see the file comment) */
	nvme_put(b, NVME_ID_NS_LBAF_OFF, NVME_ID_NS_LBAF_STRIDE,
		 NVME_SET(NVME_LBAF_LBADS, 9) | NVME_SET(NVME_LBAF_RP, NVME_LBAF_RP_BETTER));
	nvme_put(b, NVME_ID_NS_LBAF_OFF + NVME_ID_NS_LBAF_STRIDE, NVME_ID_NS_LBAF_STRIDE,
		 NVME_SET(NVME_LBAF_LBADS, 12) | NVME_SET(NVME_LBAF_RP, NVME_LBAF_RP_BEST));
}

static void nvm_set_list(const struct mgmt *m, uint32_t first, uint8_t *b)
{
	uint32_t n = 0;
	for (uint32_t s = first ? first : 1; s <= m->num_sets_cfg && n < NVME_NVM_SET_LIST_ENTRY_COUNT; s++, n++) {
		uint8_t *e = b + NVME_NVM_SET_LIST_ENTRY_OFF + NVME_NVM_SET_LIST_ENTRY_STRIDE * n;
		uint64_t cap = 0;
		for (uint32_t i = 0; i < m->cfg->nns; i++)
			if (m->cfg->ns[i].nvm_set == s)
				cap += m->cfg->ns[i].blocks << m->cfg->ns[i].lba_shift;
		PUT(e, NVME_NVM_SET_ATTR_NVMSETID, s);
		PUT(e, NVME_NVM_SET_ATTR_ENDGID, s);
		PUT(e, NVME_NVM_SET_ATTR_RR4KT, m->cfg->random_4k_read_typical_100ns);
		/* in bytes: the flash page the FTL maps when the board reports it */
		PUT(e, NVME_NVM_SET_ATTR_OWS, m->cfg->page_bytes ? m->cfg->page_bytes : m->cfg->optimal_write_size);
		PUT(e, NVME_NVM_SET_ATTR_TNVMSETCAP, cap);
	}
	PUT(b, NVME_NVM_SET_LIST_NID, n);
}

uint32_t mgmt_identify(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t cns = NVME_GET(NVME_IDENTIFY_CDW10_CNS, c->cdw10), nsid = c->nsid, rc;
	uint8_t *b = staging();
	memset(b, 0, NVME_IDENTIFY_DATA_SIZE);
	const struct mgmt_ns *ns;
	switch (cns) {
	case NVME_CNS_NAMESPACE:
	case NVME_CNS_CSI_INDEPENDENT_NAMESPACE:
		if (!nsid_valid(m, nsid)) /* includes FFFFFFFFh: no Namespace Management */
			return ERR(NVME_SC_INVALID_NAMESPACE_OR_FORMAT, NVME_SQE_NSID_OFF);
		ns = host_ns(m, nsid, NULL);
		if (ns && cns == NVME_CNS_NAMESPACE)
			identify_namespace(m, ns, b);
		else if (ns) {
			PUT(b, NVME_ID_NS_CSI_INDEP_NVMSETID, ns->nvm_set);
			PUT(b, NVME_ID_NS_CSI_INDEP_ENDGID, ns->nvm_set);
			PUT(b, NVME_ID_NS_CSI_INDEP_NSTAT, NVME_NSTAT_NRDY_MASK);
		} /* inactive NSID: zero filled */
		break;
	case NVME_CNS_CONTROLLER:
		if ((rc = nsid_unused(c)))
			return rc;
		identify_controller(m, b);
		break;
	case NVME_CNS_ACTIVE_NS_LIST: { /* NSIDs greater than NSID, ascending */
		if (nsid >= NVME_NSID_ALL - 1)
			return ERR(NVME_SC_INVALID_NAMESPACE_OR_FORMAT, NVME_SQE_NSID_OFF);
		uint32_t n = 0, last = nsid;
		for (;;) {
			uint32_t best = 0;
			for (uint32_t i = 0; i < m->cfg->nns; i++) {
				uint32_t id = m->cfg->ns[i].nsid;
				if (!m->cfg->ns[i].priv && id > last && (!best || id < best))
					best = id;
			}
			if (!best || n == NVME_NS_LIST_NSID_COUNT)
				break;
			nvme_put(b, NVME_NS_LIST_NSID_OFF + NVME_NS_LIST_NSID_STRIDE * n++, NVME_NS_LIST_NSID_STRIDE, best);
			last = best;
		}
		break;
	}
	case NVME_CNS_NS_ID_DESCRIPTORS: /* the CSI (NVM) one only, see above */
		if (!nsid_valid(m, nsid))
			return ERR(NVME_SC_INVALID_NAMESPACE_OR_FORMAT, NVME_SQE_NSID_OFF);
		if (!host_ns(m, nsid, NULL))
			return ERR(NVME_SC_INVALID_FIELD, NVME_SQE_NSID_OFF);
		PUT(b, NVME_NS_ID_DESC_NIDT, NVME_NIDT_CSI);
		PUT(b, NVME_NS_ID_DESC_NIDL, NVME_NIDL_CSI); /* NID: NVME_CSI_NVM, zero */
		break;
	case NVME_CNS_NVM_SET_LIST:
		if ((rc = nsid_unused(c)))
			return rc;
		nvm_set_list(m, NVME_GET(NVME_IDENTIFY_CDW11_CNSSID, c->cdw11), b);
		break;
	case NVME_CNS_ENDURANCE_GROUP_LIST: {
		if ((rc = nsid_unused(c)))
			return rc;
		uint32_t first = NVME_GET(NVME_IDENTIFY_CDW11_CNSSID, c->cdw11), n = 0;
		for (uint32_t g = 1; g <= m->num_sets_cfg; g++)
			if (g >= first)
				nvme_put(b, NVME_ID_LIST16_ID_OFF + NVME_ID_LIST16_ID_STRIDE * n++, NVME_ID_LIST16_ID_STRIDE, g);
		PUT(b, NVME_ID_LIST16_NUM, n);
		break;
	}
	default:
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_IDENTIFY_CDW10_CNS));
	}
	return mgmt_to_host(m, c, NVME_IDENTIFY_DATA_SIZE);
}
