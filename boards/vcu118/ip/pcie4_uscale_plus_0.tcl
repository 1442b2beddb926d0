# PCIe hard block for vcu118_top: UltraScale+ Integrated Block for PCI Express (pcie4_uscale_plus,
# Xilinx PG213), Gen3 x16, 512-bit AXI4-Stream user interface at 250 MHz.
#
# Sourced by boards/vcu118/build.tcl inside an in-memory Vivado project for xcvu9p-flga2104-2L-e;
# the generated IP goes to $::vcu118_ip_dir (never committed). The port names it produces are the
# ones vcu118_top connects (see boards/vcu118/sim_stubs/pcie4_uscale_plus_0.sv).
#
# Keep in step with the simulation model (cocotbext.pcie UltraScalePlusPcieDevice in sim/): dword
# alignment, no straddling on any of CQ/CC/RQ/RC, client tags, MSI-X table and PBA in BAR0.

if {![info exists ::vcu118_ip_dir]} { set ::vcu118_ip_dir [file join [pwd] ip] }

create_ip -name pcie4_uscale_plus -vendor xilinx.com -library ip \
    -module_name pcie4_uscale_plus_0 -dir $::vcu118_ip_dir

set_property -dict [list \
    CONFIG.mode_selection                       {Advanced} \
    CONFIG.PL_LINK_CAP_MAX_LINK_SPEED           {8.0_GT/s} \
    CONFIG.PL_LINK_CAP_MAX_LINK_WIDTH           {X16} \
    CONFIG.REF_CLK_FREQ                         {100_MHz} \
    CONFIG.en_gt_selection                      {true} \
    CONFIG.select_quad                          {GTY_Quad_227} \
    CONFIG.axisten_if_width                     {512_bit} \
    CONFIG.axisten_freq                         {250} \
    CONFIG.AXISTEN_IF_EXT_512_CQ_STRADDLE       {false} \
    CONFIG.AXISTEN_IF_EXT_512_CC_STRADDLE       {false} \
    CONFIG.AXISTEN_IF_EXT_512_RQ_STRADDLE       {false} \
    CONFIG.AXISTEN_IF_EXT_512_RC_4TLP_STRADDLE  {false} \
    CONFIG.axisten_if_enable_client_tag         {true} \
    CONFIG.extended_tag_field                   {true} \
    CONFIG.pf0_dev_cap_max_payload              {512_bytes} \
    CONFIG.vendor_id                            {10EE} \
    CONFIG.PF0_DEVICE_ID                        {903F} \
    CONFIG.PF0_REVISION_ID                      {00} \
    CONFIG.PF0_SUBSYSTEM_VENDOR_ID              {10EE} \
    CONFIG.PF0_SUBSYSTEM_ID                     {0007} \
    CONFIG.PF0_Use_Class_Code_Lookup_Assistant  {false} \
    CONFIG.PF0_CLASS_CODE                       {010802} \
    CONFIG.pf0_bar0_enabled                     {true} \
    CONFIG.pf0_bar0_type                        {Memory} \
    CONFIG.pf0_bar0_64bit                       {true} \
    CONFIG.pf0_bar0_prefetchable                {false} \
    CONFIG.pf0_bar0_scale                       {Kilobytes} \
    CONFIG.pf0_bar0_size                        {256} \
    CONFIG.pf0_msi_enabled                      {false} \
    CONFIG.pf0_msix_enabled                     {true} \
    CONFIG.MSI_X_OPTIONS                        {MSI-X_External} \
    CONFIG.PF0_MSIX_CAP_TABLE_SIZE              {0FF} \
    CONFIG.PF0_MSIX_CAP_TABLE_BIR               {BAR_1:0} \
    CONFIG.PF0_MSIX_CAP_TABLE_OFFSET            {00002000} \
    CONFIG.PF0_MSIX_CAP_PBA_BIR                 {BAR_1:0} \
    CONFIG.PF0_MSIX_CAP_PBA_OFFSET              {00003000} \
] [get_ips pcie4_uscale_plus_0]

# Why these values:
# - GT selection: the VCU118 board files' x16 preset for this IP (GTY quad 227 as the first quad,
#   lanes down to quad 224), matching the lane pins in constraints/vcu118/vcu118_pins.xdc.
# - Class code 01 08 02: mass storage / non-volatile memory / NVM Express, so the Linux nvme driver
#   binds to the device whatever its IDs. The vendor/device IDs are placeholders (Xilinx's vendor
#   ID 10EE, device 903F); set your own here for a product.
# - BAR0: 256 KiB, 64-bit, non-prefetchable memory (NVMe requires BAR0/1 as one 64-bit memory BAR,
#   hence BIR "BAR_1:0" for the MSI-X structures).
# - MSI-X external: the capability (256 vectors, size field = N-1) is in the hard block; the table
#   (BAR0 + 0x2000, 256 x 16 B) and the PBA (BAR0 + 0x3000) are implemented by ctrl_core, which
#   also sends the MSI-X messages itself as memory writes on RQ. MSI is off.
#   BAR0's size and the MSI-X size and offsets are config/cssd.toml [bar0], which the RTL is built
#   from; this file is Vivado's, so sim/checks/test_config.py compares it with that instead.
# - Client tags and 8-bit tags: the core allocates its own read-request tags.
# - Max payload 512 bytes: what the core's TLP buffers accept; hosts usually negotiate 256.
