

"""
Python Wrapper for the flash_chan register model

This code was generated from the PeakRDL-python package version 4.0.0

"""










from typing import Iterator
from typing import Union
from typing import overload
from typing import Literal
from typing import Any
from typing import NoReturn
from typing import Type

from peakrdl_python.lib import Node, NodeArray, Base
from peakrdl_python.lib import UDPStruct

from peakrdl_python.lib import AsyncMemory
from peakrdl_python.lib import AsyncAddressMap
from peakrdl_python.lib import AsyncRegFile
from peakrdl_python.lib import MemoryAsyncReadOnly, MemoryAsyncWriteOnly, MemoryAsyncReadWrite
from peakrdl_python.lib import AsyncReg
from peakrdl_python.lib import RegAsyncReadOnly, RegAsyncWriteOnly, RegAsyncReadWrite
from peakrdl_python.lib import RegAsyncReadOnlyArray, RegAsyncWriteOnlyArray, RegAsyncReadWriteArray
from peakrdl_python.lib import ReadableAsyncMemory, WritableAsyncMemory
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field
from peakrdl_python.lib import FieldEnumAsyncReadOnly, FieldEnumAsyncWriteOnly, FieldEnumAsyncReadWrite
from peakrdl_python.lib import FieldSizeProps, FieldMiscProps


from .field_enum import flash_chan_op_e0x45f1d9dbe588a7692434ca9cf9059e6c3ff8db3ebb7cdc064b70a01df4e3aa8_enumcls
from .field_enum import flash_chan_status_e0xac82f23236ef9bb162329a66cc4608ddd85b222c6fdf3786d97cbd769006e030_enumcls




from .fields import flash_chan_STATUS_CPL_AVAIL_0x361aeaf1d344d2877730c6d7fb3b05bff584bd0bba69e9cd58f0a6575221fc01_cls
from .fields import flash_chan_STATUS_CPL_COUNT_0xc9cc17fbab9705ead509c935b962ff707e9993a1bfc643ec10ce479be56a03d3_cls
from .fields import flash_chan_STATUS_DIE_SPACE_0xa54ff65afaaaefdf32c84958700707569a72cf001c200c959ea1f72b5b85814f_cls
from .fields import flash_chan_IRQ_ENABLE_CPL_0xbdfe45f26b190a1cfef14cea6e036141485f43a3d5c8114f4dd14fdc1a6d5e9c_cls
from .fields import flash_chan_DESC_ROW_PAGE_0xa4a9a9e00f68b02bead6546922aa26ec3e14311a8454f4b929e2566121b0c4e4_cls
from .fields import flash_chan_DESC_ROW_BLOCK_0xac4db71218a574c7682785c1f1c958909f649899856f246deb56a4e1f5a95116_cls
from .fields import flash_chan_DESC_ROW_PLANE_0xf3a64e8786a47fa8d1de4f1ce63189b566c23208cb60d05a4497146b5d1683f5_cls
from .fields import flash_chan_DESC_ROW_DIE_0x6f03b4e3f66c468018214d076207eab8733d1a21831257ec5bfa97c068fc1397_cls
from .fields import flash_chan_DESC_CTRL_GO_0x92bec6b2ed15178e87a439f91f4caf50c69cf8d3cecbc77c9e2c46789973246e_cls
from .fields import flash_chan_DESC_CTRL_OP_0x439a2f229a1817bba110181c7a972355dbabf65f2d59eb826b4e055f053a76b_cls
from .fields import flash_chan_DESC_CTRL_MULTI_0x869279d319e7d4d4d7cedc0d8dd0d8ea7c91e2743a50ccc76837e7f5c057b92a_cls
from .fields import flash_chan_DESC_CTRL_SPARE_0x2174b2cfa855dfc7a81afa2f973dcbc35019f0d28320f35246fc6cc9ae098fbc_cls
from .fields import flash_chan_DESC_CTRL_TAG_0xb7124f695af49dc6c8c4e871164c0a2ed3f6db6fcaf00fb8c9436e49f2b3386c_cls
from .fields import flash_chan_CPL_INFO_STATUS_0xac104965b16ac88eb796c4ae4826f9d6446ecccbe474776f1892c497183f5278_cls
from .fields import flash_chan_CPL_INFO_OP_0x8b59149a43a18a021ee03baaf348fa3b40f64bca4700650a5ebff31f1db40e3b_cls
from .fields import flash_chan_CPL_INFO_ERASED_0x397e25d320e66f237dd7332e9fa2329788e05950859f67745f382a0a64c28336_cls
from .fields import flash_chan_CPL_INFO_TAG_0xc9b68ef3ff6c7e8510c331b4f3d81943e4711d9a41e574b83a8501f5ab15a77_cls
from .fields import flash_chan_CPL_POP_POP_0xf106bdc9699a64fe6868d99d0bca0010b85e46af7680b66b2aef30e28cd8babc_cls

# register definitions
    
    
class flash_chan_STATUS_0x327d92248667edac13f522ed74ac416190d62e576d9e9ca827fbf823e9118716_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Queue status                                                       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CPL_AVAIL', '__CPL_COUNT', '__DIE_SPACE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__CPL_AVAIL:flash_chan_STATUS_CPL_AVAIL_0x361aeaf1d344d2877730c6d7fb3b05bff584bd0bba69e9cd58f0a6575221fc01_cls = flash_chan_STATUS_CPL_AVAIL_0x361aeaf1d344d2877730c6d7fb3b05bff584bd0bba69e9cd58f0a6575221fc01_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CPL_AVAIL',
            inst_name='CPL_AVAIL',
            field_type=int)
        self.__CPL_COUNT:flash_chan_STATUS_CPL_COUNT_0xc9cc17fbab9705ead509c935b962ff707e9993a1bfc643ec10ce479be56a03d3_cls = flash_chan_STATUS_CPL_COUNT_0xc9cc17fbab9705ead509c935b962ff707e9993a1bfc643ec10ce479be56a03d3_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=8, msb=15,
                low=8, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CPL_COUNT',
            inst_name='CPL_COUNT',
            field_type=int)
        self.__DIE_SPACE:flash_chan_STATUS_DIE_SPACE_0xa54ff65afaaaefdf32c84958700707569a72cf001c200c959ea1f72b5b85814f_cls = flash_chan_STATUS_DIE_SPACE_0xa54ff65afaaaefdf32c84958700707569a72cf001c200c959ea1f72b5b85814f_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.DIE_SPACE',
            inst_name='DIE_SPACE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CPL_AVAIL : int,CPL_COUNT : int,DIE_SPACE : int,) -> int:
        return super().register_value(CPL_AVAIL=CPL_AVAIL,CPL_COUNT=CPL_COUNT,DIE_SPACE=DIE_SPACE,)
    

    

    

    # build the properties for the fields
    
    @property
    def CPL_AVAIL(self) -> flash_chan_STATUS_CPL_AVAIL_0x361aeaf1d344d2877730c6d7fb3b05bff584bd0bba69e9cd58f0a6575221fc01_cls:
        """
        Property to access CPL_AVAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A completion waits in CPL_*</p>                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_AVAIL
    @property
    def CPL_COUNT(self) -> flash_chan_STATUS_CPL_COUNT_0xc9cc17fbab9705ead509c935b962ff707e9993a1bfc643ec10ce479be56a03d3_cls:
        """
        Property to access CPL_COUNT field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Completions waiting</p>                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_COUNT
    @property
    def DIE_SPACE(self) -> flash_chan_STATUS_DIE_SPACE_0xa54ff65afaaaefdf32c84958700707569a72cf001c200c959ea1f72b5b85814f_cls:
        """
        Property to access DIE_SPACE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Bit d: die d's queue has room for a descriptor</p>              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DIE_SPACE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CPL_AVAIL':'CPL_AVAIL','CPL_COUNT':'CPL_COUNT','DIE_SPACE':'DIE_SPACE',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_AVAIL"]) -> 'flash_chan_STATUS_CPL_AVAIL_0x361aeaf1d344d2877730c6d7fb3b05bff584bd0bba69e9cd58f0a6575221fc01_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_COUNT"]) -> 'flash_chan_STATUS_CPL_COUNT_0xc9cc17fbab9705ead509c935b962ff707e9993a1bfc643ec10ce479be56a03d3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DIE_SPACE"]) -> 'flash_chan_STATUS_DIE_SPACE_0xa54ff65afaaaefdf32c84958700707569a72cf001c200c959ea1f72b5b85814f_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_chan_STATUS_CPL_AVAIL_0x361aeaf1d344d2877730c6d7fb3b05bff584bd0bba69e9cd58f0a6575221fc01_cls', 'flash_chan_STATUS_CPL_COUNT_0xc9cc17fbab9705ead509c935b962ff707e9993a1bfc643ec10ce479be56a03d3_cls', 'flash_chan_STATUS_DIE_SPACE_0xa54ff65afaaaefdf32c84958700707569a72cf001c200c959ea1f72b5b85814f_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Queue status"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CPL_AVAIL
        yield self.CPL_COUNT
        yield self.DIE_SPACE
        
        
    

    
    
class flash_chan_IRQ_ENABLE_0x64271650bec7a98ad1700edc81009e194095369346e494f323c1aa130cb64e58_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Interrupt enable                                                   |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CPL']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__CPL:flash_chan_IRQ_ENABLE_CPL_0xbdfe45f26b190a1cfef14cea6e036141485f43a3d5c8114f4dd14fdc1a6d5e9c_cls = flash_chan_IRQ_ENABLE_CPL_0xbdfe45f26b190a1cfef14cea6e036141485f43a3d5c8114f4dd14fdc1a6d5e9c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CPL',
            inst_name='CPL',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CPL : int,) -> int:
        return super().register_value(CPL=CPL,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CPL : int,) -> None:
        return await super().write_all_fields_without_read(CPL=CPL,)
         
    

    # build the properties for the fields
    
    @property
    def CPL(self) -> flash_chan_IRQ_ENABLE_CPL_0xbdfe45f26b190a1cfef14cea6e036141485f43a3d5c8114f4dd14fdc1a6d5e9c_cls:
        """
        Property to access CPL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A waiting completion raises the channel's interrupt (level)</p> |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CPL':'CPL',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'flash_chan_IRQ_ENABLE_CPL_0xbdfe45f26b190a1cfef14cea6e036141485f43a3d5c8114f4dd14fdc1a6d5e9c_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Interrupt enable"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CPL
        
        
    

    
    
class flash_chan_INFO_0x9f80e5a45599b6cd421c3b9b8d340fa3c68cb7851a45eeb2def6cbfd45ef454d_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Channel identity                                                   |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CHANNEL']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__CHANNEL:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CHANNEL',
            inst_name='CHANNEL',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CHANNEL : int,) -> int:
        return super().register_value(CHANNEL=CHANNEL,)
    

    

    

    # build the properties for the fields
    
    @property
    def CHANNEL(self) -> FieldAsyncReadOnly:
        """
        Property to access CHANNEL field of the register

        
        """
        return self.__CHANNEL

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CHANNEL':'CHANNEL',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Channel identity"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CHANNEL
        
        
    

    
    
class flash_chan_DESC_ROW_0x28a086e86978d8bcfa9275ac45ec07672d4bf85db0953b4f7a30fd715fc87543_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Descriptor: row address                                            |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__PAGE', '__BLOCK', '__PLANE', '__DIE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__PAGE:flash_chan_DESC_ROW_PAGE_0xa4a9a9e00f68b02bead6546922aa26ec3e14311a8454f4b929e2566121b0c4e4_cls = flash_chan_DESC_ROW_PAGE_0xa4a9a9e00f68b02bead6546922aa26ec3e14311a8454f4b929e2566121b0c4e4_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=12,
                lsb=0, msb=11,
                low=0, high=11),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.PAGE',
            inst_name='PAGE',
            field_type=int)
        self.__BLOCK:flash_chan_DESC_ROW_BLOCK_0xac4db71218a574c7682785c1f1c958909f649899856f246deb56a4e1f5a95116_cls = flash_chan_DESC_ROW_BLOCK_0xac4db71218a574c7682785c1f1c958909f649899856f246deb56a4e1f5a95116_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=12,
                lsb=12, msb=23,
                low=12, high=23),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.BLOCK',
            inst_name='BLOCK',
            field_type=int)
        self.__PLANE:flash_chan_DESC_ROW_PLANE_0xf3a64e8786a47fa8d1de4f1ce63189b566c23208cb60d05a4497146b5d1683f5_cls = flash_chan_DESC_ROW_PLANE_0xf3a64e8786a47fa8d1de4f1ce63189b566c23208cb60d05a4497146b5d1683f5_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=2,
                lsb=24, msb=25,
                low=24, high=25),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.PLANE',
            inst_name='PLANE',
            field_type=int)
        self.__DIE:flash_chan_DESC_ROW_DIE_0x6f03b4e3f66c468018214d076207eab8733d1a21831257ec5bfa97c068fc1397_cls = flash_chan_DESC_ROW_DIE_0x6f03b4e3f66c468018214d076207eab8733d1a21831257ec5bfa97c068fc1397_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=26, msb=29,
                low=26, high=29),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.DIE',
            inst_name='DIE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,PAGE : int,BLOCK : int,PLANE : int,DIE : int,) -> int:
        return super().register_value(PAGE=PAGE,BLOCK=BLOCK,PLANE=PLANE,DIE=DIE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,PAGE : int,BLOCK : int,PLANE : int,DIE : int,) -> None:
        return await super().write_all_fields_without_read(PAGE=PAGE,BLOCK=BLOCK,PLANE=PLANE,DIE=DIE,)
         
    

    # build the properties for the fields
    
    @property
    def PAGE(self) -> flash_chan_DESC_ROW_PAGE_0xa4a9a9e00f68b02bead6546922aa26ec3e14311a8454f4b929e2566121b0c4e4_cls:
        """
        Property to access PAGE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Page in the block</p>                                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PAGE
    @property
    def BLOCK(self) -> flash_chan_DESC_ROW_BLOCK_0xac4db71218a574c7682785c1f1c958909f649899856f246deb56a4e1f5a95116_cls:
        """
        Property to access BLOCK field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Block in the plane</p>                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BLOCK
    @property
    def PLANE(self) -> flash_chan_DESC_ROW_PLANE_0xf3a64e8786a47fa8d1de4f1ce63189b566c23208cb60d05a4497146b5d1683f5_cls:
        """
        Property to access PLANE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Plane (0 for multi-plane operations)</p>                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PLANE
    @property
    def DIE(self) -> flash_chan_DESC_ROW_DIE_0x6f03b4e3f66c468018214d076207eab8733d1a21831257ec5bfa97c068fc1397_cls:
        """
        Property to access DIE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Die (way) on this channel</p>                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DIE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'PAGE':'PAGE','BLOCK':'BLOCK','PLANE':'PLANE','DIE':'DIE',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PAGE"]) -> 'flash_chan_DESC_ROW_PAGE_0xa4a9a9e00f68b02bead6546922aa26ec3e14311a8454f4b929e2566121b0c4e4_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BLOCK"]) -> 'flash_chan_DESC_ROW_BLOCK_0xac4db71218a574c7682785c1f1c958909f649899856f246deb56a4e1f5a95116_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PLANE"]) -> 'flash_chan_DESC_ROW_PLANE_0xf3a64e8786a47fa8d1de4f1ce63189b566c23208cb60d05a4497146b5d1683f5_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DIE"]) -> 'flash_chan_DESC_ROW_DIE_0x6f03b4e3f66c468018214d076207eab8733d1a21831257ec5bfa97c068fc1397_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_chan_DESC_ROW_PAGE_0xa4a9a9e00f68b02bead6546922aa26ec3e14311a8454f4b929e2566121b0c4e4_cls', 'flash_chan_DESC_ROW_BLOCK_0xac4db71218a574c7682785c1f1c958909f649899856f246deb56a4e1f5a95116_cls', 'flash_chan_DESC_ROW_PLANE_0xf3a64e8786a47fa8d1de4f1ce63189b566c23208cb60d05a4497146b5d1683f5_cls', 'flash_chan_DESC_ROW_DIE_0x6f03b4e3f66c468018214d076207eab8733d1a21831257ec5bfa97c068fc1397_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Descriptor: row address"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.PAGE
        yield self.BLOCK
        yield self.PLANE
        yield self.DIE
        
        
    

    
    
class flash_chan_buf_t_0xe5ffd464f50d0e14d5038efde55db2a02f1dd828b4bdf781d1c633cb5c2e5cc3_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Descriptor: data buffer address, low word (64-byte aligned; plane  |
    |              |      p's page at + p x page size)                                       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__VALUE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__VALUE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.VALUE',
            inst_name='VALUE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,VALUE : int,) -> int:
        return super().register_value(VALUE=VALUE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,VALUE : int,) -> None:
        return await super().write_all_fields_without_read(VALUE=VALUE,)
         
    

    # build the properties for the fields
    
    @property
    def VALUE(self) -> FieldAsyncReadWrite:
        """
        Property to access VALUE field of the register

        
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Descriptor: data buffer address, low word (64-byte aligned; plane p\u0027s page at + p x page size)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_chan_buf_t_0xdce8cd77955459801c3252bec3e4f8e0faaee26c3e52cb7731837673b823d19d_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Descriptor: data buffer address, high word                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__VALUE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__VALUE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.VALUE',
            inst_name='VALUE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,VALUE : int,) -> int:
        return super().register_value(VALUE=VALUE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,VALUE : int,) -> None:
        return await super().write_all_fields_without_read(VALUE=VALUE,)
         
    

    # build the properties for the fields
    
    @property
    def VALUE(self) -> FieldAsyncReadWrite:
        """
        Property to access VALUE field of the register

        
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Descriptor: data buffer address, high word"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_chan_buf_t_0x1bfbe2da556964efc33dff7664d918ffa94b8f2821636354fbc95df24f921c12_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Descriptor: spare buffer address, low word (64-byte aligned; used  |
    |              |      with DESC_CTRL.SPARE)                                              |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__VALUE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__VALUE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.VALUE',
            inst_name='VALUE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,VALUE : int,) -> int:
        return super().register_value(VALUE=VALUE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,VALUE : int,) -> None:
        return await super().write_all_fields_without_read(VALUE=VALUE,)
         
    

    # build the properties for the fields
    
    @property
    def VALUE(self) -> FieldAsyncReadWrite:
        """
        Property to access VALUE field of the register

        
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Descriptor: spare buffer address, low word (64-byte aligned; used with DESC_CTRL.SPARE)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_chan_buf_t_0x60cdaf2be1d3bf7a2ce7917a53177e3cb2db51b0889fbfe5935e610491138677_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Descriptor: spare buffer address, high word                        |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__VALUE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__VALUE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.VALUE',
            inst_name='VALUE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,VALUE : int,) -> int:
        return super().register_value(VALUE=VALUE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,VALUE : int,) -> None:
        return await super().write_all_fields_without_read(VALUE=VALUE,)
         
    

    # build the properties for the fields
    
    @property
    def VALUE(self) -> FieldAsyncReadWrite:
        """
        Property to access VALUE field of the register

        
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Descriptor: spare buffer address, high word"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_chan_DESC_CTRL_0xf94a45e95440a773425c74ca39d78a8d28f57dee193ab2e653d2b0d82b24edb8_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Descriptor: operation and push                                     |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Writing with GO = 1 pushes the descriptor (DESC_ROW,            |
    |              |      DESC_BUF_<em>, DESC_SPARE_</em> and this register's fields) into   |
    |              |      the queue of die DESC_ROW.DIE. Check STATUS.DIE_SPACE first: a     |
    |              |      push to a full queue is dropped and counted (monitor index 1 of    |
    |              |      the channel). A push naming a die beyond the geometry completes    |
    |              |      with ADDRESS_INVALID.</p>                                          |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__GO', '__OP', '__MULTI', '__SPARE', '__TAG']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,WritableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__GO:flash_chan_DESC_CTRL_GO_0x92bec6b2ed15178e87a439f91f4caf50c69cf8d3cecbc77c9e2c46789973246e_cls = flash_chan_DESC_CTRL_GO_0x92bec6b2ed15178e87a439f91f4caf50c69cf8d3cecbc77c9e2c46789973246e_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.GO',
            inst_name='GO',
            field_type=int)
        self.__OP:flash_chan_DESC_CTRL_OP_0x439a2f229a1817bba110181c7a972355dbabf65f2d59eb826b4e055f053a76b_cls = flash_chan_DESC_CTRL_OP_0x439a2f229a1817bba110181c7a972355dbabf65f2d59eb826b4e055f053a76b_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=3,
                lsb=4, msb=6,
                low=4, high=6),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.OP',
            inst_name='OP',
            field_type=flash_chan_op_e0x45f1d9dbe588a7692434ca9cf9059e6c3ff8db3ebb7cdc064b70a01df4e3aa8_enumcls)
        self.__MULTI:flash_chan_DESC_CTRL_MULTI_0x869279d319e7d4d4d7cedc0d8dd0d8ea7c91e2743a50ccc76837e7f5c057b92a_cls = flash_chan_DESC_CTRL_MULTI_0x869279d319e7d4d4d7cedc0d8dd0d8ea7c91e2743a50ccc76837e7f5c057b92a_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=8, msb=8,
                low=8, high=8),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.MULTI',
            inst_name='MULTI',
            field_type=int)
        self.__SPARE:flash_chan_DESC_CTRL_SPARE_0x2174b2cfa855dfc7a81afa2f973dcbc35019f0d28320f35246fc6cc9ae098fbc_cls = flash_chan_DESC_CTRL_SPARE_0x2174b2cfa855dfc7a81afa2f973dcbc35019f0d28320f35246fc6cc9ae098fbc_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=9, msb=9,
                low=9, high=9),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SPARE',
            inst_name='SPARE',
            field_type=int)
        self.__TAG:flash_chan_DESC_CTRL_TAG_0xb7124f695af49dc6c8c4e871164c0a2ed3f6db6fcaf00fb8c9436e49f2b3386c_cls = flash_chan_DESC_CTRL_TAG_0xb7124f695af49dc6c8c4e871164c0a2ed3f6db6fcaf00fb8c9436e49f2b3386c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.TAG',
            inst_name='TAG',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,GO : int,OP : flash_chan_op_e0x45f1d9dbe588a7692434ca9cf9059e6c3ff8db3ebb7cdc064b70a01df4e3aa8_enumcls,MULTI : int,SPARE : int,TAG : int,) -> int:
        return super().register_value(GO=GO,OP=OP,MULTI=MULTI,SPARE=SPARE,TAG=TAG,)
    

    
    
    async def write_fields(    # type: ignore[override]
        self, *,GO : int,OP : flash_chan_op_e0x45f1d9dbe588a7692434ca9cf9059e6c3ff8db3ebb7cdc064b70a01df4e3aa8_enumcls,MULTI : int,SPARE : int,TAG : int,) -> None:
        return await super().write_fields(GO=GO,OP=OP,MULTI=MULTI,SPARE=SPARE,TAG=TAG,)
    

    

    # build the properties for the fields
    
    @property
    def GO(self) -> flash_chan_DESC_CTRL_GO_0x92bec6b2ed15178e87a439f91f4caf50c69cf8d3cecbc77c9e2c46789973246e_cls:
        """
        Property to access GO field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: push</p>                                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GO
    @property
    def OP(self) -> flash_chan_DESC_CTRL_OP_0x439a2f229a1817bba110181c7a972355dbabf65f2d59eb826b4e055f053a76b_cls:
        """
        Property to access OP field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Operation (op_e)</p>                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__OP
    @property
    def MULTI(self) -> flash_chan_DESC_CTRL_MULTI_0x869279d319e7d4d4d7cedc0d8dd0d8ea7c91e2743a50ccc76837e7f5c057b92a_cls:
        """
        Property to access MULTI field of the register

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
        return self.__MULTI
    @property
    def SPARE(self) -> flash_chan_DESC_CTRL_SPARE_0x2174b2cfa855dfc7a81afa2f973dcbc35019f0d28320f35246fc6cc9ae098fbc_cls:
        """
        Property to access SPARE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Move the spare area too (from / to DESC_SPARE_*)</p>            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SPARE
    @property
    def TAG(self) -> flash_chan_DESC_CTRL_TAG_0xb7124f695af49dc6c8c4e871164c0a2ed3f6db6fcaf00fb8c9436e49f2b3386c_cls:
        """
        Property to access TAG field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Tag returned in the completion</p>                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__TAG

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'GO':'GO','OP':'OP','MULTI':'MULTI','SPARE':'SPARE','TAG':'TAG',
            }

    
    
    
    
    
    
    # nodes:5
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GO"]) -> 'flash_chan_DESC_CTRL_GO_0x92bec6b2ed15178e87a439f91f4caf50c69cf8d3cecbc77c9e2c46789973246e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["OP"]) -> 'flash_chan_DESC_CTRL_OP_0x439a2f229a1817bba110181c7a972355dbabf65f2d59eb826b4e055f053a76b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MULTI"]) -> 'flash_chan_DESC_CTRL_MULTI_0x869279d319e7d4d4d7cedc0d8dd0d8ea7c91e2743a50ccc76837e7f5c057b92a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SPARE"]) -> 'flash_chan_DESC_CTRL_SPARE_0x2174b2cfa855dfc7a81afa2f973dcbc35019f0d28320f35246fc6cc9ae098fbc_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["TAG"]) -> 'flash_chan_DESC_CTRL_TAG_0xb7124f695af49dc6c8c4e871164c0a2ed3f6db6fcaf00fb8c9436e49f2b3386c_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_chan_DESC_CTRL_GO_0x92bec6b2ed15178e87a439f91f4caf50c69cf8d3cecbc77c9e2c46789973246e_cls', 'flash_chan_DESC_CTRL_OP_0x439a2f229a1817bba110181c7a972355dbabf65f2d59eb826b4e055f053a76b_cls', 'flash_chan_DESC_CTRL_MULTI_0x869279d319e7d4d4d7cedc0d8dd0d8ea7c91e2743a50ccc76837e7f5c057b92a_cls', 'flash_chan_DESC_CTRL_SPARE_0x2174b2cfa855dfc7a81afa2f973dcbc35019f0d28320f35246fc6cc9ae098fbc_cls', 'flash_chan_DESC_CTRL_TAG_0xb7124f695af49dc6c8c4e871164c0a2ed3f6db6fcaf00fb8c9436e49f2b3386c_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Descriptor: operation and push"
    @property
    def rdl_desc(self) -> str:
        return "Writing with GO = 1 pushes the descriptor (DESC_ROW, DESC_BUF_*, DESC_SPARE_* and\nthis register\u0027s fields) into the queue of die DESC_ROW.DIE. Check STATUS.DIE_SPACE\nfirst: a push to a full queue is dropped and counted (monitor index 1 of the\nchannel). A push naming a die beyond the geometry completes with ADDRESS_INVALID."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.GO
        yield self.OP
        yield self.MULTI
        yield self.SPARE
        yield self.TAG
        
        
    

    
    
class flash_chan_CPL_INFO_0x71ba43574bb533abc3769ba3b66d405b66117c28f3c32dd277af8c9b2d7f1f6b_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completion                                                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__STATUS', '__OP', '__ERASED', '__TAG']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__STATUS:flash_chan_CPL_INFO_STATUS_0xac104965b16ac88eb796c4ae4826f9d6446ecccbe474776f1892c497183f5278_cls = flash_chan_CPL_INFO_STATUS_0xac104965b16ac88eb796c4ae4826f9d6446ecccbe474776f1892c497183f5278_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=0, msb=3,
                low=0, high=3),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.STATUS',
            inst_name='STATUS',
            field_type=flash_chan_status_e0xac82f23236ef9bb162329a66cc4608ddd85b222c6fdf3786d97cbd769006e030_enumcls)
        self.__OP:flash_chan_CPL_INFO_OP_0x8b59149a43a18a021ee03baaf348fa3b40f64bca4700650a5ebff31f1db40e3b_cls = flash_chan_CPL_INFO_OP_0x8b59149a43a18a021ee03baaf348fa3b40f64bca4700650a5ebff31f1db40e3b_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=3,
                lsb=4, msb=6,
                low=4, high=6),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.OP',
            inst_name='OP',
            field_type=flash_chan_op_e0x45f1d9dbe588a7692434ca9cf9059e6c3ff8db3ebb7cdc064b70a01df4e3aa8_enumcls)
        self.__ERASED:flash_chan_CPL_INFO_ERASED_0x397e25d320e66f237dd7332e9fa2329788e05950859f67745f382a0a64c28336_cls = flash_chan_CPL_INFO_ERASED_0x397e25d320e66f237dd7332e9fa2329788e05950859f67745f382a0a64c28336_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=8, msb=11,
                low=8, high=11),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.ERASED',
            inst_name='ERASED',
            field_type=int)
        self.__TAG:flash_chan_CPL_INFO_TAG_0xc9b68ef3ff6c7e8510c331b4f3d81943e4711d9a41e574b83a8501f5ab15a77_cls = flash_chan_CPL_INFO_TAG_0xc9b68ef3ff6c7e8510c331b4f3d81943e4711d9a41e574b83a8501f5ab15a77_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.TAG',
            inst_name='TAG',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,STATUS : flash_chan_status_e0xac82f23236ef9bb162329a66cc4608ddd85b222c6fdf3786d97cbd769006e030_enumcls,OP : flash_chan_op_e0x45f1d9dbe588a7692434ca9cf9059e6c3ff8db3ebb7cdc064b70a01df4e3aa8_enumcls,ERASED : int,TAG : int,) -> int:
        return super().register_value(STATUS=STATUS,OP=OP,ERASED=ERASED,TAG=TAG,)
    

    

    

    # build the properties for the fields
    
    @property
    def STATUS(self) -> flash_chan_CPL_INFO_STATUS_0xac104965b16ac88eb796c4ae4826f9d6446ecccbe474776f1892c497183f5278_cls:
        """
        Property to access STATUS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Outcome (status_e)</p>                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__STATUS
    @property
    def OP(self) -> flash_chan_CPL_INFO_OP_0x8b59149a43a18a021ee03baaf348fa3b40f64bca4700650a5ebff31f1db40e3b_cls:
        """
        Property to access OP field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Operation (DESC_CTRL.OP; an invalid opcode is echoed)</p>       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__OP
    @property
    def ERASED(self) -> flash_chan_CPL_INFO_ERASED_0x397e25d320e66f237dd7332e9fa2329788e05950859f67745f382a0a64c28336_cls:
        """
        Property to access ERASED field of the register

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
        return self.__ERASED
    @property
    def TAG(self) -> flash_chan_CPL_INFO_TAG_0xc9b68ef3ff6c7e8510c331b4f3d81943e4711d9a41e574b83a8501f5ab15a77_cls:
        """
        Property to access TAG field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Tag of the descriptor</p>                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__TAG

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'STATUS':'STATUS','OP':'OP','ERASED':'ERASED','TAG':'TAG',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'flash_chan_CPL_INFO_STATUS_0xac104965b16ac88eb796c4ae4826f9d6446ecccbe474776f1892c497183f5278_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["OP"]) -> 'flash_chan_CPL_INFO_OP_0x8b59149a43a18a021ee03baaf348fa3b40f64bca4700650a5ebff31f1db40e3b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ERASED"]) -> 'flash_chan_CPL_INFO_ERASED_0x397e25d320e66f237dd7332e9fa2329788e05950859f67745f382a0a64c28336_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["TAG"]) -> 'flash_chan_CPL_INFO_TAG_0xc9b68ef3ff6c7e8510c331b4f3d81943e4711d9a41e574b83a8501f5ab15a77_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_chan_CPL_INFO_STATUS_0xac104965b16ac88eb796c4ae4826f9d6446ecccbe474776f1892c497183f5278_cls', 'flash_chan_CPL_INFO_OP_0x8b59149a43a18a021ee03baaf348fa3b40f64bca4700650a5ebff31f1db40e3b_cls', 'flash_chan_CPL_INFO_ERASED_0x397e25d320e66f237dd7332e9fa2329788e05950859f67745f382a0a64c28336_cls', 'flash_chan_CPL_INFO_TAG_0xc9b68ef3ff6c7e8510c331b4f3d81943e4711d9a41e574b83a8501f5ab15a77_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Completion"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.STATUS
        yield self.OP
        yield self.ERASED
        yield self.TAG
        
        
    

    
    
class flash_chan_CPL_POP_0x2cbec46880b1356e3ead09041406577588717831daf6b0423eb81eb25b187dcb_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completion pop                                                     |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__POP']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,WritableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__POP:flash_chan_CPL_POP_POP_0xf106bdc9699a64fe6868d99d0bca0010b85e46af7680b66b2aef30e28cd8babc_cls = flash_chan_CPL_POP_POP_0xf106bdc9699a64fe6868d99d0bca0010b85e46af7680b66b2aef30e28cd8babc_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.POP',
            inst_name='POP',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,POP : int,) -> int:
        return super().register_value(POP=POP,)
    

    
    
    async def write_fields(    # type: ignore[override]
        self, *,POP : int,) -> None:
        return await super().write_fields(POP=POP,)
    

    

    # build the properties for the fields
    
    @property
    def POP(self) -> flash_chan_CPL_POP_POP_0xf106bdc9699a64fe6868d99d0bca0010b85e46af7680b66b2aef30e28cd8babc_cls:
        """
        Property to access POP field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: drop the head completion</p>                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__POP

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'POP':'POP',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'flash_chan_CPL_POP_POP_0xf106bdc9699a64fe6868d99d0bca0010b85e46af7680b66b2aef30e28cd8babc_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Completion pop"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.POP
        
        
    


if __name__ == '__main__':
    pass