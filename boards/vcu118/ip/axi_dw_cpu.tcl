# AXI4 data width converter (upsizer, Xilinx axi_dwidth_converter, documented with the AXI
# Interconnect, PG059) from the firmware cores' private-DRAM port (cssd_system m_axi_cpu: 64-bit
# data, 32-bit address, 7-bit ID with six cores) to the 512-bit DDR4 bank C1 path, in the PCIe
# user clock domain (one clock: no clock conversion here, axi_cc_ddr does that after the mux).
# vcu118_top instantiates it once (i_dw_cpu) and puts its master side beside m_axi_ddr0 on a
# 2:1 common_axi_mux. The upsizer's master side carries no ID (it keeps one ID thread in order).
#
# Sourced by boards/vcu118/build.tcl; output in $::vcu118_ip_dir (never committed).

if {![info exists ::vcu118_ip_dir]} { set ::vcu118_ip_dir [file join [pwd] ip] }

create_ip -name axi_dwidth_converter -vendor xilinx.com -library ip \
    -module_name axi_dw_cpu -dir $::vcu118_ip_dir

set_property -dict [list \
    CONFIG.PROTOCOL          {AXI4} \
    CONFIG.SI_DATA_WIDTH     {64} \
    CONFIG.MI_DATA_WIDTH     {512} \
    CONFIG.ADDR_WIDTH        {32} \
    CONFIG.SI_ID_WIDTH       {7} \
    CONFIG.ACLK_ASYNC        {0} \
] [get_ips axi_dw_cpu]

# SI_ID_WIDTH follows vcu118_top's CpuIdWidth (4 + clog2(NumCores)): 7 for 5 to 8 cores.
# vcu118_top checks it at elaboration (CpuDwIdWidth).
