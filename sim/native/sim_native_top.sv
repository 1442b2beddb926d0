// Top of the native simulator (sim/native/cssd_sim): cssd_system with its three DRAM ports
// answered by the C++ sparse memory (sim_axi_sparse_mem, DPI-C) and everything else left to the
// C++ harness: the PCIe hard block's CQ/CC/RQ/RC streams and cfg inputs, the two resets and the
// per-core console / exit pulses.
//
// Why a hand-written top and not cocotb_run's generated `_simmem` wrapper: the native harness
// has no use for the UART or the interrupt outputs, which this top ties off, so the C++ side sees
// only the ports it drives; a wrapper that passes every port through would make the harness
// restate those ties. The external firmware port is passed through: the host channel's FW_READ /
// FW_WRITE (protocol version 2) are AXI4-Lite transactions on it, as the cocotb benches' fault
// injection does, arbitrated with the cores by cssd_system's common_axil_arb (slot 0).
//
// Simulation only (DPI-C memories, firmware images by +soc_boot_hex / +soc_mgmt_hex /
// +soc_isp_hex plusargs).
`default_nettype none

module sim_native_top #(
  // cssd_system geometry (config/cssd.toml through cssd_config.Config.system_parameters()).
  parameter int NumCores        = 2,
  parameter int MgmtCore        = 1,
  parameter int IspCore         = 1,
  parameter int FlashChannels   = 2,
  parameter int FlashDies       = 1,
  parameter int FlashPlanes     = 2,
  parameter int FlashBlocks     = 8,
  parameter int FlashPages      = 8,
  parameter int FlashPageBytes  = 4096,
  parameter int FlashSpareBytes = 64,
  parameter int FlashDepth      = 8,
  // Derived, not to be overridden: all cores (console and exit slices).
  localparam int NumAll = NumCores + MgmtCore + IspCore
) (
  // PCIe user clock (250 MHz) and the controller reset; cores_rst_ni holds the cores while the
  // harness loads the boot block.
  input  wire                 clk_i,
  input  wire                 rst_ni,
  input  wire                 cores_rst_ni,
  // Power-on only: the NAND array's block state (a PCIe hot reset keeps the media, as rst_ni
  // alone would not).
  input  wire                 flash_array_rst_ni,
  // A power cut (not a hot reset): the NAND's interrupted program or erase is torn.
  input  wire                 flash_power_loss_i,

  // PCIe completer request / completion (PG213, 512 bits, no straddling).
  input  wire [511:0]         s_axis_cq_tdata,
  input  wire [15:0]          s_axis_cq_tkeep,
  input  wire                 s_axis_cq_tlast,
  input  wire [182:0]         s_axis_cq_tuser,
  input  wire                 s_axis_cq_tvalid,
  output wire                 s_axis_cq_tready,
  output wire [1:0]           pcie_cq_np_req,
  input  wire [5:0]           pcie_cq_np_req_count,
  output wire [511:0]         m_axis_cc_tdata,
  output wire [15:0]          m_axis_cc_tkeep,
  output wire                 m_axis_cc_tlast,
  output wire [80:0]          m_axis_cc_tuser,
  output wire                 m_axis_cc_tvalid,
  input  wire                 m_axis_cc_tready,

  // PCIe requester request / completion (the controller's DMA).
  output wire [511:0]         m_axis_rq_tdata,
  output wire [15:0]          m_axis_rq_tkeep,
  output wire                 m_axis_rq_tlast,
  output wire [136:0]         m_axis_rq_tuser,
  output wire                 m_axis_rq_tvalid,
  input  wire                 m_axis_rq_tready,
  input  wire [511:0]         s_axis_rc_tdata,
  input  wire [15:0]          s_axis_rc_tkeep,
  input  wire                 s_axis_rc_tlast,
  input  wire [160:0]         s_axis_rc_tuser,
  input  wire                 s_axis_rc_tvalid,
  output wire                 s_axis_rc_tready,

  // Configuration status the hard block would drive (set by the client's CFG messages).
  input  wire [1:0]           cfg_max_payload,
  input  wire [2:0]           cfg_max_read_req,
  input  wire [15:0]          cfg_function_status,
  input  wire [3:0]           cfg_interrupt_msix_enable,
  input  wire [3:0]           cfg_interrupt_msix_mask,

  // The external firmware port of cssd_system (AXI4-Lite, 32-bit, byte addresses of
  // rtl/top/fw_port.rdl), driven by the harness for the client's FW_READ / FW_WRITE.
  input  wire                 s_axil_fw_awvalid,
  output wire                 s_axil_fw_awready,
  input  wire [cssd_fw_port_pkg::FwPortAddrWidth-1:0] s_axil_fw_awaddr,
  input  wire                 s_axil_fw_wvalid,
  output wire                 s_axil_fw_wready,
  input  wire [31:0]          s_axil_fw_wdata,
  input  wire [3:0]           s_axil_fw_wstrb,
  output wire                 s_axil_fw_bvalid,
  input  wire                 s_axil_fw_bready,
  output wire [1:0]           s_axil_fw_bresp,
  input  wire                 s_axil_fw_arvalid,
  output wire                 s_axil_fw_arready,
  input  wire [cssd_fw_port_pkg::FwPortAddrWidth-1:0] s_axil_fw_araddr,
  output wire                 s_axil_fw_rvalid,
  input  wire                 s_axil_fw_rready,
  output wire [31:0]          s_axil_fw_rdata,
  output wire [1:0]           s_axil_fw_rresp,

  // Per-core console bytes and exit codes (soc_sysctl), core i in slice i; board status LEDs.
  output wire [NumAll-1:0]    core_console_valid_o,
  output wire [NumAll*8-1:0]  core_console_data_o,
  output wire [NumAll-1:0]    core_exit_valid_o,
  output wire [NumAll*32-1:0] core_exit_code_o,
  output wire [7:0]           status_o
);

  localparam int DdrAddrW = 32;
  localparam int DdrDataW = 512;
  localparam int DdrIdW   = 4;
  localparam int Ddr0IdW  = DdrIdW + $clog2(NumAll + 1);
  localparam int CpuIdW   = 4 + ((NumAll > 1) ? $clog2(NumAll) : 0);

  if (MgmtCore != 1) begin : gen_mgmt_check
    // No Python management model runs beside this harness: admin commands need the core.
    $error("sim_native_top: the native simulator needs the management core (MgmtCore = 1)");
  end

  // ---- DRAM bank 0 (buffers, boot block, mailboxes) ----
  logic [Ddr0IdW-1:0]    ddr0_awid, ddr0_bid, ddr0_arid, ddr0_rid;
  logic [DdrAddrW-1:0]   ddr0_awaddr, ddr0_araddr;
  logic [7:0]            ddr0_awlen, ddr0_arlen;
  logic [2:0]            ddr0_awsize, ddr0_arsize;
  logic [1:0]            ddr0_awburst, ddr0_arburst, ddr0_bresp, ddr0_rresp;
  logic                  ddr0_awvalid, ddr0_awready, ddr0_wlast, ddr0_wvalid, ddr0_wready;
  logic                  ddr0_bvalid, ddr0_bready, ddr0_arvalid, ddr0_arready;
  logic                  ddr0_rlast, ddr0_rvalid, ddr0_rready;
  logic [DdrDataW-1:0]   ddr0_wdata, ddr0_rdata;
  logic [DdrDataW/8-1:0] ddr0_wstrb;

  // ---- DRAM bank 1 (the emulated NAND array) ----
  logic [DdrIdW-1:0]     ddr1_awid, ddr1_bid, ddr1_arid, ddr1_rid;
  logic [DdrAddrW-1:0]   ddr1_awaddr, ddr1_araddr;
  logic [7:0]            ddr1_awlen, ddr1_arlen;
  logic [2:0]            ddr1_awsize, ddr1_arsize;
  logic [1:0]            ddr1_awburst, ddr1_arburst, ddr1_bresp, ddr1_rresp;
  logic                  ddr1_awvalid, ddr1_awready, ddr1_wlast, ddr1_wvalid, ddr1_wready;
  logic                  ddr1_bvalid, ddr1_bready, ddr1_arvalid, ddr1_arready;
  logic                  ddr1_rlast, ddr1_rvalid, ddr1_rready;
  logic [DdrDataW-1:0]   ddr1_wdata, ddr1_rdata;
  logic [DdrDataW/8-1:0] ddr1_wstrb;

  // ---- the cores' private DRAM ----
  logic [CpuIdW-1:0]     cpu_awid, cpu_bid, cpu_arid, cpu_rid;
  logic [31:0]           cpu_awaddr, cpu_araddr;
  logic [7:0]            cpu_awlen, cpu_arlen;
  logic [2:0]            cpu_awsize, cpu_arsize;
  logic [1:0]            cpu_awburst, cpu_arburst, cpu_bresp, cpu_rresp;
  logic                  cpu_awvalid, cpu_awready, cpu_wlast, cpu_wvalid, cpu_wready;
  logic                  cpu_bvalid, cpu_bready, cpu_arvalid, cpu_arready;
  logic                  cpu_rlast, cpu_rvalid, cpu_rready;
  logic [63:0]           cpu_wdata, cpu_rdata;
  logic [7:0]            cpu_wstrb;

  // The interrupt lines are the cores' (their PLICs); nothing outside reads them here.
  logic        fw_irq;
  logic [cssd_config_pkg::MaxSets-1:0]     fw_set_irq;
  logic [cssd_config_pkg::MaxChannels-1:0] flash_irq;
  logic        uart_tx;
  logic unused_fw;
  assign unused_fw = ^{fw_irq, fw_set_irq, flash_irq, uart_tx};

  cssd_system #(
    .FlashChannels  (FlashChannels),
    .FlashDies      (FlashDies),
    .FlashPlanes    (FlashPlanes),
    .FlashBlocks    (FlashBlocks),
    .FlashPages     (FlashPages),
    .FlashPageBytes (FlashPageBytes),
    .FlashSpareBytes(FlashSpareBytes),
    .FlashDepth     (FlashDepth),
    .NumCores       (NumCores),
    .MgmtCore       (MgmtCore),
    .IspCore        (IspCore)
  ) i_system (
    .clk_i                    (clk_i),
    .rst_ni                   (rst_ni),
    .s_axis_cq_tdata          (s_axis_cq_tdata),
    .s_axis_cq_tkeep          (s_axis_cq_tkeep),
    .s_axis_cq_tlast          (s_axis_cq_tlast),
    .s_axis_cq_tuser          (s_axis_cq_tuser),
    .s_axis_cq_tvalid         (s_axis_cq_tvalid),
    .s_axis_cq_tready         (s_axis_cq_tready),
    .pcie_cq_np_req           (pcie_cq_np_req),
    .pcie_cq_np_req_count     (pcie_cq_np_req_count),
    .m_axis_cc_tdata          (m_axis_cc_tdata),
    .m_axis_cc_tkeep          (m_axis_cc_tkeep),
    .m_axis_cc_tlast          (m_axis_cc_tlast),
    .m_axis_cc_tuser          (m_axis_cc_tuser),
    .m_axis_cc_tvalid         (m_axis_cc_tvalid),
    .m_axis_cc_tready         (m_axis_cc_tready),
    .m_axis_rq_tdata          (m_axis_rq_tdata),
    .m_axis_rq_tkeep          (m_axis_rq_tkeep),
    .m_axis_rq_tlast          (m_axis_rq_tlast),
    .m_axis_rq_tuser          (m_axis_rq_tuser),
    .m_axis_rq_tvalid         (m_axis_rq_tvalid),
    .m_axis_rq_tready         (m_axis_rq_tready),
    .s_axis_rc_tdata          (s_axis_rc_tdata),
    .s_axis_rc_tkeep          (s_axis_rc_tkeep),
    .s_axis_rc_tlast          (s_axis_rc_tlast),
    .s_axis_rc_tuser          (s_axis_rc_tuser),
    .s_axis_rc_tvalid         (s_axis_rc_tvalid),
    .s_axis_rc_tready         (s_axis_rc_tready),
    .cfg_max_payload          (cfg_max_payload),
    .cfg_max_read_req         (cfg_max_read_req),
    .cfg_function_status      (cfg_function_status),
    .cfg_interrupt_msix_enable(cfg_interrupt_msix_enable),
    .cfg_interrupt_msix_mask  (cfg_interrupt_msix_mask),
    .m_axi_ddr0_awid          (ddr0_awid),
    .m_axi_ddr0_awaddr        (ddr0_awaddr),
    .m_axi_ddr0_awlen         (ddr0_awlen),
    .m_axi_ddr0_awsize        (ddr0_awsize),
    .m_axi_ddr0_awburst       (ddr0_awburst),
    .m_axi_ddr0_awvalid       (ddr0_awvalid),
    .m_axi_ddr0_awready       (ddr0_awready),
    .m_axi_ddr0_wdata         (ddr0_wdata),
    .m_axi_ddr0_wstrb         (ddr0_wstrb),
    .m_axi_ddr0_wlast         (ddr0_wlast),
    .m_axi_ddr0_wvalid        (ddr0_wvalid),
    .m_axi_ddr0_wready        (ddr0_wready),
    .m_axi_ddr0_bid           (ddr0_bid),
    .m_axi_ddr0_bresp         (ddr0_bresp),
    .m_axi_ddr0_bvalid        (ddr0_bvalid),
    .m_axi_ddr0_bready        (ddr0_bready),
    .m_axi_ddr0_arid          (ddr0_arid),
    .m_axi_ddr0_araddr        (ddr0_araddr),
    .m_axi_ddr0_arlen         (ddr0_arlen),
    .m_axi_ddr0_arsize        (ddr0_arsize),
    .m_axi_ddr0_arburst       (ddr0_arburst),
    .m_axi_ddr0_arvalid       (ddr0_arvalid),
    .m_axi_ddr0_arready       (ddr0_arready),
    .m_axi_ddr0_rid           (ddr0_rid),
    .m_axi_ddr0_rdata         (ddr0_rdata),
    .m_axi_ddr0_rresp         (ddr0_rresp),
    .m_axi_ddr0_rlast         (ddr0_rlast),
    .m_axi_ddr0_rvalid        (ddr0_rvalid),
    .m_axi_ddr0_rready        (ddr0_rready),
    .m_axi_ddr1_awid          (ddr1_awid),
    .m_axi_ddr1_awaddr        (ddr1_awaddr),
    .m_axi_ddr1_awlen         (ddr1_awlen),
    .m_axi_ddr1_awsize        (ddr1_awsize),
    .m_axi_ddr1_awburst       (ddr1_awburst),
    .m_axi_ddr1_awvalid       (ddr1_awvalid),
    .m_axi_ddr1_awready       (ddr1_awready),
    .m_axi_ddr1_wdata         (ddr1_wdata),
    .m_axi_ddr1_wstrb         (ddr1_wstrb),
    .m_axi_ddr1_wlast         (ddr1_wlast),
    .m_axi_ddr1_wvalid        (ddr1_wvalid),
    .m_axi_ddr1_wready        (ddr1_wready),
    .m_axi_ddr1_bid           (ddr1_bid),
    .m_axi_ddr1_bresp         (ddr1_bresp),
    .m_axi_ddr1_bvalid        (ddr1_bvalid),
    .m_axi_ddr1_bready        (ddr1_bready),
    .m_axi_ddr1_arid          (ddr1_arid),
    .m_axi_ddr1_araddr        (ddr1_araddr),
    .m_axi_ddr1_arlen         (ddr1_arlen),
    .m_axi_ddr1_arsize        (ddr1_arsize),
    .m_axi_ddr1_arburst       (ddr1_arburst),
    .m_axi_ddr1_arvalid       (ddr1_arvalid),
    .m_axi_ddr1_arready       (ddr1_arready),
    .m_axi_ddr1_rid           (ddr1_rid),
    .m_axi_ddr1_rdata         (ddr1_rdata),
    .m_axi_ddr1_rresp         (ddr1_rresp),
    .m_axi_ddr1_rlast         (ddr1_rlast),
    .m_axi_ddr1_rvalid        (ddr1_rvalid),
    .m_axi_ddr1_rready        (ddr1_rready),
    // Unprivileged data accesses, as the cocotb benches' AxiLiteMaster makes them.
    .s_axil_fw_awvalid        (s_axil_fw_awvalid),
    .s_axil_fw_awready        (s_axil_fw_awready),
    .s_axil_fw_awaddr         (s_axil_fw_awaddr),
    .s_axil_fw_awprot         (3'b000),
    .s_axil_fw_wvalid         (s_axil_fw_wvalid),
    .s_axil_fw_wready         (s_axil_fw_wready),
    .s_axil_fw_wdata          (s_axil_fw_wdata),
    .s_axil_fw_wstrb          (s_axil_fw_wstrb),
    .s_axil_fw_bvalid         (s_axil_fw_bvalid),
    .s_axil_fw_bready         (s_axil_fw_bready),
    .s_axil_fw_bresp          (s_axil_fw_bresp),
    .s_axil_fw_arvalid        (s_axil_fw_arvalid),
    .s_axil_fw_arready        (s_axil_fw_arready),
    .s_axil_fw_araddr         (s_axil_fw_araddr),
    .s_axil_fw_arprot         (3'b000),
    .s_axil_fw_rvalid         (s_axil_fw_rvalid),
    .s_axil_fw_rready         (s_axil_fw_rready),
    .s_axil_fw_rdata          (s_axil_fw_rdata),
    .s_axil_fw_rresp          (s_axil_fw_rresp),
    .fw_irq_o                 (fw_irq),
    .fw_set_irq_o             (fw_set_irq),
    .flash_irq_o              (flash_irq),
    .flash_array_rst_ni       (flash_array_rst_ni),
    .flash_power_loss_i       (flash_power_loss_i),
    .uart_rx_i                (1'b1),
    .uart_tx_o                (uart_tx),
    .status_o                 (status_o),
    .cores_rst_ni             (cores_rst_ni),
    .m_axi_cpu_awid           (cpu_awid),
    .m_axi_cpu_awaddr         (cpu_awaddr),
    .m_axi_cpu_awlen          (cpu_awlen),
    .m_axi_cpu_awsize         (cpu_awsize),
    .m_axi_cpu_awburst        (cpu_awburst),
    .m_axi_cpu_awvalid        (cpu_awvalid),
    .m_axi_cpu_awready        (cpu_awready),
    .m_axi_cpu_wdata          (cpu_wdata),
    .m_axi_cpu_wstrb          (cpu_wstrb),
    .m_axi_cpu_wlast          (cpu_wlast),
    .m_axi_cpu_wvalid         (cpu_wvalid),
    .m_axi_cpu_wready         (cpu_wready),
    .m_axi_cpu_bid            (cpu_bid),
    .m_axi_cpu_bresp          (cpu_bresp),
    .m_axi_cpu_bvalid         (cpu_bvalid),
    .m_axi_cpu_bready         (cpu_bready),
    .m_axi_cpu_arid           (cpu_arid),
    .m_axi_cpu_araddr         (cpu_araddr),
    .m_axi_cpu_arlen          (cpu_arlen),
    .m_axi_cpu_arsize         (cpu_arsize),
    .m_axi_cpu_arburst        (cpu_arburst),
    .m_axi_cpu_arvalid        (cpu_arvalid),
    .m_axi_cpu_arready        (cpu_arready),
    .m_axi_cpu_rid            (cpu_rid),
    .m_axi_cpu_rdata          (cpu_rdata),
    .m_axi_cpu_rresp          (cpu_rresp),
    .m_axi_cpu_rlast          (cpu_rlast),
    .m_axi_cpu_rvalid         (cpu_rvalid),
    .m_axi_cpu_rready         (cpu_rready),
    .core_console_valid_o     (core_console_valid_o),
    .core_console_data_o      (core_console_data_o),
    .core_exit_valid_o        (core_exit_valid_o),
    .core_exit_code_o         (core_exit_code_o)
  );

  // Store names are the port names: the harness opens the same stores to load the boot block.
  sim_axi_sparse_mem #(.Name("m_axi_ddr0"), .IdW(Ddr0IdW), .AddrW(DdrAddrW), .DataW(DdrDataW)) i_mem_ddr0 (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .s_axi_awid   (ddr0_awid),
    .s_axi_awaddr (ddr0_awaddr),
    .s_axi_awlen  (ddr0_awlen),
    .s_axi_awsize (ddr0_awsize),
    .s_axi_awburst(ddr0_awburst),
    .s_axi_awvalid(ddr0_awvalid),
    .s_axi_awready(ddr0_awready),
    .s_axi_wdata  (ddr0_wdata),
    .s_axi_wstrb  (ddr0_wstrb),
    .s_axi_wlast  (ddr0_wlast),
    .s_axi_wvalid (ddr0_wvalid),
    .s_axi_wready (ddr0_wready),
    .s_axi_bid    (ddr0_bid),
    .s_axi_bresp  (ddr0_bresp),
    .s_axi_bvalid (ddr0_bvalid),
    .s_axi_bready (ddr0_bready),
    .s_axi_arid   (ddr0_arid),
    .s_axi_araddr (ddr0_araddr),
    .s_axi_arlen  (ddr0_arlen),
    .s_axi_arsize (ddr0_arsize),
    .s_axi_arburst(ddr0_arburst),
    .s_axi_arvalid(ddr0_arvalid),
    .s_axi_arready(ddr0_arready),
    .s_axi_rid    (ddr0_rid),
    .s_axi_rdata  (ddr0_rdata),
    .s_axi_rresp  (ddr0_rresp),
    .s_axi_rlast  (ddr0_rlast),
    .s_axi_rvalid (ddr0_rvalid),
    .s_axi_rready (ddr0_rready)
  );

  sim_axi_sparse_mem #(.Name("m_axi_ddr1"), .IdW(DdrIdW), .AddrW(DdrAddrW), .DataW(DdrDataW)) i_mem_ddr1 (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .s_axi_awid   (ddr1_awid),
    .s_axi_awaddr (ddr1_awaddr),
    .s_axi_awlen  (ddr1_awlen),
    .s_axi_awsize (ddr1_awsize),
    .s_axi_awburst(ddr1_awburst),
    .s_axi_awvalid(ddr1_awvalid),
    .s_axi_awready(ddr1_awready),
    .s_axi_wdata  (ddr1_wdata),
    .s_axi_wstrb  (ddr1_wstrb),
    .s_axi_wlast  (ddr1_wlast),
    .s_axi_wvalid (ddr1_wvalid),
    .s_axi_wready (ddr1_wready),
    .s_axi_bid    (ddr1_bid),
    .s_axi_bresp  (ddr1_bresp),
    .s_axi_bvalid (ddr1_bvalid),
    .s_axi_bready (ddr1_bready),
    .s_axi_arid   (ddr1_arid),
    .s_axi_araddr (ddr1_araddr),
    .s_axi_arlen  (ddr1_arlen),
    .s_axi_arsize (ddr1_arsize),
    .s_axi_arburst(ddr1_arburst),
    .s_axi_arvalid(ddr1_arvalid),
    .s_axi_arready(ddr1_arready),
    .s_axi_rid    (ddr1_rid),
    .s_axi_rdata  (ddr1_rdata),
    .s_axi_rresp  (ddr1_rresp),
    .s_axi_rlast  (ddr1_rlast),
    .s_axi_rvalid (ddr1_rvalid),
    .s_axi_rready (ddr1_rready)
  );

  sim_axi_sparse_mem #(.Name("m_axi_cpu"), .IdW(CpuIdW), .AddrW(32), .DataW(64)) i_mem_cpu (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .s_axi_awid   (cpu_awid),
    .s_axi_awaddr (cpu_awaddr),
    .s_axi_awlen  (cpu_awlen),
    .s_axi_awsize (cpu_awsize),
    .s_axi_awburst(cpu_awburst),
    .s_axi_awvalid(cpu_awvalid),
    .s_axi_awready(cpu_awready),
    .s_axi_wdata  (cpu_wdata),
    .s_axi_wstrb  (cpu_wstrb),
    .s_axi_wlast  (cpu_wlast),
    .s_axi_wvalid (cpu_wvalid),
    .s_axi_wready (cpu_wready),
    .s_axi_bid    (cpu_bid),
    .s_axi_bresp  (cpu_bresp),
    .s_axi_bvalid (cpu_bvalid),
    .s_axi_bready (cpu_bready),
    .s_axi_arid   (cpu_arid),
    .s_axi_araddr (cpu_araddr),
    .s_axi_arlen  (cpu_arlen),
    .s_axi_arsize (cpu_arsize),
    .s_axi_arburst(cpu_arburst),
    .s_axi_arvalid(cpu_arvalid),
    .s_axi_arready(cpu_arready),
    .s_axi_rid    (cpu_rid),
    .s_axi_rdata  (cpu_rdata),
    .s_axi_rresp  (cpu_rresp),
    .s_axi_rlast  (cpu_rlast),
    .s_axi_rvalid (cpu_rvalid),
    .s_axi_rready (cpu_rready)
  );

endmodule
