// 2PM's reordering chip-level sub-request queue (2PM sections IV.B-IV.D): a doubly-linked list
// whose order the result analyzer's reordering requests and slack-aware insertion change.
//
// Entries live in Depth storage slots; the order is a doubly-linked list over the slots, so a move
// rewrites at most four entries' pointers and never copies an entry. Each cycle makes one
// structural change, in this precedence:
//   pop   the consumer takes an entry (normally the head) to run;
//   push  a new sub-request is linked at the tail (push_ready_o is low while a pop happens);
//   walk  one step of the walker: the lowest-numbered slot that still has to move either passes
//         its predecessor (the two swap places) or stops.
// Reordering requests (one a cycle, no ready: pm2_analyzer's bus) are taken every cycle beside
// that: every entry of the request whose priority is lower takes the new priority, loses its slack
// and walks. Unpin requests (one a cycle: pm2_request_manager moved the request's pin to a page
// expected to be read sooner) clear the pin of every entry of the request, a push of the same
// cycle included; entries that already stopped behind the old pin do not walk again. So a promotion takes one cycle to register and one cycle per entry it passes, which
// is the paper's single comparator walking "at most d cycles" (section IV.E.3).
//
// An entry E passes its predecessor P when P may be passed (not pinned while pinning is on, and
// passed fewer than max_swaps_i times: the anti-starvation rules of section IV.D) and either
//   P has a lower priority (matched 2 > partial 1 > none 0), or
//   E is walking from its insertion, slack-aware insertion is on, P has the same priority, and
//   P's slack is larger than E's service time (Slacker's rule, section IV.C).
// The passed entry loses E's service time from its slack (saturating at 0: Figure 6) and counts
// one more swap. With reordering and slack-aware insertion off, the queue is first come, first
// served: every policy of the paper's evaluation runs on the same RTL.
//
// Time: end_time_o is the queue's expected time to finish everything queued and running, what the
// request manager needs for a new request's slacks. Queued entries count their service times;
// what was popped counts down every cycle and is corrected to 0 by done_i (the paper's
// compensation at the end of a sub-request).
//
// Theory, rules and the reference model: rtl/pm2/doc/README.md, "The reordering queue";
// sim/lib/cssd_sim/pm2_sched.py.
`default_nettype none

module pm2_reorder_queue #(
  // Sub-requests the queue holds (the paper: 32 or less).
  parameter int Depth = 32,
  // Request id width (what reordering requests match).
  parameter int ReqW = 8,
  // Consumer's tag per entry (e.g. the die queue slot or the sub-request's descriptor).
  parameter int TagW = 8,
  // Slack, service time and end time width, in cycles (24 bits: 67 ms at 250 MHz).
  parameter int TimeW = 24,
  // Swap counter width; max_swaps_i is at most 2**SwapW - 1.
  parameter int SwapW = 4,
  // Derived; not meant to be overridden.
  localparam int IdxW = Depth > 1 ? $clog2(Depth) : 1,
  localparam int CntW = $clog2(Depth + 1)
) (
  // Clock and asynchronous active-low reset.
  input  wire logic              clk_i,
  input  wire logic              rst_ni,
  // Policy (run time): reordering requests raise priorities; slack-aware insertion; pinned
  // entries are never passed; an entry passed max_swaps_i times is not passed again.
  input  wire logic              reorder_en_i,
  input  wire logic              slack_en_i,
  input  wire logic              pin_en_i,
  input  wire logic [SwapW-1:0]  max_swaps_i,
  // A new sub-request: its request, expected service time (cycles), slack (cycles: see
  // cssd_sim.pm2_sched.request_slacks), whether it is its request's pinned sub-request, and the
  // priority its request already has.
  input  wire logic              push_valid_i,
  output logic                   push_ready_o,
  input  wire logic [TagW-1:0]   push_tag_i,
  input  wire logic [ReqW-1:0]   push_req_i,
  input  wire logic [TimeW-1:0]  push_svc_i,
  input  wire logic [TimeW-1:0]  push_slack_i,
  input  wire logic              push_pin_i,
  input  wire logic [1:0]        push_prio_i,
  // The slot a push takes this cycle (the consumer's handle for pop_idx_i later).
  output logic      [IdxW-1:0]   push_idx_o,
  // Reordering requests (pm2_analyzer's bus): request id and priority, 2 matched, 1 partial.
  input  wire logic              ro_valid_i,
  input  wire logic [ReqW-1:0]   ro_req_i,
  input  wire logic [1:0]        ro_prio_i,
  // Unpin requests: every entry of request unpin_req_i loses its pin.
  input  wire logic              unpin_valid_i,
  input  wire logic [ReqW-1:0]   unpin_req_i,
  // The head, and the consumer's take: pop_i removes slot pop_idx_i (normally head_idx_o; a pop
  // of an empty slot is ignored). done_i: nothing the consumer took is still running.
  output logic                   head_valid_o,
  output logic      [IdxW-1:0]   head_idx_o,
  output logic      [TagW-1:0]   head_tag_o,
  output logic      [ReqW-1:0]   head_req_o,
  input  wire logic              pop_i,
  input  wire logic [IdxW-1:0]   pop_idx_i,
  input  wire logic              done_i,
  // Status: entries held, expected cycles to finish (saturating), and a walk in progress.
  output logic      [CntW-1:0]   count_o,
  output logic      [TimeW-1:0]  end_time_o,
  output logic                   busy_o
);

  if (Depth < 1 || ReqW < 1 || TagW < 1 || TimeW < 2 || SwapW < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "pm2_reorder_queue: need Depth, ReqW, TagW, SwapW >= 1 and TimeW >= 2");
`else
    $error("pm2_reorder_queue: need Depth, ReqW, TagW, SwapW >= 1 and TimeW >= 2");
`endif
  end

  localparam int SumW = TimeW + CntW;  // queued service time: Depth entries of TimeW, exact
  localparam logic KindInsert = 1'b0, KindPromote = 1'b1;

  // ------------------------------------------------------------------ state
  logic [Depth-1:0]            valid_q, move_q, kind_q, pin_q;
  logic [Depth*IdxW-1:0]       next_q, prev_q;
  logic [IdxW-1:0]             head_q, tail_q;
  logic [CntW-1:0]             count_q;
  logic [Depth*TagW-1:0]       tag_q;
  logic [Depth*ReqW-1:0]       req_q;
  logic [Depth*TimeW-1:0]      svc_q, slack_q;
  logic [Depth*2-1:0]          prio_q;
  logic [Depth*SwapW-1:0]      swaps_q;
  logic [SumW-1:0]             queued_svc_q;
  logic [TimeW-1:0]            running_left_q;

  // ------------------------------------------------------------------ this cycle's change
  logic pop_ok, push_fire;
  assign pop_ok = pop_i && 32'(pop_idx_i) < Depth && valid_q[pop_idx_i];  // Depth need not be 2**IdxW
  assign push_ready_o = !pop_i && count_q != CntW'(Depth);
  assign push_fire = push_valid_i && push_ready_o;

  // The lowest free slot takes a push.
  logic [IdxW-1:0] free_idx;
  always_comb begin
    free_idx = '0;
    for (int i = Depth - 1; i >= 0; i--) if (!valid_q[i]) free_idx = IdxW'(i);
  end
  assign push_idx_o = free_idx;

  // The walker: the lowest-numbered entry still moving, and its predecessor.
  logic            walk_any;
  logic [IdxW-1:0] walk_idx;
  always_comb begin
    walk_any = 1'b0;
    walk_idx = '0;
    for (int i = Depth - 1; i >= 0; i--) begin
      if (valid_q[i] && move_q[i]) begin
        walk_any = 1'b1;
        walk_idx = IdxW'(i);
      end
    end
  end
  logic            walk_step, walk_pass;
  logic [IdxW-1:0] pred_idx, pred_prev, walk_next;
  logic [1:0]      walk_prio, pred_prio;
  logic [TimeW-1:0] walk_svc, pred_slack;
  logic [SwapW-1:0] pred_swaps;
  logic            pred_passable;
  logic [TimeW-1:0] pred_slack_left;  // the passed entry's slack after E goes first (Figure 6)
  assign walk_step = walk_any && !pop_i && !push_fire;
  assign pred_idx = prev_q[walk_idx*IdxW +: IdxW];
  assign pred_prev = prev_q[pred_idx*IdxW +: IdxW];
  assign walk_next = next_q[walk_idx*IdxW +: IdxW];
  assign walk_prio = prio_q[walk_idx*2 +: 2];
  assign pred_prio = prio_q[pred_idx*2 +: 2];
  assign walk_svc = svc_q[walk_idx*TimeW +: TimeW];
  assign pred_slack = slack_q[pred_idx*TimeW +: TimeW];
  assign pred_swaps = swaps_q[pred_idx*SwapW +: SwapW];
  assign pred_slack_left = pred_slack > walk_svc ? pred_slack - walk_svc : '0;
  assign pred_passable = !(pin_en_i && pin_q[pred_idx]) && pred_swaps < max_swaps_i;
  assign walk_pass = head_q != walk_idx && pred_passable &&
                     (pred_prio < walk_prio ||
                      (slack_en_i && kind_q[walk_idx] == KindInsert && pred_prio == walk_prio &&
                       pred_slack > walk_svc));

  // Reordering request hits (the push's own entry is checked against the request too).
  logic [Depth-1:0] ro_hit;
  logic             ro_hit_push;
  always_comb begin
    for (int i = 0; i < Depth; i++)
      ro_hit[i] = ro_valid_i && reorder_en_i && valid_q[i] && req_q[i*ReqW +: ReqW] == ro_req_i && prio_q[i*2 +: 2] < ro_prio_i;
  end
  assign ro_hit_push = ro_valid_i && reorder_en_i && push_req_i == ro_req_i && push_prio_i < ro_prio_i;
  logic [Depth-1:0] unpin_hit;
  logic             unpin_hit_push;
  always_comb begin
    for (int i = 0; i < Depth; i++)
      unpin_hit[i] = unpin_valid_i && valid_q[i] && req_q[i*ReqW +: ReqW] == unpin_req_i;
  end
  assign unpin_hit_push = unpin_valid_i && push_req_i == unpin_req_i;

  // ------------------------------------------------------------------ links
  // Each slot's pointers and fields are written by decoding the few slots this cycle's change
  // touches (per-slot comparisons), not by writes at a computed index: Yosys made a shifter of
  // every variable-index write into the flat vectors (21,511 LUT for the 32-entry queue with
  // 32-bit times, against about 6,200 this way).
  logic [IdxW-1:0] pop_prev, pop_next;
  logic            swap;  // the walker passes its predecessor this cycle
  assign pop_prev = prev_q[pop_idx_i*IdxW +: IdxW];
  assign pop_next = next_q[pop_idx_i*IdxW +: IdxW];
  assign swap = walk_step && walk_pass;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      head_q <= '0;
      tail_q <= '0;
    end else if (pop_ok) begin
      // Unlink X from A <-> X <-> B.
      if (head_q == pop_idx_i) head_q <= pop_next;
      if (tail_q == pop_idx_i) tail_q <= pop_prev;
    end else if (push_fire) begin
      if (count_q == '0) head_q <= free_idx;
      tail_q <= free_idx;
    end else if (swap) begin
      // A <-> P <-> E <-> B becomes A <-> E <-> P <-> B.
      if (head_q == pred_idx) head_q <= walk_idx;
      if (tail_q == walk_idx) tail_q <= pred_idx;
    end
  end

  for (genvar i = 0; i < Depth; i++) begin : gen_slot
    localparam logic [IdxW-1:0] Me = IdxW'(i);
    logic popped, pushed, passed;  // this slot leaves, arrives, or is passed by the walker
    assign popped = pop_ok && pop_idx_i == Me;
    assign pushed = push_fire && free_idx == Me;
    assign passed = swap && pred_idx == Me;

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        next_q[i*IdxW +: IdxW] <= '0;
        prev_q[i*IdxW +: IdxW] <= '0;
      end else if (pop_ok) begin
        if (head_q != pop_idx_i && pop_prev == Me) next_q[i*IdxW +: IdxW] <= pop_next;
        if (tail_q != pop_idx_i && pop_next == Me) prev_q[i*IdxW +: IdxW] <= pop_prev;
      end else if (push_fire) begin
        if (count_q != '0 && tail_q == Me) next_q[i*IdxW +: IdxW] <= free_idx;
        if (count_q != '0 && free_idx == Me) prev_q[i*IdxW +: IdxW] <= tail_q;
      end else if (swap) begin
        if (walk_idx == Me) begin
          next_q[i*IdxW +: IdxW] <= pred_idx;
          prev_q[i*IdxW +: IdxW] <= pred_prev;
        end else if (passed) begin
          next_q[i*IdxW +: IdxW] <= walk_next;
          prev_q[i*IdxW +: IdxW] <= walk_idx;
        end else begin
          if (head_q != pred_idx && pred_prev == Me) next_q[i*IdxW +: IdxW] <= walk_idx;
          if (tail_q != walk_idx && walk_next == Me) prev_q[i*IdxW +: IdxW] <= pred_idx;
        end
      end
    end

    // Fields. A reordering request hit is applied last, so it wins over the walker's writes to
    // the same entry; an entry popped this cycle is left alone.
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        valid_q[i] <= 1'b0;
        move_q[i] <= 1'b0;
        kind_q[i] <= KindInsert;
        pin_q[i] <= 1'b0;
        tag_q[i*TagW +: TagW] <= '0;
        req_q[i*ReqW +: ReqW] <= '0;
        svc_q[i*TimeW +: TimeW] <= '0;
        slack_q[i*TimeW +: TimeW] <= '0;
        prio_q[i*2 +: 2] <= '0;
        swaps_q[i*SwapW +: SwapW] <= '0;
      end else begin
        if (popped) begin
          valid_q[i] <= 1'b0;
          move_q[i] <= 1'b0;
        end else if (pushed) begin
          valid_q[i] <= 1'b1;
          move_q[i] <= 1'b1;
          kind_q[i] <= ro_hit_push ? KindPromote : KindInsert;
          pin_q[i] <= push_pin_i && !unpin_hit_push;
          tag_q[i*TagW +: TagW] <= push_tag_i;
          req_q[i*ReqW +: ReqW] <= push_req_i;
          svc_q[i*TimeW +: TimeW] <= push_svc_i;
          slack_q[i*TimeW +: TimeW] <= ro_hit_push ? '0 : push_slack_i;
          prio_q[i*2 +: 2] <= ro_hit_push ? ro_prio_i : push_prio_i;
          swaps_q[i*SwapW +: SwapW] <= '0;
        end else if (passed) begin
          slack_q[i*TimeW +: TimeW] <= pred_slack_left;
          if (pred_swaps != '1) swaps_q[i*SwapW +: SwapW] <= pred_swaps + 1'b1;
        end else if (walk_step && !walk_pass && walk_idx == Me) begin
          move_q[i] <= 1'b0;
        end
        if (unpin_hit[i] && !popped) pin_q[i] <= 1'b0;
        if (ro_hit[i] && !popped) begin
          prio_q[i*2 +: 2] <= ro_prio_i;
          slack_q[i*TimeW +: TimeW] <= '0;
          move_q[i] <= 1'b1;
          kind_q[i] <= KindPromote;
        end
      end
    end
  end

  // ------------------------------------------------------------------ time and count
  logic [TimeW-1:0] pop_svc;
  logic [TimeW:0]   running_sum;
  logic [SumW:0]    end_sum;
  assign pop_svc = pop_ok ? svc_q[pop_idx_i*TimeW +: TimeW] : '0;
  assign running_sum = {1'b0, done_i ? TimeW'(0) : (running_left_q == '0 ? '0 : running_left_q - 1'b1)} +
                       {1'b0, pop_svc};
  assign end_sum = {1'b0, queued_svc_q} + (SumW + 1)'(running_left_q);
  assign end_time_o = end_sum > (SumW + 1)'({TimeW{1'b1}}) ? '1 : end_sum[TimeW-1:0];

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      count_q <= '0;
      queued_svc_q <= '0;
      running_left_q <= '0;
    end else begin
      running_left_q <= running_sum[TimeW] ? '1 : running_sum[TimeW-1:0];
      if (pop_ok) begin
        count_q <= count_q - 1'b1;
        queued_svc_q <= queued_svc_q - SumW'(pop_svc);
      end else if (push_fire) begin
        count_q <= count_q + 1'b1;
        queued_svc_q <= queued_svc_q + SumW'(push_svc_i);
      end
    end
  end

  assign head_valid_o = count_q != '0;
  assign head_idx_o = head_q;
  assign head_tag_o = tag_q[head_q*TagW +: TagW];
  assign head_req_o = req_q[head_q*ReqW +: ReqW];
  assign count_o = count_q;
  assign busy_o = |(valid_q & move_q);
endmodule

`default_nettype wire
