


"""
Python Wrapper for the flash register model

This code was generated from the PeakRDL-python package version 4.0.0

"""




from enum import unique

from peakrdl_python.lib import SystemRDLEnum, SystemRDLEnumEntry

# root level enum definitions
@unique
class flash_fault_e0x635bb82fd974223ec40fd433c3ae320015f95febba538e64558e367062a0ed8b_enumcls(SystemRDLEnum):

    OFF = SystemRDLEnumEntry(int_value=0, name=None, desc="Rule off")  # Rule off 
    UNCORRECTABLE = SystemRDLEnumEntry(int_value=1, name=None, desc="Uncorrectable read (status UNCORRECTABLE, data returned as stored)")  # Uncorrectable read (status UNCORRECTABLE, data returned as stored) 
    PROGRAM_FAIL = SystemRDLEnumEntry(int_value=2, name=None, desc="Program failure")  # Program failure 
    ERASE_FAIL = SystemRDLEnumEntry(int_value=3, name=None, desc="Erase failure")  # Erase failure 
    CORRUPT = SystemRDLEnumEntry(int_value=4, name=None, desc="Silent corruption: a read returns the data with one bit flipped, status OK")  # Silent corruption: a read returns the data with one bit flipped, status OK 
    
if __name__ == '__main__':
    pass