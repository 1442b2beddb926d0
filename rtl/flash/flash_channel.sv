// One flash channel: its dies, the channel bus they share, and the channel's operation queues
// (rtl/flash/flash_chan.rdl) through which the firmware of the NVM set that owns the channel
// pushes descriptors and pops completions.
//
// A descriptor goes straight into its die's queue, so a full die never blocks the others (the
// firmware checks STATUS.DIE_SPACE; a push to a full queue is dropped and counted). Completions
// of all dies are gathered round-robin into one FIFO that is deep enough for every operation
// the dies can hold; if the firmware does not pop, the dies stop at their completion step and
// nothing is lost.
//
// The channel bus goes to one die at a time: the holder keeps it for its whole bus phase, then
// the next requester gets it in the same cycle, so bus time adds up exactly. Command-only phases
// (read, erase and status commands: T_CMD cycles) go before data transfers, round-robin within
// each class, as a NAND controller issues commands to idle dies between page transfers;
// otherwise a die's next read command waits behind another die's whole page transfer and dies
// fall into lockstep, losing most of the die interleaving.
//
// The channel's 2PM first stage (pm2_tap: page buffer, matcher, page results) sits behind the
// same register window (SEARCH_*): the data mover hands it the page data of the channel's search
// reads (DESC_CTRL.SEARCH), tagged with the plane and the descriptor's tag.
`default_nettype none
module flash_channel #(
  parameter int Channel = 0,
  parameter int NumDies = 4,
  parameter int NumPlanes = 2,
  parameter int BlocksPerPlane = 64,
  parameter int PagesPerBlock = 64,
  parameter int PageBytes = 16384,
  parameter int SpareBytes = 64,
  parameter int Depth = 8,
  parameter int NumFaults = 8,
  parameter int AddrW = 40,
  parameter int LenW = 20,
  parameter int BeatBytes = 64,
  // End-to-end CRC sectors per page (see flash_die).
  parameter int NumSect = 1,
  // Completion FIFO depth (>= what the dies can hold: queued plus executing).
  parameter int CplDepth = 64,
  // Data mover beat (bits).
  parameter int DataW = 512,
  // 2PM request id width (DESC_CTRL.REQ) and the reordering queues' swap counter (SCHED.MAX_SWAPS).
  parameter int ReqW = 5,
  parameter int SwapW = 4,
  // The reordering queues' times (slack, service, end), in cycles.
  parameter int TimeW = 24,
  // Derived: a tapped beat's tag (request, plane, descriptor tag). Not to be overridden.
  localparam int TapTagW = ReqW + 18,
  localparam int WpW = $clog2(PagesPerBlock + 1)
) (
  input  wire logic clk_i,
  input  wire logic rst_ni,
  input  wire logic array_rst_ni,
  // The emulated NAND loses power (flash_die, "Power loss").
  input  wire logic power_loss_i,

  // Register port (flash_chan.rdl), one 4 KiB window; only the low 7 address bits decode.
  input  wire logic        s_axil_awvalid,
  output logic             s_axil_awready,
  input  wire logic [6:0]  s_axil_awaddr,
  input  wire logic [2:0]  s_axil_awprot,
  input  wire logic        s_axil_wvalid,
  output logic             s_axil_wready,
  input  wire logic [31:0] s_axil_wdata,
  input  wire logic [3:0]  s_axil_wstrb,
  output logic             s_axil_bvalid,
  input  wire logic        s_axil_bready,
  output logic [1:0]       s_axil_bresp,
  input  wire logic        s_axil_arvalid,
  output logic             s_axil_arready,
  input  wire logic [6:0]  s_axil_araddr,
  input  wire logic [2:0]  s_axil_arprot,
  output logic             s_axil_rvalid,
  input  wire logic        s_axil_rready,
  output logic [31:0]      s_axil_rdata,
  output logic [1:0]       s_axil_rresp,
  // Level interrupt: a completion waits and IRQ_ENABLE.CPL is set.
  output logic             irq_o,

  // Configuration and fault injection, shared by all channels (see flash_die).
  input  wire logic [1:0]         policy_i,
  input  wire logic [SwapW-1:0]   max_swaps_i,
  input  wire logic               slack_en_i,
  input  wire logic               pin_en_i,
  input  wire logic               detect_en_i,
  input  wire logic [1:0]         page_types_i,
  input  wire logic [31:0]        t_cmd_i,
  input  wire logic [3*32-1:0]    t_read_i,
  input  wire logic [3*32-1:0]    t_prog_i,
  input  wire logic [31:0]        t_erase_i,
  input  wire logic [31:0]        t_page_xfer_i,
  input  wire logic [31:0]        t_spare_xfer_i,
  input  wire logic [AddrW-1:0]   data_base_i,
  input  wire logic [AddrW-1:0]   spare_base_i,
  input  wire logic               e2e_i,
  input  wire logic [NumFaults*3-1:0]  fault_kind_i,
  input  wire logic [NumFaults-1:0]    fault_whole_i,
  input  wire logic [NumFaults*8-1:0]  fault_ch_i,
  input  wire logic [NumFaults*4-1:0]  fault_die_i,
  input  wire logic [NumFaults*2-1:0]  fault_plane_i,
  input  wire logic [NumFaults*12-1:0] fault_block_i,
  input  wire logic [NumFaults*12-1:0] fault_page_i,
  input  wire logic [15:0]        rate_uecc_i,
  input  wire logic [15:0]        rate_prog_i,
  input  wire logic [15:0]        rate_erase_i,

  // Bad-block table: the selected die/plane/block of this channel, its state, mark / unmark.
  input  wire logic [3:0]         bbt_die_i,
  input  wire logic [1:0]         bbt_plane_i,
  input  wire logic [11:0]        bbt_block_i,
  output logic                    bbt_bad_o,
  output logic [WpW-1:0]          bbt_written_o,
  input  wire logic               bbt_set_bad_i,
  input  wire logic               bbt_clear_bad_i,

  // Data mover requests of the dies (see flash_dma), packed per die.
  output logic [NumDies-1:0]          dma_req_o,
  output logic [NumDies*3-1:0]        dma_kind_o,
  output logic [NumDies*AddrW-1:0]    dma_src_o,
  output logic [NumDies*AddrW-1:0]    dma_dst_o,
  output logic [NumDies*LenW-1:0]     dma_len_o,
  output logic [NumDies-1:0]          dma_flip_o,
  output logic [NumDies*2-1:0]        dma_crc_o,
  output logic [NumDies*NumSect*32-1:0] dma_crc_val_o,
  input  wire logic [NumDies-1:0]     dma_done_i,
  input  wire logic                   dma_err_i,
  input  wire logic [NumSect*32-1:0]  dma_crc_i,
  input  wire logic [NumSect:0]       dma_crc_err_i,
  // Search reads: the die's copy is tapped (dma_tap_o, with its tag), the tap takes a whole page
  // now (tap_room_o), and the tapped beats of the copy the data mover runs for one of these dies.
  output logic [NumDies-1:0]          dma_tap_o,
  output logic [NumDies*TapTagW-1:0]  dma_tap_tag_o,
  output logic                        tap_room_o,
  input  wire logic                   tap_valid_i,
  output logic                        tap_ready_o,
  input  wire logic [DataW-1:0]       tap_data_i,
  input  wire logic                   tap_last_i,
  input  wire logic [TapTagW-1:0]     tap_tag_i,
  // 2PM: this channel's page results to the result analyzer (request and class), and the
  // analyzer's reordering requests for this channel's dies.
  output logic                        pm2_res_valid_o,
  input  wire logic                   pm2_res_ready_i,
  output logic [ReqW-1:0]             pm2_res_req_o,
  output logic [1:0]                  pm2_res_class_o,
  input  wire logic                   pm2_ro_valid_i,
  input  wire logic [ReqW-1:0]        pm2_ro_req_i,
  input  wire logic [1:0]             pm2_ro_prio_i,
  // 2PM: the request manager's unpin bus, to every die.
  input  wire logic                   pm2_unpin_valid_i,
  input  wire logic [ReqW-1:0]        pm2_unpin_req_i,
  // 2PM: a search read entering its die's reordering queue this cycle (request, first of its
  // request, the die's expected end with it), and the request manager's answer.
  output logic                        pm2_push_valid_o,
  output logic [ReqW-1:0]             pm2_push_req_o,
  output logic                        pm2_push_first_o,
  output logic [TimeW-1:0]            pm2_push_end_o,
  input  wire logic [TimeW-1:0]       pm2_push_slack_i,
  input  wire logic                   pm2_push_pin_i,
  input  wire logic [1:0]             pm2_push_prio_i,

  // Monitors: die < NumDies selects a die counter, die = 15 a channel counter.
  input  wire logic [3:0]  mon_die_i,
  input  wire logic [7:0]  mon_idx_i,
  output logic [31:0]      mon_data_o
);
  localparam int DieIdxW = (NumDies > 1) ? $clog2(NumDies) : 1;
  localparam int CplW = 20 + 16 + 4 + 3 + 4;  // crc spare areas and sectors, tag, erased, op, status

  if (NumDies < 1 || NumDies > 16 || CplDepth < NumDies * (Depth + 2) || CplDepth > 255) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "flash_channel: bad parameters");
`else
    $error("flash_channel: bad parameters");
`endif
  end

  // ---- registers ----
  logic        irq_en;
  logic [11:0] d_page, d_block;
  logic [1:0]  d_plane;
  logic [3:0]  d_die;
  logic [31:0] d_buf_lo, d_buf_hi, d_sbuf_lo, d_sbuf_hi;
  logic        d_go, d_multi, d_spare, d_search, d_first;
  logic [2:0]  d_op;
  logic [15:0] d_tag;
  logic [ReqW-1:0] d_req;
  logic        cpl_pop;
  logic [NumDies-1:0] die_space, die_rq_managed;
  logic [NumDies*TimeW-1:0] die_rq_end;
  logic             cpl_out_valid;
  logic [CplW-1:0]  cpl_out_data;
  logic [$clog2(CplDepth+1)-1:0] cpl_count;
  // Search: the query's limits are what flash_chan.rdl's fields hold (8 keys: FOUND, ADV and
  // FRAG_SEL.KEY; 32-byte keys: FRAG's 31 bits).
  localparam int SearchKeys = 8, SearchKeyBytes = 32;
  localparam int SearchStateW = $clog2(SearchKeys + 1), SearchFragW = SearchKeyBytes - 1;
  // Query words queued (a query is 74 words: the firmware refills as CFG_SPACE allows) and page
  // results held (the matcher holds 4 more and the tap buffer 2 pages).
  localparam int SearchCfgDepth = 16, SearchResDepth = 8;
  // Tap buffer pages: a multi-plane search read reserves one per plane.
  localparam int TapPages = (NumPlanes > 2) ? NumPlanes : 2;
  logic        s_res_valid, s_busy, s_cfg_write, s_cfg_push_q, s_res_pop, s_frag_tail;
  logic [$clog2(SearchResDepth + 1)-1:0] s_res_count;
  logic [$clog2(SearchCfgDepth + 1)-1:0] s_cfg_space;
  logic [6:0]  s_cfg_addr;
  logic [31:0] s_cfg_data;
  logic [1:0]  s_res_class;
  logic [TapTagW-1:0] s_res_tag, s_ev_tag;
  logic [SearchKeys-1:0] s_res_found;
  logic [SearchKeys*SearchStateW-1:0] s_res_adv;
  logic [SearchKeys*SearchFragW-1:0]  s_res_head, s_res_tail;
  logic [2:0]  s_frag_key;
  logic [SearchFragW-1:0] s_frag;
  assign s_frag = s_frag_tail ? s_res_tail[32'(s_frag_key)*SearchFragW +: SearchFragW]
                              : s_res_head[32'(s_frag_key)*SearchFragW +: SearchFragW];

  flash_chan_csr i_csr (
    .clk(clk_i), .arst_n(rst_ni),
    .s_axil_awready, .s_axil_awvalid, .s_axil_awaddr, .s_axil_awprot,
    .s_axil_wready, .s_axil_wvalid, .s_axil_wdata, .s_axil_wstrb,
    .s_axil_bready, .s_axil_bvalid, .s_axil_bresp,
    .s_axil_arready, .s_axil_arvalid, .s_axil_araddr, .s_axil_arprot,
    .s_axil_rready, .s_axil_rvalid, .s_axil_rdata, .s_axil_rresp,
    .hwif_in_status_cpl_avail(cpl_out_valid),
    .hwif_in_status_cpl_count(8'(cpl_count)),
    .hwif_in_status_die_space(16'(die_space)),
    .hwif_out_irq_enable_cpl(irq_en),
    .hwif_in_info_channel(8'(Channel)),
    .hwif_out_desc_row_page(d_page),
    .hwif_out_desc_row_block(d_block),
    .hwif_out_desc_row_plane(d_plane),
    .hwif_out_desc_row_die(d_die),
    .hwif_out_desc_buf_lo_value(d_buf_lo),
    .hwif_out_desc_buf_hi_value(d_buf_hi),
    .hwif_out_desc_spare_lo_value(d_sbuf_lo),
    .hwif_out_desc_spare_hi_value(d_sbuf_hi),
    .hwif_out_desc_ctrl_go(d_go),
    .hwif_out_desc_ctrl_op(d_op),
    .hwif_out_desc_ctrl_multi(d_multi),
    .hwif_out_desc_ctrl_spare(d_spare),
    .hwif_out_desc_ctrl_search(d_search),
    .hwif_out_desc_ctrl_tag(d_tag),
    .hwif_out_desc_ctrl_req(d_req),
    .hwif_out_desc_ctrl_first(d_first),
    .hwif_in_cpl_info_status(cpl_out_data[3:0]),
    .hwif_in_cpl_info_op(cpl_out_data[6:4]),
    .hwif_in_cpl_info_erased(cpl_out_data[10:7]),
    .hwif_in_cpl_info_tag(cpl_out_data[26:11]),
    .hwif_in_cpl_crc_sectors(cpl_out_data[42:27]),
    .hwif_in_cpl_crc_spare(cpl_out_data[46:43]),
    .hwif_out_cpl_pop_pop(cpl_pop),
    .hwif_in_search_status_res_avail(s_res_valid),
    .hwif_in_search_status_busy(s_busy),
    .hwif_in_search_status_res_count(8'(s_res_count)),
    .hwif_in_search_status_cfg_space(8'(s_cfg_space)),
    .hwif_out_search_cfg_addr_addr(s_cfg_addr),
    .hwif_out_search_cfg_data_value(s_cfg_data),
    .hwif_out_search_cfg_data_value_swmod(s_cfg_write),
    .hwif_in_search_res_info_class(s_res_class),
    .hwif_in_search_res_info_plane(s_res_tag[17:16]),
    .hwif_in_search_res_info_found(s_res_found),
    .hwif_in_search_res_info_tag(s_res_tag[15:0]),
    .hwif_in_search_res_adv_adv(s_res_adv),
    .hwif_out_search_res_pop_pop(s_res_pop),
    .hwif_out_search_res_frag_sel_key(s_frag_key),
    .hwif_out_search_res_frag_sel_tail(s_frag_tail),
    .hwif_in_search_res_frag_bits(s_frag)
  );
  assign irq_o = irq_en && cpl_out_valid;

  logic [AddrW-1:0] d_buf, d_sbuf;
  assign d_buf = AddrW'({d_buf_hi, d_buf_lo});
  assign d_sbuf = AddrW'({d_sbuf_hi, d_sbuf_lo});
  logic d_die_ok;
  assign d_die_ok = 32'(d_die) < NumDies;

  // ---- a push naming a die this channel does not have completes at once ----
  logic        rej_valid_q;
  logic [15:0] rej_tag_q;
  logic [2:0]  rej_op_q;
  logic        rej_ready;
  logic [31:0] mon_dropped_q, mon_bus_q;

  // ---- tap pages, reserved by the dies' search reads (round-robin among those that fit) ----
  logic [NumDies-1:0]   resv_req, resv_fit, resv_arb_gnt, resv_gnt;
  logic [NumDies*3-1:0] resv_pages;
  logic [DieIdxW-1:0]   resv_idx;
  logic [3:0]           tap_free_q;
  logic                 tap_page_freed;
  always_comb begin
    for (int d = 0; d < NumDies; d++) resv_fit[d] = resv_req[d] && {1'b0, resv_pages[d*3 +: 3]} <= tap_free_q;
  end
  common_rr_arb #(.N(NumDies)) i_resv_arb (
    .clk_i, .rst_ni, .req_i(resv_fit), .gnt_o(resv_arb_gnt), .gnt_idx_o(resv_idx),
    .advance_i(resv_fit != '0)
  );
  assign resv_gnt = resv_arb_gnt;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) tap_free_q <= 4'(TapPages);
    else tap_free_q <= tap_free_q - ((resv_fit != '0) ? {1'b0, resv_pages[32'(resv_idx)*3 +: 3]} : 4'd0)
                       + 4'(tap_page_freed);
  end

  // ---- dies ----
  logic [NumDies-1:0]      bus_req, bus_short, bus_gnt, cpl_valid, cpl_ready, die_bbt_bad;
  logic [NumDies*CplW-1:0] cpl_data;
  logic [NumDies*32-1:0]   die_mon;
  logic [NumDies*WpW-1:0]  die_bbt_written;

  for (genvar gd = 0; gd < NumDies; gd++) begin : gen_die
    logic [15:0] tag;
    logic [19:0] crcf;
    logic [3:0]  status, erased;
    logic [2:0]  op;
    assign cpl_data[gd*CplW +: CplW] = {crcf, tag, erased, op, status};
    flash_die #(
      .Channel(Channel), .Die(gd), .NumDies(NumDies), .NumPlanes(NumPlanes),
      .BlocksPerPlane(BlocksPerPlane), .PagesPerBlock(PagesPerBlock), .PageBytes(PageBytes),
      .SpareBytes(SpareBytes), .Depth(Depth), .NumFaults(NumFaults), .AddrW(AddrW), .LenW(LenW),
      .BeatBytes(BeatBytes), .NumSect(NumSect), .ReqW(ReqW), .SwapW(SwapW), .TimeW(TimeW)
    ) i_die (
      .clk_i, .rst_ni, .array_rst_ni, .power_loss_i,
      .push_i(d_go && d_die_ok && 32'(d_die) == gd),
      .push_op_i(d_op), .push_multi_i(d_multi), .push_spare_i(d_spare), .push_plane_i(d_plane),
      .push_block_i(d_block), .push_page_i(d_page), .push_buf_i(d_buf), .push_sbuf_i(d_sbuf),
      .push_tag_i(d_tag), .push_search_i(d_search), .push_req_i(d_req),
      .push_slack_i(pm2_push_slack_i), .push_pin_i(pm2_push_pin_i), .push_prio_i(pm2_push_prio_i),
      .space_o(die_space[gd]),
      .policy_i, .max_swaps_i, .slack_en_i, .pin_en_i, .detect_en_i,
      .rq_end_o(die_rq_end[gd*TimeW +: TimeW]), .rq_managed_o(die_rq_managed[gd]), .ro_valid_i(pm2_ro_valid_i), .ro_req_i(pm2_ro_req_i),
      .ro_prio_i(pm2_ro_prio_i), .unpin_valid_i(pm2_unpin_valid_i), .unpin_req_i(pm2_unpin_req_i), .page_types_i, .t_cmd_i, .t_read_i, .t_prog_i, .t_erase_i, .t_page_xfer_i,
      .t_spare_xfer_i, .data_base_i, .spare_base_i, .e2e_i,
      .fault_kind_i, .fault_whole_i, .fault_ch_i, .fault_die_i, .fault_plane_i, .fault_block_i,
      .fault_page_i, .rate_uecc_i, .rate_prog_i, .rate_erase_i,
      .bbt_plane_i, .bbt_block_i, .bbt_bad_o(die_bbt_bad[gd]),
      .bbt_written_o(die_bbt_written[gd*WpW +: WpW]),
      .bbt_set_bad_i(bbt_set_bad_i && 32'(bbt_die_i) == gd),
      .bbt_clear_bad_i(bbt_clear_bad_i && 32'(bbt_die_i) == gd),
      .bus_req_o(bus_req[gd]), .bus_short_o(bus_short[gd]), .bus_gnt_i(bus_gnt[gd]),
      .dma_req_o(dma_req_o[gd]), .dma_kind_o(dma_kind_o[gd*3 +: 3]),
      .dma_src_o(dma_src_o[gd*AddrW +: AddrW]), .dma_dst_o(dma_dst_o[gd*AddrW +: AddrW]),
      .dma_len_o(dma_len_o[gd*LenW +: LenW]), .dma_flip_o(dma_flip_o[gd]),
      .dma_crc_o(dma_crc_o[gd*2 +: 2]), .dma_crc_val_o(dma_crc_val_o[gd*NumSect*32 +: NumSect*32]),
      .dma_tap_o(dma_tap_o[gd]), .dma_tap_tag_o(dma_tap_tag_o[gd*TapTagW +: TapTagW]),
      .tap_resv_req_o(resv_req[gd]), .tap_resv_pages_o(resv_pages[gd*3 +: 3]),
      .tap_resv_gnt_i(resv_gnt[gd]),
      .dma_done_i(dma_done_i[gd]), .dma_err_i, .dma_crc_i, .dma_crc_err_i,
      .cpl_valid_o(cpl_valid[gd]), .cpl_ready_i(cpl_ready[gd]), .cpl_tag_o(tag),
      .cpl_status_o(status), .cpl_op_o(op), .cpl_erased_o(erased), .cpl_crc_o(crcf),
      .mon_idx_i, .mon_data_o(die_mon[gd*32 +: 32])
    );
  end

  // 2PM: the descriptor names one die, so at most one search read a cycle enters a reordering
  // queue here; the request manager sees it with that die's expected end.
  assign pm2_push_valid_o = die_rq_managed != '0;
  assign pm2_push_req_o = d_req;
  assign pm2_push_first_o = d_first;
  assign pm2_push_end_o = die_rq_end[32'(d_die[DieIdxW-1:0])*TimeW +: TimeW];

  assign bbt_bad_o = 32'(bbt_die_i) < NumDies && die_bbt_bad[bbt_die_i[DieIdxW-1:0]];
  assign bbt_written_o = (32'(bbt_die_i) < NumDies) ? die_bbt_written[32'(bbt_die_i[DieIdxW-1:0])*WpW +: WpW] : '0;

  // ---- 2PM first stage ----
  // SEARCH_CFG_DATA's swmod pulses in the write's cycle, the field shows the value the cycle after.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) s_cfg_push_q <= 1'b0;
    else s_cfg_push_q <= s_cfg_write;
  end
  pm2_tap #(
    .DataW(DataW), .LaneBytes(4), .PageBytes(PageBytes), .BufPages(TapPages), .MaxKeys(SearchKeys),
    .MaxKeyBytes(SearchKeyBytes), .TagW(TapTagW), .CfgDepth(SearchCfgDepth),
    .ResDepth(SearchResDepth)
  ) i_tap (
    .clk_i, .rst_ni,
    .in_valid_i(tap_valid_i), .in_ready_o(tap_ready_o), .in_data_i(tap_data_i),
    .in_last_i(tap_last_i), .in_tag_i(tap_tag_i), .room_o(tap_room_o),
    .page_freed_o(tap_page_freed), .busy_o(s_busy),
    .cfg_valid_i(s_cfg_push_q), .cfg_addr_i(s_cfg_addr), .cfg_wdata_i(s_cfg_data),
    .cfg_space_o(s_cfg_space),
    .res_valid_o(s_res_valid), .res_count_o(s_res_count), .res_pop_i(s_res_pop),
    .res_tag_o(s_res_tag), .res_class_o(s_res_class), .res_found_o(s_res_found),
    .res_adv_o(s_res_adv), .res_head_o(s_res_head), .res_tail_o(s_res_tail),
    .ev_valid_o(pm2_res_valid_o), .ev_ready_i(pm2_res_ready_i), .ev_tag_o(s_ev_tag),
    .ev_class_o(pm2_res_class_o)
  );
  assign pm2_res_req_o = s_ev_tag[TapTagW-1 -: ReqW];

  // ---- channel bus ----
  logic               bus_owner_valid_q, bus_hold;
  logic [DieIdxW-1:0] bus_owner_q;
  logic [NumDies-1:0] bus_arb_gnt;
  logic [DieIdxW-1:0] bus_arb_idx;
  logic               bus_advance;
  assign bus_hold = bus_owner_valid_q && bus_req[bus_owner_q];
  assign bus_advance = !bus_hold && (bus_req != '0);
  logic [NumDies-1:0] bus_req_short, bus_arb_req;
  assign bus_req_short = bus_req & bus_short;
  assign bus_arb_req = bus_hold ? '0 : ((bus_req_short != '0) ? bus_req_short : bus_req);
  common_rr_arb #(.N(NumDies)) i_bus_arb (
    .clk_i, .rst_ni, .req_i(bus_arb_req), .gnt_o(bus_arb_gnt), .gnt_idx_o(bus_arb_idx),
    .advance_i(bus_advance)
  );
  always_comb begin
    bus_gnt = bus_arb_gnt;
    if (bus_hold) begin
      bus_gnt = '0;
      bus_gnt[bus_owner_q] = 1'b1;
    end
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      bus_owner_valid_q <= 1'b0;
      bus_owner_q <= '0;
    end else if (bus_advance) begin
      bus_owner_valid_q <= 1'b1;
      bus_owner_q <= bus_arb_idx;
    end else if (!bus_hold) begin
      bus_owner_valid_q <= 1'b0;
    end
  end

  // ---- completions: dies and the reject register, round-robin into the FIFO ----
  localparam int NumCplSrc = NumDies + 1;
  logic [NumCplSrc-1:0] csrc_valid, csrc_gnt;
  logic [$clog2(NumCplSrc)-1:0] csrc_idx;
  logic [NumCplSrc*CplW-1:0] csrc_data;
  logic cpl_in_ready, cpl_in_valid;
  assign csrc_valid = {rej_valid_q, cpl_valid};
  assign csrc_data = {{20'b0, rej_tag_q, 4'b0, rej_op_q, 4'd6}, cpl_data};
  assign cpl_in_valid = csrc_valid != '0;
  common_rr_arb #(.N(NumCplSrc)) i_cpl_arb (
    .clk_i, .rst_ni, .req_i(csrc_valid), .gnt_o(csrc_gnt), .gnt_idx_o(csrc_idx),
    .advance_i(cpl_in_valid && cpl_in_ready)
  );
  assign cpl_ready = cpl_in_ready ? csrc_gnt[NumDies-1:0] : '0;
  assign rej_ready = cpl_in_ready && csrc_gnt[NumDies];
  common_fifo_sync #(.Width(CplW), .Depth(CplDepth)) i_cpl_fifo (
    .clk_i, .rst_ni,
    .in_valid_i(cpl_in_valid), .in_ready_o(cpl_in_ready),
    .in_data_i(csrc_data[32'(csrc_idx)*CplW +: CplW]),
    .out_valid_o(cpl_out_valid), .out_ready_i(cpl_pop), .out_data_o(cpl_out_data),
    .count_o(cpl_count)
  );

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rej_valid_q <= 1'b0;
      rej_tag_q <= '0;
      rej_op_q <= '0;
      mon_dropped_q <= '0;
      mon_bus_q <= '0;
    end else begin
      if (rej_valid_q && rej_ready) rej_valid_q <= 1'b0;
      if (d_go && !d_die_ok) begin
        if (rej_valid_q && !rej_ready) begin
          mon_dropped_q <= mon_dropped_q + 1'b1;  // a second bad push before the first left
        end else begin
          rej_valid_q <= 1'b1;
          rej_tag_q <= d_tag;
          rej_op_q <= d_op;
        end
      end
      if (d_go && d_die_ok && !die_space[d_die[DieIdxW-1:0]]) mon_dropped_q <= mon_dropped_q + 1'b1;
      if (bus_gnt != '0) mon_bus_q <= mon_bus_q + 1'b1;
    end
  end

  // ---- monitors ----
  always_comb begin
    mon_data_o = '0;
    if (mon_die_i == 4'hF) begin
      unique case (mon_idx_i)
        8'd0: mon_data_o = mon_bus_q;
        8'd1: mon_data_o = mon_dropped_q;
        default: mon_data_o = '0;
      endcase
    end else if (32'(mon_die_i) < NumDies) begin
      mon_data_o = die_mon[32'(mon_die_i[DieIdxW-1:0])*32 +: 32];
    end
  end

  logic unused;
  assign unused = ^{csrc_gnt, d_buf_hi, d_sbuf_hi, s_res_tag[TapTagW-1:18], s_ev_tag[17:0]};
endmodule
`default_nettype wire
