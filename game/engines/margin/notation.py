"""Margin of Error's move notation (docs/notation/margin.md).

States are named by their postal codes (`PA`), regions by their names in lower case with
hyphens (`rust-belt`), favours by theirs (`fact-check`):

    camp PA    vp WI    ad rust-belt    fund    media    capital fact-check    endorse NH
    end        ignore 2 fact-check      accept  last MO  die 4

The only text form of a move (`MarginMove`, move.py): the text a record keeps and the value
the engine plays, each made from the other here.
"""
from __future__ import annotations

from game.core.state import IllegalMove
from game.engines.margin.move import (
    ACCEPT, AD, CAPITAL_MOVE, DICE, END, FUND, IGNORE, MEDIA, STATE_KINDS, MarginMove,
)
from game.engines.margin.plan import CAPITAL
from game.engines.margin.scenario import Scenario


def region_slug(name: str) -> str:
    return name.lower().replace(" ", "-")


def move_text(scenario: Scenario, move: MarginMove) -> str:
    """The kind, then each field the move has, in words: a state's code, a region's slug, a
    die's face, a favour's name ("ignore 2 fact-check")."""
    words = [move.kind]
    if move.state is not None:
        words.append(scenario.states[move.state].code)
    if move.region is not None:
        words.append(region_slug(scenario.regions[move.region].name))
    if move.face is not None:
        words.append(str(move.face))
    if move.favour is not None:
        words.append(move.favour)
    return " ".join(words)


def parse_move_text(scenario: Scenario, text: str) -> MarginMove:
    """The move a text names (any case, extra spaces allowed); IllegalMove naming the fault."""
    words = text.strip().lower().split()
    if not words:
        raise IllegalMove("margin: an empty move")
    kind, rest = words[0], words[1:]

    def state_index(code: str) -> int:
        info = scenario.state_by_code(code)
        if info is None:
            raise IllegalMove(f"margin: '{code.upper()}' is not a battleground state "
                              f"({' '.join(s.code for s in scenario.states)})")
        return info.index

    def is_face(word: str) -> bool:
        return len(word) == 1 and word in "123456"

    if kind == "die" and len(rest) == 1 and is_face(rest[0]):
        return DICE[int(rest[0]) - 1]
    if kind in STATE_KINDS and len(rest) == 1:
        return MarginMove(kind, state=state_index(rest[0]))
    if kind == "ad" and rest:
        slug = "-".join(rest)
        for region in scenario.regions:
            if region_slug(region.name) == slug or str(region.index + 1) == slug:
                return MarginMove(AD, region=region.index)
        raise IllegalMove(f"margin: '{slug}' is not a region "
                          f"({', '.join(region_slug(r.name) for r in scenario.regions)})")
    if kind in (FUND, MEDIA, END, ACCEPT) and not rest:
        return MarginMove(kind)
    if kind == CAPITAL_MOVE and len(rest) == 1 and rest[0] in CAPITAL:
        return MarginMove(CAPITAL_MOVE, favour=rest[0])
    if kind == IGNORE and len(rest) == 2 and is_face(rest[0]) and rest[1] in CAPITAL:
        return MarginMove(IGNORE, face=int(rest[0]), favour=rest[1])
    raise IllegalMove(f"margin: '{text.strip()}' is not a move (moves look like: camp PA, vp WI, "
                      f"ad rust-belt, fund, media, capital fact-check, endorse NH, end, "
                      f"ignore 2 fact-check, accept, last MO, die 4)")
