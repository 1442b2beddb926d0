

"""
Python Wrapper for the nvme_set register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from peakrdl_python.lib import AsyncCallbackSet

from .reg_model.nvme_set import nvme_set_cls
from .sim.nvme_set import nvme_set_simulator_cls

if __name__ == '__main__':

    sim = nvme_set_simulator_cls(address=0)

    # create an instance of the class
    reg_model = nvme_set_cls(callbacks=AsyncCallbackSet(read_callback=sim.read,
                                                                       write_callback=sim.write))