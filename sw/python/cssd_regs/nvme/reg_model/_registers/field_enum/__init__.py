
"""
Python Wrapper for the nvme register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .nvme_fields_enums0 import nvme_evt_kind_e0x30743e0a008a0b0989bcaea8dc2a2d8a9a27d58e5f454ced93e98ce58f4cdb47_enumcls
