/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ICL unit tests: write-back, read hits, eviction, sub-page RMW, Flush and FUA across a power cut,
 * and the asynchronous write-back (programs in flight while writes go on, waits on a page being
 * written back, completions shared with a caller's own reads).
 */
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

/* Slots whose write-back program is in flight (state 3, icl.c SLOT_WB). */
static uint32_t slots_in_wb(const struct rig *r, int32_t *first)
{
	uint32_t n = 0;
	*first = -1;
	for (uint32_t i = 0; i < r->ccfg.slots; i++)
		if (r->c.slot[i].state == 3) {
			if (*first < 0)
				*first = (int32_t)i;
			n++;
		}
	return n;
}

/*
 * Asynchronous write-back: writes return while their pages' programs are in flight; a page being
 * written back reads from its slot, and a rewrite or trim of it waits for its program; Flush and
 * FUA wait for every program they cover; the caller's reads come back through icl_poll, also when
 * an ICL call took write completions in between; with the FTL's asynchronous slots all held by
 * the caller's reads, eviction still makes progress (synchronously).
 */
static void test_async_writeback(void)
{
	struct rig r;
	static uint8_t page[4096], rd[8][4096];
	static uint32_t ver[64];
	setup(&r, 16, 12, 7); /* write-back starts at 12 dirty pages, 4 at a time */
	nand_model_set_delay(r.m, 30000); /* completions seen late: programs stay in flight */
	uint32_t max_wb = 0, rewrites = 0, trims = 0, v = 0;
	for (uint32_t i = 0; i < 400; i++) {
		int32_t s;
		uint32_t lpn = (uint32_t)(i * 7 % 64);
		if (i % 5 == 4 && slots_in_wb(&r, &s)) {
			lpn = r.c.slot[s].lpn; /* the page under write-back: rewrite it or trim it */
			if (i % 10 == 9) {
				CHECK_EQ(icl_trim(&r.c, lpn, 1), FTL_OK);
				CHECK_EQ(r.c.slot[s].lpn == lpn && r.c.slot[s].state != 0, 0); /* slot dropped */
				ver[lpn] = 0;
				trims++;
				continue;
			}
			rewrites++;
		}
		fill_page(page, 4096, lpn, ++v);
		CHECK_EQ(icl_write(&r.c, lpn, 1, page, 0), FTL_OK);
		ver[lpn] = v;
		uint32_t n = slots_in_wb(&r, &s);
		CHECK_EQ(n, icl_wb_inflight(&r.c));
		max_wb = n > max_wb ? n : max_wb;
		/* every page reads its newest version, from a slot under write-back or not */
		uint32_t l = (uint32_t)(i * 13 % 64), got;
		CHECK_EQ(icl_read(&r.c, l, 1, page), FTL_OK);
		CHECK_EQ(parse_page(page, 4096, l, &got), ver[l] ? 1 : 0);
		CHECK_EQ(got, ver[l]);
	}
	CHECK(max_wb >= 4);   /* writes came back with a batch of programs in flight */
	CHECK(rewrites >= 20 && trims >= 20);
	CHECK(r.c.st.writebacks > 0 && r.c.st.writebacks < r.f.st.host_writes + 1);

	/* the caller's reads share the completions: submit reads, then force write-backs */
	uint32_t cap = r.f.async_cap;
	for (uint16_t k = 0; k < 8; k++)
		CHECK_EQ(ftl_read_submit(&r.f, 40 + k, rd[k], (uint16_t)(100 + k)), ver[40 + k] ? FTL_OK : FTL_UNMAPPED);
	for (uint32_t i = 0; i < 40; i++) { /* evictions wait inside icl_write for write completions */
		fill_page(page, 4096, i % 32, ++v);
		CHECK_EQ(icl_write(&r.c, i % 32, 1, page, 0), FTL_OK);
		ver[i % 32] = v;
	}
	uint32_t seen = 0;
	for (uint32_t spins = 0; spins < 100000 && (seen != 0xFFu || icl_wb_inflight(&r.c)); spins++) {
		struct ftl_done d[4];
		int n = icl_poll(&r.c, d, 4);
		CHECK(n >= 0);
		for (int k = 0; k < n; k++) {
			CHECK_EQ(d[k].kind, FTL_DONE_READ);
			CHECK(d[k].cookie >= 100 && d[k].cookie < 108);
			seen |= 1u << (d[k].cookie - 100);
		}
		for (uint16_t k = 0; k < 8; k++) /* unmapped ones never complete: count them as seen */
			if (!ver[40 + k])
				seen |= 1u << k;
	}
	CHECK_EQ(seen, 0xFFu);
	CHECK_EQ(icl_wb_inflight(&r.c), 0);
	for (uint32_t k = 0; k < 8; k++) {
		uint32_t got;
		CHECK_EQ(parse_page(rd[k], 4096, 40 + k, &got), ver[40 + k] ? 1 : 0);
	}

	/* every asynchronous slot held by reads nobody polls: eviction goes synchronous */
	uint32_t held = 0;
	for (uint32_t l = 0; l < 64 && held < cap; l++)
		if (r.f.map[l] != 0xFFFFFFFFu && ftl_read_submit(&r.f, l, rd[held % 8], 200) == FTL_OK)
			held++;
	CHECK_EQ(held, cap);
	for (uint32_t i = 0; i < 40; i++) {
		fill_page(page, 4096, 32 + i % 32, ++v);
		CHECK_EQ(icl_write(&r.c, 32 + i % 32, 1, page, 0), FTL_OK);
		ver[32 + i % 32] = v;
	}
	CHECK_EQ(icl_wb_inflight(&r.c), 0);
	struct ftl_done d[64];
	for (uint32_t got = 0, spins = 0; got < held && spins < 100000; spins++) {
		int n = icl_poll(&r.c, d, 64);
		CHECK(n >= 0);
		got += (uint32_t)n;
	}

	/* FUA with write-backs in flight: durable at the return, as is all of it after a Flush */
	fill_page(page, 4096, 5, ++v);
	CHECK_EQ(icl_write(&r.c, 5, 1, page, 1), FTL_OK);
	ver[5] = v;
	nand_model_power_cut(r.m);
	nand_model_power_on(r.m);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	uint32_t got;
	CHECK_EQ(icl_read(&r.c, 5, 1, page), FTL_OK);
	CHECK_EQ(parse_page(page, 4096, 5, &got), 1);
	CHECK_EQ(got, ver[5]);
	for (uint32_t l = 0; l < 64; l++) {
		fill_page(page, 4096, l, ++v);
		CHECK_EQ(icl_write(&r.c, l, 1, page, 0), FTL_OK);
		ver[l] = v;
	}
	CHECK(icl_wb_inflight(&r.c) > 0);
	CHECK_EQ(icl_flush(&r.c), FTL_OK);
	CHECK_EQ(icl_wb_inflight(&r.c), 0);
	CHECK_EQ(r.c.ndirty, 0);
	nand_model_power_cut(r.m);
	nand_model_power_on(r.m);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	for (uint32_t l = 0; l < 64; l++) {
		CHECK_EQ(icl_read(&r.c, l, 1, page), FTL_OK);
		CHECK_EQ(parse_page(page, 4096, l, &got), 1);
		CHECK_EQ(got, ver[l]);
	}
	CHECK_EQ(r.f.st.unexpected, 0);
	rig_free(&r);
	printf("async_writeback: ok (up to %u programs in flight after a write, %u rewrites and %u trims of pages "
	       "being written back)\n", max_wb, rewrites, trims);
}

int main(void)
{
	test_writeback_and_flush();
	test_fua();
	test_eviction_and_trim();
	test_media_error();
	test_page_api();
	test_async_writeback();
	printf("test_icl: all passed\n");
	return 0;
}
