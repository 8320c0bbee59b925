"""Seeded randomness. Every random choice in an engine comes from a named stream of the
game's seed, so a match record (game, options, seed, moves) replays exactly."""
from __future__ import annotations

import random


def stream(seed: int | str, *names: object) -> random.Random:
    """A `random.Random` for one purpose, derived from the seed and the stream names.

    String seeding is hashed with SHA-512 by the standard library, so the result
    is the same on every machine and in every process.
    """
    key = ":".join([str(seed), *map(str, names)])
    return random.Random(key)


def fresh_seed() -> int:
    """A new seed for a new match (not reproducible, by design)."""
    return random.SystemRandom().randrange(1, 2**31)
