// grep as synthesizable RTL: the twin of hls/grep (same parameter block, same output flits).
// Reports the byte offset of every occurrence of a literal pattern of 1..32 bytes, overlapping
// ones too, as 32-bit little-endian words.
//
// Lanes bytes a cycle (4: 1 GB/s at 250 MHz, a sixteenth of a slot's flit rate, which the credit
// scheduler absorbs), plus two cycles per flit (take it, leave it) and one per match.
//
// The pattern is kept right-aligned in a 32-byte register with a mask of its bytes, so each lane
// compares the 32 bytes ending at it with one AND over 32 masked byte compares and no shifter by
// the pattern's length; the alignment is done once per file, a byte a cycle, after the parameters.
// Parameters (9 words): n, then the pattern's 32 bytes, four to a word. n outside 1..32 matches
// nothing, as in the C++.

`default_nettype none

module accel_prog_grep #(
  parameter int DataW = 512,
  parameter int Lanes = 4,
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

  localparam int MaxPat = 32;
  localparam int FlitBytes = DataW / 8;

  if (Lanes < 1 || FlitBytes % Lanes != 0) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "accel_prog_grep: Lanes must divide the flit's bytes");
`else
    $error("accel_prog_grep: Lanes must divide the flit's bytes");
`endif
  end

  typedef enum logic [2:0] {Params, Align, Take, Scan, Finish} state_e;
  state_e state_q;

  logic [3:0]          par_count_q;   // parameter words taken
  logic [31:0]         n_q;
  logic                valid_q;       // 1 <= n <= 32
  logic [8*MaxPat-1:0] pat_q;         // right-aligned after Align: the last pattern byte at [255:248]
  logic [MaxPat-1:0]   mask_q;
  logic [5:0]          align_left_q;
  logic [8*MaxPat-1:0] win_q;         // the last 32 bytes seen, the newest at [255:248]
  logic [5:0]          seen_q;        // bytes seen, saturating at 32
  logic [31:0]         pos_q;         // file offset of the next byte
  logic [DataW-1:0]    flit_q;
  logic [LenW-1:0]     len_q, at_q;   // the held flit's length, and the next byte in it
  logic                eof_q;
  logic [Lanes-1:0]    hits_q;        // matches of the last chunk still to report
  logic [31:0]         hit_base_q;    // offset of the last chunk's lane 0

  // ---- the chunk: up to Lanes bytes of the held flit --------------------------------------------

  logic [8*(MaxPat+Lanes)-1:0] ext;   // window then chunk, oldest byte first
  logic [Lanes-1:0]            lane_on, lane_hit;
  logic [LenW-1:0]             chunk;
  logic [8*MaxPat-1:0]         win_next;

  always_comb begin
    chunk = (len_q - at_q > LenW'(Lanes)) ? LenW'(Lanes) : len_q - at_q;
    ext = {(8 * Lanes)'(flit_q >> (8 * at_q)), win_q};
    for (int j = 0; j < Lanes; j++) begin
      lane_on[j] = LenW'(j) < chunk;
      lane_hit[j] = lane_on[j] && valid_q && 32'(seen_q) + 32'(j) + 1 >= n_q;
      for (int k = 0; k < MaxPat; k++) begin
        if (mask_q[k] && ext[8 * (j + 1 + k) +: 8] != pat_q[8 * k +: 8]) begin
          lane_hit[j] = 1'b0;
        end
      end
    end
    win_next = win_q;
    for (int m = 1; m <= Lanes; m++) begin
      if (32'(chunk) == m) begin
        win_next = ext[8 * m +: 8 * MaxPat];
      end
    end
  end

  // ---- reporting, through the packer ---------------------------------------------------------------

  logic        rec_valid, rec_ready, fin_valid, fin_ready;
  logic [31:0] rec;
  logic [$clog2(Lanes > 1 ? Lanes : 2)-1:0] first_hit;

  always_comb begin
    first_hit = '0;
    for (int j = Lanes - 1; j >= 0; j--) begin
      if (hits_q[j]) begin
        first_hit = j[$bits(first_hit)-1:0];
      end
    end
  end
  assign rec_valid = state_q == Scan && hits_q != '0;
  assign rec       = hit_base_q + 32'(first_hit) + 32'd1 - n_q;
  assign fin_valid = state_q == Finish;

  accel_flit_packer #(.DataW(DataW), .RecW(32)) u_packer (
    .clk_i,
    .rst_ni,
    .rec_valid_i(rec_valid),
    .rec_ready_o(rec_ready),
    .rec_data_i (rec),
    .fin_valid_i(fin_valid),
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
      state_q      <= Params;
      par_count_q  <= '0;
      n_q          <= '0;
      valid_q      <= 1'b0;
      pat_q        <= '0;
      mask_q       <= '0;
      align_left_q <= '0;
      win_q        <= '0;
      seen_q       <= '0;
      pos_q        <= '0;
      flit_q       <= '0;
      len_q        <= '0;
      at_q         <= '0;
      eof_q        <= 1'b0;
      hits_q       <= '0;
      hit_base_q   <= '0;
    end else begin
      unique case (state_q)
        Params: if (par_valid_i) begin
          if (par_count_q == 0) begin
            n_q     <= par_data_i;
            valid_q <= par_data_i >= 32'd1 && par_data_i <= 32'(MaxPat);
            for (int k = 0; k < MaxPat; k++) begin
              mask_q[k] <= 32'(k) < par_data_i;
            end
          end else begin
            pat_q[32 * (32'(par_count_q) - 1) +: 32] <= par_data_i;
          end
          par_count_q <= par_count_q + 4'd1;
          if (par_count_q == 4'(MaxPat / 4)) begin
            par_count_q  <= '0;
            state_q      <= Align;
            align_left_q <= valid_q ? 6'(MaxPat - 32'(n_q)) : '0;
          end
        end
        Align: if (align_left_q != '0) begin
          pat_q        <= pat_q << 8;
          mask_q       <= mask_q << 1;
          align_left_q <= align_left_q - 6'd1;
        end else begin
          state_q <= Take;
          win_q   <= '0;
          seen_q  <= '0;
          pos_q   <= '0;
        end
        Take: if (in_valid_i) begin
          flit_q  <= in_data_i;
          len_q   <= in_len_i;
          at_q    <= '0;
          eof_q   <= in_eof_i;
          state_q <= in_len_i == '0 ? (in_eof_i ? Finish : Take) : Scan;
        end
        // A chunk's matches are reported one a cycle before the next chunk is looked at.
        Scan: if (hits_q != '0) begin
          if (rec_ready) begin
            hits_q[first_hit] <= 1'b0;
          end
        end else if (at_q != len_q) begin
          win_q      <= win_next;
          seen_q     <= (32'(seen_q) + 32'(chunk) > MaxPat) ? 6'(MaxPat) : seen_q + 6'(chunk);
          pos_q      <= pos_q + 32'(chunk);
          at_q       <= at_q + chunk;
          hits_q     <= lane_hit;
          hit_base_q <= pos_q;
        end else begin
          state_q <= eof_q ? Finish : Take;
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
