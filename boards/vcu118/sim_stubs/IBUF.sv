// CHECKING STUB, NOT THE IP. Black-box declaration of the input buffer primitive
// IBUF (UG974),
// used only to check vcu118_top here (Verilator lint, Yosys elaboration; see sim/boards/vcu118/).
// Never synthesized and it models no behaviour; the Vivado flow uses
// the UNISIM primitive.
// Ports as in UG974.
`default_nettype none

(* blackbox *)
module IBUF (
  output wire          O,
  input  wire          I
);
endmodule

`default_nettype wire
