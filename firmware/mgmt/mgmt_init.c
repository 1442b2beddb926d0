/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Start-up: the configuration checked against this build's limits and the hardware's geometry
 * (GEOMETRY, SACA_GEOMETRY, the flash GEOMETRY), SACA's namespace table and every set's mailbox
 * written; the board default for a boot without a loader. The default configuration equals
 * nvme_fw.config.FwConfig() (tests/test_host_native.py::test_mgmt_layout compares the bytes).
 */
#include <string.h>

#include "generated/cssd_config.h"
#include "mgmt_int.h"
#include "set_ftl.h"

const struct mgmt_config mgmt_default_config = {
	.vid = 0x10EE, .ssvid = 0x10EE, .serial = "CSSD0000000000000001", .model = "cssd computational SSD",
	.firmware_rev = "0.1", .ieee_oui = 0x000A35, .cntlid = 0, .subnqn = NULL, .mdts = 8, .rab = 6, .acl = 3,
	.aerl = 3, .elpe = 63, .maxcmd = 4096, .max_power_cw = 2500, .rtd3r_us = 0, .rtd3e_us = 0, .wctemp = 343,
	.cctemp = 358, .temperature = 313, .num_temp_sensors = 1, .available_spare = 100, .spare_threshold = 10,
	.vwc = 1, .random_4k_read_typical_100ns = 1000, .optimal_write_size = 16384, .io_opcodes = {1u << NVME_NVM_OPC_FLUSH | 1u << NVME_NVM_OPC_WRITE | 1u << NVME_NVM_OPC_READ},
	.set_flags = SET_CFG_FORMAT_IF_BLANK, .time_scale = 256, .nns = 5,
	.ns = {{1, 1, 9, 0, 1u << 21}, {2, 2, 9, 0, 1u << 21}, {3, 3, 9, 0, 1u << 21}, {4, 4, 9, 0, 1u << 21},
	       {5, 1, 9, 1, 1u << 18}},
};

static int check_config(const struct mgmt_config *cfg, uint32_t *num_sets, uint32_t *nn)
{
	if (!cfg->nns || cfg->nns > MGMT_MAX_NS || cfg->elpe >= MGMT_ERRLOG || cfg->aerl >= MGMT_MAX_AERS ||
	    cfg->num_temp_sensors > 8 || !cfg->serial || slen(cfg->serial) > 20 || !cfg->model ||
	    slen(cfg->model) > 40 || !cfg->firmware_rev || slen(cfg->firmware_rev) > 8)
		return MGMT_ERR_CONFIG;
	*num_sets = *nn = 0;
	for (uint32_t i = 0; i < cfg->nns; i++) {
		const struct mgmt_ns *ns = &cfg->ns[i];
		if (ns->nsid < 1 || ns->nsid >= NVME_NSID_ALL || ns->nvm_set < 1 || ns->nvm_set > MGMT_MAX_SETS || !ns->blocks ||
		    (ns->lba_shift != 9 && ns->lba_shift != 12))
			return MGMT_ERR_CONFIG;
		for (uint32_t j = 0; j < i; j++)
			if (cfg->ns[j].nsid == ns->nsid)
				return MGMT_ERR_CONFIG;
		if (ns->nvm_set > *num_sets)
			*num_sets = ns->nvm_set;
		if (ns->nsid > *nn)
			*nn = ns->nsid;
	}
	return 0;
}

static void write_mailbox(struct mgmt *m, uint32_t s)
{
	struct set_mailbox mb;
	memset(&mb, 0, sizeof(mb)); /* the core's half cleared: state BOOT */
	mb.magic = SET_MAILBOX_MAGIC;
	mb.version = SET_MAILBOX_VERSION;
	mb.flags = m->cfg->set_flags;
	mb.time_scale = m->cfg->time_scale;
	/* the split cssd_system wires the channels' interrupts by (config/cssd.toml) */
	mb.ch_first = cssd_set_channel_first(s, m->set_cores, m->channels);
	mb.ch_count = cssd_set_channel_count(s, m->set_cores, m->channels);
	for (uint32_t i = 0; i < m->cfg->nns; i++) {
		const struct mgmt_ns *ns = &m->cfg->ns[i];
		if (ns->nvm_set != s + 1 || ns->priv)
			continue;
		mb.ns[mb.nns].nsid = ns->nsid;
		mb.ns[mb.nns].lba_shift = ns->lba_shift;
		mb.ns[mb.nns].blocks = ns->blocks;
		mb.nns++;
	}
	/* word by word: the DDR0 window takes single accesses only */
	volatile uint32_t *dst = (volatile uint32_t *)mailbox(s);
	const uint32_t *src = (const uint32_t *)&mb;
	for (uint32_t i = 0; i < sizeof(mb) / 4; i++)
		dst[i] = src[i];
}

int mgmt_board_config(struct mgmt_config *cfg, uint32_t set_cores, const struct nand_geometry *array,
		      uint8_t lba_shift)
{
	if (lba_shift != 9 && lba_shift != 12)
		return MGMT_ERR_CONFIG;
	if (!set_cores || set_cores > MGMT_MAX_SETS || set_cores > MGMT_MAX_NS || array->channels < set_cores)
		return MGMT_ERR_GEOMETRY;
	*cfg = mgmt_default_config;
	cfg->set_cores = set_cores;
	cfg->set_flags = SET_CFG_FORMAT_IF_BLANK;
	cfg->time_scale = 256;
	/* each set's namespace as large as its FTL exports on the channels it owns (write_mailbox's
	 * split: with channels not a multiple of the sets, the later sets own one more) */
	cfg->nns = set_cores;
	for (uint32_t s = 0; s < set_cores; s++) {
		struct nand_geometry set = *array;
		set.channels = (uint16_t)cssd_set_channel_count(s, set_cores, array->channels);
		uint64_t blocks = (uint64_t)ftl_capacity_of(&set, &set_ftl_config) * set.page_bytes >> lba_shift;
		if (!blocks)
			return MGMT_ERR_GEOMETRY;
		struct mgmt_ns ns = {.nsid = s + 1, .nvm_set = (uint16_t)(s + 1), .lba_shift = lba_shift, .priv = 0,
				     .blocks = blocks};
		cfg->ns[s] = ns;
	}
	return 0;
}

int mgmt_init(struct mgmt *m, const struct mgmt_config *cfg)
{
	uint32_t num_sets, nn;
	if (check_config(cfg, &num_sets, &nn))
		return MGMT_ERR_CONFIG;
	memset(m, 0, sizeof(*m));
	m->cfg = cfg;
	m->num_sets_cfg = num_sets;
	m->nn = nn;
	uint32_t geo = rd(R(GEOMETRY)), saca = rd(R(SACA_GEOMETRY));
	m->num_io_queues = geo & NVME__GEOMETRY__NUM_IO_QUEUES_bm;
	if (m->num_io_queues > MGMT_MAX_QUEUES)
		m->num_io_queues = MGMT_MAX_QUEUES;
	m->num_vectors = (geo & NVME__GEOMETRY__NUM_VECTORS_bm) >> NVME__GEOMETRY__NUM_VECTORS_bp;
	m->saca_sets = (saca & NVME__SACA_GEOMETRY__NUM_SETS_bm) >> NVME__SACA_GEOMETRY__NUM_SETS_bp;
	m->saca_entries = (saca & NVME__SACA_GEOMETRY__MAX_NS_bm) >> NVME__SACA_GEOMETRY__MAX_NS_bp;
	m->saca_mdts = (saca & NVME__SACA_GEOMETRY__MDTS_bm) >> NVME__SACA_GEOMETRY__MDTS_bp;
	m->channels = rd(FW_FLASH_OFF + (uint32_t)offsetof(flash_t, GEOMETRY)) & FLASH__GEOMETRY__CHANNELS_bm;
	/* every set core needs a channel, every namespace a table entry and a set that exists */
	m->set_cores = cfg->set_cores ? cfg->set_cores : m->saca_sets;
	if (!m->saca_sets || m->saca_sets > MGMT_MAX_SETS || m->set_cores > m->saca_sets || num_sets > m->set_cores ||
	    m->channels < m->set_cores)
		return MGMT_ERR_GEOMETRY;
	for (uint32_t i = 0; i < cfg->nns; i++)
		if (cfg->ns[i].nsid > m->saca_entries)
			return MGMT_ERR_GEOMETRY;
	for (uint32_t s = 0; s < m->set_cores; s++) {
		uint32_t n = 0;
		for (uint32_t i = 0; i < cfg->nns; i++)
			n += cfg->ns[i].nvm_set == s + 1 && !cfg->ns[i].priv;
		if (n > SET_MAILBOX_MAX_NS)
			return MGMT_ERR_GEOMETRY;
	}
	/* SUBNQN: the configured one, or derived from the serial number without its spaces at
	 * either end, as config.py does */
	const char *sub = cfg->subnqn;
	if (sub && *sub) {
		uint32_t n = slen(sub);
		memcpy(m->subnqn, sub, n < sizeof(m->subnqn) - 1 ? n : sizeof(m->subnqn) - 1);
	} else {
		const char *p = cfg->serial, *e = cfg->serial + slen(cfg->serial);
		while (*p == ' ')
			p++;
		while (e > p && e[-1] == ' ')
			e--;
		static const char pre[] = "nqn.2024-01.org.cssd:nvme:";
		memcpy(m->subnqn, pre, sizeof(pre) - 1);
		memcpy(m->subnqn + sizeof(pre) - 1, p, (size_t)(e - p));
	}
	for (uint32_t i = 0; i < cfg->nns; i++) {
		const struct mgmt_ns *ns = &cfg->ns[i];
		wr(R(NS_SIZE_LO), (uint32_t)ns->blocks);
		wr(R(NS_SIZE_HI), (uint32_t)(ns->blocks >> 32));
		wr(R(NS_ATTR), (ns->nsid - 1) | (uint32_t)(ns->nvm_set - 1) << NVME__NS_ATTR__SET_bp |
				       (uint32_t)ns->lba_shift << NVME__NS_ATTR__LBA_SHIFT_bp | NVME__NS_ATTR__VALID_bm |
				       (ns->priv ? 0 : NVME__NS_ATTR__HOST_bm) | NVME__NS_ATTR__GO_bm);
	}
	/* Slot caps: SLOT_CAP resets to equal shares of the hardware's sets; the sets this drive runs
	 * split the same budget, so a set that stops completing still leaves every other set its
	 * share (and the park its 72 slots, nvme.rdl). Sets without a core take no commands. */
	const uint32_t cap_budget = NVME__SLOT_CAP__SET0_reset + NVME__SLOT_CAP__SET1_reset +
				    NVME__SLOT_CAP__SET2_reset + NVME__SLOT_CAP__SET3_reset;
	uint32_t cap = cap_budget / m->set_cores, caps = 0;
	if (cap > 255)
		cap = 255;
	for (uint32_t s = 0; s < m->set_cores && s < 4; s++)
		caps |= cap << (8 * s);
	wr(R(SLOT_CAP), caps);
	for (uint32_t s = 0; s < m->set_cores; s++)
		write_mailbox(m, s);
	for (uint32_t s = 0; s <= cfg->num_temp_sensors; s++)
		m->temps[s] = cfg->temperature;
	m->power_cycles = 1;
	mgmt_feature_defaults(m, &m->saved);
	mgmt_reset_controller_state(m);
	return 0;
}
