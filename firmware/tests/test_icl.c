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

/* The zero-copy calls: RMW, hit and miss pages, aborted fills, queued FUA pages, UNC. */
static void test_page_api(void)
{
	struct rig r;
	setup(&r, 8, 9, 6);
	const void *rp;
	void *wp;
	/* unmapped: the shared zero page, no FTL read, no slot */
	CHECK_EQ(icl_read_begin(&r.c, 3, &rp), FTL_OK);
	CHECK(is_zero(rp, 4096));
	CHECK_EQ(icl_read_begin(&r.c, ftl_capacity(&r.f), &rp), FTL_ERR_RANGE);
	CHECK_EQ(icl_write_begin(&r.c, 3, 4000, 200, &wp), FTL_ERR_RANGE);
	CHECK_EQ(icl_write_begin(&r.c, 3, 0, 0, &wp), FTL_ERR_RANGE);

	/* lpn 3 on flash, then a sub-page write into it from an empty cache: RMW */
	pattern(a, 4096, 11);
	CHECK_EQ(icl_write(&r.c, 24, 8, a, 1), FTL_OK);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_write_begin(&r.c, 3, 1024, 512, &wp), FTL_OK);
	CHECK_EQ(r.c.st.rmw_reads, 1);
	CHECK(!memcmp(wp, a, 4096)); /* the old page is in the slot before the fill */
	pattern((uint8_t *)wp + 1024, 512, 77);
	pattern(a + 1024, 512, 77);
	CHECK_EQ(icl_write_end(&r.c, 3, 0), FTL_OK);
	CHECK_EQ(icl_read_begin(&r.c, 3, &rp), FTL_OK);
	CHECK(rp == wp && !memcmp(rp, a, 4096));
	CHECK_EQ(icl_write_end(&r.c, 3, 0), FTL_ERR_CONFIG); /* no write in progress */

	/* aborted fill of a dirty page: its other bytes keep the newer data, it stays dirty */
	CHECK_EQ(icl_write_begin(&r.c, 3, 0, 512, &wp), FTL_OK);
	memset(wp, 0xEE, 100); /* a transfer that died a fifth of the way in */
	icl_write_abort(&r.c, 3);
	CHECK_EQ(icl_flush(&r.c), FTL_OK);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_read(&r.c, 24, 8, b), FTL_OK);
	CHECK(!memcmp(a + 512, b + 512, 4096 - 512)); /* LBA 24 itself is indeterminate */

	/* aborted fill of an uncached page (whole-page write: no RMW): the flash copy stays */
	memcpy(a, b, 4096);
	CHECK_EQ(icl_write_begin(&r.c, 3, 0, 4096, &wp), FTL_OK);
	CHECK_EQ(r.c.st.rmw_reads, 0); /* stats restart at the mount; a whole page needs no RMW */;
	memset(wp, 0xEE, 2048);
	icl_write_abort(&r.c, 3);
	CHECK_EQ(icl_read(&r.c, 24, 8, b), FTL_OK);
	CHECK(!memcmp(a, b, 4096));
	CHECK_EQ(icl_flush(&r.c), FTL_OK);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_read(&r.c, 24, 8, b), FTL_OK);
	CHECK(!memcmp(a, b, 4096));

	/* aborted fill of a clean cached page: dropped, reads come from flash again */
	CHECK_EQ(icl_write(&r.c, 24, 8, a, 1), FTL_OK); /* cached, written through: clean */
	uint64_t misses = r.c.st.read_misses;
	CHECK_EQ(icl_write_begin(&r.c, 3, 512, 512, &wp), FTL_OK);
	memset((uint8_t *)wp + 512, 0xEE, 256);
	icl_write_abort(&r.c, 3);
	CHECK_EQ(icl_read(&r.c, 24, 8, b), FTL_OK);
	CHECK_EQ(r.c.st.read_misses, misses + 1);
	CHECK(!memcmp(a, b, 4096));

	/* FUA_MORE queues, FUA writes the queue: 6 pages, batch 4 -> durable without a flush */
	uint64_t hw = r.f.st.host_writes;
	for (uint32_t p = 0; p < 6; p++) {
		CHECK_EQ(icl_write_begin(&r.c, 10 + p, 0, 4096, &wp), FTL_OK);
		fill_page(wp, 4096, 10 + p, 1);
		CHECK_EQ(icl_write_end(&r.c, 10 + p, p < 5 ? ICL_FUA_MORE : ICL_FUA), FTL_OK);
		if (p == 2)
			CHECK_EQ(r.f.st.host_writes, hw); /* queued, not yet written */
	}
	CHECK_EQ(r.f.st.host_writes, hw + 6);
	nand_model_power_cut(r.m);
	nand_model_power_on(r.m);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	for (uint32_t p = 0; p < 6; p++) {
		uint32_t ver;
		CHECK_EQ(icl_read_begin(&r.c, 10 + p, &rp), FTL_OK);
		CHECK_EQ(parse_page(rp, 4096, 10 + p, &ver), 1);
		CHECK_EQ(ver, 1);
	}

	/* UNC comes through read_begin and a RMW write_begin, leaving no slot behind */
	uint32_t ppa = r.f.map[12], blk = ppa / r.geo.pages, u = blk / r.geo.blocks;
	nand_model_add_fault(r.m, NAND_FAULT_UNC, u % r.geo.channels, (u / r.geo.channels) % r.geo.dies,
			     u / (r.geo.channels * r.geo.dies), blk % r.geo.blocks, (int)(ppa % r.geo.pages), -1);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(icl_read_begin(&r.c, 12, &rp), FTL_ERR_UNC);
	CHECK_EQ(icl_write_begin(&r.c, 12, 0, 512, &wp), FTL_ERR_UNC);
	CHECK_EQ(icl_read_begin(&r.c, 12, &rp), FTL_ERR_UNC);
	CHECK_EQ(r.c.st.media_errors, 3);
	rig_free(&r);
	printf("page_api: ok\n");
}

int main(void)
{
	test_writeback_and_flush();
	test_fua();
	test_eviction_and_trim();
	test_media_error();
	test_page_api();
	printf("test_icl: all passed\n");
	return 0;
}
