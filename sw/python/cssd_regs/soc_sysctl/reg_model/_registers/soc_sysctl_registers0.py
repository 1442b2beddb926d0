

"""
Python Wrapper for the soc_sysctl register model

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

from peakrdl_python.lib import FieldSizeProps, FieldMiscProps






from .fields import soc_sysctl_CONSOLE_DATA_0x760452dc50bba66c1d3390352096d064d3fed7b6df91b59a318e759083b06667_cls
from .fields import soc_sysctl_EXIT_CODE_0x877b9b88d204797c1d05185e72e2dced6f27a9359959b73a5479453368ee8bcd_cls
from .fields import soc_sysctl_EXIT_WRITTEN_0x2edd5999b4a6b7dd77df2dd9c4bc5097f2e0f89da0174fc437ac6ba8f584ea85_cls
from .fields import soc_sysctl_SCRATCH_VALUE_0xbb605538802fef2e8a1edc1e86fb3fb7afd6925ad6e732e4cded72fc85b70cd6_cls
from .fields import soc_sysctl_CORE_ID_ID_0x648b4597806f986275a12a86d7c1a8e7a6c44f870af30733ccc636cfa7be5d4c_cls
from .fields import soc_sysctl_CONSOLE_RX_DATA_0x9f4ceb97844c94c5b640d026e12b9489cad68b0653cf2ff77fda147651bc77c1_cls
from .fields import soc_sysctl_CONSOLE_RX_VALID_0xdafc256f36240451f5e68b61b15e379fed55b1aec0190a54a7a83cec5b5c74c3_cls
from .fields import soc_sysctl_CONSOLE_RX_OVERRUN_0xfb4a76ffef74a476d2f6231eff1bd610d6f141a308da4472111b02558d97609b_cls
from .fields import soc_sysctl_CONSOLE_RX_FRAME_ERR_0xd17a179a1ebb944e376066eeb2f1047d0272d912c3d52ec5a04ed2d4de278782_cls
from .fields import soc_sysctl_SET_CORES_RUN_RUN_0xc55fa6167af9ee3a23c1261e9d6d811c69c11a65825f0187bc6a2d79867e8aed_cls

# register definitions
    
    
class soc_sysctl_CONSOLE_0x7db552d5b69201c70a174038af7b4b091d9c45aab79ae0b6835cd451eeec824f_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Console                                                            |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A write with byte lane 0 enabled sends DATA to the console: the |
    |              |      simulation harnesses print it, and soc_console puts it on the UART |
    |              |      a line at a time (a byte that finds the core's line buffer full is |
    |              |      dropped from the UART, see rtl/soc/doc/console.md). Reads return   |
    |              |      0.</p>                                                             |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__DATA']

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
        
        self.__DATA:soc_sysctl_CONSOLE_DATA_0x760452dc50bba66c1d3390352096d064d3fed7b6df91b59a318e759083b06667_cls = soc_sysctl_CONSOLE_DATA_0x760452dc50bba66c1d3390352096d064d3fed7b6df91b59a318e759083b06667_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.DATA',
            inst_name='DATA',
            field_type=int)

    @property
    def width(self) -> int:
        return 64

    @property
    def accesswidth(self) -> int:
        return 64

    
    
    def register_value( # type: ignore[override]
        self, *,DATA : int,) -> int:
        return super().register_value(DATA=DATA,)
    

    
    
    async def write_fields(    # type: ignore[override]
        self, *,DATA : int,) -> None:
        return await super().write_fields(DATA=DATA,)
    

    

    # build the properties for the fields
    
    @property
    def DATA(self) -> soc_sysctl_CONSOLE_DATA_0x760452dc50bba66c1d3390352096d064d3fed7b6df91b59a318e759083b06667_cls:
        """
        Property to access DATA field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Byte to print.</p>                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DATA

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'DATA':'DATA',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'soc_sysctl_CONSOLE_DATA_0x760452dc50bba66c1d3390352096d064d3fed7b6df91b59a318e759083b06667_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Console"
    @property
    def rdl_desc(self) -> str:
        return "A write with byte lane 0 enabled sends DATA to the console: the simulation\nharnesses print it, and soc_console puts it on the UART a line at a time (a\nbyte that finds the core\u0027s line buffer full is dropped from the UART, see\nrtl/soc/doc/console.md). Reads return 0."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.DATA
        
        
    

    
    
class soc_sysctl_EXIT_0xb3aa062b0c2b87149b0e60b29fb3d827ba59fd716ff14e87c7a2c1b9eb30f613_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Exit                                                               |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The first write with byte lane 0 enabled latches CODE and sets  |
    |              |      WRITTEN; later writes change nothing until reset (a failure report |
    |              |      is never overwritten by a later pass). Harnesses stop when WRITTEN |
    |              |      is set.</p>                                                        |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CODE', '__WRITTEN']

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
        
        self.__CODE:soc_sysctl_EXIT_CODE_0x877b9b88d204797c1d05185e72e2dced6f27a9359959b73a5479453368ee8bcd_cls = soc_sysctl_EXIT_CODE_0x877b9b88d204797c1d05185e72e2dced6f27a9359959b73a5479453368ee8bcd_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CODE',
            inst_name='CODE',
            field_type=int)
        self.__WRITTEN:soc_sysctl_EXIT_WRITTEN_0x2edd5999b4a6b7dd77df2dd9c4bc5097f2e0f89da0174fc437ac6ba8f584ea85_cls = soc_sysctl_EXIT_WRITTEN_0x2edd5999b4a6b7dd77df2dd9c4bc5097f2e0f89da0174fc437ac6ba8f584ea85_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=32, msb=32,
                low=32, high=32),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.WRITTEN',
            inst_name='WRITTEN',
            field_type=int)

    @property
    def width(self) -> int:
        return 64

    @property
    def accesswidth(self) -> int:
        return 64

    
    
    def register_value( # type: ignore[override]
        self, *,CODE : int,WRITTEN : int,) -> int:
        return super().register_value(CODE=CODE,WRITTEN=WRITTEN,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CODE : int,) -> None:
        return await super().write_all_fields_without_read(CODE=CODE,)
         
    

    # build the properties for the fields
    
    @property
    def CODE(self) -> soc_sysctl_EXIT_CODE_0x877b9b88d204797c1d05185e72e2dced6f27a9359959b73a5479453368ee8bcd_cls:
        """
        Property to access CODE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Exit code: 0 = pass, anything else = fail.</p>                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CODE
    @property
    def WRITTEN(self) -> soc_sysctl_EXIT_WRITTEN_0x2edd5999b4a6b7dd77df2dd9c4bc5097f2e0f89da0174fc437ac6ba8f584ea85_cls:
        """
        Property to access WRITTEN field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1 once a code has been written.</p>                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__WRITTEN

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CODE':'CODE','WRITTEN':'WRITTEN',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CODE"]) -> 'soc_sysctl_EXIT_CODE_0x877b9b88d204797c1d05185e72e2dced6f27a9359959b73a5479453368ee8bcd_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["WRITTEN"]) -> 'soc_sysctl_EXIT_WRITTEN_0x2edd5999b4a6b7dd77df2dd9c4bc5097f2e0f89da0174fc437ac6ba8f584ea85_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['soc_sysctl_EXIT_CODE_0x877b9b88d204797c1d05185e72e2dced6f27a9359959b73a5479453368ee8bcd_cls', 'soc_sysctl_EXIT_WRITTEN_0x2edd5999b4a6b7dd77df2dd9c4bc5097f2e0f89da0174fc437ac6ba8f584ea85_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Exit"
    @property
    def rdl_desc(self) -> str:
        return "The first write with byte lane 0 enabled latches CODE and sets WRITTEN; later\nwrites change nothing until reset (a failure report is never overwritten by a\nlater pass). Harnesses stop when WRITTEN is set."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CODE
        yield self.WRITTEN
        
        
    

    
    
class soc_sysctl_SCRATCH_0xd45d30a6d83131d677a71a527942df5f2d42351d48e2a4b3d9f8f9a2f0ec04bc_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Scratch                                                            |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>64 bits, byte-strobed writes, for bus checks.</p>               |
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
        
        self.__VALUE:soc_sysctl_SCRATCH_VALUE_0xbb605538802fef2e8a1edc1e86fb3fb7afd6925ad6e732e4cded72fc85b70cd6_cls = soc_sysctl_SCRATCH_VALUE_0xbb605538802fef2e8a1edc1e86fb3fb7afd6925ad6e732e4cded72fc85b70cd6_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=64,
                lsb=0, msb=63,
                low=0, high=63),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.VALUE',
            inst_name='VALUE',
            field_type=int)

    @property
    def width(self) -> int:
        return 64

    @property
    def accesswidth(self) -> int:
        return 64

    
    
    def register_value( # type: ignore[override]
        self, *,VALUE : int,) -> int:
        return super().register_value(VALUE=VALUE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,VALUE : int,) -> None:
        return await super().write_all_fields_without_read(VALUE=VALUE,)
         
    

    # build the properties for the fields
    
    @property
    def VALUE(self) -> soc_sysctl_SCRATCH_VALUE_0xbb605538802fef2e8a1edc1e86fb3fb7afd6925ad6e732e4cded72fc85b70cd6_cls:
        """
        Property to access VALUE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Any value.</p>                                                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'soc_sysctl_SCRATCH_VALUE_0xbb605538802fef2e8a1edc1e86fb3fb7afd6925ad6e732e4cded72fc85b70cd6_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Scratch"
    @property
    def rdl_desc(self) -> str:
        return "64 bits, byte-strobed writes, for bus checks."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class soc_sysctl_CORE_ID_0xb69dc8cbbf8d964055371285ab7d4c7b9c9b2adae86fb68b496e7581796f08d5_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Core index                                                         |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>This core's index in the system (soc_sysctl CoreId parameter):  |
    |              |      core i &lt; NumSets serves NVM set i. Writes are ignored.</p>      |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__ID']

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
        
        self.__ID:soc_sysctl_CORE_ID_ID_0x648b4597806f986275a12a86d7c1a8e7a6c44f870af30733ccc636cfa7be5d4c_cls = soc_sysctl_CORE_ID_ID_0x648b4597806f986275a12a86d7c1a8e7a6c44f870af30733ccc636cfa7be5d4c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.ID',
            inst_name='ID',
            field_type=int)

    @property
    def width(self) -> int:
        return 64

    @property
    def accesswidth(self) -> int:
        return 64

    
    
    def register_value( # type: ignore[override]
        self, *,ID : int,) -> int:
        return super().register_value(ID=ID,)
    

    

    

    # build the properties for the fields
    
    @property
    def ID(self) -> soc_sysctl_CORE_ID_ID_0x648b4597806f986275a12a86d7c1a8e7a6c44f870af30733ccc636cfa7be5d4c_cls:
        """
        Property to access ID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Core index.</p>                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ID

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'ID':'ID',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'soc_sysctl_CORE_ID_ID_0x648b4597806f986275a12a86d7c1a8e7a6c44f870af30733ccc636cfa7be5d4c_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Core index"
    @property
    def rdl_desc(self) -> str:
        return "This core\u0027s index in the system (soc_sysctl CoreId parameter): core i \u003c NumSets\nserves NVM set i. Writes are ignored."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.ID
        
        
    

    
    
class soc_sysctl_CONSOLE_RX_0xa9f3f284c1cfb13fd174a2e3d81f2a1b9bc7fd66f24817e67c4fb72407a6bb5a_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Console receive                                                    |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Bytes received on the console UART (soc_console's RX FIFO,      |
    |              |      8N1). Only the core that owns the UART receive side sees them: in  |
    |              |      cssd_system the management core (core NumCores), or core 0 when    |
    |              |      the system has no management core; every other core reads 0 here   |
    |              |      (VALID = 0, no flags). A read returns the oldest received byte     |
    |              |      with VALID = 1 and removes it from the FIFO (VALID = 0: the FIFO   |
    |              |      was empty and DATA is 0). Any read of this 64-bit word pops,       |
    |              |      whatever its size or byte address (8-, 16-, 32- or 64-bit, 0x20 or |
    |              |      0x24): all fields are in bits 31:0, so read it with one 64-bit or  |
    |              |      one 32-bit load at 0x20; a load of the upper half alone throws a   |
    |              |      byte away. There is no flow control towards the sender: a byte     |
    |              |      that finds the FIFO full is dropped and sets OVERRUN; a frame with |
    |              |      a low stop bit is dropped and sets FRAME_ERR. Both are sticky and  |
    |              |      cleared by the read that returns them (an event in the same cycle  |
    |              |      as that read stays set for the next one). Writes are ignored.</p>  |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__DATA', '__VALID', '__OVERRUN', '__FRAME_ERR']

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
        
        self.__DATA:soc_sysctl_CONSOLE_RX_DATA_0x9f4ceb97844c94c5b640d026e12b9489cad68b0653cf2ff77fda147651bc77c1_cls = soc_sysctl_CONSOLE_RX_DATA_0x9f4ceb97844c94c5b640d026e12b9489cad68b0653cf2ff77fda147651bc77c1_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.DATA',
            inst_name='DATA',
            field_type=int)
        self.__VALID:soc_sysctl_CONSOLE_RX_VALID_0xdafc256f36240451f5e68b61b15e379fed55b1aec0190a54a7a83cec5b5c74c3_cls = soc_sysctl_CONSOLE_RX_VALID_0xdafc256f36240451f5e68b61b15e379fed55b1aec0190a54a7a83cec5b5c74c3_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=8, msb=8,
                low=8, high=8),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.VALID',
            inst_name='VALID',
            field_type=int)
        self.__OVERRUN:soc_sysctl_CONSOLE_RX_OVERRUN_0xfb4a76ffef74a476d2f6231eff1bd610d6f141a308da4472111b02558d97609b_cls = soc_sysctl_CONSOLE_RX_OVERRUN_0xfb4a76ffef74a476d2f6231eff1bd610d6f141a308da4472111b02558d97609b_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=9, msb=9,
                low=9, high=9),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.OVERRUN',
            inst_name='OVERRUN',
            field_type=int)
        self.__FRAME_ERR:soc_sysctl_CONSOLE_RX_FRAME_ERR_0xd17a179a1ebb944e376066eeb2f1047d0272d912c3d52ec5a04ed2d4de278782_cls = soc_sysctl_CONSOLE_RX_FRAME_ERR_0xd17a179a1ebb944e376066eeb2f1047d0272d912c3d52ec5a04ed2d4de278782_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=10, msb=10,
                low=10, high=10),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.FRAME_ERR',
            inst_name='FRAME_ERR',
            field_type=int)

    @property
    def width(self) -> int:
        return 64

    @property
    def accesswidth(self) -> int:
        return 64

    
    
    def register_value( # type: ignore[override]
        self, *,DATA : int,VALID : int,OVERRUN : int,FRAME_ERR : int,) -> int:
        return super().register_value(DATA=DATA,VALID=VALID,OVERRUN=OVERRUN,FRAME_ERR=FRAME_ERR,)
    

    

    

    # build the properties for the fields
    
    @property
    def DATA(self) -> soc_sysctl_CONSOLE_RX_DATA_0x9f4ceb97844c94c5b640d026e12b9489cad68b0653cf2ff77fda147651bc77c1_cls:
        """
        Property to access DATA field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>The received byte (0 when VALID is 0).</p>                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DATA
    @property
    def VALID(self) -> soc_sysctl_CONSOLE_RX_VALID_0xdafc256f36240451f5e68b61b15e379fed55b1aec0190a54a7a83cec5b5c74c3_cls:
        """
        Property to access VALID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1: DATA holds a byte, now removed from the FIFO.</p>            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALID
    @property
    def OVERRUN(self) -> soc_sysctl_CONSOLE_RX_OVERRUN_0xfb4a76ffef74a476d2f6231eff1bd610d6f141a308da4472111b02558d97609b_cls:
        """
        Property to access OVERRUN field of the register

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
        return self.__OVERRUN
    @property
    def FRAME_ERR(self) -> soc_sysctl_CONSOLE_RX_FRAME_ERR_0xd17a179a1ebb944e376066eeb2f1047d0272d912c3d52ec5a04ed2d4de278782_cls:
        """
        Property to access FRAME_ERR field of the register

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
        return self.__FRAME_ERR

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'DATA':'DATA','VALID':'VALID','OVERRUN':'OVERRUN','FRAME_ERR':'FRAME_ERR',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DATA"]) -> 'soc_sysctl_CONSOLE_RX_DATA_0x9f4ceb97844c94c5b640d026e12b9489cad68b0653cf2ff77fda147651bc77c1_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["VALID"]) -> 'soc_sysctl_CONSOLE_RX_VALID_0xdafc256f36240451f5e68b61b15e379fed55b1aec0190a54a7a83cec5b5c74c3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["OVERRUN"]) -> 'soc_sysctl_CONSOLE_RX_OVERRUN_0xfb4a76ffef74a476d2f6231eff1bd610d6f141a308da4472111b02558d97609b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["FRAME_ERR"]) -> 'soc_sysctl_CONSOLE_RX_FRAME_ERR_0xd17a179a1ebb944e376066eeb2f1047d0272d912c3d52ec5a04ed2d4de278782_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['soc_sysctl_CONSOLE_RX_DATA_0x9f4ceb97844c94c5b640d026e12b9489cad68b0653cf2ff77fda147651bc77c1_cls', 'soc_sysctl_CONSOLE_RX_VALID_0xdafc256f36240451f5e68b61b15e379fed55b1aec0190a54a7a83cec5b5c74c3_cls', 'soc_sysctl_CONSOLE_RX_OVERRUN_0xfb4a76ffef74a476d2f6231eff1bd610d6f141a308da4472111b02558d97609b_cls', 'soc_sysctl_CONSOLE_RX_FRAME_ERR_0xd17a179a1ebb944e376066eeb2f1047d0272d912c3d52ec5a04ed2d4de278782_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Console receive"
    @property
    def rdl_desc(self) -> str:
        return "Bytes received on the console UART (soc_console\u0027s RX FIFO, 8N1). Only the core\nthat owns the UART receive side sees them: in cssd_system the management core\n(core NumCores), or core 0 when the system has no management core; every other\ncore reads 0 here (VALID = 0, no flags). A read returns the oldest received byte\nwith VALID = 1 and removes it from the FIFO (VALID = 0: the FIFO was empty and DATA\nis 0). Any read of this 64-bit word pops, whatever its size or byte address\n(8-, 16-, 32- or 64-bit, 0x20 or 0x24): all fields are in bits 31:0, so read it\nwith one 64-bit or one 32-bit load at 0x20; a load of the upper half alone throws\na byte away. There is no flow control towards the sender: a byte that finds the\nFIFO full is dropped and sets OVERRUN; a frame with a low stop bit is dropped and\nsets FRAME_ERR. Both are sticky and cleared by the read that returns them (an\nevent in the same cycle as that read stays set for the next one). Writes are\nignored."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.DATA
        yield self.VALID
        yield self.OVERRUN
        yield self.FRAME_ERR
        
        
    

    
    
class soc_sysctl_SET_CORES_RUN_0xdcc38270dc3ecc2a5e33dc46ba6a2803a8dd434be3ad50bd168de8eb9a9313f1_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Set cores run                                                      |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Reset release of the set cores, implemented in the management   |
    |              |      core's instance only (cssd_system with MgmtCore = 1: core          |
    |              |      NumCores): bit i lets set core i out of reset. Every other         |
    |              |      instance, and bits at or above NumCores, read 0 and ignore writes. |
    |              |      Write 1 to set a bit; writing 0 changes nothing: only a reset of   |
    |              |      the cores (cores_rst_ni or the system reset, which also reset the  |
    |              |      management core) clears them, because holding a running set core   |
    |              |      in reset again could cut a transaction in flight on the shared     |
    |              |      interconnect. Why a register and not the DDR0 <code>go</code> word |
    |              |      alone: DDR0 keeps its contents over a reset of the cores (a PCIe   |
    |              |      hot reset or FLR on the VCU118), so a <code>go</code> left from    |
    |              |      the previous boot would release the set cores before the flash     |
    |              |      back end is set up again; this register is cleared by that reset.  |
    |              |      Without a management core the set cores run from reset.</p>        |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__RUN']

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
        
        self.__RUN:soc_sysctl_SET_CORES_RUN_RUN_0xc55fa6167af9ee3a23c1261e9d6d811c69c11a65825f0187bc6a2d79867e8aed_cls = soc_sysctl_SET_CORES_RUN_RUN_0xc55fa6167af9ee3a23c1261e9d6d811c69c11a65825f0187bc6a2d79867e8aed_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.RUN',
            inst_name='RUN',
            field_type=int)

    @property
    def width(self) -> int:
        return 64

    @property
    def accesswidth(self) -> int:
        return 64

    
    
    def register_value( # type: ignore[override]
        self, *,RUN : int,) -> int:
        return super().register_value(RUN=RUN,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,RUN : int,) -> None:
        return await super().write_all_fields_without_read(RUN=RUN,)
         
    

    # build the properties for the fields
    
    @property
    def RUN(self) -> soc_sysctl_SET_CORES_RUN_RUN_0xc55fa6167af9ee3a23c1261e9d6d811c69c11a65825f0187bc6a2d79867e8aed_cls:
        """
        Property to access RUN field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Bit i: set core i runs (1) or is held in reset (0).</p>         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__RUN

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'RUN':'RUN',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'soc_sysctl_SET_CORES_RUN_RUN_0xc55fa6167af9ee3a23c1261e9d6d811c69c11a65825f0187bc6a2d79867e8aed_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Set cores run"
    @property
    def rdl_desc(self) -> str:
        return "Reset release of the set cores, implemented in the management core\u0027s instance\nonly (cssd_system with MgmtCore = 1: core NumCores): bit i lets set core i out\nof reset. Every other instance, and bits at or above NumCores, read 0 and ignore\nwrites. Write 1 to set a bit; writing 0 changes nothing: only a reset of the\ncores (cores_rst_ni or the system reset, which also reset the management core)\nclears them, because holding a running set core in reset again could cut a\ntransaction in flight on the shared interconnect. Why a register and not the\nDDR0 `go` word alone: DDR0 keeps its contents over a reset of the cores (a PCIe\nhot reset or FLR on the VCU118), so a `go` left from the previous boot would\nrelease the set cores before the flash back end is set up again; this register\nis cleared by that reset. Without a management core the set cores run from\nreset."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.RUN
        
        
    


if __name__ == '__main__':
    pass