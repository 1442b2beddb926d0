# Configuration and bitstream settings for the VCU118.
#
# Board: Xilinx Virtex UltraScale+ VCU118 Evaluation Platform (production board)
# Part:  xcvu9p-flga2104-2L-e
#
# Configuration memory: two MT25QU01GBBB (1 Gb each, 1.8 V) Quad-SPI devices used together as one
# x8 interface (Vivado cfgmem part mt25qu01g-spi-x1_x2_x4_x8). Settings below follow the Xilinx
# VCU118 board files (spi_flash interface: dual quad mode) and UG1224; the build writes the
# matching configuration-memory files with write_cfgmem -interface SPIx8 -size 256.

# Bank 0 (configuration bank) is powered at 1.8 V on the VCU118.
set_property CFGBVS GND                                [current_design]
set_property CONFIG_VOLTAGE 1.8                        [current_design]

# Dual Quad-SPI (x8), 32-bit addressing (the devices are larger than 16 MiB), data captured on
# the falling edge, configuration clock from the board's external EMCCLK oscillator (undivided):
# the shortest configuration time the board supports, which matters for PCIe (the host expects the
# endpoint soon after power-up; see boards/vcu118/README.md).
set_property BITSTREAM.CONFIG.SPI_BUSWIDTH 8           [current_design]
set_property BITSTREAM.CONFIG.SPI_32BIT_ADDR YES       [current_design]
set_property BITSTREAM.CONFIG.SPI_FALL_EDGE YES        [current_design]
set_property BITSTREAM.CONFIG.EXTMASTERCCLK_EN {DIV-1} [current_design]
set_property BITSTREAM.GENERAL.COMPRESS TRUE           [current_design]
