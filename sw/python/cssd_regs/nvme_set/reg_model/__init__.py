
"""
Python Wrapper for the nvme_set register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .nvme_set import nvme_set_cls as RegModel
