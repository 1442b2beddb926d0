// One firmware core: Rocket (ExampleRocketSystem, from the Rocket configuration the file list
// brings: LitexConfig, rv64imac with 4 KiB I$/D$, or LitexFullConfig, rv64imafdc with 16 KiB
// 4-way I$/D$; both 8 PMP regions, the same ports; config/cssd.toml `rocket`, for the ISP core
// `isp_rocket`, which may be the other one: see i_rocket below) with its boot
// memory and system registers on the uncached MMIO port, and its cached memory port brought out
// as the AXI4 master to this core's private DRAM range.
//
// Address map seen by the core (Rocket's own devices in brackets):
//   [0x0001_0000 boot ROM, reset PC 0x1_0040, jumps to 0x1000_0000]
//   [0x0200_0000 CLINT, mtime += 1 every 100 cycles]   [0x0C00_0000 PLIC, sources 1-8]
//   0x1000_0000  boot memory, BootWords x 64 bit, loaded from BootHex (soc_boot_mem)
//   0x1100_0000  console / exit / scratch / CORE_ID / console RX / SET_CORES_RUN / CORES
//                (soc_sysctl, 64 B)
//   other MMIO below 0x2000_0000: DECERR.
//   0x2000_0000 - 0x7FFF_FFFF: out of the core on m_axi_io (soc_mmio_split); the system top's
//   soc_io_bridge decodes it: 0x2000_0000 ctrl_core firmware port, 0x4000_0000 DDR bank 0
//   window, DECERR elsewhere (rtl/soc/doc/system.md is the map).
//   Rocket takes no precise trap on a bus error (an uncached load just returns zero, a store is
//   dropped): only addresses outside every region (e.g. 0x8000) give an access fault.
//   0x8000_0000+ cached memory: m_axi_mem (the harness or the DRAM controller answers it)
// The Rocket Verilog is not ours: it comes from the pinned `pythondata-cpu-rocket` package
// (sim/lib/cssd_sim/rocket.py lists the files) and needs `SYNTHESIS` defined.
`default_nettype none

// The ISP core's Rocket module (see i_rocket below): ExampleRocketSystem unless the file list
// defines another (sim/lib/cssd_sim/rocket.py ISP_DEFINE).
`ifndef SOC_ISP_ROCKET_TOP
`define SOC_ISP_ROCKET_TOP ExampleRocketSystem
`endif

module soc_core #(
  // Boot memory size in 64-bit words (64 KiB by default).
  parameter int    BootWords = 8192,
  // $readmemh image for the boot memory (firmware/Makefile `boot` target makes one).
  parameter string BootHex   = "",
  // Which kind of core's image this is, for the simulation plusarg that replaces BootHex:
  // 0 a set core's (+soc_boot_hex), 1 the management core's (+soc_mgmt_hex), 2 the ISP core's
  // (+soc_isp_hex). 2 also picks the ISP core's Rocket (`SOC_ISP_ROCKET_TOP, see i_rocket).
  parameter int    Image     = 0,
  // This core's index in the system, read by the firmware from soc_sysctl CORE_ID.
  parameter int    CoreId    = 0,
  // Cores this core releases through soc_sysctl SET_CORES_RUN (the management core: the number
  // of set cores, plus one for the ISP core when there is one; 0 on every other core).
  parameter int    RunBits   = 0,
  // The system's cores, which soc_sysctl CORES reads back: set cores, management core (0 or 1),
  // ISP core (0 or 1). All 0 for a core outside a cssd_system.
  parameter int    NumSetCores = 0,
  parameter int    MgmtCore    = 0,
  parameter int    IspCore     = 0
) (
  // Clock and asynchronous active-low reset. Rocket's own reset is synchronous and active high:
  // it is derived here, released two cycles after rst_ni so its release is clean.
  input  wire logic         clk_i,
  input  wire logic         rst_ni,

  // Platform interrupts into the PLIC (source i+1).
  input  wire logic [7:0]   interrupts_i,

  // Cached memory port: AXI4 master, 64-bit, addresses 0x8000_0000 and up.
  output logic [3:0]        m_axi_mem_awid,
  output logic [31:0]       m_axi_mem_awaddr,
  output logic [7:0]        m_axi_mem_awlen,
  output logic [2:0]        m_axi_mem_awsize,
  output logic [1:0]        m_axi_mem_awburst,
  output logic              m_axi_mem_awlock,
  output logic [3:0]        m_axi_mem_awcache,
  output logic [2:0]        m_axi_mem_awprot,
  output logic [3:0]        m_axi_mem_awqos,
  output logic              m_axi_mem_awvalid,
  input  wire logic         m_axi_mem_awready,
  output logic [63:0]       m_axi_mem_wdata,
  output logic [7:0]        m_axi_mem_wstrb,
  output logic              m_axi_mem_wlast,
  output logic              m_axi_mem_wvalid,
  input  wire logic         m_axi_mem_wready,
  input  wire logic [3:0]   m_axi_mem_bid,
  input  wire logic [1:0]   m_axi_mem_bresp,
  input  wire logic         m_axi_mem_bvalid,
  output logic              m_axi_mem_bready,
  output logic [3:0]        m_axi_mem_arid,
  output logic [31:0]       m_axi_mem_araddr,
  output logic [7:0]        m_axi_mem_arlen,
  output logic [2:0]        m_axi_mem_arsize,
  output logic [1:0]        m_axi_mem_arburst,
  output logic              m_axi_mem_arlock,
  output logic [3:0]        m_axi_mem_arcache,
  output logic [2:0]        m_axi_mem_arprot,
  output logic [3:0]        m_axi_mem_arqos,
  output logic              m_axi_mem_arvalid,
  input  wire logic         m_axi_mem_arready,
  input  wire logic [3:0]   m_axi_mem_rid,
  input  wire logic [63:0]  m_axi_mem_rdata,
  input  wire logic [1:0]   m_axi_mem_rresp,
  input  wire logic         m_axi_mem_rlast,
  input  wire logic         m_axi_mem_rvalid,
  output logic              m_axi_mem_rready,

  // Uncached I/O port: AXI4 master, 64-bit, core addresses 0x2000_0000 - 0x7FFF_FFFF (the MMIO
  // port's upper part, passed on unchanged; bit 31 is always 0). One read and one write in
  // flight at most.
  output logic [3:0]        m_axi_io_awid,
  output logic [31:0]       m_axi_io_awaddr,
  output logic [7:0]        m_axi_io_awlen,
  output logic [2:0]        m_axi_io_awsize,
  output logic [1:0]        m_axi_io_awburst,
  output logic              m_axi_io_awvalid,
  input  wire logic         m_axi_io_awready,
  output logic [63:0]       m_axi_io_wdata,
  output logic [7:0]        m_axi_io_wstrb,
  output logic              m_axi_io_wlast,
  output logic              m_axi_io_wvalid,
  input  wire logic         m_axi_io_wready,
  input  wire logic [3:0]   m_axi_io_bid,
  input  wire logic [1:0]   m_axi_io_bresp,
  input  wire logic         m_axi_io_bvalid,
  output logic              m_axi_io_bready,
  output logic [3:0]        m_axi_io_arid,
  output logic [31:0]       m_axi_io_araddr,
  output logic [7:0]        m_axi_io_arlen,
  output logic [2:0]        m_axi_io_arsize,
  output logic [1:0]        m_axi_io_arburst,
  output logic              m_axi_io_arvalid,
  input  wire logic         m_axi_io_arready,
  input  wire logic [3:0]   m_axi_io_rid,
  input  wire logic [63:0]  m_axi_io_rdata,
  input  wire logic [1:0]   m_axi_io_rresp,
  input  wire logic         m_axi_io_rlast,
  input  wire logic         m_axi_io_rvalid,
  output logic              m_axi_io_rready,

  // Console bytes (one per pulse) and the exit code (0 = pass), from soc_sysctl.
  output logic              console_valid_o,
  output logic [7:0]        console_data_o,
  output logic              exit_valid_o,
  output logic [31:0]       exit_code_o,

  // soc_sysctl SET_CORES_RUN: bit i lets set core i (bit NumSetCores: the ISP core) out of
  // reset (0 when RunBits = 0).
  output logic [7:0]        set_cores_run_o,
  // soc_sysctl SET_CORES_RUN.ISP_HOLD / ISP_HELD (management core with an ISP core; else 0 and
  // ignored): drain the ISP core's ports and hold it in reset, and the system's answer that it is.
  output logic              isp_hold_o,
  input  wire logic         isp_held_i,

  // soc_sysctl DOORBELL: a one-cycle pulse to the other core when this one rings, the other
  // core's pulse in, and this core's pending doorbell as a level (for its PLIC).
  output logic              doorbell_o,
  input  wire logic         doorbell_i,
  output logic              doorbell_irq_o,

  // Received console bytes for soc_sysctl CONSOLE_RX (a FIFO output; rx_ready_o pops). Tie the
  // inputs to 0 on a core that does not own the UART.
  input  wire logic         rx_valid_i,
  output logic              rx_ready_o,
  input  wire logic [7:0]   rx_data_i,
  input  wire logic         rx_overrun_i,
  input  wire logic         rx_frame_err_i
);
  localparam int MmioAddrW = 31;
  localparam int BootAddrBits = $clog2(BootWords);
  localparam logic [MmioAddrW-1:0] BootBase = 31'h1000_0000;
  localparam logic [MmioAddrW-1:0] SysctlBase = 31'h1100_0000;
  localparam logic [MmioAddrW-1:0] IoBase = 31'h2000_0000;

  if (BootWords < 2 || (BootWords & (BootWords - 1)) != 0 || BootWords > (1 << 21) || CoreId < 0) begin : gen_param_check
    $error("soc_core: BootWords must be a power of two, at most 16 MiB of boot memory; CoreId >= 0");
  end

  // Rocket reset: asserted with rst_ni, released on the second clock edge after it.
  logic [1:0] rocket_rst_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rocket_rst_q <= 2'b11;
    end else begin
      rocket_rst_q <= {rocket_rst_q[0], 1'b0};
    end
  end

  // ---- MMIO port ------------------------------------------------------------------------------
  logic [3:0]           mmio_awid, mmio_bid, mmio_arid, mmio_rid;
  logic [MmioAddrW-1:0] mmio_awaddr, mmio_araddr;
  logic [7:0]           mmio_awlen, mmio_arlen;
  logic [2:0]           mmio_awsize, mmio_arsize;
  logic [1:0]           mmio_awburst, mmio_arburst, mmio_bresp, mmio_rresp;
  logic                 mmio_awvalid, mmio_awready, mmio_wvalid, mmio_wready, mmio_wlast;
  logic                 mmio_bvalid, mmio_bready, mmio_arvalid, mmio_arready;
  logic                 mmio_rvalid, mmio_rready, mmio_rlast;
  logic [63:0]          mmio_wdata, mmio_rdata;
  logic [7:0]           mmio_wstrb;
  // The MMIO port's lock / cache / prot / qos say nothing these targets use.
  logic                 unused_mmio_awlock, unused_mmio_arlock;
  logic [3:0]           unused_mmio_awcache, unused_mmio_arcache, unused_mmio_awqos, unused_mmio_arqos;
  logic [2:0]           unused_mmio_awprot, unused_mmio_arprot;

  // Rocket's debug module outputs: no debugger is attached yet.
  logic unused_dmi_req_ready, unused_dmi_resp_valid, unused_ndreset, dmactive;
  logic [31:0] unused_dmi_resp_data;
  logic [1:0] unused_dmi_resp_resp;
  // The L2 front-end (DMA) slave port is idle for now; its outputs are unused.
  logic unused_fb_awready, unused_fb_wready, unused_fb_bvalid, unused_fb_arready;
  logic unused_fb_rvalid, unused_fb_rlast;
  logic [7:0] unused_fb_bid, unused_fb_rid;
  logic [1:0] unused_fb_bresp, unused_fb_rresp;
  logic [63:0] unused_fb_rdata;

  // Rocket itself. Its ports are the same in every configuration; which configuration is a
  // file-list choice (config/cssd.toml `rocket`, and `isp_rocket` for the ISP core). The package's
  // configurations share every module name, so a system whose ISP core has another configuration
  // holds that one renamed (sim/lib/cssd_sim/rocket.py: IspRocket_ExampleRocketSystem and all its
  // submodules) and its file list defines SOC_ISP_ROCKET_TOP to that name. Why a macro: a module
  // name cannot be a parameter, and the ISP core's module depends on the file list, not on this
  // core: the VCU118 has an ISP core of the same configuration as the others, so no renamed
  // module exists there and the ISP branch must name ExampleRocketSystem (the macro's default,
  // at the top of this file). The connections are one macro so that the two instantiations
  // cannot drift apart. The debug module waits for its clock domain to acknowledge dmactive;
  // same clock here (debug_dmactiveAck).
`define SOC_CORE_ROCKET_PORTS \
    .clock                                (clk_i),                 \
    .reset                                (rocket_rst_q[1]),       \
    .mem_axi4_0_aw_ready                  (m_axi_mem_awready),     \
    .mem_axi4_0_aw_valid                  (m_axi_mem_awvalid),     \
    .mem_axi4_0_aw_bits_id                (m_axi_mem_awid),        \
    .mem_axi4_0_aw_bits_addr              (m_axi_mem_awaddr),      \
    .mem_axi4_0_aw_bits_len               (m_axi_mem_awlen),       \
    .mem_axi4_0_aw_bits_size              (m_axi_mem_awsize),      \
    .mem_axi4_0_aw_bits_burst             (m_axi_mem_awburst),     \
    .mem_axi4_0_aw_bits_lock              (m_axi_mem_awlock),      \
    .mem_axi4_0_aw_bits_cache             (m_axi_mem_awcache),     \
    .mem_axi4_0_aw_bits_prot              (m_axi_mem_awprot),      \
    .mem_axi4_0_aw_bits_qos               (m_axi_mem_awqos),       \
    .mem_axi4_0_w_ready                   (m_axi_mem_wready),      \
    .mem_axi4_0_w_valid                   (m_axi_mem_wvalid),      \
    .mem_axi4_0_w_bits_data               (m_axi_mem_wdata),       \
    .mem_axi4_0_w_bits_strb               (m_axi_mem_wstrb),       \
    .mem_axi4_0_w_bits_last               (m_axi_mem_wlast),       \
    .mem_axi4_0_b_ready                   (m_axi_mem_bready),      \
    .mem_axi4_0_b_valid                   (m_axi_mem_bvalid),      \
    .mem_axi4_0_b_bits_id                 (m_axi_mem_bid),         \
    .mem_axi4_0_b_bits_resp               (m_axi_mem_bresp),       \
    .mem_axi4_0_ar_ready                  (m_axi_mem_arready),     \
    .mem_axi4_0_ar_valid                  (m_axi_mem_arvalid),     \
    .mem_axi4_0_ar_bits_id                (m_axi_mem_arid),        \
    .mem_axi4_0_ar_bits_addr              (m_axi_mem_araddr),      \
    .mem_axi4_0_ar_bits_len               (m_axi_mem_arlen),       \
    .mem_axi4_0_ar_bits_size              (m_axi_mem_arsize),      \
    .mem_axi4_0_ar_bits_burst             (m_axi_mem_arburst),     \
    .mem_axi4_0_ar_bits_lock              (m_axi_mem_arlock),      \
    .mem_axi4_0_ar_bits_cache             (m_axi_mem_arcache),     \
    .mem_axi4_0_ar_bits_prot              (m_axi_mem_arprot),      \
    .mem_axi4_0_ar_bits_qos               (m_axi_mem_arqos),       \
    .mem_axi4_0_r_ready                   (m_axi_mem_rready),      \
    .mem_axi4_0_r_valid                   (m_axi_mem_rvalid),      \
    .mem_axi4_0_r_bits_id                 (m_axi_mem_rid),         \
    .mem_axi4_0_r_bits_data               (m_axi_mem_rdata),       \
    .mem_axi4_0_r_bits_resp               (m_axi_mem_rresp),       \
    .mem_axi4_0_r_bits_last               (m_axi_mem_rlast),       \
    .mmio_axi4_0_aw_ready                 (mmio_awready),          \
    .mmio_axi4_0_aw_valid                 (mmio_awvalid),          \
    .mmio_axi4_0_aw_bits_id               (mmio_awid),             \
    .mmio_axi4_0_aw_bits_addr             (mmio_awaddr),           \
    .mmio_axi4_0_aw_bits_len              (mmio_awlen),            \
    .mmio_axi4_0_aw_bits_size             (mmio_awsize),           \
    .mmio_axi4_0_aw_bits_burst            (mmio_awburst),          \
    .mmio_axi4_0_aw_bits_lock             (unused_mmio_awlock),    \
    .mmio_axi4_0_aw_bits_cache            (unused_mmio_awcache),   \
    .mmio_axi4_0_aw_bits_prot             (unused_mmio_awprot),    \
    .mmio_axi4_0_aw_bits_qos              (unused_mmio_awqos),     \
    .mmio_axi4_0_w_ready                  (mmio_wready),           \
    .mmio_axi4_0_w_valid                  (mmio_wvalid),           \
    .mmio_axi4_0_w_bits_data              (mmio_wdata),            \
    .mmio_axi4_0_w_bits_strb              (mmio_wstrb),            \
    .mmio_axi4_0_w_bits_last              (mmio_wlast),            \
    .mmio_axi4_0_b_ready                  (mmio_bready),           \
    .mmio_axi4_0_b_valid                  (mmio_bvalid),           \
    .mmio_axi4_0_b_bits_id                (mmio_bid),              \
    .mmio_axi4_0_b_bits_resp              (mmio_bresp),            \
    .mmio_axi4_0_ar_ready                 (mmio_arready),          \
    .mmio_axi4_0_ar_valid                 (mmio_arvalid),          \
    .mmio_axi4_0_ar_bits_id               (mmio_arid),             \
    .mmio_axi4_0_ar_bits_addr             (mmio_araddr),           \
    .mmio_axi4_0_ar_bits_len              (mmio_arlen),            \
    .mmio_axi4_0_ar_bits_size             (mmio_arsize),           \
    .mmio_axi4_0_ar_bits_burst            (mmio_arburst),          \
    .mmio_axi4_0_ar_bits_lock             (unused_mmio_arlock),    \
    .mmio_axi4_0_ar_bits_cache            (unused_mmio_arcache),   \
    .mmio_axi4_0_ar_bits_prot             (unused_mmio_arprot),    \
    .mmio_axi4_0_ar_bits_qos              (unused_mmio_arqos),     \
    .mmio_axi4_0_r_ready                  (mmio_rready),           \
    .mmio_axi4_0_r_valid                  (mmio_rvalid),           \
    .mmio_axi4_0_r_bits_id                (mmio_rid),              \
    .mmio_axi4_0_r_bits_data              (mmio_rdata),            \
    .mmio_axi4_0_r_bits_resp              (mmio_rresp),            \
    .mmio_axi4_0_r_bits_last              (mmio_rlast),            \
    .l2_frontend_bus_axi4_0_aw_ready      (unused_fb_awready),     \
    .l2_frontend_bus_axi4_0_aw_valid      (1'b0),                  \
    .l2_frontend_bus_axi4_0_aw_bits_id    (8'd0),                  \
    .l2_frontend_bus_axi4_0_aw_bits_addr  (32'd0),                 \
    .l2_frontend_bus_axi4_0_aw_bits_len   (8'd0),                  \
    .l2_frontend_bus_axi4_0_aw_bits_size  (3'd0),                  \
    .l2_frontend_bus_axi4_0_aw_bits_burst (2'd0),                  \
    .l2_frontend_bus_axi4_0_aw_bits_lock  (1'b0),                  \
    .l2_frontend_bus_axi4_0_aw_bits_cache (4'd0),                  \
    .l2_frontend_bus_axi4_0_aw_bits_prot  (3'd0),                  \
    .l2_frontend_bus_axi4_0_aw_bits_qos   (4'd0),                  \
    .l2_frontend_bus_axi4_0_w_ready       (unused_fb_wready),      \
    .l2_frontend_bus_axi4_0_w_valid       (1'b0),                  \
    .l2_frontend_bus_axi4_0_w_bits_data   (64'd0),                 \
    .l2_frontend_bus_axi4_0_w_bits_strb   (8'd0),                  \
    .l2_frontend_bus_axi4_0_w_bits_last   (1'b0),                  \
    .l2_frontend_bus_axi4_0_b_ready       (1'b1),                  \
    .l2_frontend_bus_axi4_0_b_valid       (unused_fb_bvalid),      \
    .l2_frontend_bus_axi4_0_b_bits_id     (unused_fb_bid),         \
    .l2_frontend_bus_axi4_0_b_bits_resp   (unused_fb_bresp),       \
    .l2_frontend_bus_axi4_0_ar_ready      (unused_fb_arready),     \
    .l2_frontend_bus_axi4_0_ar_valid      (1'b0),                  \
    .l2_frontend_bus_axi4_0_ar_bits_id    (8'd0),                  \
    .l2_frontend_bus_axi4_0_ar_bits_addr  (32'd0),                 \
    .l2_frontend_bus_axi4_0_ar_bits_len   (8'd0),                  \
    .l2_frontend_bus_axi4_0_ar_bits_size  (3'd0),                  \
    .l2_frontend_bus_axi4_0_ar_bits_burst (2'd0),                  \
    .l2_frontend_bus_axi4_0_ar_bits_lock  (1'b0),                  \
    .l2_frontend_bus_axi4_0_ar_bits_cache (4'd0),                  \
    .l2_frontend_bus_axi4_0_ar_bits_prot  (3'd0),                  \
    .l2_frontend_bus_axi4_0_ar_bits_qos   (4'd0),                  \
    .l2_frontend_bus_axi4_0_r_ready       (1'b1),                  \
    .l2_frontend_bus_axi4_0_r_valid       (unused_fb_rvalid),      \
    .l2_frontend_bus_axi4_0_r_bits_id     (unused_fb_rid),         \
    .l2_frontend_bus_axi4_0_r_bits_data   (unused_fb_rdata),       \
    .l2_frontend_bus_axi4_0_r_bits_resp   (unused_fb_rresp),       \
    .l2_frontend_bus_axi4_0_r_bits_last   (unused_fb_rlast),       \
    .resetctrl_hartIsInReset_0            (rocket_rst_q[1]),       \
    .debug_clock                          (clk_i),                 \
    .debug_reset                          (rocket_rst_q[1]),       \
    .debug_clockeddmi_dmi_req_ready       (unused_dmi_req_ready),  \
    .debug_clockeddmi_dmi_req_valid       (1'b0),                  \
    .debug_clockeddmi_dmi_req_bits_addr   (7'd0),                  \
    .debug_clockeddmi_dmi_req_bits_data   (32'd0),                 \
    .debug_clockeddmi_dmi_req_bits_op     (2'd0),                  \
    .debug_clockeddmi_dmi_resp_ready      (1'b1),                  \
    .debug_clockeddmi_dmi_resp_valid      (unused_dmi_resp_valid), \
    .debug_clockeddmi_dmi_resp_bits_data  (unused_dmi_resp_data),  \
    .debug_clockeddmi_dmi_resp_bits_resp  (unused_dmi_resp_resp),  \
    .debug_clockeddmi_dmiClock            (clk_i),                 \
    .debug_clockeddmi_dmiReset            (rocket_rst_q[1]),       \
    .debug_ndreset                        (unused_ndreset),        \
    .debug_dmactive                       (dmactive),              \
    .debug_dmactiveAck                    (dmactive),              \
    .interrupts                           (interrupts_i)

  if (Image == 2) begin : gen_isp_rocket
    // The ISP core: the ISP configuration's Rocket (ExampleRocketSystem unless the file list
    // renamed another configuration for it).
    `SOC_ISP_ROCKET_TOP i_rocket (`SOC_CORE_ROCKET_PORTS);
  end else begin : gen_rocket
    ExampleRocketSystem i_rocket (`SOC_CORE_ROCKET_PORTS);
  end
`undef SOC_CORE_ROCKET_PORTS

  // Split the MMIO port: the core's own targets below 0x2000_0000, m_axi_io from there up.
  logic [3:0]           int_awid, int_bid, int_arid, int_rid;
  logic [MmioAddrW-1:0] int_awaddr, int_araddr, io_awaddr, io_araddr;
  logic [7:0]           int_awlen, int_arlen;
  logic [2:0]           int_awsize, int_arsize;
  logic [1:0]           int_awburst, int_arburst, int_bresp, int_rresp;
  logic                 int_awvalid, int_awready, int_wvalid, int_wready, int_wlast;
  logic                 int_bvalid, int_bready, int_arvalid, int_arready;
  logic                 int_rvalid, int_rready, int_rlast;
  logic [63:0]          int_wdata, int_rdata;
  logic [7:0]           int_wstrb;

  soc_mmio_split #(
    .IdWidth   (4),
    .AddrWidth (MmioAddrW),
    .DataWidth (64),
    .SplitAddr (IoBase)
  ) i_mmio_split (
    .clk_i             (clk_i),
    .rst_ni            (rst_ni),
    .s_axi_awid        (mmio_awid),
    .s_axi_awaddr      (mmio_awaddr),
    .s_axi_awlen       (mmio_awlen),
    .s_axi_awsize      (mmio_awsize),
    .s_axi_awburst     (mmio_awburst),
    .s_axi_awvalid     (mmio_awvalid),
    .s_axi_awready     (mmio_awready),
    .s_axi_wdata       (mmio_wdata),
    .s_axi_wstrb       (mmio_wstrb),
    .s_axi_wlast       (mmio_wlast),
    .s_axi_wvalid      (mmio_wvalid),
    .s_axi_wready      (mmio_wready),
    .s_axi_bid         (mmio_bid),
    .s_axi_bresp       (mmio_bresp),
    .s_axi_bvalid      (mmio_bvalid),
    .s_axi_bready      (mmio_bready),
    .s_axi_arid        (mmio_arid),
    .s_axi_araddr      (mmio_araddr),
    .s_axi_arlen       (mmio_arlen),
    .s_axi_arsize      (mmio_arsize),
    .s_axi_arburst     (mmio_arburst),
    .s_axi_arvalid     (mmio_arvalid),
    .s_axi_arready     (mmio_arready),
    .s_axi_rid         (mmio_rid),
    .s_axi_rdata       (mmio_rdata),
    .s_axi_rresp       (mmio_rresp),
    .s_axi_rlast       (mmio_rlast),
    .s_axi_rvalid      (mmio_rvalid),
    .s_axi_rready      (mmio_rready),
    .m_axi_int_awid    (int_awid),
    .m_axi_int_awaddr  (int_awaddr),
    .m_axi_int_awlen   (int_awlen),
    .m_axi_int_awsize  (int_awsize),
    .m_axi_int_awburst (int_awburst),
    .m_axi_int_awvalid (int_awvalid),
    .m_axi_int_awready (int_awready),
    .m_axi_int_wdata   (int_wdata),
    .m_axi_int_wstrb   (int_wstrb),
    .m_axi_int_wlast   (int_wlast),
    .m_axi_int_wvalid  (int_wvalid),
    .m_axi_int_wready  (int_wready),
    .m_axi_int_bid     (int_bid),
    .m_axi_int_bresp   (int_bresp),
    .m_axi_int_bvalid  (int_bvalid),
    .m_axi_int_bready  (int_bready),
    .m_axi_int_arid    (int_arid),
    .m_axi_int_araddr  (int_araddr),
    .m_axi_int_arlen   (int_arlen),
    .m_axi_int_arsize  (int_arsize),
    .m_axi_int_arburst (int_arburst),
    .m_axi_int_arvalid (int_arvalid),
    .m_axi_int_arready (int_arready),
    .m_axi_int_rid     (int_rid),
    .m_axi_int_rdata   (int_rdata),
    .m_axi_int_rresp   (int_rresp),
    .m_axi_int_rlast   (int_rlast),
    .m_axi_int_rvalid  (int_rvalid),
    .m_axi_int_rready  (int_rready),
    .m_axi_io_awid     (m_axi_io_awid),
    .m_axi_io_awaddr   (io_awaddr),
    .m_axi_io_awlen    (m_axi_io_awlen),
    .m_axi_io_awsize   (m_axi_io_awsize),
    .m_axi_io_awburst  (m_axi_io_awburst),
    .m_axi_io_awvalid  (m_axi_io_awvalid),
    .m_axi_io_awready  (m_axi_io_awready),
    .m_axi_io_wdata    (m_axi_io_wdata),
    .m_axi_io_wstrb    (m_axi_io_wstrb),
    .m_axi_io_wlast    (m_axi_io_wlast),
    .m_axi_io_wvalid   (m_axi_io_wvalid),
    .m_axi_io_wready   (m_axi_io_wready),
    .m_axi_io_bid      (m_axi_io_bid),
    .m_axi_io_bresp    (m_axi_io_bresp),
    .m_axi_io_bvalid   (m_axi_io_bvalid),
    .m_axi_io_bready   (m_axi_io_bready),
    .m_axi_io_arid     (m_axi_io_arid),
    .m_axi_io_araddr   (io_araddr),
    .m_axi_io_arlen    (m_axi_io_arlen),
    .m_axi_io_arsize   (m_axi_io_arsize),
    .m_axi_io_arburst  (m_axi_io_arburst),
    .m_axi_io_arvalid  (m_axi_io_arvalid),
    .m_axi_io_arready  (m_axi_io_arready),
    .m_axi_io_rid      (m_axi_io_rid),
    .m_axi_io_rdata    (m_axi_io_rdata),
    .m_axi_io_rresp    (m_axi_io_rresp),
    .m_axi_io_rlast    (m_axi_io_rlast),
    .m_axi_io_rvalid   (m_axi_io_rvalid),
    .m_axi_io_rready   (m_axi_io_rready)
  );
  // Rocket's MMIO addresses are 31 bits; the system sees 32.
  assign m_axi_io_awaddr = {1'b0, io_awaddr};
  assign m_axi_io_araddr = {1'b0, io_araddr};

  // AXI4 -> one request a beat, then a plain address decode to the two targets.
  logic                 req, we, err;
  logic [MmioAddrW-1:0] addr;
  logic [63:0]          wdata, rdata, boot_rdata, sysctl_rdata;
  logic [7:0]           wstrb;
  logic                 boot_sel, sysctl_sel, boot_rsel_q;

  soc_axi_to_mem #(
    .IdWidth   (4),
    .AddrWidth (MmioAddrW),
    .DataWidth (64)
  ) i_mmio_bridge (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .s_axi_awid    (int_awid),
    .s_axi_awaddr  (int_awaddr),
    .s_axi_awlen   (int_awlen),
    .s_axi_awsize  (int_awsize),
    .s_axi_awburst (int_awburst),
    .s_axi_awvalid (int_awvalid),
    .s_axi_awready (int_awready),
    .s_axi_wdata   (int_wdata),
    .s_axi_wstrb   (int_wstrb),
    .s_axi_wlast   (int_wlast),
    .s_axi_wvalid  (int_wvalid),
    .s_axi_wready  (int_wready),
    .s_axi_bid     (int_bid),
    .s_axi_bresp   (int_bresp),
    .s_axi_bvalid  (int_bvalid),
    .s_axi_bready  (int_bready),
    .s_axi_arid    (int_arid),
    .s_axi_araddr  (int_araddr),
    .s_axi_arlen   (int_arlen),
    .s_axi_arsize  (int_arsize),
    .s_axi_arburst (int_arburst),
    .s_axi_arvalid (int_arvalid),
    .s_axi_arready (int_arready),
    .s_axi_rid     (int_rid),
    .s_axi_rdata   (int_rdata),
    .s_axi_rresp   (int_rresp),
    .s_axi_rlast   (int_rlast),
    .s_axi_rvalid  (int_rvalid),
    .s_axi_rready  (int_rready),
    .req_o         (req),
    .we_o          (we),
    .addr_o        (addr),
    .wdata_o       (wdata),
    .wstrb_o       (wstrb),
    .err_i         (err),
    .rdata_i       (rdata)
  );

  assign boot_sel = addr[MmioAddrW-1:BootAddrBits+3] == BootBase[MmioAddrW-1:BootAddrBits+3];
  assign sysctl_sel = addr[MmioAddrW-1:6] == SysctlBase[MmioAddrW-1:6];
  assign err = !boot_sel && !sysctl_sel;
  // Byte lanes within a word: the targets take WSTRB and return whole words.
  logic [2:0] unused_addr_lanes;
  assign unused_addr_lanes = addr[2:0];

  // Both targets answer a read one cycle later; remember whose answer it is.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      boot_rsel_q <= 1'b0;
    end else if (req) begin
      boot_rsel_q <= boot_sel;
    end
  end
  assign rdata = boot_rsel_q ? boot_rdata : sysctl_rdata;

  soc_boot_mem #(
    .Words     (BootWords),
    .DataWidth (64),
    .InitFile  (BootHex),
    .Image     (Image)
  ) i_boot_mem (
    .clk_i   (clk_i),
    .req_i   (req && boot_sel),
    .we_i    (we),
    .addr_i  (addr[3 +: BootAddrBits]),
    .wdata_i (wdata),
    .wstrb_i (wstrb),
    .rdata_o (boot_rdata)
  );

  soc_sysctl #(
    .DataWidth (64),
    .CoreId      (CoreId),
    .RunBits     (RunBits),
    .NumSetCores (NumSetCores),
    .MgmtCore    (MgmtCore),
    .IspCore     (IspCore)
  ) i_sysctl (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .req_i           (req && sysctl_sel),
    .we_i            (we),
    .addr_i          (addr[5:3]),
    .wdata_i         (wdata),
    .wstrb_i         (wstrb),
    .rdata_o         (sysctl_rdata),
    .console_valid_o (console_valid_o),
    .console_data_o  (console_data_o),
    .exit_valid_o    (exit_valid_o),
    .exit_code_o     (exit_code_o),
    .set_cores_run_o (set_cores_run_o),
    .isp_hold_o      (isp_hold_o),
    .isp_held_i      (isp_held_i),
    .doorbell_o      (doorbell_o),
    .doorbell_i      (doorbell_i),
    .doorbell_irq_o  (doorbell_irq_o),
    .rx_valid_i      (rx_valid_i),
    .rx_ready_o      (rx_ready_o),
    .rx_data_i       (rx_data_i),
    .rx_overrun_i    (rx_overrun_i),
    .rx_frame_err_i  (rx_frame_err_i)
  );
endmodule

`default_nettype wire
