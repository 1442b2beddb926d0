// Boot memory of one core: the firmware image the Rocket boot ROM jumps to (0x1000_0000).
//
// A plain single-port SRAM, DataWidth bits a word, byte-writable, one-cycle read latency, its
// contents loaded at elaboration from a $readmemh file (one DataWidth-bit word a line, word 0 at
// the base address). $readmemh in an initial block is how both simulators and FPGA synthesis
// (Vivado, Yosys) take RAM initial contents, so the same file boots the model and the board.
// Simulation builds (define SOC_SIM) also take a plusarg naming the image of this kind of core
// (Image: `+soc_boot_hex=<file>` the set cores', `+soc_mgmt_hex=<file>` the management core's,
// `+soc_isp_hex=<file>` the ISP core's), which replaces InitFile, so one compiled model runs any
// firmware image.
// It stays writable: the firmware may keep code, constants and (later) a loader's scratch here.
`default_nettype none

module soc_boot_mem #(
  // Size in DataWidth-bit words (a power of two).
  parameter int    Words     = 8192,
  // Word width: the MMIO port's data width.
  parameter int    DataWidth = 64,
  // $readmemh file with the image; empty: the memory starts as zeros. Untyped on purpose:
  // Icarus 11 has no `parameter string` (a string literal value works in all three tools).
  parameter        InitFile  = "",
  // Which simulation plusarg names the image: 0 +soc_boot_hex (set cores), 1 +soc_mgmt_hex
  // (the management core), 2 +soc_isp_hex (the ISP core).
  parameter int    Image     = 0,
  // Derived. Not to be overridden.
  localparam int   AddrBits  = $clog2(Words),
  localparam int   StrbWidth = DataWidth / 8
) (
  // Clock (the memory has no reset: its contents are the image).
  input  wire logic                 clk_i,

  // One access a cycle: a write with its byte strobes, or a read whose data follows next cycle.
  input  wire logic                 req_i,
  input  wire logic                 we_i,
  input  wire logic [AddrBits-1:0]  addr_i,
  input  wire logic [DataWidth-1:0] wdata_i,
  input  wire logic [StrbWidth-1:0] wstrb_i,
  output logic      [DataWidth-1:0] rdata_o
);
  if (Words < 2 || (Words & (Words - 1)) != 0 || DataWidth < 8 || DataWidth % 8 != 0
      || Image < 0 || Image > 2) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "soc_boot_mem: Words must be a power of two >= 2, DataWidth a multiple of 8, Image 0..2");
`else
    $error("soc_boot_mem: Words must be a power of two >= 2, DataWidth a multiple of 8, Image 0..2");
`endif
  end

  logic [DataWidth-1:0] mem_q [Words];

  initial begin
`ifdef SOC_SIM
    string plus_file;
`endif
    for (int i = 0; i < Words; i++) mem_q[i] = '0;
`ifdef SOC_SIM
    // The plusarg image replaces InitFile's, not overlays it: a shorter image must not leave
    // the tail of InitFile's behind.
    if (Image == 0 && $value$plusargs("soc_boot_hex=%s", plus_file)) $readmemh(plus_file, mem_q);
    else if (Image == 1 && $value$plusargs("soc_mgmt_hex=%s", plus_file)) $readmemh(plus_file, mem_q);
    else if (Image == 2 && $value$plusargs("soc_isp_hex=%s", plus_file)) $readmemh(plus_file, mem_q);
    else if (InitFile != "") $readmemh(InitFile, mem_q);
`else
    if (InitFile != "") $readmemh(InitFile, mem_q);
`endif
  end

  always_ff @(posedge clk_i) begin
    if (req_i) begin
      if (we_i) begin
        for (int b = 0; b < StrbWidth; b++) begin
          if (wstrb_i[b]) mem_q[addr_i][b*8 +: 8] <= wdata_i[b*8 +: 8];
        end
      end else begin
        rdata_o <= mem_q[addr_i];
      end
    end
  end
endmodule

`default_nettype wire
