// Data mover of the flash back end: copies page data between the buffer memory (the controller
// DRAM the firmware and the NVMe data mover use) and the emulated array (its own DRAM region),
// or fills a buffer with all ones (a read of an erased page). One copy at a time, chosen
// round-robin among the requesters (the dies of every channel).
//
// The NAND timing model decides when an operation completes; this engine only has to keep up.
// Reads of the source run ahead of the writes through a FIFO, so a copy moves close to one beat
// per cycle (64 B at 250 MHz = 16 GB/s, twice the 8 GB/s of eight 1 GB/s channel buses); the die
// waits for both its modelled bus time and its copy, so a slow memory shows up as longer
// operations, never as lost data.
//
// Addresses and lengths are multiples of the beat (the die checks that before it asks). Bursts
// never cross a 4 KiB boundary (AXI rule) and are at most 64 beats; source and destination are
// split independently.
//
// End-to-end data protection (flash.rdl E2E_CRC): a copy with crc mode DATA computes a CRC-32C
// (Castagnoli, reflected, init and final XOR all ones: the iSCSI / NVMe 32b guard CRC) of each
// sector (SectorBeats beats) of the data as it leaves the engine and returns them in crc_o with
// done_o. The silent-corruption flip is applied after the CRC: that fault models a corruption
// past the flash DMA (the buffer memory, the host path), which only a check beyond it (the host's,
// e.g. fio's verify) can catch; a bit flipped in the array itself is caught here. A copy
// with crc mode SPARE moves a page's spare area: the top (NumSect + 1) x 32 bits of its last beat
// are the hardware-owned CRC field: sector s's CRC at bit DataW - NumSect x 32 + 32 s, below them
// the spare CRC, a CRC-32C of the spare bytes before the field (the firmware's: its logical page,
// sequence numbers...), so the firmware need not check them itself on every read. Written to the
// array (kinds 1, 3) the sector CRCs are replaced by req_crc_val_i and the spare CRC by the one
// computed on the way; read from the array (kinds 0, 4) both are compared, and crc_err_o (valid
// with done_o) has bit s set for each sector that differs and bit NumSect if the spare CRC does.
// The die keeps the sector CRCs between the two copies, so this engine holds no state across
// requests. The spare CRC of the last beat is combinational into that beat's write data (a
// 512-bit XOR network in front of the W channel): fine at 250 MHz on UltraScale+ LUT6s; if
// timing says otherwise, hold the last beat one cycle.
//
// Read-data tap (2PM's first stage): a copy to the buffer (kinds 0, 2) whose requester raises
// req_tap_i also hands every beat, as it leaves and before the flip, to tap_*: the matcher of
// the requester's channel. Such a copy starts only when tap_room_i says that channel's tap buffer
// holds the whole copy, so it moves at full speed and a busy matcher holds back only its own
// channel's search reads, never the other copies. tap_ready_i still gates each beat (the buffer's
// own handshake): with the room check it never stalls.
`default_nettype none
module flash_dma #(
  // Requesters (>= 1).
  parameter int NumReq = 4,
  // AXI data width (bits, a power of two >= 64) and address width.
  parameter int DataW = 512,
  parameter int AddrW = 40,
  // Copy length field width (bytes).
  parameter int LenW = 20,
  // Read-ahead FIFO (beats, >= 64: one whole burst).
  parameter int FifoDepth = 128,
  // End-to-end CRC: beats per sector, and sectors per page (the CRCs a DATA copy returns; they
  // and the spare CRC, (NumSect + 1) x 32 bits, must fit in one beat, the last of the spare area).
  parameter int SectorBeats = 64,
  parameter int NumSect = 1,
  // Derived. Not to be overridden.
  localparam int ReqIdxW = (NumReq > 1) ? $clog2(NumReq) : 1
) (
  input  wire logic                    clk_i,
  input  wire logic                    rst_ni,

  // Requests: held until done_o for that requester. kind 0: array -> buffer, 1: buffer -> array,
  // 2: fill the buffer with ones (src unused), 3: fill the array with ones (src unused; a spare
  // area the firmware gave no buffer for, with the CRC field), 4: read the array and drop the data
  // (dst unused; the CRC check of such a spare area). flip: invert bit flip_bit_i of byte
  // flip_byte_i (modulo the copy's length, a power of two) as it is written (the silent-corruption
  // fault). crc: 0 none, 1 DATA, 2 SPARE (see above).
  input  wire logic [NumReq-1:0]       req_i,
  input  wire logic [NumReq*3-1:0]     req_kind_i,
  input  wire logic [NumReq*AddrW-1:0] req_src_i,
  input  wire logic [NumReq*AddrW-1:0] req_dst_i,
  input  wire logic [NumReq*LenW-1:0]  req_len_i,
  input  wire logic [NumReq-1:0]       req_flip_i,
  input  wire logic [LenW-1:0]         flip_byte_i,
  input  wire logic [2:0]              flip_bit_i,
  input  wire logic [NumReq*2-1:0]     req_crc_i,
  input  wire logic [NumReq*NumSect*32-1:0] req_crc_val_i,
  // Tap: the requester's copy goes to its channel's matcher too, and that tap has room for it.
  input  wire logic [NumReq-1:0]       req_tap_i,
  input  wire logic [NumReq-1:0]       tap_room_i,
  // One-cycle pulse per finished copy; err_o (a SLVERR/DECERR response), crc_o (DATA: the
  // sectors' CRCs) and crc_err_o (SPARE read: the sectors whose stored CRC differs, and bit
  // NumSect: the spare CRC) are valid with it.
  output logic      [NumReq-1:0]       done_o,
  output logic                         err_o,
  output logic [NumSect*32-1:0]        crc_o,
  output logic [NumSect:0]             crc_err_o,
  // The tapped beats, in order; tap_last_o marks the copy's last beat, tap_owner_o its requester.
  output logic                         tap_valid_o,
  input  wire logic                    tap_ready_i,
  output logic [DataW-1:0]             tap_data_o,
  output logic                         tap_last_o,
  output logic [ReqIdxW-1:0]           tap_owner_o,

  // AXI4 master to the buffer memory.
  output logic [3:0]         m_axi_buf_awid,
  output logic [AddrW-1:0]   m_axi_buf_awaddr,
  output logic [7:0]         m_axi_buf_awlen,
  output logic [2:0]         m_axi_buf_awsize,
  output logic [1:0]         m_axi_buf_awburst,
  output logic               m_axi_buf_awvalid,
  input  wire logic          m_axi_buf_awready,
  output logic [DataW-1:0]   m_axi_buf_wdata,
  output logic [DataW/8-1:0] m_axi_buf_wstrb,
  output logic               m_axi_buf_wlast,
  output logic               m_axi_buf_wvalid,
  input  wire logic          m_axi_buf_wready,
  input  wire logic [3:0]    m_axi_buf_bid,
  input  wire logic [1:0]    m_axi_buf_bresp,
  input  wire logic          m_axi_buf_bvalid,
  output logic               m_axi_buf_bready,
  output logic [3:0]         m_axi_buf_arid,
  output logic [AddrW-1:0]   m_axi_buf_araddr,
  output logic [7:0]         m_axi_buf_arlen,
  output logic [2:0]         m_axi_buf_arsize,
  output logic [1:0]         m_axi_buf_arburst,
  output logic               m_axi_buf_arvalid,
  input  wire logic          m_axi_buf_arready,
  input  wire logic [3:0]    m_axi_buf_rid,
  input  wire logic [DataW-1:0] m_axi_buf_rdata,
  input  wire logic [1:0]    m_axi_buf_rresp,
  input  wire logic          m_axi_buf_rlast,
  input  wire logic          m_axi_buf_rvalid,
  output logic               m_axi_buf_rready,

  // AXI4 master to the array memory (same shape).
  output logic [3:0]         m_axi_nand_awid,
  output logic [AddrW-1:0]   m_axi_nand_awaddr,
  output logic [7:0]         m_axi_nand_awlen,
  output logic [2:0]         m_axi_nand_awsize,
  output logic [1:0]         m_axi_nand_awburst,
  output logic               m_axi_nand_awvalid,
  input  wire logic          m_axi_nand_awready,
  output logic [DataW-1:0]   m_axi_nand_wdata,
  output logic [DataW/8-1:0] m_axi_nand_wstrb,
  output logic               m_axi_nand_wlast,
  output logic               m_axi_nand_wvalid,
  input  wire logic          m_axi_nand_wready,
  input  wire logic [3:0]    m_axi_nand_bid,
  input  wire logic [1:0]    m_axi_nand_bresp,
  input  wire logic          m_axi_nand_bvalid,
  output logic               m_axi_nand_bready,
  output logic [3:0]         m_axi_nand_arid,
  output logic [AddrW-1:0]   m_axi_nand_araddr,
  output logic [7:0]         m_axi_nand_arlen,
  output logic [2:0]         m_axi_nand_arsize,
  output logic [1:0]         m_axi_nand_arburst,
  output logic               m_axi_nand_arvalid,
  input  wire logic          m_axi_nand_arready,
  input  wire logic [3:0]    m_axi_nand_rid,
  input  wire logic [DataW-1:0] m_axi_nand_rdata,
  input  wire logic [1:0]    m_axi_nand_rresp,
  input  wire logic          m_axi_nand_rlast,
  input  wire logic          m_axi_nand_rvalid,
  output logic               m_axi_nand_rready
);
  localparam int BeatBytes = DataW / 8;
  localparam int BeatShift = $clog2(BeatBytes);
  localparam int BeatsW = LenW - BeatShift + 1;
  localparam int FifoCntW = $clog2(FifoDepth + 1);
  localparam int LensDepth = 8;
  localparam int CrcBits = NumSect * 32;
  localparam int FieldBits = CrcBits + 32;         // the sector CRCs and the spare CRC
  localparam int HeadBits = DataW - FieldBits;     // the last spare beat's bytes before the field
  localparam int SecBeatW = $clog2(SectorBeats + 1);
  localparam int SecIdxW = $clog2(NumSect + 1);
  localparam logic [2:0] KToBuf = 3'd0, KToNand = 3'd1, KFillBuf = 3'd2, KFillNand = 3'd3,
                         KSink = 3'd4;
  localparam logic [1:0] CrcNone = 2'd0, CrcData = 2'd1, CrcSpare = 2'd2;
  localparam logic [31:0] CrcPoly = 32'h82F6_3B78;  // CRC-32C, reflected

  if (NumReq < 1 || DataW < 64 || (1 << $clog2(DataW)) != DataW || FifoDepth < 64 ||
      LenW <= BeatShift || AddrW < 13 || SectorBeats < 1 || NumSect < 1 ||
      FieldBits > DataW) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "flash_dma: bad parameters");
`else
    $error("flash_dma: bad parameters");
`endif
  end

  // ---- request arbitration ----
  // A tapped copy waits until its channel's tap can take all of it (see the header).
  logic [NumReq-1:0]  req_ready;
  assign req_ready = req_i & ~(req_tap_i & ~tap_room_i);
  logic [NumReq-1:0]  arb_gnt;
  logic [ReqIdxW-1:0] arb_idx;
  logic               start;
  common_rr_arb #(.N(NumReq)) i_arb (
    .clk_i, .rst_ni, .req_i(req_ready), .gnt_o(arb_gnt), .gnt_idx_o(arb_idx), .advance_i(start)
  );

  typedef enum logic [1:0] {Idle, Run, Finish} state_e;
  state_e state_q;
  logic [ReqIdxW-1:0] owner_q;
  logic [2:0]         kind_q;
  logic [1:0]         crc_mode_q;
  logic [CrcBits-1:0] crc_ref_q;   // SPARE: the CRCs to write or to compare with
  logic [CrcBits-1:0] crcs_q;      // DATA: the sectors' CRCs so far
  logic [31:0]        crc_run_q;   // DATA: the running CRC of the current sector; SPARE: of the area
  logic [SecBeatW-1:0] sec_beat_q; // beats into the current sector
  logic [SecIdxW-1:0] sec_idx_q;
  logic [NumSect:0]   crc_err_q;
  logic               flip_q, err_q;
  logic               tap_q;       // the copy goes to the tap too
  logic [AddrW-1:0]   rd_addr_q, wr_addr_q;
  logic [BeatsW-1:0]  ar_left_q, aw_left_q, r_left_q, w_left_q;  // beats still to issue / move
  logic [BeatsW-1:0]  b_left_q;                                   // write bursts without a response
  logic               first_w_q;
  logic [BeatsW-1:0]  w_idx_q;      // beats written (or dropped) so far
  logic [BeatsW-1:0]  flip_beat_q;  // the beat and bit lane the flip lands on
  logic [$clog2(DataW)-1:0] flip_lane_q;
  logic [LenW-1:0]    flip_pos;
  assign flip_pos = flip_byte_i & (req_len_i[32'(arb_idx)*LenW +: LenW] - 1'b1);
  logic [FifoCntW-1:0] reserved_q;  // FIFO beats taken by data in flight or stored

  assign start = (state_q == Idle) && (req_ready != '0);
  logic [BeatsW-1:0] start_beats;
  assign start_beats = BeatsW'(req_len_i[32'(arb_idx)*LenW +: LenW] >> BeatShift);
  logic [2:0] start_kind;
  assign start_kind = req_kind_i[32'(arb_idx)*3 +: 3];
  logic start_reads, start_writes;  // the copy reads a source / writes a destination
  assign start_reads = start_kind != KFillBuf && start_kind != KFillNand;
  assign start_writes = start_kind != KSink;

  // CRC-32C of the first `bits` bits of a beat (byte 0 first, each byte LSB first) continuing
  // from c: a whole beat (DataW), or the last spare beat's bytes before the CRC field (HeadBits;
  // 0 when the field fills the beat: then the spare CRC covers the earlier beats only).
  function automatic logic [31:0] crc32c_bits(input logic [31:0] c, input logic [DataW-1:0] d, input int bits);
    logic [31:0] x;
    x = c;
    for (int i = 0; i < DataW; i++)
      if (i < bits) x = (x >> 1) ^ ((x[0] ^ d[i]) ? CrcPoly : 32'h0);
    crc32c_bits = x;
  endfunction

  // ---- burst sizes: up to 64 beats, never across 4 KiB ----
  function automatic logic [BeatsW-1:0] burst_beats(input logic [11:0] addr, input logic [BeatsW-1:0] left);
    logic [BeatsW-1:0] to_4k;
    logic [12:0]       bytes_to_4k;
    bytes_to_4k = 13'd4096 - {1'b0, addr};
    to_4k = BeatsW'(bytes_to_4k >> BeatShift);
    burst_beats = left;
    if (to_4k < burst_beats) burst_beats = to_4k;
    if (BeatsW'(64) < burst_beats) burst_beats = BeatsW'(64);
  endfunction

  logic [BeatsW-1:0] ar_beats, aw_beats;
  assign ar_beats = burst_beats(rd_addr_q[11:0], ar_left_q);
  assign aw_beats = burst_beats(wr_addr_q[11:0], aw_left_q);

  // ---- read side ----
  logic ar_port_nand;  // reads come from the array (kinds 0, 4) or the buffer (kind 1)
  assign ar_port_nand = (kind_q == KToBuf) || (kind_q == KSink);
  logic fill_q;        // kinds 2, 3: no source, the data is all ones
  assign fill_q = (kind_q == KFillBuf) || (kind_q == KFillNand);
  logic arvalid, arready, rvalid, rready, rlast_unused;
  logic [DataW-1:0] rdata;
  logic [1:0] rresp;
  assign arvalid = (state_q == Run) && !fill_q && ar_left_q != '0 &&
                   ({1'b0, reserved_q} + (FifoCntW + 1)'(ar_beats) <= (FifoCntW + 1)'(FifoDepth));
  assign arready = ar_port_nand ? m_axi_nand_arready : m_axi_buf_arready;
  assign rvalid  = ar_port_nand ? m_axi_nand_rvalid : m_axi_buf_rvalid;
  assign rdata   = ar_port_nand ? m_axi_nand_rdata : m_axi_buf_rdata;
  assign rresp   = ar_port_nand ? m_axi_nand_rresp : m_axi_buf_rresp;
  assign rlast_unused = ar_port_nand ? m_axi_nand_rlast : m_axi_buf_rlast;
  assign rready  = (state_q == Run);  // room is reserved before the AR goes out

  always_comb begin
    m_axi_buf_arid = '0;     m_axi_nand_arid = '0;
    m_axi_buf_araddr = rd_addr_q; m_axi_nand_araddr = rd_addr_q;
    m_axi_buf_arlen = 8'(ar_beats - 1'b1); m_axi_nand_arlen = 8'(ar_beats - 1'b1);
    m_axi_buf_arsize = 3'(BeatShift); m_axi_nand_arsize = 3'(BeatShift);
    m_axi_buf_arburst = 2'b01; m_axi_nand_arburst = 2'b01;
    m_axi_buf_arvalid = arvalid && !ar_port_nand;
    m_axi_nand_arvalid = arvalid && ar_port_nand;
    m_axi_buf_rready = rready && !ar_port_nand;
    m_axi_nand_rready = rready && ar_port_nand;
  end

  // Read-ahead FIFO.
  logic             fifo_in_ready, fifo_out_valid, fifo_out_ready;
  logic [DataW-1:0] fifo_out_data;
  logic [FifoCntW-1:0] fifo_count_unused;
  common_fifo_sync #(.Width(DataW), .Depth(FifoDepth)) i_fifo (
    .clk_i, .rst_ni,
    .in_valid_i(rvalid && rready), .in_ready_o(fifo_in_ready), .in_data_i(rdata),
    .out_valid_o(fifo_out_valid), .out_ready_i(fifo_out_ready), .out_data_o(fifo_out_data),
    .count_o(fifo_count_unused)
  );

  // ---- write side ----
  logic aw_port_nand;  // writes go to the array (kinds 1, 3) or the buffer (kinds 0, 2)
  assign aw_port_nand = (kind_q == KToNand) || (kind_q == KFillNand);
  // Lengths of the write bursts issued, so W knows where each burst ends.
  logic [7:0] lens_q [LensDepth];
  logic [$clog2(LensDepth)-1:0] lens_wr_q, lens_rd_q;
  logic [$clog2(LensDepth):0]   lens_cnt_q;
  logic [7:0] w_in_burst_q;
  logic awvalid, awready, wvalid, wready, w_go, aw_go;
  logic [DataW-1:0] wdata;
  assign awvalid = (state_q == Run) && aw_left_q != '0 && lens_cnt_q != ($clog2(LensDepth) + 1)'(LensDepth);
  assign awready = aw_port_nand ? m_axi_nand_awready : m_axi_buf_awready;
  assign aw_go = awvalid && awready;
  assign wvalid = (state_q == Run) && kind_q != KSink && lens_cnt_q != '0 && w_left_q != '0 &&
                  (fill_q || fifo_out_valid) && (!tap_q || tap_ready_i);
  assign wready = aw_port_nand ? m_axi_nand_wready : m_axi_buf_wready;
  assign w_go = wvalid && wready;
  // Kind 4 drains the FIFO without writing: a beat "leaves" when it is written or dropped.
  logic sink_go, out_go, out_last;
  assign sink_go = (state_q == Run) && kind_q == KSink && fifo_out_valid && w_left_q != '0;
  assign out_go = w_go || sink_go;
  assign out_last = (w_left_q == BeatsW'(1));
  assign fifo_out_ready = (w_go && !fill_q) || sink_go;
  // wbase: the beat as it leaves (the CRC sees this); wdata: what is written, with the flip.
  // spare_crc: the spare CRC ending with the last beat of a SPARE copy (computed only then: the
  // bit loop is the most expensive logic here for a simulator).
  logic [DataW-1:0] wbase;
  logic [31:0]      spare_crc;
  always_comb begin
    wbase = fill_q ? {DataW{1'b1}} : fifo_out_data;
    spare_crc = '0;
    if (crc_mode_q == CrcSpare && out_last) spare_crc = ~crc32c_bits(first_w_q ? '1 : crc_run_q, wbase, HeadBits);
    // SPARE copy to the array: the last beat carries the CRC field.
    if (crc_mode_q == CrcSpare && aw_port_nand && out_last)
      wbase[DataW-FieldBits +: FieldBits] = {crc_ref_q, spare_crc};
    wdata = wbase;
    if (flip_q && w_idx_q == flip_beat_q) wdata[flip_lane_q] = ~wdata[flip_lane_q];
  end
  logic wlast;
  assign wlast = (w_in_burst_q == lens_q[lens_rd_q]);
  assign tap_valid_o = tap_q && w_go;
  assign tap_data_o = wbase;
  assign tap_last_o = out_last;
  assign tap_owner_o = owner_q;

  always_comb begin
    m_axi_buf_awid = '0;     m_axi_nand_awid = '0;
    m_axi_buf_awaddr = wr_addr_q; m_axi_nand_awaddr = wr_addr_q;
    m_axi_buf_awlen = 8'(aw_beats - 1'b1); m_axi_nand_awlen = 8'(aw_beats - 1'b1);
    m_axi_buf_awsize = 3'(BeatShift); m_axi_nand_awsize = 3'(BeatShift);
    m_axi_buf_awburst = 2'b01; m_axi_nand_awburst = 2'b01;
    m_axi_buf_awvalid = awvalid && !aw_port_nand;
    m_axi_nand_awvalid = awvalid && aw_port_nand;
    m_axi_buf_wdata = wdata;  m_axi_nand_wdata = wdata;
    m_axi_buf_wstrb = '1;     m_axi_nand_wstrb = '1;
    m_axi_buf_wlast = wlast;  m_axi_nand_wlast = wlast;
    m_axi_buf_wvalid = wvalid && !aw_port_nand;
    m_axi_nand_wvalid = wvalid && aw_port_nand;
    m_axi_buf_bready = (state_q == Run) && !aw_port_nand;
    m_axi_nand_bready = (state_q == Run) && aw_port_nand;
  end
  logic bvalid;
  logic [1:0] bresp;
  assign bvalid = aw_port_nand ? m_axi_nand_bvalid : m_axi_buf_bvalid;
  assign bresp = aw_port_nand ? m_axi_nand_bresp : m_axi_buf_bresp;

  // ---- control ----
  logic r_go, b_go;
  assign r_go = rvalid && rready;
  assign b_go = bvalid && (state_q == Run);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= Idle;
      owner_q <= '0;
      kind_q <= '0;
      crc_mode_q <= CrcNone;
      crc_ref_q <= '0;
      crcs_q <= '0;
      crc_run_q <= '0;
      sec_beat_q <= '0;
      sec_idx_q <= '0;
      crc_err_q <= '0;
      flip_q <= 1'b0;
      tap_q <= 1'b0;
      err_q <= 1'b0;
      rd_addr_q <= '0;
      wr_addr_q <= '0;
      ar_left_q <= '0;
      aw_left_q <= '0;
      r_left_q <= '0;
      w_left_q <= '0;
      b_left_q <= '0;
      first_w_q <= 1'b0;
      w_idx_q <= '0;
      flip_beat_q <= '0;
      flip_lane_q <= '0;
      reserved_q <= '0;
      lens_wr_q <= '0;
      lens_rd_q <= '0;
      lens_cnt_q <= '0;
      w_in_burst_q <= '0;
      for (int i = 0; i < LensDepth; i++) lens_q[i] <= '0;
    end else begin
      unique case (state_q)
        Idle: begin
          if (start) begin
            state_q <= Run;
            owner_q <= arb_idx;
            kind_q <= start_kind;
            flip_q <= req_flip_i[arb_idx];
            tap_q <= req_tap_i[arb_idx] && (start_kind == KToBuf || start_kind == KFillBuf);
            flip_beat_q <= BeatsW'(flip_pos >> BeatShift);
            flip_lane_q <= {flip_pos[BeatShift-1:0], flip_bit_i};
            w_idx_q <= '0;
            crc_mode_q <= req_crc_i[32'(arb_idx)*2 +: 2];
            crc_ref_q <= req_crc_val_i[32'(arb_idx)*CrcBits +: CrcBits];
            crcs_q <= '0;
            sec_beat_q <= '0;
            sec_idx_q <= '0;
            crc_err_q <= '0;
            err_q <= 1'b0;
            rd_addr_q <= req_src_i[32'(arb_idx)*AddrW +: AddrW];
            wr_addr_q <= req_dst_i[32'(arb_idx)*AddrW +: AddrW];
            ar_left_q <= start_reads ? start_beats : '0;
            r_left_q <= start_reads ? start_beats : '0;
            aw_left_q <= start_writes ? start_beats : '0;
            w_left_q <= start_beats;
            b_left_q <= '0;
            first_w_q <= 1'b1;
            w_in_burst_q <= '0;
          end
        end
        Run: begin
          if (arvalid && arready) begin
            ar_left_q <= ar_left_q - ar_beats;
            rd_addr_q <= rd_addr_q + (AddrW'(ar_beats) << BeatShift);
          end
          // reserved: + beats at AR, - 1 per beat leaving the FIFO
          reserved_q <= reserved_q + ((arvalid && arready) ? FifoCntW'(ar_beats) : '0)
                        - FifoCntW'(fifo_out_ready && fifo_out_valid);
          if (r_go) begin
            r_left_q <= r_left_q - 1'b1;
            if (rresp != 2'b00) err_q <= 1'b1;
          end
          if (aw_go) begin
            aw_left_q <= aw_left_q - aw_beats;
            wr_addr_q <= wr_addr_q + (AddrW'(aw_beats) << BeatShift);
            lens_q[lens_wr_q] <= 8'(aw_beats - 1'b1);
            lens_wr_q <= lens_wr_q + 1'b1;
          end
          lens_cnt_q <= lens_cnt_q + ($clog2(LensDepth) + 1)'(aw_go)
                        - ($clog2(LensDepth) + 1)'(w_go && wlast);
          b_left_q <= b_left_q + BeatsW'(aw_go) - BeatsW'(b_go);
          if (b_go && bresp != 2'b00) err_q <= 1'b1;
          if (out_go) begin
            w_left_q <= w_left_q - 1'b1;
            w_idx_q <= w_idx_q + 1'b1;
            first_w_q <= 1'b0;
          end
          // End-to-end CRC, on every beat leaving the engine (only while a CRC mode is set: the
          // bit loop is the most expensive logic here for a simulator).
          if (out_go && crc_mode_q == CrcData && 32'(sec_idx_q) < NumSect) begin
            if (32'(sec_beat_q) == SectorBeats - 1) begin
              crcs_q[32'(sec_idx_q)*32 +: 32] <= ~crc32c_bits((sec_beat_q == '0) ? '1 : crc_run_q, wbase, DataW);
              sec_beat_q <= '0;
              sec_idx_q <= sec_idx_q + 1'b1;
            end else begin
              crc_run_q <= crc32c_bits((sec_beat_q == '0) ? '1 : crc_run_q, wbase, DataW);
              sec_beat_q <= sec_beat_q + 1'b1;
            end
          end
          if (out_go && crc_mode_q == CrcSpare && !out_last)
            crc_run_q <= crc32c_bits(first_w_q ? '1 : crc_run_q, wbase, DataW);
          if (out_go && out_last && crc_mode_q == CrcSpare && ar_port_nand) begin
            for (int s = 0; s < NumSect; s++)
              crc_err_q[s] <= wbase[DataW-CrcBits+32*s +: 32] != crc_ref_q[32*s +: 32];
            crc_err_q[NumSect] <= wbase[DataW-FieldBits +: 32] != spare_crc;
          end
          if (w_go) begin
            if (wlast) begin
              w_in_burst_q <= '0;
              lens_rd_q <= lens_rd_q + 1'b1;
            end else begin
              w_in_burst_q <= w_in_burst_q + 1'b1;
            end
          end
          // Everything issued, moved and acknowledged (the last B may arrive this cycle).
          if (ar_left_q == '0 && r_left_q == '0 && aw_left_q == '0 && w_left_q == '0 &&
              !aw_go && (b_left_q == '0 || (b_left_q == BeatsW'(1) && b_go))) begin
            state_q <= Finish;
          end
        end
        Finish: state_q <= Idle;
        default: state_q <= Idle;
      endcase
    end
  end

  always_comb begin
    done_o = '0;
    if (state_q == Finish) done_o[owner_q] = 1'b1;
  end
  assign err_o = err_q;
  assign crc_o = crcs_q;
  assign crc_err_o = crc_err_q;

  logic unused;
  assign unused = ^{arb_gnt, m_axi_buf_bid, m_axi_nand_bid, m_axi_buf_rid, m_axi_nand_rid,
                    rlast_unused, fifo_in_ready, fifo_count_unused};
endmodule
`default_nettype wire
