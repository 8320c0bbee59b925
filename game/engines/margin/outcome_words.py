"""What a week's dice did, said as the week's summary card says it (week_summary.py has the
facts, game/scenes/margin/week_summary_card.py shows them): the states that changed hands and
the electoral votes gained, never squares summed over the map, which can say "Democrats gain 1"
in a week the Republicans took Florida's 27 votes.

    week_outcome_in_words(before, after)   "Week 1: Florida flips to the Republicans; Republicans 240 → 267 (+27)."
    swing_words(sc, polls_before, polls_after, when)   the same for any stretch of the polls

Election night says its flips and the count. Pure Python: no drawing here.
"""
from __future__ import annotations

from game.engines.margin.charts import winner_of
from game.engines.margin.week_summary import week_summary

PLURALS = ("Democrats", "Republicans")        # the card's words for each side (its PLURALS)


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _votes(sc, polls) -> list[int]:
    totals = list(sc.base_votes)
    for info, poll in zip(sc.states, polls):
        totals[winner_of(poll, info.leans)] += info.votes
    return totals


def flips_words(flips: list[tuple[str, int, int]]) -> str:
    """States that changed hands, (name, votes, new side) the biggest first, as the card's
    headline: "Florida flips to the Republicans", "Ohio and Iowa flip to the Democrats",
    "Ohio flips to the Democrats, Iowa to the Republicans", "5 states change hands"."""
    if len(flips) == 1:
        return f"{flips[0][0]} flips to the {PLURALS[flips[0][2]]}"
    if len(flips) > 3:
        return f"{len(flips)} states change hands"
    parts = []
    for side in dict.fromkeys(side for _n, _v, side in flips):
        names = [name for name, _v, s in flips if s == side]
        verb = "" if parts else (" flips" if len(names) == 1 else " flip")
        parts.append(f"{_joined(names)}{verb} to the {PLURALS[side]}")
    return ", ".join(parts)


def votes_words(before: list[int] | tuple[int, ...], after: list[int] | tuple[int, ...]) -> str:
    """The side that gained votes, as the card's line: "Republicans 240 → 267 (+27)"."""
    side = 0 if after[0] > before[0] else 1
    return f"{PLURALS[side]} {before[side]} → {after[side]} (+{after[side] - before[side]})"


def moved_words(moves: list[tuple[str, int, int]]) -> str:
    """With no state changing hands: the biggest poll move, "Ohio moves 2 squares toward the
    Democrats" (moves: (name, squares, side helped), the biggest first)."""
    name, squares, side = moves[0]
    more = f" (and {len(moves) - 1} more)" if len(moves) > 1 else ""
    return f"no state changes hands; {name} moves {squares} square{'s' if squares != 1 else ''} toward the {PLURALS[side]}{more}"


def _said(when: str, flips, votes_before, votes_after, moves) -> str:
    if flips:
        gained = votes_after[0] != votes_before[0]
        return f"{when}: {flips_words(flips)}" + (f"; {votes_words(votes_before, votes_after)}." if gained else ".")
    if moves:
        return f"{when}: {moved_words(moves)}."
    return f"{when}: the polls hold."


def state_flips(sc, polls_before, polls_after) -> list[tuple[str, int, int]]:
    """The states that changed hands between two sets of polls, (name, votes, new side), the
    biggest first (as the card orders them)."""
    flips = []
    for s, (info, a, b) in enumerate(zip(sc.states, polls_before, polls_after)):
        goes = winner_of(b, info.leans)
        if winner_of(a, info.leans) != goes:
            flips.append((-info.votes, s, info.name, goes))
    return [(name, -votes, side) for votes, _s, name, side in sorted(flips)]


def swing_words(sc, polls_before, polls_after, when: str) -> str:
    """What moved between two sets of polls, in the card's words, after `when` ("Week 3")."""
    moves = sorted((-abs(b - a), -info.votes, info.name, 0 if b < a else 1)
                   for info, a, b in zip(sc.states, polls_before, polls_after) if a != b)
    return _said(when, state_flips(sc, polls_before, polls_after), _votes(sc, polls_before),
                 _votes(sc, polls_after), [(name, -squares, side) for squares, _v, name, side in moves])


def week_outcome_in_words(before, after, names=()) -> str:
    """The dice from position `before` (a week's plan done, or a gaffe answered) to `after`, in
    words: a whole week as its summary card says it (its endorsements included, as the card
    counts them), the week so far when `after` is mid-week, election night by its flips and
    the count. `names` (the seats' names) are not needed: the card speaks of parties."""
    sc = before.scenario
    if before.election_night() or before.is_terminal():
        words = swing_words(sc, before.polls, after.polls, "Election night")
        if after.is_terminal():             # the count says the votes: the change goes
            count = after.votes()
            words = words.split("; ")[0].rstrip(".") + f"; the count ends {count[0]} to {count[1]}."
        return words
    week = before.week
    if after.week == week and after.phase != "plan" and not after.election_night():
        return swing_words(sc, before.polls, after.polls, f"Week {week} so far")
    summary = week_summary(after, week)
    flips = [(c.name, c.votes, c.goes_to) for c in summary.flips()]
    moves = [(c.name, abs(c.after - c.before), 0 if c.after < c.before else 1)
             for c in sorted(summary.states, key=lambda c: (-abs(c.after - c.before), -c.votes, c.state))]
    return _said(f"Week {week}", flips, summary.votes_before, summary.votes_after, moves)
