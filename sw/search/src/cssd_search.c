/* SPDX-License-Identifier: Apache-2.0 */
/* libcssd_search (cssd_search.h): the Search Query / Search commands and the host-side search. */
#define _GNU_SOURCE /* memmem */
#include "cssd_search.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int query_ok(const struct cssd_search_query *q)
{
	if (!q || q->n < 1 || q->n > CSSD_SEARCH_MAX_KEYS)
		return 0;
	for (unsigned k = 0; k < q->n; k++)
		if (!q->key[k] || q->len[k] < 1 || q->len[k] > CSSD_SEARCH_MAX_KEY_BYTES)
			return 0;
	return 1;
}

int cssd_search_load(struct cssd_passthru *t, uint32_t nsid, unsigned slot, const struct cssd_search_query *q)
{
	if (!query_ok(q) || slot >= CSSD_SEARCH_QUERIES)
		return -EINVAL;
	uint8_t data[NVME_SEARCH_QUERY_BYTES] __attribute__((aligned(4096))) = {0};
	data[NVME_SEARCH_QUERY_KEY_COUNT_OFF] = (uint8_t)q->n;
	for (unsigned k = 0; k < q->n; k++) {
		data[NVME_SEARCH_QUERY_KEY_LEN_OFF + k * NVME_SEARCH_QUERY_KEY_LEN_STRIDE] = (uint8_t)q->len[k];
		memcpy(data + NVME_SEARCH_QUERY_KEY_OFF + k * NVME_SEARCH_QUERY_KEY_STRIDE, q->key[k], q->len[k]);
	}
	struct cssd_cmd c = {.opcode = NVME_VENDOR_OPC_SEARCH_QUERY, .nsid = nsid,
			     .cdw10 = (uint32_t)slot << NVME_SEARCH_QUERY_CDW10_QUERY_SHIFT, .buf = data, .len = sizeof data};
	uint32_t dw0;
	return cssd_passthru_cmd(t, &c, &dw0);
}

int cssd_search(struct cssd_passthru *t, uint32_t nsid, unsigned slot, uint64_t slba, uint32_t nlb,
		unsigned range_shift, uint8_t *results, uint32_t *matched)
{
	if (!nlb || nlb - 1 > NVME_RW_CDW12_NLB_MASK >> NVME_RW_CDW12_NLB_SHIFT || slot >= CSSD_SEARCH_QUERIES ||
	    range_shift > NVME_SEARCH_CDW13_RANGE_SHIFT_MASK >> NVME_SEARCH_CDW13_RANGE_SHIFT_SHIFT)
		return -EINVAL;
	struct cssd_cmd c = {
		.opcode = NVME_VENDOR_OPC_SEARCH, .nsid = nsid, .cdw10 = (uint32_t)slba, .cdw11 = (uint32_t)(slba >> 32),
		.cdw12 = (nlb - 1) << NVME_RW_CDW12_NLB_SHIFT,
		.cdw13 = (uint32_t)range_shift << NVME_SEARCH_CDW13_RANGE_SHIFT_SHIFT |
			 (uint32_t)slot << NVME_SEARCH_CDW13_QUERY_SHIFT,
		.buf = results, .len = cssd_search_data_bytes(nlb, range_shift),
	};
	return cssd_passthru_cmd(t, &c, matched);
}

int cssd_ns_format(struct cssd_passthru *t, uint32_t nsid, uint32_t *lba_bytes, uint32_t *page_bytes)
{
	uint8_t *id = aligned_alloc(4096, NVME_IDENTIFY_DATA_SIZE);
	if (!id)
		return -ENOMEM;
	memset(id, 0, NVME_IDENTIFY_DATA_SIZE);
	struct cssd_cmd c = {.opcode = NVME_ADMIN_OPC_IDENTIFY, .admin = 1, .nsid = nsid,
			     .cdw10 = NVME_CNS_NAMESPACE << NVME_IDENTIFY_CDW10_CNS_SHIFT, .buf = id,
			     .len = NVME_IDENTIFY_DATA_SIZE};
	uint32_t dw0;
	int st = cssd_passthru_cmd(t, &c, &dw0);
	if (st == 0) {
		uint8_t flbas = id[NVME_ID_NS_FLBAS_OFF];
		unsigned fmt = NVME_GET(NVME_FLBAS_FORMAT_LO, flbas) |
			       NVME_GET(NVME_FLBAS_FORMAT_HI, flbas) << NVME_FLBAS_FORMAT_LO_WIDTH;
		const uint8_t *f = id + NVME_ID_NS_LBAF_OFF + fmt * NVME_ID_NS_LBAF_STRIDE;
		uint32_t lbaf = (uint32_t)f[0] | (uint32_t)f[1] << 8 | (uint32_t)f[2] << 16 | (uint32_t)f[3] << 24;
		unsigned lbads = NVME_GET(NVME_LBAF_LBADS, lbaf);
		if (lbads < 9 || lbads > 16 || fmt >= NVME_ID_NS_LBAF_COUNT)
			st = -EINVAL; /* no namespace there, or a format this tool cannot use */
		else {
			*lba_bytes = 1u << lbads;
			uint32_t npwg = (uint32_t)id[NVME_ID_NS_NPWG_OFF] | (uint32_t)id[NVME_ID_NS_NPWG_OFF + 1] << 8;
			*page_bytes = NVME_GET(NVME_NSFEAT_OPTPERF, id[NVME_ID_NS_NSFEAT_OFF]) ? (npwg + 1) << lbads : 0;
		}
	}
	free(id);
	return st;
}

int cssd_read(struct cssd_passthru *t, uint32_t nsid, uint64_t slba, uint32_t nlb, void *buf, uint32_t len)
{
	if (!nlb || nlb - 1 > NVME_RW_CDW12_NLB_MASK >> NVME_RW_CDW12_NLB_SHIFT)
		return -EINVAL;
	struct cssd_cmd c = {.opcode = NVME_NVM_OPC_READ, .nsid = nsid, .cdw10 = (uint32_t)slba,
			     .cdw11 = (uint32_t)(slba >> 32), .cdw12 = (nlb - 1) << NVME_RW_CDW12_NLB_SHIFT, .buf = buf,
			     .len = len};
	uint32_t dw0;
	return cssd_passthru_cmd(t, &c, &dw0);
}

int cssd_search_bytes(const uint8_t *buf, size_t len, const struct cssd_search_query *q)
{
	size_t pos = 0;
	for (unsigned k = 0; k < q->n; k++) {
		const uint8_t *at = q->len[k] <= len - pos ? memmem(buf + pos, len - pos, q->key[k], q->len[k]) : NULL;
		if (!at)
			return 0;
		pos = (size_t)(at - buf) + q->len[k];
	}
	return 1;
}
