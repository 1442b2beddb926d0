/* SPDX-License-Identifier: Apache-2.0 */
/*
 * NAND model tests: the die scheduling the FTL tests run under (read priority with flash_chip_sched's
 * hazard rule), completions delivered late, the cut armed by operations in flight. The other tests
 * only see the model through the FTL, where a scheduling bug shows as a rare, unexplained failure.
 */
#include "test_util.h"

#define PB 256 /* page bytes: small, the data only has to tell pages apart */
#define MAXOPS 4096

static uint64_t rng; /* the test's choices; the model has its own seeds */

static uint64_t rnd(void)
{
	return xrnd(&rng);
}

static struct nand_geometry geo(uint16_t channels, uint16_t dies, uint16_t depth)
{
	struct nand_geometry g = {.channels = channels, .dies = dies, .planes = 2, .blocks = 4, .pages = 8,
				  .page_bytes = PB, .spare_bytes = 16, .queue_depth = depth};
	return g;
}

/* One submitted operation: its buffer, what a read must return, where its completion came. */
struct op {
	struct nand_req req;
	uint8_t buf[PB];
	uint8_t want[PB]; /* read: the page as the operations submitted before it leave it */
	int want_erased;
	int done;  /* completions seen */
	int order; /* position in the completion stream */
	struct nand_cpl cpl;
};

static struct op ops[MAXOPS];
static int nops, ncpl;

static void fill(uint8_t *p, unsigned tag)
{
	for (unsigned i = 0; i < PB; i++)
		p[i] = (uint8_t)(tag * 31 + i);
}

static int submit(struct nand_model *m, uint8_t op, unsigned ch, unsigned die, unsigned plane, unsigned block,
		  unsigned page)
{
	CHECK(nops < MAXOPS);
	struct op *o = &ops[nops];
	memset(o, 0, sizeof(*o));
	o->req = (struct nand_req){.op = op, .ch = (uint8_t)ch, .die = (uint8_t)die, .plane = (uint8_t)plane,
				   .block = (uint16_t)block, .page = (uint16_t)page, .data = o->buf,
				   .tag = (uint16_t)nops};
	if (op == NAND_OP_PROGRAM)
		fill(o->buf, (unsigned)nops);
	int rc = nand_model_dev(m)->ops->submit(nand_model_dev(m)->ctx, &o->req);
	if (rc == 0)
		nops++;
	return rc;
}

static int poll1(struct nand_model *m)
{
	struct nand_cpl c;
	int rc = nand_model_dev(m)->ops->poll(nand_model_dev(m)->ctx, &c);
	if (rc == 1) {
		CHECK(c.tag < nops);
		struct op *o = &ops[c.tag];
		o->done++;
		o->order = ncpl++;
		o->cpl = c;
	}
	return rc;
}

/* Poll until every submitted operation completed; a poller must never wait forever. */
static void drain(struct nand_model *m)
{
	unsigned zeros = 0;
	while (ncpl < nops) {
		int rc = poll1(m);
		CHECK(rc >= 0);
		zeros = rc ? 0 : zeros + 1;
		CHECK(zeros < 64);
	}
}

static void reset_ops(void)
{
	nops = ncpl = 0;
}

static void erase_all(struct nand_model *m, unsigned ch, unsigned die)
{
	reset_ops();
	for (unsigned p = 0; p < 2; p++)
		for (unsigned b = 0; b < 4; b++) {
			while (submit(m, NAND_OP_ERASE, ch, die, p, b, 0) == NAND_EBUSY)
				poll1(m);
		}
	drain(m);
}

/*
 * One die: reads queued behind programs of another block go first; a read queued behind the
 * program of its page waits for it; programs of a block run in page order.
 */
static void test_read_priority(void)
{
	struct nand_geometry g = geo(1, 1, 8);
	struct nand_model *m = nand_model_new(&g, 1);
	erase_all(m, 0, 0);
	reset_ops();
	CHECK_EQ(submit(m, NAND_OP_PROGRAM, 0, 0, 0, 0, 0), 0);
	drain(m);
	uint8_t page0[PB];
	memcpy(page0, ops[0].buf, PB);
	reset_ops();

	uint64_t before = nand_model_stats(m)->reordered;
	int p1[3], p2, r2, r1;
	p1[0] = nops;
	CHECK_EQ(submit(m, NAND_OP_PROGRAM, 0, 0, 0, 1, 0), 0);
	p1[1] = nops;
	CHECK_EQ(submit(m, NAND_OP_PROGRAM, 0, 0, 0, 1, 1), 0);
	p2 = nops;
	CHECK_EQ(submit(m, NAND_OP_PROGRAM, 0, 0, 0, 2, 0), 0);
	r2 = nops; /* its page's program is queued ahead of it */
	CHECK_EQ(submit(m, NAND_OP_READ, 0, 0, 0, 2, 0), 0);
	r1 = nops; /* nothing of its block queued */
	CHECK_EQ(submit(m, NAND_OP_READ, 0, 0, 0, 0, 0), 0);
	p1[2] = nops;
	CHECK_EQ(submit(m, NAND_OP_PROGRAM, 0, 0, 0, 1, 2), 0);
	drain(m);

	for (int i = 0; i < nops; i++) {
		CHECK_EQ(ops[i].done, 1);
		CHECK_EQ(ops[i].cpl.status, NAND_OK);
	}
	/* one die, so the completion stream is the order the die ran them */
	CHECK(!ops[r2].cpl.erased);
	CHECK(!memcmp(ops[r2].buf, ops[p2].buf, PB));
	CHECK(ops[r2].order > ops[p2].order);
	CHECK(ops[p1[0]].order < ops[p1[1]].order && ops[p1[1]].order < ops[p1[2]].order);
	CHECK(nand_model_stats(m)->reordered > before);
	CHECK_EQ(ops[r1].order, 0);
	CHECK(!memcmp(ops[r1].buf, page0, PB));
	CHECK_EQ(nand_model_stats(m)->order_violation, 0);
	nand_model_free(m);
	printf("read_priority: ok\n");
}

/* FCFS: the die runs its queue in submission order. */
static void test_fcfs(void)
{
	struct nand_geometry g = geo(1, 1, 8);
	struct nand_model *m = nand_model_new(&g, 2);
	nand_model_set_policy(m, NAND_MODEL_FCFS);
	erase_all(m, 0, 0);
	reset_ops();
	for (unsigned i = 0; i < 4; i++) {
		CHECK_EQ(submit(m, NAND_OP_PROGRAM, 0, 0, 0, 1, i), 0);
		CHECK_EQ(submit(m, NAND_OP_READ, 0, 0, 1, 3, 0), 0);
	}
	drain(m);
	for (int i = 0; i < nops; i++)
		CHECK_EQ(ops[i].order, i);
	CHECK_EQ(nand_model_stats(m)->reordered, 0);
	nand_model_free(m);
	printf("fcfs: ok\n");
}

/*
 * Random reads, programs and erases on few blocks of two dies, polled at random: every operation
 * must complete as the submission order says (a read returns what the operations submitted before
 * it leave in its page, each program lands in order), while reads do get reordered.
 */
static void test_random_hazards(void)
{
	struct nand_geometry g = geo(1, 2, 8);
	struct nand_model *m = nand_model_new(&g, 3);
	nand_model_set_delay(m, 20000);
	erase_all(m, 0, 0);
	erase_all(m, 0, 1);
	/* the reference: write pointer and last program per page, in submission order */
	static int last[2][2][4][8];
	unsigned wp[2][2][4] = {{{0}}};
	memset(last, 0xFF, sizeof(last)); /* -1: erased */
	uint64_t before = nand_model_stats(m)->reordered;
	while (nops < MAXOPS - 1) {
		unsigned die = (unsigned)(rnd() & 1), plane = (unsigned)(rnd() & 1), block = (unsigned)(rnd() % 3);
		unsigned r = (unsigned)(rnd() % 16);
		uint8_t op;
		unsigned page = 0;
		if (r < 7) {
			op = NAND_OP_READ;
			page = (unsigned)(rnd() % 8);
		} else if (r < 15 && wp[die][plane][block] < 8) {
			op = NAND_OP_PROGRAM;
			page = wp[die][plane][block];
		} else {
			op = NAND_OP_ERASE;
		}
		int idx = nops;
		if (submit(m, op, 0, die, plane, block, page) == NAND_EBUSY) {
			poll1(m);
			continue;
		}
		struct op *o = &ops[idx];
		if (op == NAND_OP_READ) {
			int src = last[die][plane][block][page];
			o->want_erased = src < 0;
			if (src < 0)
				memset(o->want, 0xFF, PB);
			else
				fill(o->want, (unsigned)src);
		} else if (op == NAND_OP_PROGRAM) {
			last[die][plane][block][page] = idx;
			wp[die][plane][block]++;
		} else {
			memset(last[die][plane][block], 0xFF, sizeof(last[die][plane][block]));
			wp[die][plane][block] = 0;
		}
		if (rnd() % 3 == 0)
			poll1(m);
	}
	drain(m);
	for (int i = 0; i < nops; i++) {
		struct op *o = &ops[i];
		CHECK_EQ(o->done, 1);
		CHECK_EQ(o->cpl.status, NAND_OK);
		if (o->req.op == NAND_OP_READ) {
			CHECK_EQ(o->cpl.erased, o->want_erased);
			CHECK(!memcmp(o->buf, o->want, PB));
		}
	}
	CHECK(nand_model_stats(m)->reordered > before);
	CHECK_EQ(nand_model_stats(m)->order_violation, 0);
	printf("random_hazards: ok (%d ops, %llu reordered, %llu withheld)\n", nops,
	       (unsigned long long)(nand_model_stats(m)->reordered - before),
	       (unsigned long long)nand_model_stats(m)->withheld);
	nand_model_free(m);
}

/* Late completions: polls withhold some, every operation still completes exactly once. */
static void test_delay(void)
{
	struct nand_geometry g = geo(2, 2, 4);
	struct nand_model *m = nand_model_new(&g, 4);
	nand_model_set_delay(m, 65536); /* the worst: every poll that may withhold does */
	reset_ops();
	for (unsigned i = 0; i < 400; i++) {
		unsigned ch = (unsigned)(rnd() & 1), die = (unsigned)(rnd() & 1);
		if (submit(m, rnd() & 1 ? NAND_OP_READ : NAND_OP_STATUS, ch, die, 0, 0, 0) == NAND_EBUSY)
			drain(m);
		if (rnd() & 1)
			poll1(m);
	}
	drain(m);
	for (int i = 0; i < nops; i++)
		CHECK_EQ(ops[i].done, 1);
	struct nand_cpl c;
	for (int i = 0; i < 32; i++)
		CHECK_EQ(nand_model_dev(m)->ops->poll(nand_model_dev(m)->ctx, &c), 0);
	CHECK(nand_model_stats(m)->withheld > 0);
	printf("delay: ok (%d ops, %llu polls withheld)\n", nops, (unsigned long long)nand_model_stats(m)->withheld);
	nand_model_free(m);
}

static int hook_calls;

static void hook(struct nand_model *m, void *arg)
{
	(void)m;
	(void)arg;
	hook_calls++;
}

/*
 * The cut armed by depth fires at the submit that brings the operations in flight (queued or
 * completed and not polled) to n, never earlier, and drops exactly those.
 */
static void test_cut_inflight(void)
{
	struct nand_geometry g = geo(2, 2, 4);
	unsigned maxn = g.channels * g.dies * g.queue_depth;
	for (unsigned n = 1; n <= maxn; n++) {
		struct nand_model *m = nand_model_new(&g, 5 + n);
		erase_all(m, 0, 0);
		nand_model_set_eager(m, 30000); /* completions pile up unpolled: they count as in flight */
		reset_ops();
		nand_model_arm_cut(m, -1, 1000, NULL, NULL); /* replaced by the arm below */
		nand_model_arm_cut_inflight(m, n, hook, NULL);
		hook_calls = 0;
		unsigned wp = 0;
		int rc = 0;
		while (rc != NAND_EPOWER) {
			CHECK(nops < MAXOPS);
			unsigned ch = (unsigned)(rnd() & 1), die = (unsigned)(rnd() & 1);
			int inflight = nops - ncpl;
			if (ch == 0 && die == 0 && wp < 8)
				rc = submit(m, NAND_OP_PROGRAM, 0, 0, 0, 0, wp);
			else
				rc = submit(m, NAND_OP_READ, ch, die, 1, 2, 0);
			if (rc == NAND_EPOWER) {
				CHECK_EQ(inflight + 1, n);
				break;
			}
			CHECK_EQ(hook_calls, 0);
			CHECK((unsigned)(nops - ncpl) < n);
			if (rc == 0 && ch == 0 && die == 0 && wp < 8)
				wp++;
			if (rnd() % 4 == 0)
				poll1(m);
		}
		CHECK_EQ(hook_calls, 1);
		const struct nand_model_stats *st = nand_model_stats(m);
		CHECK_EQ(st->cuts, 1);
		CHECK_EQ(st->dropped, n);
		nand_model_free(m);
	}
	printf("cut_inflight: ok (n = 1..%u)\n", maxn);
}

int main(void)
{
	uint64_t seed = env_u64("SEED", 1);
	rng = seed * 0x9E3779B97F4A7C15ULL + 1;
	printf("seed %llu\n", (unsigned long long)seed);
	test_read_priority();
	test_fcfs();
	test_random_hazards();
	test_delay();
	test_cut_inflight();
	printf("all passed\n");
	return 0;
}
