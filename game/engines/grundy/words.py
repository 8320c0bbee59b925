"""A Grundy move in words, as a player would say it: "Blue writes 2 in circle c" (on a map,
"in country c"). The notation ("c=2") stays for records and the command line; the move list
shows the richest wording that fits its row. Pure Python: no drawing here."""
from __future__ import annotations

from game.engines.grundy.notation import MOVE_PATTERN


def place_noun(board) -> str:
    """What the board's places are called: "country" on a map, else "circle"."""
    return "country" if board.kind == "map" else "circle"


def row_labels(text: str, name: str, noun: str) -> list[str]:
    """The wordings of the move `text` ("c=2") made by `name`, richest first; `noun` is what
    the board's places are ("circle", "country")."""
    match = MOVE_PATTERN.match(text)
    if match is None:
        return [text]
    place, number = match.group(1).lower(), match.group(2)
    return [f"{name} writes {number} in {noun} {place}", f"writes {number} in {noun} {place}",
            f"{number} in {noun} {place}", f"{number} in {place}"]
