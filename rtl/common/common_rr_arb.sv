// Round-robin arbiter.
//
// The grant is combinational from req_i: the first requester at or after the priority pointer,
// searching upwards and wrapping. The pointer moves to just past the winner only on advance_i
// (the grant was accepted), so a grant that is not taken uses up nobody's turn, and a requester
// that was served drops to the lowest priority. That gives the fairness bound: a requester that
// keeps requesting is granted within N accepted grants.
//
// The grant is not locked while advance_i is low: a requester with higher priority that raises
// its request meanwhile takes the grant over. That suits a mux in front of a ready/valid sink
// (advance_i = the sink's handshake); a caller whose presented choice must not be withdrawn
// (AXI-style valid) latches the grant itself.
//
// The search is two plain priority encoders (requests at or above the pointer, then all
// requests) rather than a rotate, which keeps the logic a shallow chain for any N.

`default_nettype none

module common_rr_arb #(
  // Number of requesters (>= 1).
  parameter int N = 4,
  // Derived: width of gnt_idx_o (at least 1 so N = 1 still has a port). Not to be overridden.
  localparam int IdxWidth = (N > 1) ? $clog2(N) : 1
) (
  // Clock and asynchronous active-low reset; reset gives requester 0 the top priority.
  input  wire logic                clk_i,
  input  wire logic                rst_ni,
  // Requests, one bit per requester.
  input  wire logic [N-1:0]        req_i,
  // Grant: one-hot (all zero when nothing is requested) and its index (0 when idle).
  output logic      [N-1:0]        gnt_o,
  output logic      [IdxWidth-1:0] gnt_idx_o,
  // The current grant is accepted this cycle: rotate priority past the winner.
  input  wire logic                advance_i
);

  // Elaboration-time check. Icarus 11 has no elaboration-time $error, so there the check fails
  // the simulation at time 0 instead.
  if (N < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "common_rr_arb: need N >= 1");
`else
    $error("common_rr_arb: need N >= 1");
`endif
  end

  localparam logic [IdxWidth-1:0] LastIdx = IdxWidth'(N - 1);

  // Index of the requester with the highest priority this cycle.
  logic [IdxWidth-1:0] ptr_d, ptr_q;
  logic [N-1:0]        req_upper;
  logic                upper_any, any_req;
  logic [IdxWidth-1:0] upper_idx, all_idx, win_idx;

  always_comb begin
    req_upper = '0;
    for (int i = 0; i < N; i++) begin
      req_upper[i] = req_i[i] && (IdxWidth'(i) >= ptr_q);
    end
  end

  // Lowest set bit of each vector; scanning downwards lets the last hit win without a found flag.
  always_comb begin
    upper_idx = '0;
    all_idx   = '0;
    for (int i = N - 1; i >= 0; i--) begin
      if (req_upper[i]) begin
        upper_idx = IdxWidth'(i);
      end
      if (req_i[i]) begin
        all_idx = IdxWidth'(i);
      end
    end
  end

  assign upper_any = |req_upper;
  assign any_req   = |req_i;
  // Nothing at or above the pointer: wrap round to the lowest requester.
  assign win_idx   = upper_any ? upper_idx : all_idx;

  always_comb begin
    gnt_o = '0;
    if (any_req) begin
      gnt_o[win_idx] = 1'b1;
    end
  end

  assign gnt_idx_o = win_idx;

  always_comb begin
    ptr_d = ptr_q;
    if (advance_i && any_req) begin
      ptr_d = (win_idx == LastIdx) ? '0 : win_idx + 1'b1;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ptr_q <= '0;
    end else begin
      ptr_q <= ptr_d;
    end
  end

endmodule

`default_nettype wire
