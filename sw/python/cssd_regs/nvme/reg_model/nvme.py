


"""
Python Wrapper for the nvme register model

This code was generated from the PeakRDL-python package version 4.0.0

"""












from typing import Iterator
from typing import Optional
from typing import Union
from typing import Type
from typing import overload
from typing import Literal
from typing import Any
from typing import NoReturn
import warnings

from peakrdl_python.lib import Node, NodeArray, Base
from peakrdl_python.lib import UDPStruct

from peakrdl_python.lib  import AddressMapArray, RegFileArray
from peakrdl_python.lib import AsyncMemory, AsyncMemoryArray
from peakrdl_python.lib import AsyncAddressMap
from peakrdl_python.lib import AsyncRegFile
from peakrdl_python.lib  import AsyncAddressMapArray
from peakrdl_python.lib  import AsyncRegFileArray
from peakrdl_python.lib import MemoryAsyncReadOnly, MemoryAsyncWriteOnly, MemoryAsyncReadWrite
from peakrdl_python.lib import MemoryAsyncReadOnlyArray, MemoryAsyncWriteOnlyArray, MemoryAsyncReadWriteArray
from peakrdl_python.lib import AsyncReg, AsyncRegArray
from peakrdl_python.lib import RegAsyncReadOnly, RegAsyncWriteOnly, RegAsyncReadWrite
from peakrdl_python.lib import RegAsyncReadOnlyArray, RegAsyncWriteOnlyArray, RegAsyncReadWriteArray
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field
from peakrdl_python.lib import FieldEnumAsyncReadOnly, FieldEnumAsyncWriteOnly, FieldEnumAsyncReadWrite
from peakrdl_python.lib import ReadableAsyncRegister, WritableAsyncRegister
from peakrdl_python.lib import ReadableAsyncMemory, WritableAsyncMemory
from peakrdl_python.lib import ReadableAsyncRegisterArray, WriteableAsyncRegisterArray



from peakrdl_python.lib import AsyncCallbackSet




from peakrdl_python.__about__ import __version__
if __version__ != '4.0.0':
    raise RuntimeError('Library built with peakrdl-python version 4.0.0 however '
                        f'version {__version__} is installed')


from ._registers import nvme_STATUS_0xea0a733c9905f0b47c91f2a3a85d1181c5d5220d93a6379c872a41e6fa8b34a6_cls
from ._registers import nvme_IRQ_ENABLE_0x1d2c18addd41195e6183b54351b7dd172cd569e83e9830d7261bf9eb9996ce76_cls
from ._registers import nvme_GEOMETRY_0x59b1ec578b840becffd02a63cfc48adfa898b3a259099209c3921d15690beaee_cls
from ._registers import nvme_CC_0x9666f0688cca02001b535e21ef84c392421a040d0e59e90966580b6d8cf6b6b_cls
from ._registers import nvme_CSTS_0xeedced02ee540414ecb01fefa0f276ecb57122aab7b0900eef79cc5e000bed09_cls
from ._registers import nvme_CMD_INFO_0x3c46b7db3d6a78d2f94f6207d8ae8125bdb1e3fd1ab63b3bdcd6e47216d1a4b2_cls
from ._registers import nvme_CMD_POP_0xb033ef51dbf2fef441c3aef90d564857659e1c291649970952c806b11363a248_cls
from ._registers import nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls
from ._registers import nvme_CPL_DW0_0x91f060ca530978952a4094b6540d0fe36d6553f370a0d00a91eb993adae1eca5_cls
from ._registers import nvme_CPL_DW1_0x70145dee51dbc8171c0aa835f5f03d7900a13705023f58ae9298e14bc3f7c44a_cls
from ._registers import nvme_CPL_ID_0x38d8bb44dda257344cc1613890f0979e199b337e2f750e8c3db305887f7cc489_cls
from ._registers import nvme_CPL_STATUS_0x1c5471c8b2fd88aea646606719f1567e595d977cdd26ead191beddc0745d1b40_cls
from ._registers import nvme_QCFG_BASE_LO_0x56c40b1e5ba6029729eec6c2b558391971bcc2610c564f15290d48c9ea05eefc_cls
from ._registers import nvme_QCFG_BASE_HI_0xcee4215f0c05077b4092ef888fa69c2d4db5c600dd94e89e0a546bb2d22290a7_cls
from ._registers import nvme_QCFG_ATTR_0xa5ee41aaa564a42d815cc73a22f1a291259ad9cfd113f554ead3084a87a4d2a6_cls
from ._registers import nvme_QCFG_OP_0x3d3f2c5f85e38a16f29205cea8604bacf20d5c4d5597d2c8cf9a2b9181c09bc8_cls
from ._registers import nvme_EVT_INFO_0xa2ee3e41c203bafe5bfaeee3075a5ec861a8a691a501f501d2a6a676ce95b815_cls
from ._registers import nvme_EVT_VALUE_0x604a3839450a49e3448f33d52b98980785af5eebb9d079cbe0aed9a7a6300f96_cls
from ._registers import nvme_EVT_POP_0x72c527c496c8997390face0423ceab5f71216ddec3e3e6a88f713376792900eb_cls
from ._registers import nvme_DMA_HOST_LO_0x3f66d5c29035330ac40622ee866a4123aec2cfe572b8b66922750e035df90b50_cls
from ._registers import nvme_DMA_HOST_HI_0x4a30e52a7d443d4810198ecc7d6f43f9acd01e9351318bcafda8f2c176ee9158_cls
from ._registers import nvme_DMA_LOCAL_0x3900384025598c98101c87c7f67986a095ab359a04a741a7ef751d47c1fa0fe0_cls
from ._registers import nvme_DMA_CTRL_0xcabe8b59a32221e9f9847dc5dd126bb31353be97c318d1d10ae4d5e6f0f6cbe1_cls
from ._registers import nvme_DMA_ID_0xf1dccedf463b9a1aaa392723cd7b4689d1ebada122cb4f9972bf50975b902f76_cls
from ._registers import nvme_DMA_DONE_0x12c7e6115df2d7690b1eb00ccd5d701c4dd4ed407e5f5b4f3354915e856a02e3_cls
from ._registers import nvme_DMA_DONE_POP_0x59dae1461f7bd29bf1bc43f412573bcccab8a71785f1f5e2d10f8d40f865f832_cls
from ._registers import nvme_ARB_0xb3e9b3c39d71f3eafecf225b0ec35e85e212de99355ce97da452de9d5a311844_cls
from ._registers import nvme_COALESCE_0x93dfea6418748466c3309b249beb2b083009e1125ee4b03351d901f9010c6b77_cls
from ._registers import nvme_IV_CONFIG_0xfb2985f634deb7413df8aef86f197abb2beaba6f10b77cbdc58144ca2d72f152_cls
from ._registers import nvme_CONTROL_0x6623609e74390d167aac6f03c3a47e1f412fed24490d4b32148d9ce909a549be_cls
from ._registers import nvme_counter_t_0x31cd9458eb9d0573946b8e9e14badbc66b55925297aa4cdc5096dba7e6a8879d_cls
from ._registers import nvme_counter_t_0x2ecb8574c7072dc0af1875b55c8e46b6a4f01a70440af75c13b250fd5b66924d_cls
from ._registers import nvme_counter_t_0x980aad24e370859166627a115035abd287bc3194d7e59b9868493bf4b569a739_cls
from ._registers import nvme_counter_t_0xdae509a80af435ce4200a83b6327188addf92389b3d188b97cd11a75ba6b93e4_cls
from ._registers import nvme_counter_t_0x1ac32c30bed9ec15a12c87e20a4d88b8e4b5f37cd34c3b427b5b20bd363fad2f_cls
from ._registers import nvme_counter_t_0xa2f9cb925bd3549ab1d1a2bd392fa517796ce67a092c4cce7fd97915e487505d_cls
from ._registers import nvme_counter_t_0x60616d1f2b66dd71ce17274a839e307f65ce9db19db75824041702bfbd2dada1_cls
from ._registers import nvme_counter_t_0xeb9e5c2cfd6181b7d74ccfa5322ce8db774fee26ae15e9555a3b02bc3f0ad34e_cls
from ._registers import nvme_counter_t_0xe35710c6cf2e53857090d7c54ce16b2db2e2549043ed2734f292d5a723fad222_cls
from ._registers import nvme_counter_t_0x9cfdf5604310a163555cf3157796333d37617f573dcff30a51e5c8c6bc9b100e_cls
from ._registers import nvme_counter_t_0xd3ff8022805cb909a9595dbadd93b2a347d67cef9c8beee37d3561d58f75b28_cls
from ._registers import nvme_NS_SIZE_LO_0x357c952c9c78af8b22a292df6f74ea1a97845f5a69fac13419d56fce82110cab_cls
from ._registers import nvme_NS_SIZE_HI_0x18bc9e8b7cf8b35d2bb9d4b367ffe2f64a73c8da38336f0ae0573b5ce3b8af79_cls
from ._registers import nvme_NS_ATTR_0x79ef7b1cebb8d02212dc91b2bbabdcb51d14ffbc4e81f05e425a317e02b90315_cls
from ._registers import nvme_SACA_GEOMETRY_0x87b13af2f683826ffb0e180ca5466ac6b85e48b73fd5678b93f2e8fa46251c33_cls


# addrmap, regfile, memor and register definitions
    
    
class nvme_0x4e6a73517201a7d496517e5780e977bd37c55a68cc4ed7352e5a2ab6048a3c52_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      NVMe front end firmware interface                                  |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Hardware queues to and from the management firmware (see        |
    |              |      rtl/nvme/doc/README.md, programmer's guide). Every queue is popped |
    |              |      or pushed by a write of 1 to its POP/PUSH/GO field after the data  |
    |              |      registers were read or written.</p>                                |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__STATUS', '__IRQ_ENABLE', '__GEOMETRY', '__CC', '__CSTS', '__CMD_INFO', '__CMD_POP', '__CMD_DW0', '__CMD_DW1', '__CMD_DW2', '__CMD_DW3', '__CMD_DW4', '__CMD_DW5', '__CMD_DW6', '__CMD_DW7', '__CMD_DW8', '__CMD_DW9', '__CMD_DW10', '__CMD_DW11', '__CMD_DW12', '__CMD_DW13', '__CMD_DW14', '__CMD_DW15', '__CPL_DW0', '__CPL_DW1', '__CPL_ID', '__CPL_STATUS', '__QCFG_BASE_LO', '__QCFG_BASE_HI', '__QCFG_ATTR', '__QCFG_OP', '__EVT_INFO', '__EVT_VALUE', '__EVT_POP', '__DMA_HOST_LO', '__DMA_HOST_HI', '__DMA_LOCAL', '__DMA_CTRL', '__DMA_ID', '__DMA_DONE', '__DMA_DONE_POP', '__ARB', '__COALESCE', '__IV_CONFIG', '__CONTROL', '__SQE_FETCHED', '__CQE_POSTED', '__CPL_DROPPED', '__DOORBELL_ERRORS', '__FETCH_ERRORS', '__CC_IGNORED', '__EVENTS_DROPPED', '__MSIX_SENT', '__CPL_OVERFLOW', '__DMA_OVERFLOW', '__IO_REJECTED', '__NS_SIZE_LO', '__NS_SIZE_HI', '__NS_ATTR', '__SACA_GEOMETRY']

    def __init__(self, *,
                 address:int=0,
                 logger_handle:str='reg_model.nvme',
                 inst_name:str='nvme',
                 callbacks: Optional[AsyncCallbackSet]=None,
                 parent:Optional[AsyncAddressMap]=None):

        if callbacks is not None:
            if not isinstance(callbacks, AsyncCallbackSet):
                raise TypeError(f'callbacks should be AsyncCallbackSet got {type(callbacks)}')

        super().__init__(callbacks=callbacks,
                         address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        
            
        self.__STATUS:nvme_STATUS_0xea0a733c9905f0b47c91f2a3a85d1181c5d5220d93a6379c872a41e6fa8b34a6_cls = nvme_STATUS_0xea0a733c9905f0b47c91f2a3a85d1181c5d5220d93a6379c872a41e6fa8b34a6_cls(
                                                                     address=self.address+0,
                                                                     logger_handle=logger_handle+'.STATUS',
                                                                     inst_name='STATUS', parent=self)
        
            
        self.__IRQ_ENABLE:nvme_IRQ_ENABLE_0x1d2c18addd41195e6183b54351b7dd172cd569e83e9830d7261bf9eb9996ce76_cls = nvme_IRQ_ENABLE_0x1d2c18addd41195e6183b54351b7dd172cd569e83e9830d7261bf9eb9996ce76_cls(
                                                                     address=self.address+4,
                                                                     logger_handle=logger_handle+'.IRQ_ENABLE',
                                                                     inst_name='IRQ_ENABLE', parent=self)
        
            
        self.__GEOMETRY:nvme_GEOMETRY_0x59b1ec578b840becffd02a63cfc48adfa898b3a259099209c3921d15690beaee_cls = nvme_GEOMETRY_0x59b1ec578b840becffd02a63cfc48adfa898b3a259099209c3921d15690beaee_cls(
                                                                     address=self.address+8,
                                                                     logger_handle=logger_handle+'.GEOMETRY',
                                                                     inst_name='GEOMETRY', parent=self)
        
            
        self.__CC:nvme_CC_0x9666f0688cca02001b535e21ef84c392421a040d0e59e90966580b6d8cf6b6b_cls = nvme_CC_0x9666f0688cca02001b535e21ef84c392421a040d0e59e90966580b6d8cf6b6b_cls(
                                                                     address=self.address+12,
                                                                     logger_handle=logger_handle+'.CC',
                                                                     inst_name='CC', parent=self)
        
            
        self.__CSTS:nvme_CSTS_0xeedced02ee540414ecb01fefa0f276ecb57122aab7b0900eef79cc5e000bed09_cls = nvme_CSTS_0xeedced02ee540414ecb01fefa0f276ecb57122aab7b0900eef79cc5e000bed09_cls(
                                                                     address=self.address+16,
                                                                     logger_handle=logger_handle+'.CSTS',
                                                                     inst_name='CSTS', parent=self)
        
            
        self.__CMD_INFO:nvme_CMD_INFO_0x3c46b7db3d6a78d2f94f6207d8ae8125bdb1e3fd1ab63b3bdcd6e47216d1a4b2_cls = nvme_CMD_INFO_0x3c46b7db3d6a78d2f94f6207d8ae8125bdb1e3fd1ab63b3bdcd6e47216d1a4b2_cls(
                                                                     address=self.address+32,
                                                                     logger_handle=logger_handle+'.CMD_INFO',
                                                                     inst_name='CMD_INFO', parent=self)
        
            
        self.__CMD_POP:nvme_CMD_POP_0xb033ef51dbf2fef441c3aef90d564857659e1c291649970952c806b11363a248_cls = nvme_CMD_POP_0xb033ef51dbf2fef441c3aef90d564857659e1c291649970952c806b11363a248_cls(
                                                                     address=self.address+36,
                                                                     logger_handle=logger_handle+'.CMD_POP',
                                                                     inst_name='CMD_POP', parent=self)
        
            
        self.__CMD_DW0:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+64,
                                                                     logger_handle=logger_handle+'.CMD_DW0',
                                                                     inst_name='CMD_DW0', parent=self)
        
            
        self.__CMD_DW1:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+68,
                                                                     logger_handle=logger_handle+'.CMD_DW1',
                                                                     inst_name='CMD_DW1', parent=self)
        
            
        self.__CMD_DW2:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+72,
                                                                     logger_handle=logger_handle+'.CMD_DW2',
                                                                     inst_name='CMD_DW2', parent=self)
        
            
        self.__CMD_DW3:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+76,
                                                                     logger_handle=logger_handle+'.CMD_DW3',
                                                                     inst_name='CMD_DW3', parent=self)
        
            
        self.__CMD_DW4:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+80,
                                                                     logger_handle=logger_handle+'.CMD_DW4',
                                                                     inst_name='CMD_DW4', parent=self)
        
            
        self.__CMD_DW5:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+84,
                                                                     logger_handle=logger_handle+'.CMD_DW5',
                                                                     inst_name='CMD_DW5', parent=self)
        
            
        self.__CMD_DW6:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+88,
                                                                     logger_handle=logger_handle+'.CMD_DW6',
                                                                     inst_name='CMD_DW6', parent=self)
        
            
        self.__CMD_DW7:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+92,
                                                                     logger_handle=logger_handle+'.CMD_DW7',
                                                                     inst_name='CMD_DW7', parent=self)
        
            
        self.__CMD_DW8:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+96,
                                                                     logger_handle=logger_handle+'.CMD_DW8',
                                                                     inst_name='CMD_DW8', parent=self)
        
            
        self.__CMD_DW9:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+100,
                                                                     logger_handle=logger_handle+'.CMD_DW9',
                                                                     inst_name='CMD_DW9', parent=self)
        
            
        self.__CMD_DW10:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+104,
                                                                     logger_handle=logger_handle+'.CMD_DW10',
                                                                     inst_name='CMD_DW10', parent=self)
        
            
        self.__CMD_DW11:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+108,
                                                                     logger_handle=logger_handle+'.CMD_DW11',
                                                                     inst_name='CMD_DW11', parent=self)
        
            
        self.__CMD_DW12:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+112,
                                                                     logger_handle=logger_handle+'.CMD_DW12',
                                                                     inst_name='CMD_DW12', parent=self)
        
            
        self.__CMD_DW13:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+116,
                                                                     logger_handle=logger_handle+'.CMD_DW13',
                                                                     inst_name='CMD_DW13', parent=self)
        
            
        self.__CMD_DW14:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+120,
                                                                     logger_handle=logger_handle+'.CMD_DW14',
                                                                     inst_name='CMD_DW14', parent=self)
        
            
        self.__CMD_DW15:nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+124,
                                                                     logger_handle=logger_handle+'.CMD_DW15',
                                                                     inst_name='CMD_DW15', parent=self)
        
            
        self.__CPL_DW0:nvme_CPL_DW0_0x91f060ca530978952a4094b6540d0fe36d6553f370a0d00a91eb993adae1eca5_cls = nvme_CPL_DW0_0x91f060ca530978952a4094b6540d0fe36d6553f370a0d00a91eb993adae1eca5_cls(
                                                                     address=self.address+128,
                                                                     logger_handle=logger_handle+'.CPL_DW0',
                                                                     inst_name='CPL_DW0', parent=self)
        
            
        self.__CPL_DW1:nvme_CPL_DW1_0x70145dee51dbc8171c0aa835f5f03d7900a13705023f58ae9298e14bc3f7c44a_cls = nvme_CPL_DW1_0x70145dee51dbc8171c0aa835f5f03d7900a13705023f58ae9298e14bc3f7c44a_cls(
                                                                     address=self.address+132,
                                                                     logger_handle=logger_handle+'.CPL_DW1',
                                                                     inst_name='CPL_DW1', parent=self)
        
            
        self.__CPL_ID:nvme_CPL_ID_0x38d8bb44dda257344cc1613890f0979e199b337e2f750e8c3db305887f7cc489_cls = nvme_CPL_ID_0x38d8bb44dda257344cc1613890f0979e199b337e2f750e8c3db305887f7cc489_cls(
                                                                     address=self.address+136,
                                                                     logger_handle=logger_handle+'.CPL_ID',
                                                                     inst_name='CPL_ID', parent=self)
        
            
        self.__CPL_STATUS:nvme_CPL_STATUS_0x1c5471c8b2fd88aea646606719f1567e595d977cdd26ead191beddc0745d1b40_cls = nvme_CPL_STATUS_0x1c5471c8b2fd88aea646606719f1567e595d977cdd26ead191beddc0745d1b40_cls(
                                                                     address=self.address+140,
                                                                     logger_handle=logger_handle+'.CPL_STATUS',
                                                                     inst_name='CPL_STATUS', parent=self)
        
            
        self.__QCFG_BASE_LO:nvme_QCFG_BASE_LO_0x56c40b1e5ba6029729eec6c2b558391971bcc2610c564f15290d48c9ea05eefc_cls = nvme_QCFG_BASE_LO_0x56c40b1e5ba6029729eec6c2b558391971bcc2610c564f15290d48c9ea05eefc_cls(
                                                                     address=self.address+160,
                                                                     logger_handle=logger_handle+'.QCFG_BASE_LO',
                                                                     inst_name='QCFG_BASE_LO', parent=self)
        
            
        self.__QCFG_BASE_HI:nvme_QCFG_BASE_HI_0xcee4215f0c05077b4092ef888fa69c2d4db5c600dd94e89e0a546bb2d22290a7_cls = nvme_QCFG_BASE_HI_0xcee4215f0c05077b4092ef888fa69c2d4db5c600dd94e89e0a546bb2d22290a7_cls(
                                                                     address=self.address+164,
                                                                     logger_handle=logger_handle+'.QCFG_BASE_HI',
                                                                     inst_name='QCFG_BASE_HI', parent=self)
        
            
        self.__QCFG_ATTR:nvme_QCFG_ATTR_0xa5ee41aaa564a42d815cc73a22f1a291259ad9cfd113f554ead3084a87a4d2a6_cls = nvme_QCFG_ATTR_0xa5ee41aaa564a42d815cc73a22f1a291259ad9cfd113f554ead3084a87a4d2a6_cls(
                                                                     address=self.address+168,
                                                                     logger_handle=logger_handle+'.QCFG_ATTR',
                                                                     inst_name='QCFG_ATTR', parent=self)
        
            
        self.__QCFG_OP:nvme_QCFG_OP_0x3d3f2c5f85e38a16f29205cea8604bacf20d5c4d5597d2c8cf9a2b9181c09bc8_cls = nvme_QCFG_OP_0x3d3f2c5f85e38a16f29205cea8604bacf20d5c4d5597d2c8cf9a2b9181c09bc8_cls(
                                                                     address=self.address+172,
                                                                     logger_handle=logger_handle+'.QCFG_OP',
                                                                     inst_name='QCFG_OP', parent=self)
        
            
        self.__EVT_INFO:nvme_EVT_INFO_0xa2ee3e41c203bafe5bfaeee3075a5ec861a8a691a501f501d2a6a676ce95b815_cls = nvme_EVT_INFO_0xa2ee3e41c203bafe5bfaeee3075a5ec861a8a691a501f501d2a6a676ce95b815_cls(
                                                                     address=self.address+192,
                                                                     logger_handle=logger_handle+'.EVT_INFO',
                                                                     inst_name='EVT_INFO', parent=self)
        
            
        self.__EVT_VALUE:nvme_EVT_VALUE_0x604a3839450a49e3448f33d52b98980785af5eebb9d079cbe0aed9a7a6300f96_cls = nvme_EVT_VALUE_0x604a3839450a49e3448f33d52b98980785af5eebb9d079cbe0aed9a7a6300f96_cls(
                                                                     address=self.address+196,
                                                                     logger_handle=logger_handle+'.EVT_VALUE',
                                                                     inst_name='EVT_VALUE', parent=self)
        
            
        self.__EVT_POP:nvme_EVT_POP_0x72c527c496c8997390face0423ceab5f71216ddec3e3e6a88f713376792900eb_cls = nvme_EVT_POP_0x72c527c496c8997390face0423ceab5f71216ddec3e3e6a88f713376792900eb_cls(
                                                                     address=self.address+200,
                                                                     logger_handle=logger_handle+'.EVT_POP',
                                                                     inst_name='EVT_POP', parent=self)
        
            
        self.__DMA_HOST_LO:nvme_DMA_HOST_LO_0x3f66d5c29035330ac40622ee866a4123aec2cfe572b8b66922750e035df90b50_cls = nvme_DMA_HOST_LO_0x3f66d5c29035330ac40622ee866a4123aec2cfe572b8b66922750e035df90b50_cls(
                                                                     address=self.address+224,
                                                                     logger_handle=logger_handle+'.DMA_HOST_LO',
                                                                     inst_name='DMA_HOST_LO', parent=self)
        
            
        self.__DMA_HOST_HI:nvme_DMA_HOST_HI_0x4a30e52a7d443d4810198ecc7d6f43f9acd01e9351318bcafda8f2c176ee9158_cls = nvme_DMA_HOST_HI_0x4a30e52a7d443d4810198ecc7d6f43f9acd01e9351318bcafda8f2c176ee9158_cls(
                                                                     address=self.address+228,
                                                                     logger_handle=logger_handle+'.DMA_HOST_HI',
                                                                     inst_name='DMA_HOST_HI', parent=self)
        
            
        self.__DMA_LOCAL:nvme_DMA_LOCAL_0x3900384025598c98101c87c7f67986a095ab359a04a741a7ef751d47c1fa0fe0_cls = nvme_DMA_LOCAL_0x3900384025598c98101c87c7f67986a095ab359a04a741a7ef751d47c1fa0fe0_cls(
                                                                     address=self.address+232,
                                                                     logger_handle=logger_handle+'.DMA_LOCAL',
                                                                     inst_name='DMA_LOCAL', parent=self)
        
            
        self.__DMA_CTRL:nvme_DMA_CTRL_0xcabe8b59a32221e9f9847dc5dd126bb31353be97c318d1d10ae4d5e6f0f6cbe1_cls = nvme_DMA_CTRL_0xcabe8b59a32221e9f9847dc5dd126bb31353be97c318d1d10ae4d5e6f0f6cbe1_cls(
                                                                     address=self.address+236,
                                                                     logger_handle=logger_handle+'.DMA_CTRL',
                                                                     inst_name='DMA_CTRL', parent=self)
        
            
        self.__DMA_ID:nvme_DMA_ID_0xf1dccedf463b9a1aaa392723cd7b4689d1ebada122cb4f9972bf50975b902f76_cls = nvme_DMA_ID_0xf1dccedf463b9a1aaa392723cd7b4689d1ebada122cb4f9972bf50975b902f76_cls(
                                                                     address=self.address+240,
                                                                     logger_handle=logger_handle+'.DMA_ID',
                                                                     inst_name='DMA_ID', parent=self)
        
            
        self.__DMA_DONE:nvme_DMA_DONE_0x12c7e6115df2d7690b1eb00ccd5d701c4dd4ed407e5f5b4f3354915e856a02e3_cls = nvme_DMA_DONE_0x12c7e6115df2d7690b1eb00ccd5d701c4dd4ed407e5f5b4f3354915e856a02e3_cls(
                                                                     address=self.address+244,
                                                                     logger_handle=logger_handle+'.DMA_DONE',
                                                                     inst_name='DMA_DONE', parent=self)
        
            
        self.__DMA_DONE_POP:nvme_DMA_DONE_POP_0x59dae1461f7bd29bf1bc43f412573bcccab8a71785f1f5e2d10f8d40f865f832_cls = nvme_DMA_DONE_POP_0x59dae1461f7bd29bf1bc43f412573bcccab8a71785f1f5e2d10f8d40f865f832_cls(
                                                                     address=self.address+248,
                                                                     logger_handle=logger_handle+'.DMA_DONE_POP',
                                                                     inst_name='DMA_DONE_POP', parent=self)
        
            
        self.__ARB:nvme_ARB_0xb3e9b3c39d71f3eafecf225b0ec35e85e212de99355ce97da452de9d5a311844_cls = nvme_ARB_0xb3e9b3c39d71f3eafecf225b0ec35e85e212de99355ce97da452de9d5a311844_cls(
                                                                     address=self.address+256,
                                                                     logger_handle=logger_handle+'.ARB',
                                                                     inst_name='ARB', parent=self)
        
            
        self.__COALESCE:nvme_COALESCE_0x93dfea6418748466c3309b249beb2b083009e1125ee4b03351d901f9010c6b77_cls = nvme_COALESCE_0x93dfea6418748466c3309b249beb2b083009e1125ee4b03351d901f9010c6b77_cls(
                                                                     address=self.address+260,
                                                                     logger_handle=logger_handle+'.COALESCE',
                                                                     inst_name='COALESCE', parent=self)
        
            
        self.__IV_CONFIG:nvme_IV_CONFIG_0xfb2985f634deb7413df8aef86f197abb2beaba6f10b77cbdc58144ca2d72f152_cls = nvme_IV_CONFIG_0xfb2985f634deb7413df8aef86f197abb2beaba6f10b77cbdc58144ca2d72f152_cls(
                                                                     address=self.address+264,
                                                                     logger_handle=logger_handle+'.IV_CONFIG',
                                                                     inst_name='IV_CONFIG', parent=self)
        
            
        self.__CONTROL:nvme_CONTROL_0x6623609e74390d167aac6f03c3a47e1f412fed24490d4b32148d9ce909a549be_cls = nvme_CONTROL_0x6623609e74390d167aac6f03c3a47e1f412fed24490d4b32148d9ce909a549be_cls(
                                                                     address=self.address+268,
                                                                     logger_handle=logger_handle+'.CONTROL',
                                                                     inst_name='CONTROL', parent=self)
        
            
        self.__SQE_FETCHED:nvme_counter_t_0x31cd9458eb9d0573946b8e9e14badbc66b55925297aa4cdc5096dba7e6a8879d_cls = nvme_counter_t_0x31cd9458eb9d0573946b8e9e14badbc66b55925297aa4cdc5096dba7e6a8879d_cls(
                                                                     address=self.address+288,
                                                                     logger_handle=logger_handle+'.SQE_FETCHED',
                                                                     inst_name='SQE_FETCHED', parent=self)
        
            
        self.__CQE_POSTED:nvme_counter_t_0x2ecb8574c7072dc0af1875b55c8e46b6a4f01a70440af75c13b250fd5b66924d_cls = nvme_counter_t_0x2ecb8574c7072dc0af1875b55c8e46b6a4f01a70440af75c13b250fd5b66924d_cls(
                                                                     address=self.address+292,
                                                                     logger_handle=logger_handle+'.CQE_POSTED',
                                                                     inst_name='CQE_POSTED', parent=self)
        
            
        self.__CPL_DROPPED:nvme_counter_t_0x980aad24e370859166627a115035abd287bc3194d7e59b9868493bf4b569a739_cls = nvme_counter_t_0x980aad24e370859166627a115035abd287bc3194d7e59b9868493bf4b569a739_cls(
                                                                     address=self.address+296,
                                                                     logger_handle=logger_handle+'.CPL_DROPPED',
                                                                     inst_name='CPL_DROPPED', parent=self)
        
            
        self.__DOORBELL_ERRORS:nvme_counter_t_0xdae509a80af435ce4200a83b6327188addf92389b3d188b97cd11a75ba6b93e4_cls = nvme_counter_t_0xdae509a80af435ce4200a83b6327188addf92389b3d188b97cd11a75ba6b93e4_cls(
                                                                     address=self.address+300,
                                                                     logger_handle=logger_handle+'.DOORBELL_ERRORS',
                                                                     inst_name='DOORBELL_ERRORS', parent=self)
        
            
        self.__FETCH_ERRORS:nvme_counter_t_0x1ac32c30bed9ec15a12c87e20a4d88b8e4b5f37cd34c3b427b5b20bd363fad2f_cls = nvme_counter_t_0x1ac32c30bed9ec15a12c87e20a4d88b8e4b5f37cd34c3b427b5b20bd363fad2f_cls(
                                                                     address=self.address+304,
                                                                     logger_handle=logger_handle+'.FETCH_ERRORS',
                                                                     inst_name='FETCH_ERRORS', parent=self)
        
            
        self.__CC_IGNORED:nvme_counter_t_0xa2f9cb925bd3549ab1d1a2bd392fa517796ce67a092c4cce7fd97915e487505d_cls = nvme_counter_t_0xa2f9cb925bd3549ab1d1a2bd392fa517796ce67a092c4cce7fd97915e487505d_cls(
                                                                     address=self.address+308,
                                                                     logger_handle=logger_handle+'.CC_IGNORED',
                                                                     inst_name='CC_IGNORED', parent=self)
        
            
        self.__EVENTS_DROPPED:nvme_counter_t_0x60616d1f2b66dd71ce17274a839e307f65ce9db19db75824041702bfbd2dada1_cls = nvme_counter_t_0x60616d1f2b66dd71ce17274a839e307f65ce9db19db75824041702bfbd2dada1_cls(
                                                                     address=self.address+312,
                                                                     logger_handle=logger_handle+'.EVENTS_DROPPED',
                                                                     inst_name='EVENTS_DROPPED', parent=self)
        
            
        self.__MSIX_SENT:nvme_counter_t_0xeb9e5c2cfd6181b7d74ccfa5322ce8db774fee26ae15e9555a3b02bc3f0ad34e_cls = nvme_counter_t_0xeb9e5c2cfd6181b7d74ccfa5322ce8db774fee26ae15e9555a3b02bc3f0ad34e_cls(
                                                                     address=self.address+316,
                                                                     logger_handle=logger_handle+'.MSIX_SENT',
                                                                     inst_name='MSIX_SENT', parent=self)
        
            
        self.__CPL_OVERFLOW:nvme_counter_t_0xe35710c6cf2e53857090d7c54ce16b2db2e2549043ed2734f292d5a723fad222_cls = nvme_counter_t_0xe35710c6cf2e53857090d7c54ce16b2db2e2549043ed2734f292d5a723fad222_cls(
                                                                     address=self.address+320,
                                                                     logger_handle=logger_handle+'.CPL_OVERFLOW',
                                                                     inst_name='CPL_OVERFLOW', parent=self)
        
            
        self.__DMA_OVERFLOW:nvme_counter_t_0x9cfdf5604310a163555cf3157796333d37617f573dcff30a51e5c8c6bc9b100e_cls = nvme_counter_t_0x9cfdf5604310a163555cf3157796333d37617f573dcff30a51e5c8c6bc9b100e_cls(
                                                                     address=self.address+324,
                                                                     logger_handle=logger_handle+'.DMA_OVERFLOW',
                                                                     inst_name='DMA_OVERFLOW', parent=self)
        
            
        self.__IO_REJECTED:nvme_counter_t_0xd3ff8022805cb909a9595dbadd93b2a347d67cef9c8beee37d3561d58f75b28_cls = nvme_counter_t_0xd3ff8022805cb909a9595dbadd93b2a347d67cef9c8beee37d3561d58f75b28_cls(
                                                                     address=self.address+328,
                                                                     logger_handle=logger_handle+'.IO_REJECTED',
                                                                     inst_name='IO_REJECTED', parent=self)
        
            
        self.__NS_SIZE_LO:nvme_NS_SIZE_LO_0x357c952c9c78af8b22a292df6f74ea1a97845f5a69fac13419d56fce82110cab_cls = nvme_NS_SIZE_LO_0x357c952c9c78af8b22a292df6f74ea1a97845f5a69fac13419d56fce82110cab_cls(
                                                                     address=self.address+384,
                                                                     logger_handle=logger_handle+'.NS_SIZE_LO',
                                                                     inst_name='NS_SIZE_LO', parent=self)
        
            
        self.__NS_SIZE_HI:nvme_NS_SIZE_HI_0x18bc9e8b7cf8b35d2bb9d4b367ffe2f64a73c8da38336f0ae0573b5ce3b8af79_cls = nvme_NS_SIZE_HI_0x18bc9e8b7cf8b35d2bb9d4b367ffe2f64a73c8da38336f0ae0573b5ce3b8af79_cls(
                                                                     address=self.address+388,
                                                                     logger_handle=logger_handle+'.NS_SIZE_HI',
                                                                     inst_name='NS_SIZE_HI', parent=self)
        
            
        self.__NS_ATTR:nvme_NS_ATTR_0x79ef7b1cebb8d02212dc91b2bbabdcb51d14ffbc4e81f05e425a317e02b90315_cls = nvme_NS_ATTR_0x79ef7b1cebb8d02212dc91b2bbabdcb51d14ffbc4e81f05e425a317e02b90315_cls(
                                                                     address=self.address+392,
                                                                     logger_handle=logger_handle+'.NS_ATTR',
                                                                     inst_name='NS_ATTR', parent=self)
        
            
        self.__SACA_GEOMETRY:nvme_SACA_GEOMETRY_0x87b13af2f683826ffb0e180ca5466ac6b85e48b73fd5678b93f2e8fa46251c33_cls = nvme_SACA_GEOMETRY_0x87b13af2f683826ffb0e180ca5466ac6b85e48b73fd5678b93f2e8fa46251c33_cls(
                                                                     address=self.address+396,
                                                                     logger_handle=logger_handle+'.SACA_GEOMETRY',
                                                                     inst_name='SACA_GEOMETRY', parent=self)
        

    @property
    def size(self) -> int:
        return 400
    @property
    def STATUS(self) -> 'nvme_STATUS_0xea0a733c9905f0b47c91f2a3a85d1181c5d5220d93a6379c872a41e6fa8b34a6_cls':
        """
        Property to access STATUS 

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
        return self.__STATUS
        
    @property
    def IRQ_ENABLE(self) -> 'nvme_IRQ_ENABLE_0x1d2c18addd41195e6183b54351b7dd172cd569e83e9830d7261bf9eb9996ce76_cls':
        """
        Property to access IRQ_ENABLE 

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
        return self.__IRQ_ENABLE
        
    @property
    def GEOMETRY(self) -> 'nvme_GEOMETRY_0x59b1ec578b840becffd02a63cfc48adfa898b3a259099209c3921d15690beaee_cls':
        """
        Property to access GEOMETRY 

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
        return self.__GEOMETRY
        
    @property
    def CC(self) -> 'nvme_CC_0x9666f0688cca02001b535e21ef84c392421a040d0e59e90966580b6d8cf6b6b_cls':
        """
        Property to access CC 

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
        return self.__CC
        
    @property
    def CSTS(self) -> 'nvme_CSTS_0xeedced02ee540414ecb01fefa0f276ecb57122aab7b0900eef79cc5e000bed09_cls':
        """
        Property to access CSTS 

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
        return self.__CSTS
        
    @property
    def CMD_INFO(self) -> 'nvme_CMD_INFO_0x3c46b7db3d6a78d2f94f6207d8ae8125bdb1e3fd1ab63b3bdcd6e47216d1a4b2_cls':
        """
        Property to access CMD_INFO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Command information                                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CMD_INFO
        
    @property
    def CMD_POP(self) -> 'nvme_CMD_POP_0xb033ef51dbf2fef441c3aef90d564857659e1c291649970952c806b11363a248_cls':
        """
        Property to access CMD_POP 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Command pop                                                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CMD_POP
        
    @property
    def CMD_DW0(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW0 

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
        return self.__CMD_DW0
        
    @property
    def CMD_DW1(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW1 

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
        return self.__CMD_DW1
        
    @property
    def CMD_DW2(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW2 

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
        return self.__CMD_DW2
        
    @property
    def CMD_DW3(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW3 

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
        return self.__CMD_DW3
        
    @property
    def CMD_DW4(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW4 

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
        return self.__CMD_DW4
        
    @property
    def CMD_DW5(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW5 

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
        return self.__CMD_DW5
        
    @property
    def CMD_DW6(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW6 

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
        return self.__CMD_DW6
        
    @property
    def CMD_DW7(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW7 

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
        return self.__CMD_DW7
        
    @property
    def CMD_DW8(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW8 

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
        return self.__CMD_DW8
        
    @property
    def CMD_DW9(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW9 

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
        return self.__CMD_DW9
        
    @property
    def CMD_DW10(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW10 

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
        return self.__CMD_DW10
        
    @property
    def CMD_DW11(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW11 

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
        return self.__CMD_DW11
        
    @property
    def CMD_DW12(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW12 

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
        return self.__CMD_DW12
        
    @property
    def CMD_DW13(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW13 

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
        return self.__CMD_DW13
        
    @property
    def CMD_DW14(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW14 

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
        return self.__CMD_DW14
        
    @property
    def CMD_DW15(self) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
        """
        Property to access CMD_DW15 

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
        return self.__CMD_DW15
        
    @property
    def CPL_DW0(self) -> 'nvme_CPL_DW0_0x91f060ca530978952a4094b6540d0fe36d6553f370a0d00a91eb993adae1eca5_cls':
        """
        Property to access CPL_DW0 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completion dword 0                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_DW0
        
    @property
    def CPL_DW1(self) -> 'nvme_CPL_DW1_0x70145dee51dbc8171c0aa835f5f03d7900a13705023f58ae9298e14bc3f7c44a_cls':
        """
        Property to access CPL_DW1 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completion dword 1                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_DW1
        
    @property
    def CPL_ID(self) -> 'nvme_CPL_ID_0x38d8bb44dda257344cc1613890f0979e199b337e2f750e8c3db305887f7cc489_cls':
        """
        Property to access CPL_ID 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completion identifiers                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_ID
        
    @property
    def CPL_STATUS(self) -> 'nvme_CPL_STATUS_0x1c5471c8b2fd88aea646606719f1567e595d977cdd26ead191beddc0745d1b40_cls':
        """
        Property to access CPL_STATUS 

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
        return self.__CPL_STATUS
        
    @property
    def QCFG_BASE_LO(self) -> 'nvme_QCFG_BASE_LO_0x56c40b1e5ba6029729eec6c2b558391971bcc2610c564f15290d48c9ea05eefc_cls':
        """
        Property to access QCFG_BASE_LO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Queue base (low)                                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__QCFG_BASE_LO
        
    @property
    def QCFG_BASE_HI(self) -> 'nvme_QCFG_BASE_HI_0xcee4215f0c05077b4092ef888fa69c2d4db5c600dd94e89e0a546bb2d22290a7_cls':
        """
        Property to access QCFG_BASE_HI 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Queue base (high)                                                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__QCFG_BASE_HI
        
    @property
    def QCFG_ATTR(self) -> 'nvme_QCFG_ATTR_0xa5ee41aaa564a42d815cc73a22f1a291259ad9cfd113f554ead3084a87a4d2a6_cls':
        """
        Property to access QCFG_ATTR 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Queue size and attributes                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__QCFG_ATTR
        
    @property
    def QCFG_OP(self) -> 'nvme_QCFG_OP_0x3d3f2c5f85e38a16f29205cea8604bacf20d5c4d5597d2c8cf9a2b9181c09bc8_cls':
        """
        Property to access QCFG_OP 

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
        return self.__QCFG_OP
        
    @property
    def EVT_INFO(self) -> 'nvme_EVT_INFO_0xa2ee3e41c203bafe5bfaeee3075a5ec861a8a691a501f501d2a6a676ce95b815_cls':
        """
        Property to access EVT_INFO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Event                                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__EVT_INFO
        
    @property
    def EVT_VALUE(self) -> 'nvme_EVT_VALUE_0x604a3839450a49e3448f33d52b98980785af5eebb9d079cbe0aed9a7a6300f96_cls':
        """
        Property to access EVT_VALUE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Event value                                                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__EVT_VALUE
        
    @property
    def EVT_POP(self) -> 'nvme_EVT_POP_0x72c527c496c8997390face0423ceab5f71216ddec3e3e6a88f713376792900eb_cls':
        """
        Property to access EVT_POP 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Event pop                                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__EVT_POP
        
    @property
    def DMA_HOST_LO(self) -> 'nvme_DMA_HOST_LO_0x3f66d5c29035330ac40622ee866a4123aec2cfe572b8b66922750e035df90b50_cls':
        """
        Property to access DMA_HOST_LO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      DMA host address (low)                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_HOST_LO
        
    @property
    def DMA_HOST_HI(self) -> 'nvme_DMA_HOST_HI_0x4a30e52a7d443d4810198ecc7d6f43f9acd01e9351318bcafda8f2c176ee9158_cls':
        """
        Property to access DMA_HOST_HI 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      DMA host address (high)                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_HOST_HI
        
    @property
    def DMA_LOCAL(self) -> 'nvme_DMA_LOCAL_0x3900384025598c98101c87c7f67986a095ab359a04a741a7ef751d47c1fa0fe0_cls':
        """
        Property to access DMA_LOCAL 

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
        return self.__DMA_LOCAL
        
    @property
    def DMA_CTRL(self) -> 'nvme_DMA_CTRL_0xcabe8b59a32221e9f9847dc5dd126bb31353be97c318d1d10ae4d5e6f0f6cbe1_cls':
        """
        Property to access DMA_CTRL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      DMA length and start                                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_CTRL
        
    @property
    def DMA_ID(self) -> 'nvme_DMA_ID_0xf1dccedf463b9a1aaa392723cd7b4689d1ebada122cb4f9972bf50975b902f76_cls':
        """
        Property to access DMA_ID 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      DMA request identifier                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_ID
        
    @property
    def DMA_DONE(self) -> 'nvme_DMA_DONE_0x12c7e6115df2d7690b1eb00ccd5d701c4dd4ed407e5f5b4f3354915e856a02e3_cls':
        """
        Property to access DMA_DONE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      DMA completion                                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_DONE
        
    @property
    def DMA_DONE_POP(self) -> 'nvme_DMA_DONE_POP_0x59dae1461f7bd29bf1bc43f412573bcccab8a71785f1f5e2d10f8d40f865f832_cls':
        """
        Property to access DMA_DONE_POP 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      DMA completion pop                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_DONE_POP
        
    @property
    def ARB(self) -> 'nvme_ARB_0xb3e9b3c39d71f3eafecf225b0ec35e85e212de99355ce97da452de9d5a311844_cls':
        """
        Property to access ARB 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Arbitration (Set Features 01h)                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ARB
        
    @property
    def COALESCE(self) -> 'nvme_COALESCE_0x93dfea6418748466c3309b249beb2b083009e1125ee4b03351d901f9010c6b77_cls':
        """
        Property to access COALESCE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Interrupt coalescing (Set Features 08h)                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__COALESCE
        
    @property
    def IV_CONFIG(self) -> 'nvme_IV_CONFIG_0xfb2985f634deb7413df8aef86f197abb2beaba6f10b77cbdc58144ca2d72f152_cls':
        """
        Property to access IV_CONFIG 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Interrupt vector configuration (Set Features 09h)                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__IV_CONFIG
        
    @property
    def CONTROL(self) -> 'nvme_CONTROL_0x6623609e74390d167aac6f03c3a47e1f412fed24490d4b32148d9ce909a549be_cls':
        """
        Property to access CONTROL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Controller control                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CONTROL
        
    @property
    def SQE_FETCHED(self) -> 'nvme_counter_t_0x31cd9458eb9d0573946b8e9e14badbc66b55925297aa4cdc5096dba7e6a8879d_cls':
        """
        Property to access SQE_FETCHED 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Submission queue entries fetched                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SQE_FETCHED
        
    @property
    def CQE_POSTED(self) -> 'nvme_counter_t_0x2ecb8574c7072dc0af1875b55c8e46b6a4f01a70440af75c13b250fd5b66924d_cls':
        """
        Property to access CQE_POSTED 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completion queue entries posted                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CQE_POSTED
        
    @property
    def CPL_DROPPED(self) -> 'nvme_counter_t_0x980aad24e370859166627a115035abd287bc3194d7e59b9868493bf4b569a739_cls':
        """
        Property to access CPL_DROPPED 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completions dropped (queue gone or older generation)               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_DROPPED
        
    @property
    def DOORBELL_ERRORS(self) -> 'nvme_counter_t_0xdae509a80af435ce4200a83b6327188addf92389b3d188b97cd11a75ba6b93e4_cls':
        """
        Property to access DOORBELL_ERRORS 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Invalid doorbell writes                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DOORBELL_ERRORS
        
    @property
    def FETCH_ERRORS(self) -> 'nvme_counter_t_0x1ac32c30bed9ec15a12c87e20a4d88b8e4b5f37cd34c3b427b5b20bd363fad2f_cls':
        """
        Property to access FETCH_ERRORS 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      SQE fetches that failed on PCIe                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__FETCH_ERRORS
        
    @property
    def CC_IGNORED(self) -> 'nvme_counter_t_0xa2f9cb925bd3549ab1d1a2bd392fa517796ce67a092c4cce7fd97915e487505d_cls':
        """
        Property to access CC_IGNORED 

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
        return self.__CC_IGNORED
        
    @property
    def EVENTS_DROPPED(self) -> 'nvme_counter_t_0x60616d1f2b66dd71ce17274a839e307f65ce9db19db75824041702bfbd2dada1_cls':
        """
        Property to access EVENTS_DROPPED 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Doorbell error events not queued (event queue nearly full)         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__EVENTS_DROPPED
        
    @property
    def MSIX_SENT(self) -> 'nvme_counter_t_0xeb9e5c2cfd6181b7d74ccfa5322ce8db774fee26ae15e9555a3b02bc3f0ad34e_cls':
        """
        Property to access MSIX_SENT 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      MSI-X messages sent                                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSIX_SENT
        
    @property
    def CPL_OVERFLOW(self) -> 'nvme_counter_t_0xe35710c6cf2e53857090d7c54ce16b2db2e2549043ed2734f292d5a723fad222_cls':
        """
        Property to access CPL_OVERFLOW 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      CPL_PUSH writes while the completion queue was full (lost)         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_OVERFLOW
        
    @property
    def DMA_OVERFLOW(self) -> 'nvme_counter_t_0x9cfdf5604310a163555cf3157796333d37617f573dcff30a51e5c8c6bc9b100e_cls':
        """
        Property to access DMA_OVERFLOW 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      DMA_CTRL.GO writes while the DMA queue was full (lost)             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DMA_OVERFLOW
        
    @property
    def IO_REJECTED(self) -> 'nvme_counter_t_0xd3ff8022805cb909a9595dbadd93b2a347d67cef9c8beee37d3561d58f75b28_cls':
        """
        Property to access IO_REJECTED 

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
        return self.__IO_REJECTED
        
    @property
    def NS_SIZE_LO(self) -> 'nvme_NS_SIZE_LO_0x357c952c9c78af8b22a292df6f74ea1a97845f5a69fac13419d56fce82110cab_cls':
        """
        Property to access NS_SIZE_LO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Namespace size (low)                                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__NS_SIZE_LO
        
    @property
    def NS_SIZE_HI(self) -> 'nvme_NS_SIZE_HI_0x18bc9e8b7cf8b35d2bb9d4b367ffe2f64a73c8da38336f0ae0573b5ce3b8af79_cls':
        """
        Property to access NS_SIZE_HI 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Namespace size (high)                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__NS_SIZE_HI
        
    @property
    def NS_ATTR(self) -> 'nvme_NS_ATTR_0x79ef7b1cebb8d02212dc91b2bbabdcb51d14ffbc4e81f05e425a317e02b90315_cls':
        """
        Property to access NS_ATTR 

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
        return self.__NS_ATTR
        
    @property
    def SACA_GEOMETRY(self) -> 'nvme_SACA_GEOMETRY_0x87b13af2f683826ffb0e180ca5466ac6b85e48b73fd5678b93f2e8fa46251c33_cls':
        """
        Property to access SACA_GEOMETRY 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      SACA geometry                                                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SACA_GEOMETRY
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'STATUS':'STATUS','IRQ_ENABLE':'IRQ_ENABLE','GEOMETRY':'GEOMETRY','CC':'CC','CSTS':'CSTS','CMD_INFO':'CMD_INFO','CMD_POP':'CMD_POP','CMD_DW0':'CMD_DW0','CMD_DW1':'CMD_DW1','CMD_DW2':'CMD_DW2','CMD_DW3':'CMD_DW3','CMD_DW4':'CMD_DW4','CMD_DW5':'CMD_DW5','CMD_DW6':'CMD_DW6','CMD_DW7':'CMD_DW7','CMD_DW8':'CMD_DW8','CMD_DW9':'CMD_DW9','CMD_DW10':'CMD_DW10','CMD_DW11':'CMD_DW11','CMD_DW12':'CMD_DW12','CMD_DW13':'CMD_DW13','CMD_DW14':'CMD_DW14','CMD_DW15':'CMD_DW15','CPL_DW0':'CPL_DW0','CPL_DW1':'CPL_DW1','CPL_ID':'CPL_ID','CPL_STATUS':'CPL_STATUS','QCFG_BASE_LO':'QCFG_BASE_LO','QCFG_BASE_HI':'QCFG_BASE_HI','QCFG_ATTR':'QCFG_ATTR','QCFG_OP':'QCFG_OP','EVT_INFO':'EVT_INFO','EVT_VALUE':'EVT_VALUE','EVT_POP':'EVT_POP','DMA_HOST_LO':'DMA_HOST_LO','DMA_HOST_HI':'DMA_HOST_HI','DMA_LOCAL':'DMA_LOCAL','DMA_CTRL':'DMA_CTRL','DMA_ID':'DMA_ID','DMA_DONE':'DMA_DONE','DMA_DONE_POP':'DMA_DONE_POP','ARB':'ARB','COALESCE':'COALESCE','IV_CONFIG':'IV_CONFIG','CONTROL':'CONTROL','SQE_FETCHED':'SQE_FETCHED','CQE_POSTED':'CQE_POSTED','CPL_DROPPED':'CPL_DROPPED','DOORBELL_ERRORS':'DOORBELL_ERRORS','FETCH_ERRORS':'FETCH_ERRORS','CC_IGNORED':'CC_IGNORED','EVENTS_DROPPED':'EVENTS_DROPPED','MSIX_SENT':'MSIX_SENT','CPL_OVERFLOW':'CPL_OVERFLOW','DMA_OVERFLOW':'DMA_OVERFLOW','IO_REJECTED':'IO_REJECTED','NS_SIZE_LO':'NS_SIZE_LO','NS_SIZE_HI':'NS_SIZE_HI','NS_ATTR':'NS_ATTR','SACA_GEOMETRY':'SACA_GEOMETRY',
            }

    
    
    
    
    
    
    # nodes:60
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'nvme_STATUS_0xea0a733c9905f0b47c91f2a3a85d1181c5d5220d93a6379c872a41e6fa8b34a6_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["IRQ_ENABLE"]) -> 'nvme_IRQ_ENABLE_0x1d2c18addd41195e6183b54351b7dd172cd569e83e9830d7261bf9eb9996ce76_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEOMETRY"]) -> 'nvme_GEOMETRY_0x59b1ec578b840becffd02a63cfc48adfa898b3a259099209c3921d15690beaee_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CC"]) -> 'nvme_CC_0x9666f0688cca02001b535e21ef84c392421a040d0e59e90966580b6d8cf6b6b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CSTS"]) -> 'nvme_CSTS_0xeedced02ee540414ecb01fefa0f276ecb57122aab7b0900eef79cc5e000bed09_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_INFO"]) -> 'nvme_CMD_INFO_0x3c46b7db3d6a78d2f94f6207d8ae8125bdb1e3fd1ab63b3bdcd6e47216d1a4b2_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_POP"]) -> 'nvme_CMD_POP_0xb033ef51dbf2fef441c3aef90d564857659e1c291649970952c806b11363a248_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW0"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW1"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW2"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW3"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW4"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW5"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW6"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW7"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW8"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW9"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW10"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW11"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW12"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW13"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW14"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW15"]) -> 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_DW0"]) -> 'nvme_CPL_DW0_0x91f060ca530978952a4094b6540d0fe36d6553f370a0d00a91eb993adae1eca5_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_DW1"]) -> 'nvme_CPL_DW1_0x70145dee51dbc8171c0aa835f5f03d7900a13705023f58ae9298e14bc3f7c44a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_ID"]) -> 'nvme_CPL_ID_0x38d8bb44dda257344cc1613890f0979e199b337e2f750e8c3db305887f7cc489_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_STATUS"]) -> 'nvme_CPL_STATUS_0x1c5471c8b2fd88aea646606719f1567e595d977cdd26ead191beddc0745d1b40_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["QCFG_BASE_LO"]) -> 'nvme_QCFG_BASE_LO_0x56c40b1e5ba6029729eec6c2b558391971bcc2610c564f15290d48c9ea05eefc_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["QCFG_BASE_HI"]) -> 'nvme_QCFG_BASE_HI_0xcee4215f0c05077b4092ef888fa69c2d4db5c600dd94e89e0a546bb2d22290a7_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["QCFG_ATTR"]) -> 'nvme_QCFG_ATTR_0xa5ee41aaa564a42d815cc73a22f1a291259ad9cfd113f554ead3084a87a4d2a6_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["QCFG_OP"]) -> 'nvme_QCFG_OP_0x3d3f2c5f85e38a16f29205cea8604bacf20d5c4d5597d2c8cf9a2b9181c09bc8_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["EVT_INFO"]) -> 'nvme_EVT_INFO_0xa2ee3e41c203bafe5bfaeee3075a5ec861a8a691a501f501d2a6a676ce95b815_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["EVT_VALUE"]) -> 'nvme_EVT_VALUE_0x604a3839450a49e3448f33d52b98980785af5eebb9d079cbe0aed9a7a6300f96_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["EVT_POP"]) -> 'nvme_EVT_POP_0x72c527c496c8997390face0423ceab5f71216ddec3e3e6a88f713376792900eb_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_HOST_LO"]) -> 'nvme_DMA_HOST_LO_0x3f66d5c29035330ac40622ee866a4123aec2cfe572b8b66922750e035df90b50_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_HOST_HI"]) -> 'nvme_DMA_HOST_HI_0x4a30e52a7d443d4810198ecc7d6f43f9acd01e9351318bcafda8f2c176ee9158_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_LOCAL"]) -> 'nvme_DMA_LOCAL_0x3900384025598c98101c87c7f67986a095ab359a04a741a7ef751d47c1fa0fe0_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_CTRL"]) -> 'nvme_DMA_CTRL_0xcabe8b59a32221e9f9847dc5dd126bb31353be97c318d1d10ae4d5e6f0f6cbe1_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_ID"]) -> 'nvme_DMA_ID_0xf1dccedf463b9a1aaa392723cd7b4689d1ebada122cb4f9972bf50975b902f76_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_DONE"]) -> 'nvme_DMA_DONE_0x12c7e6115df2d7690b1eb00ccd5d701c4dd4ed407e5f5b4f3354915e856a02e3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_DONE_POP"]) -> 'nvme_DMA_DONE_POP_0x59dae1461f7bd29bf1bc43f412573bcccab8a71785f1f5e2d10f8d40f865f832_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ARB"]) -> 'nvme_ARB_0xb3e9b3c39d71f3eafecf225b0ec35e85e212de99355ce97da452de9d5a311844_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["COALESCE"]) -> 'nvme_COALESCE_0x93dfea6418748466c3309b249beb2b083009e1125ee4b03351d901f9010c6b77_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["IV_CONFIG"]) -> 'nvme_IV_CONFIG_0xfb2985f634deb7413df8aef86f197abb2beaba6f10b77cbdc58144ca2d72f152_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CONTROL"]) -> 'nvme_CONTROL_0x6623609e74390d167aac6f03c3a47e1f412fed24490d4b32148d9ce909a549be_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SQE_FETCHED"]) -> 'nvme_counter_t_0x31cd9458eb9d0573946b8e9e14badbc66b55925297aa4cdc5096dba7e6a8879d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CQE_POSTED"]) -> 'nvme_counter_t_0x2ecb8574c7072dc0af1875b55c8e46b6a4f01a70440af75c13b250fd5b66924d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_DROPPED"]) -> 'nvme_counter_t_0x980aad24e370859166627a115035abd287bc3194d7e59b9868493bf4b569a739_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DOORBELL_ERRORS"]) -> 'nvme_counter_t_0xdae509a80af435ce4200a83b6327188addf92389b3d188b97cd11a75ba6b93e4_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["FETCH_ERRORS"]) -> 'nvme_counter_t_0x1ac32c30bed9ec15a12c87e20a4d88b8e4b5f37cd34c3b427b5b20bd363fad2f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CC_IGNORED"]) -> 'nvme_counter_t_0xa2f9cb925bd3549ab1d1a2bd392fa517796ce67a092c4cce7fd97915e487505d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["EVENTS_DROPPED"]) -> 'nvme_counter_t_0x60616d1f2b66dd71ce17274a839e307f65ce9db19db75824041702bfbd2dada1_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSIX_SENT"]) -> 'nvme_counter_t_0xeb9e5c2cfd6181b7d74ccfa5322ce8db774fee26ae15e9555a3b02bc3f0ad34e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_OVERFLOW"]) -> 'nvme_counter_t_0xe35710c6cf2e53857090d7c54ce16b2db2e2549043ed2734f292d5a723fad222_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DMA_OVERFLOW"]) -> 'nvme_counter_t_0x9cfdf5604310a163555cf3157796333d37617f573dcff30a51e5c8c6bc9b100e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["IO_REJECTED"]) -> 'nvme_counter_t_0xd3ff8022805cb909a9595dbadd93b2a347d67cef9c8beee37d3561d58f75b28_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NS_SIZE_LO"]) -> 'nvme_NS_SIZE_LO_0x357c952c9c78af8b22a292df6f74ea1a97845f5a69fac13419d56fce82110cab_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NS_SIZE_HI"]) -> 'nvme_NS_SIZE_HI_0x18bc9e8b7cf8b35d2bb9d4b367ffe2f64a73c8da38336f0ae0573b5ce3b8af79_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["NS_ATTR"]) -> 'nvme_NS_ATTR_0x79ef7b1cebb8d02212dc91b2bbabdcb51d14ffbc4e81f05e425a317e02b90315_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SACA_GEOMETRY"]) -> 'nvme_SACA_GEOMETRY_0x87b13af2f683826ffb0e180ca5466ac6b85e48b73fd5678b93f2e8fa46251c33_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_STATUS_0xea0a733c9905f0b47c91f2a3a85d1181c5d5220d93a6379c872a41e6fa8b34a6_cls', 'nvme_IRQ_ENABLE_0x1d2c18addd41195e6183b54351b7dd172cd569e83e9830d7261bf9eb9996ce76_cls', 'nvme_GEOMETRY_0x59b1ec578b840becffd02a63cfc48adfa898b3a259099209c3921d15690beaee_cls', 'nvme_CC_0x9666f0688cca02001b535e21ef84c392421a040d0e59e90966580b6d8cf6b6b_cls', 'nvme_CSTS_0xeedced02ee540414ecb01fefa0f276ecb57122aab7b0900eef79cc5e000bed09_cls', 'nvme_CMD_INFO_0x3c46b7db3d6a78d2f94f6207d8ae8125bdb1e3fd1ab63b3bdcd6e47216d1a4b2_cls', 'nvme_CMD_POP_0xb033ef51dbf2fef441c3aef90d564857659e1c291649970952c806b11363a248_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_CPL_DW0_0x91f060ca530978952a4094b6540d0fe36d6553f370a0d00a91eb993adae1eca5_cls', 'nvme_CPL_DW1_0x70145dee51dbc8171c0aa835f5f03d7900a13705023f58ae9298e14bc3f7c44a_cls', 'nvme_CPL_ID_0x38d8bb44dda257344cc1613890f0979e199b337e2f750e8c3db305887f7cc489_cls', 'nvme_CPL_STATUS_0x1c5471c8b2fd88aea646606719f1567e595d977cdd26ead191beddc0745d1b40_cls', 'nvme_QCFG_BASE_LO_0x56c40b1e5ba6029729eec6c2b558391971bcc2610c564f15290d48c9ea05eefc_cls', 'nvme_QCFG_BASE_HI_0xcee4215f0c05077b4092ef888fa69c2d4db5c600dd94e89e0a546bb2d22290a7_cls', 'nvme_QCFG_ATTR_0xa5ee41aaa564a42d815cc73a22f1a291259ad9cfd113f554ead3084a87a4d2a6_cls', 'nvme_QCFG_OP_0x3d3f2c5f85e38a16f29205cea8604bacf20d5c4d5597d2c8cf9a2b9181c09bc8_cls', 'nvme_EVT_INFO_0xa2ee3e41c203bafe5bfaeee3075a5ec861a8a691a501f501d2a6a676ce95b815_cls', 'nvme_EVT_VALUE_0x604a3839450a49e3448f33d52b98980785af5eebb9d079cbe0aed9a7a6300f96_cls', 'nvme_EVT_POP_0x72c527c496c8997390face0423ceab5f71216ddec3e3e6a88f713376792900eb_cls', 'nvme_DMA_HOST_LO_0x3f66d5c29035330ac40622ee866a4123aec2cfe572b8b66922750e035df90b50_cls', 'nvme_DMA_HOST_HI_0x4a30e52a7d443d4810198ecc7d6f43f9acd01e9351318bcafda8f2c176ee9158_cls', 'nvme_DMA_LOCAL_0x3900384025598c98101c87c7f67986a095ab359a04a741a7ef751d47c1fa0fe0_cls', 'nvme_DMA_CTRL_0xcabe8b59a32221e9f9847dc5dd126bb31353be97c318d1d10ae4d5e6f0f6cbe1_cls', 'nvme_DMA_ID_0xf1dccedf463b9a1aaa392723cd7b4689d1ebada122cb4f9972bf50975b902f76_cls', 'nvme_DMA_DONE_0x12c7e6115df2d7690b1eb00ccd5d701c4dd4ed407e5f5b4f3354915e856a02e3_cls', 'nvme_DMA_DONE_POP_0x59dae1461f7bd29bf1bc43f412573bcccab8a71785f1f5e2d10f8d40f865f832_cls', 'nvme_ARB_0xb3e9b3c39d71f3eafecf225b0ec35e85e212de99355ce97da452de9d5a311844_cls', 'nvme_COALESCE_0x93dfea6418748466c3309b249beb2b083009e1125ee4b03351d901f9010c6b77_cls', 'nvme_IV_CONFIG_0xfb2985f634deb7413df8aef86f197abb2beaba6f10b77cbdc58144ca2d72f152_cls', 'nvme_CONTROL_0x6623609e74390d167aac6f03c3a47e1f412fed24490d4b32148d9ce909a549be_cls', 'nvme_counter_t_0x31cd9458eb9d0573946b8e9e14badbc66b55925297aa4cdc5096dba7e6a8879d_cls', 'nvme_counter_t_0x2ecb8574c7072dc0af1875b55c8e46b6a4f01a70440af75c13b250fd5b66924d_cls', 'nvme_counter_t_0x980aad24e370859166627a115035abd287bc3194d7e59b9868493bf4b569a739_cls', 'nvme_counter_t_0xdae509a80af435ce4200a83b6327188addf92389b3d188b97cd11a75ba6b93e4_cls', 'nvme_counter_t_0x1ac32c30bed9ec15a12c87e20a4d88b8e4b5f37cd34c3b427b5b20bd363fad2f_cls', 'nvme_counter_t_0xa2f9cb925bd3549ab1d1a2bd392fa517796ce67a092c4cce7fd97915e487505d_cls', 'nvme_counter_t_0x60616d1f2b66dd71ce17274a839e307f65ce9db19db75824041702bfbd2dada1_cls', 'nvme_counter_t_0xeb9e5c2cfd6181b7d74ccfa5322ce8db774fee26ae15e9555a3b02bc3f0ad34e_cls', 'nvme_counter_t_0xe35710c6cf2e53857090d7c54ce16b2db2e2549043ed2734f292d5a723fad222_cls', 'nvme_counter_t_0x9cfdf5604310a163555cf3157796333d37617f573dcff30a51e5c8c6bc9b100e_cls', 'nvme_counter_t_0xd3ff8022805cb909a9595dbadd93b2a347d67cef9c8beee37d3561d58f75b28_cls', 'nvme_NS_SIZE_LO_0x357c952c9c78af8b22a292df6f74ea1a97845f5a69fac13419d56fce82110cab_cls', 'nvme_NS_SIZE_HI_0x18bc9e8b7cf8b35d2bb9d4b367ffe2f64a73c8da38336f0ae0573b5ce3b8af79_cls', 'nvme_NS_ATTR_0x79ef7b1cebb8d02212dc91b2bbabdcb51d14ffbc4e81f05e425a317e02b90315_cls', 'nvme_SACA_GEOMETRY_0x87b13af2f683826ffb0e180ca5466ac6b85e48b73fd5678b93f2e8fa46251c33_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "NVMe front end firmware interface"
    @property
    def rdl_desc(self) -> str:
        return "Hardware queues to and from the management firmware (see rtl/nvme/doc/README.md,\nprogrammer\u0027s guide). Every queue is popped or pushed by a write of 1 to its POP/PUSH/GO\nfield after the data registers were read or written."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.STATUS
        yield self.IRQ_ENABLE
        yield self.GEOMETRY
        yield self.CC
        yield self.CSTS
        yield self.CMD_INFO
        yield self.CMD_POP
        yield self.CMD_DW0
        yield self.CMD_DW1
        yield self.CMD_DW2
        yield self.CMD_DW3
        yield self.CMD_DW4
        yield self.CMD_DW5
        yield self.CMD_DW6
        yield self.CMD_DW7
        yield self.CMD_DW8
        yield self.CMD_DW9
        yield self.CMD_DW10
        yield self.CMD_DW11
        yield self.CMD_DW12
        yield self.CMD_DW13
        yield self.CMD_DW14
        yield self.CMD_DW15
        yield self.CPL_DW0
        yield self.CPL_DW1
        yield self.CPL_ID
        yield self.CPL_STATUS
        yield self.QCFG_BASE_LO
        yield self.QCFG_BASE_HI
        yield self.QCFG_ATTR
        yield self.QCFG_OP
        yield self.EVT_INFO
        yield self.EVT_VALUE
        yield self.EVT_POP
        yield self.DMA_HOST_LO
        yield self.DMA_HOST_HI
        yield self.DMA_LOCAL
        yield self.DMA_CTRL
        yield self.DMA_ID
        yield self.DMA_DONE
        yield self.DMA_DONE_POP
        yield self.ARB
        yield self.COALESCE
        yield self.IV_CONFIG
        yield self.CONTROL
        yield self.SQE_FETCHED
        yield self.CQE_POSTED
        yield self.CPL_DROPPED
        yield self.DOORBELL_ERRORS
        yield self.FETCH_ERRORS
        yield self.CC_IGNORED
        yield self.EVENTS_DROPPED
        yield self.MSIX_SENT
        yield self.CPL_OVERFLOW
        yield self.DMA_OVERFLOW
        yield self.IO_REJECTED
        yield self.NS_SIZE_LO
        yield self.NS_SIZE_HI
        yield self.NS_ATTR
        yield self.SACA_GEOMETRY
        
        
    


nvme_cls = nvme_0x4e6a73517201a7d496517e5780e977bd37c55a68cc4ed7352e5a2ab6048a3c52_cls

if __name__ == '__main__':
    # dummy functions to demonstrate the class
    async def read_addr_space(addr: int, width: int, accesswidth: int) -> int:
        """
        Callback to simulate the operation of the package, everytime the read is called, it will
        request the user input the value to be read back.

        Args:
            addr: Address to write to
            width: Width of the register in bits
            accesswidth: Minimum access width of the register in bits

        Returns:
            value inputted by the used
        """
        assert isinstance(addr, int)
        assert isinstance(width, int)
        assert isinstance(accesswidth, int)
        return int(input('value to read from address:0x%X'%addr))

    async def write_addr_space(addr: int, width: int, accesswidth: int, data: int) -> None:
        """
        Callback to simulate the operation of the package, everytime the read is called, it will
        request the user input the value to be read back.

        Args:
            addr: Address to write to
            width: Width of the register in bits
            accesswidth: Minimum access width of the register in bits
            data: value to be written to the register

        Returns:
            None
        """
        assert isinstance(addr, int)
        assert isinstance(width, int)
        assert isinstance(accesswidth, int)
        assert isinstance(data, int)
        print('write data:0x%X to address:0x%X'%(data, addr))

    # create an instance of the class
    nvme = nvme_cls(callbacks = AsyncCallbackSet(read_callback=read_addr_space,
                                                                                                     write_callback=write_addr_space))