"""How the greedy and MCTS bots judge an unfinished Grundy position.

Projected final scores: each empty vertex will probably cost about the smallest number it
allows now, a little more when it still has empty neighbours (they may take that number
first). The players then fill the vertices in turn, each taking the cheapest left (the
player to move first). The projected margin becomes a win chance through a logistic curve.
"""
from __future__ import annotations

import math

# Each empty neighbour may still take the number a vertex would want: this much extra cost.
PER_EMPTY_NEIGHBOUR = 0.25
# Margin (in points) at which the win chance is about 73% (logistic scale).
MARGIN_SCALE = 1.5


def expected_costs(state) -> list[float]:
    """Estimated cost of each empty vertex, cheapest first."""
    numbers = state.numbers
    neighbours = state.board.neighbours
    costs = []
    for v, here in enumerate(numbers):
        if here:
            continue
        taken = set()
        empty_neighbours = 0
        for w in neighbours[v]:
            if numbers[w]:
                taken.add(numbers[w])
            else:
                empty_neighbours += 1
        smallest = 1
        while smallest in taken:
            smallest += 1
        costs.append(smallest + PER_EMPTY_NEIGHBOUR * empty_neighbours)
    costs.sort()
    return costs


def projected_scores(state) -> list[float]:
    """Scores so far plus the cheapest-first share of the expected costs."""
    projected = [float(state.scores[0]), float(state.scores[1])]
    mover = state.to_move
    for index, cost in enumerate(expected_costs(state)):
        projected[mover if index % 2 == 0 else 1 - mover] += cost
    return projected


def win_chance(state, player: int) -> float:
    """Estimated chance in [0, 1] that `player` wins (a draw counts half)."""
    if state.filled == state.board.size:
        return state.returns()[player]
    projected = projected_scores(state)
    margin = projected[1 - player] - projected[player]   # positive: player is ahead (lower score)
    return 1.0 / (1.0 + math.exp(-margin / MARGIN_SCALE))
