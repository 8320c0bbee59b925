"""The worked examples and strategy claims of the Grundy text, with their numbers."""
import itertools
import random

from hypothesis import given, settings, strategies as st

from game.engines.grundy.moves import smallest_allowed_number
from tests.grundy.helpers import graph, hexagon_state, play, state_on


def smallest_number_lines(order_source):
    """Every game on the hexagon where each player writes the smallest allowed number,
    visiting the vertices in the given orders: (numbers per vertex, scores)."""
    for order in order_source:
        state = hexagon_state()
        for v in order:
            state.apply((v, smallest_allowed_number(state, v)))
        yield state


def test_hexagon_smallest_number_play_without_a_3_totals_9():
    # "The board on the left shows the smallest possible numbers": three 1s and three 2s.
    totals = set()
    for state in smallest_number_lines(itertools.permutations(range(6))):
        if 3 not in state.numbers:
            totals.add(sum(state.scores))
    assert totals == {9}


def test_hexagon_four_to_five_holds_for_some_lines_only():
    # Ruling: "the first player will always win by four to five" holds for its pictured line
    # only; 1, 2, 1, 2, 1, 2 in order round the cycle gives 3 to 6.
    results = {tuple(s.scores) for s in smallest_number_lines(itertools.permutations(range(6)))
               if 3 not in s.numbers}
    assert (4, 5) in results and (3, 6) in results


def test_hexagon_1_2_1_2_1_2_gives_3_to_6():
    state = play(hexagon_state(), "a=1 b=2 c=1 d=2 e=1 f=2")
    assert state.scores == [3, 6]
    assert state.outcome().winners == (0,)


def test_some_lines_force_both_players_to_write_a_3():
    # "These moves force both players to write a three!": first player a=1, d=1; second c=2, f=2.
    state = play(hexagon_state(), "a=1 c=2 d=1 f=2")
    for _ in range(2):
        assert {k for _, k in state.legal_moves()} == {3}
        mover = state.current_player()
        before = state.scores[mover]
        state.apply(state.legal_moves()[0])
        assert state.scores[mover] == before + 3
    assert state.scores == [5, 7]


def test_hexagon_never_needs_more_than_3():
    # "since every vertex has two neighbours, the biggest number you will ever have to write is three"
    rng = random.Random(4)
    for _ in range(200):
        state = hexagon_state()
        while not state.is_terminal():
            assert all(smallest_allowed_number(state, v) <= 3 for v in range(6) if not state.numbers[v])
            state.apply(rng.choice(state.legal_moves()))


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.integers(3, 9), st.floats(0.2, 0.9), st.randoms(use_true_random=False))
def test_a_vertex_of_degree_d_never_needs_more_than_d_plus_1(size, density, rng):
    # "The number of neighbours a vertex has tells you the largest number that a player can be
    # forced to write on that vertex"
    edges = [(u, v) for u in range(size) for v in range(u + 1, size) if rng.random() < density]
    board = graph(size, edges)
    state = state_on(board)
    order = list(range(size))
    rng.shuffle(order)
    for v in order:
        number = smallest_allowed_number(state, v)
        assert number <= len(board.neighbours[v]) + 1
        state.apply((v, number))
    # ... and it is reached only when all neighbours differ
    for v in range(size):
        if state.numbers[v] == len(board.neighbours[v]) + 1:
            assert len({state.numbers[w] for w in board.neighbours[v]}) == len(board.neighbours[v])
