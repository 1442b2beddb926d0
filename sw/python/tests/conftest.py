"""pytest set-up for the host driver tests: puts sw/python (the packages) and this folder (the
fake controller) on sys.path, and runs ``async def`` tests on a fresh asyncio loop with a
timeout (no pytest-asyncio needed)."""

from __future__ import annotations

import asyncio
import inspect
import sys
from pathlib import Path

import pytest

_HERE = Path(__file__).resolve().parent
for _p in (_HERE.parent, _HERE):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

ASYNC_TEST_TIMEOUT = 15.0  # seconds per async test


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    kwargs = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}

    async def main() -> None:
        await asyncio.wait_for(pyfuncitem.obj(**kwargs), ASYNC_TEST_TIMEOUT)

    asyncio.run(main())
    return True
