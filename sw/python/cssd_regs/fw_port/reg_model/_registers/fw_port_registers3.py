

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


from .field_enum import flash_fault_e0x635bb82fd974223ec40fd433c3ae320015f95febba538e64558e367062a0ed8b_enumcls




from .fields import flash_BBT_SEL_BLOCK_0x7a6ef2d19f7291870ba93d93ecd77171fc8f0a235235c997695f0720e046adac_cls
from .fields import flash_BBT_SEL_PLANE_0x762543cfa8fcc3f4fdafc198f1b79fa8b281f02b776edea2b42a5119a0acd2fc_cls
from .fields import flash_BBT_SEL_DIE_0xc43d98c01baeb95d1390f2f2009600391b76b1d37d65d48f88383c03cbc46d3e_cls
from .fields import flash_BBT_SEL_CHANNEL_0xa4a02cc9206cbc8eb9f9e69a5b471c2be587a08d0f5c00d65c53fb31929842e9_cls
from .fields import flash_BBT_STATE_BAD_0xcefd006a168edc1229caaf7bbb4520ad5229b3100ea25e8d41cd974c7e4efef1_cls
from .fields import flash_BBT_STATE_WRITTEN_0x8f2dc924310c47bf4b02f1a37b72d0131742f7aa2de28332c19e720614e479d9_cls
from .fields import flash_BBT_CTRL_SET_BAD_0x4d0d334c5ffa9a58e5d6e9c5168445def273ef7a9893898534ce988bd4956853_cls
from .fields import flash_BBT_CTRL_CLEAR_BAD_0x449af1597c256f900a583fc8dde95bda907c2d9ed2bf1e6b9c4f202b81c04b11_cls
from .fields import flash_FAULT_ADDR_PAGE_0x834a3ff599ce74498444f2840456239810c2ac5e43e2aa6b263aab680b7fb894_cls
from .fields import flash_FAULT_RULE_KIND_0xc600273524fb87a84ea934baf8b81c2e635686ee51b3484573a21f4bde85b183_cls
from .fields import flash_FAULT_RULE_WHOLE_BLOCK_0x6fd253727dc90cf6b5789e83a7b775ac28bb483db6979883f7e2897e50b740d4_cls
from .fields import flash_FAULT_RULE_WRITE_0xbc49bc3273f4d8047364ad2a79e4f866a94f92134cda15924f934ced5d2a822f_cls
from .fields import flash_chan_STATUS_CPL_AVAIL_0x361aeaf1d344d2877730c6d7fb3b05bff584bd0bba69e9cd58f0a6575221fc01_cls
from .fields import flash_chan_STATUS_CPL_COUNT_0xc9cc17fbab9705ead509c935b962ff707e9993a1bfc643ec10ce479be56a03d3_cls
from .fields import flash_chan_STATUS_DIE_SPACE_0xa54ff65afaaaefdf32c84958700707569a72cf001c200c959ea1f72b5b85814f_cls
from .fields import flash_chan_IRQ_ENABLE_CPL_0xbdfe45f26b190a1cfef14cea6e036141485f43a3d5c8114f4dd14fdc1a6d5e9c_cls
from .fields import flash_chan_DESC_ROW_PAGE_0xa4a9a9e00f68b02bead6546922aa26ec3e14311a8454f4b929e2566121b0c4e4_cls
from .fields import flash_chan_DESC_ROW_BLOCK_0xac4db71218a574c7682785c1f1c958909f649899856f246deb56a4e1f5a95116_cls
from .fields import flash_chan_DESC_ROW_PLANE_0xf3a64e8786a47fa8d1de4f1ce63189b566c23208cb60d05a4497146b5d1683f5_cls
from .fields import flash_chan_DESC_ROW_DIE_0x6f03b4e3f66c468018214d076207eab8733d1a21831257ec5bfa97c068fc1397_cls

# register definitions
    
    
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
        
        
    


if __name__ == '__main__':
    pass