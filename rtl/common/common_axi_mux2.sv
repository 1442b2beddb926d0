// AXI4 2:1 multiplexer: two AXI4 masters (slave ports s0_axi_*, s1_axi_*) share one AXI4 slave
// (master port m_axi_*).
//
// Requests are arbitrated round-robin (common_rr_arb), separately for AR and AW. The slave sees
// ID = {master index, low IdWidth-1 bits of the master's ID}, so B and R beats are routed back by
// the top ID bit alone: no table of outstanding transactions, any number of reads and writes in
// flight from both masters, and the slave's per-ID ordering keeps each master's per-ID ordering.
// A master sees the top bit of its BID/RID as 0. A master's own top ID bit is not forwarded (the
// masters must keep their IDs below 2**(IdWidth-1), or two of its IDs would alias).
//
// Grant hold: the arbiter's choice follows the requests combinationally, so once m_axi_arvalid
// (or awvalid) is up and not yet accepted the choice is held in a flop until the handshake; AXI
// does not allow a raised valid or its payload to change before ready.
//
// Write data: W carries no ID in AXI4, so W beats must reach the slave in AW order. The simplest
// correct scheme is used: an AW grant locks the write side to that master until its WLAST beat
// has been handed over; no other AW is accepted meanwhile, and W is forwarded only while locked
// (never in the AW handshake's own cycle, which would make WVALID depend on AWREADY). This costs
// an idle cycle on AW after each burst, and it assumes what AXI masters do anyway: a master does
// not wait for a second AW to be accepted before sending the first burst's data.
//
// Every path is combinational (no added latency); valids depend only on valids, payload and
// flops, never on a ready, so there is no ready->valid path through the mux in either direction.
// Port names follow the cocotbext-axi / Xilinx `<prefix>_axi_<signal>` convention rather than
// `_i/_o`, so bus models and IP integrators bind them by prefix.

`default_nettype none

module common_axi_mux2 #(
  // Address bits, the same on all three ports.
  parameter int AddrWidth = 32,
  // Data bits, the same on all three ports: a power of two from 8 to 1024 (AXI4 widths).
  parameter int DataWidth = 512,
  // Slave-side (m_axi) ID width, >= 2. The masters' ports have the same width but must only use
  // IDs below 2**(IdWidth-1): the top bit on the slave side says which master issued the request.
  parameter int IdWidth   = 4,
  // Derived: strobe bits. Not to be overridden.
  localparam int StrbWidth = DataWidth / 8
) (
  // Clock and asynchronous active-low reset (reset only clears the grant and write-lock state).
  input  wire logic                 clk_i,
  input  wire logic                 rst_ni,

  // Slave port for master 0.
  input  wire logic [IdWidth-1:0]   s0_axi_awid,
  input  wire logic [AddrWidth-1:0] s0_axi_awaddr,
  input  wire logic [7:0]           s0_axi_awlen,
  input  wire logic [2:0]           s0_axi_awsize,
  input  wire logic [1:0]           s0_axi_awburst,
  input  wire logic                 s0_axi_awvalid,
  output logic                      s0_axi_awready,
  input  wire logic [DataWidth-1:0] s0_axi_wdata,
  input  wire logic [StrbWidth-1:0] s0_axi_wstrb,
  input  wire logic                 s0_axi_wlast,
  input  wire logic                 s0_axi_wvalid,
  output logic                      s0_axi_wready,
  output logic      [IdWidth-1:0]   s0_axi_bid,
  output logic      [1:0]           s0_axi_bresp,
  output logic                      s0_axi_bvalid,
  input  wire logic                 s0_axi_bready,
  input  wire logic [IdWidth-1:0]   s0_axi_arid,
  input  wire logic [AddrWidth-1:0] s0_axi_araddr,
  input  wire logic [7:0]           s0_axi_arlen,
  input  wire logic [2:0]           s0_axi_arsize,
  input  wire logic [1:0]           s0_axi_arburst,
  input  wire logic                 s0_axi_arvalid,
  output logic                      s0_axi_arready,
  output logic      [IdWidth-1:0]   s0_axi_rid,
  output logic      [DataWidth-1:0] s0_axi_rdata,
  output logic      [1:0]           s0_axi_rresp,
  output logic                      s0_axi_rlast,
  output logic                      s0_axi_rvalid,
  input  wire logic                 s0_axi_rready,

  // Slave port for master 1.
  input  wire logic [IdWidth-1:0]   s1_axi_awid,
  input  wire logic [AddrWidth-1:0] s1_axi_awaddr,
  input  wire logic [7:0]           s1_axi_awlen,
  input  wire logic [2:0]           s1_axi_awsize,
  input  wire logic [1:0]           s1_axi_awburst,
  input  wire logic                 s1_axi_awvalid,
  output logic                      s1_axi_awready,
  input  wire logic [DataWidth-1:0] s1_axi_wdata,
  input  wire logic [StrbWidth-1:0] s1_axi_wstrb,
  input  wire logic                 s1_axi_wlast,
  input  wire logic                 s1_axi_wvalid,
  output logic                      s1_axi_wready,
  output logic      [IdWidth-1:0]   s1_axi_bid,
  output logic      [1:0]           s1_axi_bresp,
  output logic                      s1_axi_bvalid,
  input  wire logic                 s1_axi_bready,
  input  wire logic [IdWidth-1:0]   s1_axi_arid,
  input  wire logic [AddrWidth-1:0] s1_axi_araddr,
  input  wire logic [7:0]           s1_axi_arlen,
  input  wire logic [2:0]           s1_axi_arsize,
  input  wire logic [1:0]           s1_axi_arburst,
  input  wire logic                 s1_axi_arvalid,
  output logic                      s1_axi_arready,
  output logic      [IdWidth-1:0]   s1_axi_rid,
  output logic      [DataWidth-1:0] s1_axi_rdata,
  output logic      [1:0]           s1_axi_rresp,
  output logic                      s1_axi_rlast,
  output logic                      s1_axi_rvalid,
  input  wire logic                 s1_axi_rready,

  // Master port to the shared slave.
  output logic      [IdWidth-1:0]   m_axi_awid,
  output logic      [AddrWidth-1:0] m_axi_awaddr,
  output logic      [7:0]           m_axi_awlen,
  output logic      [2:0]           m_axi_awsize,
  output logic      [1:0]           m_axi_awburst,
  output logic                      m_axi_awvalid,
  input  wire logic                 m_axi_awready,
  output logic      [DataWidth-1:0] m_axi_wdata,
  output logic      [StrbWidth-1:0] m_axi_wstrb,
  output logic                      m_axi_wlast,
  output logic                      m_axi_wvalid,
  input  wire logic                 m_axi_wready,
  input  wire logic [IdWidth-1:0]   m_axi_bid,
  input  wire logic [1:0]           m_axi_bresp,
  input  wire logic                 m_axi_bvalid,
  output logic                      m_axi_bready,
  output logic      [IdWidth-1:0]   m_axi_arid,
  output logic      [AddrWidth-1:0] m_axi_araddr,
  output logic      [7:0]           m_axi_arlen,
  output logic      [2:0]           m_axi_arsize,
  output logic      [1:0]           m_axi_arburst,
  output logic                      m_axi_arvalid,
  input  wire logic                 m_axi_arready,
  input  wire logic [IdWidth-1:0]   m_axi_rid,
  input  wire logic [DataWidth-1:0] m_axi_rdata,
  input  wire logic [1:0]           m_axi_rresp,
  input  wire logic                 m_axi_rlast,
  input  wire logic                 m_axi_rvalid,
  output logic                      m_axi_rready
);

  // Elaboration-time checks. Icarus 11 has no elaboration-time $error, so there the checks fail
  // the simulation at time 0 instead.
  if (IdWidth < 2) begin : gen_id_check
`ifdef __ICARUS__
    initial $fatal(1, "common_axi_mux2: need IdWidth >= 2 (the top ID bit selects the master)");
`else
    $error("common_axi_mux2: need IdWidth >= 2 (the top ID bit selects the master)");
`endif
  end
  if (DataWidth < 8 || DataWidth > 1024 || (DataWidth & (DataWidth - 1)) != 0) begin : gen_data_check
`ifdef __ICARUS__
    initial $fatal(1, "common_axi_mux2: DataWidth must be a power of two from 8 to 1024");
`else
    $error("common_axi_mux2: DataWidth must be a power of two from 8 to 1024");
`endif
  end
  if (AddrWidth < 1) begin : gen_addr_check
`ifdef __ICARUS__
    initial $fatal(1, "common_axi_mux2: need AddrWidth >= 1");
`else
    $error("common_axi_mux2: need AddrWidth >= 1");
`endif
  end

  // Master-side ID bits that are forwarded; the bit above them names the master. Clamped only so
  // that an IdWidth = 1 build gets as far as its parameter check (Icarus) instead of failing on
  // a reversed part select.
  localparam int LowIdWidth = (IdWidth > 1) ? IdWidth - 1 : 1;

  // ---------------------------------------------------------------------------------------------
  // AR: round-robin per request, the choice held while m_axi_arvalid waits for arready.
  // ---------------------------------------------------------------------------------------------
  logic       ar_hold_q;      // last cycle's choice was presented and not accepted
  logic       ar_hold_sel_q;  // that choice
  logic [1:0] ar_valid;
  logic [1:0] ar_req;
  logic [1:0] ar_gnt;
  logic       ar_sel;
  logic       ar_fire;

  assign ar_valid = {s1_axi_arvalid, s0_axi_arvalid};
  // While holding, only the held master requests, so the arbiter keeps granting it and its
  // pointer moves past it when the handshake comes.
  assign ar_req   = ar_hold_q ? (ar_hold_sel_q ? 2'b10 : 2'b01) : ar_valid;

  common_rr_arb #(
    .N (2)
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
  assign m_axi_arvalid  = |(ar_gnt & ar_valid);
  assign s0_axi_arready = m_axi_arready && ar_gnt[0];
  assign s1_axi_arready = m_axi_arready && ar_gnt[1];
  assign m_axi_arid     = ar_sel ? {1'b1, s1_axi_arid[LowIdWidth-1:0]}
                                 : {1'b0, s0_axi_arid[LowIdWidth-1:0]};
  assign m_axi_araddr   = ar_sel ? s1_axi_araddr  : s0_axi_araddr;
  assign m_axi_arlen    = ar_sel ? s1_axi_arlen   : s0_axi_arlen;
  assign m_axi_arsize   = ar_sel ? s1_axi_arsize  : s0_axi_arsize;
  assign m_axi_arburst  = ar_sel ? s1_axi_arburst : s0_axi_arburst;
  assign ar_fire        = m_axi_arvalid && m_axi_arready;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ar_hold_q     <= 1'b0;
      ar_hold_sel_q <= 1'b0;
    end else begin
      ar_hold_q     <= m_axi_arvalid && !m_axi_arready;
      ar_hold_sel_q <= ar_sel;
    end
  end

  // ---------------------------------------------------------------------------------------------
  // R: routed by the top RID bit, which the master sees as 0. Beats of both masters may
  // interleave in any order the slave likes; a master that stalls R stalls the other's R beats
  // behind it (no buffering here).
  // ---------------------------------------------------------------------------------------------
  logic r_sel;
  assign r_sel = m_axi_rid[IdWidth-1];

  assign s0_axi_rvalid = m_axi_rvalid && !r_sel;
  assign s1_axi_rvalid = m_axi_rvalid && r_sel;
  // Ready is gated by valid so it is never X while the slave leaves RID undriven between beats
  // (4-state simulation; bus models sample ready every cycle). Ready may depend on valid in AXI.
  assign m_axi_rready  = m_axi_rvalid && (r_sel ? s1_axi_rready : s0_axi_rready);
  assign s0_axi_rid    = {1'b0, m_axi_rid[LowIdWidth-1:0]};
  assign s1_axi_rid    = {1'b0, m_axi_rid[LowIdWidth-1:0]};
  assign s0_axi_rdata  = m_axi_rdata;
  assign s1_axi_rdata  = m_axi_rdata;
  assign s0_axi_rresp  = m_axi_rresp;
  assign s1_axi_rresp  = m_axi_rresp;
  assign s0_axi_rlast  = m_axi_rlast;
  assign s1_axi_rlast  = m_axi_rlast;

  // ---------------------------------------------------------------------------------------------
  // AW: round-robin per burst, the choice held while waiting for awready, and no request at all
  // while a burst's W beats are still going (w_busy_q).
  // ---------------------------------------------------------------------------------------------
  logic       aw_hold_q;      // last cycle's choice was presented and not accepted
  logic       aw_hold_sel_q;  // that choice
  logic       w_busy_q;       // an AW was accepted and its WLAST beat has not been handed over
  logic       w_sel_q;        // whose burst that is
  logic [1:0] aw_valid;
  logic [1:0] aw_req;
  logic [1:0] aw_gnt;
  logic       aw_sel;
  logic       aw_fire;
  logic       w_last_fire;

  assign aw_valid = {s1_axi_awvalid, s0_axi_awvalid};
  always_comb begin
    if (w_busy_q) begin
      aw_req = 2'b00;
    end else if (aw_hold_q) begin
      aw_req = aw_hold_sel_q ? 2'b10 : 2'b01;
    end else begin
      aw_req = aw_valid;
    end
  end

  common_rr_arb #(
    .N (2)
  ) i_aw_arb (
    .clk_i     (clk_i),
    .rst_ni    (rst_ni),
    .req_i     (aw_req),
    .gnt_o     (aw_gnt),
    .gnt_idx_o (aw_sel),
    .advance_i (aw_fire)
  );

  assign m_axi_awvalid  = |(aw_gnt & aw_valid);
  assign s0_axi_awready = m_axi_awready && aw_gnt[0];
  assign s1_axi_awready = m_axi_awready && aw_gnt[1];
  assign m_axi_awid     = aw_sel ? {1'b1, s1_axi_awid[LowIdWidth-1:0]}
                                 : {1'b0, s0_axi_awid[LowIdWidth-1:0]};
  assign m_axi_awaddr   = aw_sel ? s1_axi_awaddr  : s0_axi_awaddr;
  assign m_axi_awlen    = aw_sel ? s1_axi_awlen   : s0_axi_awlen;
  assign m_axi_awsize   = aw_sel ? s1_axi_awsize  : s0_axi_awsize;
  assign m_axi_awburst  = aw_sel ? s1_axi_awburst : s0_axi_awburst;
  assign aw_fire        = m_axi_awvalid && m_axi_awready;

  // ---------------------------------------------------------------------------------------------
  // W: only the owner of the accepted AW is connected, until its WLAST handshake.
  // ---------------------------------------------------------------------------------------------
  assign m_axi_wvalid   = w_busy_q && (w_sel_q ? s1_axi_wvalid : s0_axi_wvalid);
  assign s0_axi_wready  = w_busy_q && !w_sel_q && m_axi_wready;
  assign s1_axi_wready  = w_busy_q && w_sel_q && m_axi_wready;
  assign m_axi_wdata    = w_sel_q ? s1_axi_wdata : s0_axi_wdata;
  assign m_axi_wstrb    = w_sel_q ? s1_axi_wstrb : s0_axi_wstrb;
  assign m_axi_wlast    = w_sel_q ? s1_axi_wlast : s0_axi_wlast;
  assign w_last_fire    = m_axi_wvalid && m_axi_wready && m_axi_wlast;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      aw_hold_q     <= 1'b0;
      aw_hold_sel_q <= 1'b0;
      w_busy_q      <= 1'b0;
      w_sel_q       <= 1'b0;
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
  // B: routed by the top BID bit, like R.
  // ---------------------------------------------------------------------------------------------
  logic b_sel;
  assign b_sel = m_axi_bid[IdWidth-1];

  assign s0_axi_bvalid = m_axi_bvalid && !b_sel;
  assign s1_axi_bvalid = m_axi_bvalid && b_sel;
  // Gated by valid for the same reason as RREADY.
  assign m_axi_bready  = m_axi_bvalid && (b_sel ? s1_axi_bready : s0_axi_bready);
  assign s0_axi_bid    = {1'b0, m_axi_bid[LowIdWidth-1:0]};
  assign s1_axi_bid    = {1'b0, m_axi_bid[LowIdWidth-1:0]};
  assign s0_axi_bresp  = m_axi_bresp;
  assign s1_axi_bresp  = m_axi_bresp;

  // The masters' top ID bits are replaced by the master index (see IdWidth).
  logic unused_master_id_msbs;
  assign unused_master_id_msbs = ^{s0_axi_awid[IdWidth-1], s0_axi_arid[IdWidth-1],
                                   s1_axi_awid[IdWidth-1], s1_axi_arid[IdWidth-1]};

endmodule

`default_nettype wire
