// Multi-bit level synchronizer: a chain of Stages flops per bit that brings a signal from another
// clock domain into clk_i's domain with a negligible probability of passing on metastability.
//
// Only use it for signals whose bits may be sampled independently: single-bit levels, or buses in
// which at most one bit changes between two samples (gray-coded pointers). Arbitrary multi-bit
// data needs a handshake or an asynchronous FIFO (common_fifo_async) instead, because the bits of
// a binary value can resolve on different cycles and produce a value that never existed.

`default_nettype none

module common_sync #(
  // Number of bits synchronized side by side (each bit independently).
  parameter int Width = 1,
  // Flops in the chain; 2 is the minimum for metastability resolution, 3 for very fast clocks.
  parameter int Stages = 2,
  // Value the chain takes during reset, so the destination sees a known level before any edge.
  parameter logic [Width-1:0] ResetValue = '0
) (
  // Destination clock domain.
  input  wire logic             clk_i,
  input  wire logic             rst_ni,
  // Asynchronous input and its synchronized copy (Stages clk_i cycles of latency).
  input  wire logic [Width-1:0] d_i,
  output logic      [Width-1:0] q_o
);

  // Elaboration-time check: a single flop gives no metastability protection. Icarus 11 has no
  // elaboration-time $error, so there the check fails the simulation at time 0 instead.
  if (Stages < 2 || Width < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "common_sync: need Stages >= 2 and Width >= 1");
`else
    $error("common_sync: need Stages >= 2 and Width >= 1");
`endif
  end

  // The chain is one flat vector (stage k in bits [k*Width +: Width]) because Yosys 0.23 has no
  // multi-dimensional packed arrays. ASYNC_REG keeps Vivado from separating the flops and lets its
  // CDC reports recognise the chain.
  localparam int ChainWidth = Stages * Width;
  (* ASYNC_REG = "TRUE" *) logic [ChainWidth-1:0] sync_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sync_q <= {Stages{ResetValue}};
    end else begin
      // A shift rather than a part-select, so a bad Stages still elaborates far enough to report
      // the parameter error above instead of an out-of-order select.
      sync_q <= (sync_q << Width) | ChainWidth'(d_i);
    end
  end

  assign q_o = sync_q[(Stages-1)*Width +: Width];

endmodule

`default_nettype wire
