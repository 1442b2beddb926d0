"""Test tiers: how much work a test does.

`make test` runs the `test` tier (CSSD_TIER unset): every feature at least once, with counts and
sweeps kept small so that a cold run fits in 30 minutes on two cores. `make regress` runs the
`regress` tier (CSSD_TIER=regress): the tests marked `tiered` again with their full counts and
sweeps, beside the long fuzz, power-cut and uneven-split runs. An explicit count variable
(NVME_FUZZ_COMMANDS, FW_SYSTEM_CUTS, ...) still wins over either tier.

The variable reaches the cocotb processes through the environment (cocotb's runner passes it on),
so a cocotb module reads the same tier as the pytest item that started it.
"""

from __future__ import annotations

import os

TIERS = ("test", "regress")


def tier() -> str:
    name = os.environ.get("CSSD_TIER", "test") or "test"
    if name not in TIERS:
        raise ValueError(f"CSSD_TIER={name}: one of {', '.join(TIERS)}")
    return name


def regress() -> bool:
    """True in `make regress` (CSSD_TIER=regress)."""
    return tier() == "regress"


def pick(test, regress_value):
    """`test` in `make test`, `regress_value` in `make regress`."""
    return regress_value if regress() else test


def count(env_var: str, test: int, regress_value: int) -> int:
    """An integer from `env_var` when set, else the tier's default."""
    value = os.environ.get(env_var)
    return int(value) if value else pick(test, regress_value)
