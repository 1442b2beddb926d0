"""Shared set-up for the driver tests: the driver wired to the fake controller on asyncio."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from fake_controller import FakeNvmeController

from cssd_nvme import AsyncioTimebase, BufferHostMemory, NvmeController, SoftIrqSource

POLL = 2e-4  # driver polling period (s)


@dataclass
class Env:
    fake: FakeNvmeController
    mem: BufferHostMemory
    irq: SoftIrqSource
    tb: AsyncioTimebase
    ctrl: NvmeController


async def make_env(*, irq: bool = True, init: bool = True, ctrl_kw: Optional[dict[str, Any]] = None,
                   init_kw: Optional[dict[str, Any]] = None, vectors: int = 32, **fake_kw: Any) -> Env:
    """Fake controller + driver; ``init`` runs the driver's init (admin queues, CC.EN)."""
    tb = AsyncioTimebase(poll_interval=POLL)
    mem = BufferHostMemory()
    soft = SoftIrqSource(vectors)
    fake_kw.setdefault("rdy_delay", 1e-3)
    fake = FakeNvmeController(mem, tb, interrupt=soft.fire, **fake_kw)
    kw: dict[str, Any] = {"cmd_timeout": 3.0}
    kw.update(ctrl_kw or {})
    ctrl = NvmeController(fake, mem, soft if irq else None, timebase=tb, **kw)
    if init:
        await ctrl.init(**(init_kw or {}))
    return Env(fake, mem, soft, tb, ctrl)
