"""Margin of Error: why a finished campaign ended and where it was decided, each in one sentence
for the results card (seed: margin-of-error.txt, the count after the last week).

    ending_sentence(final)          "After 9 weeks, election night: you lose 198 to 340, by 142 electoral votes."
    deciding_sentence(final, names) "Wisconsin's 10 votes took the Democrats to 270."
    side_names(final, seat_names)   each side as the card names it ("the Democrats", "Ann")

Where it was decided is the tipping-point state: line up the winner's states from the safest
(the poll furthest their way) to the closest, after the votes the board does not show; the state
whose votes carry the total to the majority is the one that tipped it (the biggest of the closest
when several are as close). Pure Python: the screen
passes the finished state and each side's name as the card says it.
"""
from __future__ import annotations

from game.engines.margin.charts import winner_of
from game.engines.margin.words import PARTIES


def ending_sentence(final) -> str:
    """Why the campaign ended, and how it came out."""
    outcome = final.outcome()
    if outcome is None:
        return ""
    reason = outcome.reason
    return f"After {final.scenario.weeks} weeks, election night: {reason[:1].lower()}{reason[1:]}."


def tipping_state(final) -> tuple[int, int] | None:
    """(winning side, the state that took them to the majority), or None for a tie."""
    scenario = final.scenario
    votes = final.votes()
    need = scenario.votes_to_win
    side = 0 if votes[0] >= need else 1 if votes[1] >= need else None
    if side is None:
        return None
    toward = -1 if side == 0 else 1               # a poll below zero is the Democrats' (charts.winner_of)
    won = [s for s, (info, poll) in enumerate(zip(scenario.states, final.polls))
           if winner_of(poll, info.leans) == side]
    # safest first; among states as close as each other the biggest comes last, so it is the
    # one named when several tip it together
    won.sort(key=lambda s: (-toward * final.polls[s], scenario.states[s].votes, s))
    total = scenario.base_votes[side]
    for s in won:
        total += scenario.states[s].votes
        if total >= need:
            return side, s
    return None


def deciding_sentence(final, names: list[str]) -> str:
    """The state that tipped the electoral-vote majority, in one sentence; `names[side]` is how
    the card names each side ("the Democrats", "You")."""
    if final.outcome() is None:
        return ""
    tipped = tipping_state(final)
    if tipped is None:
        votes = final.votes()
        return f"Neither side reached {final.scenario.votes_to_win}: the count ended {votes[0]} to {votes[1]}."
    side, s = tipped
    info = final.scenario.states[s]
    return f"{info.name}'s {info.votes} votes took {names[side]} to {final.scenario.votes_to_win}."


def side_names(final, names) -> list[str]:
    """How the card names each side, from the seats' display names (`names[seat]`): a party
    as "the Democrats", a player by their name; the solo game's opponent by its party."""
    out = []
    for side in (0, 1):
        seat = final.side_seat(side)
        name = names[seat] if seat is not None and seat < len(names) and names[seat] else PARTIES[side]
        out.append(f"the {name}" if name in PARTIES else name)
    return out
