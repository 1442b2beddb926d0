// The system console: the firmware cores' console byte streams (soc_sysctl CONSOLE), merged a
// line at a time by soc_console_mux, sent on one UART (soc_uart, 8N1). See
// rtl/soc/doc/console.md.
//
// The received bytes come out of the UART's RX FIFO on rx_valid_o/rx_data_o; cssd_system does not
// connect them to a core yet (no core reads them).
`default_nettype none

module soc_console #(
  // Number of console sources (cores), 1 to 16.
  parameter int NumSrc = 2,
  // Line buffer per source in bytes (soc_console_mux).
  parameter int LineBytes = 128,
  // 1: each line goes out as "[i] text" (i = source index, one hex digit).
  parameter bit Prefix = 1'b1,
  // UART FIFOs in bytes.
  parameter int TxDepth = 16,
  parameter int RxDepth = 16,
  // Width of the bit-time divisor.
  parameter int DivWidth = 16
) (
  // Clock and asynchronous active-low reset.
  input  wire logic                  clk_i,
  input  wire logic                  rst_ni,

  // Clock cycles per UART bit (>= 4).
  input  wire logic [DivWidth-1:0]   div_i,

  // Console bytes, source i in slice i, one per pulse; src_drop_o[i] pulses for a byte dropped
  // because source i's line buffer was full.
  input  wire logic [NumSrc-1:0]     src_valid_i,
  input  wire logic [NumSrc*8-1:0]   src_data_i,
  output logic      [NumSrc-1:0]     src_drop_o,

  // Received bytes (soc_uart).
  output logic                       rx_valid_o,
  input  wire logic                  rx_ready_i,
  output logic      [7:0]            rx_data_o,
  output logic                       rx_overrun_o,
  output logic                       rx_frame_err_o,

  // Serial line.
  output logic                       uart_tx_o,
  input  wire logic                  uart_rx_i
);
  logic       line_valid, line_ready;
  logic [7:0] line_data;
  logic       unused_tx_idle;

  soc_console_mux #(
    .NumSrc    (NumSrc),
    .LineBytes (LineBytes),
    .Prefix    (Prefix)
  ) i_mux (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .src_valid_i (src_valid_i),
    .src_data_i  (src_data_i),
    .src_drop_o  (src_drop_o),
    .out_valid_o (line_valid),
    .out_ready_i (line_ready),
    .out_data_o  (line_data)
  );

  soc_uart #(
    .TxDepth  (TxDepth),
    .RxDepth  (RxDepth),
    .DivWidth (DivWidth)
  ) i_uart (
    .clk_i          (clk_i),
    .rst_ni         (rst_ni),
    .div_i          (div_i),
    .tx_valid_i     (line_valid),
    .tx_ready_o     (line_ready),
    .tx_data_i      (line_data),
    .tx_idle_o      (unused_tx_idle),
    .rx_valid_o     (rx_valid_o),
    .rx_ready_i     (rx_ready_i),
    .rx_data_o      (rx_data_o),
    .rx_overrun_o   (rx_overrun_o),
    .rx_frame_err_o (rx_frame_err_o),
    .uart_tx_o      (uart_tx_o),
    .uart_rx_i      (uart_rx_i)
  );
endmodule

`default_nettype wire
