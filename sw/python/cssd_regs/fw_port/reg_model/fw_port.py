


"""
Python Wrapper for the fw_port register model

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
from ._registers import nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls
from ._registers import nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls
from ._registers import nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls
from ._registers import nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls
from ._registers import nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls
from ._registers import nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls
from ._registers import nvme_set_REQ_LOCAL_0xa83152ad9cfda1cbbf753f652720319fd480d970a0737aab85d2333c58d94789_cls
from ._registers import nvme_set_REQ_OFFSET_0x33536299de5bb2d03925c5614f32278c02a8bd136bbe8b58fdf5a374546df82a_cls
from ._registers import nvme_set_REQ_LEN_0x329eacbfdc13578badcfd49d294d527999a73c7f0b7e90e78dc2a018d0e113d3_cls
from ._registers import nvme_set_REQ_DW0_0x51ce163b91d054c1daaafca6dc00de0afc94a1574a6d2bfe60e0593497c629e7_cls
from ._registers import nvme_set_REQ_CTRL_0xa74ec50bd6699ab806e9d8acb4563887a0ca7670136931d3db854ce225cc58f0_cls
from ._registers import nvme_set_DONE_INFO_0xaa6e3cd0105ba6b886fb438dd1ab41a6e4868ba9a7e514b975d5a1edc405bb61_cls
from ._registers import nvme_set_DONE_POP_0x7e561b25fdd8ea709bab114712d20402361aeb8fbd2d3bdff30009fbd38c1bf_cls
from ._registers import nvme_set_counter_t_0xdac6b147d7b4c02428cfb07229f6195358dac83137ca25c36636b5e867043a09_cls
from ._registers import nvme_set_counter_t_0x9c3bd52fb4f1adfaf0d53258d2c7cd90dd9d5f86262deacf6f5f2c87ca823c63_cls
from ._registers import nvme_set_counter_t_0x3abbb6d5b0deff3a77d0e84eaa278c7927cd9a8c2c58880dd31032e57765fce_cls
from ._registers import nvme_set_counter_t_0xd23cd2409a676e11d6fc2bf6d3b3aaa8dc6c6a99e97aeecb3c17a4cb8f1f226b_cls
from ._registers import flash_GEOMETRY_0x3adb7c2ad4032d932a718243138b8396447779a2fe9195125c4c06d5585a9193_cls
from ._registers import flash_GEOMETRY_BLOCKS_0xe6e2f13af5f3f02b6319f7bbb90ba25a38121b03a980b20659afd21b4af9cab8_cls
from ._registers import flash_GEOMETRY_PAGE_0x1b896321ffa2e4a77c3af26fad4264909db31e8def1af7db09c6910da112834f_cls
from ._registers import flash_GEOMETRY_SPARE_0xf9a819cc97a4beffdcf832c4ceab92d3bd919a790f6e5017a35137dbe102272f_cls
from ._registers import flash_time_t_0xc54bb7e4722537848321d037791caa1d9ed97177b499e8b9797f50632856d90f_cls
from ._registers import flash_time_t_0x1cb704c4396e9a6b5948e5619e69920adeaca24a4e16d0cf96cd83aacb21ce24_cls
from ._registers import flash_time_t_0xf1a954330cb6a817067e263483e1a75acc10319f2cc447ba286983cbfe0f27aa_cls
from ._registers import flash_time_t_0xf27d558369539638fb258405532f4f155f4b0e678e919f092508efaf0c3292a9_cls
from ._registers import flash_time_t_0x32dd804e56464a1f22cff634e9bfd63df7f545999aa512ebb341399aa0b8bac9_cls
from ._registers import flash_time_t_0x3f5a9527c1097e1377f225aa3fc3de4d71c42c415ce4a7ed7e8c12e30ecac20f_cls
from ._registers import flash_time_t_0x6b4ccdfe9061967654bef72bf82397f5681545a752b2b11454889f1581d2111f_cls
from ._registers import flash_time_t_0x52d37a6dfdf0dee37fceb8409b3f684ce1660a5f2134647fa6e5cec7d7846e64_cls
from ._registers import flash_time_t_0x49d28de69882ca6c1a129a9c8bbd158d6c128ef3fccc3bb0d2654af6bd91ffb7_cls
from ._registers import flash_time_t_0x655de989e4b2d1ac06c15b8c72f05aed2bb26763ef830b4980d94637b9012303_cls
from ._registers import flash_BUS_RATE_0xb8dd7906f31a581f8901f37ad8a813e21c65829fd50c6678e475561989726815_cls
from ._registers import flash_TIME_SCALE_0x197d4a97d5f70c47d3949e498498afb024326f36fcdcbd69366dcf1dfce96796_cls
from ._registers import flash_PAGE_TYPES_0xf9e9736e8d58ce1d35a0f4e88d60e93d76a6ac72db9c96512abb4735e13671f4_cls
from ._registers import flash_SCHED_0xae2c8f280242d967d1411ce58203c1fc4f034063828edf62a091da7b03472758_cls
from ._registers import flash_addr_t_0x4c7057c3ff88e5fec83a3a6fd55e8e928ac535768ab09fbb52957bd7291fbba5_cls
from ._registers import flash_addr_t_0xbc5497e62418e63a77a46a7bd3c984f73cb42dd66f2daf4923086ddea1f91a73_cls
from ._registers import flash_addr_t_0x7b40b6e856fc0755aa3d5659032e3b83caef079f5831449e11a272d435566b06_cls
from ._registers import flash_addr_t_0xdbe45cf23467bb0cfcaa8f35be9e5418a34342c73830cbf9f9d6321d39f8193c_cls
from ._registers import flash_BBT_SEL_0xc0a0e9bf3004b98cdf2328ba003d16a2557ca5934ebdea88380faf44bc9ca630_cls
from ._registers import flash_BBT_STATE_0xd5aa58690035844a65d00fc4c056c98e8a119e58c0be7c58f2158cbc0186862e_cls
from ._registers import flash_BBT_CTRL_0x56cec55d326c7e7f65ab4491bf2b7fbfdcd45fa21f06492cca99a3458f737c0b_cls
from ._registers import flash_FAULT_SEL_0x1c8bd57c10e480042a3e8fda9c9c2346bf772b53caa463066c86de6df01e97d3_cls
from ._registers import flash_FAULT_ADDR_0xeefd77b0feb39f05a7f3b0b495c4f188e9c09bfbe14f9a9672073d2aba2dddb8_cls
from ._registers import flash_FAULT_RULE_0xd9b1c581cdcdde882f1023234a9daaf59a6b86f901c85a227cbd99be0cbad97c_cls
from ._registers import flash_RATE_UECC_0x1e79ceb8d8cb25475dde1d7f5ea4f25610cb01d7dd2bf80bbd1bff382fc4efad_cls
from ._registers import flash_RATE_PROGRAM_0xc2177eeeb33576d89f90ee0c1a34d8b8a6d0e40e0d341295525fb5876c611253_cls
from ._registers import flash_RATE_ERASE_0xeb337dc2520bc2cbc0703520903dbcf89636c2e82c096e65502b6bc0261e51c3_cls
from ._registers import flash_MON_SEL_0xe83aaa4186ff3aa22af96a8235ed03ab31461381aec89c63a49665028f5eb0c4_cls
from ._registers import flash_MON_DATA_0x9f0d6d72a1a79b92e47e2c318afd1e07609b3b4b5faf7ba5837f65cfd12f4b27_cls
from ._registers import flash_CYCLES_0x4a1baf2d006e44ad000a13f4b506f69778fca16f08b10f740fb798f55c3d254c_cls
from ._registers import flash_chan_STATUS_0x327d92248667edac13f522ed74ac416190d62e576d9e9ca827fbf823e9118716_cls
from ._registers import flash_chan_IRQ_ENABLE_0x64271650bec7a98ad1700edc81009e194095369346e494f323c1aa130cb64e58_cls
from ._registers import flash_chan_INFO_0x9f80e5a45599b6cd421c3b9b8d340fa3c68cb7851a45eeb2def6cbfd45ef454d_cls
from ._registers import flash_chan_DESC_ROW_0x28a086e86978d8bcfa9275ac45ec07672d4bf85db0953b4f7a30fd715fc87543_cls
from ._registers import flash_chan_buf_t_0xe5ffd464f50d0e14d5038efde55db2a02f1dd828b4bdf781d1c633cb5c2e5cc3_cls
from ._registers import flash_chan_buf_t_0xdce8cd77955459801c3252bec3e4f8e0faaee26c3e52cb7731837673b823d19d_cls
from ._registers import flash_chan_buf_t_0x1bfbe2da556964efc33dff7664d918ffa94b8f2821636354fbc95df24f921c12_cls
from ._registers import flash_chan_buf_t_0x60cdaf2be1d3bf7a2ce7917a53177e3cb2db51b0889fbfe5935e610491138677_cls
from ._registers import flash_chan_DESC_CTRL_0xf94a45e95440a773425c74ca39d78a8d28f57dee193ab2e653d2b0d82b24edb8_cls
from ._registers import flash_chan_CPL_INFO_0x71ba43574bb533abc3769ba3b66d405b66117c28f3c32dd277af8c9b2d7f1f6b_cls
from ._registers import flash_chan_CPL_POP_0x2cbec46880b1356e3ead09041406577588717831daf6b0423eb81eb25b187dcb_cls


# addrmap, regfile, memor and register definitions
    
    
class flash_chan_0x54372467bf4cc0f227be2fac94dd80af6c252a9e73011ae3484225fd8cc62025_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Flash channel operation queues                                     |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Descriptor push (DESC_<em>) and completion pop (CPL_</em>) for  |
    |              |      the dies of one channel.</p>                                       |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__STATUS', '__IRQ_ENABLE', '__INFO', '__DESC_ROW', '__DESC_BUF_LO', '__DESC_BUF_HI', '__DESC_SPARE_LO', '__DESC_SPARE_HI', '__DESC_CTRL', '__CPL_INFO', '__CPL_POP']

    def __init__(self, *,
                 address:int,
                 logger_handle:str,
                 inst_name:str,
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

        
            
        self.__STATUS:flash_chan_STATUS_0x327d92248667edac13f522ed74ac416190d62e576d9e9ca827fbf823e9118716_cls = flash_chan_STATUS_0x327d92248667edac13f522ed74ac416190d62e576d9e9ca827fbf823e9118716_cls(
                                                                     address=self.address+0,
                                                                     logger_handle=logger_handle+'.STATUS',
                                                                     inst_name='STATUS', parent=self)
        
            
        self.__IRQ_ENABLE:flash_chan_IRQ_ENABLE_0x64271650bec7a98ad1700edc81009e194095369346e494f323c1aa130cb64e58_cls = flash_chan_IRQ_ENABLE_0x64271650bec7a98ad1700edc81009e194095369346e494f323c1aa130cb64e58_cls(
                                                                     address=self.address+4,
                                                                     logger_handle=logger_handle+'.IRQ_ENABLE',
                                                                     inst_name='IRQ_ENABLE', parent=self)
        
            
        self.__INFO:flash_chan_INFO_0x9f80e5a45599b6cd421c3b9b8d340fa3c68cb7851a45eeb2def6cbfd45ef454d_cls = flash_chan_INFO_0x9f80e5a45599b6cd421c3b9b8d340fa3c68cb7851a45eeb2def6cbfd45ef454d_cls(
                                                                     address=self.address+8,
                                                                     logger_handle=logger_handle+'.INFO',
                                                                     inst_name='INFO', parent=self)
        
            
        self.__DESC_ROW:flash_chan_DESC_ROW_0x28a086e86978d8bcfa9275ac45ec07672d4bf85db0953b4f7a30fd715fc87543_cls = flash_chan_DESC_ROW_0x28a086e86978d8bcfa9275ac45ec07672d4bf85db0953b4f7a30fd715fc87543_cls(
                                                                     address=self.address+16,
                                                                     logger_handle=logger_handle+'.DESC_ROW',
                                                                     inst_name='DESC_ROW', parent=self)
        
            
        self.__DESC_BUF_LO:flash_chan_buf_t_0xe5ffd464f50d0e14d5038efde55db2a02f1dd828b4bdf781d1c633cb5c2e5cc3_cls = flash_chan_buf_t_0xe5ffd464f50d0e14d5038efde55db2a02f1dd828b4bdf781d1c633cb5c2e5cc3_cls(
                                                                     address=self.address+20,
                                                                     logger_handle=logger_handle+'.DESC_BUF_LO',
                                                                     inst_name='DESC_BUF_LO', parent=self)
        
            
        self.__DESC_BUF_HI:flash_chan_buf_t_0xdce8cd77955459801c3252bec3e4f8e0faaee26c3e52cb7731837673b823d19d_cls = flash_chan_buf_t_0xdce8cd77955459801c3252bec3e4f8e0faaee26c3e52cb7731837673b823d19d_cls(
                                                                     address=self.address+24,
                                                                     logger_handle=logger_handle+'.DESC_BUF_HI',
                                                                     inst_name='DESC_BUF_HI', parent=self)
        
            
        self.__DESC_SPARE_LO:flash_chan_buf_t_0x1bfbe2da556964efc33dff7664d918ffa94b8f2821636354fbc95df24f921c12_cls = flash_chan_buf_t_0x1bfbe2da556964efc33dff7664d918ffa94b8f2821636354fbc95df24f921c12_cls(
                                                                     address=self.address+28,
                                                                     logger_handle=logger_handle+'.DESC_SPARE_LO',
                                                                     inst_name='DESC_SPARE_LO', parent=self)
        
            
        self.__DESC_SPARE_HI:flash_chan_buf_t_0x60cdaf2be1d3bf7a2ce7917a53177e3cb2db51b0889fbfe5935e610491138677_cls = flash_chan_buf_t_0x60cdaf2be1d3bf7a2ce7917a53177e3cb2db51b0889fbfe5935e610491138677_cls(
                                                                     address=self.address+32,
                                                                     logger_handle=logger_handle+'.DESC_SPARE_HI',
                                                                     inst_name='DESC_SPARE_HI', parent=self)
        
            
        self.__DESC_CTRL:flash_chan_DESC_CTRL_0xf94a45e95440a773425c74ca39d78a8d28f57dee193ab2e653d2b0d82b24edb8_cls = flash_chan_DESC_CTRL_0xf94a45e95440a773425c74ca39d78a8d28f57dee193ab2e653d2b0d82b24edb8_cls(
                                                                     address=self.address+36,
                                                                     logger_handle=logger_handle+'.DESC_CTRL',
                                                                     inst_name='DESC_CTRL', parent=self)
        
            
        self.__CPL_INFO:flash_chan_CPL_INFO_0x71ba43574bb533abc3769ba3b66d405b66117c28f3c32dd277af8c9b2d7f1f6b_cls = flash_chan_CPL_INFO_0x71ba43574bb533abc3769ba3b66d405b66117c28f3c32dd277af8c9b2d7f1f6b_cls(
                                                                     address=self.address+48,
                                                                     logger_handle=logger_handle+'.CPL_INFO',
                                                                     inst_name='CPL_INFO', parent=self)
        
            
        self.__CPL_POP:flash_chan_CPL_POP_0x2cbec46880b1356e3ead09041406577588717831daf6b0423eb81eb25b187dcb_cls = flash_chan_CPL_POP_0x2cbec46880b1356e3ead09041406577588717831daf6b0423eb81eb25b187dcb_cls(
                                                                     address=self.address+52,
                                                                     logger_handle=logger_handle+'.CPL_POP',
                                                                     inst_name='CPL_POP', parent=self)
        

    @property
    def size(self) -> int:
        return 56
    @property
    def STATUS(self) -> 'flash_chan_STATUS_0x327d92248667edac13f522ed74ac416190d62e576d9e9ca827fbf823e9118716_cls':
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
        """
        return self.__STATUS
        
    @property
    def IRQ_ENABLE(self) -> 'flash_chan_IRQ_ENABLE_0x64271650bec7a98ad1700edc81009e194095369346e494f323c1aa130cb64e58_cls':
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
        """
        return self.__IRQ_ENABLE
        
    @property
    def INFO(self) -> 'flash_chan_INFO_0x9f80e5a45599b6cd421c3b9b8d340fa3c68cb7851a45eeb2def6cbfd45ef454d_cls':
        """
        Property to access INFO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Channel identity                                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__INFO
        
    @property
    def DESC_ROW(self) -> 'flash_chan_DESC_ROW_0x28a086e86978d8bcfa9275ac45ec07672d4bf85db0953b4f7a30fd715fc87543_cls':
        """
        Property to access DESC_ROW 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Descriptor: row address                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DESC_ROW
        
    @property
    def DESC_BUF_LO(self) -> 'flash_chan_buf_t_0xe5ffd464f50d0e14d5038efde55db2a02f1dd828b4bdf781d1c633cb5c2e5cc3_cls':
        """
        Property to access DESC_BUF_LO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Descriptor: data buffer address, low word (64-byte aligned; plane  |
        |              |      p's page at + p x page size)                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DESC_BUF_LO
        
    @property
    def DESC_BUF_HI(self) -> 'flash_chan_buf_t_0xdce8cd77955459801c3252bec3e4f8e0faaee26c3e52cb7731837673b823d19d_cls':
        """
        Property to access DESC_BUF_HI 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Descriptor: data buffer address, high word                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DESC_BUF_HI
        
    @property
    def DESC_SPARE_LO(self) -> 'flash_chan_buf_t_0x1bfbe2da556964efc33dff7664d918ffa94b8f2821636354fbc95df24f921c12_cls':
        """
        Property to access DESC_SPARE_LO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Descriptor: spare buffer address, low word (64-byte aligned; used  |
        |              |      with DESC_CTRL.SPARE)                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DESC_SPARE_LO
        
    @property
    def DESC_SPARE_HI(self) -> 'flash_chan_buf_t_0x60cdaf2be1d3bf7a2ce7917a53177e3cb2db51b0889fbfe5935e610491138677_cls':
        """
        Property to access DESC_SPARE_HI 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Descriptor: spare buffer address, high word                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DESC_SPARE_HI
        
    @property
    def DESC_CTRL(self) -> 'flash_chan_DESC_CTRL_0xf94a45e95440a773425c74ca39d78a8d28f57dee193ab2e653d2b0d82b24edb8_cls':
        """
        Property to access DESC_CTRL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Descriptor: operation and push                                     |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Writing with GO = 1 pushes the descriptor (DESC_ROW,            |
        |              |      DESC_BUF_<em>, DESC_SPARE_</em> and this register's fields) into   |
        |              |      the queue of die DESC_ROW.DIE. Check STATUS.DIE_SPACE first: a     |
        |              |      push to a full queue is dropped and counted (monitor index 1 of    |
        |              |      the channel). A push naming a die beyond the geometry completes    |
        |              |      with ADDRESS_INVALID.</p>                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DESC_CTRL
        
    @property
    def CPL_INFO(self) -> 'flash_chan_CPL_INFO_0x71ba43574bb533abc3769ba3b66d405b66117c28f3c32dd277af8c9b2d7f1f6b_cls':
        """
        Property to access CPL_INFO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completion                                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_INFO
        
    @property
    def CPL_POP(self) -> 'flash_chan_CPL_POP_0x2cbec46880b1356e3ead09041406577588717831daf6b0423eb81eb25b187dcb_cls':
        """
        Property to access CPL_POP 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completion pop                                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPL_POP
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'STATUS':'STATUS','IRQ_ENABLE':'IRQ_ENABLE','INFO':'INFO','DESC_ROW':'DESC_ROW','DESC_BUF_LO':'DESC_BUF_LO','DESC_BUF_HI':'DESC_BUF_HI','DESC_SPARE_LO':'DESC_SPARE_LO','DESC_SPARE_HI':'DESC_SPARE_HI','DESC_CTRL':'DESC_CTRL','CPL_INFO':'CPL_INFO','CPL_POP':'CPL_POP',
            }

    
    
    
    
    
    
    # nodes:11
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'flash_chan_STATUS_0x327d92248667edac13f522ed74ac416190d62e576d9e9ca827fbf823e9118716_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["IRQ_ENABLE"]) -> 'flash_chan_IRQ_ENABLE_0x64271650bec7a98ad1700edc81009e194095369346e494f323c1aa130cb64e58_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["INFO"]) -> 'flash_chan_INFO_0x9f80e5a45599b6cd421c3b9b8d340fa3c68cb7851a45eeb2def6cbfd45ef454d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DESC_ROW"]) -> 'flash_chan_DESC_ROW_0x28a086e86978d8bcfa9275ac45ec07672d4bf85db0953b4f7a30fd715fc87543_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DESC_BUF_LO"]) -> 'flash_chan_buf_t_0xe5ffd464f50d0e14d5038efde55db2a02f1dd828b4bdf781d1c633cb5c2e5cc3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DESC_BUF_HI"]) -> 'flash_chan_buf_t_0xdce8cd77955459801c3252bec3e4f8e0faaee26c3e52cb7731837673b823d19d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DESC_SPARE_LO"]) -> 'flash_chan_buf_t_0x1bfbe2da556964efc33dff7664d918ffa94b8f2821636354fbc95df24f921c12_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DESC_SPARE_HI"]) -> 'flash_chan_buf_t_0x60cdaf2be1d3bf7a2ce7917a53177e3cb2db51b0889fbfe5935e610491138677_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DESC_CTRL"]) -> 'flash_chan_DESC_CTRL_0xf94a45e95440a773425c74ca39d78a8d28f57dee193ab2e653d2b0d82b24edb8_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_INFO"]) -> 'flash_chan_CPL_INFO_0x71ba43574bb533abc3769ba3b66d405b66117c28f3c32dd277af8c9b2d7f1f6b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPL_POP"]) -> 'flash_chan_CPL_POP_0x2cbec46880b1356e3ead09041406577588717831daf6b0423eb81eb25b187dcb_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_chan_STATUS_0x327d92248667edac13f522ed74ac416190d62e576d9e9ca827fbf823e9118716_cls', 'flash_chan_IRQ_ENABLE_0x64271650bec7a98ad1700edc81009e194095369346e494f323c1aa130cb64e58_cls', 'flash_chan_INFO_0x9f80e5a45599b6cd421c3b9b8d340fa3c68cb7851a45eeb2def6cbfd45ef454d_cls', 'flash_chan_DESC_ROW_0x28a086e86978d8bcfa9275ac45ec07672d4bf85db0953b4f7a30fd715fc87543_cls', 'flash_chan_buf_t_0xe5ffd464f50d0e14d5038efde55db2a02f1dd828b4bdf781d1c633cb5c2e5cc3_cls', 'flash_chan_buf_t_0xdce8cd77955459801c3252bec3e4f8e0faaee26c3e52cb7731837673b823d19d_cls', 'flash_chan_buf_t_0x1bfbe2da556964efc33dff7664d918ffa94b8f2821636354fbc95df24f921c12_cls', 'flash_chan_buf_t_0x60cdaf2be1d3bf7a2ce7917a53177e3cb2db51b0889fbfe5935e610491138677_cls', 'flash_chan_DESC_CTRL_0xf94a45e95440a773425c74ca39d78a8d28f57dee193ab2e653d2b0d82b24edb8_cls', 'flash_chan_CPL_INFO_0x71ba43574bb533abc3769ba3b66d405b66117c28f3c32dd277af8c9b2d7f1f6b_cls', 'flash_chan_CPL_POP_0x2cbec46880b1356e3ead09041406577588717831daf6b0423eb81eb25b187dcb_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Flash channel operation queues"
    @property
    def rdl_desc(self) -> str:
        return "Descriptor push (DESC_*) and completion pop (CPL_*) for the dies of one channel."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.STATUS
        yield self.IRQ_ENABLE
        yield self.INFO
        yield self.DESC_ROW
        yield self.DESC_BUF_LO
        yield self.DESC_BUF_HI
        yield self.DESC_SPARE_LO
        yield self.DESC_SPARE_HI
        yield self.DESC_CTRL
        yield self.CPL_INFO
        yield self.CPL_POP
        
        
class flash_chan_0x54372467bf4cc0f227be2fac94dd80af6c252a9e73011ae3484225fd8cc62025_cls_array(AsyncAddressMapArray):
    """
    Class to represent a addrmap array in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Flash channel operation queues                                     |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Descriptor push (DESC_<em>) and completion pop (CPL_</em>) for  |
    |              |      the dies of one channel.</p>                                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__: list[str] = []

    @property
    def _element_datatype(self) -> Type[AsyncAddressMap]:
        return flash_chan_0x54372467bf4cc0f227be2fac94dd80af6c252a9e73011ae3484225fd8cc62025_cls
    

    
    
class flash_0xa6987eab94a2a1a9914d761ba7e878ce1e4387da60481f59753cbf263760f77c_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Flash back end                                                     |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Geometry, timing model, scheduling policy, array placement,     |
    |              |      fault injection and monitors of the DRAM-emulated NAND array.</p>  |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__GEOMETRY', '__GEOMETRY_BLOCKS', '__GEOMETRY_PAGE', '__GEOMETRY_SPARE', '__T_READ', '__T_PROG', '__T_ERASE', '__T_CMD', '__T_READ_LSB', '__T_READ_CSB', '__T_READ_MSB', '__T_PROG_LSB', '__T_PROG_CSB', '__T_PROG_MSB', '__BUS_RATE', '__TIME_SCALE', '__PAGE_TYPES', '__SCHED', '__DATA_BASE_LO', '__DATA_BASE_HI', '__SPARE_BASE_LO', '__SPARE_BASE_HI', '__BBT_SEL', '__BBT_STATE', '__BBT_CTRL', '__FAULT_SEL', '__FAULT_ADDR', '__FAULT_RULE', '__RATE_UECC', '__RATE_PROGRAM', '__RATE_ERASE', '__MON_SEL', '__MON_DATA', '__CYCLES']

    def __init__(self, *,
                 address:int,
                 logger_handle:str,
                 inst_name:str,
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

        
            
        self.__GEOMETRY:flash_GEOMETRY_0x3adb7c2ad4032d932a718243138b8396447779a2fe9195125c4c06d5585a9193_cls = flash_GEOMETRY_0x3adb7c2ad4032d932a718243138b8396447779a2fe9195125c4c06d5585a9193_cls(
                                                                     address=self.address+0,
                                                                     logger_handle=logger_handle+'.GEOMETRY',
                                                                     inst_name='GEOMETRY', parent=self)
        
            
        self.__GEOMETRY_BLOCKS:flash_GEOMETRY_BLOCKS_0xe6e2f13af5f3f02b6319f7bbb90ba25a38121b03a980b20659afd21b4af9cab8_cls = flash_GEOMETRY_BLOCKS_0xe6e2f13af5f3f02b6319f7bbb90ba25a38121b03a980b20659afd21b4af9cab8_cls(
                                                                     address=self.address+4,
                                                                     logger_handle=logger_handle+'.GEOMETRY_BLOCKS',
                                                                     inst_name='GEOMETRY_BLOCKS', parent=self)
        
            
        self.__GEOMETRY_PAGE:flash_GEOMETRY_PAGE_0x1b896321ffa2e4a77c3af26fad4264909db31e8def1af7db09c6910da112834f_cls = flash_GEOMETRY_PAGE_0x1b896321ffa2e4a77c3af26fad4264909db31e8def1af7db09c6910da112834f_cls(
                                                                     address=self.address+8,
                                                                     logger_handle=logger_handle+'.GEOMETRY_PAGE',
                                                                     inst_name='GEOMETRY_PAGE', parent=self)
        
            
        self.__GEOMETRY_SPARE:flash_GEOMETRY_SPARE_0xf9a819cc97a4beffdcf832c4ceab92d3bd919a790f6e5017a35137dbe102272f_cls = flash_GEOMETRY_SPARE_0xf9a819cc97a4beffdcf832c4ceab92d3bd919a790f6e5017a35137dbe102272f_cls(
                                                                     address=self.address+12,
                                                                     logger_handle=logger_handle+'.GEOMETRY_SPARE',
                                                                     inst_name='GEOMETRY_SPARE', parent=self)
        
            
        self.__T_READ:flash_time_t_0xc54bb7e4722537848321d037791caa1d9ed97177b499e8b9797f50632856d90f_cls = flash_time_t_0xc54bb7e4722537848321d037791caa1d9ed97177b499e8b9797f50632856d90f_cls(
                                                                     address=self.address+32,
                                                                     logger_handle=logger_handle+'.T_READ',
                                                                     inst_name='T_READ', parent=self)
        
            
        self.__T_PROG:flash_time_t_0x1cb704c4396e9a6b5948e5619e69920adeaca24a4e16d0cf96cd83aacb21ce24_cls = flash_time_t_0x1cb704c4396e9a6b5948e5619e69920adeaca24a4e16d0cf96cd83aacb21ce24_cls(
                                                                     address=self.address+36,
                                                                     logger_handle=logger_handle+'.T_PROG',
                                                                     inst_name='T_PROG', parent=self)
        
            
        self.__T_ERASE:flash_time_t_0xf1a954330cb6a817067e263483e1a75acc10319f2cc447ba286983cbfe0f27aa_cls = flash_time_t_0xf1a954330cb6a817067e263483e1a75acc10319f2cc447ba286983cbfe0f27aa_cls(
                                                                     address=self.address+40,
                                                                     logger_handle=logger_handle+'.T_ERASE',
                                                                     inst_name='T_ERASE', parent=self)
        
            
        self.__T_CMD:flash_time_t_0xf27d558369539638fb258405532f4f155f4b0e678e919f092508efaf0c3292a9_cls = flash_time_t_0xf27d558369539638fb258405532f4f155f4b0e678e919f092508efaf0c3292a9_cls(
                                                                     address=self.address+44,
                                                                     logger_handle=logger_handle+'.T_CMD',
                                                                     inst_name='T_CMD', parent=self)
        
            
        self.__T_READ_LSB:flash_time_t_0x32dd804e56464a1f22cff634e9bfd63df7f545999aa512ebb341399aa0b8bac9_cls = flash_time_t_0x32dd804e56464a1f22cff634e9bfd63df7f545999aa512ebb341399aa0b8bac9_cls(
                                                                     address=self.address+48,
                                                                     logger_handle=logger_handle+'.T_READ_LSB',
                                                                     inst_name='T_READ_LSB', parent=self)
        
            
        self.__T_READ_CSB:flash_time_t_0x3f5a9527c1097e1377f225aa3fc3de4d71c42c415ce4a7ed7e8c12e30ecac20f_cls = flash_time_t_0x3f5a9527c1097e1377f225aa3fc3de4d71c42c415ce4a7ed7e8c12e30ecac20f_cls(
                                                                     address=self.address+52,
                                                                     logger_handle=logger_handle+'.T_READ_CSB',
                                                                     inst_name='T_READ_CSB', parent=self)
        
            
        self.__T_READ_MSB:flash_time_t_0x6b4ccdfe9061967654bef72bf82397f5681545a752b2b11454889f1581d2111f_cls = flash_time_t_0x6b4ccdfe9061967654bef72bf82397f5681545a752b2b11454889f1581d2111f_cls(
                                                                     address=self.address+56,
                                                                     logger_handle=logger_handle+'.T_READ_MSB',
                                                                     inst_name='T_READ_MSB', parent=self)
        
            
        self.__T_PROG_LSB:flash_time_t_0x52d37a6dfdf0dee37fceb8409b3f684ce1660a5f2134647fa6e5cec7d7846e64_cls = flash_time_t_0x52d37a6dfdf0dee37fceb8409b3f684ce1660a5f2134647fa6e5cec7d7846e64_cls(
                                                                     address=self.address+60,
                                                                     logger_handle=logger_handle+'.T_PROG_LSB',
                                                                     inst_name='T_PROG_LSB', parent=self)
        
            
        self.__T_PROG_CSB:flash_time_t_0x49d28de69882ca6c1a129a9c8bbd158d6c128ef3fccc3bb0d2654af6bd91ffb7_cls = flash_time_t_0x49d28de69882ca6c1a129a9c8bbd158d6c128ef3fccc3bb0d2654af6bd91ffb7_cls(
                                                                     address=self.address+64,
                                                                     logger_handle=logger_handle+'.T_PROG_CSB',
                                                                     inst_name='T_PROG_CSB', parent=self)
        
            
        self.__T_PROG_MSB:flash_time_t_0x655de989e4b2d1ac06c15b8c72f05aed2bb26763ef830b4980d94637b9012303_cls = flash_time_t_0x655de989e4b2d1ac06c15b8c72f05aed2bb26763ef830b4980d94637b9012303_cls(
                                                                     address=self.address+68,
                                                                     logger_handle=logger_handle+'.T_PROG_MSB',
                                                                     inst_name='T_PROG_MSB', parent=self)
        
            
        self.__BUS_RATE:flash_BUS_RATE_0xb8dd7906f31a581f8901f37ad8a813e21c65829fd50c6678e475561989726815_cls = flash_BUS_RATE_0xb8dd7906f31a581f8901f37ad8a813e21c65829fd50c6678e475561989726815_cls(
                                                                     address=self.address+72,
                                                                     logger_handle=logger_handle+'.BUS_RATE',
                                                                     inst_name='BUS_RATE', parent=self)
        
            
        self.__TIME_SCALE:flash_TIME_SCALE_0x197d4a97d5f70c47d3949e498498afb024326f36fcdcbd69366dcf1dfce96796_cls = flash_TIME_SCALE_0x197d4a97d5f70c47d3949e498498afb024326f36fcdcbd69366dcf1dfce96796_cls(
                                                                     address=self.address+76,
                                                                     logger_handle=logger_handle+'.TIME_SCALE',
                                                                     inst_name='TIME_SCALE', parent=self)
        
            
        self.__PAGE_TYPES:flash_PAGE_TYPES_0xf9e9736e8d58ce1d35a0f4e88d60e93d76a6ac72db9c96512abb4735e13671f4_cls = flash_PAGE_TYPES_0xf9e9736e8d58ce1d35a0f4e88d60e93d76a6ac72db9c96512abb4735e13671f4_cls(
                                                                     address=self.address+80,
                                                                     logger_handle=logger_handle+'.PAGE_TYPES',
                                                                     inst_name='PAGE_TYPES', parent=self)
        
            
        self.__SCHED:flash_SCHED_0xae2c8f280242d967d1411ce58203c1fc4f034063828edf62a091da7b03472758_cls = flash_SCHED_0xae2c8f280242d967d1411ce58203c1fc4f034063828edf62a091da7b03472758_cls(
                                                                     address=self.address+84,
                                                                     logger_handle=logger_handle+'.SCHED',
                                                                     inst_name='SCHED', parent=self)
        
            
        self.__DATA_BASE_LO:flash_addr_t_0x4c7057c3ff88e5fec83a3a6fd55e8e928ac535768ab09fbb52957bd7291fbba5_cls = flash_addr_t_0x4c7057c3ff88e5fec83a3a6fd55e8e928ac535768ab09fbb52957bd7291fbba5_cls(
                                                                     address=self.address+96,
                                                                     logger_handle=logger_handle+'.DATA_BASE_LO',
                                                                     inst_name='DATA_BASE_LO', parent=self)
        
            
        self.__DATA_BASE_HI:flash_addr_t_0xbc5497e62418e63a77a46a7bd3c984f73cb42dd66f2daf4923086ddea1f91a73_cls = flash_addr_t_0xbc5497e62418e63a77a46a7bd3c984f73cb42dd66f2daf4923086ddea1f91a73_cls(
                                                                     address=self.address+100,
                                                                     logger_handle=logger_handle+'.DATA_BASE_HI',
                                                                     inst_name='DATA_BASE_HI', parent=self)
        
            
        self.__SPARE_BASE_LO:flash_addr_t_0x7b40b6e856fc0755aa3d5659032e3b83caef079f5831449e11a272d435566b06_cls = flash_addr_t_0x7b40b6e856fc0755aa3d5659032e3b83caef079f5831449e11a272d435566b06_cls(
                                                                     address=self.address+104,
                                                                     logger_handle=logger_handle+'.SPARE_BASE_LO',
                                                                     inst_name='SPARE_BASE_LO', parent=self)
        
            
        self.__SPARE_BASE_HI:flash_addr_t_0xdbe45cf23467bb0cfcaa8f35be9e5418a34342c73830cbf9f9d6321d39f8193c_cls = flash_addr_t_0xdbe45cf23467bb0cfcaa8f35be9e5418a34342c73830cbf9f9d6321d39f8193c_cls(
                                                                     address=self.address+108,
                                                                     logger_handle=logger_handle+'.SPARE_BASE_HI',
                                                                     inst_name='SPARE_BASE_HI', parent=self)
        
            
        self.__BBT_SEL:flash_BBT_SEL_0xc0a0e9bf3004b98cdf2328ba003d16a2557ca5934ebdea88380faf44bc9ca630_cls = flash_BBT_SEL_0xc0a0e9bf3004b98cdf2328ba003d16a2557ca5934ebdea88380faf44bc9ca630_cls(
                                                                     address=self.address+128,
                                                                     logger_handle=logger_handle+'.BBT_SEL',
                                                                     inst_name='BBT_SEL', parent=self)
        
            
        self.__BBT_STATE:flash_BBT_STATE_0xd5aa58690035844a65d00fc4c056c98e8a119e58c0be7c58f2158cbc0186862e_cls = flash_BBT_STATE_0xd5aa58690035844a65d00fc4c056c98e8a119e58c0be7c58f2158cbc0186862e_cls(
                                                                     address=self.address+132,
                                                                     logger_handle=logger_handle+'.BBT_STATE',
                                                                     inst_name='BBT_STATE', parent=self)
        
            
        self.__BBT_CTRL:flash_BBT_CTRL_0x56cec55d326c7e7f65ab4491bf2b7fbfdcd45fa21f06492cca99a3458f737c0b_cls = flash_BBT_CTRL_0x56cec55d326c7e7f65ab4491bf2b7fbfdcd45fa21f06492cca99a3458f737c0b_cls(
                                                                     address=self.address+136,
                                                                     logger_handle=logger_handle+'.BBT_CTRL',
                                                                     inst_name='BBT_CTRL', parent=self)
        
            
        self.__FAULT_SEL:flash_FAULT_SEL_0x1c8bd57c10e480042a3e8fda9c9c2346bf772b53caa463066c86de6df01e97d3_cls = flash_FAULT_SEL_0x1c8bd57c10e480042a3e8fda9c9c2346bf772b53caa463066c86de6df01e97d3_cls(
                                                                     address=self.address+160,
                                                                     logger_handle=logger_handle+'.FAULT_SEL',
                                                                     inst_name='FAULT_SEL', parent=self)
        
            
        self.__FAULT_ADDR:flash_FAULT_ADDR_0xeefd77b0feb39f05a7f3b0b495c4f188e9c09bfbe14f9a9672073d2aba2dddb8_cls = flash_FAULT_ADDR_0xeefd77b0feb39f05a7f3b0b495c4f188e9c09bfbe14f9a9672073d2aba2dddb8_cls(
                                                                     address=self.address+164,
                                                                     logger_handle=logger_handle+'.FAULT_ADDR',
                                                                     inst_name='FAULT_ADDR', parent=self)
        
            
        self.__FAULT_RULE:flash_FAULT_RULE_0xd9b1c581cdcdde882f1023234a9daaf59a6b86f901c85a227cbd99be0cbad97c_cls = flash_FAULT_RULE_0xd9b1c581cdcdde882f1023234a9daaf59a6b86f901c85a227cbd99be0cbad97c_cls(
                                                                     address=self.address+168,
                                                                     logger_handle=logger_handle+'.FAULT_RULE',
                                                                     inst_name='FAULT_RULE', parent=self)
        
            
        self.__RATE_UECC:flash_RATE_UECC_0x1e79ceb8d8cb25475dde1d7f5ea4f25610cb01d7dd2bf80bbd1bff382fc4efad_cls = flash_RATE_UECC_0x1e79ceb8d8cb25475dde1d7f5ea4f25610cb01d7dd2bf80bbd1bff382fc4efad_cls(
                                                                     address=self.address+176,
                                                                     logger_handle=logger_handle+'.RATE_UECC',
                                                                     inst_name='RATE_UECC', parent=self)
        
            
        self.__RATE_PROGRAM:flash_RATE_PROGRAM_0xc2177eeeb33576d89f90ee0c1a34d8b8a6d0e40e0d341295525fb5876c611253_cls = flash_RATE_PROGRAM_0xc2177eeeb33576d89f90ee0c1a34d8b8a6d0e40e0d341295525fb5876c611253_cls(
                                                                     address=self.address+180,
                                                                     logger_handle=logger_handle+'.RATE_PROGRAM',
                                                                     inst_name='RATE_PROGRAM', parent=self)
        
            
        self.__RATE_ERASE:flash_RATE_ERASE_0xeb337dc2520bc2cbc0703520903dbcf89636c2e82c096e65502b6bc0261e51c3_cls = flash_RATE_ERASE_0xeb337dc2520bc2cbc0703520903dbcf89636c2e82c096e65502b6bc0261e51c3_cls(
                                                                     address=self.address+184,
                                                                     logger_handle=logger_handle+'.RATE_ERASE',
                                                                     inst_name='RATE_ERASE', parent=self)
        
            
        self.__MON_SEL:flash_MON_SEL_0xe83aaa4186ff3aa22af96a8235ed03ab31461381aec89c63a49665028f5eb0c4_cls = flash_MON_SEL_0xe83aaa4186ff3aa22af96a8235ed03ab31461381aec89c63a49665028f5eb0c4_cls(
                                                                     address=self.address+192,
                                                                     logger_handle=logger_handle+'.MON_SEL',
                                                                     inst_name='MON_SEL', parent=self)
        
            
        self.__MON_DATA:flash_MON_DATA_0x9f0d6d72a1a79b92e47e2c318afd1e07609b3b4b5faf7ba5837f65cfd12f4b27_cls = flash_MON_DATA_0x9f0d6d72a1a79b92e47e2c318afd1e07609b3b4b5faf7ba5837f65cfd12f4b27_cls(
                                                                     address=self.address+196,
                                                                     logger_handle=logger_handle+'.MON_DATA',
                                                                     inst_name='MON_DATA', parent=self)
        
            
        self.__CYCLES:flash_CYCLES_0x4a1baf2d006e44ad000a13f4b506f69778fca16f08b10f740fb798f55c3d254c_cls = flash_CYCLES_0x4a1baf2d006e44ad000a13f4b506f69778fca16f08b10f740fb798f55c3d254c_cls(
                                                                     address=self.address+200,
                                                                     logger_handle=logger_handle+'.CYCLES',
                                                                     inst_name='CYCLES', parent=self)
        

    @property
    def size(self) -> int:
        return 204
    @property
    def GEOMETRY(self) -> 'flash_GEOMETRY_0x3adb7c2ad4032d932a718243138b8396447779a2fe9195125c4c06d5585a9193_cls':
        """
        Property to access GEOMETRY 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Geometry: organisation                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GEOMETRY
        
    @property
    def GEOMETRY_BLOCKS(self) -> 'flash_GEOMETRY_BLOCKS_0xe6e2f13af5f3f02b6319f7bbb90ba25a38121b03a980b20659afd21b4af9cab8_cls':
        """
        Property to access GEOMETRY_BLOCKS 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Geometry: blocks and pages                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GEOMETRY_BLOCKS
        
    @property
    def GEOMETRY_PAGE(self) -> 'flash_GEOMETRY_PAGE_0x1b896321ffa2e4a77c3af26fad4264909db31e8def1af7db09c6910da112834f_cls':
        """
        Property to access GEOMETRY_PAGE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Geometry: page size                                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GEOMETRY_PAGE
        
    @property
    def GEOMETRY_SPARE(self) -> 'flash_GEOMETRY_SPARE_0xf9a819cc97a4beffdcf832c4ceab92d3bd919a790f6e5017a35137dbe102272f_cls':
        """
        Property to access GEOMETRY_SPARE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Geometry: spare size                                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GEOMETRY_SPARE
        
    @property
    def T_READ(self) -> 'flash_time_t_0xc54bb7e4722537848321d037791caa1d9ed97177b499e8b9797f50632856d90f_cls':
        """
        Property to access T_READ 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tR, uniform page type (cycles)                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_READ
        
    @property
    def T_PROG(self) -> 'flash_time_t_0x1cb704c4396e9a6b5948e5619e69920adeaca24a4e16d0cf96cd83aacb21ce24_cls':
        """
        Property to access T_PROG 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tPROG, uniform page type (cycles)                                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_PROG
        
    @property
    def T_ERASE(self) -> 'flash_time_t_0xf1a954330cb6a817067e263483e1a75acc10319f2cc447ba286983cbfe0f27aa_cls':
        """
        Property to access T_ERASE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tBERS (cycles)                                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_ERASE
        
    @property
    def T_CMD(self) -> 'flash_time_t_0xf27d558369539638fb258405532f4f155f4b0e678e919f092508efaf0c3292a9_cls':
        """
        Property to access T_CMD 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Command and address cycles on the channel bus, per operation       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_CMD
        
    @property
    def T_READ_LSB(self) -> 'flash_time_t_0x32dd804e56464a1f22cff634e9bfd63df7f545999aa512ebb341399aa0b8bac9_cls':
        """
        Property to access T_READ_LSB 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tR of an LSB page (cycles)                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_READ_LSB
        
    @property
    def T_READ_CSB(self) -> 'flash_time_t_0x3f5a9527c1097e1377f225aa3fc3de4d71c42c415ce4a7ed7e8c12e30ecac20f_cls':
        """
        Property to access T_READ_CSB 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tR of a CSB page (cycles)                                          |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_READ_CSB
        
    @property
    def T_READ_MSB(self) -> 'flash_time_t_0x6b4ccdfe9061967654bef72bf82397f5681545a752b2b11454889f1581d2111f_cls':
        """
        Property to access T_READ_MSB 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tR of an MSB page (cycles)                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_READ_MSB
        
    @property
    def T_PROG_LSB(self) -> 'flash_time_t_0x52d37a6dfdf0dee37fceb8409b3f684ce1660a5f2134647fa6e5cec7d7846e64_cls':
        """
        Property to access T_PROG_LSB 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tPROG of an LSB page (cycles)                                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_PROG_LSB
        
    @property
    def T_PROG_CSB(self) -> 'flash_time_t_0x49d28de69882ca6c1a129a9c8bbd158d6c128ef3fccc3bb0d2654af6bd91ffb7_cls':
        """
        Property to access T_PROG_CSB 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tPROG of a CSB page (cycles)                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_PROG_CSB
        
    @property
    def T_PROG_MSB(self) -> 'flash_time_t_0x655de989e4b2d1ac06c15b8c72f05aed2bb26763ef830b4980d94637b9012303_cls':
        """
        Property to access T_PROG_MSB 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      tPROG of an MSB page (cycles)                                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__T_PROG_MSB
        
    @property
    def BUS_RATE(self) -> 'flash_BUS_RATE_0xb8dd7906f31a581f8901f37ad8a813e21c65829fd50c6678e475561989726815_cls':
        """
        Property to access BUS_RATE 

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
        return self.__BUS_RATE
        
    @property
    def TIME_SCALE(self) -> 'flash_TIME_SCALE_0x197d4a97d5f70c47d3949e498498afb024326f36fcdcbd69366dcf1dfce96796_cls':
        """
        Property to access TIME_SCALE 

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
        return self.__TIME_SCALE
        
    @property
    def PAGE_TYPES(self) -> 'flash_PAGE_TYPES_0xf9e9736e8d58ce1d35a0f4e88d60e93d76a6ac72db9c96512abb4735e13671f4_cls':
        """
        Property to access PAGE_TYPES 

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
        return self.__PAGE_TYPES
        
    @property
    def SCHED(self) -> 'flash_SCHED_0xae2c8f280242d967d1411ce58203c1fc4f034063828edf62a091da7b03472758_cls':
        """
        Property to access SCHED 

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
        return self.__SCHED
        
    @property
    def DATA_BASE_LO(self) -> 'flash_addr_t_0x4c7057c3ff88e5fec83a3a6fd55e8e928ac535768ab09fbb52957bd7291fbba5_cls':
        """
        Property to access DATA_BASE_LO 

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
        return self.__DATA_BASE_LO
        
    @property
    def DATA_BASE_HI(self) -> 'flash_addr_t_0xbc5497e62418e63a77a46a7bd3c984f73cb42dd66f2daf4923086ddea1f91a73_cls':
        """
        Property to access DATA_BASE_HI 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Array data base address, high word                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DATA_BASE_HI
        
    @property
    def SPARE_BASE_LO(self) -> 'flash_addr_t_0x7b40b6e856fc0755aa3d5659032e3b83caef079f5831449e11a272d435566b06_cls':
        """
        Property to access SPARE_BASE_LO 

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
        return self.__SPARE_BASE_LO
        
    @property
    def SPARE_BASE_HI(self) -> 'flash_addr_t_0xdbe45cf23467bb0cfcaa8f35be9e5418a34342c73830cbf9f9d6321d39f8193c_cls':
        """
        Property to access SPARE_BASE_HI 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Array spare-area base address, high word                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SPARE_BASE_HI
        
    @property
    def BBT_SEL(self) -> 'flash_BBT_SEL_0xc0a0e9bf3004b98cdf2328ba003d16a2557ca5934ebdea88380faf44bc9ca630_cls':
        """
        Property to access BBT_SEL 

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
        return self.__BBT_SEL
        
    @property
    def BBT_STATE(self) -> 'flash_BBT_STATE_0xd5aa58690035844a65d00fc4c056c98e8a119e58c0be7c58f2158cbc0186862e_cls':
        """
        Property to access BBT_STATE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Bad-block table: selected block                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BBT_STATE
        
    @property
    def BBT_CTRL(self) -> 'flash_BBT_CTRL_0x56cec55d326c7e7f65ab4491bf2b7fbfdcd45fa21f06492cca99a3458f737c0b_cls':
        """
        Property to access BBT_CTRL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Bad-block table: change                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BBT_CTRL
        
    @property
    def FAULT_SEL(self) -> 'flash_FAULT_SEL_0x1c8bd57c10e480042a3e8fda9c9c2346bf772b53caa463066c86de6df01e97d3_cls':
        """
        Property to access FAULT_SEL 

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
        return self.__FAULT_SEL
        
    @property
    def FAULT_ADDR(self) -> 'flash_FAULT_ADDR_0xeefd77b0feb39f05a7f3b0b495c4f188e9c09bfbe14f9a9672073d2aba2dddb8_cls':
        """
        Property to access FAULT_ADDR 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Fault rule address (staged)                                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__FAULT_ADDR
        
    @property
    def FAULT_RULE(self) -> 'flash_FAULT_RULE_0xd9b1c581cdcdde882f1023234a9daaf59a6b86f901c85a227cbd99be0cbad97c_cls':
        """
        Property to access FAULT_RULE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Fault rule kind (staged) and commit                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__FAULT_RULE
        
    @property
    def RATE_UECC(self) -> 'flash_RATE_UECC_0x1e79ceb8d8cb25475dde1d7f5ea4f25610cb01d7dd2bf80bbd1bff382fc4efad_cls':
        """
        Property to access RATE_UECC 

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
        return self.__RATE_UECC
        
    @property
    def RATE_PROGRAM(self) -> 'flash_RATE_PROGRAM_0xc2177eeeb33576d89f90ee0c1a34d8b8a6d0e40e0d341295525fb5876c611253_cls':
        """
        Property to access RATE_PROGRAM 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Program failure rate (1/65536)                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__RATE_PROGRAM
        
    @property
    def RATE_ERASE(self) -> 'flash_RATE_ERASE_0xeb337dc2520bc2cbc0703520903dbcf89636c2e82c096e65502b6bc0261e51c3_cls':
        """
        Property to access RATE_ERASE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Erase failure rate (1/65536)                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__RATE_ERASE
        
    @property
    def MON_SEL(self) -> 'flash_MON_SEL_0xe83aaa4186ff3aa22af96a8235ed03ab31461381aec89c63a49665028f5eb0c4_cls':
        """
        Property to access MON_SEL 

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
        return self.__MON_SEL
        
    @property
    def MON_DATA(self) -> 'flash_MON_DATA_0x9f0d6d72a1a79b92e47e2c318afd1e07609b3b4b5faf7ba5837f65cfd12f4b27_cls':
        """
        Property to access MON_DATA 

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
        return self.__MON_DATA
        
    @property
    def CYCLES(self) -> 'flash_CYCLES_0x4a1baf2d006e44ad000a13f4b506f69778fca16f08b10f740fb798f55c3d254c_cls':
        """
        Property to access CYCLES 

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
        return self.__CYCLES
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'GEOMETRY':'GEOMETRY','GEOMETRY_BLOCKS':'GEOMETRY_BLOCKS','GEOMETRY_PAGE':'GEOMETRY_PAGE','GEOMETRY_SPARE':'GEOMETRY_SPARE','T_READ':'T_READ','T_PROG':'T_PROG','T_ERASE':'T_ERASE','T_CMD':'T_CMD','T_READ_LSB':'T_READ_LSB','T_READ_CSB':'T_READ_CSB','T_READ_MSB':'T_READ_MSB','T_PROG_LSB':'T_PROG_LSB','T_PROG_CSB':'T_PROG_CSB','T_PROG_MSB':'T_PROG_MSB','BUS_RATE':'BUS_RATE','TIME_SCALE':'TIME_SCALE','PAGE_TYPES':'PAGE_TYPES','SCHED':'SCHED','DATA_BASE_LO':'DATA_BASE_LO','DATA_BASE_HI':'DATA_BASE_HI','SPARE_BASE_LO':'SPARE_BASE_LO','SPARE_BASE_HI':'SPARE_BASE_HI','BBT_SEL':'BBT_SEL','BBT_STATE':'BBT_STATE','BBT_CTRL':'BBT_CTRL','FAULT_SEL':'FAULT_SEL','FAULT_ADDR':'FAULT_ADDR','FAULT_RULE':'FAULT_RULE','RATE_UECC':'RATE_UECC','RATE_PROGRAM':'RATE_PROGRAM','RATE_ERASE':'RATE_ERASE','MON_SEL':'MON_SEL','MON_DATA':'MON_DATA','CYCLES':'CYCLES',
            }

    
    
    
    
    
    
    # nodes:34
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEOMETRY"]) -> 'flash_GEOMETRY_0x3adb7c2ad4032d932a718243138b8396447779a2fe9195125c4c06d5585a9193_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEOMETRY_BLOCKS"]) -> 'flash_GEOMETRY_BLOCKS_0xe6e2f13af5f3f02b6319f7bbb90ba25a38121b03a980b20659afd21b4af9cab8_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEOMETRY_PAGE"]) -> 'flash_GEOMETRY_PAGE_0x1b896321ffa2e4a77c3af26fad4264909db31e8def1af7db09c6910da112834f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEOMETRY_SPARE"]) -> 'flash_GEOMETRY_SPARE_0xf9a819cc97a4beffdcf832c4ceab92d3bd919a790f6e5017a35137dbe102272f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_READ"]) -> 'flash_time_t_0xc54bb7e4722537848321d037791caa1d9ed97177b499e8b9797f50632856d90f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_PROG"]) -> 'flash_time_t_0x1cb704c4396e9a6b5948e5619e69920adeaca24a4e16d0cf96cd83aacb21ce24_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_ERASE"]) -> 'flash_time_t_0xf1a954330cb6a817067e263483e1a75acc10319f2cc447ba286983cbfe0f27aa_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_CMD"]) -> 'flash_time_t_0xf27d558369539638fb258405532f4f155f4b0e678e919f092508efaf0c3292a9_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_READ_LSB"]) -> 'flash_time_t_0x32dd804e56464a1f22cff634e9bfd63df7f545999aa512ebb341399aa0b8bac9_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_READ_CSB"]) -> 'flash_time_t_0x3f5a9527c1097e1377f225aa3fc3de4d71c42c415ce4a7ed7e8c12e30ecac20f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_READ_MSB"]) -> 'flash_time_t_0x6b4ccdfe9061967654bef72bf82397f5681545a752b2b11454889f1581d2111f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_PROG_LSB"]) -> 'flash_time_t_0x52d37a6dfdf0dee37fceb8409b3f684ce1660a5f2134647fa6e5cec7d7846e64_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_PROG_CSB"]) -> 'flash_time_t_0x49d28de69882ca6c1a129a9c8bbd158d6c128ef3fccc3bb0d2654af6bd91ffb7_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["T_PROG_MSB"]) -> 'flash_time_t_0x655de989e4b2d1ac06c15b8c72f05aed2bb26763ef830b4980d94637b9012303_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BUS_RATE"]) -> 'flash_BUS_RATE_0xb8dd7906f31a581f8901f37ad8a813e21c65829fd50c6678e475561989726815_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["TIME_SCALE"]) -> 'flash_TIME_SCALE_0x197d4a97d5f70c47d3949e498498afb024326f36fcdcbd69366dcf1dfce96796_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["PAGE_TYPES"]) -> 'flash_PAGE_TYPES_0xf9e9736e8d58ce1d35a0f4e88d60e93d76a6ac72db9c96512abb4735e13671f4_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SCHED"]) -> 'flash_SCHED_0xae2c8f280242d967d1411ce58203c1fc4f034063828edf62a091da7b03472758_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DATA_BASE_LO"]) -> 'flash_addr_t_0x4c7057c3ff88e5fec83a3a6fd55e8e928ac535768ab09fbb52957bd7291fbba5_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DATA_BASE_HI"]) -> 'flash_addr_t_0xbc5497e62418e63a77a46a7bd3c984f73cb42dd66f2daf4923086ddea1f91a73_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SPARE_BASE_LO"]) -> 'flash_addr_t_0x7b40b6e856fc0755aa3d5659032e3b83caef079f5831449e11a272d435566b06_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SPARE_BASE_HI"]) -> 'flash_addr_t_0xdbe45cf23467bb0cfcaa8f35be9e5418a34342c73830cbf9f9d6321d39f8193c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BBT_SEL"]) -> 'flash_BBT_SEL_0xc0a0e9bf3004b98cdf2328ba003d16a2557ca5934ebdea88380faf44bc9ca630_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BBT_STATE"]) -> 'flash_BBT_STATE_0xd5aa58690035844a65d00fc4c056c98e8a119e58c0be7c58f2158cbc0186862e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BBT_CTRL"]) -> 'flash_BBT_CTRL_0x56cec55d326c7e7f65ab4491bf2b7fbfdcd45fa21f06492cca99a3458f737c0b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["FAULT_SEL"]) -> 'flash_FAULT_SEL_0x1c8bd57c10e480042a3e8fda9c9c2346bf772b53caa463066c86de6df01e97d3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["FAULT_ADDR"]) -> 'flash_FAULT_ADDR_0xeefd77b0feb39f05a7f3b0b495c4f188e9c09bfbe14f9a9672073d2aba2dddb8_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["FAULT_RULE"]) -> 'flash_FAULT_RULE_0xd9b1c581cdcdde882f1023234a9daaf59a6b86f901c85a227cbd99be0cbad97c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["RATE_UECC"]) -> 'flash_RATE_UECC_0x1e79ceb8d8cb25475dde1d7f5ea4f25610cb01d7dd2bf80bbd1bff382fc4efad_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["RATE_PROGRAM"]) -> 'flash_RATE_PROGRAM_0xc2177eeeb33576d89f90ee0c1a34d8b8a6d0e40e0d341295525fb5876c611253_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["RATE_ERASE"]) -> 'flash_RATE_ERASE_0xeb337dc2520bc2cbc0703520903dbcf89636c2e82c096e65502b6bc0261e51c3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MON_SEL"]) -> 'flash_MON_SEL_0xe83aaa4186ff3aa22af96a8235ed03ab31461381aec89c63a49665028f5eb0c4_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MON_DATA"]) -> 'flash_MON_DATA_0x9f0d6d72a1a79b92e47e2c318afd1e07609b3b4b5faf7ba5837f65cfd12f4b27_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CYCLES"]) -> 'flash_CYCLES_0x4a1baf2d006e44ad000a13f4b506f69778fca16f08b10f740fb798f55c3d254c_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['flash_GEOMETRY_0x3adb7c2ad4032d932a718243138b8396447779a2fe9195125c4c06d5585a9193_cls', 'flash_GEOMETRY_BLOCKS_0xe6e2f13af5f3f02b6319f7bbb90ba25a38121b03a980b20659afd21b4af9cab8_cls', 'flash_GEOMETRY_PAGE_0x1b896321ffa2e4a77c3af26fad4264909db31e8def1af7db09c6910da112834f_cls', 'flash_GEOMETRY_SPARE_0xf9a819cc97a4beffdcf832c4ceab92d3bd919a790f6e5017a35137dbe102272f_cls', 'flash_time_t_0xc54bb7e4722537848321d037791caa1d9ed97177b499e8b9797f50632856d90f_cls', 'flash_time_t_0x1cb704c4396e9a6b5948e5619e69920adeaca24a4e16d0cf96cd83aacb21ce24_cls', 'flash_time_t_0xf1a954330cb6a817067e263483e1a75acc10319f2cc447ba286983cbfe0f27aa_cls', 'flash_time_t_0xf27d558369539638fb258405532f4f155f4b0e678e919f092508efaf0c3292a9_cls', 'flash_time_t_0x32dd804e56464a1f22cff634e9bfd63df7f545999aa512ebb341399aa0b8bac9_cls', 'flash_time_t_0x3f5a9527c1097e1377f225aa3fc3de4d71c42c415ce4a7ed7e8c12e30ecac20f_cls', 'flash_time_t_0x6b4ccdfe9061967654bef72bf82397f5681545a752b2b11454889f1581d2111f_cls', 'flash_time_t_0x52d37a6dfdf0dee37fceb8409b3f684ce1660a5f2134647fa6e5cec7d7846e64_cls', 'flash_time_t_0x49d28de69882ca6c1a129a9c8bbd158d6c128ef3fccc3bb0d2654af6bd91ffb7_cls', 'flash_time_t_0x655de989e4b2d1ac06c15b8c72f05aed2bb26763ef830b4980d94637b9012303_cls', 'flash_BUS_RATE_0xb8dd7906f31a581f8901f37ad8a813e21c65829fd50c6678e475561989726815_cls', 'flash_TIME_SCALE_0x197d4a97d5f70c47d3949e498498afb024326f36fcdcbd69366dcf1dfce96796_cls', 'flash_PAGE_TYPES_0xf9e9736e8d58ce1d35a0f4e88d60e93d76a6ac72db9c96512abb4735e13671f4_cls', 'flash_SCHED_0xae2c8f280242d967d1411ce58203c1fc4f034063828edf62a091da7b03472758_cls', 'flash_addr_t_0x4c7057c3ff88e5fec83a3a6fd55e8e928ac535768ab09fbb52957bd7291fbba5_cls', 'flash_addr_t_0xbc5497e62418e63a77a46a7bd3c984f73cb42dd66f2daf4923086ddea1f91a73_cls', 'flash_addr_t_0x7b40b6e856fc0755aa3d5659032e3b83caef079f5831449e11a272d435566b06_cls', 'flash_addr_t_0xdbe45cf23467bb0cfcaa8f35be9e5418a34342c73830cbf9f9d6321d39f8193c_cls', 'flash_BBT_SEL_0xc0a0e9bf3004b98cdf2328ba003d16a2557ca5934ebdea88380faf44bc9ca630_cls', 'flash_BBT_STATE_0xd5aa58690035844a65d00fc4c056c98e8a119e58c0be7c58f2158cbc0186862e_cls', 'flash_BBT_CTRL_0x56cec55d326c7e7f65ab4491bf2b7fbfdcd45fa21f06492cca99a3458f737c0b_cls', 'flash_FAULT_SEL_0x1c8bd57c10e480042a3e8fda9c9c2346bf772b53caa463066c86de6df01e97d3_cls', 'flash_FAULT_ADDR_0xeefd77b0feb39f05a7f3b0b495c4f188e9c09bfbe14f9a9672073d2aba2dddb8_cls', 'flash_FAULT_RULE_0xd9b1c581cdcdde882f1023234a9daaf59a6b86f901c85a227cbd99be0cbad97c_cls', 'flash_RATE_UECC_0x1e79ceb8d8cb25475dde1d7f5ea4f25610cb01d7dd2bf80bbd1bff382fc4efad_cls', 'flash_RATE_PROGRAM_0xc2177eeeb33576d89f90ee0c1a34d8b8a6d0e40e0d341295525fb5876c611253_cls', 'flash_RATE_ERASE_0xeb337dc2520bc2cbc0703520903dbcf89636c2e82c096e65502b6bc0261e51c3_cls', 'flash_MON_SEL_0xe83aaa4186ff3aa22af96a8235ed03ab31461381aec89c63a49665028f5eb0c4_cls', 'flash_MON_DATA_0x9f0d6d72a1a79b92e47e2c318afd1e07609b3b4b5faf7ba5837f65cfd12f4b27_cls', 'flash_CYCLES_0x4a1baf2d006e44ad000a13f4b506f69778fca16f08b10f740fb798f55c3d254c_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Flash back end"
    @property
    def rdl_desc(self) -> str:
        return "Geometry, timing model, scheduling policy, array placement, fault injection and\nmonitors of the DRAM-emulated NAND array."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.GEOMETRY
        yield self.GEOMETRY_BLOCKS
        yield self.GEOMETRY_PAGE
        yield self.GEOMETRY_SPARE
        yield self.T_READ
        yield self.T_PROG
        yield self.T_ERASE
        yield self.T_CMD
        yield self.T_READ_LSB
        yield self.T_READ_CSB
        yield self.T_READ_MSB
        yield self.T_PROG_LSB
        yield self.T_PROG_CSB
        yield self.T_PROG_MSB
        yield self.BUS_RATE
        yield self.TIME_SCALE
        yield self.PAGE_TYPES
        yield self.SCHED
        yield self.DATA_BASE_LO
        yield self.DATA_BASE_HI
        yield self.SPARE_BASE_LO
        yield self.SPARE_BASE_HI
        yield self.BBT_SEL
        yield self.BBT_STATE
        yield self.BBT_CTRL
        yield self.FAULT_SEL
        yield self.FAULT_ADDR
        yield self.FAULT_RULE
        yield self.RATE_UECC
        yield self.RATE_PROGRAM
        yield self.RATE_ERASE
        yield self.MON_SEL
        yield self.MON_DATA
        yield self.CYCLES
        
        
    

    
    
class nvme_set_0xe9fa95fd5c6bc15e2615affea7493ab711a3529c32df8b4566b823823cba5786_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      NVM set command queues                                             |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Per-set hardware queues: new I/O commands (CMD_<em>), transfer  |
    |              |      and completion requests (REQ_</em>), transfer results (DONE_*).    |
    |              |      Queues are popped or pushed by writing 1 to their POP/GO field     |
    |              |      after the data registers were read or written.</p>                 |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__STATUS', '__IRQ_ENABLE', '__GEOMETRY', '__CMD_INFO', '__CMD_LEN', '__CMD_POP', '__CMD_DW0', '__CMD_DW1', '__CMD_DW2', '__CMD_DW3', '__CMD_DW4', '__CMD_DW5', '__CMD_DW6', '__CMD_DW7', '__CMD_DW8', '__CMD_DW9', '__CMD_DW10', '__CMD_DW11', '__CMD_DW12', '__CMD_DW13', '__CMD_DW14', '__CMD_DW15', '__REQ_LOCAL', '__REQ_OFFSET', '__REQ_LEN', '__REQ_DW0', '__REQ_CTRL', '__DONE_INFO', '__DONE_POP', '__CMDS', '__XFERS', '__CPLS', '__REQ_OVERFLOW']

    def __init__(self, *,
                 address:int,
                 logger_handle:str,
                 inst_name:str,
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

        
            
        self.__STATUS:nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls = nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls(
                                                                     address=self.address+0,
                                                                     logger_handle=logger_handle+'.STATUS',
                                                                     inst_name='STATUS', parent=self)
        
            
        self.__IRQ_ENABLE:nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls = nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls(
                                                                     address=self.address+4,
                                                                     logger_handle=logger_handle+'.IRQ_ENABLE',
                                                                     inst_name='IRQ_ENABLE', parent=self)
        
            
        self.__GEOMETRY:nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls = nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls(
                                                                     address=self.address+8,
                                                                     logger_handle=logger_handle+'.GEOMETRY',
                                                                     inst_name='GEOMETRY', parent=self)
        
            
        self.__CMD_INFO:nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls = nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls(
                                                                     address=self.address+16,
                                                                     logger_handle=logger_handle+'.CMD_INFO',
                                                                     inst_name='CMD_INFO', parent=self)
        
            
        self.__CMD_LEN:nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls = nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls(
                                                                     address=self.address+20,
                                                                     logger_handle=logger_handle+'.CMD_LEN',
                                                                     inst_name='CMD_LEN', parent=self)
        
            
        self.__CMD_POP:nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls = nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls(
                                                                     address=self.address+24,
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
        
            
        self.__REQ_LOCAL:nvme_set_REQ_LOCAL_0xa83152ad9cfda1cbbf753f652720319fd480d970a0737aab85d2333c58d94789_cls = nvme_set_REQ_LOCAL_0xa83152ad9cfda1cbbf753f652720319fd480d970a0737aab85d2333c58d94789_cls(
                                                                     address=self.address+128,
                                                                     logger_handle=logger_handle+'.REQ_LOCAL',
                                                                     inst_name='REQ_LOCAL', parent=self)
        
            
        self.__REQ_OFFSET:nvme_set_REQ_OFFSET_0x33536299de5bb2d03925c5614f32278c02a8bd136bbe8b58fdf5a374546df82a_cls = nvme_set_REQ_OFFSET_0x33536299de5bb2d03925c5614f32278c02a8bd136bbe8b58fdf5a374546df82a_cls(
                                                                     address=self.address+132,
                                                                     logger_handle=logger_handle+'.REQ_OFFSET',
                                                                     inst_name='REQ_OFFSET', parent=self)
        
            
        self.__REQ_LEN:nvme_set_REQ_LEN_0x329eacbfdc13578badcfd49d294d527999a73c7f0b7e90e78dc2a018d0e113d3_cls = nvme_set_REQ_LEN_0x329eacbfdc13578badcfd49d294d527999a73c7f0b7e90e78dc2a018d0e113d3_cls(
                                                                     address=self.address+136,
                                                                     logger_handle=logger_handle+'.REQ_LEN',
                                                                     inst_name='REQ_LEN', parent=self)
        
            
        self.__REQ_DW0:nvme_set_REQ_DW0_0x51ce163b91d054c1daaafca6dc00de0afc94a1574a6d2bfe60e0593497c629e7_cls = nvme_set_REQ_DW0_0x51ce163b91d054c1daaafca6dc00de0afc94a1574a6d2bfe60e0593497c629e7_cls(
                                                                     address=self.address+140,
                                                                     logger_handle=logger_handle+'.REQ_DW0',
                                                                     inst_name='REQ_DW0', parent=self)
        
            
        self.__REQ_CTRL:nvme_set_REQ_CTRL_0xa74ec50bd6699ab806e9d8acb4563887a0ca7670136931d3db854ce225cc58f0_cls = nvme_set_REQ_CTRL_0xa74ec50bd6699ab806e9d8acb4563887a0ca7670136931d3db854ce225cc58f0_cls(
                                                                     address=self.address+144,
                                                                     logger_handle=logger_handle+'.REQ_CTRL',
                                                                     inst_name='REQ_CTRL', parent=self)
        
            
        self.__DONE_INFO:nvme_set_DONE_INFO_0xaa6e3cd0105ba6b886fb438dd1ab41a6e4868ba9a7e514b975d5a1edc405bb61_cls = nvme_set_DONE_INFO_0xaa6e3cd0105ba6b886fb438dd1ab41a6e4868ba9a7e514b975d5a1edc405bb61_cls(
                                                                     address=self.address+160,
                                                                     logger_handle=logger_handle+'.DONE_INFO',
                                                                     inst_name='DONE_INFO', parent=self)
        
            
        self.__DONE_POP:nvme_set_DONE_POP_0x7e561b25fdd8ea709bab114712d20402361aeb8fbd2d3bdff30009fbd38c1bf_cls = nvme_set_DONE_POP_0x7e561b25fdd8ea709bab114712d20402361aeb8fbd2d3bdff30009fbd38c1bf_cls(
                                                                     address=self.address+164,
                                                                     logger_handle=logger_handle+'.DONE_POP',
                                                                     inst_name='DONE_POP', parent=self)
        
            
        self.__CMDS:nvme_set_counter_t_0xdac6b147d7b4c02428cfb07229f6195358dac83137ca25c36636b5e867043a09_cls = nvme_set_counter_t_0xdac6b147d7b4c02428cfb07229f6195358dac83137ca25c36636b5e867043a09_cls(
                                                                     address=self.address+192,
                                                                     logger_handle=logger_handle+'.CMDS',
                                                                     inst_name='CMDS', parent=self)
        
            
        self.__XFERS:nvme_set_counter_t_0x9c3bd52fb4f1adfaf0d53258d2c7cd90dd9d5f86262deacf6f5f2c87ca823c63_cls = nvme_set_counter_t_0x9c3bd52fb4f1adfaf0d53258d2c7cd90dd9d5f86262deacf6f5f2c87ca823c63_cls(
                                                                     address=self.address+196,
                                                                     logger_handle=logger_handle+'.XFERS',
                                                                     inst_name='XFERS', parent=self)
        
            
        self.__CPLS:nvme_set_counter_t_0x3abbb6d5b0deff3a77d0e84eaa278c7927cd9a8c2c58880dd31032e57765fce_cls = nvme_set_counter_t_0x3abbb6d5b0deff3a77d0e84eaa278c7927cd9a8c2c58880dd31032e57765fce_cls(
                                                                     address=self.address+200,
                                                                     logger_handle=logger_handle+'.CPLS',
                                                                     inst_name='CPLS', parent=self)
        
            
        self.__REQ_OVERFLOW:nvme_set_counter_t_0xd23cd2409a676e11d6fc2bf6d3b3aaa8dc6c6a99e97aeecb3c17a4cb8f1f226b_cls = nvme_set_counter_t_0xd23cd2409a676e11d6fc2bf6d3b3aaa8dc6c6a99e97aeecb3c17a4cb8f1f226b_cls(
                                                                     address=self.address+204,
                                                                     logger_handle=logger_handle+'.REQ_OVERFLOW',
                                                                     inst_name='REQ_OVERFLOW', parent=self)
        

    @property
    def size(self) -> int:
        return 208
    @property
    def STATUS(self) -> 'nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls':
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
        """
        return self.__STATUS
        
    @property
    def IRQ_ENABLE(self) -> 'nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls':
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
        |              |      <p>Which non-empty queues raise this set's interrupt line          |
        |              |      (level).</p>                                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__IRQ_ENABLE
        
    @property
    def GEOMETRY(self) -> 'nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls':
        """
        Property to access GEOMETRY 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Set geometry                                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__GEOMETRY
        
    @property
    def CMD_INFO(self) -> 'nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls':
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
    def CMD_LEN(self) -> 'nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls':
        """
        Property to access CMD_LEN 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Command data length                                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CMD_LEN
        
    @property
    def CMD_POP(self) -> 'nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls':
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
    def REQ_LOCAL(self) -> 'nvme_set_REQ_LOCAL_0xa83152ad9cfda1cbbf753f652720319fd480d970a0737aab85d2333c58d94789_cls':
        """
        Property to access REQ_LOCAL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Transfer local address                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__REQ_LOCAL
        
    @property
    def REQ_OFFSET(self) -> 'nvme_set_REQ_OFFSET_0x33536299de5bb2d03925c5614f32278c02a8bd136bbe8b58fdf5a374546df82a_cls':
        """
        Property to access REQ_OFFSET 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Transfer offset                                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__REQ_OFFSET
        
    @property
    def REQ_LEN(self) -> 'nvme_set_REQ_LEN_0x329eacbfdc13578badcfd49d294d527999a73c7f0b7e90e78dc2a018d0e113d3_cls':
        """
        Property to access REQ_LEN 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Transfer length                                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__REQ_LEN
        
    @property
    def REQ_DW0(self) -> 'nvme_set_REQ_DW0_0x51ce163b91d054c1daaafca6dc00de0afc94a1574a6d2bfe60e0593497c629e7_cls':
        """
        Property to access REQ_DW0 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completion dword 0                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__REQ_DW0
        
    @property
    def REQ_CTRL(self) -> 'nvme_set_REQ_CTRL_0xa74ec50bd6699ab806e9d8acb4563887a0ca7670136931d3db854ce225cc58f0_cls':
        """
        Property to access REQ_CTRL 

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
        return self.__REQ_CTRL
        
    @property
    def DONE_INFO(self) -> 'nvme_set_DONE_INFO_0xaa6e3cd0105ba6b886fb438dd1ab41a6e4868ba9a7e514b975d5a1edc405bb61_cls':
        """
        Property to access DONE_INFO 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Transfer result                                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DONE_INFO
        
    @property
    def DONE_POP(self) -> 'nvme_set_DONE_POP_0x7e561b25fdd8ea709bab114712d20402361aeb8fbd2d3bdff30009fbd38c1bf_cls':
        """
        Property to access DONE_POP 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Transfer result pop                                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DONE_POP
        
    @property
    def CMDS(self) -> 'nvme_set_counter_t_0xdac6b147d7b4c02428cfb07229f6195358dac83137ca25c36636b5e867043a09_cls':
        """
        Property to access CMDS 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Commands delivered to this set                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CMDS
        
    @property
    def XFERS(self) -> 'nvme_set_counter_t_0x9c3bd52fb4f1adfaf0d53258d2c7cd90dd9d5f86262deacf6f5f2c87ca823c63_cls':
        """
        Property to access XFERS 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Transfer requests accepted                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__XFERS
        
    @property
    def CPLS(self) -> 'nvme_set_counter_t_0x3abbb6d5b0deff3a77d0e84eaa278c7927cd9a8c2c58880dd31032e57765fce_cls':
        """
        Property to access CPLS 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Completions (requested and automatic)                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CPLS
        
    @property
    def REQ_OVERFLOW(self) -> 'nvme_set_counter_t_0xd23cd2409a676e11d6fc2bf6d3b3aaa8dc6c6a99e97aeecb3c17a4cb8f1f226b_cls':
        """
        Property to access REQ_OVERFLOW 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      REQ_CTRL.GO writes while the request queue was full (lost)         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__REQ_OVERFLOW
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'STATUS':'STATUS','IRQ_ENABLE':'IRQ_ENABLE','GEOMETRY':'GEOMETRY','CMD_INFO':'CMD_INFO','CMD_LEN':'CMD_LEN','CMD_POP':'CMD_POP','CMD_DW0':'CMD_DW0','CMD_DW1':'CMD_DW1','CMD_DW2':'CMD_DW2','CMD_DW3':'CMD_DW3','CMD_DW4':'CMD_DW4','CMD_DW5':'CMD_DW5','CMD_DW6':'CMD_DW6','CMD_DW7':'CMD_DW7','CMD_DW8':'CMD_DW8','CMD_DW9':'CMD_DW9','CMD_DW10':'CMD_DW10','CMD_DW11':'CMD_DW11','CMD_DW12':'CMD_DW12','CMD_DW13':'CMD_DW13','CMD_DW14':'CMD_DW14','CMD_DW15':'CMD_DW15','REQ_LOCAL':'REQ_LOCAL','REQ_OFFSET':'REQ_OFFSET','REQ_LEN':'REQ_LEN','REQ_DW0':'REQ_DW0','REQ_CTRL':'REQ_CTRL','DONE_INFO':'DONE_INFO','DONE_POP':'DONE_POP','CMDS':'CMDS','XFERS':'XFERS','CPLS':'CPLS','REQ_OVERFLOW':'REQ_OVERFLOW',
            }

    
    
    
    
    
    
    # nodes:33
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["IRQ_ENABLE"]) -> 'nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["GEOMETRY"]) -> 'nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_INFO"]) -> 'nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_LEN"]) -> 'nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_POP"]) -> 'nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls': ...
                
                
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
    def get_child_by_system_rdl_name(self, name: Literal["REQ_LOCAL"]) -> 'nvme_set_REQ_LOCAL_0xa83152ad9cfda1cbbf753f652720319fd480d970a0737aab85d2333c58d94789_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["REQ_OFFSET"]) -> 'nvme_set_REQ_OFFSET_0x33536299de5bb2d03925c5614f32278c02a8bd136bbe8b58fdf5a374546df82a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["REQ_LEN"]) -> 'nvme_set_REQ_LEN_0x329eacbfdc13578badcfd49d294d527999a73c7f0b7e90e78dc2a018d0e113d3_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["REQ_DW0"]) -> 'nvme_set_REQ_DW0_0x51ce163b91d054c1daaafca6dc00de0afc94a1574a6d2bfe60e0593497c629e7_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["REQ_CTRL"]) -> 'nvme_set_REQ_CTRL_0xa74ec50bd6699ab806e9d8acb4563887a0ca7670136931d3db854ce225cc58f0_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DONE_INFO"]) -> 'nvme_set_DONE_INFO_0xaa6e3cd0105ba6b886fb438dd1ab41a6e4868ba9a7e514b975d5a1edc405bb61_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DONE_POP"]) -> 'nvme_set_DONE_POP_0x7e561b25fdd8ea709bab114712d20402361aeb8fbd2d3bdff30009fbd38c1bf_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMDS"]) -> 'nvme_set_counter_t_0xdac6b147d7b4c02428cfb07229f6195358dac83137ca25c36636b5e867043a09_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["XFERS"]) -> 'nvme_set_counter_t_0x9c3bd52fb4f1adfaf0d53258d2c7cd90dd9d5f86262deacf6f5f2c87ca823c63_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CPLS"]) -> 'nvme_set_counter_t_0x3abbb6d5b0deff3a77d0e84eaa278c7927cd9a8c2c58880dd31032e57765fce_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["REQ_OVERFLOW"]) -> 'nvme_set_counter_t_0xd23cd2409a676e11d6fc2bf6d3b3aaa8dc6c6a99e97aeecb3c17a4cb8f1f226b_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls', 'nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls', 'nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls', 'nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls', 'nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls', 'nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_REQ_LOCAL_0xa83152ad9cfda1cbbf753f652720319fd480d970a0737aab85d2333c58d94789_cls', 'nvme_set_REQ_OFFSET_0x33536299de5bb2d03925c5614f32278c02a8bd136bbe8b58fdf5a374546df82a_cls', 'nvme_set_REQ_LEN_0x329eacbfdc13578badcfd49d294d527999a73c7f0b7e90e78dc2a018d0e113d3_cls', 'nvme_set_REQ_DW0_0x51ce163b91d054c1daaafca6dc00de0afc94a1574a6d2bfe60e0593497c629e7_cls', 'nvme_set_REQ_CTRL_0xa74ec50bd6699ab806e9d8acb4563887a0ca7670136931d3db854ce225cc58f0_cls', 'nvme_set_DONE_INFO_0xaa6e3cd0105ba6b886fb438dd1ab41a6e4868ba9a7e514b975d5a1edc405bb61_cls', 'nvme_set_DONE_POP_0x7e561b25fdd8ea709bab114712d20402361aeb8fbd2d3bdff30009fbd38c1bf_cls', 'nvme_set_counter_t_0xdac6b147d7b4c02428cfb07229f6195358dac83137ca25c36636b5e867043a09_cls', 'nvme_set_counter_t_0x9c3bd52fb4f1adfaf0d53258d2c7cd90dd9d5f86262deacf6f5f2c87ca823c63_cls', 'nvme_set_counter_t_0x3abbb6d5b0deff3a77d0e84eaa278c7927cd9a8c2c58880dd31032e57765fce_cls', 'nvme_set_counter_t_0xd23cd2409a676e11d6fc2bf6d3b3aaa8dc6c6a99e97aeecb3c17a4cb8f1f226b_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "NVM set command queues"
    @property
    def rdl_desc(self) -> str:
        return "Per-set hardware queues: new I/O commands (CMD_*), transfer and completion requests\n(REQ_*), transfer results (DONE_*). Queues are popped or pushed by writing 1 to their\nPOP/GO field after the data registers were read or written."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.STATUS
        yield self.IRQ_ENABLE
        yield self.GEOMETRY
        yield self.CMD_INFO
        yield self.CMD_LEN
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
        yield self.REQ_LOCAL
        yield self.REQ_OFFSET
        yield self.REQ_LEN
        yield self.REQ_DW0
        yield self.REQ_CTRL
        yield self.DONE_INFO
        yield self.DONE_POP
        yield self.CMDS
        yield self.XFERS
        yield self.CPLS
        yield self.REQ_OVERFLOW
        
        
class nvme_set_0xe9fa95fd5c6bc15e2615affea7493ab711a3529c32df8b4566b823823cba5786_cls_array(AsyncAddressMapArray):
    """
    Class to represent a addrmap array in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      NVM set command queues                                             |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Per-set hardware queues: new I/O commands (CMD_<em>), transfer  |
    |              |      and completion requests (REQ_</em>), transfer results (DONE_*).    |
    |              |      Queues are popped or pushed by writing 1 to their POP/GO field     |
    |              |      after the data registers were read or written.</p>                 |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__: list[str] = []

    @property
    def _element_datatype(self) -> Type[AsyncAddressMap]:
        return nvme_set_0xe9fa95fd5c6bc15e2615affea7493ab711a3529c32df8b4566b823823cba5786_cls
    

    
    
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
                 address:int,
                 logger_handle:str,
                 inst_name:str,
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
        
        
    

    
    
class fw_port_0xa6bbec0f351dc929676cf37d7b355a669623253b04b437c523034b54986dbcec_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Firmware port                                                      |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>0x0_0000 NVMe management block, 0x0_1000 * (1 + s) NVM set s's  |
    |              |      queues, 0x1_0000 flash global registers, 0x1_0000 + 0x1000 * (1 +  |
    |              |      c) flash channel c's operation queues.</p>                         |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__nvme', '__set', '__flash', '__flash_chan']

    def __init__(self, *,
                 address:int=0,
                 logger_handle:str='reg_model.fw_port',
                 inst_name:str='fw_port',
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

        self.__nvme:nvme_0x4e6a73517201a7d496517e5780e977bd37c55a68cc4ed7352e5a2ab6048a3c52_cls = nvme_0x4e6a73517201a7d496517e5780e977bd37c55a68cc4ed7352e5a2ab6048a3c52_cls(
                                                                                address=self.address+0,
                                                                                logger_handle=logger_handle+'.nvme',
                                                                                inst_name='nvme',
                                                                                parent=self)
        
        self.__set:nvme_set_0xe9fa95fd5c6bc15e2615affea7493ab711a3529c32df8b4566b823823cba5786_cls_array = nvme_set_0xe9fa95fd5c6bc15e2615affea7493ab711a3529c32df8b4566b823823cba5786_cls_array(address=self.address+4096,
                                                                                      stride=4096,
                                                                                      dimensions=tuple([4]),
                                                                                      logger_handle=logger_handle+'.set',
                                                                                      inst_name='set', parent=self)
        self.__flash:flash_0xa6987eab94a2a1a9914d761ba7e878ce1e4387da60481f59753cbf263760f77c_cls = flash_0xa6987eab94a2a1a9914d761ba7e878ce1e4387da60481f59753cbf263760f77c_cls(
                                                                                address=self.address+65536,
                                                                                logger_handle=logger_handle+'.flash',
                                                                                inst_name='flash',
                                                                                parent=self)
        
        self.__flash_chan:flash_chan_0x54372467bf4cc0f227be2fac94dd80af6c252a9e73011ae3484225fd8cc62025_cls_array = flash_chan_0x54372467bf4cc0f227be2fac94dd80af6c252a9e73011ae3484225fd8cc62025_cls_array(address=self.address+69632,
                                                                                      stride=4096,
                                                                                      dimensions=tuple([8]),
                                                                                      logger_handle=logger_handle+'.flash_chan',
                                                                                      inst_name='flash_chan', parent=self)
        

    @property
    def size(self) -> int:
        return 102400
    @property
    def nvme(self) -> 'nvme_0x4e6a73517201a7d496517e5780e977bd37c55a68cc4ed7352e5a2ab6048a3c52_cls':
        """
        Property to access nvme 

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
        return self.__nvme
        
    @property
    def set(self) -> 'nvme_set_0xe9fa95fd5c6bc15e2615affea7493ab711a3529c32df8b4566b823823cba5786_cls_array':
        """
        Property to access set array

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      NVM set command queues                                             |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Per-set hardware queues: new I/O commands (CMD_<em>), transfer  |
        |              |      and completion requests (REQ_</em>), transfer results (DONE_*).    |
        |              |      Queues are popped or pushed by writing 1 to their POP/GO field     |
        |              |      after the data registers were read or written.</p>                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__set
        
    @property
    def flash(self) -> 'flash_0xa6987eab94a2a1a9914d761ba7e878ce1e4387da60481f59753cbf263760f77c_cls':
        """
        Property to access flash 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Flash back end                                                     |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Geometry, timing model, scheduling policy, array placement,     |
        |              |      fault injection and monitors of the DRAM-emulated NAND array.</p>  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__flash
        
    @property
    def flash_chan(self) -> 'flash_chan_0x54372467bf4cc0f227be2fac94dd80af6c252a9e73011ae3484225fd8cc62025_cls_array':
        """
        Property to access flash_chan array

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Flash channel operation queues                                     |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Descriptor push (DESC_<em>) and completion pop (CPL_</em>) for  |
        |              |      the dies of one channel.</p>                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__flash_chan
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'nvme':'nvme','set':'set','flash':'flash','flash_chan':'flash_chan',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["nvme"]) -> 'nvme_0x4e6a73517201a7d496517e5780e977bd37c55a68cc4ed7352e5a2ab6048a3c52_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["set"]) -> 'nvme_set_0xe9fa95fd5c6bc15e2615affea7493ab711a3529c32df8b4566b823823cba5786_cls_array': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["flash"]) -> 'flash_0xa6987eab94a2a1a9914d761ba7e878ce1e4387da60481f59753cbf263760f77c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["flash_chan"]) -> 'flash_chan_0x54372467bf4cc0f227be2fac94dd80af6c252a9e73011ae3484225fd8cc62025_cls_array': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_0x4e6a73517201a7d496517e5780e977bd37c55a68cc4ed7352e5a2ab6048a3c52_cls', 'nvme_set_0xe9fa95fd5c6bc15e2615affea7493ab711a3529c32df8b4566b823823cba5786_cls_array', 'flash_0xa6987eab94a2a1a9914d761ba7e878ce1e4387da60481f59753cbf263760f77c_cls', 'flash_chan_0x54372467bf4cc0f227be2fac94dd80af6c252a9e73011ae3484225fd8cc62025_cls_array', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Firmware port"
    @property
    def rdl_desc(self) -> str:
        return "0x0_0000 NVMe management block, 0x0_1000 * (1 + s) NVM set s\u0027s queues,\n0x1_0000 flash global registers, 0x1_0000 + 0x1000 * (1 + c) flash channel c\u0027s\noperation queues."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.nvme
        yield self.set
        yield self.flash
        yield self.flash_chan
        
        
    


fw_port_cls = fw_port_0xa6bbec0f351dc929676cf37d7b355a669623253b04b437c523034b54986dbcec_cls

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
    fw_port = fw_port_cls(callbacks = AsyncCallbackSet(read_callback=read_addr_space,
                                                                                                     write_callback=write_addr_space))