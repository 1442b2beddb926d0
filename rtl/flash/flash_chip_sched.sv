// Chip-level scheduler of one die: picks which queued operation the die runs next.
//
// The queue in front of it is compacting (entry 0 is the oldest), so "older" is simply "lower
// index". Whatever the policy, an operation never passes an older one it conflicts with: two
// operations conflict when they touch the same block of the same plane (a multi-plane operation
// touches that block on every plane) and at least one of them programs or erases. A read can
// therefore not overtake the program that writes its page, and programs of a block stay in
// page order (the NAND rule the die checks).
//
// Policies (flash.rdl SCHED.POLICY):
//   0 FCFS        the oldest operation.
//   1 READ_PRIO   the oldest read that may go (2PM section IV.A's read priority, then oldest
//                 priority); otherwise the oldest operation.
//   2 PAQ_GROUP   as READ_PRIO, and a single-plane read or program is paired with the oldest
//                 other single-plane operation of the same kind on another plane at the same
//                 block and page that may go, so the die runs both as one multi-plane operation
//                 (the conflict-free grouping by physical address of PAQ, 2PM's baseline).
//                 At most two operations are grouped.
//
//   3 REORDER     the die's pm2_reorder_queue (flash_die) orders the reads: its head goes when
//                 blocked_o allows; otherwise, and for the other operations, as READ_PRIO. This
//                 module's pick is that fallback (no grouping).
`default_nettype none
module flash_chip_sched #(
  // Queue entries (>= 1).
  parameter int Depth = 8,
  // Widths of the plane, block and page fields.
  parameter int PlaneBits = 1,
  parameter int BlockBits = 12,
  parameter int PageBits = 12,
  // Derived: index width. Not to be overridden.
  localparam int IdxW = (Depth > 1) ? $clog2(Depth) : 1
) (
  // Policy, as SCHED.POLICY.
  input  wire logic [1:0]                 policy_i,
  // Entries, packed entry i at [i*W +: W]; valid entries are contiguous from 0 (oldest).
  input  wire logic [Depth-1:0]           valid_i,
  input  wire logic [Depth*3-1:0]         op_i,     // 1 read, 2 program, 3 erase, 4 status
  input  wire logic [Depth-1:0]           multi_i,
  input  wire logic [Depth*PlaneBits-1:0] plane_i,
  input  wire logic [Depth*BlockBits-1:0] block_i,
  input  wire logic [Depth*PageBits-1:0]  page_i,
  // The operation to run next (valid whenever an entry is valid) and its optional partner.
  output logic                            pick_valid_o,
  output logic      [IdxW-1:0]            pick_idx_o,
  output logic                            group_valid_o,
  output logic      [IdxW-1:0]            group_idx_o,
  // Valid entry j may not go first: an older entry conflicts with it (policy 3 asks this of the
  // reordering queue's head). Bits of invalid entries mean nothing.
  output logic      [Depth-1:0]           blocked_o
);
  localparam logic [2:0] OpRead = 3'd1, OpProg = 3'd2, OpErase = 3'd3;

  if (Depth < 1 || PlaneBits < 1 || BlockBits < 1 || PageBits < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "flash_chip_sched: bad parameters");
`else
    $error("flash_chip_sched: bad parameters");
`endif
  end

  // Entry i's op is op_i[i*3 +: 3] (no helper function: Icarus makes an always_comb that calls
  // one sensitive to every variable in scope).

  // conflict[i][j]: entries i and j may not be reordered.
  //
  // Every block below evaluates only when the queue holds an entry (valid_i[0]: entries are
  // contiguous from 0) and gives its all-zero result otherwise, which is what the full evaluation
  // gives for an empty queue. A cycle-based simulator (Verilator) evaluates combinational logic on
  // every clock whatever changed, so without the guard each die paid for this matrix every cycle;
  // the die presents an empty queue outside the one state that reads the pick (flash_die.sv).
  logic [Depth-1:0] conflict [Depth];
  // blocked[j]: some older entry conflicts with j, so j cannot go first.
  logic [Depth-1:0] blocked;
  always_comb begin
    for (int i = 0; i < Depth; i++) conflict[i] = '0;
    blocked = '0;
    if (valid_i[0]) begin
      for (int i = 0; i < Depth; i++) begin
        for (int j = 0; j < Depth; j++) begin
          conflict[i][j] =
            (multi_i[i] || multi_i[j] || plane_i[i*PlaneBits +: PlaneBits] == plane_i[j*PlaneBits +: PlaneBits]) &&
            block_i[i*BlockBits +: BlockBits] == block_i[j*BlockBits +: BlockBits] &&
            (op_i[(i)*3 +: 3] == OpProg || op_i[(i)*3 +: 3] == OpErase ||
             op_i[(j)*3 +: 3] == OpProg || op_i[(j)*3 +: 3] == OpErase) &&
            op_i[(i)*3 +: 3] != 3'd4 && op_i[(j)*3 +: 3] != 3'd4;
        end
      end
      for (int j = 0; j < Depth; j++) begin
        for (int k = 0; k < Depth; k++) begin
          if (k < j && valid_i[k] && conflict[k][j]) blocked[j] = 1'b1;
        end
      end
    end
  end

  assign blocked_o = blocked;

  // Pick.
  logic            read_found;
  logic [IdxW-1:0] read_idx;
  always_comb begin
    read_found = 1'b0;
    read_idx = '0;
    if (valid_i[0]) begin  // see conflict
      for (int i = Depth - 1; i >= 0; i--) begin  // downwards: the lowest index wins
        if (valid_i[i] && op_i[(i)*3 +: 3] == OpRead && !blocked[i]) begin
          read_found = 1'b1;
          read_idx = IdxW'(i);
        end
      end
    end
    pick_valid_o = valid_i[0];
    pick_idx_o = (policy_i != 2'd0 && read_found) ? read_idx : '0;
  end

  // Partner for PAQ grouping: same kind, single-plane, another plane, same block and page, and
  // nothing older than it conflicts except the pick itself (which is on another plane).
  logic [2:0]       pick_op;
  logic [Depth-1:0] partner_blocked;  // an older entry other than the pick conflicts with j
  always_comb begin
    pick_op = '0;
    partner_blocked = '0;
    group_valid_o = 1'b0;
    group_idx_o = '0;
    if (valid_i[0]) begin  // see conflict
      pick_op = op_i[32'(pick_idx_o)*3 +: 3];
      for (int j = 0; j < Depth; j++) begin
        for (int k = 0; k < Depth; k++) begin
          if (k < j && valid_i[k] && IdxW'(k) != pick_idx_o && conflict[k][j]) partner_blocked[j] = 1'b1;
        end
      end
      for (int j = Depth - 1; j >= 0; j--) begin
        if (policy_i == 2'd2 && pick_valid_o && valid_i[j] && IdxW'(j) != pick_idx_o &&
            (pick_op == OpRead || pick_op == OpProg) && op_i[(j)*3 +: 3] == pick_op &&
            !multi_i[j] && !multi_i[pick_idx_o] && !partner_blocked[j] &&
            plane_i[j*PlaneBits +: PlaneBits] != plane_i[32'(pick_idx_o)*PlaneBits +: PlaneBits] &&
            block_i[j*BlockBits +: BlockBits] == block_i[32'(pick_idx_o)*BlockBits +: BlockBits] &&
            page_i[j*PageBits +: PageBits] == page_i[32'(pick_idx_o)*PageBits +: PageBits]) begin
          group_valid_o = 1'b1;
          group_idx_o = IdxW'(j);
        end
      end
    end
  end
endmodule
`default_nettype wire
