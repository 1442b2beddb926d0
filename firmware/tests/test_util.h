/* SPDX-License-Identifier: Apache-2.0 */
/* Shared helpers of the host-native tests: checks, a seeded RNG, a drive rig, page patterns. */
#ifndef TEST_UTIL_H
#define TEST_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ftl.h"
#include "health.h"
#include "icl.h"
#include "nand_model.h"

#define CHECK(c)                                                                          \
	do {                                                                              \
		if (!(c)) {                                                               \
			fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #c); \
			exit(1);                                                          \
		}                                                                         \
	} while (0)

#define CHECK_EQ(a, b)                                                                                      \
	do {                                                                                                \
		long long a_ = (long long)(a), b_ = (long long)(b);                                         \
		if (a_ != b_) {                                                                             \
			fprintf(stderr, "%s:%d: CHECK failed: %s == %s (%lld != %lld)\n", __FILE__, __LINE__, \
				#a, #b, a_, b_);                                                            \
			exit(1);                                                                    \
		}                                                                                           \
	} while (0)

static inline uint64_t xrnd(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1DULL;
}

static inline uint64_t env_u64(const char *name, uint64_t def)
{
	const char *v = getenv(name);
	return v && *v ? strtoull(v, NULL, 0) : def;
}

/*
 * The flash tests' shape: 4 KiB pages, small blocks so GC and checkpoints come often, die queues
 * shallower than a GC or mount batch so the FTL meets full queues.
 */
static inline struct nand_geometry test_geo(void)
{
	struct nand_geometry g = {.channels = 2, .dies = 2, .planes = 2, .blocks = 16, .pages = 16,
				  .page_bytes = 4096, .spare_bytes = 64, .queue_depth = 4};
	return g;
}

/*
 * FTL_DATA_CRC=0 runs a test the way the cores run the FTL: the spare CRC covers the spare fields
 * only, and the model's ECC flags every torn program (rig_new) as the flash back end's would.
 */
static inline int test_data_crc(void)
{
	return env_u64("FTL_DATA_CRC", 1) != 0;
}

static inline struct ftl_config test_cfg(void)
{
	struct ftl_config c = {.op_percent = 25, .gc_low = 2, .gc_high = 4, .wl_threshold = 8, .gc_buffers = 8,
			       .ckpt_interval = 256, .max_inflight = 64, .rated_pe_cycles = 3000,
			       .data_crc = (uint8_t)test_data_crc()};
	return c;
}

struct rig {
	struct nand_model *m;
	struct nand_geometry geo;
	struct ftl_config cfg;
	struct ftl f;
	void *fmem;
	size_t fsize;
	void *fdma; /* page buffers and spare areas (DMA-visible on the cores) */
	size_t fdsize;
	struct icl c;
	struct icl_config ccfg;
	void *cmem;
	size_t csize;
	void *cdma; /* the cache's pages: DDR0 on the cores, plain memory here */
	size_t cdsize;
};

static inline void rig_new(struct rig *r, const struct nand_geometry *g, const struct ftl_config *cfg,
			   uint64_t seed)
{
	memset(r, 0, sizeof(*r));
	r->geo = *g;
	r->cfg = *cfg;
	r->m = nand_model_new(g, seed);
	CHECK(r->m);
	r->fsize = ftl_mem_size(g, cfg);
	CHECK(r->fsize > 0);
	r->fmem = aligned_alloc(8, (r->fsize + 7) & ~(size_t)7);
	CHECK(r->fmem);
	r->fdsize = ftl_dma_size(g, cfg);
	CHECK(r->fdsize > 0);
	r->fdma = aligned_alloc(64, (r->fdsize + 63) & ~(size_t)63);
	CHECK(r->fdma);
	nand_model_set_ecc_torn(r->m, !cfg->data_crc);
	r->ccfg = (struct icl_config){.slots = 32, .lba_shift = 12, .wb_batch = 8};
}

/* Power is back: RAM holds garbage until the FTL is initialised again. */
static inline void rig_wipe_ram(struct rig *r)
{
	memset(r->fmem, 0xCC, r->fsize);
	memset(r->fdma, 0xCC, r->fdsize);
	memset(&r->f, 0xCC, sizeof(r->f));
	if (r->cmem)
		memset(r->cmem, 0xCC, r->csize);
	if (r->cdma)
		memset(r->cdma, 0xCC, r->cdsize);
	memset(&r->c, 0xCC, sizeof(r->c));
}

static inline int rig_icl(struct rig *r)
{
	r->csize = icl_mem_size(&r->ccfg, r->geo.page_bytes);
	if (!r->cmem)
		r->cmem = aligned_alloc(8, (r->csize + 7) & ~(size_t)7);
	CHECK(r->cmem);
	r->cdsize = icl_dma_size(&r->ccfg, r->geo.page_bytes);
	if (!r->cdma)
		r->cdma = aligned_alloc(8, (r->cdsize + 7) & ~(size_t)7);
	CHECK(r->cdma);
	return icl_init(&r->c, &r->f, &r->ccfg, r->cmem, r->csize, r->cdma, r->cdsize);
}

static inline void rig_format(struct rig *r)
{
	CHECK_EQ(ftl_init(&r->f, nand_model_dev(r->m), &r->cfg, r->fmem, r->fsize, r->fdma, r->fdsize), FTL_OK);
	CHECK_EQ(ftl_format(&r->f), FTL_OK);
	CHECK_EQ(rig_icl(r), FTL_OK);
}

/* Mount from the media with fresh RAM (what a reboot does). Returns ftl_mount's code. */
static inline int rig_mount(struct rig *r)
{
	/* A reboot without a cut: the operations the old instance left in flight (the ICL's
	 * write-backs) land first, as they would before a controller reset. */
	if (nand_model_inflight(r->m))
		CHECK_EQ(ftl_drain(&r->f), FTL_OK);
	rig_wipe_ram(r);
	CHECK_EQ(ftl_init(&r->f, nand_model_dev(r->m), &r->cfg, r->fmem, r->fsize, r->fdma, r->fdsize), FTL_OK);
	int rc = ftl_mount(&r->f);
	if (rc == FTL_OK)
		CHECK_EQ(rig_icl(r), FTL_OK);
	return rc;
}

static inline void rig_free(struct rig *r)
{
	nand_model_free(r->m);
	free(r->fmem);
	free(r->fdma);
	free(r->cmem);
	free(r->cdma);
}

/* A page that names its logical page and version and is otherwise pseudo-random. */
static inline void fill_page(uint8_t *p, uint32_t size, uint32_t lpn, uint32_t ver)
{
	uint64_t s = ((uint64_t)lpn << 32 | ver) * 0x9E3779B97F4A7C15ULL + 0x1234567;
	for (uint32_t i = 0; i < size; i += 8) {
		uint64_t v = xrnd(&s);
		memcpy(p + i, &v, 8);
	}
	memcpy(p, "PGv1", 4);
	memcpy(p + 4, &lpn, 4);
	memcpy(p + 8, &ver, 4);
}

static inline int is_zero(const uint8_t *p, uint32_t size)
{
	for (uint32_t i = 0; i < size; i++)
		if (p[i])
			return 0;
	return 1;
}

/* 1 and *ver if p is exactly fill_page(lpn, ver); 0 if zeros (*ver = 0); -1 if anything else. */
static inline int parse_page(const uint8_t *p, uint32_t size, uint32_t lpn, uint32_t *ver)
{
	if (is_zero(p, size)) {
		*ver = 0;
		return 0;
	}
	uint32_t l, v;
	if (memcmp(p, "PGv1", 4))
		return -1;
	memcpy(&l, p + 4, 4);
	memcpy(&v, p + 8, 4);
	if (l != lpn)
		return -1;
	static uint8_t ref[65536];
	if (size > sizeof(ref))
		return -1;
	fill_page(ref, size, l, v);
	if (memcmp(ref, p, size))
		return -1;
	*ver = v;
	return 1;
}

/* The FTL's units are numbered channel first, then die, then plane (ftl_priv.h, fill_addr). */
static inline unsigned unit_ch(const struct nand_geometry *g, unsigned u)
{
	return u % g->channels;
}

static inline unsigned unit_die(const struct nand_geometry *g, unsigned u)
{
	return (u / g->channels) % g->dies;
}

static inline unsigned unit_plane(const struct nand_geometry *g, unsigned u)
{
	return u / (g->channels * g->dies);
}

/* A media fault on the page an lpn is mapped to now (count < 0: forever). */
static inline void fault_at_lpn(struct rig *r, enum nand_fault_kind kind, uint32_t lpn, int count)
{
	const struct nand_geometry *g = &r->geo;
	uint32_t ppa = r->f.map[lpn], b = ppa / g->pages, u = b / g->blocks;
	CHECK(ppa != 0xFFFFFFFFu);
	nand_model_add_fault(r->m, kind, unit_ch(g, u), unit_die(g, u), unit_plane(g, u), b % g->blocks,
			     (int)(ppa % g->pages), count);
}

static inline void print_health(const char *what, const struct health *h)
{
	printf("%s: media_errors=%llu unc=%llu prog_fail=%llu erase_fail=%llu grown_bad=%llu spare=%u%% used=%u%% "
	       "gc_runs=%llu gc_copies=%llu wl_moves=%llu waf=%u.%02u ec avg/max=%u/%u good=%u/%u\n",
	       what, (unsigned long long)h->media_errors, (unsigned long long)h->uncorrectable_reads,
	       (unsigned long long)h->program_failures, (unsigned long long)h->erase_failures,
	       (unsigned long long)h->grown_bad_blocks, h->available_spare, h->percentage_used,
	       (unsigned long long)h->gc_runs, (unsigned long long)h->gc_copies, (unsigned long long)h->wl_moves,
	       h->waf_x100 / 100, h->waf_x100 % 100, h->avg_erase_count, h->max_erase_count, h->good_blocks,
	       h->total_blocks);
}

#endif /* TEST_UTIL_H */
