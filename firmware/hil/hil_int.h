/* SPDX-License-Identifier: Apache-2.0 */
/* What hil.c shares with the other files of the HIL (hil_search.c); not for other layers. */
#ifndef HIL_INT_H
#define HIL_INT_H

#include <stdint.h>

#include "hil.h"
#include "generated/nvme_spec.h"

/* Status Field values: the code (SCT << 8 | SC), with DNR where a retry cannot succeed */
#define SF_DNR NVME_STATUS_DNR_MASK
#define SF_SUCCESS NVME_SC_SUCCESS
#define SF_INVALID_OPCODE (NVME_SC_INVALID_OPCODE | SF_DNR)
#define SF_INVALID_FIELD (NVME_SC_INVALID_FIELD | SF_DNR)
#define SF_DATA_TRANSFER_ERROR NVME_SC_DATA_TRANSFER_ERROR
#define SF_INTERNAL_ERROR (NVME_SC_INTERNAL_ERROR | SF_DNR)
#define SF_ABORT_REQUESTED NVME_SC_ABORT_REQUESTED
#define SF_INVALID_NAMESPACE (NVME_SC_INVALID_NAMESPACE_OR_FORMAT | SF_DNR)
#define SF_PRP_OFFSET_INVALID (NVME_SC_PRP_OFFSET_INVALID | SF_DNR)
#define SF_LBA_OUT_OF_RANGE (NVME_SC_LBA_OUT_OF_RANGE | SF_DNR)
#define SF_COMMAND_SEQUENCE_ERROR (NVME_SC_COMMAND_SEQUENCE_ERROR | SF_DNR)
#define SF_WRITE_FAULT NVME_SC_WRITE_FAULT
#define SF_UNRECOVERED_READ NVME_SC_UNRECOVERED_READ_ERROR

/* A transfer between the command's data (byte off) and local (DMA memory), waited for: its status. */
uint32_t hil_xfer(struct hil *h, uint32_t slot, uint32_t off, uint32_t len, const void *local, int to_host);

/* Not a status: the command goes on after hil_command returns (a Search, hil_search.c). */
#define HIL_GOES_ON 0xFFFDu

/* Bounce page b: its memory; taken off the free list (the head, as hil.bp_free names it); back on it. */
uint8_t *hil_bounce_page(const struct hil *h, uint16_t b);
void hil_bp_take(struct hil *h, uint16_t b);
void hil_bp_put(struct hil *h, uint16_t b);

/* Post a command that went on after hil_command (status, DW0) and count it with its cost. */
void hil_finish_other(struct hil *h, uint32_t slot, uint32_t status, uint32_t dw0, uint64_t cycles, uint64_t instret);

/* The Status Field of an FTL result. */
uint32_t ftl_status_of(int rc, int writing);

/* The ICL byte range of [slba, slba + nlb) in ns, or an error status. */
uint32_t hil_icl_range(const struct hil_ns *ns, uint64_t slba, uint64_t nlb, uint64_t *off, uint64_t *len);

#endif /* HIL_INT_H */
