// 2PM first stage of one flash channel: the channel's read-data tap (rtl/pm2/doc/README.md,
// "The tap in the back end").
//
// The back end's data mover (flash_dma) copies a page at one 64-byte beat a cycle for every
// channel together, while a channel bus delivers 1 GB/s (2PM Table 1): the matcher of each
// channel runs at that rate, LaneBytes a cycle. So the tap decouples the two:
//   beats in (DataW, a search read's page data as the data mover writes it to the buffer)
//   -> page buffer (BufPages whole pages, with each beat's tag and last mark)
//   -> lanes of LaneBytes, byte 0 of the beat first
//   -> pm2_matcher -> result FIFO -> the channel's SEARCH_RES_* registers.
// The channel hands out the buffer's pages to its dies' search reads before their transfers
// take the channel bus (flash_die tap_resv_*; page_freed_o returns a page), so a slow matcher (or
// a firmware that does not pop results) holds back only this channel's search reads, never its
// bus. room_o (the buffer takes a whole page now) is the data mover's own check before a tapped
// copy, so a copy never stalls mid-way. Two pages at least: the next page lands while the matcher
// works through the previous one, which at the channel rate takes as long as the channel bus
// took to deliver it.
//
// The query is written a word at a time (cfg_*: the matcher's word addresses, pm2_matcher's
// header) into a small FIFO the matcher drains between pages; cfg_space_o counts the words it
// takes now. Words queued go in before the next page starts (a page is not offered to the
// matcher while words wait, once its first beat has gone it runs to its end), so a query written
// before a page's data arrives applies to that page. The firmware still writes a query only with
// no search read outstanding on the channel (flash_chan.rdl SEARCH_CFG_DATA): a page already
// buffered would otherwise meet whichever query is loaded when it leaves the buffer.
`default_nettype none

module pm2_tap #(
  // Beat of the data mover (bits) and of the matcher (bytes per cycle).
  parameter int DataW = 512,
  parameter int LaneBytes = 4,
  // Page bytes (a whole number of beats): room_o asks for one page.
  parameter int PageBytes = 16384,
  parameter int BufPages = 2,
  parameter int MaxKeys = 8,
  parameter int MaxKeyBytes = 32,
  parameter int TagW = 18,
  // Query words and page results held for the registers.
  parameter int CfgDepth = 16,
  parameter int ResDepth = 16,
  // Derived widths; not meant to be overridden.
  localparam int KeyWords = MaxKeys * MaxKeyBytes / 4,
  localparam int CfgAddrW = $clog2(KeyWords + MaxKeys + 2),
  localparam int StateW = $clog2(MaxKeys + 1),
  localparam int FragW = MaxKeyBytes - 1,
  localparam int CfgCntW = $clog2(CfgDepth + 1),
  localparam int ResCntW = $clog2(ResDepth + 1)
) (
  input  wire logic                      clk_i,
  input  wire logic                      rst_ni,
  // Page data from the data mover; in_last_i on a page's last beat, in_tag_i with every beat.
  input  wire logic                      in_valid_i,
  output logic                           in_ready_o,
  input  wire logic [DataW-1:0]          in_data_i,
  input  wire logic                      in_last_i,
  input  wire logic [TagW-1:0]           in_tag_i,
  output logic                           room_o,
  // A page's last beat left the buffer for the matcher: its room is free again.
  output logic                           page_freed_o,
  // A page is in the buffer or in the matcher.
  output logic                           busy_o,
  // Query words.
  input  wire logic                      cfg_valid_i,
  input  wire logic [CfgAddrW-1:0]       cfg_addr_i,
  input  wire logic [31:0]               cfg_wdata_i,
  output logic [CfgCntW-1:0]             cfg_space_o,
  // Head page result (pm2_matcher's r_*), popped by res_pop_i.
  output logic                           res_valid_o,
  output logic [ResCntW-1:0]             res_count_o,
  input  wire logic                      res_pop_i,
  output logic [TagW-1:0]                res_tag_o,
  output logic [1:0]                     res_class_o,
  output logic [MaxKeys-1:0]             res_found_o,
  output logic [MaxKeys*StateW-1:0]      res_adv_o,
  output logic [MaxKeys*FragW-1:0]       res_head_o,
  output logic [MaxKeys*FragW-1:0]       res_tail_o,
  // Every page result also goes to the result analyzer (tag and class) as it enters the result
  // FIFO: a result waits in the matcher until both take it, so the analyzer never misses one.
  output logic                           ev_valid_o,
  input  wire logic                      ev_ready_i,
  output logic [TagW-1:0]                ev_tag_o,
  output logic [1:0]                     ev_class_o
);
  localparam int BeatBytes = DataW / 8;
  localparam int PageBeats = PageBytes / BeatBytes;
  localparam int BufDepth = BufPages * PageBeats;
  localparam int BufCntW = $clog2(BufDepth + 1);
  localparam int Lanes = BeatBytes / LaneBytes;
  localparam int LaneIdxW = (Lanes > 1) ? $clog2(Lanes) : 1;
  localparam int ResultW = TagW + 2 + MaxKeys + MaxKeys * StateW + 2 * MaxKeys * FragW;

  if (DataW % 8 != 0 || BeatBytes % LaneBytes != 0 || PageBytes % BeatBytes != 0 ||
      PageBeats < 1 || BufPages < 1 || CfgDepth < 2 || ResDepth < 2) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "pm2_tap: a page must be whole beats and a beat whole lanes");
`else
    $error("pm2_tap: a page must be whole beats and a beat whole lanes");
`endif
  end

  // ---- page buffer ----
  logic                 buf_out_valid, buf_out_ready, buf_out_last;
  logic [DataW-1:0]     buf_out_data;
  logic [TagW-1:0]      buf_out_tag;
  logic [BufCntW-1:0]   buf_count;
  common_fifo_sync #(.Width(DataW + 1 + TagW), .Depth(BufDepth)) i_buf (
    .clk_i, .rst_ni,
    .in_valid_i(in_valid_i), .in_ready_o(in_ready_o), .in_data_i({in_tag_i, in_last_i, in_data_i}),
    .out_valid_o(buf_out_valid), .out_ready_i(buf_out_ready),
    .out_data_o({buf_out_tag, buf_out_last, buf_out_data}), .count_o(buf_count)
  );
  // count_o lags a transfer by a cycle, so a beat entering now is counted as well: the data mover
  // samples room_o the cycle after a copy's last beat.
  assign room_o = 32'(buf_count) + 32'(in_valid_i && in_ready_o) + PageBeats <= BufDepth;

  // ---- beat -> lanes ----
  // A page starts only with no query word waiting (mid_page_q: its first lane has gone).
  logic                cfg_out_valid;
  logic                mid_page_q, s_valid;
  logic [LaneIdxW-1:0] lane_q;
  logic                s_ready, s_last;
  logic [LaneBytes*8-1:0] s_data;
  assign s_valid = buf_out_valid && (mid_page_q || !cfg_out_valid);
  assign s_data = buf_out_data[32'(lane_q) * LaneBytes * 8 +: LaneBytes * 8];
  assign s_last = buf_out_last && 32'(lane_q) == Lanes - 1;
  assign buf_out_ready = s_valid && s_ready && 32'(lane_q) == Lanes - 1;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      lane_q <= '0;
      mid_page_q <= 1'b0;
    end else if (s_valid && s_ready) begin
      lane_q <= (32'(lane_q) == Lanes - 1) ? '0 : lane_q + 1'b1;
      mid_page_q <= !s_last;
    end
  end

  // ---- query words ----
  logic                  cfg_out_ready, cfg_in_ready_unused;
  logic [CfgAddrW-1:0]   cfg_out_addr;
  logic [31:0]           cfg_out_data;
  logic [CfgCntW-1:0]    cfg_count;
  common_fifo_sync #(.Width(CfgAddrW + 32), .Depth(CfgDepth)) i_cfg (
    .clk_i, .rst_ni,
    .in_valid_i(cfg_valid_i), .in_ready_o(cfg_in_ready_unused), .in_data_i({cfg_addr_i, cfg_wdata_i}),
    .out_valid_o(cfg_out_valid), .out_ready_i(cfg_out_ready),
    .out_data_o({cfg_out_addr, cfg_out_data}), .count_o(cfg_count)
  );
  // A word written with the FIFO full is dropped: the firmware writes at most CFG_SPACE words
  // before it reads the space again. The word entering this cycle is already counted.
  assign cfg_space_o = CfgCntW'(CfgDepth) - cfg_count - CfgCntW'(cfg_valid_i);

  // ---- matcher ----
  logic                    r_valid, r_ready;
  logic [TagW-1:0]         r_tag;
  logic [1:0]              r_class;
  logic [MaxKeys-1:0]      r_found;
  logic [MaxKeys*StateW-1:0] r_adv;
  logic [MaxKeys*FragW-1:0]  r_head, r_tail;
  logic                    page_in_matcher_q;
  pm2_matcher #(.LaneBytes(LaneBytes), .MaxKeys(MaxKeys), .MaxKeyBytes(MaxKeyBytes), .TagW(TagW)) i_matcher (
    .clk_i, .rst_ni,
    .cfg_valid_i(cfg_out_valid), .cfg_ready_o(cfg_out_ready), .cfg_addr_i(cfg_out_addr),
    .cfg_wdata_i(cfg_out_data),
    .s_valid_i(s_valid), .s_ready_o(s_ready), .s_data_i(s_data), .s_last_i(s_last),
    .s_tag_i(buf_out_tag),
    .r_valid_o(r_valid), .r_ready_i(r_ready), .r_tag_o(r_tag), .r_class_o(r_class),
    .r_found_o(r_found), .r_adv_o(r_adv), .r_head_o(r_head), .r_tail_o(r_tail)
  );

  // Pages taken by the matcher whose result has not come out yet.
  logic [2:0] pending_q;
  logic       page_in, page_out;
  assign page_in = buf_out_ready && buf_out_last;
  assign page_freed_o = page_in;
  assign page_out = r_valid && r_ready;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) pending_q <= '0;
    else pending_q <= pending_q + 3'(page_in) - 3'(page_out);
  end
  assign page_in_matcher_q = pending_q != '0;
  assign busy_o = buf_count != '0 || buf_out_valid || page_in_matcher_q || r_valid;

  // ---- results ----
  logic                  res_in_ready;
  logic [ResultW-1:0]    res_data;
  assign r_ready = res_in_ready && ev_ready_i;
  assign ev_valid_o = r_valid && res_in_ready;
  assign ev_tag_o = r_tag;
  assign ev_class_o = r_class;
  common_fifo_sync #(.Width(ResultW), .Depth(ResDepth)) i_res (
    .clk_i, .rst_ni,
    .in_valid_i(r_valid && ev_ready_i), .in_ready_o(res_in_ready),
    .in_data_i({r_tag, r_class, r_found, r_adv, r_head, r_tail}),
    .out_valid_o(res_valid_o), .out_ready_i(res_pop_i), .out_data_o(res_data),
    .count_o(res_count_o)
  );
  assign {res_tag_o, res_class_o, res_found_o, res_adv_o, res_head_o, res_tail_o} = res_data;

  logic unused;
  assign unused = ^{cfg_in_ready_unused};
endmodule
`default_nettype wire
