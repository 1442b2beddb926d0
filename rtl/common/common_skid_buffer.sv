// Ready/valid register slice (two-entry skid buffer).
//
// Cuts every combinational path between the two sides: out_valid_o/out_data_o come from the
// output register and in_ready_o from a register too, so neither a long valid/data path nor a
// long ready path runs through this block. Because in_ready_o is registered it cannot drop in
// the same cycle that out_ready_i does; the word that arrives in that cycle lands in the skid
// register, which is why two entries are needed for one transfer per cycle.

`default_nettype none

module common_skid_buffer #(
  // Bits per transfer.
  parameter int Width = 8
) (
  // Clock and asynchronous active-low reset; reset empties both entries.
  input  wire logic             clk_i,
  input  wire logic             rst_ni,
  // Upstream side: a word moves in when in_valid_i && in_ready_o.
  input  wire logic             in_valid_i,
  output logic                  in_ready_o,
  input  wire logic [Width-1:0] in_data_i,
  // Downstream side: a word moves out when out_valid_o && out_ready_i.
  output logic                  out_valid_o,
  input  wire logic             out_ready_i,
  output logic      [Width-1:0] out_data_o
);

  // Elaboration-time check. Icarus 11 has no elaboration-time $error, so there the check fails
  // the simulation at time 0 instead.
  if (Width < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "common_skid_buffer: need Width >= 1");
`else
    $error("common_skid_buffer: need Width >= 1");
`endif
  end

  // Output register (the older word) and skid register (the younger one, only ever occupied
  // while the output register is too).
  logic             out_valid_d, out_valid_q, skid_valid_d, skid_valid_q;
  logic [Width-1:0] out_data_d, out_data_q, skid_data_d, skid_data_q;
  logic             push, out_free;

  assign push     = in_valid_i && in_ready_o;
  // The output register can take a new word this cycle: it is empty or being read.
  assign out_free = !out_valid_q || out_ready_i;

  always_comb begin
    out_valid_d  = out_valid_q;
    out_data_d   = out_data_q;
    skid_valid_d = skid_valid_q;
    skid_data_d  = skid_data_q;
    if (out_free) begin
      // The skid word is older than anything arriving now, so it goes first.
      if (skid_valid_q) begin
        out_valid_d  = 1'b1;
        out_data_d   = skid_data_q;
        skid_valid_d = 1'b0;
      end else begin
        out_valid_d  = push;
        if (push) begin
          out_data_d = in_data_i;
        end
      end
    end else if (push) begin
      // Downstream stalled while upstream still saw ready: park the word.
      skid_valid_d = 1'b1;
      skid_data_d  = in_data_i;
    end
  end

  // The data registers are reset as well so 4-state simulators never show X on out_data_o.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      out_valid_q  <= 1'b0;
      out_data_q   <= '0;
      skid_valid_q <= 1'b0;
      skid_data_q  <= '0;
    end else begin
      out_valid_q  <= out_valid_d;
      out_data_q   <= out_data_d;
      skid_valid_q <= skid_valid_d;
      skid_data_q  <= skid_data_d;
    end
  end

  // Ready while the skid register is free: if the output stalls this cycle, there is room.
  assign in_ready_o  = !skid_valid_q;
  assign out_valid_o = out_valid_q;
  assign out_data_o  = out_data_q;

endmodule

`default_nettype wire
