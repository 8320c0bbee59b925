"""Fractal territory moves in words (game/engines/fractal/words.py): real positions on each shape,
the board's own points, a split of a named cell, the dice, and whole games with no notation."""
from __future__ import annotations

import random
import re

import pytest

from game.engines.fractal import GAME
from game.engines.fractal.words import describe_move, move_sentence, row_labels
from game.scenes.fractal.demo import DEMO_MOVES

# the demo's first seven moves leave White behind (6 points to 2), so White may split
WHITE_BEHIND = DEMO_MOVES[:7]

NOTATION = re.compile(r"\d\s*/\s*\d|\d\s*,\s*\d")


def state_after(moves=(), shape="square", **options):
    state = GAME.new_initial_state({"shape": shape, "target": 400, "difference": 200, **options})
    for text in moves:
        state.apply(state.text_to_move(text))
    return state


def sentence(state, text, name="Black"):
    return move_sentence(describe_move(state, state.text_to_move(text)), name)


@pytest.mark.parametrize("text, words", [
    ("1/2,1/2", "Black takes the centre"),
    ("0,1", "Black takes the top-left corner"),
    ("1,1", "Black takes the top-right corner"),
    ("0,0", "Black takes the bottom-left corner"),
    ("1,0", "Black takes the bottom-right corner"),
    ("1/2,1", "Black takes the midpoint of the top edge"),
    ("0,1/2", "Black takes the midpoint of the left edge"),
])
def test_the_square_boards_own_points_are_named_by_their_place_on_the_board(text, words):
    assert sentence(state_after(), text) == words


def test_a_split_names_the_cell_and_the_new_points_place_in_it():
    state = state_after(WHITE_BEHIND)
    assert sentence(state, "split 2 at 3/4,3/4", "White") == "White splits the top-right square and takes its centre"
    assert sentence(state, "split 2 at 3/4,1", "White") == \
        "White splits the top-right square and takes its top midpoint"
    assert sentence(state, "split 3 at 0,1/4", "White") == \
        "White splits the bottom-left square and takes its left midpoint"


def test_a_point_a_split_made_is_named_in_its_cell():
    state = state_after(DEMO_MOVES[:8])          # White split cell 1 (the top-left square)
    assert sentence(state, "0,3/4") == "Black takes the midpoint of the left edge of the top-left square"
    assert sentence(state, "1/4,1") == "Black takes the midpoint of the top edge of the top-left square"


def test_a_deeper_cell_says_which_of_the_boards_first_cells_it_lies_in():
    # cell 23: child 3 (bottom-left) of cell 2 (the top-right square)
    state = state_after([*WHITE_BEHIND, "split 2 at 3/4,3/4", "0,0"])
    assert sentence(state, "split 23 at 5/8,5/8", "White") == \
        "White splits the bottom-left square in the top-right square and takes its centre"
    state.apply(state.text_to_move("split 23 at 5/8,5/8"))
    assert sentence(state, "1/2,5/8") == \
        "Black takes the midpoint of the left edge of the bottom-left square in the top-right square"


def test_the_triangle_and_the_hexaflake_name_their_corners_and_cells():
    triangle = state_after(shape="triangle")
    assert sentence(triangle, "1/2,1") == "Black takes the top corner"
    assert sentence(triangle, "1/4,1/2") == "Black takes the midpoint of the left edge"
    hexaflake = state_after(shape="hexaflake")
    assert sentence(hexaflake, "0,1/2") == "Black takes the left corner"
    carpet = state_after(shape="carpet")
    assert sentence(carpet, "1/3,1/3") == "Black takes the bottom-left corner of the hole"


def test_the_dice_rows_say_what_the_roll_allows():
    state = state_after(WHITE_BEHIND, dice=True)
    assert sentence(state, "roll", "White") == "White rolls for a split"
    state.apply(state.text_to_move("roll"))
    assert move_sentence(describe_move(state, 6), "The die") == "The die shows 6: may split"
    assert move_sentence(describe_move(state, 2), "The die") == "The die shows 2: no split"


def test_the_row_wordings_shorten_and_the_last_is_the_barest():
    state = state_after([*WHITE_BEHIND, "split 2 at 3/4,3/4"])
    labels = row_labels(describe_move(state, state.text_to_move("3/4,1")), "Black")
    assert labels[0] == "Black takes the midpoint of the top edge of the top-right square"
    assert labels[-2:] == ["top-right: top edge", "top-right: edge"]
    assert [len(x) for x in labels] == sorted((len(x) for x in labels), reverse=True)


def test_the_move_list_rows_name_the_mover_and_the_die():
    # FractalGame.move_rows: the mover by the seat's name, a roll's outcome by the die
    state = state_after([*WHITE_BEHIND, "split 2 at 3/4,3/4"])
    rows = GAME.move_rows(state, state.text_to_move("3/4,1"), ["Ann", "Bo"])
    assert rows[0] == "Ann takes the midpoint of the top edge of the top-right square"
    assert rows[1] == "takes the midpoint of the top edge of the top-right square" == \
        GAME.move_in_words(state, state.text_to_move("3/4,1"))
    state = state_after(WHITE_BEHIND, dice=True)
    state.apply(state.text_to_move("roll"))
    assert GAME.move_rows(state, 6, ["Ann", "Bo"])[0] == "The die shows 6: may split"
    # a corner's own and brief names are one: said once
    start = state_after()
    corner = next(m for m in start.legal_moves() if GAME.move_in_words(start, m).endswith("corner"))
    rows = GAME.move_rows(start, corner, ["Ann", "Bo"])
    assert len(rows) == len(set(rows))


@pytest.mark.parametrize("shape", ["square", "triangle", "carpet", "hexaflake"])
def test_every_move_of_random_games_is_said_without_notation(shape):
    rng = random.Random(shape)
    for game in range(3):
        state = state_after(shape=shape, dice=game == 2, depth=5)
        for _ in range(120):
            if state.is_terminal():
                break
            if state.is_chance_node():
                move = rng.choice([face for face, _ in state.chance_outcomes()])
            else:
                moves = state.legal_moves()
                splits = [m for m in moves if isinstance(m, tuple) and m[0] == "split"]
                move = rng.choice(splits if splits and rng.random() < 0.5 else moves)
            for label in row_labels(describe_move(state, move), "White"):
                assert label and not NOTATION.search(label), (state.move_to_text(move), label)
            state.apply(move)
