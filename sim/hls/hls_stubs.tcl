# Stub Vitis HLS / Vivado HLS commands, so the drive programs' run_hls.tcl scripts run in plain
# tclsh where no HLS tool is installed. Used by sim/hls/test_hls_csim.py.
#
# What running under these stubs shows: the script runs to the end, calls only these commands
# with option names the commands have (written from UG1399, the Vitis HLS command reference, not
# checked against an installation), and every call is logged for the test to check (top function,
# files, part, clock, steps). What it cannot show: that HLS compiles the program, meets timing or
# that the exported IP works.
#
# Log: ::env(HLS_STUB_LOG), one call per line, command and arguments separated by \x1f.

set ::hls_log [open $::env(HLS_STUB_LOG) w]

# Define stub command NAME with its flag options and its options that take a value.
proc hls_stub {name flags valued} {
  set ::hls_flags($name) $flags
  set ::hls_valued($name) $valued
  proc ::$name args [string map [list NAME $name] {
    for {set i 0} {$i < [llength $args]} {incr i} {
      set a [lindex $args $i]
      if {[lsearch -exact $::hls_valued(NAME) $a] >= 0} {
        incr i
      } elseif {[regexp {^-[A-Za-z_]} $a] && [lsearch -exact $::hls_flags(NAME) $a] < 0} {
        error "NAME: option '$a' is not an option of the HLS command"
      }
    }
    puts $::hls_log [join [concat [list NAME] $args] "\x1f"]
    flush $::hls_log
  }]
}

hls_stub open_project {-reset -upgrade} {}
hls_stub set_top {} {}
hls_stub add_files {-tb -blackbox} {-cflags -csimflags}
hls_stub open_solution {-reset} {-flow_target}
hls_stub set_part {} {-tool}
hls_stub create_clock {} {-period -name}
hls_stub csim_design {-O -clean -profile -setup} {-argv -ldflags -mflags}
hls_stub csynth_design {-dump_cfg -dump_post_cfg -synthesis_check} {}
hls_stub export_design {-rtl} {-description -display_name -flow -format -ipname -library -output -taxonomy -vendor -version}
# The scripts end with `exit`; keep the log complete.
rename exit hls_real_exit
proc exit {args} {
  puts $::hls_log "exit"
  close $::hls_log
  hls_real_exit 0
}
