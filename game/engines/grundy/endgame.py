"""Grundy positions whose value needs no search (for solver.py).

Every value is the future margin of the player to move, as in solver.py: the opponent's
numbers still to come minus the mover's. A position is read through the solver's arrays:
`empties` (the empty vertices), `masks[v]` (bit k: a neighbour of v holds k), `full[v]`
(bits 1..cap(v): the numbers searched at v) and `neighbour_sets[v]`.
"""
from __future__ import annotations

INFINITY = 10 ** 9


def last_two(empties, masks, full, neighbour_sets) -> int:
    """Future margin for the player to move with one or two empty vertices, worked out
    directly: the last vertex always gets its smallest allowed number."""
    if len(empties) == 1:
        free = full[empties[0]] & ~masks[empties[0]]
        return -((free & -free).bit_length() - 1)
    v, w = empties
    free_v, free_w = full[v] & ~masks[v], full[w] & ~masks[w]
    least_v, least_w = (free_v & -free_v).bit_length() - 1, (free_w & -free_w).bit_length() - 1
    if w not in neighbour_sets[v]:
        return abs(least_v - least_w)
    best = -INFINITY
    for here, there, free in ((v, w, free_v), (w, v, free_w)):
        others = full[there] & ~masks[there]
        k = 0
        while free:
            k += 1
            if free & 2:        # writing k here; the opponent then writes their least number there
                left = others & ~(1 << k)
                value = -k + (left & -left).bit_length() - 1
                if value > best:
                    best = value
            free >>= 1
    return best


def apart(empties, masks, full) -> int:
    """Future margin for the player to move when no two empty vertices are neighbours:
    no move changes another vertex's options, so each vertex gets its smallest allowed
    number (more would cost and change nothing), and each player in turn takes the
    cheapest vertex left (taking a dearer one only leaves the cheaper to the opponent)."""
    frees = [full[v] & ~masks[v] for v in empties]
    costs = sorted([(free & -free).bit_length() for free in frees])     # each 1 more than the number
    return sum(costs[1::2]) - sum(costs[0::2]) + (len(costs) & 1)


def few_edges(costs: tuple, parts: tuple, memo: dict) -> int:
    """Future margin for the player to move when at most two edges join empty vertices,
    worked out from what alone decides it, remembered in `memo` (positions that differ in
    anything else share one entry). `costs`: the smallest allowed number of each empty vertex
    with no empty neighbour, sorted (each gets that number, whoever fills it); `parts`: the
    vertices joined by edges, as their allowed numbers (bit k: k allowed, up to the cap), one
    tuple per piece: an edge (a, b) with a <= b, a path of three (end, middle, end) with the
    ends in order; the pieces sorted.

    The moves tried are those `search.PositionSearch._moves` keeps (the same reasons): of the
    lone vertices only the cheapest; at a vertex of a piece, the numbers its piece neighbours
    may still write, and of the others only the smallest."""
    key = (costs, parts)
    value = memo.get(key)
    if value is not None:
        return value
    if not parts:
        value = sum(costs[1::2]) - sum(costs[0::2])      # as in `apart`: each takes the cheapest
    else:
        value = -INFINITY
        if costs:
            value = -costs[0] - few_edges(costs[1:], parts, memo)
        for index, part in enumerate(parts):
            others = parts[:index] + parts[index + 1:]
            for number, freed, pieces in _piece_moves(part):
                after = -number - few_edges(tuple(sorted(costs + freed)), tuple(sorted(others + pieces)), memo)
                if after > value:
                    value = after
    memo[key] = value
    return value


def _piece_moves(part: tuple):
    """(number, the smallest numbers of the vertices it leaves with no empty neighbour, the
    piece left) for each move worth trying on an edge or a path of three."""
    if len(part) == 2:
        a, b = part
        for here, there in ((a, b), (b, a)):
            for bit in _worth_writing(here, there):
                yield bit.bit_length() - 1, (_least(there & ~bit),), ()
        return
    a, middle, b = part
    for end, far in ((a, b), (b, a)):
        for bit in _worth_writing(end, middle):
            yield bit.bit_length() - 1, (), (edge(middle & ~bit, far),)
    for bit in _worth_writing(middle, a | b):
        yield bit.bit_length() - 1, tuple(sorted((_least(a & ~bit), _least(b & ~bit)))), ()


def _kept(allowed: int, needed: int) -> int:
    """Of a vertex's allowed numbers, those worth writing there (`_worth_writing`), as bits;
    the rest never matter: no one writes them there (search.PositionSearch._moves says why),
    no empty neighbour is allowed them (else they would be in `needed`), so no neighbour's
    numbers worth writing depend on them, now or after any move, and the smallest allowed
    number, all a vertex left alone needs, is always kept. Positions that differ only there
    share one few_edges entry (tests/grundy/test_solver_symmetry.py checks the values against
    a brute force)."""
    idle = allowed & ~needed
    return (allowed & needed) | (idle & -idle)


def edge(a: int, b: int) -> tuple:
    """An edge between vertices allowed a and b, as few_edges keys it."""
    a, b = _kept(a, b), _kept(b, a)
    return (a, b) if a <= b else (b, a)


def path(a: int, middle: int, b: int) -> tuple:
    """A path of three (end a, middle, end b), as few_edges keys it."""
    a, middle, b = _kept(a, middle), _kept(middle, a | b), _kept(b, middle)
    return (a, middle, b) if a <= b else (b, middle, a)


def _worth_writing(allowed: int, needed: int) -> list[int]:
    """The numbers (as bits) worth writing where `allowed` is allowed and the empty neighbours
    may still write `needed`: those two share, and the smallest of the rest."""
    shared = allowed & needed
    idle = allowed & ~needed
    bits = []
    while shared:
        low = shared & -shared
        bits.append(low)
        shared ^= low
    if idle:
        bits.append(idle & -idle)
    return bits


def _least(allowed: int) -> int:
    return (allowed & -allowed).bit_length() - 1


def bounds(empties, masks, full, numbers, neighbours, neighbour_bits, empty) -> tuple[int, int]:
    """(lower, upper) bounds on the future margin of the player to move, from one plain way
    to play: always write the smallest number allowed. No one ever writes at v less than the
    smallest number allowed there now; a player who plays that way writes at v no more than
    its (t + 1)-th smallest allowed number now, t its empty neighbours (each can take away
    one), nor more than its smallest allowed number that no empty neighbour may write (up to
    its cap, as everywhere in the search: no one can take that one away). With e empty
    vertices the mover fills ceil(e/2) of them, the opponent floor(e/2).

    Lower bound (the mover plays that way): whichever set T of floor(e/2) vertices the
    opponent fills, they pay at least least(v) on each, and the mover at most most(v) on the
    others: sum over T of least - sum outside T of most = sum over T of (least + most) - the
    sum of all most, at least its value for the floor(e/2) smallest least + most. The upper
    bound is the same with the players swapped. (Taking the opponent's cheapest and the
    mover's dearest vertices apart, as this did before, can count one vertex for both.)"""
    least = most = 0
    both = []
    for v in empties:
        allowed = full[v] & ~masks[v]
        low = (allowed & -allowed).bit_length()          # each 1 more than the number
        if neighbour_bits[v] & empty:
            kept = allowed
            takeable = 0            # the numbers empty neighbours may still write
            for w in neighbours[v]:
                if not numbers[w]:
                    kept &= kept - 1
                    takeable |= full[w] & ~masks[w]
            kept |= allowed & ~takeable
            high = (kept & -kept).bit_length()
        else:
            high = low              # no empty neighbour: it gets its smallest number
        least += low
        most += high
        both.append(low + high)
    both.sort()
    e = len(both)
    theirs = e // 2
    odd = e & 1                 # the ones added above: mine - theirs of them do not cancel
    lower = sum(both[:theirs]) - most + odd
    upper = sum(both[e - theirs:]) - least + odd
    return lower, upper


__all__ = ["apart", "bounds", "edge", "few_edges", "last_two", "path"]
