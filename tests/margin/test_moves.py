"""Margin of Error's move as a typed value (game/engines/margin/move.py): every legal move and die
of random games goes to its text and back to the same value, hashes and pickles as a value (the
bot's worker process receives it), and a record written before moves were typed still replays
to the same end, move by move."""
from __future__ import annotations

import json
import pickle
import random
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.records import MatchRecord
from game.core.state import IllegalMove
from game.engines.margin import GAME, MarginMove
from game.engines.margin.move import DICE, END_MOVE
from tests.margin.test_properties import new_game, random_move

DATA = Path(__file__).parent / "data"
games = st.tuples(st.integers(0, 2**31 - 1), st.sampled_from([1, 2]), st.sampled_from(["democrat", "republican"]),
                  st.booleans())


def check_round_trip(state) -> set[str]:
    """Every move open in `state` (its legal moves or its dice) read back from its text; the kinds seen."""
    moves = [m for m, _ in state.chance_outcomes()] or state.legal_moves()
    for move in moves:
        assert isinstance(move, MarginMove)
        text = state.move_to_text(move)
        back = state.text_to_move(text)
        assert back == move and hash(back) == hash(move) and back.kind == text.split()[0], (text, move, back)
        assert state.text_to_move(f"  {text.upper()} ") == move          # any case, extra spaces
    return {m.kind for m in moves}


@settings(max_examples=6, deadline=None)
@given(games)
def test_every_legal_move_of_random_games_reads_back_from_its_text(game):
    seed, players, party, home = game
    state = new_game(seed, players, party, home)
    rng = random.Random(seed)
    kinds: set[str] = set()
    while not state.is_terminal():
        kinds |= check_round_trip(state)
        state.apply(random_move(state, rng))
    # election night's tokens are placed only where a campaign earned small-state tokens (a game
    # can end without any: then there is no "last" move to read back)
    placed = {"last"} if any(state.small_tokens) else set()
    assert {"camp", "vp", "ad", "fund", "media", "capital", "end", "die"} | placed <= kinds, kinds


def test_a_move_is_a_value_that_sorts_hashes_and_pickles():
    moves = [MarginMove("camp", state=3), MarginMove("vp", state=3), MarginMove("ad", region=1),
             MarginMove("capital", favour="fact-check"), MarginMove("ignore", face=2, favour="fact-check"),
             MarginMove("die", face=4), END_MOVE, MarginMove("accept")]
    for move in moves:
        copy = pickle.loads(pickle.dumps(move))
        assert copy == move and hash(copy) == hash(move)
    assert sorted(moves) == sorted(reversed(moves))
    assert MarginMove("camp", state=1) < MarginMove("camp", state=3)
    assert len(set(moves + [MarginMove("camp", state=3), MarginMove("end")])) == len(moves)
    assert MarginMove("camp", state=3) != MarginMove("vp", state=3) and MarginMove("camp", state=3) != ("camp", 3)
    with pytest.raises(TypeError):
        MarginMove("camp", state=3)[0]                      # read by field, never by position
    assert DICE == tuple(MarginMove("die", face=face) for face in range(1, 7))


def test_a_plain_number_is_not_a_die_the_engine_takes():
    state = GAME.new_initial_state({"players": 1}, 3)
    state.apply(END_MOVE)
    assert state.is_chance_node()
    with pytest.raises(IllegalMove):
        state.apply(4)
    state.apply(state.chance_outcomes()[0][0])


def test_a_record_written_before_moves_were_typed_replays_to_the_same_end():
    """The record and its final position were written by the engine of tuples (commit 497a637):
    every kind of move, home states, two players."""
    path = DATA / "two_player_record.toml"
    expected = json.loads((DATA / "two_player_final.json").read_text())
    record = MatchRecord.load(path)
    assert {text.split()[0] for text in record.moves} == {
        "camp", "vp", "ad", "fund", "media", "capital", "endorse", "end", "ignore", "accept", "last", "die"}
    state = record.initial_state(path)
    for text in record.moves:
        move = state.text_to_move(text)
        assert state.move_to_text(move) == text            # written back as the record has it
        state.apply(move)
    assert state.is_terminal()
    assert json.loads(json.dumps(state.to_data())) == expected["to_data"]
    assert state.outcome().reason == expected["reason"]
    # and saved again, the same record (the data; the TOML writer lays it out its own way)
    assert tomllib.loads(record.to_text()) == tomllib.loads(path.read_text())
