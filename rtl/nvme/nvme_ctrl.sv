// NVMe controller: the Chisel front end (registers, queues, SACA, MSI-X, PRP engine and data
// mover) plus the firmware register blocks that turn its hardware queues into AXI4-Lite
// registers: the management block (rtl/nvme/nvme.rdl) in window 0 of the firmware port and one
// NVM-set block (rtl/nvme/nvme_set.rdl) per set in windows 1..NumSets (4 KiB each).
//
// Why the glue lives here and not in Chisel: the firmware registers are generated from SystemRDL
// (one source for the RTL, the C header and the Python map), and PeakRDL emits SystemVerilog.
`default_nettype none

module nvme_ctrl #(
  // I/O queue pairs and MSI-X vectors the emitted front end was built with (rtl/chisel:
  // NvmeFrontEndParams; the vectors from config/cssd.toml [bar0]); reported to firmware in GEOMETRY.
  parameter int NumIoQueues = 128,
  parameter int NumVectors  = cssd_config_pkg::MsixVectors,
  // SACA geometry the front end was built with (NvmeSacaParams, from config/cssd.toml like
  // cssd_config_pkg): NVM sets, shared command slots,
  // namespace table entries and MDTS (Identify units: 2^n 4 KiB pages).
  parameter int NumSets     = cssd_config_pkg::MaxSets,
  parameter int NumSlots    = cssd_config_pkg::Slots,
  parameter int MaxNs       = cssd_config_pkg::Namespaces,
  parameter int Mdts        = 8
) (
  input  wire          clk_i,
  input  wire          rst_ni,

  // BAR0 0x0000-0x3FFF (NvmeAddrWidth bits) from the completer (dword accesses; reads answered
  // once, in order).
  input  wire          reg_req_valid_i,
  output wire          reg_req_ready_o,
  input  wire          reg_req_write_i,
  input  wire [cssd_config_pkg::NvmeAddrWidth-1:0] reg_req_addr_i,
  input  wire [31:0]   reg_req_wdata_i,
  input  wire [3:0]    reg_req_wstrb_i,
  output wire          reg_rsp_valid_o,
  output wire [31:0]   reg_rsp_rdata_o,

  // PCIe requester request / completion (PG213, 512-bit, no straddle).
  output wire [511:0]  m_axis_rq_tdata,
  output wire [15:0]   m_axis_rq_tkeep,
  output wire          m_axis_rq_tlast,
  output wire [136:0]  m_axis_rq_tuser,
  output wire          m_axis_rq_tvalid,
  input  wire          m_axis_rq_tready,
  input  wire [511:0]  s_axis_rc_tdata,
  input  wire [15:0]   s_axis_rc_tkeep,
  input  wire          s_axis_rc_tlast,
  input  wire [160:0]  s_axis_rc_tuser,
  input  wire          s_axis_rc_tvalid,
  output wire          s_axis_rc_tready,

  // PCIe configuration state of physical function 0.
  input  wire [1:0]    cfg_max_payload,
  input  wire [2:0]    cfg_max_read_req,
  input  wire          cfg_msix_enable_i,
  input  wire          cfg_msix_mask_i,

  // Controller memory (host DMA buffers), AXI4 512-bit.
  output wire [3:0]    m_axi_awid,
  output wire [31:0]   m_axi_awaddr,
  output wire [7:0]    m_axi_awlen,
  output wire [2:0]    m_axi_awsize,
  output wire [1:0]    m_axi_awburst,
  output wire          m_axi_awvalid,
  input  wire          m_axi_awready,
  output wire [511:0]  m_axi_wdata,
  output wire [63:0]   m_axi_wstrb,
  output wire          m_axi_wlast,
  output wire          m_axi_wvalid,
  input  wire          m_axi_wready,
  input  wire [3:0]    m_axi_bid,
  input  wire [1:0]    m_axi_bresp,
  input  wire          m_axi_bvalid,
  output wire          m_axi_bready,
  output wire [3:0]    m_axi_arid,
  output wire [31:0]   m_axi_araddr,
  output wire [7:0]    m_axi_arlen,
  output wire [2:0]    m_axi_arsize,
  output wire [1:0]    m_axi_arburst,
  output wire          m_axi_arvalid,
  input  wire          m_axi_arready,
  input  wire [3:0]    m_axi_rid,
  input  wire [511:0]  m_axi_rdata,
  input  wire [1:0]    m_axi_rresp,
  input  wire          m_axi_rlast,
  input  wire          m_axi_rvalid,
  output wire          m_axi_rready,

  // Firmware port (AXI4-Lite, 32-bit): window 0 (0x0000) management registers
  // (rtl/nvme/doc/registers.md), window 1+s (0x1000 * (1 + s)) NVM set s
  // (rtl/nvme/doc/nvme_set.md); fw_irq_o is the management interrupt, fw_set_irq_o one per set.
  input  wire          s_axil_awvalid,
  output wire          s_axil_awready,
  input  wire [15:0]   s_axil_awaddr,
  input  wire [2:0]    s_axil_awprot,
  input  wire          s_axil_wvalid,
  output wire          s_axil_wready,
  input  wire [31:0]   s_axil_wdata,
  input  wire [3:0]    s_axil_wstrb,
  output wire          s_axil_bvalid,
  input  wire          s_axil_bready,
  output wire [1:0]    s_axil_bresp,
  input  wire          s_axil_arvalid,
  output wire          s_axil_arready,
  input  wire [15:0]   s_axil_araddr,
  input  wire [2:0]    s_axil_arprot,
  output wire          s_axil_rvalid,
  input  wire          s_axil_rready,
  output wire [31:0]   s_axil_rdata,
  output wire [1:0]    s_axil_rresp,
  output wire          fw_irq_o,
  output wire [NumSets-1:0] fw_set_irq_o,

  // Controller state for status LEDs and the controller CSRs.
  output wire [31:0]   csts_o
);
  // ---- firmware queue signals ----
  logic         cmd_valid, cmd_ready;
  logic [7:0]   cmd_sqid;
  logic [3:0]   cmd_gen;
  logic [511:0] cmd_sqe;
  logic         cpl_valid, cpl_ready;
  logic         qcfg_valid, qcfg_ready, qcfg_busy;
  logic         evt_valid, evt_ready;
  logic [7:0]   evt_kind;
  logic         evt_is_cq;
  logic [15:0]  evt_qid;
  logic [31:0]  evt_value;
  logic         dma_valid, dma_ready;
  logic         dma_done_valid, dma_done_ready;
  logic [7:0]   dma_done_id;
  logic [1:0]   dma_done_status;
  logic [31:0]  cc;
  logic [31:0]  csts;
  logic [3:0]   gen;
  logic         st_fetched, st_posted, st_dropped, st_db_err, st_fetch_err, st_cc_ign, st_evt_drop;
  logic         st_msix;

  // ---- register block outputs ----
  logic         cmd_pop, evt_pop, dma_done_pop, cpl_push, qcfg_go, dma_go, iv_go;
  logic [31:0]  cpl_dw0, cpl_dw1;
  logic [15:0]  cpl_sqid, cpl_cid;
  logic [14:0]  cpl_status;
  logic [3:0]   cpl_gen;
  logic [31:0]  qcfg_base_lo, qcfg_base_hi;
  logic [15:0]  qcfg_size_m1;
  logic [1:0]   qcfg_prio, qcfg_op;
  logic         qcfg_ien;
  logic [11:0]  qcfg_qid, qcfg_cqid_iv;
  logic [31:0]  dma_host_lo, dma_host_hi, dma_local;
  logic [23:0]  dma_len;
  logic         dma_to_host;
  logic [7:0]   dma_id;
  logic [2:0]   arb_ab;
  logic [7:0]   arb_lpw, arb_mpw, arb_hpw, coal_thr, coal_time;
  logic [15:0]  iv_iv;
  logic         iv_cd, shutdown_done, fatal;
  logic         irq_en_cmd, irq_en_evt, irq_en_dma;


  // ---- firmware port: window 0 management block, windows 1..NumSets the set blocks ----
  localparam int NumWin = NumSets + 1;
  logic [NumWin-1:0]      w_awvalid, w_awready, w_wvalid, w_wready, w_bvalid, w_bready;
  logic [NumWin-1:0]      w_arvalid, w_arready, w_rvalid, w_rready;
  logic [NumWin*16-1:0]   w_awaddr, w_araddr;
  logic [NumWin*3-1:0]    w_awprot, w_arprot;
  logic [NumWin*32-1:0]   w_wdata, w_rdata;
  logic [NumWin*4-1:0]    w_wstrb;
  logic [NumWin*2-1:0]    w_bresp, w_rresp;

  common_axil_demux #(
    .NumPorts (NumWin),
    .AddrWidth(16),
    .SelLsb   (12),
    .SelWidth (4)
  ) i_fw_demux (
    .clk_i    (clk_i),
    .rst_ni   (rst_ni),
    .s_awvalid(s_axil_awvalid),
    .s_awready(s_axil_awready),
    .s_awaddr (s_axil_awaddr),
    .s_awprot (s_axil_awprot),
    .s_wvalid (s_axil_wvalid),
    .s_wready (s_axil_wready),
    .s_wdata  (s_axil_wdata),
    .s_wstrb  (s_axil_wstrb),
    .s_bvalid (s_axil_bvalid),
    .s_bready (s_axil_bready),
    .s_bresp  (s_axil_bresp),
    .s_arvalid(s_axil_arvalid),
    .s_arready(s_axil_arready),
    .s_araddr (s_axil_araddr),
    .s_arprot (s_axil_arprot),
    .s_rvalid (s_axil_rvalid),
    .s_rready (s_axil_rready),
    .s_rdata  (s_axil_rdata),
    .s_rresp  (s_axil_rresp),
    .m_awvalid(w_awvalid),
    .m_awready(w_awready),
    .m_awaddr (w_awaddr),
    .m_awprot (w_awprot),
    .m_wvalid (w_wvalid),
    .m_wready (w_wready),
    .m_wdata  (w_wdata),
    .m_wstrb  (w_wstrb),
    .m_bvalid (w_bvalid),
    .m_bready (w_bready),
    .m_bresp  (w_bresp),
    .m_arvalid(w_arvalid),
    .m_arready(w_arready),
    .m_araddr (w_araddr),
    .m_arprot (w_arprot),
    .m_rvalid (w_rvalid),
    .m_rready (w_rready),
    .m_rdata  (w_rdata),
    .m_rresp  (w_rresp)
  );

  logic        mg_awready, mg_awvalid, mg_wready, mg_wvalid, mg_bready, mg_bvalid;
  logic        mg_arready, mg_arvalid, mg_rready, mg_rvalid;
  logic [8:0]  mg_awaddr, mg_araddr;
  logic [2:0]  mg_awprot, mg_arprot;
  logic [31:0] mg_wdata, mg_rdata;
  logic [3:0]  mg_wstrb;
  logic [1:0]  mg_bresp, mg_rresp;
  assign mg_awvalid   = w_awvalid[0];
  assign w_awready[0] = mg_awready;
  assign mg_awaddr    = w_awaddr[8:0];
  assign mg_awprot    = w_awprot[2:0];
  assign mg_wvalid    = w_wvalid[0];
  assign w_wready[0]  = mg_wready;
  assign mg_wdata     = w_wdata[31:0];
  assign mg_wstrb     = w_wstrb[3:0];
  assign w_bvalid[0]  = mg_bvalid;
  assign mg_bready    = w_bready[0];
  assign w_bresp[1:0] = mg_bresp;
  assign mg_arvalid   = w_arvalid[0];
  assign w_arready[0] = mg_arready;
  assign mg_araddr    = w_araddr[8:0];
  assign mg_arprot    = w_arprot[2:0];
  assign w_rvalid[0]  = mg_rvalid;
  assign mg_rready    = w_rready[0];
  assign w_rdata[31:0] = mg_rdata;
  assign w_rresp[1:0] = mg_rresp;

  // ---- SACA signals ----
  logic              ns_go, ns_in_use, ns_host;
  logic [3:0]        ns_index, ns_set;
  logic [4:0]        ns_lba_shift;
  logic [31:0]       ns_size_lo, ns_size_hi;
  logic              saca_rejected, saca_capped;
  logic [31:0]       slot_cap;  // SLOT_CAP: a byte per set of the emitted front end (4), set 0 low
  logic [NumSets-1:0]      set_cmd_valid, set_cmd_ready, set_req_valid, set_req_ready;
  logic [NumSets-1:0]      set_req_complete, set_req_to_host, set_req_auto_cpl;
  logic [NumSets-1:0]      set_done_valid, set_done_ready;
  logic [NumSets-1:0]      set_stat_cmd, set_stat_xfer, set_stat_cpl;
  logic [NumSets*16-1:0]   set_cmd_slot, set_cmd_sqid, set_req_slot, set_req_status, set_done_slot;
  logic [NumSets*24-1:0]   set_cmd_len, set_req_offset, set_req_len;
  logic [NumSets*512-1:0]  set_cmd_sqe;
  logic [NumSets*32-1:0]   set_req_dw0, set_req_local;
  logic [NumSets*4-1:0]    set_done_status;

  nvme_front_end i_front_end (
    .clk_i                 (clk_i),
    .rst_ni                (rst_ni),
    .reg_req_ready         (reg_req_ready_o),
    .reg_req_valid         (reg_req_valid_i),
    .reg_req_bits_write    (reg_req_write_i),
    .reg_req_bits_addr     (reg_req_addr_i),
    .reg_req_bits_wdata    (reg_req_wdata_i),
    .reg_req_bits_wstrb    (reg_req_wstrb_i),
    .reg_rsp_valid         (reg_rsp_valid_o),
    .reg_rsp_rdata         (reg_rsp_rdata_o),
    .m_axis_rq_tdata       (m_axis_rq_tdata),
    .m_axis_rq_tkeep       (m_axis_rq_tkeep),
    .m_axis_rq_tlast       (m_axis_rq_tlast),
    .m_axis_rq_tuser       (m_axis_rq_tuser),
    .m_axis_rq_tvalid      (m_axis_rq_tvalid),
    .m_axis_rq_tready      (m_axis_rq_tready),
    .s_axis_rc_tdata       (s_axis_rc_tdata),
    .s_axis_rc_tkeep       (s_axis_rc_tkeep),
    .s_axis_rc_tlast       (s_axis_rc_tlast),
    .s_axis_rc_tuser       (s_axis_rc_tuser),
    .s_axis_rc_tvalid      (s_axis_rc_tvalid),
    .s_axis_rc_tready      (s_axis_rc_tready),
    .cfg_max_payload       (cfg_max_payload),
    .cfg_max_read_req      (cfg_max_read_req),
    .cfg_msix_enable       (cfg_msix_enable_i),
    .cfg_msix_mask         (cfg_msix_mask_i),
    .m_axi_awid            (m_axi_awid),
    .m_axi_awaddr          (m_axi_awaddr),
    .m_axi_awlen           (m_axi_awlen),
    .m_axi_awsize          (m_axi_awsize),
    .m_axi_awburst         (m_axi_awburst),
    .m_axi_awvalid         (m_axi_awvalid),
    .m_axi_awready         (m_axi_awready),
    .m_axi_wdata           (m_axi_wdata),
    .m_axi_wstrb           (m_axi_wstrb),
    .m_axi_wlast           (m_axi_wlast),
    .m_axi_wvalid          (m_axi_wvalid),
    .m_axi_wready          (m_axi_wready),
    .m_axi_bid             (m_axi_bid),
    .m_axi_bresp           (m_axi_bresp),
    .m_axi_bvalid          (m_axi_bvalid),
    .m_axi_bready          (m_axi_bready),
    .m_axi_arid            (m_axi_arid),
    .m_axi_araddr          (m_axi_araddr),
    .m_axi_arlen           (m_axi_arlen),
    .m_axi_arsize          (m_axi_arsize),
    .m_axi_arburst         (m_axi_arburst),
    .m_axi_arvalid         (m_axi_arvalid),
    .m_axi_arready         (m_axi_arready),
    .m_axi_rid             (m_axi_rid),
    .m_axi_rdata           (m_axi_rdata),
    .m_axi_rresp           (m_axi_rresp),
    .m_axi_rlast           (m_axi_rlast),
    .m_axi_rvalid          (m_axi_rvalid),
    .m_axi_rready          (m_axi_rready),
    .fw_cmd_ready          (cmd_ready),
    .fw_cmd_valid          (cmd_valid),
    .fw_cmd_bits_sqid      (cmd_sqid),
    .fw_cmd_bits_gen       (cmd_gen),
    .fw_cmd_bits_sqe       (cmd_sqe),
    .fw_cpl_ready          (cpl_ready),
    .fw_cpl_valid          (cpl_valid),
    .fw_cpl_bits_sqid      (cpl_sqid[7:0]),
    .fw_cpl_bits_gen       (cpl_gen),
    .fw_cpl_bits_cid       (cpl_cid),
    .fw_cpl_bits_status    (cpl_status),
    .fw_cpl_bits_dw0       (cpl_dw0),
    .fw_cpl_bits_dw1       (cpl_dw1),
    .fw_qcfg_ready         (qcfg_ready),
    .fw_qcfg_valid         (qcfg_valid),
    .fw_qcfg_bits_op       (qcfg_op),
    .fw_qcfg_bits_qid      (qcfg_qid[7:0]),
    .fw_qcfg_bits_base     ({qcfg_base_hi, qcfg_base_lo}),
    .fw_qcfg_bits_sizeM1   (qcfg_size_m1[11:0]),
    .fw_qcfg_bits_cqidOrVector ({4'b0, qcfg_cqid_iv}),
    .fw_qcfg_bits_prio     (qcfg_prio),
    .fw_qcfg_bits_ien      (qcfg_ien),
    .fw_qcfg_busy          (qcfg_busy),
    .fw_evt_ready          (evt_ready),
    .fw_evt_valid          (evt_valid),
    .fw_evt_bits_kind      (evt_kind),
    .fw_evt_bits_isCq      (evt_is_cq),
    .fw_evt_bits_qid       (evt_qid),
    .fw_evt_bits_value     (evt_value),
    .fw_dma_req_ready      (dma_ready),
    .fw_dma_req_valid      (dma_valid),
    .fw_dma_req_bits_toHost    (dma_to_host),
    .fw_dma_req_bits_hostAddr  ({dma_host_hi, dma_host_lo}),
    .fw_dma_req_bits_localAddr (dma_local),
    .fw_dma_req_bits_len       (dma_len),
    .fw_dma_req_bits_id        (dma_id),
    .fw_dma_done_valid     (dma_done_valid),
    .fw_dma_done_ready     (dma_done_ready),
    .fw_dma_done_id        (dma_done_id),
    .fw_dma_done_status    (dma_done_status),
    .fw_arb_burst          (arb_ab),
    .fw_arb_lpw            (arb_lpw),
    .fw_arb_mpw            (arb_mpw),
    .fw_arb_hpw            (arb_hpw),
    .fw_coal_thr           (coal_thr),
    .fw_coal_time          (coal_time),
    .fw_cd_valid           (iv_go),
    .fw_cd_vector          (iv_iv[7:0]),
    .fw_cd_disable         (iv_cd),
    .fw_shutdown_done      (shutdown_done),
    .fw_fatal              (fatal),
    .cc_o                  (cc),
    .csts_o                (csts),
    .gen_o                 (gen),
    .stats_o_sqeFetched    (st_fetched),
    .stats_o_cqePosted     (st_posted),
    .stats_o_cplDropped    (st_dropped),
    .stats_o_doorbellError (st_db_err),
    .stats_o_fetchError    (st_fetch_err),
    .stats_o_ccWriteIgnored(st_cc_ign),
    .stats_o_eventDropped  (st_evt_drop),
    .stat_msix_sent_o      (st_msix),
    .ns_cfg_valid          (ns_go),
    .ns_cfg_index          (ns_index),
    .ns_cfg_set            (ns_set),
    .ns_cfg_lba_shift      (ns_lba_shift),
    .ns_cfg_in_use         (ns_in_use),
    .ns_cfg_host           (ns_host),
    .ns_cfg_nsze           ({ns_size_hi, ns_size_lo}),
    .set_cmd_valid         (set_cmd_valid),
    .set_cmd_ready         (set_cmd_ready),
    .set_cmd_slot          (set_cmd_slot),
    .set_cmd_sqid          (set_cmd_sqid),
    .set_cmd_len           (set_cmd_len),
    .set_cmd_sqe           (set_cmd_sqe),
    .set_req_valid         (set_req_valid),
    .set_req_ready         (set_req_ready),
    .set_req_slot          (set_req_slot),
    .set_req_complete      (set_req_complete),
    .set_req_to_host       (set_req_to_host),
    .set_req_auto_cpl      (set_req_auto_cpl),
    .set_req_status        (set_req_status),
    .set_req_dw0           (set_req_dw0),
    .set_req_local         (set_req_local),
    .set_req_offset        (set_req_offset),
    .set_req_len           (set_req_len),
    .set_done_valid        (set_done_valid),
    .set_done_ready        (set_done_ready),
    .set_done_slot         (set_done_slot),
    .set_done_status       (set_done_status),
    .set_stat_cmd_o        (set_stat_cmd),
    .set_stat_xfer_o       (set_stat_xfer),
    .set_stat_cpl_o        (set_stat_cpl),
    .saca_rejected_o       (saca_rejected),
    .saca_capped_o         (saca_capped),
    .saca_slot_cap         (slot_cap)
  );

  // Pushes are one-cycle pulses from the register block; the front end buffers each queue, and a
  // push while its queue is full is counted (firmware checks STATUS.*_SPACE first).
  assign cmd_ready      = cmd_pop;
  assign evt_ready      = evt_pop;
  assign dma_done_ready = dma_done_pop;
  assign cpl_valid      = cpl_push;
  assign qcfg_valid     = qcfg_go;
  assign dma_valid      = dma_go;

  nvme_csr i_csr (
    .clk                                (clk_i),
    .arst_n                             (rst_ni),
    .s_axil_awready                     (mg_awready),
    .s_axil_awvalid                     (mg_awvalid),
    .s_axil_awaddr                      (mg_awaddr),
    .s_axil_awprot                      (mg_awprot),
    .s_axil_wready                      (mg_wready),
    .s_axil_wvalid                      (mg_wvalid),
    .s_axil_wdata                       (mg_wdata),
    .s_axil_wstrb                       (mg_wstrb),
    .s_axil_bready                      (mg_bready),
    .s_axil_bvalid                      (mg_bvalid),
    .s_axil_bresp                       (mg_bresp),
    .s_axil_arready                     (mg_arready),
    .s_axil_arvalid                     (mg_arvalid),
    .s_axil_araddr                      (mg_araddr),
    .s_axil_arprot                      (mg_arprot),
    .s_axil_rready                      (mg_rready),
    .s_axil_rvalid                      (mg_rvalid),
    .s_axil_rdata                       (mg_rdata),
    .s_axil_rresp                       (mg_rresp),
    .hwif_in_status_cmd_avail           (cmd_valid),
    .hwif_in_status_evt_avail           (evt_valid),
    .hwif_in_status_dma_done_avail      (dma_done_valid),
    .hwif_in_status_cpl_space           (cpl_ready),
    .hwif_in_status_dma_space           (dma_ready),
    .hwif_in_status_qcfg_busy           (qcfg_busy),
    .hwif_out_irq_enable_cmd            (irq_en_cmd),
    .hwif_out_irq_enable_evt            (irq_en_evt),
    .hwif_out_irq_enable_dma_done       (irq_en_dma),
    .hwif_in_geometry_num_io_queues     (16'(NumIoQueues)),
    .hwif_in_geometry_num_vectors       (16'(NumVectors)),
    .hwif_in_cc_value                   (cc),
    .hwif_in_csts_rdy                   (csts[0]),
    .hwif_in_csts_cfs                   (csts[1]),
    .hwif_in_csts_shst                  (csts[3:2]),
    .hwif_in_csts_gen                   (gen),
    .hwif_in_cmd_info_sqid              ({8'b0, cmd_sqid}),
    .hwif_in_cmd_info_gen               (cmd_gen),
    .hwif_out_cmd_pop_pop               (cmd_pop),
    .hwif_in_cmd_dw0_value              (cmd_sqe[0*32 +: 32]),
    .hwif_in_cmd_dw1_value              (cmd_sqe[1*32 +: 32]),
    .hwif_in_cmd_dw2_value              (cmd_sqe[2*32 +: 32]),
    .hwif_in_cmd_dw3_value              (cmd_sqe[3*32 +: 32]),
    .hwif_in_cmd_dw4_value              (cmd_sqe[4*32 +: 32]),
    .hwif_in_cmd_dw5_value              (cmd_sqe[5*32 +: 32]),
    .hwif_in_cmd_dw6_value              (cmd_sqe[6*32 +: 32]),
    .hwif_in_cmd_dw7_value              (cmd_sqe[7*32 +: 32]),
    .hwif_in_cmd_dw8_value              (cmd_sqe[8*32 +: 32]),
    .hwif_in_cmd_dw9_value              (cmd_sqe[9*32 +: 32]),
    .hwif_in_cmd_dw10_value             (cmd_sqe[10*32 +: 32]),
    .hwif_in_cmd_dw11_value             (cmd_sqe[11*32 +: 32]),
    .hwif_in_cmd_dw12_value             (cmd_sqe[12*32 +: 32]),
    .hwif_in_cmd_dw13_value             (cmd_sqe[13*32 +: 32]),
    .hwif_in_cmd_dw14_value             (cmd_sqe[14*32 +: 32]),
    .hwif_in_cmd_dw15_value             (cmd_sqe[15*32 +: 32]),
    .hwif_out_cpl_dw0_value             (cpl_dw0),
    .hwif_out_cpl_dw1_value             (cpl_dw1),
    .hwif_out_cpl_id_sqid               (cpl_sqid),
    .hwif_out_cpl_id_cid                (cpl_cid),
    .hwif_out_cpl_status_status         (cpl_status),
    .hwif_out_cpl_status_gen            (cpl_gen),
    .hwif_out_cpl_status_push           (cpl_push),
    .hwif_out_qcfg_base_lo_value        (qcfg_base_lo),
    .hwif_out_qcfg_base_hi_value        (qcfg_base_hi),
    .hwif_out_qcfg_attr_size_m1         (qcfg_size_m1),
    .hwif_out_qcfg_attr_prio            (qcfg_prio),
    .hwif_out_qcfg_attr_ien             (qcfg_ien),
    .hwif_out_qcfg_op_op                (qcfg_op),
    .hwif_out_qcfg_op_qid               (qcfg_qid),
    .hwif_out_qcfg_op_cqid_iv           (qcfg_cqid_iv),
    .hwif_out_qcfg_op_go                (qcfg_go),
    .hwif_in_evt_info_kind              (evt_kind),
    .hwif_in_evt_info_is_cq             (evt_is_cq),
    .hwif_in_evt_info_qid               (evt_qid),
    .hwif_in_evt_value_value            (evt_value),
    .hwif_out_evt_pop_pop               (evt_pop),
    .hwif_out_dma_host_lo_value         (dma_host_lo),
    .hwif_out_dma_host_hi_value         (dma_host_hi),
    .hwif_out_dma_local_value           (dma_local),
    .hwif_out_dma_ctrl_len              (dma_len),
    .hwif_out_dma_ctrl_to_host          (dma_to_host),
    .hwif_out_dma_ctrl_go               (dma_go),
    .hwif_out_dma_id_id                 (dma_id),
    .hwif_in_dma_done_id                (dma_done_id),
    .hwif_in_dma_done_status            (dma_done_status),
    .hwif_out_dma_done_pop_pop          (dma_done_pop),
    .hwif_out_arb_ab                    (arb_ab),
    .hwif_out_arb_lpw                   (arb_lpw),
    .hwif_out_arb_mpw                   (arb_mpw),
    .hwif_out_arb_hpw                   (arb_hpw),
    .hwif_out_coalesce_thr              (coal_thr),
    .hwif_out_coalesce_time             (coal_time),
    .hwif_out_iv_config_iv              (iv_iv),
    .hwif_out_iv_config_cd              (iv_cd),
    .hwif_out_iv_config_go              (iv_go),
    .hwif_out_control_shutdown_done     (shutdown_done),
    .hwif_out_control_fatal             (fatal),
    .hwif_in_sqe_fetched_count_incr     (st_fetched),
    .hwif_in_cqe_posted_count_incr      (st_posted),
    .hwif_in_cpl_dropped_count_incr     (st_dropped),
    .hwif_in_doorbell_errors_count_incr (st_db_err),
    .hwif_in_fetch_errors_count_incr    (st_fetch_err),
    .hwif_in_cc_ignored_count_incr      (st_cc_ign),
    .hwif_in_events_dropped_count_incr  (st_evt_drop),
    .hwif_in_msix_sent_count_incr       (st_msix),
    .hwif_in_cpl_overflow_count_incr    (cpl_push && !cpl_ready),
    .hwif_in_dma_overflow_count_incr    (dma_go && !dma_ready),
    .hwif_in_io_rejected_count_incr     (saca_rejected),
    .hwif_in_slot_cap_holds_count_incr  (saca_capped),
    .hwif_out_slot_cap_set0             (slot_cap[7:0]),
    .hwif_out_slot_cap_set1             (slot_cap[15:8]),
    .hwif_out_slot_cap_set2             (slot_cap[23:16]),
    .hwif_out_slot_cap_set3             (slot_cap[31:24]),
    .hwif_out_ns_size_lo_value          (ns_size_lo),
    .hwif_out_ns_size_hi_value          (ns_size_hi),
    .hwif_out_ns_attr_index             (ns_index),
    .hwif_out_ns_attr_set               (ns_set),
    .hwif_out_ns_attr_lba_shift         (ns_lba_shift),
    .hwif_out_ns_attr_valid             (ns_in_use),
    .hwif_out_ns_attr_host              (ns_host),
    .hwif_out_ns_attr_go                (ns_go),
    .hwif_in_saca_geometry_num_sets     (8'(NumSets)),
    .hwif_in_saca_geometry_max_ns       (8'(MaxNs)),
    .hwif_in_saca_geometry_mdts         (8'(Mdts))
  );

  // ---- one register block per NVM set ----
  for (genvar gs = 0; gs < NumSets; gs++) begin : gen_set
    localparam int W = gs + 1;
    logic irq_cmd, irq_done, req_go, req_kind;
    logic [9:0] req_slot;
    logic [14:0] req_status;
    // The request queue takes the GO pulse when it has room; a GO without room is counted.
    assign set_req_valid[gs]            = req_go;
    assign set_req_complete[gs]         = req_kind;
    assign set_req_slot[gs*16 +: 16]    = {6'b0, req_slot};
    assign set_req_status[gs*16 +: 16]  = {1'b0, req_status};

    nvme_set_csr i_set_csr (
      .clk                              (clk_i),
      .arst_n                           (rst_ni),
      .s_axil_awready                   (w_awready[W]),
      .s_axil_awvalid                   (w_awvalid[W]),
      .s_axil_awaddr                    (w_awaddr[W*16 +: 8]),
      .s_axil_awprot                    (w_awprot[W*3 +: 3]),
      .s_axil_wready                    (w_wready[W]),
      .s_axil_wvalid                    (w_wvalid[W]),
      .s_axil_wdata                     (w_wdata[W*32 +: 32]),
      .s_axil_wstrb                     (w_wstrb[W*4 +: 4]),
      .s_axil_bready                    (w_bready[W]),
      .s_axil_bvalid                    (w_bvalid[W]),
      .s_axil_bresp                     (w_bresp[W*2 +: 2]),
      .s_axil_arready                   (w_arready[W]),
      .s_axil_arvalid                   (w_arvalid[W]),
      .s_axil_araddr                    (w_araddr[W*16 +: 8]),
      .s_axil_arprot                    (w_arprot[W*3 +: 3]),
      .s_axil_rready                    (w_rready[W]),
      .s_axil_rvalid                    (w_rvalid[W]),
      .s_axil_rdata                     (w_rdata[W*32 +: 32]),
      .s_axil_rresp                     (w_rresp[W*2 +: 2]),
      .hwif_in_status_cmd_avail         (set_cmd_valid[gs]),
      .hwif_in_status_done_avail        (set_done_valid[gs]),
      .hwif_in_status_req_space         (set_req_ready[gs]),
      .hwif_out_irq_enable_cmd          (irq_cmd),
      .hwif_out_irq_enable_done         (irq_done),
      .hwif_in_geometry_set_id          (8'(gs)),
      .hwif_in_geometry_num_sets        (8'(NumSets)),
      .hwif_in_geometry_num_slots       (16'(NumSlots)),
      .hwif_in_cmd_info_slot            (set_cmd_slot[gs*16 +: 16]),
      .hwif_in_cmd_info_sqid            (set_cmd_sqid[gs*16 +: 16]),
      .hwif_in_cmd_len_bytes            (set_cmd_len[gs*24 +: 24]),
      .hwif_out_cmd_pop_pop             (set_cmd_ready[gs]),
      .hwif_in_cmd_dw0_value            (set_cmd_sqe[gs*512 + 0*32 +: 32]),
      .hwif_in_cmd_dw1_value            (set_cmd_sqe[gs*512 + 1*32 +: 32]),
      .hwif_in_cmd_dw2_value            (set_cmd_sqe[gs*512 + 2*32 +: 32]),
      .hwif_in_cmd_dw3_value            (set_cmd_sqe[gs*512 + 3*32 +: 32]),
      .hwif_in_cmd_dw4_value            (set_cmd_sqe[gs*512 + 4*32 +: 32]),
      .hwif_in_cmd_dw5_value            (set_cmd_sqe[gs*512 + 5*32 +: 32]),
      .hwif_in_cmd_dw6_value            (set_cmd_sqe[gs*512 + 6*32 +: 32]),
      .hwif_in_cmd_dw7_value            (set_cmd_sqe[gs*512 + 7*32 +: 32]),
      .hwif_in_cmd_dw8_value            (set_cmd_sqe[gs*512 + 8*32 +: 32]),
      .hwif_in_cmd_dw9_value            (set_cmd_sqe[gs*512 + 9*32 +: 32]),
      .hwif_in_cmd_dw10_value           (set_cmd_sqe[gs*512 + 10*32 +: 32]),
      .hwif_in_cmd_dw11_value           (set_cmd_sqe[gs*512 + 11*32 +: 32]),
      .hwif_in_cmd_dw12_value           (set_cmd_sqe[gs*512 + 12*32 +: 32]),
      .hwif_in_cmd_dw13_value           (set_cmd_sqe[gs*512 + 13*32 +: 32]),
      .hwif_in_cmd_dw14_value           (set_cmd_sqe[gs*512 + 14*32 +: 32]),
      .hwif_in_cmd_dw15_value           (set_cmd_sqe[gs*512 + 15*32 +: 32]),
      .hwif_out_req_local_value         (set_req_local[gs*32 +: 32]),
      .hwif_out_req_offset_value        (set_req_offset[gs*24 +: 24]),
      .hwif_out_req_len_value           (set_req_len[gs*24 +: 24]),
      .hwif_out_req_dw0_value           (set_req_dw0[gs*32 +: 32]),
      .hwif_out_req_ctrl_slot           (req_slot),
      .hwif_out_req_ctrl_kind           (req_kind),
      .hwif_out_req_ctrl_to_host        (set_req_to_host[gs]),
      .hwif_out_req_ctrl_auto_cpl       (set_req_auto_cpl[gs]),
      .hwif_out_req_ctrl_status         (req_status),
      .hwif_out_req_ctrl_go             (req_go),
      .hwif_in_done_info_slot           (set_done_slot[gs*16 +: 16]),
      .hwif_in_done_info_status         (set_done_status[gs*4 +: 3]),
      .hwif_out_done_pop_pop            (set_done_ready[gs]),
      .hwif_in_cmds_count_incr          (set_stat_cmd[gs]),
      .hwif_in_xfers_count_incr         (set_stat_xfer[gs]),
      .hwif_in_cpls_count_incr          (set_stat_cpl[gs]),
      .hwif_in_req_overflow_count_incr  (req_go && !set_req_ready[gs])
    );
    assign fw_set_irq_o[gs] = (irq_cmd && set_cmd_valid[gs]) || (irq_done && set_done_valid[gs]);

    // Window address bits above the block's own decode, and the done status' spare bit.
    logic unused_set;
    assign unused_set = ^{w_awaddr[W*16+8 +: 8], w_araddr[W*16+8 +: 8], set_done_status[gs*4+3]};
  end

  assign fw_irq_o = (irq_en_cmd && cmd_valid) || (irq_en_evt && evt_valid) ||
                    (irq_en_dma && dma_done_valid);
  assign csts_o   = csts;

  // Upper bits of wide register fields that this build does not use (qid/vector widths follow
  // NvmeFrontEndParams; firmware validated the values against GEOMETRY). QCFG acceptance is
  // reported through STATUS.QCFG_BUSY (the front end's queue), not the ready handshake.
  logic unused;
  assign unused = ^{qcfg_ready, cpl_sqid[15:8], qcfg_qid[11:8], qcfg_size_m1[15:12], iv_iv[15:8],
                   w_awaddr[15:9], w_araddr[15:9]};
endmodule

`default_nettype wire
