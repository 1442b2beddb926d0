"""Mutation check for the host-native tests: breaks the FTL, ICL, HIL or management firmware in one deliberate way at a time
(a copy in build/fw-mut, the sources are not touched), rebuilds a test program and reports whether
the test catches it. Every mutation listed should make the named test fail.

    python3 firmware/tests/mutations.py test_power [mutation ...]
    python3 firmware/tests/mutations.py test_random icl_no_rmw gc_no_remap

Not part of the pytest suite (about 10 s per mutation).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

FW = Path(__file__).resolve().parents[1]
OUT = FW.parent / "build" / "fw-mut"

# name: (file, original text, broken text)
MUTATIONS = {
 'icl_no_rmw': ('icl', '			rc = ftl_read(c->ftl, lpn, sdata(c, s));\n			if (rc < 0) {\n				unlink_slot', '			rc = 0;\n			if (rc < 0) {\n				unlink_slot'),
 'gc_no_remap': ('ftl_gc', '			ftl_map_set(f, op.lpn, dst);\n			f->st.gc_copies++;', '			f->st.gc_copies++;'),
 'prog_fail_ignored': ('ftl_io', '		if (op.status == NAND_PROG_FAIL) {\n			f->st.program_failures++;\n			f->st.media_errors++;\n			ftl_retire(f, blk_of(f, dst));\n			int r =', '		if (0) {\n			f->st.program_failures++;\n			f->st.media_errors++;\n			ftl_retire(f, blk_of(f, dst));\n			int r ='),
 'read_ignores_crc': ('ftl_priv.h', '	int crc_ok = (f->geo.spare_checked && !f->cfg.data_crc) ? o->magic == OOB_MAGIC : oob_ok(f, data, o);', '	int crc_ok = o->magic == OOB_MAGIC;'),
 # the back end's spare check (nand_geometry.spare_checked) stands in for the FTL's CRC only when it has one, and not for data_crc
 'spare_check_assumed': ('ftl_priv.h', '(f->geo.spare_checked && !f->cfg.data_crc) ?', '(!f->cfg.data_crc) ?'),
 'spare_check_over_data_crc': ('ftl_priv.h', '(f->geo.spare_checked && !f->cfg.data_crc) ?', '(f->geo.spare_checked) ?'),
 'unc_returned_as_data': ('ftl_priv.h', '	f->st.media_errors++;\n	return FTL_ERR_UNC;', '	return FTL_OK;'),
 'victim_most_valid': ('ftl_gc', '		if (best == FTL_NONE || k->valid < f->blk[best].valid)', '		if (best == FTL_NONE || k->valid > f->blk[best].valid)'),
 'no_journal_replay': ('ftl_mount', 'if (o.type == OOB_DATA && o.lpn < f->nlpn) {', 'if (0 && o.type == OOB_DATA && o.lpn < f->nlpn) {'),
 'no_trim_replay': ('ftl_mount', '} else if (o.type == OOB_TRIM) {', '} else if (0) {'),
 'no_trims_before_erase': ('ftl_gc', '		rc = ftl_write_trims(f);\n		if (rc)\n			break;', '		rc = 0;'),
 'gc_drops_trims': ('ftl_gc', 'if (e[j].tseq > f->ckpt_seq && ftl_trim_add(f, e[j].lpn, e[j].tseq))', 'if (0 && ftl_trim_add(f, e[j].lpn, e[j].tseq))'),
 'old_ckpt_erased_first': ('ftl_ckpt', '	/* The image is taken from RAM', '	for (uint32_t b = 0; b < f->nblocks; b++) if (f->blk[b].state == FTL_BLK_CKPT) ftl_erase_block(f, b, cat);\n	/* The image is taken from RAM'),
 'flush_skips_ftl': ('icl', '	return ftl_flush(c->ftl);', '	return 0;'),
 'flush_skips_writeback': ('icl', '	while (c->ndirty || c->nwb) {', '	for (uint32_t i = 0; i < c->cfg.slots; i++) if (c->slot[i].state == SLOT_DIRTY) c->slot[i].state = SLOT_CLEAN;\n	while (0) {'),
 'fua_ignored': ('icl', '	if (!(flags & ICL_FUA))\n		return FTL_OK;', '	if (1)\n		return FTL_OK;'),
 # the ICL's asynchronous write-back
 'icl_rewrite_during_wb': ('icl', '		if (c->slot[s].state == SLOT_WB) {\n			int rc = wb_wait(c, s);', '		if (0) {\n			int rc = wb_wait(c, s);'),
 'icl_trim_during_wb': ('icl', '			if (s >= 0 && (rc = wb_wait(c, s)))', '			if (0)'),
 'icl_evicts_dirty': ('icl', '			if (c->slot[i].state == SLOT_CLEAN &&\n', '			if (c->slot[i].state != SLOT_WB &&\n'),
 'icl_evicts_wb': ('icl', '			if (c->slot[i].state == SLOT_CLEAN &&\n', '			if (c->slot[i].state != SLOT_DIRTY &&\n'),
 'icl_fua_no_wait': ('icl', '		int rc = wb_wait(c, s);\n		if (rc)\n			return rc;\n		if (c->slot[s].state == SLOT_DIRTY)', '		int rc = 0;\n		if (rc)\n			return rc;\n		if (c->slot[s].state == SLOT_DIRTY)'),
 'icl_flush_no_wait': ('icl', '	while (c->ndirty || c->nwb) {\n		int rc = make_clean(c);', '	while (c->ndirty) {\n		int rc = make_clean(c);'),
 'icl_poll_drops_reads': ('icl', '			out[k++] = out[i];', '			;'),
 'icl_wait_takes_reads': ('icl', 'ftl_poll_kinds(c->ftl, d, 8, FTL_DONE_BIT(FTL_DONE_WRITE));', 'ftl_poll(c->ftl, d, 8);'),
 'icl_no_sync_fallback': ('icl', '	return n ? writeback_sync(c, s, n) : FTL_ERR_CONFIG;', '	return FTL_ERR_NOSPC;'),
 'icl_abort_keeps_slot': ('icl', '	if (!c->wip_was_dirty)\n		unlink_slot(c, s);', '	if (0)\n		unlink_slot(c, s);'),
 'icl_abort_drops_dirty': ('icl', '	if (!c->wip_was_dirty)\n		unlink_slot(c, s);', '	unlink_slot(c, s);'),
 'no_crc_check_at_mount': ('ftl_mount', '				if (!readable(f, op.status) || !oob_ok(f, buf(f, i), &o)) {\n					f->st.recovery_torn_pages++;', '				if (!readable(f, op.status) || o.magic != OOB_MAGIC) {\n					f->st.recovery_torn_pages++;'),
 'scan_from_page0_skipped': ('ftl_mount', 'uint32_t start = (mb[b].kind == MB_DATA && mb[b].seq < ck) ? f->blk[b].wp : 0;', 'uint32_t start = f->blk[b].wp;'),
 # only with FTL_DATA_CRC=0 in the environment (test_power): torn pages whose spare landed pass
 # the spare-only CRC, and only their ECC status keeps mount from taking them as the newest copy
 'unc_trusted_without_data_crc': ('ftl_mount', 'return st == NAND_OK || (f->cfg.data_crc && st == NAND_UNCORRECTABLE);', 'return st == NAND_OK || st == NAND_UNCORRECTABLE;'),
 'hil_fua_ignored': ('hil', '	unsigned fl = !fua ? 0 : pos + n < len ? ICL_FUA_MORE : ICL_FUA;', '	unsigned fl = 0;'),
 'hil_read_page_offset_dropped': ('hil', 'st = transfer(h, c->slot, (uint32_t)pos, n, (const uint8_t *)page + po, 1);', 'st = transfer(h, c->slot, (uint32_t)pos, n, (const uint8_t *)page, 1);'),
 'hil_write_page_offset_dropped': ('hil', 'st = transfer(h, slot, (uint32_t)pos, n, (uint8_t *)page + po, 0);', 'st = transfer(h, slot, (uint32_t)pos, n, (uint8_t *)page, 0);'),
 'hil_dsm_trims_before_check': ('hil', '			if (pass && nlb) {', '			if (nlb) {'),
 'hil_req_cache_ignores_init': ('hil', '	if (!(h->req_valid & bit) || *last != v) {', '	if (*last != v) {'),
 'vseq_not_kept_by_gc': ('ftl_gc', '				vseq = o.vseq;\n				flags = o.flags;', '				vseq = 1;\n				flags = o.flags;'),
 # the asynchronous FTL calls (firmware/doc/async.md section 5)
 'async_two_programs_same_lpn': ('ftl_io', '	if (wip_test(f, lpn) || f->async_ops >= f->async_cap)', '	if (f->async_ops >= f->async_cap)'),
 'async_prog_fail_acked': ('ftl_nand', '	if (op->status == NAND_OK) {\n		ftl_map_set(f, op->lpn, op->ppa);', '	if (op->status == NAND_OK || op->status == NAND_PROG_FAIL) {\n		ftl_map_set(f, op->lpn, op->ppa);'),
 'async_read_unchecked': ('ftl_nand', '		if (host_read_ok(f, op->status, op->erased, op->data, &o, op->lpn))', '		if (1)'),
 'async_no_drain_before_ckpt': ('ftl_ckpt', '	if (ftl_drain(f))\n		return FTL_ERR_IO;\n	f->in_ckpt = 1;', '	f->in_ckpt = 1;'),
 'async_trim_ignores_wip': ('ftl_io', '	if (wip_test(f, lpn) && ftl_drain(f))\n		return FTL_ERR_IO;\n	if (f->map[lpn] == FTL_NONE)', '	if (f->map[lpn] == FTL_NONE)'),
 # the HIL's asynchronous reads
 'hil_rd_completes_before_transfers': ('hil', '	return (c->pos >= c->len || c->status) && !c->nflash && !c->nxfer;', '	return (c->pos >= c->len || c->status) && !c->nflash;'),
 'hil_bounce_not_taken': ('hil', '		h->bp_free = h->bp[b].next;\n		h->bp[b] = (struct hil_bounce)', '		h->bp[b] = (struct hil_bounce)'),
 'hil_rd_page_offset_dropped': ('hil', 'ddr0_addr(bounce_page(h, b) + p->po)', 'ddr0_addr(bounce_page(h, b))'),
 'hil_rd_flash_error_dropped': ('hil', '		if (d[i].rc < 0 && !c->status)', '		if (0)'),
 # parked Writes (hil_config.park_writes, icl_write_try)
 'hil_park_skips_page': ('hil', 'return wr_park(h, c->slot, off, len, pos);', 'return wr_park(h, c->slot, off, len, pos + n);'),
 'hil_resume_skips_page': ('hil', '			if (st == WR_PARKED)\n				break;\n			pages++;', '			if (st == WR_PARKED) {\n				p->pos += n;\n				break;\n			}\n			pages++;'),
 'hil_parked_never_resumed': ('hil', '	if (h->nwp)\n		work |= wr_resume(h);', ''),
 'icl_try_waits': ('icl', '		if (s >= 0 ? c->slot[s].state == SLOT_WB : c->nwb != 0) {', '		if (0) {'),
 'mgmt_cq_in_use_deleted': ('mgmt_queues', '			return ERR(NVME_SC_INVALID_QUEUE_DELETION, LOC_OF(CDW10, NVME_QUEUE_CDW10_QID)) | NODNR;', '			;'),
 'mgmt_data_units_rounded_down': ('mgmt_log', 'div_up(tot.read_pages * UNITS_PER_PAGE, 1000)', 'tot.read_pages * UNITS_PER_PAGE / 1000'),
 'mgmt_aer_limit_off_by_one': ('mgmt_events', 'if (m->naers >= m->cfg->aerl + 1u', 'if (m->naers >= m->cfg->aerl + 2u'),
 'mgmt_events_never_masked': ('mgmt_events', '		m->aer_mask[type & (AE_TYPES - 1)] = (int16_t)lid;', '		;'),
 'mgmt_qcfg_not_waited': ('mgmt_hw', '	wait_status(NVME__STATUS__QCFG_BUSY_bm, 0);', '	;'),
 'mgmt_no_m_bit': ('mgmt_admin', '		value |= SF_M;', '		;'),
 'mgmt_prp_list_ignored': ('mgmt_hw', '	/* PRP2 is a PRP List pointer; the last entry', '	r[(*nr)++] = (struct range){c->prp2, left};\n	return 0;\n	/* PRP2 is a PRP List pointer; the last entry'),
}

# what each test is expected to catch (run with no mutation names: these)
FOR_TEST = {
    "test_power": ["no_journal_replay", "no_trim_replay", "no_trims_before_erase", "gc_drops_trims",
                   "old_ckpt_erased_first", "flush_skips_ftl", "flush_skips_writeback", "fua_ignored",
                   "no_crc_check_at_mount", "scan_from_page0_skipped", "vseq_not_kept_by_gc"],
    "test_random": ["icl_no_rmw", "gc_no_remap", "prog_fail_ignored", "victim_most_valid"],
    "test_icl": ["icl_no_rmw", "fua_ignored", "icl_abort_keeps_slot", "icl_abort_drops_dirty",
                 "icl_rewrite_during_wb", "icl_trim_during_wb", "icl_evicts_dirty", "icl_evicts_wb",
                 "icl_fua_no_wait", "icl_flush_no_wait", "icl_poll_drops_reads", "icl_wait_takes_reads",
                 "icl_no_sync_fallback"],
    "test_hil": ["hil_fua_ignored", "hil_read_page_offset_dropped", "hil_write_page_offset_dropped",
                 "hil_dsm_trims_before_check", "hil_req_cache_ignores_init", "icl_no_rmw", "fua_ignored",
                 "hil_rd_completes_before_transfers", "hil_bounce_not_taken", "hil_rd_flash_error_dropped",
                 "hil_rd_page_offset_dropped", "hil_park_skips_page", "hil_resume_skips_page", "hil_parked_never_resumed",
                 "icl_try_waits"],
    "test_mgmt": ["mgmt_cq_in_use_deleted", "mgmt_data_units_rounded_down", "mgmt_aer_limit_off_by_one",
                  "mgmt_events_never_masked", "mgmt_qcfg_not_waited", "mgmt_no_m_bit", "mgmt_prp_list_ignored"],
    "test_ftl_async": ["async_two_programs_same_lpn", "async_prog_fail_acked",
                       "async_read_unchecked", "async_no_drain_before_ckpt", "async_trim_ignores_wip",
                       "read_ignores_crc", "gc_no_remap", "no_journal_replay"],
    "test_ftl": ["gc_no_remap", "prog_fail_ignored", "read_ignores_crc", "unc_returned_as_data",
                 "victim_most_valid", "spare_check_assumed", "spare_check_over_data_crc"],
}


def main() -> int:
    test, only = sys.argv[1], sys.argv[2:] or FOR_TEST.get(sys.argv[1], [])
    # the FTL's files by stem (ftl_gc, ftl_io, ...): a mutation names the one it edits
    ftl = {f.stem: f.read_text() for f in sorted((FW / "ftl").glob("*.c"))}
    # the FTL's private header by name: the copies in the mutation's folder include it from there
    sources = {**ftl, "ftl_priv.h": (FW / "ftl" / "ftl_priv.h").read_text(), "icl": (FW / "icl" / "icl.c").read_text(), "hil": (FW / "hil" / "hil.c").read_text()}
    sources |= {p.stem: p.read_text() for p in sorted((FW / "mgmt").glob("mgmt_*.c"))}
    caught = True
    for name, (which, old, new) in MUTATIONS.items():
        if only and name not in only:
            continue
        assert old in sources[which], f"{name}: text not found (the source changed)"
        d = OUT / name
        d.mkdir(parents=True, exist_ok=True)
        for key, text in sources.items():
            (d / (key if key.endswith(".h") else f"{key}.c")).write_text(text.replace(old, new, 1) if key == which else text)
        subprocess.run(["gcc", "-std=c11", "-O2", "-w", f"-I{FW}/include", f"-I{FW}/tests", f"-I{FW}/ftl",
                        "-o", str(d / test), str(FW / "tests" / f"{test}.c"), *(str(d / f"{k}.c") for k in ftl),
                        str(d / "icl.c"), str(FW / "lib" / "crc32.c"),
                        str(FW / "lib" / "health.c"), str(FW / "tests" / "nand_model.c"),
                        # the HIL goes into its own test only, the test's fake device behind its accessors
                        *(["-DHIL_HOST_TEST", "-DFW_HOST_TEST", str(d / "hil.c")] if test == "test_hil" else []),
                        *(["-DMGMT_HOST_TEST", "-DFW_HOST_TEST", f"-I{FW}/mgmt",
                           *(str(d / f"{k}.c") for k in sources if k.startswith("mgmt_"))] if test == "test_mgmt" else [])],
                       check=True)
        try:
            res = subprocess.run([str(d / test)], capture_output=True, text=True, timeout=300)
            verdict = "caught" if res.returncode else "NOT CAUGHT"
            why = (res.stderr.strip().splitlines() or [""])[-1][:160]
        except subprocess.TimeoutExpired:
            verdict, why = "caught (hangs)", ""
        caught &= verdict.startswith("caught")
        print(f"{test} / {name}: {verdict}  {why}", flush=True)
    return 0 if caught else 1


if __name__ == "__main__":
    sys.exit(main())
