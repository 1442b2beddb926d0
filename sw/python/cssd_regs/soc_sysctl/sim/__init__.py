
"""
Python Wrapper for the soc_sysctl register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .soc_sysctl import soc_sysctl_simulator_cls as Simulator
