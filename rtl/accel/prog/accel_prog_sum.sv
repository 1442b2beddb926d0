// A drive program for the slot benches: the byte count and the sum of a file's 32-bit words.
//
// It takes every flit of a file (little-endian 32-bit words; a last flit's bytes beyond len count
// as zero) and, at eop, sends one 16-byte flit: {sum (64 bits), bytes (64 bits)}, bytes in the
// low half. No parameters. It is small on purpose: a second program to reload a slot with, whose
// output cannot be mistaken for the pass-through's.

`default_nettype none

module accel_prog_sum #(
  parameter int DataW = 512,
  localparam int LenW = $clog2(DataW / 8) + 1
) (
  input  wire logic             clk_i,
  input  wire logic             rst_ni,
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

  localparam int Words = DataW / 32;

  // The result flit holds two 64-bit counts.
  if (DataW < 128 || DataW % 32 != 0) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "accel_prog_sum: need DataW >= 128, a multiple of 32");
`else
    $error("accel_prog_sum: need DataW >= 128, a multiple of 32");
`endif
  end

  logic [63:0] sum_q, bytes_q, flit_sum;
  logic        take;

  // Parameters are not used: any that arrive are taken and ignored.
  assign par_ready_o = 1'b1;
  logic unused_par;
  assign unused_par = ^{par_valid_i, par_data_i};

  assign in_ready_o = !out_valid_o || out_ready_i;
  assign take = in_valid_i && in_ready_o;

  always_comb begin
    flit_sum = '0;
    for (int w = 0; w < Words; w++) begin
      for (int b = 0; b < 4; b++) begin
        if (w * 4 + b < 32'(in_len_i)) begin
          flit_sum = flit_sum + (64'(in_data_i[w*32 + b*8 +: 8]) << (8 * b));
        end
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sum_q       <= '0;
      bytes_q     <= '0;
      out_valid_o <= 1'b0;
      out_data_o  <= '0;
      out_len_o   <= '0;
      out_eof_o   <= 1'b0;
    end else begin
      if (out_valid_o && out_ready_i) begin
        out_valid_o <= 1'b0;
      end
      if (take) begin
        if (in_eof_i) begin
          out_valid_o <= 1'b1;
          out_data_o  <= DataW'({sum_q + flit_sum, bytes_q + 64'(in_len_i)});
          out_len_o   <= LenW'(16);
          out_eof_o   <= 1'b1;
          sum_q       <= '0;
          bytes_q     <= '0;
        end else begin
          sum_q   <= sum_q + flit_sum;
          bytes_q <= bytes_q + 64'(in_len_i);
        end
      end
    end
  end

endmodule

`default_nettype wire
