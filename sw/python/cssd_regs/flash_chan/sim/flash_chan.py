


"""
Python Wrapper for the flash_chan register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from typing import Union

from peakrdl_python.sim_lib.register import Register, MemoryRegister
from peakrdl_python.sim_lib.memory import Memory
from peakrdl_python.sim_lib.simulator import MemoryEntry
from peakrdl_python.sim_lib.field import FieldDefinition, FieldType
from peakrdl_python.sim_lib.simulator import AsyncSimulator as Simulator


class flash_chan_simulator_cls(Simulator):

    def _build_registers(self) -> dict[int, Union[list[Union[MemoryRegister, Register]], Union[MemoryRegister, Register]]]:
        return {
            0 : 
    Register(width=32, full_inst_name='flash_chan.STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            4 : 
    Register(width=32, full_inst_name='flash_chan.IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            8 : 
    Register(width=32, full_inst_name='flash_chan.INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            16 : 
    Register(width=32, full_inst_name='flash_chan.DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            20 : 
    Register(width=32, full_inst_name='flash_chan.DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            24 : 
    Register(width=32, full_inst_name='flash_chan.DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            28 : 
    Register(width=32, full_inst_name='flash_chan.DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            32 : 
    Register(width=32, full_inst_name='flash_chan.DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            36 : 
    Register(width=32, full_inst_name='flash_chan.DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            48 : 
    Register(width=32, full_inst_name='flash_chan.CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            52 : 
    Register(width=32, full_inst_name='flash_chan.CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
        }

    def _build_memories(self) -> list[MemoryEntry]:
        return [
        ]

if __name__ == '__main__':
    pass
