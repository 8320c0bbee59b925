"""Constitution evaluation for the shared bots (greedy picks the move with the best value,
MCTS scores its truncated rollouts with it).

The estimate for `player` is a logistic of a weighted difference between the two players:

* electors: won, plus the electors "at stake" in contested regions, each region shared by how
  many cells each player still needs to reach half (a region only one player can still
  reach counts fully for them; one nobody can reach counts for nobody);
* states: won, plus the states within reach, shared the same way (26 states win "in the House");
* mobility: the number of legal moves (a player who runs out of moves stops collecting support);
* under the revised rules, the White House (the third winning condition): standing on it or
  being one straight move from it, weighted more as the board fills up;
* the player to move gets a small bonus (they take the next cells).
"""
from __future__ import annotations

import math

from game.engines.constitution.board import ELECTORS_TO_WIN, STATES_TO_WIN

WEIGHTS = {
    "electors": 1.0 / 30.0,      # per elector of expected difference
    "won_bonus": 0.5,            # extra weight of electors already won over expected ones
    "states": 0.25,              # per expected state of difference
    "mobility": 0.8,             # times (m_i - m_j) / (m_i + m_j + 2)
    "white_house": 0.6,          # revised: on / aligned with the White House, scaled by fullness
    "tempo": 0.15,               # the player to move
}


def contested_shares(state) -> tuple[list[float], list[float]]:
    """Expected electors and states per seat, counting won regions fully and sharing each
    contested region by the cells each player still needs (see module docstring)."""
    board = state.board
    s0, s1 = state.support
    undecided = board.all_cells ^ (s0 | s1)
    electors = [float(state.won_size[0]), float(state.won_size[1])]
    states = [float(state.states_won[0]), float(state.states_won[1])]
    classic = state.classic
    special = board.special_regions
    winner = state.winner
    masks = board.region_mask
    sizes = board.region_size
    is_state = board.region_is_state
    for r in range(len(sizes)):
        w = winner[r]
        if w >= 0:
            if classic and r in special:
                mask = masks[r]
                electors[0] += (s0 & mask).bit_count()
                electors[1] += (s1 & mask).bit_count()
            continue
        mask = masks[r]
        size = sizes[r]
        half = (size + 1) >> 1
        a0 = (s0 & mask).bit_count()
        a1 = (s1 & mask).bit_count()
        free = (undecided & mask).bit_count()
        need0 = half - a0
        need1 = half - a1
        can0 = need0 <= free
        can1 = need1 <= free
        if can0 and can1:
            share0 = need1 / (need0 + need1)
        elif can0:
            share0 = 1.0
        elif can1:
            share0 = 0.0
        else:
            if classic and r in special:       # support there counts whoever wins
                electors[0] += a0
                electors[1] += a1
            continue
        if classic and r in special:
            # the winner takes the free cells; each keeps what they have
            electors[0] += a0 + free * share0
            electors[1] += a1 + free * (1.0 - share0)
        else:
            electors[0] += size * share0
            electors[1] += size * (1.0 - share0)
        if is_state[r]:
            states[0] += share0
            states[1] += 1.0 - share0
    return electors, states


def evaluate(state, player: int, weights: dict | None = None) -> float:
    """Estimated chance in [0, 1] that `player` wins."""
    if state.to_move == -2:
        return state.returns()[player]
    if not state.started:
        return 0.5
    w = weights or WEIGHTS
    other = 1 - player
    electors, states = contested_shares(state)
    z = w["electors"] * (electors[player] - electors[other])
    z += w["electors"] * w["won_bonus"] * (state.electors[player] - state.electors[other])
    # a sure 270 or 26 states is (nearly) decisive
    if electors[player] >= ELECTORS_TO_WIN:
        z += 1.0
    if electors[other] >= ELECTORS_TO_WIN:
        z -= 1.0
    z += w["states"] * (states[player] - states[other])
    if states[player] >= STATES_TO_WIN and electors[other] < ELECTORS_TO_WIN:
        z += 0.5
    if states[other] >= STATES_TO_WIN and electors[player] < ELECTORS_TO_WIN:
        z -= 0.5

    mobility_player = len(state.destinations(player))
    mobility_other = len(state.destinations(other))
    z += w["mobility"] * (mobility_player - mobility_other) / (mobility_player + mobility_other + 2)
    if state.classic:
        if state.finished[other] and not state.finished[player]:
            z += 0.3
    else:
        board = state.board
        fullness = 1.0 - (board.all_cells ^ (state.support[0] | state.support[1])).bit_count() / board.total_cells
        z += w["white_house"] * fullness * (_white_house_standing(state, player) - _white_house_standing(state, other))
    if state.to_move == player:
        z += w["tempo"]
    elif state.to_move == other:
        z -= w["tempo"]
    return 1.0 / (1.0 + math.exp(-z))


def _white_house_standing(state, seat: int) -> float:
    """1 on the White House, 0.5 one straight move from it (and it is free), else 0."""
    board = state.board
    here = state.pos[seat]
    if here == board.white_house:
        return 1.0
    if board.white_house_aligned[here] and state.pos[1 - seat] != board.white_house:
        return 0.5
    return 0.0
