

"""
Python Wrapper for the nvme register model

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






from .fields import nvme_ARB_AB_0x313761f1bbd9f2590a47d356fb22c893aff84e15d72a6eca5a61085e50f2935_cls
from .fields import nvme_ARB_LPW_0x74b0cba66a7bd10a92d8b116c72ba86d8b14e243457b479f411fc8e9ba4ce52b_cls
from .fields import nvme_ARB_MPW_0x51a9e288d8efcc58a0815032e4bef21302dbb101b3447a6cf18004dcd7b3b391_cls
from .fields import nvme_ARB_HPW_0x9ab4e2b0935dee26925533cf1e7cdd31e42b4aba29f9a83b6abb2207a43c468b_cls
from .fields import nvme_COALESCE_THR_0x84b4aca0dbedf06ef38d1185ccb5602a8e7f9925586ccdf686051ff9018df21e_cls
from .fields import nvme_COALESCE_TIME_0xa057bcfba0414303792bc85e8283824e81f00c79d8b7a6c6a1576a473b05d0a4_cls
from .fields import nvme_IV_CONFIG_IV_0xd4ee2346800d033d0eb76f851e227ab5d9b3558e442397e0db08a7dabf1017e2_cls
from .fields import nvme_IV_CONFIG_CD_0x976b2bf882727546ed28ad03eafbad48c4dad6cd08b59da0065687f2ffb0d351_cls
from .fields import nvme_IV_CONFIG_GO_0x433db47f71712b6f497d8e93e2f5bd867dd87715116c6065819f0f07e40c505_cls
from .fields import nvme_CONTROL_SHUTDOWN_DONE_0x19af41a1529d754b5af96601fb7bb4c3c8728ba158da500e1ecf46d592b1c0bd_cls
from .fields import nvme_CONTROL_FATAL_0xf68658a89e7cb0c0c46cc762dc4f0349029379d210cd713154f38c487e52962d_cls
from .fields import nvme_NS_SIZE_LO_VALUE_0xef39c166863f6f8b636a8b385069f5a91d75342ecb877f18acff6b43d7f1acfc_cls
from .fields import nvme_NS_SIZE_HI_VALUE_0xf9205a7e109e33544111fb9c9de11964dc13aa4d9d35550f5d491fa89837363c_cls
from .fields import nvme_NS_ATTR_INDEX_0x19e3f46dafe14c0cd1adebfa97d5c36efc3266af5c8dba7dbe154ae442643430_cls
from .fields import nvme_NS_ATTR_SET_0x1d5be8f79cc429a6d113939de5d9620833a24638f27014090f6c54726f83ed82_cls
from .fields import nvme_NS_ATTR_LBA_SHIFT_0xc2f4670cfe0f84946990689f70bac3133aa7f2e683f251f80a1c8a371fdce7f3_cls
from .fields import nvme_NS_ATTR_VALID_0xd9edd61e489e1a8053a45618896b60f2f53c0f7548c191a7501da010b22d576_cls
from .fields import nvme_NS_ATTR_HOST_0x3fe9b8f5b13834dbf77e52cccd59035a475ee1d34132e088915676b95b909755_cls
from .fields import nvme_SACA_GEOMETRY_NUM_SETS_0x792844ec999d56691158edc6b76eb3726e11876019f344f55684408bf2b76312_cls
from .fields import nvme_SACA_GEOMETRY_MAX_NS_0x5f5e6c855790caea380f496331ac2af6d57da1085dc683ed1d3c4eec6b030d12_cls
from .fields import nvme_SACA_GEOMETRY_MDTS_0x30999414ba7c1629b447010bd4ff42595f7e2feaf84aa6ddf2625c8851f95bd5_cls

# register definitions
    
    
class nvme_DMA_DONE_POP_0x59dae1461f7bd29bf1bc43f412573bcccab8a71785f1f5e2d10f8d40f865f832_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      DMA completion pop                                                 |
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
        return "DMA completion pop"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.POP
        
        
    

    
    
class nvme_ARB_0xb3e9b3c39d71f3eafecf225b0ec35e85e212de99355ce97da452de9d5a311844_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Arbitration (Set Features 01h)                                     |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__AB', '__LPW', '__MPW', '__HPW']

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
        
        self.__AB:nvme_ARB_AB_0x313761f1bbd9f2590a47d356fb22c893aff84e15d72a6eca5a61085e50f2935_cls = nvme_ARB_AB_0x313761f1bbd9f2590a47d356fb22c893aff84e15d72a6eca5a61085e50f2935_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=3,
                lsb=0, msb=2,
                low=0, high=2),
            misc_props=FieldMiscProps(
                default=3,
                is_volatile=False),
            logger_handle=logger_handle+'.AB',
            inst_name='AB',
            field_type=int)
        self.__LPW:nvme_ARB_LPW_0x74b0cba66a7bd10a92d8b116c72ba86d8b14e243457b479f411fc8e9ba4ce52b_cls = nvme_ARB_LPW_0x74b0cba66a7bd10a92d8b116c72ba86d8b14e243457b479f411fc8e9ba4ce52b_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=8, msb=15,
                low=8, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.LPW',
            inst_name='LPW',
            field_type=int)
        self.__MPW:nvme_ARB_MPW_0x51a9e288d8efcc58a0815032e4bef21302dbb101b3447a6cf18004dcd7b3b391_cls = nvme_ARB_MPW_0x51a9e288d8efcc58a0815032e4bef21302dbb101b3447a6cf18004dcd7b3b391_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=16, msb=23,
                low=16, high=23),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.MPW',
            inst_name='MPW',
            field_type=int)
        self.__HPW:nvme_ARB_HPW_0x9ab4e2b0935dee26925533cf1e7cdd31e42b4aba29f9a83b6abb2207a43c468b_cls = nvme_ARB_HPW_0x9ab4e2b0935dee26925533cf1e7cdd31e42b4aba29f9a83b6abb2207a43c468b_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=24, msb=31,
                low=24, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.HPW',
            inst_name='HPW',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,AB : int,LPW : int,MPW : int,HPW : int,) -> int:
        return super().register_value(AB=AB,LPW=LPW,MPW=MPW,HPW=HPW,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,AB : int,LPW : int,MPW : int,HPW : int,) -> None:
        return await super().write_all_fields_without_read(AB=AB,LPW=LPW,MPW=MPW,HPW=HPW,)
         
    

    # build the properties for the fields
    
    @property
    def AB(self) -> nvme_ARB_AB_0x313761f1bbd9f2590a47d356fb22c893aff84e15d72a6eca5a61085e50f2935_cls:
        """
        Property to access AB field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Arbitration burst: 2^AB commands, 7 = no limit</p>              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__AB
    @property
    def LPW(self) -> nvme_ARB_LPW_0x74b0cba66a7bd10a92d8b116c72ba86d8b14e243457b479f411fc8e9ba4ce52b_cls:
        """
        Property to access LPW field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Low priority weight (0's based)</p>                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__LPW
    @property
    def MPW(self) -> nvme_ARB_MPW_0x51a9e288d8efcc58a0815032e4bef21302dbb101b3447a6cf18004dcd7b3b391_cls:
        """
        Property to access MPW field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Medium priority weight (0's based)</p>                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MPW
    @property
    def HPW(self) -> nvme_ARB_HPW_0x9ab4e2b0935dee26925533cf1e7cdd31e42b4aba29f9a83b6abb2207a43c468b_cls:
        """
        Property to access HPW field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>High priority weight (0's based)</p>                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__HPW

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'AB':'AB','LPW':'LPW','MPW':'MPW','HPW':'HPW',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["AB"]) -> 'nvme_ARB_AB_0x313761f1bbd9f2590a47d356fb22c893aff84e15d72a6eca5a61085e50f2935_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["LPW"]) -> 'nvme_ARB_LPW_0x74b0cba66a7bd10a92d8b116c72ba86d8b14e243457b479f411fc8e9ba4ce52b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MPW"]) -> 'nvme_ARB_MPW_0x51a9e288d8efcc58a0815032e4bef21302dbb101b3447a6cf18004dcd7b3b391_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["HPW"]) -> 'nvme_ARB_HPW_0x9ab4e2b0935dee26925533cf1e7cdd31e42b4aba29f9a83b6abb2207a43c468b_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_ARB_AB_0x313761f1bbd9f2590a47d356fb22c893aff84e15d72a6eca5a61085e50f2935_cls', 'nvme_ARB_LPW_0x74b0cba66a7bd10a92d8b116c72ba86d8b14e243457b479f411fc8e9ba4ce52b_cls', 'nvme_ARB_MPW_0x51a9e288d8efcc58a0815032e4bef21302dbb101b3447a6cf18004dcd7b3b391_cls', 'nvme_ARB_HPW_0x9ab4e2b0935dee26925533cf1e7cdd31e42b4aba29f9a83b6abb2207a43c468b_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Arbitration (Set Features 01h)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.AB
        yield self.LPW
        yield self.MPW
        yield self.HPW
        
        
    

    
    
class nvme_COALESCE_0x93dfea6418748466c3309b249beb2b083009e1125ee4b03351d901f9010c6b77_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Interrupt coalescing (Set Features 08h)                            |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__THR', '__TIME']

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
        
        self.__THR:nvme_COALESCE_THR_0x84b4aca0dbedf06ef38d1185ccb5602a8e7f9925586ccdf686051ff9018df21e_cls = nvme_COALESCE_THR_0x84b4aca0dbedf06ef38d1185ccb5602a8e7f9925586ccdf686051ff9018df21e_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.THR',
            inst_name='THR',
            field_type=int)
        self.__TIME:nvme_COALESCE_TIME_0xa057bcfba0414303792bc85e8283824e81f00c79d8b7a6c6a1576a473b05d0a4_cls = nvme_COALESCE_TIME_0xa057bcfba0414303792bc85e8283824e81f00c79d8b7a6c6a1576a473b05d0a4_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=8, msb=15,
                low=8, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.TIME',
            inst_name='TIME',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,THR : int,TIME : int,) -> int:
        return super().register_value(THR=THR,TIME=TIME,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,THR : int,TIME : int,) -> None:
        return await super().write_all_fields_without_read(THR=THR,TIME=TIME,)
         
    

    # build the properties for the fields
    
    @property
    def THR(self) -> nvme_COALESCE_THR_0x84b4aca0dbedf06ef38d1185ccb5602a8e7f9925586ccdf686051ff9018df21e_cls:
        """
        Property to access THR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Aggregation threshold (0's based)</p>                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__THR
    @property
    def TIME(self) -> nvme_COALESCE_TIME_0xa057bcfba0414303792bc85e8283824e81f00c79d8b7a6c6a1576a473b05d0a4_cls:
        """
        Property to access TIME field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Aggregation time (100 us units)</p>                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__TIME

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'THR':'THR','TIME':'TIME',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["THR"]) -> 'nvme_COALESCE_THR_0x84b4aca0dbedf06ef38d1185ccb5602a8e7f9925586ccdf686051ff9018df21e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["TIME"]) -> 'nvme_COALESCE_TIME_0xa057bcfba0414303792bc85e8283824e81f00c79d8b7a6c6a1576a473b05d0a4_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_COALESCE_THR_0x84b4aca0dbedf06ef38d1185ccb5602a8e7f9925586ccdf686051ff9018df21e_cls', 'nvme_COALESCE_TIME_0xa057bcfba0414303792bc85e8283824e81f00c79d8b7a6c6a1576a473b05d0a4_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Interrupt coalescing (Set Features 08h)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.THR
        yield self.TIME
        
        
    

    
    
class nvme_IV_CONFIG_0xfb2985f634deb7413df8aef86f197abb2beaba6f10b77cbdc58144ca2d72f152_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Interrupt vector configuration (Set Features 09h)                  |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__IV', '__CD', '__GO']

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
        
        self.__IV:nvme_IV_CONFIG_IV_0xd4ee2346800d033d0eb76f851e227ab5d9b3558e442397e0db08a7dabf1017e2_cls = nvme_IV_CONFIG_IV_0xd4ee2346800d033d0eb76f851e227ab5d9b3558e442397e0db08a7dabf1017e2_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.IV',
            inst_name='IV',
            field_type=int)
        self.__CD:nvme_IV_CONFIG_CD_0x976b2bf882727546ed28ad03eafbad48c4dad6cd08b59da0065687f2ffb0d351_cls = nvme_IV_CONFIG_CD_0x976b2bf882727546ed28ad03eafbad48c4dad6cd08b59da0065687f2ffb0d351_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=16, msb=16,
                low=16, high=16),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CD',
            inst_name='CD',
            field_type=int)
        self.__GO:nvme_IV_CONFIG_GO_0x433db47f71712b6f497d8e93e2f5bd867dd87715116c6065819f0f07e40c505_cls = nvme_IV_CONFIG_GO_0x433db47f71712b6f497d8e93e2f5bd867dd87715116c6065819f0f07e40c505_cls(
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
        self, *,IV : int,CD : int,GO : int,) -> int:
        return super().register_value(IV=IV,CD=CD,GO=GO,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,IV : int,CD : int,GO : int,) -> None:
        return await super().write_all_fields_without_read(IV=IV,CD=CD,GO=GO,)
         
    

    # build the properties for the fields
    
    @property
    def IV(self) -> nvme_IV_CONFIG_IV_0xd4ee2346800d033d0eb76f851e227ab5d9b3558e442397e0db08a7dabf1017e2_cls:
        """
        Property to access IV field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Vector</p>                                                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__IV
    @property
    def CD(self) -> nvme_IV_CONFIG_CD_0x976b2bf882727546ed28ad03eafbad48c4dad6cd08b59da0065687f2ffb0d351_cls:
        """
        Property to access CD field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Coalescing disable</p>                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CD
    @property
    def GO(self) -> nvme_IV_CONFIG_GO_0x433db47f71712b6f497d8e93e2f5bd867dd87715116c6065819f0f07e40c505_cls:
        """
        Property to access GO field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: apply CD to IV</p>                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GO

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'IV':'IV','CD':'CD','GO':'GO',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["IV"]) -> 'nvme_IV_CONFIG_IV_0xd4ee2346800d033d0eb76f851e227ab5d9b3558e442397e0db08a7dabf1017e2_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CD"]) -> 'nvme_IV_CONFIG_CD_0x976b2bf882727546ed28ad03eafbad48c4dad6cd08b59da0065687f2ffb0d351_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GO"]) -> 'nvme_IV_CONFIG_GO_0x433db47f71712b6f497d8e93e2f5bd867dd87715116c6065819f0f07e40c505_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_IV_CONFIG_IV_0xd4ee2346800d033d0eb76f851e227ab5d9b3558e442397e0db08a7dabf1017e2_cls', 'nvme_IV_CONFIG_CD_0x976b2bf882727546ed28ad03eafbad48c4dad6cd08b59da0065687f2ffb0d351_cls', 'nvme_IV_CONFIG_GO_0x433db47f71712b6f497d8e93e2f5bd867dd87715116c6065819f0f07e40c505_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Interrupt vector configuration (Set Features 09h)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.IV
        yield self.CD
        yield self.GO
        
        
    

    
    
class nvme_CONTROL_0x6623609e74390d167aac6f03c3a47e1f412fed24490d4b32148d9ce909a549be_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Controller control                                                 |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SHUTDOWN_DONE', '__FATAL']

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
        
        self.__SHUTDOWN_DONE:nvme_CONTROL_SHUTDOWN_DONE_0x19af41a1529d754b5af96601fb7bb4c3c8728ba158da500e1ecf46d592b1c0bd_cls = nvme_CONTROL_SHUTDOWN_DONE_0x19af41a1529d754b5af96601fb7bb4c3c8728ba158da500e1ecf46d592b1c0bd_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SHUTDOWN_DONE',
            inst_name='SHUTDOWN_DONE',
            field_type=int)
        self.__FATAL:nvme_CONTROL_FATAL_0xf68658a89e7cb0c0c46cc762dc4f0349029379d210cd713154f38c487e52962d_cls = nvme_CONTROL_FATAL_0xf68658a89e7cb0c0c46cc762dc4f0349029379d210cd713154f38c487e52962d_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.FATAL',
            inst_name='FATAL',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SHUTDOWN_DONE : int,FATAL : int,) -> int:
        return super().register_value(SHUTDOWN_DONE=SHUTDOWN_DONE,FATAL=FATAL,)
    

    
    
    async def write_fields(    # type: ignore[override]
        self, *,SHUTDOWN_DONE : int,FATAL : int,) -> None:
        return await super().write_fields(SHUTDOWN_DONE=SHUTDOWN_DONE,FATAL=FATAL,)
    

    

    # build the properties for the fields
    
    @property
    def SHUTDOWN_DONE(self) -> nvme_CONTROL_SHUTDOWN_DONE_0x19af41a1529d754b5af96601fb7bb4c3c8728ba158da500e1ecf46d592b1c0bd_cls:
        """
        Property to access SHUTDOWN_DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Shutdown processing complete: CSTS.SHST = 10b</p>               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SHUTDOWN_DONE
    @property
    def FATAL(self) -> nvme_CONTROL_FATAL_0xf68658a89e7cb0c0c46cc762dc4f0349029379d210cd713154f38c487e52962d_cls:
        """
        Property to access FATAL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Internal fatal error: CSTS.CFS = 1</p>                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__FATAL

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SHUTDOWN_DONE':'SHUTDOWN_DONE','FATAL':'FATAL',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SHUTDOWN_DONE"]) -> 'nvme_CONTROL_SHUTDOWN_DONE_0x19af41a1529d754b5af96601fb7bb4c3c8728ba158da500e1ecf46d592b1c0bd_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["FATAL"]) -> 'nvme_CONTROL_FATAL_0xf68658a89e7cb0c0c46cc762dc4f0349029379d210cd713154f38c487e52962d_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_CONTROL_SHUTDOWN_DONE_0x19af41a1529d754b5af96601fb7bb4c3c8728ba158da500e1ecf46d592b1c0bd_cls', 'nvme_CONTROL_FATAL_0xf68658a89e7cb0c0c46cc762dc4f0349029379d210cd713154f38c487e52962d_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Controller control"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SHUTDOWN_DONE
        yield self.FATAL
        
        
    

    
    
class nvme_counter_t_0x31cd9458eb9d0573946b8e9e14badbc66b55925297aa4cdc5096dba7e6a8879d_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Submission queue entries fetched                                   |
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
        return "Submission queue entries fetched"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0x2ecb8574c7072dc0af1875b55c8e46b6a4f01a70440af75c13b250fd5b66924d_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completion queue entries posted                                    |
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
        return "Completion queue entries posted"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0x980aad24e370859166627a115035abd287bc3194d7e59b9868493bf4b569a739_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completions dropped (queue gone or older generation)               |
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
        return "Completions dropped (queue gone or older generation)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0xdae509a80af435ce4200a83b6327188addf92389b3d188b97cd11a75ba6b93e4_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Invalid doorbell writes                                            |
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
        return "Invalid doorbell writes"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0x1ac32c30bed9ec15a12c87e20a4d88b8e4b5f37cd34c3b427b5b20bd363fad2f_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      SQE fetches that failed on PCIe                                    |
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
        return "SQE fetches that failed on PCIe"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0xa2f9cb925bd3549ab1d1a2bd392fa517796ce67a092c4cce7fd97915e487505d_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      CC writes whose field changes were ignored (controller enabled or  |
    |              |      resetting)                                                         |
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
        return "CC writes whose field changes were ignored (controller enabled or resetting)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0x60616d1f2b66dd71ce17274a839e307f65ce9db19db75824041702bfbd2dada1_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Doorbell error events not queued (event queue nearly full)         |
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
        return "Doorbell error events not queued (event queue nearly full)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0xeb9e5c2cfd6181b7d74ccfa5322ce8db774fee26ae15e9555a3b02bc3f0ad34e_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      MSI-X messages sent                                                |
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
        return "MSI-X messages sent"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0xe35710c6cf2e53857090d7c54ce16b2db2e2549043ed2734f292d5a723fad222_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      CPL_PUSH writes while the completion queue was full (lost)         |
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
        return "CPL_PUSH writes while the completion queue was full (lost)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0x9cfdf5604310a163555cf3157796333d37617f573dcff30a51e5c8c6bc9b100e_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      DMA_CTRL.GO writes while the DMA queue was full (lost)             |
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
        return "DMA_CTRL.GO writes while the DMA queue was full (lost)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_counter_t_0xd3ff8022805cb909a9595dbadd93b2a347d67cef9c8beee37d3561d58f75b28_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      I/O commands completed with an error by SACA's checks (never       |
    |              |      reached a set)                                                     |
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
        return "I/O commands completed with an error by SACA\u0027s checks (never reached a set)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class nvme_NS_SIZE_LO_0x357c952c9c78af8b22a292df6f74ea1a97845f5a69fac13419d56fce82110cab_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Namespace size (low)                                               |
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
        
        self.__VALUE:nvme_NS_SIZE_LO_VALUE_0xef39c166863f6f8b636a8b385069f5a91d75342ecb877f18acff6b43d7f1acfc_cls = nvme_NS_SIZE_LO_VALUE_0xef39c166863f6f8b636a8b385069f5a91d75342ecb877f18acff6b43d7f1acfc_cls(
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
    def VALUE(self) -> nvme_NS_SIZE_LO_VALUE_0xef39c166863f6f8b636a8b385069f5a91d75342ecb877f18acff6b43d7f1acfc_cls:
        """
        Property to access VALUE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>NSZE: namespace size in logical blocks, bits 31:0</p>           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_NS_SIZE_LO_VALUE_0xef39c166863f6f8b636a8b385069f5a91d75342ecb877f18acff6b43d7f1acfc_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Namespace size (low)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_NS_SIZE_HI_0x18bc9e8b7cf8b35d2bb9d4b367ffe2f64a73c8da38336f0ae0573b5ce3b8af79_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Namespace size (high)                                              |
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
        
        self.__VALUE:nvme_NS_SIZE_HI_VALUE_0xf9205a7e109e33544111fb9c9de11964dc13aa4d9d35550f5d491fa89837363c_cls = nvme_NS_SIZE_HI_VALUE_0xf9205a7e109e33544111fb9c9de11964dc13aa4d9d35550f5d491fa89837363c_cls(
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
    def VALUE(self) -> nvme_NS_SIZE_HI_VALUE_0xf9205a7e109e33544111fb9c9de11964dc13aa4d9d35550f5d491fa89837363c_cls:
        """
        Property to access VALUE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>NSZE bits 63:32</p>                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_NS_SIZE_HI_VALUE_0xf9205a7e109e33544111fb9c9de11964dc13aa4d9d35550f5d491fa89837363c_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Namespace size (high)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_NS_ATTR_0x79ef7b1cebb8d02212dc91b2bbabdcb51d14ffbc4e81f05e425a317e02b90315_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Namespace entry                                                    |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Writing with GO = 1 stores entry INDEX (NSID - 1) of SACA's     |
    |              |      namespace table from NS_SIZE_* and these fields. SACA checks every |
    |              |      I/O command against the table: unknown, invalid or firmware-       |
    |              |      private namespaces are rejected with Invalid Namespace or Format,  |
    |              |      LBA ranges against NSZE, transfer sizes against MDTS.</p>          |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__INDEX', '__SET', '__LBA_SHIFT', '__VALID', '__HOST', '__GO']

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
        
        self.__INDEX:nvme_NS_ATTR_INDEX_0x19e3f46dafe14c0cd1adebfa97d5c36efc3266af5c8dba7dbe154ae442643430_cls = nvme_NS_ATTR_INDEX_0x19e3f46dafe14c0cd1adebfa97d5c36efc3266af5c8dba7dbe154ae442643430_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=0, msb=3,
                low=0, high=3),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.INDEX',
            inst_name='INDEX',
            field_type=int)
        self.__SET:nvme_NS_ATTR_SET_0x1d5be8f79cc429a6d113939de5d9620833a24638f27014090f6c54726f83ed82_cls = nvme_NS_ATTR_SET_0x1d5be8f79cc429a6d113939de5d9620833a24638f27014090f6c54726f83ed82_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=8, msb=11,
                low=8, high=11),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SET',
            inst_name='SET',
            field_type=int)
        self.__LBA_SHIFT:nvme_NS_ATTR_LBA_SHIFT_0xc2f4670cfe0f84946990689f70bac3133aa7f2e683f251f80a1c8a371fdce7f3_cls = nvme_NS_ATTR_LBA_SHIFT_0xc2f4670cfe0f84946990689f70bac3133aa7f2e683f251f80a1c8a371fdce7f3_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=5,
                lsb=16, msb=20,
                low=16, high=20),
            misc_props=FieldMiscProps(
                default=9,
                is_volatile=False),
            logger_handle=logger_handle+'.LBA_SHIFT',
            inst_name='LBA_SHIFT',
            field_type=int)
        self.__VALID:nvme_NS_ATTR_VALID_0xd9edd61e489e1a8053a45618896b60f2f53c0f7548c191a7501da010b22d576_cls = nvme_NS_ATTR_VALID_0xd9edd61e489e1a8053a45618896b60f2f53c0f7548c191a7501da010b22d576_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=24, msb=24,
                low=24, high=24),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.VALID',
            inst_name='VALID',
            field_type=int)
        self.__HOST:nvme_NS_ATTR_HOST_0x3fe9b8f5b13834dbf77e52cccd59035a475ee1d34132e088915676b95b909755_cls = nvme_NS_ATTR_HOST_0x3fe9b8f5b13834dbf77e52cccd59035a475ee1d34132e088915676b95b909755_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=25, msb=25,
                low=25, high=25),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.HOST',
            inst_name='HOST',
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
        self, *,INDEX : int,SET : int,LBA_SHIFT : int,VALID : int,HOST : int,GO : int,) -> int:
        return super().register_value(INDEX=INDEX,SET=SET,LBA_SHIFT=LBA_SHIFT,VALID=VALID,HOST=HOST,GO=GO,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,INDEX : int,SET : int,LBA_SHIFT : int,VALID : int,HOST : int,GO : int,) -> None:
        return await super().write_all_fields_without_read(INDEX=INDEX,SET=SET,LBA_SHIFT=LBA_SHIFT,VALID=VALID,HOST=HOST,GO=GO,)
         
    

    # build the properties for the fields
    
    @property
    def INDEX(self) -> nvme_NS_ATTR_INDEX_0x19e3f46dafe14c0cd1adebfa97d5c36efc3266af5c8dba7dbe154ae442643430_cls:
        """
        Property to access INDEX field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Table index: NSID - 1</p>                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__INDEX
    @property
    def SET(self) -> nvme_NS_ATTR_SET_0x1d5be8f79cc429a6d113939de5d9620833a24638f27014090f6c54726f83ed82_cls:
        """
        Property to access SET field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>NVM set of the namespace (0's based)</p>                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SET
    @property
    def LBA_SHIFT(self) -> nvme_NS_ATTR_LBA_SHIFT_0xc2f4670cfe0f84946990689f70bac3133aa7f2e683f251f80a1c8a371fdce7f3_cls:
        """
        Property to access LBA_SHIFT field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>log2 of the LBA data size (9 = 512 B, 12 = 4 KiB)</p>           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__LBA_SHIFT
    @property
    def VALID(self) -> nvme_NS_ATTR_VALID_0xd9edd61e489e1a8053a45618896b60f2f53c0f7548c191a7501da010b22d576_cls:
        """
        Property to access VALID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Entry in use</p>                                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALID
    @property
    def HOST(self) -> nvme_NS_ATTR_HOST_0x3fe9b8f5b13834dbf77e52cccd59035a475ee1d34132e088915676b95b909755_cls:
        """
        Property to access HOST field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Reachable by the host function (0: firmware-private)</p>        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__HOST
    @property
    def GO(self) -> FieldAsyncWriteOnly:
        """
        Property to access GO field of the register

        
        """
        return self.__GO

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'INDEX':'INDEX','SET':'SET','LBA_SHIFT':'LBA_SHIFT','VALID':'VALID','HOST':'HOST','GO':'GO',
            }

    
    
    
    
    
    
    # nodes:6
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["INDEX"]) -> 'nvme_NS_ATTR_INDEX_0x19e3f46dafe14c0cd1adebfa97d5c36efc3266af5c8dba7dbe154ae442643430_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SET"]) -> 'nvme_NS_ATTR_SET_0x1d5be8f79cc429a6d113939de5d9620833a24638f27014090f6c54726f83ed82_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["LBA_SHIFT"]) -> 'nvme_NS_ATTR_LBA_SHIFT_0xc2f4670cfe0f84946990689f70bac3133aa7f2e683f251f80a1c8a371fdce7f3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["VALID"]) -> 'nvme_NS_ATTR_VALID_0xd9edd61e489e1a8053a45618896b60f2f53c0f7548c191a7501da010b22d576_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["HOST"]) -> 'nvme_NS_ATTR_HOST_0x3fe9b8f5b13834dbf77e52cccd59035a475ee1d34132e088915676b95b909755_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GO"]) -> 'FieldAsyncWriteOnly': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_NS_ATTR_INDEX_0x19e3f46dafe14c0cd1adebfa97d5c36efc3266af5c8dba7dbe154ae442643430_cls', 'nvme_NS_ATTR_SET_0x1d5be8f79cc429a6d113939de5d9620833a24638f27014090f6c54726f83ed82_cls', 'nvme_NS_ATTR_LBA_SHIFT_0xc2f4670cfe0f84946990689f70bac3133aa7f2e683f251f80a1c8a371fdce7f3_cls', 'nvme_NS_ATTR_VALID_0xd9edd61e489e1a8053a45618896b60f2f53c0f7548c191a7501da010b22d576_cls', 'nvme_NS_ATTR_HOST_0x3fe9b8f5b13834dbf77e52cccd59035a475ee1d34132e088915676b95b909755_cls', 'FieldAsyncWriteOnly', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Namespace entry"
    @property
    def rdl_desc(self) -> str:
        return "Writing with GO = 1 stores entry INDEX (NSID - 1) of SACA\u0027s namespace table from\nNS_SIZE_* and these fields. SACA checks every I/O command against the table:\nunknown, invalid or firmware-private namespaces are rejected with Invalid Namespace\nor Format, LBA ranges against NSZE, transfer sizes against MDTS."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.INDEX
        yield self.SET
        yield self.LBA_SHIFT
        yield self.VALID
        yield self.HOST
        yield self.GO
        
        
    

    
    
class nvme_SACA_GEOMETRY_0x87b13af2f683826ffb0e180ca5466ac6b85e48b73fd5678b93f2e8fa46251c33_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      SACA geometry                                                      |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__NUM_SETS', '__MAX_NS', '__MDTS']

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
        
        self.__NUM_SETS:nvme_SACA_GEOMETRY_NUM_SETS_0x792844ec999d56691158edc6b76eb3726e11876019f344f55684408bf2b76312_cls = nvme_SACA_GEOMETRY_NUM_SETS_0x792844ec999d56691158edc6b76eb3726e11876019f344f55684408bf2b76312_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.NUM_SETS',
            inst_name='NUM_SETS',
            field_type=int)
        self.__MAX_NS:nvme_SACA_GEOMETRY_MAX_NS_0x5f5e6c855790caea380f496331ac2af6d57da1085dc683ed1d3c4eec6b030d12_cls = nvme_SACA_GEOMETRY_MAX_NS_0x5f5e6c855790caea380f496331ac2af6d57da1085dc683ed1d3c4eec6b030d12_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=8, msb=15,
                low=8, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.MAX_NS',
            inst_name='MAX_NS',
            field_type=int)
        self.__MDTS:nvme_SACA_GEOMETRY_MDTS_0x30999414ba7c1629b447010bd4ff42595f7e2feaf84aa6ddf2625c8851f95bd5_cls = nvme_SACA_GEOMETRY_MDTS_0x30999414ba7c1629b447010bd4ff42595f7e2feaf84aa6ddf2625c8851f95bd5_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=16, msb=23,
                low=16, high=23),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.MDTS',
            inst_name='MDTS',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,NUM_SETS : int,MAX_NS : int,MDTS : int,) -> int:
        return super().register_value(NUM_SETS=NUM_SETS,MAX_NS=MAX_NS,MDTS=MDTS,)
    

    

    

    # build the properties for the fields
    
    @property
    def NUM_SETS(self) -> nvme_SACA_GEOMETRY_NUM_SETS_0x792844ec999d56691158edc6b76eb3726e11876019f344f55684408bf2b76312_cls:
        """
        Property to access NUM_SETS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>NVM sets (per-set windows follow this block on the firmware     |
        |              |      port)</p>                                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__NUM_SETS
    @property
    def MAX_NS(self) -> nvme_SACA_GEOMETRY_MAX_NS_0x5f5e6c855790caea380f496331ac2af6d57da1085dc683ed1d3c4eec6b030d12_cls:
        """
        Property to access MAX_NS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Namespace table entries (NSIDs 1..MAX_NS)</p>                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MAX_NS
    @property
    def MDTS(self) -> nvme_SACA_GEOMETRY_MDTS_0x30999414ba7c1629b447010bd4ff42595f7e2feaf84aa6ddf2625c8851f95bd5_cls:
        """
        Property to access MDTS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>MDTS as reported in Identify Controller (units of 4 KiB pages,  |
        |              |      power of two)</p>                                                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MDTS

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'NUM_SETS':'NUM_SETS','MAX_NS':'MAX_NS','MDTS':'MDTS',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NUM_SETS"]) -> 'nvme_SACA_GEOMETRY_NUM_SETS_0x792844ec999d56691158edc6b76eb3726e11876019f344f55684408bf2b76312_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MAX_NS"]) -> 'nvme_SACA_GEOMETRY_MAX_NS_0x5f5e6c855790caea380f496331ac2af6d57da1085dc683ed1d3c4eec6b030d12_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MDTS"]) -> 'nvme_SACA_GEOMETRY_MDTS_0x30999414ba7c1629b447010bd4ff42595f7e2feaf84aa6ddf2625c8851f95bd5_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_SACA_GEOMETRY_NUM_SETS_0x792844ec999d56691158edc6b76eb3726e11876019f344f55684408bf2b76312_cls', 'nvme_SACA_GEOMETRY_MAX_NS_0x5f5e6c855790caea380f496331ac2af6d57da1085dc683ed1d3c4eec6b030d12_cls', 'nvme_SACA_GEOMETRY_MDTS_0x30999414ba7c1629b447010bd4ff42595f7e2feaf84aa6ddf2625c8851f95bd5_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "SACA geometry"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.NUM_SETS
        yield self.MAX_NS
        yield self.MDTS
        
        
    


if __name__ == '__main__':
    pass