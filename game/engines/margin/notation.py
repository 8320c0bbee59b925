"""Margin of Error's move notation (docs/notation/margin.md).

States are named by their postal codes (`PA`), regions by their names in lower case with
hyphens (`rust-belt`), favours by theirs (`fact-check`):

    camp PA    vp WI    ad rust-belt    fund    media    capital fact-check    endorse NH
    end        ignore 2 fact-check      accept  last MO  die 4
"""
from __future__ import annotations

from game.core.state import IllegalMove
from game.engines.margin.plan import CAPITAL
from game.engines.margin.scenario import Scenario


def region_slug(name: str) -> str:
    return name.lower().replace(" ", "-")


def move_text(scenario: Scenario, move) -> str:
    if isinstance(move, int):
        return f"die {move}"
    kind = move[0]
    if kind in ("camp", "vp", "endorse", "last"):
        return f"{kind} {scenario.states[move[1]].code}"
    if kind == "ad":
        return f"ad {region_slug(scenario.regions[move[1]].name)}"
    if kind == "capital":
        return f"capital {move[1]}"
    if kind == "ignore":
        return f"ignore {move[1]} {move[2]}"
    return kind


def parse_move_text(scenario: Scenario, text: str):
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
        return int(rest[0])
    if kind in ("camp", "vp", "endorse", "last") and len(rest) == 1:
        return kind, state_index(rest[0])
    if kind == "ad" and rest:
        slug = "-".join(rest)
        for region in scenario.regions:
            if region_slug(region.name) == slug or str(region.index + 1) == slug:
                return "ad", region.index
        raise IllegalMove(f"margin: '{slug}' is not a region "
                          f"({', '.join(region_slug(r.name) for r in scenario.regions)})")
    if kind in ("fund", "media", "end", "accept") and not rest:
        return (kind,)
    if kind == "capital" and len(rest) == 1 and rest[0] in CAPITAL:
        return "capital", rest[0]
    if kind == "ignore" and len(rest) == 2 and is_face(rest[0]) and rest[1] in CAPITAL:
        return "ignore", int(rest[0]), rest[1]
    raise IllegalMove(f"margin: '{text.strip()}' is not a move (moves look like: camp PA, vp WI, "
                      f"ad rust-belt, fund, media, capital fact-check, endorse NH, end, "
                      f"ignore 2 fact-check, accept, last MO, die 4)")
