


"""
Python Wrapper for the bar0 register model

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


from ._registers import ctrl_ID_0xd503d06be0b6e54dc16b5f0e8c5a1478191596a8241a325adebd66cdf079f1a5_cls
from ._registers import ctrl_VERSION_0xd3e05bf3e7bf82a28073628375392edfc02e154b951c7f8185c7f2539ec68f0c_cls
from ._registers import ctrl_BUILD_ID_0x55c950707b34bfab536ebff219e968c73bb91b9c9a052ccf7b2fb3df551192df_cls
from ._registers import ctrl_FEATURES_0xd082d31e540dbf55b1f551cdc0cd0fb90de8e0b55ab0f36904779f4836e15989_cls
from ._registers import ctrl_SCRATCH_0x1c50b531853679a12f8fe6aebffc95526cf7c19bbf862a114c3ada5ed957a032_cls
from ._registers import ctrl_BAR0_READS_0xbe3e881b17eb2fe0272365a4704547792af77c92ae477fd6593204d25cab240e_cls
from ._registers import ctrl_BAR0_WRITES_0xa46ecbc8d83f3c5585a781c12f84fbde25ecaf7ab670743ede2ec17464b72495_cls
from ._registers import ctrl_UNSUPPORTED_0x42c9f8df9a9e78e91acdf2fba7199761eebf792da3322e4b4d664c113cc7030c_cls
from ._registers import ctrl_UNMAPPED_0x8fc90ea966605e279789f665744a7e3b2a091db51d67ab54fdb6d18cf7c4e2b2_cls
from ._registers import ctrl_CYCLES_LO_0x69283682c168cfbad30e8bfff1a5067a71ff18c42b9504e168ffb67070e11a46_cls
from ._registers import ctrl_CYCLES_HI_0x3b09d128a31c2166dec6e7471c656d8aaf49643f98de5b2f52b6f166a73d447e_cls


# addrmap, regfile, memor and register definitions
    
    
class ctrl_0x947cd23d69de24f28aeec9dfa81e7b06b0bb241c34efdc7df93f054e60232813_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      Controller global CSRs                                             |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Identification, build information, a scratch register and BAR0  |
    |              |      activity counters.</p>                                             |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__ID', '__VERSION', '__BUILD_ID', '__FEATURES', '__SCRATCH', '__BAR0_READS', '__BAR0_WRITES', '__UNSUPPORTED', '__UNMAPPED', '__CYCLES_LO', '__CYCLES_HI']

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

        
            
        self.__ID:ctrl_ID_0xd503d06be0b6e54dc16b5f0e8c5a1478191596a8241a325adebd66cdf079f1a5_cls = ctrl_ID_0xd503d06be0b6e54dc16b5f0e8c5a1478191596a8241a325adebd66cdf079f1a5_cls(
                                                                     address=self.address+0,
                                                                     logger_handle=logger_handle+'.ID',
                                                                     inst_name='ID', parent=self)
        
            
        self.__VERSION:ctrl_VERSION_0xd3e05bf3e7bf82a28073628375392edfc02e154b951c7f8185c7f2539ec68f0c_cls = ctrl_VERSION_0xd3e05bf3e7bf82a28073628375392edfc02e154b951c7f8185c7f2539ec68f0c_cls(
                                                                     address=self.address+4,
                                                                     logger_handle=logger_handle+'.VERSION',
                                                                     inst_name='VERSION', parent=self)
        
            
        self.__BUILD_ID:ctrl_BUILD_ID_0x55c950707b34bfab536ebff219e968c73bb91b9c9a052ccf7b2fb3df551192df_cls = ctrl_BUILD_ID_0x55c950707b34bfab536ebff219e968c73bb91b9c9a052ccf7b2fb3df551192df_cls(
                                                                     address=self.address+8,
                                                                     logger_handle=logger_handle+'.BUILD_ID',
                                                                     inst_name='BUILD_ID', parent=self)
        
            
        self.__FEATURES:ctrl_FEATURES_0xd082d31e540dbf55b1f551cdc0cd0fb90de8e0b55ab0f36904779f4836e15989_cls = ctrl_FEATURES_0xd082d31e540dbf55b1f551cdc0cd0fb90de8e0b55ab0f36904779f4836e15989_cls(
                                                                     address=self.address+12,
                                                                     logger_handle=logger_handle+'.FEATURES',
                                                                     inst_name='FEATURES', parent=self)
        
            
        self.__SCRATCH:ctrl_SCRATCH_0x1c50b531853679a12f8fe6aebffc95526cf7c19bbf862a114c3ada5ed957a032_cls = ctrl_SCRATCH_0x1c50b531853679a12f8fe6aebffc95526cf7c19bbf862a114c3ada5ed957a032_cls(
                                                                     address=self.address+16,
                                                                     logger_handle=logger_handle+'.SCRATCH',
                                                                     inst_name='SCRATCH', parent=self)
        
            
        self.__BAR0_READS:ctrl_BAR0_READS_0xbe3e881b17eb2fe0272365a4704547792af77c92ae477fd6593204d25cab240e_cls = ctrl_BAR0_READS_0xbe3e881b17eb2fe0272365a4704547792af77c92ae477fd6593204d25cab240e_cls(
                                                                     address=self.address+32,
                                                                     logger_handle=logger_handle+'.BAR0_READS',
                                                                     inst_name='BAR0_READS', parent=self)
        
            
        self.__BAR0_WRITES:ctrl_BAR0_WRITES_0xa46ecbc8d83f3c5585a781c12f84fbde25ecaf7ab670743ede2ec17464b72495_cls = ctrl_BAR0_WRITES_0xa46ecbc8d83f3c5585a781c12f84fbde25ecaf7ab670743ede2ec17464b72495_cls(
                                                                     address=self.address+36,
                                                                     logger_handle=logger_handle+'.BAR0_WRITES',
                                                                     inst_name='BAR0_WRITES', parent=self)
        
            
        self.__UNSUPPORTED:ctrl_UNSUPPORTED_0x42c9f8df9a9e78e91acdf2fba7199761eebf792da3322e4b4d664c113cc7030c_cls = ctrl_UNSUPPORTED_0x42c9f8df9a9e78e91acdf2fba7199761eebf792da3322e4b4d664c113cc7030c_cls(
                                                                     address=self.address+40,
                                                                     logger_handle=logger_handle+'.UNSUPPORTED',
                                                                     inst_name='UNSUPPORTED', parent=self)
        
            
        self.__UNMAPPED:ctrl_UNMAPPED_0x8fc90ea966605e279789f665744a7e3b2a091db51d67ab54fdb6d18cf7c4e2b2_cls = ctrl_UNMAPPED_0x8fc90ea966605e279789f665744a7e3b2a091db51d67ab54fdb6d18cf7c4e2b2_cls(
                                                                     address=self.address+44,
                                                                     logger_handle=logger_handle+'.UNMAPPED',
                                                                     inst_name='UNMAPPED', parent=self)
        
            
        self.__CYCLES_LO:ctrl_CYCLES_LO_0x69283682c168cfbad30e8bfff1a5067a71ff18c42b9504e168ffb67070e11a46_cls = ctrl_CYCLES_LO_0x69283682c168cfbad30e8bfff1a5067a71ff18c42b9504e168ffb67070e11a46_cls(
                                                                     address=self.address+48,
                                                                     logger_handle=logger_handle+'.CYCLES_LO',
                                                                     inst_name='CYCLES_LO', parent=self)
        
            
        self.__CYCLES_HI:ctrl_CYCLES_HI_0x3b09d128a31c2166dec6e7471c656d8aaf49643f98de5b2f52b6f166a73d447e_cls = ctrl_CYCLES_HI_0x3b09d128a31c2166dec6e7471c656d8aaf49643f98de5b2f52b6f166a73d447e_cls(
                                                                     address=self.address+52,
                                                                     logger_handle=logger_handle+'.CYCLES_HI',
                                                                     inst_name='CYCLES_HI', parent=self)
        

    @property
    def size(self) -> int:
        return 56
    @property
    def ID(self) -> 'ctrl_ID_0xd503d06be0b6e54dc16b5f0e8c5a1478191596a8241a325adebd66cdf079f1a5_cls':
        """
        Property to access ID 

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
        return self.__ID
        
    @property
    def VERSION(self) -> 'ctrl_VERSION_0xd3e05bf3e7bf82a28073628375392edfc02e154b951c7f8185c7f2539ec68f0c_cls':
        """
        Property to access VERSION 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      RTL version                                                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VERSION
        
    @property
    def BUILD_ID(self) -> 'ctrl_BUILD_ID_0x55c950707b34bfab536ebff219e968c73bb91b9c9a052ccf7b2fb3df551192df_cls':
        """
        Property to access BUILD_ID 

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
        return self.__BUILD_ID
        
    @property
    def FEATURES(self) -> 'ctrl_FEATURES_0xd082d31e540dbf55b1f551cdc0cd0fb90de8e0b55ab0f36904779f4836e15989_cls':
        """
        Property to access FEATURES 

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
        return self.__FEATURES
        
    @property
    def SCRATCH(self) -> 'ctrl_SCRATCH_0x1c50b531853679a12f8fe6aebffc95526cf7c19bbf862a114c3ada5ed957a032_cls':
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
        |              |      <p>Read/write with no side effect: proves the BAR0 path end to     |
        |              |      end.</p>                                                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SCRATCH
        
    @property
    def BAR0_READS(self) -> 'ctrl_BAR0_READS_0xbe3e881b17eb2fe0272365a4704547792af77c92ae477fd6593204d25cab240e_cls':
        """
        Property to access BAR0_READS 

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
        return self.__BAR0_READS
        
    @property
    def BAR0_WRITES(self) -> 'ctrl_BAR0_WRITES_0xa46ecbc8d83f3c5585a781c12f84fbde25ecaf7ab670743ede2ec17464b72495_cls':
        """
        Property to access BAR0_WRITES 

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
        return self.__BAR0_WRITES
        
    @property
    def UNSUPPORTED(self) -> 'ctrl_UNSUPPORTED_0x42c9f8df9a9e78e91acdf2fba7199761eebf792da3322e4b4d664c113cc7030c_cls':
        """
        Property to access UNSUPPORTED 

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
        return self.__UNSUPPORTED
        
    @property
    def UNMAPPED(self) -> 'ctrl_UNMAPPED_0x8fc90ea966605e279789f665744a7e3b2a091db51d67ab54fdb6d18cf7c4e2b2_cls':
        """
        Property to access UNMAPPED 

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
        return self.__UNMAPPED
        
    @property
    def CYCLES_LO(self) -> 'ctrl_CYCLES_LO_0x69283682c168cfbad30e8bfff1a5067a71ff18c42b9504e168ffb67070e11a46_cls':
        """
        Property to access CYCLES_LO 

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
        return self.__CYCLES_LO
        
    @property
    def CYCLES_HI(self) -> 'ctrl_CYCLES_HI_0x3b09d128a31c2166dec6e7471c656d8aaf49643f98de5b2f52b6f166a73d447e_cls':
        """
        Property to access CYCLES_HI 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Cycle counter, high word (latched by reading CYCLES_LO)            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CYCLES_HI
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'ID':'ID','VERSION':'VERSION','BUILD_ID':'BUILD_ID','FEATURES':'FEATURES','SCRATCH':'SCRATCH','BAR0_READS':'BAR0_READS','BAR0_WRITES':'BAR0_WRITES','UNSUPPORTED':'UNSUPPORTED','UNMAPPED':'UNMAPPED','CYCLES_LO':'CYCLES_LO','CYCLES_HI':'CYCLES_HI',
            }

    
    
    
    
    
    
    # nodes:11
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ID"]) -> 'ctrl_ID_0xd503d06be0b6e54dc16b5f0e8c5a1478191596a8241a325adebd66cdf079f1a5_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["VERSION"]) -> 'ctrl_VERSION_0xd3e05bf3e7bf82a28073628375392edfc02e154b951c7f8185c7f2539ec68f0c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BUILD_ID"]) -> 'ctrl_BUILD_ID_0x55c950707b34bfab536ebff219e968c73bb91b9c9a052ccf7b2fb3df551192df_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["FEATURES"]) -> 'ctrl_FEATURES_0xd082d31e540dbf55b1f551cdc0cd0fb90de8e0b55ab0f36904779f4836e15989_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SCRATCH"]) -> 'ctrl_SCRATCH_0x1c50b531853679a12f8fe6aebffc95526cf7c19bbf862a114c3ada5ed957a032_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BAR0_READS"]) -> 'ctrl_BAR0_READS_0xbe3e881b17eb2fe0272365a4704547792af77c92ae477fd6593204d25cab240e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BAR0_WRITES"]) -> 'ctrl_BAR0_WRITES_0xa46ecbc8d83f3c5585a781c12f84fbde25ecaf7ab670743ede2ec17464b72495_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["UNSUPPORTED"]) -> 'ctrl_UNSUPPORTED_0x42c9f8df9a9e78e91acdf2fba7199761eebf792da3322e4b4d664c113cc7030c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["UNMAPPED"]) -> 'ctrl_UNMAPPED_0x8fc90ea966605e279789f665744a7e3b2a091db51d67ab54fdb6d18cf7c4e2b2_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CYCLES_LO"]) -> 'ctrl_CYCLES_LO_0x69283682c168cfbad30e8bfff1a5067a71ff18c42b9504e168ffb67070e11a46_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CYCLES_HI"]) -> 'ctrl_CYCLES_HI_0x3b09d128a31c2166dec6e7471c656d8aaf49643f98de5b2f52b6f166a73d447e_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['ctrl_ID_0xd503d06be0b6e54dc16b5f0e8c5a1478191596a8241a325adebd66cdf079f1a5_cls', 'ctrl_VERSION_0xd3e05bf3e7bf82a28073628375392edfc02e154b951c7f8185c7f2539ec68f0c_cls', 'ctrl_BUILD_ID_0x55c950707b34bfab536ebff219e968c73bb91b9c9a052ccf7b2fb3df551192df_cls', 'ctrl_FEATURES_0xd082d31e540dbf55b1f551cdc0cd0fb90de8e0b55ab0f36904779f4836e15989_cls', 'ctrl_SCRATCH_0x1c50b531853679a12f8fe6aebffc95526cf7c19bbf862a114c3ada5ed957a032_cls', 'ctrl_BAR0_READS_0xbe3e881b17eb2fe0272365a4704547792af77c92ae477fd6593204d25cab240e_cls', 'ctrl_BAR0_WRITES_0xa46ecbc8d83f3c5585a781c12f84fbde25ecaf7ab670743ede2ec17464b72495_cls', 'ctrl_UNSUPPORTED_0x42c9f8df9a9e78e91acdf2fba7199761eebf792da3322e4b4d664c113cc7030c_cls', 'ctrl_UNMAPPED_0x8fc90ea966605e279789f665744a7e3b2a091db51d67ab54fdb6d18cf7c4e2b2_cls', 'ctrl_CYCLES_LO_0x69283682c168cfbad30e8bfff1a5067a71ff18c42b9504e168ffb67070e11a46_cls', 'ctrl_CYCLES_HI_0x3b09d128a31c2166dec6e7471c656d8aaf49643f98de5b2f52b6f166a73d447e_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Controller global CSRs"
    @property
    def rdl_desc(self) -> str:
        return "Identification, build information, a scratch register and BAR0 activity counters."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.ID
        yield self.VERSION
        yield self.BUILD_ID
        yield self.FEATURES
        yield self.SCRATCH
        yield self.BAR0_READS
        yield self.BAR0_WRITES
        yield self.UNSUPPORTED
        yield self.UNMAPPED
        yield self.CYCLES_LO
        yield self.CYCLES_HI
        
        
    

    
    
class bar0_0x12ac9f03d4add15072b7690588ba81f232c5717bca2eb1aa83c943cb342c8ec7_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      BAR0                                                               |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>0x00000-0x00FFF NVMe controller registers, 0x01000-0x01FFF      |
    |              |      doorbells (DSTRD=0), 0x02000 MSI-X table, 0x03000 MSI-X PBA (NVMe  |
    |              |      front end, later issue); 0x10000 controller CSRs.</p>              |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__ctrl']

    def __init__(self, *,
                 address:int=0,
                 logger_handle:str='reg_model.bar0',
                 inst_name:str='bar0',
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

        self.__ctrl:ctrl_0x947cd23d69de24f28aeec9dfa81e7b06b0bb241c34efdc7df93f054e60232813_cls = ctrl_0x947cd23d69de24f28aeec9dfa81e7b06b0bb241c34efdc7df93f054e60232813_cls(
                                                                                address=self.address+65536,
                                                                                logger_handle=logger_handle+'.ctrl',
                                                                                inst_name='ctrl',
                                                                                parent=self)
        

    @property
    def size(self) -> int:
        return 65592
    @property
    def ctrl(self) -> 'ctrl_0x947cd23d69de24f28aeec9dfa81e7b06b0bb241c34efdc7df93f054e60232813_cls':
        """
        Property to access ctrl 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Controller global CSRs                                             |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Identification, build information, a scratch register and BAR0  |
        |              |      activity counters.</p>                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ctrl
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'ctrl':'ctrl',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'ctrl_0x947cd23d69de24f28aeec9dfa81e7b06b0bb241c34efdc7df93f054e60232813_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "BAR0"
    @property
    def rdl_desc(self) -> str:
        return "0x00000-0x00FFF NVMe controller registers, 0x01000-0x01FFF doorbells (DSTRD=0), 0x02000 MSI-X table, 0x03000 MSI-X PBA (NVMe front end, later issue); 0x10000 controller CSRs."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.ctrl
        
        
    


bar0_cls = bar0_0x12ac9f03d4add15072b7690588ba81f232c5717bca2eb1aa83c943cb342c8ec7_cls

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
    bar0 = bar0_cls(callbacks = AsyncCallbackSet(read_callback=read_addr_space,
                                                                                                     write_callback=write_addr_space))