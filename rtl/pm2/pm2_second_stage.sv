// 2PM second stage: turns the first stage's page results into one verdict per search request.
//
// Each request has a slot with a completion bitmap of its sub-requests (one page each, in the
// request's order). Page results arrive in any order (the chip schedulers reorder them); each is
// kept in block RAM. The request is finished (2PM section III.B):
//   at once, matched, when a page result says matched;
//   otherwise when every sub-request is done: its pages are joined in order (rtl/pm2/doc/README.md,
//   "Joining pages"): the greedy states compose page by page (state = adv_p[state]); reaching n is
//   matched; else, when no key spans a page boundary (a page's tail and the next page's head
//   fragments, head_next & bit-reverse(tail): the right-aligned tail makes this a fixed wiring),
//   mismatched; else the pages must be searched again (verdict "rescan").
// A slot is free again once all of its page results have arrived (after an early verdict too).
//
// Bad input never hangs and never touches another request: opening a slot in use, a result for a
// slot not open, a sub-request index past the request's count, a second result for one index, or
// a result of class 3 (bad query) are refused with err_valid_o and a code; a class-3 page makes
// the request's verdict "bad query".
`default_nettype none

module pm2_second_stage #(
  // Requests in progress at once (slots) and sub-requests (pages) per request.
  parameter int NumReqs = 16,
  parameter int MaxSubs = 64,
  // The first stage's query limits (pm2_matcher's parameters).
  parameter int MaxKeys = 8,
  parameter int MaxKeyBytes = 32,
  // Derived widths; not meant to be overridden.
  localparam int ReqW = $clog2(NumReqs),
  localparam int SubW = $clog2(MaxSubs),
  localparam int CountW = $clog2(MaxSubs + 1),
  localparam int StateW = $clog2(MaxKeys + 1),
  localparam int FragW = MaxKeyBytes - 1
) (
  // Clock and asynchronous active-low reset (reset frees every slot).
  input  wire logic                          clk_i,
  input  wire logic                          rst_ni,
  // Open a request: its slot, its number of sub-requests (1..MaxSubs) and keys (1..MaxKeys).
  input  wire logic                          open_valid_i,
  output logic                               open_ready_o,
  input  wire logic [ReqW-1:0]               open_req_i,
  input  wire logic [CountW-1:0]             open_subs_i,
  input  wire logic [StateW-1:0]             open_keys_i,
  // One page result (pm2_matcher's fields; tail right-aligned as it gives it).
  input  wire logic                          sub_valid_i,
  output logic                               sub_ready_o,
  input  wire logic [ReqW-1:0]               sub_req_i,
  input  wire logic [SubW-1:0]               sub_idx_i,
  input  wire logic [1:0]                    sub_class_i,
  input  wire logic [MaxKeys*StateW-1:0]     sub_adv_i,
  input  wire logic [MaxKeys*FragW-1:0]      sub_head_i,
  input  wire logic [MaxKeys*FragW-1:0]      sub_tail_i,
  // One verdict per request: 0 mismatched, 1 matched, 2 rescan (a key spans a page boundary),
  // 3 bad query.
  output logic                               done_valid_o,
  input  wire logic                          done_ready_i,
  output logic [ReqW-1:0]                    done_req_o,
  output logic [1:0]                         done_verdict_o,
  // A refused input (one cycle): 1 slot in use, 2 slot not open, 3 index past the count,
  // 4 index already done, 5 open with a bad count.
  output logic                               err_valid_o,
  output logic [2:0]                         err_code_o
);

  if (NumReqs < 2 || MaxSubs < 2 || MaxKeys < 1 || MaxKeyBytes < 4 || (1 << ReqW) != NumReqs ||
      (1 << SubW) != MaxSubs) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "pm2_second_stage: NumReqs and MaxSubs powers of two >= 2, MaxKeys >= 1, MaxKeyBytes >= 4");
`else
    $error("pm2_second_stage: NumReqs and MaxSubs powers of two >= 2, MaxKeys >= 1, MaxKeyBytes >= 4");
`endif
  end

  localparam int RecW = MaxKeys * StateW + 2 * MaxKeys * FragW;
  localparam logic [1:0] VMismatched = 2'd0, VMatched = 2'd1, VRescan = 2'd2, VBad = 2'd3;
  localparam logic [1:0] ClassMatched = 2'd2, ClassBad = 2'd3;

  // ---------------- slots ----------------
  logic [NumReqs-1:0]        busy_q, decided_q;
  logic [NumReqs*MaxSubs-1:0] arrived_q;
  logic [NumReqs*CountW-1:0] subs_q, count_q;
  logic [NumReqs*StateW-1:0] keys_q;

  // Verdicts leave through a small FIFO; an input that may produce one waits for room there.
  logic       vq_in_valid, vq_in_ready;
  logic [ReqW+1:0] vq_in_data;

  // Requests whose pages are all in, waiting for the join (at most one entry per slot).
  logic            jq_in_valid, jq_in_ready, jq_out_valid, jq_out_ready;
  logic [ReqW-1:0] jq_in_data, jq_out_data;

  // ---------------- inputs ----------------
  logic open_bad, open_fire, sub_fire, sub_err;
  logic [2:0] sub_code;
  logic       sub_done_all, sub_early;
  logic [CountW-1:0] sub_count_next;

  assign open_bad = open_subs_i == '0 || 32'(open_subs_i) > 32'(MaxSubs) || busy_q[open_req_i];
  // Opening never waits: a bad open is refused. A result waits only for room for its verdict.
  assign open_ready_o = 1'b1;
  assign open_fire = open_valid_i;
  assign sub_ready_o = !open_valid_i && vq_in_ready && jq_in_ready;
  assign sub_fire = sub_valid_i && sub_ready_o;

  always_comb begin
    sub_code = 3'd0;
    if (!busy_q[sub_req_i]) sub_code = 3'd2;
    else if (32'(sub_idx_i) >= 32'(subs_q[sub_req_i * CountW +: CountW])) sub_code = 3'd3;
    else if (arrived_q[sub_req_i * MaxSubs + 32'(sub_idx_i)]) sub_code = 3'd4;
  end
  assign sub_err = sub_code != 3'd0;
  assign sub_count_next = count_q[sub_req_i * CountW +: CountW] + CountW'(1);
  assign sub_done_all = sub_count_next == subs_q[sub_req_i * CountW +: CountW];
  // A matched or bad page decides the request now (once).
  assign sub_early = (sub_class_i == ClassMatched || sub_class_i == ClassBad) && !decided_q[sub_req_i];

  // ---------------- page records ----------------
  logic [RecW-1:0] rec_mem [NumReqs * MaxSubs];
  logic [RecW-1:0] rec_q;
  logic            rec_rd;
  logic [ReqW+SubW-1:0] rec_raddr;

  always_ff @(posedge clk_i) begin
    if (sub_fire && !sub_err) rec_mem[{sub_req_i, sub_idx_i}] <= {sub_adv_i, sub_head_i, sub_tail_i};
    if (rec_rd) rec_q <= rec_mem[rec_raddr];
  end

  // ---------------- join engine ----------------
  // Reads the slot's records in order, one a cycle (the record arrives the cycle after its read).
  logic            jn_active_q, jn_have_q, jn_spans_q;
  logic [ReqW-1:0] jn_req_q;
  logic [CountW-1:0] jn_next_q;        // next page to read
  logic [StateW-1:0] jn_state_q;
  logic [MaxKeys*FragW-1:0] jn_tail_q; // the previous page's tail
  logic            jn_first_q;         // the record arriving is the request's first page
  logic            jn_last_q;          // ... and its last
  logic            jn_finish;

  logic [MaxKeys*StateW-1:0] r_adv;
  logic [MaxKeys*FragW-1:0]  r_head, r_tail;
  logic [StateW-1:0]         state_next;
  logic                      spans_here;
  assign {r_adv, r_head, r_tail} = rec_q;

  always_comb begin
    state_next = jn_state_q;
    for (int s = 0; s < MaxKeys; s++) begin
      if (32'(jn_state_q) == 32'(s)) state_next = r_adv[s * StateW +: StateW];
    end
    spans_here = 1'b0;
    for (int k = 0; k < MaxKeys; k++) begin
      for (int q = 0; q < FragW; q++) begin
        if (r_head[k * FragW + q] && jn_tail_q[k * FragW + FragW - 1 - q]) spans_here = 1'b1;
      end
    end
    if (jn_first_q) spans_here = 1'b0;
  end

  assign jq_out_ready = !jn_active_q;
  assign rec_rd = jn_active_q && 32'(jn_next_q) < 32'(subs_q[jn_req_q * CountW +: CountW]);
  assign rec_raddr = {jn_req_q, jn_next_q[SubW-1:0]};
  // The last record is in: the verdict goes out when the FIFO has room (the engine waits).
  assign jn_finish = jn_have_q && jn_last_q && !(sub_fire && sub_early) && vq_in_ready;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      jn_active_q <= 1'b0;
      jn_have_q <= 1'b0;
      jn_spans_q <= 1'b0;
      jn_req_q <= '0;
      jn_next_q <= '0;
      jn_state_q <= '0;
      jn_tail_q <= '0;
      jn_first_q <= 1'b0;
      jn_last_q <= 1'b0;
    end else if (!jn_active_q) begin
      if (jq_out_valid) begin
        jn_active_q <= 1'b1;
        jn_have_q <= 1'b0;
        jn_spans_q <= 1'b0;
        jn_req_q <= jq_out_data;
        jn_next_q <= '0;
        jn_state_q <= '0;
        jn_first_q <= 1'b1;
      end
    end else if (jn_have_q && jn_last_q) begin
      if (jn_finish) begin
        jn_active_q <= 1'b0;
        jn_have_q <= 1'b0;
      end
    end else begin
      // Fold the record that arrived (if any), read the next.
      if (jn_have_q) begin
        jn_state_q <= state_next;
        jn_spans_q <= jn_spans_q || spans_here;
        jn_tail_q <= r_tail;
        jn_first_q <= 1'b0;
      end
      jn_have_q <= rec_rd;
      jn_last_q <= rec_rd && jn_next_q + CountW'(1) == subs_q[jn_req_q * CountW +: CountW];
      if (rec_rd) jn_next_q <= jn_next_q + CountW'(1);
    end
  end

  // The verdict of the last page folded in (the state after it, the boundaries before it).
  logic [1:0] jn_verdict;
  always_comb begin
    if (32'(state_next) == 32'(keys_q[jn_req_q * StateW +: StateW])) jn_verdict = VMatched;
    else if (jn_spans_q || spans_here) jn_verdict = VRescan;
    else jn_verdict = VMismatched;
  end

  // ---------------- verdicts, slot state ----------------
  always_comb begin
    vq_in_valid = 1'b0;
    vq_in_data = '0;
    if (sub_fire && !sub_err && sub_early) begin
      vq_in_valid = 1'b1;
      vq_in_data = {sub_req_i, sub_class_i == ClassBad ? VBad : VMatched};
    end else if (jn_finish) begin
      // A slot joins only when it was not decided by its last page: the verdict is still due.
      vq_in_valid = 1'b1;
      vq_in_data = {jn_req_q, jn_verdict};
    end
    jq_in_valid = sub_fire && !sub_err && sub_done_all && !decided_q[sub_req_i] && !sub_early;
    jq_in_data = sub_req_i;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q <= '0;
      decided_q <= '0;
      arrived_q <= '0;
      subs_q <= '0;
      count_q <= '0;
      keys_q <= '0;
    end else begin
      if (open_fire && !open_bad) begin
        busy_q[open_req_i] <= 1'b1;
        decided_q[open_req_i] <= 1'b0;
        arrived_q[open_req_i * MaxSubs +: MaxSubs] <= '0;
        subs_q[open_req_i * CountW +: CountW] <= open_subs_i;
        count_q[open_req_i * CountW +: CountW] <= '0;
        keys_q[open_req_i * StateW +: StateW] <= open_keys_i;
      end
      if (sub_fire && !sub_err) begin
        arrived_q[sub_req_i * MaxSubs + 32'(sub_idx_i)] <= 1'b1;
        count_q[sub_req_i * CountW +: CountW] <= sub_count_next;
        if (sub_early) decided_q[sub_req_i] <= 1'b1;
        // Decided before its last page: nothing to join, the slot is free.
        if (sub_done_all && (decided_q[sub_req_i] || sub_early)) busy_q[sub_req_i] <= 1'b0;
      end
      if (jn_finish) busy_q[jn_req_q] <= 1'b0;
    end
  end

  assign err_valid_o = (open_fire && open_bad) || (sub_fire && sub_err);
  assign err_code_o = (open_fire && open_bad) ? (busy_q[open_req_i] ? 3'd1 : 3'd5) : sub_code;

  common_fifo_sync #(
    .Width(ReqW + 2),
    .Depth(4)
  ) i_verdicts (
    .clk_i,
    .rst_ni,
    .in_valid_i (vq_in_valid),
    .in_ready_o (vq_in_ready),
    .in_data_i  (vq_in_data),
    .out_valid_o(done_valid_o),
    .out_ready_i(done_ready_i),
    .out_data_o ({done_req_o, done_verdict_o}),
    .count_o    ()
  );

  common_fifo_sync #(
    .Width(ReqW),
    .Depth(NumReqs)
  ) i_join_queue (
    .clk_i,
    .rst_ni,
    .in_valid_i (jq_in_valid),
    .in_ready_o (jq_in_ready),
    .in_data_i  (jq_in_data),
    .out_valid_o(jq_out_valid),
    .out_ready_i(jq_out_ready),
    .out_data_o (jq_out_data),
    .count_o    ()
  );

endmodule
