"""Demo records (arena.play_record) vary with their seed: the bots are seeded by the match's
seed and their seat, not by the seat alone."""
from __future__ import annotations

from game.core.arena import play_record


def test_two_seeds_give_two_different_matches_between_the_same_bots():
    # Grundy's start does not depend on the seed, so only the bots' seeding can tell two seeds apart
    first = play_record("grundy", "greedy:noise=0.5", seed=1)
    second = play_record("grundy", "greedy:noise=0.5", seed=2)
    assert first.moves != second.moves


def test_a_seed_gives_the_same_match_every_time():
    assert play_record("grundy", "greedy:noise=0.5", seed=4).moves == \
        play_record("grundy", "greedy:noise=0.5", seed=4).moves
