// AXI4-Lite N:1 arbiter: N masters (slave ports s_axil_*, packed: port i uses bits [i*w +: w])
// share one AXI4-Lite slave (master port m_axil_*), 32-bit data.
//
// One transaction at a time: a register port needs no more, and it keeps every response trivially
// routed (no IDs in AXI4-Lite). When idle, each master with AR or AW valid requests; the winner is
// chosen round-robin (common_rr_arb, so a master that keeps requesting is served within N
// transactions) and latched with the kind of transaction. A master that offers both a read and a
// write gets them alternately, so neither of its own channels starves the other. The granted
// master's channels are then connected straight through (AR; or AW and W independently, as its
// own timing has them) until the R or B handshake ends the transaction; the next grant comes a
// cycle later. Valids and payloads come only from the latched master, so a presented request
// never changes before its ready.
//
// Port names follow the cocotbext-axi `<prefix>_axil_<signal>` convention rather than `_i/_o`.

`default_nettype none

module common_axil_arb #(
  // Number of masters (>= 1).
  parameter int N         = 2,
  // Address bits, the same on every port.
  parameter int AddrWidth = 17,
  // Derived: width of the latched master index. Not to be overridden.
  localparam int IdxWidth = (N > 1) ? $clog2(N) : 1
) (
  // Clock and asynchronous active-low reset (clears the transaction state and the rotation).
  input  wire logic                   clk_i,
  input  wire logic                   rst_ni,

  // Slave ports, one per master, packed.
  input  wire logic [N-1:0]           s_axil_awvalid,
  output logic      [N-1:0]           s_axil_awready,
  input  wire logic [N*AddrWidth-1:0] s_axil_awaddr,
  input  wire logic [N*3-1:0]         s_axil_awprot,
  input  wire logic [N-1:0]           s_axil_wvalid,
  output logic      [N-1:0]           s_axil_wready,
  input  wire logic [N*32-1:0]        s_axil_wdata,
  input  wire logic [N*4-1:0]         s_axil_wstrb,
  output logic      [N-1:0]           s_axil_bvalid,
  input  wire logic [N-1:0]           s_axil_bready,
  output logic      [N*2-1:0]         s_axil_bresp,
  input  wire logic [N-1:0]           s_axil_arvalid,
  output logic      [N-1:0]           s_axil_arready,
  input  wire logic [N*AddrWidth-1:0] s_axil_araddr,
  input  wire logic [N*3-1:0]         s_axil_arprot,
  output logic      [N-1:0]           s_axil_rvalid,
  input  wire logic [N-1:0]           s_axil_rready,
  output logic      [N*32-1:0]        s_axil_rdata,
  output logic      [N*2-1:0]         s_axil_rresp,

  // Master port to the shared slave.
  output logic                        m_axil_awvalid,
  input  wire logic                   m_axil_awready,
  output logic      [AddrWidth-1:0]   m_axil_awaddr,
  output logic      [2:0]             m_axil_awprot,
  output logic                        m_axil_wvalid,
  input  wire logic                   m_axil_wready,
  output logic      [31:0]            m_axil_wdata,
  output logic      [3:0]             m_axil_wstrb,
  input  wire logic                   m_axil_bvalid,
  output logic                        m_axil_bready,
  input  wire logic [1:0]             m_axil_bresp,
  output logic                        m_axil_arvalid,
  input  wire logic                   m_axil_arready,
  output logic      [AddrWidth-1:0]   m_axil_araddr,
  output logic      [2:0]             m_axil_arprot,
  input  wire logic                   m_axil_rvalid,
  output logic                        m_axil_rready,
  input  wire logic [31:0]            m_axil_rdata,
  input  wire logic [1:0]             m_axil_rresp
);

  // Elaboration-time checks. Icarus 11 has no elaboration-time $error, so there the checks fail
  // the simulation at time 0 instead.
  if (N < 1 || AddrWidth < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "common_axil_arb: need N >= 1 and AddrWidth >= 1");
`else
    $error("common_axil_arb: need N >= 1 and AddrWidth >= 1");
`endif
  end

  logic                busy_q;      // a transaction is granted and not yet answered
  logic                write_q;     // it is a write
  logic [IdxWidth-1:0] sel_q;       // whose it is
  logic                ar_done_q, aw_done_q, w_done_q;
  logic [N-1:0]        prefer_w_q;  // per master: the next read/write tie goes to the write

  logic [N-1:0]        req, gnt;
  logic [IdxWidth-1:0] gnt_idx;
  logic                start, done;

  assign req   = busy_q ? '0 : (s_axil_arvalid | s_axil_awvalid);
  assign start = |req;

  common_rr_arb #(
    .N (N)
  ) i_arb (
    .clk_i     (clk_i),
    .rst_ni    (rst_ni),
    .req_i     (req),
    .gnt_o     (gnt),
    .gnt_idx_o (gnt_idx),
    .advance_i (start)
  );

  // The one-hot grant only feeds gnt_idx's decoder inside the arbiter.
  logic unused_gnt;
  assign unused_gnt = ^gnt;

  logic start_write;
  assign start_write = s_axil_awvalid[gnt_idx] && (!s_axil_arvalid[gnt_idx] || prefer_w_q[gnt_idx]);

  // ---- Request channels: the latched master only ----------------------------------------------
  logic rd_act, wr_act;
  assign rd_act = busy_q && !write_q;
  assign wr_act = busy_q && write_q;

  assign m_axil_arvalid = rd_act && !ar_done_q && s_axil_arvalid[sel_q];
  assign m_axil_araddr  = s_axil_araddr[sel_q*AddrWidth +: AddrWidth];
  assign m_axil_arprot  = s_axil_arprot[sel_q*3 +: 3];
  assign m_axil_awvalid = wr_act && !aw_done_q && s_axil_awvalid[sel_q];
  assign m_axil_awaddr  = s_axil_awaddr[sel_q*AddrWidth +: AddrWidth];
  assign m_axil_awprot  = s_axil_awprot[sel_q*3 +: 3];
  assign m_axil_wvalid  = wr_act && !w_done_q && s_axil_wvalid[sel_q];
  assign m_axil_wdata   = s_axil_wdata[sel_q*32 +: 32];
  assign m_axil_wstrb   = s_axil_wstrb[sel_q*4 +: 4];

  // ---- Responses: to the latched master only; ready gated by valid so it is never X ----------
  assign m_axil_rready = m_axil_rvalid && rd_act && s_axil_rready[sel_q];
  assign m_axil_bready = m_axil_bvalid && wr_act && s_axil_bready[sel_q];

  always_comb begin
    s_axil_arready = '0;
    s_axil_awready = '0;
    s_axil_wready  = '0;
    s_axil_rvalid  = '0;
    s_axil_bvalid  = '0;
    s_axil_arready[sel_q] = rd_act && !ar_done_q && m_axil_arready;
    s_axil_awready[sel_q] = wr_act && !aw_done_q && m_axil_awready;
    s_axil_wready[sel_q]  = wr_act && !w_done_q && m_axil_wready;
    s_axil_rvalid[sel_q]  = rd_act && m_axil_rvalid;
    s_axil_bvalid[sel_q]  = wr_act && m_axil_bvalid;
  end
  // Data and response codes go to everyone; only the valid says whose they are.
  assign s_axil_rdata = {N{m_axil_rdata}};
  assign s_axil_rresp = {N{m_axil_rresp}};
  assign s_axil_bresp = {N{m_axil_bresp}};

  assign done = (rd_act && m_axil_rvalid && m_axil_rready) || (wr_act && m_axil_bvalid && m_axil_bready);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q     <= 1'b0;
      write_q    <= 1'b0;
      sel_q      <= '0;
      ar_done_q  <= 1'b0;
      aw_done_q  <= 1'b0;
      w_done_q   <= 1'b0;
      prefer_w_q <= '0;
    end else if (!busy_q) begin
      if (start) begin
        busy_q    <= 1'b1;
        write_q   <= start_write;
        sel_q     <= gnt_idx;
        ar_done_q <= 1'b0;
        aw_done_q <= 1'b0;
        w_done_q  <= 1'b0;
        if (s_axil_awvalid[gnt_idx] && s_axil_arvalid[gnt_idx]) begin
          prefer_w_q[gnt_idx] <= !start_write;
        end
      end
    end else begin
      if (m_axil_arvalid && m_axil_arready) ar_done_q <= 1'b1;
      if (m_axil_awvalid && m_axil_awready) aw_done_q <= 1'b1;
      if (m_axil_wvalid && m_axil_wready)   w_done_q  <= 1'b1;
      if (done) busy_q <= 1'b0;
    end
  end

endmodule

`default_nettype wire
