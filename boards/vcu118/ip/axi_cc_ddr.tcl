# AXI4 clock converter between ctrl_core's DDR masters (PCIe user clock, 250 MHz) and each DDR4
# controller's AXI slave (its ui clock, 300 MHz). One IP, instantiated once per bank in
# vcu118_top (gen_ddr_bank[*].i_cc). Widths match ctrl_core's DDR ports: 512-bit data, 32-bit
# address, 8-bit ID (bank 0:
# cssd_system m_axi_ddr0 and the cores' private DRAM behind a 2:1 mux, 7 + 1 bits with six cores;
# bank 1: m_axi_ddr1's 4-bit IDs zero-extended).
#
# Sourced by boards/vcu118/build.tcl; output in $::vcu118_ip_dir (never committed).

if {![info exists ::vcu118_ip_dir]} { set ::vcu118_ip_dir [file join [pwd] ip] }

create_ip -name axi_clock_converter -vendor xilinx.com -library ip \
    -module_name axi_cc_ddr -dir $::vcu118_ip_dir

set_property -dict [list \
    CONFIG.PROTOCOL          {AXI4} \
    CONFIG.DATA_WIDTH        {512} \
    CONFIG.ADDR_WIDTH        {32} \
    CONFIG.ID_WIDTH          {8} \
    CONFIG.AWUSER_WIDTH      {0} \
    CONFIG.ARUSER_WIDTH      {0} \
    CONFIG.WUSER_WIDTH       {0} \
    CONFIG.RUSER_WIDTH       {0} \
    CONFIG.BUSER_WIDTH       {0} \
    CONFIG.ACLK_ASYNC        {1} \
] [get_ips axi_cc_ddr]

# The two clocks come from unrelated sources (PCIe reference clock vs. the on-board 250 MHz
# oscillators), so the converter runs in asynchronous mode and carries its own CDC constraints.
