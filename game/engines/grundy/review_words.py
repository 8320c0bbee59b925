"""The Grundy game: what a mistake cost, in points, one sentence for the review's card: each
seat's score (the sum of the numbers it wrote) at the end of the line after the better move and
at the end of the line after the move played; lower wins (rule 6).

    consequence_sentence(better_end, played_end, seat, names)
        "After the better move you win 11 to 12; after the move played, you lose 14 to 12."
        "After the better move your numbers add up to 9 against Red's 10; after the move played, 12 against 10."

A seat named "You" is spoken to. Pure Python.
"""
from __future__ import annotations


def _said(end, seat: int, names, first: bool) -> str:
    you = names[seat] == "You"
    other = 1 - seat
    mine, theirs = end.scores[seat], end.scores[other]
    if end.is_terminal():
        who = "you" if you else names[seat]
        result = "draw" if mine == theirs else "win" if mine < theirs else "lose"
        return f"{who} {result if you else result + 's'} {mine} to {theirs}"
    if not first:
        return f"{mine} against {theirs}"
    whose = "your" if you else f"{names[seat]}'s"
    others = "your" if names[other] == "You" else f"{names[other]}'s"
    return f"{whose} numbers add up to {mine} against {others} {theirs}"


def consequence_sentence(better_end, played_end, seat: int, names) -> str:
    """The two lines' ends by their scores; "" when the scores and the state of play agree."""
    if (better_end.scores == played_end.scores
            and better_end.is_terminal() == played_end.is_terminal()):
        return ""
    # the played line's short form ("12 against 10") only follows the better line's long one
    return (f"After the better move {_said(better_end, seat, names, True)}; "
            f"after the move played, {_said(played_end, seat, names, better_end.is_terminal())}.")
