# Vivado HLS / Vitis HLS flow shared by every drive program: C simulation against its testbench,
# synthesis for the VCU118's part at the datapath clock, export as IP for a slot's partition.
# Each hls/<program>/run_hls.tcl sets `program` and sources this file; run it from that folder:
#   vitis_hls -f run_hls.tcl        (or vivado_hls -f run_hls.tcl)
# Not run here (no Vivado on the development machines): C simulation runs with g++ and the
# ap_types headers instead (`make hls-csim`).
set here [file normalize [file dirname [info script]]]
open_project -reset prj_$program
set_top $program
add_files $program.cpp -cflags "-I$here"
add_files -tb ${program}_tb.cpp -cflags "-I$here"
open_solution -reset solution1
# The VCU118's device (boards/vcu118) and the 250 MHz datapath clock of the accelerator cluster.
set_part xcvu9p-flga2104-2L-e
create_clock -period 4 -name default
csim_design
csynth_design
export_design -format ip_catalog
exit
