


"""
Python Wrapper for the nvme register model

This code was generated from the PeakRDL-python package version 4.0.0

"""




from enum import unique

from peakrdl_python.lib import SystemRDLEnum, SystemRDLEnumEntry

# root level enum definitions
@unique
class nvme_evt_kind_e0x30743e0a008a0b0989bcaea8dc2a2d8a9a27d58e5f454ced93e98ce58f4cdb47_enumcls(SystemRDLEnum):

    INVALID_DOORBELL = SystemRDLEnumEntry(int_value=1, name=None, desc="Invalid doorbell")  # Invalid doorbell 
    INVALID_DOORBELL_VALUE = SystemRDLEnumEntry(int_value=2, name=None, desc="Invalid doorbell value")  # Invalid doorbell value 
    ENABLED = SystemRDLEnumEntry(int_value=3, name=None, desc="Controller enabled")  # Controller enabled 
    DISABLED = SystemRDLEnumEntry(int_value=4, name=None, desc="Controller disabled")  # Controller disabled 
    SHUTDOWN = SystemRDLEnumEntry(int_value=5, name=None, desc="Shutdown requested")  # Shutdown requested 
    FETCH_ERROR = SystemRDLEnumEntry(int_value=6, name=None, desc="SQE fetch error")  # SQE fetch error 
    
if __name__ == '__main__':
    pass