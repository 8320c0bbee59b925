"""Not a Dodgson System Chess: what a mistake cost, in pieces, one sentence for the review's card:
the captures that differ for a seat between the end of the line after the better move and the
end of the line after the move played (both lines start from the same position, so the tallies
of pieces taken differ only by the lines' own captures).

    consequence_sentence(better_end, played_end, seat, names)
        "After the better move you keep your knight; after the move played, Gold takes your knight and rook."

A seat named "You" is spoken to ("you take", "your knight"). Pure Python.
"""
from __future__ import annotations

from game.engines.dodgson.board import KIND_NAMES, NUM_PLAYERS
from game.engines.dodgson.notation import taken_index

KINDS = range(1, 7)
# the most valuable first, as a player reads a loss
ORDER = {5: 0, 4: 1, 3: 2, 2: 3, 6: 4, 1: 5}


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _you(names, seat: int) -> bool:
    return names[seat] == "You"


def _who(names, seat: int) -> str:
    return "you" if _you(names, seat) else names[seat]


def _verb(names, seat: int, verb: str) -> str:
    return verb if _you(names, seat) else verb + "s"


def _whose(names, owner: int, speaker: int) -> str:
    """The owner of pieces, from `speaker`'s mouth: "your", "their", "Gold's"."""
    if _you(names, owner):
        return "your"
    return "their" if owner == speaker else f"{names[owner]}'s"


def _pieces(counts: dict[int, int]) -> str:
    """ "knight", "queen and 2 pawns": kinds the most valuable first."""
    words = []
    for kind in sorted(counts, key=lambda k: ORDER[k]):
        name = KIND_NAMES[kind]
        words.append(name if counts[kind] == 1 else f"{counts[kind]} {name}s")
    return _joined(words)


def _more(a, b, capturer: int, victim: int) -> dict[int, int]:
    """Pieces of `victim` that `capturer` took in `a`'s tally beyond `b`'s, by kind."""
    out = {}
    for kind in KINDS:
        n = a.taken[taken_index(capturer, victim, kind)] - b.taken[taken_index(capturer, victim, kind)]
        if n > 0:
            out[kind] = n
    return out


def _line(this, that, seat: int, names) -> list[str]:
    """What happens to `seat`'s pieces and captures in the line ending at `this` and not in the
    one ending at `that`: "you take Black's queen", "Gold takes your knight and rook"."""
    said = []
    for victim in range(NUM_PLAYERS):
        if victim != seat:
            taken = _more(this, that, seat, victim)
            if taken:
                said.append(f"{_who(names, seat)} {_verb(names, seat, 'take')} "
                            f"{_whose(names, victim, seat)} {_pieces(taken)}")
    for capturer in range(NUM_PLAYERS):
        if capturer != seat:
            taken = _more(this, that, capturer, seat)
            if taken:
                said.append(f"{_who(names, capturer)} {_verb(names, capturer, 'take')} "
                            f"{_whose(names, seat, capturer)} {_pieces(taken)}")
    return said


def _kept(this, that, seat: int, names) -> list[str]:
    """Pieces `seat` loses in the line ending at `that` and keeps in the one ending at `this`."""
    lost: dict[int, int] = {}
    for capturer in range(NUM_PLAYERS):
        if capturer != seat:
            for kind, n in _more(that, this, capturer, seat).items():
                lost[kind] = lost.get(kind, 0) + n
    if not lost:
        return []
    return [f"{_who(names, seat)} {_verb(names, seat, 'keep')} {_whose(names, seat, seat)} {_pieces(lost)}"]


def _clauses(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", and " + parts[-1]


def consequence_sentence(better_end, played_end, seat: int, names) -> str:
    """The captures for and against `seat` that one line's end has and the other's has not;
    "" when the lines took the same pieces."""
    better = _line(better_end, played_end, seat, names) + _kept(better_end, played_end, seat, names)
    played = _line(played_end, better_end, seat, names) + _kept(played_end, better_end, seat, names)
    if not better and not played:
        return ""
    nothing = [f"{_who(names, seat)} {_verb(names, seat, 'take')} nothing"]
    return f"After the better move {_clauses(better or nothing)}; after the move played, {_clauses(played or nothing)}."
