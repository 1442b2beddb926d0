/* SPDX-License-Identifier: Apache-2.0 */
/* FTL unit tests on the NAND model: mapping, GC, wear levelling, bad blocks, media errors, mount. */
#include "test_util.h"

#include <stddef.h>

#include "../ftl/ftl_priv.h" /* struct oob: where a spare field sits */

static uint8_t pg[4096], rd[4096];

static uint32_t min_ec(const struct ftl *f)
{
	uint32_t m = UINT32_MAX;
	for (uint32_t b = 0; b < f->nblocks; b++)
		if (f->blk[b].state != FTL_BLK_BAD && f->blk[b].erase_count < m)
			m = f->blk[b].erase_count;
	return m;
}

static void write_ver(struct rig *r, uint32_t lpn, uint32_t ver)
{
	fill_page(pg, r->geo.page_bytes, lpn, ver);
	CHECK_EQ(ftl_write(&r->f, lpn, pg), FTL_OK);
}

static void expect_ver(struct rig *r, uint32_t lpn, uint32_t ver)
{
	uint32_t got;
	int rc = ftl_read(&r->f, lpn, rd);
	CHECK_EQ(rc, ver ? FTL_OK : FTL_UNMAPPED);
	CHECK_EQ(parse_page(rd, r->geo.page_bytes, lpn, &got), ver ? 1 : 0);
	CHECK_EQ(got, ver);
}

/* Remount (recovery from flash alone) and check every logical page holds its last version. */
static void remount_expect_all(struct rig *r, const uint32_t *ver, uint32_t n)
{
	CHECK_EQ(rig_mount(r), FTL_OK);
	for (uint32_t i = 0; i < n; i++)
		expect_ver(r, i, ver[i]);
	CHECK_EQ(r->f.st.recovery_inconsistent, 0);
}

static void test_basic(void)
{
	struct nand_geometry g = test_geo();
	struct ftl_config c = test_cfg();
	struct rig r;
	rig_new(&r, &g, &c, 1);
	rig_format(&r);
	uint32_t n = ftl_capacity(&r.f);
	/* capacity: (16 blocks - gc_high 4 - 2) x 8 planes x 16 pages x 75% */
	CHECK_EQ(n, 10 * 8 * 16 * 75 / 100);
	expect_ver(&r, 0, 0);
	expect_ver(&r, n - 1, 0);
	CHECK_EQ(ftl_read(&r.f, n, rd), FTL_ERR_RANGE);
	CHECK_EQ(ftl_write(&r.f, n, pg), FTL_ERR_RANGE);
	write_ver(&r, 5, 1);
	expect_ver(&r, 5, 1);
	write_ver(&r, 5, 2);
	expect_ver(&r, 5, 2);
	/* Consecutive writes stripe channel first: 8 pages land on 8 different planes. */
	for (uint32_t i = 0; i < 8; i++)
		write_ver(&r, 100 + i, 1);
	uint32_t seen = 0;
	for (uint32_t i = 0; i < 8; i++)
		seen |= 1u << (r.f.map[100 + i] / (g.pages * g.blocks));
	CHECK_EQ(seen, 0xFF);
	CHECK_EQ(ftl_trim(&r.f, 5), FTL_OK);
	expect_ver(&r, 5, 0);
	CHECK_EQ(ftl_flush(&r.f), FTL_OK);
	/* A clean remount keeps it all, trims included. */
	CHECK_EQ(rig_mount(&r), FTL_OK);
	expect_ver(&r, 5, 0);
	for (uint32_t i = 0; i < 8; i++)
		expect_ver(&r, 100 + i, 1);
	CHECK_EQ(r.f.st.recovery_inconsistent, 0);
	CHECK_EQ(r.f.st.unexpected, 0);
	rig_free(&r);
	printf("basic: ok (capacity %u pages)\n", n);
}

/* Overwrite the whole space many times: GC runs, every page stays right, wear stays even. */
static void test_gc_and_wear(void)
{
	struct nand_geometry g = test_geo();
	struct ftl_config c = test_cfg();
	struct rig r;
	rig_new(&r, &g, &c, 2);
	rig_format(&r);
	uint32_t n = ftl_capacity(&r.f);
	uint32_t *ver = calloc(n, sizeof(*ver));
	uint64_t s = 7;
	for (uint32_t i = 0; i < n; i++)
		write_ver(&r, i, ver[i] = 1);
	/* Hot 10% of the space takes 98% of the writes; the rest is cold (what static WL is for). */
	for (uint32_t k = 0; k < 20 * n; k++) {
		uint32_t l = (xrnd(&s) % 50) ? (uint32_t)(xrnd(&s) % (n / 10)) : (uint32_t)(xrnd(&s) % n);
		write_ver(&r, l, ++ver[l]);
	}
	for (uint32_t i = 0; i < n; i++)
		expect_ver(&r, i, ver[i]);
	struct health h;
	health_collect(&h, &r.f, NULL);
	print_health("gc_and_wear", &h);
	CHECK(r.f.st.gc_runs > 500);
	CHECK(r.f.st.wl_moves > 0);
	CHECK(r.f.st.checkpoints > 10);
	/* Static wear levelling: even the blocks holding cold data keep up with the rest. */
	printf("gc_and_wear: erase counts min/avg/max %u/%u/%u\n", min_ec(&r.f), h.avg_erase_count, h.max_erase_count);
	CHECK(h.max_erase_count - min_ec(&r.f) <= 2u * c.wl_threshold);
	CHECK(h.waf_x100 > 100);
	CHECK_EQ(r.f.st.unexpected, 0);
	remount_expect_all(&r, ver, n);
	free(ver);
	rig_free(&r);
}

/* Without static wear levelling the cold blocks never move: shows the check above can fail. */
static void test_wear_without_wl(void)
{
	struct nand_geometry g = test_geo();
	struct ftl_config c = test_cfg();
	c.wl_threshold = 0;
	struct rig r;
	rig_new(&r, &g, &c, 2);
	rig_format(&r);
	uint32_t n = ftl_capacity(&r.f);
	uint64_t s = 7;
	for (uint32_t i = 0; i < n; i++)
		write_ver(&r, i, 1);
	for (uint32_t k = 0; k < 20 * n; k++) {
		uint32_t l = (xrnd(&s) % 50) ? (uint32_t)(xrnd(&s) % (n / 10)) : (uint32_t)(xrnd(&s) % n);
		write_ver(&r, l, 2);
	}
	struct health h;
	health_collect(&h, &r.f, NULL);
	print_health("wear_without_wl", &h);
	printf("wear_without_wl: erase counts min/avg/max %u/%u/%u\n", min_ec(&r.f), h.avg_erase_count, h.max_erase_count);
	CHECK_EQ(r.f.st.wl_moves, 0);
	/* the spread test_gc_and_wear bounds is exceeded here: that check can fail */
	CHECK(h.max_erase_count - min_ec(&r.f) > 2u * c.wl_threshold);
	rig_free(&r);
}


/* Factory bad blocks are never used; program and erase failures retire blocks without data loss. */
static void test_bad_blocks(void)
{
	struct nand_geometry g = test_geo();
	struct ftl_config c = test_cfg();
	struct rig r;
	rig_new(&r, &g, &c, 3);
	unsigned nunits = g.channels * g.dies * g.planes;
	for (unsigned u = 0; u < nunits; u++)
		nand_model_set_bad(r.m, unit_ch(&g, u), unit_die(&g, u), unit_plane(&g, u), (u * 5) % g.blocks);
	/* a failing program in the middle of a block, and a block that will not erase */
	nand_model_add_fault(r.m, NAND_FAULT_PROG_FAIL, 0, 0, 0, 3, 5, 1);
	nand_model_add_fault(r.m, NAND_FAULT_PROG_FAIL, 1, 1, 1, 7, -1, 2);
	rig_format(&r);
	nand_model_add_fault(r.m, NAND_FAULT_ERASE_FAIL, 1, 0, 1, 2, -1, -1);
	uint32_t n = ftl_capacity(&r.f);
	uint32_t *ver = calloc(n, sizeof(*ver));
	uint64_t s = 9;
	for (uint32_t k = 0; k < 8 * n; k++) {
		uint32_t l = (uint32_t)(xrnd(&s) % n);
		write_ver(&r, l, ++ver[l]);
	}
	/* random failures on top */
	nand_model_set_rates(r.m, 0, 40, 40);
	for (uint32_t k = 0; k < 8 * n; k++) {
		uint32_t l = (uint32_t)(xrnd(&s) % n);
		write_ver(&r, l, ++ver[l]);
	}
	nand_model_set_rates(r.m, 0, 0, 0);
	for (uint32_t i = 0; i < n; i++)
		expect_ver(&r, i, ver[i]);
	const struct nand_model_stats *ms = nand_model_stats(r.m);
	CHECK_EQ(ms->bad_block, 0); /* never touched a bad block */
	CHECK_EQ(ms->order_violation, 0);
	for (unsigned u = 0; u < nunits; u++)
		CHECK_EQ(nand_model_written(r.m, unit_ch(&g, u), unit_die(&g, u), unit_plane(&g, u), (u * 5) % g.blocks), g.pages);
	struct health h;
	health_collect(&h, &r.f, NULL);
	print_health("bad_blocks", &h);
	CHECK(r.f.st.program_failures >= 3);
	CHECK(r.f.st.erase_failures >= 1);
	CHECK(h.grown_bad_blocks >= 3);
	CHECK(h.media_errors >= r.f.st.program_failures + r.f.st.erase_failures);
	CHECK(h.available_spare < 100);
	CHECK_EQ(r.f.st.unexpected, 0);
	/* Grown bad blocks are marked in the table and skipped after a remount. */
	CHECK_EQ(ftl_flush(&r.f), FTL_OK);
	remount_expect_all(&r, ver, n);
	free(ver);
	rig_free(&r);
}

/* Uncorrectable reads are reported (and counted), never returned as data; neighbours are intact. */
static void test_uncorrectable(void)
{
	struct nand_geometry g = test_geo();
	struct ftl_config c = test_cfg();
	struct rig r;
	rig_new(&r, &g, &c, 4);
	rig_format(&r);
	uint32_t n = ftl_capacity(&r.f);
	for (uint32_t i = 0; i < 64; i++)
		write_ver(&r, i, 1);
	struct nand_req a;
	uint32_t ppa = r.f.map[10], b = ppa / g.pages, u = b / g.blocks;
	a.ch = (uint8_t)unit_ch(&g, u), a.die = (uint8_t)unit_die(&g, u), a.plane = (uint8_t)unit_plane(&g, u);
	nand_model_add_fault(r.m, NAND_FAULT_UNC, a.ch, a.die, a.plane, b % g.blocks, (int)(ppa % g.pages), -1);
	CHECK_EQ(ftl_read(&r.f, 10, rd), FTL_ERR_UNC);
	CHECK_EQ(r.f.st.uncorrectable, 1);
	expect_ver(&r, 9, 1);
	expect_ver(&r, 11, 1);
	/* Silent corruption (status OK, one bit flipped) is caught by the page CRC. */
	ppa = r.f.map[20], b = ppa / g.pages, u = b / g.blocks;
	nand_model_add_fault(r.m, NAND_FAULT_CORRUPT, unit_ch(&g, u), unit_die(&g, u), unit_plane(&g, u), b % g.blocks,
			     (int)(ppa % g.pages), 1);
	CHECK_EQ(ftl_read(&r.f, 20, rd), FTL_ERR_UNC);
	expect_ver(&r, 20, 1); /* the fault was transient */
	/* GC moves the bad page poisoned: it keeps failing until rewritten, then heals. */
	uint64_t s = 5;
	uint32_t before = r.f.map[10];
	for (uint32_t v = 2; v <= 3; v++)
		for (uint32_t i = 0; i < 64; i++)
			if (i != 10)
				write_ver(&r, i, v); /* leave the bad page nearly alone in its block: a GC victim soon */
	for (uint32_t k = 0; k < 6 * n && r.f.map[10] == before; k++)
		write_ver(&r, 64 + (uint32_t)(xrnd(&s) % (n - 64)), 2);
	CHECK(r.f.map[10] != before);
	CHECK_EQ(ftl_read(&r.f, 10, rd), FTL_ERR_UNC);
	CHECK_EQ(ftl_flush(&r.f), FTL_OK);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	CHECK_EQ(ftl_read(&r.f, 10, rd), FTL_ERR_UNC);
	write_ver(&r, 10, 3);
	expect_ver(&r, 10, 3);
	for (uint32_t i = 0; i < 64; i++)
		if (i != 10)
			expect_ver(&r, i, 3);
	struct health h;
	health_collect(&h, &r.f, NULL);
	CHECK(h.uncorrectable_reads >= 1 && h.media_errors >= 1);
	CHECK_EQ(r.f.st.unexpected, 0);
	rig_free(&r);
	printf("uncorrectable: ok\n");
}

/* Mount rejects blank media, then formats; mount of a formatted empty drive is empty. */
static void test_mount_blank(void)
{
	struct nand_geometry g = test_geo();
	struct ftl_config c = test_cfg();
	struct rig r;
	rig_new(&r, &g, &c, 6);
	CHECK_EQ(rig_mount(&r), FTL_ERR_NOMEDIA);
	rig_format(&r);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	for (uint32_t i = 0; i < ftl_capacity(&r.f); i += 37)
		expect_ver(&r, i, 0);
	rig_free(&r);
	printf("mount_blank: ok\n");
}

/* Other shapes: one plane only, 16 KiB pages with the default 64-byte spare, deep blocks, 4 planes. */
static void test_geometries(void)
{
	static const struct nand_geometry shapes[] = {
		{.channels = 1, .dies = 1, .planes = 1, .blocks = 24, .pages = 8, .page_bytes = 4096, .spare_bytes = 64, .queue_depth = 8},
		{.channels = 2, .dies = 1, .planes = 2, .blocks = 12, .pages = 32, .page_bytes = 16384, .spare_bytes = 64, .queue_depth = 8},
		{.channels = 1, .dies = 3, .planes = 4, .blocks = 10, .pages = 64, .page_bytes = 2048, .spare_bytes = 40, .queue_depth = 2},
		/* 512 B pages: checkpoints of several pages (ckpt_image, load_ckpt); with 15 pages a block
		 * the second has an odd number of logical pages, so the block table starts 4 bytes off a
		 * word and one of its entries straddles a page boundary. */
		{.channels = 1, .dies = 1, .planes = 2, .blocks = 16, .pages = 16, .page_bytes = 512, .spare_bytes = 40, .queue_depth = 4},
		{.channels = 1, .dies = 1, .planes = 2, .blocks = 20, .pages = 15, .page_bytes = 512, .spare_bytes = 40, .queue_depth = 4},
	};
	for (unsigned k = 0; k < sizeof(shapes) / sizeof(shapes[0]); k++) {
		struct ftl_config c = test_cfg();
		c.gc_high = 3;
		struct rig r;
		rig_new(&r, &shapes[k], &c, 20 + k);
		r.ccfg.lba_shift = 9;
		rig_format(&r);
		uint32_t n = ftl_capacity(&r.f), pb = shapes[k].page_bytes;
		uint32_t *ver = calloc(n, sizeof(*ver));
		uint8_t *p = malloc(pb), *q = malloc(pb);
		uint64_t s = 3 + k;
		for (uint32_t i = 0; i < 6 * n; i++) {
			uint32_t l = (uint32_t)(xrnd(&s) % n);
			fill_page(p, pb, l, ++ver[l]);
			CHECK_EQ(ftl_write(&r.f, l, p), FTL_OK);
			if (i % 97 == 0) {
				CHECK_EQ(ftl_trim(&r.f, (l + 1) % n), FTL_OK);
				ver[(l + 1) % n] = 0;
			}
		}
		CHECK(r.f.st.gc_runs > 0);
		CHECK_EQ(ftl_flush(&r.f), FTL_OK);
		/* The erase counts come back from the checkpoint: nothing was erased after it but what
		 * mount's own checkpoint may take (one erase). */
		CHECK_EQ(ftl_checkpoint(&r.f), FTL_OK);
		uint32_t *ec = calloc(r.f.nblocks, sizeof(*ec));
		for (uint32_t b = 0; b < r.f.nblocks; b++)
			ec[b] = r.f.blk[b].erase_count;
		CHECK_EQ(rig_mount(&r), FTL_OK);
		for (uint32_t b = 0; b < r.f.nblocks; b++)
			CHECK(r.f.blk[b].erase_count >= ec[b] && r.f.blk[b].erase_count <= ec[b] + 1);
		free(ec);
		for (uint32_t l = 0; l < n; l++) {
			uint32_t v;
			CHECK(ftl_read(&r.f, l, q) >= 0);
			CHECK_EQ(parse_page(q, pb, l, &v), ver[l] ? 1 : 0);
			CHECK_EQ(v, ver[l]);
		}
		CHECK_EQ(r.f.st.unexpected, 0);
		printf("geometry %ux%ux%u x %u blocks x %u pages x %u B: %u logical pages, checkpoint %u B, ok\n",
		       shapes[k].channels, shapes[k].dies, shapes[k].planes, shapes[k].blocks, shapes[k].pages, pb, n,
		       (unsigned)(64 + 4 * n + 8 * r.f.nblocks));
		free(ver);
		free(p);
		free(q);
		rig_free(&r);
	}
}

/* One instance per NVM set: two instances on two back ends share no state. */
static void test_two_instances(void)
{
	struct nand_geometry g = test_geo();
	struct ftl_config c = test_cfg();
	static struct rig r[2];
	for (int k = 0; k < 2; k++) {
		rig_new(&r[k], &g, &c, 30 + (uint64_t)k);
		rig_format(&r[k]);
	}
	uint32_t n = ftl_capacity(&r[0].f);
	for (uint32_t i = 0; i < 3 * n; i++)
		for (int k = 0; k < 2; k++)
			write_ver(&r[k], (i * 7 + (uint32_t)k) % n, i + 1 + (uint32_t)k * 100000);
	for (int k = 0; k < 2; k++) {
		CHECK_EQ(rig_mount(&r[k]), FTL_OK);
		for (uint32_t l = 0; l < n; l++) {
			uint32_t last = 0;
			for (uint32_t i = 0; i < 3 * n; i++)
				if ((i * 7 + (uint32_t)k) % n == l)
					last = i + 1 + (uint32_t)k * 100000;
			expect_ver(&r[k], l, last);
		}
	}
	for (int k = 0; k < 2; k++)
		rig_free(&r[k]);
	printf("two_instances: ok\n");
}

/*
 * Format skips the blocks the back end reports erased (nand_ops::is_erased, which the flash_top
 * driver answers from the block state), and only those: a reformat over written media must still
 * erase what was written, or old pages would be recovered (or programs refused).
 */
static void test_format_erased(void)
{
	/* The set core's small simulated drive: 1 channel x 2 dies x 2 planes x 8 blocks x 8 pages. */
	struct nand_geometry g = {.channels = 1, .dies = 2, .planes = 2, .blocks = 8, .pages = 8,
				  .page_bytes = 4096, .spare_bytes = 64, .queue_depth = 8};
	struct ftl_config c = test_cfg();
	c.gc_high = 3;
	uint32_t nblocks = 1u * 2 * 2 * 8;
	struct rig r;
	/* Without is_erased: every good block is erased. */
	rig_new(&r, &g, &c, 40);
	rig_format(&r);
	uint64_t full_erases = r.f.st.nand_erases, full_programs = r.f.st.nand_programs;
	CHECK_EQ(full_erases, nblocks);
	rig_free(&r);
	/* With it, on fresh media (one factory bad block): nothing to erase. */
	rig_new(&r, &g, &c, 41);
	nand_model_media_reset(r.m);
	nand_model_set_bad(r.m, 0, 1, 1, 5);
	nand_model_report_erased(r.m, 1);
	rig_format(&r);
	CHECK_EQ(r.f.st.nand_erases, 0);
	CHECK_EQ(r.f.st.format_erases_skipped, nblocks - 1);
	uint32_t n = ftl_capacity(&r.f);
	for (uint32_t round = 0; round < 3; round++)
		for (uint32_t l = 0; l < n; l++)
			write_ver(&r, l, round + 1);
	CHECK_EQ(ftl_flush(&r.f), FTL_OK);
	/* Reformat over written media: the written blocks are erased, the rest skipped. */
	uint32_t written = 0;
	for (unsigned die = 0; die < 2; die++)
		for (unsigned pl = 0; pl < 2; pl++)
			for (unsigned b = 0; b < 8; b++)
				written += nand_model_written(r.m, 0, die, pl, b) != 0;
	CHECK(written > 0 && written < nblocks - 1);
	CHECK_EQ(ftl_init(&r.f, nand_model_dev(r.m), &r.cfg, r.fmem, r.fsize, r.fdma, r.fdsize), FTL_OK);
	CHECK_EQ(ftl_format(&r.f), FTL_OK);
	CHECK_EQ(r.f.st.nand_erases, written);
	CHECK_EQ(r.f.st.format_erases_skipped, nblocks - 1 - written);
	for (uint32_t l = 0; l < n; l++)
		expect_ver(&r, l, 0);
	CHECK_EQ(rig_mount(&r), FTL_OK);
	for (uint32_t l = 0; l < n; l++)
		expect_ver(&r, l, 0);
	CHECK_EQ(r.f.st.recovery_inconsistent, 0);
	CHECK_EQ(r.f.st.unexpected, 0);
	rig_free(&r);
	printf("format_erased: ok (1x2x2x8x8: format = %llu erases + %llu programs, %llu erases when the "
	       "back end reports erased blocks; reformat erased %u written blocks)\n",
	       (unsigned long long)full_erases, (unsigned long long)full_programs, 0ULL, written);
}

/* Invert one stored bit of the page an lpn is mapped to (byte >= page_bytes: in its spare area). */
static void flip_at_lpn(struct rig *r, uint32_t lpn, size_t byte, unsigned bit)
{
	const struct nand_geometry *g = &r->geo;
	uint32_t ppa = r->f.map[lpn], b = ppa / g->pages, u = b / g->blocks;
	CHECK(ppa != FTL_NONE);
	nand_model_flip(r->m, unit_ch(g, u), unit_die(g, u), unit_plane(g, u), b % g->blocks, ppa % g->pages, byte, bit);
}

/*
 * Who checks the spare fields on a host read. A bit flipped in one the read path does not compare
 * itself (the erase count) must fail the read, never return the page: the FTL's spare CRC finds it,
 * or with a back end that checks spare areas (geo.spare_checked, flash_top's spare CRC) the back
 * end does (its NAND_UNCORRECTABLE counted by the model) and the FTL skips its CRC. With data_crc
 * the FTL keeps its own check over the data: a silent corruption past the back end's check (the
 * CORRUPT fault) is still caught. The neighbours read fine and a rewrite heals.
 */
static void test_spare_checked(void)
{
	for (int hw = 0; hw <= 1; hw++) {
		for (int dcrc = 0; dcrc <= 1; dcrc++) {
			struct nand_geometry g = test_geo();
			g.spare_checked = (uint8_t)hw;
			g.spare_hw_bytes = hw ? 8 : 0;
			struct ftl_config c = test_cfg();
			c.data_crc = (uint8_t)dcrc;
			struct rig r;
			rig_new(&r, &g, &c, 20 + 2 * (uint64_t)hw + (uint64_t)dcrc);
			rig_format(&r);
			for (uint32_t i = 0; i < 32; i++)
				write_ver(&r, i, 1);
			uint64_t unc = nand_model_stats(r.m)->uncorrectable;
			flip_at_lpn(&r, 7, g.page_bytes + offsetof(struct oob, ec), 3);
			CHECK_EQ(ftl_read(&r.f, 7, rd), FTL_ERR_UNC);
			CHECK_EQ(nand_model_stats(r.m)->uncorrectable - unc, (uint64_t)hw); /* the back end saw it */
			expect_ver(&r, 6, 1);
			expect_ver(&r, 8, 1);
			if (hw) { /* a stored data bit: the back end's sector CRCs */
				flip_at_lpn(&r, 9, 100, 0);
				CHECK_EQ(ftl_read(&r.f, 9, rd), FTL_ERR_UNC);
				CHECK_EQ(nand_model_stats(r.m)->uncorrectable - unc, 2);
			}
			if (dcrc) {
				fault_at_lpn(&r, NAND_FAULT_CORRUPT, 11, 1);
				CHECK_EQ(ftl_read(&r.f, 11, rd), FTL_ERR_UNC);
			}
			write_ver(&r, 7, 2);
			expect_ver(&r, 7, 2);
			expect_ver(&r, 10, 1);
			CHECK_EQ(r.f.st.unexpected, 0);
			rig_free(&r);
		}
	}
	printf("spare_checked: ok\n");
}

int main(void)
{
	test_basic();
	test_mount_blank();
	test_gc_and_wear();
	test_wear_without_wl();
	test_bad_blocks();
	test_uncorrectable();
	test_geometries();
	test_two_instances();
	test_format_erased();
	test_spare_checked();
	printf("test_ftl: all passed\n");
	return 0;
}
