"""Constitution: what a mistake cost, in the game's own count, one sentence for the review's card:
the states whose owner differs between the end of the line after the better move and the end
of the line after the move played, with their electoral votes.

    consequence_sentence(better_end, played_end, seat, names)
        "After the better move you hold Pennsylvania (20); after the move played, Red takes it."

A seat named "You" is spoken to ("you hold", "your"). Pure Python.
"""
from __future__ import annotations

MOST_STATES = 2            # states named in a list before "and 3 more"


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _who(names, seat: int) -> str:
    return "you" if names[seat] == "You" else names[seat]


def _verb(names, seat: int, verb: str) -> str:
    """`verb` as said by `seat`: "you hold", "Red holds"."""
    if names[seat] == "You":
        return verb
    return "has" if verb == "have" else verb + "s"


def _states(board, regions: list[int]) -> str:
    """ "Pennsylvania (20) and Ohio (18)", the biggest first, "and 2 more" past two."""
    regions = sorted(regions, key=lambda r: (-board.region_size[r], r))
    named = [f"{board.region_names[r]} ({board.region_size[r]})" for r in regions[:MOST_STATES]]
    if len(regions) > MOST_STATES:
        named.append(f"{len(regions) - MOST_STATES} more")
    return _joined(named)


def consequence_sentence(better_end, played_end, seat: int, names) -> str:
    """What differs for `seat` between the two lines' ends: the states one holds and the other
    does not, and who holds them instead; "" when both ends give every state to the same side."""
    board = better_end.board
    other = 1 - seat
    differ = [r for r, (b, p) in enumerate(zip(better_end.winner, played_end.winner)) if b != p]
    if not differ and better_end.electors[seat] == played_end.electors[seat]:
        return ""
    if not differ:          # support in Maine or Nebraska, shared out by cells (classic rules)
        return (f"After the better move {_who(names, seat)} {_verb(names, seat, 'reach')} "
                f"{better_end.electors[seat]} electors; after the move played, {played_end.electors[seat]}.")
    if len(differ) > MOST_STATES:            # many states: the electors say it in short
        return _electors_sentence(better_end, played_end, seat, names, differ)
    mine = [r for r in differ if better_end.winner[r] == seat]            # held only after the better move
    lost_to = [r for r in mine if played_end.winner[r] == other]
    gained = [r for r in differ if played_end.winner[r] == seat]           # held only after the move played
    theirs = [r for r in differ if played_end.winner[r] == other and r not in mine]
    better, played = [], []
    if mine:
        better.append(f"{_who(names, seat)} {_verb(names, seat, 'hold')} {_states(board, mine)}")
        if lost_to:
            it = "it" if len(mine) == 1 else "them" if len(lost_to) == len(mine) else _states(board, lost_to)
            played.append(f"{_who(names, other)} {_verb(names, other, 'take')} {it}")
        if len(lost_to) < len(mine):
            open_ = [r for r in mine if r not in lost_to]
            played.append(f"{_states(board, open_)} {'is' if len(open_) == 1 else 'are'} still undecided")
    if theirs:
        played.append(f"{_who(names, other)} {_verb(names, other, 'take')} {_states(board, theirs)}")
    if gained:
        played.append(f"{_who(names, seat)} {_verb(names, seat, 'take')} {_states(board, gained)}")
    if not better:          # the better line wins no state the other loses: say the electors
        has = f"{_who(names, seat)} {_verb(names, seat, 'have')}"
        better.append(f"{has} {better_end.electors[seat]} electors")
        played.append(f"{has} {played_end.electors[seat]}")
    return f"After the better move {_clauses(better)}; after the move played, {_clauses(played)}."


def _electors_sentence(better_end, played_end, seat: int, names, differ: list[int]) -> str:
    """ "After the better move you hold Maryland (10) and have 62 electors to Red's 40; after the
    move played, 45 to 51.": the biggest state held only after the better move, and the count."""
    board = better_end.board
    other = 1 - seat
    mine = sorted((r for r in differ if better_end.winner[r] == seat), key=lambda r: (-board.region_size[r], r))
    rival = "your" if names[other] == "You" else f"{names[other]}'s"
    count = f"{better_end.electors[seat]} electors to {rival} {better_end.electors[other]}"
    if mine:
        r = mine[0]
        better = (f"{_who(names, seat)} {_verb(names, seat, 'hold')} {board.region_names[r]} ({board.region_size[r]}) "
                  f"and {_verb(names, seat, 'have')} {count}")
    else:
        better = f"{_who(names, seat)} {_verb(names, seat, 'have')} {count}"
    return (f"After the better move {better}; after the move played, "
            f"{played_end.electors[seat]} to {played_end.electors[other]}.")


def _clauses(parts: list[str]) -> str:
    """Clauses that may hold lists of their own: "Red takes A and B, and C is still undecided"."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", and " + parts[-1]
