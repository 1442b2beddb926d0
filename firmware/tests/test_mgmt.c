/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Management firmware host-native test: the mgmt/ files built with FW_HOST_TEST (soc_io.h) against a fake
 * management-register device (the protocol of sim/lib/cssd_sim/nvme_fw_port.py): admin SQEs and
 * controller events queued, DMA requests executed against a fake host memory, completions,
 * queue programming, feature registers and namespace-table writes captured. Expected values come
 * from sim/lib/cssd_sim/nvme_fw/model.py, structs.py and status.py.
 *
 * `test_mgmt dump` instead prints the default configuration's Identify and log-page buffers
 * in hex for test_host_native.py::test_mgmt_layout to compare with nvme_fw.structs.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "soc_io.h" /* generated/fw_port_regs.h: the register macros */
#include "mgmt.h"
#include "set_mailbox.h"

#define R(name) ((uint32_t)offsetof(nvme_t, name))

static int checks;
#define CHECK(c)                                                                  \
	do {                                                                      \
		checks++;                                                         \
		if (!(c)) {                                                       \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
			exit(1);                                                  \
		}                                                                 \
	} while (0)
#define CHECK_EQ(a, b)                                                                                       \
	do {                                                                                                 \
		checks++;                                                                                    \
		unsigned long long a_ = (unsigned long long)(a), b_ = (unsigned long long)(b);               \
		if (a_ != b_) {                                                                              \
			fprintf(stderr, "%s:%d: %s = %#llx, expected %#llx\n", __FILE__, __LINE__, #a, a_, b_); \
			exit(1);                                                                             \
		}                                                                                            \
	} while (0)

/* status field values as status.py builds them: failed commands carry M (0x2000), DNR 0x4000 */
#define ST_OK 0x0000u
#define ST_ERR(code) (0x6000u | (code))    /* DNR + M */
#define ST_RETRY(code) (0x2000u | (code))  /* M, no DNR */

/* ---- fake device ---- */
#define HOST_BASE 0x100000000ull
#define HOST_BYTES (1u << 20)
#define NSETS 4
#define NQUEUES 8
#define NVECTORS 16

struct cpl {
	uint32_t sqid, cid, status, gen, dw0;
};
struct qop {
	uint32_t op, qid, cqid_iv, size, prio, ien;
	uint64_t base;
};
struct nsw {
	uint32_t attr;
	uint64_t size;
};

static struct {
	uint32_t cmd[32][17]; /* [0] = CMD_INFO */
	int cmd_head, cmd_n;
	uint32_t evt[16][2];
	int evt_head, evt_n;
	struct cpl cpl[256];
	int ncpl;
	uint32_t cpl_dw0, cpl_dw1, cpl_id;
	struct qop qop[64];
	int nqop;
	uint32_t qbase_lo, qbase_hi, qattr;
	uint32_t slot_cap, slot_cap_writes;
	struct nsw ns[32];
	int nns;
	uint32_t ns_lo, ns_hi;
	uint32_t dma_lo, dma_hi, dma_local, dma_id, done, done_avail;
	int dma_fail_at; /* the n-th DMA (1-based) fails, 0 = never */
	int ndma;
	uint32_t arb, coalesce, iv_config, control;
	int arb_writes, coal_writes;
	uint32_t geometry, saca_geometry, cc, channels;
	int cpl_busy; /* STATUS reads still to report no completion space */
	int qcfg_busy;
	uint8_t host[HOST_BYTES];
	_Alignas(64) uint8_t staging[SOC_MGMT_DMA_BYTES + 4096];
	struct set_mailbox mb[NSETS];
} D;

static void fail(const char *what, uint32_t v)
{
	fprintf(stderr, "test_mgmt: %s %#x\n", what, v);
	exit(1);
}

void *ddr0_ptr(uint32_t a)
{
	if (a == SOC_MGMT_DMA_DDR0)
		return D.staging;
	for (uint32_t s = 0; s < NSETS; s++)
		if (a == SOC_SET_DDR0_BASE(s))
			return &D.mb[s];
	fail("DDR0 address outside the fake's regions:", a);
	return NULL;
}

static uint8_t *host_ptr(uint64_t a, uint32_t len)
{
	if (a < HOST_BASE || a + len > HOST_BASE + HOST_BYTES)
		fail("DMA outside fake host memory, low word", (uint32_t)a);
	return D.host + (a - HOST_BASE);
}

static uint8_t *local_ptr(uint32_t a, uint32_t len)
{
	if (a < SOC_MGMT_DMA_DDR0 || a + len > SOC_MGMT_DMA_DDR0 + sizeof(D.staging))
		fail("DMA local address outside the staging area", a);
	return D.staging + (a - SOC_MGMT_DMA_DDR0);
}

uint32_t fw_rd32(uint32_t off)
{
	if (off == FW_FLASH_OFF + (uint32_t)offsetof(flash_t, GEOMETRY))
		return D.channels | 2u << FLASH__GEOMETRY__DIES_bp;
	if (off >= 0x1000)
		fail("read outside the management registers", off);
	if (off == R(STATUS)) {
		uint32_t s = NVME__STATUS__DMA_SPACE_bm;
		if (D.cpl_busy > 0)
			D.cpl_busy--;
		else
			s |= NVME__STATUS__CPL_SPACE_bm;
		if (D.qcfg_busy > 0) {
			D.qcfg_busy--;
			s |= NVME__STATUS__QCFG_BUSY_bm;
		}
		if (D.cmd_n)
			s |= NVME__STATUS__CMD_AVAIL_bm;
		if (D.evt_n)
			s |= NVME__STATUS__EVT_AVAIL_bm;
		if (D.done_avail)
			s |= NVME__STATUS__DMA_DONE_AVAIL_bm;
		return s;
	}
	if (off == R(GEOMETRY))
		return D.geometry;
	if (off == R(SACA_GEOMETRY))
		return D.saca_geometry;
	if (off == R(CC))
		return D.cc;
	if (off == R(CMD_INFO) || (off >= R(CMD_DW0) && off <= R(CMD_DW15))) {
		if (!D.cmd_n)
			fail("command register read with no command", off);
		return off == R(CMD_INFO) ? D.cmd[D.cmd_head][0] : D.cmd[D.cmd_head][1 + (off - R(CMD_DW0)) / 4];
	}
	if (off == R(EVT_INFO) || off == R(EVT_VALUE)) {
		if (!D.evt_n)
			fail("event register read with no event", off);
		return D.evt[D.evt_head][off == R(EVT_VALUE)];
	}
	if (off == R(DMA_DONE)) {
		if (!D.done_avail)
			fail("DMA_DONE read with nothing done", off);
		return D.done;
	}
	fail("read of an unexpected register", off);
	return 0;
}

static void do_dma(uint32_t ctrl)
{
	uint32_t len = ctrl & NVME__DMA_CTRL__LEN_bm;
	uint64_t host = D.dma_lo | (uint64_t)D.dma_hi << 32;
	if (D.done_avail)
		fail("DMA started with a completion not popped", 0);
	D.ndma++;
	int bad = D.ndma == D.dma_fail_at;
	if (!bad) {
		if (ctrl & NVME__DMA_CTRL__TO_HOST_bm)
			memcpy(host_ptr(host, len), local_ptr(D.dma_local, len), len);
		else
			memcpy(local_ptr(D.dma_local, len), host_ptr(host, len), len);
	}
	D.done = D.dma_id | (bad ? 1u : 0u) << NVME__DMA_DONE__STATUS_bp;
	D.done_avail = 1;
}

void fw_wr32(uint32_t off, uint32_t v)
{
	if (off >= 0x1000)
		fail("write outside the management registers", off);
	if (off == R(CMD_POP)) {
		if (!D.cmd_n)
			fail("CMD_POP with no command", 0);
		D.cmd_head = (D.cmd_head + 1) % 32;
		D.cmd_n--;
	} else if (off == R(EVT_POP)) {
		if (!D.evt_n)
			fail("EVT_POP with no event", 0);
		D.evt_head = (D.evt_head + 1) % 16;
		D.evt_n--;
	} else if (off == R(CPL_DW0))
		D.cpl_dw0 = v;
	else if (off == R(CPL_DW1))
		D.cpl_dw1 = v;
	else if (off == R(CPL_ID))
		D.cpl_id = v;
	else if (off == R(CPL_STATUS)) {
		if (!(v & NVME__CPL_STATUS__PUSH_bm))
			fail("CPL_STATUS without PUSH", v);
		if (D.cpl_busy)
			fail("completion pushed without CPL_SPACE", v);
		D.cpl[D.ncpl++] = (struct cpl){D.cpl_id & 0xFFFF, D.cpl_id >> 16, v & 0x7FFF,
					       (v >> NVME__CPL_STATUS__GEN_bp) & 0xF, D.cpl_dw0};
	} else if (off == R(QCFG_BASE_LO))
		D.qbase_lo = v;
	else if (off == R(QCFG_BASE_HI))
		D.qbase_hi = v;
	else if (off == R(QCFG_ATTR))
		D.qattr = v;
	else if (off == R(QCFG_OP)) {
		if (!(v & NVME__QCFG_OP__GO_bm))
			fail("QCFG_OP without GO", v);
		D.qop[D.nqop++] = (struct qop){v & 3, (v >> 4) & 0xFFF, (v >> 16) & 0xFFF, (D.qattr & 0xFFFF) + 1,
					       (D.qattr >> 16) & 3, (D.qattr >> 18) & 1,
					       D.qbase_lo | (uint64_t)D.qbase_hi << 32};
		D.qcfg_busy = 3; /* the firmware must wait for QCFG_BUSY to clear */
	} else if (off == R(NS_SIZE_LO))
		D.ns_lo = v;
	else if (off == R(NS_SIZE_HI))
		D.ns_hi = v;
	else if (off == R(NS_ATTR)) {
		if (!(v & NVME__NS_ATTR__GO_bm))
			fail("NS_ATTR without GO", v);
		D.ns[D.nns++] = (struct nsw){v, D.ns_lo | (uint64_t)D.ns_hi << 32};
	} else if (off == R(DMA_HOST_LO))
		D.dma_lo = v;
	else if (off == R(DMA_HOST_HI))
		D.dma_hi = v;
	else if (off == R(DMA_LOCAL))
		D.dma_local = v;
	else if (off == R(DMA_ID))
		D.dma_id = v;
	else if (off == R(DMA_CTRL)) {
		if (!(v & NVME__DMA_CTRL__GO_bm))
			fail("DMA_CTRL without GO", v);
		do_dma(v);
	} else if (off == R(DMA_DONE_POP))
		D.done_avail = 0;
	else if (off == R(ARB)) {
		D.arb = v;
		D.arb_writes++;
	} else if (off == R(COALESCE)) {
		D.coalesce = v;
		D.coal_writes++;
	} else if (off == R(IV_CONFIG)) {
		if (!(v & NVME__IV_CONFIG__GO_bm))
			fail("IV_CONFIG without GO", v);
		D.iv_config = v;
	} else if (off == R(CONTROL))
		D.control = v;
	else if (off == R(SLOT_CAP)) {
		D.slot_cap = v;
		D.slot_cap_writes++;
	} else
		fail("write to an unexpected register", off);
}

static void dev_reset(uint32_t saca_sets)
{
	memset(&D, 0, sizeof(D));
	D.geometry = NQUEUES | NVECTORS << 16;
	D.saca_geometry = saca_sets | 16u << 8 | 8u << 16;
	D.channels = 8;
}

/* ---- driving it ---- */
static struct mgmt M;
static uint16_t next_cid = 0x100;
static uint32_t next_gen = 1;

struct sqe_in {
	uint32_t opc, nsid, cdw10, cdw11, cdw12, cdw13, cdw14, flags;
	uint64_t prp1, prp2;
};

static uint32_t queue_cmd(uint32_t sqid, const struct sqe_in *s)
{
	if (D.cmd_n == 32)
		fail("fake command queue full", 0);
	uint32_t *c = D.cmd[(D.cmd_head + D.cmd_n++) % 32];
	uint32_t cid = next_cid++;
	memset(c, 0, 17 * 4);
	c[0] = sqid | next_gen << 16;
	c[1] = s->opc | s->flags | cid << 16;
	c[2] = s->nsid;
	c[7] = (uint32_t)s->prp1;
	c[8] = (uint32_t)(s->prp1 >> 32);
	c[9] = (uint32_t)s->prp2;
	c[10] = (uint32_t)(s->prp2 >> 32);
	c[11] = s->cdw10;
	c[12] = s->cdw11;
	c[13] = s->cdw12;
	c[14] = s->cdw13;
	c[15] = s->cdw14;
	return cid;
}

static void queue_evt(uint32_t info, uint32_t value)
{
	uint32_t *e = D.evt[(D.evt_head + D.evt_n++) % 16];
	e[0] = info;
	e[1] = value;
}

static void run(void)
{
	for (int i = 0; i < 1000 && mgmt_poll(&M); i++)
		;
	CHECK_EQ(D.cmd_n, 0);
	CHECK_EQ(D.evt_n, 0);
}

static const struct cpl *find_cpl(uint32_t cid)
{
	for (int i = D.ncpl - 1; i >= 0; i--)
		if (D.cpl[i].cid == cid)
			return &D.cpl[i];
	return NULL;
}

/* one admin command; returns its completion (which must exist) */
static struct cpl admin(const struct sqe_in *s)
{
	int before = D.ncpl;
	uint32_t cid = queue_cmd(0, s);
	run();
	const struct cpl *c = find_cpl(cid);
	if (!c || D.ncpl <= before)
		fail("no completion for cid", cid);
	CHECK_EQ(c->sqid, 0);
	CHECK_EQ(c->gen, next_gen);
	return *c;
}

#define HBUF(off) (HOST_BASE + (off))

static uint64_t get_le(const uint8_t *p, int n)
{
	uint64_t v = 0;
	for (int i = n - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

static struct cpl identify(uint32_t cns, uint32_t nsid, uint32_t cdw11)
{
	memset(D.host, 0xA5, 0x4000);
	struct sqe_in s = {.opc = 0x06, .nsid = nsid, .cdw10 = cns, .cdw11 = cdw11, .prp1 = HBUF(0)};
	return admin(&s);
}

static struct cpl get_log(uint32_t lid, uint32_t bytes, uint32_t rae, uint64_t prp1, uint64_t prp2)
{
	uint32_t numd = bytes / 4 - 1;
	struct sqe_in s = {.opc = 0x02, .cdw10 = lid | rae << 15 | (numd & 0xFFFF) << 16, .cdw11 = numd >> 16,
			   .prp1 = prp1, .prp2 = prp2};
	return admin(&s);
}

static struct cpl create_cq(uint32_t qid, uint32_t qsize, uint32_t iv, uint32_t flags, uint64_t base)
{
	struct sqe_in s = {.opc = 0x05, .cdw10 = qid | (qsize - 1) << 16, .cdw11 = flags | iv << 16, .prp1 = base};
	return admin(&s);
}

static struct cpl create_sq(uint32_t qid, uint32_t qsize, uint32_t cqid, uint32_t flags, uint64_t base)
{
	struct sqe_in s = {.opc = 0x01, .cdw10 = qid | (qsize - 1) << 16, .cdw11 = flags | cqid << 16, .prp1 = base};
	return admin(&s);
}

static struct cpl simple(uint32_t opc, uint32_t nsid, uint32_t cdw10, uint32_t cdw11)
{
	struct sqe_in s = {.opc = opc, .nsid = nsid, .cdw10 = cdw10, .cdw11 = cdw11};
	return admin(&s);
}

static void boot(const struct mgmt_config *cfg)
{
	dev_reset(NSETS);
	CHECK_EQ(mgmt_init(&M, cfg), 0);
	queue_evt(3, 0); /* controller enabled */
	run();
}

/* ---- tests ---- */
static void test_startup(void)
{
	const struct mgmt_config *cfg = &mgmt_default_config;
	dev_reset(NSETS);
	CHECK_EQ(mgmt_init(&M, cfg), 0);
	/* the namespace table: five entries, the private one not visible to the host */
	CHECK_EQ(D.nns, 5);
	for (int i = 0; i < 5; i++) {
		uint32_t a = D.ns[i].attr;
		CHECK_EQ(a & NVME__NS_ATTR__INDEX_bm, cfg->ns[i].nsid - 1);
		CHECK_EQ((a & NVME__NS_ATTR__SET_bm) >> NVME__NS_ATTR__SET_bp, cfg->ns[i].nvm_set - 1);
		CHECK_EQ((a & NVME__NS_ATTR__LBA_SHIFT_bm) >> NVME__NS_ATTR__LBA_SHIFT_bp, 9);
		CHECK(a & NVME__NS_ATTR__VALID_bm);
		CHECK_EQ(!!(a & NVME__NS_ATTR__HOST_bm), i < 4);
		CHECK_EQ(D.ns[i].size, cfg->ns[i].blocks);
	}
	/* slot caps: the reset values' budget (4 x 46) split among the sets the drive runs */
	CHECK_EQ(D.slot_cap_writes, 1);
	for (uint32_t s = 0; s < 4; s++)
		CHECK_EQ((D.slot_cap >> (8 * s)) & 0xFF, s < NSETS ? 184 / NSETS : 0);
	/* mailboxes: 8 channels over 4 sets, each set's host namespace, the core's half cleared */
	for (uint32_t s = 0; s < NSETS; s++) {
		const struct set_mailbox *mb = &D.mb[s];
		CHECK_EQ(mb->magic, SET_MAILBOX_MAGIC);
		CHECK_EQ(mb->version, SET_MAILBOX_VERSION);
		CHECK_EQ(mb->flags, SET_CFG_FORMAT_IF_BLANK);
		CHECK_EQ(mb->time_scale, 256);
		CHECK_EQ(mb->ch_first, 2 * s);
		CHECK_EQ(mb->ch_count, 2);
		CHECK_EQ(mb->nns, 1);
		CHECK_EQ(mb->ns[0].nsid, s + 1);
		CHECK_EQ(mb->ns[0].lba_shift, 9);
		CHECK_EQ(mb->ns[0].blocks, 1u << 21);
		CHECK_EQ(mb->state, SET_STATE_BOOT);
	}
	/* nothing is programmed when the hardware cannot hold the configuration */
	dev_reset(2);
	CHECK_EQ(mgmt_init(&M, cfg), MGMT_ERR_GEOMETRY);
	CHECK_EQ(D.nns, 0);
	CHECK_EQ(D.slot_cap_writes, 0);
	dev_reset(NSETS);
	D.channels = 3;
	CHECK_EQ(mgmt_init(&M, cfg), MGMT_ERR_GEOMETRY);
	struct mgmt_config bad = *cfg;
	bad.ns[4].nsid = 2; /* duplicate NSID */
	CHECK_EQ(mgmt_init(&M, &bad), MGMT_ERR_CONFIG);
	bad = *cfg;
	bad.ns[0].lba_shift = 10;
	CHECK_EQ(mgmt_init(&M, &bad), MGMT_ERR_CONFIG);
	CHECK_EQ(D.nns, 0);
	/* controller enabled: arbitration and coalescing from the (default) features */
	boot(cfg);
	CHECK_EQ(D.arb, 7);
	CHECK_EQ(D.coalesce, 0);
	CHECK_EQ(D.arb_writes, 1);
	CHECK_EQ(D.coal_writes, 1);
	printf("startup: ok\n");
}

/*
 * The board default (no boot block): capacities worked out by hand here, not with
 * ftl_capacity_of, so a change to the over-provisioning rule on either side shows. Set FTL:
 * (blocks - gc_high 3 - 2 checkpoint blocks) per plane, 10 % of that spare.
 */
static void test_board_config(void)
{
	struct mgmt_config c;
	/* VCU118: 8 channels x 4 dies x 2 planes x 31 blocks x 64 pages of 16 KiB, 4 set cores:
	 * 2 channels a set, (31 - 5) * 2 * 4 * 2 * 64 = 26,624 pages, 90 % = 23,961 */
	struct nand_geometry vcu = {.channels = 8, .dies = 4, .planes = 2, .blocks = 31, .pages = 64,
				    .page_bytes = 16384, .spare_bytes = 64};
	CHECK_EQ(mgmt_board_config(&c, 4, &vcu, 9), 0);
	CHECK_EQ(c.set_cores, 4);
	CHECK_EQ(c.nns, 4);
	CHECK_EQ(c.time_scale, 256);
	CHECK_EQ(c.set_flags, SET_CFG_FORMAT_IF_BLANK);
	CHECK(!strcmp(c.serial, mgmt_default_config.serial) && c.mdts == mgmt_default_config.mdts);
	for (uint32_t s = 0; s < 4; s++) {
		CHECK_EQ(c.ns[s].nsid, s + 1);
		CHECK_EQ(c.ns[s].nvm_set, s + 1);
		CHECK_EQ(c.ns[s].lba_shift, 9);
		CHECK_EQ(c.ns[s].priv, 0);
		CHECK_EQ(c.ns[s].blocks, 23961ull * 32);
	}
	/* the full-system simulation: 2 channels x 1 die x 2 planes x 8 blocks x 8 pages of 4 KiB,
	 * 2 set cores: 3 * 2 * 8 = 48 pages, 43 exported; 4 KiB LBAs */
	struct nand_geometry sim = {.channels = 2, .dies = 1, .planes = 2, .blocks = 8, .pages = 8,
				    .page_bytes = 4096, .spare_bytes = 64};
	CHECK_EQ(mgmt_board_config(&c, 2, &sim, 12), 0);
	CHECK_EQ(c.nns, 2);
	CHECK_EQ(c.ns[1].blocks, 43);
	CHECK_EQ(c.ns[1].lba_shift, 12);
	/* channels that do not divide evenly (cssd_config.h's split, as write_mailbox): 8 over 3
	 * sets is 2, 3 and 3 channels; (31 - 5) * 3 * 4 * 2 * 64 = 39,936 pages, 90 % = 35,942 */
	CHECK_EQ(mgmt_board_config(&c, 3, &vcu, 9), 0);
	CHECK_EQ(c.ns[0].blocks, 23961ull * 32);
	CHECK_EQ(c.ns[1].blocks, 35942ull * 32);
	CHECK_EQ(c.ns[2].blocks, 35942ull * 32);
	/* ... and mgmt_init hands each set the channels it sized the namespace for */
	dev_reset(3);
	CHECK_EQ(mgmt_init(&M, &c), 0);
	static const uint32_t first3[3] = {0, 2, 5}, count3[3] = {2, 3, 3};
	for (uint32_t s = 0; s < 3; s++) {
		CHECK_EQ(D.mb[s].ch_first, first3[s]);
		CHECK_EQ(D.mb[s].ch_count, count3[s]);
		CHECK_EQ(D.mb[s].ns[0].blocks, c.ns[s].blocks);
	}
	/* it is a configuration mgmt_init takes: table and mailboxes as for a loader's block */
	dev_reset(NSETS);
	CHECK_EQ(mgmt_board_config(&c, NSETS, &vcu, 9), 0);
	CHECK_EQ(mgmt_init(&M, &c), 0);
	CHECK_EQ(D.nns, NSETS);
	for (uint32_t s = 0; s < NSETS; s++) {
		CHECK_EQ(D.ns[s].size, 23961ull * 32);
		CHECK(D.ns[s].attr & NVME__NS_ATTR__HOST_bm);
		CHECK_EQ(D.mb[s].ch_first, 2 * s);
		CHECK_EQ(D.mb[s].ch_count, 2);
		CHECK_EQ(D.mb[s].nns, 1);
		CHECK_EQ(D.mb[s].ns[0].blocks, 23961ull * 32);
	}
	/* no default: no set core, more sets than channels, no capacity, an LBA size not served */
	CHECK_EQ(mgmt_board_config(&c, 0, &vcu, 9), MGMT_ERR_GEOMETRY);
	CHECK_EQ(mgmt_board_config(&c, 3, &sim, 9), MGMT_ERR_GEOMETRY);
	CHECK_EQ(mgmt_board_config(&c, MGMT_MAX_SETS + 1, &vcu, 9), MGMT_ERR_GEOMETRY);
	struct nand_geometry tiny = sim;
	tiny.blocks = 5;
	CHECK_EQ(mgmt_board_config(&c, 2, &tiny, 9), MGMT_ERR_GEOMETRY);
	CHECK_EQ(mgmt_board_config(&c, 2, &sim, 10), MGMT_ERR_CONFIG);
	printf("board_config: ok\n");
}

static void test_identify(void)
{
	boot(&mgmt_default_config);
	struct cpl c = identify(1, 0, 0);
	CHECK_EQ(c.status, ST_OK);
	const uint8_t *b = D.host;
	CHECK_EQ(get_le(b, 2), 0x10EE);
	CHECK(!memcmp(b + 4, "CSSD0000000000000001", 20));
	CHECK(!memcmp(b + 24, "cssd computational SSD                  ", 40));
	CHECK(!memcmp(b + 64, "0.1     ", 8));
	CHECK_EQ(b[77], 8);                  /* MDTS */
	CHECK_EQ(get_le(b + 80, 4), 0x20000); /* VER */
	CHECK_EQ(get_le(b + 516, 4), 5);     /* NN: private NSIDs are in range */
	CHECK_EQ(b[512], 0x66);
	CHECK_EQ(b[513], 0x44);
	CHECK_EQ(b[525], 7);
	CHECK(!strcmp((const char *)b + 768, "nqn.2024-01.org.cssd:nvme:CSSD0000000000000001"));
	CHECK_EQ(b[4095], 0); /* the whole 4 KiB was written */
	/* namespace 2 */
	c = identify(0, 2, 0);
	CHECK_EQ(c.status, ST_OK);
	CHECK_EQ(get_le(b, 8), 1u << 21);     /* NSZE */
	CHECK_EQ(get_le(b + 8, 8), 1u << 21); /* NCAP */
	CHECK_EQ(b[25], 1);                   /* NLBAF */
	CHECK_EQ(b[26], 0);                   /* FLBAS: 512 B */
	CHECK_EQ(get_le(b + 128, 4), 0x01090000u);
	CHECK_EQ(get_le(b + 132, 4), 0x000C0000u);
	CHECK_EQ(get_le(b + 100, 2), 2);
	/* private namespace: zero filled; out of range: Invalid Namespace */
	c = identify(0, 5, 0);
	CHECK_EQ(c.status, ST_OK);
	for (int i = 0; i < 4096; i++)
		CHECK_EQ(b[i], 0);
	CHECK_EQ(identify(0, 6, 0).status, ST_ERR(0x00B));
	CHECK_EQ(identify(0, 0xFFFFFFFF, 0).status, ST_ERR(0x00B));
	CHECK_EQ(identify(1, 1, 0).status, ST_ERR(0x002)); /* CNS 01h with an NSID */
	/* active NSID lists */
	CHECK_EQ(identify(2, 0, 0).status, ST_OK);
	CHECK_EQ(get_le(b, 4), 1);
	CHECK_EQ(get_le(b + 12, 4), 4);
	CHECK_EQ(get_le(b + 16, 4), 0);
	CHECK_EQ(identify(2, 2, 0).status, ST_OK);
	CHECK_EQ(get_le(b, 4), 3);
	CHECK_EQ(get_le(b + 4, 4), 4);
	CHECK_EQ(get_le(b + 8, 4), 0);
	CHECK_EQ(identify(2, 0xFFFFFFFE, 0).status, ST_ERR(0x00B));
	/* NVM set list from set 3 */
	CHECK_EQ(identify(4, 0, 3).status, ST_OK);
	CHECK_EQ(b[0], 2);
	CHECK_EQ(get_le(b + 128, 2), 3);
	CHECK_EQ(get_le(b + 256, 2), 4);
	CHECK_EQ(get_le(b + 128 + 16, 8), (uint64_t)512 << 21);
	CHECK_EQ(identify(0x55, 0, 0).status, ST_ERR(0x002));
	/* a buffer that starts mid-page continues at PRP2 */
	memset(D.host, 0xA5, 0x4000);
	struct sqe_in s = {.opc = 0x06, .cdw10 = 1, .prp1 = HBUF(0x800), .prp2 = HBUF(0x3000)};
	CHECK_EQ(admin(&s).status, ST_OK);
	CHECK_EQ(get_le(D.host + 0x800, 2), 0x10EE);
	CHECK_EQ(D.host[0x800 + 4], 'C');
	CHECK_EQ(D.host[0x1000], 0xA5); /* not written past the first page */
	CHECK_EQ(get_le(D.host + 0x800 + 516, 4), 5);
	CHECK_EQ(get_le(D.host + 0x3000, 2), 2500); /* PSD0 (offset 2048): the second range */
	CHECK_EQ(D.host[0x3800], 0xA5);
	s.prp2 = HBUF(0x3004);
	CHECK_EQ(admin(&s).status, ST_ERR(0x013)); /* PRP Offset Invalid */
	s.prp1 = HBUF(0x802);
	CHECK_EQ(admin(&s).status, ST_ERR(0x013));
	/* a failed transfer: Data Transfer Error, retry allowed */
	D.dma_fail_at = D.ndma + 1;
	CHECK_EQ(identify(1, 0, 0).status, ST_RETRY(0x004));
	printf("identify: ok\n");
}

static void test_queues(void)
{
	boot(&mgmt_default_config);
	uint64_t base = 0x80000000ull;
	CHECK_EQ(create_cq(1, 64, 1, 3, base).status, ST_OK);
	CHECK_EQ(D.nqop, 1);
	CHECK_EQ(D.qop[0].op, 1);
	CHECK_EQ(D.qop[0].qid, 1);
	CHECK_EQ(D.qop[0].cqid_iv, 1);
	CHECK_EQ(D.qop[0].size, 64);
	CHECK_EQ(D.qop[0].ien, 1);
	CHECK_EQ(D.qop[0].base, base);
	CHECK_EQ(D.qcfg_busy, 0); /* waited for QCFG_BUSY to clear */
	CHECK_EQ(create_cq(1, 64, 1, 3, base).status, ST_ERR(0x101));            /* in use */
	CHECK_EQ(create_cq(0, 64, 1, 3, base).status, ST_ERR(0x101));            /* the admin queue */
	CHECK_EQ(create_cq(NQUEUES + 1, 64, 1, 3, base).status, ST_ERR(0x101)); /* beyond the hardware */
	CHECK_EQ(create_cq(2, 1, 1, 3, base).status, ST_ERR(0x102));            /* QSIZE 0 */
	CHECK_EQ(create_cq(2, 4097, 1, 3, base).status, ST_ERR(0x102));         /* beyond MQES */
	CHECK_EQ(create_cq(2, 64, NVECTORS, 3, base).status, ST_ERR(0x108));    /* no such vector */
	CHECK_EQ(create_cq(2, 64, 1, 2, base).status, ST_ERR(0x002));           /* not contiguous */
	CHECK_EQ(create_cq(2, 64, 1, 3, base + 0x100).status, ST_ERR(0x013));   /* not page aligned */
	CHECK_EQ(D.nqop, 1);
	CHECK_EQ(create_sq(1, 32, 2, 1, base).status, ST_ERR(0x100)); /* CQ 2 does not exist */
	CHECK_EQ(create_sq(1, 32, 0, 1, base).status, ST_ERR(0x100));
	CHECK_EQ(create_sq(1, 32, 1, 1 | 2 << 1, base + 0x1000).status, ST_OK);
	CHECK_EQ(D.qop[1].op, 0);
	CHECK_EQ(D.qop[1].qid, 1);
	CHECK_EQ(D.qop[1].cqid_iv, 1);
	CHECK_EQ(D.qop[1].size, 32);
	CHECK_EQ(D.qop[1].prio, 0); /* round robin: QPRIO ignored */
	CHECK_EQ(create_sq(1, 32, 1, 1, base).status, ST_ERR(0x101));
	struct sqe_in s = {.opc = 0x01, .cdw10 = 2 | 31u << 16, .cdw11 = 1 | 1u << 16, .cdw12 = 5, .prp1 = base};
	CHECK_EQ(admin(&s).status, ST_ERR(0x002)); /* NVMSETID beyond the sets */
	/* Number of Queues cannot change once queues exist */
	CHECK_EQ(simple(0x09, 0, 0x07, 0x00010001).status, ST_ERR(0x00C));
	/* deletion: CQ in use by an SQ, then in order */
	struct cpl c = simple(0x04, 0, 1, 0);
	CHECK_EQ(c.status, ST_RETRY(0x10C)); /* Invalid Queue Deletion: no DNR */
	CHECK_EQ(simple(0x00, 0, 2, 0).status, ST_ERR(0x101));
	CHECK_EQ(simple(0x00, 0, 1, 0).status, ST_OK);
	CHECK_EQ(D.qop[2].op, 2);
	CHECK_EQ(D.qop[2].qid, 1);
	CHECK_EQ(simple(0x00, 0, 1, 0).status, ST_ERR(0x101));
	CHECK_EQ(simple(0x04, 0, 1, 0).status, ST_OK);
	CHECK_EQ(D.qop[3].op, 3);
	CHECK_EQ(simple(0x04, 0, 1, 0).status, ST_ERR(0x101));
	CHECK_EQ(simple(0x04, 1, 1, 0).status, ST_ERR(0x002)); /* NSID must be 0 */
	/* weighted round robin: QPRIO goes to the hardware */
	dev_reset(NSETS);
	CHECK_EQ(mgmt_init(&M, &mgmt_default_config), 0);
	D.cc = 1 | 1u << 11;
	queue_evt(3, 0);
	run();
	CHECK_EQ(create_cq(1, 64, 0, 1, base).status, ST_OK);
	CHECK_EQ(create_sq(1, 32, 1, 1 | 2 << 1, base + 0x1000).status, ST_OK);
	CHECK_EQ(D.qop[1].prio, 2);
	/* controller disabled: queues and features forgotten, enabled again */
	queue_evt(4, 0);
	run();
	CHECK_EQ(create_sq(2, 32, 1, 1, base).status, ST_ERR(0x100));
	/* Number of Queues before any queue: 2 SQs, 3 CQs allocated */
	c = simple(0x09, 0, 0x07, 0x00020001);
	CHECK_EQ(c.status, ST_OK);
	CHECK_EQ(c.dw0, 0x00020001);
	CHECK_EQ(simple(0x0A, 0, 0x07, 0).dw0, 0x00020001);
	CHECK_EQ(simple(0x0A, 0, 0x07 | 1 << 8, 0).dw0, (NQUEUES - 1) << 16 | (NQUEUES - 1)); /* default */
	CHECK_EQ(create_cq(4, 16, 0, 1, base).status, ST_ERR(0x101));
	CHECK_EQ(create_cq(3, 16, 0, 1, base).status, ST_OK);
	CHECK_EQ(create_sq(3, 16, 3, 1, base).status, ST_ERR(0x101));
	CHECK_EQ(simple(0x09, 0, 0x07, 0xFFFF).status, ST_ERR(0x00C));
	printf("queues: ok\n");
}

static void test_features(void)
{
	boot(&mgmt_default_config);
	struct cpl c = simple(0x09, 0, 0x01, 0x04030205u);
	CHECK_EQ(c.status, ST_OK);
	CHECK_EQ(D.arb, 0x04030205u & 0xFFFFFF07u);
	CHECK_EQ(simple(0x0A, 0, 0x01, 0).dw0, 0x04030205u);
	CHECK_EQ(simple(0x0A, 0, 0x01 | 1 << 8, 0).dw0, 7); /* default */
	CHECK_EQ(simple(0x0A, 0, 0x01 | 3 << 8, 0).dw0, 4); /* capabilities: changeable */
	CHECK_EQ(simple(0x0A, 0, 0x05 | 3 << 8, 0).dw0, 7); /* saveable, ns specific, changeable */
	CHECK_EQ(simple(0x09, 0, 0x01 | 1u << 31, 0).status, ST_ERR(0x10D)); /* not saveable */
	CHECK_EQ(simple(0x09, 1, 0x01, 0).status, ST_ERR(0x10F)); /* not namespace specific */
	CHECK_EQ(simple(0x09, 9, 0x01, 0).status, ST_ERR(0x00B));
	/* interrupt coalescing */
	CHECK_EQ(simple(0x09, 0, 0x08, 0x0A05).status, ST_OK);
	CHECK_EQ(D.coalesce, 0x0A05);
	CHECK_EQ(simple(0x0A, 0, 0x08, 0).dw0, 0x0A05);
	/* interrupt vector configuration */
	CHECK_EQ(simple(0x09, 0, 0x09, 3 | 1u << 16).status, ST_OK);
	CHECK_EQ(D.iv_config, 3 | 1u << 16 | 1u << 31);
	CHECK_EQ(simple(0x0A, 0, 0x09, 3).dw0, 3 | 1u << 16);
	CHECK_EQ(simple(0x0A, 0, 0x09, 4).dw0, 4);
	/* the admin vector: coalescing disabled for good, readable, only "set" to what it is */
	CHECK_EQ(simple(0x0A, 0, 0x09, 0).status, ST_OK);
	CHECK_EQ(simple(0x0A, 0, 0x09, 0).dw0, 1u << 16);
	CHECK_EQ(simple(0x0A, 0, 0x09 | 1u << 8, 0).dw0, 1u << 16); /* default */
	D.iv_config = 0;
	CHECK_EQ(simple(0x09, 0, 0x09, 0).status, ST_ERR(0x002));
	CHECK_EQ(simple(0x09, 0, 0x09, 1u << 16).status, ST_OK);
	CHECK_EQ(D.iv_config, 0); /* nothing to change in the hardware */
	CHECK_EQ(simple(0x09, 0, 0x09, NVECTORS).status, ST_ERR(0x002));
	CHECK_EQ(simple(0x0A, 0, 0x09, NVECTORS).status, ST_ERR(0x002));
	/* power management, saved across a controller reset */
	CHECK_EQ(simple(0x09, 0, 0x02 | 1u << 31, 2u << 5).status, ST_OK);
	CHECK_EQ(simple(0x09, 0, 0x02, 1).status, ST_ERR(0x002));
	/* temperature threshold of sensor 1 */
	CHECK_EQ(simple(0x09, 0, 0x04, 350 | 1u << 16).status, ST_OK);
	CHECK_EQ(simple(0x0A, 0, 0x04, 1u << 16).dw0, 350 | 1u << 16);
	CHECK_EQ(simple(0x0A, 0, 0x04, 0).dw0, 343);
	CHECK_EQ(simple(0x0A, 0, 0x04, 2u << 16).status, ST_ERR(0x002)); /* sensor 2 not implemented */
	/* error recovery per namespace */
	CHECK_EQ(simple(0x09, 2, 0x05, 0x20).status, ST_OK);
	CHECK_EQ(simple(0x0A, 2, 0x05, 0).dw0, 0x20);
	CHECK_EQ(simple(0x0A, 1, 0x05, 0).dw0, 0);
	CHECK_EQ(simple(0x0A, 5, 0x05, 0).status, ST_ERR(0x002)); /* private: inactive */
	CHECK_EQ(simple(0x09, 2, 0x05, 1u << 16).status, ST_ERR(0x002)); /* DULBE */
	CHECK_EQ(simple(0x0A, 0, 0x0C, 0).status, ST_ERR(0x002)); /* unsupported feature */
	queue_evt(4, 0);
	queue_evt(3, 0);
	run();
	CHECK_EQ(D.arb, 7); /* back to the default on enable */
	CHECK_EQ(D.coalesce, 0);
	CHECK_EQ(simple(0x0A, 0, 0x02, 0).dw0, 2u << 5); /* saved */
	CHECK_EQ(simple(0x0A, 0, 0x09, 3).dw0, 3);
	printf("features: ok\n");
}

static void test_logs(void)
{
	boot(&mgmt_default_config);
	/* counters as the set cores publish them */
	uint64_t rc[NSETS] = {10, 20, 0, 5}, wc[NSETS] = {7, 0, 0, 1}, rp[NSETS] = {100, 300, 0, 1},
		 wp[NSETS] = {70, 0, 0, 2}, me[NSETS] = {0, 2, 0, 1};
	for (int s = 0; s < NSETS; s++) {
		struct set_mailbox *mb = &D.mb[s];
		mb->read_cmds = rc[s];
		mb->write_cmds = wc[s];
		mb->read_pages = rp[s];
		mb->write_pages = wp[s];
		mb->media_errors = me[s];
	}
	CHECK_EQ(simple(0x7F, 0, 0, 0).status, ST_ERR(0x001)); /* one error in the log */
	memset(D.host, 0xA5, 0x4000);
	struct cpl c = get_log(2, 512, 0, HBUF(0), 0);
	CHECK_EQ(c.status, ST_OK);
	const uint8_t *b = D.host;
	CHECK_EQ(b[0], 0);                        /* critical warning */
	CHECK_EQ(get_le(b + 1, 2), 313);          /* composite temperature */
	CHECK_EQ(b[3], 100);                      /* available spare */
	CHECK_EQ(get_le(b + 32, 8), 4);           /* ceil(401 * 8 / 1000) */
	CHECK_EQ(get_le(b + 48, 8), 1);           /* ceil(73 * 8 / 1000) */
	CHECK_EQ(get_le(b + 64, 8), 35);          /* host read commands */
	CHECK_EQ(get_le(b + 80, 8), 8);           /* host write commands */
	CHECK_EQ(get_le(b + 160, 8), 3);          /* media errors */
	CHECK_EQ(get_le(b + 176, 8), 1);          /* error log entries */
	CHECK_EQ(get_le(b + 112, 8), 1);          /* power cycles */
	CHECK_EQ(get_le(b + 200, 2), 313);        /* sensor 1 */
	CHECK_EQ(b[511], 0);
	CHECK_EQ(b[512], 0xA5);
	/* error information: newest first */
	CHECK_EQ(simple(0x00, 0, 7, 0).status, ST_ERR(0x101));
	uint32_t cid = next_cid - 1;
	c = get_log(1, 128, 0, HBUF(0), 0);
	CHECK_EQ(c.status, ST_OK);
	CHECK_EQ(get_le(b, 8), 2);
	CHECK_EQ(get_le(b + 10, 2), cid);
	CHECK_EQ(get_le(b + 12, 2), ST_ERR(0x101) << 1);
	CHECK_EQ(get_le(b + 14, 2), 40); /* parameter location: CDW10 */
	CHECK_EQ(get_le(b + 24, 4), 0xFFFFFFFF);
	CHECK_EQ(get_le(b + 64, 8), 1);
	CHECK_EQ(get_le(b + 64 + 14, 2), 0); /* invalid opcode: the opcode byte */
	/* 8 KiB from mid-page: PRP1 + a PRP list of two entries (error log 4 KiB, then zeros) */
	memset(D.host, 0xA5, 0x8000);
	uint8_t *list = D.host + 0x7000;
	uint64_t e[2] = {HBUF(0x2000), HBUF(0x4000)};
	memcpy(list, e, sizeof(e));
	c = get_log(1, 8192, 1, HBUF(0x400), HBUF(0x7000));
	CHECK_EQ(c.status, ST_OK);
	CHECK_EQ(get_le(D.host + 0x400, 8), 2);
	/* log bytes 0xC00.. at the first list entry, 0x1C00.. at the second: zero past the entries */
	for (uint32_t i = 0; i < 0x1000; i++)
		CHECK_EQ(D.host[0x2000 + i], 0);
	for (uint32_t i = 0; i < 0x400; i++)
		CHECK_EQ(D.host[0x4000 + i], 0);
	CHECK_EQ(D.host[0x4400], 0xA5); /* 8192 bytes exactly */
	CHECK_EQ(D.host[0x3000], 0xA5);
	CHECK_EQ(D.host[0x1000], 0xA5);
	CHECK_EQ(D.host[0x3FF], 0xA5);
	/* SMART per endurance group (set 2) */
	c = get_log(9 | 0, 512, 0, HBUF(0), 0);
	CHECK_EQ(c.status, ST_ERR(0x002)); /* LSI 0 */
	struct sqe_in s = {.opc = 0x02, .cdw10 = 9 | 127u << 16, .cdw11 = 2u << 16, .prp1 = HBUF(0)};
	CHECK_EQ(admin(&s).status, ST_OK);
	CHECK_EQ(get_le(b + 96, 8), 20);
	CHECK_EQ(get_le(b + 128, 8), 2);
	CHECK_EQ(get_le(b + 48, 8), 1); /* 1.2 MB read: one billion-byte unit, rounded up */
	CHECK_EQ(get_le(b + 160, 8), (uint64_t)512 << 21);
	/* refusals */
	CHECK_EQ(get_log(0x04, 512, 0, HBUF(0), 0).status, ST_ERR(0x109));
	s = (struct sqe_in){.opc = 0x02, .nsid = 1, .cdw10 = 2 | 127u << 16, .prp1 = HBUF(0)};
	CHECK_EQ(admin(&s).status, ST_ERR(0x002));
	s = (struct sqe_in){.opc = 0x02, .cdw10 = 2 | 127u << 16, .cdw12 = 512, .prp1 = HBUF(0)};
	CHECK_EQ(admin(&s).status, ST_ERR(0x002)); /* offset past the page */
	memset(D.host, 0xA5, 0x1000);
	s.cdw12 = 32;
	CHECK_EQ(admin(&s).status, ST_OK); /* offset within it: the rest, then zeros */
	CHECK_EQ(get_le(D.host, 8), 4);    /* Data Units Read */
	CHECK_EQ(D.host[480], 0);
	CHECK_EQ(D.host[511], 0); /* past the page's end: zero filled */
	CHECK_EQ(D.host[512], 0xA5);
	printf("logs: ok\n");
}

static void test_events(void)
{
	boot(&mgmt_default_config);
	/* AERs are held; an event completes one */
	uint32_t a1 = queue_cmd(0, &(struct sqe_in){.opc = 0x0C});
	uint32_t a2 = queue_cmd(0, &(struct sqe_in){.opc = 0x0C});
	run();
	CHECK(!find_cpl(a1) && !find_cpl(a2));
	queue_evt(1 | 3u << 16, 0); /* invalid doorbell, SQ 3 */
	run();
	const struct cpl *c = find_cpl(a1);
	CHECK(c && c->status == ST_OK && c->dw0 == (0 | 0 << 8 | 1u << 16));
	CHECK(!find_cpl(a2));
	/* the Error type is masked until the error log is read without RAE */
	queue_evt(2 | 1u << 8 | 1u << 16, 9);
	run();
	CHECK(!find_cpl(a2));
	CHECK_EQ(get_log(1, 64, 1, HBUF(0), 0).status, ST_OK); /* RAE: still masked */
	CHECK(!find_cpl(a2));
	CHECK_EQ(get_le(D.host + 8, 2), 0xFFFF); /* the CQ doorbell: SQID FFFFh */
	CHECK_EQ(get_log(1, 64, 0, HBUF(0), 0).status, ST_OK);
	c = find_cpl(a2);
	CHECK(c && c->dw0 == (0 | 1u << 8 | 1u << 16));
	/* limit: AERL + 1 = 4 outstanding */
	uint32_t held[4];
	for (int i = 0; i < 4; i++)
		held[i] = queue_cmd(0, &(struct sqe_in){.opc = 0x0C});
	run();
	struct cpl x = simple(0x0C, 0, 0, 0);
	CHECK_EQ(x.status, ST_RETRY(0x105));
	/* Abort of a held AER: it completes with Command Abort Requested, the Abort with 0 */
	x = simple(0x08, 0, 0 | held[1] << 16, 0);
	CHECK_EQ(x.status, ST_OK);
	CHECK_EQ(x.dw0, 0);
	c = find_cpl(held[1]);
	CHECK(c && c->status == 0x007);
	CHECK_EQ(simple(0x08, 0, 0 | 0x7777u << 16, 0).dw0, 1); /* not found */
	CHECK_EQ(simple(0x08, 0, 5, 0).status, ST_ERR(0x002)); /* no SQ 5 */
	/* a SMART event: temperature over a lowered threshold with the event enabled */
	CHECK_EQ(simple(0x09, 0, 0x0B, 0x02).status, ST_OK);
	CHECK_EQ(simple(0x09, 0, 0x04, 300).status, ST_OK);
	c = find_cpl(held[0]);
	CHECK(c && c->dw0 == (1 | 1u << 8 | 2u << 16));
	get_log(2, 512, 0, HBUF(0), 0);
	CHECK_EQ(D.host[0], 0x02); /* critical warning: temperature */
	/* disable drops the held AERs without completions; shutdown completes at once */
	int n = D.ncpl;
	queue_evt(4, 0);
	run();
	CHECK_EQ(D.ncpl, n);
	queue_evt(3, 0);
	queue_evt(5, 0); /* SHN 00b: nothing */
	run();
	CHECK_EQ(D.control, 0);
	queue_evt(5, 1);
	run();
	CHECK_EQ(D.control, NVME__CONTROL__SHUTDOWN_DONE_bm);
	queue_evt(6, 0); /* fetch error */
	run();
	CHECK_EQ(M.fetch_errors, 1);
	/* unknown opcode, SGL, fused, I/O on the management port */
	CHECK_EQ(simple(0x80, 0, 0, 0).status, ST_ERR(0x001));
	CHECK_EQ(simple(0x10, 0, 0, 0).status, ST_ERR(0x001)); /* Firmware Commit: not ported */
	CHECK_EQ(simple(0x18, 0, 0, 0).status, ST_ERR(0x001)); /* Keep Alive */
	CHECK_EQ(admin(&(struct sqe_in){.opc = 0x06, .cdw10 = 1, .flags = 1u << 14, .prp1 = HBUF(0)}).status,
		 ST_ERR(0x002));
	CHECK_EQ(admin(&(struct sqe_in){.opc = 0x06, .cdw10 = 1, .flags = 1u << 8, .prp1 = HBUF(0)}).status,
		 ST_ERR(0x002));
	uint32_t io = queue_cmd(1, &(struct sqe_in){.opc = 0x02, .nsid = 1});
	run();
	c = find_cpl(io);
	CHECK(c && c->sqid == 1 && c->status == ST_ERR(0x001));
	/* completions wait for CPL_SPACE */
	D.cpl_busy = 5;
	CHECK_EQ(simple(0x0A, 0, 0x01, 0).status, ST_OK);
	CHECK_EQ(D.cpl_busy, 0);
	printf("events: ok\n");
}

static void dump(void)
{
	boot(&mgmt_default_config);
	struct {
		const char *name;
		uint32_t opc, nsid, cdw10, cdw11;
		uint32_t bytes;
	} what[] = {
		{"ctrl", 6, 0, 1, 0, 4096},        {"ns1", 6, 1, 0, 0, 4096},          {"ns4", 6, 4, 0, 0, 4096},
		{"ns5", 6, 5, 0, 0, 4096},         {"nsci1", 6, 1, 8, 0, 4096},        {"active0", 6, 0, 2, 0, 4096},
		{"setlist1", 6, 0, 4, 1, 4096},    {"egl1", 6, 0, 0x19, 1, 4096},      {"log0", 2, 0, 0 | 255u << 16, 0, 1024},
		{"log3", 2, 0, 3 | 127u << 16, 0, 512}, {"log5", 2, 0, 5 | 1023u << 16, 0, 4096},
	};
	for (size_t i = 0; i < sizeof(what) / sizeof(what[0]); i++) {
		memset(D.host, 0, 4096);
		struct sqe_in s = {.opc = what[i].opc, .nsid = what[i].nsid, .cdw10 = what[i].cdw10, .cdw11 = what[i].cdw11,
				   .prp1 = HBUF(0)};
		if (admin(&s).status != ST_OK)
			fail("dump command failed", (uint32_t)i);
		printf("%s ", what[i].name);
		for (uint32_t k = 0; k < what[i].bytes; k++)
			printf("%02x", D.host[k]);
		printf("\n");
	}
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "dump")) {
		dump();
		return 0;
	}
	test_startup();
	test_board_config();
	test_identify();
	test_queues();
	test_features();
	test_logs();
	test_events();
	printf("test_mgmt: %d checks, all passed\n", checks);
	return 0;
}
