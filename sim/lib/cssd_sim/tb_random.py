"""Seeded randomness for cocotb tests: one seed per run, logged so a failure can be replayed."""

from __future__ import annotations

import os
import random

import cocotb


def make_rng(dut, env_var: str | None = None) -> random.Random:
    """A generator seeded from `env_var` if set, else cocotb's RANDOM_SEED (SEED=... replays)."""
    seed = int(os.environ[env_var]) if env_var and os.environ.get(env_var) else cocotb.RANDOM_SEED
    dut._log.info("random seed %d (rerun with %s=%d)", seed, env_var or "SEED", seed)
    return random.Random(seed)


def pause_gen(rng: random.Random, p: float):
    """cocotbext-axi pause generator: pause each cycle with probability p."""
    while True:
        yield rng.random() < p
