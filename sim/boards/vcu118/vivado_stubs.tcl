# Stub Vivado commands, so the VCU118 Tcl flow (boards/vcu118/*.tcl, boards/vcu118/ip/*.tcl) and
# the XDC files (constraints/vcu118/*.xdc) can be run with plain tclsh where Vivado is absent.
# Used by sim/boards/vcu118/test_vcu118_flow.py.
#
# What running under these stubs shows: the scripts parse and run to the end through every branch
# the test drives; they call only the Vivado commands declared here, with option names those
# commands have (option lists written from UG835, the Vivado Tcl command reference, not checked
# against a Vivado installation); and every call is recorded,
# so the test can check the files named, the IP created and its settings, and the build steps.
# What it cannot show: that Vivado accepts the values (IP CONFIG names and values, part names),
# or anything about synthesis, timing or hardware.
#
# Log: ::env(VIVADO_STUB_LOG), one call per line, command and arguments separated by \x1f
# (newlines in arguments become spaces). get_ports/get_cells/get_pins return tags such as
# "PORTS:<pattern>\x1e<pattern>" that show up in the arguments of the calls they feed.
# Knobs: VIVADO_STUB_VERSION (default 2023.2), VIVADO_STUB_SLACK (default 0.050 ns).

set ::stub_log [open $::env(VIVADO_STUB_LOG) w]
fconfigure $::stub_log -encoding utf-8
set ::stub_ips {}

proc stub_record {name arglist} {
  set fields [list $name]
  foreach a $arglist { lappend fields [string map [list "\n" " " "\x1f" " "] $a] }
  puts $::stub_log [join $fields "\x1f"]
  flush $::stub_log
}

# Define stub command NAME accepting the option names in OPTIONS; BODY computes the result and
# sees the call's arguments as $args.
proc stub_define {name options {body {return ""}}} {
  set ::stub_options($name) $options
  proc ::$name args "stub_check [list $name] \$args\nstub_record [list $name] \$args\n$body"
}

proc stub_check {name arglist} {
  foreach a $arglist {
    if {[regexp {^-[A-Za-z_]} $a] && [lsearch -exact $::stub_options($name) $a] < 0} {
      error "$name: option '$a' is not an option of the Vivado command"
    }
  }
}

# Value following option OPT in ARGLIST, or "".
proc stub_opt {arglist opt} {
  set i [lsearch -exact $arglist $opt]
  if {$i < 0} { return "" }
  return [lindex $arglist [expr {$i + 1}]]
}

# Positional (non-option) arguments; options in WITH_VALUE take the next argument.
proc stub_positional {arglist with_value} {
  set out {}
  for {set i 0} {$i < [llength $arglist]} {incr i} {
    set a [lindex $arglist $i]
    if {[regexp {^-[A-Za-z_]} $a]} {
      if {[lsearch -exact $with_value $a] >= 0} { incr i }
      continue
    }
    lappend out $a
  }
  return $out
}

proc stub_tag {kind patterns} {
  set flat {}
  foreach p $patterns { foreach q $p { lappend flat $q } }
  return "$kind:[join $flat "\x1e"]"
}

# Any command not stubbed here is an error: a misspelt or unexpected Vivado command fails the test.
proc unknown {args} {
  error "unstubbed command: [lindex $args 0] (not a Tcl command and not stubbed in vivado_stubs.tcl)"
}

# Record every script that gets sourced (build.tcl sources the IP scripts).
rename source ::stub_tcl_source
proc source {args} {
  stub_record source $args
  uplevel 1 [list ::stub_tcl_source {*}$args]
}

set ::stub_q {-quiet -verbose}

# --- project, IP, sources -------------------------------------------------------------------------
stub_define version [list -short {*}$::stub_q] {
  if {[info exists ::env(VIVADO_STUB_VERSION)]} { return $::env(VIVADO_STUB_VERSION) }
  return 2023.2
}
stub_define create_project [list -part -force -in_memory -ip -rtl_kernel {*}$::stub_q]
stub_define current_project $::stub_q {return project_1}
stub_define set_part $::stub_q
stub_define set_param $::stub_q
stub_define set_property [list -dict {*}$::stub_q]
stub_define get_property [list -min -max {*}$::stub_q] {
  set pos [stub_positional $args {}]
  switch -- [lindex $pos 0] {
    SLACK {
      if {[info exists ::env(VIVADO_STUB_SLACK)]} { return $::env(VIVADO_STUB_SLACK) }
      return 0.050
    }
    PROGRAM.HW_CFGMEM          { return hw_cfgmem_0 }
    PROGRAM.HW_CFGMEM_BITFILE  { return cfgmem_helper.bit }
    default                    { return "" }
  }
}
stub_define create_ip [list -vlnv -module_name -dir -force -allow_hidden -name -vendor -library \
    -version {*}$::stub_q] {
  set m [stub_opt $args -module_name]
  if {$m eq ""} { error "create_ip: -module_name missing" }
  lappend ::stub_ips $m
  return $m
}
stub_define get_ips [list -regexp -nocase -filter -all -of_objects -exclude_bd_ips {*}$::stub_q] {
  set pats [stub_positional $args {-filter -of_objects}]
  if {[llength $pats] == 0} { return $::stub_ips }
  set out {}
  foreach ip $::stub_ips { foreach p $pats { if {[string match $p $ip]} { lappend out $ip } } }
  return $out
}
stub_define generate_target [list -force {*}$::stub_q]
stub_define synth_ip [list -force {*}$::stub_q]
stub_define read_verilog [list -library -sv {*}$::stub_q]
stub_define read_vhdl [list -library -vhdl2008 -vhdl2019 {*}$::stub_q]
stub_define read_xdc [list -ref -cells -no_add -mode -unmanaged {*}$::stub_q]

# --- synthesis, implementation, reports -----------------------------------------------------------
stub_define synth_design [list -name -part -constrset -top -include_dirs -generic -verilog_define \
    -flatten_hierarchy -gated_clock_conversion -directive -rtl -bufg -fanout_limit -mode \
    -fsm_extraction -keep_equivalent_registers -resource_sharing -control_set_opt_threshold \
    -incremental_mode -max_bram -max_uram -max_dsp -retiming -no_srlextract -assert \
    -no_timing_driven -sfcu -debug_log {*}$::stub_q]
foreach cmd {opt_design place_design phys_opt_design route_design} {
  stub_define $cmd [list -directive {*}$::stub_q]
}
stub_define write_checkpoint [list -force -cell -encrypt -key -incremental_synth {*}$::stub_q]
stub_define report_utilization [list -file -append -pblocks -cells -return_string -slr -name \
    -hierarchical -hierarchical_depth -spreadsheet_file {*}$::stub_q]
stub_define report_timing_summary [list -check_timing_verbose -delay_type -no_detailed_paths \
    -no_check_timing -no_header -max_paths -nworst -unique_pins -path_type -input_pins -file \
    -append -name -return_string -warn_on_violation -report_unconstrained -datasheet -cells \
    -setup -hold -pulse_width {*}$::stub_q]
stub_define report_clock_utilization [list -file -append -return_string -name {*}$::stub_q]
stub_define report_clock_interaction [list -file -delay_type -setup -hold -append -name \
    -return_string {*}$::stub_q]
stub_define report_cdc [list -from -to -cells -details -summary -severity -file -append -name \
    -return_string -no_header {*}$::stub_q]
stub_define report_drc [list -name -checks -ruledecks -file -append -return_string -no_waivers {*}$::stub_q]
stub_define report_methodology [list -name -cells -checks -file -append -return_string {*}$::stub_q]
stub_define report_io [list -file -append -format -name -return_string {*}$::stub_q]
stub_define report_power [list -advisory -file -name -format -append -return_string {*}$::stub_q]
stub_define get_timing_paths [list -from -to -through -delay_type -setup -hold -max_paths -nworst \
    -unique_pins -slack_lesser_than -slack_greater_than -group -sort_by -filter {*}$::stub_q] \
    {return timing_path_0}
stub_define write_bitstream [list -force -raw_bitfile -no_binary_bitfile -mask_file -bin_file \
    -logic_location_file -cell -no_partial_bitfile {*}$::stub_q]
stub_define write_cfgmem [list -format -size -interface -checksum -checksum_value -disablebitswap \
    -force -loadbit -loaddata -file {*}$::stub_q]

# --- constraints (XDC) ----------------------------------------------------------------------------
stub_define current_design $::stub_q {return design_1}
stub_define get_ports [list -regexp -nocase -filter -of_objects -match_style \
    -scoped_to_current_instance -prop_thru_buffers {*}$::stub_q] {
  return [stub_tag PORTS [stub_positional $args {-filter -of_objects -match_style}]]
}
stub_define get_cells [list -hierarchical -regexp -nocase -filter -of_objects -match_style \
    -include_replicated_objects {*}$::stub_q] {
  return [stub_tag CELLS [stub_positional $args {-filter -of_objects -match_style}]]
}
stub_define get_pins [list -hierarchical -regexp -nocase -filter -of_objects -match_style -leaf \
    -include_replicated_objects {*}$::stub_q] {
  return "PINS:[stub_opt $args -filter]:[stub_opt $args -of_objects]"
}
stub_define get_clocks [list -regexp -nocase -filter -of_objects -match_style \
    -include_generated_clocks {*}$::stub_q] {return ""}
stub_define create_clock [list -period -name -waveform -add {*}$::stub_q]
stub_define set_input_delay [list -clock -reference_pin -clock_fall -rise -fall -max -min \
    -add_delay -network_latency_included -source_latency_included {*}$::stub_q]
stub_define set_output_delay [list -clock -reference_pin -clock_fall -rise -fall -max -min \
    -add_delay -network_latency_included -source_latency_included {*}$::stub_q]
stub_define set_false_path [list -setup -hold -rise -fall -reset_path -from -rise_from -fall_from \
    -to -rise_to -fall_to -through -rise_through -fall_through {*}$::stub_q]
stub_define set_max_delay [list -rise -fall -reset_path -from -rise_from -fall_from -to -rise_to \
    -fall_to -through -datapath_only {*}$::stub_q]

# --- hardware manager (program.tcl) ---------------------------------------------------------------
stub_define open_hw_manager $::stub_q
stub_define close_hw_manager $::stub_q
stub_define connect_hw_server [list -url -cs_url -allow_non_jtag {*}$::stub_q]
stub_define disconnect_hw_server $::stub_q
stub_define open_hw_target [list -jtag_mode -xvc_url {*}$::stub_q]
stub_define close_hw_target $::stub_q
stub_define get_hw_devices [list -of_objects -regexp -nocase -filter {*}$::stub_q] {return xcvu9p_0}
stub_define current_hw_device $::stub_q {return xcvu9p_0}
stub_define refresh_hw_device [list -update_hw_probes -disable_done_check {*}$::stub_q]
stub_define program_hw_devices [list -skip_program_keys -skip_program_rsa_key \
    -disable_eos_check -skip_reset {*}$::stub_q]
stub_define get_cfgmem_parts [list -of_objects -regexp -nocase -filter {*}$::stub_q] {
  return [stub_positional $args {-of_objects -filter}]
}
stub_define create_hw_cfgmem [list -hw_device {*}$::stub_q] {return hw_cfgmem_0}
stub_define create_hw_bitstream [list -hw_device {*}$::stub_q]
stub_define program_hw_cfgmem [list -hw_cfgmem {*}$::stub_q]
stub_define boot_hw_device [list -disable_done_check {*}$::stub_q]
