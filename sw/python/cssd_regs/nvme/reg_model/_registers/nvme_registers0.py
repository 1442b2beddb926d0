

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


from .field_enum import nvme_evt_kind_e0x30743e0a008a0b0989bcaea8dc2a2d8a9a27d58e5f454ced93e98ce58f4cdb47_enumcls




from .fields import nvme_STATUS_CMD_AVAIL_0x67337ffff6e041793b382cef0f1dc5b1bc7c0d1e4c26f09b671feb40419cae5d_cls
from .fields import nvme_STATUS_EVT_AVAIL_0xf3321e402716b7d55b5905bf87de7960d99c381a00e3da0d67bf5858fcf3076c_cls
from .fields import nvme_STATUS_DMA_DONE_AVAIL_0x7e4142bd847bc068b68a401e0fd0046bf3a15c870ab6b4eafbd65775634282dd_cls
from .fields import nvme_STATUS_CPL_SPACE_0x6bda303b253e6dc92166238bbf0af77bd02194bfe4d2ee73c06f345e45e9fc48_cls
from .fields import nvme_STATUS_DMA_SPACE_0x305215dfba408993a7313ca468009cd24e2f574cc661a5d14ce27b78f6ecac20_cls
from .fields import nvme_STATUS_QCFG_BUSY_0x352d29be0eef2689f257cd80245fe517f4f313ee386e8c3f3103be9c750043ee_cls
from .fields import nvme_GEOMETRY_NUM_IO_QUEUES_0x8e0cbd601cb09ccb2c336eb41bea1856a7ef976118f27081dfd302df32711ae1_cls
from .fields import nvme_GEOMETRY_NUM_VECTORS_0x93752fd1706ee76ab5dafd3551578830055b9e9ba3d67c8260da6ae034c2a2a_cls
from .fields import nvme_CSTS_RDY_0x9f8867a420319a1f15623ec8bacbe240dd955a56f25970cfe01f833c8254948f_cls
from .fields import nvme_CSTS_CFS_0xd28b42246ee7c9557c66dcdf443574d50d0555808dc47e53497d4914de51cc1b_cls
from .fields import nvme_CSTS_SHST_0xa6ee7c7e982c8f015bcd54b522e2dccb2c45e20c420b7138479e5b909bb1d5a3_cls
from .fields import nvme_CSTS_GEN_0x13500fb5b7e58828796f6e59a25966bf5f8830b9d381b5ce9da28886da7d4d00_cls
from .fields import nvme_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls
from .fields import nvme_CMD_INFO_GEN_0xa9411a5211b235f21b07cff2df3e81cc6d348fae9ee4722c40e590f5a87bec6e_cls
from .fields import nvme_CMD_POP_POP_0x30f2e6782a9c22fdc7e5b57d83f0df94a1bf03f41f8597203b8a147328d2a0d9_cls
from .fields import nvme_CPL_ID_SQID_0x323ea0ecf1d2f0f84831ffc718d2e665a43687e87280953336ac080e8421e000_cls
from .fields import nvme_CPL_ID_CID_0xa1c91b137cfcda5743f13a8bbabc8bb4938d08914448d66d658486de27c92f01_cls
from .fields import nvme_CPL_STATUS_STATUS_0x5a7fb7127a73e88dbf7635ec80d51855f0ab64fe6303f379e28bd3e519094f29_cls
from .fields import nvme_CPL_STATUS_GEN_0x2540af72fbf1a07eb33dfe0af96ddb0cd02c4ef9fde08d43d7b65df79a1da78c_cls
from .fields import nvme_QCFG_ATTR_SIZE_M1_0x3d069bb96ceb0f820ba011cbe1d76d76ba61bb4fb65c498db482306207469264_cls
from .fields import nvme_QCFG_ATTR_PRIO_0x50c9286b2232ae72e00ce3ae39b45306884277e38b166817cc91d1bd9f8dd653_cls
from .fields import nvme_QCFG_ATTR_IEN_0x5a35cac6a196de68ccae560ce211bb378906c088e4ec920c74bf47ba444d6c3d_cls
from .fields import nvme_QCFG_OP_OP_0x22c422098053e98f4c2da8bbeac6e120c7e34803bb83155d7a48ba932d4ecef_cls
from .fields import nvme_QCFG_OP_QID_0xa680b7d241b19df710ac21132f8f52c4eeb9e73c8c5858bf186443deed28546c_cls
from .fields import nvme_QCFG_OP_CQID_IV_0x57567004bc3c6ebc71c927132883de6a1bc3dac943b2b5c46a9d63b6a5852a8c_cls
from .fields import nvme_EVT_INFO_KIND_0xcb9a0a5d757e94f2325829b6d3cd8a8e353bb7578588e82369ec7ae3b7707413_cls
from .fields import nvme_EVT_INFO_IS_CQ_0x9b6b0ec4ab6f66b6b7b49f0f9ba45ba6d651ddf1a8556bd192d752bc1442aba9_cls
from .fields import nvme_EVT_INFO_QID_0x942196b12c83080de6a48baa71440d9350481ee4a00f97c2101fd9dc6a87cbca_cls
from .fields import nvme_EVT_VALUE_VALUE_0xa8b97a736be1775da08564f800a8559f169beab23f64e519399c24488502c506_cls
from .fields import nvme_DMA_CTRL_LEN_0x6463af7e86080f2e463decab6d3e613f42dd27dbbf2d1fc59098fe72a423f1f6_cls
from .fields import nvme_DMA_CTRL_TO_HOST_0xe9abc88902016f4d6a9b543e6ce0391a8482b15c00245a0c90a01e49f4e7504_cls
from .fields import nvme_DMA_ID_ID_0x788ddff2cb18872af8d3287b27e59ef9868bf8a5112e809d8099241cc2886680_cls
from .fields import nvme_DMA_DONE_STATUS_0x999740d416b612e32e02499d064512d8b4c9522b6859e698d59df43c2dddfb17_cls

# register definitions
    
    
class nvme_STATUS_0xea0a733c9905f0b47c91f2a3a85d1181c5d5220d93a6379c872a41e6fa8b34a6_cls(RegAsyncReadOnly):
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
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>One bit per hardware queue: work waiting for firmware, or room  |
    |              |      for firmware.</p>                                                  |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CMD_AVAIL', '__EVT_AVAIL', '__DMA_DONE_AVAIL', '__CPL_SPACE', '__DMA_SPACE', '__QCFG_BUSY']

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
        
        self.__CMD_AVAIL:nvme_STATUS_CMD_AVAIL_0x67337ffff6e041793b382cef0f1dc5b1bc7c0d1e4c26f09b671feb40419cae5d_cls = nvme_STATUS_CMD_AVAIL_0x67337ffff6e041793b382cef0f1dc5b1bc7c0d1e4c26f09b671feb40419cae5d_cls(
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
        self.__EVT_AVAIL:nvme_STATUS_EVT_AVAIL_0xf3321e402716b7d55b5905bf87de7960d99c381a00e3da0d67bf5858fcf3076c_cls = nvme_STATUS_EVT_AVAIL_0xf3321e402716b7d55b5905bf87de7960d99c381a00e3da0d67bf5858fcf3076c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.EVT_AVAIL',
            inst_name='EVT_AVAIL',
            field_type=int)
        self.__DMA_DONE_AVAIL:nvme_STATUS_DMA_DONE_AVAIL_0x7e4142bd847bc068b68a401e0fd0046bf3a15c870ab6b4eafbd65775634282dd_cls = nvme_STATUS_DMA_DONE_AVAIL_0x7e4142bd847bc068b68a401e0fd0046bf3a15c870ab6b4eafbd65775634282dd_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=2, msb=2,
                low=2, high=2),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.DMA_DONE_AVAIL',
            inst_name='DMA_DONE_AVAIL',
            field_type=int)
        self.__CPL_SPACE:nvme_STATUS_CPL_SPACE_0x6bda303b253e6dc92166238bbf0af77bd02194bfe4d2ee73c06f345e45e9fc48_cls = nvme_STATUS_CPL_SPACE_0x6bda303b253e6dc92166238bbf0af77bd02194bfe4d2ee73c06f345e45e9fc48_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=3, msb=3,
                low=3, high=3),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CPL_SPACE',
            inst_name='CPL_SPACE',
            field_type=int)
        self.__DMA_SPACE:nvme_STATUS_DMA_SPACE_0x305215dfba408993a7313ca468009cd24e2f574cc661a5d14ce27b78f6ecac20_cls = nvme_STATUS_DMA_SPACE_0x305215dfba408993a7313ca468009cd24e2f574cc661a5d14ce27b78f6ecac20_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=4, msb=4,
                low=4, high=4),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.DMA_SPACE',
            inst_name='DMA_SPACE',
            field_type=int)
        self.__QCFG_BUSY:nvme_STATUS_QCFG_BUSY_0x352d29be0eef2689f257cd80245fe517f4f313ee386e8c3f3103be9c750043ee_cls = nvme_STATUS_QCFG_BUSY_0x352d29be0eef2689f257cd80245fe517f4f313ee386e8c3f3103be9c750043ee_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=5, msb=5,
                low=5, high=5),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.QCFG_BUSY',
            inst_name='QCFG_BUSY',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CMD_AVAIL : int,EVT_AVAIL : int,DMA_DONE_AVAIL : int,CPL_SPACE : int,DMA_SPACE : int,QCFG_BUSY : int,) -> int:
        return super().register_value(CMD_AVAIL=CMD_AVAIL,EVT_AVAIL=EVT_AVAIL,DMA_DONE_AVAIL=DMA_DONE_AVAIL,CPL_SPACE=CPL_SPACE,DMA_SPACE=DMA_SPACE,QCFG_BUSY=QCFG_BUSY,)
    

    

    

    # build the properties for the fields
    
    @property
    def CMD_AVAIL(self) -> nvme_STATUS_CMD_AVAIL_0x67337ffff6e041793b382cef0f1dc5b1bc7c0d1e4c26f09b671feb40419cae5d_cls:
        """
        Property to access CMD_AVAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A fetched command waits in CMD_*</p>                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CMD_AVAIL
    @property
    def EVT_AVAIL(self) -> nvme_STATUS_EVT_AVAIL_0xf3321e402716b7d55b5905bf87de7960d99c381a00e3da0d67bf5858fcf3076c_cls:
        """
        Property to access EVT_AVAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>An event waits in EVT_*</p>                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__EVT_AVAIL
    @property
    def DMA_DONE_AVAIL(self) -> nvme_STATUS_DMA_DONE_AVAIL_0x7e4142bd847bc068b68a401e0fd0046bf3a15c870ab6b4eafbd65775634282dd_cls:
        """
        Property to access DMA_DONE_AVAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A DMA completion waits in DMA_DONE</p>                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_DONE_AVAIL
    @property
    def CPL_SPACE(self) -> nvme_STATUS_CPL_SPACE_0x6bda303b253e6dc92166238bbf0af77bd02194bfe4d2ee73c06f345e45e9fc48_cls:
        """
        Property to access CPL_SPACE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>CPL_PUSH would be accepted</p>                                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_SPACE
    @property
    def DMA_SPACE(self) -> nvme_STATUS_DMA_SPACE_0x305215dfba408993a7313ca468009cd24e2f574cc661a5d14ce27b78f6ecac20_cls:
        """
        Property to access DMA_SPACE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>DMA_CTRL.GO would be accepted</p>                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_SPACE
    @property
    def QCFG_BUSY(self) -> nvme_STATUS_QCFG_BUSY_0x352d29be0eef2689f257cd80245fe517f4f313ee386e8c3f3103be9c750043ee_cls:
        """
        Property to access QCFG_BUSY field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A QCFG operation is still pending</p>                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__QCFG_BUSY

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CMD_AVAIL':'CMD_AVAIL','EVT_AVAIL':'EVT_AVAIL','DMA_DONE_AVAIL':'DMA_DONE_AVAIL','CPL_SPACE':'CPL_SPACE','DMA_SPACE':'DMA_SPACE','QCFG_BUSY':'QCFG_BUSY',
            }

    
    
    
    
    
    
    # nodes:6
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_AVAIL"]) -> 'nvme_STATUS_CMD_AVAIL_0x67337ffff6e041793b382cef0f1dc5b1bc7c0d1e4c26f09b671feb40419cae5d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["EVT_AVAIL"]) -> 'nvme_STATUS_EVT_AVAIL_0xf3321e402716b7d55b5905bf87de7960d99c381a00e3da0d67bf5858fcf3076c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_DONE_AVAIL"]) -> 'nvme_STATUS_DMA_DONE_AVAIL_0x7e4142bd847bc068b68a401e0fd0046bf3a15c870ab6b4eafbd65775634282dd_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_SPACE"]) -> 'nvme_STATUS_CPL_SPACE_0x6bda303b253e6dc92166238bbf0af77bd02194bfe4d2ee73c06f345e45e9fc48_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_SPACE"]) -> 'nvme_STATUS_DMA_SPACE_0x305215dfba408993a7313ca468009cd24e2f574cc661a5d14ce27b78f6ecac20_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["QCFG_BUSY"]) -> 'nvme_STATUS_QCFG_BUSY_0x352d29be0eef2689f257cd80245fe517f4f313ee386e8c3f3103be9c750043ee_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_STATUS_CMD_AVAIL_0x67337ffff6e041793b382cef0f1dc5b1bc7c0d1e4c26f09b671feb40419cae5d_cls', 'nvme_STATUS_EVT_AVAIL_0xf3321e402716b7d55b5905bf87de7960d99c381a00e3da0d67bf5858fcf3076c_cls', 'nvme_STATUS_DMA_DONE_AVAIL_0x7e4142bd847bc068b68a401e0fd0046bf3a15c870ab6b4eafbd65775634282dd_cls', 'nvme_STATUS_CPL_SPACE_0x6bda303b253e6dc92166238bbf0af77bd02194bfe4d2ee73c06f345e45e9fc48_cls', 'nvme_STATUS_DMA_SPACE_0x305215dfba408993a7313ca468009cd24e2f574cc661a5d14ce27b78f6ecac20_cls', 'nvme_STATUS_QCFG_BUSY_0x352d29be0eef2689f257cd80245fe517f4f313ee386e8c3f3103be9c750043ee_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Queue status"
    @property
    def rdl_desc(self) -> str:
        return "One bit per hardware queue: work waiting for firmware, or room for firmware."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CMD_AVAIL
        yield self.EVT_AVAIL
        yield self.DMA_DONE_AVAIL
        yield self.CPL_SPACE
        yield self.DMA_SPACE
        yield self.QCFG_BUSY
        
        
    

    
    
class nvme_IRQ_ENABLE_0x1d2c18addd41195e6183b54351b7dd172cd569e83e9830d7261bf9eb9996ce76_cls(RegAsyncReadWrite):
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
    |              |      <p>Which non-empty queues raise the firmware interrupt line        |
    |              |      (level, for the PLIC).</p>                                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CMD', '__EVT', '__DMA_DONE']

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
        self.__EVT:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.EVT',
            inst_name='EVT',
            field_type=int)
        self.__DMA_DONE:FieldAsyncReadWrite = FieldAsyncReadWrite(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=2, msb=2,
                low=2, high=2),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.DMA_DONE',
            inst_name='DMA_DONE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,CMD : int,EVT : int,DMA_DONE : int,) -> int:
        return super().register_value(CMD=CMD,EVT=EVT,DMA_DONE=DMA_DONE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,CMD : int,EVT : int,DMA_DONE : int,) -> None:
        return await super().write_all_fields_without_read(CMD=CMD,EVT=EVT,DMA_DONE=DMA_DONE,)
         
    

    # build the properties for the fields
    
    @property
    def CMD(self) -> FieldAsyncReadWrite:
        """
        Property to access CMD field of the register

        
        """
        return self.__CMD
    @property
    def EVT(self) -> FieldAsyncReadWrite:
        """
        Property to access EVT field of the register

        
        """
        return self.__EVT
    @property
    def DMA_DONE(self) -> FieldAsyncReadWrite:
        """
        Property to access DMA_DONE field of the register

        
        """
        return self.__DMA_DONE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CMD':'CMD','EVT':'EVT','DMA_DONE':'DMA_DONE',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD"]) -> 'FieldAsyncReadWrite': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["EVT"]) -> 'FieldAsyncReadWrite': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_DONE"]) -> 'FieldAsyncReadWrite': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['FieldAsyncReadWrite', 'FieldAsyncReadWrite', 'FieldAsyncReadWrite', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Interrupt enable"
    @property
    def rdl_desc(self) -> str:
        return "Which non-empty queues raise the firmware interrupt line (level, for the PLIC)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.CMD
        yield self.EVT
        yield self.DMA_DONE
        
        
    

    
    
class nvme_GEOMETRY_0x59b1ec578b840becffd02a63cfc48adfa898b3a259099209c3921d15690beaee_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Configuration                                                      |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Front-end geometry fixed at build time.</p>                     |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__NUM_IO_QUEUES', '__NUM_VECTORS']

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
        
        self.__NUM_IO_QUEUES:nvme_GEOMETRY_NUM_IO_QUEUES_0x8e0cbd601cb09ccb2c336eb41bea1856a7ef976118f27081dfd302df32711ae1_cls = nvme_GEOMETRY_NUM_IO_QUEUES_0x8e0cbd601cb09ccb2c336eb41bea1856a7ef976118f27081dfd302df32711ae1_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.NUM_IO_QUEUES',
            inst_name='NUM_IO_QUEUES',
            field_type=int)
        self.__NUM_VECTORS:nvme_GEOMETRY_NUM_VECTORS_0x93752fd1706ee76ab5dafd3551578830055b9e9ba3d67c8260da6ae034c2a2a_cls = nvme_GEOMETRY_NUM_VECTORS_0x93752fd1706ee76ab5dafd3551578830055b9e9ba3d67c8260da6ae034c2a2a_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.NUM_VECTORS',
            inst_name='NUM_VECTORS',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,NUM_IO_QUEUES : int,NUM_VECTORS : int,) -> int:
        return super().register_value(NUM_IO_QUEUES=NUM_IO_QUEUES,NUM_VECTORS=NUM_VECTORS,)
    

    

    

    # build the properties for the fields
    
    @property
    def NUM_IO_QUEUES(self) -> nvme_GEOMETRY_NUM_IO_QUEUES_0x8e0cbd601cb09ccb2c336eb41bea1856a7ef976118f27081dfd302df32711ae1_cls:
        """
        Property to access NUM_IO_QUEUES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>I/O queue pairs (queue ids 1..N)</p>                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__NUM_IO_QUEUES
    @property
    def NUM_VECTORS(self) -> nvme_GEOMETRY_NUM_VECTORS_0x93752fd1706ee76ab5dafd3551578830055b9e9ba3d67c8260da6ae034c2a2a_cls:
        """
        Property to access NUM_VECTORS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>MSI-X vectors</p>                                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__NUM_VECTORS

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'NUM_IO_QUEUES':'NUM_IO_QUEUES','NUM_VECTORS':'NUM_VECTORS',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NUM_IO_QUEUES"]) -> 'nvme_GEOMETRY_NUM_IO_QUEUES_0x8e0cbd601cb09ccb2c336eb41bea1856a7ef976118f27081dfd302df32711ae1_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NUM_VECTORS"]) -> 'nvme_GEOMETRY_NUM_VECTORS_0x93752fd1706ee76ab5dafd3551578830055b9e9ba3d67c8260da6ae034c2a2a_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_GEOMETRY_NUM_IO_QUEUES_0x8e0cbd601cb09ccb2c336eb41bea1856a7ef976118f27081dfd302df32711ae1_cls', 'nvme_GEOMETRY_NUM_VECTORS_0x93752fd1706ee76ab5dafd3551578830055b9e9ba3d67c8260da6ae034c2a2a_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Configuration"
    @property
    def rdl_desc(self) -> str:
        return "Front-end geometry fixed at build time."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.NUM_IO_QUEUES
        yield self.NUM_VECTORS
        
        
    

    
    
class nvme_CC_0x9666f0688cca02001b535e21ef84c392421a040d0e59e90966580b6d8cf6b6b_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Controller state                                                   |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Host controller configuration (CC) as last accepted by          |
    |              |      hardware.</p>                                                      |
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
        return "Controller state"
    @property
    def rdl_desc(self) -> str:
        return "Host controller configuration (CC) as last accepted by hardware."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_CSTS_0xeedced02ee540414ecb01fefa0f276ecb57122aab7b0900eef79cc5e000bed09_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Controller status                                                  |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>CSTS as the host sees it, and the controller-enable             |
    |              |      generation.</p>                                                    |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__RDY', '__CFS', '__SHST', '__GEN']

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
        
        self.__RDY:nvme_CSTS_RDY_0x9f8867a420319a1f15623ec8bacbe240dd955a56f25970cfe01f833c8254948f_cls = nvme_CSTS_RDY_0x9f8867a420319a1f15623ec8bacbe240dd955a56f25970cfe01f833c8254948f_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.RDY',
            inst_name='RDY',
            field_type=int)
        self.__CFS:nvme_CSTS_CFS_0xd28b42246ee7c9557c66dcdf443574d50d0555808dc47e53497d4914de51cc1b_cls = nvme_CSTS_CFS_0xd28b42246ee7c9557c66dcdf443574d50d0555808dc47e53497d4914de51cc1b_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.CFS',
            inst_name='CFS',
            field_type=int)
        self.__SHST:nvme_CSTS_SHST_0xa6ee7c7e982c8f015bcd54b522e2dccb2c45e20c420b7138479e5b909bb1d5a3_cls = nvme_CSTS_SHST_0xa6ee7c7e982c8f015bcd54b522e2dccb2c45e20c420b7138479e5b909bb1d5a3_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=2,
                lsb=2, msb=3,
                low=2, high=3),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.SHST',
            inst_name='SHST',
            field_type=int)
        self.__GEN:nvme_CSTS_GEN_0x13500fb5b7e58828796f6e59a25966bf5f8830b9d381b5ce9da28886da7d4d00_cls = nvme_CSTS_GEN_0x13500fb5b7e58828796f6e59a25966bf5f8830b9d381b5ce9da28886da7d4d00_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=8, msb=11,
                low=8, high=11),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.GEN',
            inst_name='GEN',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,RDY : int,CFS : int,SHST : int,GEN : int,) -> int:
        return super().register_value(RDY=RDY,CFS=CFS,SHST=SHST,GEN=GEN,)
    

    

    

    # build the properties for the fields
    
    @property
    def RDY(self) -> nvme_CSTS_RDY_0x9f8867a420319a1f15623ec8bacbe240dd955a56f25970cfe01f833c8254948f_cls:
        """
        Property to access RDY field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>CSTS.RDY</p>                                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__RDY
    @property
    def CFS(self) -> nvme_CSTS_CFS_0xd28b42246ee7c9557c66dcdf443574d50d0555808dc47e53497d4914de51cc1b_cls:
        """
        Property to access CFS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>CSTS.CFS</p>                                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CFS
    @property
    def SHST(self) -> nvme_CSTS_SHST_0xa6ee7c7e982c8f015bcd54b522e2dccb2c45e20c420b7138479e5b909bb1d5a3_cls:
        """
        Property to access SHST field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>CSTS.SHST</p>                                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SHST
    @property
    def GEN(self) -> nvme_CSTS_GEN_0x13500fb5b7e58828796f6e59a25966bf5f8830b9d381b5ce9da28886da7d4d00_cls:
        """
        Property to access GEN field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Generation: increments at every controller reset</p>            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GEN

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'RDY':'RDY','CFS':'CFS','SHST':'SHST','GEN':'GEN',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["RDY"]) -> 'nvme_CSTS_RDY_0x9f8867a420319a1f15623ec8bacbe240dd955a56f25970cfe01f833c8254948f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CFS"]) -> 'nvme_CSTS_CFS_0xd28b42246ee7c9557c66dcdf443574d50d0555808dc47e53497d4914de51cc1b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SHST"]) -> 'nvme_CSTS_SHST_0xa6ee7c7e982c8f015bcd54b522e2dccb2c45e20c420b7138479e5b909bb1d5a3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEN"]) -> 'nvme_CSTS_GEN_0x13500fb5b7e58828796f6e59a25966bf5f8830b9d381b5ce9da28886da7d4d00_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_CSTS_RDY_0x9f8867a420319a1f15623ec8bacbe240dd955a56f25970cfe01f833c8254948f_cls', 'nvme_CSTS_CFS_0xd28b42246ee7c9557c66dcdf443574d50d0555808dc47e53497d4914de51cc1b_cls', 'nvme_CSTS_SHST_0xa6ee7c7e982c8f015bcd54b522e2dccb2c45e20c420b7138479e5b909bb1d5a3_cls', 'nvme_CSTS_GEN_0x13500fb5b7e58828796f6e59a25966bf5f8830b9d381b5ce9da28886da7d4d00_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Controller status"
    @property
    def rdl_desc(self) -> str:
        return "CSTS as the host sees it, and the controller-enable generation."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.RDY
        yield self.CFS
        yield self.SHST
        yield self.GEN
        
        
    

    
    
class nvme_CMD_INFO_0x3c46b7db3d6a78d2f94f6207d8ae8125bdb1e3fd1ab63b3bdcd6e47216d1a4b2_cls(RegAsyncReadOnly):
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

    __slots__ : list[str] = ['__SQID', '__GEN']

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
        
        self.__SQID:nvme_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls = nvme_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.SQID',
            inst_name='SQID',
            field_type=int)
        self.__GEN:nvme_CMD_INFO_GEN_0xa9411a5211b235f21b07cff2df3e81cc6d348fae9ee4722c40e590f5a87bec6e_cls = nvme_CMD_INFO_GEN_0xa9411a5211b235f21b07cff2df3e81cc6d348fae9ee4722c40e590f5a87bec6e_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=16, msb=19,
                low=16, high=19),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.GEN',
            inst_name='GEN',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SQID : int,GEN : int,) -> int:
        return super().register_value(SQID=SQID,GEN=GEN,)
    

    

    

    # build the properties for the fields
    
    @property
    def SQID(self) -> nvme_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls:
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
    def GEN(self) -> nvme_CMD_INFO_GEN_0xa9411a5211b235f21b07cff2df3e81cc6d348fae9ee4722c40e590f5a87bec6e_cls:
        """
        Property to access GEN field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Generation: copy it into CPL_ID.GEN</p>                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GEN

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SQID':'SQID','GEN':'GEN',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SQID"]) -> 'nvme_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEN"]) -> 'nvme_CMD_INFO_GEN_0xa9411a5211b235f21b07cff2df3e81cc6d348fae9ee4722c40e590f5a87bec6e_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls', 'nvme_CMD_INFO_GEN_0xa9411a5211b235f21b07cff2df3e81cc6d348fae9ee4722c40e590f5a87bec6e_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Command information"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SQID
        yield self.GEN
        
        
    

    
    
class nvme_CMD_POP_0xb033ef51dbf2fef441c3aef90d564857659e1c291649970952c806b11363a248_cls(RegAsyncWriteOnly):
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
        
        self.__POP:nvme_CMD_POP_POP_0x30f2e6782a9c22fdc7e5b57d83f0df94a1bf03f41f8597203b8a147328d2a0d9_cls = nvme_CMD_POP_POP_0x30f2e6782a9c22fdc7e5b57d83f0df94a1bf03f41f8597203b8a147328d2a0d9_cls(
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
    def POP(self) -> nvme_CMD_POP_POP_0x30f2e6782a9c22fdc7e5b57d83f0df94a1bf03f41f8597203b8a147328d2a0d9_cls:
        """
        Property to access POP field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: drop the head command</p>                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__POP

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'POP':'POP',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_CMD_POP_POP_0x30f2e6782a9c22fdc7e5b57d83f0df94a1bf03f41f8597203b8a147328d2a0d9_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Command pop"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.POP
        
        
    

    
    
class nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(RegAsyncReadOnly):
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
        
        
    

    
    
class nvme_CPL_DW0_0x91f060ca530978952a4094b6540d0fe36d6553f370a0d00a91eb993adae1eca5_cls(RegAsyncReadWrite):
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
        return "Completion dword 0"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_CPL_DW1_0x70145dee51dbc8171c0aa835f5f03d7900a13705023f58ae9298e14bc3f7c44a_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completion dword 1                                                 |
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
        return "Completion dword 1"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_CPL_ID_0x38d8bb44dda257344cc1613890f0979e199b337e2f750e8c3db305887f7cc489_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completion identifiers                                             |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SQID', '__CID']

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
        
        self.__SQID:nvme_CPL_ID_SQID_0x323ea0ecf1d2f0f84831ffc718d2e665a43687e87280953336ac080e8421e000_cls = nvme_CPL_ID_SQID_0x323ea0ecf1d2f0f84831ffc718d2e665a43687e87280953336ac080e8421e000_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SQID',
            inst_name='SQID',
            field_type=int)
        self.__CID:nvme_CPL_ID_CID_0xa1c91b137cfcda5743f13a8bbabc8bb4938d08914448d66d658486de27c92f01_cls = nvme_CPL_ID_CID_0xa1c91b137cfcda5743f13a8bbabc8bb4938d08914448d66d658486de27c92f01_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CID',
            inst_name='CID',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SQID : int,CID : int,) -> int:
        return super().register_value(SQID=SQID,CID=CID,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,SQID : int,CID : int,) -> None:
        return await super().write_all_fields_without_read(SQID=SQID,CID=CID,)
         
    

    # build the properties for the fields
    
    @property
    def SQID(self) -> nvme_CPL_ID_SQID_0x323ea0ecf1d2f0f84831ffc718d2e665a43687e87280953336ac080e8421e000_cls:
        """
        Property to access SQID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Submission queue of the command</p>                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SQID
    @property
    def CID(self) -> nvme_CPL_ID_CID_0xa1c91b137cfcda5743f13a8bbabc8bb4938d08914448d66d658486de27c92f01_cls:
        """
        Property to access CID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Command identifier</p>                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CID

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SQID':'SQID','CID':'CID',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SQID"]) -> 'nvme_CPL_ID_SQID_0x323ea0ecf1d2f0f84831ffc718d2e665a43687e87280953336ac080e8421e000_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CID"]) -> 'nvme_CPL_ID_CID_0xa1c91b137cfcda5743f13a8bbabc8bb4938d08914448d66d658486de27c92f01_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_CPL_ID_SQID_0x323ea0ecf1d2f0f84831ffc718d2e665a43687e87280953336ac080e8421e000_cls', 'nvme_CPL_ID_CID_0xa1c91b137cfcda5743f13a8bbabc8bb4938d08914448d66d658486de27c92f01_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Completion identifiers"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SQID
        yield self.CID
        
        
    

    
    
class nvme_CPL_STATUS_0x1c5471c8b2fd88aea646606719f1567e595d977cdd26ead191beddc0745d1b40_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Completion status and push                                         |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Writing with PUSH = 1 queues the completion built from          |
    |              |      CPL_DW0/1, CPL_ID and STATUS.</p>                                  |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__STATUS', '__GEN', '__PUSH']

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
        
        self.__STATUS:nvme_CPL_STATUS_STATUS_0x5a7fb7127a73e88dbf7635ec80d51855f0ab64fe6303f379e28bd3e519094f29_cls = nvme_CPL_STATUS_STATUS_0x5a7fb7127a73e88dbf7635ec80d51855f0ab64fe6303f379e28bd3e519094f29_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=15,
                lsb=0, msb=14,
                low=0, high=14),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.STATUS',
            inst_name='STATUS',
            field_type=int)
        self.__GEN:nvme_CPL_STATUS_GEN_0x2540af72fbf1a07eb33dfe0af96ddb0cd02c4ef9fde08d43d7b65df79a1da78c_cls = nvme_CPL_STATUS_GEN_0x2540af72fbf1a07eb33dfe0af96ddb0cd02c4ef9fde08d43d7b65df79a1da78c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=4,
                lsb=16, msb=19,
                low=16, high=19),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.GEN',
            inst_name='GEN',
            field_type=int)
        self.__PUSH:FieldAsyncWriteOnly = FieldAsyncWriteOnly(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=31, msb=31,
                low=31, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.PUSH',
            inst_name='PUSH',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,STATUS : int,GEN : int,PUSH : int,) -> int:
        return super().register_value(STATUS=STATUS,GEN=GEN,PUSH=PUSH,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,STATUS : int,GEN : int,PUSH : int,) -> None:
        return await super().write_all_fields_without_read(STATUS=STATUS,GEN=GEN,PUSH=PUSH,)
         
    

    # build the properties for the fields
    
    @property
    def STATUS(self) -> nvme_CPL_STATUS_STATUS_0x5a7fb7127a73e88dbf7635ec80d51855f0ab64fe6303f379e28bd3e519094f29_cls:
        """
        Property to access STATUS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>NVMe status field: SC 7:0, SCT 10:8, CRD 12:11, M 13, DNR       |
        |              |      14</p>                                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__STATUS
    @property
    def GEN(self) -> nvme_CPL_STATUS_GEN_0x2540af72fbf1a07eb33dfe0af96ddb0cd02c4ef9fde08d43d7b65df79a1da78c_cls:
        """
        Property to access GEN field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Generation from CMD_INFO.GEN</p>                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GEN
    @property
    def PUSH(self) -> FieldAsyncWriteOnly:
        """
        Property to access PUSH field of the register

        
        """
        return self.__PUSH

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'STATUS':'STATUS','GEN':'GEN','PUSH':'PUSH',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'nvme_CPL_STATUS_STATUS_0x5a7fb7127a73e88dbf7635ec80d51855f0ab64fe6303f379e28bd3e519094f29_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEN"]) -> 'nvme_CPL_STATUS_GEN_0x2540af72fbf1a07eb33dfe0af96ddb0cd02c4ef9fde08d43d7b65df79a1da78c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PUSH"]) -> 'FieldAsyncWriteOnly': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_CPL_STATUS_STATUS_0x5a7fb7127a73e88dbf7635ec80d51855f0ab64fe6303f379e28bd3e519094f29_cls', 'nvme_CPL_STATUS_GEN_0x2540af72fbf1a07eb33dfe0af96ddb0cd02c4ef9fde08d43d7b65df79a1da78c_cls', 'FieldAsyncWriteOnly', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Completion status and push"
    @property
    def rdl_desc(self) -> str:
        return "Writing with PUSH = 1 queues the completion built from CPL_DW0/1, CPL_ID and STATUS."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.STATUS
        yield self.GEN
        yield self.PUSH
        
        
    

    
    
class nvme_QCFG_BASE_LO_0x56c40b1e5ba6029729eec6c2b558391971bcc2610c564f15290d48c9ea05eefc_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Queue base (low)                                                   |
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
        return "Queue base (low)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_QCFG_BASE_HI_0xcee4215f0c05077b4092ef888fa69c2d4db5c600dd94e89e0a546bb2d22290a7_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Queue base (high)                                                  |
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
        return "Queue base (high)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_QCFG_ATTR_0xa5ee41aaa564a42d815cc73a22f1a291259ad9cfd113f554ead3084a87a4d2a6_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Queue size and attributes                                          |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__SIZE_M1', '__PRIO', '__IEN']

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
        
        self.__SIZE_M1:nvme_QCFG_ATTR_SIZE_M1_0x3d069bb96ceb0f820ba011cbe1d76d76ba61bb4fb65c498db482306207469264_cls = nvme_QCFG_ATTR_SIZE_M1_0x3d069bb96ceb0f820ba011cbe1d76d76ba61bb4fb65c498db482306207469264_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SIZE_M1',
            inst_name='SIZE_M1',
            field_type=int)
        self.__PRIO:nvme_QCFG_ATTR_PRIO_0x50c9286b2232ae72e00ce3ae39b45306884277e38b166817cc91d1bd9f8dd653_cls = nvme_QCFG_ATTR_PRIO_0x50c9286b2232ae72e00ce3ae39b45306884277e38b166817cc91d1bd9f8dd653_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=2,
                lsb=16, msb=17,
                low=16, high=17),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.PRIO',
            inst_name='PRIO',
            field_type=int)
        self.__IEN:nvme_QCFG_ATTR_IEN_0x5a35cac6a196de68ccae560ce211bb378906c088e4ec920c74bf47ba444d6c3d_cls = nvme_QCFG_ATTR_IEN_0x5a35cac6a196de68ccae560ce211bb378906c088e4ec920c74bf47ba444d6c3d_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=18, msb=18,
                low=18, high=18),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.IEN',
            inst_name='IEN',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SIZE_M1 : int,PRIO : int,IEN : int,) -> int:
        return super().register_value(SIZE_M1=SIZE_M1,PRIO=PRIO,IEN=IEN,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,SIZE_M1 : int,PRIO : int,IEN : int,) -> None:
        return await super().write_all_fields_without_read(SIZE_M1=SIZE_M1,PRIO=PRIO,IEN=IEN,)
         
    

    # build the properties for the fields
    
    @property
    def SIZE_M1(self) -> nvme_QCFG_ATTR_SIZE_M1_0x3d069bb96ceb0f820ba011cbe1d76d76ba61bb4fb65c498db482306207469264_cls:
        """
        Property to access SIZE_M1 field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Entries - 1</p>                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SIZE_M1
    @property
    def PRIO(self) -> nvme_QCFG_ATTR_PRIO_0x50c9286b2232ae72e00ce3ae39b45306884277e38b166817cc91d1bd9f8dd653_cls:
        """
        Property to access PRIO field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Create SQ: QPRIO</p>                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__PRIO
    @property
    def IEN(self) -> nvme_QCFG_ATTR_IEN_0x5a35cac6a196de68ccae560ce211bb378906c088e4ec920c74bf47ba444d6c3d_cls:
        """
        Property to access IEN field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Create CQ: interrupts enabled</p>                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__IEN

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SIZE_M1':'SIZE_M1','PRIO':'PRIO','IEN':'IEN',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SIZE_M1"]) -> 'nvme_QCFG_ATTR_SIZE_M1_0x3d069bb96ceb0f820ba011cbe1d76d76ba61bb4fb65c498db482306207469264_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PRIO"]) -> 'nvme_QCFG_ATTR_PRIO_0x50c9286b2232ae72e00ce3ae39b45306884277e38b166817cc91d1bd9f8dd653_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["IEN"]) -> 'nvme_QCFG_ATTR_IEN_0x5a35cac6a196de68ccae560ce211bb378906c088e4ec920c74bf47ba444d6c3d_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_QCFG_ATTR_SIZE_M1_0x3d069bb96ceb0f820ba011cbe1d76d76ba61bb4fb65c498db482306207469264_cls', 'nvme_QCFG_ATTR_PRIO_0x50c9286b2232ae72e00ce3ae39b45306884277e38b166817cc91d1bd9f8dd653_cls', 'nvme_QCFG_ATTR_IEN_0x5a35cac6a196de68ccae560ce211bb378906c088e4ec920c74bf47ba444d6c3d_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Queue size and attributes"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SIZE_M1
        yield self.PRIO
        yield self.IEN
        
        
    

    
    
class nvme_QCFG_OP_0x3d3f2c5f85e38a16f29205cea8604bacf20d5c4d5597d2c8cf9a2b9181c09bc8_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Queue operation                                                    |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Writing with GO = 1 applies OP to QID once earlier completions  |
    |              |      were posted.</p>                                                   |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__OP', '__QID', '__CQID_IV', '__GO']

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
        
        self.__OP:nvme_QCFG_OP_OP_0x22c422098053e98f4c2da8bbeac6e120c7e34803bb83155d7a48ba932d4ecef_cls = nvme_QCFG_OP_OP_0x22c422098053e98f4c2da8bbeac6e120c7e34803bb83155d7a48ba932d4ecef_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=2,
                lsb=0, msb=1,
                low=0, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.OP',
            inst_name='OP',
            field_type=int)
        self.__QID:nvme_QCFG_OP_QID_0xa680b7d241b19df710ac21132f8f52c4eeb9e73c8c5858bf186443deed28546c_cls = nvme_QCFG_OP_QID_0xa680b7d241b19df710ac21132f8f52c4eeb9e73c8c5858bf186443deed28546c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=12,
                lsb=4, msb=15,
                low=4, high=15),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.QID',
            inst_name='QID',
            field_type=int)
        self.__CQID_IV:nvme_QCFG_OP_CQID_IV_0x57567004bc3c6ebc71c927132883de6a1bc3dac943b2b5c46a9d63b6a5852a8c_cls = nvme_QCFG_OP_CQID_IV_0x57567004bc3c6ebc71c927132883de6a1bc3dac943b2b5c46a9d63b6a5852a8c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=12,
                lsb=16, msb=27,
                low=16, high=27),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CQID_IV',
            inst_name='CQID_IV',
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
        self, *,OP : int,QID : int,CQID_IV : int,GO : int,) -> int:
        return super().register_value(OP=OP,QID=QID,CQID_IV=CQID_IV,GO=GO,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,OP : int,QID : int,CQID_IV : int,GO : int,) -> None:
        return await super().write_all_fields_without_read(OP=OP,QID=QID,CQID_IV=CQID_IV,GO=GO,)
         
    

    # build the properties for the fields
    
    @property
    def OP(self) -> nvme_QCFG_OP_OP_0x22c422098053e98f4c2da8bbeac6e120c7e34803bb83155d7a48ba932d4ecef_cls:
        """
        Property to access OP field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>0 create SQ, 1 create CQ, 2 delete SQ, 3 delete CQ</p>          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__OP
    @property
    def QID(self) -> nvme_QCFG_OP_QID_0xa680b7d241b19df710ac21132f8f52c4eeb9e73c8c5858bf186443deed28546c_cls:
        """
        Property to access QID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Queue identifier</p>                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__QID
    @property
    def CQID_IV(self) -> nvme_QCFG_OP_CQID_IV_0x57567004bc3c6ebc71c927132883de6a1bc3dac943b2b5c46a9d63b6a5852a8c_cls:
        """
        Property to access CQID_IV field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Create SQ: CQ id; create CQ: MSI-X vector</p>                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CQID_IV
    @property
    def GO(self) -> FieldAsyncWriteOnly:
        """
        Property to access GO field of the register

        
        """
        return self.__GO

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'OP':'OP','QID':'QID','CQID_IV':'CQID_IV','GO':'GO',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["OP"]) -> 'nvme_QCFG_OP_OP_0x22c422098053e98f4c2da8bbeac6e120c7e34803bb83155d7a48ba932d4ecef_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["QID"]) -> 'nvme_QCFG_OP_QID_0xa680b7d241b19df710ac21132f8f52c4eeb9e73c8c5858bf186443deed28546c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CQID_IV"]) -> 'nvme_QCFG_OP_CQID_IV_0x57567004bc3c6ebc71c927132883de6a1bc3dac943b2b5c46a9d63b6a5852a8c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GO"]) -> 'FieldAsyncWriteOnly': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_QCFG_OP_OP_0x22c422098053e98f4c2da8bbeac6e120c7e34803bb83155d7a48ba932d4ecef_cls', 'nvme_QCFG_OP_QID_0xa680b7d241b19df710ac21132f8f52c4eeb9e73c8c5858bf186443deed28546c_cls', 'nvme_QCFG_OP_CQID_IV_0x57567004bc3c6ebc71c927132883de6a1bc3dac943b2b5c46a9d63b6a5852a8c_cls', 'FieldAsyncWriteOnly', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Queue operation"
    @property
    def rdl_desc(self) -> str:
        return "Writing with GO = 1 applies OP to QID once earlier completions were posted."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.OP
        yield self.QID
        yield self.CQID_IV
        yield self.GO
        
        
    

    
    
class nvme_EVT_INFO_0xa2ee3e41c203bafe5bfaeee3075a5ec861a8a691a501f501d2a6a676ce95b815_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Event                                                              |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__KIND', '__IS_CQ', '__QID']

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
        
        self.__KIND:nvme_EVT_INFO_KIND_0xcb9a0a5d757e94f2325829b6d3cd8a8e353bb7578588e82369ec7ae3b7707413_cls = nvme_EVT_INFO_KIND_0xcb9a0a5d757e94f2325829b6d3cd8a8e353bb7578588e82369ec7ae3b7707413_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.KIND',
            inst_name='KIND',
            field_type=nvme_evt_kind_e0x30743e0a008a0b0989bcaea8dc2a2d8a9a27d58e5f454ced93e98ce58f4cdb47_enumcls)
        self.__IS_CQ:nvme_EVT_INFO_IS_CQ_0x9b6b0ec4ab6f66b6b7b49f0f9ba45ba6d651ddf1a8556bd192d752bc1442aba9_cls = nvme_EVT_INFO_IS_CQ_0x9b6b0ec4ab6f66b6b7b49f0f9ba45ba6d651ddf1a8556bd192d752bc1442aba9_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=8, msb=8,
                low=8, high=8),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.IS_CQ',
            inst_name='IS_CQ',
            field_type=int)
        self.__QID:nvme_EVT_INFO_QID_0x942196b12c83080de6a48baa71440d9350481ee4a00f97c2101fd9dc6a87cbca_cls = nvme_EVT_INFO_QID_0x942196b12c83080de6a48baa71440d9350481ee4a00f97c2101fd9dc6a87cbca_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.QID',
            inst_name='QID',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,KIND : nvme_evt_kind_e0x30743e0a008a0b0989bcaea8dc2a2d8a9a27d58e5f454ced93e98ce58f4cdb47_enumcls,IS_CQ : int,QID : int,) -> int:
        return super().register_value(KIND=KIND,IS_CQ=IS_CQ,QID=QID,)
    

    

    

    # build the properties for the fields
    
    @property
    def KIND(self) -> nvme_EVT_INFO_KIND_0xcb9a0a5d757e94f2325829b6d3cd8a8e353bb7578588e82369ec7ae3b7707413_cls:
        """
        Property to access KIND field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>What happened (evt_kind_e)</p>                                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KIND
    @property
    def IS_CQ(self) -> nvme_EVT_INFO_IS_CQ_0x9b6b0ec4ab6f66b6b7b49f0f9ba45ba6d651ddf1a8556bd192d752bc1442aba9_cls:
        """
        Property to access IS_CQ field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>The doorbell was a CQ head doorbell</p>                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__IS_CQ
    @property
    def QID(self) -> nvme_EVT_INFO_QID_0x942196b12c83080de6a48baa71440d9350481ee4a00f97c2101fd9dc6a87cbca_cls:
        """
        Property to access QID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Queue identifier</p>                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__QID

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'KIND':'KIND','IS_CQ':'IS_CQ','QID':'QID',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KIND"]) -> 'nvme_EVT_INFO_KIND_0xcb9a0a5d757e94f2325829b6d3cd8a8e353bb7578588e82369ec7ae3b7707413_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["IS_CQ"]) -> 'nvme_EVT_INFO_IS_CQ_0x9b6b0ec4ab6f66b6b7b49f0f9ba45ba6d651ddf1a8556bd192d752bc1442aba9_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["QID"]) -> 'nvme_EVT_INFO_QID_0x942196b12c83080de6a48baa71440d9350481ee4a00f97c2101fd9dc6a87cbca_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_EVT_INFO_KIND_0xcb9a0a5d757e94f2325829b6d3cd8a8e353bb7578588e82369ec7ae3b7707413_cls', 'nvme_EVT_INFO_IS_CQ_0x9b6b0ec4ab6f66b6b7b49f0f9ba45ba6d651ddf1a8556bd192d752bc1442aba9_cls', 'nvme_EVT_INFO_QID_0x942196b12c83080de6a48baa71440d9350481ee4a00f97c2101fd9dc6a87cbca_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Event"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.KIND
        yield self.IS_CQ
        yield self.QID
        
        
    

    
    
class nvme_EVT_VALUE_0x604a3839450a49e3448f33d52b98980785af5eebb9d079cbe0aed9a7a6300f96_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Event value                                                        |
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
        
        self.__VALUE:nvme_EVT_VALUE_VALUE_0xa8b97a736be1775da08564f800a8559f169beab23f64e519399c24488502c506_cls = nvme_EVT_VALUE_VALUE_0xa8b97a736be1775da08564f800a8559f169beab23f64e519399c24488502c506_cls(
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
    def VALUE(self) -> nvme_EVT_VALUE_VALUE_0xa8b97a736be1775da08564f800a8559f169beab23f64e519399c24488502c506_cls:
        """
        Property to access VALUE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Doorbell value, CC value or CC.SHN</p>                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VALUE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VALUE':'VALUE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_EVT_VALUE_VALUE_0xa8b97a736be1775da08564f800a8559f169beab23f64e519399c24488502c506_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Event value"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_EVT_POP_0x72c527c496c8997390face0423ceab5f71216ddec3e3e6a88f713376792900eb_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Event pop                                                          |
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
        return "Event pop"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.POP
        
        
    

    
    
class nvme_DMA_HOST_LO_0x3f66d5c29035330ac40622ee866a4123aec2cfe572b8b66922750e035df90b50_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      DMA host address (low)                                             |
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
        return "DMA host address (low)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_DMA_HOST_HI_0x4a30e52a7d443d4810198ecc7d6f43f9acd01e9351318bcafda8f2c176ee9158_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      DMA host address (high)                                            |
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
        return "DMA host address (high)"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_DMA_LOCAL_0x3900384025598c98101c87c7f67986a095ab359a04a741a7ef751d47c1fa0fe0_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      DMA local address                                                  |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Byte address in controller memory (AXI, DDR bank 0).</p>        |
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
        return "DMA local address"
    @property
    def rdl_desc(self) -> str:
        return "Byte address in controller memory (AXI, DDR bank 0)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.VALUE
        
        
    

    
    
class nvme_DMA_CTRL_0xcabe8b59a32221e9f9847dc5dd126bb31353be97c318d1d10ae4d5e6f0f6cbe1_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      DMA length and start                                               |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__LEN', '__TO_HOST', '__GO']

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
        
        self.__LEN:nvme_DMA_CTRL_LEN_0x6463af7e86080f2e463decab6d3e613f42dd27dbbf2d1fc59098fe72a423f1f6_cls = nvme_DMA_CTRL_LEN_0x6463af7e86080f2e463decab6d3e613f42dd27dbbf2d1fc59098fe72a423f1f6_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=24,
                lsb=0, msb=23,
                low=0, high=23),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.LEN',
            inst_name='LEN',
            field_type=int)
        self.__TO_HOST:nvme_DMA_CTRL_TO_HOST_0xe9abc88902016f4d6a9b543e6ce0391a8482b15c00245a0c90a01e49f4e7504_cls = nvme_DMA_CTRL_TO_HOST_0xe9abc88902016f4d6a9b543e6ce0391a8482b15c00245a0c90a01e49f4e7504_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=24, msb=24,
                low=24, high=24),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.TO_HOST',
            inst_name='TO_HOST',
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
        self, *,LEN : int,TO_HOST : int,GO : int,) -> int:
        return super().register_value(LEN=LEN,TO_HOST=TO_HOST,GO=GO,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,LEN : int,TO_HOST : int,GO : int,) -> None:
        return await super().write_all_fields_without_read(LEN=LEN,TO_HOST=TO_HOST,GO=GO,)
         
    

    # build the properties for the fields
    
    @property
    def LEN(self) -> nvme_DMA_CTRL_LEN_0x6463af7e86080f2e463decab6d3e613f42dd27dbbf2d1fc59098fe72a423f1f6_cls:
        """
        Property to access LEN field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Bytes (multiple of 4)</p>                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__LEN
    @property
    def TO_HOST(self) -> nvme_DMA_CTRL_TO_HOST_0xe9abc88902016f4d6a9b543e6ce0391a8482b15c00245a0c90a01e49f4e7504_cls:
        """
        Property to access TO_HOST field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1: controller memory to host; 0: host to controller memory</p>  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__TO_HOST
    @property
    def GO(self) -> FieldAsyncWriteOnly:
        """
        Property to access GO field of the register

        
        """
        return self.__GO

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'LEN':'LEN','TO_HOST':'TO_HOST','GO':'GO',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["LEN"]) -> 'nvme_DMA_CTRL_LEN_0x6463af7e86080f2e463decab6d3e613f42dd27dbbf2d1fc59098fe72a423f1f6_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["TO_HOST"]) -> 'nvme_DMA_CTRL_TO_HOST_0xe9abc88902016f4d6a9b543e6ce0391a8482b15c00245a0c90a01e49f4e7504_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GO"]) -> 'FieldAsyncWriteOnly': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_DMA_CTRL_LEN_0x6463af7e86080f2e463decab6d3e613f42dd27dbbf2d1fc59098fe72a423f1f6_cls', 'nvme_DMA_CTRL_TO_HOST_0xe9abc88902016f4d6a9b543e6ce0391a8482b15c00245a0c90a01e49f4e7504_cls', 'FieldAsyncWriteOnly', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "DMA length and start"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.LEN
        yield self.TO_HOST
        yield self.GO
        
        
    

    
    
class nvme_DMA_ID_0xf1dccedf463b9a1aaa392723cd7b4689d1ebada122cb4f9972bf50975b902f76_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      DMA request identifier                                             |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__ID']

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
        
        self.__ID:nvme_DMA_ID_ID_0x788ddff2cb18872af8d3287b27e59ef9868bf8a5112e809d8099241cc2886680_cls = nvme_DMA_ID_ID_0x788ddff2cb18872af8d3287b27e59ef9868bf8a5112e809d8099241cc2886680_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ID',
            inst_name='ID',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,ID : int,) -> int:
        return super().register_value(ID=ID,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,ID : int,) -> None:
        return await super().write_all_fields_without_read(ID=ID,)
         
    

    # build the properties for the fields
    
    @property
    def ID(self) -> nvme_DMA_ID_ID_0x788ddff2cb18872af8d3287b27e59ef9868bf8a5112e809d8099241cc2886680_cls:
        """
        Property to access ID field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Echoed in DMA_DONE</p>                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ID

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'ID':'ID',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'nvme_DMA_ID_ID_0x788ddff2cb18872af8d3287b27e59ef9868bf8a5112e809d8099241cc2886680_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "DMA request identifier"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.ID
        
        
    

    
    
class nvme_DMA_DONE_0x12c7e6115df2d7690b1eb00ccd5d701c4dd4ed407e5f5b4f3354915e856a02e3_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      DMA completion                                                     |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__ID', '__STATUS']

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
        
        self.__ID:FieldAsyncReadOnly = FieldAsyncReadOnly(
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
        self.__STATUS:nvme_DMA_DONE_STATUS_0x999740d416b612e32e02499d064512d8b4c9522b6859e698d59df43c2dddfb17_cls = nvme_DMA_DONE_STATUS_0x999740d416b612e32e02499d064512d8b4c9522b6859e698d59df43c2dddfb17_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=2,
                lsb=8, msb=9,
                low=8, high=9),
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
        self, *,ID : int,STATUS : int,) -> int:
        return super().register_value(ID=ID,STATUS=STATUS,)
    

    

    

    # build the properties for the fields
    
    @property
    def ID(self) -> FieldAsyncReadOnly:
        """
        Property to access ID field of the register

        
        """
        return self.__ID
    @property
    def STATUS(self) -> nvme_DMA_DONE_STATUS_0x999740d416b612e32e02499d064512d8b4c9522b6859e698d59df43c2dddfb17_cls:
        """
        Property to access STATUS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>0 ok, 1 PCIe completion error, 2 AXI error</p>                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__STATUS

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'ID':'ID','STATUS':'STATUS',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ID"]) -> 'FieldAsyncReadOnly': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'nvme_DMA_DONE_STATUS_0x999740d416b612e32e02499d064512d8b4c9522b6859e698d59df43c2dddfb17_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['FieldAsyncReadOnly', 'nvme_DMA_DONE_STATUS_0x999740d416b612e32e02499d064512d8b4c9522b6859e698d59df43c2dddfb17_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "DMA completion"
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.ID
        yield self.STATUS
        
        
    


if __name__ == '__main__':
    pass