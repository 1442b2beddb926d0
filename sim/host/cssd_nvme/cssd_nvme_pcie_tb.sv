// Empty toplevel for the host-driver transport bench: everything on the PCIe side is Python
// (cocotbext-pcie root complex + a software NVMe endpoint), the simulator only supplies time.
`default_nettype none
module cssd_nvme_pcie_tb;
endmodule
`default_nettype wire
