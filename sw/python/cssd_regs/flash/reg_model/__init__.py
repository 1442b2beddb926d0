
"""
Python Wrapper for the flash register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .flash import flash_cls as RegModel
