// One NAND die of the DRAM-emulated array: its operation queue and chip-level scheduler, its
// timing model, the NAND rules and the fault injection that concern it, and its monitors.
//
// An operation goes through the phases a real die and channel impose (times are the scaled
// effective cycles from flash_top):
//   read     bus: command (T_CMD)        -> die: tR        -> bus: page(s) out (+ copy to buffer)
//   program  bus: command + page(s) in   -> die: tPROG
//            (+ copy from buffer)
//   erase    bus: command                -> die: tBERS
//   status   bus: command
// A bus phase holds the channel bus (shared with the channel's other dies) for exactly its time,
// or longer if the data copy (flash_dma) has not finished by then. Array phases overlap freely
// with other dies' phases; this is what makes die interleaving and channel saturation real.
//
// NAND rules: pages of a block are programmed in order and once per erase (a program must name
// the block's next page, else ORDER_VIOLATION); reading a page not programmed since the last
// erase returns all ones (the ERASED bit tells the firmware). The block state (pages written,
// bad mark) lives here and is reset only by array_rst_ni, so it survives a controller reset the
// way NAND contents survive a power cut.
//
// Power loss (power_loss_i, raised by a simulation's power cut with rst_ni; tied low on a board,
// where losing power takes the emulated array with it): what an interrupted array operation
// leaves is what NAND leaves. The die records a program or erase for the length of its array
// phase in registers only array_rst_ni clears, so the record outlives rst_ni; when rst_ni is
// released the die applies it before taking any operation:
//   - power lost during tPROG: the page is consumed and torn. It reads as UNCORRECTABLE with a
//     bit of the data flipped (it did not all land), and it cannot be programmed again (the
//     block's next page is after it);
//   - power lost during tBERS: the block is partly erased. Every page reads as UNCORRECTABLE (the
//     old data, a bit flipped) and no page can be programmed (ORDER_VIOLATION) until the block
//     is erased again;
//   - rst_ni alone (a controller reset, the NAND powered): the operation completes, as the die
//     would finish it by itself; its block state is written at the release, not after the rest
//     of the array time.
// A block remembers one torn page: a second cut in the same block before its erase moves the mark
// to the newer page, and the older one then reads as it was copied in (the model is kinder there
// than NAND). A cut during a bus phase leaves the array as the operation found it: the program's
// page is still erased (whatever its copy left in the array's memory is never read).
//
// Faults (rules and rates from flash.rdl): an uncorrectable read returns the stored data with
// status UNCORRECTABLE; a silent corruption flips one bit of the returned data with status OK;
// a failed program still consumes the page (its contents are whatever was written); a failed
// erase leaves the block as it was.
//
// End-to-end data protection (e2e_i, flash.rdl E2E_CRC): a program has flash_dma compute a
// CRC-32C per sector of the page data on its way into the array and writes them into the
// hardware-owned end of the page's spare area (with the firmware's spare bytes, or over an
// all-ones spare area when the firmware moves none); a read has the CRCs of the data recomputed
// on its way to the buffer and compared with the stored ones, and the spare CRC (flash_dma: over
// the firmware's spare bytes) likewise. A mismatch completes the read with CRC_ERROR (the data is
// returned as stored) and the failed sectors and spare areas in cpl_crc_o. A page the
// block state says is erased is not checked: it reads as all ones, status OK, ERASED set.
`default_nettype none
module flash_die #(
  // Position of this die (for the array address and fault rules).
  parameter int Channel = 0,
  parameter int Die = 0,
  // Geometry (see flash_top).
  parameter int NumDies = 4,
  parameter int NumPlanes = 2,
  parameter int BlocksPerPlane = 64,
  parameter int PagesPerBlock = 64,
  parameter int PageBytes = 16384,
  parameter int SpareBytes = 64,
  // Operations the die queue holds.
  parameter int Depth = 8,
  // Fault rules compared on every operation.
  parameter int NumFaults = 8,
  // Address, copy-length and beat widths of the data mover.
  parameter int AddrW = 40,
  parameter int LenW = 20,
  parameter int BeatBytes = 64,
  // End-to-end CRC sectors per page (flash_top: a 4 KiB sector, or one per smaller page).
  parameter int NumSect = 1,
  // 2PM request id width (flash_chan.rdl DESC_CTRL.REQ) and the reordering queue's swap counter.
  parameter int ReqW = 5,
  parameter int SwapW = 4,
  // The reordering queue's times: slacks, service and end times, in cycles.
  parameter int TimeW = 24,
  // Derived. Not to be overridden.
  localparam int WpW = $clog2(PagesPerBlock + 1),
  localparam int QCntW = $clog2(Depth + 1)
) (
  input  wire logic               clk_i,
  input  wire logic               rst_ni,
  // Resets the block state (pages written, bad marks) only: the emulated NAND's power.
  input  wire logic               array_rst_ni,
  // High while the emulated NAND loses power (a power cut, with rst_ni): see "Power loss".
  input  wire logic               power_loss_i,

  // Descriptor push (the channel only pushes when space_o).
  input  wire logic               push_i,
  input  wire logic [2:0]         push_op_i,
  input  wire logic               push_multi_i,
  input  wire logic               push_spare_i,
  input  wire logic [1:0]         push_plane_i,
  input  wire logic [11:0]        push_block_i,
  input  wire logic [11:0]        push_page_i,
  input  wire logic [AddrW-1:0]   push_buf_i,
  input  wire logic [AddrW-1:0]   push_sbuf_i,
  input  wire logic [15:0]        push_tag_i,
  // Read: the page data also goes through the channel's first-stage matcher (dma_tap_o).
  input  wire logic               push_search_i,
  // Read: its 2PM request (reordering requests name it).
  input  wire logic [ReqW-1:0]    push_req_i,
  // Read under policy 3: the request manager's slack, pin and the request's priority so far
  // (pm2_request_manager), for the cycle of the push.
  input  wire logic [TimeW-1:0]   push_slack_i,
  input  wire logic               push_pin_i,
  input  wire logic [1:0]         push_prio_i,
  output logic                    space_o,

  // Configuration (effective cycles, already scaled; at least 1).
  input  wire logic [1:0]         policy_i,
  input  wire logic [SwapW-1:0]   max_swaps_i,
  // 2PM reordering requests (pm2_analyzer's bus: no ready), taken under policy 3.
  input  wire logic               ro_valid_i,
  input  wire logic [ReqW-1:0]    ro_req_i,
  input  wire logic [1:0]         ro_prio_i,
  // The request manager's unpin bus: the queued reads of this request lose their pin.
  input  wire logic               unpin_valid_i,
  input  wire logic [ReqW-1:0]    unpin_req_i,
  // Policy 3's switches (flash.rdl SCHED): slack-aware insertion, pinning, reordering requests.
  input  wire logic               slack_en_i,
  input  wire logic               pin_en_i,
  input  wire logic               detect_en_i,
  // Policy 3: when a read pushed now is expected to end (the reordering queue's end time plus
  // its service), in cycles from now; what the request manager needs for its slack.
  output logic      [TimeW-1:0]   rq_end_o,
  // This cycle's push is a search read entering the reordering queue: the request manager
  // counts it and answers with push_slack_i, push_pin_i and push_prio_i.
  output logic                    rq_managed_o,
  input  wire logic [1:0]         page_types_i,
  input  wire logic [31:0]        t_cmd_i,
  input  wire logic [3*32-1:0]    t_read_i,       // [0 +: 32] uniform / LSB, [32 +: 32] CSB, [64 +: 32] MSB
  input  wire logic [3*32-1:0]    t_prog_i,
  input  wire logic [31:0]        t_erase_i,
  input  wire logic [31:0]        t_page_xfer_i,  // one page's data over the channel bus
  input  wire logic [31:0]        t_spare_xfer_i, // one page's spare area
  input  wire logic [AddrW-1:0]   data_base_i,
  input  wire logic [AddrW-1:0]   spare_base_i,
  // End-to-end CRC on (sampled per operation at its checks).
  input  wire logic               e2e_i,

  // Fault injection.
  input  wire logic [NumFaults*3-1:0]  fault_kind_i,
  input  wire logic [NumFaults-1:0]    fault_whole_i,
  input  wire logic [NumFaults*8-1:0]  fault_ch_i,
  input  wire logic [NumFaults*4-1:0]  fault_die_i,
  input  wire logic [NumFaults*2-1:0]  fault_plane_i,
  input  wire logic [NumFaults*12-1:0] fault_block_i,
  input  wire logic [NumFaults*12-1:0] fault_page_i,
  input  wire logic [15:0]        rate_uecc_i,
  input  wire logic [15:0]        rate_prog_i,
  input  wire logic [15:0]        rate_erase_i,

  // Bad-block table access (firmware): state of (plane, block), and mark / unmark pulses.
  input  wire logic [1:0]         bbt_plane_i,
  input  wire logic [11:0]        bbt_block_i,
  output logic                    bbt_bad_o,
  output logic [WpW-1:0]          bbt_written_o,
  input  wire logic               bbt_set_bad_i,
  input  wire logic               bbt_clear_bad_i,

  // Channel bus: request and hold; granted while gnt is high. bus_short_o: the request is a
  // command-only phase (a few cycles), which the channel serves before data transfers.
  output logic                    bus_req_o,
  output logic                    bus_short_o,
  input  wire logic               bus_gnt_i,

  // Data mover request (held until done).
  output logic                    dma_req_o,
  output logic [2:0]              dma_kind_o,
  output logic [AddrW-1:0]        dma_src_o,
  output logic [AddrW-1:0]        dma_dst_o,
  output logic [LenW-1:0]         dma_len_o,
  output logic                    dma_flip_o,
  output logic [1:0]              dma_crc_o,
  output logic [NumSect*32-1:0]   dma_crc_val_o,
  // The copy is a search read's page data: flash_dma also hands it to the channel's matcher,
  // which reports it with dma_tap_tag_o (the request, the plane, then the descriptor's tag).
  output logic                    dma_tap_o,
  output logic [ReqW+17:0]        dma_tap_tag_o,
  // Before a search read's transfer asks for the channel bus, its tapped pages (one per plane)
  // must hold room in the channel's tap buffer: asked with tap_resv_req_o, held from
  // tap_resv_gnt_i to the end of the transfer (the tap frees each page as its matcher takes it).
  // So a die whose search read waits for the matcher never holds the bus, and the channel's
  // other dies go on.
  output logic                    tap_resv_req_o,
  output logic [2:0]              tap_resv_pages_o,
  input  wire logic               tap_resv_gnt_i,
  input  wire logic               dma_done_i,
  input  wire logic               dma_err_i,
  input  wire logic [NumSect*32-1:0] dma_crc_i,
  input  wire logic [NumSect:0]   dma_crc_err_i,   // bit NumSect: the spare CRC

  // Completions (one per descriptor).
  output logic                    cpl_valid_o,
  input  wire logic               cpl_ready_i,
  output logic [15:0]             cpl_tag_o,
  output logic [3:0]              cpl_status_o,
  output logic [2:0]              cpl_op_o,
  output logic [3:0]              cpl_erased_o,
  output logic [19:0]             cpl_crc_o,      // read, CRC_ERROR: bit p x NumSect + s failed,
                                                  // bit 16 + p: plane p's spare area

  // Monitors: counter mon_idx_i (see flash.rdl MON_SEL).
  input  wire logic [7:0]         mon_idx_i,
  output logic [31:0]             mon_data_o
);
  localparam int PlaneBits = (NumPlanes > 1) ? $clog2(NumPlanes) : 1;
  localparam int IdxW = (Depth > 1) ? $clog2(Depth) : 1;
  localparam int BlkW = (BlocksPerPlane > 1) ? $clog2(BlocksPerPlane) : 1;
  localparam int SlotW = 2 * AddrW + 17 + ReqW;  // buffer, spare buffer, search, tag, request
  localparam logic [2:0] OpRead = 3'd1, OpProg = 3'd2, OpErase = 3'd3, OpStatus = 3'd4;
  localparam logic [3:0] StOk = 4'd0, StUecc = 4'd1, StProgFail = 4'd2, StEraseFail = 4'd3,
                         StOrder = 4'd4, StBadBlock = 4'd5, StAddr = 4'd6, StInvalid = 4'd7,
                         StMemory = 4'd8, StCrc = 4'd9;

  if (NumPlanes < 1 || NumPlanes > 4 || BlocksPerPlane < 1 || BlocksPerPlane > 4096 ||
      PagesPerBlock < 1 || PagesPerBlock > 4096 || PageBytes % BeatBytes != 0 ||
      SpareBytes % BeatBytes != 0 || Depth < 1 || NumDies > 16 || NumSect < 1 ||
      NumPlanes * NumSect > 16 || NumSect * 4 > BeatBytes ||
      (NumPlanes * (PageBytes + SpareBytes)) >= (1 << LenW)) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "flash_die: bad parameters");
`else
    $error("flash_die: bad parameters");
`endif
  end

  // The die's state (see "executing operation(s)"); the queue and scheduler read it too.
  typedef enum logic [2:0] {Idle, Fetch, Check, Plan, Cmd, Array, Xfer, Cpl} state_e;
  state_e state_q;
  logic   phase_done;  // the bus phase (Cmd, Xfer) ends this cycle

  // ---------------------------------------------------------------- queue
  logic [QCntW-1:0] q_cnt_q;
  logic [2:0]       q_op_q    [Depth];
  logic             q_multi_q [Depth];
  logic             q_spare_q [Depth];
  logic [1:0]       q_plane_q [Depth];
  logic [11:0]      q_block_q [Depth];
  logic [11:0]      q_page_q  [Depth];
  logic [IdxW-1:0]  q_slot_q  [Depth];

  assign space_o = (q_cnt_q != QCntW'(Depth));

  // The wide fields (buffer addresses, tag) stay in a slot memory while the compacting queue
  // moves only the slot number: compaction muxes every queued bit, and the scheduler needs none
  // of these. A slot is freed when its operation leaves the queue, so Depth slots always suffice.
  logic [SlotW-1:0] slot_mem [Depth];
  logic [Depth-1:0] slot_used_q;
  logic [IdxW-1:0]  free_slot;
  always_comb begin
    free_slot = '0;
    for (int i = Depth - 1; i >= 0; i--) if (!slot_used_q[i]) free_slot = IdxW'(i);
  end
  always_ff @(posedge clk_i) begin
    if (push_i && space_o) slot_mem[free_slot] <= {push_buf_i, push_sbuf_i, push_search_i, push_tag_i, push_req_i};
  end

  // The pick is read only in Idle (take, below). In every other state the scheduler is shown an
  // empty queue, which makes it skip its evaluation (flash_chip_sched): Verilator evaluates
  // combinational logic every cycle whatever changed, and the scheduler was the largest part of
  // each die's cost. This guard and the like ones below (compaction, checks, Plan times) took
  // cssd_sim vcu118 (32 dies) from 7.2 to 9.9 kHz of CPU, 25% fewer instructions per cycle
  // (sim/native/README.md, "flash_die guards").
  logic [Depth-1:0]           s_valid, s_multi;
  logic [Depth*3-1:0]         s_op;
  logic [Depth*PlaneBits-1:0] s_plane;
  logic [Depth*12-1:0]        s_block, s_page;
  always_comb begin
    s_valid = '0; s_multi = '0; s_op = '0; s_plane = '0; s_block = '0; s_page = '0;
    if (state_q == Idle) begin
      for (int i = 0; i < Depth; i++) begin
        s_valid[i] = (QCntW'(i) < q_cnt_q);
        s_multi[i] = q_multi_q[i];
        s_op[i*3 +: 3] = q_op_q[i];
        s_plane[i*PlaneBits +: PlaneBits] = PlaneBits'(q_plane_q[i]);
        s_block[i*12 +: 12] = q_block_q[i];
        s_page[i*12 +: 12] = q_page_q[i];
      end
    end
  end

  logic            pick_valid, group_valid, s_group_valid;
  logic [IdxW-1:0] pick_idx, group_idx, s_pick_idx;
  logic [Depth-1:0] s_blocked;
  flash_chip_sched #(.Depth(Depth), .PlaneBits(PlaneBits), .BlockBits(12), .PageBits(12)) i_sched (
    .policy_i, .valid_i(s_valid), .op_i(s_op), .multi_i(s_multi), .plane_i(s_plane),
    .block_i(s_block), .page_i(s_page),
    .pick_valid_o(pick_valid), .pick_idx_o(s_pick_idx),
    .group_valid_o(s_group_valid), .group_idx_o(group_idx), .blocked_o(s_blocked)
  );

  // ---------------------------------------------------------------- 2PM reordering (policy 3)
  // Under policy 3 every read pushed also enters a pm2_reorder_queue (2PM's chip-level
  // sub-request queue), tagged with its slot here; reordering requests from the result analyzer
  // move the reads of a request that matched ahead of the others. The die runs the queue's head
  // when no older program or erase of its block holds it back (s_blocked); otherwise it takes
  // the read-priority pick, so an order the NAND rules forbid never blocks the die. Whatever read
  // leaves the die queue leaves the reordering queue in the same cycle (a pop of any slot), so
  // the two always hold the same reads. A read pushed under another policy is not in it.
  //
  // A search read comes with the request manager's slack, pin and inherited priority (flash_top's
  // pm2_request_manager, from rq_end_o of this die); a plain read with slack 0, unpinned. SCHED's
  // SLACK, PIN and DETECT switch slack-aware insertion, pinning and reordering requests, so
  // FCFS, Slacker, 2PM and 2PM+ all run here.
  localparam logic [1:0] PolicyReorder = 2'd3;
  logic            rq_head_valid, rq_push_ready, rq_push_valid, rq_pop;
  logic [IdxW-1:0] rq_head_idx, rq_head_tag, rq_push_idx, rq_pop_idx;
  logic [ReqW:0]   rq_head_req;
  logic [IdxW-1:0] rq_slot_of [Depth];  // die slot -> reordering queue slot
  logic [Depth-1:0] in_rq_q;             // die slot's read is in the reordering queue
  // A read waits here for its push: the queue takes no push in a pop's cycle. The die takes
  // nothing while one waits (take), so a read is never taken before it is in the queue.
  logic            pend_valid, pend_in_ready, rq_busy;
  logic [1:0]      pend_count;
  logic [QCntW-1:0] rq_count;
  logic [TimeW-1:0] rq_end_time;
  logic [IdxW-1:0] pend_slot;
  logic [ReqW:0]   pend_req;
  logic [TimeW-1:0] pend_slack, rq_svc;
  logic            pend_pin;
  logic [1:0]      pend_prio;
  // A read pushed now enters the reordering queue; a plain one has no request the manager
  // knows: no slack, no pin, no priority.
  logic            rq_enter, push_managed;
  assign rq_enter = push_i && space_o && push_op_i == OpRead && policy_i == PolicyReorder;
  assign push_managed = push_search_i;
  assign rq_managed_o = rq_enter && push_managed;
  common_fifo_sync #(.Width(IdxW + ReqW + 1 + TimeW + 1 + 2), .Depth(2)) i_rq_pend (
    .clk_i, .rst_ni,
    .in_valid_i(rq_enter),
    .in_ready_o(pend_in_ready),
    .in_data_i({free_slot, push_search_i, push_req_i, push_managed ? push_slack_i : TimeW'(0),
                push_managed && push_pin_i, push_managed && detect_en_i ? push_prio_i : 2'd0}),
    .out_valid_o(pend_valid), .out_ready_i(rq_push_ready), .out_data_o({pend_slot, pend_req, pend_slack, pend_pin, pend_prio}),
    .count_o(pend_count)
  );
  assign rq_push_valid = pend_valid;
  pm2_reorder_queue #(.Depth(Depth), .ReqW(ReqW + 1), .TagW(IdxW), .TimeW(TimeW), .SwapW(SwapW)) i_rq (
    .clk_i, .rst_ni,
    .reorder_en_i(policy_i == PolicyReorder && detect_en_i),
    .slack_en_i(policy_i == PolicyReorder && slack_en_i), .pin_en_i(policy_i == PolicyReorder && pin_en_i),
    .max_swaps_i,
    .push_valid_i(rq_push_valid), .push_ready_o(rq_push_ready), .push_tag_i(pend_slot),
    // Only search reads ({1, request}) can be named by a reordering request.
    .push_req_i(pend_req),
    .push_svc_i(rq_svc), .push_slack_i(pend_slack),
    .push_pin_i(pend_pin), .push_prio_i(pend_prio), .push_idx_o(rq_push_idx),
    .ro_valid_i(ro_valid_i && policy_i == PolicyReorder && detect_en_i), .ro_req_i({1'b1, ro_req_i}), .ro_prio_i,
    // A read waits in the pending FIFO for one cycle (take is held off while it does, so the
    // queue pops nothing then): an unpin of its request while it waits meets it as the queue's
    // push. The unpin of its own push cycle is for it, or for another request (the manager
    // pins one push of a request a cycle and moves the pin to it).
    .unpin_valid_i(unpin_valid_i && policy_i == PolicyReorder), .unpin_req_i({1'b1, unpin_req_i}),
    .head_valid_o(rq_head_valid), .head_idx_o(rq_head_idx), .head_tag_o(rq_head_tag),
    .head_req_o(rq_head_req),
    .pop_i(rq_pop), .pop_idx_i(rq_pop_idx), .done_i(state_q == Idle),
    .count_o(rq_count), .end_time_o(rq_end_time), .busy_o(rq_busy)
  );

  // The head's position in the die queue (looked for in Idle only: see s_valid).
  logic            head_found;
  logic [IdxW-1:0] head_pos;
  always_comb begin
    head_found = 1'b0;
    head_pos = '0;
    if (state_q == Idle && rq_head_valid && policy_i == PolicyReorder) begin
      for (int i = Depth - 1; i >= 0; i--) begin
        if (QCntW'(i) < q_cnt_q && q_slot_q[i] == rq_head_tag && !s_blocked[i]) begin
          head_found = 1'b1;
          head_pos = IdxW'(i);
        end
      end
    end
  end
  assign pick_idx = head_found ? head_pos : s_pick_idx;
  // The pending FIFO never fills (the queue refuses a push only in a pop's cycle, and a pop waits
  // for the FIFO to empty); the head's slot and request are found through its tag.
  logic unused_rq;
  assign unused_rq = ^{pend_in_ready, pend_count, rq_head_idx, rq_head_req, rq_count, rq_busy};
  // Service time: tR (uniform, or LSB) plus a page transfer, the effective cycles the die counts.
  assign rq_svc = TimeW'(t_read_i[31:0]) + TimeW'(t_page_xfer_i);
  // Counted: the reads in the reordering queue and the one running (end_time_o). Not counted: the
  // programs and erases in the die queue, so the estimate is low on a die that also writes.
  always_comb begin
    logic [TimeW:0] sum;
    sum = {1'b0, rq_end_time} + {1'b0, rq_svc};
    rq_end_o = sum[TimeW] ? '1 : sum[TimeW-1:0];
  end
  // A partner still in the reordering queue (pushed under policy 3, grouped under 2) would stay
  // there: such a pair runs apart.
  assign group_valid = s_group_valid && !head_found && !in_rq_q[q_slot_q[group_idx]];

  // ---------------------------------------------------------------- block state
  // Per plane, two memories indexed by block: pages written since the last erase, and the bad
  // mark. Each has one port for the die (read in Fetch, written at the end of an array phase)
  // and one for the bad-block table registers, both read registered so they map to LUT or
  // block RAM however large the geometry. A valid bit per block, cleared by array_rst_ni, stands
  // for "zero since the array reset": a RAM cannot be cleared in one cycle, and the block state
  // must be empty at once after the media reset (and never read uninitialised).
  //
  // Per plane, at most one latched entry covers it (a PAQ pair is on two planes, a multi-plane
  // entry is alone), so one die port per plane serves both entries.
  logic [3:0]      bs_owner;          // per plane: the entry (0/1) whose block is addressed
  logic [BlkW-1:0] bs_addr [4];
  logic [3:0]      bs_we;
  logic [WpW-1:0]  bs_wdata [4];
  logic [WpW-1:0]  rd_written [4];    // registered read: valid in Check for the Fetch address
  logic [3:0]      rd_bad;
  // What power loss left in the block (see "Power loss"): a third memory per plane, written only
  // by an erase (cleared) and by the recovery after a cut, read like the other two.
  typedef struct packed {
    logic           part_erased;  // an erase was cut: every page uncorrectable, none programmable
    logic           torn;         // a program was cut: page torn_page reads uncorrectable
    logic [WpW-1:0] torn_page;
  } tear_t;
  logic [3:0]      bs_tear_we;
  tear_t           bs_tear_wdata [4];
  tear_t           rd_tear [4];
  // The array operation a reset interrupted (see "the array operation in progress" below).
  logic            ip_valid_q, ip_erase_q, ip_cut_q;
  logic [3:0]      ip_planes_q;
  logic [BlkW-1:0] ip_block_q;
  logic [WpW-1:0]  ip_page_q;
  logic            recover;  // this cycle applies the record
  logic [WpW-1:0]  bbt_written_p [4];
  logic [3:0]      bbt_bad_p;
  logic [BlkW-1:0] bbt_addr;
  logic            bbt_in_range, bbt_in_range_q;
  logic [1:0]      bbt_plane_q;
  assign bbt_in_range = 32'(bbt_plane_i) < NumPlanes && 32'(bbt_block_i) < BlocksPerPlane;
  assign bbt_addr = BlkW'(bbt_block_i);
  // BBT_STATE follows BBT_SEL one cycle later; a register read after the write that set the
  // selection never comes sooner (the write response alone takes a cycle).
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      bbt_in_range_q <= 1'b0;
      bbt_plane_q <= '0;
    end else begin
      bbt_in_range_q <= bbt_in_range;
      bbt_plane_q <= bbt_plane_i;
    end
  end
  assign bbt_bad_o = bbt_in_range_q && bbt_bad_p[bbt_plane_q];
  assign bbt_written_o = bbt_in_range_q ? bbt_written_p[bbt_plane_q] : '0;

  for (genvar gp = 0; gp < 4; gp++) begin : gen_plane
    if (gp < NumPlanes) begin : gen_mem
      logic [WpW-1:0]            written_mem [BlocksPerPlane];
      logic                      bad_mem     [BlocksPerPlane];
      tear_t                     tear_mem    [BlocksPerPlane];
      logic [BlocksPerPlane-1:0] written_valid_q, bad_valid_q, tear_valid_q;
      logic [WpW-1:0]            die_written_q, bbt_written_q;
      logic                      die_bad_q, bbt_bad_q;
      tear_t                     die_tear_q;
      logic                      die_wv_q, die_bv_q, bbt_wv_q, bbt_bv_q, die_tv_q;
      logic                      bbt_we;
      assign bbt_we = bbt_in_range && 32'(bbt_plane_i) == gp && (bbt_set_bad_i || bbt_clear_bad_i);
      always_ff @(posedge clk_i) begin
        if (bs_we[gp]) written_mem[bs_addr[gp]] <= bs_wdata[gp];
        if (bbt_we) bad_mem[bbt_addr] <= bbt_set_bad_i;
        if (bs_tear_we[gp]) tear_mem[bs_addr[gp]] <= bs_tear_wdata[gp];
        die_written_q <= written_mem[bs_addr[gp]];
        die_bad_q <= bad_mem[bs_addr[gp]];
        die_tear_q <= tear_mem[bs_addr[gp]];
        bbt_written_q <= written_mem[bbt_addr];
        bbt_bad_q <= bad_mem[bbt_addr];
      end
      always_ff @(posedge clk_i or negedge array_rst_ni) begin
        if (!array_rst_ni) begin
          written_valid_q <= '0;
          bad_valid_q <= '0;
          tear_valid_q <= '0;
          die_wv_q <= 1'b0; die_bv_q <= 1'b0; bbt_wv_q <= 1'b0; bbt_bv_q <= 1'b0; die_tv_q <= 1'b0;
        end else begin
          if (bs_we[gp]) written_valid_q[bs_addr[gp]] <= 1'b1;
          if (bbt_we) bad_valid_q[bbt_addr] <= 1'b1;
          if (bs_tear_we[gp]) tear_valid_q[bs_addr[gp]] <= 1'b1;
          die_tv_q <= tear_valid_q[bs_addr[gp]];
          die_wv_q <= written_valid_q[bs_addr[gp]];
          die_bv_q <= bad_valid_q[bs_addr[gp]];
          bbt_wv_q <= written_valid_q[bbt_addr];
          bbt_bv_q <= bad_valid_q[bbt_addr];
        end
      end
      assign rd_written[gp] = die_wv_q ? die_written_q : '0;
      assign rd_bad[gp] = die_bv_q && die_bad_q;
      assign rd_tear[gp] = die_tv_q ? die_tear_q : '0;
      assign bbt_written_p[gp] = bbt_wv_q ? bbt_written_q : '0;
      assign bbt_bad_p[gp] = bbt_bv_q && bbt_bad_q;
    end else begin : gen_none
      logic unused_we;  // planes beyond NumPlanes are never covered
      assign unused_we = ^{bs_we[gp], bs_tear_we[gp], bs_tear_wdata[gp]};
      assign rd_written[gp] = '0;
      assign rd_bad[gp] = 1'b0;
      assign rd_tear[gp] = '0;
      assign bbt_written_p[gp] = '0;
      assign bbt_bad_p[gp] = 1'b0;
    end
  end

  // ---------------------------------------------------------------- executing operation(s)
  // e = 0: the scheduler's pick, e = 1: its PAQ partner (same op, another plane).
  logic             e_valid_q [2];
  logic             e_run_q   [2];  // passed the checks: takes part in the phases
  logic [2:0]       e_op_q    [2];
  logic             e_multi_q [2];
  logic             e_spare_q [2];
  logic [1:0]       e_plane_q [2];
  logic [11:0]      e_block_q [2];
  logic [11:0]      e_page_q  [2];
  logic [AddrW-1:0] e_buf_q   [2];
  logic [AddrW-1:0] e_sbuf_q  [2];
  logic [15:0]      e_tag_q   [2];
  logic [ReqW-1:0]  e_req_q   [2];
  logic             e_search_q[2];
  logic [3:0]       e_status_q[2];
  logic [3:0]       e_erased_q[2];
  logic [3:0]       e_flip_q  [2];  // per plane: silent corruption of this read
  logic [19:0]      e_crcf_q  [2];  // sectors (and at 16 + p spare areas) whose end-to-end CRC check failed
  logic             e2e_q;          // end-to-end CRC on for the running operation
  logic [NumSect*32-1:0] seg_crc_q; // the data segment's CRCs, for its spare segment
  logic             cpl_sel_q;      // which of the two is completing
  logic [3:0]       last_fail_q;    // result of the last program / erase (for status ops)

  // A plane p is covered by an entry when it is multi-plane or names p (written out at each use,
  // see the block state index above).

  // ---- checks (state Check), combinational from the latched operations ----
  // Rules and fault rules are evaluated once per plane against the entry covering that plane,
  // then gathered per entry.
  logic [15:0] lfsr_q;
  logic [3:0]  chk_status [2];
  logic [3:0]  chk_erased [2];
  logic [3:0]  chk_flip   [2];
  logic [3:0]  pl_cov, pl_bad, pl_order, pl_erased, pl_uecc, pl_pfail, pl_efail, pl_flip;
  logic [2:0]  pl_op;
  logic [11:0] pl_block, pl_page;
  // The checks are read only in state Check; in every other state they keep their all-zero
  // defaults and skip the evaluation (8 fault rules x 4 planes, and the rules), which Verilator
  // would otherwise run every cycle for each die.
  logic chk_en;
  assign chk_en = (state_q == Check);
  always_comb begin
    pl_op = '0; pl_block = '0; pl_page = '0;
    pl_cov = '0; pl_bad = '0; pl_order = '0; pl_erased = '0;
    pl_uecc = '0; pl_pfail = '0; pl_efail = '0; pl_flip = '0;
    if (chk_en) for (int p = 0; p < 4; p++) begin
      pl_op = e_op_q[bs_owner[p]];
      pl_block = e_block_q[bs_owner[p]];
      pl_page = e_page_q[bs_owner[p]];
      pl_cov[p] = p < NumPlanes && e_valid_q[bs_owner[p]] &&
                  (e_multi_q[bs_owner[p]] || 32'(e_plane_q[bs_owner[p]]) == p);
      pl_bad[p] = rd_bad[p];
      pl_order[p] = pl_op == OpProg && rd_written[p] != WpW'(pl_page);
      pl_erased[p] = pl_op == OpRead && rd_written[p] <= WpW'(pl_page);
      // What a power cut left (see "Power loss"); a partly erased block has every page written.
      // The data comes back with a bit flipped as well: cells a cut left half-programmed or
      // half-erased do not hold what was written, so a check of the data (the firmware's CRC)
      // fails too, with or without the status.
      pl_uecc[p] = pl_op == OpRead &&
                   (rd_tear[p].part_erased || (rd_tear[p].torn && rd_tear[p].torn_page == WpW'(pl_page)));
      pl_flip[p] = pl_uecc[p];
      for (int f = 0; f < NumFaults; f++) begin
        if (32'(fault_ch_i[f*8 +: 8]) == Channel && 32'(fault_die_i[f*4 +: 4]) == Die &&
            32'(fault_plane_i[f*2 +: 2]) == p && fault_block_i[f*12 +: 12] == pl_block &&
            (fault_whole_i[f] || fault_page_i[f*12 +: 12] == pl_page)) begin
          unique case (fault_kind_i[f*3 +: 3])
            3'd1: if (pl_op == OpRead) pl_uecc[p] = 1'b1;
            3'd2: if (pl_op == OpProg) pl_pfail[p] = 1'b1;
            3'd3: if (pl_op == OpErase) pl_efail[p] = 1'b1;
            3'd4: if (pl_op == OpRead) pl_flip[p] = 1'b1;
            default: ;
          endcase
        end
      end
    end
  end

  logic [3:0] e_mask;
  logic       bad, order, uecc, pfail, efail, addr_bad, invalid;  // per entry, in the loop
  always_comb begin
    e_mask = '0;
    bad = 1'b0; order = 1'b0; uecc = 1'b0; pfail = 1'b0; efail = 1'b0;
    addr_bad = 1'b0; invalid = 1'b0;
    for (int e = 0; e < 2; e++) begin
      chk_erased[e] = '0;
      chk_flip[e] = '0;
      chk_status[e] = StOk;
    end
    if (chk_en) for (int e = 0; e < 2; e++) begin
      bad = 1'b0; order = 1'b0; uecc = 1'b0; pfail = 1'b0; efail = 1'b0;
      addr_bad = 1'b0; invalid = 1'b0;
      if (e_op_q[e] == 3'd0 || e_op_q[e] > OpStatus) invalid = 1'b1;
      if (e_multi_q[e] && e_plane_q[e] != 2'd0) invalid = 1'b1;
      if (e_op_q[e] == OpRead || e_op_q[e] == OpProg) begin
        if (e_buf_q[e] % AddrW'(BeatBytes) != '0) invalid = 1'b1;
        if (e_spare_q[e] && e_sbuf_q[e] % AddrW'(BeatBytes) != '0) invalid = 1'b1;
      end
      if (32'(e_plane_q[e]) >= NumPlanes || 32'(e_block_q[e]) >= BlocksPerPlane ||
          32'(e_page_q[e]) >= PagesPerBlock) addr_bad = 1'b1;
      for (int p = 0; p < 4; p++) e_mask[p] = pl_cov[p] && (bs_owner[p] == 1'(e));
      if (!addr_bad && e_op_q[e] != OpStatus) begin
        bad = (pl_bad & e_mask) != '0;
        order = (pl_order & e_mask) != '0;
        uecc = (pl_uecc & e_mask) != '0;
        pfail = (pl_pfail & e_mask) != '0;
        efail = (pl_efail & e_mask) != '0;
        chk_erased[e] = pl_erased & e_mask;
        chk_flip[e] = pl_flip & e_mask;
      end
      // An erased page has no data to corrupt or fail to correct.
      if (chk_erased[e] != '0) begin uecc = 1'b0; chk_flip[e] = '0; end
      if (invalid) chk_status[e] = StInvalid;
      else if (addr_bad) chk_status[e] = StAddr;
      else if (bad) chk_status[e] = StBadBlock;
      else if (order) chk_status[e] = StOrder;
      else if (uecc) chk_status[e] = StUecc;
      else if (pfail) chk_status[e] = StProgFail;
      else if (efail) chk_status[e] = StEraseFail;
      else chk_status[e] = StOk;
    end
  end

  // Statuses found at Check after which the operation still runs its phases.
  logic [1:0] chk_runs;
  for (genvar ge = 0; ge < 2; ge++) begin : gen_runs
    assign chk_runs[ge] = chk_status[ge] == StOk || chk_status[ge] == StUecc ||
                          chk_status[ge] == StProgFail || chk_status[ge] == StEraseFail;
  end

  // ---- the phase the operation is in ----
  logic [2:0]  x_op;          // the running op (both entries share it)
  logic [3:0]  x_planes;      // planes covered by running entries
  logic        x_owner [4];   // per plane: which entry covers it
  always_comb begin
    x_op = e_run_q[0] ? e_op_q[0] : e_op_q[1];
    x_planes = '0;
    for (int p = 0; p < 4; p++) begin
      x_owner[p] = 1'b0;
      if (p < NumPlanes) begin
        if (e_valid_q[0] && e_run_q[0] && (e_multi_q[0] || 32'(e_plane_q[0]) == p)) x_planes[p] = 1'b1;
        else if (e_valid_q[1] && e_run_q[1] && (e_multi_q[1] || 32'(e_plane_q[1]) == p)) begin
          x_planes[p] = 1'b1;
          x_owner[p] = 1'b1;
        end
      end
    end
  end

  // ---- block state addressing: per plane, the block of the entry covering it ----
  always_comb begin
    for (int p = 0; p < 4; p++) begin
      bs_owner[p] = !(e_valid_q[0] && (e_multi_q[0] || 32'(e_plane_q[0]) == p));
      bs_addr[p] = recover ? ip_block_q : BlkW'(e_block_q[bs_owner[p]]);
      // End of the array phase: programs consume their page (failed or not), erases that
      // succeed reset the block. x_planes only holds planes of entries that passed the checks,
      // whose addresses are in range.
      bs_we[p] = 1'b0;
      bs_wdata[p] = '0;
      bs_tear_we[p] = 1'b0;
      bs_tear_wdata[p] = '0;
      if (recover) begin
        // The interrupted operation's end, as power loss (ip_cut_q) or the die itself left it.
        if (ip_planes_q[p]) begin
          bs_we[p] = 1'b1;
          if (ip_erase_q) begin
            bs_wdata[p] = ip_cut_q ? WpW'(PagesPerBlock) : '0;
            bs_tear_we[p] = 1'b1;
            bs_tear_wdata[p].part_erased = ip_cut_q;
          end else begin
            bs_wdata[p] = ip_page_q + 1'b1;
            bs_tear_we[p] = ip_cut_q;
            bs_tear_wdata[p].torn = 1'b1;
            bs_tear_wdata[p].torn_page = ip_page_q;
          end
        end
      end else if (state_q == Array && cnt_q == '0 && x_planes[p]) begin
        if (e_op_q[bs_owner[p]] == OpProg) begin
          bs_we[p] = 1'b1;
          bs_wdata[p] = WpW'(e_page_q[bs_owner[p]]) + 1'b1;
        end
        if (e_op_q[bs_owner[p]] == OpErase && e_status_q[bs_owner[p]] == StOk) begin
          bs_we[p] = 1'b1;
          bs_tear_we[p] = 1'b1;  // an erase that completes clears what a cut left
        end
      end
    end
  end

  // ---- the array operation in progress, kept across rst_ni (see "Power loss") ----
  // Recorded when a program or erase enters its array phase, with the planes whose block state
  // its end writes (a failed erase leaves its block), dropped at the phase's end. It is reset by
  // array_rst_ni only; after rst_ni, the die applies it (recover) before anything else.
  logic            up_q;     // out of reset for a cycle: rst_ni was released
  logic            ip_start; // this cycle a program or erase enters its array phase
  logic [3:0]      ip_planes;
  assign recover = up_q && state_q == Idle && ip_valid_q;
  assign ip_start = state_q == Cmd && phase_done && (x_op == OpProg || x_op == OpErase);
  always_comb begin
    for (int p = 0; p < 4; p++)
      ip_planes[p] = x_planes[p] && (x_op == OpProg || e_status_q[x_owner[p]] == StOk);
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) up_q <= 1'b0;
    else up_q <= 1'b1;
  end
  always_ff @(posedge clk_i or negedge array_rst_ni) begin
    if (!array_rst_ni) begin
      ip_valid_q <= 1'b0;
      ip_erase_q <= 1'b0;
      ip_cut_q <= 1'b0;
      ip_planes_q <= '0;
      ip_block_q <= '0;
      ip_page_q <= '0;
    end else begin
      if (ip_start) begin
        ip_valid_q <= 1'b1;
        ip_erase_q <= x_op == OpErase;
        ip_cut_q <= 1'b0;
        ip_planes_q <= ip_planes;
        ip_block_q <= BlkW'(e_run_q[0] ? e_block_q[0] : e_block_q[1]);
        ip_page_q <= WpW'(e_run_q[0] ? e_page_q[0] : e_page_q[1]);
      end else if ((state_q == Array && cnt_q == '0) || recover) begin
        ip_valid_q <= 1'b0;
      end else if (ip_valid_q && power_loss_i) begin
        ip_cut_q <= 1'b1;
      end
    end
  end

  // Effective times of this operation, computed in Check.
  logic [31:0] t_bus_a_q;   // first bus phase (command, + data in for programs)
  logic [31:0] t_array_q;
  logic [31:0] t_bus_b_q;   // data out of a read
  logic [31:0] xfer_sum;
  logic [1:0]  page_type;
  logic [11:0] x_page;
  // Read only in state Plan; evaluated only there (see chk_en).
  always_comb begin
    x_page = '0;
    xfer_sum = '0;
    page_type = 2'd0;
    if (state_q == Plan) begin
      x_page = e_run_q[0] ? e_page_q[0] : e_page_q[1];
      for (int p = 0; p < NumPlanes; p++) begin
        if (x_planes[p]) begin
          xfer_sum = xfer_sum + t_page_xfer_i;
          if (e_spare_q[x_owner[p]]) xfer_sum = xfer_sum + t_spare_xfer_i;
        end
      end
      unique case (page_types_i)
        2'd2: page_type = x_page[0] ? 2'd2 : 2'd0;
        2'd3: page_type = 2'(x_page % 12'd3);
        default: page_type = 2'd0;
      endcase
    end
  end

  // ---- data mover segments: plane by plane, data then spare ----
  logic [2:0]  seg_plane_q;   // NumPlanes = done
  logic        seg_spare_q;
  logic        seg_active_q;  // dma_req_o is up
  logic        seg_phase_q;   // segments are being issued in this phase
  logic        seg_needed;
  logic        seg_owner;
  logic [31:0] page_index;
  // The plane's segments carry the end-to-end CRC: programs, and reads of a page not erased.
  // Then the spare segment always runs (the CRC field), with or without a firmware buffer.
  logic        seg_e2e;
  always_comb begin
    seg_owner = x_owner[seg_plane_q[1:0]];
    seg_e2e = e2e_q && (x_op == OpProg ||
                        (x_op == OpRead && !e_erased_q[seg_owner][seg_plane_q[1:0]]));
    seg_needed = (32'(seg_plane_q) < NumPlanes) && x_planes[seg_plane_q[1:0]] &&
                 (!seg_spare_q || e_spare_q[seg_owner] || seg_e2e);
    page_index = ((((32'(Channel) * 32'(NumDies) + 32'(Die)) * 32'(NumPlanes) + 32'(seg_plane_q)) *
                  32'(BlocksPerPlane) + 32'(e_block_q[seg_owner])) * 32'(PagesPerBlock)) +
                 32'(e_page_q[seg_owner]);
  end
  logic [AddrW-1:0] nand_addr, buf_addr;
  always_comb begin
    nand_addr = seg_spare_q ? spare_base_i + AddrW'(page_index) * AddrW'(SpareBytes)
                            : data_base_i + AddrW'(page_index) * AddrW'(PageBytes);
    buf_addr = seg_spare_q ? e_sbuf_q[seg_owner] + (e_multi_q[seg_owner] ? AddrW'(seg_plane_q) * AddrW'(SpareBytes) : '0)
                           : e_buf_q[seg_owner] + (e_multi_q[seg_owner] ? AddrW'(seg_plane_q) * AddrW'(PageBytes) : '0);
    dma_req_o = seg_active_q;
    dma_len_o = LenW'(seg_spare_q ? SpareBytes : PageBytes);
    dma_flip_o = !seg_spare_q && e_flip_q[seg_owner][seg_plane_q[1:0]];
    dma_crc_o = !seg_e2e ? 2'd0 : (seg_spare_q ? 2'd2 : 2'd1);
    dma_crc_val_o = seg_crc_q;
    dma_tap_o = !seg_spare_q && x_op == OpRead && e_search_q[seg_owner];
    dma_tap_tag_o = {e_req_q[seg_owner], seg_plane_q[1:0], e_tag_q[seg_owner]};
    // Kinds (flash_dma): 0 array -> buffer, 1 buffer -> array, 2 ones -> buffer, 3 ones -> array,
    // 4 array -> dropped. 3 and 4: a spare segment the firmware gave no buffer for.
    if (x_op == OpProg) begin
      dma_kind_o = (seg_spare_q && !e_spare_q[seg_owner]) ? 3'd3 : 3'd1;
      dma_src_o = buf_addr;
      dma_dst_o = nand_addr;
    end else begin
      dma_kind_o = e_erased_q[seg_owner][seg_plane_q[1:0]] ? 3'd2 :
                   ((seg_spare_q && !e_spare_q[seg_owner]) ? 3'd4 : 3'd0);
      dma_src_o = nand_addr;
      dma_dst_o = buf_addr;
    end
  end
  logic segs_done;
  assign segs_done = (32'(seg_plane_q) >= NumPlanes);

  // ---- tap room for a search read's transfer ----
  logic       tap_resv_q;  // held for this transfer
  logic [2:0] tap_pages;
  always_comb begin
    tap_pages = '0;
    for (int p = 0; p < NumPlanes; p++)
      if (x_planes[p] && e_search_q[x_owner[p]]) tap_pages = tap_pages + 1'b1;
  end
  logic tap_wait;  // the transfer waits for its tap room, off the bus
  assign tap_wait = state_q == Xfer && x_op == OpRead && tap_pages != '0 && !tap_resv_q;
  assign tap_resv_req_o = tap_wait;
  assign tap_resv_pages_o = tap_pages;

  // ---- timers ----
  logic [31:0] cnt_q;
  logic        bus_started_q;
  logic        bus_phase;
  assign bus_phase = (state_q == Cmd) || (state_q == Xfer && !tap_wait);
  // After a read's data transfer, a die with more operations queued keeps the bus through its
  // completion and the next operation's checks (a few cycles) and issues that operation's
  // command at once, as a channel controller sequences a die's queue back to back. Otherwise the
  // next command waits behind another die's whole page transfer and the dies fall into lockstep.
  logic keep_bus_q;
  // Phase done: bus time over and the copies of this phase finished.
  assign phase_done = bus_started_q && cnt_q == '0 && (!seg_phase_q || segs_done);
  logic xfer_done_keep;  // the transfer ends this cycle and another operation is queued
  assign xfer_done_keep = (state_q == Xfer) && phase_done && q_cnt_q != '0;
  assign bus_req_o = (bus_phase && !phase_done) || xfer_done_keep || (keep_bus_q && !bus_phase);
  assign bus_short_o = (state_q == Cmd) && x_op != OpProg;


  // ---- completion ----
  assign cpl_valid_o = (state_q == Cpl) && e_valid_q[cpl_sel_q];
  assign cpl_tag_o = e_tag_q[cpl_sel_q];
  assign cpl_status_o = e_status_q[cpl_sel_q];
  assign cpl_op_o = e_op_q[cpl_sel_q];
  assign cpl_erased_o = (e_op_q[cpl_sel_q] == OpRead) ? e_erased_q[cpl_sel_q] : '0;
  assign cpl_crc_o = e_crcf_q[cpl_sel_q];

  // ---------------------------------------------------------------- monitors
  logic [31:0] mon_busy_q, mon_active_q, mon_reads_q, mon_progs_q, mon_erases_q, mon_errors_q;
  logic [31:0] mon_hist_q [Depth];
  // Registered: the counters change every cycle and a combinational mux over them costs an
  // event-driven simulator an evaluation per counter change.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      mon_data_o <= '0;
    end else begin
      unique case (mon_idx_i)
        8'd0: mon_data_o <= mon_busy_q;
        8'd1: mon_data_o <= mon_active_q;
        8'd2: mon_data_o <= mon_reads_q;
        8'd3: mon_data_o <= mon_progs_q;
        8'd4: mon_data_o <= mon_erases_q;
        8'd5: mon_data_o <= mon_errors_q;
        default: mon_data_o <= (32'(mon_idx_i) >= 6 && 32'(mon_idx_i) < 6 + Depth) ?
                               mon_hist_q[32'(mon_idx_i) - 6] : '0;
      endcase
    end
  end

  // ---------------------------------------------------------------- sequential
  logic take;  // Idle: move the pick (and partner) out of the queue
  assign take = (state_q == Idle) && pick_valid && !ip_valid_q  // a recovery goes first
                && !pend_valid;  // a read on its way into the reordering queue

  // Queue next state: drop the taken entries, compact, append the push. The queue changes only
  // on a take or a push (q_change); otherwise the compaction would reproduce it, so it is
  // evaluated and registered only then (Verilator runs combinational logic every cycle, and this
  // muxes every queued bit of each of vcu118's 32 dies).
  logic             push_fire;
  logic             q_change;
  assign push_fire = push_i && space_o;
  assign q_change = take || push_fire;
  logic [QCntW-1:0] n_cnt;
  logic [Depth-1:0] drop;
  logic [Depth-1:0] slot_freed;
  always_comb begin
    drop = '0;
    slot_freed = '0;
    if (take) begin  // (pick_idx and group_idx are read only here and in Idle)
      drop[pick_idx] = 1'b1;
      slot_freed[q_slot_q[pick_idx]] = 1'b1;
      if (group_valid) begin
        drop[group_idx] = 1'b1;
        slot_freed[q_slot_q[group_idx]] = 1'b1;
      end
    end
  end

  logic [2:0]       n_op    [Depth];
  logic             n_multi [Depth];
  logic             n_spare [Depth];
  logic [1:0]       n_plane [Depth];
  logic [11:0]      n_block [Depth];
  logic [11:0]      n_page  [Depth];
  logic [IdxW-1:0]  n_slot  [Depth];
  always_comb begin
    n_cnt = q_cnt_q;
    for (int i = 0; i < Depth; i++) begin
      n_op[i] = q_op_q[i]; n_multi[i] = q_multi_q[i]; n_spare[i] = q_spare_q[i];
      n_plane[i] = q_plane_q[i]; n_block[i] = q_block_q[i]; n_page[i] = q_page_q[i];
      n_slot[i] = q_slot_q[i];
    end
    if (q_change) begin
      n_cnt = '0;
      for (int i = 0; i < Depth; i++) begin
        if (QCntW'(i) < q_cnt_q && !drop[i]) begin
          n_op[n_cnt[IdxW-1:0]] = q_op_q[i]; n_multi[n_cnt[IdxW-1:0]] = q_multi_q[i];
          n_spare[n_cnt[IdxW-1:0]] = q_spare_q[i]; n_plane[n_cnt[IdxW-1:0]] = q_plane_q[i];
          n_block[n_cnt[IdxW-1:0]] = q_block_q[i]; n_page[n_cnt[IdxW-1:0]] = q_page_q[i];
          n_slot[n_cnt[IdxW-1:0]] = q_slot_q[i];
          n_cnt = n_cnt + 1'b1;
        end
      end
      // space_o was computed before the drop, so the push always fits.
      if (push_fire) begin
        n_op[n_cnt[IdxW-1:0]] = push_op_i; n_multi[n_cnt[IdxW-1:0]] = push_multi_i;
        n_spare[n_cnt[IdxW-1:0]] = push_spare_i; n_plane[n_cnt[IdxW-1:0]] = push_plane_i;
        n_block[n_cnt[IdxW-1:0]] = push_block_i; n_page[n_cnt[IdxW-1:0]] = push_page_i;
        n_slot[n_cnt[IdxW-1:0]] = free_slot;
        n_cnt = n_cnt + 1'b1;
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      q_cnt_q <= '0;
      slot_used_q <= '0;
      for (int i = 0; i < Depth; i++) begin
        q_op_q[i] <= '0; q_multi_q[i] <= 1'b0; q_spare_q[i] <= 1'b0; q_plane_q[i] <= '0;
        q_block_q[i] <= '0; q_page_q[i] <= '0; q_slot_q[i] <= '0;
      end
    end else if (q_change) begin
      q_cnt_q <= n_cnt;
      slot_used_q <= (slot_used_q & ~slot_freed) | (push_fire ? Depth'(1) << free_slot : '0);
      for (int i = 0; i < Depth; i++) begin
        q_op_q[i] <= n_op[i]; q_multi_q[i] <= n_multi[i]; q_spare_q[i] <= n_spare[i];
        q_plane_q[i] <= n_plane[i]; q_block_q[i] <= n_block[i]; q_page_q[i] <= n_page[i];
        q_slot_q[i] <= n_slot[i];
      end
    end
  end

  // The reordering queue follows the die queue: a taken read leaves it (the partner never is in
  // it, see group_valid), and a read's slot there is recorded when its push goes in.
  assign rq_pop = take && in_rq_q[q_slot_q[pick_idx]];
  assign rq_pop_idx = rq_slot_of[q_slot_q[pick_idx]];
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      in_rq_q <= '0;
      for (int i = 0; i < Depth; i++) rq_slot_of[i] <= '0;
    end else begin
      if (rq_push_valid && rq_push_ready) begin
        in_rq_q[pend_slot] <= 1'b1;
        rq_slot_of[pend_slot] <= rq_push_idx;
      end
      if (rq_pop) in_rq_q[q_slot_q[pick_idx]] <= 1'b0;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= Idle;
      for (int e = 0; e < 2; e++) begin
        e_valid_q[e] <= 1'b0; e_run_q[e] <= 1'b0; e_op_q[e] <= '0; e_multi_q[e] <= 1'b0;
        e_spare_q[e] <= 1'b0; e_plane_q[e] <= '0; e_block_q[e] <= '0; e_page_q[e] <= '0;
        e_buf_q[e] <= '0; e_sbuf_q[e] <= '0; e_tag_q[e] <= '0; e_req_q[e] <= '0; e_search_q[e] <= 1'b0; e_status_q[e] <= '0;
        e_erased_q[e] <= '0; e_flip_q[e] <= '0; e_crcf_q[e] <= '0;
      end
      e2e_q <= 1'b0;
      seg_crc_q <= '0;
      cpl_sel_q <= 1'b0;
      tap_resv_q <= 1'b0;
      keep_bus_q <= 1'b0;
      last_fail_q <= StOk;
      t_bus_a_q <= '0;
      t_array_q <= '0;
      t_bus_b_q <= '0;
      cnt_q <= '0;
      bus_started_q <= 1'b0;
      seg_plane_q <= '0;
      seg_spare_q <= 1'b0;
      seg_active_q <= 1'b0;
      seg_phase_q <= 1'b0;
      lfsr_q <= 16'(((Channel * 16 + Die) * 40503 + 1) & 16'hFFFF) | 16'h1;
      mon_busy_q <= '0; mon_active_q <= '0; mon_reads_q <= '0; mon_progs_q <= '0;
      mon_erases_q <= '0; mon_errors_q <= '0;
      for (int i = 0; i < Depth; i++) mon_hist_q[i] <= '0;
    end else begin
      // x^16 + x^14 + x^13 + x^11 + 1, Fibonacci form.
      lfsr_q <= {lfsr_q[14:0], lfsr_q[15] ^ lfsr_q[13] ^ lfsr_q[12] ^ lfsr_q[10]};
      if (state_q == Array) mon_busy_q <= mon_busy_q + 1'b1;
      if (state_q != Idle) mon_active_q <= mon_active_q + 1'b1;
      if (push_i && space_o) mon_hist_q[q_cnt_q[IdxW-1:0]] <= mon_hist_q[q_cnt_q[IdxW-1:0]] + 1'b1;

      // Segment sequencer (runs inside bus phases that move data).
      if (seg_phase_q && !segs_done) begin
        if (seg_active_q) begin
          if (dma_done_i) begin
            seg_active_q <= 1'b0;
            if (dma_err_i) e_status_q[seg_owner] <= StMemory;
            if (seg_e2e && !seg_spare_q) seg_crc_q <= dma_crc_i;
            // A read's stored CRCs differ: CRC_ERROR, unless something worse was found first.
            if (seg_e2e && seg_spare_q && x_op == OpRead && dma_crc_err_i != '0 && !dma_err_i) begin
              e_crcf_q[seg_owner][32'(seg_plane_q[1:0])*NumSect +: NumSect] <= dma_crc_err_i[NumSect-1:0];
              e_crcf_q[seg_owner][16 + 32'(seg_plane_q[1:0])] <= dma_crc_err_i[NumSect];
              if (e_status_q[seg_owner] == StOk) e_status_q[seg_owner] <= StCrc;
            end
            if (seg_spare_q || !(e_spare_q[seg_owner] || seg_e2e)) begin
              seg_plane_q <= seg_plane_q + 1'b1;
              seg_spare_q <= 1'b0;
            end else begin
              seg_spare_q <= 1'b1;
            end
          end
        end else if (seg_needed) begin
          seg_active_q <= 1'b1;
        end else begin
          seg_plane_q <= seg_plane_q + 1'b1;
          seg_spare_q <= 1'b0;
        end
      end

      // Bus phase timer: starts at the grant, the grant cycle counts.
      if (bus_phase) begin
        if (!bus_started_q) begin
          if (bus_gnt_i) begin
            keep_bus_q <= 1'b0;
            bus_started_q <= 1'b1;
            cnt_q <= ((state_q == Cmd) ? t_bus_a_q : t_bus_b_q) - 1'b1;
            seg_phase_q <= (state_q == Xfer) || (x_op == OpProg);
          end
        end else if (cnt_q != '0) begin
          cnt_q <= cnt_q - 1'b1;
        end
      end

      unique case (state_q)
        Idle: begin
          if (take) begin
            e_valid_q[0] <= 1'b1;
            e_op_q[0] <= q_op_q[pick_idx]; e_multi_q[0] <= q_multi_q[pick_idx];
            e_spare_q[0] <= q_spare_q[pick_idx]; e_plane_q[0] <= q_plane_q[pick_idx];
            e_block_q[0] <= q_block_q[pick_idx]; e_page_q[0] <= q_page_q[pick_idx];
            {e_buf_q[0], e_sbuf_q[0], e_search_q[0], e_tag_q[0], e_req_q[0]} <= slot_mem[q_slot_q[pick_idx]];
            e_valid_q[1] <= group_valid;
            e_op_q[1] <= q_op_q[group_idx]; e_multi_q[1] <= q_multi_q[group_idx];
            e_spare_q[1] <= q_spare_q[group_idx]; e_plane_q[1] <= q_plane_q[group_idx];
            e_block_q[1] <= q_block_q[group_idx]; e_page_q[1] <= q_page_q[group_idx];
            {e_buf_q[1], e_sbuf_q[1], e_search_q[1], e_tag_q[1], e_req_q[1]} <= slot_mem[q_slot_q[group_idx]];
            state_q <= Fetch;
          end
        end
        // The block state read for the latched entries' blocks is registered; Check uses it.
        Fetch: state_q <= Check;
        Check: begin
          for (int e = 0; e < 2; e++) begin
            // Random faults (rates) apply to operations that passed every other check. The LFSR
            // is compared here, not in the check logic, so that logic does not re-evaluate every
            // cycle (it is large, and event-driven simulators pay for each evaluation).
            e_status_q[e] <= chk_status[e];
            if (chk_status[e] == StOk && chk_erased[e] == '0) begin
              if (e_op_q[e] == OpRead && rate_uecc_i != '0 && lfsr_q < rate_uecc_i) e_status_q[e] <= StUecc;
              if (e_op_q[e] == OpProg && rate_prog_i != '0 && lfsr_q < rate_prog_i) e_status_q[e] <= StProgFail;
              if (e_op_q[e] == OpErase && rate_erase_i != '0 && lfsr_q < rate_erase_i) e_status_q[e] <= StEraseFail;
            end
            e_erased_q[e] <= chk_erased[e];
            e_flip_q[e] <= chk_flip[e];
            e_crcf_q[e] <= '0;
            e_run_q[e] <= e_valid_q[e] && chk_runs[e];
          end
          e2e_q <= e2e_i;
          state_q <= Plan;
          if (!(e_valid_q[0] && chk_runs[0]) && !(e_valid_q[1] && chk_runs[1])) begin
            state_q <= Cpl;
            cpl_sel_q <= 1'b0;
            keep_bus_q <= 1'b0;
          end
          bus_started_q <= 1'b0;
          seg_phase_q <= 1'b0;
          seg_plane_q <= '0;
          seg_spare_q <= 1'b0;
        end
        Plan: state_q <= Cmd;
        Cmd: begin
          if (phase_done) begin
            bus_started_q <= 1'b0;
            seg_phase_q <= 1'b0;
            seg_plane_q <= '0;
            seg_spare_q <= 1'b0;
            if (x_op == OpStatus) begin
              state_q <= Cpl;
              cpl_sel_q <= 1'b0;
              for (int e = 0; e < 2; e++) if (e_op_q[e] == OpStatus) e_status_q[e] <= last_fail_q;
            end else begin
              state_q <= Array;
              cnt_q <= t_array_q - 1'b1;
            end
          end
        end
        Array: begin
          if (cnt_q != '0) begin
            cnt_q <= cnt_q - 1'b1;
          end else begin
            if (x_op == OpProg || x_op == OpErase) begin
              last_fail_q <= StOk;
              for (int e = 0; e < 2; e++) begin
                if (e_valid_q[e] && e_run_q[e] && e_status_q[e] != StOk && e_status_q[e] != StMemory)
                  last_fail_q <= e_status_q[e];
              end
            end
            if (x_op == OpRead) begin
              state_q <= Xfer;
            end else begin
              state_q <= Cpl;
              cpl_sel_q <= 1'b0;
            end
          end
        end
        Xfer: begin
          if (tap_wait && tap_resv_gnt_i) tap_resv_q <= 1'b1;
          if (phase_done) begin
            tap_resv_q <= 1'b0;
            bus_started_q <= 1'b0;
            seg_phase_q <= 1'b0;
            state_q <= Cpl;
            cpl_sel_q <= 1'b0;
            keep_bus_q <= xfer_done_keep;
          end
        end
        Cpl: begin
          if (!e_valid_q[cpl_sel_q] || cpl_ready_i) begin
            if (e_valid_q[cpl_sel_q]) begin
              unique case (e_op_q[cpl_sel_q])
                OpRead: mon_reads_q <= mon_reads_q + 1'b1;
                OpProg: mon_progs_q <= mon_progs_q + 1'b1;
                OpErase: mon_erases_q <= mon_erases_q + 1'b1;
                default: ;
              endcase
              if (e_status_q[cpl_sel_q] != StOk) mon_errors_q <= mon_errors_q + 1'b1;
            end
            if (cpl_sel_q == 1'b0) begin
              cpl_sel_q <= 1'b1;
            end else begin
              e_valid_q[0] <= 1'b0;
              e_valid_q[1] <= 1'b0;
              e_run_q[0] <= 1'b0;
              e_run_q[1] <= 1'b0;
              state_q <= Idle;
              if (q_cnt_q == '0 && !push_i) keep_bus_q <= 1'b0;
            end
          end
        end
        default: state_q <= Idle;
      endcase

      // Times of the operation, once its checks are known (state Plan).
      if (state_q == Plan) begin
        t_bus_a_q <= t_cmd_i;
        t_bus_b_q <= xfer_sum;
        unique case (x_op)
          OpRead:  t_array_q <= t_read_i[32*page_type +: 32];
          OpProg:  begin t_array_q <= t_prog_i[32*page_type +: 32]; t_bus_a_q <= t_cmd_i + xfer_sum; end
          OpErase: t_array_q <= t_erase_i;
          default: t_array_q <= 32'd1;
        endcase
      end
    end
  end
endmodule
`default_nettype wire
