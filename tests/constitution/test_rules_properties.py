"""Constitution property tests: random games (seeded) on the 538-cell stand-in map, on small maps
and on the real map when it loads, checking invariants after every move."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engines.constitution.rules import state_for_map
from tests.constitution.helpers import dc_cells, hexagon, make_map, synthetic_us_map

SYNTHETIC = synthetic_us_map()


def small_map():
    """Three small states and DC packed around the White House (3, 3), some islands."""
    regions = {
        "AA": hexagon((1, 1)) + [(2, 1, 0)],
        "BB": hexagon((5, 2)),
        "ME": [(1, 4, 0), (1, 4, 1), (2, 4, 0), (0, 5, 0)],
        "NE": [(5, 5, 0), (5, 5, 1), (6, 5, 0), (4, 5, 1), (4, 6, 0)],
        "DC": dc_cells((3, 3)),
        "IS": [(9, 0, 0), (9, 8, 1)],
    }
    return make_map(regions, (3, 3), "small")


SMALL = small_map()


def real_map():
    from game.engines.constitution.board import board_for_option
    return board_for_option(None).board_map      # the shipped levels/constitution/usa.toml


def check_invariants(before, after, mover):
    board = after.board
    total = board.num_cells
    # support only grows from undecided: a decided cell never becomes undecided
    decided_before = before.support[0] | before.support[1]
    decided_after = after.support[0] | after.support[1]
    assert decided_before & ~decided_after == 0
    assert after.support[0] & after.support[1] == 0
    # cells change hands only through a region won on this move, always to the mover
    flipped = before.support[1 - mover] & after.support[mover] if mover >= 0 else 0
    newly_won = 0
    for r, (w0, w1) in enumerate(zip(before.winner, after.winner)):
        if w0 != w1:
            assert w0 == -1 and w1 == mover          # a region is won once, by the mover
            newly_won |= board.region_mask[r]
    assert flipped & ~newly_won == 0
    assert before.support[mover] & ~after.support[mover] == 0 if mover >= 0 else True
    # electors + uncounted cells = all cells (538 on the US maps)
    counted = 0
    for r, w in enumerate(after.winner):
        if w >= 0 and not (after.classic and r in board.special_regions):
            counted |= board.region_mask[r]
    if after.classic:
        counted |= (after.support[0] | after.support[1]) & board.special_mask
    uncounted = total - counted.bit_count()
    assert after.electors[0] + after.electors[1] + uncounted == total
    # the pieces never share a point once the start is chosen
    if after.started:
        assert after.pos[0] != after.pos[1]


def play_checked(board_map, rules, seed):
    rng = random.Random(seed)
    state = state_for_map(board_map, {"rules": rules}, seed=seed)
    bound = 4 * state.board.num_cells + 10
    plies = 0
    while not state.is_terminal():
        assert plies <= bound, "the game must end"
        before = state.clone()
        mover = state.current_player()
        move = rng.choice(state.legal_moves())
        state.apply(move)
        if move == "pass":
            assert state.to_data()["support"] == before.to_data()["support"]
        else:
            check_invariants(before, state, mover)
        plies += 1
    outcome = state.outcome()
    assert outcome.scores == (float(state.electors[0]), float(state.electors[1]))
    if state.board.total_cells == 538:
        assert sum(state.electors) <= 538
    return state


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), rules=st.sampled_from(["classic", "revised"]))
def test_random_games_on_a_538_cell_map_keep_the_invariants(seed, rules):
    play_checked(SYNTHETIC, rules, seed)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), rules=st.sampled_from(["classic", "revised"]))
def test_random_games_on_a_small_map_keep_the_invariants(seed, rules):
    state = play_checked(SMALL, rules, seed)
    # at the end nobody can move (unless settled early)
    assert state.destinations(0) == [] and state.destinations(1) == [] or state.electors[0] >= 270 \
        or state.electors[1] >= 270 or max(state.states_won) >= 26


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), rules=st.sampled_from(["classic", "revised"]))
def test_fast_legal_moves_match_the_rules_one_by_one(seed, rules):
    rng = random.Random(seed)
    state = state_for_map(SMALL, {"rules": rules}, seed=seed)
    state.apply(rng.choice(state.legal_moves()))
    while not state.is_terminal():
        player = state.current_player()
        slow = {q for q in range(state.board.num_points) if state.is_legal_destination(player, q)}
        assert set(state.destinations(player)) == slow
        state.apply(rng.choice(state.legal_moves()))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), rules=st.sampled_from(["classic", "revised"]))
def test_random_games_on_the_real_map_keep_the_invariants(seed, rules):
    play_checked(real_map(), rules, seed)
