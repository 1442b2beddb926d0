


"""
Python Wrapper for the soc_sysctl register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from typing import Union

from peakrdl_python.sim_lib.register import Register, MemoryRegister
from peakrdl_python.sim_lib.memory import Memory
from peakrdl_python.sim_lib.simulator import MemoryEntry
from peakrdl_python.sim_lib.field import FieldDefinition, FieldType
from peakrdl_python.sim_lib.simulator import AsyncSimulator as Simulator


class soc_sysctl_simulator_cls(Simulator):

    def _build_registers(self) -> dict[int, Union[list[Union[MemoryRegister, Register]], Union[MemoryRegister, Register]]]:
        return {
            0 : 
    Register(width=64, full_inst_name='soc_sysctl.CONSOLE', readable=False, writable=True,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            8 : 
    Register(width=64, full_inst_name='soc_sysctl.EXIT', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CODE', field_type=FieldType.READWRITE),FieldDefinition(high=32, low=32, msb=32, lsb=32, inst_name='WRITTEN', field_type=FieldType.READONLY),
                                                ]),
            16 : 
    Register(width=64, full_inst_name='soc_sysctl.SCRATCH', readable=True, writable=True,
                                         fields=[FieldDefinition(high=63, low=0, msb=63, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            24 : 
    Register(width=64, full_inst_name='soc_sysctl.CORE_ID', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='ID', field_type=FieldType.READONLY),
                                                ]),
            32 : 
    Register(width=64, full_inst_name='soc_sysctl.CONSOLE_RX', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='DATA', field_type=FieldType.READONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='VALID', field_type=FieldType.READONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='OVERRUN', field_type=FieldType.READONLY),FieldDefinition(high=10, low=10, msb=10, lsb=10, inst_name='FRAME_ERR', field_type=FieldType.READONLY),
                                                ]),
            40 : 
    Register(width=64, full_inst_name='soc_sysctl.SET_CORES_RUN', readable=True, writable=True,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='RUN', field_type=FieldType.READWRITE),
                                                ]),
        }

    def _build_memories(self) -> list[MemoryEntry]:
        return [
        ]

if __name__ == '__main__':
    pass
