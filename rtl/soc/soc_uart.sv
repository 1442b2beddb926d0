// UART, 8N1: a transmitter behind a TX FIFO and a receiver in front of an RX FIFO.
//
// Bit time: div_i clock cycles (at least 4; e.g. 2170 for 115200 baud at 250 MHz). The
// transmitter latches div_i at the start of each frame, the receiver at each start bit, so a
// change takes effect at the next frame. Frames go out back to back (start bit right after the
// previous stop bit) while the TX FIFO holds bytes.
//
// TX: a byte moves into the FIFO when tx_valid_i && tx_ready_o (tx_ready_o = FIFO not full);
// uart_tx_o comes straight from a register (idle high). tx_idle_o: FIFO empty and no frame on the
// line.
// RX: uart_rx_i passes a two-flop synchronizer; a falling edge starts a frame, the start bit is
// checked half a bit later (a shorter low pulse is ignored), then each data bit and the stop bit
// are sampled in the middle of their bit time. A good frame's byte goes into the RX FIFO
// (rx_valid_o/rx_ready_i); a frame whose stop bit is low is dropped and pulses rx_frame_err_o; a
// byte that finds the RX FIFO full is dropped and pulses rx_overrun_o.
`default_nettype none

module soc_uart #(
  // TX FIFO bytes (>= 2).
  parameter int TxDepth = 16,
  // RX FIFO bytes (>= 2).
  parameter int RxDepth = 4,
  // Width of the bit-time divisor.
  parameter int DivWidth = 16
) (
  // Clock and asynchronous active-low reset (empties both FIFOs, line idle).
  input  wire logic                clk_i,
  input  wire logic                rst_ni,

  // Clock cycles per bit, >= 4.
  input  wire logic [DivWidth-1:0] div_i,

  // Bytes to send.
  input  wire logic                tx_valid_i,
  output logic                     tx_ready_o,
  input  wire logic [7:0]          tx_data_i,
  output logic                     tx_idle_o,

  // Bytes received.
  output logic                     rx_valid_o,
  input  wire logic                rx_ready_i,
  output logic      [7:0]          rx_data_o,
  output logic                     rx_overrun_o,
  output logic                     rx_frame_err_o,

  // Serial line.
  output logic                     uart_tx_o,
  input  wire logic                uart_rx_i
);
  if (DivWidth < 3 || TxDepth < 2 || RxDepth < 2) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_uart: need DivWidth >= 3, TxDepth >= 2, RxDepth >= 2");
`else
    $error("soc_uart: need DivWidth >= 3, TxDepth >= 2, RxDepth >= 2");
`endif
  end

  // ---------------------------------------------------------------- transmitter
  logic       txf_valid;
  logic [7:0] txf_data;
  logic       tx_load;
  logic [$clog2(TxDepth+1)-1:0] unused_tx_count;

  common_fifo_sync #(
    .Width (8),
    .Depth (TxDepth)
  ) i_tx_fifo (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (tx_valid_i),
    .in_ready_o  (tx_ready_o),
    .in_data_i   (tx_data_i),
    .out_valid_o (txf_valid),
    .out_ready_i (tx_load),
    .out_data_o  (txf_data),
    .count_o     (unused_tx_count)
  );

  // shift_q[0] is the line; it shifts in ones, so an idle line is high.
  logic [9:0]          tx_shift_q;
  logic [3:0]          tx_bits_q;    // bits left in the frame, counting the one on the line
  logic [DivWidth-1:0] tx_cnt_q;     // cycles left in the current bit, minus one
  logic [DivWidth-1:0] tx_div_q;
  logic                tx_busy_q;
  logic                tx_bit_end, tx_frame_end;

  assign tx_bit_end   = tx_busy_q && tx_cnt_q == '0;
  assign tx_frame_end = tx_bit_end && tx_bits_q == 4'd1;
  assign tx_load      = txf_valid && (!tx_busy_q || tx_frame_end);

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      tx_shift_q <= '1;
      tx_bits_q  <= '0;
      tx_cnt_q   <= '0;
      tx_div_q   <= '0;
      tx_busy_q  <= 1'b0;
    end else if (tx_load) begin
      tx_shift_q <= {1'b1, txf_data, 1'b0};
      tx_bits_q  <= 4'd10;
      tx_cnt_q   <= div_i - 1'b1;
      tx_div_q   <= div_i;
      tx_busy_q  <= 1'b1;
    end else if (tx_bit_end) begin
      tx_shift_q <= {1'b1, tx_shift_q[9:1]};
      tx_bits_q  <= tx_bits_q - 1'b1;
      tx_cnt_q   <= tx_div_q - 1'b1;
      tx_busy_q  <= !tx_frame_end;
    end else if (tx_busy_q) begin
      tx_cnt_q <= tx_cnt_q - 1'b1;
    end
  end

  assign uart_tx_o = tx_shift_q[0];
  assign tx_idle_o = !tx_busy_q && !txf_valid;

  // ---------------------------------------------------------------- receiver
  logic                rx_sync;
  logic                rx_busy_q;
  logic [3:0]          rx_bit_q;     // 0 start, 1-8 data (LSB first), 9 stop
  logic [DivWidth-1:0] rx_cnt_q;
  logic [DivWidth-1:0] rx_div_q;
  logic [7:0]          rx_byte_q;
  logic                rx_push_q, rx_ferr_q;
  logic                rxf_ready;
  logic [$clog2(RxDepth+1)-1:0] unused_rx_count;

  common_sync #(
    .Width      (1),
    .Stages     (2),
    .ResetValue (1'b1)
  ) i_rx_sync (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .d_i    (uart_rx_i),
    .q_o    (rx_sync)
  );

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rx_busy_q <= 1'b0;
      rx_bit_q  <= '0;
      rx_cnt_q  <= '0;
      rx_div_q  <= '0;
      rx_byte_q <= '0;
      rx_push_q <= 1'b0;
      rx_ferr_q <= 1'b0;
    end else begin
      rx_push_q <= 1'b0;
      rx_ferr_q <= 1'b0;
      if (!rx_busy_q) begin
        if (!rx_sync) begin
          // Falling edge: sample the start bit in its middle.
          rx_busy_q <= 1'b1;
          rx_bit_q  <= '0;
          rx_div_q  <= div_i;
          rx_cnt_q  <= (div_i >> 1) - 1'b1;
        end
      end else if (rx_cnt_q != '0) begin
        rx_cnt_q <= rx_cnt_q - 1'b1;
      end else begin
        rx_cnt_q <= rx_div_q - 1'b1;
        rx_bit_q <= rx_bit_q + 1'b1;
        if (rx_bit_q == 4'd0) begin
          if (rx_sync) rx_busy_q <= 1'b0;        // a glitch, not a start bit
        end else if (rx_bit_q == 4'd9) begin
          rx_busy_q <= 1'b0;
          rx_push_q <= rx_sync;
          rx_ferr_q <= !rx_sync;
        end else begin
          rx_byte_q <= {rx_sync, rx_byte_q[7:1]};
        end
      end
    end
  end

  common_fifo_sync #(
    .Width (8),
    .Depth (RxDepth)
  ) i_rx_fifo (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .in_valid_i  (rx_push_q),
    .in_ready_o  (rxf_ready),
    .in_data_i   (rx_byte_q),
    .out_valid_o (rx_valid_o),
    .out_ready_i (rx_ready_i),
    .out_data_o  (rx_data_o),
    .count_o     (unused_rx_count)
  );

  assign rx_overrun_o   = rx_push_q && !rxf_ready;
  assign rx_frame_err_o = rx_ferr_q;
endmodule

`default_nettype wire
