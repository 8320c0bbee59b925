"""Random games on random boards keep every invariant (hypothesis, seeded and bounded)."""
from hypothesis import given, settings, strategies as st

from game.engines.grundy import GAME, GrundyState
from game.engines.grundy.board import board_names

BOARDS = board_names()


@settings(max_examples=30, deadline=None, derandomize=True)
@given(st.sampled_from(BOARDS + ["random-map", "random-graph"]), st.integers(1, 10_000),
       st.randoms(use_true_random=False), st.integers(0, 3))
def test_random_games_keep_a_proper_colouring(board_name, seed, rng, big_numbers):
    options = {"board": board_name, "size": 8 + seed % 5}
    state = GAME.new_initial_state(options, seed)
    board = state.board
    plies = 0
    while not state.is_terminal():
        moves = state.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        if big_numbers and rng.random() < 0.2:
            # now and then a number above the listed ones, typed in
            vertex = rng.choice([v for v in range(board.size) if not state.numbers[v]])
            number = max(board.number_caps[vertex], *[state.numbers[w] for w in board.neighbours[vertex]]) + 1
            move = state.text_to_move(f"{board.labels[vertex]}={number}")
        else:
            move = rng.choice(moves)
        mover = state.current_player()
        assert state.text_to_move(state.move_to_text(move)) == move
        before = list(state.scores)
        state.apply(move)
        plies += 1
        assert state.scores[mover] == before[mover] + move[1]
        assert state.current_player() in (1 - mover, -2)
        # invariants after every move
        for u, v in board.edges:
            assert not state.numbers[u] or state.numbers[u] != state.numbers[v]
        for player in (0, 1):
            assert state.scores[player] == sum(n for n, o in zip(state.numbers, state.owners) if o == player)
        assert 0.0 <= state.heuristic(0) <= 1.0 and abs(state.heuristic(0) + state.heuristic(1) - 1.0) < 1e-9
    assert plies == board.size and all(state.numbers)
    outcome = state.outcome()
    low = min(outcome.scores)
    assert outcome.winners == (() if outcome.scores[0] == outcome.scores[1] else (outcome.scores.index(low),))
    assert sum(state.returns()) == 1.0


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.sampled_from(BOARDS), st.integers(1, 10_000), st.randoms(use_true_random=False))
def test_storage_notation_and_clone_round_trip_mid_game(board_name, seed, rng):
    state = GAME.new_initial_state({"board": board_name}, seed)
    for _ in range(rng.randrange(state.board.size)):
        state.apply(rng.choice(state.legal_moves()))
    for move in state.legal_moves():
        assert state.text_to_move(state.move_to_text(move)) == move
    again = GrundyState.from_data(state.to_data())
    assert again.to_data() == state.to_data() and again.legal_moves() == state.legal_moves()
    from_text = GAME.state_from_position(state.position_text())
    assert from_text.numbers == state.numbers and from_text.scores == state.scores
    assert from_text.current_player() == state.current_player()
    twin = state.clone()
    if not twin.is_terminal():
        twin.apply(twin.legal_moves()[-1])
        assert twin.filled == state.filled + 1 and twin.to_data() != state.to_data()
