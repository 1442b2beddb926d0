

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


from .field_enum import flash_fault_e0x635bb82fd974223ec40fd433c3ae320015f95febba538e64558e367062a0ed8b_enumcls




from .fields import flash_FAULT_ADDR_PAGE_0x834a3ff599ce74498444f2840456239810c2ac5e43e2aa6b263aab680b7fb894_cls
from .fields import flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls
from .fields import flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls
from .fields import flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls
from .fields import flash_FAULT_RULE_KIND_0xc600273524fb87a84ea934baf8b81c2e635686ee51b3484573a21f4bde85b183_cls
from .fields import flash_FAULT_RULE_WHOLE_BLOCK_0x6fd253727dc90cf6b5789e83a7b775ac28bb483db6979883f7e2897e50b740d4_cls
from .fields import flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls
from .fields import flash_FAULT_RULE_WRITE_0xbc49bc3273f4d8047364ad2a79e4f866a94f92134cda15924f934ced5d2a822f_cls

# register definitions
    
    
class flash_FAULT_SEL_0x1c8bd57c10e480042a3e8fda9c9c2346bf772b53caa463066c86de6df01e97d3_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Fault rule select                                                  |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Which of the fault rules FAULT_ADDR / FAULT_RULE write          |
    |              |      (FAULT_RULE.WRITE) and show.</p>                                   |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__INDEX']

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
        
        self.__INDEX:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=3,
                lsb=0, msb=2,
                low=0, high=2),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.INDEX',
            inst_name='INDEX',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,INDEX : int,) -> int:
        return super().register_value(INDEX=INDEX,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,INDEX : int,) -> None:
        return await super().write_all_fields_without_read(INDEX=INDEX,)
         
    

    # build the properties for the fields
    
    @property
    def INDEX(self) -> FieldAsyncReadWrite:
        """
        Property to access INDEX field of the register

        
        """
        return self.__INDEX

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'INDEX':'INDEX',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Fault rule select"
    @property
    def rdl_desc(self) -> str:
        return "Which of the fault rules FAULT_ADDR / FAULT_RULE write (FAULT_RULE.WRITE) and show."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.INDEX
        
        
    

    
    
class flash_FAULT_ADDR_0xeefd77b0feb39f05a7f3b0b495c4f188e9c09bfbe14f9a9672073d2aba2dddb8_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Fault rule address (staged)                                        |
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
        
        self.__PAGE:flash_FAULT_ADDR_PAGE_0x834a3ff599ce74498444f2840456239810c2ac5e43e2aa6b263aab680b7fb894_cls = flash_FAULT_ADDR_PAGE_0x834a3ff599ce74498444f2840456239810c2ac5e43e2aa6b263aab680b7fb894_cls(
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
        self.__BLOCK:flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls = flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls(
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
        self.__PLANE:flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls = flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls(
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
        self.__DIE:flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls = flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls(
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
    def PAGE(self) -> flash_FAULT_ADDR_PAGE_0x834a3ff599ce74498444f2840456239810c2ac5e43e2aa6b263aab680b7fb894_cls:
        """
        Property to access PAGE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Page</p>                                                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PAGE
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
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'PAGE':'PAGE','BLOCK':'BLOCK','PLANE':'PLANE','DIE':'DIE',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PAGE"]) -> 'flash_FAULT_ADDR_PAGE_0x834a3ff599ce74498444f2840456239810c2ac5e43e2aa6b263aab680b7fb894_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BLOCK"]) -> 'flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PLANE"]) -> 'flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DIE"]) -> 'flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_FAULT_ADDR_PAGE_0x834a3ff599ce74498444f2840456239810c2ac5e43e2aa6b263aab680b7fb894_cls', 'flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls', 'flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls', 'flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Fault rule address (staged)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.PAGE
        yield self.BLOCK
        yield self.PLANE
        yield self.DIE
        
        
    

    
    
class flash_FAULT_RULE_0xd9b1c581cdcdde882f1023234a9daaf59a6b86f901c85a227cbd99be0cbad97c_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Fault rule kind (staged) and commit                                |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__KIND', '__WHOLE_BLOCK', '__CHANNEL', '__WRITE']

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
        
        self.__KIND:flash_FAULT_RULE_KIND_0xc600273524fb87a84ea934baf8b81c2e635686ee51b3484573a21f4bde85b183_cls = flash_FAULT_RULE_KIND_0xc600273524fb87a84ea934baf8b81c2e635686ee51b3484573a21f4bde85b183_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=3,
                lsb=0, msb=2,
                low=0, high=2),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.KIND',
            inst_name='KIND',
            field_type=flash_fault_e0x635bb82fd974223ec40fd433c3ae320015f95febba538e64558e367062a0ed8b_enumcls)
        self.__WHOLE_BLOCK:flash_FAULT_RULE_WHOLE_BLOCK_0x6fd253727dc90cf6b5789e83a7b775ac28bb483db6979883f7e2897e50b740d4_cls = flash_FAULT_RULE_WHOLE_BLOCK_0x6fd253727dc90cf6b5789e83a7b775ac28bb483db6979883f7e2897e50b740d4_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=3, msb=3,
                low=3, high=3),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.WHOLE_BLOCK',
            inst_name='WHOLE_BLOCK',
            field_type=int)
        self.__CHANNEL:flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls = flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=8, msb=15,
                low=8, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CHANNEL',
            inst_name='CHANNEL',
            field_type=int)
        self.__WRITE:flash_FAULT_RULE_WRITE_0xbc49bc3273f4d8047364ad2a79e4f866a94f92134cda15924f934ced5d2a822f_cls = flash_FAULT_RULE_WRITE_0xbc49bc3273f4d8047364ad2a79e4f866a94f92134cda15924f934ced5d2a822f_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=31, msb=31,
                low=31, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.WRITE',
            inst_name='WRITE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,KIND : flash_fault_e0x635bb82fd974223ec40fd433c3ae320015f95febba538e64558e367062a0ed8b_enumcls,WHOLE_BLOCK : int,CHANNEL : int,WRITE : int,) -> int:
        return super().register_value(KIND=KIND,WHOLE_BLOCK=WHOLE_BLOCK,CHANNEL=CHANNEL,WRITE=WRITE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,KIND : flash_fault_e0x635bb82fd974223ec40fd433c3ae320015f95febba538e64558e367062a0ed8b_enumcls,WHOLE_BLOCK : int,CHANNEL : int,WRITE : int,) -> None:
        return await super().write_all_fields_without_read(KIND=KIND,WHOLE_BLOCK=WHOLE_BLOCK,CHANNEL=CHANNEL,WRITE=WRITE,)
         
    

    # build the properties for the fields
    
    @property
    def KIND(self) -> flash_FAULT_RULE_KIND_0xc600273524fb87a84ea934baf8b81c2e635686ee51b3484573a21f4bde85b183_cls:
        """
        Property to access KIND field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>What the rule does (fault_e)</p>                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KIND
    @property
    def WHOLE_BLOCK(self) -> flash_FAULT_RULE_WHOLE_BLOCK_0x6fd253727dc90cf6b5789e83a7b775ac28bb483db6979883f7e2897e50b740d4_cls:
        """
        Property to access WHOLE_BLOCK field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Match every page of the block, not only PAGE</p>                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__WHOLE_BLOCK
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
    def WRITE(self) -> flash_FAULT_RULE_WRITE_0xbc49bc3273f4d8047364ad2a79e4f866a94f92134cda15924f934ced5d2a822f_cls:
        """
        Property to access WRITE field of the register

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
        return self.__WRITE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'KIND':'KIND','WHOLE_BLOCK':'WHOLE_BLOCK','CHANNEL':'CHANNEL','WRITE':'WRITE',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KIND"]) -> 'flash_FAULT_RULE_KIND_0xc600273524fb87a84ea934baf8b81c2e635686ee51b3484573a21f4bde85b183_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["WHOLE_BLOCK"]) -> 'flash_FAULT_RULE_WHOLE_BLOCK_0x6fd253727dc90cf6b5789e83a7b775ac28bb483db6979883f7e2897e50b740d4_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CHANNEL"]) -> 'flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["WRITE"]) -> 'flash_FAULT_RULE_WRITE_0xbc49bc3273f4d8047364ad2a79e4f866a94f92134cda15924f934ced5d2a822f_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_FAULT_RULE_KIND_0xc600273524fb87a84ea934baf8b81c2e635686ee51b3484573a21f4bde85b183_cls', 'flash_FAULT_RULE_WHOLE_BLOCK_0x6fd253727dc90cf6b5789e83a7b775ac28bb483db6979883f7e2897e50b740d4_cls', 'flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls', 'flash_FAULT_RULE_WRITE_0xbc49bc3273f4d8047364ad2a79e4f866a94f92134cda15924f934ced5d2a822f_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Fault rule kind (staged) and commit"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.KIND
        yield self.WHOLE_BLOCK
        yield self.CHANNEL
        yield self.WRITE
        
        
    

    
    
class flash_RATE_UECC_0x1e79ceb8d8cb25475dde1d7f5ea4f25610cb01d7dd2bf80bbd1bff382fc4efad_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Random fault rates                                                 |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Probability per operation in 1/65536 of an uncorrectable read,  |
    |              |      a program failure, an erase failure (independent LFSRs per         |
    |              |      die).</p>                                                          |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__UNCORRECTABLE']

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
        
        self.__UNCORRECTABLE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.UNCORRECTABLE',
            inst_name='UNCORRECTABLE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,UNCORRECTABLE : int,) -> int:
        return super().register_value(UNCORRECTABLE=UNCORRECTABLE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,UNCORRECTABLE : int,) -> None:
        return await super().write_all_fields_without_read(UNCORRECTABLE=UNCORRECTABLE,)
         
    

    # build the properties for the fields
    
    @property
    def UNCORRECTABLE(self) -> FieldAsyncReadWrite:
        """
        Property to access UNCORRECTABLE field of the register

        
        """
        return self.__UNCORRECTABLE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'UNCORRECTABLE':'UNCORRECTABLE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Random fault rates"
    @property
    def rdl_desc(self) -> str:
        return "Probability per operation in 1/65536 of an uncorrectable read, a program failure,\nan erase failure (independent LFSRs per die)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.UNCORRECTABLE
        
        
    

    
    
class flash_RATE_PROGRAM_0xc2177eeeb33576d89f90ee0c1a34d8b8a6d0e40e0d341295525fb5876c611253_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Program failure rate (1/65536)                                     |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__PROGRAM']

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
        
        self.__PROGRAM:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.PROGRAM',
            inst_name='PROGRAM',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,PROGRAM : int,) -> int:
        return super().register_value(PROGRAM=PROGRAM,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,PROGRAM : int,) -> None:
        return await super().write_all_fields_without_read(PROGRAM=PROGRAM,)
         
    

    # build the properties for the fields
    
    @property
    def PROGRAM(self) -> FieldAsyncReadWrite:
        """
        Property to access PROGRAM field of the register

        
        """
        return self.__PROGRAM

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'PROGRAM':'PROGRAM',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Program failure rate (1/65536)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.PROGRAM
        
        
    

    
    
class flash_RATE_ERASE_0xeb337dc2520bc2cbc0703520903dbcf89636c2e82c096e65502b6bc0261e51c3_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Erase failure rate (1/65536)                                       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__ERASE']

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
        
        self.__ERASE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ERASE',
            inst_name='ERASE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,ERASE : int,) -> int:
        return super().register_value(ERASE=ERASE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,ERASE : int,) -> None:
        return await super().write_all_fields_without_read(ERASE=ERASE,)
         
    

    # build the properties for the fields
    
    @property
    def ERASE(self) -> FieldAsyncReadWrite:
        """
        Property to access ERASE field of the register

        
        """
        return self.__ERASE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'ERASE':'ERASE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadWrite':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Erase failure rate (1/65536)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.ERASE
        
        
    

    
    
class flash_MON_SEL_0xe83aaa4186ff3aa22af96a8235ed03ab31461381aec89c63a49665028f5eb0c4_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Monitor select                                                     |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Counter that MON_DATA shows. DIE &lt; dies: that die's counter  |
    |              |      INDEX (0 array-busy cycles, 1 active cycles, 2 reads, 3 programs,  |
    |              |      4 erases, 5 operations that completed with an error, 6 + n:        |
    |              |      operations that arrived to find n queued, n = 0 .. QUEUE_DEPTH -   |
    |              |      1). DIE = 15: the channel's counter INDEX (0 bus-busy cycles, 1    |
    |              |      descriptors dropped because the die queue was full). Counters wrap |
    |              |      at 2^32.</p>                                                       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__INDEX', '__DIE', '__CHANNEL']

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
        
        self.__INDEX:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.INDEX',
            inst_name='INDEX',
            field_type=int)
        self.__DIE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=8, msb=11,
                low=8, high=11),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.DIE',
            inst_name='DIE',
            field_type=int)
        self.__CHANNEL:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=16, msb=23,
                low=16, high=23),
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
        self, *,INDEX : int,DIE : int,CHANNEL : int,) -> int:
        return super().register_value(INDEX=INDEX,DIE=DIE,CHANNEL=CHANNEL,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,INDEX : int,DIE : int,CHANNEL : int,) -> None:
        return await super().write_all_fields_without_read(INDEX=INDEX,DIE=DIE,CHANNEL=CHANNEL,)
         
    

    # build the properties for the fields
    
    @property
    def INDEX(self) -> FieldAsyncReadWrite:
        """
        Property to access INDEX field of the register

        
        """
        return self.__INDEX
    @property
    def DIE(self) -> FieldAsyncReadWrite:
        """
        Property to access DIE field of the register

        
        """
        return self.__DIE
    @property
    def CHANNEL(self) -> FieldAsyncReadWrite:
        """
        Property to access CHANNEL field of the register

        
        """
        return self.__CHANNEL

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'INDEX':'INDEX','DIE':'DIE','CHANNEL':'CHANNEL',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["INDEX"]) -> 'FieldAsyncReadWrite': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DIE"]) -> 'FieldAsyncReadWrite': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CHANNEL"]) -> 'FieldAsyncReadWrite': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['FieldAsyncReadWrite', 'FieldAsyncReadWrite', 'FieldAsyncReadWrite', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Monitor select"
    @property
    def rdl_desc(self) -> str:
        return "Counter that MON_DATA shows. DIE \u003c dies: that die\u0027s counter INDEX (0 array-busy\ncycles, 1 active cycles, 2 reads, 3 programs, 4 erases, 5 operations that\ncompleted with an error, 6 + n: operations that arrived to find n queued, n =\n0 .. QUEUE_DEPTH - 1). DIE = 15: the channel\u0027s counter INDEX (0 bus-busy cycles,\n1 descriptors dropped because the die queue was full). Counters wrap at 2^32."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.INDEX
        yield self.DIE
        yield self.CHANNEL
        
        
    

    
    
class flash_MON_DATA_0x9f0d6d72a1a79b92e47e2c318afd1e07609b3b4b5faf7ba5837f65cfd12f4b27_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Monitor data                                                       |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The counter MON_SEL names (valid from the second cycle after    |
    |              |      MON_SEL was written).</p>                                          |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__VALUE']

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
        
        self.__VALUE:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
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
    

    

    

    # build the properties for the fields
    
    @property
    def VALUE(self) -> FieldAsyncReadOnly:
        """
        Property to access VALUE field of the register

        
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Monitor data"
    @property
    def rdl_desc(self) -> str:
        return "The counter MON_SEL names (valid from the second cycle after MON_SEL was written)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class flash_CYCLES_0x4a1baf2d006e44ad000a13f4b506f69778fca16f08b10f740fb798f55c3d254c_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Cycle counter                                                      |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Datapath cycles since reset (wraps), the time base of the busy  |
    |              |      counters.</p>                                                      |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__VALUE']

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
        
        self.__VALUE:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
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
    

    

    

    # build the properties for the fields
    
    @property
    def VALUE(self) -> FieldAsyncReadOnly:
        """
        Property to access VALUE field of the register

        
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Cycle counter"
    @property
    def rdl_desc(self) -> str:
        return "Datapath cycles since reset (wraps), the time base of the busy counters."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    


if __name__ == '__main__':
    pass