

"""
Python Wrapper for the ctrl register model

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






from .fields import ctrl_VERSION_PATCH_0x40a82c9229ddee938dfcc524c6610994b5f50fb6cd22c3dc4d4327a98c593191_cls
from .fields import ctrl_VERSION_MINOR_0x56fe425e3309d81534032d054fe5d381b81545c2c05692a9026465656b9711e2_cls
from .fields import ctrl_VERSION_MAJOR_0xc002aed1e14247e7561592ba589cd1ee063ce91a9341cb3fc0ddfbff5f1089c4_cls
from .fields import ctrl_FEATURES_NVME_0x6969b78c8438811d1debce4cc1dee7ffc5863e8bec3977db41f5d0cfc92915a0_cls
from .fields import ctrl_FEATURES_FLASH_0x39f3affcdd485caf74bb0da273d723e25f1de589f2f97b4daa22dbea853b84aa_cls
from .fields import ctrl_FEATURES_CORES_0xfa124b5b900f64df943cb57c23086fe3e1f1a2b9dd5276d115c03afd064412f8_cls
from .fields import ctrl_FEATURES_ACCEL_0xaac669803a3b5745748a2f676a9c993b676cbb0be464ec6d0a618a86c06aebf2_cls
from .fields import ctrl_FEATURES_CXL_0xe8033ea2185353acc692813972d03ee4ddc25a76b136a480c3cda34d1c20ffe6_cls

# register definitions
    
    
class ctrl_ID_0xd503d06be0b6e54dc16b5f0e8c5a1478191596a8241a325adebd66cdf079f1a5_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Identification                                                     |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Constant magic so tools can tell they found this controller:    |
    |              |      ASCII 'CSSD'.</p>                                                  |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__MAGIC']

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
        
        self.__MAGIC:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=1129534276,
                is_volatile=False),
            logger_handle=logger_handle+'.MAGIC',
            inst_name='MAGIC',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,MAGIC : int,) -> int:
        return super().register_value(MAGIC=MAGIC,)
    

    

    

    # build the properties for the fields
    
    @property
    def MAGIC(self) -> FieldAsyncReadOnly:
        """
        Property to access MAGIC field of the register

        
        """
        return self.__MAGIC

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'MAGIC':'MAGIC',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Identification"
    @property
    def rdl_desc(self) -> str:
        return "Constant magic so tools can tell they found this controller: ASCII \u0027CSSD\u0027."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.MAGIC
        
        
    

    
    
class ctrl_VERSION_0xd3e05bf3e7bf82a28073628375392edfc02e154b951c7f8185c7f2539ec68f0c_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      RTL version                                                        |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__PATCH', '__MINOR', '__MAJOR']

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
        
        self.__PATCH:ctrl_VERSION_PATCH_0x40a82c9229ddee938dfcc524c6610994b5f50fb6cd22c3dc4d4327a98c593191_cls = ctrl_VERSION_PATCH_0x40a82c9229ddee938dfcc524c6610994b5f50fb6cd22c3dc4d4327a98c593191_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.PATCH',
            inst_name='PATCH',
            field_type=int)
        self.__MINOR:ctrl_VERSION_MINOR_0x56fe425e3309d81534032d054fe5d381b81545c2c05692a9026465656b9711e2_cls = ctrl_VERSION_MINOR_0x56fe425e3309d81534032d054fe5d381b81545c2c05692a9026465656b9711e2_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=8, msb=15,
                low=8, high=15),
            misc_props=FieldMiscProps(
                default=1,
                is_volatile=False),
            logger_handle=logger_handle+'.MINOR',
            inst_name='MINOR',
            field_type=int)
        self.__MAJOR:ctrl_VERSION_MAJOR_0xc002aed1e14247e7561592ba589cd1ee063ce91a9341cb3fc0ddfbff5f1089c4_cls = ctrl_VERSION_MAJOR_0xc002aed1e14247e7561592ba589cd1ee063ce91a9341cb3fc0ddfbff5f1089c4_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=16, msb=23,
                low=16, high=23),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.MAJOR',
            inst_name='MAJOR',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,PATCH : int,MINOR : int,MAJOR : int,) -> int:
        return super().register_value(PATCH=PATCH,MINOR=MINOR,MAJOR=MAJOR,)
    

    

    

    # build the properties for the fields
    
    @property
    def PATCH(self) -> ctrl_VERSION_PATCH_0x40a82c9229ddee938dfcc524c6610994b5f50fb6cd22c3dc4d4327a98c593191_cls:
        """
        Property to access PATCH field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Patch level</p>                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PATCH
    @property
    def MINOR(self) -> ctrl_VERSION_MINOR_0x56fe425e3309d81534032d054fe5d381b81545c2c05692a9026465656b9711e2_cls:
        """
        Property to access MINOR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Minor version</p>                                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MINOR
    @property
    def MAJOR(self) -> ctrl_VERSION_MAJOR_0xc002aed1e14247e7561592ba589cd1ee063ce91a9341cb3fc0ddfbff5f1089c4_cls:
        """
        Property to access MAJOR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Major version</p>                                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MAJOR

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'PATCH':'PATCH','MINOR':'MINOR','MAJOR':'MAJOR',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PATCH"]) -> 'ctrl_VERSION_PATCH_0x40a82c9229ddee938dfcc524c6610994b5f50fb6cd22c3dc4d4327a98c593191_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MINOR"]) -> 'ctrl_VERSION_MINOR_0x56fe425e3309d81534032d054fe5d381b81545c2c05692a9026465656b9711e2_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MAJOR"]) -> 'ctrl_VERSION_MAJOR_0xc002aed1e14247e7561592ba589cd1ee063ce91a9341cb3fc0ddfbff5f1089c4_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['ctrl_VERSION_PATCH_0x40a82c9229ddee938dfcc524c6610994b5f50fb6cd22c3dc4d4327a98c593191_cls', 'ctrl_VERSION_MINOR_0x56fe425e3309d81534032d054fe5d381b81545c2c05692a9026465656b9711e2_cls', 'ctrl_VERSION_MAJOR_0xc002aed1e14247e7561592ba589cd1ee063ce91a9341cb3fc0ddfbff5f1089c4_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "RTL version"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.PATCH
        yield self.MINOR
        yield self.MAJOR
        
        
    

    
    
class ctrl_BUILD_ID_0x55c950707b34bfab536ebff219e968c73bb91b9c9a052ccf7b2fb3df551192df_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Build identifier                                                   |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Set at elaboration from the BuildId parameter (e.g. a git       |
    |              |      commit prefix).</p>                                                |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__HASH']

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
        
        self.__HASH:FieldAsyncReadOnly = FieldAsyncReadOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.HASH',
            inst_name='HASH',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,HASH : int,) -> int:
        return super().register_value(HASH=HASH,)
    

    

    

    # build the properties for the fields
    
    @property
    def HASH(self) -> FieldAsyncReadOnly:
        """
        Property to access HASH field of the register

        
        """
        return self.__HASH

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'HASH':'HASH',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'FieldAsyncReadOnly':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Build identifier"
    @property
    def rdl_desc(self) -> str:
        return "Set at elaboration from the BuildId parameter (e.g. a git commit prefix)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.HASH
        
        
    

    
    
class ctrl_FEATURES_0xd082d31e540dbf55b1f551cdc0cd0fb90de8e0b55ab0f36904779f4836e15989_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Present blocks                                                     |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>One bit per block that this build contains, so host tools can   |
    |              |      adapt.</p>                                                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__NVME', '__FLASH', '__CORES', '__ACCEL', '__CXL']

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
        
        self.__NVME:ctrl_FEATURES_NVME_0x6969b78c8438811d1debce4cc1dee7ffc5863e8bec3977db41f5d0cfc92915a0_cls = ctrl_FEATURES_NVME_0x6969b78c8438811d1debce4cc1dee7ffc5863e8bec3977db41f5d0cfc92915a0_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.NVME',
            inst_name='NVME',
            field_type=int)
        self.__FLASH:ctrl_FEATURES_FLASH_0x39f3affcdd485caf74bb0da273d723e25f1de589f2f97b4daa22dbea853b84aa_cls = ctrl_FEATURES_FLASH_0x39f3affcdd485caf74bb0da273d723e25f1de589f2f97b4daa22dbea853b84aa_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.FLASH',
            inst_name='FLASH',
            field_type=int)
        self.__CORES:ctrl_FEATURES_CORES_0xfa124b5b900f64df943cb57c23086fe3e1f1a2b9dd5276d115c03afd064412f8_cls = ctrl_FEATURES_CORES_0xfa124b5b900f64df943cb57c23086fe3e1f1a2b9dd5276d115c03afd064412f8_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=2, msb=2,
                low=2, high=2),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CORES',
            inst_name='CORES',
            field_type=int)
        self.__ACCEL:ctrl_FEATURES_ACCEL_0xaac669803a3b5745748a2f676a9c993b676cbb0be464ec6d0a618a86c06aebf2_cls = ctrl_FEATURES_ACCEL_0xaac669803a3b5745748a2f676a9c993b676cbb0be464ec6d0a618a86c06aebf2_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=3, msb=3,
                low=3, high=3),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.ACCEL',
            inst_name='ACCEL',
            field_type=int)
        self.__CXL:ctrl_FEATURES_CXL_0xe8033ea2185353acc692813972d03ee4ddc25a76b136a480c3cda34d1c20ffe6_cls = ctrl_FEATURES_CXL_0xe8033ea2185353acc692813972d03ee4ddc25a76b136a480c3cda34d1c20ffe6_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=4, msb=4,
                low=4, high=4),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CXL',
            inst_name='CXL',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,NVME : int,FLASH : int,CORES : int,ACCEL : int,CXL : int,) -> int:
        return super().register_value(NVME=NVME,FLASH=FLASH,CORES=CORES,ACCEL=ACCEL,CXL=CXL,)
    

    

    

    # build the properties for the fields
    
    @property
    def NVME(self) -> ctrl_FEATURES_NVME_0x6969b78c8438811d1debce4cc1dee7ffc5863e8bec3977db41f5d0cfc92915a0_cls:
        """
        Property to access NVME field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>NVMe front end (queues, admin, I/O)</p>                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__NVME
    @property
    def FLASH(self) -> ctrl_FEATURES_FLASH_0x39f3affcdd485caf74bb0da273d723e25f1de589f2f97b4daa22dbea853b84aa_cls:
        """
        Property to access FLASH field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Flash back end</p>                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__FLASH
    @property
    def CORES(self) -> ctrl_FEATURES_CORES_0xfa124b5b900f64df943cb57c23086fe3e1f1a2b9dd5276d115c03afd064412f8_cls:
        """
        Property to access CORES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Firmware cores</p>                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CORES
    @property
    def ACCEL(self) -> ctrl_FEATURES_ACCEL_0xaac669803a3b5745748a2f676a9c993b676cbb0be464ec6d0a618a86c06aebf2_cls:
        """
        Property to access ACCEL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Accelerator slots</p>                                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ACCEL
    @property
    def CXL(self) -> ctrl_FEATURES_CXL_0xe8033ea2185353acc692813972d03ee4ddc25a76b136a480c3cda34d1c20ffe6_cls:
        """
        Property to access CXL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>CXL Type-2 stub</p>                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CXL

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'NVME':'NVME','FLASH':'FLASH','CORES':'CORES','ACCEL':'ACCEL','CXL':'CXL',
            }

    
    
    
    
    
    
    # nodes:5
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NVME"]) -> 'ctrl_FEATURES_NVME_0x6969b78c8438811d1debce4cc1dee7ffc5863e8bec3977db41f5d0cfc92915a0_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["FLASH"]) -> 'ctrl_FEATURES_FLASH_0x39f3affcdd485caf74bb0da273d723e25f1de589f2f97b4daa22dbea853b84aa_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CORES"]) -> 'ctrl_FEATURES_CORES_0xfa124b5b900f64df943cb57c23086fe3e1f1a2b9dd5276d115c03afd064412f8_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ACCEL"]) -> 'ctrl_FEATURES_ACCEL_0xaac669803a3b5745748a2f676a9c993b676cbb0be464ec6d0a618a86c06aebf2_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CXL"]) -> 'ctrl_FEATURES_CXL_0xe8033ea2185353acc692813972d03ee4ddc25a76b136a480c3cda34d1c20ffe6_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['ctrl_FEATURES_NVME_0x6969b78c8438811d1debce4cc1dee7ffc5863e8bec3977db41f5d0cfc92915a0_cls', 'ctrl_FEATURES_FLASH_0x39f3affcdd485caf74bb0da273d723e25f1de589f2f97b4daa22dbea853b84aa_cls', 'ctrl_FEATURES_CORES_0xfa124b5b900f64df943cb57c23086fe3e1f1a2b9dd5276d115c03afd064412f8_cls', 'ctrl_FEATURES_ACCEL_0xaac669803a3b5745748a2f676a9c993b676cbb0be464ec6d0a618a86c06aebf2_cls', 'ctrl_FEATURES_CXL_0xe8033ea2185353acc692813972d03ee4ddc25a76b136a480c3cda34d1c20ffe6_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Present blocks"
    @property
    def rdl_desc(self) -> str:
        return "One bit per block that this build contains, so host tools can adapt."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.NVME
        yield self.FLASH
        yield self.CORES
        yield self.ACCEL
        yield self.CXL
        
        
    

    
    
class ctrl_SCRATCH_0x1c50b531853679a12f8fe6aebffc95526cf7c19bbf862a114c3ada5ed957a032_cls(RegAsyncReadWrite):
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
    |              |      <p>Read/write with no side effect: proves the BAR0 path end to     |
    |              |      end.</p>                                                           |
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
        return "Scratch"
    @property
    def rdl_desc(self) -> str:
        return "Read/write with no side effect: proves the BAR0 path end to end."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class ctrl_BAR0_READS_0xbe3e881b17eb2fe0272365a4704547792af77c92ae477fd6593204d25cab240e_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      BAR0 read requests                                                 |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Memory read TLPs accepted for BAR0 (wraps).</p>                 |
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
        return "BAR0 read requests"
    @property
    def rdl_desc(self) -> str:
        return "Memory read TLPs accepted for BAR0 (wraps)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class ctrl_BAR0_WRITES_0xa46ecbc8d83f3c5585a781c12f84fbde25ecaf7ab670743ede2ec17464b72495_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      BAR0 write requests                                                |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Memory write TLPs accepted for BAR0 (wraps).</p>                |
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
        return "BAR0 write requests"
    @property
    def rdl_desc(self) -> str:
        return "Memory write TLPs accepted for BAR0 (wraps)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class ctrl_UNSUPPORTED_0x42c9f8df9a9e78e91acdf2fba7199761eebf792da3322e4b4d664c113cc7030c_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Unsupported requests                                               |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>TLPs the completer refused (other BARs, I/O, atomics, messages, |
    |              |      oversized reads).</p>                                              |
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
        return "Unsupported requests"
    @property
    def rdl_desc(self) -> str:
        return "TLPs the completer refused (other BARs, I/O, atomics, messages, oversized reads)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class ctrl_UNMAPPED_0x8fc90ea966605e279789f665744a7e3b2a091db51d67ab54fdb6d18cf7c4e2b2_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Unmapped accesses                                                  |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>BAR0 dword accesses that hit no register (reads return 0,       |
    |              |      writes are dropped).</p>                                           |
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
        return "Unmapped accesses"
    @property
    def rdl_desc(self) -> str:
        return "BAR0 dword accesses that hit no register (reads return 0, writes are dropped)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class ctrl_CYCLES_LO_0x69283682c168cfbad30e8bfff1a5067a71ff18c42b9504e168ffb67070e11a46_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Cycle counter, low word                                            |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Datapath clock cycles since reset. Reading LOW latches HIGH so  |
    |              |      the pair is coherent.</p>                                          |
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
        return "Cycle counter, low word"
    @property
    def rdl_desc(self) -> str:
        return "Datapath clock cycles since reset. Reading LOW latches HIGH so the pair is coherent."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class ctrl_CYCLES_HI_0x3b09d128a31c2166dec6e7471c656d8aaf49643f98de5b2f52b6f166a73d447e_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Cycle counter, high word (latched by reading CYCLES_LO)            |
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
        return "Cycle counter, high word (latched by reading CYCLES_LO)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    


if __name__ == '__main__':
    pass