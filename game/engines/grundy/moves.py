"""Grundy rules 1 to 3: who goes first, and what may be written where
(seed: grundy-game.txt, rulings: docs/rules/grundy.md).

    rule 1  draw_first_player         "Decide randomly which player goes first."
            first_player_for           the `starts` option: the draw (the rule), or a chosen player
    rule 2  is_positive_whole_number  "...writing a positive whole number, 1, 2, 3, 4, and so on,
            is_empty_vertex            in an empty vertex."
    rule 3  clashing_neighbour        "You may not use a number that is already written in a vertex
                                       adjacent to the one you are filling."

The functions read a position through `numbers` (the number on each vertex, 0 = empty) and
`board`, so they work on any state that has those.
"""
from __future__ import annotations

from game.core.rng import stream


# The `starts` option's values: the rule's draw, or the player (seat) the players chose.
STARTS_RANDOM = "random"
STARTS = (STARTS_RANDOM, "player 1", "player 2")


def draw_first_player(seed: int) -> int:
    """Rule 1: "Decide randomly which player goes first." Drawn from the game's seed, so a
    match record (options, seed, moves) replays with the same player first."""
    return stream(seed, "grundy", "first player").randrange(2)


def first_player_for(starts: str, seed: int) -> int:
    """Who goes first: drawn (rule 1) when `starts` is "random", the default, and the value
    options had before the option existed; else the player the players agreed on."""
    if starts == STARTS_RANDOM:
        return draw_first_player(seed)
    return STARTS.index(starts) - 1


def is_positive_whole_number(number) -> bool:
    """Rule 2: "A player moves by writing a positive whole number, 1, 2, 3, 4, and so on".

    Ruling: any positive whole number may be written, not only the smallest allowed one.
    """
    return isinstance(number, int) and not isinstance(number, bool) and number >= 1


def is_empty_vertex(state, vertex: int) -> bool:
    """Rule 2: the number goes "in an empty vertex" (one number per circle)."""
    return state.numbers[vertex] == 0


def clashing_neighbour(state, vertex: int, number: int) -> int | None:
    """Rule 3: "You may not use a number that is already written in a vertex adjacent to the
    one you are filling." Returns the neighbour that already holds `number`, or None."""
    numbers = state.numbers
    for w in state.board.neighbours[vertex]:
        if numbers[w] == number:
            return w
    return None


def smallest_allowed_number(state, vertex: int) -> int:
    """The smallest number rule 3 allows on `vertex` now (the interface offers it first).

    Never more than degree + 1: the neighbours hold at most `degree` different numbers.
    """
    taken = {state.numbers[w] for w in state.board.neighbours[vertex]}
    number = 1
    while number in taken:
        number += 1
    return number

