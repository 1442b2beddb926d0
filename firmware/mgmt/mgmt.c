/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Management firmware (include/mgmt.h): the C port of sim/lib/cssd_sim/nvme_fw/model.py on the NVMe
 * management registers, with the register protocol of sim/lib/cssd_sim/nvme_fw_port.py (RtlFwHw).
 * Field layouts follow sim/lib/cssd_sim/nvme_fw/structs.py; tests/test_host_native.py::test_mgmt_layout compares them.
 *
 * Differences from the model, on purpose or not yet done (firmware/README.md lists them):
 * - no NVRAM: SMART power cycles are 1, unsafe shutdowns 0, power-on hours / busy minutes /
 *   temperature minutes 0, saved features last until power off;
 * - the host I/O counters of SMART come from the set mailboxes (since the set cores booted);
 * - NGUID / EUI64 / UUID are not derived (zero: "not reported"), so Identify CNS 03h returns the
 *   Command Set Identifier descriptor only;
 * - admin data up to MGMT_DMA_BYTES (8 KiB) per command (the model: MDTS);
 * - no I/O commands: anything on an I/O SQ completes with Invalid Command Opcode (SACA sends
 *   I/O to the set cores; the model's placeholder I/O path is not ported).
 */
#include "mgmt.h"

#include <stddef.h>
#include <string.h>

#include "generated/cssd_config.h"
#include "generated/nvme_enums.h"
#include "soc_io.h" /* generated/fw_port_regs.h: the register macros */
#include "mgmt_regs.h"
#include "set_ftl.h"
#include "set_mailbox.h"

#define R(name) (FW_NVME_OFF + (uint32_t)offsetof(nvme_t, name))

/* ---- NVMe constants (nvme_fw/model.py, nvme_fw/status.py) ---- */
#define NSID_ALL 0xFFFFFFFFu

enum {
	OPC_DELETE_SQ = 0x00, OPC_CREATE_SQ = 0x01, OPC_GET_LOG_PAGE = 0x02, OPC_DELETE_CQ = 0x04,
	OPC_CREATE_CQ = 0x05, OPC_IDENTIFY = 0x06, OPC_ABORT = 0x08, OPC_SET_FEATURES = 0x09,
	OPC_GET_FEATURES = 0x0A, OPC_AER = 0x0C,
};
/* the admin opcodes served, for the Commands Supported and Effects log */
static const uint8_t admin_opcodes[] = {OPC_DELETE_SQ, OPC_CREATE_SQ, OPC_GET_LOG_PAGE, OPC_DELETE_CQ, OPC_CREATE_CQ,
					OPC_IDENTIFY,  OPC_ABORT,     OPC_SET_FEATURES, OPC_GET_FEATURES, OPC_AER};

enum {
	FID_ARBITRATION = 0x01, FID_POWER_MGMT = 0x02, FID_TEMP_THRESHOLD = 0x04, FID_ERROR_RECOVERY = 0x05,
	FID_VWC = 0x06, FID_NUM_QUEUES = 0x07, FID_IRQ_COALESCING = 0x08, FID_IRQ_VECTOR_CONFIG = 0x09,
	FID_WRITE_ATOMICITY = 0x0A, FID_ASYNC_EVENT_CONFIG = 0x0B,
};
#define SAVEABLE(fid) \
	((fid) == FID_POWER_MGMT || (fid) == FID_TEMP_THRESHOLD || (fid) == FID_ERROR_RECOVERY || (fid) == FID_VWC || \
	 (fid) == FID_ASYNC_EVENT_CONFIG)
#define NS_SPECIFIC(fid) ((fid) == FID_ERROR_RECOVERY)

enum { LID_SUPPORTED = 0x00, LID_ERROR = 0x01, LID_SMART = 0x02, LID_FW_SLOT = 0x03, LID_CSE = 0x05,
       LID_ENDURANCE_GROUP = 0x09 };

enum { AE_ERROR = 0, AE_SMART = 1 };
enum { AEI_INVALID_DOORBELL = 0, AEI_INVALID_DOORBELL_VALUE = 1, AEI_SMART_RELIABILITY = 0,
       AEI_SMART_TEMPERATURE = 1, AEI_SMART_SPARE = 2 };
#define CW_SPARE 0x01u
#define CW_TEMPERATURE 0x02u
#define CW_RELIABILITY 0x04u
#define CW_READ_ONLY 0x08u
#define AEC_SMART_MASK 0x1Fu

/* Parameter Error Location: byte offset in the SQE, bit in 10:8 */
#define LOC_NONE 0xFFFFu
#define LOC_OPC 0u
#define LOC_FUSE 1u
#define LOC_PSDT (1u | (6u << 8))
#define LOC_NSID 4u
#define LOC_PRP1 24u
#define LOC_PRP2 32u
#define LOC_DW10 40u
#define LOC_DW10_HI 42u
#define LOC_DW11 44u
#define LOC_DW11_HI 46u
#define LOC_DW12 48u
#define LOC_DW14 56u

/* Status (SCT << 8 | SC) */
#define SC_SUCCESS 0x000u
#define SC_INVALID_OPCODE 0x001u
#define SC_INVALID_FIELD 0x002u
#define SC_DATA_TRANSFER_ERROR 0x004u
#define SC_ABORT_REQUESTED 0x007u
#define SC_ABORTED_SQ_DELETION 0x008u
#define SC_INVALID_NAMESPACE 0x00Bu
#define SC_COMMAND_SEQUENCE_ERROR 0x00Cu
#define SC_PRP_OFFSET_INVALID 0x013u
#define SC_COMPLETION_QUEUE_INVALID 0x100u
#define SC_INVALID_QUEUE_IDENTIFIER 0x101u
#define SC_INVALID_QUEUE_SIZE 0x102u
#define SC_ABORT_LIMIT_EXCEEDED 0x103u
#define SC_AER_LIMIT_EXCEEDED 0x105u
#define SC_INVALID_INTERRUPT_VECTOR 0x108u
#define SC_INVALID_LOG_PAGE 0x109u
#define SC_INVALID_QUEUE_DELETION 0x10Cu
#define SC_FEATURE_NOT_SAVEABLE 0x10Du
#define SC_FEATURE_NOT_NS_SPECIFIC 0x10Fu
#define SF_M (1u << 13)
#define SF_DNR (1u << 14)

/*
 * A handler's result: 0 = success (dw0 through the out parameter), HOLD = the command stays
 * outstanding (AER), else an error: the status code in 10:0, bit 15 = retry allowed (the model's
 * CmdError(dnr=False)), the Parameter Error Location in 31:16.
 */
#define HOLD 0x7800u
#define NODNR 0x8000u
#define ERR(code, loc) ((uint32_t)(code) | (uint32_t)(loc) << 16)

#define MAX_QUEUE_ENTRIES 4096u /* CAP.MQES + 1 as the port reports it */
#define IDENTIFY_SIZE 4096u
#define PRP_LIST_OFF 8192u /* PRP list entries are read after the data area of the staging */

struct sqe {
	uint32_t dw[16];
	uint32_t opc, fuse, psdt, cid, nsid, cdw10, cdw11, cdw12, cdw13, cdw14;
	uint64_t prp1, prp2;
};

/* ---- configuration ---- */
const struct mgmt_config mgmt_default_config = {
	.vid = 0x10EE, .ssvid = 0x10EE, .serial = "CSSD0000000000000001", .model = "cssd computational SSD",
	.firmware_rev = "0.1", .ieee_oui = 0x000A35, .cntlid = 0, .subnqn = NULL, .mdts = 8, .rab = 6, .acl = 3,
	.aerl = 3, .elpe = 63, .maxcmd = 4096, .max_power_cw = 2500, .rtd3r_us = 0, .rtd3e_us = 0, .wctemp = 343,
	.cctemp = 358, .temperature = 313, .num_temp_sensors = 1, .available_spare = 100, .spare_threshold = 10,
	.vwc = 1, .random_4k_read_typical_100ns = 1000, .optimal_write_size = 16384, .io_opcodes = 0x7,
	.set_flags = SET_CFG_FORMAT_IF_BLANK, .time_scale = 256, .nns = 5,
	.ns = {{1, 1, 9, 0, 1u << 21}, {2, 2, 9, 0, 1u << 21}, {3, 3, 9, 0, 1u << 21}, {4, 4, 9, 0, 1u << 21},
	       {5, 1, 9, 1, 1u << 18}},
};

/* ---- small helpers ---- */
static uint32_t rd(uint32_t reg)
{
	return mgmt_rd32(reg);
}

static void wr(uint32_t reg, uint32_t v)
{
	mgmt_wr32(reg, v);
}

static uint8_t *staging(void)
{
	return mgmt_ddr0_ptr(MGMT_DMA_DDR0);
}

static void put(uint8_t *b, uint32_t off, uint32_t width, uint64_t v)
{
	for (uint32_t i = 0; i < width; i++, v >>= 8)
		b[off + i] = i < 8 ? (uint8_t)v : 0;
}

static void put_ascii(uint8_t *b, uint32_t off, uint32_t width, const char *s)
{
	uint32_t i = 0;
	for (; s && s[i] && i < width; i++)
		b[off + i] = (uint8_t)s[i];
	for (; i < width; i++)
		b[off + i] = ' ';
}

/* no string library: the cross-compile test allows the mem* functions only */
static uint32_t slen(const char *s)
{
	uint32_t n = 0;
	while (s[n])
		n++;
	return n;
}

static uint64_t div_up(uint64_t a, uint64_t b)
{
	return (a + b - 1) / b;
}

static const struct mgmt_ns *ns_of(const struct mgmt *m, uint32_t nsid, uint32_t *idx)
{
	for (uint32_t i = 0; i < m->cfg->nns; i++)
		if (m->cfg->ns[i].nsid == nsid) {
			if (idx)
				*idx = i;
			return &m->cfg->ns[i];
		}
	return NULL;
}

/* the namespace if nsid is active for the host (private namespaces never are) */
static const struct mgmt_ns *host_ns(const struct mgmt *m, uint32_t nsid, uint32_t *idx)
{
	const struct mgmt_ns *ns = ns_of(m, nsid, idx);
	return ns && !ns->priv ? ns : NULL;
}

static int nsid_valid(const struct mgmt *m, uint32_t nsid)
{
	return nsid >= 1 && nsid <= m->nn;
}

static uint32_t page_size(const struct mgmt *m)
{
	return 4096u << ((m->cc >> 7) & 0xF);
}

static volatile struct set_mailbox *mailbox(uint32_t set)
{
	return mgmt_ddr0_ptr(SOC_SET_DDR0_BASE(set));
}

/* ---- features ---- */
static void feature_defaults(const struct mgmt *m, struct mgmt_features *f)
{
	memset(f, 0, sizeof(*f));
	f->arb = 7; /* AB = 111b (no limit), all weights 0 */
	f->vwc = m->cfg->vwc ? 1 : 0;
	for (uint32_t s = 0; s <= m->cfg->num_temp_sensors; s++) {
		f->temp[s][0] = s == 0 ? m->cfg->wctemp : 0xFFFF;
		f->temp[s][1] = 0;
	}
}

/* Controller Level Reset: queues, outstanding AERs, events and features (saved ones kept) */
static void reset_controller_state(struct mgmt *m)
{
	memset(m->sq, 0, sizeof(m->sq));
	memset(m->cq, 0, sizeof(m->cq));
	m->queues_created = 0;
	m->nsqa = m->ncqa = m->num_io_queues;
	m->naers = 0;
	m->nev = 0;
	for (uint32_t i = 0; i < 8; i++)
		m->aer_mask[i] = -1;
	struct mgmt_features d;
	feature_defaults(m, &d);
	m->feat = d;
	m->feat.pm = m->saved.pm;
	m->feat.vwc = m->saved.vwc;
	m->feat.aec = m->saved.aec;
	memcpy(m->feat.temp, m->saved.temp, sizeof(d.temp));
	memcpy(m->feat.err_rec, m->saved.err_rec, sizeof(d.err_rec));
	memset(m->iv_cd, 0, sizeof(m->iv_cd));
}

/* ---- hardware operations (nvme_fw_port.RtlFwHw) ---- */
static void wait_status(uint32_t mask, uint32_t want)
{
	while ((rd(R(STATUS)) & mask) != want)
		;
}

static void complete(struct mgmt *m, uint32_t sqid, uint32_t cid, uint32_t gen, uint32_t status, uint32_t dw0)
{
	(void)m;
	wait_status(NVME__STATUS__CPL_SPACE_bm, NVME__STATUS__CPL_SPACE_bm);
	wr(R(CPL_DW0), dw0);
	wr(R(CPL_DW1), 0);
	wr(R(CPL_ID), (sqid & 0xFFFF) | (cid & 0xFFFF) << 16);
	wr(R(CPL_STATUS), (status & 0x7FFF) | (gen & 0xF) << NVME__CPL_STATUS__GEN_bp | NVME__CPL_STATUS__PUSH_bm);
}

static void qcfg(uint32_t op, uint32_t qid, uint64_t base, uint32_t size, uint32_t cqid_iv, uint32_t prio, uint32_t ien)
{
	wr(R(QCFG_BASE_LO), (uint32_t)base);
	wr(R(QCFG_BASE_HI), (uint32_t)(base >> 32));
	wr(R(QCFG_ATTR), (size - 1) | prio << NVME__QCFG_ATTR__PRIO_bp | ien << NVME__QCFG_ATTR__IEN_bp);
	wr(R(QCFG_OP), op | qid << NVME__QCFG_OP__QID_bp | cqid_iv << NVME__QCFG_OP__CQID_IV_bp | NVME__QCFG_OP__GO_bm);
	wait_status(NVME__STATUS__QCFG_BUSY_bm, 0);
}

static void set_arbitration(uint32_t v)
{
	wr(R(ARB), v & 0xFFFFFF07u); /* AB 2:0 and the three weights, as Feature 01h */
}

static void set_coalescing(uint32_t v)
{
	wr(R(COALESCE), v & 0xFFFF);
}

/* one DMA between the host and the staging area; 0 on success */
static int dma(int to_host, uint64_t host, uint32_t local, uint32_t len)
{
	static uint32_t id;
	wait_status(NVME__STATUS__DMA_SPACE_bm, NVME__STATUS__DMA_SPACE_bm);
	id = (id + 1) & 0xFF;
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

/* ---- error log and asynchronous events ---- */
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

static void record_error(struct mgmt *m, uint32_t sqid, uint32_t cid, uint32_t status, uint32_t loc, uint32_t nsid)
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
	e->nsid = nsid_valid(m, nsid) ? nsid : NSID_ALL;
	uint32_t grp = set_index_of(m, nsid);
	if (grp && grp <= MGMT_MAX_SETS)
		m->set_errors[grp - 1]++;
}

static void process_aers(struct mgmt *m)
{
	while (m->naers) {
		uint32_t i = 0;
		while (i < m->nev && m->aer_mask[m->evq[i][0] & 7] >= 0)
			i++;
		if (i == m->nev)
			return;
		uint32_t type = m->evq[i][0], info = m->evq[i][1], lid = m->evq[i][2];
		memmove(&m->evq[i], &m->evq[i + 1], (m->nev - i - 1) * sizeof(m->evq[0]));
		m->nev--;
		m->aer_mask[type & 7] = (int16_t)lid;
		uint32_t cid = m->aer_cid[0], gen = m->aer_gen[0];
		memmove(&m->aer_cid[0], &m->aer_cid[1], (m->naers - 1) * sizeof(m->aer_cid[0]));
		memmove(&m->aer_gen[0], &m->aer_gen[1], (m->naers - 1) * sizeof(m->aer_gen[0]));
		m->naers--;
		complete(m, 0, cid, gen, SC_SUCCESS, type | info << 8 | lid << 16);
	}
}

static void clear_events(struct mgmt *m, uint32_t lid)
{
	for (uint32_t t = 0; t < 8; t++)
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

static uint32_t critical_warning(const struct mgmt *m)
{
	uint32_t cw = 0;
	if (m->cfg->available_spare < m->cfg->spare_threshold)
		cw |= CW_SPARE;
	if (temperature_alarm(m))
		cw |= CW_TEMPERATURE;
	return cw;
}

/* SMART / Health events for critical warning bits that became set */
static void check_health(struct mgmt *m)
{
	uint32_t cw = critical_warning(m), fresh = cw & ~m->cw_reported;
	m->cw_reported = cw;
	for (uint32_t bit = 0; bit < 6; bit++) {
		if (!(fresh & m->feat.aec & AEC_SMART_MASK & (1u << bit)))
			continue;
		raise_event(m, AE_SMART, bit == 0 ? AEI_SMART_SPARE : bit == 1 ? AEI_SMART_TEMPERATURE : AEI_SMART_RELIABILITY,
			    LID_SMART);
	}
}

/* ---- PRP data transfer (model._prp_ranges, _merge, _to_host) ---- */
struct range {
	uint64_t addr;
	uint32_t len;
};
#define MAX_RANGES 8u

static uint32_t prp_ranges(struct mgmt *m, const struct sqe *c, uint32_t length, struct range *r, uint32_t *nr)
{
	uint64_t ps = page_size(m);
	if (c->prp1 & 3)
		return ERR(SC_PRP_OFFSET_INVALID, LOC_PRP1);
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
			return ERR(SC_PRP_OFFSET_INVALID, LOC_PRP2);
		r[(*nr)++] = (struct range){c->prp2, left};
		return 0;
	}
	/* PRP2 is a PRP List pointer; the last entry of a full list page chains to the next page */
	if (c->prp2 & 3)
		return ERR(SC_PRP_OFFSET_INVALID, LOC_PRP2);
	uint64_t lst = c->prp2;
	while (left) {
		uint32_t slots = (uint32_t)((ps - (lst & (ps - 1))) / 8), pages = (uint32_t)div_up(left, ps);
		uint32_t n = pages <= slots ? pages : slots;
		if (dma(0, lst, MGMT_DMA_DDR0 + PRP_LIST_OFF, n * 8))
			return ERR(SC_DATA_TRANSFER_ERROR, LOC_NONE) | NODNR;
		const uint8_t *raw = staging() + PRP_LIST_OFF;
		uint32_t use = pages > slots ? n - 1 : n;
		for (uint32_t i = 0; i < use; i++) {
			uint64_t e = 0;
			for (int k = 7; k >= 0; k--)
				e = e << 8 | raw[8 * i + (uint32_t)k];
			if (e & (ps - 1))
				return ERR(SC_PRP_OFFSET_INVALID, LOC_PRP2);
			uint32_t chunk = left < ps ? left : (uint32_t)ps;
			if (*nr == MAX_RANGES) /* cannot happen within MGMT_DMA_BYTES at 4 KiB pages */
				return ERR(SC_INVALID_FIELD, LOC_DW10_HI);
			r[(*nr)++] = (struct range){e, chunk};
			left -= chunk;
		}
		if (pages > slots) {
			uint64_t chain = 0;
			for (int k = 7; k >= 0; k--)
				chain = chain << 8 | raw[8 * (n - 1) + (uint32_t)k];
			if (chain & 7)
				return ERR(SC_PRP_OFFSET_INVALID, LOC_PRP2);
			lst = chain;
		}
	}
	return 0;
}

/* the first `length` bytes of the staging area to the host buffer the command's PRPs describe */
static uint32_t to_host(struct mgmt *m, const struct sqe *c, uint32_t length)
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
		if (dma(1, a, MGMT_DMA_DDR0 + pos, n))
			return ERR(SC_DATA_TRANSFER_ERROR, LOC_NONE) | NODNR;
		pos += n;
	}
	return 0;
}

/* ---- queue management ---- */
static uint32_t nsid_unused(const struct sqe *c)
{
	return c->nsid ? ERR(SC_INVALID_FIELD, LOC_NSID) : 0;
}

static uint32_t create_cq(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c);
	if (rc)
		return rc;
	uint32_t qid = c->cdw10 & 0xFFFF, qsize = c->cdw10 >> 16;
	uint32_t pc = c->cdw11 & 1, ien = (c->cdw11 >> 1) & 1, iv = c->cdw11 >> 16;
	uint32_t lim = m->ncqa < m->num_io_queues ? m->ncqa : m->num_io_queues;
	if (qid == 0 || qid > lim || m->cq[qid].used)
		return ERR(SC_INVALID_QUEUE_IDENTIFIER, LOC_DW10);
	if (qsize == 0 || qsize + 1 > MAX_QUEUE_ENTRIES)
		return ERR(SC_INVALID_QUEUE_SIZE, LOC_DW10_HI);
	if (c->prp1 & (page_size(m) - 1))
		return ERR(SC_PRP_OFFSET_INVALID, LOC_PRP1);
	if (iv >= m->num_vectors)
		return ERR(SC_INVALID_INTERRUPT_VECTOR, LOC_DW11_HI);
	if (!pc) /* CAP.CQR = 1: queues must be physically contiguous */
		return ERR(SC_INVALID_FIELD, LOC_DW11);
	m->cq[qid] = (struct mgmt_cq){c->prp1, (uint16_t)(qsize + 1), (uint16_t)iv, (uint8_t)ien, 1};
	m->queues_created = 1;
	qcfg(1, qid, c->prp1, qsize + 1, iv, 0, ien);
	return 0;
}

static uint32_t create_sq(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c);
	if (rc)
		return rc;
	uint32_t qid = c->cdw10 & 0xFFFF, qsize = c->cdw10 >> 16;
	uint32_t pc = c->cdw11 & 1, qprio = (c->cdw11 >> 1) & 3, cqid = c->cdw11 >> 16, nvmsetid = c->cdw12 & 0xFFFF;
	uint32_t lim = m->nsqa < m->num_io_queues ? m->nsqa : m->num_io_queues;
	if (cqid == 0 || cqid > MGMT_MAX_QUEUES || !m->cq[cqid].used)
		return ERR(SC_COMPLETION_QUEUE_INVALID, LOC_DW11_HI);
	if (qid == 0 || qid > lim || m->sq[qid].used)
		return ERR(SC_INVALID_QUEUE_IDENTIFIER, LOC_DW10);
	if (qsize == 0 || qsize + 1 > MAX_QUEUE_ENTRIES)
		return ERR(SC_INVALID_QUEUE_SIZE, LOC_DW10_HI);
	if (c->prp1 & (page_size(m) - 1))
		return ERR(SC_PRP_OFFSET_INVALID, LOC_PRP1);
	if (!pc)
		return ERR(SC_INVALID_FIELD, LOC_DW11);
	if (nvmsetid > m->num_sets_cfg)
		return ERR(SC_INVALID_FIELD, LOC_DW12);
	/* QPRIO only has meaning under weighted round robin (CC.AMS = 001b) */
	uint32_t prio = ((m->cc >> 11) & 7) == 1 ? qprio : 0;
	m->sq[qid] = (struct mgmt_sq){c->prp1, (uint16_t)(qsize + 1), (uint16_t)cqid, (uint16_t)nvmsetid, (uint8_t)prio, 1};
	m->queues_created = 1;
	qcfg(0, qid, c->prp1, qsize + 1, cqid, prio, 0);
	return 0;
}

/* No I/O command is ever held here (the set cores serve them), so a deletion completes at once;
 * the model's wait for held commands and their Aborted due to SQ Deletion are not needed. */
static uint32_t delete_sq(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c), qid = c->cdw10 & 0xFFFF;
	if (rc)
		return rc;
	if (qid == 0 || qid > MGMT_MAX_QUEUES || !m->sq[qid].used)
		return ERR(SC_INVALID_QUEUE_IDENTIFIER, LOC_DW10);
	m->sq[qid].used = 0;
	qcfg(2, qid, 0, 1, 0, 0, 0);
	return 0;
}

static uint32_t delete_cq(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c), qid = c->cdw10 & 0xFFFF;
	if (rc)
		return rc;
	if (qid == 0 || qid > MGMT_MAX_QUEUES || !m->cq[qid].used)
		return ERR(SC_INVALID_QUEUE_IDENTIFIER, LOC_DW10);
	for (uint32_t i = 1; i <= MGMT_MAX_QUEUES; i++)
		if (m->sq[i].used && m->sq[i].cqid == qid)
			return ERR(SC_INVALID_QUEUE_DELETION, LOC_DW10) | NODNR;
	m->cq[qid].used = 0;
	qcfg(3, qid, 0, 1, 0, 0, 0);
	return 0;
}

/* ---- Identify (structs.py) ---- */
static void identify_controller(const struct mgmt *m, uint8_t *b)
{
	const struct mgmt_config *cfg = m->cfg;
	put(b, 0, 2, cfg->vid);
	put(b, 2, 2, cfg->ssvid);
	put_ascii(b, 4, 20, cfg->serial);
	put_ascii(b, 24, 40, cfg->model);
	put_ascii(b, 64, 8, cfg->firmware_rev);
	put(b, 72, 1, cfg->rab);
	put(b, 73, 3, cfg->ieee_oui); /* IEEE: OUI, least significant byte first */
	put(b, 77, 1, cfg->mdts);
	put(b, 78, 2, cfg->cntlid);
	put(b, 80, 4, 0x00020000u); /* VER 2.0 */
	put(b, 84, 4, cfg->rtd3r_us);
	put(b, 88, 4, cfg->rtd3e_us);
	put(b, 96, 4, (1u << 2) | (1u << 4)); /* CTRATT: NVM Sets, Endurance Groups */
	put(b, 111, 1, 1);                    /* CNTRLTYPE: I/O controller */
	put(b, 258, 1, cfg->acl);
	put(b, 259, 1, cfg->aerl);
	put(b, 260, 1, 0x03); /* FRMW: one slot, slot 1 read only */
	put(b, 261, 1, 0x06); /* LPA: Commands Supported and Effects log, extended data */
	put(b, 262, 1, cfg->elpe);
	put(b, 266, 2, cfg->wctemp);
	put(b, 268, 2, cfg->cctemp);
	put(b, 338, 2, m->num_sets_cfg); /* NSETIDMAX */
	put(b, 340, 2, m->num_sets_cfg); /* ENDGIDMAX: one Endurance Group per NVM Set */
	put(b, 512, 1, 0x66);            /* SQES */
	put(b, 513, 1, 0x44);            /* CQES */
	put(b, 514, 2, cfg->maxcmd);
	put(b, 516, 4, m->nn);
	put(b, 520, 2, 1u << 4); /* ONCS: Save / Select in Set / Get Features */
	put(b, 525, 1, cfg->vwc ? 0x07 : 0);
	memcpy(b + 768, m->subnqn, slen(m->subnqn)); /* SUBNQN, null terminated by the zero fill */
	put(b, 2048, 2, cfg->max_power_cw);            /* Power State Descriptor 0 */
}

static void identify_namespace(const struct mgmt_ns *ns, uint8_t *b)
{
	put(b, 0, 8, ns->blocks);  /* NSZE */
	put(b, 8, 8, ns->blocks);  /* NCAP */
	put(b, 16, 8, ns->blocks); /* NUSE */
	put(b, 25, 1, 1);          /* NLBAF (0's based): LBAF0 512 B, LBAF1 4 KiB */
	put(b, 26, 1, ns->lba_shift == 12 ? 1 : 0);
	put(b, 48, 16, ns->blocks << ns->lba_shift); /* NVMCAP */
	put(b, 100, 2, ns->nvm_set);                 /* NVMSETID */
	put(b, 102, 2, ns->nvm_set);                 /* ENDGID */
	/* NGUID (104) and EUI64 (120) stay zero: not derived here (see the file comment) */
	put(b, 128, 4, (9u << 16) | (1u << 24)); /* LBAF0: 512 B, Relative Performance "better" */
	put(b, 132, 4, 12u << 16);               /* LBAF1: 4 KiB, "best" */
}

static void nvm_set_list(const struct mgmt *m, uint32_t first, uint8_t *b)
{
	uint32_t n = 0;
	for (uint32_t s = first ? first : 1; s <= m->num_sets_cfg && n < 31; s++, n++) {
		uint32_t off = 128 + 128 * n;
		uint64_t cap = 0;
		for (uint32_t i = 0; i < m->cfg->nns; i++)
			if (m->cfg->ns[i].nvm_set == s)
				cap += m->cfg->ns[i].blocks << m->cfg->ns[i].lba_shift;
		put(b, off, 2, s);
		put(b, off + 2, 2, s);
		put(b, off + 8, 4, m->cfg->random_4k_read_typical_100ns);
		put(b, off + 12, 4, m->cfg->optimal_write_size);
		put(b, off + 16, 16, cap);
	}
	put(b, 0, 1, n);
}

static uint32_t identify(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t cns = c->cdw10 & 0xFF, nsid = c->nsid, rc;
	uint8_t *b = staging();
	memset(b, 0, IDENTIFY_SIZE);
	const struct mgmt_ns *ns;
	switch (cns) {
	case 0x00:
	case 0x08: /* Identify Namespace / I/O Command Set Independent Identify Namespace */
		if (!nsid_valid(m, nsid)) /* includes FFFFFFFFh: no Namespace Management */
			return ERR(SC_INVALID_NAMESPACE, LOC_NSID);
		ns = host_ns(m, nsid, NULL);
		if (ns && cns == 0x00)
			identify_namespace(ns, b);
		else if (ns) {
			put(b, 10, 2, ns->nvm_set);
			put(b, 12, 2, ns->nvm_set);
			put(b, 14, 1, 1); /* NSTAT: ready */
		} /* inactive NSID: zero filled */
		break;
	case 0x01:
		if ((rc = nsid_unused(c)))
			return rc;
		identify_controller(m, b);
		break;
	case 0x02: { /* Active Namespace ID list, NSIDs greater than NSID, ascending */
		if (nsid >= 0xFFFFFFFEu)
			return ERR(SC_INVALID_NAMESPACE, LOC_NSID);
		uint32_t n = 0, last = nsid;
		for (;;) {
			uint32_t best = 0;
			for (uint32_t i = 0; i < m->cfg->nns; i++) {
				uint32_t id = m->cfg->ns[i].nsid;
				if (!m->cfg->ns[i].priv && id > last && (!best || id < best))
					best = id;
			}
			if (!best || n == 1024)
				break;
			put(b, 4 * n++, 4, best);
			last = best;
		}
		break;
	}
	case 0x03: /* Namespace Identification Descriptors: the CSI (NVM) one only, see above */
		if (!nsid_valid(m, nsid))
			return ERR(SC_INVALID_NAMESPACE, LOC_NSID);
		if (!host_ns(m, nsid, NULL))
			return ERR(SC_INVALID_FIELD, LOC_NSID);
		put(b, 0, 1, 4);
		put(b, 1, 1, 1);
		break;
	case 0x04:
		if ((rc = nsid_unused(c)))
			return rc;
		nvm_set_list(m, c->cdw11 & 0xFFFF, b);
		break;
	case 0x19: { /* Endurance Group List */
		if ((rc = nsid_unused(c)))
			return rc;
		uint32_t first = c->cdw11 & 0xFFFF, n = 0;
		for (uint32_t g = 1; g <= m->num_sets_cfg; g++)
			if (g >= first)
				put(b, 2 + 2 * n++, 2, g);
		put(b, 0, 2, n);
		break;
	}
	default:
		return ERR(SC_INVALID_FIELD, LOC_DW10);
	}
	return to_host(m, c, IDENTIFY_SIZE);
}

/* ---- Get Log Page ---- */
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
	return lid == LID_SUPPORTED || lid == LID_ERROR || lid == LID_SMART || lid == LID_FW_SLOT || lid == LID_CSE ||
	       lid == LID_ENDURANCE_GROUP;
}

/* builds log page `lid` into b (zeroed, 4 KiB); returns its size */
static uint32_t build_log(struct mgmt *m, uint32_t lid, uint32_t lsi, uint8_t *b)
{
	const struct mgmt_config *cfg = m->cfg;
	switch (lid) {
	case LID_SUPPORTED:
		for (uint32_t l = 0; l < 256; l++)
			if (log_supported(l))
				put(b, 4 * l, 4, 1);
		return 1024;
	case LID_ERROR: { /* newest first; unused entries zero */
		uint32_t n = cfg->elpe + 1u;
		for (uint32_t i = 0; i < n && i < m->error_count; i++) {
			const struct mgmt_err *e = &m->errlog[(m->error_count - i) % n];
			uint8_t *p = b + 64 * i;
			put(p, 0, 8, e->count);
			put(p, 8, 2, e->sqid);
			put(p, 10, 2, e->cid);
			put(p, 12, 2, (uint32_t)(e->status & 0x7FFF) << 1); /* phase tag bit 0 = 0 */
			put(p, 14, 2, e->loc);
			put(p, 16, 8, e->lba);
			put(p, 24, 4, e->nsid);
		}
		return 64 * n;
	}
	case LID_SMART: {
		struct set_totals tot = {0}, t;
		for (uint32_t s = 0; s < m->set_cores; s++) {
			set_counters(s, &t);
			tot.read_cmds += t.read_cmds;
			tot.write_cmds += t.write_cmds;
			tot.read_pages += t.read_pages;
			tot.write_pages += t.write_pages;
			tot.media_errors += t.media_errors;
		}
		put(b, 0, 1, critical_warning(m));
		put(b, 1, 2, m->temps[0]);
		put(b, 3, 1, cfg->available_spare);
		put(b, 4, 1, cfg->spare_threshold);
		/* Data units: thousands of 512-byte units, rounded up, from the 4 KiB pages the HIL
		 * moved (as sim/lib/cssd_sim/fw_system_tb.py feeds the model: a 512 B read counts a page) */
		put(b, 32, 16, div_up(tot.read_pages * 8, 1000));
		put(b, 48, 16, div_up(tot.write_pages * 8, 1000));
		put(b, 64, 16, tot.read_cmds);
		put(b, 80, 16, tot.write_cmds);
		put(b, 112, 16, m->power_cycles);
		put(b, 160, 16, tot.media_errors);
		put(b, 176, 16, m->error_count);
		for (uint32_t s = 0; s < cfg->num_temp_sensors; s++)
			put(b, 200 + 2 * s, 2, m->temps[1 + s]);
		return 512;
	}
	case LID_FW_SLOT:
		put(b, 0, 1, 1); /* AFI: running from slot 1 */
		put_ascii(b, 8, 8, cfg->firmware_rev);
		return 512;
	case LID_CSE:
		for (uint32_t i = 0; i < sizeof(admin_opcodes); i++)
			put(b, 4u * admin_opcodes[i], 4, 1); /* CSUPP */
		for (uint32_t opc = 0; opc < 32; opc++)
			if (cfg->io_opcodes >> opc & 1)
				put(b, 1024 + 4 * opc, 4, opc == 0 || opc == 1 ? 3 : 1); /* Flush, Write: + LBCC */
		return 4096;
	case LID_ENDURANCE_GROUP: {
		struct set_totals t = {0};
		if (lsi - 1 < m->set_cores)
			set_counters(lsi - 1, &t);
		uint64_t cap = 0;
		for (uint32_t i = 0; i < cfg->nns; i++)
			if (cfg->ns[i].nvm_set == lsi)
				cap += cfg->ns[i].blocks << cfg->ns[i].lba_shift;
		put(b, 0, 1, critical_warning(m) & (CW_SPARE | CW_RELIABILITY | CW_READ_ONLY));
		put(b, 3, 1, cfg->available_spare);
		put(b, 4, 1, cfg->spare_threshold);
		put(b, 48, 16, div_up(t.read_pages * 4096, 1000000000u)); /* billions of bytes, rounded up */
		put(b, 64, 16, div_up(t.write_pages * 4096, 1000000000u));
		put(b, 80, 16, div_up(t.write_pages * 4096, 1000000000u));
		put(b, 96, 16, t.read_cmds);
		put(b, 112, 16, t.write_cmds);
		put(b, 128, 16, t.media_errors);
		put(b, 144, 16, lsi <= MGMT_MAX_SETS ? m->set_errors[lsi - 1] : 0);
		put(b, 160, 16, cap);
		return 512;
	}
	}
	return 0;
}

static uint32_t get_log_page(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t lid = c->cdw10 & 0xFF, rae = (c->cdw10 >> 15) & 1;
	uint32_t numd = (c->cdw11 & 0xFFFF) << 16 | c->cdw10 >> 16, lsi = c->cdw11 >> 16;
	uint64_t offset = c->cdw12 | (uint64_t)c->cdw13 << 32, length = ((uint64_t)numd + 1) * 4;
	uint32_t csi = c->cdw14 >> 24, ot = (c->cdw14 >> 23) & 1;
	if (!log_supported(lid))
		return ERR(SC_INVALID_LOG_PAGE, LOC_DW10);
	if (c->nsid != 0 && c->nsid != NSID_ALL) /* no log page here is namespace specific */
		return ERR(SC_INVALID_FIELD, LOC_NSID);
	if (ot)
		return ERR(SC_INVALID_FIELD, LOC_DW14 + 2);
	if (offset & 3)
		return ERR(SC_INVALID_FIELD, LOC_DW12);
	if (m->cfg->mdts && length > (4096ull << m->cfg->mdts))
		return ERR(SC_INVALID_FIELD, LOC_DW10_HI);
	if (lid == LID_ENDURANCE_GROUP && (lsi < 1 || lsi > m->num_sets_cfg))
		return ERR(SC_INVALID_FIELD, LOC_DW11_HI);
	if (lid == LID_CSE && csi != 0)
		return ERR(SC_INVALID_FIELD, LOC_DW14 + 3);
	/* partial: one staging buffer (the model allows up to MDTS) */
	if (length > MGMT_DMA_BYTES)
		return ERR(SC_INVALID_FIELD, LOC_DW10_HI);
	uint8_t *b = staging();
	memset(b, 0, MGMT_DMA_BYTES);
	uint32_t size = build_log(m, lid, lsi, b);
	if (offset >= size)
		return ERR(SC_INVALID_FIELD, LOC_DW12);
	memmove(b, b + offset, size - offset);
	memset(b + (size - offset), 0, MGMT_DMA_BYTES - (size - (uint32_t)offset));
	uint32_t rc = to_host(m, c, (uint32_t)length);
	if (!rc && !rae)
		clear_events(m, lid);
	return rc;
}

/* ---- Get / Set Features ---- */
static int feature_supported(const struct mgmt *m, uint32_t fid)
{
	if (fid == FID_VWC)
		return m->cfg->vwc;
	return fid == FID_ARBITRATION || fid == FID_POWER_MGMT || fid == FID_TEMP_THRESHOLD || fid == FID_ERROR_RECOVERY ||
	       fid == FID_NUM_QUEUES || fid == FID_IRQ_COALESCING || fid == FID_IRQ_VECTOR_CONFIG ||
	       fid == FID_WRITE_ATOMICITY || fid == FID_ASYNC_EVENT_CONFIG;
}

static uint32_t vector_arg(const struct mgmt *m, uint32_t dw11, uint32_t *iv)
{
	*iv = dw11 & 0xFFFF;
	/* coalescing never applies to the admin queue's vector 0 */
	if (*iv == 0 || *iv >= m->num_vectors)
		return ERR(SC_INVALID_FIELD, LOC_DW11);
	return 0;
}

/* temperature sensor selection: *first..*last sensors, *th threshold type */
static uint32_t temp_select(const struct mgmt *m, uint32_t dw11, int for_set, uint32_t *first, uint32_t *last, uint32_t *th)
{
	uint32_t tmpsel = (dw11 >> 16) & 0xF;
	*th = (dw11 >> 20) & 3;
	if (*th > 1)
		return ERR(SC_INVALID_FIELD, (LOC_DW11 + 2) | (4u << 8));
	if (tmpsel == 0xF && for_set) {
		*first = 0;
		*last = m->cfg->num_temp_sensors;
		return 0;
	}
	if (tmpsel > m->cfg->num_temp_sensors)
		return ERR(SC_INVALID_FIELD, LOC_DW11 + 2);
	*first = *last = tmpsel;
	return 0;
}

/* the feature set a Select value names: current, default, saved (default if not saveable) */
static const struct mgmt_features *selected(const struct mgmt *m, uint32_t fid, uint32_t sel, struct mgmt_features *tmp)
{
	if (sel == 0)
		return &m->feat;
	if (sel == 2 && SAVEABLE(fid))
		return &m->saved;
	feature_defaults(m, tmp);
	return tmp;
}

static uint32_t get_features(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	uint32_t fid = c->cdw10 & 0xFF, sel = (c->cdw10 >> 8) & 7, rc, n = m->num_io_queues;
	if (!feature_supported(m, fid))
		return ERR(SC_INVALID_FIELD, LOC_DW10);
	if (sel > 3)
		return ERR(SC_INVALID_FIELD, LOC_DW10 + 1);
	if (sel == 3) { /* supported capabilities */
		*dw0 = (SAVEABLE(fid) ? 1u : 0) | (NS_SPECIFIC(fid) ? 2u : 0) | 4u;
		return 0;
	}
	struct mgmt_features tmp;
	const struct mgmt_features *f = selected(m, fid, sel, &tmp);
	switch (fid) {
	case FID_ARBITRATION: *dw0 = f->arb; break;
	case FID_POWER_MGMT: *dw0 = f->pm; break;
	case FID_VWC: *dw0 = f->vwc; break;
	case FID_IRQ_COALESCING: *dw0 = f->coal; break;
	case FID_WRITE_ATOMICITY: *dw0 = f->wa; break;
	case FID_ASYNC_EVENT_CONFIG: *dw0 = f->aec; break;
	case FID_TEMP_THRESHOLD: {
		uint32_t s, last, th;
		if ((rc = temp_select(m, c->cdw11, 0, &s, &last, &th)))
			return rc;
		*dw0 = f->temp[s][th] | s << 16 | th << 20;
		break;
	}
	case FID_ERROR_RECOVERY: {
		uint32_t idx;
		if (!nsid_valid(m, c->nsid))
			return ERR(SC_INVALID_NAMESPACE, LOC_NSID);
		if (!host_ns(m, c->nsid, &idx))
			return ERR(SC_INVALID_FIELD, LOC_NSID);
		*dw0 = f->err_rec[idx];
		break;
	}
	case FID_NUM_QUEUES:
		*dw0 = sel == 0 ? (m->ncqa - 1) << 16 | (m->nsqa - 1) : (n - 1) << 16 | (n - 1);
		break;
	case FID_IRQ_VECTOR_CONFIG: {
		uint32_t iv;
		if ((rc = vector_arg(m, c->cdw11, &iv)))
			return rc;
		*dw0 = iv | (uint32_t)(sel == 0 && iv < MGMT_MAX_VECTORS && m->iv_cd[iv]) << 16;
		break;
	}
	}
	return 0;
}

static uint32_t set_features(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	uint32_t fid = c->cdw10 & 0xFF, sv = c->cdw10 >> 31, dw11 = c->cdw11, rc;
	struct mgmt_features *f = &m->feat, *saved = &m->saved;
	if (!feature_supported(m, fid))
		return ERR(SC_INVALID_FIELD, LOC_DW10);
	if (sv && !SAVEABLE(fid))
		return ERR(SC_FEATURE_NOT_SAVEABLE, (LOC_DW10 + 3) | (7u << 8));
	if (!NS_SPECIFIC(fid) && c->nsid != 0 && c->nsid != NSID_ALL) {
		if (!nsid_valid(m, c->nsid))
			return ERR(SC_INVALID_NAMESPACE, LOC_NSID);
		return ERR(SC_FEATURE_NOT_NS_SPECIFIC, LOC_NSID);
	}
	switch (fid) {
	case FID_ARBITRATION:
		f->arb = dw11 & 0xFFFFFF07u;
		set_arbitration(f->arb);
		break;
	case FID_POWER_MGMT:
		if ((dw11 & 0x1F) > 0) /* NPSS = 0: power state 0 only */
			return ERR(SC_INVALID_FIELD, LOC_DW11);
		if (((dw11 >> 5) & 7) > 2) /* workload hints 011b..111b are reserved */
			return ERR(SC_INVALID_FIELD, LOC_DW11 | (5u << 8));
		f->pm = dw11 & 0xFF;
		if (sv)
			saved->pm = f->pm;
		break;
	case FID_TEMP_THRESHOLD: {
		uint32_t s, last, th;
		if ((rc = temp_select(m, dw11, 1, &s, &last, &th)))
			return rc;
		for (; s <= last; s++) {
			f->temp[s][th] = (uint16_t)dw11;
			if (sv)
				saved->temp[s][th] = (uint16_t)dw11;
		}
		check_health(m);
		break;
	}
	case FID_ERROR_RECOVERY: {
		uint32_t idx = 0;
		if (c->nsid != NSID_ALL) {
			if (!nsid_valid(m, c->nsid))
				return ERR(SC_INVALID_NAMESPACE, LOC_NSID);
			if (!host_ns(m, c->nsid, &idx))
				return ERR(SC_INVALID_FIELD, LOC_NSID);
		}
		if (dw11 & (1u << 16)) /* DULBE not supported */
			return ERR(SC_INVALID_FIELD, LOC_DW11 + 2);
		for (uint32_t i = 0; i < m->cfg->nns; i++) {
			if (m->cfg->ns[i].priv || (c->nsid != NSID_ALL && i != idx))
				continue;
			f->err_rec[i] = (uint16_t)dw11;
			if (sv)
				saved->err_rec[i] = (uint16_t)dw11;
		}
		break;
	}
	case FID_VWC:
		f->vwc = dw11 & 1;
		if (sv)
			saved->vwc = f->vwc;
		break;
	case FID_NUM_QUEUES: {
		uint32_t nsqr = dw11 & 0xFFFF, ncqr = dw11 >> 16, n = m->num_io_queues;
		if (m->queues_created)
			return ERR(SC_COMMAND_SEQUENCE_ERROR, LOC_DW11);
		if (nsqr == 0xFFFF || ncqr == 0xFFFF)
			return ERR(SC_INVALID_FIELD, nsqr == 0xFFFF ? LOC_DW11 : LOC_DW11_HI);
		m->nsqa = nsqr + 1 < n ? nsqr + 1 : n;
		m->ncqa = ncqr + 1 < n ? ncqr + 1 : n;
		*dw0 = (m->ncqa - 1) << 16 | (m->nsqa - 1);
		break;
	}
	case FID_IRQ_COALESCING:
		f->coal = dw11 & 0xFFFF;
		set_coalescing(f->coal);
		break;
	case FID_IRQ_VECTOR_CONFIG: {
		uint32_t iv, cd = (dw11 >> 16) & 1;
		if ((rc = vector_arg(m, dw11, &iv)))
			return rc;
		if (iv < MGMT_MAX_VECTORS)
			m->iv_cd[iv] = (uint8_t)cd;
		wr(R(IV_CONFIG), iv | cd << NVME__IV_CONFIG__CD_bp | NVME__IV_CONFIG__GO_bm);
		break;
	}
	case FID_WRITE_ATOMICITY:
		f->wa = dw11 & 1;
		break;
	case FID_ASYNC_EVENT_CONFIG:
		f->aec = dw11 & AEC_SMART_MASK; /* notices not supported (OAES = 0) */
		if (sv)
			saved->aec = f->aec;
		break;
	}
	return 0;
}

/* ---- AER, Abort ---- */
static uint32_t aer(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	(void)dw0;
	uint32_t rc = nsid_unused(c);
	if (rc)
		return rc;
	if (m->naers >= m->cfg->aerl + 1u || m->naers >= MGMT_MAX_AERS)
		return ERR(SC_AER_LIMIT_EXCEEDED, LOC_NONE) | NODNR;
	m->aer_cid[m->naers] = (uint16_t)c->cid;
	m->aer_gen[m->naers] = (uint8_t)m->cur_gen;
	m->naers++;
	return HOLD;
}

/* Firmware holds no I/O commands, so an Abort finds only AERs; anything else is "not aborted"
 * (dw0 = 1), as the model answers for a command it does not hold. */
static uint32_t abort_cmd(struct mgmt *m, const struct sqe *c, uint32_t *dw0)
{
	uint32_t rc = nsid_unused(c), sqid = c->cdw10 & 0xFFFF, cid = c->cdw10 >> 16;
	if (rc)
		return rc;
	if (sqid != 0 && (sqid > MGMT_MAX_QUEUES || !m->sq[sqid].used))
		return ERR(SC_INVALID_FIELD, LOC_DW10);
	if (sqid == 0)
		for (uint32_t i = 0; i < m->naers; i++)
			if (m->aer_cid[i] == cid) {
				uint32_t gen = m->aer_gen[i];
				memmove(&m->aer_cid[i], &m->aer_cid[i + 1], (m->naers - i - 1) * sizeof(m->aer_cid[0]));
				memmove(&m->aer_gen[i], &m->aer_gen[i + 1], (m->naers - i - 1) * sizeof(m->aer_gen[0]));
				m->naers--;
				complete(m, 0, cid, gen, SC_ABORT_REQUESTED, 0);
				*dw0 = 0;
				return 0;
			}
	*dw0 = 1;
	return 0;
}

/* ---- dispatch ---- */
static void post(struct mgmt *m, uint32_t sqid, const struct sqe *c, uint32_t rc, uint32_t dw0)
{
	uint32_t code = rc & 0x7FF, loc = rc >> 16, value = code | (rc & NODNR ? 0 : SF_DNR);
	if (code == SC_SUCCESS) {
		complete(m, sqid, c->cid, m->cur_gen, 0, dw0);
		return;
	}
	if (code != SC_ABORT_REQUESTED && code != SC_ABORTED_SQ_DELETION) {
		value |= SF_M;
		record_error(m, sqid, c->cid, value, loc, c->nsid);
	}
	complete(m, sqid, c->cid, m->cur_gen, value, 0);
}

typedef uint32_t (*handler_fn)(struct mgmt *, const struct sqe *, uint32_t *);

static handler_fn admin_handler(uint32_t opc)
{
	switch (opc) {
	case OPC_DELETE_SQ: return delete_sq;
	case OPC_CREATE_SQ: return create_sq;
	case OPC_GET_LOG_PAGE: return get_log_page;
	case OPC_DELETE_CQ: return delete_cq;
	case OPC_CREATE_CQ: return create_cq;
	case OPC_IDENTIFY: return identify;
	case OPC_ABORT: return abort_cmd;
	case OPC_SET_FEATURES: return set_features;
	case OPC_GET_FEATURES: return get_features;
	case OPC_AER: return aer;
	}
	return NULL;
}

static void command(struct mgmt *m, uint32_t sqid, struct sqe *c)
{
	c->opc = c->dw[0] & 0xFF;
	c->fuse = (c->dw[0] >> 8) & 3;
	c->psdt = (c->dw[0] >> 14) & 3;
	c->cid = c->dw[0] >> 16;
	c->nsid = c->dw[1];
	c->prp1 = c->dw[6] | (uint64_t)c->dw[7] << 32;
	c->prp2 = c->dw[8] | (uint64_t)c->dw[9] << 32;
	c->cdw10 = c->dw[10];
	c->cdw11 = c->dw[11];
	c->cdw12 = c->dw[12];
	c->cdw13 = c->dw[13];
	c->cdw14 = c->dw[14];
	m->commands++;
	if (sqid != 0) { /* I/O belongs to the set cores (see the file comment) */
		post(m, sqid, c, ERR(SC_INVALID_OPCODE, LOC_OPC), 0);
		return;
	}
	handler_fn h = admin_handler(c->opc);
	uint32_t rc, dw0 = 0;
	if (!h)
		rc = ERR(SC_INVALID_OPCODE, LOC_OPC);
	else if (c->psdt) /* SGLs shall not be used for Admin commands (NVMe over PCIe) */
		rc = ERR(SC_INVALID_FIELD, LOC_PSDT);
	else if (c->fuse) /* no fused operations */
		rc = ERR(SC_INVALID_FIELD, LOC_FUSE);
	else
		rc = h(m, c, &dw0);
	if (rc != HOLD)
		post(m, 0, c, rc, dw0);
}

static void event(struct mgmt *m, uint32_t info, uint32_t value)
{
	uint32_t kind = (info & NVME__EVT_INFO__KIND_bm) >> NVME__EVT_INFO__KIND_bp;
	uint32_t qid = (info & NVME__EVT_INFO__QID_bm) >> NVME__EVT_INFO__QID_bp;
	uint32_t is_cq = (info & NVME__EVT_INFO__IS_CQ_bm) != 0;
	m->events++;
	switch (kind) {
	case NVME__EVT_KIND_E__INVALID_DOORBELL:
	case NVME__EVT_KIND_E__INVALID_DOORBELL_VALUE:
		record_error(m, is_cq ? 0xFFFF : qid, 0xFFFF, 0, LOC_NONE, 0);
		raise_event(m, AE_ERROR, kind == NVME__EVT_KIND_E__INVALID_DOORBELL ? AEI_INVALID_DOORBELL : AEI_INVALID_DOORBELL_VALUE,
			    LID_ERROR);
		break;
	case NVME__EVT_KIND_E__ENABLED:
		m->cc = rd(R(CC));
		m->enabled = 1;
		m->shutdown_state = 0;
		set_arbitration(m->feat.arb);
		set_coalescing(m->feat.coal);
		break;
	case NVME__EVT_KIND_E__DISABLED:
		/* hardware has dropped every queue context: forget commands without completing them */
		m->cc = rd(R(CC));
		m->enabled = 0;
		reset_controller_state(m);
		break;
	case NVME__EVT_KIND_E__SHUTDOWN:
		if (!(value & 3))
			break;
		/* no I/O is held here, so normal and abrupt shutdowns both complete at once */
		m->shutdown_state = 2;
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

int mgmt_poll(struct mgmt *m)
{
	process_aers(m);
	uint32_t status = rd(R(STATUS));
	if (status & NVME__STATUS__EVT_AVAIL_bm) {
		uint32_t info = rd(R(EVT_INFO)), value = rd(R(EVT_VALUE));
		wr(R(EVT_POP), 1);
		event(m, info, value);
	} else if (status & NVME__STATUS__CMD_AVAIL_bm) {
		struct sqe c;
		uint32_t info = rd(R(CMD_INFO));
		for (uint32_t i = 0; i < 16; i++)
			c.dw[i] = rd(R(CMD_DW0) + 4 * i);
		wr(R(CMD_POP), 1);
		m->cur_gen = (info & NVME__CMD_INFO__GEN_bm) >> NVME__CMD_INFO__GEN_bp;
		command(m, info & NVME__CMD_INFO__SQID_bm, &c);
	} else
		return 0;
	process_aers(m);
	return 1;
}

/* ---- start-up ---- */
static int check_config(const struct mgmt_config *cfg, uint32_t *num_sets, uint32_t *nn)
{
	if (!cfg->nns || cfg->nns > MGMT_MAX_NS || cfg->elpe >= MGMT_ERRLOG || cfg->aerl >= MGMT_MAX_AERS ||
	    cfg->num_temp_sensors > 8 || !cfg->serial || slen(cfg->serial) > 20 || !cfg->model ||
	    slen(cfg->model) > 40 || !cfg->firmware_rev || slen(cfg->firmware_rev) > 8)
		return MGMT_ERR_CONFIG;
	*num_sets = *nn = 0;
	for (uint32_t i = 0; i < cfg->nns; i++) {
		const struct mgmt_ns *ns = &cfg->ns[i];
		if (ns->nsid < 1 || ns->nsid >= NSID_ALL || ns->nvm_set < 1 || ns->nvm_set > MGMT_MAX_SETS || !ns->blocks ||
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
	m->num_vectors = geo >> NVME__GEOMETRY__NUM_VECTORS_bp;
	m->saca_sets = saca & 0xFF;
	m->saca_entries = (saca >> 8) & 0xFF;
	m->saca_mdts = (saca >> 16) & 0xFF;
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
	for (uint32_t s = 0; s < m->set_cores; s++)
		write_mailbox(m, s);
	for (uint32_t s = 0; s <= cfg->num_temp_sensors; s++)
		m->temps[s] = cfg->temperature;
	m->power_cycles = 1;
	feature_defaults(m, &m->saved);
	reset_controller_state(m);
	return 0;
}
