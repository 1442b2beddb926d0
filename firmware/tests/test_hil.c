/* SPDX-License-Identifier: Apache-2.0 */
/*
 * HIL host-native test: hil.c built with FW_HOST_TEST (soc_io.h) against a fake set-queue device (the
 * register protocol of rtl/nvme/nvme_set.rdl as sim/lib/cssd_sim/nvme_io uses it), over the real ICL,
 * FTL and NAND model. Random Read / Write (FUA) / Flush / Write Zeroes / Dataset Management /
 * bad opcodes on a 512 B and a 4 KiB namespace against a byte-exact reference, with injected
 * transfer failures, uncorrectable pages and power cuts; then the 2PM Search Query / Search
 * (hil_search.c) through the NAND model's first stage against a search of the reference's bytes.
 *
 * Environment: SEED, HIL_OPS (default 20000); to chase a mismatch, WATCH_NS (0-based) and
 * WATCH_BYTE trace every command touching that byte, HIL_DEBUG=1 names the injected UNC pages.
 */
#define _GNU_SOURCE /* memmem */
#include <stddef.h>

#include "soc_io.h" /* generated/fw_port_regs.h: the register macros */
#include "generated/nvme_spec.h"
#include "hil.h"
#include "test_util.h"

#define SET 1
#define NSLOTS 32
#define MDTS (32 * 1024)
#define R(name) ((uint32_t)offsetof(nvme_set_t, name))
#define DDR0_BASE SOC_SET_DDR0_BASE(SET)

/* Opcodes from the generated table; the expected status fields are written out as the spec gives
 * them (with DNR, as sim/lib/cssd_sim/nvme_fw/status.py builds them), so this test checks the
 * table too */
enum {
	OPC_FLUSH = NVME_NVM_OPC_FLUSH,
	OPC_WRITE = NVME_NVM_OPC_WRITE,
	OPC_READ = NVME_NVM_OPC_READ,
	OPC_WZ = NVME_NVM_OPC_WRITE_ZEROES,
	OPC_DSM = NVME_NVM_OPC_DATASET_MANAGEMENT,
};
#define ST_OK 0x000u
#define ST_INVALID_OPCODE 0x4001u
#define ST_LBA_RANGE 0x4080u
#define ST_UNC 0x281u

static uint32_t xfer_expect(uint32_t done)
{
	static const uint32_t m[8] = {0, 0x4013, 0x4002, 0x004, 0x4006, 0x007, 0x4006, 0x4006};
	return m[done & 7];
}

#define FAIL(...)                                          \
	do {                                               \
		fprintf(stderr, "test_hil: " __VA_ARGS__); \
		fprintf(stderr, "\n");                     \
		exit(1);                                   \
	} while (0)

/* ---- fake set-queue device ---- */
struct fcmd {
	uint32_t dw[16];
	uint32_t slot, len;
};

static uint64_t n_cmds, n_reads, n_writes, n_flush, n_other, n_errors;

#define QMAX 64
#define PEND_MAX 16 /* transfers the fake data mover holds before REQ_SPACE goes 0 */

struct pend {
	uint32_t ctrl, local, offset, len;
};

static struct dev {
	struct fcmd q[QMAX];
	int qn;
	uint64_t cmd_info_reads; /* CMD_INFO reads: a command fetched, or looked at and left queued */
	uint8_t host[NSLOTS][MDTS]; /* each slot's host data buffer (what PRP1/PRP2 point at) */
	uint32_t host_len[NSLOTS];
	int busy[NSLOTS];
	uint32_t req_local, req_offset, req_len, req_dw0;
	uint32_t done_slot[8], done_status[8];
	int dn;
	int cpl_done;
	uint32_t cpl_slot, cpl_status;
	int fail_at, xfer_idx; /* the fail_at-th transfer of the command fails with fail_status */
	uint32_t fail_status;
	int no_space;    /* STATUS reads still to report no REQ_SPACE */
	int blocked;     /* the last STATUS read reported no REQ_SPACE */
	uint64_t req_len_writes, xfers;
	uint8_t *arena;  /* the set's DDR0 region as the fake DMA sees it */
	size_t arena_size;
	/* defer: transfers wait in pend[] and run later, a few per STATUS read, in request order,
	 * as the data mover runs them while the core goes on (test_deep_reads) */
	int defer;
	struct pend pend[PEND_MAX];
	int npend;
	uint32_t cpl_log[NSLOTS * 4], cpl_st[NSLOTS * 4], cpl_dw0[NSLOTS * 4]; /* slots, statuses, DW0s in completion order */
	int ncpl;
	uint64_t rng; /* the fake's own timing (nonzero) */
} D;

static uint64_t cyc, ins;

static void run_pending(int k);

uint64_t cpu_cycles(void)
{
	return cyc += 7;
}

uint64_t cpu_instret(void)
{
	return ins += 3;
}

uint32_t ddr0_addr(const void *p)
{
	const uint8_t *b = p;
	if (b < D.arena || b >= D.arena + D.arena_size)
		FAIL("the HIL handed the DMA a buffer outside DDR0 (%p)", p);
	return DDR0_BASE + (uint32_t)(b - D.arena);
}

static uint32_t reg_of(uint32_t off)
{
	if (off < FW_SET_OFF(SET) || off >= FW_SET_OFF(SET) + sizeof(nvme_set_t))
		FAIL("access outside set %d's window: %#x", SET, off);
	return off - FW_SET_OFF(SET);
}

uint32_t fw_rd32(uint32_t off)
{
	uint32_t r = reg_of(off);
	if (r == R(STATUS)) {
		int space = 1;
		if (D.no_space > 0) {
			D.no_space--;
			space = 0;
		}
		if (D.defer) {
			/* the saved request registers stay the HIL's: run_pending borrows and restores them */
			uint32_t l = D.req_local, o = D.req_offset, n = D.req_len;
			run_pending((int)(xrnd(&D.rng) % 3));
			D.req_local = l, D.req_offset = o, D.req_len = n;
			space &= D.npend < PEND_MAX;
		}
		D.blocked = !space;
		return (D.qn ? NVME_SET__STATUS__CMD_AVAIL_bm : 0) | (D.dn ? NVME_SET__STATUS__DONE_AVAIL_bm : 0) |
		       (space ? NVME_SET__STATUS__REQ_SPACE_bm : 0);
	}
	if (r == R(DONE_INFO)) {
		if (!D.dn)
			FAIL("DONE_INFO read with no result");
		return D.done_slot[0] | D.done_status[0] << NVME_SET__DONE_INFO__STATUS_bp;
	}
	if (r >= R(CMD_INFO) && r <= R(CMD_DW15)) {
		if (!D.qn)
			FAIL("command register %#x read with no command", r);
		if (r == R(CMD_INFO)) {
			D.cmd_info_reads++;
			return D.q[0].slot | 3u << 16;
		}
		if (r == R(CMD_LEN))
			return D.q[0].len;
		if (r >= R(CMD_DW0))
			return D.q[0].dw[(r - R(CMD_DW0)) / 4];
	}
	FAIL("read of register %#x", r);
}

static void xfer(uint32_t ctrl);

static void run_pending(int k)
{
	while (k-- > 0 && D.npend && D.dn < 8) {
		struct pend t = D.pend[0];
		memmove(D.pend, D.pend + 1, sizeof(D.pend[0]) * (size_t)--D.npend);
		D.req_local = t.local;
		D.req_offset = t.offset;
		D.req_len = t.len;
		xfer(t.ctrl);
	}
}

static void xfer(uint32_t ctrl)
{
	uint32_t slot = ctrl & NVME_SET__REQ_CTRL__SLOT_bm;
	int to_host = (ctrl & NVME_SET__REQ_CTRL__TO_HOST_bm) != 0;
	if (ctrl & NVME_SET__REQ_CTRL__AUTO_CPL_bm)
		FAIL("AUTO_CPL (not expected from this HIL)");
	if ((D.req_local | D.req_offset | D.req_len) & 3 || !D.req_len || D.req_offset + D.req_len > D.host_len[slot])
		FAIL("bad transfer (command %llu): slot %u local %#x offset %u len %u (command %u bytes)", (unsigned long long)n_cmds, slot, D.req_local, D.req_offset,
		     D.req_len, D.host_len[slot]);
	if (D.req_local < DDR0_BASE || D.req_local - DDR0_BASE + (size_t)D.req_len > D.arena_size)
		FAIL("transfer outside the set's DDR0 buffers: %#x", D.req_local);
	uint8_t *local = D.arena + (D.req_local - DDR0_BASE), *host = D.host[slot] + D.req_offset;
	uint32_t n = D.req_len, st = 0;
	if (D.xfer_idx++ == D.fail_at) {
		/* a transfer that dies part way: some of its bytes moved */
		n = (D.req_len / 2) & ~3u;
		st = D.fail_status;
	}
	if (to_host)
		memcpy(host, local, n);
	else
		memcpy(local, host, n);
	if (D.dn == 8)
		FAIL("DONE queue overflow");
	D.done_slot[D.dn] = slot;
	D.done_status[D.dn++] = st;
	D.xfers++;
}

void fw_wr32(uint32_t off, uint32_t v)
{
	uint32_t r = reg_of(off);
	if (r == R(CMD_POP)) {
		if (!D.qn)
			FAIL("CMD_POP with no command");
		memmove(&D.q[0], &D.q[1], sizeof(D.q[0]) * --D.qn);
	} else if (r == R(DONE_POP)) {
		if (!D.dn)
			FAIL("DONE_POP with no result");
		D.dn--;
		memmove(D.done_slot, D.done_slot + 1, sizeof(D.done_slot[0]) * D.dn);
		memmove(D.done_status, D.done_status + 1, sizeof(D.done_status[0]) * D.dn);
	} else if (r == R(REQ_LOCAL)) {
		D.req_local = v;
	} else if (r == R(REQ_OFFSET)) {
		D.req_offset = v;
	} else if (r == R(REQ_LEN)) {
		D.req_len = v;
		D.req_len_writes++;
	} else if (r == R(REQ_DW0)) {
		D.req_dw0 = v;
	} else if (r == R(REQ_CTRL)) {
		uint32_t slot = v & NVME_SET__REQ_CTRL__SLOT_bm;
		if (!(v & NVME_SET__REQ_CTRL__GO_bm))
			FAIL("REQ_CTRL without GO");
		if (D.blocked)
			FAIL("request pushed while REQ_SPACE was 0 (lost: REQ_OVERFLOW)");
		if (slot >= NSLOTS || !D.busy[slot])
			FAIL("request for slot %u that holds no command", slot);
		if (v & NVME_SET__REQ_CTRL__KIND_bm) {
			for (int k = 0; k < D.npend; k++)
				if ((D.pend[k].ctrl & NVME_SET__REQ_CTRL__SLOT_bm) == slot)
					FAIL("slot %u completed with a transfer of it not yet done", slot);
			for (int k = 0; k < D.dn; k++)
				if (D.done_slot[k] == slot)
					FAIL("slot %u completed with a transfer result of it not yet taken", slot);
			D.busy[slot] = 0;
			D.cpl_done = 1;
			D.cpl_slot = slot;
			D.cpl_status = (v & NVME_SET__REQ_CTRL__STATUS_bm) >> NVME_SET__REQ_CTRL__STATUS_bp;
			if (D.ncpl < (int)(sizeof(D.cpl_log) / sizeof(D.cpl_log[0]))) {
				D.cpl_st[D.ncpl] = D.cpl_status;
				D.cpl_dw0[D.ncpl] = D.req_dw0;
				D.cpl_log[D.ncpl++] = slot;
			}
		} else if (D.defer) {
			D.pend[D.npend++] = (struct pend){v, D.req_local, D.req_offset, D.req_len};
		} else {
			xfer(v);
		}
	} else {
		FAIL("write of register %#x", r);
	}
}

/* ---- the drive under test ---- */
static struct rig rig;
static struct hil hil;
static struct set_mailbox mb;
static uint64_t seed = 1;
static uint8_t *scratch;

#define NNS 2
static const uint32_t ns_shift[NNS] = {9, 12};
static uint64_t ns_blocks[NNS];
static uint64_t ns_base[NNS]; /* byte offset in the ICL's space */
/* per namespace: contents; per 512 B: unknown (indeterminate), written or trimmed since durable */
static uint8_t *ref[NNS], *unk[NNS], *tch[NNS];

/*
 * Bounce pages for asynchronous reads (HIL_BOUNCE, default 4: fewer than a 32 KiB read's 8 pages,
 * so reads wait for pages and resume; 0 serves every command synchronously).
 */
static uint32_t nbounce = 4;
static uint8_t sync_alone; /* HIL_SYNC_ALONE=1: the cores' setting (a lone Read stays synchronous) */
static uint8_t park = 1;   /* HIL_PARK=0: Writes wait for write-backs instead of parking */
static uint8_t *bounce;

static uint64_t tot_parks; /* Writes parked by earlier HIL instances (hil_init starts at 0) */
static struct hil_wpark park_ring[HIL_WRITE_PARKS];

static int init_hil(void)
{
	tot_parks += hil.write_parks;
	struct hil_config hc = {.set = SET, .icl = &rig.c, .mb = &mb, .scratch = scratch, .bounce = bounce,
				.bounce_pages = nbounce, .sync_when_alone = sync_alone, .parks = park ? park_ring : NULL};
	return hil_init(&hil, &hc);
}

static void setup(void)
{
	struct nand_geometry g = test_geo();
	struct ftl_config fc = test_cfg();
	rig_new(&rig, &g, &fc, seed);
	rig.ccfg = (struct icl_config){.slots = 16, .lba_shift = 9, .wb_batch = 4};
	size_t dma = icl_dma_size(&rig.ccfg, g.page_bytes);
	D.arena_size = dma + HIL_SCRATCH_BYTES + (size_t)nbounce * g.page_bytes;
	D.arena = aligned_alloc(4096, D.arena_size);
	CHECK(D.arena);
	rig.cdma = D.arena; /* the cache pages, the scratch and the bounce pages: the set's DDR0 region */
	scratch = D.arena + dma;
	bounce = scratch + HIL_SCRATCH_BYTES;
	rig_format(&rig);
	memset(&mb, 0, sizeof(mb));
	mb.magic = SET_MAILBOX_MAGIC;
	mb.nns = NNS;
	/* ns 1: 512 B LBAs, not a whole number of pages (the next starts on a page); ns 2: 4 KiB */
	ns_blocks[0] = 150 * 8 + 3;
	ns_blocks[1] = 200;
	uint64_t next = 0;
	for (int i = 0; i < NNS; i++) {
		mb.ns[i] = (struct set_mailbox_ns){.nsid = (uint32_t)i + 1, .lba_shift = ns_shift[i], .blocks = ns_blocks[i]};
		ns_base[i] = next;
		next += ((ns_blocks[i] << ns_shift[i]) + 4095) & ~(uint64_t)4095;
		size_t bytes = ns_blocks[i] << ns_shift[i];
		ref[i] = calloc(bytes, 1);
		tch[i] = calloc(bytes >> 9, 1);
		unk[i] = calloc(bytes >> 9, 1);
		CHECK(ref[i] && tch[i] && unk[i]);
	}
	CHECK_EQ(init_hil(), FTL_OK);
}

static void teardown(void)
{
	rig.cdma = NULL; /* part of the arena */
	rig_free(&rig);
	free(D.arena);
	for (int i = 0; i < NNS; i++) {
		free(ref[i]);
		free(tch[i]);
		free(unk[i]);
	}
}

static uint32_t next_cdw13; /* CDW13 of the next command put (the Search's) */

/* Put a command in the fake queue on a free slot with its host buffer (data, or a fill); its slot. */
static uint32_t put_cmd(uint32_t opc, uint32_t nsid, uint32_t cdw10, uint32_t cdw11, uint32_t cdw12, uint32_t len,
			const void *data)
{
	uint32_t slot;
	do
		slot = (uint32_t)(xrnd(&seed) % NSLOTS);
	while (D.busy[slot]);
	CHECK(D.qn < QMAX);
	struct fcmd *c = &D.q[D.qn++];
	memset(c, 0, sizeof(*c));
	c->slot = slot;
	c->len = len;
	c->dw[0] = opc | (uint32_t)(n_cmds & 0xFFFF) << 16;
	c->dw[1] = nsid;
	c->dw[10] = cdw10;
	c->dw[11] = cdw11;
	c->dw[12] = cdw12;
	c->dw[13] = next_cdw13;
	next_cdw13 = 0;
	D.busy[slot] = 1;
	D.host_len[slot] = len;
	if (data)
		memcpy(D.host[slot], data, len);
	else
		memset(D.host[slot], 0xA5, len);
	return slot;
}

/* Issue one command and serve it; returns its completion status. */
static uint32_t run(uint32_t opc, uint32_t nsid, uint32_t cdw10, uint32_t cdw11, uint32_t cdw12, uint32_t len,
		    const void *data, int fail_at, uint32_t fail_status, uint32_t *slot_out)
{
	uint32_t slot = put_cmd(opc, nsid, cdw10, cdw11, cdw12, len, data);
	D.fail_at = fail_at;
	D.fail_status = fail_status;
	D.xfer_idx = 0;
	D.cpl_done = 0;
	D.no_space = xrnd(&seed) % 4 == 0 ? (int)(xrnd(&seed) % 3) + 1 : 0;
	/* a synchronous command completes in one poll, an asynchronous read in a few */
	CHECK_EQ(hil_poll(&hil), 1);
	for (int k = 0; !D.cpl_done && k < 10000; k++)
		hil_poll(&hil);
	if (!D.cpl_done || D.cpl_slot != slot)
		FAIL("command %llu (opcode %#x) not completed", (unsigned long long)n_cmds, opc);
	if (D.dn)
		FAIL("transfer results left unread");
	/* then idle: a pass or two may still start background write-backs (icl_bg_step) */
	int busy = 0;
	while (hil_poll(&hil) && busy < 4)
		busy++;
	CHECK(busy < 4);
	n_cmds++;
	if (slot_out)
		*slot_out = slot;
	return D.cpl_status;
}

static int cached(uint32_t lpn)
{
	for (uint32_t i = 0; i < rig.c.cfg.slots; i++)
		if (rig.c.slot[i].state && rig.c.slot[i].lpn == lpn)
			return 1;
	return 0;
}

/* One uncorrectable read of lpn's flash page (the next read of it, then it reads fine again). */
static void inject_unc(uint32_t lpn, int count)
{
	uint32_t ppa = rig.f.map[lpn], blk = ppa / rig.geo.pages, u = blk / rig.geo.blocks;
	nand_model_add_fault(rig.m, NAND_FAULT_UNC, u % rig.geo.channels, (u / rig.geo.channels) % rig.geo.dies,
			     u / (rig.geo.channels * rig.geo.dies), blk % rig.geo.blocks, (int)(ppa % rig.geo.pages), count);
}

/* The per-page segments the HIL moves: (lpn, bytes) of [byte, byte + len) of namespace i. */
static uint32_t segments(int i, uint64_t byte, uint64_t len, uint32_t *lpn, uint32_t *n)
{
	uint32_t k = 0;
	for (uint64_t pos = 0; pos < len; k++) {
		uint64_t o = ns_base[i] + byte + pos;
		lpn[k] = (uint32_t)(o / 4096);
		n[k] = (uint32_t)(4096 - o % 4096 < len - pos ? 4096 - o % 4096 : len - pos);
		pos += n[k];
	}
	return k;
}

static long long watch_ns = -1, watch_byte = -1;
static void trace(int i, uint64_t byte, uint64_t len, const char *what)
{
	if (i == watch_ns && (uint64_t)watch_byte >= byte && (uint64_t)watch_byte < byte + len)
		fprintf(stderr, "  cmd %llu: %s [%#llx, +%#llx) ref=%02x tch=%d unk=%d\n", (unsigned long long)n_cmds, what,
			(unsigned long long)byte, (unsigned long long)len, ref[i][watch_byte], tch[i][watch_byte >> 9],
			unk[i][watch_byte >> 9]);
}

static void set_unknown(int i, uint64_t byte, uint64_t len, int v)
{
	trace(i, byte, len, v ? "unknown" : "known");
	memset(unk[i] + (byte >> 9), v, len >> 9);
}

static void check_data(int i, uint64_t byte, uint64_t len, const uint8_t *got, const char *what)
{
	for (uint64_t u = 0; u < len; u += 512)
		if (!unk[i][(byte + u) >> 9] && memcmp(got + u, ref[i] + byte + u, 512))
			FAIL("got %02x ref %02x; %s: ns %d byte %#llx differs from the reference (command %llu)", got[u], ref[i][byte + u], what, i + 1,
			     (unsigned long long)(byte + u), (unsigned long long)n_cmds);
}

static void expect(uint32_t got, uint32_t want, const char *what)
{
	if (got != want)
		FAIL("%s: status %#x, expected %#x (command %llu)", what, got, want, (unsigned long long)n_cmds);
	n_errors += got != 0;
}

static void do_read(int i, uint64_t slba, uint32_t nlb, int fail_at, uint32_t fst, int unc)
{
	uint32_t sh = ns_shift[i], len = nlb << sh, lpn[MDTS / 512 + 2], n[MDTS / 512 + 2], slot;
	uint32_t k = segments(i, slba << sh, len, lpn, n), want = ST_OK;
	if (unc) {
		/* the first mapped page not in the cache fails its flash read (once) */
		uint32_t j;
		for (j = 0; j < k && (rig.f.map[lpn[j]] == 0xFFFFFFFFu || cached(lpn[j])); j++)
			;
		if (j < k) {
			if (getenv("HIL_DEBUG"))
				fprintf(stderr, "cmd %llu: unc at lpn %u ppa %u (seg %u of %u)\n", (unsigned long long)n_cmds, lpn[j], rig.f.map[lpn[j]], j, k);
			inject_unc(lpn[j], 1);
			fail_at = -1;
			want = ST_UNC;
		}
	}
	if (fail_at >= 0 && fail_at < (int)k)
		want = xfer_expect(fst);
	uint32_t st = run(OPC_READ, (uint32_t)i + 1, (uint32_t)slba, (uint32_t)(slba >> 32), nlb - 1, len, NULL, fail_at,
			  fst, &slot);
	n_reads++;
	expect(st, want, "read");
	if (!st)
		check_data(i, slba << sh, len, D.host[slot], "read");
}

/* len bytes (a multiple of 8) of random data. */
static void random_fill(uint8_t *b, uint32_t len)
{
	for (uint32_t at = 0; at < len; at += 8) {
		uint64_t v = xrnd(&seed);
		memcpy(b + at, &v, 8);
	}
}

/* Poll until n commands have completed since D.ncpl was cleared: FAIL after max_polls. */
static void poll_until_completed(uint32_t n, int max_polls, const char *what)
{
	for (int polls = 0; D.ncpl < (int)n; polls++) {
		if (polls > max_polls)
			FAIL("%s: %d of %u completed", what, D.ncpl, n);
		hil_poll(&hil);
	}
}

/* Where slot's completion is in the completion log (it must be there). */
static int completion_index(uint32_t slot)
{
	int at = 0;
	while (at < D.ncpl && D.cpl_log[at] != slot)
		at++;
	CHECK(at < D.ncpl);
	return at;
}

static void do_write(int i, uint64_t slba, uint32_t nlb, int fua, int fail_at, uint32_t fst)
{
	static uint8_t data[MDTS];
	uint32_t sh = ns_shift[i], len = nlb << sh, lpn[MDTS / 512 + 2], n[MDTS / 512 + 2];
	uint64_t byte = slba << sh;
	uint32_t k = segments(i, byte, len, lpn, n);
	random_fill(data, len);
	uint32_t st = run(OPC_WRITE, (uint32_t)i + 1, (uint32_t)slba, (uint32_t)(slba >> 32),
			  (nlb - 1) | (fua ? 1u << 30 : 0), len, data, fail_at, fst, NULL);
	trace(i, byte, len, fua ? "write fua" : "write");
	n_writes++;
	/* Pages before the failed transfer hold the new data, its own range is indeterminate,
	 * the rest is untouched (NVMe only allows the command's LBAs to change at all). */
	uint64_t pos = 0;
	for (uint32_t j = 0; j < k; j++) {
		if ((int)j == fail_at) {
			set_unknown(i, byte + pos, n[j], 1);
			break;
		}
		memcpy(ref[i] + byte + pos, data + pos, n[j]);
		set_unknown(i, byte + pos, n[j], 0);
		pos += n[j];
	}
	expect(st, fail_at >= 0 && fail_at < (int)k ? xfer_expect(fst) : ST_OK, "write");
	/* a FUA write is durable: no older version of its LBAs can come back after a cut */
	memset(tch[i] + (byte >> 9), !(!st && fua), len >> 9);
}

static void zero_ref(int i, uint64_t byte, uint64_t len, int durable)
{
	trace(i, byte, len, "zero");
	memset(ref[i] + byte, 0, len);
	memset(tch[i] + (byte >> 9), !durable, len >> 9);
	set_unknown(i, byte, len, 0);
}

static void do_dsm(int i, int ad, int fail)
{
	uint8_t r[16 * 16];
	uint32_t nr = 1 + (uint32_t)(xrnd(&seed) % 16), bad = xrnd(&seed) % 8 == 0;
	uint64_t slba[16];
	uint32_t nlb[16];
	for (uint32_t j = 0; j < nr; j++) {
		nlb[j] = xrnd(&seed) % 5 == 0 ? 0 : 1 + (uint32_t)(xrnd(&seed) % (16384 >> ns_shift[i]));
		slba[j] = xrnd(&seed) % (ns_blocks[i] - nlb[j] + 1);
		if (bad && j == nr - 1)
			slba[j] = ns_blocks[i] - nlb[j] + 1 + xrnd(&seed) % 3; /* past the end */
		uint32_t attr = (uint32_t)xrnd(&seed);
		memcpy(r + 16 * j, &attr, 4);
		memcpy(r + 16 * j + 4, &nlb[j], 4);
		memcpy(r + 16 * j + 8, &slba[j], 8);
	}
	if (bad && nlb[nr - 1] == 0) {
		nlb[nr - 1] = 1;
		memcpy(r + 16 * (nr - 1) + 4, &nlb[nr - 1], 4);
	}
	uint32_t st = run(OPC_DSM, (uint32_t)i + 1, nr - 1, ad ? 4 : 0, 0, nr * 16, r, fail ? 0 : -1, 3, NULL);
	n_other++;
	if (fail) {
		expect(st, xfer_expect(3), "dsm");
		return;
	}
	if (bad && ad) {
		expect(st, ST_LBA_RANGE, "dsm out of range");
		return;
	}
	expect(st, ST_OK, "dsm");
	if (ad)
		for (uint32_t j = 0; j < nr; j++)
			zero_ref(i, slba[j] << ns_shift[i], (uint64_t)nlb[j] << ns_shift[i], 0);
}

static void durable_all(void)
{
	for (int j = 0; j < NNS; j++)
		memset(tch[j], 0, ns_blocks[j] << ns_shift[j] >> 9);
}

static uint64_t tot_evictions, tot_gc; /* the stats restart at every mount */

static void power_cycle(void)
{
	tot_evictions += rig.c.st.evictions;
	tot_gc += rig.f.st.gc_runs;
	nand_model_power_cut(rig.m);
	nand_model_power_on(rig.m);
	CHECK_EQ(rig_mount(&rig), FTL_OK);
	CHECK_EQ(init_hil(), FTL_OK);
	/* Only what was durable is certain: a block written or trimmed since may come back as any
	 * of its versions since then (an evicted write-back survives, a later trim does not). */
	for (int i = 0; i < NNS; i++)
		for (uint64_t u = 0; u < ns_blocks[i] << ns_shift[i] >> 9; u++) {
			unk[i][u] |= tch[i][u];
			tch[i][u] = 0;
		}
}

static void check_all(const char *what)
{
	for (int i = 0; i < NNS; i++) {
		uint32_t step = MDTS >> ns_shift[i];
		for (uint64_t l = 0; l < ns_blocks[i]; l += step) {
			uint32_t nlb = (uint32_t)(ns_blocks[i] - l < step ? ns_blocks[i] - l : step), slot;
			uint32_t st = run(OPC_READ, (uint32_t)i + 1, (uint32_t)l, 0, nlb - 1, nlb << ns_shift[i], NULL, -1, 0,
					  &slot);
			n_reads++;
			expect(st, ST_OK, what);
			check_data(i, l << ns_shift[i], (uint64_t)nlb << ns_shift[i], D.host[slot], what);
		}
	}
}

static void test_random(uint64_t ops)
{
	uint64_t cuts = 0, unc = 0, xfail = 0;
	for (uint64_t op = 0; op < ops; op++) {
		int i = (int)(xrnd(&seed) % NNS);
		uint32_t sh = ns_shift[i], maxn = MDTS >> sh, r = (uint32_t)(xrnd(&seed) % 100);
		uint32_t nlb = 1 + (uint32_t)(xrnd(&seed) % (xrnd(&seed) % 4 ? (maxn < 16 ? maxn : 16) : maxn));
		uint64_t slba = xrnd(&seed) % (ns_blocks[i] - nlb + 1);
		int fail_at = -1;
		uint32_t fst = 1 + (uint32_t)(xrnd(&seed) % 5);
		if (xrnd(&seed) % 10 == 0) {
			fail_at = (int)(xrnd(&seed) % (1 + (nlb << sh) / 4096 + 1));
			xfail++;
		}
		if (r < 38) {
			int u = xrnd(&seed) % 12 == 0;
			unc += u;
			do_read(i, slba, nlb, fail_at, fst, u);
		} else if (r < 78) {
			do_write(i, slba, nlb, xrnd(&seed) % 8 == 0, fail_at, fst);
		} else if (r < 82) {
			expect(run(OPC_FLUSH, xrnd(&seed) % 2 ? 0xFFFFFFFFu : (uint32_t)i + 1, 0, 0, 0, 0, NULL, -1, 0, NULL),
			       ST_OK, "flush");
			n_flush++;
			durable_all();
		} else if (r < 89) {
			int fua = xrnd(&seed) % 4 == 0;
			nlb = 1 + (uint32_t)(xrnd(&seed) % (65536 >> sh));
			slba = xrnd(&seed) % (ns_blocks[i] - nlb + 1);
			expect(run(OPC_WZ, (uint32_t)i + 1, (uint32_t)slba, 0, (nlb - 1) | (fua ? 1u << 30 : 0), 0, NULL, -1, 0,
				   NULL),
			       ST_OK, "write zeroes");
			n_other++;
			zero_ref(i, slba << sh, (uint64_t)nlb << sh, 0);
			if (fua) /* a FUA Write Zeroes flushes everything */
				durable_all();
		} else if (r < 96) {
			do_dsm(i, xrnd(&seed) % 5 != 0, fail_at == 0);
		} else if (r < 98) {
			/* SACA lets only valid ranges through; the HIL still refuses the others */
			uint32_t st = run(r & 1 ? OPC_READ : OPC_WRITE, (uint32_t)i + 1, (uint32_t)(ns_blocks[i] - nlb + 1), 0,
					  nlb - 1, nlb << sh, NULL, -1, 0, NULL);
			*(r & 1 ? &n_reads : &n_writes) += 1;
			expect(st, ST_LBA_RANGE, "out of range");
		} else {
			static const uint32_t bad[] = {0x04, 0x05, 0x0C, 0x11, 0x7F, 0x81};
			expect(run(bad[xrnd(&seed) % 6], (uint32_t)i + 1, 0, 0, 0, 0, NULL, -1, 0, NULL), ST_INVALID_OPCODE,
			       "invalid opcode");
			n_other++;
		}
		if (op % 400 == 399) {
			power_cycle();
			cuts++;
		}
	}
	CHECK(unc > 10 && xfail > 100 && cuts > 2);
	tot_evictions += rig.c.st.evictions;
	tot_gc += rig.f.st.gc_runs;
	expect(run(OPC_FLUSH, 1, 0, 0, 0, 0, NULL, -1, 0, NULL), ST_OK, "flush");
	n_flush++;
	CHECK_EQ(rig_mount(&rig), FTL_OK);
	CHECK_EQ(init_hil(), FTL_OK);
	check_all("final read-back");
	uint64_t units = 0, unknown = 0;
	for (int i = 0; i < NNS; i++)
		for (uint64_t u = 0; u < ns_blocks[i] << ns_shift[i] >> 9; u++, units++)
			unknown += unk[i][u];
	printf("random: %llu ops, %llu power cuts, %llu injected UNC reads, %llu transfer failures, %llu errors; "
	       "%llu of %llu blocks checked at the end; ICL %llu evictions, FTL %llu GC runs; %llu writes parked\n",
	       (unsigned long long)ops, (unsigned long long)cuts, (unsigned long long)unc, (unsigned long long)xfail,
	       (unsigned long long)n_errors, (unsigned long long)(units - unknown), (unsigned long long)units,
	       (unsigned long long)tot_evictions, (unsigned long long)tot_gc,
	       (unsigned long long)(tot_parks + hil.write_parks));
	/* most of the drive must still be certain, or the check above proves little */
	CHECK(unknown * 2 < units && tot_evictions > 100 && tot_gc > 0);
	/* one command at a time, so a parked Write resumes in the polls that wait for it */
	CHECK(!park || tot_parks + hil.write_parks > 0);
}

/* Counters in the mailbox: every command, by kind, and the costs. */
static void check_mailbox(void)
{
	CHECK_EQ(mb.commands, n_cmds);
	CHECK_EQ(mb.read_cmds, n_reads);
	CHECK_EQ(mb.write_cmds, n_writes);
	CHECK_EQ(mb.flush_cmds, n_flush);
	CHECK_EQ(mb.other_cmds, n_other);
	CHECK_EQ(mb.error_cmds, n_errors);
	CHECK(mb.busy_cycles > mb.read_cycles + mb.write_cycles && mb.read_cycles > 0 && mb.write_cycles > 0);
	CHECK(mb.busy_instret > mb.read_instret + mb.write_instret && mb.read_instret > 0 && mb.write_instret > 0);
	CHECK(mb.read_pages >= mb.read_cmds && mb.write_pages >= mb.write_cmds);
	printf("mailbox: %llu commands, %llu errors, %llu read pages, %llu write pages\n",
	       (unsigned long long)mb.commands, (unsigned long long)mb.error_cmds, (unsigned long long)mb.read_pages,
	       (unsigned long long)mb.write_pages);
}

static void read_expect(int i, uint64_t slba, uint32_t nlb, uint32_t want)
{
	uint32_t slot, len = nlb << ns_shift[i];
	uint32_t st = run(OPC_READ, (uint32_t)i + 1, (uint32_t)slba, 0, nlb - 1, len, NULL, -1, 0, &slot);
	n_reads++;
	expect(st, want, "read_expect");
	if (!st)
		check_data(i, slba << ns_shift[i], len, D.host[slot], "read_expect");
}

/* Namespace layout at init: page aligned, back to back, refused when they do not fit. */
static void test_init(void)
{
	CHECK_EQ(hil.nns, NNS);
	CHECK_EQ(hil.ns[0].icl_base, 0);
	CHECK_EQ(hil.ns[1].icl_base, (ns_blocks[0] + 7) / 8 * 8);
	struct set_mailbox save = mb;
	uint64_t cap = icl_capacity(&rig.c);
	mb.ns[1].blocks = (cap - hil.ns[1].icl_base) / 8; /* exactly fills the cache's space */
	CHECK_EQ(init_hil(), FTL_OK);
	mb.ns[1].blocks++;
	CHECK_EQ(init_hil(), FTL_ERR_CONFIG);
	mb.ns[1].blocks = 1ull << 62; /* would wrap when scaled to 512 B blocks */
	CHECK_EQ(init_hil(), FTL_ERR_CONFIG);
	mb = save;
	mb.nns = SET_MAILBOX_MAX_NS + 1;
	CHECK_EQ(init_hil(), FTL_ERR_CONFIG);
	mb = save;
	mb.ns[0].lba_shift = 8;
	CHECK_EQ(init_hil(), FTL_ERR_CONFIG);
	mb = save;
	struct hil_config hc = {.set = SET, .icl = &rig.c, .mb = &mb, .scratch = NULL};
	CHECK_EQ(hil_init(&hil, &hc), FTL_ERR_CONFIG);
	CHECK_EQ(init_hil(), FTL_OK);
	printf("init: ok\n");
}

/* A persistently unreadable page: reads fail, a sub-page write needing it fails, a whole-page
 * write heals it; neighbours are unharmed. Also: unchanged request registers are not rewritten. */
static void test_unc_and_registers(void)
{
	do_write(0, 0, 24, 0, -1, 0); /* ICL pages 0-2 */
	expect(run(OPC_FLUSH, 1, 0, 0, 0, 0, NULL, -1, 0, NULL), ST_OK, "flush");
	n_flush++;
	durable_all();
	CHECK_EQ(rig_mount(&rig), FTL_OK);
	CHECK_EQ(init_hil(), FTL_OK);
	inject_unc(1, 4); /* the four failing accesses below, then the stale page is fine again (GC reuses it) */
	read_expect(0, 8, 1, ST_UNC);
	read_expect(0, 4, 8, ST_UNC); /* pages 0 and 1: fails at the second */
	uint64_t before = D.req_len_writes;
	read_expect(0, 0, 8, ST_OK);
	read_expect(0, 16, 8, ST_OK);
	CHECK_EQ(D.req_len_writes, before + 1); /* 4 KiB both times: REQ_LEN written once */
	uint32_t st = run(OPC_WRITE, 1, 9, 0, 0, 512, ref[0] + 9 * 512, -1, 0, NULL); /* RMW of page 1 */
	n_writes++;
	expect(st, ST_UNC, "rmw of an unreadable page");
	st = run(OPC_WZ, 1, 10, 0, 0, 0, NULL, -1, 0, NULL); /* partial zeroing: RMW too */
	n_other++;
	expect(st, ST_UNC, "write zeroes of an unreadable page");
	do_write(0, 8, 8, 1, -1, 0); /* whole page: no read needed, heals it */
	CHECK_EQ(D.cpl_status, ST_OK);
	CHECK_EQ(rig_mount(&rig), FTL_OK);
	CHECK_EQ(init_hil(), FTL_OK);
	read_expect(0, 0, 24, ST_OK);
	printf("unc_and_registers: ok\n");
}

/* Queue a command without serving it (test_deep_reads: many at once). */
static uint32_t queue_cmd(uint32_t opc, uint32_t nsid, uint64_t slba, uint32_t nlb, uint32_t len)
{
	uint32_t slot = put_cmd(opc, nsid, (uint32_t)slba, (uint32_t)(slba >> 32), nlb - 1, len, NULL);
	n_cmds++;
	return slot;
}

/*
 * Many reads at once with the transfers run late by the fake data mover: the asynchronous reads
 * overlap (up to NSLOTS commands), complete out of order, return the right data, keep their
 * bounce pages until their transfers are done (a page reused early would be overwritten by the
 * next flash read before the late transfer copies it), and an unreadable page fails only its own
 * command. Reads of cached or unmapped pages among them are served synchronously in between.
 */
static void test_deep_reads(uint32_t rounds)
{
	D.defer = 1;
	D.rng = seed * 0x9E3779B97F4A7C15ULL | 1;
	D.no_space = 0;
	/* ns 2 written whole, flushed and remounted: every page on flash only, none in the cache */
	for (uint64_t l = 0; l < ns_blocks[1]; l += 8)
		do_write(1, l, (uint32_t)(ns_blocks[1] - l < 8 ? ns_blocks[1] - l : 8), 0, -1, 0);
	expect(run(OPC_FLUSH, 2, 0, 0, 0, 0, NULL, -1, 0, NULL), ST_OK, "flush");
	n_flush++;
	durable_all();
	CHECK_EQ(rig_mount(&rig), FTL_OK);
	CHECK_EQ(init_hil(), FTL_OK);
	/* flash completions come late now and then (tR is long next to a command's handling) */
	nand_model_set_delay(rig.m, 50000);
	uint64_t out_of_order = 0, max_rd = 0, blocked = 0, unc = 0, reads = 0;
	for (uint32_t round = 0; round < rounds; round++) {
		uint32_t n = 8 + (uint32_t)(xrnd(&seed) % (NSLOTS - 8)), slots[NSLOTS], want[NSLOTS];
		uint64_t slba[NSLOTS];
		uint32_t nlb[NSLOTS];
		D.ncpl = 0;
		/* every third round, command 0 meets an unreadable first page no other command reads */
		uint64_t bad = round % 3 == 0 ? xrnd(&seed) % ns_blocks[1] : ~0ull;
		for (uint32_t k = 0; k < n; k++) {
			do {
				nlb[k] = 1 + (uint32_t)(xrnd(&seed) % 8);
				slba[k] = k == 0 && bad != ~0ull ? bad : xrnd(&seed) % (ns_blocks[1] - nlb[k] + 1);
				if (slba[k] + nlb[k] > ns_blocks[1])
					nlb[k] = (uint32_t)(ns_blocks[1] - slba[k]);
			} while (k && bad != ~0ull && bad >= slba[k] && bad < slba[k] + nlb[k]);
			want[k] = ST_OK;
			if (k == 0 && bad != ~0ull && !cached((uint32_t)(ns_base[1] / 4096 + bad))) {
				inject_unc((uint32_t)(ns_base[1] / 4096 + bad), 1);
				want[k] = ST_UNC;
				unc++;
			}
			slots[k] = queue_cmd(OPC_READ, 2, slba[k], nlb[k], nlb[k] << 12);
			n_reads++;
		}
		for (int polls = 0; D.ncpl < (int)n; polls++) {
			if (polls > 200000)
				FAIL("deep reads: %d of %u completed", D.ncpl, n);
			hil_poll(&hil);
			max_rd = hil.nrd > max_rd ? hil.nrd : max_rd;
			blocked += hil.nblocked != 0;
		}
		for (uint32_t k = 0; k < n; k++) {
			/* the k-th queued command's place in the completion order, its status and data */
			int at = completion_index(slots[k]);
			out_of_order += at != (int)k;
			CHECK(!D.busy[slots[k]]);
			expect(D.cpl_st[at], want[k], "deep read");
			if (want[k] == ST_OK)
				check_data(1, slba[k] << 12, (uint64_t)nlb[k] << 12, D.host[slots[k]], "deep read");
			reads++;
		}
		CHECK_EQ(D.npend, 0);
		CHECK_EQ(D.dn, 0);
		CHECK_EQ(hil.nrd, 0);
	}
	D.defer = 0;
	nand_model_set_delay(rig.m, 0);
	printf("deep reads: %llu reads in %u rounds, up to %llu asynchronous at once, %llu completed out of queue order, "
	       "%llu polls with a read waiting for a bounce page, %llu unreadable pages\n",
	       (unsigned long long)reads, rounds, (unsigned long long)max_rd, (unsigned long long)out_of_order,
	       (unsigned long long)blocked, (unsigned long long)unc);
	CHECK(nbounce == 0 || (max_rd >= 8 && out_of_order > 0));
	CHECK(nbounce == 0 || nbounce >= 32 || blocked > 0); /* few bounce pages: reads waited for them */
}

/*
 * Writes and Reads queued together while the flash completes late: the cache (16 slots) fills
 * with dirty pages and write-backs in flight, so Writes park (hil_config.parks) and the
 * Reads queued behind them are served meanwhile, completing before Writes queued ahead of them.
 * Every command completes OK, the Reads return the data from before the round (their pages are
 * not written in it), the Writes' data reads back after it. With HIL_PARK=0 the same round runs
 * one command at a time (no park, no overtaking) with the same results.
 */
static void test_parked_writes(uint32_t min_rounds)
{
	/* Whether a round parks and whether a Read then overtakes depends on what the cache holds
	 * when it starts (a Read that hits completes at once; one from flash may finish after the
	 * write-back its Write waits for): some seeds see neither in the first rounds. Run on until
	 * both are seen, at most 10x as many rounds, so the check is about the HIL, not the seed. */
	uint32_t rounds = min_rounds, max_rounds = 10 * min_rounds;
	static uint8_t wdata[NSLOTS][4096];
	D.no_space = 0;
	D.fail_at = -1;
	nand_model_set_delay(rig.m, 50000);
	uint64_t overtaken = 0, parks0 = hil.write_parks, waits0 = rig.c.st.write_waits, writes = 0, reads = 0;
	for (uint32_t round = 0; round < rounds; round++) {
		if (round == rounds - 1 && park && rounds < max_rounds &&
		    (hil.write_parks == parks0 || overtaken == 0))
			rounds++;
		uint32_t n = NSLOTS - 2, slots[NSLOTS], is_write[NSLOTS];
		uint64_t lba[NSLOTS];
		uint8_t used[256] = {0}; /* ns 2 LBAs taken this round (one page each) */
		CHECK(ns_blocks[1] <= sizeof(used));
		D.ncpl = 0;
		for (uint32_t k = 0; k < n; k++) {
			do
				lba[k] = xrnd(&seed) % ns_blocks[1];
			while (used[lba[k]]);
			used[lba[k]] = 1;
			/* mostly Writes first, Reads mostly at the back: the Reads find the Writes parked */
			is_write[k] = xrnd(&seed) % n >= k;
			if (is_write[k]) {
				random_fill(wdata[k], 4096);
				slots[k] = put_cmd(OPC_WRITE, 2, (uint32_t)lba[k], 0, 0, 4096, wdata[k]);
				n_writes++;
				writes++;
			} else {
				slots[k] = put_cmd(OPC_READ, 2, (uint32_t)lba[k], 0, 0, 4096, NULL);
				n_reads++;
				reads++;
			}
			n_cmds++;
		}
		poll_until_completed(n, 200000, "parked writes");
		int at[NSLOTS];
		for (uint32_t k = 0; k < n; k++) {
			at[k] = completion_index(slots[k]);
			expect(D.cpl_st[at[k]], ST_OK, is_write[k] ? "parked round write" : "parked round read");
			if (!is_write[k])
				check_data(1, lba[k] << 12, 4096, D.host[slots[k]], "read beside parked writes");
		}
		for (uint32_t k = 0; k < n; k++)
			for (uint32_t j = k + 1; j < n; j++)
				overtaken += is_write[k] && !is_write[j] && at[j] < at[k];
		for (uint32_t k = 0; k < n; k++)
			if (is_write[k]) {
				memcpy(ref[1] + (lba[k] << 12), wdata[k], 4096);
				set_unknown(1, lba[k] << 12, 4096, 0);
				memset(tch[1] + ((lba[k] << 12) >> 9), 1, 4096 >> 9);
			}
		for (uint32_t k = 0; k < n; k++)
			if (is_write[k])
				do_read(1, lba[k], 1, -1, 0, 0);
		CHECK_EQ(hil.nwp, 0);
	}
	nand_model_set_delay(rig.m, 0);
	uint64_t parks = hil.write_parks - parks0;
	printf("parked writes: %llu writes and %llu reads in %u rounds, %llu parks (%llu write waits in the ICL), "
	       "%llu times a read completed before a write queued ahead of it\n",
	       (unsigned long long)writes, (unsigned long long)reads, rounds, (unsigned long long)parks,
	       (unsigned long long)(rig.c.st.write_waits - waits0), (unsigned long long)overtaken);
	if (park)
		CHECK(parks > 0 && overtaken > 0);
	else
		CHECK(parks == 0 && overtaken == 0);
}

/* ---- 2PM search ---- */
#define ST_INVALID_FIELD 0x4002u
#define ST_SEQUENCE 0x400Cu

struct squery {
	unsigned n;
	uint8_t len[NAND_SEARCH_KEYS];
	uint8_t key[NAND_SEARCH_KEYS][NAND_SEARCH_KEY_BYTES];
};

static void query_bytes(uint8_t *d, const struct squery *q, unsigned n_sent)
{
	memset(d, 0, NVME_SEARCH_QUERY_BYTES);
	d[NVME_SEARCH_QUERY_KEY_COUNT_OFF] = (uint8_t)n_sent;
	for (unsigned k = 0; k < q->n && k < NAND_SEARCH_KEYS; k++) {
		d[NVME_SEARCH_QUERY_KEY_LEN_OFF + k * NVME_SEARCH_QUERY_KEY_LEN_STRIDE] = q->len[k];
		memcpy(d + NVME_SEARCH_QUERY_KEY_OFF + k * NVME_SEARCH_QUERY_KEY_STRIDE, q->key[k], q->len[k]);
	}
}

static uint32_t search_query(int i, unsigned slot, const struct squery *q, unsigned n_sent)
{
	uint8_t d[NVME_SEARCH_QUERY_BYTES];
	query_bytes(d, q, n_sent);
	n_other++;
	return run(NVME_VENDOR_OPC_SEARCH_QUERY, (uint32_t)i + 1, slot, 0, 0, sizeof d, d, -1, 0, NULL);
}

static uint32_t search(int i, uint64_t slba, uint32_t nlb, unsigned shift, unsigned slot, uint32_t *slot_out)
{
	uint32_t ranges = (uint32_t)((nlb + (1ull << shift) - 1) >> shift);
	next_cdw13 = shift << NVME_SEARCH_CDW13_RANGE_SHIFT_SHIFT | slot << NVME_SEARCH_CDW13_QUERY_SHIFT;
	n_other++;
	return run(NVME_VENDOR_OPC_SEARCH, (uint32_t)i + 1, (uint32_t)slba, (uint32_t)(slba >> 32), nlb - 1,
		   (ranges + 3) & ~3u, NULL, -1, 0, slot_out);
}

/* The keys in order in b, each after the previous one ends (greedy leftmost: what the drive decides). */
static int greedy(const uint8_t *b, size_t len, const struct squery *q)
{
	size_t pos = 0;
	for (unsigned k = 0; k < q->n; k++) {
		const uint8_t *at = q->len[k] <= len - pos ? memmem(b + pos, len - pos, q->key[k], q->len[k]) : NULL;
		if (!at)
			return 0;
		pos = (size_t)(at - b) + q->len[k];
	}
	return 1;
}

/* Text over whole pages [p0, p0 + np) of namespace i, written through the HIL. */
static void write_text(int i, uint64_t p0, uint32_t np)
{
	static const char alpha[] = "abcab \n";
	static uint8_t data[MDTS];
	uint32_t sh = ns_shift[i], per_page = 4096u >> sh;
	for (uint32_t done = 0; done < np;) {
		uint32_t n = np - done < MDTS / 4096 ? np - done : MDTS / 4096, len = n * 4096;
		for (uint32_t b = 0; b < len; b++)
			data[b] = (uint8_t)alpha[xrnd(&seed) % (sizeof alpha - 1)];
		uint64_t slba = (p0 + done) * per_page, byte = slba << sh;
		expect(run(OPC_WRITE, (uint32_t)i + 1, (uint32_t)slba, (uint32_t)(slba >> 32), n * per_page - 1, len, data, -1, 0,
			   NULL), ST_OK, "search: write text");
		memcpy(ref[i] + byte, data, len);
		set_unknown(i, byte, len, 0);
		memset(tch[i] + (byte >> 9), 1, len >> 9);
		n_writes++;
		done += n;
	}
}

static void test_search(uint32_t rounds)
{
	uint64_t ranges_all = 0, matched_all = 0, by_fw = 0, fw_matched = 0;
	for (uint32_t r = 0; r < rounds; r++) {
		int i = (int)(xrnd(&seed) % NNS);
		uint32_t sh = ns_shift[i], per_page = 4096u >> sh;
		uint64_t pages = (ns_blocks[i] << sh) / 4096;
		uint32_t np = 1 + (uint32_t)(xrnd(&seed) % 24);
		uint64_t p0 = xrnd(&seed) % (pages - np + 1), byte0 = p0 * 4096;
		write_text(i, p0, np);
		if (np > 2 && xrnd(&seed) % 3 == 0) { /* a trimmed page reads as zeros: the firmware classifies it */
			uint64_t z = (p0 + 1 + xrnd(&seed) % (np - 2)) * per_page;
			expect(run(OPC_WZ, (uint32_t)i + 1, (uint32_t)z, 0, per_page - 1, 0, NULL, -1, 0, NULL), ST_OK,
			       "search: write zeroes");
			n_other++;
			zero_ref(i, z << sh, 4096, 0);
		}
		/* keys: from the text (often across a page boundary) or random letters; now and then 32 bytes */
		struct squery q = {.n = 1 + (unsigned)(xrnd(&seed) % 3)};
		for (unsigned k = 0; k < q.n; k++) {
			unsigned len = xrnd(&seed) % 8 == 0 ? NAND_SEARCH_KEY_BYTES : 2 + (unsigned)(xrnd(&seed) % 7);
			if (len > np * 4096u)
				len = 2;
			q.len[k] = (uint8_t)len;
			if (xrnd(&seed) % 2) {
				uint64_t at = xrnd(&seed) % (np * 4096u - len + 1);
				if (np > 1 && xrnd(&seed) % 2) /* across a boundary */
					at = (1 + xrnd(&seed) % (np - 1)) * 4096 - 1 - xrnd(&seed) % (len - 1);
				memcpy(q.key[k], ref[i] + byte0 + at, len);
			} else {
				for (unsigned b = 0; b < len; b++)
					q.key[k][b] = (uint8_t)("abc"[xrnd(&seed) % 3]);
			}
		}
		unsigned slot = (unsigned)(xrnd(&seed) % HIL_SEARCH_QUERIES);
		expect(search_query(i, slot, &q, q.n), ST_OK, "search query");
		unsigned range_pages = 1u << (xrnd(&seed) % 3), shift = 0;
		while ((1u << shift) < range_pages * per_page)
			shift++;
		uint32_t nlb = np * per_page, s;
		uint32_t st = search(i, p0 * per_page, nlb, shift, slot, &s);
		expect(st, ST_OK, "search");
		uint32_t ranges = (nlb + (1u << shift) - 1) >> shift, matched = 0;
		for (uint32_t k = 0; k < ranges; k++) {
			uint64_t a = byte0 + ((uint64_t)k << (shift + sh)), e = a + ((uint64_t)1 << (shift + sh));
			if (e > byte0 + np * 4096ull)
				e = byte0 + np * 4096ull;
			int want = greedy(ref[i] + a, e - a, &q);
			uint8_t got = D.host[s][k];
			if ((got & NVME_SEARCH_RESULT_MATCHED_MASK) != (unsigned)want || (got & ~3u))
				FAIL("search round %u: ns %d range %u of %u (%u pages each, from page %llu): result %#x, the "
				     "reference's %d (%u keys)", r, i + 1, k, ranges, range_pages, (unsigned long long)p0, got, want,
				     q.n);
			matched += (uint32_t)want;
			by_fw += (got & NVME_SEARCH_RESULT_BY_FIRMWARE_MASK) != 0;
			fw_matched += (got & 3u) == 3u;
		}
		for (uint32_t k = ranges; k < ((ranges + 3) & ~3u); k++)
			CHECK_EQ(D.host[s][k], 0); /* the padding */
		CHECK_EQ(D.req_dw0, matched);
		ranges_all += ranges;
		matched_all += matched;
	}
	printf("test_search: %u searches, %llu ranges, %llu matched, %llu decided by the byte search (%llu matched)\n",
	       rounds, (unsigned long long)ranges_all, (unsigned long long)matched_all, (unsigned long long)by_fw,
	       (unsigned long long)fw_matched);
	CHECK(matched_all > 0 && matched_all < ranges_all && by_fw > 0);

	/* a 12-byte key across the boundary of a 2-page range (no page holds it): only the byte
	 * search finds it */
	{
		write_text(1, 10, 2);
		struct squery x = {.n = 1, .len = {12}};
		memcpy(x.key[0], ref[1] + 11 * 4096 - 5, 12);
		uint32_t s;
		expect(search_query(1, 1, &x, 1), ST_OK, "search query");
		expect(search(1, 10, 2, 1, 1, &s), ST_OK, "search across a boundary");
		CHECK_EQ(D.host[s][0], NVME_SEARCH_RESULT_MATCHED_MASK | NVME_SEARCH_RESULT_BY_FIRMWARE_MASK);
		CHECK_EQ(D.req_dw0, 1);
	}

	/* a range decided by its first page (matched): the rest of its pages are not read once that
	 * result is in, except what was submitted before it (the window) */
	{
		const uint32_t p0 = 40, np = 128, per = 16;
		static const char key[] = "MATCH-FIRST";
		write_text(1, p0, np);
		for (uint32_t k = 0; k < np / per; k++) {
			uint64_t byte = (uint64_t)(p0 + k * per) * 4096;
			memcpy(ref[1] + byte + 17, key, sizeof key - 1);
			expect(run(OPC_WRITE, 2, p0 + k * per, 0, 0, 4096, ref[1] + byte, -1, 0, NULL), ST_OK,
			       "search: plant a key");
			n_writes++;
		}
		struct squery x = {.n = 1, .len = {sizeof key - 1}};
		memcpy(x.key[0], key, sizeof key - 1);
		uint32_t s;
		expect(search_query(1, 3, &x, 1), ST_OK, "search query");
		uint64_t reads0 = rig.f.st.host_reads;
		uint64_t firsts0 = nand_model_stats(rig.m)->search_firsts;
		expect(search(1, p0, np, 4, 3, &s), ST_OK, "search of ranges matched by their first page");
		uint64_t reads = rig.f.st.host_reads - reads0;
		/* each range's first page goes to the back end as its 2PM request's first (pinned) */
		CHECK_EQ(nand_model_stats(rig.m)->search_firsts - firsts0, np / per);
		for (uint32_t k = 0; k < np / per; k++)
			CHECK_EQ(D.host[s][k], NVME_SEARCH_RESULT_MATCHED_MASK);
		CHECK_EQ(D.req_dw0, np / per);
		printf("test_search: %u ranges of %u pages matched by their first page: %llu of %u pages read\n",
		       np / per, per, (unsigned long long)reads, np);
		CHECK(reads < np);
		check_all("after the early-decided search");
	}

	/* bad input: each its status, nothing else changes */
	struct squery q = {.n = 1, .len = {3}, .key = {"abc"}};
	expect(search_query(1, 0, &q, 1), ST_OK, "search query");
	expect(search(0, 0, 8, 2, 0, NULL), ST_INVALID_FIELD, "search: a range smaller than a page");
	expect(search(0, 1, 8, 3, 0, NULL), ST_INVALID_FIELD, "search: a start inside a page");
	expect(search(0, 0, 9, 3, 0, NULL), ST_INVALID_FIELD, "search: an end inside a page");
	expect(search_query(1, 2, &q, 0), ST_INVALID_FIELD, "search query: no key");
	expect(search_query(1, 2, &q, NAND_SEARCH_KEYS + 1), ST_INVALID_FIELD, "search query: too many keys");
	struct squery long_key = {.n = 1, .len = {NAND_SEARCH_KEY_BYTES + 1}};
	expect(search_query(1, 2, &long_key, 1), ST_INVALID_FIELD, "search query: a 33-byte key");
	expect(search(1, 0, 1, 0, 2, NULL), ST_SEQUENCE, "search: the slot of a refused query");
	/* an uncorrectable page fails the Search, after the pages in flight */
	write_text(1, 0, 4);
	expect(search_query(1, 0, &q, 1), ST_OK, "search query");
	expect(search(1, 0, 4, 0, 0, NULL), ST_OK, "search before the fault");
	inject_unc((uint32_t)((ns_base[1]) / 4096 + 2), 1);
	expect(search(1, 0, 4, 0, 0, NULL), ST_UNC, "search: an uncorrectable page");
	expect(search(1, 0, 4, 0, 0, NULL), ST_OK, "search after it");
	check_all("after the searches");
}

/* A key of len bytes from the text at byte at of namespace i's reference, or random letters. */
static void pick_key(int i, uint64_t byte0, uint32_t span, struct squery *q, unsigned k)
{
	unsigned len = 2 + (unsigned)(xrnd(&seed) % 7);
	q->len[k] = (uint8_t)len;
	if (xrnd(&seed) % 2)
		memcpy(q->key[k], ref[i] + byte0 + xrnd(&seed) % (span - len + 1), len);
	else
		for (unsigned b = 0; b < len; b++)
			q->key[k][b] = (uint8_t)("abc"[xrnd(&seed) % 3]);
}

/*
 * A Search runs beside the set's other commands. Queued together while the flash completes late:
 * a Search, Reads and Writes of pages outside its range, a Search Query that reloads the Search's
 * query slot, a second Search of the same range and slot, and more Reads. Every command completes
 * OK; Reads and Writes queued behind the first Search complete before it; each Search answers
 * for the keys it found in the slot when it started (the reload reaches the second one only);
 * the Reads return the data from before, the Writes read back after.
 */
static void test_search_beside_io(uint32_t rounds)
{
	const int i = 1; /* namespace 2: 4 KiB blocks, one page each */
	uint32_t overtook = 0, cmds = 0;
	D.no_space = 0;
	D.fail_at = -1;
	for (uint32_t r = 0; r < rounds; r++) {
		uint32_t np = 8 + (uint32_t)(xrnd(&seed) % 17), io = 6;
		uint64_t pages = ns_blocks[i], p0 = xrnd(&seed) % (pages - np + 1), byte0 = p0 * 4096;
		CHECK(pages <= 256 && pages >= np + 2 * io);
		write_text(i, p0, np);
		struct squery qa = {.n = 1 + (unsigned)(xrnd(&seed) % 2)}, qb = {.n = 1};
		for (unsigned k = 0; k < qa.n; k++)
			pick_key(i, byte0, np * 4096u, &qa, k);
		pick_key(i, byte0, np * 4096u, &qb, 0);
		unsigned qslot = (unsigned)(xrnd(&seed) % HIL_SEARCH_QUERIES), shift = (unsigned)(xrnd(&seed) % 2);
		expect(search_query(i, qslot, &qa, qa.n), ST_OK, "search query a");
		uint8_t used[256] = {0}, qbytes[NVME_SEARCH_QUERY_BYTES];
		memset(used + p0, 1, np);
		uint32_t slots[32], kind[32], n = 0; /* kind: 0 Read, 1 Write, 2 Search a, 3 Search b, 4 Query */
		uint64_t lba[32];
		static uint8_t wdata[32][4096];
		nand_model_set_delay(rig.m, 50000);
		D.ncpl = 0;
		uint64_t info0 = D.cmd_info_reads;
		for (uint32_t step = 0; step < 3 + 2 * io; step++) {
			uint32_t k = n++;
			if (step == 0 || step == io + 2) {
				kind[k] = step ? 3 : 2;
				next_cdw13 = shift << NVME_SEARCH_CDW13_RANGE_SHIFT_SHIFT | qslot << NVME_SEARCH_CDW13_QUERY_SHIFT;
				uint32_t ranges = (np + (1u << shift) - 1) >> shift;
				slots[k] = put_cmd(NVME_VENDOR_OPC_SEARCH, (uint32_t)i + 1, (uint32_t)p0, 0, np - 1, (ranges + 3) & ~3u,
						   NULL);
			} else if (step == io + 1) {
				kind[k] = 4;
				query_bytes(qbytes, &qb, qb.n);
				slots[k] = put_cmd(NVME_VENDOR_OPC_SEARCH_QUERY, (uint32_t)i + 1, qslot, 0, 0, sizeof qbytes, qbytes);
			} else {
				do
					lba[k] = xrnd(&seed) % pages;
				while (used[lba[k]]);
				used[lba[k]] = 1;
				kind[k] = xrnd(&seed) % 2;
				if (kind[k]) {
					random_fill(wdata[k], 4096);
					slots[k] = put_cmd(OPC_WRITE, (uint32_t)i + 1, (uint32_t)lba[k], 0, 0, 4096, wdata[k]);
					n_writes++;
				} else {
					slots[k] = put_cmd(OPC_READ, (uint32_t)i + 1, (uint32_t)lba[k], 0, 0, 4096, NULL);
					n_reads++;
				}
			}
			if (kind[k] >= 2)
				n_other++;
			n_cmds++;
		}
		poll_until_completed(n, 400000, "search beside I/O");
		nand_model_set_delay(rig.m, 0);
		/* each command fetched once; the second Search looked at once more, when it found the
		 * first one running, and then left alone until that one ended */
		CHECK(D.cmd_info_reads - info0 <= n + 1);
		int at[32], at_a = -1;
		for (uint32_t k = 0; k < n; k++) {
			at[k] = completion_index(slots[k]);
			expect(D.cpl_st[at[k]], ST_OK, "search beside I/O");
			if (kind[k] == 2)
				at_a = at[k];
		}
		for (uint32_t k = 0; k < n; k++) {
			if (kind[k] == 0)
				check_data(i, lba[k] << 12, 4096, D.host[slots[k]], "read beside a search");
			overtook += kind[k] < 2 && at[k] < at_a;
			if (kind[k] != 2 && kind[k] != 3)
				continue;
			const struct squery *q = kind[k] == 2 ? &qa : &qb;
			uint32_t ranges = (np + (1u << shift) - 1) >> shift, matched = 0;
			for (uint32_t g = 0; g < ranges; g++) {
				uint64_t a = byte0 + ((uint64_t)g << (shift + 12)), e = a + ((uint64_t)1 << (shift + 12));
				if (e > byte0 + np * 4096ull)
					e = byte0 + np * 4096ull;
				int want = greedy(ref[i] + a, e - a, q);
				if ((D.host[slots[k]][g] & NVME_SEARCH_RESULT_MATCHED_MASK) != (unsigned)want)
					FAIL("search beside I/O, round %u: search %c range %u: %#x, the reference's %d", r,
					     kind[k] == 2 ? 'a' : 'b', g, D.host[slots[k]][g], want);
				matched += (uint32_t)want;
			}
			CHECK_EQ(D.cpl_dw0[at[k]], matched);
		}
		for (uint32_t k = 0; k < n; k++)
			if (kind[k] == 1) {
				memcpy(ref[i] + (lba[k] << 12), wdata[k], 4096);
				set_unknown(i, lba[k] << 12, 4096, 0);
				memset(tch[i] + ((lba[k] << 12) >> 9), 1, 4096 >> 9);
			}
		for (uint32_t k = 0; k < n; k++)
			if (kind[k] == 1)
				do_read(i, lba[k], 1, -1, 0, 0);
		cmds += n;
	}
	printf("search beside I/O: %u rounds, %u commands, %u Reads and Writes completed before a Search queued ahead "
	       "of them\n", rounds, cmds, overtook);
	CHECK(overtook > 0);
}

int main(void)
{
	seed = env_u64("SEED", 1);
	uint64_t ops = env_u64("HIL_OPS", 20000);
	watch_ns = (long long)env_u64("WATCH_NS", (uint64_t)-1);
	watch_byte = (long long)env_u64("WATCH_BYTE", (uint64_t)-1);
	nbounce = (uint32_t)env_u64("HIL_BOUNCE", 4);
	sync_alone = (uint8_t)env_u64("HIL_SYNC_ALONE", 0);
	park = (uint8_t)env_u64("HIL_PARK", 1);
	printf("test_hil: SEED=%llu HIL_OPS=%llu HIL_BOUNCE=%u\n", (unsigned long long)seed, (unsigned long long)ops,
	       nbounce);
	setup();
	test_init();
	test_unc_and_registers();
	test_random(ops);
	test_deep_reads((uint32_t)env_u64("HIL_DEEP_ROUNDS", 40));
	test_parked_writes((uint32_t)env_u64("HIL_PARK_ROUNDS", 20));
	test_search((uint32_t)env_u64("HIL_SEARCH_ROUNDS", 60));
	test_search_beside_io((uint32_t)env_u64("HIL_SEARCH_IO_ROUNDS", 12));
	hil_publish(&hil); /* the counters reach the mailbox at the next idle poll; now */
	check_mailbox();
	teardown();
	printf("test_hil: all passed\n");
	return 0;
}
