
"""
Python Wrapper for the flash_chan register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .flash_chan import flash_chan_simulator_cls as Simulator
