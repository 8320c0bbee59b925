"""Fractal territory notation (docs/notation/fractal.md): points, cells, moves and positions read
and written; faults in typed text and in saves are one line naming the part; the command line's
`moves` answers from a position (the page's examples are run) and `replay` plays a saved match to
the same score."""
import json
import re
import shlex
from pathlib import Path

import pytest

from game.__main__ import main
from game.core.datafile import DataFileError
from game.core.records import MatchRecord
from game.core.rng import stream
from game.core.save_writer import save_writer
from game.core.session import MatchSession, Seat
from game.core.state import IllegalMove
from game.engines.fractal import GAME
from game.engines.fractal.state import FractalState
from tests.fractal.helpers import ENDING_C, OPEN, OPENING, SPLIT_TOP_LEFT, at, cell, new, play, vertex

NOTATION = Path(__file__).resolve().parents[2] / "docs" / "notation" / "fractal.md"


# ---- moves ------------------------------------------------------------------------------------
def test_points_are_across_up_fractions_and_typing_may_vary():
    state = new()
    top = vertex(state, "1/2,1")
    for typed in ("1/2,1", "2/4,1", "0.5,1", " 1/2, 1 ", "1/2,1/1"):
        assert state.text_to_move(typed) == ("place", top)
    assert state.move_to_text(("place", top)) == "1/2,1"
    assert state.move_to_text(("place", vertex(state, "0,0"))) == "0,0"


def test_splits_rolls_and_dice_are_written_and_read():
    state = play(OPENING)
    move = state.text_to_move(SPLIT_TOP_LEFT)
    assert move == ("split", cell(state, "1"), state.board.split_points(cell(state, "1"))[1])
    assert state.move_to_text(move) == SPLIT_TOP_LEFT
    assert state.text_to_move("SPLIT  1 AT 1/4, 3/4") == move
    dice = play(OPENING, dice=True)
    assert dice.text_to_move("roll") == ("roll",) and dice.move_to_text(("roll",)) == "roll"
    dice.apply(("roll",))
    assert dice.text_to_move("die 5") == 5 and dice.move_to_text(5) == "die 5"


@pytest.mark.parametrize("text, fault", [
    ("1/3,1/2", "fractal: '1/3,1/2' is not a point of the board"),
    ("2,1", "fractal: '2,1' is not a point of the board"),
    ("abc", "fractal: 'abc' is not a point; write across,up like 1/4,3/4"),
    ("1/0,1", "fractal: '1/0' in '1/0,1' is not a fraction like 3/4"),
    ("1/8,1/8", "fractal: there is no vertex at 1/8,1/8 yet"),
    ("split 9 at 1/4,3/4", "fractal: there is no cell 9 on this board"),
    ("split 1 at 1/4,1/4", "fractal: 'split 1 at 1/4,1/4' cannot be played: the piece must go on a vertex"),
    ("split 2 at 3/4,3/4", "fractal: 'split 2 at 3/4,3/4' cannot be played: only the player with the lower"),
    ("die x", "fractal: 'die x' is not a die result; write die 1 to die 6"),
    ("roll", "fractal: 'roll' cannot be played: only the player behind may roll"),
])
def test_bad_move_text_is_one_line_naming_the_fault(text, fault):
    state = play(OPENING + [SPLIT_TOP_LEFT])          # Black to move, ahead: no split for Black
    if text.startswith("split 1"):
        state = play(OPENING)
    with pytest.raises(IllegalMove) as caught:
        state.text_to_move(text)
    assert str(caught.value).startswith(fault) and "\n" not in str(caught.value)


# ---- positions ----------------------------------------------------------------------------------
def test_position_text_reads_back_the_same_position():
    state = play(OPENING + [SPLIT_TOP_LEFT] + ENDING_C[:4])
    text = state.position_text()
    assert text == ("square 8; split 1 3; black 1/2,1 0,3/4 1/2,1/2 1,1/2 0,0 1/2,0; "
                    "white 0,1 1,1 1/4,3/4 0,1/2 0,1/4 1,0; to move black")
    read = at(text)
    assert read.scores == state.scores == [12, 8] and read.to_move == 0
    assert read.position_text() == text
    assert sorted(map(read.move_to_text, read.legal_moves())) == sorted(map(state.move_to_text, state.legal_moves()))
    # the player to move may be left out: the one with fewer pieces, Black when even
    assert at("square 8; black 0,0").to_move == 1 and at("square 8; black 0,0; white 1,1").to_move == 0
    assert at("triangle").board.depth == 8 and at("carpet 4").board.depth == 4


def test_a_roll_of_this_turn_is_part_of_the_position_with_the_dice_option():
    state = play(OPENING, dice=True)
    state.apply(("roll",))
    state.apply(6)
    text = state.position_text()
    assert text.endswith("; to move white; rolled 6")
    read = at(text, dice=True)
    assert read.rolled == 6 and read.split_moves() == state.split_moves()


@pytest.mark.parametrize("text, fault", [
    ("", "fractal: the position is empty; start with the shape, like 'square 8'"),
    ("circle 8", "fractal: the position must start with a shape (square, triangle, carpet, hexaflake), not 'circle 8'"),
    ("square 99", "fractal: '99' is not a deepest level (3 to 12)"),
    ("square 8; blue 0,0", "fractal: 'blue 0,0' is not a section of a position (split, black, white, to move, rolled)"),
    ("square 8; to move red", "fractal: 'to move red' is not a section of a position"),
    ("square 8; split 14", "fractal: there is no cell 14 to split (split each cell after its parent)"),
    ("square 3; split 1 14", "fractal: cell 14 cannot split (split already, or on the deepest level)"),
    ("square 8; black 1/3,0", "fractal: '1/3,0' is not a point of the board"),
    ("square 8; white 1/4,1/4", "fractal: there is no vertex at 1/4,1/4"),
    ("square 8; black 0,0; white 0,0", "fractal: 0,0 is given two pieces"),
    ("square 8; rolled 5", "fractal: 'rolled' needs the dice option"),
])
def test_bad_position_text_is_one_line_naming_the_part(text, fault):
    with pytest.raises(ValueError) as caught:
        GAME.state_from_position(text)
    assert str(caught.value).startswith(fault) and "\n" not in str(caught.value)


# ---- saves ---------------------------------------------------------------------------------------
def test_a_save_reads_back_the_same_game():
    state = play(OPENING + [SPLIT_TOP_LEFT] + ENDING_C[:5])
    data = state.to_data()
    assert data["splits"] == ["1", "3"] and data["turn_gain"] == state.turn_gain
    loaded = FractalState.from_data(data, "save.toml")
    assert loaded.to_data() == data and loaded.scores == state.scores and loaded.owner == state.owner


@pytest.mark.parametrize("change, key, fault", [
    ({"splits": ["9"]}, "splits", "there is no cell 9 to split"),
    ({"splits": ["1", "1"]}, "splits", "cell 1 cannot split"),
    ({"splits": "1"}, "splits", ""),
    ({"black": ["x"]}, "black", "'x' is not a point"),
    ({"black": ["1/8,1/8"]}, "black", "there is no vertex at 1/8,1/8"),
    ({"white": ["1/2,1"]}, "white", "1/2,1 is given two pieces"),
    ({"rolled": 5}, "rolled", "only a game with the dice option rolls"),
    ({"rolled": 9, "options": {**OPEN, "dice": True}}, "rolled", ""),
    ({"to_move": 2}, "to_move", ""),
])
def test_bad_save_data_names_the_key(change, key, fault):
    data = {**play(OPENING).to_data(), **change}
    with pytest.raises(DataFileError) as caught:
        FractalState.from_data(data, "save.toml")
    assert caught.value.key == key and fault in caught.value.fault
    assert str(caught.value).startswith(f"save.toml: key '{key}'") and "\n" not in str(caught.value)


# ---- the command line ----------------------------------------------------------------------
def moves_cli(capsys, *argv: str) -> list[str]:
    assert main(["moves", "fractal", *argv]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out.splitlines()


def test_moves_lists_placements_and_splits_in_notation(capsys):
    text = play(OPENING).position_text()
    lines = moves_cli(capsys, "--position", text)
    assert lines[:2] == ["0,0", "0,1"]                        # the two empty vertices, in the board's order
    splits = [line for line in lines if line.startswith("split ")]
    assert len(splits) == 4 * 5 and "split 1 at 1/4,3/4" in splits   # each cell makes 5 vertices
    assert len(lines) == 2 + 20
    start = moves_cli(capsys)
    assert len(start) == 9 and "split" not in " ".join(start)


def test_moves_of_a_bad_position_is_one_line_and_status_2(capsys):
    assert main(["moves", "fractal", "--position", "square 8; split 14"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "moves: fractal: there is no cell 14 to split (split each cell after its parent)\n"


def page_examples() -> list[tuple[list[str], list[str]]]:
    """Each `$ python -m game moves fractal ...` block of the notation page: (argv, lines shown)."""
    text = NOTATION.read_text(encoding="utf-8")
    examples = []
    for block in re.findall(r"```\n(\$ python -m game moves fractal .*?)```", text, re.S):
        command, *shown = block.strip().splitlines()
        examples.append((shlex.split(command)[6:], shown))
    return examples


def test_the_notation_pages_examples_list_what_the_command_prints(capsys):
    examples = page_examples()
    assert len(examples) >= 3
    for argv, shown in examples:
        assert moves_cli(capsys, *argv) == shown, argv


def test_the_notation_pages_positions_read_back_as_described():
    text = NOTATION.read_text(encoding="utf-8")
    positions = re.findall(r"^\| `([a-z]+ \d+[^`]*)` \|", text, re.M)
    assert len(positions) == 5
    for position in positions:
        state = GAME.state_from_position(position)
        if "to move" in position or state.is_terminal():
            assert state.position_text() == position
    after_seven, finished = GAME.state_from_position(positions[1]), GAME.state_from_position(positions[2], OPEN)
    assert after_seven.scores == [6, 2] and after_seven.to_move == 1
    assert finished.scores == [25, 27] and finished.over == "every vertex is taken"
    assert finished.position_text() == play(OPENING + [SPLIT_TOP_LEFT] + ENDING_C).position_text()


# ---- match records -------------------------------------------------------------------------------
@pytest.mark.parametrize("options", [{"shape": "square", "depth": 5}, {"shape": "hexaflake", "depth": 3, "dice": True}])
def test_replay_plays_a_saved_match_to_the_same_score(options, tmp_path, capsys):
    session = MatchSession.new("fractal", {**OPEN, **options}, seed=2, seats=[Seat.human(), Seat.human()],
                               save_folder=tmp_path)
    rng = stream(2, "fractal-replay")
    while not session.is_over():
        if session.is_chance():
            session.roll_chance()
        else:
            moves = session.state.legal_moves()
            splits = [m for m in moves if m[0] != "place"]
            session.play(rng.choice(splits) if splits and rng.random() < 0.8 else rng.choice(session.state.placements()))
    assert session.state.split_order                           # the record holds splits
    assert any(m.startswith("die ") for m in session.moves) == bool(options.get("dice"))
    path = session.autosave_path()
    save_writer().settle(path)
    record = MatchRecord.load(path)
    assert record.moves == session.moves and record.replay().scores == session.state.scores
    assert main(["replay", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    outcome = session.outcome()
    names = ["Player 1", "Player 2"]
    assert report == {"game": "fractal", "over": True, "scores": list(outcome.scores),
                      "winners": list(outcome.winners), "reason": outcome.reason,
                      "ended": session.game.end_in_words(session.state, names),
                      "decided": session.game.decided_in_words(session.state_at(0), session.moves, names) or None}
