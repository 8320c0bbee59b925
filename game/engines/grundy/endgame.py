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


def one_edge(empties, masks, full, neighbour_sets) -> int:
    """Future margin for the player to move when exactly one edge joins two empty vertices u
    and w, worked out directly. The other empty vertices are apart: each gets its smallest
    allowed number, and of them only the cheapest is worth taking (search.py, `_moves`).
    On the edge, a move at u either writes w's smallest allowed number (if u may), leaving w
    its second smallest, or writes u's smallest number other than that one, leaving w its
    smallest; any other number at u leaves w the same as one of those and costs more. After
    a move on the edge every empty vertex is apart (`apart`)."""
    u, w = [v for v in empties if any(x in neighbour_sets[v] for x in empties)]
    costs = sorted([((full[v] & ~masks[v]) & -(full[v] & ~masks[v])).bit_length() - 1
                    for v in empties if v != u and v != w])
    edge_moves = []             # (number written, the number the other end then gets)
    for here, there in ((u, w), (w, u)):
        mine, theirs = full[here] & ~masks[here], full[there] & ~masks[there]
        least = theirs & -theirs
        other = mine & ~least
        if other:
            edge_moves.append(((other & -other).bit_length() - 1, least.bit_length() - 1))
        rest = theirs & ~least
        if mine & least and rest:
            edge_moves.append((least.bit_length() - 1, (rest & -rest).bit_length() - 1))

    def value(first: int) -> int:
        """The margin with costs[first:] still apart."""
        best = -INFINITY
        if first < len(costs):
            best = -costs[first] - value(first + 1)
        left = costs[first:]
        for number, then in edge_moves:
            after = sorted(left + [then])       # then the opponent moves: each takes the cheapest
            margin = -number + sum(after[0::2]) - sum(after[1::2])
            if margin > best:
                best = margin
        return best

    return value(0)


def bounds(empties, masks, full, numbers, neighbours) -> tuple[int, int]:
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
        kept = allowed
        takeable = 0            # the numbers empty neighbours may still write
        for w in neighbours[v]:
            if not numbers[w]:
                kept &= kept - 1
                takeable |= full[w] & ~masks[w]
        kept |= allowed & ~takeable
        high = (kept & -kept).bit_length()
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


__all__ = ["apart", "bounds", "last_two", "one_edge"]
