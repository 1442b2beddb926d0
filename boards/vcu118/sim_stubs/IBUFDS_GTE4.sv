// CHECKING STUB, NOT THE IP. Black-box declaration of the GT reference-clock
// input buffer primitive IBUFDS_GTE4 (UG974),
// used only to check vcu118_top here (Verilator lint, Yosys elaboration; see sim/boards/vcu118/).
// Never synthesized and it models no behaviour; the Vivado flow uses
// the UNISIM primitive.
// Ports and parameters as in UG974.
`default_nettype none

(* blackbox *)
module IBUFDS_GTE4 #(
  parameter logic [0:0] REFCLK_EN_TX_PATH  = 1'b0,
  parameter logic [1:0] REFCLK_HROW_CK_SEL = 2'b00,
  parameter logic [1:0] REFCLK_ICNTL_RX    = 2'b00
) (
  output wire          O,
  output wire          ODIV2,
  input  wire          CEB,
  input  wire          I,
  input  wire          IB
);
endmodule

`default_nettype wire
