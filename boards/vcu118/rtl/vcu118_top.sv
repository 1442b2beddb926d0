// VCU118 board top: wraps the board-independent controller system (rtl/top/cssd_system.sv:
// ctrl_core with the flash back end, NumCores Rocket set cores, the management core and the ISP
// core) with
// what only this board has: the UltraScale+ PCIe Gen3 x16 hard block, the two DDR4 banks (C1,
// C2) that hold the emulated flash and the cores' private DRAM, clock buffers, reset
// sequencing, the USB-UART console, LEDs and the user reset button. Pins:
// constraints/vcu118/vcu118_pins.xdc. Vendor IP: boards/vcu118/ip/*.tcl.
//
// Clocks: the whole system (controller and cores) runs on the PCIe user clock (250 MHz,
// pcie_user_clk). Each DDR4 controller runs its AXI slave on its own ui clock (300 MHz); an
// axi_clock_converter per bank crosses between the two. cssd_system's DDR port 0 and the cores'
// private DRAM (m_axi_cpu, widened to 512 bits) share C1 through a 2:1 mux; port 1 goes to C2.
//
// Memory map of the banks (bytes within each 2 GiB bank):
//   C1 0x0000_0000 - 0x3FFF_FFFF  cssd_system m_axi_ddr0: NVMe and flash page buffers, the NVM
//                                 sets' regions (0x2000_0000 + s * 16 MiB); the cores' uncached
//                                 DDR0 window (core address 0x4000_0000 + a) reaches exactly this
//   C1 0x4000_0000 + i * 16 MiB   core i's private cached DRAM (core address 0x8000_0000 + x)
//   C2 0x0000_0000 - 0x7FFF_FFFF  the emulated NAND array and its spare areas (m_axi_ddr1)
//
// Resets (active high unless named _n):
//   - The system (cssd_system.rst_ni: controller and cores) is held in reset while the hard
//     block's user_reset is high, while the CPU_RESET button is pressed, and while a Function
//     Level Reset is in progress. It does NOT wait for DDR4 calibration: BAR0 must answer as soon
//     as the link is up (an endpoint that stays silent makes the host log completion timeouts),
//     and calibration failures must stay visible through the CSRs and LEDs rather than turn into
//     a dead device. The cores boot from their on-chip boot memory at once; their first DRAM
//     access waits for C1's calibration.
//   - Each DDR bank's AXI path (both sides of its clock converter, the controller's AXI slave
//     and, for C1, the width converter and mux in front) is held in reset until that bank's
//     calibration is complete and the system is out of reset. Until then nothing accepts
//     requests, so the DDR masters stall (they never see a response from an uncalibrated memory).
//   - The DDR4 controllers themselves are reset only by CPU_RESET, so a PCIe hot reset or host
//     reboot does not recalibrate the memory or lose the emulated flash contents.
//
// LEDs: with the GPIO DIP switch position 1 off (default), led_o shows cssd_system.status_o. With
// it on, led_o shows board bring-up status, see the LED page section below.
`default_nettype none

module vcu118_top #(
  // Build identification passed to ctrl_core (CTRL.BUILD_ID); build.tcl sets it to the git hash.
  parameter logic [31:0] BuildId  = 32'h0,
  // Set cores: the `vcu118` configuration of config/cssd.toml, one per NVM set (DESIGN: 8
  // channels as 4 sets x 2 channels), plus the management core and the ISP core = six Rocket
  // cores, as many as the DockerSSD prototype's, but only four of them set cores: a fifth set
  // core would have no set queue (cssd_system rejects NumCores above cssd_config_pkg::MaxSets),
  // and the management core's board default takes its set count from its own core index
  // (= NumCores).
  parameter int          NumCores = cssd_config_pkg::Vcu118NumCores,
  // Boot images ($readmemh, one 64-bit word a line): every set core loads the set firmware
  // (build/fw-rv64/boot/set.hex, `make -C firmware set`), the management core the management
  // firmware (mgmt.hex, `make -C firmware mgmt`), the ISP core (when the vcu118 configuration
  // has one, isp_core) the ISP firmware (isp.hex, `make -C firmware isp`). build.tcl passes
  // their absolute paths; empty leaves the boot memories uninitialised (the lint and
  // elaboration checks here).
  parameter              BootHex     = "",
  parameter              MgmtBootHex = "",
  parameter              IspBootHex  = ""
) (
  // PCIe edge connector: 100 MHz reference clock, PERST# (active low) and the sixteen lanes.
  input  wire        pcie_refclk_p_i,
  input  wire        pcie_refclk_n_i,
  input  wire        pcie_perst_ni,
  output wire [15:0] pci_exp_txp_o,
  output wire [15:0] pci_exp_txn_o,
  input  wire [15:0] pci_exp_rxp_i,
  input  wire [15:0] pci_exp_rxn_i,

  // DDR4 bank C1: 250 MHz system clock and the 64-bit component interface.
  input  wire        ddr4_c1_sys_clk_p_i,
  input  wire        ddr4_c1_sys_clk_n_i,
  output wire        ddr4_c1_act_no,
  output wire [16:0] ddr4_c1_adr_o,
  output wire [1:0]  ddr4_c1_ba_o,
  output wire        ddr4_c1_bg_o,
  output wire        ddr4_c1_ck_t_o,
  output wire        ddr4_c1_ck_c_o,
  output wire        ddr4_c1_cke_o,
  output wire        ddr4_c1_cs_no,
  output wire        ddr4_c1_odt_o,
  output wire        ddr4_c1_reset_no,
  inout  wire [7:0]  ddr4_c1_dm_dbi_nio,
  inout  wire [63:0] ddr4_c1_dq_io,
  inout  wire [7:0]  ddr4_c1_dqs_t_io,
  inout  wire [7:0]  ddr4_c1_dqs_c_io,

  // DDR4 bank C2: same as C1.
  input  wire        ddr4_c2_sys_clk_p_i,
  input  wire        ddr4_c2_sys_clk_n_i,
  output wire        ddr4_c2_act_no,
  output wire [16:0] ddr4_c2_adr_o,
  output wire [1:0]  ddr4_c2_ba_o,
  output wire        ddr4_c2_bg_o,
  output wire        ddr4_c2_ck_t_o,
  output wire        ddr4_c2_ck_c_o,
  output wire        ddr4_c2_cke_o,
  output wire        ddr4_c2_cs_no,
  output wire        ddr4_c2_odt_o,
  output wire        ddr4_c2_reset_no,
  inout  wire [7:0]  ddr4_c2_dm_dbi_nio,
  inout  wire [63:0] ddr4_c2_dq_io,
  inout  wire [7:0]  ddr4_c2_dqs_t_io,
  inout  wire [7:0]  ddr4_c2_dqs_c_io,

  // Firmware console through the CP2105 USB-UART bridge (directions as seen by the FPGA).
  input  wire        uart_rx_i,
  output wire        uart_tx_o,

  // GPIO LEDs, the CPU_RESET push button (active high) and DIP switch position 1 (LED page).
  output wire [7:0]  led_o,
  input  wire        cpu_reset_i,
  input  wire        led_page_i
);

  // ---------------------------------------------------------------------------------------------
  // Interface widths. They follow PG213 for a 512-bit Gen3 x16 configuration and the DDR4/AXI
  // choices in boards/vcu118/ip/*.tcl; ctrl_core is built with the same values.
  // ---------------------------------------------------------------------------------------------
  localparam int AxisDataWidth = 512;
  localparam int AxisKeepWidth = AxisDataWidth / 32;
  localparam int CqUserWidth   = 183;
  localparam int CcUserWidth   = 81;
  localparam int RqUserWidth   = 137;
  localparam int RcUserWidth   = 161;
  localparam int DdrAddrWidth  = 32;  // ctrl_core and the clock converters
  localparam int DdrIpAddrWidth = 31; // ddr4 IP: 2 GiB per bank
  localparam int DdrDataWidth  = 512;
  localparam int DdrStrbWidth  = DdrDataWidth / 8;
  localparam int DdrIdWidth    = 4;   // cssd_system's DDR ID width before its muxes
  // Firmware cores (cssd_system): 16 MiB of private DRAM each in bank C1 from CpuDramBase, and
  // 128 KiB of boot memory each (the firmware Makefile checks set.hex against BOOT_BYTES).
  localparam int          CoreMemBytes = 16 * 1024 * 1024;
  localparam int          BootWords    = 16384;
  localparam logic [31:0] CpuDramBase  = 32'h4000_0000;
  // ID widths: cssd_system's bank 0 port and private-DRAM port (its derived widths, repeated
  // here; a mismatch is a port-width error in lint), the bank 0 mux output, and the width the
  // DDR4 IP, the clock converters (ip/ddr4_c*.tcl, ip/axi_cc_ddr.tcl) and the width converter's
  // slave side (ip/axi_dw_cpu.tcl) are generated with.
  // set cores + management core + ISP core
  localparam int NumAll        = NumCores + cssd_config_pkg::Vcu118MgmtCore + cssd_config_pkg::Vcu118IspCore;
  // No loader on the board: without the management core nothing would serve admin commands.
  if (cssd_config_pkg::Vcu118MgmtCore != 1) begin : gen_mgmt_check
    $error("vcu118_top: the vcu118 configuration needs the management core (mgmt_core = 1)");
  end
  localparam int Ddr0IdWidth   = DdrIdWidth + $clog2(NumAll + 1);
  localparam int CpuIdWidth    = 4 + ((NumAll > 1) ? $clog2(NumAll) : 0);
  localparam int Bank0IdWidth  = Ddr0IdWidth + 1;
  localparam int DdrIpIdWidth  = 8;
  localparam int CpuDwIdWidth  = 7;
  // Heartbeat LED: bit 27 of a 250 MHz counter toggles about every 0.54 s.
  localparam int HeartbeatBit  = 27;

  // Elaboration checks: the generated IP must fit the configuration.
  if (Bank0IdWidth > DdrIpIdWidth || DdrIdWidth > DdrIpIdWidth) begin : gen_id_check
    $error("vcu118_top: bank IDs wider than the DDR4/converter IP (DdrIpIdWidth): regenerate ip/*.tcl");
  end
  if (CpuIdWidth != CpuDwIdWidth) begin : gen_cpu_id_check
    $error("vcu118_top: m_axi_cpu ID width differs from ip/axi_dw_cpu.tcl SI_ID_WIDTH");
  end
  if (NumAll * (CoreMemBytes / 1024) > 1024 * 1024) begin : gen_cpu_mem_check
    $error("vcu118_top: the cores' private DRAM must fit in C1 above CpuDramBase (1 GiB)");
  end

  // ---------------------------------------------------------------------------------------------
  // Clock and reset inputs of the PCIe hard block. PG213: sys_clk_gt is the reference clock for
  // the transceivers, sys_clk (ODIV2, undivided with REFCLK_HROW_CK_SEL = 00) feeds the block's
  // fabric logic; sys_reset is PERST#, active low, asynchronous.
  // ---------------------------------------------------------------------------------------------
  logic pcie_sys_clk_gt;
  logic pcie_sys_clk;
  logic pcie_perst_n;

  IBUFDS_GTE4 #(
    .REFCLK_EN_TX_PATH  (1'b0),
    .REFCLK_HROW_CK_SEL (2'b00),
    .REFCLK_ICNTL_RX    (2'b00)
  ) i_pcie_refclk_ibuf (
    .I     (pcie_refclk_p_i),
    .IB    (pcie_refclk_n_i),
    .CEB   (1'b0),
    .O     (pcie_sys_clk_gt),
    .ODIV2 (pcie_sys_clk)
  );

  IBUF i_pcie_perst_ibuf (
    .I (pcie_perst_ni),
    .O (pcie_perst_n)
  );

  // ---------------------------------------------------------------------------------------------
  // PCIe hard block <-> cssd_system (its ctrl_core)
  // ---------------------------------------------------------------------------------------------
  logic pcie_user_clk;
  logic pcie_user_reset;
  logic pcie_user_lnk_up;

  logic [AxisDataWidth-1:0] cq_tdata;
  logic [AxisKeepWidth-1:0] cq_tkeep;
  logic                     cq_tlast;
  logic [CqUserWidth-1:0]   cq_tuser;
  logic                     cq_tvalid;
  logic                     cq_tready;

  logic [AxisDataWidth-1:0] cc_tdata;
  logic [AxisKeepWidth-1:0] cc_tkeep;
  logic                     cc_tlast;
  logic [CcUserWidth-1:0]   cc_tuser;
  logic                     cc_tvalid;
  logic [3:0]               cc_tready;   // PG213: four copies of the same ready

  logic [AxisDataWidth-1:0] rq_tdata;
  logic [AxisKeepWidth-1:0] rq_tkeep;
  logic                     rq_tlast;
  logic [RqUserWidth-1:0]   rq_tuser;
  logic                     rq_tvalid;
  logic [3:0]               rq_tready;   // PG213: four copies of the same ready

  logic [AxisDataWidth-1:0] rc_tdata;
  logic [AxisKeepWidth-1:0] rc_tkeep;
  logic                     rc_tlast;
  logic [RcUserWidth-1:0]   rc_tuser;
  logic                     rc_tvalid;
  logic                     rc_tready;

  logic [1:0]  pcie_cq_np_req;
  logic [5:0]  pcie_cq_np_req_count;
  logic [1:0]  cfg_max_payload;
  logic [2:0]  cfg_max_read_req;
  logic [15:0] cfg_function_status;
  logic [3:0]  cfg_interrupt_msix_enable;
  logic [3:0]  cfg_interrupt_msix_mask;
  logic [3:0]  cfg_flr_in_process;
  logic [3:0]  cfg_flr_done_q;

  // Hard-block outputs this board does not use. Named *_unused so lint knows they are left alone
  // on purpose; they stay connected so the instance matches the generated IP port for port.
  logic [5:0]   pcie_rq_seq_num0_unused, pcie_rq_seq_num1_unused;
  logic         pcie_rq_seq_num_vld0_unused, pcie_rq_seq_num_vld1_unused;
  logic [7:0]   pcie_rq_tag0_unused, pcie_rq_tag1_unused;
  logic [3:0]   pcie_rq_tag_av_unused;
  logic         pcie_rq_tag_vld0_unused, pcie_rq_tag_vld1_unused;
  logic [3:0]   pcie_tfc_nph_av_unused, pcie_tfc_npd_av_unused;
  logic         cfg_phy_link_down_unused;
  logic [1:0]   cfg_phy_link_status_unused;
  logic [2:0]   cfg_negotiated_width_unused;
  logic [1:0]   cfg_current_speed_unused;
  logic [11:0]  cfg_function_power_state_unused;
  logic [503:0] cfg_vf_status_unused;
  logic [755:0] cfg_vf_power_state_unused;
  logic [1:0]   cfg_link_power_state_unused;
  logic [31:0]  cfg_mgmt_read_data_unused;
  logic         cfg_mgmt_read_write_done_unused;
  logic         cfg_err_cor_out_unused, cfg_err_nonfatal_out_unused, cfg_err_fatal_out_unused;
  logic         cfg_local_error_valid_unused;
  logic [4:0]   cfg_local_error_out_unused;
  logic [5:0]   cfg_ltssm_state_unused;
  logic [1:0]   cfg_rx_pm_state_unused, cfg_tx_pm_state_unused;
  logic [3:0]   cfg_rcb_status_unused;
  logic [1:0]   cfg_obff_enable_unused;
  logic         cfg_pl_status_change_unused;
  logic [3:0]   cfg_tph_requester_enable_unused;
  logic [11:0]  cfg_tph_st_mode_unused;
  logic [251:0] cfg_vf_tph_requester_enable_unused;
  logic [755:0] cfg_vf_tph_st_mode_unused;
  logic         cfg_msg_received_unused;
  logic [7:0]   cfg_msg_received_data_unused;
  logic [4:0]   cfg_msg_received_type_unused;
  logic         cfg_msg_transmit_done_unused;
  logic [7:0]   cfg_fc_ph_unused, cfg_fc_nph_unused, cfg_fc_cplh_unused;
  logic [11:0]  cfg_fc_pd_unused, cfg_fc_npd_unused, cfg_fc_cpld_unused;
  logic         cfg_power_state_change_interrupt_unused;
  logic [251:0] cfg_vf_flr_in_process_unused;
  logic         cfg_interrupt_sent_unused;
  logic [251:0] cfg_interrupt_msix_vf_enable_unused, cfg_interrupt_msix_vf_mask_unused;
  logic         cfg_interrupt_msix_vec_pending_status_unused;
  logic         cfg_interrupt_msi_sent_unused, cfg_interrupt_msi_fail_unused;
  logic         cfg_hot_reset_out_unused;
  logic         phy_rdy_out_unused;
  logic [2:0]   unused_ready_copies;

  // PG213 drives all four tready bits identically; the core looks at bit 0.
  assign unused_ready_copies = cc_tready[3:1] ^ rq_tready[3:1];

  pcie4_uscale_plus_0 i_pcie (
    // Lanes, clocks and reset
    .pci_exp_txn                           (pci_exp_txn_o),
    .pci_exp_txp                           (pci_exp_txp_o),
    .pci_exp_rxn                           (pci_exp_rxn_i),
    .pci_exp_rxp                           (pci_exp_rxp_i),
    .sys_clk                               (pcie_sys_clk),
    .sys_clk_gt                            (pcie_sys_clk_gt),
    .sys_reset                             (pcie_perst_n),
    .phy_rdy_out                           (phy_rdy_out_unused),
    .user_clk                              (pcie_user_clk),
    .user_reset                            (pcie_user_reset),
    .user_lnk_up                           (pcie_user_lnk_up),

    // Requester request (core -> host memory)
    .s_axis_rq_tdata                       (rq_tdata),
    .s_axis_rq_tkeep                       (rq_tkeep),
    .s_axis_rq_tlast                       (rq_tlast),
    .s_axis_rq_tready                      (rq_tready),
    .s_axis_rq_tuser                       (rq_tuser),
    .s_axis_rq_tvalid                      (rq_tvalid),
    // Requester completion (host memory -> core)
    .m_axis_rc_tdata                       (rc_tdata),
    .m_axis_rc_tkeep                       (rc_tkeep),
    .m_axis_rc_tlast                       (rc_tlast),
    .m_axis_rc_tready                      (rc_tready),
    .m_axis_rc_tuser                       (rc_tuser),
    .m_axis_rc_tvalid                      (rc_tvalid),
    // Completer request (host -> BAR0)
    .m_axis_cq_tdata                       (cq_tdata),
    .m_axis_cq_tkeep                       (cq_tkeep),
    .m_axis_cq_tlast                       (cq_tlast),
    .m_axis_cq_tready                      (cq_tready),
    .m_axis_cq_tuser                       (cq_tuser),
    .m_axis_cq_tvalid                      (cq_tvalid),
    // Completer completion (BAR0 read data -> host)
    .s_axis_cc_tdata                       (cc_tdata),
    .s_axis_cc_tkeep                       (cc_tkeep),
    .s_axis_cc_tlast                       (cc_tlast),
    .s_axis_cc_tready                      (cc_tready),
    .s_axis_cc_tuser                       (cc_tuser),
    .s_axis_cc_tvalid                      (cc_tvalid),

    // Requester sequence numbers and tags: the core uses client tags (see the IP Tcl).
    .pcie_rq_seq_num0                      (pcie_rq_seq_num0_unused),
    .pcie_rq_seq_num_vld0                  (pcie_rq_seq_num_vld0_unused),
    .pcie_rq_seq_num1                      (pcie_rq_seq_num1_unused),
    .pcie_rq_seq_num_vld1                  (pcie_rq_seq_num_vld1_unused),
    .pcie_rq_tag0                          (pcie_rq_tag0_unused),
    .pcie_rq_tag1                          (pcie_rq_tag1_unused),
    .pcie_rq_tag_av                        (pcie_rq_tag_av_unused),
    .pcie_rq_tag_vld0                      (pcie_rq_tag_vld0_unused),
    .pcie_rq_tag_vld1                      (pcie_rq_tag_vld1_unused),
    .pcie_tfc_nph_av                       (pcie_tfc_nph_av_unused),
    .pcie_tfc_npd_av                       (pcie_tfc_npd_av_unused),
    // Non-posted request flow control on CQ: the core paces BAR0 reads itself.
    .pcie_cq_np_req                        (pcie_cq_np_req),
    .pcie_cq_np_req_count                  (pcie_cq_np_req_count),

    // Configuration status
    .cfg_phy_link_down                     (cfg_phy_link_down_unused),
    .cfg_phy_link_status                   (cfg_phy_link_status_unused),
    .cfg_negotiated_width                  (cfg_negotiated_width_unused),
    .cfg_current_speed                     (cfg_current_speed_unused),
    .cfg_max_payload                       (cfg_max_payload),
    .cfg_max_read_req                      (cfg_max_read_req),
    .cfg_function_status                   (cfg_function_status),
    .cfg_function_power_state              (cfg_function_power_state_unused),
    .cfg_vf_status                         (cfg_vf_status_unused),
    .cfg_vf_power_state                    (cfg_vf_power_state_unused),
    .cfg_link_power_state                  (cfg_link_power_state_unused),
    .cfg_err_cor_out                       (cfg_err_cor_out_unused),
    .cfg_err_nonfatal_out                  (cfg_err_nonfatal_out_unused),
    .cfg_err_fatal_out                     (cfg_err_fatal_out_unused),
    .cfg_local_error_valid                 (cfg_local_error_valid_unused),
    .cfg_local_error_out                   (cfg_local_error_out_unused),
    .cfg_ltssm_state                       (cfg_ltssm_state_unused),
    .cfg_rx_pm_state                       (cfg_rx_pm_state_unused),
    .cfg_tx_pm_state                       (cfg_tx_pm_state_unused),
    .cfg_rcb_status                        (cfg_rcb_status_unused),
    .cfg_obff_enable                       (cfg_obff_enable_unused),
    .cfg_pl_status_change                  (cfg_pl_status_change_unused),
    .cfg_tph_requester_enable              (cfg_tph_requester_enable_unused),
    .cfg_tph_st_mode                       (cfg_tph_st_mode_unused),
    .cfg_vf_tph_requester_enable           (cfg_vf_tph_requester_enable_unused),
    .cfg_vf_tph_st_mode                    (cfg_vf_tph_st_mode_unused),

    // Configuration management port: unused, the host owns configuration space.
    .cfg_mgmt_addr                         (10'd0),
    .cfg_mgmt_function_number              (8'd0),
    .cfg_mgmt_write                        (1'b0),
    .cfg_mgmt_write_data                   (32'd0),
    .cfg_mgmt_byte_enable                  (4'd0),
    .cfg_mgmt_read                         (1'b0),
    .cfg_mgmt_read_data                    (cfg_mgmt_read_data_unused),
    .cfg_mgmt_read_write_done              (cfg_mgmt_read_write_done_unused),
    .cfg_mgmt_debug_access                 (1'b0),

    // Messages and flow-control credit reporting: not used.
    .cfg_msg_received                      (cfg_msg_received_unused),
    .cfg_msg_received_data                 (cfg_msg_received_data_unused),
    .cfg_msg_received_type                 (cfg_msg_received_type_unused),
    .cfg_msg_transmit                      (1'b0),
    .cfg_msg_transmit_type                 (3'd0),
    .cfg_msg_transmit_data                 (32'd0),
    .cfg_msg_transmit_done                 (cfg_msg_transmit_done_unused),
    .cfg_fc_ph                             (cfg_fc_ph_unused),
    .cfg_fc_pd                             (cfg_fc_pd_unused),
    .cfg_fc_nph                            (cfg_fc_nph_unused),
    .cfg_fc_npd                            (cfg_fc_npd_unused),
    .cfg_fc_cplh                           (cfg_fc_cplh_unused),
    .cfg_fc_cpld                           (cfg_fc_cpld_unused),
    .cfg_fc_sel                            (3'd0),

    // Configuration control
    .cfg_dsn                               (64'd0),
    .cfg_power_state_change_ack            (1'b1),
    .cfg_power_state_change_interrupt      (cfg_power_state_change_interrupt_unused),
    .cfg_err_cor_in                        (1'b0),
    .cfg_err_uncor_in                      (1'b0),
    .cfg_flr_in_process                    (cfg_flr_in_process),
    .cfg_flr_done                          (cfg_flr_done_q),
    .cfg_vf_flr_in_process                 (cfg_vf_flr_in_process_unused),
    .cfg_vf_flr_func_num                   (8'd0),
    .cfg_vf_flr_done                       (1'b0),
    .cfg_link_training_enable              (1'b1),
    .cfg_pm_aspm_l1_entry_reject           (1'b0),
    .cfg_pm_aspm_tx_l0s_entry_disable      (1'b0),
    .cfg_hot_reset_out                     (cfg_hot_reset_out_unused),
    .cfg_config_space_enable               (1'b1),
    .cfg_req_pm_transition_l23_ready       (1'b0),
    .cfg_hot_reset_in                      (1'b0),
    .cfg_ds_port_number                    (8'd0),
    .cfg_ds_bus_number                     (8'd0),
    .cfg_ds_device_number                  (5'd0),

    // Interrupts. MSI-X is "external": the capability lives in the hard block, the table and PBA
    // in BAR0 (ctrl_core), and ctrl_core sends each MSI-X message itself as a memory write on RQ.
    // So the block's own interrupt request inputs stay idle.
    .cfg_interrupt_int                     (4'd0),
    .cfg_interrupt_pending                 (4'd0),
    .cfg_interrupt_sent                    (cfg_interrupt_sent_unused),
    .cfg_interrupt_msix_enable             (cfg_interrupt_msix_enable),
    .cfg_interrupt_msix_mask               (cfg_interrupt_msix_mask),
    .cfg_interrupt_msix_vf_enable          (cfg_interrupt_msix_vf_enable_unused),
    .cfg_interrupt_msix_vf_mask            (cfg_interrupt_msix_vf_mask_unused),
    .cfg_interrupt_msix_address            (64'd0),
    .cfg_interrupt_msix_data               (32'd0),
    .cfg_interrupt_msix_int                (1'b0),
    .cfg_interrupt_msix_vec_pending        (2'd0),
    .cfg_interrupt_msix_vec_pending_status (cfg_interrupt_msix_vec_pending_status_unused),
    .cfg_interrupt_msi_sent                (cfg_interrupt_msi_sent_unused),
    .cfg_interrupt_msi_fail                (cfg_interrupt_msi_fail_unused),
    .cfg_interrupt_msi_function_number     (8'd0)
  );

  // ---------------------------------------------------------------------------------------------
  // Board inputs into the user_clk domain (two-flop synchronizers; names end in _sync_q so the
  // timing constraints find them).
  // ---------------------------------------------------------------------------------------------
  (* ASYNC_REG = "TRUE" *) logic [1:0] cpu_reset_sync_q;
  (* ASYNC_REG = "TRUE" *) logic [1:0] led_page_sync_q;
  (* ASYNC_REG = "TRUE" *) logic [1:0] uart_rx_sync_q;

  always_ff @(posedge pcie_user_clk) begin
    cpu_reset_sync_q <= {cpu_reset_sync_q[0], cpu_reset_i};
    led_page_sync_q  <= {led_page_sync_q[0], led_page_i};
    uart_rx_sync_q   <= {uart_rx_sync_q[0], uart_rx_i};
  end

  // ---------------------------------------------------------------------------------------------
  // Core reset and Function Level Reset. An FLR resets the function, and the function is the
  // whole controller, so it holds cssd_system (controller and cores) in reset (from the cycle
  // after the block raises cfg_flr_in_process until it drops it). The block is told the FLR is
  // done with a one-cycle pulse on cfg_flr_done, sent once the system has been in reset for a
  // cycle. The cores restart from their boot memories after it.
  // ---------------------------------------------------------------------------------------------
  logic       core_rst_nq;
  logic [3:0] flr_in_process_q;
  logic [3:0] flr_in_process_qq;

  always_ff @(posedge pcie_user_clk) begin
    if (pcie_user_reset) begin
      flr_in_process_q  <= '0;
      flr_in_process_qq <= '0;
      cfg_flr_done_q    <= '0;
    end else begin
      flr_in_process_q  <= cfg_flr_in_process;
      flr_in_process_qq <= flr_in_process_q;
      cfg_flr_done_q    <= cfg_flr_in_process & flr_in_process_q & ~flr_in_process_qq;
    end
  end

  // core_rst_nq feeds cssd_system's reset only; board logic that needs the same condition as data
  // uses the twin register core_run_q (one net used both as a reset and as data would be a lint
  // error, and Vivado merges the two flops if it likes).
  logic core_rst_n_d;
  logic core_run_q;
  assign core_rst_n_d = ~(pcie_user_reset | cpu_reset_sync_q[1] | (|cfg_flr_in_process));

  always_ff @(posedge pcie_user_clk) begin
    core_rst_nq <= core_rst_n_d;
    core_run_q  <= core_rst_n_d;
  end

  // The emulated NAND's block state is the media: only the board's reset button clears it (its
  // contents in DDR4 are lost then anyway), never a PCIe or function-level reset.
  logic flash_array_rst_nq;
  always_ff @(posedge pcie_user_clk) flash_array_rst_nq <= ~cpu_reset_sync_q[1];

  // ---------------------------------------------------------------------------------------------
  // cssd_system: ctrl_core with the flash back end, NumCores set cores and the management core
  // ---------------------------------------------------------------------------------------------
  // Bank-side AXI4 (converter slave side, clk_i domain). The two banks are packed into flat
  // vectors because Yosys 0.23 accepts neither packed 2-D nor unpacked arrays here: bank b of a
  // field W bits wide is bits [b*W +: W]. Bank 0 = C1, bank 1 = C2. IDs are DdrIpIdWidth wide on
  // both banks (one converter IP serves both); each bank's master zero-extends its own IDs.
  logic [2*DdrIpIdWidth-1:0] ddr_awid;
  logic [2*DdrAddrWidth-1:0] ddr_awaddr;
  logic [2*8-1:0]            ddr_awlen;
  logic [2*3-1:0]            ddr_awsize;
  logic [2*2-1:0]            ddr_awburst;
  logic [1:0]                ddr_awvalid;
  logic [1:0]                ddr_awready;
  logic [2*DdrDataWidth-1:0] ddr_wdata;
  logic [2*DdrStrbWidth-1:0] ddr_wstrb;
  logic [1:0]                ddr_wlast;
  logic [1:0]                ddr_wvalid;
  logic [1:0]                ddr_wready;
  logic [2*DdrIpIdWidth-1:0] ddr_bid;
  logic [2*2-1:0]            ddr_bresp;
  logic [1:0]                ddr_bvalid;
  logic [1:0]                ddr_bready;
  logic [2*DdrIpIdWidth-1:0] ddr_arid;
  logic [2*DdrAddrWidth-1:0] ddr_araddr;
  logic [2*8-1:0]            ddr_arlen;
  logic [2*3-1:0]            ddr_arsize;
  logic [2*2-1:0]            ddr_arburst;
  logic [1:0]                ddr_arvalid;
  logic [1:0]                ddr_arready;
  logic [2*DdrIpIdWidth-1:0] ddr_rid;
  logic [2*DdrDataWidth-1:0] ddr_rdata;
  logic [2*2-1:0]            ddr_rresp;
  logic [1:0]                ddr_rlast;
  logic [1:0]                ddr_rvalid;
  logic [1:0]                ddr_rready;

  // The bank resets of the converters' slave sides (user_clk domain), driven in gen_ddr_bank
  // below; the bank 0 interconnect (width converter, mux) shares bank 0's.
  logic [1:0] ddr_s_rst_nq;

  // cssd_system's DDR bank 0 master: ctrl_core (data mover, flash page buffers) and the cores'
  // uncached DDR0 windows, already merged inside cssd_system (ID = {master, ID}).
  logic [Ddr0IdWidth-1:0]    sys_ddr0_awid, sys_ddr0_bid, sys_ddr0_arid, sys_ddr0_rid;
  logic [DdrAddrWidth-1:0]   sys_ddr0_awaddr, sys_ddr0_araddr;
  logic [7:0]                sys_ddr0_awlen, sys_ddr0_arlen;
  logic [2:0]                sys_ddr0_awsize, sys_ddr0_arsize;
  logic [1:0]                sys_ddr0_awburst, sys_ddr0_arburst, sys_ddr0_bresp, sys_ddr0_rresp;
  logic                      sys_ddr0_awvalid, sys_ddr0_awready, sys_ddr0_wlast, sys_ddr0_wvalid;
  logic                      sys_ddr0_wready, sys_ddr0_bvalid, sys_ddr0_bready, sys_ddr0_arvalid;
  logic                      sys_ddr0_arready, sys_ddr0_rlast, sys_ddr0_rvalid, sys_ddr0_rready;
  logic [DdrDataWidth-1:0]   sys_ddr0_wdata, sys_ddr0_rdata;
  logic [DdrStrbWidth-1:0]   sys_ddr0_wstrb;

  // cssd_system's DDR bank 1 master: the flash back end's emulated NAND array.
  logic [DdrIdWidth-1:0]     sys_ddr1_awid, sys_ddr1_bid, sys_ddr1_arid, sys_ddr1_rid;

  // The cores' private cached DRAM (m_axi_cpu, 64-bit): core i's range at i * CoreMemBytes.
  logic [CpuIdWidth-1:0]     cpu_awid, cpu_bid, cpu_arid, cpu_rid;
  logic [31:0]               cpu_awaddr, cpu_araddr;
  logic [7:0]                cpu_awlen, cpu_arlen, cpu_wstrb;
  logic [2:0]                cpu_awsize, cpu_arsize;
  logic [1:0]                cpu_awburst, cpu_arburst, cpu_bresp, cpu_rresp;
  logic                      cpu_awvalid, cpu_awready, cpu_wlast, cpu_wvalid, cpu_wready;
  logic                      cpu_bvalid, cpu_bready, cpu_arvalid, cpu_arready, cpu_rlast;
  logic                      cpu_rvalid, cpu_rready;
  logic [63:0]               cpu_wdata, cpu_rdata;

  logic       core_uart_tx;
  logic [7:0] core_status;

  // External firmware port of cssd_system (slot 0 of its firmware-port arbiter: the test
  // benches' back door). Nothing drives it on the board: the cores, the management core among
  // them, are the firmware. Its interrupt outputs are also wired to every core's PLIC inside cssd_system.
  logic        fw_awready, fw_wready, fw_bvalid, fw_arready, fw_rvalid, fw_irq;
  logic [3:0]  fw_set_irq;
  logic [7:0]  flash_irq;
  logic [1:0]  fw_bresp, fw_rresp;
  logic [31:0] fw_rdata;
  logic        unused_fw_port;
  assign unused_fw_port = ^{fw_awready, fw_wready, fw_bvalid, fw_arready, fw_rvalid, fw_irq, fw_set_irq, flash_irq,
                            fw_bresp, fw_rresp, fw_rdata};

  // Per-core console bytes and exit codes (soc_sysctl). Not brought out on the board yet: the
  // USB-UART carries cssd_system's uart_tx_o.
  logic [NumAll-1:0]    core_console_valid;
  logic [NumAll*8-1:0]  core_console_data;
  logic [NumAll-1:0]    core_exit_valid;
  logic [NumAll*32-1:0] core_exit_code;
  logic                   unused_core_outputs;
  assign unused_core_outputs = ^{core_console_valid, core_console_data, core_exit_valid, core_exit_code};

  cssd_system #(
    .AxisDataWidth (AxisDataWidth),
    .CqUserWidth   (CqUserWidth),
    .CcUserWidth   (CcUserWidth),
    .RqUserWidth   (RqUserWidth),
    .RcUserWidth   (RcUserWidth),
    .DdrAddrWidth  (DdrAddrWidth),
    .DdrDataWidth  (DdrDataWidth),
    .DdrIdWidth    (DdrIdWidth),
    .BuildId       (BuildId),
    // The vcu118 configuration (config/cssd.toml): eight channels x 4 dies x 2 planes of 16 KiB
    // pages, the default organisation, emulated in DDR4 bank C2 (m_axi_ddr1). The bank holds 2 GiB, so 31 blocks of 64 pages per plane: the
    // data (1,984 MiB) and the spare areas (7.75 MiB) fit with the firmware setting DATA_BASE = 0
    // and SPARE_BASE = 0x7C00_0000. Resources: rtl/flash/doc/README.md (Resources).
    .FlashChannels  (cssd_config_pkg::Vcu118FlashChannels),
    .FlashDies      (cssd_config_pkg::Vcu118FlashDies),
    .FlashPlanes    (cssd_config_pkg::Vcu118FlashPlanes),
    .FlashBlocks    (cssd_config_pkg::Vcu118FlashBlocks),
    .FlashPages     (cssd_config_pkg::Vcu118FlashPages),
    .FlashPageBytes (cssd_config_pkg::Vcu118FlashPageBytes),
    .FlashSpareBytes(cssd_config_pkg::Vcu118FlashSpareBytes),
    .FlashDepth     (cssd_config_pkg::Vcu118FlashDepth),
    .NumCores       (NumCores),
    // The management core serves admin commands and releases the set cores. Nothing on the
    // board loads a boot configuration block, so it runs on its compiled-in board default
    // (firmware/app/mgmt_main.c: one namespace per set as large as the set's FTL exports, real
    // NAND timing) and says so on the UART.
    .MgmtCore      (cssd_config_pkg::Vcu118MgmtCore),
    // The ISP core (Ether-oN's network stack), the last core: the management core releases it.
    .IspCore       (cssd_config_pkg::Vcu118IspCore),
    .CoreMemBytes  (CoreMemBytes),
    .BootWords     (BootWords),
    .BootHex       (BootHex),
    .MgmtBootHex   (MgmtBootHex),
    .IspBootHex    (IspBootHex)
  ) i_cssd_system (
    .clk_i                     (pcie_user_clk),
    .rst_ni                    (core_rst_nq),

    .s_axis_cq_tdata           (cq_tdata),
    .s_axis_cq_tkeep           (cq_tkeep),
    .s_axis_cq_tlast           (cq_tlast),
    .s_axis_cq_tuser           (cq_tuser),
    .s_axis_cq_tvalid          (cq_tvalid),
    .s_axis_cq_tready          (cq_tready),
    .pcie_cq_np_req            (pcie_cq_np_req),
    .pcie_cq_np_req_count      (pcie_cq_np_req_count),

    .m_axis_cc_tdata           (cc_tdata),
    .m_axis_cc_tkeep           (cc_tkeep),
    .m_axis_cc_tlast           (cc_tlast),
    .m_axis_cc_tuser           (cc_tuser),
    .m_axis_cc_tvalid          (cc_tvalid),
    .m_axis_cc_tready          (cc_tready[0]),

    .m_axis_rq_tdata           (rq_tdata),
    .m_axis_rq_tkeep           (rq_tkeep),
    .m_axis_rq_tlast           (rq_tlast),
    .m_axis_rq_tuser           (rq_tuser),
    .m_axis_rq_tvalid          (rq_tvalid),
    .m_axis_rq_tready          (rq_tready[0]),

    .s_axis_rc_tdata           (rc_tdata),
    .s_axis_rc_tkeep           (rc_tkeep),
    .s_axis_rc_tlast           (rc_tlast),
    .s_axis_rc_tuser           (rc_tuser),
    .s_axis_rc_tvalid          (rc_tvalid),
    .s_axis_rc_tready          (rc_tready),

    .cfg_max_payload           (cfg_max_payload),
    .cfg_max_read_req          (cfg_max_read_req),
    .cfg_function_status       (cfg_function_status),
    .cfg_interrupt_msix_enable (cfg_interrupt_msix_enable),
    .cfg_interrupt_msix_mask   (cfg_interrupt_msix_mask),

    .m_axi_ddr0_awid           (sys_ddr0_awid),
    .m_axi_ddr0_awaddr         (sys_ddr0_awaddr),
    .m_axi_ddr0_awlen          (sys_ddr0_awlen),
    .m_axi_ddr0_awsize         (sys_ddr0_awsize),
    .m_axi_ddr0_awburst        (sys_ddr0_awburst),
    .m_axi_ddr0_awvalid        (sys_ddr0_awvalid),
    .m_axi_ddr0_awready        (sys_ddr0_awready),
    .m_axi_ddr0_wdata          (sys_ddr0_wdata),
    .m_axi_ddr0_wstrb          (sys_ddr0_wstrb),
    .m_axi_ddr0_wlast          (sys_ddr0_wlast),
    .m_axi_ddr0_wvalid         (sys_ddr0_wvalid),
    .m_axi_ddr0_wready         (sys_ddr0_wready),
    .m_axi_ddr0_bid            (sys_ddr0_bid),
    .m_axi_ddr0_bresp          (sys_ddr0_bresp),
    .m_axi_ddr0_bvalid         (sys_ddr0_bvalid),
    .m_axi_ddr0_bready         (sys_ddr0_bready),
    .m_axi_ddr0_arid           (sys_ddr0_arid),
    .m_axi_ddr0_araddr         (sys_ddr0_araddr),
    .m_axi_ddr0_arlen          (sys_ddr0_arlen),
    .m_axi_ddr0_arsize         (sys_ddr0_arsize),
    .m_axi_ddr0_arburst        (sys_ddr0_arburst),
    .m_axi_ddr0_arvalid        (sys_ddr0_arvalid),
    .m_axi_ddr0_arready        (sys_ddr0_arready),
    .m_axi_ddr0_rid            (sys_ddr0_rid),
    .m_axi_ddr0_rdata          (sys_ddr0_rdata),
    .m_axi_ddr0_rresp          (sys_ddr0_rresp),
    .m_axi_ddr0_rlast          (sys_ddr0_rlast),
    .m_axi_ddr0_rvalid         (sys_ddr0_rvalid),
    .m_axi_ddr0_rready         (sys_ddr0_rready),

    .m_axi_ddr1_awid           (sys_ddr1_awid),
    .m_axi_ddr1_awaddr         (ddr_awaddr[1*DdrAddrWidth +: DdrAddrWidth]),
    .m_axi_ddr1_awlen          (ddr_awlen[1*8 +: 8]),
    .m_axi_ddr1_awsize         (ddr_awsize[1*3 +: 3]),
    .m_axi_ddr1_awburst        (ddr_awburst[1*2 +: 2]),
    .m_axi_ddr1_awvalid        (ddr_awvalid[1]),
    .m_axi_ddr1_awready        (ddr_awready[1]),
    .m_axi_ddr1_wdata          (ddr_wdata[1*DdrDataWidth +: DdrDataWidth]),
    .m_axi_ddr1_wstrb          (ddr_wstrb[1*DdrStrbWidth +: DdrStrbWidth]),
    .m_axi_ddr1_wlast          (ddr_wlast[1]),
    .m_axi_ddr1_wvalid         (ddr_wvalid[1]),
    .m_axi_ddr1_wready         (ddr_wready[1]),
    .m_axi_ddr1_bid            (sys_ddr1_bid),
    .m_axi_ddr1_bresp          (ddr_bresp[1*2 +: 2]),
    .m_axi_ddr1_bvalid         (ddr_bvalid[1]),
    .m_axi_ddr1_bready         (ddr_bready[1]),
    .m_axi_ddr1_arid           (sys_ddr1_arid),
    .m_axi_ddr1_araddr         (ddr_araddr[1*DdrAddrWidth +: DdrAddrWidth]),
    .m_axi_ddr1_arlen          (ddr_arlen[1*8 +: 8]),
    .m_axi_ddr1_arsize         (ddr_arsize[1*3 +: 3]),
    .m_axi_ddr1_arburst        (ddr_arburst[1*2 +: 2]),
    .m_axi_ddr1_arvalid        (ddr_arvalid[1]),
    .m_axi_ddr1_arready        (ddr_arready[1]),
    .m_axi_ddr1_rid            (sys_ddr1_rid),
    .m_axi_ddr1_rdata          (ddr_rdata[1*DdrDataWidth +: DdrDataWidth]),
    .m_axi_ddr1_rresp          (ddr_rresp[1*2 +: 2]),
    .m_axi_ddr1_rlast          (ddr_rlast[1]),
    .m_axi_ddr1_rvalid         (ddr_rvalid[1]),
    .m_axi_ddr1_rready         (ddr_rready[1]),

    // External firmware port: idle (see above).
    .s_axil_fw_awvalid         (1'b0),
    .s_axil_fw_awready         (fw_awready),
    .s_axil_fw_awaddr          (17'h0),
    .s_axil_fw_awprot          (3'h0),
    .s_axil_fw_wvalid          (1'b0),
    .s_axil_fw_wready          (fw_wready),
    .s_axil_fw_wdata           (32'h0),
    .s_axil_fw_wstrb           (4'h0),
    .s_axil_fw_bvalid          (fw_bvalid),
    .s_axil_fw_bready          (1'b1),
    .s_axil_fw_bresp           (fw_bresp),
    .s_axil_fw_arvalid         (1'b0),
    .s_axil_fw_arready         (fw_arready),
    .s_axil_fw_araddr          (17'h0),
    .s_axil_fw_arprot          (3'h0),
    .s_axil_fw_rvalid          (fw_rvalid),
    .s_axil_fw_rready          (1'b1),
    .s_axil_fw_rdata           (fw_rdata),
    .s_axil_fw_rresp           (fw_rresp),
    .fw_irq_o                  (fw_irq),
    .fw_set_irq_o              (fw_set_irq),
    .flash_irq_o               (flash_irq),
    .flash_array_rst_ni        (flash_array_rst_nq),
    // A board's power loss takes the DRAM-emulated array with it: nothing to tear.
    .flash_power_loss_i        (1'b0),
    .uart_rx_i                 (uart_rx_sync_q[1]),
    .uart_tx_o                 (core_uart_tx),
    .status_o                  (core_status),

    // The cores follow the controller's reset (core_rst_nq) only; cores_rst_ni is for test
    // benches that configure the drive before letting the cores boot.
    .cores_rst_ni              (1'b1),

    .m_axi_cpu_awid            (cpu_awid),
    .m_axi_cpu_awaddr          (cpu_awaddr),
    .m_axi_cpu_awlen           (cpu_awlen),
    .m_axi_cpu_awsize          (cpu_awsize),
    .m_axi_cpu_awburst         (cpu_awburst),
    .m_axi_cpu_awvalid         (cpu_awvalid),
    .m_axi_cpu_awready         (cpu_awready),
    .m_axi_cpu_wdata           (cpu_wdata),
    .m_axi_cpu_wstrb           (cpu_wstrb),
    .m_axi_cpu_wlast           (cpu_wlast),
    .m_axi_cpu_wvalid          (cpu_wvalid),
    .m_axi_cpu_wready          (cpu_wready),
    .m_axi_cpu_bid             (cpu_bid),
    .m_axi_cpu_bresp           (cpu_bresp),
    .m_axi_cpu_bvalid          (cpu_bvalid),
    .m_axi_cpu_bready          (cpu_bready),
    .m_axi_cpu_arid            (cpu_arid),
    .m_axi_cpu_araddr          (cpu_araddr),
    .m_axi_cpu_arlen           (cpu_arlen),
    .m_axi_cpu_arsize          (cpu_arsize),
    .m_axi_cpu_arburst         (cpu_arburst),
    .m_axi_cpu_arvalid         (cpu_arvalid),
    .m_axi_cpu_arready         (cpu_arready),
    .m_axi_cpu_rid             (cpu_rid),
    .m_axi_cpu_rdata           (cpu_rdata),
    .m_axi_cpu_rresp           (cpu_rresp),
    .m_axi_cpu_rlast           (cpu_rlast),
    .m_axi_cpu_rvalid          (cpu_rvalid),
    .m_axi_cpu_rready          (cpu_rready),

    .core_console_valid_o      (core_console_valid),
    .core_console_data_o       (core_console_data),
    .core_exit_valid_o         (core_exit_valid),
    .core_exit_code_o          (core_exit_code)
  );

  assign uart_tx_o = core_uart_tx;

  // Bank 1 IDs: cssd_system's 4-bit IDs, zero-extended for the shared converter IP; the
  // controller returns the IDs it was given, so the upper bits of B/R IDs are zero.
  assign ddr_awid[1*DdrIpIdWidth +: DdrIpIdWidth] = DdrIpIdWidth'(sys_ddr1_awid);
  assign ddr_arid[1*DdrIpIdWidth +: DdrIpIdWidth] = DdrIpIdWidth'(sys_ddr1_arid);
  assign sys_ddr1_bid = ddr_bid[1*DdrIpIdWidth +: DdrIdWidth];
  assign sys_ddr1_rid = ddr_rid[1*DdrIpIdWidth +: DdrIdWidth];

  // ---------------------------------------------------------------------------------------------
  // DDR4 bank C1 is shared by cssd_system's m_axi_ddr0 (NVMe buffers, flash page buffers, the
  // set regions at 0x2000_0000 + s * 16 MiB; the cores reach DDR0 bytes 0 - 0x3FFF_FFFF through
  // their uncached window) and the cores' private DRAM (m_axi_cpu), placed at CpuDramBase =
  // 0x4000_0000, above everything the cores' DDR0 window reaches, so no core can touch another
  // core's private memory through it. m_axi_cpu is 64 bits wide: an AXI data width converter
  // IP (axi_dw_cpu, ip/axi_dw_cpu.tcl) widens it to 512 bits in the clk_i domain, and a 2:1
  // common_axi_mux puts it beside m_axi_ddr0 (master 0 = m_axi_ddr0, master 1 = the cores).
  // The upsizer's master side has no ID (it keeps one ID thread in order), so the cores' path
  // enters the mux with ID 0; the bank sees ID = {master, ID} (Ddr0IdWidth + 1 bits).
  // Both sit on bank 0's converter reset: they stay idle until C1 is calibrated, and a core
  // that starts before that simply waits for its first DRAM access.
  // ---------------------------------------------------------------------------------------------
  logic [DdrAddrWidth-1:0] cpuw_awaddr, cpuw_araddr;
  logic [7:0]              cpuw_awlen, cpuw_arlen;
  logic [2:0]              cpuw_awsize, cpuw_arsize;
  logic [1:0]              cpuw_awburst, cpuw_arburst, cpuw_bresp, cpuw_rresp;
  logic                    cpuw_awvalid, cpuw_awready, cpuw_wlast, cpuw_wvalid, cpuw_wready;
  logic                    cpuw_bvalid, cpuw_bready, cpuw_arvalid, cpuw_arready, cpuw_rlast;
  logic                    cpuw_rvalid, cpuw_rready;
  logic [DdrDataWidth-1:0] cpuw_wdata, cpuw_rdata;
  logic [DdrStrbWidth-1:0] cpuw_wstrb;
  logic [Ddr0IdWidth-1:0]  cpuw_bid, cpuw_rid;
  // The upsizer passes lock/cache/prot/qos through; the mux and the DDR4 controller do not use
  // them (m_axi_cpu carries none: they are tied off at the converter's slave side).
  logic                    unused_cpuw_awlock, unused_cpuw_arlock;
  logic [3:0]              unused_cpuw_awcache, unused_cpuw_arcache, unused_cpuw_awqos, unused_cpuw_arqos;
  logic [2:0]              unused_cpuw_awprot, unused_cpuw_arprot;
  logic [DdrAddrWidth-1:0] cpu_dram_awaddr, cpu_dram_araddr;
  logic                    unused_cpuw_ids;

  // m_axi_cpu addresses lie below NumAll * CoreMemBytes (checked at elaboration): OR-ing the
  // base in is an add.
  assign cpu_dram_awaddr = CpuDramBase | cpu_awaddr;
  assign cpu_dram_araddr = CpuDramBase | cpu_araddr;

  axi_dw_cpu i_dw_cpu (
    .s_axi_aclk     (pcie_user_clk),
    .s_axi_aresetn  (ddr_s_rst_nq[0]),
    .s_axi_awid     (cpu_awid),
    .s_axi_awaddr   (cpu_dram_awaddr),
    .s_axi_awlen    (cpu_awlen),
    .s_axi_awsize   (cpu_awsize),
    .s_axi_awburst  (cpu_awburst),
    .s_axi_awlock   (1'b0),
    .s_axi_awcache  (4'b0011),
    .s_axi_awprot   (3'b000),
    .s_axi_awregion (4'd0),
    .s_axi_awqos    (4'd0),
    .s_axi_awvalid  (cpu_awvalid),
    .s_axi_awready  (cpu_awready),
    .s_axi_wdata    (cpu_wdata),
    .s_axi_wstrb    (cpu_wstrb),
    .s_axi_wlast    (cpu_wlast),
    .s_axi_wvalid   (cpu_wvalid),
    .s_axi_wready   (cpu_wready),
    .s_axi_bid      (cpu_bid),
    .s_axi_bresp    (cpu_bresp),
    .s_axi_bvalid   (cpu_bvalid),
    .s_axi_bready   (cpu_bready),
    .s_axi_arid     (cpu_arid),
    .s_axi_araddr   (cpu_dram_araddr),
    .s_axi_arlen    (cpu_arlen),
    .s_axi_arsize   (cpu_arsize),
    .s_axi_arburst  (cpu_arburst),
    .s_axi_arlock   (1'b0),
    .s_axi_arcache  (4'b0011),
    .s_axi_arprot   (3'b000),
    .s_axi_arregion (4'd0),
    .s_axi_arqos    (4'd0),
    .s_axi_arvalid  (cpu_arvalid),
    .s_axi_arready  (cpu_arready),
    .s_axi_rid      (cpu_rid),
    .s_axi_rdata    (cpu_rdata),
    .s_axi_rresp    (cpu_rresp),
    .s_axi_rlast    (cpu_rlast),
    .s_axi_rvalid   (cpu_rvalid),
    .s_axi_rready   (cpu_rready),

    .m_axi_awaddr   (cpuw_awaddr),
    .m_axi_awlen    (cpuw_awlen),
    .m_axi_awsize   (cpuw_awsize),
    .m_axi_awburst  (cpuw_awburst),
    .m_axi_awlock   (unused_cpuw_awlock),
    .m_axi_awcache  (unused_cpuw_awcache),
    .m_axi_awprot   (unused_cpuw_awprot),
    .m_axi_awqos    (unused_cpuw_awqos),
    .m_axi_awvalid  (cpuw_awvalid),
    .m_axi_awready  (cpuw_awready),
    .m_axi_wdata    (cpuw_wdata),
    .m_axi_wstrb    (cpuw_wstrb),
    .m_axi_wlast    (cpuw_wlast),
    .m_axi_wvalid   (cpuw_wvalid),
    .m_axi_wready   (cpuw_wready),
    .m_axi_bresp    (cpuw_bresp),
    .m_axi_bvalid   (cpuw_bvalid),
    .m_axi_bready   (cpuw_bready),
    .m_axi_araddr   (cpuw_araddr),
    .m_axi_arlen    (cpuw_arlen),
    .m_axi_arsize   (cpuw_arsize),
    .m_axi_arburst  (cpuw_arburst),
    .m_axi_arlock   (unused_cpuw_arlock),
    .m_axi_arcache  (unused_cpuw_arcache),
    .m_axi_arprot   (unused_cpuw_arprot),
    .m_axi_arqos    (unused_cpuw_arqos),
    .m_axi_arvalid  (cpuw_arvalid),
    .m_axi_arready  (cpuw_arready),
    .m_axi_rdata    (cpuw_rdata),
    .m_axi_rresp    (cpuw_rresp),
    .m_axi_rlast    (cpuw_rlast),
    .m_axi_rvalid   (cpuw_rvalid),
    .m_axi_rready   (cpuw_rready)
  );

  // The mux returns the ID it was given on the cores' path: always 0 (see above).
  assign unused_cpuw_ids = ^{cpuw_bid, cpuw_rid};

  logic [Bank0IdWidth-1:0] bank0_awid, bank0_bid, bank0_arid, bank0_rid;

  common_axi_mux #(
    .N         (2),
    .AddrWidth (DdrAddrWidth),
    .DataWidth (DdrDataWidth),
    .IdWidth   (Ddr0IdWidth)
  ) i_bank0_mux (
    .clk_i         (pcie_user_clk),
    .rst_ni        (ddr_s_rst_nq[0]),
    .s_axi_awid    ({{Ddr0IdWidth{1'b0}}, sys_ddr0_awid}),
    .s_axi_awaddr  ({cpuw_awaddr, sys_ddr0_awaddr}),
    .s_axi_awlen   ({cpuw_awlen, sys_ddr0_awlen}),
    .s_axi_awsize  ({cpuw_awsize, sys_ddr0_awsize}),
    .s_axi_awburst ({cpuw_awburst, sys_ddr0_awburst}),
    .s_axi_awvalid ({cpuw_awvalid, sys_ddr0_awvalid}),
    .s_axi_awready ({cpuw_awready, sys_ddr0_awready}),
    .s_axi_wdata   ({cpuw_wdata, sys_ddr0_wdata}),
    .s_axi_wstrb   ({cpuw_wstrb, sys_ddr0_wstrb}),
    .s_axi_wlast   ({cpuw_wlast, sys_ddr0_wlast}),
    .s_axi_wvalid  ({cpuw_wvalid, sys_ddr0_wvalid}),
    .s_axi_wready  ({cpuw_wready, sys_ddr0_wready}),
    .s_axi_bid     ({cpuw_bid, sys_ddr0_bid}),
    .s_axi_bresp   ({cpuw_bresp, sys_ddr0_bresp}),
    .s_axi_bvalid  ({cpuw_bvalid, sys_ddr0_bvalid}),
    .s_axi_bready  ({cpuw_bready, sys_ddr0_bready}),
    .s_axi_arid    ({{Ddr0IdWidth{1'b0}}, sys_ddr0_arid}),
    .s_axi_araddr  ({cpuw_araddr, sys_ddr0_araddr}),
    .s_axi_arlen   ({cpuw_arlen, sys_ddr0_arlen}),
    .s_axi_arsize  ({cpuw_arsize, sys_ddr0_arsize}),
    .s_axi_arburst ({cpuw_arburst, sys_ddr0_arburst}),
    .s_axi_arvalid ({cpuw_arvalid, sys_ddr0_arvalid}),
    .s_axi_arready ({cpuw_arready, sys_ddr0_arready}),
    .s_axi_rid     ({cpuw_rid, sys_ddr0_rid}),
    .s_axi_rdata   ({cpuw_rdata, sys_ddr0_rdata}),
    .s_axi_rresp   ({cpuw_rresp, sys_ddr0_rresp}),
    .s_axi_rlast   ({cpuw_rlast, sys_ddr0_rlast}),
    .s_axi_rvalid  ({cpuw_rvalid, sys_ddr0_rvalid}),
    .s_axi_rready  ({cpuw_rready, sys_ddr0_rready}),
    .m_axi_awid    (bank0_awid),
    .m_axi_awaddr  (ddr_awaddr[0*DdrAddrWidth +: DdrAddrWidth]),
    .m_axi_awlen   (ddr_awlen[0*8 +: 8]),
    .m_axi_awsize  (ddr_awsize[0*3 +: 3]),
    .m_axi_awburst (ddr_awburst[0*2 +: 2]),
    .m_axi_awvalid (ddr_awvalid[0]),
    .m_axi_awready (ddr_awready[0]),
    .m_axi_wdata   (ddr_wdata[0*DdrDataWidth +: DdrDataWidth]),
    .m_axi_wstrb   (ddr_wstrb[0*DdrStrbWidth +: DdrStrbWidth]),
    .m_axi_wlast   (ddr_wlast[0]),
    .m_axi_wvalid  (ddr_wvalid[0]),
    .m_axi_wready  (ddr_wready[0]),
    .m_axi_bid     (bank0_bid),
    .m_axi_bresp   (ddr_bresp[0*2 +: 2]),
    .m_axi_bvalid  (ddr_bvalid[0]),
    .m_axi_bready  (ddr_bready[0]),
    .m_axi_arid    (bank0_arid),
    .m_axi_araddr  (ddr_araddr[0*DdrAddrWidth +: DdrAddrWidth]),
    .m_axi_arlen   (ddr_arlen[0*8 +: 8]),
    .m_axi_arsize  (ddr_arsize[0*3 +: 3]),
    .m_axi_arburst (ddr_arburst[0*2 +: 2]),
    .m_axi_arvalid (ddr_arvalid[0]),
    .m_axi_arready (ddr_arready[0]),
    .m_axi_rid     (bank0_rid),
    .m_axi_rdata   (ddr_rdata[0*DdrDataWidth +: DdrDataWidth]),
    .m_axi_rresp   (ddr_rresp[0*2 +: 2]),
    .m_axi_rlast   (ddr_rlast[0]),
    .m_axi_rvalid  (ddr_rvalid[0]),
    .m_axi_rready  (ddr_rready[0])
  );

  assign ddr_awid[0*DdrIpIdWidth +: DdrIpIdWidth] = DdrIpIdWidth'(bank0_awid);
  assign ddr_arid[0*DdrIpIdWidth +: DdrIpIdWidth] = DdrIpIdWidth'(bank0_arid);
  assign bank0_bid = ddr_bid[0*DdrIpIdWidth +: Bank0IdWidth];
  assign bank0_rid = ddr_rid[0*DdrIpIdWidth +: Bank0IdWidth];

  // The upper bits of returned IDs (above what each bank's master sent) are zero.
  logic unused_ddr_id_hi;
  if (Bank0IdWidth < DdrIpIdWidth) begin : gen_bank0_id_hi
    assign unused_ddr_id_hi = ^{ddr_bid[0*DdrIpIdWidth + Bank0IdWidth +: DdrIpIdWidth - Bank0IdWidth],
                                ddr_rid[0*DdrIpIdWidth + Bank0IdWidth +: DdrIpIdWidth - Bank0IdWidth],
                                ddr_bid[1*DdrIpIdWidth + DdrIdWidth +: DdrIpIdWidth - DdrIdWidth],
                                ddr_rid[1*DdrIpIdWidth + DdrIdWidth +: DdrIpIdWidth - DdrIdWidth]};
  end else begin : gen_bank0_id_full
    assign unused_ddr_id_hi = ^{ddr_bid[1*DdrIpIdWidth + DdrIdWidth +: DdrIpIdWidth - DdrIdWidth],
                                ddr_rid[1*DdrIpIdWidth + DdrIdWidth +: DdrIpIdWidth - DdrIdWidth]};
  end

  // ---------------------------------------------------------------------------------------------
  // DDR4 banks: reset sequencing (see the top of the file), one AXI clock converter per bank
  // (user_clk -> the bank's ui clock), and the two DDR4 controllers, which are separately
  // generated IPs (ddr4_c1, ddr4_c2) and so are instantiated one by one.
  // ---------------------------------------------------------------------------------------------
  logic       ddr_sys_rst;
  logic [1:0] ddr_ui_clk;      // c0_ddr4_ui_clk, 300 MHz
  logic [1:0] ddr_ui_rst;      // c0_ddr4_ui_clk_sync_rst, synchronous to ddr_ui_clk
  logic [1:0] ddr_calib_done;  // c0_init_calib_complete, ddr_ui_clk domain
  logic [1:0] ddr_calib_user;  // calibration done, user_clk domain
  logic [1:0] ddr_m_rst_nq;    // converter master side and controller AXI slave, ui clock domain

  // The button is the only thing that resets (and so recalibrates) the DDR4 controllers.
  assign ddr_sys_rst = cpu_reset_i;

  // Converter master side -> controller AXI slave (ui clock domain), same packing as ddr_*.
  logic [2*DdrIpIdWidth-1:0]   mem_awid;
  logic [2*DdrAddrWidth-1:0] mem_awaddr;
  logic [2*8-1:0]            mem_awlen;
  logic [2*3-1:0]            mem_awsize;
  logic [2*2-1:0]            mem_awburst;
  logic [1:0]                mem_awlock;
  logic [2*4-1:0]            mem_awcache;
  logic [2*3-1:0]            mem_awprot;
  logic [2*4-1:0]            mem_awregion;
  logic [2*4-1:0]            mem_awqos;
  logic [1:0]                mem_awvalid;
  logic [1:0]                mem_awready;
  logic [2*DdrDataWidth-1:0] mem_wdata;
  logic [2*DdrStrbWidth-1:0] mem_wstrb;
  logic [1:0]                mem_wlast;
  logic [1:0]                mem_wvalid;
  logic [1:0]                mem_wready;
  logic [2*DdrIpIdWidth-1:0]   mem_bid;
  logic [2*2-1:0]            mem_bresp;
  logic [1:0]                mem_bvalid;
  logic [1:0]                mem_bready;
  logic [2*DdrIpIdWidth-1:0]   mem_arid;
  logic [2*DdrAddrWidth-1:0] mem_araddr;
  logic [2*8-1:0]            mem_arlen;
  logic [2*3-1:0]            mem_arsize;
  logic [2*2-1:0]            mem_arburst;
  logic [1:0]                mem_arlock;
  logic [2*4-1:0]            mem_arcache;
  logic [2*3-1:0]            mem_arprot;
  logic [2*4-1:0]            mem_arregion;
  logic [2*4-1:0]            mem_arqos;
  logic [1:0]                mem_arvalid;
  logic [1:0]                mem_arready;
  logic [2*DdrIpIdWidth-1:0]   mem_rid;
  logic [2*DdrDataWidth-1:0] mem_rdata;
  logic [2*2-1:0]            mem_rresp;
  logic [1:0]                mem_rlast;
  logic [1:0]                mem_rvalid;
  logic [1:0]                mem_rready;

  // Each bank holds 2 GiB, so the controller takes 31 address bits; bit 31 of the 32-bit AXI
  // address is not decoded (the upper 2 GiB of each 32-bit window alias the lower). The controller has no region
  // input.
  logic unused_mem_signals;
  assign unused_mem_signals = ^{mem_awaddr[DdrAddrWidth-1], mem_araddr[DdrAddrWidth-1],
                                mem_awaddr[2*DdrAddrWidth-1], mem_araddr[2*DdrAddrWidth-1],
                                mem_awregion, mem_arregion};

  for (genvar g = 0; g < 2; g++) begin : gen_ddr_bank
    // Calibration flag into the user_clk domain.
    (* ASYNC_REG = "TRUE" *) logic [1:0] calib_sync_q;
    always_ff @(posedge pcie_user_clk) begin
      calib_sync_q <= {calib_sync_q[0], ddr_calib_done[g]};
    end
    assign ddr_calib_user[g] = calib_sync_q[1];

    // Slave side: out of reset once the core is and the bank is calibrated.
    always_ff @(posedge pcie_user_clk) begin
      ddr_s_rst_nq[g] <= core_run_q & ddr_calib_user[g];
    end

    // Master side: follows the slave side into reset at once (asynchronous assert) and out of it
    // two ui clock cycles later, so the two sides of the converter are always in reset together;
    // the controller's own ui reset holds it as well.
    (* ASYNC_REG = "TRUE" *) logic [1:0] ddr_rst_sync_q;
    always_ff @(posedge ddr_ui_clk[g] or negedge ddr_s_rst_nq[g]) begin
      if (!ddr_s_rst_nq[g]) begin
        ddr_rst_sync_q <= 2'b00;
      end else begin
        ddr_rst_sync_q <= {ddr_rst_sync_q[0], 1'b1};
      end
    end
    always_ff @(posedge ddr_ui_clk[g]) begin
      ddr_m_rst_nq[g] <= ddr_rst_sync_q[1] & ~ddr_ui_rst[g];
    end

    // AXI clock converter. cssd_system does not drive lock/cache/prot/qos/region: its accesses are
    // plain unlocked, normal non-cacheable bufferable ones.
    axi_cc_ddr i_cc (
      .s_axi_aclk     (pcie_user_clk),
      .s_axi_aresetn  (ddr_s_rst_nq[g]),
      .s_axi_awid     (ddr_awid[g*DdrIpIdWidth +: DdrIpIdWidth]),
      .s_axi_awaddr   (ddr_awaddr[g*DdrAddrWidth +: DdrAddrWidth]),
      .s_axi_awlen    (ddr_awlen[g*8 +: 8]),
      .s_axi_awsize   (ddr_awsize[g*3 +: 3]),
      .s_axi_awburst  (ddr_awburst[g*2 +: 2]),
      .s_axi_awlock   (1'b0),
      .s_axi_awcache  (4'b0011),
      .s_axi_awprot   (3'b000),
      .s_axi_awregion (4'd0),
      .s_axi_awqos    (4'd0),
      .s_axi_awvalid  (ddr_awvalid[g]),
      .s_axi_awready  (ddr_awready[g]),
      .s_axi_wdata    (ddr_wdata[g*DdrDataWidth +: DdrDataWidth]),
      .s_axi_wstrb    (ddr_wstrb[g*DdrStrbWidth +: DdrStrbWidth]),
      .s_axi_wlast    (ddr_wlast[g]),
      .s_axi_wvalid   (ddr_wvalid[g]),
      .s_axi_wready   (ddr_wready[g]),
      .s_axi_bid      (ddr_bid[g*DdrIpIdWidth +: DdrIpIdWidth]),
      .s_axi_bresp    (ddr_bresp[g*2 +: 2]),
      .s_axi_bvalid   (ddr_bvalid[g]),
      .s_axi_bready   (ddr_bready[g]),
      .s_axi_arid     (ddr_arid[g*DdrIpIdWidth +: DdrIpIdWidth]),
      .s_axi_araddr   (ddr_araddr[g*DdrAddrWidth +: DdrAddrWidth]),
      .s_axi_arlen    (ddr_arlen[g*8 +: 8]),
      .s_axi_arsize   (ddr_arsize[g*3 +: 3]),
      .s_axi_arburst  (ddr_arburst[g*2 +: 2]),
      .s_axi_arlock   (1'b0),
      .s_axi_arcache  (4'b0011),
      .s_axi_arprot   (3'b000),
      .s_axi_arregion (4'd0),
      .s_axi_arqos    (4'd0),
      .s_axi_arvalid  (ddr_arvalid[g]),
      .s_axi_arready  (ddr_arready[g]),
      .s_axi_rid      (ddr_rid[g*DdrIpIdWidth +: DdrIpIdWidth]),
      .s_axi_rdata    (ddr_rdata[g*DdrDataWidth +: DdrDataWidth]),
      .s_axi_rresp    (ddr_rresp[g*2 +: 2]),
      .s_axi_rlast    (ddr_rlast[g]),
      .s_axi_rvalid   (ddr_rvalid[g]),
      .s_axi_rready   (ddr_rready[g]),

      .m_axi_aclk     (ddr_ui_clk[g]),
      .m_axi_aresetn  (ddr_m_rst_nq[g]),
      .m_axi_awid     (mem_awid[g*DdrIpIdWidth +: DdrIpIdWidth]),
      .m_axi_awaddr   (mem_awaddr[g*DdrAddrWidth +: DdrAddrWidth]),
      .m_axi_awlen    (mem_awlen[g*8 +: 8]),
      .m_axi_awsize   (mem_awsize[g*3 +: 3]),
      .m_axi_awburst  (mem_awburst[g*2 +: 2]),
      .m_axi_awlock   (mem_awlock[g]),
      .m_axi_awcache  (mem_awcache[g*4 +: 4]),
      .m_axi_awprot   (mem_awprot[g*3 +: 3]),
      .m_axi_awregion (mem_awregion[g*4 +: 4]),
      .m_axi_awqos    (mem_awqos[g*4 +: 4]),
      .m_axi_awvalid  (mem_awvalid[g]),
      .m_axi_awready  (mem_awready[g]),
      .m_axi_wdata    (mem_wdata[g*DdrDataWidth +: DdrDataWidth]),
      .m_axi_wstrb    (mem_wstrb[g*DdrStrbWidth +: DdrStrbWidth]),
      .m_axi_wlast    (mem_wlast[g]),
      .m_axi_wvalid   (mem_wvalid[g]),
      .m_axi_wready   (mem_wready[g]),
      .m_axi_bid      (mem_bid[g*DdrIpIdWidth +: DdrIpIdWidth]),
      .m_axi_bresp    (mem_bresp[g*2 +: 2]),
      .m_axi_bvalid   (mem_bvalid[g]),
      .m_axi_bready   (mem_bready[g]),
      .m_axi_arid     (mem_arid[g*DdrIpIdWidth +: DdrIpIdWidth]),
      .m_axi_araddr   (mem_araddr[g*DdrAddrWidth +: DdrAddrWidth]),
      .m_axi_arlen    (mem_arlen[g*8 +: 8]),
      .m_axi_arsize   (mem_arsize[g*3 +: 3]),
      .m_axi_arburst  (mem_arburst[g*2 +: 2]),
      .m_axi_arlock   (mem_arlock[g]),
      .m_axi_arcache  (mem_arcache[g*4 +: 4]),
      .m_axi_arprot   (mem_arprot[g*3 +: 3]),
      .m_axi_arregion (mem_arregion[g*4 +: 4]),
      .m_axi_arqos    (mem_arqos[g*4 +: 4]),
      .m_axi_arvalid  (mem_arvalid[g]),
      .m_axi_arready  (mem_arready[g]),
      .m_axi_rid      (mem_rid[g*DdrIpIdWidth +: DdrIpIdWidth]),
      .m_axi_rdata    (mem_rdata[g*DdrDataWidth +: DdrDataWidth]),
      .m_axi_rresp    (mem_rresp[g*2 +: 2]),
      .m_axi_rlast    (mem_rlast[g]),
      .m_axi_rvalid   (mem_rvalid[g]),
      .m_axi_rready   (mem_rready[g])
    );
  end

  // DDR4 controller debug outputs: not used.
  logic [1:0]    ddr_dbg_clk_unused;
  logic [1023:0] ddr_dbg_bus_unused;

  ddr4_c1 i_ddr4_c1 (
    .sys_rst                 (ddr_sys_rst),
    .c0_sys_clk_p            (ddr4_c1_sys_clk_p_i),
    .c0_sys_clk_n            (ddr4_c1_sys_clk_n_i),

    .c0_ddr4_act_n           (ddr4_c1_act_no),
    .c0_ddr4_adr             (ddr4_c1_adr_o),
    .c0_ddr4_ba              (ddr4_c1_ba_o),
    .c0_ddr4_bg              (ddr4_c1_bg_o),
    .c0_ddr4_cke             (ddr4_c1_cke_o),
    .c0_ddr4_odt             (ddr4_c1_odt_o),
    .c0_ddr4_cs_n            (ddr4_c1_cs_no),
    .c0_ddr4_ck_t            (ddr4_c1_ck_t_o),
    .c0_ddr4_ck_c            (ddr4_c1_ck_c_o),
    .c0_ddr4_reset_n         (ddr4_c1_reset_no),
    .c0_ddr4_dm_dbi_n        (ddr4_c1_dm_dbi_nio),
    .c0_ddr4_dq              (ddr4_c1_dq_io),
    .c0_ddr4_dqs_c           (ddr4_c1_dqs_c_io),
    .c0_ddr4_dqs_t           (ddr4_c1_dqs_t_io),

    .c0_init_calib_complete  (ddr_calib_done[0]),
    .c0_ddr4_ui_clk          (ddr_ui_clk[0]),
    .c0_ddr4_ui_clk_sync_rst (ddr_ui_rst[0]),
    .dbg_clk                 (ddr_dbg_clk_unused[0]),
    .dbg_bus                 (ddr_dbg_bus_unused[0*512 +: 512]),

    .c0_ddr4_aresetn         (ddr_m_rst_nq[0]),
    .c0_ddr4_s_axi_awid      (mem_awid[0*DdrIpIdWidth +: DdrIpIdWidth]),
    .c0_ddr4_s_axi_awaddr    (mem_awaddr[0*DdrAddrWidth +: DdrIpAddrWidth]),
    .c0_ddr4_s_axi_awlen     (mem_awlen[0*8 +: 8]),
    .c0_ddr4_s_axi_awsize    (mem_awsize[0*3 +: 3]),
    .c0_ddr4_s_axi_awburst   (mem_awburst[0*2 +: 2]),
    .c0_ddr4_s_axi_awlock    (mem_awlock[0]),
    .c0_ddr4_s_axi_awcache   (mem_awcache[0*4 +: 4]),
    .c0_ddr4_s_axi_awprot    (mem_awprot[0*3 +: 3]),
    .c0_ddr4_s_axi_awqos     (mem_awqos[0*4 +: 4]),
    .c0_ddr4_s_axi_awvalid   (mem_awvalid[0]),
    .c0_ddr4_s_axi_awready   (mem_awready[0]),
    .c0_ddr4_s_axi_wdata     (mem_wdata[0*DdrDataWidth +: DdrDataWidth]),
    .c0_ddr4_s_axi_wstrb     (mem_wstrb[0*DdrStrbWidth +: DdrStrbWidth]),
    .c0_ddr4_s_axi_wlast     (mem_wlast[0]),
    .c0_ddr4_s_axi_wvalid    (mem_wvalid[0]),
    .c0_ddr4_s_axi_wready    (mem_wready[0]),
    .c0_ddr4_s_axi_bready    (mem_bready[0]),
    .c0_ddr4_s_axi_bid       (mem_bid[0*DdrIpIdWidth +: DdrIpIdWidth]),
    .c0_ddr4_s_axi_bresp     (mem_bresp[0*2 +: 2]),
    .c0_ddr4_s_axi_bvalid    (mem_bvalid[0]),
    .c0_ddr4_s_axi_arid      (mem_arid[0*DdrIpIdWidth +: DdrIpIdWidth]),
    .c0_ddr4_s_axi_araddr    (mem_araddr[0*DdrAddrWidth +: DdrIpAddrWidth]),
    .c0_ddr4_s_axi_arlen     (mem_arlen[0*8 +: 8]),
    .c0_ddr4_s_axi_arsize    (mem_arsize[0*3 +: 3]),
    .c0_ddr4_s_axi_arburst   (mem_arburst[0*2 +: 2]),
    .c0_ddr4_s_axi_arlock    (mem_arlock[0]),
    .c0_ddr4_s_axi_arcache   (mem_arcache[0*4 +: 4]),
    .c0_ddr4_s_axi_arprot    (mem_arprot[0*3 +: 3]),
    .c0_ddr4_s_axi_arqos     (mem_arqos[0*4 +: 4]),
    .c0_ddr4_s_axi_arvalid   (mem_arvalid[0]),
    .c0_ddr4_s_axi_arready   (mem_arready[0]),
    .c0_ddr4_s_axi_rready    (mem_rready[0]),
    .c0_ddr4_s_axi_rid       (mem_rid[0*DdrIpIdWidth +: DdrIpIdWidth]),
    .c0_ddr4_s_axi_rdata     (mem_rdata[0*DdrDataWidth +: DdrDataWidth]),
    .c0_ddr4_s_axi_rresp     (mem_rresp[0*2 +: 2]),
    .c0_ddr4_s_axi_rlast     (mem_rlast[0]),
    .c0_ddr4_s_axi_rvalid    (mem_rvalid[0])
  );

  ddr4_c2 i_ddr4_c2 (
    .sys_rst                 (ddr_sys_rst),
    .c0_sys_clk_p            (ddr4_c2_sys_clk_p_i),
    .c0_sys_clk_n            (ddr4_c2_sys_clk_n_i),

    .c0_ddr4_act_n           (ddr4_c2_act_no),
    .c0_ddr4_adr             (ddr4_c2_adr_o),
    .c0_ddr4_ba              (ddr4_c2_ba_o),
    .c0_ddr4_bg              (ddr4_c2_bg_o),
    .c0_ddr4_cke             (ddr4_c2_cke_o),
    .c0_ddr4_odt             (ddr4_c2_odt_o),
    .c0_ddr4_cs_n            (ddr4_c2_cs_no),
    .c0_ddr4_ck_t            (ddr4_c2_ck_t_o),
    .c0_ddr4_ck_c            (ddr4_c2_ck_c_o),
    .c0_ddr4_reset_n         (ddr4_c2_reset_no),
    .c0_ddr4_dm_dbi_n        (ddr4_c2_dm_dbi_nio),
    .c0_ddr4_dq              (ddr4_c2_dq_io),
    .c0_ddr4_dqs_c           (ddr4_c2_dqs_c_io),
    .c0_ddr4_dqs_t           (ddr4_c2_dqs_t_io),

    .c0_init_calib_complete  (ddr_calib_done[1]),
    .c0_ddr4_ui_clk          (ddr_ui_clk[1]),
    .c0_ddr4_ui_clk_sync_rst (ddr_ui_rst[1]),
    .dbg_clk                 (ddr_dbg_clk_unused[1]),
    .dbg_bus                 (ddr_dbg_bus_unused[1*512 +: 512]),

    .c0_ddr4_aresetn         (ddr_m_rst_nq[1]),
    .c0_ddr4_s_axi_awid      (mem_awid[1*DdrIpIdWidth +: DdrIpIdWidth]),
    .c0_ddr4_s_axi_awaddr    (mem_awaddr[1*DdrAddrWidth +: DdrIpAddrWidth]),
    .c0_ddr4_s_axi_awlen     (mem_awlen[1*8 +: 8]),
    .c0_ddr4_s_axi_awsize    (mem_awsize[1*3 +: 3]),
    .c0_ddr4_s_axi_awburst   (mem_awburst[1*2 +: 2]),
    .c0_ddr4_s_axi_awlock    (mem_awlock[1]),
    .c0_ddr4_s_axi_awcache   (mem_awcache[1*4 +: 4]),
    .c0_ddr4_s_axi_awprot    (mem_awprot[1*3 +: 3]),
    .c0_ddr4_s_axi_awqos     (mem_awqos[1*4 +: 4]),
    .c0_ddr4_s_axi_awvalid   (mem_awvalid[1]),
    .c0_ddr4_s_axi_awready   (mem_awready[1]),
    .c0_ddr4_s_axi_wdata     (mem_wdata[1*DdrDataWidth +: DdrDataWidth]),
    .c0_ddr4_s_axi_wstrb     (mem_wstrb[1*DdrStrbWidth +: DdrStrbWidth]),
    .c0_ddr4_s_axi_wlast     (mem_wlast[1]),
    .c0_ddr4_s_axi_wvalid    (mem_wvalid[1]),
    .c0_ddr4_s_axi_wready    (mem_wready[1]),
    .c0_ddr4_s_axi_bready    (mem_bready[1]),
    .c0_ddr4_s_axi_bid       (mem_bid[1*DdrIpIdWidth +: DdrIpIdWidth]),
    .c0_ddr4_s_axi_bresp     (mem_bresp[1*2 +: 2]),
    .c0_ddr4_s_axi_bvalid    (mem_bvalid[1]),
    .c0_ddr4_s_axi_arid      (mem_arid[1*DdrIpIdWidth +: DdrIpIdWidth]),
    .c0_ddr4_s_axi_araddr    (mem_araddr[1*DdrAddrWidth +: DdrIpAddrWidth]),
    .c0_ddr4_s_axi_arlen     (mem_arlen[1*8 +: 8]),
    .c0_ddr4_s_axi_arsize    (mem_arsize[1*3 +: 3]),
    .c0_ddr4_s_axi_arburst   (mem_arburst[1*2 +: 2]),
    .c0_ddr4_s_axi_arlock    (mem_arlock[1]),
    .c0_ddr4_s_axi_arcache   (mem_arcache[1*4 +: 4]),
    .c0_ddr4_s_axi_arprot    (mem_arprot[1*3 +: 3]),
    .c0_ddr4_s_axi_arqos     (mem_arqos[1*4 +: 4]),
    .c0_ddr4_s_axi_arvalid   (mem_arvalid[1]),
    .c0_ddr4_s_axi_arready   (mem_arready[1]),
    .c0_ddr4_s_axi_rready    (mem_rready[1]),
    .c0_ddr4_s_axi_rid       (mem_rid[1*DdrIpIdWidth +: DdrIpIdWidth]),
    .c0_ddr4_s_axi_rdata     (mem_rdata[1*DdrDataWidth +: DdrDataWidth]),
    .c0_ddr4_s_axi_rresp     (mem_rresp[1*2 +: 2]),
    .c0_ddr4_s_axi_rlast     (mem_rlast[1]),
    .c0_ddr4_s_axi_rvalid    (mem_rvalid[1])
  );

  // ---------------------------------------------------------------------------------------------
  // LED pages (user_clk domain, registered; the pins are false-path constrained).
  //   page 0 (DIP switch position 1 off): cssd_system.status_o (ctrl_core's)
  //   page 1 (DIP switch position 1 on):  bring-up status
  //     led 0  PCIe link up (user_lnk_up)
  //     led 1  DDR4 C1 calibrated
  //     led 2  DDR4 C2 calibrated
  //     led 3  cssd_system (controller and cores) out of reset
  //     led 4  Memory Space Enable set by the host (BAR0 decodes)
  //     led 5  Bus Master Enable set by the host (DMA allowed)
  //     led 6  MSI-X enabled by the host
  //     led 7  heartbeat: blinks while the PCIe user clock runs (refclk present, PERST# released)
  // ---------------------------------------------------------------------------------------------
  logic [HeartbeatBit:0] heartbeat_q;
  logic [7:0]            led_q;
  logic [7:0]            board_status;

  always_ff @(posedge pcie_user_clk) begin
    heartbeat_q <= heartbeat_q + 1'b1;
  end

  // PG213 cfg_function_status, PF0 bits: [1] Memory Space Enable, [2] Bus Master Enable.
  assign board_status = {heartbeat_q[HeartbeatBit],
                         cfg_interrupt_msix_enable[0],
                         cfg_function_status[2],
                         cfg_function_status[1],
                         core_run_q,
                         ddr_calib_user[1],
                         ddr_calib_user[0],
                         pcie_user_lnk_up};

  always_ff @(posedge pcie_user_clk) begin
    led_q <= led_page_sync_q[1] ? board_status : core_status;
  end

  assign led_o = led_q;

endmodule

`default_nettype wire
