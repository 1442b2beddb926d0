// AXI4 slave -> single-beat memory requests, for the core's uncached MMIO port.
//
// Why not common_axil_demux: Rocket's MMIO port is full AXI4 at 64 bits, and the instruction
// cache fetches code from the boot memory at 0x1000_0000 (behind this port) as 8-beat bursts
// of 64-byte lines; an AXI-Lite demux would need a burst splitter and a width converter in
// front. Every target behind this port (boot SRAM, console / exit registers) is an SRAM-like
// block with a fixed one-cycle read latency, so the simplest correct bridge turns each beat
// into one request and leaves the address decode to a plain mux in the parent (soc_core).
//
// One burst at a time (reads and writes alternate when both wait, so neither starves); a read
// beat takes three cycles (request, data, hand-over), a write beat one cycle plus the response.
// That is plenty for boot code and console registers; the DRAM path does not pass here.
// INCR, WRAP and FIXED bursts and narrow transfers are followed for the address; a target sees
// the beat's address and the master's WSTRB unchanged (narrow lanes are already placed by the
// master), and reads return the whole data word (the master picks its lanes).
// Errors: `err_i` (decode error of the address in the request cycle) gives DECERR on that read
// beat, or on the write response if any beat of the burst had one (the write is not done).
`default_nettype none

module soc_axi_to_mem #(
  // AXI widths of the port answered.
  parameter int IdWidth   = 4,
  parameter int AddrWidth = 31,
  parameter int DataWidth = 64,
  // Derived: strobe bits. Not to be overridden.
  localparam int StrbWidth = DataWidth / 8
) (
  // Clock and asynchronous active-low reset (reset drops any burst in flight).
  input  wire logic                 clk_i,
  input  wire logic                 rst_ni,

  // AXI4 slave port (lock, cache, prot and qos carry nothing these targets use).
  input  wire logic [IdWidth-1:0]   s_axi_awid,
  input  wire logic [AddrWidth-1:0] s_axi_awaddr,
  input  wire logic [7:0]           s_axi_awlen,
  input  wire logic [2:0]           s_axi_awsize,
  input  wire logic [1:0]           s_axi_awburst,
  input  wire logic                 s_axi_awvalid,
  output logic                      s_axi_awready,
  input  wire logic [DataWidth-1:0] s_axi_wdata,
  input  wire logic [StrbWidth-1:0] s_axi_wstrb,
  input  wire logic                 s_axi_wlast,
  input  wire logic                 s_axi_wvalid,
  output logic                      s_axi_wready,
  output logic      [IdWidth-1:0]   s_axi_bid,
  output logic      [1:0]           s_axi_bresp,
  output logic                      s_axi_bvalid,
  input  wire logic                 s_axi_bready,
  input  wire logic [IdWidth-1:0]   s_axi_arid,
  input  wire logic [AddrWidth-1:0] s_axi_araddr,
  input  wire logic [7:0]           s_axi_arlen,
  input  wire logic [2:0]           s_axi_arsize,
  input  wire logic [1:0]           s_axi_arburst,
  input  wire logic                 s_axi_arvalid,
  output logic                      s_axi_arready,
  output logic      [IdWidth-1:0]   s_axi_rid,
  output logic      [DataWidth-1:0] s_axi_rdata,
  output logic      [1:0]           s_axi_rresp,
  output logic                      s_axi_rlast,
  output logic                      s_axi_rvalid,
  input  wire logic                 s_axi_rready,

  // Request side: one beat per req_o cycle. err_i answers the same cycle (address decode);
  // rdata_i answers the cycle after a read request.
  output logic                      req_o,
  output logic                      we_o,
  output logic      [AddrWidth-1:0] addr_o,
  output logic      [DataWidth-1:0] wdata_o,
  output logic      [StrbWidth-1:0] wstrb_o,
  input  wire logic                 err_i,
  input  wire logic [DataWidth-1:0] rdata_i
);
  localparam logic [1:0] RespOkay = 2'b00;
  localparam logic [1:0] RespDecErr = 2'b11;

  if (DataWidth < 8 || DataWidth > 1024 || (DataWidth & (DataWidth - 1)) != 0 || IdWidth < 1 ||
      AddrWidth < $clog2(StrbWidth) + 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_axi_to_mem: bad parameters");
`else
    $error("soc_axi_to_mem: bad parameters");
`endif
  end

  typedef enum logic [2:0] {Idle, RdReq, RdData, RdSend, WrData, WrResp} state_e;

  state_e                 state_q, state_d;
  logic [IdWidth-1:0]     id_q, id_d;
  logic [AddrWidth-1:0]   start_q, start_d, addr_q, addr_d;
  logic [7:0]             len_q, len_d, cnt_q, cnt_d;
  logic [2:0]             size_q, size_d;
  logic [1:0]             burst_q, burst_d;
  logic                   err_q, err_d;        // write: a beat hit a decode error
  logic                   rerr_q, rerr_d;      // read: this beat's decode error
  logic [DataWidth-1:0]   rdata_q, rdata_d;
  logic                   prefer_wr_q, prefer_wr_d;
  logic [AddrWidth-1:0]   addr_next;

  // Address of the beat after addr_q in the burst (AXI4 A3.4.1).
  always_comb begin
    logic [AddrWidth-1:0] bytes, aligned, wrap_bytes, wrap_lo;
    bytes = AddrWidth'(1) << size_q;
    aligned = addr_q & ~(bytes - 1'b1);
    wrap_bytes = bytes * (AddrWidth'(len_q) + 1'b1);
    wrap_lo = start_q & ~(wrap_bytes - 1'b1);
    unique case (burst_q)
      2'd0: addr_next = addr_q;
      2'd2: addr_next = (aligned + bytes == wrap_lo + wrap_bytes) ? wrap_lo : aligned + bytes;
      default: addr_next = aligned + bytes;
    endcase
  end

  always_comb begin
    state_d = state_q;
    id_d = id_q;
    start_d = start_q;
    addr_d = addr_q;
    len_d = len_q;
    cnt_d = cnt_q;
    size_d = size_q;
    burst_d = burst_q;
    err_d = err_q;
    rerr_d = rerr_q;
    rdata_d = rdata_q;
    prefer_wr_d = prefer_wr_q;
    s_axi_awready = 1'b0;
    s_axi_arready = 1'b0;
    s_axi_wready = 1'b0;
    req_o = 1'b0;
    we_o = 1'b0;

    unique case (state_q)
      Idle: begin
        // Take a write when one waits and either it is its turn or no read waits.
        if (s_axi_awvalid && (prefer_wr_q || !s_axi_arvalid)) begin
          s_axi_awready = 1'b1;
          id_d = s_axi_awid;
          start_d = s_axi_awaddr;
          addr_d = s_axi_awaddr;
          len_d = s_axi_awlen;
          size_d = s_axi_awsize;
          burst_d = s_axi_awburst;
          cnt_d = '0;
          err_d = 1'b0;
          prefer_wr_d = 1'b0;
          state_d = WrData;
        end else if (s_axi_arvalid) begin
          s_axi_arready = 1'b1;
          id_d = s_axi_arid;
          start_d = s_axi_araddr;
          addr_d = s_axi_araddr;
          len_d = s_axi_arlen;
          size_d = s_axi_arsize;
          burst_d = s_axi_arburst;
          cnt_d = '0;
          prefer_wr_d = 1'b1;
          state_d = RdReq;
        end
      end
      RdReq: begin
        req_o = 1'b1;
        rerr_d = err_i;
        state_d = RdData;
      end
      RdData: begin
        rdata_d = rerr_q ? '0 : rdata_i;
        state_d = RdSend;
      end
      RdSend: begin
        if (s_axi_rready) begin
          if (cnt_q == len_q) begin
            state_d = Idle;
          end else begin
            cnt_d = cnt_q + 1'b1;
            addr_d = addr_next;
            state_d = RdReq;
          end
        end
      end
      WrData: begin
        s_axi_wready = 1'b1;
        if (s_axi_wvalid) begin
          req_o = !err_i;
          we_o = 1'b1;
          err_d = err_q || err_i;
          // The burst ends on its counted last beat; WLAST is the master's copy of the same fact.
          if (cnt_q == len_q) begin
            state_d = WrResp;
          end else begin
            cnt_d = cnt_q + 1'b1;
            addr_d = addr_next;
          end
        end
      end
      WrResp: begin
        if (s_axi_bready) begin
          state_d = Idle;
        end
      end
      default: state_d = Idle;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= Idle;
      id_q <= '0;
      start_q <= '0;
      addr_q <= '0;
      len_q <= '0;
      cnt_q <= '0;
      size_q <= '0;
      burst_q <= '0;
      err_q <= 1'b0;
      rerr_q <= 1'b0;
      rdata_q <= '0;
      prefer_wr_q <= 1'b0;
    end else begin
      state_q <= state_d;
      id_q <= id_d;
      start_q <= start_d;
      addr_q <= addr_d;
      len_q <= len_d;
      cnt_q <= cnt_d;
      size_q <= size_d;
      burst_q <= burst_d;
      err_q <= err_d;
      rerr_q <= rerr_d;
      rdata_q <= rdata_d;
      prefer_wr_q <= prefer_wr_d;
    end
  end

  assign addr_o = addr_q;
  assign wdata_o = s_axi_wdata;
  assign wstrb_o = s_axi_wstrb;

  assign s_axi_rvalid = state_q == RdSend;
  assign s_axi_rid = id_q;
  assign s_axi_rdata = rdata_q;
  assign s_axi_rresp = rerr_q ? RespDecErr : RespOkay;
  assign s_axi_rlast = cnt_q == len_q;
  assign s_axi_bvalid = state_q == WrResp;
  assign s_axi_bid = id_q;
  assign s_axi_bresp = err_q ? RespDecErr : RespOkay;

  // WLAST is implied by the count (see WrData).
  logic unused_wlast;
  assign unused_wlast = s_axi_wlast;
endmodule

`default_nettype wire
