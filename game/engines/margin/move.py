"""Margin of Error's move as a typed value (`MarginMove`): made by the engine (legal moves,
chance outcomes, `text_to_move`), read by field everywhere else. notation.py is its only text
form, so records and saves keep the words they always had.

Made with named fields, `MarginMove(CAMP, state=s)`, `MarginMove(IGNORE, face=2, favour=...)`.

    kind       fields set                      text
    camp       state (an index)                camp PA     a candidate's campaign day
    vp         state                           vp WI       the running mate's stop
    endorse    state                           endorse NH  a state for the endorsements favour
    last       state                           last MO     a small-state token
    ad         region (an index)               ad rust-belt  an advertising day
    fund, media, end, accept                   fund        a day of fundraising, of media; end
                                                           planning; take a gaffe
    capital    favour                          capital fact-check
    ignore     face, favour                    ignore 2 fact-check  a favour cancels a gaffe's die
    die        face                            die 4       a chance outcome
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache

CAMP, VP, ENDORSE, LAST, AD = "camp", "vp", "endorse", "last", "ad"
FUND, MEDIA, END, ACCEPT = "fund", "media", "end", "accept"
CAPITAL_MOVE, IGNORE, DIE = "capital", "ignore", "die"
STATE_KINDS = (CAMP, VP, ENDORSE, LAST)          # the moves that name a state
DAY_KINDS = (CAMP, AD, FUND, MEDIA)              # the moves that take a day of the itinerary
PLANNING_KINDS = (CAMP, VP, AD, FUND, MEDIA, CAPITAL_MOVE, ENDORSE, END)


@dataclass(frozen=True, slots=True, order=True)
class MarginMove:
    """One move; the fields its kind does not use are None (moves of one kind compare by their
    fields, so sorting is stable across kinds and pickling sends it to the bot's process)."""
    kind: str
    state: int | None = None          # camp, vp, endorse, last: the state's index in the scenario
    region: int | None = None         # ad: the region's index
    favour: str | None = None         # capital, ignore: the favour's name (plan.CAPITAL)
    face: int | None = None           # die, ignore: the die's face, 1 to 6

    @property
    def names_state(self) -> bool:
        return self.kind in STATE_KINDS

    @property
    def takes_a_day(self) -> bool:
        return self.kind in DAY_KINDS


@cache
def indexed_moves(kind: str, count: int) -> tuple[MarginMove, ...]:
    """Every `kind` move for indexes 0..count-1: camp, vp, endorse, last (a state), ad (a region)."""
    field = "region" if kind == AD else "state"
    return tuple(MarginMove(kind, **{field: i}) for i in range(count))


FUND_MOVE = MarginMove(FUND)
MEDIA_MOVE = MarginMove(MEDIA)
END_MOVE = MarginMove(END)
ACCEPT_MOVE = MarginMove(ACCEPT)
DICE = tuple(MarginMove(DIE, face=face) for face in range(1, 7))     # DICE[face - 1]
