"""A Not a Dodgson System Chess move in words, as a player would say it: "A: pawn c2 takes Gold's
queen on d3", "B: knight b1 to c3". The squares are the ones written along the boards' edges;
the notation ("A c2xd3") stays for records and the command line. The move list shows the
richest wording that fits its row. Pure Python: no drawing here."""
from __future__ import annotations

from game.engines.dodgson.board import (
    BOARD_LETTERS, BOARD_OFFSET, KIND_NAMES, PAWNLIKE, PLAYER_NAMES, kind_of, owner_of, square_name,
)
from game.engines.dodgson.notation import PASS

# the short names a tight row uses ("pawn-like piece" is long)
SHORT_KINDS = {**KIND_NAMES, PAWNLIKE: "pawn-like"}


def row_labels(cells: list[int], move, names=PLAYER_NAMES) -> list[str]:
    """The wordings of `move` made on the position `cells` (the move list's row), richest first;
    a piece taken is named by its owner's seat name (`names`)."""
    if move == PASS:
        return ["passes (no move left)", "passes"]
    board, frm, to, promo = move
    offset = BOARD_OFFSET[board]
    mover, victim = cells[offset + frm], cells[offset + to]
    where = f"{BOARD_LETTERS[board]}:"
    kind, short = KIND_NAMES[kind_of(mover)], SHORT_KINDS[kind_of(mover)]
    a, b = square_name(frm), square_name(to)
    becomes = f", becomes a {KIND_NAMES[promo]}" if promo else ""
    if victim:
        owner, taken = names[owner_of(victim)], KIND_NAMES[kind_of(victim)]
        short_taken = SHORT_KINDS[kind_of(victim)]
        labels = [f"{where} {kind} {a} takes {owner}'s {taken} on {b}{becomes}",
                  f"{where} {kind} {a} takes {owner}'s {taken} on {b}",
                  f"{where} {short} takes {owner}'s {short_taken} on {b}",
                  f"{where} {short} takes {owner}'s {short_taken}",
                  f"{where} {a} takes {owner}'s {short_taken}",
                  f"{where} {a} takes {b}"]
        if promo:                       # a short row still says what the pawn became
            labels.insert(-2, f"{where} {a} takes {b}, now {SHORT_KINDS[promo]}")
    else:
        labels = [f"{where} {kind} {a} to {b}{becomes}", f"{where} {kind} {a} to {b}",
                  f"{where} {short} {a} to {b}", f"{where} {a} to {b}"]
        if promo:
            labels.insert(-1, f"{where} {a} to {b}, now {SHORT_KINDS[promo]}")
    return list(dict.fromkeys(labels))


def move_sentence(cells: list[int], move, names=PLAYER_NAMES) -> str:
    """`move` made on the position `cells` in words that follow the mover's name, as a
    commentator says it (the review's lines): "takes Gold's queen on d3 with the pawn from c2
    on board A", "moves the knight from b1 to c3 on board B"."""
    if move == PASS:
        return "passes (no move left)"
    board, frm, to, promo = move
    offset = BOARD_OFFSET[board]
    mover, victim = cells[offset + frm], cells[offset + to]
    kind, a, b = KIND_NAMES[kind_of(mover)], square_name(frm), square_name(to)
    becomes = f", which becomes a {KIND_NAMES[promo]}" if promo else ""
    if victim:
        owner, taken = names[owner_of(victim)], KIND_NAMES[kind_of(victim)]
        return f"takes {owner}'s {taken} on {b} with the {kind} from {a} on board {BOARD_LETTERS[board]}{becomes}"
    return f"moves the {kind} from {a} to {b} on board {BOARD_LETTERS[board]}{becomes}"


def move_heading(cells: list[int], move) -> str:
    """A move's heading where its board is in view (a tooltip): "Pawn c2 takes d3", "Knight b1 to c3"."""
    board, frm, to, _ = move
    offset = BOARD_OFFSET[board]
    verb = "takes" if cells[offset + to] else "to"
    return f"{KIND_NAMES[kind_of(cells[offset + frm])].capitalize()} {square_name(frm)} {verb} {square_name(to)}"
