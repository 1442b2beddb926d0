
"""
Python Wrapper for the nvme register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .nvme import nvme_simulator_cls as Simulator
