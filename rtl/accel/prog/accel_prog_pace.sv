// A drive program for the slot benches: pass-through at a set rate.
//
// For each file it first takes one parameter word, the number of cycles per flit (0 and 1 both
// mean one flit a cycle), then passes the file's flits unchanged at that rate up to the one with
// eop. Its rate stands for a program's processing rate in the bandwidth-sharing experiment
// (INSIDER section 5.3 throttles statistics, SQL and pass-through the same way).

`default_nettype none

module accel_prog_pace #(
  parameter int DataW = 512,
  localparam int LenW = $clog2(DataW / 8) + 1
) (
  input  wire logic             clk_i,
  input  wire logic             rst_ni,
  input  wire logic             in_valid_i,
  output logic                  in_ready_o,
  input  wire logic [DataW-1:0] in_data_i,
  input  wire logic [LenW-1:0]  in_len_i,
  input  wire logic             in_eof_i,
  input  wire logic             par_valid_i,
  output logic                  par_ready_o,
  input  wire logic [31:0]      par_data_i,
  output logic                  out_valid_o,
  input  wire logic             out_ready_i,
  output logic      [DataW-1:0] out_data_o,
  output logic      [LenW-1:0]  out_len_o,
  output logic                  out_eof_o
);

  logic        armed_q;     // this file's rate is known
  logic [31:0] interval_q;  // cycles per flit
  logic [31:0] wait_q;      // cycles until the next flit may go
  logic        take;

  assign par_ready_o = !armed_q;
  // One output register: a flit is taken when the register is free (or leaving) and the pace
  // allows it.
  assign in_ready_o = armed_q && wait_q == '0 && (!out_valid_o || out_ready_i);
  assign take = in_valid_i && in_ready_o;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      armed_q     <= 1'b0;
      interval_q  <= '0;
      wait_q      <= '0;
      out_valid_o <= 1'b0;
      out_data_o  <= '0;
      out_len_o   <= '0;
      out_eof_o   <= 1'b0;
    end else begin
      if (par_valid_i && par_ready_o) begin
        armed_q    <= 1'b1;
        interval_q <= par_data_i;
      end
      if (out_valid_o && out_ready_i) begin
        out_valid_o <= 1'b0;
      end
      if (wait_q != '0) begin
        wait_q <= wait_q - 32'd1;
      end
      if (take) begin
        out_valid_o <= 1'b1;
        out_data_o  <= in_data_i;
        out_len_o   <= in_len_i;
        out_eof_o   <= in_eof_i;
        wait_q      <= (interval_q > 32'd1) ? interval_q - 32'd1 : '0;
        if (in_eof_i) begin
          armed_q <= 1'b0;
        end
      end
    end
  end

endmodule

`default_nettype wire
