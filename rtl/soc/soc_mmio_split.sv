// AXI4 1:2 address splitter on a core's MMIO port: addresses below SplitAddr go to the core's
// own targets (m_axi_int, soc_axi_to_mem), SplitAddr and up leave the core (m_axi_io, the
// system's soc_io_bridge).
//
// Why so plain: Rocket's MMIO port issues one uncached access (or one I$ line fill from the
// boot memory) at a time, so one read and one write in flight are all it ever needs, and a
// splitter with that limit needs no per-ID ordering tables: the route is latched when AR / AW
// is accepted and held until the last R beat / the B response has been handed over. W beats
// are offered only after their AW has been accepted (AXI lets a slave wait for AW before W),
// and go where that AW went. Reads and writes are independent.
// Address, ID and burst fields pass through unchanged; valid goes only to the selected side and
// ready comes back only from it (combinational, valid->ready only: no ready->valid path).
`default_nettype none

module soc_mmio_split #(
  // AXI widths of all three ports.
  parameter int IdWidth   = 4,
  parameter int AddrWidth = 31,
  parameter int DataWidth = 64,
  // First address sent to m_axi_io (everything below goes to m_axi_int).
  parameter logic [AddrWidth-1:0] SplitAddr = AddrWidth'(32'h2000_0000),
  // Derived: strobe bits. Not to be overridden.
  localparam int StrbWidth = DataWidth / 8
) (
  // Clock and asynchronous active-low reset (reset forgets the transactions in flight).
  input  wire logic                 clk_i,
  input  wire logic                 rst_ni,

  // AXI4 slave port: the core's MMIO master.
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

  // AXI4 master port to the core's own targets (addresses below SplitAddr).
  output logic      [IdWidth-1:0]   m_axi_int_awid,
  output logic      [AddrWidth-1:0] m_axi_int_awaddr,
  output logic      [7:0]           m_axi_int_awlen,
  output logic      [2:0]           m_axi_int_awsize,
  output logic      [1:0]           m_axi_int_awburst,
  output logic                      m_axi_int_awvalid,
  input  wire logic                 m_axi_int_awready,
  output logic      [DataWidth-1:0] m_axi_int_wdata,
  output logic      [StrbWidth-1:0] m_axi_int_wstrb,
  output logic                      m_axi_int_wlast,
  output logic                      m_axi_int_wvalid,
  input  wire logic                 m_axi_int_wready,
  input  wire logic [IdWidth-1:0]   m_axi_int_bid,
  input  wire logic [1:0]           m_axi_int_bresp,
  input  wire logic                 m_axi_int_bvalid,
  output logic                      m_axi_int_bready,
  output logic      [IdWidth-1:0]   m_axi_int_arid,
  output logic      [AddrWidth-1:0] m_axi_int_araddr,
  output logic      [7:0]           m_axi_int_arlen,
  output logic      [2:0]           m_axi_int_arsize,
  output logic      [1:0]           m_axi_int_arburst,
  output logic                      m_axi_int_arvalid,
  input  wire logic                 m_axi_int_arready,
  input  wire logic [IdWidth-1:0]   m_axi_int_rid,
  input  wire logic [DataWidth-1:0] m_axi_int_rdata,
  input  wire logic [1:0]           m_axi_int_rresp,
  input  wire logic                 m_axi_int_rlast,
  input  wire logic                 m_axi_int_rvalid,
  output logic                      m_axi_int_rready,

  // AXI4 master port out of the core (SplitAddr and up).
  output logic      [IdWidth-1:0]   m_axi_io_awid,
  output logic      [AddrWidth-1:0] m_axi_io_awaddr,
  output logic      [7:0]           m_axi_io_awlen,
  output logic      [2:0]           m_axi_io_awsize,
  output logic      [1:0]           m_axi_io_awburst,
  output logic                      m_axi_io_awvalid,
  input  wire logic                 m_axi_io_awready,
  output logic      [DataWidth-1:0] m_axi_io_wdata,
  output logic      [StrbWidth-1:0] m_axi_io_wstrb,
  output logic                      m_axi_io_wlast,
  output logic                      m_axi_io_wvalid,
  input  wire logic                 m_axi_io_wready,
  input  wire logic [IdWidth-1:0]   m_axi_io_bid,
  input  wire logic [1:0]           m_axi_io_bresp,
  input  wire logic                 m_axi_io_bvalid,
  output logic                      m_axi_io_bready,
  output logic      [IdWidth-1:0]   m_axi_io_arid,
  output logic      [AddrWidth-1:0] m_axi_io_araddr,
  output logic      [7:0]           m_axi_io_arlen,
  output logic      [2:0]           m_axi_io_arsize,
  output logic      [1:0]           m_axi_io_arburst,
  output logic                      m_axi_io_arvalid,
  input  wire logic                 m_axi_io_arready,
  input  wire logic [IdWidth-1:0]   m_axi_io_rid,
  input  wire logic [DataWidth-1:0] m_axi_io_rdata,
  input  wire logic [1:0]           m_axi_io_rresp,
  input  wire logic                 m_axi_io_rlast,
  input  wire logic                 m_axi_io_rvalid,
  output logic                      m_axi_io_rready
);
  if (IdWidth < 1 || AddrWidth < 2 || DataWidth < 8 || (DataWidth & (DataWidth - 1)) != 0 ||
      SplitAddr == '0) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_mmio_split: bad parameters");
`else
    $error("soc_mmio_split: bad parameters");
`endif
  end

  // ---- read: one transaction, route latched at AR, released after the last R beat ----------
  logic rd_busy_q, rd_io_q;
  logic ar_io, ar_hs, r_hs;

  assign ar_io = s_axi_araddr >= SplitAddr;

  assign m_axi_int_arid    = s_axi_arid;
  assign m_axi_int_araddr  = s_axi_araddr;
  assign m_axi_int_arlen   = s_axi_arlen;
  assign m_axi_int_arsize  = s_axi_arsize;
  assign m_axi_int_arburst = s_axi_arburst;
  assign m_axi_io_arid     = s_axi_arid;
  assign m_axi_io_araddr   = s_axi_araddr;
  assign m_axi_io_arlen    = s_axi_arlen;
  assign m_axi_io_arsize   = s_axi_arsize;
  assign m_axi_io_arburst  = s_axi_arburst;

  assign m_axi_int_arvalid = s_axi_arvalid && !rd_busy_q && !ar_io;
  assign m_axi_io_arvalid  = s_axi_arvalid && !rd_busy_q && ar_io;
  assign s_axi_arready     = !rd_busy_q && (ar_io ? m_axi_io_arready : m_axi_int_arready);
  assign ar_hs             = s_axi_arvalid && s_axi_arready;

  assign s_axi_rvalid = rd_busy_q && (rd_io_q ? m_axi_io_rvalid : m_axi_int_rvalid);
  assign s_axi_rid    = rd_io_q ? m_axi_io_rid : m_axi_int_rid;
  assign s_axi_rdata  = rd_io_q ? m_axi_io_rdata : m_axi_int_rdata;
  assign s_axi_rresp  = rd_io_q ? m_axi_io_rresp : m_axi_int_rresp;
  assign s_axi_rlast  = rd_io_q ? m_axi_io_rlast : m_axi_int_rlast;
  assign m_axi_int_rready = s_axi_rready && rd_busy_q && !rd_io_q;
  assign m_axi_io_rready  = s_axi_rready && rd_busy_q && rd_io_q;
  assign r_hs = s_axi_rvalid && s_axi_rready;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rd_busy_q <= 1'b0;
      rd_io_q <= 1'b0;
    end else if (ar_hs) begin
      rd_busy_q <= 1'b1;
      rd_io_q <= ar_io;
    end else if (r_hs && s_axi_rlast) begin
      rd_busy_q <= 1'b0;
    end
  end

  // ---- write: one transaction, route latched at AW, W after AW, released after B ------------
  logic wr_busy_q, wr_io_q, w_done_q;
  logic aw_io, aw_hs, w_open, w_hs, b_hs;

  assign aw_io = s_axi_awaddr >= SplitAddr;

  assign m_axi_int_awid    = s_axi_awid;
  assign m_axi_int_awaddr  = s_axi_awaddr;
  assign m_axi_int_awlen   = s_axi_awlen;
  assign m_axi_int_awsize  = s_axi_awsize;
  assign m_axi_int_awburst = s_axi_awburst;
  assign m_axi_io_awid     = s_axi_awid;
  assign m_axi_io_awaddr   = s_axi_awaddr;
  assign m_axi_io_awlen    = s_axi_awlen;
  assign m_axi_io_awsize   = s_axi_awsize;
  assign m_axi_io_awburst  = s_axi_awburst;

  assign m_axi_int_awvalid = s_axi_awvalid && !wr_busy_q && !aw_io;
  assign m_axi_io_awvalid  = s_axi_awvalid && !wr_busy_q && aw_io;
  assign s_axi_awready     = !wr_busy_q && (aw_io ? m_axi_io_awready : m_axi_int_awready);
  assign aw_hs             = s_axi_awvalid && s_axi_awready;

  // W beats of the accepted AW only: none before it, none after its WLAST.
  assign w_open = wr_busy_q && !w_done_q;
  assign m_axi_int_wdata  = s_axi_wdata;
  assign m_axi_int_wstrb  = s_axi_wstrb;
  assign m_axi_int_wlast  = s_axi_wlast;
  assign m_axi_io_wdata   = s_axi_wdata;
  assign m_axi_io_wstrb   = s_axi_wstrb;
  assign m_axi_io_wlast   = s_axi_wlast;
  assign m_axi_int_wvalid = s_axi_wvalid && w_open && !wr_io_q;
  assign m_axi_io_wvalid  = s_axi_wvalid && w_open && wr_io_q;
  assign s_axi_wready     = w_open && (wr_io_q ? m_axi_io_wready : m_axi_int_wready);
  assign w_hs             = s_axi_wvalid && s_axi_wready;

  assign s_axi_bvalid = wr_busy_q && (wr_io_q ? m_axi_io_bvalid : m_axi_int_bvalid);
  assign s_axi_bid    = wr_io_q ? m_axi_io_bid : m_axi_int_bid;
  assign s_axi_bresp  = wr_io_q ? m_axi_io_bresp : m_axi_int_bresp;
  assign m_axi_int_bready = s_axi_bready && wr_busy_q && !wr_io_q;
  assign m_axi_io_bready  = s_axi_bready && wr_busy_q && wr_io_q;
  assign b_hs = s_axi_bvalid && s_axi_bready;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wr_busy_q <= 1'b0;
      wr_io_q <= 1'b0;
      w_done_q <= 1'b0;
    end else if (aw_hs) begin
      wr_busy_q <= 1'b1;
      wr_io_q <= aw_io;
      w_done_q <= 1'b0;
    end else begin
      if (w_hs && s_axi_wlast) w_done_q <= 1'b1;
      if (b_hs) begin
        wr_busy_q <= 1'b0;
        w_done_q <= 1'b0;
      end
    end
  end
endmodule

`default_nettype wire
