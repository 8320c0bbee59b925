"""Move and position notation, storage (to_data/from_data), clone and match records."""
import pytest

from game.core.datafile import DataFileError
from game.core.records import MatchRecord
from game.core.state import IllegalMove
from game.engines.grundy import GAME, GrundyState
from game.engines.grundy.board import label_index, vertex_label
from game.engines.grundy.moves import draw_first_player
from tests.grundy.helpers import hexagon_state, play


def test_vertex_labels_run_a_to_z_then_aa():
    assert [vertex_label(i) for i in (0, 1, 25, 26, 27, 51, 52, 701, 702)] == \
        ["a", "b", "z", "aa", "ab", "az", "ba", "zz", "aaa"]
    for i in range(800):
        assert label_index(vertex_label(i)) == i


def test_move_text_and_its_typed_variants():
    state = hexagon_state()
    assert state.move_to_text((2, 2)) == "c=2"
    for text in ("c=2", "C=2", " c = 2 ", "3=2"):
        assert state.text_to_move(text) == (2, 2)


@pytest.mark.parametrize("text, fault", [
    ("c2", "not a move"), ("c=", "not a move"), ("=2", "not a move"), ("c=0", "positive"),
    ("c=-1", "positive"), ("c=1.5", "positive"), ("c=two", "positive"), ("g=1", "no vertex g"),
    ("0=1", "no vertex 0"), ("c-d=1", "not a move"),
])
def test_bad_move_text_is_refused(text, fault):
    with pytest.raises(IllegalMove, match=fault):
        hexagon_state().text_to_move(text)


def test_move_text_on_a_big_board_uses_two_letters():
    state = GAME.new_initial_state({"board": "map-28"}, 1)
    assert state.move_to_text((27, 4)) == "ab=4"
    assert state.text_to_move("ab=1") == (27, 1)
    assert state.text_to_move("28=1") == (27, 1)


def test_position_text_round_trip():
    state = play(GAME.new_initial_state({"board": "petersen"}, 3), "a=1 c=2 h=1")
    text = state.position_text()
    again = GAME.state_from_position(text)
    assert again.position_text() == text
    assert again.numbers == state.numbers and again.owners == state.owners
    assert again.scores == state.scores and again.to_move == state.to_move
    assert again.first_player == state.first_player


def test_position_defaults_and_inference():
    state = GAME.state_from_position("1: a=1 / 2: c=2")          # board from the options: petersen
    assert state.board.name == "petersen" and state.to_move == 0 and state.first_player == 0
    state = GAME.state_from_position("hexagon / 1: a=1 d=1 / 2: c=2")
    assert state.to_move == 1 and state.first_player == 0
    state = GAME.state_from_position("hexagon / 2: a=1")
    assert state.to_move == 0 and state.first_player == 1
    state = GAME.state_from_position("1: a=1", {"board": "cube"})
    assert state.board.name == "cube"
    assert GAME.state_from_position("hexagon / to move: 2").first_player == 1


def test_position_of_a_random_map_names_size_and_seed():
    state = play(GAME.new_initial_state({"board": "random-map", "size": 9}, 11), "a=1")
    text = state.position_text()
    assert text.startswith("random-map:9:11 / ")
    again = GAME.state_from_position(text)
    assert again.board is state.board and again.numbers == state.numbers


@pytest.mark.parametrize("text, fault", [
    ("hexagon / 1: a=1 c=1 e=1", "cannot have written"),
    ("hexagon / 1: a=1 / 2: b=1", "repeats the number"),
    ("hexagon / 1: a=1 / 2: a=2", "two numbers"),
    ("hexagon / 1: a=1 / to move: 1", "player 2 wrote fewer"),
    ("hexagon / to move: 3", "player 1 or 2"),
    ("hexagon / who: 1", "is not '1: ...'"),
    ("nowhere / 1: a=1", "no board called"),
    ("random-map:9 / 1: a=1", "SIZE:SEED"),
    ("hexagon / 1: z=1", "no vertex z"),
])
def test_bad_positions_are_refused(text, fault):
    with pytest.raises((ValueError, IllegalMove), match=fault):
        GAME.state_from_position(text)


def test_moves_cli_lists_the_legal_moves(capsys):
    from game.__main__ import main
    assert main(["moves", "grundy", "--position", "hexagon / 1: a=1 / 2: c=2"]) == 0
    listed = capsys.readouterr().out.split()
    assert listed == ["b=3", "d=1", "d=3", "e=1", "e=2", "e=3", "f=2", "f=3"]


def test_to_data_round_trip_and_clone_independence():
    state = play(GAME.new_initial_state({"board": "map-14"}, 2), "a=1 b=2 d=3")
    data = state.to_data()
    again = GrundyState.from_data(data)
    assert again.to_data() == data and again.scores == state.scores and again.filled == 3
    twin = state.clone()
    twin.apply(twin.legal_moves()[0])
    assert state.filled == 3 and twin.filled == 4 and state.numbers != twin.numbers
    assert GAME.state_from_data(data).position_text() == state.position_text()


@pytest.mark.parametrize("change, key", [
    ({"numbers": [1, 1, 0, 0, 0, 0]}, "numbers[1]"),
    ({"numbers": [1, 0, 0]}, "numbers"),
    ({"owners": [0, 2, -1, -1, -1, -1], "numbers": [1, 2, 0, 0, 0, 0]}, "numbers[1]"),
    ({"to_move": 0}, "to_move"),
    ({"first_player": 5}, "first_player"),
    ({"options": {"board": "nowhere"}}, "options.board"),
])
def test_from_data_names_the_bad_key(change, key):
    data = play(hexagon_state(), "a=1").to_data()
    data.update(change)
    with pytest.raises(DataFileError) as info:
        GrundyState.from_data(data, "save.toml")
    assert info.value.key == key and "save.toml" in str(info.value)


def test_match_record_replays_moves_in_notation(tmp_path):
    record = MatchRecord.start("grundy", {"board": "hexagon"}, 5)
    state = record.initial_state()
    for text in ("a=1", "c=2", "e=7"):
        state.apply(state.text_to_move(text))
        record.moves.append(text)
    path = tmp_path / "match.toml"
    record.save(path)
    replayed = MatchRecord.load(path).replay()
    assert replayed.numbers == state.numbers and replayed.scores == state.scores


@pytest.mark.parametrize("starts", ["player 2", "player 1", "random"])
def test_match_records_with_who_starts_replay(tmp_path, starts):
    for seed in (1, 2, 3):
        record = MatchRecord.start("grundy", {"board": "hexagon", "starts": starts}, seed)
        state = record.initial_state()
        for _ in range(4):
            move = state.legal_moves()[0]
            record.moves.append(state.move_to_text(move))
            state.apply(move)
        path = tmp_path / f"match-{seed}.toml"
        record.save(path)
        replayed = MatchRecord.load(path).replay()
        assert replayed.to_data() == state.to_data() and replayed.first_player == state.first_player


def test_records_and_saves_from_before_who_starts_load_as_the_draw(tmp_path):
    """Records and saved states written before the option (no `starts`) start as they did: by
    the draw from their seed."""
    for seed in range(1, 9):
        path = tmp_path / f"old-{seed}.toml"
        path.write_text(f'game = "grundy"\nseed = {seed}\nmoves = ["a=1"]\n\n[options]\nboard = "hexagon"\n')
        replayed = MatchRecord.load(path).replay()
        assert replayed.first_player == draw_first_player(seed) and replayed.owners[0] == draw_first_player(seed)
        saved = replayed.to_data()
        saved["options"] = {"board": "hexagon", "size": 14}
        loaded = GrundyState.from_data(saved, "old-save.toml")
        assert loaded.to_data()["numbers"] == saved["numbers"] and loaded.first_player == replayed.first_player
        assert loaded.options["starts"] == "random"


def test_pickled_states_share_the_library_board():
    # bot workers receive pickled states; the board travels by name and stays one object
    import pickle
    state = play(GAME.new_initial_state({"board": "petersen"}, 2), "a=1")
    again = pickle.loads(pickle.dumps(state))
    assert again.board is state.board and again.to_data() == state.to_data()
    random_map = GAME.new_initial_state({"board": "random-map", "size": 9}, 4)
    assert pickle.loads(pickle.dumps(random_map)).board is random_map.board
