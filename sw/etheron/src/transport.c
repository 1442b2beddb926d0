/* SPDX-License-Identifier: Apache-2.0 */
/* The bridge's two transports (transport.h). */
#define _GNU_SOURCE
#include "transport.h"

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

struct eon_transport {
	int fd;
	int is_socket;
	uint32_t nsid;
};

struct eon_transport *eon_transport_open(const char *spec, uint32_t nsid)
{
	struct eon_transport *t = calloc(1, sizeof *t);
	if (!t)
		return NULL;
	t->nsid = nsid;
	if (strncmp(spec, "unix:", 5) == 0) {
		struct sockaddr_un sa = {.sun_family = AF_UNIX};
		if (strlen(spec + 5) >= sizeof sa.sun_path) {
			fprintf(stderr, "etheron: socket path too long: %s\n", spec + 5);
			free(t);
			return NULL;
		}
		strcpy(sa.sun_path, spec + 5);
		t->is_socket = 1;
		t->fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
		if (t->fd < 0 || connect(t->fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
			fprintf(stderr, "etheron: cannot connect to %s: %s\n", spec + 5, strerror(errno));
			if (t->fd >= 0)
				close(t->fd);
			free(t);
			return NULL;
		}
		return t;
	}
	t->fd = open(spec, O_RDWR | O_CLOEXEC);
	if (t->fd < 0) {
		fprintf(stderr, "etheron: cannot open %s: %s\n", spec, strerror(errno));
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

int eon_transport_cmd(struct eon_transport *t, uint8_t opcode, uint32_t cdw10, uint32_t cdw11,
                      uint32_t cdw12, void *buf, uint32_t len, uint32_t *result)
{
	*result = 0;
	if (!t->is_socket) {
		struct nvme_passthru_cmd64 cmd = {
			.opcode = opcode, .nsid = t->nsid, .addr = (uint64_t)(uintptr_t)buf, .data_len = len,
			.cdw10 = cdw10, .cdw11 = cdw11, .cdw12 = cdw12,
			.timeout_ms = 0, /* the driver's I/O timeout; the drive's hold time stays below it */
		};
		int st = ioctl(t->fd, NVME_IOCTL_IO64_CMD, &cmd);
		if (st < 0)
			return -1;
		*result = (uint32_t)cmd.result;
		return st;
	}
	struct etheron_wire_req req = {
		.magic = ETHERON_WIRE_REQ_MAGIC, .opcode = opcode, .nsid = t->nsid, .data_len = len,
		.cdw10 = cdw10, .cdw11 = cdw11, .cdw12 = cdw12,
	};
	struct etheron_wire_rsp rsp;
	if (io_all(t->fd, &req, sizeof req, 1) != 0 || ((opcode & 1) && io_all(t->fd, buf, len, 1) != 0))
		return -1;
	if (io_all(t->fd, &rsp, sizeof rsp, 0) != 0 || rsp.magic != ETHERON_WIRE_RSP_MAGIC)
		return -1;
	if (rsp.data_len) {
		if (rsp.data_len != len || !(opcode & 2) || io_all(t->fd, buf, len, 0) != 0)
			return -1;
	}
	*result = rsp.result;
	return (int)rsp.status;
}

void eon_transport_close(struct eon_transport *t)
{
	if (t) {
		close(t->fd);
		free(t);
	}
}
