// The controller system: ctrl_core plus NumCores Rocket set cores, (MgmtCore = 1) one management
// core and (IspCore = 1) one ISP core (soc_core each; NumAll = NumCores + MgmtCore + IspCore
// cores), board independent. Address map and sharing contract: rtl/soc/doc/system.md; in short,
// each core sees
//   0x1000_0000 boot memory, 0x1100_0000 sysctl (CORE_ID = core index), both private;
//   0x2000_0000 + 0x0_0000..0x1_FFFF  ctrl_core's firmware port (32-bit accesses), shared;
//   0x4000_0000 + a                   DDR bank 0 byte a, uncached single accesses, shared;
//   0x8000_0000 + x                   private cached DRAM: m_axi_cpu address
//                                     i * CoreMemBytes + (x mod CoreMemBytes).
// Core i < NumCores serves NVM set i (its PLIC sources: 1 = fw_set_irq_o[i], 2 = fw_irq_o, 3-8 =
// the flash channel interrupts of the channels set i owns, see gen_cores below); core NumCores
// is the management core (source 2; source 1 the ISP core's doorbell), booting from MgmtBootHex;
// core NumCores + MgmtCore (the last), with IspCore = 1, is the ISP core (the network half of
// Ether-oN; source 1 the management core's doorbell, see gen_doorbell), booting from IspBootHex. The set cores and the ISP core stay in
// reset until the management core releases them (its soc_sysctl SET_CORES_RUN: bit i set core
// i, bit NumCores the ISP core). The console UART's received bytes go to one core's soc_sysctl
// CONSOLE_RX (UartRxCore: the management core, or core 0 without one); the others read "no byte".
//
// Sharing (why it is built this way): every core is its own Rocket (ExampleRocketSystem; the ISP
// core's may be another configuration, renamed, see soc_core), so nothing is coherent between
// cores, and the hardware masters (NVMe data mover, flash DMA) serve all sets.
// The data path therefore stays zero-copy in DDR bank 0 and the cores reach it only uncached
// (soc_io_bridge): ctrl_core's m_axi_ddr0 and every core's DDR window share the bank through one
// common_axi_mux (ctrl_core is master 0, core i master i + 1, so the bank sees
// ID = {master index, ID}: DdrIdWidth + $clog2(NumAll + 1) bits, 6 for the default 2 + 1 cores,
// 7 with an ISP core as well).
// The firmware port is shared the same way through common_axil_arb: slave 0 is the external
// s_axil_fw port (test benches; with MgmtCore = 0 the Python management model), slave i + 1
// core i. Firmware state lives in the cached private DRAM, which no hardware master writes; the
// cores' private ranges share one m_axi_cpu port (one DRAM, or a part of one, on a board) through
// another common_axi_mux (ID 4 + $clog2(NumAll) bits).
//
// Partial: private-DRAM accesses beyond CoreMemBytes wrap within the core's own range (no
// DECERR); a core can only corrupt its own memory that way. cores_rst_ni resets the cores alone
// (not their bridges or the shared interconnect): pulse it only while the cores are quiet on
// their buses (held from power-on, or after they have exited), or a response in flight is
// delivered to a core that no longer expects it.
`default_nettype none

module cssd_system #(

  // PCIe user interface width in bits (512 at 250 MHz for Gen3 x16; 256 for narrower links).
  parameter int AxisDataWidth = 512,
  // tuser widths follow PG213 for the chosen data width (512-bit values by default).
  parameter int CqUserWidth   = 183,
  parameter int CcUserWidth   = 81,
  parameter int RqUserWidth   = 137,
  parameter int RcUserWidth   = 161,
  // AXI4 ports to the two DRAM banks that hold the emulated flash.
  parameter int DdrAddrWidth  = 32,
  parameter int DdrDataWidth  = 512,
  parameter int DdrIdWidth    = 4,
  // Build identification reported in the CTRL.BUILD_ID register (e.g. a git hash prefix).
  parameter logic [31:0] BuildId = 32'h0,
  // Flash back end geometry (rtl/flash/doc/README.md). 0 channels leaves it out: the NVMe-only
  // test benches stay small, and the board top builds without it until its area is down (see
  // rtl/flash/doc/README.md, synthesis).
  parameter int FlashChannels   = 0,
  parameter int FlashDies       = 4,
  parameter int FlashPlanes     = 2,
  parameter int FlashBlocks     = 64,
  parameter int FlashPages      = 64,
  parameter int FlashPageBytes  = 16384,
  parameter int FlashSpareBytes = 64,
  parameter int FlashDepth      = 8,
  // Set cores: core i < NumCores serves NVM set i (at most cssd_config_pkg::MaxSets, the front
  // end's NVM sets); the flash channels are split over them by cssd_config_pkg::set_channel_first.
  parameter int    NumCores     = 2,
  // 1: one more core, index NumCores, the management core (admin commands, flash global set-up,
  // set mailboxes); 0: none (the external firmware port serves admin commands).
  parameter int    MgmtCore     = 1,
  // 1: one more core, index NumCores + MgmtCore (the last), the ISP core (Ether-oN's network
  // stack): its own private DRAM range, DDR0 window and firmware port like every core, the
  // management core's doorbell as its one PLIC source, no UART receive; held in reset until the management core sets SET_CORES_RUN bit
  // NumCores. Needs MgmtCore = 1. 0: none.
  parameter int    IspCore      = 0,
  // Private DRAM per core in bytes: a power of two, at least 4 KiB; NumAll ranges on m_axi_cpu.
  parameter int    CoreMemBytes = 16 * 1024 * 1024,
  // Boot memory per core in 64-bit words (128 KiB by default), and the $readmemh images: every set
  // core loads BootHex and branches on CORE_ID; the management core loads MgmtBootHex, the ISP
  // core IspBootHex.
  parameter int    BootWords    = 16384,
  parameter string BootHex      = "",
  parameter string MgmtBootHex  = "",
  parameter string IspBootHex   = "",
  // Console UART bit time in clk_i cycles (2170: 115200 baud at 250 MHz); the cores' console
  // lines go out on uart_tx_o (soc_console).
  parameter int    UartDiv      = 2170,
  // Console line buffer per core in bytes: bytes a core prints while the UART is busy wait
  // there; beyond that they are dropped from the UART (never from core_console_*_o).
  parameter int    ConsoleLineBytes = 256,
  // Derived: all cores, and DDR bank 0 and m_axi_cpu ID widths after the muxes add the master
  // index. Not to be overridden.
  localparam int   NumAll       = NumCores + MgmtCore + IspCore,
  localparam int   Ddr0IdWidth  = DdrIdWidth + $clog2(NumAll + 1),
  localparam int   CpuIdWidth   = 4 + ((NumAll > 1) ? $clog2(NumAll) : 0)
) (
  // Datapath clock (PCIe user_clk, 250 MHz) and its active-low reset.
  input  wire                         clk_i,
  input  wire                         rst_ni,

  // PCIe completer request (host -> BAR0).
  input  wire [AxisDataWidth-1:0]     s_axis_cq_tdata,
  input  wire [AxisDataWidth/32-1:0]  s_axis_cq_tkeep,
  input  wire                         s_axis_cq_tlast,
  input  wire [CqUserWidth-1:0]       s_axis_cq_tuser,
  input  wire                         s_axis_cq_tvalid,
  output wire                         s_axis_cq_tready,
  output wire [1:0]                   pcie_cq_np_req,
  input  wire [5:0]                   pcie_cq_np_req_count,

  // PCIe completer completion (BAR0 read data -> host).
  output wire [AxisDataWidth-1:0]     m_axis_cc_tdata,
  output wire [AxisDataWidth/32-1:0]  m_axis_cc_tkeep,
  output wire                         m_axis_cc_tlast,
  output wire [CcUserWidth-1:0]       m_axis_cc_tuser,
  output wire                         m_axis_cc_tvalid,
  input  wire                         m_axis_cc_tready,

  // PCIe requester request (controller DMA -> host memory).
  output wire [AxisDataWidth-1:0]     m_axis_rq_tdata,
  output wire [AxisDataWidth/32-1:0]  m_axis_rq_tkeep,
  output wire                         m_axis_rq_tlast,
  output wire [RqUserWidth-1:0]       m_axis_rq_tuser,
  output wire                         m_axis_rq_tvalid,
  input  wire                         m_axis_rq_tready,

  // PCIe requester completion (host memory read data -> controller).
  input  wire [AxisDataWidth-1:0]     s_axis_rc_tdata,
  input  wire [AxisDataWidth/32-1:0]  s_axis_rc_tkeep,
  input  wire                         s_axis_rc_tlast,
  input  wire [RcUserWidth-1:0]       s_axis_rc_tuser,
  input  wire                         s_axis_rc_tvalid,
  output wire                         s_axis_rc_tready,

  // PCIe configuration status from the hard block (PG213 cfg_* names).
  input  wire [1:0]                   cfg_max_payload,
  input  wire [2:0]                   cfg_max_read_req,
  input  wire [15:0]                  cfg_function_status,
  input  wire [3:0]                   cfg_interrupt_msix_enable,
  input  wire [3:0]                   cfg_interrupt_msix_mask,

  // AXI4 masters to DRAM bank 0 and bank 1 (emulated flash), in the clk_i domain; the board top
  // crosses into each DDR controller's clock.
  output wire [Ddr0IdWidth-1:0]        m_axi_ddr0_awid,
  output wire [DdrAddrWidth-1:0]      m_axi_ddr0_awaddr,
  output wire [7:0]                   m_axi_ddr0_awlen,
  output wire [2:0]                   m_axi_ddr0_awsize,
  output wire [1:0]                   m_axi_ddr0_awburst,
  output wire                         m_axi_ddr0_awvalid,
  input  wire                         m_axi_ddr0_awready,
  output wire [DdrDataWidth-1:0]      m_axi_ddr0_wdata,
  output wire [DdrDataWidth/8-1:0]    m_axi_ddr0_wstrb,
  output wire                         m_axi_ddr0_wlast,
  output wire                         m_axi_ddr0_wvalid,
  input  wire                         m_axi_ddr0_wready,
  input  wire [Ddr0IdWidth-1:0]        m_axi_ddr0_bid,
  input  wire [1:0]                   m_axi_ddr0_bresp,
  input  wire                         m_axi_ddr0_bvalid,
  output wire                         m_axi_ddr0_bready,
  output wire [Ddr0IdWidth-1:0]        m_axi_ddr0_arid,
  output wire [DdrAddrWidth-1:0]      m_axi_ddr0_araddr,
  output wire [7:0]                   m_axi_ddr0_arlen,
  output wire [2:0]                   m_axi_ddr0_arsize,
  output wire [1:0]                   m_axi_ddr0_arburst,
  output wire                         m_axi_ddr0_arvalid,
  input  wire                         m_axi_ddr0_arready,
  input  wire [Ddr0IdWidth-1:0]        m_axi_ddr0_rid,
  input  wire [DdrDataWidth-1:0]      m_axi_ddr0_rdata,
  input  wire [1:0]                   m_axi_ddr0_rresp,
  input  wire                         m_axi_ddr0_rlast,
  input  wire                         m_axi_ddr0_rvalid,
  output wire                         m_axi_ddr0_rready,

  output wire [DdrIdWidth-1:0]        m_axi_ddr1_awid,
  output wire [DdrAddrWidth-1:0]      m_axi_ddr1_awaddr,
  output wire [7:0]                   m_axi_ddr1_awlen,
  output wire [2:0]                   m_axi_ddr1_awsize,
  output wire [1:0]                   m_axi_ddr1_awburst,
  output wire                         m_axi_ddr1_awvalid,
  input  wire                         m_axi_ddr1_awready,
  output wire [DdrDataWidth-1:0]      m_axi_ddr1_wdata,
  output wire [DdrDataWidth/8-1:0]    m_axi_ddr1_wstrb,
  output wire                         m_axi_ddr1_wlast,
  output wire                         m_axi_ddr1_wvalid,
  input  wire                         m_axi_ddr1_wready,
  input  wire [DdrIdWidth-1:0]        m_axi_ddr1_bid,
  input  wire [1:0]                   m_axi_ddr1_bresp,
  input  wire                         m_axi_ddr1_bvalid,
  output wire                         m_axi_ddr1_bready,
  output wire [DdrIdWidth-1:0]        m_axi_ddr1_arid,
  output wire [DdrAddrWidth-1:0]      m_axi_ddr1_araddr,
  output wire [7:0]                   m_axi_ddr1_arlen,
  output wire [2:0]                   m_axi_ddr1_arsize,
  output wire [1:0]                   m_axi_ddr1_arburst,
  output wire                         m_axi_ddr1_arvalid,
  input  wire                         m_axi_ddr1_arready,
  input  wire [DdrIdWidth-1:0]        m_axi_ddr1_rid,
  input  wire [DdrDataWidth-1:0]      m_axi_ddr1_rdata,
  input  wire [1:0]                   m_axi_ddr1_rresp,
  input  wire                         m_axi_ddr1_rlast,
  input  wire                         m_axi_ddr1_rvalid,
  output wire                         m_axi_ddr1_rready,

  // Firmware port (AXI4-Lite, 32-bit), laid out by rtl/top/fw_port.rdl (HTML reference: build/regs-html/fw_port, `make regs`):
  // the NVMe management registers, the queues of each NVM set, the flash back end's global
  // registers and each flash channel's operation queues (DECERR without flash), and the level
  // interrupts (NVMe management, one per set, one per flash channel). Driven by the firmware cores
  // once they exist (issue: firmware complex).
  input  wire                         s_axil_fw_awvalid,
  output wire                         s_axil_fw_awready,
  input  wire [16:0]                  s_axil_fw_awaddr,
  input  wire [2:0]                   s_axil_fw_awprot,
  input  wire                         s_axil_fw_wvalid,
  output wire                         s_axil_fw_wready,
  input  wire [31:0]                  s_axil_fw_wdata,
  input  wire [3:0]                   s_axil_fw_wstrb,
  output wire                         s_axil_fw_bvalid,
  input  wire                         s_axil_fw_bready,
  output wire [1:0]                   s_axil_fw_bresp,
  input  wire                         s_axil_fw_arvalid,
  output wire                         s_axil_fw_arready,
  input  wire [16:0]                  s_axil_fw_araddr,
  input  wire [2:0]                   s_axil_fw_arprot,
  output wire                         s_axil_fw_rvalid,
  input  wire                         s_axil_fw_rready,
  output wire [31:0]                  s_axil_fw_rdata,
  output wire [1:0]                   s_axil_fw_rresp,
  output wire                         fw_irq_o,
  output wire [cssd_config_pkg::MaxSets-1:0] fw_set_irq_o,
  output wire [cssd_config_pkg::MaxChannels-1:0] flash_irq_o,

  // Resets the emulated NAND's block state (pages written, bad-block marks) and nothing else: a
  // controller reset leaves the media as it is, as a power cycle leaves NAND contents. Boards tie
  // it to power-on; tests pulse it once to start from factory-fresh media.
  input  wire                         flash_array_rst_ni,
  // High while the emulated NAND loses power (flash_top's power_loss_i): simulations' power
  // cuts; boards tie it low.
  input  wire                         flash_power_loss_i,

  // Firmware console UART (8N1, soc_console: the cores' console lines, "[i] " before core i's;
  // received bytes: soc_sysctl CONSOLE_RX of core UartRxCore) and board status (LEDs: bit 0 = out
  // of reset, bit 1 = BAR0 seen, bit 2 = NVMe controller ready (CSTS.RDY), bit 3 = controller
  // fatal status (CSTS.CFS)).
  input  wire                         uart_rx_i,
  output wire                         uart_tx_o,
  output wire [7:0]                   status_o,

  // Resets the firmware cores (ANDed with rst_ni for them only): the test bench configures the
  // drive with the cores held, then lets them boot. See the header for when it may be pulsed.
  input  wire                         cores_rst_ni,

  // The cores' private cached DRAM (AXI4, 64-bit): core i's range at i * CoreMemBytes.
  output wire [CpuIdWidth-1:0]        m_axi_cpu_awid,
  output wire [31:0]                  m_axi_cpu_awaddr,
  output wire [7:0]                   m_axi_cpu_awlen,
  output wire [2:0]                   m_axi_cpu_awsize,
  output wire [1:0]                   m_axi_cpu_awburst,
  output wire                         m_axi_cpu_awvalid,
  input  wire                         m_axi_cpu_awready,
  output wire [63:0]                  m_axi_cpu_wdata,
  output wire [7:0]                   m_axi_cpu_wstrb,
  output wire                         m_axi_cpu_wlast,
  output wire                         m_axi_cpu_wvalid,
  input  wire                         m_axi_cpu_wready,
  input  wire [CpuIdWidth-1:0]        m_axi_cpu_bid,
  input  wire [1:0]                   m_axi_cpu_bresp,
  input  wire                         m_axi_cpu_bvalid,
  output wire                         m_axi_cpu_bready,
  output wire [CpuIdWidth-1:0]        m_axi_cpu_arid,
  output wire [31:0]                  m_axi_cpu_araddr,
  output wire [7:0]                   m_axi_cpu_arlen,
  output wire [2:0]                   m_axi_cpu_arsize,
  output wire [1:0]                   m_axi_cpu_arburst,
  output wire                         m_axi_cpu_arvalid,
  input  wire                         m_axi_cpu_arready,
  input  wire [CpuIdWidth-1:0]        m_axi_cpu_rid,
  input  wire [63:0]                  m_axi_cpu_rdata,
  input  wire [1:0]                   m_axi_cpu_rresp,
  input  wire                         m_axi_cpu_rlast,
  input  wire                         m_axi_cpu_rvalid,
  output wire                         m_axi_cpu_rready,

  // Per-core console bytes (one per pulse) and exit codes (soc_sysctl), core i in slice i.
  output wire [NumAll-1:0]            core_console_valid_o,
  output wire [NumAll*8-1:0]          core_console_data_o,
  output wire [NumAll-1:0]            core_exit_valid_o,
  output wire [NumAll*32-1:0]         core_exit_code_o
);

  // ---------------------------------------------------------------------------------------------
  // Elaboration checks.
  // ---------------------------------------------------------------------------------------------
  localparam int MemBits = $clog2(CoreMemBytes);
  if (NumCores < 1 || MgmtCore < 0 || MgmtCore > 1 || IspCore < 0 || IspCore > 1 || NumAll > 255)
  begin : gen_cores_check
    $error("cssd_system: NumCores >= 1, MgmtCore and IspCore 0 or 1, NumAll <= 255 (CORE_ID holds 8 bits)");
  end
  if (IspCore == 1 && MgmtCore != 1) begin : gen_isp_check
    $error("cssd_system: IspCore = 1 needs the management core (MgmtCore = 1), which releases it");
  end
  // The geometry rules of config/cssd.toml (tools/gen_config.py `problems`), for any parameter
  // set; sim/checks/test_config.py shows each one firing.
  if (NumCores > cssd_config_pkg::MaxSets) begin : gen_sets_check
    $error("cssd_system: NumCores exceeds the front end's NVM sets (cssd_config_pkg::MaxSets)");
  end
  if (FlashChannels > 0 && FlashChannels < NumCores) begin : gen_channels_check
    $error("cssd_system: every set core needs a flash channel (FlashChannels >= NumCores)");
  end
  if (FlashChannels > cssd_config_pkg::MaxChannels) begin : gen_max_channels_check
    $error("cssd_system: more flash channels than ctrl_core has channel interrupts (MaxChannels)");
  end
  if (UartDiv < 4 || UartDiv > 65535) begin : gen_uart_check
    $error("cssd_system: UartDiv must be 4..65535 clk_i cycles per bit");
  end
  if (CoreMemBytes < 4096 || (CoreMemBytes & (CoreMemBytes - 1)) != 0
      || longint'(NumAll) * longint'(CoreMemBytes) > 64'h1_0000_0000) begin : gen_mem_check
    $error("cssd_system: CoreMemBytes must be a power of two >= 4 KiB, NumAll of them within 4 GiB");
  end

  localparam int NumFw    = NumAll + 1;    // firmware-port masters: the external port, then cores
  localparam int FwAddrW  = cssd_fw_port_pkg::FwPortAddrWidth;
  localparam int DdrStrbW = DdrDataWidth / 8;

  // Cores' reset: the system reset or the cores-only one.
  logic cores_rst_n;
  assign cores_rst_n = rst_ni && cores_rst_ni;

  // Set core i's reset: with a management core, also held until the management core sets bit i
  // of its soc_sysctl SET_CORES_RUN, after the flash back end and the set mailboxes are set up.
  // The ISP core's likewise, by bit NumCores (the management firmware releases it when it reads
  // soc_sysctl CORES.ISP = 1).
  // The DDR0 `go` word alone does not order this after a reset of the cores: DDR0 keeps a `go`
  // from the previous boot (rtl/soc/doc/system.md, boot sequence). The bits are flops cleared by
  // cores_rst_n itself, so the AND cannot glitch and its release is synchronous to clk_i (and
  // soc_core releases Rocket two edges later). Without a management core the set cores run from
  // reset (a testbench plays the loader).
  logic [7:0] set_cores_run;
  logic [NumAll-1:0] core_rst_n;
  localparam int IspIndex = NumCores + MgmtCore;  // the ISP core's index, when IspCore = 1
  if (MgmtCore == 1 && NumCores + IspCore > 8) begin : gen_run_check
    $error("cssd_system: SET_CORES_RUN releases at most 8 cores (the set cores and the ISP core)");
  end
  if (MgmtCore == 0) begin : gen_no_mgmt_run
    assign set_cores_run = '0;
  end
  // The ISP core alone back into reset (the management core's SET_CORES_RUN.ISP_HOLD, e.g. to
  // restart Ether-oN's network half): its two ports drain first (soc_axi_quiesce in gen_cores: no
  // new transaction starts, the started ones finish), so nothing is cut on the shared DRAM
  // interconnect or firmware port; only then does isp_held_q put it in reset, and ISP_HELD reads
  // 1. The ports stay gated while it is held (what a core in reset drives goes nowhere) until
  // the cycle ISP_HOLD is cleared takes isp_held_q down and lets the core boot again.
  logic              isp_hold, isp_held_q, isp_drain;
  logic [NumAll-1:0] core_ports_idle;
  if (IspCore == 1 && MgmtCore == 1) begin : gen_isp_hold
    always_ff @(posedge clk_i or negedge cores_rst_n) begin
      if (!cores_rst_n) isp_held_q <= 1'b0;
      else              isp_held_q <= isp_hold && core_ports_idle[IspIndex];
    end
  end else begin : gen_no_isp_hold
    assign isp_held_q = 1'b0;
  end
  if (MgmtCore == 0) begin : gen_no_mgmt_hold
    assign isp_hold = 1'b0;
  end
  assign isp_drain = isp_hold || isp_held_q;
  logic unused_core_ports_idle;
  assign unused_core_ports_idle = ^core_ports_idle;

  // Bits of absent cores (always 0; soc_sysctl implements NumCores + IspCore of them).
  logic unused_set_cores_run;
  assign unused_set_cores_run = ^set_cores_run;
  for (genvar i = 0; i < NumAll; i++) begin : gen_core_rst
    if (MgmtCore == 1 && i < NumCores) begin : gen_held
      assign core_rst_n[i] = cores_rst_n && set_cores_run[i];
    end else if (IspCore == 1 && i == IspIndex) begin : gen_isp_held
      assign core_rst_n[i] = cores_rst_n && set_cores_run[NumCores] && !isp_held_q;
    end else begin : gen_free
      assign core_rst_n[i] = cores_rst_n;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Firmware port: the external port (slot 0) and each core's bridge (slot i + 1) share ctrl_core's.
  // ---------------------------------------------------------------------------------------------
  logic [NumFw-1:0]         fws_awvalid, fws_awready, fws_wvalid, fws_wready, fws_bvalid, fws_bready;
  logic [NumFw-1:0]         fws_arvalid, fws_arready, fws_rvalid, fws_rready;
  logic [NumFw*FwAddrW-1:0] fws_awaddr, fws_araddr;
  logic [NumFw*3-1:0]       fws_awprot, fws_arprot;
  logic [NumFw*32-1:0]      fws_wdata, fws_rdata;
  logic [NumFw*4-1:0]       fws_wstrb;
  logic [NumFw*2-1:0]       fws_bresp, fws_rresp;

  logic                     fw_m_awvalid, fw_m_awready, fw_m_wvalid, fw_m_wready, fw_m_bvalid, fw_m_bready;
  logic                     fw_m_arvalid, fw_m_arready, fw_m_rvalid, fw_m_rready;
  logic [FwAddrW-1:0]       fw_m_awaddr, fw_m_araddr;
  logic [2:0]               fw_m_awprot, fw_m_arprot;
  logic [31:0]              fw_m_wdata, fw_m_rdata;
  logic [3:0]               fw_m_wstrb;
  logic [1:0]               fw_m_bresp, fw_m_rresp;

  assign fws_awvalid[0]          = s_axil_fw_awvalid;
  assign fws_awaddr[0 +: FwAddrW] = s_axil_fw_awaddr;
  assign fws_awprot[0 +: 3]      = s_axil_fw_awprot;
  assign fws_wvalid[0]           = s_axil_fw_wvalid;
  assign fws_wdata[0 +: 32]      = s_axil_fw_wdata;
  assign fws_wstrb[0 +: 4]       = s_axil_fw_wstrb;
  assign fws_bready[0]           = s_axil_fw_bready;
  assign fws_arvalid[0]          = s_axil_fw_arvalid;
  assign fws_araddr[0 +: FwAddrW] = s_axil_fw_araddr;
  assign fws_arprot[0 +: 3]      = s_axil_fw_arprot;
  assign fws_rready[0]           = s_axil_fw_rready;
  assign s_axil_fw_awready       = fws_awready[0];
  assign s_axil_fw_wready        = fws_wready[0];
  assign s_axil_fw_bvalid        = fws_bvalid[0];
  assign s_axil_fw_bresp         = fws_bresp[0 +: 2];
  assign s_axil_fw_arready       = fws_arready[0];
  assign s_axil_fw_rvalid        = fws_rvalid[0];
  assign s_axil_fw_rdata         = fws_rdata[0 +: 32];
  assign s_axil_fw_rresp         = fws_rresp[0 +: 2];

  common_axil_arb #(
    .N         (NumFw),
    .AddrWidth (FwAddrW)
  ) i_fw_arb (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .s_axil_awvalid (fws_awvalid),
    .s_axil_awready (fws_awready),
    .s_axil_awaddr  (fws_awaddr),
    .s_axil_awprot  (fws_awprot),
    .s_axil_wvalid  (fws_wvalid),
    .s_axil_wready  (fws_wready),
    .s_axil_wdata   (fws_wdata),
    .s_axil_wstrb   (fws_wstrb),
    .s_axil_bvalid  (fws_bvalid),
    .s_axil_bready  (fws_bready),
    .s_axil_bresp   (fws_bresp),
    .s_axil_arvalid (fws_arvalid),
    .s_axil_arready (fws_arready),
    .s_axil_araddr  (fws_araddr),
    .s_axil_arprot  (fws_arprot),
    .s_axil_rvalid  (fws_rvalid),
    .s_axil_rready  (fws_rready),
    .s_axil_rdata   (fws_rdata),
    .s_axil_rresp   (fws_rresp),
    .m_axil_awvalid (fw_m_awvalid),
    .m_axil_awready (fw_m_awready),
    .m_axil_awaddr  (fw_m_awaddr),
    .m_axil_awprot  (fw_m_awprot),
    .m_axil_wvalid  (fw_m_wvalid),
    .m_axil_wready  (fw_m_wready),
    .m_axil_wdata   (fw_m_wdata),
    .m_axil_wstrb   (fw_m_wstrb),
    .m_axil_bvalid  (fw_m_bvalid),
    .m_axil_bready  (fw_m_bready),
    .m_axil_bresp   (fw_m_bresp),
    .m_axil_arvalid (fw_m_arvalid),
    .m_axil_arready (fw_m_arready),
    .m_axil_araddr  (fw_m_araddr),
    .m_axil_arprot  (fw_m_arprot),
    .m_axil_rvalid  (fw_m_rvalid),
    .m_axil_rready  (fw_m_rready),
    .m_axil_rdata   (fw_m_rdata),
    .m_axil_rresp   (fw_m_rresp)
  );

  // ---------------------------------------------------------------------------------------------
  // DDR bank 0: ctrl_core (slot 0) and each core's uncached window (slot i + 1).
  // ---------------------------------------------------------------------------------------------
  logic [DdrIdWidth-1:0]    cc_ddr0_awid, cc_ddr0_bid, cc_ddr0_arid, cc_ddr0_rid;
  logic [DdrAddrWidth-1:0]  cc_ddr0_awaddr, cc_ddr0_araddr;
  logic [7:0]               cc_ddr0_awlen, cc_ddr0_arlen;
  logic [2:0]               cc_ddr0_awsize, cc_ddr0_arsize;
  logic [1:0]               cc_ddr0_awburst, cc_ddr0_arburst, cc_ddr0_bresp, cc_ddr0_rresp;
  logic                     cc_ddr0_awvalid, cc_ddr0_awready, cc_ddr0_wlast, cc_ddr0_wvalid, cc_ddr0_wready;
  logic                     cc_ddr0_bvalid, cc_ddr0_bready, cc_ddr0_arvalid, cc_ddr0_arready;
  logic                     cc_ddr0_rlast, cc_ddr0_rvalid, cc_ddr0_rready;
  logic [DdrDataWidth-1:0]  cc_ddr0_wdata, cc_ddr0_rdata;
  logic [DdrStrbW-1:0]      cc_ddr0_wstrb;

  logic [NumFw*DdrIdWidth-1:0]   ddrs_awid, ddrs_bid, ddrs_arid, ddrs_rid;
  logic [NumFw*DdrAddrWidth-1:0] ddrs_awaddr, ddrs_araddr;
  logic [NumFw*8-1:0]            ddrs_awlen, ddrs_arlen;
  logic [NumFw*3-1:0]            ddrs_awsize, ddrs_arsize;
  logic [NumFw*2-1:0]            ddrs_awburst, ddrs_arburst, ddrs_bresp, ddrs_rresp;
  logic [NumFw-1:0]              ddrs_awvalid, ddrs_awready, ddrs_wlast, ddrs_wvalid, ddrs_wready;
  logic [NumFw-1:0]              ddrs_bvalid, ddrs_bready, ddrs_arvalid, ddrs_arready;
  logic [NumFw-1:0]              ddrs_rlast, ddrs_rvalid, ddrs_rready;
  logic [NumFw*DdrDataWidth-1:0] ddrs_wdata, ddrs_rdata;
  logic [NumFw*DdrStrbW-1:0]     ddrs_wstrb;

  assign ddrs_awid[0 +: DdrIdWidth]      = cc_ddr0_awid;
  assign ddrs_awaddr[0 +: DdrAddrWidth]  = cc_ddr0_awaddr;
  assign ddrs_awlen[0 +: 8]              = cc_ddr0_awlen;
  assign ddrs_awsize[0 +: 3]             = cc_ddr0_awsize;
  assign ddrs_awburst[0 +: 2]            = cc_ddr0_awburst;
  assign ddrs_awvalid[0]                 = cc_ddr0_awvalid;
  assign ddrs_wdata[0 +: DdrDataWidth]   = cc_ddr0_wdata;
  assign ddrs_wstrb[0 +: DdrStrbW]       = cc_ddr0_wstrb;
  assign ddrs_wlast[0]                   = cc_ddr0_wlast;
  assign ddrs_wvalid[0]                  = cc_ddr0_wvalid;
  assign ddrs_bready[0]                  = cc_ddr0_bready;
  assign ddrs_arid[0 +: DdrIdWidth]      = cc_ddr0_arid;
  assign ddrs_araddr[0 +: DdrAddrWidth]  = cc_ddr0_araddr;
  assign ddrs_arlen[0 +: 8]              = cc_ddr0_arlen;
  assign ddrs_arsize[0 +: 3]             = cc_ddr0_arsize;
  assign ddrs_arburst[0 +: 2]            = cc_ddr0_arburst;
  assign ddrs_arvalid[0]                 = cc_ddr0_arvalid;
  assign ddrs_rready[0]                  = cc_ddr0_rready;
  assign cc_ddr0_awready = ddrs_awready[0];
  assign cc_ddr0_wready  = ddrs_wready[0];
  assign cc_ddr0_bid     = ddrs_bid[0 +: DdrIdWidth];
  assign cc_ddr0_bresp   = ddrs_bresp[0 +: 2];
  assign cc_ddr0_bvalid  = ddrs_bvalid[0];
  assign cc_ddr0_arready = ddrs_arready[0];
  assign cc_ddr0_rid     = ddrs_rid[0 +: DdrIdWidth];
  assign cc_ddr0_rdata   = ddrs_rdata[0 +: DdrDataWidth];
  assign cc_ddr0_rresp   = ddrs_rresp[0 +: 2];
  assign cc_ddr0_rlast   = ddrs_rlast[0];
  assign cc_ddr0_rvalid  = ddrs_rvalid[0];

  common_axi_mux #(
    .N         (NumFw),
    .AddrWidth (DdrAddrWidth),
    .DataWidth (DdrDataWidth),
    .IdWidth   (DdrIdWidth)
  ) i_ddr0_mux (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .s_axi_awid    (ddrs_awid),
    .s_axi_awaddr  (ddrs_awaddr),
    .s_axi_awlen   (ddrs_awlen),
    .s_axi_awsize  (ddrs_awsize),
    .s_axi_awburst (ddrs_awburst),
    .s_axi_awvalid (ddrs_awvalid),
    .s_axi_awready (ddrs_awready),
    .s_axi_wdata   (ddrs_wdata),
    .s_axi_wstrb   (ddrs_wstrb),
    .s_axi_wlast   (ddrs_wlast),
    .s_axi_wvalid  (ddrs_wvalid),
    .s_axi_wready  (ddrs_wready),
    .s_axi_bid     (ddrs_bid),
    .s_axi_bresp   (ddrs_bresp),
    .s_axi_bvalid  (ddrs_bvalid),
    .s_axi_bready  (ddrs_bready),
    .s_axi_arid    (ddrs_arid),
    .s_axi_araddr  (ddrs_araddr),
    .s_axi_arlen   (ddrs_arlen),
    .s_axi_arsize  (ddrs_arsize),
    .s_axi_arburst (ddrs_arburst),
    .s_axi_arvalid (ddrs_arvalid),
    .s_axi_arready (ddrs_arready),
    .s_axi_rid     (ddrs_rid),
    .s_axi_rdata   (ddrs_rdata),
    .s_axi_rresp   (ddrs_rresp),
    .s_axi_rlast   (ddrs_rlast),
    .s_axi_rvalid  (ddrs_rvalid),
    .s_axi_rready  (ddrs_rready),
    .m_axi_awid    (m_axi_ddr0_awid),
    .m_axi_awaddr  (m_axi_ddr0_awaddr),
    .m_axi_awlen   (m_axi_ddr0_awlen),
    .m_axi_awsize  (m_axi_ddr0_awsize),
    .m_axi_awburst (m_axi_ddr0_awburst),
    .m_axi_awvalid (m_axi_ddr0_awvalid),
    .m_axi_awready (m_axi_ddr0_awready),
    .m_axi_wdata   (m_axi_ddr0_wdata),
    .m_axi_wstrb   (m_axi_ddr0_wstrb),
    .m_axi_wlast   (m_axi_ddr0_wlast),
    .m_axi_wvalid  (m_axi_ddr0_wvalid),
    .m_axi_wready  (m_axi_ddr0_wready),
    .m_axi_bid     (m_axi_ddr0_bid),
    .m_axi_bresp   (m_axi_ddr0_bresp),
    .m_axi_bvalid  (m_axi_ddr0_bvalid),
    .m_axi_bready  (m_axi_ddr0_bready),
    .m_axi_arid    (m_axi_ddr0_arid),
    .m_axi_araddr  (m_axi_ddr0_araddr),
    .m_axi_arlen   (m_axi_ddr0_arlen),
    .m_axi_arsize  (m_axi_ddr0_arsize),
    .m_axi_arburst (m_axi_ddr0_arburst),
    .m_axi_arvalid (m_axi_ddr0_arvalid),
    .m_axi_arready (m_axi_ddr0_arready),
    .m_axi_rid     (m_axi_ddr0_rid),
    .m_axi_rdata   (m_axi_ddr0_rdata),
    .m_axi_rresp   (m_axi_ddr0_rresp),
    .m_axi_rlast   (m_axi_ddr0_rlast),
    .m_axi_rvalid  (m_axi_ddr0_rvalid),
    .m_axi_rready  (m_axi_ddr0_rready)
  );

  // ---------------------------------------------------------------------------------------------
  // Console: the cores' console bytes (also on core_console_*_o for the simulation harnesses), a
  // line at a time, on the UART. ctrl_core's own UART pins stay idle (unused here).
  // ---------------------------------------------------------------------------------------------
  // The received bytes have one reader: a byte popped by one core must not be lost to the others,
  // and a shared register would need arbitration the firmware has no use for. The management
  // core is off the I/O path, so console input goes there; without one, core 0 takes it.
  localparam int UartRxCore = (MgmtCore != 0) ? NumCores : 0;
  logic                unused_ctrl_uart_tx;
  logic [NumAll-1:0]   unused_console_drop;
  logic                uart_rx_valid, uart_rx_ready, uart_rx_overrun, uart_rx_frame_err;
  logic [7:0]          uart_rx_data;

  soc_console #(
    .NumSrc    (NumAll),
    .LineBytes (ConsoleLineBytes)
  ) i_console (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .div_i          (16'(UartDiv)),
    .src_valid_i    (core_console_valid_o),
    .src_data_i     (core_console_data_o),
    .src_drop_o     (unused_console_drop),
    .rx_valid_o     (uart_rx_valid),
    .rx_ready_i     (uart_rx_ready),
    .rx_data_o      (uart_rx_data),
    .rx_overrun_o   (uart_rx_overrun),
    .rx_frame_err_o (uart_rx_frame_err),
    .uart_tx_o      (uart_tx_o),
    .uart_rx_i      (uart_rx_i)
  );

  // ---------------------------------------------------------------------------------------------
  // ctrl_core: every port brought out as it is, except the firmware port and DDR bank 0 above.
  // ---------------------------------------------------------------------------------------------
  ctrl_core #(
    .AxisDataWidth   (AxisDataWidth),
    .CqUserWidth     (CqUserWidth),
    .CcUserWidth     (CcUserWidth),
    .RqUserWidth     (RqUserWidth),
    .RcUserWidth     (RcUserWidth),
    .DdrAddrWidth    (DdrAddrWidth),
    .DdrDataWidth    (DdrDataWidth),
    .DdrIdWidth      (DdrIdWidth),
    .BuildId         (BuildId),
    .FlashChannels   (FlashChannels),
    .FlashDies       (FlashDies),
    .FlashPlanes     (FlashPlanes),
    .FlashBlocks     (FlashBlocks),
    .FlashPages      (FlashPages),
    .FlashPageBytes  (FlashPageBytes),
    .FlashSpareBytes (FlashSpareBytes),
    .FlashDepth      (FlashDepth)
  ) i_ctrl (
    .clk_i                     (clk_i),
    .rst_ni                    (rst_ni),
    .s_axis_cq_tdata           (s_axis_cq_tdata),
    .s_axis_cq_tkeep           (s_axis_cq_tkeep),
    .s_axis_cq_tlast           (s_axis_cq_tlast),
    .s_axis_cq_tuser           (s_axis_cq_tuser),
    .s_axis_cq_tvalid          (s_axis_cq_tvalid),
    .s_axis_cq_tready          (s_axis_cq_tready),
    .pcie_cq_np_req            (pcie_cq_np_req),
    .pcie_cq_np_req_count      (pcie_cq_np_req_count),
    .m_axis_cc_tdata           (m_axis_cc_tdata),
    .m_axis_cc_tkeep           (m_axis_cc_tkeep),
    .m_axis_cc_tlast           (m_axis_cc_tlast),
    .m_axis_cc_tuser           (m_axis_cc_tuser),
    .m_axis_cc_tvalid          (m_axis_cc_tvalid),
    .m_axis_cc_tready          (m_axis_cc_tready),
    .m_axis_rq_tdata           (m_axis_rq_tdata),
    .m_axis_rq_tkeep           (m_axis_rq_tkeep),
    .m_axis_rq_tlast           (m_axis_rq_tlast),
    .m_axis_rq_tuser           (m_axis_rq_tuser),
    .m_axis_rq_tvalid          (m_axis_rq_tvalid),
    .m_axis_rq_tready          (m_axis_rq_tready),
    .s_axis_rc_tdata           (s_axis_rc_tdata),
    .s_axis_rc_tkeep           (s_axis_rc_tkeep),
    .s_axis_rc_tlast           (s_axis_rc_tlast),
    .s_axis_rc_tuser           (s_axis_rc_tuser),
    .s_axis_rc_tvalid          (s_axis_rc_tvalid),
    .s_axis_rc_tready          (s_axis_rc_tready),
    .cfg_max_payload           (cfg_max_payload),
    .cfg_max_read_req          (cfg_max_read_req),
    .cfg_function_status       (cfg_function_status),
    .cfg_interrupt_msix_enable (cfg_interrupt_msix_enable),
    .cfg_interrupt_msix_mask   (cfg_interrupt_msix_mask),
    .m_axi_ddr0_awid           (cc_ddr0_awid),
    .m_axi_ddr0_awaddr         (cc_ddr0_awaddr),
    .m_axi_ddr0_awlen          (cc_ddr0_awlen),
    .m_axi_ddr0_awsize         (cc_ddr0_awsize),
    .m_axi_ddr0_awburst        (cc_ddr0_awburst),
    .m_axi_ddr0_awvalid        (cc_ddr0_awvalid),
    .m_axi_ddr0_awready        (cc_ddr0_awready),
    .m_axi_ddr0_wdata          (cc_ddr0_wdata),
    .m_axi_ddr0_wstrb          (cc_ddr0_wstrb),
    .m_axi_ddr0_wlast          (cc_ddr0_wlast),
    .m_axi_ddr0_wvalid         (cc_ddr0_wvalid),
    .m_axi_ddr0_wready         (cc_ddr0_wready),
    .m_axi_ddr0_bid            (cc_ddr0_bid),
    .m_axi_ddr0_bresp          (cc_ddr0_bresp),
    .m_axi_ddr0_bvalid         (cc_ddr0_bvalid),
    .m_axi_ddr0_bready         (cc_ddr0_bready),
    .m_axi_ddr0_arid           (cc_ddr0_arid),
    .m_axi_ddr0_araddr         (cc_ddr0_araddr),
    .m_axi_ddr0_arlen          (cc_ddr0_arlen),
    .m_axi_ddr0_arsize         (cc_ddr0_arsize),
    .m_axi_ddr0_arburst        (cc_ddr0_arburst),
    .m_axi_ddr0_arvalid        (cc_ddr0_arvalid),
    .m_axi_ddr0_arready        (cc_ddr0_arready),
    .m_axi_ddr0_rid            (cc_ddr0_rid),
    .m_axi_ddr0_rdata          (cc_ddr0_rdata),
    .m_axi_ddr0_rresp          (cc_ddr0_rresp),
    .m_axi_ddr0_rlast          (cc_ddr0_rlast),
    .m_axi_ddr0_rvalid         (cc_ddr0_rvalid),
    .m_axi_ddr0_rready         (cc_ddr0_rready),
    .m_axi_ddr1_awid           (m_axi_ddr1_awid),
    .m_axi_ddr1_awaddr         (m_axi_ddr1_awaddr),
    .m_axi_ddr1_awlen          (m_axi_ddr1_awlen),
    .m_axi_ddr1_awsize         (m_axi_ddr1_awsize),
    .m_axi_ddr1_awburst        (m_axi_ddr1_awburst),
    .m_axi_ddr1_awvalid        (m_axi_ddr1_awvalid),
    .m_axi_ddr1_awready        (m_axi_ddr1_awready),
    .m_axi_ddr1_wdata          (m_axi_ddr1_wdata),
    .m_axi_ddr1_wstrb          (m_axi_ddr1_wstrb),
    .m_axi_ddr1_wlast          (m_axi_ddr1_wlast),
    .m_axi_ddr1_wvalid         (m_axi_ddr1_wvalid),
    .m_axi_ddr1_wready         (m_axi_ddr1_wready),
    .m_axi_ddr1_bid            (m_axi_ddr1_bid),
    .m_axi_ddr1_bresp          (m_axi_ddr1_bresp),
    .m_axi_ddr1_bvalid         (m_axi_ddr1_bvalid),
    .m_axi_ddr1_bready         (m_axi_ddr1_bready),
    .m_axi_ddr1_arid           (m_axi_ddr1_arid),
    .m_axi_ddr1_araddr         (m_axi_ddr1_araddr),
    .m_axi_ddr1_arlen          (m_axi_ddr1_arlen),
    .m_axi_ddr1_arsize         (m_axi_ddr1_arsize),
    .m_axi_ddr1_arburst        (m_axi_ddr1_arburst),
    .m_axi_ddr1_arvalid        (m_axi_ddr1_arvalid),
    .m_axi_ddr1_arready        (m_axi_ddr1_arready),
    .m_axi_ddr1_rid            (m_axi_ddr1_rid),
    .m_axi_ddr1_rdata          (m_axi_ddr1_rdata),
    .m_axi_ddr1_rresp          (m_axi_ddr1_rresp),
    .m_axi_ddr1_rlast          (m_axi_ddr1_rlast),
    .m_axi_ddr1_rvalid         (m_axi_ddr1_rvalid),
    .m_axi_ddr1_rready         (m_axi_ddr1_rready),
    .s_axil_fw_awvalid         (fw_m_awvalid),
    .s_axil_fw_awready         (fw_m_awready),
    .s_axil_fw_awaddr          (fw_m_awaddr),
    .s_axil_fw_awprot          (fw_m_awprot),
    .s_axil_fw_wvalid          (fw_m_wvalid),
    .s_axil_fw_wready          (fw_m_wready),
    .s_axil_fw_wdata           (fw_m_wdata),
    .s_axil_fw_wstrb           (fw_m_wstrb),
    .s_axil_fw_bvalid          (fw_m_bvalid),
    .s_axil_fw_bready          (fw_m_bready),
    .s_axil_fw_bresp           (fw_m_bresp),
    .s_axil_fw_arvalid         (fw_m_arvalid),
    .s_axil_fw_arready         (fw_m_arready),
    .s_axil_fw_araddr          (fw_m_araddr),
    .s_axil_fw_arprot          (fw_m_arprot),
    .s_axil_fw_rvalid          (fw_m_rvalid),
    .s_axil_fw_rready          (fw_m_rready),
    .s_axil_fw_rdata           (fw_m_rdata),
    .s_axil_fw_rresp           (fw_m_rresp),
    .fw_irq_o                  (fw_irq_o),
    .fw_set_irq_o              (fw_set_irq_o),
    .flash_irq_o               (flash_irq_o),
    .flash_array_rst_ni        (flash_array_rst_ni),
    .flash_power_loss_i        (flash_power_loss_i),
    .uart_rx_i                 (uart_rx_i),
    .uart_tx_o                 (unused_ctrl_uart_tx),
    .status_o                  (status_o)
  );

  // ---------------------------------------------------------------------------------------------
  // Private DRAM: each core's cached port, moved to its own range, shares m_axi_cpu.
  // ---------------------------------------------------------------------------------------------
  logic [NumAll*4-1:0]  cpus_awid, cpus_bid, cpus_arid, cpus_rid;
  logic [NumAll*32-1:0] cpus_awaddr, cpus_araddr;
  logic [NumAll*8-1:0]  cpus_awlen, cpus_arlen, cpus_wstrb;
  logic [NumAll*3-1:0]  cpus_awsize, cpus_arsize;
  logic [NumAll*2-1:0]  cpus_awburst, cpus_arburst, cpus_bresp, cpus_rresp;
  logic [NumAll-1:0]    cpus_awvalid, cpus_awready, cpus_wlast, cpus_wvalid, cpus_wready;
  logic [NumAll-1:0]    cpus_bvalid, cpus_bready, cpus_arvalid, cpus_arready;
  logic [NumAll-1:0]    cpus_rlast, cpus_rvalid, cpus_rready;
  logic [NumAll*64-1:0] cpus_wdata, cpus_rdata;

  common_axi_mux #(
    .N         (NumAll),
    .AddrWidth (32),
    .DataWidth (64),
    .IdWidth   (4)
  ) i_cpu_mux (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .s_axi_awid    (cpus_awid),
    .s_axi_awaddr  (cpus_awaddr),
    .s_axi_awlen   (cpus_awlen),
    .s_axi_awsize  (cpus_awsize),
    .s_axi_awburst (cpus_awburst),
    .s_axi_awvalid (cpus_awvalid),
    .s_axi_awready (cpus_awready),
    .s_axi_wdata   (cpus_wdata),
    .s_axi_wstrb   (cpus_wstrb),
    .s_axi_wlast   (cpus_wlast),
    .s_axi_wvalid  (cpus_wvalid),
    .s_axi_wready  (cpus_wready),
    .s_axi_bid     (cpus_bid),
    .s_axi_bresp   (cpus_bresp),
    .s_axi_bvalid  (cpus_bvalid),
    .s_axi_bready  (cpus_bready),
    .s_axi_arid    (cpus_arid),
    .s_axi_araddr  (cpus_araddr),
    .s_axi_arlen   (cpus_arlen),
    .s_axi_arsize  (cpus_arsize),
    .s_axi_arburst (cpus_arburst),
    .s_axi_arvalid (cpus_arvalid),
    .s_axi_arready (cpus_arready),
    .s_axi_rid     (cpus_rid),
    .s_axi_rdata   (cpus_rdata),
    .s_axi_rresp   (cpus_rresp),
    .s_axi_rlast   (cpus_rlast),
    .s_axi_rvalid  (cpus_rvalid),
    .s_axi_rready  (cpus_rready),
    .m_axi_awid    (m_axi_cpu_awid),
    .m_axi_awaddr  (m_axi_cpu_awaddr),
    .m_axi_awlen   (m_axi_cpu_awlen),
    .m_axi_awsize  (m_axi_cpu_awsize),
    .m_axi_awburst (m_axi_cpu_awburst),
    .m_axi_awvalid (m_axi_cpu_awvalid),
    .m_axi_awready (m_axi_cpu_awready),
    .m_axi_wdata   (m_axi_cpu_wdata),
    .m_axi_wstrb   (m_axi_cpu_wstrb),
    .m_axi_wlast   (m_axi_cpu_wlast),
    .m_axi_wvalid  (m_axi_cpu_wvalid),
    .m_axi_wready  (m_axi_cpu_wready),
    .m_axi_bid     (m_axi_cpu_bid),
    .m_axi_bresp   (m_axi_cpu_bresp),
    .m_axi_bvalid  (m_axi_cpu_bvalid),
    .m_axi_bready  (m_axi_cpu_bready),
    .m_axi_arid    (m_axi_cpu_arid),
    .m_axi_araddr  (m_axi_cpu_araddr),
    .m_axi_arlen   (m_axi_cpu_arlen),
    .m_axi_arsize  (m_axi_cpu_arsize),
    .m_axi_arburst (m_axi_cpu_arburst),
    .m_axi_arvalid (m_axi_cpu_arvalid),
    .m_axi_arready (m_axi_cpu_arready),
    .m_axi_rid     (m_axi_cpu_rid),
    .m_axi_rdata   (m_axi_cpu_rdata),
    .m_axi_rresp   (m_axi_cpu_rresp),
    .m_axi_rlast   (m_axi_cpu_rlast),
    .m_axi_rvalid  (m_axi_cpu_rvalid),
    .m_axi_rready  (m_axi_cpu_rready)
  );

  // ---------------------------------------------------------------------------------------------
  // The cores.
  // ---------------------------------------------------------------------------------------------
  // Doorbells (soc_sysctl DOORBELL) between the management core and the ISP core, the two ends of
  // Ether-oN's frame rings: each core's ring pulse is the other's doorbell_i, and each one's
  // pending doorbell is its PLIC source 1 (a set core's set-queue source; neither of these two
  // has a set queue). Without an ISP core nobody rings.
  logic [NumAll-1:0] doorbell_ring, doorbell_in, doorbell_irq;
  logic              unused_doorbell_ring;  // the set cores' (and, without an ISP core, everyone's)
  assign unused_doorbell_ring = ^doorbell_ring;
  for (genvar i = 0; i < NumAll; i++) begin : gen_doorbell
    if (IspCore == 1 && i == IspIndex) begin : gen_isp
      assign doorbell_in[i] = doorbell_ring[NumCores];
    end else if (IspCore == 1 && MgmtCore == 1 && i == NumCores) begin : gen_mgmt
      assign doorbell_in[i] = doorbell_ring[IspIndex];
    end else begin : gen_none
      assign doorbell_in[i] = 1'b0;
    end
  end

  for (genvar i = 0; i < NumAll; i++) begin : gen_cores
    // Flash channels of set i: [ChLo, ChHi). Up to six reach the PLIC (sources 3-8); with more
    // channels per set than that (e.g. vcu118_one_set: 8 channels, 1 core) the rest are not wired,
    // and the set core polls them: it sleeps only with no flash operation in flight
    // (firmware/app/set_main.c), so their completions never need to wake it.
    // The management core (i = NumCores) owns no channel and no set queue: PLIC source 2 only.
    // The ISP core (i = NumCores + MgmtCore) serves no NVMe queue: its only source is the
    // management core's doorbell (source 1, gen_doorbell above; the management core has the ISP
    // core's there). The split is cssd_config_pkg's (config/cssd.toml), the one
    // the management firmware writes into the set mailboxes.
    localparam bit  IsSet  = i < NumCores;
    localparam bit  IsMgmt = MgmtCore == 1 && i == NumCores;
    localparam bit  IsIsp  = IspCore == 1 && i == IspIndex;
    localparam int ChLo = IsSet ? cssd_config_pkg::set_channel_first(i, NumCores, FlashChannels) : 0;
    localparam int ChHi = IsSet ? ChLo + cssd_config_pkg::set_channel_count(i, NumCores, FlashChannels) : 0;
    localparam logic [31:0] MemBase = 32'(i) << MemBits;
    localparam bit  IsRx = i == UartRxCore;

    logic [7:0] irq;
    if (IsSet) begin : gen_set_irq
      assign irq[0] = fw_set_irq_o[i];
      logic unused_doorbell_irq;
      assign unused_doorbell_irq = doorbell_irq[i];
    end else begin : gen_doorbell_irq
      assign irq[0] = doorbell_irq[i];
    end
    if (!IsIsp) begin : gen_mgmt_irq
      assign irq[1] = fw_irq_o;
    end else begin : gen_no_mgmt_irq
      assign irq[1] = 1'b0;
    end
    for (genvar b = 0; b < cssd_config_pkg::SetFlashIrqs; b++) begin : gen_flash_irq
      if (ChLo + b < ChHi && ChLo + b < $bits(flash_irq_o)) begin : gen_on
        assign irq[2 + b] = flash_irq_o[ChLo + b];
      end else begin : gen_off
        assign irq[2 + b] = 1'b0;
      end
    end

    // soc_core <-> its bridge (m_axi_io) and its private memory port (m_axi_mem).
    logic [3:0]  io_awid, io_bid, io_arid, io_rid;
    logic [31:0] io_awaddr, io_araddr;
    logic [7:0]  io_awlen, io_arlen, io_wstrb;
    logic [2:0]  io_awsize, io_arsize;
    logic [1:0]  io_awburst, io_arburst, io_bresp, io_rresp;
    logic        io_awvalid, io_awready, io_wlast, io_wvalid, io_wready, io_bvalid, io_bready;
    logic        io_arvalid, io_arready, io_rlast, io_rvalid, io_rready;
    logic [63:0] io_wdata, io_rdata;
    logic [31:0] mem_awaddr, mem_araddr;
    // The cached port's lock / cache / prot / qos say nothing the DRAM uses.
    logic        unused_awlock, unused_arlock;
    logic [3:0]  unused_awcache, unused_arcache, unused_awqos, unused_arqos;
    logic [2:0]  unused_awprot, unused_arprot;
    logic [MemBits-1:0] unused_mem_aw_hi, unused_mem_ar_hi;
    logic        rx_ready;

    if (IsRx) begin : gen_uart_rx
      assign uart_rx_ready = rx_ready;
    end else begin : gen_no_uart_rx
      logic unused_rx_ready;
      assign unused_rx_ready = rx_ready;
    end

    logic [7:0] run;
    logic       hold;
    if (IsMgmt) begin : gen_run
      assign set_cores_run = run;
      assign isp_hold = hold;
    end else begin : gen_no_run
      logic [7:0] unused_run;
      logic       unused_hold;
      assign unused_run = run;
      assign unused_hold = hold;
    end

    // The core's side of its two ports, before soc_axi_quiesce (cm_: memory, ci_: I/O).
    logic [3:0]  cm_awid, cm_bid, cm_arid, cm_rid, ci_awid, ci_bid, ci_arid, ci_rid;
    logic [31:0] cm_awaddr, cm_araddr, ci_awaddr, ci_araddr;
    logic [7:0]  cm_awlen, cm_arlen, cm_wstrb, ci_awlen, ci_arlen, ci_wstrb;
    logic [2:0]  cm_awsize, cm_arsize, ci_awsize, ci_arsize;
    logic [1:0]  cm_awburst, cm_arburst, cm_bresp, cm_rresp, ci_awburst, ci_arburst, ci_bresp, ci_rresp;
    logic        cm_awvalid, cm_awready, cm_wlast, cm_wvalid, cm_wready, cm_bvalid, cm_bready;
    logic        cm_arvalid, cm_arready, cm_rlast, cm_rvalid, cm_rready;
    logic        ci_awvalid, ci_awready, ci_wlast, ci_wvalid, ci_wready, ci_bvalid, ci_bready;
    logic        ci_arvalid, ci_arready, ci_rlast, ci_rvalid, ci_rready;
    logic [63:0] cm_wdata, cm_rdata, ci_wdata, ci_rdata;

    soc_core #(
      .BootWords   (BootWords),
      .BootHex     (IsMgmt ? MgmtBootHex : (IsIsp ? IspBootHex : BootHex)),
      .Image       (IsMgmt ? 1 : (IsIsp ? 2 : 0)),
      .CoreId      (i),
      .RunBits     (IsMgmt ? NumCores + IspCore : 0),
      .NumSetCores (NumCores),
      .MgmtCore    (MgmtCore),
      .IspCore     (IspCore)
    ) i_core (
      .clk_i             (clk_i),
      .rst_ni            (core_rst_n[i]),
      .interrupts_i      (irq),
      .m_axi_mem_awid    (cm_awid),
      .m_axi_mem_awaddr  (cm_awaddr),
      .m_axi_mem_awlen   (cm_awlen),
      .m_axi_mem_awsize  (cm_awsize),
      .m_axi_mem_awburst (cm_awburst),
      .m_axi_mem_awlock  (unused_awlock),
      .m_axi_mem_awcache (unused_awcache),
      .m_axi_mem_awprot  (unused_awprot),
      .m_axi_mem_awqos   (unused_awqos),
      .m_axi_mem_awvalid (cm_awvalid),
      .m_axi_mem_awready (cm_awready),
      .m_axi_mem_wdata   (cm_wdata),
      .m_axi_mem_wstrb   (cm_wstrb),
      .m_axi_mem_wlast   (cm_wlast),
      .m_axi_mem_wvalid  (cm_wvalid),
      .m_axi_mem_wready  (cm_wready),
      .m_axi_mem_bid     (cm_bid),
      .m_axi_mem_bresp   (cm_bresp),
      .m_axi_mem_bvalid  (cm_bvalid),
      .m_axi_mem_bready  (cm_bready),
      .m_axi_mem_arid    (cm_arid),
      .m_axi_mem_araddr  (cm_araddr),
      .m_axi_mem_arlen   (cm_arlen),
      .m_axi_mem_arsize  (cm_arsize),
      .m_axi_mem_arburst (cm_arburst),
      .m_axi_mem_arlock  (unused_arlock),
      .m_axi_mem_arcache (unused_arcache),
      .m_axi_mem_arprot  (unused_arprot),
      .m_axi_mem_arqos   (unused_arqos),
      .m_axi_mem_arvalid (cm_arvalid),
      .m_axi_mem_arready (cm_arready),
      .m_axi_mem_rid     (cm_rid),
      .m_axi_mem_rdata   (cm_rdata),
      .m_axi_mem_rresp   (cm_rresp),
      .m_axi_mem_rlast   (cm_rlast),
      .m_axi_mem_rvalid  (cm_rvalid),
      .m_axi_mem_rready  (cm_rready),
      .m_axi_io_awid     (ci_awid),
      .m_axi_io_awaddr   (ci_awaddr),
      .m_axi_io_awlen    (ci_awlen),
      .m_axi_io_awsize   (ci_awsize),
      .m_axi_io_awburst  (ci_awburst),
      .m_axi_io_awvalid  (ci_awvalid),
      .m_axi_io_awready  (ci_awready),
      .m_axi_io_wdata    (ci_wdata),
      .m_axi_io_wstrb    (ci_wstrb),
      .m_axi_io_wlast    (ci_wlast),
      .m_axi_io_wvalid   (ci_wvalid),
      .m_axi_io_wready   (ci_wready),
      .m_axi_io_bid      (ci_bid),
      .m_axi_io_bresp    (ci_bresp),
      .m_axi_io_bvalid   (ci_bvalid),
      .m_axi_io_bready   (ci_bready),
      .m_axi_io_arid     (ci_arid),
      .m_axi_io_araddr   (ci_araddr),
      .m_axi_io_arlen    (ci_arlen),
      .m_axi_io_arsize   (ci_arsize),
      .m_axi_io_arburst  (ci_arburst),
      .m_axi_io_arvalid  (ci_arvalid),
      .m_axi_io_arready  (ci_arready),
      .m_axi_io_rid      (ci_rid),
      .m_axi_io_rdata    (ci_rdata),
      .m_axi_io_rresp    (ci_rresp),
      .m_axi_io_rlast    (ci_rlast),
      .m_axi_io_rvalid   (ci_rvalid),
      .m_axi_io_rready   (ci_rready),
      .console_valid_o   (core_console_valid_o[i]),
      .console_data_o    (core_console_data_o[i*8 +: 8]),
      .exit_valid_o      (core_exit_valid_o[i]),
      .exit_code_o       (core_exit_code_o[i*32 +: 32]),
      .set_cores_run_o   (run),
      .isp_hold_o        (hold),
      .isp_held_i        (isp_held_q),
      .doorbell_o        (doorbell_ring[i]),
      .doorbell_i        (doorbell_in[i]),
      .doorbell_irq_o    (doorbell_irq[i]),
      .rx_valid_i        (IsRx && uart_rx_valid),
      .rx_ready_o        (rx_ready),
      .rx_data_i         (IsRx ? uart_rx_data : 8'h00),
      .rx_overrun_i      (IsRx && uart_rx_overrun),
      .rx_frame_err_i    (IsRx && uart_rx_frame_err)
    );

    // Every core's two ports pass a soc_axi_quiesce, on the system reset like the bridge. Only
    // the ISP core's are ever asked to drain (ISP_HOLD, gen_isp_hold below): a set or management
    // core is never put back in reset while it runs. Tied to 0 they are wires plus counters
    // nothing reads, which synthesis removes.
    logic [1:0] port_idle;
    logic       drain;
    assign drain = IsIsp && isp_drain;
    soc_axi_quiesce #(
      .IdWidth   (4),
      .AddrWidth (32),
      .DataWidth (64)
    ) i_mem_quiesce (
      .clk_i     (clk_i),
      .rst_ni    (rst_ni),
      .quiesce_i (drain),
      .idle_o    (port_idle[0]),
      .s_axi_awid    (cm_awid),
      .s_axi_awaddr  (cm_awaddr),
      .s_axi_awlen   (cm_awlen),
      .s_axi_awsize  (cm_awsize),
      .s_axi_awburst (cm_awburst),
      .s_axi_awvalid (cm_awvalid),
      .s_axi_awready (cm_awready),
      .s_axi_wdata   (cm_wdata),
      .s_axi_wstrb   (cm_wstrb),
      .s_axi_wlast   (cm_wlast),
      .s_axi_wvalid  (cm_wvalid),
      .s_axi_wready  (cm_wready),
      .s_axi_bid     (cm_bid),
      .s_axi_bresp   (cm_bresp),
      .s_axi_bvalid  (cm_bvalid),
      .s_axi_bready  (cm_bready),
      .s_axi_arid    (cm_arid),
      .s_axi_araddr  (cm_araddr),
      .s_axi_arlen   (cm_arlen),
      .s_axi_arsize  (cm_arsize),
      .s_axi_arburst (cm_arburst),
      .s_axi_arvalid (cm_arvalid),
      .s_axi_arready (cm_arready),
      .s_axi_rid     (cm_rid),
      .s_axi_rdata   (cm_rdata),
      .s_axi_rresp   (cm_rresp),
      .s_axi_rlast   (cm_rlast),
      .s_axi_rvalid  (cm_rvalid),
      .s_axi_rready  (cm_rready),
      .m_axi_awid    (cpus_awid[i*4 +: 4]),
      .m_axi_awaddr  (mem_awaddr),
      .m_axi_awlen   (cpus_awlen[i*8 +: 8]),
      .m_axi_awsize  (cpus_awsize[i*3 +: 3]),
      .m_axi_awburst (cpus_awburst[i*2 +: 2]),
      .m_axi_awvalid (cpus_awvalid[i]),
      .m_axi_awready (cpus_awready[i]),
      .m_axi_wdata   (cpus_wdata[i*64 +: 64]),
      .m_axi_wstrb   (cpus_wstrb[i*8 +: 8]),
      .m_axi_wlast   (cpus_wlast[i]),
      .m_axi_wvalid  (cpus_wvalid[i]),
      .m_axi_wready  (cpus_wready[i]),
      .m_axi_bid     (cpus_bid[i*4 +: 4]),
      .m_axi_bresp   (cpus_bresp[i*2 +: 2]),
      .m_axi_bvalid  (cpus_bvalid[i]),
      .m_axi_bready  (cpus_bready[i]),
      .m_axi_arid    (cpus_arid[i*4 +: 4]),
      .m_axi_araddr  (mem_araddr),
      .m_axi_arlen   (cpus_arlen[i*8 +: 8]),
      .m_axi_arsize  (cpus_arsize[i*3 +: 3]),
      .m_axi_arburst (cpus_arburst[i*2 +: 2]),
      .m_axi_arvalid (cpus_arvalid[i]),
      .m_axi_arready (cpus_arready[i]),
      .m_axi_rid     (cpus_rid[i*4 +: 4]),
      .m_axi_rdata   (cpus_rdata[i*64 +: 64]),
      .m_axi_rresp   (cpus_rresp[i*2 +: 2]),
      .m_axi_rlast   (cpus_rlast[i]),
      .m_axi_rvalid  (cpus_rvalid[i]),
      .m_axi_rready  (cpus_rready[i])
    );
    soc_axi_quiesce #(
      .IdWidth   (4),
      .AddrWidth (32),
      .DataWidth (64)
    ) i_io_quiesce (
      .clk_i     (clk_i),
      .rst_ni    (rst_ni),
      .quiesce_i (drain),
      .idle_o    (port_idle[1]),
      .s_axi_awid    (ci_awid),
      .s_axi_awaddr  (ci_awaddr),
      .s_axi_awlen   (ci_awlen),
      .s_axi_awsize  (ci_awsize),
      .s_axi_awburst (ci_awburst),
      .s_axi_awvalid (ci_awvalid),
      .s_axi_awready (ci_awready),
      .s_axi_wdata   (ci_wdata),
      .s_axi_wstrb   (ci_wstrb),
      .s_axi_wlast   (ci_wlast),
      .s_axi_wvalid  (ci_wvalid),
      .s_axi_wready  (ci_wready),
      .s_axi_bid     (ci_bid),
      .s_axi_bresp   (ci_bresp),
      .s_axi_bvalid  (ci_bvalid),
      .s_axi_bready  (ci_bready),
      .s_axi_arid    (ci_arid),
      .s_axi_araddr  (ci_araddr),
      .s_axi_arlen   (ci_arlen),
      .s_axi_arsize  (ci_arsize),
      .s_axi_arburst (ci_arburst),
      .s_axi_arvalid (ci_arvalid),
      .s_axi_arready (ci_arready),
      .s_axi_rid     (ci_rid),
      .s_axi_rdata   (ci_rdata),
      .s_axi_rresp   (ci_rresp),
      .s_axi_rlast   (ci_rlast),
      .s_axi_rvalid  (ci_rvalid),
      .s_axi_rready  (ci_rready),
      .m_axi_awid    (io_awid),
      .m_axi_awaddr  (io_awaddr),
      .m_axi_awlen   (io_awlen),
      .m_axi_awsize  (io_awsize),
      .m_axi_awburst (io_awburst),
      .m_axi_awvalid (io_awvalid),
      .m_axi_awready (io_awready),
      .m_axi_wdata   (io_wdata),
      .m_axi_wstrb   (io_wstrb),
      .m_axi_wlast   (io_wlast),
      .m_axi_wvalid  (io_wvalid),
      .m_axi_wready  (io_wready),
      .m_axi_bid     (io_bid),
      .m_axi_bresp   (io_bresp),
      .m_axi_bvalid  (io_bvalid),
      .m_axi_bready  (io_bready),
      .m_axi_arid    (io_arid),
      .m_axi_araddr  (io_araddr),
      .m_axi_arlen   (io_arlen),
      .m_axi_arsize  (io_arsize),
      .m_axi_arburst (io_arburst),
      .m_axi_arvalid (io_arvalid),
      .m_axi_arready (io_arready),
      .m_axi_rid     (io_rid),
      .m_axi_rdata   (io_rdata),
      .m_axi_rresp   (io_rresp),
      .m_axi_rlast   (io_rlast),
      .m_axi_rvalid  (io_rvalid),
      .m_axi_rready  (io_rready)
    );
    assign core_ports_idle[i] = &port_idle;

    // Core address 0x8000_0000 + x -> i * CoreMemBytes + (x mod CoreMemBytes): the offset bits
    // are kept, everything above them (including the 0x8000_0000 base) is replaced by the core's
    // range, so an access beyond CoreMemBytes wraps inside the core's own range.
    assign cpus_awaddr[i*32 +: 32] = MemBase | 32'(mem_awaddr[MemBits-1:0]);
    assign cpus_araddr[i*32 +: 32] = MemBase | 32'(mem_araddr[MemBits-1:0]);
    assign unused_mem_aw_hi = MemBits'(mem_awaddr >> MemBits);
    assign unused_mem_ar_hi = MemBits'(mem_araddr >> MemBits);

    // The bridge stays on the system reset: a core reset must not drop a transaction that the
    // shared arbiter or mux has already granted.
    soc_io_bridge #(
      .IdWidth      (4),
      .FwAddrWidth  (FwAddrW),
      .DdrAddrWidth (DdrAddrWidth),
      .DdrDataWidth (DdrDataWidth),
      .DdrIdWidth   (DdrIdWidth)
    ) i_bridge (
      .clk_i             (clk_i),
      .rst_ni            (rst_ni),
      .s_axi_awid        (io_awid),
      .s_axi_awaddr      (io_awaddr),
      .s_axi_awlen       (io_awlen),
      .s_axi_awsize      (io_awsize),
      .s_axi_awburst     (io_awburst),
      .s_axi_awvalid     (io_awvalid),
      .s_axi_awready     (io_awready),
      .s_axi_wdata       (io_wdata),
      .s_axi_wstrb       (io_wstrb),
      .s_axi_wlast       (io_wlast),
      .s_axi_wvalid      (io_wvalid),
      .s_axi_wready      (io_wready),
      .s_axi_bid         (io_bid),
      .s_axi_bresp       (io_bresp),
      .s_axi_bvalid      (io_bvalid),
      .s_axi_bready      (io_bready),
      .s_axi_arid        (io_arid),
      .s_axi_araddr      (io_araddr),
      .s_axi_arlen       (io_arlen),
      .s_axi_arsize      (io_arsize),
      .s_axi_arburst     (io_arburst),
      .s_axi_arvalid     (io_arvalid),
      .s_axi_arready     (io_arready),
      .s_axi_rid         (io_rid),
      .s_axi_rdata       (io_rdata),
      .s_axi_rresp       (io_rresp),
      .s_axi_rlast       (io_rlast),
      .s_axi_rvalid      (io_rvalid),
      .s_axi_rready      (io_rready),
      .m_axil_fw_awvalid (fws_awvalid[i + 1]),
      .m_axil_fw_awready (fws_awready[i + 1]),
      .m_axil_fw_awaddr  (fws_awaddr[(i + 1)*FwAddrW +: FwAddrW]),
      .m_axil_fw_awprot  (fws_awprot[(i + 1)*3 +: 3]),
      .m_axil_fw_wvalid  (fws_wvalid[i + 1]),
      .m_axil_fw_wready  (fws_wready[i + 1]),
      .m_axil_fw_wdata   (fws_wdata[(i + 1)*32 +: 32]),
      .m_axil_fw_wstrb   (fws_wstrb[(i + 1)*4 +: 4]),
      .m_axil_fw_bvalid  (fws_bvalid[i + 1]),
      .m_axil_fw_bready  (fws_bready[i + 1]),
      .m_axil_fw_bresp   (fws_bresp[(i + 1)*2 +: 2]),
      .m_axil_fw_arvalid (fws_arvalid[i + 1]),
      .m_axil_fw_arready (fws_arready[i + 1]),
      .m_axil_fw_araddr  (fws_araddr[(i + 1)*FwAddrW +: FwAddrW]),
      .m_axil_fw_arprot  (fws_arprot[(i + 1)*3 +: 3]),
      .m_axil_fw_rvalid  (fws_rvalid[i + 1]),
      .m_axil_fw_rready  (fws_rready[i + 1]),
      .m_axil_fw_rdata   (fws_rdata[(i + 1)*32 +: 32]),
      .m_axil_fw_rresp   (fws_rresp[(i + 1)*2 +: 2]),
      .m_axi_ddr_awid    (ddrs_awid[(i + 1)*DdrIdWidth +: DdrIdWidth]),
      .m_axi_ddr_awaddr  (ddrs_awaddr[(i + 1)*DdrAddrWidth +: DdrAddrWidth]),
      .m_axi_ddr_awlen   (ddrs_awlen[(i + 1)*8 +: 8]),
      .m_axi_ddr_awsize  (ddrs_awsize[(i + 1)*3 +: 3]),
      .m_axi_ddr_awburst (ddrs_awburst[(i + 1)*2 +: 2]),
      .m_axi_ddr_awvalid (ddrs_awvalid[i + 1]),
      .m_axi_ddr_awready (ddrs_awready[i + 1]),
      .m_axi_ddr_wdata   (ddrs_wdata[(i + 1)*DdrDataWidth +: DdrDataWidth]),
      .m_axi_ddr_wstrb   (ddrs_wstrb[(i + 1)*DdrStrbW +: DdrStrbW]),
      .m_axi_ddr_wlast   (ddrs_wlast[i + 1]),
      .m_axi_ddr_wvalid  (ddrs_wvalid[i + 1]),
      .m_axi_ddr_wready  (ddrs_wready[i + 1]),
      .m_axi_ddr_bid     (ddrs_bid[(i + 1)*DdrIdWidth +: DdrIdWidth]),
      .m_axi_ddr_bresp   (ddrs_bresp[(i + 1)*2 +: 2]),
      .m_axi_ddr_bvalid  (ddrs_bvalid[i + 1]),
      .m_axi_ddr_bready  (ddrs_bready[i + 1]),
      .m_axi_ddr_arid    (ddrs_arid[(i + 1)*DdrIdWidth +: DdrIdWidth]),
      .m_axi_ddr_araddr  (ddrs_araddr[(i + 1)*DdrAddrWidth +: DdrAddrWidth]),
      .m_axi_ddr_arlen   (ddrs_arlen[(i + 1)*8 +: 8]),
      .m_axi_ddr_arsize  (ddrs_arsize[(i + 1)*3 +: 3]),
      .m_axi_ddr_arburst (ddrs_arburst[(i + 1)*2 +: 2]),
      .m_axi_ddr_arvalid (ddrs_arvalid[i + 1]),
      .m_axi_ddr_arready (ddrs_arready[i + 1]),
      .m_axi_ddr_rid     (ddrs_rid[(i + 1)*DdrIdWidth +: DdrIdWidth]),
      .m_axi_ddr_rdata   (ddrs_rdata[(i + 1)*DdrDataWidth +: DdrDataWidth]),
      .m_axi_ddr_rresp   (ddrs_rresp[(i + 1)*2 +: 2]),
      .m_axi_ddr_rlast   (ddrs_rlast[i + 1]),
      .m_axi_ddr_rvalid  (ddrs_rvalid[i + 1]),
      .m_axi_ddr_rready  (ddrs_rready[i + 1])
    );
  end

endmodule

`default_nettype wire
