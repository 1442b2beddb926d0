
"""
Python Wrapper for the flash_chan register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .flash_chan_fields_enums0 import flash_chan_op_e0x45f1d9dbe588a7692434ca9cf9059e6c3ff8db3ebb7cdc064b70a01df4e3aa8_enumcls
from .flash_chan_fields_enums0 import flash_chan_status_e0xac82f23236ef9bb162329a66cc4608ddd85b222c6fdf3786d97cbd769006e030_enumcls
