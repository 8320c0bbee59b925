"""The Grundy tutorials load and can be followed to the end."""
from pathlib import Path

import pytest

from game.core.levels import TUTORIALS_DIR, check_level, load_level

TUTORIALS = sorted(Path(TUTORIALS_DIR).glob("grundy-*.toml"))


def test_three_grundy_tutorials():
    assert [p.stem for p in TUTORIALS] == ["grundy-01-rules", "grundy-02-forcing", "grundy-03-maps"]


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_tutorial_checks(path):
    level = load_level(path)
    assert level.game == "grundy" and level.kind == "tutorial"
    assert any(step.expect for step in level.steps) and all(step.text for step in level.steps)
    end = check_level(level)
    assert end.filled >= len(level.prelude)


def test_forcing_lesson_ends_as_the_text_says():
    # both players write a 3; the learner wins 5 to 7
    level = load_level(TUTORIALS_DIR / "grundy-02-forcing.toml")
    end = check_level(level)
    learner = level.start_state().current_player()
    assert end.is_terminal()
    assert end.scores[learner] == 5 and end.scores[1 - learner] == 7
    assert sorted(end.numbers) == [1, 1, 2, 2, 3, 3]


def test_rules_lesson_ends_in_a_draw():
    end = check_level(load_level(TUTORIALS_DIR / "grundy-01-rules.toml"))
    assert end.outcome().is_draw and end.scores == [6, 6]
