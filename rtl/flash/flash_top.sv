// Flash back end: NumChannels channels of NumDies dies over a DRAM-emulated NAND array.
//
//   firmware port (AXI4-Lite) --+-- window 0: global registers (flash.rdl)
//                               +-- window 1+c: channel c's operation queues (flash_chan.rdl)
//   channel c: dies (queue + chip scheduler + timing model + NAND rules) sharing a channel bus
//   flash_dma: copies page data buffer <-> array for every die (m_axi_buf_*, m_axi_nand_*)
//
// Geometry is fixed by parameters and reported in GEOMETRY*; the timing model is set at run
// time. This block turns the raw times into effective cycles once (the TIME_SCALE product and
// the page / spare transfer times over the channel bus), so the dies only count.
//
// The array-to-buffer copy in flash_dma is the per-channel read-data tap: a search read's page
// data also goes to its channel's 2PM first stage (pm2_tap in flash_channel). INSIDER's intercept
// attaches there too. 2PM's result analyzer (pm2_analyzer) takes every channel's page results and
// broadcasts reordering requests to the dies, whose pm2_reorder_queue orders their reads under
// SCHED.POLICY 3 (flash_die, "2PM reordering").
`default_nettype none
module flash_top #(
  // Geometry (see flash.rdl GEOMETRY*).
  parameter int NumChannels = 8,
  parameter int NumDies = 4,
  parameter int NumPlanes = 2,
  parameter int BlocksPerPlane = 64,
  parameter int PagesPerBlock = 64,
  parameter int PageBytes = 16384,
  parameter int SpareBytes = 64,
  // End-to-end CRC sector (bytes): 4 KiB, the FTL's logical page and the host's usual block; a
  // page smaller than that is one sector. Each sector's CRC-32C takes 4 bytes at the end of the
  // page's spare area (GEOMETRY_PAGE.SECTORS, GEOMETRY_SPARE.E2E_BYTES).
  parameter int SectorBytes = 4096,
  // Operations each die queue holds.
  parameter int Depth = 8,
  // AXI data and address widths of the memory ports.
  parameter int DataW = 512,
  parameter int AddrW = 40,
  // Derived. Not to be overridden.
  localparam int NumWin = NumChannels + 1,
  localparam int SelW = $clog2(NumWin),
  localparam int FwAddrW = 12 + SelW
) (
  input  wire logic clk_i,
  input  wire logic rst_ni,
  // Resets the emulated NAND's block state (pages written, bad marks); the controller reset
  // (rst_ni) leaves it, as a power cycle leaves NAND contents.
  input  wire logic array_rst_ni,
  // High while the emulated NAND loses power, with rst_ni (a simulation's power cut): a program
  // or erase in its array phase is left torn or partly erased (flash_die, "Power loss"). Boards
  // tie it low (their power loss takes the emulated array with it); rst_ni alone lets the
  // operation complete, as a powered NAND die would.
  input  wire logic power_loss_i,

  // Firmware port.
  input  wire logic               s_axil_awvalid,
  output logic                    s_axil_awready,
  input  wire logic [FwAddrW-1:0] s_axil_awaddr,
  input  wire logic [2:0]         s_axil_awprot,
  input  wire logic               s_axil_wvalid,
  output logic                    s_axil_wready,
  input  wire logic [31:0]        s_axil_wdata,
  input  wire logic [3:0]         s_axil_wstrb,
  output logic                    s_axil_bvalid,
  input  wire logic               s_axil_bready,
  output logic [1:0]              s_axil_bresp,
  input  wire logic               s_axil_arvalid,
  output logic                    s_axil_arready,
  input  wire logic [FwAddrW-1:0] s_axil_araddr,
  input  wire logic [2:0]         s_axil_arprot,
  output logic                    s_axil_rvalid,
  input  wire logic               s_axil_rready,
  output logic [31:0]             s_axil_rdata,
  output logic [1:0]              s_axil_rresp,
  // Per-channel completion interrupts (level).
  output logic [NumChannels-1:0]  irq_o,

  // AXI4 master to the buffer memory (controller DRAM).
  output logic [3:0]         m_axi_buf_awid,
  output logic [AddrW-1:0]   m_axi_buf_awaddr,
  output logic [7:0]         m_axi_buf_awlen,
  output logic [2:0]         m_axi_buf_awsize,
  output logic [1:0]         m_axi_buf_awburst,
  output logic               m_axi_buf_awvalid,
  input  wire logic          m_axi_buf_awready,
  output logic [DataW-1:0]   m_axi_buf_wdata,
  output logic [DataW/8-1:0] m_axi_buf_wstrb,
  output logic               m_axi_buf_wlast,
  output logic               m_axi_buf_wvalid,
  input  wire logic          m_axi_buf_wready,
  input  wire logic [3:0]    m_axi_buf_bid,
  input  wire logic [1:0]    m_axi_buf_bresp,
  input  wire logic          m_axi_buf_bvalid,
  output logic               m_axi_buf_bready,
  output logic [3:0]         m_axi_buf_arid,
  output logic [AddrW-1:0]   m_axi_buf_araddr,
  output logic [7:0]         m_axi_buf_arlen,
  output logic [2:0]         m_axi_buf_arsize,
  output logic [1:0]         m_axi_buf_arburst,
  output logic               m_axi_buf_arvalid,
  input  wire logic          m_axi_buf_arready,
  input  wire logic [3:0]    m_axi_buf_rid,
  input  wire logic [DataW-1:0] m_axi_buf_rdata,
  input  wire logic [1:0]    m_axi_buf_rresp,
  input  wire logic          m_axi_buf_rlast,
  input  wire logic          m_axi_buf_rvalid,
  output logic               m_axi_buf_rready,

  // AXI4 master to the array memory (the DDR region emulating the NAND).
  output logic [3:0]         m_axi_nand_awid,
  output logic [AddrW-1:0]   m_axi_nand_awaddr,
  output logic [7:0]         m_axi_nand_awlen,
  output logic [2:0]         m_axi_nand_awsize,
  output logic [1:0]         m_axi_nand_awburst,
  output logic               m_axi_nand_awvalid,
  input  wire logic          m_axi_nand_awready,
  output logic [DataW-1:0]   m_axi_nand_wdata,
  output logic [DataW/8-1:0] m_axi_nand_wstrb,
  output logic               m_axi_nand_wlast,
  output logic               m_axi_nand_wvalid,
  input  wire logic          m_axi_nand_wready,
  input  wire logic [3:0]    m_axi_nand_bid,
  input  wire logic [1:0]    m_axi_nand_bresp,
  input  wire logic          m_axi_nand_bvalid,
  output logic               m_axi_nand_bready,
  output logic [3:0]         m_axi_nand_arid,
  output logic [AddrW-1:0]   m_axi_nand_araddr,
  output logic [7:0]         m_axi_nand_arlen,
  output logic [2:0]         m_axi_nand_arsize,
  output logic [1:0]         m_axi_nand_arburst,
  output logic               m_axi_nand_arvalid,
  input  wire logic          m_axi_nand_arready,
  input  wire logic [3:0]    m_axi_nand_rid,
  input  wire logic [DataW-1:0] m_axi_nand_rdata,
  input  wire logic [1:0]    m_axi_nand_rresp,
  input  wire logic          m_axi_nand_rlast,
  input  wire logic          m_axi_nand_rvalid,
  output logic               m_axi_nand_rready
);
  localparam int NumFaults = 8;
  localparam int LenW = 20;
  localparam int BeatBytes = DataW / 8;
  localparam int WpW = $clog2(PagesPerBlock + 1);
  localparam int NumReq = NumChannels * NumDies;
  localparam int SectBytes = (PageBytes < SectorBytes) ? PageBytes : SectorBytes;
  localparam int NumSect = (SectBytes > 0) ? PageBytes / SectBytes : 1;
  // 2PM: request ids (flash_chan.rdl DESC_CTRL.REQ), swap counts (flash.rdl SCHED.MAX_SWAPS), a
  // tapped beat's tag (request, plane, descriptor tag), and the result analyzer's grouping: at
  // most Pm2GroupQueues die queues on one reordering bus (the paper's 32), the channels split
  // evenly over the groups (pm2_analyzer's NumGroups, by the same formula).
  localparam int Pm2ReqW = 5;
  localparam int Pm2SwapW = 4;
  // Reordering queue times (slack, service, end: 67 ms at 250 MHz); the request manager's
  // absolute clock is one bit wider so that a saturated end stays within half its range.
  localparam int Pm2TimeW = 24;
  localparam int TapTagW = Pm2ReqW + 18;
  localparam int Pm2GroupQueues = 32;
  localparam int Pm2Groups = (NumReq + Pm2GroupQueues - 1) / Pm2GroupQueues;
  localparam int Pm2GroupChannels = NumChannels / Pm2Groups;

  if (NumChannels < 1 || NumChannels > 255 || NumDies < 1 || NumDies > 15 || SectBytes < 1 ||
      SectBytes % BeatBytes != 0 || PageBytes % SectBytes != 0 || NumSect * NumPlanes > 16 ||
      (NumSect + 1) * 4 > BeatBytes || (NumSect + 1) * 4 > SpareBytes) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "flash_top: bad parameters");
`else
    $error("flash_top: bad parameters");
`endif
  end

  // ---------------------------------------------------------------- firmware port windows
  logic [NumWin-1:0]         w_awvalid, w_awready, w_wvalid, w_wready, w_bvalid, w_bready;
  logic [NumWin-1:0]         w_arvalid, w_arready, w_rvalid, w_rready;
  logic [NumWin*FwAddrW-1:0] w_awaddr, w_araddr;
  logic [NumWin*3-1:0]       w_awprot, w_arprot;
  logic [NumWin*32-1:0]      w_wdata, w_rdata;
  logic [NumWin*4-1:0]       w_wstrb;
  logic [NumWin*2-1:0]       w_bresp, w_rresp;
  common_axil_demux #(.NumPorts(NumWin), .AddrWidth(FwAddrW), .SelLsb(12), .SelWidth(SelW)) i_demux (
    .clk_i, .rst_ni,
    .s_awvalid(s_axil_awvalid), .s_awready(s_axil_awready), .s_awaddr(s_axil_awaddr),
    .s_awprot(s_axil_awprot), .s_wvalid(s_axil_wvalid), .s_wready(s_axil_wready),
    .s_wdata(s_axil_wdata), .s_wstrb(s_axil_wstrb), .s_bvalid(s_axil_bvalid),
    .s_bready(s_axil_bready), .s_bresp(s_axil_bresp), .s_arvalid(s_axil_arvalid),
    .s_arready(s_axil_arready), .s_araddr(s_axil_araddr), .s_arprot(s_axil_arprot),
    .s_rvalid(s_axil_rvalid), .s_rready(s_axil_rready), .s_rdata(s_axil_rdata),
    .s_rresp(s_axil_rresp),
    .m_awvalid(w_awvalid), .m_awready(w_awready), .m_awaddr(w_awaddr), .m_awprot(w_awprot),
    .m_wvalid(w_wvalid), .m_wready(w_wready), .m_wdata(w_wdata), .m_wstrb(w_wstrb),
    .m_bvalid(w_bvalid), .m_bready(w_bready), .m_bresp(w_bresp),
    .m_arvalid(w_arvalid), .m_arready(w_arready), .m_araddr(w_araddr), .m_arprot(w_arprot),
    .m_rvalid(w_rvalid), .m_rready(w_rready), .m_rdata(w_rdata), .m_rresp(w_rresp)
  );

  // ---------------------------------------------------------------- global registers
  logic [31:0] r_t_read, r_t_prog, r_t_erase, r_t_cmd, r_t_read_t [3], r_t_prog_t [3];
  logic [15:0] r_bus_rate, r_scale;
  logic [1:0]  r_page_types, r_policy;
  logic [Pm2SwapW-1:0] r_max_swaps;
  logic        r_slack_en, r_pin_en, r_detect_en;
  logic [31:0] pm2_dropped_sum;  // the result analyzer's groups' counts of results that raised nothing
  logic        r_e2e;
  logic [31:0] r_data_lo, r_data_hi, r_spare_lo, r_spare_hi;
  logic [15:0] r_bbt_block;
  logic [3:0]  r_bbt_plane, r_bbt_die;
  logic [7:0]  r_bbt_ch;
  logic        r_bbt_set, r_bbt_clear;
  logic [2:0]  r_fault_sel, r_fault_kind;
  logic [11:0] r_fault_page, r_fault_block;
  logic [1:0]  r_fault_plane;
  logic [3:0]  r_fault_die;
  logic        r_fault_whole, r_fault_write;
  logic [15:0] r_flip_byte;
  logic [2:0]  r_flip_bit;
  logic [7:0]  r_fault_ch;
  logic [15:0] r_rate_uecc, r_rate_prog, r_rate_erase;
  logic [7:0]  r_mon_idx, r_mon_ch;
  logic [3:0]  r_mon_die;
  logic        bbt_bad;
  logic [WpW-1:0] bbt_written;
  logic [31:0] mon_data_q, cycles_q;

  flash_csr i_csr (
    .clk(clk_i), .arst_n(rst_ni),
    .s_axil_awready(w_awready[0]), .s_axil_awvalid(w_awvalid[0]), .s_axil_awaddr(w_awaddr[7:0]),
    .s_axil_awprot(w_awprot[2:0]), .s_axil_wready(w_wready[0]), .s_axil_wvalid(w_wvalid[0]),
    .s_axil_wdata(w_wdata[31:0]), .s_axil_wstrb(w_wstrb[3:0]), .s_axil_bready(w_bready[0]),
    .s_axil_bvalid(w_bvalid[0]), .s_axil_bresp(w_bresp[1:0]), .s_axil_arready(w_arready[0]),
    .s_axil_arvalid(w_arvalid[0]), .s_axil_araddr(w_araddr[7:0]), .s_axil_arprot(w_arprot[2:0]),
    .s_axil_rready(w_rready[0]), .s_axil_rvalid(w_rvalid[0]), .s_axil_rdata(w_rdata[31:0]),
    .s_axil_rresp(w_rresp[1:0]),
    .hwif_in_geometry_channels(8'(NumChannels)),
    .hwif_in_geometry_dies(8'(NumDies)),
    .hwif_in_geometry_planes(4'(NumPlanes)),
    .hwif_in_geometry_queue_depth(8'(Depth)),
    .hwif_in_geometry_blocks_blocks(16'(BlocksPerPlane)),
    .hwif_in_geometry_blocks_pages(16'(PagesPerBlock)),
    .hwif_in_geometry_page_page_bytes(24'(PageBytes)),
    .hwif_in_geometry_page_sectors(8'(NumSect)),
    .hwif_in_geometry_spare_spare_bytes(16'(SpareBytes)),
    .hwif_in_geometry_spare_e2e_bytes(16'((NumSect + 1) * 4)),
    .hwif_out_e2e_crc_enable(r_e2e),
    .hwif_in_e2e_crc_spare_check(1'b1),
    .hwif_out_t_read_cycles(r_t_read),
    .hwif_out_t_prog_cycles(r_t_prog),
    .hwif_out_t_erase_cycles(r_t_erase),
    .hwif_out_t_cmd_cycles(r_t_cmd),
    .hwif_out_t_read_lsb_cycles(r_t_read_t[0]),
    .hwif_out_t_read_csb_cycles(r_t_read_t[1]),
    .hwif_out_t_read_msb_cycles(r_t_read_t[2]),
    .hwif_out_t_prog_lsb_cycles(r_t_prog_t[0]),
    .hwif_out_t_prog_csb_cycles(r_t_prog_t[1]),
    .hwif_out_t_prog_msb_cycles(r_t_prog_t[2]),
    .hwif_out_bus_rate_cycles_per_kib(r_bus_rate),
    .hwif_out_time_scale_factor(r_scale),
    .hwif_out_page_types_mode(r_page_types),
    .hwif_out_sched_policy(r_policy),
    .hwif_out_sched_max_swaps(r_max_swaps),
    .hwif_out_sched_slack(r_slack_en),
    .hwif_out_sched_pin(r_pin_en),
    .hwif_out_sched_detect(r_detect_en),
    .hwif_out_data_base_lo_value(r_data_lo),
    .hwif_out_data_base_hi_value(r_data_hi),
    .hwif_out_spare_base_lo_value(r_spare_lo),
    .hwif_out_spare_base_hi_value(r_spare_hi),
    .hwif_out_bbt_sel_block(r_bbt_block),
    .hwif_out_bbt_sel_plane(r_bbt_plane),
    .hwif_out_bbt_sel_die(r_bbt_die),
    .hwif_out_bbt_sel_channel(r_bbt_ch),
    .hwif_in_bbt_state_bad(bbt_bad),
    .hwif_in_bbt_state_written(16'(bbt_written)),
    .hwif_out_bbt_ctrl_set_bad(r_bbt_set),
    .hwif_out_bbt_ctrl_clear_bad(r_bbt_clear),
    .hwif_out_fault_sel_index(r_fault_sel),
    .hwif_out_fault_addr_page(r_fault_page),
    .hwif_out_fault_addr_block(r_fault_block),
    .hwif_out_fault_addr_plane(r_fault_plane),
    .hwif_out_fault_addr_die(r_fault_die),
    .hwif_out_fault_rule_kind(r_fault_kind),
    .hwif_out_fault_rule_whole_block(r_fault_whole),
    .hwif_out_fault_rule_channel(r_fault_ch),
    .hwif_out_fault_rule_write(r_fault_write),
    .hwif_out_fault_flip_byte(r_flip_byte),
    .hwif_out_fault_flip_bit(r_flip_bit),
    .hwif_out_rate_uecc_uncorrectable(r_rate_uecc),
    .hwif_out_rate_program_program(r_rate_prog),
    .hwif_out_rate_erase_erase(r_rate_erase),
    .hwif_out_mon_sel_index(r_mon_idx),
    .hwif_out_mon_sel_die(r_mon_die),
    .hwif_out_mon_sel_channel(r_mon_ch),
    .hwif_in_mon_data_value(mon_data_q),
    .hwif_in_cycles_value(cycles_q),
    .hwif_in_pm2_dropped_value(pm2_dropped_sum)
  );

  // ---------------------------------------------------------------- effective times
  // eff(t) = max(1, t * scale / 256); transfer of n bytes = ceil(n * rate * scale / 2^18).
  function automatic logic [31:0] scaled(input logic [31:0] t, input logic [15:0] scale);
    logic [47:0] p;
    p = {16'b0, t} * {32'b0, scale};
    p = p >> 8;
    scaled = (p[47:32] != '0) ? 32'hFFFF_FFFF : ((p[31:0] == '0) ? 32'd1 : p[31:0]);
  endfunction
  function automatic logic [31:0] xfer_cycles(input int bytes, input logic [15:0] rate, input logic [15:0] scale);
    logic [63:0] p;
    p = 64'(bytes) * {48'b0, rate} * {48'b0, scale};
    p = (p + 64'h3FFFF) >> 18;
    xfer_cycles = (p[63:32] != '0) ? 32'hFFFF_FFFF : ((p[31:0] == '0) ? 32'd1 : p[31:0]);
  endfunction

  logic [31:0]   e_cmd, e_erase, e_page, e_spare;
  logic [3*32-1:0] e_read, e_prog;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      e_cmd <= 32'd1; e_erase <= 32'd1; e_page <= 32'd1; e_spare <= 32'd1;
      e_read <= {3{32'd1}}; e_prog <= {3{32'd1}};
    end else begin
      e_cmd <= scaled(r_t_cmd, r_scale);
      e_erase <= scaled(r_t_erase, r_scale);
      e_page <= xfer_cycles(PageBytes, r_bus_rate, r_scale);
      e_spare <= xfer_cycles(SpareBytes, r_bus_rate, r_scale);
      for (int i = 0; i < 3; i++) begin
        // Uniform mode uses T_READ / T_PROG in slot 0; MLC uses slots 0 and 2 (LSB, MSB).
        e_read[i*32 +: 32] <= scaled((r_page_types < 2'd2) ? r_t_read : r_t_read_t[i], r_scale);
        e_prog[i*32 +: 32] <= scaled((r_page_types < 2'd2) ? r_t_prog : r_t_prog_t[i], r_scale);
      end
    end
  end

  // ---------------------------------------------------------------- fault rules
  logic [NumFaults*3-1:0]  f_kind;
  logic [NumFaults-1:0]    f_whole;
  logic [NumFaults*8-1:0]  f_ch;
  logic [NumFaults*4-1:0]  f_die;
  logic [NumFaults*2-1:0]  f_plane;
  logic [NumFaults*12-1:0] f_block, f_page;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      f_kind <= '0; f_whole <= '0; f_ch <= '0; f_die <= '0; f_plane <= '0; f_block <= '0; f_page <= '0;
    end else if (r_fault_write) begin
      f_kind[r_fault_sel*3 +: 3] <= r_fault_kind;
      f_whole[r_fault_sel] <= r_fault_whole;
      f_ch[r_fault_sel*8 +: 8] <= r_fault_ch;
      f_die[r_fault_sel*4 +: 4] <= r_fault_die;
      f_plane[r_fault_sel*2 +: 2] <= r_fault_plane;
      f_block[r_fault_sel*12 +: 12] <= r_fault_block;
      f_page[r_fault_sel*12 +: 12] <= r_fault_page;
    end
  end

  // ---------------------------------------------------------------- channels
  logic [NumReq-1:0]       dma_req, dma_flip, dma_done;
  logic [NumReq*3-1:0]     dma_kind;
  logic [NumReq*2-1:0]     dma_crc_mode;
  logic [NumReq*NumSect*32-1:0] dma_crc_val;
  logic [NumSect*32-1:0]   dma_crc;
  logic [NumSect:0]        dma_crc_err;
  logic [NumReq*AddrW-1:0] dma_src, dma_dst;
  logic [NumReq*LenW-1:0]  dma_len;
  logic                    dma_err;
  // The read-data tap: which dies' copies go to their channel's matcher, the beats, and the
  // channel of the copy running (its requester's).
  logic [NumReq-1:0]       dma_tap, dma_tap_room;
  logic [NumReq*TapTagW-1:0] dma_tap_tag;
  logic [NumChannels-1:0]  ch_tap_room, ch_tap_ready;
  logic                    tap_valid, tap_last;
  logic [DataW-1:0]        tap_data;
  logic [$clog2(NumReq > 1 ? NumReq : 2)-1:0] tap_owner;
  // Channel c's requesters are c x NumDies .. c x NumDies + NumDies - 1 (one unsigned compare:
  // an owner below the range wraps above it).
  logic [NumChannels-1:0]  tap_to_ch;
  for (genvar gr = 0; gr < NumReq; gr++) begin : gen_tap_room
    assign dma_tap_room[gr] = ch_tap_room[gr / NumDies];
  end
  for (genvar gc = 0; gc < NumChannels; gc++) begin : gen_tap_ch
    assign tap_to_ch[gc] = 32'(tap_owner) - 32'(gc * NumDies) < 32'(NumDies);
  end
  // 2PM: the channels' page results into the result analyzer, its reordering buses out.
  logic [NumChannels-1:0]         pm2_res_valid, pm2_res_ready;
  logic [NumChannels*Pm2ReqW-1:0] pm2_res_req;
  logic [NumChannels*2-1:0]       pm2_res_class;
  logic [Pm2Groups-1:0]           pm2_ro_valid;
  logic [Pm2Groups*Pm2ReqW-1:0]   pm2_ro_req;
  logic [Pm2Groups*2-1:0]         pm2_ro_prio;
  logic [Pm2Groups*32-1:0]        pm2_dropped;
  pm2_analyzer #(.NumChannels(NumChannels), .NumQueues(NumReq), .GroupQueues(Pm2GroupQueues),
                 .ReqW(Pm2ReqW)) i_pm2_analyzer (
    .clk_i, .rst_ni,
    .res_valid_i(pm2_res_valid), .res_ready_o(pm2_res_ready), .res_req_i(pm2_res_req),
    .res_class_i(pm2_res_class),
    .ro_valid_o(pm2_ro_valid), .ro_req_o(pm2_ro_req), .ro_prio_o(pm2_ro_prio),
    .stat_dropped_o(pm2_dropped)
  );
  always_comb begin
    pm2_dropped_sum = '0;
    for (int gg = 0; gg < Pm2Groups; gg++) pm2_dropped_sum += pm2_dropped[gg*32 +: 32];
  end
  // One request manager per analyzer group: a request's slack is taken over the dies of its
  // group, as its reordering requests reach only those.
  logic [NumChannels-1:0]          pm2_push_valid, pm2_push_first, pm2_push_pin;
  logic [NumChannels*Pm2ReqW-1:0]  pm2_push_req;
  logic [NumChannels*Pm2TimeW-1:0] pm2_push_end, pm2_push_slack;
  logic [NumChannels*2-1:0]        pm2_push_prio;
  logic [Pm2Groups-1:0]            pm2_unpin_valid;
  logic [Pm2Groups*Pm2ReqW-1:0]    pm2_unpin_req;
  for (genvar gg = 0; gg < Pm2Groups; gg++) begin : gen_pm2_manager
    localparam int C0 = gg * Pm2GroupChannels;
    logic [Pm2GroupChannels*(Pm2TimeW+1)-1:0] end_wide;
    for (genvar gc = 0; gc < Pm2GroupChannels; gc++) begin : gen_end
      assign end_wide[gc*(Pm2TimeW+1) +: Pm2TimeW+1] = {1'b0, pm2_push_end[(C0+gc)*Pm2TimeW +: Pm2TimeW]};
    end
    pm2_request_manager #(.NumPorts(Pm2GroupChannels), .ReqW(Pm2ReqW), .TimeW(Pm2TimeW + 1),
                          .SlackW(Pm2TimeW)) i_pm2_manager (
      .clk_i, .rst_ni,
      .push_valid_i(pm2_push_valid[C0 +: Pm2GroupChannels]),
      .push_req_i(pm2_push_req[C0*Pm2ReqW +: Pm2GroupChannels*Pm2ReqW]),
      .push_first_i(pm2_push_first[C0 +: Pm2GroupChannels]),
      .push_end_i(end_wide),
      .push_slack_o(pm2_push_slack[C0*Pm2TimeW +: Pm2GroupChannels*Pm2TimeW]),
      .push_pin_o(pm2_push_pin[C0 +: Pm2GroupChannels]),
      .push_prio_o(pm2_push_prio[C0*2 +: Pm2GroupChannels*2]),
      .unpin_valid_o(pm2_unpin_valid[gg]), .unpin_req_o(pm2_unpin_req[gg*Pm2ReqW +: Pm2ReqW]),
      .ro_valid_i(pm2_ro_valid[gg]), .ro_req_i(pm2_ro_req[gg*Pm2ReqW +: Pm2ReqW]),
      .ro_prio_i(pm2_ro_prio[gg*2 +: 2])
    );
  end
  logic [NumChannels*32-1:0]  ch_mon;
  logic [NumChannels-1:0]     ch_bbt_bad;
  logic [NumChannels*WpW-1:0] ch_bbt_written;
  logic [AddrW-1:0] data_base, spare_base;
  assign data_base = AddrW'({r_data_hi, r_data_lo});
  assign spare_base = AddrW'({r_spare_hi, r_spare_lo});

  for (genvar gc = 0; gc < NumChannels; gc++) begin : gen_ch
    localparam int W = gc + 1;
    flash_channel #(
      .Channel(gc), .NumDies(NumDies), .NumPlanes(NumPlanes), .BlocksPerPlane(BlocksPerPlane),
      .PagesPerBlock(PagesPerBlock), .PageBytes(PageBytes), .SpareBytes(SpareBytes),
      .Depth(Depth), .NumFaults(NumFaults), .AddrW(AddrW), .LenW(LenW), .BeatBytes(BeatBytes),
      .NumSect(NumSect), .CplDepth(NumDies * (Depth + 2)), .DataW(DataW), .ReqW(Pm2ReqW),
      .SwapW(Pm2SwapW), .TimeW(Pm2TimeW)
    ) i_ch (
      .clk_i, .rst_ni, .array_rst_ni, .power_loss_i,
      .s_axil_awvalid(w_awvalid[W]), .s_axil_awready(w_awready[W]),
      .s_axil_awaddr(w_awaddr[W*FwAddrW +: 7]), .s_axil_awprot(w_awprot[W*3 +: 3]),
      .s_axil_wvalid(w_wvalid[W]), .s_axil_wready(w_wready[W]), .s_axil_wdata(w_wdata[W*32 +: 32]),
      .s_axil_wstrb(w_wstrb[W*4 +: 4]), .s_axil_bvalid(w_bvalid[W]), .s_axil_bready(w_bready[W]),
      .s_axil_bresp(w_bresp[W*2 +: 2]), .s_axil_arvalid(w_arvalid[W]), .s_axil_arready(w_arready[W]),
      .s_axil_araddr(w_araddr[W*FwAddrW +: 7]), .s_axil_arprot(w_arprot[W*3 +: 3]),
      .s_axil_rvalid(w_rvalid[W]), .s_axil_rready(w_rready[W]), .s_axil_rdata(w_rdata[W*32 +: 32]),
      .s_axil_rresp(w_rresp[W*2 +: 2]),
      .irq_o(irq_o[gc]),
      .policy_i(r_policy), .max_swaps_i(r_max_swaps), .slack_en_i(r_slack_en), .pin_en_i(r_pin_en),
      .detect_en_i(r_detect_en), .page_types_i(r_page_types), .t_cmd_i(e_cmd), .t_read_i(e_read),
      .t_prog_i(e_prog), .t_erase_i(e_erase), .t_page_xfer_i(e_page), .t_spare_xfer_i(e_spare),
      .data_base_i(data_base), .spare_base_i(spare_base), .e2e_i(r_e2e),
      .fault_kind_i(f_kind), .fault_whole_i(f_whole), .fault_ch_i(f_ch), .fault_die_i(f_die),
      .fault_plane_i(f_plane), .fault_block_i(f_block), .fault_page_i(f_page),
      .rate_uecc_i(r_rate_uecc), .rate_prog_i(r_rate_prog), .rate_erase_i(r_rate_erase),
      .bbt_die_i(r_bbt_die), .bbt_plane_i(r_bbt_plane[1:0]), .bbt_block_i(r_bbt_block[11:0]),
      .bbt_bad_o(ch_bbt_bad[gc]), .bbt_written_o(ch_bbt_written[gc*WpW +: WpW]),
      .bbt_set_bad_i(r_bbt_set && 32'(r_bbt_ch) == gc && r_bbt_plane[3:2] == '0 && r_bbt_block[15:12] == '0),
      .bbt_clear_bad_i(r_bbt_clear && 32'(r_bbt_ch) == gc && r_bbt_plane[3:2] == '0 && r_bbt_block[15:12] == '0),
      .dma_req_o(dma_req[gc*NumDies +: NumDies]), .dma_kind_o(dma_kind[gc*NumDies*3 +: NumDies*3]),
      .dma_src_o(dma_src[gc*NumDies*AddrW +: NumDies*AddrW]),
      .dma_dst_o(dma_dst[gc*NumDies*AddrW +: NumDies*AddrW]),
      .dma_len_o(dma_len[gc*NumDies*LenW +: NumDies*LenW]), .dma_flip_o(dma_flip[gc*NumDies +: NumDies]),
      .dma_crc_o(dma_crc_mode[gc*NumDies*2 +: NumDies*2]),
      .dma_crc_val_o(dma_crc_val[gc*NumDies*NumSect*32 +: NumDies*NumSect*32]),
      .dma_done_i(dma_done[gc*NumDies +: NumDies]), .dma_err_i(dma_err),
      .dma_crc_i(dma_crc), .dma_crc_err_i(dma_crc_err),
      .dma_tap_o(dma_tap[gc*NumDies +: NumDies]), .dma_tap_tag_o(dma_tap_tag[gc*NumDies*TapTagW +: NumDies*TapTagW]),
      .tap_room_o(ch_tap_room[gc]), .tap_valid_i(tap_valid && tap_to_ch[gc]),
      .tap_ready_o(ch_tap_ready[gc]), .tap_data_i(tap_data), .tap_last_i(tap_last),
      .tap_tag_i(dma_tap_tag[32'(tap_owner)*TapTagW +: TapTagW]),
      .pm2_res_valid_o(pm2_res_valid[gc]), .pm2_res_ready_i(pm2_res_ready[gc]),
      .pm2_res_req_o(pm2_res_req[gc*Pm2ReqW +: Pm2ReqW]), .pm2_res_class_o(pm2_res_class[gc*2 +: 2]),
      .pm2_ro_valid_i(pm2_ro_valid[gc / Pm2GroupChannels]),
      .pm2_ro_req_i(pm2_ro_req[(gc / Pm2GroupChannels)*Pm2ReqW +: Pm2ReqW]),
      .pm2_ro_prio_i(pm2_ro_prio[(gc / Pm2GroupChannels)*2 +: 2]),
      .pm2_unpin_valid_i(pm2_unpin_valid[gc / Pm2GroupChannels]),
      .pm2_unpin_req_i(pm2_unpin_req[(gc / Pm2GroupChannels)*Pm2ReqW +: Pm2ReqW]),
      .pm2_push_valid_o(pm2_push_valid[gc]), .pm2_push_req_o(pm2_push_req[gc*Pm2ReqW +: Pm2ReqW]),
      .pm2_push_first_o(pm2_push_first[gc]), .pm2_push_end_o(pm2_push_end[gc*Pm2TimeW +: Pm2TimeW]),
      .pm2_push_slack_i(pm2_push_slack[gc*Pm2TimeW +: Pm2TimeW]), .pm2_push_pin_i(pm2_push_pin[gc]),
      .pm2_push_prio_i(pm2_push_prio[gc*2 +: 2]),
      .mon_die_i(r_mon_die), .mon_idx_i(r_mon_idx), .mon_data_o(ch_mon[gc*32 +: 32])
    );
  end

  assign bbt_bad = 32'(r_bbt_ch) < NumChannels && r_bbt_plane[3:2] == '0 && r_bbt_block[15:12] == '0 &&
                   ch_bbt_bad[32'(r_bbt_ch)];
  assign bbt_written = (32'(r_bbt_ch) < NumChannels) ? ch_bbt_written[32'(r_bbt_ch)*WpW +: WpW] : '0;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mon_data_q <= '0;
      cycles_q <= '0;
    end else begin
      mon_data_q <= (32'(r_mon_ch) < NumChannels) ? ch_mon[32'(r_mon_ch)*32 +: 32] : '0;
      cycles_q <= cycles_q + 1'b1;
    end
  end

  // ---------------------------------------------------------------- data mover
  flash_dma #(.NumReq(NumReq), .DataW(DataW), .AddrW(AddrW), .LenW(LenW),
              .SectorBeats(SectBytes / BeatBytes), .NumSect(NumSect)) i_dma (
    .clk_i, .rst_ni,
    .req_i(dma_req), .req_kind_i(dma_kind), .req_src_i(dma_src), .req_dst_i(dma_dst),
    .req_len_i(dma_len), .req_flip_i(dma_flip), .flip_byte_i(LenW'(r_flip_byte)), .flip_bit_i(r_flip_bit),
    .req_crc_i(dma_crc_mode),
    .req_crc_val_i(dma_crc_val), .done_o(dma_done), .err_o(dma_err), .crc_o(dma_crc),
    .crc_err_o(dma_crc_err),
    .req_tap_i(dma_tap), .tap_room_i(dma_tap_room), .tap_valid_o(tap_valid),
    .tap_ready_i((ch_tap_ready & tap_to_ch) != '0), .tap_data_o(tap_data), .tap_last_o(tap_last),
    .tap_owner_o(tap_owner),
    .m_axi_buf_awid, .m_axi_buf_awaddr, .m_axi_buf_awlen, .m_axi_buf_awsize, .m_axi_buf_awburst,
    .m_axi_buf_awvalid, .m_axi_buf_awready, .m_axi_buf_wdata, .m_axi_buf_wstrb, .m_axi_buf_wlast,
    .m_axi_buf_wvalid, .m_axi_buf_wready, .m_axi_buf_bid, .m_axi_buf_bresp, .m_axi_buf_bvalid,
    .m_axi_buf_bready, .m_axi_buf_arid, .m_axi_buf_araddr, .m_axi_buf_arlen, .m_axi_buf_arsize,
    .m_axi_buf_arburst, .m_axi_buf_arvalid, .m_axi_buf_arready, .m_axi_buf_rid, .m_axi_buf_rdata,
    .m_axi_buf_rresp, .m_axi_buf_rlast, .m_axi_buf_rvalid, .m_axi_buf_rready,
    .m_axi_nand_awid, .m_axi_nand_awaddr, .m_axi_nand_awlen, .m_axi_nand_awsize,
    .m_axi_nand_awburst, .m_axi_nand_awvalid, .m_axi_nand_awready, .m_axi_nand_wdata,
    .m_axi_nand_wstrb, .m_axi_nand_wlast, .m_axi_nand_wvalid, .m_axi_nand_wready,
    .m_axi_nand_bid, .m_axi_nand_bresp, .m_axi_nand_bvalid, .m_axi_nand_bready,
    .m_axi_nand_arid, .m_axi_nand_araddr, .m_axi_nand_arlen, .m_axi_nand_arsize,
    .m_axi_nand_arburst, .m_axi_nand_arvalid, .m_axi_nand_arready, .m_axi_nand_rid,
    .m_axi_nand_rdata, .m_axi_nand_rresp, .m_axi_nand_rlast, .m_axi_nand_rvalid,
    .m_axi_nand_rready
  );

  logic unused;
  assign unused = ^{w_awaddr, w_araddr, r_data_hi, r_spare_hi};
endmodule
`default_nettype wire
