# Vivado HLS / Vitis HLS: hls/common/run_hls.tcl with this program (see there).
set program grep
source [file join [file dirname [info script]] .. common run_hls.tcl]
