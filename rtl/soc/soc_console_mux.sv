// Console line mux: merges the console byte streams of several cores into one stream (for the
// UART) a whole line at a time, so lines from different cores never interleave.
//
// Each source has a LineBytes-byte buffer (common_fifo_sync). A source is ready to go out when
// its buffer holds a complete line (a '\n') or is full. A round-robin arbiter (common_rr_arb)
// picks one ready source, the mux sends the optional prefix "[i] " (i in hex: one digit up to 16
// sources, two above), then
// the source's bytes up to and including its first '\n'; a full buffer without a '\n' (a line
// longer than LineBytes) goes out as one LineBytes chunk with its own prefix, and the rest of the
// line follows as later chunks. Partial lines wait for their '\n'.
//
// The sources cannot be stalled (soc_sysctl's console port is a one-cycle pulse): a byte that
// finds its buffer full is dropped and pulses src_drop_o[i]. Size LineBytes and the UART rate so
// that does not happen in practice (see rtl/soc/doc/console.md).
`default_nettype none

module soc_console_mux #(
  // Number of sources (1 to 256; the prefix has one hex digit up to 16 sources, two above).
  parameter int NumSrc = 2,
  // Bytes each source's buffer holds (>= 2): the longest line that goes out in one piece.
  parameter int LineBytes = 128,
  // 1: "[i] " before each line (or chunk) from source i; 0: the lines as they are.
  parameter bit Prefix = 1'b1
) (
  // Clock and asynchronous active-low reset (empties the buffers).
  input  wire logic                clk_i,
  input  wire logic                rst_ni,

  // Source i's bytes in slice i, one per pulse of src_valid_i[i]; src_drop_o[i] pulses when
  // source i's byte was dropped (buffer full).
  input  wire logic [NumSrc-1:0]   src_valid_i,
  input  wire logic [NumSrc*8-1:0] src_data_i,
  output logic      [NumSrc-1:0]   src_drop_o,

  // The merged stream.
  output logic                     out_valid_o,
  input  wire logic                out_ready_i,
  output logic      [7:0]          out_data_o
);
  if (NumSrc < 1 || NumSrc > 256 || LineBytes < 2) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_console_mux: need 1 <= NumSrc <= 256 and LineBytes >= 2");
`else
    $error("soc_console_mux: need 1 <= NumSrc <= 256 and LineBytes >= 2");
`endif
  end

  localparam int IdxWidth = (NumSrc > 1) ? $clog2(NumSrc) : 1;
  localparam int CntWidth = $clog2(LineBytes + 1);
  localparam logic [CntWidth-1:0] FullCount = CntWidth'(LineBytes);
  localparam logic [7:0] Newline = 8'h0A;
  localparam int Digits = (NumSrc > 16) ? 2 : 1;
  localparam logic [2:0] PreLast = 3'(Digits + 2);   // index of the prefix's last character

  logic [NumSrc-1:0]   fifo_in_ready, fifo_out_valid, fifo_pop, line_ready;
  logic [7:0]          fifo_out_data [NumSrc];
  logic [CntWidth-1:0] fifo_count [NumSrc];
  logic [CntWidth-1:0] nl_cnt_q [NumSrc];      // '\n' bytes in source i's buffer

  for (genvar i = 0; i < NumSrc; i++) begin : gen_src
    logic push_nl, pop_nl;

    common_fifo_sync #(
      .Width (8),
      .Depth (LineBytes)
    ) i_line_buf (
      .clk_i       (clk_i),
      .rst_ni      (rst_ni),
      .in_valid_i  (src_valid_i[i]),
      .in_ready_o  (fifo_in_ready[i]),
      .in_data_i   (src_data_i[i*8 +: 8]),
      .out_valid_o (fifo_out_valid[i]),
      .out_ready_i (fifo_pop[i]),
      .out_data_o  (fifo_out_data[i]),
      .count_o     (fifo_count[i])
    );

    assign push_nl = src_valid_i[i] && fifo_in_ready[i] && src_data_i[i*8 +: 8] == Newline;
    assign pop_nl  = fifo_pop[i] && fifo_out_data[i] == Newline;

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        nl_cnt_q[i] <= '0;
      end else if (push_nl != pop_nl) begin
        nl_cnt_q[i] <= push_nl ? nl_cnt_q[i] + 1'b1 : nl_cnt_q[i] - 1'b1;
      end
    end

    assign line_ready[i] = nl_cnt_q[i] != '0 || fifo_count[i] == FullCount;
    assign src_drop_o[i] = src_valid_i[i] && !fifo_in_ready[i];
  end

  // ---------------------------------------------------------------- line sequencer
  typedef enum logic [1:0] {StIdle, StPrefix, StBody} state_e;
  state_e              state_q;
  logic [IdxWidth-1:0] cur_q;
  logic [2:0]          pre_q;      // prefix character index
  logic [CntWidth-1:0] len_q;      // bytes of this line (chunk) sent so far
  logic [NumSrc-1:0]   gnt;
  logic [IdxWidth-1:0] gnt_idx;
  logic                start, body_pop, line_end;
  logic [7:0]          cur_data;
  logic [7:0]          cur_id;
  logic [3:0]          pre_digit;

  common_rr_arb #(
    .N (NumSrc)
  ) i_arb (
    .clk_i     (clk_i),
    .rst_ni    (rst_ni),
    .req_i     (state_q == StIdle ? line_ready : '0),
    .gnt_o     (gnt),
    .gnt_idx_o (gnt_idx),
    .advance_i (start)
  );

  assign start    = state_q == StIdle && |gnt;
  assign cur_data = fifo_out_data[cur_q];
  assign cur_id   = 8'(cur_q);
  // Two digits: characters 1 and 2 are the high and low nibble; one digit: character 1 is it.
  assign pre_digit = (Digits == 2 && pre_q == 3'd1) ? cur_id[7:4] : cur_id[3:0];
  assign body_pop = state_q == StBody && fifo_out_valid[cur_q] && out_ready_i;
  assign line_end = body_pop && (cur_data == Newline || len_q == FullCount - 1'b1);

  always_comb begin
    fifo_pop = '0;
    fifo_pop[cur_q] = body_pop;
  end

  always_comb begin
    out_valid_o = 1'b0;
    out_data_o  = cur_data;
    unique case (state_q)
      StPrefix: begin
        out_valid_o = 1'b1;
        if (pre_q == 3'd0) begin
          out_data_o = "[";
        end else if (pre_q <= 3'(Digits)) begin
          out_data_o = pre_digit < 4'd10 ? 8'h30 + 8'(pre_digit) : 8'h57 + 8'(pre_digit);  // 0-9, a-f
        end else if (pre_q == PreLast - 1'b1) begin
          out_data_o = "]";
        end else begin
          out_data_o = " ";
        end
      end
      StBody: out_valid_o = fifo_out_valid[cur_q];
      default: ;
    endcase
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= StIdle;
      cur_q   <= '0;
      pre_q   <= '0;
      len_q   <= '0;
    end else begin
      unique case (state_q)
        StIdle: begin
          if (start) begin
            cur_q   <= gnt_idx;
            pre_q   <= '0;
            len_q   <= '0;
            state_q <= Prefix ? StPrefix : StBody;
          end
        end
        StPrefix: begin
          if (out_ready_i) begin
            pre_q <= pre_q + 1'b1;
            if (pre_q == PreLast) state_q <= StBody;
          end
        end
        StBody: begin
          if (body_pop) begin
            len_q <= len_q + 1'b1;
            if (line_end) state_q <= StIdle;
          end
        end
        default: state_q <= StIdle;
      endcase
    end
  end
endmodule

`default_nettype wire
