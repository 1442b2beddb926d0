


"""
Python Wrapper for the fw_port register model

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
    

@unique
class flash_fault_e0x635bb82fd974223ec40fd433c3ae320015f95febba538e64558e367062a0ed8b_enumcls(SystemRDLEnum):

    OFF = SystemRDLEnumEntry(int_value=0, name=None, desc="Rule off")  # Rule off 
    UNCORRECTABLE = SystemRDLEnumEntry(int_value=1, name=None, desc="Uncorrectable read (status UNCORRECTABLE, data returned as stored)")  # Uncorrectable read (status UNCORRECTABLE, data returned as stored) 
    PROGRAM_FAIL = SystemRDLEnumEntry(int_value=2, name=None, desc="Program failure")  # Program failure 
    ERASE_FAIL = SystemRDLEnumEntry(int_value=3, name=None, desc="Erase failure")  # Erase failure 
    CORRUPT = SystemRDLEnumEntry(int_value=4, name=None, desc="Silent corruption: a read returns the data with one bit flipped, status OK")  # Silent corruption: a read returns the data with one bit flipped, status OK 
    

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