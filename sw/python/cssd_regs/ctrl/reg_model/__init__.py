
"""
Python Wrapper for the ctrl register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .ctrl import ctrl_cls as RegModel
