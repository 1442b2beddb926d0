


"""
Python Wrapper for the nvme_set register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from typing import Union

from peakrdl_python.sim_lib.register import Register, MemoryRegister
from peakrdl_python.sim_lib.memory import Memory
from peakrdl_python.sim_lib.simulator import MemoryEntry
from peakrdl_python.sim_lib.field import FieldDefinition, FieldType
from peakrdl_python.sim_lib.simulator import AsyncSimulator as Simulator


class nvme_set_simulator_cls(Simulator):

    def _build_registers(self) -> dict[int, Union[list[Union[MemoryRegister, Register]], Union[MemoryRegister, Register]]]:
        return {
            0 : 
    Register(width=32, full_inst_name='nvme_set.STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='REQ_SPACE', field_type=FieldType.READONLY),
                                                ]),
            4 : 
    Register(width=32, full_inst_name='nvme_set.IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE', field_type=FieldType.READWRITE),
                                                ]),
            8 : 
    Register(width=32, full_inst_name='nvme_set.GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='SET_ID', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='NUM_SETS', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='NUM_SLOTS', field_type=FieldType.READONLY),
                                                ]),
            16 : 
    Register(width=32, full_inst_name='nvme_set.CMD_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='SQID', field_type=FieldType.READONLY),
                                                ]),
            20 : 
    Register(width=32, full_inst_name='nvme_set.CMD_LEN', readable=True, writable=False,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='BYTES', field_type=FieldType.READONLY),
                                                ]),
            24 : 
    Register(width=32, full_inst_name='nvme_set.CMD_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            64 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW0', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            68 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW1', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            72 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW2', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            76 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW3', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            80 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW4', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            84 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW5', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            88 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW6', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            92 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW7', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            96 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW8', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            100 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW9', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            104 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW10', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            108 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW11', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            112 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW12', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            116 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW13', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            120 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW14', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            124 : 
    Register(width=32, full_inst_name='nvme_set.CMD_DW15', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            128 : 
    Register(width=32, full_inst_name='nvme_set.REQ_LOCAL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            132 : 
    Register(width=32, full_inst_name='nvme_set.REQ_OFFSET', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            136 : 
    Register(width=32, full_inst_name='nvme_set.REQ_LEN', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            140 : 
    Register(width=32, full_inst_name='nvme_set.REQ_DW0', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            144 : 
    Register(width=32, full_inst_name='nvme_set.REQ_CTRL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=9, low=0, msb=9, lsb=0, inst_name='SLOT', field_type=FieldType.READWRITE),FieldDefinition(high=10, low=10, msb=10, lsb=10, inst_name='KIND', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=11, msb=11, lsb=11, inst_name='TO_HOST', field_type=FieldType.READWRITE),FieldDefinition(high=12, low=12, msb=12, lsb=12, inst_name='AUTO_CPL', field_type=FieldType.READWRITE),FieldDefinition(high=30, low=16, msb=30, lsb=16, inst_name='STATUS', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            160 : 
    Register(width=32, full_inst_name='nvme_set.DONE_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=18, low=16, msb=18, lsb=16, inst_name='STATUS', field_type=FieldType.READONLY),
                                                ]),
            164 : 
    Register(width=32, full_inst_name='nvme_set.DONE_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            192 : 
    Register(width=32, full_inst_name='nvme_set.CMDS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            196 : 
    Register(width=32, full_inst_name='nvme_set.XFERS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            200 : 
    Register(width=32, full_inst_name='nvme_set.CPLS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            204 : 
    Register(width=32, full_inst_name='nvme_set.REQ_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
        }

    def _build_memories(self) -> list[MemoryEntry]:
        return [
        ]

if __name__ == '__main__':
    pass
