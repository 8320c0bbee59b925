"""Constitution: notation round trips, to_data/from_data, clone, options and the screen helpers."""
import math
import random

import pytest

from game.core.datafile import DataFileError
from game.core.state import BadOptions, IllegalMove
from game.engines.constitution import GAME, ConstitutionState
from game.engines.constitution.board import point_to_screen
from game.engines.constitution.rules import state_for_map
from tests.constitution.helpers import synthetic_us_map

SYNTHETIC = synthetic_us_map()


def play_random(rules, seed, check):
    rng = random.Random(seed)
    state = state_for_map(SYNTHETIC, {"rules": rules}, seed=seed)
    while not state.is_terminal():
        check(state)
        state.apply(rng.choice(state.legal_moves()))
    check(state)
    return state


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_every_legal_move_round_trips_through_notation(rules):
    def check(state):
        for move in state.legal_moves():
            text = state.move_to_text(move)
            assert state.text_to_move(text) == move
    for seed in range(3):
        play_random(rules, seed, check)


def test_notation_accepts_brackets_spaces_and_start_numbers():
    state = state_for_map(SYNTHETIC, {"starts": [[2, 2], [20, 3]]})
    assert state.text_to_move(" start 20,3 ") == (20, 3)
    assert state.text_to_move("20, 3") == (20, 3)
    assert state.text_to_move("start 1") == (2, 2)
    state.apply((20, 3))
    assert state.text_to_move("(5, 2)") == (5, 2)
    assert state.text_to_move("e3") == (5, 2)
    with pytest.raises(IllegalMove):
        state.text_to_move("start 1")
    with pytest.raises(IllegalMove):
        state.text_to_move("somewhere")
    with pytest.raises(IllegalMove):
        state.text_to_move("3,3")          # a corner, but not on a line from (2, 2)


@pytest.mark.parametrize("rules", ["classic", "revised"])
def test_to_data_from_data_round_trip_and_clone_independence(rules):
    def check(state):
        data = state.to_data()
        again = ConstitutionState.from_data(data)
        assert again.to_data() == data
        assert again.legal_moves() == state.legal_moves()
        assert again.current_player() == state.current_player()
        assert again.electors == state.electors and again.states_won == state.states_won
        twin = state.clone()
        assert twin.to_data() == data
        if not twin.is_terminal():
            twin.apply(twin.legal_moves()[0])
            assert state.to_data() == data      # the original is untouched
    for seed in range(2):
        play_random(rules, seed, check)


def test_from_data_reports_bad_data():
    state = state_for_map(SYNTHETIC, {}, seed=1)
    data = state.to_data()
    with pytest.raises(DataFileError, match="support"):
        ConstitutionState.from_data({**data, "support": "012"})
    with pytest.raises(DataFileError, match="winners.ZZ"):
        ConstitutionState.from_data({**data, "winners": {"ZZ": 0}})
    with pytest.raises(DataFileError, match="starts"):
        ConstitutionState.from_data({**data, "starts": [[999, 999], [0, 0]]})
    with pytest.raises(DataFileError, match="rules"):
        ConstitutionState.from_data({**data, "options": {**data["options"], "rules": "bogus"}})


def test_options_are_checked():
    assert [o.key for o in GAME.options()] == ["rules", "map", "starts"]
    assert GAME.default_options() == {"rules": "revised", "map": "levels/constitution/usa.toml"}
    with pytest.raises(BadOptions, match="options.rules: 'modern' is not one of constitution's rule sets "
                                         r"\(revised, classic\)"):
        state_for_map(SYNTHETIC, {"rules": "modern"})
    with pytest.raises(BadOptions, match="options.map: 'nowhere.toml' is not a map this game can use"):
        GAME.new_initial_state({"map": "nowhere.toml"})
    with pytest.raises(BadOptions, match=r"options.starts: \[999, 999\] is not a corner of a cell of this map"):
        state_for_map(SYNTHETIC, {"starts": [[999, 999], [0, 0]]})
    with pytest.raises(BadOptions, match=r"options.starts: 'x' is not a point \[x, y\]"):
        state_for_map(SYNTHETIC, {"starts": ["x", [0, 0]]})


def test_bot_presets():
    assert GAME.bot_presets() == {"easy": "greedy:noise=0.35", "normal": "mcts:300", "hard": "mcts:3000"}
    assert GAME.name == "constitution" and GAME.title == "Constitution"


def test_screen_helpers():
    state = state_for_map(SYNTHETIC, {"starts": [[2, 2], [20, 3]]})
    assert state.legal_destinations() == [(2, 2), (20, 3)]
    state.apply((20, 3))
    move = (5, 2)
    preview = state.preview(move)
    state.apply(move)
    support = state.cell_support()
    assert sorted(state.board.cells[c] for c, s in enumerate(support) if s == 1) == sorted(preview.taken_cells)
    assert state.cells_per_player() == [len(preview.taken_cells), 0]
    assert state.current_player() == 1
    assert all(w is None for w in state.region_winners().values())
    assert state.piece_positions() == [(5, 2), (20, 3)]
    x, y = point_to_screen((2, 2))
    assert x == 3 and math.isclose(y, math.sqrt(3))
    assert state.white_house == (20, 6)
