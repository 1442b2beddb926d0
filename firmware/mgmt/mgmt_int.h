/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the files of mgmt/ (the management firmware, one concern each) share: the command as
 * decoded from the SQE, the handlers' result encoding, register and staging access, and the
 * namespace look-ups. Not a public API: include/mgmt.h is that.
 */
#ifndef MGMT_INT_H
#define MGMT_INT_H

#include <stddef.h>
#include <stdint.h>

#include "generated/nvme_enums.h"
#include "generated/nvme_spec.h"
#include "mgmt.h"
#include "set_mailbox.h"
#include "soc_io.h" /* generated/fw_port_regs.h: the register macros; fw_rd32 / ddr0_ptr */

#define R(name) (FW_NVME_OFF + (uint32_t)offsetof(nvme_t, name))

/*
 * Parameter Error Location of field F (an NVME_<GROUP>_<FIELD> prefix) in SQE dword DW (CDW0,
 * CDW10 ...): its byte in the SQE and its first bit there. LOC_BYTE names the byte only, where the
 * model reports the byte without the bit.
 */
#define LOC_BYTE(DW, F) (NVME_SQE_##DW##_OFF + F##_SHIFT / 8u)
#define LOC_OF(DW, F) (LOC_BYTE(DW, F) | (F##_SHIFT % 8u) << NVME_PEL_BIT_SHIFT)

/* Status Field bits beyond the code */
#define SF_M NVME_STATUS_M_MASK
#define SF_DNR NVME_STATUS_DNR_MASK

/*
 * A handler's result: 0 = success (dw0 through the out parameter), HOLD = the command stays
 * outstanding (AER), else an error: the status code in 10:0, bit 15 = retry allowed (the model's
 * CmdError(dnr=False)), the Parameter Error Location in 31:16.
 */
#define HOLD 0x7800u
#define NODNR 0x8000u
#define ERR(code, loc) ((uint32_t)(code) | (uint32_t)(loc) << 16)
#define ERR_CODE(rc) ((rc) & NVME_STATUS_CODE_MASK)
#define ERR_LOC(rc) ((rc) >> 16)

#define MAX_QUEUE_ENTRIES 4096u /* CAP.MQES + 1 as the port reports it */
#define PRP_LIST_OFF SOC_MGMT_DMA_BYTES /* PRP list entries are read after the data area of the staging */

struct sqe {
	uint32_t dw[16];
	uint32_t opc, fuse, psdt, cid, nsid, cdw10, cdw11, cdw12, cdw13, cdw14;
	uint64_t prp1, prp2;
};

typedef uint32_t (*mgmt_handler_fn)(struct mgmt *, const struct sqe *, uint32_t *);

static inline uint32_t rd(uint32_t reg)
{
	return fw_rd32(reg);
}

static inline void wr(uint32_t reg, uint32_t v)
{
	fw_wr32(reg, v);
}

static inline uint8_t *staging(void)
{
	return ddr0_ptr(SOC_MGMT_DMA_DDR0);
}

static inline volatile struct set_mailbox *mailbox(uint32_t set)
{
	return ddr0_ptr(SOC_SET_DDR0_BASE(set));
}

static inline void put_ascii(uint8_t *b, uint32_t off, uint32_t width, const char *s)
{
	uint32_t i = 0;
	for (; s && s[i] && i < width; i++)
		b[off + i] = (uint8_t)s[i];
	for (; i < width; i++)
		b[off + i] = ' ';
}

/* no string library: the cross-compile test allows the mem* functions only */
static inline uint32_t slen(const char *s)
{
	uint32_t n = 0;
	while (s[n])
		n++;
	return n;
}

static inline uint64_t div_up(uint64_t a, uint64_t b)
{
	return (a + b - 1) / b;
}

static inline const struct mgmt_ns *ns_of(const struct mgmt *m, uint32_t nsid, uint32_t *idx)
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
static inline const struct mgmt_ns *host_ns(const struct mgmt *m, uint32_t nsid, uint32_t *idx)
{
	const struct mgmt_ns *ns = ns_of(m, nsid, idx);
	return ns && !ns->priv ? ns : NULL;
}

static inline int nsid_valid(const struct mgmt *m, uint32_t nsid)
{
	return nsid >= 1 && nsid <= m->nn;
}

static inline uint32_t page_size(const struct mgmt *m)
{
	return 4096u << NVME_GET(NVME_CC_MPS, m->cc);
}

static inline uint32_t nsid_unused(const struct sqe *c)
{
	return c->nsid ? ERR(NVME_SC_INVALID_FIELD, NVME_SQE_NSID_OFF) : 0;
}

/* mgmt_hw.c: the management registers (nvme_fw_port.RtlFwHw) and PRP data transfers */
void mgmt_complete(struct mgmt *m, uint32_t sqid, uint32_t cid, uint32_t gen, uint32_t status, uint32_t dw0);
void mgmt_qcfg(uint32_t op, uint32_t qid, uint64_t base, uint32_t size, uint32_t cqid_iv, uint32_t prio, uint32_t ien);
void mgmt_set_arbitration(uint32_t v);
void mgmt_set_coalescing(uint32_t v);
uint32_t mgmt_to_host(struct mgmt *m, const struct sqe *c, uint32_t length);
uint32_t mgmt_from_host(struct mgmt *m, const struct sqe *c, uint32_t length);
/* as those two, with the data at DDR0 address ddr0_local instead of the staging area */
uint32_t mgmt_xfer_at(struct mgmt *m, const struct sqe *c, uint32_t length, int to_host, uint32_t ddr0_local);

/* mgmt_etheron.c (built with MGMT_ETHERON: the management core's image, not the host tests) */
void mgmt_etheron_command(struct mgmt *m, uint32_t sqid, const struct sqe *c);
void mgmt_etheron_disabled(void); /* CC.EN = 0: held receives dropped with their queues */
void mgmt_etheron_shutdown(void); /* CC.SHN: held receives completed, no frame */
/* The vendor feature ISP Core (C0h, [fields.ISP_CORE]): there is an ISP core to hold; its state
 * as Get Features dword 0 (HOLD, UP); hold it in reset (on = 1, drained first: Ether-oN answers
 * ISP Not Ready meanwhile) or let it boot again. 0 or an ERR() status. */
int mgmt_isp_core_present(void);
uint32_t mgmt_isp_core_state(void);
uint32_t mgmt_isp_core_hold(int on);

/* mgmt_queues.c */
uint32_t mgmt_create_cq(struct mgmt *m, const struct sqe *c, uint32_t *dw0);
uint32_t mgmt_create_sq(struct mgmt *m, const struct sqe *c, uint32_t *dw0);
uint32_t mgmt_delete_sq(struct mgmt *m, const struct sqe *c, uint32_t *dw0);
uint32_t mgmt_delete_cq(struct mgmt *m, const struct sqe *c, uint32_t *dw0);

/* mgmt_identify.c */
uint32_t mgmt_identify(struct mgmt *m, const struct sqe *c, uint32_t *dw0);

/* mgmt_log.c */
uint32_t mgmt_get_log_page(struct mgmt *m, const struct sqe *c, uint32_t *dw0);

/* mgmt_features.c */
void mgmt_feature_defaults(const struct mgmt *m, struct mgmt_features *f);
uint32_t mgmt_get_features(struct mgmt *m, const struct sqe *c, uint32_t *dw0);
uint32_t mgmt_set_features(struct mgmt *m, const struct sqe *c, uint32_t *dw0);

/* mgmt_events.c: error log, asynchronous events, health, controller events and resets */
void mgmt_record_error(struct mgmt *m, uint32_t sqid, uint32_t cid, uint32_t status, uint32_t loc, uint32_t nsid);
void mgmt_process_aers(struct mgmt *m);
void mgmt_clear_events(struct mgmt *m, uint32_t lid);
uint32_t mgmt_critical_warning(const struct mgmt *m);
void mgmt_check_health(struct mgmt *m);
void mgmt_reset_controller_state(struct mgmt *m);
void mgmt_event(struct mgmt *m, uint32_t info, uint32_t value);
uint32_t mgmt_aer(struct mgmt *m, const struct sqe *c, uint32_t *dw0);
uint32_t mgmt_abort(struct mgmt *m, const struct sqe *c, uint32_t *dw0);

/* mgmt_admin.c: the admin opcodes served (Commands Supported and Effects log) */
extern const uint8_t mgmt_admin_opcodes[];
extern const uint32_t mgmt_admin_opcode_count;

#endif /* MGMT_INT_H */
