/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The FTL's asynchronous calls (ftl_read_submit, ftl_write_submit, ftl_poll) with up to 128
 * host operations in flight on 8 dies, completions in whatever order the NAND model's dies
 * finish them, GC, checkpoints, trims and program failures underneath, then power cuts with
 * those operations in flight (firmware/doc/async.md, sections 5 and 13).
 *
 * The reference follows what the FTL promises, not how it does it:
 *  - a read returns the version current when it was submitted, or one written later (a program
 *    of the page in flight may complete first); never an older one, never another page;
 *  - a write is durable once ftl_poll returned it, a trim once ftl_flush returned after it;
 *  - after a cut every page holds its durable version or something submitted after it.
 *
 * Environment: SEED, ASYNC_OPS (default 30000), ASYNC_CUTS (default 40), ASYNC_QD (default 128).
 */
#include <setjmp.h>

#include "test_util.h"

#define MAX_QD 128u

struct ver {
	uint32_t v;   /* version number: every write and every trim of any page takes the next one */
	uint8_t zero; /* the page reads zeros at this version (never written, or trimmed) */
};

struct ref {
	struct ver cur;      /* what a read submitted now must return at least */
	struct ver dur;      /* what must survive a cut */
	uint32_t latest;     /* newest version submitted (write) */
	uint32_t last_trim;  /* newest trim's version (not yet durable if > dur.v) */
};

struct slot {
	uint8_t used, is_write;
	uint32_t lpn, ver;
	struct ver at_submit; /* reads: the page's current version when submitted */
	uint64_t serial;
	uint8_t *buf;
};

static struct rig r;
static struct ref *ref;
static struct slot q[MAX_QD];
static uint32_t nq, qd, next_ver = 1;
static uint64_t serial, max_serial_done, out_of_order, max_pending, max_async, max_dieq, reads_checked, writes_acked;
static uint64_t rng;
static jmp_buf cut_jmp;

static struct nand_geometry async_geo(void)
{
	/* 8 dies with 8-deep queues: 64 operations can execute or wait in the back end at once */
	struct nand_geometry g = {.channels = 2, .dies = 4, .planes = 2, .blocks = 16, .pages = 16,
				  .page_bytes = 4096, .spare_bytes = 64, .queue_depth = 8};
	return g;
}

static void check_read(const struct slot *s, const uint8_t *data, uint32_t latest)
{
	uint32_t v;
	int kind = parse_page(data, r.geo.page_bytes, s->lpn, &v);
	CHECK(kind >= 0);
	if (kind == 0) {
		if (!s->at_submit.zero) {
			fprintf(stderr, "lpn %u: zeros, expected version %u\n", s->lpn, s->at_submit.v);
			CHECK(0);
		}
	} else if (!(v == s->at_submit.v && !s->at_submit.zero) && !(v > s->at_submit.v && v <= latest)) {
		fprintf(stderr, "lpn %u: version %u, expected %u%s or a newer one up to %u\n", s->lpn, v, s->at_submit.v,
			s->at_submit.zero ? " (zeros)" : "", latest);
		CHECK(0);
	}
	reads_checked++;
}

static void complete(const struct ftl_done *d)
{
	CHECK(d->cookie < MAX_QD);
	struct slot *s = &q[d->cookie];
	CHECK(s->used);
	CHECK_EQ(d->kind, s->is_write ? FTL_DONE_WRITE : FTL_DONE_READ);
	if (s->serial < max_serial_done)
		out_of_order++;
	else
		max_serial_done = s->serial;
	struct ref *e = &ref[s->lpn];
	if (s->is_write) {
		CHECK_EQ(d->rc, FTL_OK);
		/* a trim of the page while the program was in flight waited for it and is newer */
		if (s->ver > e->cur.v)
			e->cur = (struct ver){s->ver, 0};
		if (s->ver > e->dur.v)
			e->dur = (struct ver){s->ver, 0};
		writes_acked++;
	} else {
		CHECK_EQ(d->rc, FTL_OK);
		check_read(s, s->buf, e->latest);
	}
	s->used = 0;
	nq--;
}

static void poll_some(void)
{
	struct ftl_done d[16];
	int n = ftl_poll(&r.f, d, 16);
	CHECK(n >= 0);
	for (int i = 0; i < n; i++)
		complete(&d[i]);
}

static int free_slot(void)
{
	for (uint32_t i = 0; i < qd; i++)
		if (!q[i].used)
			return (int)i;
	return -1;
}

static void track_depth(void)
{
	if (r.f.async_pending > max_pending)
		max_pending = r.f.async_pending;
	if (r.f.async_ops > max_async)
		max_async = r.f.async_ops;
	if (r.f.dieq_ops > max_dieq)
		max_dieq = r.f.dieq_ops;
}

/* One random step of the workload. */
static void step(void)
{
	uint32_t nlpn = ftl_capacity(&r.f), lpn = (uint32_t)(xrnd(&rng) % nlpn);
	unsigned what = (unsigned)(xrnd(&rng) % 1000);
	int i = free_slot();
	if (what < 5) {
		/* half the trims hit a page whose program is in flight: the trim must land after it */
		uint32_t k = (uint32_t)(xrnd(&rng) % (2 * qd));
		if (k < qd && q[k].used && q[k].is_write)
			lpn = q[k].lpn;
		CHECK_EQ(ftl_trim(&r.f, lpn), FTL_OK);
		ref[lpn].cur = (struct ver){next_ver, 1};
		ref[lpn].last_trim = next_ver++;
		return;
	}
	if (what < 7) {
		CHECK_EQ(ftl_flush(&r.f), FTL_OK);
		/* everything current is durable now (writes completed inside the flush are newer still) */
		for (uint32_t l = 0; l < nlpn; l++)
			if (ref[l].cur.v > ref[l].dur.v)
				ref[l].dur = ref[l].cur;
		return;
	}
	if (i < 0 || what < 100) {
		poll_some();
		return;
	}
	struct slot *s = &q[i];
	int rc;
	if (what < 550) {
		s->at_submit = ref[lpn].cur;
		rc = ftl_read_submit(&r.f, lpn, s->buf, (uint16_t)i);
		if (rc == FTL_UNMAPPED) {
			struct slot tmp = *s;
			tmp.lpn = lpn;
			check_read(&tmp, s->buf, ref[lpn].latest);
			return;
		}
		s->is_write = 0;
		s->ver = 0;
	} else {
		/* the bound first: a cut inside the submit (GC, a checkpoint, the program) may land it */
		uint32_t v = next_ver++, prev = ref[lpn].latest;
		fill_page(s->buf, r.geo.page_bytes, lpn, v);
		ref[lpn].latest = v;
		rc = ftl_write_submit(&r.f, lpn, s->buf, (uint16_t)i);
		if (rc != FTL_OK)
			ref[lpn].latest = prev;
		s->is_write = 1;
		s->ver = v;
	}
	if (rc == FTL_ERR_BUSY) {
		poll_some();
		return;
	}
	CHECK_EQ(rc, FTL_OK);
	s->used = 1;
	s->lpn = lpn;
	s->serial = serial++;
	nq++;
	track_depth();
}

static void drain_all(void)
{
	CHECK_EQ(ftl_drain(&r.f), FTL_OK);
	for (int k = 0; nq && k < 1000; k++)
		poll_some();
	CHECK_EQ(nq, 0);
	CHECK_EQ(r.f.async_ops, 0);
}

/* Every page reads back its current version (no cut: nothing may be older). */
static void verify_all(void)
{
	uint8_t *p = malloc(r.geo.page_bytes);
	CHECK(p);
	for (uint32_t l = 0; l < ftl_capacity(&r.f); l++) {
		int rc = ftl_read(&r.f, l, p);
		CHECK(rc == FTL_OK || rc == FTL_UNMAPPED);
		uint32_t v;
		int kind = parse_page(p, r.geo.page_bytes, l, &v);
		CHECK(kind >= 0);
		if (ref[l].cur.zero)
			CHECK_EQ(kind, 0);
		else
			CHECK(kind == 1 && v == ref[l].cur.v);
	}
	free(p);
}

static void on_cut(struct nand_model *m, void *arg)
{
	(void)m;
	(void)arg;
	longjmp(cut_jmp, 1);
}

/* cat -2: cut once n operations are in flight in the back end; else at the n-th submit of cat */
static void run_until_cut(int cat, uint64_t n)
{
	if (!setjmp(cut_jmp)) {
		if (cat == -2)
			nand_model_arm_cut_inflight(r.m, n, on_cut, NULL);
		else
			nand_model_arm_cut(r.m, cat, n, on_cut, NULL);
		for (;;)
			step();
	}
}

/* After a cut and mount: each page at its durable version or one submitted after it. */
static void verify_after_cut(void)
{
	uint8_t *p = malloc(r.geo.page_bytes);
	CHECK(p);
	for (uint32_t l = 0; l < ftl_capacity(&r.f); l++) {
		struct ref *e = &ref[l];
		int rc = ftl_read(&r.f, l, p);
		CHECK(rc == FTL_OK || rc == FTL_UNMAPPED);
		uint32_t v;
		int kind = parse_page(p, r.geo.page_bytes, l, &v);
		CHECK(kind >= 0);
		int ok = kind == 0 ? (e->dur.zero || e->last_trim > e->dur.v)
				   : ((v == e->dur.v && !e->dur.zero) || (v > e->dur.v && v <= e->latest));
		if (!ok) {
			fprintf(stderr, "lpn %u after cut: %s %u; durable %u%s, latest write %u, last trim %u\n", l,
				kind ? "version" : "zeros", kind ? v : 0, e->dur.v, e->dur.zero ? " (zeros)" : "",
				e->latest, e->last_trim);
			CHECK(0);
		}
		/* what is there now is durable (mount wrote a checkpoint or will replay the same) */
		e->cur = e->dur = kind ? (struct ver){v, 0} : (struct ver){e->dur.v > e->last_trim ? e->dur.v : e->last_trim, 1};
		e->latest = kind ? v : e->latest;
	}
	free(p);
}

int main(void)
{
	uint64_t seed = env_u64("SEED", 1), ops = env_u64("ASYNC_OPS", 30000), cuts = env_u64("ASYNC_CUTS", 40);
	qd = (uint32_t)env_u64("ASYNC_QD", MAX_QD);
	CHECK(qd >= 1 && qd <= MAX_QD);
	rng = seed * 0x9E3779B97F4A7C15ULL + 7;
	struct nand_geometry g = async_geo();
	struct ftl_config cfg = test_cfg();
	cfg.max_inflight = MAX_QD + 32; /* the asynchronous cap (max_inflight - gc_buffers - 1) stays above qd */
	rig_new(&r, &g, &cfg, seed);
	rig_format(&r);
	CHECK(r.f.async_cap >= qd);
	uint32_t nlpn = ftl_capacity(&r.f);
	ref = calloc(nlpn, sizeof(*ref));
	CHECK(ref);
	for (uint32_t l = 0; l < nlpn; l++)
		ref[l].cur = ref[l].dur = (struct ver){0, 1};
	for (uint32_t i = 0; i < MAX_QD; i++) {
		q[i].buf = aligned_alloc(64, g.page_bytes);
		CHECK(q[i].buf);
	}

	/*
	 * 1. Deep queue, out-of-order completions, GC, checkpoints, program failures. The model's
	 * dies schedule reads first (the RTL's policy) and completions come late now and then, so
	 * operations pile up in the back end as they would behind tR and tPROG.
	 */
	nand_model_set_rates(r.m, 0, 40, 0); /* ~1 program in 1,600 fails: the retry path */
	nand_model_set_delay(r.m, 40000);
	for (uint64_t k = 0; k < ops; k++)
		step();
	drain_all();
	verify_all();
	printf("deep queue: %llu reads checked, %llu writes acknowledged, max %llu in flight (back end and die "
	       "queues), %llu in die queues, %llu not yet returned, %llu completions out of submission order, %llu reordered in a die, gc_runs=%llu "
	       "checkpoints=%llu program_failures=%llu\n",
	       (unsigned long long)reads_checked, (unsigned long long)writes_acked, (unsigned long long)max_pending,
	       (unsigned long long)max_dieq,
	       (unsigned long long)max_async, (unsigned long long)out_of_order,
	       (unsigned long long)nand_model_stats(r.m)->reordered, (unsigned long long)r.f.st.gc_runs,
	       (unsigned long long)r.f.st.checkpoints, (unsigned long long)r.f.st.program_failures);
	/* the workload did what it is for: deep queues, reordering, GC and failures under it */
	CHECK(qd < 64 || max_async >= 64);
	CHECK(qd < 64 || max_pending >= 48);
	/* more than the dies' queues hold (8 x 8): the rest waited in the FTL's die queues */
	CHECK(qd < 96 || max_dieq > 0);
	CHECK(out_of_order > 0);
	CHECK(nand_model_stats(r.m)->reordered > 0); /* reads passed queued programs of other blocks */
	CHECK(r.f.st.gc_runs > 0);
	CHECK(r.f.st.checkpoints > 1);
	CHECK(ops < 10000 || r.f.st.program_failures > 0);

	/*
	 * 2. Media errors come back per operation: an uncorrectable page and a silently corrupted
	 * one (status OK, a bit flipped: the spare CRC catches it) fail with FTL_ERR_UNC, the reads
	 * queued beside them succeed.
	 */
	uint32_t bad = 0, corrupt = 0;
	while (ref[bad].cur.zero)
		bad++;
	for (corrupt = bad + 1; ref[corrupt].cur.zero; corrupt++)
		;
	fault_at_lpn(&r, NAND_FAULT_UNC, bad, 1);
	fault_at_lpn(&r, NAND_FAULT_CORRUPT, corrupt, 1);
	uint32_t errors = 0, good = 0;
	for (uint32_t l = 0, k = 0; l < nlpn && k < qd; l++) {
		if (ref[l].cur.zero)
			continue;
		q[k].at_submit = ref[l].cur;
		CHECK_EQ(ftl_read_submit(&r.f, l, q[k].buf, (uint16_t)k), FTL_OK);
		q[k].lpn = l;
		q[k].used = 1;
		k++;
	}
	for (int tries = 0; tries < 10000 && r.f.async_ops; tries++) {
		struct ftl_done d[16];
		int n = ftl_poll(&r.f, d, 16);
		CHECK(n >= 0);
		for (int i = 0; i < n; i++) {
			struct slot *s = &q[d[i].cookie];
			if (s->lpn == bad || s->lpn == corrupt) {
				CHECK_EQ(d[i].rc, FTL_ERR_UNC);
				errors++;
			} else {
				CHECK_EQ(d[i].rc, FTL_OK);
				check_read(s, s->buf, ref[s->lpn].latest);
				good++;
			}
			s->used = 0;
		}
	}
	CHECK_EQ(errors, 2);
	CHECK(good >= 64);
	CHECK_EQ(r.f.async_ops, 0);

	/* 3. Power cuts with many operations in flight. */
	nand_model_set_rates(r.m, 0, 0, 0);
	CHECK_EQ(ftl_flush(&r.f), FTL_OK);
	for (uint32_t l = 0; l < nlpn; l++)
		ref[l].dur = ref[l].cur;
	uint64_t cut_pending = 0, cut_max = 0, cuts_deep = 0;
	for (uint64_t c = 0; c < cuts; c++) {
		/*
		 * A quarter of the cuts at any operation (GC, checkpoints, trim records included), a
		 * quarter at a host program, a quarter at a host read, a quarter once 8-64 operations
		 * are in flight in the back end.
		 */
		static const int cats[] = {-1, FTL_CAT_HOST, FTL_CAT_READ, -2};
		int cat = cats[c % 4];
		uint64_t n = cat == -2 ? 8 + xrnd(&rng) % 57 : 20 + xrnd(&rng) % (cat == -1 ? 2000 : 600);
		run_until_cut(cat, n);
		cut_pending += r.f.async_pending;
		cut_max = r.f.async_pending > cut_max ? r.f.async_pending : cut_max;
		cuts_deep += r.f.async_pending >= 16;
		for (uint32_t i = 0; i < MAX_QD; i++)
			q[i].used = 0;
		nq = 0;
		nand_model_power_on(r.m);
		CHECK_EQ(rig_mount(&r), FTL_OK);
		CHECK_EQ(r.f.st.recovery_inconsistent, 0);
		verify_after_cut();
	}
	printf("power cuts: %llu; asynchronous operations in flight at a cut: %llu on average, at most %llu, "
	       "16 or more at %llu cuts\n",
	       (unsigned long long)cuts, (unsigned long long)(cuts ? cut_pending / cuts : 0), (unsigned long long)cut_max,
	       (unsigned long long)cuts_deep);
	CHECK(cuts < 20 || cuts_deep >= cuts / 4);
	for (uint32_t i = 0; i < MAX_QD; i++)
		free(q[i].buf);
	free(ref);
	rig_free(&r);
	printf("test_ftl_async: passed\n");
	return 0;
}
