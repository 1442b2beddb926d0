


"""
Python Wrapper for the fw_port register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from typing import Union

from peakrdl_python.sim_lib.register import Register, MemoryRegister
from peakrdl_python.sim_lib.memory import Memory
from peakrdl_python.sim_lib.simulator import MemoryEntry
from peakrdl_python.sim_lib.field import FieldDefinition, FieldType
from peakrdl_python.sim_lib.simulator import AsyncSimulator as Simulator


class fw_port_simulator_cls(Simulator):

    def _build_registers(self) -> dict[int, Union[list[Union[MemoryRegister, Register]], Union[MemoryRegister, Register]]]:
        return {
            0 : 
    Register(width=32, full_inst_name='fw_port.nvme.STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='EVT_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='DMA_DONE_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=3, low=3, msb=3, lsb=3, inst_name='CPL_SPACE', field_type=FieldType.READONLY),FieldDefinition(high=4, low=4, msb=4, lsb=4, inst_name='DMA_SPACE', field_type=FieldType.READONLY),FieldDefinition(high=5, low=5, msb=5, lsb=5, inst_name='QCFG_BUSY', field_type=FieldType.READONLY),
                                                ]),
            4 : 
    Register(width=32, full_inst_name='fw_port.nvme.IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='EVT', field_type=FieldType.READWRITE),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='DMA_DONE', field_type=FieldType.READWRITE),
                                                ]),
            8 : 
    Register(width=32, full_inst_name='fw_port.nvme.GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='NUM_IO_QUEUES', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='NUM_VECTORS', field_type=FieldType.READONLY),
                                                ]),
            12 : 
    Register(width=32, full_inst_name='fw_port.nvme.CC', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16 : 
    Register(width=32, full_inst_name='fw_port.nvme.CSTS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='RDY', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='CFS', field_type=FieldType.READONLY),FieldDefinition(high=3, low=2, msb=3, lsb=2, inst_name='SHST', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='GEN', field_type=FieldType.READONLY),
                                                ]),
            32 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SQID', field_type=FieldType.READONLY),FieldDefinition(high=19, low=16, msb=19, lsb=16, inst_name='GEN', field_type=FieldType.READONLY),
                                                ]),
            36 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            64 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW0', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            68 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW1', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            72 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW2', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            76 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW3', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            80 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW4', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            84 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW5', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            88 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW6', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            92 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW7', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            96 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW8', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            100 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW9', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            104 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW10', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            108 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW11', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            112 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW12', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            116 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW13', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            120 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW14', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            124 : 
    Register(width=32, full_inst_name='fw_port.nvme.CMD_DW15', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            128 : 
    Register(width=32, full_inst_name='fw_port.nvme.CPL_DW0', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            132 : 
    Register(width=32, full_inst_name='fw_port.nvme.CPL_DW1', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            136 : 
    Register(width=32, full_inst_name='fw_port.nvme.CPL_ID', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SQID', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='CID', field_type=FieldType.READWRITE),
                                                ]),
            140 : 
    Register(width=32, full_inst_name='fw_port.nvme.CPL_STATUS', readable=True, writable=True,
                                         fields=[FieldDefinition(high=14, low=0, msb=14, lsb=0, inst_name='STATUS', field_type=FieldType.READWRITE),FieldDefinition(high=19, low=16, msb=19, lsb=16, inst_name='GEN', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='PUSH', field_type=FieldType.WRITEONLY),
                                                ]),
            160 : 
    Register(width=32, full_inst_name='fw_port.nvme.QCFG_BASE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            164 : 
    Register(width=32, full_inst_name='fw_port.nvme.QCFG_BASE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            168 : 
    Register(width=32, full_inst_name='fw_port.nvme.QCFG_ATTR', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SIZE_M1', field_type=FieldType.READWRITE),FieldDefinition(high=17, low=16, msb=17, lsb=16, inst_name='PRIO', field_type=FieldType.READWRITE),FieldDefinition(high=18, low=18, msb=18, lsb=18, inst_name='IEN', field_type=FieldType.READWRITE),
                                                ]),
            172 : 
    Register(width=32, full_inst_name='fw_port.nvme.QCFG_OP', readable=True, writable=True,
                                         fields=[FieldDefinition(high=1, low=0, msb=1, lsb=0, inst_name='OP', field_type=FieldType.READWRITE),FieldDefinition(high=15, low=4, msb=15, lsb=4, inst_name='QID', field_type=FieldType.READWRITE),FieldDefinition(high=27, low=16, msb=27, lsb=16, inst_name='CQID_IV', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            192 : 
    Register(width=32, full_inst_name='fw_port.nvme.EVT_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='KIND', field_type=FieldType.READONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='IS_CQ', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='QID', field_type=FieldType.READONLY),
                                                ]),
            196 : 
    Register(width=32, full_inst_name='fw_port.nvme.EVT_VALUE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            200 : 
    Register(width=32, full_inst_name='fw_port.nvme.EVT_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            224 : 
    Register(width=32, full_inst_name='fw_port.nvme.DMA_HOST_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            228 : 
    Register(width=32, full_inst_name='fw_port.nvme.DMA_HOST_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            232 : 
    Register(width=32, full_inst_name='fw_port.nvme.DMA_LOCAL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            236 : 
    Register(width=32, full_inst_name='fw_port.nvme.DMA_CTRL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='LEN', field_type=FieldType.READWRITE),FieldDefinition(high=24, low=24, msb=24, lsb=24, inst_name='TO_HOST', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            240 : 
    Register(width=32, full_inst_name='fw_port.nvme.DMA_ID', readable=True, writable=True,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='ID', field_type=FieldType.READWRITE),
                                                ]),
            244 : 
    Register(width=32, full_inst_name='fw_port.nvme.DMA_DONE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='ID', field_type=FieldType.READONLY),FieldDefinition(high=9, low=8, msb=9, lsb=8, inst_name='STATUS', field_type=FieldType.READONLY),
                                                ]),
            248 : 
    Register(width=32, full_inst_name='fw_port.nvme.DMA_DONE_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            256 : 
    Register(width=32, full_inst_name='fw_port.nvme.ARB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=2, low=0, msb=2, lsb=0, inst_name='AB', field_type=FieldType.READWRITE),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='LPW', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=16, msb=23, lsb=16, inst_name='MPW', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=24, msb=31, lsb=24, inst_name='HPW', field_type=FieldType.READWRITE),
                                                ]),
            260 : 
    Register(width=32, full_inst_name='fw_port.nvme.COALESCE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='THR', field_type=FieldType.READWRITE),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='TIME', field_type=FieldType.READWRITE),
                                                ]),
            264 : 
    Register(width=32, full_inst_name='fw_port.nvme.IV_CONFIG', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='IV', field_type=FieldType.READWRITE),FieldDefinition(high=16, low=16, msb=16, lsb=16, inst_name='CD', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            268 : 
    Register(width=32, full_inst_name='fw_port.nvme.CONTROL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='SHUTDOWN_DONE', field_type=FieldType.WRITEONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='FATAL', field_type=FieldType.WRITEONLY),
                                                ]),
            288 : 
    Register(width=32, full_inst_name='fw_port.nvme.SQE_FETCHED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            292 : 
    Register(width=32, full_inst_name='fw_port.nvme.CQE_POSTED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            296 : 
    Register(width=32, full_inst_name='fw_port.nvme.CPL_DROPPED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            300 : 
    Register(width=32, full_inst_name='fw_port.nvme.DOORBELL_ERRORS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            304 : 
    Register(width=32, full_inst_name='fw_port.nvme.FETCH_ERRORS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            308 : 
    Register(width=32, full_inst_name='fw_port.nvme.CC_IGNORED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            312 : 
    Register(width=32, full_inst_name='fw_port.nvme.EVENTS_DROPPED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            316 : 
    Register(width=32, full_inst_name='fw_port.nvme.MSIX_SENT', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            320 : 
    Register(width=32, full_inst_name='fw_port.nvme.CPL_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            324 : 
    Register(width=32, full_inst_name='fw_port.nvme.DMA_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            328 : 
    Register(width=32, full_inst_name='fw_port.nvme.IO_REJECTED', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            384 : 
    Register(width=32, full_inst_name='fw_port.nvme.NS_SIZE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            388 : 
    Register(width=32, full_inst_name='fw_port.nvme.NS_SIZE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            392 : 
    Register(width=32, full_inst_name='fw_port.nvme.NS_ATTR', readable=True, writable=True,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='INDEX', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='SET', field_type=FieldType.READWRITE),FieldDefinition(high=20, low=16, msb=20, lsb=16, inst_name='LBA_SHIFT', field_type=FieldType.READWRITE),FieldDefinition(high=24, low=24, msb=24, lsb=24, inst_name='VALID', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=25, msb=25, lsb=25, inst_name='HOST', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            396 : 
    Register(width=32, full_inst_name='fw_port.nvme.SACA_GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='NUM_SETS', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='MAX_NS', field_type=FieldType.READONLY),FieldDefinition(high=23, low=16, msb=23, lsb=16, inst_name='MDTS', field_type=FieldType.READONLY),
                                                ]),
            4096 : 
    Register(width=32, full_inst_name='fw_port.set[0].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='REQ_SPACE', field_type=FieldType.READONLY),
                                                ]),
            4100 : 
    Register(width=32, full_inst_name='fw_port.set[0].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE', field_type=FieldType.READWRITE),
                                                ]),
            4104 : 
    Register(width=32, full_inst_name='fw_port.set[0].GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='SET_ID', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='NUM_SETS', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='NUM_SLOTS', field_type=FieldType.READONLY),
                                                ]),
            4112 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='SQID', field_type=FieldType.READONLY),
                                                ]),
            4116 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_LEN', readable=True, writable=False,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='BYTES', field_type=FieldType.READONLY),
                                                ]),
            4120 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            4160 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW0', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4164 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW1', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4168 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW2', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4172 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW3', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4176 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW4', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4180 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW5', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4184 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW6', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4188 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW7', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4192 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW8', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4196 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW9', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4200 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW10', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4204 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW11', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4208 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW12', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4212 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW13', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4216 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW14', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4220 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMD_DW15', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            4224 : 
    Register(width=32, full_inst_name='fw_port.set[0].REQ_LOCAL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            4228 : 
    Register(width=32, full_inst_name='fw_port.set[0].REQ_OFFSET', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            4232 : 
    Register(width=32, full_inst_name='fw_port.set[0].REQ_LEN', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            4236 : 
    Register(width=32, full_inst_name='fw_port.set[0].REQ_DW0', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            4240 : 
    Register(width=32, full_inst_name='fw_port.set[0].REQ_CTRL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=9, low=0, msb=9, lsb=0, inst_name='SLOT', field_type=FieldType.READWRITE),FieldDefinition(high=10, low=10, msb=10, lsb=10, inst_name='KIND', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=11, msb=11, lsb=11, inst_name='TO_HOST', field_type=FieldType.READWRITE),FieldDefinition(high=12, low=12, msb=12, lsb=12, inst_name='AUTO_CPL', field_type=FieldType.READWRITE),FieldDefinition(high=30, low=16, msb=30, lsb=16, inst_name='STATUS', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            4256 : 
    Register(width=32, full_inst_name='fw_port.set[0].DONE_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=18, low=16, msb=18, lsb=16, inst_name='STATUS', field_type=FieldType.READONLY),
                                                ]),
            4260 : 
    Register(width=32, full_inst_name='fw_port.set[0].DONE_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            4288 : 
    Register(width=32, full_inst_name='fw_port.set[0].CMDS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            4292 : 
    Register(width=32, full_inst_name='fw_port.set[0].XFERS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            4296 : 
    Register(width=32, full_inst_name='fw_port.set[0].CPLS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            4300 : 
    Register(width=32, full_inst_name='fw_port.set[0].REQ_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            8192 : 
    Register(width=32, full_inst_name='fw_port.set[1].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='REQ_SPACE', field_type=FieldType.READONLY),
                                                ]),
            8196 : 
    Register(width=32, full_inst_name='fw_port.set[1].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE', field_type=FieldType.READWRITE),
                                                ]),
            8200 : 
    Register(width=32, full_inst_name='fw_port.set[1].GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='SET_ID', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='NUM_SETS', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='NUM_SLOTS', field_type=FieldType.READONLY),
                                                ]),
            8208 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='SQID', field_type=FieldType.READONLY),
                                                ]),
            8212 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_LEN', readable=True, writable=False,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='BYTES', field_type=FieldType.READONLY),
                                                ]),
            8216 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            8256 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW0', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8260 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW1', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8264 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW2', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8268 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW3', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8272 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW4', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8276 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW5', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8280 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW6', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8284 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW7', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8288 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW8', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8292 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW9', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8296 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW10', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8300 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW11', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8304 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW12', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8308 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW13', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8312 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW14', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8316 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMD_DW15', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            8320 : 
    Register(width=32, full_inst_name='fw_port.set[1].REQ_LOCAL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            8324 : 
    Register(width=32, full_inst_name='fw_port.set[1].REQ_OFFSET', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            8328 : 
    Register(width=32, full_inst_name='fw_port.set[1].REQ_LEN', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            8332 : 
    Register(width=32, full_inst_name='fw_port.set[1].REQ_DW0', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            8336 : 
    Register(width=32, full_inst_name='fw_port.set[1].REQ_CTRL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=9, low=0, msb=9, lsb=0, inst_name='SLOT', field_type=FieldType.READWRITE),FieldDefinition(high=10, low=10, msb=10, lsb=10, inst_name='KIND', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=11, msb=11, lsb=11, inst_name='TO_HOST', field_type=FieldType.READWRITE),FieldDefinition(high=12, low=12, msb=12, lsb=12, inst_name='AUTO_CPL', field_type=FieldType.READWRITE),FieldDefinition(high=30, low=16, msb=30, lsb=16, inst_name='STATUS', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            8352 : 
    Register(width=32, full_inst_name='fw_port.set[1].DONE_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=18, low=16, msb=18, lsb=16, inst_name='STATUS', field_type=FieldType.READONLY),
                                                ]),
            8356 : 
    Register(width=32, full_inst_name='fw_port.set[1].DONE_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            8384 : 
    Register(width=32, full_inst_name='fw_port.set[1].CMDS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            8388 : 
    Register(width=32, full_inst_name='fw_port.set[1].XFERS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            8392 : 
    Register(width=32, full_inst_name='fw_port.set[1].CPLS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            8396 : 
    Register(width=32, full_inst_name='fw_port.set[1].REQ_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            12288 : 
    Register(width=32, full_inst_name='fw_port.set[2].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='REQ_SPACE', field_type=FieldType.READONLY),
                                                ]),
            12292 : 
    Register(width=32, full_inst_name='fw_port.set[2].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE', field_type=FieldType.READWRITE),
                                                ]),
            12296 : 
    Register(width=32, full_inst_name='fw_port.set[2].GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='SET_ID', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='NUM_SETS', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='NUM_SLOTS', field_type=FieldType.READONLY),
                                                ]),
            12304 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='SQID', field_type=FieldType.READONLY),
                                                ]),
            12308 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_LEN', readable=True, writable=False,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='BYTES', field_type=FieldType.READONLY),
                                                ]),
            12312 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            12352 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW0', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12356 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW1', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12360 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW2', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12364 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW3', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12368 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW4', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12372 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW5', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12376 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW6', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12380 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW7', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12384 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW8', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12388 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW9', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12392 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW10', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12396 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW11', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12400 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW12', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12404 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW13', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12408 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW14', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12412 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMD_DW15', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            12416 : 
    Register(width=32, full_inst_name='fw_port.set[2].REQ_LOCAL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            12420 : 
    Register(width=32, full_inst_name='fw_port.set[2].REQ_OFFSET', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            12424 : 
    Register(width=32, full_inst_name='fw_port.set[2].REQ_LEN', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            12428 : 
    Register(width=32, full_inst_name='fw_port.set[2].REQ_DW0', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            12432 : 
    Register(width=32, full_inst_name='fw_port.set[2].REQ_CTRL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=9, low=0, msb=9, lsb=0, inst_name='SLOT', field_type=FieldType.READWRITE),FieldDefinition(high=10, low=10, msb=10, lsb=10, inst_name='KIND', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=11, msb=11, lsb=11, inst_name='TO_HOST', field_type=FieldType.READWRITE),FieldDefinition(high=12, low=12, msb=12, lsb=12, inst_name='AUTO_CPL', field_type=FieldType.READWRITE),FieldDefinition(high=30, low=16, msb=30, lsb=16, inst_name='STATUS', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            12448 : 
    Register(width=32, full_inst_name='fw_port.set[2].DONE_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=18, low=16, msb=18, lsb=16, inst_name='STATUS', field_type=FieldType.READONLY),
                                                ]),
            12452 : 
    Register(width=32, full_inst_name='fw_port.set[2].DONE_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            12480 : 
    Register(width=32, full_inst_name='fw_port.set[2].CMDS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            12484 : 
    Register(width=32, full_inst_name='fw_port.set[2].XFERS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            12488 : 
    Register(width=32, full_inst_name='fw_port.set[2].CPLS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            12492 : 
    Register(width=32, full_inst_name='fw_port.set[2].REQ_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            16384 : 
    Register(width=32, full_inst_name='fw_port.set[3].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='REQ_SPACE', field_type=FieldType.READONLY),
                                                ]),
            16388 : 
    Register(width=32, full_inst_name='fw_port.set[3].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CMD', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE', field_type=FieldType.READWRITE),
                                                ]),
            16392 : 
    Register(width=32, full_inst_name='fw_port.set[3].GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='SET_ID', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='NUM_SETS', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='NUM_SLOTS', field_type=FieldType.READONLY),
                                                ]),
            16400 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='SQID', field_type=FieldType.READONLY),
                                                ]),
            16404 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_LEN', readable=True, writable=False,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='BYTES', field_type=FieldType.READONLY),
                                                ]),
            16408 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            16448 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW0', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16452 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW1', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16456 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW2', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16460 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW3', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16464 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW4', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16468 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW5', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16472 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW6', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16476 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW7', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16480 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW8', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16484 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW9', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16488 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW10', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16492 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW11', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16496 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW12', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16500 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW13', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16504 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW14', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16508 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMD_DW15', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            16512 : 
    Register(width=32, full_inst_name='fw_port.set[3].REQ_LOCAL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            16516 : 
    Register(width=32, full_inst_name='fw_port.set[3].REQ_OFFSET', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            16520 : 
    Register(width=32, full_inst_name='fw_port.set[3].REQ_LEN', readable=True, writable=True,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            16524 : 
    Register(width=32, full_inst_name='fw_port.set[3].REQ_DW0', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            16528 : 
    Register(width=32, full_inst_name='fw_port.set[3].REQ_CTRL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=9, low=0, msb=9, lsb=0, inst_name='SLOT', field_type=FieldType.READWRITE),FieldDefinition(high=10, low=10, msb=10, lsb=10, inst_name='KIND', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=11, msb=11, lsb=11, inst_name='TO_HOST', field_type=FieldType.READWRITE),FieldDefinition(high=12, low=12, msb=12, lsb=12, inst_name='AUTO_CPL', field_type=FieldType.READWRITE),FieldDefinition(high=30, low=16, msb=30, lsb=16, inst_name='STATUS', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='GO', field_type=FieldType.WRITEONLY),
                                                ]),
            16544 : 
    Register(width=32, full_inst_name='fw_port.set[3].DONE_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SLOT', field_type=FieldType.READONLY),FieldDefinition(high=18, low=16, msb=18, lsb=16, inst_name='STATUS', field_type=FieldType.READONLY),
                                                ]),
            16548 : 
    Register(width=32, full_inst_name='fw_port.set[3].DONE_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            16576 : 
    Register(width=32, full_inst_name='fw_port.set[3].CMDS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            16580 : 
    Register(width=32, full_inst_name='fw_port.set[3].XFERS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            16584 : 
    Register(width=32, full_inst_name='fw_port.set[3].CPLS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            16588 : 
    Register(width=32, full_inst_name='fw_port.set[3].REQ_OVERFLOW', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            65536 : 
    Register(width=32, full_inst_name='fw_port.flash.GEOMETRY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNELS', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='DIES', field_type=FieldType.READONLY),FieldDefinition(high=19, low=16, msb=19, lsb=16, inst_name='PLANES', field_type=FieldType.READONLY),FieldDefinition(high=31, low=24, msb=31, lsb=24, inst_name='QUEUE_DEPTH', field_type=FieldType.READONLY),
                                                ]),
            65540 : 
    Register(width=32, full_inst_name='fw_port.flash.GEOMETRY_BLOCKS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='BLOCKS', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='PAGES', field_type=FieldType.READONLY),
                                                ]),
            65544 : 
    Register(width=32, full_inst_name='fw_port.flash.GEOMETRY_PAGE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=23, low=0, msb=23, lsb=0, inst_name='PAGE_BYTES', field_type=FieldType.READONLY),
                                                ]),
            65548 : 
    Register(width=32, full_inst_name='fw_port.flash.GEOMETRY_SPARE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='SPARE_BYTES', field_type=FieldType.READONLY),
                                                ]),
            65568 : 
    Register(width=32, full_inst_name='fw_port.flash.T_READ', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65572 : 
    Register(width=32, full_inst_name='fw_port.flash.T_PROG', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65576 : 
    Register(width=32, full_inst_name='fw_port.flash.T_ERASE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65580 : 
    Register(width=32, full_inst_name='fw_port.flash.T_CMD', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65584 : 
    Register(width=32, full_inst_name='fw_port.flash.T_READ_LSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65588 : 
    Register(width=32, full_inst_name='fw_port.flash.T_READ_CSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65592 : 
    Register(width=32, full_inst_name='fw_port.flash.T_READ_MSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65596 : 
    Register(width=32, full_inst_name='fw_port.flash.T_PROG_LSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65600 : 
    Register(width=32, full_inst_name='fw_port.flash.T_PROG_CSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65604 : 
    Register(width=32, full_inst_name='fw_port.flash.T_PROG_MSB', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='CYCLES', field_type=FieldType.READWRITE),
                                                ]),
            65608 : 
    Register(width=32, full_inst_name='fw_port.flash.BUS_RATE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='CYCLES_PER_KIB', field_type=FieldType.READWRITE),
                                                ]),
            65612 : 
    Register(width=32, full_inst_name='fw_port.flash.TIME_SCALE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='FACTOR', field_type=FieldType.READWRITE),
                                                ]),
            65616 : 
    Register(width=32, full_inst_name='fw_port.flash.PAGE_TYPES', readable=True, writable=True,
                                         fields=[FieldDefinition(high=1, low=0, msb=1, lsb=0, inst_name='MODE', field_type=FieldType.READWRITE),
                                                ]),
            65620 : 
    Register(width=32, full_inst_name='fw_port.flash.SCHED', readable=True, writable=True,
                                         fields=[FieldDefinition(high=1, low=0, msb=1, lsb=0, inst_name='POLICY', field_type=FieldType.READWRITE),
                                                ]),
            65632 : 
    Register(width=32, full_inst_name='fw_port.flash.DATA_BASE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            65636 : 
    Register(width=32, full_inst_name='fw_port.flash.DATA_BASE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            65640 : 
    Register(width=32, full_inst_name='fw_port.flash.SPARE_BASE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            65644 : 
    Register(width=32, full_inst_name='fw_port.flash.SPARE_BASE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            65664 : 
    Register(width=32, full_inst_name='fw_port.flash.BBT_SEL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=19, low=16, msb=19, lsb=16, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=20, msb=23, lsb=20, inst_name='DIE', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=24, msb=31, lsb=24, inst_name='CHANNEL', field_type=FieldType.READWRITE),
                                                ]),
            65668 : 
    Register(width=32, full_inst_name='fw_port.flash.BBT_STATE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='BAD', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='WRITTEN', field_type=FieldType.READONLY),
                                                ]),
            65672 : 
    Register(width=32, full_inst_name='fw_port.flash.BBT_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='SET_BAD', field_type=FieldType.WRITEONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='CLEAR_BAD', field_type=FieldType.WRITEONLY),
                                                ]),
            65696 : 
    Register(width=32, full_inst_name='fw_port.flash.FAULT_SEL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=2, low=0, msb=2, lsb=0, inst_name='INDEX', field_type=FieldType.READWRITE),
                                                ]),
            65700 : 
    Register(width=32, full_inst_name='fw_port.flash.FAULT_ADDR', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            65704 : 
    Register(width=32, full_inst_name='fw_port.flash.FAULT_RULE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=2, low=0, msb=2, lsb=0, inst_name='KIND', field_type=FieldType.READWRITE),FieldDefinition(high=3, low=3, msb=3, lsb=3, inst_name='WHOLE_BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CHANNEL', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=31, msb=31, lsb=31, inst_name='WRITE', field_type=FieldType.WRITEONLY),
                                                ]),
            65712 : 
    Register(width=32, full_inst_name='fw_port.flash.RATE_UECC', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='UNCORRECTABLE', field_type=FieldType.READWRITE),
                                                ]),
            65716 : 
    Register(width=32, full_inst_name='fw_port.flash.RATE_PROGRAM', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='PROGRAM', field_type=FieldType.READWRITE),
                                                ]),
            65720 : 
    Register(width=32, full_inst_name='fw_port.flash.RATE_ERASE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='ERASE', field_type=FieldType.READWRITE),
                                                ]),
            65728 : 
    Register(width=32, full_inst_name='fw_port.flash.MON_SEL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='INDEX', field_type=FieldType.READWRITE),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='DIE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=16, msb=23, lsb=16, inst_name='CHANNEL', field_type=FieldType.READWRITE),
                                                ]),
            65732 : 
    Register(width=32, full_inst_name='fw_port.flash.MON_DATA', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            65736 : 
    Register(width=32, full_inst_name='fw_port.flash.CYCLES', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READONLY),
                                                ]),
            69632 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            69636 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            69640 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            69648 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            69652 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            69656 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            69660 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            69664 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            69668 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            69680 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            69684 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[0].CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            73728 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            73732 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            73736 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            73744 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            73748 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            73752 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            73756 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            73760 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            73764 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            73776 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            73780 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[1].CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            77824 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            77828 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            77832 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            77840 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            77844 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            77848 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            77852 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            77856 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            77860 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            77872 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            77876 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[2].CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            81920 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            81924 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            81928 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            81936 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            81940 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            81944 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            81948 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            81952 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            81956 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            81968 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            81972 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[3].CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            86016 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            86020 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            86024 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            86032 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            86036 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            86040 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            86044 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            86048 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            86052 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            86064 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            86068 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[4].CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            90112 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            90116 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            90120 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            90128 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            90132 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            90136 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            90140 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            90144 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            90148 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            90160 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            90164 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[5].CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            94208 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            94212 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            94216 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            94224 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            94228 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            94232 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            94236 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            94240 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            94244 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            94256 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            94260 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[6].CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
            98304 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL_AVAIL', field_type=FieldType.READONLY),FieldDefinition(high=15, low=8, msb=15, lsb=8, inst_name='CPL_COUNT', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='DIE_SPACE', field_type=FieldType.READONLY),
                                                ]),
            98308 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].IRQ_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='CPL', field_type=FieldType.READWRITE),
                                                ]),
            98312 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='CHANNEL', field_type=FieldType.READONLY),
                                                ]),
            98320 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].DESC_ROW', readable=True, writable=True,
                                         fields=[FieldDefinition(high=11, low=0, msb=11, lsb=0, inst_name='PAGE', field_type=FieldType.READWRITE),FieldDefinition(high=23, low=12, msb=23, lsb=12, inst_name='BLOCK', field_type=FieldType.READWRITE),FieldDefinition(high=25, low=24, msb=25, lsb=24, inst_name='PLANE', field_type=FieldType.READWRITE),FieldDefinition(high=29, low=26, msb=29, lsb=26, inst_name='DIE', field_type=FieldType.READWRITE),
                                                ]),
            98324 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].DESC_BUF_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            98328 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].DESC_BUF_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            98332 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].DESC_SPARE_LO', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            98336 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].DESC_SPARE_HI', readable=True, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='VALUE', field_type=FieldType.READWRITE),
                                                ]),
            98340 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].DESC_CTRL', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='GO', field_type=FieldType.WRITEONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.WRITEONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='MULTI', field_type=FieldType.WRITEONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='SPARE', field_type=FieldType.WRITEONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.WRITEONLY),
                                                ]),
            98352 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].CPL_INFO', readable=True, writable=False,
                                         fields=[FieldDefinition(high=3, low=0, msb=3, lsb=0, inst_name='STATUS', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='OP', field_type=FieldType.READONLY),FieldDefinition(high=11, low=8, msb=11, lsb=8, inst_name='ERASED', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='TAG', field_type=FieldType.READONLY),
                                                ]),
            98356 : 
    Register(width=32, full_inst_name='fw_port.flash_chan[7].CPL_POP', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='POP', field_type=FieldType.WRITEONLY),
                                                ]),
        }

    def _build_memories(self) -> list[MemoryEntry]:
        return [
        ]

if __name__ == '__main__':
    pass
