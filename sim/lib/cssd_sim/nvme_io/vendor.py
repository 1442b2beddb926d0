"""Vendor-specific I/O commands as the management firmware serves them (SACA routes I/O opcodes
80h-FFh, and Flush to all namespaces, to the management queue instead of a set).

Opcodes honour the NVMe data-direction bits (opcode bits 1:0: 01b host -> controller, 10b
controller -> host), which Linux passthrough uses to pick the DMA direction:

| opcode | name | direction | DockerSSD paper |
|---|---|---|---|
| E1h | Ether-oN transmit: one Ethernet frame from the host, CDW10 = length in bytes | host -> controller | E0h |
| E2h | Ether-oN receive: a buffer posted in advance, completed when a frame arrives, DW0 = frame length | controller -> host | E1h |

The paper's E0h has direction bits 00b (no data) and E1h 01b (host -> controller), so a driver
that trusts the opcode would move receive data the wrong way; hence the renumbering. The frames
here go to and come from the test (a later issue attaches them to the firmware's network stack).
"""

from __future__ import annotations

from collections import deque

from cssd_nvme.nvme_spec import NvmOpcode, VendorIoOpcode
from cssd_sim.nvme_fw import status as st
from cssd_sim.nvme_fw.model import CmdError, IoCommand

OPC_FLUSH = NvmOpcode.FLUSH
OPC_ETHERON_TX = VendorIoOpcode.ETHERON_TX
OPC_ETHERON_RX = VendorIoOpcode.ETHERON_RX
MAX_FRAME = 9216  # jumbo frame


class VendorCommands:
    """I/O handler for the management firmware model (`register_io_handler`)."""

    opcodes = {OPC_FLUSH, OPC_ETHERON_TX, OPC_ETHERON_RX}

    def __init__(self, model) -> None:
        self.model = model
        self.tx_frames: list[bytes] = []
        self.rx_posted: deque[IoCommand] = deque()
        model.register_io_handler(self.handle, self.opcodes, abort=self.abort)

    async def handle(self, io: IoCommand):
        cmd = io.sqe
        if cmd.opc == OPC_FLUSH:  # broadcast flush: nothing volatile in the model
            return st.SUCCESS
        length = cmd.cdw10
        if length == 0 or length > MAX_FRAME or length % 4:
            raise CmdError(st.INVALID_FIELD)
        if cmd.opc == OPC_ETHERON_TX:
            ranges = await self.model._prp_ranges(cmd, length)
            data = b""
            for addr, n in ranges:
                part = await self.model.hw.dma_from_host(addr, n)
                if part is None:
                    raise CmdError(st.DATA_TRANSFER_ERROR, dnr=False)
                data += part
            self.tx_frames.append(data)
            return st.SUCCESS
        self.rx_posted.append(io)  # receive: stays outstanding until a frame arrives
        return None

    async def deliver_frame(self, frame: bytes) -> bool:
        """Complete the oldest posted receive with `frame`; False when none is posted."""
        if not self.rx_posted:
            return False
        io = self.rx_posted.popleft()
        cmd = io.sqe
        if len(frame) > cmd.cdw10:
            await self.model.complete_io(io.sqid, io.cid, st.status(st.INVALID_FIELD))
            return True
        padded = frame + bytes(-len(frame) % 4)
        ranges = await self.model._prp_ranges(cmd, len(padded))
        off = 0
        for addr, n in ranges:
            if not await self.model.hw.dma_to_host(addr, padded[off:off + n]):
                await self.model.complete_io(io.sqid, io.cid, st.status(st.DATA_TRANSFER_ERROR))
                return True
            off += n
        await self.model.complete_io(io.sqid, io.cid, st.SUCCESS, dw0=len(frame))
        return True

    async def abort(self, sqid: int, cid: int) -> bool:
        for io in list(self.rx_posted):
            if io.sqid == sqid and io.cid == cid:
                self.rx_posted.remove(io)
                return True
        return False
