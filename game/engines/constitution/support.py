"""Constitution: what a move wins (seed: constitution.txt; gaps settled in rulings.md).

Steps 1-3 of a move: the piece moves, the undecided cells around its new point support the
mover, and every region where the mover now has at least half of the cells is won (Maine and
Nebraska are special under the classic rules). Electors follow from the regions won.

Support is kept as two Python ints used as bitsets over the cells of the Board (board.py).
"""
from __future__ import annotations


def move_piece(state, player: int, q: int) -> None:
    """Steps 1-3 of a move: move the piece, take the undecided cells around the destination
    ("All undecided cells that have a corner in the point you moved to become your
    supporters"), then win every region where you now have at least half of the cells."""
    board = state.board
    support = state.support
    state.pos[player] = q
    gained = board.point_cells[q] & ~(support[0] | support[1])
    if not gained:
        return                      # the White House exception: nothing to take
    support[player] |= gained
    winner = state.winner
    for r in board.point_regions[q]:
        if winner[r] < 0 and reaches_half(state, player, r):
            win_region(state, player, r)
    update_electors(state)


def reaches_half(state, player: int, r: int) -> bool:
    """"If you thereby obtain support from at least half of the cells in a region ..., you win
    that region." Rulings: at least half, so a region of 4 cells is won with 2."""
    board = state.board
    return 2 * (state.support[player] & board.region_mask[r]).bit_count() >= board.region_size[r]


def win_region(state, player: int, r: int) -> None:
    """"When you win a region other than Maine (ME) or Nebraska (NE), all cells in the region
    become your supporters, even those that earlier supported your opponent. If you win Maine or
    Nebraska, you obtain support from all previously undecided cells, but your opponent keeps any
    support they already had." (classic). Under the revised rules ME and NE are ordinary."""
    board = state.board
    support = state.support
    mask = board.region_mask[r]
    if state.classic and r in board.special_regions:
        support[player] |= mask & ~(support[0] | support[1])
    else:
        support[player] |= mask
        support[1 - player] &= ~mask
    count_region_win(state, player, r)


def count_region_win(state, player: int, r: int) -> None:
    """The tallies of a won region (the cells are the caller's business): its winner, the
    electors from won regions (not Maine and Nebraska under classic rules, counted by
    update_electors) and the states won (DC is not a state)."""
    board = state.board
    state.winner[r] = player
    if not (state.classic and r in board.special_regions):
        state.won_size[player] += board.region_size[r]
    if board.region_is_state[r]:
        state.states_won[player] += 1


def update_electors(state) -> None:
    """"Electors are cells in regions that have been won by the player, as well as any cells
    supporting the player in Maine and Nebraska regardless of who, if any player, has won those
    states." (classic). Under the revised rules only won regions count."""
    if state.classic:
        special = state.board.special_mask
        state.electors[0] = state.won_size[0] + (state.support[0] & special).bit_count()
        state.electors[1] = state.won_size[1] + (state.support[1] & special).bit_count()
    else:
        state.electors[0] = state.won_size[0]
        state.electors[1] = state.won_size[1]
