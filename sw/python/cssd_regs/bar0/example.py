

"""
Python Wrapper for the bar0 register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from peakrdl_python.lib import AsyncCallbackSet

from .reg_model.bar0 import bar0_cls
from .sim.bar0 import bar0_simulator_cls

if __name__ == '__main__':

    sim = bar0_simulator_cls(address=0)

    # create an instance of the class
    reg_model = bar0_cls(callbacks=AsyncCallbackSet(read_callback=sim.read,
                                                                       write_callback=sim.write))