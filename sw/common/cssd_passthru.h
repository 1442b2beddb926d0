/* SPDX-License-Identifier: Apache-2.0 */
/*
 * How the host tools (the Ether-oN bridge, `cssd`) reach the drive: NVMe passthrough, one command
 * at a time per handle, as one passthrough ioctl is per thread.
 *   "unix:PATH"     the simulation's wire (firmware/include/etheron_proto.h, "The simulation's
 *                   wire") on a Unix socket, served by sim/lib/cssd_sim/etheron_relay.py
 *   "/dev/ngXnY"    a board: Linux's NVMe generic character device, NVME_IOCTL_IO64_CMD (and
 *                   NVME_IOCTL_ADMIN64_CMD for admin commands)
 */
#ifndef CSSD_PASSTHRU_H
#define CSSD_PASSTHRU_H

#include <stdint.h>

struct cssd_passthru;

/** One command. Its data direction is the opcode's bits 1:0 (01b to the drive, 10b from it). */
struct cssd_cmd {
	uint8_t opcode;
	uint8_t admin; /**< an admin command (on a board: NVME_IOCTL_ADMIN64_CMD) */
	uint32_t nsid; /**< 0: the handle's namespace */
	uint32_t cdw10, cdw11, cdw12, cdw13, cdw14, cdw15;
	void *buf;     /**< len bytes: sent for a host-to-controller opcode, filled for the other way */
	uint32_t len;
};

/** Open a handle; NULL with a message on stderr (prefixed `who`) if the drive cannot be reached. */
struct cssd_passthru *cssd_passthru_open(const char *who, const char *spec, uint32_t nsid);

/** The handle's namespace (on a board, the generic device's own when opened with 0). */
uint32_t cssd_passthru_nsid(const struct cssd_passthru *t);

/**
 * Run one command.
 * @return the NVMe status (0 success; Linux passthrough's encoding: SC | SCT << 8 | CRD << 11 |
 *         M << 13 | DNR << 14), or -1 if the transport failed (the drive gone, the socket
 *         closed). *result gets completion DW0.
 */
int cssd_passthru_cmd(struct cssd_passthru *t, const struct cssd_cmd *c, uint32_t *result);

void cssd_passthru_close(struct cssd_passthru *t);

#endif
