// Bench top for accel_cluster: the cluster with a partition in every accelerator slot, each
// running the program prog_i names (ProgW bits per accelerator slot, slot a + 1 at
// [ProgW*a +: ProgW]). Everything else is the cluster's own ports. The partitions are the RTL
// bench programs (accel_rp_sim), or with HlsShell the HLS C++ drive programs of hls/ over DPI-C
// (sim/models/accel_hls_shell: Verilator only; the other simulators never elaborate it).

`default_nettype none

module accel_cluster_tb #(
  parameter int NumSlots = 4,
  parameter int DataW = 512,
  parameter int EpochW = 2,
  parameter int SifDepth = 64,
  parameter int ReqFlits = 8,
  parameter int ResetCredits = 4,
  parameter int CreditW = 4,
  parameter int PendW = 16,
  parameter int InDepth = ResetCredits * ReqFlits,
  parameter int OutDepth = 8,
  parameter int ParDepth = 8,
  // Bits of prog_i per slot (accel_rp_sim's program number); a parameter so the bench reads it.
  parameter int ProgW = 2,
  // 0: accel_rp_sim (prog_i: 0 empty, 1 pace, 2 sum); 1: accel_hls_shell (prog_i: program_table.h).
  parameter bit HlsShell = 0,
  localparam int SlotW = (NumSlots > 1) ? $clog2(NumSlots) : 1,
  localparam int LenW = $clog2(DataW / 8) + 1,
  localparam int NumAccel = NumSlots - 1
) (
  input  wire logic                        clk_i,
  input  wire logic                        rst_ni,
  input  wire logic [ProgW*NumAccel-1:0]   prog_i,
  input  wire logic                        rd_valid_i,
  output logic                             rd_ready_o,
  input  wire logic [DataW-1:0]            rd_data_i,
  input  wire logic [LenW-1:0]             rd_len_i,
  input  wire logic                        rd_last_i,
  input  wire logic                        sif_valid_i,
  output logic                             sif_ready_o,
  input  wire logic [SlotW-1:0]            sif_slot_i,
  input  wire logic [EpochW-1:0]           sif_epoch_i,
  input  wire logic                        sif_eof_i,
  input  wire logic                        sif_drop_i,
  output logic                             p0_valid_o,
  input  wire logic                        p0_ready_i,
  output logic      [DataW-1:0]            p0_data_o,
  output logic      [LenW-1:0]             p0_len_o,
  output logic                             p0_last_o,
  output logic                             ao_valid_o,
  input  wire logic                        ao_ready_i,
  output logic      [DataW-1:0]            ao_data_o,
  output logic      [LenW-1:0]             ao_len_o,
  output logic                             ao_eof_o,
  output logic      [SlotW-1:0]            ao_slot_o,
  input  wire logic [CreditW-1:0]          credit_init_i,
  input  wire logic                        job_valid_i,
  output logic                             job_ready_o,
  input  wire logic [SlotW-1:0]            job_slot_i,
  input  wire logic [PendW-1:0]            job_count_i,
  output logic                             gnt_valid_o,
  input  wire logic                        gnt_ready_i,
  output logic      [SlotW-1:0]            gnt_slot_o,
  output logic      [EpochW-1:0]           gnt_epoch_o,
  input  wire logic                        par_valid_i,
  output logic                             par_ready_o,
  input  wire logic [SlotW-1:0]            par_slot_i,
  input  wire logic [31:0]                 par_data_i,
  input  wire logic [NumSlots-1:0]         decouple_i,
  output logic      [NumSlots-1:0]         decoupled_o,
  output logic      [NumSlots-1:0]         drained_o,
  output logic      [NumSlots*CreditW-1:0] credit_o,
  output logic      [NumSlots*PendW-1:0]   pend_o,
  output logic      [NumSlots*EpochW-1:0]  epoch_o,
  output logic      [31:0]                 stat_dropped_o,
  output logic      [31:0]                 stat_credit_err_o
);

  logic [NumAccel-1:0]       rp_rst_n, rp_in_valid, rp_in_ready, rp_in_eof, rp_par_valid, rp_par_ready;
  logic [NumAccel-1:0]       rp_out_valid, rp_out_ready, rp_out_eof;
  logic [NumAccel*DataW-1:0] rp_in_data, rp_out_data;
  logic [NumAccel*LenW-1:0]  rp_in_len, rp_out_len;
  logic [NumAccel*32-1:0]    rp_par_data;

  accel_cluster #(
    .NumSlots(NumSlots), .DataW(DataW), .EpochW(EpochW), .SifDepth(SifDepth), .ReqFlits(ReqFlits),
    .ResetCredits(ResetCredits), .CreditW(CreditW), .PendW(PendW), .InDepth(InDepth), .OutDepth(OutDepth),
    .ParDepth(ParDepth)
  ) u_cluster (
    .clk_i, .rst_ni,
    .rd_valid_i, .rd_ready_o, .rd_data_i, .rd_len_i, .rd_last_i,
    .sif_valid_i, .sif_ready_o, .sif_slot_i, .sif_epoch_i, .sif_eof_i, .sif_drop_i,
    .p0_valid_o, .p0_ready_i, .p0_data_o, .p0_len_o, .p0_last_o,
    .ao_valid_o, .ao_ready_i, .ao_data_o, .ao_len_o, .ao_eof_o, .ao_slot_o,
    .credit_init_i, .job_valid_i, .job_ready_o, .job_slot_i, .job_count_i,
    .gnt_valid_o, .gnt_ready_i, .gnt_slot_o, .gnt_epoch_o,
    .par_valid_i, .par_ready_o, .par_slot_i, .par_data_i,
    .decouple_i, .decoupled_o, .drained_o, .credit_o, .pend_o, .epoch_o, .stat_dropped_o, .stat_credit_err_o,
    .rp_rst_no(rp_rst_n),
    .rp_in_valid_o(rp_in_valid), .rp_in_ready_i(rp_in_ready), .rp_in_data_o(rp_in_data), .rp_in_len_o(rp_in_len),
    .rp_in_eof_o(rp_in_eof),
    .rp_par_valid_o(rp_par_valid), .rp_par_ready_i(rp_par_ready), .rp_par_data_o(rp_par_data),
    .rp_out_valid_i(rp_out_valid), .rp_out_ready_o(rp_out_ready), .rp_out_data_i(rp_out_data),
    .rp_out_len_i(rp_out_len), .rp_out_eof_i(rp_out_eof)
  );

  accel_rp_bank #(.NumAccel(NumAccel), .DataW(DataW), .ProgW(ProgW), .HlsShell(HlsShell)) u_rp (
    .clk_i, .rp_rst_n, .prog_i, .rp_in_valid, .rp_in_ready, .rp_in_data, .rp_in_len, .rp_in_eof, .rp_par_valid,
    .rp_par_ready, .rp_par_data, .rp_out_valid, .rp_out_ready, .rp_out_data, .rp_out_len, .rp_out_eof
  );

endmodule

`default_nettype wire
