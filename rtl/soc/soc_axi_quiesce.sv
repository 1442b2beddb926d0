// AXI4 port drain in front of a core's master port, so the core alone can be put back in reset
// while the rest of the SoC runs (cssd_system's ISP_HOLD on the ISP core's two ports).
//
// Why: a core reset can cut an AXI transaction in flight (an address accepted and its W burst
// unfinished, a W burst sent ahead of its address, a response owed), and the shared interconnect
// behind the port (the DRAM arbiter, the firmware-port bridge) would then wait for it forever.
// This module lets the system drain the port first: on `quiesce_i` no new transaction starts,
// the started ones finish, and `idle_o` says when nothing is left; only then does the system
// assert the core's reset. It is reset by the system reset, never by the core's.
//
// quiesce_i = 0: a wire. Every VALID, READY and payload passes combinationally (no flop in any
// data or handshake path); the only difference from a wire is the MaxOutstanding stall below.
// quiesce_i = 1 (AXI4, ARM IHI0022, A3.2 / A3.3):
// - An AW, AR or W beat whose VALID was presented downstream in an earlier cycle without READY
//   stays presented until it is taken (VALID may not drop before the handshake); one flop per
//   channel (*_held_q) remembers that.
// - Otherwise an AR does not start. An AW or a burst's first W beat starts only to match the other
//   half of a write already committed downstream (handshaken, or presented and held): an AW goes
//   when more W bursts have started (or are held at their first beat) than AWs were accepted,
//   i.e. W data sent ahead of its address still gets its address, else the slave holds orphan
//   data; a first W beat goes when more AWs were accepted (or one is held) than W bursts
//   started, i.e. the burst an accepted address still owes, which a slave may also wait for
//   before it takes that address. The beats after a burst's first always pass up to WLAST.
//   W bursts follow their AWs in order (AXI4 has no write interleaving), so counting suffices:
//   aw_lead_q = AWs accepted - W bursts started (signed; > 0 W bursts owed, < 0 AWs owed).
// - B and R always pass (the outstanding transactions finish).
// - idle_o = quiesce_i && nothing held on AW / AR / W && no W burst partly sent && aw_lead_q = 0
//   && no write awaiting its B && no read awaiting its last R. It is combinational from
//   quiesce_i and registered state only (no path from any AXI signal). Under idle_o every VALID
//   toward the system and every READY toward the core is 0 on all five channels, so whatever
//   the core drives in reset goes nowhere (the AW / AR / W rules above give 0 there already; B
//   and R are gated by idle_o; no response can arrive with nothing outstanding).
// - quiesce_i falling makes the module a wire again in the same cycle.
// MaxOutstanding bounds the counters: a new AW (AR) is not let through while MaxOutstanding
// writes (reads) await their response, nor a new W burst while MaxOutstanding W bursts are ahead
// of their AWs. Stalling VALID there is legal for a master and READY for a slave; with
// MaxOutstanding at least what the core can have in flight it never happens.
`default_nettype none

module soc_axi_quiesce #(
  // AXI widths of both ports.
  parameter int IdWidth   = 4,
  parameter int AddrWidth = 32,
  parameter int DataWidth = 64,
  // Transactions in flight per direction (and W bursts ahead of their AWs) the counters hold;
  // beyond it a new address (or W burst) waits.
  parameter int MaxOutstanding = 16,
  // Derived: strobe bits. Not to be overridden.
  localparam int StrbWidth = DataWidth / 8
) (
  // Clock and asynchronous active-low reset: the system's, not the core's.
  input  wire logic                 clk_i,
  input  wire logic                 rst_ni,

  // Drain request (level) and its answer: quiesce_i && nothing outstanding (see the header).
  input  wire logic                 quiesce_i,
  output logic                      idle_o,

  // AXI4 slave port: the core's master port (lock, cache, prot and qos are not carried).
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

  // AXI4 master port: toward the system (interconnect, bridge).
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
  if (IdWidth < 1 || AddrWidth < 1 || DataWidth < 8 || (DataWidth & (DataWidth - 1)) != 0 ||
      MaxOutstanding < 1 || MaxOutstanding > 1024) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_axi_quiesce: bad parameters");
`else
    $error("soc_axi_quiesce: bad parameters");
`endif
  end

  // Counters: 0 .. MaxOutstanding, and the signed lead -MaxOutstanding .. MaxOutstanding (at
  // least one bit, so that a bad MaxOutstanding reaches the check above).
  localparam int CntWidth = MaxOutstanding < 1 ? 1 : $clog2(MaxOutstanding + 1);
  localparam logic [CntWidth-1:0] CntMax = CntWidth'(MaxOutstanding);
  localparam logic [CntWidth-1:0] CntOne = CntWidth'(1);
  localparam logic signed [CntWidth:0] LeadOne = (CntWidth + 1)'(1);
  localparam logic signed [CntWidth:0] LeadFloor = -((CntWidth + 1)'(MaxOutstanding));

  // Registered state (see the header).
  logic [CntWidth-1:0]        wr_out_q, wr_out_d;    // AWs accepted downstream, B not handed over
  logic [CntWidth-1:0]        rd_out_q, rd_out_d;    // ARs accepted downstream, last R not handed over
  logic signed [CntWidth:0]   aw_lead_q, aw_lead_d;  // AWs accepted - W bursts started
  logic  w_mid_q;                // a W burst has started and not reached WLAST
  logic  aw_held_q, ar_held_q, w_held_q;  // VALID was presented downstream last cycle, no READY

  logic aw_ok, ar_ok, w_ok;      // the channel's VALID / READY may pass this cycle
  logic w_first_held;            // a burst's first W beat is held downstream
  logic aw_hs, ar_hs, w_hs, b_hs, r_hs;

  assign w_first_held = w_held_q && !w_mid_q;

  // A held flag only keeps a permission that held when VALID went out: a channel's counter limit
  // tightens only with a handshake on that channel (a held VALID has had none), so what a held
  // flag overrides is quiesce_i alone, and the counters cannot pass MaxOutstanding.
  assign aw_ok = aw_held_q ||
                 (wr_out_q != CntMax &&
                  (!quiesce_i || aw_lead_q < 0 || (w_first_held && aw_lead_q == 0)));
  assign ar_ok = ar_held_q || (rd_out_q != CntMax && !quiesce_i);
  assign w_ok  = w_held_q || w_mid_q ||
                 (quiesce_i ? (aw_lead_q > 0 || (aw_held_q && aw_lead_q == 0))
                            : aw_lead_q != LeadFloor);

  assign idle_o = quiesce_i && !aw_held_q && !ar_held_q && !w_held_q && !w_mid_q &&
                  aw_lead_q == 0 && wr_out_q == '0 && rd_out_q == '0;

  // ---- address and write data: payload straight through, VALID / READY gated ------------------
  assign m_axi_awid    = s_axi_awid;
  assign m_axi_awaddr  = s_axi_awaddr;
  assign m_axi_awlen   = s_axi_awlen;
  assign m_axi_awsize  = s_axi_awsize;
  assign m_axi_awburst = s_axi_awburst;
  assign m_axi_awvalid = s_axi_awvalid && aw_ok;
  assign s_axi_awready = m_axi_awready && aw_ok;

  assign m_axi_wdata   = s_axi_wdata;
  assign m_axi_wstrb   = s_axi_wstrb;
  assign m_axi_wlast   = s_axi_wlast;
  assign m_axi_wvalid  = s_axi_wvalid && w_ok;
  assign s_axi_wready  = m_axi_wready && w_ok;

  assign m_axi_arid    = s_axi_arid;
  assign m_axi_araddr  = s_axi_araddr;
  assign m_axi_arlen   = s_axi_arlen;
  assign m_axi_arsize  = s_axi_arsize;
  assign m_axi_arburst = s_axi_arburst;
  assign m_axi_arvalid = s_axi_arvalid && ar_ok;
  assign s_axi_arready = m_axi_arready && ar_ok;

  // ---- responses: always through, except when idle (nothing can be owed then) ------------------
  assign s_axi_bid     = m_axi_bid;
  assign s_axi_bresp   = m_axi_bresp;
  assign s_axi_bvalid  = m_axi_bvalid && !idle_o;
  assign m_axi_bready  = s_axi_bready && !idle_o;

  assign s_axi_rid     = m_axi_rid;
  assign s_axi_rdata   = m_axi_rdata;
  assign s_axi_rresp   = m_axi_rresp;
  assign s_axi_rlast   = m_axi_rlast;
  assign s_axi_rvalid  = m_axi_rvalid && !idle_o;
  assign m_axi_rready  = s_axi_rready && !idle_o;

  // ---- bookkeeping ------------------------------------------------------------------------------
  assign aw_hs = m_axi_awvalid && m_axi_awready;
  assign ar_hs = m_axi_arvalid && m_axi_arready;
  assign w_hs  = m_axi_wvalid && m_axi_wready;
  assign b_hs  = m_axi_bvalid && m_axi_bready;
  assign r_hs  = m_axi_rvalid && m_axi_rready && m_axi_rlast;   // a read ends on its last beat

  always_comb begin
    wr_out_d = wr_out_q;
    if (aw_hs && !b_hs) wr_out_d = wr_out_q + CntOne;
    if (!aw_hs && b_hs) wr_out_d = wr_out_q - CntOne;
    rd_out_d = rd_out_q;
    if (ar_hs && !r_hs) rd_out_d = rd_out_q + CntOne;
    if (!ar_hs && r_hs) rd_out_d = rd_out_q - CntOne;
    aw_lead_d = aw_lead_q;
    if (aw_hs && !(w_hs && !w_mid_q)) aw_lead_d = aw_lead_q + LeadOne;
    if (!aw_hs && (w_hs && !w_mid_q)) aw_lead_d = aw_lead_q - LeadOne;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wr_out_q  <= '0;
      rd_out_q  <= '0;
      aw_lead_q <= '0;
      w_mid_q   <= 1'b0;
      aw_held_q <= 1'b0;
      ar_held_q <= 1'b0;
      w_held_q  <= 1'b0;
    end else begin
      wr_out_q  <= wr_out_d;
      rd_out_q  <= rd_out_d;
      aw_lead_q <= aw_lead_d;
      if (w_hs) w_mid_q <= !m_axi_wlast;
      aw_held_q <= m_axi_awvalid && !m_axi_awready;
      ar_held_q <= m_axi_arvalid && !m_axi_arready;
      w_held_q  <= m_axi_wvalid && !m_axi_wready;
    end
  end
endmodule

`default_nettype wire
