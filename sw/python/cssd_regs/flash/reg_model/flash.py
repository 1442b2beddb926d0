


"""
Python Wrapper for the flash register model

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


# addrmap, regfile, memor and register definitions
    
    
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
                 address:int=0,
                 logger_handle:str='reg_model.flash',
                 inst_name:str='flash',
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
        
        
    


flash_cls = flash_0xa6987eab94a2a1a9914d761ba7e878ce1e4387da60481f59753cbf263760f77c_cls

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
    flash = flash_cls(callbacks = AsyncCallbackSet(read_callback=read_addr_space,
                                                                                                     write_callback=write_addr_space))