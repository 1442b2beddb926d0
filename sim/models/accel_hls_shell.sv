// Simulation shell that runs a drive program's HLS C++ (hls/) inside an accelerator slot, over
// DPI-C (Verilator): the way the issue allows, since the synthesizable RTL of a program is what
// Vivado HLS makes of the same C++ on a user's machine. Same ports as the RTL bench programs
// (rtl/accel/prog/), plus the program number (hls/common/program_table.h: 1-based, 0 none).
//
// Not cycle-faithful to what HLS would build: the shell takes a file's flits and its parameter
// block, runs the C++ top function once the file is whole, then sends the output a flit a cycle.
// The slot's data path (FIFOs, credits, decoupling) sees real flit traffic; the program's own
// latency and rate are not modelled. The partition's reset (decoupled slot) drops everything the
// shell holds, as a reload does.

`default_nettype none

module accel_hls_shell #(
  parameter int DataW = 512,
  parameter int ProgW = 4,
  // Distinguishes the shells of one model (the C++ keeps one state per instance).
  parameter int Instance = 0,
  localparam int LenW = $clog2(DataW / 8) + 1
) (
  input  wire logic             clk_i,
  input  wire logic             rst_ni,
  input  wire logic [ProgW-1:0] prog_i,
  input  wire logic             in_valid_i,
  output logic                  in_ready_o,
  input  wire logic [DataW-1:0] in_data_i,
  input  wire logic [LenW-1:0]  in_len_i,
  input  wire logic             in_eof_i,
  input  wire logic             par_valid_i,
  output logic                  par_ready_o,
  input  wire logic [31:0]      par_data_i,
  output logic                  out_valid_o,
  input  wire logic             out_ready_i,
  output logic      [DataW-1:0] out_data_o,
  output logic      [LenW-1:0]  out_len_o,
  output logic                  out_eof_o
);

  if (DataW != 512) begin : gen_param_check
    $error("accel_hls_shell: the programs' flits are 512 bits");
  end

  import "DPI-C" function void accel_hls_shell_reset(input int shell);
  import "DPI-C" function void accel_hls_shell_step(
    input int shell, input int prog,
    input bit in_take, input bit [511:0] in_data, input int in_len, input bit in_eof,
    input bit par_take, input int par_data, input bit out_taken,
    output bit in_ready, output bit par_ready,
    output bit out_valid, output bit [511:0] out_data, output int out_len, output bit out_eof);

  bit         in_ready, par_ready, out_valid, out_eof;
  bit [511:0] out_data;
  int         out_len;
  logic       unused_out_len_hi;  // a flit's length fits LenW bits
  assign unused_out_len_hi = ^out_len[31:LenW];

  // Transfers are decided on the registered readies and valid; the C++ state moves once a clock.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      accel_hls_shell_reset(Instance);
      in_ready_o  <= 1'b0;
      par_ready_o <= 1'b0;
      out_valid_o <= 1'b0;
      out_data_o  <= '0;
      out_len_o   <= '0;
      out_eof_o   <= 1'b0;
    end else begin
      accel_hls_shell_step(Instance, 32'(prog_i), in_valid_i && in_ready_o, in_data_i, 32'(in_len_i), in_eof_i,
                           par_valid_i && par_ready_o, par_data_i, out_valid_o && out_ready_i,
                           in_ready, par_ready, out_valid, out_data, out_len, out_eof);
      in_ready_o  <= in_ready;
      par_ready_o <= par_ready;
      out_valid_o <= out_valid;
      out_data_o  <= out_data;
      out_len_o   <= LenW'(out_len);
      out_eof_o   <= out_eof;
    end
  end

endmodule

`default_nettype wire
