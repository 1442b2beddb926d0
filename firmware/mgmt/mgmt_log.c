/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Get Log Page: Supported Log Pages, Error Information (newest first), SMART / Health and
 * Endurance Group Information from the set mailboxes' counters (since the set cores booted; no
 * NVRAM: power cycles 1, unsafe shutdowns and hours 0), Firmware Slot, Commands Supported and
 * Effects. One staging buffer per command: at most SOC_MGMT_DMA_BYTES (the model allows MDTS).
 */
#include <string.h>

#include "mgmt_int.h"

#define PUT NVME_PUT

struct set_totals {
	uint64_t read_cmds, write_cmds, read_pages, write_pages, media_errors;
};

static void set_counters(uint32_t s, struct set_totals *t)
{
	volatile struct set_mailbox *mb = mailbox(s);
	t->read_cmds = mb->read_cmds;
	t->write_cmds = mb->write_cmds;
	t->read_pages = mb->read_pages;
	t->write_pages = mb->write_pages;
	t->media_errors = mb->media_errors;
}

static int log_supported(uint32_t lid)
{
	return lid == NVME_LID_SUPPORTED_LOG_PAGES || lid == NVME_LID_ERROR_INFORMATION || lid == NVME_LID_SMART_HEALTH ||
	       lid == NVME_LID_FIRMWARE_SLOT || lid == NVME_LID_COMMANDS_SUPPORTED_EFFECTS ||
	       lid == NVME_LID_ENDURANCE_GROUP_INFO;
}

/* the HIL counts 4 KiB pages; SMART counts thousands of 512-byte units, rounded up (as
 * sim/lib/cssd_sim/fw_system_tb.py feeds the model: a 512 B read counts a page) */
#define UNITS_PER_PAGE 8u
#define PAGE_BYTES 4096u
/* MDTS counts CAP.MPSMIN pages, 4 KiB on this controller */
#define MPSMIN_BYTES 4096u

/* builds log page `lid` into b (zeroed, 4 KiB); returns its size */
/* The I/O commands that may change logical block content (CSE LBCC), as Linux's
 * nvme_known_nvm_effects lists them: Flush only persists what is there, Search and Ether-oN
 * change no block. */
static int io_changes_content(uint32_t opc)
{
	return opc == NVME_NVM_OPC_WRITE || opc == NVME_NVM_OPC_WRITE_ZEROES || opc == NVME_NVM_OPC_DATASET_MANAGEMENT;
}

static uint32_t build_log(struct mgmt *m, uint32_t lid, uint32_t lsi, uint8_t *b)
{
	const struct mgmt_config *cfg = m->cfg;
	switch (lid) {
	case NVME_LID_SUPPORTED_LOG_PAGES:
		for (uint32_t l = 0; l < NVME_SUPPORTED_LOG_LSUPP_COUNT; l++)
			if (log_supported(l))
				nvme_put(b, NVME_SUPPORTED_LOG_LSUPP_OFF + NVME_SUPPORTED_LOG_LSUPP_STRIDE * l,
					 NVME_SUPPORTED_LOG_LSUPP_STRIDE, 1);
		return NVME_SUPPORTED_LOG_BYTES;
	case NVME_LID_ERROR_INFORMATION: { /* newest first; unused entries zero */
		uint32_t n = cfg->elpe + 1u;
		for (uint32_t i = 0; i < n && i < m->error_count; i++) {
			const struct mgmt_err *e = &m->errlog[(m->error_count - i) % n];
			uint8_t *p = b + NVME_ERROR_LOG_ENTRY_BYTES * i;
			PUT(p, NVME_ERROR_LOG_ENTRY_ERROR_COUNT, e->count);
			PUT(p, NVME_ERROR_LOG_ENTRY_SQID, e->sqid);
			PUT(p, NVME_ERROR_LOG_ENTRY_CID, e->cid);
			PUT(p, NVME_ERROR_LOG_ENTRY_STATUS_FIELD, NVME_SET(NVME_STATUS_P_SF, e->status)); /* phase 0 */
			PUT(p, NVME_ERROR_LOG_ENTRY_PARAM_ERROR_LOCATION, e->loc);
			PUT(p, NVME_ERROR_LOG_ENTRY_LBA, e->lba);
			PUT(p, NVME_ERROR_LOG_ENTRY_NSID, e->nsid);
		}
		return NVME_ERROR_LOG_ENTRY_BYTES * n;
	}
	case NVME_LID_SMART_HEALTH: {
		struct set_totals tot = {0}, t;
		for (uint32_t s = 0; s < m->set_cores; s++) {
			set_counters(s, &t);
			tot.read_cmds += t.read_cmds;
			tot.write_cmds += t.write_cmds;
			tot.read_pages += t.read_pages;
			tot.write_pages += t.write_pages;
			tot.media_errors += t.media_errors;
		}
		PUT(b, NVME_SMART_LOG_CRITICAL_WARNING, mgmt_critical_warning(m));
		PUT(b, NVME_SMART_LOG_COMPOSITE_TEMPERATURE, m->temps[0]);
		PUT(b, NVME_SMART_LOG_AVAILABLE_SPARE, cfg->available_spare);
		PUT(b, NVME_SMART_LOG_AVAILABLE_SPARE_THRESHOLD, cfg->spare_threshold);
		PUT(b, NVME_SMART_LOG_DATA_UNITS_READ, div_up(tot.read_pages * UNITS_PER_PAGE, 1000));
		PUT(b, NVME_SMART_LOG_DATA_UNITS_WRITTEN, div_up(tot.write_pages * UNITS_PER_PAGE, 1000));
		PUT(b, NVME_SMART_LOG_HOST_READ_COMMANDS, tot.read_cmds);
		PUT(b, NVME_SMART_LOG_HOST_WRITE_COMMANDS, tot.write_cmds);
		PUT(b, NVME_SMART_LOG_POWER_CYCLES, m->power_cycles);
		PUT(b, NVME_SMART_LOG_MEDIA_ERRORS, tot.media_errors);
		PUT(b, NVME_SMART_LOG_ERROR_LOG_ENTRIES, m->error_count);
		for (uint32_t s = 0; s < cfg->num_temp_sensors; s++)
			nvme_put(b, NVME_SMART_LOG_TEMPERATURE_SENSOR_OFF + NVME_SMART_LOG_TEMPERATURE_SENSOR_STRIDE * s,
				 NVME_SMART_LOG_TEMPERATURE_SENSOR_STRIDE, m->temps[1 + s]);
		return NVME_SMART_LOG_BYTES;
	}
	case NVME_LID_FIRMWARE_SLOT:
		PUT(b, NVME_FW_SLOT_LOG_AFI, NVME_SET(NVME_AFI_ACTIVE, 1)); /* running from slot 1 */
		put_ascii(b, NVME_FW_SLOT_LOG_FRS_OFF, NVME_FW_SLOT_LOG_FRS_STRIDE, cfg->firmware_rev);
		return NVME_FW_SLOT_LOG_BYTES;
	case NVME_LID_COMMANDS_SUPPORTED_EFFECTS:
		for (uint32_t i = 0; i < mgmt_admin_opcode_count; i++)
			nvme_put(b, NVME_CSE_LOG_ACS_OFF + NVME_CSE_LOG_ACS_STRIDE * mgmt_admin_opcodes[i], NVME_CSE_LOG_ACS_STRIDE,
				 NVME_CSE_CSUPP_MASK);
		for (uint32_t opc = 0; opc < 32 * MGMT_OPCODE_WORDS; opc++)
			if (cfg->io_opcodes[opc / 32] >> (opc % 32) & 1)
				nvme_put(b, NVME_CSE_LOG_IOCS_OFF + NVME_CSE_LOG_IOCS_STRIDE * opc, NVME_CSE_LOG_IOCS_STRIDE,
					 NVME_CSE_CSUPP_MASK | (io_changes_content(opc) ? NVME_CSE_LBCC_MASK : 0));
		return NVME_CSE_LOG_BYTES;
	case NVME_LID_ENDURANCE_GROUP_INFO: {
		struct set_totals t = {0};
		if (lsi - 1 < m->set_cores)
			set_counters(lsi - 1, &t);
		uint64_t cap = 0;
		for (uint32_t i = 0; i < cfg->nns; i++)
			if (cfg->ns[i].nvm_set == lsi)
				cap += cfg->ns[i].blocks << cfg->ns[i].lba_shift;
		PUT(b, NVME_ENDGRP_LOG_CRITICAL_WARNING,
		    mgmt_critical_warning(m) & (NVME_SMART_CW_SPARE_MASK | NVME_SMART_CW_RELIABILITY_MASK |
						NVME_SMART_CW_READ_ONLY_MASK));
		PUT(b, NVME_ENDGRP_LOG_AVAILABLE_SPARE, cfg->available_spare);
		PUT(b, NVME_ENDGRP_LOG_AVAILABLE_SPARE_THRESHOLD, cfg->spare_threshold);
		/* billions of bytes, rounded up */
		PUT(b, NVME_ENDGRP_LOG_DATA_UNITS_READ, div_up(t.read_pages * PAGE_BYTES, 1000000000u));
		PUT(b, NVME_ENDGRP_LOG_DATA_UNITS_WRITTEN, div_up(t.write_pages * PAGE_BYTES, 1000000000u));
		PUT(b, NVME_ENDGRP_LOG_MEDIA_UNITS_WRITTEN, div_up(t.write_pages * PAGE_BYTES, 1000000000u));
		PUT(b, NVME_ENDGRP_LOG_HOST_READ_COMMANDS, t.read_cmds);
		PUT(b, NVME_ENDGRP_LOG_HOST_WRITE_COMMANDS, t.write_cmds);
		PUT(b, NVME_ENDGRP_LOG_MEDIA_ERRORS, t.media_errors);
		PUT(b, NVME_ENDGRP_LOG_ERROR_LOG_ENTRIES, lsi <= MGMT_MAX_SETS ? m->set_errors[lsi - 1] : 0);
		PUT(b, NVME_ENDGRP_LOG_TOTAL_CAPACITY, cap);
		return NVME_ENDGRP_LOG_BYTES;
	}
	}
	return 0;
}

uint32_t mgmt_get_log_page(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t lid = NVME_GET(NVME_GET_LOG_CDW10_LID, c->cdw10), rae = NVME_GET(NVME_GET_LOG_CDW10_RAE, c->cdw10);
	uint32_t numd = NVME_GET(NVME_GET_LOG_CDW11_NUMDU, c->cdw11) << NVME_GET_LOG_CDW10_NUMDL_WIDTH |
			NVME_GET(NVME_GET_LOG_CDW10_NUMDL, c->cdw10);
	uint32_t lsi = NVME_GET(NVME_GET_LOG_CDW11_LSI, c->cdw11);
	uint64_t offset = c->cdw12 | (uint64_t)c->cdw13 << 32, length = ((uint64_t)numd + 1) * 4;
	uint32_t csi = NVME_GET(NVME_GET_LOG_CDW14_CSI, c->cdw14), ot = NVME_GET(NVME_GET_LOG_CDW14_OT, c->cdw14);
	if (!log_supported(lid))
		return ERR(NVME_SC_INVALID_LOG_PAGE, LOC_OF(CDW10, NVME_GET_LOG_CDW10_LID));
	if (c->nsid != 0 && c->nsid != NVME_NSID_ALL) /* no log page here is namespace specific */
		return ERR(NVME_SC_INVALID_FIELD, NVME_SQE_NSID_OFF);
	if (ot)
		return ERR(NVME_SC_INVALID_FIELD, LOC_BYTE(CDW14, NVME_GET_LOG_CDW14_OT));
	if (offset & 3)
		return ERR(NVME_SC_INVALID_FIELD, NVME_SQE_CDW12_OFF);
	if (m->cfg->mdts && length > ((uint64_t)MPSMIN_BYTES << m->cfg->mdts))
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_GET_LOG_CDW10_NUMDL));
	if (lid == NVME_LID_ENDURANCE_GROUP_INFO && (lsi < 1 || lsi > m->num_sets_cfg))
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW11, NVME_GET_LOG_CDW11_LSI));
	if (lid == NVME_LID_COMMANDS_SUPPORTED_EFFECTS && csi != NVME_CSI_NVM)
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW14, NVME_GET_LOG_CDW14_CSI));
	/* partial: one staging buffer (the model allows up to MDTS) */
	if (length > SOC_MGMT_DMA_BYTES)
		return ERR(NVME_SC_INVALID_FIELD, LOC_OF(CDW10, NVME_GET_LOG_CDW10_NUMDL));
	uint8_t *b = staging();
	memset(b, 0, SOC_MGMT_DMA_BYTES);
	uint32_t size = build_log(m, lid, lsi, b);
	if (offset >= size)
		return ERR(NVME_SC_INVALID_FIELD, NVME_SQE_CDW12_OFF);
	memmove(b, b + offset, size - offset);
	memset(b + (size - offset), 0, SOC_MGMT_DMA_BYTES - (size - (uint32_t)offset));
	uint32_t rc = mgmt_to_host(m, c, (uint32_t)length);
	if (!rc && !rae)
		mgmt_clear_events(m, lid);
	return rc;
}
