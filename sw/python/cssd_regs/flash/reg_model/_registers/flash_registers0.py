

"""
Python Wrapper for the flash register model

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






from .fields import flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls
from .fields import flash_GEOMETRY_DIES_0xe0f2f63ce543ba4391a3e8957d8104ca230df30b718f1d56a23f3c1465c3f08f_cls
from .fields import flash_GEOMETRY_PLANES_0x150394994def5cf936cdf1e9985a923a92ac4229b379c7a8c11d616fa1237609_cls
from .fields import flash_GEOMETRY_QUEUE_DEPTH_0x8ea5f2d959aba530b38d78a2519bd32cbfe34e03fd8891662a795ba05c987bbc_cls
from .fields import flash_GEOMETRY_BLOCKS_BLOCKS_0x7b008268722497a3cfb43cc2132e087df0f62f7c85f0665c0a43086865e0c111_cls
from .fields import flash_GEOMETRY_BLOCKS_PAGES_0xd1a317f22986d1a93442d09b19a825b2c963243b454bd1b9a54952e5972457b3_cls
from .fields import flash_GEOMETRY_PAGE_PAGE_BYTES_0x5f5f1cc6c0180d8de6f9e92713e2129cc19a0c6184042beec31f6bd5b35d63e5_cls
from .fields import flash_GEOMETRY_SPARE_SPARE_BYTES_0x71ad520137feb82b43ae8c04f72137143c317b841dcd91293273a227dd164777_cls
from .fields import flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls
from .fields import flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls
from .fields import flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls
from .fields import flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls
from .fields import flash_BBT_STATE_BAD_0xcefd006a168edc1229caaf7bbb4520ad5229b3100ea25e8d41cd974c7e4efef1_cls
from .fields import flash_BBT_STATE_WRITTEN_0x8f2dc924310c47bf4b02f1a37b72d0131742f7aa2de28332c19e720614e479d9_cls
from .fields import flash_BBT_CTRL_SET_BAD_0x4d0d334c5ffa9a58e5d6e9c5168445def273ef7a9893898534ce988bd4956853_cls
from .fields import flash_BBT_CTRL_CLEAR_BAD_0x449af1597c256f900a583fc8dde95bda907c2d9ed2bf1e6b9c4f202b81c04b11_cls

# register definitions
    
    
class flash_GEOMETRY_0x3adb7c2ad4032d932a718243138b8396447779a2fe9195125c4c06d5585a9193_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Geometry: organisation                                             |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CHANNELS', '__DIES', '__PLANES', '__QUEUE_DEPTH']

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
        
        self.__CHANNELS:flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls = flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CHANNELS',
            inst_name='CHANNELS',
            field_type=int)
        self.__DIES:flash_GEOMETRY_DIES_0xe0f2f63ce543ba4391a3e8957d8104ca230df30b718f1d56a23f3c1465c3f08f_cls = flash_GEOMETRY_DIES_0xe0f2f63ce543ba4391a3e8957d8104ca230df30b718f1d56a23f3c1465c3f08f_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=8, msb=15,
                low=8, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.DIES',
            inst_name='DIES',
            field_type=int)
        self.__PLANES:flash_GEOMETRY_PLANES_0x150394994def5cf936cdf1e9985a923a92ac4229b379c7a8c11d616fa1237609_cls = flash_GEOMETRY_PLANES_0x150394994def5cf936cdf1e9985a923a92ac4229b379c7a8c11d616fa1237609_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=16, msb=19,
                low=16, high=19),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.PLANES',
            inst_name='PLANES',
            field_type=int)
        self.__QUEUE_DEPTH:flash_GEOMETRY_QUEUE_DEPTH_0x8ea5f2d959aba530b38d78a2519bd32cbfe34e03fd8891662a795ba05c987bbc_cls = flash_GEOMETRY_QUEUE_DEPTH_0x8ea5f2d959aba530b38d78a2519bd32cbfe34e03fd8891662a795ba05c987bbc_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=24, msb=31,
                low=24, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.QUEUE_DEPTH',
            inst_name='QUEUE_DEPTH',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CHANNELS : int,DIES : int,PLANES : int,QUEUE_DEPTH : int,) -> int:
        return super().register_value(CHANNELS=CHANNELS,DIES=DIES,PLANES=PLANES,QUEUE_DEPTH=QUEUE_DEPTH,)
    

    

    

    # build the properties for the fields
    
    @property
    def CHANNELS(self) -> flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls:
        """
        Property to access CHANNELS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Channels</p>                                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CHANNELS
    @property
    def DIES(self) -> flash_GEOMETRY_DIES_0xe0f2f63ce543ba4391a3e8957d8104ca230df30b718f1d56a23f3c1465c3f08f_cls:
        """
        Property to access DIES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Dies (ways) per channel</p>                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DIES
    @property
    def PLANES(self) -> flash_GEOMETRY_PLANES_0x150394994def5cf936cdf1e9985a923a92ac4229b379c7a8c11d616fa1237609_cls:
        """
        Property to access PLANES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Planes per die</p>                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PLANES
    @property
    def QUEUE_DEPTH(self) -> flash_GEOMETRY_QUEUE_DEPTH_0x8ea5f2d959aba530b38d78a2519bd32cbfe34e03fd8891662a795ba05c987bbc_cls:
        """
        Property to access QUEUE_DEPTH field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Operations each die's queue holds</p>                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__QUEUE_DEPTH

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CHANNELS':'CHANNELS','DIES':'DIES','PLANES':'PLANES','QUEUE_DEPTH':'QUEUE_DEPTH',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CHANNELS"]) -> 'flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DIES"]) -> 'flash_GEOMETRY_DIES_0xe0f2f63ce543ba4391a3e8957d8104ca230df30b718f1d56a23f3c1465c3f08f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PLANES"]) -> 'flash_GEOMETRY_PLANES_0x150394994def5cf936cdf1e9985a923a92ac4229b379c7a8c11d616fa1237609_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["QUEUE_DEPTH"]) -> 'flash_GEOMETRY_QUEUE_DEPTH_0x8ea5f2d959aba530b38d78a2519bd32cbfe34e03fd8891662a795ba05c987bbc_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls', 'flash_GEOMETRY_DIES_0xe0f2f63ce543ba4391a3e8957d8104ca230df30b718f1d56a23f3c1465c3f08f_cls', 'flash_GEOMETRY_PLANES_0x150394994def5cf936cdf1e9985a923a92ac4229b379c7a8c11d616fa1237609_cls', 'flash_GEOMETRY_QUEUE_DEPTH_0x8ea5f2d959aba530b38d78a2519bd32cbfe34e03fd8891662a795ba05c987bbc_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Geometry: organisation"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CHANNELS
        yield self.DIES
        yield self.PLANES
        yield self.QUEUE_DEPTH
        
        
    

    
    
class flash_GEOMETRY_BLOCKS_0xe6e2f13af5f3f02b6319f7bbb90ba25a38121b03a980b20659afd21b4af9cab8_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Geometry: blocks and pages                                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__BLOCKS', '__PAGES']

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
        
        self.__BLOCKS:flash_GEOMETRY_BLOCKS_BLOCKS_0x7b008268722497a3cfb43cc2132e087df0f62f7c85f0665c0a43086865e0c111_cls = flash_GEOMETRY_BLOCKS_BLOCKS_0x7b008268722497a3cfb43cc2132e087df0f62f7c85f0665c0a43086865e0c111_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.BLOCKS',
            inst_name='BLOCKS',
            field_type=int)
        self.__PAGES:flash_GEOMETRY_BLOCKS_PAGES_0xd1a317f22986d1a93442d09b19a825b2c963243b454bd1b9a54952e5972457b3_cls = flash_GEOMETRY_BLOCKS_PAGES_0xd1a317f22986d1a93442d09b19a825b2c963243b454bd1b9a54952e5972457b3_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.PAGES',
            inst_name='PAGES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,BLOCKS : int,PAGES : int,) -> int:
        return super().register_value(BLOCKS=BLOCKS,PAGES=PAGES,)
    

    

    

    # build the properties for the fields
    
    @property
    def BLOCKS(self) -> flash_GEOMETRY_BLOCKS_BLOCKS_0x7b008268722497a3cfb43cc2132e087df0f62f7c85f0665c0a43086865e0c111_cls:
        """
        Property to access BLOCKS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Blocks per plane</p>                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BLOCKS
    @property
    def PAGES(self) -> flash_GEOMETRY_BLOCKS_PAGES_0xd1a317f22986d1a93442d09b19a825b2c963243b454bd1b9a54952e5972457b3_cls:
        """
        Property to access PAGES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Pages per block</p>                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PAGES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'BLOCKS':'BLOCKS','PAGES':'PAGES',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BLOCKS"]) -> 'flash_GEOMETRY_BLOCKS_BLOCKS_0x7b008268722497a3cfb43cc2132e087df0f62f7c85f0665c0a43086865e0c111_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PAGES"]) -> 'flash_GEOMETRY_BLOCKS_PAGES_0xd1a317f22986d1a93442d09b19a825b2c963243b454bd1b9a54952e5972457b3_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_GEOMETRY_BLOCKS_BLOCKS_0x7b008268722497a3cfb43cc2132e087df0f62f7c85f0665c0a43086865e0c111_cls', 'flash_GEOMETRY_BLOCKS_PAGES_0xd1a317f22986d1a93442d09b19a825b2c963243b454bd1b9a54952e5972457b3_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Geometry: blocks and pages"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.BLOCKS
        yield self.PAGES
        
        
    

    
    
class flash_GEOMETRY_PAGE_0x1b896321ffa2e4a77c3af26fad4264909db31e8def1af7db09c6910da112834f_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Geometry: page size                                                |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__PAGE_BYTES']

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
        
        self.__PAGE_BYTES:flash_GEOMETRY_PAGE_PAGE_BYTES_0x5f5f1cc6c0180d8de6f9e92713e2129cc19a0c6184042beec31f6bd5b35d63e5_cls = flash_GEOMETRY_PAGE_PAGE_BYTES_0x5f5f1cc6c0180d8de6f9e92713e2129cc19a0c6184042beec31f6bd5b35d63e5_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=24,
                lsb=0, msb=23,
                low=0, high=23),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.PAGE_BYTES',
            inst_name='PAGE_BYTES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,PAGE_BYTES : int,) -> int:
        return super().register_value(PAGE_BYTES=PAGE_BYTES,)
    

    

    

    # build the properties for the fields
    
    @property
    def PAGE_BYTES(self) -> flash_GEOMETRY_PAGE_PAGE_BYTES_0x5f5f1cc6c0180d8de6f9e92713e2129cc19a0c6184042beec31f6bd5b35d63e5_cls:
        """
        Property to access PAGE_BYTES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Data bytes per page</p>                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PAGE_BYTES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'PAGE_BYTES':'PAGE_BYTES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'flash_GEOMETRY_PAGE_PAGE_BYTES_0x5f5f1cc6c0180d8de6f9e92713e2129cc19a0c6184042beec31f6bd5b35d63e5_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Geometry: page size"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.PAGE_BYTES
        
        
    

    
    
class flash_GEOMETRY_SPARE_0xf9a819cc97a4beffdcf832c4ceab92d3bd919a790f6e5017a35137dbe102272f_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Geometry: spare size                                               |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SPARE_BYTES']

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
        
        self.__SPARE_BYTES:flash_GEOMETRY_SPARE_SPARE_BYTES_0x71ad520137feb82b43ae8c04f72137143c317b841dcd91293273a227dd164777_cls = flash_GEOMETRY_SPARE_SPARE_BYTES_0x71ad520137feb82b43ae8c04f72137143c317b841dcd91293273a227dd164777_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.SPARE_BYTES',
            inst_name='SPARE_BYTES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SPARE_BYTES : int,) -> int:
        return super().register_value(SPARE_BYTES=SPARE_BYTES,)
    

    

    

    # build the properties for the fields
    
    @property
    def SPARE_BYTES(self) -> flash_GEOMETRY_SPARE_SPARE_BYTES_0x71ad520137feb82b43ae8c04f72137143c317b841dcd91293273a227dd164777_cls:
        """
        Property to access SPARE_BYTES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Spare (out-of-band) bytes per page</p>                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SPARE_BYTES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SPARE_BYTES':'SPARE_BYTES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'flash_GEOMETRY_SPARE_SPARE_BYTES_0x71ad520137feb82b43ae8c04f72137143c317b841dcd91293273a227dd164777_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Geometry: spare size"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SPARE_BYTES
        
        
    

    
    
class flash_time_t_0xc54bb7e4722537848321d037791caa1d9ed97177b499e8b9797f50632856d90f_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tR, uniform page type (cycles)                                     |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=12500,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tR, uniform page type (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0x1cb704c4396e9a6b5948e5619e69920adeaca24a4e16d0cf96cd83aacb21ce24_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tPROG, uniform page type (cycles)                                  |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=175000,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tPROG, uniform page type (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0xf1a954330cb6a817067e263483e1a75acc10319f2cc447ba286983cbfe0f27aa_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tBERS (cycles)                                                     |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=875000,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tBERS (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0xf27d558369539638fb258405532f4f155f4b0e678e919f092508efaf0c3292a9_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Command and address cycles on the channel bus, per operation       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=25,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Command and address cycles on the channel bus, per operation"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0x32dd804e56464a1f22cff634e9bfd63df7f545999aa512ebb341399aa0b8bac9_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tR of an LSB page (cycles)                                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=7500,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tR of an LSB page (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0x3f5a9527c1097e1377f225aa3fc3de4d71c42c415ce4a7ed7e8c12e30ecac20f_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tR of a CSB page (cycles)                                          |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=11250,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tR of a CSB page (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0x6b4ccdfe9061967654bef72bf82397f5681545a752b2b11454889f1581d2111f_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tR of an MSB page (cycles)                                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=15000,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tR of an MSB page (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0x52d37a6dfdf0dee37fceb8409b3f684ce1660a5f2134647fa6e5cec7d7846e64_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tPROG of an LSB page (cycles)                                      |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=50000,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tPROG of an LSB page (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0x49d28de69882ca6c1a129a9c8bbd158d6c128ef3fccc3bb0d2654af6bd91ffb7_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tPROG of a CSB page (cycles)                                       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=70000,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tPROG of a CSB page (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_time_t_0x655de989e4b2d1ac06c15b8c72f05aed2bb26763ef830b4980d94637b9012303_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      tPROG of an MSB page (cycles)                                      |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES']

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
        
        self.__CYCLES:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=100000,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES',
            inst_name='CYCLES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES : int,) -> int:
        return super().register_value(CYCLES=CYCLES,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES=CYCLES,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES field of the register

        
        """
        return self.__CYCLES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES':'CYCLES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "tPROG of an MSB page (cycles)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES
        
        
    

    
    
class flash_BUS_RATE_0xb8dd7906f31a581f8901f37ad8a813e21c65829fd50c6678e475561989726815_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Channel bus rate                                                   |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Cycles the channel bus needs per KiB moved; 256 at 250 MHz is 4 |
    |              |      bytes per cycle, 1 GB/s (2PM Table 1).</p>                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CYCLES_PER_KIB']

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
        
        self.__CYCLES_PER_KIB:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=256,
                is_volatile=False),
            logger_handle=logger_handle+'.CYCLES_PER_KIB',
            inst_name='CYCLES_PER_KIB',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CYCLES_PER_KIB : int,) -> int:
        return super().register_value(CYCLES_PER_KIB=CYCLES_PER_KIB,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CYCLES_PER_KIB : int,) -> None:
        return await super().write_all_fields_without_read(CYCLES_PER_KIB=CYCLES_PER_KIB,)
         
    

    # build the properties for the fields
    
    @property
    def CYCLES_PER_KIB(self) -> FieldAsyncReadWrite:
        """
        Property to access CYCLES_PER_KIB field of the register

        
        """
        return self.__CYCLES_PER_KIB

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CYCLES_PER_KIB':'CYCLES_PER_KIB',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Channel bus rate"
    @property
    def rdl_desc(self) -> str:
        return "Cycles the channel bus needs per KiB moved; 256 at 250 MHz is 4 bytes per cycle,\n1 GB/s (2PM Table 1)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CYCLES_PER_KIB
        
        
    

    
    
class flash_TIME_SCALE_0x197d4a97d5f70c47d3949e498498afb024326f36fcdcbd69366dcf1dfce96796_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Time scale                                                         |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Every time above (and the bus rate) is multiplied by FACTOR /   |
    |              |      256 (at least 1 cycle); 256 is real time. Changing it while        |
    |              |      operations run affects the phases that start afterwards.</p>       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__FACTOR']

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
        
        self.__FACTOR:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=256,
                is_volatile=False),
            logger_handle=logger_handle+'.FACTOR',
            inst_name='FACTOR',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,FACTOR : int,) -> int:
        return super().register_value(FACTOR=FACTOR,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,FACTOR : int,) -> None:
        return await super().write_all_fields_without_read(FACTOR=FACTOR,)
         
    

    # build the properties for the fields
    
    @property
    def FACTOR(self) -> FieldAsyncReadWrite:
        """
        Property to access FACTOR field of the register

        
        """
        return self.__FACTOR

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'FACTOR':'FACTOR',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Time scale"
    @property
    def rdl_desc(self) -> str:
        return "Every time above (and the bus rate) is multiplied by FACTOR / 256 (at least 1\ncycle); 256 is real time. Changing it while operations run affects the phases\nthat start afterwards."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.FACTOR
        
        
    

    
    
class flash_PAGE_TYPES_0xf9e9736e8d58ce1d35a0f4e88d60e93d76a6ac72db9c96512abb4735e13671f4_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Page types                                                         |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>How the page index selects tR / tPROG. 0 or 1: uniform (T_READ, |
    |              |      T_PROG); 2: MLC, page mod 2 = LSB, MSB; 3: TLC, page mod 3 = LSB,  |
    |              |      CSB, MSB (the XBOF Table 1 latencies are the reset values of       |
    |              |      T_*_LSB/CSB/MSB).</p>                                              |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__MODE']

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
        
        self.__MODE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=2,
                lsb=0, msb=1,
                low=0, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.MODE',
            inst_name='MODE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,MODE : int,) -> int:
        return super().register_value(MODE=MODE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,MODE : int,) -> None:
        return await super().write_all_fields_without_read(MODE=MODE,)
         
    

    # build the properties for the fields
    
    @property
    def MODE(self) -> FieldAsyncReadWrite:
        """
        Property to access MODE field of the register

        
        """
        return self.__MODE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'MODE':'MODE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Page types"
    @property
    def rdl_desc(self) -> str:
        return "How the page index selects tR / tPROG. 0 or 1: uniform (T_READ, T_PROG);\n2: MLC, page mod 2 = LSB, MSB; 3: TLC, page mod 3 = LSB, CSB, MSB (the XBOF\nTable 1 latencies are the reset values of T_*_LSB/CSB/MSB)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.MODE
        
        
    

    
    
class flash_SCHED_0xae2c8f280242d967d1411ce58203c1fc4f034063828edf62a091da7b03472758_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Chip scheduling policy                                             |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Per-die queue policy. 0: first come first served; 1: read       |
    |              |      priority (the oldest read that no older program or erase of its    |
    |              |      block precedes); 2: read priority plus PAQ-style grouping of a     |
    |              |      single-plane read or program with one on another plane of the same |
    |              |      block and page into one multi-plane operation.</p>                 |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__POLICY']

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
        
        self.__POLICY:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=2,
                lsb=0, msb=1,
                low=0, high=1),
            misc_props=FieldMiscProps(
                default=1,
                is_volatile=False),
            logger_handle=logger_handle+'.POLICY',
            inst_name='POLICY',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,POLICY : int,) -> int:
        return super().register_value(POLICY=POLICY,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,POLICY : int,) -> None:
        return await super().write_all_fields_without_read(POLICY=POLICY,)
         
    

    # build the properties for the fields
    
    @property
    def POLICY(self) -> FieldAsyncReadWrite:
        """
        Property to access POLICY field of the register

        
        """
        return self.__POLICY

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'POLICY':'POLICY',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Chip scheduling policy"
    @property
    def rdl_desc(self) -> str:
        return "Per-die queue policy. 0: first come first served; 1: read priority (the oldest\nread that no older program or erase of its block precedes); 2: read priority plus\nPAQ-style grouping of a single-plane read or program with one on another plane\nof the same block and page into one multi-plane operation."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.POLICY
        
        
    

    
    
class flash_addr_t_0x4c7057c3ff88e5fec83a3a6fd55e8e928ac535768ab09fbb52957bd7291fbba5_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Array data base address on the array port, low word (64-byte       |
    |              |      aligned)                                                           |
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
        return "Array data base address on the array port, low word (64-byte aligned)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_addr_t_0xbc5497e62418e63a77a46a7bd3c984f73cb42dd66f2daf4923086ddea1f91a73_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Array data base address, high word                                 |
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
        return "Array data base address, high word"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_addr_t_0x7b40b6e856fc0755aa3d5659032e3b83caef079f5831449e11a272d435566b06_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Array spare-area base address on the array port, low word (64-byte |
    |              |      aligned)                                                           |
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
        return "Array spare-area base address on the array port, low word (64-byte aligned)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_addr_t_0xdbe45cf23467bb0cfcaa8f35be9e5418a34342c73830cbf9f9d6321d39f8193c_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Array spare-area base address, high word                           |
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
        return "Array spare-area base address, high word"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_BBT_SEL_0xc0a0e9bf3004b98cdf2328ba003d16a2557ca5934ebdea88380faf44bc9ca630_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Bad-block table: block select                                      |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Block that BBT_STATE shows and BBT_CTRL changes.</p>            |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__BLOCK', '__PLANE', '__DIE', '__CHANNEL']

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
        
        self.__BLOCK:flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls = flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.BLOCK',
            inst_name='BLOCK',
            field_type=int)
        self.__PLANE:flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls = flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=16, msb=19,
                low=16, high=19),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.PLANE',
            inst_name='PLANE',
            field_type=int)
        self.__DIE:flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls = flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=20, msb=23,
                low=20, high=23),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.DIE',
            inst_name='DIE',
            field_type=int)
        self.__CHANNEL:flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls = flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=24, msb=31,
                low=24, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
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
        self, *,BLOCK : int,PLANE : int,DIE : int,CHANNEL : int,) -> int:
        return super().register_value(BLOCK=BLOCK,PLANE=PLANE,DIE=DIE,CHANNEL=CHANNEL,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,BLOCK : int,PLANE : int,DIE : int,CHANNEL : int,) -> None:
        return await super().write_all_fields_without_read(BLOCK=BLOCK,PLANE=PLANE,DIE=DIE,CHANNEL=CHANNEL,)
         
    

    # build the properties for the fields
    
    @property
    def BLOCK(self) -> flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls:
        """
        Property to access BLOCK field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Block</p>                                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BLOCK
    @property
    def PLANE(self) -> flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls:
        """
        Property to access PLANE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Plane</p>                                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PLANE
    @property
    def DIE(self) -> flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls:
        """
        Property to access DIE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Die</p>                                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DIE
    @property
    def CHANNEL(self) -> flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls:
        """
        Property to access CHANNEL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Channel</p>                                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CHANNEL

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'BLOCK':'BLOCK','PLANE':'PLANE','DIE':'DIE','CHANNEL':'CHANNEL',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BLOCK"]) -> 'flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PLANE"]) -> 'flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DIE"]) -> 'flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CHANNEL"]) -> 'flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls', 'flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls', 'flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls', 'flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Bad-block table: block select"
    @property
    def rdl_desc(self) -> str:
        return "Block that BBT_STATE shows and BBT_CTRL changes."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.BLOCK
        yield self.PLANE
        yield self.DIE
        yield self.CHANNEL
        
        
    

    
    
class flash_BBT_STATE_0xd5aa58690035844a65d00fc4c056c98e8a119e58c0be7c58f2158cbc0186862e_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Bad-block table: selected block                                    |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__BAD', '__WRITTEN']

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
        
        self.__BAD:flash_BBT_STATE_BAD_0xcefd006a168edc1229caaf7bbb4520ad5229b3100ea25e8d41cd974c7e4efef1_cls = flash_BBT_STATE_BAD_0xcefd006a168edc1229caaf7bbb4520ad5229b3100ea25e8d41cd974c7e4efef1_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.BAD',
            inst_name='BAD',
            field_type=int)
        self.__WRITTEN:flash_BBT_STATE_WRITTEN_0x8f2dc924310c47bf4b02f1a37b72d0131742f7aa2de28332c19e720614e479d9_cls = flash_BBT_STATE_WRITTEN_0x8f2dc924310c47bf4b02f1a37b72d0131742f7aa2de28332c19e720614e479d9_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.WRITTEN',
            inst_name='WRITTEN',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,BAD : int,WRITTEN : int,) -> int:
        return super().register_value(BAD=BAD,WRITTEN=WRITTEN,)
    

    

    

    # build the properties for the fields
    
    @property
    def BAD(self) -> flash_BBT_STATE_BAD_0xcefd006a168edc1229caaf7bbb4520ad5229b3100ea25e8d41cd974c7e4efef1_cls:
        """
        Property to access BAD field of the register

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
        return self.__BAD
    @property
    def WRITTEN(self) -> flash_BBT_STATE_WRITTEN_0x8f2dc924310c47bf4b02f1a37b72d0131742f7aa2de28332c19e720614e479d9_cls:
        """
        Property to access WRITTEN field of the register

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
        return self.__WRITTEN

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'BAD':'BAD','WRITTEN':'WRITTEN',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BAD"]) -> 'flash_BBT_STATE_BAD_0xcefd006a168edc1229caaf7bbb4520ad5229b3100ea25e8d41cd974c7e4efef1_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["WRITTEN"]) -> 'flash_BBT_STATE_WRITTEN_0x8f2dc924310c47bf4b02f1a37b72d0131742f7aa2de28332c19e720614e479d9_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_BBT_STATE_BAD_0xcefd006a168edc1229caaf7bbb4520ad5229b3100ea25e8d41cd974c7e4efef1_cls', 'flash_BBT_STATE_WRITTEN_0x8f2dc924310c47bf4b02f1a37b72d0131742f7aa2de28332c19e720614e479d9_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Bad-block table: selected block"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.BAD
        yield self.WRITTEN
        
        
    

    
    
class flash_BBT_CTRL_0x56cec55d326c7e7f65ab4491bf2b7fbfdcd45fa21f06492cca99a3458f737c0b_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Bad-block table: change                                            |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SET_BAD', '__CLEAR_BAD']

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
        
        self.__SET_BAD:flash_BBT_CTRL_SET_BAD_0x4d0d334c5ffa9a58e5d6e9c5168445def273ef7a9893898534ce988bd4956853_cls = flash_BBT_CTRL_SET_BAD_0x4d0d334c5ffa9a58e5d6e9c5168445def273ef7a9893898534ce988bd4956853_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SET_BAD',
            inst_name='SET_BAD',
            field_type=int)
        self.__CLEAR_BAD:flash_BBT_CTRL_CLEAR_BAD_0x449af1597c256f900a583fc8dde95bda907c2d9ed2bf1e6b9c4f202b81c04b11_cls = flash_BBT_CTRL_CLEAR_BAD_0x449af1597c256f900a583fc8dde95bda907c2d9ed2bf1e6b9c4f202b81c04b11_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CLEAR_BAD',
            inst_name='CLEAR_BAD',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SET_BAD : int,CLEAR_BAD : int,) -> int:
        return super().register_value(SET_BAD=SET_BAD,CLEAR_BAD=CLEAR_BAD,)
    

    
    
    async def write_fields(    # type: ignore[override]
        self, *,SET_BAD : int,CLEAR_BAD : int,) -> None:
        return await super().write_fields(SET_BAD=SET_BAD,CLEAR_BAD=CLEAR_BAD,)
    

    

    # build the properties for the fields
    
    @property
    def SET_BAD(self) -> flash_BBT_CTRL_SET_BAD_0x4d0d334c5ffa9a58e5d6e9c5168445def273ef7a9893898534ce988bd4956853_cls:
        """
        Property to access SET_BAD field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: mark the selected block bad (factory bad block)</p>    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SET_BAD
    @property
    def CLEAR_BAD(self) -> flash_BBT_CTRL_CLEAR_BAD_0x449af1597c256f900a583fc8dde95bda907c2d9ed2bf1e6b9c4f202b81c04b11_cls:
        """
        Property to access CLEAR_BAD field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: clear the bad mark</p>                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CLEAR_BAD

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SET_BAD':'SET_BAD','CLEAR_BAD':'CLEAR_BAD',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SET_BAD"]) -> 'flash_BBT_CTRL_SET_BAD_0x4d0d334c5ffa9a58e5d6e9c5168445def273ef7a9893898534ce988bd4956853_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CLEAR_BAD"]) -> 'flash_BBT_CTRL_CLEAR_BAD_0x449af1597c256f900a583fc8dde95bda907c2d9ed2bf1e6b9c4f202b81c04b11_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_BBT_CTRL_SET_BAD_0x4d0d334c5ffa9a58e5d6e9c5168445def273ef7a9893898534ce988bd4956853_cls', 'flash_BBT_CTRL_CLEAR_BAD_0x449af1597c256f900a583fc8dde95bda907c2d9ed2bf1e6b9c4f202b81c04b11_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Bad-block table: change"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SET_BAD
        yield self.CLEAR_BAD
        
        
    


if __name__ == '__main__':
    pass