// INSIDER's accelerator cluster (sections 3.2.2 and 3.6, Figure 7): the drive's data plane
// between the flash read data and the host DMA, with several reconfigurable program slots.
//
// - Slot 0 is the pass-through: the firmware's normal reads (SIF entry 0) leave on the p0 port
//   at a flit a cycle, as if the cluster were not there.
// - Slots 1..NumSlots-1 are partial-reconfiguration partitions. Each has a parameter FIFO, an
//   input FIFO and an output FIFO of 64-byte flits (INSIDER's APP_Data: data, len, eop), and sits
//   behind an accel_decoupler. Their outputs share the ao port, a flit at a time round robin,
//   tagged with the slot: the host DMA writes each slot's flits to that slot's host buffer ring.
// - The Slot Index FIFO is pushed in read-data order by whoever issues the transfers (the set
//   firmware, for both normal and ISC reads); accel_dispatcher pops it.
// - The ISC unit's credit scheduler (accel_credit_sched) issues the slots' drive requests; a
//   credit returns when a program takes the last flit of a request from its input FIFO.
//
// The partitions are not inside: their ports are this module's rp_* ports (accelerator slot
// a = slot a + 1 at position a), so that the framework synthesizes and is measured without any
// program, and a board top puts each partition in its own pblock.
//
// Sizing (the paper leaves R and C to the implementer, "C the minimal burst that saturates the
// drive, R large enough to hide its latency"): a request is one flash page, C = ReqFlits flits
// (4 KiB = 64 flits). One die read (tR 50 us) delivers a page; a channel with 4 dies streams one
// page per 12.5 us at its 330 MB/s bus, so 4 requests in flight per slot cover one channel's
// latency and a program that keeps up never waits. The input FIFO holds R x C flits
// (InDepth = ResetCredits x ReqFlits, checked), which is what makes the dispatcher never wait.
// credit_init_i (R after a reload) must stay at or below InDepth / ReqFlits for the same reason;
// accel_isc, the cluster with its registers, clamps the firmware's value to that.
//
// Reloading slot s: raise decouple_i[s]; the slot is held (no grants, credits back to R, epoch
// moves on, in-flight data dropped, its FIFOs drain); wait for drained_o[s]; change the
// partition (a partial bitstream, or accel_rp_sim's prog_i in simulation); lower decouple_i[s].
// Parameters pushed for a decoupled slot are dropped with the rest of its old state.

`default_nettype none

module accel_cluster #(
  // Slots including slot 0 (pass-through), >= 2.
  parameter int NumSlots = 4,
  parameter int DataW = 512,
  parameter int EpochW = 2,
  // Requests in flight between issue and dispatch, all slots together (normal reads included).
  parameter int SifDepth = 64,
  // C, in flits: one drive request of an accelerator slot.
  parameter int ReqFlits = 64,
  // R out of reset.
  parameter int ResetCredits = 4,
  parameter int CreditW = 4,
  parameter int PendW = 16,
  // Each accelerator slot's FIFOs, in flits (parameters: 32-bit words).
  parameter int InDepth = ResetCredits * ReqFlits,
  parameter int OutDepth = 8,
  parameter int ParDepth = 8,
  // Derived; not meant to be overridden.
  localparam int SlotW = (NumSlots > 1) ? $clog2(NumSlots) : 1,
  localparam int LenW = $clog2(DataW / 8) + 1,
  localparam int NumAccel = NumSlots - 1
) (
  input  wire logic                          clk_i,
  input  wire logic                          rst_ni,
  // Read data (accel_dispatcher's rd_*).
  input  wire logic                          rd_valid_i,
  output logic                               rd_ready_o,
  input  wire logic [DataW-1:0]              rd_data_i,
  input  wire logic [LenW-1:0]               rd_len_i,
  input  wire logic                          rd_last_i,
  // SIF push: one entry per transfer, in the order its data will arrive.
  input  wire logic                          sif_valid_i,
  output logic                               sif_ready_o,
  input  wire logic [SlotW-1:0]              sif_slot_i,
  input  wire logic [EpochW-1:0]             sif_epoch_i,
  input  wire logic                          sif_eof_i,
  // Drop this request's data (accel_dispatcher's sif_drop_i).
  input  wire logic                          sif_drop_i,
  // Slot 0: the normal read data, on to the host DMA.
  output logic                               p0_valid_o,
  input  wire logic                          p0_ready_i,
  output logic      [DataW-1:0]              p0_data_o,
  output logic      [LenW-1:0]               p0_len_o,
  output logic                               p0_last_o,
  // The accelerator slots' output, to their host buffer rings.
  output logic                               ao_valid_o,
  input  wire logic                          ao_ready_i,
  output logic      [DataW-1:0]              ao_data_o,
  output logic      [LenW-1:0]               ao_len_o,
  output logic                               ao_eof_o,
  output logic      [SlotW-1:0]              ao_slot_o,
  // ISC unit: R, work for a slot, and its grants (accel_credit_sched).
  input  wire logic [CreditW-1:0]            credit_init_i,
  input  wire logic                          job_valid_i,
  output logic                               job_ready_o,
  input  wire logic [SlotW-1:0]              job_slot_i,
  input  wire logic [PendW-1:0]              job_count_i,
  output logic                               gnt_valid_o,
  input  wire logic                          gnt_ready_i,
  output logic      [SlotW-1:0]              gnt_slot_o,
  output logic      [EpochW-1:0]             gnt_epoch_o,
  // Parameters for a slot's program (for slot 0 or no such slot: taken and dropped).
  input  wire logic                          par_valid_i,
  output logic                               par_ready_o,
  input  wire logic [SlotW-1:0]              par_slot_i,
  input  wire logic [31:0]                   par_data_i,
  // Reload control and status, one bit per slot (bit 0: the pass-through, never decoupled).
  input  wire logic [NumSlots-1:0]           decouple_i,
  output logic      [NumSlots-1:0]           decoupled_o,
  output logic      [NumSlots-1:0]           drained_o,
  output logic      [NumSlots*CreditW-1:0]   credit_o,
  output logic      [NumSlots*PendW-1:0]     pend_o,
  output logic      [NumSlots*EpochW-1:0]    epoch_o,
  output logic      [31:0]                   stat_dropped_o,
  output logic      [31:0]                   stat_credit_err_o,
  // The partitions: accelerator slot a (slot a + 1) at position a.
  output logic      [NumAccel-1:0]           rp_rst_no,
  output logic      [NumAccel-1:0]           rp_in_valid_o,
  input  wire logic [NumAccel-1:0]           rp_in_ready_i,
  output logic      [NumAccel*DataW-1:0]     rp_in_data_o,
  output logic      [NumAccel*LenW-1:0]      rp_in_len_o,
  output logic      [NumAccel-1:0]           rp_in_eof_o,
  output logic      [NumAccel-1:0]           rp_par_valid_o,
  input  wire logic [NumAccel-1:0]           rp_par_ready_i,
  output logic      [NumAccel*32-1:0]        rp_par_data_o,
  input  wire logic [NumAccel-1:0]           rp_out_valid_i,
  output logic      [NumAccel-1:0]           rp_out_ready_o,
  input  wire logic [NumAccel*DataW-1:0]     rp_out_data_i,
  input  wire logic [NumAccel*LenW-1:0]      rp_out_len_i,
  input  wire logic [NumAccel-1:0]           rp_out_eof_i
);

  if (NumSlots < 2 || ReqFlits < 1 || ResetCredits * ReqFlits > InDepth || InDepth < 2 || OutDepth < 2
      || ParDepth < 2 || SifDepth < 2) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "accel_cluster: need NumSlots >= 2 and InDepth >= ResetCredits * ReqFlits");
`else
    $error("accel_cluster: need NumSlots >= 2 and InDepth >= ResetCredits * ReqFlits");
`endif
  end

  // ---- SIF and dispatcher ------------------------------------------------------------------------

  logic              sif_out_valid, sif_out_ready, sif_out_eof, sif_out_drop;
  logic [SlotW-1:0]  sif_out_slot;
  logic [EpochW-1:0] sif_out_epoch;

  common_fifo_sync #(.Width(SlotW + EpochW + 2), .Depth(SifDepth)) u_sif (
    .clk_i,
    .rst_ni,
    .in_valid_i (sif_valid_i),
    .in_ready_o (sif_ready_o),
    .in_data_i  ({sif_slot_i, sif_epoch_i, sif_eof_i, sif_drop_i}),
    .out_valid_o(sif_out_valid),
    .out_ready_i(sif_out_ready),
    .out_data_o ({sif_out_slot, sif_out_epoch, sif_out_eof, sif_out_drop}),
    .count_o    ()
  );

  logic [NumSlots-1:0] disp_valid, disp_ready;
  logic [DataW-1:0]    disp_data;
  logic [LenW-1:0]     disp_len;
  logic                disp_last, disp_eof;

  accel_dispatcher #(.NumSlots(NumSlots), .DataW(DataW), .EpochW(EpochW)) u_dispatcher (
    .clk_i,
    .rst_ni,
    .rd_valid_i,
    .rd_ready_o,
    .rd_data_i,
    .rd_len_i,
    .rd_last_i,
    .sif_valid_i   (sif_out_valid),
    .sif_ready_o   (sif_out_ready),
    .sif_slot_i    (sif_out_slot),
    .sif_epoch_i   (sif_out_epoch),
    .sif_eof_i     (sif_out_eof),
    .sif_drop_i    (sif_out_drop),
    .slot_epoch_i  (epoch_o),
    .out_valid_o   (disp_valid),
    .out_ready_i   (disp_ready),
    .out_data_o    (disp_data),
    .out_len_o     (disp_len),
    .out_last_o    (disp_last),
    .out_eof_o     (disp_eof),
    .stat_dropped_o
  );

  // ---- slot 0: pass-through ----------------------------------------------------------------------

  // A register slice only, for timing: the normal read path gains two cycles of latency and no
  // throughput.
  common_skid_buffer #(.Width(DataW + LenW + 1)) u_p0 (
    .clk_i,
    .rst_ni,
    .in_valid_i (disp_valid[0]),
    .in_ready_o (disp_ready[0]),
    .in_data_i  ({disp_data, disp_len, disp_last}),
    .out_valid_o(p0_valid_o),
    .out_ready_i(p0_ready_i),
    .out_data_o ({p0_data_o, p0_len_o, p0_last_o})
  );

  // ---- ISC unit ----------------------------------------------------------------------------------

  logic [NumSlots-1:0] credit_ret;

  accel_credit_sched #(
    .NumSlots(NumSlots), .CreditW(CreditW), .ResetCredits(ResetCredits), .PendW(PendW), .EpochW(EpochW)
  ) u_credit (
    .clk_i,
    .rst_ni,
    .credit_init_i,
    .job_valid_i,
    .job_ready_o,
    .job_slot_i,
    .job_count_i,
    // Held from the decouple request until the slot is coupled again.
    .flush_i     ((decouple_i | decoupled_o) & ~NumSlots'(1)),
    .credit_ret_i(credit_ret),
    .gnt_valid_o,
    .gnt_ready_i,
    .gnt_slot_o,
    .gnt_epoch_o,
    .credit_o,
    .pend_o,
    .epoch_o,
    .stat_credit_err_o
  );

  // ---- accelerator slots -------------------------------------------------------------------------

  logic [NumAccel-1:0]       out_valid, out_ready, out_eof, par_in_ready;
  logic [NumAccel*DataW-1:0] out_data;
  logic [NumAccel*LenW-1:0]  out_len;

  assign credit_ret[0]  = 1'b0;
  assign decoupled_o[0] = 1'b0;
  assign drained_o[0]   = 1'b0;

  for (genvar a = 0; a < NumAccel; a++) begin : gen_accel
    localparam int Slot = a + 1;

    logic             decoupled;
    logic             in_valid, in_pop, in_last, fin_ready, fout_valid, fout_ready;
    logic             par_in_valid, par_valid, par_ready;
    logic             ofifo_ready;
    logic [$clog2(InDepth + 1)-1:0]  in_count;
    logic [$clog2(ParDepth + 1)-1:0] par_count;
    logic [$clog2(OutDepth + 1)-1:0] out_count;

    common_fifo_sync #(.Width(DataW + LenW + 2), .Depth(InDepth)) u_in (
      .clk_i,
      .rst_ni,
      .in_valid_i (disp_valid[Slot]),
      .in_ready_o (disp_ready[Slot]),
      .in_data_i  ({disp_data, disp_len, disp_last, disp_eof}),
      .out_valid_o(in_valid),
      .out_ready_i(fin_ready),
      .out_data_o ({rp_in_data_o[a*DataW +: DataW], rp_in_len_o[a*LenW +: LenW], in_last, rp_in_eof_o[a]}),
      .count_o    (in_count)
    );
    assign in_pop = in_valid && fin_ready;

    assign par_in_valid = par_valid_i && 32'(par_slot_i) == Slot;
    common_fifo_sync #(.Width(32), .Depth(ParDepth)) u_par (
      .clk_i,
      .rst_ni,
      .in_valid_i (par_in_valid),
      .in_ready_o (par_in_ready[a]),
      .in_data_i  (par_data_i),
      .out_valid_o(par_valid),
      .out_ready_i(par_ready),
      .out_data_o (rp_par_data_o[a*32 +: 32]),
      .count_o    (par_count)
    );

    accel_decoupler u_decoupler (
      .clk_i,
      .rst_ni,
      .decouple_i    (decouple_i[Slot]),
      .decoupled_o   (decoupled),
      .rp_rst_no     (rp_rst_no[a]),
      .fin_valid_i   (in_valid),
      .fin_ready_o   (fin_ready),
      .rp_in_valid_o (rp_in_valid_o[a]),
      .rp_in_ready_i (rp_in_ready_i[a]),
      .fpar_valid_i  (par_valid),
      .fpar_ready_o  (par_ready),
      .rp_par_valid_o(rp_par_valid_o[a]),
      .rp_par_ready_i(rp_par_ready_i[a]),
      .rp_out_valid_i(rp_out_valid_i[a]),
      .rp_out_ready_o(rp_out_ready_o[a]),
      .fout_valid_o  (fout_valid),
      .fout_ready_i  (fout_ready)
    );

    common_fifo_sync #(.Width(DataW + LenW + 1), .Depth(OutDepth)) u_out (
      .clk_i,
      .rst_ni,
      .in_valid_i (fout_valid),
      .in_ready_o (fout_ready),
      .in_data_i  ({rp_out_data_i[a*DataW +: DataW], rp_out_len_i[a*LenW +: LenW], rp_out_eof_i[a]}),
      .out_valid_o(out_valid[a]),
      .out_ready_i(ofifo_ready),
      .out_data_o ({out_data[a*DataW +: DataW], out_len[a*LenW +: LenW], out_eof[a]}),
      .count_o    (out_count)
    );
    // A decoupled slot's output drains into nowhere; otherwise it waits for the arbiter.
    assign ofifo_ready = decoupled || out_ready[a];

    // A request's credit comes back when the program has taken its last flit (not when a
    // decoupled slot's FIFO drains: its credits were reloaded).
    assign credit_ret[Slot]  = in_pop && in_last && !decoupled;
    assign decoupled_o[Slot] = decoupled;
    assign drained_o[Slot]   = decoupled && in_count == '0 && par_count == '0 && out_count == '0;
  end

  // Parameters for slot 0 or a slot that does not exist are taken and dropped, so that a bad
  // slot number never stalls the firmware; a real slot's FIFO is waited for.
  always_comb begin
    par_ready_o = 1'b1;
    for (int a = 0; a < NumAccel; a++) begin
      if (32'(par_slot_i) == a + 1) begin
        par_ready_o = par_in_ready[a];
      end
    end
  end

  // ---- output: accelerator slots, round robin per flit --------------------------------------------

  logic [NumAccel-1:0] arb_req, arb_gnt;
  logic [$clog2(NumAccel > 1 ? NumAccel : 2)-1:0] arb_idx;
  logic                arb_valid, arb_ready;

  assign arb_req   = out_valid & ~decoupled_o[NumSlots-1:1];
  assign arb_valid = arb_req != '0;

  common_rr_arb #(.N(NumAccel)) u_out_arb (
    .clk_i,
    .rst_ni,
    .req_i    (arb_req),
    .gnt_o    (arb_gnt),
    .gnt_idx_o(arb_idx),
    .advance_i(arb_valid && arb_ready)
  );
  assign out_ready = arb_ready ? arb_gnt : '0;

  common_skid_buffer #(.Width(DataW + LenW + 1 + SlotW)) u_ao (
    .clk_i,
    .rst_ni,
    .in_valid_i (arb_valid),
    .in_ready_o (arb_ready),
    .in_data_i  ({out_data[32'(arb_idx)*DataW +: DataW], out_len[32'(arb_idx)*LenW +: LenW], out_eof[arb_idx],
                  SlotW'(32'(arb_idx) + 1)}),
    .out_valid_o(ao_valid_o),
    .out_ready_i(ao_ready_i),
    .out_data_o ({ao_data_o, ao_len_o, ao_eof_o, ao_slot_o})
  );

endmodule

`default_nettype wire
