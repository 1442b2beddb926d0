


"""
Python Wrapper for the flash register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from typing import Union

from peakrdl_python.sim_lib.register import Register, MemoryRegister
from peakrdl_python.sim_lib.memory import Memory
from peakrdl_python.sim_lib.simulator import MemoryEntry
from peakrdl_python.sim_lib.field import FieldDefinition, FieldType
from peakrdl_python.sim_lib.simulator import AsyncSimulator as Simulator


class flash_simulator_cls(Simulator):

    def _build_registers(self) -> dict[int, Union[list[Union[MemoryRegister, Register]], Union[MemoryRegister, Register]]]:
        return {
            0 : 
    Register(width=32, full_inst_name='flash.GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNELS', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='DIES', field_type=FieldType.READONLY),FieldDefinition(high=19, low=16, msb=19, lsb=16, inst_name='PLANES', field_type=FieldType.READONLY),FieldDefinition(high=31, low=24, msb=31, lsb=24, inst_name='QUEUE_DEPTH', field_type=FieldType.READONLY),
                                                ]),
            4 : 
    Register(width=32, full_inst_name='flash.GEOMETRY_BLOCKS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='BLOCKS', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='PAGES', field_type=FieldType.READONLY),
                                                ]),
            8 : 
    Register(width=32, full_inst_name='flash.GEOMETRY_PAGE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='PAGE_BYTES', field_type=FieldType.READONLY),
                                                ]),
            12 : 
    Register(width=32, full_inst_name='flash.GEOMETRY_SPARE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SPARE_BYTES', field_type=FieldType.READONLY),
                                                ]),
            32 : 
    Register(width=32, full_inst_name='flash.T_READ', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            36 : 
    Register(width=32, full_inst_name='flash.T_PROG', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            40 : 
    Register(width=32, full_inst_name='flash.T_ERASE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            44 : 
    Register(width=32, full_inst_name='flash.T_CMD', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            48 : 
    Register(width=32, full_inst_name='flash.T_READ_LSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            52 : 
    Register(width=32, full_inst_name='flash.T_READ_CSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            56 : 
    Register(width=32, full_inst_name='flash.T_READ_MSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            60 : 
    Register(width=32, full_inst_name='flash.T_PROG_LSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            64 : 
    Register(width=32, full_inst_name='flash.T_PROG_CSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            68 : 
    Register(width=32, full_inst_name='flash.T_PROG_MSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            72 : 
    Register(width=32, full_inst_name='flash.BUS_RATE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='CYCLES_PER_KIB', field_type=FieldType.READWRITE),
                                                ]),
            76 : 
    Register(width=32, full_inst_name='flash.TIME_SCALE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='FACTOR', field_type=FieldType.READWRITE),
                                                ]),
            80 : 
    Register(width=32, full_inst_name='flash.PAGE_TYPES', readable=True, writable=True,
                                         fields=[FieldDefinition(high=1, low=0, msb=1, lsb=0, inst_name='MODE', field_type=FieldType.READWRITE),
                                                ]),
            84 : 
    Register(width=32, full_inst_name='flash.SCHED', readable=True, writable=True,
                                         fields=[FieldDefinition(high=1, low=0, msb=1, lsb=0, inst_name='POLICY', field_type=FieldType.READWRITE),
                                                ]),
            96 : 
    Register(width=32, full_inst_name='flash.DATA_BASE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            100 : 
    Register(width=32, full_inst_name='flash.DATA_BASE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            104 : 
    Register(width=32, full_inst_name='flash.SPARE_BASE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            108 : 
    Register(width=32, full_inst_name='flash.SPARE_BASE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            128 : 
    Register(width=32, full_inst_name='flash.BBT_SEL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=19, low=16, msb=19, lsb=16, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=20, msb=23, lsb=20, inst_name='DIE', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=24, msb=31, lsb=24, inst_name='CHANNEL', field_type=FieldType.READWRITE),
                                                ]),
            132 : 
    Register(width=32, full_inst_name='flash.BBT_STATE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='BAD', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='WRITTEN', field_type=FieldType.READONLY),
                                                ]),
            136 : 
    Register(width=32, full_inst_name='flash.BBT_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='SET_BAD', field_type=FieldType.WRITEONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='CLEAR_BAD', field_type=FieldType.WRITEONLY),
                                                ]),
            160 : 
    Register(width=32, full_inst_name='flash.FAULT_SEL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=2, low=0, msb=2, lsb=0, inst_name='INDEX', field_type=FieldType.READWRITE),
                                                ]),
            164 : 
    Register(width=32, full_inst_name='flash.FAULT_ADDR', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            168 : 
    Register(width=32, full_inst_name='flash.FAULT_RULE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=2, low=0, msb=2, lsb=0, inst_name='KIND', field_type=FieldType.READWRITE),FieldDefinition(high=3, low=3, msb=3, lsb=3, inst_name='WHOLE_BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CHANNEL', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='WRITE', field_type=FieldType.WRITEONLY),
                                                ]),
            176 : 
    Register(width=32, full_inst_name='flash.RATE_UECC', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='UNCORRECTABLE', field_type=FieldType.READWRITE),
                                                ]),
            180 : 
    Register(width=32, full_inst_name='flash.RATE_PROGRAM', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='PROGRAM', field_type=FieldType.READWRITE),
                                                ]),
            184 : 
    Register(width=32, full_inst_name='flash.RATE_ERASE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='ERASE', field_type=FieldType.READWRITE),
                                                ]),
            192 : 
    Register(width=32, full_inst_name='flash.MON_SEL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='INDEX', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='DIE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=16, msb=23, lsb=16, inst_name='CHANNEL', field_type=FieldType.READWRITE),
                                                ]),
            196 : 
    Register(width=32, full_inst_name='flash.MON_DATA', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            200 : 
    Register(width=32, full_inst_name='flash.CYCLES', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
        }

    def _build_memories(self) -> list[MemoryEntry]:
        return [
        ]

if __name__ == '__main__':
    pass
