


"""
Python Wrapper for the soc_sysctl register model

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


from ._registers import soc_sysctl_CONSOLE_0x7db552d5b69201c70a174038af7b4b091d9c45aab79ae0b6835cd451eeec824f_cls
from ._registers import soc_sysctl_EXIT_0xb3aa062b0c2b87149b0e60b29fb3d827ba59fd716ff14e87c7a2c1b9eb30f613_cls
from ._registers import soc_sysctl_SCRATCH_0xd45d30a6d83131d677a71a527942df5f2d42351d48e2a4b3d9f8f9a2f0ec04bc_cls
from ._registers import soc_sysctl_CORE_ID_0xb69dc8cbbf8d964055371285ab7d4c7b9c9b2adae86fb68b496e7581796f08d5_cls
from ._registers import soc_sysctl_CONSOLE_RX_0xa9f3f284c1cfb13fd174a2e3d81f2a1b9bc7fd66f24817e67c4fb72407a6bb5a_cls
from ._registers import soc_sysctl_SET_CORES_RUN_0xdcc38270dc3ecc2a5e33dc46ba6a2803a8dd434be3ad50bd168de8eb9a9313f1_cls


# addrmap, regfile, memor and register definitions
    
    
class soc_sysctl_0x130fbed903b1a5b9c3b5e02afc37bbfa5991900096c44bcf04b4b77f3cc0bda7_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      SoC system control                                                 |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Console byte port, test exit register, scratch, the core's      |
    |              |      index, the console receive register and the set cores' reset       |
    |              |      release. One instance per firmware core, private to it.</p>        |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__CONSOLE', '__EXIT', '__SCRATCH', '__CORE_ID', '__CONSOLE_RX', '__SET_CORES_RUN']

    def __init__(self, *,
                 address:int=0,
                 logger_handle:str='reg_model.soc_sysctl',
                 inst_name:str='soc_sysctl',
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

        
            
        self.__CONSOLE:soc_sysctl_CONSOLE_0x7db552d5b69201c70a174038af7b4b091d9c45aab79ae0b6835cd451eeec824f_cls = soc_sysctl_CONSOLE_0x7db552d5b69201c70a174038af7b4b091d9c45aab79ae0b6835cd451eeec824f_cls(
                                                                     address=self.address+0,
                                                                     logger_handle=logger_handle+'.CONSOLE',
                                                                     inst_name='CONSOLE', parent=self)
        
            
        self.__EXIT:soc_sysctl_EXIT_0xb3aa062b0c2b87149b0e60b29fb3d827ba59fd716ff14e87c7a2c1b9eb30f613_cls = soc_sysctl_EXIT_0xb3aa062b0c2b87149b0e60b29fb3d827ba59fd716ff14e87c7a2c1b9eb30f613_cls(
                                                                     address=self.address+8,
                                                                     logger_handle=logger_handle+'.EXIT',
                                                                     inst_name='EXIT', parent=self)
        
            
        self.__SCRATCH:soc_sysctl_SCRATCH_0xd45d30a6d83131d677a71a527942df5f2d42351d48e2a4b3d9f8f9a2f0ec04bc_cls = soc_sysctl_SCRATCH_0xd45d30a6d83131d677a71a527942df5f2d42351d48e2a4b3d9f8f9a2f0ec04bc_cls(
                                                                     address=self.address+16,
                                                                     logger_handle=logger_handle+'.SCRATCH',
                                                                     inst_name='SCRATCH', parent=self)
        
            
        self.__CORE_ID:soc_sysctl_CORE_ID_0xb69dc8cbbf8d964055371285ab7d4c7b9c9b2adae86fb68b496e7581796f08d5_cls = soc_sysctl_CORE_ID_0xb69dc8cbbf8d964055371285ab7d4c7b9c9b2adae86fb68b496e7581796f08d5_cls(
                                                                     address=self.address+24,
                                                                     logger_handle=logger_handle+'.CORE_ID',
                                                                     inst_name='CORE_ID', parent=self)
        
            
        self.__CONSOLE_RX:soc_sysctl_CONSOLE_RX_0xa9f3f284c1cfb13fd174a2e3d81f2a1b9bc7fd66f24817e67c4fb72407a6bb5a_cls = soc_sysctl_CONSOLE_RX_0xa9f3f284c1cfb13fd174a2e3d81f2a1b9bc7fd66f24817e67c4fb72407a6bb5a_cls(
                                                                     address=self.address+32,
                                                                     logger_handle=logger_handle+'.CONSOLE_RX',
                                                                     inst_name='CONSOLE_RX', parent=self)
        
            
        self.__SET_CORES_RUN:soc_sysctl_SET_CORES_RUN_0xdcc38270dc3ecc2a5e33dc46ba6a2803a8dd434be3ad50bd168de8eb9a9313f1_cls = soc_sysctl_SET_CORES_RUN_0xdcc38270dc3ecc2a5e33dc46ba6a2803a8dd434be3ad50bd168de8eb9a9313f1_cls(
                                                                     address=self.address+40,
                                                                     logger_handle=logger_handle+'.SET_CORES_RUN',
                                                                     inst_name='SET_CORES_RUN', parent=self)
        

    @property
    def size(self) -> int:
        return 48
    @property
    def CONSOLE(self) -> 'soc_sysctl_CONSOLE_0x7db552d5b69201c70a174038af7b4b091d9c45aab79ae0b6835cd451eeec824f_cls':
        """
        Property to access CONSOLE 

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
        return self.__CONSOLE
        
    @property
    def EXIT(self) -> 'soc_sysctl_EXIT_0xb3aa062b0c2b87149b0e60b29fb3d827ba59fd716ff14e87c7a2c1b9eb30f613_cls':
        """
        Property to access EXIT 

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
        return self.__EXIT
        
    @property
    def SCRATCH(self) -> 'soc_sysctl_SCRATCH_0xd45d30a6d83131d677a71a527942df5f2d42351d48e2a4b3d9f8f9a2f0ec04bc_cls':
        """
        Property to access SCRATCH 

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
        return self.__SCRATCH
        
    @property
    def CORE_ID(self) -> 'soc_sysctl_CORE_ID_0xb69dc8cbbf8d964055371285ab7d4c7b9c9b2adae86fb68b496e7581796f08d5_cls':
        """
        Property to access CORE_ID 

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
        return self.__CORE_ID
        
    @property
    def CONSOLE_RX(self) -> 'soc_sysctl_CONSOLE_RX_0xa9f3f284c1cfb13fd174a2e3d81f2a1b9bc7fd66f24817e67c4fb72407a6bb5a_cls':
        """
        Property to access CONSOLE_RX 

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
        return self.__CONSOLE_RX
        
    @property
    def SET_CORES_RUN(self) -> 'soc_sysctl_SET_CORES_RUN_0xdcc38270dc3ecc2a5e33dc46ba6a2803a8dd434be3ad50bd168de8eb9a9313f1_cls':
        """
        Property to access SET_CORES_RUN 

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
        return self.__SET_CORES_RUN
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'CONSOLE':'CONSOLE','EXIT':'EXIT','SCRATCH':'SCRATCH','CORE_ID':'CORE_ID','CONSOLE_RX':'CONSOLE_RX','SET_CORES_RUN':'SET_CORES_RUN',
            }

    
    
    
    
    
    
    # nodes:6
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CONSOLE"]) -> 'soc_sysctl_CONSOLE_0x7db552d5b69201c70a174038af7b4b091d9c45aab79ae0b6835cd451eeec824f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["EXIT"]) -> 'soc_sysctl_EXIT_0xb3aa062b0c2b87149b0e60b29fb3d827ba59fd716ff14e87c7a2c1b9eb30f613_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SCRATCH"]) -> 'soc_sysctl_SCRATCH_0xd45d30a6d83131d677a71a527942df5f2d42351d48e2a4b3d9f8f9a2f0ec04bc_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CORE_ID"]) -> 'soc_sysctl_CORE_ID_0xb69dc8cbbf8d964055371285ab7d4c7b9c9b2adae86fb68b496e7581796f08d5_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CONSOLE_RX"]) -> 'soc_sysctl_CONSOLE_RX_0xa9f3f284c1cfb13fd174a2e3d81f2a1b9bc7fd66f24817e67c4fb72407a6bb5a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SET_CORES_RUN"]) -> 'soc_sysctl_SET_CORES_RUN_0xdcc38270dc3ecc2a5e33dc46ba6a2803a8dd434be3ad50bd168de8eb9a9313f1_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['soc_sysctl_CONSOLE_0x7db552d5b69201c70a174038af7b4b091d9c45aab79ae0b6835cd451eeec824f_cls', 'soc_sysctl_EXIT_0xb3aa062b0c2b87149b0e60b29fb3d827ba59fd716ff14e87c7a2c1b9eb30f613_cls', 'soc_sysctl_SCRATCH_0xd45d30a6d83131d677a71a527942df5f2d42351d48e2a4b3d9f8f9a2f0ec04bc_cls', 'soc_sysctl_CORE_ID_0xb69dc8cbbf8d964055371285ab7d4c7b9c9b2adae86fb68b496e7581796f08d5_cls', 'soc_sysctl_CONSOLE_RX_0xa9f3f284c1cfb13fd174a2e3d81f2a1b9bc7fd66f24817e67c4fb72407a6bb5a_cls', 'soc_sysctl_SET_CORES_RUN_0xdcc38270dc3ecc2a5e33dc46ba6a2803a8dd434be3ad50bd168de8eb9a9313f1_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "SoC system control"
    @property
    def rdl_desc(self) -> str:
        return "Console byte port, test exit register, scratch, the core\u0027s index, the console\nreceive register and the set cores\u0027 reset release. One instance per firmware core,\nprivate to it."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.CONSOLE
        yield self.EXIT
        yield self.SCRATCH
        yield self.CORE_ID
        yield self.CONSOLE_RX
        yield self.SET_CORES_RUN
        
        
    


soc_sysctl_cls = soc_sysctl_0x130fbed903b1a5b9c3b5e02afc37bbfa5991900096c44bcf04b4b77f3cc0bda7_cls

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
    soc_sysctl = soc_sysctl_cls(callbacks = AsyncCallbackSet(read_callback=read_addr_space,
                                                                                                     write_callback=write_addr_space))