/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Randomized test of ICL + FTL against a byte-exact reference of the namespace (512-byte
 * logical blocks): unaligned and sub-page writes, reads, partial and whole-page trims, flushes,
 * FUA. Every read is compared; the whole space is compared every 2000 operations, after a clean
 * remount at the end, and GC must have run many times. From the middle on, 10000 operations run
 * with random program and erase failures (no data may be lost: blocks retired, data rewritten).
 * RANDOM_OPS (default 20000) and SEED (default 1).
 */
#include <time.h>

#include "test_util.h"

static struct rig R;
static uint8_t *ref; /* the namespace as the host wrote it */
static uint64_t nlba;
static uint8_t buf[64 * 512], rbuf[64 * 512];

static void verify_range(uint64_t lba, uint32_t n)
{
	CHECK_EQ(icl_read(&R.c, lba, n, rbuf), FTL_OK);
	if (memcmp(rbuf, ref + lba * 512, (size_t)n * 512)) {
		for (uint32_t i = 0; i < n * 512; i++)
			if (rbuf[i] != ref[lba * 512 + i]) {
				fprintf(stderr, "mismatch at lba %llu byte %u\n", (unsigned long long)(lba + i / 512), i % 512);
				break;
			}
		exit(1);
	}
}

static void verify_all(void)
{
	for (uint64_t l = 0; l < nlba; l += 64)
		verify_range(l, (uint32_t)(nlba - l < 64 ? nlba - l : 64));
}

int main(void)
{
	uint64_t seed = env_u64("SEED", 1), nops = env_u64("RANDOM_OPS", 20000), rng = seed * 77 + 1;
	clock_t t0 = clock();
	printf("test_random: seed %llu, %llu operations\n", (unsigned long long)seed, (unsigned long long)nops);
	struct nand_geometry g = test_geo();
	struct ftl_config cfg = test_cfg();
	rig_new(&R, &g, &cfg, seed);
	R.ccfg = (struct icl_config){.slots = 64, .lba_shift = 9, .wb_batch = 16};
	rig_format(&R);
	nlba = icl_capacity(&R.c);
	ref = calloc(nlba, 512);
	CHECK(ref);
	uint64_t n_w = 0, n_r = 0, n_t = 0, n_f = 0, n_fua = 0, lbas_w = 0;
	for (uint64_t op = 0; op < nops; op++) {
		/*
		 * Failures for 10000 operations in the middle: enough for a few dozen retired blocks,
		 * not so many that long runs wear the 128-block drive out (then NOSPC is correct).
		 */
		if (op == nops / 2)
			nand_model_set_rates(R.m, 0, 30, 30);
		if (op == nops / 2 + 10000)
			nand_model_set_rates(R.m, 0, 0, 0);
		uint32_t r = (uint32_t)(xrnd(&rng) % 100);
		uint32_t n = 1 + (uint32_t)(xrnd(&rng) % ((xrnd(&rng) & 3) ? 8 : 64));
		/* most traffic on the first third, so GC sees hot and cold blocks */
		uint64_t span = (xrnd(&rng) % 4) ? nlba / 3 : nlba;
		uint64_t lba = xrnd(&rng) % (span - n);
		if (r < 50) {
			for (uint32_t i = 0; i < n * 512; i += 8) {
				uint64_t v = xrnd(&rng);
				memcpy(buf + i, &v, 8);
			}
			int fua = r < 5;
			CHECK_EQ(icl_write(&R.c, lba, n, buf, fua), FTL_OK);
			memcpy(ref + lba * 512, buf, (size_t)n * 512);
			n_w++;
			n_fua += (uint64_t)fua;
			lbas_w += n;
		} else if (r < 85) {
			verify_range(lba, n);
			n_r++;
		} else if (r < 95) {
			CHECK_EQ(icl_trim(&R.c, lba, n), FTL_OK);
			memset(ref + lba * 512, 0, (size_t)n * 512);
			n_t++;
		} else {
			CHECK_EQ(icl_flush(&R.c), FTL_OK);
			n_f++;
		}
		if (op % 2000 == 1999)
			verify_all();
	}
	verify_all();
	CHECK_EQ(icl_flush(&R.c), FTL_OK);
	struct health h;
	health_collect(&h, &R.f, &R.c);
	print_health("test_random", &h);
	printf("test_random: %llu writes (%llu FUA, %llu LBAs), %llu reads, %llu trims, %llu flushes; cache hits "
	       "%llu/%llu reads, %llu RMW reads, %llu write-backs; data units written %llu\n",
	       (unsigned long long)n_w, (unsigned long long)n_fua, (unsigned long long)lbas_w,
	       (unsigned long long)n_r, (unsigned long long)n_t, (unsigned long long)n_f,
	       (unsigned long long)R.c.st.read_hits, (unsigned long long)(R.c.st.read_hits + R.c.st.read_misses),
	       (unsigned long long)R.c.st.rmw_reads, (unsigned long long)R.c.st.writebacks,
	       (unsigned long long)h.data_units_written);
	CHECK(R.f.st.gc_runs > 1000 || nops < 20000);
	CHECK(R.f.st.program_failures + R.f.st.erase_failures > 0 || nops < 20000);
	CHECK_EQ(R.f.st.unexpected, 0);
	CHECK_EQ(nand_model_stats(R.m)->bad_block, 0);
	CHECK_EQ(h.host_write_commands, n_w);
	CHECK(h.media_errors >= R.f.st.program_failures + R.f.st.erase_failures);
	/* A clean remount keeps everything. */
	nand_model_set_rates(R.m, 0, 0, 0);
	CHECK_EQ(rig_mount(&R), FTL_OK);
	CHECK_EQ(R.f.st.recovery_inconsistent, 0);
	verify_all();
	printf("test_random: passed, %.1f s\n", (double)(clock() - t0) / CLOCKS_PER_SEC);
	free(ref);
	rig_free(&R);
	return 0;
}
