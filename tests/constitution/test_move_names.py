"""Constitution moves named as a player would (game.engines.constitution.words.py), on real
positions of the shipped map: a move inside a state names it, a move on a border names both
states, a move that wins a state says so, the White House and the start are named as such, and
the record keeps the lattice notation."""
from __future__ import annotations

import random
import re

import pytest

from game.core.session import MatchSession, Seat
from game.engines.constitution import GAME
from game.engines.constitution.words import (BIG_STATE, describe_move, move_sentence, place_of,
                                                 row_labels)

LATTICE = re.compile(r"\d+,\d+")


@pytest.fixture(scope="module")
def played():
    """A seeded random match on the shipped map: (states before each move, the session)."""
    session = MatchSession(GAME, seats=[Seat.human(), Seat.human()], seed=4, autosave=False)
    rng = random.Random(4)
    while not session.state.is_terminal() and session.ply < 80:
        session.play(rng.choice(session.state.legal_moves()))
    return session


def _moves(session):
    for i in range(session.ply):
        before, after = session.state_at(i), session.state_at(i + 1)
        yield i, before, after, describe_move(before, after)


def _landings(session, states_meeting: int):
    """(board, regions, words) of each move (not onto the White House) that ends on a point
    where `states_meeting` states meet: one inside a state, two on a border."""
    for _, before, after, words in _moves(session):
        board = before.board
        point = after.piece_positions()[words.mover]
        regions = board.point_regions[board.point_index[point]]
        if words.kind == "move" and len(regions) == states_meeting and point != before.white_house:
            yield board, regions, words


def test_the_record_keeps_the_lattice_notation_and_the_words_never_show_it(played):
    assert all(LATTICE.fullmatch(m) or m.startswith("start") or m == "pass" for m in played.moves)
    for _, _, _, words in _moves(played):
        for text in row_labels(words) + [move_sentence(words, "Blue")]:
            assert not LATTICE.search(text), text


def test_a_move_inside_a_state_names_that_state(played):
    seen = 0
    for board, regions, words in _landings(played, 1):
        name = board.region_names[regions[0]]
        seen += 1
        assert f"in {name}" in words.place.phrases[-1]
        assert name in move_sentence(words, "Red") and move_sentence(words, "Red").startswith("Red → in ")
        assert board.region_codes[regions[0]] in words.place.names
    assert seen >= 3


def test_a_move_on_a_border_names_the_states_that_meet_there(played):
    seen = 0
    for board, regions, words in _landings(played, 2):
        seen += 1
        names = {board.region_names[r] for r in regions}
        phrase = words.place.phrases[0]
        assert phrase.startswith("on the ") and phrase.endswith(" border")
        assert all(name in phrase for name in names)
    assert seen >= 3


def test_a_move_that_wins_a_state_says_which_and_its_electors(played):
    seen = 0
    for _, before, after, words in _moves(played):
        board = before.board
        won = [r for r in range(len(board.region_names))
               if before.winner[r] != words.mover and after.winner[r] == words.mover]
        labels = row_labels(words)
        if not won:
            assert not any("won" in text for text in labels)
            continue
        seen += 1
        first = max(won, key=lambda r: board.region_size[r])
        assert f"{board.region_names[first]} ({board.region_size[first]})" in words.won[0]
        assert words.won[0].startswith("won ")
        assert f"+{board.region_codes[first]}" in words.won[2]
        assert "won" in move_sentence(words, "Blue")
        # every wording the move list may pick still says what was won
        assert all("won" in text or "+" in text for text in labels)
    assert seen >= 3


def test_the_start_the_white_house_and_a_pass_are_named_as_such(played):
    _, before, after, words = next(_moves(played))
    assert words.kind == "start" and not before.started
    assert all(text.startswith("start") or text in words.place.names or text == f"{words.place.names[-1]} border"
               for text in row_labels(words))
    assert not any(text.startswith("starts:") for text in row_labels(words))
    board = before.board
    assert place_of(board, before.white_house).phrases == ("at the White House",)
    passes = [w for _, _, _, w in _moves(played) if w.kind == "pass"]
    for words in passes:
        assert row_labels(words) == ["passes"] and move_sentence(words, "Red") == "Red passes"


def test_a_point_far_out_in_a_big_state_says_which_part():
    board = GAME.new_initial_state(seed=0).board
    texas = board.region_index["TX"]
    assert board.region_size[texas] >= BIG_STATE
    inside = [p for p, regions in zip(board.points, board.point_regions) if regions == (texas,)]
    west = min(inside, key=lambda p: p[0] + p[1] / 2)          # the leftmost on screen
    east = max(inside, key=lambda p: p[0] + p[1] / 2)
    assert "western Texas" in place_of(board, west).phrases[0]
    assert "eastern Texas" in place_of(board, east).phrases[0]
    small = board.region_index["DE"]
    assert board.region_size[small] < BIG_STATE
    for p, regions in zip(board.points, board.point_regions):
        if regions == (small,):
            assert place_of(board, p).phrases == ("in Delaware",)
