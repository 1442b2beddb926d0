


"""
Python Wrapper for the nvme_set register model

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

from peakrdl_python.lib import ReadableAsyncRegister, WritableAsyncRegister
from peakrdl_python.lib import ReadableAsyncMemory, WritableAsyncMemory
from peakrdl_python.lib import ReadableAsyncRegisterArray, WriteableAsyncRegisterArray



from peakrdl_python.lib import AsyncCallbackSet




from peakrdl_python.__about__ import __version__
if __version__ != '4.0.0':
    raise RuntimeError('Library built with peakrdl-python version 4.0.0 however '
                        f'version {__version__} is installed')


from ._registers import nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls
from ._registers import nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls
from ._registers import nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls
from ._registers import nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls
from ._registers import nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls
from ._registers import nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls
from ._registers import nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls
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


# addrmap, regfile, memor and register definitions
    
    
class nvme_set_0xcf132466697c9369ebdb9e0b3a941924066a60feb5b7dde12e9b9c11359ae0ef_cls(AsyncAddressMap):
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
                 address:int=0,
                 logger_handle:str='reg_model.nvme_set',
                 inst_name:str='nvme_set',
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
        
            
        self.__CMD_DW0:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+64,
                                                                     logger_handle=logger_handle+'.CMD_DW0',
                                                                     inst_name='CMD_DW0', parent=self)
        
            
        self.__CMD_DW1:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+68,
                                                                     logger_handle=logger_handle+'.CMD_DW1',
                                                                     inst_name='CMD_DW1', parent=self)
        
            
        self.__CMD_DW2:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+72,
                                                                     logger_handle=logger_handle+'.CMD_DW2',
                                                                     inst_name='CMD_DW2', parent=self)
        
            
        self.__CMD_DW3:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+76,
                                                                     logger_handle=logger_handle+'.CMD_DW3',
                                                                     inst_name='CMD_DW3', parent=self)
        
            
        self.__CMD_DW4:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+80,
                                                                     logger_handle=logger_handle+'.CMD_DW4',
                                                                     inst_name='CMD_DW4', parent=self)
        
            
        self.__CMD_DW5:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+84,
                                                                     logger_handle=logger_handle+'.CMD_DW5',
                                                                     inst_name='CMD_DW5', parent=self)
        
            
        self.__CMD_DW6:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+88,
                                                                     logger_handle=logger_handle+'.CMD_DW6',
                                                                     inst_name='CMD_DW6', parent=self)
        
            
        self.__CMD_DW7:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+92,
                                                                     logger_handle=logger_handle+'.CMD_DW7',
                                                                     inst_name='CMD_DW7', parent=self)
        
            
        self.__CMD_DW8:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+96,
                                                                     logger_handle=logger_handle+'.CMD_DW8',
                                                                     inst_name='CMD_DW8', parent=self)
        
            
        self.__CMD_DW9:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+100,
                                                                     logger_handle=logger_handle+'.CMD_DW9',
                                                                     inst_name='CMD_DW9', parent=self)
        
            
        self.__CMD_DW10:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+104,
                                                                     logger_handle=logger_handle+'.CMD_DW10',
                                                                     inst_name='CMD_DW10', parent=self)
        
            
        self.__CMD_DW11:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+108,
                                                                     logger_handle=logger_handle+'.CMD_DW11',
                                                                     inst_name='CMD_DW11', parent=self)
        
            
        self.__CMD_DW12:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+112,
                                                                     logger_handle=logger_handle+'.CMD_DW12',
                                                                     inst_name='CMD_DW12', parent=self)
        
            
        self.__CMD_DW13:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+116,
                                                                     logger_handle=logger_handle+'.CMD_DW13',
                                                                     inst_name='CMD_DW13', parent=self)
        
            
        self.__CMD_DW14:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
                                                                     address=self.address+120,
                                                                     logger_handle=logger_handle+'.CMD_DW14',
                                                                     inst_name='CMD_DW14', parent=self)
        
            
        self.__CMD_DW15:nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls = nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls(
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
    def CMD_DW0(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW1(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW2(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW3(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW4(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW5(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW6(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW7(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW8(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW9(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW10(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW11(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW12(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW13(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW14(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def CMD_DW15(self) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls':
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
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW0"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW1"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW2"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW3"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW4"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW5"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW6"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW7"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW8"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW9"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW10"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW11"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW12"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW13"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW14"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CMD_DW15"]) -> 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls': ...
                
                
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
    def get_child_by_system_rdl_name(self, name: str) -> Union['nvme_set_STATUS_0x8cc3dd3c06766da7a55f9879936b1ca2374c3f95ef1d30408fc525a332354a4e_cls', 'nvme_set_IRQ_ENABLE_0x17d02cb0b546279e4f47fc1f02a5d4a4cebc84d3fbc6afb795a0ecee904df0a4_cls', 'nvme_set_GEOMETRY_0xa8ca3868eaf7db3340795dcf8036bc127aa1d5a5bc11aa15527d6253e8279eac_cls', 'nvme_set_CMD_INFO_0xfa7108696c15312a2c243c7cb4af57fcb56c1c6ef2203d4c1716f914cb7109f6_cls', 'nvme_set_CMD_LEN_0xddb7bca6c1381c1568328357d0db5d04ad473a87ee64d4604af832781e65fe0c_cls', 'nvme_set_CMD_POP_0x82ef9866fbe2ec69f48ba96c650103872ebb8375bcd7a212f4499c9ca3cb466b_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_cmd_dw_t_0xc8f68e054f24560917f7801093f4461631dbd2aee49563425df2ecd6c125d67c_cls', 'nvme_set_REQ_LOCAL_0xa83152ad9cfda1cbbf753f652720319fd480d970a0737aab85d2333c58d94789_cls', 'nvme_set_REQ_OFFSET_0x33536299de5bb2d03925c5614f32278c02a8bd136bbe8b58fdf5a374546df82a_cls', 'nvme_set_REQ_LEN_0x329eacbfdc13578badcfd49d294d527999a73c7f0b7e90e78dc2a018d0e113d3_cls', 'nvme_set_REQ_DW0_0x51ce163b91d054c1daaafca6dc00de0afc94a1574a6d2bfe60e0593497c629e7_cls', 'nvme_set_REQ_CTRL_0xa74ec50bd6699ab806e9d8acb4563887a0ca7670136931d3db854ce225cc58f0_cls', 'nvme_set_DONE_INFO_0xaa6e3cd0105ba6b886fb438dd1ab41a6e4868ba9a7e514b975d5a1edc405bb61_cls', 'nvme_set_DONE_POP_0x7e561b25fdd8ea709bab114712d20402361aeb8fbd2d3bdff30009fbd38c1bf_cls', 'nvme_set_counter_t_0xdac6b147d7b4c02428cfb07229f6195358dac83137ca25c36636b5e867043a09_cls', 'nvme_set_counter_t_0x9c3bd52fb4f1adfaf0d53258d2c7cd90dd9d5f86262deacf6f5f2c87ca823c63_cls', 'nvme_set_counter_t_0x3abbb6d5b0deff3a77d0e84eaa278c7927cd9a8c2c58880dd31032e57765fce_cls', 'nvme_set_counter_t_0xd23cd2409a676e11d6fc2bf6d3b3aaa8dc6c6a99e97aeecb3c17a4cb8f1f226b_cls', ]: ...

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
        
        
    


nvme_set_cls = nvme_set_0xcf132466697c9369ebdb9e0b3a941924066a60feb5b7dde12e9b9c11359ae0ef_cls

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
    nvme_set = nvme_set_cls(callbacks = AsyncCallbackSet(read_callback=read_addr_space,
                                                                                                     write_callback=write_addr_space))