"""The words contract on Game (game/core/state.py): over random legal games of every game in the
catalog, a move in words, the move list's rows, why the game ended and where it was decided are
each plain, non-empty text (the last may be empty) without the record's notation; the seats are
named by the names given. The move list, the results card, the review and the command line all
read these, so one check here covers what each of them shows."""
from __future__ import annotations

import random
import re

import pytest

from game import catalog
from game.core.state import Game

# a fraction, a number pair written with a comma, a Grundy "c=2", a capture written "c2xd3"
NOTATION = re.compile(r"\d\s*/\s*\d|\d,\d|\w=\w|\d[x-][a-g]\d")
# what a player should never read: a Python value, a bracket of data, a name with underscores
DEVELOPER = re.compile(r"None|True|False|[\[\]{}_<>\\]|\n")
NAMES = ["Ann", "Bo", "Cy", "Di"]
MAX_PLIES = 1500          # far beyond any random game's end here (the longest, Dodgson's, ~300)


def plain(words: str) -> bool:
    return words == words.strip() and not DEVELOPER.search(words) and not NOTATION.search(words)


def random_game(name: str, seed: int):
    """(game, start, played: [(state before, move, its text)], final) of a random legal game; an
    even seed turns on every option that is off by default (Fractal's dice, Dodgson's pawn-like
    piece), so their moves are worded too."""
    game = catalog.get_game(name)
    options = game.default_options()
    if seed % 2 == 0:
        options.update({o.key: True for o in game.options() if o.default is False})
    state = game.new_initial_state(options, seed)
    start, played, rng = state.clone(), [], random.Random(f"{name}-{seed}")
    while not state.is_terminal() and len(played) < MAX_PLIES:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            move = rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            move = rng.choice(state.legal_moves())
        played.append((state.clone(), move, state.move_to_text(move)))
        state.apply(move)
    return game, start, played, state


def words_its_own(game: Game, method: str) -> bool:
    """Whether the game words this itself rather than taking Game's default."""
    return getattr(type(game), method) is not getattr(Game, method)


@pytest.mark.parametrize("name", catalog.engine_names())
@pytest.mark.parametrize("seed", [1, 2])
def test_every_words_method_says_a_random_game_in_plain_words(name, seed):
    game, start, played, final = random_game(name, seed)
    assert final.is_terminal(), f"{name} seed {seed}: no end in {MAX_PLIES} moves"
    names = NAMES[:start.num_players]
    for before, move, text in played:
        words = game.move_in_words(before, move)
        assert words and words != text and plain(words), (text, words)
        rows = game.move_rows(before, move, names)
        assert rows and all(row and plain(row) and row != text for row in rows), (text, rows)
        # longest first: the panel shows the first that fits, so a shorter one never hides a longer
        assert len(rows[0]) == max(len(row) for row in rows), (text, rows)
        assert len(set(rows)) == len(rows), (text, rows)
    moves = [text for _, _, text in played]
    ended = game.end_in_words(final, names)
    assert ended and plain(ended), ended
    decided = game.decided_in_words(start, moves, names)
    assert plain(decided) and decided != ended, decided
    outcome = final.outcome()
    if words_its_own(game, "end_in_words") and len(outcome.winners) == 1:
        assert names[outcome.winners[0]] in ended, (ended, outcome.winners)       # the seats' names given
    if words_its_own(game, "decided_in_words"):
        assert decided, f"{name}: a finished random game decided nowhere"


@pytest.mark.parametrize("name", catalog.engine_names())
def test_a_game_not_over_has_no_end_and_was_decided_nowhere(name):
    game, start, played, _ = random_game(name, 3)
    half = len(played) // 2
    before = played[half][0]
    moves = [text for _, _, text in played[:half]]
    names = NAMES[:start.num_players]
    assert not before.is_terminal()
    assert game.end_in_words(before, names) == ""
    assert game.decided_in_words(start, moves, names) == ""
