# Clock, I/O timing and clock-domain-crossing constraints for vcu118_top.
#
# Board: Xilinx Virtex UltraScale+ VCU118 Evaluation Platform (production board)
# Part:  xcvu9p-flga2104-2L-e
#
# Clocks in the design and where each is constrained:
#   pcie_refclk      100 MHz PCIe reference clock (slot)          here (PG213 leaves it to the user)
#   user_clk         250 MHz PCIe user clock (datapath, clk_i)    pcie4_uscale_plus_0's own XDC
#   ddr4_cN sys clk  250 MHz on-board oscillators for C1/C2       ddr4_c1/ddr4_c2's own XDC; the
#                                                                 build checks after synthesis
#                                                                 and creates it if missing
#   cN ui_clk        300 MHz DDR4 user-interface clocks           ddr4_c1/ddr4_c2 (generated)
#
# Crossings between user_clk and the DDR4 ui clocks go through the axi_clock_converter IP (its own
# CDC constraints) and through the single-bit synchronizers in vcu118_top, constrained below.
# There is deliberately no set_clock_groups: it would override the converter's gray-code skew
# constraints.

create_clock -period 10.000 -name pcie_refclk [get_ports pcie_refclk_p_i]

# ---------------------------------------------------------------------------------------------------
# Slow asynchronous board I/O: synchronized inside vcu118_top (or, for PERST#, by the hard block),
# so no timing relationship to any clock exists. The zero delays keep check_timing quiet.
# ---------------------------------------------------------------------------------------------------
set_input_delay 0 [get_ports {pcie_perst_ni cpu_reset_i led_page_i uart_rx_i}]
set_false_path -from [get_ports {pcie_perst_ni cpu_reset_i led_page_i uart_rx_i}]

set_output_delay 0 [get_ports {led_o[*] uart_tx_o}]
set_false_path -to [get_ports {led_o[*] uart_tx_o}]

# ---------------------------------------------------------------------------------------------------
# vcu118_top's own synchronizers (flops carry ASYNC_REG, so place_design keeps each chain together).
#   *_sync_q_reg[0]       first flop of a two-flop level synchronizer: its D input is asynchronous.
#   *_rst_sync_q_reg[*]   reset synchronizer (asynchronous assert, synchronous release): the
#                         asynchronous assert path ends on the flops' CLR pins.
# Only top-level cells are matched (no -hierarchical), so IP-internal synchronizers keep the
# constraints their IP ships with.
# ---------------------------------------------------------------------------------------------------
set_false_path -to [get_pins -filter {REF_PIN_NAME == D} -of_objects [get_cells {*_sync_q_reg[0]}]]
set_false_path -to [get_pins -filter {REF_PIN_NAME == CLR} -of_objects [get_cells {*_rst_sync_q_reg[*]}]]
