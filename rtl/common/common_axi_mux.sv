// AXI4 N:1 multiplexer: N AXI4 masters (slave ports s_axi_*, packed: master i uses bits
// [i*w +: w]) share one AXI4 slave (master port m_axi_*). The N-way form of common_axi_mux2,
// built flat rather than as a tree of it, with one difference: the master index is added above
// the masters' IDs instead of replacing their top bit, so masters use their full ID range.
//
// Requests are arbitrated round-robin (common_rr_arb), separately for AR and AW. The slave sees
// ID = {master index, master's ID} (IdWidth + $clog2(N) bits; N = 1 adds none), so B and R beats
// are routed back by the top ID bits alone: no table of outstanding transactions, any number of
// reads and writes in flight from every master, and the slave's per-ID ordering keeps each
// master's per-ID ordering.
//
// Grant hold: the arbiter's choice follows the requests combinationally, so once m_axi_arvalid
// (or awvalid) is up and not yet accepted the choice is held until the handshake; AXI does not
// allow a raised valid or its payload to change before ready.
//
// Write data: W carries no ID in AXI4, so W beats must reach the slave in AW order. As in
// common_axi_mux2, an AW grant locks the write side to that master until its WLAST beat has been
// handed over; no other AW is accepted meanwhile, and W is forwarded only while locked (never in
// the AW handshake's own cycle, which would make WVALID depend on AWREADY). This costs an idle
// cycle on AW after each burst and assumes a master sends a burst's data without waiting for a
// later AW to be accepted (what AXI masters do).
//
// Every path is combinational (no added latency); valids depend only on valids, payload and
// flops, never on a ready. A master that stalls R (or B) stalls the other masters' beats behind
// it (no buffering here).

`default_nettype none

module common_axi_mux #(
  // Number of masters (>= 1; 1 is a wire-through with the same ID width).
  parameter int N         = 2,
  // Address bits, the same on every port.
  parameter int AddrWidth = 32,
  // Data bits, the same on every port: a power of two from 8 to 1024 (AXI4 widths).
  parameter int DataWidth = 64,
  // Masters' ID width (>= 1); the slave side has MIdWidth bits.
  parameter int IdWidth   = 4,
  // Derived: master-index bits, slave-side ID width, strobe bits. Not to be overridden.
  localparam int SelWidth  = (N > 1) ? $clog2(N) : 0,
  localparam int MIdWidth  = IdWidth + SelWidth,
  localparam int StrbWidth = DataWidth / 8,
  localparam int IdxWidth  = (N > 1) ? $clog2(N) : 1
) (
  // Clock and asynchronous active-low reset (reset only clears the grant and write-lock state).
  input  wire logic                   clk_i,
  input  wire logic                   rst_ni,

  // Slave ports, one per master, packed.
  input  wire logic [N*IdWidth-1:0]   s_axi_awid,
  input  wire logic [N*AddrWidth-1:0] s_axi_awaddr,
  input  wire logic [N*8-1:0]         s_axi_awlen,
  input  wire logic [N*3-1:0]         s_axi_awsize,
  input  wire logic [N*2-1:0]         s_axi_awburst,
  input  wire logic [N-1:0]           s_axi_awvalid,
  output logic      [N-1:0]           s_axi_awready,
  input  wire logic [N*DataWidth-1:0] s_axi_wdata,
  input  wire logic [N*StrbWidth-1:0] s_axi_wstrb,
  input  wire logic [N-1:0]           s_axi_wlast,
  input  wire logic [N-1:0]           s_axi_wvalid,
  output logic      [N-1:0]           s_axi_wready,
  output logic      [N*IdWidth-1:0]   s_axi_bid,
  output logic      [N*2-1:0]         s_axi_bresp,
  output logic      [N-1:0]           s_axi_bvalid,
  input  wire logic [N-1:0]           s_axi_bready,
  input  wire logic [N*IdWidth-1:0]   s_axi_arid,
  input  wire logic [N*AddrWidth-1:0] s_axi_araddr,
  input  wire logic [N*8-1:0]         s_axi_arlen,
  input  wire logic [N*3-1:0]         s_axi_arsize,
  input  wire logic [N*2-1:0]         s_axi_arburst,
  input  wire logic [N-1:0]           s_axi_arvalid,
  output logic      [N-1:0]           s_axi_arready,
  output logic      [N*IdWidth-1:0]   s_axi_rid,
  output logic      [N*DataWidth-1:0] s_axi_rdata,
  output logic      [N*2-1:0]         s_axi_rresp,
  output logic      [N-1:0]           s_axi_rlast,
  output logic      [N-1:0]           s_axi_rvalid,
  input  wire logic [N-1:0]           s_axi_rready,

  // Master port to the shared slave.
  output logic      [MIdWidth-1:0]    m_axi_awid,
  output logic      [AddrWidth-1:0]   m_axi_awaddr,
  output logic      [7:0]             m_axi_awlen,
  output logic      [2:0]             m_axi_awsize,
  output logic      [1:0]             m_axi_awburst,
  output logic                        m_axi_awvalid,
  input  wire logic                   m_axi_awready,
  output logic      [DataWidth-1:0]   m_axi_wdata,
  output logic      [StrbWidth-1:0]   m_axi_wstrb,
  output logic                        m_axi_wlast,
  output logic                        m_axi_wvalid,
  input  wire logic                   m_axi_wready,
  input  wire logic [MIdWidth-1:0]    m_axi_bid,
  input  wire logic [1:0]             m_axi_bresp,
  input  wire logic                   m_axi_bvalid,
  output logic                        m_axi_bready,
  output logic      [MIdWidth-1:0]    m_axi_arid,
  output logic      [AddrWidth-1:0]   m_axi_araddr,
  output logic      [7:0]             m_axi_arlen,
  output logic      [2:0]             m_axi_arsize,
  output logic      [1:0]             m_axi_arburst,
  output logic                        m_axi_arvalid,
  input  wire logic                   m_axi_arready,
  input  wire logic [MIdWidth-1:0]    m_axi_rid,
  input  wire logic [DataWidth-1:0]   m_axi_rdata,
  input  wire logic [1:0]             m_axi_rresp,
  input  wire logic                   m_axi_rlast,
  input  wire logic                   m_axi_rvalid,
  output logic                        m_axi_rready
);

  // Elaboration-time checks. Icarus 11 has no elaboration-time $error, so there the checks fail
  // the simulation at time 0 instead.
  if (N < 1 || IdWidth < 1 || AddrWidth < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "common_axi_mux: need N >= 1, IdWidth >= 1, AddrWidth >= 1");
`else
    $error("common_axi_mux: need N >= 1, IdWidth >= 1, AddrWidth >= 1");
`endif
  end
  if (DataWidth < 8 || DataWidth > 1024 || (DataWidth & (DataWidth - 1)) != 0) begin : gen_data_check
`ifdef __ICARUS__
    initial $fatal(1, "common_axi_mux: DataWidth must be a power of two from 8 to 1024");
`else
    $error("common_axi_mux: DataWidth must be a power of two from 8 to 1024");
`endif
  end

  // Which master a returning ID names (always 0 for N = 1).
  logic [IdxWidth-1:0] r_sel, b_sel;
  if (N > 1) begin : gen_route
    assign r_sel = m_axi_rid[MIdWidth-1 -: SelWidth];
    assign b_sel = m_axi_bid[MIdWidth-1 -: SelWidth];
  end else begin : gen_route_one
    assign r_sel = '0;
    assign b_sel = '0;
  end

  // ---------------------------------------------------------------------------------------------
  // AR: round-robin per request, the choice held while m_axi_arvalid waits for arready.
  // ---------------------------------------------------------------------------------------------
  logic                ar_hold_q;      // last cycle's choice was presented and not accepted
  logic [IdxWidth-1:0] ar_hold_sel_q;  // that choice
  logic [N-1:0]        ar_req, ar_gnt;
  logic [IdxWidth-1:0] ar_sel;
  logic                ar_fire;

  always_comb begin
    ar_req = s_axi_arvalid;
    if (ar_hold_q) begin
      // Only the held master requests, so the arbiter keeps granting it and its pointer moves
      // past it when the handshake comes.
      ar_req = '0;
      ar_req[ar_hold_sel_q] = 1'b1;
    end
  end

  common_rr_arb #(
    .N (N)
  ) i_ar_arb (
    .clk_i     (clk_i),
    .rst_ni    (rst_ni),
    .req_i     (ar_req),
    .gnt_o     (ar_gnt),
    .gnt_idx_o (ar_sel),
    .advance_i (ar_fire)
  );

  // The valid is still gated by the master's own arvalid (a compliant master keeps it up while
  // held), so the mux never invents a request.
  assign m_axi_arvalid = |(ar_gnt & s_axi_arvalid);
  assign s_axi_arready = m_axi_arready ? ar_gnt : '0;
  assign m_axi_araddr  = s_axi_araddr[ar_sel*AddrWidth +: AddrWidth];
  assign m_axi_arlen   = s_axi_arlen[ar_sel*8 +: 8];
  assign m_axi_arsize  = s_axi_arsize[ar_sel*3 +: 3];
  assign m_axi_arburst = s_axi_arburst[ar_sel*2 +: 2];
  assign ar_fire       = m_axi_arvalid && m_axi_arready;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ar_hold_q     <= 1'b0;
      ar_hold_sel_q <= '0;
    end else begin
      ar_hold_q     <= m_axi_arvalid && !m_axi_arready;
      ar_hold_sel_q <= ar_sel;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // R: routed by the top RID bits; every master sees the low IdWidth bits.
  // ---------------------------------------------------------------------------------------------
  always_comb begin
    s_axi_rvalid = '0;
    s_axi_rvalid[r_sel] = m_axi_rvalid;
  end
  // Ready is gated by valid so it is never X while the slave leaves RID undriven between beats
  // (4-state simulation; bus models sample ready every cycle). Ready may depend on valid in AXI.
  assign m_axi_rready = m_axi_rvalid && s_axi_rready[r_sel];
  assign s_axi_rid    = {N{m_axi_rid[IdWidth-1:0]}};
  assign s_axi_rdata  = {N{m_axi_rdata}};
  assign s_axi_rresp  = {N{m_axi_rresp}};
  assign s_axi_rlast  = {N{m_axi_rlast}};

  // ---------------------------------------------------------------------------------------------
  // AW: round-robin per burst, the choice held while waiting for awready, and no request at all
  // while a burst's W beats are still going (w_busy_q).
  // ---------------------------------------------------------------------------------------------
  logic                aw_hold_q;      // last cycle's choice was presented and not accepted
  logic [IdxWidth-1:0] aw_hold_sel_q;  // that choice
  logic                w_busy_q;       // an AW was accepted and its WLAST beat is still to come
  logic [IdxWidth-1:0] w_sel_q;        // whose burst that is
  logic [N-1:0]        aw_req, aw_gnt;
  logic [IdxWidth-1:0] aw_sel;
  logic                aw_fire, w_last_fire;

  always_comb begin
    aw_req = s_axi_awvalid;
    if (w_busy_q) begin
      aw_req = '0;
    end else if (aw_hold_q) begin
      aw_req = '0;
      aw_req[aw_hold_sel_q] = 1'b1;
    end
  end

  common_rr_arb #(
    .N (N)
  ) i_aw_arb (
    .clk_i     (clk_i),
    .rst_ni    (rst_ni),
    .req_i     (aw_req),
    .gnt_o     (aw_gnt),
    .gnt_idx_o (aw_sel),
    .advance_i (aw_fire)
  );

  assign m_axi_awvalid = |(aw_gnt & s_axi_awvalid);
  assign s_axi_awready = m_axi_awready ? aw_gnt : '0;
  assign m_axi_awaddr  = s_axi_awaddr[aw_sel*AddrWidth +: AddrWidth];
  assign m_axi_awlen   = s_axi_awlen[aw_sel*8 +: 8];
  assign m_axi_awsize  = s_axi_awsize[aw_sel*3 +: 3];
  assign m_axi_awburst = s_axi_awburst[aw_sel*2 +: 2];
  assign aw_fire       = m_axi_awvalid && m_axi_awready;

  if (N > 1) begin : gen_ids
    assign m_axi_arid = {SelWidth'(ar_sel), s_axi_arid[ar_sel*IdWidth +: IdWidth]};
    assign m_axi_awid = {SelWidth'(aw_sel), s_axi_awid[aw_sel*IdWidth +: IdWidth]};
  end else begin : gen_ids_one
    assign m_axi_arid = s_axi_arid;
    assign m_axi_awid = s_axi_awid;
  end

  // ---------------------------------------------------------------------------------------------
  // W: only the owner of the accepted AW is connected, until its WLAST handshake.
  // ---------------------------------------------------------------------------------------------
  assign m_axi_wvalid = w_busy_q && s_axi_wvalid[w_sel_q];
  always_comb begin
    s_axi_wready = '0;
    s_axi_wready[w_sel_q] = w_busy_q && m_axi_wready;
  end
  assign m_axi_wdata  = s_axi_wdata[w_sel_q*DataWidth +: DataWidth];
  assign m_axi_wstrb  = s_axi_wstrb[w_sel_q*StrbWidth +: StrbWidth];
  assign m_axi_wlast  = s_axi_wlast[w_sel_q];
  assign w_last_fire  = m_axi_wvalid && m_axi_wready && m_axi_wlast;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      aw_hold_q     <= 1'b0;
      aw_hold_sel_q <= '0;
      w_busy_q      <= 1'b0;
      w_sel_q       <= '0;
    end else begin
      aw_hold_q     <= m_axi_awvalid && !m_axi_awready;
      aw_hold_sel_q <= aw_sel;
      // The two cannot coincide: AW is closed while w_busy_q, W is closed while not.
      if (aw_fire) begin
        w_busy_q <= 1'b1;
        w_sel_q  <= aw_sel;
      end else if (w_last_fire) begin
        w_busy_q <= 1'b0;
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // B: routed by the top BID bits, like R.
  // ---------------------------------------------------------------------------------------------
  always_comb begin
    s_axi_bvalid = '0;
    s_axi_bvalid[b_sel] = m_axi_bvalid;
  end
  // Gated by valid for the same reason as RREADY.
  assign m_axi_bready = m_axi_bvalid && s_axi_bready[b_sel];
  assign s_axi_bid    = {N{m_axi_bid[IdWidth-1:0]}};
  assign s_axi_bresp  = {N{m_axi_bresp}};

endmodule

`default_nettype wire
