

"""
Python Wrapper for the flash register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from peakrdl_python.lib import AsyncCallbackSet

from .reg_model.flash import flash_cls
from .sim.flash import flash_simulator_cls

if __name__ == '__main__':

    sim = flash_simulator_cls(address=0)

    # create an instance of the class
    reg_model = flash_cls(callbacks=AsyncCallbackSet(read_callback=sim.read,
                                                                       write_callback=sim.write))