// statistics as synthesizable RTL: the twin of hls/statistics (same parameter block, same
// output flits). Per row of 32-bit unsigned numbers: {min, max (32 bits each), sum (64 bits)}, a
// short last row too. One number a cycle (1 GB/s at 250 MHz) plus one cycle per flit to take it.
// Parameters (1 word): numbers per row; 0 reports nothing.

`default_nettype none

module accel_prog_stats #(
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

  typedef enum logic [2:0] {Params, Take, Sum, Tail, Finish} state_e;
  state_e state_q;

  logic [31:0]      row_len_q, count_q, lo_q, hi_q;
  logic [63:0]      sum_q;
  logic [DataW-1:0] flit_q;
  logic [LenW-1:0]  len_q, at_q;  // the held flit's length, and its next byte
  logic             eof_q;

  logic [31:0] v, lo_n, hi_n;
  logic [63:0] sum_n;
  logic        word_left, row_done, rec_valid, rec_ready, fin_ready;

  assign v         = flit_q[8 * at_q +: 32];
  assign word_left = 32'(at_q) + 4 <= 32'(len_q);
  assign lo_n      = (count_q == 0 || v < lo_q) ? v : lo_q;
  assign hi_n      = (count_q == 0 || v > hi_q) ? v : hi_q;
  assign sum_n     = sum_q + 64'(v);
  assign row_done  = count_q + 1 == row_len_q;
  // A number that ends a row is taken only when its record can go.
  assign rec_valid = (state_q == Sum && word_left && row_len_q != 0 && row_done) || (state_q == Tail && count_q != 0);

  accel_flit_packer #(.DataW(DataW), .RecW(128)) u_packer (
    .clk_i,
    .rst_ni,
    .rec_valid_i(rec_valid),
    .rec_ready_o(rec_ready),
    .rec_data_i (state_q == Tail ? {sum_q, hi_q, lo_q} : {sum_n, hi_n, lo_n}),
    .fin_valid_i(state_q == Finish),
    .fin_ready_o(fin_ready),
    .out_valid_o,
    .out_ready_i,
    .out_data_o,
    .out_len_o,
    .out_eof_o
  );

  assign par_ready_o = state_q == Params;
  assign in_ready_o  = state_q == Take;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q   <= Params;
      row_len_q <= '0;
      count_q   <= '0;
      lo_q      <= '0;
      hi_q      <= '0;
      sum_q     <= '0;
      flit_q    <= '0;
      len_q     <= '0;
      at_q      <= '0;
      eof_q     <= 1'b0;
    end else begin
      unique case (state_q)
        Params: if (par_valid_i) begin
          row_len_q <= par_data_i;
          count_q   <= '0;
          sum_q     <= '0;
          state_q   <= Take;
        end
        Take: if (in_valid_i) begin
          flit_q  <= in_data_i;
          len_q   <= in_len_i;
          at_q    <= '0;
          eof_q   <= in_eof_i;
          state_q <= Sum;
        end
        Sum: if (!word_left) begin
          state_q <= eof_q ? Tail : Take;
        end else if (row_len_q == 0) begin
          at_q <= at_q + LenW'(4);
        end else if (!row_done) begin
          lo_q    <= lo_n;
          hi_q    <= hi_n;
          sum_q   <= sum_n;
          count_q <= count_q + 1;
          at_q    <= at_q + LenW'(4);
        end else if (rec_ready) begin
          count_q <= '0;
          sum_q   <= '0;
          at_q    <= at_q + LenW'(4);
        end
        Tail: if (count_q == 0 || rec_ready) begin
          state_q <= Finish;
        end
        Finish: if (fin_ready) begin
          state_q <= Params;
        end
        default: state_q <= Params;
      endcase
    end
  end

endmodule

`default_nettype wire
