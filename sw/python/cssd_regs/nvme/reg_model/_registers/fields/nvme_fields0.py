

"""
Python Wrapper for the nvme register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field
from peakrdl_python.lib import FieldEnumAsyncReadOnly, FieldEnumAsyncWriteOnly, FieldEnumAsyncReadWrite

# field definitions
    
    
class nvme_STATUS_CMD_AVAIL_0x67337ffff6e041793b382cef0f1dc5b1bc7c0d1e4c26f09b671feb40419cae5d_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A fetched command waits in CMD_*</p>                            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A fetched command waits in CMD_*"
    
    
    

    
    
class nvme_STATUS_EVT_AVAIL_0xf3321e402716b7d55b5905bf87de7960d99c381a00e3da0d67bf5858fcf3076c_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>An event waits in EVT_*</p>                                     |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "An event waits in EVT_*"
    
    
    

    
    
class nvme_STATUS_DMA_DONE_AVAIL_0x7e4142bd847bc068b68a401e0fd0046bf3a15c870ab6b4eafbd65775634282dd_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A DMA completion waits in DMA_DONE</p>                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A DMA completion waits in DMA_DONE"
    
    
    

    
    
class nvme_STATUS_CPL_SPACE_0x6bda303b253e6dc92166238bbf0af77bd02194bfe4d2ee73c06f345e45e9fc48_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>CPL_PUSH would be accepted</p>                                  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "CPL_PUSH would be accepted"
    
    
    

    
    
class nvme_STATUS_DMA_SPACE_0x305215dfba408993a7313ca468009cd24e2f574cc661a5d14ce27b78f6ecac20_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>DMA_CTRL.GO would be accepted</p>                               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "DMA_CTRL.GO would be accepted"
    
    
    

    
    
class nvme_STATUS_QCFG_BUSY_0x352d29be0eef2689f257cd80245fe517f4f313ee386e8c3f3103be9c750043ee_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A QCFG operation is still pending</p>                           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A QCFG operation is still pending"
    
    
    

    
    
class nvme_GEOMETRY_NUM_IO_QUEUES_0x8e0cbd601cb09ccb2c336eb41bea1856a7ef976118f27081dfd302df32711ae1_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>I/O queue pairs (queue ids 1..N)</p>                            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "I/O queue pairs (queue ids 1..N)"
    
    
    

    
    
class nvme_GEOMETRY_NUM_VECTORS_0x93752fd1706ee76ab5dafd3551578830055b9e9ba3d67c8260da6ae034c2a2a_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>MSI-X vectors</p>                                               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "MSI-X vectors"
    
    
    

    
    
class nvme_CSTS_RDY_0x9f8867a420319a1f15623ec8bacbe240dd955a56f25970cfe01f833c8254948f_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>CSTS.RDY</p>                                                    |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "CSTS.RDY"
    
    
    

    
    
class nvme_CSTS_CFS_0xd28b42246ee7c9557c66dcdf443574d50d0555808dc47e53497d4914de51cc1b_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>CSTS.CFS</p>                                                    |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "CSTS.CFS"
    
    
    

    
    
class nvme_CSTS_SHST_0xa6ee7c7e982c8f015bcd54b522e2dccb2c45e20c420b7138479e5b909bb1d5a3_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>CSTS.SHST</p>                                                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "CSTS.SHST"
    
    
    

    
    
class nvme_CSTS_GEN_0x13500fb5b7e58828796f6e59a25966bf5f8830b9d381b5ce9da28886da7d4d00_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Generation: increments at every controller reset</p>            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Generation: increments at every controller reset"
    
    
    

    
    
class nvme_CMD_INFO_SQID_0x297d952690e0f52dfe4702f0b3f07770635f6cc170afe75af6a15193d090f4cc_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Submission queue the command came from</p>                      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Submission queue the command came from"
    
    
    

    
    
class nvme_CMD_INFO_GEN_0xa9411a5211b235f21b07cff2df3e81cc6d348fae9ee4722c40e590f5a87bec6e_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Generation: copy it into CPL_ID.GEN</p>                         |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Generation: copy it into CPL_ID.GEN"
    
    
    

    
    
class nvme_CMD_POP_POP_0x30f2e6782a9c22fdc7e5b57d83f0df94a1bf03f41f8597203b8a147328d2a0d9_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Write 1: drop the head command</p>                              |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: drop the head command"
    
    
    

    
    
class nvme_CPL_ID_SQID_0x323ea0ecf1d2f0f84831ffc718d2e665a43687e87280953336ac080e8421e000_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Submission queue of the command</p>                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Submission queue of the command"
    
    
    

    
    
class nvme_CPL_ID_CID_0xa1c91b137cfcda5743f13a8bbabc8bb4938d08914448d66d658486de27c92f01_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Command identifier</p>                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Command identifier"
    
    
    

    
    
class nvme_CPL_STATUS_STATUS_0x5a7fb7127a73e88dbf7635ec80d51855f0ab64fe6303f379e28bd3e519094f29_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>NVMe status field: SC 7:0, SCT 10:8, CRD 12:11, M 13, DNR       |
    |              |      14</p>                                                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "NVMe status field: SC 7:0, SCT 10:8, CRD 12:11, M 13, DNR 14"
    
    
    

    
    
class nvme_CPL_STATUS_GEN_0x2540af72fbf1a07eb33dfe0af96ddb0cd02c4ef9fde08d43d7b65df79a1da78c_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Generation from CMD_INFO.GEN</p>                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Generation from CMD_INFO.GEN"
    
    
    

    
    
class nvme_QCFG_ATTR_SIZE_M1_0x3d069bb96ceb0f820ba011cbe1d76d76ba61bb4fb65c498db482306207469264_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Entries - 1</p>                                                 |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Entries - 1"
    
    
    

    
    
class nvme_QCFG_ATTR_PRIO_0x50c9286b2232ae72e00ce3ae39b45306884277e38b166817cc91d1bd9f8dd653_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Create SQ: QPRIO</p>                                            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Create SQ: QPRIO"
    
    
    

    
    
class nvme_QCFG_ATTR_IEN_0x5a35cac6a196de68ccae560ce211bb378906c088e4ec920c74bf47ba444d6c3d_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Create CQ: interrupts enabled</p>                               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Create CQ: interrupts enabled"
    
    
    

    
    
class nvme_QCFG_OP_OP_0x22c422098053e98f4c2da8bbeac6e120c7e34803bb83155d7a48ba932d4ecef_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>0 create SQ, 1 create CQ, 2 delete SQ, 3 delete CQ</p>          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "0 create SQ, 1 create CQ, 2 delete SQ, 3 delete CQ"
    
    
    

    
    
class nvme_QCFG_OP_QID_0xa680b7d241b19df710ac21132f8f52c4eeb9e73c8c5858bf186443deed28546c_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Queue identifier</p>                                            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Queue identifier"
    
    
    

    
    
class nvme_QCFG_OP_CQID_IV_0x57567004bc3c6ebc71c927132883de6a1bc3dac943b2b5c46a9d63b6a5852a8c_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Create SQ: CQ id; create CQ: MSI-X vector</p>                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Create SQ: CQ id; create CQ: MSI-X vector"
    
    
    


if __name__ == '__main__':
    pass