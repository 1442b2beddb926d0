// The partitions of a bench top's accelerator slots, one per slot: the RTL bench programs
// (accel_rp_sim, ProgW >= 2 bits of prog_i per slot) or, with HlsShell, the HLS C++ drive programs
// over DPI-C (sim/models/accel_hls_shell: Verilator only; the other simulators never elaborate
// it). Shared by accel_cluster_tb and accel_isc_tb.

`default_nettype none

module accel_rp_bank #(
  parameter int NumAccel = 3,
  parameter int DataW = 512,
  parameter int ProgW = 2,
  parameter bit HlsShell = 0,
  localparam int LenW = $clog2(DataW / 8) + 1
) (
  input  wire logic                      clk_i,
  input  wire logic [NumAccel-1:0]       rp_rst_n,
  input  wire logic [ProgW*NumAccel-1:0] prog_i,
  input  wire logic [NumAccel-1:0]       rp_in_valid,
  output logic      [NumAccel-1:0]       rp_in_ready,
  input  wire logic [NumAccel*DataW-1:0] rp_in_data,
  input  wire logic [NumAccel*LenW-1:0]  rp_in_len,
  input  wire logic [NumAccel-1:0]       rp_in_eof,
  input  wire logic [NumAccel-1:0]       rp_par_valid,
  output logic      [NumAccel-1:0]       rp_par_ready,
  input  wire logic [NumAccel*32-1:0]    rp_par_data,
  output logic      [NumAccel-1:0]       rp_out_valid,
  input  wire logic [NumAccel-1:0]       rp_out_ready,
  output logic      [NumAccel*DataW-1:0] rp_out_data,
  output logic      [NumAccel*LenW-1:0]  rp_out_len,
  output logic      [NumAccel-1:0]       rp_out_eof
);

  for (genvar a = 0; a < NumAccel; a++) begin : gen_rp
    if (HlsShell) begin : gen_hls
      accel_hls_shell #(.DataW(DataW), .ProgW(ProgW), .Instance(a)) u_rp (
        .clk_i,
        .rst_ni     (rp_rst_n[a]),
        .prog_i     (prog_i[ProgW*a +: ProgW]),
        .in_valid_i (rp_in_valid[a]),
        .in_ready_o (rp_in_ready[a]),
        .in_data_i  (rp_in_data[a*DataW +: DataW]),
        .in_len_i   (rp_in_len[a*LenW +: LenW]),
        .in_eof_i   (rp_in_eof[a]),
        .par_valid_i(rp_par_valid[a]),
        .par_ready_o(rp_par_ready[a]),
        .par_data_i (rp_par_data[a*32 +: 32]),
        .out_valid_o(rp_out_valid[a]),
        .out_ready_i(rp_out_ready[a]),
        .out_data_o (rp_out_data[a*DataW +: DataW]),
        .out_len_o  (rp_out_len[a*LenW +: LenW]),
        .out_eof_o  (rp_out_eof[a])
      );
    end else begin : gen_rtl
      accel_rp_sim #(.DataW(DataW)) u_rp (
        .clk_i,
        .rst_ni     (rp_rst_n[a]),
        .prog_i     (prog_i[ProgW*a +: 2]),
        .in_valid_i (rp_in_valid[a]),
        .in_ready_o (rp_in_ready[a]),
        .in_data_i  (rp_in_data[a*DataW +: DataW]),
        .in_len_i   (rp_in_len[a*LenW +: LenW]),
        .in_eof_i   (rp_in_eof[a]),
        .par_valid_i(rp_par_valid[a]),
        .par_ready_o(rp_par_ready[a]),
        .par_data_i (rp_par_data[a*32 +: 32]),
        .out_valid_o(rp_out_valid[a]),
        .out_ready_i(rp_out_ready[a]),
        .out_data_o (rp_out_data[a*DataW +: DataW]),
        .out_len_o  (rp_out_len[a*LenW +: LenW]),
        .out_eof_o  (rp_out_eof[a])
      );
    end
  end

endmodule

`default_nettype wire
