// Simulation-only AXI4 slave memory whose bytes live in C++ (sim_sparse_mem.cpp, DPI-C).
//
// Stands in for the cocotbext-axi AxiRam on the DRAM ports in Verilator runs: the Python RAM and
// its five channel coroutines cost more wall time per beat than the RTL does (see
// sim/models/README.md). Storage is sparse (4 KiB pages on first write, unwritten bytes read as
// zero), so GiB address spaces cost only what is touched. Tests reach the same store by name
// through sim/lib/cssd_sim/sparse_mem.py.
//
// INCR, FIXED and WRAP bursts, narrow transfers, WSTRB. Up to Depth bursts are accepted ahead on
// each of AW and AR; writes and reads are served in order of arrival, each direction on its own
// (as AxiRam: no ordering between a read and a write in flight together). A write is in the store
// when its last beat is accepted, before its response. Responses are always OKAY.
// Not for synthesis: DPI-C, no Icarus (tests keep AxiRam there).
`default_nettype none

module sim_axi_sparse_mem #(
  // Store name shared with the Python backdoor; empty: the instance path.
  parameter string Name = "",
  // AXI widths of the port it answers.
  parameter int IdW = 4,
  parameter int AddrW = 32,
  parameter int DataW = 512,
  // Bursts accepted ahead per direction.
  parameter int Depth = 4,
  // Percentage of cycles each ready/valid the model drives is held low (backpressure tests).
  parameter int StallPct = 0,
  parameter int unsigned Seed = 32'h1234_5678
) (
  input  wire logic clk_i,
  input  wire logic rst_ni,

  // Write address, data, response.
  input  wire logic [IdW-1:0]     s_axi_awid,
  input  wire logic [AddrW-1:0]   s_axi_awaddr,
  input  wire logic [7:0]         s_axi_awlen,
  input  wire logic [2:0]         s_axi_awsize,
  input  wire logic [1:0]         s_axi_awburst,
  input  wire logic               s_axi_awvalid,
  output logic                    s_axi_awready,
  input  wire logic [DataW-1:0]   s_axi_wdata,
  input  wire logic [DataW/8-1:0] s_axi_wstrb,
  input  wire logic               s_axi_wlast,
  input  wire logic               s_axi_wvalid,
  output logic                    s_axi_wready,
  output logic [IdW-1:0]          s_axi_bid,
  output logic [1:0]              s_axi_bresp,
  output logic                    s_axi_bvalid,
  input  wire logic               s_axi_bready,

  // Read address, data.
  input  wire logic [IdW-1:0]     s_axi_arid,
  input  wire logic [AddrW-1:0]   s_axi_araddr,
  input  wire logic [7:0]         s_axi_arlen,
  input  wire logic [2:0]         s_axi_arsize,
  input  wire logic [1:0]         s_axi_arburst,
  input  wire logic               s_axi_arvalid,
  output logic                    s_axi_arready,
  output logic [IdW-1:0]          s_axi_rid,
  output logic [DataW-1:0]        s_axi_rdata,
  output logic [1:0]              s_axi_rresp,
  output logic                    s_axi_rlast,
  output logic                    s_axi_rvalid,
  input  wire logic               s_axi_rready
);
  // The DPI signatures have one fixed width so every specialization shares one C prototype.
  localparam int MaxW = 1024;
  localparam int BeatBytes = DataW / 8;
  localparam int LaneW = $clog2(BeatBytes);
  localparam int PtrW = $clog2(Depth);

  if (DataW < 16 || DataW > MaxW || (DataW & (DataW - 1)) != 0 || AddrW > 64 || AddrW < LaneW + 1 ||
      Depth < 2 || (Depth & (Depth - 1)) != 0 || StallPct < 0 || StallPct > 99 || IdW < 1) begin : gen_bad_params
    initial $fatal(1, "sim_axi_sparse_mem: bad parameters");
  end

  import "DPI-C" function chandle sim_sparse_mem_open(input string name);
  import "DPI-C" function void sim_sparse_mem_read_beat(input chandle h, input longint unsigned addr,
                                                        input int nbytes, output bit [MaxW-1:0] data);
  import "DPI-C" function void sim_sparse_mem_write_beat(input chandle h, input longint unsigned addr,
                                                         input int nbytes, input bit [MaxW-1:0] data,
                                                         input bit [MaxW/8-1:0] strb);

  chandle mem_h;
  initial mem_h = sim_sparse_mem_open(Name == "" ? $sformatf("%m") : Name);

  typedef struct packed {
    logic [IdW-1:0]   id;
    logic [AddrW-1:0] addr;
    logic [7:0]       len;
    logic [2:0]       size;
    logic [1:0]       burst;
  } burst_t;

  // Address of the beat after `a` in a burst (AXI4 A3.4.1).
  function automatic logic [AddrW-1:0] next_addr(input logic [AddrW-1:0] start, input logic [7:0] len,
                                                 input logic [2:0] size, input logic [1:0] burst,
                                                 input logic [AddrW-1:0] a);
    logic [AddrW-1:0] bytes, aligned, wrap_bytes, wrap_lo;
    bytes = AddrW'(1) << size;
    aligned = a & ~(bytes - 1'b1);
    wrap_bytes = bytes * (AddrW'(len) + 1'b1);
    wrap_lo = start & ~(wrap_bytes - 1'b1);
    unique case (burst)
      2'd0: next_addr = a;
      2'd2: next_addr = (aligned + bytes == wrap_lo + wrap_bytes) ? wrap_lo : aligned + bytes;
      default: next_addr = aligned + bytes;
    endcase
  endfunction

  // Byte lanes a narrow transfer at `a` uses: from a's lane to the end of its size-aligned unit.
  function automatic logic [BeatBytes-1:0] lanes(input logic [2:0] size, input logic [LaneW-1:0] lane);
    logic [LaneW:0] lo, unit, hi;
    lo = {1'b0, lane};
    unit = (LaneW + 1)'(1) << size;
    hi = (lo & ~(unit - 1'b1)) + unit;
    for (int i = 0; i < BeatBytes; i++) begin
      lanes[i] = (LaneW + 1)'(i) >= lo && (LaneW + 1)'(i) < hi;
    end
  endfunction

  function automatic logic [DataW-1:0] mem_read(input logic [AddrW-1:0] a);
    // The C side fills BeatBytes of it; the rest is the fixed DPI width.
    /* verilator lint_off UNUSEDSIGNAL */
    bit [MaxW-1:0] d;
    /* verilator lint_on UNUSEDSIGNAL */
    sim_sparse_mem_read_beat(mem_h, 64'(a) & ~64'(BeatBytes - 1), BeatBytes, d);
    return d[DataW-1:0];
  endfunction

  task automatic mem_write(input logic [AddrW-1:0] a, input logic [DataW-1:0] d,
                           input logic [BeatBytes-1:0] s);
    sim_sparse_mem_write_beat(mem_h, 64'(a) & ~64'(BeatBytes - 1), BeatBytes, MaxW'(d), (MaxW / 8)'(s));
  endtask

  // Random stalls: one xorshift draw per cycle, a byte of it per channel.
  logic [31:0] rng_q, rng_a, rng_b;
  logic stall_aw, stall_w, stall_b, stall_ar, stall_r;
  assign rng_a = rng_q ^ (rng_q << 13);
  assign rng_b = rng_a ^ (rng_a >> 17);
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rng_q <= Seed | 32'd1;
    end else begin
      rng_q <= rng_b ^ (rng_b << 5);
    end
  end
  assign stall_aw = StallPct != 0 && 32'(rng_q[6:0]) * 100 < StallPct * 128;
  assign stall_w  = StallPct != 0 && 32'(rng_q[13:7]) * 100 < StallPct * 128;
  assign stall_b  = StallPct != 0 && 32'(rng_q[20:14]) * 100 < StallPct * 128;
  assign stall_ar = StallPct != 0 && 32'(rng_q[27:21]) * 100 < StallPct * 128;
  assign stall_r  = StallPct != 0 && 32'({rng_q[31:28], rng_q[2:0]}) * 100 < StallPct * 128;

  // ---------------------------------------------------------------------------------------------
  // Writes: AW queue, W beats of the oldest burst go to the store, B queue.
  // ---------------------------------------------------------------------------------------------
  burst_t aw_q[Depth];
  logic [PtrW:0] aw_wr_q, aw_rd_q;
  logic [IdW-1:0] b_id_q[Depth];
  logic [PtrW:0] b_wr_q, b_rd_q;
  logic [AddrW-1:0] waddr_q;
  logic [7:0] wcnt_q;

  logic aw_full, aw_empty, b_full, b_empty, aw_hs, w_hs, b_hs;
  burst_t aw_head;
  logic [AddrW-1:0] w_addr;
  assign aw_full = (aw_wr_q ^ aw_rd_q) == {1'b1, PtrW'(0)};
  assign aw_empty = aw_wr_q == aw_rd_q;
  assign b_full = (b_wr_q ^ b_rd_q) == {1'b1, PtrW'(0)};
  assign b_empty = b_wr_q == b_rd_q;
  assign aw_head = aw_q[aw_rd_q[PtrW-1:0]];
  assign w_addr = wcnt_q == 8'd0 ? aw_head.addr : waddr_q;

  assign s_axi_awready = !aw_full && !stall_aw;
  assign s_axi_wready = !aw_empty && !b_full && !stall_w;
  assign s_axi_bvalid = !b_empty && !stall_b;
  assign s_axi_bid = b_id_q[b_rd_q[PtrW-1:0]];
  assign s_axi_bresp = 2'b00;
  assign aw_hs = s_axi_awvalid && s_axi_awready;
  assign w_hs = s_axi_wvalid && s_axi_wready;
  assign b_hs = s_axi_bvalid && s_axi_bready;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      aw_wr_q <= '0;
      aw_rd_q <= '0;
      b_wr_q <= '0;
      b_rd_q <= '0;
      waddr_q <= '0;
      wcnt_q <= '0;
    end else begin
      if (aw_hs) begin
        aw_q[aw_wr_q[PtrW-1:0]] <= '{id: s_axi_awid, addr: s_axi_awaddr, len: s_axi_awlen,
                                    size: s_axi_awsize, burst: s_axi_awburst};
        aw_wr_q <= aw_wr_q + 1'b1;
      end
      if (w_hs) begin
        mem_write(w_addr, s_axi_wdata, s_axi_wstrb & lanes(aw_head.size, w_addr[LaneW-1:0]));
        if (s_axi_wlast != (wcnt_q == aw_head.len)) begin
          $error("sim_axi_sparse_mem %s: WLAST on beat %0d of a %0d-beat burst", Name, wcnt_q,
                 aw_head.len + 1);
        end
        if (wcnt_q == aw_head.len) begin
          wcnt_q <= '0;
          aw_rd_q <= aw_rd_q + 1'b1;
          b_id_q[b_wr_q[PtrW-1:0]] <= aw_head.id;
          b_wr_q <= b_wr_q + 1'b1;
        end else begin
          wcnt_q <= wcnt_q + 1'b1;
          waddr_q <= next_addr(aw_head.addr, aw_head.len, aw_head.size, aw_head.burst, w_addr);
        end
      end
      if (b_hs) begin
        b_rd_q <= b_rd_q + 1'b1;
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Reads: AR queue, one beat of the oldest burst per cycle into the R register.
  // ---------------------------------------------------------------------------------------------
  burst_t ar_q[Depth];
  logic [PtrW:0] ar_wr_q, ar_rd_q;
  logic [AddrW-1:0] raddr_q;
  logic [7:0] rcnt_q;
  logic rvalid_q, rlast_q;
  logic [IdW-1:0] rid_q;
  logic [DataW-1:0] rdata_q;

  logic ar_full, ar_empty, ar_hs, r_load;
  burst_t ar_head;
  logic [AddrW-1:0] r_addr;
  assign ar_full = (ar_wr_q ^ ar_rd_q) == {1'b1, PtrW'(0)};
  assign ar_empty = ar_wr_q == ar_rd_q;
  assign ar_head = ar_q[ar_rd_q[PtrW-1:0]];
  assign r_addr = rcnt_q == 8'd0 ? ar_head.addr : raddr_q;
  assign s_axi_arready = !ar_full && !stall_ar;
  assign ar_hs = s_axi_arvalid && s_axi_arready;
  // The register takes the next beat when it is empty or its beat leaves this cycle.
  assign r_load = (!rvalid_q || s_axi_rready) && !ar_empty && !stall_r;

  assign s_axi_rvalid = rvalid_q;
  assign s_axi_rid = rid_q;
  assign s_axi_rdata = rdata_q;
  assign s_axi_rlast = rlast_q;
  assign s_axi_rresp = 2'b00;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ar_wr_q <= '0;
      ar_rd_q <= '0;
      raddr_q <= '0;
      rcnt_q <= '0;
      rvalid_q <= 1'b0;
      rlast_q <= 1'b0;
      rid_q <= '0;
      rdata_q <= '0;
    end else begin
      if (ar_hs) begin
        ar_q[ar_wr_q[PtrW-1:0]] <= '{id: s_axi_arid, addr: s_axi_araddr, len: s_axi_arlen,
                                    size: s_axi_arsize, burst: s_axi_arburst};
        ar_wr_q <= ar_wr_q + 1'b1;
      end
      if (r_load) begin
        rvalid_q <= 1'b1;
        rdata_q <= mem_read(r_addr);
        rid_q <= ar_head.id;
        rlast_q <= rcnt_q == ar_head.len;
        if (rcnt_q == ar_head.len) begin
          rcnt_q <= '0;
          ar_rd_q <= ar_rd_q + 1'b1;
        end else begin
          rcnt_q <= rcnt_q + 1'b1;
          raddr_q <= next_addr(ar_head.addr, ar_head.len, ar_head.size, ar_head.burst, r_addr);
        end
      end else if (s_axi_rready) begin
        rvalid_q <= 1'b0;
      end
    end
  end
endmodule
