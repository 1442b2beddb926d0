# DDR4 controller for VCU118 bank C2 (UltraScale DDR4 memory interface IP, Xilinx PG150): holds
# half of the emulated flash; ctrl_core's DDR port 1 reaches it through axi_cc_ddr.
#
# The memory settings are those of the Xilinx VCU118 board files for ddr4_sdram_c2 (part0_pins.xml,
# preset.xml): 64-bit component interface of x16 MT40A256M16 devices (2 GiB), 833 ps memory clock
# (DDR4-2400), 250 MHz differential system clock on default_250mhz_clk2 (AW26/AW27),
# AXI4 slave 512 bits wide.
# The pins come from constraints/vcu118/vcu118_pins.xdc (no board-part flow, so the build does not
# depend on the board files being installed).
#
# Memory part: the board files name two device types for C1/C2, MT40A256M16GE-083E and
# MT40A256M16LY-062E (the latter added in board-file revision 2.4 for newer boards). The -083E
# (DDR4-2400) timing is used: the faster -062E devices meet it too, so one bitstream serves both.
#
# Sourced by boards/vcu118/build.tcl; output in $::vcu118_ip_dir (never committed). ddr4_c1.tcl
# and ddr4_c2.tcl set identical CONFIG values; sim/boards/vcu118 checks that they stay so.

if {![info exists ::vcu118_ip_dir]} { set ::vcu118_ip_dir [file join [pwd] ip] }

create_ip -name ddr4 -vendor xilinx.com -library ip -module_name ddr4_c2 -dir $::vcu118_ip_dir

set_property -dict [list \
    CONFIG.C0.DDR4_MemoryType            {Components} \
    CONFIG.C0.DDR4_MemoryPart            {MT40A256M16GE-083E} \
    CONFIG.C0.DDR4_DataWidth             {64} \
    CONFIG.C0.DDR4_DataMask              {DM_NO_DBI} \
    CONFIG.C0.DDR4_Ecc                   {false} \
    CONFIG.C0.DDR4_TimePeriod            {833} \
    CONFIG.C0.DDR4_InputClockPeriod      {4000} \
    CONFIG.System_Clock                  {Differential} \
    CONFIG.C0.DDR4_AxiSelection          {true} \
    CONFIG.C0.DDR4_AxiDataWidth          {512} \
    CONFIG.C0.DDR4_AxiAddressWidth       {31} \
    CONFIG.C0.DDR4_AxiIDWidth            {8} \
    CONFIG.C0.DDR4_AxiArbitrationScheme  {RD_PRI_REG} \
] [get_ips ddr4_c2]

# Data mask (DM_NO_DBI) is needed because ctrl_core writes with byte strobes narrower than a full
# 64-byte beat; the AXI width equals the memory's native burst (64 bits x 8), so no width
# conversion happens inside the controller. The ui clock is a quarter of the memory clock (300 MHz).
