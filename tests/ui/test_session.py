"""The match session behind every game screen (pure Python): playing, undo rules, replay
cursor, autosave and resuming from a record."""
from __future__ import annotations

import pytest

from game.core.datafile import DataFileError
from game.core.session import MatchSession, Seat, find_autosaves, movers_of
from game.core.state import CHANCE, IllegalMove


def test_a_move_is_recorded_in_notation_and_autosaved(home):
    session = MatchSession.new("nim", {"stones": 9}, seed=5)
    assert session.play(2) == "take 2"
    assert session.moves == ["take 2"] and (home / "autosave-nim.toml").exists()
    with pytest.raises(IllegalMove):
        session.play(7)


def test_undo_only_between_humans_without_chance(home):
    people = MatchSession.new("nim", {"stones": 9}, seed=1)
    people.play(1)
    people.play(2)
    assert people.undo() == "take 2" and people.state.stones == 8
    assert people.redo() == "take 2" and people.state.stones == 6
    versus_bot = MatchSession.new("nim", {"stones": 9}, seed=1, seats=[Seat.human(), Seat.bot_seat("easy")])
    versus_bot.play(1)
    assert not versus_bot.can_undo()
    with pytest.raises(IllegalMove, match="not allowed"):
        versus_bot.undo()
    dice = MatchSession.new("dicerace", seed=1)
    dice.play("stop")
    assert not dice.undo_allowed() and not dice.can_undo()


def test_the_replay_cursor_looks_back_without_touching_the_game(home):
    session = MatchSession.new("nim", {"stones": 9}, seed=1)
    for take in (1, 2, 3):
        session.play(take)
    session.replay_step(-2)
    assert session.in_replay and session.view_ply() == 1 and session.view_state().stones == 8
    assert session.state.stones == 3
    session.replay_step(5)
    assert not session.in_replay and session.view_state() is session.state


def test_resume_from_a_saved_record_and_report_a_broken_one(home):
    session = MatchSession.new("nim", {"stones": 9}, seed=8, seats=[Seat.human(), Seat.bot_seat("hard")])
    session.play(3)
    resumed = MatchSession.load(home / "autosave-nim.toml")
    assert resumed.moves == ["take 3"] and resumed.seed == 8 and resumed.seats[1].bot == "hard"
    (home / "autosave-nim.toml").write_text('game = "nim"\nmoves = ["take 3", "take 9"]\n')
    with pytest.raises(DataFileError, match=r"moves\[1\]"):
        MatchSession.load(home / "autosave-nim.toml")
    found = find_autosaves()
    assert len(found) == 1 and found[0].record is None and "moves[1]" in found[0].error


def test_dice_come_from_the_match_seed_and_movers_are_known(home):
    first = MatchSession.new("dicerace", seed=9)
    second = MatchSession.new("dicerace", seed=9)
    for session in (first, second):
        session.play("roll")
        session.roll_chance()
    assert first.moves == second.moves
    assert movers_of(first) == [0, CHANCE]


def test_a_demo_position_is_never_saved(home):
    from tests.ui.toy_screens import NIM
    state = NIM.new_initial_state({"stones": 5})
    session = MatchSession(NIM, None, 1, start_state=state)
    session.play(1)
    assert not (home / "autosave-nim.toml").exists()
    with pytest.raises(DataFileError):
        session.save(home / "x.toml")
