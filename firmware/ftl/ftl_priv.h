/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the FTL's files share and nothing outside ftl/ may use: the on-flash formats (spare area,
 * trim records, checkpoint image), the operation slots, the address arithmetic and the functions
 * one concern calls in another. The small helpers are inline here because they sit on the I/O
 * path, where they were inlined when the FTL was one file; splitting it must not cost cycles.
 *
 *   ftl_init.c   memory layout, ftl_init
 *   ftl_nand.c   NAND operations in flight: slots, tags, submission, completions
 *   ftl_map.c    map, block states, write points, single programs, trim records, wear summary
 *   ftl_gc.c     garbage collection and wear levelling
 *   ftl_ckpt.c   writing a checkpoint
 *   ftl_mount.c  format, and mount: the newest checkpoint plus the journal after it
 *   ftl_io.c     host reads, writes, trims, flush
 */
#ifndef FTL_PRIV_H
#define FTL_PRIV_H

#include <stddef.h>
#include <stdint.h>

#include "crc32.h"
#include "ftl.h"
#include "fw_attr.h"

#define FTL_NONE 0xFFFFFFFFu
#define P2L_INVALID 0xFFFFFFFFu
#define P2L_TRIM 0xFFFFFFFEu

#define OOB_MAGIC 0x4654u /* "FT" */
#define OOB_DATA 1
#define OOB_TRIM 2
#define OOB_CKPT 3
#define OOB_POISON 1u /* copied by GC from an uncorrectable page: reads keep failing */

#define CKPT_MAGIC 0x43505446u /* "FTPC" */
#define HOST_RESERVE 1u        /* free blocks per plane only GC may take */


/* Spare-area layout. 40 bytes: the back end's spare area must hold it. */
struct oob {
	uint16_t magic;
	uint8_t type;
	uint8_t flags;
	uint32_t lpn;  /* DATA: logical page; TRIM: entries; CKPT: chunk index */
	uint64_t seq;  /* program sequence number: unique, increasing in program order */
	uint64_t vseq; /* DATA: the version (seq of the host write, kept by GC); CKPT: checkpoint id */
	uint32_t aux;  /* CKPT: chunks in the checkpoint */
	uint32_t ec;   /* erase count of the block when programmed */
	uint32_t crc;  /* over the page data and the bytes above */
	uint32_t pad;
};
_Static_assert(sizeof(struct oob) == 40, "spare layout");

struct trim_ent {
	uint32_t lpn;
	uint32_t pad;
	uint64_t tseq;
};

struct ckpt_hdr {
	uint32_t magic;
	uint32_t nlpn;
	uint32_t nblocks;
	uint32_t pages;
	uint64_t id;
	uint64_t pad[5];
};
_Static_assert(sizeof(struct ckpt_hdr) == 64, "checkpoint header");

struct ckpt_blk {
	uint32_t erase_count;
	uint16_t wp;
	uint16_t state;
};

/*
 * Who owns an operation's completion. SYNC: the code that submitted it waits on `done`
 * (wait_slot). The asynchronous kinds are finished inside ftl_poll_one (ftl_async_complete) and
 * queued on the done list until ftl_poll hands them to the caller.
 */
enum { OP_SYNC = 0, OP_HOST_READ, OP_HOST_PROG, OP_HOST_SEARCH };

#define OP_NONE 0xFFFFu /* end of an op list (done, retry) */

struct ftl_op {
	uint8_t busy;
	uint8_t done;
	uint8_t status;
	uint8_t erased;
	uint32_t ppa;
	uint32_t lpn;
	uint32_t aux;
	const void *data;
	uint8_t kind;   /* OP_* */
	int8_t rc;      /* asynchronous: the result ftl_poll returns */
	uint16_t cookie;
	uint16_t next;  /* die queue, then done or retry list */
};

/* Operations a die's hardware queue had no room for, oldest first (op indices). */
struct ftl_dieq {
	uint16_t head, tail;
};

/* What mount learns from a block's first page. */
struct mount_blk {
	uint64_t seq;
	uint64_t id;     /* CKPT: checkpoint id */
	uint32_t chunk;  /* CKPT: first chunk in the block */
	uint32_t nchunks;
	uint32_t ec;
	uint8_t kind;
};
enum { MB_ERASED = 0, MB_DATA, MB_CKPT, MB_GARBAGE };

/* ------------------------------------------------------------------ addressing */

FW_HOT static inline uint32_t ppb(const struct ftl *f)
{
	return f->geo.pages;
}

/* x / d and x % d, d's log2 in sh (-1: not a power of two, divide). */
static inline uint32_t div_sh(uint32_t x, uint32_t d, int8_t sh)
{
	return sh >= 0 ? x >> sh : x / d;
}

static inline uint32_t mod_sh(uint32_t x, uint32_t d, int8_t sh)
{
	return sh >= 0 ? x & (d - 1) : x % d;
}

FW_HOT static inline uint32_t blk_of(const struct ftl *f, uint32_t ppa)
{
	return div_sh(ppa, ppb(f), f->sh_pages);
}

FW_HOT static inline uint32_t unit_of(const struct ftl *f, uint32_t b)
{
	return div_sh(b, f->geo.blocks, f->sh_blocks);
}

/* Units are numbered channel first, then die, then plane: consecutive units on different channels. */
FW_HOT static inline void fill_addr(const struct ftl *f, uint32_t b, uint32_t page, struct nand_req *r)
{
	uint32_t u = unit_of(f, b), uc = div_sh(u, f->geo.channels, f->sh_channels);
	r->ch = (uint8_t)mod_sh(u, f->geo.channels, f->sh_channels);
	r->die = (uint8_t)mod_sh(uc, f->geo.dies, f->sh_dies);
	r->plane = (uint8_t)div_sh(uc, f->geo.dies, f->sh_dies);
	r->block = (uint16_t)mod_sh(b, f->geo.blocks, f->sh_blocks);
	r->page = (uint16_t)page;
}

static inline uint8_t *buf(struct ftl *f, uint32_t i)
{
	return f->bufs + (size_t)i * f->geo.page_bytes;
}

FW_HOT static inline struct oob *spare(struct ftl *f, uint32_t slot)
{
	/* a shift when it can: Rocket's multiplier takes tens of cycles (two per read from flash) */
	size_t off = f->sh_spare >= 0 ? (size_t)slot << f->sh_spare : (size_t)slot * f->geo.spare_bytes;
	return (struct oob *)(void *)(f->spares + off);
}

/*
 * With data_crc off only the spare fields are covered: on the cores the page data sits in the
 * uncached DDR0 window and reading all of it per page would cost more than the NAND operation.
 * The back end's ECC status then stands for the data (see readable() for what that gives up).
 */
FW_HOT static inline uint32_t oob_crc(const struct ftl *f, const void *data, const struct oob *o)
{
	uint32_t c = f->cfg.data_crc ? crc32_update(0, data, f->geo.page_bytes) : 0;
	return crc32_update(c, o, offsetof(struct oob, crc));
}

FW_HOT static inline int oob_ok(const struct ftl *f, const void *data, const struct oob *o)
{
	return o->magic == OOB_MAGIC && o->crc == oob_crc(f, data, o);
}

/*
 * A host read's page is what the map promised: the CRC and reverse map check catch what the
 * media's ECC missed (silent corruption) and a map entry that would hand out another page's
 * data; both are reported, never returned. A back end that checks the spare fields itself
 * (nand_geometry.spare_checked: flash_top's spare CRC, with its sector CRCs over the data) has
 * done the CRC part already: a mismatch came back as NAND_UNCORRECTABLE. That saves ~600 cycles
 * per read from flash on the cores (a serial chain of table loads). With data_crc the FTL wants
 * the data checked its own way and keeps its CRC. Mount and GC always check in software.
 */
FW_HOT static inline int host_read_ok(const struct ftl *f, uint8_t st, uint8_t erased, const void *data,
				      const struct oob *o, uint32_t lpn)
{
	int crc_ok = (f->geo.spare_checked && !f->cfg.data_crc) ? o->magic == OOB_MAGIC : oob_ok(f, data, o);
	return st == NAND_OK && !erased && crc_ok && o->type == OOB_DATA && o->lpn == lpn &&
	       !(o->flags & OOB_POISON);
}

static inline int host_read_failed(struct ftl *f, uint8_t st)
{
	if (st != NAND_OK && st != NAND_UNCORRECTABLE)
		f->st.unexpected++;
	f->st.uncorrectable++;
	f->st.media_errors++;
	return FTL_ERR_UNC;
}

/* ------------------------------------------------------------------ operations in flight (ftl_nand.c) */

int ftl_poll_one(struct ftl *f);
int ftl_slot_get(struct ftl *f, uint32_t *slot);
void ftl_async_reset(struct ftl *f);
int ftl_async_retry(struct ftl *f);
int ftl_submit(struct ftl *f, uint32_t slot, int cat, uint8_t op, uint32_t b, uint32_t page, void *data,
	       int with_spare);
/* ftl_submit of a read through the channel's first stage, its page result into *res. */
int ftl_submit_search(struct ftl *f, uint32_t slot, uint32_t b, uint32_t page, void *data,
		      struct nand_search_res *res);

FW_HOT static inline void slot_put(struct ftl *f, uint32_t slot)
{
	f->ops[slot].busy = 0;
}

FW_HOT static inline int wait_slot(struct ftl *f, uint32_t slot)
{
	while (!f->ops[slot].done)
		if (ftl_poll_one(f) < 0)
			return FTL_ERR_IO;
	return 0;
}

FW_HOT static inline int wip_test(const struct ftl *f, uint32_t lpn)
{
	return f->wip[lpn >> 3] >> (lpn & 7) & 1;
}

FW_HOT static inline void wip_set(struct ftl *f, uint32_t lpn, int on)
{
	uint8_t bit = (uint8_t)(1u << (lpn & 7));
	f->wip[lpn >> 3] = on ? (uint8_t)(f->wip[lpn >> 3] | bit) : (uint8_t)(f->wip[lpn >> 3] & ~bit);
}

/* ------------------------------------------------------------------ map and blocks (ftl_map.c) */

void ftl_invalidate(struct ftl *f, uint32_t ppa);
void ftl_map_set(struct ftl *f, uint32_t lpn, uint32_t ppa);
uint32_t ftl_alloc_block(struct ftl *f, uint32_t u, uint32_t reserve);
uint32_t ftl_claim(struct ftl *f, uint32_t u, uint32_t reserve);
int ftl_unit_needs_gc(const struct ftl *f, uint32_t u);
void ftl_retire(struct ftl *f, uint32_t b);
void ftl_fill_oob(struct ftl *f, uint32_t slot, uint8_t type, uint8_t flags, uint32_t lpn, uint64_t vseq,
		  uint32_t aux, uint32_t ppa, const void *data);
int ftl_program_sync(struct ftl *f, int cat, uint32_t u, uint8_t type, uint8_t flags, uint32_t lpn,
		     uint64_t vseq, const void *data, uint32_t *out);
uint32_t ftl_claim_any(struct ftl *f, uint32_t u);
int ftl_write_trims(struct ftl *f);
int ftl_trim_add(struct ftl *f, uint32_t lpn, uint64_t tseq);

/* ------------------------------------------------------------------ garbage collection (ftl_gc.c) */

int ftl_gc_unit(struct ftl *f, uint32_t u);
int ftl_erase_block(struct ftl *f, uint32_t b, int cat);

/* ------------------------------------------------------------------ checkpoint image (ckpt, mount) */

/* Block-table entries staged in cached memory per copy to or from a checkpoint page. */
#define CKPT_STAGE 32u

static inline size_t ckpt_bytes(const struct ftl *f)
{
	return sizeof(struct ckpt_hdr) + (size_t)f->nlpn * 4 + (size_t)f->nblocks * sizeof(struct ckpt_blk);
}

/* Publish in_gc / in_ckpt to ftl::activity (background work starting or ending: rare). */
static inline void ftl_activity_update(struct ftl *f)
{
	if (f->activity)
		*f->activity = (f->in_gc ? FTL_ACTIVITY_GC : 0u) | (f->in_ckpt ? FTL_ACTIVITY_CKPT : 0u);
}

#endif /* FTL_PRIV_H */
