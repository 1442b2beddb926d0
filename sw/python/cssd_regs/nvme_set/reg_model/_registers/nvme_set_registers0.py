

"""
Python Wrapper for the nvme_set register model

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






from .fields import nvme_set_STATUS_CMD_AVAIL_0xd45e081efb65f0dbb0024c4517552caee1298ce7a3723fa0a9cb27d2b55f718c_cls
from .fields import nvme_set_STATUS_DONE_AVAIL_0xdc8f39cf681fc10cc1976b78e0c69bad8902a6aca57fff611acf647e93daf729_cls
from .fields import nvme_set_STATUS_REQ_SPACE_0xf2a209d4bd4a1e9624486f2160ce0b0fcbe745be4ca31c64dc271e17588aba8c_cls
from .fields import nvme_set_GEOMETRY_SET_ID_0xb0e27d158defd40af6e3b0c55a79340e91ae1431bac6b8ab8d073fb42887af0d_cls
from .fields import nvme_set_GEOMETRY_NUM_SETS_0x14971110281c5e18bc6ad63ac3ca9f3a467ebc18a719961bc60086b023c14eb6_cls
from .fields import nvme_set_GEOMETRY_NUM_SLOTS_0xe2388a36bcd8455196a30a2739c702b815f4311169c08292ea0d5e22de0186a5_cls
from .fields import nvme_set_CMD_INFO_SLOT_0x1e83d87d99595824bf3add85e2001ded28e163e1731a2fbed80bd8a1fc3eb385_cls
from .fields import nvme_set_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls
from .fields import nvme_set_CMD_LEN_BYTES_0x1b842fc7123b48fdab1fb6c501aeb517d214c70eca3e69449298e5c885a1e4fd_cls
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

# register definitions
    
    
class nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls(RegAsyncReadOnly):
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

    __slots__ : list[str] = ['__CMD_AVAIL', '__DONE_AVAIL', '__REQ_SPACE']

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
        
        self.__CMD_AVAIL:nvme_set_STATUS_CMD_AVAIL_0xd45e081efb65f0dbb0024c4517552caee1298ce7a3723fa0a9cb27d2b55f718c_cls = nvme_set_STATUS_CMD_AVAIL_0xd45e081efb65f0dbb0024c4517552caee1298ce7a3723fa0a9cb27d2b55f718c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CMD_AVAIL',
            inst_name='CMD_AVAIL',
            field_type=int)
        self.__DONE_AVAIL:nvme_set_STATUS_DONE_AVAIL_0xdc8f39cf681fc10cc1976b78e0c69bad8902a6aca57fff611acf647e93daf729_cls = nvme_set_STATUS_DONE_AVAIL_0xdc8f39cf681fc10cc1976b78e0c69bad8902a6aca57fff611acf647e93daf729_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.DONE_AVAIL',
            inst_name='DONE_AVAIL',
            field_type=int)
        self.__REQ_SPACE:nvme_set_STATUS_REQ_SPACE_0xf2a209d4bd4a1e9624486f2160ce0b0fcbe745be4ca31c64dc271e17588aba8c_cls = nvme_set_STATUS_REQ_SPACE_0xf2a209d4bd4a1e9624486f2160ce0b0fcbe745be4ca31c64dc271e17588aba8c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=2, msb=2,
                low=2, high=2),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.REQ_SPACE',
            inst_name='REQ_SPACE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CMD_AVAIL : int,DONE_AVAIL : int,REQ_SPACE : int,) -> int:
        return super().register_value(CMD_AVAIL=CMD_AVAIL,DONE_AVAIL=DONE_AVAIL,REQ_SPACE=REQ_SPACE,)
    

    

    

    # build the properties for the fields
    
    @property
    def CMD_AVAIL(self) -> nvme_set_STATUS_CMD_AVAIL_0xd45e081efb65f0dbb0024c4517552caee1298ce7a3723fa0a9cb27d2b55f718c_cls:
        """
        Property to access CMD_AVAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A command waits in CMD_*</p>                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CMD_AVAIL
    @property
    def DONE_AVAIL(self) -> nvme_set_STATUS_DONE_AVAIL_0xdc8f39cf681fc10cc1976b78e0c69bad8902a6aca57fff611acf647e93daf729_cls:
        """
        Property to access DONE_AVAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A transfer result waits in DONE_*</p>                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DONE_AVAIL
    @property
    def REQ_SPACE(self) -> nvme_set_STATUS_REQ_SPACE_0xf2a209d4bd4a1e9624486f2160ce0b0fcbe745be4ca31c64dc271e17588aba8c_cls:
        """
        Property to access REQ_SPACE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>REQ_CTRL.GO would be accepted</p>                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__REQ_SPACE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CMD_AVAIL':'CMD_AVAIL','DONE_AVAIL':'DONE_AVAIL','REQ_SPACE':'REQ_SPACE',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_AVAIL"]) -> 'nvme_set_STATUS_CMD_AVAIL_0xd45e081efb65f0dbb0024c4517552caee1298ce7a3723fa0a9cb27d2b55f718c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DONE_AVAIL"]) -> 'nvme_set_STATUS_DONE_AVAIL_0xdc8f39cf681fc10cc1976b78e0c69bad8902a6aca57fff611acf647e93daf729_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["REQ_SPACE"]) -> 'nvme_set_STATUS_REQ_SPACE_0xf2a209d4bd4a1e9624486f2160ce0b0fcbe745be4ca31c64dc271e17588aba8c_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_set_STATUS_CMD_AVAIL_0xd45e081efb65f0dbb0024c4517552caee1298ce7a3723fa0a9cb27d2b55f718c_cls', 'nvme_set_STATUS_DONE_AVAIL_0xdc8f39cf681fc10cc1976b78e0c69bad8902a6aca57fff611acf647e93daf729_cls', 'nvme_set_STATUS_REQ_SPACE_0xf2a209d4bd4a1e9624486f2160ce0b0fcbe745be4ca31c64dc271e17588aba8c_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Queue status"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CMD_AVAIL
        yield self.DONE_AVAIL
        yield self.REQ_SPACE
        
        
    

    
    
class nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls(RegAsyncReadWrite):
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
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Which non-empty queues raise this set's interrupt line          |
    |              |      (level).</p>                                                       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CMD', '__DONE']

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
        
        self.__CMD:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CMD',
            inst_name='CMD',
            field_type=int)
        self.__DONE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.DONE',
            inst_name='DONE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CMD : int,DONE : int,) -> int:
        return super().register_value(CMD=CMD,DONE=DONE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CMD : int,DONE : int,) -> None:
        return await super().write_all_fields_without_read(CMD=CMD,DONE=DONE,)
         
    

    # build the properties for the fields
    
    @property
    def CMD(self) -> FieldAsyncReadWrite:
        """
        Property to access CMD field of the register

        
        """
        return self.__CMD
    @property
    def DONE(self) -> FieldAsyncReadWrite:
        """
        Property to access DONE field of the register

        
        """
        return self.__DONE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CMD':'CMD','DONE':'DONE',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD"]) -> 'FieldAsyncReadWrite': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DONE"]) -> 'FieldAsyncReadWrite': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['FieldAsyncReadWrite', 'FieldAsyncReadWrite', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Interrupt enable"
    @property
    def rdl_desc(self) -> str:
        return "Which non-empty queues raise this set\u0027s interrupt line (level)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CMD
        yield self.DONE
        
        
    

    
    
class nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Set geometry                                                       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SET_ID', '__NUM_SETS', '__NUM_SLOTS']

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
        
        self.__SET_ID:nvme_set_GEOMETRY_SET_ID_0xb0e27d158defd40af6e3b0c55a79340e91ae1431bac6b8ab8d073fb42887af0d_cls = nvme_set_GEOMETRY_SET_ID_0xb0e27d158defd40af6e3b0c55a79340e91ae1431bac6b8ab8d073fb42887af0d_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.SET_ID',
            inst_name='SET_ID',
            field_type=int)
        self.__NUM_SETS:nvme_set_GEOMETRY_NUM_SETS_0x14971110281c5e18bc6ad63ac3ca9f3a467ebc18a719961bc60086b023c14eb6_cls = nvme_set_GEOMETRY_NUM_SETS_0x14971110281c5e18bc6ad63ac3ca9f3a467ebc18a719961bc60086b023c14eb6_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=8, msb=15,
                low=8, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.NUM_SETS',
            inst_name='NUM_SETS',
            field_type=int)
        self.__NUM_SLOTS:nvme_set_GEOMETRY_NUM_SLOTS_0xe2388a36bcd8455196a30a2739c702b815f4311169c08292ea0d5e22de0186a5_cls = nvme_set_GEOMETRY_NUM_SLOTS_0xe2388a36bcd8455196a30a2739c702b815f4311169c08292ea0d5e22de0186a5_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.NUM_SLOTS',
            inst_name='NUM_SLOTS',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SET_ID : int,NUM_SETS : int,NUM_SLOTS : int,) -> int:
        return super().register_value(SET_ID=SET_ID,NUM_SETS=NUM_SETS,NUM_SLOTS=NUM_SLOTS,)
    

    

    

    # build the properties for the fields
    
    @property
    def SET_ID(self) -> nvme_set_GEOMETRY_SET_ID_0xb0e27d158defd40af6e3b0c55a79340e91ae1431bac6b8ab8d073fb42887af0d_cls:
        """
        Property to access SET_ID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>This set's id (0's based; the NVM Set Identifier is SET_ID +    |
        |              |      1)</p>                                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SET_ID
    @property
    def NUM_SETS(self) -> nvme_set_GEOMETRY_NUM_SETS_0x14971110281c5e18bc6ad63ac3ca9f3a467ebc18a719961bc60086b023c14eb6_cls:
        """
        Property to access NUM_SETS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>NVM sets in this build</p>                                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__NUM_SETS
    @property
    def NUM_SLOTS(self) -> nvme_set_GEOMETRY_NUM_SLOTS_0xe2388a36bcd8455196a30a2739c702b815f4311169c08292ea0d5e22de0186a5_cls:
        """
        Property to access NUM_SLOTS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Command slots shared by all sets</p>                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__NUM_SLOTS

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SET_ID':'SET_ID','NUM_SETS':'NUM_SETS','NUM_SLOTS':'NUM_SLOTS',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SET_ID"]) -> 'nvme_set_GEOMETRY_SET_ID_0xb0e27d158defd40af6e3b0c55a79340e91ae1431bac6b8ab8d073fb42887af0d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NUM_SETS"]) -> 'nvme_set_GEOMETRY_NUM_SETS_0x14971110281c5e18bc6ad63ac3ca9f3a467ebc18a719961bc60086b023c14eb6_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NUM_SLOTS"]) -> 'nvme_set_GEOMETRY_NUM_SLOTS_0xe2388a36bcd8455196a30a2739c702b815f4311169c08292ea0d5e22de0186a5_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_set_GEOMETRY_SET_ID_0xb0e27d158defd40af6e3b0c55a79340e91ae1431bac6b8ab8d073fb42887af0d_cls', 'nvme_set_GEOMETRY_NUM_SETS_0x14971110281c5e18bc6ad63ac3ca9f3a467ebc18a719961bc60086b023c14eb6_cls', 'nvme_set_GEOMETRY_NUM_SLOTS_0xe2388a36bcd8455196a30a2739c702b815f4311169c08292ea0d5e22de0186a5_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Set geometry"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SET_ID
        yield self.NUM_SETS
        yield self.NUM_SLOTS
        
        
    

    
    
class nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Command information                                                |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SLOT', '__SQID']

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
        
        self.__SLOT:nvme_set_CMD_INFO_SLOT_0x1e83d87d99595824bf3add85e2001ded28e163e1731a2fbed80bd8a1fc3eb385_cls = nvme_set_CMD_INFO_SLOT_0x1e83d87d99595824bf3add85e2001ded28e163e1731a2fbed80bd8a1fc3eb385_cls(
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
        self.__SQID:nvme_set_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls = nvme_set_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.SQID',
            inst_name='SQID',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SLOT : int,SQID : int,) -> int:
        return super().register_value(SLOT=SLOT,SQID=SQID,)
    

    

    

    # build the properties for the fields
    
    @property
    def SLOT(self) -> nvme_set_CMD_INFO_SLOT_0x1e83d87d99595824bf3add85e2001ded28e163e1731a2fbed80bd8a1fc3eb385_cls:
        """
        Property to access SLOT field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Slot holding the command: name it in REQ_CTRL.SLOT</p>          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT
    @property
    def SQID(self) -> nvme_set_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls:
        """
        Property to access SQID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Submission queue the command came from</p>                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SQID

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SLOT':'SLOT','SQID':'SQID',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT"]) -> 'nvme_set_CMD_INFO_SLOT_0x1e83d87d99595824bf3add85e2001ded28e163e1731a2fbed80bd8a1fc3eb385_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SQID"]) -> 'nvme_set_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_set_CMD_INFO_SLOT_0x1e83d87d99595824bf3add85e2001ded28e163e1731a2fbed80bd8a1fc3eb385_cls', 'nvme_set_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Command information"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SLOT
        yield self.SQID
        
        
    

    
    
class nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Command data length                                                |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__BYTES']

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
        
        self.__BYTES:nvme_set_CMD_LEN_BYTES_0x1b842fc7123b48fdab1fb6c501aeb517d214c70eca3e69449298e5c885a1e4fd_cls = nvme_set_CMD_LEN_BYTES_0x1b842fc7123b48fdab1fb6c501aeb517d214c70eca3e69449298e5c885a1e4fd_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=24,
                lsb=0, msb=23,
                low=0, high=23),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.BYTES',
            inst_name='BYTES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,BYTES : int,) -> int:
        return super().register_value(BYTES=BYTES,)
    

    

    

    # build the properties for the fields
    
    @property
    def BYTES(self) -> nvme_set_CMD_LEN_BYTES_0x1b842fc7123b48fdab1fb6c501aeb517d214c70eca3e69449298e5c885a1e4fd_cls:
        """
        Property to access BYTES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Bytes of host data the command describes (Read/Write: (NLB+1) x |
        |              |      LBA size; Dataset Management: (NR+1) x 16; others 0)</p>           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BYTES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'BYTES':'BYTES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_set_CMD_LEN_BYTES_0x1b842fc7123b48fdab1fb6c501aeb517d214c70eca3e69449298e5c885a1e4fd_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Command data length"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.BYTES
        
        
    

    
    
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
        
        
    

    
    
class nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Command dword                                                      |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Dword of the 64-byte submission queue entry at the head of the  |
    |              |      command queue.</p>                                                 |
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
        return "Command dword"
    @property
    def rdl_desc(self) -> str:
        return "Dword of the 64-byte submission queue entry at the head of the command queue."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
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
        
        
    


if __name__ == '__main__':
    pass