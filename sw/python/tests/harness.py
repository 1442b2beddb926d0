"""Shared set-up for the driver tests: the driver on plain asyncio against the management firmware's
reference model (cssd_sim.nvme_fw) behind a software front end (registers, doorbells, queues),
with TestIo serving I/O (a RAM disk and the ECHO vendor command)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from cssd_sim.nvme_fw import FwConfig, NvmeFirmwareModel
from cssd_sim.nvme_fw.config import NamespaceConfig
from cssd_sim.nvme_fw.soft_front_end import ECHO_OPCODE, SoftFrontEnd, TestIo, echo, soft_controller  # noqa: F401

from cssd_nvme import AsyncioTimebase, BufferHostMemory, NvmeController, SoftIrqSource

POLL = 2e-4  # driver polling period (s)

# NSID 1: 4 KiB LBAs in set 1; NSID 2: 512 B LBAs in set 2; NSID 3: firmware-private (inactive)
NAMESPACES = [NamespaceConfig(1, 1, 1 << 16, 4096), NamespaceConfig(2, 2, 1 << 20, 512),
              NamespaceConfig(3, 1, 1 << 10, 512, private=True)]


def fw_config(**kw: Any) -> FwConfig:
    """MDTS 5 (128 KiB) and four error log entries: small enough for the tests to reach the limits."""
    kw.setdefault("namespaces", list(NAMESPACES))
    kw.setdefault("mdts", 5)
    kw.setdefault("elpe", 3)
    return FwConfig(**kw)



@dataclass
class Env:
    fe: SoftFrontEnd
    model: NvmeFirmwareModel
    io: TestIo
    mem: BufferHostMemory
    irq: SoftIrqSource
    tb: AsyncioTimebase
    ctrl: NvmeController


async def make_env(*, irq: bool = True, init: bool = True, ctrl_kw: Optional[dict[str, Any]] = None,
                   init_kw: Optional[dict[str, Any]] = None, vectors: int = 32,
                   config: Optional[FwConfig] = None, **fe_kw: Any) -> Env:
    """Front end + model + driver; ``init`` runs the driver's init (admin queues, CC.EN)."""
    tb = AsyncioTimebase(poll_interval=POLL)
    mem = BufferHostMemory()
    soft = SoftIrqSource(vectors)
    fe_kw.setdefault("rdy_delay", 1e-3)
    fe_kw.setdefault("poll_interval", 5e-3)
    fe, model, io = soft_controller(mem, tb, config or fw_config(), interrupt=soft.fire, **fe_kw)
    kw: dict[str, Any] = {"cmd_timeout": 3.0}
    kw.update(ctrl_kw or {})
    ctrl = NvmeController(fe, mem, soft if irq else None, timebase=tb, **kw)
    if init:
        await ctrl.init(**(init_kw or {}))
    return Env(fe, model, io, mem, soft, tb, ctrl)

