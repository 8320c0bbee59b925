"""Not a Dodgson System Chess: the bots' evaluation.

Only the first player to lose all their pieces matters, so the evaluation asks two questions:

1. Who is closest to elimination? Each player's pieces are counted, pieces under attack counting
   less (more so when the attacker moves soon); the chance that player v goes first is a softmax of
   minus that count.
2. If v goes first, who profits? Each other player's points already taken from v, plus a share of
   the v pieces they attack now, go through a softmax that sharpens as v's remaining material shrinks
   (a lead of three points means little while v still has twenty on the board).

heuristic(p) = sum over v != p of P(v goes first) * P(p wins | v goes first); the four values sum to 1.
"""
from __future__ import annotations

import math

from game.engines.dodgson.board import NUM_PLAYERS, PIECE_POINTS
from game.engines.dodgson.movegen import capture_targets

ELIMINATION_SHARPNESS = 0.55     # per piece: 2 pieces fewer than the others ~ 3x likelier to go first
ATTACKED_PIECE_LOSS = 0.55       # an attacked piece counts this much less, times the attacker's urgency
GAIN_SHARE = 0.5                 # expected share of an attacked piece's points for its attacker
WIN_SHARPNESS = 2.2              # divided by sqrt(1 + victim's remaining points)
MATERIAL_WEIGHT = 0.04           # own material helps take the victim's remaining pieces
# Urgency of an attacker by how soon it moves: next to move, then one, two, three seats later.
URGENCY = (1.0, 0.7, 0.5, 0.35)


def evaluate(state) -> list[float]:
    """The four players' estimated chances to win, summing to 1."""

    cells = state.cells
    taken = state.taken
    turn = state.turn
    counts = state.piece_count
    material = [0] * NUM_PLAYERS
    for code in cells:
        if code:
            material[code >> 3] += PIECE_POINTS[code & 7]

    # Which pieces are under attack, by whom first (the attacker who moves soonest).
    first_attacker: dict[int, int] = {}
    for distance in range(NUM_PLAYERS):
        attacker = (turn + distance) % NUM_PLAYERS
        for cell in capture_targets(cells, attacker):
            if cell not in first_attacker:
                first_attacker[cell] = attacker
    effective = [float(c) for c in counts]
    gain = [[0.0] * NUM_PLAYERS for _ in range(NUM_PLAYERS)]    # gain[attacker][victim]
    for cell, attacker in first_attacker.items():
        code = cells[cell]
        victim = code >> 3
        urgency = URGENCY[(attacker - turn) % NUM_PLAYERS]
        effective[victim] -= ATTACKED_PIECE_LOSS * urgency
        gain[attacker][victim] += GAIN_SHARE * urgency * PIECE_POINTS[code & 7]

    low = min(effective)
    weights = [math.exp(-ELIMINATION_SHARPNESS * (e - low)) for e in effective]
    total = sum(weights)
    p_first = [w / total for w in weights]

    values = [0.0] * NUM_PLAYERS
    mean_material = sum(material) / NUM_PLAYERS
    for victim in range(NUM_PLAYERS):
        sharp = WIN_SHARPNESS / math.sqrt(1.0 + material[victim])
        others = [p for p in range(NUM_PLAYERS) if p != victim]
        scores = []
        for p in others:
            base = 7 * (p * NUM_PLAYERS + victim)
            points = (taken[base + 1] + 2 * (taken[base + 2] + taken[base + 3] + taken[base + 4])
                      + 3 * taken[base + 5] + taken[base + 6])
            scores.append(points + gain[p][victim] + MATERIAL_WEIGHT * (material[p] - mean_material))
        top = max(scores)
        exps = [math.exp(sharp * (s - top)) for s in scores]
        norm = sum(exps)
        for p, e in zip(others, exps):
            values[p] += p_first[victim] * e / norm
    return values
