

"""
Python Wrapper for the fw_port register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from peakrdl_python.lib import AsyncCallbackSet

from .reg_model.fw_port import fw_port_cls
from .sim.fw_port import fw_port_simulator_cls

if __name__ == '__main__':

    sim = fw_port_simulator_cls(address=0)

    # create an instance of the class
    reg_model = fw_port_cls(callbacks=AsyncCallbackSet(read_callback=sim.read,
                                                                       write_callback=sim.write))