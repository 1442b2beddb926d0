// Bench top for accel_isc: the registered cluster with an accel_rp_sim partition in every
// accelerator slot (prog_i: 2 bits per accelerator slot, slot a + 1 at [2a +: 2]).

`default_nettype none

module accel_isc_tb #(
  parameter int NumSlots = 4,
  parameter int DataW = 512,
  parameter int EpochW = 2,
  parameter int SifDepth = 64,
  parameter int ReqFlits = 8,
  parameter int ResetCredits = 4,
  parameter int InDepth = ResetCredits * ReqFlits,
  parameter int ParDepth = 8,
  localparam int SlotW = (NumSlots > 1) ? $clog2(NumSlots) : 1,
  localparam int LenW = $clog2(DataW / 8) + 1,
  localparam int NumAccel = NumSlots - 1
) (
  input  wire logic                  clk_i,
  input  wire logic                  rst_ni,
  input  wire logic [2*NumAccel-1:0] prog_i,
  input  wire logic                  s_axil_awvalid,
  output logic                       s_axil_awready,
  input  wire logic [5:0]            s_axil_awaddr,
  input  wire logic [2:0]            s_axil_awprot,
  input  wire logic                  s_axil_wvalid,
  output logic                       s_axil_wready,
  input  wire logic [31:0]           s_axil_wdata,
  input  wire logic [3:0]            s_axil_wstrb,
  output logic                       s_axil_bvalid,
  input  wire logic                  s_axil_bready,
  output logic      [1:0]            s_axil_bresp,
  input  wire logic                  s_axil_arvalid,
  output logic                       s_axil_arready,
  input  wire logic [5:0]            s_axil_araddr,
  input  wire logic [2:0]            s_axil_arprot,
  output logic                       s_axil_rvalid,
  input  wire logic                  s_axil_rready,
  output logic      [31:0]           s_axil_rdata,
  output logic      [1:0]            s_axil_rresp,
  input  wire logic                  rd_valid_i,
  output logic                       rd_ready_o,
  input  wire logic [DataW-1:0]      rd_data_i,
  input  wire logic [LenW-1:0]       rd_len_i,
  input  wire logic                  rd_last_i,
  output logic                       p0_valid_o,
  input  wire logic                  p0_ready_i,
  output logic      [DataW-1:0]      p0_data_o,
  output logic      [LenW-1:0]       p0_len_o,
  output logic                       p0_last_o,
  output logic                       ao_valid_o,
  input  wire logic                  ao_ready_i,
  output logic      [DataW-1:0]      ao_data_o,
  output logic      [LenW-1:0]       ao_len_o,
  output logic                       ao_eof_o,
  output logic      [SlotW-1:0]      ao_slot_o
);

  logic [NumAccel-1:0]       rp_rst_n, rp_in_valid, rp_in_ready, rp_in_eof, rp_par_valid, rp_par_ready;
  logic [NumAccel-1:0]       rp_out_valid, rp_out_ready, rp_out_eof;
  logic [NumAccel*DataW-1:0] rp_in_data, rp_out_data;
  logic [NumAccel*LenW-1:0]  rp_in_len, rp_out_len;
  logic [NumAccel*32-1:0]    rp_par_data;

  accel_isc #(
    .NumSlots(NumSlots), .DataW(DataW), .EpochW(EpochW), .SifDepth(SifDepth), .ReqFlits(ReqFlits),
    .ResetCredits(ResetCredits), .InDepth(InDepth), .ParDepth(ParDepth)
  ) u_isc (
    .clk_i, .rst_ni,
    .s_axil_awvalid, .s_axil_awready, .s_axil_awaddr, .s_axil_awprot, .s_axil_wvalid, .s_axil_wready,
    .s_axil_wdata, .s_axil_wstrb, .s_axil_bvalid, .s_axil_bready, .s_axil_bresp, .s_axil_arvalid,
    .s_axil_arready, .s_axil_araddr, .s_axil_arprot, .s_axil_rvalid, .s_axil_rready, .s_axil_rdata,
    .s_axil_rresp,
    .rd_valid_i, .rd_ready_o, .rd_data_i, .rd_len_i, .rd_last_i,
    .p0_valid_o, .p0_ready_i, .p0_data_o, .p0_len_o, .p0_last_o,
    .ao_valid_o, .ao_ready_i, .ao_data_o, .ao_len_o, .ao_eof_o, .ao_slot_o,
    .rp_rst_no(rp_rst_n),
    .rp_in_valid_o(rp_in_valid), .rp_in_ready_i(rp_in_ready), .rp_in_data_o(rp_in_data), .rp_in_len_o(rp_in_len),
    .rp_in_eof_o(rp_in_eof),
    .rp_par_valid_o(rp_par_valid), .rp_par_ready_i(rp_par_ready), .rp_par_data_o(rp_par_data),
    .rp_out_valid_i(rp_out_valid), .rp_out_ready_o(rp_out_ready), .rp_out_data_i(rp_out_data),
    .rp_out_len_i(rp_out_len), .rp_out_eof_i(rp_out_eof)
  );

  accel_rp_bank #(.NumAccel(NumAccel), .DataW(DataW), .ProgW(2)) u_rp (
    .clk_i, .rp_rst_n, .prog_i, .rp_in_valid, .rp_in_ready, .rp_in_data, .rp_in_len, .rp_in_eof, .rp_par_valid,
    .rp_par_ready, .rp_par_data, .rp_out_valid, .rp_out_ready, .rp_out_data, .rp_out_len, .rp_out_eof
  );

endmodule

`default_nettype wire
