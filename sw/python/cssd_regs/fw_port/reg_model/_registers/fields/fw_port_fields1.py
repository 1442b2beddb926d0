

"""
Python Wrapper for the fw_port register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field
from peakrdl_python.lib import FieldEnumAsyncReadOnly, FieldEnumAsyncWriteOnly, FieldEnumAsyncReadWrite

# field definitions
    
    
class nvme_EVT_INFO_KIND_0xcb9a0a5d757e94f2325829b6d3cd8a8e353bb7578588e82369ec7ae3b7707413_cls(FieldEnumAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>What happened (evt_kind_e)</p>                                  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "What happened (evt_kind_e)"
    
    
    

    
    
class nvme_EVT_INFO_IS_CQ_0x9b6b0ec4ab6f66b6b7b49f0f9ba45ba6d651ddf1a8556bd192d752bc1442aba9_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The doorbell was a CQ head doorbell</p>                         |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The doorbell was a CQ head doorbell"
    
    
    

    
    
class nvme_EVT_INFO_QID_0x942196b12c83080de6a48baa71440d9350481ee4a00f97c2101fd9dc6a87cbca_cls(FieldAsyncReadOnly):
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
    
    
    

    
    
class nvme_EVT_VALUE_VALUE_0xa8b97a736be1775da08564f800a8559f169beab23f64e519399c24488502c506_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Doorbell value, CC value or CC.SHN</p>                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Doorbell value, CC value or CC.SHN"
    
    
    

    
    
class nvme_DMA_CTRL_LEN_0x6463af7e86080f2e463decab6d3e613f42dd27dbbf2d1fc59098fe72a423f1f6_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Bytes (multiple of 4)</p>                                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Bytes (multiple of 4)"
    
    
    

    
    
class nvme_DMA_CTRL_TO_HOST_0xe9abc88902016f4d6a9b543e6ce0391a8482b15c00245a0c90a01e49f4e7504_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>1: controller memory to host; 0: host to controller memory</p>  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: controller memory to host; 0: host to controller memory"
    
    
    

    
    
class nvme_DMA_ID_ID_0x788ddff2cb18872af8d3287b27e59ef9868bf8a5112e809d8099241cc2886680_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Echoed in DMA_DONE</p>                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Echoed in DMA_DONE"
    
    
    

    
    
class nvme_DMA_DONE_STATUS_0x999740d416b612e32e02499d064512d8b4c9522b6859e698d59df43c2dddfb17_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>0 ok, 1 PCIe completion error, 2 AXI error</p>                  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "0 ok, 1 PCIe completion error, 2 AXI error"
    
    
    

    
    
class nvme_ARB_AB_0x313761f1bbd9f2590a47d356fb22c893aff84e15d72a6eca5a61085e50f2935_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Arbitration burst: 2^AB commands, 7 = no limit</p>              |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Arbitration burst: 2^AB commands, 7 = no limit"
    
    
    

    
    
class nvme_ARB_LPW_0x74b0cba66a7bd10a92d8b116c72ba86d8b14e243457b479f411fc8e9ba4ce52b_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Low priority weight (0's based)</p>                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Low priority weight (0\u0027s based)"
    
    
    

    
    
class nvme_ARB_MPW_0x51a9e288d8efcc58a0815032e4bef21302dbb101b3447a6cf18004dcd7b3b391_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Medium priority weight (0's based)</p>                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Medium priority weight (0\u0027s based)"
    
    
    

    
    
class nvme_ARB_HPW_0x9ab4e2b0935dee26925533cf1e7cdd31e42b4aba29f9a83b6abb2207a43c468b_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>High priority weight (0's based)</p>                            |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "High priority weight (0\u0027s based)"
    
    
    

    
    
class nvme_COALESCE_THR_0x84b4aca0dbedf06ef38d1185ccb5602a8e7f9925586ccdf686051ff9018df21e_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Aggregation threshold (0's based)</p>                           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Aggregation threshold (0\u0027s based)"
    
    
    

    
    
class nvme_COALESCE_TIME_0xa057bcfba0414303792bc85e8283824e81f00c79d8b7a6c6a1576a473b05d0a4_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Aggregation time (100 us units)</p>                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Aggregation time (100 us units)"
    
    
    

    
    
class nvme_IV_CONFIG_IV_0xd4ee2346800d033d0eb76f851e227ab5d9b3558e442397e0db08a7dabf1017e2_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Vector</p>                                                      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Vector"
    
    
    

    
    
class nvme_IV_CONFIG_CD_0x976b2bf882727546ed28ad03eafbad48c4dad6cd08b59da0065687f2ffb0d351_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Coalescing disable</p>                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Coalescing disable"
    
    
    

    
    
class nvme_IV_CONFIG_GO_0x433db47f71712b6f497d8e93e2f5bd867dd87715116c6065819f0f07e40c505_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Write 1: apply CD to IV</p>                                     |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: apply CD to IV"
    
    
    

    
    
class nvme_CONTROL_SHUTDOWN_DONE_0x19af41a1529d754b5af96601fb7bb4c3c8728ba158da500e1ecf46d592b1c0bd_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Shutdown processing complete: CSTS.SHST = 10b</p>               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Shutdown processing complete: CSTS.SHST = 10b"
    
    
    

    
    
class nvme_CONTROL_FATAL_0xf68658a89e7cb0c0c46cc762dc4f0349029379d210cd713154f38c487e52962d_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Internal fatal error: CSTS.CFS = 1</p>                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Internal fatal error: CSTS.CFS = 1"
    
    
    

    
    
class nvme_NS_SIZE_LO_VALUE_0xef39c166863f6f8b636a8b385069f5a91d75342ecb877f18acff6b43d7f1acfc_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>NSZE: namespace size in logical blocks, bits 31:0</p>           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "NSZE: namespace size in logical blocks, bits 31:0"
    
    
    

    
    
class nvme_NS_SIZE_HI_VALUE_0xf9205a7e109e33544111fb9c9de11964dc13aa4d9d35550f5d491fa89837363c_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>NSZE bits 63:32</p>                                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "NSZE bits 63:32"
    
    
    

    
    
class nvme_NS_ATTR_INDEX_0x19e3f46dafe14c0cd1adebfa97d5c36efc3266af5c8dba7dbe154ae442643430_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Table index: NSID - 1</p>                                       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Table index: NSID - 1"
    
    
    

    
    
class nvme_NS_ATTR_SET_0x1d5be8f79cc429a6d113939de5d9620833a24638f27014090f6c54726f83ed82_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>NVM set of the namespace (0's based)</p>                        |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "NVM set of the namespace (0\u0027s based)"
    
    
    

    
    
class nvme_NS_ATTR_LBA_SHIFT_0xc2f4670cfe0f84946990689f70bac3133aa7f2e683f251f80a1c8a371fdce7f3_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>log2 of the LBA data size (9 = 512 B, 12 = 4 KiB)</p>           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "log2 of the LBA data size (9 = 512 B, 12 = 4 KiB)"
    
    
    

    
    
class nvme_NS_ATTR_VALID_0xd9edd61e489e1a8053a45618896b60f2f53c0f7548c191a7501da010b22d576_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Entry in use</p>                                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Entry in use"
    
    
    


if __name__ == '__main__':
    pass