/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file ftl.h
 * @brief Page-mapped flash translation layer, one instance per NVM set.
 *
 * A logical page is one flash page. The FTL stripes writes channel-first over every plane of
 * every die of its back end, collects garbage greedily per plane, levels wear, skips and retires
 * bad blocks and keeps its map recoverable after a power cut at any point (see ftl/README.md for
 * the protocol). Sub-page writes are the ICL's business (read-modify-write in its cache).
 *
 * Two ways to call it. The synchronous calls (ftl_read, ftl_write_batch, ftl_trim, ftl_flush,
 * ftl_checkpoint) poll the NAND back end until their operations are done, submitting independent
 * operations together so that dies work in parallel. The asynchronous calls (ftl_read_submit,
 * ftl_write_submit, ftl_poll, ftl_drain) queue a host read or program and return; its completion
 * comes back later, in any order, through ftl_poll with the caller's cookie (firmware/doc/async.md,
 * section 5). Both may be mixed: a synchronous call that needs the block state settled (GC, a
 * checkpoint, a trim of a page being programmed) first drains the asynchronous operations.
 * All memory comes from the caller (ftl_mem_size, ftl_dma_size), nothing is allocated.
 */
#ifndef FTL_H
#define FTL_H

#include <stddef.h>
#include <stdint.h>

#include "nand.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Return codes. */
enum ftl_rc {
	FTL_OK = 0,
	FTL_UNMAPPED = 1,     /**< read of a page never written or trimmed: filled with zeros */
	FTL_ERR_UNC = -1,     /**< uncorrectable read (the HIL's Unrecovered Read Error) */
	FTL_ERR_RANGE = -2,   /**< logical page beyond the capacity */
	FTL_ERR_NOSPC = -3,   /**< no free page anywhere (over-provisioning exhausted by bad blocks) */
	FTL_ERR_IO = -4,      /**< the back end failed in a way the FTL cannot handle, or lost power */
	FTL_ERR_CONFIG = -5,  /**< geometry or configuration the FTL cannot use */
	FTL_ERR_NOMEDIA = -6, /**< mount: nothing recoverable (not formatted) */
	/**
	 * Asynchronous submit: not queued, try again after ftl_poll (all asynchronous operation
	 * slots taken, or a program of the same logical page still in flight).
	 */
	FTL_ERR_BUSY = -7,
	FTL_ERR_INVALID = -8, /**< the back end cannot do what was asked (a search without a first stage) */
};

/** Configuration (constant for the life of the media). */
struct ftl_config {
	uint8_t op_percent;      /**< over-provisioning: share of the data blocks not exported */
	uint8_t gc_low;          /**< a plane collects garbage when its free blocks fall to this */
	uint8_t gc_high;         /**< ... until it has this many */
	uint8_t wl_threshold;    /**< static wear levelling when erase counts in a plane differ by more */
	uint16_t gc_buffers;     /**< page buffers for GC and checkpoints (>= 2) */
	uint32_t ckpt_interval;  /**< programs between checkpoints (0: only explicit ones) */
	uint32_t max_inflight;   /**< NAND operations in flight at once (<= 4096) */
	uint32_t rated_pe_cycles; /**< erase cycles a block is rated for (SMART percentage used) */
	/**
	 * Nonzero: the spare area's CRC covers the page data too, catching silent corruption the
	 * back end's ECC missed and torn programs that read back without an ECC error. Zero: it
	 * covers the spare fields only and the ECC status (NAND_UNCORRECTABLE) stands for the data;
	 * on the cores page data is in uncached DDR0 and a CRC over it would read every byte.
	 * Constant for the life of the media (the CRCs on flash depend on it).
	 */
	uint8_t data_crc;
};

/** Counters for SMART/health and the tests. */
struct ftl_stats {
	uint64_t host_writes;     /**< pages written by the host (ftl_write) */
	uint64_t host_reads;      /**< pages read by the host */
	uint64_t host_trims;
	uint64_t nand_programs;   /**< every program: host, GC, checkpoint, trim records */
	uint64_t nand_reads;
	uint64_t nand_erases;
	uint64_t gc_runs;         /**< victims collected */
	uint64_t gc_copies;       /**< valid pages moved by GC */
	uint64_t wl_moves;        /**< victims chosen by static wear levelling */
	uint64_t checkpoints;
	uint64_t trim_records;
	uint64_t program_failures;
	uint64_t erase_failures;
	uint64_t uncorrectable;   /**< reads that returned FTL_ERR_UNC or hit a bad CRC */
	uint64_t media_errors;    /**< uncorrectable + program and erase failures */
	uint64_t grown_bad;       /**< blocks retired at run time */
	uint64_t recoveries;
	uint64_t recovery_scanned_pages;
	uint64_t recovery_torn_pages; /**< pages found with a bad CRC or uncorrectable at mount */
	uint64_t recovery_inconsistent; /**< checkpoint entries into rewritten blocks (must stay 0) */
	uint64_t unexpected;      /**< statuses the FTL never expects (order violation, address) */
	uint64_t format_erases_skipped; /**< format: blocks the back end reported erased already */
};

/** Block states (RAM only; recovery rebuilds them). */
enum ftl_blk_state {
	FTL_BLK_FREE = 0,
	FTL_BLK_OPEN,      /**< a plane's write point */
	FTL_BLK_CLOSED,    /**< holds data; GC candidate */
	FTL_BLK_CKPT,      /**< holds the newest complete checkpoint */
	FTL_BLK_CKPT_OLD,  /**< an older or incomplete checkpoint: erasable */
	FTL_BLK_RETIRED,   /**< program failed: evacuate, then mark bad */
	FTL_BLK_BAD,
	FTL_BLK_GC,        /**< being collected */
	FTL_BLK_CKPT_NEW,  /**< a checkpoint being written */
};

struct ftl_block {
	uint32_t erase_count;
	uint16_t valid;  /**< valid pages (data, and trim records newer than the checkpoint) */
	uint16_t wp;     /**< pages consumed */
	uint8_t state;   /**< enum ftl_blk_state */
	uint8_t pad;
	uint16_t pend;   /**< asynchronous reads and programs in flight in the block: no GC, no erase */
};

struct ftl_unit {
	uint32_t open_blk; /**< global block index of the write point, or FTL_NONE */
	uint32_t nfree;
};

struct ftl_op;   /* an operation in flight (ftl/ftl_priv.h) */
struct ftl_dieq; /* a die's software queue (ftl/ftl_priv.h) */

/** One FTL instance. Treat as opaque; the fields are here so callers can allocate it. */
struct ftl {
	struct ftl_config cfg;
	struct nand_dev *nand;
	struct nand_geometry geo;
	uint32_t nunits, nblocks, npages; /* per instance */
	uint32_t nlpn;                    /* exported logical pages */
	uint32_t *map;                    /* lpn -> ppa */
	uint32_t *p2l;                    /* ppa -> lpn, or FTL_P2L_* */
	struct ftl_block *blk;
	struct ftl_unit *unit;
	uint64_t *scratch_seq;            /* mount: newest version and its program seq per lpn */
	struct ftl_op *ops;
	uint8_t *bufs;                    /* gc_buffers pages */
	uint8_t *spares;                  /* spare area per op */
	uint32_t *trim_lpn;               /* trims not yet on flash */
	uint64_t *trim_seq;
	uint32_t ntrim, trim_cap;
	uint32_t inflight;                /* NAND operations submitted and not yet completed */
	uint32_t dieq_ops;                /* ... of them waiting in the die queues (struct ftl_dieq) */
	uint32_t rr;                      /* next unit for host writes */
	uint64_t seq;                     /* next sequence number */
	uint64_t ckpt_seq;                /* the newest complete checkpoint's sequence number */
	uint32_t since_ckpt;
	uint8_t in_gc, in_ckpt;
	/* log2 of geo.pages, geo.blocks, geo.channels, geo.dies, or -1 if not a power of two: the
	 * address split of every operation then shifts instead of dividing (Rocket's divider takes
	 * tens of cycles a division). */
	int8_t sh_pages, sh_blocks, sh_channels, sh_dies, sh_spare;
	uint8_t *mem;
	size_t mblk_off;
	struct ftl_stats st;
	/*
	 * The asynchronous calls' state, last: the fields above are what a synchronous read or write
	 * touches, within reach of the compressed loads and stores (RVC offsets up to 248 bytes).
	 */
	uint32_t async_ops, async_cap;    /* asynchronous operations not yet returned by ftl_poll; their cap */
	uint32_t async_pending;           /* ... of them not yet completed by the back end */
	uint16_t done_head, done_tail;    /* completed asynchronous operations, oldest first (op index) */
	uint16_t retry_head;              /* failed programs to submit again elsewhere */
	uint8_t *wip;                     /* one bit per lpn: an asynchronous program of it is in flight */
	struct ftl_dieq *dieq;            /* per die (channel first): operations waiting for room */
	struct nand_req *dieq_req;        /* per op slot: the request of an operation waiting in a die queue */
	uint32_t ndies;                   /* dies of the instance (die queues) */
	/*
	 * Optional (NULL: none): FTL_ACTIVITY_* bits of the background work in progress, stored as
	 * it starts and ends, so that whoever cuts the power can tell what the cut landed in (the
	 * set core points it at its mailbox; ftl_init clears it).
	 */
	volatile uint64_t *activity;
};

/** ftl::activity bits. */
#define FTL_ACTIVITY_GC 0x1u   /**< collecting garbage (relocating pages, erasing the victims) */
#define FTL_ACTIVITY_CKPT 0x2u /**< writing a checkpoint */

/** Bytes of memory an instance needs for this geometry and configuration. */
size_t ftl_mem_size(const struct nand_geometry *geo, const struct ftl_config *cfg);

/** Bytes of DMA-visible memory (page buffers and spare areas) an instance needs. */
size_t ftl_dma_size(const struct nand_geometry *geo, const struct ftl_config *cfg);

/**
 * Bind an instance to its back end and memory. mem: ftl_mem_size bytes, 8-byte aligned, state
 * only the firmware touches (fast private RAM); dma: ftl_dma_size bytes, 64-byte aligned, the
 * page buffers and spare areas the back end moves data to and from (the DMA window). Neither
 * needs clearing: format and mount initialise what they use.
 */
int ftl_init(struct ftl *f, struct nand_dev *nand, const struct ftl_config *cfg, void *mem, size_t mem_size,
	     void *dma, size_t dma_size);

/**
 * Erase the media and write an empty checkpoint: every logical page reads as zeros. Blocks the
 * back end reports erased (nand_ops::is_erased) are not erased again.
 */
int ftl_format(struct ftl *f);

/** Rebuild the map from the media after a power cut or a clean shutdown (see README.md). */
int ftl_mount(struct ftl *f);

/**
 * Logical pages an FTL exports on `geo` with `cfg`, from the geometry alone (never the bad
 * blocks found, so it never changes): per plane, the GC reserve (gc_high) and the checkpoint's
 * two blocks are set aside, the rest is cut by op_percent. 0 if nothing is left. ftl_init uses
 * it; the management core sizes a set's namespaces with it before the set core runs.
 */
static inline uint32_t ftl_capacity_of(const struct nand_geometry *geo, const struct ftl_config *cfg)
{
	if (geo->blocks <= (uint32_t)cfg->gc_high + 2u || cfg->op_percent >= 100)
		return 0;
	uint64_t pages = (uint64_t)(geo->blocks - cfg->gc_high - 2u) * geo->channels * geo->dies * geo->planes *
			 geo->pages;
	return (uint32_t)(pages * (100u - cfg->op_percent) / 100u);
}

/** Logical pages exported (capacity after over-provisioning). */
static inline uint32_t ftl_capacity(const struct ftl *f)
{
	return f->nlpn;
}

/** Read one logical page. FTL_OK, FTL_UNMAPPED (buf zeroed), FTL_ERR_UNC, FTL_ERR_*. */
int ftl_read(struct ftl *f, uint32_t lpn, void *buf);

/**
 * Write n logical pages (distinct lpns), programming them in parallel. Returns when every page
 * is on flash: a power cut after the return cannot lose them.
 */
int ftl_write_batch(struct ftl *f, const uint32_t *lpns, const void *const *bufs, uint32_t n);

static inline int ftl_write(struct ftl *f, uint32_t lpn, const void *buf)
{
	return ftl_write_batch(f, &lpn, &buf, 1);
}

/**
 * What an operation is for, in bits 15:12 of its NAND tag (the low 12 bits are its slot): the
 * power-cut tests arm cuts by category.
 */
enum ftl_tag_cat {
	FTL_CAT_HOST = 1,   /**< host program */
	FTL_CAT_GC = 2,     /**< GC read, program or erase */
	FTL_CAT_CKPT = 3,   /**< checkpoint program */
	FTL_CAT_TRIM = 4,   /**< trim record program */
	FTL_CAT_MOUNT = 5,  /**< recovery read */
	FTL_CAT_FORMAT = 6, /**< format erase */
	FTL_CAT_READ = 7,   /**< host read */
};

/** One completed asynchronous operation (ftl_poll). */
struct ftl_done {
	uint16_t cookie; /**< the caller's, from the submit */
	uint8_t kind;    /**< FTL_DONE_READ, FTL_DONE_WRITE or FTL_DONE_SEARCH */
	int8_t rc;       /**< FTL_OK, FTL_ERR_UNC (read), FTL_ERR_NOSPC / FTL_ERR_IO (write) */
};
enum { FTL_DONE_READ = 1, FTL_DONE_WRITE = 2, FTL_DONE_SEARCH = 3 };
/** A kind's bit in ftl_poll_kinds' mask. */
#define FTL_DONE_BIT(kind) (1u << (kind))

/**
 * Queue a read of one logical page into buf (which must stay valid until its completion).
 * FTL_OK: queued, its ftl_done comes from ftl_poll. FTL_UNMAPPED: done at once, buf zeroed, no
 * ftl_done. FTL_ERR_BUSY: nothing queued, poll first. FTL_ERR_RANGE, FTL_ERR_IO.
 * A read of a page whose program is in flight returns the older version (the caller, the ICL,
 * keeps the newer data and serves such reads itself: firmware/doc/async.md, invariant I1).
 */
int ftl_read_submit(struct ftl *f, uint32_t lpn, void *buf, uint16_t cookie);

/**
 * ftl_read_submit through the channel's 2PM first stage: besides the page into buf, its page
 * result into *res (which must stay valid until the FTL_DONE_SEARCH completion). The query is
 * the one ftl_search_load gave. FTL_UNMAPPED: nothing queued, buf zeroed, *res untouched (the
 * caller classifies a zero page itself). FTL_ERR_INVALID when the back end has no first stage.
 */
int ftl_search_submit(struct ftl *f, uint32_t lpn, void *buf, struct nand_search_res *res, uint16_t cookie);

/** Load a search query into the first stage of every channel (nand_ops.search_load). */
int ftl_search_load(struct ftl *f, unsigned n, const uint8_t *const *keys, const uint8_t *lens);

/**
 * Queue a program of one logical page (buf must stay valid until its completion). The map
 * changes when the program completes, so the page is durable when its ftl_done says FTL_OK; a
 * failed program is resubmitted elsewhere first. At most one program per page in flight:
 * FTL_ERR_BUSY if one is. May run GC or a checkpoint first (synchronously, after draining the
 * asynchronous operations in flight). FTL_OK (queued), FTL_ERR_BUSY, FTL_ERR_RANGE,
 * FTL_ERR_NOSPC, FTL_ERR_IO.
 */
int ftl_write_submit(struct ftl *f, uint32_t lpn, const void *buf, uint16_t cookie);

/**
 * Take completions from the back end and return up to max completed asynchronous operations,
 * oldest completion first. A negative value: FTL_ERR_IO (the back end lost power).
 */
int ftl_poll(struct ftl *f, struct ftl_done *out, unsigned max);

/**
 * ftl_poll returning only the kinds in the mask (FTL_DONE_BIT); the others stay queued, in
 * order, for a later call. Two owners share one FTL this way: the ICL takes its programs'
 * completions while it waits inside a call, and the HIL's reads stay for the HIL.
 */
int ftl_poll_kinds(struct ftl *f, struct ftl_done *out, unsigned max, unsigned kinds);

/** Wait until every asynchronous operation has completed (their ftl_done stay for ftl_poll). */
int ftl_drain(struct ftl *f);

/** Unmap a logical page (it reads zeros); durable after the next ftl_flush. */
int ftl_trim(struct ftl *f, uint32_t lpn);

/** Make every earlier write and trim durable (drains the asynchronous operations first). */
int ftl_flush(struct ftl *f);

/** Write a checkpoint of the map now (also done every ckpt_interval programs). */
int ftl_checkpoint(struct ftl *f);

/** Erase-count summary for SMART: average and maximum over good blocks, and good/total blocks. */
void ftl_wear(const struct ftl *f, uint32_t *avg_ec, uint32_t *max_ec, uint32_t *good, uint32_t *total);

#ifdef __cplusplus
}
#endif

#endif /* FTL_H */
