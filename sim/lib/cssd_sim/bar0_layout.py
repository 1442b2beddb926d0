"""BAR0 as the host sees it through the PCIe hard block: size, MSI-X table size, table and PBA
offsets (BIR BAR0). Shared by the cocotbext-pcie bench (pcie_tb) and the native simulator's
HELLO_ACK (native). The values are config/cssd.toml [bar0], which the Chisel front end and
ctrl_core are built from; sim/checks/test_config.py holds the board's PCIe IP Tcl to them."""

from cssd_config import BAR0_BYTES, MSIX_PBA_OFFSET, MSIX_TABLE_OFFSET, MSIX_VECTORS

BAR0_SIZE = BAR0_BYTES

__all__ = ["BAR0_SIZE", "MSIX_PBA_OFFSET", "MSIX_TABLE_OFFSET", "MSIX_VECTORS"]
