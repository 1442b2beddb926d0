


"""
Python Wrapper for the nvme register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from typing import Union

from peakrdl_python.sim_lib.register import Register, MemoryRegister
from peakrdl_python.sim_lib.memory import Memory
from peakrdl_python.sim_lib.simulator import MemoryEntry
from peakrdl_python.sim_lib.field import FieldDefinition, FieldType
from peakrdl_python.sim_lib.simulator import AsyncSimulator as Simulator


class nvme_simulator_cls(Simulator):

    def _build_registers(self) -> dict[int, Union[list[Union[MemoryRegister, Register]], Union[MemoryRegister, Register]]]:
        return {
            0 : 
    Register(width=32, full_inst_name='nvme.STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='EVT_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='DMA_DONE_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=3, low=3, msb=3, lsb=3, inst_name='CPL_SPACE', field_type=FieldType.READONLY),FieldDefinition(high=4, low=4, msb=4, lsb=4, inst_name='DMA_SPACE', field_type=FieldType.READONLY),FieldDefinition(high=5, low=5, msb=5, lsb=5, inst_name='QCFG_BUSY', field_type=FieldType.READONLY),
                                                ]),
            4 : 
    Register(width=32, full_inst_name='nvme.IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='EVT', field_type=FieldType.READWRITE),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='DMA_DONE', field_type=FieldType.READWRITE),
                                                ]),
            8 : 
    Register(width=32, full_inst_name='nvme.GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='NUM_IO_QUEUES', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='NUM_VECTORS', field_type=FieldType.READONLY),
                                                ]),
            12 : 
    Register(width=32, full_inst_name='nvme.CC', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16 : 
    Register(width=32, full_inst_name='nvme.CSTS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='RDY', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='CFS', field_type=FieldType.READONLY),FieldDefinition(high=3, low=2, msb=3, lsb=2, inst_name='SHST', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='GEN', field_type=FieldType.READONLY),
                                                ]),
            32 : 
    Register(width=32, full_inst_name='nvme.CMD_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SQID', field_type=FieldType.READONLY),FieldDefinition(high=19, low=16, msb=19, lsb=16, inst_name='GEN', field_type=FieldType.READONLY),
                                                ]),
            36 : 
    Register(width=32, full_inst_name='nvme.CMD_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            64 : 
    Register(width=32, full_inst_name='nvme.CMD_DW0', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            68 : 
    Register(width=32, full_inst_name='nvme.CMD_DW1', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            72 : 
    Register(width=32, full_inst_name='nvme.CMD_DW2', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            76 : 
    Register(width=32, full_inst_name='nvme.CMD_DW3', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            80 : 
    Register(width=32, full_inst_name='nvme.CMD_DW4', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            84 : 
    Register(width=32, full_inst_name='nvme.CMD_DW5', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            88 : 
    Register(width=32, full_inst_name='nvme.CMD_DW6', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            92 : 
    Register(width=32, full_inst_name='nvme.CMD_DW7', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            96 : 
    Register(width=32, full_inst_name='nvme.CMD_DW8', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            100 : 
    Register(width=32, full_inst_name='nvme.CMD_DW9', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            104 : 
    Register(width=32, full_inst_name='nvme.CMD_DW10', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            108 : 
    Register(width=32, full_inst_name='nvme.CMD_DW11', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            112 : 
    Register(width=32, full_inst_name='nvme.CMD_DW12', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            116 : 
    Register(width=32, full_inst_name='nvme.CMD_DW13', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            120 : 
    Register(width=32, full_inst_name='nvme.CMD_DW14', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            124 : 
    Register(width=32, full_inst_name='nvme.CMD_DW15', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            128 : 
    Register(width=32, full_inst_name='nvme.CPL_DW0', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            132 : 
    Register(width=32, full_inst_name='nvme.CPL_DW1', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            136 : 
    Register(width=32, full_inst_name='nvme.CPL_ID', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SQID', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='CID', field_type=FieldType.READWRITE),
                                                ]),
            140 : 
    Register(width=32, full_inst_name='nvme.CPL_STATUS', readable=True, writable=True,
                                         fields=[FieldDefinition(high=14, low=0, msb=14, lsb=0, inst_name='STATUS', field_type=FieldType.READWRITE),FieldDefinition(high=19, low=16, msb=19, lsb=16, inst_name='GEN', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='PUSH', field_type=FieldType.WRITEONLY),
                                                ]),
            160 : 
    Register(width=32, full_inst_name='nvme.QCFG_BASE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            164 : 
    Register(width=32, full_inst_name='nvme.QCFG_BASE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            168 : 
    Register(width=32, full_inst_name='nvme.QCFG_ATTR', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SIZE_M1', field_type=FieldType.READWRITE),FieldDefinition(high=17, low=16, msb=17, lsb=16, inst_name='PRIO', field_type=FieldType.READWRITE),FieldDefinition(high=18, low=18, msb=18, lsb=18, inst_name='IEN', field_type=FieldType.READWRITE),
                                                ]),
            172 : 
    Register(width=32, full_inst_name='nvme.QCFG_OP', readable=True, writable=True,
                                         fields=[FieldDefinition(high=1, low=0, msb=1, lsb=0, inst_name='OP', field_type=FieldType.READWRITE),FieldDefinition(high=15, low=4, msb=15, lsb=4, inst_name='QID', field_type=FieldType.READWRITE),FieldDefinition(high=27, low=16, msb=27, lsb=16, inst_name='CQID_IV', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            192 : 
    Register(width=32, full_inst_name='nvme.EVT_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='KIND', field_type=FieldType.READONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='IS_CQ', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='QID', field_type=FieldType.READONLY),
                                                ]),
            196 : 
    Register(width=32, full_inst_name='nvme.EVT_VALUE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            200 : 
    Register(width=32, full_inst_name='nvme.EVT_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            224 : 
    Register(width=32, full_inst_name='nvme.DMA_HOST_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            228 : 
    Register(width=32, full_inst_name='nvme.DMA_HOST_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            232 : 
    Register(width=32, full_inst_name='nvme.DMA_LOCAL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            236 : 
    Register(width=32, full_inst_name='nvme.DMA_CTRL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='LEN', field_type=FieldType.READWRITE),FieldDefinition(high=24, low=24, msb=24, lsb=24, inst_name='TO_HOST', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            240 : 
    Register(width=32, full_inst_name='nvme.DMA_ID', readable=True, writable=True,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='ID', field_type=FieldType.READWRITE),
                                                ]),
            244 : 
    Register(width=32, full_inst_name='nvme.DMA_DONE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='ID', field_type=FieldType.READONLY),FieldDefinition(high=9, low=8, msb=9, lsb=8, inst_name='STATUS', field_type=FieldType.READONLY),
                                                ]),
            248 : 
    Register(width=32, full_inst_name='nvme.DMA_DONE_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            256 : 
    Register(width=32, full_inst_name='nvme.ARB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=2, low=0, msb=2, lsb=0, inst_name='AB', field_type=FieldType.READWRITE),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='LPW', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=16, msb=23, lsb=16, inst_name='MPW', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=24, msb=31, lsb=24, inst_name='HPW', field_type=FieldType.READWRITE),
                                                ]),
            260 : 
    Register(width=32, full_inst_name='nvme.COALESCE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='THR', field_type=FieldType.READWRITE),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='TIME', field_type=FieldType.READWRITE),
                                                ]),
            264 : 
    Register(width=32, full_inst_name='nvme.IV_CONFIG', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='IV', field_type=FieldType.READWRITE),FieldDefinition(high=16, low=16, msb=16, lsb=16, inst_name='CD', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            268 : 
    Register(width=32, full_inst_name='nvme.CONTROL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='SHUTDOWN_DONE', field_type=FieldType.WRITEONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='FATAL', field_type=FieldType.WRITEONLY),
                                                ]),
            288 : 
    Register(width=32, full_inst_name='nvme.SQE_FETCHED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            292 : 
    Register(width=32, full_inst_name='nvme.CQE_POSTED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            296 : 
    Register(width=32, full_inst_name='nvme.CPL_DROPPED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            300 : 
    Register(width=32, full_inst_name='nvme.DOORBELL_ERRORS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            304 : 
    Register(width=32, full_inst_name='nvme.FETCH_ERRORS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            308 : 
    Register(width=32, full_inst_name='nvme.CC_IGNORED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            312 : 
    Register(width=32, full_inst_name='nvme.EVENTS_DROPPED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            316 : 
    Register(width=32, full_inst_name='nvme.MSIX_SENT', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            320 : 
    Register(width=32, full_inst_name='nvme.CPL_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            324 : 
    Register(width=32, full_inst_name='nvme.DMA_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            328 : 
    Register(width=32, full_inst_name='nvme.IO_REJECTED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            384 : 
    Register(width=32, full_inst_name='nvme.NS_SIZE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            388 : 
    Register(width=32, full_inst_name='nvme.NS_SIZE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            392 : 
    Register(width=32, full_inst_name='nvme.NS_ATTR', readable=True, writable=True,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='INDEX', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='SET', field_type=FieldType.READWRITE),FieldDefinition(high=20, low=16, msb=20, lsb=16, inst_name='LBA_SHIFT', field_type=FieldType.READWRITE),FieldDefinition(high=24, low=24, msb=24, lsb=24, inst_name='VALID', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=25, msb=25, lsb=25, inst_name='HOST', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            396 : 
    Register(width=32, full_inst_name='nvme.SACA_GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='NUM_SETS', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='MAX_NS', field_type=FieldType.READONLY),FieldDefinition(high=23, low=16, msb=23, lsb=16, inst_name='MDTS', field_type=FieldType.READONLY),
                                                ]),
        }

    def _build_memories(self) -> list[MemoryEntry]:
        return [
        ]

if __name__ == '__main__':
    pass
