
"""
Python Wrapper for the bar0 register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .bar0 import bar0_cls as RegModel
