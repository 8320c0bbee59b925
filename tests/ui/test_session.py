"""The match session behind every game screen (pure Python): playing, undo (a person's turn,
never back across a seen roll) and redo, replay cursor, autosave and resuming from a record."""
from __future__ import annotations

import pytest

from game.core.datafile import DataFileError
from game.core.records import MatchRecord
from game.core.session import MatchSession, Seat, find_autosaves, movers_of
from game.core.state import CHANCE, IllegalMove
from tests.ui.helpers import saved
from tests.core.toy_games import DiceRaceGame, DiceRaceState


def test_a_move_is_recorded_in_notation_and_autosaved(home):
    session = MatchSession.new("nim", {"stones": 9}, seed=5)
    assert session.play(2) == "take 2"
    assert session.moves == ["take 2"] and saved(home / "autosave-nim.toml").exists()
    with pytest.raises(IllegalMove):
        session.play(7)


def test_undo_between_people_takes_back_one_move_and_redo_puts_it_back(home):
    people = MatchSession.new("nim", {"stones": 9}, seed=1)
    people.play(1)
    people.play(2)
    assert people.undo() == ["take 2"] and people.state.stones == 8 and people.current_player() == 1
    assert people.redo() == ["take 2"] and people.state.stones == 6 and people.movers == [0, 1]
    people.undo()
    people.play(1)                                     # a new move: the undone one is gone for good
    assert not people.can_redo() and people.moves == ["take 1", "take 1"]


def test_undo_against_a_bot_takes_back_the_reply_and_the_move_before_it(home):
    session = MatchSession.new("nim", {"stones": 9}, seed=1, seats=[Seat.human(), Seat.bot_seat("easy")])
    session.play(1)
    session.play(3)                                    # the bot's reply
    session.play(2)
    session.play(1)
    assert session.undo() == ["take 2", "take 1"]
    assert session.state.stones == 5 and session.current_player() == 0 and session.movers == [0, 1]
    saved = MatchRecord.load(home / "autosave-nim.toml")
    assert saved.moves == ["take 1", "take 3"]         # the save holds no undone move
    assert session.undo() == ["take 1", "take 3"] and session.state.stones == 9
    assert not session.can_undo() and session.undo_blocker() == "Nothing to take back yet."
    with pytest.raises(IllegalMove, match="Nothing to take back"):
        session.undo()
    assert session.redo() == ["take 1", "take 3"] and session.state.stones == 5
    assert session.redo() == ["take 2", "take 1"] and session.state.stones == 2
    session.play(2)                                    # the last stones: the match is over
    assert session.undo_blocker() == "The match is over: its moves stand."


def test_undo_before_the_bot_replied_takes_back_the_move_alone(home):
    session = MatchSession.new("nim", {"stones": 9}, seed=1, seats=[Seat.human(), Seat.bot_seat("easy")])
    session.play(2)
    assert session.undo() == ["take 2"] and session.current_player() == 0
    first = MatchSession.new("nim", {"stones": 9}, seed=1, seats=[Seat.bot_seat("easy"), Seat.human()])
    first.play(1)                                      # the bot opened: no move of the person's yet
    assert not first.can_undo()


def test_undo_never_goes_back_across_a_roll_that_was_seen(home):
    session = MatchSession.new("dicerace", seed=4, seats=[Seat.human(), Seat.bot_seat("easy")])
    session.play("roll")
    assert session.is_chance() and session.undo() == ["roll"]    # the die is not cast yet
    session.play("roll")
    face = session.roll_chance()
    assert session.movers == [0, CHANCE] and session.state.totals[0] == face
    assert session.undo_blocker() == "The roll has been seen: the moves before it stand."
    with pytest.raises(IllegalMove, match="roll has been seen"):
        session.undo()
    session.play("stop")                               # the bot
    session.play("stop")                               # the person again: this one may go back
    assert session.undo() == ["stop"] and session.moves == ["roll", f"d{face}", "stop"]
    assert not session.can_undo()
    people = MatchSession.new("dicerace", seed=4)      # between people too
    people.play("roll")
    people.roll_chance()
    assert not people.can_undo()


class HiddenDiceState(DiceRaceState):
    """Dice race with the dice under a cup: nobody sees a roll until someone reaches 10."""

    def chance_outcome_hidden(self, outcome, now) -> bool:
        return not now.is_terminal()


class HiddenDiceGame(DiceRaceGame):
    def new_initial_state(self, options=None, seed=0):
        return HiddenDiceState(self.validate_options(options), seed)


def test_a_roll_the_state_keeps_hidden_may_be_taken_back(home):
    session = MatchSession(HiddenDiceGame(), {}, 4, [Seat.human(), Seat.bot_seat("easy")], autosave=False)
    session.play("roll")
    face = session.roll_chance()
    assert session.undo() == ["roll", f"d{face}"] and session.state.totals == [0, 0]


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
