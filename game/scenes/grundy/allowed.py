"""Which numbers may be written on a vertex, as the hints and the picker put it. The rules are
the engine's: every answer here comes from the state (`allowed_numbers`, `is_legal_move`); the
screen only words it."""
from __future__ import annotations


def allowed_summary(state, vertex: int) -> tuple[list[int], list[int]]:
    """(allowed numbers up to one past the largest neighbour number, numbers the neighbours hold):
    every number above the first list is allowed too."""
    taken = sorted({state.numbers[w] for w in state.board.neighbours[vertex] if state.numbers[w]})
    top = (taken[-1] if taken else 0) + 1
    return state.allowed_numbers(vertex, cap=top), taken


def allowed_text(allowed: list[int]) -> str:
    """"1, 4 and up" (the last number listed is the first of an open range)."""
    if len(allowed) == 1:
        return f"{allowed[0]} and up" if allowed[0] > 1 else "any number (1 and up)"
    return ", ".join(str(k) for k in allowed[:-1]) + f", {allowed[-1]} and up"


def next_allowed(state, vertex: int, number: int, step: int) -> int | None:
    """The next allowed number above (step 1) or below (step -1) `number`, or None (none
    smaller, or nothing may be written on `vertex`)."""
    if not state.allowed_numbers(vertex):          # the vertex is filled, or the game is over
        return None
    k = number + step
    while k >= 1:
        if state.is_legal_move((vertex, k)):
            return k
        k += step
    return None
