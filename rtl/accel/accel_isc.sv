// The accelerator cluster with its ISC unit's registers (accel.rdl, generated accel_csr): what a
// controller top instantiates. The firmware adds work for a slot, takes the scheduler's grants,
// pushes parameters and SIF entries and reloads slots through AXI4-Lite; the data ports and the
// partitions' ports are the cluster's own.
//
// A GO the cluster cannot take in that cycle is dropped and counted in REFUSED (the registers
// READY.SIF and READY.PARAM say beforehand whether it would be), so a register write never
// waits on the data plane. CREDIT_INIT above INFO.CREDIT_MAX acts as CREDIT_MAX: the bound that
// keeps every slot's input FIFO from overflowing (accel_cluster) is enforced here, not left to
// the firmware.

`default_nettype none

module accel_isc #(
  parameter int NumSlots = 4,
  parameter int DataW = 512,
  parameter int EpochW = 2,
  parameter int SifDepth = 64,
  parameter int ReqFlits = 64,
  parameter int ResetCredits = 4,
  parameter int CreditW = 4,
  parameter int PendW = 16,
  parameter int InDepth = ResetCredits * ReqFlits,
  parameter int OutDepth = 8,
  parameter int ParDepth = 8,
  localparam int SlotW = (NumSlots > 1) ? $clog2(NumSlots) : 1,
  localparam int LenW = $clog2(DataW / 8) + 1,
  localparam int NumAccel = NumSlots - 1,
  // accel.rdl spans 64 bytes (the generated block's address width).
  localparam int AddrW = 6
) (
  input  wire logic                         clk_i,
  input  wire logic                         rst_ni,
  // Registers (accel.rdl).
  input  wire logic                         s_axil_awvalid,
  output logic                              s_axil_awready,
  input  wire logic [AddrW-1:0]             s_axil_awaddr,
  input  wire logic [2:0]                   s_axil_awprot,
  input  wire logic                         s_axil_wvalid,
  output logic                              s_axil_wready,
  input  wire logic [31:0]                  s_axil_wdata,
  input  wire logic [3:0]                   s_axil_wstrb,
  output logic                              s_axil_bvalid,
  input  wire logic                         s_axil_bready,
  output logic      [1:0]                   s_axil_bresp,
  input  wire logic                         s_axil_arvalid,
  output logic                              s_axil_arready,
  input  wire logic [AddrW-1:0]             s_axil_araddr,
  input  wire logic [2:0]                   s_axil_arprot,
  output logic                              s_axil_rvalid,
  input  wire logic                         s_axil_rready,
  output logic      [31:0]                  s_axil_rdata,
  output logic      [1:0]                   s_axil_rresp,
  // Data: as accel_cluster.
  input  wire logic                         rd_valid_i,
  output logic                              rd_ready_o,
  input  wire logic [DataW-1:0]             rd_data_i,
  input  wire logic [LenW-1:0]              rd_len_i,
  input  wire logic                         rd_last_i,
  output logic                              p0_valid_o,
  input  wire logic                         p0_ready_i,
  output logic      [DataW-1:0]             p0_data_o,
  output logic      [LenW-1:0]              p0_len_o,
  output logic                              p0_last_o,
  output logic                              ao_valid_o,
  input  wire logic                         ao_ready_i,
  output logic      [DataW-1:0]             ao_data_o,
  output logic      [LenW-1:0]              ao_len_o,
  output logic                              ao_eof_o,
  output logic      [SlotW-1:0]             ao_slot_o,
  // Partitions: as accel_cluster.
  output logic      [NumAccel-1:0]          rp_rst_no,
  output logic      [NumAccel-1:0]          rp_in_valid_o,
  input  wire logic [NumAccel-1:0]          rp_in_ready_i,
  output logic      [NumAccel*DataW-1:0]    rp_in_data_o,
  output logic      [NumAccel*LenW-1:0]     rp_in_len_o,
  output logic      [NumAccel-1:0]          rp_in_eof_o,
  output logic      [NumAccel-1:0]          rp_par_valid_o,
  input  wire logic [NumAccel-1:0]          rp_par_ready_i,
  output logic      [NumAccel*32-1:0]       rp_par_data_o,
  input  wire logic [NumAccel-1:0]          rp_out_valid_i,
  output logic      [NumAccel-1:0]          rp_out_ready_o,
  input  wire logic [NumAccel*DataW-1:0]    rp_out_data_i,
  input  wire logic [NumAccel*LenW-1:0]     rp_out_len_i,
  input  wire logic [NumAccel-1:0]          rp_out_eof_i
);

  localparam int CreditMax = InDepth / ReqFlits < 2 ** CreditW - 1 ? InDepth / ReqFlits : 2 ** CreditW - 1;

  // The register fields' widths (accel.rdl) bound the cluster's parameters.
  if (NumSlots > 16 || EpochW > 4 || CreditW > 8 || PendW > 16 || ReqFlits >= 4096 || CreditMax > 255)
  begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "accel_isc: NumSlots <= 16, EpochW <= 4, CreditW <= 8, PendW <= 16, ReqFlits < 4096");
`else
    $error("accel_isc: NumSlots <= 16, EpochW <= 4, CreditW <= 8, PendW <= 16, ReqFlits < 4096");
`endif
  end

  // ---- registers ---------------------------------------------------------------------------------

  logic [7:0]  credit_init_r;
  logic [3:0]  job_slot, par_slot, sif_slot, sif_epoch;
  logic        job_go, grant_pop, par_go, sif_go, sif_eof;
  logic [15:0] job_count, decouple_mask;
  logic [31:0] par_data;
  logic [3:0]  state_sel;
  logic [7:0]  st_credit;
  logic [3:0]  st_epoch;
  logic [15:0] st_pend;

  logic                        job_ready, gnt_valid, par_ready, sif_ready;
  logic [SlotW-1:0]            gnt_slot;
  logic [EpochW-1:0]           gnt_epoch;
  logic [NumSlots-1:0]         decoupled, drained;
  logic [NumSlots*CreditW-1:0] credit;
  logic [NumSlots*PendW-1:0]   pend;
  logic [NumSlots*EpochW-1:0]  epoch;
  logic [31:0]                 dropped, credit_err;

  accel_csr u_csr (
    .clk   (clk_i),
    .arst_n(rst_ni),
    .s_axil_awready,
    .s_axil_awvalid,
    .s_axil_awaddr,
    .s_axil_awprot,
    .s_axil_wready,
    .s_axil_wvalid,
    .s_axil_wdata,
    .s_axil_wstrb,
    .s_axil_bready,
    .s_axil_bvalid,
    .s_axil_bresp,
    .s_axil_arready,
    .s_axil_arvalid,
    .s_axil_araddr,
    .s_axil_arprot,
    .s_axil_rready,
    .s_axil_rvalid,
    .s_axil_rdata,
    .s_axil_rresp,
    .hwif_in_info_slots                (5'(NumSlots)),
    .hwif_in_info_epoch_bits           (3'(EpochW)),
    .hwif_in_info_req_flits            (12'(ReqFlits)),
    .hwif_in_info_credit_max           (8'(CreditMax)),
    .hwif_out_credit_init_r            (credit_init_r),
    .hwif_out_job_slot                 (job_slot),
    .hwif_out_job_go                   (job_go),
    .hwif_out_job_count                (job_count),
    .hwif_in_grant_valid               (gnt_valid),
    .hwif_in_grant_slot                (4'(gnt_slot)),
    .hwif_in_grant_epoch               (4'(gnt_epoch)),
    .hwif_out_grant_pop_pop            (grant_pop),
    .hwif_out_param_data_data          (par_data),
    .hwif_out_param_ctrl_slot          (par_slot),
    .hwif_out_param_ctrl_go            (par_go),
    .hwif_out_sif_slot                 (sif_slot),
    .hwif_out_sif_epoch                (sif_epoch),
    .hwif_out_sif_eof                  (sif_eof),
    .hwif_out_sif_go                   (sif_go),
    .hwif_out_decouple_mask            (decouple_mask),
    .hwif_in_reload_status_decoupled   (16'(decoupled)),
    .hwif_in_reload_status_drained     (16'(drained)),
    .hwif_in_ready_sif                 (sif_ready),
    .hwif_in_ready_param               (par_bad || par_ready),
    .hwif_in_dropped_count             (dropped),
    .hwif_in_credit_err_count          (credit_err),
    .hwif_in_refused_job_incr          (job_go && !job_ok),
    .hwif_in_refused_param_incr        (par_push && !par_ready),
    .hwif_in_refused_sif_incr          (sif_go && !sif_ready),
    .hwif_out_slot_sel_slot            (state_sel),
    .hwif_in_slot_state_credit         (st_credit),
    .hwif_in_slot_state_epoch          (st_epoch),
    .hwif_in_slot_state_pend           (st_pend)
  );

  always_comb begin
    st_credit = '0;
    st_epoch  = '0;
    st_pend   = '0;
    for (int s = 0; s < NumSlots; s++) begin
      if (32'(state_sel) == s) begin
        st_credit = 8'(credit[s*CreditW +: CreditW]);
        st_epoch  = 4'(epoch[s*EpochW +: EpochW]);
        st_pend   = 16'(pend[s*PendW +: PendW]);
      end
    end
  end

  // ---- the cluster ---------------------------------------------------------------------------------

  logic [CreditW-1:0] credit_init;
  assign credit_init = credit_init_r > 8'(CreditMax) ? CreditW'(CreditMax) : CreditW'(credit_init_r);

  // Slot numbers beyond the cluster must not alias onto a slot once cut to SlotW bits: work for
  // one is refused, parameters for one are taken and dropped, and a SIF entry for one is pushed
  // marked to drop (its data still arrives and must be taken).
  logic job_bad, par_bad, sif_bad, job_ok, par_push;
  assign job_bad  = 32'(job_slot) >= NumSlots;
  assign par_bad  = 32'(par_slot) >= NumSlots;
  assign sif_bad  = 32'(sif_slot) >= NumSlots;
  assign job_ok   = job_go && !job_bad && job_ready;
  assign par_push = par_go && !par_bad;

  logic unused_hi;
  assign unused_hi = ^{sif_epoch, decouple_mask};

  accel_cluster #(
    .NumSlots(NumSlots), .DataW(DataW), .EpochW(EpochW), .SifDepth(SifDepth), .ReqFlits(ReqFlits),
    .ResetCredits(ResetCredits), .CreditW(CreditW), .PendW(PendW), .InDepth(InDepth), .OutDepth(OutDepth),
    .ParDepth(ParDepth)
  ) u_cluster (
    .clk_i,
    .rst_ni,
    .rd_valid_i,
    .rd_ready_o,
    .rd_data_i,
    .rd_len_i,
    .rd_last_i,
    .sif_valid_i      (sif_go),
    .sif_ready_o      (sif_ready),
    .sif_slot_i       (SlotW'(sif_slot)),
    .sif_epoch_i      (EpochW'(sif_epoch)),
    .sif_eof_i        (sif_eof),
    .sif_drop_i       (sif_bad),
    .p0_valid_o,
    .p0_ready_i,
    .p0_data_o,
    .p0_len_o,
    .p0_last_o,
    .ao_valid_o,
    .ao_ready_i,
    .ao_data_o,
    .ao_len_o,
    .ao_eof_o,
    .ao_slot_o,
    .credit_init_i    (credit_init),
    .job_valid_i      (job_go && !job_bad),
    .job_ready_o      (job_ready),
    .job_slot_i       (SlotW'(job_slot)),
    .job_count_i      (PendW'(job_count)),
    .gnt_valid_o      (gnt_valid),
    .gnt_ready_i      (grant_pop),
    .gnt_slot_o       (gnt_slot),
    .gnt_epoch_o      (gnt_epoch),
    .par_valid_i      (par_push),
    .par_ready_o      (par_ready),
    .par_slot_i       (SlotW'(par_slot)),
    .par_data_i       (par_data),
    .decouple_i       (NumSlots'(decouple_mask)),
    .decoupled_o      (decoupled),
    .drained_o        (drained),
    .credit_o         (credit),
    .pend_o           (pend),
    .epoch_o          (epoch),
    .stat_dropped_o   (dropped),
    .stat_credit_err_o(credit_err),
    .rp_rst_no,
    .rp_in_valid_o,
    .rp_in_ready_i,
    .rp_in_data_o,
    .rp_in_len_o,
    .rp_in_eof_o,
    .rp_par_valid_o,
    .rp_par_ready_i,
    .rp_par_data_o,
    .rp_out_valid_i,
    .rp_out_ready_o,
    .rp_out_data_i,
    .rp_out_len_i,
    .rp_out_eof_i
  );

endmodule

`default_nettype wire
