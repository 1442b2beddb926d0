"""BAR0 as the host sees it through the PCIe hard block: the layout boards/vcu118's PCIe IP
configuration gives (BAR0 256 KiB, 64-bit; MSI-X table and PBA in BAR0) and the front end's MSI-X
table size (Chisel NvmeMsixParams.numVectors). Shared by the cocotbext-pcie bench (pcie_tb) and
the native simulator's HELLO_ACK (native). Still a copy of the IP Tcl and the Chisel default,
not generated from them (issue 18 leaves it)."""

BAR0_SIZE = 256 * 1024
MSIX_VECTORS = 256
MSIX_TABLE_OFFSET = 0x2000
MSIX_PBA_OFFSET = 0x3000
