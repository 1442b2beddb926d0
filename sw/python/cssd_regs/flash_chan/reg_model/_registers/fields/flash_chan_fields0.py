

"""
Python Wrapper for the flash_chan register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field
from peakrdl_python.lib import FieldEnumAsyncReadOnly, FieldEnumAsyncWriteOnly, FieldEnumAsyncReadWrite

# field definitions
    
    
class flash_chan_STATUS_CPL_AVAIL_0x361aeaf1d344d2877730c6d7fb3b05bff584bd0bba69e9cd58f0a6575221fc01_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A completion waits in CPL_*</p>                                 |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A completion waits in CPL_*"
    
    
    

    
    
class flash_chan_STATUS_CPL_COUNT_0xc9cc17fbab9705ead509c935b962ff707e9993a1bfc643ec10ce479be56a03d3_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Completions waiting</p>                                         |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Completions waiting"
    
    
    

    
    
class flash_chan_STATUS_DIE_SPACE_0xa54ff65afaaaefdf32c84958700707569a72cf001c200c959ea1f72b5b85814f_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Bit d: die d's queue has room for a descriptor</p>              |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Bit d: die d\u0027s queue has room for a descriptor"
    
    
    

    
    
class flash_chan_IRQ_ENABLE_CPL_0xbdfe45f26b190a1cfef14cea6e036141485f43a3d5c8114f4dd14fdc1a6d5e9c_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A waiting completion raises the channel's interrupt (level)</p> |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A waiting completion raises the channel\u0027s interrupt (level)"
    
    
    

    
    
class flash_chan_DESC_ROW_PAGE_0xa4a9a9e00f68b02bead6546922aa26ec3e14311a8454f4b929e2566121b0c4e4_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Page in the block</p>                                           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Page in the block"
    
    
    

    
    
class flash_chan_DESC_ROW_BLOCK_0xac4db71218a574c7682785c1f1c958909f649899856f246deb56a4e1f5a95116_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Block in the plane</p>                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Block in the plane"
    
    
    

    
    
class flash_chan_DESC_ROW_PLANE_0xf3a64e8786a47fa8d1de4f1ce63189b566c23208cb60d05a4497146b5d1683f5_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Plane (0 for multi-plane operations)</p>                        |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Plane (0 for multi-plane operations)"
    
    
    

    
    
class flash_chan_DESC_ROW_DIE_0x6f03b4e3f66c468018214d076207eab8733d1a21831257ec5bfa97c068fc1397_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Die (way) on this channel</p>                                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Die (way) on this channel"
    
    
    

    
    
class flash_chan_DESC_CTRL_GO_0x92bec6b2ed15178e87a439f91f4caf50c69cf8d3cecbc77c9e2c46789973246e_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Write 1: push</p>                                               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: push"
    
    
    

    
    
class flash_chan_DESC_CTRL_OP_0x439a2f229a1817bba110181c7a972355dbabf65f2d59eb826b4e055f053a76b_cls(FieldEnumAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Operation (op_e)</p>                                            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Operation (op_e)"
    
    
    

    
    
class flash_chan_DESC_CTRL_MULTI_0x869279d319e7d4d4d7cedc0d8dd0d8ea7c91e2743a50ccc76837e7f5c057b92a_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Multi-plane: the operation covers every plane (same block and   |
    |              |      page)</p>                                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Multi-plane: the operation covers every plane (same block and page)"
    
    
    

    
    
class flash_chan_DESC_CTRL_SPARE_0x2174b2cfa855dfc7a81afa2f973dcbc35019f0d28320f35246fc6cc9ae098fbc_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Move the spare area too (from / to DESC_SPARE_*)</p>            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Move the spare area too (from / to DESC_SPARE_*)"
    
    
    

    
    
class flash_chan_DESC_CTRL_TAG_0xb7124f695af49dc6c8c4e871164c0a2ed3f6db6fcaf00fb8c9436e49f2b3386c_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Tag returned in the completion</p>                              |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Tag returned in the completion"
    
    
    

    
    
class flash_chan_CPL_INFO_STATUS_0xac104965b16ac88eb796c4ae4826f9d6446ecccbe474776f1892c497183f5278_cls(FieldEnumAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Outcome (status_e)</p>                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Outcome (status_e)"
    
    
    

    
    
class flash_chan_CPL_INFO_OP_0x8b59149a43a18a021ee03baaf348fa3b40f64bca4700650a5ebff31f1db40e3b_cls(FieldEnumAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Operation (DESC_CTRL.OP; an invalid opcode is echoed)</p>       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Operation (DESC_CTRL.OP; an invalid opcode is echoed)"
    
    
    

    
    
class flash_chan_CPL_INFO_ERASED_0x397e25d320e66f237dd7332e9fa2329788e05950859f67745f382a0a64c28336_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Read: bit p set if plane p's page was erased (data all          |
    |              |      ones)</p>                                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Read: bit p set if plane p\u0027s page was erased (data all ones)"
    
    
    

    
    
class flash_chan_CPL_INFO_TAG_0xc9b68ef3ff6c7e8510c331b4f3d81943e4711d9a41e574b83a8501f5ab15a77_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Tag of the descriptor</p>                                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Tag of the descriptor"
    
    
    

    
    
class flash_chan_CPL_POP_POP_0xf106bdc9699a64fe6868d99d0bca0010b85e46af7680b66b2aef30e28cd8babc_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Write 1: drop the head completion</p>                           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: drop the head completion"
    
    
    


if __name__ == '__main__':
    pass