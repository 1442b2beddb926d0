# Pin and I/O-standard constraints for vcu118_top (boards/vcu118/rtl/vcu118_top.sv).
#
# Board: Xilinx Virtex UltraScale+ VCU118 Evaluation Platform, production board (XCVU9P production
#        silicon; Xilinx board-file revision 2.x).
# Part:  xcvu9p-flga2104-2L-e
#
# Source of the pin list: the Xilinx board files for the VCU118,
#   github.com/Xilinx/XilinxBoardStore, boards/Xilinx/vcu118/2.4/part0_pins.xml (pin locations and
#   I/O standards) and board.xml (which pin belongs to which interface), snapshot commit 20bbb121.
#   These files encode the VCU118 schematic documented in UG1224 (VCU118 Evaluation Board User
#   Guide). The comment after each constraint is the pin's name in part0_pins.xml.
#   Cross-check: every location below was compared with the independent open VCU118 design in
#   corundum (fpga/mqnic/VCU118/fpga_100g/fpga.xdc, commit 1ca0151b); all 313 agree (UART and
#   CPU_RESET only against that file's commented-out lines).
#
# Every port of vcu118_top has a PACKAGE_PIN here and every port named here exists on vcu118_top:
# sim/boards/vcu118/test_vcu118_flow.py checks both directions. Timing is in vcu118_timing.xdc,
# configuration/bitstream settings in vcu118_config.xdc.

# ---------------------------------------------------------------------------------------------------
# PCIe edge connector. The 100 MHz reference clock arrives on MGTREFCLK0 of GTY quad 225; the
# sixteen lanes use GTY quads 224-227 (lane 0 = MGTY*3_227, lane 15 = MGTY*0_224), the placement the
# board files select for the hard block (pcie4_uscale_plus preset: GTY_Quad_227, block X1Y2) and
# that boards/vcu118/ip/pcie4_uscale_plus_0.tcl selects too. GT pins take no IOSTANDARD.
# PERST# comes from the slot at 1.8 V; the pull-up keeps the block out of reset on the bench.
# ---------------------------------------------------------------------------------------------------
set_property -dict {PACKAGE_PIN AL9}                                       [get_ports {pcie_refclk_p_i}]         ;# pcie_mgt_clkp
set_property -dict {PACKAGE_PIN AL8}                                       [get_ports {pcie_refclk_n_i}]         ;# pcie_mgt_clkn
set_property -dict {PACKAGE_PIN AM17 IOSTANDARD LVCMOS18 PULLUP TRUE}      [get_ports {pcie_perst_ni}]           ;# pcie_perstn_rst

set_property -dict {PACKAGE_PIN AA4}                                       [get_ports {pci_exp_rxp_i[0]}]        ;# pcie_rx0_p
set_property -dict {PACKAGE_PIN AA3}                                       [get_ports {pci_exp_rxn_i[0]}]        ;# pcie_rx0_n
set_property -dict {PACKAGE_PIN Y7}                                        [get_ports {pci_exp_txp_o[0]}]        ;# pcie_tx0_p
set_property -dict {PACKAGE_PIN Y6}                                        [get_ports {pci_exp_txn_o[0]}]        ;# pcie_tx0_n
set_property -dict {PACKAGE_PIN AB2}                                       [get_ports {pci_exp_rxp_i[1]}]        ;# pcie_rx1_p
set_property -dict {PACKAGE_PIN AB1}                                       [get_ports {pci_exp_rxn_i[1]}]        ;# pcie_rx1_n
set_property -dict {PACKAGE_PIN AB7}                                       [get_ports {pci_exp_txp_o[1]}]        ;# pcie_tx1_p
set_property -dict {PACKAGE_PIN AB6}                                       [get_ports {pci_exp_txn_o[1]}]        ;# pcie_tx1_n
set_property -dict {PACKAGE_PIN AC4}                                       [get_ports {pci_exp_rxp_i[2]}]        ;# pcie_rx2_p
set_property -dict {PACKAGE_PIN AC3}                                       [get_ports {pci_exp_rxn_i[2]}]        ;# pcie_rx2_n
set_property -dict {PACKAGE_PIN AD7}                                       [get_ports {pci_exp_txp_o[2]}]        ;# pcie_tx2_p
set_property -dict {PACKAGE_PIN AD6}                                       [get_ports {pci_exp_txn_o[2]}]        ;# pcie_tx2_n
set_property -dict {PACKAGE_PIN AD2}                                       [get_ports {pci_exp_rxp_i[3]}]        ;# pcie_rx3_p
set_property -dict {PACKAGE_PIN AD1}                                       [get_ports {pci_exp_rxn_i[3]}]        ;# pcie_rx3_n
set_property -dict {PACKAGE_PIN AF7}                                       [get_ports {pci_exp_txp_o[3]}]        ;# pcie_tx3_p
set_property -dict {PACKAGE_PIN AF6}                                       [get_ports {pci_exp_txn_o[3]}]        ;# pcie_tx3_n
set_property -dict {PACKAGE_PIN AE4}                                       [get_ports {pci_exp_rxp_i[4]}]        ;# pcie_rx4_p
set_property -dict {PACKAGE_PIN AE3}                                       [get_ports {pci_exp_rxn_i[4]}]        ;# pcie_rx4_n
set_property -dict {PACKAGE_PIN AH7}                                       [get_ports {pci_exp_txp_o[4]}]        ;# pcie_tx4_p
set_property -dict {PACKAGE_PIN AH6}                                       [get_ports {pci_exp_txn_o[4]}]        ;# pcie_tx4_n
set_property -dict {PACKAGE_PIN AF2}                                       [get_ports {pci_exp_rxp_i[5]}]        ;# pcie_rx5_p
set_property -dict {PACKAGE_PIN AF1}                                       [get_ports {pci_exp_rxn_i[5]}]        ;# pcie_rx5_n
set_property -dict {PACKAGE_PIN AK7}                                       [get_ports {pci_exp_txp_o[5]}]        ;# pcie_tx5_p
set_property -dict {PACKAGE_PIN AK6}                                       [get_ports {pci_exp_txn_o[5]}]        ;# pcie_tx5_n
set_property -dict {PACKAGE_PIN AG4}                                       [get_ports {pci_exp_rxp_i[6]}]        ;# pcie_rx6_p
set_property -dict {PACKAGE_PIN AG3}                                       [get_ports {pci_exp_rxn_i[6]}]        ;# pcie_rx6_n
set_property -dict {PACKAGE_PIN AM7}                                       [get_ports {pci_exp_txp_o[6]}]        ;# pcie_tx6_p
set_property -dict {PACKAGE_PIN AM6}                                       [get_ports {pci_exp_txn_o[6]}]        ;# pcie_tx6_n
set_property -dict {PACKAGE_PIN AH2}                                       [get_ports {pci_exp_rxp_i[7]}]        ;# pcie_rx7_p
set_property -dict {PACKAGE_PIN AH1}                                       [get_ports {pci_exp_rxn_i[7]}]        ;# pcie_rx7_n
set_property -dict {PACKAGE_PIN AN5}                                       [get_ports {pci_exp_txp_o[7]}]        ;# pcie_tx7_p
set_property -dict {PACKAGE_PIN AN4}                                       [get_ports {pci_exp_txn_o[7]}]        ;# pcie_tx7_n
set_property -dict {PACKAGE_PIN AJ4}                                       [get_ports {pci_exp_rxp_i[8]}]        ;# pcie_rx8_p
set_property -dict {PACKAGE_PIN AJ3}                                       [get_ports {pci_exp_rxn_i[8]}]        ;# pcie_rx8_n
set_property -dict {PACKAGE_PIN AP7}                                       [get_ports {pci_exp_txp_o[8]}]        ;# pcie_tx8_p
set_property -dict {PACKAGE_PIN AP6}                                       [get_ports {pci_exp_txn_o[8]}]        ;# pcie_tx8_n
set_property -dict {PACKAGE_PIN AK2}                                       [get_ports {pci_exp_rxp_i[9]}]        ;# pcie_rx9_p
set_property -dict {PACKAGE_PIN AK1}                                       [get_ports {pci_exp_rxn_i[9]}]        ;# pcie_rx9_n
set_property -dict {PACKAGE_PIN AR5}                                       [get_ports {pci_exp_txp_o[9]}]        ;# pcie_tx9_p
set_property -dict {PACKAGE_PIN AR4}                                       [get_ports {pci_exp_txn_o[9]}]        ;# pcie_tx9_n
set_property -dict {PACKAGE_PIN AM2}                                       [get_ports {pci_exp_rxp_i[10]}]       ;# pcie_rx10_p
set_property -dict {PACKAGE_PIN AM1}                                       [get_ports {pci_exp_rxn_i[10]}]       ;# pcie_rx10_n
set_property -dict {PACKAGE_PIN AT7}                                       [get_ports {pci_exp_txp_o[10]}]       ;# pcie_tx10_p
set_property -dict {PACKAGE_PIN AT6}                                       [get_ports {pci_exp_txn_o[10]}]       ;# pcie_tx10_n
set_property -dict {PACKAGE_PIN AP2}                                       [get_ports {pci_exp_rxp_i[11]}]       ;# pcie_rx11_p
set_property -dict {PACKAGE_PIN AP1}                                       [get_ports {pci_exp_rxn_i[11]}]       ;# pcie_rx11_n
set_property -dict {PACKAGE_PIN AU5}                                       [get_ports {pci_exp_txp_o[11]}]       ;# pcie_tx11_p
set_property -dict {PACKAGE_PIN AU4}                                       [get_ports {pci_exp_txn_o[11]}]       ;# pcie_tx11_n
set_property -dict {PACKAGE_PIN AT2}                                       [get_ports {pci_exp_rxp_i[12]}]       ;# pcie_rx12_p
set_property -dict {PACKAGE_PIN AT1}                                       [get_ports {pci_exp_rxn_i[12]}]       ;# pcie_rx12_n
set_property -dict {PACKAGE_PIN AW5}                                       [get_ports {pci_exp_txp_o[12]}]       ;# pcie_tx12_p
set_property -dict {PACKAGE_PIN AW4}                                       [get_ports {pci_exp_txn_o[12]}]       ;# pcie_tx12_n
set_property -dict {PACKAGE_PIN AV2}                                       [get_ports {pci_exp_rxp_i[13]}]       ;# pcie_rx13_p
set_property -dict {PACKAGE_PIN AV1}                                       [get_ports {pci_exp_rxn_i[13]}]       ;# pcie_rx13_n
set_property -dict {PACKAGE_PIN BA5}                                       [get_ports {pci_exp_txp_o[13]}]       ;# pcie_tx13_p
set_property -dict {PACKAGE_PIN BA4}                                       [get_ports {pci_exp_txn_o[13]}]       ;# pcie_tx13_n
set_property -dict {PACKAGE_PIN AY2}                                       [get_ports {pci_exp_rxp_i[14]}]       ;# pcie_rx14_p
set_property -dict {PACKAGE_PIN AY1}                                       [get_ports {pci_exp_rxn_i[14]}]       ;# pcie_rx14_n
set_property -dict {PACKAGE_PIN BC5}                                       [get_ports {pci_exp_txp_o[14]}]       ;# pcie_tx14_p
set_property -dict {PACKAGE_PIN BC4}                                       [get_ports {pci_exp_txn_o[14]}]       ;# pcie_tx14_n
set_property -dict {PACKAGE_PIN BB2}                                       [get_ports {pci_exp_rxp_i[15]}]       ;# pcie_rx15_p
set_property -dict {PACKAGE_PIN BB1}                                       [get_ports {pci_exp_rxn_i[15]}]       ;# pcie_rx15_n
set_property -dict {PACKAGE_PIN BE5}                                       [get_ports {pci_exp_txp_o[15]}]       ;# pcie_tx15_p
set_property -dict {PACKAGE_PIN BE4}                                       [get_ports {pci_exp_txn_o[15]}]       ;# pcie_tx15_n

# ---------------------------------------------------------------------------------------------------
# DDR4 C1: 64-bit component interface as the board files define it (four x16 MT40A256M16
# devices, 2 GiB), fed by the 250 MHz system clock 1 (default_250mhz_clk1). IOSTANDARDs as in the
# board file; the ddr4 IP places its own I/O from these port locations.
# ---------------------------------------------------------------------------------------------------
set_property -dict {PACKAGE_PIN E12 IOSTANDARD DIFF_SSTL12}                [get_ports {ddr4_c1_sys_clk_p_i}]     ;# default_250mhz_clk1_p
set_property -dict {PACKAGE_PIN D12 IOSTANDARD DIFF_SSTL12}                [get_ports {ddr4_c1_sys_clk_n_i}]     ;# default_250mhz_clk1_n
set_property -dict {PACKAGE_PIN E13 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_act_no}]          ;# c1_ddr4_act_n
set_property -dict {PACKAGE_PIN D14 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[0]}]        ;# c1_ddr4_adr0
set_property -dict {PACKAGE_PIN B15 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[1]}]        ;# c1_ddr4_adr1
set_property -dict {PACKAGE_PIN B16 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[2]}]        ;# c1_ddr4_adr2
set_property -dict {PACKAGE_PIN C14 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[3]}]        ;# c1_ddr4_adr3
set_property -dict {PACKAGE_PIN C15 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[4]}]        ;# c1_ddr4_adr4
set_property -dict {PACKAGE_PIN A13 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[5]}]        ;# c1_ddr4_adr5
set_property -dict {PACKAGE_PIN A14 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[6]}]        ;# c1_ddr4_adr6
set_property -dict {PACKAGE_PIN A15 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[7]}]        ;# c1_ddr4_adr7
set_property -dict {PACKAGE_PIN A16 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[8]}]        ;# c1_ddr4_adr8
set_property -dict {PACKAGE_PIN B12 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[9]}]        ;# c1_ddr4_adr9
set_property -dict {PACKAGE_PIN C12 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[10]}]       ;# c1_ddr4_adr10
set_property -dict {PACKAGE_PIN B13 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[11]}]       ;# c1_ddr4_adr11
set_property -dict {PACKAGE_PIN C13 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[12]}]       ;# c1_ddr4_adr12
set_property -dict {PACKAGE_PIN D15 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[13]}]       ;# c1_ddr4_adr13
set_property -dict {PACKAGE_PIN H14 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[14]}]       ;# c1_ddr4_adr14
set_property -dict {PACKAGE_PIN H15 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[15]}]       ;# c1_ddr4_adr15
set_property -dict {PACKAGE_PIN F15 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_adr_o[16]}]       ;# c1_ddr4_adr16
set_property -dict {PACKAGE_PIN G15 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_ba_o[0]}]         ;# c1_ddr4_ba0
set_property -dict {PACKAGE_PIN G13 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_ba_o[1]}]         ;# c1_ddr4_ba1
set_property -dict {PACKAGE_PIN H13 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_bg_o}]            ;# c1_ddr4_bg
set_property -dict {PACKAGE_PIN F14 IOSTANDARD DIFF_SSTL12_DCI}            [get_ports {ddr4_c1_ck_t_o}]          ;# c1_ddr4_ck_t
set_property -dict {PACKAGE_PIN E14 IOSTANDARD DIFF_SSTL12_DCI}            [get_ports {ddr4_c1_ck_c_o}]          ;# c1_ddr4_ck_c
set_property -dict {PACKAGE_PIN A10 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_cke_o}]           ;# c1_ddr4_cke
set_property -dict {PACKAGE_PIN F13 IOSTANDARD SSTL12_DCI}                 [get_ports {ddr4_c1_cs_no}]           ;# c1_ddr4_cs_n
set_property -dict {PACKAGE_PIN C8 IOSTANDARD SSTL12_DCI}                  [get_ports {ddr4_c1_odt_o}]           ;# c1_ddr4_odt
set_property -dict {PACKAGE_PIN N20 IOSTANDARD LVCMOS12 DRIVE 8}           [get_ports {ddr4_c1_reset_no}]        ;# c1_ddr4_reset_n

# DDR4 C1: data
set_property -dict {PACKAGE_PIN F11 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[0]}]        ;# c1_ddr4_dq0
set_property -dict {PACKAGE_PIN E11 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[1]}]        ;# c1_ddr4_dq1
set_property -dict {PACKAGE_PIN F10 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[2]}]        ;# c1_ddr4_dq2
set_property -dict {PACKAGE_PIN F9 IOSTANDARD POD12_DCI}                   [get_ports {ddr4_c1_dq_io[3]}]        ;# c1_ddr4_dq3
set_property -dict {PACKAGE_PIN H12 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[4]}]        ;# c1_ddr4_dq4
set_property -dict {PACKAGE_PIN G12 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[5]}]        ;# c1_ddr4_dq5
set_property -dict {PACKAGE_PIN E9 IOSTANDARD POD12_DCI}                   [get_ports {ddr4_c1_dq_io[6]}]        ;# c1_ddr4_dq6
set_property -dict {PACKAGE_PIN D9 IOSTANDARD POD12_DCI}                   [get_ports {ddr4_c1_dq_io[7]}]        ;# c1_ddr4_dq7
set_property -dict {PACKAGE_PIN R19 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[8]}]        ;# c1_ddr4_dq8
set_property -dict {PACKAGE_PIN P19 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[9]}]        ;# c1_ddr4_dq9
set_property -dict {PACKAGE_PIN M18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[10]}]       ;# c1_ddr4_dq10
set_property -dict {PACKAGE_PIN M17 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[11]}]       ;# c1_ddr4_dq11
set_property -dict {PACKAGE_PIN N19 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[12]}]       ;# c1_ddr4_dq12
set_property -dict {PACKAGE_PIN N18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[13]}]       ;# c1_ddr4_dq13
set_property -dict {PACKAGE_PIN N17 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[14]}]       ;# c1_ddr4_dq14
set_property -dict {PACKAGE_PIN M16 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[15]}]       ;# c1_ddr4_dq15
set_property -dict {PACKAGE_PIN L16 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[16]}]       ;# c1_ddr4_dq16
set_property -dict {PACKAGE_PIN K16 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[17]}]       ;# c1_ddr4_dq17
set_property -dict {PACKAGE_PIN L18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[18]}]       ;# c1_ddr4_dq18
set_property -dict {PACKAGE_PIN K18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[19]}]       ;# c1_ddr4_dq19
set_property -dict {PACKAGE_PIN J17 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[20]}]       ;# c1_ddr4_dq20
set_property -dict {PACKAGE_PIN H17 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[21]}]       ;# c1_ddr4_dq21
set_property -dict {PACKAGE_PIN H19 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[22]}]       ;# c1_ddr4_dq22
set_property -dict {PACKAGE_PIN H18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[23]}]       ;# c1_ddr4_dq23
set_property -dict {PACKAGE_PIN F19 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[24]}]       ;# c1_ddr4_dq24
set_property -dict {PACKAGE_PIN F18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[25]}]       ;# c1_ddr4_dq25
set_property -dict {PACKAGE_PIN E19 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[26]}]       ;# c1_ddr4_dq26
set_property -dict {PACKAGE_PIN E18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[27]}]       ;# c1_ddr4_dq27
set_property -dict {PACKAGE_PIN G20 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[28]}]       ;# c1_ddr4_dq28
set_property -dict {PACKAGE_PIN F20 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[29]}]       ;# c1_ddr4_dq29
set_property -dict {PACKAGE_PIN E17 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[30]}]       ;# c1_ddr4_dq30
set_property -dict {PACKAGE_PIN D16 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[31]}]       ;# c1_ddr4_dq31
set_property -dict {PACKAGE_PIN D17 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[32]}]       ;# c1_ddr4_dq32
set_property -dict {PACKAGE_PIN C17 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[33]}]       ;# c1_ddr4_dq33
set_property -dict {PACKAGE_PIN C19 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[34]}]       ;# c1_ddr4_dq34
set_property -dict {PACKAGE_PIN C18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[35]}]       ;# c1_ddr4_dq35
set_property -dict {PACKAGE_PIN D20 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[36]}]       ;# c1_ddr4_dq36
set_property -dict {PACKAGE_PIN D19 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[37]}]       ;# c1_ddr4_dq37
set_property -dict {PACKAGE_PIN C20 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[38]}]       ;# c1_ddr4_dq38
set_property -dict {PACKAGE_PIN B20 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[39]}]       ;# c1_ddr4_dq39
set_property -dict {PACKAGE_PIN N23 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[40]}]       ;# c1_ddr4_dq40
set_property -dict {PACKAGE_PIN M23 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[41]}]       ;# c1_ddr4_dq41
set_property -dict {PACKAGE_PIN R21 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[42]}]       ;# c1_ddr4_dq42
set_property -dict {PACKAGE_PIN P21 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[43]}]       ;# c1_ddr4_dq43
set_property -dict {PACKAGE_PIN R22 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[44]}]       ;# c1_ddr4_dq44
set_property -dict {PACKAGE_PIN P22 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[45]}]       ;# c1_ddr4_dq45
set_property -dict {PACKAGE_PIN T23 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[46]}]       ;# c1_ddr4_dq46
set_property -dict {PACKAGE_PIN R23 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[47]}]       ;# c1_ddr4_dq47
set_property -dict {PACKAGE_PIN K24 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[48]}]       ;# c1_ddr4_dq48
set_property -dict {PACKAGE_PIN J24 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[49]}]       ;# c1_ddr4_dq49
set_property -dict {PACKAGE_PIN M21 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[50]}]       ;# c1_ddr4_dq50
set_property -dict {PACKAGE_PIN L21 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[51]}]       ;# c1_ddr4_dq51
set_property -dict {PACKAGE_PIN K21 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[52]}]       ;# c1_ddr4_dq52
set_property -dict {PACKAGE_PIN J21 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[53]}]       ;# c1_ddr4_dq53
set_property -dict {PACKAGE_PIN K22 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[54]}]       ;# c1_ddr4_dq54
set_property -dict {PACKAGE_PIN J22 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[55]}]       ;# c1_ddr4_dq55
set_property -dict {PACKAGE_PIN H23 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[56]}]       ;# c1_ddr4_dq56
set_property -dict {PACKAGE_PIN H22 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[57]}]       ;# c1_ddr4_dq57
set_property -dict {PACKAGE_PIN E23 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[58]}]       ;# c1_ddr4_dq58
set_property -dict {PACKAGE_PIN E22 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[59]}]       ;# c1_ddr4_dq59
set_property -dict {PACKAGE_PIN F21 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[60]}]       ;# c1_ddr4_dq60
set_property -dict {PACKAGE_PIN E21 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[61]}]       ;# c1_ddr4_dq61
set_property -dict {PACKAGE_PIN F24 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[62]}]       ;# c1_ddr4_dq62
set_property -dict {PACKAGE_PIN F23 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dq_io[63]}]       ;# c1_ddr4_dq63

# DDR4 C1: strobes and data mask
set_property -dict {PACKAGE_PIN D11 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_t_io[0]}]     ;# c1_ddr4_dqs_t0
set_property -dict {PACKAGE_PIN D10 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_c_io[0]}]     ;# c1_ddr4_dqs_c0
set_property -dict {PACKAGE_PIN P17 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_t_io[1]}]     ;# c1_ddr4_dqs_t1
set_property -dict {PACKAGE_PIN P16 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_c_io[1]}]     ;# c1_ddr4_dqs_c1
set_property -dict {PACKAGE_PIN K19 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_t_io[2]}]     ;# c1_ddr4_dqs_t2
set_property -dict {PACKAGE_PIN J19 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_c_io[2]}]     ;# c1_ddr4_dqs_c2
set_property -dict {PACKAGE_PIN F16 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_t_io[3]}]     ;# c1_ddr4_dqs_t3
set_property -dict {PACKAGE_PIN E16 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_c_io[3]}]     ;# c1_ddr4_dqs_c3
set_property -dict {PACKAGE_PIN A19 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_t_io[4]}]     ;# c1_ddr4_dqs_t4
set_property -dict {PACKAGE_PIN A18 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_c_io[4]}]     ;# c1_ddr4_dqs_c4
set_property -dict {PACKAGE_PIN N22 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_t_io[5]}]     ;# c1_ddr4_dqs_t5
set_property -dict {PACKAGE_PIN M22 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_c_io[5]}]     ;# c1_ddr4_dqs_c5
set_property -dict {PACKAGE_PIN M20 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_t_io[6]}]     ;# c1_ddr4_dqs_t6
set_property -dict {PACKAGE_PIN L20 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_c_io[6]}]     ;# c1_ddr4_dqs_c6
set_property -dict {PACKAGE_PIN H24 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_t_io[7]}]     ;# c1_ddr4_dqs_t7
set_property -dict {PACKAGE_PIN G23 IOSTANDARD DIFF_POD12_DCI}             [get_ports {ddr4_c1_dqs_c_io[7]}]     ;# c1_ddr4_dqs_c7
set_property -dict {PACKAGE_PIN G11 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dm_dbi_nio[0]}]   ;# c1_ddr4_dm_dbi_n0
set_property -dict {PACKAGE_PIN R18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dm_dbi_nio[1]}]   ;# c1_ddr4_dm_dbi_n1
set_property -dict {PACKAGE_PIN K17 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dm_dbi_nio[2]}]   ;# c1_ddr4_dm_dbi_n2
set_property -dict {PACKAGE_PIN G18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dm_dbi_nio[3]}]   ;# c1_ddr4_dm_dbi_n3
set_property -dict {PACKAGE_PIN B18 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dm_dbi_nio[4]}]   ;# c1_ddr4_dm_dbi_n4
set_property -dict {PACKAGE_PIN P20 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dm_dbi_nio[5]}]   ;# c1_ddr4_dm_dbi_n5
set_property -dict {PACKAGE_PIN L23 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dm_dbi_nio[6]}]   ;# c1_ddr4_dm_dbi_n6
set_property -dict {PACKAGE_PIN G22 IOSTANDARD POD12_DCI}                  [get_ports {ddr4_c1_dm_dbi_nio[7]}]   ;# c1_ddr4_dm_dbi_n7

# ---------------------------------------------------------------------------------------------------
# DDR4 C2: same organisation as C1, fed by the 250 MHz system clock 2 (default_250mhz_clk2).
# ---------------------------------------------------------------------------------------------------
set_property -dict {PACKAGE_PIN AW26 IOSTANDARD DIFF_SSTL12}               [get_ports {ddr4_c2_sys_clk_p_i}]     ;# default_250mhz_clk2_p
set_property -dict {PACKAGE_PIN AW27 IOSTANDARD DIFF_SSTL12}               [get_ports {ddr4_c2_sys_clk_n_i}]     ;# default_250mhz_clk2_n
set_property -dict {PACKAGE_PIN AN25 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_act_no}]          ;# c2_ddr4_act_n
set_property -dict {PACKAGE_PIN AM27 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[0]}]        ;# c2_ddr4_adr0
set_property -dict {PACKAGE_PIN AL27 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[1]}]        ;# c2_ddr4_adr1
set_property -dict {PACKAGE_PIN AP26 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[2]}]        ;# c2_ddr4_adr2
set_property -dict {PACKAGE_PIN AP25 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[3]}]        ;# c2_ddr4_adr3
set_property -dict {PACKAGE_PIN AN28 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[4]}]        ;# c2_ddr4_adr4
set_property -dict {PACKAGE_PIN AM28 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[5]}]        ;# c2_ddr4_adr5
set_property -dict {PACKAGE_PIN AP28 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[6]}]        ;# c2_ddr4_adr6
set_property -dict {PACKAGE_PIN AP27 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[7]}]        ;# c2_ddr4_adr7
set_property -dict {PACKAGE_PIN AN26 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[8]}]        ;# c2_ddr4_adr8
set_property -dict {PACKAGE_PIN AM26 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[9]}]        ;# c2_ddr4_adr9
set_property -dict {PACKAGE_PIN AR28 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[10]}]       ;# c2_ddr4_adr10
set_property -dict {PACKAGE_PIN AR27 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[11]}]       ;# c2_ddr4_adr11
set_property -dict {PACKAGE_PIN AV25 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[12]}]       ;# c2_ddr4_adr12
set_property -dict {PACKAGE_PIN AT25 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[13]}]       ;# c2_ddr4_adr13
set_property -dict {PACKAGE_PIN AV28 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[14]}]       ;# c2_ddr4_adr14
set_property -dict {PACKAGE_PIN AU26 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[15]}]       ;# c2_ddr4_adr15
set_property -dict {PACKAGE_PIN AV26 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_adr_o[16]}]       ;# c2_ddr4_adr16
set_property -dict {PACKAGE_PIN AR25 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_ba_o[0]}]         ;# c2_ddr4_ba0
set_property -dict {PACKAGE_PIN AU28 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_ba_o[1]}]         ;# c2_ddr4_ba1
set_property -dict {PACKAGE_PIN AU27 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_bg_o}]            ;# c2_ddr4_bg
set_property -dict {PACKAGE_PIN AT26 IOSTANDARD DIFF_SSTL12_DCI}           [get_ports {ddr4_c2_ck_t_o}]          ;# c2_ddr4_ck_t
set_property -dict {PACKAGE_PIN AT27 IOSTANDARD DIFF_SSTL12_DCI}           [get_ports {ddr4_c2_ck_c_o}]          ;# c2_ddr4_ck_c
set_property -dict {PACKAGE_PIN AW28 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_cke_o}]           ;# c2_ddr4_cke
set_property -dict {PACKAGE_PIN AY29 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_cs_no}]           ;# c2_ddr4_cs_n
set_property -dict {PACKAGE_PIN BB29 IOSTANDARD SSTL12_DCI}                [get_ports {ddr4_c2_odt_o}]           ;# c2_ddr4_odt
set_property -dict {PACKAGE_PIN BD35 IOSTANDARD LVCMOS12 DRIVE 8}          [get_ports {ddr4_c2_reset_no}]        ;# c2_ddr4_reset_n

# DDR4 C2: data
set_property -dict {PACKAGE_PIN BD30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[0]}]        ;# c2_ddr4_dq0
set_property -dict {PACKAGE_PIN BE30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[1]}]        ;# c2_ddr4_dq1
set_property -dict {PACKAGE_PIN BD32 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[2]}]        ;# c2_ddr4_dq2
set_property -dict {PACKAGE_PIN BE33 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[3]}]        ;# c2_ddr4_dq3
set_property -dict {PACKAGE_PIN BC33 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[4]}]        ;# c2_ddr4_dq4
set_property -dict {PACKAGE_PIN BD33 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[5]}]        ;# c2_ddr4_dq5
set_property -dict {PACKAGE_PIN BC31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[6]}]        ;# c2_ddr4_dq6
set_property -dict {PACKAGE_PIN BD31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[7]}]        ;# c2_ddr4_dq7
set_property -dict {PACKAGE_PIN BA32 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[8]}]        ;# c2_ddr4_dq8
set_property -dict {PACKAGE_PIN BB33 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[9]}]        ;# c2_ddr4_dq9
set_property -dict {PACKAGE_PIN BA30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[10]}]       ;# c2_ddr4_dq10
set_property -dict {PACKAGE_PIN BA31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[11]}]       ;# c2_ddr4_dq11
set_property -dict {PACKAGE_PIN AW31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[12]}]       ;# c2_ddr4_dq12
set_property -dict {PACKAGE_PIN AW32 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[13]}]       ;# c2_ddr4_dq13
set_property -dict {PACKAGE_PIN AY32 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[14]}]       ;# c2_ddr4_dq14
set_property -dict {PACKAGE_PIN AY33 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[15]}]       ;# c2_ddr4_dq15
set_property -dict {PACKAGE_PIN AV30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[16]}]       ;# c2_ddr4_dq16
set_property -dict {PACKAGE_PIN AW30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[17]}]       ;# c2_ddr4_dq17
set_property -dict {PACKAGE_PIN AU33 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[18]}]       ;# c2_ddr4_dq18
set_property -dict {PACKAGE_PIN AU34 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[19]}]       ;# c2_ddr4_dq19
set_property -dict {PACKAGE_PIN AT31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[20]}]       ;# c2_ddr4_dq20
set_property -dict {PACKAGE_PIN AU32 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[21]}]       ;# c2_ddr4_dq21
set_property -dict {PACKAGE_PIN AU31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[22]}]       ;# c2_ddr4_dq22
set_property -dict {PACKAGE_PIN AV31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[23]}]       ;# c2_ddr4_dq23
set_property -dict {PACKAGE_PIN AR33 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[24]}]       ;# c2_ddr4_dq24
set_property -dict {PACKAGE_PIN AT34 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[25]}]       ;# c2_ddr4_dq25
set_property -dict {PACKAGE_PIN AT29 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[26]}]       ;# c2_ddr4_dq26
set_property -dict {PACKAGE_PIN AT30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[27]}]       ;# c2_ddr4_dq27
set_property -dict {PACKAGE_PIN AP30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[28]}]       ;# c2_ddr4_dq28
set_property -dict {PACKAGE_PIN AR30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[29]}]       ;# c2_ddr4_dq29
set_property -dict {PACKAGE_PIN AN30 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[30]}]       ;# c2_ddr4_dq30
set_property -dict {PACKAGE_PIN AN31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[31]}]       ;# c2_ddr4_dq31
set_property -dict {PACKAGE_PIN BE34 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[32]}]       ;# c2_ddr4_dq32
set_property -dict {PACKAGE_PIN BF34 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[33]}]       ;# c2_ddr4_dq33
set_property -dict {PACKAGE_PIN BC35 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[34]}]       ;# c2_ddr4_dq34
set_property -dict {PACKAGE_PIN BC36 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[35]}]       ;# c2_ddr4_dq35
set_property -dict {PACKAGE_PIN BD36 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[36]}]       ;# c2_ddr4_dq36
set_property -dict {PACKAGE_PIN BE37 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[37]}]       ;# c2_ddr4_dq37
set_property -dict {PACKAGE_PIN BF36 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[38]}]       ;# c2_ddr4_dq38
set_property -dict {PACKAGE_PIN BF37 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[39]}]       ;# c2_ddr4_dq39
set_property -dict {PACKAGE_PIN BD37 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[40]}]       ;# c2_ddr4_dq40
set_property -dict {PACKAGE_PIN BE38 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[41]}]       ;# c2_ddr4_dq41
set_property -dict {PACKAGE_PIN BC39 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[42]}]       ;# c2_ddr4_dq42
set_property -dict {PACKAGE_PIN BD40 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[43]}]       ;# c2_ddr4_dq43
set_property -dict {PACKAGE_PIN BB38 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[44]}]       ;# c2_ddr4_dq44
set_property -dict {PACKAGE_PIN BB39 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[45]}]       ;# c2_ddr4_dq45
set_property -dict {PACKAGE_PIN BC38 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[46]}]       ;# c2_ddr4_dq46
set_property -dict {PACKAGE_PIN BD38 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[47]}]       ;# c2_ddr4_dq47
set_property -dict {PACKAGE_PIN BB36 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[48]}]       ;# c2_ddr4_dq48
set_property -dict {PACKAGE_PIN BB37 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[49]}]       ;# c2_ddr4_dq49
set_property -dict {PACKAGE_PIN BA39 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[50]}]       ;# c2_ddr4_dq50
set_property -dict {PACKAGE_PIN BA40 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[51]}]       ;# c2_ddr4_dq51
set_property -dict {PACKAGE_PIN AW40 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[52]}]       ;# c2_ddr4_dq52
set_property -dict {PACKAGE_PIN AY40 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[53]}]       ;# c2_ddr4_dq53
set_property -dict {PACKAGE_PIN AY38 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[54]}]       ;# c2_ddr4_dq54
set_property -dict {PACKAGE_PIN AY39 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[55]}]       ;# c2_ddr4_dq55
set_property -dict {PACKAGE_PIN AW35 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[56]}]       ;# c2_ddr4_dq56
set_property -dict {PACKAGE_PIN AW36 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[57]}]       ;# c2_ddr4_dq57
set_property -dict {PACKAGE_PIN AU40 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[58]}]       ;# c2_ddr4_dq58
set_property -dict {PACKAGE_PIN AV40 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[59]}]       ;# c2_ddr4_dq59
set_property -dict {PACKAGE_PIN AU38 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[60]}]       ;# c2_ddr4_dq60
set_property -dict {PACKAGE_PIN AU39 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[61]}]       ;# c2_ddr4_dq61
set_property -dict {PACKAGE_PIN AV38 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[62]}]       ;# c2_ddr4_dq62
set_property -dict {PACKAGE_PIN AV39 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dq_io[63]}]       ;# c2_ddr4_dq63

# DDR4 C2: strobes and data mask
set_property -dict {PACKAGE_PIN BF30 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_t_io[0]}]     ;# c2_ddr4_dqs_t0
set_property -dict {PACKAGE_PIN BF31 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_c_io[0]}]     ;# c2_ddr4_dqs_c0
set_property -dict {PACKAGE_PIN AY34 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_t_io[1]}]     ;# c2_ddr4_dqs_t1
set_property -dict {PACKAGE_PIN BA34 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_c_io[1]}]     ;# c2_ddr4_dqs_c1
set_property -dict {PACKAGE_PIN AU29 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_t_io[2]}]     ;# c2_ddr4_dqs_t2
set_property -dict {PACKAGE_PIN AV29 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_c_io[2]}]     ;# c2_ddr4_dqs_c2
set_property -dict {PACKAGE_PIN AP31 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_t_io[3]}]     ;# c2_ddr4_dqs_t3
set_property -dict {PACKAGE_PIN AP32 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_c_io[3]}]     ;# c2_ddr4_dqs_c3
set_property -dict {PACKAGE_PIN BE35 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_t_io[4]}]     ;# c2_ddr4_dqs_t4
set_property -dict {PACKAGE_PIN BF35 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_c_io[4]}]     ;# c2_ddr4_dqs_c4
set_property -dict {PACKAGE_PIN BE39 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_t_io[5]}]     ;# c2_ddr4_dqs_t5
set_property -dict {PACKAGE_PIN BF39 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_c_io[5]}]     ;# c2_ddr4_dqs_c5
set_property -dict {PACKAGE_PIN BA35 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_t_io[6]}]     ;# c2_ddr4_dqs_t6
set_property -dict {PACKAGE_PIN BA36 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_c_io[6]}]     ;# c2_ddr4_dqs_c6
set_property -dict {PACKAGE_PIN AW37 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_t_io[7]}]     ;# c2_ddr4_dqs_t7
set_property -dict {PACKAGE_PIN AW38 IOSTANDARD DIFF_POD12_DCI}            [get_ports {ddr4_c2_dqs_c_io[7]}]     ;# c2_ddr4_dqs_c7
set_property -dict {PACKAGE_PIN BE32 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dm_dbi_nio[0]}]   ;# c2_ddr4_dm_dbi_n0
set_property -dict {PACKAGE_PIN BB31 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dm_dbi_nio[1]}]   ;# c2_ddr4_dm_dbi_n1
set_property -dict {PACKAGE_PIN AV33 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dm_dbi_nio[2]}]   ;# c2_ddr4_dm_dbi_n2
set_property -dict {PACKAGE_PIN AR32 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dm_dbi_nio[3]}]   ;# c2_ddr4_dm_dbi_n3
set_property -dict {PACKAGE_PIN BC34 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dm_dbi_nio[4]}]   ;# c2_ddr4_dm_dbi_n4
set_property -dict {PACKAGE_PIN BE40 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dm_dbi_nio[5]}]   ;# c2_ddr4_dm_dbi_n5
set_property -dict {PACKAGE_PIN AY37 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dm_dbi_nio[6]}]   ;# c2_ddr4_dm_dbi_n6
set_property -dict {PACKAGE_PIN AV35 IOSTANDARD POD12_DCI}                 [get_ports {ddr4_c2_dm_dbi_nio[7]}]   ;# c2_ddr4_dm_dbi_n7

# ---------------------------------------------------------------------------------------------------
# USB-UART bridge (CP2105): firmware console. Directions are the FPGA's: uart_tx_o drives the
# board net USB_UART_TX (the bridge's receive input), uart_rx_i reads USB_UART_RX. RTS/CTS unused.
# ---------------------------------------------------------------------------------------------------
set_property -dict {PACKAGE_PIN BB21 IOSTANDARD LVCMOS18 DRIVE 8 SLEW SLOW} [get_ports {uart_tx_o}]               ;# USB_UART_TX
set_property -dict {PACKAGE_PIN AW25 IOSTANDARD LVCMOS18}                  [get_ports {uart_rx_i}]               ;# USB_UART_RX

# ---------------------------------------------------------------------------------------------------
# GPIO LEDs 0-7 (active high, bank at 1.2 V).
# ---------------------------------------------------------------------------------------------------
set_property -dict {PACKAGE_PIN AT32 IOSTANDARD LVCMOS12 DRIVE 8 SLEW SLOW} [get_ports {led_o[0]}]                ;# GPIO_LED_0_LS
set_property -dict {PACKAGE_PIN AV34 IOSTANDARD LVCMOS12 DRIVE 8 SLEW SLOW} [get_ports {led_o[1]}]                ;# GPIO_LED_1_LS
set_property -dict {PACKAGE_PIN AY30 IOSTANDARD LVCMOS12 DRIVE 8 SLEW SLOW} [get_ports {led_o[2]}]                ;# GPIO_LED_2_LS
set_property -dict {PACKAGE_PIN BB32 IOSTANDARD LVCMOS12 DRIVE 8 SLEW SLOW} [get_ports {led_o[3]}]                ;# GPIO_LED_3_LS
set_property -dict {PACKAGE_PIN BF32 IOSTANDARD LVCMOS12 DRIVE 8 SLEW SLOW} [get_ports {led_o[4]}]                ;# GPIO_LED_4_LS
set_property -dict {PACKAGE_PIN AU37 IOSTANDARD LVCMOS12 DRIVE 8 SLEW SLOW} [get_ports {led_o[5]}]                ;# GPIO_LED_5_LS
set_property -dict {PACKAGE_PIN AV36 IOSTANDARD LVCMOS12 DRIVE 8 SLEW SLOW} [get_ports {led_o[6]}]                ;# GPIO_LED_6_LS
set_property -dict {PACKAGE_PIN BA37 IOSTANDARD LVCMOS12 DRIVE 8 SLEW SLOW} [get_ports {led_o[7]}]                ;# GPIO_LED_7_LS

# ---------------------------------------------------------------------------------------------------
# CPU_RESET push button (active high) = user reset; GPIO DIP switch position 1 = LED page select.
# ---------------------------------------------------------------------------------------------------
set_property -dict {PACKAGE_PIN L19 IOSTANDARD LVCMOS12}                   [get_ports {cpu_reset_i}]             ;# CPU_RESET
set_property -dict {PACKAGE_PIN B17 IOSTANDARD LVCMOS12}                   [get_ports {led_page_i}]              ;# GPIO_DIP_SW1
