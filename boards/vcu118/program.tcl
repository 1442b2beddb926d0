# Program a VCU118 over JTAG (USB-JTAG on the board, through a local or remote hw_server).
#
#   vivado -mode batch -source boards/vcu118/program.tcl -tclargs jtag  <vcu118_top.bit>
#       Loads the bitstream into the FPGA now; lost at power-off.
#   vivado -mode batch -source boards/vcu118/program.tcl -tclargs flash <vcu118_top.mcs>
#       Writes the configuration flash (two MT25QU01G used as one x8 interface) from
#       <name>_primary.mcs/.prm and <name>_secondary.mcs/.prm next to <name>.mcs, verifies it,
#       then reboots the FPGA from flash. The board then configures itself at every power-up
#       (mode switch set to master SPI, see boards/vcu118/README.md).
#
# Environment: VCU118_HW_SERVER (default localhost:3121) selects the hw_server.
# boards/vcu118/build.sh program|flash calls this with the files from build/vcu118/.

set vcu118_cfgmem_part mt25qu01g-spi-x1_x2_x4_x8

proc vcu118_fail {msg} {
  puts stderr "ERROR: \[vcu118\] $msg"
  exit 1
}

if {[llength $argv] != 2 || [lindex $argv 0] ni {jtag flash}} {
  vcu118_fail "usage: vivado -mode batch -source program.tcl -tclargs jtag <file.bit> | flash <file.mcs>"
}
set mode [lindex $argv 0]
set file [file normalize [lindex $argv 1]]

if {$mode eq "jtag"} {
  set needed [list $file]
} else {
  set stem [file rootname $file]
  set mcs_files [list ${stem}_primary.mcs ${stem}_secondary.mcs]
  set prm_files [list ${stem}_primary.prm ${stem}_secondary.prm]
  set needed [concat $mcs_files $prm_files]
}
foreach f $needed {
  if {![file readable $f]} { vcu118_fail "$f not found (run make bit BOARD=vcu118 first)" }
}

set server "localhost:3121"
if {[info exists ::env(VCU118_HW_SERVER)]} { set server $::env(VCU118_HW_SERVER) }

open_hw_manager
connect_hw_server -url $server
open_hw_target
set device [lindex [get_hw_devices -quiet xcvu9p*] 0]
if {$device eq ""} {
  vcu118_fail "no xcvu9p on the JTAG chain of $server (board powered? USB-JTAG cable connected?)"
}
current_hw_device $device
refresh_hw_device -update_hw_probes false $device

if {$mode eq "jtag"} {
  set_property PROGRAM.FILE $file $device
  program_hw_devices $device
  refresh_hw_device $device
  puts "INFO: \[vcu118\] FPGA programmed from $file"
} else {
  create_hw_cfgmem -hw_device $device [lindex [get_cfgmem_parts $vcu118_cfgmem_part] 0]
  set cfgmem [get_property PROGRAM.HW_CFGMEM $device]
  set_property PROGRAM.FILES $mcs_files $cfgmem
  set_property PROGRAM.PRM_FILES $prm_files $cfgmem
  set_property PROGRAM.ADDRESS_RANGE {use_file} $cfgmem
  set_property PROGRAM.UNUSED_PIN_TERMINATION {pull-none} $cfgmem
  set_property PROGRAM.ERASE 1 $cfgmem
  set_property PROGRAM.CFG_PROGRAM 1 $cfgmem
  set_property PROGRAM.VERIFY 1 $cfgmem
  set_property PROGRAM.CHECKSUM 0 $cfgmem
  # The flash is written through a helper design that Vivado loads into the FPGA first.
  create_hw_bitstream -hw_device $device [get_property PROGRAM.HW_CFGMEM_BITFILE $device]
  program_hw_devices $device
  refresh_hw_device $device
  program_hw_cfgmem -hw_cfgmem $cfgmem
  # Reconfigure from the freshly written flash, as at power-up.
  boot_hw_device $device
  puts "INFO: \[vcu118\] configuration flash written and verified; FPGA rebooted from flash"
}

close_hw_target
disconnect_hw_server
close_hw_manager
