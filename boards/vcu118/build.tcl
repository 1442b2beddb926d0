# Vivado non-project build of the controller for the Xilinx VCU118 (xcvu9p-flga2104-2L-e):
# read the sources FuseSoC lists for target synth_vcu118, generate the vendor IP from Tcl,
# synthesize, implement, write reports, the bitstream and the configuration-memory files.
#
# Normally run by boards/vcu118/build.sh (make bit BOARD=vcu118), which writes the file list first:
#   vivado -mode batch -source boards/vcu118/build.tcl \
#          -tclargs <repo_root> <sources.f> <out_dir> [<build_id_hex>]
#
# sources.f is boards/vcu118/sources.py output: "<file_type> <path> [include]" per line, paths
# relative to the repository root or absolute: the files of FuseSoC target synth_vcu118, the Rocket
# Verilog from the pip package pythondata-cpu-rocket, and "mem" lines, the cores' boot images
# by file name: set.hex (every set core) goes to vcu118_top's BootHex parameter, mgmt.hex (the
# management core) to MgmtBootHex, isp.hex (the ISP core, listed exactly when the vcu118
# configuration has one: the generated cssd_config_pkg.sv in the list says Vcu118IspCore = 1)
# to IspBootHex. tclSource files are the IP
# scripts (boards/vcu118/ip/*.tcl); they create IP in <out_dir>/ip, which is generated output and
# never committed. SYNTHESIS is defined for every source (the Rocket Verilog needs it; our
# simulation-only checks are left out with it).
#
# Outputs in <out_dir>: vcu118_top.bit, vcu118_top_primary.mcs/.prm and vcu118_top_secondary.mcs/.prm
# (dual Quad-SPI, see program.tcl), post_synth.dcp, post_route.dcp, reports/*.rpt.
#
# Set VCU118_ALLOW_TIMING_FAILURE=1 to write a bitstream even when timing is not met (for lab
# experiments only; such a bitstream may fail in ways no test here can show).

set vcu118_part          xcvu9p-flga2104-2L-e
set vcu118_top           vcu118_top
set vcu118_vivado_tested 2023.2

proc vcu118_fail {msg} {
  puts stderr "ERROR: \[vcu118\] $msg"
  exit 1
}

# ---------------------------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------------------------
if {[llength $argv] < 3 || [llength $argv] > 4} {
  vcu118_fail "usage: vivado -mode batch -source build.tcl -tclargs <repo_root> <sources.f> <out_dir> \[<build_id_hex>\]"
}
set repo_root [file normalize [lindex $argv 0]]
set sources_f [file normalize [lindex $argv 1]]
set out_dir   [file normalize [lindex $argv 2]]
set build_id  [expr {[llength $argv] == 4 ? [lindex $argv 3] : "00000000"}]
if {![regexp {^[0-9a-fA-F]{1,8}$} $build_id]} {
  vcu118_fail "build id must be 1-8 hex digits, got '$build_id'"
}
set report_dir [file join $out_dir reports]
set ::vcu118_ip_dir [file join $out_dir ip]
# The IP is regenerated from its Tcl on every build; a previous build's copy would make create_ip
# fail (and could hide a change to the scripts).
file delete -force $::vcu118_ip_dir
file mkdir $out_dir $report_dir $::vcu118_ip_dir

if {![string match "${vcu118_vivado_tested}*" [version -short]]} {
  puts "WARNING: \[vcu118\] this flow was written for Vivado $vcu118_vivado_tested, running [version -short];\
        IP versions and CONFIG names may differ (see boards/vcu118/README.md)"
}

# ---------------------------------------------------------------------------------------------
# File list
# ---------------------------------------------------------------------------------------------
if {![file readable $sources_f]} {
  vcu118_fail "file list $sources_f not found (boards/vcu118/build.sh writes it with tools/filelist.py)"
}
set sv_files   {}
set v_files    {}
set vhdl_files {}
set xdc_files  {}
set ip_tcl     {}
set mem_files  {}
set inc_dirs   {}
set fh [open $sources_f r]
set lineno 0
while {[gets $fh line] >= 0} {
  incr lineno
  set line [string trim $line]
  if {$line eq "" || [string index $line 0] eq "#"} { continue }
  if {[llength $line] < 2} { vcu118_fail "$sources_f:$lineno: expected '<file_type> <path>'" }
  set ftype [lindex $line 0]
  set path  [lindex $line 1]
  if {[file pathtype $path] ne "absolute"} { set path [file join $repo_root $path] }
  if {![file exists $path]} { vcu118_fail "$sources_f:$lineno: $path does not exist" }
  if {[lindex $line 2] eq "include"} {
    set dir [file dirname $path]
    if {[lsearch -exact $inc_dirs $dir] < 0} { lappend inc_dirs $dir }
    continue
  }
  switch -glob -- $ftype {
    systemVerilogSource* { lappend sv_files $path }
    verilogSource*       { lappend v_files $path }
    vhdlSource*          { lappend vhdl_files $path }
    xdc                  { lappend xdc_files $path }
    tclSource            { lappend ip_tcl $path }
    mem                  { lappend mem_files $path }
    default              { puts "INFO: \[vcu118\] not used by Vivado: $ftype $path" }
  }
}
close $fh
if {[llength $sv_files] + [llength $v_files] + [llength $vhdl_files] == 0} {
  vcu118_fail "$sources_f lists no HDL sources"
}
if {[llength $xdc_files] == 0} { vcu118_fail "$sources_f lists no constraints (xdc)" }
# The firmware cores boot from on-chip memory loaded at configuration: the set cores' image, the
# management core's and the ISP core's, told apart by file name (an image under another name, a
# second copy or a missing one would build a board whose cores run the wrong or no firmware).
# Whether the board has an ISP core is the vcu118 configuration's (config/cssd.toml isp_core),
# read from the generated package the list carries, so that it is not restated here.
set isp_core -1
foreach path $sv_files {
  if {[file tail $path] eq "cssd_config_pkg.sv"} {
    set fh [open $path r]
    set pkg [read $fh]
    close $fh
    regexp {localparam int Vcu118IspCore = ([01]);} $pkg -> isp_core
  }
}
if {$isp_core < 0} {
  vcu118_fail "$sources_f: no cssd_config_pkg.sv with Vcu118IspCore (is the ISP core's image needed?)"
}
set images [dict create set.hex BootHex mgmt.hex MgmtBootHex]
if {$isp_core} { dict set images isp.hex IspBootHex }
set image_path [dict create]
foreach path $mem_files {
  set name [file tail $path]
  if {![dict exists $images $name]} {
    vcu118_fail "$sources_f: boot image $path is none of [join [dict keys $images] {, }]"
  }
  if {[dict exists $image_path $name]} {
    vcu118_fail "$sources_f lists boot image $name twice: [dict get $image_path $name] and $path"
  }
  dict set image_path $name $path
}
foreach name [dict keys $images] {
  if {![dict exists $image_path $name]} {
    vcu118_fail "$sources_f must list the boot image $name (mem), got: $mem_files"
  }
}
set image_generics {}
dict for {name param} $images {
  lappend image_generics -generic "$param=\"[dict get $image_path $name]\""
}

# ---------------------------------------------------------------------------------------------
# Vendor IP, generated from boards/vcu118/ip/*.tcl and synthesized out of context
# ---------------------------------------------------------------------------------------------
create_project -in_memory -part $vcu118_part
set_property target_language Verilog [current_project]

foreach f $ip_tcl {
  puts "INFO: \[vcu118\] IP script $f"
  source $f
}
set ips [get_ips]
if {[llength $ips] == 0} { vcu118_fail "no IP was created by: $ip_tcl" }
generate_target all $ips
synth_ip $ips

# ---------------------------------------------------------------------------------------------
# Sources and constraints
# ---------------------------------------------------------------------------------------------
if {[llength $sv_files]}   { read_verilog -sv $sv_files }
if {[llength $v_files]}    { read_verilog $v_files }
if {[llength $vhdl_files]} { read_vhdl $vhdl_files }
read_xdc $xdc_files

# ---------------------------------------------------------------------------------------------
# Synthesis
# ---------------------------------------------------------------------------------------------
set synth_args [list -top $vcu118_top -part $vcu118_part -generic "BuildId=32'h$build_id" \
                    {*}$image_generics -verilog_define SYNTHESIS]
if {[llength $inc_dirs]} { lappend synth_args -include_dirs $inc_dirs }
synth_design {*}$synth_args

# The DDR4 IP constrains its own 250 MHz system clock input; make sure that happened, so the DDR4
# clocking is never left unconstrained whatever the IP version does.
foreach {port name} {ddr4_c1_sys_clk_p_i ddr4_c1_sys_clk ddr4_c2_sys_clk_p_i ddr4_c2_sys_clk} {
  if {[llength [get_clocks -quiet -of_objects [get_ports $port]]] == 0} {
    puts "INFO: \[vcu118\] no clock on $port after synthesis: creating $name (4.000 ns)"
    create_clock -period 4.000 -name $name [get_ports $port]
  }
}

write_checkpoint -force [file join $out_dir post_synth.dcp]
report_utilization   -file [file join $report_dir post_synth_utilization.rpt]
report_timing_summary -max_paths 10 -file [file join $report_dir post_synth_timing_summary.rpt]

# ---------------------------------------------------------------------------------------------
# Implementation
# ---------------------------------------------------------------------------------------------
opt_design
place_design
phys_opt_design
route_design
write_checkpoint -force [file join $out_dir post_route.dcp]

report_timing_summary -max_paths 20 -report_unconstrained -warn_on_violation \
    -file [file join $report_dir timing_summary.rpt]
report_utilization -file [file join $report_dir utilization.rpt]
report_utilization -hierarchical -file [file join $report_dir utilization_hierarchical.rpt]
report_clock_utilization -file [file join $report_dir clock_utilization.rpt]
report_clock_interaction -file [file join $report_dir clock_interaction.rpt]
report_cdc -details -file [file join $report_dir cdc.rpt]
report_drc -file [file join $report_dir drc.rpt]
report_methodology -file [file join $report_dir methodology.rpt]
report_io -file [file join $report_dir io.rpt]
report_power -file [file join $report_dir power.rpt]

# ---------------------------------------------------------------------------------------------
# Timing sign-off: a bitstream that does not meet timing is not written unless asked for.
# ---------------------------------------------------------------------------------------------
set wns [get_property SLACK [get_timing_paths -max_paths 1 -nworst 1 -setup]]
set whs [get_property SLACK [get_timing_paths -max_paths 1 -nworst 1 -hold]]
puts "INFO: \[vcu118\] worst setup slack $wns ns, worst hold slack $whs ns"
set timing_met [expr {($wns eq "" || $wns >= 0) && ($whs eq "" || $whs >= 0)}]
if {!$timing_met} {
  if {[info exists ::env(VCU118_ALLOW_TIMING_FAILURE)] && $::env(VCU118_ALLOW_TIMING_FAILURE) eq "1"} {
    puts "CRITICAL WARNING: \[vcu118\] timing not met; writing the bitstream anyway (VCU118_ALLOW_TIMING_FAILURE=1)"
  } else {
    vcu118_fail "timing not met (WNS $wns ns, WHS $whs ns); see [file join $report_dir timing_summary.rpt]"
  }
}

# ---------------------------------------------------------------------------------------------
# Bitstream and configuration memory (two MT25QU01G, 128 MiB each, used as one x8 interface:
# write_cfgmem splits the image into _primary and _secondary files, one per device).
# ---------------------------------------------------------------------------------------------
set bit [file join $out_dir ${vcu118_top}.bit]
set mcs [file join $out_dir ${vcu118_top}.mcs]
write_bitstream -force $bit
write_cfgmem -force -format mcs -size 256 -interface SPIx8 -loadbit "up 0x00000000 $bit" \
    -checksum -file $mcs

puts "INFO: \[vcu118\] done: $bit"
puts "INFO: \[vcu118\]       [file rootname $mcs]_primary.mcs, [file rootname $mcs]_secondary.mcs"
