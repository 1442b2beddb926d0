// 2PM result analyzer: the matchers' page results in, one reordering request a cycle out to the
// chip-level schedulers (2PM sections III.B and IV.E).
//
// Each channel's matcher hands its results here (one holding register per channel); a round-robin
// arbiter takes one a cycle. A matched or partial result becomes a reordering request (request
// id and priority: 2 matched, 1 partial) on the one bus every chip queue of the group watches, so
// the wiring is m + n rather than m x n; a mismatched result raises nobody's priority and is only
// counted. With all m channels reporting in one cycle, one result leaves and m - 1 wait in their
// registers: the (m - 1) buffer of the paper.
//
// Grouping: with more chip queues than GroupQueues (the paper's 32), the queues and the channels
// are split into groups of consecutive ones, NumGroups = ceil(NumQueues / GroupQueues), each with
// its own arbiter and bus (so each bus reaches at most GroupQueues queues and carries at most one
// request a cycle). A channel's results reach its own group's queues only: a request with
// sub-requests on dies of another group is not promoted there (the paper's trade of reordering
// reach for wiring and request rate).
`default_nettype none

module pm2_analyzer #(
  // Channels (one matcher each) and chip-level queues (dies).
  parameter int NumChannels = 8,
  parameter int NumQueues = 32,
  // Most queues one bus may reach before the queues are grouped.
  parameter int GroupQueues = 32,
  // Request id width (the reordering key the chip queues match).
  parameter int ReqW = 8,
  // Derived; not meant to be overridden.
  localparam int NumGroups = (NumQueues + GroupQueues - 1) / GroupQueues
) (
  // Clock and asynchronous active-low reset.
  input  wire logic                          clk_i,
  input  wire logic                          rst_ni,
  // Page results, one port per channel: the request id and the matcher's class.
  input  wire logic [NumChannels-1:0]        res_valid_i,
  output logic      [NumChannels-1:0]        res_ready_o,
  input  wire logic [NumChannels*ReqW-1:0]   res_req_i,
  input  wire logic [NumChannels*2-1:0]      res_class_i,
  // Reordering requests, one bus per group: every queue of the group sees each one (no ready: a
  // queue takes a request in the cycle it is offered).
  output logic [NumGroups-1:0]               ro_valid_o,
  output logic [NumGroups*ReqW-1:0]          ro_req_o,
  output logic [NumGroups*2-1:0]             ro_prio_o,
  // Results taken that raised no priority (mismatched or bad query), per group; wrap around.
  output logic [NumGroups*32-1:0]            stat_dropped_o
);

  if (NumChannels < 1 || NumQueues < 1 || GroupQueues < 1 || ReqW < 1 || NumChannels % NumGroups != 0)
    begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "pm2_analyzer: need NumChannels, NumQueues, GroupQueues, ReqW >= 1 and the channels split evenly over the groups");
`else
    $error("pm2_analyzer: need NumChannels, NumQueues, GroupQueues, ReqW >= 1 and the channels split evenly over the groups");
`endif
  end

  localparam int GroupChannels = NumChannels / NumGroups;
  localparam int IdxW = GroupChannels > 1 ? $clog2(GroupChannels) : 1;
  localparam logic [1:0] ClassPartial = 2'd1, ClassMatched = 2'd2;

  // One holding register per channel: empty, or a result waiting for its turn.
  logic [NumChannels-1:0]      held_q;
  logic [NumChannels*ReqW-1:0] req_q;
  logic [NumChannels*2-1:0]    class_q;
  logic [NumChannels-1:0]      taken;

  for (genvar c = 0; c < NumChannels; c++) begin : gen_channel
    // A result enters when the register is empty or its result leaves this cycle.
    assign res_ready_o[c] = !held_q[c] || taken[c];
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        held_q[c] <= 1'b0;
        req_q[c * ReqW +: ReqW] <= '0;
        class_q[c * 2 +: 2] <= '0;
      end else if (res_valid_i[c] && res_ready_o[c]) begin
        held_q[c] <= 1'b1;
        req_q[c * ReqW +: ReqW] <= res_req_i[c * ReqW +: ReqW];
        class_q[c * 2 +: 2] <= res_class_i[c * 2 +: 2];
      end else if (taken[c]) begin
        held_q[c] <= 1'b0;
      end
    end
  end

  for (genvar g = 0; g < NumGroups; g++) begin : gen_group
    logic [GroupChannels-1:0] gnt;
    logic [IdxW-1:0]          gnt_idx;
    logic                     any;
    logic [1:0]               cls;
    logic [31:0]              dropped_q;

    common_rr_arb #(
      .N(GroupChannels)
    ) i_arb (
      .clk_i,
      .rst_ni,
      .req_i    (held_q[g * GroupChannels +: GroupChannels]),
      .gnt_o    (gnt),
      .gnt_idx_o(gnt_idx),
      .advance_i(any)
    );

    // The bus never waits, so the granted result always leaves.
    assign any = |held_q[g * GroupChannels +: GroupChannels];
    assign taken[g * GroupChannels +: GroupChannels] = gnt;
    assign cls = class_q[(g * GroupChannels + 32'(gnt_idx)) * 2 +: 2];
    assign ro_valid_o[g] = any && (cls == ClassMatched || cls == ClassPartial);
    assign ro_req_o[g * ReqW +: ReqW] = req_q[(g * GroupChannels + 32'(gnt_idx)) * ReqW +: ReqW];
    assign ro_prio_o[g * 2 +: 2] = cls;

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) dropped_q <= '0;
      else if (any && !ro_valid_o[g]) dropped_q <= dropped_q + 32'd1;
    end
    assign stat_dropped_o[g * 32 +: 32] = dropped_q;
  end

endmodule
