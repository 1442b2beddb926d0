/* SPDX-License-Identifier: Apache-2.0 */
/* The host tools' two transports (cssd_passthru.h). */
#define _GNU_SOURCE
#include "cssd_passthru.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/nvme_ioctl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "etheron_proto.h"

struct cssd_passthru {
	int fd;
	int is_socket;
	uint32_t nsid;
	const char *who;
};

struct cssd_passthru *cssd_passthru_open(const char *who, const char *spec, uint32_t nsid)
{
	struct cssd_passthru *t = calloc(1, sizeof *t);
	if (!t)
		return NULL;
	t->nsid = nsid;
	t->who = who;
	if (strncmp(spec, "unix:", 5) == 0) {
		struct sockaddr_un sa = {.sun_family = AF_UNIX};
		if (strlen(spec + 5) >= sizeof sa.sun_path) {
			fprintf(stderr, "%s: socket path too long: %s\n", who, spec + 5);
			free(t);
			return NULL;
		}
		strcpy(sa.sun_path, spec + 5);
		t->is_socket = 1;
		t->fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
		if (t->fd < 0 || connect(t->fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
			fprintf(stderr, "%s: cannot connect to %s: %s\n", who, spec + 5, strerror(errno));
			if (t->fd >= 0)
				close(t->fd);
			free(t);
			return NULL;
		}
		return t;
	}
	t->fd = open(spec, O_RDWR | O_CLOEXEC);
	if (t->fd < 0) {
		fprintf(stderr, "%s: cannot open %s: %s\n", who, spec, strerror(errno));
		free(t);
		return NULL;
	}
	if (t->nsid == 0) { /* the generic device's own namespace */
		int id = ioctl(t->fd, NVME_IOCTL_ID);
		t->nsid = id > 0 ? (uint32_t)id : 1;
	}
	return t;
}

static int io_all(int fd, void *p, size_t n, int wr)
{
	uint8_t *b = p;
	while (n > 0) {
		ssize_t r = wr ? write(fd, b, n) : read(fd, b, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		b += r;
		n -= (size_t)r;
	}
	return 0;
}

uint32_t cssd_passthru_nsid(const struct cssd_passthru *t)
{
	return t->nsid;
}

int cssd_passthru_cmd(struct cssd_passthru *t, const struct cssd_cmd *c, uint32_t *result)
{
	*result = 0;
	uint32_t nsid = c->nsid ? c->nsid : t->nsid;
	if (!t->is_socket) {
		struct nvme_passthru_cmd64 cmd = {
			.opcode = c->opcode, .nsid = nsid, .addr = (uint64_t)(uintptr_t)c->buf, .data_len = c->len,
			.cdw10 = c->cdw10, .cdw11 = c->cdw11, .cdw12 = c->cdw12, .cdw13 = c->cdw13, .cdw14 = c->cdw14,
			.cdw15 = c->cdw15,
			.timeout_ms = 0, /* the driver's timeout; the drive's hold times stay below it */
		};
		int st = ioctl(t->fd, c->admin ? NVME_IOCTL_ADMIN64_CMD : NVME_IOCTL_IO64_CMD, &cmd);
		if (st < 0)
			return -1;
		*result = (uint32_t)cmd.result;
		return st;
	}
	struct etheron_wire_req req = {
		.magic = ETHERON_WIRE_REQ_MAGIC, .opcode = c->opcode, .flags = c->admin ? ETHERON_WIRE_ADMIN : 0,
		.nsid = nsid, .data_len = c->len, .cdw10 = c->cdw10, .cdw11 = c->cdw11, .cdw12 = c->cdw12,
		.cdw13 = c->cdw13, .cdw14 = c->cdw14, .cdw15 = c->cdw15,
	};
	struct etheron_wire_rsp rsp;
	if (io_all(t->fd, &req, sizeof req, 1) != 0 || ((c->opcode & 1) && io_all(t->fd, c->buf, c->len, 1) != 0))
		return -1;
	if (io_all(t->fd, &rsp, sizeof rsp, 0) != 0 || rsp.magic != ETHERON_WIRE_RSP_MAGIC)
		return -1;
	if (rsp.data_len) {
		if (rsp.data_len != c->len || !(c->opcode & 2) || io_all(t->fd, c->buf, c->len, 0) != 0)
			return -1;
	}
	*result = rsp.result;
	return (int)rsp.status;
}

void cssd_passthru_close(struct cssd_passthru *t)
{
	if (t) {
		close(t->fd);
		free(t);
	}
}
