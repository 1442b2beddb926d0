/* SPDX-License-Identifier: Apache-2.0 */
/**
 * @file cssd_proto.h
 * @brief Wire format between the cssd fio ioengine and the simulation's fio server.
 *
 * A stream over a Unix socket, little-endian, fixed headers; the Python side is
 * sim/lib/cssd_sim/fio_server.py (keep the two in step). One request per fio I/O unit; the server
 * answers each with one response, in completion order (not submission order), so several
 * requests are outstanding at once and fio's iodepth is the queue depth at the controller.
 *
 *   request  (32 bytes): magic 'CSRQ', op, nsid, tag, offset (bytes), length (bytes)
 *                        + length bytes of data for CSSD_OP_WRITE
 *   response (32 bytes): magic 'CSRS', status, tag, value, length (bytes)
 *                        + length bytes of data for a successful CSSD_OP_READ
 *
 * status: 0 = success, otherwise the NVMe status (SCT << 8 | SC), or 0xFFFF for an error the
 * server found before the drive saw the command (bad namespace, out of range).
 * CSSD_OP_INFO asks for a namespace's size in bytes (returned in value; tag echoed).
 * CSSD_OP_TRIM carries no data: the range is offset and length, as for a read.
 */
#ifndef CSSD_PROTO_H
#define CSSD_PROTO_H

#include <stdint.h>

#define CSSD_REQ_MAGIC 0x51525343u /* "CSRQ" */
#define CSSD_RSP_MAGIC 0x53525343u /* "CSRS" */

enum cssd_op {
	CSSD_OP_READ = 1,
	CSSD_OP_WRITE = 2,
	CSSD_OP_FLUSH = 3,
	CSSD_OP_INFO = 4,
	CSSD_OP_TRIM = 5, /* deallocate [offset, offset + length): Dataset Management, AD */
};

struct cssd_req {
	uint32_t magic;
	uint32_t op;
	uint32_t nsid;
	uint32_t length;
	uint64_t tag;
	uint64_t offset;
};

struct cssd_rsp {
	uint32_t magic;
	uint32_t status;
	uint64_t tag;
	uint64_t value;
	uint32_t length;
	uint32_t reserved;
};

_Static_assert(sizeof(struct cssd_req) == 32, "request header is 32 bytes");
_Static_assert(sizeof(struct cssd_rsp) == 32, "response header is 32 bytes");

#endif
