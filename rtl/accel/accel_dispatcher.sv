// INSIDER's dispatcher (section 3.6, Figure 7): steers the drive's read data to the accelerator
// slots by the Slot Index FIFO.
//
// Every drive read that reaches the cluster pushed one SIF entry when it was issued, in the order
// its data arrives here: the firmware's normal reads push slot 0 (pass-through), the ISC unit's
// requests push their slot. At the first flit of each request the dispatcher pops the SIF and
// sends the request's flits, up to the one with rd_last_i, to that slot's port. Slot 0 is the
// normal read path: a flit a cycle whenever its sink takes one, so pass-through costs nothing.
//
// A slot that was reloaded while its requests were in flight must not see their data: each SIF
// entry carries the slot's epoch at issue, the cluster bumps the epoch at every reload, and a
// flit whose request's epoch is no longer the slot's is taken and dropped. The check is made at
// every flit, not only the first, so a request cut by a reload loses its tail too. A SIF entry
// naming a slot that does not exist, or marked to drop (sif_drop_i: the firmware named a slot
// beyond the cluster, accel_isc), is dropped the same way: its data still has to be taken, or it
// would be given to the next entry's slot; the count makes the firmware bug visible.
//
// The slot ports share one data bus and get a one-hot valid. The accelerator slots' input FIFOs
// never refuse a flit while the credit scheduler's bound holds (accel_credit_sched); if one does,
// the dispatcher waits rather than lose data, and stalls every slot behind it.

`default_nettype none

module accel_dispatcher #(
  // Slots including slot 0 (pass-through), >= 2.
  parameter int NumSlots = 4,
  // Flit width in bits (INSIDER's APP_Data: 64 bytes).
  parameter int DataW = 512,
  // Bits of a slot's reload epoch, >= 1.
  parameter int EpochW = 2,
  // Derived; not meant to be overridden.
  localparam int SlotW = (NumSlots > 1) ? $clog2(NumSlots) : 1,
  localparam int LenW = $clog2(DataW / 8) + 1
) (
  input  wire logic                         clk_i,
  input  wire logic                         rst_ni,
  // Read data, in the order the SIF was pushed; rd_len_i: valid bytes of the flit (1..DataW/8,
  // all of them except possibly at rd_last_i); rd_last_i: the request's last flit.
  input  wire logic                         rd_valid_i,
  output logic                              rd_ready_o,
  input  wire logic [DataW-1:0]             rd_data_i,
  input  wire logic [LenW-1:0]              rd_len_i,
  input  wire logic                         rd_last_i,
  // The SIF's read side: the slot of the next request, its epoch at issue, and whether it is the
  // last request of its slot's current file (its last flit carries the program's eop).
  input  wire logic                         sif_valid_i,
  output logic                              sif_ready_o,
  input  wire logic [SlotW-1:0]             sif_slot_i,
  input  wire logic [EpochW-1:0]            sif_epoch_i,
  input  wire logic                         sif_eof_i,
  // The request's data is to be dropped (its issuer named a slot that does not exist).
  input  wire logic                         sif_drop_i,
  // Each slot's current epoch (slot 0's is ignored: the pass-through is never reloaded).
  input  wire logic [NumSlots*EpochW-1:0]   slot_epoch_i,
  // To the slots: one-hot valid, per-slot ready, a shared payload. out_last_o ends a request (the
  // credit unit), out_eof_o ends the file (the program's eop).
  output logic      [NumSlots-1:0]          out_valid_o,
  input  wire logic [NumSlots-1:0]          out_ready_i,
  output logic      [DataW-1:0]             out_data_o,
  output logic      [LenW-1:0]              out_len_o,
  output logic                              out_last_o,
  output logic                              out_eof_o,
  // Flits dropped (stale epoch or no such slot), wrapping.
  output logic      [31:0]                  stat_dropped_o
);

  if (NumSlots < 2 || EpochW < 1 || DataW < 8 || DataW % 8 != 0) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "accel_dispatcher: need NumSlots >= 2, EpochW >= 1, DataW a multiple of 8");
`else
    $error("accel_dispatcher: need NumSlots >= 2, EpochW >= 1, DataW a multiple of 8");
`endif
  end

  // The request being dispatched (after its first flit).
  logic              in_req_q;
  logic [SlotW-1:0]  cur_slot_q;
  logic [EpochW-1:0] cur_epoch_q;
  logic              cur_eof_q;
  logic              cur_drop_q;

  logic [SlotW-1:0]  slot;
  logic [EpochW-1:0] epoch;
  logic              eof, known, drop, routed, xfer;

  always_comb begin
    slot  = in_req_q ? cur_slot_q : sif_slot_i;
    epoch = in_req_q ? cur_epoch_q : sif_epoch_i;
    eof   = in_req_q ? cur_eof_q : sif_eof_i;
    known = 32'(slot) < NumSlots;
    drop  = !known || (in_req_q ? cur_drop_q : sif_drop_i);
    for (int s = 1; s < NumSlots; s++) begin
      if (32'(slot) == s && slot_epoch_i[s*EpochW +: EpochW] != epoch) begin
        drop = 1'b1;
      end
    end
  end

  // A request can move only once its SIF entry is known.
  assign routed      = in_req_q || sif_valid_i;
  assign rd_ready_o  = routed && (drop || (known && out_ready_i[slot]));
  assign xfer        = rd_valid_i && rd_ready_o;
  assign sif_ready_o = xfer && !in_req_q;

  always_comb begin
    out_valid_o = '0;
    if (rd_valid_i && routed && !drop) begin
      out_valid_o[slot] = 1'b1;
    end
  end
  assign out_data_o = rd_data_i;
  assign out_len_o  = rd_len_i;
  assign out_last_o = rd_last_i;
  assign out_eof_o  = rd_last_i && eof;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      in_req_q       <= 1'b0;
      cur_slot_q     <= '0;
      cur_epoch_q    <= '0;
      cur_eof_q      <= 1'b0;
      cur_drop_q     <= 1'b0;
      stat_dropped_o <= '0;
    end else if (xfer) begin
      in_req_q <= !rd_last_i;
      if (!in_req_q) begin
        cur_slot_q  <= sif_slot_i;
        cur_epoch_q <= sif_epoch_i;
        cur_eof_q   <= sif_eof_i;
        cur_drop_q  <= sif_drop_i;
      end
      if (drop) begin
        stat_dropped_o <= stat_dropped_o + 32'd1;
      end
    end
  end

endmodule

`default_nettype wire
