/* SPDX-License-Identifier: Apache-2.0 */
/*
 * TCP and UDP echo (RFC 862) on lwIP's raw API: the firmware's service that proves the Ether-oN
 * path until mini-docker exists.
 *
 * TCP flow control runs end to end: received data is acknowledged to the peer (tcp_recved, which
 * reopens its window) only once it has gone into the send buffer, so a peer that sends faster than
 * it reads is slowed by its own window, and the firmware never queues more than one window.
 */
#include <stddef.h>

#include "isp_net.h"
#include "lwip/pbuf.h"
#include "lwip/tcp.h"
#include "lwip/udp.h"

struct echo_conn {
	struct pbuf *pending; /* received, not yet in the send buffer */
	uint16_t offset;      /* bytes of pending's first pbuf already sent */
	int closing;          /* the peer closed: close once pending is sent */
};

#define ECHO_CONNS 8
static struct echo_conn conns[ECHO_CONNS];
static uint8_t conn_used[ECHO_CONNS];

static void conn_free(struct tcp_pcb *pcb, struct echo_conn *ec)
{
	if (ec->pending)
		pbuf_free(ec->pending);
	conn_used[ec - conns] = 0;
	tcp_arg(pcb, NULL);
	tcp_recv(pcb, NULL);
	tcp_sent(pcb, NULL);
	tcp_err(pcb, NULL);
}

static void echo_send(struct tcp_pcb *pcb, struct echo_conn *ec)
{
	uint32_t moved = 0;
	while (ec->pending != NULL) {
		struct pbuf *p = ec->pending;
		u16_t room = tcp_sndbuf(pcb);
		u16_t left = (u16_t)(p->len - ec->offset);
		u16_t n = left < room ? left : room;
		if (n == 0 || tcp_sndqueuelen(pcb) >= TCP_SND_QUEUELEN)
			break;
		if (tcp_write(pcb, (const uint8_t *)p->payload + ec->offset, n, TCP_WRITE_FLAG_COPY) != ERR_OK)
			break;
		moved += n;
		ec->offset = (u16_t)(ec->offset + n);
		if (ec->offset == p->len) {
			ec->pending = p->next;
			if (p->next)
				pbuf_ref(p->next);
			pbuf_free(p);
			ec->offset = 0;
		}
	}
	while (moved > 0) { /* tcp_recved takes a u16 */
		u16_t n = moved > 0xffff ? 0xffff : (u16_t)moved;
		tcp_recved(pcb, n);
		moved -= n;
	}
	tcp_output(pcb);
	if (ec->pending == NULL && ec->closing) {
		conn_free(pcb, ec);
		if (tcp_close(pcb) != ERR_OK)
			tcp_abort(pcb);
	}
}

static err_t echo_recv(void *arg, struct tcp_pcb *pcb, struct pbuf *p, err_t err)
{
	struct echo_conn *ec = arg;
	if (p == NULL || err != ERR_OK) {
		if (p)
			pbuf_free(p);
		ec->closing = 1;
		echo_send(pcb, ec);
		return ERR_OK;
	}
	if (ec->pending)
		pbuf_cat(ec->pending, p);
	else
		ec->pending = p;
	echo_send(pcb, ec);
	return ERR_OK;
}

static err_t echo_sent(void *arg, struct tcp_pcb *pcb, u16_t len)
{
	(void)len;
	echo_send(pcb, arg);
	return ERR_OK;
}

static void echo_err(void *arg, err_t err)
{
	(void)err;
	struct echo_conn *ec = arg; /* the pcb is already gone */
	if (ec) {
		if (ec->pending)
			pbuf_free(ec->pending);
		conn_used[ec - conns] = 0;
	}
}

static err_t echo_accept(void *arg, struct tcp_pcb *pcb, err_t err)
{
	(void)arg;
	if (err != ERR_OK || pcb == NULL)
		return ERR_VAL;
	for (int i = 0; i < ECHO_CONNS; i++) {
		if (!conn_used[i]) {
			conn_used[i] = 1;
			conns[i] = (struct echo_conn){0};
			tcp_arg(pcb, &conns[i]);
			tcp_recv(pcb, echo_recv);
			tcp_sent(pcb, echo_sent);
			tcp_err(pcb, echo_err);
			return ERR_OK;
		}
	}
	tcp_abort(pcb); /* every slot busy: refuse the connection with a reset */
	return ERR_ABRT;
}

static void udp_echo_recv(void *arg, struct udp_pcb *pcb, struct pbuf *p, const ip_addr_t *addr, u16_t port)
{
	(void)arg;
	udp_sendto(pcb, p, addr, port);
	pbuf_free(p);
}

void isp_echo_start(uint16_t port)
{
	struct tcp_pcb *pcb = tcp_new_ip_type(IPADDR_TYPE_V4);
	tcp_bind(pcb, IP4_ADDR_ANY, port);
	pcb = tcp_listen(pcb);
	tcp_accept(pcb, echo_accept);

	struct udp_pcb *u = udp_new_ip_type(IPADDR_TYPE_V4);
	udp_bind(u, IP4_ADDR_ANY, port);
	udp_recv(u, udp_echo_recv, NULL);
}
