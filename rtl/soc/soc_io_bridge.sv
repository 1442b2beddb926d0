// One core's I/O port (soc_core m_axi_io, AXI4 64-bit) into the system: the ctrl_core firmware
// port (AXI4-Lite, 32-bit) and an uncached window on DDR bank 0 (AXI4, DdrDataWidth).
//
// Map (rtl/soc/doc/system.md, core addresses):
//   FwBase .. FwBase + 2**FwAddrWidth - 1          m_axil_fw: single accesses of 1, 2 or 4 bytes
//                                                  inside one 32-bit word; anything else SLVERR
//                                                  (the port is not touched)
//   DdrWindowBase .. DdrWindowBase + 0x3FFF_FFFF   m_axi_ddr at address - DdrWindowBase: single
//                                                  accesses of 1-8 bytes; the DDR's response is
//                                                  passed back
//   anything else                                  DECERR
//   any burst (AxLEN > 0), anywhere                SLVERR: all W beats taken, one B; a read gets
//                                                  AxLEN + 1 SLVERR beats (data 0)
// Why single accesses only: the only master is a Rocket MMIO port, which issues single uncached
// accesses (bursts come only from instruction fetches, and nobody executes from these windows).
// One transaction per direction at a time, every output decoded from registers (a small FSM per
// direction, no path from an input to an output):
// Rocket's MMIO accesses are in order anyway, and the fw port and the DDR are far slower than
// the few cycles this costs.
// Narrow accesses: the 64-bit beat's strobes already select the bytes. Towards the fw port the
// half of the beat that holds the word goes out (address bit 2) with its 4 strobes, at the word
// address; a read returns the 32-bit word in both halves of the R beat. Towards the DDR the beat
// goes to the 64-bit lane of the wide beat selected by the address bits [log2(DdrDataWidth/8)-1:3]
// (strobes shifted there, all others 0) with the access's own address and size; a read takes
// the same lane back.
`default_nettype none

module soc_io_bridge #(
  // ID width of the slave port (soc_core's m_axi_io has 4).
  parameter int IdWidth      = 4,
  // Byte-address bits of the fw port; the window is 2**FwAddrWidth bytes at FwBase.
  parameter int FwAddrWidth  = 17,
  // DDR bank 0 port widths (the window is 1 GiB, so at least 30 address bits).
  parameter int DdrAddrWidth = 32,
  parameter int DdrDataWidth = 512,
  parameter int DdrIdWidth   = 4,
  // Derived / fixed by the system map. Not to be overridden.
  localparam logic [31:0] FwBase        = 32'h2000_0000,
  localparam logic [31:0] DdrWindowBase = 32'h4000_0000,
  localparam int DdrStrbWidth = DdrDataWidth / 8
) (
  // Clock and asynchronous active-low reset (reset drops the transactions in flight).
  input  wire logic                    clk_i,
  input  wire logic                    rst_ni,

  // AXI4 slave port: a core's m_axi_io.
  input  wire logic [IdWidth-1:0]      s_axi_awid,
  input  wire logic [31:0]             s_axi_awaddr,
  input  wire logic [7:0]              s_axi_awlen,
  input  wire logic [2:0]              s_axi_awsize,
  input  wire logic [1:0]              s_axi_awburst,
  input  wire logic                    s_axi_awvalid,
  output logic                         s_axi_awready,
  input  wire logic [63:0]             s_axi_wdata,
  input  wire logic [7:0]              s_axi_wstrb,
  input  wire logic                    s_axi_wlast,
  input  wire logic                    s_axi_wvalid,
  output logic                         s_axi_wready,
  output logic      [IdWidth-1:0]      s_axi_bid,
  output logic      [1:0]              s_axi_bresp,
  output logic                         s_axi_bvalid,
  input  wire logic                    s_axi_bready,
  input  wire logic [IdWidth-1:0]      s_axi_arid,
  input  wire logic [31:0]             s_axi_araddr,
  input  wire logic [7:0]              s_axi_arlen,
  input  wire logic [2:0]              s_axi_arsize,
  input  wire logic [1:0]              s_axi_arburst,
  input  wire logic                    s_axi_arvalid,
  output logic                         s_axi_arready,
  output logic      [IdWidth-1:0]      s_axi_rid,
  output logic      [63:0]             s_axi_rdata,
  output logic      [1:0]              s_axi_rresp,
  output logic                         s_axi_rlast,
  output logic                         s_axi_rvalid,
  input  wire logic                    s_axi_rready,

  // AXI4-Lite master to the ctrl_core firmware port (shared by the cores outside this block).
  output logic                         m_axil_fw_awvalid,
  input  wire logic                    m_axil_fw_awready,
  output logic      [FwAddrWidth-1:0]  m_axil_fw_awaddr,
  output logic      [2:0]              m_axil_fw_awprot,
  output logic                         m_axil_fw_wvalid,
  input  wire logic                    m_axil_fw_wready,
  output logic      [31:0]             m_axil_fw_wdata,
  output logic      [3:0]              m_axil_fw_wstrb,
  input  wire logic                    m_axil_fw_bvalid,
  output logic                         m_axil_fw_bready,
  input  wire logic [1:0]              m_axil_fw_bresp,
  output logic                         m_axil_fw_arvalid,
  input  wire logic                    m_axil_fw_arready,
  output logic      [FwAddrWidth-1:0]  m_axil_fw_araddr,
  output logic      [2:0]              m_axil_fw_arprot,
  input  wire logic                    m_axil_fw_rvalid,
  output logic                         m_axil_fw_rready,
  input  wire logic [31:0]             m_axil_fw_rdata,
  input  wire logic [1:0]              m_axil_fw_rresp,

  // AXI4 master to DDR bank 0: single beats, ID 0, INCR.
  output logic      [DdrIdWidth-1:0]   m_axi_ddr_awid,
  output logic      [DdrAddrWidth-1:0] m_axi_ddr_awaddr,
  output logic      [7:0]              m_axi_ddr_awlen,
  output logic      [2:0]              m_axi_ddr_awsize,
  output logic      [1:0]              m_axi_ddr_awburst,
  output logic                         m_axi_ddr_awvalid,
  input  wire logic                    m_axi_ddr_awready,
  output logic      [DdrDataWidth-1:0] m_axi_ddr_wdata,
  output logic      [DdrStrbWidth-1:0] m_axi_ddr_wstrb,
  output logic                         m_axi_ddr_wlast,
  output logic                         m_axi_ddr_wvalid,
  input  wire logic                    m_axi_ddr_wready,
  input  wire logic [DdrIdWidth-1:0]   m_axi_ddr_bid,
  input  wire logic [1:0]              m_axi_ddr_bresp,
  input  wire logic                    m_axi_ddr_bvalid,
  output logic                         m_axi_ddr_bready,
  output logic      [DdrIdWidth-1:0]   m_axi_ddr_arid,
  output logic      [DdrAddrWidth-1:0] m_axi_ddr_araddr,
  output logic      [7:0]              m_axi_ddr_arlen,
  output logic      [2:0]              m_axi_ddr_arsize,
  output logic      [1:0]              m_axi_ddr_arburst,
  output logic                         m_axi_ddr_arvalid,
  input  wire logic                    m_axi_ddr_arready,
  input  wire logic [DdrIdWidth-1:0]   m_axi_ddr_rid,
  input  wire logic [DdrDataWidth-1:0] m_axi_ddr_rdata,
  input  wire logic [1:0]              m_axi_ddr_rresp,
  input  wire logic                    m_axi_ddr_rlast,
  input  wire logic                    m_axi_ddr_rvalid,
  output logic                         m_axi_ddr_rready
);
  localparam int DdrLanes = DdrDataWidth / 64;
  localparam logic [1:0] RespSlvErr = 2'b10;
  localparam logic [1:0] RespDecErr = 2'b11;

  if (IdWidth < 1 || FwAddrWidth < 3 || FwAddrWidth > 29 || DdrAddrWidth < 30 || DdrAddrWidth > 64 ||
      DdrIdWidth < 1 || DdrDataWidth < 64 || DdrDataWidth > 1024 ||
      (DdrDataWidth & (DdrDataWidth - 1)) != 0) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_io_bridge: bad parameters");
`else
    $error("soc_io_bridge: bad parameters");
`endif
  end

  // ---- decode (the same for AW and AR) ---------------------------------------------------------
  typedef enum logic [1:0] {KindFw, KindDdr, KindErr} kind_e;

  localparam int LaneBits = DdrLanes > 1 ? $clog2(DdrLanes) : 1;

  kind_e      aw_kind, ar_kind;
  logic [1:0] aw_err, ar_err;
  logic       aw_in_fw, aw_in_ddr, aw_fw_ok, ar_in_fw, ar_in_ddr, ar_fw_ok;

  assign aw_in_fw  = s_axi_awaddr[31:FwAddrWidth] == FwBase[31:FwAddrWidth];
  assign aw_in_ddr = s_axi_awaddr[31:30] == DdrWindowBase[31:30];
  // 1, 2 or 4 bytes that do not cross a 32-bit word.
  assign aw_fw_ok  = s_axi_awsize <= 3'd2 && ({2'b00, s_axi_awaddr[1:0]} + (4'd1 << s_axi_awsize)) <= 4'd4;
  assign ar_in_fw  = s_axi_araddr[31:FwAddrWidth] == FwBase[31:FwAddrWidth];
  assign ar_in_ddr = s_axi_araddr[31:30] == DdrWindowBase[31:30];
  assign ar_fw_ok  = s_axi_arsize <= 3'd2 && ({2'b00, s_axi_araddr[1:0]} + (4'd1 << s_axi_arsize)) <= 4'd4;

  always_comb begin
    aw_kind = KindErr;
    aw_err = RespDecErr;
    if (s_axi_awlen != 8'd0) begin
      aw_err = RespSlvErr;
    end else if (aw_in_fw) begin
      if (aw_fw_ok) aw_kind = KindFw;
      aw_err = RespSlvErr;
    end else if (aw_in_ddr) begin
      if (s_axi_awsize <= 3'd3) aw_kind = KindDdr;
      aw_err = RespSlvErr;
    end
  end

  always_comb begin
    ar_kind = KindErr;
    ar_err = RespDecErr;
    if (s_axi_arlen != 8'd0) begin
      ar_err = RespSlvErr;
    end else if (ar_in_fw) begin
      if (ar_fw_ok) ar_kind = KindFw;
      ar_err = RespSlvErr;
    end else if (ar_in_ddr) begin
      if (s_axi_arsize <= 3'd3) ar_kind = KindDdr;
      ar_err = RespSlvErr;
    end
  end

  // ---- write ----------------------------------------------------------------------------------
  typedef enum logic [2:0] {WIdle, WData, WFw, WDdr, WResp} wstate_e;

  wstate_e              w_state_q;
  kind_e                w_kind_q;
  logic [IdWidth-1:0]   w_id_q;
  logic [29:0]          w_addr_q;       // the window offset; bits 31:30 only decode
  logic [2:0]           w_size_q;
  logic [1:0]           w_resp_q;
  logic [63:0]          w_data_q;
  logic [7:0]           w_strb_q;
  logic                 w_aw_pend_q, w_w_pend_q;
  logic [LaneBits-1:0]  w_lane;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      w_state_q <= WIdle;
      w_kind_q <= KindErr;
      w_id_q <= '0;
      w_addr_q <= '0;
      w_size_q <= '0;
      w_resp_q <= '0;
      w_data_q <= '0;
      w_strb_q <= '0;
      w_aw_pend_q <= 1'b0;
      w_w_pend_q <= 1'b0;
    end else begin
      unique case (w_state_q)
        WIdle: begin
          if (s_axi_awvalid) begin
            w_state_q <= WData;
            w_kind_q <= aw_kind;
            w_id_q <= s_axi_awid;
            w_addr_q <= s_axi_awaddr[29:0];
            w_size_q <= s_axi_awsize;
            w_resp_q <= aw_err;
          end
        end
        WData: begin
          if (s_axi_wvalid) begin
            w_data_q <= s_axi_wdata;
            w_strb_q <= s_axi_wstrb;
            unique case (w_kind_q)
              KindFw: begin
                w_state_q <= WFw;
                w_aw_pend_q <= 1'b1;
                w_w_pend_q <= 1'b1;
              end
              KindDdr: begin
                w_state_q <= WDdr;
                w_aw_pend_q <= 1'b1;
                w_w_pend_q <= 1'b1;
              end
              default: begin
                // An error: take every beat of the burst, answer once after the last.
                if (s_axi_wlast) w_state_q <= WResp;
              end
            endcase
          end
        end
        WFw: begin
          if (m_axil_fw_awready) w_aw_pend_q <= 1'b0;
          if (m_axil_fw_wready) w_w_pend_q <= 1'b0;
          if (m_axil_fw_bvalid) begin
            w_resp_q <= m_axil_fw_bresp;
            w_state_q <= WResp;
          end
        end
        WDdr: begin
          if (m_axi_ddr_awready) w_aw_pend_q <= 1'b0;
          if (m_axi_ddr_wready) w_w_pend_q <= 1'b0;
          if (m_axi_ddr_bvalid) begin
            w_resp_q <= m_axi_ddr_bresp;
            w_state_q <= WResp;
          end
        end
        WResp: begin
          if (s_axi_bready) w_state_q <= WIdle;
        end
        default: w_state_q <= WIdle;
      endcase
    end
  end

  assign s_axi_awready = w_state_q == WIdle;
  assign s_axi_wready  = w_state_q == WData;
  assign s_axi_bvalid  = w_state_q == WResp;
  assign s_axi_bid     = w_id_q;
  assign s_axi_bresp   = w_resp_q;

  assign m_axil_fw_awvalid = w_state_q == WFw && w_aw_pend_q;
  assign m_axil_fw_awaddr  = {w_addr_q[FwAddrWidth-1:2], 2'b00};
  assign m_axil_fw_awprot  = 3'b000;
  assign m_axil_fw_wvalid  = w_state_q == WFw && w_w_pend_q;
  assign m_axil_fw_wdata   = w_addr_q[2] ? w_data_q[63:32] : w_data_q[31:0];
  assign m_axil_fw_wstrb   = w_addr_q[2] ? w_strb_q[7:4] : w_strb_q[3:0];
  assign m_axil_fw_bready  = w_state_q == WFw;

  if (DdrLanes > 1) begin : gen_w_lane
    assign w_lane = w_addr_q[3 +: LaneBits];
  end else begin : gen_w_lane_one
    assign w_lane = '0;
  end

  assign m_axi_ddr_awid    = '0;
  assign m_axi_ddr_awaddr  = DdrAddrWidth'(w_addr_q);
  assign m_axi_ddr_awlen   = 8'd0;
  assign m_axi_ddr_awsize  = w_size_q;
  assign m_axi_ddr_awburst = 2'b01;
  assign m_axi_ddr_awvalid = w_state_q == WDdr && w_aw_pend_q;
  // The beat is copied to every lane; the strobes pick the addressed one.
  assign m_axi_ddr_wdata   = {DdrLanes{w_data_q}};
  assign m_axi_ddr_wstrb   = DdrStrbWidth'(w_strb_q) << {w_lane, 3'b000};
  assign m_axi_ddr_wlast   = 1'b1;
  assign m_axi_ddr_wvalid  = w_state_q == WDdr && w_w_pend_q;
  assign m_axi_ddr_bready  = w_state_q == WDdr;

  // ---- read -----------------------------------------------------------------------------------
  typedef enum logic [1:0] {RIdle, RFw, RDdr, RResp} rstate_e;

  rstate_e              r_state_q;
  logic [IdWidth-1:0]   r_id_q;
  logic [29:0]          r_addr_q;
  logic [2:0]           r_size_q;
  logic [7:0]           r_beats_q;       // R beats still to send after the current one
  logic [1:0]           r_resp_q;
  logic [63:0]          r_data_q;
  logic                 r_ar_pend_q;

  logic [63:0] r_ddr_word;
  if (DdrLanes > 1) begin : gen_r_lane
    logic [LaneBits-1:0] r_lane;
    assign r_lane = r_addr_q[3 +: LaneBits];
    assign r_ddr_word = m_axi_ddr_rdata[{r_lane, 6'b000000} +: 64];
  end else begin : gen_r_lane_one
    assign r_ddr_word = m_axi_ddr_rdata;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      r_state_q <= RIdle;
      r_id_q <= '0;
      r_addr_q <= '0;
      r_size_q <= '0;
      r_beats_q <= '0;
      r_resp_q <= '0;
      r_data_q <= '0;
      r_ar_pend_q <= 1'b0;
    end else begin
      unique case (r_state_q)
        RIdle: begin
          if (s_axi_arvalid) begin
            r_id_q <= s_axi_arid;
            r_addr_q <= s_axi_araddr[29:0];
            r_size_q <= s_axi_arsize;
            r_beats_q <= s_axi_arlen;
            r_resp_q <= ar_err;
            r_data_q <= '0;
            r_ar_pend_q <= 1'b1;
            unique case (ar_kind)
              KindFw: r_state_q <= RFw;
              KindDdr: r_state_q <= RDdr;
              default: r_state_q <= RResp;
            endcase
          end
        end
        RFw: begin
          if (m_axil_fw_arready) r_ar_pend_q <= 1'b0;
          if (m_axil_fw_rvalid) begin
            r_data_q <= {m_axil_fw_rdata, m_axil_fw_rdata};
            r_resp_q <= m_axil_fw_rresp;
            r_state_q <= RResp;
          end
        end
        RDdr: begin
          if (m_axi_ddr_arready) r_ar_pend_q <= 1'b0;
          if (m_axi_ddr_rvalid) begin
            r_data_q <= r_ddr_word;
            r_resp_q <= m_axi_ddr_rresp;
            r_state_q <= RResp;
          end
        end
        RResp: begin
          if (s_axi_rready) begin
            if (r_beats_q == 8'd0) begin
              r_state_q <= RIdle;
            end else begin
              r_beats_q <= r_beats_q - 8'd1;
            end
          end
        end
        default: r_state_q <= RIdle;
      endcase
    end
  end

  assign s_axi_arready = r_state_q == RIdle;
  assign s_axi_rvalid  = r_state_q == RResp;
  assign s_axi_rid     = r_id_q;
  assign s_axi_rdata   = r_data_q;
  assign s_axi_rresp   = r_resp_q;
  assign s_axi_rlast   = r_beats_q == 8'd0;

  assign m_axil_fw_arvalid = r_state_q == RFw && r_ar_pend_q;
  assign m_axil_fw_araddr  = {r_addr_q[FwAddrWidth-1:2], 2'b00};
  assign m_axil_fw_arprot  = 3'b000;
  assign m_axil_fw_rready  = r_state_q == RFw;

  assign m_axi_ddr_arid    = '0;
  assign m_axi_ddr_araddr  = DdrAddrWidth'(r_addr_q);
  assign m_axi_ddr_arlen   = 8'd0;
  assign m_axi_ddr_arsize  = r_size_q;
  assign m_axi_ddr_arburst = 2'b01;
  assign m_axi_ddr_arvalid = r_state_q == RDdr && r_ar_pend_q;
  assign m_axi_ddr_rready  = r_state_q == RDdr;

  // Single beats only: the burst type says nothing; the DDR answers ID 0 and one beat.
  logic [1:0]            unused_awburst, unused_arburst;
  logic [DdrIdWidth-1:0] unused_ddr_bid, unused_ddr_rid;
  logic                  unused_ddr_rlast;
  assign unused_awburst = s_axi_awburst;
  assign unused_arburst = s_axi_arburst;
  assign unused_ddr_bid = m_axi_ddr_bid;
  assign unused_ddr_rid = m_axi_ddr_rid;
  assign unused_ddr_rlast = m_axi_ddr_rlast;
endmodule

`default_nettype wire
