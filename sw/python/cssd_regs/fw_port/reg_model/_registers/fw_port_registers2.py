

"""
Python Wrapper for the fw_port register model

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






from .fields import nvme_set_CMD_POP_POP_0xfbb17e59e500c2093779304aa604b4bf523cff4925652ea8d49ddaf77d6e5843_cls
from .fields import nvme_set_REQ_LOCAL_VALUE_0x86bacb1f17545624bdc723ccfe6f546e3cdbb678230e373a0809ac9b6f12443f_cls
from .fields import nvme_set_REQ_OFFSET_VALUE_0x9970806bb2e01d99a306418286a7a4b76ac06b4200163f7c2821043da7345544_cls
from .fields import nvme_set_REQ_LEN_VALUE_0xdc8dcd01d84b052ab69100243310d7ef95407f4a33ecce0f4ddafdacd8964992_cls
from .fields import nvme_set_REQ_DW0_VALUE_0xad52864d1c36537d8c590ae17acd6e5a589a3eaa4970422d5f868bdf23c4d75_cls
from .fields import nvme_set_REQ_CTRL_SLOT_0x2a5f73cf3c6352e93685a5ab849b49ee32eecff9d124539a2a627f00bd80f185_cls
from .fields import nvme_set_REQ_CTRL_KIND_0x874ab04d3fec09b460077042673f5659134b826531695c2b38c98016f6dc96f4_cls
from .fields import nvme_set_REQ_CTRL_TO_HOST_0x7aee83cb4f02fbefb61ec1323e13a941561d2853c6b800ec0b114f7855967883_cls
from .fields import nvme_set_REQ_CTRL_AUTO_CPL_0xfb8ec04ca5b1ab02a8228a6df07b661e0bb1a7b362ac5ca3c6d5c65ba64e2134_cls
from .fields import nvme_set_REQ_CTRL_STATUS_0x3f6f794d7949d3861b77aa2d5abefb75610f6d3a3fa0e55ae8afc5eba7c83052_cls
from .fields import nvme_set_DONE_INFO_SLOT_0x8cdf096ed1eb1c07c442f90d1055aec5d2bbca854eb00a76a9a8b77a4047459a_cls
from .fields import nvme_set_DONE_INFO_STATUS_0x1aaf72c249236680a086346e20a615bdd921c32c1472e3ded16d46c24e46713e_cls
from .fields import flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls
from .fields import flash_GEOMETRY_DIES_0xe0f2f63ce543ba4391a3e8957d8104ca230df30b718f1d56a23f3c1465c3f08f_cls
from .fields import flash_GEOMETRY_PLANES_0x150394994def5cf936cdf1e9985a923a92ac4229b379c7a8c11d616fa1237609_cls
from .fields import flash_GEOMETRY_QUEUE_DEPTH_0x8ea5f2d959aba530b38d78a2519bd32cbfe34e03fd8891662a795ba05c987bbc_cls
from .fields import flash_GEOMETRY_BLOCKS_BLOCKS_0x7b008268722497a3cfb43cc2132e087df0f62f7c85f0665c0a43086865e0c111_cls
from .fields import flash_GEOMETRY_BLOCKS_PAGES_0xd1a317f22986d1a93442d09b19a825b2c963243b454bd1b9a54952e5972457b3_cls
from .fields import flash_GEOMETRY_PAGE_PAGE_BYTES_0x5f5f1cc6c0180d8de6f9e92713e2129cc19a0c6184042beec31f6bd5b35d63e5_cls
from .fields import flash_GEOMETRY_SPARE_SPARE_BYTES_0x71ad520137feb82b43ae8c04f72137143c317b841dcd91293273a227dd164777_cls

# register definitions
    
    
class nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Command pop                                                        |
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
        
        self.__POP:nvme_set_CMD_POP_POP_0xfbb17e59e500c2093779304aa604b4bf523cff4925652ea8d49ddaf77d6e5843_cls = nvme_set_CMD_POP_POP_0xfbb17e59e500c2093779304aa604b4bf523cff4925652ea8d49ddaf77d6e5843_cls(
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
    def POP(self) -> nvme_set_CMD_POP_POP_0xfbb17e59e500c2093779304aa604b4bf523cff4925652ea8d49ddaf77d6e5843_cls:
        """
        Property to access POP field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: drop the head command (its slot stays allocated until  |
        |              |      its completion request)</p>                                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__POP

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'POP':'POP',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_set_CMD_POP_POP_0xfbb17e59e500c2093779304aa604b4bf523cff4925652ea8d49ddaf77d6e5843_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Command pop"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.POP
        
        
    

    
    
class nvme_set_REQ_LOCAL_0xa83152ad9cfda1cbbf753f652720319fd480d970a0737aab85d2333c58d94789_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Transfer local address                                             |
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
        
        self.__VALUE:nvme_set_REQ_LOCAL_VALUE_0x86bacb1f17545624bdc723ccfe6f546e3cdbb678230e373a0809ac9b6f12443f_cls = nvme_set_REQ_LOCAL_VALUE_0x86bacb1f17545624bdc723ccfe6f546e3cdbb678230e373a0809ac9b6f12443f_cls(
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
    def VALUE(self) -> nvme_set_REQ_LOCAL_VALUE_0x86bacb1f17545624bdc723ccfe6f546e3cdbb678230e373a0809ac9b6f12443f_cls:
        """
        Property to access VALUE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Controller memory (DDR) byte address, dword aligned</p>         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_set_REQ_LOCAL_VALUE_0x86bacb1f17545624bdc723ccfe6f546e3cdbb678230e373a0809ac9b6f12443f_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Transfer local address"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_set_REQ_OFFSET_0x33536299de5bb2d03925c5614f32278c02a8bd136bbe8b58fdf5a374546df82a_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Transfer offset                                                    |
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
        
        self.__VALUE:nvme_set_REQ_OFFSET_VALUE_0x9970806bb2e01d99a306418286a7a4b76ac06b4200163f7c2821043da7345544_cls = nvme_set_REQ_OFFSET_VALUE_0x9970806bb2e01d99a306418286a7a4b76ac06b4200163f7c2821043da7345544_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=24,
                lsb=0, msb=23,
                low=0, high=23),
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
    def VALUE(self) -> nvme_set_REQ_OFFSET_VALUE_0x9970806bb2e01d99a306418286a7a4b76ac06b4200163f7c2821043da7345544_cls:
        """
        Property to access VALUE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Byte offset into the command's host data buffer, dword          |
        |              |      multiple</p>                                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_set_REQ_OFFSET_VALUE_0x9970806bb2e01d99a306418286a7a4b76ac06b4200163f7c2821043da7345544_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Transfer offset"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_set_REQ_LEN_0x329eacbfdc13578badcfd49d294d527999a73c7f0b7e90e78dc2a018d0e113d3_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Transfer length                                                    |
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
        
        self.__VALUE:nvme_set_REQ_LEN_VALUE_0xdc8dcd01d84b052ab69100243310d7ef95407f4a33ecce0f4ddafdacd8964992_cls = nvme_set_REQ_LEN_VALUE_0xdc8dcd01d84b052ab69100243310d7ef95407f4a33ecce0f4ddafdacd8964992_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=24,
                lsb=0, msb=23,
                low=0, high=23),
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
    def VALUE(self) -> nvme_set_REQ_LEN_VALUE_0xdc8dcd01d84b052ab69100243310d7ef95407f4a33ecce0f4ddafdacd8964992_cls:
        """
        Property to access VALUE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Bytes to move, dword multiple, &gt; 0</p>                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_set_REQ_LEN_VALUE_0xdc8dcd01d84b052ab69100243310d7ef95407f4a33ecce0f4ddafdacd8964992_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Transfer length"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_set_REQ_DW0_0x51ce163b91d054c1daaafca6dc00de0afc94a1574a6d2bfe60e0593497c629e7_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completion dword 0                                                 |
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
        
        self.__VALUE:nvme_set_REQ_DW0_VALUE_0xad52864d1c36537d8c590ae17acd6e5a589a3eaa4970422d5f868bdf23c4d75_cls = nvme_set_REQ_DW0_VALUE_0xad52864d1c36537d8c590ae17acd6e5a589a3eaa4970422d5f868bdf23c4d75_cls(
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
    def VALUE(self) -> nvme_set_REQ_DW0_VALUE_0xad52864d1c36537d8c590ae17acd6e5a589a3eaa4970422d5f868bdf23c4d75_cls:
        """
        Property to access VALUE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Command specific dword 0 of the completion entry</p>            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_set_REQ_DW0_VALUE_0xad52864d1c36537d8c590ae17acd6e5a589a3eaa4970422d5f868bdf23c4d75_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Completion dword 0"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_set_REQ_CTRL_0xa74ec50bd6699ab806e9d8acb4563887a0ca7670136931d3db854ce225cc58f0_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Request control                                                    |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Writing with GO = 1 queues the request: KIND 0 moves REQ_LEN    |
    |              |      bytes at REQ_OFFSET of the slot's data between the host (PRP1/PRP2 |
    |              |      of the command) and REQ_LOCAL, in the direction TO_HOST; KIND 1    |
    |              |      completes the slot's command with STATUS and REQ_DW0 and frees the |
    |              |      slot. A transfer with AUTO_CPL = 1 completes the command itself    |
    |              |      when it ends (status 0, or the transfer's error mapped to an NVMe  |
    |              |      status) and reports no DONE entry.</p>                             |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SLOT', '__KIND', '__TO_HOST', '__AUTO_CPL', '__STATUS', '__GO']

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
        
        self.__SLOT:nvme_set_REQ_CTRL_SLOT_0x2a5f73cf3c6352e93685a5ab849b49ee32eecff9d124539a2a627f00bd80f185_cls = nvme_set_REQ_CTRL_SLOT_0x2a5f73cf3c6352e93685a5ab849b49ee32eecff9d124539a2a627f00bd80f185_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=10,
                lsb=0, msb=9,
                low=0, high=9),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SLOT',
            inst_name='SLOT',
            field_type=int)
        self.__KIND:nvme_set_REQ_CTRL_KIND_0x874ab04d3fec09b460077042673f5659134b826531695c2b38c98016f6dc96f4_cls = nvme_set_REQ_CTRL_KIND_0x874ab04d3fec09b460077042673f5659134b826531695c2b38c98016f6dc96f4_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=10, msb=10,
                low=10, high=10),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.KIND',
            inst_name='KIND',
            field_type=int)
        self.__TO_HOST:nvme_set_REQ_CTRL_TO_HOST_0x7aee83cb4f02fbefb61ec1323e13a941561d2853c6b800ec0b114f7855967883_cls = nvme_set_REQ_CTRL_TO_HOST_0x7aee83cb4f02fbefb61ec1323e13a941561d2853c6b800ec0b114f7855967883_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=11, msb=11,
                low=11, high=11),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.TO_HOST',
            inst_name='TO_HOST',
            field_type=int)
        self.__AUTO_CPL:nvme_set_REQ_CTRL_AUTO_CPL_0xfb8ec04ca5b1ab02a8228a6df07b661e0bb1a7b362ac5ca3c6d5c65ba64e2134_cls = nvme_set_REQ_CTRL_AUTO_CPL_0xfb8ec04ca5b1ab02a8228a6df07b661e0bb1a7b362ac5ca3c6d5c65ba64e2134_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=12, msb=12,
                low=12, high=12),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.AUTO_CPL',
            inst_name='AUTO_CPL',
            field_type=int)
        self.__STATUS:nvme_set_REQ_CTRL_STATUS_0x3f6f794d7949d3861b77aa2d5abefb75610f6d3a3fa0e55ae8afc5eba7c83052_cls = nvme_set_REQ_CTRL_STATUS_0x3f6f794d7949d3861b77aa2d5abefb75610f6d3a3fa0e55ae8afc5eba7c83052_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=15,
                lsb=16, msb=30,
                low=16, high=30),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.STATUS',
            inst_name='STATUS',
            field_type=int)
        self.__GO:FieldAsyncWriteOnly = FieldAsyncWriteOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=31, msb=31,
                low=31, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.GO',
            inst_name='GO',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SLOT : int,KIND : int,TO_HOST : int,AUTO_CPL : int,STATUS : int,GO : int,) -> int:
        return super().register_value(SLOT=SLOT,KIND=KIND,TO_HOST=TO_HOST,AUTO_CPL=AUTO_CPL,STATUS=STATUS,GO=GO,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,SLOT : int,KIND : int,TO_HOST : int,AUTO_CPL : int,STATUS : int,GO : int,) -> None:
        return await super().write_all_fields_without_read(SLOT=SLOT,KIND=KIND,TO_HOST=TO_HOST,AUTO_CPL=AUTO_CPL,STATUS=STATUS,GO=GO,)
         
    

    # build the properties for the fields
    
    @property
    def SLOT(self) -> nvme_set_REQ_CTRL_SLOT_0x2a5f73cf3c6352e93685a5ab849b49ee32eecff9d124539a2a627f00bd80f185_cls:
        """
        Property to access SLOT field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Command slot (CMD_INFO.SLOT)</p>                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT
    @property
    def KIND(self) -> nvme_set_REQ_CTRL_KIND_0x874ab04d3fec09b460077042673f5659134b826531695c2b38c98016f6dc96f4_cls:
        """
        Property to access KIND field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>0 transfer, 1 complete</p>                                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KIND
    @property
    def TO_HOST(self) -> nvme_set_REQ_CTRL_TO_HOST_0x7aee83cb4f02fbefb61ec1323e13a941561d2853c6b800ec0b114f7855967883_cls:
        """
        Property to access TO_HOST field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Transfer direction: 1 controller -&gt; host (Read), 0 host      |
        |              |      -&gt; controller (Write)</p>                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__TO_HOST
    @property
    def AUTO_CPL(self) -> nvme_set_REQ_CTRL_AUTO_CPL_0xfb8ec04ca5b1ab02a8228a6df07b661e0bb1a7b362ac5ca3c6d5c65ba64e2134_cls:
        """
        Property to access AUTO_CPL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Transfer: complete the command when it ends</p>                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__AUTO_CPL
    @property
    def STATUS(self) -> nvme_set_REQ_CTRL_STATUS_0x3f6f794d7949d3861b77aa2d5abefb75610f6d3a3fa0e55ae8afc5eba7c83052_cls:
        """
        Property to access STATUS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Complete: NVMe status field (SC 7:0, SCT 10:8, CRD 12:11, M 13, |
        |              |      DNR 14)</p>                                                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__STATUS
    @property
    def GO(self) -> FieldAsyncWriteOnly:
        """
        Property to access GO field of the register

        
        """
        return self.__GO

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SLOT':'SLOT','KIND':'KIND','TO_HOST':'TO_HOST','AUTO_CPL':'AUTO_CPL','STATUS':'STATUS','GO':'GO',
            }

    
    
    
    
    
    
    # nodes:6
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT"]) -> 'nvme_set_REQ_CTRL_SLOT_0x2a5f73cf3c6352e93685a5ab849b49ee32eecff9d124539a2a627f00bd80f185_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KIND"]) -> 'nvme_set_REQ_CTRL_KIND_0x874ab04d3fec09b460077042673f5659134b826531695c2b38c98016f6dc96f4_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["TO_HOST"]) -> 'nvme_set_REQ_CTRL_TO_HOST_0x7aee83cb4f02fbefb61ec1323e13a941561d2853c6b800ec0b114f7855967883_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["AUTO_CPL"]) -> 'nvme_set_REQ_CTRL_AUTO_CPL_0xfb8ec04ca5b1ab02a8228a6df07b661e0bb1a7b362ac5ca3c6d5c65ba64e2134_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'nvme_set_REQ_CTRL_STATUS_0x3f6f794d7949d3861b77aa2d5abefb75610f6d3a3fa0e55ae8afc5eba7c83052_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GO"]) -> 'FieldAsyncWriteOnly': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_set_REQ_CTRL_SLOT_0x2a5f73cf3c6352e93685a5ab849b49ee32eecff9d124539a2a627f00bd80f185_cls', 'nvme_set_REQ_CTRL_KIND_0x874ab04d3fec09b460077042673f5659134b826531695c2b38c98016f6dc96f4_cls', 'nvme_set_REQ_CTRL_TO_HOST_0x7aee83cb4f02fbefb61ec1323e13a941561d2853c6b800ec0b114f7855967883_cls', 'nvme_set_REQ_CTRL_AUTO_CPL_0xfb8ec04ca5b1ab02a8228a6df07b661e0bb1a7b362ac5ca3c6d5c65ba64e2134_cls', 'nvme_set_REQ_CTRL_STATUS_0x3f6f794d7949d3861b77aa2d5abefb75610f6d3a3fa0e55ae8afc5eba7c83052_cls', 'FieldAsyncWriteOnly', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Request control"
    @property
    def rdl_desc(self) -> str:
        return "Writing with GO = 1 queues the request: KIND 0 moves REQ_LEN bytes at REQ_OFFSET of\nthe slot\u0027s data between the host (PRP1/PRP2 of the command) and REQ_LOCAL, in the\ndirection TO_HOST; KIND 1 completes the slot\u0027s command with STATUS and REQ_DW0 and\nfrees the slot. A transfer with AUTO_CPL = 1 completes the command itself when it\nends (status 0, or the transfer\u0027s error mapped to an NVMe status) and reports no\nDONE entry."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SLOT
        yield self.KIND
        yield self.TO_HOST
        yield self.AUTO_CPL
        yield self.STATUS
        yield self.GO
        
        
    

    
    
class nvme_set_DONE_INFO_0xaa6e3cd0105ba6b886fb438dd1ab41a6e4868ba9a7e514b975d5a1edc405bb61_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Transfer result                                                    |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SLOT', '__STATUS']

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
        
        self.__SLOT:nvme_set_DONE_INFO_SLOT_0x8cdf096ed1eb1c07c442f90d1055aec5d2bbca854eb00a76a9a8b77a4047459a_cls = nvme_set_DONE_INFO_SLOT_0x8cdf096ed1eb1c07c442f90d1055aec5d2bbca854eb00a76a9a8b77a4047459a_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.SLOT',
            inst_name='SLOT',
            field_type=int)
        self.__STATUS:nvme_set_DONE_INFO_STATUS_0x1aaf72c249236680a086346e20a615bdd921c32c1472e3ded16d46c24e46713e_cls = nvme_set_DONE_INFO_STATUS_0x1aaf72c249236680a086346e20a615bdd921c32c1472e3ded16d46c24e46713e_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=3,
                lsb=16, msb=18,
                low=16, high=18),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.STATUS',
            inst_name='STATUS',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SLOT : int,STATUS : int,) -> int:
        return super().register_value(SLOT=SLOT,STATUS=STATUS,)
    

    

    

    # build the properties for the fields
    
    @property
    def SLOT(self) -> nvme_set_DONE_INFO_SLOT_0x8cdf096ed1eb1c07c442f90d1055aec5d2bbca854eb00a76a9a8b77a4047459a_cls:
        """
        Property to access SLOT field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Slot of the finished transfer</p>                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT
    @property
    def STATUS(self) -> nvme_set_DONE_INFO_STATUS_0x1aaf72c249236680a086346e20a615bdd921c32c1472e3ded16d46c24e46713e_cls:
        """
        Property to access STATUS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>0 ok, 1 PRP offset invalid, 2 invalid transfer (length/offset), |
        |              |      3 PCIe data transfer error, 4 local memory error, 5 dropped        |
        |              |      (controller reset since the command arrived)</p>                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__STATUS

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SLOT':'SLOT','STATUS':'STATUS',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT"]) -> 'nvme_set_DONE_INFO_SLOT_0x8cdf096ed1eb1c07c442f90d1055aec5d2bbca854eb00a76a9a8b77a4047459a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'nvme_set_DONE_INFO_STATUS_0x1aaf72c249236680a086346e20a615bdd921c32c1472e3ded16d46c24e46713e_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_set_DONE_INFO_SLOT_0x8cdf096ed1eb1c07c442f90d1055aec5d2bbca854eb00a76a9a8b77a4047459a_cls', 'nvme_set_DONE_INFO_STATUS_0x1aaf72c249236680a086346e20a615bdd921c32c1472e3ded16d46c24e46713e_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Transfer result"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SLOT
        yield self.STATUS
        
        
    

    
    
class nvme_set_DONE_POP_0x7e561b25fdd8ea709bab114712d20402361aeb8fbd2d3bdff30009fbd38c1bf_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Transfer result pop                                                |
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
        
        self.__POP:FieldAsyncWriteOnly = FieldAsyncWriteOnly(
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
    def POP(self) -> FieldAsyncWriteOnly:
        """
        Property to access POP field of the register

        
        """
        return self.__POP

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'POP':'POP',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncWriteOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Transfer result pop"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.POP
        
        
    

    
    
class nvme_set_counter_t_0xdac6b147d7b4c02428cfb07229f6195358dac83137ca25c36636b5e867043a09_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Commands delivered to this set                                     |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__COUNT']

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
        
        self.__COUNT:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> FieldAsyncReadOnly:
        """
        Property to access COUNT field of the register

        
        """
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Commands delivered to this set"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_set_counter_t_0x9c3bd52fb4f1adfaf0d53258d2c7cd90dd9d5f86262deacf6f5f2c87ca823c63_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Transfer requests accepted                                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__COUNT']

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
        
        self.__COUNT:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> FieldAsyncReadOnly:
        """
        Property to access COUNT field of the register

        
        """
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Transfer requests accepted"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_set_counter_t_0x3abbb6d5b0deff3a77d0e84eaa278c7927cd9a8c2c58880dd31032e57765fce_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completions (requested and automatic)                              |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__COUNT']

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
        
        self.__COUNT:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> FieldAsyncReadOnly:
        """
        Property to access COUNT field of the register

        
        """
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Completions (requested and automatic)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_set_counter_t_0xd23cd2409a676e11d6fc2bf6d3b3aaa8dc6c6a99e97aeecb3c17a4cb8f1f226b_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      REQ_CTRL.GO writes while the request queue was full (lost)         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__COUNT']

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
        
        self.__COUNT:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> FieldAsyncReadOnly:
        """
        Property to access COUNT field of the register

        
        """
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "REQ_CTRL.GO writes while the request queue was full (lost)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
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
        
        
    


if __name__ == '__main__':
    pass