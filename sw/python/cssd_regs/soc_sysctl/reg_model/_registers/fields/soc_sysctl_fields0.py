

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
    
    
    

    
    
class soc_sysctl_CONSOLE_RX_DATA_0x9f4ceb97844c94c5b640d026e12b9489cad68b0653cf2ff77fda147651bc77c1_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The received byte (0 when VALID is 0).</p>                      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The received byte (0 when VALID is 0)."
    
    
    

    
    
class soc_sysctl_CONSOLE_RX_VALID_0xdafc256f36240451f5e68b61b15e379fed55b1aec0190a54a7a83cec5b5c74c3_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>1: DATA holds a byte, now removed from the FIFO.</p>            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: DATA holds a byte, now removed from the FIFO."
    
    
    

    
    
class soc_sysctl_CONSOLE_RX_OVERRUN_0xfb4a76ffef74a476d2f6231eff1bd610d6f141a308da4472111b02558d97609b_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>1: at least one byte was lost to a full FIFO since the last     |
    |              |      read.</p>                                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: at least one byte was lost to a full FIFO since the\nlast read."
    
    
    

    
    
class soc_sysctl_CONSOLE_RX_FRAME_ERR_0xd17a179a1ebb944e376066eeb2f1047d0272d912c3d52ec5a04ed2d4de278782_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>1: at least one frame with a low stop bit was dropped since the |
    |              |      last read.</p>                                                     |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: at least one frame with a low stop bit was dropped\nsince the last read."
    
    
    

    
    
class soc_sysctl_SET_CORES_RUN_RUN_0xc55fa6167af9ee3a23c1261e9d6d811c69c11a65825f0187bc6a2d79867e8aed_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Bit i: set core i runs (1) or is held in reset (0).</p>         |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Bit i: set core i runs (1) or is held in reset (0)."
    
    
    


if __name__ == '__main__':
    pass