/* SPDX-License-Identifier: Apache-2.0 */
/*
 * cssd: command-line access to the drive's computational commands. So far one: `cssd search`
 * (sw/search/README.md).
 *
 * cssd search [--drive SPEC] [--nsid N] [--image IMG] [--range-pages K] [--page-bytes B]
 *             [--query Q] FILE KEY [KEY ...]
 *
 * Finds where the KEYs occur, in this order, in FILE, a file on a file system that fills the
 * namespace (its byte 0 at LBA 0). The file's extents come from FIEMAP, or with --image from that
 * image of the namespace through debugfs (libinsider's insider_extents). Each extent's whole
 * flash pages are searched by the drive in ranges of K pages (2PM Search); the partial pages at
 * an extent's edges are read and searched on the host. One line per range:
 *   <file offset> <bytes> <match|-> <drive|drive-fw|host>
 * (drive-fw: the drive's firmware searched the range's bytes because a key may cross a page
 * boundary), then a summary. Holes are not searched. Exit 0 if a range matched, 1 if none, 2 on
 * an error.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cssd_search.h"
#include "insider.h"

#define MAX_CMD_BLOCKS 65536u /* NLB is 16 bits */
#define HOST_CHUNK (1u << 20) /* bytes one Read moves: MDTS */

struct opts {
	const char *drive, *image, *file;
	uint32_t nsid, range_pages, page_bytes;
	unsigned query;
	struct cssd_search_query q;
};

struct tally {
	unsigned long ranges, matched, drive, firmware, host;
};

static void usage(FILE *f)
{
	fprintf(f, "usage: cssd search [--drive SPEC] [--nsid N] [--image IMG] [--range-pages K] [--page-bytes B]\n"
		   "                   [--query Q] FILE KEY [KEY ...]\n"
		   "  SPEC: unix:PATH (the simulation's wire) or /dev/ngXnY; default $CSSD_DRIVE\n"
		   "  KEYs (1-%d of 1-%d bytes) must occur in this order; K a power of two (default 1);\n"
		   "  B the flash page size (default: the drive's, Identify Namespace NPWG); Q the query slot (0-%u)\n",
		CSSD_SEARCH_MAX_KEYS, CSSD_SEARCH_MAX_KEY_BYTES, CSSD_SEARCH_QUERIES - 1);
}

static void report(struct tally *t, uint64_t off, uint64_t len, int matched, const char *how)
{
	printf("%" PRIu64 " %" PRIu64 " %s %s\n", off, len, matched ? "match" : "-", how);
	t->ranges++;
	t->matched += matched != 0;
}

static int status_error(const char *what, int st)
{
	if (st == -1)
		fprintf(stderr, "cssd search: %s: the drive cannot be reached\n", what);
	else if (st < 0)
		fprintf(stderr, "cssd search: %s: %s\n", what, strerror(-st));
	else
		fprintf(stderr, "cssd search: %s: NVMe status %#x (SCT %u, SC %#x%s)\n", what, st, (st >> 8) & 7,
			st & 0xFF, st & 0x4000 ? ", do not retry" : "");
	return 2;
}

/* Bytes [dev, dev + len) of the namespace searched on the host. */
static int host_piece(struct cssd_passthru *t, const struct opts *o, uint32_t lba, uint64_t file_off, uint64_t dev,
		      uint64_t len, struct tally *ty)
{
	uint64_t first = dev / lba, last = (dev + len + lba - 1) / lba;
	uint64_t bytes = (last - first) * lba;
	if (bytes > HOST_CHUNK)
		return status_error("a partial page larger than a Read", -EINVAL);
	uint8_t *buf = aligned_alloc(4096, (bytes + 4095) & ~(uint64_t)4095);
	if (!buf)
		return status_error("memory", -ENOMEM);
	int st = cssd_read(t, o->nsid, first, (uint32_t)(last - first), buf, (uint32_t)bytes);
	if (st) {
		free(buf);
		return status_error("Read", st);
	}
	report(ty, file_off, len, cssd_search_bytes(buf + (dev - first * lba), len, &o->q), "host");
	ty->host++;
	free(buf);
	return 0;
}

/* Whole pages [dev, dev + len) searched by the drive, in ranges of range_pages pages. */
static int drive_run(struct cssd_passthru *t, const struct opts *o, uint32_t lba, uint64_t file_off, uint64_t dev,
		     uint64_t len, struct tally *ty)
{
	uint64_t range_bytes = (uint64_t)o->range_pages * o->page_bytes;
	unsigned shift = 0;
	while (((uint64_t)lba << shift) < range_bytes)
		shift++;
	uint64_t per_cmd = MAX_CMD_BLOCKS / (1u << shift) * range_bytes; /* whole ranges per command */
	if (!per_cmd)
		return status_error("--range-pages: more than one Search's blocks", -EINVAL);
	uint8_t *res = malloc(MAX_CMD_BLOCKS);
	if (!res)
		return status_error("memory", -ENOMEM);
	for (uint64_t done = 0; done < len;) {
		uint64_t n = len - done < per_cmd ? len - done : per_cmd;
		uint32_t matched = 0, nlb = (uint32_t)(n / lba);
		int st = cssd_search(t, o->nsid, o->query, (dev + done) / lba, nlb, shift, res, &matched);
		if (st) {
			free(res);
			char what[96];
			snprintf(what, sizeof what, "Search of LBA %" PRIu64 " + %" PRIu32 " in ranges of 2^%u blocks",
				 (dev + done) / lba, nlb, shift);
			return status_error(what, st);
		}
		uint32_t ranges = cssd_search_ranges(nlb, shift);
		for (uint32_t r = 0; r < ranges; r++) {
			uint64_t at = done + r * range_bytes, rl = n - r * range_bytes < range_bytes ? n - r * range_bytes : range_bytes;
			report(ty, file_off + at, rl, res[r] & CSSD_SEARCH_MATCHED,
			       res[r] & CSSD_SEARCH_BY_FIRMWARE ? "drive-fw" : "drive");
			if (res[r] & CSSD_SEARCH_BY_FIRMWARE)
				ty->firmware++;
			else
				ty->drive++;
		}
		done += n;
	}
	free(res);
	return 0;
}

static int search_file(const struct opts *o)
{
	if (o->image && setenv("INSIDER_IMAGE", o->image, 1) != 0)
		return status_error("--image", -errno);
	insider_extent *ext = calloc(INSIDER_MAX_EXTENTS, sizeof *ext);
	if (!ext)
		return status_error("memory", -ENOMEM);
	uint64_t size = 0;
	int n = insider_extents(o->file, ext, INSIDER_MAX_EXTENTS, &size);
	if (n < 0) {
		free(ext);
		fprintf(stderr, "cssd search: %s: its extents: %s\n", o->file, strerror(-n));
		return 2;
	}
	struct cssd_passthru *t = cssd_passthru_open("cssd search", o->drive, o->nsid);
	if (!t) {
		free(ext);
		return 2;
	}
	struct opts oo = *o;
	oo.nsid = cssd_passthru_nsid(t);
	uint32_t lba = 0, drive_page = 0;
	int rc = 0, st = cssd_ns_format(t, oo.nsid, &lba, &drive_page);
	if (!st && !oo.page_bytes)
		oo.page_bytes = drive_page;
	if (st)
		rc = status_error("Identify Namespace", st);
	else if (!oo.page_bytes)
		rc = status_error("the drive does not report its page size (NPWG): give --page-bytes", -EINVAL);
	else if (oo.page_bytes % lba)
		rc = status_error("--page-bytes: not a multiple of the namespace's block size", -EINVAL);
	else if ((st = cssd_search_load(t, oo.nsid, oo.query, &oo.q)) != 0)
		rc = status_error("Search Query", st);
	struct tally ty = {0};
	for (int i = 0; i < n && !rc; i++) {
		uint64_t len = ext[i].logical >= size ? 0 : size - ext[i].logical < ext[i].length ? size - ext[i].logical
												    : ext[i].length;
		uint64_t dev = ext[i].physical, end = dev + len, file_off = ext[i].logical;
		uint64_t a = (dev + oo.page_bytes - 1) / oo.page_bytes * oo.page_bytes, b = end / oo.page_bytes * oo.page_bytes;
		if (a >= b) { /* no whole page: all on the host */
			if (len)
				rc = host_piece(t, &oo, lba, file_off, dev, len, &ty);
			continue;
		}
		if (a > dev)
			rc = host_piece(t, &oo, lba, file_off, dev, a - dev, &ty);
		if (!rc)
			rc = drive_run(t, &oo, lba, file_off + (a - dev), a, b - a, &ty);
		if (!rc && end > b)
			rc = host_piece(t, &oo, lba, file_off + (b - dev), b, end - b, &ty);
	}
	if (!rc)
		printf("# %lu ranges of %s (%" PRIu64 " bytes, %d extents, pages of %" PRIu32 " B): %lu matched; %lu "
		       "decided by the drive, %lu by its firmware's byte search, %lu on the host\n",
		       ty.ranges, o->file, size, n, oo.page_bytes, ty.matched, ty.drive, ty.firmware, ty.host);
	cssd_passthru_close(t);
	free(ext);
	return rc ? rc : ty.matched ? 0 : 1;
}

static int parse_u32(const char *s, uint32_t *v)
{
	char *e;
	errno = 0;
	unsigned long x = strtoul(s, &e, 0);
	if (errno || *e || !*s || x > UINT32_MAX)
		return -1;
	*v = (uint32_t)x;
	return 0;
}

static int cmd_search(int argc, char **argv)
{
	struct opts o = {.drive = getenv("CSSD_DRIVE"), .range_pages = 1}; /* page_bytes 0: the drive's */
	static const struct option lo[] = {
		{"drive", required_argument, 0, 'd'},      {"nsid", required_argument, 0, 'n'},
		{"image", required_argument, 0, 'i'},      {"range-pages", required_argument, 0, 'r'},
		{"page-bytes", required_argument, 0, 'p'}, {"query", required_argument, 0, 'q'},
		{"help", no_argument, 0, 'h'},             {0, 0, 0, 0},
	};
	int c;
	uint32_t v;
	while ((c = getopt_long(argc, argv, "d:n:i:r:p:q:h", lo, NULL)) != -1) {
		switch (c) {
		case 'd': o.drive = optarg; break;
		case 'i': o.image = optarg; break;
		case 'n':
		case 'r':
		case 'p':
		case 'q':
			if (parse_u32(optarg, &v)) {
				fprintf(stderr, "cssd search: not a number: %s\n", optarg);
				return 2;
			}
			if (c == 'n')
				o.nsid = v;
			else if (c == 'r')
				o.range_pages = v;
			else if (c == 'p')
				o.page_bytes = v;
			else
				o.query = v;
			break;
		case 'h': usage(stdout); return 0;
		default: usage(stderr); return 2;
		}
	}
	if (argc - optind < 2 || !o.drive) {
		usage(stderr);
		return 2;
	}
	if (!o.range_pages || (o.range_pages & (o.range_pages - 1)) || o.page_bytes % 512 ||
	    o.query >= CSSD_SEARCH_QUERIES) {
		fprintf(stderr, "cssd search: --range-pages must be a power of two, --page-bytes a multiple of 512, "
				"--query below %u\n", CSSD_SEARCH_QUERIES);
		return 2;
	}
	o.file = argv[optind++];
	o.q.n = (unsigned)(argc - optind);
	if (o.q.n > CSSD_SEARCH_MAX_KEYS) {
		fprintf(stderr, "cssd search: at most %d keys\n", CSSD_SEARCH_MAX_KEYS);
		return 2;
	}
	for (unsigned k = 0; k < o.q.n; k++) {
		o.q.key[k] = (const uint8_t *)argv[optind + k];
		o.q.len[k] = strlen(argv[optind + k]);
		if (o.q.len[k] < 1 || o.q.len[k] > CSSD_SEARCH_MAX_KEY_BYTES) {
			fprintf(stderr, "cssd search: a key is 1 to %d bytes: '%s'\n", CSSD_SEARCH_MAX_KEY_BYTES,
				argv[optind + k]);
			return 2;
		}
	}
	return search_file(&o);
}

int main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "search") == 0)
		return cmd_search(argc - 1, argv + 1);
	fprintf(stderr, "usage: cssd search ... (cssd search --help)\n");
	return 2;
}
