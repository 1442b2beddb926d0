

"""
Python Wrapper for the nvme register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field
from peakrdl_python.lib import FieldEnumAsyncReadOnly, FieldEnumAsyncWriteOnly, FieldEnumAsyncReadWrite

# field definitions
    
    
class nvme_NS_ATTR_HOST_0x3fe9b8f5b13834dbf77e52cccd59035a475ee1d34132e088915676b95b909755_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Reachable by the host function (0: firmware-private)</p>        |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Reachable by the host function (0: firmware-private)"
    
    
    

    
    
class nvme_SACA_GEOMETRY_NUM_SETS_0x792844ec999d56691158edc6b76eb3726e11876019f344f55684408bf2b76312_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>NVM sets (per-set windows follow this block on the firmware     |
    |              |      port)</p>                                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "NVM sets (per-set windows follow this block on the firmware port)"
    
    
    

    
    
class nvme_SACA_GEOMETRY_MAX_NS_0x5f5e6c855790caea380f496331ac2af6d57da1085dc683ed1d3c4eec6b030d12_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Namespace table entries (NSIDs 1..MAX_NS)</p>                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Namespace table entries (NSIDs 1..MAX_NS)"
    
    
    

    
    
class nvme_SACA_GEOMETRY_MDTS_0x30999414ba7c1629b447010bd4ff42595f7e2feaf84aa6ddf2625c8851f95bd5_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>MDTS as reported in Identify Controller (units of 4 KiB pages,  |
    |              |      power of two)</p>                                                  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "MDTS as reported in Identify Controller (units of 4 KiB pages, power of two)"
    
    
    


if __name__ == '__main__':
    pass