


"""
Python Wrapper for the flash_chan register model

This code was generated from the PeakRDL-python package version 4.0.0

"""




from enum import unique

from peakrdl_python.lib import SystemRDLEnum, SystemRDLEnumEntry

# root level enum definitions
@unique
class flash_chan_op_e0x45f1d9dbe588a7692434ca9cf9059e6c3ff8db3ebb7cdc064b70a01df4e3aa8_enumcls(SystemRDLEnum):

    READ = SystemRDLEnumEntry(int_value=1, name=None, desc="Read")  # Read 
    PROGRAM = SystemRDLEnumEntry(int_value=2, name=None, desc="Program")  # Program 
    ERASE = SystemRDLEnumEntry(int_value=3, name=None, desc="Erase")  # Erase 
    STATUS = SystemRDLEnumEntry(int_value=4, name=None, desc="Read status")  # Read status 
    

@unique
class flash_chan_status_e0xac82f23236ef9bb162329a66cc4608ddd85b222c6fdf3786d97cbd769006e030_enumcls(SystemRDLEnum):

    OK = SystemRDLEnumEntry(int_value=0, name=None, desc="OK")  # OK 
    UNCORRECTABLE = SystemRDLEnumEntry(int_value=1, name=None, desc="Uncorrectable")  # Uncorrectable 
    PROGRAM_FAIL = SystemRDLEnumEntry(int_value=2, name=None, desc="Program failed")  # Program failed 
    ERASE_FAIL = SystemRDLEnumEntry(int_value=3, name=None, desc="Erase failed")  # Erase failed 
    ORDER_VIOLATION = SystemRDLEnumEntry(int_value=4, name=None, desc="Order violation")  # Order violation 
    BAD_BLOCK = SystemRDLEnumEntry(int_value=5, name=None, desc="Bad block")  # Bad block 
    ADDRESS_INVALID = SystemRDLEnumEntry(int_value=6, name=None, desc="Address invalid")  # Address invalid 
    INVALID = SystemRDLEnumEntry(int_value=7, name=None, desc="Invalid (opcode, alignment)")  # Invalid (opcode, alignment) 
    MEMORY_ERROR = SystemRDLEnumEntry(int_value=8, name=None, desc="Memory error (array or buffer port)")  # Memory error (array or buffer port) 
    
if __name__ == '__main__':
    pass