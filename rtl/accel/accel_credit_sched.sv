// INSIDER's credit-based bandwidth scheduler (section 3.6): the ISC unit's issue side.
//
// Each accelerator slot (1..NumSlots-1; slot 0 is the pass-through and takes no credit) has a
// count of drive requests waiting to be issued and a credit register. Round robin over the slots
// that have both, one grant a cycle: a grant is one drive request of at most C bytes for that
// slot, and costs one credit. A credit comes back when the slot's program has taken the last flit
// of one of its requests out of the slot's input FIFO (credit_ret_i).
//
// Why credits return on consumption and not, as the paper words it, whenever the dispatcher sees
// more than C bytes free in the FIFO: a slot then never has more than R requests between issue
// and consumption, so an input FIFO of R x C bytes can never overflow and the dispatcher never
// has to wait for a slot (a waiting dispatcher would stall every other slot and the normal reads
// behind it). A fast program returns credits sooner and is issued more: the adaptive share of the
// paper, with the buffer bound exact. R and C: accel_cluster's header.
//
// A slot being reloaded is held (flush_i high for the whole reload): its waiting requests are
// dropped, its credits stay at credit_init_i (R), it takes no work and gets no grant, and at the
// start of the hold its epoch moves on. Requests already issued carry the old epoch and the
// dispatcher drops their data; nothing issued during the hold could lose its credit. A credit
// returned beyond R is refused and counted: it cannot happen unless the cluster returns credits
// for data it should have dropped.

`default_nettype none

module accel_credit_sched #(
  // Slots including slot 0, >= 2.
  parameter int NumSlots = 4,
  // Bits of a credit register (R <= 2**CreditW - 1).
  parameter int CreditW = 4,
  // Credits of every slot out of reset (before any flush loads credit_init_i).
  parameter int ResetCredits = 4,
  // Bits of a slot's count of waiting requests.
  parameter int PendW = 16,
  // Bits of a slot's epoch (accel_dispatcher).
  parameter int EpochW = 2,
  // Derived; not meant to be overridden.
  localparam int SlotW = (NumSlots > 1) ? $clog2(NumSlots) : 1
) (
  input  wire logic                         clk_i,
  input  wire logic                         rst_ni,
  // R, loaded into a slot's credit register at its flush.
  input  wire logic [CreditW-1:0]           credit_init_i,
  // Work: job_count_i more requests for slot job_slot_i. Refused (job_ready_o low) for slot 0, a
  // slot that does not exist, a slot being flushed, or a count that would overflow the slot's.
  input  wire logic                         job_valid_i,
  output logic                              job_ready_o,
  input  wire logic [SlotW-1:0]             job_slot_i,
  input  wire logic [PendW-1:0]             job_count_i,
  // Hold for reload, one bit per slot (bit 0 ignored); the epoch moves on as it rises.
  input  wire logic [NumSlots-1:0]          flush_i,
  // One credit back per bit (bit 0 ignored).
  input  wire logic [NumSlots-1:0]          credit_ret_i,
  // Grants: one drive request for gnt_slot_o, tagged with its epoch. Held until taken.
  output logic                              gnt_valid_o,
  input  wire logic                         gnt_ready_i,
  output logic      [SlotW-1:0]             gnt_slot_o,
  output logic      [EpochW-1:0]            gnt_epoch_o,
  // Per-slot state (slot s at bits [s*W +: W]; slot 0's fields are zero).
  output logic      [NumSlots*CreditW-1:0]  credit_o,
  output logic      [NumSlots*PendW-1:0]    pend_o,
  output logic      [NumSlots*EpochW-1:0]   epoch_o,
  // Credits refused (returned beyond the slot's R), wrapping.
  output logic      [31:0]                  stat_credit_err_o
);

  if (NumSlots < 2 || CreditW < 1 || ResetCredits < 1 || ResetCredits >= 2 ** CreditW || PendW < 1
      || EpochW < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "accel_credit_sched: need NumSlots >= 2 and 1 <= ResetCredits < 2**CreditW");
`else
    $error("accel_credit_sched: need NumSlots >= 2 and 1 <= ResetCredits < 2**CreditW");
`endif
  end

  // Per-slot state, flat (slot s at [s*W +: W]; slot 0's fields stay zero).
  logic [NumSlots*CreditW-1:0] credit_q;
  logic [NumSlots*PendW-1:0]   pend_q;
  logic [NumSlots*EpochW-1:0]  epoch_q;

  logic [NumSlots-1:0] eligible, arb_gnt, granted, returned, refused;
  logic [SlotW-1:0]    arb_idx;
  logic                take, job_take;
  logic [PendW:0]      job_sum;

  // The output register is refilled when empty or being emptied; the arbiter's choice is then
  // final, so its pointer moves with it.
  assign take = (!gnt_valid_o || gnt_ready_i) && (eligible != '0);

  always_comb begin
    eligible = '0;
    for (int s = 1; s < NumSlots; s++) begin
      eligible[s] = (pend_q[s*PendW +: PendW] != '0) && (credit_q[s*CreditW +: CreditW] != '0) && !flush_i[s];
    end
  end

  common_rr_arb #(.N(NumSlots)) u_arb (
    .clk_i,
    .rst_ni,
    .req_i    (eligible),
    .gnt_o    (arb_gnt),
    .gnt_idx_o(arb_idx),
    .advance_i(take)
  );
  assign granted = take ? arb_gnt : '0;

  always_comb begin
    job_sum = '0;
    for (int s = 1; s < NumSlots; s++) begin
      if (32'(job_slot_i) == s) begin
        // The request granted this cycle leaves the count as this job joins it.
        job_sum = {1'b0, pend_q[s*PendW +: PendW]} + {1'b0, job_count_i} - (PendW + 1)'(granted[s]);
      end
    end
  end
  assign job_ready_o = job_slot_i != '0 && 32'(job_slot_i) < NumSlots && !flush_i[job_slot_i]
                       && !job_sum[PendW];
  assign job_take = job_valid_i && job_ready_o;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      gnt_valid_o <= 1'b0;
      gnt_slot_o  <= '0;
      gnt_epoch_o <= '0;
    end else if (take) begin
      gnt_valid_o <= 1'b1;
      gnt_slot_o  <= arb_idx;
      gnt_epoch_o <= epoch_q[32'(arb_idx)*EpochW +: EpochW];
    end else if (gnt_ready_i) begin
      gnt_valid_o <= 1'b0;
    end
  end

  assign credit_q[CreditW-1:0] = '0;
  assign pend_q[PendW-1:0]     = '0;
  assign epoch_q[EpochW-1:0]   = '0;
  assign returned[0]           = 1'b0;

  for (genvar s = 1; s < NumSlots; s++) begin : gen_slot
    logic [CreditW-1:0] credit, limit;
    logic [PendW-1:0]   pend;
    logic [EpochW-1:0]  epoch;
    logic               held;

    // A return is taken while the credits (after this cycle's grant) are below R.
    assign returned[s] = credit_ret_i[s] && (credit - CreditW'(granted[s]) < limit);

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        credit <= CreditW'(ResetCredits);
        limit  <= CreditW'(ResetCredits);
        pend   <= '0;
        epoch  <= '0;
        held   <= 1'b0;
      end else if (flush_i[s]) begin
        credit <= credit_init_i;
        limit  <= credit_init_i;
        pend   <= '0;
        held   <= 1'b1;
        if (!held) begin
          epoch <= epoch + 1'b1;
        end
      end else begin
        held   <= 1'b0;
        credit <= credit - CreditW'(granted[s]) + CreditW'(returned[s]);
        if (job_take && 32'(job_slot_i) == s) begin
          pend <= job_sum[PendW-1:0];
        end else begin
          pend <= pend - PendW'(granted[s]);
        end
      end
    end

    assign credit_q[s*CreditW +: CreditW] = credit;
    assign pend_q[s*PendW +: PendW]       = pend;
    assign epoch_q[s*EpochW +: EpochW]    = epoch;
  end

  assign credit_o = credit_q;
  assign pend_o   = pend_q;
  assign epoch_o  = epoch_q;

  // Refused returns: not slot 0's (it has no credits) nor a flushing slot's (its credits are
  // being reloaded).
  assign refused = credit_ret_i & ~returned & ~flush_i & ~NumSlots'(1);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      stat_credit_err_o <= '0;
    end else begin
      stat_credit_err_o <= stat_credit_err_o + 32'($countones(refused));
    end
  end

endmodule

`default_nettype wire
