// Decoupler between the cluster's framework and one reconfigurable slot (a partial-reconfiguration
// partition), in the manner of Xilinx's DFX Decoupler: while a slot is reloaded its outputs are
// meaningless and must reach nothing, and the framework must not wait for it.
//
// While decouple_i is high (registered here, so a decouple request never glitches the
// partition's reset):
// - the partition is held in reset (rp_rst_no low);
// - nothing from the partition passes: rp_in_ready_i, rp_par_ready_i and rp_out_valid_i are
//   replaced by 0 at the framework side;
// - the framework's input and parameter FIFOs drain into nowhere (their ready is 1), so the data
//   that was in flight for the old program is discarded and the dispatcher never waits for this
//   slot. The output FIFO's contents are the cluster's to drain (accel_cluster).
// The payload wires pass straight through: only the handshakes are gated.

`default_nettype none

module accel_decoupler (
  input  wire logic clk_i,
  input  wire logic rst_ni,
  // Decouple (and hold in reset) the partition.
  input  wire logic decouple_i,
  // Registered decouple_i: what the handshakes follow.
  output logic      decoupled_o,
  // The partition's reset: the cluster's reset or decoupled.
  output logic      rp_rst_no,
  // Input flits: framework FIFO -> partition.
  input  wire logic fin_valid_i,
  output logic      fin_ready_o,
  output logic      rp_in_valid_o,
  input  wire logic rp_in_ready_i,
  // Parameters: framework FIFO -> partition.
  input  wire logic fpar_valid_i,
  output logic      fpar_ready_o,
  output logic      rp_par_valid_o,
  input  wire logic rp_par_ready_i,
  // Output flits: partition -> framework FIFO.
  input  wire logic rp_out_valid_i,
  output logic      rp_out_ready_o,
  output logic      fout_valid_o,
  input  wire logic fout_ready_i
);

  logic decoupled_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      decoupled_q <= 1'b0;
    end else begin
      decoupled_q <= decouple_i;
    end
  end

  // The partition's reset is a register's output, released with the cluster's own reset: the
  // partition leaves reset on a clock edge, as its flip-flops expect.
  logic rp_rst_nq;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rp_rst_nq <= 1'b0;
    end else begin
      rp_rst_nq <= !decouple_i;
    end
  end

  assign decoupled_o    = decoupled_q;
  assign rp_rst_no      = rp_rst_nq;

  assign rp_in_valid_o  = fin_valid_i && !decoupled_q;
  assign fin_ready_o    = decoupled_q || rp_in_ready_i;
  assign rp_par_valid_o = fpar_valid_i && !decoupled_q;
  assign fpar_ready_o   = decoupled_q || rp_par_ready_i;
  assign fout_valid_o   = rp_out_valid_i && !decoupled_q;
  assign rp_out_ready_o = fout_ready_i && !decoupled_q;

endmodule

`default_nettype wire
