// System control registers of one core: a console byte port and the test exit register.
//
// The console: a write to CONSOLE puts its low byte on console_data_o for one cycle
// (console_valid_o); simulation harnesses print it, and cssd_system's soc_console sends it on the
// UART a line at a time. EXIT latches a 32-bit code and raises exit_valid_o for good: harnesses
// stop there (0 = pass, anything else = fail).
//
// Registers, DataWidth bits apart (word index = address bits above the byte lanes):
//   word 0  CONSOLE  W: byte [7:0] to the console.      R: 0.
//   word 1  EXIT     W: exit code [31:0], latched once.  R: the code, bit 32 = written.
//   word 2  SCRATCH  RW: 64 bits, for bus checks.
//   word 3  CORE_ID  R: the CoreId parameter (this core's index in the system). Writes ignored.
// The register map is described in rtl/soc/soc_sysctl.rdl (firmware header, Python map and
// rtl/soc/doc/soc_sysctl.md are generated from it); this RTL is hand-written (the generated
// register block does not fit this one-cycle word port and its behaviour), and sim/soc/soc_sysctl
// checks it against the generated map.
`default_nettype none

module soc_sysctl #(
  // Register width: the MMIO port's data width (at least 64 for the EXIT read-back).
  parameter int DataWidth = 64,
  // This core's index in the system, returned by CORE_ID (firmware picks its NVM set with it).
  parameter int CoreId = 0,
  // Derived. Not to be overridden.
  localparam int StrbWidth = DataWidth / 8
) (
  // Clock and asynchronous active-low reset (clears the exit latch).
  input  wire logic                 clk_i,
  input  wire logic                 rst_ni,

  // One access a cycle (word index); read data follows next cycle.
  input  wire logic                 req_i,
  input  wire logic                 we_i,
  input  wire logic [1:0]           addr_i,
  input  wire logic [DataWidth-1:0] wdata_i,
  input  wire logic [StrbWidth-1:0] wstrb_i,
  output logic      [DataWidth-1:0] rdata_o,

  // Console byte stream: one byte per pulse.
  output logic                      console_valid_o,
  output logic      [7:0]           console_data_o,

  // Exit: the first code written, held.
  output logic                      exit_valid_o,
  output logic      [31:0]          exit_code_o
);
  if (DataWidth < 64) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_sysctl: DataWidth must be at least 64");
`else
    $error("soc_sysctl: DataWidth must be at least 64");
`endif
  end
  if (CoreId < 0) begin : gen_core_id_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_sysctl: CoreId must not be negative");
`else
    $error("soc_sysctl: CoreId must not be negative");
`endif
  end

  localparam logic [1:0] RegConsole = 2'd0;
  localparam logic [1:0] RegExit    = 2'd1;
  localparam logic [1:0] RegScratch = 2'd2;
  localparam logic [1:0] RegCoreId  = 2'd3;

  logic [DataWidth-1:0] scratch_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      console_valid_o <= 1'b0;
      console_data_o <= '0;
      exit_valid_o <= 1'b0;
      exit_code_o <= '0;
      scratch_q <= '0;
      rdata_o <= '0;
    end else begin
      console_valid_o <= 1'b0;
      if (req_i && we_i) begin
        unique case (addr_i)
          RegConsole: begin
            if (wstrb_i[0]) begin
              console_valid_o <= 1'b1;
              console_data_o <= wdata_i[7:0];
            end
          end
          RegExit: begin
            // The first code counts: a failure report is never overwritten by a later "pass".
            if (!exit_valid_o && wstrb_i[0]) begin
              exit_valid_o <= 1'b1;
              exit_code_o <= wdata_i[31:0];
            end
          end
          RegScratch: begin
            for (int b = 0; b < StrbWidth; b++) begin
              if (wstrb_i[b]) scratch_q[b*8 +: 8] <= wdata_i[b*8 +: 8];
            end
          end
          default: ;
        endcase
      end
      if (req_i && !we_i) begin
        unique case (addr_i)
          RegExit: rdata_o <= DataWidth'({exit_valid_o, exit_code_o});
          RegScratch: rdata_o <= scratch_q;
          RegCoreId: rdata_o <= DataWidth'(CoreId);
          default: rdata_o <= '0;
        endcase
      end
    end
  end
endmodule

`default_nettype wire
