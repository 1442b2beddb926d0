// 2PM's request manager (sections IV.C and IV.D): the slack, pin and priority of every search
// sub-request as it enters its chip-level queue.
//
// A request's sub-requests reach their dies one descriptor at a time (one per port, a port being a
// channel, per cycle). For each, the port gives the die's expected end including the
// sub-request's own service (pm2_reorder_queue's end_time_o plus the service time, relative to
// now). The manager keeps, per request id, the latest absolute expected end among the request's
// sub-requests pushed so far ("the worst"), and hands back:
//   slack = worst - this sub-request's end: how much later it may finish without delaying its
//           request (Slacker's rule; cssd_sim.pm2_sched.request_slacks);
//   pin   = the sub-request is the one of its request expected to be read first, so every
//           request keeps one sub-request that nothing passes (the anti-starvation rule of IV.D),
//           and it is the one nearest its queue's head. Page by page that is a guess that can
//           improve: a push takes the pin when its request has none (a FIRST push starts the
//           request afresh; the pinned sub-request's expected end has passed) or when it is
//           expected to end strictly before the pinned one ("the best"). Moving the pin off a
//           queued sub-request takes the unpin bus to the group's queues, one request a cycle:
//           when several requests would move theirs in one cycle the lowest port's does and the
//           others keep theirs. Among one cycle's pushes of a request the earliest end wins
//           (the lowest port on a tie);
//   prio  = what the result analyzer already raised the request to while the request is open
//           (below), so a sub-request pushed after a page of its request matched enters at that
//           priority.
// A FIRST sub-request starts its request afresh (the id is being reused).
//
// The slack is a lower bound. A sub-request pushed later with a later end raises the worst for
// the sub-requests after it, not for those already queued (that would need an adder in every
// queue entry); an underestimated slack only makes slack-aware insertion more careful. The paper's
// manager sees the whole request before any sub-request is inserted; ours sees it descriptor by
// descriptor, because the firmware pushes them one at a time.
//
// Time: a free-running counter; an absolute time is compared with another by the sign of their
// difference, so any two compared must lie within 2**(TimeW-1) cycles. A request's worst expires
// (the entry is dropped, its priority too) once the counter reaches it: nothing of the request is
// then expected to be pending, and a later sub-request starts with slack 0 and priority 0. So a table entry is never older than
// now, and relative ends below 2**(TimeW-1) keep every comparison exact.
//
// Theory and the reference model: rtl/pm2/doc/README.md, "The request manager";
// cssd_sim.pm2_sched.RequestManager.
`default_nettype none

module pm2_request_manager #(
  // Ports: sub-request pushes the manager takes per cycle (one per channel).
  parameter int NumPorts = 8,
  // Request id width.
  parameter int ReqW = 5,
  // Absolute time width (cycles); relative ends must stay below 2**(TimeW-1).
  parameter int TimeW = 25,
  // Slack width handed to the queues (pm2_reorder_queue's TimeW); the slack saturates.
  parameter int SlackW = 24
) (
  // Clock and asynchronous active-low reset.
  input  wire logic                        clk_i,
  input  wire logic                        rst_ni,
  // Search sub-requests pushed this cycle, per port: request, first of its request, and the
  // expected end of its die including its own service, in cycles from now.
  input  wire logic [NumPorts-1:0]         push_valid_i,
  input  wire logic [NumPorts*ReqW-1:0]    push_req_i,
  input  wire logic [NumPorts-1:0]         push_first_i,
  input  wire logic [NumPorts*TimeW-1:0]   push_end_i,
  // The same cycle: each push's slack, pin and the priority its request already has.
  output logic      [NumPorts*SlackW-1:0]  push_slack_o,
  output logic      [NumPorts-1:0]         push_pin_o,
  output logic      [NumPorts*2-1:0]       push_prio_o,
  // The same cycle: the request whose queued sub-requests lose their pin (this cycle's pushes
  // carry their own, above).
  output logic                             unpin_valid_o,
  output logic      [ReqW-1:0]             unpin_req_o,
  // Reordering requests (pm2_analyzer's bus): request id and priority.
  input  wire logic                        ro_valid_i,
  input  wire logic [ReqW-1:0]             ro_req_i,
  input  wire logic [1:0]                  ro_prio_i
);

  localparam int NumReqs = 1 << ReqW;

  if (NumPorts < 1 || ReqW < 1 || TimeW < 2 || SlackW < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "pm2_request_manager: need NumPorts, ReqW, SlackW >= 1 and TimeW >= 2");
`else
    $error("pm2_request_manager: need NumPorts, ReqW, SlackW >= 1 and TimeW >= 2");
`endif
  end

  logic [TimeW-1:0]         now_q;
  logic [NumReqs-1:0]       open_q;   // the request has a worst end not yet reached
  logic [NumReqs*TimeW-1:0] worst_q;
  logic [NumReqs*2-1:0]     prio_q;
  logic [NumReqs-1:0]       pinned_q;  // a sub-request of the request holds the pin, expected until best
  logic [NumReqs*TimeW-1:0] best_q;

  // a is b or later (within half the counter's range of each other): the sign of a - b.
  function automatic logic not_before(logic [TimeW-1:0] a, logic [TimeW-1:0] b);
    logic [TimeW-1:0] diff;
    diff = a - b;
    not_before = ~diff[TimeW-1];
  endfunction

  // This cycle's table: FIRST pushes reset their request, then every push's end joins its
  // request's worst, port by port (several ports may push the same request in one cycle). Built
  // request by request from the registers only, so no process reads what it writes.
  logic [NumReqs-1:0]       open_d;
  logic [NumReqs*TimeW-1:0] worst_d;
  logic [NumReqs*2-1:0]     prio_mid;
  logic [NumReqs-1:0]       restart_any;
  logic [TimeW-1:0]         own [NumPorts];
  always_comb begin
    for (int p = 0; p < NumPorts; p++) own[p] = now_q + push_end_i[p*TimeW +: TimeW];
  end
  always_comb begin
    for (int r = 0; r < NumReqs; r++) begin
      logic             open, restart;
      logic [TimeW-1:0] worst;
      restart = 1'b0;
      for (int p = 0; p < NumPorts; p++) begin
        if (push_valid_i[p] && push_first_i[p] && 32'(push_req_i[p*ReqW +: ReqW]) == r) restart = 1'b1;
      end
      open = open_q[r] && !restart;
      worst = worst_q[r*TimeW +: TimeW];
      for (int p = 0; p < NumPorts; p++) begin
        if (push_valid_i[p] && 32'(push_req_i[p*ReqW +: ReqW]) == r) begin
          if (!open || !not_before(worst, own[p])) worst = own[p];
          open = 1'b1;
        end
      end
      open_d[r] = open;
      restart_any[r] = restart;
      worst_d[r*TimeW +: TimeW] = worst;
      prio_mid[r*2 +: 2] = restart ? 2'd0 : prio_q[r*2 +: 2];
    end
  end

  // The pin. held[p]: the push's request has a pinned sub-request queued (not restarted now).
  // A push competes when its request has none or it ends before the best; the earliest of a
  // request's competing pushes wins; a winner that takes the pin from a queued sub-request needs
  // the bus, which the lowest such port gets.
  logic [NumPorts-1:0] held, compete, winner, needs_bus, granted, pin;
  // (The comparisons below are written out rather than calls of not_before: Icarus treats a
  // function's variables as signals, and processes calling the same one retrigger each other.)
  always_comb begin
    for (int p = 0; p < NumPorts; p++)
      held[p] = pinned_q[push_req_i[p*ReqW +: ReqW]] && !restart_any[push_req_i[p*ReqW +: ReqW]];
  end
  always_comb begin
    for (int p = 0; p < NumPorts; p++) begin
      logic [TimeW-1:0] to_best;
      to_best = own[p] - best_q[push_req_i[p*ReqW +: ReqW]*TimeW +: TimeW];
      compete[p] = push_valid_i[p] && (!held[p] || to_best[TimeW-1]);
    end
  end
  always_comb begin
    for (int p = 0; p < NumPorts; p++) begin
      winner[p] = compete[p];
      for (int q = 0; q < NumPorts; q++) begin
        logic [TimeW-1:0] q_to_p;
        q_to_p = own[q] - own[p];
        if (q != p && compete[q] && push_req_i[q*ReqW +: ReqW] == push_req_i[p*ReqW +: ReqW] &&
            (q_to_p != '0 ? q_to_p[TimeW-1] : q < p))
          winner[p] = 1'b0;
      end
    end
  end
  assign needs_bus = winner & held;
  // The bus goes to the lowest port that needs it (a separate process: Icarus loops on a process
  // that reads what it writes).
  always_comb begin
    for (int p = 0; p < NumPorts; p++) begin
      granted[p] = needs_bus[p];
      for (int q = 0; q < p; q++) if (needs_bus[q]) granted[p] = 1'b0;
    end
  end
  assign pin = winner & (~needs_bus | granted);
  always_comb begin
    unpin_valid_o = |needs_bus;
    unpin_req_o = '0;
    for (int p = NumPorts - 1; p >= 0; p--) if (needs_bus[p]) unpin_req_o = push_req_i[p*ReqW +: ReqW];
  end

  // The next best and pin per request: a pinned push's end, else what was held.
  logic [NumReqs-1:0]       pinned_d;
  logic [NumReqs*TimeW-1:0] best_d;
  always_comb begin
    for (int r = 0; r < NumReqs; r++) begin
      pinned_d[r] = pinned_q[r] && !restart_any[r];
      best_d[r*TimeW +: TimeW] = best_q[r*TimeW +: TimeW];
      for (int p = 0; p < NumPorts; p++) begin
        if (pin[p] && 32'(push_req_i[p*ReqW +: ReqW]) == r) begin
          pinned_d[r] = 1'b1;
          best_d[r*TimeW +: TimeW] = own[p];
        end
      end
    end
  end

  always_comb begin
    for (int p = 0; p < NumPorts; p++) begin
      logic [TimeW-1:0] slack;
      slack = worst_d[push_req_i[p*ReqW +: ReqW]*TimeW +: TimeW] - own[p];
      if (TimeW > SlackW && slack[TimeW-1:SlackW] != '0) push_slack_o[p*SlackW +: SlackW] = '1;
      else push_slack_o[p*SlackW +: SlackW] = SlackW'(slack);
      push_pin_o[p] = pin[p];
      // A reordering request in the push's own cycle counts too: the queue does not see it for
      // this sub-request, which is not in the queue yet.
      push_prio_o[p*2 +: 2] = prio_mid[push_req_i[p*ReqW +: ReqW]*2 +: 2];
      if (ro_valid_i && ro_req_i == push_req_i[p*ReqW +: ReqW] && ro_prio_i > push_prio_o[p*2 +: 2])
        push_prio_o[p*2 +: 2] = ro_prio_i;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      now_q <= '0;
      open_q <= '0;
      worst_q <= '0;
      prio_q <= '0;
      pinned_q <= '0;
      best_q <= '0;
    end else begin
      now_q <= now_q + 1'b1;
      worst_q <= worst_d;
      best_q <= best_d;
      // A worst the counter reaches has passed: the entry's slack reference is gone, and with it
      // the priority (an id left without FIRST cannot promote a later request with that id).
      // Every open worst is at or after now (it was set to now + an end), so equality finds each
      // in time.
      for (int r = 0; r < NumReqs; r++) begin
        logic still_open;
        still_open = open_d[r] && worst_d[r*TimeW +: TimeW] != now_q;
        open_q[r] <= still_open;
        // The best is at or before the worst, so it is found by equality in time too.
        pinned_q[r] <= still_open && pinned_d[r] && best_d[r*TimeW +: TimeW] != now_q;
        if (!still_open) prio_q[r*2 +: 2] <= 2'd0;
        else if (ro_valid_i && 32'(ro_req_i) == r && ro_prio_i > prio_mid[r*2 +: 2]) prio_q[r*2 +: 2] <= ro_prio_i;
        else prio_q[r*2 +: 2] <= prio_mid[r*2 +: 2];
      end
    end
  end

endmodule

`default_nettype wire
