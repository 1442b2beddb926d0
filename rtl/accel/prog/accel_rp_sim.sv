// Simulation stand-in for one reconfigurable partition: every program the benches load, with the
// one prog_i names connected. On a board the partition holds one program at a time and a partial
// bitstream replaces it (boards/vcu118, DFX flow); here a reload is a change of prog_i while the
// slot is decoupled (and so held in reset by accel_decoupler), which is when a partial bitstream
// is written too. The programs not selected are held in reset and see no valid.
//
// prog_i: 0 empty (takes nothing, sends nothing), 1 accel_prog_pace, 2 accel_prog_sum.

`default_nettype none

module accel_rp_sim #(
  parameter int DataW = 512,
  localparam int LenW = $clog2(DataW / 8) + 1
) (
  input  wire logic             clk_i,
  input  wire logic             rst_ni,
  input  wire logic [1:0]       prog_i,
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

  localparam int NumProgs = 2;

  logic [NumProgs-1:0]       sel, in_ready, par_ready, out_valid, out_eof;
  logic [NumProgs*DataW-1:0] out_data;
  logic [NumProgs*LenW-1:0]  out_len;

  for (genvar p = 0; p < NumProgs; p++) begin : gen_prog
    assign sel[p] = 32'(prog_i) == p + 1;
    logic prog_rst_n;
    assign prog_rst_n = rst_ni && sel[p];
    if (p == 0) begin : gen_pace
      accel_prog_pace #(.DataW(DataW)) u_prog (
        .clk_i, .rst_ni(prog_rst_n),
        .in_valid_i(in_valid_i && sel[p]), .in_ready_o(in_ready[p]), .in_data_i, .in_len_i, .in_eof_i,
        .par_valid_i(par_valid_i && sel[p]), .par_ready_o(par_ready[p]), .par_data_i,
        .out_valid_o(out_valid[p]), .out_ready_i(out_ready_i && sel[p]),
        .out_data_o(out_data[p*DataW +: DataW]), .out_len_o(out_len[p*LenW +: LenW]), .out_eof_o(out_eof[p])
      );
    end else begin : gen_sum
      accel_prog_sum #(.DataW(DataW)) u_prog (
        .clk_i, .rst_ni(prog_rst_n),
        .in_valid_i(in_valid_i && sel[p]), .in_ready_o(in_ready[p]), .in_data_i, .in_len_i, .in_eof_i,
        .par_valid_i(par_valid_i && sel[p]), .par_ready_o(par_ready[p]), .par_data_i,
        .out_valid_o(out_valid[p]), .out_ready_i(out_ready_i && sel[p]),
        .out_data_o(out_data[p*DataW +: DataW]), .out_len_o(out_len[p*LenW +: LenW]), .out_eof_o(out_eof[p])
      );
    end
  end

  always_comb begin
    in_ready_o  = 1'b0;
    par_ready_o = 1'b0;
    out_valid_o = 1'b0;
    out_data_o  = '0;
    out_len_o   = '0;
    out_eof_o   = 1'b0;
    for (int p = 0; p < NumProgs; p++) begin
      if (sel[p]) begin
        in_ready_o  = in_ready[p];
        par_ready_o = par_ready[p];
        out_valid_o = out_valid[p];
        out_data_o  = out_data[p*DataW +: DataW];
        out_len_o   = out_len[p*LenW +: LenW];
        out_eof_o   = out_eof[p];
      end
    end
  end

endmodule

`default_nettype wire
