

"""
Python Wrapper for the soc_sysctl register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field


# field definitions
    
    
class soc_sysctl_CONSOLE_DATA_0x760452dc50bba66c1d3390352096d064d3fed7b6df91b59a318e759083b06667_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Byte to print.</p>                                              |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Byte to print."
    
    
    

    
    
class soc_sysctl_EXIT_CODE_0x877b9b88d204797c1d05185e72e2dced6f27a9359959b73a5479453368ee8bcd_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Exit code: 0 = pass, anything else = fail.</p>                  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Exit code: 0 = pass, anything else = fail."
    
    
    

    
    
class soc_sysctl_EXIT_WRITTEN_0x2edd5999b4a6b7dd77df2dd9c4bc5097f2e0f89da0174fc437ac6ba8f584ea85_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>1 once a code has been written.</p>                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1 once a code has been written."
    
    
    

    
    
class soc_sysctl_SCRATCH_VALUE_0xbb605538802fef2e8a1edc1e86fb3fb7afd6925ad6e732e4cded72fc85b70cd6_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Any value.</p>                                                  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Any value."
    
    
    

    
    
class soc_sysctl_CORE_ID_ID_0x648b4597806f986275a12a86d7c1a8e7a6c44f870af30733ccc636cfa7be5d4c_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Core index.</p>                                                 |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Core index."
    
    
    


if __name__ == '__main__':
    pass