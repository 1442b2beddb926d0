

"""
Python Wrapper for the flash register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field
from peakrdl_python.lib import FieldEnumAsyncReadOnly, FieldEnumAsyncWriteOnly, FieldEnumAsyncReadWrite

# field definitions
    
    
class flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Channels</p>                                                    |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Channels"
    
    
    

    
    
class flash_GEOMETRY_DIES_0xe0f2f63ce543ba4391a3e8957d8104ca230df30b718f1d56a23f3c1465c3f08f_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Dies (ways) per channel</p>                                     |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Dies (ways) per channel"
    
    
    

    
    
class flash_GEOMETRY_PLANES_0x150394994def5cf936cdf1e9985a923a92ac4229b379c7a8c11d616fa1237609_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Planes per die</p>                                              |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Planes per die"
    
    
    

    
    
class flash_GEOMETRY_QUEUE_DEPTH_0x8ea5f2d959aba530b38d78a2519bd32cbfe34e03fd8891662a795ba05c987bbc_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Operations each die's queue holds</p>                           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Operations each die\u0027s queue holds"
    
    
    

    
    
class flash_GEOMETRY_BLOCKS_BLOCKS_0x7b008268722497a3cfb43cc2132e087df0f62f7c85f0665c0a43086865e0c111_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Blocks per plane</p>                                            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Blocks per plane"
    
    
    

    
    
class flash_GEOMETRY_BLOCKS_PAGES_0xd1a317f22986d1a93442d09b19a825b2c963243b454bd1b9a54952e5972457b3_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Pages per block</p>                                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Pages per block"
    
    
    

    
    
class flash_GEOMETRY_PAGE_PAGE_BYTES_0x5f5f1cc6c0180d8de6f9e92713e2129cc19a0c6184042beec31f6bd5b35d63e5_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Data bytes per page</p>                                         |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Data bytes per page"
    
    
    

    
    
class flash_GEOMETRY_SPARE_SPARE_BYTES_0x71ad520137feb82b43ae8c04f72137143c317b841dcd91293273a227dd164777_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Spare (out-of-band) bytes per page</p>                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Spare (out-of-band) bytes per page"
    
    
    

    
    
class flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Block</p>                                                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Block"
    
    
    

    
    
class flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Plane</p>                                                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Plane"
    
    
    

    
    
class flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Die</p>                                                         |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Die"
    
    
    

    
    
class flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Channel</p>                                                     |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Channel"
    
    
    

    
    
class flash_BBT_STATE_BAD_0xcefd006a168edc1229caaf7bbb4520ad5229b3100ea25e8d41cd974c7e4efef1_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The block is marked bad: every operation on it fails with       |
    |              |      BAD_BLOCK</p>                                                      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The block is marked bad: every operation on it fails with BAD_BLOCK"
    
    
    

    
    
class flash_BBT_STATE_WRITTEN_0x8f2dc924310c47bf4b02f1a37b72d0131742f7aa2de28332c19e720614e479d9_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Pages programmed since the last erase (the next page a program  |
    |              |      must use)</p>                                                      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Pages programmed since the last erase (the next page a program must use)"
    
    
    

    
    
class flash_BBT_CTRL_SET_BAD_0x4d0d334c5ffa9a58e5d6e9c5168445def273ef7a9893898534ce988bd4956853_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Write 1: mark the selected block bad (factory bad block)</p>    |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: mark the selected block bad (factory bad block)"
    
    
    

    
    
class flash_BBT_CTRL_CLEAR_BAD_0x449af1597c256f900a583fc8dde95bda907c2d9ed2bf1e6b9c4f202b81c04b11_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Write 1: clear the bad mark</p>                                 |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: clear the bad mark"
    
    
    

    
    
class flash_FAULT_ADDR_PAGE_0x834a3ff599ce74498444f2840456239810c2ac5e43e2aa6b263aab680b7fb894_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Page</p>                                                        |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Page"
    
    
    

    
    
class flash_FAULT_RULE_KIND_0xc600273524fb87a84ea934baf8b81c2e635686ee51b3484573a21f4bde85b183_cls(FieldEnumAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>What the rule does (fault_e)</p>                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "What the rule does (fault_e)"
    
    
    

    
    
class flash_FAULT_RULE_WHOLE_BLOCK_0x6fd253727dc90cf6b5789e83a7b775ac28bb483db6979883f7e2897e50b740d4_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Match every page of the block, not only PAGE</p>                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Match every page of the block, not only PAGE"
    
    
    

    
    
class flash_FAULT_RULE_WRITE_0xbc49bc3273f4d8047364ad2a79e4f866a94f92134cda15924f934ced5d2a822f_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Write 1: copy FAULT_ADDR and this register into rule            |
    |              |      FAULT_SEL.INDEX</p>                                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: copy FAULT_ADDR and this register into rule FAULT_SEL.INDEX"
    
    
    


if __name__ == '__main__':
    pass