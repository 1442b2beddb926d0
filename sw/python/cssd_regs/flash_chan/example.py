

"""
Python Wrapper for the flash_chan register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from peakrdl_python.lib import AsyncCallbackSet

from .reg_model.flash_chan import flash_chan_cls
from .sim.flash_chan import flash_chan_simulator_cls

if __name__ == '__main__':

    sim = flash_chan_simulator_cls(address=0)

    # create an instance of the class
    reg_model = flash_chan_cls(callbacks=AsyncCallbackSet(read_callback=sim.read,
                                                                       write_callback=sim.write))