/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Main program of the ISP core (core NumCores + 1 of cssd_system with IspCore = 1,
 * rtl/soc/doc/system.md): Ether-oN's network half. The management core has laid out the frame
 * rings in DDR0 with the boot block's addressing (firmware/isp/include/eon_ring.h) before it let
 * this core out of reset; this core brings lwIP up on them (isp_net_init says "up" there), then
 * moves frames between the rings and the stack, and runs lwIP's timers, until reset.
 *
 * Later this core runs Virtual-FW and the containers (issue 24's successor); the image is built
 * for rv64imac so that it runs on every Rocket configuration the drives use.
 */
#include <stdint.h>

#include "isp_net.h"
#include "soc_console.h"
#include "soc_io.h"
#include "soc_irq.h"

/*
 * Idle: after ISP_IDLE_POLLS passes that moved no frame the core sleeps in WFI until the
 * management core's doorbell (it put a transmitted frame in the ring) or ISP_IDLE_TICKS of the
 * machine timer, which keeps lwIP's timers (250 ms and up) on time. Each pass clears the doorbell
 * before it looks at the ring, so a frame announced after the look wakes the core at once.
 */
#define ISP_IDLE_POLLS 16u
#define ISP_IDLE_TICKS 2500u /* 1 ms at 250 MHz */

int main(void)
{
	/* Which core this is: the ISP core's Rocket configuration has an FPU (config/cssd.toml
	 * isp_rocket; this image does not use it, it is rv64imac to run on every core). */
	console_puts("isp: misa ");
	console_putisa(cpu_misa());
	console_puts("\n");
	isp_net_init(ddr0_ptr(CSSD_DDR0_ETHERON_BASE));
	console_puts("isp: network up\n");
	soc_irq_init(1u << SOC_IRQ_DOORBELL);
	for (uint32_t empty = 0;;) {
		soc_doorbell_clear();
		if (isp_net_poll()) {
			empty = 0;
		} else if (++empty > ISP_IDLE_POLLS) {
			empty = 0;
			soc_idle_sleep(ISP_IDLE_TICKS);
		}
	}
}
