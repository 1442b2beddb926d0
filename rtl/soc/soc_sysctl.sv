// System control registers of one core: a console byte port, the test exit register, the
// console receive register, (management core only) the set cores' and the ISP core's reset
// release, and the system's core counts.
//
// The console: a write to CONSOLE puts its low byte on console_data_o for one cycle
// (console_valid_o); simulation harnesses print it, and cssd_system's soc_console sends it on the
// UART a line at a time. EXIT latches a 32-bit code and raises exit_valid_o for good: harnesses
// stop there (0 = pass, anything else = fail). CONSOLE_RX hands out the bytes of a receive FIFO
// outside this block (soc_console's, in cssd_system): a read pops one, because a core has no other
// way to acknowledge a byte in a single access; the overrun and framing-error pulses are kept
// sticky here until a read returns them, since the FIFO forgets them after one cycle. Cores that
// do not own the UART get these inputs tied to 0 and read "no byte". SET_CORES_RUN holds the set
// cores in reset until the management core has set up the flash back end and their mailboxes:
// the DDR0 `go` word alone cannot, DDR0 keeps a stale `go` over a reset of the cores. Its bits
// are write-1-to-set and cleared by reset only, since putting a running set core back in reset
// could cut a transaction in flight on the shared interconnect. With an ISP core, the bit above
// the set cores' releases it the same way, and ISP_HOLD (bit 16) is the one way back into
// reset: for the ISP core alone, drained first (cssd_system's soc_axi_quiesce on both of its
// ports), with ISP_HELD (bit 17, isp_held_i) saying when it is held. CORES tells the firmware which cores the system has.
// DOORBELL joins the management core and the ISP core, which share frame rings in DDR0 and have no
// other way to signal each other: a write of RING pulses doorbell_o (wired to the other core's
// doorbell_i), which sets PENDING here; PENDING is the level doorbell_irq_o gives the core's PLIC,
// until the firmware writes 1 to clear it. A level that stays until cleared cannot be lost in the
// PLIC's gateway the way a pulse can, and clearing before looking at the rings means a doorbell
// rung after the look keeps the core awake.
//
// Registers, DataWidth bits apart (word index = address bits above the byte lanes):
//   word 0  CONSOLE  W: byte [7:0] to the console.      R: 0.
//   word 1  EXIT     W: exit code [31:0], latched once.  R: the code, bit 32 = written.
//   word 2  SCRATCH  RW: 64 bits, for bus checks.
//   word 3  CORE_ID  R: the CoreId parameter (this core's index in the system). Writes ignored.
//   word 4  CONSOLE_RX  R: {frame_err, overrun, valid, byte}, pops the byte. Writes ignored.
//   word 5  SET_CORES_RUN  RW1S: bit i releases set core i, bit NumSetCores the ISP core (bits
//                          below RunBits; the rest read 0). RW bit 16 ISP_HOLD (lane 2), R bit 17
//                          ISP_HELD: only with an ISP core to release (IspCore, RunBits >
//                          NumSetCores), else 0.
//   word 6  CORES    R: {ISP [9], MGMT [8], SETS [7:0]} = {IspCore, MgmtCore, NumSetCores}.
//   word 7  DOORBELL W: bit 0 RING pulses doorbell_o; bit 1 clears PENDING (a doorbell_i in the
//                    same cycle wins). R: bit 1 PENDING.
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
  // SET_CORES_RUN bits implemented: on the management core the number of set cores, plus one
  // for the ISP core when there is one; 0 elsewhere (the register then reads 0 and ignores
  // writes). At most 8.
  parameter int RunBits = 0,
  // The system's cores, read back in CORES by every instance: set cores (0..255), and whether
  // there is a management core and an ISP core (0 or 1 each). All 0 outside a cssd_system.
  parameter int NumSetCores = 0,
  parameter int MgmtCore = 0,
  parameter int IspCore = 0,
  // Derived. Not to be overridden.
  localparam int StrbWidth = DataWidth / 8
) (
  // Clock and asynchronous active-low reset (clears the exit latch).
  input  wire logic                 clk_i,
  input  wire logic                 rst_ni,

  // One access a cycle (word index); read data follows next cycle.
  input  wire logic                 req_i,
  input  wire logic                 we_i,
  input  wire logic [2:0]           addr_i,
  input  wire logic [DataWidth-1:0] wdata_i,
  input  wire logic [StrbWidth-1:0] wstrb_i,
  output logic      [DataWidth-1:0] rdata_o,

  // Console byte stream: one byte per pulse.
  output logic                      console_valid_o,
  output logic      [7:0]           console_data_o,

  // Received console bytes: a FIFO's output (rx_ready_o pops, combinationally from a CONSOLE_RX
  // read) and its one-cycle error pulses. All 0 on a core that does not own the UART.
  input  wire logic                 rx_valid_i,
  output logic                      rx_ready_o,
  input  wire logic [7:0]           rx_data_i,
  input  wire logic                 rx_overrun_i,
  input  wire logic                 rx_frame_err_i,

  // SET_CORES_RUN: bit i holds set core i (bit NumSetCores: the ISP core) in reset while 0
  // (bits at and above RunBits are 0).
  output logic      [7:0]           set_cores_run_o,
  // ISP_HOLD: drain the ISP core's ports and hold it in reset; isp_held_i: it is (ISP_HELD).
  output logic                      isp_hold_o,
  input  wire logic                 isp_held_i,

  // Doorbell: doorbell_o pulses for one cycle on a RING write (to the other core); doorbell_i
  // sets PENDING, which doorbell_irq_o presents as a level.
  output logic                      doorbell_o,
  input  wire logic                 doorbell_i,
  output logic                      doorbell_irq_o,

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
  if (RunBits < 0 || RunBits > 8) begin : gen_run_bits_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_sysctl: RunBits must be 0..8");
`else
    $error("soc_sysctl: RunBits must be 0..8");
`endif
  end
  if (NumSetCores < 0 || NumSetCores > 255 || MgmtCore < 0 || MgmtCore > 1
      || IspCore < 0 || IspCore > 1) begin : gen_cores_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_sysctl: NumSetCores must be 0..255, MgmtCore and IspCore 0 or 1");
`else
    $error("soc_sysctl: NumSetCores must be 0..255, MgmtCore and IspCore 0 or 1");
`endif
  end

  localparam logic [2:0] RegConsole   = 3'd0;
  localparam logic [2:0] RegExit      = 3'd1;
  localparam logic [2:0] RegScratch   = 3'd2;
  localparam logic [2:0] RegCoreId    = 3'd3;
  localparam logic [2:0] RegConsoleRx = 3'd4;
  localparam logic [2:0] RegSetRun    = 3'd5;
  localparam logic [2:0] RegCores     = 3'd6;
  localparam logic [2:0] RegDoorbell  = 3'd7;
  localparam logic [7:0] RunMask      = 8'((16'd1 << RunBits) - 16'd1);
  localparam logic [9:0] Cores        = {1'(IspCore), 1'(MgmtCore), 8'(NumSetCores)};
  // ISP_HOLD / ISP_HELD exist where the ISP core's RUN bit does: on the management core.
  localparam bit         HasIspHold   = IspCore == 1 && RunBits > NumSetCores;
  logic isp_held;
  assign isp_held = HasIspHold && isp_held_i;

  logic [DataWidth-1:0] scratch_q;
  logic                 rx_read, rx_overrun_q, rx_frame_err_q;
  logic                 doorbell_clear;

  assign doorbell_clear = req_i && we_i && addr_i == RegDoorbell && wstrb_i[0] && wdata_i[1];

  assign rx_read = req_i && !we_i && addr_i == RegConsoleRx;
  assign rx_ready_o = rx_read;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      console_valid_o <= 1'b0;
      console_data_o <= '0;
      exit_valid_o <= 1'b0;
      exit_code_o <= '0;
      scratch_q <= '0;
      rx_overrun_q <= 1'b0;
      rx_frame_err_q <= 1'b0;
      set_cores_run_o <= '0;
      isp_hold_o <= 1'b0;
      doorbell_o <= 1'b0;
      doorbell_irq_o <= 1'b0;
      rdata_o <= '0;
    end else begin
      console_valid_o <= 1'b0;
      doorbell_o <= 1'b0;
      doorbell_irq_o <= (doorbell_irq_o && !doorbell_clear) || doorbell_i;
      // A pulse in the cycle of the read that clears the flag is kept for the next read.
      rx_overrun_q <= (rx_overrun_q && !rx_read) || rx_overrun_i;
      rx_frame_err_q <= (rx_frame_err_q && !rx_read) || rx_frame_err_i;
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
          RegSetRun: begin
            if (wstrb_i[0]) set_cores_run_o <= set_cores_run_o | (wdata_i[7:0] & RunMask);
            if (wstrb_i[2] && HasIspHold) isp_hold_o <= wdata_i[16];
          end
          RegDoorbell: begin
            if (wstrb_i[0] && wdata_i[0]) doorbell_o <= 1'b1;
          end
          default: ;
        endcase
      end
      if (req_i && !we_i) begin
        unique case (addr_i)
          RegExit: rdata_o <= DataWidth'({exit_valid_o, exit_code_o});
          RegScratch: rdata_o <= scratch_q;
          RegCoreId: rdata_o <= DataWidth'(CoreId);
          RegConsoleRx: begin
            rdata_o <= DataWidth'({rx_frame_err_q, rx_overrun_q, rx_valid_i,
                                   rx_valid_i ? rx_data_i : 8'h00});
          end
          RegSetRun: rdata_o <= DataWidth'({isp_held, isp_hold_o, 8'h00, set_cores_run_o});
          RegCores: rdata_o <= DataWidth'(Cores);
          RegDoorbell: rdata_o <= DataWidth'({doorbell_irq_o, 1'b0});
          default: rdata_o <= '0;
        endcase
      end
    end
  end
endmodule

`default_nettype wire
