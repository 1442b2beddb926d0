/* SPDX-License-Identifier: Apache-2.0 */
/* ICL unit tests: write-back, read hits, eviction, sub-page RMW, Flush and FUA across a power cut. */
#include "test_util.h"

static uint8_t a[8192], b[8192], flushed[4096];

static void pattern(uint8_t *p, size_t n, uint8_t seed)
{
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)(seed + i * 7);
}

static void setup(struct rig *r, uint32_t slots, uint8_t shift, uint64_t seed)
{
	struct nand_geometry g = test_geo();
	struct ftl_config c = test_cfg();
	rig_new(r, &g, &c, seed);
	r->ccfg = (struct icl_config){.slots = slots, .lba_shift = shift, .wb_batch = 4};
	rig_format(r);
}

static void test_writeback_and_flush(void)
{
	struct rig r;
	setup(&r, 16, 9, 1);
	CHECK_EQ(icl_capacity(&r.c), (uint64_t)ftl_capacity(&r.f) * 8);
	pattern(a, 4096, 1);
	CHECK_EQ(icl_write(&r.c, 0, 8, a, 0), FTL_OK); /* one whole page */
	CHECK_EQ(r.f.st.host_writes, 0);              /* still only in the cache */
	CHECK_EQ(icl_read(&r.c, 0, 8, b), FTL_OK);
	CHECK(!memcmp(a, b, 4096));
	CHECK_EQ(r.c.st.read_hits, 1);
	/* sub-page write into a cached page and into an uncached one (RMW from flash) */
	pattern(a + 512, 512, 9);
	CHECK_EQ(icl_write(&r.c, 1, 1, a + 512, 0), FTL_OK);
	CHECK_EQ(icl_flush(&r.c), FTL_OK);
	CHECK_EQ(r.f.st.host_writes, 1);
	memcpy(flushed, a, 4096);
	/* power cut: flushed data survives */
	nand_model_power_cut(r.m);
	nand_model_power_on(r.m);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_read(&r.c, 0, 8, b), FTL_OK);
	CHECK(!memcmp(a, b, 4096));
	CHECK_EQ(r.c.st.read_misses, 1);
	pattern(a + 1024, 512, 33);
	CHECK_EQ(icl_write(&r.c, 2, 1, a + 1024, 0), FTL_OK);
	CHECK_EQ(r.c.st.rmw_reads, 1);
	CHECK_EQ(icl_read(&r.c, 0, 8, b), FTL_OK);
	CHECK(!memcmp(a, b, 4096));
	/* an unflushed write is lost in a cut (the old version comes back, intact) */
	nand_model_power_cut(r.m);
	nand_model_power_on(r.m);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_read(&r.c, 0, 8, b), FTL_OK);
	CHECK(!memcmp(flushed, b, 4096));
	rig_free(&r);
	printf("writeback_and_flush: ok\n");
}

static void test_fua(void)
{
	struct rig r;
	setup(&r, 16, 12, 2);
	pattern(a, 8192, 5);
	CHECK_EQ(icl_write(&r.c, 10, 2, a, 1), FTL_OK);
	CHECK_EQ(r.f.st.host_writes, 2);
	CHECK_EQ(icl_write(&r.c, 20, 1, a, 0), FTL_OK); /* not FUA, not flushed */
	nand_model_power_cut(r.m);
	nand_model_power_on(r.m);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_read(&r.c, 10, 2, b), FTL_OK);
	CHECK(!memcmp(a, b, 8192));
	CHECK_EQ(icl_read(&r.c, 20, 1, b), FTL_OK);
	CHECK(is_zero(b, 4096));
	rig_free(&r);
	printf("fua: ok\n");
}

static void test_eviction_and_trim(void)
{
	struct rig r;
	setup(&r, 8, 12, 3);
	/* 40 pages through an 8-page cache: evictions write back in batches */
	for (uint32_t i = 0; i < 40; i++) {
		pattern(a, 4096, (uint8_t)i);
		CHECK_EQ(icl_write(&r.c, i, 1, a, 0), FTL_OK);
	}
	CHECK(r.c.st.evictions >= 32);
	CHECK(r.f.st.host_writes >= 32);
	for (uint32_t i = 0; i < 40; i++) {
		pattern(a, 4096, (uint8_t)i);
		CHECK_EQ(icl_read(&r.c, i, 1, b), FTL_OK);
		CHECK(!memcmp(a, b, 4096));
	}
	/* whole-page trim unmaps, partial trim zeroes the range */
	CHECK_EQ(icl_trim(&r.c, 3, 1), FTL_OK);
	CHECK_EQ(icl_read(&r.c, 3, 1, b), FTL_OK);
	CHECK(is_zero(b, 4096));
	CHECK_EQ(r.f.map[3], 0xFFFFFFFFu);
	rig_free(&r);

	setup(&r, 8, 9, 4);
	pattern(a, 4096, 7);
	CHECK_EQ(icl_write(&r.c, 0, 8, a, 0), FTL_OK);
	CHECK_EQ(icl_trim(&r.c, 2, 3), FTL_OK);
	memset(a + 1024, 0, 1536);
	CHECK_EQ(icl_flush(&r.c), FTL_OK);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_read(&r.c, 0, 8, b), FTL_OK);
	CHECK(!memcmp(a, b, 4096));
	CHECK_EQ(icl_read(&r.c, icl_capacity(&r.c), 1, b), FTL_ERR_RANGE);
	CHECK_EQ(icl_write(&r.c, icl_capacity(&r.c) - 1, 2, a, 0), FTL_ERR_RANGE);
	rig_free(&r);
	printf("eviction_and_trim: ok\n");
}

/* An uncorrectable page: the read (and a sub-page write needing it) fail, and SMART counts it. */
static void test_media_error(void)
{
	struct rig r;
	setup(&r, 8, 9, 5);
	pattern(a, 4096, 3);
	CHECK_EQ(icl_write(&r.c, 8, 8, a, 1), FTL_OK);
	uint32_t ppa = r.f.map[1], blk = ppa / r.geo.pages, u = blk / r.geo.blocks;
	nand_model_add_fault(r.m, NAND_FAULT_UNC, u % r.geo.channels, (u / r.geo.channels) % r.geo.dies,
			     u / (r.geo.channels * r.geo.dies), blk % r.geo.blocks, (int)(ppa % r.geo.pages), -1);
	CHECK_EQ(rig_mount(&r), FTL_OK); /* empty cache: the next read goes to flash */
	CHECK_EQ(icl_read(&r.c, 8, 8, b), FTL_ERR_UNC);
	CHECK_EQ(icl_write(&r.c, 9, 1, a, 0), FTL_ERR_UNC);
	struct health h;
	health_collect(&h, &r.f, &r.c);
	CHECK_EQ(r.c.st.media_errors, 2);
	CHECK(h.media_errors >= 2 && h.uncorrectable_reads >= 2);
	/* a whole-page rewrite heals it */
	CHECK_EQ(icl_write(&r.c, 8, 8, a, 1), FTL_OK);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_read(&r.c, 8, 8, b), FTL_OK);
	CHECK(!memcmp(a, b, 4096));
	rig_free(&r);
	printf("media_error: ok\n");
}

int main(void)
{
	test_writeback_and_flush();
	test_fua();
	test_eviction_and_trim();
	test_media_error();
	printf("test_icl: all passed\n");
	return 0;
}
