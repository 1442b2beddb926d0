

"""
Python Wrapper for the soc_sysctl register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from peakrdl_python.lib import AsyncCallbackSet

from .reg_model.soc_sysctl import soc_sysctl_cls
from .sim.soc_sysctl import soc_sysctl_simulator_cls

if __name__ == '__main__':

    sim = soc_sysctl_simulator_cls(address=0)

    # create an instance of the class
    reg_model = soc_sysctl_cls(callbacks=AsyncCallbackSet(read_callback=sim.read,
                                                                       write_callback=sim.write))