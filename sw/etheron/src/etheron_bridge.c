/* SPDX-License-Identifier: Apache-2.0 */
/*
 * etheron-bridge: a TAP device on the host <-> the drive's Ether-oN transmit and receive commands
 * (firmware/include/etheron_proto.h), so the drive is a host on the TAP's network.
 *
 *   etheron-bridge --tap NAME --drive SPEC [--receives N] [--nsid N] [--stats-ms N] [--max-seconds S]
 *
 * SPEC is "unix:PATH" (the simulation's wire) or "/dev/ngXnY" (a board). The bridge keeps N receive
 * commands posted (default ETHERON_RX_PER_QUEUE), one thread each, and writes every frame they
 * bring back to the TAP; the main thread reads the TAP and sends each frame in a transmit.
 * SIGINT / SIGTERM: stop reading the TAP, send a release so the drive completes the held receives
 * at once, join the threads, print the counters (one JSON line on stdout) and exit 0.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "etheron_proto.h"
#include "cssd_passthru.h"

#define RX_BUF 4096u /* one page, as the paper's driver posts */
#define MAX_RECEIVES 16
#define RETRY_SLEEP_MS 20
#define TX_RETRIES 5

static const char *drive_spec;
static uint32_t nsid;
static int tap_fd = -1;
static volatile sig_atomic_t stop;
static atomic_int rx_threads_alive;

static struct {
	atomic_ullong tx_frames, tx_bytes, tx_refused, tx_dropped;
	atomic_ullong rx_frames, rx_bytes, no_frame, rx_retry, rx_refused, tap_errors, transport_errors;
} ctr;

static void sleep_ms(unsigned ms)
{
	struct timespec ts = {.tv_sec = ms / 1000, .tv_nsec = (long)(ms % 1000) * 1000000L};
	nanosleep(&ts, NULL);
}

static uint64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static int tap_open(const char *name)
{
	int fd = open("/dev/net/tun", O_RDWR | O_CLOEXEC);
	if (fd < 0) {
		perror("etheron-bridge: /dev/net/tun");
		return -1;
	}
	struct ifreq ifr = {.ifr_flags = IFF_TAP | IFF_NO_PI};
	strncpy(ifr.ifr_name, name, IFNAMSIZ - 1);
	if (ioctl(fd, TUNSETIFF, &ifr) != 0) {
		fprintf(stderr, "etheron-bridge: TAP %s: %s\n", name, strerror(errno));
		close(fd);
		return -1;
	}
	return fd;
}

/* One posted receive, re-posted until the bridge stops. */
static void *rx_thread(void *arg)
{
	(void)arg;
	static _Thread_local uint8_t buf[RX_BUF];
	struct cssd_passthru *t = cssd_passthru_open("etheron", drive_spec, nsid);
	if (!t) {
		atomic_fetch_add(&ctr.transport_errors, 1);
		atomic_fetch_sub(&rx_threads_alive, 1);
		stop = 1;
		return NULL;
	}
	while (!stop) {
		uint32_t res;
		struct cssd_cmd rx = {.opcode = ETHERON_OPC_RECEIVE, .cdw11 = RX_BUF, .buf = buf, .len = RX_BUF};
		int st = cssd_passthru_cmd(t, &rx, &res);
		if (st < 0) {
			atomic_fetch_add(&ctr.transport_errors, 1);
			stop = 1;
			break;
		}
		if (st == ETHERON_ST_SUCCESS) {
			if (res == 0) {
				atomic_fetch_add(&ctr.no_frame, 1);
			} else if (res > RX_BUF || write(tap_fd, buf, res) != (ssize_t)res) {
				atomic_fetch_add(&ctr.tap_errors, 1);
			} else {
				atomic_fetch_add(&ctr.rx_frames, 1);
				atomic_fetch_add(&ctr.rx_bytes, res);
			}
		} else if (st == ETHERON_ST_NOT_READY || st == ETHERON_ST_RX_LIMIT) {
			atomic_fetch_add(&ctr.rx_retry, 1);
			sleep_ms(RETRY_SLEEP_MS);
		} else {
			atomic_fetch_add(&ctr.rx_refused, 1);
			sleep_ms(RETRY_SLEEP_MS);
		}
	}
	cssd_passthru_close(t);
	atomic_fetch_sub(&rx_threads_alive, 1);
	return NULL;
}

static void print_state(FILE *f, const char *state, int json)
{
	unsigned long long v[] = {ctr.tx_frames, ctr.tx_bytes, ctr.tx_refused, ctr.tx_dropped, ctr.rx_frames,
	                          ctr.rx_bytes, ctr.no_frame, ctr.rx_retry, ctr.rx_refused, ctr.tap_errors,
	                          ctr.transport_errors};
	if (json)
		fprintf(f, "{\"state\": \"%s\", \"tx_frames\": %llu, \"tx_bytes\": %llu, \"tx_refused\": %llu, "
		        "\"tx_dropped\": %llu, \"rx_frames\": %llu, \"rx_bytes\": %llu, \"no_frame\": %llu, "
		        "\"rx_retry\": %llu, \"rx_refused\": %llu, \"tap_errors\": %llu, \"transport_errors\": %llu}\n",
		        state, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]);
	else
		fprintf(f, "etheron-bridge: %s; receives posted %d; tx %llu frames %llu B (refused %llu, dropped "
		        "%llu); rx %llu frames %llu B; no-frame %llu; retries %llu; refused %llu; tap errors %llu; "
		        "transport errors %llu\n",
		        state, atomic_load(&rx_threads_alive), v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8],
		        v[9], v[10]);
	fflush(f);
}

static void usage(void)
{
	fprintf(stderr, "usage: etheron-bridge --tap NAME --drive unix:PATH|/dev/ngXnY [--receives N] "
	                "[--nsid N] [--stats-ms N] [--max-seconds S]\n");
	exit(2);
}

int main(int argc, char **argv)
{
	const char *tap = NULL;
	int receives = ETHERON_RX_PER_QUEUE;
	unsigned stats_ms = 0, max_seconds = 0;
	for (int i = 1; i < argc; i++) {
		if (i + 1 >= argc)
			usage();
		const char *a = argv[i], *v = argv[++i];
		if (!strcmp(a, "--tap")) tap = v;
		else if (!strcmp(a, "--drive")) drive_spec = v;
		else if (!strcmp(a, "--receives")) receives = atoi(v);
		else if (!strcmp(a, "--nsid")) nsid = (uint32_t)strtoul(v, NULL, 0);
		else if (!strcmp(a, "--stats-ms")) stats_ms = (unsigned)strtoul(v, NULL, 0);
		else if (!strcmp(a, "--max-seconds")) max_seconds = (unsigned)strtoul(v, NULL, 0);
		else usage();
	}
	if (!tap || !drive_spec || receives < 1 || receives > MAX_RECEIVES)
		usage();
	tap_fd = tap_open(tap);
	if (tap_fd < 0)
		return 1;
	struct cssd_passthru *tx = cssd_passthru_open("etheron", drive_spec, nsid);
	if (!tx)
		return 1;
	struct sigaction act = {.sa_handler = on_signal};
	sigaction(SIGINT, &act, NULL);
	sigaction(SIGTERM, &act, NULL);
	signal(SIGPIPE, SIG_IGN);

	pthread_t th[MAX_RECEIVES];
	atomic_store(&rx_threads_alive, receives);
	for (int i = 0; i < receives; i++)
		pthread_create(&th[i], NULL, rx_thread, NULL);
	print_state(stderr, "running", 0);

	uint64_t start = now_ms(), last_stats = start;
	/* Page aligned: a frame never straddles a page, and its dword padding stays in the buffer. */
	static uint8_t frame[ETHERON_BUF_MAX] __attribute__((aligned(4096)));
	int failed = 0;
	while (!stop) {
		if (max_seconds && now_ms() - start >= (uint64_t)max_seconds * 1000u)
			break;
		if (stats_ms && now_ms() - last_stats >= stats_ms) {
			last_stats = now_ms();
			print_state(stderr, "running", 0);
		}
		struct pollfd p = {.fd = tap_fd, .events = POLLIN};
		if (poll(&p, 1, 100) <= 0)
			continue;
		ssize_t n = read(tap_fd, frame, sizeof frame - ETHERON_XFER_ALIGN);
		if (n <= 0)
			continue;
		/* The drive moves whole dwords: the buffer it is told of covers the frame's last one. */
		uint32_t buf_len = ((uint32_t)n + ETHERON_XFER_ALIGN - 1) & ~(ETHERON_XFER_ALIGN - 1);
		memset(frame + n, 0, buf_len - (uint32_t)n);
		uint32_t res;
		int st = -1;
		for (int attempt = 0; attempt < TX_RETRIES && !stop; attempt++) {
			struct cssd_cmd txc = {.opcode = ETHERON_OPC_TRANSMIT, .cdw10 = (uint32_t)n, .cdw11 = buf_len, .buf = frame, .len = buf_len};
			st = cssd_passthru_cmd(tx, &txc, &res);
			if (st != ETHERON_ST_NOT_READY)
				break;
			sleep_ms(RETRY_SLEEP_MS);
		}
		if (st < 0) {
			atomic_fetch_add(&ctr.transport_errors, 1);
			failed = 1;
			break;
		}
		if (st == ETHERON_ST_SUCCESS) {
			atomic_fetch_add(&ctr.tx_frames, 1);
			atomic_fetch_add(&ctr.tx_bytes, (unsigned long long)n);
		} else if (st == ETHERON_ST_NOT_READY) {
			atomic_fetch_add(&ctr.tx_dropped, 1);
		} else {
			atomic_fetch_add(&ctr.tx_refused, 1);
		}
	}
	stop = 1;
	/* The held receives come back at once on a release; a receive still on its way to the drive when
	 * the release passes it is held again, so release until every thread is out (bounded). */
	for (int attempt = 0; attempt < 100 && atomic_load(&rx_threads_alive) > 0; attempt++) {
		uint32_t res;
		struct cssd_cmd rel = {.opcode = ETHERON_OPC_TRANSMIT, .cdw12 = ETHERON_TX_RELEASE};
		if (cssd_passthru_cmd(tx, &rel, &res) < 0) {
			atomic_fetch_add(&ctr.transport_errors, 1);
			failed = 1;
			break;
		}
		sleep_ms(50);
	}
	int left = atomic_load(&rx_threads_alive);
	if (left == 0)
		for (int i = 0; i < receives; i++)
			pthread_join(th[i], NULL);
	else
		fprintf(stderr, "etheron-bridge: %d receive(s) still outstanding at exit\n", left);
	cssd_passthru_close(tx);
	print_state(stderr, "stopped", 0);
	print_state(stdout, "stopped", 1);
	return (failed || left) ? 1 : 0;
}
