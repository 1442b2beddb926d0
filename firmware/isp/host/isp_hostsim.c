/* SPDX-License-Identifier: Apache-2.0 */
/*
 * isp_hostsim: Ether-oN's firmware (the command layer, the frame rings and the network half with
 * lwIP and the echo services) compiled for the host and served on a Unix socket, so the Ether-oN
 * host bridge and tests exercise the real firmware code at host speed (on the drive the two
 * halves run on the management and the ISP core: sw/etheron/README.md, "Status").
 *
 * The socket speaks etheron_proto.h's wire: NVMe passthrough, one command outstanding per
 * connection. Each connection's buffer stands for the command's PRP-mapped host memory; the HAL
 * below moves data to and from it, as the management core's DMA moves it to and from host memory.
 *
 *   isp_hostsim --socket PATH [--ip A.B.C.D] [--netmask M] [--gateway G] [--mac xx:..] [--hold-us N]
 *               [--echo-port P] [--reset-ms N] [--max-seconds S] [--seed N]
 *
 * SIGUSR1 puts the ISP into reset for --reset-ms (commands get ETHERON_ST_NOT_READY, as the
 * hardware queue answers while the core is held in reset). SIGUSR2 prints the counters; SIGINT and
 * SIGTERM print them and exit. Counters are one JSON object per line on stdout.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "etheron.h"
#include "isp_hal.h"
#include "isp_net.h"
#include "eon_netif.h"
#include "eon_ring.h"
#include "lwip/stats.h"

#define MAX_CONNS 64

struct conn {
	int fd;             /* -1: free */
	uint16_t gen;       /* bumped at each reuse: a held command of a closed connection is stale */
	int busy;           /* a command outstanding: do not read the next one yet */
	struct etheron_wire_req req;
	uint8_t buf[ETHERON_BUF_MAX];
};

static struct conn conns[MAX_CONNS];
static volatile sig_atomic_t sig_reset, sig_stats, sig_stop;
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t wire_refused;

static struct conn *conn_of(const struct eon_cmd *c)
{
	struct conn *k = c->ctx;
	return (k->fd >= 0 && k->gen == c->cid) ? k : NULL;
}

/* ---- the HAL (isp_hal.h) ---- */
int isp_hal_from_host(const struct eon_cmd *c, uint32_t off, void *dst, uint32_t len)
{
	struct conn *k = conn_of(c);
	if (!k || (uint64_t)off + len > k->req.data_len)
		return -1;
	memcpy(dst, k->buf + off, len);
	return 0;
}

int isp_hal_to_host(const struct eon_cmd *c, uint32_t off, const void *src, uint32_t len)
{
	struct conn *k = conn_of(c);
	if (!k || (uint64_t)off + len > k->req.data_len)
		return -1;
	memcpy(k->buf + off, src, len);
	return 0;
}

static int write_all(int fd, const void *p, size_t n)
{
	const uint8_t *b = p;
	while (n > 0) {
		ssize_t w = write(fd, b, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		b += w;
		n -= (size_t)w;
	}
	return 0;
}

static int read_all(int fd, void *p, size_t n)
{
	uint8_t *b = p;
	while (n > 0) {
		ssize_t r = read(fd, b, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		b += r;
		n -= (size_t)r;
	}
	return 0;
}

static void conn_close(struct conn *k)
{
	close(k->fd);
	k->fd = -1;
	k->busy = 0;
}

static void respond(struct conn *k, uint32_t status, uint32_t result, int with_data)
{
	struct etheron_wire_rsp rsp = {
		.magic = ETHERON_WIRE_RSP_MAGIC, .status = status, .result = result,
		.data_len = with_data ? k->req.data_len : 0,
	};
	k->busy = 0;
	if (write_all(k->fd, &rsp, sizeof rsp) != 0 || (with_data && write_all(k->fd, k->buf, rsp.data_len) != 0))
		conn_close(k);
}

void isp_hal_complete(const struct eon_cmd *c, uint32_t status, uint32_t result)
{
	struct conn *k = conn_of(c);
	if (k) /* else the host went away while the command was held: nobody to tell */
		respond(k, status, result, (k->req.opcode & 2) != 0);
}

uint32_t isp_hal_now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint32_t)((uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u);
}

static uint32_t now_ms(void) { return isp_hal_now_us() / 1000u; }

void isp_hal_doorbell(void) {} /* both halves run in this one loop */

uint32_t isp_hal_rand(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 32);
}

void isp_hal_fatal(const char *what, const char *file, int line)
{
	fprintf(stderr, "isp_hostsim: assertion \"%s\" at %s:%d\n", what, file, line);
	abort();
}

/* ---- the socket side ---- */
static void take_request(struct conn *k)
{
	if (read_all(k->fd, &k->req, sizeof k->req) != 0) {
		conn_close(k);
		return;
	}
	if (k->req.magic != ETHERON_WIRE_REQ_MAGIC || k->req.data_len > ETHERON_BUF_MAX) {
		/* not the wire at all: say so once and hang up, since the stream cannot be resynchronised */
		wire_refused++;
		k->req.data_len = 0;
		respond(k, ETHERON_WIRE_ST_BAD_REQUEST, 0, 0);
		if (k->fd >= 0)
			conn_close(k);
		return;
	}
	memset(k->buf, 0, k->req.data_len);
	if ((k->req.opcode & 1) && read_all(k->fd, k->buf, k->req.data_len) != 0) {
		conn_close(k);
		return;
	}
	struct eon_cmd c = {
		.opcode = k->req.opcode, .sqid = 1, .cid = k->gen,
		.cdw10 = k->req.cdw10, .cdw11 = k->req.cdw11, .cdw12 = k->req.cdw12,
		.ctx = k,
	};
	k->busy = 1;
	eon_submit(&c);
}

static void print_stats(void)
{
	const struct eon_stats *s = eon_get_stats();
	printf("{\"tx_frames\": %llu, \"tx_bytes\": %llu, \"rx_frames\": %llu, \"rx_bytes\": %llu, "
	       "\"no_frame\": %llu, \"released\": %llu, \"bad_length\": %llu, \"bad_buffer\": %llu, "
	       "\"rx_limit\": %llu, \"not_ready\": %llu, \"xfer_errors\": %llu, \"invalid_opcode\": %llu, "
	       "\"tx_no_pbuf\": %llu, \"backlog_drops\": %llu, \"ring_errors\": %llu, \"held\": %u, \"backlog\": %u, "
	       "\"wire_refused\": %llu, \"link_drop\": %u, \"ip_drop\": %u, \"ip_chkerr\": %u, "
	       "\"udp_drop\": %u, \"tcp_drop\": %u, \"icmp_recv\": %u}\n",
	       (unsigned long long)s->tx_frames, (unsigned long long)s->tx_bytes,
	       (unsigned long long)s->rx_frames, (unsigned long long)s->rx_bytes,
	       (unsigned long long)s->no_frame, (unsigned long long)s->released,
	       (unsigned long long)s->bad_length, (unsigned long long)s->bad_buffer,
	       (unsigned long long)s->rx_limit, (unsigned long long)s->not_ready,
	       (unsigned long long)s->xfer_errors, (unsigned long long)s->invalid_opcode,
	       (unsigned long long)s->tx_no_pbuf, (unsigned long long)s->backlog_drops,
	       (unsigned long long)s->ring_errors, s->held, s->backlog,
	       (unsigned long long)wire_refused, (unsigned)lwip_stats.link.drop, (unsigned)lwip_stats.ip.drop,
	       (unsigned)lwip_stats.ip.chkerr, (unsigned)lwip_stats.udp.drop, (unsigned)lwip_stats.tcp.drop,
	       (unsigned)lwip_stats.icmp.recv);
	fflush(stdout);
}

static void on_signal(int sig)
{
	if (sig == SIGUSR1)
		sig_reset = 1;
	else if (sig == SIGUSR2)
		sig_stats = 1;
	else
		sig_stop = 1;
}

static uint32_t parse_ip(const char *s)
{
	struct in_addr a;
	if (inet_pton(AF_INET, s, &a) != 1) {
		fprintf(stderr, "isp_hostsim: bad address %s\n", s);
		exit(2);
	}
	return ntohl(a.s_addr);
}

int main(int argc, char **argv)
{
	const char *sock_path = NULL;
	struct isp_net_config cfg = {
		.mac = {0x02, 0xc5, 0x5d, 0x00, 0x00, 0x01}, /* locally administered */
		.ip = parse_ip("10.77.0.2"), .netmask = parse_ip("255.255.255.0"), .gateway = 0,
		.hold_us = ETHERON_HOLD_US_DEFAULT, .echo_port = 7,
	};
	uint32_t reset_ms = 200, max_seconds = 600;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!v) {
			fprintf(stderr, "isp_hostsim: %s needs a value\n", a);
			return 2;
		}
		i++;
		if (!strcmp(a, "--socket")) sock_path = v;
		else if (!strcmp(a, "--ip")) cfg.ip = parse_ip(v);
		else if (!strcmp(a, "--netmask")) cfg.netmask = parse_ip(v);
		else if (!strcmp(a, "--gateway")) cfg.gateway = parse_ip(v);
		else if (!strcmp(a, "--hold-us")) cfg.hold_us = (uint32_t)strtoul(v, NULL, 0);
		else if (!strcmp(a, "--echo-port")) cfg.echo_port = (uint16_t)strtoul(v, NULL, 0);
		else if (!strcmp(a, "--reset-ms")) reset_ms = (uint32_t)strtoul(v, NULL, 0);
		else if (!strcmp(a, "--max-seconds")) max_seconds = (uint32_t)strtoul(v, NULL, 0);
		else if (!strcmp(a, "--seed")) rng_state ^= strtoull(v, NULL, 0) * 0x2545F4914F6CDD1Dull;
		else if (!strcmp(a, "--mac")) {
			unsigned m[6];
			if (sscanf(v, "%x:%x:%x:%x:%x:%x", &m[0], &m[1], &m[2], &m[3], &m[4], &m[5]) != 6) {
				fprintf(stderr, "isp_hostsim: bad MAC %s\n", v);
				return 2;
			}
			for (int j = 0; j < 6; j++)
				cfg.mac[j] = (uint8_t)m[j];
		} else {
			fprintf(stderr, "isp_hostsim: unknown option %s\n", a);
			return 2;
		}
	}
	if (!sock_path) {
		fprintf(stderr, "usage: isp_hostsim --socket PATH [options]\n");
		return 2;
	}

	int lfd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
	struct sockaddr_un sa = {.sun_family = AF_UNIX};
	if (strlen(sock_path) >= sizeof sa.sun_path) {
		fprintf(stderr, "isp_hostsim: socket path too long\n");
		return 2;
	}
	/* Bound under a temporary name and renamed once listening: whoever waits for the path to
	 * appear may connect at once (between bind and listen a connect is refused). */
	char tmp_path[sizeof sa.sun_path + 16];
	snprintf(tmp_path, sizeof tmp_path, "%s.%d", sock_path, (int)getpid());
	if (strlen(tmp_path) >= sizeof sa.sun_path) {
		fprintf(stderr, "isp_hostsim: socket path too long\n");
		return 2;
	}
	strcpy(sa.sun_path, tmp_path);
	unlink(tmp_path);
	if (lfd < 0 || bind(lfd, (struct sockaddr *)&sa, sizeof sa) != 0 || listen(lfd, MAX_CONNS) != 0 ||
	    rename(tmp_path, sock_path) != 0) {
		perror("isp_hostsim: socket");
		return 1;
	}
	struct sigaction act = {.sa_handler = on_signal};
	sigaction(SIGUSR1, &act, NULL);
	sigaction(SIGUSR2, &act, NULL);
	sigaction(SIGINT, &act, NULL);
	sigaction(SIGTERM, &act, NULL);
	signal(SIGPIPE, SIG_IGN);
	for (int i = 0; i < MAX_CONNS; i++)
		conns[i].fd = -1;

	/* Both halves in this one process, on rings in its own memory (the drive puts them in DDR0). */
	static _Alignas(64) uint8_t ring_mem[EON_RING_BYTES];
	eon_init(ring_mem, &cfg);
	isp_net_init(ring_mem);
	fprintf(stderr, "isp_hostsim: %s serving Ether-oN on %s\n", argv[0], sock_path);

	uint32_t start = now_ms(), reset_until = 0;
	int in_reset = 0;
	while (!sig_stop && (uint32_t)(now_ms() - start) < max_seconds * 1000u) {
		struct pollfd pfd[MAX_CONNS + 1];
		struct conn *who[MAX_CONNS + 1];
		int n = 0;
		pfd[n] = (struct pollfd){.fd = lfd, .events = POLLIN};
		who[n++] = NULL;
		for (int i = 0; i < MAX_CONNS; i++) {
			if (conns[i].fd >= 0 && !conns[i].busy) {
				pfd[n] = (struct pollfd){.fd = conns[i].fd, .events = POLLIN};
				who[n++] = &conns[i];
			}
		}
		int r = poll(pfd, (nfds_t)n, 2);
		if (r > 0) {
			int fd;
			while ((pfd[0].revents & POLLIN) && (fd = accept4(lfd, NULL, NULL, 0)) >= 0) {
				struct conn *k = NULL;
				for (int i = 0; i < MAX_CONNS; i++)
					if (conns[i].fd < 0) { k = &conns[i]; break; }
				if (k) {
					/* A client that stops mid-request is hung up on, not waited for. */
					struct timeval tv = {.tv_sec = 2};
					setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
					k->fd = fd;
					k->gen++;
					k->busy = 0;
				} else {
					close(fd); /* more hosts than the harness serves */
				}
			}
			for (int i = 1; i < n; i++)
				if (pfd[i].revents & (POLLIN | POLLHUP | POLLERR))
					take_request(who[i]);
		}
		if (sig_reset) {
			sig_reset = 0;
			in_reset = 1;
			reset_until = now_ms() + reset_ms;
			eon_reset_begin();
			eon_netif_link(0);
		}
		if (in_reset && (int32_t)(now_ms() - reset_until) >= 0) {
			in_reset = 0;
			eon_netif_link(1);
			eon_reset_end();
		}
		if (sig_stats) {
			sig_stats = 0;
			print_stats();
		}
		eon_poll();
		isp_net_poll();
	}
	print_stats();
	unlink(sock_path);
	return 0;
}
