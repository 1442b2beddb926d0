


"""
Python Wrapper for the ctrl register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from typing import Union

from peakrdl_python.sim_lib.register import Register, MemoryRegister
from peakrdl_python.sim_lib.memory import Memory
from peakrdl_python.sim_lib.simulator import MemoryEntry
from peakrdl_python.sim_lib.field import FieldDefinition, FieldType
from peakrdl_python.sim_lib.simulator import AsyncSimulator as Simulator


class ctrl_simulator_cls(Simulator):

    def _build_registers(self) -> dict[int, Union[list[Union[MemoryRegister, Register]], Union[MemoryRegister, Register]]]:
        return {
            0 : 
    Register(width=32, full_inst_name='ctrl.ID', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='MAGIC', field_type=FieldType.READONLY),
                                                ]),
            4 : 
    Register(width=32, full_inst_name='ctrl.VERSION', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='PATCH', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='MINOR', field_type=FieldType.READONLY),FieldDefinition(high=23, low=16, msb=23, lsb=16, inst_name='MAJOR', field_type=FieldType.READONLY),
                                                ]),
            8 : 
    Register(width=32, full_inst_name='ctrl.BUILD_ID', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='HASH', field_type=FieldType.READONLY),
                                                ]),
            12 : 
    Register(width=32, full_inst_name='ctrl.FEATURES', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='NVME', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='FLASH', field_type=FieldType.READONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='CORES', field_type=FieldType.READONLY),FieldDefinition(high=3, low=3, msb=3, lsb=3, inst_name='ACCEL', field_type=FieldType.READONLY),FieldDefinition(high=4, low=4, msb=4, lsb=4, inst_name='CXL', field_type=FieldType.READONLY),
                                                ]),
            16 : 
    Register(width=32, full_inst_name='ctrl.SCRATCH', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            32 : 
    Register(width=32, full_inst_name='ctrl.BAR0_READS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            36 : 
    Register(width=32, full_inst_name='ctrl.BAR0_WRITES', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            40 : 
    Register(width=32, full_inst_name='ctrl.UNSUPPORTED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            44 : 
    Register(width=32, full_inst_name='ctrl.UNMAPPED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            48 : 
    Register(width=32, full_inst_name='ctrl.CYCLES_LO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            52 : 
    Register(width=32, full_inst_name='ctrl.CYCLES_HI', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
        }

    def _build_memories(self) -> list[MemoryEntry]:
        return [
        ]

if __name__ == '__main__':
    pass
