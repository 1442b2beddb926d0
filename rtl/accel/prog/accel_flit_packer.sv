// Packs a program's output records into 64-byte flits (INSIDER's APP_Data), as the C++ programs'
// flit_writer does (hls/common/insider_app.h), so an RTL program and its HLS twin send the same
// flits: full flits until the last, whose eop rides on real data; a file with no output is one
// flit with len 0. A full buffer is held until the next record or the finish, so the finish can
// mark it.
//
// One record a cycle in, one flit out per cycle at most. fin_valid_i asks for the file's last
// flit; a program raises it only after its last record was taken.

`default_nettype none

module accel_flit_packer #(
  parameter int DataW = 512,
  // Bits of a record; RecW / 8 must divide DataW / 8.
  parameter int RecW = 32,
  localparam int LenW = $clog2(DataW / 8) + 1
) (
  input  wire logic             clk_i,
  input  wire logic             rst_ni,
  input  wire logic             rec_valid_i,
  output logic                  rec_ready_o,
  input  wire logic [RecW-1:0]  rec_data_i,
  input  wire logic             fin_valid_i,
  output logic                  fin_ready_o,
  output logic                  out_valid_o,
  input  wire logic             out_ready_i,
  output logic      [DataW-1:0] out_data_o,
  output logic      [LenW-1:0]  out_len_o,
  output logic                  out_eof_o
);

  localparam int Slots = DataW / RecW;
  localparam int RecBytes = RecW / 8;
  localparam logic [LenW-1:0] Full = LenW'(DataW / 8);

  if (RecW < 8 || RecW % 8 != 0 || DataW % RecW != 0) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "accel_flit_packer: RecW must be whole bytes dividing DataW");
`else
    $error("accel_flit_packer: RecW must be whole bytes dividing DataW");
`endif
  end

  logic [DataW-1:0] buf_q;
  logic [LenW-1:0]  fill_q;
  logic             out_free, rec_take, fin_take;

  assign out_free    = !out_valid_o || out_ready_i;
  assign rec_ready_o = fill_q != Full || out_free;
  assign fin_ready_o = out_free && !rec_valid_i;
  assign rec_take    = rec_valid_i && rec_ready_o;
  assign fin_take    = fin_valid_i && fin_ready_o;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      out_valid_o <= 1'b0;
      out_data_o  <= '0;
      out_len_o   <= '0;
      out_eof_o   <= 1'b0;
    end else begin
      if (out_valid_o && out_ready_i) begin
        out_valid_o <= 1'b0;
      end
      if ((rec_take && fill_q == Full) || fin_take) begin
        out_valid_o <= 1'b1;
        out_data_o  <= buf_q;
        out_len_o   <= fill_q;
        out_eof_o   <= fin_take;
      end
    end
  end

  // Each record slot is written by its own decode of the fill level (no shifter).
  for (genvar k = 0; k < Slots; k++) begin : gen_slot
    localparam logic [LenW-1:0] At = LenW'(k * RecBytes);
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        buf_q[k*RecW +: RecW] <= '0;
      end else if (rec_take && (fill_q == At || (k == 0 && fill_q == Full))) begin
        buf_q[k*RecW +: RecW] <= rec_data_i;
      end else if ((rec_take && fill_q == Full) || fin_take) begin
        buf_q[k*RecW +: RecW] <= '0;
      end
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      fill_q <= '0;
    end else if (rec_take) begin
      fill_q <= (fill_q == Full ? '0 : fill_q) + LenW'(RecBytes);
    end else if (fin_take) begin
      fill_q <= '0;
    end
  end

endmodule

`default_nettype wire
