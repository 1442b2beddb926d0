// Data mover of the flash back end: copies page data between the buffer memory (the controller
// DRAM the firmware and the NVMe data mover use) and the emulated array (its own DRAM region),
// or fills a buffer with all ones (a read of an erased page). One copy at a time, chosen
// round-robin among the requesters (the dies of every channel).
//
// The NAND timing model decides when an operation completes; this engine only has to keep up.
// Reads of the source run ahead of the writes through a FIFO, so a copy moves close to one beat
// per cycle (64 B at 250 MHz = 16 GB/s, twice the 8 GB/s of eight 1 GB/s channel buses); the die
// waits for both its modelled bus time and its copy, so a slow memory shows up as longer
// operations, never as lost data.
//
// Addresses and lengths are multiples of the beat (the die checks that before it asks). Bursts
// never cross a 4 KiB boundary (AXI rule) and are at most 64 beats; source and destination are
// split independently.
`default_nettype none
module flash_dma #(
  // Requesters (>= 1).
  parameter int NumReq = 4,
  // AXI data width (bits, a power of two >= 64) and address width.
  parameter int DataW = 512,
  parameter int AddrW = 40,
  // Copy length field width (bytes).
  parameter int LenW = 20,
  // Read-ahead FIFO (beats, >= 64: one whole burst).
  parameter int FifoDepth = 128,
  // Derived. Not to be overridden.
  localparam int ReqIdxW = (NumReq > 1) ? $clog2(NumReq) : 1
) (
  input  wire logic                    clk_i,
  input  wire logic                    rst_ni,

  // Requests: held until done_o for that requester. kind 0: array -> buffer, 1: buffer -> array,
  // 2: fill the buffer with ones (src unused). flip: invert bit 0 of the first byte written
  // (the silent-corruption fault).
  input  wire logic [NumReq-1:0]       req_i,
  input  wire logic [NumReq*2-1:0]     req_kind_i,
  input  wire logic [NumReq*AddrW-1:0] req_src_i,
  input  wire logic [NumReq*AddrW-1:0] req_dst_i,
  input  wire logic [NumReq*LenW-1:0]  req_len_i,
  input  wire logic [NumReq-1:0]       req_flip_i,
  // One-cycle pulse per finished copy; err_o is valid with it (a SLVERR/DECERR response).
  output logic      [NumReq-1:0]       done_o,
  output logic                         err_o,

  // AXI4 master to the buffer memory.
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

  // AXI4 master to the array memory (same shape).
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
  localparam int BeatBytes = DataW / 8;
  localparam int BeatShift = $clog2(BeatBytes);
  localparam int BeatsW = LenW - BeatShift + 1;
  localparam int FifoCntW = $clog2(FifoDepth + 1);
  localparam int LensDepth = 8;

  if (NumReq < 1 || DataW < 64 || (1 << $clog2(DataW)) != DataW || FifoDepth < 64 ||
      LenW <= BeatShift || AddrW < 13) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "flash_dma: bad parameters");
`else
    $error("flash_dma: bad parameters");
`endif
  end

  // ---- request arbitration ----
  logic [NumReq-1:0]  arb_gnt;
  logic [ReqIdxW-1:0] arb_idx;
  logic               start;
  common_rr_arb #(.N(NumReq)) i_arb (
    .clk_i, .rst_ni, .req_i(req_i), .gnt_o(arb_gnt), .gnt_idx_o(arb_idx), .advance_i(start)
  );

  typedef enum logic [1:0] {Idle, Run, Finish} state_e;
  state_e state_q;
  logic [ReqIdxW-1:0] owner_q;
  logic [1:0]         kind_q;
  logic               flip_q, err_q;
  logic [AddrW-1:0]   rd_addr_q, wr_addr_q;
  logic [BeatsW-1:0]  ar_left_q, aw_left_q, r_left_q, w_left_q;  // beats still to issue / move
  logic [BeatsW-1:0]  b_left_q;                                   // write bursts without a response
  logic               first_w_q;
  logic [FifoCntW-1:0] reserved_q;  // FIFO beats taken by data in flight or stored

  assign start = (state_q == Idle) && (req_i != '0);
  logic [BeatsW-1:0] start_beats;
  assign start_beats = BeatsW'(req_len_i[32'(arb_idx)*LenW +: LenW] >> BeatShift);

  // ---- burst sizes: up to 64 beats, never across 4 KiB ----
  function automatic logic [BeatsW-1:0] burst_beats(input logic [11:0] addr, input logic [BeatsW-1:0] left);
    logic [BeatsW-1:0] to_4k;
    logic [12:0]       bytes_to_4k;
    bytes_to_4k = 13'd4096 - {1'b0, addr};
    to_4k = BeatsW'(bytes_to_4k >> BeatShift);
    burst_beats = left;
    if (to_4k < burst_beats) burst_beats = to_4k;
    if (BeatsW'(64) < burst_beats) burst_beats = BeatsW'(64);
  endfunction

  logic [BeatsW-1:0] ar_beats, aw_beats;
  assign ar_beats = burst_beats(rd_addr_q[11:0], ar_left_q);
  assign aw_beats = burst_beats(wr_addr_q[11:0], aw_left_q);

  // ---- read side ----
  logic ar_port_nand;  // reads come from the array (kind 0) or the buffer (kind 1)
  assign ar_port_nand = (kind_q == 2'd0);
  logic arvalid, arready, rvalid, rready, rlast_unused;
  logic [DataW-1:0] rdata;
  logic [1:0] rresp;
  assign arvalid = (state_q == Run) && kind_q != 2'd2 && ar_left_q != '0 &&
                   ({1'b0, reserved_q} + (FifoCntW + 1)'(ar_beats) <= (FifoCntW + 1)'(FifoDepth));
  assign arready = ar_port_nand ? m_axi_nand_arready : m_axi_buf_arready;
  assign rvalid  = ar_port_nand ? m_axi_nand_rvalid : m_axi_buf_rvalid;
  assign rdata   = ar_port_nand ? m_axi_nand_rdata : m_axi_buf_rdata;
  assign rresp   = ar_port_nand ? m_axi_nand_rresp : m_axi_buf_rresp;
  assign rlast_unused = ar_port_nand ? m_axi_nand_rlast : m_axi_buf_rlast;
  assign rready  = (state_q == Run);  // room is reserved before the AR goes out

  always_comb begin
    m_axi_buf_arid = '0;     m_axi_nand_arid = '0;
    m_axi_buf_araddr = rd_addr_q; m_axi_nand_araddr = rd_addr_q;
    m_axi_buf_arlen = 8'(ar_beats - 1'b1); m_axi_nand_arlen = 8'(ar_beats - 1'b1);
    m_axi_buf_arsize = 3'(BeatShift); m_axi_nand_arsize = 3'(BeatShift);
    m_axi_buf_arburst = 2'b01; m_axi_nand_arburst = 2'b01;
    m_axi_buf_arvalid = arvalid && !ar_port_nand;
    m_axi_nand_arvalid = arvalid && ar_port_nand;
    m_axi_buf_rready = rready && !ar_port_nand;
    m_axi_nand_rready = rready && ar_port_nand;
  end

  // Read-ahead FIFO.
  logic             fifo_in_ready, fifo_out_valid, fifo_out_ready;
  logic [DataW-1:0] fifo_out_data;
  logic [FifoCntW-1:0] fifo_count_unused;
  common_fifo_sync #(.Width(DataW), .Depth(FifoDepth)) i_fifo (
    .clk_i, .rst_ni,
    .in_valid_i(rvalid && rready), .in_ready_o(fifo_in_ready), .in_data_i(rdata),
    .out_valid_o(fifo_out_valid), .out_ready_i(fifo_out_ready), .out_data_o(fifo_out_data),
    .count_o(fifo_count_unused)
  );

  // ---- write side ----
  logic aw_port_nand;  // writes go to the array (kind 1) or the buffer (kinds 0, 2)
  assign aw_port_nand = (kind_q == 2'd1);
  // Lengths of the write bursts issued, so W knows where each burst ends.
  logic [7:0] lens_q [LensDepth];
  logic [$clog2(LensDepth)-1:0] lens_wr_q, lens_rd_q;
  logic [$clog2(LensDepth):0]   lens_cnt_q;
  logic [7:0] w_in_burst_q;
  logic awvalid, awready, wvalid, wready, w_go, aw_go;
  logic [DataW-1:0] wdata;
  assign awvalid = (state_q == Run) && aw_left_q != '0 && lens_cnt_q != ($clog2(LensDepth) + 1)'(LensDepth);
  assign awready = aw_port_nand ? m_axi_nand_awready : m_axi_buf_awready;
  assign aw_go = awvalid && awready;
  assign wvalid = (state_q == Run) && lens_cnt_q != '0 && w_left_q != '0 &&
                  (kind_q == 2'd2 || fifo_out_valid);
  assign wready = aw_port_nand ? m_axi_nand_wready : m_axi_buf_wready;
  assign w_go = wvalid && wready;
  assign fifo_out_ready = w_go && kind_q != 2'd2;
  always_comb begin
    wdata = (kind_q == 2'd2) ? {DataW{1'b1}} : fifo_out_data;
    if (flip_q && first_w_q) wdata[0] = ~wdata[0];
  end
  logic wlast;
  assign wlast = (w_in_burst_q == lens_q[lens_rd_q]);

  always_comb begin
    m_axi_buf_awid = '0;     m_axi_nand_awid = '0;
    m_axi_buf_awaddr = wr_addr_q; m_axi_nand_awaddr = wr_addr_q;
    m_axi_buf_awlen = 8'(aw_beats - 1'b1); m_axi_nand_awlen = 8'(aw_beats - 1'b1);
    m_axi_buf_awsize = 3'(BeatShift); m_axi_nand_awsize = 3'(BeatShift);
    m_axi_buf_awburst = 2'b01; m_axi_nand_awburst = 2'b01;
    m_axi_buf_awvalid = awvalid && !aw_port_nand;
    m_axi_nand_awvalid = awvalid && aw_port_nand;
    m_axi_buf_wdata = wdata;  m_axi_nand_wdata = wdata;
    m_axi_buf_wstrb = '1;     m_axi_nand_wstrb = '1;
    m_axi_buf_wlast = wlast;  m_axi_nand_wlast = wlast;
    m_axi_buf_wvalid = wvalid && !aw_port_nand;
    m_axi_nand_wvalid = wvalid && aw_port_nand;
    m_axi_buf_bready = (state_q == Run) && !aw_port_nand;
    m_axi_nand_bready = (state_q == Run) && aw_port_nand;
  end
  logic bvalid;
  logic [1:0] bresp;
  assign bvalid = aw_port_nand ? m_axi_nand_bvalid : m_axi_buf_bvalid;
  assign bresp = aw_port_nand ? m_axi_nand_bresp : m_axi_buf_bresp;

  // ---- control ----
  logic r_go, b_go;
  assign r_go = rvalid && rready;
  assign b_go = bvalid && (state_q == Run);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= Idle;
      owner_q <= '0;
      kind_q <= '0;
      flip_q <= 1'b0;
      err_q <= 1'b0;
      rd_addr_q <= '0;
      wr_addr_q <= '0;
      ar_left_q <= '0;
      aw_left_q <= '0;
      r_left_q <= '0;
      w_left_q <= '0;
      b_left_q <= '0;
      first_w_q <= 1'b0;
      reserved_q <= '0;
      lens_wr_q <= '0;
      lens_rd_q <= '0;
      lens_cnt_q <= '0;
      w_in_burst_q <= '0;
      for (int i = 0; i < LensDepth; i++) lens_q[i] <= '0;
    end else begin
      unique case (state_q)
        Idle: begin
          if (start) begin
            state_q <= Run;
            owner_q <= arb_idx;
            kind_q <= req_kind_i[32'(arb_idx)*2 +: 2];
            flip_q <= req_flip_i[arb_idx];
            err_q <= 1'b0;
            rd_addr_q <= req_src_i[32'(arb_idx)*AddrW +: AddrW];
            wr_addr_q <= req_dst_i[32'(arb_idx)*AddrW +: AddrW];
            ar_left_q <= (req_kind_i[32'(arb_idx)*2 +: 2] == 2'd2) ? '0 : start_beats;
            r_left_q <= (req_kind_i[32'(arb_idx)*2 +: 2] == 2'd2) ? '0 : start_beats;
            aw_left_q <= start_beats;
            w_left_q <= start_beats;
            b_left_q <= '0;
            first_w_q <= 1'b1;
            w_in_burst_q <= '0;
          end
        end
        Run: begin
          if (arvalid && arready) begin
            ar_left_q <= ar_left_q - ar_beats;
            rd_addr_q <= rd_addr_q + (AddrW'(ar_beats) << BeatShift);
          end
          // reserved: + beats at AR, - 1 per beat leaving the FIFO
          reserved_q <= reserved_q + ((arvalid && arready) ? FifoCntW'(ar_beats) : '0)
                        - FifoCntW'(fifo_out_ready && fifo_out_valid);
          if (r_go) begin
            r_left_q <= r_left_q - 1'b1;
            if (rresp != 2'b00) err_q <= 1'b1;
          end
          if (aw_go) begin
            aw_left_q <= aw_left_q - aw_beats;
            wr_addr_q <= wr_addr_q + (AddrW'(aw_beats) << BeatShift);
            lens_q[lens_wr_q] <= 8'(aw_beats - 1'b1);
            lens_wr_q <= lens_wr_q + 1'b1;
          end
          lens_cnt_q <= lens_cnt_q + ($clog2(LensDepth) + 1)'(aw_go)
                        - ($clog2(LensDepth) + 1)'(w_go && wlast);
          b_left_q <= b_left_q + BeatsW'(aw_go) - BeatsW'(b_go);
          if (b_go && bresp != 2'b00) err_q <= 1'b1;
          if (w_go) begin
            w_left_q <= w_left_q - 1'b1;
            first_w_q <= 1'b0;
            if (wlast) begin
              w_in_burst_q <= '0;
              lens_rd_q <= lens_rd_q + 1'b1;
            end else begin
              w_in_burst_q <= w_in_burst_q + 1'b1;
            end
          end
          // Everything issued, moved and acknowledged (the last B may arrive this cycle).
          if (ar_left_q == '0 && r_left_q == '0 && aw_left_q == '0 && w_left_q == '0 &&
              !aw_go && (b_left_q == '0 || (b_left_q == BeatsW'(1) && b_go))) begin
            state_q <= Finish;
          end
        end
        Finish: state_q <= Idle;
        default: state_q <= Idle;
      endcase
    end
  end

  always_comb begin
    done_o = '0;
    if (state_q == Finish) done_o[owner_q] = 1'b1;
  end
  assign err_o = err_q;

  logic unused;
  assign unused = ^{arb_gnt, m_axi_buf_bid, m_axi_nand_bid, m_axi_buf_rid, m_axi_nand_rid,
                    rlast_unused, fifo_in_ready, fifo_count_unused};
endmodule
`default_nettype wire
