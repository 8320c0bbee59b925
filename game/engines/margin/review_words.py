"""Margin of Error: what a mistake cost, in polls and cash, one sentence for the review's card:
the states leaning each way, the electoral votes they add up to and the campaign's cash, at the
end of the line after the better move and at the end of the line after the move played.

    consequence_sentence(better_end, played_end, seat, names)
        "After the better move you lead in Ohio (18): 280 votes and $12; after the move played,
        the Republicans lead there: 262 votes and $9."

A seat named "You" is spoken to; a party is "the Democrats". Pure Python.
"""
from __future__ import annotations

from game.engines.margin.charts import toward, winner_of
from game.engines.margin.words import PARTIES

MOST_STATES = 2


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _name(state, side: int, names) -> tuple[str, bool]:
    """How a side is said, and whether it takes a plural verb: "you", "the Republicans", "Ann"."""
    seat = state.side_seat(side)
    name = names[seat] if seat is not None and seat < len(names) and names[seat] else PARTIES[side]
    if name == "You":
        return "you", True
    return (f"the {name}", True) if name in PARTIES else (name, False)


def _states(sc, states: list[int]) -> str:
    states = sorted(states, key=lambda s: (-sc.states[s].votes, s))
    named = [f"{sc.states[s].name} ({sc.states[s].votes})" for s in states[:MOST_STATES]]
    if len(states) > MOST_STATES:
        named.append(f"{len(states) - MOST_STATES} more")
    return _joined(named)


def consequence_sentence(better_end, played_end, seat: int, names) -> str:
    """The states that lean `seat`'s way at one line's end and not the other's, the votes and the
    cash; "" when polls and cash agree."""
    sc = better_end.scenario
    side = better_end.seat_sides[seat]
    who, plural = _name(better_end, side, names)
    rival, rival_plural = _name(better_end, 1 - side, names)
    lean = [(winner_of(b, info.leans), winner_of(p, info.leans))
            for info, b, p in zip(sc.states, better_end.polls, played_end.polls)]
    mine = [s for s, (b, p) in enumerate(lean) if b == side != p]        # only after the better move
    theirs = [s for s, (b, p) in enumerate(lean) if p == side != b]      # only after the move played
    votes = (better_end.votes()[side], played_end.votes()[side])
    cash = (better_end.cash[side], played_end.cash[side])
    if not mine and not theirs and cash[0] == cash[1]:
        squares = sum((p - b) * -toward(side) for b, p in zip(better_end.polls, played_end.polls))
        if squares <= 0:
            return ""
        way = "your way" if who == "you" else f"{who}'s way"
        return (f"After the better move the polls stand {squares} square{'s' if squares != 1 else ''} "
                f"further {way} than after the move played.")
    money = cash[0] != cash[1]
    counted = votes[0] != votes[1] or not money

    def count(i: int) -> str:
        return _joined(([f"{votes[i]} votes"] if counted else []) + ([f"${cash[i]}"] if money else []))

    lead = "lead" if plural else "leads"
    have = "have" if plural else "has"
    if len(mine) + len(theirs) > MOST_STATES:      # many states: the biggest and the count say it
        biggest = sorted(mine, key=lambda s: (-sc.states[s].votes, s))[:1]
        leads = f"{lead} in {_states(sc, biggest)} and " if biggest else ""
        return f"After the better move {who} {leads}{have} {count(0)}; after the move played, {count(1)}."
    better = f"{who} {lead} in {_states(sc, mine)}: {count(0)}" if mine else f"{who} {have} {count(0)}"
    played = []
    if mine:
        played.append(f"{rival} {'lead' if rival_plural else 'leads'} {'there' if len(mine) == 1 else 'in them'}")
    if theirs:
        played.append(f"{who} {lead} in {_states(sc, theirs)}")
    said = ", and ".join(played)
    return f"After the better move {better}; after the move played, {said + ': ' if said else ''}{count(1)}."
