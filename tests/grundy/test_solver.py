"""The exact solver: its values against a brute force, its number cap, the CLI report and the bots."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from game.core.bots import make_bot, resolve_spec
from game.core.rng import stream
from game.engines.grundy import GAME
from game.engines.grundy.board import load_board
from game.engines.grundy.solver import GrundySolver, solve_for_bot, solve_report
from tests.grundy.helpers import brute_force_margin, cycle, fill, graph, hexagon_state, play, state_on

ROOT = Path(__file__).resolve().parents[2]


def blocking_example():
    """v (degree 1) next to w (degree 6), whose other neighbours hold 1, 2, 4, 5, 6."""
    board = graph(7, [(0, 1)] + [(1, k) for k in range(2, 7)])
    return board, [0, 0, 1, 2, 4, 5, 6]


def test_a_number_above_degree_plus_one_can_be_the_best_move():
    board, numbers = blocking_example()
    # brute force with numbers up to 9 everywhere: 3 on v forces 7 on w, margin 7 - 3 = 4
    assert brute_force_margin(board.neighbours, numbers, 9) == 4
    value, move = GrundySolver(board).solve(numbers)
    assert (value, move) == (4, (0, 3))
    # stopping at degree + 1 (2 on v) would miss it
    capped = GrundySolver(board, caps=[len(n) + 1 for n in board.neighbours])
    assert capped.solve(numbers)[0] == 2
    # and the move lists offer it
    state = fill(state_on(board), {v: n for v, n in enumerate(numbers) if n})
    assert (0, 3) in state.legal_moves()


@st.composite
def small_positions(draw):
    size = draw(st.integers(2, 6))
    pairs = [(u, v) for u in range(size) for v in range(u + 1, size)]
    edges = [p for p in pairs if draw(st.booleans())]
    board = graph(size, edges)
    numbers = [0] * size
    for v in range(size):
        if draw(st.integers(0, 2)) == 0:        # about a third pre-filled, with any small number
            taken = {numbers[w] for w in board.neighbours[v]}
            choices = [k for k in range(1, len(board.neighbours[v]) + 4) if k not in taken]
            numbers[v] = draw(st.sampled_from(choices))
    return board, numbers


@settings(max_examples=60, deadline=None, derandomize=True)
@given(small_positions())
def test_solver_matches_brute_force_with_larger_numbers(position):
    board, numbers = position
    largest = max(len(n) for n in board.neighbours) + 3
    expected = brute_force_margin(board.neighbours, numbers, largest)
    value, move = GrundySolver(board).solve(numbers)
    assert value == expected
    if move is not None:      # the move it names really reaches that value
        after = list(numbers)
        after[move[0]] = move[1]
        assert -move[1] - brute_force_margin(board.neighbours, after, largest) == expected


def test_hexagon_is_a_draw_under_perfect_play():
    report = solve_report("hexagon")
    assert report["value"] == 0 and "draw" in report["result"]
    assert report["best_moves"] == ["a=1", "b=1", "c=1", "d=1", "e=1", "f=1"]


def test_solve_report_reads_a_board_file(tmp_path):
    report = solve_report(str(ROOT / "levels" / "grundy" / "hexagon.toml"))
    assert report["board"] == "hexagon" and report["value"] == 0
    path = tmp_path / "path3.toml"       # a user's own board: a path of three vertices, a-b-c
    path.write_text('title = "Path"\nkind = "graph"\nvertices = [[-1.0, 0.0], [0.0, 0.0], [1.0, 0.0]]\n'
                    'edges = [[1, 2], [2, 3]]\n')
    report = solve_report(str(path))
    # best is b=1: the reply a=2 forces c=2 on the mover, who loses 3 to 2 (a=1 loses 3 to 1)
    assert report["vertices"] == 3 and report["value"] == -1 and report["best_moves"] == ["b=1"]
    with pytest.raises(ValueError, match="no board file"):
        solve_report(str(tmp_path / "missing.toml"))


def test_solve_report_of_a_position_counts_the_scores_so_far():
    report = solve_report("hexagon / 1: a=1 / 2: c=2 / to move: 1")
    assert report["value"] == 2 and report["best_moves"] == ["d=1", "e=1"]
    # after the forcing line both players write a 3: player 1 (to move) wins 5 to 7
    report = solve_report("hexagon / 1: a=1 d=1 / 2: c=2 f=2")
    assert report["value"] == 2 and report["best_moves"] == ["b=3", "e=3"]


def test_solve_report_refuses_big_or_finished_boards():
    with pytest.raises(ValueError, match="at most 12"):
        solve_report("map-28")
    with pytest.raises(ValueError, match="over"):
        solve_report("hexagon / 1: a=1 c=2 e=1 / 2: b=3 d=3 f=2")


def test_solver_values_of_small_library_boards():
    # Petersen: the player to move wins by 1; cube: a draw (quick to solve)
    for name, value in (("petersen", 1), ("cube", 0), ("moebius-ladder", 1)):
        board = load_board(name)
        assert GrundySolver(board).solve([0] * board.size)[0] == value


def test_solve_cli(tmp_path):
    out = subprocess.run([sys.executable, "-m", "game", "solve", "grundy", "hexagon", "--json"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["value"] == 0


def test_exact_bot_answer_is_a_legal_best_move_with_the_final_margin():
    state = play(hexagon_state(), "a=1 c=2")
    move, value = solve_for_bot(state)
    assert move in ((3, 1), (4, 1)) and value == 2
    assert GAME.exact_solver() is solve_for_bot
    last = GAME.state_from_position("hexagon / 1: a=1 c=1 e=1 / 2: b=2 d=2")
    assert solve_for_bot(last) == ((5, 2), 3 - 6)
    big = GAME.new_initial_state({"board": "map-28"}, 1)
    assert solve_for_bot(big) is None


SMALL_BOARDS = ("hexagon", "petersen", "cube", "moebius-ladder")


def solved_positions(seat: int):
    """(state, value) with `seat` to move and the exact solver's final margin for it (positive:
    it wins, lower total being better): each small board's start with that seat first, and
    positions after one to three random plies from those starts."""
    found = []
    for board in SMALL_BOARDS:
        for first in (0, 1):
            start = GAME.state_from_position(f"{board} / to move: {first + 1}")
            rng = stream(len(found), "grundy-openings", board)
            for plies in range(4):
                state = start.clone()
                for _ in range(plies):
                    state.apply(rng.choice(state.legal_moves()))
                if state.current_player() == seat and not state.is_terminal():
                    found.append((state, solve_for_bot(state)[1]))
    return found


def play_out(state, bots):
    while not state.is_terminal():
        state.apply(bots[state.current_player()].choose(state))
    return state


@pytest.mark.parametrize("seat", [0, 1])
def test_exact_bot_wins_every_won_position_against_random_from_either_seat(seat):
    won = [(state, value) for state, value in solved_positions(seat) if value > 0]
    assert len(won) >= 6, "too few won positions to test"
    for index, (start, value) in enumerate(won):
        for game_seed in range(3):
            bots = {seat: make_bot(GAME, "exact", game_seed), 1 - seat: make_bot(GAME, "random", 100 * index + game_seed)}
            end = play_out(start.clone(), bots)
            assert end.outcome().winners == (seat,), (start.position_text(), game_seed, end.scores)
            # perfect play keeps at least the margin the solver promised, whatever the opponent does
            assert end.scores[1 - seat] - end.scores[seat] >= value, (start.position_text(), end.scores)


@pytest.mark.parametrize("seat", [0, 1])
def test_exact_bot_never_loses_a_drawn_position_from_either_seat(seat):
    drawn = [(state, value) for state, value in solved_positions(seat) if value == 0]
    assert drawn, "no drawn position to test"
    for index, (start, _) in enumerate(drawn):
        for game_seed in range(3):
            bots = {seat: make_bot(GAME, "exact", game_seed), 1 - seat: make_bot(GAME, "random", 100 * index + game_seed)}
            end = play_out(start.clone(), bots)
            assert end.outcome().winners in ((seat,), ()), (start.position_text(), game_seed, end.scores)
            assert end.scores[1 - seat] >= end.scores[seat]


def test_bot_presets_use_the_solver_wherever_it_answers():
    for options in ({"board": "hexagon"}, {"board": "chvatal"}, {"board": "random-map", "size": 10}):
        assert resolve_spec(GAME, "hard", options) == "exact:8000"
    # where the board has more than 12 vertices the fallback search is shorter (it costs more)
    for options in ({"board": "heawood"}, {"board": "random-map", "size": 20}):
        assert resolve_spec(GAME, "hard", options) == "exact:5000"
    assert resolve_spec(GAME, "easy", {}) == "greedy:noise=0.6"
    # a longer search for Normal where the board has more than 12 vertices
    assert resolve_spec(GAME, "normal", {}) == "mcts:120"
    assert resolve_spec(GAME, "normal", {"board": "heawood"}) == "mcts:600"
    assert resolve_spec(GAME, "normal", {"board": "random-map", "size": 14}) == "mcts:600"


def test_hard_falls_back_to_a_search_of_fixed_iterations_where_the_solver_gives_up():
    from game.core.bots.mcts import MCTSBot
    from game.core.bots.simple import ExactBot
    bot = make_bot(GAME, "hard", 1, {"board": "map-20"})
    assert isinstance(bot, ExactBot) and isinstance(bot.fallback, MCTSBot)
    assert (bot.fallback.iterations, bot.fallback.seconds) == (5000, None)
    state = GAME.new_initial_state({"board": "map-20"}, 1)
    assert solve_for_bot(state) is None                  # 20 empty vertices: too many to solve


@pytest.mark.slow
@pytest.mark.parametrize("open_pairs", [0, 1])
def test_exact_bot_moves_where_the_value_needs_no_search(open_pairs):
    # a cycle of 20 with 9 empty vertices (more than the bot looks for traps on), none or one
    # pair of them adjacent: the value is worked out directly and a best move still named
    board = cycle(20)
    filled = {**{v: 1 + v % 4 for v in range(1, 20, 2)}, 0: 3} if not open_pairs else \
        {**{v: 1 + v % 4 for v in range(1, 16, 2)}, 17: 2, 18: 1, 4: 3}
    state = fill(state_on(board), filled)
    empty = board.size - state.filled
    assert 8 < empty <= 12
    move, margin = solve_for_bot(state)
    assert move in state.legal_moves()
    largest = max(len(n) for n in board.neighbours) + 3
    value = brute_force_margin(board.neighbours, state.numbers, largest)
    after = list(state.numbers)
    after[move[0]] = move[1]
    assert -move[1] - brute_force_margin(board.neighbours, after, largest) == value
    assert margin == state.scores[1 - state.to_move] - state.scores[state.to_move] + value
