/* SPDX-License-Identifier: Apache-2.0 */
/*
 * How the bridge reaches the drive: one NVMe command at a time per handle, as one passthrough
 * ioctl is per thread. Each thread of the bridge opens its own handle.
 *   "unix:PATH"     the simulation's wire (etheron_proto.h) on a Unix socket
 *   "/dev/ngXnY"    a board: Linux's NVMe generic character device, NVME_IOCTL_IO64_CMD
 */
#ifndef ETHERON_TRANSPORT_H
#define ETHERON_TRANSPORT_H

#include <stdint.h>

struct eon_transport;

/** Open a handle; NULL with a message on stderr if the drive cannot be reached. */
struct eon_transport *eon_transport_open(const char *spec, uint32_t nsid);

/**
 * One command with its buffer (len bytes; sent for transmit, filled for receive).
 * @return the NVMe status (0 success, etheron_proto.h's encoding), or -1 if the transport failed
 *         (the drive gone, the socket closed). *result gets completion DW0.
 */
int eon_transport_cmd(struct eon_transport *t, uint8_t opcode, uint32_t cdw10, uint32_t cdw11,
                      uint32_t cdw12, void *buf, uint32_t len, uint32_t *result);

void eon_transport_close(struct eon_transport *t);

#endif
