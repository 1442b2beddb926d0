// SPDX-License-Identifier: GPL-2.0-only
/**
 * @file cssd_engine.c
 * @brief fio external ioengine: fio's I/O units go to the simulated cssd drive.
 *
 * Load it with `ioengine=external:<path>/cssd-engine.so`. Each fio job (process or thread)
 * connects to the simulation's fio server over the Unix socket named by $CSSD_FIO_SOCKET
 * (wire format in cssd_proto.h). ->queue() sends the request and returns FIO_Q_QUEUED at once;
 * ->getevents() collects responses as the server sends them, in completion order, so with
 * iodepth=N up to N commands are outstanding at the NVMe controller.
 *
 * Files: `filename=ns1:ns2` names NVMe namespaces by their NSID ("nsN"); the file size is the
 * namespace's size, asked of the server (->get_file_size). Reads, writes, trims (NVMe Dataset
 * Management with Deallocate) and fsync/fdatasync (NVMe Flush) are supported.
 *
 * Built against fio's own headers of the version installed (sw/fio/Makefile); fio refuses an
 * engine whose ops version differs (FIO_IOOPS_VERSION), and the Makefile checks `fio --version`.
 * GPL-2.0 because it includes fio's headers.
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "fio.h"

#include "cssd_proto.h"

#define CSSD_DEFAULT_SOCKET "build/fio/cssd.sock"

struct cssd_data {
	int fd;
	struct io_u **events; /* completed, for ->event() */
	unsigned int nr_events;
	unsigned int inflight;
};

static int cssd_connect(void)
{
	const char *path = getenv("CSSD_FIO_SOCKET");
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	int fd;

	if (!path || !*path)
		path = CSSD_DEFAULT_SOCKET;
	if (strlen(path) >= sizeof(sa.sun_path)) {
		log_err("cssd: socket path too long: %s\n", path);
		return -1;
	}
	strcpy(sa.sun_path, path);
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	if (fd < 0)
		return -1;
	if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		log_err("cssd: cannot connect to the simulation at %s: %s (is it running?)\n", path,
			strerror(errno));
		close(fd);
		return -1;
	}
	return fd;
}

static int send_all(int fd, const void *buf, size_t n)
{
	const char *p = buf;

	while (n) {
		ssize_t r = send(fd, p, n, MSG_NOSIGNAL);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		p += r;
		n -= (size_t)r;
	}
	return 0;
}

static int recv_all(int fd, void *buf, size_t n)
{
	char *p = buf;

	while (n) {
		ssize_t r = recv(fd, p, n, 0);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		p += r;
		n -= (size_t)r;
	}
	return 0;
}

/** "nsN" (or "N") -> N; 0 when the name is not a namespace. */
static unsigned int cssd_nsid(const char *name)
{
	const char *base = strrchr(name, '/');
	char *end;
	unsigned long v;

	base = base ? base + 1 : name;
	if (!strncmp(base, "ns", 2))
		base += 2;
	v = strtoul(base, &end, 10);
	return (*base && !*end && v > 0 && v < 0xFFFFFFFFul) ? (unsigned int)v : 0;
}

static int cssd_get_file_size(struct thread_data *td, struct fio_file *f)
{
	struct cssd_req req = { .magic = CSSD_REQ_MAGIC, .op = CSSD_OP_INFO };
	struct cssd_rsp rsp;
	int fd;

	(void)td;
	req.nsid = cssd_nsid(f->file_name);
	if (!req.nsid) {
		log_err("cssd: file '%s' is not a namespace (use filename=ns1, ns2, ...)\n", f->file_name);
		return 1;
	}
	fd = cssd_connect();
	if (fd < 0)
		return 1;
	if (send_all(fd, &req, sizeof(req)) || recv_all(fd, &rsp, sizeof(rsp)) ||
	    rsp.magic != CSSD_RSP_MAGIC || rsp.status) {
		log_err("cssd: no size for namespace %u (status %#x)\n", req.nsid, rsp.status);
		close(fd);
		return 1;
	}
	close(fd);
	f->real_file_size = rsp.value;
	fio_file_set_size_known(f);
	return 0;
}

static int cssd_open_file(struct thread_data *td, struct fio_file *f)
{
	(void)td;
	f->engine_pos = cssd_nsid(f->file_name);
	return f->engine_pos ? 0 : EINVAL;
}

static int cssd_close_file(struct thread_data *td, struct fio_file *f)
{
	(void)td;
	(void)f;
	return 0;
}

static enum fio_q_status cssd_queue(struct thread_data *td, struct io_u *io_u)
{
	struct cssd_data *cd = td->io_ops_data;
	struct cssd_req req = {
		.magic = CSSD_REQ_MAGIC,
		.nsid = (uint32_t)io_u->file->engine_pos,
		.tag = (uint64_t)(uintptr_t)io_u,
		.offset = io_u->offset,
	};

	switch (io_u->ddir) {
	case DDIR_READ:
		req.op = CSSD_OP_READ;
		req.length = (uint32_t)io_u->xfer_buflen;
		break;
	case DDIR_WRITE:
		req.op = CSSD_OP_WRITE;
		req.length = (uint32_t)io_u->xfer_buflen;
		break;
	case DDIR_TRIM:
		req.op = CSSD_OP_TRIM;
		req.length = (uint32_t)io_u->xfer_buflen;
		break;
	case DDIR_SYNC:
	case DDIR_DATASYNC:
		req.op = CSSD_OP_FLUSH;
		req.offset = 0;
		break;
	default:
		io_u->error = EOPNOTSUPP;
		return FIO_Q_COMPLETED;
	}
	if (send_all(cd->fd, &req, sizeof(req)) ||
	    (req.op == CSSD_OP_WRITE && send_all(cd->fd, io_u->xfer_buf, req.length))) {
		io_u->error = EIO;
		return FIO_Q_COMPLETED;
	}
	cd->inflight++;
	return FIO_Q_QUEUED;
}

/** One response: the I/O unit it completes, or NULL when the connection broke. */
static struct io_u *cssd_recv_one(struct cssd_data *cd)
{
	struct cssd_rsp rsp;
	struct io_u *io_u;

	if (recv_all(cd->fd, &rsp, sizeof(rsp)) || rsp.magic != CSSD_RSP_MAGIC)
		return NULL;
	io_u = (struct io_u *)(uintptr_t)rsp.tag;
	if (rsp.length) {
		if (rsp.length > io_u->xfer_buflen || recv_all(cd->fd, io_u->xfer_buf, rsp.length))
			return NULL;
	}
	io_u->error = rsp.status ? EIO : 0;
	io_u->resid = 0;
	return io_u;
}

static int cssd_getevents(struct thread_data *td, unsigned int min, unsigned int max,
			  const struct timespec *t)
{
	struct cssd_data *cd = td->io_ops_data;
	unsigned int n = 0;

	(void)t;
	cd->nr_events = 0;
	while (n < max && cd->inflight) {
		struct io_u *io_u;

		if (n >= min) { /* enough: take only what has arrived */
			struct pollfd pfd = { .fd = cd->fd, .events = POLLIN };

			if (poll(&pfd, 1, 0) <= 0)
				break;
		}
		io_u = cssd_recv_one(cd);
		if (!io_u) {
			log_err("cssd: lost the connection to the simulation\n");
			return -EIO;
		}
		cd->inflight--;
		cd->events[n++] = io_u;
	}
	cd->nr_events = n;
	return (int)n;
}

static struct io_u *cssd_event(struct thread_data *td, int event)
{
	struct cssd_data *cd = td->io_ops_data;

	return cd->events[event];
}

static void cssd_cleanup(struct thread_data *td)
{
	struct cssd_data *cd = td->io_ops_data;

	if (!cd)
		return;
	if (cd->fd >= 0)
		close(cd->fd);
	free(cd->events);
	free(cd);
	td->io_ops_data = NULL;
}

static int cssd_init(struct thread_data *td)
{
	struct cssd_data *cd = calloc(1, sizeof(*cd));

	if (!cd)
		return 1;
	cd->events = calloc(td->o.iodepth ? td->o.iodepth : 1, sizeof(*cd->events));
	cd->fd = cssd_connect();
	td->io_ops_data = cd;
	if (!cd->events || cd->fd < 0) {
		cssd_cleanup(td);
		return 1;
	}
	return 0;
}

/* fio looks the ops up by this symbol name (FIO_IOOPS_VERSION is the version of the headers
 * it was compiled against; fio rejects a mismatch when it loads the engine). */
struct ioengine_ops ioengine = {
	.name = "cssd",
	.version = FIO_IOOPS_VERSION,
	.init = cssd_init,
	.queue = cssd_queue,
	.getevents = cssd_getevents,
	.event = cssd_event,
	.cleanup = cssd_cleanup,
	.open_file = cssd_open_file,
	.close_file = cssd_close_file,
	.get_file_size = cssd_get_file_size,
	.flags = FIO_DISKLESSIO | FIO_NODISKUTIL | FIO_NOEXTEND,
};
