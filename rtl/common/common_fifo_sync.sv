// Synchronous FIFO with ready/valid on both sides.
//
// Storage is a register array read combinationally at the read pointer, so a word written in one
// cycle is offered on out_data_o the next and both sides can transfer every cycle (with Depth >= 2
// the FIFO never has to be full and empty in the same steady state). Any Depth >= 2 works; the
// pointers wrap explicitly instead of relying on a power-of-two roll-over, so odd sizes cost only
// a comparator.
//
// in_ready_o and out_valid_o come straight from registers (no combinational path from the other
// side), so chains of FIFOs do not build long ready or valid paths.

`default_nettype none

module common_fifo_sync #(
  // Bits per entry.
  parameter int Width = 8,
  // Entries; >= 2 so a full-rate stream never stalls on a full FIFO.
  parameter int Depth = 4,
  // Derived: width of count_o, enough to hold 0..Depth. Not meant to be overridden.
  localparam int CountWidth = $clog2(Depth + 1)
) (
  // Clock and asynchronous active-low reset; reset empties the FIFO.
  input  wire logic                  clk_i,
  input  wire logic                  rst_ni,
  // Write side: a word moves in when in_valid_i && in_ready_o.
  input  wire logic                  in_valid_i,
  output logic                       in_ready_o,
  input  wire logic [Width-1:0]      in_data_i,
  // Read side: a word moves out when out_valid_o && out_ready_i.
  output logic                       out_valid_o,
  input  wire logic                  out_ready_i,
  output logic      [Width-1:0]      out_data_o,
  // Occupancy, 0..Depth, updated one cycle after each transfer.
  output logic      [CountWidth-1:0] count_o
);

  // Elaboration-time check. Icarus 11 has no elaboration-time $error, so there the check fails
  // the simulation at time 0 instead.
  if (Depth < 2 || Width < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "common_fifo_sync: need Depth >= 2 and Width >= 1");
`else
    $error("common_fifo_sync: need Depth >= 2 and Width >= 1");
`endif
  end

  // At least one bit, so a bad Depth of 1 still elaborates far enough to report the check above.
  localparam int PtrWidth = (Depth > 1) ? $clog2(Depth) : 1;
  localparam logic [PtrWidth-1:0]   LastPtr   = PtrWidth'(Depth - 1);
  localparam logic [CountWidth-1:0] FullCount = CountWidth'(Depth);

  logic [Width-1:0] mem_q [Depth];
  logic [PtrWidth-1:0] wr_ptr_d, wr_ptr_q, rd_ptr_d, rd_ptr_q;
  logic [CountWidth-1:0] count_d, count_q;
  logic push, pop;

  assign push = in_valid_i && in_ready_o;
  assign pop  = out_valid_o && out_ready_i;

  always_comb begin
    wr_ptr_d = wr_ptr_q;
    rd_ptr_d = rd_ptr_q;
    count_d  = count_q;
    if (push) begin
      wr_ptr_d = (wr_ptr_q == LastPtr) ? '0 : wr_ptr_q + 1'b1;
    end
    if (pop) begin
      rd_ptr_d = (rd_ptr_q == LastPtr) ? '0 : rd_ptr_q + 1'b1;
    end
    // A simultaneous push and pop leaves the occupancy unchanged.
    if (push && !pop) begin
      count_d = count_q + 1'b1;
    end else if (pop && !push) begin
      count_d = count_q - 1'b1;
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wr_ptr_q <= '0;
      rd_ptr_q <= '0;
      count_q  <= '0;
    end else begin
      wr_ptr_q <= wr_ptr_d;
      rd_ptr_q <= rd_ptr_d;
      count_q  <= count_d;
    end
  end

  // The storage has no reset so it can map to distributed RAM; the occupancy logic alone decides
  // what is valid.
  always_ff @(posedge clk_i) begin
    if (push) begin
      mem_q[wr_ptr_q] <= in_data_i;
    end
  end

`ifndef SYNTHESIS
  // 4-state simulators would otherwise show X on out_data_o until the first write; zeros keep
  // models that sample the bus unconditionally quiet.
  initial begin
    for (int i = 0; i < Depth; i++) begin
      mem_q[i] = '0;
    end
  end
`endif

  assign in_ready_o  = (count_q != FullCount);
  assign out_valid_o = (count_q != '0);
  assign out_data_o  = mem_q[rd_ptr_q];
  assign count_o     = count_q;

endmodule

`default_nettype wire
