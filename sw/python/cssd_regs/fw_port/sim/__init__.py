
"""
Python Wrapper for the fw_port register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .fw_port import fw_port_simulator_cls as Simulator
