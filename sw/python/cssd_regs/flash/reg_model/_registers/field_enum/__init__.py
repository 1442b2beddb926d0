
"""
Python Wrapper for the flash register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .flash_fields_enums0 import flash_fault_e0x635bb82fd974223ec40fd433c3ae320015f95febba538e64558e367062a0ed8b_enumcls
