"""pytest set-up for the host driver tests: runs ``async def`` tests on a fresh asyncio loop with a
timeout (no pytest-asyncio needed). The packages under test are installed in the venv by
tools/setup.sh; pytest itself puts this folder (harness.py) on sys.path."""

from __future__ import annotations

import asyncio
import inspect

import pytest

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
