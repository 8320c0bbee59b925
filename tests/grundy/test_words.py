"""Grundy moves in words (game/engines/grundy/words.py): "c=2" said as writing a number in a circle
(a country on a map), the notation kept out of every wording."""
from __future__ import annotations

from game.engines.grundy import GAME
from game.engines.grundy.words import row_labels


def test_a_move_is_a_number_written_in_a_named_place():
    assert row_labels("c=2", "Blue", "circle") == ["Blue writes 2 in circle c", "writes 2 in circle c",
                                                   "2 in circle c", "2 in c"]
    assert row_labels("ab=1", "Red", "country")[0] == "Red writes 1 in country ab"


def test_every_move_of_a_real_game_is_said_without_its_notation_and_names_its_mover():
    state = GAME.new_initial_state()
    seen = 0
    while not state.is_terminal():
        move = state.legal_moves()[0]
        labels = GAME.move_rows(state, move, ["Blue", "Red"])       # the move list's rows
        assert all("=" not in label for label in labels)
        assert labels[0].startswith(f"{['Blue', 'Red'][state.to_move]} writes ")
        assert labels[1] == GAME.move_in_words(state, move)          # the review's words
        state.apply(move)
        seen += 1
    assert seen >= 5
