// Dual-clock FIFO for crossing between two unrelated clock domains.
//
// Classic gray-pointer design: each side keeps a binary pointer one bit wider than the address
// (the extra bit tells full from empty) plus its gray-coded copy in a register. Only the gray
// copies cross the domain boundary, through common_sync, because consecutive gray values differ
// in one bit: a sample taken mid-change resolves to either the old or the new pointer, both of
// which are safe (conservative) views for the other side. The data itself never goes through a
// synchronizer: a word is written several destination cycles before its pointer can arrive, so
// it is stable by the time the reader looks at it.
//
// Both resets must be asserted together (overlapping in time) and each held for at least
// SyncStages cycles of its own clock; resetting only one side would leave the pointers
// inconsistent. They may be released at different times: a side that leaves reset first simply
// sees the other side's pointer at zero until the other side starts moving.
//
// Full and empty are pessimistic, never optimistic: each side compares its own pointer with a
// delayed copy of the other's, so it can only under-estimate the free space (writer) or the
// stored words (reader). Neither side can overflow or underflow, and a word or a freed slot
// shows up on the other side SyncStages+1 or so of that side's cycles later. Both sides run at
// one word per cycle of the slower clock when Depth covers that round trip (measured: Depth >= 8
// with SyncStages = 2, Depth 16 with SyncStages = 3).

`default_nettype none

module common_fifo_async #(
  // Bits per entry.
  parameter int Width = 8,
  // Entries; a power of two >= 2 so the gray code of a wrapping pointer stays single-bit-change.
  // For full throughput use at least 4 * SyncStages (covers the synchronizer round trip).
  parameter int Depth = 8,
  // Flops in each pointer synchronizer (>= 2).
  parameter int SyncStages = 2
) (
  // Write clock domain: a word moves in when wr_valid_i && wr_ready_o.
  input  wire logic             wr_clk_i,
  input  wire logic             wr_rst_ni,
  input  wire logic             wr_valid_i,
  output logic                  wr_ready_o,
  input  wire logic [Width-1:0] wr_data_i,
  // Read clock domain: a word moves out when rd_valid_o && rd_ready_i.
  input  wire logic             rd_clk_i,
  input  wire logic             rd_rst_ni,
  output logic                  rd_valid_o,
  input  wire logic             rd_ready_i,
  output logic      [Width-1:0] rd_data_o
);

  // Elaboration-time check. Icarus 11 has no elaboration-time $error, so there the check fails
  // the simulation at time 0 instead.
  if (Depth < 2 || (Depth & (Depth - 1)) != 0 || Width < 1 || SyncStages < 2)
  begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "common_fifo_async: need Depth a power of two >= 2, Width >= 1, SyncStages >= 2");
`else
    $error("common_fifo_async: need Depth a power of two >= 2, Width >= 1, SyncStages >= 2");
`endif
  end

  localparam int AddrWidth = $clog2(Depth);
  // Pointers carry one extra bit (wrap count parity) so full (same address, other lap) and
  // empty (same address, same lap) can be told apart.
  localparam int PtrWidth  = AddrWidth + 1;
  // Gray-code bits that differ between two pointers exactly one lap apart (the top two); built
  // by a shift so Depth = 2 (no bits below the top two) needs no zero-width replication.
  localparam logic [PtrWidth-1:0] FullMask = PtrWidth'(3) << (PtrWidth - 2);

  // Binary to gray: adjacent values differ in exactly one bit.
  function automatic logic [PtrWidth-1:0] bin2gray(input logic [PtrWidth-1:0] bin);
    bin2gray = bin ^ (bin >> 1);
  endfunction

  logic [Width-1:0] mem_q [Depth];

  // ---------------------------------------------------------------------------------------------
  // Write domain
  // ---------------------------------------------------------------------------------------------
  logic [PtrWidth-1:0] wr_bin_d, wr_bin_q, wr_gray_q, rd_gray_in_wr;
  logic                wr_push;

  assign wr_push  = wr_valid_i && wr_ready_o;
  assign wr_bin_d = wr_bin_q + PtrWidth'(wr_push);

  always_ff @(posedge wr_clk_i or negedge wr_rst_ni) begin
    if (!wr_rst_ni) begin
      wr_bin_q  <= '0;
      wr_gray_q <= '0;
    end else begin
      wr_bin_q  <= wr_bin_d;
      // The gray copy is registered so the synchronizer samples a glitch-free flop output.
      wr_gray_q <= bin2gray(wr_bin_d);
    end
  end

  // Full when the write pointer is exactly one lap ahead of the read pointer: in gray code that
  // is the two top bits inverted and the rest equal.
  assign wr_ready_o = (wr_gray_q != (rd_gray_in_wr ^ FullMask));

  // No reset on the storage: it maps to distributed RAM, and the pointers decide what is valid.
  always_ff @(posedge wr_clk_i) begin
    if (wr_push) begin
      mem_q[wr_bin_q[AddrWidth-1:0]] <= wr_data_i;
    end
  end

`ifndef SYNTHESIS
  // 4-state simulators would otherwise show X on rd_data_o until the first word arrives.
  initial begin
    for (int i = 0; i < Depth; i++) begin
      mem_q[i] = '0;
    end
  end
`endif

  common_sync #(
    .Width (PtrWidth),
    .Stages(SyncStages)
  ) i_sync_rd2wr (
    .clk_i (wr_clk_i),
    .rst_ni(wr_rst_ni),
    .d_i   (rd_gray_q),
    .q_o   (rd_gray_in_wr)
  );

  // ---------------------------------------------------------------------------------------------
  // Read domain
  // ---------------------------------------------------------------------------------------------
  logic [PtrWidth-1:0] rd_bin_d, rd_bin_q, rd_gray_q, wr_gray_in_rd;
  logic                rd_pop;

  assign rd_pop   = rd_valid_o && rd_ready_i;
  assign rd_bin_d = rd_bin_q + PtrWidth'(rd_pop);

  always_ff @(posedge rd_clk_i or negedge rd_rst_ni) begin
    if (!rd_rst_ni) begin
      rd_bin_q  <= '0;
      rd_gray_q <= '0;
    end else begin
      rd_bin_q  <= rd_bin_d;
      rd_gray_q <= bin2gray(rd_bin_d);
    end
  end

  // Empty when both pointers are equal (same address, same lap).
  assign rd_valid_o = (rd_gray_q != wr_gray_in_rd);
  assign rd_data_o  = mem_q[rd_bin_q[AddrWidth-1:0]];

  common_sync #(
    .Width (PtrWidth),
    .Stages(SyncStages)
  ) i_sync_wr2rd (
    .clk_i (rd_clk_i),
    .rst_ni(rd_rst_ni),
    .d_i   (wr_gray_q),
    .q_o   (wr_gray_in_rd)
  );

endmodule

`default_nettype wire
