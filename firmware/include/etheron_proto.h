/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file etheron_proto.h
 * @brief Ether-oN (Ethernet over NVMe, DockerSSD section "Ethernet over NVMe"): the two vendor I/O
 * commands, their fields and statuses. One definition for the ISP firmware (firmware/isp), the host
 * bridge (sw/etheron) and the tests; sw/etheron/README.md is the programmer's guide.
 *
 * Opcodes. The paper uses E0h (transmit) and E1h (receive). An NVMe opcode's bits 1:0 give the data
 * direction, and Linux passthrough maps its DMA from them, so E0h (no data) cannot carry a frame and
 * E1h would carry the frame the wrong way for a receive. Here:
 *   paper E0h transmit -> E1h (bits 1:0 = 01b, host to controller)
 *   paper E1h receive  -> E2h (bits 1:0 = 10b, controller to host)
 *
 * Transmit (E1h): the host hands the drive one Ethernet frame (destination MAC first, no FCS).
 *   PRP1/PRP2  the frame's buffer (one page, or two with PRP2 as the second page's address)
 *   CDW10      frame length in bytes, ETHERON_FRAME_MIN..ETHERON_FRAME_MAX
 *   CDW11      the buffer's length in bytes: what the PRPs cover, at least CDW10 rounded up to a
 *              whole dword (ETHERON_XFER_ALIGN: the drive moves whole dwords)
 *   CDW12      ETHERON_TX_RELEASE: no frame (CDW10 = 0); complete every held receive with "no
 *              frame" now (the bridge's clean shutdown)
 *   NSID       ignored: the commands are the ISP core's, not a namespace's
 *   Completion: success; or Invalid Field (DNR) for a length out of range or above the buffer;
 *   Data Transfer Error if the frame could not be fetched; ETHERON_SC_NOT_READY (retry) while the
 *   ISP core resets.
 *
 * Receive (E2h): a buffer the drive holds until it has a frame for the host (the upcall).
 *   PRP1/PRP2  the buffer
 *   CDW11      the buffer's length in bytes, at least ETHERON_RX_BUF_MIN (a largest frame in whole
 *              dwords)
 *   Completion: success with DW0 = the frame's length, the frame in the buffer; or success with
 *   DW0 = 0, "no frame", when the drive held it for its hold time (ETHERON_HOLD_US_DEFAULT, set by
 *   the boot configuration) without a frame, or on a release; Invalid Field (DNR) for a buffer
 *   below ETHERON_RX_BUF_MIN; ETHERON_SC_RX_LIMIT (retry) when the drive already holds
 *   ETHERON_HELD_MAX receives; ETHERON_SC_NOT_READY (retry) while the ISP core resets.
 *
 * Statuses are the NVMe completion status as Linux's passthrough returns it (the CQE's status
 * field without the phase bit): SC in bits 7:0, SCT in 10:8, DNR in bit 14.
 */
#ifndef ETHERON_PROTO_H
#define ETHERON_PROTO_H

#include <stdint.h>

#define ETHERON_OPC_TRANSMIT 0xE1u /**< paper E0h; host to controller */
#define ETHERON_OPC_RECEIVE 0xE2u  /**< paper E1h; controller to host */

#define ETHERON_MTU 1500u
#define ETHERON_FRAME_MIN 14u                      /**< an Ethernet header and nothing else */
#define ETHERON_FRAME_MAX (ETHERON_MTU + 14u)      /**< header + MTU, no FCS, no VLAN tag */
#define ETHERON_BUF_MAX 8192u                      /**< two pages: what PRP1 + PRP2 can name */
#define ETHERON_XFER_ALIGN 4u                      /**< the drive's transfers are whole dwords */
#define ETHERON_RX_BUF_MIN 1516u                   /**< ETHERON_FRAME_MAX in whole dwords */
#define ETHERON_HELD_MAX 32u                       /**< receives the drive holds at once */
#define ETHERON_RX_PER_QUEUE 4u                    /**< receives a bridge keeps posted (the paper's four per SQ) */
#define ETHERON_HOLD_US_DEFAULT 5000000u           /**< "no frame" after this (us); Linux's I/O timeout is 30 s */

#define ETHERON_TX_RELEASE 0x1u /**< CDW12 of a transmit: complete all held receives, no frame */

/* NVMe status values (SC | SCT << 8 | DNR << 14). */
#define ETHERON_ST_SUCCESS 0x0000u
#define ETHERON_ST_INVALID_OPCODE 0x4001u     /**< generic 01h, DNR */
#define ETHERON_ST_INVALID_FIELD 0x4002u      /**< generic 02h, DNR */
#define ETHERON_ST_DATA_XFER_ERROR 0x0004u    /**< generic 04h */
#define ETHERON_SC_NOT_READY 0xC0u            /**< generic, vendor specific: ISP core resetting */
#define ETHERON_SC_RX_LIMIT 0xC1u             /**< generic, vendor specific: too many receives held */
#define ETHERON_ST_NOT_READY ETHERON_SC_NOT_READY
#define ETHERON_ST_RX_LIMIT ETHERON_SC_RX_LIMIT

/*
 * The simulation's wire (sw/etheron/README.md, "Transports"): NVMe passthrough over a Unix stream
 * socket, one command outstanding per connection, as one ioctl(NVME_IOCTL_IO64_CMD) is per thread;
 * every host tool speaks it (sw/common/cssd_passthru.h), not only the Ether-oN bridge.
 * A request is the header and, for a host-to-controller opcode (bit 0), data_len bytes; the
 * response is the header and, for a controller-to-host opcode (bit 1), data_len bytes: the buffer
 * after the command. Little endian.
 */
#define ETHERON_WIRE_REQ_MAGIC 0x51504F45u /* "EOPQ" */
#define ETHERON_WIRE_RSP_MAGIC 0x53504F45u /* "EOPS" */

/* The most data one wire request carries: the drive's MDTS (1 MiB), for any host tool. */
#define ETHERON_WIRE_DATA_MAX 1048576u

/* etheron_wire_req.flags */
#define ETHERON_WIRE_ADMIN 0x01u /* an admin command (the relay's admin queue), else an I/O one */

struct etheron_wire_req {
	uint32_t magic;
	uint8_t opcode;
	uint8_t flags; /**< ETHERON_WIRE_* */
	uint8_t rsvd[2];
	uint32_t nsid;
	uint32_t data_len; /**< the host buffer's length: what the PRPs would cover */
	uint32_t cdw10, cdw11, cdw12, cdw13, cdw14, cdw15;
};

struct etheron_wire_rsp {
	uint32_t magic;
	uint32_t status; /**< as above; 0xFFFF for a request the transport itself refused */
	uint32_t result; /**< completion DW0 */
	uint32_t data_len;
};

#define ETHERON_WIRE_ST_BAD_REQUEST 0xFFFFu

#ifdef __cplusplus
static_assert(sizeof(struct etheron_wire_req) == 40, "wire request header is 40 bytes");
static_assert(sizeof(struct etheron_wire_rsp) == 16, "wire response header is 16 bytes");
#else
_Static_assert(sizeof(struct etheron_wire_req) == 40, "wire request header is 40 bytes");
_Static_assert(sizeof(struct etheron_wire_rsp) == 16, "wire response header is 16 bytes");
#endif

#endif /* ETHERON_PROTO_H */
