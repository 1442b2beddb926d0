


"""
Python Wrapper for the flash_chan register model

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
    
    
class flash_chan_0x2926b441ff4655364f52f97136a270ed1881a56082a64d1ed67c1d0cb16b6733_cls(AsyncAddressMap):
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
                 address:int=0,
                 logger_handle:str='reg_model.flash_chan',
                 inst_name:str='flash_chan',
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
        
        
    


flash_chan_cls = flash_chan_0x2926b441ff4655364f52f97136a270ed1881a56082a64d1ed67c1d0cb16b6733_cls

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
    flash_chan = flash_chan_cls(callbacks = AsyncCallbackSet(read_callback=read_addr_space,
                                                                                                     write_callback=write_addr_space))