"""Fractal territory: what a mistake cost, in points of territory, one sentence for the review's
card: the score (each completed cell pays its corners' owners, rule III) and the corners held
at the end of the line after the better move and at the end of the line after the move played.

    consequence_sentence(better_end, played_end, seat, names)
        "After the better move you lead 30 to 22, on 14 corners; after the move played, you trail 26 to 28, on 12."

A seat named "You" is spoken to. Pure Python.
"""
from __future__ import annotations


def _corners(end, seat: int) -> int:
    return sum(1 for owner in end.owner if owner == seat)


def _standing(end, seat: int, names) -> str:
    """ "you lead 30 to 22", "Black trails 26 to 28", "you win 60 to 52", "you are level at 20"."""
    you = names[seat] == "You"
    who = "you" if you else names[seat]
    mine, theirs = end.scores[seat], end.scores[1 - seat]
    if mine == theirs:
        return f"{who} {'are' if you else 'is'} level at {mine}" if end.over is None else f"{who} {'draw' if you else 'draws'} at {mine}"
    if end.over is not None:
        verb = "win" if mine > theirs else "lose"
    else:
        verb = "lead" if mine > theirs else "trail"
    return f"{who} {verb if you else verb + 's'} {mine} to {theirs}"


def consequence_sentence(better_end, played_end, seat: int, names) -> str:
    """The two lines' ends by the score and the corners held; "" when both agree."""
    corners = (_corners(better_end, seat), _corners(played_end, seat))
    if better_end.scores == played_end.scores and corners[0] == corners[1]:
        return ""
    held = corners[0] != corners[1]
    better = _standing(better_end, seat, names) + (f", on {corners[0]} corners" if held else "")
    played = _standing(played_end, seat, names) + (f", on {corners[1]}" if held else "")
    return f"After the better move {better}; after the move played, {played}."
