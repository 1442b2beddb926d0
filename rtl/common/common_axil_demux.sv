// AXI4-Lite 1:N demultiplexer by address window: window w = addr[SelLsb +: SelWidth] goes to
// master port w; windows >= NumPorts answer DECERR (writes are absorbed). One write and one read
// in flight at a time, which is all a register port needs, and it keeps every slave's view of
// the protocol trivially ordered. Write data is forwarded only after its address, so slaves that
// expect AW before (or with) W work unchanged.
`default_nettype none

module common_axil_demux #(
  // Master ports (address windows).
  parameter int NumPorts  = 2,
  // Address bits on the slave side; masters see the same address (slaves decode their own bits).
  parameter int AddrWidth = 16,
  // Lowest address bit of the window number and its width.
  parameter int SelLsb    = 12,
  parameter int SelWidth  = 4
) (
  input  wire                            clk_i,
  input  wire                            rst_ni,

  // Slave port (from the CPU side).
  input  wire                            s_awvalid,
  output logic                           s_awready,
  input  wire  [AddrWidth-1:0]           s_awaddr,
  input  wire  [2:0]                     s_awprot,
  input  wire                            s_wvalid,
  output logic                           s_wready,
  input  wire  [31:0]                    s_wdata,
  input  wire  [3:0]                     s_wstrb,
  output logic                           s_bvalid,
  input  wire                            s_bready,
  output logic [1:0]                     s_bresp,
  input  wire                            s_arvalid,
  output logic                           s_arready,
  input  wire  [AddrWidth-1:0]           s_araddr,
  input  wire  [2:0]                     s_arprot,
  output logic                           s_rvalid,
  input  wire                            s_rready,
  output logic [31:0]                    s_rdata,
  output logic [1:0]                     s_rresp,

  // Master ports, packed: port i uses bits [i*w +: w].
  output logic [NumPorts-1:0]            m_awvalid,
  input  wire  [NumPorts-1:0]            m_awready,
  output logic [NumPorts*AddrWidth-1:0]  m_awaddr,
  output logic [NumPorts*3-1:0]          m_awprot,
  output logic [NumPorts-1:0]            m_wvalid,
  input  wire  [NumPorts-1:0]            m_wready,
  output logic [NumPorts*32-1:0]         m_wdata,
  output logic [NumPorts*4-1:0]          m_wstrb,
  input  wire  [NumPorts-1:0]            m_bvalid,
  output logic [NumPorts-1:0]            m_bready,
  input  wire  [NumPorts*2-1:0]          m_bresp,
  output logic [NumPorts-1:0]            m_arvalid,
  input  wire  [NumPorts-1:0]            m_arready,
  output logic [NumPorts*AddrWidth-1:0]  m_araddr,
  output logic [NumPorts*3-1:0]          m_arprot,
  input  wire  [NumPorts-1:0]            m_rvalid,
  output logic [NumPorts-1:0]            m_rready,
  input  wire  [NumPorts*32-1:0]         m_rdata,
  input  wire  [NumPorts*2-1:0]          m_rresp
);
  localparam logic [1:0] RespDecErr = 2'b11;

  initial begin
    if (NumPorts < 1 || NumPorts > (1 << SelWidth)) $fatal(1, "NumPorts must fit SelWidth");
    if (SelLsb + SelWidth > AddrWidth) $fatal(1, "window select bits beyond AddrWidth");
  end

  // ---- write ----
  logic                aw_done_q, w_done_q;
  logic [SelWidth-1:0] wsel_q;
  logic [SelWidth-1:0] wsel_now;
  logic                wsel_ok_q;
  logic                wsel_ok_now;
  assign wsel_now    = s_awaddr[SelLsb +: SelWidth];
  assign wsel_ok_now = 32'(wsel_now) < NumPorts;

  always_comb begin
    m_awvalid = '0;
    m_wvalid  = '0;
    m_bready  = '0;
    s_awready = 1'b0;
    s_wready  = 1'b0;
    s_bvalid  = 1'b0;
    s_bresp   = 2'b00;
    if (!aw_done_q) begin
      if (wsel_ok_now) begin
        m_awvalid[wsel_now] = s_awvalid;
        s_awready           = m_awready[wsel_now];
      end else begin
        s_awready = 1'b1;
      end
    end else begin
      if (!w_done_q) begin
        if (wsel_ok_q) begin
          m_wvalid[wsel_q] = s_wvalid;
          s_wready         = m_wready[wsel_q];
        end else begin
          s_wready = 1'b1;
        end
      end else if (wsel_ok_q) begin
        s_bvalid         = m_bvalid[wsel_q];
        s_bresp          = m_bresp[wsel_q*2 +: 2];
        m_bready[wsel_q] = s_bready;
      end else begin
        s_bvalid = 1'b1;
        s_bresp  = RespDecErr;
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      aw_done_q <= 1'b0;
      w_done_q  <= 1'b0;
      wsel_q    <= '0;
      wsel_ok_q <= 1'b0;
    end else begin
      if (!aw_done_q && s_awvalid && s_awready) begin
        aw_done_q <= 1'b1;
        wsel_q    <= wsel_now;
        wsel_ok_q <= wsel_ok_now;
      end
      if (aw_done_q && !w_done_q && s_wvalid && s_wready) w_done_q <= 1'b1;
      if (s_bvalid && s_bready) begin
        aw_done_q <= 1'b0;
        w_done_q  <= 1'b0;
      end
    end
  end

  // ---- read ----
  logic                ar_done_q;
  logic [SelWidth-1:0] rsel_q;
  logic                rsel_ok_q;
  logic [SelWidth-1:0] rsel_now;
  logic                rsel_ok_now;
  assign rsel_now    = s_araddr[SelLsb +: SelWidth];
  assign rsel_ok_now = 32'(rsel_now) < NumPorts;

  always_comb begin
    m_arvalid = '0;
    m_rready  = '0;
    s_arready = 1'b0;
    s_rvalid  = 1'b0;
    s_rdata   = '0;
    s_rresp   = 2'b00;
    if (!ar_done_q) begin
      if (rsel_ok_now) begin
        m_arvalid[rsel_now] = s_arvalid;
        s_arready           = m_arready[rsel_now];
      end else begin
        s_arready = 1'b1;
      end
    end else if (rsel_ok_q) begin
      s_rvalid         = m_rvalid[rsel_q];
      s_rdata          = m_rdata[rsel_q*32 +: 32];
      s_rresp          = m_rresp[rsel_q*2 +: 2];
      m_rready[rsel_q] = s_rready;
    end else begin
      s_rvalid = 1'b1;
      s_rresp  = RespDecErr;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ar_done_q <= 1'b0;
      rsel_q    <= '0;
      rsel_ok_q <= 1'b0;
    end else begin
      if (!ar_done_q && s_arvalid && s_arready) begin
        ar_done_q <= 1'b1;
        rsel_q    <= rsel_now;
        rsel_ok_q <= rsel_ok_now;
      end
      if (s_rvalid && s_rready) ar_done_q <= 1'b0;
    end
  end

  // Every port sees the slave-side address, protection and write data.
  always_comb begin
    for (int i = 0; i < NumPorts; i++) begin
      m_awaddr[i*AddrWidth +: AddrWidth] = s_awaddr;
      m_araddr[i*AddrWidth +: AddrWidth] = s_araddr;
      m_awprot[i*3 +: 3]                 = s_awprot;
      m_arprot[i*3 +: 3]                 = s_arprot;
      m_wdata[i*32 +: 32]                = s_wdata;
      m_wstrb[i*4 +: 4]                  = s_wstrb;
    end
  end
endmodule

`default_nettype wire
