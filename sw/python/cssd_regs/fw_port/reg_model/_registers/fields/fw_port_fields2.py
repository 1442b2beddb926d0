

"""
Python Wrapper for the fw_port register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field
from peakrdl_python.lib import FieldEnumAsyncReadOnly, FieldEnumAsyncWriteOnly, FieldEnumAsyncReadWrite

# field definitions
    
    
class nvme_NS_ATTR_HOST_0x3fe9b8f5b13834dbf77e52cccd59035a475ee1d34132e088915676b95b909755_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Reachable by the host function (0: firmware-private)</p>        |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Reachable by the host function (0: firmware-private)"
    
    
    

    
    
class nvme_SACA_GEOMETRY_NUM_SETS_0x792844ec999d56691158edc6b76eb3726e11876019f344f55684408bf2b76312_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>NVM sets (per-set windows follow this block on the firmware     |
    |              |      port)</p>                                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "NVM sets (per-set windows follow this block on the firmware port)"
    
    
    

    
    
class nvme_SACA_GEOMETRY_MAX_NS_0x5f5e6c855790caea380f496331ac2af6d57da1085dc683ed1d3c4eec6b030d12_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Namespace table entries (NSIDs 1..MAX_NS)</p>                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Namespace table entries (NSIDs 1..MAX_NS)"
    
    
    

    
    
class nvme_SACA_GEOMETRY_MDTS_0x30999414ba7c1629b447010bd4ff42595f7e2feaf84aa6ddf2625c8851f95bd5_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>MDTS as reported in Identify Controller (units of 4 KiB pages,  |
    |              |      power of two)</p>                                                  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "MDTS as reported in Identify Controller (units of 4 KiB pages, power of two)"
    
    
    

    
    
class nvme_set_STATUS_CMD_AVAIL_0xd45e081efb65f0dbb0024c4517552caee1298ce7a3723fa0a9cb27d2b55f718c_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A command waits in CMD_*</p>                                    |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A command waits in CMD_*"
    
    
    

    
    
class nvme_set_STATUS_DONE_AVAIL_0xdc8f39cf681fc10cc1976b78e0c69bad8902a6aca57fff611acf647e93daf729_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A transfer result waits in DONE_*</p>                           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A transfer result waits in DONE_*"
    
    
    

    
    
class nvme_set_STATUS_REQ_SPACE_0xf2a209d4bd4a1e9624486f2160ce0b0fcbe745be4ca31c64dc271e17588aba8c_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>REQ_CTRL.GO would be accepted</p>                               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "REQ_CTRL.GO would be accepted"
    
    
    

    
    
class nvme_set_GEOMETRY_SET_ID_0xb0e27d158defd40af6e3b0c55a79340e91ae1431bac6b8ab8d073fb42887af0d_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>This set's id (0's based; the NVM Set Identifier is SET_ID +    |
    |              |      1)</p>                                                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "This set\u0027s id (0\u0027s based; the NVM Set Identifier is SET_ID + 1)"
    
    
    

    
    
class nvme_set_GEOMETRY_NUM_SETS_0x14971110281c5e18bc6ad63ac3ca9f3a467ebc18a719961bc60086b023c14eb6_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>NVM sets in this build</p>                                      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "NVM sets in this build"
    
    
    

    
    
class nvme_set_GEOMETRY_NUM_SLOTS_0xe2388a36bcd8455196a30a2739c702b815f4311169c08292ea0d5e22de0186a5_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Command slots shared by all sets</p>                            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Command slots shared by all sets"
    
    
    

    
    
class nvme_set_CMD_INFO_SLOT_0x1e83d87d99595824bf3add85e2001ded28e163e1731a2fbed80bd8a1fc3eb385_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Slot holding the command: name it in REQ_CTRL.SLOT</p>          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Slot holding the command: name it in REQ_CTRL.SLOT"
    
    
    

    
    
class nvme_set_CMD_LEN_BYTES_0x1b842fc7123b48fdab1fb6c501aeb517d214c70eca3e69449298e5c885a1e4fd_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Bytes of host data the command describes (Read/Write: (NLB+1) x |
    |              |      LBA size; Dataset Management: (NR+1) x 16; others 0)</p>           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Bytes of host data the command describes (Read/Write: (NLB+1) x LBA size; Dataset Management: (NR+1) x 16; others 0)"
    
    
    

    
    
class nvme_set_CMD_POP_POP_0xfbb17e59e500c2093779304aa604b4bf523cff4925652ea8d49ddaf77d6e5843_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Write 1: drop the head command (its slot stays allocated until  |
    |              |      its completion request)</p>                                        |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: drop the head command (its slot stays allocated until its completion request)"
    
    
    

    
    
class nvme_set_REQ_LOCAL_VALUE_0x86bacb1f17545624bdc723ccfe6f546e3cdbb678230e373a0809ac9b6f12443f_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Controller memory (DDR) byte address, dword aligned</p>         |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Controller memory (DDR) byte address, dword aligned"
    
    
    

    
    
class nvme_set_REQ_OFFSET_VALUE_0x9970806bb2e01d99a306418286a7a4b76ac06b4200163f7c2821043da7345544_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Byte offset into the command's host data buffer, dword          |
    |              |      multiple</p>                                                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Byte offset into the command\u0027s host data buffer, dword multiple"
    
    
    

    
    
class nvme_set_REQ_LEN_VALUE_0xdc8dcd01d84b052ab69100243310d7ef95407f4a33ecce0f4ddafdacd8964992_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Bytes to move, dword multiple, &gt; 0</p>                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Bytes to move, dword multiple, \u003e 0"
    
    
    

    
    
class nvme_set_REQ_DW0_VALUE_0xad52864d1c36537d8c590ae17acd6e5a589a3eaa4970422d5f868bdf23c4d75_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Command specific dword 0 of the completion entry</p>            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Command specific dword 0 of the completion entry"
    
    
    

    
    
class nvme_set_REQ_CTRL_SLOT_0x2a5f73cf3c6352e93685a5ab849b49ee32eecff9d124539a2a627f00bd80f185_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Command slot (CMD_INFO.SLOT)</p>                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Command slot (CMD_INFO.SLOT)"
    
    
    

    
    
class nvme_set_REQ_CTRL_KIND_0x874ab04d3fec09b460077042673f5659134b826531695c2b38c98016f6dc96f4_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>0 transfer, 1 complete</p>                                      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "0 transfer, 1 complete"
    
    
    

    
    
class nvme_set_REQ_CTRL_TO_HOST_0x7aee83cb4f02fbefb61ec1323e13a941561d2853c6b800ec0b114f7855967883_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Transfer direction: 1 controller -&gt; host (Read), 0 host      |
    |              |      -&gt; controller (Write)</p>                                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Transfer direction: 1 controller -\u003e host (Read), 0 host -\u003e controller (Write)"
    
    
    

    
    
class nvme_set_REQ_CTRL_AUTO_CPL_0xfb8ec04ca5b1ab02a8228a6df07b661e0bb1a7b362ac5ca3c6d5c65ba64e2134_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Transfer: complete the command when it ends</p>                 |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Transfer: complete the command when it ends"
    
    
    

    
    
class nvme_set_REQ_CTRL_STATUS_0x3f6f794d7949d3861b77aa2d5abefb75610f6d3a3fa0e55ae8afc5eba7c83052_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Complete: NVMe status field (SC 7:0, SCT 10:8, CRD 12:11, M 13, |
    |              |      DNR 14)</p>                                                        |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Complete: NVMe status field (SC 7:0, SCT 10:8, CRD 12:11, M 13, DNR 14)"
    
    
    

    
    
class nvme_set_DONE_INFO_SLOT_0x8cdf096ed1eb1c07c442f90d1055aec5d2bbca854eb00a76a9a8b77a4047459a_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Slot of the finished transfer</p>                               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Slot of the finished transfer"
    
    
    

    
    
class nvme_set_DONE_INFO_STATUS_0x1aaf72c249236680a086346e20a615bdd921c32c1472e3ded16d46c24e46713e_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>0 ok, 1 PRP offset invalid, 2 invalid transfer (length/offset), |
    |              |      3 PCIe data transfer error, 4 local memory error, 5 dropped        |
    |              |      (controller reset since the command arrived)</p>                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "0 ok, 1 PRP offset invalid, 2 invalid transfer (length/offset), 3 PCIe data transfer error, 4 local memory error, 5 dropped (controller reset since the command arrived)"
    
    
    

    
    
class flash_GEOMETRY_CHANNELS_0x931e7a28416180f53f0df0eff9d6daa5edb1de948b50dc7489001d91418e58a9_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Channels</p>                                                    |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Channels"
    
    
    


if __name__ == '__main__':
    pass